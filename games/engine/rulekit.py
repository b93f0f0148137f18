"""What every rules engine needs besides its rules: action dispatch, state copies, log and
progress wording. Pure Python, no pygame; a game's rules module builds on these so it
writes only its rules (see ``games.engine.protocol`` for the calls they serve).

``Actions``
    The table of a game's actions: per action type the phases it may be taken in, the
    keys it needs (and may have), what each key's value must be, and its handler; plus
    one refusal sentence per phase ("First decide: visit the room or skip it."). Its
    ``apply`` checks an action's shape and phase and calls the handler, so every refusal
    is an ``IllegalAction`` with a sentence and the state is never touched before. An
    action type may say something else in a phase where the phase's sentence does not
    fit it (``Kind.refusals``).

``StateBase``
    The base of a game's ``State`` dataclass: ``to_dict``, ``from_dict`` (with the game's
    own field and position checks, every problem a ``ValueError`` in plain words) and
    ``clone``, written once from the list of fields the state saves.

``EventLines``
    A game's ``describe`` table: per event type a line (a template or a function), and
    the fuller lines a seat in the event's ``"shown_to"`` reads. ``Template``: a line
    whose named fields are worked out from the state (a name, a row counted from 1).

``plain_copy(value)`` and ``copy_fields(obj, names, cls)``
    Fast deep copies of JSON-like values (dicts, lists, tuples, scalars) for ``clone``.

``finished_text(names)``
    The save list's "Finished: Ola & Bart won".

``places(order, key)``
    Places on a final ranking where equal results share a place: 1, 1, 3.

``track_position(total, length)``
    Where a score sits on a looped score track: ``(laps, space)``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Mapping

from games.engine import i18n
from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction, rng_from_json, rng_to_json
from games.engine.words import and_list


def said_in_language(said: Mapping[str, str], module: str) -> Callable[[str], str]:
    """A module-level ``__getattr__`` for a rules module's protocol sentences
    (``PIECE_LABEL``, ``SETUP_NOTE``, ``NO_UNDO_REASON``, ...): ``said`` maps each name to
    its text marked with ``N_``, given in the language shown whenever it is read (a
    constant would keep the language of the moment the module was imported). Any other
    name raises ``AttributeError`` as a module does. Use:
    ``__getattr__ = said_in_language(_SAID, __name__)``."""
    def __getattr__(name: str) -> str:
        if name in said:
            return _(said[name])
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    return __getattr__

Handler = Callable[[Any, dict], list]


def is_int(value) -> bool:
    """True for an int that is not a bool (``True`` is an int to Python, not to a save)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Key:
    """One key of an action: ``check(value)`` says whether its value is of the right kind
    and ``words`` describes that kind for a refusal ("a place on the table (a whole
    number)"; mark it ``N_`` for the catalog: the kit translates it when it refuses);
    ``optional`` keys may be left out."""

    check: Callable[[Any], bool]
    words: str
    optional: bool = False


@dataclass(frozen=True)
class Kind:
    """One action type: the ``phases`` it may be taken in, its ``keys`` (name -> ``Key``)
    and its ``handler(state, action) -> events`` (which may still refuse with
    ``IllegalAction``, before it changes anything). ``refusals`` (phase -> sentence,
    optional): what is said when this action is tried in one of those phases, where the
    phase's own sentence would not fit it (e.g. "There is no scoring to finish now." for
    a scoring's action tried during play). Mark the sentences ``N_``: the kit translates
    them when it refuses."""

    handler: Handler
    phases: tuple[str, ...]
    keys: dict[str, Key] = field(default_factory=dict)
    refusals: dict[str, str] = field(default_factory=dict)


class Actions:
    """A game's actions: ``kinds`` (type -> ``Kind``), ``phase_refusals`` (phase -> the
    sentence said when an action of another phase is tried then; every phase the game
    has must be there) and optionally ``after(state) -> events``, run after every
    handler (e.g. a knock-out that ends the turn at once).

    Raises ``ValueError`` when a kind names a phase without a refusal sentence."""

    def __init__(self, kinds: dict[str, Kind], phase_refusals: dict[str, str],
                 after: Callable[[Any], list] | None = None):
        missing = sorted({p for k in kinds.values() for p in k.phases} - set(phase_refusals))
        if missing:
            raise ValueError(f"no refusal sentence for the phase(s) {', '.join(missing)}")
        self.kinds, self.phase_refusals, self.after = dict(kinds), dict(phase_refusals), after

    def shape_problem(self, action) -> str | None:
        """Why ``action`` is no action of this game at all (not a dict, an unknown type, an
        unknown or missing key, a value of the wrong kind), or ``None``."""
        if not isinstance(action, dict):
            return _("An action is a set of named values with a \"type\".")
        if "type" not in action:
            return _("An action needs a \"type\".")
        kind = action["type"]
        if not isinstance(kind, str) or kind not in self.kinds:
            shown = repr(kind) if isinstance(kind, (str, int, float, type(None))) else "that"
            return _("Unknown action {action}: the actions are {actions}.").format(
                action=shown[:40], actions=and_list(self.kinds))
        name = kind.replace("_", " ")
        keys = self.kinds[kind].keys
        for key in action:
            if key != "type" and key not in keys:
                return _("The {action} action takes no {key}.").format(
                    action=name, key=repr(str(key)[:40]))
        for key, spec in keys.items():
            if key not in action:
                if spec.optional:
                    continue
                return _("The {action} action needs {key}: {what}.").format(
                    action=name, key=repr(key), what=_(spec.words))
            try:
                ok = spec.check(action[key])
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                ok = False
            if not ok:
                return _("The {action} action's {key} should be {what}.").format(
                    action=name, key=repr(key), what=_(spec.words))
        return None

    def phase_problem(self, state, kind: str) -> str | None:
        """The refusal sentence when ``kind`` may not be taken in ``state.phase`` (the
        kind's own sentence for that phase, else the phase's), translated, else ``None``."""
        if state.phase in self.kinds[kind].phases:
            return None
        own = self.kinds[kind].refusals.get(state.phase)
        return _(own or self.phase_refusals.get(state.phase, N_("That cannot be done now.")))

    def apply(self, state, action) -> list:
        """Check ``action`` (shape, then phase) and run its handler (then ``after``);
        return the events. Raises ``IllegalAction`` with a sentence, state unchanged."""
        problem = self.shape_problem(action)
        if problem is None:
            problem = self.phase_problem(state, action["type"])
        if problem is not None:
            raise IllegalAction(problem)
        events = self.kinds[action["type"]].handler(state, action)
        return events + self.after(state) if self.after else events


def plain_copy(value):
    """A deep copy of a JSON-like value (dict, list, tuple, str, int, float, bool, None;
    tuples stay tuples), faster than ``copy.deepcopy`` and a JSON round trip: lists and
    dicts are copied whole in C and only their containers are walked. Any other object is
    shared, not copied (frozen values are safe to share)."""
    kind = type(value)
    if kind is list:
        out = value.copy()
        for i, item in enumerate(out):
            if type(item) in _CONTAINERS:
                out[i] = plain_copy(item)
        return out
    if kind is dict:
        out = value.copy()
        for key, item in out.items():
            if type(item) in _CONTAINERS:
                out[key] = plain_copy(item)
        return out
    if kind is tuple:
        return tuple([plain_copy(item) if type(item) in _CONTAINERS else item for item in value])
    return value


_CONTAINERS = frozenset({list, dict, tuple})


def copy_rng(rng: random.Random) -> random.Random:
    """An independent ``random.Random`` in the same state as ``rng``. Made without
    ``__init__`` (which would first seed it from the system, several times slower than the
    copy itself); ``setstate`` sets everything a ``Random`` holds."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


def copy_fields(obj, names: Iterable[str], cls=None):
    """A new ``cls`` (default: ``type(obj)``) made without calling ``__init__``, with
    ``plain_copy`` of each attribute in ``names`` and a copy of ``obj.rng``: the fast
    ``clone`` of a rules state whose fields are JSON-like."""
    cls = cls or type(obj)
    new = cls.__new__(cls)
    for name in names:
        setattr(new, name, plain_copy(getattr(obj, name)))
    new.rng = copy_rng(obj.rng)
    return new


def finished_text(names: Iterable[str]) -> str:
    """The save list's progress text of a finished game, the winners joined by " & " as
    the list has always shown them: ``"Finished: Ola & Bart won"``."""
    return f"Finished: {' & '.join(names)} won"


def places(order: Iterable[int], key: Callable[[int], Any]) -> list[tuple[int, int]]:
    """``(place, seat)`` for each seat of ``order`` (the ranking, best first, sorted by
    ``key``): seats whose ``key(seat)`` is equal share a place and the next place skips as
    many, the usual way of ranking ties (1, 1, 3)."""
    out: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        shared = out and key(seat) == key(out[-1][1])
        out.append((out[-1][0] if shared else index + 1, seat))
    return out


def track_position(total: int, length: int) -> tuple[int, int]:
    """Where ``total`` points sit on a score track of ``length`` spaces that a pawn goes
    round: ``(laps, space)``, a token marking each full lap. Raises ``ValueError`` for a
    negative total or a track shorter than 1."""
    if length < 1:
        raise ValueError("a score track has at least one space")
    if total < 0:
        raise ValueError("scores are never negative")
    return divmod(total, length)


# ---------------------------------------------------------------------------- state base

DAMAGED = N_("the saved position is damaged: {problems}")   # translated when raised
# What a position check may raise on a field of the wrong kind that ``shape_problems``
# let through; ``from_dict`` turns it into a refusal instead of a crash.
_CHECK_ERRORS = (TypeError, KeyError, IndexError, AttributeError, ValueError)


def damaged(problems: Iterable[str]) -> ValueError:
    """The ``ValueError`` a damaged saved position raises: "the saved position is damaged:
    ..." in the language shown, followed by ``problems`` (sentences already translated,
    joined by semicolons). For a game's own checks beyond ``StateBase``'s."""
    return ValueError(_(DAMAGED).format(problems=_("; ").join(problems)))


class StateBase:
    """The base of a game's ``State`` (a ``@dataclass`` with an ``rng`` field holding a
    ``random.Random`` and JSON-like values in every other field): saving, loading,
    checking and copying, written once.

    A subclass names ``FIELDS``, the attributes ``to_dict`` always writes (besides
    ``"rng"``), and may name ``OPTIONAL_FIELDS``, written only when not empty so that
    positions saved before such a field existed read the same (``from_dict`` leaves it at
    its dataclass default when absent). It may override two checks:

    - ``shape_problems(d)`` (classmethod): what is wrong with the raw dict field by field,
      before a state is built (default: fields missing or unknown);
    - ``position_problems()``: what is wrong with the built state, the rules linking its
      fields (default: nothing).

    Each returns a list of plain-words problems, empty when sound.
    """

    FIELDS: ClassVar[tuple[str, ...]] = ()
    OPTIONAL_FIELDS: ClassVar[tuple[str, ...]] = ()

    def to_dict(self) -> dict:
        """A JSON-safe, exact copy of the state: every field of ``FIELDS``, each optional
        field that is not empty, and ``"rng"`` (the RNG's whole state, see
        ``protocol.rng_to_json``)."""
        d = {name: plain_copy(getattr(self, name)) for name in self.FIELDS}
        for name in self.OPTIONAL_FIELDS:
            value = getattr(self, name)
            if value:
                d[name] = plain_copy(value)
        d["rng"] = rng_to_json(self.rng)
        return d

    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """Problems of the raw dict ``d`` (a dict) before a state is built from it:
        by default each field of ``FIELDS`` or ``"rng"`` that is missing and each key that
        is no field. A game overrides it to check kinds and ranges too."""
        known = set(cls.FIELDS) | set(cls.OPTIONAL_FIELDS) | {"rng"}
        found = [_("missing field {name}").format(name=repr(name))
                 for name in cls.FIELDS + ("rng",) if name not in d]
        found += [_("unknown field {name}").format(name=repr(str(key)[:40]))
                  for key in d if key not in known]
        return found

    def position_problems(self) -> list[str]:
        """Problems of the built state: the rules linking its fields (default: none)."""
        return []

    @classmethod
    def from_dict(cls, d: dict):
        """Rebuild a state from ``to_dict`` output. Raises ``ValueError`` ("the saved
        position is damaged: ...", naming every problem found) when ``d`` is not a dict,
        fails ``shape_problems``, holds an unreadable RNG or fails ``position_problems``
        (also when a check trips over a value of the wrong kind): a damaged save."""
        if not isinstance(d, dict):
            raise damaged([_("it is not a set of named fields")])
        problems = cls.shape_problems(d)
        if problems:
            raise damaged(problems)
        try:
            rng = rng_from_json(d["rng"])
        except ValueError as exc:
            raise damaged([_("bad RNG state: {error}").format(error=exc.__cause__ or exc)]) \
                from None
        values = {name: plain_copy(d[name]) for name in cls.FIELDS}
        values.update((name, plain_copy(d[name])) for name in cls.OPTIONAL_FIELDS if name in d)
        state = cls(rng=rng, **values)
        try:
            problems = state.position_problems()
        except _CHECK_ERRORS as exc:
            problems = [_("malformed ({error})").format(error=exc.__class__.__name__)]
        if problems:
            raise damaged(problems)
        return state

    def clone(self):
        """An independent deep copy equal to this state in ``to_dict()`` (RNG included),
        made field by field without JSON or checks (``copy_fields``)."""
        return copy_fields(self, self.FIELDS + self.OPTIONAL_FIELDS)


# ---------------------------------------------------------------------------- describe table

LineMaker = Callable[[Any, dict, str], str]


class EventLines:
    """A game's ``describe`` table (protocol: ``describe(state, event, seat)``).

    ``public``: event type -> the line everyone may read, either a template filled from
    the event's keys and ``name`` (the name of the event's ``"seat"``, "" when it has
    none), e.g. ``"{name} reveals a room."``, or a function ``(state, event, name) ->
    str`` for lines that need more (which translates its own words). A template is shown
    in the language chosen (``i18n._``): mark it ``N_("...")`` in the table. ``private`` (same shape): the fuller line a seat
    listed in the event's ``"shown_to"`` reads instead (the scroll it drew, the token it
    peeked at). ``game`` names the game in the error for an event type it does not make.
    """

    def __init__(self, game: str, public: Mapping[str, str | LineMaker],
                 private: Mapping[str, str | LineMaker] | None = None):
        self.game, self.public, self.private = game, dict(public), dict(private or {})

    @staticmethod
    def _line(maker: str | LineMaker, state, event: dict, name: str) -> str:
        if isinstance(maker, str):               # a template, marked N_() in the table
            return i18n._(maker).format_map({**event, "name": name})
        return maker(state, event, name)

    def describe(self, state, event: dict, seat: int | None = None) -> str:
        """The line ``seat`` (``None``: the public line) may read for ``event``, made
        from ``state`` (the state right after the event). Raises ``ValueError`` for an
        event type the table does not know."""
        kind = event["type"]
        name = state.players[event["seat"]]["name"] if "seat" in event else ""
        if seat is not None and kind in self.private and seat in event.get("shown_to", ()):
            return self._line(self.private[kind], state, event, name)
        if kind not in self.public:
            raise ValueError(f"{self.game} makes no {str(kind)[:40]!r} event")
        return self._line(self.public[kind], state, event, name)

    def kinds(self) -> list[str]:
        """Every event type the table has a line for."""
        return sorted(self.public)


FieldMaker = Callable[[Any, dict], Any]


class Template:
    """An ``EventLines`` line that is a template with fields worked out in code: ``text``
    (e.g. ``"{name} builds at row {row}."``) is filled from the event's keys, ``name`` and
    each of ``fields`` (field name -> ``(state, event) -> value``, e.g.
    ``row=lambda state, event: event["y"] + 1``; a field wins over an event key of the
    same name). The words stay in one string with named fields, as a translator needs
    them, and only the look-ups are code. Called as ``(state, event, name) -> str``, so it
    stands wherever ``EventLines`` takes a function. ``text`` is shown in the language
    chosen (``i18n._``; the catalog tool extracts ``Template("...")``). Filling raises ``KeyError`` for a
    name in ``text`` that is neither a field, an event key nor ``name``."""

    def __init__(self, text: str, **fields: FieldMaker):
        self.text, self.fields = text, dict(fields)

    def __call__(self, state, event: dict, name: str) -> str:
        values = {**event, "name": name}
        values.update((key, make(state, event)) for key, make in self.fields.items())
        return i18n._(self.text).format_map(values)

    def __repr__(self) -> str:
        return f"Template({self.text!r}, fields={sorted(self.fields)})"
