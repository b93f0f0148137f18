"""Where things sit on the Baldrick's Tomb board (1280x800 logical pixels). Pure geometry.

Left: the 8x8 grid with its red (rows) and blue (columns) coordinates. Middle: the
depth track, the Impending Doom track, the decks and the dice tray. Right: one tableau
per player, the action panel and the game log.
"""
from __future__ import annotations

import pygame

CELL = 72
GRID_POS = (14, 72)                  # top-left of the grid surface (labels included)
TRACKS = pygame.Rect(640, 76, 230, 708)
DEPTH = pygame.Rect(648, 100, 70, 300)
DOOM = pygame.Rect(730, 100, 130, 300)
DECKS = pygame.Rect(648, 430, 214, 200)
DICE = pygame.Rect(648, 650, 214, 120)
TABLEAUS = pygame.Rect(880, 76, 388, 360)
ACTION = pygame.Rect(880, 444, 388, 196)
LOG = pygame.Rect(888, 672, 372, 106)


def cell_rect(cell, origin: tuple[int, int]) -> pygame.Rect:
    """Screen rect of space ``cell`` = (red, blue); ``origin`` is the grid's top-left cell
    position on screen."""
    red, blue = cell
    return pygame.Rect(origin[0] + (blue - 1) * CELL, origin[1] + (red - 1) * CELL, CELL, CELL)


def cell_at(pos, origin: tuple[int, int]) -> tuple[int, int] | None:
    """The space under screen position ``pos``, or None."""
    col = (pos[0] - origin[0]) // CELL + 1
    row = (pos[1] - origin[1]) // CELL + 1
    if 1 <= row <= 8 and 1 <= col <= 8:
        return (int(row), int(col))
    return None


def tableau_rect(seat: int, n: int) -> pygame.Rect:
    """The tableau of ``seat`` among ``n`` players."""
    h = TABLEAUS.h // max(n, 1)
    h = min(h, 120)
    return pygame.Rect(TABLEAUS.x, TABLEAUS.y + seat * h, TABLEAUS.w, h - 6)


PAWN = 40                           # px: a pawn alone on its space
PAWN_SHARED = 30                    # px: each pawn when two to four share a space


def pawn_spots(rect: pygame.Rect, count: int) -> list[tuple[tuple[int, int], int]]:
    """Where ``count`` pawns standing on the space ``rect`` are drawn, in seat order:
    ``[(centre (x, y), size px), ...]``. One pawn sits in the middle, large; two stand
    side by side, three in a triangle, four in a square, each smaller, none covering
    another and all inside the space (the Exit and a space a pawn walks through are
    shared). Raises ``ValueError`` for a count outside 1-4 (the game has 1-4 players)."""
    if not 1 <= count <= 4:
        raise ValueError(f"1 to 4 pawns can share a space, got {count}")
    cx, cy = rect.center
    if count == 1:
        return [((cx, cy - 4), PAWN)]
    d = PAWN_SHARED // 2 + 2              # from the space's centre to each pawn's
    offsets = {2: [(-d, -2), (d, -2)],
               3: [(-d, -d), (d, -d), (0, d)],
               4: [(-d, -d), (d, -d), (-d, d), (d, d)]}[count]
    return [((cx + dx, cy + dy), PAWN_SHARED) for dx, dy in offsets]


PAIR_SIZE = 15                     # px: the label of an action button sharing its row


def button_rows(a: pygame.Rect, needs: list[int]) -> list[tuple[pygame.Rect, int]]:
    """Where the action panel's buttons go (``a``: the panel), from the bottom up, two to
    a row: ``[(rect, label size px), ...]``, one per width in ``needs`` (what each label
    needs at ``PAIR_SIZE``, padding included). A button alone in its row is as wide as the
    panel (label at 16 px); two share the row by what they need, so a longer language's
    label is not cut."""
    out = []
    for start in range(0, len(needs), 2):
        row = needs[start:start + 2]
        y = a.bottom - 56 - (start // 2) * 52
        if len(row) == 1:
            out.append((pygame.Rect(a.x + 12, y, a.w - 24, 46), 16))
            continue
        room = a.w - 24 - 10
        spare = room - sum(row)
        first = row[0] + spare // 2 if spare >= 0 else room * row[0] // sum(row)
        out.append((pygame.Rect(a.x + 12, y, first, 46), PAIR_SIZE))
        out.append((pygame.Rect(a.x + 12 + first + 10, y, room - first, 46), PAIR_SIZE))
    return out
