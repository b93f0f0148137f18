"""Hotseat privacy on the Labirynt board: what another seat holds face down (the items of
its Backpacks, its Runes) is never drawn, neither on the board, the cards, the hover
texts, zoomed in, nor in the log. The test draws each position twice: once as it is and
once with everything the seat looking cannot know drawn again (``rules.determinize``);
the two frames and every hover text must be identical."""
import random

import pygame

from games.engine.launch import start_new_game
from games.labirynt import rules as R
from games.labirynt.ui import layout as L
from saves import files
from tests.ui.labirynt_driver import act_once, board_of

COLOURS = ("blue", "yellow", "vermillion", "sky")


def frame_and_hovers(d, board):
    """The board's frame (no tooltip shown) and the hover text at every card row, figure
    and chamber centre."""
    d.app.mouse_pos = (-1, -1)
    board.tooltips.update((-1, -1), board.widgets)
    surface = pygame.Surface((1280, 800))
    board.draw(surface)
    points = [r.center for r, _c in board.team_hits + board.figure_hits]
    points += [r.center for r, _c, _t in board.item_hits]
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


def test_no_other_seats_secrets_are_drawn_in_many_positions(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    checked = 0
    for seed, n in ((54, 2), (21, 3), (33, 4)):
        players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
        start_new_game(d.app, "labirynt", players, {}, seed)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for step in range(120):
            if R.is_over(board.state):
                break
            if step % 8 == 0:
                zoom = step % 16 == 0 and type(d.scene).__name__ == "BoardScene"
                if zoom:                          # zoomed in and panned by real events
                    pos = L.VIEW.center
                    d.wait_for_input()
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
                    for _ in range(4):
                        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
                    d.pump()
                checked += check_position(d, board, rng)
                if zoom:
                    assert board.geo.zoom > 1.5
                    d.wait_for_input()
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
                    for _ in range(8):
                        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
                    d.pump()
                    assert board.geo.zoom == 1.0
            act_once(d, board, rng)
    assert checked >= 15


def test_another_seats_backpack_is_face_down_and_its_own_face_up(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(2)]
    start_new_game(d.app, "labirynt", players, {}, 54)
    d.pump()
    board = board_of(d)
    rng = random.Random(54)
    for _ in range(400):
        seat = board.viewer()
        full = [c for c in board.state.chars.values() if c["backpack"] and c["status"] == "active"]
        if seat is not None and type(d.scene).__name__ == "BoardScene" and \
                {c["seat"] for c in full} == {0, 1}:
            break
        act_once(d, board, rng)
    else:
        raise AssertionError("no position with items in both teams' Backpacks")
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
    d.app.settings.computer_pace = "instant"
    checked = 0
    for seed, n, computers in ((54, 2, {}), (21, 3, {}), (33, 4, {}), (9, 4, {3: "easy"})):
        players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
        start_new_game(d.app, "labirynt", players, {}, seed, computers=computers)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for _ in range(900):
            if R.is_over(board.state) or checked >= 12 * (1 + (54, 21, 33, 9).index(seed)):
                break
            if type(d.scene).__name__ == "BoardScene" and board.offer_dialog():
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
                checked += 1
                choice = rng.choice([s for _b, s in board.offer_buttons])
                click_offer(d, board, choice)
                for _ in range(50):
                    if board.session.computer_to_move() is None:
                        break
                    d.app.step([], dt=200.0)
                if type(d.scene).__name__ == "BoardScene":   # no pass screen lifted since
                    assert board.viewer() is None, "a private view without its pass screen"
                else:
                    assert d.scene.name == board.seat_name(R.current_seat(board.state))
                continue
            act_once(d, board, rng)
    assert checked >= 20
