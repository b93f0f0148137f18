"""Baldrick's Tomb rules engine: pure Python, no pygame, deterministic from a seed.

Implements ``games.engine.protocol`` for the rulebook (all sections, all variants). The
game moves through these phases; ``current_seat`` is the seat that must decide:

``skills``        Custom Characters only: each seat in turn keeps 3 of its 5 dealt skills
                  (``{"type": "keep_skills", "cards": [id, id, id]}``), privately.
``place_tokens``  The First to Land holder places the floor's face-down tokens one by one
                  (``{"type": "place_token", "cell": [red, blue]}``) or all the rest at
                  random (``{"type": "place_rest"}``), obeying the spacing rule.
``place_pawns``   Each seat, starting with the First to Land holder, rolls its starting
                  space (``{"type": "roll_pawn"}``; re-rolled onto an occupied space).
``move``          The active seat: ``{"type": "step", "cell": [r, b]}`` (one orthogonal
                  step; free steps first, then gold), ``{"type": "end_move"}``,
                  ``{"type": "exit"}`` (standing on the face-up Exit),
                  ``{"type": "steal"}`` (adjacent to the Gem holder, once per turn),
                  ``{"type": "play_scroll", "card": id}`` (+ ``"cell"`` for a peek).
``combat``        The active seat: ``{"type": "fight"}`` (roll the d8), ``{"type": "run"}``
                  (pay gold equal to the monster's level), ``play_scroll``.
``relocate``      The active seat chooses where a relocated token goes when the rolled
                  space is taken: ``{"type": "place_adjacent", "cell": [r, b]}``.
``discard``       Both scroll piles are empty: each seat with more than two scrolls
                  discards one at a time (``{"type": "discard_scroll", "card": id}``).
``over``          The game has ended.

Spaces are ``[red, blue]`` lists, 1-8 (see ``board.py``). Every die roll and shuffle uses
the state's own ``random.Random``; events that roll, draw or reveal carry ``"barrier": True``.
"""
from __future__ import annotations

import copy
import itertools
import random
from dataclasses import dataclass, field

from games.baldricks_tomb import board
from games.baldricks_tomb.content import Content, load_content, token_kind
from games.baldricks_tomb.effects import SCROLL_HANDLERS
from games.engine.protocol import IllegalAction, Option, fields_from_dict, fields_to_dict

GAME_ID = "baldricks_tomb"
TITLE = "Baldrick's Tomb"
MIN_PLAYERS = 1
MAX_PLAYERS = 4

MAX_HP = 6                 # "Game Setup": HP marker on 6
START_SCROLLS = 2          # "Game Setup": two scroll cards each
SKILLS_KEPT = 3            # "Game Setup": three skill cards
SKILLS_DEALT_CUSTOM = 5    # "Custom Characters": deal five, keep three
GOLD_TOKENS = 60           # "Contents": 60 gold tokens
FREE_STEPS = 4             # "Gameplay": up to four spaces
SOLO_FREE_STEPS = 5        # "Solo Play": 5 moves
STEP_COST = 2              # "Gameplay": two gold per extra space
FLOOR_TOKENS = 10          # "Floor Setup": 10 rubble tokens plus the Exit
SOLO_FLOOR_TOKENS = 9      # "Solo Play": nine rubble tokens
ROUNDS = 5                 # "Gameplay": five rounds
SOLO_ROUNDS = 6            # "Solo Play": floors end after round 6
GEM_VALUE = 5              # "Baldrick's Gem": worth 5 gold
EXIT_REVEAL_GOLD = 1       # "The Exit": whoever reveals it receives 1 gold
FIRST_EXIT_GOLD = 1        # "The Exit": the first to leave receives 1 gold
DIE = 8
DEPTH_PATHS = {3: (1, 2, 1), 4: (1, 2, 3, 4), 5: (1, 2, 3, 2, 1), 7: (1, 2, 3, 4, 3, 2, 1)}
GEM_DEPTH = {3: 2, 4: 2, 5: 3, 7: 4}   # "Game Setup" and "Game Length"
PHASES = ("skills", "place_tokens", "place_pawns", "move", "combat", "relocate", "discard",
          "over")
DECKS = ("monster", "monster_discard", "monster_level2", "monster_level3", "treasure",
         "treasure_discard", "scroll", "scroll_discard", "trap", "trap_discard", "skill_box")
TOKEN_PLACES = ("pool", "setup", "board", "resolved", "aside", "track", "held")


def content() -> Content:
    """The designed cards and tokens (cached)."""
    return load_content()


def setup_options() -> list[Option]:
    """Game-wide options: every variant of the rulebook ("Variants"). Solo Play needs no
    option: it applies whenever one player plays."""
    return [
        Option("floors", "Game length", ((4, "4 floors"), (3, "3 floors (shorter)"),
                                         (5, "5 floors (longer)"), (7, "7 floors (longest)")), 4,
               "3, 5 and 7 floors go down and then back up; the Gem waits deeper in longer games."),
        Option("collapse", "Floor collapses", ((0, "After round 5 (solo: 6)"), (3, "After round 3"),
                                               (4, "After round 4"), (6, "After round 6")), 0,
               "Round Length variant: how many rounds a floor lasts."),
        Option("custom_characters", "Custom characters", ((False, "Off"), (True, "On")), False,
               "Deal five skills to each player; each keeps three, chosen in secret."),
        Option("persistent_poison", "Persistent poison", ((False, "Off"), (True, "On")), False,
               "Poison markers are not reset at the end of a floor."),
        Option("persistent_hp", "Persistent HP", ((False, "Off"), (True, "On")), False,
               "HP markers are not reset at the end of a floor."),
    ]


def player_options() -> list[Option]:
    """Per-seat option: which explorer (pawn and tableau) the seat plays."""
    chars = tuple((c.id, c.name) for c in content().characters)
    return [Option("character", "Explorer", (("auto", "Any free one"),) + chars, "auto",
                   "Each player chooses a character pawn (\"Game Setup\").")]


# ---------------------------------------------------------------------------- state

@dataclass
class State:
    """A game of Baldrick's Tomb (all fields JSON-safe except ``rng``).

    Per seat lists: ``hp``, ``poison``, ``gold``, ``cells`` (``[red, blue]`` or ``None``
    when off the board), ``exited``, ``scrolls`` (hidden), ``skills``, ``offers`` (skills
    dealt for the private choice), ``wards``, ``known`` (token ids peeked at, private).
    ``tokens``: token id -> ``{"at": place, "cell": [r, b] | None, "up": bool}`` where
    place is one of ``TOKEN_PLACES``. ``piles``: deck name -> card ids (top = last).
    ``combat``: ``{"monster", "damage", "gold", "bonus"}`` or ``None``. ``relocating``:
    ``{"token", "rolled", "options"}`` while the active seat chooses an adjacent space.
    """

    players: list
    options: dict
    seed: int
    rng: random.Random
    phase: str = "place_tokens"
    floor: int = 1
    doom: int = 1
    ftl: int = 0
    next_ftl: int | None = None
    turn: int = 0
    supply: int = GOLD_TOKENS
    hp: list = field(default_factory=list)
    poison: list = field(default_factory=list)
    gold: list = field(default_factory=list)
    cells: list = field(default_factory=list)
    exited: list = field(default_factory=list)
    reentry: list = field(default_factory=list)
    to_roll: list = field(default_factory=list)
    tokens: dict = field(default_factory=dict)
    setup_hand: list = field(default_factory=list)
    resolved: list = field(default_factory=list)
    gem_holder: int | None = None
    piles: dict = field(default_factory=dict)
    scrolls: list = field(default_factory=list)
    skills: list = field(default_factory=list)
    offers: list = field(default_factory=list)
    wards: list = field(default_factory=list)
    known: list = field(default_factory=list)
    free_steps: int = 0
    stole: bool = False
    steal_bonus: int = 0
    combat: dict | None = None
    relocating: dict | None = None
    discard_return: str | None = None
    discard_pending: bool = False

    _FIELDS = ("players", "options", "seed", "phase", "floor", "doom", "ftl", "next_ftl",
               "turn", "supply", "hp", "poison", "gold", "cells", "exited", "reentry",
               "to_roll", "tokens", "setup_hand", "resolved", "gem_holder", "piles",
               "scrolls", "skills", "offers", "wards", "known", "free_steps", "stole",
               "steal_bonus", "combat", "relocating", "discard_return", "discard_pending")

    def to_dict(self) -> dict:
        """JSON-safe, exact copy of the state, RNG included."""
        return fields_to_dict(self, self._FIELDS)

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        """Rebuild a state from ``to_dict`` output. Raises ``ValueError`` naming the problem
        when ``d`` is incomplete, malformed or inconsistent (a damaged save)."""
        state = fields_from_dict(cls, d, cls._FIELDS)
        try:
            problems = invariant_problems(state)
        except (TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
            problems = [f"malformed ({exc.__class__.__name__})"]
        if problems:
            raise ValueError(f"the saved position is damaged: {'; '.join(problems)}")
        return state

    @property
    def n(self) -> int:
        """Number of seats."""
        return len(self.players)

    @property
    def solo(self) -> bool:
        """True with one player: the "Solo Play" rules apply."""
        return len(self.players) == 1

    @property
    def path(self) -> tuple[int, ...]:
        """The depth of every floor in order ("Game Length")."""
        return DEPTH_PATHS[self.options["floors"]]

    @property
    def depth(self) -> int:
        """The depth track's current level."""
        return self.path[self.floor - 1]

    @property
    def gem_floor(self) -> int:
        """The first floor on which the Gem can be found."""
        return GEM_DEPTH[self.options["floors"]]

    @property
    def rounds(self) -> int:
        """Rounds per floor: the Round Length option, else 5 (6 in solo)."""
        chosen = self.options["collapse"]
        return chosen or (SOLO_ROUNDS if self.solo else ROUNDS)


# ---------------------------------------------------------------------------- setup

def _check_options(options: dict) -> dict:
    defaults = {o.key: o.default for o in setup_options()}
    allowed = {o.key: [v for v, _ in o.choices] for o in setup_options()}
    opts = dict(defaults)
    for key, value in options.items():
        if key not in allowed:
            raise ValueError(f"unknown option '{key}'")
        if value not in allowed[key] or type(value) is not type(defaults[key]):
            raise ValueError(f"option '{key}' cannot be {value!r}")
        opts[key] = value
    return opts


def _seats(players: list[dict]) -> list[dict]:
    chars = content().characters
    by_id = {c.id: c for c in chars}
    wanted = [p.get("character", "auto") for p in players]
    for w in wanted:
        if w != "auto" and w not in by_id:
            raise ValueError(f"unknown explorer '{w}'")
    taken = [w for w in wanted if w != "auto"]
    if len(set(taken)) != len(taken):
        raise ValueError("two players chose the same explorer")
    free = [c.id for c in chars if c.id not in taken]
    seats = []
    for p, w in zip(players, wanted):
        if not str(p.get("name", "")).strip():
            raise ValueError("every player needs a name")
        seats.append({"name": str(p["name"]).strip(), "colour": p.get("colour", ""),
                      "character": w if w != "auto" else free.pop(0)})
    return seats


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """Set up a game ("Game Setup"): HP 6, poison 0, 3 skills (5 to choose from with
    Custom Characters) and 2 scrolls each; level-one monsters in play, levels two and
    three set aside; Gem on the depth track; a random first player holds First to Land.

    ``players``: 1-4 dicts with ``name``, ``colour`` and optionally ``character`` (an
    explorer id or ``"auto"``). ``options``: see ``setup_options`` (missing keys take
    the default). Raises ``ValueError`` for a wrong player count, an empty name, two
    players on one explorer or a bad option.
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"Baldrick's Tomb is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    seats, opts = _seats(players), _check_options(options)
    n, rng, c = len(seats), random.Random(seed), content()
    piles = {name: [] for name in DECKS}
    for m in c.monsters.values():
        piles["monster" if m.level == 1 else f"monster_level{m.level}"].append(m.id)
    piles.update(treasure=list(c.treasures), scroll=list(c.scrolls), trap=list(c.traps),
                 skill_box=list(c.skills))
    for name in ("monster", "monster_level2", "monster_level3", "treasure", "scroll", "trap",
                 "skill_box"):
        rng.shuffle(piles[name])
    state = State(players=seats, options=opts, seed=seed, rng=rng, hp=[MAX_HP] * n,
                  poison=[0] * n, gold=[0] * n, cells=[None] * n, exited=[False] * n,
                  piles=piles, scrolls=[[] for _ in range(n)], skills=[[] for _ in range(n)],
                  offers=[[] for _ in range(n)], wards=[0] * n, known=[[] for _ in range(n)])
    state.tokens = {tid: {"at": "pool", "cell": None, "up": False} for tid in c.token_ids()}
    state.tokens["exit"].update(at="aside", up=True)
    state.tokens["gem"].update(at="track", up=True)
    dealt = SKILLS_DEALT_CUSTOM if opts["custom_characters"] else SKILLS_KEPT
    for seat in range(n):
        hand = [piles["skill_box"].pop() for _ in range(dealt)]
        if opts["custom_characters"]:
            state.offers[seat] = hand
        else:
            state.skills[seat] = hand
        state.scrolls[seat] = [piles["scroll"].pop() for _ in range(START_SCROLLS)]
    state.ftl = state.turn = rng.randrange(n)
    if opts["custom_characters"]:
        state.phase = "skills"
    else:
        _setup_floor(state)
    return state


def _setup_floor(state: State) -> list[dict]:
    """"Floor Setup": the First to Land holder draws 10 tokens (9 solo), mixes in the Exit
    and, from the Gem's floor on while nobody holds it, Baldrick's Gem."""
    pool = [tid for tid, t in state.tokens.items() if t["at"] == "pool"]
    state.rng.shuffle(pool)
    hand = pool[:SOLO_FLOOR_TOKENS if state.solo else FLOOR_TOKENS] + ["exit"]
    gem = state.tokens["gem"]
    if state.floor >= state.gem_floor and gem["at"] in ("track", "aside"):
        hand.append("gem")
    state.rng.shuffle(hand)
    for tid in hand:
        state.tokens[tid].update(at="setup", cell=None, up=False)
    state.setup_hand = hand
    state.phase = "place_tokens"
    state.doom = 1
    return [{"type": "floor_start", "seat": state.ftl, "floor": state.floor,
             "depth": state.depth, "tokens": len(hand), "gem": "gem" in hand, "barrier": True}]


# ---------------------------------------------------------------------------- queries

def current_seat(state: State) -> int | None:
    """The seat that must decide now (``None`` once the game is over)."""
    if state.phase == "over":
        return None
    if state.phase == "skills":
        return next(s for s in range(state.n) if state.offers[s])
    if state.phase == "place_tokens":
        return state.ftl
    if state.phase == "place_pawns":
        return state.to_roll[0]
    if state.phase == "discard":
        return _next_discarder(state)
    return state.turn


def _next_discarder(state: State) -> int:
    order = [(state.turn + i) % state.n for i in range(state.n)]
    return next(s for s in order if len(state.scrolls[s]) > 2)


def is_over(state: State) -> bool:
    """True once the last floor has ended ("End of Game")."""
    return state.phase == "over"


def scores(state: State) -> list[int]:
    """Gold per seat, the Gem counting 5 ("End of Game")."""
    return [g + (GEM_VALUE if state.gem_holder == s else 0) for s, g in enumerate(state.gold)]


def winners(state: State) -> list[int]:
    """The seats with the most gold (ties share the victory); empty until the game is over."""
    if not is_over(state):
        return []
    best = max(scores(state))
    return [s for s, v in enumerate(scores(state)) if v == best]


def skill_total(state: State, seat: int, handler: str) -> int:
    """Sum of the ``amount`` of every ``handler`` effect on ``seat``'s kept skills."""
    skills = content().skills
    return sum(e.amount for sid in state.skills[seat] for e in skills[sid].effects
               if e.handler == handler)


def step_cost(state: State, seat: int) -> int:
    """Gold for one extra step: 2, less the Pathfinder-style skills, at least 1."""
    return max(1, STEP_COST - skill_total(state, seat, "step_discount"))


def run_cost(state: State) -> int:
    """Gold the active seat pays to run from the current monster: its level, less skills."""
    level = content().monsters[state.combat["monster"]].level
    return max(0, level - skill_total(state, state.turn, "run_discount"))


def _board_tokens(state: State) -> dict[tuple[int, int], str]:
    return {tuple(t["cell"]): tid for tid, t in state.tokens.items() if t["at"] == "board"}


def _pawn_at(state: State, cell, exclude: int | None = None) -> int | None:
    for seat, c in enumerate(state.cells):
        if c is not None and seat != exclude and tuple(c) == tuple(cell):
            return seat
    return None


def _d8(state: State) -> int:
    return state.rng.randint(1, DIE)


def _roll_space(state: State, ok) -> tuple[list, list]:
    """Roll the red and blue dice until ``ok(cell)``; returns ``(cell, all rolls)``."""
    rolls = []
    while True:
        cell = (_d8(state), _d8(state))
        rolls.append(list(cell))
        if ok(cell):
            return list(cell), rolls


# ---------------------------------------------------------------------------- gold, HP

def _gain(state: State, seat: int, amount: int) -> int:
    """Move up to ``amount`` gold from the supply to ``seat``; returns what was paid."""
    paid = max(0, min(amount, state.supply))
    state.supply -= paid
    state.gold[seat] += paid
    return paid


def _lose(state: State, seat: int, amount: int) -> int:
    """Move up to ``amount`` of ``seat``'s gold back to the supply; returns what was lost."""
    lost = max(0, min(amount, state.gold[seat]))
    state.gold[seat] -= lost
    state.supply += lost
    return lost


def _check_ko(state: State, seat: int) -> list[dict]:
    """"Getting Knocked Out": at 0 HP or with the poison marker on the HP marker."""
    if state.hp[seat] > 0 and state.poison[seat] < state.hp[seat]:
        return []
    lost = _lose(state, seat, state.gold[seat] // 2)
    events = [{"type": "knocked_out", "seat": seat, "lost": lost}]
    if state.gem_holder == seat:
        events += _pass_gem(state, seat)
    state.hp[seat], state.poison[seat] = MAX_HP, 0
    state.cells[seat] = None
    state.reentry.append(seat)
    return events


def _pass_gem(state: State, seat: int) -> list[dict]:
    """The Gem goes to the poorest other player; ties roll a d8, highest wins (rolled
    again among those tied for highest). Solo: the Gem is set aside with the Exit."""
    others = [s for s in range(state.n) if s != seat]
    if not others:
        state.gem_holder = None
        state.tokens["gem"].update(at="aside", cell=None, up=True)
        return [{"type": "gem_dropped", "seat": seat}]
    low = min(state.gold[s] for s in others)
    tied = [s for s in others if state.gold[s] == low]
    rounds = []
    while len(tied) > 1:
        rolls = [[s, _d8(state)] for s in tied]
        rounds.append(rolls)
        best = max(r for _, r in rolls)
        tied = [s for s, r in rolls if r == best]
    state.gem_holder = tied[0]
    return [{"type": "gem_passed", "seat": seat, "to": tied[0], "rolls": rounds,
             "barrier": bool(rounds)}]


# ---------------------------------------------------------------------------- decks

def _draw(state: State, deck: str) -> tuple[str | None, list[dict]]:
    """Draw the top card of ``deck``, reshuffling its discard pile when the deck is empty
    ("Scroll Cards", "Trap Cards", "Monster Cards and Combat"). ``None`` if both are empty."""
    events = _refill(state, deck)
    pile = state.piles[deck]
    if not pile:
        return None, events
    card = pile.pop()
    events += _refill(state, deck)
    if deck == "scroll" and not pile and not state.piles["scroll_discard"]:
        state.discard_pending = True
    return card, events


def _refill(state: State, deck: str) -> list[dict]:
    pile, discard = state.piles[deck], state.piles[f"{deck}_discard"]
    if pile or not discard:
        return []
    pile.extend(discard)
    discard.clear()
    state.rng.shuffle(pile)
    return [{"type": "reshuffled", "deck": deck, "cards": len(pile), "barrier": True}]


def _draw_scrolls(state: State, seat: int, count: int) -> list[dict]:
    events = []
    for _ in range(count):
        card, evs = _draw(state, "scroll")
        events += evs
        if card is None:
            events.append({"type": "scroll_deck_empty", "seat": seat})
            break
        state.scrolls[seat].append(card)
        events.append({"type": "scroll_drawn", "seat": seat, "barrier": True})
    return events


# ---------------------------------------------------------------------------- effects

def _fx_gain_gold(state, seat, amount, ctx):
    return [{"type": "gold", "seat": seat, "amount": _gain(state, seat, amount)}]


def _fx_lose_gold(state, seat, amount, ctx):
    return [{"type": "gold", "seat": seat, "amount": -_lose(state, seat, amount)}]


def _fx_heal(state, seat, amount, ctx):
    state.hp[seat] = min(MAX_HP, state.hp[seat] + amount)
    return [{"type": "hp", "seat": seat, "hp": state.hp[seat]}]


def _fx_damage(state, seat, amount, ctx):
    if ctx.get("source") == "trap":
        amount = max(0, amount - skill_total(state, seat, "trap_armour"))
    state.hp[seat] = max(0, state.hp[seat] - amount)
    return [{"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -amount}]


def _fx_poison(state, seat, amount, ctx):
    state.poison[seat] = min(MAX_HP, state.poison[seat] + amount)
    return [{"type": "poison", "seat": seat, "poison": state.poison[seat]}]


def _fx_cure_poison(state, seat, amount, ctx):
    state.poison[seat] = max(0, state.poison[seat] - amount)
    return [{"type": "poison", "seat": seat, "poison": state.poison[seat]}]


def _fx_extra_steps(state, seat, amount, ctx):
    state.free_steps += amount
    return [{"type": "free_steps", "seat": seat, "free_steps": state.free_steps}]


def _fx_lose_steps(state, seat, amount, ctx):
    state.free_steps = 0
    return [{"type": "free_steps", "seat": seat, "free_steps": 0}]


def _fx_combat_bonus(state, seat, amount, ctx):
    if state.combat is None:        # an earlier effect of the card ended the fight
        return []
    state.combat["bonus"] += amount
    return [{"type": "combat_bonus", "seat": seat, "bonus": state.combat["bonus"]}]


def _fx_extra_attack(state, seat, amount, ctx):
    if state.combat is None:
        return []
    state.combat["damage"] += amount
    events = [{"type": "monster_hit", "seat": seat, "damage": state.combat["damage"]}]
    if state.combat["damage"] >= content().monsters[state.combat["monster"]].hp:
        events += _monster_defeated(state, seat)
    return events


def _fx_teleport(state, seat, amount, ctx):
    tokens = _board_tokens(state)
    cell, rolls = _roll_space(state, lambda c: c not in tokens and _pawn_at(state, c) is None)
    state.cells[seat] = cell
    return [{"type": "teleport", "seat": seat, "rolls": rolls, "cell": cell, "barrier": True}]


def _fx_peek(state, seat, amount, ctx):
    tid = _board_tokens(state)[tuple(ctx["cell"])]
    state.known[seat].append(tid)
    return [{"type": "peek", "seat": seat, "cell": list(ctx["cell"]), "barrier": True}]


def _fx_steal_bonus(state, seat, amount, ctx):
    state.steal_bonus += amount
    return [{"type": "steal_bonus", "seat": seat, "bonus": state.steal_bonus}]


def _fx_ward(state, seat, amount, ctx):
    state.wards[seat] += amount
    return [{"type": "ward", "seat": seat, "wards": state.wards[seat]}]


def _fx_draw_scroll(state, seat, amount, ctx):
    return _draw_scrolls(state, seat, amount)


def _fx_discard_scroll(state, seat, amount, ctx):
    events = []
    for _ in range(min(amount, len(state.scrolls[seat]))):
        card = state.scrolls[seat].pop(state.rng.randrange(len(state.scrolls[seat])))
        state.piles["scroll_discard"].append(card)
        events.append({"type": "scroll_lost", "seat": seat, "card": card, "barrier": True})
    return events


def _fx_ambush(state, seat, amount, ctx):
    return _start_combat(state, seat)


# Every scroll and trap handler, implemented once (names from effects.py).
_INSTANT = {
    "gain_gold": _fx_gain_gold, "lose_gold": _fx_lose_gold, "heal": _fx_heal,
    "damage": _fx_damage, "poison": _fx_poison, "cure_poison": _fx_cure_poison,
    "extra_steps": _fx_extra_steps, "lose_steps": _fx_lose_steps,
    "combat_bonus": _fx_combat_bonus, "extra_attack": _fx_extra_attack,
    "teleport": _fx_teleport, "peek": _fx_peek, "steal_bonus": _fx_steal_bonus,
    "ward": _fx_ward, "draw_scroll": _fx_draw_scroll, "discard_scroll": _fx_discard_scroll,
    "ambush": _fx_ambush,
}


def _apply_effects(state: State, seat: int, effects, ctx: dict) -> list[dict]:
    """Apply a card's effects in order; stop once ``seat`` is knocked out."""
    events = []
    for effect in effects:
        events += _INSTANT[effect.handler](state, seat, effect.amount, ctx)
        ko = _check_ko(state, seat)
        events += ko
        if ko:
            break
    return events


# ---------------------------------------------------------------------------- rubble

def _enter(state: State, seat: int) -> list[dict]:
    """Resolve the rubble token on ``seat``'s space, if any ("Gameplay", "Rubble Tokens")."""
    cell = tuple(state.cells[seat])
    tid = _board_tokens(state).get(cell)
    if tid is None:
        return []
    token, kind = state.tokens[tid], token_kind(tid)
    revealed = not token["up"]
    token["up"] = True
    events = [{"type": "token", "seat": seat, "cell": list(cell), "kind": kind,
               "revealed": revealed, "barrier": revealed}]
    if kind == "exit":
        if revealed:
            gold = _gain(state, seat, EXIT_REVEAL_GOLD + skill_total(state, seat, "exit_bonus"))
            events.append({"type": "exit_found", "seat": seat, "gold": gold})
        return events
    for known in state.known:
        if tid in known:
            known.remove(tid)
    if kind == "gem":
        token.update(at="held", cell=None)
        state.gem_holder = seat
        return events + [{"type": "gem_found", "seat": seat}]
    token.update(at="resolved", cell=None)
    state.resolved.append(tid)
    return events + _RESOLVE[kind](state, seat)


def _resolve_monster(state: State, seat: int) -> list[dict]:
    return _start_combat(state, seat)


def _resolve_treasure(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "treasure")
    if card is None:
        return events
    state.piles["treasure_discard"].append(card)
    value = content().treasures[card].gold + skill_total(state, seat, "treasure_bonus")
    return events + [{"type": "treasure", "seat": seat, "card": card,
                      "gold": _gain(state, seat, value), "barrier": True}]


def _resolve_scroll(state: State, seat: int) -> list[dict]:
    return _draw_scrolls(state, seat, 1 + skill_total(state, seat, "scroll_bonus"))


def _resolve_fountain(state: State, seat: int) -> list[dict]:
    """Healing fountain: HP to maximum; the poison marker is NOT moved (a skill may)."""
    state.hp[seat] = MAX_HP
    cure = skill_total(state, seat, "fountain_cure")
    state.poison[seat] = max(0, state.poison[seat] - cure)
    return [{"type": "fountain", "seat": seat, "hp": MAX_HP, "poison": state.poison[seat]}]


def _resolve_trap(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "trap")
    if card is None:
        return events
    state.piles["trap_discard"].append(card)
    warded = state.wards[seat] > 0
    events.append({"type": "trap", "seat": seat, "card": card, "warded": warded,
                   "barrier": True})
    if warded:
        state.wards[seat] -= 1
        return events
    return events + _apply_effects(state, seat, content().traps[card].effects,
                                   {"source": "trap"})


_RESOLVE = {"monster": _resolve_monster, "treasure": _resolve_treasure,
            "scroll": _resolve_scroll, "fountain": _resolve_fountain, "trap": _resolve_trap}


# ---------------------------------------------------------------------------- combat

def _start_combat(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "monster")
    if card is None:
        return events + [{"type": "no_monster", "seat": seat}]
    state.combat = {"monster": card, "damage": 0, "gold": 0, "bonus": 0}
    state.phase = "combat"
    return events + [{"type": "monster", "seat": seat, "card": card, "barrier": True}]


def _end_combat(state: State) -> None:
    """Discard the monster; gold left on it goes back to the supply."""
    state.piles["monster_discard"].append(state.combat["monster"])
    state.supply += state.combat["gold"]
    state.combat = None
    if state.phase == "combat":
        state.phase = "move"


def _monster_defeated(state: State, seat: int) -> list[dict]:
    """The monster is knocked out: its printed gold plus the gold on it ("Combat")."""
    monster = content().monsters[state.combat["monster"]]
    on_card = state.combat["gold"]
    state.combat["gold"] = 0
    state.gold[seat] += on_card
    paid = on_card + _gain(state, seat, monster.gold + skill_total(state, seat, "bounty"))
    _end_combat(state)
    return [{"type": "monster_defeated", "seat": seat, "card": monster.id, "gold": paid}]


def _combat_symbols(state: State, seat: int, symbols) -> list[dict]:
    combat, events = state.combat, []
    for symbol in symbols:
        if symbol == "treasure" and state.supply:
            state.supply -= 1
            combat["gold"] += 1
            events.append({"type": "monster_treasure", "seat": seat, "gold": combat["gold"]})
        elif symbol == "player attack":
            combat["damage"] += 1
            events.append({"type": "monster_hit", "seat": seat, "damage": combat["damage"]})
        elif symbol == "monster attack":
            state.hp[seat] = max(0, state.hp[seat] - 1)
            events.append({"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -1})
        elif symbol == "poison":
            state.poison[seat] = min(MAX_HP, state.poison[seat] + 1)
            events.append({"type": "poison", "seat": seat, "poison": state.poison[seat]})
    return events


def _fight(state: State, action: dict) -> list[dict]:
    """Roll the d8 against the swing gauge and resolve every symbol of the rolled space;
    a simultaneous knock-out still pays ("Monster Cards and Combat")."""
    seat, combat = state.turn, state.combat
    monster = content().monsters[combat["monster"]]
    roll = _d8(state)
    modifier = combat["bonus"] + skill_total(state, seat, "combat_bonus")
    result = max(1, min(DIE, roll + modifier))
    symbols = monster.symbols(result)
    combat["bonus"] = 0
    events = [{"type": "combat_roll", "seat": seat, "card": monster.id, "roll": roll,
               "modifier": modifier, "result": result, "symbols": list(symbols),
               "barrier": True}]
    if "run" in symbols:
        _end_combat(state)
        return events + [{"type": "monster_fled", "seat": seat, "card": monster.id}]
    events += _combat_symbols(state, seat, symbols)
    if combat["damage"] >= monster.hp:
        events += _monster_defeated(state, seat)
    return events + _check_ko(state, seat)


def _run(state: State, action: dict) -> list[dict]:
    cost = run_cost(state)
    if state.gold[state.turn] < cost:
        raise IllegalAction(f"Running away costs {cost} gold; you have {state.gold[state.turn]}.")
    card = state.combat["monster"]
    _lose(state, state.turn, cost)
    _end_combat(state)
    return [{"type": "ran_away", "seat": state.turn, "card": card, "cost": cost}]


# ---------------------------------------------------------------------------- movement

def step_options(state: State) -> dict[tuple[int, int], int]:
    """Spaces the active pawn may step onto now -> gold that step costs ("Gameplay").

    Free steps first, then ``step_cost`` gold each. A step onto another pawn's space is
    allowed only when the pawn can afford to move on afterwards (it may not stop there).
    A pawn left on another pawn's space with nothing to pay (a trap took its gold) may
    step off for free.
    """
    seat = state.turn
    here = tuple(state.cells[seat])
    free = state.free_steps > 0
    cost = 0 if free else step_cost(state, seat)
    opts = {}
    for nb in board.neighbours(here):
        if cost > state.gold[seat]:
            break
        if _pawn_at(state, nb, seat) is not None:
            left_free = state.free_steps - (1 if free else 0)
            if left_free <= 0 and state.gold[seat] - cost < step_cost(state, seat):
                continue
        opts[nb] = cost
    if not opts and _pawn_at(state, here, seat) is not None:
        empty = [nb for nb in board.neighbours(here) if _pawn_at(state, nb, seat) is None]
        opts = {nb: 0 for nb in (empty or board.neighbours(here))}
    return opts


def _step(state: State, action: dict) -> list[dict]:
    seat = state.turn
    cell = board.as_cell(action.get("cell"))
    if cell is None:
        raise IllegalAction("Choose a space on the board.")
    here = tuple(state.cells[seat])
    if not board.adjacent(here, cell):
        raise IllegalAction("Move one space at a time, up, down, left or right.")
    opts = step_options(state)
    if cell not in opts:
        raise IllegalAction(_step_refusal(state, cell))
    cost = opts[cell]
    if state.free_steps > 0:
        state.free_steps -= 1
    else:
        _lose(state, seat, cost)
    state.cells[seat] = list(cell)
    events = [{"type": "step", "seat": seat, "from": list(here), "to": list(cell), "cost": cost,
               "free_steps": state.free_steps}]
    return events + _enter(state, seat)


def _step_refusal(state: State, cell) -> str:
    cost = step_cost(state, state.turn)
    if _pawn_at(state, cell, state.turn) is not None:
        return ("You may pass through another pawn only if you can move on afterwards "
                f"(a free step or {cost} gold).")
    return f"No free steps left: an extra step costs {cost} gold."


def _end_move(state: State, action: dict) -> list[dict]:
    if _pawn_at(state, state.cells[state.turn], state.turn) is not None:
        raise IllegalAction("You cannot stop on another pawn's space.")
    return [{"type": "end_move", "seat": state.turn}] + _finish_turn(state)


def _on_exit(state: State) -> bool:
    exit_token = state.tokens["exit"]
    cell = state.cells[state.turn]
    return (exit_token["at"] == "board" and exit_token["up"] and cell is not None
            and tuple(exit_token["cell"]) == tuple(cell))


def _exit(state: State, action: dict) -> list[dict]:
    """"The Exit": leave the floor; the first to leave gets 1 gold and First to Land."""
    if not _on_exit(state):
        raise IllegalAction("Stand on the face-up Exit to leave the floor.")
    seat = state.turn
    first = state.next_ftl is None
    gold = 0
    if first:
        state.next_ftl = seat
        gold = _gain(state, seat, FIRST_EXIT_GOLD)
    state.exited[seat] = True
    state.cells[seat] = None
    event = {"type": "exited", "seat": seat, "first": first, "gold": gold}
    return [event] + _finish_turn(state)


def _can_steal(state: State) -> bool:
    holder, seat = state.gem_holder, state.turn
    return (holder is not None and holder != seat and not state.stole
            and state.cells[holder] is not None
            and board.adjacent(state.cells[seat], state.cells[holder]))


def _steal(state: State, action: dict) -> list[dict]:
    """"Baldrick's Gem": opposed d8 rolls with modifiers; the holder rolling higher costs
    the thief 1 HP, rolling lower hands over the Gem; a tie changes nothing."""
    if not _can_steal(state):
        raise IllegalAction("Only once per turn, from a space next to the Gem holder's pawn.")
    seat, holder = state.turn, state.gem_holder
    state.stole = True
    thief = _d8(state) + skill_total(state, seat, "steal_bonus") + state.steal_bonus
    guard = _d8(state) + skill_total(state, holder, "gem_guard")
    event = {"type": "steal", "seat": seat, "holder": holder, "thief_roll": thief,
             "holder_roll": guard, "success": thief > guard, "barrier": True}
    if thief > guard:
        state.gem_holder = seat
        return [event]
    if guard > thief:
        state.hp[seat] -= 1
        return [event, {"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -1}] + \
            _check_ko(state, seat)
    return [event]


# ---------------------------------------------------------------------------- scrolls

def _scroll_play_options(state: State) -> list[dict]:
    seat, phase = state.turn, state.phase
    scrolls = content().scrolls
    acts = []
    hidden = [list(cell) for cell, tid in _board_tokens(state).items()
              if not state.tokens[tid]["up"] and tid not in state.known[seat]]
    for card in state.scrolls[seat]:
        handlers = [e.handler for e in scrolls[card].effects]
        if not all(phase in SCROLL_HANDLERS[h] for h in handlers):
            continue
        if "peek" in handlers:
            acts += [{"type": "play_scroll", "card": card, "cell": c} for c in sorted(hidden)]
        else:
            acts.append({"type": "play_scroll", "card": card})
    return acts


def _play_scroll(state: State, action: dict) -> list[dict]:
    """"Scroll Cards": the active player plays a scroll; once resolved it is discarded."""
    seat, card = state.turn, action.get("card")
    if card not in state.scrolls[seat]:
        raise IllegalAction("You do not hold that scroll.")
    scroll = content().scrolls[card]
    if action not in _scroll_play_options(state):
        when = "outside combat" if state.phase == "combat" else "in combat"
        needs_cell = any(e.handler == "peek" for e in scroll.effects)
        raise IllegalAction("Choose a face-down rubble token to look at." if needs_cell
                            and state.phase == "move" else f"{scroll.name} can only be played {when}.")
    state.scrolls[seat].remove(card)
    events = [{"type": "scroll_played", "seat": seat, "card": card}]
    events += _apply_effects(state, seat, scroll.effects,
                             {"source": "scroll", "cell": action.get("cell")})
    state.piles["scroll_discard"].append(card)
    return events


def _discard_scroll(state: State, action: dict) -> list[dict]:
    """"Scroll Cards": both scroll piles empty, so everyone discards down to two."""
    seat = _next_discarder(state)
    card = action.get("card")
    if card not in state.scrolls[seat]:
        raise IllegalAction("Choose one of your own scrolls to discard.")
    state.scrolls[seat].remove(card)
    state.piles["scroll_discard"].append(card)
    events = [{"type": "scroll_discarded", "seat": seat, "card": card}]
    if not any(len(h) > 2 for h in state.scrolls):
        state.phase, state.discard_return = state.discard_return, None
        events += _refill(state, "scroll")
    return events


# ---------------------------------------------------------------------------- setup actions

def _keep_skills(state: State, action: dict) -> list[dict]:
    seat = current_seat(state)
    cards = action.get("cards")
    offer = state.offers[seat]
    if (not isinstance(cards, list) or len(cards) != SKILLS_KEPT or len(set(map(str, cards))) != 3
            or any(c not in offer for c in cards)):
        raise IllegalAction("Keep exactly three different skills from the five you were dealt.")
    state.skills[seat] = [c for c in offer if c in cards]
    state.piles["skill_box"] += [c for c in offer if c not in cards]
    state.offers[seat] = []
    events = [{"type": "skills_kept", "seat": seat}]
    if not any(state.offers):
        events.append({"type": "skills_revealed", "skills": copy.deepcopy(state.skills),
                       "barrier": True})
        events += _setup_floor(state)
    return events


def placeable_cells(state: State) -> list[tuple[int, int]]:
    """Where the next floor-setup token may go (the spacing rule, see ``board.spaced_cells``)."""
    return board.spaced_cells(set(_board_tokens(state)))


def _place_one(state: State, cell) -> None:
    tid = state.setup_hand.pop(0)
    state.tokens[tid].update(at="board", cell=list(cell), up=False)


def _place_token(state: State, action: dict) -> list[dict]:
    cell = board.as_cell(action.get("cell"))
    if cell is None:
        raise IllegalAction("Choose a space on the board.")
    if cell not in placeable_cells(state):
        raise IllegalAction("Leave at least one open space between rubble tokens.")
    _place_one(state, cell)
    return [{"type": "token_placed", "seat": state.ftl, "cell": list(cell)}] + _after_placing(state)


def _place_rest(state: State, action: dict) -> list[dict]:
    cells = []
    while state.setup_hand:
        cell = state.rng.choice(placeable_cells(state))
        _place_one(state, cell)
        cells.append(list(cell))
    return [{"type": "tokens_placed", "seat": state.ftl, "cells": cells, "barrier": True}] + \
        _after_placing(state)


def _after_placing(state: State) -> list[dict]:
    if state.setup_hand:
        return []
    state.phase = "place_pawns"
    state.to_roll = [(state.ftl + i) % state.n for i in range(state.n)]
    return []


def _roll_pawn(state: State, action: dict) -> list[dict]:
    """"Floor Setup": roll the two dice for a starting space; re-roll onto a pawn."""
    seat = state.to_roll.pop(0)
    cell, rolls = _roll_space(state, lambda c: _pawn_at(state, c) is None)
    state.cells[seat] = cell
    events = [{"type": "pawn_placed", "seat": seat, "rolls": rolls, "cell": cell,
               "barrier": True}]
    if not state.to_roll:
        events += _start_turn(state, state.ftl)
    return events


# ---------------------------------------------------------------------------- turn flow

def _start_turn(state: State, seat: int) -> list[dict]:
    state.turn, state.phase = seat, "move"
    base = SOLO_FREE_STEPS if state.solo else FREE_STEPS
    state.free_steps = base + skill_total(state, seat, "extra_steps")
    state.stole, state.steal_bonus = False, 0
    return [{"type": "turn", "seat": seat, "round": state.doom, "free_steps": state.free_steps}]


def _finish_turn(state: State) -> list[dict]:
    """End of a turn ("Gameplay"): relocate resolved tokens by dice (the active seat
    chooses an adjacent space when the rolled one is taken), re-enter knocked-out pawns,
    then the floor ends or play passes on."""
    if state.combat is not None:
        _end_combat(state)
    events = _relocate(state)
    if state.phase == "relocate":
        return events
    for seat in state.reentry:
        cell, rolls = _roll_space(state, lambda c: _pawn_at(state, c) is None)
        state.cells[seat] = cell
        events.append({"type": "reentered", "seat": seat, "rolls": rolls, "cell": cell,
                       "barrier": True})
    state.reentry = []
    if all(state.exited):
        return events + _end_floor(state)
    return events + _next_turn(state)


def _token_space_free(state: State, cell, tokens) -> bool:
    return cell not in tokens and _pawn_at(state, cell) is None


def _relocate(state: State) -> list[dict]:
    events = []
    while state.resolved:
        tid = state.resolved[0]
        tokens = _board_tokens(state)
        cell = (_d8(state), _d8(state))
        event = {"type": "token_roll", "seat": state.turn, "kind": token_kind(tid),
                 "rolled": list(cell), "barrier": True}
        events.append(event)
        options = [cell] if _token_space_free(state, cell, tokens) else \
            [nb for nb in board.neighbours(cell) if _token_space_free(state, nb, tokens)]
        event["taken"] = options != [cell]
        if len(options) > 1:
            state.relocating = {"token": tid, "rolled": list(cell),
                                "options": [list(o) for o in options]}
            state.phase = "relocate"
            return events
        if options:
            state.resolved.pop(0)
            state.tokens[tid].update(at="board", cell=list(options[0]), up=True)
            event["cell"] = list(options[0])
    return events


def _place_adjacent(state: State, action: dict) -> list[dict]:
    cell = board.as_cell(action.get("cell"))
    if cell is None or list(cell) not in state.relocating["options"]:
        raise IllegalAction("Choose an empty space next to the rolled one.")
    tid = state.resolved.pop(0)
    state.tokens[tid].update(at="board", cell=list(cell), up=True)
    state.relocating = None
    state.phase = "move"
    return [{"type": "token_moved", "seat": state.turn, "kind": token_kind(tid),
             "cell": list(cell)}] + _finish_turn(state)


def _next_turn(state: State) -> list[dict]:
    """Pass play on; each time the First to Land seat's turn comes round the Impending
    Doom advances, and after the last round the floor ends. Exited seats are skipped
    (their seat still marks the round)."""
    events, seat = [], state.turn
    while True:
        seat = (seat + 1) % state.n
        if seat == state.ftl:
            if state.doom >= state.rounds:
                return events + _end_floor(state)
            state.doom += 1
            events.append({"type": "doom", "round": state.doom})
        if not state.exited[seat]:
            return events + _start_turn(state, seat)


def _end_floor(state: State) -> list[dict]:
    """"End of Floor" (and "End of Game" after the last floor)."""
    everyone_out = all(state.exited)
    losses = []
    for seat in range(state.n):
        if not state.exited[seat]:
            losses.append([seat, _lose(state, seat, state.gold[seat] // 2)])
    events = [{"type": "floor_end", "floor": state.floor, "everyone_out": everyone_out,
               "losses": losses}]
    if state.floor == len(state.path):
        state.phase = "over"
        return events + [{"type": "game_over", "scores": scores(state), "winners": winners(state)}]
    state.floor += 1
    _reset_floor(state)
    events += _shuffle_in_monsters(state)
    return events + _setup_floor(state)


def _reset_floor(state: State) -> None:
    n = state.n
    if not state.options["persistent_hp"]:
        state.hp = [MAX_HP] * n
    if not state.options["persistent_poison"]:
        state.poison = [0] * n
    state.wards, state.known = [0] * n, [[] for _ in range(n)]
    for tid, token in state.tokens.items():
        if tid == "exit":
            token.update(at="aside", cell=None, up=True)
        elif tid == "gem":
            if token["at"] in ("board", "setup"):
                token.update(at="aside", cell=None, up=True)
        else:
            token.update(at="pool", cell=None, up=False)
    if state.next_ftl is not None:
        state.ftl = state.next_ftl
    state.next_ftl = None
    state.exited, state.cells, state.reentry = [False] * n, [None] * n, []
    state.turn = state.ftl


def _shuffle_in_monsters(state: State) -> list[dict]:
    reserve = state.piles.get(f"monster_level{state.floor}")
    if not reserve:
        return []
    state.piles["monster"] += reserve
    reserve.clear()
    state.rng.shuffle(state.piles["monster"])
    return [{"type": "monsters_added", "level": state.floor, "barrier": True}]


# ---------------------------------------------------------------------------- protocol

_PHASE_OF = {"keep_skills": "skills", "place_token": "place_tokens", "place_rest": "place_tokens",
             "roll_pawn": "place_pawns", "step": "move", "end_move": "move", "exit": "move",
             "steal": "move", "play_scroll": ("move", "combat"), "fight": "combat",
             "run": "combat", "place_adjacent": "relocate", "discard_scroll": "discard"}
_HANDLERS = {"keep_skills": _keep_skills, "place_token": _place_token, "place_rest": _place_rest,
             "roll_pawn": _roll_pawn, "step": _step, "end_move": _end_move, "exit": _exit,
             "steal": _steal, "play_scroll": _play_scroll, "fight": _fight, "run": _run,
             "place_adjacent": _place_adjacent, "discard_scroll": _discard_scroll}
_PHASE_REASONS = {
    "skills": "First everyone keeps three of their five skills.",
    "place_tokens": "First the rubble tokens are placed.",
    "place_pawns": "First every pawn rolls its starting space.",
    "move": "It is time to move (or end the move).",
    "combat": "Fight the monster, run away or play a scroll first.",
    "relocate": "First choose where the rubble token goes.",
    "discard": "First discard scrolls down to two.",
    "over": "The game is over.",
}


def legal_actions(state: State) -> list[dict]:
    """Every action the seat that must decide may take now (see the module docstring)."""
    phase = state.phase
    if phase == "skills":
        offer = state.offers[current_seat(state)]
        return [{"type": "keep_skills", "cards": list(c)} for c in itertools.combinations(offer, 3)]
    if phase == "place_tokens":
        return [{"type": "place_token", "cell": list(c)} for c in placeable_cells(state)] + \
            [{"type": "place_rest"}]
    if phase == "place_pawns":
        return [{"type": "roll_pawn"}]
    if phase == "move":
        return _move_actions(state)
    if phase == "combat":
        acts = [{"type": "fight"}]
        if state.gold[state.turn] >= run_cost(state):
            acts.append({"type": "run"})
        return acts + _scroll_play_options(state)
    if phase == "relocate":
        return [{"type": "place_adjacent", "cell": list(c)} for c in state.relocating["options"]]
    if phase == "discard":
        return [{"type": "discard_scroll", "card": c}
                for c in state.scrolls[_next_discarder(state)]]
    return []


def _move_actions(state: State) -> list[dict]:
    acts = [{"type": "step", "cell": list(c)} for c in step_options(state)]
    if _pawn_at(state, state.cells[state.turn], state.turn) is None:
        acts.append({"type": "end_move"})
    if _on_exit(state):
        acts.append({"type": "exit"})
    if _can_steal(state):
        acts.append({"type": "steal"})
    return acts + _scroll_play_options(state)


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for ``current_seat`` and return the events it caused.

    Raises ``IllegalAction`` (state unchanged) when the action is not allowed now.
    """
    kind = action.get("type") if isinstance(action, dict) else None
    if kind not in _HANDLERS:
        raise IllegalAction(f"Unknown action {kind!r}.")
    allowed = _PHASE_OF[kind]
    if state.phase not in (allowed if isinstance(allowed, tuple) else (allowed,)):
        raise IllegalAction(_PHASE_REASONS[state.phase])
    if kind == "step" and state.cells[state.turn] is None:
        raise IllegalAction("Your pawn is not on the board.")
    events = _HANDLERS[kind](state, action)
    return events + _settle(state)


def _settle(state: State) -> list[dict]:
    """After an action: a knocked-out active seat ends its turn at once; a pending
    discard-down-to-two interrupts whatever comes next."""
    events = []
    seat = state.turn
    if state.phase in ("move", "combat") and state.cells[seat] is None and seat in state.reentry:
        events += _finish_turn(state)
    if state.discard_pending and state.phase not in ("over", "discard"):
        state.discard_pending = False
        if any(len(h) > 2 for h in state.scrolls):
            state.discard_return, state.phase = state.phase, "discard"
            events.append({"type": "discard_down", "seat": _next_discarder(state)})
    return events


# ---------------------------------------------------------------------------- views

def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (``None``: a spectator). Hidden from other seats: scroll
    cards in hand (only counts are shown), skills being chosen, the identity of
    face-down tokens (a seat sees the kinds it has peeked at) and the order of decks."""
    c = content()
    board_tokens = []
    for cell, tid in sorted(_board_tokens(state).items()):
        token = state.tokens[tid]
        peeked = seat is not None and tid in state.known[seat]
        board_tokens.append({"cell": list(cell), "face_up": token["up"], "peeked": peeked,
                             "kind": token_kind(tid) if token["up"] or peeked else None})
    players = []
    hide_skills = state.phase == "skills"
    for s, p in enumerate(state.players):
        players.append({
            "name": p["name"], "colour": p["colour"], "character": p["character"],
            "hp": state.hp[s], "max_hp": MAX_HP, "poison": state.poison[s],
            "gold": state.gold[s], "score": scores(state)[s], "gem": state.gem_holder == s,
            "scrolls": len(state.scrolls[s]), "wards": state.wards[s],
            "skills": list(state.skills[s]) if not hide_skills or s == seat else [],
            "choosing_skills": bool(state.offers[s]), "exited": state.exited[s],
            "cell": state.cells[s], "knocked_out": s in state.reentry})
    combat = None
    if state.combat is not None:
        combat = dict(state.combat, run_cost=run_cost(state),
                      hp=c.monsters[state.combat["monster"]].hp)
    relocating = None
    if state.relocating is not None:
        relocating = {"kind": token_kind(state.relocating["token"]),
                      "rolled": state.relocating["rolled"], "options": state.relocating["options"]}
    return {
        "phase": state.phase, "floor": state.floor, "floors": len(state.path),
        "depth": state.depth, "depth_path": list(state.path), "gem_floor": state.gem_floor,
        "doom": state.doom, "rounds": state.rounds, "ftl": state.ftl, "turn": state.turn,
        "current_seat": current_seat(state), "supply": state.supply, "players": players,
        "my_scrolls": list(state.scrolls[seat]) if seat is not None else [],
        "my_offer": list(state.offers[seat]) if seat is not None else [],
        "board": board_tokens, "setup_left": len(state.setup_hand),
        "set_aside": [token_kind(t) for t in state.resolved],
        "gem": {"at": state.tokens["gem"]["at"], "holder": state.gem_holder},
        "combat": combat, "relocating": relocating, "free_steps": state.free_steps,
        "step_cost": step_cost(state, state.turn), "stole": state.stole,
        "deck_sizes": {name: len(state.piles[name]) for name in DECKS if name != "skill_box"},
        "discards": {name: list(state.piles[f"{name}_discard"])
                     for name in ("monster", "treasure", "scroll", "trap")},
        "to_roll": list(state.to_roll), "winners": winners(state),
    }


def progress(state: State) -> str:
    """Short progress text for the save list, e.g. ``"Floor 2, round 3"``."""
    if state.phase == "over":
        names = " & ".join(state.players[s]["name"] for s in winners(state))
        return f"Finished: {names} won"
    if state.phase == "skills":
        return "Choosing skills"
    if state.phase in ("place_tokens", "place_pawns"):
        return f"Floor {state.floor}, setting up"
    return f"Floor {state.floor}, round {state.doom}"


def _cards_text(card_id: str) -> str:
    return content().card_name(card_id)


_TRAP_WORDS = {"damage": "-{} HP", "poison": "+{} poison", "lose_gold": "-{} gold",
               "lose_steps": "no more free steps", "discard_scroll": "loses a scroll",
               "teleport": "dropped elsewhere", "ambush": "a monster attacks"}
_SYMBOL_WORDS = {"run": "the monster runs away", "monster attack": "the monster attacks",
                 "player attack": "a hit", "treasure": "treasure", "poison": "poison"}


def describe(state: State, event: dict) -> str:
    """One game-log line for ``event`` in the rulebook's terms. Never names a card in a
    hand (drawn scrolls, kept skills) or a token someone only peeked at."""
    kind = event["type"]
    name = state.players[event["seat"]]["name"] if "seat" in event else ""
    fn = _DESCRIBE.get(kind)
    return fn(state, event, name) if fn else kind.replace("_", " ")


def _describe_trap(state, e, name):
    trap = content().traps[e["card"]]
    if e["warded"]:
        return f"{name} reveals a trap: {trap.name}, stopped by a ward"
    parts = [_TRAP_WORDS[x.handler].format(x.amount) for x in trap.effects]
    return f"{name} reveals a trap: {trap.name}, {', '.join(parts)}"


def _describe_roll(state, e, name):
    mod = f" {e['modifier']:+d} = {e['result']}" if e["modifier"] else ""
    words = " and ".join(_SYMBOL_WORDS[s] for s in e["symbols"])
    return f"{name} rolls {e['roll']}{mod} against the {_cards_text(e['card'])}: {words}."


def _describe_token(state, e, name):
    what = {"exit": "the Exit", "gem": "Baldrick's Gem", "monster": "a monster",
            "treasure": "a treasure", "trap": "a trap", "scroll": "a scroll",
            "fountain": "a healing fountain"}[e["kind"]]
    verb = "uncovers" if e["revealed"] else "steps onto"
    return f"{name} {verb} {what} at {board.label(e['cell'])}."


def _describe_steal(state, e, name):
    holder = state.players[e["holder"]]["name"]
    if e["success"]:
        outcome = "takes the Gem"
    elif e["holder_roll"] > e["thief_roll"]:
        outcome = "fails and loses 1 HP"
    else:
        outcome = "ties: nothing happens"
    return f"{name} tries to steal the Gem from {holder} ({e['thief_roll']} vs {e['holder_roll']}): {outcome}."


def _describe_floor_end(state, e, name):
    if e["everyone_out"]:
        return f"Floor {e['floor']} ends: everyone got out, nobody loses gold."
    lost = ", ".join(f"{state.players[s]['name']} loses {g} gold" for s, g in e["losses"])
    return f"Floor {e['floor']} collapses! Still inside: {lost}."


def _describe_gem_passed(state, e, name):
    to = state.players[e["to"]]["name"]
    ties = " after a tie roll" if e["rolls"] else ""
    return f"{name} drops Baldrick's Gem; {to}, the poorest, picks it up{ties}."


def _describe_game_over(state, e, name):
    names = " and ".join(state.players[s]["name"] for s in e["winners"])
    return f"The game is over. {'Winners' if len(e['winners']) > 1 else 'Winner'}: {names}."


_DESCRIBE = {
    "floor_start": lambda s, e, n: (f"Floor {e['floor']} (depth {e['depth']}): {n} places "
                                    f"{e['tokens']} rubble tokens face down."),
    "token_placed": lambda s, e, n: f"{n} places a rubble token at {board.label(e['cell'])}.",
    "tokens_placed": lambda s, e, n: f"{n} places the other rubble tokens at random.",
    "pawn_placed": lambda s, e, n: f"{n} rolls {board.label(e['cell'])} and starts there.",
    "skills_kept": lambda s, e, n: f"{n} keeps three skills.",
    "skills_revealed": lambda s, e, n: "Everyone has chosen their skills.",
    "turn": lambda s, e, n: f"Round {e['round']}: {n}'s turn.",
    "doom": lambda s, e, n: f"The Impending Doom advances to {e['round']}.",
    "step": lambda s, e, n: (f"{n} moves to {board.label(e['to'])}"
                             + (f" for {e['cost']} gold." if e["cost"] else ".")),
    "end_move": lambda s, e, n: f"{n} ends the move.",
    "token": _describe_token,
    "exit_found": lambda s, e, n: f"{n} finds the Exit: +{e['gold']} gold.",
    "exited": lambda s, e, n: f"{n} leaves the floor" + (
        f", first out: +{e['gold']} gold and First to Land." if e["first"] else "."),
    "gem_found": lambda s, e, n: f"{n} takes Baldrick's Gem!",
    "gem_passed": _describe_gem_passed,
    "gem_dropped": lambda s, e, n: f"{n} drops Baldrick's Gem; it will be hidden again next floor.",
    "treasure": lambda s, e, n: f"{n} finds {_cards_text(e['card'])}: +{e['gold']} gold.",
    "scroll_drawn": lambda s, e, n: f"{n} draws a scroll card.",
    "scroll_deck_empty": lambda s, e, n: "The scroll deck and its discard pile are empty.",
    "fountain": lambda s, e, n: f"{n} drinks from a healing fountain: HP back to {e['hp']}.",
    "trap": _describe_trap,
    "monster": lambda s, e, n: f"{n} faces a {_cards_text(e['card'])}!",
    "no_monster": lambda s, e, n: "No monster card is left to draw.",
    "combat_roll": _describe_roll,
    "monster_hit": lambda s, e, n: f"The monster has {e['damage']} damage.",
    "monster_treasure": lambda s, e, n: f"The monster now carries {e['gold']} gold.",
    "hp": lambda s, e, n: f"{n} is at {e['hp']} HP.",
    "poison": lambda s, e, n: f"{n}'s poison is at {e['poison']}.",
    "gold": lambda s, e, n: f"{n} {'gains' if e['amount'] >= 0 else 'loses'} {abs(e['amount'])} gold.",
    "monster_defeated": lambda s, e, n: f"{n} knocks out the {_cards_text(e['card'])}: +{e['gold']} gold.",
    "monster_fled": lambda s, e, n: f"The {_cards_text(e['card'])} runs away: no gold.",
    "ran_away": lambda s, e, n: f"{n} runs from the {_cards_text(e['card'])}, paying {e['cost']} gold.",
    "knocked_out": lambda s, e, n: f"{n} is knocked out and loses {e['lost']} gold.",
    "reentered": lambda s, e, n: f"{n} comes back at {board.label(e['cell'])}.",
    "steal": _describe_steal,
    "scroll_played": lambda s, e, n: f"{n} plays {_cards_text(e['card'])}.",
    "scroll_lost": lambda s, e, n: f"{n} loses the scroll {_cards_text(e['card'])}.",
    "scroll_discarded": lambda s, e, n: f"{n} discards {_cards_text(e['card'])}.",
    "discard_down": lambda s, e, n: "Both scroll piles are empty: everyone discards down to two.",
    "free_steps": lambda s, e, n: f"{n} has {e['free_steps']} free steps left.",
    "combat_bonus": lambda s, e, n: f"{n}'s next combat roll gets +{e['bonus']}.",
    "teleport": lambda s, e, n: f"{n} is whisked to {board.label(e['cell'])}.",
    "peek": lambda s, e, n: f"{n} secretly looks at the token at {board.label(e['cell'])}.",
    "steal_bonus": lambda s, e, n: f"{n} gets +{e['bonus']} to steal this turn.",
    "ward": lambda s, e, n: f"{n} is warded against the next trap.",
    "reshuffled": lambda s, e, n: f"The {e['deck']} discard pile is shuffled into a new deck.",
    "monsters_added": lambda s, e, n: f"Level {e['level']} monsters join the monster deck.",
    "token_roll": lambda s, e, n: (f"The {e['kind']} token is rolled to {board.label(e['rolled'])}"
                                   + (", which is taken." if e.get("taken") else ".")),
    "token_moved": lambda s, e, n: f"{n} puts the {e['kind']} token at {board.label(e['cell'])}.",
    "floor_end": _describe_floor_end,
    "game_over": _describe_game_over,
}


# ---------------------------------------------------------------------------- invariants

def _all_cards(state: State) -> list[str]:
    cards = [c for pile in state.piles.values() for c in pile]
    for hands in (state.scrolls, state.skills, state.offers):
        cards += [c for hand in hands for c in hand]
    if state.combat is not None:
        cards.append(state.combat["monster"])
    return cards


def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound): gold conserved (supply + players
    + gold on the monster = 60), no two pawns on a space (except the active pawn passing
    through during its move), all 18 tokens accounted for, HP 1-6 with poison below HP,
    every card in exactly one place, the phase's bookkeeping consistent."""
    problems = []
    if state.phase not in PHASES:
        return [f"unknown phase {state.phase!r}"]
    on_monster = state.combat["gold"] if state.combat else 0
    if state.supply + sum(state.gold) + on_monster != GOLD_TOKENS or min(state.gold + [state.supply]) < 0:
        problems.append(f"gold not conserved: supply {state.supply}, players {state.gold}")
    problems += _pawn_problems(state) + _token_problems(state)
    for s in range(state.n):
        if not (1 <= state.hp[s] <= MAX_HP and 0 <= state.poison[s] < state.hp[s]):
            problems.append(f"seat {s}: HP {state.hp[s]}, poison {state.poison[s]}")
    cards = _all_cards(state)
    c = content()
    expected = len(c.monsters) + len(c.treasures) + len(c.scrolls) + len(c.traps) + len(c.skills)
    if len(cards) != expected or len(set(cards)) != expected:
        problems.append(f"{len(cards)} cards accounted for ({len(set(cards))} distinct), expected {expected}")
    if (state.combat is not None) != (state.phase == "combat") and state.phase != "discard":
        problems.append("combat without the combat phase (or the reverse)")
    if (state.relocating is not None) != (state.phase == "relocate") and state.phase != "discard":
        problems.append("relocation choice without the relocate phase (or the reverse)")
    return problems


def _pawn_problems(state: State) -> list[str]:
    problems = []
    cells = [tuple(c) for c in state.cells if c is not None]
    moving = state.phase in ("move", "combat", "discard")
    shared = len(cells) - len(set(cells))
    if shared and not (moving and shared == 1
                       and _pawn_at(state, state.cells[state.turn] or (0, 0), state.turn) is not None):
        problems.append(f"pawns share a space: {state.cells}")
    for s in range(state.n):
        if state.exited[s] and state.cells[s] is not None:
            problems.append(f"seat {s} exited but is on the board")
        if state.phase in ("move", "combat") and not state.exited[s] and state.cells[s] is None \
                and s not in state.reentry:
            problems.append(f"seat {s} is missing from the board")
    return problems


def _token_problems(state: State) -> list[str]:
    problems = []
    if set(state.tokens) != set(content().token_ids()):
        return [f"{len(state.tokens)} tokens instead of 18"]
    on_board = [tuple(t["cell"]) for t in state.tokens.values() if t["at"] == "board"]
    if len(on_board) != len(set(on_board)):
        problems.append("two rubble tokens on one space")
    for tid, t in state.tokens.items():
        if t["at"] not in TOKEN_PLACES or (t["at"] == "board") != (t["cell"] is not None):
            problems.append(f"token {tid} is nowhere ({t})")
    if sorted(state.resolved) != sorted(t for t, v in state.tokens.items() if v["at"] == "resolved"):
        problems.append("set-aside tokens do not match")
    if sorted(state.setup_hand) != sorted(t for t, v in state.tokens.items() if v["at"] == "setup"):
        problems.append("tokens being placed do not match")
    held = state.tokens["gem"]["at"] == "held"
    if held != (state.gem_holder is not None):
        problems.append("Gem holder and Gem token disagree")
    if state.tokens["exit"]["at"] not in ("board", "setup", "aside"):
        problems.append("the Exit was removed")
    return problems
