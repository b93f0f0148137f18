"""saves/files.py: the exact message of each write problem, the start-up clean-up of
temporary files (by name and by age, at the boundary) and the folder checks.

Every expected sentence is written out by hand: these are the words a player reads.
"""
from __future__ import annotations

import errno
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from games.engine import paths
from saves import files, store
from saves.records import SaveError
from tests.engine import fsfaults


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _refuse(monkeypatch, name: str, code: int, text: str) -> None:
    """Make ``os.<name>`` fail with ``OSError(code, text)``."""
    def fail(*args, **kwargs):
        raise OSError(code, text)
    monkeypatch.setattr(os, name, fail)


# --------------------------------------------------------------------------- write problems

def test_a_folder_in_the_files_place(tmp_path):
    target = tmp_path / "autosave-toy.json"
    target.mkdir()
    with pytest.raises(SaveError) as info:
        files.write_atomic(target, {"v": 1})
    assert info.value.reason == (f"{tmp_path}/autosave-toy.json is a folder, so no file of "
                                 f"that name can be written.")
    assert info.value.short == "a folder has the name of the file autosave-toy.json"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave-toy.json"]   # no temp left
    assert list(target.iterdir()) == []


def test_a_missing_folder(tmp_path):
    with pytest.raises(SaveError) as info:
        files.write_atomic(tmp_path / "gone" / "x.json", {"v": 1})
    assert info.value.reason == f"{tmp_path}/gone/x.json could not be written: its folder is missing."
    assert info.value.short == "its folder is missing"
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_folder_with_the_file_already_there(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    files.write_atomic(path, {"v": 1})
    fsfaults.deny(monkeypatch, tmp_path)
    with pytest.raises(SaveError) as info:
        files.write_atomic(path, {"v": 2})
    assert info.value.reason == (f"{tmp_path}/settings.json could not be written: the file or "
                                 f"its folder is read-only (permission denied).")
    assert info.value.short == "settings.json is read-only"
    fsfaults.allow(tmp_path)
    assert path.read_bytes() == b'{"v":1}'


def test_a_read_only_folder_without_the_file(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    fsfaults.deny(monkeypatch, folder)
    with pytest.raises(SaveError) as info:
        files.write_atomic(folder / "new.json", {"v": 1})
    assert info.value.reason == (f"{folder}/new.json could not be written: the folder "
                                 f"{folder} is read-only (permission denied).")
    assert info.value.short == "the folder is read-only"
    fsfaults.allow(folder)
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("code, plain", [(errno.EACCES, "permission denied"),
                                         (errno.EPERM, "permission denied"),
                                         (errno.EROFS, "the disk is read-only")])
@pytest.mark.parametrize("exists", [True, False])
def test_every_kind_of_read_only_is_said_so(tmp_path, monkeypatch, code, plain, exists):
    path = tmp_path / "a.json"
    if exists:
        files.write_atomic(path, {"v": 1})
    _refuse(monkeypatch, "replace", code, "refused")
    with pytest.raises(SaveError) as info:
        files.write_atomic(path, {"v": 2})
    if exists:
        assert info.value.reason == (f"{tmp_path}/a.json could not be written: the file or its "
                                     f"folder is read-only ({plain}).")
        assert info.value.short == "a.json is read-only"
        assert path.read_bytes() == b'{"v":1}'
    else:
        assert info.value.reason == (f"{tmp_path}/a.json could not be written: the folder "
                                     f"{tmp_path} is read-only ({plain}).")
        assert info.value.short == "the folder is read-only"
        assert not path.exists()
    assert [p.name for p in tmp_path.iterdir()] == (["a.json"] if exists else [])


@pytest.mark.parametrize("code, text, plain", [
    (errno.ENOSPC, "No space left on device", "the disk is full"),
    (errno.EIO, "Input/output error", "input/output error"),
])
@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_other_failures_are_named_plainly(tmp_path, monkeypatch, code, text, plain, failing):
    path = tmp_path / "a.json"
    files.write_atomic(path, {"v": 1})
    _refuse(monkeypatch, failing, code, text)
    with pytest.raises(SaveError) as info:
        files.write_atomic(path, {"v": 2})
    assert info.value.reason == f"{tmp_path}/a.json could not be written: {plain}."
    assert info.value.short == plain
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
    assert path.read_bytes() == b'{"v":1}'


def test_a_file_name_that_is_not_utf8_is_shown_safely(tmp_path, monkeypatch):
    name = os.fsdecode(b"gra\xff.json")
    path = tmp_path / name
    files.write_atomic(path, {"v": 1})
    _refuse(monkeypatch, "replace", errno.EACCES, "refused")
    with pytest.raises(SaveError) as info:
        files.write_atomic(path, {"v": 2})
    assert info.value.short == "gra\ufffd.json is read-only"
    assert info.value.reason.startswith(f"{tmp_path}/gra\ufffd.json could not be written")


def test_a_folder_error_keeps_its_own_words(tmp_path):
    problem = paths.FolderError("The saves folder (/x) is a file, not a folder.",
                                errno.ENOTDIR, "the saves folder is a file")
    error = files._write_problem(tmp_path / "a.json", problem)
    assert (error.reason, error.short) == ("The saves folder (/x) is a file, not a folder.",
                                           "the saves folder is a file")


def test_a_folder_error_when_the_temporary_file_cannot_be_made(tmp_path, monkeypatch):
    def mkstemp(**kwargs):
        raise paths.FolderError("The saves folder (/y) cannot be made.", errno.EIO, "no folder")
    monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)
    with pytest.raises(SaveError) as info:
        files.write_atomic(tmp_path / "a.json", {"v": 1})
    assert (info.value.reason, info.value.short) == ("The saves folder (/y) cannot be made.",
                                                     "no folder")


# --------------------------------------------------------------------------- stale temporary files

NOW = 1_000_000_000.0                     # a fixed "now" (2001) for the age tests


def _at(path: Path, seconds: float) -> None:
    """Give ``path`` the modification time ``seconds`` (exact, in nanoseconds)."""
    ns = int(round(seconds * 1_000_000_000))
    os.utime(path, ns=(ns, ns))


@pytest.fixture
def clock(monkeypatch):
    monkeypatch.setattr(files, "time", SimpleNamespace(time=lambda: NOW))


@pytest.mark.parametrize("age, removed", [(3600.0, True), (60.0, True), (59.5, False),
                                          (0.0, False), (-5.0, False)])
def test_the_default_age_is_one_minute_boundary_included(tmp_path, clock, age, removed):
    temp = tmp_path / ".autosave-toy.json.abc123.tmp"
    temp.write_bytes(b"{")
    _at(temp, NOW - age)
    assert files.remove_stale_temporary_files(tmp_path) == (1 if removed else 0)
    assert temp.exists() is not removed


@pytest.mark.parametrize("age, removed", [(10.0, True), (9.75, False), (10.5, True)])
def test_a_chosen_age(tmp_path, clock, age, removed):
    temp = tmp_path / ".settings.json.zz_9.tmp"
    temp.write_bytes(b"{")
    _at(temp, NOW - age)
    assert files.remove_stale_temporary_files(tmp_path, older_than=10.0) == int(removed)
    assert temp.exists() is not removed


def test_everything_stale_and_ours_goes_and_nothing_else(tmp_path, clock, monkeypatch):
    ours = [".a.json.1.tmp", ".autosave.json.k2j3h4.tmp", ".my game.json.AbC_9.tmp"]
    others = ["a.json.1.tmp", ".a.json.1.tmp.bak", ".a.json..tmp", ".a.txt.1.tmp",
              ".a.json.1-2.tmp", "..json.1.tmp", ".a.json.1.TMP", "autosave-toy.json"]
    for name in ours + others:
        (tmp_path / name).write_bytes(b"x")
        _at(tmp_path / name, NOW - 3600)
    link = tmp_path / ".link.json.aaaa.tmp"              # a link is never followed or removed
    link.symlink_to(tmp_path / "autosave-toy.json")
    os.utime(link, (NOW - 3600, NOW - 3600), follow_symlinks=False)      # the link is old too
    folder = tmp_path / ".dir.json.bbbb.tmp"
    folder.mkdir()
    _at(folder, NOW - 3600)
    fresh = tmp_path / ".b.json.2.tmp"
    fresh.write_bytes(b"x")
    _at(fresh, NOW - 1)
    order = [others[0], link.name, folder.name, fresh.name, ours[0], others[1], ours[1],
             others[2], ours[2]] + others[3:]
    real_listdir = os.listdir
    monkeypatch.setattr(os, "listdir", lambda d: order if Path(d) == tmp_path else real_listdir(d))
    assert files.remove_stale_temporary_files(tmp_path) == 3
    monkeypatch.setattr(os, "listdir", real_listdir)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        others + [link.name, folder.name, fresh.name])


def test_a_file_that_cannot_be_removed_is_skipped_and_the_rest_go(tmp_path, clock, monkeypatch):
    names = [".a.json.1.tmp", ".b.json.2.tmp", ".c.json.3.tmp"]
    for name in names:
        (tmp_path / name).write_bytes(b"x")
        _at(tmp_path / name, NOW - 3600)
    monkeypatch.setattr(os, "listdir", lambda d: list(names))
    real_unlink = Path.unlink

    def unlink(self, *args, **kwargs):
        if self.name == names[0]:
            raise PermissionError(13, "Permission denied")
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(Path, "unlink", unlink)
    assert files.remove_stale_temporary_files(tmp_path) == 2
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == [names[0]]


def test_a_file_that_vanishes_meanwhile_is_skipped(tmp_path, clock, monkeypatch):
    (tmp_path / ".b.json.2.tmp").write_bytes(b"x")
    _at(tmp_path / ".b.json.2.tmp", NOW - 3600)
    monkeypatch.setattr(os, "listdir", lambda d: [".a.json.1.tmp", ".b.json.2.tmp"])
    assert files.remove_stale_temporary_files(tmp_path) == 1
    assert not (tmp_path / ".b.json.2.tmp").exists()


def test_a_folder_that_cannot_be_read_removes_nothing(tmp_path, monkeypatch):
    assert files.remove_stale_temporary_files(tmp_path / "missing") == 0
    (tmp_path / ".a.json.1.tmp").write_bytes(b"x")
    _at(tmp_path / ".a.json.1.tmp", 1000.0)
    fsfaults.deny(monkeypatch, tmp_path, writes=False, reads=True)
    assert files.remove_stale_temporary_files(tmp_path) == 0
    fsfaults.allow(tmp_path)
    assert (tmp_path / ".a.json.1.tmp").exists()


# --------------------------------------------------------------------------- folders

def test_a_usable_folder_has_no_problem_and_is_made(tmp_path):
    folder = tmp_path / "a" / "b"
    assert files.folder_problem(folder) is None
    assert folder.is_dir() and list(folder.iterdir()) == []     # the check cleans up


def test_the_default_folder_is_the_saves_folder(home):
    assert files.folder_problem() is None
    assert (home / "data" / "saves").is_dir()


def test_a_file_in_the_given_folders_place(tmp_path, home):
    blocker = tmp_path / "saves"
    blocker.write_text("x")
    assert files.folder_problem(blocker) == \
        f"The saves folder ({tmp_path}/saves) is a file, not a folder."
    assert files.folder_problem() is None               # the default folder is fine


def test_a_file_in_the_default_folders_way(home):
    home.mkdir()
    (home / "data").write_text("x")
    assert files.folder_problem() == (f"The saves folder ({home}/data/saves) cannot be made: "
                                      f"{home}/data is a file, not a folder.")


def test_a_read_only_folder_is_named(tmp_path, monkeypatch):
    fsfaults.deny(monkeypatch, tmp_path)
    assert files.folder_problem(tmp_path) == (f"The saves folder ({tmp_path}) cannot be written "
                                              f"(it is read-only): permission denied.")


def test_a_folder_that_cannot_be_used_for_another_reason(tmp_path, monkeypatch):
    _refuse(monkeypatch, "close", errno.EIO, "Input/output error")
    problem = files.folder_problem(tmp_path)
    monkeypatch.undo()
    assert problem == f"The saves folder ({tmp_path}) cannot be written: input/output error."


def test_the_saves_folder_error_reaches_save_and_list(toy_free_record, home):
    home.mkdir()
    (home / "data").write_text("x")
    reason = (f"The saves folder ({home}/data/saves) cannot be made: {home}/data is a file, "
              f"not a folder.")
    with pytest.raises(SaveError) as info:
        store.save_named(toy_free_record)
    assert (info.value.reason, info.value.short) == (reason, "the saves folder cannot be made")
    assert store.list_saves() == [] and store.autosave_paths() == []


def test_an_os_error_without_words_gets_plain_ones(monkeypatch):
    def broken():
        raise OSError(errno.EIO, "Input/output error")
    monkeypatch.setattr(paths, "saves_dir", broken)
    with pytest.raises(SaveError) as info:
        files._directory(None)
    assert info.value.reason == "The saves folder cannot be used: input/output error."
    assert info.value.short == "The saves folder cannot be used: input/output error"


@pytest.fixture
def toy_free_record():
    """A well-formed record of a real game (no rules are needed to write one)."""
    return {"format": 1, "app": "TabletopFive", "game": "bazyliszek", "title": "T",
            "players": [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "yellow"}],
            "options": {}, "seed": 1, "actions": [], "snapshot": {}, "progress": "p",
            "over": False, "saved_at": "2026-01-02T03:04:05+01:00", "kind": "named"}
