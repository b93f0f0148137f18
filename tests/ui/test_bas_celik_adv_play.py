"""Baš-Čelik's advanced variant through the UI (issue 14: "a UI test playing an advanced
2-player game to the end"): whole games made of posted mouse and key events only (the
rules' playout policy says what a player would choose; the driver clicks where the board
draws it: a lit field, a button of the action panel or of the conflict dialog), with pass
screens between the people, one against the computer; and every legal action of many
advanced positions has its place to click, labelled in words."""
import random
import threading

import pytest

from games.engine.launch import start_new_game
from games.bas_celik import rules as R
from games.bas_celik.ui import texts as T
from tests.ui.bas_celik_driver import act_once, board_of, field_point, offer_reachable

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
ADVANCED = {"variant": "advanced"}


@pytest.fixture
def quick_saves(driver):
    """No autosave to disk after every click (saves are tested in tests/saves and
    tests/bas_celik)."""
    driver.app.autosave = False


def test_two_people_play_a_whole_advanced_game_by_mouse(driver, quick_saves):
    d = driver
    start_new_game(d.app, "bas_celik", PLAYERS, ADVANCED, 11)   # a game with every dialog
    d.pump()
    board = board_of(d)
    rng = random.Random(11)
    dialogs = set()
    for _ in range(6000):
        if type(d.scene).__name__ == "FinalScene":
            break
        if type(d.scene).__name__ == "BoardScene":
            model = board.conflict_live()
            if model is not None and board.may_decide():
                dialogs.add(model["stage"])
            if board.banner and board.banner.get("conflict"):
                dialogs.add(board.banner["conflict"]["kind"])
        act_once(d, board, rng)
    assert type(d.scene).__name__ == "FinalScene"
    assert R.is_over(board.state) and board.state.options["variant"] == "advanced"
    kinds = {a["type"] for a in board.session.actions}
    assert {"roll", "strike", "bribe", "key_power"} <= kinds     # decided in the dialog too
    assert {"bribe", "fight", "creature", "meeting", "bas"} <= dialogs


def test_a_person_plays_a_whole_advanced_game_against_the_computer(driver, quick_saves):
    d = driver
    d.app.settings.computer_pace = "instant"
    start_new_game(d.app, "bas_celik", PLAYERS, ADVANCED, 8, computers={1: "easy"})
    d.pump()
    board = board_of(d)
    rng = random.Random(8)
    for _ in range(20000):
        if type(d.scene).__name__ == "FinalScene":
            break
        assert type(d.scene).__name__ == "BoardScene"     # one person: never a pass screen
        if R.current_seat(board.state) == 1:
            assert not board.may_decide()
            assert not any(a for _b, a in board.button_actions)   # no button for the computer
            for thread in threading.enumerate():
                if thread.name == "computer player":
                    thread.join()
            d.app.step([], dt=100.0, force=False)
        else:
            act_once(d, board, rng)
    assert type(d.scene).__name__ == "FinalScene", "the game did not end"
    assert any(line.startswith("Bo (computer) ") for line in board.session.log)


def _offered(board) -> list[dict]:
    """Every action a button of the board takes now, on every page of the panel."""
    offered = []
    while True:
        offered += [a for _b, a in board.button_actions]
        nxt = [b for b in board.action_buttons if b.on_click == board.next_page]
        if not nxt or not nxt[0].enabled:
            break
        board.next_page()
    board.page = 0
    board.rebuild_actions()
    return offered


def _on_some_page(board, check) -> bool:
    """``check()`` holds on some page of the action panel (back on the first after)."""
    try:
        while True:
            if check():
                return True
            nxt = [b for b in board.action_buttons if b.on_click == board.next_page]
            if not nxt or not nxt[0].enabled:
                return False
            board.next_page()
    finally:
        board.page = 0
        board.rebuild_actions()


def test_every_advanced_choice_has_its_place_to_click_and_words(driver, quick_saves):
    """For every position of advanced games of 2 and 4 seats, every legal action is a lit
    field, a button of the panel (on some page), of the meeting chips or of the conflict
    dialog, or built in the trade dialog; every label is words, never the action's id."""
    d = driver
    seen = set()
    for seed, n in ((1, 2), (9, 2), (13, 4)):                 # 13: meetings with struggles
        players = [{"name": f"P{i}", "colour": c} for i, c in
                   enumerate(("blue", "yellow", "vermillion", "sky")[:n])]
        start_new_game(d.app, "bas_celik", players, {**ADVANCED, "characters": "chosen"}, seed)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for _ in range(260):
            if R.is_over(board.state) or type(d.scene).__name__ == "FinalScene":
                break
            if type(d.scene).__name__ == "PassScene" or board.held is not None \
                    or not board.may_decide():
                act_once(d, board, rng)
                continue
            offered = _offered(board)
            v = board.view()
            for action in board.legal():
                seen.add(action["type"])
                label = T.action_label(v, action)
                assert label and label != action["type"] and "_" not in label, (action, label)
                if action["type"] in ("step", "go", "place"):
                    field = action.get("to", action.get("field"))
                    assert board.targets()[field] == action
                    assert board.field_at(field_point(board, field)) == field
                elif action["type"] in ("offer", "trade_offer"):
                    assert _on_some_page(board, lambda: offer_reachable(board, action)), action
                elif action["type"] in ("struggle", "steal") and v["phase"] == "meet":
                    key = action["type"]
                    board.filter_meeting(key)               # the chip lists them
                    assert _on_some_page(board, lambda: board.button_for(action)), action
                    board.filter_meeting(key)
                else:
                    assert action in offered or \
                        _on_some_page(board, lambda: board.button_for(action)), action
            d.pump()                                     # the panel as it was, drawn
            act_once(d, board, rng)
    assert {"strike", "hide", "bribe", "no_bribe", "struggle", "steal"} <= seen, seen
