"""Baldrick's Tomb boards and tracks: the player's HP track (with poison), the 8x8 floor
grid with its die-face labels (``board_grid``/``grid_origin``), the depth track and the
Impending Doom track. All cached. Re-exported by ``sprites.baldricks_tomb.art``."""
from __future__ import annotations

import random

import pygame

from sprites import fonts, palette
from sprites.artkit import (cached as _cached, check_size as _check_size, stroke as _stroke,
                            display_ready as _display_ready, finish as _finish)
from sprites.baldricks_tomb.shapes import GRID, INK, STONE, STONE_DARK, _new
from sprites.baldricks_tomb.icons import icon
from sprites.baldricks_tomb.tokens import _small_token, die_face, doom_token, gem_token
from sprites.baldricks_tomb.cards import _shadowed


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
