"""The encounter box over the Baš-Čelik map (``games.bas_celik.ui.popup``). A playtester
found the result boxes hiding the pawns and lit fields concerned, closing only when
clicked on, and a click aimed at a box that had just gone by itself landed on a lit field
and moved Ana backwards. Now: the box takes the place that covers least of the lit
fields and the figures it is about (never its own field or the Centre); a click anywhere
closes it and does nothing else; for ``popup.SETTLE_MS`` after a box went by itself a
click on the map does nothing. Driven with real mouse events."""
from __future__ import annotations

import pygame
import pytest

from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.ui import painting, popup
from tests.bas_celik.helpers import game, place
from tests.ui.bas_celik_driver import field_point, open_position, positions

C = content()
PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bojan", "colour": "yellow"}]


def _quick_click(d, pos) -> None:
    """A real click at ``pos`` handled at once, without the wait a person's reaction
    takes (``Driver.click`` waits for the board to take clicks there)."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    d.app.step(dt=16)


def _cost(rect, keep):
    return sum(cost for k, cost in keep if rect.colliderect(k))


@pytest.mark.parametrize("field", sorted(C.fields))
def test_the_box_keeps_clear_of_the_lit_fields_and_figures_it_is_about(field):
    """By class, the box about a hero on any field with its neighbours lit (an Inner
    move's choice): never over its field or the Centre, and never covering more of the
    lit fields and figures than the usual place did."""
    from games.bas_celik.ui import layout as L
    s = place(game(2, seed=3), 0, field)
    view = R.view(s, 0)
    geo = L.MapView()
    lit = tuple(sorted(C.links.get(field, ())))
    banner = {"title": "x", "dice": [], "field": field, "seats": [0]}
    rect = popup.encounter_rect(banner, view, geo, lit)
    markers = painting.marker_rects(geo)
    assert not rect.colliderect(markers[field]) and not rect.colliderect(markers["c_centre"])
    keep = popup.clear_of(banner, view, geo, lit)
    usual = popup.encounter_rect(banner, view, geo, ())     # nothing lit: by field alone
    assert _cost(rect, keep) <= _cost(usual, keep)
    assert L.MAP.contains(rect)


def test_the_box_moves_off_the_lit_fields_where_it_can():
    """Lit fields under the usual place of the box: it goes to a place covering fewer."""
    from games.bas_celik.ui import layout as L
    s = place(game(2, seed=3), 0, "i07")            # low on the map: the box goes up
    view = R.view(s, 0)
    geo = L.MapView()
    banner = {"title": "x", "dice": [], "field": "i07", "seats": [0]}
    usual = popup.encounter_rect(banner, view, geo)
    markers = painting.marker_rects(geo)
    under = tuple(f for f, m in markers.items() if usual.colliderect(m)
                  and m.centerx < usual.centerx)     # lit: the fields under its left half
    assert under
    rect = popup.encounter_rect(banner, view, geo, under)
    assert sum(rect.colliderect(markers[f]) for f in under) < len(under)


@pytest.fixture(scope="module")
def stepping():
    """A position of a 2-person game where the seat to move steps in the Inner World."""
    found = positions(PLAYERS, {}, 5, lambda s, i, a: a["type"] == "step", 4000,
                      enough=lambda f: bool(f))
    assert found, "no Inner step came"
    return found[0]


def _board_with_box(d, stepping):
    board = open_position(d, stepping)
    board.secrets_seen = True
    seat = R.current_seat(board.state)
    field = board.state.heroes[seat]["field"]
    board.banner = {"title": "What happened", "lines": ["Something happened."],
                    "field": field, "seats": [seat]}
    d.pump()
    return board, stepping.next["to"]


def test_a_click_anywhere_closes_the_box_and_does_nothing_else(driver, stepping):
    d = driver
    board, to = _board_with_box(d, stepping)
    pos = field_point(board, to)
    assert not board.banner_rect().collidepoint(pos)
    d.wait_for_input(pos)
    before = board.session.changes
    _quick_click(d, pos)                           # on a lit field, off the box
    assert board.banner is None and board.session.changes == before
    d.wait_for_input(pos)
    d.click(pos)                                   # now it steps
    assert board.session.changes == before + 1


def test_a_click_just_after_the_box_went_by_itself_does_nothing(driver, stepping):
    d = driver
    board, to = _board_with_box(d, stepping)
    pos = field_point(board, to)
    d.wait_for_input(pos)
    before = board.session.changes
    board.banner = None                            # it goes by itself (another step)
    assert board.click_held_ms(pos) > 0
    _quick_click(d, pos)
    assert board.session.changes == before         # the click aimed at the box: nothing
    d.app.step([], dt=popup.SETTLE_MS + 10, force=False)
    assert board.click_held_ms(pos) == 0
    d.click(pos)
    assert board.session.changes == before + 1


def test_the_footer_says_a_click_anywhere_closes_it(driver, stepping):
    d = driver
    board, _to = _board_with_box(d, stepping)
    assert board.banner_footer() == "Click anywhere to close"
    pygame.event.pump()
