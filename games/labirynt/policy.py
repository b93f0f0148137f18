"""The playout policy of Labirynt Czarnoksiężnika (``rules.playout_policy``) and the
position judgement of computer players (``evaluate``). Pure Python, no look-ahead.

The plan of a team, character by character: without a Rune, go to the own Runes chamber;
with one, go through a Teleport to another board and on to the chamber of its element;
with a Crystal, go home through a Teleport to the own Camp. Moves take the step that
shortens the way (boards join only through Teleports); fights are taken when the odds
look good; gems are kept for the win, spent only on a re-roll of a lost clash when the
team is rich, and on another move when a Crystal is one step from home.
"""
from __future__ import annotations

import random
from collections import deque
from functools import lru_cache

from games.labirynt.content import content, kind_of
from games.labirynt.stakes import danger, death_loss, wants_reroll
from games.labirynt.state import (ZOMBIE, State, base_strength, chamber, find_kind, home_board,
                                  max_lp, side_of, special_place, weapon_bonus)

EVALUATE_AFTER = 120     # playout actions before a computer player's search judges the position


def _distances(state: State, b: int, target: int) -> dict[int, int]:
    """Chambers of board ``b`` -> steps to chamber ``target`` (passages only)."""
    board = state.boards[b]
    return _side_distances(board["board"], board["side"], target)


@lru_cache(maxsize=1024)
def _side_distances(board: int, side: str, target: int) -> dict[int, int]:
    neighbours = content().sides[(board, side)].neighbours
    dist = {target: 0}
    todo = deque([target])
    while todo:
        c = todo.popleft()
        for m in neighbours[c]:
            if m not in dist:
                dist[m] = dist[c] + 1
                todo.append(m)
    return dist


def goal(state: State, cid: str) -> list[int] | None:
    """Where ``cid`` is heading: a place on its board, or ``None`` (wander)."""
    ch = state.chars[cid]
    seat, b = ch["seat"], ch["place"][0]
    home = home_board(state, seat)
    if any(kind_of(t) == "crystal" for t in ch["backpack"]):
        return special_place(state, home, "camp") if b == home else \
            special_place(state, b, "teleport")
    if cid == ZOMBIE:
        return None
    if ch["rune"]:
        if b == home:
            return special_place(state, b, "teleport")
        element = ch["rune"].split(".")[1]
        return [b, side_of(state, b).element_chamber(element)]
    if b == home:
        return special_place(state, b, "runes")
    return special_place(state, b, "teleport")


# How much a step nearer the goal counts, by what the character carries: a Crystal is
# 5 gems on the way home, a Rune a Crystal's Quest, so their carriers move first.
STEP_WORTH = {"crystal": 4.0, "rune": 3.0, None: 2.0}


def _cargo(state: State, cid: str) -> str | None:
    ch = state.chars[cid]
    if any(kind_of(t) == "crystal" for t in ch["backpack"]):
        return "crystal"
    return "rune" if ch["rune"] and cid != ZOMBIE else None


def way(state: State, cid: str, place) -> int:
    """Chambers from ``place`` to ``cid``'s goal (``goal``) on that board; standing in
    the Teleport that is the goal counts two (a Teleport sends on only as it is entered:
    one step out, one back in), 99 off the goal's board or without a goal."""
    target = goal(state, cid)
    if target is None or target[0] != place[0]:
        return 99
    if list(place) == list(target) and chamber(state, place).kind == "teleport":
        return 2
    return _distances(state, place[0], target[1]).get(place[1], 99)


def _move_score(state: State, action: dict, rng: random.Random) -> float:
    cid = action["character"]
    ch = state.chars[cid]
    home = home_board(state, ch["seat"])
    if action["type"] == "teleport_spell":
        if _cargo(state, cid) == "crystal":      # home at once, beside one's own Camp
            return 1.5 + STEP_WORTH["crystal"] * 2 if action["board"] == home and \
                ch["place"][0] != home else -1
        return 1.5 if goal(state, cid) and ch["place"][0] == home else -1
    target = goal(state, cid)
    to = action["to"]
    score = rng.random() * 0.5
    if target is None:
        return score
    if to[0] != ch["place"][0]:
        return score
    before, after = way(state, cid, ch["place"]), way(state, cid, to)
    if chamber(state, to).kind == "teleport" and list(to) == list(target):
        after = 0
    score += (before - after) * STEP_WORTH[_cargo(state, cid)]
    number = chamber(state, to).number or 0
    if ch["lp"] <= 1:
        score -= number * 0.3
    if action["type"] == "haste":
        score -= 0.5
    return score


def _crystal_wins(state: State) -> bool:
    """Whether a Crystal brought home would still win the game for the active seat after
    2 gems paid for the Teleport's board: then only time counts. Otherwise the roll's
    wasted turns (half the time, with two other boards, a step out of the wrong board's
    Teleport and back in) cost less than 2 gems of the 18: measured against a policy
    that always rolled (``tests.labirynt.policy_duel``), paying whenever a roll might
    miss home, or whenever another team was a Crystal from the win, lost games."""
    from games.labirynt.turns import TELEPORT_GEMS
    counts = content().counts
    return state.gems[state.turn] - TELEPORT_GEMS + counts["crystal_gems"] >= counts["win_gems"]


def teleport_choice(state: State, legal: list[dict]) -> dict:
    """On entering a Teleport with 2 gems to spare: a Crystal carrier pays to choose its
    home board when a roll might send it elsewhere and the Crystal would still win the
    game (``_crystal_wins``); otherwise the board is rolled for."""
    from games.labirynt.turns import teleport_targets
    cid = state.mover
    home = home_board(state, state.chars[cid]["seat"])
    chosen = {a["board"]: a for a in legal if a["type"] == "teleport_to"}
    if _cargo(state, cid) == "crystal" and home in chosen and \
            len(teleport_targets(state)) > 1 and _crystal_wins(state):
        return chosen[home]
    return {"type": "teleport_roll"}


def _power(state: State, cid: str) -> int:
    return base_strength(cid) + weapon_bonus(state, cid)


def _item_value(state: State, cid: str, token: str) -> float:
    kind = kind_of(token)
    if kind == "crystal":
        return 100
    f = find_kind(token)
    ch = state.chars[cid]
    if f.category == "weapon":
        held = find_kind(ch["weapon"]).bonus if ch["weapon"] else 0
        return 5 + f.bonus - held
    if f.category == "armour":
        return 4
    if f.category == "elixir":
        return 4
    from games.labirynt.state import may_cast
    return 3 if may_cast(cid, token) else 1


def choose(state: State, legal: list[dict], rng: random.Random) -> dict:
    """A purposeful action among ``legal`` for the seat deciding now."""
    by = {}
    for a in legal:
        by.setdefault(a["type"], []).append(a)
    seat = state.turn
    phase = state.phase
    if phase in ("team", "side"):
        return rng.choice(legal)
    if phase == "starters":
        return max(legal, key=lambda a: sum(_card_sum(c) for c in a["characters"]))
    if "claim" in by:
        best = max(by["claim"], key=lambda a: _item_value(state, a["character"], a["token"]))
        if _item_value(state, best["character"], best["token"]) >= 2:
            return best
    if phase == "move":
        if "drink" in by:
            return by["drink"][0]
        if "heal" in by:
            return by["heal"][0]
        moves = [a for a in legal if a["type"] in ("move", "haste", "teleport_spell")]
        return max(moves, key=lambda a: _move_score(state, a, rng))
    if phase == "teleport":
        return teleport_choice(state, legal)
    if phase in ("arrange", "finish"):
        for kind in ("drink", "heal", "wield", "wear", "make_glove"):
            if kind in by:
                if kind == "wield":
                    best = max(by[kind], key=lambda a: find_kind(a["token"]).bonus)
                    held = state.chars[state.mover]["weapon"]
                    if held and find_kind(held).bonus >= find_kind(best["token"]).bonus:
                        continue
                    return best
                if kind == "drink" and state.chars[by[kind][0]["character"]]["lp"] > 1:
                    continue
                return by[kind][0]
        if phase == "arrange":
            for a in by.get("attack", []):
                if _power(state, state.mover) >= _power(state, a["target"]) + 2:
                    return a
            return {"type": "explore"}
        if "ability" in by and rng.random() < 0.5:
            return min(by["ability"], key=lambda a: _item_value(state, state.mover, a["discard"]))
        if "extra_move" in by and _crystal_near_home(state):
            return by["extra_move"][0]
        return {"type": "end_turn"}
    if phase == "joint":
        return {"type": "defend", "together": True}
    if phase == "casting":
        for kind in ("drink", "heal"):          # low on LP before the die: heal first
            low = [a for a in by.get(kind, []) if state.chars[a["character"]]["lp"] <= 2]
            if low:
                return low[0]
        casts = by.get("cast", [])
        if casts and rng.random() < 0.7:
            return rng.choice(casts)
        return {"type": "ready"}
    if phase == "roll":
        return _roll_choice(state, by, rng)
    if phase == "armour":
        return legal[0]
    if phase == "room":
        for kind in ("wield", "wear"):          # frees a window and keeps the item
            if kind in by:
                return by[kind][0]
        cid = _overfull(state)
        return min(by["drop"], key=lambda a: _item_value(state, cid, a["token"]))
    if phase == "penetrate":
        cid = state.mover
        for a in by.get("give", []):
            if kind_of(a["token"]) == "crystal" and state.chars[a["to"]]["place"] and False:
                return a
        takes = by.get("take", [])
        if takes:
            best = max(takes, key=lambda a: _item_value(state, cid, a["token"]))
            if _item_value(state, cid, best["token"]) >= 3:
                return best
        return {"type": "done"}
    return rng.choice(legal)


def _crystal_near_home(state: State) -> bool:
    """A character of the active seat carries a Crystal two steps or less from its Camp:
    one gem for another move brings five home sooner."""
    seat = state.turn
    home = home_board(state, seat)
    camp = special_place(state, home, "camp")
    dist = _distances(state, home, camp[1])
    for cid, ch in state.chars.items():
        if ch["seat"] == seat and ch["status"] == "active" and ch["place"][0] == home and \
                any(kind_of(t) == "crystal" for t in ch["backpack"]) and \
                dist.get(ch["place"][1], 99) <= 2:
            return True
    return False


def _overfull(state: State) -> str:
    from games.labirynt.turns import overfull
    return overfull(state)


def _card_sum(cid: str) -> int:
    card = content().characters[cid]
    return card.strength * 2 + card.lp


def _roll_choice(state: State, by: dict, rng: random.Random) -> dict:
    """A seat asked about the roll just made: 2 gems for a re-roll when it turns the
    seat's own fight, Encounter, Teleport or ability enough to be worth them
    (``stakes.wants_reroll``: e.g. a rolled 1 that loses its fight); a Change of Fate
    of +2 on its own low fighting die; else the roll stands."""
    roll = state.roll
    seat = roll["queue"][0]
    if "reroll" in by:
        die = wants_reroll(state, seat)
        if die is not None:
            return {"type": "reroll", "die": die}
    if roll["purpose"] == "clash" and "fate" in by:
        mine = 0 if state.chars[state.combat["attacker"]]["seat"] == seat else 1
        for a in by["fate"]:
            if a["die"] == mine and a["delta"] > 0 and roll["dice"][mine] <= 3:
                return a
    return {"type": "keep"}


# What the next leg of a character's plan is worth when it stands at its goal (``goal``),
# in gems: a leg's worth falls by 1/WAY_STEPS of it per chamber still to go. The legs add
# up below the next stage's worth (a Rune 1.5, a Crystal 3.5, its 5 gems at home), so a
# judgement always prefers the stage reached to the way there.
LEG_WORTH = {"runes": 0.6, "rune_out": 0.5, "element": 1.2, "crystal_out": 0.5, "camp": 0.9}
WAY_STEPS = 12


def _on_the_way(state: State, cid: str) -> float:
    """How far ``cid`` has come on the leg of its plan it is on now (``goal``): the leg's
    worth (``LEG_WORTH``) less 1/WAY_STEPS of it per chamber still to go on this board,
    plus the worth of the legs already behind it. 0 for a character with no plan."""
    ch = state.chars[cid]
    target = goal(state, cid)
    if target is None or target[0] != ch["place"][0]:
        return 0.0
    home = ch["place"][0] == home_board(state, ch["seat"])
    if any(kind_of(t) == "crystal" for t in ch["backpack"]):
        legs = ("crystal_out", "camp") if home else ("crystal_out",)
        behind = LEG_WORTH["crystal_out"] if home else 0.0
    elif ch["rune"]:
        legs = ("rune_out",) if home else ("rune_out", "element")
        behind = 0.0 if home else LEG_WORTH["rune_out"]
    else:
        legs, behind = ("runes",), 0.0
        if not home:
            return 0.0
    worth = LEG_WORTH[legs[-1]]
    steps = _distances(state, target[0], target[1]).get(ch["place"][1], WAY_STEPS)
    return behind + worth * max(0.0, 1.0 - steps / WAY_STEPS)


def health_loss(state: State, cid: str) -> float:
    """What ``cid``'s wounds put at risk, in gems, on the scale a re-roll is judged by
    (``stakes``): the share of a death's cost (the character's way, its Crystals, Rune
    and equipment) its risk of dying bears (``stakes.danger``: 0.3 at 1 LP, half that
    at 2, ...), so a search sees what a re-roll that spares a wound near death is worth.
    (A death itself costs what it takes away; the dormant character wakes unhurt.)"""
    return LIFE_AT_RISK * death_loss(state, cid) * danger(state.chars[cid]["lp"])


# The share of that risk a judgement counts: the rest lies in the playouts before it
# (a character at 1 LP that dies there has its Crystal counted lost already).
LIFE_AT_RISK = 0.5


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win as a quick judgement (floats in [0, 1]): gems, Crystals
    carried (5 gems each, a little less for the way home), Runes carried, how far each
    character has come on its way (``_on_the_way``) less its wounds (``health_loss``),
    against the 18 the game needs; a team
    with nobody left has none."""
    from games.labirynt.state import team_alive
    win = content().counts["win_gems"]
    if state.phase == "over":
        return [1.0 if s == state.winner else 0.0 for s in range(state.n)]
    worth = []
    for seat in range(state.n):
        if not team_alive(state, seat):
            worth.append(0.0)
            continue
        value = float(state.gems[seat])
        for cid, ch in state.chars.items():
            if ch["seat"] != seat or ch["status"] != "active" or ch["place"] is None:
                continue
            value += 3.5 * sum(kind_of(t) == "crystal" for t in ch["backpack"])
            value += 1.5 if ch["rune"] else 0
            value += 0.3 * weapon_bonus(state, cid) - health_loss(state, cid)
            value += _on_the_way(state, cid)
        worth.append(min(max(value, 0.0) / win, 0.99))
    total = sum(worth) or 1.0
    return [0.5 * w + 0.5 * w / total for w in worth]
