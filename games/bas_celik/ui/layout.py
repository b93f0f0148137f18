"""Where things sit on the Baš-Čelik board (logical 1280x800 px): the map on the left
(zoomed and panned by ``MapView``), the characters' cards top right, the action panel
and the game log under them."""
from __future__ import annotations

import pygame

from games.engine.scenes.board import TOP_BAR_H

MAP = pygame.Rect(8, TOP_BAR_H + 8, 600, 600)                      # the map, clipped to this
PILES = pygame.Rect(8, MAP.bottom + 6, 600, 800 - MAP.bottom - 14)  # fate piles, treasure, bank
CARDS = pygame.Rect(616, TOP_BAR_H + 8, 656, 330)                   # the characters' cards
ACTIONS = pygame.Rect(616, CARDS.bottom + 8, 330, 800 - CARDS.bottom - 16)
LOG = pygame.Rect(962, CARDS.bottom + 38, 302, 800 - CARDS.bottom - 54)
BUTTON_H, BUTTON_GAP = 32, 5
BUTTONS_TOP = ACTIONS.y + 32
PAGE = (ACTIONS.h - 32 - 8) // (BUTTON_H + BUTTON_GAP) - 1   # buttons a page (one row for paging)
ZOOM_MIN, ZOOM_MAX = 1.0, 3.0
FIELD_UNITS = 4.6            # a field marker's diameter in board units


def action_rect(row: int) -> pygame.Rect:
    """The ``row``-th button of the action panel (0 at the top)."""
    return pygame.Rect(ACTIONS.x + 8, BUTTONS_TOP + row * (BUTTON_H + BUTTON_GAP),
                       ACTIONS.w - 16, BUTTON_H)


def card_rect(seat: int, seats: int) -> pygame.Rect:
    """Seat ``seat``'s character card of ``seats`` (two columns, up to three rows)."""
    rows = max(1, -(-seats // 2))
    h = min(160, (CARDS.h - (rows - 1) * 6) // rows)
    w = (CARDS.w - 6) // 2
    return pygame.Rect(CARDS.x + (seat % 2) * (w + 6), CARDS.y + (seat // 2) * (h + 6), w, h)


class MapView:
    """The map's geometry: board units (0-100 square, board.yaml) to screen px for a
    ``zoom`` (1-3) and a ``pan`` (px, kept so the map never slides out of ``MAP``)."""

    def __init__(self):
        self.scale = min(MAP.w, MAP.h) / 100.0      # px per board unit at zoom 1
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self._centre_pan()

    def _centre_pan(self) -> None:
        side = 100 * self.scale * self.zoom
        self.pan = [(MAP.w - side) / 2, (MAP.h - side) / 2]

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A board point (units) on screen (px)."""
        k = self.scale * self.zoom
        return round(MAP.x + self.pan[0] + x * k), round(MAP.y + self.pan[1] + y * k)

    def to_board(self, pos) -> tuple[float, float]:
        """A screen point in board units."""
        k = self.scale * self.zoom
        return (pos[0] - MAP.x - self.pan[0]) / k, (pos[1] - MAP.y - self.pan[1]) / k

    def px(self, units: float) -> int:
        """``units`` board units in screen px at the current zoom."""
        return max(1, round(units * self.scale * self.zoom))

    def field_px(self) -> int:
        """A field marker's diameter on screen."""
        return max(14, self.px(FIELD_UNITS))

    def hit(self, pos, fields) -> str | None:
        """The id of the field (of ``fields``: objects with ``id``, ``x``, ``y``) whose
        marker holds screen ``pos``, else ``None``."""
        if not MAP.collidepoint(pos):
            return None
        r = self.field_px() / 2 + 2
        best, dist = None, r * r
        for f in fields:
            sx, sy = self.to_screen(f.x, f.y)
            d = (sx - pos[0]) ** 2 + (sy - pos[1]) ** 2
            if d <= dist:
                best, dist = f.id, d
        return best

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by ``factor`` keeping the board point under ``pos`` where it is."""
        bx, by = self.to_board(pos)
        self.zoom = max(ZOOM_MIN, min(ZOOM_MAX, self.zoom * factor))
        if self.zoom == ZOOM_MIN:
            self._centre_pan()
            return
        k = self.scale * self.zoom
        self.pan = [pos[0] - MAP.x - bx * k, pos[1] - MAP.y - by * k]
        self.clamp()

    def drag(self, dx: float, dy: float) -> None:
        """Pan by ``dx``, ``dy`` screen px (only while zoomed in)."""
        if self.zoom > ZOOM_MIN:
            self.pan[0] += dx
            self.pan[1] += dy
            self.clamp()

    def clamp(self) -> None:
        """Keep the map covering the view as far as it can."""
        side = 100 * self.scale * self.zoom
        for i, room in enumerate((MAP.w, MAP.h)):
            self.pan[i] = min(max(self.pan[i], room - side), 0) if side > room else (room - side) / 2
