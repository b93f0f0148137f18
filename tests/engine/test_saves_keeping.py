"""saves/store.py, keeping: ``same_game`` with each field differing in turn, and
``keep_unfinished_autosave`` / the renaming of an unreadable autosave: which file is kept,
under which name, and what happens when it cannot be kept.
"""
from __future__ import annotations

import copy
import json
from datetime import datetime

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from saves import store
from saves.records import SaveError
from tests.engine import fsfaults
from tests.engine.test_saves_listing import record, toy, write  # noqa: F401 - the toy fixture

FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


class _Moment(datetime):
    """``datetime`` whose ``now()`` is 2026-03-04 05:06:07 (the clock of ``_keep_unreadable``)."""

    @classmethod
    def now(cls, tz=None):
        return cls(2026, 3, 4, 5, 6, 7, tzinfo=tz)


@pytest.fixture
def clock(monkeypatch):
    monkeypatch.setattr(store, "datetime", _Moment)


def _base() -> dict:
    return {"game": "toy", "title": "A game", "seed": 5, "options": {"target": 9},
            "players": [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}],
            "actions": [{"type": "add", "n": 1}, {"type": "add", "n": 2}],
            "snapshot": {"total": 3}, "progress": "Total 3", "over": False,
            "saved_at": "2026-01-01T10:00:00+01:00", "kind": "auto", "format": 1}


# --------------------------------------------------------------------------- same_game

OTHER_GAME = {
    "game": lambda r: r.update(game="basilica"),
    "seed": lambda r: r.update(seed=6),
    "seed as text": lambda r: r.update(seed="5"),
    "options": lambda r: r.update(options={"target": 10}),
    "an option more": lambda r: r.update(options={"target": 9, "variant": "x"}),
    "no options": lambda r: r.update(options={}),
    "a move more": lambda r: r["actions"].append({"type": "add", "n": 3}),
    "a move less (a prefix)": lambda r: r["actions"].pop(),
    "no moves": lambda r: r.update(actions=[]),
    "another move": lambda r: r["actions"][1].update(n=3),
    "moves swapped": lambda r: r["actions"].reverse(),
    "from a position": lambda r: r.update(base={"total": 0}),
    "a player renamed": lambda r: r["players"][0].update(name="Ula"),
    "a colour changed": lambda r: r["players"][1].update(colour="sky"),
    "seats swapped": lambda r: r["players"].reverse(),
    "a player more": lambda r: r["players"].append({"name": "Cy", "colour": "green"}),
    "a player less": lambda r: r["players"].pop(),
    "players damaged": lambda r: r.update(players="Ola, Bart"),
    "a key more for a player": lambda r: r["players"][0].update(ai="easy"),
}

SAME_GAME = {
    "nothing": lambda r: None,
    "title": lambda r: r.update(title="Renamed"),
    "date": lambda r: r.update(saved_at="2030-01-01T00:00:00+00:00"),
    "kind": lambda r: r.update(kind="named"),
    "snapshot": lambda r: r.update(snapshot={"total": 99}),
    "progress and over": lambda r: r.update(progress="x", over=True),
    "spaces around a name": lambda r: r["players"][0].update(name="  Ola "),
}


@pytest.mark.parametrize("change", sorted(OTHER_GAME))
@pytest.mark.parametrize("which", ["record", "other"])
def test_each_difference_makes_another_game(change, which):
    first, second = _base(), _base()
    OTHER_GAME[change](first if which == "record" else second)
    assert store.same_game(first, second) is False


@pytest.mark.parametrize("change", sorted(SAME_GAME))
def test_what_is_not_the_game_does_not_count(change):
    first, second = _base(), _base()
    SAME_GAME[change](second)
    assert store.same_game(first, second) is True
    assert store.same_game(second, first) is True


def test_names_cut_to_the_same_length_are_the_same_player():
    first, second = _base(), _base()
    first["players"][0]["name"] = "x" * 25
    second["players"][0]["name"] = "x" * 20 + "y"
    assert store.same_game(first, second) is True            # both are shown as 20 x's
    second["players"][0]["name"] = "x" * 19 + "y"
    assert store.same_game(first, second) is False


def test_players_are_compared_as_repaired():
    first, second = _base(), _base()
    first["players"][0]["colour"] = "no such colour"   # repaired to the first free one: blue
    second["players"][0]["colour"] = 42
    assert store.same_game(first, second) is True
    second["players"][0]["colour"] = "blue"
    assert store.same_game(first, second) is True
    second["players"][0]["colour"] = "vermillion"          # a real colour, not the repair
    assert store.same_game(first, second) is False


def test_players_that_cannot_be_repaired_are_compared_as_they_are():
    first, second = _base(), _base()
    first["players"] = second["players"] = [{"colour": "blue"}]       # no name
    assert store.same_game(first, second) is True
    second["players"] = [{"colour": "yellow"}]
    assert store.same_game(first, second) is False
    second["players"] = _base()["players"]                 # one readable, one not
    assert store.same_game(first, second) is False


def test_the_same_game_from_the_same_position():
    first, second = _base(), _base()
    first["base"], second["base"] = {"total": 1}, {"total": 1}
    assert store.same_game(first, second) is True
    second["base"] = {"total": 2}
    assert store.same_game(first, second) is False


def test_no_other_record_is_never_the_same_game():
    assert store.same_game(_base(), None) is False


@FAST
@given(key=st.sampled_from(["game", "seed", "options", "actions", "base", "players"]),
       value=st.one_of(st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2),
                       st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_any_other_value_of_a_game_field_is_another_game(key, value):
    first, second = _base(), _base()
    second[key] = copy.deepcopy(value)
    assert store.same_game(first, second) == (first.get(key) == value)


# --------------------------------------------------------------------------- keeping the autosave

def test_an_unfinished_autosave_is_copied_to_a_named_save(toy, tmp_path):
    saved = record(toy, title="Ola vs Bart", kind="auto")
    autosave = write(tmp_path / "autosave-toy.json", saved)
    before = autosave.read_bytes()
    kept = store.keep_unfinished_autosave("toy", tmp_path)
    assert kept == tmp_path / "unfinished-ola-vs-bart-20261129-160507.json"
    assert store.read_record(kept) == {**saved, "title": "Unfinished: Ola vs Bart",
                                       "kind": "named"}
    assert autosave.read_bytes() == before                    # the autosave itself stays
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autosave-toy.json", "unfinished-ola-vs-bart-20261129-160507.json"]


def test_a_kept_game_kept_again_is_not_called_unfinished_twice(toy, tmp_path):
    write(tmp_path / "autosave-toy.json", record(toy, title="Unfinished: X", kind="auto"))
    kept = store.keep_unfinished_autosave("toy", tmp_path)
    assert store.read_record(kept)["title"] == "Unfinished: X"
    assert store.keep_unfinished_autosave("toy", tmp_path) is None     # held already
    write(tmp_path / "autosave-toy.json", record(toy, adds=(1, 2, 1), title="Unfinished: X",
                                                 kind="auto"))          # played on since
    again = store.keep_unfinished_autosave("toy", tmp_path)
    assert again.name == "unfinished-x-20261129-160507-2.json"
    assert store.read_record(again)["title"] == "Unfinished: X"


def test_a_title_that_only_starts_like_it_is_still_marked(toy, tmp_path):
    write(tmp_path / "autosave-toy.json", record(toy, title="Unfinished business",
                                                kind="auto"))
    kept = store.keep_unfinished_autosave("toy", tmp_path)
    assert store.read_record(kept)["title"] == "Unfinished: Unfinished business"


@pytest.mark.parametrize("incoming", ["same", "renamed"])
def test_nothing_is_kept_for_a_finished_game_that_is_loaded_again(toy, tmp_path, incoming):
    saved = record(toy, adds=(3, 3), target=5, kind="auto")
    write(tmp_path / "autosave-toy.json", saved)
    other = {"same": saved, "renamed": {**saved, "title": "B"}}[incoming]
    assert store.keep_unfinished_autosave("toy", tmp_path, incoming=other) is None
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]


def test_a_finished_game_is_kept_under_its_own_title_for_its_replay(toy, tmp_path):
    """A finished game whose autosave another game takes over stays under Load game (a
    playtester lost a finished game, and its replay, by loading another save)."""
    saved = record(toy, adds=(3, 3), target=5, title="Final", kind="auto")
    write(tmp_path / "autosave-toy.json", saved)
    kept = store.keep_unfinished_autosave("toy", tmp_path, incoming=record(toy, kind="named"))
    held = store.read_record(kept)
    assert held["title"] == "Final" and held["over"] and held["actions"] == saved["actions"]
    assert store.keep_unfinished_autosave("toy", tmp_path) is None      # once only


def test_nothing_is_kept_when_the_incoming_game_is_the_autosave(toy, tmp_path):
    saved = record(toy, kind="auto")
    write(tmp_path / "autosave-toy.json", saved)
    loaded = {**saved, "title": "Other title", "kind": "named",
              "saved_at": "2027-01-01T00:00:00+00:00"}
    assert store.keep_unfinished_autosave("toy", tmp_path, incoming=loaded) is None
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]
    one_more = record(toy, adds=(1, 2, 3), kind="named")
    assert store.keep_unfinished_autosave("toy", tmp_path, incoming=one_more) is not None


def test_only_the_games_own_autosave_is_looked_at(toy, tmp_path, home):
    write(tmp_path / "autosave-other.json", record(toy, kind="auto"))
    write(tmp_path / "autosave.json", record(toy, kind="auto"))
    assert store.keep_unfinished_autosave("toy", tmp_path) is None
    assert store.keep_unfinished_autosave("toy") is None            # default folder, empty
    write(home / "data" / "saves" / "autosave-toy.json", record(toy, title="Mine", kind="auto"))
    kept = store.keep_unfinished_autosave("toy")
    assert kept == home / "data" / "saves" / "unfinished-mine-20261129-160507.json"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave-other.json", "autosave.json",
                                                          "home"]


def test_a_folder_that_cannot_be_had_has_no_autosave(tmp_path):
    (tmp_path / "saves").write_text("x")
    assert store.keep_unfinished_autosave("toy", tmp_path / "saves") is None


def test_an_autosave_folder_is_not_an_autosave(tmp_path):
    (tmp_path / "autosave-toy.json").mkdir()
    assert store.keep_unfinished_autosave("toy", tmp_path) is None
    assert (tmp_path / "autosave-toy.json").is_dir()


def test_an_unfinished_game_that_cannot_be_copied_raises(toy, tmp_path, monkeypatch):
    autosave = write(tmp_path / "autosave-toy.json", record(toy, kind="auto"))
    before = autosave.read_bytes()
    fsfaults.deny(monkeypatch, tmp_path)
    with pytest.raises(SaveError) as info:
        store.keep_unfinished_autosave("toy", tmp_path)
    assert info.value.reason == (
        f"{tmp_path}/unfinished-lucja-vs-bob-20261129-160507.json could not be written: the "
        f"folder {tmp_path} is read-only (permission denied).")
    fsfaults.allow(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]
    assert autosave.read_bytes() == before


# --------------------------------------------------------------------------- unreadable autosaves

@pytest.mark.parametrize("content", [b"{", b"", b'{"format": 2}', b"\xff", b"[]"])
def test_an_unreadable_autosave_is_renamed_with_the_time(tmp_path, clock, content):
    write(tmp_path / "autosave-toy.json", content)
    kept = store.keep_unfinished_autosave("toy", tmp_path)
    assert kept == tmp_path / "kept-autosave-toy-20260304-050607.json"
    assert [p.name for p in tmp_path.iterdir()] == ["kept-autosave-toy-20260304-050607.json"]
    assert kept.read_bytes() == content


def test_names_already_taken_get_a_number(tmp_path, clock):
    taken = ["kept-autosave-toy-20260304-050607.json", "kept-autosave-toy-20260304-050607-2.json"]
    for name in taken:
        write(tmp_path / name, b"older")
    write(tmp_path / "autosave-toy.json", b"{")
    kept = store.keep_unfinished_autosave("toy", tmp_path)
    assert kept.name == "kept-autosave-toy-20260304-050607-3.json"
    assert [(tmp_path / name).read_bytes() for name in taken] == [b"older", b"older"]
    write(tmp_path / "autosave-toy.json", b"[")
    assert store.keep_unfinished_autosave("toy", tmp_path).name == \
        "kept-autosave-toy-20260304-050607-4.json"


def test_a_game_id_is_made_safe_in_the_kept_name(tmp_path, clock):
    write(tmp_path / "autosave-bas-celik.json", b"{")
    kept = store.keep_unfinished_autosave("Baš Čelik", tmp_path)
    assert kept.name == "kept-autosave-bas-celik-20260304-050607.json"


def test_an_unreadable_autosave_that_cannot_be_renamed_raises(tmp_path, clock, monkeypatch):
    autosave = write(tmp_path / "autosave-toy.json", b"{")
    fsfaults.deny(monkeypatch, tmp_path)
    with pytest.raises(SaveError) as info:
        store.keep_unfinished_autosave("toy", tmp_path)
    assert info.value.reason == \
        "The autosave autosave-toy.json could not be kept: permission denied."
    fsfaults.allow(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]
    assert autosave.read_bytes() == b"{"


def test_the_renaming_is_made_durable(tmp_path, clock, monkeypatch):
    write(tmp_path / "autosave-toy.json", b"{")
    synced = []
    monkeypatch.setattr(store, "_fsync_directory", synced.append)
    store.keep_unfinished_autosave("toy", tmp_path)
    assert synced == [tmp_path]


def test_the_kept_file_is_listed_with_its_reason(tmp_path, clock):
    write(tmp_path / "autosave-toy.json", b'{"format": 3}')
    store.keep_unfinished_autosave("toy", tmp_path)
    (entry,) = store.list_saves(tmp_path)
    assert entry.path.name == "kept-autosave-toy-20260304-050607.json"
    assert entry.reason == ("Made by a newer version of Tabletop Five (save format 3); this "
                            "version reads format 1.")


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kinds=st.lists(st.sampled_from(["unreadable", "unfinished", "finished"]),
                      min_size=1, max_size=6))
def test_keeping_never_loses_a_readable_game(toy, tmp_path, kinds):
    """Whatever sequence of autosaves is kept, every unfinished game, every finished game
    and every unreadable file is still in the folder afterwards, each once."""
    folder = tmp_path / f"k{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    expected_unfinished, expected_bytes = [], []
    for number, kind in enumerate(kinds):
        if kind == "unreadable":
            content = b"{" + str(number).encode()
            write(folder / "autosave-toy.json", content)
            expected_bytes.append(content)
        else:
            adds, target = ((3, 3), 5) if kind == "finished" else ((1,) * (number + 1), 100)
            write(folder / "autosave-toy.json", record(toy, adds=adds, target=target,
                                                       kind="auto"))
            if kind == "unfinished":
                expected_unfinished.append(number + 1)
        store.keep_unfinished_autosave("toy", folder)
    kept = [p for p in folder.iterdir() if p.name != "autosave-toy.json"]
    moves = sorted(len(json.loads(p.read_bytes())["actions"]) for p in kept
                   if p.name.startswith("unfinished-"))
    assert moves == expected_unfinished
    assert sorted(p.read_bytes() for p in kept if p.name.startswith("kept-autosave-toy-")) == \
        sorted(expected_bytes)
    finished = [p for p in kept if not p.name.startswith(("unfinished-", "kept-autosave-"))]
    assert len(finished) == int("finished" in kinds)      # the same finished game, once
    assert all(json.loads(p.read_bytes())["over"] for p in finished)
    assert len(kept) == len(expected_unfinished) + len(expected_bytes) + len(finished)
