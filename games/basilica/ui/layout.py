"""Where things sit on the Basilica board (1280x800 logical pixels). Pure geometry.

Top: the 0-49 scoring track across the whole width (score markers and the King).
Left: the board edge with its 5 sockets and the Cathedral Plan growing to the right; the
cell size shrinks as the cathedral grows so the whole of it stays in view. Bottom left:
the 3 Order fields above their paired element fields, the stack, the discard pile and the
supply (replaced by the scoring breakdown during a scoring). Right: the two players, the
action panel and the game log.
"""
from __future__ import annotations

import pygame

TRACK = pygame.Rect(14, 74, 1252, 48)
CATHEDRAL = pygame.Rect(14, 132, 862, 384)
FIELDS = pygame.Rect(14, 526, 620, 262)
PILES = pygame.Rect(644, 526, 232, 262)
BOTTOM = FIELDS.union(PILES)
PLAYERS = pygame.Rect(888, 132, 378, 196)
ACTION = pygame.Rect(888, 336, 378, 192)
LOG = pygame.Rect(896, 568, 362, 214)

MAX_CELL = 72
MIN_CELL = 44
MIN_COLUMNS = 10
PAIR_W = 200
TOKEN = 80


class PlanGeometry:
    """The Cathedral Plan's placement on screen for a cathedral reaching column ``max_x``
    (-1 when empty) with ``rows`` rows.

    The Plan needs ``needed`` columns (one beyond the furthest element, never fewer than
    ``MIN_COLUMNS``). They shrink to fit the frame down to ``MIN_CELL`` px; a longer
    cathedral (a snake of 50 elements in one row is possible) is shown ``columns`` at a
    time from column ``first`` (clamped; the caller pans it). ``cell`` (px), ``origin``
    (screen position of column ``first``, row 0), ``sockets`` (the board edge's rect, left
    of column 0, drawn only while ``first`` is 0)."""

    def __init__(self, max_x: int, rows: int = 5, first: int = 0):
        self.rows = rows
        self.needed = max(MIN_COLUMNS, max_x + 2)
        area = CATHEDRAL.inflate(-16, -16)
        cell = max(MIN_CELL, min(MAX_CELL, int(area.w / (self.needed + 0.8)), area.h // rows))
        self.cell = cell
        edge = int(cell * 0.8)
        self.columns = min(self.needed, (area.w - edge) // cell)
        self.first = max(0, min(first, self.needed - self.columns))
        height = rows * cell
        top = area.y + (area.h - height) // 2
        self.sockets = pygame.Rect(area.x, top, edge, height)
        self.origin = (area.x + edge, top)

    @property
    def scrollable(self) -> bool:
        """True when the cathedral is longer than the frame shows at once."""
        return self.needed > self.columns

    def visible(self, x: int) -> bool:
        """True when column ``x`` is in view."""
        return self.first <= x < self.first + self.columns

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        """Screen rect of Plan cell ``(x, y)`` (x = columns from the board, y = row 0-4);
        off the frame for a column out of view."""
        return pygame.Rect(self.origin[0] + (x - self.first) * self.cell,
                           self.origin[1] + y * self.cell, self.cell, self.cell)

    def view_rect(self) -> pygame.Rect:
        """The screen rect of the Plan's columns in view (all rows); nothing of a column
        out of view is drawn, nor can it be clicked."""
        return pygame.Rect(self.origin[0], self.origin[1], self.columns * self.cell,
                           self.rows * self.cell)

    def locate(self, pos) -> tuple[str, tuple[int, int] | None]:
        """What lies at screen position ``pos`` inside the cathedral's frame:
        ``("cell", (x, y))`` a Plan cell in view; ``("hidden", (x, y))`` a cell of a column
        panned out of view; ``("beyond", (x, y))`` a cell further than the Plan shows (one
        column past the cathedral); ``("sockets", None)`` the board edge with the
        sockets; ``("outside", None)`` above or below the Plan's 5 rows."""
        x = int((pos[0] - self.origin[0]) // self.cell)
        y = int((pos[1] - self.origin[1]) // self.cell)
        if not 0 <= y < self.rows:
            return "outside", None
        if 0 <= x < self.columns:
            return "cell", (x + self.first, y)
        if x < 0 and self.first == 0:
            return "sockets", None
        column = x + self.first
        return ("hidden" if column < self.needed else "beyond"), (column, y)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """The Plan cell under screen position ``pos``, or ``None`` outside the drawn Plan."""
        x = (pos[0] - self.origin[0]) // self.cell
        y = (pos[1] - self.origin[1]) // self.cell
        if 0 <= x < self.columns and 0 <= y < self.rows:
            return int(x) + self.first, int(y)
        return None


def order_field_rect(i: int) -> pygame.Rect:
    """The token rect of Order field ``i`` (0-2), above its paired element field."""
    return pygame.Rect(FIELDS.x + 24 + i * PAIR_W + (PAIR_W - TOKEN) // 2 - 10, FIELDS.y + 32,
                       TOKEN, TOKEN)


def element_field_rect(i: int) -> pygame.Rect:
    """The token rect of element field ``i`` (0-2), below its paired Order field."""
    return order_field_rect(i).move(0, TOKEN + 44)


def pair_rect(i: int) -> pygame.Rect:
    """The frame around Order field ``i`` and element field ``i`` (their pairing)."""
    top = order_field_rect(i)
    return pygame.Rect(FIELDS.x + 14 + i * PAIR_W, top.y - 6, PAIR_W - 8,
                       element_field_rect(i).bottom - top.y + 12)


def stack_rect() -> pygame.Rect:
    """The stack's top token on the piles panel (its Order face up); hovering it names
    the Order."""
    return pygame.Rect(PILES.x + 22, PILES.y + 8, 56, 56)


def player_rect(seat: int) -> pygame.Rect:
    """The panel of ``seat`` (0 or 1)."""
    h = PLAYERS.h // 2
    return pygame.Rect(PLAYERS.x, PLAYERS.y + seat * h, PLAYERS.w, h - 6)
