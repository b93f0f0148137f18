"""An unfinished game in the autosave is never overwritten by another game of the same
kind: it is kept as a named save first, and while that cannot be done (read-only saves
folder, full disk) the new game is not autosaved at all, the board says so, and every
move tries again; once keeping works the old game is kept and the new one saved.

Also the "same game" check (``store.same_game``): a save that differs from the autosave
in anything but its title is another game, and the autosave is kept before it is loaded.
"""
from __future__ import annotations

import errno
import os

import pytest

from games.engine import launch, paths
from games.engine.app import App
from games.engine.scenes.menu import MainMenuScene
from games.engine.settings import Settings
from saves import store
from tests.engine import fsfaults

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    app = App(Settings(animation="off"), headless=True)
    app.push(MainMenuScene(app))
    yield app
    app.close()


def _play(board, moves: int) -> None:
    for _ in range(moves):
        board.act(board.session.legal()[0])


def _fault(monkeypatch, kind: str):
    """Start the fault ``kind``; returns the function that ends it."""
    if kind == "read-only folder":
        fsfaults.deny(monkeypatch, paths.saves_dir())
        return lambda: fsfaults.allow(paths.saves_dir())
    real = os.fsync

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    return lambda: monkeypatch.setattr(os, "fsync", real)


@pytest.mark.parametrize("fault", ["read-only folder", "disk full"])
@pytest.mark.parametrize("how", ["new game", "loaded save"])
def test_an_unfinished_game_that_cannot_be_kept_is_never_overwritten(app, monkeypatch,
                                                                     fault, how):
    launch.start_new_game(app, "bazyliszek", PLAYERS, {}, 5)
    old = app.top
    _play(old, 3)
    autosave = store.autosave_path(game_id="bazyliszek")
    before = autosave.read_bytes()
    other = None
    if how == "loaded save":                      # a different game, saved by name
        other = store.save_named({**_record(seed=9, moves=2), "title": "Other"})
    names_before = sorted(p.name for p in paths.saves_dir().iterdir())
    end_fault = _fault(monkeypatch, fault)

    if how == "new game":
        launch.start_new_game(app, "bazyliszek", PLAYERS, {}, 77)
    else:
        launch.resume_restored(app, store.restore(store.read_record(other)))
    board = app.top
    assert "not being saved until your unfinished Bazyliszek game can be kept" in board.notice
    _play(board, 4)
    assert "until your unfinished Bazyliszek game can be kept" in board.notice
    assert autosave.read_bytes() == before                       # the old game is intact
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == names_before

    end_fault()
    _play(board, 1)
    assert "is kept under Load game. This game is saved from now on." in board.notice
    assert store.read_record(autosave)["actions"] == board.session.actions
    kept = [e for e in store.list_saves() if e.title.startswith("Unfinished")]
    assert len(kept) == 1
    assert store.read_record(kept[0].path)["actions"] == old.session.actions


def _record(seed=1, moves=2, players=PLAYERS, options=None, base=None) -> dict:
    from games.bazyliszek import rules as R
    state = R.new_game(players, options or {}, seed) if base is None else R.State.from_dict(base)
    actions = []
    for _ in range(moves):
        action = R.legal_actions(state)[0]
        R.apply(state, action)
        actions.append(action)
    return store.make_record("bazyliszek", "A game", players, options or {}, seed, actions,
                             state, R, "auto", base=base)


def _variants():
    from games.bazyliszek import rules as R
    start = R.new_game(PLAYERS, {}, 1).to_dict()
    swapped = [PLAYERS[1], PLAYERS[0]]
    renamed = [{**PLAYERS[0], "name": "Ula"}, PLAYERS[1]]
    return {
        "other moves": _record(moves=3),
        "no moves": _record(moves=0),
        "other seed": _record(seed=2),
        "other players": _record(players=swapped),
        "other name": _record(players=renamed),
        "other options": _record(options={"variant": "simplified"}),
        "from a position": _record(base=start),
    }


@pytest.mark.parametrize("variant", sorted(_variants()))
def test_loading_another_game_keeps_the_unfinished_autosave(tmp_path, variant):
    unfinished = _record()
    store.save_autosave(unfinished, tmp_path)
    incoming = _variants()[variant]
    assert not store.same_game(unfinished, incoming)
    kept = store.keep_unfinished_autosave("bazyliszek", tmp_path, incoming=incoming)
    assert kept is not None
    assert store.read_record(kept)["actions"] == unfinished["actions"]


def test_loading_the_autosave_itself_keeps_nothing(tmp_path):
    unfinished = _record()
    store.save_autosave(unfinished, tmp_path)
    same = {**unfinished, "title": "Renamed", "saved_at": "2030-01-01T00:00:00+00:00"}
    assert store.same_game(unfinished, same)
    assert store.keep_unfinished_autosave("bazyliszek", tmp_path, incoming=same) is None
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-bazyliszek.json"]


@pytest.mark.parametrize("content", [b"", b"{", b'{"format": 99}', b"\xff\xfe"])
def test_an_unreadable_autosave_is_kept_aside_not_overwritten(tmp_path, content):
    path = tmp_path / "autosave-bazyliszek.json"
    path.write_bytes(content)
    kept = store.keep_unfinished_autosave("bazyliszek", tmp_path)
    assert kept.name.startswith("kept-autosave-bazyliszek-") and kept.read_bytes() == content
    assert not path.exists()
    assert [e.path for e in store.list_saves(tmp_path)] == [kept]


def test_a_game_already_under_load_game_is_not_kept_again(tmp_path):
    """Loading one save, then another, then the first again: the autosave's game is kept
    once ("Unfinished: ..."), not once per load; a later move makes it another point of
    the game, kept again."""
    unfinished = _record()
    store.save_autosave(unfinished, tmp_path)
    other = _variants()["other options"]
    first = store.keep_unfinished_autosave("bazyliszek", tmp_path, incoming=other)
    assert first is not None
    assert store.keep_unfinished_autosave("bazyliszek", tmp_path, incoming=other) is None
    names = sorted(p.name for p in tmp_path.iterdir())
    assert len(names) == 2 and "autosave-bazyliszek.json" in names
    moved = {**unfinished, "actions": unfinished["actions"][:-1]}
    store.save_autosave(moved, tmp_path)
    assert store.keep_unfinished_autosave("bazyliszek", tmp_path, incoming=other) is not None


def test_a_finished_game_stays_under_load_game_when_another_takes_its_autosave(app):
    """A playtester lost a finished game, and its replay, when another game of the same
    kind took the autosave: it is kept under its own title, and the board says so."""
    launch.start_new_game(app, "bazyliszek", PLAYERS, {}, 5)
    board = app.top
    for _ in range(2000):
        while board is not app.top:               # pass screens
            app.pop()
        if board.rules.is_over(board.state):
            break
        board.act(board.session.legal()[0])
    assert board.rules.is_over(board.state)
    launch.start_new_game(app, "bazyliszek", PLAYERS, {}, 6)
    assert app.top.notice == ("Your finished Bazyliszek game is kept under Load game, with "
                              "its replay.")
    finished = [e for e in store.list_saves() if e.over and e.kind == "named"]
    assert len(finished) == 1 and finished[0].game == "bazyliszek"
