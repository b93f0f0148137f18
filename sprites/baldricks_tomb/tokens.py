"""Baldrick's Tomb round tokens and dice: rubble tokens (face up or face down), the First
to Land and Impending Doom tokens, gold coins, Baldrick's Gem and the faces of the red and
blue eight-sided dice. All cached. Re-exported by ``sprites.baldricks_tomb.art``."""
from __future__ import annotations

import math
import random

import pygame

from sprites import fonts, palette
from sprites.artkit import (cached as _cached, check as _check, check_size as _check_size,
                            with_shadow as _with_shadow, display_ready as _display_ready,
                            finish as _finish)
from sprites.pawns import supersampled
from sprites.baldricks_tomb.shapes import (DIE_COLOURS, DIE_FILLS, DIE_SIDES, INK, STONE, STONE_DARK,
                                 STONE_LIGHT, TOKEN_KINDS, TOKEN_TINTS, _draw_shapes, _new)
from sprites.baldricks_tomb.icons import ICONS, TOKEN_ICONS, _icon


# --- round tokens ---------------------------------------------------------------------------


def _disc(big: pygame.Surface, centre, radius: float, dark, light, rings: int = 10) -> None:
    """A disc shaded from ``dark`` at the rim to ``light`` towards the top-left."""
    for i in range(rings):
        t = i / (rings - 1)
        colour = tuple(round(d + (l - d) * t) for d, l in zip(dark, light))
        r = radius * (1 - 0.55 * t)
        pygame.draw.circle(big, colour, (centre[0] - radius * 0.22 * t, centre[1] - radius * 0.26 * t), r)


def _rim(big: pygame.Surface, centre, radius: float, k: int) -> None:
    """The stone rim of a rubble token (ink edge, bevelled grey ring)."""
    pygame.draw.circle(big, INK, centre, radius)
    _disc(big, centre, radius - 1.5 * k, STONE_DARK, STONE_LIGHT)
    pygame.draw.circle(big, STONE_DARK, centre, radius * 0.8)


def _rubble_back(big: pygame.Surface, centre, radius: float, k: int) -> None:
    """Face-down: a disc of piled rubble (the same stones on every token)."""
    rng = random.Random(18)
    layer = _new(big.get_size())
    _disc(layer, centre, radius, (70, 66, 62), (140, 134, 126))
    for _ in range(26):
        a, d = rng.uniform(0, math.tau), radius * math.sqrt(rng.uniform(0, 1)) * 0.95
        x, y = centre[0] + d * math.cos(a), centre[1] + d * math.sin(a)
        size = radius * rng.uniform(0.16, 0.3)
        corners = [(x + size * rng.uniform(0.7, 1.1) * math.cos(math.radians(b)),
                    y + size * rng.uniform(0.7, 1.1) * math.sin(math.radians(b)))
                   for b in range(rng.randrange(40), 360, 60)]
        tone = rng.uniform(0.7, 1.25)
        pygame.draw.polygon(layer, INK, corners)
        inner = [(x + (px - x) * 0.78, y + (py - y) * 0.78 - size * 0.06) for px, py in corners]
        pygame.draw.polygon(layer, tuple(min(255, round(c * tone)) for c in STONE), inner)
    mask = _new(big.get_size())
    pygame.draw.circle(mask, (255, 255, 255, 255), centre, radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(layer, (0, 0))


@_cached(128)
def _token(kind: str | None, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        centre, radius = (size * 0.48 * k,) * 2, size * 0.44 * k
        _rim(big, centre, radius, k)
        if kind is None:
            _rubble_back(big, centre, radius * 0.84, k)
            return
        tint = TOKEN_TINTS[kind]
        _disc(big, centre, radius * 0.8, tuple(c // 2 for c in tint), palette.shade(tint, 1.35))
        _draw_shapes(big, ICONS[TOKEN_ICONS[kind]](), centre, radius * 0.54, outline=0.09, min_px=k)

    return _with_shadow(supersampled((size, size), paint), max(1, size // 20))


def rubble_token(kind: str | None, size: int) -> pygame.Surface:
    """A round stone rubble token, ``size`` x ``size`` px with a soft shadow (the disc is
    about 0.88 * size wide, a little up-left of centre). ``kind=None`` is the face-down
    back (piled rubble, the same for every token); face-up kinds (``TOKEN_KINDS``, rulebook
    "Rubble Tokens"): "monster" (horned skull, red), "treasure" (chest, gold), "scroll"
    (scroll, indigo), "fountain" (healing fountain, blue), "trap" (spikes, orange), "exit"
    (stairs down, green), "gem" (Baldrick's Gem, purple). Board tokens are 40-64 px, dialog
    tokens 120 px. Cached. Raises ``ValueError`` for another kind or ``size`` < 16."""
    if kind is not None:
        _check(kind, TOKEN_KINDS, "rubble token kind")
    return _token(kind, _check_size(size, 16, "token"), _display_ready())


@_cached(32)
def _small_token(name: str, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        centre, radius = (size * 0.48 * k,) * 2, size * 0.44 * k
        pygame.draw.circle(big, INK, centre, radius)
        if name in ("flag", "arrow_down", "arrow_up"):
            pygame.draw.circle(big, palette.GOLD_DARK, centre, radius - 1.5 * k)
            _disc(big, centre, radius * 0.84, palette.GOLD_DARK, palette.GOLD_LIGHT)
            pygame.draw.circle(big, palette.GOLD_DARK, centre, radius * 0.88, max(1, k))
        elif name == "hourglass":
            _disc(big, centre, radius - 1.5 * k, (70, 16, 16), (176, 46, 40))
        _draw_shapes(big, ICONS[name](), centre, radius * (0.66 if name == "hourglass" else 0.62),
                     outline=0.08, min_px=k)

    image = supersampled((size, size), paint)
    return _with_shadow(image, max(1, size // 20))


def first_to_land_token(size: int) -> pygame.Surface:
    """The First to Land token (rulebook "Game Setup"): a brass disc with a red banner,
    ``size`` x ``size`` px with a soft shadow. Cached. ``ValueError`` if ``size`` < 16."""
    return _small_token("flag", _check_size(size, 16, "token"), _display_ready())


def doom_token(size: int) -> pygame.Surface:
    """The Impending Doom token: a dark red disc with an hourglass, ``size`` px square with
    a soft shadow. Cached. ``ValueError`` if ``size`` < 16."""
    return _small_token("hourglass", _check_size(size, 16, "token"), _display_ready())


@_cached(64)
def _loose(name: str, size: int, glow, converted: bool) -> pygame.Surface:
    image = _icon(name, size, False, False).copy()
    if glow:
        halo = _new((size, size))
        pygame.draw.circle(halo, (*glow, 150), (size / 2, size / 2), size * 0.46)
        halo = pygame.transform.gaussian_blur(halo, max(1, size // 10))
        halo.blit(image, (0, 0))
        image = halo
    return _with_shadow(image, max(1, size // 24))


def gold_coin(size: int) -> pygame.Surface:
    """A gold token (coin), ``size`` x ``size`` px with a soft shadow. Cached. Raises
    ``ValueError`` if ``size`` < 8."""
    return _loose("treasure", _check_size(size, 8, "coin"), None, _display_ready())


def gem_token(size: int) -> pygame.Surface:
    """Baldrick's Gem (worth 5 gold; rulebook "Baldrick's Gem") on its own: a cut diamond
    with a pale glow, ``size`` x ``size`` px. Cached. ``ValueError`` if ``size`` < 12."""
    return _loose("gem", _check_size(size, 12, "gem"), (170, 220, 255), _display_ready())


@_cached(64)
def _die(value: int, size: int, colour: str, converted: bool) -> pygame.Surface:
    edge, face, facet_line = DIE_FILLS[colour]

    def paint(big: pygame.Surface, k: int) -> None:
        c = size * k / 2
        corners = ((-0.42, -1), (0.42, -1), (1, -0.42), (1, 0.42),
                   (0.42, 1), (-0.42, 1), (-1, 0.42), (-1, -0.42))
        octagon = [(c + c * dx * 0.98, c + c * dy * 0.98) for dx, dy in corners]
        pygame.draw.polygon(big, INK, octagon)
        inner = [(c + (x - c) * 0.9, c + (y - c) * 0.9) for x, y in octagon]
        pygame.draw.polygon(big, edge, inner)
        facet = [(c + (x - c) * 0.64, c + (y - c) * 0.64) for x, y in octagon]
        pygame.draw.polygon(big, face, facet)
        for a, b in zip(inner, facet):
            pygame.draw.line(big, facet_line, a, b, max(1, k))

    image = supersampled((size, size), paint)
    number = fonts.text(str(value), max(8, round(size * 0.48)), palette.TEXT_LIGHT, True)
    rect = number.get_rect(center=(size // 2, size // 2 + 1))
    if value == 6:  # underlined, so a tilted 6 is not read as a 9
        pygame.draw.line(image, palette.TEXT_LIGHT, (rect.left + 2, rect.bottom - 2),
                         (rect.right - 2, rect.bottom - 2), max(1, size // 28))
    image.blit(number, rect)
    return _finish(image)


def die_face(value: int, size: int, colour: str = "red") -> pygame.Surface:
    """One face of the red or blue eight-sided die (red gives the row, blue the column;
    rulebook "Floor Setup"): an octagon with ``value`` in light bold figures, ``size`` px
    square. Cached. Raises ``ValueError`` for ``value`` outside 1..8, a ``colour`` other
    than "red"/"blue", or ``size`` < 12."""
    if not isinstance(value, int) or not 1 <= value <= DIE_SIDES:
        raise ValueError(f"an eight-sided die shows 1..8, not {value!r}")
    _check(colour, DIE_COLOURS, "die colour")
    return _die(value, _check_size(size, 12, "die"), colour, _display_ready())
