"""Save files: writing them safely, listing them, and turning them back into a game.

A save is one JSON object in one UTF-8 file in ``paths.saves_dir()`` (never in the
checkout). Its fields (format 1)::

    {"format": 1, "app": "TabletopFive", "game": <game_id>, "title": <str>,
     "players": [<player dicts as given to new_game>], "options": {...}, "seed": <int>,
     "actions": [<action dicts>], "snapshot": <State.to_dict()>,
     "progress": <rules.progress(state)>, "over": <bool>,
     "saved_at": <ISO 8601 local time with UTC offset>, "kind": "auto" | "named"}

The actions replayed from the seed are the truth; the snapshot is the fallback when a
later version of the rules replays them differently (see ``restore``). Files are written
atomically (temporary file in the same folder, fsync, ``os.replace``), so a process killed
at any moment leaves either the old save or the new one, never a broken one. Temporary
files (``.<name>.<random>.tmp``) left by a killed process are ignored by ``list_saves`` and
removed at start-up by ``remove_stale_temporary_files``. Text and player records read
from a file are checked by ``saves.players`` before anything shows or uses them.

The game's rules module is looked up through ``games.engine.registry.get`` at call time
(tests monkeypatch that function to register a toy game).
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from games.engine import paths, registry
from games.engine.protocol import IllegalAction
from games.engine.yamlload import DataError
from saves.players import clean_players, safe_text

FORMAT_VERSION = 1
APP_ID = paths.APP_NAME
AUTOSAVE_NAME = "autosave.json"        # the one autosave of earlier versions; still read
AUTOSAVE_PREFIX = "autosave"
KEPT_PREFIX = "Unfinished: "           # the title of an autosave kept when another game took its place
KINDS = ("auto", "named")
MAX_SAVE_BYTES = 16 * 1024 * 1024
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun",
           "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


class SaveError(Exception):
    """A save that cannot be written, read or rebuilt.

    ``reason`` is one sentence a player can read ("The file is empty."); ``str(error)``
    is the same sentence. ``short``: a few words without file names for a one-line
    status ("the saves folder is read-only"); the reason itself when none was given.
    """

    def __init__(self, reason: str, short: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.short = short or reason.rstrip(".")


@dataclass
class SaveEntry:
    """One file of the saves folder as the load screen lists it.

    ``ok`` is False for an unreadable file; ``reason`` then says why in one line and the
    record fields are None / empty. ``players`` holds the players' names in seat order;
    ``saved_at`` is the record's ISO 8601 string; ``modified`` is the file's modification
    time (seconds since the epoch), used to date and sort unreadable files.
    """

    path: Path
    ok: bool
    reason: str | None
    game: str | None
    game_title: str | None
    title: str | None
    players: list[str]
    progress: str | None
    saved_at: str | None
    kind: str | None
    over: bool
    modified: float = 0.0

    @property
    def when(self) -> datetime:
        """When the game was saved (the record's time; the file's time if unreadable)."""
        if self.saved_at:
            return datetime.fromisoformat(self.saved_at)
        return datetime.fromtimestamp(self.modified).astimezone()

    @property
    def display_date(self) -> str:
        """The save date for the screen, e.g. ``"29 Nov 2026, 16:05:07"`` (local time as
        saved; seconds tell apart saves made in the same minute); ``"date unknown"`` for
        a file time the system cannot turn into a date."""
        try:
            when = self.when
        except (OverflowError, OSError, ValueError):
            return "date unknown"
        return f"{when.day} {_MONTHS[when.month - 1]} {when.year}, {when:%H:%M:%S}"

    @property
    def display_name(self) -> str:
        """The file's name, safe to show (bytes that are not UTF-8 become U+FFFD)."""
        return paths.display_path(self.path.name)


@dataclass
class Restored:
    """A save turned back into a game by ``restore``.

    ``state`` is the game's ``State``; ``actions`` the record's actions (list of dicts);
    ``mismatch`` is None when the replay matched the snapshot, else the plain message to
    show the player before offering ``state``; ``from_snapshot`` tells whether ``state``
    was rebuilt from the snapshot instead of by replaying the actions; ``log``: the
    game-log lines of the replayed actions (``rules.describe`` of each event; empty from
    a snapshot). ``offer`` says what a mismatch offers: ``None`` (no mismatch),
    ``"snapshot"`` (the stored position: the moves no longer replay to it) or
    ``"replay"`` (the replayed game: the stored position is damaged). ``repairs``: one
    plain sentence per player record that had to be repaired (``players.clean_players``);
    ``record`` then holds the repaired players.
    """

    record: dict
    state: object
    actions: list[dict]
    mismatch: str | None
    from_snapshot: bool
    log: list[str] = field(default_factory=list)
    offer: str | None = None
    repairs: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- records

def _json_copy(value: Any) -> Any:
    """A detached copy of ``value`` exactly as it reads back from a save file.

    Tuples become lists and non-string keys become strings, so a fresh ``to_dict()``
    compares equal to a loaded one. Raises ``ValueError`` if not JSON-safe.
    """
    try:
        return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not JSON-safe: {exc}") from exc


def _now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def make_record(game_id: str, title: str, players: list[dict], options: dict, seed: int,
                actions: list[dict], state: Any, rules_module: Any, kind: str,
                base: dict | None = None) -> dict:
    """Build a save record (the dict described in the module docstring) for the game now.

    ``players``/``options``/``seed`` are what was given to ``new_game``; ``actions`` every
    action applied since, in order; ``state`` the current state; ``rules_module`` the
    game's rules module (for ``progress``/``is_over``); ``kind`` is ``"auto"`` or
    ``"named"``. ``base``, when given, is the state (``to_dict()``) the actions start from
    instead of ``new_game``: a game continued from a snapshot whose own moves could not be
    replayed. Everything is copied, so later moves do not change the record. Raises
    ``ValueError`` for a bad ``kind`` or data that is not JSON-safe, and ``SaveError`` if
    the result would not be a valid save (e.g. a player without a ``"name"``, an action
    without a ``"type"``, a non-int seed).
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    record = {
        "format": FORMAT_VERSION, "app": APP_ID, "game": game_id, "title": title,
        "players": _json_copy(list(players)), "options": _json_copy(dict(options)),
        "seed": seed, "actions": _json_copy(list(actions)),
        "snapshot": _json_copy(state.to_dict()),
        "progress": str(rules_module.progress(state)),
        "over": bool(rules_module.is_over(state)),
        "saved_at": _now_iso(), "kind": kind,
    }
    if base is not None:
        record["base"] = _json_copy(base)
    _check_record(record)
    return record


_JSON_NAMES = {bool: "true/false", int: "a whole number", float: "a decimal number",
               str: "text", list: "a list", dict: "an object", type(None): "null"}
_FIELD_TYPES = (("app", str), ("game", str), ("title", str), ("players", list),
                ("options", dict), ("seed", int), ("actions", list), ("snapshot", dict),
                ("progress", str), ("over", bool), ("saved_at", str), ("kind", str))


def _is_type(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def _check_format(record: dict) -> None:
    if "format" not in record:
        raise SaveError("Damaged save: it has no format number.")
    version = record["format"]
    if not _is_type(version, int):
        raise SaveError(f"Damaged save: 'format' should be a whole number, "
                        f"not {_JSON_NAMES.get(type(version), 'that')}.")
    if version > FORMAT_VERSION:
        raise SaveError(f"Made by a newer version of {paths.APP_TITLE} (save format "
                        f"{version}); this version reads format {FORMAT_VERSION}.")
    if version < 1:
        raise SaveError(f"Unknown save format {version}.")


def _check_fields(record: dict) -> None:
    for key, kind in _FIELD_TYPES:
        if key not in record:
            raise SaveError(f"Damaged save: the '{key}' field is missing.")
        value = record[key]
        if not _is_type(value, kind):
            raise SaveError(f"Damaged save: '{key}' should be {_JSON_NAMES[kind]}, "
                            f"not {_JSON_NAMES.get(type(value), 'that')}.")


def _check_contents(record: dict) -> None:
    if record["app"] != APP_ID:
        raise SaveError(f"Not a {paths.APP_TITLE} save (made by '{record['app']}').")
    if record["kind"] not in KINDS:
        raise SaveError(f"Damaged save: unknown kind '{record['kind']}'.")
    try:
        clean_players(record["players"])
    except ValueError as exc:
        raise SaveError(f"Damaged save: {exc}.") from None
    for number, action in enumerate(record["actions"], start=1):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise SaveError(f"Damaged save: move {number} is not an action.")
    if "base" in record and not isinstance(record["base"], dict):
        raise SaveError("Damaged save: 'base' should be an object.")
    try:
        datetime.fromisoformat(record["saved_at"])
    except ValueError:
        raise SaveError("Damaged save: 'saved_at' is not a date.") from None


def _check_record(record: Any) -> None:
    """Raise ``SaveError`` unless ``record`` is a well-formed format-1 record."""
    if not isinstance(record, dict):
        raise SaveError(f"Not a save: the file holds {_JSON_NAMES.get(type(record), 'a value')}"
                        f" instead of an object.")
    _check_format(record)
    _check_fields(record)
    _check_contents(record)


def _game_info(game_id: str) -> registry.GameInfo:
    """The registry entry for ``game_id``; ``SaveError`` if unknown or not playable."""
    try:
        info = registry.get(game_id)
    except KeyError:
        raise SaveError(f"A save for a game this version does not know ('{game_id}').") from None
    if not info.available:
        raise SaveError(f"A save for {info.title}, which this version cannot play yet.")
    return info


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
        return SaveError(f"{shown} is a folder, so no file of that name can be written.",
                         f"a folder has the name of the file {paths.display_path(path.name)}")
    if not path.parent.is_dir():
        return SaveError(f"{shown} could not be written: its folder is missing.",
                         "its folder is missing")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        if path.exists():
            return SaveError(f"{shown} could not be written: the file or its folder is "
                             f"read-only ({paths.plain_os_error(exc)}).",
                             f"{paths.display_path(path.name)} is read-only")
        return SaveError(f"{shown} could not be written: the folder "
                         f"{paths.display_path(path.parent)} is read-only "
                         f"({paths.plain_os_error(exc)}).", "the folder is read-only")
    plain = paths.plain_os_error(exc)
    return SaveError(f"{shown} could not be written: {plain}.", plain)


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
        raise SaveError(f"The data cannot be written as a save file ({exc}).") from exc
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
    return paths.writable_problem(lambda: _folder(directory), "The saves folder")


def _folder(directory: Path | None) -> Path:
    if directory is None:
        return paths.saves_dir()
    return paths._ensure(Path(directory), "The saves folder")


def _directory(directory: Path | None) -> Path:
    """The saves folder (``directory``, default ``paths.saves_dir()``), created if
    missing. Raises ``SaveError`` in plain words when it cannot be used."""
    try:
        return _folder(directory)
    except OSError as exc:
        raise SaveError(getattr(exc, "reason", None) or
                        f"The saves folder cannot be used: {paths.plain_os_error(exc)}.",
                        getattr(exc, "short", None)) from exc


_SLUG_EXTRA = str.maketrans({"ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O",
                             "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss",
                             "þ": "th", "Þ": "TH", "ı": "i"})


def slugify(title: str, limit: int = 40) -> str:
    """A file-name-safe lower-case ASCII form of ``title`` ("Baš-Čelik, round 2" ->
    ``"bas-celik-round-2"``); ``"save"`` when nothing usable is left."""
    text = unicodedata.normalize("NFKD", title.translate(_SLUG_EXTRA))
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    slug = re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:limit].strip("-")
    return slug or "save"


def _named_path(directory: Path, record: dict) -> Path:
    stamp = datetime.fromisoformat(record["saved_at"]).strftime("%Y%m%d-%H%M%S")
    base = f"{slugify(record['title'])}-{stamp}"
    if base.startswith(AUTOSAVE_PREFIX):                 # never mistaken for an autosave
        base = f"save-{base}"
    path, number = directory / f"{base}.json", 2
    while path.exists():
        path, number = directory / f"{base}-{number}.json", number + 1
    return path


def save_named(record: dict, directory: Path | None = None) -> Path:
    """Write ``record`` as a new named save ``<slug of title>-<YYYYmmdd-HHMMSS>.json``.

    ``record["kind"]`` is written as ``"named"``; an existing file is never overwritten
    (``-2``, ``-3``... is appended). ``directory=None`` means ``paths.saves_dir()``.
    Returns the new file's path. Raises ``SaveError`` for a malformed record or a failed
    write.
    """
    record = {**record, "kind": "named"}
    _check_record(record)
    path = _named_path(_directory(directory), record)
    write_atomic(path, record)
    return path


def autosave_paths(directory: Path | None = None) -> list[Path]:
    """Every autosave file of the saves folder (one per game, ``autosave-<game>.json``,
    plus an ``autosave.json`` left by an earlier version), newest first."""
    try:
        folder = _directory(directory)
        found = [p for p in folder.glob(f"{AUTOSAVE_PREFIX}*.json") if p.is_file()]
    except (OSError, SaveError):
        return []
    return sorted(found, key=lambda p: (_mtime(p), p.name), reverse=True)


def autosave_path(directory: Path | None = None, game_id: str | None = None) -> Path:
    """The autosave file of ``game_id`` (``autosave-<game_id>.json``: each game keeps its
    own, so starting one game never overwrites another's). Without ``game_id``: the newest
    autosave there is (``autosave.json`` when there is none)."""
    folder = _directory(directory)
    if game_id is not None:
        return folder / f"{AUTOSAVE_PREFIX}-{slugify(game_id)}.json"
    existing = autosave_paths(folder)
    return existing[0] if existing else folder / AUTOSAVE_NAME


def save_autosave(record: dict, directory: Path | None = None) -> Path:
    """Replace the autosave of ``record``'s game with ``record`` (written with
    ``kind: "auto"``); returns its path.

    Raises ``SaveError`` for a malformed record or a failed write (the previous autosave
    is then left intact).
    """
    record = {**record, "kind": "auto"}
    _check_record(record)
    path = autosave_path(directory, record["game"])
    write_atomic(path, record)
    return path


def same_game(record: dict, other: dict | None) -> bool:
    """True when two records hold the same game at the same point: same game, seed,
    players (as ``clean_players`` repairs them), options, starting position and moves."""
    if other is None:
        return False
    for key in ("game", "seed", "options", "actions", "base"):
        if record.get(key) != other.get(key):
            return False
    try:
        return clean_players(record.get("players"))[0] == clean_players(other.get("players"))[0]
    except ValueError:
        return record.get("players") == other.get("players")


def keep_unfinished_autosave(game_id: str, directory: Path | None = None,
                             incoming: dict | None = None) -> Path | None:
    """Before another game of ``game_id`` takes over its autosave (a new game, or a save
    being loaded: ``incoming``, its record), make sure nothing unfinished is lost.

    An unfinished game that is not ``incoming`` itself (``same_game``) is copied to a named
    save titled "Unfinished: <title>" so it stays under Load game; an autosave that
    cannot be read (damaged, or made by a newer version) is renamed
    ``kept-autosave-<game>-<time>.json`` (listed under Load game with its reason).
    Returns the kept file's path, or ``None`` when nothing needed keeping (no autosave,
    a finished game, or ``incoming`` itself). Raises ``SaveError`` when it cannot be kept:
    then the autosave must not be overwritten.
    """
    try:
        path = autosave_path(directory, game_id)
    except SaveError:
        return None                     # no saves folder to be had: no autosave in it
    if not path.is_file():
        return None
    try:
        record = read_record(path)
    except SaveError:
        return _keep_unreadable(path, game_id)
    if record["over"] or same_game(record, incoming):
        return None
    title = record["title"]
    if not title.startswith(KEPT_PREFIX):
        title = KEPT_PREFIX + title
    return save_named({**record, "title": title}, directory)


def _keep_unreadable(path: Path, game_id: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target, number = path.with_name(f"kept-autosave-{slugify(game_id)}-{stamp}.json"), 2
    while target.exists():
        target = path.with_name(f"kept-autosave-{slugify(game_id)}-{stamp}-{number}.json")
        number += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        raise SaveError(f"The autosave {paths.display_path(path.name)} could not be kept: "
                        f"{paths.plain_os_error(exc)}.") from exc
    _fsync_directory(path.parent)
    return target


# --------------------------------------------------------------------------- reading

def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")


def _read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"Too large to be a save ({size // (1024 * 1024)} MB).")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"The file could not be read: {paths.plain_os_error(exc)}.") from exc
    if not raw.strip():
        raise SaveError("The file is empty.")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError("Damaged file: it is not text.") from None


def _looks_truncated(text: str) -> bool:
    """True when ``text`` stops inside a string or with brackets still open (a file cut
    short), judged by a scan that knows JSON strings and escapes."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def _parse_json(text: str) -> Any:
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or _looks_truncated(text):
            raise SaveError("Damaged file: it stops in the middle (truncated).") from None
        raise SaveError(f"Damaged file: not valid JSON (line {exc.lineno}, "
                        f"column {exc.colno}).") from None
    except RecursionError:
        raise SaveError("Damaged file: nested too deeply to be a save.") from None
    except ValueError as exc:
        raise SaveError(f"Damaged file: {exc}.") from None


def read_record(path: Path) -> dict:
    """Read and check one save file; returns its record (the dict in the module docstring).

    Raises ``SaveError`` whose ``reason`` says in one line why the file is unusable: cannot
    be read, empty, not UTF-8, not JSON or truncated, not an object, made by a newer format,
    a field missing or of the wrong type, or a game that is unknown or not playable yet.
    """
    record = _parse_json(_read_text(Path(path)))
    _check_record(record)
    _game_info(record["game"])
    return record


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _entry(path: Path) -> SaveEntry:
    """The listing entry for one file (never raises for a bad file). Texts from the file
    (title, names, progress) are made safe to show (``players.safe_text``)."""
    modified = _mtime(path)
    try:
        record = read_record(path)
    except SaveError as exc:
        return SaveEntry(path, False, exc.reason, None, None, None, [], None, None, None,
                         False, modified)
    names = [p["name"] for p in clean_players(record["players"])[0]]
    return SaveEntry(path, True, None, record["game"], _game_info(record["game"]).title,
                     safe_text(record["title"]) or "Untitled", names,
                     safe_text(record["progress"]), record["saved_at"], record["kind"],
                     record["over"], modified)


def _sort_key(entry: SaveEntry) -> tuple[float, str]:
    try:
        stamp = entry.when.timestamp()
    except (OverflowError, OSError, ValueError):
        stamp = entry.modified
    return stamp, entry.path.name


def list_saves(directory: Path | None = None) -> list[SaveEntry]:
    """Every ``*.json`` file of the saves folder, newest first, unreadable ones included.

    An unreadable file gets ``ok=False`` and a one-line ``reason`` and is dated by its
    modification time; it never hides the others. Temporary ``*.tmp`` files, hidden files
    (names starting with ".") and sub-folders are skipped. ``directory=None`` means
    ``paths.saves_dir()``. A folder that cannot be made or read gives an empty list
    (``folder_problem`` says why).
    """
    try:
        folder = _directory(directory)
        files = [p for p in folder.iterdir()
                 if p.suffix == ".json" and not p.name.startswith(".") and p.is_file()]
    except (OSError, SaveError):
        return []
    return sorted((_entry(p) for p in files), key=_sort_key, reverse=True)


def delete_save(path: Path) -> None:
    """Delete one save file (a ``.json`` file). A file already gone is not an error.

    Raises ``SaveError`` if ``path`` is not a ``.json`` file or cannot be deleted.
    """
    path = Path(path)
    if path.suffix != ".json":
        raise SaveError(f"'{paths.display_path(path.name)}' is not a save file.")
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(f"The save could not be deleted: {paths.plain_os_error(exc)}.") from exc
    _fsync_directory(path.parent)


def latest_continuable(directory: Path | None = None) -> SaveEntry | None:
    """The newest autosave that is readable and whose game is not over, else None (what
    Continue resumes)."""
    return continue_choice(directory)[0]


def continue_choice(directory: Path | None = None) -> tuple[SaveEntry | None, list[SaveEntry]]:
    """What Continue resumes and what it passes over: ``(entry, skipped)``. ``entry`` is
    as ``latest_continuable``; ``skipped`` lists the autosaves newer than it that cannot be
    read (newest first), so the menu can say Continue is not resuming the newest game."""
    skipped = []
    for path in autosave_paths(directory):
        entry = _entry(path)
        if not entry.ok:
            skipped.append(entry)
        elif not entry.over:
            return entry, skipped
    return None, skipped


# --------------------------------------------------------------------------- restoring

def _moves(count: int) -> str:
    return "1 move" if count == 1 else f"{count} moves"


_OLDER = "This save was made by an older version of the rules: "
_CONTINUE = " You can continue from the saved position instead."


def _describe(exc: BaseException) -> str:
    if isinstance(exc, IllegalAction):
        return f'"{exc.reason}"'
    return f"{type(exc).__name__}: {exc}"


def check_playable(rules: Any, state: Any, players: list) -> None:
    """Raise (any exception) unless ``state`` can be played on with ``players``: it turns
    back into JSON, the rules can describe and score it for exactly that many seats, and
    while it is not over they can say whose turn it is and what may be done. A damaged
    position that ``State.from_dict`` still accepted fails here instead of on the board."""
    _json_copy(state.to_dict())
    str(rules.progress(state))
    if len(rules.scores(state)) != len(players):
        raise ValueError("its players do not match its position")
    if hasattr(rules, "view"):
        rules.view(state, None)
    if not rules.is_over(state):
        rules.current_seat(state)
        if not rules.legal_actions(state):
            raise ValueError("nobody can move in it")


@dataclass
class _Replay:
    state: object | None          # None when the game could not be set up or a move failed
    problem: str | None           # None when the replay matches the snapshot
    log: list[str]


def _replay(record: dict, rules: Any, compare: bool = True) -> _Replay:
    """Replay the record's actions from its seed (or its ``base``). ``problem`` says why
    the replay cannot be used as it is (set-up failed, a move failed, the result is not
    playable, or, with ``compare``, it differs from the snapshot); ``state`` is kept when
    the replay ran through. The message does not yet offer anything."""
    actions, log = record["actions"], []
    try:
        if "base" in record:
            state = rules.State.from_dict(_json_copy(record["base"]))
        else:
            state = rules.new_game(_json_copy(record["players"]), _json_copy(record["options"]),
                                   record["seed"])
    except DataError:        # the game's own files are damaged, not the save
        raise
    except Exception as exc:  # noqa: BLE001 - any failure of old data under new rules
        return _Replay(None, f"{_OLDER}its game can no longer be set up ({_describe(exc)}).", [])
    for number, action in enumerate(actions, start=1):
        try:
            log.extend(rules.describe(state, e) for e in rules.apply(state, _json_copy(action)))
        except IllegalAction as exc:
            return _Replay(None, (f"{_OLDER}move {number} of {len(actions)} is no longer "
                                  f"allowed ({_describe(exc)})."), [])
        except DataError:        # the game's own files are damaged, not the save
            raise
        except Exception as exc:  # noqa: BLE001
            return _Replay(None, (f"{_OLDER}replaying move {number} of {len(actions)} fails "
                                  f"({_describe(exc)})."), [])
    try:
        check_playable(rules, state, record["players"])
    except DataError:        # the game's own files are damaged, not the save
        raise
    except Exception as exc:  # noqa: BLE001
        return _Replay(None, f"{_OLDER}replaying its {_moves(len(actions))} gives a game that "
                             f"cannot be played on ({_describe(exc)}).", [])
    if compare and _json_copy(state.to_dict()) != record["snapshot"]:
        return _Replay(state, f"{_OLDER}replaying its {_moves(len(actions))} gives a "
                              f"different game.", log)
    return _Replay(state, None, log)


def _snapshot(record: dict, rules: Any) -> tuple[object | None, str | None]:
    """``(state, None)`` from the stored position, or ``(None, why)`` when it is unusable:
    ``State.from_dict`` refuses it (any exception, e.g. the ``ValueError`` of a damaged
    position) or the result is not playable (``check_playable``)."""
    try:
        state = rules.State.from_dict(_json_copy(record["snapshot"]))
        check_playable(rules, state, record["players"])
    except DataError:        # the game's own files are damaged, not the save
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a damaged position does
        return None, _describe(exc)
    return state, None


def _repaired(record: dict, rules: Any, players: list[dict], repairs: list[str]) -> Restored:
    """The game of ``record`` (whose replay matched its snapshot) played again with its
    repaired ``players``; ``SaveError`` when that is not possible."""
    note = "; ".join(repairs)
    if "base" in record:
        raise SaveError(f"This save's players are damaged ({note}), and a game continued "
                        f"from a stored position cannot be repaired.")
    fixed = {**record, "players": players}
    replay = _replay(fixed, rules, compare=False)
    if replay.state is None:
        raise SaveError(f"This save's players are damaged ({note}), and the game does not "
                        f"replay with them repaired.")
    fixed["snapshot"] = _json_copy(replay.state.to_dict())
    return Restored(fixed, replay.state, list(record["actions"]), None, False, replay.log,
                    repairs=repairs)


def restore(record: dict, prefer_snapshot: bool = False) -> Restored:
    """Turn a record (from ``read_record``) back into a live game.

    Replays ``record["actions"]`` from ``record["seed"]`` through the game's rules
    (``registry.get(game).rules()``) and compares the result with the snapshot:

    - they match: ``Restored(state=<replayed>, mismatch=None, from_snapshot=False)``;
    - setting up, a move or the comparison fails and the snapshot is usable
      (``_snapshot``): ``state`` is the snapshot's, ``offer="snapshot"``, ``mismatch`` the
      plain message for the player (``from_snapshot=True``);
    - the replay runs through but differs, and the snapshot is unusable (damaged, or
      missing what this version needs): ``state`` is the replayed game,
      ``offer="replay"`` (``from_snapshot=False``);
    - players that need repairing (``players.clean_players``) are repaired when the
      replay matched (``repairs`` says how), else the save is refused.

    ``prefer_snapshot=True`` skips the replay and uses the snapshot (``mismatch=None``).
    Raises ``SaveError`` if the record is malformed, the game is unknown or not playable,
    or neither the replay nor the snapshot gives a playable game.
    """
    _check_record(record)
    info = _game_info(record["game"])
    try:
        rules = info.rules()
    except (ImportError, LookupError) as exc:
        raise SaveError(f"{info.title} cannot be loaded: {exc}.") from exc
    title = safe_text(record["title"]) or info.title
    if title != record["title"]:            # later saves must be writable as UTF-8
        record = {**record, "title": title}
    players, repairs = clean_players(record["players"])
    actions = list(record["actions"])
    if prefer_snapshot:
        state, problem = _snapshot(record, rules)
        if state is None:
            raise SaveError(f"The saved position cannot be rebuilt ({problem}).")
        if repairs:
            raise SaveError(f"This save's players are damaged ({'; '.join(repairs)}).")
        return Restored(record, state, actions, None, True)
    replay = _replay(record, rules)
    if replay.problem is None:
        if repairs:
            return _repaired(record, rules, players, repairs)
        return Restored(record, replay.state, actions, None, False, replay.log)
    if repairs:
        raise SaveError(f"{replay.problem} Its players are damaged too "
                        f"({'; '.join(repairs)}), so it cannot be repaired.")
    state, problem = _snapshot(record, rules)
    if state is not None:
        return Restored(record, state, actions, f"{replay.problem}{_CONTINUE}", True,
                        offer="snapshot")
    if replay.state is not None:
        return Restored(record, replay.state, actions,
                        f"The stored position in this save is damaged ({problem}), but its "
                        f"{_moves(len(actions))} replay without a problem. You can continue "
                        f"from the replayed game.", False, replay.log, offer="replay")
    raise SaveError(f"{replay.problem} The saved position cannot be rebuilt either "
                    f"({problem}).")
