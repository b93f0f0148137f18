"""The position of a Baš-Čelik game and the small helpers every rules module uses. Pure
Python, no pygame.

Cards are strings ``"<kind>#<n>"`` (``content.Content.instances``): ``"bauk#2"``,
``"owl#1"``. Fields are board ids (``"o00"`` Outer ring, ``"i00"`` Inner World,
``"c_..."`` Centre). Every card of the box is in exactly one place at every moment
(``card_places``): a fate pile, the cards waiting to go back under their pile, a field, a
hand, the bank or the Centre.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.engine.i18n import _
from games.engine.rulekit import StateBase, is_int
from games.bas_celik.content import KEYS, content

MIN_PLAYERS, MAX_PLAYERS = 2, 6
ADVANCED_PHASES = ("fight", "bribe", "foe_attack")  # the advanced variant's own (conflict_adv)
PHASES = ("choose", "turn", "path", "water", "arrive", "after", "discard", "meet", "loot",
          "bas", "beasts", "beast", "ward", "trade", "mend", "market", "over") + ADVANCED_PHASES
WORLDS = ("outer", "inner")


@dataclass
class State(StateBase):
    """One game. ``players`` (name, colour per seat); ``options`` (the setup options);
    ``heroes`` (per seat, ``None`` for the Baš-Čelik player: ``{"char", "task", "field",
    "health", "ducats", "dir" (+1 clockwise, -1, or None before an Indifferent character
    chooses), "walked" (Outer fields walked since the start), "items", "curses", "powers",
    "transport", "weapons", "companion", "sword", "keys_placed", "skip", "no_heal" (no
    healing now), "no_heal_cycle" (the cycle an unpaid bridge toll bans healing in, V.
    Bridges), "toll_owed" (ducats of bridge tolls it could not pay, taken when the next
    cycle begins), "keys_taken" (the Key cards it took from their locations, one per location
    for good, 10.), "remain" (4.4.3 / 4.4: ``"next"`` it may remain on its field at its
    next turn, ``"now"`` in this turn), "paralysed", "mods" ([amount, cycles,
    "event"/"curse"]), "charm", "stats", "task_done", "out", "heart", "dealt", "leave",
    "strikes", "best"}``, in the advanced variant also ``growth``, ``trophies``, ``prey``,
    ``comrade``, ``fight`` (``advanced.py``); the keys added later may be missing in
    older saves: read them with ``h.get``); ``piles`` (world -> two piles,
    top first) with ``known`` (world -> per pile the count of bottom cards every seat saw
    go under); ``returning`` ([card, world, pile] going back under their pile when the
    next cycle begins); ``board`` (field -> the creature or animal card lying there);
    ``treasure`` (the treasure deck, top first) and ``treasure_known``; ``bank``
    (``"keys"``: field -> Key cards, ``"swords"``, ``"transport"``, ``"weapons"``,
    ``"characters"``, ``"tasks"`` (face down), ``"tasks_done"``); ``centre``
    (``"unlocked"``: field -> Key card, ``"bc"``: where Baš-Čelik is: "centre", a seat's
    escort (an int) or a field id, ``"strikes"``, ``"beasts"``: field -> {card, health},
    ``"beast_bank"``, ``"captor"``); the turn: ``order`` (seats from the first player),
    ``turn`` (seat), ``turn_no``, ``cycle``, ``phase``, ``pending`` (the choice under way),
    ``meeting`` (4.4, the meeting round under way: ``{"a", "d", "field", "round",
    "actor", "tried", "struggle"}``, else ``None``), ``queue`` (seats that
    must answer first: an over-full hand, a winner's loot), ``rolloff``, ``draws`` (the
    characters' d12 draws) and ``winners``; written only when not empty: ``spells``
    (field -> ``[amount, cycles, "weaken"/"paralyse"]``, the curse on the creature lying
    there); ``origin`` (a fate card drawn -> the pile it came from, so it goes back under
    that pile, 3. Starting the Game); ``meetings`` (4.4: the meetings waiting for their
    second round, in the order they began, shaped like ``meeting``; an older save kept
    a waiting meeting in ``meeting``, ``from_dict`` moves it here); ``mending`` (seats hurt outside their own turn that
    may still use a healing card, 9. Healing); ``market`` (the trade at the end of the
    cycle under way, 3. and 4.4.4: ``{"seats", "at", "offered"}``); ``promises`` (the
    services promised in trades: ``{"from", "to", "service", "cycle"}``)."""

    seed: int
    players: list
    options: dict
    bc_seat: int | None
    heroes: list
    piles: dict
    known: dict
    returning: list
    board: dict
    treasure: list
    treasure_known: int
    bank: dict
    centre: dict
    order: list
    turn: int
    turn_no: int
    cycle: int
    phase: str
    pending: dict | None
    meeting: dict | None
    queue: list
    rolloff: list
    draws: list
    winners: list
    rng: random.Random = field(default_factory=random.Random)
    spells: dict = field(default_factory=dict)
    origin: dict = field(default_factory=dict)
    mending: list = field(default_factory=list)
    market: dict = field(default_factory=dict)
    promises: list = field(default_factory=list)
    meetings: list = field(default_factory=list)

    OPTIONAL_FIELDS = ("spells", "origin", "mending", "market", "promises", "meetings")
    FIELDS = ("seed", "players", "options", "bc_seat", "heroes", "piles", "known", "returning",
              "board", "treasure", "treasure_known", "bank", "centre", "order", "turn",
              "turn_no", "cycle", "phase", "pending", "meeting", "queue", "rolloff", "draws",
              "winners")

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        """``StateBase.from_dict``, reading older saves too: before several meetings
        could wait (4.4), the one meeting waiting for its second round stayed in
        ``meeting`` (its ``actor`` still the attacker); it becomes ``meetings``' one. An
        option missing from ``options`` (added to the game since the save was made, as
        ``variant`` was) takes its default: a save without ``variant`` is a basic game."""
        if isinstance(d, dict) and "meetings" not in d and isinstance(d.get("meeting"), dict):
            m = d["meeting"]
            if m.get("round") == 2 and "a" in m and m.get("actor", m["a"]) == m["a"]:
                d = {**d, "meeting": None, "meetings": [m]}
        if isinstance(d, dict) and isinstance(d.get("options"), dict):
            from games.bas_celik.setup import setup_options
            missing = {o.key: o.default for o in setup_options() if o.key not in d["options"]}
            if missing:                            # an option added since the save: its
                d = {**d, "options": {**d["options"], **missing}}   # default (a basic game)
        return super().from_dict(d)

    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """Fields missing or unknown, and the kinds of the turn's fields."""
        found = super().shape_problems(d)
        if found:
            return found
        if not isinstance(d["players"], list) or not MIN_PLAYERS <= len(d["players"]) <= MAX_PLAYERS:
            found.append(_("the players should be a list of 2 to 6 seats"))
        elif not isinstance(d["heroes"], list) or len(d["heroes"]) != len(d["players"]):
            found.append(_("there should be one hero entry per seat"))
        if d["phase"] not in PHASES:
            found.append(_("unknown phase {phase}").format(phase=repr(str(d["phase"])[:40])))
        for name in ("turn", "turn_no", "cycle", "treasure_known"):
            if not is_int(d[name]) or d[name] < 0:
                found.append(_("field {name} should be a whole number").format(name=repr(name)))
        waiting = d.get("meetings", [])
        if not isinstance(waiting, list) or not all(_meeting_shape(m) for m in waiting) or \
                not (d["meeting"] is None or _meeting_shape(d["meeting"])):
            found.append(_("a meeting of two characters is malformed"))
        return found

    def position_problems(self) -> list[str]:
        """Every card accounted for once, the seat to move real, heroes sound."""
        found = invariant_problems(self)
        if not 0 <= self.turn < len(self.players):
            found.append(_("the seat whose turn it is does not exist"))
        return found


def _meeting_shape(m) -> bool:
    """``m`` is shaped like a meeting (4.4): two seats, a field, round 1 or 2."""
    return isinstance(m, dict) and all(is_int(m.get(k)) for k in ("a", "d", "actor")) \
        and isinstance(m.get("field"), str) and m.get("round") in (1, 2) \
        and isinstance(m.get("tried"), list) and isinstance(m.get("struggle"), bool)


# ---------------------------------------------------------------------------- helpers

def roll(state: State, sides: int) -> int:
    """One roll of a die with ``sides`` sides from the state's RNG."""
    return state.rng.randint(1, sides)


def hero(state: State, seat: int) -> dict:
    """The hero of ``seat`` (a dict; see ``State``). Raises ``TypeError`` for the Baš-Čelik player."""
    h = state.heroes[seat]
    if h is None:
        raise TypeError("the Baš-Čelik player has no character")
    return h


def hero_seats(state: State) -> list[int]:
    """The seats that play a character (every seat but the Baš-Čelik player's)."""
    return [s for s, h in enumerate(state.heroes) if h is not None]


def in_play(state: State, seat: int) -> bool:
    """``seat`` has a character on the board now."""
    h = state.heroes[seat]
    return h is not None and not h["out"] and h["char"] is not None


def world_of(field_id: str) -> str:
    """ "outer", "inner" or "centre" for a field id."""
    return content().fields[field_id].world


def variant(state: State) -> dict:
    """The amounts of the variant played (``bank.yaml`` variants)."""
    return content().variants[state.options.get("variant", "basic")]


def capacity(h: dict) -> int:
    """How many item cards a hero may carry (7. Treasure): 6, 12 with a Mule."""
    return 12 if any(t.startswith("mule#") for t in h["transport"]) else 6


def carried(h: dict) -> int:
    """Item cards a hero carries: items, curses and Key cards (Key cards count as items)."""
    return len(h["items"]) + len(h["curses"])


def heroes_at(state: State, field_id: str, but: int | None = None) -> list[int]:
    """Seats whose character stands on ``field_id`` (except ``but``), in seat order."""
    return [s for s in hero_seats(state) if s != but and in_play(state, s)
            and state.heroes[s]["field"] == field_id]


def holds_key(h: dict, key: str) -> bool:
    """The hero holds (or has placed) the Key card ``key``."""
    return key in h["keys_placed"] or any(c.split("#")[0] == key for c in h["items"])


def keys_taken(h: dict) -> list[str]:
    """The kinds of Key card (``"owl"``, ...) the character took from their locations
    (G. Key cards: "One character may take 1 card from each location", for good, also
    once it has traded or lost the card). An older save without the record: the kinds
    it holds or has placed."""
    if h.get("keys_taken") is not None:
        return h["keys_taken"]
    return sorted(k for k in KEYS if holds_key(h, k))


def has_all_keys(h: dict) -> bool:
    """The hero has the three Key cards (held or placed by it): it may enter the Centre."""
    return all(holds_key(h, k) for k in KEYS)


def max_health(state: State) -> int:
    """Health is never healed above this (9. Healing: 6 in the basic variant)."""
    return variant(state)["max_health"]


def heal_to_limit(amounts: dict, to: int) -> int:
    """How high a healing card "that raises Health to the maximum written on the card"
    (9. Healing; ``heal_to {to}``) raises Health in the variant of ``amounts``
    (``bank.yaml`` variants): the card's maximum is written for the basic variant's 6
    Health, so the advanced variant's 12 count it double (the Water of Life, "up to 6",
    heals up to 12 there), never above the variant's maximum (6 basic, 12 advanced)."""
    most = amounts["max_health"]
    return min(most, to * most // content().variants["basic"]["max_health"])


def heal(state: State, h: dict, amount: int) -> int:
    """Heal ``h`` by ``amount``, never above the maximum; return the Health gained."""
    before = h["health"]
    h["health"] = min(max_health(state), h["health"] + amount)
    return h["health"] - before


def card_places(state: State) -> list[tuple[str, str]]:
    """``(card, place)`` for every card held anywhere in the position."""
    out = []
    for world, piles in state.piles.items():
        for i, pile in enumerate(piles):
            out += [(c, f"{world} pile {i + 1}") for c in pile]
    out += [(c, "returning") for c, _w, _p in state.returning]
    out += [(c, f"field {f}") for f, c in state.board.items()]
    out += [(c, "treasure deck") for c in state.treasure]
    for f, cards in state.bank["keys"].items():
        out += [(c, f"keys at {f}") for c in cards]
    for name in ("swords", "transport", "weapons", "characters", "tasks", "tasks_done"):
        out += [(c, f"bank {name}") for c in state.bank[name]]
    out += [(c, f"unlocked {f}") for f, c in state.centre["unlocked"].items()]
    out += [(c, "beast bank") for c in state.centre["beast_bank"]]
    out += [(b["card"], f"beast on {f}") for f, b in state.centre["beasts"].items()]
    out.append(("bas_celik#1", "Baš-Čelik"))
    if state.pending and "curse" in state.pending:
        out.append((state.pending["curse"], "the curse being laid"))
    for q in state.queue:
        out += [(c, "the loser's treasures") for c in q.get("loot", ())]
    for s, h in enumerate(state.heroes):
        if h is None:
            continue
        for name in ("items", "curses", "powers", "transport", "weapons", "trophies"):
            out += [(c, f"seat {s} {name}") for c in h.get(name, ())]
        for name in ("char", "task", "companion", "sword"):
            if h[name] is not None:
                out.append((h[name], f"seat {s} {name}"))
    return out


def every_card() -> list[str]:
    """Every card of the box: fate, Centre, bank, characters and tasks."""
    c = content()
    cards = []
    for group in ("outer", "inner", "centre", "treasure", "key", "transport", "weapon"):
        cards += c.instances(group)
    return cards + list(c.characters) + list(c.tasks)


_BOX: dict = {}


def _box() -> frozenset:
    """``every_card()`` as a set, made once per loaded content."""
    c = content()
    if _BOX.get("of") is not c:
        _BOX.update(of=c, cards=frozenset(every_card()))
    return _BOX["cards"]


def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound): every card of the box in exactly
    one place (decks, hands, board, bank), Health and ducats sound, one Key card of each
    kind per hero, hands within their room outside a discard."""
    found = []
    seen: dict[str, str] = {}
    for card, place in card_places(state):
        if card in seen:
            found.append(f"card {card} is both in {seen[card]} and in {place}")
        seen[card] = place
    box = _box()
    missing = sorted(box.difference(seen))
    if missing:
        found.append(f"cards lost: {', '.join(missing[:6])}")
    extra = sorted(set(seen) - box)
    if extra:
        found.append(f"unknown cards: {', '.join(extra[:6])}")
    for s, h in enumerate(state.heroes):
        if h is None:
            continue
        if h["ducats"] < 0:
            found.append(f"seat {s} has negative ducats")
        owed = h.get("toll_owed", 0)
        if type(owed) is not int or owed < 0:      # V. Bridges: ducats, taken next cycle
            found.append(f"seat {s} owes a bridge toll that is not a number of ducats")
        if h["char"] is not None and not h["out"] and h["health"] > max_health(state):
            found.append(f"seat {s} has more Health than the maximum")
        if h["char"] is not None and not h["out"] and h["health"] <= 0:
            found.append(f"seat {s} plays on with no Health")
        for k in KEYS:
            if sum(1 for c in h["items"] if c.split("#")[0] == k) + (k in h["keys_placed"]) > 1:
                found.append(f"seat {s} has two {k} Key cards")
        if carried(h) > capacity(h) and not (state.phase == "discard" and state.queue
                                            and state.queue[0]["seat"] == s):
            found.append(f"seat {s} carries too many item cards")
        if h["field"] is not None and h["field"] not in content().fields:
            found.append(f"seat {s} stands on an unknown field")
    meetings = state.meetings + ([state.meeting] if state.meeting else [])
    for m in meetings:
        seats = (m["a"], m["d"], m["actor"])
        if m["a"] == m["d"] or m["actor"] not in (m["a"], m["d"]) or \
                not all(0 <= x < len(state.heroes) and in_play(state, x) for x in seats) \
                or any(state.heroes[x]["field"] != m["field"] for x in seats):
            found.append(f"a meeting of seats {m['a']} and {m['d']} is not on their field")
    if any(m["round"] != 2 for m in state.meetings):
        found.append("a meeting waits for its second round in round 1")
    if state.options.get("variant") == "advanced":
        from games.bas_celik.advanced import invariant_problems as advanced_problems
        found += advanced_problems(state)
    return found
