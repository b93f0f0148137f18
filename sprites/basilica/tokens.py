"""Basilica's Order tokens: the Order pictograms, the token's wooden frame, the Order
side (with its Paid Order box) and the face-down back; re-exported by
``sprites.basilica.art``.
"""
from __future__ import annotations

import random

import pygame

from sprites import palette
from sprites.artkit import cached as _cached, check as _check, check_size as _check_size
from sprites.artkit import display_ready as _display_ready, star as _star, with_shadow
from sprites.basilica.pen import (CROSS, INK, IVORY, ORDERS, PLUS, SHADOW_ALPHA, STONE, STONE_LIGHT,
                                  TIMBER, _coin, _cube, _ink_width, _lattice, _Pen, _rose)
from sprites.pawns import supersampled


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
