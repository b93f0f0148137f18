"""Bazyliszek rules engine: pure Python, no pygame, deterministic from a seed.

Implements the protocol of ``games.engine.protocol`` for the rulebook's game (sections
"Setup", "Gameplay", "Examples", "Simplified Variant"), adapted to one mouse at one table:
the physical game is simultaneous, here the seats take turns. On a turn the seat does one
of:

* ``{"type": "reveal", "slot": i}`` turns the face-down room in table slot ``i`` face up;
  the same seat must then ``{"type": "visit"}`` (the card goes onto its pile) or
  ``{"type": "skip"}`` (it stays face up on the table);
* ``{"type": "take", "slot": i}`` takes the face-up room in slot ``i`` onto its pile.

The round ends as soon as the last face-down room has been revealed and decided ("When all
the cards from the general pile have been revealed ... the round ends immediately"). Every
pile is then scored (``score_pile``); after round 1 the state waits in phase ``"scoring"``
for ``{"type": "continue"}``, which shuffles round 2's pool. After round 2 the game is over.

Cards are identified by the ids of ``games.bazyliszek.rooms`` (``"barrel_cellar-m2"``);
two cards are identical when design and orientation match, a mirror pair when the design
matches and the orientation differs.

For computer players: ``clone`` (a fast deep copy), ``determinize`` (the unseen room cards
dealt again: the face-down spread and the set-aside half are all that is hidden) and
``playout_policy`` (a quick one-step choice that never visits a room twice).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from games.bazyliszek import position
from games.bazyliszek.position import MAX_PLAYERS, MIN_PLAYERS
from games.bazyliszek.rooms import load_rooms
from games.bazyliszek.scoring import (MAX_SHIELDS, PAIR_POINTS, SINGLE_POINTS,  # noqa: F401
                                      TRACK_SPACES, PileScore, identical_sets, score_pile,
                                      track_position)
from games.engine.i18n import N_, _, counted
from games.engine.protocol import IllegalAction, Option
from games.engine.words import and_list
from games.bazyliszek.sheet import breakdown  # noqa: F401  (the score sheet)
from games.engine.rulekit import (Actions, EventLines, Key, Kind, StateBase, is_int,
                                  plain_copy, said_in_language)

GAME_ID = "bazyliszek"
TITLE = "Bazyliszek"
_NO_UNDO = N_("No undo in Bazyliszek: a turn is a single decision and a revealed room "
              "cannot be hidden again.")


# NO_UNDO_REASON (protocol: the sentence the Undo button shows), read in the language shown
__getattr__ = said_in_language({"NO_UNDO_REASON": _NO_UNDO}, __name__)


def setup_options() -> list[Option]:
    """Game-wide setup options: the rulebook's standard game or its simplified variant
    (labels in the language shown when called)."""
    return [Option("variant", _("Variant"),
                   (("standard", _("Standard")), ("simplified", _("Simplified"))),
                   "standard",
                   _("Simplified: players get shield tokens that cancel an identical card "
                     "at scoring."))]


def player_options() -> list[Option]:
    """Per-seat options: shield tokens (0-2) for the simplified variant (labels in the
    language shown when called)."""
    return [Option("shields", _("Shields"), ((0, "0"), (1, "1"), (2, "2")), 1,
                   _("Shield tokens for this player; each one discards one identical card "
                     "once."),
                   depends=("variant", "simplified"))]


# ---------------------------------------------------------------------------- state

@dataclass
class State(StateBase):
    """A game of Bazyliszek.

    ``table``: slots of the spread cards (card id, or ``None`` once taken away);
    ``face_up``: per slot; ``pending``: the slot revealed and awaiting visit/skip;
    ``piles``: per seat, hidden from everyone; ``set_aside``: the half kept for round 2;
    ``centre``: cards returned to the centre at scoring (basilisk victims, shield
    discards); ``removed``: safely scored cards, out of the game; ``totals``: points per
    seat; ``results``: per finished round, per seat, a ``PileScore`` dict.
    """

    players: list[dict]
    options: dict
    seed: int
    rng: random.Random
    round: int = 1
    phase: str = "play"          # play | decide | scoring | over
    table: list = field(default_factory=list)
    face_up: list = field(default_factory=list)
    pending: int | None = None
    piles: list = field(default_factory=list)
    set_aside: list = field(default_factory=list)
    centre: list = field(default_factory=list)
    removed: list = field(default_factory=list)
    turn: int = 0
    first_seat: int = 0
    totals: list = field(default_factory=list)
    shields_left: list = field(default_factory=list)
    results: list = field(default_factory=list)

    FIELDS = ("players", "options", "seed", "round", "phase", "table", "face_up", "pending",
              "piles", "set_aside", "centre", "removed", "turn", "first_seat", "totals",
              "shields_left", "results")

    # to_dict, from_dict and clone come from StateBase; from_dict raises ValueError ("the
    # saved position is damaged: ...") for a save these checks find fault with.

    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """Problems of a save's raw dict ``d`` before a state is built from it: a field
        missing or unknown, then each field's type and range
        (``games.bazyliszek.position.field_problems``)."""
        return super().shape_problems(d) or position.field_problems(d)

    def position_problems(self) -> list[str]:
        """Problems between the fields of this state (its fields already sound): the 90
        cards, the phase against the table and piles, the scorings
        (``games.bazyliszek.position.link_problems``)."""
        return position.link_problems(self)

    @property
    def n(self) -> int:
        """Number of seats."""
        return len(self.players)


def card_count(state: State) -> int:
    """How many cards the state accounts for, wherever they are (always 90)."""
    return len(position.all_cards(state))


def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound): every field in range, all 90 cards
    accounted for exactly once, and the fields consistent with each other (see
    ``games.bazyliszek.position.problems``)."""
    return position.problems(state)


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """Set up a game ("Setup"): shuffle the 90 rooms, set half aside for round 2, spread
    the rest face down, pawns on space 0. A random seat starts round 1.

    ``players``: 2-5 dicts with ``name``, ``colour`` and (simplified variant) ``shields``
    0-2. ``options``: ``{"variant": "standard" | "simplified"}``. Raises ``ValueError`` for
    a wrong player count, an empty name, or a bad option.
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(_("Bazyliszek is for {fewest} to {most} players").format(
            fewest=MIN_PLAYERS, most=MAX_PLAYERS))
    variant = options.get("variant", "standard")
    if variant not in ("standard", "simplified"):
        raise ValueError(_("unknown variant {variant}").format(variant=f"'{variant}'"))
    seats = []
    for p in players:
        if not str(p.get("name", "")).strip():
            raise ValueError(_("every player needs a name"))
        shields = int(p.get("shields", 0)) if variant == "simplified" else 0
        if not 0 <= shields <= MAX_SHIELDS:
            raise ValueError(_("a player may have 0, 1 or 2 shields"))
        seats.append({"name": str(p["name"]).strip(), "colour": p.get("colour", ""),
                      "shields": shields})
    rng = random.Random(seed)
    deck = list(load_rooms().cards)
    rng.shuffle(deck)
    half = len(deck) // 2
    first = rng.randrange(len(seats))
    n = len(seats)
    return State(players=seats, options={"variant": variant}, seed=seed, rng=rng,
                 table=deck[half:], face_up=[False] * (len(deck) - half),
                 piles=[[] for _seat in range(n)], set_aside=deck[:half], turn=first,
                 first_seat=first, totals=[0] * n,
                 shields_left=[s["shields"] for s in seats])


def setup_events(players: list[dict], options: dict, seed: int) -> list[dict]:
    """What setting up ``new_game(players, options, seed)`` decided, for the game log: the
    seat drawn at random to start round 1 ("Setup"). Raises what ``new_game`` raises."""
    state = new_game(players, options, seed)
    return [{"type": "round_started", "round": 1, "seat": state.first_seat,
             "cards": len(state.table)}]


# ---------------------------------------------------------------------------- protocol

def current_seat(state: State) -> int | None:
    """The seat that must decide now, ``None`` once the game is over."""
    return None if state.phase == "over" else state.turn


def is_over(state: State) -> bool:
    """True after round 2 has been scored."""
    return state.phase == "over"


def scores(state: State) -> list[int]:
    """Points per seat so far (track spaces plus 40 per token)."""
    return list(state.totals)


def round2_pairs(state: State, seat: int) -> int:
    """Mirror pairs ``seat`` scored in round 2 (the tie break); 0 before round 2 ends."""
    if len(state.results) < 2:
        return 0
    return len(state.results[1][seat]["pairs"])


def winners(state: State) -> list[int]:
    """Winning seats ("The winner is the player who has the most points ... In case of a
    tie ... more pairs of mirror images in the second round ... share the victory").
    Empty until the game is over."""
    if not is_over(state):
        return []
    best = max(state.totals)
    tied = [s for s in range(state.n) if state.totals[s] == best]
    most_pairs = max(round2_pairs(state, s) for s in tied)
    return [s for s in tied if round2_pairs(state, s) == most_pairs]


def ranking(state: State) -> list[int]:
    """Every seat, best first: most points, then most mirror pairs in round 2 (the tie
    break, "Gameplay", end of the game); seats equal on both keep their seat order. The
    final screen lists the seats in this order."""
    return sorted(range(state.n), key=lambda s: (-state.totals[s], -round2_pairs(state, s)))


def legal_actions(state: State) -> list[dict]:
    """Every action the current seat may take now (see the module docstring)."""
    if state.phase == "play":
        acts = [{"type": "reveal", "slot": i} for i, c in enumerate(state.table)
                if c is not None and not state.face_up[i]]
        acts += [{"type": "take", "slot": i} for i, c in enumerate(state.table)
                 if c is not None and state.face_up[i]]
        return acts
    if state.phase == "decide":
        return [{"type": "visit"}, {"type": "skip"}]
    if state.phase == "scoring":
        return [{"type": "continue"}]
    return []


def _slot(state: State, action: dict) -> int:
    """The slot of a ``reveal`` or ``take`` (a whole number, checked by ``ACTIONS``) once
    it holds a room on the table; raises ``IllegalAction``."""
    slot = action["slot"]
    if not 0 <= slot < len(state.table):
        raise IllegalAction(_("There is no such place on the table: {slot} is not between 0 "
                              "and {last}.").format(slot=slot, last=len(state.table) - 1))
    if state.table[slot] is None:
        raise IllegalAction(_("That room has already been taken."))
    return slot


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for the current seat and return the events it caused.

    ``action`` is one of ``legal_actions(state)``: ``{"type": "reveal" | "take", "slot":
    int}`` or ``{"type": "visit" | "skip" | "continue"}``. Raises ``IllegalAction`` with a
    reason, leaving the state unchanged, for anything else: not a mapping, an unknown
    type, a missing or extra key, a slot that is not a whole number (the kit's sentences,
    ``games.engine.rulekit.Actions``), an action of another phase (that phase's sentence,
    ``PHASE_REFUSALS``), a slot not on the table or an empty one, revealing a face-up room
    or taking a face-down one. The reason is in the language shown (the kit translates
    its own and the phases' sentences as it raises them).
    """
    return ACTIONS.apply(state, action)


# The sentence said when an action of another phase is tried in each phase (marked for
# the catalog; ``apply`` and the board translate it when they show it).
PHASE_REFUSALS = {
    "play": N_("First reveal a face-down room or take a face-up one."),
    "decide": N_("First decide: visit the revealed room or skip it."),
    "scoring": N_("The round is over; continue to the next round."),
    "over": N_("The game is over."),
}


def _reveal(state: State, action: dict) -> list[dict]:
    slot = _slot(state, action)
    if state.face_up[slot]:
        raise IllegalAction(_("That room is already face up: take it instead."))
    state.face_up[slot] = True
    state.pending = slot
    state.phase = "decide"
    return [{"type": "reveal", "seat": state.turn, "slot": slot, "card": state.table[slot],
             "barrier": True}]


def _decide(state: State, action: dict) -> list[dict]:
    slot, seat = state.pending, state.turn
    card = state.table[slot]
    if action["type"] == "visit":
        state.piles[seat].append(card)
        state.table[slot] = None
    state.pending = None
    events = [{"type": action["type"], "seat": seat, "slot": slot, "card": card}]
    if not any(c is not None and not up for c, up in zip(state.table, state.face_up)):
        return events + _end_round(state)
    state.phase = "play"
    state.turn = (seat + 1) % state.n
    return events


def _take(state: State, action: dict) -> list[dict]:
    slot = _slot(state, action)
    if not state.face_up[slot]:
        raise IllegalAction(_("That room is face down: reveal it first."))
    seat, card = state.turn, state.table[slot]
    state.piles[seat].append(card)
    state.table[slot] = None
    state.turn = (seat + 1) % state.n
    return [{"type": "take", "seat": seat, "slot": slot, "card": card}]


def _end_round(state: State) -> list[dict]:
    rooms = load_rooms()
    events: list[dict] = [{"type": "round_over", "round": state.round}]
    results = []
    for seat, pile in enumerate(state.piles):
        res = score_pile(pile, rooms, state.shields_left[seat])
        state.shields_left[seat] -= len(res.shielded)
        if res.basilisk:
            state.centre.extend(pile)
        else:
            state.centre.extend(res.shielded)
            state.removed.extend(c for c in pile if c not in res.shielded)
        state.totals[seat] += res.points
        tokens, space = track_position(state.totals[seat])
        results.append(res.to_dict())
        events.append({"type": "pile_scored", "seat": seat, "result": res.to_dict(),
                       "total": state.totals[seat], "tokens": tokens, "space": space})
    state.piles = [[] for _seat in state.players]
    state.results.append(results)
    if state.round == 1:
        state.phase = "scoring"
        state.turn = (state.first_seat + 1) % state.n
    else:
        state.phase = "over"
        events.append({"type": "game_over", "winners": winners(state)})
    return events


def _continue(state: State, action: dict) -> list[dict]:
    """Round 2 ("Gameplay", last paragraphs): the cards left on the table, the cards
    returned to the centre and the set-aside half are shuffled into the new spread."""
    pool = [c for c in state.table if c is not None] + state.centre + state.set_aside
    state.rng.shuffle(pool)
    state.table, state.face_up = pool, [False] * len(pool)
    state.centre, state.set_aside = [], []
    state.round, state.phase = 2, "play"
    return [{"type": "round_started", "round": 2, "seat": state.turn, "cards": len(pool),
             "barrier": True}]


SLOT = Key(is_int, N_("a place on the table (a whole number)"))
ACTIONS = Actions({"reveal": Kind(_reveal, ("play",), {"slot": SLOT}),
                   "take": Kind(_take, ("play",), {"slot": SLOT}),
                   "visit": Kind(_decide, ("decide",)),
                   "skip": Kind(_decide, ("decide",)),
                   "continue": Kind(_continue, ("scoring",))},
                  PHASE_REFUSALS)


# ---------------------------------------------------------------------------- views

FACE_DOWN = "face_down"     # a face-down room in the view's table


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see. In Bazyliszek every seat sees the same:

    ``round`` (1-2), ``phase``, ``turn`` (``current_seat``), ``variant`` (``"standard"`` or
    ``"simplified"``); ``table``: per slot a face-up room's id, ``FACE_DOWN`` or ``None``
    (taken); ``pending``: the revealed room's slot; ``pile_sizes`` (never the piles'
    contents, not even the owner's); ``totals`` and ``shields_left`` per seat;
    ``set_aside`` and ``removed``: how many cards; ``results``: per finished round, per
    seat, the ``PileScore`` dict; ``identical_sets``: per finished round, per seat, that
    pile's sets of identical rooms (``identical_sets``); ``round2_pairs``: per seat, the
    tie break (``round2_pairs``); ``winners`` (empty until the game is over) and
    ``ranking`` (``ranking``). The piles' cards are shown only once scored."""
    rooms = load_rooms()
    return {
        "round": state.round, "phase": state.phase, "turn": current_seat(state),
        "table": [None if c is None else (c if up else FACE_DOWN)
                  for c, up in zip(state.table, state.face_up)],
        "pending": state.pending,
        "pile_sizes": [len(p) for p in state.piles],
        "totals": list(state.totals), "shields_left": list(state.shields_left),
        "set_aside": len(state.set_aside), "removed": len(state.removed),
        "results": plain_copy(state.results),
        "variant": state.options["variant"],
        "identical_sets": [[identical_sets(res["cards"], rooms) for res in round_results]
                           for round_results in state.results],
        "round2_pairs": [round2_pairs(state, s) for s in range(state.n)],
        "winners": winners(state), "ranking": ranking(state),
    }


def face_down_count(state: State) -> int:
    """Face-down rooms left on the table."""
    return sum(1 for c, up in zip(state.table, state.face_up) if c is not None and not up)


def progress(state: State) -> str:
    """Short progress text for the save list, in the language shown: "Round 1: 31 rooms
    face down", "Round 1 scored", "Finished: Ola & Bart won"."""
    if state.phase == "over":
        names = " & ".join(state.players[s]["name"] for s in winners(state))
        return _("Finished: {names} won").format(names=names)
    if state.phase == "scoring":
        return _("Round 1 scored")
    return _("Round {round}: {rooms}").format(round=state.round, rooms=_face_down(
        face_down_count(state)))


def _face_down(n: int) -> str:
    """``"1 room face down"``, ``"45 rooms face down"`` in the language shown."""
    return counted(n, "{n} room face down", "{n} rooms face down")


def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One game-log line for ``event`` as ``seat`` may read it (``None``: the public line).

    Everything in Bazyliszek happens in the open ("Gameplay": a room is revealed for the
    whole table to see), so no event carries ``"shown_to"`` and every seat reads the public
    line. The log never names a room that went into a pile (players must remember their
    piles, "Gameplay"): a revealed room is named only once it is skipped, and so lies face
    up on the table. ``state`` is the state right after the event. Raises ``ValueError``
    for an event type the game does not make (the lines: ``_LINES``).
    """
    return _LINES.describe(state, event, seat)


def _skip_line(state: State, event: dict, name: str) -> str:
    return _("{name} skips it: {room}, stays face up.").format(
        name=name, room=load_rooms().describe(event["card"]))


def _score_line(state: State, event: dict, name: str) -> str:
    res = event["result"]
    if res["basilisk"]:
        return _("{name} meets the basilisk: 0 points, the cards go back to the centre.").format(
            name=name)
    parts = {"name": name, "points": counted(res["points"], "{n} point", "{n} points"),
             "pairs": counted(len(res["pairs"]), "{n} mirror pair", "{n} mirror pairs"),
             "others": counted(len(res["singles"]), "{n} other room", "{n} other rooms")}
    if res["shielded"]:
        return _("{name} scores {points}: {pairs}, {others} ({shields}).").format(
            shields=counted(len(res["shielded"]), "{n} shield used", "{n} shields used"),
            **parts)
    return _("{name} scores {points}: {pairs}, {others}.").format(**parts)


def _round_started_line(state: State, event: dict, name: str) -> str:
    if event["round"] == 1:
        return _("Round 1 begins with {rooms}; {name}, drawn at random, starts.").format(
            rooms=_face_down(event["cards"]), name=name)
    return _("Round 2 begins with {rooms}; {name} starts.").format(
        rooms=_face_down(event["cards"]), name=name)


def _game_over_line(state: State, event: dict, name: str) -> str:
    names = and_list(state.players[s]["name"] for s in event["winners"])
    return counted(len(event["winners"]), "The game is over. Winner: {names}.",
                   "The game is over. Winners: {names}.", names=names)


# Every event the rules make -> its log line: a template filled from the event's keys and
# ``name`` (the event seat's name), translated by the kit, or a function where the line
# needs more (it translates its own words).
_LINES = EventLines(TITLE, {
    "reveal": N_("{name} reveals a room."),
    "visit": N_("{name} visits it: onto the pile, face down."),
    "skip": _skip_line,
    "take": N_("{name} takes a face-up room from the table."),
    "round_over": N_("Round {round} is over: the piles are revealed."),
    "pile_scored": _score_line,
    "round_started": _round_started_line,
    "game_over": _game_over_line,
})


# ---------------------------------------------------------------------------- computer players

def clone(state: State) -> State:
    """An independent deep copy of ``state``, equal to it in ``to_dict()`` (RNG state
    included), made field by field (``State.clone``, from ``games.engine.rulekit.StateBase``):
    no JSON and none of ``from_dict``'s checks, for computer players that copy a state many
    times per decision."""
    return state.clone()


def hidden_slots(state: State) -> list[int]:
    """The table slots whose room card lies face down (in slot order)."""
    return [i for i, (c, up) in enumerate(zip(state.table, state.face_up))
            if c is not None and not up]


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` in which every room card nobody has seen is dealt again from
    ``rng`` (a ``random.Random``); ``state`` itself is left unchanged.

    What is hidden in Bazyliszek: only the face-down room cards on the table and the
    half set aside for round 2 ("Setup"), and the state's RNG (round 2's shuffle). Every
    other card was shown face up to the whole table before it went anywhere (revealed and
    then visited or skipped, taken from the table, revealed and scored at the round's
    end), so every seat and the public (``seat=None``) know the same: the piles (which
    the rulebook asks each player to remember, "Gameplay"; a computer player remembers
    them exactly), the face-up rooms, the centre and the cards out of the game all stay
    where they are. The unseen cards, as a set, are what is left of the 90: they are put
    in a canonical order (sorted by id), shuffled with ``rng`` and dealt into the
    face-down slots (in slot order) and then the set-aside half, so the result depends
    only on what is known and on ``rng``, never on the hidden order itself. The state's
    RNG is reseeded from ``rng``, and the saved ``seed`` (from which the real deal could
    be worked out) is replaced by a number drawn from ``rng`` too.

    ``seat`` is a seat index (0 to players - 1) or ``None``; anything else raises
    ``ValueError``. The copy keeps every seat's view, the legal actions and the game's
    invariants.
    """
    if seat is not None and not (is_int(seat) and 0 <= seat < state.n):
        raise ValueError(f"there is no seat {seat!r} in this {state.n}-player game")
    world = clone(state)
    slots = hidden_slots(world)
    unseen = sorted([world.table[i] for i in slots] + world.set_aside)
    rng.shuffle(unseen)
    for i, card in zip(slots, unseen):
        world.table[i] = card
    world.set_aside = unseen[len(slots):]
    world.seed = rng.randrange(2 ** 31)
    world.rng = random.Random(rng.getrandbits(64))
    return world


def forget(world: State, seat: int, share: float, rng: random.Random) -> State:
    """What an easy computer player believes of ``world`` (a determinized copy, changed in
    place and returned): each room card of ``seat``'s own pile is, with probability
    ``share`` (0 to 1), misremembered as one of the cards nobody has seen, the two swapped
    so that every card is still somewhere (issue 11: "Easy forgets some of what went into
    its pile"). A pile rooms ``"Gameplay"`` asks players to remember; forgetting some of it
    makes a gentler opponent, who may visit a room it already holds. The legal actions stay
    the same; the seat's view does not (that is the forgetting)."""
    hidden = [("table", i) for i in hidden_slots(world)] + \
        [("set_aside", i) for i in range(len(world.set_aside))]
    pile = world.piles[seat]
    for k in range(len(pile)):
        if hidden and rng.random() < share:
            where, i = hidden.pop(rng.randrange(len(hidden)))
            place = world.table if where == "table" else world.set_aside
            pile[k], place[i] = place[i], pile[k]
    return world


class _PileGains:
    """What one room would add to a seat's pile at its next scoring, for the playout
    policy: the pile is grouped once (``score_pile``'s grouping by design and orientation)
    and every room asked about is judged against that, without scoring the pile again.

    ``gain(card)`` is the points the seat's next scoring would gain (negative: lose) if
    ``card`` joined ``pile`` with ``shields`` shield tokens left ("Gameplay", "Simplified
    Variant"): +1 for a new room, +4 for the mirror image of a room held alone (a single
    becomes a pair), -1 for a room identical to one held while a shield can still discard
    it (a shield spent for nothing), minus the pile's points (at least 1) when it would
    bring the basilisk, 0 for anything once the pile already meets the basilisk
    (``doomed``)."""

    def __init__(self, pile: list[str], shields: int):
        self.rooms = load_rooms()
        self.held: set[tuple[str, bool]] = set()
        extras = 0
        for cid in pile:
            card = self.rooms.card(cid)
            key = (card.design, card.mirrored)
            if key in self.held:
                extras += 1
            self.held.add(key)
        self.extras, self.shields, self.pile = extras, shields, pile
        self.doomed = extras > shields

    def gain(self, cid: str) -> int:
        """See the class docstring; ``cid`` a card id."""
        if self.doomed:
            return 0
        card = self.rooms.card(cid)
        if (card.design, card.mirrored) in self.held:
            if self.extras + 1 > self.shields:
                return -max(score_pile(self.pile, self.rooms, self.shields).points, 1)
            return -1                          # a shield token would go for no point
        if (card.design, not card.mirrored) in self.held:
            return PAIR_POINTS - SINGLE_POINTS
        return SINGLE_POINTS


# How many playout actions a computer player's search plays before ``evaluate`` judges
# the position (issue 11): a round is scored only when its last room is revealed, so
# without a judgement every playout cut short would see every seat on 0 points.
EVALUATE_AFTER = 20
_SPREAD = 6.0              # points of lead that make a win about three times as likely
_SHARE = 0.15              # weight of the lead on a wide scale, so a seat far ahead (or
_LEAD_SPREAD = 30.0        # behind) still plays for points, never throws a round away


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win as a computer player's search judges ``state`` (floats
    in [0, 1], one per seat): its points so far plus what its pile would score if the
    round ended now ("Gameplay": pairs 5, other rooms 1, the basilisk 0; shields as in
    the "Simplified Variant"), compared with every other seat's through a logistic curve
    (a lead of ``_SPREAD`` points: about 3 to 1) and averaged over them, blended
    (``_SHARE``) with the same comparison on a wide scale (``_LEAD_SPREAD``), so that a
    seat far ahead or far behind, whose chance hardly moves, still prefers more points. A
    finished game is valued alike, its chance being the result (1 shared by the winners,
    0 for the others), so an end and a position are on one scale."""
    n = state.n
    rooms = load_rooms()
    worth = [state.totals[s] + score_pile(state.piles[s], rooms, state.shields_left[s]).points
             for s in range(n)]

    def against_others(spread: float) -> list[float]:
        slope = math.log(3.0) / spread
        return [sum(1.0 / (1.0 + math.exp(-(worth[s] - worth[o]) * slope))
                    for o in range(n) if o != s) / max(n - 1, 1) for s in range(n)]
    chance, lead = against_others(_SPREAD), against_others(_LEAD_SPREAD)
    if is_over(state):                         # the result itself, the lead as before
        won = winners(state)
        chance = [1.0 / len(won) if s in won else 0.0 for s in range(n)]
    return [(1 - _SHARE) * c + _SHARE * m for c, m in zip(chance, lead)]


def playout_policy(state: State, rng: random.Random) -> dict:
    """A quick, sensible legal action for the seat that must decide now, chosen with
    ``rng`` (a ``random.Random``); for random-game tests and computer players' playouts.

    It uses only what that seat knows (its own pile, remembered exactly, and the face-up
    rooms; never a face-down card) and looks no further than one action: a revealed room is
    visited when it adds points to the pile (a new room, or the mirror image that makes a
    pair) and skipped when it would only spend a shield or bring the basilisk; on a turn,
    a face-up room that makes a mirror pair is taken, else one that adds a point is taken
    about half the time, else a random face-down room is revealed. A seat whose pile
    already meets the basilisk reveals (to end the round sooner) and visits (to keep rooms
    from the others). Between rounds it continues. Raises ``ValueError`` when the game is
    over.
    """
    if is_over(state):
        raise ValueError("the game is over: there is no action to choose")
    if state.phase == "scoring":
        return {"type": "continue"}
    seat = state.turn
    judge = _PileGains(state.piles[seat], state.shields_left[seat])
    doomed = judge.doomed
    if state.phase == "decide":
        card = state.table[state.pending]
        visit = doomed or judge.gain(card) > 0
        return {"type": "visit" if visit else "skip"}
    reveal = [{"type": "reveal", "slot": i} for i in hidden_slots(state)]
    if not doomed:
        gains: dict[int, list[int]] = {}
        for i, (card, up) in enumerate(zip(state.table, state.face_up)):
            if card is not None and up:
                gains.setdefault(judge.gain(card), []).append(i)
        best = max(gains, default=0)
        if best > 1 or (best == 1 and rng.random() < 0.5):
            return {"type": "take", "slot": rng.choice(gains[best])}
    return rng.choice(reveal)
