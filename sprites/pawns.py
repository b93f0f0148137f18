"""Player pawns, small pawn icons and the 40-point score token, drawn in code.

Each player colour (``palette.PLAYER_COLOURS``) has its own shape (``palette.PAWN_SHAPES``)
so pawns are told apart without relying on colour. Every pawn has a dark outline and a
thin light halo, so it reads on felt, parchment and wood alike. Shapes are drawn at 4x
size and smooth-scaled down (anti-aliasing); results are cached per arguments.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from sprites import fonts, palette

SUPERSAMPLE = 4
HALO = (250, 243, 226, 200)


def supersampled(size: tuple[int, int], draw: Callable[[pygame.Surface, int], None],
                 factor: int = SUPERSAMPLE) -> pygame.Surface:
    """Anti-aliased drawing: ``draw(big_surface, factor)`` paints a transparent surface
    ``factor`` times larger than ``size`` (w, h in px), which is then smooth-scaled down."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    draw(big, factor)
    return _finish(pygame.transform.smoothscale(big, size))


def _finish(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def shape_points(shape: str, centre: tuple[float, float], radius: float) -> list[tuple]:
    """Outline points of ``shape`` ("square", "triangle", "diamond", "hexagon", "star")
    fitted in a circle of ``radius`` px around ``centre``; raises ``ValueError`` for
    "circle" (draw it with ``pygame.draw.circle``) or an unknown shape."""
    cx, cy = centre
    if shape == "square":
        r = radius * 0.84
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    corners = {"triangle": (3, -90, 1.12), "diamond": (4, -90, 1.0), "hexagon": (6, 0, 1.0),
               "star": (10, -90, 1.06)}
    if shape not in corners:
        raise ValueError(f"no outline points for shape {shape!r}")
    count, start, scale = corners[shape]
    points = []
    if shape == "triangle":
        cy += radius * 0.2  # centre the triangle's area, not its circumcircle
    for i in range(count):
        r = radius * scale * (0.48 if shape == "star" and i % 2 else 1.0)
        a = math.radians(start + i * 360 / count)
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def _draw_shape(big: pygame.Surface, shape: str, centre, radius: float, fill, line, width: int) -> None:
    """Fill ``shape`` and stroke it with round joins, the stroke centred on the edge."""
    if shape == "circle":
        pygame.draw.circle(big, line, centre, radius + width / 2)
        pygame.draw.circle(big, fill, centre, radius - width / 2)
        return
    points = shape_points(shape, centre, radius)
    pygame.draw.polygon(big, fill, points)
    pygame.draw.lines(big, line, True, points, width)
    for p in points:
        pygame.draw.circle(big, line, p, width / 2)


def _shadow(size: int, draw: Callable[[pygame.Surface, int], None], offset: int) -> pygame.Surface:
    """A soft dark copy of what ``draw`` paints, shifted down-right by ``offset`` px."""
    shape = supersampled((size, size), draw)
    shade = pygame.Surface((size, size), pygame.SRCALPHA)
    shade.blit(shape, (offset, offset))
    shade.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    shade.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.gaussian_blur(shade, max(1, size // 24))


def pawn(colour_key: str, size: int, shadow: bool = True) -> pygame.Surface:
    """The pawn of player colour ``colour_key`` in a ``size`` x ``size`` px transparent
    surface: its shape (``PAWN_SHAPES``), filled with its colour, lit from the top left,
    dark outline, light halo and (``shadow``) a soft drop shadow. Shared: do not draw on it.
    An unknown colour key (a damaged save) gives a neutral grey pawn (``palette.player_rgb``).
    Raises ``ValueError`` if ``size`` < 8."""
    if size < 8:
        raise ValueError(f"pawn size must be at least 8 px, got {size}")
    known = isinstance(colour_key, str) and colour_key in palette.PLAYER_COLOURS
    return _pawn(colour_key if known else None, int(size), bool(shadow))


@lru_cache(maxsize=256)
def _pawn(colour_key: str | None, size: int, shadow: bool) -> pygame.Surface:
    rgb, shape = palette.player_rgb(colour_key), palette.player_shape(colour_key)
    line = max(2, round(size / 16))
    radius = size * (0.40 if shadow else 0.44)

    def paint(big: pygame.Surface, k: int) -> None:
        c = (big.get_width() / 2 - (size * 0.03 * k if shadow else 0),) * 2
        r, w = radius * k, line * k
        _draw_shape(big, shape, c, r, HALO, HALO, w + 3 * k)
        _draw_shape(big, shape, c, r, rgb, palette.INK, w)
        _draw_shape(big, shape, (c[0] - r * 0.10, c[1] - r * 0.12), r * 0.52,
                    palette.shade(rgb, 1.28), palette.shade(rgb, 1.28), 1)

    image = supersampled((size, size), paint)
    if not shadow:
        return image
    result = _shadow(size, paint, max(2, size // 14))
    result.blit(image, (0, 0))
    return _finish(result)


def pawn_icon(colour_key: str, size: int = 24) -> pygame.Surface:
    """A small pawn (default 24 px) without drop shadow, for lists, score rows and buttons.
    Same errors as ``pawn``."""
    return pawn(colour_key, size, shadow=False)


@lru_cache(maxsize=32)
def score_token_40(size: int) -> pygame.Surface:
    """A round brass coin marked "40" (a player passed 40 points), ``size`` x ``size`` px
    with a soft shadow. Raises ``ValueError`` if ``size`` < 16."""
    if size < 16:
        raise ValueError(f"token size must be at least 16 px, got {size}")
    radius = size * 0.42

    def paint(big: pygame.Surface, k: int) -> None:
        c, r = (size * 0.48 * k,) * 2, radius * k
        pygame.draw.circle(big, palette.INK, c, r)
        pygame.draw.circle(big, palette.GOLD_DARK, c, r - 2 * k)
        pygame.draw.circle(big, palette.GOLD, c, r * 0.86)
        pygame.draw.circle(big, palette.GOLD_LIGHT, (c[0] - r * 0.12, c[1] - r * 0.14), r * 0.62)
        pygame.draw.circle(big, palette.GOLD, c, r * 0.62)
        pygame.draw.circle(big, palette.GOLD_DARK, c, r * 0.72, max(1, k))

    result = _shadow(size, paint, max(2, size // 14))
    result.blit(supersampled((size, size), paint), (0, 0))
    label = fonts.text("40", max(10, round(size * 0.42)), palette.INK, title=True)
    result.blit(label, label.get_rect(center=(round(size * 0.48), round(size * 0.49))))
    return _finish(result)
