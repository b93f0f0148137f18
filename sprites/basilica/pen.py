"""The drawing basics of Basilica's art (``sprites.basilica.art``): the element colours and
glyphs, the Order names, the wood, stone and glass colours, the pen (``_Pen``) drawing
ink-outlined shapes in local units, and the painters shared by tiles, tokens, pieces and
the board: colour glyphs, the crown, the isometric cube, the rose window, the coin, the
advancement star, the scaffolding lattice, the pointed arch and the glazed-stone face.
"""
from __future__ import annotations

import math
import random
from typing import NamedTuple

import pygame

from sprites import palette
from sprites.artkit import arc as _arc, star as _star, stroke as _stroke
from sprites.pawns import shape_points


Colour = tuple[int, ...]

COLOURS = ("yellow", "blue", "red", "green")
ORDERS = ("hire", "shift", "dismiss", "promote", "scaffold", "stained_glass", "dismantle", "tax")

# Chosen so every pair stays far apart also under simulated protanopia, deuteranopia and
# tritanopia (Machado et al. 2009; tests/ui/test_basilica_art.py checks it): the green is
# light and a little bluish, the red dark. The glyphs settle the rest.
ELEMENT_RGB: dict[str, tuple[int, int, int]] = {
    "yellow": (230, 184, 56), "blue": (40, 84, 168), "red": (176, 46, 42), "green": (76, 164, 96),
}
COLOUR_GLYPHS: dict[str, str] = {"yellow": "sun", "blue": "drop", "red": "diamond", "green": "tree"}

INK = palette.INK
SHADOW_ALPHA = 110          # pieces' drop shadow, a little lighter than the Tomb's
IVORY = (250, 242, 218)
STONE = (150, 142, 130)
STONE_DARK = (88, 82, 76)
STONE_LIGHT = (196, 188, 172)
TIMBER = (176, 124, 70)
TIMBER_DARK = (116, 76, 40)
MAPLE = (222, 184, 132)
ROPE = (226, 206, 150)
GLASS = ((196, 40, 48), (40, 92, 190), (236, 190, 40), (54, 150, 72))
PLUS = (56, 150, 70)
CROSS = (196, 44, 36)


# --- a pen drawing outlined shapes in local units (about -1..1 around a centre) ------------


class _Pen(NamedTuple):
    """Draws on ``surface`` with 1 unit = ``r`` px around (``cx``, ``cy``); ``ink`` is the
    outline width in px (drawn half outside each shape)."""
    surface: pygame.Surface
    cx: float
    cy: float
    r: float
    ink: float

    def pts(self, points) -> list:
        return [(self.cx + x * self.r, self.cy + y * self.r) for x, y in points]

    def poly(self, fill, points, outline: bool = True) -> None:
        pts = self.pts(points)
        if outline:
            _stroke(self.surface, INK, pts, self.ink * 2, closed=True)
        pygame.draw.polygon(self.surface, fill, pts)

    def circle(self, fill, x, y, radius, outline: bool = True) -> None:
        centre = self.pts([(x, y)])[0]
        if outline:
            pygame.draw.circle(self.surface, INK, centre, radius * self.r + self.ink)
        pygame.draw.circle(self.surface, fill, centre, radius * self.r)

    def line(self, colour, points, width, outline: bool = True) -> None:
        pts = self.pts(points)
        if outline:
            _stroke(self.surface, INK, pts, width * self.r + 2 * self.ink)
        _stroke(self.surface, colour, pts, width * self.r)


def _lancet(x0, x1, spring, bottom, steps: int = 10) -> list:
    """A pointed (equilateral) gothic arch from ``x0`` to ``x1``, springing at ``spring``."""
    w = x1 - x0
    apex_dy = w * math.sqrt(3) / 2
    a = math.degrees(math.asin(apex_dy / w))
    left = _arc(x1, spring, w, w, 180, 180 + a, steps)          # arc centred on the right jamb
    right = _arc(x0, spring, w, w, -a, 0, steps)                # arc centred on the left jamb
    return [(x0, bottom)] + left + right[1:] + [(x1, bottom)]


# --- glyphs, crown, cube, rose window, coin (painters on a pen) ---------------------------
def _glyph(pen: _Pen, name: str, fill=IVORY) -> None:
    """The colour glyph ``name`` (sun, drop, diamond, tree) about 1 unit in radius."""
    if name == "sun":
        pen.poly(fill, _star(8, 1.0, 0.62))
        pen.circle(fill, 0, 0, 0.5, outline=False)
    elif name == "drop":
        pen.poly(fill, [(0, -1.0)] + _arc(0, 0.34, 0.62, 0.62, -50, 230, 16))
    elif name == "diamond":
        pen.poly(fill, [(0, -1.0), (0.7, 0), (0, 1.0), (-0.7, 0)])
    else:
        pen.poly(fill, [(-0.22, 0.6), (0.22, 0.6), (0.22, 1.0), (-0.22, 1.0)])
        pen.poly(fill, [(0, -1.0), (0.86, 0.66), (-0.86, 0.66)])


def _crown(pen: _Pen) -> None:
    """A gold crown about 1 unit in radius: three points with pearls over a band."""
    pen.poly(palette.GOLD, [(-0.9, 0.55), (-0.95, -0.45), (-0.45, 0.0), (0, -0.7), (0.45, 0.0),
                            (0.95, -0.45), (0.9, 0.55)])
    for x, y in ((-0.95, -0.55), (0, -0.82), (0.95, -0.55)):
        pen.circle(palette.GOLD_LIGHT, x, y, 0.16)
    pen.poly(palette.GOLD_DARK, [(-0.9, 0.35), (0.9, 0.35), (0.9, 0.72), (-0.9, 0.72)])


def _cube(pen: _Pen, x, y, w, rgb, promoted: bool = False, mark: str | None = None,
          rim: tuple[float, float] | None = None) -> None:
    """An isometric cube ``w`` units wide and tall centred on (x, y), lit from the top left.
    ``rim`` ``(dark, light)`` (px of the surface drawn on): the outline is doubled, a dark
    line ``dark`` px wide inside a light rim ``light`` px wide, so the cube reads on any
    ground, dark or light, also one of its own colour."""
    h, q = w / 2, w / 4
    top = [(x, y - h), (x + h, y - q), (x, y), (x - h, y - q)]
    left = [(x - h, y - q), (x, y), (x, y + h), (x - h, y + q)]
    right = [(x, y), (x + h, y - q), (x + h, y + q), (x, y + h)]
    outline = [(x, y - h), (x + h, y - q), (x + h, y + q), (x, y + h), (x - h, y + q),
               (x - h, y - q)]                                  # the silhouette
    if rim:
        dark, light = rim
        pts = pen.pts(outline)
        pygame.draw.polygon(pen.surface, IVORY, pts)
        _stroke(pen.surface, IVORY, pts, 2 * (dark + light), closed=True)
        _stroke(pen.surface, INK, pts, 2 * dark, closed=True)
    pen.poly(rgb, outline)
    pen.poly(palette.shade(rgb, 1.3), top, outline=False)
    pen.poly(rgb, left, outline=False)
    pen.poly(palette.shade(rgb, 0.66), right, outline=False)
    pen.line(palette.shade(rgb, 0.45), [(x - h, y - q), (x, y), (x + h, y - q)], w * 0.025, False)
    pen.line(palette.shade(rgb, 0.45), [(x, y), (x, y + h)], w * 0.025, False)
    if mark:
        _cube_mark(pen, x - h / 2, y + q * 0.95, w * 0.21, palette.shade(rgb, 0.3), mark)
    if promoted:
        disc = _arc(x, y - q, h * 0.62, q * 0.62, 0, 360, 24)
        pen.poly(palette.GOLD, disc)
        star = [(x + sx, y - q + sy * 0.55) for sx, sy in _star(5, h * 0.46, h * 0.19)]
        pen.poly(palette.GOLD_DARK, star, outline=False)


def _cube_mark(pen: _Pen, x, y, radius, ink, shape: str) -> None:
    """The owner's pawn shape (``palette.PAWN_SHAPES``) printed small on a cube's front
    face, so two players' cubes differ by more than colour."""
    if shape == "circle":
        pen.circle(ink, x, y, radius * 0.85, outline=False)
        return
    pen.poly(ink, shape_points(shape, (x, y), radius), outline=False)


def _rose(pen: _Pen) -> None:
    """A round rose window: stone ring, eight coloured petals in lead, a gold eye."""
    pen.circle(STONE_LIGHT, 0, 0, 1.0)
    pen.circle(INK, 0, 0, 0.84, outline=False)
    for i in range(8):
        a0, a1 = i * 45 + 3, i * 45 + 42
        pts = [(0, 0)] + _arc(0, 0, 0.8, 0.8, a0, a1, 6)
        pen.poly(GLASS[i % len(GLASS)], pts, outline=False)
        a = math.radians(i * 45 + 22.5)
        pen.circle(palette.shade(GLASS[i % len(GLASS)], 1.5), 0.52 * math.cos(a), 0.52 * math.sin(a), 0.12,
                   outline=False)
    pen.circle(palette.GOLD_LIGHT, 0, 0, 0.2)


def _coin(pen: _Pen) -> None:
    """A gold coin with a reeded rim and an embossed lancet arch."""
    pen.circle(palette.GOLD_DARK, 0, 0, 1.0)
    for i in range(24):
        a = math.radians(i * 15)
        pen.line(palette.GOLD, [(0.86 * math.cos(a), 0.86 * math.sin(a)),
                                (0.96 * math.cos(a), 0.96 * math.sin(a))], 0.05, outline=False)
    pen.circle(palette.GOLD, 0, 0, 0.8, outline=False)
    pen.circle(palette.GOLD_LIGHT, -0.1, -0.12, 0.58, outline=False)
    pen.circle(palette.GOLD, 0.02, 0.02, 0.56, outline=False)
    pen.poly(palette.GOLD_DARK, _lancet(-0.28, 0.28, -0.05, 0.5), outline=False)
    pen.poly(palette.GOLD_LIGHT, _lancet(-0.16, 0.16, 0.02, 0.5), outline=False)


def _advancement(pen: _Pen) -> None:
    """The advancement token's face: a gold disc with a star over a chevron."""
    pen.circle(palette.GOLD, 0, 0, 1.0)
    pen.circle(palette.GOLD_LIGHT, -0.08, -0.1, 0.72, outline=False)
    pen.circle(palette.GOLD, 0.02, 0.02, 0.7, outline=False)
    pen.poly(palette.GOLD_DARK, _star(5, 0.5, 0.21, 0, -0.18), outline=False)
    pen.line(palette.GOLD_DARK, [(-0.5, 0.62), (0, 0.36), (0.5, 0.62)], 0.16, outline=False)


def _lattice(pen: _Pen) -> None:
    """Scaffolding: two poles, three ledgers and cross braces, lashed with rope."""
    for a, b in (((-0.7, -0.55), (0.7, 0.25)), ((-0.7, 0.25), (0.7, -0.55)),
                 ((-0.7, 0.25), (0.7, 0.95)), ((-0.7, 0.95), (0.7, 0.25))):
        pen.line(TIMBER_DARK, [a, b], 0.1)
    for y in (-0.55, 0.25, 0.95):
        pen.line(TIMBER, [(-0.95, y), (0.95, y)], 0.16)
    for x in (-0.7, 0.7):
        pen.line(MAPLE, [(x, -1.0), (x, 1.0)], 0.2)
        for y in (-0.55, 0.25, 0.95):
            pen.line(ROPE, [(x - 0.12, y - 0.04), (x + 0.12, y + 0.04)], 0.08, outline=False)


# --- shared by tiles and the board ------------------------------------------------------------
def _ink_width(size: int, k: int) -> float:
    return max(k, size * k * 0.022)


def _glazed(big: pygame.Surface, rect: pygame.Rect, rgb, k: int, seed: int) -> None:
    """A bevelled glazed-stone face filling ``rect``: light top-left edge, dark bottom-right
    edge, a soft glaze highlight and a few speckles."""
    bevel, radius = max(k, rect.w * 0.07), round(rect.w * 0.08)
    pygame.draw.rect(big, palette.shade(rgb, 0.62), rect, border_radius=radius)
    pygame.draw.rect(big, palette.shade(rgb, 1.32), rect.inflate(-bevel, -bevel).move(-bevel / 2, -bevel / 2),
                     border_radius=radius)
    face = rect.inflate(-2 * bevel, -2 * bevel)
    pygame.draw.rect(big, rgb, face, border_radius=max(1, radius // 2))
    glaze = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(glaze, (255, 255, 255, 34), [face.topleft, (face.x + face.w * 0.55, face.y),
                                                      (face.x, face.y + face.h * 0.55)])
    rng = random.Random(seed)
    for _ in range(18):
        x, y = rng.uniform(face.left, face.right - k), rng.uniform(face.top, face.bottom - k)
        tone = (*palette.shade(rgb, rng.choice((0.8, 1.2))), 110)
        pygame.draw.circle(glaze, tone, (x, y), rect.w * rng.uniform(0.008, 0.016))
    big.blit(glaze, (0, 0))
