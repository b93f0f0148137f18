"""Drawn art of Basilica: cathedral element tiles, Order tokens, Builder cubes, the King,
Scaffolding and Stained-glass tokens, Coins, the socket board, the Cathedral Plan cells
and the 0-49 scoring track. No image files.

Pictures are drawn at ``sprites.pawns.SUPERSAMPLE`` times the requested size and
smooth-scaled down (``sprites.pawns.supersampled``), with dark ink outlines. Element
colours are never the only cue: every colour also has its own glyph (``COLOUR_GLYPHS``:
yellow a sun, blue a drop, red a diamond, green a fir tree) drawn on every tile.

Every public function is cached by its arguments (and by whether a display mode is set:
surfaces are ``convert_alpha()``-ed only then). The returned surfaces are shared: blit
them, never draw on them. ``clear_cache()`` forgets them (needed after ``pygame.quit()``).

Pieces (components.yaml, orders.yaml): element tokens in 4 colours and two-coloured
Jokers, some crowned; the Order printed on each token's back (8 Orders); 12 Builder cubes;
advancement tokens; Coins; Scaffolding and Stained-glass tokens; the King; the +50 token.
"""
from __future__ import annotations

import math
import random
from typing import NamedTuple

import pygame

from sprites import artkit, fonts, palette
from sprites.artkit import cached as _cached, check as _check, check_size as _check_size
from sprites.artkit import arc as _arc, star as _star, stroke as _stroke, with_shadow
from sprites.artkit import display_ready as _display_ready, finish as _finish
from sprites.pawns import shape_points, supersampled


def clear_cache() -> None:
    """Forget every cached surface of the art modules (needed after ``pygame.quit()``)."""
    artkit.clear_cache()


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


def _cube(pen: _Pen, x, y, w, rgb, promoted: bool = False, mark: str | None = None) -> None:
    """An isometric cube ``w`` units wide and tall centred on (x, y), lit from the top left."""
    h, q = w / 2, w / 4
    top = [(x, y - h), (x + h, y - q), (x, y), (x - h, y - q)]
    left = [(x - h, y - q), (x, y), (x, y + h), (x - h, y + q)]
    right = [(x, y), (x + h, y - q), (x + h, y + q), (x, y + h)]
    pen.poly(rgb, top + [(x + h, y + q), (x, y + h), (x - h, y + q)])
    pen.poly(palette.shade(rgb, 1.3), top, outline=False)
    pen.poly(rgb, left, outline=False)
    pen.poly(palette.shade(rgb, 0.66), right, outline=False)
    pen.line(palette.shade(rgb, 0.45), [(x - h, y - q), (x, y), (x + h, y - q)], w * 0.025, False)
    pen.line(palette.shade(rgb, 0.45), [(x, y), (x, y + h)], w * 0.025, False)
    if mark:
        _cube_mark(pen, x - h / 2, y + q * 0.95, w * 0.19, palette.shade(rgb, 0.3), mark)
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


# --- Order pictograms ------------------------------------------------------------------------
def _badge(pen: _Pen, x, y, fill, mark: str) -> None:
    """A round badge with a white plus or cross on it."""
    pen.circle(fill, x, y, 0.34)
    arms = 0.2
    if mark == "plus":
        segments = [[(x - arms, y), (x + arms, y)], [(x, y - arms), (x, y + arms)]]
    else:
        d = arms * 0.8
        segments = [[(x - d, y - d), (x + d, y + d)], [(x - d, y + d), (x + d, y - d)]]
    for seg in segments:
        pen.line(IVORY, seg, 0.11, outline=False)


def _arrow(pen: _Pen) -> None:
    pen.poly(palette.GOLD, [(0.02, -0.02), (0.5, -0.02), (0.5, -0.26), (0.96, 0.14), (0.5, 0.54),
                            (0.5, 0.3), (0.02, 0.3)])


def _chevron(pen: _Pen, y) -> None:
    pen.poly(palette.GOLD, [(-0.62, y + 0.28), (0, y - 0.08), (0.62, y + 0.28), (0.62, y + 0.54),
                            (0, y + 0.18), (-0.62, y + 0.54)])


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


def _dismantle(pen: _Pen) -> None:
    """A cracked stone block under a hammer."""
    pen.poly(STONE, [(-0.9, 0.05), (0.55, 0.05), (0.55, 0.9), (-0.9, 0.9)])
    pen.poly(STONE_LIGHT, [(-0.9, 0.05), (0.55, 0.05), (0.55, 0.2), (-0.9, 0.2)], outline=False)
    pen.line(INK, [(-0.1, 0.06), (-0.24, 0.36), (-0.06, 0.54), (-0.2, 0.9)], 0.06, outline=False)
    pen.poly(STONE, [(0.7, 0.55), (0.92, 0.62), (0.82, 0.86)])
    pen.poly(STONE_LIGHT, [(-0.95, -0.3), (-0.78, -0.2), (-0.9, -0.08)])
    handle = [(0.2, -0.28), (0.92, 0.44)]
    pen.line(TIMBER, handle, 0.16)
    pen.poly((120, 124, 134), [(-0.24, -0.56), (0.26, -1.04), (0.54, -0.76), (0.04, -0.28)])
    pen.poly((176, 182, 194), [(-0.24, -0.56), (0.26, -1.04), (0.34, -0.96), (-0.16, -0.48)],
             outline=False)


def _order_icon(pen: _Pen, order: str) -> None:
    wood = TIMBER
    if order in ("hire", "dismiss"):
        _cube(pen, -0.16, 0.18, 1.25, wood)
        _badge(pen, 0.56, -0.5, PLUS if order == "hire" else CROSS, "plus" if order == "hire" else "x")
    elif order == "shift":
        _cube(pen, -0.42, 0.12, 1.05, wood)
        _arrow(pen)
    elif order == "promote":
        _cube(pen, 0, 0.3, 1.25, wood, promoted=True)
        _chevron(pen, -1.0)
    elif order == "scaffold":
        _lattice(pen._replace(r=pen.r * 0.9))
    elif order == "stained_glass":
        _rose(pen._replace(r=pen.r * 0.92))
    elif order == "dismantle":
        _dismantle(pen)
    else:
        _coin(pen._replace(cx=pen.cx + 0.22 * pen.r, cy=pen.cy + 0.2 * pen.r, r=pen.r * 0.72))
        _coin(pen._replace(cx=pen.cx - 0.2 * pen.r, cy=pen.cy - 0.18 * pen.r, r=pen.r * 0.72))


# --- element tiles ---------------------------------------------------------------------------
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


def _window(pen: _Pen, rgb, glyph: str) -> None:
    """The lancet window of a one-colour tile, its glyph standing in it."""
    pen.poly(palette.shade(rgb, 1.3), _lancet(-0.46, 0.46, 0.0, 0.78), outline=False)
    pen.poly(palette.shade(rgb, 0.5), _lancet(-0.38, 0.38, 0.02, 0.72), outline=False)
    pen.circle(palette.shade(rgb, 0.75), 0, -0.3, 0.1, outline=False)
    pen.line(palette.shade(rgb, 1.3), [(-0.5, 0.76), (0.5, 0.76)], 0.08, outline=False)
    _glyph(pen._replace(cy=pen.cy + 0.26 * pen.r, r=pen.r * 0.34), glyph)


def _oculus(pen: _Pen, x, y, rgb, glyph: str) -> None:
    """A round recess holding a glyph (the two halves of a Joker)."""
    pen.circle(palette.shade(rgb, 1.3), x, y, 0.44, outline=False)
    pen.circle(palette.shade(rgb, 0.5), x, y, 0.38, outline=False)
    _glyph(pen._replace(cx=pen.cx + x * pen.r, cy=pen.cy + y * pen.r, r=pen.r * 0.28), glyph)


def _crown_badge(pen: _Pen) -> None:
    x, y = 0.57, -0.57
    pen.circle(INK, x, y, 0.42, outline=False)
    pen.circle(palette.GOLD_DARK, x, y, 0.38, outline=False)
    pen.circle((70, 30, 44), x, y, 0.33, outline=False)
    _crown(pen._replace(cx=pen.cx + x * pen.r, cy=pen.cy + (y + 0.03) * pen.r, r=pen.r * 0.25,
                        ink=pen.ink * 0.8))


@_cached(256)
def _element(colours: tuple[str, ...], crown: bool, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        ink = _ink_width(size, k)
        outer = pygame.Rect(0, 0, side, side).inflate(-2 * max(k, side * 0.02), -2 * max(k, side * 0.02))
        pygame.draw.rect(big, INK, outer, border_radius=round(side * 0.1))
        body = outer.inflate(-2 * ink, -2 * ink)
        rgbs = [ELEMENT_RGB[c] for c in colours]
        _glazed(big, body, rgbs[-1], k, seed=7)
        pen = _Pen(big, side / 2, side / 2, side / 2, ink * 0.8)
        if len(colours) == 1:
            _window(pen, rgbs[0], COLOUR_GLYPHS[colours[0]])
        else:
            half = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            _glazed(half, body, rgbs[0], k, seed=11)
            mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), [(0, 0), (side, 0), (0, side)])
            half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            big.blit(half, (0, 0))
            pen.line(IVORY, [(0.86, -0.86), (-0.86, 0.86)], 0.05)
            _oculus(pen, -0.42, -0.42, rgbs[0], COLOUR_GLYPHS[colours[0]])
            _oculus(pen, 0.42, 0.42, rgbs[1], COLOUR_GLYPHS[colours[1]])
        if crown:
            _crown_badge(pen)

    return supersampled((size, size), paint)


def element_tile(colours: tuple[str, ...], crown: bool, size: int) -> pygame.Surface:
    """A cathedral element tile, ``size`` x ``size`` px (transparent corners): a glazed,
    bevelled stone tile in its colour with a gothic lancet window holding the colour's
    glyph. A Joker (two colours) is split along the top-right/bottom-left diagonal, the
    first colour top left, each half with its glyph in a round oculus. ``crown`` adds a
    gold crown on a dark badge in the top-right corner. Legible from 28 to 96 px.
    Cached. Raises ``ValueError`` unless ``colours`` holds 1 colour or 2 different ones
    of ``COLOURS``, or if ``size`` < 20."""
    colours = tuple(colours)
    if len(colours) not in (1, 2) or len(set(colours)) != len(colours):
        raise ValueError(f"a tile has one colour or two different ones, got {colours!r}")
    for colour in colours:
        _check(colour, COLOURS, "element colour")
    return _element(colours, bool(crown), _check_size(size, 20, "tile"), _display_ready())



@_cached(32)
def _glyph_icon(colour: str, size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        half = size * k / 2
        _glyph(_Pen(big, half, half, half * 0.84, max(k, size * k * 0.06)), COLOUR_GLYPHS[colour],
               ELEMENT_RGB[colour])

    return supersampled((size, size), paint)


def colour_glyph(colour: str, size: int) -> pygame.Surface:
    """The glyph of element colour ``colour`` (``COLOUR_GLYPHS``: yellow a sun, blue a
    drop, red a diamond, green a fir tree) filled with its colour and outlined in ink, in a
    transparent ``size`` px square (the contact sheet's legend; the board's tiles draw
    their own). Cached. Raises
    ``ValueError`` for an unknown colour or ``size`` < 8."""
    _check(colour, COLOURS, "element colour")
    return _glyph_icon(colour, _check_size(size, 8, "glyph"), _display_ready())

# --- Order tokens ------------------------------------------------------------------------------
def _frame_rects(size: int, k: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The outer edge, the wood and the inner face of a ``size`` px token drawn ``k``
    times larger."""
    side = size * k
    outer = pygame.Rect(0, 0, side, side).inflate(-side * 0.06, -side * 0.06)
    wood = outer.inflate(-2 * max(k, side * 0.02), -2 * max(k, side * 0.02))
    face = wood.inflate(-side * 0.07, -side * 0.07).inflate(-side * 0.025, -side * 0.025)
    return outer, wood, face


def _token_frame(big: pygame.Surface, size: int, k: int) -> pygame.Rect:
    """A rounded dark-wood token with a gold inlay; returns the inner face rect."""
    side = size * k
    outer, wood, _face = _frame_rects(size, k)
    radius = round(side * 0.14)
    pygame.draw.rect(big, INK, outer, border_radius=radius)
    pygame.draw.rect(big, palette.WOOD_DARK, wood, border_radius=radius)
    lit = wood.inflate(-side * 0.03, -side * 0.03).move(-side * 0.012, -side * 0.012)
    pygame.draw.rect(big, palette.WOOD, lit, border_radius=radius)
    rng = random.Random(5)
    for _ in range(9):
        y = rng.uniform(wood.top + radius / 2, wood.bottom - radius / 2)
        end = (wood.right - radius / 2, y + rng.uniform(-3, 3) * k)
        pygame.draw.line(big, palette.WOOD_DARK, (wood.left + radius / 2, y), end, k)
    inlay = wood.inflate(-side * 0.07, -side * 0.07)
    pygame.draw.rect(big, palette.GOLD_DARK, inlay, border_radius=round(radius * 0.6))
    pygame.draw.rect(big, palette.GOLD, inlay.inflate(-2 * k, -2 * k), max(k, round(side * 0.012)),
                     border_radius=round(radius * 0.6))
    return inlay.inflate(-side * 0.025, -side * 0.025)






PAID_BOX = 0.46            # the Paid Order box's side, as a share of the token's face


def _box_in(face: pygame.Rect) -> pygame.Rect:
    side = round(face.w * PAID_BOX)
    return pygame.Rect(face.right - side, face.bottom - side, side, side)


def paid_box_rect(size: int) -> pygame.Rect:
    """Where the Paid Order box sits on an ``order_token(..., size, paid=True)``, in its
    pixels: the bottom-right corner of the token's face (within a pixel)."""
    return _box_in(_frame_rects(size, 1)[2])


def _paid_box(big: pygame.Surface, face: pygame.Rect, order: str, size: int, k: int) -> None:
    """The Paid Order of ``order`` in a small coin-framed box (rulebook "Platne Rozkazy":
    the smaller symbols in their own frame marked with a Coin): a reeded gold frame on a
    pale parchment ground holding the Order's picture again, small, and a Coin on the
    frame's top-left corner."""
    box = _box_in(face)
    rim = max(2 * k, round(box.w * 0.17))
    pygame.draw.rect(big, INK, box.inflate(2 * k, 2 * k), border_radius=round(box.w * 0.22))
    pygame.draw.rect(big, palette.GOLD, box, border_radius=round(box.w * 0.2))
    pygame.draw.rect(big, palette.GOLD_DARK, box, max(k, round(box.w * 0.04)),
                     border_radius=round(box.w * 0.2))
    inner = box.inflate(-2 * rim, -2 * rim)
    pygame.draw.rect(big, (255, 248, 226), inner, border_radius=round(box.w * 0.12))
    _order_icon(_Pen(big, inner.centerx, inner.centery, inner.w * 0.42,
                     _ink_width(size, k) * 0.6), order)
    _coin(_Pen(big, box.x + rim * 0.5, box.y + rim * 0.5, box.w * 0.24, _ink_width(size, k) * 0.6))


@_cached(64)
def _order(order: str, size: int, paid: bool, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        face = _token_frame(big, size, k)
        pygame.draw.rect(big, palette.PARCHMENT, face, border_radius=round(face.w * 0.1))
        if paid:                    # the Order up and to the left, its Paid Order below right
            pen = _Pen(big, face.x + face.w * 0.38, face.y + face.h * 0.38, face.w * 0.33,
                       _ink_width(size, k))
        else:
            pen = _Pen(big, face.centerx, face.centery, face.w * 0.44, _ink_width(size, k))
        _order_icon(pen, order)
        if paid:
            _paid_box(big, face, order, size, k)

    return with_shadow(supersampled((size, size), paint), max(1, size // 28), SHADOW_ALPHA)


def order_token(order: str, size: int, paid: bool = False) -> pygame.Surface:
    """The Order side of a cathedral token, ``size`` px square with a soft shadow: a
    dark-wood token with a gold inlay and a parchment face showing the Order's picture
    (orders.yaml): hire a cube with a green plus, shift a cube with an arrow, dismiss a
    cube with a red cross, promote a cube with the gold star and a chevron, scaffold a
    timber lattice, stained_glass a rose window, dismantle a hammer on a cracked stone,
    tax two coins. ``paid``: the Order has a Paid Order (the opponent may buy the same
    Order for 1 Coin), drawn as the Order's picture again, small, in a coin-framed box in
    the bottom-right corner (:func:`paid_box_rect`), the main picture moved up-left to
    make room. No text. Cached. Raises ``ValueError`` for an order not in ``ORDERS`` or
    ``size`` < 32."""
    _check(order, ORDERS, "order")
    return _order(order, _check_size(size, 32, "order token"), bool(paid), _display_ready())


@_cached(16)
def _back(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        face = _token_frame(big, size, k)
        pygame.draw.rect(big, (92, 30, 34), face, border_radius=round(face.w * 0.1))
        step = face.w / 4
        big.set_clip(face.inflate(-face.w * 0.04, -face.w * 0.04))
        for i in range(-4, 9):
            x = face.x + i * step
            for sign in (1, -1):
                a, b = (x, face.y), (x + sign * face.w, face.bottom)
                pygame.draw.line(big, (132, 52, 50), a, b, max(k, round(size * k * 0.014)))
        big.set_clip(None)
        pen = _Pen(big, face.centerx, face.centery, face.w * 0.3, _ink_width(size, k))
        pen.poly(palette.GOLD, _star(4, 1.0, 0.42))
        pen.circle(palette.GOLD_LIGHT, 0, 0, 0.3)

    return with_shadow(supersampled((size, size), paint), max(1, size // 28), SHADOW_ALPHA)


def token_back(size: int) -> pygame.Surface:
    """A face-down cathedral token (the stack), ``size`` px square with a soft shadow:
    the dark-wood frame around a burgundy field with a lattice and a gold four-point
    star. Cached. Raises ``ValueError`` if ``size`` < 32."""
    return _back(_check_size(size, 32, "token"), _display_ready())


# --- pieces ------------------------------------------------------------------------------------
def _check_rgb(rgb) -> tuple[int, int, int]:
    try:
        rgb = tuple(int(c) for c in rgb)
    except (TypeError, ValueError):
        raise ValueError(f"rgb must be three integers 0..255, got {rgb!r}") from None
    if len(rgb) != 3 or not all(0 <= c <= 255 for c in rgb):
        raise ValueError(f"rgb must be three integers 0..255, got {rgb!r}")
    return rgb


@_cached(64)
def _piece(name: str, size: int, extra, converted: bool) -> pygame.Surface:
    """A loose piece drawn by a pen centred a little up-left (room for the shadow)."""
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        pen = _Pen(big, side * 0.48, side * 0.48, side * 0.45, _ink_width(size, k) * 0.9)
        if name == "cube":
            _cube(pen, 0, 0.02, 1.92, *extra)
        elif name == "king":
            _king(pen)
        else:
            {"glass": _rose, "coin": _coin, "advancement": _advancement}[name](pen)

    return with_shadow(supersampled((size, size), paint), max(1, size // 18), SHADOW_ALPHA)


def _king(pen: _Pen) -> None:
    """The King: a purple-robed pawn with an ermine collar and a gold crown."""
    robe, dark = (104, 52, 142), (64, 30, 92)
    pen.poly(dark, [(-0.6, 1.0), (0.6, 1.0), (0.5, 0.76), (-0.5, 0.76)])
    pen.poly(robe, [(-0.48, 0.8), (0.48, 0.8), (0.2, -0.2), (-0.2, -0.2)])
    pen.poly(palette.shade(robe, 1.35), [(-0.36, 0.76), (-0.2, 0.76), (-0.06, -0.16), (-0.14, -0.16)],
             outline=False)
    pen.poly(IVORY, [(-0.36, -0.32), (0.36, -0.32), (0.3, -0.1), (-0.3, -0.1)])
    pen.circle((236, 204, 170), 0, -0.5, 0.22)
    _crown(pen._replace(cy=pen.cy - 0.84 * pen.r, r=pen.r * 0.3))


def builder_cube(rgb: tuple[int, int, int], size: int, promoted: bool = False,
                 mark: str | None = None) -> pygame.Surface:
    """A Builder: an isometric wooden cube in player colour ``rgb``, ``size`` x ``size`` px
    (the cube about 0.86 * size wide) with a soft shadow, lit from the top left. A
    ``promoted`` Builder carries a gold disc with a star on its top face (the advancement
    token); ``mark`` (a shape of ``palette.PAWN_SHAPES``: the owner's pawn shape) is printed
    on its front face. Cached. Raises ``ValueError`` for a bad ``rgb``, an unknown ``mark``
    or ``size`` < 12."""
    if mark is not None and mark not in set(palette.PAWN_SHAPES.values()):
        raise ValueError(f"unknown cube mark {mark!r}")
    return _piece("cube", _check_size(size, 12, "builder cube"),
                  (_check_rgb(rgb), bool(promoted), mark), _display_ready())


def stained_glass(size: int) -> pygame.Surface:
    """A Stained-glass token: a round rose window (stone ring, coloured petals in lead, a
    gold eye), ``size`` px square with a soft shadow; drawn on a tile at about 40% of
    the tile's size. Cached. Raises ``ValueError`` if ``size`` < 12."""
    return _piece("glass", _check_size(size, 12, "stained glass"), None, _display_ready())


def king_pawn(size: int) -> pygame.Surface:
    """The King (moves along the scoring track): a purple pawn with an ermine collar and a
    gold crown, ``size`` px square with a soft shadow. Cached. ``ValueError`` if ``size`` < 16."""
    return _piece("king", _check_size(size, 16, "king"), None, _display_ready())


def coin(size: int) -> pygame.Surface:
    """A Coin: gold, with a reeded rim and an embossed lancet arch, ``size`` px square with
    a soft shadow. Cached. Raises ``ValueError`` if ``size`` < 12."""
    return _piece("coin", _check_size(size, 12, "coin"), None, _display_ready())


def advancement_token(size: int) -> pygame.Surface:
    """An advancement token: a gold disc with a star over a chevron (the same gold star
    marks a promoted Builder), ``size`` px square with a soft shadow. Cached. Raises
    ``ValueError`` if ``size`` < 12."""
    return _piece("advancement", _check_size(size, 12, "advancement token"), None, _display_ready())


@_cached(16)
def _plus50(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, size * k * 0.48, size * k * 0.48, size * k * 0.45, _ink_width(size, k))
        pen.circle(palette.GOLD_DARK, 0, 0, 1.0)
        pen.circle(palette.GOLD, 0, 0, 0.86, outline=False)
        pen.circle(palette.PARCHMENT, 0, 0, 0.76, outline=False)

    image = supersampled((size, size), paint)
    label = fonts.fit("+50", max(8, round(size * 0.36)), INK, round(size * 0.66), bold=True, minimum=6)
    image.blit(label, label.get_rect(center=(round(size * 0.48), round(size * 0.49))))
    return with_shadow(image, max(1, size // 18), SHADOW_ALPHA)


def plus50_token(size: int) -> pygame.Surface:
    """The +50 token (a player's score passed 49): a gold-rimmed parchment disc reading
    "+50", ``size`` px square with a soft shadow. Cached. ``ValueError`` if ``size`` < 20."""
    return _plus50(_check_size(size, 20, "+50 token"), _display_ready())


@_cached(16)
def _scaffolding(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        side = size * k
        pygame.draw.rect(big, (40, 28, 18, 70), (side * 0.04, side * 0.04, side * 0.92, side * 0.92),
                         border_radius=round(side * 0.06))
        _lattice(_Pen(big, side / 2, side / 2, side * 0.44, _ink_width(size, k) * 0.8))

    return supersampled((size, size), paint)


def scaffolding(size: int) -> pygame.Surface:
    """A Scaffolding token covering an empty Plan cell, ``size`` px square: timber poles,
    ledgers and braces lashed with rope over a faint translucent shade, so the empty cell
    shows through. Cached. Raises ``ValueError`` if ``size`` < 20."""
    return _scaffolding(_check_size(size, 20, "scaffolding"), _display_ready())


# --- the board: sockets, Plan cells, scoring track -----------------------------------------------
def _wood_strip(big: pygame.Surface, rect: pygame.Rect, k: int, seed: int, vertical: bool) -> None:
    """A dark-outlined wooden plank filling ``rect`` with grain along its length."""
    radius = round(min(rect.w, rect.h) * 0.16)
    pygame.draw.rect(big, INK, rect, border_radius=radius)
    wood = rect.inflate(-2 * k, -2 * k)
    pygame.draw.rect(big, palette.WOOD, wood, border_radius=radius)
    rng = random.Random(seed)
    across, along = (wood.w, wood.h) if vertical else (wood.h, wood.w)
    for _ in range(max(4, across // (3 * k))):
        c = rng.uniform(0.1, 0.9) * across
        wobble = rng.uniform(-1.5, 1.5) * k
        colour = rng.choice((palette.WOOD_DARK, palette.WOOD_LIGHT, (92, 56, 32)))
        a, b = (c, radius), (c + wobble, along - radius)
        if not vertical:
            a, b = a[::-1], b[::-1]
        pygame.draw.line(big, colour, (wood.x + a[0], wood.y + a[1]), (wood.x + b[0], wood.y + b[1]), k)
    pygame.draw.rect(big, palette.WOOD_LIGHT, wood, k, border_radius=radius)


def _socket(big: pygame.Surface, rect: pygame.Rect, k: int, seed: int) -> None:
    """A stone socket in ``rect`` with a recess opening to the right."""
    stone = pygame.Rect(rect.x, rect.y, rect.w + 2 * k, rect.h)
    pygame.draw.rect(big, INK, stone, border_radius=round(rect.h * 0.12))
    _glazed(big, stone.inflate(-2 * k, -2 * k), STONE, k, seed)
    recess = pygame.Rect(0, 0, rect.w * 0.58, rect.h * 0.56)
    recess.midright = (stone.right, stone.centery)
    round_left = {"border_top_left_radius": round(recess.h * 0.5),
                  "border_bottom_left_radius": round(recess.h * 0.5)}
    pygame.draw.rect(big, INK, recess.inflate(2 * k, 2 * k), **round_left)
    pygame.draw.rect(big, (44, 40, 36), recess, **round_left)
    floor = recess.inflate(0, -recess.h * 0.45).move(0, recess.h * 0.2)
    pygame.draw.rect(big, (72, 66, 60), floor, border_top_left_radius=round(recess.h * 0.2),
                     border_bottom_left_radius=round(recess.h * 0.2))


@_cached(8)
def _sockets(cell: int, rows: int, converted: bool) -> pygame.Surface:
    width = round(cell * 0.8)

    def paint(big: pygame.Surface, k: int) -> None:
        _wood_strip(big, pygame.Rect(0, 0, width * k * 0.78, rows * cell * k), k, 3, vertical=True)
        for row in range(rows):
            rect = pygame.Rect(width * k * 0.3, (row + 0.12) * cell * k, width * k * 0.7 - 2 * k,
                               cell * k * 0.76)
            _socket(big, rect, k, seed=row)

    return supersampled((width, rows * cell), paint)


def socket_board(cell: int, rows: int = 5) -> pygame.Surface:
    """The board edge with one stone socket per Plan row, ``round(0.8 * cell)`` x
    ``rows * cell`` px: a wooden strip down the left holding ``rows`` stone sockets, each
    centred on its row with its recess open to the right edge (the Plan grows to the
    right: row r, 0-based, is ``cell`` px tall starting at y = r * cell). Cached. Raises
    ``ValueError`` if ``cell`` < 20 or ``rows`` < 1."""
    if int(rows) < 1:
        raise ValueError(f"a socket board needs at least 1 row, got {rows}")
    return _sockets(_check_size(cell, 20, "socket board cell"), int(rows), _display_ready())


@_cached(8)
def _plan_cell(size: int, converted: bool) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    inner = surface.get_rect().inflate(-max(2, size // 16), -max(2, size // 16))
    radius = max(2, size // 12)
    pygame.draw.rect(surface, (0, 0, 0, 34), inner, border_radius=radius)
    pygame.draw.rect(surface, (255, 255, 255, 46), inner.move(1, 1), 1, border_radius=radius)
    pygame.draw.rect(surface, (0, 0, 0, 110), inner, 1, border_radius=radius)
    tick = max(3, size // 8)
    for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x = (inner.left if dx > 0 else inner.right - 1) + dx * 3
        y = (inner.top if dy > 0 else inner.bottom - 1) + dy * 3
        pygame.draw.lines(surface, (*palette.GOLD_LIGHT, 70), False,
                          [(x, y + dy * tick), (x, y), (x + dx * tick, y)])
    return _finish(surface)


def plan_cell(size: int) -> pygame.Surface:
    """An empty cell of the Cathedral Plan, ``size`` px square: a faint engraved outline
    (dark line, light lower-right edge) with gold corner ticks over a translucent shade,
    so the felt shows through. Cached. Raises ``ValueError`` if ``size`` < 16."""
    return _plan_cell(_check_size(size, 16, "plan cell"), _display_ready())


@_cached(16)
def _target_frame(size: int, hovered: bool, converted: bool) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    band = max(3, size // 14) + (2 if hovered else 0)
    edge = max(2, size // 30)
    radius = max(3, size // 10)
    outer = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, INK, outer, band + 2 * edge, border_radius=radius)
    pygame.draw.rect(surface, palette.HIGHLIGHT, outer.inflate(-2 * edge, -2 * edge), band,
                     border_radius=max(1, radius - edge))
    if hovered:                           # a white line inside the band: the one under the mouse
        inner = outer.inflate(-2 * edge - band, -2 * edge - band)
        pygame.draw.rect(surface, (255, 255, 255), inner, max(1, edge // 2 + 1),
                         border_radius=max(1, radius - edge - band // 2))
    return _finish(surface)


def target_frame(size: int, hovered: bool = False) -> pygame.Surface:
    """The frame lighting a Plan cell of ``size`` px that a click may take (a legal
    target): a bright band between two dark ink edges along the cell's border, the cell's
    middle left clear, so it reads on every element colour (on yellow by its dark edges,
    on blue, red and green by its bright band) and never tints the element. ``hovered``:
    a wider band with a white line inside, for the cell under the mouse. Cached. Raises
    ``ValueError`` if ``size`` < 16."""
    return _target_frame(_check_size(size, 16, "target frame"), bool(hovered), _display_ready())


def _check_track(width: int, height: int, length: int) -> None:
    if int(length) < 1:
        raise ValueError(f"a track needs at least 1 space, got {length}")
    if int(width) < 12 * int(length) or int(height) < 20:
        raise ValueError(f"a track of {length} spaces needs at least {12 * length}x20 px, "
                         f"got {width}x{height}")


def track_space_rect(width: int, height: int, space: int, length: int = 50) -> pygame.Rect:
    """The rect (in px, inside a ``track_band(width, height, length)``) of scoring space
    ``space`` (0 .. length-1, left to right). Raises ``ValueError`` for a space off the
    track or a band too small for its spaces (see ``track_band``)."""
    _check_track(width, height, length)
    if not 0 <= int(space) < int(length):
        raise ValueError(f"space must be 0..{length - 1}, got {space}")
    pad = max(3, height // 12)
    step = (width - 2 * pad) / length
    left, right = pad + round(space * step), pad + round((space + 1) * step)
    return pygame.Rect(left + 1, pad, right - left - 2, height - 2 * pad)


@_cached(32)
def _crown_icon(size: int, converted: bool) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        _crown(_Pen(big, size * k / 2, size * k * 0.52, size * k * 0.4, max(k, size * k * 0.05)))

    return supersampled((size, size), paint)


def _track_space(surface: pygame.Surface, rect: pygame.Rect, n: int, crowned: bool, font_px: int) -> None:
    fifth = n % 5 == 0
    fill = palette.GOLD if crowned else palette.PARCHMENT if n % 2 else palette.PARCHMENT_DARK
    pygame.draw.rect(surface, palette.GOLD_DARK if fifth else INK, rect, border_radius=3)
    pygame.draw.rect(surface, fill, rect.inflate(-2 - 2 * fifth, -2 - 2 * fifth), border_radius=3)
    label = fonts.text(str(n), font_px, INK if fifth else palette.INK_MUTED, bold=fifth)
    where = label.get_rect(midbottom=(rect.centerx, rect.bottom - max(1, rect.h // 14)))
    if crowned:
        icon = _crown_icon(max(8, min(rect.w - 4, rect.h - label.get_height())), False)
        surface.blit(icon, icon.get_rect(midbottom=(rect.centerx, where.top + 2)))
    else:
        where.centery = rect.centery
    surface.blit(label, where)


@_cached(8)
def _track(width, height, length, crown_spaces, converted) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, INK, surface.get_rect(), border_radius=6)
    pygame.draw.rect(surface, palette.WOOD_DARK, surface.get_rect().inflate(-2, -2), border_radius=5)
    step = track_space_rect(width, height, 0, length).w
    font_px = max(8, min(round(height * 0.36), round(step * 0.62)))
    for n in range(length):
        _track_space(surface, track_space_rect(width, height, n, length), n, n in crown_spaces, font_px)
    return _finish(surface)


def track_band(width: int, height: int, length: int = 50,
               crown_spaces: tuple[int, ...] = (5, 10, 15)) -> pygame.Surface:
    """The scoring track, ``width`` x ``height`` px: ``length`` parchment spaces numbered
    0 .. length-1 left to right on a dark-wood band (every 5th number bold in a gold-edged
    space), the King's ``crown_spaces`` gold with a small crown above the number. Use
    ``track_space_rect`` to place markers. Cached. Raises ``ValueError`` if the band is
    smaller than 12 px per space or 20 px high, or a crown space is off the track."""
    _check_track(width, height, length)
    crown_spaces = tuple(sorted(set(int(c) for c in crown_spaces)))
    if any(not 0 <= c < length for c in crown_spaces):
        raise ValueError(f"crown spaces must be 0..{length - 1}, got {crown_spaces}")
    return _track(int(width), int(height), int(length), crown_spaces, _display_ready())
