"""Drawn art of Basilica: cathedral element tiles, Order tokens, Builder cubes, the King,
Scaffolding and Stained-glass tokens, Coins, the socket board, the Cathedral Plan cells
and the 0-49 scoring track. No image files.

Pictures are drawn at ``sprites.pawns.SUPERSAMPLE`` times the requested size and
smooth-scaled down (``sprites.pawns.supersampled``), with dark ink outlines. Element
colours are never the only cue: every colour also has its own glyph (``COLOUR_GLYPHS``:
yellow a sun, blue a drop, red a diamond, green a fir tree) drawn on every tile.

Every public function is cached by its arguments (and by whether a display mode is set:
surfaces are ``convert_alpha()``-ed only then). The returned surfaces are shared: blit
them, never draw on them. ``clear_cache()`` forgets them (needed after ``pygame.quit()``).

Pieces (components.yaml, orders.yaml): element tokens in 4 colours and two-coloured
Jokers, some crowned; the Order printed on each token's back (8 Orders); 12 Builder cubes;
advancement tokens; Coins; Scaffolding and Stained-glass tokens; the King; the +50 token.

The drawing lives in sibling modules; this module re-exports their public names so
``from sprites.basilica import art`` keeps working:

- ``sprites.basilica.pen``: ``COLOURS``, ``ORDERS``, ``ELEMENT_RGB``, ``COLOUR_GLYPHS``,
  ``Colour``, ``INK``, ``SHADOW_ALPHA``, ``IVORY``, ``STONE``, ``STONE_DARK``,
  ``STONE_LIGHT``, ``TIMBER``, ``TIMBER_DARK``, ``MAPLE``, ``ROPE``, ``GLASS``, ``PLUS``,
  ``CROSS`` (and the pen and painters the others share);
- ``sprites.basilica.tiles``: ``element_tile``, ``colour_glyph``;
- ``sprites.basilica.tokens``: ``order_token``, ``token_back``, ``paid_box_rect``,
  ``PAID_BOX``;
- ``sprites.basilica.pieces``: ``builder_cube``, ``stained_glass``, ``king_pawn``, ``coin``,
  ``advancement_token``, ``plus50_token``, ``scaffolding``;
- ``sprites.basilica.board``: ``socket_board``, ``plan_cell``, ``target_frame``,
  ``track_space_rect``, ``track_band``.
"""
from __future__ import annotations

from sprites import artkit
from sprites.basilica.board import plan_cell, socket_board, target_frame, track_band, track_space_rect
from sprites.basilica.pen import (COLOUR_GLYPHS, COLOURS, CROSS, ELEMENT_RGB, GLASS, INK, IVORY, MAPLE,
                                  ORDERS, PLUS, ROPE, SHADOW_ALPHA, STONE, STONE_DARK, STONE_LIGHT,
                                  TIMBER, TIMBER_DARK, Colour)
from sprites.basilica.pieces import (advancement_token, builder_cube, coin, king_pawn, plus50_token,
                                     scaffolding, stained_glass)
from sprites.basilica.tiles import colour_glyph, element_tile
from sprites.basilica.tokens import PAID_BOX, order_token, paid_box_rect, token_back

__all__ = [
    "COLOURS", "ORDERS", "ELEMENT_RGB", "COLOUR_GLYPHS", "Colour", "INK", "SHADOW_ALPHA", "IVORY",
    "STONE", "STONE_DARK", "STONE_LIGHT", "TIMBER", "TIMBER_DARK", "MAPLE", "ROPE", "GLASS", "PLUS",
    "CROSS", "element_tile", "colour_glyph", "order_token", "token_back", "paid_box_rect", "PAID_BOX",
    "builder_cube", "stained_glass", "king_pawn", "coin", "advancement_token", "plus50_token",
    "scaffolding", "socket_board", "plan_cell", "target_frame", "track_space_rect", "track_band",
    "clear_cache",
]


def clear_cache() -> None:
    """Forget every cached surface of the art modules (needed after ``pygame.quit()``)."""
    artkit.clear_cache()
