"""A double click on any board acts once (every board scene, ``BoardSceneBase``): the
first click changes the game, the buttons and lit places are laid out anew, and the
second click, landing on whatever took the first one's place within ``SETTLE_MS``, does
nothing. A playtester's double click on Labirynt's "Explore the chamber" also pressed the
"Go on to the Quests" that appeared under the pointer, skipping the chamber's tokens.
Driven by real posted mouse events; once the settle time has passed, a click there acts
again, and a quick click elsewhere is never held."""
from __future__ import annotations

import random

import pygame
import pytest

from games.engine.app import SETTLE_MS
from games.engine.scenes.board import NEW_BUTTON_MS
from games.engine.launch import start_new_game
from tests.ui.labirynt_driver import act_once, board_of

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]


def click_at(d, pos, dt: float) -> None:
    """One real click (down, up) at ``pos``, handled in a frame of ``dt`` ms."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    d.app.step(dt=dt)


def explore_button(d, seed: int):
    """A Labirynt board at a person's Exploration with "Explore" on the panel."""
    start_new_game(d.app, "labirynt", PLAYERS, {}, seed)
    d.pump()
    board = board_of(d)
    rng = random.Random(seed)
    for _ in range(2000):
        if d.scene is board and board.state.phase == "arrange":
            button = board.button_for({"type": "explore"})
            if button is not None:
                return board, button
        act_once(d, board, rng)
    pytest.fail("no Exploration came")


@pytest.mark.parametrize("gap", [16, 120, SETTLE_MS - 30])
def test_a_double_click_on_explore_explores_once(driver, gap):
    d = driver
    board, button = explore_button(d, 54 + gap)
    pos = button.rect.center
    d.wait_for_input(pos)
    before = board.session.changes
    click_at(d, pos, 16)
    assert board.session.changes == before + 1          # explored
    after_first = (board.session.changes, board.state.phase)
    d.app.step([], dt=max(0, gap - 16))
    click_at(d, pos, 16)                                 # the second click of the double
    assert (board.session.changes, board.state.phase) == after_first


def test_once_the_settle_time_passed_a_click_there_acts_again(driver):
    d = driver
    board, button = explore_button(d, 77)
    pos = button.rect.center
    d.wait_for_input(pos)
    click_at(d, pos, 16)
    changes = board.session.changes
    d.app.step([], dt=NEW_BUTTON_MS + 10)      # also past a new button's wait (still pointer)
    again = next((b for b in board.action_buttons if b.rect.collidepoint(pos) and b.enabled), None)
    assert again is not None, "nothing under the pointer to press again"
    click_at(d, pos, 16)
    assert board.session.changes > changes
