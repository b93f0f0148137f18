"""A quick playout policy for Baldrick's Tomb: a sensible legal action for the seat that
decides, chosen from what that seat can see, without looking ahead. For random-game
tests and the playouts of computer players. Pure Python; ``games.baldricks_tomb.rules``
builds ``playout_policy`` on ``choose``.

The plan, by phase:

* keeping skills, placing the floor's tokens ("place the rest at random"), rolling a
  pawn's starting space, choosing where a token goes: any legal choice;
* moving ("Gameplay"): play the scrolls that help now (gold, more scrolls, healing when
  hurt, a cure when poisoned, a ward, a steal bonus before stealing, extra steps when out
  of free steps with somewhere to go); steal the Gem when healthy; leave by the face-up
  Exit once it is time (the last two rounds, or nothing left to uncover); otherwise walk
  with the free steps towards the nearest token worth stepping on (face down, or face up
  and good for the seat: treasure, scroll, a fountain when hurt, a monster when healthy),
  never onto a trap it knows of, and pay gold for steps only to reach the Exit in the last
  round when that costs less than the collapse would; then end the move;
* in combat ("Monster Cards and Combat"): play attack and bonus scrolls (healing when
  hurt), run when a knock-out is near and running is affordable, else fight;
* discarding down to two ("Scroll Cards"): the least useful scroll first.
"""
from __future__ import annotations

import random

from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.exploring import _is_open_exit
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
    return state.hp[seat] - state.poison[seat]


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
    if not healthy and {"type": "run"} in legal:
        return {"type": "run"}
    return {"type": "fight"}


def _distance(a, b) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _targets(state: State, seat: int) -> tuple[list[tuple[int, int]], set[tuple[int, int]]]:
    """The spaces worth walking to and the spaces to keep off, from what ``seat`` sees:
    face-down tokens it has not found bad, and face-up (or peeked) tokens that help it."""
    good, bad = [], set()
    healthy = _hurt(state, seat) > 3
    hurt = state.hp[seat] < MAX_HP or state.poison[seat] > 0
    for tid, t in state.tokens.items():
        if t["at"] != "board":
            continue
        cell = tuple(t["cell"])
        if not t["up"] and tid not in state.known[seat]:
            good.append(cell)
            continue
        if tid == "exit":                # known: walked to only when it is time to leave
            continue
        kind = token_kind(tid)
        if kind in ("treasure", "scroll", "gem") or (kind == "fountain" and hurt) or \
                (kind == "monster" and healthy):
            good.append(cell)
        else:
            bad.add(cell)
    return good, bad


def _move(state: State, legal: list[dict], rng: random.Random) -> dict:
    seat = state.turn
    here = tuple(state.cells[seat])
    exit_token = state.tokens["exit"]
    exit_cell = tuple(exit_token["cell"]) if exit_token["at"] == "board" and (
        exit_token["up"] or "exit" in state.known[seat]) else None
    good, bad = _targets(state, seat)
    face_down_left = any(t["at"] == "board" and not t["up"] for t in state.tokens.values())
    leaving = exit_cell is not None and (state.doom >= state.rounds - 1 or not face_down_left)
    if leaving and {"type": "exit"} in legal:
        return {"type": "exit"}
    steal = {"type": "steal"} in legal
    if steal and _hurt(state, seat) > 2:
        bonus = _useful_scroll(state, legal, {"steal_bonus": state.steal_bonus == 0})
        return bonus or {"type": "steal"}
    if leaving or (exit_cell is not None and not good):
        target = exit_cell
    else:
        near = sorted(good, key=lambda c: (_distance(here, c), c))   # by space, never by
        # token id: the choice depends only on what the seat sees
        best = [c for c in near if _distance(here, c) == _distance(here, near[0])] if near else []
        target = rng.choice(best) if best else None
    scroll = _useful_scroll(state, legal, {
        "gain_gold": True, "draw_scroll": True,
        "heal": _hurt(state, seat) <= 3 and state.hp[seat] < MAX_HP,
        "cure_poison": state.poison[seat] >= 2, "ward": state.wards[seat] == 0,
        "extra_steps": state.free_steps == 0 and target is not None and target != here})
    if scroll is not None:
        return scroll
    steps = [a for a in legal if a["type"] == "step"]
    if target is not None and target != here and steps and _may_walk(state, seat, here, target, leaving):
        closer = [a for a in steps if _distance(a["cell"], target) < _distance(here, target)
                  and (tuple(a["cell"]) not in bad or tuple(a["cell"]) == target)]
        if closer:
            return rng.choice(closer)
    if {"type": "end_move"} in legal:
        return {"type": "end_move"}
    return rng.choice(steps or legal)


def _may_walk(state: State, seat: int, here, target, leaving: bool) -> bool:
    """Free steps are always worth using; gold only to reach the Exit in the last round,
    when the steps cost less than the half of the gold a collapse would take."""
    if state.free_steps > 0:
        return True
    if not (leaving and state.doom >= state.rounds and _is_open_exit(state, target)):
        return False
    return _distance(here, target) * step_cost(state, seat) <= state.gold[seat] // 2
