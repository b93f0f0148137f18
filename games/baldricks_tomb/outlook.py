"""How a Baldrick's Tomb position looks for each seat, for computer players: the turns and
steps a seat has left on the floor, its chance of getting out by the Exit before the
floor collapses, the odds of the fight under way, and ``evaluate`` (each seat's chance to
win, as a search judges a position it stops short of the end). Pure Python, no pygame,
deterministic; ``policy.py`` plans with the same numbers and ``rules`` re-exports
``evaluate``, ``EVALUATE_AFTER``, ``TREE_DEPTH``, ``POLICY_MARGIN``, ``futile`` and
``forget``.

Everything here reads only what the table sees (gold, HP, poison, the board's face-up
tokens, the face-up Exit, the round) and what a seat knows of its own (its scrolls, the
tokens it peeked at), so a search that judges a determinized world judges what the seat
could judge. The numbers come from the rulebook ("End of Floor": a pawn still in play
loses half its gold, rounded down; "Getting Knocked Out": half its gold and the Gem) and
from games of the playout policy (how much gold a turn brings, how far scores drift apart
over a floor).
"""
from __future__ import annotations

import functools
import math

from games.baldricks_tomb.cards import scroll_changes_nothing
from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.tomb import (DIE, FREE_STEPS, GEM_VALUE, MAX_HP, SOLO_FREE_STEPS,
                                       State, content, run_cost, scores, skill_total,
                                       step_cost, winners)

# How many playout actions a computer player's search plays before ``evaluate`` judges
# the position (issue 11): about the rest of a turn, so a playout sees what its first
# moves lead to (a token resolved, a fight fought, the Exit taken) and the judgement the
# rest (gold at stake, knock-out risk, rounds left); longer playouts only add the dice's
# noise to what the judgement already counts.
EVALUATE_AFTER = 8
# The search's tree holds only the choices at hand, each followed by the playout policy
# for every seat: the moves of a walk differ by little against the noise of the dice, so
# a deeper tree played its own later moves almost at random, judged a step by the bad
# replies it tried and ended its moves early to leave the random walking to the other
# seat (the playtest's Hard passed turns beside rubble).
TREE_DEPTH = 1
# A computer keeps the playout policy's move unless its search finds one better by more
# than this many standard errors: most steps of a walk are judged alike (the same gold by
# the end of the turn whichever way round), and on noise alone a search paced back and
# forth, or walked past the treasure next to it.
POLICY_MARGIN = 2.0

TURN_GAIN = 1.7          # what a turn still to come is worth: what its start offers on
# average (``turn_chance`` at a turn's start in policy games: 1.69; the gold a turn
# brings: 1.95), so that nothing jumps when a turn begins
REACH_SHARE = 1.0        # the share of the best token in reach the turn under way counts
FIRST_TURN = 1.0         # a floor's first turn (nothing face up yet: what it offers on average)
SCROLL_WORTH = 0.8       # a scroll in hand, in gold (the gold scroll pays 2, most do less;
# what the policy's plays bring: 0.9 on average)
WARD_WORTH = 0.4         # a ward against the next trap this floor (a trap costs 1-3)
FLOOR_SPREAD = 9.0       # the spread (standard deviation) of two seats' gold difference
# over a floor still to play (policy games)
WIDE_SPREAD = 20.0       # gold lead on a wide scale, so a seat far ahead or behind still
_SHARE = 0.25            # plays for gold (that share of the reward)
SOLO_SCALE = 20.0        # solo: gold W judged W / (W + SOLO_SCALE)
UNSEEN_FIND = 2.8        # turns x this / (face-down tokens + 2), at most UNSEEN_MOST: the
UNSEEN_MOST = 0.9        # chance the Exit, still face down, is found and taken in time
# (policy games: 0.7 with one turn and 2 face-down tokens, 0.62 with two turns and 7)
# How likely a seat with this much Health above its poison marker is knocked out in one
# of its turns (monsters and traps); 4 and more: the last entry. Policy games see about
# half of these (0.046, 0.02, 0.007, 0.005) by playing safe when hurt, which costs gold
# in turn.
HAZARD = (0.0, 0.12, 0.05, 0.02, 0.008)
UNKNOWN_DISTANCE = 5     # steps to the Exit from a pawn waiting to come back (random space)
_SETUP = ("skills", "place_tokens", "place_pawns")


def steps_per_turn(state: State, seat: int) -> int:
    """Free steps ``seat`` gets each turn ("Gameplay": 4, 5 solo, plus skills)."""
    return (SOLO_FREE_STEPS if state.solo else FREE_STEPS) + skill_total(state, seat, "extra_steps")


def margin(state: State, seat: int) -> int:
    """How far ``seat`` is from a knock-out: Health above the poison marker ("Poison")."""
    return state.hp[seat] - state.poison[seat]


def turns_ahead(state: State, seat: int) -> tuple[int, int]:
    """``(steps, turns)``: the free steps ``seat`` still has in the turn under way (0
    unless it is moving or fighting now) and how many more turns it will start on this
    floor before the collapse ("Gameplay": a round passes each time the First to Land
    seat's turn comes round; the floor ends after the last round). ``(0, 0)`` for a seat
    that left the floor or once the game is over; during a floor's setup, the whole
    floor."""
    if state.phase == "over" or state.exited[seat]:
        return 0, 0
    phase = state.discard_return if state.phase == "discard" else state.phase
    if phase in _SETUP:
        return 0, state.rounds
    later = state.rounds - state.doom
    if seat == state.turn:
        return (state.free_steps if phase in ("move", "combat") else 0), later
    n = state.n
    still = (seat - state.ftl) % n > (state.turn - state.ftl) % n
    return 0, later + (1 if still else 0)


def acting(state: State, seat: int) -> bool:
    """Whether ``seat`` is the active seat and may still move or take the Exit now."""
    phase = state.discard_return if state.phase == "discard" else state.phase
    return seat == state.turn and phase in ("move", "combat") and not state.exited[seat]


def seen_exit(state: State, seat: int) -> tuple[int, int] | None:
    """The Exit's space as ``seat`` knows it: face up on the board, or face down where it
    peeked ("The Exit"); ``None`` while it does not know."""
    token = state.tokens["exit"]
    if token["at"] != "board" or not (token["up"] or "exit" in state.known[seat]):
        return None
    return tuple(token["cell"])


def distance(a, b) -> int:
    """Orthogonal steps between spaces ``a`` and ``b``."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def hidden_count(state: State, seat: int) -> int:
    """Face-down tokens on the board that ``seat`` has not peeked at, and those still to
    be placed at a floor's setup: where an Exit it has not seen yet may lie."""
    return len(state.setup_hand) + sum(
        1 for tid, t in state.tokens.items()
        if t["at"] == "board" and not t["up"] and tid not in state.known[seat])


def out_chance(state: State, seat: int) -> tuple[float, int]:
    """``(chance, gold)``: how likely ``seat`` leaves by the Exit before this floor
    collapses, and the gold it would pay for extra steps to do it ("Gameplay": 2 a step
    once the free steps are spent). 1 for a seat already out."""
    if state.phase == "over" or state.exited[seat]:
        return 1.0, 0
    steps, turns = turns_ahead(state, seat)
    now = acting(state, seat)
    per = steps_per_turn(state, seat)
    exit_cell = seen_exit(state, seat)
    if exit_cell is None:                # the turn under way counts whole: its steps find
        own = turns + (1 if now else 0)   # the Exit by what they uncover, not by their count
        return min(UNSEEN_MOST, own * UNSEEN_FIND / (hidden_count(state, seat) + 2)), 0
    cell = state.cells[seat]
    far = UNKNOWN_DISTANCE if cell is None else distance(cell, exit_cell)
    if far == 0 and now:
        return 1.0, 0
    if far <= steps and now:
        return 0.98, 0
    if turns == 0 and not now:
        return 0.0, 0
    reach = (steps if now else 0) + turns * per
    if far <= reach:                     # policy games: 0.99 and more
        return 0.97, 0
    short = far - reach
    price = short * step_cost(state, seat)
    if price <= state.gold[seat] // 2:
        return 0.85, price
    return 0.02, 0


# What a token the seat sees is worth walking to, in gold (treasure cards average a
# little over 2; a face-down token is a mix of monsters, treasure, traps and scrolls; a
# monster is worth its fight when healthy; the fountain by the Health it gives back).
TOKEN_WORTH = {"treasure": 2.3, "gem": 5.0, "scroll": 1.2, "monster": 0.8, "fountain": 0.4}
FACE_DOWN_WORTH = 1.0
PER_STEP = 0.35          # how much a step further makes a target worth less (the policy)


def targets(state: State, seat: int, hunting: bool = True
            ) -> tuple[dict[tuple[int, int], float], set[tuple[int, int]]]:
    """The spaces worth walking to for ``seat`` (-> what the token there is worth, in
    gold) and the spaces to keep off, from what ``seat`` sees: face-down tokens it has not
    found bad (``hunting``: worth more in its last turn while the Exit is still unseen,
    one of them being the Exit; none at 1 Health with 4 gold or more to lose), and face-up
    (or peeked) tokens that help it: treasure, scrolls, the Gem, a monster while healthy,
    the fountain while hurt. Known traps, and monsters while hurt, are to keep off."""
    good, bad = {}, set()
    left = margin(state, seat)
    healthy = left > 3
    hurt = state.hp[seat] < MAX_HP or state.poison[seat] > 0
    wary = left <= 1 and state.gold[seat] >= 4          # a knock-out costs too much
    hunt = 0.0
    if hunting and seen_exit(state, seat) is None:
        _steps, turns = turns_ahead(state, seat)
        if turns <= 1:
            hunt = state.gold[seat] / 2 / max(hidden_count(state, seat), 1)
    for tid, t in state.tokens.items():
        if t["at"] != "board":
            continue
        cell = tuple(t["cell"])
        if not t["up"] and tid not in state.known[seat]:
            if not wary or hunt:
                good[cell] = FACE_DOWN_WORTH + hunt
            continue
        if tid == "exit":                # known: walked to only when it is time to leave
            continue
        kind = token_kind(tid)
        if kind in ("treasure", "scroll", "gem") or (kind == "fountain" and hurt) or \
                (kind == "monster" and healthy):
            good[cell] = TOKEN_WORTH[kind] * (MAX_HP - state.hp[seat] + 1 if kind == "fountain"
                                              else 1)
        else:
            bad.add(cell)
    return good, bad


def _reach(good: dict, cell, steps: int) -> float:
    """The best of ``good`` (space -> worth, ``targets``) within ``steps`` of ``cell``,
    times ``REACH_SHARE``; 0 when none is."""
    return REACH_SHARE * max((v for c, v in good.items() if 0 < distance(cell, c) <= steps),
                             default=0.0)


def turn_chance(state: State, seat: int) -> float:
    """What the rest of the turn under way may still bring ``seat``, in gold: the best
    token (``targets``) within its free steps, times ``REACH_SHARE``; 0 unless it is the
    active seat moving. (Counting the steps left instead would make every step look like
    a loss until a token is reached, and a search would end its moves early to leave the
    walking to the others.)"""
    if not acting(state, seat) or state.cells[seat] is None:
        return 0.0
    good, _bad = targets(state, seat, hunting=False)
    return _reach(good, tuple(state.cells[seat]), state.free_steps)


def turns_to_come(state: State, seat: int) -> float:
    """What the turns ``seat`` will still start on this floor may bring it, in gold:
    ``TURN_GAIN`` each (what a turn's start offers on average, ``turn_chance``), the
    floor's first one ``FIRST_TURN`` (nothing is face up yet). The same for every seat,
    waiting or moving, so that ending a move costs what the turn under way still offered
    and nothing else; and the same whether the Exit is seen or not (the walk out is part
    of every floor: finding the Exit is counted by ``out_chance``, never as a loss)."""
    _steps, turns = turns_ahead(state, seat)
    if turns <= 0 or not _good_left(state, seat):
        return 0.0
    first_of_floor = state.phase in _SETUP or (state.doom == 1 and not acting(state, seat)
                                                and turns == state.rounds)
    first = FIRST_TURN if first_of_floor else TURN_GAIN
    return first + TURN_GAIN * (turns - 1)


def _good_left(state: State, seat: int) -> bool:
    """Whether anything on the board (or still to be placed on it) is worth walking to
    for ``seat``."""
    if state.setup_hand:
        return True
    for tid, t in state.tokens.items():
        if t["at"] != "board" or tid == "exit":
            continue
        if not t["up"] or token_kind(tid) in ("treasure", "scroll", "gem"):
            return True
    return False


@functools.lru_cache(maxsize=None)
def _odds(monster_id: str, modifier: int, hits: int, left: int) -> tuple[float, float, float]:
    """Fighting monster ``monster_id`` to the end with ``modifier`` on every roll, ``hits``
    player attacks still to land and ``left`` Health above the poison marker: ``(chance
    of knocking it out, chance of being knocked out, gold the TREASURE symbols add on
    a win)`` ("Monster Cards and Combat", "Combat Symbols"; a knock-out on both sides
    counts in both chances). A roll that changes neither side (TREASURE alone) is solved
    as the loop it is."""
    monster = content().monsters[monster_id]
    win = ko = treasure = 0.0
    loop = loop_gold = 0.0
    for roll in range(1, DIE + 1):
        symbols = monster.symbols(max(1, min(DIE, roll + modifier)))
        p = 1.0 / DIE
        if "run" in symbols:
            continue
        landed = symbols.count("player attack")
        taken = symbols.count("monster attack") + symbols.count("poison")
        gold = symbols.count("treasure")
        if not landed and not taken:
            loop += p
            loop_gold += p * gold
            continue
        h, k = hits - landed, left - taken
        if h <= 0:
            win += p
            treasure += p * gold
            ko += p if k <= 0 else 0.0
        elif k <= 0:
            ko += p
        else:
            w, o, t = _odds(monster_id, modifier, h, k)
            win, ko, treasure = win + p * w, ko + p * o, treasure + p * (gold * w + t)
    if loop >= 1.0:
        return 0.0, 0.0, 0.0
    scale = 1.0 / (1.0 - loop)
    win, ko = win * scale, ko * scale
    return win, ko, (treasure + loop_gold * win) * scale


def fight_odds(state: State) -> tuple[float, float, float]:
    """The odds of fighting the monster under way to the end, from the next roll (which
    gets the scrolls' one-shot bonus as well as the skills'): see ``_odds``."""
    combat, seat = state.combat, state.turn
    monster = content().monsters[combat["monster"]]
    skill = skill_total(state, seat, "combat_bonus")
    hits = monster.hp - combat["damage"]
    left = margin(state, seat)
    if combat["bonus"] == 0:
        return _odds(monster.id, skill, hits, left)
    win = ko = treasure = 0.0
    for roll in range(1, DIE + 1):
        symbols = monster.symbols(max(1, min(DIE, roll + skill + combat["bonus"])))
        if "run" in symbols:
            continue
        p = 1.0 / DIE
        h = hits - symbols.count("player attack")
        k = left - symbols.count("monster attack") - symbols.count("poison")
        gold = symbols.count("treasure")
        if h <= 0:
            win, treasure, ko = win + p, treasure + p * gold, ko + (p if k <= 0 else 0.0)
        elif k <= 0:
            ko += p
        else:
            w, o, t = _odds(monster.id, skill, h, k)
            win, ko, treasure = win + p * w, ko + p * o, treasure + p * (gold * w + t)
    return win, ko, treasure


def knockout_cost(state: State, seat: int, gold: float | None = None) -> float:
    """What a knock-out would cost ``seat`` in gold ("Getting Knocked Out"): half its gold
    (``gold`` if given, else what it holds), and the Gem if it holds it."""
    held = state.gold[seat] if gold is None else gold
    return held / 2 + (GEM_VALUE if state.gem_holder == seat else 0)


def fight_worth(state: State) -> tuple[float, float]:
    """``(fight, run)``: the gold the active seat can expect from fighting the monster
    under way to the end (its gold and the TREASURE on it on a win, less the knock-out's
    cost times its chance) and from running away (its price; ``-inf`` when it cannot
    pay) ("Monster Cards and Combat")."""
    seat, combat = state.turn, state.combat
    monster = content().monsters[combat["monster"]]
    win, ko, treasure = fight_odds(state)
    prize = monster.gold + skill_total(state, seat, "bounty") + combat["gold"]
    fight = win * prize + treasure - ko * knockout_cost(state, seat)
    price = run_cost(state)
    run = -float(price) if state.gold[seat] >= price else -math.inf
    return fight, run


def worth(state: State, seat: int) -> float:
    """The gold ``seat`` can count on by the end of this floor, as a quick judgement:
    its score (gold and the Gem), the gold its turns left may still bring (the turn under
    way: the best token within its free steps, ``turn_chance``; the turns to come,
    ``turns_to_come``), its scrolls
    (``SCROLL_WORTH`` each while a floor is left to use them in, less on the last),
    less what it stands to lose: half of it when the floor
    collapses with the pawn still in play (``out_chance``, "End of Floor"), half of it
    and the Gem on a knock-out (``HAZARD`` per turn by Health left; the fight under way
    judged exactly, ``fight_worth``, "Getting Knocked Out")."""
    score = float(scores(state)[seat])
    if state.phase == "over":
        return score
    gold = float(state.gold[seat])
    steps, turns = turns_ahead(state, seat)
    now = acting(state, seat)
    own = turns + (steps / steps_per_turn(state, seat) if now else 0.0)
    gain = turn_chance(state, seat) + turns_to_come(state, seat)
    chance, price = out_chance(state, seat)
    scrolls = SCROLL_WORTH * min(1.0, _floors_left(state)) * len(state.scrolls[seat]) + \
        WARD_WORTH * state.wards[seat]
    value = score + gain + scrolls - price * chance
    if state.combat is not None and seat == state.turn and state.phase in ("combat", "discard"):
        value += max(fight_worth(state))
    hazard = HAZARD[min(margin(state, seat), len(HAZARD) - 1)]
    ko = 1.0 - (1.0 - hazard) ** own if own > 0 else 0.0
    value -= ko * knockout_cost(state, seat, gold + gain)
    value -= (1.0 - chance) * (gold + gain) / 2
    return value


def _floors_left(state: State) -> float:
    """The floors still to play, this one counted by the share of its rounds left."""
    if state.phase == "over":
        return 0.0
    if state.phase in _SETUP:
        part = 1.0
    else:
        part = (state.rounds - state.doom + 1) / state.rounds
    return len(state.path) - state.floor + part


def _uncertainty(state: State) -> float:
    """The spread of two seats' final gold difference from here: ``FLOOR_SPREAD`` times
    the square root of the floors still to play (``_floors_left``)."""
    return FLOOR_SPREAD * math.sqrt(_floors_left(state)) + 1.0


def _against_others(values: list[float], spread: float) -> list[float]:
    """Each seat's mean chance to finish ahead of each other seat, its lead over it
    judged on a normal curve of ``spread`` (a logistic stand-in)."""
    n = len(values)
    slope = 1.7 / spread
    return [sum(1.0 / (1.0 + math.exp(-(values[s] - values[o]) * slope))
                for o in range(n) if o != s) / max(n - 1, 1) for s in range(n)]


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win as a computer player's search judges ``state`` (floats in
    [0, 1], one per seat): the gold each can count on (``worth``) compared with every
    other seat's on a normal curve as wide as the floors still to play
    (``_uncertainty``), blended (``_SHARE``) with the same comparison on a wide scale
    (``WIDE_SPREAD``), so that a seat far ahead or behind still plays for gold. A
    finished game is valued alike, its chance being the result (1 shared by the winners,
    0 for the others), so an end and a position are on one scale ("End of Game"). Solo,
    the gold alone: ``W / (W + SOLO_SCALE)``."""
    values = [worth(state, s) for s in range(state.n)]
    if state.n == 1:
        w = max(0.0, values[0])
        return [w / (w + SOLO_SCALE)]
    chance = _against_others(values, _uncertainty(state))
    lead = _against_others(values, WIDE_SPREAD)
    if state.phase == "over":
        won = winners(state)
        chance = [1.0 / len(won) if s in won else 0.0 for s in range(state.n)]
    return [(1 - _SHARE) * c + _SHARE * m for c, m in zip(chance, lead)]


def futile(state: State, action: dict) -> bool:
    """Whether ``action`` changes nothing for the seat taking it: a scroll that only heals
    at full Health or cures poison at 0 ("Scroll Cards"; the board warns a person about
    it, ``cards.wasted_scroll``). ``action`` is one of ``legal_actions(state)``."""
    if action.get("type") != "play_scroll":
        return False
    seat = state.turn
    return scroll_changes_nothing(action["card"], state.hp[seat], state.poison[seat])


def forget(world: State, seat: int, share: float, rng) -> State:
    """The easy level's inattention (``games.engine.bots``: a level that forgets): in a
    ``share`` (0 to 1) of the worlds it searches, and of the moves its policy makes,
    ``seat`` loses count of the rounds and takes the Impending Doom track for one round
    earlier than it is, as a newcomer does ("Gameplay": the floor collapses after round
    5, whether or not a player watched the track). Changes ``world`` (a determinized
    copy) in place and returns it; the legal actions stay the same (no rule of a turn
    reads the round)."""
    if world.doom > 1 and world.phase not in _SETUP and rng.random() < share:
        world.doom -= 1
    return world
