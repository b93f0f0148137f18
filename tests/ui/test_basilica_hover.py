"""Hover tooltips on the Basilica board appear while the mouse rests, as a person uses it:
one motion event, then the app's idle loop (``App.step(force=False)``, which draws only
when asked to) with time passing and no further event. Every hoverable thing of the board
is tried: the Order and element fields, the pair frames, the stack, the track, elements,
Builders and Scaffolding on the Plan, the top bar's buttons, the action panel's buttons and,
during a choice, the cells it refuses."""
from __future__ import annotations

import pygame
import pytest

from games.basilica import rules as R
from games.basilica.ui import layout as L
from tests.basilica.test_rules import arrange
from tests.ui.basilica_driver import COLOURFUL, board_with, cell_centre

NOWHERE = (882, 300)          # between the cathedral's frame and the players: no tooltip
IDLE_MS = 250                 # what the idle loop waits for an event before a step


@pytest.fixture
def app_clock(driver, monkeypatch):
    """``pygame.time.get_ticks`` follows the app's own clock (the sum of its steps' dt),
    so idle steps let the tooltip's delay pass without waiting for real."""
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: int(driver.app.clock_ms))
    return driver


def rest_at(d, pos, seconds: float = 2.0) -> None:
    """One mouse motion to ``pos``, then idle steps (no event) for ``seconds``."""
    d.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
               dt=16.0, force=False)
    for _ in range(int(seconds * 1000 / IDLE_MS)):
        d.app.step([], dt=IDLE_MS, force=False)


def shown_on_screen(d, board) -> bool:
    """True when the tooltip due now is on the last frame drawn (its inside, where the box
    is opaque, matches the screen pixel for pixel)."""
    tip = board.tooltips.current()
    assert tip is not None, "nothing with a tooltip under the mouse"
    inner = tip.rect.inflate(-12, -12).clip(d.app.screen.get_rect())
    on_screen = d.app.screen.subsurface(inner)
    drawn = tip.image.subsurface(inner.move(-tip.rect.x, -tip.rect.y))
    return pygame.image.tobytes(on_screen, "RGB") == pygame.image.tobytes(drawn, "RGB")


def busy_board(d):
    """A board with every colour on the Plan, a Builder of each player, Scaffolding."""
    state = arrange(R.new_game([{"name": "Ola", "colour": "blue"},
                                {"name": "Bart", "colour": "yellow"}], {}, 5),
                    cathedral=COLOURFUL)
    state.builders = [[0, 0, 0], [2, 0, 1]]
    state.scaffolding = [[4, 0]]
    return board_with(d, state)


def hover_points(board) -> dict[str, tuple[int, int]]:
    """A point on every kind of hoverable thing of the board at rest."""
    points = {f"Order field {i + 1}": L.order_field_rect(i).center for i in range(3)}
    points.update({f"element field {i + 1}": L.element_field_rect(i).center for i in range(3)})
    points.update({f"pair frame {i + 1}": (L.pair_rect(i).x + 6, L.pair_rect(i).centery)
                   for i in range(3)})
    points["stack"] = L.stack_rect().center
    points["track"] = (L.TRACK.x + 300, L.TRACK.centery)
    points["element"] = cell_centre(board, (1, 1))
    points["Builder"] = cell_centre(board, (0, 0))
    points["Scaffolding"] = cell_centre(board, (4, 0))
    points["Rules button"] = (1070, 32)
    points["Menu button"] = (1200, 32)
    return points


@pytest.mark.parametrize("thing", ["Order field 1", "Order field 2", "Order field 3",
                                   "element field 1", "element field 2", "element field 3",
                                   "pair frame 1", "pair frame 2", "pair frame 3", "stack",
                                   "track", "element", "Builder", "Scaffolding",
                                   "Rules button", "Menu button"])
def test_a_tooltip_shows_while_the_mouse_rests_on_it(app_clock, thing):
    d = app_clock
    board = busy_board(d)
    rest_at(d, NOWHERE)
    assert board.tooltips.current() is None
    rest_at(d, hover_points(board)[thing])
    assert shown_on_screen(d, board), f"the tooltip of the {thing} is not drawn"


def test_tooltips_show_during_a_choice_and_on_the_panel_buttons(app_clock):
    d = app_clock
    board = busy_board(d)
    d.click(L.element_field_rect(0).center)            # an element chosen: cells explain
    assert board.selected == ("element", 0)
    far = cell_centre(board, (8, 4))                   # not touching the cathedral
    rest_at(d, far)
    assert shown_on_screen(d, board), "a refused cell's reason is not drawn"
    cancel = next(b for b in board.panel_buttons if b.label == "Cancel")
    rest_at(d, cancel.rect.center)
    assert shown_on_screen(d, board), "the Cancel button's tooltip is not drawn"


def test_moving_on_to_another_thing_shows_its_tooltip_too(app_clock):
    d = app_clock
    board = busy_board(d)
    rest_at(d, L.order_field_rect(0).center)
    first = board.tooltips.current().text
    rest_at(d, L.element_field_rect(2).center)
    assert board.tooltips.current().text != first
    assert shown_on_screen(d, board)


def test_an_idle_board_draws_no_frames_once_its_tooltip_is_shown(app_clock):
    d = app_clock
    board = busy_board(d)
    rest_at(d, L.stack_rect().center)
    drawn = d.app.frames_drawn
    rest_at(d, L.stack_rect().center, seconds=0)       # the same place: one motion frame
    for _ in range(8):
        d.app.step([], dt=IDLE_MS, force=False)
    assert d.app.frames_drawn == drawn + 1
    assert shown_on_screen(d, board)
