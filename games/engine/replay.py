"""Replaying a game: every position of a saved or finished game, from its seed (or its
stored starting position) and its action log, without touching the save.

``Replay.from_record(record)`` plays a save record's actions once through the game's
rules, keeping what the replay scene needs to show any position at once: the game log of
each action (in every language, as the board's log shows it), where each turn begins
(``games.engine.session.turn_of``), who took each action, and a copy of the state every
``every`` actions (``rules.clone``). ``state_at(k)`` is then the state after ``k``
actions: a copy of the nearest copy at or before ``k`` with at most ``every - 1``
actions applied to it, so a jump anywhere in a long game costs a few actions, not the
whole game (``tests.bench``: "replay jump").

``ReplaySession`` is the ``Session`` a board scene is given in a replay: it holds the
position shown and refuses every action and every undo (``read_only``), so no board click,
drag or key can change a game during a replay, and it has nothing to autosave.

Nothing here imports pygame.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from games.engine import i18n, registry
from games.engine.i18n import N_, _, counted
from games.engine.protocol import IllegalAction
from games.engine.session import (LogLines, Session, computer_move_list, event_lines,
                                  setup_lines, turn_of)

SNAPSHOTS = 256          # at most about this many state copies are kept per replay
MIN_EVERY = 8            # ... taken at least this many actions apart
# The sentence a board shows when a click in a replay would have played something.
REFUSAL = N_("This is a replay: nothing can be played here.")


class ReplayError(Exception):
    """A record that cannot be replayed; ``reason`` is one sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _copy(value: Any) -> Any:
    """A detached copy of JSON data (an action as a save file holds it)."""
    return json.loads(json.dumps(value))


@dataclass
class Replay:
    """Every position of one game (see the module docstring).

    ``record``: the save record replayed (as ``saves.store.make_record`` makes it; never
    changed); ``rules``: the game's rules module; ``actions``: the record's actions;
    ``over``: the game ended; ``log``: the game-log entries (``LogLines``), the opening
    line first, then those of each action in order; ``lines_after[k]``: how many of them
    belong to the first ``k`` actions (with the opening line); ``actors[k]``: the seat that
    took action ``k + 1`` (``None`` for none); ``turn_starts``: the positions (numbers of
    actions taken, ascending, 0 first) at which a turn begins; ``turn_seats``: the seat
    whose turn begins there; ``every``: actions between two kept copies of the state.
    """

    record: dict
    rules: Any
    actions: list[dict]
    over: bool
    log: list[LogLines]
    lines_after: list[int]
    actors: list[int | None]
    turn_starts: list[int]
    turn_seats: list[int | None]
    every: int
    _copies: list = field(default_factory=list, repr=False)

    @property
    def count(self) -> int:
        """How many actions the game has (the last position is ``count``)."""
        return len(self.actions)

    @classmethod
    def from_record(cls, record: dict) -> "Replay":
        """Replay ``record`` (a checked save record, ``saves.store.read_record``, or
        ``games.engine.launch.session_record`` of a game on screen). Raises
        ``ReplayError`` when its game is unknown, it cannot be set up, a move is refused
        or fails, or the moves end in another position than the one it stored (a save of
        an older version of the rules: loading it offers the stored position instead)."""
        try:
            rules = registry.get(record["game"]).rules()
        except (KeyError, LookupError, ImportError):
            raise ReplayError(_("This save is for a game this version cannot replay.")) \
                from None
        actions = [_copy(a) for a in record["actions"]]
        every = max(MIN_EVERY, -(-len(actions) // SNAPSHOTS))
        state = _start(rules, record)
        by_computer = set(computer_move_list(record.get("computer_moves"), len(actions)))
        names = [p.get("name") if isinstance(p, dict) else None for p in record["players"]]
        log = [_opening(rules, record), *_setup(rules, record, state)]
        lines_after, actors, copies = [len(log)], [], []
        turn = turn_of(rules, state)
        turn_starts, turn_seats = [0], [turn[0]]
        for number, action in enumerate(actions, start=1):
            if (number - 1) % every == 0:
                copies.append(rules.clone(state))
            seat = rules.current_seat(state)
            name = names[seat] if number - 1 in by_computer and seat is not None else None
            try:
                events = rules.apply(state, _copy(action))
                log.extend(event_lines(rules, state, e, name if isinstance(name, str)
                                       else None) for e in events)
            except IllegalAction as exc:
                raise ReplayError(_("Move {number} of {count} cannot be replayed: "
                                    "\u201c{why}\u201d").format(
                    number=number, count=len(actions), why=exc.reason)) from None
            except Exception as exc:  # noqa: BLE001 - old data under new rules
                raise ReplayError(_("Move {number} of {count} cannot be replayed ({why}).")
                                  .format(number=number, count=len(actions),
                                          why=type(exc).__name__)) from None
            lines_after.append(len(log))
            actors.append(seat)
            now = turn_of(rules, state)
            if now != turn and rules.current_seat(state) is not None:
                turn_starts.append(number)
                turn_seats.append(now[0])
            turn = now
        if json.loads(json.dumps(state.to_dict())) != record["snapshot"]:
            raise ReplayError(counted(
                len(actions), "Its {n} move no longer replays to the position it stored "
                "(it was saved by an older version of the rules), so it cannot be replayed.",
                "Its {n} moves no longer replay to the position they stored (it was saved by "
                "an older version of the rules), so it cannot be replayed."))
        if not copies:                  # no action: the start is the only position
            copies.append(rules.clone(state))
        return cls(record, rules, actions, bool(rules.is_over(state)), log, lines_after,
                   actors, turn_starts, turn_seats, every, copies)

    # ------------------------------------------------------------------ positions
    def state_at(self, position: int) -> object:
        """A new state: the game after ``position`` actions (0: as it began). Raises
        ``IndexError`` for a position outside ``0..count``."""
        if not 0 <= position <= self.count:
            raise IndexError(f"position {position} is not between 0 and {self.count}")
        index = min(position // self.every, len(self._copies) - 1)
        state = self.rules.clone(self._copies[index])
        for action in self.actions[index * self.every:position]:
            self.rules.apply(state, _copy(action))
        return state

    def turn_start(self, position: int) -> int:
        """The position at which the turn shown at ``position`` began."""
        start = 0
        for k in self.turn_starts:
            if k > position:
                break
            start = k
        return start

    def next_turn(self, position: int) -> int:
        """The start of the turn after the one under way at ``position`` (the last
        position when none follows)."""
        return next((k for k in self.turn_starts if k > position), self.count)

    def previous_turn(self, position: int) -> int:
        """The start of the turn under way at ``position``, or of the turn before it when
        ``position`` is that start already."""
        start = self.turn_start(position)
        return start if start < position else self.turn_start(max(0, position - 1))

    def actor(self, position: int) -> int | None:
        """The seat whose decision led to ``position``: the seat that took its last action
        (at 0, the seat to decide first)."""
        if position == 0:
            return self.turn_seats[0]
        return self.actors[position - 1]

    def marked(self, position: int) -> tuple[int, int]:
        """The game-log lines of the action that led to ``position``, as ``(first, end)``
        indices of ``log`` (at 0, the opening lines: the new game and its set-up)."""
        if position == 0:
            return 0, self.lines_after[0]
        return self.lines_after[position - 1], self.lines_after[position]


def _start(rules: Any, record: dict) -> object:
    """The state the record's actions start from: its ``base``, or a new game."""
    try:
        if "base" in record:
            return rules.State.from_dict(_copy(record["base"]))
        return rules.new_game(_copy(record["players"]), _copy(record["options"]),
                              record["seed"])
    except Exception as exc:  # noqa: BLE001 - old data under new rules
        raise ReplayError(_("This game can no longer be set up ({why}), so it cannot be "
                            "replayed.").format(why=str(exc) if isinstance(exc, ValueError)
                                                and str(exc) else type(exc).__name__)) from None


def _setup(rules: Any, record: dict, state: object) -> list[LogLines]:
    """The log lines of what a new game's set-up decided (``session.setup_lines``), as a
    new game's log has them; none for a game continued from a stored position."""
    if "base" in record:
        return []
    try:
        return setup_lines(rules, _copy(record["players"]), _copy(record["options"]),
                           record["seed"], state)
    except Exception as exc:  # noqa: BLE001 - old data under new rules
        raise ReplayError(_("This game can no longer be set up ({why}), so it cannot be "
                            "replayed.").format(why=type(exc).__name__)) from None


def _opening(rules: Any, record: dict) -> LogLines:
    """The log's first line, as a loaded game's log has it."""
    if "base" in record:
        lines = i18n.each_language(lambda: _("Continued from a saved position."))
    else:
        lines = i18n.each_language(lambda: _("New game of {game}, seed {seed}.").format(
            game=_(rules.TITLE), seed=record["seed"]))
    return {code: (line, {}) for code, line in lines.items()}     # as Session.add_log keeps it


@dataclass
class ReplaySession(Session):
    """The session of a board scene in a replay (``read_only``): ``show(position)`` puts
    the game of ``replay`` at ``position`` on it; ``viewer`` is whose view the board draws
    (``None``: the public view, what the whole table sees); ``marked`` the log lines of the
    action shown (``Replay.marked``). Every action is refused (``IllegalAction`` with
    ``REFUSAL``), Undo takes nothing back, no computer plays and no legal action is
    offered, so a board can only look."""

    replay: Replay | None = None
    position: int = 0
    viewer: int | None = None
    marked: tuple[int, int] = (0, 1)
    read_only = True

    @classmethod
    def of(cls, replay: Replay) -> "ReplaySession":
        """A session showing the start of ``replay``'s game."""
        from games.engine.session import computer_seats
        from saves.players import clean_players, safe_text
        record = replay.record
        try:
            players = clean_players(record["players"])[0]     # names safe to show
        except ValueError:
            players = list(record["players"])
        session = cls(replay.rules, players, dict(record["options"]), record["seed"],
                      safe_text(record["title"]) or _(replay.rules.TITLE), replay.state_at(0),
                      base=record.get("base"), replay=replay,
                      computers=computer_seats(record.get("computers"), len(players))[0])
        session.show(0, session.state)
        return session

    def show(self, position: int, state: object | None = None) -> None:
        """Show the game after ``position`` actions (``state``: that state, when the caller
        has it already)."""
        replay = self.replay
        self.state = replay.state_at(position) if state is None else state
        self.position = position
        self.actions = replay.actions[:position]
        self.computer_moves = [i for i in computer_move_list(
            replay.record.get("computer_moves"), replay.count) if i < position]
        self._lines = replay.log[:replay.lines_after[position]]
        self.marked = replay.marked(position)
        self.changes += 1

    def act(self, action: dict, by_computer: bool = False) -> list[dict]:
        """Refused: a replay only looks (``IllegalAction`` with ``REFUSAL``)."""
        raise IllegalAction(_(REFUSAL))

    def undo(self) -> bool:
        """Nothing to take back in a replay."""
        return False

    def undoable(self) -> int:
        """Nothing to take back in a replay."""
        return 0

    def why_no_undo(self) -> str:
        """The replay's refusal."""
        return _(REFUSAL)

    def computer_to_move(self) -> int | None:
        """No computer plays in a replay."""
        return None

    def legal(self) -> list[dict]:
        """Nothing may be played in a replay."""
        return []

