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
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.bazyliszek.rooms import RoomSet, load_rooms
from games.engine.protocol import IllegalAction, Option, fields_from_dict, fields_to_dict

GAME_ID = "bazyliszek"
TITLE = "Bazyliszek"
MIN_PLAYERS = 2
MAX_PLAYERS = 5
TRACK_SPACES = 40          # "Contents of the Box": score track; 40-point tokens beyond it
PAIR_POINTS = 5            # "Gameplay": 5 points for each mirror pair
SINGLE_POINTS = 1          # "Gameplay": 1 point for every other visited room
MAX_SHIELDS = 2            # "Simplified Variant": one or two shield tokens (0 allowed here)
NO_UNDO_REASON = ("No undo in Bazyliszek: a turn is a single decision and a revealed room "
                  "cannot be hidden again.")


def setup_options() -> list[Option]:
    """Game-wide setup options: the rulebook's standard game or its simplified variant."""
    return [Option("variant", "Variant",
                   (("standard", "Standard"), ("simplified", "Simplified (shields)")),
                   "standard",
                   "Simplified: players get shield tokens that cancel an identical card at scoring.")]


def player_options() -> list[Option]:
    """Per-seat options: shield tokens (0-2) for the simplified variant."""
    return [Option("shields", "Shields", ((0, "0"), (1, "1"), (2, "2")), 1,
                   "Shield tokens for this player; each one discards one identical card once.",
                   depends=("variant", "simplified"))]


# ---------------------------------------------------------------------------- scoring

@dataclass
class PileScore:
    """The scoring of one pile ("Gameplay" and "Examples").

    ``cards``: the pile as revealed; ``shielded``: cards a shield discarded (simplified
    variant); ``duplicates``: extra identical cards left after shields (non-empty exactly
    when ``basilisk``); ``pairs``: mirror pairs as ``[as_designed_id, mirrored_id]``;
    ``singles``: other rooms; ``points``: 0 when ``basilisk``, else 5 per pair + 1 per single;
    ``shields_held``: shield tokens the owner had when the pile was scored.
    """

    cards: list[str]
    shielded: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    basilisk: bool = False
    pairs: list[list[str]] = field(default_factory=list)
    singles: list[str] = field(default_factory=list)
    points: int = 0
    shields_held: int = 0

    def to_dict(self) -> dict:
        """JSON-safe form."""
        return {"cards": list(self.cards), "shielded": list(self.shielded),
                "duplicates": list(self.duplicates), "basilisk": self.basilisk,
                "pairs": [list(p) for p in self.pairs], "singles": list(self.singles),
                "points": self.points, "shields_held": self.shields_held}


def score_pile(cards: list[str], rooms: RoomSet, shields: int = 0) -> PileScore:
    """Score one revealed pile.

    ``cards`` are card ids; ``shields`` how many shield tokens the owner may spend. Two or
    more identical cards (same design, same orientation) meet the basilisk: 0 points, even
    when the mirror card is there too ("Gameplay", last paragraph). Shields ("Simplified
    Variant") each discard one extra identical card; they are spent only when they are
    enough to save the whole pile, and then as few as needed. Otherwise each mirror pair
    scores 5 and every other room 1.
    """
    groups: dict[tuple[str, bool], list[str]] = {}
    for cid in cards:
        card = rooms.card(cid)
        groups.setdefault((card.design, card.mirrored), []).append(cid)
    extras = [cid for group in groups.values() for cid in group[1:]]
    result = PileScore(cards=list(cards), shields_held=shields)
    if extras and len(extras) > shields:
        result.basilisk = True
        result.duplicates = extras
        return result
    result.shielded = extras
    designs: dict[str, dict[bool, str]] = {}
    for (design, mirrored), group in groups.items():
        designs.setdefault(design, {})[mirrored] = group[0]
    for design, sides in designs.items():
        if len(sides) == 2:
            result.pairs.append([sides[False], sides[True]])
        else:
            result.singles.extend(sides.values())
    result.points = PAIR_POINTS * len(result.pairs) + SINGLE_POINTS * len(result.singles)
    return result


def track_position(total: int) -> tuple[int, int]:
    """Where a score sits on the 40-space track: ``(tokens, space)``.

    "Przemek scored 48 points. He receives a 40-point token and moves his pawn to space 8."
    Raises ``ValueError`` for a negative total.
    """
    if total < 0:
        raise ValueError("scores are never negative")
    return divmod(total, TRACK_SPACES)


# ---------------------------------------------------------------------------- state

@dataclass
class State:
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

    _FIELDS = ("players", "options", "seed", "round", "phase", "table", "face_up", "pending",
               "piles", "set_aside", "centre", "removed", "turn", "first_seat", "totals",
               "shields_left", "results")

    def to_dict(self) -> dict:
        """JSON-safe, exact copy of the state, RNG included."""
        return fields_to_dict(self, self._FIELDS)

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        """Rebuild a state from ``to_dict`` output. Raises ``ValueError`` naming the first
        problem when ``d`` is malformed or inconsistent (a damaged save)."""
        state = fields_from_dict(cls, d, cls._FIELDS)
        problem = _shape_problem(state) or "; ".join(invariant_problems(state))
        if problem:
            raise ValueError(f"the saved position is damaged: {problem}")
        return state

    @property
    def n(self) -> int:
        """Number of seats."""
        return len(self.players)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _shape_problem(state: State) -> str | None:
    """The first structural problem of a rebuilt state (wrong types or lengths), or None."""
    n = len(state.players) if isinstance(state.players, list) else 0
    checks = [
        (MIN_PLAYERS <= n <= MAX_PLAYERS and all(isinstance(p, dict) and isinstance(p.get("name"), str)
                                                  for p in state.players), "players"),
        (isinstance(state.table, list) and isinstance(state.face_up, list)
         and len(state.table) == len(state.face_up)
         and all(isinstance(u, bool) for u in state.face_up), "table"),
        (all(isinstance(x, list) and len(x) == n for x in (state.piles, state.totals, state.shields_left)),
         "per-player lists"),
        (all(isinstance(x, list) for x in (state.set_aside, state.centre, state.removed, state.results)),
         "card lists"),
        (all(_is_int(v) for v in state.totals + state.shields_left), "scores"),
        (state.phase in ("play", "decide", "scoring", "over") and state.round in (1, 2), "phase"),
        (_is_int(state.turn) and 0 <= state.turn < max(n, 1) and _is_int(state.first_seat), "turn"),
        ((state.pending is None) == (state.phase != "decide"), "revealed room"),
    ]
    for ok, what in checks:
        if not ok:
            return f"bad {what}"
    if state.pending is not None and not (_is_int(state.pending) and 0 <= state.pending < len(state.table)
                                          and state.table[state.pending] is not None
                                          and state.face_up[state.pending]):
        return "bad revealed room"
    cards = _all_cards(state)
    if not all(isinstance(c, str) and c in load_rooms().cards for c in cards):
        return "unknown room card"
    return None


def _all_cards(state: State) -> list[str]:
    on_table = [c for c in state.table if c is not None]
    in_piles = [c for pile in state.piles for c in pile]
    return on_table + in_piles + state.set_aside + state.centre + state.removed


def card_count(state: State) -> int:
    """How many cards the state accounts for, wherever they are (always 90)."""
    return len(_all_cards(state))


def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound): all 90 cards accounted for exactly
    once, scores never negative, shields within 0-2, the turn on a real seat."""
    problems = []
    cards = _all_cards(state)
    if len(cards) != len(load_rooms().cards) or len(set(cards)) != len(cards):
        problems.append(f"{len(cards)} cards accounted for ({len(set(cards))} distinct)")
    if any(t < 0 for t in state.totals):
        problems.append(f"negative score {state.totals}")
    if any(not 0 <= s <= MAX_SHIELDS for s in state.shields_left):
        problems.append(f"shields out of range {state.shields_left}")
    if not 0 <= state.turn < state.n:
        problems.append(f"turn {state.turn} is not a seat")
    return problems


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """Set up a game ("Setup"): shuffle the 90 rooms, set half aside for round 2, spread
    the rest face down, pawns on space 0. A random seat starts round 1.

    ``players``: 2-5 dicts with ``name``, ``colour`` and (simplified variant) ``shields``
    0-2. ``options``: ``{"variant": "standard" | "simplified"}``. Raises ``ValueError`` for
    a wrong player count, an empty name, or a bad option.
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"Bazyliszek is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    variant = options.get("variant", "standard")
    if variant not in ("standard", "simplified"):
        raise ValueError(f"unknown variant '{variant}'")
    seats = []
    for p in players:
        if not str(p.get("name", "")).strip():
            raise ValueError("every player needs a name")
        shields = int(p.get("shields", 0)) if variant == "simplified" else 0
        if not 0 <= shields <= MAX_SHIELDS:
            raise ValueError("a player may have 0, 1 or 2 shields")
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
                 piles=[[] for _ in range(n)], set_aside=deck[:half], turn=first,
                 first_seat=first, totals=[0] * n,
                 shields_left=[s["shields"] for s in seats])


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
    slot = action.get("slot")
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(state.table):
        raise IllegalAction("There is no such place on the table.")
    if state.table[slot] is None:
        raise IllegalAction("That room has already been taken.")
    return slot


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for the current seat and return the events it caused.

    Raises ``IllegalAction`` (state unchanged) when the action is not allowed now.
    """
    kind = action.get("type") if isinstance(action, dict) else None
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(f"Unknown action {kind!r}.")
    allowed = {"reveal": "play", "take": "play", "visit": "decide", "skip": "decide",
               "continue": "scoring"}[kind]
    if state.phase != allowed:
        raise IllegalAction(_PHASE_REASONS[state.phase])
    return handler(state, action)


_PHASE_REASONS = {
    "play": "First reveal a face-down room or take a face-up one.",
    "decide": "First decide: visit the revealed room or skip it.",
    "scoring": "The round is over; continue to the next round.",
    "over": "The game is over.",
}


def _reveal(state: State, action: dict) -> list[dict]:
    slot = _slot(state, action)
    if state.face_up[slot]:
        raise IllegalAction("That room is already face up: take it instead.")
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
        raise IllegalAction("That room is face down: reveal it first.")
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
    state.piles = [[] for _ in state.players]
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


_HANDLERS = {"reveal": _reveal, "visit": _decide, "skip": _decide, "take": _take,
             "continue": _continue}


# ---------------------------------------------------------------------------- views

def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see. In Bazyliszek every seat sees the same: the table (face-up
    rooms by id, face-down ones as ``"face_down"``, taken ones as ``None``), the revealed room, pile sizes (never their
    contents, not even the owner's), scores, shields and finished rounds' results."""
    return {
        "round": state.round, "phase": state.phase, "turn": current_seat(state),
        "table": [None if c is None else (c if up else "face_down")
                  for c, up in zip(state.table, state.face_up)],
        "pending": state.pending,
        "pile_sizes": [len(p) for p in state.piles],
        "totals": list(state.totals), "shields_left": list(state.shields_left),
        "set_aside": len(state.set_aside), "removed": len(state.removed),
        "results": state.results,
    }


def face_down_count(state: State) -> int:
    """Face-down rooms left on the table."""
    return sum(1 for c, up in zip(state.table, state.face_up) if c is not None and not up)


def progress(state: State) -> str:
    """Short progress text for the save list."""
    if state.phase == "over":
        names = " & ".join(state.players[s]["name"] for s in winners(state))
        return f"Finished: {names} won"
    if state.phase == "scoring":
        return "Round 1 scored"
    return f"Round {state.round}: {face_down_count(state)} rooms face down"


def describe(state: State, event: dict) -> str:
    """One game-log line for ``event``. Never names a room that went into a pile: a
    revealed room is named only once it is skipped (and so lies face up on the table)."""
    kind = event["type"]
    name = state.players[event["seat"]]["name"] if "seat" in event else ""
    if kind == "reveal":
        return f"{name} reveals a room."
    if kind == "visit":
        return f"{name} visits it: onto the pile, face down."
    if kind == "skip":
        return f"{name} skips it: {load_rooms().describe(event['card'])}, stays face up."
    if kind == "take":
        return f"{name} takes a face-up room from the table."
    if kind == "round_over":
        return f"Round {event['round']} is over: the piles are revealed."
    if kind == "pile_scored":
        return _describe_score(name, event["result"])
    if kind == "round_started":
        return f"Round 2 begins with {event['cards']} rooms face down; {name} starts."
    if kind == "game_over":
        names = " and ".join(state.players[s]["name"] for s in event["winners"])
        return f"The game is over. {'Winners' if len(event['winners']) > 1 else 'Winner'}: {names}."
    return kind


def _describe_score(name: str, res: dict) -> str:
    shield = ""
    if res["shielded"]:
        n = len(res["shielded"])
        shield = f" ({n} shield{'s' if n > 1 else ''} used)"
    if res["basilisk"]:
        return f"{name} meets the basilisk: 0 points, the cards go back to the centre."
    return (f"{name} scores {res['points']}: {len(res['pairs'])} mirror pair(s), "
            f"{len(res['singles'])} other room(s){shield}.")
