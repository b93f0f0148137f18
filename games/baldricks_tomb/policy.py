"""A quick playout policy for Baldrick's Tomb: a sensible legal action for the seat that
decides, chosen from what that seat can see, without looking ahead. For random-game
tests and the playouts of computer players. Pure Python; ``games.baldricks_tomb.rules``
builds ``playout_policy`` on ``choose``.

The plan, by phase:

* keeping skills, placing the floor's tokens ("place the rest at random"), rolling a
  pawn's starting space, choosing where a token goes: any legal choice;
* moving ("Gameplay"): play the scrolls that help now (gold, more scrolls, healing when
  hurt, a cure when poisoned, a ward, a steal bonus before stealing, extra steps when out
  of free steps with somewhere to go; never one that would change nothing); steal the
  Gem when healthy; take the face-up Exit once it is time: the turns left are just enough
  to walk there ("Gameplay": a floor lasts five rounds; "End of Floor": a pawn still in
  play loses half its gold), or nothing worth exploring is left from which the Exit
  stays within reach, or, standing on it with one more turn at most, nothing worth a
  detour is within this turn's free steps; otherwise walk with the free steps to the best token in sight (what it is
  worth, less a little per step: treasure, scrolls, the fountain when hurt, a monster
  when healthy, a face-down token, worth more in the last turn while the Exit is still
  face down, and not at all at 1 Health with gold to lose), never onto a trap it knows
  of, nor a monster while hurt (round them where it can), and pay gold for steps only in its last turn on
  the floor: to reach the Exit when that costs less than the collapse would, or, while
  the Exit is still face down, a face-down token when the steps cost less than that half
  of the gold shared among the face-down tokens; then end the move;
* in combat ("Monster Cards and Combat"): play attack and bonus scrolls (healing when
  hurt), then run when running costs less than the fight is expected to (its gold against
  the knock-out's cost, ``outlook.fight_worth``), else fight;
* discarding down to two ("Scroll Cards"): the least useful scroll first.
"""
from __future__ import annotations

import random

from games.baldricks_tomb import board
from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.exploring import _is_open_exit
from games.baldricks_tomb.outlook import (PER_STEP, distance, fight_worth, hidden_count,
                                          margin, seen_exit, steps_per_turn, targets, turns_ahead)
from games.baldricks_tomb.tomb import MAX_HP, State, content, step_cost

# How much a scroll's effect is worth holding on to, to discard the least useful first.
_KEEP = {"peek": 0, "teleport": 1, "steal_bonus": 2, "ward": 3, "cure_poison": 4,
         "extra_steps": 5, "draw_scroll": 6, "combat_bonus": 7, "heal": 8,
         "extra_attack": 9, "gain_gold": 10}


def choose(state: State, legal: list[dict], rng: random.Random) -> dict:
    """One of ``legal`` (the non-empty ``legal_actions(state)``) for the seat that
    decides, chosen quickly with ``rng`` from what that seat can see (see the module
    docstring for the plan); ``rules.playout_policy`` calls it."""
    if state.phase == "move":
        return _move(state, legal, rng)
    if state.phase == "combat":
        return _combat(state, legal, rng)
    if state.phase == "discard":
        low = min(_keep_value(a["card"]) for a in legal)
        return rng.choice([a for a in legal if _keep_value(a["card"]) == low])
    rest = {"type": "place_rest"}
    return rest if rest in legal else rng.choice(legal)


def _handlers(card: str) -> list[str]:
    return [e.handler for e in content().scrolls[card].effects]


def _keep_value(card: str) -> int:
    return max(_KEEP.get(h, 0) for h in _handlers(card))


def _hurt(state: State, seat: int) -> int:
    """How close ``seat`` is to a knock-out: HP left above the poison marker."""
    return margin(state, seat)


def _useful_scroll(state: State, legal: list[dict], wants: dict) -> dict | None:
    """The first scroll play in ``legal`` whose every effect is wanted now (``wants``:
    handler -> bool), else ``None``."""
    for action in legal:
        if action["type"] == "play_scroll" and "cell" not in action and \
                all(wants.get(h, False) for h in _handlers(action["card"])):
            return action
    return None


def _combat(state: State, legal: list[dict], rng: random.Random) -> dict:
    seat = state.turn
    healthy = _hurt(state, seat) > 2
    scroll = _useful_scroll(state, legal, {
        "extra_attack": True, "combat_bonus": state.combat["bonus"] == 0,
        "heal": not healthy and state.hp[seat] < MAX_HP,
        "cure_poison": state.poison[seat] >= 2, "gain_gold": True, "draw_scroll": True})
    if scroll is not None:
        return scroll
    if {"type": "run"} in legal:
        fight, run = fight_worth(state)
        if run > fight:
            return {"type": "run"}
    return {"type": "fight"}


def _leaving(state: State, seat: int, here, exit_cell, good) -> tuple[bool, dict]:
    """Whether it is time to walk to the Exit (the turns left are just enough to reach
    it, or nothing is left worth exploring within reach, or, standing on it with one more
    turn at most, nothing worth a detour within this turn's free steps), and the targets
    still worth exploring (those from which the Exit stays within reach of the turns to
    come)."""
    if exit_cell is None:
        return False, good
    steps, turns = turns_ahead(state, seat)
    per = steps_per_turn(state, seat)
    room = turns * per
    if distance(here, exit_cell) + 2 > room:
        return True, {}
    within = {c: v for c, v in good.items() if distance(c, exit_cell) + 1 <= room}
    if here == exit_cell and turns <= 1:        # one more turn at most: only a detour
        within = {c: v for c, v in within.items() if distance(here, c) <= steps}
    return not within, within


def _move(state: State, legal: list[dict], rng: random.Random) -> dict:
    seat = state.turn
    here = tuple(state.cells[seat])
    exit_cell = seen_exit(state, seat)
    good, bad = targets(state, seat)
    leaving, good = _leaving(state, seat, here, exit_cell, good)
    if leaving and {"type": "exit"} in legal:
        return {"type": "exit"}
    steal = {"type": "steal"} in legal
    if steal and _hurt(state, seat) > 2:
        bonus = _useful_scroll(state, legal, {"steal_bonus": state.steal_bonus == 0})
        return bonus or {"type": "steal"}
    if leaving:
        target = exit_cell
    else:
        rated = {c: v - PER_STEP * distance(here, c) for c, v in good.items() if c != here}
        top = max(rated.values(), default=None)
        best = sorted(c for c, v in rated.items() if v >= top - 1e-9) if rated else []
        target = rng.choice(best) if best else None     # by space, never by token id:
        # the choice depends only on what the seat sees
    scroll = _useful_scroll(state, legal, {
        "gain_gold": True, "draw_scroll": True,
        "heal": _hurt(state, seat) <= 3 and state.hp[seat] < MAX_HP,
        "cure_poison": state.poison[seat] >= 2, "ward": state.wards[seat] == 0,
        "extra_steps": state.free_steps == 0 and target is not None and target != here})
    if scroll is not None:
        return scroll
    steps = [a for a in legal if a["type"] == "step"]
    if target is not None and target != here and steps and \
            _may_walk(state, seat, here, target, leaving, good):
        closer = _toward(steps, here, target, bad, state.free_steps > 0)
        if closer:
            return rng.choice(closer)
    if {"type": "end_move"} in legal:
        return {"type": "end_move"}
    return rng.choice(steps or legal)


def _toward(steps: list[dict], here, target, bad: set, detour: bool) -> list[dict]:
    """The steps of ``steps`` that bring the pawn closer to ``target``, keeping off the
    ``bad`` spaces: straight on where a step does, else (``detour``: with free steps)
    along the shortest way round them (the board is small), else straight on across one
    (a step paid for in gold never goes round)."""
    def ok(cell) -> bool:
        return cell not in bad or cell == target
    closer = [a for a in steps if distance(a["cell"], target) < distance(here, target)]
    direct = [a for a in closer if ok(tuple(a["cell"]))]
    if direct or not detour:
        return direct or closer
    far = {tuple(target): 0}
    frontier = [tuple(target)]
    while frontier:
        later = []
        for cell in frontier:
            for nb in board.neighbours(cell):
                if nb not in far and (nb == here or ok(nb)):
                    far[nb] = far[cell] + 1
                    later.append(nb)
        frontier = later
    if here in far:
        return [a for a in steps if far.get(tuple(a["cell"]), far[here]) < far[here]
                and ok(tuple(a["cell"]))]
    return closer


def _may_walk(state: State, seat: int, here, target, leaving: bool, good) -> bool:
    """Free steps are always worth using; gold only in the last turn before the collapse,
    to reach the Exit when the steps cost less than the half of the gold the collapse
    would take, or a face-down token (one of which is the Exit) when the steps cost
    less than that half shared among the face-down tokens."""
    if state.free_steps > 0:
        return True
    _steps, turns = turns_ahead(state, seat)
    if turns > 0:
        return False
    price = distance(here, target) * step_cost(state, seat)
    if leaving:
        return _is_open_exit(state, target) and price <= state.gold[seat] // 2
    if seen_exit(state, seat) is not None or target not in good:
        return False
    return price * max(hidden_count(state, seat), 1) <= state.gold[seat] // 2
