"""Helpers shared by the modules that draw game art in code (``sprites.bazyliszek``,
``sprites.baldricks_tomb``, ``sprites.basilica``): converting a finished surface when a display exists, argument checks
that raise ``ValueError`` with a plain message, and one registry of cached drawing
functions so a single ``clear_cache()`` forgets them all (needed after ``pygame.quit()``).
"""
from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

_CACHED: list = []


def display_ready() -> bool:
    """True when a display mode is set (surfaces can then be converted)."""
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def finish(surface: pygame.Surface) -> pygame.Surface:
    """``convert_alpha()`` ``surface`` when a display mode is set (faster blits)."""
    return surface.convert_alpha() if display_ready() else surface


def check(value, allowed: Sequence, what: str) -> None:
    """Raise ``ValueError`` naming ``what`` unless ``value`` is one of ``allowed``."""
    if value not in allowed:
        raise ValueError(f"unknown {what} {value!r}; expected one of {', '.join(map(str, allowed))}")


def check_size(size: int, minimum: int, what: str) -> int:
    """``size`` as an int; ``ValueError`` when it is below ``minimum`` px."""
    size = int(size)
    if size < minimum:
        raise ValueError(f"{what} size must be at least {minimum} px, got {size}")
    return size


def cached(maxsize: int = 128):
    """``functools.lru_cache`` that also registers the function for ``clear_cache``."""
    def wrap(fn):
        kept = functools.lru_cache(maxsize=maxsize)(fn)
        _CACHED.append(kept)
        return kept
    return wrap


def clear_cache() -> None:
    """Forget every cached surface (and font) of the art modules that draw through
    ``cached``: each game's art."""
    for kept in _CACHED:
        kept.cache_clear()


def stroke(surface: pygame.Surface, colour, points, width: float, closed: bool = False) -> None:
    """A polyline through ``points`` (px), ``width`` px wide and of even thickness (a quad
    per segment, round joints); ``closed`` joins the last point to the first."""
    pairs = list(zip(points, points[1:]))
    if closed and len(points) > 2:
        pairs.append((points[-1], points[0]))
    half = width / 2
    for (ax, ay), (bx, by) in pairs:
        length = math.hypot(bx - ax, by - ay)
        if length:
            nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
            pygame.draw.polygon(surface, colour, [(ax + nx, ay + ny), (bx + nx, by + ny),
                                                  (bx - nx, by - ny), (ax - nx, ay - ny)])
    for p in points:
        pygame.draw.circle(surface, colour, p, half)


def arc(cx, cy, rx, ry, start, end, steps: int = 16) -> list:
    """``steps + 1`` points on an ellipse arc around (``cx``, ``cy``) with radii ``rx``,
    ``ry``; angles in degrees (0 = right, 90 = down)."""
    return [(cx + rx * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + ry * math.sin(math.radians(start + (end - start) * i / steps)))
            for i in range(steps + 1)]


def star(points: int, outer: float, inner: float, cx=0.0, cy=0.0, start=-90.0) -> list:
    """The ``2 * points`` corners of a star around (``cx``, ``cy``), tips at radius
    ``outer`` (the first at angle ``start``, degrees), notches at ``inner``."""
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(start + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def with_shadow(image: pygame.Surface, offset: int, alpha: int = 120) -> pygame.Surface:
    """``image`` over a soft dark copy of itself (opacity ``alpha`` of 255) shifted
    down-right by ``offset`` px; converted when a display exists."""
    shade = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    shade.blit(image, (offset, offset))
    shade.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    shade.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    shade = pygame.transform.gaussian_blur(shade, max(1, offset))
    shade.blit(image, (0, 0))
    return finish(shade)


@cached(32)
def tint(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A ``size`` px sheet of one translucent colour ``rgba`` (e.g. the glow over a space
    a player may choose); made once per size and colour."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill(rgba)
    return sheet
