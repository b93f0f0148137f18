"""A game being played: the rules state plus its action log, undo and autosave.

A ``Session`` is the only thing scenes talk to. It passes a chosen action to the game's
rules module, records it, keeps the game log, and decides what Undo may take back:
the current seat's own actions within its turn, back to the last barrier (an event that
revealed something or rolled/shuffled), never past one. An illegal action raises
``games.engine.protocol.IllegalAction`` and changes nothing, not even the undo history.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Callable



@dataclass
class _Step:
    seat: int | None
    barrier: bool
    before: dict            # state.to_dict() before the action (for undo)
    log_len: int            # log length before the action


@dataclass
class Session:
    """One game in progress.

    ``rules``: the game's rules module; ``players``/``options``/``seed``: what
    ``rules.new_game`` was given; ``title``: shown in the save list; ``state``: current
    rules state; ``actions``: every action taken since the start (for saves and replay);
    ``log``: game-log lines; ``on_change``: called with the session after every applied
    or undone action (the app autosaves there); ``base``: ``None``, or the state dict the
    actions start from when the game was continued from a saved position.
    """

    rules: ModuleType
    players: list[dict]
    options: dict
    seed: int
    title: str
    state: object = None
    actions: list[dict] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    on_change: Callable[["Session"], None] | None = None
    base: dict | None = None
    _steps: list[_Step] = field(default_factory=list)

    @classmethod
    def new(cls, rules: ModuleType, players: list[dict], options: dict, seed: int,
            title: str | None = None) -> "Session":
        """Start a new game. Raises ``ValueError`` from ``rules.new_game`` on bad setup."""
        state = rules.new_game(players, options, seed)
        names = ", ".join(p["name"] for p in players)
        session = cls(rules, players, options, seed, title or f"{rules.TITLE}: {names}", state)
        session.log.append(f"New game of {rules.TITLE}, seed {seed}.")
        return session

    @classmethod
    def resume(cls, rules: ModuleType, record: dict, state: object, actions: list[dict],
               log: list[str] | None = None, base: dict | None = None) -> "Session":
        """Continue a loaded game at ``state`` after ``actions`` (played from ``base``, or
        from the seed when ``base`` is None). Undo starts empty: a loaded game never takes
        back what was played before it was saved."""
        session = cls(rules, record["players"], record["options"], record["seed"],
                      record["title"], state, list(actions), base=base)
        session.log = list(log or [f"Game loaded: {rules.progress(state)}."])
        return session

    @property
    def game_id(self) -> str:
        """The rules module's ``GAME_ID``."""
        return self.rules.GAME_ID

    def legal(self) -> list[dict]:
        """The legal actions now."""
        return self.rules.legal_actions(self.state)

    def act(self, action: dict) -> list[dict]:
        """Apply ``action`` for the current seat; return its events. Raises ``IllegalAction``
        (nothing changes) if the rules refuse it."""
        seat = self.rules.current_seat(self.state)
        before = self.state.to_dict()
        events = self.rules.apply(self.state, action)   # raises, state unchanged
        barrier = any(e.get("barrier") for e in events)
        self._steps.append(_Step(seat, barrier, before, len(self.log)))
        self.actions.append(dict(action))
        self.log.extend(self.rules.describe(self.state, e) for e in events)
        if self.on_change:
            self.on_change(self)
        return events

    def undoable(self) -> int:
        """How many trailing actions Undo could take back now (0 = Undo disabled)."""
        seat = self.rules.current_seat(self.state)
        count = 0
        for step in reversed(self._steps):
            if step.barrier or step.seat != seat or seat is None:
                break
            count += 1
        # A seat's own actions only count when its turn has not passed since them.
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
        if self.on_change:
            self.on_change(self)
        return True

    def why_no_undo(self) -> str:
        """A sentence saying why Undo is disabled now (for its tooltip)."""
        if self.rules.is_over(self.state):
            return "The game is over."
        never = getattr(self.rules, "NO_UNDO_REASON", None)
        if never:
            return never
        if self._steps and self._steps[-1].barrier and \
                self._steps[-1].seat == self.rules.current_seat(self.state):
            return "Undo never goes back past a revealed card or a shuffle."
        return "Nothing to undo in this turn yet."
