"""The playout policy's choices in the advanced variant of Baš-Čelik (``policy.py`` asks
here first): a creature conflict's half (strike with the better attribute, hide when
hurt, heal when low), bribes, Baš-Čelik's rounds, the meeting's attribute, and the
values of the variant's side actions (comrade, prey, growth, Key card powers). Pure
Python, no look-ahead."""
from __future__ import annotations

import random

from games.bas_celik import advanced as adv
from games.bas_celik.adv_content import ATTRIBUTES
from games.bas_celik.content import content
from games.bas_celik.state import State, hero, max_health

SIDE_VALUES = {"comrade": 26, "prey": 18, "grow": 22, "key_power": 16}


def value(state: State, action: dict) -> float | None:
    """The policy's value of an advanced side action in phase ``turn`` / ``after``
    (above ending the turn), ``None`` for any other action. A character that can no
    longer gather the Key cards (``policy.stuck``: its way on is a new character) heads
    into the Inner World, where the creatures are strong enough to eliminate it: with 12
    Health and its growth the Outer World's creatures hardly ever do."""
    if action["type"] == "step" and _stuck(state, state.turn):
        to = action["to"]
        if to in state.board:
            return 40
        return 25 if content().fields[to].world == "inner" else -5
    if action["type"] not in SIDE_VALUES:
        return None
    if action["type"] == "prey":                   # the nature of more trophies, Evil on a tie
        h = hero(state, state.turn)
        mine = [content().card(c).nature for c in h["trophies"]]
        return SIDE_VALUES["prey"] + mine.count(action["nature"]) + (action["nature"] == "Z") * 0.5
    return SIDE_VALUES[action["type"]]


def extra(state: State, seat: int) -> float:
    """What the advanced variant adds to ``seat``'s judgement (``policy.evaluate``): each
    growth token (8.1) 0.02, a better weapon's +2 (8.2) 0.02 over a common one's, a comrade
    0.01 over a Companion (G. Animals), and, facing Baš-Čelik in the Centre, up to 0.1 for
    the share of his 12 Health lost (it stays from one challenger to the next)."""
    h = hero(state, seat)
    v = 0.02 * sum(h.get("growth", {}).values())
    if h["weapons"] and content().card(h["weapons"][0]).bonus >= 2:
        v += 0.02
    if h.get("comrade") and h["companion"]:
        v += 0.01
    facing = content().fields[h["field"]].kind == "centre" and state.centre["bc"] == "centre"
    if facing and "bc_health" in state.centre:
        from games.bas_celik.adv_content import advanced as adv_data
        full = adv_data().rules["bas_health"]
        v += 0.1 * (full - state.centre["bc_health"]) / full
    return v


def _mean(die: int, parts: list) -> float:
    return (die + 1) / 2 + sum(p[1] for p in parts if p[0] != "charm")


def _margin(state: State, seat: int, attribute: str) -> float:
    """The mean of ``seat``'s attack with ``attribute`` less the creature's defence."""
    h = hero(state, seat)
    card = h["fight"]["card"]
    mine = _mean(adv.attribute_die(state, seat, attribute),
                 adv.hero_parts(state, seat, attribute, "attack"))
    if h.get("comrade") and h["companion"]:
        mine += (content().card(h["companion"]).die + 1) / 2
    theirs = _mean(adv.foe_die(card, attribute),
                   adv.foe_parts(state, h["field"], card, attribute, "defence"))
    return mine - theirs


def _better(state: State, seat: int) -> str:
    """The attribute ``seat`` rolls the larger die for (Strength on a tie)."""
    return max(ATTRIBUTES, key=lambda a: (adv.attribute_die(state, seat, a), a == "strength"))


def _heal(legal: list[dict]) -> dict | None:
    return next((a for a in legal if a["type"] == "use" and content().card(a["card"]).effect[
        "handler"] in ("heal", "heal_to")), None)


def _stuck(state: State, seat: int) -> bool:
    from games.bas_celik.policy import stuck
    return stuck(state, seat)


def _fight(state: State, legal: list[dict], rng: random.Random) -> dict:
    seat = state.turn
    h = hero(state, seat)
    stuck = _stuck(state, seat)                    # its way on is a new character: no care
    low = h["health"] <= max_health(state) // 3 and not stuck
    heal = None if stuck else _heal(legal)
    if heal and h["health"] <= max_health(state) - 4:
        return heal
    strikes = [a for a in legal if a["type"] == "strike"]
    if not strikes:
        return {"type": "hide"} if {"type": "hide"} in legal else {"type": "hold"}
    best = max(strikes, key=lambda a: _margin(state, seat, a["attribute"]) + rng.random() * 0.1)
    margin = _margin(state, seat, best["attribute"])
    if {"type": "hide"} in legal and not stuck and \
            ((low and margin < 2) or (margin < 0 and _hide_odds(state, seat) >= 0.5)):
        return {"type": "hide"}
    return best


def _hide_odds(state: State, seat: int) -> float:
    """The chance ``seat``'s Hiding roll (its Speed die and bonuses, no open roll)
    reaches the creature's Speed roll (4.4.3: higher or equal hides)."""
    h = hero(state, seat)
    die = adv.attribute_die(state, seat, "speed")
    plus = sum(p[1] for p in adv.speed_parts(state, seat))
    theirs = adv.foe_die(h["fight"]["card"], "speed")
    wins = sum(1 for a in range(1, die + 1) for b in range(1, theirs + 1) if a + plus >= b)
    return wins / (die * theirs)


def _bribe(state: State, legal: list[dict]) -> dict:
    seat = state.turn
    h = hero(state, seat)
    card = state.board[h["field"]]
    danger = max(adv.foe_die(card, a) for a in ATTRIBUTES) >= max(
        adv.attribute_die(state, seat, a) for a in ATTRIBUTES) or h["health"] <= 6
    if danger and {"type": "bribe"} in legal and not _stuck(state, seat):
        return {"type": "bribe"}
    return {"type": "no_bribe"}


def _meet(state: State, legal: list[dict], rng: random.Random, basic_choose) -> dict:
    """The basic policy's choice among the meeting's options, with the actor's better
    attribute for a Struggle or a Stealing."""
    plain, seen = [], set()
    for a in legal:
        b = {k: v for k, v in a.items() if k != "attribute"}
        key = tuple(sorted(b.items()))
        if key not in seen:
            seen.add(key)
            plain.append(b)
    pick = basic_choose(state, plain, rng)
    if pick["type"] in ("struggle", "steal"):
        return {**pick, "attribute": _better(state, state.meeting["actor"])}
    return pick


def _hurt(a_die: int, a_plus: int, d_die: int, d_plus: int) -> float:
    """The mean damage of an attack (``a_die`` + ``a_plus``) on a defence (``d_die`` +
    ``d_plus``): the difference when the attack is higher (5., advanced)."""
    return sum(max(0, a + a_plus - d - d_plus) for a in range(1, a_die + 1)
               for d in range(1, d_die + 1)) / (a_die * d_die)


def _aim(state: State, legal: list[dict]) -> dict:
    """The controller's choice (phase ``foe_attack``): the attribute whose attack hurts
    the character most on average (the creature's or beast's die and attack parts, or
    Baš-Čelik's d12+2, against the character's die and defence bonuses)."""
    p = state.pending
    seat = p["seat"]
    h = hero(state, seat)

    def harm(attribute):
        d_die = adv.attribute_die(state, seat, attribute)
        d_plus = sum(x[1] for x in adv.hero_parts(state, seat, attribute, "defence"))
        if p["foe"] == "bas":
            card = content().cards["bas_celik"]
            return _hurt(card.die, card.plus, d_die, d_plus)
        card = h["fight"]["card"]
        a_plus = sum(x[1] for x in adv.foe_parts(state, h["field"], card, attribute, "attack"))
        return _hurt(adv.foe_die(card, attribute), a_plus, d_die, d_plus)
    return max(legal, key=lambda a: (harm(a["attribute"]), a["attribute"] == "strength"))


def choose(state: State, legal: list[dict], rng: random.Random, basic_choose) -> dict | None:
    """The policy's pick in an advanced phase (``foe_attack``, ``fight``, ``bribe``,
    ``bas``, ``meet``), ``None`` where the basic policy decides."""
    phase = state.phase
    if phase == "foe_attack":
        return _aim(state, legal)
    if phase == "fight":
        return _fight(state, legal, rng)
    if phase == "bribe":
        return _bribe(state, legal)
    if phase == "bas":
        h = hero(state, state.turn)
        heal = _heal(legal)
        if heal and h["health"] <= max_health(state) // 3:
            return heal
        return {"type": "strike", "attribute": _better(state, state.turn)}
    if phase == "meet":
        return _meet(state, legal, rng, basic_choose)
    return None
