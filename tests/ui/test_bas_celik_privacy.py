"""Hotseat privacy on the Baš-Čelik board: the curses another seat holds face down are
never drawn, neither on the map, the character cards, the hover texts, zoomed in, nor in
the log. Each position is drawn twice: as it is, and with everything the seat looking
cannot know drawn again (``rules.determinize``: the others' curses, the piles' order);
the two frames and every hover text must be identical."""
import random

import pygame

from games.engine.launch import start_new_game
from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name
from games.bas_celik.ui import layout as L
from saves import files
from tests.ui.bas_celik_driver import act_once, board_of, field_point

COLOURS = ("blue", "yellow", "vermillion", "sky")


def frame_and_hovers(d, board):
    """The board's frame (no tooltip shown) and the hover text at every card, corner
    box and field."""
    d.app.mouse_pos = (-1, -1)
    board.tooltips.update((-1, -1), board.widgets)
    surface = pygame.Surface((1280, 800))
    board.draw(surface)
    points = [r.center for r, _s in board.card_hits]
    points += [field_point(board, f) for f in sorted(content().fields)]
    points += [(L.MAP.x + 40, L.MAP.y + 40), (L.MAP.right - 40, L.MAP.bottom - 40)]
    hovers = [board.hover_text(p) for p in points]
    return pygame.image.tobytes(surface, "RGB"), points, hovers


def others_hold_curses(board, seat) -> bool:
    """True when a seat other than ``seat`` holds a curse (something to hide from it)."""
    return any(h and h["curses"] for s, h in enumerate(board.state.heroes) if s != seat)


def check_position(d, board, rng) -> bool:
    """Compare the position with a redraw of what the seat looking cannot know; False
    when nobody's private view is on screen now."""
    seat = board.viewer()
    if type(d.scene).__name__ != "BoardScene":
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
    return others_hold_curses(board, seat)


def test_no_other_seats_curses_are_drawn_in_many_positions(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    secret = 0
    for seed, n in ((5, 2), (21, 3)):
        players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
        start_new_game(d.app, "bas_celik", players, {}, seed)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for step in range(700):                 # curses come with the Inner World
            if R.is_over(board.state) or secret >= 5 * (1 + n // 3):
                break
            if step % 10 == 0 or (step % 2 == 0 and others_hold_curses(board, board.viewer())):
                zoom = step % 20 == 0 and type(d.scene).__name__ == "BoardScene"
                if zoom:                          # zoomed in by real wheel events
                    pos = L.MAP.center
                    d.wait_for_input()
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
                    for _ in range(4):
                        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
                    d.pump()
                    assert board.geo.zoom > 1.5
                secret += check_position(d, board, rng)
                if zoom:
                    d.wait_for_input()
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
                    for _ in range(8):
                        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
                    d.pump()
                    assert board.geo.zoom == 1.0
            act_once(d, board, rng)
    assert secret >= 5, "too few positions where another seat held a curse"


def test_own_curses_named_and_others_only_counted(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(3)]
    start_new_game(d.app, "bas_celik", players, {}, 21)
    d.pump()
    board = board_of(d)
    rng = random.Random(21)
    found = 0
    for _ in range(1500):
        if R.is_over(board.state) or found >= 3:
            break
        seat = board.viewer()
        if type(d.scene).__name__ == "BoardScene" and seat is not None:
            for r, s in board.card_hits:
                h = board.state.heroes[s]
                if not h or not h["curses"]:
                    continue
                text = board.hover_text(r.center)
                names = [card_name(c) for c in h["curses"]]
                if s == seat:
                    assert all(n in text for n in names)
                else:
                    assert "face down" in text
                    assert not any(n in text for n in names)
                    assert not any(n in line for line in board.log_lines for n in names
                                   if n not in " ".join(board.session.log_for(None)))
                    found += 1
        act_once(d, board, rng)
    assert found >= 1
