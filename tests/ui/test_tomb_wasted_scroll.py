"""A scroll that would do nothing now (an antidote with no poison, healing at full HP)
is not played on the first click: the board says so and a second click plays it
anyway (the rules allow it); a useful scroll plays at once."""
import random

from games.baldricks_tomb import rules as R
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once
from tests.baldricks_tomb.test_wasted_scroll import CARE


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def test_a_wasted_scroll_needs_a_second_click(driver):
    d = driver
    start_game(d, ["Ana"], seed=5, game="Baldrick's Tomb")
    board, rng = board_of(d), random.Random(5)
    while not (board.state.phase == "move" and d.scene is board):
        act_once(d, board, rng)
    card = CARE[0]
    state = board.session.state
    state.hp[0], state.poison[0], state.scrolls[0] = R.MAX_HP, 0, [card]
    board.session.changes += 1                    # the board reads the changed position
    assert R.wasted_scroll(board.view(), card)
    played = len(board.session.actions)
    board.click_card(card, "scroll")
    assert len(board.session.actions) == played
    assert board.content.scrolls[card].name in board.status and "again" in board.status
    board.click_card(card, "scroll")
    assert len(board.session.actions) == played + 1
    assert card not in board.session.state.scrolls[0]


def test_the_fight_dialog_marks_a_wasted_scroll(driver):
    from games.baldricks_tomb.ui.combat import CombatScene
    d = driver
    start_game(d, ["Ana"], seed=5, game="Baldrick's Tomb")
    board, rng = board_of(d), random.Random(5)
    for _i in range(3000):
        if isinstance(d.scene, CombatScene) and board.state.phase == "combat":
            break
        act_once(d, board, rng)
    assert isinstance(d.scene, CombatScene)
    card = CARE[0]
    state = board.session.state
    state.hp[0], state.poison[0], state.scrolls[0] = R.MAX_HP, 0, [card]
    board.session.changes += 1
    scene = CombatScene(d.app, board)
    name = board.content.scrolls[card].name
    labels = [w.label for w in scene.widgets if hasattr(w, "label")]
    assert f"{name} (no effect)" in labels
