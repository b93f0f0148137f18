"""The playout policy of Baš-Čelik (``rules.playout_policy``) and the position judgement
of computer players (``evaluate``). Pure Python, no look-ahead.

The plan of a hero: go round the Outer ring once, buying a Horse and a weapon when it can;
then through a triangle field into the Inner World and to each key location whose Key
card it lacks; heal (rest, buy Health, use healing cards) when low; with the three Key
cards, full Health and ideally the Miraculous Sword, unlock the Centre's fields and face
Baš-Čelik; once he is taken, escort him to the refuge by the shortest way. It fights a
creature only when it is attacked or when the odds are good, never a harmless animal.
"""
from __future__ import annotations

import random
from collections import deque

from games.bas_celik import policy_adv
from games.bas_celik.content import KEYS, content
from games.bas_celik.state import (State, has_all_keys, hero, hero_seats, holds_key, in_play,
                                   keys_taken, max_health, world_of)

EVALUATE_AFTER = 150     # playout actions before a computer player's search judges the position


def _graph_distances(target: str) -> dict[str, int]:
    """Steps from every Inner / Centre / gate field to ``target`` along the links."""
    c = content()
    dist = {target: 0}
    todo = deque([target])
    while todo:
        here = todo.popleft()
        for other in c.links.get(here, ()):
            if other not in dist:
                dist[other] = dist[here] + 1
                todo.append(other)
    return dist


_DIST: dict[str, dict] = {}


def distance(a: str, b: str) -> int:
    """Steps between two fields of the Inner World and the Centre (99: no way)."""
    if b not in _DIST:
        _DIST[b] = _graph_distances(b)
    return _DIST[b].get(a, 99)


def target(state: State, seat: int) -> str | None:
    """Where ``seat``'s hero is heading in the Inner World / Centre, or ``None`` (the
    Outer ring: it rolls)."""
    c = content()
    h = hero(state, seat)
    if state.centre["bc"] == seat:
        from games.bas_celik.turns import refuge
        home = refuge(state, seat)
        if c.fields[home].world == "outer":
            return min(c.gates, key=lambda g: distance(h["field"], g)) \
                if world_of(h["field"]) != "outer" else None
        return home
    if state.centre["bc"] != "centre" and isinstance(state.centre["bc"], str):
        return state.centre["bc"] if world_of(state.centre["bc"]) != "outer" else None
    if state.centre["bc"] != "centre":
        return None
    if has_all_keys(h):
        if h["health"] < max_health(state) - 1 and world_of(h["field"]) != "centre":
            return None                            # heal first
        locked = [f for f in c.fields if c.fields[f].world == "centre" and c.fields[f].key
                  and f not in state.centre["unlocked"]]
        if locked:
            return min(locked, key=lambda f: distance(h["field"], f))
        return c.field_for("centre")
    missing = [f for f, k in c.key_fields.items() if not holds_key(h, k) and state.bank["keys"][f]
               and k not in keys_taken(h)]
    if missing:
        return min(missing, key=lambda f: distance(h["field"], f))
    lacking = {k for k in KEYS if not holds_key(h, k)}
    holders = [state.heroes[s]["field"] for s in hero_seats(state) if s != seat
               and in_play(state, s) and world_of(state.heroes[s]["field"]) == "inner"
               and any(x.split("#")[0] in lacking for x in state.heroes[s]["items"])]
    if holders:                                    # its Key card is only to be had from
        return min(holders, key=lambda f: distance(h["field"], f))   # another: meet it
    return None


def hp(state: State, n: int) -> int:
    """``n`` Health of the basic variant's 6 on the variant's own scale (12 in the
    advanced variant: the policy's thresholds mean the same share of a full Health)."""
    return n * max_health(state) // content().variants["basic"]["max_health"]


def stuck(state: State, seat: int) -> bool:
    """``seat``'s character can no longer gather the three Key cards: one it lacks it
    may not take from its location again (G. Key cards: one per location, for good) and
    no other character holds one to steal or trade. Its one way on is a new character
    (A.), so the policy stops healing and seeks conflicts."""
    h = hero(state, seat)
    if state.centre["bc"] != "centre" or has_all_keys(h):
        return False
    c = content()
    for f, k in c.key_fields.items():
        if holds_key(h, k) or (k not in keys_taken(h) and state.bank["keys"][f]):
            continue
        if not any(s != seat and in_play(state, s) and any(
                x.split("#")[0] == k for x in state.heroes[s]["items"]) for s in hero_seats(state)):
            return True
    return False


def _value(state: State, action: dict, rng: random.Random) -> float:
    c = content()
    seat = state.turn
    h = hero(state, seat)
    kind = action["type"]
    low = h["health"] <= hp(state, 3)
    score = rng.random() * 0.3
    side = policy_adv.value(state, action)         # the advanced variant's side actions
    if side is not None:
        return side
    if kind == "return_task":
        return 50
    if stuck(state, seat) and kind in ("use", "buy_health", "rest", "attack"):
        if kind == "attack":
            return 12
        if kind != "use" or c.card(action["card"]).effect["handler"] in ("heal", "heal_to"):
            return -5
    if kind == "use":
        eff = c.card(action["card"]).effect["handler"]
        if eff in ("heal", "heal_to"):
            return 40 if h["health"] <= max_health(state) - 2 else -5
        if eff == "gold":
            return 30
        return 5 if h["field"] and world_of(h["field"]) != "outer" else -5
    if kind == "buy_health":
        return 35 if h["health"] <= max_health(state) - 2 else -5
    if kind == "buy":
        card = c.cards[action["card"]]
        if card.id == "horse":
            return 30
        if card.group == "weapon":
            return 28
        if card.id == "mule":
            return 20 if len(h["items"]) + len(h["curses"]) >= 5 else -5
        if card.id == "boat":
            return 10 if h["ducats"] >= card.price + 3 else -5
        return -5
    if kind == "sell":
        return -10
    if kind == "curse":
        other = hero(state, action["target"])
        lead = len(other["keys_placed"]) + sum(1 for x in other["items"] if c.card(x).kind == "key")
        return 8 + lead * 3 + (20 if state.centre["bc"] == action["target"] else 0)
    if kind == "rest":
        return 25 if low or (has_all_keys(h) and h["health"] < max_health(state)) else -2
    if kind == "attack":
        card = c.card(state.board[h["field"]])
        key = c.key_fields.get(h["field"])
        if key and not holds_key(h, key) and state.bank["keys"][h["field"]] and h["health"] >= hp(state, 3):
            return 15                              # it lies on the Key card we need
        if card.kind == "animal" or h["health"] <= hp(state, 3):
            return -10
        return 6 if card.conflict_die <= 6 else -10
    if kind == "wait":
        return -20
    if kind == "remain":
        return -15                                 # it may stay, but the plan moves on
    if kind in ("roll", "step"):
        goal = target(state, seat)
        if kind == "roll":
            score += 10
            if goal is not None and world_of(h["field"]) == "outer" and h["walked"] >= 36:
                score -= 5                         # at a triangle field: go in
            return score
        to = action["to"]
        if goal is None:
            if world_of(to) == "outer":
                return score + 12                  # back out to the ring
            return score + 5
        return score + 20 - 3 * distance(to, goal)
    return score


def choose(state: State, legal: list[dict], rng: random.Random) -> dict:
    """The policy's pick among ``legal`` (the seat that decides now)."""
    if state.options.get("variant") == "advanced":
        picked = policy_adv.choose(state, legal, rng, choose_basic)
        if picked is not None:
            return picked
    return choose_basic(state, legal, rng)


def choose_basic(state: State, legal: list[dict], rng: random.Random) -> dict:
    """``choose`` as the basic variant's phases and actions ask."""
    phase = state.phase
    kinds = {a["type"] for a in legal}
    c = content()
    if phase in ("turn", "after"):
        best = max(legal, key=lambda a: _value(state, a, rng) if a["type"] != "end_turn" else 0.5)
        if best["type"] != "end_turn" and _value(state, best, rng) <= 0 and "end_turn" in kinds:
            return {"type": "end_turn"}
        return best
    if phase == "choose":
        return rng.choice(legal)
    if phase == "path":
        seat = state.turn
        h = hero(state, seat)
        def score(a):
            f = c.fields[a["to"]]
            s = rng.random()
            if f.kind == "gate" and h["walked"] >= 36 and state.centre["bc"] != seat:
                s += 10
            if state.centre["bc"] == seat:
                from games.bas_celik.turns import refuge
                if a["to"] == refuge(state, seat):
                    s += 50
            if a["to"] in state.board:
                s -= 3
            return s
        return max(legal, key=score)
    if phase == "water":
        return {"type": "ferry"} if hero(state, state.turn)["ducats"] >= 4 else {"type": "wade"}
    if phase == "arrive":
        escort = [a for a in legal if a.get("other") == state.centre["bc"]]
        if escort:                                 # meet Baš-Čelik's escort to take him
            return escort[0]
        if "take_key" in kinds:
            return {"type": "take_key"}
        return rng.choice(legal)
    if phase == "discard":
        seat = state.queue[0]["seat"]
        def keep(a):
            card = c.card(a["card"])
            return (card.kind == "key") * 10 + (card.kind == "item") * 2 + rng.random()
        return min(legal, key=keep)
    if phase == "meet":
        m = state.meeting
        me, other = m["actor"], (m["d"] if m["actor"] == m["a"] else m["a"])
        h, o = hero(state, me), hero(state, other)
        if {"type": "struggle"} in legal and (state.centre["bc"] == other
                                               or (h["health"] >= hp(state, 4) and o["health"] <= hp(state, 2))):
            return {"type": "struggle"}
        keys = [a for a in legal if a["type"] == "steal" and a["what"] not in ("ducats", "curse")
                and c.card(a["what"]).kind == "key"]
        if keys:
            return keys[0]
        if {"type": "steal", "what": "ducats"} in legal and o["ducats"] >= 3:
            return {"type": "steal", "what": "ducats"}
        wanted = [a for a in legal if a["type"] == "offer" and "take" in a and "give" not in a
                  and c.card(a["take"]).kind == "key" and a["price"] >= 3]
        if wanted and rng.random() < 0.5:
            return wanted[-1]
        return {"type": "meet_none"}
    if phase == "loot":
        def worth(a):
            if a["type"] == "loot_done":
                return 0
            return 5 + (c.card(a["card"]).kind == "key") * 10
        return max(legal, key=worth)
    if phase == "trade":
        deal = state.pending["offer"]
        me = hero(state, state.pending["to"])
        gets = deal.get("give")
        gives = deal.get("take")
        good = gets is not None and c.card(gets).kind == "key" and gives is None or \
            (gives is None and gets is not None and deal.get("price", 0) <= 2 and me["ducats"] >= 4)
        return {"type": "accept_offer"} if good else {"type": "decline_offer"}
    if phase == "mend":
        heals = [a for a in legal if a["type"] == "use"]
        return heals[0] if heals and hero(state, state.queue[0]["seat"])["health"] <= hp(state, 3) \
            else {"type": "mend_done"}
    if phase == "market":
        from games.bas_celik import care
        from games.bas_celik.market import market_seat
        if state.market.get("trader") is None:     # the poll: a hurt healer trades
            hurt = [a for a in legal if a["type"] == "market_trader"
                    and hero(state, a["seat"])["health"] <= hp(state, 3)
                    and care.healing_options(state, a["seat"])]
            return hurt[0] if hurt else {"type": "market_pass"}
        heals = [a for a in legal if a["type"] == "use"]
        if heals and hero(state, market_seat(state))["health"] <= hp(state, 3):
            return heals[0]
        return {"type": "market_pass"}
    if phase == "ward":
        return legal[-1] if len(legal) > 1 else legal[0]
    if phase == "bas":
        h = hero(state, state.turn)
        heals = [a for a in legal if a["type"] == "use"]
        if heals and h["health"] <= hp(state, 2):
            return heals[0]
        return {"type": "strike"}
    if phase == "beasts":
        places = [a for a in legal if a["type"] == "place"]
        return rng.choice(places) if places else legal[-1]
    if phase == "beast":
        if {"type": "struggle"} in legal and hero(state, state.turn)["health"] >= hp(state, 3):
            return {"type": "struggle"}
        return {"type": "hide"}
    return rng.choice(legal)


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win as a rough judgement (0 to 1): the winner 1; else Key
    cards (held or placed), Health as a share of the variant's maximum, a Sword, a
    weapon, a Companion, being past the Outer ring, and above all escorting Baš-Čelik;
    in the advanced variant also the growth tokens, a better weapon, a comrade and
    Baš-Čelik's lost Health for the one fighting him (``policy_adv.extra``). The
    Baš-Čelik player (who wins only when every character has lost to him) is judged by
    how far the characters are from taking him."""
    n = len(state.players)
    if state.phase == "over":
        return [1.0 if s in state.winners else 0.0 for s in range(n)]
    advanced = state.options.get("variant") == "advanced"
    out = []
    for s, h in enumerate(state.heroes):
        if h is None:
            out.append(None)
            continue
        if not in_play(state, s):
            out.append(0.0 if h["out"] else 0.05)
            continue
        keys = sum(1 for k in KEYS if holds_key(h, k))
        v = 0.08 + 0.12 * keys + 0.12 * h["health"] / max_health(state) \
            + (0.08 if h["sword"] else 0) + (0.03 if h["weapons"] else 0) \
            + (0.02 if h["companion"] else 0)
        if h["walked"] >= 36 or world_of(h["field"]) != "outer":
            v += 0.04
        if advanced:
            v += policy_adv.extra(state, s)
        if state.centre["bc"] == s:
            v = 0.85
        out.append(min(0.95, v))
    heroes = [v for v in out if v is not None]
    bc = 0.3 * (1 - max(heroes, default=0.0))      # the Baš-Čelik player's way to win
    return [bc if v is None else v for v in out]
