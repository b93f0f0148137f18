"""A language chosen in Settings while a game is open applies at once, back on the board
(Menu -> Settings -> Language -> Back -> Back), to the board's own buttons and to the game
log: the lines written before the switch are shown again in the new language, and so is
the full log."""
import random

import pygame

from games.engine import i18n
from games.engine.scenes.menu import MainMenuScene
from sprites.widgets import Choice
from tests.ui.driver import Driver, play_turn, start_game


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
        rng = random.Random(5)
        while len(board.log_lines) < 4:                 # a few moves: lines to translate
            play_turn(d, board, rng)
            d.pump(2)
            while d.scene is not board:                 # a pass screen: lift it
                d.wait_for_input()
                d.key(pygame.K_RETURN)
                d.pump(2)
        english = list(board.log_lines)
        assert english[0] == "New game of Bazyliszek, seed 3." and len(english) > 2
        d.press("Menu")
        d.press("Settings")
        lang = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Language")
        d.click((lang.rect.x + lang._box.centerx, lang.rect.centery))
        d.wait_for_input()
        assert i18n.language() == "pl"
        d.key(pygame.K_ESCAPE)                      # Settings -> the game menu: in Polish,
        d.wait_for_input()                          # and the board's buttons under it too
        d.pump(2)
        assert type(d.scene).__name__ == "PauseScene"
        menu_labels = {w.label for w in d.widgets() if hasattr(w, "label")}
        assert {i18n._("Resume"), i18n._("Save"), i18n._("Quit to menu")} <= menu_labels
        assert not {"Resume", "Save", "Quit to menu"} & menu_labels
        assert i18n._("Undo") in set(labels())
        for _step in range(3):                      # game menu -> board
            if d.scene is board:
                break
            d.key(pygame.K_ESCAPE)
            d.wait_for_input()
            d.pump(2)
        assert d.scene is board
        shown = set(labels())
        assert not {"Undo", "Rules", "Full log"} & shown, shown     # ("Menu" is Polish too)
        assert {i18n._("Undo"), i18n._("Rules"), i18n._("Menu"), i18n._("Full log")} <= shown
        polish = list(board.log_lines)
        assert len(polish) == len(english) and polish[0] == "Nowa gra: Bazyliszek, ziarno 3."
        assert all(p != e for p, e in zip(polish[1:], english[1:])), (polish, english)
        assert polish == board.session.log_for(board.viewer())
        d.press(i18n._("Full log"))
        assert d.scene.__class__.__name__ == "LogScene"
        assert d.scene.lines == polish
    finally:
        i18n.set_language("en")


def test_the_menus_game_pictures_follow_the_language(polish):
    """The main menu's pictures of the games carry card names (a Bazyliszek room, a Tomb
    card): drawn in English before a switch to Polish, they are drawn again in Polish,
    and each language's layer is kept for the next frame (a playtester saw English cards
    on a Polish menu until the app restarted)."""
    from games.engine.scenes import menu
    d = Driver()
    try:
        d.app.push(MainMenuScene(d.app))
        d.pump(2)
        assert i18n.set_language("en") is None
        english = menu._decor()
        assert menu._decor() is english
        assert i18n.set_language("pl") is None
        polish_layer = menu._decor()
        assert polish_layer is not english
        assert pygame.image.tobytes(polish_layer, "RGBA") != pygame.image.tobytes(english, "RGBA")
        assert menu._decor() is polish_layer
    finally:
        d.app.close()
