"""News about the game's files (the engine's ``set_notice``: an unfinished game kept, a save
that failed) shows in the Basilica board's action panel, under its text and above its
buttons: it covers nothing of the board (track, cathedral, fields, piles, players, log)
and none of the panel's own words, in every state of the panel."""
from __future__ import annotations

import pygame
import pytest

from games.basilica.ui import layout as L
from tests.basilica.test_orders import DISMANTLE, SCAFFOLD, ready
from tests.ui.basilica_driver import board_with

NOTICES = ["Your unfinished Basilica game is kept under Load game.",
           "This game is not being saved: the disk is full (No space left on device). "
           "Your unfinished Basilica game is kept under Load game. This game is saved from "
           "now on."]


def frame(d) -> pygame.Surface:
    d.app.request_redraw()
    d.pump()
    return d.app.screen.copy()


def changed_rect(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ between ``a`` and ``b``."""
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b)
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def at_rest(d, board):
    """Nothing chosen."""


def order_chosen(d, board):
    d.click(L.order_field_rect(0).center)


def element_chosen(d, board):
    d.click(L.element_field_rect(1).center)


def offer_put_aside(d, board):
    board.act({"type": "order", "field": 0, "cell": [3, 0]})
    d.press("Look at the board")


STATES = {"at rest": (DISMANTLE, at_rest), "an Order chosen": (DISMANTLE, order_chosen),
          "an element chosen": (DISMANTLE, element_chosen),
          "a Paid Order offer put aside": (SCAFFOLD, offer_put_aside)}


# The usual notice (a game kept) fits under the panel's words whatever is chosen; a long
# problem with the saves, or a Paid Order offer's long words, may leave no room: the
# notice then covers the lower part of the panel's text (still nothing of the board).
ROOMY = {"at rest", "an Order chosen", "an element chosen"}


@pytest.mark.parametrize("notice", NOTICES)
@pytest.mark.parametrize("state", list(STATES))
def test_the_notice_covers_nothing_but_free_panel_space(driver, state, notice):
    tid, prepare = STATES[state]
    board = board_with(driver, ready(tid))
    prepare(driver, board)
    driver.app.mouse_pos = (-1, -1)                    # no tooltip in the pictures
    plain = frame(driver)
    board.set_notice(notice)
    shown = frame(driver)
    changed = changed_rect(plain, shown)
    assert changed is not None, "the notice is not drawn"
    assert L.ACTION.contains(changed), changed           # the panel's words may shrink
    img, box = board.notice_image()
    assert all(not box.colliderect(b.rect) for b in board.panel_buttons)
    head, text = board.panel_images(*board._panel_text(board.view()), board.notice_room())
    words_bottom = L.ACTION.y + 16 + head.get_height() + text.get_height()
    if state in ROOMY and notice == NOTICES[0]:
        assert box.top >= words_bottom, "the notice covers the panel's text"
        assert img.get_height() + 14 <= box.h, "the notice is cut"


def test_the_notice_goes_when_its_time_is_up(driver):
    board = board_with(driver, ready(DISMANTLE))
    board.set_notice(NOTICES[0], 1000)
    shown = frame(driver)
    driver.app.step([], dt=16)
    pygame.time.wait(1100)
    driver.pump(2)
    assert board.notice is None
    assert changed_rect(shown, frame(driver)) is not None
