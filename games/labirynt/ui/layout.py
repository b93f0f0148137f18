"""Where things sit on the Labirynt board (logical 1280x800 px): the left column holds the
board view (every board in play, zoomed and panned) and the teams' character cards, the
right one the action panel and the log; and ``BoardView``, the mapping between chambers
and screen points for a zoom and a pan.

The left column is shared by the shape of the boards (a playtester found wide empty bands
round three boards in a row, and four boards 2 x 2 with small chambers, wide green
margins and cramped cards of four teams under them): three boards lie in one row as wide
as the column and the view is just as tall as they need, the cards getting the rest of
its height; four boards lie 2 x 2 in a view as tall as the column, the four teams'
cards stacked in a column beside it (``view_rect``, ``teams_rect``, ``team_rect``).

The right column holds the action panel and under it the log, whose title has a row of
its own above the log's buttons ("Since your turn", "Full log"): beside them the Polish
title did not fit, and the board left it out (a playtester missed "Dziennik gry")."""
from __future__ import annotations

import math

import pygame

from games.engine.scenes.board import TOP_BAR_H

LEFT = pygame.Rect(8, TOP_BAR_H + 8, 868, 800 - TOP_BAR_H - 16)   # the boards and the cards
VIEW4_W = 572                # the view's width with four boards (the cards' column beside it)
ACTIONS = pygame.Rect(888, TOP_BAR_H + 8, 384, 328)  # what the seat to move may do
LOG_HEAD = 64                # above the log: its title's row, then its buttons' row
LOG = pygame.Rect(896, ACTIONS.bottom + LOG_HEAD, 368, 800 - ACTIONS.bottom - LOG_HEAD - 8)
BUTTON_H, BUTTON_GAP = 34, 6
BUTTONS_TOP = ACTIONS.y + 34
PAGE = (ACTIONS.h - 34 - 8) // (BUTTON_H + BUTTON_GAP) - 1   # buttons a page (one row for paging)
PAD, GAP, TITLE_H = 12, 18, 24
ZOOM_MIN, ZOOM_MAX = 1.0, 3.0
CHAMBER_FILL = 0.78          # a chamber's side as a share of its grid cell


def action_rect(row: int) -> pygame.Rect:
    """The ``row``-th button of the action panel (0 at the top)."""
    return pygame.Rect(ACTIONS.x + 10, BUTTONS_TOP + row * (BUTTON_H + BUTTON_GAP),
                       ACTIONS.w - 20, BUTTON_H)


def grid(count: int) -> tuple[int, int]:
    """Columns and rows of the boards: four as 2 x 2 (their view as tall as the left
    column), fewer in one row (their chambers are largest so)."""
    return (2, 2) if count == 4 else (count, 1)


def view_rect(count: int) -> pygame.Rect:
    """The board view for ``count`` boards: the left column's height and ``VIEW4_W`` wide
    for four; else the column's width and as tall as one row of boards needs."""
    if count == 4:
        return pygame.Rect(LEFT.x, LEFT.y, VIEW4_W, LEFT.h)
    cols, _rows = grid(count)
    cell = (LEFT.w - 2 * PAD - (cols - 1) * GAP) / (4 * cols)
    return pygame.Rect(LEFT.x, LEFT.y, LEFT.w, math.ceil(2 * PAD + TITLE_H + 4 * cell) + 4)


def teams_rect(count: int) -> pygame.Rect:
    """Where the teams' cards go with ``count`` boards: beside the view for four, under it
    for fewer."""
    view = view_rect(count)
    if count == 4:
        return pygame.Rect(view.right + 8, LEFT.y, LEFT.right - view.right - 8, LEFT.h)
    return pygame.Rect(LEFT.x, view.bottom + 8, LEFT.w, LEFT.bottom - view.bottom - 8)


def team_rect(seat: int, seats: int, count: int | None = None) -> pygame.Rect:
    """``seat``'s panel of cards (of ``seats``), with ``count`` boards in play (default:
    as many as ``seats`` bring: a third, neutral one with two): stacked in the cards'
    column beside four boards, side by side under fewer."""
    count = count if count is not None else (3 if seats == 2 else seats)
    teams = teams_rect(count)
    if count == 4:
        h = (teams.h - (seats - 1) * 8) // seats
        return pygame.Rect(teams.x, teams.y + seat * (h + 8), teams.w, h)
    w = (teams.w - (seats - 1) * 8) // seats
    return pygame.Rect(teams.x + seat * (w + 8), teams.y, w, teams.h)


class BoardView:
    """The boards' geometry for ``count`` boards (``grid``): ``cell`` px per chamber at
    zoom 1 (the boards then fill the view as far as their shape allows, centred in it),
    ``zoom`` (1-3) and ``pan`` (px added after scaling, kept so no board slides out of
    sight). World units are px at zoom 1, with (0, 0) at the view's top left corner;
    ``view`` is the view's screen rect (``view_rect``)."""

    def __init__(self, count: int):
        self.count = count
        self.view = view_rect(count)           # the screen rect the boards are drawn in
        self.cols, self.rows = grid(count)
        self.cell = min((self.view.w - 2 * PAD - (self.cols - 1) * GAP) / (4 * self.cols),
                        (self.view.h - 2 * PAD - self.rows * TITLE_H - (self.rows - 1) * GAP)
                        / (4 * self.rows))
        side = 4 * self.cell
        if self.rows > 1:            # spread the columns: equal room around each
            self.width = float(self.view.w)
            self.gap_x = (self.view.w - self.cols * side) / (self.cols + 1)
            self.left = self.gap_x
        else:
            self.width = 2 * PAD + self.cols * side + (self.cols - 1) * GAP
            self.gap_x, self.left = GAP, PAD
        self.height = 2 * PAD + self.rows * (TITLE_H + side) + (self.rows - 1) * GAP
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self._centre_pan()

    def _centre_pan(self) -> None:
        self.pan = [(self.view.w - self.width * self.zoom) / 2,
                    max(0.0, (self.view.h - self.height * self.zoom) / 2)]

    def board_origin(self, b: int) -> tuple[float, float]:
        """World point of board ``b``'s top left corner (under its title): boards fill
        the grid's rows left to right, top to bottom."""
        col, row = b % self.cols, b // self.cols
        side = 4 * self.cell
        return (self.left + col * (side + self.gap_x),
                PAD + TITLE_H + row * (TITLE_H + side + GAP))

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A world point on screen."""
        return (round(self.view.x + self.pan[0] + x * self.zoom),
                round(self.view.y + self.pan[1] + y * self.zoom))

    def to_world(self, pos) -> tuple[float, float]:
        """A screen point in world units."""
        return ((pos[0] - self.view.x - self.pan[0]) / self.zoom,
                (pos[1] - self.view.y - self.pan[1]) / self.zoom)

    def centre(self, b: int, chamber) -> tuple[int, int]:
        """Screen centre of ``chamber`` (a ``content.Chamber``) of board ``b``."""
        ox, oy = self.board_origin(b)
        return self.to_screen(ox + chamber.x * self.cell, oy + chamber.y * self.cell)

    def cell_px(self) -> int:
        """A chamber's grid cell in screen px at the current zoom."""
        return max(8, round(self.cell * self.zoom))

    def chamber_px(self) -> int:
        """A chamber's side on screen."""
        return max(16, round(self.cell * self.zoom * CHAMBER_FILL))

    def board_rect(self, b: int) -> pygame.Rect:
        """Board ``b``'s 4 x 4 grid on screen."""
        x, y = self.to_screen(*self.board_origin(b))
        side = round(4 * self.cell * self.zoom)
        return pygame.Rect(x, y, side, side)

    def hit(self, pos, b: int, chambers) -> int | None:
        """The chamber id of board ``b`` whose square holds ``pos``, else ``None``."""
        half = self.chamber_px() / 2
        for c in chambers:
            cx, cy = self.centre(b, c)
            if abs(pos[0] - cx) <= half and abs(pos[1] - cy) <= half:
                return c.id
        return None

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by ``factor`` keeping the world point under ``pos`` where it is."""
        wx, wy = self.to_world(pos)
        self.zoom = max(ZOOM_MIN, min(ZOOM_MAX, self.zoom * factor))
        if self.zoom == ZOOM_MIN:
            self._centre_pan()
            return
        self.pan = [pos[0] - self.view.x - wx * self.zoom, pos[1] - self.view.y - wy * self.zoom]
        self.clamp()

    def bring_into_view(self, point, margin: int = 60) -> bool:
        """Pan (zoomed in) so that the screen ``point`` lies at least ``margin`` px inside
        the view, centring it when it was outside; the pan is then kept in bounds
        (``clamp``). Returns whether the view moved."""
        inner = self.view.inflate(-2 * margin, -2 * margin)
        if self.zoom <= ZOOM_MIN or inner.collidepoint(point):
            return False
        before = list(self.pan)
        self.pan[0] += self.view.centerx - point[0]
        self.pan[1] += self.view.centery - point[1]
        self.clamp()
        return self.pan != before

    def drag(self, dx: float, dy: float) -> None:
        """Pan by ``dx``, ``dy`` screen px (only while zoomed in)."""
        if self.zoom > ZOOM_MIN:
            self.pan[0] += dx
            self.pan[1] += dy
            self.clamp()

    def clamp(self) -> None:
        """Keep the boards covering the view as far as they can (never slid out)."""
        w, h = self.width * self.zoom, self.height * self.zoom
        vw, vh = self.view.w, self.view.h
        self.pan[0] = min(max(self.pan[0], vw - w), 0) if w > vw else (vw - w) / 2
        self.pan[1] = min(max(self.pan[1], vh - h), 0) if h > vh else (vh - h) / 2
