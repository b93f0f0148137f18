"""The Baldrick's Tomb board's card previews, through real mouse events: the hover
preview of every hand card (skills on offer, scrolls held) and the right-click zoom
are solid and on top. Whatever is beneath them (the board's layer repainted, a notice
box reaching down over the preview) changes not one pixel inside the card."""
from __future__ import annotations

import random

import pygame
import pytest

from games.engine.launch import start_new_game
from tests.ui.tomb_driver import act_once

MAGENTA = (255, 0, 255)
LONG_NOTICE = " ".join(["A notice long enough to wrap over several lines of its box."] * 8)


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def start(d, players: int, seed: int, options: dict):
    colours = ["vermillion", "blue", "green", "yellow"]
    names = ["Ola", "Bart", "Cyryl", "Dorota"]
    start_new_game(d.app, "baldricks_tomb",
                   [{"name": n, "colour": c} for n, c in zip(names[:players], colours)],
                   options, seed)
    d.pump(2)
    board = board_of(d)
    while d.scene is not board:
        d.key(pygame.K_RETURN)                      # past the pass screen
    return board


def hover(d, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump()


def pixels(d, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(d.app.screen.subsurface(rect), "RGB")


def under_the_card_changes(d, board) -> None:
    """Repaint what lies beneath a card: the board's static layer in magenta and a long
    notice box under the top bar, then draw a frame."""
    layer = pygame.Surface((1280, 800))
    layer.fill(MAGENTA)
    board._layer = layer                            # kept: the state did not change
    board.set_notice(LONG_NOTICE)
    d.pump()


def check_every_hand_card_preview(d, board) -> int:
    checked = 0
    for rect, card, _use in list(board.card_hits):
        board.set_notice(None)
        board._layer_key = None                     # the real layer again
        hover(d, rect.center)
        preview = board.card_preview()
        assert preview is not None, card
        _img, place = preview
        inside = place.inflate(-24, -24)            # clear of the gold edge and corners
        before = pixels(d, inside)
        under_the_card_changes(d, board)
        assert board.card_preview()[1] == place
        assert pixels(d, inside) == before, f"the board shows through the preview of {card}"
        checked += 1
    return checked


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_preview_of_every_skill_on_offer_is_solid_and_on_top(driver, players):
    board = start(driver, players, 8, {"custom_characters": True})
    assert board.view()["phase"] == "skills"
    assert check_every_hand_card_preview(driver, board) >= 4


def test_the_preview_of_every_scroll_held_is_solid_and_on_top(driver):
    d = driver
    board = start(d, 2, 8, {})
    rng = random.Random(8)
    for _ in range(2000):
        if d.scene is board and board.view()["phase"] == "move" and board.card_hits:
            break
        act_once(d, board, rng)
    assert check_every_hand_card_preview(d, board) >= 1


def test_a_right_click_zoom_of_a_hand_card_is_solid(driver):
    d = driver
    board = start(d, 2, 8, {"custom_characters": True})
    rect = board.card_hits[0][0]
    d.click(rect.center, button=3)
    zoom = d.scene
    assert type(zoom).__name__ == "ZoomScene"
    inside = zoom.image.get_rect(center=(640, 380)).inflate(-24, -24)
    before = pixels(d, inside)
    under_the_card_changes(d, board)
    assert pixels(d, inside) == before
