"""saves/store.py, reading and listing: truncated-file detection (at the edge), the exact
reasons of unreadable files, the fields of each listing entry, the order of the load list
(ties included), the autosave files per game, Continue's choice and deleting a save.

Expected values are written by hand; the toy game comes from ``test_saves``.
"""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games.engine import registry
from saves import store
from saves.records import MAX_SAVE_BYTES, SaveError
from tests.engine import fsfaults
from tests.engine.test_saves import PLAYERS, ToyRules

FAST = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])
TRUNCATED = "Damaged file: it stops in the middle (truncated)."


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def toy(monkeypatch):
    rules = ToyRules()
    real_get = registry.get

    def fake_get(game_id):
        if game_id == "toy":
            return SimpleNamespace(game_id="toy", title="Toy Count", available=True,
                                   rules=lambda: rules)
        return real_get(game_id)

    monkeypatch.setattr(registry, "get", fake_get)
    return rules


def record(toy, adds=(1, 2), title="Łucja vs Bob", saved_at="2026-11-29T16:05:07+01:00",
           target=1000, players=PLAYERS, kind="named") -> dict:
    state = toy.new_game(players, {"target": target}, 7)
    actions = []
    for n in adds:
        toy.apply(state, {"type": "add", "n": n})
        actions.append({"type": "add", "n": n})
    made = store.make_record("toy", title, players, {"target": target}, 7, actions, state,
                             toy, kind)
    made["saved_at"] = saved_at
    return made


def write(path: Path, data, mtime: float | None = None) -> Path:
    """Write ``data`` (bytes, or a record) at ``path``, with modification time ``mtime``."""
    path.write_bytes(data if isinstance(data, bytes) else
                     json.dumps(data, ensure_ascii=False).encode("utf-8"))
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def reason(path: Path) -> str:
    with pytest.raises(SaveError) as info:
        store.read_record(path)
    return info.value.reason


# --------------------------------------------------------------------------- truncated files

@pytest.mark.parametrize("text, cut", [
    ("", False), ("{", True), ("[", True), ("{}", False), ("[]", False), ("[[]", True),
    ("[]]", False), ("}{", False), ("]", False), ('"', True), ('""', False),
    ('"\\"', True),                   # the quote is escaped: still inside the string
    ('"\\\\"', False),                # an escaped backslash, then the closing quote
    ('"\\\\\\"', True), ('"\\n"', False), ('"{"', False), ('"[', True),
    ('{"a": "}"', True), ('["\\\\"]', False), ('{"a": [1, 2]}', False),
    ('{"a": [1, 2}', True), ("XX", False), ("true", False), ("[X]", False),
    ('{"k": "v\\"}"}', False), ('{"k": "v\\"}', True), ('[{"x": []}, {"y": {}}]', False), ("[[[]]", True),
])
def test_looks_truncated(text, cut):
    assert store._looks_truncated(text) is cut


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet=st.characters(
        codec="utf-8", exclude_categories=["Cs"])),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.text(max_size=6), inner, max_size=4),
    max_leaves=15)


@FAST
@given(value=json_values.filter(lambda v: isinstance(v, (list, dict, str))),
       ascii_only=st.booleans(), data=st.data())
def test_any_cut_of_a_container_or_a_string_looks_truncated(value, ascii_only, data):
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert not store._looks_truncated(text)
    cut = data.draw(st.integers(1, len(text) - 1))
    assert store._looks_truncated(text[:cut])


def test_a_save_cut_short_anywhere_is_called_truncated(toy, tmp_path):
    """Every cut, also one inside a letter of two or three bytes (Ł, ─)."""
    saved = record(toy, title="Łucja ─ Bob")
    saved["snapshot"] = {"names": ["Łucja", "Bob"], "total": 3}     # short: every cut is tried
    raw = json.dumps(saved, ensure_ascii=False).encode("utf-8")
    path = tmp_path / "cut.json"
    wrong = {}
    for cut in range(1, len(raw)):
        path.write_bytes(raw[:cut])
        got = reason(path)
        if got != TRUNCATED:
            wrong[cut] = got
    assert wrong == {}


@pytest.mark.parametrize("text, expected", [
    ('"abc', TRUNCATED),                     # json reports the start of the string
    ('{"a": "x', TRUNCATED),
    ('[1,,2', TRUNCATED),                    # an error inside, but brackets still open
    ('"a\\"', TRUNCATED),
    ('[1,,2]', "Damaged file: not valid JSON (line 1, column 4)."),
    ('{"a":1 "b":2}', "Damaged file: not valid JSON (line 1, column 8)."),
    ('{}}', "Damaged file: not valid JSON (line 1, column 3)."),
    ('{\n  "a": 1,\n  "b" 2\n}', "Damaged file: not valid JSON (line 3, column 7)."),
    ('["a\\\\", ,]', "Damaged file: not valid JSON (line 1, column 9)."),
    ('][', "Damaged file: not valid JSON (line 1, column 1)."),
    ('{"a": Infinity}', "Damaged file: Infinity is not allowed."),
    ('{"a": -Infinity}', "Damaged file: -Infinity is not allowed."),
])
def test_damaged_json_is_named(tmp_path, text, expected):
    assert reason(write(tmp_path / "d.json", text.encode())) == expected


def test_too_large_to_be_a_save_at_the_exact_size(toy, tmp_path):
    saved = record(toy)
    raw = json.dumps(saved).encode()
    path = write(tmp_path / "big.json", raw + b" " * (MAX_SAVE_BYTES - len(raw)))
    assert path.stat().st_size == 16 * 1024 * 1024
    assert store.read_record(path) == saved                  # the largest size still read
    with open(path, "ab") as handle:
        handle.write(b" ")
    assert reason(path) == "Too large to be a save (16 MB)."
    with open(path, "r+b") as handle:                      # sparse: nothing more is written
        handle.truncate(33 * 1024 * 1024 + 5)
    assert reason(path) == "Too large to be a save (33 MB)."


def test_a_missing_file_cannot_be_read(tmp_path):
    assert reason(tmp_path / "gone.json") == \
        "The file could not be read: it is not there any more (moved or deleted)."
    assert reason(tmp_path / "no folder" / "gone.json") == \
        "The file could not be read: the folder does not exist."


def test_a_byte_order_mark_is_allowed(toy, tmp_path):
    saved = record(toy)
    path = write(tmp_path / "bom.json", b"\xef\xbb\xbf" + json.dumps(saved).encode())
    assert store.read_record(path) == saved


# --------------------------------------------------------------------------- entries

def test_a_readable_entry_has_every_field(toy, tmp_path):
    path = write(tmp_path / "a.json", record(toy, kind="auto"), 1_700_000_000)
    assert store._entry(path) == store.SaveEntry(
        path, True, None, "toy", "Toy Count", "Łucja vs Bob", ["Łucja", "Bob"],
        "Total 3 of 1000", "2026-11-29T16:05:07+01:00", "auto", False, 1_700_000_000.0)


def test_a_finished_game_entry(toy, tmp_path):
    path = write(tmp_path / "a.json", record(toy, adds=(3, 3), target=5))
    entry = store._entry(path)
    assert entry.ok and entry.over is True and entry.progress == "Total 6 of 5"


def test_an_unreadable_entry_has_only_its_reason_and_date(tmp_path):
    path = write(tmp_path / "b.json", b"{", 1_600_000_000)
    assert store._entry(path) == store.SaveEntry(path, False, TRUNCATED, None, None, None, [],
                                                 None, None, None, False, 1_600_000_000.0)


def test_a_vanished_file_is_an_entry_of_time_zero(tmp_path):
    entry = store._entry(tmp_path / "gone.json")
    assert (entry.ok, entry.modified) == (False, 0.0)
    assert entry.reason == "The file could not be read: it is not there any more (moved or deleted)."


@pytest.mark.parametrize("title, shown", [("", "Untitled"), ("\x07\n", "Untitled"),
                                          ("  Ala\tma kota  ", "Alama kota"),
                                          ("x" * 250, "x" * 200)])
def test_texts_from_the_file_are_made_safe(toy, tmp_path, title, shown):
    saved = record(toy, title=title)
    saved["progress"] = "\u202eTotal\x00 3"
    entry = store._entry(write(tmp_path / "t.json", saved))
    assert entry.title == shown and entry.progress == "Total 3"


def test_player_names_are_listed_as_repaired(toy, tmp_path):
    players = [{"name": "", "colour": "blue"}, {"name": "bob", "colour": "red"},
               {"name": "BOB", "colour": "yellow"}]
    entry = store._entry(write(tmp_path / "p.json", record(toy, players=players)))
    assert entry.ok and entry.players == ["Player 1", "bob", "Player 3"]


# --------------------------------------------------------------------------- load list order

def test_the_load_list_is_newest_first_with_ties_by_name(toy, tmp_path):
    t = "2026-11-29T16:05:07+01:00"
    for name in ("b.json", "d.json", "a.json"):
        write(tmp_path / name, record(toy, title=name, saved_at=t), 5)
    write(tmp_path / "c.json", record(toy, title="later", saved_at="2026-11-29T16:05:08+01:00"))
    write(tmp_path / "e.json", record(toy, title="earlier", saved_at="2026-11-29T16:05:06+01:00"))
    # The same moment in another time zone ties too.
    write(tmp_path / "f.json", record(toy, title="f", saved_at="2026-11-29T15:05:07+00:00"))
    assert [e.path.name for e in store.list_saves(tmp_path)] == \
        ["c.json", "f.json", "d.json", "b.json", "a.json", "e.json"]


def test_an_unreadable_file_sorts_by_its_file_time_and_ties_by_name(toy, tmp_path):
    stamp = store.datetime.fromisoformat("2026-11-29T16:05:07+01:00").timestamp()
    write(tmp_path / "m.json", record(toy))
    write(tmp_path / "z.json", b"{", stamp)              # same moment, a later name
    write(tmp_path / "a.json", b"{", stamp)              # same moment, an earlier name
    write(tmp_path / "new.json", b"[", stamp + 1)
    write(tmp_path / "old.json", b"[", stamp - 1)
    assert [e.path.name for e in store.list_saves(tmp_path)] == \
        ["new.json", "z.json", "m.json", "a.json", "old.json"]


def test_a_file_time_no_date_can_show_sorts_by_its_number(toy, tmp_path, monkeypatch):
    write(tmp_path / "good.json", record(toy))
    write(tmp_path / "far.json", b"{")
    write(tmp_path / "before.json", b"{")
    real = store._mtime
    times = {"far.json": 1e20, "before.json": -1e20}
    monkeypatch.setattr(store, "_mtime", lambda p: times.get(p.name) or real(p))
    entries = store.list_saves(tmp_path)
    assert [e.path.name for e in entries] == ["far.json", "good.json", "before.json"]
    assert entries[0].display_date == "date unknown" == entries[2].display_date


def test_a_naive_date_is_read_as_local_time(toy, tmp_path):
    write(tmp_path / "n.json", record(toy, saved_at="2026-01-02T03:04:05"))
    entry = store.list_saves(tmp_path)[0]
    assert entry.display_date == "2 Jan 2026, 03:04:05"


def test_a_folder_that_cannot_be_listed_lists_nothing(toy, tmp_path, monkeypatch):
    write(tmp_path / "a.json", record(toy))
    fsfaults.deny(monkeypatch, tmp_path, writes=False, reads=True)
    assert store.list_saves(tmp_path) == [] and store.autosave_paths(tmp_path) == []
    assert store.continue_choice(tmp_path) == (None, [])


def test_a_file_in_the_folders_place_lists_nothing(tmp_path):
    (tmp_path / "saves").write_text("x")
    assert store.list_saves(tmp_path / "saves") == []
    assert store.autosave_paths(tmp_path / "saves") == []


# --------------------------------------------------------------------------- autosaves

def test_autosave_paths_are_every_autosave_newest_first(tmp_path):
    for name, mtime in [("autosave-basilica.json", 300), ("autosave.json", 100),
                        ("autosave-bazyliszek.json", 200), ("autosave-toy.json", 200),
                        ("named.json", 400), ("save-autosave-x.json", 400),
                        ("autosave-x.txt", 400), (".autosave-y.json.abc.tmp", 400)]:
        write(tmp_path / name, b"{}", mtime)
    (tmp_path / "autosave-folder.json").mkdir()
    assert [p.name for p in store.autosave_paths(tmp_path)] == [
        "autosave-basilica.json", "autosave-toy.json", "autosave-bazyliszek.json",
        "autosave.json"]


def test_autosave_paths_of_the_default_folder(home):
    assert store.autosave_paths() == []
    write(home / "data" / "saves" / "autosave-toy.json", b"{}")
    assert store.autosave_paths() == [home / "data" / "saves" / "autosave-toy.json"]


@pytest.mark.parametrize("game, name", [("bazyliszek", "autosave-bazyliszek.json"),
                                        ("baldricks_tomb", "autosave-baldricks-tomb.json"),
                                        ("Baš-Čelik", "autosave-bas-celik.json"),
                                        ("!!", "autosave-save.json")])
def test_each_game_has_its_own_autosave(tmp_path, game, name):
    assert store.autosave_path(tmp_path, game) == tmp_path / name


def test_without_a_game_the_newest_autosave_or_the_old_name(tmp_path, home):
    assert store.autosave_path(tmp_path) == tmp_path / "autosave.json"
    assert store.autosave_path() == home / "data" / "saves" / "autosave.json"
    write(tmp_path / "autosave-a.json", b"{}", 100)
    write(tmp_path / "autosave-b.json", b"{}", 50)
    assert store.autosave_path(tmp_path) == tmp_path / "autosave-a.json"


def test_an_autosave_goes_to_its_games_file(toy, tmp_path):
    path = store.save_autosave(record(toy, kind="named"), tmp_path)
    assert path == tmp_path / "autosave-toy.json"
    assert store.read_record(path)["kind"] == "auto"
    write(tmp_path / "autosave-other.json", b"{}", 4_000_000_000)   # newer, another game
    assert store.save_autosave(record(toy), tmp_path) == tmp_path / "autosave-toy.json"


# --------------------------------------------------------------------------- Continue

def test_continue_takes_the_newest_unfinished_and_names_the_unreadable_newer_ones(toy, tmp_path):
    write(tmp_path / "autosave-a.json", b"{", 600)                               # unreadable
    write(tmp_path / "autosave-b.json", record(toy, adds=(3, 3), target=5, kind="auto"), 500)
    write(tmp_path / "autosave-c.json", b'{"format": 7}', 400)                   # unreadable
    write(tmp_path / "autosave-d.json", record(toy, title="D", kind="auto"), 300)
    write(tmp_path / "autosave-e.json", record(toy, title="E", kind="auto"), 200)
    write(tmp_path / "autosave-f.json", b"[", 100)                               # older
    entry, skipped = store.continue_choice(tmp_path)
    assert entry.path.name == "autosave-d.json" and entry.title == "D"
    assert [e.path.name for e in skipped] == ["autosave-a.json", "autosave-c.json"]
    assert [e.reason for e in skipped] == [
        TRUNCATED, "Made by a newer version of Tabletop Five (save format 7); this version "
                   "reads format 1."]
    assert store.latest_continuable(tmp_path) == entry


def test_continue_with_nothing_unfinished(toy, tmp_path):
    assert store.continue_choice(tmp_path) == (None, [])
    write(tmp_path / "autosave-a.json", record(toy, adds=(3, 3), target=5, kind="auto"), 300)
    write(tmp_path / "autosave-b.json", b"", 200)
    write(tmp_path / "named.json", record(toy, adds=(3, 3), target=5), 900)    # over too
    entry, skipped = store.continue_choice(tmp_path)
    assert entry is None and [e.path.name for e in skipped] == ["autosave-b.json"]
    assert skipped[0].reason == "The file is empty."
    assert store.latest_continuable(tmp_path) is None


def test_continue_takes_an_unfinished_named_save_when_no_autosave_holds_one(toy, tmp_path):
    """A playtester found Continue greyed after a finished game while the unfinished game
    it had replaced was kept under Load game: Continue resumes the newest unfinished save,
    named or autosave."""
    write(tmp_path / "autosave-toy.json", record(toy, adds=(3, 3), target=5, kind="auto"), 900)
    write(tmp_path / "unfinished-a.json", record(toy, title="Unfinished: A"), 500)
    write(tmp_path / "b.json", record(toy, title="B", adds=(1, 1)), 300)
    entry, skipped = store.continue_choice(tmp_path)
    assert entry.path.name == "unfinished-a.json" and skipped == []


# --------------------------------------------------------------------------- deleting

def test_delete_removes_only_that_save(toy, tmp_path):
    keep = write(tmp_path / "keep.json", record(toy))
    gone = write(tmp_path / "gone.json", record(toy))
    assert store.delete_save(gone) is None
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]
    store.delete_save(str(gone))                     # already gone (and given as text)
    assert keep.exists()


@pytest.mark.parametrize("name, shown", [("notes.txt", "notes.txt"), ("a.json.tmp", "a.json.tmp"),
                                         ("save", "save"),
                                         (os.fsdecode(b"x\xff.txt"), "x\ufffd.txt")])
def test_delete_refuses_what_is_not_a_save(tmp_path, name, shown):
    path = write(tmp_path / name, b"x")
    with pytest.raises(SaveError) as info:
        store.delete_save(path)
    assert info.value.reason == f"'{shown}' is not a save file."
    assert path.exists()


def test_delete_says_why_it_failed(tmp_path, monkeypatch):
    path = write(tmp_path / "a.json", b"{}")
    fsfaults.deny(monkeypatch, tmp_path)
    with pytest.raises(SaveError) as info:
        store.delete_save(path)
    assert info.value.reason == "The save could not be deleted: permission denied."
    fsfaults.allow(tmp_path)
    assert path.exists()
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError) as info:
        store.delete_save(tmp_path / "dir.json")
    assert info.value.reason.startswith("The save could not be deleted: ")
    assert (tmp_path / "dir.json").is_dir()


def test_delete_makes_the_removal_durable(tmp_path, monkeypatch):
    path = write(tmp_path / "a.json", b"{}")
    synced = []
    monkeypatch.setattr(store, "_fsync_directory", synced.append)
    store.delete_save(path)
    assert synced == [tmp_path]
    monkeypatch.setattr(os, "unlink", lambda *a, **k: (_ for _ in ()).throw(
        OSError(errno.EROFS, "Read-only file system")))
    with pytest.raises(SaveError, match="^The save could not be deleted: the disk is read-only.$"):
        store.delete_save(tmp_path / "b.json")
    assert synced == [tmp_path]


@pytest.mark.parametrize("raw, expected", [
    (b'{"title": "\xc5', TRUNCATED),                       # the first byte of "Ł", then the end
    (b'{"title": "\xe2\x94', TRUNCATED),                   # two bytes of "─"
    (b'{"title": "\xff"}', "Damaged file: it is not text."),
    (b'{"title": "ok"}\xff', "Damaged file: it is not text."),   # a byte no letter starts with
    (b'{"title": "\xc5"}', "Damaged file: it is not text."),     # a letter cut inside the file
])
def test_a_file_cut_inside_a_letter_is_truncated_not_binary(tmp_path, raw, expected):
    assert reason(write(tmp_path / "u.json", raw)) == expected
