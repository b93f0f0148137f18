"""Bazyliszek UI tests: the app driven only by posted mouse and key events, headless.

menu -> setup -> board -> round end -> final screen, and Esc -> save -> quit -> Continue.
"""
import json
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from games.engine import paths
from saves import store
from tests.ui.driver import play_turn, start_game

ROOT = Path(__file__).resolve().parents[2]


def scene_name(d):
    return type(d.scene).__name__


def test_whole_two_player_game_through_the_mouse(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=11)
    assert scene_name(d) == "BoardScene"
    board = d.scene
    assert [p["name"] for p in board.session.players] == ["Ola", "Bart"]
    rng = random.Random(2)
    seen = []
    for _ in range(600):
        name = scene_name(d)
        if name == "RoundEndScene":
            seen.append(d.scene.round_index)
            label = "Final results" if d.scene.round_index else "Move the pawns and start round 2"
            d.press(label)
        elif name == "FinalScene":
            break
        else:
            assert name == "BoardScene"
            play_turn(d, board, rng)
    assert scene_name(d) == "FinalScene"
    assert seen == [0, 1]
    state = board.state
    assert board.rules.is_over(state) and board.rules.winners(state)
    assert board.shown_totals == state.totals          # the pawns reached their spaces
    auto = store.read_record(store.autosave_path())
    assert auto["over"] and len(auto["actions"]) == len(board.session.actions)
    d.press("Main menu")
    assert scene_name(d) == "MainMenuScene"
    assert not d.button("Continue").enabled            # a finished game is not continued


def test_esc_save_quit_and_continue_where_we_stopped(driver):
    d = driver
    start_game(d, ["Ola", "Bart", "Cyryl"], seed=5)
    board = d.scene
    rng = random.Random(1)
    for _ in range(9):
        play_turn(d, board, rng)
    actions = list(board.session.actions)
    snapshot = board.state.to_dict()
    d.key(pygame.K_ESCAPE)
    assert scene_name(d) == "PauseScene"
    d.press("Save")
    assert scene_name(d) == "SaveAsScene"                  # asks for a name, all selected
    d.type_text("Piątek")                                  # typing replaces the default
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)                # Ctrl+A, Backspace: cleared
    d.key(pygame.K_BACKSPACE)
    assert d.scene.name.text == ""
    d.type_text("Piątek u Oli")
    d.key(pygame.K_RETURN)
    assert scene_name(d) == "PauseScene" and d.button("Saved").enabled is False
    named = [e for e in store.list_saves() if e.kind == "named"]
    assert [e.title for e in named] == ["Piątek u Oli"]
    assert named[0].path.name.startswith("piatek-u-oli-")
    d.press("Quit to menu")
    assert scene_name(d) == "MainMenuScene"
    d.press("Continue")
    assert scene_name(d) == "BoardScene"
    assert d.scene.session.actions == actions
    assert d.scene.state.to_dict() == snapshot
    assert d.scene.session.log[-1].startswith("Game loaded")
    assert any("reveals a room" in line for line in d.scene.session.log)   # log rebuilt


def test_illegal_click_changes_nothing_and_says_why(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    rects = board.slot_rects()
    d.click(rects[0].center)                            # reveal
    assert board.state.phase == "decide"
    before, n_actions = board.state.to_dict(), len(board.session.actions)
    d.click(rects[1].center)                            # another card: not now
    assert board.state.to_dict() == before and len(board.session.actions) == n_actions
    assert board.status and "visit" in board.status.lower()
    assert not board.undo_button.enabled                # a revealed card is a barrier
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert board.state.to_dict() == before


def test_pile_contents_are_never_drawn(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=8)
    board = d.scene
    rects = board.slot_rects()
    d.click(rects[3].center)
    d.press("Visit")
    # The visited card's slot is empty and the action panel shows a card back now.
    assert board.state.table[3] is None
    assert board.state.piles[0] or board.state.piles[1]
    assert board._panel_title(None).endswith("Remember what is in your pile!")


def test_load_screen_lists_unreadable_saves_and_deletes_with_confirmation(driver):
    d = driver
    folder = paths.saves_dir()
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "empty.json").write_text("", encoding="utf-8")
    d.press("Load game")
    assert scene_name(d) == "LoadScene"
    entries = d.scene.entries
    assert len(entries) == 2 and not any(e.ok for e in entries)
    d.screenshot(folder.parent / "load.png")            # drawing bad rows must not crash
    deletes = [w for w in d.widgets() if getattr(w, "label", "") == "Delete"]
    d.click(deletes[0].rect.center)
    d.press("Keep it")
    assert len(store.list_saves()) == 2
    d.click(deletes[0].rect.center)
    d.click(d.button("Delete").rect.center)             # the dialog's Delete
    assert len(store.list_saves()) == 1


def test_settings_are_kept_in_the_config_folder(driver):
    d = driver
    d.press("Settings")
    assert scene_name(d) == "SettingsScene"
    from sprites.widgets import Checkbox
    sound = [w for w in d.widgets() if isinstance(w, Checkbox)][1]
    d.click(sound.rect.center)
    data = json.loads((paths.config_dir() / "settings.json").read_text())
    assert data["sound"] is False


def test_screenshot_flag_writes_a_png_and_exits_0(tmp_path):
    out = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--new", "bazyliszek",
                             "--players", "3", "--seed", "7", "--screenshot", str(out)],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000
    assert store.autosave_paths(Path(paths.saves_dir())) == []


def test_unknown_game_flag_fails_cleanly(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--new", "chess",
                             "--screenshot", str(tmp_path / "x.png")],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "chess" in result.stderr


def _play_and_quit(d, turns: int) -> tuple[dict, dict]:
    """Start a 2-player game, play ``turns`` decisions, quit to the menu; returns the
    state's dict and the autosave record as read from disk."""
    start_game(d, ["Ola", "Bart"], seed=9)
    board = d.scene
    rng = random.Random(4)
    for _ in range(turns):
        play_turn(d, board, rng)
    snapshot = board.state.to_dict()
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    return snapshot, json.loads(store.autosave_path().read_text(encoding="utf-8"))


def test_a_save_whose_replay_differs_offers_the_saved_position(driver):
    d = driver
    _, record = _play_and_quit(d, 5)
    path = store.autosave_path()
    snap = record["snapshot"]                          # as if the shuffle had changed since:
    down = [i for i, c in enumerate(snap["table"]) if c is not None and not snap["face_up"][i]]
    a, b = down[0], down[-1]                           # two face-down rooms swap places
    snap["table"][a], snap["table"][b] = snap["table"][b], snap["table"][a]
    store.write_atomic(path, record)
    d.press("Continue")
    assert scene_name(d) == "MainMenuScene" and d.scene.modal and d.scene.modal.is_open
    d.press("Continue from the saved position")
    assert scene_name(d) == "BoardScene"
    assert d.scene.state.table == snap["table"]


def test_reloading_reveals_the_same_hidden_card(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=13)
    rng = random.Random(8)
    for _ in range(4):
        play_turn(d, d.scene, rng)
    while d.scene.state.phase != "play":
        play_turn(d, d.scene, rng)
    before_reveal = store.autosave_path().read_bytes()     # the save taken before the reveal
    slot = next(i for i, c in enumerate(d.scene.state.table)
                if c is not None and not d.scene.state.face_up[i])
    d.click(d.scene.slot_rects()[slot].center)
    first = d.scene.state.table[slot]
    assert d.scene.state.pending == slot
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    store.autosave_path().write_bytes(before_reveal)
    d.press("Continue")
    d.click(d.scene.slot_rects()[slot].center)
    assert d.scene.state.table[slot] == first and d.scene.state.pending == slot


def test_continuing_a_save_with_an_impossible_move_uses_the_saved_position(driver):
    d = driver
    snapshot, record = _play_and_quit(d, 3)
    path = store.autosave_path()
    record["actions"].append({"type": "reveal", "slot": 9999})
    store.write_atomic(path, record)
    d.press("Continue")
    assert d.scene.modal is not None and "no longer allowed" in d.scene.modal.message
    d.press("Continue from the saved position")
    assert scene_name(d) == "BoardScene"
    assert d.scene.state.to_dict() == snapshot
    play_turn(d, d.scene, random.Random(1))             # play on; the warning must not return
    after = d.scene.state.to_dict()
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    assert scene_name(d) == "BoardScene" and d.scene.state.to_dict() == after


def test_setup_tab_moves_between_names_and_the_last_setup_is_remembered(driver):
    from sprites.widgets import TextInput
    d = driver
    start_game(d, ["Łucja", "Żaneta", "Đorđe"], seed=2)
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("New game")
    d.click(d.button("Set up").rect.center)
    fields = [w for w in d.widgets() if isinstance(w, TextInput)]
    assert [f.text for f in fields[:3]] == ["Łucja", "Żaneta", "Đorđe"]
    d.click(fields[0].rect.center)
    d.key(pygame.K_TAB)
    assert TextInput.focused is fields[1]
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert TextInput.focused is fields[0]


def test_a_save_with_players_not_matching_its_position_is_refused_plainly(driver):
    d = driver
    _, record = _play_and_quit(d, 3)
    record["players"] = record["players"][:1]          # damaged: one player, two seats
    store.write_atomic(store.autosave_path(), record)
    d.press("Load game")
    d.click(d.button("Load").rect.center)           # refused at once: nothing is offered
    assert scene_name(d) == "LoadScene"
    assert d.scene.modal.is_open and d.scene.modal.title == "This save cannot be opened"
    assert "do not match" in d.scene.modal.message
    assert [b.label for b in d.scene.modal.buttons] == ["OK"]


@pytest.mark.parametrize("content", ['{"bazyliszek": {"players": [{"name": "A"}], "options": null}}',
                                     '{"bazyliszek": {"players": [7]}}', '[1]', 'garbage',
                                     '{"bazyliszek": {"players": [{"name": "A", "colour": 5}]}}'])
def test_a_damaged_last_setup_file_is_ignored(driver, content):
    (paths.config_dir() / "last_setup.json").write_text(content, encoding="utf-8")
    driver.press("New game")
    driver.click(driver.button("Set up").rect.center)
    assert scene_name(driver) == "SetupScene"


def test_right_click_cancels_a_chosen_face_up_room(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    rects = board.slot_rects()
    d.click(rects[0].center)                            # reveal, then leave it face up
    d.press("Skip")
    d.click(rects[0].center)                            # choose it
    assert board.selected == 0
    d.click(rects[0].center, button=3)
    assert board.selected is None and board.state.phase == "play"


def test_a_board_tooltip_at_rest_asks_for_no_more_frames(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    board.tooltips.delay_ms = 0
    row = board.player_row(0).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row, rel=(0, 0), buttons=(0, 0, 0)))
    d.pump(2)
    assert board.tooltips.current().text.startswith("Ola: 0 points")
    for _ in range(5):                                 # idle: nothing changes, no frames
        d.app.step([], force=False)
        assert not d.app.dirty
    d.key(pygame.K_ESCAPE)                             # the board under the game menu
    for _ in range(3):
        d.app.step([], force=False)
        assert not d.app.dirty
