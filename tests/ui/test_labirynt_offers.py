"""The re-roll offers on the Labirynt board: the active seat answers its own offer in its
own view; the other seats people play are asked together in one public dialog ("Let it
stand" for all of them, or a seat's button: keep for those before it, then that seat's
pass screen and its own choices); after the dialog the seat to decide next gets its pass
screen, unless only computers were asked since the same person last held the mouse.
Every decision is a posted mouse event on what the board draws.

The games are played by the rules alone first (``labirynt_driver.record``, once per test
run); each case opens the board at the start of a turn in which the dialog asks, as a
saved game is opened, and plays that turn by clicks (the recorded game's decisions) up to
the dialog and past it."""
import random

import pygame

from games.labirynt import rules as R
from games.labirynt import turns
from saves import files
from tests.ui.labirynt_driver import (act_once, board_of, click_offer, computer_step,
                                      dialog_turns, quiet_app, record, replay_choice)

COLOURS = ("blue", "yellow", "vermillion", "sky")
LIMIT = 600               # the recorded games' first actions: dialogs enough for every test


def covers(d) -> list:
    """The pass screens on the app's stack."""
    return [s for s in d.app.stack if type(s).__name__ == "PassScene"]


def until_dialog(d, board, rng, steps=60, seats=1, script=None):
    """Play by mouse (``script``: the recorded game's decisions) until the dialog asks at
    least ``seats`` seats, within the turn under way; False if it never did."""
    turn = R.whose_turn(board.state)
    for _ in range(steps):
        if R.is_over(board.state) or R.whose_turn(board.state) != turn:
            return False
        if type(d.scene).__name__ == "BoardScene" and board.offer_dialog() and \
                len(board.offer_seats()) >= seats:
            return True
        act_once(d, board, rng, script)
    return False


def queued_others(state, computers=()) -> list[int]:
    """The queued seats people play, from the state itself: other than the active one,
    unless the queue was made again by another seat's change (the active seat heads it
    and the dialog asks it too)."""
    queue = state.roll["queue"]
    return [s for s in queue if s not in computers and (s != state.turn or queue[0] == s)]


def opened(d, monkeypatch, rec, start):
    """The board opened on ``rec``'s position ``start`` (``quiet_app``)."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    quiet_app(d)
    return rec.open_at(d, start)


def test_the_dialog_asks_the_other_seats_together_and_only_a_button_brings_a_pass_screen(
        driver, monkeypatch):
    d = driver
    dialogs = 0
    cases = [(record(n, seed, limit=LIMIT), begin)
             for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5))
             for begin in dialog_turns(record(n, seed, limit=LIMIT), most=3)]
    for rec, begin in cases:
        board = opened(d, monkeypatch, rec, begin)
        rng = random.Random(begin)
        turn = R.whose_turn(board.state)
        clicked = None
        for _ in range(80):
            if R.is_over(board.state) or R.whose_turn(board.state) != turn:
                break
            st = board.state
            name = type(d.scene).__name__
            if name == "BoardScene" and board.offer_dialog():
                dialogs += 1
                assert board.viewer() is None
                assert board.view() == R.view(st, None)
                assert board.decisions() == [] and not board.button_actions
                people = queued_others(st, board.session.computers)
                assert board.offer_seats() == people
                assert [s for _b, s in board.offer_buttons] == people + [None]
                for button, seat in board.offer_buttons:
                    if seat is not None:
                        assert board.seat_name(seat) in button.label
                clicked = replay_choice(board, rec.actions, rng)
                click_offer(d, board, clicked)
                continue
            if name == "PassScene" and st.phase == "roll" and (
                    st.roll["queue"][0] != st.turn or clicked == st.turn):
                assert st.roll["queue"][0] == clicked, "a pass screen nobody asked for"
                assert d.scene.name == board.seat_name(clicked)
            act_once(d, board, rng, rec.actions)
    assert dialogs >= 10


def test_let_it_stand_keeps_for_every_seat_asked_then_the_next_seat_is_covered(
        driver, monkeypatch):
    d = driver
    seen = 0
    for n, seed in ((3, 21), (4, 33), (2, 54), (4, 9)):
        rec = record(n, seed, limit=LIMIT)
        for begin in dialog_turns(rec, seats=min(2, n - 1), most=3):
            board = opened(d, monkeypatch, rec, begin)
            rng = random.Random(begin)
            if not until_dialog(d, board, rng, seats=min(2, n - 1), script=rec.actions):
                continue
            asked = board.offer_seats()
            actions = len(board.session.actions)
            click_offer(d, board, None)
            new = board.session.actions[actions:]
            assert new[:len(asked)] == [{"type": "keep"}] * len(asked)
            assert all(a in ({"type": "keep"}, {"type": "ready"}) for a in new[len(asked):])
            # (what follows: the active seat's own single answers, passed by themselves)
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
        rec = record(n, seed, limit=LIMIT)
        for begin in dialog_turns(rec, seats=2, most=3):
            board = opened(d, monkeypatch, rec, begin)
            rng = random.Random(begin)
            if not until_dialog(d, board, rng, seats=2, script=rec.actions):
                continue
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
                again = [s for s in [(st.turn + i) % st.n for i in range(st.n)]
                         if turns.may_intervene(st, s)]
                assert st.phase != "roll" or st.roll["queue"] == again
                if st.phase == "roll":        # the active seat too: in the dialog, no cover
                    assert type(d.scene).__name__ == "BoardScene" and board.offer_dialog()
                    assert not covers(d) and board.viewer() is None
                    assert board.offer_seats() == [s for s in again
                                                   if s not in board.session.computers]
                changed += 1
            seen += 1
    assert seen >= 5 and changed >= 1


def only_the_computer_may_change(st) -> None:
    """At a person's Movement: the other person has no gems and the active one too few to
    re-roll, the computer (seat 2) enough, so its rolls are offered to the computer only."""
    if st.phase == "move" and st.turn != 2:
        other = 1 - st.turn
        st.gems[other], st.gems[2] = 0, max(st.gems[2], 4)
        st.gems[st.turn] = min(st.gems[st.turn], 1)


_WITH_COMPUTER: dict = {}


def with_computer(seed):
    """A three-seat game, seat 2 the easy computer's (played by the policy, as the other
    seats, to reach positions: on the board the computer decides for itself), played by
    the rules with ``only_the_computer_may_change`` (once per test run)."""
    from tests.ui.labirynt_driver import Record
    if seed not in _WITH_COMPUTER:
        _WITH_COMPUTER[seed] = Record(3, seed, computers={2: "easy"}, limit=110,
                                      tamper=only_the_computer_may_change, think=False)
    return _WITH_COMPUTER[seed]


def test_no_pass_screen_back_when_only_a_computer_was_asked(driver, monkeypatch):
    """Two people and a computer: the active seat's roll is offered to it and the
    computer only; after the computer answers, the active seat's view comes back at once
    (nobody else could have clicked). With the other person asked too, it is covered."""
    d = driver
    quiet = 0
    for seed in (21, 5, 8):
        rec = with_computer(seed)
        begins = sorted({rec.turn_start(i) for i in rec.where(
            lambda st, i: st.phase == "roll" and st.turn != 2 and st.roll["queue"] == [2])})[:3]
        for begin in begins:
            board = opened(d, monkeypatch, rec, begin)
            rng = random.Random(begin)
            turn = R.whose_turn(board.state)
            for _ in range(60):
                st = board.state
                if R.is_over(st) or R.whose_turn(st) != turn:
                    break
                if st.phase == "move" and st.turn != 2 and \
                        type(d.scene).__name__ == "BoardScene":
                    only_the_computer_may_change(st)
                    board.session.changes += 1
                if st.phase == "roll" and st.turn != 2 and st.roll["queue"] == [2] and \
                        board.viewer() is None and type(d.scene).__name__ == "BoardScene":
                    active = st.turn
                    for _ in range(200):
                        if board.session.computer_to_move() is None:
                            break
                        computer_step(d)
                    st = board.state
                    if R.current_seat(st) == active and R.view(st, active) != R.view(st, None):
                        assert not covers(d), "covered though nobody else could click"
                        assert board.viewer() == active
                        quiet += 1
                    continue
                act_once(d, board, rng, rec.actions)
    assert quiet >= 3


def test_a_game_opened_while_the_dialog_asks_shows_it_over_the_public_view(driver, monkeypatch):
    """Loading a game saved while the dialog asked (a new board scene for the session, as
    ``launch.open_board`` makes it): the dialog again, public, with no pass screen."""
    from games.engine.launch import open_board
    d = driver
    opened_ = 0
    for n, seed in ((2, 54), (3, 21)):
        rec = record(n, seed, limit=LIMIT)
        board = opened(d, monkeypatch, rec, dialog_turns(rec, most=1)[0])
        rng = random.Random(seed)
        if not until_dialog(d, board, rng, script=rec.actions):
            continue
        open_board(d.app, board.session)
        d.pump()
        again = board_of(d)
        assert again is not board and type(d.scene).__name__ == "BoardScene" and not covers(d)
        assert again.offer_dialog() and again.viewer() is None
        assert again.view() == R.view(again.state, None)
        assert [s for _b, s in again.offer_buttons] == queued_others(again.state) + [None]
        opened_ += 1
    assert opened_ == 2


def test_after_a_change_by_another_seat_one_dialog_and_one_hand_off(driver, monkeypatch):
    """A playtester's Player 2 re-rolled Player 1's encounter die from the dialog; then
    came "pass the mouse to Player 1" (only for Player 1's forced "let it stand"), the
    dialog again with Player 2's button only, and after "Let it stand" the same pass
    screen a second time. After another seat's change the dialog asks every seat people
    play, the active one first, over the public view; "Let it stand" then brings one
    pass screen at most: the active seat's, when its view holds something private."""
    d = driver
    seen = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9), (2, 11), (3, 8)):
        rec = record(n, seed, limit=LIMIT)
        for begin in dialog_turns(rec, most=4):
            board = opened(d, monkeypatch, rec, begin)
            rng = random.Random(begin)
            if not until_dialog(d, board, rng, script=rec.actions):
                continue
            st = board.state
            seat = next((s for s in board.offer_seats()
                         if st.gems[s] >= turns.REROLL_GEMS and s != st.turn), None)
            if seat is None:
                continue
            click_offer(d, board, seat)
            while type(d.scene).__name__ == "BoardScene" and board.offer_dialog():
                click_offer(d, board, seat)          # the seats before it kept
            assert type(d.scene).__name__ == "PassScene"
            d.key(pygame.K_RETURN)
            reroll = next((a for a in board.legal() if a["type"] == "reroll"), None)
            if reroll is None or R.current_seat(board.state) != seat:
                continue
            d.click(board.button_for(reroll).rect.center)
            st = board.state
            if st.phase != "roll" or st.roll["queue"][0] != st.turn:
                continue
            assert not covers(d), "a pass screen for the active seat's answer"
            assert board.offer_dialog() and board.offer_seats()[0] == st.turn
            turn = st.turn
            passes = 0
            was_covered = False
            click_offer(d, board, None)                  # "Let it stand"
            for _ in range(40):
                st = board.state
                now = bool(covers(d))
                passes += now and not was_covered
                was_covered = now
                if now:
                    assert d.scene.name == board.seat_name(R.current_seat(st))
                    d.key(pygame.K_RETURN)
                    if board.viewer() == turn:      # back in the active seat's hands
                        break
                    continue
                if st.phase != "roll" and R.current_seat(st) == turn:
                    break
                if board.offer_dialog():
                    click_offer(d, board, None)
                    continue
                act_once(d, board, rng, rec.actions)
            assert passes <= 1, f"{passes} pass screens after one dialog"
            seen += 1
    assert seen >= 3, seen
