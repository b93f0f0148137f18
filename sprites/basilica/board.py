"""Basilica's board art: the socket board along the Plan's left edge, empty Cathedral
Plan cells, the frame of a legal target cell and the 0-49 scoring track with its space
rects; re-exported by ``sprites.basilica.art``.
"""
from __future__ import annotations

import random

import pygame

from sprites import fonts, palette
from sprites.artkit import cached as _cached, check_size as _check_size
from sprites.artkit import display_ready as _display_ready, finish as _finish
from sprites.basilica.pen import INK, STONE, _crown, _glazed, _Pen
from sprites.pawns import supersampled


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
    """Space ``n``: a crown space (a scoring when the King lands there) gold, gold-edged,
    its number bold; every other space alike, plain, in alternating parchment."""
    fill = palette.GOLD if crowned else palette.PARCHMENT if n % 2 else palette.PARCHMENT_DARK
    pygame.draw.rect(surface, palette.GOLD_DARK if crowned else INK, rect, border_radius=3)
    pygame.draw.rect(surface, fill, rect.inflate(-2 - 2 * crowned, -2 - 2 * crowned), border_radius=3)
    label = fonts.text(str(n), font_px, INK if crowned else palette.INK_MUTED, bold=crowned)
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
    0 .. length-1 left to right on a dark-wood band; only the King's ``crown_spaces`` (the
    spaces that hold a scoring) stand out: gold, gold-edged, a small crown above a bold
    number. Use
    ``track_space_rect`` to place markers. Cached. Raises ``ValueError`` if the band is
    smaller than 12 px per space or 20 px high, or a crown space is off the track."""
    _check_track(width, height, length)
    crown_spaces = tuple(sorted(set(int(c) for c in crown_spaces)))
    if any(not 0 <= c < length for c in crown_spaces):
        raise ValueError(f"crown spaces must be 0..{length - 1}, got {crown_spaces}")
    return _track(int(width), int(height), int(length), crown_spaces, _display_ready())
