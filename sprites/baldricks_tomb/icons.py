"""Baldrick's Tomb pictograms of things (not creatures): the five combat symbols, the
token and deck emblems, heart, hourglass, collapse, flag and arrows, as ``_Shape`` lists
(``ICONS``), and the cached ``icon``/``symbol_icon`` that paint them at a pixel size.
Re-exported by ``sprites.baldricks_tomb.art``."""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from sprites import palette
from sprites.artkit import (cached as _cached, check as _check, check_size as _check_size,
                            arc as _arc, star as _star, display_ready as _display_ready)
from sprites.pawns import supersampled
from sprites.baldricks_tomb.shapes import (BLOOD, BONE, DARK, EMBER, GEM, GEM_DARK, GEM_LIGHT, GLASS, HEART,
                                 INK, IRON, IVORY, LEATHER, LEATHER_LIGHT, POISON, POISON_LIGHT,
                                 SAND, SOLE, SPEED, STEEL, STEEL_DARK, STONE, STONE_LIGHT, SYMBOLS,
                                 WATER, WATER_LIGHT, _Shape, _circle, _draw_shapes, _line, _poly,
                                 _tapered, _transform)


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
