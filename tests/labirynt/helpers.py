"""Positions for the Labirynt tests: a started game, characters placed by hand, dice
scripted. The rules are then driven through ``rules.apply`` only."""
from __future__ import annotations

import random

from games.labirynt import rules
from games.labirynt.content import content
from games.labirynt.state import side_of

QUICK = {"teams": "drawn", "sides": "random", "starters": "random"}


class Dice(random.Random):
    """A ``random.Random`` whose k6 rolls (``randint(1, 6)``) come from ``faces`` first."""

    def __init__(self, faces, seed=0):
        super().__init__(seed)
        self.faces = list(faces)

    def randint(self, a, b):
        if (a, b) == (1, 6) and self.faces:
            return self.faces.pop(0)
        return super().randint(a, b)


def game(n: int = 2, seed: int = 1, teams=None):
    """A started game of ``n`` seats (teams drawn unless ``teams`` names them in seat order,
    sides and starters at random), at the first player's move."""
    if teams is None:
        return rules.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)], QUICK, seed)
    s = rules.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)],
                       {"teams": "chosen", "sides": "random", "starters": "random"}, seed)
    for team in teams:
        rules.apply(s, {"type": "choose_team", "team": team})
    return s


def script(state, *faces):
    """The next k6 rolls of ``state`` will be ``faces``."""
    state.rng = Dice(faces)


def seat_of(state, team: str) -> int:
    return state.teams.index(team)


def place_of(state, b: int, kind: str):
    return [b, side_of(state, b).of_kind(kind)]


def numbered(state, b: int, number=None, element=None, avoid=()):
    """A numbered chamber of board ``b`` (optionally of that number or element)."""
    for ch in side_of(state, b).chambers:
        if ch.kind == "plain" and (number is None or ch.number == number) and \
                (element is None or ch.element == element) and [b, ch.id] not in avoid:
            return [b, ch.id]
    raise LookupError("no such chamber")


def neighbour_pair(state, b: int, first_kind="plain", second_kind="plain"):
    """Two neighbouring chambers ``(a, c)`` of board ``b`` of the given kinds."""
    side = side_of(state, b)
    for ch in side.chambers:
        if ch.kind != first_kind:
            continue
        for m in side.neighbours[ch.id]:
            if side.chambers[m].kind == second_kind:
                return [b, ch.id], [b, m]
    raise LookupError("no such pair")


def put(state, cid: str, place) -> None:
    """Stand ``cid`` at ``place`` (waking it if it was dormant)."""
    state.chars[cid]["status"] = "active"
    state.chars[cid]["place"] = list(place)


def bench(state, *cids) -> None:
    """Take ``cids`` off the board as dormant characters."""
    for cid in cids:
        state.chars[cid].update(status="dormant", place=None)


def active(state, seat: int) -> list[str]:
    return [c for c, ch in state.chars.items() if ch["seat"] == seat and ch["status"] == "active"]


def give(state, cid: str, *kinds) -> list[str]:
    """Move one Find of each kind from the pool into ``cid``'s Backpack; returns them."""
    out = []
    for kind in kinds:
        token = next(t for t in state.pool if t.split(".")[0] == kind)
        state.pool.remove(token)
        state.chars[cid]["backpack"].append(token)
        out.append(token)
    return out


def turn_to(state, seat: int) -> None:
    """Make it ``seat``'s Movement."""
    state.turn, state.phase, state.mover, state.step = seat, "move", None, None
    state.extra_used = state.ability_used = False


def types(events) -> list[str]:
    return [e["type"] for e in events]


def row_index(name: str) -> int:
    return next(i for i, r in enumerate(content().rows) if r.names["en"] == name)


def total_for(name: str) -> int:
    return content().rows[row_index(name)].low
