"""Where things sit on the Bazyliszek board (1280x800 logical pixels). Pure geometry, no
pygame drawing: the scene and the tests share it.

The table on the left holds the spread room cards in a loose grid of slots (one slot per
card dealt at the start of the round, so cards never jump when others are taken); the
right column holds the score track ring with the players inside, the action panel and
the game log.
"""
from __future__ import annotations

import math
import random

import pygame

TABLE = pygame.Rect(16, 76, 840, 708)
SPREAD = pygame.Rect(16, 76, 840, 680)            # where cards lie; the strip below holds counts
TRACK = pygame.Rect(903, 76, 330, 330)          # 11 x 11 ring of 30 px cells
TRACK_CELL = 30
ACTION = pygame.Rect(872, 418, 392, 200)
LOG = pygame.Rect(880, 654, 376, 122)
CARD_RATIO = 0.7                                  # width / height of a room card
GAP = 8


def card_grid(count: int, area: pygame.Rect = SPREAD) -> tuple[int, int, int, int]:
    """Best grid for ``count`` cards in ``area``: ``(cols, rows, card_w, card_h)`` in px,
    the largest cards (width/height 0.7) that fit with ``GAP`` px between them."""
    best = (1, count, 0, 0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w = (area.w - GAP * (cols + 1)) / cols
        h = (area.h - GAP * (rows + 1)) / rows
        card_h = min(h, w / CARD_RATIO)
        if card_h * CARD_RATIO > best[2]:
            best = (cols, rows, int(card_h * CARD_RATIO), int(card_h))
    cols, rows, w, h = best
    w, h = min(w, 96), min(h, 137)
    return cols, rows, w, h


def slot_rects(count: int, seed: int, area: pygame.Rect = SPREAD) -> list[pygame.Rect]:
    """Rects of ``count`` table slots, centred in ``area`` with a small seeded jitter so
    the spread looks scattered by hand. The same ``(count, seed)`` gives the same rects."""
    if count == 0:
        return []
    cols, rows, w, h = card_grid(count, area)
    cell_w = (area.w - GAP) / cols
    cell_h = (area.h - GAP) / rows
    rng = random.Random(seed)
    jx = max(0, int(cell_w - w - GAP) // 2)
    jy = max(0, int(cell_h - h - GAP) // 2)
    rects = []
    for i in range(count):
        col, row = i % cols, i // cols
        cx = area.x + GAP / 2 + cell_w * (col + 0.5) + rng.randint(-jx, jx)
        cy = area.y + GAP / 2 + cell_h * (row + 0.5) + rng.randint(-jy, jy)
        rects.append(pygame.Rect(int(cx - w / 2), int(cy - h / 2), w, h))
    return rects


def track_cell(space: int) -> pygame.Rect:
    """The rect of track space ``space`` (0-39), clockwise from the top-left corner."""
    space %= 40
    if space <= 10:
        col, row = space, 0
    elif space <= 20:
        col, row = 10, space - 10
    elif space <= 30:
        col, row = 30 - space, 10
    else:
        col, row = 0, 40 - space
    return pygame.Rect(TRACK.x + col * TRACK_CELL, TRACK.y + row * TRACK_CELL,
                       TRACK_CELL, TRACK_CELL)


def track_inner() -> pygame.Rect:
    """The board area inside the ring (where the players' rows are drawn)."""
    return TRACK.inflate(-2 * TRACK_CELL - 12, -2 * TRACK_CELL - 12)
