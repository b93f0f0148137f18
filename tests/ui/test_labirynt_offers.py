"""The re-roll offers on the Labirynt board: the active seat answers its own offer in its
own view; the other seats people play are asked together in one public dialog ("Let it
stand" for all of them, or a seat's button: keep for those before it, then that seat's
pass screen and its own choices); after the dialog the seat to decide next gets its pass
screen, unless only computers were asked since the same person last held the mouse.
Every decision is a posted mouse event on what the board draws."""
import random

import pygame

from games.engine.launch import start_new_game
from games.labirynt import rules as R
from games.labirynt import turns
from saves import files
from tests.ui.labirynt_driver import act_once, board_of, click_offer, offer_choice

COLOURS = ("blue", "yellow", "vermillion", "sky")


def start(d, monkeypatch, n, seed, computers=None):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d.app.settings.computer_pace = "instant"
    players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
    start_new_game(d.app, "labirynt", players, {}, seed, computers=computers or {})
    d.pump()
    return board_of(d)


def covers(d) -> list:
    """The pass screens on the app's stack."""
    return [s for s in d.app.stack if type(s).__name__ == "PassScene"]


def until_dialog(d, board, rng, steps=1500, seats=1):
    """Play by mouse until the dialog asks at least ``seats`` seats; False if it never did."""
    for _ in range(steps):
        if R.is_over(board.state):
            return False
        if type(d.scene).__name__ == "BoardScene" and board.offer_dialog() and \
                len(board.offer_seats()) >= seats:
            return True
        act_once(d, board, rng)
    return False


def queued_others(state) -> list[int]:
    """The queued seats other than the active one, from the state itself."""
    return [s for s in state.roll["queue"] if s != state.turn]


def test_the_dialog_asks_the_other_seats_together_and_only_a_button_brings_a_pass_screen(
        driver, monkeypatch):
    d = driver
    dialogs = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5)):
        board = start(d, monkeypatch, n, seed)
        rng = random.Random(seed)
        clicked = None
        for _ in range(700):
            if R.is_over(board.state):
                break
            st = board.state
            name = type(d.scene).__name__
            if name == "BoardScene" and board.offer_dialog():
                dialogs += 1
                assert board.viewer() is None
                assert board.view() == R.view(st, None)
                assert board.decisions() == [] and not board.button_actions
                assert board.offer_seats() == queued_others(st)
                assert [s for _b, s in board.offer_buttons] == queued_others(st) + [None]
                for button, seat in board.offer_buttons:
                    if seat is not None:
                        assert board.seat_name(seat) in button.label
                clicked = offer_choice(board, rng)
                click_offer(d, board, clicked)
                continue
            if name == "PassScene" and st.phase == "roll" and st.roll["queue"][0] != st.turn:
                assert st.roll["queue"][0] == clicked, "a pass screen nobody asked for"
                assert d.scene.name == board.seat_name(clicked)
            act_once(d, board, rng)
    assert dialogs >= 10


def test_let_it_stand_keeps_for_every_seat_asked_then_the_next_seat_is_covered(
        driver, monkeypatch):
    d = driver
    seen = 0
    for n, seed in ((3, 21), (4, 33), (2, 54), (4, 9)):
        board = start(d, monkeypatch, n, seed)
        rng = random.Random(seed)
        for _ in range(4):
            if not until_dialog(d, board, rng, seats=min(2, n - 1)):
                break
            asked = board.offer_seats()
            actions = len(board.session.actions)
            click_offer(d, board, None)
            new = board.session.actions[actions:]
            assert new == [{"type": "keep"}] * len(asked)
            st = board.state
            seat = R.current_seat(st)
            if board.offer_dialog():                 # the next roll asks them again
                assert type(d.scene).__name__ == "BoardScene" and not covers(d)
            elif seat is not None and R.view(st, seat) != R.view(st, None):
                assert type(d.scene).__name__ == "PassScene"       # others had the mouse
                assert d.scene.name == board.seat_name(seat)
                assert len(covers(d)) == 1
            assert not board.session.undo() or board.state.phase != "roll"
            seen += 1
    assert seen >= 6


def test_a_seats_button_keeps_for_those_before_it_then_shows_its_own_choices(
        driver, monkeypatch):
    d = driver
    seen = changed = 0
    for n, seed in ((3, 21), (4, 33), (4, 9), (3, 5), (4, 2)):
        board = start(d, monkeypatch, n, seed)
        rng = random.Random(seed)
        for _ in range(5):
            if not until_dialog(d, board, rng, seats=2):
                break
            asked = board.offer_seats()
            seat = asked[-1]
            actions = len(board.session.actions)
            click_offer(d, board, seat)
            assert board.session.actions[actions:] == [{"type": "keep"}] * (len(asked) - 1)
            assert R.current_seat(board.state) == seat
            assert type(d.scene).__name__ == "PassScene"
            assert d.scene.name == board.seat_name(seat)
            d.key(pygame.K_RETURN)
            assert type(d.scene).__name__ == "BoardScene"
            assert board.viewer() == seat and not board.offer_dialog()
            labels = [b.label for b in board.action_buttons]
            assert "Let the roll stand" in labels
            if board.state.gems[seat] >= turns.REROLL_GEMS:
                assert any(label.startswith("Re-roll") for label in labels)
            assert not board.session.undo()                  # the keeps before are theirs
            reroll = next((a for a in board.legal() if a["type"] == "reroll"), None)
            if reroll is not None:                           # a change: everyone again
                d.click(board.button_for(reroll).rect.center)
                st = board.state
                assert st.phase != "roll" or st.roll["queue"] == [
                    s for s in [(st.turn + i) % st.n for i in range(st.n)]
                    if turns.may_intervene(st, s)]
                if st.phase == "roll" and st.roll["queue"][0] == st.turn:
                    assert type(d.scene).__name__ == "PassScene"
                    assert d.scene.name == board.seat_name(st.turn)
                elif st.phase == "roll":
                    assert type(d.scene).__name__ == "BoardScene" and board.offer_dialog()
                changed += 1
            seen += 1
    assert seen >= 5 and changed >= 1


def test_no_pass_screen_back_when_only_a_computer_was_asked(driver, monkeypatch):
    """Two people and a computer: the active seat's roll is offered to it and the
    computer only; after the computer answers, the active seat's view comes back at once
    (nobody else could have clicked). With the other person asked too, it is covered."""
    d = driver
    quiet = 0
    for seed in (21, 5, 8):
        board = start(d, monkeypatch, 3, seed, computers={2: "easy"})
        rng = random.Random(seed)
        for _ in range(900):
            st = board.state
            if R.is_over(st) or quiet >= 4 * (1 + (21, 5, 8).index(seed)):
                break
            if st.phase == "move" and st.turn != 2 and type(d.scene).__name__ == "BoardScene":
                other = 1 - st.turn
                st.gems[other], st.gems[2] = 0, max(st.gems[2], 4)
                st.gems[st.turn] = min(st.gems[st.turn], 1)
                board.session.changes += 1
            if st.phase == "roll" and st.turn != 2 and st.roll["queue"] == [2] and \
                    board.viewer() is None and type(d.scene).__name__ == "BoardScene":
                active = st.turn
                for _ in range(200):
                    if board.session.computer_to_move() is None:
                        break
                    d.app.step([], dt=200.0)
                st = board.state
                if R.current_seat(st) == active and R.view(st, active) != R.view(st, None):
                    assert not covers(d), "covered though nobody else could click"
                    assert board.viewer() == active
                    quiet += 1
                continue
            act_once(d, board, rng)
    assert quiet >= 3


def test_a_game_opened_while_the_dialog_asks_shows_it_over_the_public_view(driver, monkeypatch):
    """Loading a game saved while the dialog asked (a new board scene for the session, as
    ``launch.open_board`` makes it): the dialog again, public, with no pass screen."""
    from games.engine.launch import open_board
    d = driver
    opened = 0
    for n, seed in ((2, 54), (3, 21)):
        board = start(d, monkeypatch, n, seed)
        rng = random.Random(seed)
        if not until_dialog(d, board, rng):
            continue
        open_board(d.app, board.session)
        d.pump()
        again = board_of(d)
        assert again is not board and type(d.scene).__name__ == "BoardScene" and not covers(d)
        assert again.offer_dialog() and again.viewer() is None
        assert again.view() == R.view(again.state, None)
        assert [s for _b, s in again.offer_buttons] == queued_others(again.state) + [None]
        opened += 1
    assert opened == 2
