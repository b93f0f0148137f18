"""Setting up Baldrick's Tomb and the life of a floor: the setup options, ``new_game``
("Game Setup", "Custom Characters", "Variants"), laying out a floor's rubble tokens
("Floor Setup") and ending a floor ("End of Floor", "End of Game"). Pure Python; the turn
that drives these is in ``games.baldricks_tomb.rules``.
"""
from __future__ import annotations

import random

from games.baldricks_tomb import board
from games.baldricks_tomb.tomb import (DECKS, FLOOR_TOKENS, MAX_HP, MAX_PLAYERS, MIN_PLAYERS,
                                       SKILLS_DEALT_CUSTOM, SKILLS_KEPT, SOLO_FLOOR_TOKENS,
                                       START_SCROLLS, State, _board_tokens, _lose, content,
                                       current_seat, scores, winners)
from games.engine.i18n import _, counted
from games.engine.protocol import IllegalAction, Option
from games.engine.rulekit import plain_copy


# ---------------------------------------------------------------------------- options

def setup_options() -> list[Option]:
    """Game-wide options: every variant of the rulebook ("Variants"). Solo Play needs no
    option: it applies whenever one player plays. Labels in the language shown when
    called."""
    off_on = ((False, _("Off")), (True, _("On")))
    floors = lambda n: counted(n, "{n} floor", "{n} floors")        # noqa: E731
    return [
        Option("floors", _("Game length"), ((4, floors(4)), (3, floors(3)), (5, floors(5)),
                                            (7, floors(7))), 4,
               _("3, 5 and 7 floors go down and then back up; the Gem waits deeper in longer "
                 "games.")),
        Option("collapse", _("Rounds"), (
            (0, _("{round} (solo: {solo})").format(round=5, solo=6)),
            (3, "3"), (4, "4"), (6, "6")), 0,
               _("Round Length variant: how many rounds a floor lasts before it collapses.")),
        Option("custom_characters", _("Custom characters"), off_on, False,
               _("Deal five skills to each player; each keeps three, chosen in secret.")),
        Option("persistent_poison", _("Persistent poison"), off_on, False,
               _("Poison markers are not reset at the end of a floor.")),
        Option("persistent_hp", _("Persistent HP"), off_on, False,
               _("HP markers are not reset at the end of a floor.")),
    ]


def player_options() -> list[Option]:
    """Per-seat option: which explorer (pawn and tableau) the seat plays (labels and the
    explorers' names in the language shown when called)."""
    chars = tuple((c.id, c.name) for c in content().characters)
    return [Option("character", _("Explorer"), (("auto", _("Any free one")),) + chars, "auto",
                   _("Each player chooses a character pawn (\"Game Setup\")."), unique=True)]


def _check_options(options: dict) -> dict:
    defaults = {o.key: o.default for o in setup_options()}
    allowed = {o.key: [v for v, _label in o.choices] for o in setup_options()}
    opts = dict(defaults)
    for key, value in options.items():
        if key not in allowed:
            raise ValueError(_("unknown option {key}").format(key=f"'{key}'"))
        if value not in allowed[key] or type(value) is not type(defaults[key]):
            raise ValueError(_("option {key} cannot be {value}").format(key=f"'{key}'", value=repr(value)))
        opts[key] = value
    return opts


def _seats(players: list[dict]) -> list[dict]:
    chars = content().characters
    by_id = {c.id: c for c in chars}
    wanted = [p.get("character", "auto") for p in players]
    for w in wanted:
        if w != "auto" and w not in by_id:
            raise ValueError(_("unknown explorer {explorer}").format(explorer=f"'{w}'"))
    taken = [w for w in wanted if w != "auto"]
    if len(set(taken)) != len(taken):
        raise ValueError(_("Two players chose the same explorer."))
    free = [c.id for c in chars if c.id not in taken]
    seats = []
    for p, w in zip(players, wanted):
        if not str(p.get("name", "")).strip():
            raise ValueError(_("every player needs a name"))
        seats.append({"name": str(p["name"]).strip(), "colour": p.get("colour", ""),
                      "character": w if w != "auto" else free.pop(0)})
    return seats


# ---------------------------------------------------------------------------- setup

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
        raise ValueError(_("Baldrick's Tomb is for {fewest} to {most} players").format(
            fewest=MIN_PLAYERS, most=MAX_PLAYERS))
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
                  piles=piles, scrolls=[[] for _i in range(n)], skills=[[] for _i in range(n)],
                  offers=[[] for _i in range(n)], wards=[0] * n, known=[[] for _i in range(n)])
    state.tokens = {tid: {"at": "pool", "cell": None, "up": False} for tid in c.token_ids()}
    state.tokens["exit"].update(at="aside", up=True)
    state.tokens["gem"].update(at="track", up=True)
    dealt = SKILLS_DEALT_CUSTOM if opts["custom_characters"] else SKILLS_KEPT
    for seat in range(n):
        hand = [piles["skill_box"].pop() for _i in range(dealt)]
        if opts["custom_characters"]:
            state.offers[seat] = hand
        else:
            state.skills[seat] = hand
        state.scrolls[seat] = [piles["scroll"].pop() for _i in range(START_SCROLLS)]
    state.ftl = state.turn = rng.randrange(n)
    if opts["custom_characters"]:
        state.phase = "skills"
    else:
        _setup_floor(state)
    return state


def _setup_floor(state: State) -> list[dict]:
    """"Floor Setup": the First to Land holder draws 10 tokens (9 solo), mixes in the Exit
    and, from the Gem's floor on while nobody holds it, Baldrick's Gem."""
    pool = [tid for tid in content().token_ids() if state.tokens[tid]["at"] == "pool"]   # fixed
    # order, never the dict's: two equal states must shuffle alike
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


def _keep_skills(state: State, action: dict) -> list[dict]:
    """"Custom Characters": the deciding seat keeps three of its five skills in secret
    (the ``skills_kept`` event names them for ``shown_to``, that seat, alone); the other
    two go back to the box. Once everyone has chosen, the skills are shown and the first
    floor is set up."""
    seat = current_seat(state)
    cards, offer = action["cards"], state.offers[seat]
    if len(set(cards)) != SKILLS_KEPT or len(cards) != SKILLS_KEPT or \
            any(c not in offer for c in cards):
        raise IllegalAction(_("Keep exactly three different skills from the five you were "
                              "dealt."))
    state.skills[seat] = [c for c in offer if c in cards]
    state.piles["skill_box"] += [c for c in offer if c not in cards]
    state.offers[seat] = []
    events = [{"type": "skills_kept", "seat": seat, "cards": list(state.skills[seat]),
               "shown_to": [seat]}]
    if not any(state.offers):
        events.append({"type": "skills_revealed", "skills": plain_copy(state.skills),
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
    cell = board.as_cell(action["cell"])
    if cell in _board_tokens(state):         # the most specific reason first
        raise IllegalAction(_("That space already has a token."))
    if cell not in placeable_cells(state):
        raise IllegalAction(_("Leave at least one open space between rubble tokens."))
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


# ---------------------------------------------------------------------------- end of floor

def _end_floor(state: State) -> list[dict]:
    """"End of Floor" (and "End of Game" after the last floor). The ``floor_end`` event
    says, per seat, whether it got out (``exited``), its gold before (``had``) and after
    (``gold``) the halving and what each seat still inside lost (``losses``:
    ``[seat, gold]`` pairs); ``floors`` is the game's number of floors."""
    everyone_out = all(state.exited)
    had = list(state.gold)
    losses = []
    for seat in range(state.n):
        if not state.exited[seat]:
            losses.append([seat, _lose(state, seat, state.gold[seat] // 2)])
    events = [{"type": "floor_end", "floor": state.floor, "floors": len(state.path),
               "everyone_out": everyone_out, "losses": losses, "exited": list(state.exited),
               "had": had, "gold": list(state.gold), "gem_holder": state.gem_holder}]
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
    state.wards, state.known = [0] * n, [[] for _i in range(n)]
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
