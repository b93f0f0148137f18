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
from dataclasses import dataclass

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


# ---- the round-end screen: one pile's revealed cards in a row's card area

PILE_CARD_MAX_H = 143                    # tallest card on the round-end screen, px
PILE_CARD_MIN_H = 46                     # below this, cards overlap instead of shrinking
PILE_BADGE_H = 20                        # the label line over each group of cards
PILE_LINE_GAP = 8                        # between two lines of cards
PILE_CARD_GAP = 4                        # between two cards of a group
PILE_GROUP_GAP = 14                      # between two groups
UNBROKEN_KINDS = ("pair",)               # groups never split over two lines


@dataclass
class PileLayout:
    """Where one pile's cards go: ``card`` = (width, height) px; ``cards``: ``(rect, card
    id, group kind)`` in drawing order; ``badges``: ``(rect, group kind, group size)``, one
    over each group (over its first line when it wraps); ``overlap``: True when the pile
    is too big for ``area`` even at the smallest size and cards overlap (only when even
    overlapping cannot make it fit does the last line run past the area's right edge)."""

    card: tuple[int, int]
    cards: list[tuple[pygame.Rect, str, str]]
    badges: list[tuple[pygame.Rect, str, int]]
    overlap: bool = False


def pile_layout(groups: list[tuple[str, list[str]]], area: pygame.Rect) -> PileLayout:
    """Lay out ``groups`` (``(kind, card ids)``, in order) in ``area``: the largest cards
    (width/height 0.7, at most ``PILE_CARD_MAX_H`` tall) that fit on as many whole lines
    as needed, a group wrapping onto the next line where it must (a mirror pair never
    splits), the lines centred in the area's height. If even ``PILE_CARD_MIN_H`` cards do not fit, cards of that size overlap
    within their groups just enough to fit."""
    for h in range(min(PILE_CARD_MAX_H, area.h - PILE_BADGE_H), PILE_CARD_MIN_H - 1, -1):
        w = round(h * CARD_RATIO)
        placed = _flow(groups, (w, h), w + PILE_CARD_GAP, area)
        if placed is not None:
            return placed
    h = min(PILE_CARD_MIN_H, area.h - PILE_BADGE_H)
    w = round(h * CARD_RATIO)
    for step in range(w + PILE_CARD_GAP - 1, max(4, w // 5) - 1, -1):
        placed = _flow(groups, (w, h), step, area)
        if placed is not None:
            placed.overlap = True
            return placed
    placed = _flow(groups, (w, h), max(4, w // 5), area, force=True)
    placed.overlap = True                    # and the last line runs past the area
    return placed


def _flow(groups, card, step, area: pygame.Rect, force: bool = False) -> PileLayout | None:
    """Groups left to right, line after line, cards ``step`` px apart within a group;
    None when they need more lines than ``area`` holds (unless ``force``: the last line
    then runs on past the area's right edge)."""
    w, h = card
    line_h = PILE_BADGE_H + h + PILE_LINE_GAP
    lines = max(1, (area.h + PILE_LINE_GAP) // line_h)
    out = PileLayout(card=card, cards=[], badges=[])
    x, line = area.x, 0

    def new_line() -> bool:
        nonlocal x, line
        if line + 1 >= lines and not force:
            return False
        if line + 1 < lines:
            line += 1
            x = area.x
        return True

    for kind, ids in groups:
        span = (len(ids) - 1) * step + w if kind in UNBROKEN_KINDS else min(len(ids), 2) * step
        if x > area.x and x + span > area.right and not new_line():
            return None
        badge_x, badge_line = x, line
        for k, cid in enumerate(ids):
            if x + w > area.right and x > area.x and not new_line():
                return None
            top = area.y + line * line_h + PILE_BADGE_H
            out.cards.append((pygame.Rect(x, top, w, h), cid, kind))
            x += step if k < len(ids) - 1 else w
        end = x if line == badge_line else area.right
        out.badges.append((pygame.Rect(badge_x, area.y + badge_line * line_h, end - badge_x,
                                       PILE_BADGE_H - 2), kind, len(ids)))
        x += PILE_GROUP_GAP
    used = (line + 1) * line_h - PILE_LINE_GAP        # centre the lines in the area's height
    dy = max(0, (area.h - used) // 2)
    for rect, _, _ in out.cards:
        rect.y += dy
    for rect, _, _ in out.badges:
        rect.y += dy
    return out
