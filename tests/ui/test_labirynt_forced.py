"""A decision of the Labirynt seat whose turn it is that has a single answer passes by
itself while that seat's own view is on screen: a re-roll offer it can only let stand,
a fight in which it has nothing left to cast. No click; the log says it as for a click.
Another seat's such decision is still asked (its pass screen or the public dialog first):
passing it would tell the table what that seat's Backpacks hold. (A playtester clicked
"Let the roll stand" after most of their own rolls.)

Positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened just before the action that leads to the decision, and that action is
clicked."""
import pygame

from games.labirynt import rules as R
from saves import files
from tests.ui.labirynt_driver import click_action, quiet_app, record

ONE = ({"type": "keep"}, {"type": "ready"})


def single(st) -> bool:
    """The rules leave one answer, to let the roll stand or to cast no more."""
    legal = R.legal_actions(st) if not R.is_over(st) else []
    return len(legal) == 1 and legal[0] in ONE


def case(rec, i, own: bool) -> bool:
    """Position ``i`` has a single answer, for the seat whose turn it is (``own``) or for
    another seat, reached by an action of the turn's seat in its own private view."""
    st, before = rec.states[i], rec.states[i - 1]
    seat = R.current_seat(st)
    dialog = before.phase == "roll" and before.roll["queue"][0] != before.turn
    return single(st) and not single(before) and R.current_seat(before) == before.turn \
        and (seat == st.turn) == own and not dialog \
        and R.view(before, before.turn) != R.view(before, None)


def opened_before(d, rec, i):
    board = rec.open_at(d, i - 1)
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    board.draw(pygame.Surface((1280, 800)))
    return board


def test_the_active_seats_single_answer_passes_by_itself(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    passed = set()
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5)):
        rec = record(n, seed, limit=600)
        for i in [i for i in range(1, len(rec.states)) if case(rec, i, own=True)][:4]:
            board = opened_before(d, rec, i)
            if type(d.scene).__name__ != "BoardScene" or board.viewer() != rec.states[i].turn:
                continue
            click_action(d, board, rec.actions[i - 1])
            assert board.session.actions[i - 1:i + 1] == rec.actions[i - 1:i + 1], \
                "the single answer waited for a click"
            passed.add(rec.actions[i]["type"])
    assert passed == {"keep", "ready"}, passed


def test_another_seats_single_answer_is_still_asked(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    asked = 0       # (such positions are rare: the recorded games follow the playout policy)
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9), (4, 2)):
        rec = record(n, seed, limit=600)
        for i in [i for i in range(1, len(rec.states)) if case(rec, i, own=False)][:3]:
            board = opened_before(d, rec, i)
            if type(d.scene).__name__ != "BoardScene":
                continue
            click_action(d, board, rec.actions[i - 1])
            assert len(board.session.actions) == i, "another seat's answer was given for it"
            assert type(d.scene).__name__ == "PassScene" or board.offer_dialog()
            if type(d.scene).__name__ == "PassScene":   # that seat takes the mouse: its
                d.key(pygame.K_RETURN)                   # one choice waits for its click
                d.pump(3)
                assert len(board.session.actions) == i and board.button_for(rec.actions[i])
            asked += 1
    assert asked >= 3
