"""Baldrick's Tomb art, lowest layer: the game's constants (symbol, token, deck and die
names, the 8x8 grid), its colours and tints, and the small vector-shape kit every other
``tomb_*`` art module paints with: ``_Shape`` parts in local units (about -1..1 around
their centre), built by ``_poly``/``_circle``/``_line``, moved by ``_transform`` and
painted with an ink outline (and optional halo) by ``_draw_shapes``. Also ``_new`` (a
transparent surface) and ``_check_card_size``. Re-exported by ``sprites.baldricks_tomb.art``."""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from games.engine.i18n import N_

import pygame

from sprites import palette
from sprites.artkit import stroke as _stroke


Colour = tuple[int, ...]

SYMBOLS = ("run", "monster_attack", "player_attack", "treasure", "poison")
TOKEN_KINDS = ("monster", "treasure", "scroll", "fountain", "trap", "exit", "gem")
TEXT_CARD_KINDS = ("treasure", "scroll", "trap", "skill")
DECKS = ("monster", "treasure", "scroll", "trap", "skill")
DIE_COLOURS = ("red", "blue")
GRID = 8          # the floor is 8 x 8 spaces (red die: row, blue die: column)
DIE_SIDES = 8

# --- colours ---------------------------------------------------------------------------
INK = palette.INK
HALO = (250, 243, 226, 210)
IVORY = (238, 228, 198)
BONE = (204, 188, 150)
STEEL = (214, 222, 234)
STEEL_DARK = (128, 138, 158)
IRON = (84, 86, 96)
LEATHER = (150, 92, 52)
LEATHER_LIGHT = (196, 138, 84)
SOLE = (74, 46, 30)
SPEED = (150, 206, 240)
BLOOD = (206, 38, 40)
EMBER = (255, 92, 52)
POISON = (104, 204, 62)
POISON_LIGHT = (196, 246, 150)
WATER = (112, 200, 255)
WATER_LIGHT = (210, 240, 255)
STONE = (112, 106, 100)
STONE_DARK = (58, 54, 52)
STONE_LIGHT = (168, 160, 150)
GEM = (150, 214, 255)
GEM_DARK = (70, 130, 210)
GEM_LIGHT = (236, 250, 255)
HEART = (218, 48, 60)
SAND = (232, 196, 110)
GLASS = (200, 226, 236)
DARK = (26, 22, 22)
FRAME = (30, 25, 24)
CARD_DARK = (44, 38, 38)

TOKEN_TINTS: dict[str, Colour] = {
    "monster": (168, 38, 34), "treasure": (204, 152, 40), "scroll": (86, 72, 176),
    "fountain": (28, 116, 178), "trap": (206, 96, 20), "exit": (42, 132, 64),
    "gem": (128, 48, 150),
}
DECK_COLOURS: dict[str, Colour] = {
    "monster": (168, 38, 34), "treasure": (204, 152, 40), "scroll": (96, 84, 186),
    "trap": (206, 96, 20), "skill": (40, 140, 96),
}
# The deck's name on its card backs (marked for the catalog; ``cards.card_back`` draws it
# in the language shown).
DECK_NAMES = {"monster": N_("MONSTER"), "treasure": N_("TREASURE"), "scroll": N_("SCROLL"),
              "trap": N_("TRAP"), "skill": N_("SKILL")}
DIE_FILLS = {"red": ((150, 34, 36), (178, 50, 48), (112, 24, 26)),
             "blue": ((30, 74, 158), (48, 100, 190), (20, 50, 112))}
LEVEL_GLOW = {1: (40, 110, 50), 2: (130, 92, 30), 3: (170, 70, 24)}
ROMAN = {1: "I", 2: "II", 3: "III"}


def _new(size) -> pygame.Surface:
    return pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)


def _check_card_size(size) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    if w < 60 or h < 84:
        raise ValueError(f"card size must be at least 60x84 px, got {w}x{h}")
    return w, h


# --- vector shapes -----------------------------------------------------------------------
class _Shape(NamedTuple):
    """One part of a pictogram in local units. ``kind``: "poly" (``geom`` = points),
    "circle" (x, y, radius), "ellipse" (x, y, w, h), "line" (points, stroked ``width``
    wide with round joints) or "ring" (x, y, radius; ``width`` = ring width).
    ``outline=False`` paints a detail without the ink outline."""
    kind: str
    fill: Colour
    geom: tuple
    width: float = 0.0
    outline: bool = True


def _poly(fill, points, outline=True) -> _Shape:
    return _Shape("poly", fill, tuple(points), 0.0, outline)


def _circle(fill, x, y, r, outline=True) -> _Shape:
    return _Shape("circle", fill, (x, y, r), 0.0, outline)


def _line(fill, points, width, outline=True) -> _Shape:
    return _Shape("line", fill, tuple(points), width, outline)




def _paint(surface, shape: _Shape, pt, r: float, colour, grow: float) -> None:
    """Paint ``shape`` in ``colour``, grown by ``grow`` px on every side (for outlines)."""
    g = shape.geom
    if shape.kind == "circle":
        pygame.draw.circle(surface, colour, pt(g[0], g[1]), g[2] * r + grow)
    elif shape.kind == "ring":
        radius = g[2] * r
        width = shape.width * r + 2 * grow
        pygame.draw.circle(surface, colour, pt(g[0], g[1]), radius + width / 2, max(1, round(width)))
    elif shape.kind == "ellipse":
        rect = pygame.FRect(0, 0, g[2] * r + 2 * grow, g[3] * r + 2 * grow)
        rect.center = pt(g[0], g[1])
        pygame.draw.ellipse(surface, colour, rect)
    elif shape.kind == "poly":
        points = [pt(x, y) for x, y in g]
        pygame.draw.polygon(surface, colour, points)
        if grow:
            _stroke(surface, colour, points, 2 * grow, closed=True)
    else:
        _stroke(surface, colour, [pt(x, y) for x, y in g], shape.width * r + 2 * grow)


def _draw_shapes(surface, shapes: Sequence[_Shape], centre, r: float, *,
                 outline: float = 0.07, halo: float = 0.0, min_px: float = 1.0) -> None:
    """Paint ``shapes`` (local units) centred on ``centre``, 1 unit = ``r`` px: first a light
    ``halo`` around the whole, then each shape with its ink outline, in order."""
    cx, cy = centre

    def pt(x, y):
        return (cx + x * r, cy + y * r)

    ow = max(outline * r, min_px) if outline else 0.0
    if halo:
        for shape in shapes:
            if shape.outline:
                _paint(surface, shape, pt, r, HALO, ow + halo * r)
    for shape in shapes:
        if shape.outline and ow:
            _paint(surface, shape, pt, r, INK, ow)
        _paint(surface, shape, pt, r, shape.fill, 0)


def _transform(shapes: Sequence[_Shape], *, rotate: float = 0.0, scale: float = 1.0,
               dx: float = 0.0, dy: float = 0.0) -> list[_Shape]:
    """``shapes`` rotated by ``rotate`` degrees about (0, 0), scaled, then moved."""
    cos, sin = math.cos(math.radians(rotate)), math.sin(math.radians(rotate))

    def move(x, y):
        return ((x * cos - y * sin) * scale + dx, (x * sin + y * cos) * scale + dy)

    out = []
    for s in shapes:
        if s.kind in ("poly", "line"):
            geom = tuple(move(x, y) for x, y in s.geom)
        else:
            geom = (*move(s.geom[0], s.geom[1]), *(v * scale for v in s.geom[2:]))
        out.append(s._replace(geom=geom, width=s.width * scale))
    return out


def _tapered(p0, ctrl, p1, width: float, *, horn: bool = False, steps: int = 14) -> list:
    """Outline of a curved stroke along the quadratic Bezier ``p0``-``ctrl``-``p1``:
    pointed at both ends (a claw slash) or, with ``horn``, wide at ``p0`` and pointed at ``p1``."""
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * ctrl[0] + t * t * p1[0]
        y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * ctrl[1] + t * t * p1[1]
        dx = 2 * (1 - t) * (ctrl[0] - p0[0]) + 2 * t * (p1[0] - ctrl[0])
        dy = 2 * (1 - t) * (ctrl[1] - p0[1]) + 2 * t * (p1[1] - ctrl[1])
        length = math.hypot(dx, dy) or 1.0
        half = width / 2 * ((1 - t) if horn else math.sin(math.pi * t) ** 0.7)
        left.append((x - dy / length * half, y + dx / length * half))
        right.append((x + dy / length * half, y - dx / length * half))
    return left + right[::-1]
