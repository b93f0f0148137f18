"""Render a 1280x800 contact sheet of all of Basilica's drawn art and save it.

Usage: ``python -m sprites.basilica.demo out.png [small.png]`` — the optional second file
gets the same sheet smooth-scaled to 0.8 (1024x640), to check readability at the smallest
window. Runs headless (SDL_VIDEODRIVER defaults to "dummy" here).
"""
from __future__ import annotations

import itertools
import sys

import pygame

from sprites import fonts, palette, widgets
from sprites.basilica import art
from sprites.demo import write_sheet

PAID = ("hire", "shift", "scaffold")     # the Orders with a Paid Order (orders.yaml)

JOKERS = list(itertools.combinations(art.COLOURS, 2))
BLUE, VERMILLION = palette.player_rgb("blue"), palette.player_rgb("vermillion")
CELL = 60
# The demo Plan: (row, column) -> (colours, crown); columns grow right of the sockets.
PLAN = {(0, 0): (("yellow",), False), (1, 0): (("blue", "red"), True), (1, 1): (("green",), False),
        (2, 0): (("red",), True), (2, 1): (("yellow", "green"), False), (2, 2): (("blue",), False),
        (3, 0): (("green",), False), (4, 0): (("blue",), True), (4, 1): (("red", "yellow"), False)}


def _caption(sheet: pygame.Surface, text: str, pos, centred: bool = False) -> None:
    label = fonts.text(text, fonts.CAPTION, palette.TEXT_LIGHT, True)
    sheet.blit(label, label.get_rect(midtop=pos) if centred else label.get_rect(topleft=pos))


def _row(sheet: pygame.Surface, surfaces, x: int, y: int, gap: int) -> int:
    """Blit ``surfaces`` left to right from (x, y); returns the x after the last one."""
    for surface in surfaces:
        sheet.blit(surface, (x, y))
        x += surface.get_width() + gap
    return x


def _tiles(sheet: pygame.Surface) -> None:
    """Every colour plain and crowned at 72, 48 and 32 px, and every Joker."""
    _caption(sheet, "Element tiles at 72, 48 and 32 px; Jokers (all pairs), plain and crowned", (16, 4))
    y = 26
    for size in (72, 48, 32):
        tiles = [art.element_tile((c,), crown, size) for crown in (False, True) for c in art.COLOURS]
        x = _row(sheet, tiles, 16, y, 4)
        _row(sheet, [art.element_tile(j, False, size) for j in JOKERS[: 3 if size == 72 else 6]],
             x + 12, y, 4)
        y += size + 6
    x = _row(sheet, [art.element_tile(j, False, 56) for j in JOKERS], 16, y, 4)
    _row(sheet, [art.element_tile(j, True, 56) for j in JOKERS], x + 12, y, 4)
    _caption(sheet, "96 px", (1250, 4), centred=True)
    _row(sheet, [art.colour_glyph(c, 28) for c in art.COLOURS], 968, 130, 8)
    _row(sheet, [art.colour_glyph(c, 20) for c in art.COLOURS], 1120, 134, 8)
    big = [art.element_tile(("green",), True, 96), art.element_tile(("red", "blue"), True, 96),
           art.element_tile(("yellow",), False, 96)]
    _row(sheet, big, 968, 26, 6)


def _orders(sheet: pygame.Surface, y: int) -> None:
    """The eight Order tokens at 88 px with their names, and the back of a token."""
    for i, order in enumerate((*art.ORDERS, None)):
        x = 16 + i * 112
        token = art.token_back(88) if order is None else art.order_token(order, 88, order in PAID)
        sheet.blit(token, (x, y))
        name = "back" if order is None else order.replace("_", " ").capitalize()
        _caption(sheet, name, (x + 44, y + 88), centred=True)
    for i in range(4):                      # the face-down stack
        sheet.blit(art.token_back(88), (1134 - 6 * i, y + 12 - 6 * i))
    _caption(sheet, "the stack", (1170, y + 88), centred=True)


def _plan(sheet: pygame.Surface, x: int, y: int) -> None:
    """The socket board with a few tiles, Builders, Scaffolding and Stained glass."""
    board = art.socket_board(CELL)
    sheet.blit(board, (x, y))
    ox = x + board.get_width()
    for row, col in itertools.product(range(5), range(5)):
        sheet.blit(art.plan_cell(CELL), (ox + col * CELL, y + row * CELL))
    for (row, col), (colours, crown) in PLAN.items():
        sheet.blit(art.element_tile(colours, crown, CELL), (ox + col * CELL, y + row * CELL))
    sheet.blit(art.scaffolding(CELL), (ox + 1 * CELL, y + 3 * CELL))
    sheet.blit(art.scaffolding(CELL), (ox + 3 * CELL, y + 2 * CELL))
    glass = art.stained_glass(round(CELL * 0.42))
    sheet.blit(glass, (ox + 1 * CELL + 2, y + 1 * CELL + CELL - glass.get_height() - 2))
    sheet.blit(glass, (ox + 2, y + 4 * CELL + CELL - glass.get_height() - 2))
    for (row, col), rgb, promoted in (((0, 0), BLUE, False), ((2, 1), VERMILLION, True),
                                      ((4, 1), BLUE, True), ((2, 2), VERMILLION, False)):
        cube = art.builder_cube(rgb, 30, promoted)
        sheet.blit(cube, (ox + col * CELL + CELL - 32, y + row * CELL + CELL - 32))


def _pieces(sheet: pygame.Surface, x: int, y: int) -> None:
    """Builders at three sizes, the King, Coin, advancement, +50 and loose tokens."""
    _caption(sheet, "Builders (blue, vermilion, promoted) at 48, 32, 20 px", (x, y))
    cx = x
    for size in (48, 32, 20):
        cubes = [art.builder_cube(rgb, size, promoted) for rgb in (BLUE, VERMILLION)
                 for promoted in (False, True)]
        cx = _row(sheet, cubes, cx, y + 24 + 48 - size, 4) + 10
    _caption(sheet, "King, Coin, advancement, +50, stained glass", (x, y + 84))
    pieces = [art.king_pawn(64), art.king_pawn(36), art.coin(44), art.coin(28),
              art.advancement_token(44), art.advancement_token(28), art.plus50_token(48),
              art.plus50_token(32), art.stained_glass(44), art.stained_glass(24)]
    cx = x
    for piece in pieces:
        sheet.blit(piece, (cx, y + 108 + 64 - piece.get_height()))
        cx += piece.get_width() + 6
    _caption(sheet, "Scaffolding, glass on a tile, plan cell, crowned tile with glass", (x, y + 184))
    cx = x
    for size in (72, 48):
        sheet.blit(art.plan_cell(size), (cx, y + 208))
        sheet.blit(art.scaffolding(size), (cx, y + 208))
        cx += size + 8
        sheet.blit(art.element_tile(("blue",), True, size), (cx, y + 208))
        glass = art.stained_glass(round(size * 0.42))
        sheet.blit(glass, (cx + 2, y + 208 + size - glass.get_height() - 2))
        cx += size + 8
        sheet.blit(art.plan_cell(size), (cx, y + 208))
        cx += size + 16


def _track(sheet: pygame.Surface, x: int, y: int) -> None:
    """The 1250x46 scoring track with the King, two score cubes and a +50 token."""
    w, h = 1250, 46
    _caption(sheet, "Scoring track 0-49 (King on 10, blue on 23, vermilion on 31 with +50)", (x, y - 22))
    sheet.blit(art.track_band(w, h), (x, y))
    king = art.king_pawn(30)
    sheet.blit(king, king.get_rect(midbottom=art.track_space_rect(w, h, 10).move(x, y).midbottom))
    for space, rgb in ((23, BLUE), (31, VERMILLION)):
        cube = art.builder_cube(rgb, 22)
        sheet.blit(cube, cube.get_rect(center=art.track_space_rect(w, h, space).move(x, y).center))
    token = art.plus50_token(24)
    sheet.blit(token, token.get_rect(midbottom=art.track_space_rect(w, h, 31).move(x, y - 2).midtop))


def render() -> pygame.Surface:
    """Draw the contact sheet on the display surface and return it."""
    screen = pygame.display.get_surface()
    screen.blit(widgets.table_background(screen.get_size(), rim=0), (0, 0))
    _tiles(screen)
    _orders(screen, 268)
    _plan(screen, 16, 394)
    _pieces(screen, 440, 398)
    _track(screen, 15, 744)
    return screen


def main(argv: list[str]) -> int:
    """Entry point: ``argv`` = [out.png, optional small.png]; returns the exit status."""
    return write_sheet(render, argv, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
