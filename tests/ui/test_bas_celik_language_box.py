"""The encounter box follows a language chosen mid-game (a playtester switched to Polish
and back to English and the box still read "Zły", "Ana pokonuje: Lamia" and "k10"): the
box is made again from its events in the language shown, through the game menu's
Settings as a player changes it."""
from __future__ import annotations

import pygame

from games.engine import i18n
from sprites.widgets import Choice
from tests.ui.bas_celik_driver import click_action, open_position, positions
from tests.ui.test_bas_celik_result import PLAYERS
from games.bas_celik import rules as R


def _switch(d, board) -> None:
    """Menu -> Settings -> the Language choice's arrow -> back to the board."""
    d.press("Menu") if i18n.language() == "en" else d.press(i18n._("Menu"))
    d.press(i18n._("Settings"))
    lang = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == i18n._("Language"))
    d.click((lang.rect.x + lang._box.centerx, lang.rect.centery))
    d.wait_for_input()
    for _ in range(3):
        d.key(pygame.K_ESCAPE)
        d.wait_for_input()
        d.pump(2)
        if d.scene is board:
            break
    assert d.scene is board


def _words(banner) -> list[str]:
    return [banner["title"], *banner.get("facts", []), banner.get("outcome", ""),
            *[x for row in banner.get("dice", []) for x in map(str, row)]]


def test_the_encounter_box_is_said_again_in_the_language_chosen(driver):
    d = driver

    def keep(session, step, action):
        if action["type"] != "draw":
            return False
        copy = R.clone(session.state)
        return any(e["type"] == "conflict" for e in R.apply(copy, action))
    position = positions(PLAYERS, {}, 21, keep, 3000, enough=lambda f: len(f) >= 1)[0]
    board = open_position(d, position)
    click_action(d, board, position.next)
    assert board.banner and board.banner.get("card")
    english = _words(board.banner)
    try:
        _switch(d, board)
        assert i18n.language() == "pl"
        polish = _words(board.banner)
        assert polish != english
        assert any("k" in w and w[:1] == "k" for row in board.banner["dice"] for w in row[2:3])
        _switch(d, board)
        assert i18n.language() == "en"
        assert _words(board.banner) == english
    finally:
        i18n.set_language("en")
