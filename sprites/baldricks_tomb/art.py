"""Drawn art of Baldrick's Tomb: combat symbols, rubble tokens, cards, tracks, the 8x8
floor grid, the two eight-sided dice and the small tokens. No image files.

Pictograms are small vector drawings (lists of ``_Shape`` in local units, about -1..1
around their centre) painted at several times the requested size and smooth-scaled down
(``sprites.pawns.supersampled``), each with a dark ink outline, so they read on the dark
dungeon floor and on parchment alike. Every symbol and token kind differs in shape as
well as in colour.

Every public function is cached by its arguments (and by whether a display mode is set:
surfaces are ``convert_alpha()``-ed only then). The returned surfaces are shared: blit
them, never draw on them. ``clear_cache()`` forgets them (needed after ``pygame.quit()``).

Pieces (rulebook "Contents"): rubble tokens (monster, treasure, scroll, healing fountain,
trap, the Exit, Baldrick's Gem), five decks (monster, treasure, scroll, trap, skill), HP
and poison markers, gold tokens, the red and blue eight-sided dice, the First to Land
token, the Impending Doom track and the depth track.

This module is the public face of that art; the drawing lives in sibling modules and every
public name is re-exported here, so ``from sprites.baldricks_tomb import art`` keeps working:

- ``sprites.baldricks_tomb.shapes``: constants (SYMBOLS, TOKEN_KINDS, TEXT_CARD_KINDS, DECKS,
  DIE_COLOURS, GRID, DIE_SIDES), the colours (INK, HALO, IVORY, ... CARD_DARK), the tints
  and names (TOKEN_TINTS, DECK_COLOURS, DECK_NAMES, DIE_FILLS, LEVEL_GLOW, ROMAN), the
  ``Colour`` type and the vector-shape kit.
- ``sprites.baldricks_tomb.icons``: ICONS, TOKEN_ICONS, DECK_ICONS, ``icon``, ``symbol_icon``.
- ``sprites.baldricks_tomb.tokens``: ``rubble_token``, ``first_to_land_token``, ``doom_token``,
  ``gold_coin``, ``gem_token``, ``die_face``.
- ``sprites.baldricks_tomb.bestiary``: CREATURES, MONSTER_LOOKS (the pictures themselves are in
  ``sprites.baldricks_tomb.creatures``, ``sprites.baldricks_tomb.beasts`` and ``sprites.baldricks_tomb.kin``).
- ``sprites.baldricks_tomb.cards``: ``monster_card``, ``text_card``, ``mini_card``, ``card_back``,
  ``title_size`` (one title size for every card of a deck), ``MIN_TITLE_PX``.
- ``sprites.baldricks_tomb.board``: ``hp_track``, ``grid_origin``, ``board_grid``, ``depth_track``,
  ``doom_track``.

``clear_cache`` stays here.
"""
from __future__ import annotations

from sprites import artkit
from sprites.baldricks_tomb.shapes import (BLOOD, BONE, CARD_DARK, Colour, DARK, DECKS, DECK_COLOURS,
                                 DECK_NAMES, DIE_COLOURS, DIE_FILLS, DIE_SIDES, EMBER, FRAME, GEM,
                                 GEM_DARK, GEM_LIGHT, GLASS, GRID, HALO, HEART, INK, IRON, IVORY,
                                 LEATHER, LEATHER_LIGHT, LEVEL_GLOW, POISON, POISON_LIGHT, ROMAN,
                                 SAND, SOLE, SPEED, STEEL, STEEL_DARK, STONE, STONE_DARK,
                                 STONE_LIGHT, SYMBOLS, TEXT_CARD_KINDS, TOKEN_KINDS, TOKEN_TINTS,
                                 WATER, WATER_LIGHT)
from sprites.baldricks_tomb.icons import DECK_ICONS, ICONS, TOKEN_ICONS, icon, symbol_icon
from sprites.baldricks_tomb.tokens import (die_face, doom_token, first_to_land_token, gem_token, gold_coin,
                                 rubble_token)
from sprites.baldricks_tomb.bestiary import CREATURES, MONSTER_LOOKS
from sprites.baldricks_tomb.cards import (MIN_TITLE_PX, card_back, mini_card, monster_card, text_card,
                                 title_size)
from sprites.baldricks_tomb.board import board_grid, depth_track, doom_track, grid_origin, hp_track


def clear_cache() -> None:
    """Forget every cached surface of the art modules (needed after ``pygame.quit()``)."""
    artkit.clear_cache()
