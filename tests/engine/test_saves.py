"""Tests for saves/store.py: atomic writes, listing (bad files included), replay and restore.

No real game is playable yet, so a tiny toy game ("toy", a seeded counting game) is defined
here and registered by monkeypatching ``games.engine.registry.get``; other ids still reach
the real registry (so "bas_celik" is known but unavailable and "chess" is unknown).
Every test runs with TABLETOP_HOME in tmp_path, so nothing touches the real user folder.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

import saves
from games.engine import paths, registry
from saves.players import clean_players
from games.engine.protocol import IllegalAction, rng_from_json, rng_to_json
from saves import store


# --------------------------------------------------------------------------- toy game

class ToyState:
    """State of the toy counting game (JSON-safe, exact, RNG included)."""

    def __init__(self, names, target, total=0, turn=0, rolls=(), rng=None):
        self.names, self.target, self.total, self.turn = list(names), target, total, turn
        self.rolls = list(rolls)
        self.rng = rng if rng is not None else random.Random(0)

    def to_dict(self) -> dict:
        # "rolls" is deliberately a tuple: a fresh to_dict() differs in Python type from
        # the JSON snapshot, and restore must still see them as equal.
        return {"names": self.names, "target": self.target, "total": self.total,
                "turn": self.turn, "rolls": tuple(self.rolls), "rng": rng_to_json(self.rng)}

    @classmethod
    def from_dict(cls, d: dict) -> "ToyState":
        # Like the real games: a damaged position is refused with ValueError.
        for key in ("target", "total", "turn"):
            if type(d[key]) is not int or d[key] < 0:
                raise ValueError(f"'{key}' is damaged")
        return cls(d["names"], d["target"], d["total"], d["turn"], d["rolls"],
                   rng_from_json(d["rng"]))


class ToyRules:
    """Seats in turn add 1..max_add to a total, then a d6 (+bonus) is rolled and recorded.

    ``max_add`` and ``bonus`` let a test play "a later version of the rules".
    """

    GAME_ID, TITLE = "toy", "Toy Count"
    State = ToyState

    def __init__(self, max_add: int = 3, bonus: int = 0, max_players: int = 4):
        self.max_add, self.bonus, self.max_players = max_add, bonus, max_players

    def new_game(self, players, options, seed):
        if not 1 <= len(players) <= self.max_players:
            raise ValueError(f"toy needs 1 to {self.max_players} players")
        return ToyState([p["name"] for p in players], options.get("target", 1000),
                        rng=random.Random(seed))

    def apply(self, state, action):
        if self.is_over(state):
            raise IllegalAction("The game is over.")
        n = action["n"]
        if not 1 <= n <= self.max_add:
            raise IllegalAction(f"You may add 1 to {self.max_add}.")
        state.total += n
        state.rolls.append(state.rng.randint(1, 6) + self.bonus)
        state.turn = (state.turn + 1) % len(state.names)
        return [{"type": "added", "seat": state.turn, "n": n, "barrier": True}]

    def progress(self, state):
        return f"Total {state.total} of {state.target}"

    def describe(self, state, event):
        return f"Added {event['n']}."

    def is_over(self, state):
        return state.total >= state.target

    def scores(self, state):
        return [state.total if seat == state.turn else 0 for seat in range(len(state.names))]

    def current_seat(self, state):
        return None if self.is_over(state) else state.turn

    def legal_actions(self, state):
        return [] if self.is_over(state) else [{"type": "add", "n": n}
                                               for n in range(1, self.max_add + 1)]

    def view(self, state, seat):
        return state.to_dict()


PLAYERS = [{"name": "Łucja", "colour": "vermillion"}, {"name": "Bob", "colour": "blue"}]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Point TABLETOP_HOME at a temporary folder for every test."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def toy(monkeypatch):
    """Register the toy game; ``toy.rules`` may be swapped to simulate a rules change."""
    holder = SimpleNamespace(rules=ToyRules())
    real_get = registry.get

    def fake_get(game_id):
        if game_id == "toy":
            return SimpleNamespace(game_id="toy", title="Toy Count", available=True,
                                   rules=lambda: holder.rules)
        return real_get(game_id)

    monkeypatch.setattr(registry, "get", fake_get)
    return holder


def play(rules, moves, seed=42, target=1000, kind="named", title="Łucja vs Bob"):
    """Play ``moves`` (list of ints to add) and return the save record."""
    options = {"target": target}
    state = rules.new_game(PLAYERS, options, seed)
    actions = []
    for n in moves:
        action = {"type": "add", "n": n}
        rules.apply(state, action)
        actions.append(action)
    return store.make_record("toy", title, PLAYERS, options, seed, actions, state, rules, kind)


def moves(count):
    return [1 + i % 3 for i in range(count)]


# --------------------------------------------------------------------------- records

def test_make_record_fields_and_types(toy):
    record = play(toy.rules, moves(5))
    assert record["format"] == saves.FORMAT_VERSION == 1
    assert record["app"] == "TabletopFive"
    assert (record["game"], record["title"], record["seed"]) == ("toy", "Łucja vs Bob", 42)
    assert record["players"] == PLAYERS and record["options"] == {"target": 1000}
    assert len(record["actions"]) == 5 and record["actions"][0] == {"type": "add", "n": 1}
    assert record["snapshot"]["total"] == 9 and isinstance(record["snapshot"]["rolls"], list)
    assert record["progress"] == "Total 9 of 1000" and record["over"] is False
    assert record["kind"] == "named"
    assert store.datetime.fromisoformat(record["saved_at"]).tzinfo is not None


def test_make_record_copies_its_inputs(toy):
    rules = toy.rules
    state = rules.new_game(PLAYERS, {}, 1)
    actions = [{"type": "add", "n": 2}]
    rules.apply(state, actions[0])
    record = store.make_record("toy", "t", PLAYERS, {}, 1, actions, state, rules, "auto")
    actions.append({"type": "add", "n": 1})
    rules.apply(state, actions[1])
    assert len(record["actions"]) == 1 and record["snapshot"]["total"] == 2


def test_make_record_rejects_bad_kind_and_unsafe_data(toy):
    state = toy.rules.new_game(PLAYERS, {}, 1)
    with pytest.raises(ValueError):
        store.make_record("toy", "t", PLAYERS, {}, 1, [], state, toy.rules, "quick")
    with pytest.raises(ValueError):
        store.make_record("toy", "t", PLAYERS, {"x": {1, 2}}, 1, [], state, toy.rules, "auto")
    with pytest.raises(ValueError):
        store.make_record("toy", "t", PLAYERS, {"x": float("nan")}, 1, [], state,
                          toy.rules, "auto")


# --------------------------------------------------------------------------- round trip

def test_round_trip_named_save(toy, home):
    record = play(toy.rules, moves(150))
    path = saves.save_named(record)
    assert path.parent == home / "data" / "saves" == paths.saves_dir()
    loaded = saves.read_record(path)
    assert loaded == record
    restored = saves.restore(loaded)
    assert restored.mismatch is None and restored.from_snapshot is False
    assert restored.state.to_dict()["rolls"] == tuple(record["snapshot"]["rolls"])
    assert json.loads(json.dumps(restored.state.to_dict())) == record["snapshot"]
    assert restored.actions == record["actions"] and restored.record is loaded
    # The replayed game goes on exactly like the original (same RNG position).
    original = toy.rules.State.from_dict(record["snapshot"])
    toy.rules.apply(original, {"type": "add", "n": 1})
    toy.rules.apply(restored.state, {"type": "add", "n": 1})
    assert original.to_dict() == restored.state.to_dict()


def test_file_is_compact_utf8_json(toy, tmp_path):
    path = saves.save_named(play(toy.rules, moves(3)), tmp_path)
    raw = path.read_bytes()
    assert "Łucja".encode("utf-8") in raw and b"\\u" not in raw
    assert b"\n" not in raw and b", " not in raw
    assert json.loads(raw.decode("utf-8"))["title"] == "Łucja vs Bob"


def test_named_file_name_and_kind(toy, tmp_path):
    record = play(toy.rules, moves(2), kind="auto", title="Baš-Čelik: Łukasz's game!")
    record["saved_at"] = "2026-11-29T16:05:07+01:00"
    first = saves.save_named(record, tmp_path)
    second = saves.save_named(record, tmp_path)
    assert first.name == "bas-celik-lukasz-s-game-20261129-160507.json"
    assert second.name == "bas-celik-lukasz-s-game-20261129-160507-2.json"
    assert saves.read_record(first)["kind"] == "named"
    assert saves.slugify("!!!") == "save" and saves.slugify("Labirynt Czarnoksiężnika") == \
        "labirynt-czarnoksieznika"


def test_autosave_is_one_file_per_game_rewritten(toy, tmp_path):
    path = saves.save_autosave(play(toy.rules, moves(1), kind="named"), tmp_path)
    assert path == saves.autosave_path(tmp_path, "toy") == saves.autosave_path(tmp_path) \
        == tmp_path / "autosave-toy.json"
    saves.save_autosave(play(toy.rules, moves(4)), tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]
    record = saves.read_record(path)
    assert record["kind"] == "auto" and len(record["actions"]) == 4


def test_a_new_game_keeps_the_unfinished_autosave_of_its_game_as_a_named_save(toy, tmp_path):
    unfinished = play(toy.rules, moves(3), kind="auto")
    saves.save_autosave(unfinished, tmp_path)
    assert saves.keep_unfinished_autosave("toy", tmp_path, incoming=unfinished) is None
    kept = saves.keep_unfinished_autosave("toy", tmp_path)          # a new game comes
    assert kept.name.startswith("unfinished-lucja-vs-bob-")
    assert saves.read_record(kept)["kind"] == "named"
    assert saves.read_record(kept)["title"] == "Unfinished: Łucja vs Bob"
    assert saves.read_record(kept)["actions"] == unfinished["actions"]
    finished = play(toy.rules, [3, 3], target=5)
    saves.save_autosave(finished, tmp_path)      # finished: kept under its own title,
    kept = saves.keep_unfinished_autosave("toy", tmp_path)     # to be replayed later
    assert saves.read_record(kept)["title"] == finished["title"]
    assert saves.read_record(kept)["over"] and saves.read_record(kept)["kind"] == "named"
    assert saves.keep_unfinished_autosave("toy", tmp_path) is None    # held already
    assert saves.keep_unfinished_autosave("chess", tmp_path) is None  # no autosave at all


def test_save_rejects_malformed_record(toy, tmp_path):
    record = play(toy.rules, moves(1))
    del record["snapshot"]
    with pytest.raises(saves.SaveError, match="'snapshot' field is missing"):
        saves.save_named(record, tmp_path)
    with pytest.raises(saves.SaveError):
        saves.save_autosave(record, tmp_path)
    assert list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------------- restore

def test_mismatch_reports_plainly_and_offers_snapshot(toy):
    record = play(toy.rules, moves(37))
    toy.rules = ToyRules(bonus=1)  # a "rules fix": the dice now read one higher
    restored = saves.restore(record)
    assert restored.mismatch == (
        "This save was made by an older version of the rules: replaying its 37 moves "
        "gives a different game. You can continue from the saved position instead.")
    assert restored.from_snapshot is True
    assert json.loads(json.dumps(restored.state.to_dict())) == record["snapshot"]
    assert restored.actions == record["actions"]


def test_replay_illegal_move_names_the_move(toy):
    record = play(toy.rules, [1, 2, 1, 1, 3, 1, 2])
    toy.rules = ToyRules(max_add=2)
    restored = saves.restore(record)
    assert restored.from_snapshot is True
    assert restored.mismatch.startswith(
        "This save was made by an older version of the rules: move 5 of 7 is no longer "
        'allowed ("You may add 1 to 2.").')
    assert restored.mismatch.endswith("You can continue from the saved position instead.")
    assert restored.state.total == record["snapshot"]["total"] == 11


def test_replay_crash_is_reported_not_raised(toy):
    record = play(toy.rules, moves(3))
    record["actions"][1] = {"type": "add"}  # an action the rules cannot even read
    restored = saves.restore(record)
    assert "replaying move 2 of 3 fails (the game's code met something it did not expect: KeyError)" in restored.mismatch
    assert restored.from_snapshot is True and restored.state.total == 6


def test_game_that_cannot_be_set_up_again(toy):
    record = play(toy.rules, moves(3))
    toy.rules = ToyRules(max_players=1)
    restored = saves.restore(record)
    assert "its game can no longer be set up (toy needs 1 to 1 players)" in \
        restored.mismatch
    assert restored.from_snapshot is True


def test_unrebuildable_snapshot_and_failing_replay_raise_save_error(toy):
    record = play(toy.rules, [1, 3, 3])
    toy.rules = ToyRules(max_add=2)
    del record["snapshot"]["rng"]
    with pytest.raises(saves.SaveError) as info:
        saves.restore(record)
    assert "move 2 of 3 is no longer allowed" in info.value.reason
    assert "The saved position cannot be rebuilt either (the game's code met something it did not expect: KeyError)" in info.value.reason
    assert "continue from" not in info.value.reason


def test_prefer_snapshot_skips_replay(toy):
    record = play(toy.rules, moves(6))

    def refuse(state, action):
        raise AssertionError("replayed although the snapshot was preferred")

    toy.rules.apply = refuse
    restored = saves.restore(record, prefer_snapshot=True)
    assert restored.from_snapshot is True and restored.mismatch is None
    assert restored.state.total == record["snapshot"]["total"]


def test_restore_refuses_unknown_game(toy):
    record = play(toy.rules, moves(1))
    record["game"] = "chess"
    with pytest.raises(saves.SaveError, match="does not know"):
        saves.restore(record)


# --------------------------------------------------------------------------- bad files

def _good_record(toy) -> dict:
    return play(toy.rules, moves(4))


def _bytes(record) -> bytes:
    return json.dumps(record, ensure_ascii=False).encode("utf-8")


def _changed(toy, **changes) -> bytes:
    record = _good_record(toy)
    record.update(changes)
    return _bytes(record)


def _without(toy, key) -> bytes:
    record = _good_record(toy)
    del record[key]
    return _bytes(record)


BAD_FILES = {
    "corrupt": (lambda t: b'{"format": 1, "app" "TabletopFive"}', "not valid JSON"),
    "truncated": (lambda t: _bytes(_good_record(t))[:200], "truncated"),
    "empty": (lambda t: b"", "The file is empty."),
    "blank": (lambda t: b" \n\t\n", "The file is empty."),
    "future": (lambda t: _changed(t, format=2), "newer version of Tabletop Five (save format 2)"),
    "format zero": (lambda t: _changed(t, format=0), "Unknown save format 0"),
    "no format": (lambda t: _without(t, "format"), "no format number"),
    "binary": (lambda t: b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "it is not text"),
    "prose": (lambda t: "Ceci n'est pas une sauvegarde.".encode(), "not valid JSON"),
    "list": (lambda t: b"[1, 2, 3]", "holds a list instead of an object"),
    "string": (lambda t: b'"hello"', "holds text instead of an object"),
    "nan": (lambda t: b'{"format": NaN}', "NaN is not allowed"),
    "deep": (lambda t: b"[" * 200_000, "nested too deeply to be a save"),
    "missing seed": (lambda t: _without(t, "seed"), "the 'seed' field is missing"),
    "missing actions": (lambda t: _without(t, "actions"), "the 'actions' field is missing"),
    "seed text": (lambda t: _changed(t, seed="42"), "'seed' should be a whole number, not text"),
    "seed bool": (lambda t: _changed(t, seed=True), "'seed' should be a whole number, not true"),
    "over text": (lambda t: _changed(t, over="no"), "'over' should be true/false, not text"),
    "players dict": (lambda t: _changed(t, players={}), "'players' should be a list"),
    "nameless": (lambda t: _changed(t, players=[{"colour": "red"}]), "player 1 has no name"),
    "bad action": (lambda t: _changed(t, actions=[{"type": "add"}, 3]), "move 2 is not an"),
    "bad kind": (lambda t: _changed(t, kind="quick"), "unknown kind 'quick'"),
    "bad date": (lambda t: _changed(t, saved_at="yesterday"), "'saved_at' is not a date"),
    "other app": (lambda t: _changed(t, app="Chess3000"), "Not a Tabletop Five save"),
    "unknown game": (lambda t: _changed(t, game="chess"), "does not know ('chess')"),
    "unavailable game": (lambda t: _changed(t, game="bas_celik"),
                         "Baš-Čelik, which this version cannot play yet"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_file_listed_with_reason_beside_good_save(toy, tmp_path, case, monkeypatch):
    make_bytes, expected = BAD_FILES[case]
    if case == "unavailable game":         # every game is playable now: make one not yet
        import dataclasses
        from games.engine import registry
        monkeypatch.setattr(registry, "GAMES", tuple(
            dataclasses.replace(g, available=False) if g.game_id == "bas_celik" else g
            for g in registry.GAMES))
    good = saves.save_named(_good_record(toy), tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_bytes(make_bytes(toy))
    with pytest.raises(saves.SaveError) as info:
        saves.read_record(bad)
    assert expected in info.value.reason and "\n" not in info.value.reason
    entries = {e.path.name: e for e in saves.list_saves(tmp_path)}
    assert set(entries) == {good.name, "bad.json"}
    assert entries[good.name].ok and entries[good.name].reason is None
    broken = entries["bad.json"]
    assert broken.ok is False and broken.reason == info.value.reason
    assert broken.game is None and broken.players == [] and broken.over is False
    assert broken.display_date  # dated by the file's modification time


def test_unreadable_file_does_not_stop_listing(toy, tmp_path, monkeypatch):
    good = saves.save_named(_good_record(toy), tmp_path)
    locked = tmp_path / "locked.json"
    locked.write_bytes(_bytes(_good_record(toy)))
    real_read = Path.read_bytes

    def read_bytes(self):
        if self.name == "locked.json":
            raise PermissionError(13, "Permission denied")
        return real_read(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    entries = {e.path.name: e for e in saves.list_saves(tmp_path)}
    assert entries[good.name].ok
    assert entries["locked.json"].reason == "The file could not be read: permission denied."


# --------------------------------------------------------------------------- listing

def test_listing_fields_and_newest_first(toy, tmp_path):
    old = _good_record(toy)
    old["saved_at"], old["title"] = "2026-11-29T16:05:00+01:00", "Old one"
    new = play(toy.rules, moves(2), title="New one")
    new["saved_at"] = "2026-11-30T09:00:00+01:00"
    saves.save_named(old, tmp_path)
    saves.save_named(new, tmp_path)
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    stamp = store.datetime.fromisoformat("2026-11-29T20:00:00+01:00").timestamp()
    os.utime(broken, (stamp, stamp))
    entries = saves.list_saves(tmp_path)
    assert [e.title for e in entries] == ["New one", None, "Old one"]
    last = entries[2]
    assert (last.game, last.game_title, last.kind, last.over) == ("toy", "Toy Count",
                                                                  "named", False)
    assert last.players == ["Łucja", "Bob"] and last.progress == "Total 7 of 1000"
    assert last.display_date == "29 Nov 2026, 16:05:00"


def test_listing_ignores_temp_hidden_and_other_files(toy, tmp_path):
    good = saves.save_named(_good_record(toy), tmp_path)
    (tmp_path / ".autosave.json.k2j3h4.tmp").write_text('{"half": ')
    (tmp_path / "x.json.tmp").write_text("garbage")
    (tmp_path / "._mac.json").write_bytes(b"\x00\x05\x16\x07")
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "folder.json").mkdir()
    assert [e.path for e in saves.list_saves(tmp_path)] == [good]


def test_listing_default_folder_and_empty(home):
    assert saves.list_saves() == []
    assert (home / "data" / "saves").is_dir()


def test_delete(toy, tmp_path):
    path = saves.save_named(_good_record(toy), tmp_path)
    other = saves.save_autosave(_good_record(toy), tmp_path)
    saves.delete_save(path)
    assert not path.exists() and [e.path for e in saves.list_saves(tmp_path)] == [other]
    saves.delete_save(path)  # already gone: not an error
    (tmp_path / "keep.txt").write_text("x")
    with pytest.raises(saves.SaveError):
        saves.delete_save(tmp_path / "keep.txt")
    assert (tmp_path / "keep.txt").exists()


def test_latest_continuable(toy, tmp_path):
    assert saves.latest_continuable(tmp_path) is None
    named = saves.save_named(_good_record(toy), tmp_path)
    assert saves.latest_continuable(tmp_path).path == named   # an unfinished named save
    os.utime(named, (1_000_000, 1_000_000))                   # older than what follows
    saves.save_autosave(play(toy.rules, moves(3)), tmp_path)
    entry = saves.latest_continuable(tmp_path)
    assert entry.path.name == "autosave-toy.json" and entry.kind == "auto" and entry.ok
    saves.save_autosave(play(toy.rules, [3, 3], target=5), tmp_path)
    assert saves.read_record(saves.autosave_path(tmp_path))["over"] is True
    assert saves.latest_continuable(tmp_path).path == named   # the older unfinished one
    saves.autosave_path(tmp_path).write_text('{"format": 1')
    assert saves.latest_continuable(tmp_path).path == named
    named.unlink()
    assert saves.latest_continuable(tmp_path) is None


def test_display_date_formats():
    entry = saves.SaveEntry(Path("a.json"), True, None, "toy", "Toy", "t", [], "p",
                            "2026-01-02T03:04:05", "auto", False)
    assert entry.display_date == "2 Jan 2026, 03:04:05"


# --------------------------------------------------------------------------- atomic writes

@pytest.mark.parametrize("failing", ["replace", "fsync", "write"])
def test_failed_write_keeps_old_file(toy, tmp_path, monkeypatch, failing):
    path = tmp_path / "autosave.json"
    old = _good_record(toy)
    saves.write_atomic(path, old)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if failing == "write":
        real_fdopen = os.fdopen

        class HalfWriter:
            def __init__(self, fd, mode):
                self.inner = real_fdopen(fd, mode)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.inner.close()

            def write(self, data):
                self.inner.write(data[: len(data) // 2])
                self.inner.flush()
                boom()

        monkeypatch.setattr(store.os, "fdopen", HalfWriter)
    else:
        monkeypatch.setattr(store.os, failing, boom)
    with pytest.raises(saves.SaveError, match="autosave.json could not be written: the disk is full"):
        saves.write_atomic(path, play(toy.rules, moves(9)))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_failed_first_write_leaves_no_file(toy, tmp_path, monkeypatch):
    def fail(*args):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(store.os, "replace", fail)
    with pytest.raises(saves.SaveError):
        saves.save_named(_good_record(toy), tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_interrupt_during_write_keeps_old_file(toy, tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    saves.write_atomic(path, {"v": 1})

    def interrupt(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(store.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        saves.write_atomic(path, {"v": 2})
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_unserialisable_data_writes_nothing(tmp_path):
    with pytest.raises(saves.SaveError, match="cannot be written as a save file"):
        saves.write_atomic(tmp_path / "x.json", {"bad": object()})
    assert list(tmp_path.iterdir()) == []


KILLED_WRITER = """
import resource, signal, sys
from pathlib import Path
from saves.store import write_atomic
path = Path(sys.argv[1])
write_atomic(path, {"v": 1, "pad": "old"})
# The kernel now kills this process (SIGXFSZ) in the middle of writing more than 64 kB.
signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))
write_atomic(path, {"v": 2, "pad": "new" * 100_000})
"""


@pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX file-size limits")
def test_process_killed_mid_write_keeps_old_file(tmp_path):
    """A writer killed by the kernel halfway through a 300 kB save leaves the old save."""
    import signal

    path = tmp_path / "autosave.json"
    proc = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path)], cwd=paths.ROOT,
                          capture_output=True, timeout=60)
    assert proc.returncode == -signal.SIGXFSZ, proc.stderr
    assert json.loads(path.read_text(encoding="utf-8")) == {"v": 1, "pad": "old"}
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "autosave.json"]
    assert len(leftovers) == 1 and leftovers[0].endswith(".tmp")  # the half-written temp
    assert [e.path.name for e in saves.list_saves(tmp_path)] == ["autosave.json"]


LOOPING_WRITER = """
import sys
from pathlib import Path
from saves.store import write_atomic
path = Path(sys.argv[1])
versions = [{"v": v, "pad": str(v) * 2_000_000} for v in (1, 2)]
write_atomic(path, versions[0])
print("ready", flush=True)
i = 0
while True:
    i += 1
    write_atomic(path, versions[i % 2])
"""


@pytest.mark.parametrize("delay", [0.0, 0.037])
def test_killed_writer_never_leaves_broken_file(tmp_path, delay):
    """SIGKILL a process that keeps rewriting a 2 MB save: the file always parses."""
    path = tmp_path / "autosave.json"
    proc = subprocess.Popen([sys.executable, "-c", LOOPING_WRITER, str(path)],
                            cwd=paths.ROOT, stdout=subprocess.PIPE)
    try:
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["v"] in (1, 2) and data["pad"] == str(data["v"]) * 2_000_000
    assert [e.path.name for e in saves.list_saves(tmp_path)] == ["autosave.json"]


def test_a_save_named_like_an_autosave_gets_its_own_file_name(toy, tmp_path):
    for title in ("Autosave", "autosave-toy"):
        path = saves.save_named(play(toy.rules, moves(1), title=title), tmp_path)
        assert path.name.startswith("save-autosave") and saves.autosave_paths(tmp_path) == []
    assert len(saves.list_saves(tmp_path)) == 2


def test_a_replayed_save_brings_its_game_log(toy, tmp_path):
    path = saves.save_named(play(toy.rules, [1, 2, 3]), tmp_path)
    restored = saves.restore(saves.read_record(path))
    assert [lines["en"] for lines in restored.log] == [("Added 1.", {}), ("Added 2.", {}), ("Added 3.", {})]
    assert saves.restore(saves.read_record(path), prefer_snapshot=True).log == []


# --------------------------------------------------------------------------- damaged snapshots

SNAPSHOT_DAMAGE = {
    "a field missing (added by a later version)": lambda snap: snap.pop("rng"),
    "a damaged number": lambda snap: snap.update(total="eleven"),
    "a negative number": lambda snap: snap.update(turn=-3),
    "a field missing": lambda snap: snap.pop("total"),
    "not a position at all": lambda snap: snap.clear(),
}


@pytest.mark.parametrize("damage", sorted(SNAPSHOT_DAMAGE))
@pytest.mark.parametrize("count", [0, 1, 17])
def test_a_damaged_snapshot_whose_moves_replay_offers_the_replayed_game(toy, damage, count):
    record = play(toy.rules, moves(count))
    played = toy.rules.State.from_dict(record["snapshot"]).to_dict()
    SNAPSHOT_DAMAGE[damage](record["snapshot"])
    restored = saves.restore(record)
    assert restored.offer == "replay" and restored.from_snapshot is False
    start = ("This save's stored position comes from an earlier version of the game (it lacks "
             "what this version keeps)" if damage == "a field missing"
             else "The stored position in this save is damaged (")
    assert restored.mismatch.startswith(start)
    assert restored.mismatch.endswith("You can continue from the replayed game.")
    assert "different game" not in restored.mismatch
    assert "older version" not in restored.mismatch
    assert restored.state.to_dict() == played               # the game as it was played
    assert restored.actions == record["actions"] and len(restored.log) == count


@pytest.mark.parametrize("damage", sorted(SNAPSHOT_DAMAGE))
def test_a_damaged_snapshot_and_a_changed_rule_refuse_the_save(toy, damage):
    record = play(toy.rules, [1, 2, 3, 3])
    SNAPSHOT_DAMAGE[damage](record["snapshot"])
    toy.rules = ToyRules(max_add=2)               # move 3 is no longer allowed
    with pytest.raises(saves.SaveError) as info:
        saves.restore(record)
    assert "move 3 of 4 is no longer allowed" in info.value.reason
    assert "cannot be rebuilt either" in info.value.reason


def test_a_usable_snapshot_is_still_offered_when_the_rules_changed(toy):
    record = play(toy.rules, moves(5))
    toy.rules = ToyRules(bonus=3)
    restored = saves.restore(record)
    assert restored.offer == "snapshot" and restored.from_snapshot
    assert restored.state.to_dict()["total"] == record["snapshot"]["total"]


def test_a_position_from_dict_accepts_but_the_rules_cannot_play_is_unusable(toy):
    record = play(toy.rules, moves(4))
    record["snapshot"]["names"] = ["Łucja"]                # one seat for two players
    restored = saves.restore(record)
    assert restored.offer == "replay"
    assert "its players do not match its position" in restored.mismatch


# --------------------------------------------------------------------------- player records

BAD_PLAYERS = {
    "unknown colour": ([{"name": "Łucja", "colour": "red"}, PLAYERS[1]],
                       ["Łucja plays Yellow"]),
    "colour not text": ([{"name": "Łucja", "colour": 7}, PLAYERS[1]], ["Łucja plays"]),
    "same colour twice": ([PLAYERS[0], {"name": "Bob", "colour": "vermillion"}],
                          ["Bob plays"]),
    "NUL in a name": ([{"name": "Łu\x00cja", "colour": "vermillion"}, PLAYERS[1]],
                      ["player 1's name was changed to \u201cŁucja\u201d"]),
    "lone surrogate": ([{"name": "Bo\ud800b", "colour": "vermillion"}, PLAYERS[1]],
                       ["player 1's name was changed to \u201cBo\ufffdb\u201d"]),
    "long name": ([{"name": "x" * 500, "colour": "vermillion"}, PLAYERS[1]],
                  ["\u201c" + "x" * 20 + "\u201d"]),
    "empty name": ([{"name": " \t ", "colour": "vermillion"}, PLAYERS[1]],
                   ["\u201cPlayer 1\u201d"]),
}


@pytest.mark.parametrize("case", sorted(BAD_PLAYERS))
def test_bad_player_records_are_repaired_on_loading_and_said_so(toy, tmp_path, case):
    players, said = BAD_PLAYERS[case]
    state = toy.rules.new_game(players, {}, 4)
    actions = [{"type": "add", "n": 2}, {"type": "add", "n": 1}]
    for a in actions:
        toy.rules.apply(state, a)
    record = store.make_record("toy", "t", players, {}, 4, actions, state, toy.rules, "auto")
    path = tmp_path / "autosave-toy.json"
    path.write_bytes(json.dumps(record).encode())          # \u escapes hold any text
    before = path.read_bytes()
    entry = saves.list_saves(tmp_path)[0]
    assert entry.ok and len(entry.players) == 2
    restored = saves.restore(saves.read_record(path))
    assert any(s in note for s in said for note in restored.repairs), restored.repairs
    fixed, _ = clean_players(players)
    assert restored.record["players"] == fixed
    assert restored.state.names == [p["name"] for p in fixed]   # replayed with them
    assert restored.state.total == 3
    assert path.read_bytes() == before                     # restoring writes nothing
    # The repaired game saves (and reloads) without any repair.
    again = saves.save_autosave(store.make_record("toy", "t", restored.record["players"], {},
                                4, actions, restored.state, toy.rules, "auto"), tmp_path)
    assert saves.restore(saves.read_record(again)).repairs == []


def test_bad_players_in_a_game_that_no_longer_replays_refuse_the_save(toy):
    players = [{"name": "A", "colour": "red"}, PLAYERS[1]]
    state = toy.rules.new_game(players, {}, 4)
    toy.rules.apply(state, {"type": "add", "n": 3})
    record = store.make_record("toy", "t", players, {}, 4, [{"type": "add", "n": 3}], state,
                               toy.rules, "auto")
    toy.rules = ToyRules(max_add=2)
    with pytest.raises(saves.SaveError, match="cannot be repaired"):
        saves.restore(record)


def test_a_title_that_cannot_be_written_is_cleaned_on_loading(toy, tmp_path):
    record = play(toy.rules, moves(2), title="Bad \ud800 title\x07")
    path = tmp_path / "t.json"
    path.write_bytes(json.dumps(record).encode())          # escaped: valid JSON text
    assert saves.list_saves(tmp_path)[0].title == "Bad \ufffd title"
    restored = saves.restore(saves.read_record(path))
    assert restored.record["title"] == "Bad \ufffd title"
    saves.save_named(restored.record, tmp_path)            # writable as UTF-8 now
