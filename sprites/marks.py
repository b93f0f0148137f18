"""The mark of the last action on a board: four corner brackets around a place (a room,
a cell, a chamber, a field), drawn outside it so that nothing of the place is covered,
in white with a dark edge so it reads on felt, parchment and dark wood alike, and unlike
the gold outline of a legal move (``palette.HIGHLIGHT``)."""
from __future__ import annotations

import pygame

MARK = (255, 255, 255)
MARK_EDGE = (24, 20, 16)
PAD = 5                  # px between the place and the brackets
WIDTH = 3                # px: the white stroke (the dark edge is 2 px wider on each side)


def draw_last_mark(surface: pygame.Surface, rect: pygame.Rect, pad: int = PAD) -> None:
    """Corner brackets around ``rect`` (logical px), ``pad`` px outside it; each arm a
    third of the shorter side (at least 8 px, at most 26 px)."""
    r = pygame.Rect(rect).inflate(2 * pad, 2 * pad)
    arm = max(8, min(26, min(r.w, r.h) // 3))
    corners = (((r.left, r.top + arm), (r.left, r.top), (r.left + arm, r.top)),
               ((r.right - arm, r.top), (r.right, r.top), (r.right, r.top + arm)),
               ((r.right, r.bottom - arm), (r.right, r.bottom), (r.right - arm, r.bottom)),
               ((r.left + arm, r.bottom), (r.left, r.bottom), (r.left, r.bottom - arm)))
    for colour, width in ((MARK_EDGE, WIDTH + 4), (MARK, WIDTH)):
        for points in corners:
            pygame.draw.lines(surface, colour, False, points, width)
            for x, y in (points[0], points[1], points[2]):     # round the joints and ends
                pygame.draw.circle(surface, colour, (x, y), width // 2 + (width > 4))
