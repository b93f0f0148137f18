"""The Statistics screen, reached from the main menu by clicks: after two finished games
it lists each game and each player with what they played and won; with none it says how
games get there; a damaged history is named on the screen and set aside. Back returns to
the menu. In Polish too."""
from __future__ import annotations

import pytest

from games.engine import i18n
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.statistics import StatisticsScene
from saves import history
from sprites.widgets import ScrollText
from tests.engine.test_history import finished


def texts(scene) -> list[str]:
    return [text for w in scene.widgets if isinstance(w, ScrollText) for _kind, text in w.blocks]


def open_statistics(d) -> StatisticsScene:
    d.press(i18n._("Statistics"))
    assert isinstance(d.scene, StatisticsScene)
    return d.scene


@pytest.mark.parametrize("language", ["en", "pl"])
def test_two_finished_games_are_listed_by_game_and_by_player(driver, language):
    one, two = finished("bazyliszek", 4, {1: "easy"}), finished("basilica", 6)
    for session in (one, two):
        assert history.record_finished(session) is None
    i18n.set_language(language)
    try:
        d = driver
        d.app.reset(MainMenuScene(d.app))
        d.pump()
        scene = open_statistics(d)
        shown = texts(scene)
        assert "Bazyliszek" in shown and "Basilica" in shown and "Ola" in shown and "Bart" in shown
        wins = sum(1 for s in (one, two) if 0 in s.rules.winners(s.state))
        assert i18n._("{played}, {won} ({share} %)").format(
            played=i18n.counted(2, "{n} game", "{n} games"),
            won=i18n.counted(wins, "{n} won", "{n} won"), share=round(100 * wins / 2)) in shown
        assert i18n.counted(1, "{n} game finished", "{n} games finished") in shown
        easy = i18n._("Computer: {level}").format(level=i18n.pgettext("played by", "Easy"))
        assert easy in shown                  # the computer seat, apart from the people
        d.screenshot(f"/tmp/statistics-{language}.png")
        d.press(i18n._("Back"))
        assert isinstance(d.scene, MainMenuScene)
    finally:
        i18n.set_language("en")


def test_no_finished_game_yet_says_how_games_get_there(driver):
    scene = open_statistics(driver)
    assert any("No finished game yet" in t for t in texts(scene))


def test_a_damaged_history_is_named_on_the_screen(driver):
    history.history_path().write_bytes(b"{broken")
    scene = open_statistics(driver)
    assert scene.problem and any(scene.problem == t for t in texts(scene))
    assert "set aside" in scene.problem
