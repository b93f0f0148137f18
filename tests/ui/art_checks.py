"""Helpers for the tests of the art modules: raw pixels, "all different", mean colour."""
from __future__ import annotations

import itertools

import pygame


def pixels(surface: pygame.Surface) -> bytes:
    """The RGBA bytes of ``surface`` (equal bytes = the same picture)."""
    return pygame.image.tobytes(surface, "RGBA")


def all_different(surfaces) -> bool:
    """True when no two of ``surfaces`` are the same picture."""
    images = [pixels(s) for s in surfaces]
    return all(a != b for a, b in itertools.combinations(images, 2))


def mean_colour(surface: pygame.Surface, rect) -> tuple[float, float, float]:
    """The mean RGB of ``surface`` inside ``rect``."""
    r = pygame.Rect(rect)
    colours = [surface.get_at((x, y)) for x in range(r.left, r.right) for y in range(r.top, r.bottom)]
    return tuple(sum(c[i] for c in colours) / len(colours) for i in range(3))
