"""Render a 1280x800 contact sheet of all of Baldrick's Tomb's drawn art and save it.

Usage: ``python -m sprites.baldricks_tomb.demo out.png [small.png]`` — the optional second file gets
the same sheet smooth-scaled to 0.8 (1024x640), to check readability at the smallest
window. Runs headless (SDL_VIDEODRIVER defaults to "dummy" here).
"""
from __future__ import annotations

import sys

import pygame

from sprites import fonts, palette, pawns, widgets
from sprites.baldricks_tomb import art
from sprites.demo import write_sheet

GAUGE = [(1, 3, ["monster_attack"]), (4, 4, ["monster_attack", "player_attack"]),
         (5, 7, ["player_attack"]), (8, 8, ["treasure"])]
GAUGE_RUN = [(1, 1, ["run"]), (2, 4, ["monster_attack", "poison"]), (5, 8, ["player_attack"])]
TEXT_CARDS = [
    ("treasure", "Silver Goblet", "A tarnished goblet, still worth a little.", "+3 gold"),
    ("scroll", "Haste", "Play on your turn: move up to three extra spaces.", None),
    ("trap", "Poison Darts", "Darts fly from the walls. Move your poison marker up one space.",
     "+1 poison"),
    ("skill", "Light Feet", "You may move through rubble without resolving it once per turn.", None),
]


def _caption(sheet: pygame.Surface, text: str, pos) -> None:
    sheet.blit(fonts.text(text, fonts.CAPTION, palette.TEXT_LIGHT, True), pos)


def _left_column(sheet: pygame.Surface) -> None:
    """Grid, HP tracks, tokens, dice and the small pieces."""
    sheet.blit(art.board_grid(48), (16, 8))
    ox, oy = art.grid_origin(48)
    for kind, row, col in ((None, 2, 3), (None, 4, 7), ("monster", 5, 5), ("exit", 7, 2), (None, 8, 6)):
        sheet.blit(art.rubble_token(kind, 46), (16 + ox + (col - 1) * 48 + 1, 8 + oy + (row - 1) * 48 + 1))
    sheet.blit(pawns.pawn("blue", 44), (16 + ox + 2 * 48 + 2, 8 + oy + 5 * 48 + 2))
    sheet.blit(art.hp_track(6, 4, 2, 400), (16, 440))
    sheet.blit(art.hp_track(6, 3, 3, 400), (16, 500))
    for i, kind in enumerate([None, *art.TOKEN_KINDS]):
        sheet.blit(art.rubble_token(kind, 52), (12 + i * 54, 562))
    for i, kind in enumerate([None, *art.TOKEN_KINDS]):
        sheet.blit(art.rubble_token(kind, 40), (18 + i * 54, 616))
    for i in range(1, 9):
        sheet.blit(art.die_face(i, 44, "red" if i % 2 else "blue"), (16 + (i - 1) * 48, 660))
    pieces = [art.gold_coin(40), art.gem_token(48), art.first_to_land_token(48), art.doom_token(48)]
    x = 16
    for piece in pieces:
        sheet.blit(piece, (x, 712 + (48 - piece.get_height()) // 2))
        x += piece.get_width() + 8
    for i, symbol in enumerate(art.SYMBOLS):
        sheet.blit(art.symbol_icon(symbol, 44), (226 + i * 48, 714))
    _caption(sheet, "Combat symbols: run, monster attack, attack, treasure, poison", (16, 772))


def _cards(sheet: pygame.Surface) -> None:
    """Monster cards, text cards, backs and the tracks on the right."""
    sheet.blit(art.monster_card("Giant Spider", 2, 4, 3, GAUGE, (220, 310), look="spider",
                                damage=1, coins=2, lit=4), (484, 16))
    sheet.blit(art.monster_card("Cave Rat", 1, 2, 1, GAUGE_RUN, (120, 170), look="rat"), (716, 16))
    sheet.blit(art.monster_card("Elder Wyrm", 3, 6, 6, GAUGE, (120, 170), look="dragon", damage=4,
                                lit=8, coins=7), (846, 16))
    sheet.blit(art.doom_track(5, 3, (250, 64)), (716, 196))
    sheet.blit(art.doom_track(5, 5, (250, 64)), (716, 266))
    sheet.blit(art.depth_track(4, 2, 3, False, (90, 316)), (976, 16))
    sheet.blit(art.depth_track(5, 2, None, True, (200, 56)), (1072, 276))
    sheet.blit(art.rubble_token("monster", 120), (1090, 40))
    sheet.blit(art.rubble_token(None, 120), (1090, 150))
    for i, (kind, title, text, value) in enumerate(TEXT_CARDS):
        sheet.blit(art.text_card(kind, title, text, (150, 212), value=value), (484 + i * 160, 342))
    for i, kind in enumerate(art.DECKS):
        sheet.blit(art.card_back(kind, (110, 154)), (484 + i * 120, 566))
    sheet.blit(art.text_card("scroll", "Fireball", "Deal one damage to the monster.", (110, 154)),
               (1084, 566))


def render() -> pygame.Surface:
    """Draw the contact sheet on the display surface and return it."""
    screen = pygame.display.get_surface()
    screen.blit(widgets.table_background(screen.get_size(), rim=0), (0, 0))
    _left_column(screen)
    _cards(screen)
    return screen


def main(argv: list[str]) -> int:
    """Entry point: ``argv`` = [out.png, optional small.png]; returns the exit status."""
    return write_sheet(render, argv, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
