"""Baldrick's Tomb creature pictures, second part: monsters with a body of their own (a
bone hound, a gargoyle, a kobold thief, a cave troll, a venom toad, a vampire, a hydra, a
ghoul). Same kit and style as ``sprites.baldricks_tomb.creatures``: ``_Shape`` lists in local units
(about -1.4..1.4 across, -1..1 down), ink-outlined when painted. Drawing only, no pygame
calls; ``sprites.baldricks_tomb.bestiary`` names them."""
from __future__ import annotations

from sprites import palette
from sprites.artkit import arc as _arc
from sprites.baldricks_tomb.shapes import (BLOOD, BONE, DARK, EMBER, IVORY, LEATHER, SAND, STEEL,
                                 STEEL_DARK, _Shape, _circle, _line, _poly, _tapered, _transform)

YELLOW = (255, 214, 60)


def _hound() -> list[_Shape]:
    """"hound": a skeletal hound in profile, running to the left: long-snouted skull with
    an ember eye and bared teeth, bare ribs under a bony spine, a whip of a tail."""
    far = palette.shade(BONE, 0.72)
    shapes = [
        _line(far, [(0.62, -0.24), (0.96, 0.22), (1.12, 0.78)], 0.08),      # far hind leg
        _line(far, [(-0.46, -0.2), (-0.7, 0.26), (-0.94, 0.7)], 0.08),     # far fore leg
        _line(BONE, [(0.84, -0.22), (1.1, -0.46), (1.32, -0.86)], 0.06),   # tail
        _line(BONE, [(-0.56, -0.3), (-0.04, -0.4), (0.46, -0.36), (0.86, -0.22)], 0.1),  # spine
    ]
    shapes += [_line(IVORY, [(x, -0.36), (x - 0.1, -0.12), (x - 0.02, 0.14 - abs(x) * 0.2)], 0.06)
               for x in (-0.4, -0.24, -0.08, 0.08, 0.24)]
    shapes += [
        _poly(BONE, [(0.52, -0.4), (0.9, -0.36), (0.96, -0.12), (0.7, -0.04), (0.54, -0.18)]),
        _line(IVORY, [(0.7, -0.2), (0.54, 0.3), (0.76, 0.8)], 0.09),       # near hind leg
        _line(IVORY, [(-0.5, -0.22), (-0.44, 0.3), (-0.58, 0.82)], 0.09),  # near fore leg
        *[_Shape("ellipse", IVORY, (x, 0.86, 0.26, 0.1), 0.0, True) for x in (-0.68, 0.68)],
        *[_circle(BONE, x, y, 0.07) for x, y in ((0.54, 0.3), (-0.44, 0.3))],
        _line(BONE, [(-0.56, -0.3), (-0.8, -0.46)], 0.1),                   # neck
        _poly(IVORY, [(-0.66, -0.3), (-1.26, -0.26), (-1.22, -0.14), (-0.78, -0.12)]),  # jaw
        *[_poly(IVORY, [(x, -0.28), (x + 0.07, -0.28), (x + 0.035, -0.38)], outline=False)
          for x in (-1.18, -1.04, -0.9)],
        _poly(IVORY, [(-0.62, -0.7), (-0.9, -0.7), (-1.36, -0.52), (-1.4, -0.38), (-1.0, -0.36),
                      (-0.66, -0.34), (-0.54, -0.52)]),                     # skull
        _poly(BONE, [(-0.66, -0.68), (-0.58, -0.92), (-0.76, -0.72)]),      # ear ridge
        *[_poly(IVORY, [(x, -0.4), (x + 0.07, -0.4), (x + 0.035, -0.3)], outline=False)
          for x in (-1.22, -1.08, -0.94)],
        _circle(DARK, -0.84, -0.56, 0.09, outline=False),
        _circle(EMBER, -0.84, -0.56, 0.04, outline=False),
        _circle(DARK, -1.32, -0.48, 0.035, outline=False),
    ]
    return shapes


def _gargoyle() -> list[_Shape]:
    """"gargoyle": a winged stone demon crouching on a plinth, horned, pointed ears, fanged
    grin and yellow eyes; its wings are stone slabs with ribs."""
    stone, light, dark = (128, 134, 140), (170, 176, 180), (74, 78, 86)
    shapes = []
    for s in (-1, 1):
        wing = [(s * 0.3, -0.3), (s * 0.82, -0.96), (s * 1.42, -0.74), (s * 1.24, -0.4),
                (s * 1.3, -0.06), (s * 1.0, -0.16), (s * 0.86, 0.16), (s * 0.5, 0.1)]
        shapes.append(_poly(dark, wing))
        shapes += [_line(stone, [(s * 0.82, -0.92), (s * x, y)], 0.05, outline=False)
                   for x, y in ((1.24, -0.42), (1.0, -0.18), (0.6, 0.06))]
    shapes += [
        _poly(dark, [(-0.9, 0.74), (0.9, 0.74), (0.96, 1.0), (-0.96, 1.0)]),     # plinth
        _Shape("ellipse", stone, (0, 0.2, 0.86, 0.96), 0.0, True),            # body
    ]
    for s in (-1, 1):
        shapes += [
            _poly(stone, [(s * 0.2, 0.34), (s * 0.68, 0.26), (s * 0.72, 0.76), (s * 0.36, 0.76)]),
            _poly(light, [(s * 0.3, 0.1), (s * 0.5, 0.16), (s * 0.34, 0.56), (s * 0.2, 0.54)]),
            *[_poly(IVORY, [(s * (0.26 + d), 0.56), (s * (0.3 + d), 0.68), (s * (0.22 + d), 0.66)],
                    outline=False) for d in (0.0, 0.08)],
            _poly(stone, [(s * 0.16, -0.72), (s * 0.62, -0.9), (s * 0.38, -0.5)]),   # ear
            _poly(IVORY, _tapered((s * 0.14, -0.82), (s * 0.26, -1.04), (s * 0.4, -1.06),
                                  0.1, horn=True)),
        ]
    shapes += [
        _poly(stone, [(-0.34, -0.84), (0.34, -0.84), (0.4, -0.44), (0.2, -0.2), (-0.2, -0.2),
                      (-0.4, -0.44)]),                                         # head
        _line(dark, [(-0.26, -0.68), (-0.06, -0.6)], 0.05, outline=False),
        _line(dark, [(0.26, -0.68), (0.06, -0.6)], 0.05, outline=False),
        _circle(YELLOW, -0.15, -0.55, 0.06), _circle(YELLOW, 0.15, -0.55, 0.06),
        _poly(DARK, [(-0.24, -0.38), (0.24, -0.38), (0.14, -0.26), (-0.14, -0.26)], outline=False),
        *[_poly(IVORY, [(x, -0.38), (x + 0.06, -0.38), (x + 0.03, -0.3)], outline=False)
          for x in (-0.18, 0.12)],
        _line(light, [(-0.14, 0.0), (0.12, 0.14)], 0.03, outline=False),       # crack
    ]
    return shapes


def _kobold() -> list[_Shape]:
    """"kobold": a small rust-scaled kobold thief with a bandit's mask, a snout and little
    horns, a dagger in one claw and a sack of stolen coins over its shoulder."""
    scale, belly, mask = (196, 96, 56), (232, 170, 110), (40, 34, 44)
    sack = (160, 126, 80)
    return [
        _line(scale, [(0.2, 0.66), (0.6, 0.84), (0.96, 0.72), (1.1, 0.5)], 0.1),   # tail
        _poly(sack, [(0.34, -0.5), (0.86, -0.7), (1.22, -0.36), (1.2, 0.16), (0.82, 0.34),
                     (0.46, 0.1)]),                                                   # sack
        _line(palette.shade(sack, 0.7), [(0.5, -0.44), (0.62, -0.62)], 0.06),
        *[_circle(SAND, x, y, 0.08) for x, y in ((0.98, 0.38), (1.14, 0.3), (1.06, 0.5))],
        _poly(scale, [(-0.34, -0.2), (0.3, -0.2), (0.42, 0.4), (0.2, 0.74), (-0.2, 0.74),
                      (-0.42, 0.4)]),                                                 # body
        _poly(belly, [(-0.16, -0.08), (0.16, -0.08), (0.2, 0.5), (-0.2, 0.5)], outline=False),
        _line(LEATHER, [(-0.3, -0.1), (0.38, 0.46)], 0.06, outline=False),         # sack strap
        _line(scale, [(0.28, -0.1), (0.46, -0.36)], 0.1),                          # arm to sack
        *[_line(scale, [(x, 0.7), (x * 1.2, 0.94)], 0.12) for x in (-0.2, 0.2)],   # legs
        _line(scale, [(-0.3, -0.1), (-0.66, 0.14), (-0.8, -0.06)], 0.1),          # dagger arm
        _poly(STEEL, [(-0.84, -0.1), (-0.94, -0.62), (-0.76, -0.12)]),
        _line(STEEL_DARK, [(-0.94, -0.08), (-0.7, -0.02)], 0.05),
        _poly(scale, [(-0.3, -0.34), (-0.36, -0.64), (-0.14, -0.84), (0.18, -0.78), (0.26, -0.5),
                      (0.12, -0.22), (-0.2, -0.2)]),                                 # head
        _poly(scale, [(-0.3, -0.56), (-0.86, -0.48), (-0.9, -0.34), (-0.32, -0.28)]),  # snout
        _line(DARK, [(-0.88, -0.36), (-0.5, -0.34)], 0.025, outline=False),
        _circle(DARK, -0.8, -0.46, 0.03, outline=False),
        *[_poly(BONE, [(x, -0.78), (x + 0.14, -1.0), (x + 0.1, -0.76)]) for x in (-0.12, 0.06)],
        _poly(mask, [(-0.36, -0.66), (0.26, -0.7), (0.26, -0.54), (-0.36, -0.5)], outline=False),
        _circle(YELLOW, -0.18, -0.59, 0.055, outline=False),
        _circle(YELLOW, 0.08, -0.61, 0.055, outline=False),
        _line(DARK, [(-0.18, -0.63), (-0.18, -0.55)], 0.025, outline=False),
        _line(DARK, [(0.08, -0.65), (0.08, -0.57)], 0.025, outline=False),
    ]


def _troll() -> list[_Shape]:
    """"troll": a hulking cave troll, mossy grey-green hide, small head sunk between huge
    shoulders, long nose and tusks, a knotted club dragging on the ground."""
    hide, dark, wood = (118, 140, 98), (78, 98, 64), (128, 88, 52)
    shapes = [
        _poly(hide, [(-0.88, -0.5), (0.88, -0.5), (0.76, 0.5), (0.4, 0.7), (-0.4, 0.7),
                     (-0.76, 0.5)]),                                                  # body
        _poly(LEATHER, [(-0.5, 0.44), (0.5, 0.44), (0.56, 0.82), (0.2, 0.7), (0.0, 0.9),
                        (-0.24, 0.72), (-0.56, 0.82)]),
        *[_line(hide, [(x, 0.7), (x * 1.1, 0.98)], 0.2) for x in (-0.32, 0.32)],
        _line(hide, [(-0.8, -0.4), (-1.12, 0.2), (-1.08, 0.7)], 0.24),               # left arm
        _circle(hide, -1.08, 0.74, 0.16),
        _line(hide, [(0.8, -0.4), (1.0, 0.02), (1.06, -0.16)], 0.24),                 # right arm
        _line(wood, [(1.0, -0.4), (1.18, 0.3)], 0.12),                                # club
        _poly(wood, [(1.06, 0.14), (1.34, 0.08), (1.46, 0.86), (1.1, 0.92)]),
        *[_circle(palette.shade(wood, 0.7), x, y, 0.05, outline=False)
          for x, y in ((1.22, 0.36), (1.3, 0.62))],
        _circle(hide, 1.06, -0.2, 0.15),
        _Shape("ellipse", dark, (0, -0.06, 0.9, 0.36), 0.0, False),                   # chest
        _poly(hide, [(-0.3, -0.96), (0.3, -0.96), (0.38, -0.5), (0.2, -0.3), (-0.2, -0.3),
                     (-0.38, -0.5)]),                                                 # head
        _poly(palette.shade(hide, 1.15), [(-0.06, -0.72), (0.06, -0.72), (0.12, -0.46),
                                          (0.0, -0.4), (-0.12, -0.46)]),              # nose
        _circle(EMBER, -0.14, -0.74, 0.045), _circle(EMBER, 0.14, -0.74, 0.045),
        _line(dark, [(-0.24, -0.84), (-0.06, -0.8)], 0.04, outline=False),
        _line(dark, [(0.24, -0.84), (0.06, -0.8)], 0.04, outline=False),
        _line(DARK, [(-0.18, -0.38), (0.18, -0.38)], 0.04, outline=False),
        _poly(IVORY, [(-0.2, -0.38), (-0.12, -0.38), (-0.18, -0.54)]),
        _poly(IVORY, [(0.12, -0.38), (0.2, -0.38), (0.18, -0.54)]),
        *[_Shape("ellipse", (96, 150, 70), (s * 0.62, -0.5, 0.4, 0.14), 0.0, False) for s in (-1, 1)],
    ]
    return shapes


def _toad() -> list[_Shape]:
    """"toad": a squat venom toad facing out, deep blue with yellow poison warts, bulging
    eyes on top, a wide mouth and splayed webbed feet."""
    skin, throat = (52, 92, 168), (150, 186, 220)
    shapes = []
    for s in (-1, 1):
        shapes.append(_line(skin, [(s * 0.6, 0.3), (s * 1.08, 0.42), (s * 1.0, 0.78)], 0.2))
        shapes.append(_poly(skin, [(s * 0.86, 0.72), (s * 1.34, 0.7), (s * 1.2, 0.9), (s * 0.9, 0.9)]))
        shapes.append(_poly(skin, [(s * 0.26, 0.56), (s * 0.56, 0.6), (s * 0.5, 0.9), (s * 0.2, 0.9)]))
    shapes += [
        _Shape("ellipse", skin, (0, 0.24, 1.7, 1.1), 0.0, True),
        _Shape("ellipse", throat, (0, 0.48, 0.8, 0.42), 0.0, False),
        *[_circle(YELLOW, x, y, r, outline=False)
          for x, y, r in ((-0.6, 0.06, 0.08), (0.56, 0.16, 0.07), (-0.36, -0.16, 0.06),
                          (0.34, -0.12, 0.06), (0.7, -0.04, 0.05), (-0.74, 0.28, 0.05))],
        _line(DARK, _arc(0, 0.14, 0.58, 0.16, 10, 170, 12), 0.05, outline=False),
    ]
    for s in (-1, 1):
        shapes += [_circle(skin, s * 0.42, -0.4, 0.26), _circle(YELLOW, s * 0.42, -0.42, 0.17),
                   _Shape("ellipse", DARK, (s * 0.42, -0.42, 0.24, 0.08), 0.0, False)]
    return shapes


def _vampire() -> list[_Shape]:
    """"vampire": a pale vampire in a black high-collared cape lined with red, spread like
    wings; slicked hair with a widow's peak, red eyes, fangs."""
    cape, lining, skin, hair = (34, 28, 40), (168, 30, 44), (222, 218, 226), (30, 26, 34)
    shapes = [
        _poly(cape, [(-0.34, -0.36), (-1.38, -0.2), (-1.2, 0.34), (-0.96, 0.2), (-0.8, 0.7),
                     (-0.4, 0.5), (-0.2, 1.0), (0.2, 1.0), (0.4, 0.5), (0.8, 0.7), (0.96, 0.2),
                     (1.2, 0.34), (1.38, -0.2), (0.34, -0.36)]),
        _poly(lining, [(-0.3, -0.28), (-1.16, -0.12), (-1.08, 0.18), (-0.86, 0.06), (-0.7, 0.5),
                       (-0.32, 0.34), (-0.2, 0.9), (0.2, 0.9), (0.32, 0.34), (0.7, 0.5),
                       (0.86, 0.06), (1.08, 0.18), (1.16, -0.12), (0.3, -0.28)], outline=False),
        _poly((60, 52, 70), [(-0.34, -0.3), (0.34, -0.3), (0.3, 1.0), (-0.3, 1.0)]),   # suit
        _poly(IVORY, [(-0.12, -0.3), (0.12, -0.3), (0.0, 0.1)], outline=False),       # shirt
        _poly(lining, [(-0.06, -0.14), (0.06, -0.14), (0.0, 0.0)], outline=False),
        *[_poly(lining, [(s * 0.14, -0.3), (s * 0.58, -0.84), (s * 0.5, -0.34)]) for s in (-1, 1)],
        _Shape("ellipse", skin, (0, -0.6, 0.5, 0.62), 0.0, True),                      # face
        _poly(hair, [(-0.26, -0.66), (-0.24, -0.88), (0.0, -0.96), (0.24, -0.88), (0.26, -0.66),
                     (0.14, -0.78), (0.0, -0.66), (-0.14, -0.78)]),
        _poly(BLOOD, [(-0.16, -0.62), (-0.04, -0.6), (-0.08, -0.54)], outline=False),
        _poly(BLOOD, [(0.16, -0.62), (0.04, -0.6), (0.08, -0.54)], outline=False),
        _line(palette.shade(skin, 0.55), [(-0.1, -0.4), (0.1, -0.4)], 0.03, outline=False),
        _poly(IVORY, [(-0.08, -0.4), (-0.03, -0.4), (-0.055, -0.32)], outline=False),
        _poly(IVORY, [(0.03, -0.4), (0.08, -0.4), (0.055, -0.32)], outline=False),
    ]
    return shapes


def _hydra_head(x: float, y: float, s: float, scale_colour, dark) -> list[_Shape]:
    """One hydra head at (``x``, ``y``), ``s`` = -1 facing left, 1 right."""
    return [
        _poly(scale_colour, [(x - s * 0.16, y - 0.14), (x + s * 0.14, y - 0.18),
                             (x + s * 0.44, y - 0.04), (x + s * 0.46, y + 0.06),
                             (x + s * 0.12, y + 0.14), (x - s * 0.16, y + 0.12)]),
        _poly(dark, [(x - s * 0.1, y - 0.14), (x + s * 0.06, y - 0.3), (x + s * 0.1, y - 0.14)]),
        _circle(YELLOW, x + s * 0.1, y - 0.06, 0.045, outline=False),
        _line(DARK, [(x + s * 0.46, y + 0.04), (x + s * 0.2, y + 0.06)], 0.025, outline=False),
        _poly(IVORY, [(x + s * 0.36, y + 0.04), (x + s * 0.3, y + 0.04), (x + s * 0.33, y + 0.13)],
              outline=False),
        _line(BLOOD, [(x + s * 0.46, y + 0.04), (x + s * 0.6, y + 0.08), (x + s * 0.66, y + 0.02)],
              0.025, outline=False),
    ]


def _hydra() -> list[_Shape]:
    """"hydra": a teal many-headed hydra, three long necks rising from one scaly body,
    each head with a yellow eye, fangs and a forked tongue."""
    scale, dark, belly = (54, 132, 118), (30, 84, 76), (190, 204, 140)
    necks = [[(-0.3, 0.4), (-0.74, 0.1), (-0.86, -0.3), (-0.84, -0.56)],
             [(0.0, 0.3), (0.08, -0.2), (-0.04, -0.6), (0.0, -0.8)],
             [(0.3, 0.4), (0.74, 0.1), (0.86, -0.3), (0.84, -0.56)]]
    shapes = [_line(scale, [(0.5, 0.8), (1.0, 0.86), (1.3, 0.64)], 0.14)]
    shapes += [_line(scale, n, 0.2) for n in necks]
    shapes += [_line(belly, n[1:], 0.07, outline=False) for n in necks]
    shapes += [
        _Shape("ellipse", scale, (0, 0.64, 1.36, 0.68), 0.0, True),
        _Shape("ellipse", belly, (0, 0.74, 0.8, 0.34), 0.0, False),
        *[_line(dark, _arc(0, 0.58, 0.4, 0.1, 200, 340, 8), 0.035, outline=False)],
    ]
    shapes += _hydra_head(-0.84, -0.62, -1, scale, dark)
    shapes += _hydra_head(0.0, -0.84, 1, scale, dark)
    shapes += _hydra_head(0.84, -0.62, 1, scale, dark)
    return _transform(shapes, scale=0.92, dx=0.1, dy=0.04)


def _ghoul() -> list[_Shape]:
    """"ghoul": a hunched, grey-violet ghoul on all fours, bald with pointed ears, a wide
    mouth of needle teeth, glowing eyes and long black claws."""
    skin, dark, rag = (150, 140, 162), (98, 90, 112), (84, 72, 62)
    shapes = []
    for s in (-1, 1):
        shapes.append(_line(skin, [(s * 0.5, -0.1), (s * 0.96, 0.3), (s * 0.9, 0.72)], 0.16))
        shapes += [_poly(DARK, _tapered((s * (0.8 + d), 0.74), (s * (0.84 + d), 0.92),
                                        (s * (0.98 + d * 1.6), 0.98), 0.07, horn=True))
                   for d in (-0.08, 0.06, 0.2)]
    shapes += [
        _Shape("ellipse", skin, (0, 0.16, 1.16, 0.9), 0.0, True),                  # hunched back
        *[_line(dark, _arc(0, 0.0 + i * 0.14, 0.3, 0.08, 200, 340, 8), 0.035, outline=False)
          for i in range(3)],
        _poly(rag, [(-0.5, 0.4), (0.5, 0.4), (0.4, 0.72), (0.16, 0.6), (0.0, 0.78), (-0.2, 0.6),
                    (-0.44, 0.72)]),
    ]
    for s in (-1, 1):
        shapes.append(_poly(skin, [(s * 0.22, -0.58), (s * 0.74, -0.86), (s * 0.38, -0.38)]))
        shapes.append(_poly(dark, [(s * 0.3, -0.56), (s * 0.6, -0.76), (s * 0.38, -0.46)],
                            outline=False))
    shapes += [
        _Shape("ellipse", skin, (0, -0.44, 0.66, 0.6), 0.0, True),                   # head
        _circle((200, 255, 140), -0.14, -0.52, 0.07), _circle((200, 255, 140), 0.14, -0.52, 0.07),
        _circle(DARK, -0.14, -0.52, 0.03, outline=False), _circle(DARK, 0.14, -0.52, 0.03, outline=False),
        _poly(DARK, [(-0.24, -0.34), (0.24, -0.34), (0.16, -0.2), (-0.16, -0.2)], outline=False),
        *[_poly(IVORY, [(x, -0.34), (x + 0.05, -0.34), (x + 0.025, -0.25)], outline=False)
          for x in (-0.2, -0.1, 0.0, 0.1)],
    ]
    return shapes
