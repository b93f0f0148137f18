"""Basilica's cathedral element tiles (one colour or a two-coloured Joker, maybe
crowned) and the colour glyph icons of the legend; re-exported by ``sprites.basilica.art``.
"""
from __future__ import annotations

import pygame

from sprites.artkit import cached as _cached, check as _check, check_size as _check_size
from sprites.artkit import display_ready as _display_ready
from sprites.basilica.pen import (COLOUR_GLYPHS, COLOURS, ELEMENT_RGB, INK, IVORY, _crown, _glazed,
                                  _glyph, _ink_width, _lancet, _Pen)
from sprites import palette
from sprites.pawns import supersampled


# --- element tiles ---------------------------------------------------------------------------
def _window(pen: _Pen, rgb, glyph: str) -> None:
    """The lancet window of a one-colour tile, its glyph standing in it."""
    pen.poly(palette.shade(rgb, 1.3), _lancet(-0.46, 0.46, 0.0, 0.78), outline=False)
    pen.poly(palette.shade(rgb, 0.5), _lancet(-0.38, 0.38, 0.02, 0.72), outline=False)
    pen.circle(palette.shade(rgb, 0.75), 0, -0.3, 0.1, outline=False)
    pen.line(palette.shade(rgb, 1.3), [(-0.5, 0.76), (0.5, 0.76)], 0.08, outline=False)
    _glyph(pen._replace(cy=pen.cy + 0.26 * pen.r, r=pen.r * 0.34), glyph)


def _oculus(pen: _Pen, x, y, rgb, glyph: str) -> None:
    """A round recess holding a glyph (the two halves of a Joker)."""
    pen.circle(palette.shade(rgb, 1.3), x, y, 0.44, outline=False)
    pen.circle(palette.shade(rgb, 0.5), x, y, 0.38, outline=False)
    _glyph(pen._replace(cx=pen.cx + x * pen.r, cy=pen.cy + y * pen.r, r=pen.r * 0.28), glyph)


def _crown_badge(pen: _Pen) -> None:
    x, y = 0.57, -0.57
    pen.circle(INK, x, y, 0.42, outline=False)
    pen.circle(palette.GOLD_DARK, x, y, 0.38, outline=False)
    pen.circle((70, 30, 44), x, y, 0.33, outline=False)
    _crown(pen._replace(cx=pen.cx + x * pen.r, cy=pen.cy + (y + 0.03) * pen.r, r=pen.r * 0.25,
                        ink=pen.ink * 0.8))


@_cached(256)
def _element(colours: tuple[str, ...], crown: bool, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        ink = _ink_width(size, k)
        outer = pygame.Rect(0, 0, side, side).inflate(-2 * max(k, side * 0.02), -2 * max(k, side * 0.02))
        pygame.draw.rect(big, INK, outer, border_radius=round(side * 0.1))
        body = outer.inflate(-2 * ink, -2 * ink)
        rgbs = [ELEMENT_RGB[c] for c in colours]
        _glazed(big, body, rgbs[-1], k, seed=7)
        pen = _Pen(big, side / 2, side / 2, side / 2, ink * 0.8)
        if len(colours) == 1:
            _window(pen, rgbs[0], COLOUR_GLYPHS[colours[0]])
        else:
            half = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            _glazed(half, body, rgbs[0], k, seed=11)
            mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), [(0, 0), (side, 0), (0, side)])
            half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            big.blit(half, (0, 0))
            pen.line(IVORY, [(0.86, -0.86), (-0.86, 0.86)], 0.05)
            _oculus(pen, -0.42, -0.42, rgbs[0], COLOUR_GLYPHS[colours[0]])
            _oculus(pen, 0.42, 0.42, rgbs[1], COLOUR_GLYPHS[colours[1]])
        if crown:
            _crown_badge(pen)

    return supersampled((size, size), paint)


def element_tile(colours: tuple[str, ...], crown: bool, size: int) -> pygame.Surface:
    """A cathedral element tile, ``size`` x ``size`` px (transparent corners): a glazed,
    bevelled stone tile in its colour with a gothic lancet window holding the colour's
    glyph. A Joker (two colours) is split along the top-right/bottom-left diagonal, the
    first colour top left, each half with its glyph in a round oculus. ``crown`` adds a
    gold crown on a dark badge in the top-right corner. Legible from 28 to 96 px.
    Cached. Raises ``ValueError`` unless ``colours`` holds 1 colour or 2 different ones
    of ``COLOURS``, or if ``size`` < 20."""
    colours = tuple(colours)
    if len(colours) not in (1, 2) or len(set(colours)) != len(colours):
        raise ValueError(f"a tile has one colour or two different ones, got {colours!r}")
    for colour in colours:
        _check(colour, COLOURS, "element colour")
    return _element(colours, bool(crown), _check_size(size, 20, "tile"), _display_ready())


@_cached(32)
def _glyph_icon(colour: str, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        half = size * k / 2
        _glyph(_Pen(big, half, half, half * 0.84, max(k, size * k * 0.06)), COLOUR_GLYPHS[colour],
               ELEMENT_RGB[colour])

    return supersampled((size, size), paint)


def colour_glyph(colour: str, size: int) -> pygame.Surface:
    """The glyph of element colour ``colour`` (``COLOUR_GLYPHS``: yellow a sun, blue a
    drop, red a diamond, green a fir tree) filled with its colour and outlined in ink, in a
    transparent ``size`` px square (the contact sheet's legend; the board's tiles draw
    their own). Cached. Raises
    ``ValueError`` for an unknown colour or ``size`` < 8."""
    _check(colour, COLOURS, "element colour")
    return _glyph_icon(colour, _check_size(size, 8, "glyph"), _display_ready())
