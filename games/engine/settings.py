"""User settings, kept as JSON in the platformdirs config folder (``settings.json``), and
the setup last started for each game (``last_setup.json``, same folder).

Nothing here ever stops the game: a missing, unreadable or damaged file gives the
defaults (and a sentence the menu shows), and a failed write gives a sentence the screen
shows (the change still applies until the game is closed). Writes are atomic, like saves.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from games.engine import i18n, paths
from games.engine.i18n import N_, _, pgettext

WINDOW_SIZES = ((1024, 640), (1280, 800), (1600, 1000), (1920, 1200), (2560, 1600))
ANIMATION_SPEEDS = (("off", N_("Off")), ("slow", N_("Slow")), ("normal", N_("Normal")),
                    ("fast", N_("Fast")))
SPEED_FACTORS = {"off": 0.0, "slow": 1.6, "normal": 1.0, "fast": 0.5}
# How long each action of a computer player stays on screen before the next (ms).
PACE_MS = {"slow": 1600, "normal": 800, "fast": 300, "instant": 0}


def computer_paces() -> list[tuple[str, str]]:
    """``(key, label)`` of each pace of ``PACE_MS``, labelled in the language shown."""
    return [("slow", pgettext("pace", "Slow")), ("normal", pgettext("pace", "Normal")),
            ("fast", pgettext("pace", "Fast")), ("instant", pgettext("pace", "Instant"))]
# How long each action stays on screen while a replay plays (ms).
REPLAY_PACE_MS = {"slow": 1600, "normal": 800, "fast": 300}


def replay_paces() -> list[tuple[str, str]]:
    """``(key, label)`` of each pace of ``REPLAY_PACE_MS``, labelled in the language shown."""
    return [("slow", pgettext("pace", "Slow")), ("normal", pgettext("pace", "Normal")),
            ("fast", pgettext("pace", "Fast"))]


MAX_FILE_BYTES = 1024 * 1024       # a settings or last-setup file is a few hundred bytes


@dataclass
class Settings:
    """``fullscreen``: start fullscreen; ``window_size``: [w, h] of the window in pixels;
    ``sound``: sound effects on; ``animation``: one of ``ANIMATION_SPEEDS`` keys;
    ``language``: a code of ``i18n.LANGUAGES`` (default: the system's language, when the
    app speaks it, else English); ``computer_pace``: one of ``PACE_MS`` keys, how
    long a computer player's action stays on screen before its next one;
    ``replay_pace``: one of ``REPLAY_PACE_MS`` keys, how long each action stays on screen
    while a replay plays; ``recap``: a person taking the mouse is shown what happened
    since they last acted (``games.engine.scenes.recap``; the board's button shows it
    either way)."""

    fullscreen: bool = False
    window_size: tuple = (1280, 800)
    sound: bool = True
    animation: str = "normal"
    language: str = field(default_factory=i18n.system_language)
    computer_pace: str = "normal"
    replay_pace: str = "normal"
    recap: bool = True

    def animation_factor(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return SPEED_FACTORS.get(self.animation, 1.0)


def settings_path() -> Path:
    """Path of the settings file. Raises ``paths.FolderError`` (an ``OSError``) when the
    settings folder cannot be made."""
    return paths.config_dir() / "settings.json"


class _Unreadable(ValueError):
    """Why a settings file is not JSON the app reads (one phrase: "it is not text")."""


def _read_json(path: Path):
    """The JSON value in ``path``; ``OSError`` if unreadable, ``ValueError`` if it is not
    JSON (``_Unreadable`` saying why when it is not small, UTF-8, flat enough text)."""
    if path.stat().st_size > MAX_FILE_BYTES:
        raise _Unreadable(_("it is far too large"))
    try:
        return json.loads(path.read_bytes().decode("utf-8-sig"))
    except RecursionError:
        raise _Unreadable(_("it is nested too deeply")) from None
    except UnicodeDecodeError:
        raise _Unreadable(_("it is not text")) from None


def load_settings() -> tuple[Settings, str | None]:
    """Read the settings; returns ``(settings, problem)`` where ``problem`` is one plain
    sentence when the folder or file exists but cannot be used (defaults are returned
    for what could not be read). Never raises."""
    try:
        path = settings_path()
    except OSError as exc:
        return Settings(), _("{problem}. Default settings are used, and changes to them "
                             "cannot be kept.").format(problem=paths.plain_os_error(exc))
    if not path.exists():
        return Settings(), None
    try:
        data = _read_json(path)
    except OSError as exc:
        return Settings(), _("Your settings file ({path}) could not be read: {why}. Default "
                             "settings are used.").format(path=paths.display_path(path),
                                                          why=paths.plain_os_error(exc))
    except ValueError as exc:
        reason = str(exc) if isinstance(exc, _Unreadable) else _("it is not valid JSON")
        return Settings(), _("Your settings file ({path}) is damaged ({why}); default settings "
                             "are used.").format(path=paths.display_path(path), why=reason)
    if not isinstance(data, dict):
        return Settings(), _("Your settings file ({path}) is damaged ({why}); default settings "
                             "are used.").format(path=paths.display_path(path),
                                                 why=_("it holds no settings"))
    return _from_dict(data)


def _from_dict(data: dict) -> tuple[Settings, str | None]:
    s, bad = Settings(), []
    for key in ("fullscreen", "sound", "recap"):
        value = data.get(key, getattr(s, key))
        if isinstance(value, bool):
            setattr(s, key, value)
        else:
            bad.append(key)
    size = data.get("window_size", list(s.window_size))
    if _window_size_ok(size):
        s.window_size = tuple(size)
    else:
        bad.append("window_size")
    anim = data.get("animation", s.animation)
    if isinstance(anim, str) and anim in SPEED_FACTORS:
        s.animation = anim
    else:
        bad.append("animation")
    pace = data.get("computer_pace", s.computer_pace)
    if isinstance(pace, str) and pace in PACE_MS:
        s.computer_pace = pace
    else:
        bad.append("computer_pace")
    pace = data.get("replay_pace", s.replay_pace)
    if isinstance(pace, str) and pace in REPLAY_PACE_MS:
        s.replay_pace = pace
    else:
        bad.append("replay_pace")
    lang = data.get("language", s.language)
    if isinstance(lang, str) and lang in i18n.CODES:
        s.language = lang
    else:
        bad.append("language")
    problem = (_("Some settings could not be read ({names}); defaults are used for "
                 "those.").format(names=", ".join(bad)) if bad else None)
    return s, problem


def _window_size_ok(size) -> bool:
    """A stored window size: [w, h] whole pixels, at least 640 x 400 (the window's minimum),
    at most 16384 each. Not only ``WINDOW_SIZES``: a window shrunk to a small desktop or
    resized by the player keeps its real size."""
    return (isinstance(size, list) and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in size)
            and 640 <= size[0] <= 16384 and 400 <= size[1] <= 16384)


def save_settings(settings: Settings) -> str | None:
    """Write the settings atomically. Returns ``None``, or one plain sentence saying why
    they could not be kept (read-only or missing folder, a folder named settings.json,
    disk full...). Never raises for a file-system problem."""
    from saves.store import SaveError, write_atomic
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    try:
        write_atomic(settings_path(), data)
    except OSError as exc:
        return _("Your settings could not be saved: {why}. They apply until you close the "
                 "game.").format(why=paths.plain_os_error(exc))
    except SaveError as exc:
        return _("Your settings could not be saved: {why} They apply until you close the "
                 "game.").format(why=exc.reason)
    return None


def folder_problem() -> str | None:
    """Why settings cannot be kept (the settings folder cannot be made or written), as
    one plain sentence, or None."""
    return paths.writable_problem(paths.config_dir, paths.SETTINGS_FOLDER)


# ------------------------------------------------------------------ the last setup

def last_setup_path() -> Path:
    """Path of the file remembering each game's last setup. Raises ``paths.FolderError``
    when the settings folder cannot be made."""
    return paths.config_dir() / "last_setup.json"


def load_last_setup(game_id: str) -> dict | None:
    """The setup last started for ``game_id``: ``{"players": [...], "options": {...},
    "computers": {seat: level}}`` with the players checked and repaired by ``saves.players.clean_players`` (names
    cleaned and capped, colours known and unique), or ``None`` when there is none or the
    file cannot be used (it only saves typing, so a problem is not reported)."""
    from saves.players import clean_players
    try:
        data = _read_json(last_setup_path())
    except (OSError, ValueError):
        return None
    entry = data.get(game_id) if isinstance(data, dict) else None
    if not isinstance(entry, dict):
        return None
    options = entry.get("options", {})
    try:
        players = clean_players(entry.get("players"))[0]
    except ValueError:
        return None
    if not isinstance(options, dict):
        return None
    from games.engine.session import computer_seats
    computers = computer_seats(entry.get("computers"), len(players))[0]
    return {"players": players, "options": options, "computers": computers}


def save_last_setup(game_id: str, players: list[dict], options: dict,
                    computers: dict[int, str] | None = None) -> None:
    """Remember this setup (``computers``: the seats a computer plays, ``{seat: level}``)
    so the next new game of ``game_id`` starts from it. A file that
    cannot be read is replaced; one that cannot be written is left alone (no error: it
    only saves typing)."""
    from saves.store import SaveError, write_atomic
    try:
        path = last_setup_path()
    except OSError:
        return
    try:
        data = _read_json(path)
        data = data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        data = {}
    data[game_id] = {"players": players, "options": options,
                     "computers": {str(seat): level for seat, level in (computers or {}).items()}}
    try:
        write_atomic(path, data)
    except (OSError, SaveError):
        pass
