"""A language chosen in Settings while a game is open applies to the board's own buttons
at once, back on the board (Menu -> Settings -> Language -> Back -> Back)."""
import pygame

from games.engine import i18n
from games.engine.scenes.menu import MainMenuScene
from sprites.widgets import Choice
from tests.ui.driver import Driver, start_game


def test_the_boards_buttons_follow_a_language_chosen_mid_game():
    d = Driver()
    try:
        d.app.push(MainMenuScene(d.app))
        d.pump()
        start_game(d, ["Ola", "Bart"], seed=3)
        board = d.scene
        while board is not d.app.stack[-1] or type(d.scene).__name__ == "PassScene":
            d.wait_for_input()
            d.key(pygame.K_RETURN)
            d.pump(2)
            board = d.scene
        labels = lambda: sorted(getattr(w, "label", "") for w in board.widgets if hasattr(w, "label"))
        assert {"Undo", "Rules", "Menu", "Full log"} <= set(labels())
        d.press("Menu")
        d.press("Settings")
        lang = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Language")
        d.click((lang.rect.x + lang._box.centerx, lang.rect.centery))
        d.wait_for_input()
        assert i18n.language() == "pl"
        for _step in range(3):                      # Settings -> game menu -> board
            if d.scene is board:
                break
            d.key(pygame.K_ESCAPE)
            d.wait_for_input()
            d.pump(2)
        assert d.scene is board
        shown = set(labels())
        assert not {"Undo", "Rules", "Full log"} & shown, shown     # ("Menu" is Polish too)
        assert {i18n._("Undo"), i18n._("Rules"), i18n._("Menu"), i18n._("Full log")} <= shown
    finally:
        i18n.set_language("en")
