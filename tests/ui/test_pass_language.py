"""The pass screen speaks the language shown when it is back on top: a playtester opened
the game menu over it, switched Settings to Polish and back to English, and the English
cover kept its Polish button ("To ja, Cveta: pokaż mój widok")."""

from games.engine import i18n
from games.engine.scenes.passing import PassScene
from games.engine.scenes.pause import PauseScene
from games.engine.scenes.settings import SettingsScene
from tests.ui.test_input import toy_app


def test_the_cover_button_follows_a_change_of_language_made_over_it():
    app, board = toy_app()
    cover = app.top
    assert isinstance(cover, PassScene)
    english = cover.button.label
    try:
        for code in ("pl", "en"):
            app.push(PauseScene(app, board))
            app.push(SettingsScene(app))
            settings = app.top
            settings.set_language(code)            # what its Language choice calls
            app.pop()                              # Settings -> the game menu
            app.pop()                              # the menu -> the cover
            assert app.top is cover
            app.step([])
            assert cover.button.label == i18n._("I am {name}: show my view").format(
                name=cover.short_name())
            assert (cover.button.label == english) == (code == "en")
    finally:
        i18n.set_language("en")
        app.close()
