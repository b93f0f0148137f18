"""A double click on the Baldrick's Tomb action panel acts once: the first click plays
a scroll (or presses a panel button), the hand and buttons are laid out again, and the
second click, landing within the app's settle time (``SETTLE_MS``) on whatever slid
under the pointer, does nothing. Driven by real posted mouse events at many intervals;
once the settle time has passed, a click there acts again."""
from __future__ import annotations

import random

import pygame
import pytest

from games.engine.app import SETTLE_MS
from games.engine.launch import start_new_game
from tests.ui.tomb_driver import act_once

COLOURS = ["vermillion", "blue", "green", "yellow"]
GAPS = [1, 16, 60, 120, 200, SETTLE_MS // 2, SETTLE_MS - 20]   # ms between the two clicks


def board_for(d, players: int, seed: int):
    start_new_game(d.app, "baldricks_tomb",
                   [{"name": f"P{i}", "colour": c} for i, c in enumerate(COLOURS[:players])],
                   {}, seed)
    d.pump(2)
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def play_until(d, board, seed: int, ready) -> None:
    rng = random.Random(seed)
    for _ in range(3000):
        if d.scene is board and ready():
            return
        act_once(d, board, rng)
    pytest.fail("the position wanted never came")


def click_at(d, pos, dt: float) -> None:
    """One real click (down, up) at ``pos``, handled in a frame of ``dt`` ms."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    d.app.step(dt=dt)


def double_click(d, board, pos, gap: float) -> tuple[tuple, tuple]:
    """A double click at ``pos``, its clicks ``gap`` ms apart: what the board showed
    after the first click and after the second (the game's change count, the scroll
    picked for a peek, the status line)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    d.app.step(dt=16)
    d.wait_for_input(pos)                 # also a new button's wait under a still pointer
    d.app.step([], dt=SETTLE_MS)          # a person reads the board before clicking
    click_at(d, pos, 16)
    first = (board.session.changes, board.peek_card, board.status)
    click_at(d, pos, gap)
    return first, (board.session.changes, board.peek_card, board.status)


def a_scroll_first_in_hand_plays_now(board) -> bool:
    v = board.view()
    if v["phase"] != "move" or board.shown_seat != v["turn"] or len(board.card_hits) < 2:
        return False
    first = board.card_hits[0][1]
    return any(a["type"] == "play_scroll" and a["card"] == first and "cell" not in a
               for a in board.legal())


@pytest.mark.parametrize("players,seed", [(1, 1), (1, 5), (2, 1), (2, 3)])
@pytest.mark.parametrize("gap", GAPS)
def test_a_double_click_on_the_hand_plays_one_scroll(driver, players, seed, gap):
    d = driver
    board = board_for(d, players, seed)
    play_until(d, board, seed, lambda: a_scroll_first_in_hand_plays_now(board))
    rect = board.card_hits[0][0]
    changes = board.session.changes
    after_first, after_second = double_click(d, board, rect.center, gap)
    assert after_first[0] == changes + 1                 # the first click played it
    assert any(r.collidepoint(rect.center) for r, _card, _use in board.card_hits), \
        "no card slid under the pointer: the case is not tried"
    assert after_second == after_first, "the second click acted on the card that slid there"
    # once the settle time is over, a click on the card now there does what it says
    d.app.step([], dt=SETTLE_MS)
    click_at(d, rect.center, 16)
    assert (board.session.changes, board.peek_card, board.status) != after_first


def solo_end_move_ready(board) -> bool:
    return (board.view()["phase"] == "move"
            and any(b.label == "End move" for b in board.panel_buttons))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("gap", GAPS)
def test_a_double_click_on_a_panel_button_presses_it_once(driver, seed, gap):
    """Solo: End move, and the next turn's End move appears at the same place."""
    d = driver
    board = board_for(d, 1, seed)
    play_until(d, board, seed, lambda: solo_end_move_ready(board))
    button = next(b for b in board.panel_buttons if b.label == "End move")
    pos = button.rect.center
    changes = board.session.changes
    after_first, after_second = double_click(d, board, pos, gap)
    assert after_first[0] == changes + 1                 # the first click ended the move
    assert any(b.label == "End move" and b.rect.collidepoint(pos) for b in board.panel_buttons), \
        "no End move button under the pointer again: the case is not tried"
    assert after_second == after_first, "the second click pressed it again"


def two_scrolls_play_now(board) -> bool:
    v = board.view()
    if v["phase"] != "move" or board.shown_seat != v["turn"] or len(board.card_hits) < 2:
        return False
    return all(any(a["type"] == "play_scroll" and a["card"] == card and "cell" not in a
                   for a in board.legal()) for _r, card, _u in board.card_hits[:2])


@pytest.mark.parametrize("players,seed", [(1, 2), (2, 4), (2, 7)])
@pytest.mark.parametrize("gap", [16, 120, SETTLE_MS - 20])
def test_a_double_click_never_plays_the_next_scroll_too(driver, players, seed, gap):
    """The first two scrolls could both be played now: the double click on the first
    plays it alone, and the second stays in the hand."""
    d = driver
    board = board_for(d, players, seed)
    play_until(d, board, seed, lambda: two_scrolls_play_now(board))
    (rect, first, _), (_r, second, _u) = board.card_hits[:2]
    held = list(board.view()["my_scrolls"])
    double_click(d, board, rect.center, gap)
    left = list(board.view()["my_scrolls"])
    assert second in left and len(left) >= len(held) - 1, f"{held} -> {left}"
