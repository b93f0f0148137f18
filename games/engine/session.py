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

import re
from dataclasses import dataclass, field
from types import ModuleType
from typing import Callable, ClassVar, Iterable

from games.engine import i18n
from games.engine.i18n import _

def computer_seats(value: object, seats: int) -> tuple[dict[int, str], bool]:
    """The computer seats a save names, ``{seat: level}`` (``value`` as a file holds it:
    ``{"1": "hard"}``), and whether anything in it had to be dropped: an entry that is
    not a seat of the ``seats`` or not a level of ``games.engine.bots.LEVELS`` leaves that
    seat to a person. ``None`` (a save made before computer players) is no computers."""
    from games.engine.bots import LEVELS
    if value is None:
        return {}, False
    if not isinstance(value, dict):
        return {}, True
    found: dict[int, str] = {}
    for key, level in value.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() and len(key) < 3 else key
        if type(seat) is int and 0 <= seat < seats and isinstance(level, str) \
                and level in LEVELS:
            found[seat] = level
    return found, len(found) != len(value)


def seat_list(value: object, seats: int) -> list[int]:
    """Seats as a save lists them (``value``), kept only when each is a seat of the
    ``seats``, sorted, once each; anything else (``None``: a save made before the list)
    is no seats."""
    if not isinstance(value, list):
        return []
    return sorted({v for v in value if type(v) is int and 0 <= v < seats})


def computer_move_list(value: object, moves: int) -> list[int]:
    """The indices of the actions a computer took, as a save lists them (``value``), kept
    only where they are indices of its ``moves`` actions, in order, each once; anything
    else is left out (it only says who played a move)."""
    if not isinstance(value, list):
        return []
    return sorted({i for i in value if type(i) is int and 0 <= i < moves})


PERSON = "person"                 # the key of a person's decisions in ``Session.decisions``
MAX_PLAYED_SECONDS = 10 * 365 * 24 * 3600     # beyond this a saved time played is not believed


def played_time(value: object) -> tuple[float, bool, bool]:
    """The time played a save holds (``value``: its ``"played"`` field, ``{"seconds": 4210.5,
    "whole": true}``) as ``(seconds, whole, damaged)``: ``whole`` is False when the time
    does not cover the whole game (a save made before times were kept, or a damaged
    value); ``damaged`` is True when a value was there but could not be used (not an
    object, seconds not a number of 0 up to ten years, whole not true/false): then the
    time counts from 0 again. ``None`` (no field) is ``(0.0, False, False)``."""
    if value is None:
        return 0.0, False, False
    if not isinstance(value, dict):
        return 0.0, False, True
    seconds, whole = value.get("seconds"), value.get("whole", True)
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) \
            or not 0 <= seconds <= MAX_PLAYED_SECONDS or not isinstance(whole, bool):
        return 0.0, False, True                     # also NaN: it fails both comparisons
    return float(seconds), whole, False


def decision_counts(value: object, seats: int, moves: int) -> list[dict[str, int]] | None:
    """Who took each seat's decisions, as a save holds it (``value``: its ``"decisions"``
    field, one object per seat, ``{"person": 40, "hard": 3}``: ``PERSON`` or a level of
    ``games.engine.bots.LEVELS``, each with a count), or ``None`` when it is missing or
    does not fit: not one object per seat of ``seats``, a key or count that is not one,
    or counts that do not add up to the save's ``moves`` actions."""
    from games.engine.bots import LEVELS
    if not isinstance(value, list) or len(value) != seats:
        return None
    found = []
    for counts in value:
        if not isinstance(counts, dict) or not all(
                (key == PERSON or key in LEVELS) and type(n) is int and 0 <= n <= moves
                for key, n in counts.items()):
            return None
        found.append(dict(counts))
    return found if sum(sum(c.values()) for c in found) == moves else None


def counted_decisions(seats_of_moves: list, computer_moves: list[int], computers: dict,
                      seats: int) -> list[dict[str, int]]:
    """``Session.decisions`` worked out from who decided each move (``seats_of_moves``,
    a seat or ``None`` per action), the indices of the moves a computer took and the
    computer seats now (``{seat: level}``; a computer's move at a seat a person plays now
    counts for the "normal" level): for a save that does not hold them."""
    by_computer = set(computer_moves)
    counts: list[dict[str, int]] = [{} for _seat in range(seats)]
    for index, seat in enumerate(seats_of_moves):
        if type(seat) is int and 0 <= seat < seats:
            key = (computers.get(seat) or "normal") if index in by_computer else PERSON
            counts[seat][key] = counts[seat].get(key, 0) + 1
    return counts


def turn_of(rules: ModuleType, state: object) -> tuple:
    """The turn under way in ``state`` as ``(seat whose turn it is, turn number)``: the
    game's ``whose_turn(state)`` when it has one and a turn is under way, else
    ``(current seat, None)`` (each seat that must decide counts as a turn of its own; see
    ``games.engine.protocol``)."""
    whose = getattr(rules, "whose_turn", None)
    turn = whose(state) if whose else None
    if turn is None:
        return (rules.current_seat(state), None)
    return tuple(turn)


def setup_lines(rules: ModuleType, players: list[dict], options: dict, seed: int,
                state: object) -> list:
    """The game-log entries of what the set-up of a new game decided
    (``rules.setup_events``, a hook of the protocol; none for a game without it), described
    against ``state``, the game as ``rules.new_game`` made it. Raises what
    ``rules.setup_events`` raises."""
    hook = getattr(rules, "setup_events", None)
    if hook is None:
        return []
    return [event_lines(rules, state, e) for e in hook(players, options, seed)]


LogEntry = tuple[str, dict[int, str]]      # the public line, and lines of seats that differ
LogLines = dict[str, LogEntry]             # one LogEntry per language code ("en", "pl")


def event_lines(rules: ModuleType, state: object, event: dict,
                computer: str | None = None) -> LogLines:
    """The game-log entry of ``event`` in every language (``state`` is the state right
    after it): ``{code: entry}`` for each code of ``i18n.LANGUAGES``, each entry as
    ``entry_of`` makes it in that language, so that a change of language reaches the lines
    already written. ``computer``: the name of the seat that acted when a computer played
    it: its lines say so ("Bart (computer) builds ..."), unless the event is no seat's
    doing (``"by_game": True``, ``games.engine.protocol``). ``rules.describe`` must
    translate when it is called (never keep a translated text). Raises what
    ``rules.describe`` raises."""
    def made() -> LogEntry:
        public, private = entry_of(rules, state, event)
        if computer is None or event.get("by_game"):
            return public, private
        return (by_computer(public, computer),
                {seat: by_computer(line, computer) for seat, line in private.items()})
    return i18n.each_language(made)


def by_computer(line: str, name: str) -> str:
    """``line`` with the first mention of ``name`` (a whole word) marked as a computer's:
    "Bart builds ..." -> "Bart (computer) builds ..." in the language shown; a line that
    does not name it is left as it is."""
    found = re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line) if name else None
    if found is None:
        return line
    marked = _("{name} (computer)").format(name=name)
    return line[:found.start()] + marked + line[found.end():]


def entry_of(rules: ModuleType, state: object, event: dict) -> LogEntry:
    """The game-log entry of ``event`` in the language shown: the public line
    ``rules.describe(state, event)``, and, when the event names in ``"shown_to"`` the
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



KEEP_EVENTS = 64     # the events of only this many newest actions are kept (``Played``)


@dataclass
class Played:
    """One action taken, for "What just happened" (``games.engine.recap``): ``seat``, the
    seat that took it (``None``: none); ``start`` / ``end``, the game-log lines it wrote
    (``start:end`` of the log); ``events``, what ``rules.apply`` returned for it (kept for
    the ``KEEP_EVENTS`` newest actions only, else ``None``), for the board's mark of the
    last action."""

    seat: int | None
    start: int
    end: int
    events: list[dict] | None = None


@dataclass
class _Step:
    seat: int | None
    barrier: bool
    before: dict | None     # state.to_dict() before the action (for undo); None once
    # Undo can never reach the step again (``Session._forget_the_past``)
    log_len: int            # log length before the action
    turn_before: tuple = (None, None)   # Session.turn() before the action
    turn_after: tuple = (None, None)    # Session.turn() after it
    who: str = "person"                 # the key of ``Session.decisions`` it counted in


@dataclass
class Session:
    """One game in progress.

    ``rules``: the game's rules module; ``players``/``options``/``seed``: what
    ``rules.new_game`` was given; ``title``: shown in the save list; ``state``: current
    rules state; ``actions``: every action taken since the start (for saves and replay);
    ``log``: the public game-log lines (what anyone at the table may read) in the language
    shown; ``private_log``: per line of ``log``, the lines of the seats that may read more
    there (``{seat: line}``, mostly empty; see ``log_for``). Every line is kept in each
    language (``event_lines``), so the log follows a change of language; ``on_change``: called with the session after every applied
    or undone action (the app autosaves there); ``base``: ``None``, or the state dict the
    actions start from when the game was continued from a saved position; ``changes``:
    how many actions were applied or undone in this session (a key for caches);
    ``computers``: the seats a computer plays, ``{seat: level}`` (a level of
    ``games.engine.bots.LEVELS``), changed at any moment from the game menu;
    ``computer_moves``: the indices in ``actions`` of the actions a computer took (saved,
    so a loaded log says who played them); ``played``: per action of ``actions`` (when
    known: a game continued from a stored position knows none of those before it), who
    took it, its log lines and its newest events (``Played``); ``decisions``: per seat, how many of its
    decisions a person (``PERSON``) and each computer level took (``{"person": 40, "hard":
    3}``; the Statistics count a seat for whoever took most of them); ``played_seconds``:
    the time the game has been played (wall time while its board is on screen and not
    paused, counted by ``games.engine.app.App``), and ``played_whole`` False when that
    time misses a part of the game (loaded from a save made before times were kept);
    ``own_offers_only``: the seats whose person asked to be offered only what concerns
    them (the game's board says what: Labirynt's re-rolls in the seat's own turn and
    fights), saved, changed from the board.
    """

    rules: ModuleType
    players: list[dict]
    options: dict
    seed: int
    title: str
    state: object = None
    actions: list[dict] = field(default_factory=list)
    on_change: Callable[["Session"], None] | None = None
    base: dict | None = None
    changes: int = 0            # counts every applied or undone action (for caches)
    computers: dict[int, str] = field(default_factory=dict)
    computer_moves: list[int] = field(default_factory=list)   # indices of ``actions``
    played: list[Played] = field(default_factory=list)
    decisions: list[dict[str, int]] = field(default_factory=list)
    played_seconds: float = 0.0
    played_whole: bool = True
    own_offers_only: list[int] = field(default_factory=list)  # seats (see the docstring)
    read_only: ClassVar[bool] = False   # True for a replay's session (``games.engine.replay``)
    _steps: list[_Step] = field(default_factory=list)
    _lines: list[LogLines] = field(default_factory=list, repr=False)

    @classmethod
    def new(cls, rules: ModuleType, players: list[dict], options: dict, seed: int,
            title: str | None = None, computers: dict[int, str] | None = None) -> "Session":
        """Start a new game (``computers``: the seats a computer plays, ``{seat: level}``).
        Raises ``ValueError`` from ``rules.new_game`` on bad setup."""
        state = rules.new_game(players, options, seed)
        names = ", ".join(p["name"] for p in players)
        session = cls(rules, players, options, seed, title or f"{rules.TITLE}: {names}", state,
                      computers=dict(computers or {}),
                      decisions=[{} for _seat in players])
        session.add_log([i18n.each_language(lambda: _("New game of {game}, seed {seed}.").format(
            game=_(rules.TITLE), seed=seed))])
        session.add_log(setup_lines(rules, players, options, seed, state))
        return session

    @classmethod
    def resume(cls, rules: ModuleType, record: dict, state: object, actions: list[dict],
               log: Iterable[str | LogEntry | LogLines] | None = None,
               base: dict | None = None, played: list[Played] | None = None,
               seats_of_moves: list | None = None) -> "Session":
        """Continue a loaded game at ``state`` after ``actions`` (played from ``base``, or
        from the seed when ``base`` is None). ``log``: its lines, as ``add_log`` takes them
        (``event_lines`` of the actions replayed, and lines made by ``i18n.each_language``);
        ``played``: who took each of ``actions`` and which of those lines it wrote
        (``Played``), when the replay that rebuilt the log knew it; kept only when it has
        one entry per action and its lines lie within the log. Undo
        starts empty: a loaded game never takes back what was played before it was saved.
        The time played and the decisions come from the record (``played_time``,
        ``decision_counts``); decisions it does not hold are worked out from
        ``seats_of_moves`` (the seat that took each of the record's actions, when they were
        replayed; ``counted_decisions``), else start at none."""
        session = cls(rules, record["players"], record["options"], record["seed"],
                      record["title"], state, list(actions), base=base,
                      computers=computer_seats(record.get("computers"),
                                               len(record["players"]))[0],
                      computer_moves=computer_move_list(record.get("computer_moves"),
                                                        len(actions)),
                      own_offers_only=seat_list(record.get("own_offers_only"),
                                                len(record["players"])))
        session.played_seconds, session.played_whole, _damaged = played_time(record.get("played"))
        saved = record.get("actions")
        seats, moves = len(record["players"]), len(saved if isinstance(saved, list) else actions)
        decisions = decision_counts(record.get("decisions"), seats, moves)
        if decisions is None and seats_of_moves is not None and len(seats_of_moves) == moves:
            decisions = counted_decisions(seats_of_moves, computer_move_list(
                record.get("computer_moves"), moves), session.computers, seats)
        session.decisions = decisions or [{} for _seat in range(seats)]
        session.add_log(log or [i18n.each_language(
            lambda: _("Game loaded: {progress}.").format(progress=rules.progress(state)))])
        if played and len(played) == len(actions) and all(
                0 <= p.start <= p.end <= session.log_length() for p in played):
            session.played = list(played)
        return session

    def add_log(self, entries: Iterable[str | LogEntry | LogLines]) -> None:
        """Append game-log lines, each ``LogLines`` (``{code: LogEntry}``, one per language:
        ``event_lines``, or ``i18n.each_language`` of a line the scene makes), or in one
        language only, shown whatever the language: a public line (str) or a ``LogEntry``
        pair."""
        for entry in entries:
            if isinstance(entry, dict):
                lines = {code: (line, {}) if isinstance(line, str) else (line[0], dict(line[1]))
                         for code, line in entry.items()}
            else:
                public, private = (entry, {}) if isinstance(entry, str) else entry
                lines = {i18n.SOURCE: (public, dict(private))}
            self._lines.append(lines)

    @property
    def log(self) -> list[str]:
        """The public game-log lines in the language shown (a new list)."""
        return [i18n.shown(lines)[0] for lines in self._lines]

    @property
    def private_log(self) -> list[dict[int, str]]:
        """Per line of ``log``, ``{seat: line}`` of the seats that read more there."""
        return [i18n.shown(lines)[1] for lines in self._lines]

    def log_lines(self, start: int = 0, end: int | None = None) -> list[str]:
        """The public game-log lines ``start:end`` (slice bounds, as for a list) in the
        language shown, without building the whole log (a dialog that shows its own
        lines every frame)."""
        return [i18n.shown(lines)[0] for lines in self._lines[start:end]]

    def lines_for(self, seat: int | None, start: int = 0, end: int | None = None) -> list[str]:
        """The game-log lines ``start:end`` as ``seat`` may read them (``None``: the
        public lines), in the language shown (see ``log_for``)."""
        entries = [i18n.shown(lines) for lines in self._lines[start:end]]
        return [public if seat is None else private.get(seat, public)
                for public, private in entries]

    def log_length(self) -> int:
        """How many lines the game log has (cheaper than ``len(log)``)."""
        return len(self._lines)

    def log_for(self, seat: int | None) -> list[str]:
        """The game log as ``seat`` may read it (``None``: the public log), in the
        language shown."""
        entries = [i18n.shown(lines) for lines in self._lines]
        if seat is None:
            return [public for public, _private in entries]
        return [private.get(seat, public) for public, private in entries]

    def computer_level(self, seat: int | None) -> str | None:
        """The level of the computer playing ``seat``, ``None`` for a person (or no seat)."""
        return self.computers.get(seat) if seat is not None else None

    def computer_to_move(self) -> int | None:
        """The seat that must decide now if a computer plays it, else ``None``."""
        seat = self.rules.current_seat(self.state)
        return seat if self.computer_level(seat) else None

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
        return turn_of(self.rules, self.state)

    def act(self, action: dict, by_computer: bool = False) -> list[dict]:
        """Apply ``action`` for the current seat; return its events. ``by_computer``: a
        computer took it (the log says so; see ``computer_moves``). Raises
        ``IllegalAction`` (nothing changes) if the rules refuse it."""
        seat = self.rules.current_seat(self.state)
        before, turn_before = self.state.to_dict(), self.turn()
        events = self.rules.apply(self.state, action)   # raises, state unchanged
        barrier = any(e.get("barrier") for e in events)
        who = (self.computers.get(seat) or "normal") if by_computer else PERSON
        self._steps.append(_Step(seat, barrier, before, len(self._lines), turn_before,
                                 self.turn(), who))
        self._count_decision(seat, who, 1)
        self._forget_the_past()
        self.actions.append(dict(action))
        name = self.players[seat]["name"] if by_computer and seat is not None else None
        if name is not None:
            self.computer_moves.append(len(self.actions) - 1)
        start = len(self._lines)
        self.add_log(event_lines(self.rules, self.state, e, name) for e in events)
        self._note_played(Played(seat, start, len(self._lines), list(events)))
        self.changes += 1
        if self.on_change:
            self.on_change(self)
        return events

    def _note_played(self, played: Played) -> None:
        """Keep ``played`` for the action just taken, aligned with ``actions`` (a session
        that knows nothing of the actions before it was continued fills them with
        ``None`` seats that wrote no lines); events only for the ``KEEP_EVENTS`` newest."""
        gap = len(self.actions) - 1 - len(self.played)
        self.played.extend(Played(None, played.start, played.start) for _gap in range(gap))
        self.played.append(played)
        if len(self.played) > KEEP_EVENTS:
            self.played[-KEEP_EVENTS - 1].events = None

    def _count_decision(self, seat, who: str, change: int) -> None:
        """Count (``change`` 1) or take back (-1) a decision of ``seat`` by ``who``."""
        if type(seat) is not int or not 0 <= seat < len(self.players):
            return
        while len(self.decisions) < len(self.players):
            self.decisions.append({})
        counts = self.decisions[seat]
        counts[who] = counts.get(who, 0) + change
        if counts[who] <= 0:
            del counts[who]

    def add_played(self, ms: float) -> None:
        """Add ``ms`` milliseconds of play to ``played_seconds`` (nothing once the game is
        over)."""
        if ms > 0 and not self.rules.is_over(self.state):
            self.played_seconds += ms / 1000.0

    def _forget_the_past(self) -> None:
        """Drop the state copies of the steps Undo can never take back again, so a long
        game keeps a turn's copies, not the whole game's (a Labirynt game of 470 turns
        kept some 3,000, over 150 MB). After a step that began or ended a turn, or a
        barrier (a roll, a shuffle), nothing up to it can be undone any more; after a
        step of another seat than the one before it, nothing before it (that seat may
        only take back its own decisions, never reaching the earlier ones)."""
        last = self._steps[-1]
        if last.barrier or last.turn_before != last.turn_after:
            older = self._steps
        elif len(self._steps) > 1 and self._steps[-2].seat != last.seat:
            older = self._steps[:-1]
        else:
            return
        for step in reversed(older):
            if step.before is None:
                break
            step.before = None

    def _blocker(self, step: _Step, seat, turn: tuple) -> str | None:
        """Why Undo may not take ``step`` back when ``seat`` decides in ``turn`` (see the
        module docstring): ``"turn"``, ``"seat"``, ``"barrier"``, or ``None`` when it may."""
        if seat is None or step.turn_before != turn or step.turn_after != turn:
            return "turn"                      # another turn, or the action ended/began one
        if step.seat != seat or step.seat != turn[0]:
            return "seat"                      # another seat's decision
        if step.barrier:
            return "barrier"
        if step.before is None:                # forgotten: out of Undo's reach for good
            return "turn"
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
        self._count_decision(step.seat, step.who, -1)
        self.state = self.rules.State.from_dict(step.before)
        self.actions.pop()
        del self.played[len(self.actions):]
        if self.computer_moves and self.computer_moves[-1] == len(self.actions):
            self.computer_moves.pop()
        del self._lines[step.log_len:]
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
                "Undo never goes back past a die roll, a drawn card or a shuffle.")
        if blocker == "seat":
            return _("Undo never takes back another player's decision, nor what came before it.")
        return _("Nothing to undo in this turn yet.")
