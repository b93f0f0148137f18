"""Labirynt's d6 shows the Glove of Doom on its six face, as the rulebook and the rules
screen say (a playtester saw six pips), and pips on the others."""
import pygame

from games.labirynt.ui import painting
from sprites.labirynt.dice import GLOVE, face
from sprites.widget_dice import die_face


def _colours(surface):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h)}


def test_the_six_face_is_the_glove_and_the_others_pips(driver):
    for size in (28, 44, 46):
        six = face(6, size)
        assert GLOVE in _colours(six)
        assert pygame.image.tobytes(six, "RGBA") != pygame.image.tobytes(die_face(6, 6, size), "RGBA")
        for value in range(1, 6):
            assert face(value, size) is die_face(6, value, size)
            assert GLOVE not in _colours(face(value, size))


def test_the_board_draws_labirynts_dice():
    assert painting.die_face6 is face
