"""Properties of saves, tried on many generated cases (hypothesis):

- a record round trips: make_record -> write -> read -> restore gives the same state;
- any bytes at all as a save file give a SaveError or a valid record, never another
  exception, and listing the folder never fails;
- a refused write or read changes nothing on disk;
- the start-up clean-up removes exactly our stale temporary files;
- player records and texts from files come out safe, whatever went in.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from saves import store
from saves.players import MAX_NAME, clean_players, safe_text
from sprites.palette import PLAYER_COLOURS
from tests.engine.test_saves import PLAYERS
from tests.engine.test_saves_listing import toy  # noqa: F401 - the toy fixture

FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _snapshot(folder: Path) -> dict:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


names = st.text(min_size=1, max_size=30)


@FAST
@given(seed=st.integers(0, 2**63), adds=st.lists(st.integers(1, 3), max_size=60),
       target=st.integers(1, 200), first=names, second=names,
       title=st.text(max_size=60), kind=st.sampled_from(["auto", "named"]))
def test_a_record_round_trips(toy, tmp_path, seed, adds, target, first, second, title, kind):
    players = [{"name": first, "colour": "blue"}, {"name": second, "colour": "yellow"}]
    players, _ = clean_players(players)
    state, actions = toy.new_game(players, {"target": target}, seed), []
    for n in adds:
        if toy.is_over(state):
            break
        action = {"type": "add", "n": n}
        toy.apply(state, action)
        actions.append(action)
    title = safe_text(title) or "Untitled"
    record = store.make_record("toy", title, players, {"target": target}, seed, actions,
                               state, toy, kind)
    folder = tmp_path / f"rt{len(list(tmp_path.iterdir()))}"
    path = (store.save_autosave if kind == "auto" else store.save_named)(record, folder)
    loaded = store.read_record(path)
    assert loaded == {**record, "kind": kind}
    restored = store.restore(loaded)
    assert restored.mismatch is None and not restored.from_snapshot and not restored.repairs
    assert json.loads(json.dumps(restored.state.to_dict())) == \
        json.loads(json.dumps(state.to_dict()))
    assert restored.actions == actions


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=20)


def _mutated_record(toy, data) -> bytes:
    state = toy.new_game(PLAYERS, {}, 3)
    toy.apply(state, {"type": "add", "n": 2})
    record = store.make_record("toy", "t", PLAYERS, {}, 3, [{"type": "add", "n": 2}], state,
                               toy, "named")
    key = data.draw(st.sampled_from(sorted(record) + ["extra"]))
    how = data.draw(st.sampled_from(["drop", "replace"]))
    if how == "drop":
        record.pop(key, None)
    else:
        record[key] = data.draw(json_values)
    return json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass")


@FAST
@given(data=st.data())
def test_any_bytes_give_a_save_error_or_a_valid_record(toy, tmp_path, data):
    raw = data.draw(st.one_of(st.binary(max_size=300),
                              st.builds(lambda v: json.dumps(v).encode(), json_values),
                              st.just(None)))
    if raw is None:
        raw = _mutated_record(toy, data)
    folder = tmp_path / "any"
    folder.mkdir(exist_ok=True)
    path = folder / "x.json"
    path.write_bytes(raw)
    before = _snapshot(folder)
    try:
        record = store.read_record(path)
    except store.SaveError as exc:
        assert exc.reason and "\n" not in exc.reason
    else:
        try:
            store.restore(record)
        except store.SaveError as exc:
            assert exc.reason
    entries = store.list_saves(folder)
    assert len(entries) == 1 and entries[0].display_date and entries[0].display_name
    assert _snapshot(folder) == before                     # reading changes nothing


@FAST
@given(data=st.data())
def test_a_refused_write_leaves_the_folder_as_it_was(toy, tmp_path, data):
    folder = tmp_path / "refuse"
    state = toy.new_game(PLAYERS, {}, 1)
    good = store.make_record("toy", "Good", PLAYERS, {}, 1, [], state, toy, "auto")
    store.save_autosave(good, folder)
    store.save_named(good, folder)
    before = _snapshot(folder)
    bad = json.loads(_mutated_record(toy, data).decode("utf-8", "surrogatepass"))
    for write in (store.save_named, store.save_autosave):
        try:
            write(bad, folder)
        except (store.SaveError, ValueError):
            assert _snapshot(folder) == before
        else:
            return                                         # the mutation kept it valid


OURS = st.builds(lambda name, rand: f".{name}.json.{rand}.tmp",
                 st.sampled_from(["autosave-bazyliszek", "autosave", "settings", "last_setup",
                                  "my-game-20260101-101010", "write-check"]),
                 st.text("abcdefghijklmnopqrstuvwxyz0123456789_", min_size=8, max_size=8))
OTHERS = st.sampled_from(["autosave-bazyliszek.json", "notes.tmp", "x.json.tmp", ".hidden",
                          ".autosave.json", "game.json", ".a.json.b.tmp.bak", "a.json.x.tmp",
                          ".autosave-x.json.12345678.tmpx"])


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(files=st.lists(st.tuples(st.one_of(OURS, OTHERS), st.booleans()), max_size=12,
                      unique_by=lambda f: f[0]))
def test_start_up_removes_only_our_stale_temporary_files(tmp_path, files):
    folder = tmp_path / f"tmp{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    old = time.time() - 3600
    for name, stale in files:
        (folder / name).write_bytes(b"{half")
        if stale:
            os.utime(folder / name, (old, old))
    removed = store.remove_stale_temporary_files(folder)
    expected = {name for name, stale in files
                if stale and store.TEMP_PATTERN.match(name) and name.startswith(".")}
    assert removed == len(expected)
    assert {p.name for p in folder.iterdir()} == {name for name, _ in files} - expected
    for name, stale in files:                  # sanity: the strategy means what it says
        if name in expected:
            assert name.endswith(".tmp") and ".json." in name


def test_a_folder_named_like_a_temporary_file_is_left_alone(tmp_path):
    odd = tmp_path / ".autosave-x.json.abcdefgh.tmp"
    odd.mkdir()
    old = time.time() - 3600
    os.utime(odd, (old, old))
    assert store.remove_stale_temporary_files(tmp_path) == 0 and odd.is_dir()


def test_start_up_cleans_the_saves_and_settings_folders(tmp_path, monkeypatch):
    from games.engine import launch, paths
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    old = time.time() - 3600
    stale = [paths.saves_dir() / ".autosave-basilica.json.k2j3h4l5.tmp",
             paths.config_dir() / ".settings.json.abcdefgh.tmp"]
    fresh = paths.saves_dir() / ".autosave-basilica.json.zzzzzzzz.tmp"   # a write under way
    for path in stale + [fresh]:
        path.write_bytes(b"x" * 1000)
    for path in stale:
        os.utime(path, (old, old))
    launch.startup(type("App", (), {"autosave": True})())
    assert not any(p.exists() for p in stale) and fresh.exists()
    launch.startup(type("App", (), {"autosave": False})())       # --screenshot runs: nothing
    os.utime(fresh, (old, old))
    launch.startup(type("App", (), {"autosave": False})())
    assert fresh.exists()


def test_main_cleans_up_at_start(tmp_path, monkeypatch):
    import main
    from games.engine import paths
    from games.engine.app import App
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    leftover = paths.saves_dir() / ".autosave-bazyliszek.json.abcdefgh.tmp"
    leftover.write_bytes(b"{")
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    monkeypatch.setattr(App, "run", lambda self: self.close())
    assert main.main(["--windowed"]) == 0
    assert not leftover.exists()


player_values = st.one_of(st.text(), st.integers(), st.none(), st.sampled_from(list(PLAYER_COLOURS)))


@FAST
@given(players=st.lists(st.fixed_dictionaries(
    {"name": st.text(max_size=40), "colour": player_values},
    optional={"shields": st.integers(0, 2)}), max_size=7))
def test_cleaned_players_are_always_safe_and_cleaning_is_stable(players):
    try:
        cleaned, notes = clean_players(players)
    except ValueError:
        assert len(players) > len(PLAYER_COLOURS)
        return
    assert len(cleaned) == len(players)
    names = [p["name"] for p in cleaned]
    assert len({n.casefold() for n in names}) == len(names)
    for before, after in zip(players, cleaned):
        name = after["name"]
        assert 0 < len(name) <= MAX_NAME and name == name.strip()
        assert not any(ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF or c == "\x7f" for c in name)
        name.encode("utf-8")                                   # always writable
        assert after.get("shields") == before.get("shields")
    colours = [p["colour"] for p in cleaned]
    assert all(c in PLAYER_COLOURS for c in colours) and len(set(colours)) == len(colours)
    assert bool(notes) == (cleaned != players)
    assert clean_players(cleaned) == (cleaned, [])


@FAST
@given(st.text())
def test_safe_text_and_slugify_take_any_text(text):
    shown = safe_text(text)
    shown.encode("utf-8")
    assert "\n" not in shown and "\x00" not in shown and len(shown) <= 200
    slug = store.slugify(text)
    assert slug and all(c in "abcdefghijklmnopqrstuvwxyz0123456789-" for c in slug)
