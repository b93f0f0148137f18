"""Baldrick's Tomb creature pictures for monster cards, first part: one function per
``look`` returning its ``_Shape`` list (the slime, rat, bat, spider, beetle, scorpion,
minotaur, skeleton, zombie, ghost, goblin, serpent, golem and dragon). Drawing only, no
pygame calls; ``sprites.baldricks_tomb.bestiary`` names every look, the cards module paints them."""
from __future__ import annotations

from sprites import palette
from sprites.artkit import arc as _arc
from sprites.baldricks_tomb.shapes import (BLOOD, BONE, DARK, EMBER, INK, IRON, IVORY, LEATHER_LIGHT, SAND,
                                 STEEL, STEEL_DARK, STONE, STONE_DARK, STONE_LIGHT, _Shape, _circle,
                                 _line, _poly, _tapered)


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
