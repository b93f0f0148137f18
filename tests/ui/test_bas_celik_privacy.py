"""Hotseat privacy on the Baš-Čelik board: the curses another seat holds face down are
never drawn, neither on the map, the character cards, the hover texts, zoomed in, nor in
the log. Each position is drawn twice: as it is, and with everything the seat looking
cannot know drawn again (``rules.determinize``: the others' curses, the piles' order);
the two frames and every hover text must be identical.

The positions come from games of 2 and 3 seats played by the rules alone (the playout
policy); the board opens on each as a loaded save does, its pass screen lifted by a key,
and zooms by real wheel events."""
import random

import pygame
import pytest

from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name
from games.bas_celik.ui import layout as L
from tests.ui.bas_celik_driver import field_point, open_position, positions

COLOURS = ("blue", "yellow", "vermillion", "sky")
GAMES = ((8, 2), (2, 3))
SECRET = 10                  # positions where another seat holds a curse, in all
PLAIN = 4                    # and positions where nobody's curse is hidden (early, mid game)


def others_hold_curses(state, seat) -> bool:
    """True when a seat other than ``seat`` holds a curse (something to hide from it)."""
    return any(h and h["curses"] for s, h in enumerate(state.heroes) if s != seat)


@pytest.fixture(scope="module")
def found():
    """``find_positions()``, once for the module."""
    return find_positions()


def find_positions() -> list:
    """Per game, ``(seats, positions)``: positions where the seat to decide may not see another seat's curses
    (every other action once there are some, as they change), and a few before."""
    out, secrets = [], []
    for seed, n in GAMES:
        players = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
        secret, plain = [], []
        secrets.append(secret)

        def keep(session, step, _action, secret=secret, plain=plain):
            seat = R.current_seat(session.state)
            st = session.state
            if seat is None or st.phase == "market" and st.market.get("trader") is None:
                return False                # the public poll: test_bas_celik_market
            if others_hold_curses(session.state, seat):
                if step % 2 == 0:
                    secret.append(step)
                    return True
            elif step % 60 == 0 and len(plain) < PLAIN:
                plain.append(step)
                return True
            return False

        out.append((n, positions(players, {}, seed, keep, 1500,
                                 enough=lambda f: sum(map(len, secrets)) >= SECRET)))
    return out


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


def zoomed(d, board) -> list:
    """What a right-click (real mouse events) shows large on every character card, the
    bank, every field with a card and every panel button: the picture and caption of
    each ``ZoomScene``, closed again by a click."""
    from games.bas_celik.ui import painting
    points = [r.center for r, _s in board.card_hits] + [painting.PILE_BOXES["bank"].center]
    points += [field_point(board, f) for f in sorted(content().fields)
               if board.card_on_field(f) is not None]
    points += [b.rect.center for b, _a in board.button_actions]
    out = []
    for p in points:
        d.click(p, button=3)
        if type(d.scene).__name__ == "ZoomScene":
            out.append((p, pygame.image.tobytes(d.scene.image, "RGBA"), d.scene.caption))
            d.click((4, 4))
        assert type(d.scene).__name__ == "BoardScene"
    return out


def check_position(d, board, rng) -> bool:
    """Compare the position with a redraw of what the seat looking cannot know; True
    when another seat held a curse there."""
    assert type(d.scene).__name__ == "BoardScene"
    seat = board.viewer()
    real = board.session.state
    other = R.determinize(real, seat, rng)
    before = frame_and_hovers(d, board)
    board.session.state = other
    board.session.changes += 1
    try:
        after = frame_and_hovers(d, board)
        zooms_after = zoomed(d, board)
    finally:
        board.session.state = real
        board.session.changes += 1
    zooms = zoomed(d, board)
    assert before[1] == after[1]
    assert before[2] == after[2], "a hover text tells what the seat may not see"
    assert before[0] == after[0], "the frame shows something the seat may not see"
    assert len(zooms) >= len(board.card_hits)
    assert zooms == zooms_after, "a card shown large tells what the seat may not see"
    assert board.log_lines == board.session.log_for(seat)
    return others_hold_curses(real, seat)


def wheel(d, pos, clicks: int) -> None:
    """Real wheel events over ``pos`` (up for ``clicks`` > 0)."""
    d.wait_for_input()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(abs(clicks)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if clicks > 0 else -1))
    d.pump()


def test_no_other_seats_curses_are_drawn_in_many_positions(driver, found):
    d = driver
    secret = 0
    for n, found_here in found:
        rng = random.Random(n)
        for i, position in enumerate(found_here):
            board = open_position(d, position)
            zoom = i % 3 == 1                       # zoomed in by real wheel events
            if zoom:
                wheel(d, L.MAP.center, 4)
                assert board.geo.zoom > 1.5
            secret += check_position(d, board, rng)
            if zoom:
                wheel(d, L.MAP.center, -8)
                assert board.geo.zoom == 1.0
    assert secret >= SECRET, "too few positions where another seat held a curse"


def test_own_curses_named_and_others_only_counted(driver, found):
    d = driver
    checked = 0
    for _n, found_here in found:
        for position in found_here:
            board = open_position(d, position)
            if board.in_poll():                     # the table's public question: no
                assert board.viewer() is None       # private view (test_bas_celik_market)
                continue
            seat = board.viewer()
            assert seat is not None
            d.app.draw()                           # the cards' places are where they are drawn
            for r, s in board.card_hits:
                h = board.state.heroes[s]
                if not h or not h["curses"]:
                    continue
                text = board.hover_text(r.center)
                names = [card_name(c) for c in h["curses"]]
                if s == seat:                       # listed by the short name
                    assert all(name.split(" (")[0] in text for name in names), text
                else:
                    assert "face down" in text
                    assert not any(name in text for name in names)
                    public = " ".join(board.session.log_for(None))
                    assert not any(name in line for line in board.log_lines for name in names
                                   if name not in public)
                    checked += 1
    assert checked >= 10
