"""Baš-Čelik through the UI: whole games made of posted mouse events only (the rules'
playout policy says what a player would choose; the driver clicks where the board draws
it: a lit field or a button), with pass screens between the seats, and a game against
the computer."""
import random
import threading

import pytest

from games.engine.launch import start_new_game
from games.bas_celik import rules as R
from tests.ui.bas_celik_driver import act_once, board_of, field_point, offer_reachable

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]


@pytest.fixture
def quick_saves(driver):
    """No autosave to disk after every click (saves are tested in tests/saves, and the
    game's own saves mid-conflict, mid-meeting and mid-trade in tests/bas_celik)."""
    driver.app.autosave = False


def test_two_players_play_a_whole_game_by_mouse(driver, quick_saves):
    d = driver
    start_new_game(d.app, "bas_celik", PLAYERS, {}, 5)
    d.pump()
    board = board_of(d)
    rng = random.Random(5)
    seen = {}
    for _ in range(3000):
        name = act_once(d, board, rng)
        seen[name] = seen.get(name, 0) + 1
        if type(d.scene).__name__ == "FinalScene":
            break
    assert type(d.scene).__name__ == "FinalScene"
    assert R.is_over(board.state)
    assert len(board.session.actions) > 60            # a real game, every action a click
    kinds = {a["type"] for a in board.session.actions}
    assert {"roll", "draw", "end_turn"} <= kinds
    assert kinds & {"step", "go", "place"}            # some decided on the map


def test_a_person_plays_a_whole_game_against_the_computer(driver, quick_saves):
    d = driver
    d.app.settings.computer_pace = "instant"
    start_new_game(d.app, "bas_celik", PLAYERS, {}, 8, computers={1: "easy"})
    d.pump()
    board = board_of(d)
    rng = random.Random(8)
    for _ in range(20000):
        if type(d.scene).__name__ == "FinalScene":
            break
        assert type(d.scene).__name__ == "BoardScene"     # one person: never a pass screen
        if R.current_seat(board.state) == 1:
            assert not board.action_buttons or not board.may_decide()
            for thread in threading.enumerate():        # let the computer finish thinking
                if thread.name == "computer player":
                    thread.join()
            d.app.step([], dt=100.0, force=False)       # the idle loop: drawn when asked
        else:
            act_once(d, board, rng)
    assert type(d.scene).__name__ == "FinalScene", "the game did not end"
    assert R.is_over(board.state)
    assert any(line.startswith("Bo (computer) ") for line in board.session.log)


def test_every_choice_of_many_positions_is_offered_on_screen(driver, quick_saves):
    """For every position of games of 3 and 6 seats, every legal action has its place to
    click: a lit field for a step, a move's end or a beast, else a button on some page
    of the action panel."""
    d = driver
    for seed, n in ((11, 3), (12, 6)):
        players = [{"name": f"P{i}", "colour": c} for i, c in
                   enumerate(("blue", "yellow", "vermillion", "sky", "purple", "orange")[:n])]
        start_new_game(d.app, "bas_celik", players, {"characters": "chosen"}, seed)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for _ in range(100):
            if R.is_over(board.state):
                break
            if type(d.scene).__name__ == "PassScene" or board.held is not None:
                act_once(d, board, rng)            # the pass screen, a result to read
                continue
            offered = []
            while True:
                offered += [a for _b, a in board.button_actions]
                offered += [a for a in board.legal() if board.button_for(a)]
                nxt = [b for b in board.action_buttons if b.on_click == board.next_page]
                if not nxt or not nxt[0].enabled:
                    break
                board.next_page()
            board.page = 0
            board.rebuild_actions()
            for action in board.legal():
                if action["type"] in ("step", "go", "place"):
                    field = action.get("to", action.get("field"))
                    assert board.targets()[field] == action
                    assert board.field_at(field_point(board, field)) == field
                elif action["type"] in ("offer", "trade_offer"):       # the trade dialog
                    assert offer_reachable(board, action), action
                else:
                    assert action in offered, action
            act_once(d, board, rng)


def test_a_click_on_a_field_not_lit_says_why_in_the_rules_words(driver, quick_saves):
    """Off the lit fields a click changes nothing and the status line gives a reason."""
    d = driver
    start_new_game(d.app, "bas_celik", PLAYERS, {}, 5)
    d.pump()
    board = board_of(d)
    rng = random.Random(5)
    checked = 0
    for _ in range(600):
        if R.is_over(board.state) or checked >= 6:
            break
        if type(d.scene).__name__ == "BoardScene" and board.targets() and board.may_decide():
            lit = set(board.targets())
            dark = next(f for f in sorted(R.content().fields) if f not in lit)
            before = board.session.changes
            d.click(field_point(board, dark))
            assert board.session.changes == before
            assert board.status
            checked += 1
        act_once(d, board, rng)
    assert checked >= 3
