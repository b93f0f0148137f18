"""The final screen's score sheet, by posted events, for every game: "Score sheet" turns
to the breakdown (rows adding up to the final scores) and the chart (a line in each seat's
colour drawn in the chart), the time played stands under the heading, "Ranking" turns
back; the Statistics screen after two finished games shows the time played; in Polish
too."""
from __future__ import annotations

import pytest

from games.engine import i18n
from games.engine.scenes.final import played_text
from games.engine.scenes.menu import MainMenuScene
from games.engine.scoresheet import row_sums
from saves import history
from sprites import palette as P
from sprites.widgets import ScrollText
from tests.engine.test_history import finished
from tests.ui.final_shots import SEATS, final_screen
from tests.ui.final_shots import finished as played


def colour_in(surface, rect, rgb) -> bool:
    """True when some pixel of ``rect`` has the colour ``rgb``."""
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            if tuple(surface.get_at((x, y)))[:3] == rgb:
                return True
    return False


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_final_screen_shows_the_breakdown_and_the_chart(driver, game_id):
    session = played(game_id, 4, SEATS[game_id])
    session.played_seconds = 3900
    scene = final_screen(driver, session)
    assert type(scene).__name__ == "FinalScene" and not scene.sheet_shown
    assert scene.played_line() == "Time played: 1 h 5 min"
    driver.press("Score sheet")
    assert driver.scene is scene and scene.sheet_shown
    sheet = scene.sheet_view.sheet
    assert sheet is not None and row_sums(sheet) == list(session.rules.scores(session.state))
    plot = scene.sheet_view.plot()
    for seat, player in enumerate(session.players):
        assert colour_in(driver.app.screen, plot, P.player_rgb(player["colour"])), seat
    driver.screenshot(f"/tmp/final-sheet-{game_id}.png")
    driver.press("Ranking")
    assert not scene.sheet_shown


def test_the_sheet_follows_a_loaded_game_and_says_a_time_that_is_not_whole(driver):
    session = played("basilica", 2, 2)
    session.played_seconds, session.played_whole = 95, False
    scene = final_screen(driver, session)
    assert scene.played_line() == played_text(95, False) == "Time played: at least 1 min"
    driver.press("Score sheet")
    assert scene.sheet_view.hover_text(scene.sheet_view.plot().center).startswith("Turn ")


def test_the_score_sheet_in_polish(driver):
    i18n.set_language("pl")
    try:
        session = played("baldricks_tomb", 3, 3)
        scene = final_screen(driver, session)
        driver.press(i18n._("Score sheet"))
        labels = [label for label, _v in scene.sheet_view.sheet.rows]
        assert all(label.startswith("Piętro") for label in labels), labels
        assert scene.sheet_view.sheet.label != "Gold (the Gem counts 5)"
    finally:
        i18n.set_language("en")


def test_statistics_after_two_finished_games_show_the_time_played(driver):
    one, two = finished("basilica", 6), finished("basilica", 7)
    one.played_seconds, two.played_seconds = 1500, 3000
    for session in (one, two):
        assert history.record_finished(session) is None
    driver.app.reset(MainMenuScene(driver.app))
    driver.pump()
    driver.press("Statistics")
    shown = [t for w in driver.scene.widgets if isinstance(w, ScrollText) for _k, t in w.blocks]
    assert any(t.startswith("Longest by time: 50 min") for t in shown), shown
    assert any(t.startswith("Shortest by time: 25 min") for t in shown), shown
