"""The Baldrick's Tomb board through real events: it lets a player click exactly the
spaces legal steps reach (and says the rules' reason elsewhere), draws every roll the
rules can make, shows the end-of-floor summary before the next floor, keeps Undo,
Rules and Menu alive over the combat dialog and never draws the hover preview over a
dialog."""
import random

import pygame
import pytest

from games.baldricks_tomb.ui import layout as L
from games.baldricks_tomb import rules as R
from games.baldricks_tomb.tray import tray_for
from tests.baldricks_tomb.test_reach import walkable
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def on_board_moving(d, board, rng):
    while not (board.state.phase == "move" and d.scene is board):
        act_once(d, board, rng)


def test_the_board_lets_a_player_click_exactly_what_legal_steps_reach(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=4, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(4)
    checked = onto_pawns = 0
    while checked < 25:
        on_board_moving(d, board, rng)
        state = board.state
        clickable = set(board._targets(board.view()))
        assert clickable == walkable(state)
        onto_pawns += sum(R._pawn_at(state, c, state.turn) is not None for c in clickable)
        checked += 1
        act_once(d, board, rng)
    assert onto_pawns > 0                      # stepping onto (through) a pawn's space was tried


def test_a_click_the_rules_refuse_shows_the_rules_reason(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=8, game="Baldrick's Tomb")
    board = board_of(d)
    on_board_moving(d, board, random.Random(8))
    state = board.state
    far = next(c for c in ((r, b) for r in range(1, 9) for b in range(1, 9))
               if c not in board.routes() and c != tuple(state.cells[state.turn]))
    d.click(L.cell_rect(far, board.origin).center)
    assert board.status == R.route_refusal(R.view(state, None), far)
    assert board.state is state and "cannot reach" not in board.status


def steal_event(thief_die, thief_bonus, holder_die, holder_bonus):
    return {"type": "steal", "seat": 0, "holder": 1, "thief_die": thief_die,
            "thief_bonus": thief_bonus, "thief_roll": thief_die + thief_bonus,
            "holder_die": holder_die, "holder_bonus": holder_bonus,
            "holder_roll": holder_die + holder_bonus, "success": False, "barrier": True}


ROLL_EVENTS = (
    [{"type": k, "seat": 1, "rolls": [[r, b]] * n, "cell": [r, b]}
     for k in ("pawn_placed", "reentered", "teleport") for r, b in ((1, 8), (8, 1)) for n in (1, 3)]
    + [{"type": "token_roll", "seat": 0, "kind": "monster", "rolled": [r, b]} for r, b in ((1, 1), (8, 8))]
    + [steal_event(t, tb, h, hb) for t in (1, 8) for tb in (0, 3, 9) for h in (1, 8) for hb in (0, 2)]
    + [{"type": "gem_passed", "seat": 0, "to": 2, "rolls": [[[1, v], [2, v]], [[1, 1], [2, 8]]]}
       for v in (1, 8)]
)


def test_every_roll_the_rules_make_is_drawn_with_its_total(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=5, game="Baldrick's Tomb")
    board = board_of(d)
    while d.scene is not board:
        act_once(d, board, random.Random(5))
    d.app.settings.animation = "normal"
    names = [p["name"] for p in board.session.players]
    for event in ROLL_EVENTS:
        board.on_events([event])
        for _ in range(14):                        # rolling, then settled with captions
            d.app.step([], dt=50.0)
            d.app.draw()
        tray = board.tray
        assert tray == tray_for(event, names) and all(1 <= die.face <= 8 for die in tray.dice)
        if event["type"] == "steal":
            thief, holder = tray.dice
            assert thief.caption == ("Ana", "thief", R.roll_text(event["thief_die"], event["thief_bonus"]))
            assert holder.caption[:2] == ("Bo", "holder")
            total = event["thief_die"] + event["thief_bonus"]
            assert thief.caption[2].endswith(f"= {total}") or event["thief_bonus"] == 0
    # and the rules' real steal events, from random games, all fit the tray
    for game in range(30):
        s = R.new_game([{"name": n, "colour": "blue"} for n in names], {}, seed=game)
        rng = random.Random(game)
        while not R.is_over(s):
            for e in R.apply(s, rng.choice(R.legal_actions(s))):
                tray = tray_for(e, names)
                if tray is not None:
                    assert all(1 <= die.face <= 8 for die in tray.dice), e


def combat_dialog(d, seed=11):
    start_game(d, ["Ana"], seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(seed)
    while not (board.state.phase == "combat" and type(d.scene).__name__ == "CombatScene"):
        act_once(d, board, rng)
    return board, d.scene


@pytest.mark.parametrize("die,modifier,result", [(8, 2, 8), (7, 2, 8), (7, 1, 8), (1, 3, 4),
                                                 (5, 0, 5), (2, -3, 1)])
def test_the_combat_dialog_reads_the_roll_as_the_log_does(driver, die, modifier, result):
    board, scene = combat_dialog(driver)
    event = {"type": "combat_roll", "seat": 0, "card": board.state.combat["monster"], "roll": die,
             "modifier": modifier, "result": result, "symbols": ["player attack"], "barrier": True}
    scene._after([event])
    driver.app.draw()                             # draws the die face and the label
    assert scene.roll_label() == (R.roll_text(die, modifier, result) if modifier else None)
    assert R.roll_text(die, modifier, result) in R.describe(board.state, event)


def test_menu_rules_and_undo_work_over_the_combat_dialog(driver):
    d = driver
    board, scene = combat_dialog(d)
    d.press("Rules")
    assert type(d.scene).__name__ == "RulesScene"
    d.key(pygame.K_ESCAPE)
    assert d.scene is scene
    d.press("Menu")
    assert type(d.scene).__name__ == "PauseScene"
    d.press("Resume")
    assert d.scene is scene
    scrolls = [a for a in board.session.legal() if a["type"] == "play_scroll"]
    if scrolls:
        held = list(board.state.scrolls[0])
        d.press(f"Scroll: {board.content.scrolls[scrolls[0]['card']].name}")
        assert board.state.scrolls[0] != held
        d.press("Undo")
        assert board.state.scrolls[0] == held and d.scene is scene


def test_the_end_of_a_floor_is_summed_up_before_the_next_floor(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=5, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(5)
    ends = []
    recorded = board.on_events

    def record(events):
        ends.extend(e for e in events if e["type"] == "floor_end")
        recorded(events)
    board.on_events = record
    while not ends:
        act_once(d, board, rng)
    summary = d.scene
    assert type(summary).__name__ == "FloorEndScene"
    end = ends[0]
    for seat, line in enumerate(summary.rows()):
        if end["exited"][seat]:
            assert line.startswith(f"Got out with {end['gold'][seat]} gold")
        else:
            lost = dict(map(tuple, end["losses"]))[seat]
            assert str(end["had"][seat]) in line and (str(lost) in line or "nothing to lose" in line)
    d.press("Continue")
    assert type(d.scene).__name__ in ("PassScene", "BoardScene") and board.state.floor == 2


def test_the_hover_preview_never_draws_over_a_dialog(driver):
    d = driver
    start_game(d, ["Ana"], seed=2, game="Baldrick's Tomb")
    board = board_of(d)
    on_board_moving(d, board, random.Random(2))
    rect = board.card_hits[0][0]
    spot = (rect.centerx, L.ACTION.y - 40)

    def pixel_at(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        d.pump(2)
        return tuple(d.app.screen.get_at(spot))

    d.click(rect.center, button=3)                 # the card large
    assert type(d.scene).__name__ == "ZoomScene"
    assert pixel_at(rect.center) == pixel_at((400, 300))


def test_the_explorer_is_shown_on_each_tableau(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Baldrick's Tomb")
    board = board_of(d)
    v = board.view()
    names = [board.explorer_name(p["character"]) for p in v["players"]]
    assert len(set(names)) == 2 and all(" the " in n for n in names)
    plain = pygame.Surface((1280, 800))
    board._draw_tableau(plain, v, 0)
    v2 = dict(v, players=[dict(v["players"][0], character=v["players"][1]["character"])] + v["players"][1:])
    other = pygame.Surface((1280, 800))
    board._draw_tableau(other, v2, 0)
    rect = L.tableau_rect(0, 2)
    column = pygame.Rect(rect.x + 216, rect.y + 30, rect.w - 220, 24)
    assert any(plain.get_at((x, y)) != other.get_at((x, y))
               for x in range(column.x, column.right, 2) for y in range(column.y, column.bottom, 2))
