"""Where the application finds its own files and where it keeps the user's.

Everything the app ships (data/, sprites/) is resolved from ``bundle.ROOT`` (this
checkout's folder, or the bundle's folder in the PyInstaller build), never from the
current working directory, so the game starts the same from a double-click, a launcher,
the built executable or a terminal anywhere.

The user's files (saves, settings) live in the folders platformdirs gives for
``APP_NAME``. Setting the environment variable ``TABLETOP_HOME`` to a folder puts both
under that folder instead; the tests use it so they never touch a real user's saves.

A user folder that cannot be used (a file stands where it should be, no permission to
create it) raises ``FolderError``, an ``OSError`` whose ``reason`` says so in plain words.
"""
from __future__ import annotations

import errno
import os
from pathlib import Path

import platformdirs

from games.engine.bundle import ROOT
from games.engine.i18n import N_, _

APP_NAME = "TabletopFive"
APP_TITLE = "Tabletop Five"

DATA_DIR = ROOT / "data"

_READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}

# The user folders as messages name them (English, translated where a message is made).
DATA_FOLDER = N_("The data folder")
SAVES_FOLDER = N_("The saves folder")
SETTINGS_FOLDER = N_("The settings folder")


class FolderError(OSError):
    """A user folder that cannot be made or used. ``reason``: one plain sentence naming
    the folder and what is wrong with it; ``str(error)`` is the same sentence; ``short``:
    the same in a few words without the path ("the saves folder is a file")."""

    def __init__(self, reason: str, errno_: int | None = None, short: str | None = None):
        super().__init__(errno_ or errno.EIO, reason)
        self.reason = reason
        self.short = short or reason.rstrip(".")

    def __str__(self) -> str:
        return self.reason


def display_path(path: str | os.PathLike) -> str:
    """``path`` as text that is safe to show: bytes of a file name that are not UTF-8
    (kept by Python as lone surrogates) become U+FFFD instead of breaking a font."""
    return os.fsencode(os.fspath(path)).decode("utf-8", "replace")


def plain_os_error(exc: OSError) -> str:
    """What went wrong in ``exc`` in a few plain words, without a full stop
    ("permission denied", "the disk is full"...). A missing path is "the folder does not
    exist" when the folder it should be in is missing too, else "it is not there any more
    (moved or deleted)"."""
    if isinstance(exc, FolderError):
        return exc.reason.rstrip(".")
    code = exc.errno
    if code == errno.EROFS:
        return _("the disk is read-only")
    if code in _READ_ONLY:
        return _("permission denied")
    if code == errno.ENOSPC:
        return _("the disk is full")
    if code == errno.EISDIR:
        return _("a folder stands where the file should be")
    if code in (errno.ENOTDIR, errno.EEXIST):
        return _("a file stands where a folder should be")
    if code == errno.ENOENT:
        name = getattr(exc, "filename", None)
        if name is not None and Path(os.fsdecode(name)).parent.is_dir():
            return _("it is not there any more (moved or deleted)")
        return _("the folder does not exist")
    return (exc.strerror or str(exc) or type(exc).__name__).rstrip(".").lower()


def _ensure(path: Path, what: str) -> Path:
    """Create folder ``path`` (and its parents) if missing; ``FolderError`` if it cannot
    be, or a file stands there. ``what`` names it for the message (``SAVES_FOLDER``: "The
    saves folder", shown in the language of the screen)."""
    what = _(what)
    name = what[0].lower() + what[1:]
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        shown = display_path(path)
        if path.exists() and not path.is_dir():
            raise FolderError(_("{folder} ({path}) is a file, not a folder.").format(
                folder=what, path=shown), exc.errno,
                _("{folder} is a file").format(folder=name)) from exc
        blocker = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
        if blocker is not None:
            raise FolderError(_("{folder} ({path}) cannot be made: {blocker} is a file, not a "
                                "folder.").format(folder=what, path=shown,
                                                  blocker=display_path(blocker)), exc.errno,
                              _("{folder} cannot be made").format(folder=name)) from exc
        if exc.errno in _READ_ONLY:
            raise FolderError(_("{folder} ({path}) cannot be made: permission denied (its "
                                "parent folder is read-only).").format(folder=what, path=shown),
                              exc.errno,
                              _("{folder} cannot be made (read-only)").format(folder=name)) from exc
        raise FolderError(_("{folder} ({path}) cannot be made: {why}.").format(
            folder=what, path=shown, why=plain_os_error(exc)), exc.errno,
            _("{folder} cannot be made").format(folder=name)) from exc
    if not path.is_dir():
        raise FolderError(_("{folder} ({path}) is a file, not a folder.").format(
            folder=what, path=display_path(path)), errno.ENOTDIR,
            _("{folder} is a file").format(folder=name))
    return path


def data_path(*parts: str) -> Path:
    """Return the path of a shipped data file, e.g. ``data_path("bazyliszek", "rooms.yaml")``."""
    return DATA_DIR.joinpath(*parts)


def _home_override() -> Path | None:
    value = os.environ.get("TABLETOP_HOME")
    return Path(value) if value else None


def _user_data_path() -> Path:
    home = _home_override()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_data_dir() -> Path:
    """Folder for the user's data (saves live in its ``saves`` subfolder); created on
    demand. Raises ``FolderError`` when it cannot be."""
    return _ensure(_user_data_path(), DATA_FOLDER)


def saves_dir() -> Path:
    """Folder holding save files: ``user_data_dir()/saves``; created on demand. Raises
    ``FolderError`` when it (or the data folder) cannot be."""
    path = _user_data_path() / "saves"
    if path.is_dir():
        return path
    return _ensure(path, SAVES_FOLDER)


def config_dir() -> Path:
    """Folder for settings (``settings.json``, ``last_setup.json``); created on demand.
    Raises ``FolderError`` when it cannot be."""
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return _ensure(path, SETTINGS_FOLDER)


def writable_problem(folder_of, what: str) -> str | None:
    """Why nothing can be written in the folder ``folder_of()`` returns (e.g.
    ``saves_dir``), as one plain sentence naming it (``what``: ``SAVES_FOLDER``), or
    None when it can: it is made if missing, then a small temporary file
    (``.write-check.json.<random>.tmp``) is written in it and removed."""
    import tempfile
    try:
        folder = folder_of()
    except OSError as exc:
        return getattr(exc, "reason", None) or _("{folder} cannot be used: {why}.").format(
            folder=_(what), why=plain_os_error(exc))
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".write-check.json.", suffix=".tmp")
        try:
            os.close(fd)
        finally:
            os.unlink(name)                 # never left behind, even if closing failed
    except OSError as exc:
        if exc.errno in _READ_ONLY:
            sentence = _("{folder} ({path}) cannot be written (it is read-only): {why}.")
        else:
            sentence = _("{folder} ({path}) cannot be written: {why}.")
        return sentence.format(folder=_(what), path=display_path(folder), why=plain_os_error(exc))
    return None
