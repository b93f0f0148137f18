"""Turning a save record back into a live game: replaying its moves from the seed, and
falling back on (or offering) the stored position when the replay and the snapshot
disagree (``restore``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.engine.i18n import _, counted
from games.engine.protocol import IllegalAction
from games.engine.session import (KEEP_EVENTS, Played, computer_move_list, event_lines,
                                  setup_lines)
from games.engine.yamlload import DataError
from saves.players import clean_players, safe_text
from saves.records import SaveError, _check_record, _game_info, _json_copy


@dataclass
class Restored:
    """A save turned back into a game by ``restore``.

    ``state`` is the game's ``State``; ``actions`` the record's actions (list of dicts);
    ``mismatch`` is None when the replay matched the snapshot, else the plain message to
    show the player before offering ``state``; ``from_snapshot`` tells whether ``state``
    was rebuilt from the snapshot instead of by replaying the actions; ``log``: the
    game-log entries of the set-up (``setup_lines``) and of the replayed actions
    (``games.engine.session.event_lines`` of each event: the public line and the lines of seats that may read more; empty from a
    snapshot), so a loaded game shows every seat the log it had before. ``offer`` says what a mismatch offers: ``None`` (no mismatch),
    ``"snapshot"`` (the stored position: the moves no longer replay to it) or
    ``"replay"`` (the replayed game: the stored position is damaged). ``repairs``: one
    plain sentence per player record that had to be repaired (``players.clean_players``);
    ``record`` then holds the repaired players. ``played``: per action replayed, who took
    it and which lines of ``log`` it wrote (``games.engine.session.Played``, with the
    events of the newest actions); empty from a snapshot.
    """

    record: dict
    state: object
    actions: list[dict]
    mismatch: str | None
    from_snapshot: bool
    log: list = field(default_factory=list)
    offer: str | None = None
    repairs: list[str] = field(default_factory=list)
    played: list = field(default_factory=list)
    seats: list | None = None      # the seat that took each action, when they were replayed




# --------------------------------------------------------------------------- restoring

def _older(problem: str) -> str:
    """The sentence saying a save is older than the rules, ending with ``problem``."""
    return _("This save was made by an older version of the rules: {problem}").format(
        problem=problem)


def _describe(exc: BaseException) -> str:
    """Why old data failed under the rules, in words a player reads: a refusal in quotes,
    a ``ValueError``'s own sentence (the rules' checks say what is damaged), else that the
    game's code met something it did not expect (named, for a report; no traceback)."""
    if isinstance(exc, IllegalAction):
        return f'"{exc.reason}"'
    if isinstance(exc, ValueError) and str(exc):
        return str(exc)
    return _("the game's code met something it did not expect: {error}").format(
        error=type(exc).__name__)


def _older_position(snapshot: Any, state: Any) -> bool:
    """True when ``snapshot`` (a stored position) is a dict that lacks some of the fields
    the current rules keep in ``state`` and has no field they do not know: the mark of a
    save made before those fields were added, not of a damaged file. Every version has
    stored the dice (``"rng"``), so a position without them is damaged."""
    if not isinstance(snapshot, dict) or "rng" not in snapshot:
        return False
    return set(snapshot) < set(state.to_dict())


def check_playable(rules: Any, state: Any, players: list) -> None:
    """Raise (any exception) unless ``state`` can be played on with ``players``: it turns
    back into JSON, the rules can describe and score it for exactly that many seats, and
    while it is not over they can say whose turn it is and what may be done. A damaged
    position that ``State.from_dict`` still accepted fails here instead of on the board."""
    _json_copy(state.to_dict())
    str(rules.progress(state))
    if len(rules.scores(state)) != len(players):
        raise ValueError(_("its players do not match its position"))
    if hasattr(rules, "view"):
        rules.view(state, None)
    if not rules.is_over(state):
        rules.current_seat(state)
        if not rules.legal_actions(state):
            raise ValueError(_("nobody can move in it"))


@dataclass
class _Replay:
    state: object | None          # None when the game could not be set up or a move failed
    problem: str | None           # None when the replay matches the snapshot
    log: list          # game-log entries (games.engine.session.LogEntry)
    played: list = field(default_factory=list)   # games.engine.session.Played per action
    seats: list = field(default_factory=list)   # the seat that took each action


def _seat_name(players: Any, seat: Any) -> str | None:
    """The name of ``seat`` among a save's ``players``, or ``None`` (no seat, a damaged
    list): only used to say in the log that a computer played a move."""
    try:
        name = players[seat]["name"]
    except (TypeError, IndexError, KeyError):
        return None
    return name if isinstance(name, str) else None


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
            log.extend(setup_lines(rules, _json_copy(record["players"]),
                                   _json_copy(record["options"]), record["seed"], state))
    except DataError:        # the game's own files are damaged, not the save
        raise
    except Exception as exc:  # noqa: BLE001 - any failure of old data under new rules
        return _Replay(None, _older(_("its game can no longer be set up ({why}).").format(
            why=_describe(exc))), [])
    by_computer = set(computer_move_list(record.get("computer_moves"), len(actions)))
    played, seats = [], []
    for number, action in enumerate(actions, start=1):
        try:
            seat = rules.current_seat(state)
            seats.append(seat)
            name = _seat_name(record["players"], seat) if number - 1 in by_computer else None
            start, events = len(log), rules.apply(state, _json_copy(action))
            log.extend(event_lines(rules, state, e, name) for e in events)
            played.append(Played(seat, start, len(log),
                                 events if len(actions) - number < KEEP_EVENTS else None))
        except IllegalAction as exc:
            return _Replay(None, _older(_("move {number} of {count} is no longer allowed "
                                          "({why}).").format(number=number, count=len(actions),
                                                             why=_describe(exc))), [])
        except DataError:        # the game's own files are damaged, not the save
            raise
        except Exception as exc:  # noqa: BLE001
            return _Replay(None, _older(_("replaying move {number} of {count} fails ({why}).")
                                        .format(number=number, count=len(actions),
                                                why=_describe(exc))), [])
    try:
        check_playable(rules, state, record["players"])
    except DataError:        # the game's own files are damaged, not the save
        raise
    except Exception as exc:  # noqa: BLE001
        return _Replay(None, _older(counted(
            len(actions), "replaying its {n} move gives a game that cannot be played on ({why}).",
            "replaying its {n} moves gives a game that cannot be played on ({why}).",
            why=_describe(exc))), [])
    if compare and _json_copy(state.to_dict()) != record["snapshot"]:
        return _Replay(state, _older(counted(
            len(actions), "replaying its {n} move gives a different game.",
            "replaying its {n} moves gives a different game.")), log, played, seats)
    return _Replay(state, None, log, played, seats)


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
        raise SaveError(_("This save's players are damaged ({repairs}), and a game continued "
                          "from a stored position cannot be repaired.").format(repairs=note))
    fixed = {**record, "players": players}
    replay = _replay(fixed, rules, compare=False)
    if replay.state is None:
        raise SaveError(_("This save's players are damaged ({repairs}), and the game does not "
                          "replay with them repaired.").format(repairs=note))
    fixed["snapshot"] = _json_copy(replay.state.to_dict())
    return Restored(fixed, replay.state, list(record["actions"]), None, False, replay.log,
                    repairs=repairs, played=replay.played, seats=replay.seats)


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
        raise SaveError(_("{game} cannot be loaded: {problem}.").format(
            game=info.title, problem=exc)) from exc
    title = safe_text(record["title"]) or info.title
    if title != record["title"]:            # later saves must be writable as UTF-8
        record = {**record, "title": title}
    players, repairs = clean_players(record["players"])
    actions = list(record["actions"])
    if prefer_snapshot:
        state, problem = _snapshot(record, rules)
        if state is None:
            raise SaveError(_("The saved position cannot be rebuilt ({problem}).").format(
                problem=problem))
        if repairs:
            raise SaveError(_("This save's players are damaged ({repairs}).").format(
                repairs="; ".join(repairs)))
        return Restored(record, state, actions, None, True)
    replay = _replay(record, rules)
    if replay.problem is None:
        if repairs:
            return _repaired(record, rules, players, repairs)
        return Restored(record, replay.state, actions, None, False, replay.log,
                        played=replay.played, seats=replay.seats)
    if repairs:
        raise SaveError(_("{problem} Its players are damaged too ({repairs}), so it cannot be "
                          "repaired.").format(problem=replay.problem, repairs="; ".join(repairs)))
    state, problem = _snapshot(record, rules)
    if state is not None:
        return Restored(record, state, actions,
                        _("{problem} You can continue from the saved position instead.").format(
                            problem=replay.problem), True, offer="snapshot")
    if replay.state is not None:
        if _older_position(record.get("snapshot"), replay.state):
            why = counted(len(actions),
                          "This save's stored position comes from an earlier version of the "
                          "game (it lacks what this version keeps), but its {n} move replay "
                          "without a problem.",
                          "This save's stored position comes from an earlier version of the "
                          "game (it lacks what this version keeps), but its {n} moves replay "
                          "without a problem.")
        else:
            why = counted(len(actions),
                          "The stored position in this save is damaged ({problem}), but its "
                          "{n} move replay without a problem.",
                          "The stored position in this save is damaged ({problem}), but its "
                          "{n} moves replay without a problem.", problem=problem)
        return Restored(record, replay.state, actions,
                        _("{problem} You can continue from the replayed game.").format(
                            problem=why), False, replay.log, offer="replay",
                        played=replay.played, seats=replay.seats)
    raise SaveError(_("{problem} The saved position cannot be rebuilt either ({why}).").format(
        problem=replay.problem, why=problem))

