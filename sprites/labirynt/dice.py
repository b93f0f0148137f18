"""Labirynt Czarnoksiężnika's d6: pips on 1-5 and the Glove of Doom on the six face
("Components": the six face shows the Glove and counts as six), with a small 6 in its
corner so the number is read at a glance."""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import fonts, palette
from sprites.pawns import supersampled
from sprites.widget_dice import die_face

GLOVE = (128, 30, 34)          # the Glove of Doom's dark red
GLOVE_EDGE = (60, 14, 16)


def face(value: int, size: int) -> pygame.Surface:
    """The face showing ``value`` (1-6), ``size`` px square: the shared d6 face for 1-5,
    the Glove for 6. Raises ``ValueError`` for a value outside 1..6."""
    if value != 6:
        return die_face(6, value, size)
    return _glove_face(size)


@lru_cache(maxsize=16)
def _glove_face(size: int) -> pygame.Surface:
    blank = die_face(6, 1, size).copy()

    def paint(big, k):
        s = size * k
        # the ivory face again over the pip of the 1
        radius = round(s * 0.16)
        pygame.draw.rect(big, (252, 247, 234), (3 * k, 3 * k, s - 7 * k, s - 9 * k),
                         border_radius=radius)
        u = s / 100
        parts = [pygame.Rect(30 * u, 42 * u, 40 * u, 34 * u)]                # the palm
        for i, top in enumerate((20, 14, 16, 24)):                             # four fingers
            parts.append(pygame.Rect((30 + i * 10) * u, top * u, 9.5 * u, (48 - top) * u))
        thumb = [(30 * u, 50 * u), (18 * u, 38 * u), (13 * u, 42 * u), (26 * u, 64 * u)]
        cuff = pygame.Rect(28 * u, 74 * u, 44 * u, 12 * u)
        for edge, colour, grow in ((GLOVE_EDGE, GLOVE_EDGE, 3 * k), (GLOVE, GLOVE, 0)):
            for rect in parts:
                pygame.draw.rect(big, colour, rect.inflate(grow, grow), border_radius=round(5 * u))
            pygame.draw.polygon(big, colour, thumb, 0 if not grow else grow)
            pygame.draw.rect(big, edge if grow else (92, 20, 24), cuff.inflate(grow, grow),
                             border_radius=round(3 * u))
        for i in range(1, 4):                        # the gaps between the fingers
            x = (30 + i * 10) * u - 0.5 * u
            pygame.draw.line(big, GLOVE_EDGE, (x, 30 * u), (x, 46 * u), max(1, k))

    glove = supersampled((size, size), paint)
    blank.blit(glove, (0, 0))
    if size >= 24:
        six = fonts.text("6", max(9, round(size * 0.26)), palette.INK, True)
        blank.blit(six, six.get_rect(bottomright=(size - round(size * 0.1), size - round(size * 0.1))))
    return blank
