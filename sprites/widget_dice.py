"""Dice: ``die_face`` (a cached d6 face with pips or d8 face with its number), ``PIPS``
(pip places per d6 value) and the ``Die`` widget with its tumbling roll animation.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable

import pygame

from sprites import fonts, palette
from sprites.pawns import supersampled
from sprites.widget_art import _new, _soft_shadow
from sprites.widget_base import Widget


# ------------------------------------------------------------------------------------- Die
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _check_face(sides: int, value: int) -> None:
    if sides not in (6, 8) or not 1 <= value <= sides:
        raise ValueError(f"no face {value} on a d{sides}")


@lru_cache(maxsize=64)
def die_face(sides: int, value: int, size: int) -> pygame.Surface:
    """A die face ``size`` px square: d6 ivory with pips, d8 a red octagon with the number.
    Raises ``ValueError`` for other ``sides`` or a ``value`` outside 1..sides."""
    _check_face(sides, value)

    def paint(big, k):
        s, c = size * k, size * k / 2
        if sides == 6:
            radius = round(s * 0.16)
            pygame.draw.rect(big, palette.INK, (0, 0, s, s), border_radius=radius + 2 * k)
            pygame.draw.rect(big, (222, 212, 188), (2 * k, 2 * k, s - 4 * k, s - 4 * k), border_radius=radius)
            pygame.draw.rect(big, (252, 247, 234), (3 * k, 3 * k, s - 7 * k, s - 9 * k), border_radius=radius)
            for px, py in PIPS[value]:
                pygame.draw.circle(big, palette.INK, (c + px * s * 0.26, c + py * s * 0.26), s * 0.085)
        else:
            corners = ((-0.42, -1), (0.42, -1), (1, -0.42), (1, 0.42),
                       (0.42, 1), (-0.42, 1), (-1, 0.42), (-1, -0.42))
            octagon = [(c + c * dx, c + c * dy) for dx, dy in corners]
            pygame.draw.polygon(big, palette.INK, octagon)
            inner = [(c + (x - c) * 0.9, c + (y - c) * 0.9) for x, y in octagon]
            pygame.draw.polygon(big, (150, 34, 36), inner)
            facet = [(c + (x - c) * 0.62, c + (y - c) * 0.62) for x, y in octagon]
            pygame.draw.polygon(big, (178, 50, 48), facet)
            for a, b in zip(inner, facet):
                pygame.draw.line(big, (120, 26, 28), a, b, k)

    face = supersampled((size, size), paint)
    if sides == 8:
        number = fonts.text(str(value), round(size * 0.5), palette.TEXT_LIGHT, True)
        face.blit(number, number.get_rect(center=(size // 2, size // 2 + 1)))
    return face


class Die(Widget):
    """A d6 (pips) or d8 (number) showing ``value``. ``roll(final_value, duration_ms)``
    animates tumbling random faces and lands on ``final_value`` (the value is the caller's:
    this only animates); advance it with ``update(dt_ms)``. ``seed`` makes the tumbling
    repeatable (screenshots). Raises ``ValueError`` for a bad ``sides`` or value."""

    FLIP_MS = 70

    def __init__(self, rect, sides: int = 6, value: int = 1, *, tooltip: str | None = None,
                 seed: int | None = None):
        super().__init__(rect, tooltip=tooltip)
        _check_face(sides, value)
        self.sides = sides
        self.value, self.shown, self.angle = value, value, 0
        self._left = 0
        self._since_flip = 0
        self._on_done: Callable[[], None] | None = None
        self._rng = random.Random(seed)  # only picks the tumbling faces, never the result

    @property
    def rolling(self) -> bool:
        """True while the roll animation runs."""
        return self._left > 0

    def roll(self, final_value: int, duration_ms: int = 800,
             on_done: Callable[[], None] | None = None) -> None:
        """Start tumbling for ``duration_ms``; then show ``final_value`` and call ``on_done``."""
        _check_face(self.sides, final_value)
        self.value, self._left, self._on_done = final_value, max(1, duration_ms), on_done
        self._since_flip = self.FLIP_MS

    def update(self, dt: float = 0, *args) -> None:
        """Advance the animation by ``dt`` milliseconds."""
        if not self.rolling:
            return
        self._left -= dt
        self._since_flip += dt
        if self._left <= 0:
            self._left, self.shown, self.angle = 0, self.value, 0
            if self._on_done is not None:
                done, self._on_done = self._on_done, None
                done()
        elif self._since_flip >= self.FLIP_MS:
            self._since_flip = 0
            faces = [v for v in range(1, self.sides + 1) if v != self.shown]
            self.shown, self.angle = self._rng.choice(faces), self._rng.uniform(-14, 14)

    def _state(self):
        return (self.shown, round(self.angle))

    def _render(self) -> pygame.Surface:
        size = round(min(self.rect.size) * 0.8)
        face = die_face(self.sides, self.shown, size)
        if self.angle:
            face = pygame.transform.rotozoom(face, self.angle, 1)
        surface = _new(self.rect.size)
        shadow = _soft_shadow((size - 8, size - 8), 6, 4)
        centre = surface.get_rect().center
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 5)))
        surface.blit(face, face.get_rect(center=centre))
        return surface
