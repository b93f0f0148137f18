"""The user's folders and files when the app cannot use them: every folder and file the
app writes (data folder, saves folder, settings folder, settings.json, last_setup.json,
the autosave) x a file in a folder's place / a folder in a file's place / read-only /
missing / unreadable / damaged, at start-up, on a move (autosave), on a named save and on
a settings change. The app must start, say what is wrong on the menu, and play (without
saving if it must, saying so on the board).

Tests run as root, whom chmod does not stop: read-only and unreadable are simulated by
``tests.engine.fsfaults.deny``.
"""
from __future__ import annotations

import json

import pygame
import pytest

from games.engine import launch, paths
from games.engine import settings as settings_file
from games.engine.app import App
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.pause import PauseScene
from saves import store
from tests.engine import fsfaults

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


def _data(home):
    return home / "data"


def _saves(home):
    return home / "data" / "saves"


def _config(home):
    return home / "config"


def _autosave(home):
    return _saves(home) / "autosave-bazyliszek.json"


TARGETS = {
    "data folder": (_data, True),
    "saves folder": (_saves, True),
    "settings folder": (_config, True),
    "settings.json": (lambda h: _config(h) / "settings.json", False),
    "last_setup.json": (lambda h: _config(h) / "last_setup.json", False),
    "autosave": (_autosave, False),
}
CONDITIONS = ("file", "folder", "read-only", "missing", "unreadable", "damaged")
# Which cases stop games (or settings) from being saved.
SAVES_BROKEN = {("data folder", "file"), ("data folder", "read-only"),
                ("data folder", "unreadable"), ("saves folder", "file"),
                ("saves folder", "read-only"), ("saves folder", "unreadable")}
SETTINGS_BROKEN = {("settings folder", "file"), ("settings folder", "read-only"),
                   ("settings folder", "unreadable"), ("settings.json", "folder"),
                   ("settings.json", "read-only")}
# What the menu says at start-up (words it must contain); no entry: nothing to say.
MENU_SAYS = {
    **{case: "games cannot be saved" for case in SAVES_BROKEN},
    ("settings folder", "file"): "settings folder",
    ("settings folder", "read-only"): "changes to the settings cannot be kept",
    ("settings folder", "unreadable"): "settings",
    ("settings.json", "folder"): "a folder stands where the file should be",
    ("settings.json", "unreadable"): "could not be read: permission denied",
    ("settings.json", "damaged"): "nested too deeply",
    ("saves folder", "damaged"): "Your newest autosave (autosave-basilica.json",
    ("autosave", "unreadable"): "Your newest autosave (autosave-bazyliszek.json",
    ("autosave", "damaged"): "nested too deeply to be a save",
}


def _unfinished_record() -> dict:
    from games.bazyliszek import rules as R
    state = R.new_game(PLAYERS, {}, 1)
    action = R.legal_actions(state)[0]
    R.apply(state, action)
    return store.make_record("bazyliszek", "Old game", PLAYERS, {}, 1, [action], state, R,
                             "auto")


def _make(monkeypatch, home, target, condition):
    """Put the file system in the state of (``target``, ``condition``)."""
    where, is_folder = TARGETS[target]
    path = where(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    if condition == "missing":
        return
    if condition == "file":
        if is_folder:
            path.write_text("not a folder", encoding="utf-8")
        elif target == "autosave":                       # an unfinished game
            path.write_text(json.dumps(_unfinished_record()), encoding="utf-8")
        else:
            path.write_text("{}", encoding="utf-8")     # an ordinary file, nothing in it
        return
    if condition == "folder":
        path.mkdir(exist_ok=True)
        return
    if condition == "damaged":
        if is_folder:
            path.mkdir(exist_ok=True)
            (path / "autosave-basilica.json").write_bytes(b"\x00\xff" * 40)
        else:
            path.write_bytes(b"[" * 100_000)            # nested far too deeply
        return
    if is_folder:
        path.mkdir(exist_ok=True)
    elif target == "autosave":
        path.write_text(json.dumps(_unfinished_record()), encoding="utf-8")
    else:
        path.write_text('{"sound": true}', encoding="utf-8")
    # An unreadable file may still be renamed or replaced (its folder is writable); an
    # unreadable folder can be neither read nor written.
    fsfaults.deny(monkeypatch, path, reads=condition == "unreadable",
                  writes=is_folder or condition == "read-only")


def _top_says(app) -> str:
    top = app.top
    modal = getattr(top, "modal", None)
    texts = [getattr(top, "status", None) or "", getattr(top, "notice", None) or ""]
    if modal is not None and modal.is_open:
        texts.append(modal.message)
    return " ".join(texts)


CASES = [(t, c) for t in TARGETS for c in CONDITIONS]


@pytest.mark.parametrize("target,condition", CASES, ids=[f"{t}-{c}" for t, c in CASES])
def test_the_app_starts_says_what_is_wrong_and_plays(monkeypatch, home, tmp_path, target,
                                                     condition):
    _make(monkeypatch, home, target, condition)
    app = App(headless=True)                 # reads the settings as a real start does
    try:
        launch.startup(app)
        app.push(MainMenuScene(app))
        app.step([])
        menu = app.top
        if (target, condition) in MENU_SAYS:
            assert MENU_SAYS[target, condition].lower() in menu.notice.lower()
        else:
            assert menu.notice is None

        # A new game from the setup screen (it reads and writes last_setup.json) and a
        # move: the game plays; when it cannot be saved the board says so.
        from games.engine import registry
        from games.engine.scenes.setup import SetupScene
        app.push(SetupScene(app, registry.get("bazyliszek")))
        app.step([])
        app.top.start()
        board = app.top
        remembered = settings_file.load_last_setup("bazyliszek")
        if target not in ("settings folder", "last_setup.json"):
            assert [p["name"] for p in remembered["players"]] == ["Player 1", "Player 2"]
        assert type(board).__name__ == "BoardScene"
        board.act(board.session.legal()[0])
        app.step([])
        if (target, condition) in SAVES_BROKEN or (target, condition) in (
                ("autosave", "folder"), ("autosave", "read-only")):
            assert "not being saved" in board.notice
            if target == "autosave" and condition == "read-only":   # still there, and kept
                assert store.read_record(_autosave(home))["title"] == "Old game"
                assert "autosave-bazyliszek.json is read-only" in board.notice
                assert [e.title for e in store.list_saves() if e.kind == "named"] == \
                    ["Unfinished: Old game"]
        else:
            if condition == "unreadable" and not TARGETS[target][1]:
                fsfaults.allow(TARGETS[target][0](home))   # a new file replaced it
            saved = store.read_record(store.autosave_path(game_id="bazyliszek"))
            assert saved["actions"] == board.session.actions
            if target == "autosave" and condition in ("file", "unreadable", "damaged"):
                kept = [e for e in store.list_saves() if e.path != _autosave(home)]
                assert len(kept) == 1                    # the old one was kept, not lost
                assert kept[0].title == "Unfinished: Old game" if condition == "file" \
                    else kept[0].path.name.startswith("kept-autosave-bazyliszek-")

        # A named save from the game menu: saved, or a dialog says why not.
        pause = PauseScene(app, board)
        app.push(pause)
        pause.write_save("Named")
        app.step([])
        if (target, condition) in SAVES_BROKEN:
            assert pause.modal.title == "The game could not be saved"
            assert pause.saved_path is None
            assert "the saves folder" in pause.not_saved.lower()
        else:
            assert store.read_record(pause.saved_path)["title"] == "Named"

        # A settings change and F11: kept, or the screen says they could not be.
        app.settings.sound = False
        app.apply_settings()
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                        unicode="", scancode=0))
        app.step([])
        if (target, condition) in SETTINGS_BROKEN:
            assert "Your settings could not be saved" in _top_says(app)
        else:
            stored = json.loads(settings_file.settings_path().read_text(encoding="utf-8"))
            assert stored["sound"] is False
    finally:
        app.close()


@pytest.mark.parametrize("blocker", ["data", "saves", "config"])
def test_a_file_in_a_folders_place_is_named_plainly(home, blocker):
    home.mkdir()
    target = {"data": home / "data", "saves": home / "data" / "saves",
              "config": home / "config"}[blocker]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("x")
    getter = {"data": paths.user_data_dir, "saves": paths.saves_dir,
              "config": paths.config_dir}[blocker]
    with pytest.raises(paths.FolderError) as info:
        getter()
    assert "is a file, not a folder" in info.value.reason
    assert isinstance(info.value, OSError)


def test_a_saves_folder_below_a_file_says_which_file(home):
    home.mkdir()
    (home / "data").write_text("x")
    with pytest.raises(paths.FolderError) as info:
        paths.saves_dir()
    assert info.value.reason.endswith(f"{home / 'data'} is a file, not a folder.")
    assert store.list_saves() == [] and store.latest_continuable() is None
    assert "is a file" in store.folder_problem()


def test_settings_never_raise_and_say_why(monkeypatch, home):
    (home / "config" / "settings.json").mkdir(parents=True)
    settings, problem = settings_file.load_settings()
    assert settings == settings_file.Settings()
    assert "a folder stands where the file should be" in problem
    problem = settings_file.save_settings(settings)
    assert problem.startswith("Your settings could not be saved:")
    assert "is a folder" in problem and "The game could not be saved" not in problem


def test_a_settings_write_problem_is_shown_once_on_the_menu(monkeypatch, home):
    (home / "config").mkdir(parents=True)
    fsfaults.deny(monkeypatch, home / "config")
    app = App(headless=True)
    try:
        app.push(MainMenuScene(app))
        app.toggle_fullscreen()
        assert app.top.modal.title == "Settings not saved"
        app.top.close_modal()
        app.toggle_fullscreen()                  # the same problem again: no second dialog
        assert app.top.modal is None
    finally:
        app.close()
