"""Hotseat privacy on the Labirynt board: what another seat holds face down (the items of
its Backpacks, its Runes) is never drawn, neither on the board, the cards (their windows
and the items beyond a full Backpack too), the hover texts, the fight's result, the line
an item's button leaves in the panel, zoomed in, nor in the log. The test draws each position twice: once as it is and
once with everything the seat looking cannot know drawn again (``rules.determinize``);
the two frames and every hover text must be identical.

The positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened on each as a saved game is, and the part under test played by clicks."""
import random

import pygame

from games.labirynt import rules as R
from games.labirynt.ui import layout as L
from saves import files
from tests.ui.labirynt_driver import (Record, act_once, computer_step, dialog_turns, quiet_app,
                                      record)

LIMIT = 600          # the recorded games' first actions: positions enough for every test


def frame_and_hovers(d, board):
    """The board's frame (no tooltip shown) and the hover text at every card row, figure
    and chamber centre."""
    d.app.mouse_pos = (-1, -1)
    board.tooltips.update((-1, -1), board.widgets)
    surface = pygame.Surface((1280, 800))
    board.draw(surface)
    points = [r.center for r, _c in board.team_hits + board.figure_hits]
    points += [r.center for r, _c, _t in board.item_hits + board.window_hits]
    for b in range(len(board.view()["boards"])):
        side = board.side(b)
        if side is not None:
            points += [board.geo.centre(b, ch) for ch in side.chambers]
    hovers = [board.hover_text(p) for p in points]
    return pygame.image.tobytes(surface, "RGB"), points, hovers


def check_position(d, board, rng) -> bool:
    """Compare the position with a redraw of what the seat looking cannot know; False
    when nobody's private view is on screen now."""
    seat = board.viewer()
    if seat is None or type(d.scene).__name__ != "BoardScene":
        return False
    real = board.session.state
    before = frame_and_hovers(d, board)
    board.session.state = R.determinize(real, seat, rng)
    board.session.changes += 1
    try:
        after = frame_and_hovers(d, board)
    finally:
        board.session.state = real
        board.session.changes += 1
    assert before[1] == after[1]
    assert before[2] == after[2], "a hover text tells what the seat may not see"
    assert before[0] == after[0], "the frame shows something the seat may not see"
    assert board.log_lines == board.session.log_for(seat)
    return True


def lifted(d, rec, i):
    """The board opened on ``rec``'s position ``i``, its pass screen (if any) lifted by
    Enter: the seat to move looks."""
    board = rec.open_at(d, i)
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    return board


def zoom(d, clicks: int) -> None:
    """Turn the wheel ``clicks`` times (up: in) over the middle of the boards."""
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    pos = board.geo.view.center
    d.wait_for_input()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(abs(clicks)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if clicks > 0 else -1))
    d.pump()


def test_no_other_seats_secrets_are_drawn_in_many_positions(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    checked = 0
    for seed, n in ((54, 2), (21, 3), (33, 4)):
        rec = record(n, seed, limit=LIMIT, logs=True)
        rng = random.Random(seed)
        for step in range(0, 120, 8):
            if step >= len(rec.actions):
                break
            board = lifted(d, rec, step)
            zoomed = step % 16 == 0 and type(d.scene).__name__ == "BoardScene"
            if zoomed:                          # zoomed in and panned by real events
                zoom(d, 4)
            checked += check_position(d, board, rng)
            if zoomed:
                assert board.geo.zoom > 1.5
                zoom(d, -8)
                assert board.geo.zoom == 1.0
    assert checked >= 15


def test_another_seats_backpack_is_face_down_and_its_own_face_up(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    rec = record(2, 54, limit=LIMIT, logs=True)

    def both_hold(st, i):
        full = {c["seat"] for c in st.chars.values() if c["backpack"] and c["status"] == "active"}
        return full == {0, 1} and R.current_seat(st) is not None
    found = rec.where(both_hold)
    assert found, "no position with items in both teams' Backpacks"
    board = lifted(d, rec, found[0])
    seat = board.viewer()
    assert seat is not None and type(d.scene).__name__ == "BoardScene"
    full = [c for c in board.state.chars.values() if c["backpack"] and c["status"] == "active"]
    board.draw(pygame.Surface((1280, 800)))
    drawn = {(cid, token) for _r, cid, token in board.item_hits}
    for cid, ch in board.state.chars.items():
        for token in ch["backpack"]:
            assert ((cid, token) in drawn) == (ch["seat"] == seat)
    other = next(c for c in full if c["seat"] != seat)
    row = next(r for r, cid in board.team_hits if board.state.chars[cid] is other)
    text = board.hover_text(row.center)
    from games.labirynt.ui.texts import item_name
    assert "face down" in text
    assert not any(item_name(t) in text for t in other["backpack"])


def test_the_re_roll_dialog_draws_nothing_private_whatever_is_held_or_clicked(driver, monkeypatch):
    """Each time the public re-roll dialog asks (2-4 teams, a computer's seat among them
    too), its frame, hover texts and button labels are the same when everything hidden is
    drawn again from any seat's point of view: what the dialog shows is public. The click
    (a seat's button or "Let it stand", chosen at random) never shows a private view
    without that seat's pass screen."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    from tests.ui.labirynt_driver import click_offer
    d = driver
    quiet_app(d)
    checked = 0
    for seed, n, computers in ((54, 2, {}), (21, 3, {}), (33, 4, {}), (9, 4, {3: "easy"})):
        rec = record(n, seed, computers, limit=LIMIT) if not computers else \
            Record(n, seed, computers, limit=LIMIT, think=False)
        rng = random.Random(seed)
        for begin in dialog_turns(rec, most=4):
            board = rec.open_at(d, begin)
            turn = R.whose_turn(board.state)
            for _ in range(60):
                if R.is_over(board.state) or R.whose_turn(board.state) != turn:
                    break
                if type(d.scene).__name__ == "BoardScene" and board.offer_dialog():
                    check_dialog(d, board, n, rng)
                    checked += 1
                    choice = rng.choice([s for _b, s in board.offer_buttons])
                    click_offer(d, board, choice)
                    for _ in range(50):
                        if board.session.computer_to_move() is None:
                            break
                        computer_step(d)
                    if type(d.scene).__name__ == "BoardScene":   # no pass screen lifted since
                        assert board.viewer() is None, "a private view without its pass screen"
                    else:
                        assert d.scene.name == board.seat_name(R.current_seat(board.state))
                    continue
                act_once(d, board, rng, rec.actions)
    assert checked >= 20


def check_dialog(d, board, n, rng) -> None:
    """The dialog's frame, hover texts and button labels are the same whatever the
    hidden things are, drawn again from each seat's point of view and the table's."""
    assert board.viewer() is None
    real = board.session.state
    before = frame_and_hovers(d, board)
    labels = [b.label for b, _s in board.offer_buttons]
    for seat in [None] + list(range(n)):
        board.session.state = R.determinize(real, seat, rng)
        board.session.changes += 1
        try:
            assert board.offer_dialog()
            after = frame_and_hovers(d, board)
            assert [b.label for b, _s in board.offer_buttons] == labels
        finally:
            board.session.state = real
            board.session.changes += 1
        assert before[2] == after[2], "a hover text tells what is hidden"
        assert before[0] == after[0], "the dialog shows something hidden"


def test_a_held_key_over_the_re_roll_dialog_acts_once_and_lifts_no_pass_screen(
        driver, monkeypatch):
    """Enter, Space or Esc held down over the public re-roll dialog (the first press,
    then the key repeat's presses, frames passing, then the release): at most one
    answer is given (one button's worth of actions), a pass screen that comes up is not
    lifted by the held key, and no seat's private view shows without its pass screen."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    from tests.ui.test_labirynt_offers import until_dialog
    d = driver
    quiet_app(d)
    held = acted = 0
    for seed, n in ((21, 3), (33, 4), (54, 2)):
        rec = record(n, seed, limit=LIMIT)
        for begin in dialog_turns(rec, most=2):
            for key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
                board = rec.open_at(d, begin)
                rng = random.Random(begin)
                if not until_dialog(d, board, rng, script=rec.actions):
                    continue
                asked = board.offer_seats()
                if key != pygame.K_ESCAPE:           # Tab to a dialog button: it has the focus
                    target = rng.choice([b for b, _s in board.offer_buttons])
                    for _ in range(30):
                        if board.widgets.key_focus is target:
                            break
                        d.key(pygame.K_TAB)
                    assert board.widgets.key_focus is target
                actions = len(board.session.actions)
                d.wait_for_input()
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                     unicode="", scancode=0))
                d.app.step(dt=16.0)
                top = d.scene
                for _ in range(8):                     # the key repeat, frames passing
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                         unicode="", scancode=0))
                    d.app.step(dt=120.0)
                    assert d.scene is top or type(top).__name__ != "PassScene", \
                        "a held key lifted a pass screen"
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0,
                                                     unicode="", scancode=0))
                d.app.step(dt=16.0)
                new = board.session.actions[actions:]
                assert len(new) <= len(asked), "a held key answered more than once"
                assert all(a["type"] == "keep" for a in new)
                if type(d.scene).__name__ == "BoardScene" and \
                        R.current_seat(board.state) is not None:
                    seat = R.current_seat(board.state)
                    assert board.viewer() in (None, seat) and (
                        board.viewer() is None or not board.is_private(seat)
                        or board.covered or seat == R.current_seat(rec.states[begin])), \
                        "a private view without its pass screen"
                held += 1
                acted += bool(new) or type(d.scene).__name__ == "PassScene"
    assert held >= 12 and acted >= 4, (held, acted)


def test_the_line_an_items_button_leaves_and_the_cards_windows_tell_no_secret(driver,
                                                                             monkeypatch):
    """After an item's button acts (wear, wield, take, put down, give...), its row says
    what was done, in the words the seat looking may read; that frame, and the hover texts
    of every card window, are the same when everything the seat cannot know is drawn
    again (``rules.determinize``)."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    from tests.ui.test_labirynt_items import INVERSE, item_positions, its_actions
    d = driver
    quiet_app(d)
    noted = 0
    for seed, n in ((54, 2), (21, 3), (33, 4)):
        rec = record(n, seed, limit=LIMIT)
        rng = random.Random(seed)
        for i in item_positions(rec, 8):
            board = lifted(d, rec, i)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            board.draw(pygame.Surface((1280, 800)))
            action = next((a for r, cid, t in board.item_hits for a in its_actions(board, cid, t)
                           if a["type"] in INVERSE and board.button_for(a)), None)
            if action is None:
                continue
            d.click(board.button_for(action).rect.center)
            if board.done_note is None or type(d.scene).__name__ != "BoardScene":
                continue
            assert check_position(d, board, rng)
            noted += 1
    assert noted >= 5, noted
