"""Save records: the dict one save file holds, how it is made and how it is checked.

The fields are described in ``saves.store``; ``make_record`` builds one and
``_check_record`` refuses a malformed one with ``SaveError`` (one readable sentence).
"""
from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from games.engine import i18n, paths, registry
from games.engine.i18n import N_, _
from saves.players import clean_players


FORMAT_VERSION = 1
APP_ID = paths.APP_NAME
AUTOSAVE_NAME = "autosave.json"        # the one autosave of earlier versions; still read
AUTOSAVE_PREFIX = "autosave"
KEPT_PREFIX = "Unfinished: "           # the title of an autosave kept when another game took its place
BRANCH_MARK = " (branch from move {number})"   # ends the title of a game played on
                                                # from a replay (stored in English)
KINDS = ("auto", "named")
MAX_SAVE_BYTES = 16 * 1024 * 1024


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



# --------------------------------------------------------------------------- records

def branch_title(title: str, number: int) -> str:
    """The title of a game played on from move ``number`` of the game titled ``title``
    (a replay's "Play on from here"), as files keep it: ``title`` and ``BRANCH_MARK``."""
    return title + BRANCH_MARK.format(number=number)


def split_branch(title: str) -> tuple[str, int] | None:
    """``(title of the game played on from, move number)`` when ``title`` ends with
    ``BRANCH_MARK`` (see ``branch_title``), else ``None``."""
    head, mark, tail = title.rpartition(BRANCH_MARK.split("{")[0])
    number = tail[:-1] if tail.endswith(")") else ""
    if not mark or not number.isdigit() or len(number) > 9:
        return None
    return head, int(number)


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
                base: dict | None = None, computers: dict[int, str] | None = None,
                computer_moves: list[int] | None = None, played: tuple[float, bool] | None = None,
                decisions: list[dict[str, int]] | None = None,
                own_offers_only: list[int] | None = None) -> dict:
    """Build a save record (the dict described in the module docstring) for the game now.

    ``players``/``options``/``seed`` are what was given to ``new_game``; ``actions`` every
    action applied since, in order; ``state`` the current state; ``rules_module`` the
    game's rules module (for ``progress``/``is_over``); ``kind`` is ``"auto"`` or
    ``"named"``. ``base``, when given, is the state (``to_dict()``) the actions start from
    instead of ``new_game``: a game continued from a snapshot whose own moves could not be
    replayed. ``computers``, when any, the seats a computer plays (``{seat: level}``,
    written ``{"1": "hard"}``), and ``computer_moves``, the indices of the actions a
    computer took. ``played``: the time played as ``(seconds, whole)``, written
    ``{"seconds": 4210.5, "whole": true}`` (``whole`` False: the time misses a part of the
    game); ``decisions``: per seat, who took how many of its decisions (``{"person": 40,
    "hard": 3}``; ``games.engine.session.Session.decisions``). Both are optional: a save
    without them loads (``session.played_time``, ``session.decision_counts``); ``own_offers_only``, the
    seats offered only what concerns them (``Session.own_offers_only``). Everything is copied, so later moves do not change the record. Raises
    ``ValueError`` for a bad ``kind`` or data that is not JSON-safe, and ``SaveError`` if
    the result would not be a valid save (e.g. a player without a ``"name"``, an action
    without a ``"type"``, a non-int seed).
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    with i18n.in_source_language():       # a file holds no translated words
        progress = str(rules_module.progress(state))
    record = {
        "format": FORMAT_VERSION, "app": APP_ID, "game": game_id, "title": title,
        "players": _json_copy(list(players)), "options": _json_copy(dict(options)),
        "seed": seed, "actions": _json_copy(list(actions)),
        "snapshot": _json_copy(state.to_dict()),
        "progress": progress,
        "over": bool(rules_module.is_over(state)),
        "saved_at": _now_iso(), "kind": kind,
    }
    if base is not None:
        record["base"] = _json_copy(base)
    if computers:
        record["computers"] = {str(seat): level for seat, level in sorted(computers.items())}
    if computer_moves:
        record["computer_moves"] = list(computer_moves)
    if played is not None:
        record["played"] = {"seconds": round(float(played[0]), 1), "whole": bool(played[1])}
    if decisions is not None:
        record["decisions"] = _json_copy([{str(k): int(n) for k, n in counts.items()}
                                          for counts in decisions])
    if own_offers_only:
        record["own_offers_only"] = sorted(own_offers_only)
    _check_record(record)
    return record


_JSON_NAMES = {bool: N_("true/false"), int: N_("a whole number"), float: N_("a decimal number"),
               str: N_("text"), list: N_("a list"), dict: N_("an object"), type(None): N_("null")}
_FIELD_TYPES = (("app", str), ("game", str), ("title", str), ("players", list),
                ("options", dict), ("seed", int), ("actions", list), ("snapshot", dict),
                ("progress", str), ("over", bool), ("saved_at", str), ("kind", str))


def _json_name(kind: type, other: str) -> str:
    """How a JSON type is named in a message ("a whole number"), in the language shown;
    ``other`` (already translated) for a type JSON does not have."""
    return _(_JSON_NAMES[kind]) if kind in _JSON_NAMES else other


def _is_type(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def _check_format(record: dict) -> None:
    if "format" not in record:
        raise SaveError(_("Damaged save: it has no format number."))
    version = record["format"]
    if not _is_type(version, int):
        raise SaveError(_("Damaged save: 'format' should be a whole number, not {got}.").format(
            got=_json_name(type(version), _("that"))))
    if version > FORMAT_VERSION:
        raise SaveError(_("Made by a newer version of {app} (save format {version}); this "
                          "version reads format {known}.").format(
                              app=paths.APP_TITLE, version=version, known=FORMAT_VERSION))
    if version < 1:
        raise SaveError(_("Unknown save format {version}.").format(version=version))


def _check_fields(record: dict) -> None:
    for key, kind in _FIELD_TYPES:
        if key not in record:
            raise SaveError(_("Damaged save: the '{field}' field is missing.").format(field=key))
        value = record[key]
        if not _is_type(value, kind):
            raise SaveError(_("Damaged save: '{field}' should be {kind}, not {got}.").format(
                field=key, kind=_json_name(kind, ""), got=_json_name(type(value), _("that"))))


def _check_contents(record: dict) -> None:
    if record["app"] != APP_ID:
        raise SaveError(_("Not a {app} save (made by '{maker}').").format(
            app=paths.APP_TITLE, maker=record["app"]))
    if record["kind"] not in KINDS:
        raise SaveError(_("Damaged save: unknown kind '{kind}'.").format(kind=record["kind"]))
    try:
        clean_players(record["players"])
    except ValueError as exc:
        raise SaveError(_("Damaged save: {problem}.").format(problem=exc)) from None
    for number, action in enumerate(record["actions"], start=1):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise SaveError(_("Damaged save: move {number} is not an action.").format(
                number=number))
    if "base" in record and not isinstance(record["base"], dict):
        raise SaveError(_("Damaged save: 'base' should be an object."))
    try:
        datetime.fromisoformat(record["saved_at"])
    except ValueError:
        raise SaveError(_("Damaged save: 'saved_at' is not a date.")) from None


def _check_record(record: Any) -> None:
    """Raise ``SaveError`` unless ``record`` is a well-formed format-1 record."""
    if not isinstance(record, dict):
        raise SaveError(_("Not a save: the file holds {got} instead of an object.").format(
            got=_json_name(type(record), _("a value"))))
    _check_format(record)
    _check_fields(record)
    _check_contents(record)


def _game_info(game_id: str) -> registry.GameInfo:
    """The registry entry for ``game_id``; ``SaveError`` if unknown or not playable."""
    try:
        info = registry.get(game_id)
    except KeyError:
        raise SaveError(_("A save for a game this version does not know ('{game}').").format(
            game=game_id)) from None
    if not info.available:
        raise SaveError(_("A save for {game}, which this version cannot play yet.").format(
            game=info.title))
    return info

