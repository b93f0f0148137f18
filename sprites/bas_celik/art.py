"""Baš-Čelik's pieces, drawn in code: the field markers of the map (a village's houses, a
tower, a castle, a bridge's planks, water waves, a church, a cemetery's cross, a gate's
triangle, a starting point's banner, the key locations and the Centre's four fields), a
creature card lying on a field (each kind its own emblem and colours, ``KINDS``), a card
back and the Baš-Čelik figure. Every function
returns a shared, cached surface (``artkit.cached``): blit it, never draw on it. Sizes are
px; each function raises ``ValueError`` for a size below its minimum or an unknown kind.
"""
from __future__ import annotations

import math

import pygame

from sprites import fonts
from sprites import palette as P
from sprites.artkit import cached, check, check_size, finish, stroke
from sprites.pawns import supersampled

FIELD_KINDS = ("path", "village", "tower", "castle", "bridge", "water", "church", "cemetery",
               "start", "gate", "surlane", "blacksmith", "wonder_stone", "spring",
               "cliff_foot", "plateau", "centre")
ROAD = (150, 112, 70)
ROAD_EDGE = (96, 68, 40)
WATER = (70, 132, 196)
WATER_DARK = (38, 86, 140)
LAND = (140, 168, 96)
LAND_DARK = (96, 128, 70)
INNER_LAND = (118, 140, 88)
STONE = (168, 160, 146)
STONE_DARK = (104, 96, 86)
ROOF = (170, 60, 44)
WALL = (232, 214, 176)
# A marker's disc by world: the Outer ring's road, the Inner World's paths, the Centre's rock.
DISC = {"outer": (214, 190, 146), "inner": (196, 178, 132), "centre": (190, 184, 196)}
NATURE_RGB = {"D": (58, 128, 72), "Z": (150, 40, 40), "R": (120, 110, 96)}


def field_marker(kind: str, world: str, size: int) -> pygame.Surface:
    """A field's round marker ``size`` px square (>= 12): a disc in its world's colour
    (``DISC``) with a dark rim and the symbol of its ``kind`` (board.yaml's field kinds)."""
    check(kind, FIELD_KINDS, "field kind")
    check(world, tuple(DISC), "world")
    return _marker(kind, world, check_size(size, 12, "field marker"))


@cached(128)
def _marker(kind: str, world: str, size: int) -> pygame.Surface:
    def paint(big, k):
        s = size * k
        c = s / 2
        r = s * 0.46
        base = WATER if kind == "water" else DISC[world]
        pygame.draw.circle(big, base, (c, c), r)
        pygame.draw.circle(big, P.INK, (c, c), r, max(2, round(s * 0.06)))
        _symbol(big, kind, s)
    return finish(supersampled((size, size), paint))


def _symbol(big, kind: str, s: float) -> None:
    """The symbol of ``kind`` painted into a square of side ``s`` (supersampled px)."""
    w = max(2, s * 0.06)
    c = s / 2
    if kind == "village":
        for dx, h in ((-0.16, 0.2), (0.14, 0.16)):
            x = c + dx * s
            body = [(x - s * 0.11, c + s * 0.2), (x + s * 0.11, c + s * 0.2),
                    (x + s * 0.11, c + s * 0.2 - h * s), (x - s * 0.11, c + s * 0.2 - h * s)]
            pygame.draw.polygon(big, WALL, body)
            roof = [(x - s * 0.15, c + s * 0.2 - h * s), (x + s * 0.15, c + s * 0.2 - h * s),
                    (x, c + s * 0.2 - h * s - s * 0.14)]
            pygame.draw.polygon(big, ROOF, roof)
            stroke(big, P.INK, body, w * 0.6, closed=True)
            stroke(big, P.INK, roof, w * 0.6, closed=True)
    elif kind in ("tower", "castle", "blacksmith"):
        if kind == "blacksmith":
            anvil = [(c - s * 0.24, c - s * 0.06), (c + s * 0.26, c - s * 0.06),
                     (c + s * 0.12, c + s * 0.06), (c + s * 0.06, c + s * 0.2),
                     (c - s * 0.08, c + s * 0.2), (c - s * 0.1, c + s * 0.06)]
            pygame.draw.polygon(big, (70, 70, 78), anvil)
            stroke(big, P.INK, anvil, w * 0.6, closed=True)
            return
        towers = [(-0.0, 0.3)] if kind == "tower" else [(-0.18, 0.22), (0.18, 0.22), (0, 0.3)]
        if kind == "castle":
            wall = [(c - s * 0.26, c + s * 0.22), (c + s * 0.26, c + s * 0.22),
                    (c + s * 0.26, c - s * 0.02), (c - s * 0.26, c - s * 0.02)]
            pygame.draw.polygon(big, STONE, wall)
            stroke(big, P.INK, wall, w * 0.6, closed=True)
        for dx, h in towers:
            x = c + dx * s
            t = [(x - s * 0.08, c + s * 0.22), (x + s * 0.08, c + s * 0.22),
                 (x + s * 0.08, c + s * 0.22 - h * s * 1.3), (x - s * 0.08, c + s * 0.22 - h * s * 1.3)]
            pygame.draw.polygon(big, STONE if kind == "castle" else WALL, t)
            stroke(big, P.INK, t, w * 0.6, closed=True)
            top = c + s * 0.22 - h * s * 1.3
            roof = [(x - s * 0.11, top), (x + s * 0.11, top), (x, top - s * 0.12)]
            pygame.draw.polygon(big, ROOF, roof)
            stroke(big, P.INK, roof, w * 0.5, closed=True)
    elif kind == "bridge":
        deck = [(c - s * 0.3, c + s * 0.02), (c + s * 0.3, c + s * 0.02),
                (c + s * 0.3, c + s * 0.12), (c - s * 0.3, c + s * 0.12)]
        pygame.draw.polygon(big, (120, 82, 46), deck)
        stroke(big, P.INK, deck, w * 0.6, closed=True)
        stroke(big, P.INK, arc_points(c, c + s * 0.22, s * 0.22, s * 0.14, 180, 360), w * 0.8)
        for i in range(-2, 3):
            stroke(big, P.INK, [(c + i * s * 0.12, c - s * 0.1), (c + i * s * 0.12, c + s * 0.02)], w * 0.5)
        stroke(big, P.INK, [(c - s * 0.28, c - s * 0.1), (c + s * 0.28, c - s * 0.1)], w * 0.6)
    elif kind == "water":
        for dy in (-0.12, 0.04, 0.2):
            pts = [(c + (t / 10 - 0.5) * s * 0.6, c + dy * s + math.sin(t * 1.3) * s * 0.04)
                   for t in range(11)]
            stroke(big, (226, 240, 252), pts, w * 0.7)
    elif kind == "church":
        body = [(c - s * 0.14, c + s * 0.24), (c + s * 0.14, c + s * 0.24),
                (c + s * 0.14, c - s * 0.02), (c - s * 0.14, c - s * 0.02)]
        pygame.draw.polygon(big, WALL, body)
        stroke(big, P.INK, body, w * 0.6, closed=True)
        dome = arc_points(c, c - s * 0.02, s * 0.14, s * 0.14, 180, 360)
        pygame.draw.polygon(big, P.GOLD, dome)
        stroke(big, P.INK, [(c, c - s * 0.16), (c, c - s * 0.32)], w * 0.6)
        stroke(big, P.INK, [(c - s * 0.06, c - s * 0.26), (c + s * 0.06, c - s * 0.26)], w * 0.6)
    elif kind == "cemetery":
        for dx in (-0.14, 0.14):
            x = c + dx * s
            stroke(big, (80, 74, 70), [(x, c + s * 0.22), (x, c - s * 0.18)], w)
            stroke(big, (80, 74, 70), [(x - s * 0.08, c - s * 0.06), (x + s * 0.08, c - s * 0.06)], w)
    elif kind == "gate":
        tri = [(c, c - s * 0.26), (c + s * 0.24, c + s * 0.18), (c - s * 0.24, c + s * 0.18)]
        pygame.draw.polygon(big, (60, 52, 44), tri)
        stroke(big, P.GOLD_LIGHT, tri, w * 0.7, closed=True)
    elif kind == "start":
        stroke(big, P.INK, [(c - s * 0.1, c + s * 0.26), (c - s * 0.1, c - s * 0.26)], w * 0.8)
        flag = [(c - s * 0.1, c - s * 0.26), (c + s * 0.22, c - s * 0.16), (c - s * 0.1, c - s * 0.04)]
        pygame.draw.polygon(big, (200, 60, 50), flag)
        stroke(big, P.INK, flag, w * 0.5, closed=True)
    elif kind == "surlane":
        pygame.draw.circle(big, (92, 130, 60), (c, c - s * 0.06), s * 0.18)
        stroke(big, (80, 56, 30), [(c, c + s * 0.08), (c, c + s * 0.26)], w)
    elif kind == "wonder_stone":
        gem = [(c, c - s * 0.26), (c + s * 0.2, c - s * 0.02), (c, c + s * 0.26), (c - s * 0.2, c - s * 0.02)]
        pygame.draw.polygon(big, (120, 190, 220), gem)
        stroke(big, P.INK, gem, w * 0.6, closed=True)
    elif kind in ("spring", "cliff_foot", "plateau"):
        if kind == "spring":
            drop = arc_points(c, c + s * 0.06, s * 0.16, s * 0.16, 0, 180) + [(c, c - s * 0.26)]
            pygame.draw.polygon(big, WATER, drop)
            stroke(big, P.INK, drop, w * 0.5, closed=True)
        else:
            hill = [(c - s * 0.28, c + s * 0.18), (c - s * 0.04, c - s * 0.22), (c + s * 0.06, c - s * 0.06),
                    (c + s * 0.14, c - s * 0.16), (c + s * 0.28, c + s * 0.18)]
            if kind == "plateau":
                hill = [(c - s * 0.28, c + s * 0.18), (c - s * 0.18, c - s * 0.1),
                        (c + s * 0.18, c - s * 0.1), (c + s * 0.28, c + s * 0.18)]
            pygame.draw.polygon(big, STONE_DARK, hill)
            stroke(big, P.INK, hill, w * 0.5, closed=True)
    elif kind == "centre":
        star = [(c + math.cos(math.radians(-90 + i * 36)) * s * (0.28 if i % 2 == 0 else 0.12),
                 c + math.sin(math.radians(-90 + i * 36)) * s * (0.28 if i % 2 == 0 else 0.12))
                for i in range(10)]
        pygame.draw.polygon(big, P.GOLD, star)
        stroke(big, P.INK, star, w * 0.5, closed=True)


def arc_points(cx, cy, rx, ry, start, end, steps: int = 16) -> list:
    """Points of an ellipse arc round (``cx``, ``cy``) from ``start`` to ``end`` degrees."""
    return [(cx + rx * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + ry * math.sin(math.radians(start + (end - start) * i / steps)))
            for i in range(steps + 1)]


ANIMAL_RGB = (132, 96, 52)        # the frame of an animal card
BEAST_RGB = (50, 30, 50)          # the frame of a beast of the Centre

# Each creature kind's own picture: (emblem, body colour). No two kinds share both; the
# emblems are drawn by ``_EMBLEMS`` on the card's middle, in the body colour's shade.
KINDS = {
    "bauk": ("horns", (70, 52, 40)), "karakondzula": ("ears", (96, 110, 60)),
    "drekavac": ("scream", (150, 150, 170)), "mora": ("crescent", (60, 54, 110)),
    "orko": ("eye", (120, 70, 130)), "vodenjak": ("waves", (40, 110, 150)),
    "talason": ("swirl", (30, 150, 100)), "poludnica": ("sun", (210, 170, 50)),
    "domaci": ("house", (170, 110, 60)), "sudjaje": ("threads", (220, 220, 235)),
    "gorski_car": ("crown", (110, 120, 130)), "vuk": ("wolf", (120, 120, 124)),
    "jelen": ("antlers", (170, 120, 60)), "bukavac": ("mouth_horns", (60, 90, 70)),
    "vampir": ("fangs", (120, 30, 40)), "lamja": ("snake", (70, 130, 60)),
    "sumska_majka": ("tree", (50, 100, 50)), "jauk": ("tears", (60, 80, 180)),
    "div": ("fist", (150, 110, 90)), "stuha": ("bolt", (80, 100, 150)),
    "soko": ("wings", (140, 130, 110)), "medved": ("paw", (100, 66, 40)),
    "zmaj": ("flame", (160, 60, 30)), "ala": ("hail", (70, 80, 110)),
    "azdaja": ("heads", (60, 110, 90)),
}


def creature(kind: str | None, size: int, nature: str | None = None) -> pygame.Surface:
    """A creature card lying face up on a field, ``size`` px high (>= 14): a small card
    edged in its nature's colour (``NATURE_RGB``; an animal brown, a beast of the Centre
    dark), its body colour and emblem its kind's own (``KINDS``: a Bogeyman's horns, a
    Water Man's waves, a Dragon's flame ...). ``kind``: the card kind id (``None``: a
    creature not known, drawn with horns); ``nature``: "D", "Z", "R" or ``None``.
    Raises ``ValueError`` for an unknown kind or nature or a size below 14."""
    if nature is not None:
        check(nature, tuple(NATURE_RGB), "nature")
    if kind is not None:
        check(kind, tuple(KINDS), "creature kind")
    return _creature(kind, nature, check_size(size, 14, "creature"))


def _shade(rgb, k: float) -> tuple:
    return tuple(max(0, min(255, round(c * k))) for c in rgb)


@cached(64)
def _creature(kind, nature, size) -> pygame.Surface:
    emblem, body = KINDS.get(kind, ("horns", (40, 24, 22)))
    if nature is not None:
        frame = NATURE_RGB[nature]
    else:
        frame = BEAST_RGB if emblem in ("flame", "hail", "heads") else ANIMAL_RGB

    def paint(big, k):
        w, h = size * 0.72 * k, size * k
        x0 = (size * k - w) / 2
        rect = pygame.Rect(round(x0), 0, round(w), round(h))
        pygame.draw.rect(big, frame, rect, border_radius=round(3 * k))
        inner = rect.inflate(-round(w * 0.18), -round(w * 0.18))
        pygame.draw.rect(big, (236, 224, 196), inner, border_radius=round(2 * k))
        pygame.draw.rect(big, P.INK, rect, max(2, round(1.5 * k)), border_radius=round(3 * k))
        _EMBLEMS[emblem](big, inner.centerx, inner.centery, inner.w / 2, body)
    return finish(supersampled((size, size), paint))


def _e_horns(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.6, cy - r * 0.3, r * 1.2, r * 1.1))
    for sx in (-1, 1):
        horn = [(cx + sx * r * 0.3, cy - r * 0.2), (cx + sx * r * 0.8, cy - r * 0.9),
                (cx + sx * r * 0.55, cy - r * 0.05)]
        pygame.draw.polygon(big, (214, 200, 160), horn)
        pygame.draw.polygon(big, P.INK, horn, max(1, round(r * 0.08)))
        pygame.draw.circle(big, (255, 210, 60), (cx + sx * r * 0.22, cy + r * 0.15), r * 0.1)


def _e_ears(big, cx, cy, r, rgb):
    pygame.draw.circle(big, rgb, (cx, cy + r * 0.2), r * 0.55)
    for sx in (-1, 1):
        pygame.draw.polygon(big, rgb, [(cx + sx * r * 0.3, cy - r * 0.1), (cx + sx * r * 0.95, cy - r * 0.6),
                                       (cx + sx * r * 0.5, cy + r * 0.3)])
        pygame.draw.circle(big, (250, 240, 120), (cx + sx * r * 0.2, cy + r * 0.1), r * 0.1)


def _e_scream(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.6, cy - r * 0.8, r * 1.2, r * 1.6))
    pygame.draw.ellipse(big, (30, 10, 10), (cx - r * 0.25, cy - r * 0.05, r * 0.5, r * 0.6))
    for sx in (-1, 1):
        pygame.draw.circle(big, (30, 10, 10), (cx + sx * r * 0.25, cy - r * 0.35), r * 0.12)


def _e_crescent(big, cx, cy, r, rgb):
    pygame.draw.circle(big, rgb, (cx, cy), r * 0.8)
    pygame.draw.circle(big, (236, 224, 196), (cx + r * 0.35, cy - r * 0.2), r * 0.65)
    pygame.draw.circle(big, (250, 250, 250), (cx - r * 0.4, cy + r * 0.1), r * 0.1)


def _e_eye(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.85, cy - r * 0.45, r * 1.7, r * 0.9))
    pygame.draw.circle(big, (250, 230, 120), (cx, cy), r * 0.35)
    pygame.draw.circle(big, (20, 10, 10), (cx, cy), r * 0.15)


def _e_waves(big, cx, cy, r, rgb):
    for i in range(3):
        y = cy - r * 0.55 + i * r * 0.5
        pts = [(cx - r * 0.85 + j * r * 0.17, y + math.sin(j * 1.3) * r * 0.15) for j in range(11)]
        stroke(big, rgb, pts, max(2, round(r * 0.18)))


def _e_swirl(big, cx, cy, r, rgb):
    pts = [(cx + math.cos(a / 6) * r * a / 30, cy + math.sin(a / 6) * r * a / 30) for a in range(2, 27)]
    stroke(big, rgb, pts, max(3, round(r * 0.26)))


def _e_sun(big, cx, cy, r, rgb):
    for i in range(8):
        a = math.radians(i * 45)
        stroke(big, rgb, [(cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45),
                          (cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9)], max(2, round(r * 0.14)))
    pygame.draw.circle(big, rgb, (cx, cy), r * 0.42)


def _e_house(big, cx, cy, r, rgb):
    pygame.draw.rect(big, rgb, (cx - r * 0.55, cy - r * 0.05, r * 1.1, r * 0.75))
    pygame.draw.polygon(big, ROOF, [(cx - r * 0.8, cy), (cx, cy - r * 0.75), (cx + r * 0.8, cy)])
    pygame.draw.rect(big, (40, 24, 16), (cx - r * 0.15, cy + r * 0.25, r * 0.3, r * 0.45))


def _e_threads(big, cx, cy, r, rgb):
    for i in (-1, 0, 1):
        pygame.draw.line(big, (80, 60, 40), (cx + i * r * 0.45, cy - r * 0.8), (cx + i * r * 0.45, cy + r * 0.8),
                         max(2, round(r * 0.1)))
        pygame.draw.circle(big, rgb, (cx + i * r * 0.45, cy + i * r * 0.3), r * 0.22)
        pygame.draw.circle(big, (80, 60, 40), (cx + i * r * 0.45, cy + i * r * 0.3), r * 0.22, max(1, round(r * 0.06)))


def _e_crown(big, cx, cy, r, rgb):
    pygame.draw.polygon(big, rgb, [(cx - r * 0.8, cy + r * 0.7), (cx + r * 0.8, cy + r * 0.7),
                                   (cx + r * 0.2, cy - r * 0.3), (cx - r * 0.2, cy - r * 0.3)])
    pygame.draw.polygon(big, (230, 190, 60), [(cx - r * 0.5, cy - r * 0.25), (cx - r * 0.5, cy - r * 0.85),
                                              (cx - r * 0.2, cy - r * 0.5), (cx, cy - r * 0.9),
                                              (cx + r * 0.2, cy - r * 0.5), (cx + r * 0.5, cy - r * 0.85),
                                              (cx + r * 0.5, cy - r * 0.25)])


def _e_wolf(big, cx, cy, r, rgb):
    pygame.draw.polygon(big, rgb, [(cx - r * 0.7, cy - r * 0.8), (cx - r * 0.3, cy - r * 0.3),
                                   (cx + r * 0.3, cy - r * 0.3), (cx + r * 0.7, cy - r * 0.8),
                                   (cx + r * 0.6, cy + r * 0.1), (cx, cy + r * 0.85), (cx - r * 0.6, cy + r * 0.1)])
    pygame.draw.circle(big, (20, 20, 20), (cx, cy + r * 0.7), r * 0.13)
    for sx in (-1, 1):
        pygame.draw.circle(big, (250, 220, 90), (cx + sx * r * 0.25, cy), r * 0.1)


def _e_antlers(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.3, cy - r * 0.1, r * 0.6, r * 0.95))
    for sx in (-1, 1):
        base = (cx + sx * r * 0.2, cy - r * 0.05)
        tip = (cx + sx * r * 0.8, cy - r * 0.85)
        stroke(big, (230, 190, 60), [base, (cx + sx * r * 0.5, cy - r * 0.45), tip], max(2, round(r * 0.12)))
        stroke(big, (230, 190, 60), [(cx + sx * r * 0.5, cy - r * 0.45), (cx + sx * r * 0.25, cy - r * 0.85)],
               max(2, round(r * 0.1)))


def _e_mouth_horns(big, cx, cy, r, rgb):
    pygame.draw.circle(big, rgb, (cx, cy + r * 0.1), r * 0.7)
    pygame.draw.rect(big, (30, 10, 10), (cx - r * 0.45, cy + r * 0.15, r * 0.9, r * 0.3))
    for sx in (-1, 1):
        horn = [(cx + sx * r * 0.4, cy - r * 0.4), (cx + sx * r * 0.9, cy - r * 0.3),
                (cx + sx * r * 0.5, cy - r * 0.1)]
        pygame.draw.polygon(big, (214, 200, 160), horn)
        pygame.draw.polygon(big, P.INK, horn, max(1, round(r * 0.08)))


def _e_fangs(big, cx, cy, r, rgb):
    pygame.draw.polygon(big, rgb, [(cx - r * 0.9, cy - r * 0.2), (cx, cy - r * 0.8), (cx + r * 0.9, cy - r * 0.2),
                                   (cx + r * 0.5, cy + r * 0.3), (cx, cy), (cx - r * 0.5, cy + r * 0.3)])
    for sx in (-1, 1):
        pygame.draw.polygon(big, (250, 250, 250), [(cx + sx * r * 0.25, cy + r * 0.1), (cx + sx * r * 0.1, cy + r * 0.1),
                                                   (cx + sx * r * 0.18, cy + r * 0.6)])


def _e_snake(big, cx, cy, r, rgb):
    pts = [(cx - r * 0.8 + i * r * 0.16, cy + math.sin(i * 0.9) * r * 0.45) for i in range(11)]
    stroke(big, rgb, pts, max(3, round(r * 0.28)))
    pygame.draw.circle(big, rgb, pts[-1], r * 0.25)
    pygame.draw.circle(big, (250, 60, 40), (pts[-1][0] + r * 0.05, pts[-1][1] - r * 0.05), r * 0.07)


def _e_tree(big, cx, cy, r, rgb):
    pygame.draw.rect(big, (100, 66, 40), (cx - r * 0.12, cy + r * 0.1, r * 0.24, r * 0.75))
    for dy, rr in ((-0.45, 0.45), (-0.05, 0.55)):
        pygame.draw.circle(big, rgb, (cx, cy + dy * r), rr * r)


def _e_tears(big, cx, cy, r, rgb):
    for sx, dy in ((-0.45, -0.3), (0.45, -0.3), (0, 0.35)):
        x, y = cx + sx * r, cy + dy * r
        pygame.draw.polygon(big, rgb, [(x, y - r * 0.4), (x - r * 0.22, y + r * 0.05), (x + r * 0.22, y + r * 0.05)])
        pygame.draw.circle(big, rgb, (x, y + r * 0.08), r * 0.22)


def _e_fist(big, cx, cy, r, rgb):
    pygame.draw.rect(big, rgb, (cx - r * 0.6, cy - r * 0.5, r * 1.2, r * 0.9), border_radius=round(r * 0.25))
    for i in range(4):
        pygame.draw.line(big, (60, 40, 30), (cx - r * 0.45 + i * r * 0.3, cy - r * 0.5),
                         (cx - r * 0.45 + i * r * 0.3, cy - r * 0.1), max(1, round(r * 0.07)))
    pygame.draw.rect(big, rgb, (cx - r * 0.3, cy + r * 0.35, r * 0.6, r * 0.5))


def _e_bolt(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 0.8))
    pygame.draw.polygon(big, (250, 210, 50), [(cx + r * 0.1, cy - r * 0.2), (cx - r * 0.35, cy + r * 0.35),
                                              (cx, cy + r * 0.35), (cx - r * 0.2, cy + r * 0.9),
                                              (cx + r * 0.4, cy + r * 0.2), (cx + r * 0.05, cy + r * 0.2)])


def _e_wings(big, cx, cy, r, rgb):
    for sx in (-1, 1):
        pygame.draw.polygon(big, rgb, [(cx, cy), (cx + sx * r * 0.95, cy - r * 0.6), (cx + sx * r * 0.7, cy + r * 0.1),
                                       (cx + sx * r * 0.2, cy + r * 0.3)])
    pygame.draw.ellipse(big, _shade(rgb, 0.7), (cx - r * 0.18, cy - r * 0.35, r * 0.36, r * 0.9))
    pygame.draw.polygon(big, (230, 190, 60), [(cx - r * 0.08, cy - r * 0.3), (cx + r * 0.08, cy - r * 0.3),
                                              (cx, cy - r * 0.1)])


def _e_paw(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.5, cy - r * 0.05, r * 1.0, r * 0.8))
    for i, dx in enumerate((-0.55, -0.2, 0.2, 0.55)):
        pygame.draw.circle(big, rgb, (cx + dx * r, cy - r * (0.35 if i in (1, 2) else 0.2)), r * 0.2)


def _e_flame(big, cx, cy, r, rgb):
    pygame.draw.polygon(big, rgb, [(cx - r * 0.6, cy + r * 0.8), (cx - r * 0.7, cy), (cx - r * 0.3, cy - r * 0.4),
                                   (cx - r * 0.1, cy - r * 0.95), (cx + r * 0.2, cy - r * 0.3), (cx + r * 0.5, cy - r * 0.6),
                                   (cx + r * 0.7, cy + r * 0.1), (cx + r * 0.6, cy + r * 0.8)])
    pygame.draw.polygon(big, (250, 200, 60), [(cx - r * 0.3, cy + r * 0.8), (cx, cy), (cx + r * 0.3, cy + r * 0.8)])


def _e_hail(big, cx, cy, r, rgb):
    pygame.draw.ellipse(big, rgb, (cx - r * 0.9, cy - r * 0.85, r * 1.8, r * 0.9))
    for i in range(5):
        pygame.draw.circle(big, (236, 240, 250), (cx - r * 0.6 + i * r * 0.3, cy + r * (0.3 + 0.3 * (i % 2))), r * 0.12)
        pygame.draw.circle(big, rgb, (cx - r * 0.6 + i * r * 0.3, cy + r * (0.3 + 0.3 * (i % 2))), r * 0.12, 1)


def _e_heads(big, cx, cy, r, rgb):
    for dx in (-0.55, 0, 0.55):
        stroke(big, rgb, [(cx, cy + r * 0.8), (cx + dx * r, cy - r * 0.3)], max(2, round(r * 0.2)))
        pygame.draw.circle(big, rgb, (cx + dx * r, cy - r * 0.4), r * 0.25)
        pygame.draw.circle(big, (250, 60, 40), (cx + dx * r + r * 0.07, cy - r * 0.45), r * 0.06)


_EMBLEMS = {name[3:]: fn for name, fn in list(globals().items()) if name.startswith("_e_")}


def portrait(nature: str, number: int, size: int) -> pygame.Surface:
    """A character card's portrait area, ``size`` px high (>= 20): a bust in the
    nature's shade under its symbol (D the sun, Z the moon, R the Morning Star), the
    bust's collar varied by the card's ``number`` (1-12) so no two cards look alike."""
    check(nature, tuple(NATURE_RGB), "nature")
    check(number, tuple(range(1, 13)), "character number")
    return _portrait(nature, number, check_size(size, 20, "portrait"))


@cached(32)
def _portrait(nature, number, size) -> pygame.Surface:
    base = NATURE_RGB[nature]
    dark = _shade(base, 0.55)
    light = _shade(base, 1.6)

    def paint(big, k):
        s = size * k
        cx = s / 2
        sx, sy, sr = s * 0.86, s * 0.2, s * 0.12        # the nature's symbol, top right
        if nature == "D":
            pygame.draw.circle(big, (250, 214, 90), (sx, sy), sr)
        elif nature == "Z":
            pygame.draw.circle(big, (230, 230, 240), (sx, sy), sr)
            pygame.draw.circle(big, base, (sx + sr * 0.45, sy - sr * 0.3), sr * 0.85)
        else:
            pts = [(sx + math.cos(math.radians(a)) * (sr if i % 2 == 0 else sr * 0.4),
                    sy + math.sin(math.radians(a)) * (sr if i % 2 == 0 else sr * 0.4))
                   for i, a in enumerate(range(-90, 270, 45))]
            pygame.draw.polygon(big, (250, 240, 200), pts)
        pygame.draw.ellipse(big, dark, (cx - s * 0.34, s * 0.62, s * 0.68, s * 0.6))
        pygame.draw.circle(big, light, (cx, s * 0.4), s * 0.2)
        pygame.draw.circle(big, dark, (cx, s * 0.4), s * 0.2, max(1, round(k)))
        collar = [(cx - s * 0.14 + i * s * 0.28 / 4, s * 0.66 + (s * 0.08 if (number >> i) & 1 else 0))
                  for i in range(5)]
        stroke(big, (236, 206, 120), collar, max(2, round(2 * k)))
    return finish(supersampled((size, size), paint))


def card_back(group: str, size: int) -> pygame.Surface:
    """The back of a card of ``group`` ("outer", "inner", "treasure", "centre"), ``size``
    px high (>= 16, 0.7 as wide): the pile's colour with an ornament."""
    check(group, ("outer", "inner", "treasure", "centre"), "card group")
    return _back(group, check_size(size, 16, "card back"))


BACK_RGB = {"outer": (112, 70, 40), "inner": (50, 84, 70), "treasure": (120, 96, 36),
            "centre": (70, 60, 96)}


@cached(32)
def _back(group, size) -> pygame.Surface:
    rgb = BACK_RGB[group]
    wpx = round(size * 0.7)

    def paint(big, k):
        rect = pygame.Rect(0, 0, wpx * k, size * k)
        pygame.draw.rect(big, rgb, rect, border_radius=round(4 * k))
        pygame.draw.rect(big, P.GOLD, rect.inflate(-4 * k, -4 * k), max(1, k), border_radius=round(3 * k))
        c = (rect.w / 2, rect.h / 2)
        dia = [(c[0], c[1] - rect.h * 0.22), (c[0] + rect.w * 0.26, c[1]),
               (c[0], c[1] + rect.h * 0.22), (c[0] - rect.w * 0.26, c[1])]
        pygame.draw.polygon(big, P.shade(rgb, 1.35), dia)
        stroke(big, P.GOLD, dia, max(1, k * 1.2), closed=True)
        pygame.draw.rect(big, P.INK, rect, max(1, k), border_radius=round(4 * k))
    return finish(supersampled((wpx, size), paint))


def bas_celik(size: int) -> pygame.Surface:
    """Baš-Čelik himself, ``size`` px square (>= 16): an iron-grey armoured head with a
    crown and burning eyes."""
    return _bas(check_size(size, 16, "Baš-Čelik"))


@cached(16)
def _bas(size) -> pygame.Surface:
    def paint(big, k):
        s = size * k
        c = s / 2
        helm = arc_points(c, c + s * 0.06, s * 0.32, s * 0.36, 180, 360) + \
            [(c + s * 0.32, c + s * 0.4), (c - s * 0.32, c + s * 0.4)]
        pygame.draw.polygon(big, (96, 100, 110), helm)
        stroke(big, P.INK, helm, max(2, s * 0.05), closed=True)
        crown = [(c - s * 0.24, c - s * 0.2), (c - s * 0.16, c - s * 0.44), (c - s * 0.06, c - s * 0.26),
                 (c, c - s * 0.48), (c + s * 0.06, c - s * 0.26), (c + s * 0.16, c - s * 0.44),
                 (c + s * 0.24, c - s * 0.2)]
        pygame.draw.polygon(big, P.GOLD, crown)
        stroke(big, P.INK, crown, max(2, s * 0.03), closed=True)
        stroke(big, P.INK, [(c - s * 0.26, c + s * 0.08), (c + s * 0.26, c + s * 0.08)], max(2, s * 0.06))
        for sx in (-1, 1):
            pygame.draw.circle(big, (255, 90, 40), (c + sx * s * 0.12, c + s * 0.02), s * 0.05)
    return finish(supersampled((size, size), paint))


def showcase_label(text: str, size: int) -> pygame.Surface:
    """A short label on a parchment plate (for the showcase picture)."""
    label = fonts.text(text, size, P.INK, bold=True)
    plate = pygame.Surface((label.get_width() + 12, label.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(plate, P.PARCHMENT, plate.get_rect(), border_radius=6)
    plate.blit(label, (6, 3))
    return plate


PICTURES = ("creature", "portrait", "bas", "back", "marker")
FACE_MIN = (120, 170)


def card_face(title: str, kind_line: str, text: str, picture: tuple, frame: tuple,
              size: tuple[int, int]) -> pygame.Surface:
    """A card drawn large to be read (right-click on the board), ``size`` = (w, h) px (at
    least ``FACE_MIN``): a frame in ``frame`` (an RGB colour: the card's nature or deck),
    the whole ``title`` on top (wrapped, shrunk from 20 px down to 12, never cut), a
    picture (``picture``: ``("creature", kind, nature)``, ``("portrait", nature, number)``,
    ``("bas",)``, ``("back", group)`` or ``("marker", field kind, world)``), ``kind_line``
    under it and ``text`` (what the card does) wrapped below, shrunk from 17 px down to
    12 to fit (cut at its foot only if even that does not). Raises ``ValueError`` for a
    smaller size or an unknown picture."""
    check(picture[0] if picture else None, PICTURES, "card picture")
    w, h = int(size[0]), int(size[1])
    if w < FACE_MIN[0] or h < FACE_MIN[1]:
        raise ValueError(f"card face size must be at least {FACE_MIN[0]}x{FACE_MIN[1]} px, got {w}x{h}")
    return _card_face(title, kind_line, text, tuple(picture), tuple(frame), (w, h))


def _picture(picture: tuple, size: int) -> pygame.Surface:
    kind = picture[0]
    if kind == "creature":
        return creature(picture[1], size, picture[2])
    if kind == "portrait":
        return portrait(picture[1], picture[2], size)
    if kind == "bas":
        return bas_celik(size)
    if kind == "back":
        return card_back(picture[1], size)
    return field_marker(picture[1], picture[2], size)


def _face_words(title: str, kind_line: str, text: str, size: tuple[int, int]) -> dict:
    """The words of a card face and where they go (``card_face``): the title, the picture
    box's height, the kind line, the text and the room left for it."""
    w, h = size
    room = w - 14 - 16
    k = min(1.4, w / 220)                              # larger faces, larger words
    for px in range(round(20 * k), 11, -1):            # the title whole, as large as fits
        head = fonts.text(title, px, P.INK, bold=True, wraplength=room, align="center")
        if head.get_height() <= 2 * fonts.text("Ag", px, P.INK, bold=True).get_height() + 2:
            break
    pic_h = max(40, round(h * 0.22))
    line = fonts.text(kind_line, round(14 * k) if w >= 180 else 12, P.INK_MUTED, bold=True,
                      wraplength=room, align="center")
    top = 7 + 8 + head.get_height() + 6 + pic_h + 6 + line.get_height() + 6 + 8
    space = h - 7 - 8 - top
    for px in range(round(17 * k), 11, -1):            # what it does, as large as fits
        words = fonts.text(text, px, P.INK, wraplength=room, align="center")
        if words.get_height() <= space:                # (12 px at the least: 10 at 1024x640)
            break
    return {"head": head, "pic_h": pic_h, "line": line, "words": words, "space": space}


def card_face_fits(title: str, kind_line: str, text: str, size: tuple[int, int]) -> bool:
    """True when ``card_face`` of these words at ``size`` shows its text whole."""
    parts = _face_words(title, kind_line, text, (int(size[0]), int(size[1])))
    return parts["words"].get_height() <= parts["space"]


@cached(48)
def _card_face(title, kind_line, text, picture, frame, size) -> pygame.Surface:
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    rect = card.get_rect()
    pygame.draw.rect(card, frame, rect, border_radius=12)
    body = rect.inflate(-14, -14)
    pygame.draw.rect(card, P.PARCHMENT, body, border_radius=8)
    pygame.draw.rect(card, P.INK, rect, 2, border_radius=12)
    parts = _face_words(title, kind_line, text, size)
    y = body.y + 8
    card.blit(parts["head"], parts["head"].get_rect(midtop=(body.centerx, y)))
    y += parts["head"].get_height() + 6
    box = pygame.Rect(body.x + 10, y, body.w - 20, parts["pic_h"])
    pygame.draw.rect(card, _shade(frame, 1.25), box, border_radius=8)
    pygame.draw.rect(card, _shade(frame, 0.7), box, 2, border_radius=8)
    img = _picture(picture, max(20, parts["pic_h"] - 10))
    card.blit(img, img.get_rect(center=box.center))
    y = box.bottom + 6
    card.blit(parts["line"], parts["line"].get_rect(midtop=(body.centerx, y)))
    y += parts["line"].get_height() + 6
    pygame.draw.line(card, _shade(frame, 0.8), (body.x + 16, y), (body.right - 16, y), 2)
    y += 8
    words = parts["words"]
    card.blit(words, words.get_rect(midtop=(body.centerx, y)),
              area=pygame.Rect(0, 0, words.get_width(), max(0, parts["space"])))
    return card
