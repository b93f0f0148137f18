"""Basilica's loose pieces: Builder cubes, the King, Coins, advancement tokens,
Stained-glass and Scaffolding tokens and the +50 token; re-exported by
``sprites.basilica.art``.
"""
from __future__ import annotations

import pygame

from sprites import fonts, palette
from sprites.artkit import cached as _cached, check_size as _check_size
from sprites.artkit import display_ready as _display_ready, with_shadow
from sprites.basilica.pen import (INK, IVORY, SHADOW_ALPHA, _advancement, _coin, _crown, _cube,
                                  _ink_width, _lattice, _Pen, _rose)
from sprites.pawns import supersampled


# --- pieces ------------------------------------------------------------------------------------
def _check_rgb(rgb) -> tuple[int, int, int]:
    try:
        rgb = tuple(int(c) for c in rgb)
    except (TypeError, ValueError):
        raise ValueError(f"rgb must be three integers 0..255, got {rgb!r}") from None
    if len(rgb) != 3 or not all(0 <= c <= 255 for c in rgb):
        raise ValueError(f"rgb must be three integers 0..255, got {rgb!r}")
    return rgb


@_cached(64)
def _piece(name: str, size: int, extra, converted: bool) -> pygame.Surface:
    """A loose piece drawn by a pen centred a little up-left (room for the shadow)."""
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        pen = _Pen(big, side * 0.48, side * 0.48, side * 0.45, _ink_width(size, k) * 0.9)
        if name == "cube":
            x, y, width, rim = _cube_place(size, k, pen)
            _cube(pen, x, y, width, *extra, rim=rim)
        elif name == "king":
            _king(pen)
        else:
            {"glass": _rose, "coin": _coin, "advancement": _advancement}[name](pen)

    return with_shadow(supersampled((size, size), paint), max(1, size // 18), SHADOW_ALPHA)


def _cube_place(size: int, k: int, pen: _Pen) -> tuple:
    """Where a Builder cube sits in its ``size`` px square drawn ``k`` times larger by
    ``pen``: ``(x, y, width, rim)`` for ``pen.basilica._cube``. Its double outline (a dark
    line in a light rim, whole px wide: 1 px each below 20 px, else 2) fits inside the
    square, the cube's upright sides on whole px, so each band of the outline covers
    whole pixels and keeps its full brightness after the smooth scale-down."""
    dark = 1 if size < 20 else 2
    light = 1 if size < 20 else 2
    left = dark + light
    right = size - left - 1                        # 1 px more on the right: the shadow
    # pygame's polygons and strokes take in their right edge's column: 1 drawn px less
    x = ((left + right) / 2 * k - 0.5 - pen.cx) / pen.r
    width = ((right - left) * k - 1) / pen.r
    return x, 0.02, width, (dark * k, light * k)


def _king(pen: _Pen) -> None:
    """The King: a purple-robed pawn with an ermine collar and a gold crown."""
    robe, dark = (104, 52, 142), (64, 30, 92)
    pen.poly(dark, [(-0.6, 1.0), (0.6, 1.0), (0.5, 0.76), (-0.5, 0.76)])
    pen.poly(robe, [(-0.48, 0.8), (0.48, 0.8), (0.2, -0.2), (-0.2, -0.2)])
    pen.poly(palette.shade(robe, 1.35), [(-0.36, 0.76), (-0.2, 0.76), (-0.06, -0.16), (-0.14, -0.16)],
             outline=False)
    pen.poly(IVORY, [(-0.36, -0.32), (0.36, -0.32), (0.3, -0.1), (-0.3, -0.1)])
    pen.circle((236, 204, 170), 0, -0.5, 0.22)
    _crown(pen._replace(cy=pen.cy - 0.84 * pen.r, r=pen.r * 0.3))


def builder_cube(rgb: tuple[int, int, int], size: int, promoted: bool = False,
                 mark: str | None = None) -> pygame.Surface:
    """A Builder: an isometric wooden cube in player colour ``rgb``, ``size`` x ``size`` px
    (the cube about 0.68 * size wide, less below 20 px) with a soft shadow, lit from the top left, outlined
    twice (a thick dark line inside a light rim) so it stands out on every element colour,
    player card and the track, even on a ground of its own colour. A
    ``promoted`` Builder carries a gold disc with a star on its top face (the advancement
    token); ``mark`` (a shape of ``palette.PAWN_SHAPES``: the owner's pawn shape) is printed
    on its front face. Cached. Raises ``ValueError`` for a bad ``rgb``, an unknown ``mark``
    or ``size`` < 12."""
    if mark is not None and mark not in set(palette.PAWN_SHAPES.values()):
        raise ValueError(f"unknown cube mark {mark!r}")
    return _piece("cube", _check_size(size, 12, "builder cube"),
                  (_check_rgb(rgb), bool(promoted), mark), _display_ready())


def stained_glass(size: int) -> pygame.Surface:
    """A Stained-glass token: a round rose window (stone ring, coloured petals in lead, a
    gold eye), ``size`` px square with a soft shadow; drawn on a tile at about 40% of
    the tile's size. Cached. Raises ``ValueError`` if ``size`` < 12."""
    return _piece("glass", _check_size(size, 12, "stained glass"), None, _display_ready())


def king_pawn(size: int) -> pygame.Surface:
    """The King (moves along the scoring track): a purple pawn with an ermine collar and a
    gold crown, ``size`` px square with a soft shadow. Cached. ``ValueError`` if ``size`` < 16."""
    return _piece("king", _check_size(size, 16, "king"), None, _display_ready())


def coin(size: int) -> pygame.Surface:
    """A Coin: gold, with a reeded rim and an embossed lancet arch, ``size`` px square with
    a soft shadow. Cached. Raises ``ValueError`` if ``size`` < 12."""
    return _piece("coin", _check_size(size, 12, "coin"), None, _display_ready())


def advancement_token(size: int) -> pygame.Surface:
    """An advancement token: a gold disc with a star over a chevron (the same gold star
    marks a promoted Builder), ``size`` px square with a soft shadow. Cached. Raises
    ``ValueError`` if ``size`` < 12."""
    return _piece("advancement", _check_size(size, 12, "advancement token"), None, _display_ready())


@_cached(16)
def _plus50(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, size * k * 0.48, size * k * 0.48, size * k * 0.45, _ink_width(size, k))
        pen.circle(palette.GOLD_DARK, 0, 0, 1.0)
        pen.circle(palette.GOLD, 0, 0, 0.86, outline=False)
        pen.circle(palette.PARCHMENT, 0, 0, 0.76, outline=False)

    image = supersampled((size, size), paint)
    label = fonts.fit("+50", max(8, round(size * 0.36)), INK, round(size * 0.66), bold=True, minimum=6)
    image.blit(label, label.get_rect(center=(round(size * 0.48), round(size * 0.49))))
    return with_shadow(image, max(1, size // 18), SHADOW_ALPHA)


def plus50_token(size: int) -> pygame.Surface:
    """The +50 token (a player's score passed 49): a gold-rimmed parchment disc reading
    "+50", ``size`` px square with a soft shadow. Cached. ``ValueError`` if ``size`` < 20."""
    return _plus50(_check_size(size, 20, "+50 token"), _display_ready())


@_cached(16)
def _scaffolding(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        pygame.draw.rect(big, (40, 28, 18, 70), (side * 0.04, side * 0.04, side * 0.92, side * 0.92),
                         border_radius=round(side * 0.06))
        _lattice(_Pen(big, side / 2, side / 2, side * 0.44, _ink_width(size, k) * 0.8))

    return supersampled((size, size), paint)


def scaffolding(size: int) -> pygame.Surface:
    """A Scaffolding token covering an empty Plan cell, ``size`` px square: timber poles,
    ledgers and braces lashed with rope over a faint translucent shade, so the empty cell
    shows through. Cached. Raises ``ValueError`` if ``size`` < 20."""
    return _scaffolding(_check_size(size, 20, "scaffolding"), _display_ready())
