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
The work is split by what it does: ``saves.records`` (the record and its checks),
``saves.files`` (atomic writes, folders, temporary files), ``saves.restoring``
(``restore``); this module lists, names, reads and keeps the saves of the folder and
re-exports the names of the other three, so callers need only ``saves.store``.
"""
from __future__ import annotations

import json
import os
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from games.engine import i18n, paths
from games.engine.i18n import _, pgettext
from saves.players import clean_players, safe_text
# Re-exported: the other save modules' public names, so callers need only saves.store.
from saves.files import (STALE_AFTER, TEMP_PATTERN, _directory, _folder,  # noqa: F401
                         _fsync_directory, _write_problem, folder_problem,
                         remove_stale_temporary_files, write_atomic)
from saves.records import (APP_ID, AUTOSAVE_NAME, AUTOSAVE_PREFIX, BRANCH_MARK,  # noqa: F401
                           FORMAT_VERSION, KEPT_PREFIX, KINDS, MAX_SAVE_BYTES, SaveError,
                           _check_record, _game_info, _json_copy, branch_title, make_record,
                           split_branch)
from saves.restoring import Restored, check_playable, restore  # noqa: F401



def month_name(month: int) -> str:
    """Month ``month`` (1-12) as a date shows it after the day: "Nov" in English,
    "listopada" (the genitive) in Polish."""
    # TRANSLATORS: a month as a date writes it after the day number ("29 Nov 2026").
    return (pgettext("date", "Jan"), pgettext("date", "Feb"), pgettext("date", "Mar"),
            pgettext("date", "Apr"), pgettext("date", "May"), pgettext("date", "Jun"),
            pgettext("date", "Jul"), pgettext("date", "Aug"), pgettext("date", "Sep"),
            pgettext("date", "Oct"), pgettext("date", "Nov"), pgettext("date", "Dec"))[month - 1]


def date_text(when: datetime) -> str:
    """``when`` as the screen shows a save's date, in the language shown: "29 Nov 2026,
    16:05:07" (Polish "29.11.2026, 16:05:07"); the seconds tell apart saves made in the
    same minute. The language's template picks from the day (``day``, two-digit
    ``day_2``), the month (``month``: ``month_name``, two-digit ``month_2``), ``year`` and
    ``time``."""
    # TRANSLATORS: fields: {day} or {day_2} (07), {month} (a name) or {month_2} (11), {year}, {time}
    return _("{day} {month} {year}, {time}").format(
        day=when.day, day_2=f"{when.day:02d}", month=month_name(when.month),
        month_2=f"{when.month:02d}", year=when.year, time=f"{when:%H:%M:%S}")



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
        """The save date for the screen (``date_text``), e.g. ``"29 Nov 2026, 16:05:07"``
        (local time as saved); ``"date unknown"`` for a file time the system cannot turn
        into a date."""
        try:
            when = self.when
        except (OverflowError, OSError, ValueError):
            return _("date unknown")
        return date_text(when)

    @property
    def display_name(self) -> str:
        """The file's name, safe to show (bytes that are not UTF-8 become U+FFFD)."""
        return paths.display_path(self.path.name)





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
    save titled "Unfinished: <title>" so it stays under Load game; a finished one is
    copied under its own title, so it can still be replayed from Load game; an autosave that
    cannot be read (damaged, or made by a newer version) is renamed
    ``kept-autosave-<game>-<time>.json`` (listed under Load game with its reason).
    Returns the kept file's path, or ``None`` when nothing needed keeping (no autosave,
    ``incoming`` itself, or a game a named save already holds as it is). Raises
    ``SaveError`` when it cannot be kept: then the autosave must not be overwritten.
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
    if same_game(record, incoming) or _kept_already(record, path):
        return None
    title = record["title"]
    if not record["over"] and not title.startswith(KEPT_PREFIX):
        title = KEPT_PREFIX + title
    return save_named({**record, "title": title}, directory)


def keep_replayed_autosave(record: dict, directory: Path | None = None) -> Path | None:
    """Before a game played on from a replay of ``record`` (a finished game: "Play on from
    here") takes over the autosave of its game: when that autosave holds ``record``'s game
    (``same_game``), finished (an unfinished one is ``keep_unfinished_autosave``'s), and
    no named save holds it yet, copy it to a named save under its own title, so the game
    replayed stays under Load game as it was. Returns the new file's path, or ``None``
    when nothing needed keeping. Raises ``SaveError`` when it cannot be kept: then the
    autosave must not be overwritten."""
    try:
        path = autosave_path(directory, record["game"])
    except SaveError:
        return None
    if not path.is_file():
        return None
    try:
        held = read_record(path)
    except SaveError:
        return None                     # kept as it is by keep_unfinished_autosave
    if not held["over"] or not same_game(held, record) or _kept_already(held, path):
        return None
    return save_named(held, directory)


def _kept_already(record: dict, autosave: Path) -> bool:
    """True when a named save beside ``autosave`` already holds ``record``'s game at the
    same point (``same_game``): keeping it again would only list the same game twice
    (loading a save, then another, would otherwise add an "Unfinished" copy each time)."""
    for other in autosave.parent.glob("*.json"):
        if other.name.startswith(AUTOSAVE_PREFIX) or other == autosave:
            continue
        try:
            if same_game(record, read_record(other)):
                return True
        except (SaveError, OSError):
            continue
    return False


def _keep_unreadable(path: Path, game_id: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target, number = path.with_name(f"kept-autosave-{slugify(game_id)}-{stamp}.json"), 2
    while target.exists():
        target = path.with_name(f"kept-autosave-{slugify(game_id)}-{stamp}-{number}.json")
        number += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        raise SaveError(_("The autosave {name} could not be kept: {why}.").format(
            name=paths.display_path(path.name), why=paths.plain_os_error(exc))) from exc
    _fsync_directory(path.parent)
    return target


# --------------------------------------------------------------------------- reading

def _reject_constant(name: str) -> None:
    raise ValueError(_("{name} is not allowed").format(name=name))


def _truncated() -> SaveError:
    return SaveError(_("Damaged file: it stops in the middle (truncated)."))


def _read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(_("Too large to be a save ({size} MB).").format(
                size=size // (1024 * 1024)))
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(_("The file could not be read: {why}.").format(
            why=paths.plain_os_error(exc))) from exc
    if not raw.strip():
        raise SaveError(_("The file is empty."))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":    # cut inside a letter of 2-4 bytes
            raise _truncated() from None
        raise SaveError(_("Damaged file: it is not text.")) from None


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
            raise _truncated() from None
        raise SaveError(_("Damaged file: not valid JSON (line {line}, column {column}).").format(
            line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise SaveError(_("Damaged file: nested too deeply to be a save.")) from None
    except ValueError as exc:
        raise SaveError(_("Damaged file: {problem}.").format(problem=exc)) from None


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
                     safe_text(record["title"]) or _("Untitled"), names,
                     safe_text(_shown_progress(record)), record["saved_at"], record["kind"],
                     record["over"], modified)


def _shown_progress(record: dict) -> str:
    """The save's progress line in the language shown: the stored one (English, as
    files keep it) when that is English, else told again by the rules from the stored
    position; the stored line when the position cannot be read (the load says why)."""
    if i18n.language() == i18n.SOURCE:
        return record["progress"]
    try:
        rules = _game_info(record["game"]).rules()
        return str(rules.progress(rules.State.from_dict(_json_copy(record["snapshot"]))))
    except Exception:  # noqa: BLE001 - any old or damaged position: the stored line stands
        return record["progress"]


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
        raise SaveError(_("'{name}' is not a save file.").format(name=paths.display_path(path.name)))
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(_("The save could not be deleted: {why}.").format(
            why=paths.plain_os_error(exc))) from exc
    _fsync_directory(path.parent)


def latest_continuable(directory: Path | None = None) -> SaveEntry | None:
    """The newest readable save whose game is not over, else None (what Continue
    resumes; see ``continue_choice``)."""
    return continue_choice(directory)[0]


def continue_choice(directory: Path | None = None) -> tuple[SaveEntry | None, list[SaveEntry]]:
    """What Continue resumes and what it passes over: ``(entry, skipped)``. ``entry`` is
    the newest readable save, autosave or named (an unfinished game kept when another
    took its autosave, a game saved by name), whose game is not over; ``skipped`` lists
    the autosaves newer than it that cannot be read (newest first), so the menu can say
    Continue is not resuming the newest game."""
    skipped = []
    try:
        folder = _directory(directory)
        files = [p for p in folder.iterdir()
                 if p.suffix == ".json" and not p.name.startswith(".") and p.is_file()]
    except (OSError, SaveError):
        return None, skipped
    for path in sorted(files, key=lambda p: (_mtime(p), p.name), reverse=True):
        entry = _entry(path)                 # newest written first, as autosaves go
        if not entry.ok:
            if entry.path.name.startswith(AUTOSAVE_PREFIX):
                skipped.append(entry)
        elif not entry.over:
            return entry, skipped
    return None, skipped


