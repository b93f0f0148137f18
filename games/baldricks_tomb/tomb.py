"""Baldrick's Tomb's position: the rulebook's numbers, the ``State`` of a game, the small
operations every part of the rules shares (whose decision it is, scores, skill modifiers,
dice, gold to and from the supply, drawing from the decks) and the invariant checks a
sound state passes. Pure Python; ``games.baldricks_tomb.rules`` builds the turn on it and
re-exports the public names. Rulebook sections are named in each docstring.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.baldricks_tomb.content import TOKEN_COUNT, Content, load_content
from games.engine.i18n import _, counted
from games.engine.rulekit import StateBase


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


# ---------------------------------------------------------------------------- state

@dataclass
class State(StateBase):
    """A game of Baldrick's Tomb (all fields JSON-safe except ``rng``).

    Per seat lists: ``hp``, ``poison``, ``gold``, ``cells`` (``[red, blue]`` or ``None``
    when off the board), ``exited``, ``scrolls`` (hidden), ``skills``, ``offers`` (skills
    dealt for the private choice), ``wards``, ``known`` (token ids peeked at, private).
    ``tokens``: token id -> ``{"at": place, "cell": [r, b] | None, "up": bool}`` where
    place is one of ``TOKEN_PLACES``. ``piles``: deck name -> card ids (top = last).
    ``combat``: ``{"monster", "damage", "gold", "bonus"}`` or ``None``. ``relocating``:
    ``{"token", "rolled", "options"}`` while the active seat chooses an adjacent space.
    ``scroll_decks``: scroll card id -> which scroll deck it last went into, for the cards
    that went into a deck made by shuffling the discard pile ("Scroll Cards"): 1 for the
    first such deck, 2 for the next, ...; a card not listed is from the deck of the game
    setup. Public (everyone saw the discard pile shuffled); ``determinize`` reads it to
    know which cards a hand drawn since a reshuffle can hold. Written by ``to_dict``
    only once not empty, so positions saved before the field existed read the same.

    Saving, loading and copying come from ``rulekit.StateBase`` (``to_dict``,
    ``from_dict``, ``clone``): ``from_dict`` refuses a damaged position with one
    ``ValueError`` naming every problem, from ``shape_problems`` (each field on its own)
    and then ``position_problems`` (the rules linking fields).
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
    scroll_decks: dict = field(default_factory=dict)

    FIELDS = ("players", "options", "seed", "phase", "floor", "doom", "ftl", "next_ftl",
              "turn", "supply", "hp", "poison", "gold", "cells", "exited", "reentry",
              "to_roll", "tokens", "setup_hand", "resolved", "gem_holder", "piles",
              "scrolls", "skills", "offers", "wards", "known", "free_steps", "stole",
              "steal_bonus", "combat", "relocating", "discard_return", "discard_pending")
    # Fields ``to_dict`` writes only when they differ from their empty default.
    OPTIONAL_FIELDS = ("scroll_decks",)

    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """What is wrong with the raw position ``d`` (a dict) field by field, for
        ``StateBase.from_dict``: fields missing or unknown (the kit's check), else each
        field's kind and range (``position.field_problems``). Empty when sound."""
        from games.baldricks_tomb.position import field_problems
        return super().shape_problems(d) or field_problems(d)

    def position_problems(self) -> list[str]:
        """The rules linking the fields of this state (``invariant_problems``), for
        ``StateBase.from_dict``. Empty when sound."""
        return invariant_problems(self)

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


# ---------------------------------------------------------------------------- queries

def gold_text(n: int) -> str:
    """``n`` gold in the language shown: ``"1 gold"``, ``"5 gold"`` (Polish: 1 złoto,
    2 złota, 5 złota)."""
    return counted(n, "{n} gold", "{n} gold")


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


def skill_shares(state: State, seat: int, handler: str, used: int | None = None) -> list[list]:
    """Which of ``seat``'s kept skills changed a number through ``handler`` and by how
    much: ``[[skill id, amount], ...]`` in the order the skills are kept, for the game log
    ("Skill Cards"). ``used``: how much of ``skill_total`` the rules could apply (a trap
    cannot take off more damage than it deals, a step never costs less than 1 gold); the
    skills are credited in order until it is spent and those left with nothing are left
    out. ``None``: all of it. Empty when no skill changed the number."""
    skills = content().skills
    left = skill_total(state, seat, handler) if used is None else used
    shares = []
    for sid in state.skills[seat]:
        amount = sum(e.amount for e in skills[sid].effects if e.handler == handler)
        amount = min(amount, left)
        if amount > 0:
            shares.append([sid, amount])
            left -= amount
    return shares


def step_cost(state: State, seat: int) -> int:
    """Gold for one extra step: 2, less the Pathfinder-style skills, at least 1."""
    return max(1, STEP_COST - skill_total(state, seat, "step_discount"))


def run_cost(state: State) -> int:
    """Gold the active seat pays to run from the current monster: its level, less skills."""
    return max(0, run_price(state) - skill_total(state, state.turn, "run_discount"))


def run_price(state: State) -> int:
    """What running from the current monster costs before skills: its level ("Monster
    Cards and Combat")."""
    return content().monsters[state.combat["monster"]].level


def _board_tokens(state: State) -> dict[tuple[int, int], str]:
    """Space -> id of the token on it, in the tokens' fixed order (``token_ids``), never
    the order of the state's dict, so that equal states behave alike."""
    tokens = state.tokens
    return {tuple(tokens[tid]["cell"]): tid for tid in content().token_ids()
            if tokens[tid]["at"] == "board"}


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


# ---------------------------------------------------------------------------- gold

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
    if deck == "scroll":
        number = max(state.scroll_decks.values(), default=0) + 1
        state.scroll_decks.update((card, number) for card in pile)
    return [{"type": "reshuffled", "deck": deck, "cards": len(pile), "barrier": True}]


def _draw_scrolls(state: State, seat: int, count: int, skill: str | None = None) -> list[dict]:
    """``seat`` draws ``count`` scroll cards (fewer when both piles run out). ``skill``:
    the kept skill that gave these draws, named on each ``scroll_drawn`` event. Each
    ``scroll_drawn`` event names its ``card``, which only ``shown_to`` (the drawer) may
    read."""
    events = []
    for _i in range(count):
        card, evs = _draw(state, "scroll")
        events += evs
        if card is None:
            events.append({"type": "scroll_deck_empty", "seat": seat})
            break
        state.scrolls[seat].append(card)
        drawn = {"type": "scroll_drawn", "seat": seat, "card": card, "shown_to": [seat],
                 "barrier": True}
        if skill is not None:
            drawn["skill_shares"] = [[skill, 1]]
        events.append(drawn)
    return events


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
    every card in exactly one place, the scroll deck made by one shuffle (``scroll_decks``),
    the phase's bookkeeping consistent (``_phase_problems``).
    Assumes every field has the right kind (``position.field_problems``)."""
    problems = []
    if state.phase not in PHASES:
        return [_("unknown phase {phase}").format(phase=repr(state.phase))]
    on_monster = state.combat["gold"] if state.combat else 0
    if state.supply + sum(state.gold) + on_monster != GOLD_TOKENS or min(state.gold + [state.supply]) < 0:
        problems.append(_("gold not conserved: supply {supply}, players {gold}")
                        .format(supply=state.supply, gold=state.gold))
    problems += _pawn_problems(state) + _token_problems(state)
    for s in range(state.n):
        if not (1 <= state.hp[s] <= MAX_HP and 0 <= state.poison[s] < state.hp[s]):
            problems.append(_("seat {seat}: HP {hp}, poison {poison}")
                            .format(seat=s, hp=state.hp[s], poison=state.poison[s]))
    cards = _all_cards(state)
    c = content()
    expected = len(c.monsters) + len(c.treasures) + len(c.scrolls) + len(c.traps) + len(c.skills)
    if len(cards) != expected or len(set(cards)) != expected:
        problems.append(_("{found} cards accounted for ({distinct} distinct), expected {expected}")
                        .format(found=len(cards), distinct=len(set(cards)), expected=expected))
    if (state.combat is not None) != (state.phase == "combat") and state.phase != "discard":
        problems.append(_("combat without the combat phase (or the reverse)"))
    if (state.relocating is not None) != (state.phase == "relocate") and state.phase != "discard":
        problems.append(_("relocation choice without the relocate phase (or the reverse)"))
    if len({state.scroll_decks.get(card, 0) for card in state.piles["scroll"]}) > 1:
        problems.append(_("the scroll deck mixes cards of two shuffles"))
    return problems + _phase_problems(state) + _seat_problems(state)


def _phase_problems(state: State) -> list[str]:
    """The bookkeeping each phase owns: offers only while skills are chosen, tokens in
    hand only while they are placed, pawns to roll only while they are rolled, a
    discard with somewhere to return to, the game over only after the last floor."""
    phase, problems = state.phase, []
    choosing = [bool(o) for o in state.offers]
    if phase == "skills":
        if not any(choosing):
            problems.append(_("choosing skills, but nobody has skills to choose from"))
        for s in range(state.n):
            if (len(state.offers[s]), len(state.skills[s])) not in ((SKILLS_DEALT_CUSTOM, 0), (0, SKILLS_KEPT)):
                problems.append(_("seat {seat} holds {skills} skills and {offers} to choose from")
                                .format(seat=s, skills=len(state.skills[s]),
                                        offers=len(state.offers[s])))
    elif any(choosing) or any(len(k) > SKILLS_KEPT for k in state.skills):
        problems.append(_("skills to choose from outside the choice, or more than three kept"))
    if bool(state.setup_hand) != (phase == "place_tokens"):
        problems.append(_("rubble tokens to place outside the floor setup (or none during it)"))
    if bool(state.to_roll) != (phase == "place_pawns"):
        problems.append(_("pawns to roll outside the floor setup (or none during it)"))
    if phase in ("skills", "place_tokens", "place_pawns") and state.turn != state.ftl:
        problems.append(_("the floor is set up by the First to Land seat"))
    if phase in ("skills", "place_tokens") and any(c is not None for c in state.cells):
        problems.append(_("pawns on the board before they are rolled"))
    if phase == "place_pawns" and any((state.cells[s] is None) != (s in state.to_roll)
                                      for s in range(state.n)):
        problems.append(_("the pawns still to roll should be exactly those off the board"))
    if (state.discard_return is not None) != (phase == "discard"):
        problems.append(_("a discard with nowhere to return to (or the reverse)"))
    if phase == "discard" and not any(len(h) > 2 for h in state.scrolls):
        problems.append(_("discarding down to two, but nobody holds more than two scrolls"))
    if state.resolved and phase not in ("move", "combat", "relocate", "discard"):
        problems.append(_("resolved tokens left over after a turn"))
    if state.reentry and phase not in ("relocate", "discard"):
        problems.append(_("knocked-out pawns still waiting to come back"))
    if phase == "relocate" and state.relocating["token"] != (state.resolved or [None])[0]:
        problems.append(_("the token being relocated is not the next resolved one"))
    if phase == "over" and state.floor != len(state.path):
        problems.append(_("the game ended before the last floor"))
    return problems


def _seat_problems(state: State) -> list[str]:
    """The active seat can act (moving or fighting it is on the board and has not left;
    it may have left when it places the tokens it resolved before exiting), knocked-out
    pawns are off the board, First to Land for the next floor went to someone who got
    out."""
    problems = []
    turn = state.turn
    if state.phase in ("move", "combat") and state.exited[turn]:
        problems.append(_("the active seat {seat} has already left the floor").format(seat=turn))
    if state.phase in ("move", "combat") and state.cells[turn] is None:
        problems.append(_("the active seat {seat} has no pawn on the board").format(seat=turn))
    for s in state.reentry:
        if state.cells[s] is not None or state.exited[s]:
            problems.append(_("seat {seat} waits to come back but is not off the board").format(seat=s))
    if (state.next_ftl is None) == any(state.exited) or \
            (state.next_ftl is not None and not state.exited[state.next_ftl]):
        problems.append(_("next floor's First to Land should be the first seat out"))
    return problems


def _pawn_problems(state: State) -> list[str]:
    problems = []
    cells = [tuple(c) for c in state.cells if c is not None]
    moving = state.phase in ("move", "combat", "discard")
    shared = len(cells) - len(set(cells))
    if shared and not (moving and shared == 1
                       and _pawn_at(state, state.cells[state.turn] or (0, 0), state.turn) is not None):
        problems.append(_("pawns share a space: {cells}").format(cells=state.cells))
    for s in range(state.n):
        if state.exited[s] and state.cells[s] is not None:
            problems.append(_("seat {seat} exited but is on the board").format(seat=s))
        if state.phase in ("move", "combat") and not state.exited[s] and state.cells[s] is None \
                and s not in state.reentry:
            problems.append(_("seat {seat} is missing from the board").format(seat=s))
    return problems


# Where each token may be: the Exit and the Gem have places of their own.
_PLACES_OF = {"exit": ("board", "setup", "aside"),
              "gem": ("board", "setup", "aside", "track", "held")}
_ORDINARY_PLACES = ("pool", "setup", "board", "resolved")


def _place_problems(state: State) -> list[str]:
    """Each token in a place it can be in now: the Exit set aside only before the first
    floor's setup, the Gem on the depth track only before its floor and set aside only
    in solo play (a knock-out drops it), face-down tokens in the pool and in hand,
    resolved tokens face up, peeked tokens on the board."""
    problems = []
    for tid, t in state.tokens.items():
        places = _PLACES_OF.get(tid, _ORDINARY_PLACES)
        if t["at"] not in places:
            problems.append(_("token {token} cannot be at {place}").format(token=tid, place=repr(t["at"])))
        if t["at"] in ("pool", "setup") and t["up"] or t["at"] == "resolved" and not t["up"]:
            face = (_("token {token} is face up at {place}") if t["up"]
                    else _("token {token} is face down at {place}"))
            problems.append(face.format(token=tid, place=repr(t["at"])))
    exit_at, gem_at = state.tokens["exit"]["at"], state.tokens["gem"]["at"]
    if (exit_at == "aside") != (state.phase == "skills"):
        problems.append(_("the Exit is set aside only before the first floor is laid out"))
    if gem_at == "track" and state.floor >= state.gem_floor:
        problems.append(_("the Gem is still on the depth track on its own floor"))
    if gem_at == "aside" and state.n > 1:
        problems.append(_("the Gem is set aside, but only a solo knock-out drops it"))
    board_ids = {tid for tid, t in state.tokens.items() if t["at"] == "board"}
    for s, known in enumerate(state.known):
        if not set(known) <= board_ids:
            problems.append(_("seat {seat} remembers a token that is not on the board").format(seat=s))
    return problems


def _token_problems(state: State) -> list[str]:
    problems = []
    if set(state.tokens) != set(content().token_ids()):
        return [_("{count} tokens instead of {total}").format(count=len(state.tokens), total=TOKEN_COUNT)]
    on_board = [tuple(t["cell"]) for t in state.tokens.values() if t["at"] == "board"]
    if len(on_board) != len(set(on_board)):
        problems.append(_("two rubble tokens on one space"))
    for tid, t in state.tokens.items():
        if t["at"] not in TOKEN_PLACES or (t["at"] == "board") != (t["cell"] is not None):
            problems.append(_("token {token} is nowhere ({where})").format(token=tid, where=t))
    if sorted(state.resolved) != sorted(t for t, v in state.tokens.items() if v["at"] == "resolved"):
        problems.append(_("set-aside tokens do not match"))
    if sorted(state.setup_hand) != sorted(t for t, v in state.tokens.items() if v["at"] == "setup"):
        problems.append(_("tokens being placed do not match"))
    held = state.tokens["gem"]["at"] == "held"
    if held != (state.gem_holder is not None):
        problems.append(_("Gem holder and Gem token disagree"))
    problems += _place_problems(state)
    return problems
