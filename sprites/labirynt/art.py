"""Labirynt Czarnoksiężnika's pieces, drawn in code: chambers (plain ones graded by their
number, Camp, Teleport, Runes), the four element symbols, the figures of the four teams
(each team its own outline, filled with its seat's colour), tokens lying in chambers, the
Special tokens and the Rune and Backpack backs. Every function returns a shared, cached
surface (``artkit.cached``): blit it, never draw on it. Sizes are px; each function raises
``ValueError`` for a size below its minimum or an unknown kind.
"""
from __future__ import annotations

import pygame

from sprites import fonts
from sprites import palette as P
from sprites.artkit import cached, check, check_size, finish, stroke
from sprites.pawns import shape_points, supersampled

ELEMENTS = ("fire", "water", "earth", "air")
TEAMS = ("undead", "dwarves", "ratmen", "elves")
CHAMBER_KINDS = ("plain", "camp", "teleport", "runes")
TOKEN_KINDS = ("weapon", "armour", "elixir", "spell", "incantation", "crystal", "rune")
SPECIAL_KINDS = ("trap", "corrosive_cloud", "tree_of_life")

ELEMENT_RGB = {"fire": (214, 72, 40), "water": (52, 120, 204), "earth": (120, 150, 60),
               "air": (176, 196, 220)}
# A plain chamber's floor by its number (1 safe .. 6 deadly): pale stone to dark red stone.
NUMBER_RGB = {1: (196, 186, 160), 2: (184, 168, 136), 3: (172, 148, 116), 4: (160, 126, 98),
              5: (148, 104, 84), 6: (134, 82, 72)}
KIND_RGB = {"camp": (112, 140, 84), "teleport": (112, 84, 156), "runes": (70, 112, 150)}
TOKEN_RGB = {"weapon": (150, 156, 166), "armour": (120, 104, 84), "elixir": (196, 60, 90),
             "spell": (88, 96, 190), "incantation": (150, 80, 170), "crystal": (90, 200, 220),
             "rune": (70, 112, 150)}
# Each team's figure outline (``sprites.pawns.shape_points`` names; "circle" is drawn round).
TEAM_SHAPE = {"undead": "hexagon", "dwarves": "square", "ratmen": "triangle", "elves": "diamond"}


def element_symbol(element: str, size: int) -> pygame.Surface:
    """The alchemists' triangle of ``element`` (fire up, water down, air up and barred,
    earth down and barred) in its colour with a dark edge, ``size`` px square (>= 8)."""
    check(element, ELEMENTS, "element")
    return _element(element, check_size(size, 8, "element symbol"))


@cached(64)
def _element(element: str, size: int) -> pygame.Surface:
    rgb = ELEMENT_RGB[element]
    up = element in ("fire", "air")

    def paint(big, k):
        s = size * k
        m = s * 0.1
        pts = ([(s / 2, m), (s - m, s - m), (m, s - m)] if up
               else [(m, m), (s - m, m), (s / 2, s - m)])
        pygame.draw.polygon(big, rgb, pts)
        stroke(big, P.INK, pts, max(2, s * 0.08), closed=True)
        if element in ("air", "earth"):
            y = s * (0.62 if up else 0.38)
            stroke(big, P.INK, [(s * 0.2, y), (s * 0.8, y)], max(2, s * 0.07))
    return finish(supersampled((size, size), paint))


def chamber_tile(kind: str, number: int | None, size: int, owner_rgb=None) -> pygame.Surface:
    """A chamber ``size`` px square (>= 16): a rounded stone floor, coloured by ``number``
    for a plain chamber, else by ``kind``; the Camp framed in ``owner_rgb`` (its team's
    seat colour, ``None`` for the neutral board), with a tent; the Teleport a swirl; the
    Runes chamber a carved rune stone; a plain chamber shows its number in its top left
    corner (figures stand in the middle)."""
    check(kind, CHAMBER_KINDS, "chamber kind")
    if kind == "plain" and number not in NUMBER_RGB:
        raise ValueError(f"a plain chamber needs a number 1-6, got {number!r}")
    return _chamber(kind, number, check_size(size, 16, "chamber"),
                    tuple(owner_rgb) if owner_rgb else None)


@cached(256)
def _chamber(kind, number, size, owner_rgb) -> pygame.Surface:
    floor = NUMBER_RGB[number] if kind == "plain" else KIND_RGB[kind]

    def paint(big, k):
        s = size * k
        r = s * 0.16
        pygame.draw.rect(big, P.shade(floor, 0.55), (0, 0, s, s), border_radius=int(r))
        pygame.draw.rect(big, floor, (k * 2, k * 2, s - 4 * k, s - 4 * k), border_radius=int(r))
        pygame.draw.rect(big, P.shade(floor, 1.18), (s * 0.12, s * 0.1, s * 0.5, s * 0.16),
                         border_radius=int(r / 2))
        c = s / 2
        if kind == "camp":
            edge = owner_rgb or (150, 142, 126)
            pygame.draw.rect(big, edge, (0, 0, s, s), max(3, int(s * 0.07)), border_radius=int(r))
            tent = [(c, s * 0.2), (s * 0.78, s * 0.72), (s * 0.22, s * 0.72)]
            pygame.draw.polygon(big, (232, 214, 170), tent)
            stroke(big, P.INK, tent, max(2, s * 0.04), closed=True)
            pygame.draw.polygon(big, P.INK, [(c, s * 0.42), (s * 0.58, s * 0.72), (s * 0.42, s * 0.72)])
        elif kind == "teleport":
            for i, f in enumerate((0.36, 0.26, 0.16)):
                colour = (200, 170, 255) if i % 2 == 0 else (80, 50, 130)
                pygame.draw.circle(big, colour, (c, c), s * f, max(2, int(s * 0.045)))
            pygame.draw.circle(big, (240, 230, 255), (c, c), s * 0.06)
        elif kind == "runes":
            stone = [(s * 0.3, s * 0.22), (s * 0.7, s * 0.22), (s * 0.76, s * 0.8), (s * 0.24, s * 0.8)]
            pygame.draw.polygon(big, (150, 156, 160), stone)
            stroke(big, P.INK, stone, max(2, s * 0.035), closed=True)
            w = max(2, s * 0.05)
            stroke(big, P.INK, [(c, s * 0.3), (c, s * 0.72)], w)
            stroke(big, P.INK, [(c, s * 0.34), (s * 0.62, s * 0.46), (c, s * 0.56)], w)
    image = supersampled((size, size), paint)
    if kind == "plain":
        label = fonts.text(str(number), max(11, round(size * 0.34)), P.INK, bold=True)
        image.blit(label, label.get_rect(topleft=(max(3, size // 10), max(2, size // 14))))
    return finish(image)


def figure(team: str, rgb, initial: str, size: int, dim: bool = False) -> pygame.Surface:
    """A character's figure ``size`` px square (>= 12): its team's outline (``TEAM_SHAPE``)
    filled with its seat's colour ``rgb``, a light halo, a dark edge and the character's
    ``initial`` in the middle; ``dim``: greyed (a dormant character on its card)."""
    check(team, TEAMS + ("zombie",), "team")
    return _figure(team, tuple(rgb), initial[:1].upper(), check_size(size, 12, "figure"), dim)


@cached(256)
def _figure(team, rgb, initial, size, dim) -> pygame.Surface:
    fill = P.shade(rgb, 0.5) if dim else rgb
    shape = TEAM_SHAPE.get(team, "circle")

    def paint(big, k):
        c = (size * k / 2, size * k / 2)
        r = size * k * 0.44
        if team == "zombie":
            pygame.draw.circle(big, (230, 240, 220), c, r)
            pygame.draw.circle(big, (90, 130, 70), c, r - 2 * k)
            pygame.draw.circle(big, P.INK, c, r, max(1, 2 * k))
            return
        pts = shape_points(shape, c, r) if shape != "circle" else None
        halo = (255, 248, 230)
        pygame.draw.polygon(big, halo, shape_points(shape, c, r + 2 * k) if pts else [])
        pygame.draw.polygon(big, fill, pts)
        stroke(big, P.INK, pts, max(2, 2 * k), closed=True)
    image = supersampled((size, size), paint)
    light = sum(fill) > 420
    label = fonts.text(initial, max(8, round(size * 0.42)), P.INK if light else P.TEXT_LIGHT,
                       bold=True)
    image.blit(label, label.get_rect(center=(size // 2, size // 2 + (size // 10 if team == "ratmen" else 0))))
    return finish(image)


def token(kind: str, size: int) -> pygame.Surface:
    """A token lying face up or a Backpack window's item, ``size`` px square (>= 10): a
    round chit in the colour of its ``kind`` (``TOKEN_KINDS``) with its mark (blade, shield,
    flask, scroll, gem, rune)."""
    check(kind, TOKEN_KINDS, "token kind")
    return _token(kind, check_size(size, 10, "token"))


@cached(128)
def _token(kind, size) -> pygame.Surface:
    rgb = TOKEN_RGB[kind]

    def paint(big, k):
        s = size * k
        c = s / 2
        w = max(2, s * 0.08)
        pygame.draw.circle(big, P.INK, (c, c), c)
        pygame.draw.circle(big, rgb, (c, c), c - max(1, s * 0.07))
        ink = P.INK if kind in ("crystal", "weapon", "armour") else P.TEXT_LIGHT
        if kind == "weapon":
            stroke(big, ink, [(s * 0.3, s * 0.7), (s * 0.72, s * 0.28)], w)
            stroke(big, ink, [(s * 0.3, s * 0.5), (s * 0.5, s * 0.7)], w)
        elif kind == "armour":
            pts = [(s * 0.3, s * 0.28), (s * 0.7, s * 0.28), (s * 0.66, s * 0.58), (c, s * 0.76),
                   (s * 0.34, s * 0.58)]
            stroke(big, P.TEXT_LIGHT, pts, w, closed=True)
        elif kind == "elixir":
            pygame.draw.circle(big, ink, (c, s * 0.6), s * 0.16, max(1, int(w)))
            stroke(big, ink, [(c, s * 0.26), (c, s * 0.44)], w)
        elif kind in ("spell", "incantation"):
            stroke(big, ink, [(s * 0.3, s * 0.32), (s * 0.7, s * 0.32), (s * 0.7, s * 0.68),
                              (s * 0.3, s * 0.68)], w, closed=True)
            if kind == "incantation":
                stroke(big, ink, [(s * 0.4, c), (s * 0.6, c)], w)
        elif kind == "crystal":
            pts = [(c, s * 0.2), (s * 0.72, s * 0.42), (c, s * 0.8), (s * 0.28, s * 0.42)]
            pygame.draw.polygon(big, (230, 250, 255), pts)
            stroke(big, P.INK, pts, max(1, w * 0.7), closed=True)
        elif kind == "rune":
            stroke(big, ink, [(c, s * 0.24), (c, s * 0.76)], w)
            stroke(big, ink, [(c, s * 0.3), (s * 0.66, s * 0.44), (c, s * 0.56)], w)
    return finish(supersampled((size, size), paint))


def face_down(size: int) -> pygame.Surface:
    """The back of a token another seat may not read (a Backpack item, a Rune), ``size``
    px square (>= 10): a dark chit with a question mark."""
    return _face_down(check_size(size, 10, "face-down token"))


@cached(32)
def _face_down(size) -> pygame.Surface:
    def paint(big, k):
        c = size * k / 2
        pygame.draw.circle(big, P.GOLD_DARK, (c, c), c)
        pygame.draw.circle(big, P.WOOD_DARK, (c, c), c - max(1, size * k * 0.08))
    image = supersampled((size, size), paint)
    mark = fonts.text("?", max(8, round(size * 0.6)), P.GOLD_LIGHT, bold=True)
    image.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
    return finish(image)


def special(kind: str, rgb, size: int) -> pygame.Surface:
    """A Special token lying in a chamber, ``size`` px square (>= 10), rimmed in its owner's
    seat colour ``rgb``: the Trap a toothed jaw, the Corrosive Cloud a green cloud, the Tree
    of Life a tree."""
    check(kind, SPECIAL_KINDS, "Special token")
    return _special(kind, tuple(rgb), check_size(size, 10, "Special token"))


@cached(64)
def _special(kind, rgb, size) -> pygame.Surface:
    def paint(big, k):
        s = size * k
        c = s / 2
        pygame.draw.circle(big, rgb, (c, c), c)
        pygame.draw.circle(big, (40, 36, 30), (c, c), c - max(2, s * 0.1))
        if kind == "trap":
            teeth = []
            for i in range(7):
                x = s * (0.22 + i * 0.093)
                teeth.append((x, s * (0.38 if i % 2 == 0 else 0.62)))
            stroke(big, (220, 220, 220), teeth, max(2, s * 0.07))
        elif kind == "corrosive_cloud":
            for dx, dy, r in ((-0.14, 0.04, 0.16), (0.12, 0.04, 0.17), (0, -0.1, 0.18)):
                pygame.draw.circle(big, (150, 200, 60), (c + dx * s, c + dy * s), r * s)
        else:
            pygame.draw.rect(big, (120, 80, 40), (c - s * 0.05, c, s * 0.1, s * 0.26))
            pygame.draw.circle(big, (70, 170, 70), (c, c - s * 0.06), s * 0.22)
    return finish(supersampled((size, size), paint))


def gem(size: int) -> pygame.Surface:
    """A gem marker ``size`` px square (>= 10): a cut red stone."""
    return _gem(check_size(size, 10, "gem"))


@cached(16)
def _gem(size) -> pygame.Surface:
    def paint(big, k):
        s = size * k
        pts = [(s * 0.3, s * 0.15), (s * 0.7, s * 0.15), (s * 0.92, s * 0.4), (s / 2, s * 0.9),
               (s * 0.08, s * 0.4)]
        pygame.draw.polygon(big, (200, 40, 70), pts)
        pygame.draw.polygon(big, (250, 130, 150), [(s * 0.3, s * 0.15), (s * 0.7, s * 0.15),
                                                    (s / 2, s * 0.4)])
        stroke(big, P.INK, pts, max(1, s * 0.06), closed=True)
    return finish(supersampled((size, size), paint))


def glove(size: int) -> pygame.Surface:
    """The Glove of Doom, ``size`` px square (>= 10): a dark gauntlet with a red glow."""
    return _glove(check_size(size, 10, "glove"))


@cached(16)
def _glove(size) -> pygame.Surface:
    def paint(big, k):
        s = size * k
        pygame.draw.circle(big, (160, 30, 30), (s / 2, s / 2), s / 2)
        palm = pygame.Rect(s * 0.28, s * 0.42, s * 0.44, s * 0.4)
        pygame.draw.rect(big, (40, 36, 40), palm, border_radius=int(s * 0.08))
        for i in range(4):
            pygame.draw.rect(big, (40, 36, 40), (s * (0.28 + i * 0.115), s * 0.18, s * 0.09, s * 0.3),
                             border_radius=int(s * 0.04))
    return finish(supersampled((size, size), paint))
