"""Replay gaps (issue 15), by posted keys: Baldrick's Tomb's fight and end-of-floor screens
show read-only over the board at the positions where the table saw them (the replay keeps
the input: Right steps on); Labirynt's and Baš-Čelik's choice panels show the action shown;
the replay pace is set in Settings too."""
from __future__ import annotations

import pygame
import pytest

from games.engine.launch import session_record
from games.engine.scenes.replay import ReplayScene, open_replay
from tests.ui.final_shots import finished


def replay(driver, game_id, seats):
    session = finished(game_id, 3, seats)
    open_replay(driver.app, session_record(session), driver.app.top)
    driver.pump()
    assert isinstance(driver.scene, ReplayScene)
    return session, driver.scene


def test_tomb_fight_and_floor_end_show_in_the_replay(driver):
    session, scene = replay(driver, "baldricks_tomb", 3)
    rules, state = session.rules, scene.replay.state_at(0)
    fight_end = floor_end = None
    for k, action in enumerate(session.actions, 1):
        fighting = rules.view(state, None)["phase"] == "combat"
        events = rules.apply(state, dict(action))
        if fighting and fight_end is None and any(
                e["type"] in ("monster_defeated", "knocked_out", "ran_away", "monster_fled")
                for e in events):
            fight_end = k
        if floor_end is None and any(e["type"] == "floor_end" for e in events):
            floor_end = k
    scene.seek(fight_end - 1)
    driver.pump()
    assert type(scene.board.replay_panel()).__name__ == "CombatScene"
    driver.key(pygame.K_RIGHT)                     # the replay keeps the keys
    assert scene.position == fight_end
    panel = scene.board.replay_panel()
    assert type(panel).__name__ == "CombatScene" and panel.outcome
    scene.seek(floor_end)
    driver.pump()
    panel = scene.board.replay_panel()
    assert type(panel).__name__ == "FloorEndScene" and panel.event["type"] == "floor_end"
    assert driver.scene is scene
    before = session_record(session)["snapshot"]
    assert scene.board.state.to_dict() == scene.replay.state_at(floor_end).to_dict()
    assert session_record(session)["snapshot"] == before


@pytest.mark.parametrize("game_id,seats", [("labirynt", 3), ("bas_celik", 3)])
def test_choice_panel_shows_the_action_in_the_replay(driver, game_id, seats):
    _session, scene = replay(driver, game_id, seats)
    shown = next(k for k in range(30, scene.replay.count)      # an action that wrote lines
                 if scene.replay.marked(k)[1] > scene.replay.marked(k)[0])
    scene.seek(shown)
    driver.pump()
    heading, lines = scene.action_note()
    assert heading == "Action {} of {}".format(shown, scene.replay.count) and lines
    first, end = scene.replay.marked(shown)
    assert len(lines) == end - first
    scene.seek(0)
    assert scene.action_note()[0] == "The game begins"


def test_replay_pace_in_settings(driver):
    driver.press("Settings")
    from sprites.widgets import Choice
    pace = next(w for w in driver.widgets() if isinstance(w, Choice) and w.label == "Replay pace")
    assert driver.app.settings.replay_pace == "normal"
    driver.click((pace.rect.right - 10, pace.rect.centery))
    assert driver.app.settings.replay_pace != "normal"
    from games.engine.settings import load_settings
    assert load_settings()[0].replay_pace == driver.app.settings.replay_pace
