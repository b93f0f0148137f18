"""Baldrick's Tomb through the UI: a new floor starts with an empty dice tray and an empty
last-card slot, not with the previous floor's last roll and treasure or trap card. Real
posted mouse and key events only (tests/ui/tomb_driver.py plays)."""
import random

import pygame
import pytest

from games.baldricks_tomb.ui import layout as L
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def tray_pixels(d, board) -> bytes:
    """The drawn dice tray with the last-card slot beside it, as raw pixels."""
    d.app.draw()
    area = L.DICE.union(board.last_card_rect())
    return pygame.image.tobytes(d.app.screen.subsurface(area), "RGB")


def board_on_top(d, board) -> bool:
    return d.scene is board


@pytest.mark.parametrize("names,seed", [(["Ana"], 4), (["Ana", "Bo"], 8), (["Ana", "Bo", "Cy"], 5)])
def test_a_new_floor_clears_the_dice_tray_and_the_last_card(driver, names, seed):
    d = driver
    start_game(d, names, seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(seed)
    while not (board_on_top(d, board) and board.state.phase == "place_tokens"):
        act_once(d, board, rng)
    empty = tray_pixels(d, board)                  # floor 1 before anything was rolled or drawn
    assert board.tray is None and board.last_card is None

    shown = None
    for _ in range(3000):
        if board.state.floor > 1:
            break
        if board_on_top(d, board) and (board.tray or board.last_card):
            shown = (board.tray, board.last_card, tray_pixels(d, board))
        act_once(d, board, rng)
    assert board.state.floor == 2
    assert shown is not None, "floor 1 should show a roll or a card at some time"
    tray, card, pixels = shown                     # the last floor-1 frame showing either
    assert pixels != empty

    while not board_on_top(d, board):              # the floor's end screen, a pass screen
        act_once(d, board, rng)
    assert board.state.floor == 2 and board.state.phase == "place_tokens"
    assert board.tray is None and board.last_card is None
    assert tray_pixels(d, board) == empty
    slot = board.last_card_rect().center
    assert board.hover_text(slot) is None
    d.click(slot, button=3)                        # right-click: nothing there to show large
    assert d.scene is board
