"""Drawn art for the Bazyliszek room cards: faces, backs and room pictures, no image files.

Every picture is drawn from a :class:`~games.bazyliszek.rooms.Design` with
``pygame.draw`` primitives at several times the requested size and shrunk with
``pygame.transform.smoothscale`` (cheap anti-aliasing), so the same drawing code serves a
56x80 board card and a 200x286 zoom view.

The room is seen from its entrance: back wall at the top, floor below, the side wall
that holds the doorway wider (the vanishing point sits away from the door), lit from the
doorway. The mirrored card's picture is exactly ``pygame.transform.flip(picture, True,
False)`` of the as-designed picture; the name strip under it is never mirrored.

All results are cached (by design, orientation and size), so callers must treat the
returned surfaces as read-only (blit them, do not draw on them).
"""
from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable, Sequence

import pygame

from games.bazyliszek.rooms import OBJECT_KINDS, Design, RoomObject, RoomSet
from sprites.artkit import cached as _cached, display_ready as _display_ready, finish as _finish
from sprites import fonts

Colour = tuple[int, ...]

# --- colours ---------------------------------------------------------------------------
OUTLINE = (22, 15, 12)
CLEAR = (0, 0, 0, 0)
BLACK = (30, 24, 30)
WOOD = (156, 98, 52)
WOOD_DARK = (102, 60, 30)
WOOD_LIGHT = (204, 146, 84)
IRON = (74, 76, 86)
IRON_DARK = (40, 40, 48)
GOLD = (242, 194, 58)
GOLD_DARK = (176, 122, 28)
GOLD_LIGHT = (255, 236, 150)
IVORY = (238, 228, 198)
IVORY_DARK = (176, 162, 130)
GHOST = (230, 242, 255)
GHOST_SHADE = (176, 200, 236)
FLAME_OUT = (255, 132, 26)
FLAME_IN = (255, 238, 140)
WAX = (244, 234, 206)
RED = (210, 40, 38)
PINK = (236, 150, 160)
RAT = (128, 122, 122)
RAT_LIGHT = (166, 160, 158)
STEEL = (216, 222, 234)
STEEL_DARK = (134, 142, 160)
LEATHER = (112, 62, 40)
BREW = (118, 232, 78)
BREW_LIGHT = (196, 255, 150)
POT = (62, 62, 72)
POT_LIGHT = (112, 112, 126)
CRATE = (212, 170, 102)
CRATE_DARK = (146, 104, 52)
GLASS = (196, 226, 238)
POTIONS = ((226, 64, 200), (80, 220, 96), (76, 150, 255), (255, 150, 40))
STEM = (240, 228, 200)
STEM_DARK = (190, 164, 132)
COFFIN = (118, 70, 46)
COFFIN_DARK = (66, 38, 28)
COFFIN_LIGHT = (170, 116, 78)
CROSS = (232, 210, 150)
BAT = (98, 74, 114)
BAT_DARK = (58, 42, 70)
WEB = (236, 236, 246, 215)
THREAD = (230, 230, 240, 110)
STONE = (96, 90, 84)
DOOR_LIGHT = (255, 218, 146)
DOOR_STEP = (176, 126, 72)
SPILL = (84, 62, 28)
GLOW = (120, 80, 30)
SHADOW = (0, 0, 0, 80)
FRAME = (34, 26, 22)
FRAME_LINE = (182, 140, 66)
STRIP = (230, 214, 170)
STRIP_TEXT = (48, 30, 20)
MIN_CONDENSE = 0.72  # narrowest letters allowed before a long name is shrunk

# --- room geometry (fractions of the picture, drawn for a door on the LEFT) ----------
VANISH = (0.62, 0.22)   # vanishing point, away from the door
BACK_LEFT, BACK_RIGHT, WALL_FOOT = 0.24, 0.93, 0.42  # back wall x span and its foot
DOOR_X = (0.05, 0.185)  # doorway's span on the left wall
DOOR_TOP = 0.10         # doorway top, measured where the left wall meets the back wall
OBJECT_UNIT = 0.14      # object half-size at size 1.0, as a fraction of picture width
RENDER_WIDTH = 480      # pictures are drawn about this wide, then shrunk


# --- small helpers ---------------------------------------------------------------------
def hex_colour(text: str) -> tuple[int, int, int]:
    """``'#4a9aa0'`` -> ``(74, 154, 160)``."""
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def shade(colour: Sequence[int], factor: float) -> tuple[int, int, int]:
    """``colour`` with each channel times ``factor`` (clamped to 0..255)."""
    return tuple(max(0, min(255, round(c * factor))) for c in colour[:3])  # type: ignore


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    """Blend ``a`` towards ``b`` by ``t`` (0 = a, 1 = b)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))  # type: ignore


class Pen:
    """Draws one object in local units: ``(x, y)`` maps to ``(cx + x*s, cy + y*s)``,
    rotated by ``angle`` degrees (polygons, lines and circle centres only)."""

    def __init__(self, surface: pygame.Surface, cx: float, cy: float, s: float,
                 angle: float = 0.0) -> None:
        self.surface, self.cx, self.cy, self.s = surface, cx, cy, s
        self.cos, self.sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def pt(self, x: float, y: float) -> tuple[float, float]:
        """Screen position of local point ``(x, y)``."""
        rx, ry = x * self.cos - y * self.sin, x * self.sin + y * self.cos
        return (self.cx + rx * self.s, self.cy + ry * self.s)

    def width(self, w: float) -> int:
        return max(1, round(w * self.s))

    def circle(self, colour: Colour, x: float, y: float, r: float) -> None:
        pygame.draw.circle(self.surface, colour, self.pt(x, y), r * self.s)

    def ellipse(self, colour: Colour, x: float, y: float, w: float, h: float) -> None:
        """Ellipse centred on ``(x, y)``, ``w`` x ``h`` local units."""
        cx, cy = self.pt(x, y)
        rect = pygame.FRect(0, 0, w * self.s, h * self.s)
        rect.center = (cx, cy)
        pygame.draw.ellipse(self.surface, colour, rect)

    def rect(self, colour: Colour, x: float, y: float, w: float, h: float,
             radius: float = 0.0, width: float = 0.0) -> None:
        """Axis-aligned rectangle, top-left ``(x, y)``; ``width`` > 0 draws a border."""
        left, top = self.pt(x, y)
        rect = pygame.Rect(round(left), round(top), round(w * self.s), round(h * self.s))
        border = self.width(width) if width else 0
        pygame.draw.rect(self.surface, colour, rect, border, round(radius * self.s))

    def poly(self, colour: Colour, points: Sequence[tuple[float, float]]) -> None:
        pygame.draw.polygon(self.surface, colour, [self.pt(x, y) for x, y in points])

    def line(self, colour: Colour, a: tuple[float, float], b: tuple[float, float],
             w: float) -> None:
        pygame.draw.line(self.surface, colour, self.pt(*a), self.pt(*b), self.width(w))

    def lines(self, colour: Colour, points: Sequence[tuple[float, float]], w: float,
              closed: bool = False) -> None:
        pts = [self.pt(x, y) for x, y in points]
        pygame.draw.lines(self.surface, colour, closed, pts, self.width(w))
        for p in pts:  # round the joints of thick lines
            pygame.draw.circle(self.surface, colour, p, self.width(w) / 2)

    def flame(self, x: float, y: float, r: float, height: float) -> None:
        """A candle/torch flame with its round base at ``(x, y)``, radius ``r``."""
        for colour, k in ((FLAME_OUT, 1.0), (FLAME_IN, 0.55)):
            self.circle(colour, x, y + r * (1 - k) * 0.4, r * k)
            self.poly(colour, [(x - r * k, y), (x, y - height * k), (x + r * k, y)])


def _ring(cx: float, cy: float, rx: float, ry: float, start: float, end: float,
          steps: int = 16) -> list[tuple[float, float]]:
    """Points on an ellipse arc, angles in degrees (0 = right, 90 = down)."""
    out = []
    for i in range(steps + 1):
        a = math.radians(start + (end - start) * i / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


# --- the objects (local units: about -1..1 around the object's centre) ---------------
def _barrel(p: Pen, index: int) -> None:
    p.rect(WOOD, -0.75, -1.0, 1.5, 2.0, radius=0.42)
    for x in (-0.36, 0.02, 0.4):
        p.line(WOOD_DARK, (x, -0.85), (x, 0.9), 0.07)
    p.rect(WOOD_LIGHT, -0.6, -0.8, 0.16, 1.6, radius=0.08)
    for y in (-0.62, 0.46):
        p.rect(IRON, -0.8, y, 1.6, 0.17, radius=0.07)
    p.ellipse(WOOD_DARK, 0, -0.96, 1.3, 0.36)
    p.ellipse(WOOD, 0, -0.95, 1.02, 0.22)


def _ghost(p: Pen, index: int) -> None:
    p.circle(GHOST, 0, -0.35, 0.75)
    p.rect(GHOST, -0.75, -0.35, 1.5, 1.0)
    for x in (-0.5, 0.0, 0.5):
        p.circle(GHOST, x, 0.65, 0.25)
    p.ellipse(GHOST, -0.82, 0.05, 0.55, 0.3)
    p.ellipse(GHOST, 0.9, -0.25, 0.6, 0.3)
    p.rect(GHOST_SHADE, 0.42, -0.2, 0.26, 0.8, radius=0.12)
    p.ellipse(BLACK, -0.28, -0.42, 0.26, 0.38)
    p.ellipse(BLACK, 0.22, -0.42, 0.26, 0.38)
    p.ellipse(BLACK, -0.02, 0.08, 0.3, 0.36)


def _rat(p: Pen, index: int) -> None:
    p.lines(PINK, [(-0.6, 0.25), (-1.05, 0.32), (-1.35, 0.08), (-1.3, -0.25)], 0.12)
    p.ellipse(RAT, -0.15, 0.05, 1.5, 0.95)
    p.ellipse(RAT_LIGHT, -0.15, 0.22, 0.9, 0.4)
    p.poly(RAT, [(0.3, -0.32), (1.08, 0.14), (0.3, 0.42)])
    p.circle(RAT, 0.45, 0.04, 0.36)
    p.circle(RAT, 0.36, -0.36, 0.22)
    p.circle(PINK, 0.36, -0.36, 0.12)
    p.circle(BLACK, 0.64, -0.04, 0.08)
    p.circle(PINK, 1.06, 0.14, 0.09)
    for x in (-0.5, 0.25):
        p.ellipse(PINK, x, 0.52, 0.24, 0.14)


def _chest(p: Pen, index: int) -> None:
    p.rect(WOOD_DARK, -1.0, -1.25, 2.0, 0.8, radius=0.22)
    p.rect(GOLD_DARK, -1.0, -1.25, 2.0, 0.14, radius=0.07)
    p.ellipse(GOLD, 0, -0.48, 1.8, 0.72)
    for x, y in ((-0.45, -0.62), (0.1, -0.75), (0.5, -0.55), (-0.1, -0.5)):
        p.circle(GOLD_LIGHT, x, y, 0.12)
    p.circle(RED, 0.25, -0.48, 0.12)
    p.rect(WOOD, -1.0, -0.45, 2.0, 1.2, radius=0.06)
    p.line(WOOD_DARK, (-0.9, 0.18), (0.9, 0.18), 0.06)
    p.rect(GOLD, -1.0, -0.45, 0.22, 1.2)
    p.rect(GOLD, 0.78, -0.45, 0.22, 1.2)
    p.rect(GOLD, -1.0, -0.45, 2.0, 0.14)
    p.rect(GOLD, -0.18, -0.3, 0.36, 0.44, radius=0.06)
    p.circle(BLACK, 0, -0.12, 0.07)


def _skull(p: Pen, index: int) -> None:
    p.circle(IVORY, 0, -0.2, 0.78)
    p.rect(IVORY, -0.45, 0.2, 0.9, 0.55, radius=0.16)
    p.circle(BLACK, -0.3, -0.14, 0.24)
    p.circle(BLACK, 0.3, -0.14, 0.24)
    p.poly(BLACK, [(0, 0.12), (-0.11, 0.32), (0.11, 0.32)])
    for x in (-0.2, 0.0, 0.2):
        p.line(IVORY_DARK, (x, 0.47), (x, 0.74), 0.06)
    p.circle(IVORY_DARK, 0.42, -0.6, 0.06)


def _bones(p: Pen, index: int) -> None:
    for (ax, ay), (bx, by) in (((-0.95, -0.5), (0.95, 0.5)), ((-0.95, 0.5), (0.95, -0.5))):
        p.line(IVORY, (ax, ay), (bx, by), 0.26)
        nx, ny = -(by - ay), bx - ax
        norm = math.hypot(nx, ny)
        nx, ny = nx / norm * 0.14, ny / norm * 0.14
        for ex, ey in ((ax, ay), (bx, by)):
            p.circle(IVORY, ex + nx, ey + ny, 0.18)
            p.circle(IVORY, ex - nx, ey - ny, 0.18)


def _candle(p: Pen, index: int) -> None:
    p.ellipse(GOLD_DARK, 0, 0.78, 1.0, 0.32)
    p.rect(WAX, -0.24, -0.36, 0.48, 1.12, radius=0.06)
    p.rect(WAX, 0.14, -0.36, 0.16, 0.5, radius=0.08)
    p.rect(STEM_DARK, -0.16, -0.3, 0.08, 0.95)
    p.line(BLACK, (0, -0.34), (0, -0.5), 0.06)
    p.flame(0, -0.66, 0.2, 0.55)


def _cauldron(p: Pen, index: int) -> None:
    for x in (-0.5, 0.0, 0.5):
        p.flame(x, 0.86, 0.22, 0.55)
    p.rect(IRON_DARK, -0.72, 0.5, 0.2, 0.42)
    p.rect(IRON_DARK, 0.52, 0.5, 0.2, 0.42)
    p.ellipse(POT, 0, 0.05, 2.0, 1.45)
    p.ellipse(POT_LIGHT, -0.52, -0.02, 0.28, 0.7)
    p.ellipse(IRON_DARK, 0, -0.58, 2.1, 0.5)
    p.ellipse(BREW, 0, -0.58, 1.72, 0.32)
    p.circle(BREW, -0.25, -0.92, 0.15)
    p.circle(BREW, 0.32, -1.12, 0.11)
    p.circle(BREW_LIGHT, 0.02, -1.34, 0.08)


def _crate(p: Pen, index: int) -> None:
    p.rect(CRATE, -0.85, -0.85, 1.7, 1.7)
    p.line(CRATE_DARK, (-0.7, 0.7), (0.7, -0.7), 0.22)
    p.rect(CRATE_DARK, -0.85, -0.85, 1.7, 1.7, width=0.2)
    for x, y in ((-0.68, -0.68), (0.68, -0.68), (-0.68, 0.68), (0.68, 0.68)):
        p.circle(IRON_DARK, x, y, 0.06)


def _key(p: Pen, index: int) -> None:
    p.circle(GOLD, -0.65, 0, 0.5)
    p.circle(GOLD_DARK, -0.65, 0, 0.3)
    p.circle(CLEAR, -0.65, 0, 0.2)
    p.rect(GOLD, -0.22, -0.13, 1.32, 0.26)
    p.rect(GOLD, 0.68, 0.06, 0.17, 0.4)
    p.rect(GOLD, 0.94, 0.06, 0.16, 0.3)
    p.line(GOLD_LIGHT, (-0.15, -0.05), (1.0, -0.05), 0.06)


def _potion(p: Pen, index: int) -> None:
    liquid = POTIONS[index % len(POTIONS)]
    p.rect(GLASS, -0.17, -0.95, 0.34, 0.6)
    p.rect(WOOD_LIGHT, -0.21, -1.15, 0.42, 0.26, radius=0.05)
    p.circle(GLASS, 0, 0.22, 0.68)
    p.circle(liquid, 0, 0.27, 0.58)
    p.ellipse(shade(liquid, 1.3), 0, -0.16, 0.8, 0.2)
    p.ellipse((255, 255, 255), -0.3, 0.08, 0.14, 0.3)
    p.circle(shade(liquid, 1.35), 0.18, 0.42, 0.08)


def _sword(p: Pen, index: int) -> None:
    q = Pen(p.surface, p.cx, p.cy, p.s, angle=-14 if index % 2 == 0 else 10)
    q.poly(STEEL, [(-0.14, -0.35), (0.14, -0.35), (0.14, 0.95), (0, 1.25), (-0.14, 0.95)])
    q.line(STEEL_DARK, (0.0, -0.3), (0.0, 0.9), 0.06)
    q.poly(GOLD, [(-0.58, -0.52), (0.58, -0.52), (0.5, -0.35), (-0.5, -0.35)])
    q.poly(LEATHER, [(-0.1, -1.05), (0.1, -1.05), (0.1, -0.52), (-0.1, -0.52)])
    q.circle(GOLD, 0, -1.12, 0.15)


def _mushroom(p: Pen, index: int) -> None:
    p.rect(STEM, -0.28, -0.4, 0.56, 1.1, radius=0.2)
    p.ellipse(STEM_DARK, 0, -0.36, 1.6, 0.34)
    p.poly(RED, _ring(0, -0.4, 0.95, 0.85, 180, 360))
    for x, y, r in ((-0.45, -0.62, 0.13), (0.12, -0.92, 0.12), (0.5, -0.58, 0.11),
                    (-0.05, -0.56, 0.08)):
        p.circle((255, 246, 236), x, y, r)


def _spider(p: Pen, index: int) -> None:
    p.line(THREAD, (0, -0.4), (0, -p.cy / p.s - 1), 0.05)
    for side in (-1, 1):
        for (kx, ky), (fx, fy) in (((0.55, -0.6), (0.95, -0.15)), ((0.72, -0.22), (1.12, 0.22)),
                                   ((0.7, 0.14), (1.05, 0.62)), ((0.52, 0.45), (0.78, 0.98))):
            p.lines(BLACK, [(0.1 * side, 0.0), (kx * side, ky), (fx * side, fy)], 0.11)
    p.circle(BLACK, 0, 0.28, 0.55)
    p.circle(BLACK, 0, -0.34, 0.32)
    p.poly(RED, [(-0.14, 0.08), (0.14, 0.08), (0, 0.3), (0.14, 0.52), (-0.14, 0.52), (0, 0.3)])
    p.circle((96, 84, 112), -0.24, 0.06, 0.1)
    p.circle(RED, -0.12, -0.4, 0.07)
    p.circle(RED, 0.12, -0.4, 0.07)


def _cobweb(p: Pen, index: int) -> None:
    spokes = [math.radians(a) for a in range(0, 360, 45)]
    for a in spokes:
        p.line(WEB, (0, 0), (math.cos(a) * 1.3, math.sin(a) * 1.3), 0.045)
    for r in (0.35, 0.7, 1.05):
        for a, b in zip(spokes, spokes[1:] + spokes[:1]):
            mid = (a + b) / 2 if b > a else (a + b + 2 * math.pi) / 2
            pts = [(math.cos(a) * r, math.sin(a) * r),
                   (math.cos(mid) * r * 0.86, math.sin(mid) * r * 0.86),
                   (math.cos(b) * r, math.sin(b) * r)]
            p.lines(WEB, pts, 0.04)


def _torch(p: Pen, index: int) -> None:
    p.rect(IRON, -0.16, 0.2, 0.32, 0.6, radius=0.05)
    p.poly(WOOD, [(-0.13, -0.3), (0.13, -0.3), (0.08, 0.9), (-0.08, 0.9)])
    p.rect(IRON, -0.3, 0.22, 0.6, 0.16, radius=0.05)
    p.rect(WOOD_DARK, -0.2, -0.46, 0.4, 0.3, radius=0.06)
    p.flame(0, -0.62, 0.32, 0.8)


def _coffin(p: Pen, index: int) -> None:
    lid = [(-1.25, -0.3), (-0.7, -0.62), (1.25, -0.4), (1.25, 0.28), (-0.7, 0.5), (-1.25, 0.18)]
    p.poly(COFFIN_DARK, [(x, y + 0.32) for x, y in lid])
    p.poly(COFFIN, lid)
    p.lines(COFFIN_LIGHT, [(x * 0.86 - 0.02, y * 0.78) for x, y in lid], 0.05, closed=True)
    p.rect(CROSS, -0.62, -0.1, 1.2, 0.16)
    p.rect(CROSS, -0.36, -0.36, 0.16, 0.66)


def _bat(p: Pen, index: int) -> None:
    wing = [(0.1, -0.15), (0.55, -0.55), (1.0, -0.62), (1.42, -0.3), (1.15, -0.05),
            (0.95, 0.12), (0.76, -0.04), (0.55, 0.16), (0.36, 0.0), (0.15, 0.2)]
    for side in (-1, 1):
        p.poly(BAT, [(x * side, y) for x, y in wing])
        for fx, fy in ((1.15, -0.05), (0.76, -0.04), (0.36, 0.0)):
            p.line(BAT_DARK, (0.55 * side, -0.5), (fx * side, fy), 0.05)
    p.ellipse(BAT, 0, 0.05, 0.46, 0.75)
    p.circle(BAT, 0, -0.3, 0.26)
    for side in (-1, 1):
        p.poly(BAT, [(-0.22 * side, -0.38), (-0.15 * side, -0.7), (-0.02 * side, -0.46)])
        p.circle((255, 214, 60), 0.1 * side, -0.32, 0.065)


DRAWERS: dict[str, Callable[[Pen, int], None]] = {
    "barrel": _barrel, "bat": _bat, "bones": _bones, "candle": _candle,
    "cauldron": _cauldron, "chest": _chest, "cobweb": _cobweb, "coffin": _coffin,
    "crate": _crate, "ghost": _ghost, "key": _key, "mushroom": _mushroom,
    "potion": _potion, "rat": _rat, "skull": _skull, "spider": _spider,
    "sword": _sword, "torch": _torch,
}
if set(DRAWERS) != OBJECT_KINDS:  # rooms.py and this module must agree
    raise RuntimeError(f"room art cannot draw {sorted(OBJECT_KINDS - set(DRAWERS))}")

# Shadow under each floor object: (y of the shadow's centre, width), local units.
SHADOWS: dict[str, tuple[float, float]] = {
    "barrel": (1.0, 1.8), "bones": (0.55, 2.0), "candle": (0.82, 1.0),
    "cauldron": (0.95, 2.2), "chest": (0.75, 2.3), "coffin": (0.65, 2.6),
    "crate": (0.85, 2.0), "ghost": (1.35, 1.3), "key": (0.35, 2.0),
    "mushroom": (0.7, 1.4), "potion": (0.9, 1.4), "rat": (0.55, 2.0),
    "skull": (0.75, 1.4), "sword": (1.2, 0.9),
}
# Light sources: (x, y of the flame, glow radius), local units.
LIGHTS: dict[str, tuple[float, float, float]] = {
    "candle": (0.0, -0.75, 2.2), "torch": (0.0, -0.8, 3.0), "cauldron": (0.0, 0.8, 2.2),
}
NO_OUTLINE = frozenset({"cobweb"})


# --- soft light -------------------------------------------------------------------------
@_cached(1)
def _glow_disc() -> pygame.Surface:
    """A 64x64 white disc fading to black at its edge (quadratic), for additive light."""
    disc = pygame.Surface((64, 64))
    for r in range(32, 0, -1):
        level = round(255 * (1 - r / 32) ** 2)
        pygame.draw.circle(disc, (level, level, level), (32, 32), r)
    return disc


def _add_glow(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              colour: Colour) -> None:
    size = max(2, round(radius * 2))
    glow = pygame.transform.smoothscale(_glow_disc(), (size, size))
    glow.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(glow, (centre[0] - size / 2, centre[1] - size / 2),
                 special_flags=pygame.BLEND_RGB_ADD)


def _gradient(size: tuple[int, int], start: Colour, end: Colour) -> pygame.Surface:
    """Left-to-right linear gradient: a 2x1 surface smoothscaled to ``size``."""
    seed = pygame.Surface((2, 1))
    seed.set_at((0, 0), start)
    seed.set_at((1, 0), end)
    return pygame.transform.smoothscale(seed, size)


# --- the room shell (floor, walls, doorway), drawn with the door on the left ----------
def _left_wall_y(x: float, y_at_corner: float) -> float:
    """y on the left wall at ``x`` of the perspective line through (BACK_LEFT, y_at_corner)."""
    vx, vy = VANISH
    return vy + (y_at_corner - vy) * (vx - x) / (vx - BACK_LEFT)


def _right_wall_y(x: float, y_at_corner: float) -> float:
    vx, vy = VANISH
    return vy + (y_at_corner - vy) * (x - vx) / (BACK_RIGHT - vx)


class _Canvas:
    """The picture being drawn: surface plus fraction -> pixel helpers."""

    def __init__(self, size: tuple[int, int], scale: int) -> None:
        self.surface = pygame.Surface(size, pygame.SRCALPHA)
        self.w, self.h = size
        self.scale = scale  # render pixels per final pixel
        self.outline = max(round(self.w * 0.011), round(scale * 1.15))

    def at(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.w, y * self.h)

    def poly(self, colour: Colour, points: Sequence[tuple[float, float]], width: int = 0) -> None:
        pygame.draw.polygon(self.surface, colour, [self.at(x, y) for x, y in points], width)

    def line(self, colour: Colour, a: tuple[float, float], b: tuple[float, float],
             width: int) -> None:
        pygame.draw.line(self.surface, colour, self.at(*a), self.at(*b), width)


def _draw_floor(c: _Canvas, floor: Colour) -> None:
    c.surface.fill(floor)
    joint = shade(floor, 0.72)
    width = max(1, round(c.w * 0.007))
    vx, vy = VANISH
    for i in range(9):
        xb = -0.7 + i * 0.3
        top_x = vx + (xb - vx) * (WALL_FOOT - vy) / (1 - vy)
        c.line(joint, (top_x, WALL_FOOT), (xb, 1.0), width)
    for k in range(1, 6):
        y = WALL_FOOT + (1 - WALL_FOOT) * (k / 6) ** 1.5
        c.line(joint, (0, y), (1, y), width)


def _draw_back_wall(c: _Canvas, stone: Colour, rng: random.Random) -> None:
    rect = pygame.Rect(round(BACK_LEFT * c.w), 0, round((BACK_RIGHT - BACK_LEFT) * c.w),
                       round(WALL_FOOT * c.h))
    mortar = shade(stone, 0.55)
    c.surface.fill(mortar, rect)
    row_h, brick_w, gap = c.h * 0.062, c.w * 0.15, max(1, round(c.w * 0.008))
    c.surface.set_clip(rect)
    for row in range(int(WALL_FOOT * c.h / row_h) + 1):
        offset = (row % 2) * brick_w / 2
        x = rect.left - offset
        while x < rect.right:
            tint = shade(stone, rng.uniform(0.88, 1.1))
            pygame.draw.rect(c.surface, tint, (round(x + gap), round(row * row_h + gap),
                                               round(brick_w - gap), round(row_h - gap)))
            x += brick_w
    c.surface.set_clip(None)


def _draw_side_walls(c: _Canvas, stone: Colour) -> None:
    left = [(0, 0), (BACK_LEFT, 0), (BACK_LEFT, WALL_FOOT), (0, _left_wall_y(0, WALL_FOOT))]
    right = [(BACK_RIGHT, 0), (1, 0), (1, _right_wall_y(1, WALL_FOOT)), (BACK_RIGHT, WALL_FOOT)]
    c.poly(shade(stone, 0.92), left)
    c.poly(shade(stone, 0.62), right)
    course = shade(stone, 0.6)
    width = max(1, round(c.w * 0.006))
    for k in range(1, 7):
        y = WALL_FOOT * k / 7
        c.line(course, (BACK_LEFT, y), (0, _left_wall_y(0, y)), width)
        c.line(shade(course, 0.8), (BACK_RIGHT, y), (1, _right_wall_y(1, y)), width)
    edge = shade(stone, 0.45)
    c.line(edge, (BACK_LEFT, 0), (BACK_LEFT, WALL_FOOT), width * 2)
    c.line(edge, (BACK_RIGHT, 0), (BACK_RIGHT, WALL_FOOT), width * 2)
    foot = [(0, _left_wall_y(0, WALL_FOOT)), (BACK_LEFT, WALL_FOOT), (BACK_RIGHT, WALL_FOOT),
            (1, _right_wall_y(1, WALL_FOOT))]
    pygame.draw.lines(c.surface, edge, False, [c.at(x, y) for x, y in foot], width * 2)


def _door_outline() -> list[tuple[float, float]]:
    """The arched doorway in the left wall, as fractions, clockwise from bottom-left."""
    a, b = DOOR_X
    top = []
    for i in range(13):
        t = i / 12
        x = a + (b - a) * t
        top.append((x, _left_wall_y(x, DOOR_TOP) - 0.05 * math.sin(math.pi * t)))
    return [(a, _left_wall_y(a, WALL_FOOT))] + top + [(b, _left_wall_y(b, WALL_FOOT))]


def _draw_door(c: _Canvas, stone: Colour) -> None:
    a, b = DOOR_X
    outline = _door_outline()
    foot_a, foot_b = _left_wall_y(a, WALL_FOOT), _left_wall_y(b, WALL_FOOT)
    # The light spilling in: drawn small, blurred, then scaled up (soft and cheap).
    small = pygame.Surface((48, round(48 * c.h / c.w)))
    sw, sh = small.get_size()
    pygame.draw.polygon(small, SPILL, [(x * sw, y * sh) for x, y in
                                       ((a, foot_a), (b, foot_b), (0.62, 0.78), (0.3, 1.0),
                                        (0.0, 1.0))])
    spill = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 2), (c.w, c.h))
    c.surface.blit(spill, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    c.poly(DOOR_LIGHT, outline)
    for k in range(4):  # steps climbing towards the light
        lo, hi = 0.02 + k * 0.085, 0.07 + k * 0.085
        step = [(a, foot_a - lo * (foot_a - outline[1][1])),
                (b, foot_b - lo * (foot_b - outline[-2][1])),
                (b, foot_b - hi * (foot_b - outline[-2][1])),
                (a, foot_a - hi * (foot_a - outline[1][1]))]
        c.poly(mix(DOOR_STEP, DOOR_LIGHT, k * 0.2), step)
    c.poly(shade(stone, 1.35), outline, max(2, round(c.w * 0.02)))


def _draw_shell(c: _Canvas, design: Design) -> None:
    """Floor, walls, light and doorway, with the door on the left (flip for a right door)."""
    floor = hex_colour(design.floor)
    stone = shade(mix(floor, STONE, 0.55), 0.62)
    rng = random.Random(zlib.crc32(design.id.encode()))
    _draw_floor(c, floor)
    _draw_back_wall(c, stone, rng)
    _draw_side_walls(c, stone)
    light = _gradient((c.w, c.h), (255, 255, 255), (150, 150, 160))
    c.surface.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _draw_door(c, stone)


# --- objects ----------------------------------------------------------------------------
@_cached(8)
def _disc_mask(radius: int) -> pygame.mask.Mask:
    disc = pygame.Surface((radius * 2 + 1, radius * 2 + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255), (radius, radius), radius + 0.5)
    return pygame.mask.from_surface(disc)


def _draw_object(c: _Canvas, obj: RoomObject, index: int) -> None:
    """Shadow, then the object on its own layer with a dark outline grown from its mask."""
    s = OBJECT_UNIT * c.w * obj.size
    cx, cy = c.at(obj.x, obj.y)
    if obj.kind in SHADOWS:
        foot, width = SHADOWS[obj.kind]
        shadow = pygame.Surface((round(width * s), round(0.45 * s)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, SHADOW, shadow.get_rect())
        c.surface.blit(shadow, shadow.get_rect(center=(cx, cy + foot * s)))
    layer = pygame.Surface((c.w, c.h), pygame.SRCALPHA)
    DRAWERS[obj.kind](Pen(layer, cx, cy, s), index)
    if obj.kind not in NO_OUTLINE:
        r = c.outline
        grown = pygame.mask.from_surface(layer).convolve(_disc_mask(r))
        c.surface.blit(grown.to_surface(setcolor=OUTLINE, unsetcolor=CLEAR), (-r, -r))
    c.surface.blit(layer, (0, 0))


def _draw_lights(c: _Canvas, design: Design) -> None:
    for obj in design.objects:
        if obj.kind in LIGHTS:
            s = OBJECT_UNIT * c.w * obj.size
            lx, ly, radius = LIGHTS[obj.kind]
            centre = (obj.x * c.w + lx * s, obj.y * c.h + ly * s)
            _add_glow(c.surface, centre, radius * s, GLOW)


def _render_scale(size: tuple[int, int]) -> int:
    return max(2, min(8, math.ceil(RENDER_WIDTH / max(1, size[0]))))


@_cached(256)
def _picture(design: Design, size: tuple[int, int], converted: bool) -> pygame.Surface:
    scale = _render_scale(size)
    c = _Canvas((size[0] * scale, size[1] * scale), scale)
    _draw_shell(c, design)
    if design.door == "right":
        c.surface = pygame.transform.flip(c.surface, True, False)
    _draw_lights(c, design)
    order = sorted(enumerate(design.objects), key=lambda item: item[1].y)
    for index, obj in order:
        _draw_object(c, obj, index)
    edge = max(1, round(c.w * 0.012))
    pygame.draw.rect(c.surface, OUTLINE, c.surface.get_rect(), edge)
    picture = pygame.transform.smoothscale(c.surface, size)
    return _finish(picture) if converted else picture


@_cached(256)
def _picture_oriented(design: Design, mirrored: bool, size: tuple[int, int],
                      converted: bool) -> pygame.Surface:
    picture = _picture(design, size, converted)
    return pygame.transform.flip(picture, True, False) if mirrored else picture


def room_picture(design: Design, mirrored: bool, size: tuple[int, int]) -> pygame.Surface:
    """The room picture alone, ``size`` = (width, height) in pixels, no frame or name.

    ``mirrored=True`` gives exactly ``pygame.transform.flip(as_designed, True, False)``.
    Cached; treat the surface as read-only.
    """
    size = (int(size[0]), int(size[1]))
    if size[0] < 8 or size[1] < 8:
        raise ValueError(f"room picture size {size} is too small")
    return _picture_oriented(design, bool(mirrored), size, _display_ready())


# --- the card face ---------------------------------------------------------------------
def _layout(size: tuple[int, int]) -> tuple[int, int, pygame.Rect, pygame.Rect]:
    """(border, corner radius, picture rect, name strip rect) for a card of ``size``."""
    w, h = size
    border = max(2, round(w * 0.045))
    strip_h = max(12, round(h * 0.15))
    strip = pygame.Rect(border, h - border - strip_h, w - 2 * border, strip_h)
    picture = pygame.Rect(border, border, w - 2 * border, strip.top - border - 1)
    return border, max(3, round(w * 0.07)), picture, strip


def _font(px: int) -> pygame.font.Font:
    return fonts.font(px, bold=True)


def _fitted_text(text: str, box: tuple[int, int]) -> pygame.Surface:
    """``text`` as tall as ``box`` allows; a name too wide is first condensed (narrower
    letters, same height, down to ``MIN_CONDENSE``) and only then shrunk. Small text is
    rendered at twice the size and shrunk, which spaces tiny letters more evenly."""
    bw, bh = box
    over = 2 if bh < 24 else 1
    px = max(6, round(bh * over * 1.25))
    while px > 6 and _font(px).get_height() > bh * over:
        px -= 1
    label = _font(px).render(fonts.drawable(fonts.clean(text), bold=True) or " ", True, STRIP_TEXT)
    width, height = label.get_width() / over, label.get_height() / over
    if width > bw:
        squeeze = bw / width
        height *= min(1.0, squeeze / MIN_CONDENSE)
        width = bw
    if over == 1 and width == label.get_width():
        return label
    return pygame.transform.smoothscale(label, (max(1, round(width)), max(1, round(height))))


def _draw_strip(card: pygame.Surface, strip: pygame.Rect, name: str) -> None:
    pygame.draw.rect(card, STRIP, strip, border_radius=max(1, strip.height // 6))
    pygame.draw.line(card, shade(STRIP, 0.75), strip.topleft, strip.topright)
    pad = max(2, strip.height // 6)
    label = _fitted_text(name, (strip.width - 2 * pad, strip.height - pad))
    card.blit(label, label.get_rect(center=(strip.centerx, strip.centery + 1)))


@_cached(256)
def _face(design: Design, mirrored: bool, size: tuple[int, int], name: str,
          converted: bool) -> pygame.Surface:
    border, radius, picture_rect, strip = _layout(size)
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, FRAME, card.get_rect(), border_radius=radius)
    inset = card.get_rect().inflate(-max(2, border // 2) * 2 + 2, -max(2, border // 2) * 2 + 2)
    pygame.draw.rect(card, FRAME_LINE, inset, 1, border_radius=max(1, radius - border // 2))
    card.blit(_picture_oriented(design, mirrored, picture_rect.size, False), picture_rect)
    _draw_strip(card, strip, name)
    return _finish(card) if converted else card


def card_face(room_set: RoomSet, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of room card ``card_id`` at ``size`` = (width, height) pixels.

    A dark frame, the room picture (mirrored for an ``-m`` card) and the room's name, in
    the language shown now, on a parchment strip (never mirrored). Cards of the same design and orientation share one
    cached surface: treat it as read-only. Raises ``KeyError`` for an unknown card id and
    ``ValueError`` for a size below 24x32.
    """
    size = (int(size[0]), int(size[1]))
    if size[0] < 24 or size[1] < 32:
        raise ValueError(f"card size {size} is too small")
    card = room_set.card(card_id)
    design = room_set.designs[card.design]
    return _face(design, card.mirrored, size, design.name, _display_ready())


# --- the card back ---------------------------------------------------------------------
BACK_STONE = (52, 56, 60)
BACK_MORTAR = (24, 26, 30)
EYE_RING = (176, 128, 54)
EYE_IRIS = (196, 226, 60)
EYE_IRIS_DARK = (92, 140, 24)


def _back_stones(surface: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    surface.fill(BACK_MORTAR, rect)
    row_h = rect.height / 9
    gap = max(1, round(rect.width * 0.012))
    surface.set_clip(rect)
    for row in range(10):
        x = rect.left - rng.uniform(0.2, 0.8) * row_h * 1.6
        while x < rect.right:
            width = row_h * rng.uniform(1.2, 2.1)
            tint = shade(BACK_STONE, rng.uniform(0.8, 1.15))
            pygame.draw.rect(surface, tint, (round(x + gap), round(rect.top + row * row_h + gap),
                                             round(width - gap), round(row_h - gap)),
                             border_radius=gap * 2)
            x += width
    surface.set_clip(None)


def _basilisk_eye(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    _add_glow(surface, centre, r * 2.6, (60, 90, 20))
    pygame.draw.circle(surface, OUTLINE, centre, r * 1.12)
    pygame.draw.circle(surface, EYE_RING, centre, r * 1.04)
    pygame.draw.circle(surface, (40, 30, 24), centre, r * 0.9)
    for i in range(12):  # scales around the medallion
        a = math.radians(i * 30 + 15)
        pygame.draw.circle(surface, shade(EYE_RING, 0.75),
                           (cx + math.cos(a) * r * 0.97, cy + math.sin(a) * r * 0.97), r * 0.08)
    almond = _ring(cx, cy, r * 0.78, r * 0.46, 180, 360) + _ring(cx, cy, r * 0.78, r * 0.46, 0, 180)
    pygame.draw.polygon(surface, EYE_IRIS_DARK, almond)
    pygame.draw.circle(surface, EYE_IRIS, (cx, cy), r * 0.4)
    pygame.draw.circle(surface, (236, 250, 140), (cx, cy), r * 0.22)
    pupil = _ring(cx, cy, r * 0.09, r * 0.42, 0, 360)
    pygame.draw.polygon(surface, (12, 10, 10), pupil)
    pygame.draw.circle(surface, (255, 255, 255), (cx - r * 0.18, cy - r * 0.14), r * 0.06)
    pygame.draw.polygon(surface, OUTLINE, almond, max(1, round(r * 0.06)))


def _corner_studs(surface: pygame.Surface, rect: pygame.Rect, r: float) -> None:
    """Gold diamonds in the four corners of ``rect``."""
    inset = rect.inflate(-r * 3.2, -r * 3.2)
    for cx, cy in (inset.topleft, inset.topright, inset.bottomleft, inset.bottomright):
        diamond = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(surface, OUTLINE, diamond, max(1, round(r * 0.5)))
        pygame.draw.polygon(surface, EYE_RING, diamond)
        pygame.draw.circle(surface, shade(EYE_RING, 1.3), (cx, cy), r * 0.3)


@_cached(16)
def _back(size: tuple[int, int], converted: bool) -> pygame.Surface:
    scale = _render_scale(size)
    w, h = size[0] * scale, size[1] * scale
    border, radius, _picture_rect, _strip = _layout(size)
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(big, FRAME, big.get_rect(), border_radius=radius * scale)
    inner = big.get_rect().inflate(-border * 2 * scale, -border * 2 * scale)
    _back_stones(big, inner, random.Random(1994))
    vignette = pygame.Surface((w, h))
    vignette.fill((120, 120, 120))
    _add_glow(vignette, inner.center, max(w, h) * 0.9, (150, 150, 150))
    big.blit(vignette, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _basilisk_eye(big, inner.center, inner.width * 0.3)
    pygame.draw.rect(big, FRAME_LINE, inner.inflate(scale * 2, scale * 2), max(1, scale),
                     border_radius=max(1, (radius - border // 2) * scale))
    _corner_studs(big, inner, inner.width * 0.06)
    back = pygame.transform.smoothscale(big, size)
    return _finish(back) if converted else back


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back shared by all room cards at ``size`` = (width, height) pixels: dark cellar
    stones, a gold frame line and the basilisk's eye. Cached; treat as read-only. Raises
    ``ValueError`` for a size below 24x32."""
    size = (int(size[0]), int(size[1]))
    if size[0] < 24 or size[1] < 32:
        raise ValueError(f"card size {size} is too small")
    return _back(size, _display_ready())
