"""A game being played: the rules state plus its action log, undo and autosave.

A ``Session`` is the only thing scenes talk to. It passes a chosen action to the game's
rules module, records it, keeps the game log, and decides what Undo may take back.

Undo takes back the newest actions, one at a time, only while each of them

* raised no barrier (an event that revealed something or rolled/shuffled);
* was taken by the seat that must decide now;
* was taken by the seat whose turn it is (an answer given during someone else's turn,
  such as a Paid Order declined in Basilica, stands: it is never undone, nor is anything
  before it);
* began and ended within the turn under way now (an action that ended a turn, or one of
  an earlier turn, is never undone, even when the same seat plays the next turn).

"The turn under way" is the game's ``whose_turn(state)`` (see ``games.engine.protocol``);
a game without it is taken to be in a new turn whenever the seat that must decide
changes. An illegal action raises ``games.engine.protocol.IllegalAction`` and changes
nothing, not even the undo history.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Callable, Iterable

from games.engine.i18n import _

LogEntry = tuple[str, dict[int, str]]      # the public line, and lines of seats that differ


def event_lines(rules: ModuleType, state: object, event: dict) -> LogEntry:
    """The game-log entry of ``event`` (``state`` is the state right after it): the public
    line ``rules.describe(state, event)``, and, when the event names in ``"shown_to"`` the
    seats that may see its details, ``rules.describe(state, event, seat)`` for each seat
    whose line differs from the public one (see ``games.engine.protocol``)."""
    public = rules.describe(state, event)
    private: dict[int, str] = {}
    if event.get("shown_to"):
        for seat in range(len(rules.scores(state))):
            line = rules.describe(state, event, seat)
            if line != public:
                private[seat] = line
    return public, private



@dataclass
class _Step:
    seat: int | None
    barrier: bool
    before: dict            # state.to_dict() before the action (for undo)
    log_len: int            # log length before the action
    turn_before: tuple = (None, None)   # Session.turn() before the action
    turn_after: tuple = (None, None)    # Session.turn() after it


@dataclass
class Session:
    """One game in progress.

    ``rules``: the game's rules module; ``players``/``options``/``seed``: what
    ``rules.new_game`` was given; ``title``: shown in the save list; ``state``: current
    rules state; ``actions``: every action taken since the start (for saves and replay);
    ``log``: the public game-log lines (what anyone at the table may read);
    ``private_log``: per line of ``log``, the lines of the seats that may read more there
    (``{seat: line}``, mostly empty; see ``log_for``); ``on_change``: called with the session after every applied
    or undone action (the app autosaves there); ``base``: ``None``, or the state dict the
    actions start from when the game was continued from a saved position; ``changes``:
    how many actions were applied or undone in this session (a key for caches).
    """

    rules: ModuleType
    players: list[dict]
    options: dict
    seed: int
    title: str
    state: object = None
    actions: list[dict] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    private_log: list[dict[int, str]] = field(default_factory=list)
    on_change: Callable[["Session"], None] | None = None
    base: dict | None = None
    changes: int = 0            # counts every applied or undone action (for caches)
    _steps: list[_Step] = field(default_factory=list)

    @classmethod
    def new(cls, rules: ModuleType, players: list[dict], options: dict, seed: int,
            title: str | None = None) -> "Session":
        """Start a new game. Raises ``ValueError`` from ``rules.new_game`` on bad setup."""
        state = rules.new_game(players, options, seed)
        names = ", ".join(p["name"] for p in players)
        session = cls(rules, players, options, seed, title or f"{rules.TITLE}: {names}", state)
        session.add_log([_("New game of {game}, seed {seed}.").format(game=rules.TITLE, seed=seed)])
        return session

    @classmethod
    def resume(cls, rules: ModuleType, record: dict, state: object, actions: list[dict],
               log: Iterable[str | LogEntry] | None = None, base: dict | None = None) -> "Session":
        """Continue a loaded game at ``state`` after ``actions`` (played from ``base``, or
        from the seed when ``base`` is None). ``log``: its lines, each a public line or a
        ``LogEntry`` (as ``event_lines`` gives them while the actions are replayed). Undo
        starts empty: a loaded game never takes back what was played before it was saved."""
        session = cls(rules, record["players"], record["options"], record["seed"],
                      record["title"], state, list(actions), base=base)
        session.add_log(log or [_("Game loaded: {progress}.").format(progress=rules.progress(state))])
        return session

    def add_log(self, entries: Iterable[str | LogEntry]) -> None:
        """Append game-log lines: public lines (str) or ``LogEntry`` pairs."""
        for entry in entries:
            public, private = (entry, {}) if isinstance(entry, str) else entry
            self.log.append(public)
            self.private_log.append(dict(private))

    def log_for(self, seat: int | None) -> list[str]:
        """The game log as ``seat`` may read it (``None``: the public log)."""
        if seat is None:
            return list(self.log)
        return [private.get(seat, public) for public, private in zip(self.log, self.private_log)]

    @property
    def game_id(self) -> str:
        """The rules module's ``GAME_ID``."""
        return self.rules.GAME_ID

    def legal(self) -> list[dict]:
        """The legal actions now."""
        return self.rules.legal_actions(self.state)

    def turn(self) -> tuple:
        """The turn under way as ``(seat whose turn it is, turn number)``: the game's
        ``whose_turn(state)`` when it has one and a turn is under way, else
        ``(current seat, None)`` (each seat that must decide counts as a turn of its own).
        Undo never takes an action back across a change of this value."""
        whose = getattr(self.rules, "whose_turn", None)
        turn = whose(self.state) if whose else None
        if turn is None:
            return (self.rules.current_seat(self.state), None)
        return tuple(turn)

    def act(self, action: dict) -> list[dict]:
        """Apply ``action`` for the current seat; return its events. Raises ``IllegalAction``
        (nothing changes) if the rules refuse it."""
        seat = self.rules.current_seat(self.state)
        before, turn_before = self.state.to_dict(), self.turn()
        events = self.rules.apply(self.state, action)   # raises, state unchanged
        barrier = any(e.get("barrier") for e in events)
        self._steps.append(_Step(seat, barrier, before, len(self.log), turn_before,
                                 self.turn()))
        self.actions.append(dict(action))
        self.add_log(event_lines(self.rules, self.state, e) for e in events)
        self.changes += 1
        if self.on_change:
            self.on_change(self)
        return events

    def _blocker(self, step: _Step, seat, turn: tuple) -> str | None:
        """Why Undo may not take ``step`` back when ``seat`` decides in ``turn`` (see the
        module docstring): ``"turn"``, ``"seat"``, ``"barrier"``, or ``None`` when it may."""
        if seat is None or step.turn_before != turn or step.turn_after != turn:
            return "turn"                      # another turn, or the action ended/began one
        if step.seat != seat or step.seat != turn[0]:
            return "seat"                      # another seat's decision
        if step.barrier:
            return "barrier"
        return None

    def undoable(self) -> int:
        """How many trailing actions Undo could take back now (0 = Undo disabled)."""
        seat, turn = self.rules.current_seat(self.state), self.turn()
        count = 0
        for step in reversed(self._steps):
            if self._blocker(step, seat, turn):
                break
            count += 1
        return count

    def undo(self) -> bool:
        """Take back the current seat's last action within its turn, if allowed.
        Returns False (and changes nothing) when there is nothing Undo may take back."""
        if not self.undoable():
            return False
        step = self._steps.pop()
        self.state = self.rules.State.from_dict(step.before)
        self.actions.pop()
        del self.log[step.log_len:]
        del self.private_log[step.log_len:]
        self.changes += 1
        if self.on_change:
            self.on_change(self)
        return True

    def why_no_undo(self) -> str:
        """A sentence saying why Undo is disabled now (for its tooltip)."""
        if self.rules.is_over(self.state):
            return _("The game is over.")
        never = getattr(self.rules, "NO_UNDO_REASON", None)
        if never:
            return never
        blocker = self._steps and self._blocker(
            self._steps[-1], self.rules.current_seat(self.state), self.turn())
        if blocker == "barrier":
            return getattr(self.rules, "UNDO_BARRIER_REASON", None) or _(
                "Undo never goes back past a revealed card or a shuffle.")
        if blocker == "seat":
            return _("Undo never takes back another player's decision, nor what came before it.")
        return _("Nothing to undo in this turn yet.")
