"""Surfaces and drawing helpers shared by the widgets: the table background (felt and
wooden rim), framed panel backgrounds, the ornamental title rule, the dimming sheet under
dialogs, and small private painters (gradients, vignettes, texture specks, wood grain, soft
shadows, fade ramps, arrows, fitted text). Also the logical screen size and corner radius.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from sprites import fonts, palette


LOGICAL_SIZE = (1280, 800)
RADIUS = 8  # corner radius of buttons and boxes


# ------------------------------------------------------------------------- drawing helpers
def _screen_rect() -> pygame.Rect:
    screen = pygame.display.get_surface()
    return screen.get_rect() if screen is not None else pygame.Rect((0, 0), LOGICAL_SIZE)


def _new(size) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _gradient(size, top, bottom) -> pygame.Surface:
    """A vertical gradient from colour ``top`` to ``bottom`` (RGB or RGBA), ``size`` px."""
    tiny = pygame.Surface((1, 2), pygame.SRCALPHA)
    tiny.set_at((0, 0), top)
    tiny.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(tiny, size)


def _vignette(size, strength: int) -> pygame.Surface:
    """A dark edge overlay, transparent in the middle, ``strength`` = alpha at the corners."""
    w, h = 24, 16
    tiny = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = ((x - (w - 1) / 2) / (w / 2)) ** 2 + ((y - (h - 1) / 2) / (h / 2)) ** 2
            tiny.set_at((x, y), (0, 0, 0, int(strength * min(1.0, d / 2) ** 1.5)))
    return pygame.transform.smoothscale(tiny, size)


def _speckle(surface: pygame.Surface, colours, count: int, seed: int, max_size: int = 3) -> None:
    """Scatter ``count`` small translucent specks (texture) over ``surface``, reproducibly."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    specks: dict[tuple, pygame.Surface] = {}
    blits = []
    for _ in range(count):
        key = (rng.randint(1, max_size), rng.choice(colours))
        speck = specks.get(key)
        if speck is None:
            speck = specks[key] = pygame.Surface(key[0:1] * 2, pygame.SRCALPHA)
            speck.fill(key[1])
        blits.append((speck, (rng.randrange(w), rng.randrange(h))))
    surface.blits(blits, doreturn=False)


def _grain(surface: pygame.Surface, seed: int, colour=(0, 0, 0), alpha: int = 26) -> None:
    """Wavy horizontal wood-grain lines over ``surface``."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    for _ in range(max(4, h // 5)):
        y0, amp, phase = rng.uniform(0, h), rng.uniform(1, 4), rng.uniform(0, 6.28)
        points = [(x, y0 + amp * pygame.math.Vector2(1, 0).rotate_rad(phase + x / 90).y)
                  for x in range(0, w + 40, 40)]
        pygame.draw.aalines(surface, (*colour, rng.randint(alpha // 2, alpha)), False, points)


@lru_cache(maxsize=8)
def table_background(size: tuple[int, int] = LOGICAL_SIZE, rim: int = 14) -> pygame.Surface:
    """The table: green felt with a soft texture and vignette, framed by a wooden rim
    ``rim`` px wide (0 for none). Cached; blit it first each frame, never draw on it."""
    surface = pygame.Surface(size)
    surface.fill(palette.FELT)
    tile = pygame.Surface((256, 256), pygame.SRCALPHA)       # felt texture, tiled
    _speckle(tile, [(*palette.FELT_DARK, 60), (*palette.FELT_LIGHT, 50)], 256 * 256 // 200, 7, 2)
    surface.blits([(tile, (x, y)) for x in range(0, size[0], 256) for y in range(0, size[1], 256)],
                  doreturn=False)
    surface.blit(_vignette(size, 150), (0, 0))
    if rim:
        strip = pygame.Surface((size[0], 100), pygame.SRCALPHA)   # wood grain, tiled down
        strip.fill(palette.WOOD)
        _grain(strip, 11, alpha=60)
        wood = pygame.Surface(size, pygame.SRCALPHA)
        wood.blits([(strip, (0, y)) for y in range(0, size[1], 100)], doreturn=False)
        inner = pygame.Rect(0, 0, size[0], size[1]).inflate(-2 * rim, -2 * rim)
        pygame.draw.rect(wood, (0, 0, 0, 0), inner, border_radius=RADIUS * 2)
        surface.blit(wood, (0, 0))
        pygame.draw.rect(surface, palette.WOOD_DARK, inner.inflate(4, 4), 3, border_radius=RADIUS * 2)
        pygame.draw.rect(surface, palette.GOLD_DARK, inner.inflate(8, 8), 1, border_radius=RADIUS * 2 + 2)
    return surface.convert() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=64)
def panel_surface(size: tuple[int, int], style: str = "parchment") -> pygame.Surface:
    """A framed panel background of ``size`` px: "parchment" (light, ink text) or "dark"
    (dark wood, light text). Cached and shared. Raises ``KeyError`` for another style."""
    fill, edge, line = {"parchment": (palette.PARCHMENT, palette.WOOD_DARK, palette.GOLD_DARK),
                        "dark": ((58, 40, 26), palette.WOOD_DARK, palette.GOLD)}[style]
    surface = _new(size)
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=RADIUS + 4)
    body = _new(rect.inflate(-8, -8).size)
    body.fill(fill)
    if style == "parchment":
        body.blit(_gradient(body.get_size(), (255, 255, 255, 40), (120, 80, 30, 40)), (0, 0))
        specks = [(*palette.PARCHMENT_EDGE, 50), (255, 255, 255, 60)]
        _speckle(body, specks, body.get_width() * body.get_height() // 300, 3)
    else:
        _grain(body, 5, alpha=40)
    body.blit(_vignette(body.get_size(), 110 if style == "parchment" else 140), (0, 0))
    mask = _new(body.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=RADIUS)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(body, (4, 4))
    pygame.draw.rect(surface, line, rect.inflate(-12, -12), 2, border_radius=RADIUS - 2)
    return surface


def ornament_rule(surface: pygame.Surface, y: int, x0: int, x1: int, colour) -> None:
    """Draw a thin horizontal rule from ``x0`` to ``x1`` at ``y`` with a small diamond in the
    middle (used under titles)."""
    mid = (x0 + x1) // 2
    pygame.draw.line(surface, colour, (x0, y), (mid - 10, y), 2)
    pygame.draw.line(surface, colour, (mid + 10, y), (x1, y), 2)
    pygame.draw.polygon(surface, colour, [(mid, y - 5), (mid + 6, y), (mid, y + 5), (mid - 6, y)])


def _fit_text(s: str, size: int, colour, width: int, bold: bool = True, minimum: int = 18,
              title: bool = False) -> pygame.Surface:
    """``fonts.fit`` with bold as the widgets' default."""
    return fonts.fit(s, size, colour, width, bold=bold, minimum=minimum, title=title)


def _arrow(surface: pygame.Surface, centre, direction: int, colour, half: int = 7) -> None:
    """A filled triangle pointing left (direction -1) or right (+1); the font has no ◀ ▶."""
    cx, cy = centre
    tip, back = cx + direction * half, cx - direction * half
    pygame.draw.polygon(surface, colour, [(tip, cy), (back, cy - half), (back, cy + half)])


@lru_cache(maxsize=32)
def _soft_shadow(size: tuple[int, int], margin: int, blur: int) -> pygame.Surface:
    """A blurred dark rounded rectangle of ``size``, in a surface ``margin`` px larger on
    every side (blit it at ``rect.inflate(2 * margin, 2 * margin)``, shifted down)."""
    shadow = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 120), (margin, margin, *size), border_radius=margin)
    return pygame.transform.gaussian_blur(shadow, blur)


@lru_cache(maxsize=16)
def _fade(size: tuple[int, int], top: bool) -> pygame.Surface:
    """An alpha ramp (white, transparent at the ``top`` or bottom edge) for BLEND_RGBA_MULT."""
    clear, solid = (255, 255, 255, 0), (255, 255, 255, 255)
    return _gradient(size, clear, solid) if top else _gradient(size, solid, clear)


@lru_cache(maxsize=4)
def dim_layer(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark sheet of ``size`` px that dims what lies beneath a dialog or an
    overlay scene (made once per size)."""
    layer = _new(size)
    layer.fill(palette.OVERLAY_DIM)
    return layer
