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
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from sprites import artkit, fonts, palette
from sprites.artkit import cached as _cached, check as _check, check_size as _check_size
from sprites.artkit import with_shadow as _with_shadow
from sprites.artkit import arc as _arc, star as _star, stroke as _stroke
from sprites.artkit import display_ready as _display_ready, finish as _finish
from sprites.pawns import supersampled


def clear_cache() -> None:
    """Forget every cached surface of the art modules (needed after ``pygame.quit()``)."""
    artkit.clear_cache()


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
DECK_NAMES = {"monster": "MONSTER", "treasure": "TREASURE", "scroll": "SCROLL",
              "trap": "TRAP", "skill": "SKILL"}
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






# --- pictograms (local units, about -1..1) -------------------------------------------------
def _boot() -> list[_Shape]:
    """RUN: a running boot with speed lines."""
    boot = [
        _poly(LEATHER, [(-0.3, -0.9), (0.28, -0.9), (0.3, 0.08), (0.78, 0.2), (0.98, 0.42),
                        (0.98, 0.62), (-0.34, 0.62)]),
        _poly(SOLE, [(-0.38, 0.56), (1.0, 0.56), (1.0, 0.84), (-0.38, 0.84)]),
        _poly(LEATHER_LIGHT, [(-0.36, -0.96), (0.34, -0.96), (0.34, -0.7), (-0.36, -0.7)]),
        _line(SOLE, [(0.3, 0.22), (0.46, 0.12)], 0.07, outline=False),
    ]
    lines = [_line(SPEED, [(-1.0 + d, y), (-0.56 + d, y)], 0.14)
             for y, d in ((-0.42, 0.06), (-0.04, 0.0), (0.34, 0.06))]
    return lines + _transform(boot, rotate=-12, dx=0.06, dy=0.02)


def _claws() -> list[_Shape]:
    """MONSTER ATTACK: three red claw slashes."""
    return [_poly(BLOOD, _tapered((0.5 + d, -0.95 + d * 0.25), (0.22 + d, 0.0 + d * 0.3),
                                  (-0.56 + d, 0.92 + d * 0.2), 0.3))
            for d in (-0.42, 0.0, 0.42)]


def _sword() -> list[_Shape]:
    """PLAYER ATTACK: an upright sword, tilted to point top right."""
    sword = [
        _poly(STEEL, [(0, -1.05), (0.15, -0.82), (0.15, 0.36), (-0.15, 0.36), (-0.15, -0.82)]),
        _line(STEEL_DARK, [(0, -0.78), (0, 0.28)], 0.06, outline=False),
        _poly(palette.GOLD, [(-0.46, 0.34), (0.46, 0.34), (0.46, 0.5), (-0.46, 0.5)]),
        _poly(LEATHER, [(-0.09, 0.5), (0.09, 0.5), (0.09, 0.82), (-0.09, 0.82)]),
        _circle(palette.GOLD, 0, 0.92, 0.14),
    ]
    return _transform(sword, rotate=45, scale=1.22, dx=-0.02, dy=0.02)


def _coin() -> list[_Shape]:
    """TREASURE / a gold token: a gold coin with an embossed star."""
    return [
        _circle(palette.GOLD_DARK, 0, 0, 0.9),
        _circle(palette.GOLD, 0, 0, 0.76, outline=False),
        _circle(palette.GOLD_LIGHT, -0.1, -0.12, 0.56, outline=False),
        _circle(palette.GOLD, 0.02, 0.02, 0.52, outline=False),
        _Shape("ring", palette.GOLD_DARK, (0, 0, 0.62), 0.06, False),
        _poly(palette.GOLD_DARK, _star(5, 0.36, 0.15), outline=False),
    ]


def _drop(fill, light, dy: float = 0.0) -> list[_Shape]:
    points = [(0, -0.96)] + _arc(0, 0.3, 0.64, 0.64, -52, 232, 20)
    return [_poly(fill, [(x, y + dy) for x, y in points]),
            _Shape("ellipse", light, (-0.26, 0.12 + dy, 0.2, 0.36), 0.0, False)]


def _poison() -> list[_Shape]:
    """POISON: a green drop with a skull."""
    skull = [
        _circle(IVORY, 0, 0.24, 0.3, outline=False),
        _poly(IVORY, [(-0.17, 0.36), (0.17, 0.36), (0.14, 0.6), (-0.14, 0.6)], outline=False),
        _circle(DARK, -0.11, 0.24, 0.085, outline=False),
        _circle(DARK, 0.11, 0.24, 0.085, outline=False),
        _line(DARK, [(0, 0.47), (0, 0.58)], 0.04, outline=False),
    ]
    return _drop(POISON, POISON_LIGHT)[:1] + skull


def _horned_skull() -> list[_Shape]:
    """Monster token / deck emblem: a horned skull with glowing eyes."""
    horns = [_poly(BONE, _tapered((s * 0.36, -0.38), (s * 1.0, -0.45), (s * 0.8, -1.0), 0.34,
                                  horn=True)) for s in (-1, 1)]
    face = [
        _poly(IVORY, [(-0.36, 0.2), (0.36, 0.2), (0.3, 0.78), (-0.3, 0.78)]),
        _circle(IVORY, 0, -0.12, 0.6),
        _circle(DARK, -0.23, -0.08, 0.17, outline=False),
        _circle(DARK, 0.23, -0.08, 0.17, outline=False),
        _circle(EMBER, -0.23, -0.06, 0.08, outline=False),
        _circle(EMBER, 0.23, -0.06, 0.08, outline=False),
        _poly(DARK, [(0, 0.14), (0.08, 0.32), (-0.08, 0.32)], outline=False),
    ]
    teeth = [_line(DARK, [(x, 0.5), (x, 0.74)], 0.05, outline=False) for x in (-0.15, 0, 0.15)]
    return horns + face + teeth


def _chest() -> list[_Shape]:
    """Treasure token / deck emblem: a treasure chest with gold bands."""
    wood, dark = (156, 94, 48), (104, 60, 30)
    lid = [(-0.88, -0.06)] + _arc(0, -0.06, 0.88, 0.62, 180, 360, 18) + [(0.88, -0.06)]
    shapes = [_poly(wood, [(-0.88, -0.06), (0.88, -0.06), (0.88, 0.78), (-0.88, 0.78)]),
              _poly(dark, lid)]
    shapes += [_line(palette.GOLD, [(x, -0.5), (x, 0.74)], 0.14) for x in (-0.56, 0.56)]
    shapes += [_line(INK, [(-0.88, -0.06), (0.88, -0.06)], 0.05, outline=False),
               _poly(palette.GOLD_LIGHT, [(-0.16, -0.22), (0.16, -0.22), (0.16, 0.18), (-0.16, 0.18)]),
               _circle(INK, 0, -0.05, 0.055, outline=False),
               _line(INK, [(0, -0.03), (0, 0.08)], 0.05, outline=False)]
    return shapes


def _scroll() -> list[_Shape]:
    """Scroll token / deck emblem: an unrolled scroll with a wax seal."""
    shapes = [_poly(palette.PARCHMENT, [(-0.56, -0.72), (0.56, -0.72), (0.56, 0.72), (-0.56, 0.72)])]
    shapes += [_line(palette.PARCHMENT_DARK, [(-0.7, y), (0.7, y)], 0.28) for y in (-0.78, 0.78)]
    shapes += [_line(palette.INK_MUTED, [(-0.36, y), (0.36 - (0.2 if y > 0 else 0), y)], 0.07,
                     outline=False) for y in (-0.44, -0.22, 0.0, 0.22)]
    shapes += [_circle(BLOOD, 0.3, 0.46, 0.17)]
    return shapes


def _fountain() -> list[_Shape]:
    """Healing fountain token: a stone basin with a water jet."""
    jets = [_line(WATER, [(0, 0.0), (0, -0.72)], 0.16)]
    jets += [_line(WATER, [(0, -0.72), (s * 0.3, -0.88), (s * 0.56, -0.72), (s * 0.68, -0.36)], 0.12)
             for s in (-1, 1)]
    basin = [
        _poly(STONE, [(-0.24, 0.4), (0.24, 0.4), (0.32, 0.82), (-0.32, 0.82)]),
        _poly(STONE, [(-0.56, 0.78), (0.56, 0.78), (0.56, 0.96), (-0.56, 0.96)]),
        _poly(STONE_LIGHT, [(-0.96, -0.06), (0.96, -0.06), (0.72, 0.44), (-0.72, 0.44)]),
        _Shape("ellipse", WATER, (0, 0.02, 1.6, 0.18), 0.0, False),
        _circle(WATER_LIGHT, -0.82, -0.3, 0.08, outline=False),
        _circle(WATER_LIGHT, 0.82, -0.26, 0.08, outline=False),
    ]
    return jets + basin


def _spikes() -> list[_Shape]:
    """Trap token / deck emblem: iron spikes with bloody tips on a base bar."""
    shapes = []
    for i, top in enumerate((-0.5, -0.95, -0.7, -0.95, -0.5)):
        x = -0.8 + i * 0.4
        shapes.append(_poly(STEEL, [(x - 0.2, 0.42), (x, top), (x + 0.2, 0.42)]))
        shapes.append(_poly(BLOOD, [(x - 0.06, top + 0.3), (x, top + 0.04), (x + 0.06, top + 0.3)],
                            outline=False))
    shapes.append(_poly(IRON, [(-0.98, 0.4), (0.98, 0.4), (0.98, 0.76), (-0.98, 0.76)]))
    shapes += [_circle(STEEL_DARK, x, 0.58, 0.06, outline=False) for x in (-0.7, 0, 0.7)]
    return shapes


def _stairs() -> list[_Shape]:
    """The Exit: a stone archway with stairs leading down into the dark."""
    arch = lambda r, bottom: [(-r, bottom)] + _arc(0, -0.1, r, r, 180, 360, 18) + [(r, bottom)]  # noqa: E731
    shapes = [_poly(STONE_LIGHT, arch(0.86, 0.96)), _poly(DARK, arch(0.56, 0.96))]
    for i in range(4):
        y, half = 0.96 - i * 0.2, 0.56 - i * 0.09
        light = tuple(round(c * (1 - i * 0.2)) for c in (236, 196, 128))
        shapes.append(_poly(light, [(-half, y), (half, y), (half, y - 0.12), (-half, y - 0.12)],
                            outline=False))
    shapes.append(_poly(POISON_LIGHT, [(-0.2, -0.5), (0.2, -0.5), (0.2, -0.3), (0.34, -0.3),
                                       (0, 0.02), (-0.34, -0.3), (-0.2, -0.3)]))
    return shapes


def _gem() -> list[_Shape]:
    """Baldrick's Gem: a cut diamond."""
    return [
        _poly(GEM, [(-0.5, -0.66), (0.5, -0.66), (0.92, -0.2), (0, 0.92), (-0.92, -0.2)]),
        _poly(GEM_LIGHT, [(-0.28, -0.66), (0.28, -0.66), (0.42, -0.2), (-0.42, -0.2)], outline=False),
        _poly(GEM_DARK, [(-0.92, -0.2), (-0.42, -0.2), (0, 0.92)], outline=False),
        _poly(GEM_DARK, [(0.42, -0.2), (0.92, -0.2), (0, 0.92)], outline=False),
        _line(INK, [(-0.92, -0.2), (0.92, -0.2)], 0.04, outline=False),
        _poly(GEM_LIGHT, _star(4, 0.2, 0.05, -0.46, -0.48), outline=False),
    ]


def _skill_star() -> list[_Shape]:
    """Skill deck emblem: a gold star in a laurel of two arcs."""
    laurel = [_line(POISON, _arc(0, 0.05, 0.86, 0.86, a, b, 10), 0.14) for a, b in ((100, 220), (80, -40))]
    return laurel + [_poly(palette.GOLD_LIGHT, _star(5, 0.7, 0.3, 0, 0.04))]


def _heart() -> list[_Shape]:
    """The HP marker: a red heart."""
    points = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        points.append((x / 17, y / 17 + 0.1))
    return [_poly(HEART, points),
            _Shape("ellipse", (246, 140, 150), (-0.42, -0.32, 0.3, 0.22), 0.0, False)]


def _hourglass() -> list[_Shape]:
    """The Impending Doom token: an hourglass running out."""
    wood = (122, 78, 44)
    return [
        _poly(GLASS, [(-0.5, -0.72), (0.5, -0.72), (0.08, 0), (0.5, 0.72), (-0.5, 0.72), (-0.08, 0)]),
        _poly(SAND, [(-0.24, -0.36), (0.24, -0.36), (0.04, -0.06), (-0.04, -0.06)], outline=False),
        _poly(SAND, [(-0.44, 0.7), (0.44, 0.7), (0, 0.3)], outline=False),
        _line(SAND, [(0, -0.06), (0, 0.5)], 0.05, outline=False),
        _poly(wood, [(-0.72, -0.96), (0.72, -0.96), (0.72, -0.72), (-0.72, -0.72)]),
        _poly(wood, [(-0.72, 0.72), (0.72, 0.72), (0.72, 0.96), (-0.72, 0.96)]),
    ]


def _rocks() -> list[_Shape]:
    """The collapse: falling rocks over a cracked floor."""
    rocks = [(-0.5, -0.55, 0.3), (0.35, -0.7, 0.24), (0.1, 0.0, 0.36), (-0.6, 0.3, 0.22), (0.62, 0.25, 0.26)]
    shapes = [_line(DARK, [(-0.95, 0.8), (-0.4, 0.62), (0.1, 0.86), (0.5, 0.6), (0.95, 0.76)], 0.08)]
    for i, (x, y, r) in enumerate(rocks):
        corners = [(x + r * math.cos(math.radians(a + i * 23)) * (0.8 + 0.2 * ((a // 60 + i) % 3) / 2),
                    y + r * math.sin(math.radians(a + i * 23))) for a in range(0, 360, 60)]
        shapes.append(_poly(STONE_LIGHT if i % 2 else STONE, corners))
    return shapes


def _flag() -> list[_Shape]:
    """The First to Land token: a banner planted in the ground."""
    return [
        _Shape("ellipse", STONE, (-0.3, 0.82, 0.9, 0.26), 0.0, True),
        _line(LEATHER, [(-0.42, -0.92), (-0.42, 0.8)], 0.12),
        _poly(BLOOD, [(-0.36, -0.9), (0.82, -0.7), (0.46, -0.42), (0.82, -0.14), (-0.36, -0.08)]),
    ]


def _arrow(up: bool) -> list[_Shape]:
    """The depth marker's arrow (down into the tomb, or up towards the entrance)."""
    s = -1 if up else 1
    return [_poly(palette.GOLD_LIGHT, [(-0.26, -0.8 * s), (0.26, -0.8 * s), (0.26, 0.05 * s),
                                       (0.62, 0.05 * s), (0, 0.86 * s), (-0.62, 0.05 * s),
                                       (-0.26, 0.05 * s)])]


ICONS: dict[str, Callable[[], list[_Shape]]] = {
    "run": _boot, "monster_attack": _claws, "player_attack": _sword, "treasure": _coin,
    "poison": _poison, "monster": _horned_skull, "chest": _chest, "scroll": _scroll,
    "fountain": _fountain, "trap": _spikes, "exit": _stairs, "gem": _gem, "skill": _skill_star,
    "heart": _heart, "hourglass": _hourglass, "collapse": _rocks, "flag": _flag,
    "arrow_down": lambda: _arrow(False), "arrow_up": lambda: _arrow(True),
}
TOKEN_ICONS = {"monster": "monster", "treasure": "chest", "scroll": "scroll",
               "fountain": "fountain", "trap": "trap", "exit": "exit", "gem": "gem"}
DECK_ICONS = {"monster": "monster", "treasure": "chest", "scroll": "scroll", "trap": "trap",
              "skill": "skill"}


@_cached(256)
def _icon(name: str, size: int, halo: bool, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        half = big.get_width() / 2
        _draw_shapes(big, ICONS[name](), (half, half), half * (0.84 if halo else 0.9),
                     outline=0.07, halo=0.06 if halo else 0.0, min_px=k)
    return supersampled((size, size), paint)


def icon(name: str, size: int, *, halo: bool = False) -> pygame.Surface:
    """Pictogram ``name`` (a key of ``ICONS``: every symbol, every token and deck emblem,
    "heart", "hourglass", "collapse", "flag", "arrow_down", "arrow_up") in a transparent
    ``size`` x ``size`` px square; ``halo`` adds a light rim (for dark backgrounds).
    Cached. Raises ``ValueError`` for an unknown name or ``size`` < 8."""
    _check(name, tuple(ICONS), "icon")
    return _icon(name, _check_size(size, 8, "icon"), bool(halo), _display_ready())


def symbol_icon(symbol: str, size: int) -> pygame.Surface:
    """The combat symbol ``symbol`` (one of ``SYMBOLS``; rulebook "Combat Symbols") as a
    ``size`` x ``size`` px pictogram with ink outline and light halo: RUN a running boot,
    MONSTER ATTACK three claw slashes, PLAYER ATTACK a sword, TREASURE a gold coin,
    POISON a green drop with a skull. Cached. Raises ``ValueError`` for an unknown symbol
    or ``size`` < 8."""
    _check(symbol, SYMBOLS, "combat symbol")
    return icon(symbol, size, halo=True)


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


# --- monster pictures (one per look; the card's ``look`` picks one) -------------------------
def _slime() -> list[_Shape]:
    """"slime": a dripping green blob with big eyes."""
    body = _arc(0, 0.34, 0.82, 0.86, 180, 360, 20) + [
        (0.84, 0.7), (0.62, 0.62), (0.5, 0.86), (0.28, 0.66), (0.02, 0.78), (-0.24, 0.64),
        (-0.46, 0.88), (-0.6, 0.62), (-0.86, 0.72)]
    slime, light = (112, 196, 76), (186, 240, 150)
    return [
        _poly(slime, body),
        _Shape("ellipse", light, (-0.4, -0.2, 0.26, 0.4), 0.0, False),
        _circle(IVORY, -0.26, 0.06, 0.18), _circle(IVORY, 0.26, 0.06, 0.18),
        _circle(DARK, -0.22, 0.1, 0.09, outline=False), _circle(DARK, 0.22, 0.1, 0.09, outline=False),
        _line(DARK, _arc(0, 0.28, 0.26, 0.14, 20, 160, 8), 0.07, outline=False),
    ]


def _rat() -> list[_Shape]:
    """"rat": a grey rat in profile, round pink ear, red eye, buck teeth and a bare tail."""
    fur, belly, pink = (132, 116, 104), (172, 156, 140), (228, 156, 156)
    head = [(0.0, -0.24), (0.14, 0.12), (-0.04, 0.5), (-0.5, 0.52), (-0.98, 0.38),
            (-1.0, 0.26), (-0.58, -0.06), (-0.3, -0.24)]
    return [
        _line(pink, [(0.8, 0.5), (1.18, 0.46), (1.38, 0.16), (1.24, -0.2), (1.36, -0.5)], 0.09),
        _Shape("ellipse", pink, (-0.16, 0.76, 0.3, 0.14), 0.0, True),
        _Shape("ellipse", pink, (0.62, 0.78, 0.3, 0.14), 0.0, True),
        _Shape("ellipse", fur, (0.3, 0.28, 1.34, 0.96), 0.0, True),
        _Shape("ellipse", belly, (0.26, 0.5, 0.9, 0.38), 0.0, False),
        _poly(fur, head),
        _poly(IVORY, [(-0.8, 0.42), (-0.68, 0.42), (-0.72, 0.58), (-0.8, 0.56)]),
        _circle(fur, -0.12, -0.26, 0.26),
        _circle(pink, -0.12, -0.24, 0.15, outline=False),
        _circle(EMBER, -0.46, 0.1, 0.08),
        _circle(DARK, -0.47, 0.1, 0.035, outline=False),
        _circle(pink, -0.99, 0.31, 0.08),
        *[_line(DARK, [(-0.86, 0.3), (x, y)], 0.025, outline=False)
          for x, y in ((-1.2, 0.14), (-1.24, 0.3), (-1.18, 0.46))],
    ]


def _bat() -> list[_Shape]:
    """"bat": a bat with spread, scalloped wings, tall ears, red eyes and fangs."""
    wing, finger, fur, ear = (74, 56, 80), (46, 34, 52), (112, 84, 104), (206, 132, 146)
    shapes = []
    for s in (-1, 1):
        edge = [(0.2, -0.22), (0.66, -0.64), (1.0, -0.62), (1.44, -0.3), (1.16, -0.04),
                (1.28, 0.2), (0.96, 0.14), (0.94, 0.42), (0.66, 0.26), (0.54, 0.48),
                (0.34, 0.3), (0.2, 0.3)]
        shapes.append(_poly(wing, [(s * x, y) for x, y in edge]))
        shapes += [_line(finger, [(s * 0.66, -0.64), (s * x, y)], 0.04, outline=False)
                   for x, y in ((1.4, -0.3), (1.25, 0.18), (0.93, 0.4), (0.54, 0.46))]
        shapes.append(_poly(fur, [(s * 0.08, -0.5), (s * 0.34, -0.98), (s * 0.34, -0.42)]))
        shapes.append(_poly(ear, [(s * 0.16, -0.52), (s * 0.3, -0.84), (s * 0.3, -0.5)], outline=False))
    shapes += [
        _Shape("ellipse", fur, (0, 0.1, 0.56, 0.84), 0.0, True),
        _circle(fur, 0, -0.38, 0.3),
        _circle(EMBER, -0.12, -0.42, 0.075), _circle(EMBER, 0.12, -0.42, 0.075),
        _poly(DARK, [(-0.05, -0.3), (0.05, -0.3), (0, -0.24)], outline=False),
        _poly(IVORY, [(-0.12, -0.2), (-0.05, -0.2), (-0.085, -0.07)]),
        _poly(IVORY, [(0.05, -0.2), (0.12, -0.2), (0.085, -0.07)]),
        *[_line(palette.shade(fur, 0.7), [(-0.14, y), (0.14, y)], 0.035, outline=False)
          for y in (0.1, 0.24, 0.38)],
    ]
    return shapes


def _spider() -> list[_Shape]:
    """"spider": a giant purple spider with a red hourglass and a cluster of ember eyes."""
    body, light = (104, 82, 118), (146, 120, 160)
    legs = []
    for i, y in enumerate((0.02, 0.18, 0.34, 0.5)):
        for s in (-1, 1):
            knee = (s * (0.62 + 0.08 * (i % 2)), y - 0.42 + i * 0.06)
            foot = (s * (0.92 + 0.04 * (i % 2)), y + 0.24 + i * 0.1)
            legs.append(_line(body, [(s * 0.2, y + 0.1), knee, foot], 0.1))
    return legs + [
        _circle(body, 0, -0.36, 0.5),
        _poly(BLOOD, [(-0.14, -0.58), (0.14, -0.58), (0, -0.38), (0.14, -0.18), (-0.14, -0.18),
                      (0, -0.38)], outline=False),
        _circle(light, 0, 0.3, 0.32),
        *[_circle(EMBER, x, y, r, outline=False)
          for x, y, r in ((-0.11, 0.22, 0.07), (0.11, 0.22, 0.07), (-0.22, 0.32, 0.05), (0.22, 0.32, 0.05))],
        _line(IVORY, [(-0.08, 0.5), (-0.05, 0.7)], 0.06), _line(IVORY, [(0.08, 0.5), (0.05, 0.7)], 0.06),
    ]


def _beetle() -> list[_Shape]:
    """"beetle": a giant beetle seen from above, green-black shell split down the middle,
    six jointed legs, antennae and snapping mandibles."""
    shell, sheen, dark = (46, 92, 70), (120, 196, 150), (24, 44, 36)
    legs = []
    for s in (-1, 1):
        for y0, knee, foot in ((-0.1, (0.74, -0.36), (0.96, -0.7)), (0.14, (0.84, 0.12), (1.1, 0.02)),
                               (0.38, (0.78, 0.62), (0.98, 0.96))):
            legs.append(_line(dark, [(s * 0.3, y0), (s * knee[0], knee[1]), (s * foot[0], foot[1])], 0.09))
    return legs + [
        _line(dark, [(-0.1, -0.78), (-0.34, -1.02), (-0.56, -1.04)], 0.04),
        _line(dark, [(0.1, -0.78), (0.34, -1.02), (0.56, -1.04)], 0.04),
        _poly(BONE, [(-0.14, -0.8), (-0.3, -0.98), (-0.2, -0.72)]),
        _poly(BONE, [(0.14, -0.8), (0.3, -0.98), (0.2, -0.72)]),
        _Shape("ellipse", dark, (0, -0.66, 0.36, 0.26), 0.0, True),
        _Shape("ellipse", shell, (0, -0.38, 0.74, 0.42), 0.0, True),
        _Shape("ellipse", shell, (0, 0.28, 1.1, 1.26), 0.0, True),
        _line(dark, [(0, -0.34), (0, 0.9)], 0.05, outline=False),
        _Shape("ellipse", sheen, (-0.26, 0.08, 0.16, 0.5), 0.0, False),
        _Shape("ellipse", sheen, (0.26, 0.08, 0.16, 0.5), 0.0, False),
        _circle(EMBER, -0.1, -0.66, 0.05, outline=False), _circle(EMBER, 0.1, -0.66, 0.05, outline=False),
    ]


def _scorpion() -> list[_Shape]:
    """"scorpion": an amber scorpion from above, pincers raised, its segmented tail curled
    over its back to a red-tipped sting."""
    shell, dark, light = (196, 128, 48), (120, 72, 26), (236, 184, 96)
    shapes = []
    for s in (-1, 1):
        for i, y in enumerate((0.12, 0.3, 0.48, 0.66)):
            shapes.append(_line(dark, [(s * 0.24, y), (s * (0.62 + 0.06 * i), y - 0.2),
                                       (s * (0.86 + 0.04 * i), y + 0.16)], 0.07))
        shapes.append(_line(shell, [(s * 0.16, -0.2), (s * 0.52, -0.5), (s * 0.66, -0.8)], 0.12))
        shapes.append(_poly(shell, [(s * 0.56, -0.78), (s * 0.96, -1.0), (s * 0.84, -0.76),
                                    (s * 0.98, -0.64), (s * 0.7, -0.62)]))
    shapes += [
        _Shape("ellipse", shell, (0, 0.36, 0.62, 1.0), 0.0, True),
        _Shape("ellipse", shell, (0, -0.16, 0.46, 0.34), 0.0, True),
        *[_line(dark, [(-0.26, y), (0.26, y)], 0.03, outline=False) for y in (0.12, 0.32, 0.52, 0.7)],
        _circle(EMBER, -0.08, -0.2, 0.045, outline=False), _circle(EMBER, 0.08, -0.2, 0.045, outline=False),
    ]
    tail = [(0, 0.84), (0.42, 0.9), (0.7, 0.6), (0.74, 0.18), (0.6, -0.12), (0.36, -0.24)]
    shapes += [_circle(light if i % 2 else shell, x, y, 0.13) for i, (x, y) in enumerate(tail)]
    shapes.append(_poly(BLOOD, [(0.3, -0.34), (0.12, -0.36), (0.3, -0.16)]))
    return shapes


def _minotaur() -> list[_Shape]:
    """"minotaur": a bull-headed brute, long curved horns, flaring nostrils with a brass
    ring, red eyes and massive shoulders."""
    hide, dark, muzzle = (122, 78, 52), (78, 48, 30), (176, 128, 100)
    shapes = [_poly(dark, [(-1.0, 0.5), (-0.6, 0.14), (0.6, 0.14), (1.0, 0.5), (1.0, 1.0), (-1.0, 1.0)])]
    for s in (-1, 1):
        shapes.append(_poly(IVORY, _tapered((s * 0.34, -0.52), (s * 1.02, -0.56), (s * 0.9, -1.04),
                                            0.24, horn=True)))
        shapes.append(_poly(hide, [(s * 0.36, -0.36), (s * 0.7, -0.3), (s * 0.46, -0.16)]))
    shapes += [
        _poly(hide, [(-0.4, -0.62), (0.4, -0.62), (0.46, -0.14), (0.3, 0.34), (-0.3, 0.34), (-0.46, -0.14)]),
        _poly(DARK, [(-0.16, -0.66), (0.0, -0.5), (0.16, -0.66), (0.06, -0.4), (-0.06, -0.4)], outline=False),
        _Shape("ellipse", muzzle, (0, 0.3, 0.58, 0.4), 0.0, True),
        _circle(DARK, -0.13, 0.3, 0.06, outline=False), _circle(DARK, 0.13, 0.3, 0.06, outline=False),
        _Shape("ring", SAND, (0, 0.47, 0.09), 0.035, True),
        _circle(EMBER, -0.2, -0.22, 0.07), _circle(EMBER, 0.2, -0.22, 0.07),
        _line(DARK, [(-0.32, -0.36), (-0.1, -0.28)], 0.05, outline=False),
        _line(DARK, [(0.32, -0.36), (0.1, -0.28)], 0.05, outline=False),
    ]
    return shapes


def _skeleton() -> list[_Shape]:
    """"skeleton": a grinning skeleton to the hips, ember-lit sockets, a notched sword."""
    shapes = [_poly(STEEL_DARK, [(0.92, -0.92), (1.04, -0.82), (0.76, 0.4), (0.64, 0.36)]),
              _line(STEEL, [(0.94, -0.76), (0.74, 0.3)], 0.03, outline=False),
              _line(IRON, [(0.5, 0.32), (0.88, 0.42)], 0.08)]
    for s in (-1, 1):
        hand = (s * 0.64, 0.48)
        shapes.append(_line(BONE, [(s * 0.4, -0.2), (s * 0.68, 0.14), hand], 0.1))
        shapes.append(_circle(BONE, hand[0], hand[1], 0.1))
    shapes += [_line(BONE, [(0, -0.3), (0, 0.6)], 0.11),
               _line(IVORY, [(-0.42, -0.2), (0.42, -0.2)], 0.09)]
    shapes += [_line(IVORY, _arc(0, y, 0.34 - i * 0.04, 0.12, 180, 360, 10), 0.08)
               for i, y in enumerate((-0.02, 0.16, 0.34))]
    shapes += [
        _poly(BONE, [(-0.4, 0.52), (-0.06, 0.6), (0.06, 0.6), (0.4, 0.52), (0.32, 0.78),
                     (0.1, 0.88), (0, 0.8), (-0.1, 0.88), (-0.32, 0.78)]),
        *[_Shape("ellipse", DARK, (s * 0.17, 0.7, 0.14, 0.12), 0.0, False) for s in (-1, 1)],
        _poly(IVORY, [(-0.2, -0.44), (0.2, -0.44), (0.15, -0.22), (-0.15, -0.22)]),
        _circle(IVORY, 0, -0.62, 0.32),
        _circle(DARK, -0.12, -0.62, 0.1, outline=False), _circle(DARK, 0.12, -0.62, 0.1, outline=False),
        _circle(EMBER, -0.12, -0.61, 0.04, outline=False), _circle(EMBER, 0.12, -0.61, 0.04, outline=False),
        _poly(DARK, [(0, -0.52), (0.05, -0.44), (-0.05, -0.44)], outline=False),
        *[_line(DARK, [(x, -0.36), (x, -0.24)], 0.03, outline=False) for x in (-0.1, -0.035, 0.035, 0.1)],
    ]
    return shapes


def _zombie_arm(s: int, skin, shirt) -> list[_Shape]:
    """One reaching arm of the zombie (``s`` = -1 left, 1 right): torn sleeve, limp hand."""
    fingers = [_line(skin, [(s * 1.2, -0.38), (s * x, y)], 0.07) for x, y in
               ((1.36, -0.16), (1.26, -0.12), (1.16, -0.16))]
    return fingers + [
        _line(skin, [(s * 0.72, -0.2), (s * 1.18, -0.38)], 0.17),
        _circle(skin, s * 1.2, -0.36, 0.1),
        _poly(shirt, [(s * 0.38, -0.24), (s * 0.78, -0.38), (s * 0.84, -0.28), (s * 0.76, -0.2),
                      (s * 0.86, -0.1), (s * 0.72, -0.06), (s * 0.42, 0.12)]),
    ]


def _zombie() -> list[_Shape]:
    """"zombie": a green-grey corpse in a torn shirt, arms reaching, one eye bulging."""
    skin, shirt = (140, 168, 116), (110, 92, 70)
    shapes = _zombie_arm(-1, skin, shirt) + _zombie_arm(1, skin, shirt)
    shapes += [
        _poly(shirt, [(-0.5, -0.24), (0.5, -0.24), (0.52, 0.9), (0.32, 0.78), (0.14, 0.94),
                      (-0.08, 0.78), (-0.3, 0.94), (-0.52, 0.8)]),
        _poly(skin, [(-0.12, -0.24), (0.12, -0.24), (0.02, 0.22)], outline=False),
        _poly(skin, [(0.14, 0.34), (0.34, 0.3), (0.38, 0.5), (0.22, 0.56)], outline=False),
        _line(palette.shade(skin, 0.6), [(0.2, 0.4), (0.32, 0.46)], 0.03, outline=False),
        _poly(skin, [(-0.32, -0.56), (-0.28, -0.9), (0.28, -0.92), (0.34, -0.56), (0.24, -0.2),
                     (-0.22, -0.18)]),
        _poly(DARK, [(-0.34, -0.78), (-0.3, -0.98), (-0.12, -0.9), (0.0, -1.02), (0.12, -0.9),
                     (0.32, -0.98), (0.34, -0.76), (0.2, -0.84), (-0.2, -0.84)]),
        _circle(IVORY, -0.13, -0.6, 0.11), _circle(IVORY, 0.15, -0.6, 0.07),
        _circle(DARK, -0.11, -0.58, 0.04, outline=False), _circle(DARK, 0.15, -0.6, 0.03, outline=False),
        _poly(DARK, [(-0.16, -0.42), (0.16, -0.42), (0.1, -0.26), (-0.12, -0.28)], outline=False),
        *[_poly(IVORY, [(x, -0.42), (x + 0.06, -0.42), (x + 0.03, -0.35)], outline=False)
          for x in (-0.12, 0.0)],
        _line(palette.shade(skin, 0.6), [(0.1, -0.8), (0.28, -0.72)], 0.03, outline=False),
        *[_line(palette.shade(skin, 0.6), [(0.14 + d, -0.82), (0.18 + d, -0.7)], 0.025, outline=False)
          for d in (0.0, 0.07)],
    ]
    return shapes


def _ghost() -> list[_Shape]:
    """"ghost": a pale wailing spirit with a ragged hem, reaching arms and hollow eyes."""
    sheet, shade = (214, 228, 242), (168, 190, 216)
    body = _arc(0, -0.2, 0.62, 0.74, 180, 360, 18) + [
        (0.7, 0.5), (0.8, 0.92), (0.52, 0.74), (0.3, 0.96), (0.08, 0.76), (-0.14, 0.98),
        (-0.36, 0.76), (-0.6, 0.96), (-0.72, 0.5)]
    shapes = [_poly(shade, [(s * 0.5, -0.08), (s * 1.1, -0.44), (s * 1.2, -0.3), (s * 1.04, -0.22),
                            (s * 1.16, -0.08), (s * 0.6, 0.3)]) for s in (-1, 1)]
    shapes += [
        _poly(sheet, body),
        _poly(shade, [(0.5, 0.4), (0.7, 0.5), (0.8, 0.92), (0.52, 0.74)], outline=False),
        _Shape("ellipse", DARK, (-0.22, -0.3, 0.22, 0.34), 0.0, False),
        _Shape("ellipse", DARK, (0.22, -0.3, 0.22, 0.34), 0.0, False),
        _circle((150, 220, 255), -0.22, -0.3, 0.04, outline=False),
        _circle((150, 220, 255), 0.22, -0.3, 0.04, outline=False),
        _Shape("ellipse", DARK, (0, 0.14, 0.24, 0.34), 0.0, False),
    ]
    return shapes


def _goblin() -> list[_Shape]:
    """"goblin": a green, big-eared, hook-nosed goblin with yellow eyes and a fanged grin."""
    skin, dark, tunic = (124, 164, 72), (88, 120, 50), (150, 92, 52)
    head = _arc(0, -0.3, 0.46, 0.44, 180, 360, 16) + [(0.46, -0.04), (0.24, 0.3), (0, 0.38),
                                                      (-0.24, 0.3), (-0.46, -0.04)]
    shapes = [_poly(tunic, [(-0.24, 0.3), (0.24, 0.3), (0.72, 0.58), (0.8, 1.0), (-0.8, 1.0),
                            (-0.72, 0.58)]),
              _poly(LEATHER_LIGHT, [(-0.16, 0.32), (0.16, 0.32), (0, 0.62)])]
    for s in (-1, 1):
        shapes.append(_poly(skin, [(s * 0.32, -0.42), (s * 1.26, -0.72), (s * 0.86, -0.28),
                                   (s * 0.4, -0.04)]))
        shapes.append(_poly(dark, [(s * 0.44, -0.34), (s * 1.06, -0.6), (s * 0.8, -0.34),
                                   (s * 0.46, -0.18)], outline=False))
    shapes.append(_poly(skin, head))
    for s in (-1, 1):
        shapes.append(_poly((255, 214, 60), [(s * 0.06, -0.34), (s * 0.34, -0.42), (s * 0.3, -0.22),
                                             (s * 0.1, -0.22)]))
        shapes.append(_circle(DARK, s * 0.2, -0.3, 0.045, outline=False))
        shapes.append(_line(dark, [(s * 0.04, -0.44), (s * 0.38, -0.54)], 0.06, outline=False))
    shapes += [
        _poly(DARK, [(-0.28, 0.06), (0.28, 0.06), (0.18, 0.24), (-0.18, 0.24)], outline=False),
        _poly(IVORY, [(-0.2, 0.06), (-0.12, 0.06), (-0.16, 0.16)], outline=False),
        _poly(IVORY, [(0.12, 0.06), (0.2, 0.06), (0.16, 0.16)], outline=False),
        _poly(dark, [(-0.06, -0.26), (0.06, -0.26), (0.12, 0.0), (0.0, 0.06), (-0.12, 0.0)]),
    ]
    return shapes


def _serpent() -> list[_Shape]:
    """"serpent": a hooded serpent rearing from its coils, slit eyes, fangs, forked tongue."""
    scale, dark, belly = (94, 140, 66), (62, 98, 46), (214, 196, 112)
    return [
        _Shape("ellipse", scale, (0, 0.74, 1.6, 0.44), 0.0, True),
        _line(dark, _arc(0, 0.74, 0.56, 0.12, 200, 340, 10), 0.04, outline=False),
        _Shape("ellipse", scale, (0.06, 0.52, 1.12, 0.34), 0.0, True),
        _line(scale, [(0.36, 0.5), (0.36, 0.16), (0.1, -0.16), (0, -0.3)], 0.32),
        _line(belly, [(0.34, 0.46), (0.32, 0.16), (0.08, -0.14)], 0.14, outline=False),
        _Shape("ellipse", scale, (0, -0.4, 0.96, 0.92), 0.0, True),
        _Shape("ellipse", belly, (0, -0.3, 0.46, 0.66), 0.0, False),
        *[_line(palette.shade(belly, 0.8), [(-0.16, y), (0.16, y)], 0.03, outline=False)
          for y in (-0.12, 0.0)],
        _poly(dark, [(-0.26, -0.84), (0.26, -0.84), (0.3, -0.62), (0.14, -0.38), (-0.14, -0.38),
                     (-0.3, -0.62)]),
        _poly((255, 214, 60), [(-0.22, -0.7), (-0.06, -0.66), (-0.2, -0.6)], outline=False),
        _poly((255, 214, 60), [(0.22, -0.7), (0.06, -0.66), (0.2, -0.6)], outline=False),
        _poly(IVORY, [(-0.12, -0.42), (-0.06, -0.42), (-0.09, -0.3)], outline=False),
        _poly(IVORY, [(0.06, -0.42), (0.12, -0.42), (0.09, -0.3)], outline=False),
        _line(BLOOD, [(0, -0.4), (0, -0.2), (-0.06, -0.12)], 0.035),
        _line(BLOOD, [(0, -0.2), (0.06, -0.12)], 0.035),
    ]


def _golem() -> list[_Shape]:
    """"golem": a hulking stone golem with block fists, mossy shoulders and glowing runes."""
    rune = (120, 220, 255)
    shapes = []
    for s in (-1, 1):
        shapes.append(_poly(STONE_DARK, [(s * 0.12, 0.56), (s * 0.48, 0.56), (s * 0.52, 0.98),
                                         (s * 0.08, 0.98)]))
        shapes.append(_poly(STONE, [(s * 0.56, -0.52), (s * 0.98, -0.44), (s * 1.04, 0.16),
                                    (s * 0.74, 0.2)]))
        shapes.append(_poly(STONE_LIGHT, [(s * 0.68, 0.1), (s * 1.1, 0.1), (s * 1.16, 0.6),
                                          (s * 0.74, 0.64)]))
    shapes += [
        _poly(STONE_LIGHT, [(-0.64, -0.54), (0.64, -0.54), (0.72, 0.16), (0.48, 0.64),
                            (-0.48, 0.64), (-0.72, 0.16)]),
        _line(STONE_DARK, [(-0.5, -0.2), (-0.2, -0.06), (-0.32, 0.3)], 0.04, outline=False),
        _line(STONE_DARK, [(0.56, 0.24), (0.3, 0.4), (0.34, 0.58)], 0.04, outline=False),
        _poly(rune, [(0, -0.24), (0.16, 0.04), (0, 0.32), (-0.16, 0.04)], outline=False),
        _poly(STONE_DARK, [(0, -0.12), (0.08, 0.04), (0, 0.2), (-0.08, 0.04)], outline=False),
        _poly(STONE, [(-0.26, -0.94), (0.26, -0.94), (0.3, -0.5), (-0.3, -0.5)]),
        _poly(rune, [(-0.2, -0.76), (-0.05, -0.74), (-0.06, -0.66), (-0.2, -0.68)], outline=False),
        _poly(rune, [(0.2, -0.76), (0.05, -0.74), (0.06, -0.66), (0.2, -0.68)], outline=False),
        _line(STONE_DARK, [(-0.14, -0.58), (0.14, -0.58)], 0.04, outline=False),
        *[_Shape("ellipse", (96, 150, 70), (s * 0.6, -0.54, 0.36, 0.14), 0.0, False) for s in (-1, 1)],
    ]
    return shapes


def _dragon() -> list[_Shape]:
    """"dragon": a horned dragon's head with spread bat wings and yellow eyes."""
    wing_colour, head, snout = (92, 34, 50), (150, 42, 48), (186, 72, 66)
    shapes = []
    for s in (-1, 1):
        wing = [(s * 0.34, -0.12), (s * 1.0, -0.98), (s * 0.96, -0.4), (s * 0.78, -0.22),
                (s * 1.0, 0.22), (s * 0.72, 0.06), (s * 0.56, 0.3)]
        shapes.append(_poly(wing_colour, wing))
        shapes.append(_line(INK, [(s * 0.4, -0.1), (s * 0.96, -0.4)], 0.035, outline=False))
        shapes.append(_poly(BONE, _tapered((s * 0.24, -0.44), (s * 0.62, -0.7), (s * 0.4, -1.04),
                                           0.2, horn=True)))
    shapes.append(_poly(head, [(-0.46, -0.56), (0.46, -0.56), (0.52, -0.1), (0.32, 0.5), (0.24, 0.88),
                               (-0.24, 0.88), (-0.32, 0.5), (-0.52, -0.1)]))
    shapes.append(_poly(snout, [(-0.12, -0.04), (0.12, -0.04), (0.18, 0.84), (-0.18, 0.84)], outline=False))
    for s in (-1, 1):
        shapes.append(_poly((255, 214, 60), [(s * 0.1, -0.2), (s * 0.4, -0.34), (s * 0.34, -0.1)]))
        shapes.append(_line(DARK, [(s * 0.25, -0.3), (s * 0.24, -0.16)], 0.045, outline=False))
        shapes.append(_circle(DARK, s * 0.1, 0.72, 0.045, outline=False))
        shapes.append(_poly(IVORY, [(s * 0.3, 0.5), (s * 0.2, 0.5), (s * 0.25, 0.72)]))
    return shapes


CREATURES: dict[str, Callable[[], list[_Shape]]] = {
    "slime": _slime, "rat": _rat, "bat": _bat, "spider": _spider, "beetle": _beetle,
    "scorpion": _scorpion, "minotaur": _minotaur, "skeleton": _skeleton,
    "zombie": _zombie, "ghost": _ghost, "goblin": _goblin, "serpent": _serpent, "golem": _golem,
    "dragon": _dragon,
}
MONSTER_LOOKS = tuple(CREATURES)   # the names a monster card's ``look`` may take


# --- card frames ----------------------------------------------------------------------------
def _border(w: int) -> int:
    return max(4, round(w * 0.04))


def _paint_frame(big: pygame.Surface, k: int, edge, body=CARD_DARK) -> None:
    """A card: dark rounded frame, ``body`` filling it and a thin ``edge`` colour line."""
    rect = big.get_rect()
    radius = max(6, round(rect.width / k * 0.06)) * k
    b = _border(rect.width // k) * k
    pygame.draw.rect(big, FRAME, rect, border_radius=radius)
    inner = rect.inflate(-b, -b)
    pygame.draw.rect(big, body, inner, border_radius=radius - b // 2)
    pygame.draw.rect(big, edge, inner, max(1, round(1.5 * k)), border_radius=radius - b // 2)


def _scaled(rect: pygame.Rect, k: int) -> pygame.Rect:
    return pygame.Rect(rect.x * k, rect.y * k, rect.w * k, rect.h * k)


def _glow(big: pygame.Surface, centre, radius: float, colour) -> None:
    """Additive soft light of ``colour`` around ``centre``."""
    size = max(2, round(radius * 2))
    disc = pygame.Surface((64, 64))
    for r in range(32, 0, -1):
        level = round(255 * (1 - r / 32) ** 2)
        pygame.draw.circle(disc, (level, level, level), (32, 32), r)
    disc = pygame.transform.smoothscale(disc, (size, size))
    disc.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    big.blit(disc, (centre[0] - size / 2, centre[1] - size / 2), special_flags=pygame.BLEND_RGB_ADD)


def _shadowed(label: pygame.Surface, offset: int = 1) -> pygame.Surface:
    """Light text with a dark copy ``offset`` px down-right (reads over pictures)."""
    shade = label.copy()
    shade.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    out = _new((label.get_width() + offset, label.get_height() + offset))
    out.blit(shade, (offset, offset))
    out.blit(label, (0, 0))
    return out


# --- monster cards --------------------------------------------------------------------------
class _MonsterLayout(NamedTuple):
    name: pygame.Rect
    picture: pygame.Rect
    stats: pygame.Rect
    gauge: pygame.Rect


def _monster_layout(size: tuple[int, int]) -> _MonsterLayout:
    w, h = size
    b, gap = _border(w), max(2, round(h * 0.012))
    name = pygame.Rect(b, b, w - 2 * b, round(h * 0.11))
    picture = pygame.Rect(b, name.bottom + gap, w - 2 * b, round(h * 0.38))
    stats = pygame.Rect(b, picture.bottom + gap, w - 2 * b, round(h * 0.1))
    gauge = pygame.Rect(b, stats.bottom + gap, w - 2 * b, h - b - stats.bottom - gap)
    return _MonsterLayout(name, picture, stats, gauge)


def _check_gauge(gauge) -> tuple:
    """The swing gauge as a hashable tuple; ``ValueError`` unless its segments cover 1..8
    in order without gaps, each with one or more known symbols."""
    segments, expected = [], 1
    for low, high, symbols in gauge:
        if low != expected or high < low or not symbols:
            raise ValueError(f"swing gauge segments must cover 1-8 in order, each with a "
                             f"symbol; got {gauge!r}")
        for symbol in symbols:
            _check(symbol, SYMBOLS, "combat symbol")
        segments.append((int(low), int(high), tuple(symbols)))
        expected = high + 1
    if expected != DIE_SIDES + 1:
        raise ValueError(f"swing gauge must end at 8; got {gauge!r}")
    return tuple(segments)


def _range_label(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}\u2013{high}"


class _Segment(NamedTuple):
    rect: pygame.Rect     # the whole segment
    label: pygame.Rect    # the number strip at its top
    icon: int             # icon size, px
    font: int             # number font size, px


def _gauge_layout(rect: pygame.Rect, segments) -> list[_Segment]:
    """Segments side by side in ``rect``: each first gets room for its numbers (at a
    slightly smaller font if need be), the rest is shared by what its icons would like."""
    pad, gap = max(2, rect.h // 24), max(2, rect.w // 90)
    inner = rect.inflate(-2 * pad, -2 * pad)
    size = max(9, round(rect.h * 0.22))
    label_h = round(fonts.line_height(size, True) * 0.95)
    nominal = inner.h - label_h - 2 * pad
    floors = [fonts.width(_range_label(low, high), max(8, size - 3), True) + 4
              for low, high, _ in segments]
    wishes = [max(fonts.width(_range_label(low, high), size, True) + 2 * pad,
                  len(symbols) * nominal * 0.9 + (len(symbols) - 1) * gap + 2 * pad) - floor
              for (low, high, symbols), floor in zip(segments, floors)]
    free = inner.w - gap * (len(segments) - 1) - sum(floors)
    share = [free * max(w, 0.1) / sum(max(w, 0.1) for w in wishes) for w in wishes]
    out, x = [], inner.x
    for i, (floor, extra, (_, _, symbols)) in enumerate(zip(floors, share, segments)):
        right = inner.right if i == len(segments) - 1 else x + round(floor + extra)
        seg = pygame.Rect(x, inner.y, right - x, inner.h)
        fit = (seg.w - 2 * pad - (len(symbols) - 1) * gap) // len(symbols)
        out.append(_Segment(seg, pygame.Rect(seg.x, seg.y, seg.w, label_h),
                            max(8, min(nominal, fit)), size))
        x = right + gap
    return out


def _paint_gauge(big: pygame.Surface, k: int, rect: pygame.Rect, layout, lit_index) -> None:
    pygame.draw.rect(big, FRAME, _scaled(rect, k), border_radius=6 * k)
    for i, seg in enumerate(layout):
        body, strip = _scaled(seg.rect, k), _scaled(seg.label, k)
        radius = 4 * k
        pygame.draw.rect(big, palette.PARCHMENT if i != lit_index else (255, 244, 190), body,
                         border_radius=radius)
        pygame.draw.rect(big, palette.PARCHMENT_DARK if i != lit_index else palette.HIGHLIGHT,
                         strip, border_top_left_radius=radius, border_top_right_radius=radius)
        if i == lit_index:
            pygame.draw.rect(big, palette.HIGHLIGHT, body.inflate(4 * k, 4 * k), 3 * k,
                             border_radius=radius + 2 * k)


def _paint_picture(big: pygame.Surface, k: int, rect: pygame.Rect, level: int, look: str) -> None:
    """The picture box: brick wall, the level's glow and the creature of ``look``."""
    pic = _scaled(rect, k)
    big.fill((30, 26, 28), pic)
    big.set_clip(pic)
    rows = 6
    for row in range(rows):  # faint brick courses
        y = pic.y + row * pic.h / rows
        pygame.draw.line(big, (46, 40, 42), (pic.x, y), (pic.right, y), k)
        for col in range(7):
            x = pic.x + (col + (0.5 if row % 2 else 0)) * pic.w / 6
            pygame.draw.line(big, (46, 40, 42), (x, y), (x, y + pic.h / rows), k)
    _glow(big, pic.center, pic.h * 0.62, LEVEL_GLOW[level])
    big.set_clip(None)
    _draw_shapes(big, CREATURES[look](), (pic.centerx, pic.centery + pic.h * 0.02), pic.h * 0.44,
                 outline=0.035, min_px=k)
    pygame.draw.rect(big, INK, pic, max(1, k))


def _paint_stats(big: pygame.Surface, k: int, boxes: list[pygame.Rect], damage: int) -> None:
    for i, box in enumerate(boxes):
        r = _scaled(box, k)
        edge = max(1.0, box.w * 0.12) * k
        pygame.draw.rect(big, INK, r, border_radius=round(edge * 2))
        hit = i < damage
        pygame.draw.rect(big, BLOOD if hit else palette.PARCHMENT, r.inflate(-2 * edge, -2 * edge),
                         border_radius=round(edge))
        if hit:
            m = r.inflate(-r.w * 0.5, -r.h * 0.5)
            _stroke(big, INK, [m.topleft, m.bottomright], r.w * 0.14)
            _stroke(big, INK, [m.topright, m.bottomleft], r.w * 0.14)


def _hp_boxes(stats: pygame.Rect, hp: int, caption_w: int, reward_w: int) -> list[pygame.Rect]:
    gap = max(1, stats.h // 10)
    room = stats.w - caption_w - reward_w - 3 * gap
    side = max(6, min(stats.h - 4, (room - gap * (hp - 1)) // hp))
    y = stats.centery - side // 2
    return [pygame.Rect(stats.x + caption_w + gap + i * (side + gap), y, side, side) for i in range(hp)]


def _level_badge(card: pygame.Surface, picture: pygame.Rect, level: int) -> None:
    """A brass shield with the level's roman numeral in the picture's top-left corner."""
    w = max(16, round(picture.h * 0.26))
    h = round(w * 1.15)
    x, y = picture.x + max(3, w // 6), picture.y + max(3, w // 6)

    def paint(big, kk):
        pts = [(0.04, 0.04), (0.96, 0.04), (0.96, 0.55), (0.5, 0.97), (0.04, 0.55)]
        outline = [(px * w * kk, py * h * kk) for px, py in pts]
        pygame.draw.polygon(big, INK, outline)
        inner = [(w * kk / 2 + (px - w * kk / 2) * 0.84, h * kk * 0.45 + (py - h * kk * 0.45) * 0.84)
                 for px, py in outline]
        pygame.draw.polygon(big, palette.GOLD, inner)

    card.blit(supersampled((w, h), paint), (x, y))
    numeral = fonts.fit(ROMAN[level], round(w * 0.58), INK, w - 4, minimum=8, title=True)
    card.blit(numeral, numeral.get_rect(center=(x + w / 2, y + h * 0.42)))


def _place_coins(card: pygame.Surface, picture: pygame.Rect, coins: int) -> None:
    """Up to three gold tokens fanned in the picture's bottom-right; more adds "x N"."""
    if coins <= 0:
        return
    size = max(12, round(picture.h * 0.3))
    step, shown = round(size * 0.55), min(coins, 3)
    x = picture.right - size - 2 - step * (shown - 1)
    y = picture.bottom - size - 2
    for i in range(shown):
        card.blit(gold_coin(size), (x + i * step, y))
    if coins > shown:
        label = _shadowed(fonts.text(f"\u00d7{coins}", max(10, size // 2), palette.GOLD_LIGHT, True))
        card.blit(label, label.get_rect(midright=(x - 2, y + size // 2)))


@_cached(64)
def _monster(name, level, look, hp, gold, gauge, size, damage, coins, lit, converted) -> pygame.Surface:
    box = _monster_layout(size)
    segments = _gauge_layout(box.gauge, gauge)
    lit_index = None if lit is None else next(i for i, (lo, hi, _) in enumerate(gauge) if lo <= lit <= hi)
    stat_size = max(10, round(box.stats.h * 0.62))
    caption = _shadowed(fonts.text("HP", stat_size, palette.TEXT_LIGHT, True))
    reward = _shadowed(fonts.text(str(gold), round(stat_size * 1.15), palette.GOLD_LIGHT, True))
    coin_side = box.stats.h
    boxes = _hp_boxes(box.stats, hp, caption.get_width() + 2, reward.get_width() + coin_side + 4)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, DECK_COLOURS["monster"])
        pygame.draw.rect(big, palette.PARCHMENT, _scaled(box.name, k), border_radius=4 * k)
        _paint_picture(big, k, box.picture, level, look)
        _paint_stats(big, k, boxes, damage)
        _paint_gauge(big, k, box.gauge, segments, lit_index)

    card = supersampled(size, paint, 3)
    title = fonts.fit(name, max(10, round(box.name.h * 0.62)), INK, box.name.w - 8, minimum=9, title=True)
    card.blit(title, title.get_rect(center=box.name.center))
    _level_badge(card, box.picture, level)
    _place_coins(card, box.picture, coins)
    card.blit(caption, caption.get_rect(midleft=(box.stats.x + 2, box.stats.centery)))
    coin_rect = pygame.Rect(0, 0, coin_side, coin_side)
    coin_rect.midright = (box.stats.right - reward.get_width() - 2, box.stats.centery)
    card.blit(icon("treasure", coin_side), coin_rect)
    card.blit(reward, reward.get_rect(midleft=(coin_rect.right + 2, box.stats.centery)))
    _blit_gauge(card, gauge, segments, lit_index)
    return _finish(card)


def _blit_gauge(card: pygame.Surface, gauge, layout, lit_index) -> None:
    for i, ((low, high, symbols), seg) in enumerate(zip(gauge, layout)):
        label = fonts.fit(_range_label(low, high), seg.font, INK, seg.rect.w - 2, bold=True, minimum=7)
        card.blit(label, label.get_rect(center=seg.label.center))
        gap = max(2, seg.rect.w // 30)
        total = len(symbols) * seg.icon + (len(symbols) - 1) * gap
        x = seg.rect.centerx - total // 2
        y = (seg.label.bottom + seg.rect.bottom) // 2 - seg.icon // 2
        for symbol in symbols:
            card.blit(symbol_icon(symbol, seg.icon), (x, y))
            x += seg.icon + gap
        if lit_index is not None and i != lit_index:
            veil = _new(seg.rect.size)
            pygame.draw.rect(veil, (20, 14, 10, 110), veil.get_rect(), border_radius=4)
            card.blit(veil, seg.rect)


def monster_card(name: str, level: int, hp: int, gold: int,
                 gauge: Sequence[tuple[int, int, Sequence[str]]], size: tuple[int, int], *,
                 look: str, damage: int = 0, coins: int = 0,
                 lit: int | None = None) -> pygame.Surface:
    """The face of a monster card (rulebook "Monster Cards and Combat"), ``size`` = (w, h)
    px (about 260x366 in the combat dialog, 120x170 small).

    Shows ``name``; ``level`` 1-3 as a roman numeral on a brass shield and as the colour
    of the glow behind the creature; the creature picture named by ``look`` (keyword, one
    of ``MONSTER_LOOKS``: slime, rat, bat, spider, skeleton, zombie, ghost, goblin,
    serpent, golem, dragon); ``hp`` damage boxes with the first ``damage`` of them marked
    (red, crossed); the ``gold`` reward; ``coins`` gold tokens placed on the card (TREASURE
    symbol; up to three drawn, more also counted "x N"); and at the bottom the swing
    gauge: ``gauge`` is a list of ``(low, high, symbols)`` covering 1..8 in order, each
    segment showing its numbers and the icons of its ``symbols`` (``SYMBOLS``). ``lit``
    (1..8) highlights the segment that die value falls in and dims the others. Cached per
    arguments.

    Raises ``ValueError`` for a level outside 1-3, an unknown look, hp < 1, damage outside
    0..hp, negative gold or coins, lit outside 1..8, a gauge that does not cover 1..8, an
    unknown symbol or a size below 60x84."""
    size = _check_card_size(size)
    if level not in ROMAN:
        raise ValueError(f"monster level must be 1, 2 or 3, got {level!r}")
    _check(look, MONSTER_LOOKS, "monster look")
    if hp < 1 or not 0 <= damage <= hp:
        raise ValueError(f"need hp >= 1 and 0 <= damage <= hp, got hp={hp}, damage={damage}")
    if gold < 0 or coins < 0:
        raise ValueError(f"gold and coins cannot be negative, got gold={gold}, coins={coins}")
    if lit is not None and not 1 <= lit <= DIE_SIDES:
        raise ValueError(f"lit must be a die value 1..8 or None, got {lit!r}")
    return _monster(name, level, look, hp, gold, _check_gauge(gauge), size, damage, coins, lit,
                    _display_ready())


# --- text cards and card backs -------------------------------------------------------------
def _body_text(text: str, rect: pygame.Rect, start: int) -> pygame.Surface:
    """``text`` wrapped to ``rect``'s width, centred, as large as fits its height (from
    ``start`` px down to 9 px)."""
    size = start
    label = fonts.text(text, size, INK, wraplength=rect.w, align="center")
    while size > 9 and label.get_height() > rect.h:
        size -= 1
        label = fonts.text(text, size, INK, wraplength=rect.w, align="center")
    return label


@_cached(64)
def _text_card(kind: str, title: str, text: str, size: tuple[int, int], value: str | None,
               converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)
    header = pygame.Rect(b, b, w - 2 * b, round(h * 0.15))
    band = pygame.Rect(b + 4, h - b - 4 - round(h * 0.15), w - 2 * b - 8, round(h * 0.15)) if value else None
    pad = max(4, w // 24)
    bottom = band.top if band else h - b
    body = pygame.Rect(b + pad, header.bottom + pad, w - 2 * (b + pad), bottom - header.bottom - 2 * pad)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, colour, body=palette.PARCHMENT)
        big_header = _scaled(header, k)
        pygame.draw.rect(big, palette.shade(colour, 0.5), big_header, border_top_left_radius=6 * k,
                         border_top_right_radius=6 * k)
        pygame.draw.line(big, colour, big_header.bottomleft, big_header.bottomright, 2 * k)
        if band:
            pygame.draw.rect(big, INK, _scaled(band, k), border_radius=5 * k)
            pygame.draw.rect(big, palette.shade(colour, 0.55), _scaled(band, k).inflate(-3 * k, -3 * k),
                             border_radius=4 * k)

    card = supersampled(size, paint, 3)
    mark_side = min(body.w, body.h) * 3 // 4
    if mark_side >= 16:
        watermark = icon(DECK_ICONS[kind], mark_side).copy()
        watermark.set_alpha(34)
        card.blit(watermark, watermark.get_rect(center=body.center))
    emblem = icon(DECK_ICONS[kind], max(10, header.h - 6), halo=True)
    card.blit(emblem, emblem.get_rect(midleft=(header.x + 3, header.centery)))
    room = header.w - emblem.get_width() - 10
    name = fonts.fit(title, max(10, round(header.h * 0.5)), palette.TEXT_LIGHT, room, minimum=9, title=True)
    card.blit(name, name.get_rect(center=(header.right - room / 2 - 4, header.centery)))
    label = _body_text(text, body, max(12, min(22, round(w * 0.105))))
    card.blit(label, label.get_rect(center=body.center))
    if band:
        big = fonts.fit(value, max(10, round(band.h * 0.62)), palette.GOLD_LIGHT, band.w - 8,
                        minimum=9, title=True)
        card.blit(big, big.get_rect(center=band.center))
    return _finish(card)


def text_card(kind: str, title: str, text: str, size: tuple[int, int], *,
              value: str | None = None) -> pygame.Surface:
    """The face of a treasure, scroll, trap or skill card (``TEXT_CARD_KINDS``), ``size`` =
    (w, h) px: a frame in the deck's colour (gold, indigo, orange, green), a dark header
    with the deck emblem and ``title``, parchment with ``text`` wrapped and centred (shrunk
    to fit, down to 9 px) over a faint emblem, and optionally ``value`` (e.g. "+3 gold")
    large on a ribbon at the bottom. Cached per arguments. Raises ``ValueError`` for
    another kind or a size below 60x84."""
    _check(kind, TEXT_CARD_KINDS, "text card kind")
    return _text_card(kind, title, text, _check_card_size(size), value, _display_ready())


@_cached(64)
def _mini(kind: str, title: str, size: tuple[int, int], converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, colour, body=palette.PARCHMENT)

    card = supersampled(size, paint, 3)
    emblem = icon(DECK_ICONS[kind], max(12, min(w, h) // 3), halo=True)
    card.blit(emblem, emblem.get_rect(midtop=(w // 2, b + 3)))
    room = pygame.Rect(b + 3, b + 6 + emblem.get_height(), w - 2 * b - 6,
                       h - 2 * b - 8 - emblem.get_height())
    size_px = 16          # the largest size at which every word fits a line and all fits
    while size_px > 9 and (max(fonts.width(word, size_px, True) for word in title.split())
                           > room.w):
        size_px -= 1
    label = fonts.text(title, size_px, INK, True, wraplength=room.w, align="center")
    while size_px > 9 and label.get_height() > room.h:
        size_px -= 1
        label = fonts.text(title, size_px, INK, True, wraplength=room.w, align="center")
    if label.get_width() > room.w or label.get_height() > room.h:    # condense, never cut
        label = pygame.transform.smoothscale(label, (min(label.get_width(), room.w),
                                                     min(label.get_height(), room.h)))
    card.blit(label, label.get_rect(center=room.center))
    return _finish(card)


def mini_card(kind: str, title: str, size: tuple[int, int]) -> pygame.Surface:
    """A hand card shown small (a scroll or skill in the action panel), ``size`` = (w, h)
    px: the deck's frame and emblem and the card's whole ``title``, wrapped and shrunk
    to fit, never cut (the text is read large on hover or right-click). Cached. Raises
    ``ValueError`` for a kind not in ``TEXT_CARD_KINDS`` or a size below 40x56."""
    _check(kind, TEXT_CARD_KINDS, "text card kind")
    w, h = int(size[0]), int(size[1])
    if w < 40 or h < 56:
        raise ValueError(f"mini card size must be at least 40x56 px, got {w}x{h}")
    return _mini(kind, title, (w, h), _display_ready())


@_cached(32)
def _back(kind: str, size: tuple[int, int], converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)
    banner = pygame.Rect(b + 6, round(h * 0.74), w - 2 * b - 12, max(14, round(h * 0.12)))

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, palette.GOLD, body=palette.shade(colour, 0.3))
        inner = big.get_rect().inflate(-2 * b * k, -2 * b * k)
        step = inner.w / 5
        big.set_clip(inner)
        for i in range(-6, 12):  # a diamond lattice
            x = inner.x + i * step
            pygame.draw.line(big, palette.shade(colour, 0.42), (x, inner.y), (x + inner.h, inner.bottom), k)
            pygame.draw.line(big, palette.shade(colour, 0.42), (x, inner.bottom), (x + inner.h, inner.y), k)
        centre, r = (inner.centerx, inner.y + inner.h * 0.4), inner.w * 0.36
        _glow(big, centre, r * 2.2, palette.shade(colour, 0.6))
        big.set_clip(None)
        pygame.draw.circle(big, INK, centre, r)
        pygame.draw.circle(big, palette.GOLD, centre, r - 2 * k)
        _disc(big, centre, r * 0.86, palette.shade(colour, 0.35), palette.shade(colour, 0.85))
        _draw_shapes(big, ICONS[DECK_ICONS[kind]](), centre, r * 0.6, outline=0.07, min_px=k)
        pygame.draw.rect(big, INK, _scaled(banner, k), border_radius=4 * k)
        pygame.draw.rect(big, palette.GOLD_DARK, _scaled(banner, k).inflate(-3 * k, -3 * k), border_radius=3 * k)

    card = supersampled(size, paint, 3)
    size = max(10, round(banner.h * 0.66))
    name = fonts.text(DECK_NAMES[kind], size, palette.TEXT_LIGHT, title=True)
    if name.get_width() > banner.w - 6:           # small cards: condense, never cut the name
        name = pygame.transform.smoothscale(name, (banner.w - 6, name.get_height()))
    card.blit(_shadowed(name), name.get_rect(center=banner.center))
    return _finish(card)


def card_back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of every card of deck ``kind`` (``DECKS``: monster, treasure, scroll, trap,
    skill), ``size`` = (w, h) px: a dark lattice in the deck's colour, a gold-ringed
    medallion with the deck emblem and the deck's name on a brass banner. Cached. Raises
    ``ValueError`` for another kind or a size below 60x84."""
    _check(kind, DECKS, "deck")
    return _back(kind, _check_card_size(size), _display_ready())


# --- the HP track -------------------------------------------------------------------------
def _hp_space(surface: pygame.Surface, rect: pygame.Rect, number: int, hp: int) -> None:
    """One space of the HP track: warm while within the HP, its number in the corner."""
    fill = (96, 40, 36) if 0 < number <= hp else (54, 48, 46)
    pygame.draw.rect(surface, INK, rect, border_radius=5)
    pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=4)
    size = max(10, min(18, round(rect.h * 0.34)))
    label = fonts.text(str(number), size, palette.TEXT_LIGHT, True)
    surface.blit(label, (rect.x + 4, rect.y + 2))


@_cached(64)
def _hp_track(max_hp: int, hp: int, poison: int, width: int, converted: bool) -> pygame.Surface:
    count, gap = max_hp + 1, 3
    cell = (width - gap * (count - 1)) / count
    height = max(24, min(64, round(cell)))
    surface = _new((width, height))
    for n in range(count):
        x = round(n * (cell + gap))
        rect = pygame.Rect(x, 0, round((n + 1) * (cell + gap) - gap) - x, height)
        _hp_space(surface, rect, n, hp)
        shared = n == hp == poison
        side = round(min(rect.w, height) * (0.54 if shared else 0.66))
        middle = (rect.centerx + rect.w * 0.08, rect.centery + height * 0.1)
        if n == hp:
            spot = middle if not shared else (middle[0] - side * 0.3, middle[1] - side * 0.14)
            surface.blit(icon("heart", side, halo=True), icon("heart", side).get_rect(center=spot))
        if n == poison:
            spot = middle if not shared else (middle[0] + side * 0.32, middle[1] + side * 0.08)
            drop = icon("poison", side, halo=True)
            surface.blit(drop, drop.get_rect(center=spot))
    return _finish(surface)


def hp_track(max_hp: int, hp: int, poison: int, width: int) -> pygame.Surface:
    """A character's HP track (rulebook "Poison", "Getting Knocked Out"): ``max_hp`` + 1
    spaces 0..max_hp side by side in ``width`` px, height = a space's width clamped to
    24..64 px; spaces 1..hp glow warm; the HP marker (red heart) sits on ``hp`` and the
    poison marker (green drop) on ``poison``, both shrunk and side by side when they share
    a space. Cached. Raises ``ValueError`` unless 1 <= max_hp, 0 <= hp, poison <= max_hp
    and the spaces are at least 16 px wide."""
    if max_hp < 1 or not 0 <= hp <= max_hp or not 0 <= poison <= max_hp:
        raise ValueError(f"need max_hp >= 1 and hp, poison in 0..max_hp; got "
                         f"max_hp={max_hp}, hp={hp}, poison={poison}")
    if (width - 3 * max_hp) / (max_hp + 1) < 16:
        raise ValueError(f"hp track of {max_hp + 1} spaces needs more than {width} px")
    return _hp_track(max_hp, hp, poison, int(width), _display_ready())


# --- the floor grid -------------------------------------------------------------------------
def _grid_margin(cell: int) -> int:
    return max(28, round(cell * 0.7))


def grid_origin(cell: int) -> tuple[int, int]:
    """Offset (x, y) in px of the top-left floor space inside ``board_grid(cell)``; space
    (row r, column c), both 1..8, has its top-left at ``origin + ((c-1)*cell, (r-1)*cell)``."""
    margin = _grid_margin(int(cell))
    return margin, margin


def _flagstone(surface: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """One worn dungeon flagstone filling ``rect`` (with a dark mortar gap)."""
    tone = rng.uniform(0.86, 1.12)
    base = tuple(min(255, round(c * tone)) for c in (84, 77, 70))
    stone = rect.inflate(-2, -2)
    radius = max(2, rect.w // 12)
    pygame.draw.rect(surface, base, stone, border_radius=radius)
    light, dark = palette.shade(base, 1.18), palette.shade(base, 0.7)
    pygame.draw.line(surface, light, (stone.x + radius, stone.y + 1), (stone.right - radius, stone.y + 1), 2)
    pygame.draw.line(surface, light, (stone.x + 1, stone.y + radius), (stone.x + 1, stone.bottom - radius), 2)
    pygame.draw.line(surface, dark, (stone.x + radius, stone.bottom - 2), (stone.right - radius, stone.bottom - 2), 2)
    pygame.draw.line(surface, dark, (stone.right - 2, stone.y + radius), (stone.right - 2, stone.bottom - radius), 2)
    for _ in range(rect.w // 5):
        x, y = rng.randrange(stone.x + 3, stone.right - 3), rng.randrange(stone.y + 3, stone.bottom - 3)
        surface.fill(palette.shade(base, rng.choice((0.8, 1.12))), (x, y, 2, 2))
    if rng.random() < 0.35:
        x, y = stone.x + rng.uniform(0.2, 0.5) * stone.w, stone.y + 3
        points = [(x, y)]
        for _ in range(3):
            x += rng.uniform(-0.18, 0.22) * stone.w
            y += rng.uniform(0.18, 0.3) * stone.h
            points.append((x, min(y, stone.bottom - 3)))
        pygame.draw.aalines(surface, palette.shade(base, 0.55), False, points)


@_cached(8)
def _board(cell: int, converted: bool) -> pygame.Surface:
    margin, pad = _grid_margin(cell), max(6, cell // 8)
    side = margin + GRID * cell + pad
    surface = _new((side, side))
    pygame.draw.rect(surface, INK, surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (46, 40, 38), surface.get_rect().inflate(-4, -4), border_radius=8)
    grid = pygame.Rect(margin, margin, GRID * cell, GRID * cell)
    pygame.draw.rect(surface, palette.GOLD_DARK, grid.inflate(8, 8), 2, border_radius=4)
    surface.fill((26, 22, 22), grid)
    rng = random.Random(1987)
    for row in range(GRID):
        for col in range(GRID):
            _flagstone(surface, pygame.Rect(margin + col * cell, margin + row * cell, cell, cell), rng)
    die = max(14, min(margin - 8, round(cell * 0.62)))
    for i in range(GRID):
        centre = margin + i * cell + cell // 2
        red, blue = die_face(i + 1, die, "red"), die_face(i + 1, die, "blue")
        surface.blit(red, red.get_rect(center=((margin - 4) // 2 + 1, centre)))
        surface.blit(blue, blue.get_rect(center=(centre, (margin - 4) // 2 + 1)))
    return _finish(surface)


def board_grid(cell: int) -> pygame.Surface:
    """The 8x8 dungeon floor (rulebook "Floor Setup"): flagstones ``cell`` px each, framed
    on a dark slab, with red die faces 1-8 down the left edge (rows, top to bottom; the red
    die gives the row) and blue die faces 1-8 along the top (columns, left to right; the
    blue die gives the column). The surface is ``grid_origin(cell)[0] + 8 * cell + pad``
    px square (pad = max(6, cell // 8)). Cached. ``ValueError`` if ``cell`` < 24."""
    return _board(_check_size(cell, 24, "grid cell"), _display_ready())


# --- depth and doom tracks -------------------------------------------------------------------
def _track_spaces(size: tuple[int, int], count: int) -> tuple[list[pygame.Rect], bool]:
    """``count`` square spaces evenly spread along the long side of ``size``, and whether
    the track runs vertically."""
    w, h = size
    vertical = h > w
    along, across = (h, w) if vertical else (w, h)
    step = along / count
    side = max(12, round(min(across * 0.72, step * 0.78)))
    rects = []
    for i in range(count):
        centre = (w / 2, step * (i + 0.5)) if vertical else (step * (i + 0.5), h / 2)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(centre[0]), round(centre[1]))
        rects.append(rect)
    return rects, vertical


def _track_base(size, rects: list[pygame.Rect]) -> pygame.Surface:
    """A dark panel with the spaces joined by a stone path."""
    surface = _new(size)
    pygame.draw.rect(surface, INK, surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, (50, 42, 38), surface.get_rect().inflate(-4, -4), border_radius=7)
    if len(rects) > 1:
        _stroke(surface, STONE_DARK, [r.center for r in rects], max(3, rects[0].w // 6))
    return surface


def _space(surface: pygame.Surface, rect: pygame.Rect, fill, label: str, *, centred: bool,
           highlight: bool = False) -> None:
    if highlight:
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(8, 8), border_radius=8)
    pygame.draw.rect(surface, INK, rect, border_radius=6)
    pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=5)
    size = max(10, round(rect.h * (0.46 if centred else 0.3)))
    text = _shadowed(fonts.text(label, size, palette.TEXT_LIGHT, True))
    where = text.get_rect(center=rect.center) if centred else text.get_rect(topleft=(rect.x + 4, rect.y + 2))
    surface.blit(text, where)


@_cached(32)
def _depth(floors, current, gem_floor, going_up, size, converted) -> pygame.Surface:
    rects, _vertical = _track_spaces(size, floors)
    surface = _track_base(size, rects)
    for floor, rect in enumerate(rects, start=1):
        _space(surface, rect, STONE if floor != current else (120, 96, 54), str(floor),
               centred=True, highlight=floor == current)
    side = rects[0].w
    if gem_floor is not None:
        gem = gem_token(max(12, round(side * 0.56)))
        surface.blit(gem, gem.get_rect(center=rects[gem_floor - 1].topleft))
    marker = _small_token("arrow_up" if going_up else "arrow_down", max(16, round(side * 0.66)), False)
    here = rects[current - 1]
    surface.blit(marker, marker.get_rect(center=(here.right, here.bottom - side * 0.1)))
    return _finish(surface)


def depth_track(floors: int, current: int, gem_floor: int | None, going_up: bool,
                size: tuple[int, int]) -> pygame.Surface:
    """The depth track (rulebook "End of Floor", "Game Length"): floors 1..``floors`` as
    numbered stone spaces joined by a path, top to bottom when ``size`` = (w, h) is taller
    than wide, else left to right. The ``current`` floor is lit and carries the brass depth
    marker with its arrow down (or up, ``going_up``, when climbing back out); Baldrick's
    Gem waits on ``gem_floor`` (None once found). Cached. Raises ``ValueError`` unless
    1 <= current <= floors, gem_floor is None or a floor, and size is at least 40x40."""
    if floors < 1 or not 1 <= current <= floors:
        raise ValueError(f"need 1 <= current <= floors, got current={current}, floors={floors}")
    if gem_floor is not None and not 1 <= gem_floor <= floors:
        raise ValueError(f"gem_floor must be None or 1..{floors}, got {gem_floor!r}")
    size = (int(size[0]), int(size[1]))
    if min(size) < 40:
        raise ValueError(f"depth track size must be at least 40x40, got {size}")
    return _depth(floors, current, gem_floor, bool(going_up), size, _display_ready())


@_cached(32)
def _doom(rounds, current, size, converted) -> pygame.Surface:
    rects, _vertical = _track_spaces(size, rounds)
    surface = _track_base(size, rects)
    for n, rect in enumerate(rects, start=1):
        fill = (110, 30, 28) if n == rounds else (40, 34, 32) if n < current else STONE
        _space(surface, rect, fill, str(n), centred=False, highlight=n == current)
        if n == rounds:
            rocks = icon("collapse", max(10, round(rect.w * 0.7)))
            surface.blit(rocks, rocks.get_rect(center=(rect.centerx + rect.w * 0.08, rect.centery + rect.h * 0.12)))
    here = rects[current - 1]
    token = doom_token(max(16, round(here.w * 0.7)))
    surface.blit(token, token.get_rect(center=(here.centerx + here.w * 0.14, here.centery + here.h * 0.12)))
    return _finish(surface)


def doom_track(rounds: int, current: int, size: tuple[int, int]) -> pygame.Surface:
    """The Impending Doom track (rulebook "Gameplay": a floor lasts ``rounds`` rounds, 5
    normally): spaces 1..``rounds`` left to right (top to bottom if ``size`` is taller than
    wide), the rounds already played darkened, the hourglass token on ``current`` and the
    last space red with falling rocks (the floor collapses after it). Cached. Raises
    ``ValueError`` unless 1 <= current <= rounds and size is at least 40x40."""
    if rounds < 1 or not 1 <= current <= rounds:
        raise ValueError(f"need 1 <= current <= rounds, got current={current}, rounds={rounds}")
    size = (int(size[0]), int(size[1]))
    if min(size) < 40:
        raise ValueError(f"doom track size must be at least 40x40, got {size}")
    return _doom(rounds, current, size, _display_ready())
