"""The load screen, the main menu and the game menu driven by real pygame events
(``tests.ui.driver``) over save files holding odd things: file names that are not UTF-8,
text with lone surrogates and control characters, unknown colours, damaged positions,
unreadable files, a damaged newest autosave; and the game menu's Save after its save was
deleted."""
from __future__ import annotations

import json
import os
import random
from datetime import datetime

import pygame
import pytest
from hypothesis import example, given, settings, strategies as st

from games.engine import paths
from games.engine.scenes import load as load_scene
from games.engine.scenes.menu import MainMenuScene
from games.engine.settings import load_last_setup, save_last_setup
from saves import store
from sprites import palette as P
from tests.ui.driver import Driver, play_turn, start_game

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


@pytest.fixture
def d(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    driver = Driver()
    driver.app.push(MainMenuScene(driver.app))
    driver.pump()
    yield driver
    driver.app.close()


def name(d):
    return type(d.scene).__name__


def _bazyliszek_record(players=PLAYERS, moves=3, seed=4, kind="auto", title="A game"):
    from games.bazyliszek import rules as R
    state, actions = R.new_game(players, {}, seed), []
    for _ in range(moves):
        action = R.legal_actions(state)[0]
        R.apply(state, action)
        actions.append(action)
    return store.make_record("bazyliszek", title, players, {}, seed, actions, state, R, kind)


def _write(path, record) -> None:
    path.write_bytes(json.dumps(record).encode())           # \\u escapes: any text at all


def _menu(d) -> None:
    """Back to a fresh main menu (it reads the saves folder when it opens)."""
    d.app.reset(MainMenuScene(d.app))
    d.pump()


# --------------------------------------------------------------------------- odd names

def test_a_file_name_that_is_not_utf8_lists_draws_and_deletes(d, tmp_path):
    folder = paths.saves_dir()
    odd = folder / os.fsdecode(b"\xff\xfe-game.json")
    _write(odd, _bazyliszek_record(kind="named"))
    broken = folder / os.fsdecode(b"\xff.json")
    broken.write_bytes(b"{")
    for _ in range(2):                                    # it opens every time
        d.press("Load game")
        assert name(d) == "LoadScene"
        shown = {e.display_name for e in d.scene.entries}
        assert shown == {"\ufffd\ufffd-game.json", "\ufffd.json"}
        d.screenshot(tmp_path / "load.png")
        d.key(pygame.K_ESCAPE)
    d.press("Load game")
    row = next(i for i, e in enumerate(d.scene.entries) if not e.ok)
    deletes = [w for w in d.widgets() if getattr(w, "label", "") == "Delete"]
    d.click(deletes[row].rect.center)
    assert "\ufffd.json" in d.scene.modal.message
    d.press("Delete")
    assert not broken.exists() and odd.exists()


def test_text_with_surrogates_and_control_characters_loads_and_saves_on(d, tmp_path):
    players = [{"name": "O\ud800la\x00", "colour": "blue"}, {"name": "Bart\x1b[31m", "colour": "yellow"}]
    record = _bazyliszek_record(players, kind="named", title="Odd \udcff\u202e title\x07")
    _write(paths.saves_dir() / "odd.json", record)
    d.press("Load game")
    entry = d.scene.entries[0]
    assert entry.ok and entry.title == "Odd \ufffd title"
    assert entry.players == ["O\ufffdla", "Bart[31m"]
    d.screenshot(tmp_path / "odd.png")
    d.press("Load")
    assert d.scene.modal.title == "This save was repaired"
    d.press("Continue")
    assert name(d) == "BoardScene"
    board = d.scene
    assert [p["name"] for p in board.session.players] == ["O\ufffdla", "Bart[31m"]
    d.screenshot(tmp_path / "board.png")
    play_turn(d, board, random.Random(1))
    saved = store.read_record(store.autosave_path(game_id="bazyliszek"))
    assert saved["title"] == "Odd \ufffd title" and saved["players"] == board.session.players


def test_an_unknown_colour_is_repaired_once_and_the_game_goes_on(d, tmp_path):
    players = [{"name": "Ola", "colour": "chartreuse"}, PLAYERS[1]]
    path = store.autosave_path(game_id="bazyliszek")
    _write(path, _bazyliszek_record(players))
    before = path.read_bytes()
    _menu(d)
    d.press("Continue")
    assert d.scene.modal.title == "This save was repaired"
    assert "Ola plays Blue" in d.scene.modal.message
    d.press("Continue")
    assert name(d) == "BoardScene" and d.scene.seat_colour(0) in P.PLAYER_COLOURS
    assert "stays as it was until you make a move" in d.scene.notice
    assert path.read_bytes() == before                    # not yet rewritten
    d.screenshot(tmp_path / "board.png")
    play_turn(d, d.scene, random.Random(2))
    assert store.read_record(path)["players"][0]["colour"] == "blue"
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")                                   # nothing left to repair
    assert name(d) == "BoardScene"


# --------------------------------------------------------------------------- dates

@settings(max_examples=40, deadline=None)
@example(title="A very long name for a save that somebody typed in " * 3,
         when=datetime(2026, 11, 29, 16, 5, 7))
@example(title="W" * 48, when=datetime(9999, 12, 31, 23, 59, 59))
@given(title=st.one_of(st.text(max_size=120),
                       st.text(st.sampled_from("Wwm MŁłąęéiI.-"), min_size=30, max_size=120)),
       when=st.datetimes(timezones=st.just(None)).map(lambda t: t.replace(microsecond=0)))
def test_the_date_of_a_save_always_shows_in_full(title, when):
    pygame.init()
    entry = store.SaveEntry(paths.ROOT / "x.json", True, None, "bazyliszek", "Bazyliszek",
                            title, [], "", when.isoformat(), "named", False)
    head = f"\u201c{store.safe_text(title)}\u201d  \u00b7  Bazyliszek"
    body = f"{store.safe_text(title)}  \u2014  round 1"
    width = 1100 - 470
    shown, date, rest = load_scene.row_lines(head, entry.display_date, body, P.INK, width)
    assert shown.get_width() <= width and date.get_width() + rest.get_width() <= width
    full = load_scene.fonts.text(f"{entry.display_date}  \u00b7  ", 18, P.INK)
    assert date.get_size() == full.get_size()             # never cut


# --------------------------------------------------------------------------- offers

SNAPSHOT_DAMAGE = {"field missing": lambda s: s.pop("results"),
                   "damaged number": lambda s: s.update(turn="x"),
                   "rng missing": lambda s: s.pop("rng")}


@pytest.mark.parametrize("damage", sorted(SNAPSHOT_DAMAGE))
def test_a_damaged_position_with_good_moves_continues_from_the_replayed_game(d, damage):
    record = _bazyliszek_record(moves=5)
    played = record["snapshot"]
    path = store.autosave_path(game_id="bazyliszek")
    record = json.loads(json.dumps(record))
    SNAPSHOT_DAMAGE[damage](record["snapshot"])
    _write(path, record)
    before = path.read_bytes()
    _menu(d)
    d.press("Continue")
    assert d.scene.modal.title == "The saved position cannot be used"
    assert "replay without a problem" in d.scene.modal.message
    d.press("Continue from the replayed game")
    assert name(d) == "BoardScene"
    assert json.loads(json.dumps(d.scene.state.to_dict())) == played
    assert path.read_bytes() == before
    play_turn(d, d.scene, random.Random(3))
    assert len(store.read_record(path)["actions"]) == 6    # the moves go on from the seed


def test_continuing_from_the_saved_position_keeps_the_file_until_a_move(d):
    record = _bazyliszek_record(moves=4)
    snap = record["snapshot"]                              # as if the shuffle had changed:
    down = [i for i, c in enumerate(snap["table"]) if c is not None and not snap["face_up"][i]]
    a, b = down[0], down[-1]                               # two face-down rooms swap places
    snap["table"][a], snap["table"][b] = snap["table"][b], snap["table"][a]
    swapped = list(snap["table"])
    path = store.autosave_path(game_id="bazyliszek")
    _write(path, record)
    before = path.read_bytes()
    _menu(d)
    d.press("Continue")
    d.press("Continue from the saved position")
    assert name(d) == "BoardScene" and d.scene.state.table == swapped
    assert "The save file stays as it was until you make a move." in d.scene.notice
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    assert path.read_bytes() == before                     # left without a move: untouched
    d.press("Continue")
    d.press("Continue from the saved position")
    play_turn(d, d.scene, random.Random(1))
    assert path.read_bytes() != before
    assert store.read_record(path)["base"]["table"] == swapped


def test_continue_says_when_it_passes_over_a_damaged_newer_autosave(d, tmp_path):
    older = store.save_autosave(_bazyliszek_record())
    past = 1_700_000_000
    os.utime(older, (past, past))
    newer = paths.saves_dir() / "autosave-basilica.json"
    newer.write_bytes(b'{"format": 1, "app": "TabletopFive"')
    _menu(d)
    notice = d.scene.notice
    assert notice.startswith("Your newest autosave (autosave-basilica.json, ")
    assert "stops in the middle" in notice and notice.endswith("Continue resumes an older game.")
    d.screenshot(tmp_path / "menu.png")
    d.press("Continue")
    assert name(d) == "BoardScene" and d.scene.session.game_id == "bazyliszek"


# --------------------------------------------------------------------------- buttons

def test_the_load_button_of_an_unreadable_save_does_nothing(d):
    (paths.saves_dir() / "bad.json").write_text('{"format": 1}', encoding="utf-8")
    store.save_named(_bazyliszek_record(kind="named"))
    d.press("Load game")
    loads = [w for w in d.widgets() if getattr(w, "label", "") == "Load"]
    bad = next(i for i, e in enumerate(d.scene.entries) if not e.ok)
    assert [w.enabled for w in loads] == [e.ok for e in d.scene.entries]
    assert loads[bad].tooltip == d.scene.entries[bad].reason
    d.click(loads[bad].rect.center)
    assert name(d) == "LoadScene" and d.scene.modal is None
    good = next(i for i, e in enumerate(d.scene.entries) if e.ok)
    d.click(loads[good].rect.center)
    assert name(d) == "BoardScene"


def test_save_is_offered_again_after_its_save_was_deleted_on_the_load_screen(d):
    start_game(d, ["Ola", "Bart"], seed=3)
    d.key(pygame.K_ESCAPE)
    pause = d.scene
    d.press("Save")
    d.key(pygame.K_RETURN)
    assert pause.saved_path.exists() and pause.save_button.label == "Saved"
    assert not pause.save_button.enabled
    d.press("Load")
    d.press("Back")                                   # nothing deleted: still saved
    assert d.scene is pause and pause.save_button.label == "Saved"
    d.press("Load")
    row = next(i for i, e in enumerate(d.scene.entries) if e.kind == "named")
    deletes = [w for w in d.widgets() if getattr(w, "label", "") == "Delete"]
    d.click(deletes[row].rect.center)
    d.press("Delete")
    d.press("Back")
    assert d.scene is pause and pause.saved_path is None
    assert pause.save_button.enabled and pause.save_button.label == "Save"
    assert pause.save_button.tooltip is None
    d.press("Save")
    d.key(pygame.K_RETURN)
    assert pause.saved_path.exists()


def test_the_game_menu_says_when_the_game_is_not_being_saved(d, monkeypatch, tmp_path):
    from tests.engine import fsfaults
    start_game(d, ["Ola", "Bart"], seed=3)
    fsfaults.deny(monkeypatch, paths.saves_dir())
    play_turn(d, d.scene, random.Random(5))
    assert d.scene.notice.startswith("This game is not being saved: ")
    assert "read-only" in d.scene.notice
    d.screenshot(tmp_path / "board.png")
    d.key(pygame.K_ESCAPE)
    assert name(d) == "PauseScene"
    assert d.scene.not_saved.startswith("The saves folder (") and "read-only" in d.scene.not_saved
    d.screenshot(tmp_path / "pause.png")


# --------------------------------------------------------------------------- last setup

LAST_SETUPS = {
    "deep": "[" * 100_000,
    "unknown colours": json.dumps({"bazyliszek": {"players": [
        {"name": "Ala", "colour": "red"}, {"name": "Ola", "colour": "red"}]}}),
    "control characters": json.dumps({"bazyliszek": {"players": [
        {"name": "A\x00la\ud800", "colour": "blue"}, {"name": "x" * 300, "colour": "sky"}]}}),
    "not a list": json.dumps({"bazyliszek": {"players": {"name": "A"}}}),
    "seven players": json.dumps({"bazyliszek": {"players": [{"name": str(i)} for i in range(7)]}}),
}


@pytest.mark.parametrize("case", sorted(LAST_SETUPS))
def test_a_damaged_last_setup_file_opens_the_setup_with_safe_players(d, case):
    (paths.config_dir() / "last_setup.json").write_text(LAST_SETUPS[case], encoding="utf-8")
    remembered = load_last_setup("bazyliszek")
    if remembered is not None:
        for p in remembered["players"]:
            assert p["colour"] in P.PLAYER_COLOURS and len(p["name"]) <= 20
            p["name"].encode("utf-8")
    d.press("New game")
    d.click(d.button("Set up").rect.center)
    assert name(d) == "SetupScene"
    d.press("Start the game")
    assert name(d) == "BoardScene"
    assert load_last_setup("bazyliszek") is not None       # the file is good again


def test_last_setup_writes_never_fail_loudly(d, monkeypatch):
    (paths.config_dir() / "last_setup.json").mkdir()
    save_last_setup("bazyliszek", PLAYERS, {})             # a folder in its place: ignored
    assert load_last_setup("bazyliszek") is None


def test_the_delete_question_keeps_its_warning_under_a_huge_title(d):
    store.save_named(_bazyliszek_record(title="Long " * 10_000))
    _menu(d)
    d.press("Load game")
    d.press("Delete")
    modal = d.scene.modal
    assert modal.title == "Delete this save?"
    assert modal.message.endswith("This cannot be undone.") and len(modal.message) < 200
    d.app.draw()
    d.press("Keep it")
