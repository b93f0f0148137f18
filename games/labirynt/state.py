"""The position of a Labirynt Czarnoksiężnika game and the small helpers every rules module
uses: places, characters, items, dice, gems. Pure Python, no pygame.

A *place* is ``[b, c]``: ``b`` indexes ``State.boards`` (the boards in play, one per seat
in seat order, then the neutral board of a two-player game) and ``c`` is a chamber id of
that board's side (``content.Side``). Tokens are strings: Finds ``"sword.3"``, Crystals
``"crystal.7"``, Runes ``"rune.fire.2"`` (``content.Content.find_ids`` ...).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.engine.i18n import _
from games.engine.rulekit import StateBase, is_int
from games.labirynt.content import Content, content, kind_of

MIN_PLAYERS, MAX_PLAYERS = 2, 4
ROOM = 3                          # "Character Movement": never a fourth character in a chamber
ZOMBIE = "zombie"
PHASES = ("team", "side", "starters", "move", "teleport", "arrange", "joint", "casting", "roll",
          "armour", "room", "penetrate", "finish", "over")


@dataclass
class State(StateBase):
    """One game. ``players`` (name, colour per seat), ``teams`` (team id per seat),
    ``boards`` (``{"board": 1-4, "side": "A"/"B", "owner": seat or None}``), ``chars``
    (character id -> ``{"seat", "status": active/dormant/dead/card, "lp", "place",
    "weapon", "armour": [...], "backpack": [...], "rune", "glove"}``; "dead" is dead for
    good, "card" the Zombie off the board), ``floor`` ("b:c" -> tokens lying face up),
    ``pool`` (Finds), ``runes`` and ``crystals`` (the piles), ``gems`` per seat,
    ``specials`` (Special tokens on the board: ``{"kind", "owner", "place"}``), the turn
    (``turn`` seat, ``turn_no``, ``mover``, ``extra_used``, ``ability_used``), the
    pending parts of a turn (``step``, ``combat``, ``roll``, ``wounds``), ``gloves``
    (Gloves of Doom left to make), ``order`` (seats from the first player), ``rolloff``
    (the start's k6 rounds) and ``winner``. Written only when not empty: ``known``
    (character id -> the tokens in its Backpack that every seat saw go in: taken from the
    floor, a Weapon put away, Armour taken off, a Quest's Crystal), ``woke`` (characters
    woken in their Camp that have not moved since: they may take what lies there) and
    ``onward`` (the place a Haste move goes on to after the chamber it passes through)."""

    seed: int
    players: list
    options: dict
    teams: list
    boards: list
    chars: dict
    floor: dict
    pool: list
    runes: list
    crystals: list
    gems: list
    specials: list
    phase: str
    turn: int
    turn_no: int
    mover: str | None
    extra_used: bool
    ability_used: bool
    step: str | None
    combat: dict | None
    roll: dict | None
    wounds: list
    setup_queue: list
    gloves: int
    order: list
    rolloff: list
    winner: int | None
    rng: random.Random = field(default_factory=random.Random)
    known: dict = field(default_factory=dict)
    woke: list = field(default_factory=list)
    onward: list | None = None

    OPTIONAL_FIELDS = ("known", "woke", "onward")
    FIELDS = ("seed", "players", "options", "teams", "boards", "chars", "floor", "pool", "runes",
              "crystals", "gems", "specials", "phase", "turn", "turn_no", "mover", "extra_used",
              "ability_used", "step", "combat", "roll", "wounds", "setup_queue", "gloves",
              "order", "rolloff", "winner")

    @property
    def n(self) -> int:
        """The number of seats."""
        return len(self.players)

    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """Fields missing or unknown, and fields of the wrong kind."""
        found = super().shape_problems(d)
        if found:
            return found
        kinds = {"players": list, "options": dict, "teams": list, "boards": list, "chars": dict,
                 "floor": dict, "pool": list, "runes": list, "crystals": list, "gems": list,
                 "specials": list, "phase": str, "wounds": list, "setup_queue": list,
                 "order": list, "rolloff": list}
        for name, kind in kinds.items():
            if not isinstance(d[name], kind):
                found.append(_("field {name} has the wrong kind").format(name=repr(name)))
        for name in ("seed", "turn", "turn_no", "gloves"):
            if not is_int(d[name]):
                found.append(_("field {name} has the wrong kind").format(name=repr(name)))
        for name, kind in (("known", dict), ("woke", list), ("onward", list)):
            if name in d and not isinstance(d[name], kind):
                found.append(_("field {name} has the wrong kind").format(name=repr(name)))
        if isinstance(d["phase"], str) and d["phase"] not in PHASES:
            found.append(_("unknown phase {phase}").format(phase=repr(d["phase"][:40])))
        return found

    def position_problems(self) -> list[str]:
        """The invariants (``invariant_problems``)."""
        return invariant_problems(self)


# ---------------------------------------------------------------------------- places

def key(place) -> str:
    """The ``floor`` key of a place: ``"b:c"``."""
    return f"{place[0]}:{place[1]}"


def side_of(state: State, b: int):
    """The ``content.Side`` of board ``b`` in play."""
    board = state.boards[b]
    return content().sides[(board["board"], board["side"])]


def chamber(state: State, place):
    """The ``content.Chamber`` at ``place``."""
    return side_of(state, place[0]).chambers[place[1]]


def neighbours(state: State, place) -> list[list[int]]:
    """The places one passage from ``place`` (boards join only through Teleports)."""
    return [[place[0], c] for c in side_of(state, place[0]).neighbours[place[1]]]


def special_place(state: State, b: int, kind: str) -> list[int]:
    """The place of board ``b``'s Camp, Teleport or Runes chamber."""
    return [b, side_of(state, b).of_kind(kind)]


def home_board(state: State, seat: int) -> int:
    """The board index owned by ``seat``."""
    return next(i for i, bd in enumerate(state.boards) if bd["owner"] == seat)


def in_play(state: State, seat: int | None = None) -> list[str]:
    """Character ids standing on the board (the Zombie included), of ``seat`` or all."""
    return [cid for cid, ch in state.chars.items()
            if ch["status"] == "active" and (seat is None or ch["seat"] == seat)]


def at(state: State, place) -> list[str]:
    """Character ids standing at ``place``, in id order."""
    return [cid for cid, ch in state.chars.items() if ch["status"] == "active"
            and ch["place"] == list(place)]


def has_room(state: State, place) -> bool:
    """Fewer than three characters stand at ``place`` ("Character Movement"; the Zombie
    counts, FAQ)."""
    return len(at(state, place)) < ROOM


def card(cid: str):
    """The character card of ``cid`` (the Zombie's numbers come from ``tokens.yaml``)."""
    if cid == ZOMBIE:
        return None
    return content().characters[cid]


def max_lp(cid: str) -> int:
    """Full Life Points of ``cid``."""
    return content().specials["zombie"].lp if cid == ZOMBIE else card(cid).lp


def backpack_size(cid: str) -> int:
    """Backpack windows of ``cid`` (the Zombie: one, FAQ)."""
    return content().specials["zombie"].backpack if cid == ZOMBIE else card(cid).backpack


def base_strength(cid: str) -> int:
    """The card's Strength of ``cid``."""
    return content().specials["zombie"].strength if cid == ZOMBIE else card(cid).strength


def ability(cid: str) -> str | None:
    """The ability of ``cid`` (``None`` for the Zombie)."""
    return None if cid == ZOMBIE else card(cid).ability


def may_cast(cid: str, token: str) -> bool:
    """Whether ``cid``'s card allows the scroll ``token`` ("Magic")."""
    kind = content().find(token) if kind_of(token) == "find" else None
    return bool(kind and kind.is_scroll and cid != ZOMBIE and card(cid).may_cast(kind.category))


def find_kind(token: str):
    """The ``FindKind`` of a Find token, ``None`` for a Crystal or Rune."""
    return content().find(token) if kind_of(token) == "find" else None


def weapon_bonus(state: State, cid: str) -> int:
    """Strength from the Weapon held, or the Glove of Doom's +3."""
    ch = state.chars[cid]
    if ch["glove"]:
        return content().glove["strength"]
    return find_kind(ch["weapon"]).bonus if ch["weapon"] else 0


def free_windows(state: State, cid: str) -> int:
    """Empty Backpack windows of ``cid``."""
    return backpack_size(cid) - len(state.chars[cid]["backpack"])


def is_own_camp(state: State, seat: int, place) -> bool:
    """``place`` is the Camp of ``seat``'s board."""
    return chamber(state, place).kind == "camp" and state.boards[place[0]]["owner"] == seat


def enemies_at(state: State, seat: int, place) -> list[str]:
    """Other teams' characters at ``place``."""
    return [c for c in at(state, place) if state.chars[c]["seat"] != seat]


# ---------------------------------------------------------------------------- dice, gems

def k6(state: State) -> int:
    """One k6 from the state's RNG: 1-6, the Glove face counting as six ("Components")."""
    return state.rng.randint(1, 6)


def gain_gems(state: State, seat: int, amount: int) -> None:
    """Add gems to ``seat``'s treasury; 18 ends the game at once ("End of the Game")."""
    state.gems[seat] += amount
    if state.gems[seat] >= content().counts["win_gems"] and state.winner is None:
        state.winner = seat
        state.phase = "over"


def draw_find(state: State) -> str | None:
    """A Find from the mixed pool (``None`` when it is empty)."""
    if not state.pool:
        return None
    return state.pool.pop(state.rng.randrange(len(state.pool)))


def to_pool(state: State, token: str) -> None:
    """A used or destroyed token goes back to its pile ("nothing is lost")."""
    kind = kind_of(token)
    pile = state.pool if kind == "find" else state.runes if kind == "rune" else state.crystals
    pile.append(token)
    pile.sort()


def lay(state: State, place, token: str) -> None:
    """Leave ``token`` face up at ``place`` (FAQ)."""
    state.floor.setdefault(key(place), []).append(token)
    state.floor[key(place)].sort()


def lift(state: State, place, token: str) -> None:
    """Take ``token`` from the floor at ``place``."""
    tokens = state.floor[key(place)]
    tokens.remove(token)
    if not tokens:
        del state.floor[key(place)]


def team_alive(state: State, seat: int) -> bool:
    """``seat``'s team still has a character that is not dead for good."""
    return any(ch["seat"] == seat and ch["status"] in ("active", "dormant")
               for cid, ch in state.chars.items() if cid != ZOMBIE)


# ---------------------------------------------------------------------------- invariants

def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state``: every Find, Crystal and Rune exactly once (88, 21,
    12), Special tokens within their counts, characters' places, LP, equipment and
    Backpacks within their cards, no chamber over three characters."""
    c: Content = content()
    found: list[str] = []
    seen: list[str] = list(state.pool) + list(state.runes) + list(state.crystals)
    for tokens in state.floor.values():
        seen += tokens
    for cid, ch in state.chars.items():
        seen += ch["backpack"] + ch["armour"] + ([ch["weapon"]] if ch["weapon"] else [])
        seen += [ch["rune"]] if ch["rune"] else []
        if ch["status"] == "active":
            if not (isinstance(ch["place"], list) and len(ch["place"]) == 2):
                found.append(f"{cid} stands nowhere")
                continue
            b, cc = ch["place"]
            if not (0 <= b < len(state.boards) and 0 <= cc < len(side_of(state, b).chambers)):
                found.append(f"{cid} stands off the boards")
            if not 1 <= ch["lp"] <= max_lp(cid):
                found.append(f"{cid} has {ch['lp']} LP")
        elif ch["backpack"] or ch["armour"] or ch["weapon"] or ch["rune"]:
            found.append(f"{cid} is off the board but holds tokens")
        if len(ch["backpack"]) > backpack_size(cid) and state.phase not in ("room", "armour", "over"):
            found.append(f"{cid}'s Backpack is over full")
        if cid != ZOMBIE and len(ch["armour"]) > card(cid).armour:
            found.append(f"{cid} wears too much Armour")
    if sorted(seen) != sorted(c.find_ids + c.crystal_ids + c.rune_ids):
        from collections import Counter
        diff = Counter(seen)
        diff.subtract(Counter(c.find_ids + c.crystal_ids + c.rune_ids))
        found.append("tokens not conserved: " + ", ".join(
            f"{t} {n:+d}" for t, n in sorted(diff.items()) if n)[:200])
    places: dict[str, int] = {}
    for cid in in_play(state):
        places[key(state.chars[cid]["place"])] = places.get(key(state.chars[cid]["place"]), 0) + 1
    if any(v > ROOM for v in places.values()):
        found.append("a chamber holds more than three characters")
    for kind, spec in c.specials.items():
        if kind != "zombie" and sum(s["kind"] == kind for s in state.specials) > spec.tokens:
            found.append(f"too many {kind} tokens")
    for cid, tokens in state.known.items():
        if cid not in state.chars or not set(tokens) <= set(state.chars[cid]["backpack"]):
            found.append(f"{cid}'s known tokens are not in its Backpack")
    for cid in state.woke:
        if cid not in state.chars or state.chars[cid]["status"] != "active":
            found.append(f"{cid} woke but is not on the board")
    if len(state.gems) != state.n or min(state.gems, default=0) < 0:
        found.append("bad gems")
    return found


# ---------------------------------------------------------------------------- public knowledge

def reveal(state: State, cid: str, token: str) -> None:
    """Every seat saw ``token`` go into ``cid``'s Backpack (from the floor, a hand, a
    Quest): remember it, so ``determinize`` keeps it there for the other seats."""
    tokens = state.known.setdefault(cid, [])
    if token not in tokens:
        tokens.append(token)
        tokens.sort()


def forget_gone(state: State) -> None:
    """Drop from ``known`` each token no longer in its Backpack (used, dropped, handed on
    out of sight): once it has left, where it went is known only through its own event.
    Characters who moved off their Camp leave ``woke``."""
    for cid in list(state.known):
        ch = state.chars.get(cid)
        kept = [t for t in state.known[cid] if ch is not None and t in ch["backpack"]]
        if kept:
            state.known[cid] = kept
        else:
            del state.known[cid]
    state.woke = [c for c in state.woke if state.chars[c]["status"] == "active"
                  and state.chars[c]["place"] is not None
                  and chamber(state, state.chars[c]["place"]).kind == "camp"]


def unseen_items(state: State, cid: str) -> list[str]:
    """The tokens in ``cid``'s Backpack that the table did not see go in (``known`` left
    out, each as many times as it was seen)."""
    seen = list(state.known.get(cid, []))
    out = []
    for token in state.chars[cid]["backpack"]:
        if token in seen:
            seen.remove(token)
        else:
            out.append(token)
    return out


def might_hold(state: State, cids: list[str], wanted) -> bool:
    """Whether, by what the whole table knows, one of ``cids`` (characters of one team)
    might hold a token for which ``wanted(cid, token)`` is true: the table saw it take
    one (still in its Backpack, ``known``), or it carries an item the table did not see
    go in and not every such item of its team is one of the Crystals the table counts
    (they come from Quests and the floor, face up, and pass only between teammates).
    Being asked on this tells nothing hidden (``determinize`` keeps all of it)."""
    if any(wanted(c, t) for c in cids for t in state.known.get(c, [])):
        return True
    if not any(unseen_items(state, c) for c in cids):
        return False
    team = {state.chars[c]["seat"] for c in cids}
    return any(kind_of(t) != "crystal" for c, ch in state.chars.items() if ch["seat"] in team
               for t in unseen_items(state, c))
