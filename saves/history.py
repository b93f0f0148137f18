"""The history of finished games, for the Statistics screen (issue 15).

One small JSON file in the user data folder, ``history.json``::

    {"version": 1, "games": [entry, ...]}

and each entry, written when a game ends::

    {"key": "...", "game": "basilica", "finished": "2026-12-02T03:10:00",
     "moves": 142, "seconds": 2710, "players": [{"name": "Ola", "computer": null,
                                                 "score": 31, "won": true}, ...]}

``seconds``: the time played (``null`` when it does not cover the whole game: a game
loaded from a save made before times were kept); entries written before it have none.
A player's ``computer`` is the level a seat counts for: a seat counts for the person
named when people took at least half of its decisions (``counts_for``), else for the
computer level that took most of them; such a seat has ``"person_part": true`` when the
person took some of its decisions all the same.

``key`` says which game it was (its game, seed, starting position and moves): a finished
game opened again from a save, or its last move undone and played again the same way,
is counted once. The file is written atomically like the saves (``files.write_atomic``);
a damaged one is moved aside under a new name (nothing of it is lost), reported in one
plain sentence, and a new history starts. Nothing here raises for a file problem.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from games.engine import paths
from games.engine.i18n import _
from saves import store
from saves.files import write_atomic
from saves.records import SaveError

VERSION = 1
MAX_ENTRIES = 5000          # the oldest go first beyond this (a file of a few hundred kB)


def history_path() -> Path:
    """``user_data_dir()/history.json``. Raises ``paths.FolderError`` when the folder
    cannot be made."""
    return paths.user_data_dir() / "history.json"


def game_key(game_id: str, seed, base, actions: list) -> str:
    """A short fingerprint of one game at one point (sha1 of its game, seed, starting
    position and moves as canonical JSON)."""
    text = json.dumps([game_id, seed, base, actions], sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]


def entry_of(session) -> dict:
    """The history entry of ``session`` (a ``games.engine.session.Session`` whose game is
    over): players with their score, whether they won and the computer level playing them
    (None for a person). Raises ``ValueError`` when the game is not over."""
    rules, state = session.rules, session.state
    if not rules.is_over(state):
        raise ValueError("the game is not over")
    scores, winners = rules.scores(state), set(rules.winners(state))
    decisions = list(getattr(session, "decisions", None) or [])
    decisions += [{}] * (len(session.players) - len(decisions))
    whole = getattr(session, "played_whole", False)
    return {
        "key": game_key(session.game_id, session.seed, session.base, session.actions),
        "game": session.game_id,
        "finished": datetime.now().replace(microsecond=0).isoformat(),
        "moves": len(session.actions),
        "seconds": round(session.played_seconds) if whole else None,
        "players": [_player(p["name"], decisions[i], session.computers.get(i), scores[i],
                            i in winners) for i, p in enumerate(session.players)],
    }


def _player(name: str, decisions: dict, level_now: str | None, score, won: bool) -> dict:
    """A seat's part of an entry; ``"person_part": true`` when it counts for a computer
    level but the person named took some of its decisions (a seat handed to the computer
    during the game): the person has played that game too."""
    level = counts_for(decisions, level_now)
    seat = {"name": name, "computer": level, "score": score, "won": won}
    if level is not None and decisions.get("person", 0) > 0:
        seat["person_part"] = True
    return seat


def counts_for(decisions: dict[str, int], level_now: str | None) -> str | None:
    """Whom a seat's game counts for in the Statistics: ``None`` (the person named) when
    people took at least half of its ``decisions`` (``{"person": 40, "hard": 3}``, as
    ``Session.decisions`` keeps them), else the computer level that took most of them
    (the stronger on a tie). A seat without counted decisions counts for whoever plays it
    at the end (``level_now``: a level, or ``None`` for a person)."""
    from games.engine.bots import LEVELS
    people = decisions.get("person", 0)
    computers = {level: n for level, n in decisions.items() if level in LEVELS and n > 0}
    if not people and not computers:
        return level_now
    if people * 2 >= people + sum(computers.values()):
        return None
    order = list(LEVELS)
    return max(computers, key=lambda level: (computers[level], order.index(level)))


def _sound(entry) -> bool:
    if not isinstance(entry, dict) or not isinstance(entry.get("game"), str):
        return False
    if not isinstance(entry.get("key"), str) or not isinstance(entry.get("moves"), int):
        return False
    seconds = entry.get("seconds")
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, int)
                                or seconds < 0):
        return False
    players = entry.get("players")
    return isinstance(players, list) and bool(players) and all(
        isinstance(p, dict) and isinstance(p.get("name"), str)
        and isinstance(p.get("won"), bool) and isinstance(p.get("score"), (int, float))
        and not isinstance(p.get("score"), bool)
        and (p.get("computer") is None or isinstance(p.get("computer"), str))
        and isinstance(p.get("person_part", False), bool)
        for p in players)


def _set_aside(path: Path) -> Path | None:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"history.damaged-{stamp}.json")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"history.damaged-{stamp}-{n}.json")
    try:
        path.replace(target)
        return target
    except OSError:
        return None


def load_history() -> tuple[list[dict], str | None]:
    """``(entries, problem)``: the finished games, oldest first, and None, or one plain
    sentence when the file could not be used. A damaged file is moved aside (its new
    name is in the sentence) and the history starts empty; entries of a shape this
    version does not know are skipped."""
    try:
        path = history_path()
    except OSError as exc:
        return [], _("The history of finished games cannot be kept: {why}.").format(
            why=paths.plain_os_error(exc))
    if not path.exists():
        return [], None
    if not path.is_file():           # a folder in its place: nothing to set aside
        return [], _("The history of finished games cannot be kept: {file} is not a "
                     "file.").format(file=paths.display_path(path))
    try:
        data = store._parse_json(store._read_text(path))
        if not isinstance(data, dict) or not isinstance(data.get("games"), list):
            raise SaveError(_("Damaged file: it does not hold a list of games."))
    except SaveError as exc:
        aside = _set_aside(path)
        where = aside.name if aside else path.name
        return [], _("The history of finished games was damaged ({why}); it was set aside "
                     "as {file} and a new one begins.").format(why=exc.reason, file=where)
    return [e for e in data["games"] if _sound(e)], None


def record_finished(session) -> str | None:
    """Add ``session``'s finished game to the history (once: a game already there, by
    its ``key``, is not added again). Returns None, or one plain sentence saying why it
    could not be kept. Never raises for a file problem."""
    entry = entry_of(session)
    entries, problem = load_history()
    if any(e["key"] == entry["key"] for e in entries):
        return problem
    entries = (entries + [entry])[-MAX_ENTRIES:]
    try:
        write_atomic(history_path(), {"version": VERSION, "games": entries})
    except (OSError, SaveError) as exc:
        why = getattr(exc, "reason", None) or str(exc)
        return _("This finished game could not be added to the statistics: {why}").format(why=why)
    return problem


@dataclass
class PlayerTotals:
    """One player name's games (``played``, ``won``) and best score, per game id; or,
    with ``computer`` set (a level), the computer players of that level, whatever their
    seats were called."""
    name: str
    computer: str | None = None
    played: int = 0
    won: int = 0
    best: dict[str, float] = field(default_factory=dict)


@dataclass
class GameTotals:
    """One game's finished games: how many, the longest and shortest (by moves, and by
    time played among the entries that have it, as entries) and the best score with who
    made it."""
    game: str
    played: int = 0
    longest: dict | None = None
    shortest: dict | None = None
    best: tuple[float, str] | None = None
    longest_time: dict | None = None
    shortest_time: dict | None = None


def totals(entries: list[dict]) -> tuple[dict[str, GameTotals], dict[tuple, PlayerTotals]]:
    """Sum ``entries`` up: ``({game id: GameTotals}, {key: PlayerTotals})``, a person
    keyed ``(name, None)``, the computer seats of a level ``(None, level)`` together (a
    playtester's Hard and Normal computers, both called "Player 2", were one player, and
    counted with nobody knowing they were computers). A seat counts as its entry says
    (``counts_for``: the person when people took at least half of its decisions). A game
    counts once for each player however many of its seats they played (three Hard
    computers at one table are one game of "Computer: Hard", won if one of them won); a
    person who played part of a seat handed to the computer (``person_part``) has the game
    counted as played, its result going to the level that took most of its decisions."""
    games: dict[str, GameTotals] = {}
    players: dict[str, PlayerTotals] = {}
    for e in entries:
        g = games.setdefault(e["game"], GameTotals(e["game"]))
        g.played += 1
        if g.longest is None or e["moves"] > g.longest["moves"]:
            g.longest = e
        if g.shortest is None or e["moves"] < g.shortest["moves"]:
            g.shortest = e
        if e.get("seconds") is not None:
            if g.longest_time is None or e["seconds"] > g.longest_time["seconds"]:
                g.longest_time = e
            if g.shortest_time is None or e["seconds"] < g.shortest_time["seconds"]:
                g.shortest_time = e
        counted: set = set()            # who has this game counted already
        for p in e["players"]:
            if g.best is None or p["score"] > g.best[0]:
                g.best = (p["score"], p["name"])
            level = p.get("computer")
            key = (None, level) if level else (p["name"], None)
            t = players.setdefault(key, PlayerTotals(p["name"] if not level else "", level))
            if key not in counted:
                t.played += 1
                counted.add(key)
            if p["won"] and (key, "won") not in counted:
                t.won += 1
                counted.add((key, "won"))
            t.best[e["game"]] = max(t.best.get(e["game"], p["score"]), p["score"])
            person = (p["name"], None)
            if level and p.get("person_part") and person not in counted:
                players.setdefault(person, PlayerTotals(p["name"])).played += 1
                counted.add(person)
    return games, players
