"""Shops, healing, items, curses and special tasks of Baš-Čelik: what a hero may do at any
moment of its turn besides moving (Shops, 9. Healing, G. Items and Curses, B. Special
Tasks). Pure Python; used by ``turns.py``."""
from __future__ import annotations

from games.bas_celik import turns
from games.bas_celik.content import SETTLEMENTS, WEAPON_SHOPS, content
from games.bas_celik.state import (State, heal, heal_to_limit, hero, in_play, max_health, variant,
                                   world_of)

ability, has_transport, return_card = turns.ability, turns.has_transport, turns.return_card


# ---------------------------------------------------------------------------- shops, healing

def shop_options(state: State, seat: int) -> list[dict]:
    """What can be bought or sold where ``seat`` stands (Shops): Transport (Boat, Horse,
    Mule: one of each) and Health (up to the maximum) in a settlement, the basic weapons
    at a castle or the Blacksmith (one weapon carried), a weapon sold back in a
    settlement at half its price."""
    c = content()
    h = hero(state, seat)
    kind = c.fields[h["field"]].kind
    out = []
    if kind in SETTLEMENTS:
        for t in sorted({x.split("#")[0] for x in state.bank["transport"]}):
            if not has_transport(h, t) and h["ducats"] >= c.cards[t].price:
                out.append({"type": "buy", "card": t})
        if h["health"] < max_health(state) and h["ducats"] >= variant(state)["health_price"] \
                and not h["no_heal"]:
            out.append({"type": "buy_health"})
        out += [{"type": "sell", "card": w} for w in h["weapons"]]
    if state.options.get("variant") == "advanced":   # 8.2: common and better weapons
        from games.bas_celik import advanced
        sell = [] if kind in SETTLEMENTS or not advanced.sells_here(h["field"]) else \
            [{"type": "sell", "card": w} for w in h["weapons"]]
        return out + sell + advanced.weapon_offers(state, seat)
    if kind in WEAPON_SHOPS and not h["weapons"]:
        basic = state.options.get("variant", "basic") == "basic"
        for w in sorted({x.split("#")[0] for x in state.bank["weapons"]}):
            if (c.cards[w].basic or not basic) and h["ducats"] >= c.cards[w].price:
                out.append({"type": "buy", "card": w})
    return out


def buy(state: State, seat: int, kind: str) -> list[dict]:
    """Buy one card of ``kind`` from the bank at its price."""
    c = content()
    h = hero(state, seat)
    group = "transport" if c.cards[kind].group == "transport" else "weapons"
    card = next(x for x in state.bank[group] if x.split("#")[0] == kind)
    state.bank[group].remove(card)
    h["ducats"] -= c.cards[kind].price
    h[group].append(card)
    h[group].sort()
    return [{"type": "bought", "seat": seat, "card": card, "price": c.cards[kind].price}]


def sell(state: State, seat: int, card: str) -> list[dict]:
    """Sell a weapon back to the bank for half its price (rounded down)."""
    h = hero(state, seat)
    price = content().card(card).price // 2
    h["weapons"].remove(card)
    state.bank["weapons"].append(card)
    state.bank["weapons"].sort()
    h["ducats"] += price
    return [{"type": "sold", "seat": seat, "card": card, "price": price}]


def buy_health(state: State, seat: int) -> list[dict]:
    """9. Healing: buy 1 Health for the variant's price in a settlement."""
    h = hero(state, seat)
    price = variant(state)["health_price"]
    h["ducats"] -= price
    return [{"type": "bought_health", "seat": seat, "amount": heal(state, h, 1), "price": price}]


def can_rest(state: State, seat: int) -> bool:
    """Resting heals here (9.): a settlement, or the Church of Health / Ledinsko
    Cemetery; not at full Health, not in a cycle without healing, not when the hero must
    leave the field after a meeting."""
    h = hero(state, seat)
    v = variant(state)
    kind = content().fields[h["field"]].kind
    here = v["rest_fields"] == "any" or kind in v["rest_fields"] or kind in v["holy_fields"]
    return here and h["health"] < max_health(state) and not h["no_heal"] and not h["leave"]


def rest(state: State, seat: int) -> list[dict]:
    """Rest for the turn: +1 in a settlement, +2 on a holy field (9. Healing)."""
    h = hero(state, seat)
    v = variant(state)
    kind = content().fields[h["field"]].kind
    amount = v["holy_heal"] if kind in v["holy_fields"] else v["rest_heal"]
    bonus = ability(state, h, "heal_bonus")
    amount += bonus["amount"] if bonus else 0
    state.phase = "end"
    return [{"type": "rested", "seat": seat, "amount": heal(state, h, amount)}]


# ---------------------------------------------------------------------------- items, curses

def use_options(state: State, seat: int) -> list[dict]:
    """The items ``seat`` may use now (any time in its turn): healing cards below the
    maximum (never in a cycle without healing), an amulet before a conflict, gold."""
    h = hero(state, seat)
    out = []
    for card in h["items"]:
        eff = content().card(card).effect
        if eff is None:
            continue
        kind = eff["handler"]
        if kind in ("heal", "heal_to"):
            if h["health"] < max_health(state) and not h["no_heal"] and \
                    (kind == "heal" or h["health"] < heal_to_limit(variant(state), eff["to"])):
                out.append({"type": "use", "card": card})
        elif kind == "charm" and h["charm"] == 0:
            out.append({"type": "use", "card": card})
        elif kind == "gold":
            out.append({"type": "use", "card": card})
    return _unique(out)


def healing_options(state: State, seat: int) -> list[dict]:
    """The healing cards ``seat`` may use now (9. Healing: any time in the cycle, also
    in other players' turns; never above the maximum, never in a cycle without healing)."""
    return [a for a in use_options(state, seat)
            if content().card(a["card"]).effect["handler"] in ("heal", "heal_to")]


def _unique(actions: list[dict]) -> list[dict]:
    """One action per kind of card (two Salves are the same choice): the first copy."""
    seen, out = set(), []
    for a in actions:
        key = (a["type"], content().card(a["card"]).id)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def use(state: State, seat: int, card: str) -> list[dict]:
    """Use an item card; it goes under its pile afterwards (G. Items)."""
    h = hero(state, seat)
    eff = content().card(card).effect
    h["items"].remove(card)
    return_card(state, card)
    kind = eff["handler"]
    if kind == "heal":
        amount = heal(state, h, eff["amount"])
    elif kind == "heal_to":                        # 9.: up to the card's maximum
        amount = max(0, heal_to_limit(variant(state), eff["to"]) - h["health"])
        h["health"] += amount
    elif kind == "charm":
        h["charm"] = eff["amount"]
        amount = eff["amount"]
    else:
        h["ducats"] += eff["amount"]
        amount = eff["amount"]
    return [{"type": "used", "seat": seat, "card": card, "amount": amount}]


def curse_options(state: State, seat: int) -> list[dict]:
    """The curses ``seat`` may lay on another character (G. Curses), never on one in the
    Centre of the World, where curses have no effect (10.)."""
    h = hero(state, seat)
    targets = [s for s in range(len(state.heroes)) if s != seat and in_play(state, s)
               and world_of(state.heroes[s]["field"]) != "centre"]
    if world_of(h["field"]) == "centre":
        return []
    out = []
    creature = h["field"] in state.board and h["field"] not in state.spells
    for card in h["curses"]:
        for t in targets:
            out.append({"type": "curse", "card": card, "target": t})
        if creature:
            out.append({"type": "curse_creature", "card": card})
    return out


def curse_creature(state: State, seat: int, card: str) -> list[dict]:
    """Lay a curse on the creature lying on the hero's field (G. Curses): its rolls are
    lowered, or it is paralysed and harms no one, for the cycles the card gives; the card
    goes back under its pile."""
    h = hero(state, seat)
    h["curses"].remove(card)
    return_card(state, card)
    eff = content().card(card).effect
    kind = eff["handler"]
    state.spells[h["field"]] = [eff.get("amount", 0), eff["cycles"], kind]
    return [{"type": "cursed_creature", "seat": seat, "card": card,
             "creature": state.board[h["field"]]}]


def lay_curse(state: State, seat: int, card: str, target: int) -> list[dict]:
    """Lay a curse on ``target``; it may answer with a curse of its own (phase ``ward``).
    A target holding no curse has no answer: the curse takes hold at once (``no_ward``,
    then ``ward``'s events), without handing it the mouse for the one choice (how many
    curses a hand holds is public: they lie face down). In the advanced variant a
    character whose front ability wards curses first rolls against it
    (``advanced.curse_roll``): warded, the curse goes back and nothing more."""
    from games.bas_celik import advanced
    h = hero(state, seat)
    h["curses"].remove(card)
    events = [{"type": "cursed", "seat": seat, "target": target, "card": card}]
    contest = advanced.curse_roll(state, seat, target, card)
    if contest is not None:
        events.append(contest)
        if contest["warded"]:
            return_card(state, card)
            return events
    resume = state.phase
    state.pending = {"curse": card, "by": seat, "target": target, "resume": resume}
    state.phase = "ward"
    if not hero(state, target)["curses"]:
        events.append({"type": "no_ward", "seat": target})
        events += ward(state, None)
    return events


def ward(state: State, card: str | None) -> list[dict]:
    """The cursed seat's answer: a curse of its own laid against it (both go back), or
    the curse takes hold (weaken: a minus to rolls for cycles; paralyse: skipped turns,
    only defending), eased in the advanced variant by a front ability
    (``advanced.curse_eased``: ``curse_eased`` event with what is ``left``)."""
    p = state.pending
    target = hero(state, p["target"])
    events = []
    return_card(state, p["curse"])
    if card is not None:
        target["curses"].remove(card)
        return_card(state, card)
        events.append({"type": "warded", "seat": p["target"], "card": card})
    else:
        from games.bas_celik.advanced import curse_eased
        eff = content().card(p["curse"]).effect
        kind = eff["handler"]
        full = eff["amount"] if kind == "weaken" else eff["cycles"]
        held = curse_eased(state, target, full)   # advanced: a front ability eases it
        if held and kind == "weaken":
            target["mods"].append([-held, eff["cycles"], "curse"])
        elif held:
            target["paralysed"] = max(target["paralysed"], held)
        if held:
            events.append({"type": "curse_holds", "seat": p["target"], "card": p["curse"]})
        if held != full:
            events.append({"type": "curse_eased", "seat": p["target"], "card": p["curse"],
                           "handler": kind, "left": held})
    state.phase = p["resume"]
    state.pending = None
    return events


# ---------------------------------------------------------------------------- bridges

def collect_tolls(state: State) -> list[dict]:
    """V. Bridges, at the start of a cycle: the bridge toll a character could not pay
    when it crossed (``toll_owed``, 1 ducat a bridge) is taken now if it has the ducats
    ("a toll of 1 ducat is always collected"); if it has none, it is skipped in this
    cycle and stays on its field, and cannot be healed during this cycle ("If the player
    has no ducats in the next cycle, they are skipped ..."): the skip adds to any other
    skip it has, and the toll is settled by it. Returns ``toll`` (``late``) or
    ``toll_unpaid`` events."""
    events = []
    for seat in state.order:
        h = state.heroes[seat]
        if h is None or not h.get("toll_owed"):
            continue
        owed, h["toll_owed"] = h["toll_owed"], 0
        if h["out"] or h["char"] is None:
            continue
        paid = min(owed, h["ducats"])
        h["ducats"] -= paid
        if paid == owed:
            events.append({"type": "toll", "seat": seat, "paid": paid, "late": True})
        else:
            h["skip"] += 1
            h["no_heal_cycle"] = state.cycle
            events.append({"type": "toll_unpaid", "seat": seat, "paid": paid})
    return events


# ---------------------------------------------------------------------------- tasks

def task_met(state: State, seat: int) -> bool:
    """The hero's special task is done (its handler of ``content.TASKS``)."""
    h = hero(state, seat)
    if h["task"] is None:
        return False
    goal = content().tasks[h["task"]].goal
    st = h["stats"]
    kind = goal["handler"]
    if kind == "overcome":
        return st["overcome"] >= goal["count"]
    if kind == "overcome_in":
        return st[goal["world"]] >= goal["count"]
    if kind == "overcome_nature":
        return st[goal["nature"]] >= goal["count"]
    if kind == "visit":
        return all(k in st["visited"] for k in goal["kinds"])
    if kind == "ducats":
        return h["ducats"] >= goal["amount"]
    if kind == "companion":
        return h["companion"] is not None
    return st["treasures"] >= goal["count"]


def check_task(state: State, seat: int) -> list[dict]:
    """Mark the task done the first time it is met (it stays done)."""
    h = hero(state, seat)
    if h["task"] is not None and not h["task_done"] and task_met(state, seat):
        h["task_done"] = True
        return [{"type": "task_done", "seat": seat, "task": h["task"]}]
    return []


def can_return_task(state: State, seat: int) -> bool:
    """B. Special Tasks: a task done is returned on the Spring, the Foot of the Cliff or
    the Stone Plateau for a Miraculous Sword, while the box has one."""
    h = hero(state, seat)
    kind = content().fields[h["field"]].kind
    return h["task_done"] and h["sword"] is None and bool(state.bank["swords"]) and \
        kind in ("spring", "cliff_foot", "plateau")


def return_task(state: State, seat: int) -> list[dict]:
    """Return the task card and take a Miraculous Sword (+2 to every conflict roll)."""
    h = hero(state, seat)
    state.bank["tasks_done"].append(h["task"])
    task, h["task"] = h["task"], None
    h["sword"] = state.bank["swords"].pop(0)
    h["task_done"] = False
    return [{"type": "sword", "seat": seat, "task": task}]


