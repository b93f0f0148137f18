"""Writing save and settings files safely: atomic writes (temporary file, fsync,
``os.replace``), plain messages for folders that cannot be used, and the clean-up of
temporary files a killed process left behind.
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from games.engine import paths
from games.engine.i18n import _
from saves.records import SaveError


# --------------------------------------------------------------------------- writing

def _fsync_directory(directory: Path) -> None:
    """Make a rename inside ``directory`` durable, where the OS allows it (not Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_problem(path: Path, exc: OSError) -> SaveError:
    if isinstance(exc, paths.FolderError):
        return SaveError(exc.reason, exc.short)
    shown = paths.display_path(path)
    if path.is_dir():
        return SaveError(_("{path} is a folder, so no file of that name can be written.").format(
            path=shown), _("a folder has the name of the file {name}").format(
                name=paths.display_path(path.name)))
    if not path.parent.is_dir():
        return SaveError(_("{path} could not be written: its folder is missing.").format(
            path=shown), _("its folder is missing"))
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        if path.exists():
            return SaveError(_("{path} could not be written: the file or its folder is "
                               "read-only ({why}).").format(path=shown,
                                                            why=paths.plain_os_error(exc)),
                             _("{name} is read-only").format(name=paths.display_path(path.name)))
        return SaveError(_("{path} could not be written: the folder {folder} is read-only "
                           "({why}).").format(path=shown, folder=paths.display_path(path.parent),
                                              why=paths.plain_os_error(exc)),
                         _("the folder is read-only"))
    plain = paths.plain_os_error(exc)
    return SaveError(_("{path} could not be written: {why}.").format(path=shown, why=plain), plain)


def write_atomic(path: Path, data: dict) -> None:
    """Write ``data`` as compact UTF-8 JSON to ``path``, all or nothing.

    The text goes to a temporary file ``.<name>.<random>.tmp`` in the same folder, which
    is flushed, fsynced and then moved onto ``path`` with ``os.replace``; the folder is
    fsynced after. If anything fails (or the process dies), ``path`` still holds its
    previous contents (or still does not exist). Raises ``SaveError`` with a plain reason
    naming the file if the data is not JSON-safe or the file cannot be written (disk
    full, read-only folder, a folder in the file's place...); callers say what was not
    saved (a game, the settings).
    """
    path = Path(path)
    try:
        payload = json.dumps(data, ensure_ascii=False, allow_nan=False,
                             separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(_("The data cannot be written as a save file ({problem}).").format(
            problem=exc)) from exc
    try:
        fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise _write_problem(path, exc) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException as exc:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise _write_problem(path, exc) from exc
        raise
    _fsync_directory(path.parent)


TEMP_PATTERN = re.compile(r"^\..+\.json\.[A-Za-z0-9_]+\.tmp$")
STALE_AFTER = 60.0                       # seconds: older temporary files are leftovers


def remove_stale_temporary_files(directory: Path, older_than: float = STALE_AFTER) -> int:
    """Delete the temporary files ``write_atomic`` left in ``directory`` when a process
    was killed mid-write (``.<name>.json.<random>.tmp``, only those, only files modified
    more than ``older_than`` seconds ago: a write under way is never touched). Returns
    how many were removed; a folder that cannot be read or a file that cannot be removed
    is skipped silently."""
    removed, now = 0, time.time()
    try:
        names = os.listdir(directory)
    except OSError:
        return 0
    for name in names:
        if not TEMP_PATTERN.match(name):
            continue
        path = Path(directory) / name
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            path.unlink()
            removed += 1
        except OSError:
            continue
    return removed


def folder_problem(directory: Path | None = None) -> str | None:
    """Why games cannot be saved in ``directory`` (default: the saves folder), as one
    plain sentence, or None when a file can be written there (``paths.writable_problem``
    tries it)."""
    return paths.writable_problem(lambda: _folder(directory), paths.SAVES_FOLDER)


def _folder(directory: Path | None) -> Path:
    if directory is None:
        return paths.saves_dir()
    return paths._ensure(Path(directory), paths.SAVES_FOLDER)


def _directory(directory: Path | None) -> Path:
    """The saves folder (``directory``, default ``paths.saves_dir()``), created if
    missing. Raises ``SaveError`` in plain words when it cannot be used."""
    try:
        return _folder(directory)
    except OSError as exc:
        raise SaveError(getattr(exc, "reason", None) or
                        _("The saves folder cannot be used: {why}.").format(
                            why=paths.plain_os_error(exc)),
                        getattr(exc, "short", None)) from exc

