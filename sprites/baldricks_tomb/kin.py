"""Baldrick's Tomb creature pictures, third part: kin of the first part's creatures, each
made its own by what sets it apart (the Rat King's crown and robe, the Tomb Lord's crown
and cloak, the Lich's hood and staff, the Basilisk's gold scales and crest) and the
undead and spirits drawn in their own shapes (mummy, shadow, wraith, mudling). Same kit
and style as ``sprites.baldricks_tomb.creatures``. Drawing only, no pygame calls;
``sprites.baldricks_tomb.bestiary`` names them."""
from __future__ import annotations

from sprites import palette
from sprites.artkit import arc as _arc
from sprites.baldricks_tomb.creatures import _rat, _serpent, _skeleton, _zombie_arm
from sprites.baldricks_tomb.shapes import (BLOOD, DARK, EMBER, IVORY, LEATHER, STONE, STONE_LIGHT, _Shape,
                                 _circle, _line, _poly, _transform)

GOLD = (240, 196, 64)
ROYAL = (122, 44, 132)


def _crown(x: float, y: float, w: float, h: float, *, tilt: float = 0.0) -> list[_Shape]:
    """A three-pointed gold crown standing on (``x``, ``y``), ``w`` wide and ``h`` tall,
    tilted by ``tilt`` degrees, with a red gem."""
    points = [(-w / 2, 0), (-w / 2, -h), (-w / 4, -h * 0.45), (0, -h), (w / 4, -h * 0.45),
              (w / 2, -h), (w / 2, 0)]
    parts = [_poly(GOLD, points), _circle(BLOOD, 0, -h * 0.26, min(w, h) * 0.13, outline=False)]
    return _transform(parts, rotate=tilt, dx=x, dy=y)


def _recolour(shapes: list[_Shape], colours: dict) -> list[_Shape]:
    """``shapes`` with every fill found in ``colours`` replaced by its value."""
    return [s._replace(fill=colours.get(s.fill, s.fill)) for s in shapes]


def _rat_king() -> list[_Shape]:
    """"rat_king": a big black rat in a purple, ermine-trimmed robe with a gold crown."""
    rat = _recolour(_rat(), {(132, 116, 104): (70, 62, 66), (172, 156, 140): (112, 100, 104)})
    robe = [_poly(ROYAL, [(-0.2, -0.22), (0.46, -0.3), (1.02, 0.04), (1.04, 0.66), (0.3, 0.62),
                          (-0.1, 0.34)]),
            _line(IVORY, [(-0.1, 0.34), (0.3, 0.62), (1.04, 0.66)], 0.1),
            *[_circle(DARK, x, y, 0.03, outline=False) for x, y in ((0.2, 0.55), (0.64, 0.64))]]
    whole = rat[:5] + robe + rat[5:] + _crown(-0.46, -0.12, 0.46, 0.4, tilt=-28)
    return _transform(whole, scale=1.1, dx=-0.04, dy=0.02)


def _tomb_lord() -> list[_Shape]:
    """"tomb_lord": the skeleton crowned, in a tattered red cloak, sword in hand."""
    cloak = (128, 30, 40)
    back = [_poly(cloak, [(-0.46, -0.3), (0.46, -0.3), (0.94, 0.9), (0.6, 0.78), (0.36, 0.98),
                          (0.0, 0.82), (-0.36, 0.98), (-0.6, 0.78), (-0.94, 0.9)]),
            _poly(palette.shade(cloak, 0.7), [(-0.3, -0.2), (0.3, -0.2), (0.5, 0.7), (-0.5, 0.7)],
                  outline=False)]
    return _transform(back + _skeleton() + _crown(0, -0.86, 0.5, 0.26), scale=0.9, dy=0.1)


def _lich() -> list[_Shape]:
    """"lich": a skull with green-burning eyes in a deep purple hood and robe, one bony
    hand on a staff crowned with a glowing green orb."""
    robe, hood, trim, glow = (74, 46, 108), (52, 32, 78), (200, 168, 72), (170, 250, 120)
    wood = (96, 70, 48)
    return [
        _line(wood, [(-0.92, -0.66), (-0.8, 1.0)], 0.08),
        _circle(glow, -0.94, -0.78, 0.16),
        _circle((236, 255, 220), -0.98, -0.82, 0.06, outline=False),
        _poly(robe, [(-0.4, -0.4), (0.4, -0.4), (0.78, 1.0), (-0.78, 1.0)]),
        _line(trim, [(0, -0.3), (0, 1.0)], 0.06, outline=False),
        _line(trim, [(-0.76, 0.96), (0.76, 0.96)], 0.05, outline=False),
        _poly(robe, [(-0.3, -0.34), (-0.88, -0.2), (-0.86, 0.0), (-0.3, -0.06)]),        # sleeve
        _line(IVORY, [(-0.86, -0.12), (-0.96, -0.1)], 0.06),
        _circle(IVORY, -0.88, -0.12, 0.07),
        _poly(robe, [(0.3, -0.34), (0.76, 0.2), (0.6, 0.34), (0.3, 0.0)]),
        *[_line(IVORY, [(0.7, 0.3), (0.7 + dx, 0.46)], 0.03) for dx in (-0.06, 0.0, 0.06)],
        _poly(hood, [(-0.42, -0.26), (-0.46, -0.74), (0.0, -1.04), (0.46, -0.74), (0.42, -0.26)]),
        _Shape("ellipse", DARK, (0, -0.6, 0.6, 0.62), 0.0, False),
        _circle(IVORY, 0, -0.64, 0.22),
        _poly(IVORY, [(-0.14, -0.5), (0.14, -0.5), (0.1, -0.34), (-0.1, -0.34)]),
        _circle(DARK, -0.09, -0.66, 0.07, outline=False), _circle(DARK, 0.09, -0.66, 0.07, outline=False),
        _circle(glow, -0.09, -0.66, 0.035, outline=False), _circle(glow, 0.09, -0.66, 0.035, outline=False),
        *[_line(DARK, [(x, -0.44), (x, -0.36)], 0.02, outline=False) for x in (-0.05, 0.0, 0.05)],
    ]


def _basilisk() -> list[_Shape]:
    """"basilisk": the serpent in gold-brown scales with a spiked red crest and burning
    red eyes (its gaze is the danger)."""
    body = _recolour(_serpent(), {(94, 140, 66): (176, 132, 50), (62, 98, 46): (118, 80, 30),
                                  (214, 196, 112): (236, 220, 160), (255, 214, 60): EMBER})
    crest = [_poly(BLOOD, [(-0.3, -0.8), (-0.26, -1.02), (-0.14, -0.88), (0.0, -1.1), (0.14, -0.88),
                           (0.26, -1.02), (0.3, -0.8)])]
    return _transform(body + crest, scale=0.9, dy=0.1)


def _mummy() -> list[_Shape]:
    """"mummy": a figure bound in yellowed linen, arms out, bandages criss-crossing and one
    ember eye glowing through a gap in the wrappings."""
    linen, fold, band = (222, 206, 164), (186, 168, 126), (150, 132, 96)
    shapes = _zombie_arm(-1, linen, fold) + _zombie_arm(1, linen, fold)
    shapes += [
        _poly(linen, [(-0.46, -0.26), (0.46, -0.26), (0.42, 0.94), (-0.42, 0.94)]),
        *[_line(band, [(-0.44, y), (0.44, y + 0.14)], 0.03, outline=False)
          for y in (-0.14, 0.08, 0.3, 0.52, 0.74)],
        *[_line(fold, [(0.44, y), (-0.44, y + 0.16)], 0.025, outline=False) for y in (0.0, 0.44)],
        _poly(LEATHER, [(-0.1, 0.92), (0.0, 0.78), (0.14, 0.96)], outline=False),   # loose end
        _Shape("ellipse", linen, (0, -0.6, 0.6, 0.74), 0.0, True),
        *[_line(band, [(-0.3, y), (0.3, y + 0.1)], 0.03, outline=False) for y in (-0.86, -0.44, -0.34)],
        _poly(DARK, [(-0.28, -0.68), (0.28, -0.64), (0.26, -0.54), (-0.28, -0.58)], outline=False),
        _circle(EMBER, 0.1, -0.61, 0.05, outline=False),
        _line(fold, [(-0.26, -0.7), (0.02, -0.52)], 0.04, outline=False),
    ]
    return shapes


def _shadow() -> list[_Shape]:
    """"shadow": a living shadow, an inky violet shape with wisps for legs, long thin
    grasping fingers and two white, slanted eyes."""
    ink, rim, eye = (48, 40, 70), (96, 84, 138), (244, 244, 255)
    body = _arc(0, -0.28, 0.5, 0.64, 180, 360, 16) + [
        (0.56, 0.1), (0.4, 0.5), (0.5, 0.96), (0.2, 0.62), (0.02, 1.0), (-0.16, 0.6),
        (-0.46, 0.94), (-0.38, 0.46), (-0.56, 0.1)]
    shapes = []
    for s in (-1, 1):
        shapes.append(_line(ink, [(s * 0.4, -0.1), (s * 0.86, 0.04), (s * 1.1, -0.3)], 0.14))
        shapes += [_line(ink, [(s * 1.1, -0.3), (s * x, y)], 0.04)
                   for x, y in ((1.36, -0.6), (1.2, -0.7), (1.04, -0.66))]
    shapes += [
        _poly(rim, body),
        _poly(ink, [(x * 0.86, y * 0.92 + 0.02) for x, y in body], outline=False),
        _poly(eye, [(-0.3, -0.46), (-0.06, -0.34), (-0.26, -0.3)], outline=False),
        _poly(eye, [(0.3, -0.46), (0.06, -0.34), (0.26, -0.3)], outline=False),
    ]
    return shapes


def _wraith() -> list[_Shape]:
    """"wraith": a floating grey hooded cloak with nothing inside but darkness and two
    ice-blue eyes, skeletal hands reaching out, its hem torn into rags."""
    cloak, dark_cloak, eye = (104, 112, 130), (70, 76, 94), (140, 220, 255)
    shapes = []
    for s in (-1, 1):
        shapes.append(_poly(cloak, [(s * 0.3, -0.4), (s * 1.0, -0.1), (s * 0.96, 0.1), (s * 0.4, 0.1)]))
        shapes += [_line(IVORY, [(s * 0.98, 0.0), (s * x, y)], 0.035)
                   for x, y in ((1.26, -0.16), (1.28, 0.0), (1.22, 0.14))]
        shapes.append(_circle(IVORY, s * 1.0, 0.0, 0.07))
    shapes += [
        _poly(cloak, [(-0.44, -0.5), (0.44, -0.5), (0.64, 0.4), (0.5, 0.92), (0.32, 0.6),
                      (0.14, 0.98), (-0.04, 0.62), (-0.24, 0.96), (-0.38, 0.6), (-0.6, 0.84),
                      (-0.64, 0.4)]),
        *[_line(dark_cloak, [(x, -0.2), (x * 1.3, 0.6)], 0.035, outline=False) for x in (-0.2, 0.2)],
        _poly(cloak, [(-0.42, -0.3), (-0.44, -0.72), (0.0, -1.02), (0.44, -0.72), (0.42, -0.3)]),
        _Shape("ellipse", DARK, (0, -0.56, 0.56, 0.56), 0.0, False),
        _circle(eye, -0.11, -0.58, 0.05, outline=False), _circle(eye, 0.11, -0.58, 0.05, outline=False),
    ]
    return shapes


def _mudling() -> list[_Shape]:
    """"mudling": a lumpy heap of brown mud with pebbles stuck in it, one big eye and a
    sagging mouth."""
    mud, light, dark = (124, 90, 56), (164, 126, 84), (84, 58, 36)
    body = (_arc(-0.46, 0.34, 0.46, 0.5, 180, 290, 8) + _arc(0.0, 0.02, 0.4, 0.62, 215, 325, 8)
            + _arc(0.48, 0.3, 0.44, 0.5, 250, 360, 8)
            + [(0.94, 0.78), (0.7, 0.72), (0.62, 0.96), (0.48, 0.74), (0.1, 0.78), (-0.02, 0.98),
               (-0.14, 0.76), (-0.54, 0.8), (-0.66, 0.92), (-0.76, 0.76), (-0.92, 0.8)])
    return [
        _poly(mud, body),
        _Shape("ellipse", light, (-0.34, -0.14, 0.3, 0.18), 0.0, False),
        _Shape("ellipse", light, (0.36, -0.32, 0.2, 0.12), 0.0, False),
        *[_circle(c, x, y, r) for c, x, y, r in ((STONE, -0.6, 0.44, 0.09), (STONE_LIGHT, 0.64, 0.5, 0.07),
                                                  (STONE, 0.5, 0.08, 0.06), (STONE_LIGHT, -0.5, 0.1, 0.05))],
        _circle(IVORY, 0.02, -0.1, 0.24),
        _circle(DARK, 0.06, -0.06, 0.1, outline=False),
        _line(dark, _arc(0.0, 0.42, 0.3, 0.12, 200, 340, 10), 0.06, outline=False),
        _line(dark, [(-0.24, -0.34), (0.24, -0.4)], 0.05, outline=False),
    ]
