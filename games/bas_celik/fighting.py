"""Conflicts of Baš-Čelik: creatures and animals met on a field (G., 4.1-4.2, 5., 6.),
the two-round meeting of two characters (4.4), elimination and starting over (A.); the
escort of Baš-Čelik passing between characters (10.). The rest of the finale (Baš-Čelik's
conflict, his capture, the three beasts) is in ``finale.py``. Pure Python.

The basic variant's resolution is one pair of rolls (``creature_round``,
``character_round``); its numbers come from ``hero_roll`` / ``creature_die``, the
variant's data and the cards, so the advanced variant can put its own resolution beside
these functions without touching the rest.
"""
from __future__ import annotations

from games.bas_celik.content import content
from games.bas_celik.state import State, hero, hero_seats, in_play, roll, world_of, variant

NATURE_PEACE = {("D", "D"), ("R", "R"), ("Z", "Z")}     # G. Creatures, basic variant


def _turns():
    from games.bas_celik import turns
    return turns


def _market():
    from games.bas_celik import market
    return market


def _adv():
    from games.bas_celik import advanced
    return advanced


# ---------------------------------------------------------------------------- dice

def hero_die(state: State, seat: int) -> int:
    """The die a character rolls in the basic variant: d10, d12 with Baš-Čelik's heart.
    (The advanced variant rolls the card's attribute dice, ``advanced.attribute_die``,
    in every conflict: ``conflict_adv``.)"""
    h = hero(state, seat)
    return 12 if h["heart"] else variant(state)["hero_die"]


def bonus_parts(state: State, seat: int, against: str, attacking: bool) -> list[list]:
    """What is added to a character's conflict roll, part by part, as ``[kind, amount,
    card]`` (``card``: the card or character it comes from, "" for none): ``"sword"`` +2
    for the Miraculous Sword (B.: no other weapon while it is used) or ``"weapon"`` +1
    for a weapon (5., 8.: one in use; a mace, sword or axe, in attack and defence alike),
    ``"companion"`` +1 when the character attacks (G. Animals: never in defence),
    ``"ability"`` the character's bonus against a ``"creature"`` or ``"character"``,
    ``"event"`` and ``"curse"`` the passing changes (curses void in the Centre, 10.),
    ``"charm"`` an item's charm (spent by the roll: ``hero_bonus``)."""
    h = hero(state, seat)
    parts = []
    if h["sword"]:
        parts.append(["sword", content().card(h["sword"]).bonus, h["sword"]])
    elif h["weapons"]:
        parts.append(["weapon", 1, h["weapons"][0]])
    if attacking and h["companion"]:
        parts.append(["companion", 1, h["companion"]])
    a = _turns().ability(state, h, "conflict_bonus")
    if a and a["against"] == against:
        parts.append(["ability", a["amount"], h["char"]])
    centre = world_of(h["field"]) == "centre"
    parts += [[src, m, ""] for m, _n, src in h["mods"] if not (centre and src == "curse")]
    if h["charm"]:
        parts.append(["charm", h["charm"], ""])
    return parts


def hero_bonus(state: State, seat: int, against: str, attacking: bool) -> tuple[int, list]:
    """``(bonus, parts)``: the sum of ``bonus_parts`` and the parts; an item's charm is
    spent by the roll."""
    parts = bonus_parts(state, seat, against, attacking)
    hero(state, seat)["charm"] = 0
    return sum(p[1] for p in parts), parts


def creature_die(card: str) -> int:
    """The die a creature or animal rolls (5.: the higher of Strength and Intelligence)."""
    return content().card(card).conflict_die


def roller(state: State, seat: int) -> int | None:
    """Who rolls a creature's die (6.): the Baš-Čelik player when there is one, else the
    player sitting opposite (the app rolls; the log names them). ``None``: no one else."""
    if state.bc_seat is not None:
        return state.bc_seat
    seats = hero_seats(state)
    if len(seats) < 2:
        return None
    i = seats.index(seat)
    return seats[(i + len(seats) // 2) % len(seats)]


def hostile(state: State, seat: int, card: str) -> bool:
    """G. Creatures (basic): D/D, R/R and Z/Z ignore the character, all else attack; an
    animal ignores everyone (it only fights when attacked)."""
    kind = content().card(card)
    if kind.kind != "creature":
        return False
    nature = content().characters[hero(state, seat)["char"]].nature
    return (nature, kind.nature) not in NATURE_PEACE


# ---------------------------------------------------------------------------- Health

def hurt(state: State, seat: int, amount: int, by: int | None, reason: str = "hurt") -> list[dict]:
    """``seat`` loses ``amount`` Health; at or below 0 it is eliminated (A.). ``by``: the
    character that dealt it, if any (it takes three treasures)."""
    h = hero(state, seat)
    h["health"] -= amount
    events = [{"type": "hurt", "seat": seat, "amount": amount, "health": max(h["health"], 0)}]
    if h["health"] <= 0:
        events += eliminate(state, seat, by, lost_to_bc=(reason == "bas"))
    elif seat != state.turn and seat not in state.mending:
        state.mending.append(seat)                 # 9.: it may heal with a card at once
    return events


def strike_hero(state: State, seat: int, by: int | None, reason: str = "hurt") -> list[dict]:
    """A successful strike against ``seat``: its Companion takes it first and is gone
    (G. Animals), else 1 Health."""
    h = hero(state, seat)
    if h["companion"] and h.get("comrade", True):   # advanced: only a comrade takes it
        card, h["companion"] = h["companion"], None
        h.update({"comrade": False} if "comrade" in h else {})
        _turns().return_fate(state, card)
        return [{"type": "companion_lost", "seat": seat, "card": card}]
    return hurt(state, seat, 1, by, reason)


def give_treasure(state: State, seat: int, count: int) -> list[dict]:
    """Draw ``count`` treasure cards for ``seat`` (items face up, curses face down: the
    table sees how many curses, only the seat which)."""
    h = hero(state, seat)
    got = []
    for _i in range(count):
        if not state.treasure:
            break
        card = state.treasure.pop(0)
        state.treasure_known = min(state.treasure_known, len(state.treasure))
        got.append(card)
    items = sorted(c for c in got if content().card(c).kind == "item")
    curses = sorted(c for c in got if content().card(c).kind == "curse")
    h["items"] = sorted(h["items"] + items)
    h["curses"] = sorted(h["curses"] + curses)
    h["stats"]["treasures"] += len(got)
    if not got:
        return []
    return [{"type": "treasure", "seat": seat, "items": items, "curses": len(curses),
             "secret": curses, "shown_to": [seat], "barrier": True}]


# ---------------------------------------------------------------------------- creatures

def meet_card(state: State, seat: int, field_id: str) -> list[dict]:
    """4.1-4.2: the creature or animal lying on ``field_id``. An animal becomes the
    Companion of a character holding Cikavac or Mute Tongue (or a friend of animals)
    without one; a hostile creature attacks at once; otherwise it ignores the
    character, who may attack it (phase ``after``). Animals behave alike in both variants;
    the advanced variant's creatures: ``conflict_adv.meet_creature``."""
    h = hero(state, seat)
    card = state.board[field_id]
    kind = content().card(card)
    state.phase = "after"
    advanced = _adv().is_advanced(state)
    if advanced:
        from games.bas_celik import conflict_adv
    if kind.kind == "animal":
        if h["companion"] is None and (h["powers"] or _turns().ability(state, h, "animal_friend")):
            del state.board[field_id]
            if advanced:
                conflict_adv.gone(state, card)
            h["companion"] = card
            return [{"type": "companion", "seat": seat, "card": card}]
        return [{"type": "ignored", "seat": seat, "card": card}]
    if advanced:                                   # G. Creatures, advanced
        return conflict_adv.meet_creature(state, seat, field_id)
    if hostile(state, seat, card):
        return [{"type": "attacked", "seat": seat, "card": card}] + \
            creature_round(state, seat, field_id, attacking=False)
    return [{"type": "ignored", "seat": seat, "card": card}]


def creature_round(state: State, seat: int, field_id: str, attacking: bool) -> list[dict]:
    """5. Conflict (basic): the creature rolls its die, the character d10 plus bonuses;
    the creature higher: the character loses 1 Health (its Companion first); the
    character higher or equal: the creature is overcome and rewarded (6.), unless the
    character is paralysed (G. Curses: it cannot harm anyone). A creature that survives
    stays on its field; the conflict ends this cycle (4.2, basic variant: it ends "in
    the next cycle, when the character can move on"), so no second round this turn
    (``fought`` holds the turn of the round)."""
    h = hero(state, seat)
    card = state.board[field_id]
    kind = content().card(card)
    them = roll(state, creature_die(card))
    mine = roll(state, hero_die(state, seat))
    bonus, parts = hero_bonus(state, seat, "creature", attacking)
    amount, _cycles, spell = state.spells.get(field_id, (0, 0, None))
    minus = amount if spell == "weaken" else 0
    events = [{"type": "conflict", "seat": seat, "card": card, "die": creature_die(card),
               "roll": them, "hero_die": hero_die(state, seat), "hero_roll": mine,
               "bonus": bonus, "parts": parts, "roller": roller(state, seat), "minus": minus,
               "attacking": attacking, "barrier": True}]
    state.phase = "after"
    h["fought"] = state.turn_no                    # 4.2 basic: one round this turn
    if them - minus > mine + bonus:
        if spell == "paralyse":
            return events + [{"type": "creature_paralysed", "seat": seat, "card": card}]
        return events + strike_hero(state, seat, None)
    if h["paralysed"]:                             # G. Curses: it defends, but harms no one
        return events + [{"type": "paralysed_blow", "seat": seat}]
    del state.board[field_id]
    state.spells.pop(field_id, None)
    _turns().return_fate(state, card)
    events.append({"type": "overcome", "seat": seat, "card": card})
    if kind.kind == "animal":
        return events                              # G. Animals: no reward
    st = h["stats"]
    st["overcome"] += 1
    st[kind.group] += 1
    st[kind.nature] += 1
    extra = _turns().ability(state, h, "reward_ducats")
    ducats = kind.ducats + (extra["amount"] if extra else 0)
    h["ducats"] += ducats
    events.append({"type": "reward", "seat": seat, "ducats": ducats})
    drain = _turns().ability(state, h, "heal_on_win")
    if drain:
        from games.bas_celik.state import heal
        gained = heal(state, h, drain["amount"])
        if gained:
            events.append({"type": "healed", "seat": seat, "amount": gained})
    return events + give_treasure(state, seat, 1 if kind.group == "outer" else 2)


# ---------------------------------------------------------------------------- elimination

def eliminate(state: State, seat: int, by: int | None, lost_to_bc: bool = False) -> list[dict]:
    """A. Characters: Health at or below 0. Its cards go back (the winner of a conflict
    between characters first takes three of its treasures, phase ``loot``), its ducats
    to the bank; Baš-Čelik stays where his escort fell; the player takes a new character
    at its next turn, unless it lost to Baš-Čelik (then it plays no more)."""
    t = _turns()
    h = hero(state, seat)
    events = [{"type": "eliminated", "seat": seat, "char": h["char"], "by": by,
               "for_good": lost_to_bc}]
    if state.centre["bc"] == seat:
        state.centre["bc"] = h["field"]
        events.append({"type": "escort_fell", "seat": seat, "field": h["field"]})
    spoils = sorted(h["items"] + h["curses"])
    h["items"], h["curses"] = [], []
    for name in ("powers", "transport", "weapons") + (("trophies",) if "trophies" in h else ()):
        for card in h[name]:
            t.return_card(state, card)
        h[name] = []
    h.update({k: v for k, v in (("fight", None), ("comrade", False)) if k in h})
    for name in ("companion", "sword"):
        if h[name]:
            t.return_card(state, h[name])
            h[name] = None
    if h["task"]:
        state.bank["tasks"].append(h["task"])
        h["task"] = None
    state.bank["characters"].append(h["char"])
    order = list(content().characters)
    state.bank["characters"].sort(key=order.index)
    h.update(char=None, field=None, health=0, ducats=0, heart=False, keys_placed=[], mods=[],
             charm=0, skip=0, toll_owed=0, paralysed=0, out=lost_to_bc, leave=False, parted_from=None,
             task_done=False)
    if state.meeting and seat in (state.meeting["a"], state.meeting["d"]):
        state.meeting = None
    state.meetings = [m for m in state.meetings if seat not in (m["a"], m["d"])]
    if by is not None and spoils and in_play(state, by):
        state.queue = [{"seat": by, "loot": spoils, "left": 3, "resume": "end"}] + state.queue
        state.phase = "loot"
    else:
        for card in spoils:
            t.return_face_down(state, card)
    if all(hh is None or hh["out"] for hh in state.heroes):
        end_without_escort(state)
        events.append({"type": "all_lost"})
    return events


def end_without_escort(state: State) -> None:
    """Everyone has lost to Baš-Čelik: the Baš-Čelik player wins; without one, the
    players who struck him most share the game (our reading: the rulebook leaves it)."""
    state.phase = "over"
    state.queue = []
    if state.bc_seat is not None:
        state.winners = [state.bc_seat]
        return
    best = max(h["best"] for h in state.heroes if h is not None)
    state.winners = [s for s, h in enumerate(state.heroes) if h is not None and h["best"] == best]


def loot(state: State, card: str | None) -> list[dict]:
    """The winner of a conflict between characters takes up to three of the loser's
    treasures, one at a time (``None``: no more); the rest go back."""
    q = state.queue[0]
    seat = q["seat"]
    h = hero(state, seat)
    events = []
    if card is not None:
        q["loot"].remove(card)
        q["left"] -= 1
        curse = content().card(card).kind == "curse"
        target = h["curses"] if curse else h["items"]
        target.append(card)
        target.sort()
        if curse:                                  # it lies face down with its new holder
            events.append({"type": "looted_curse", "seat": seat, "card": card,
                           "shown_to": [seat]})
        else:
            events.append({"type": "looted", "seat": seat, "card": card})
    if card is None or q["left"] == 0 or not q["loot"]:
        for rest in q["loot"]:
            _turns().return_face_down(state, rest)
        state.queue.pop(0)
        state.phase = q["resume"]
    return events


def loot_options(state: State) -> list[dict]:
    """The loser's treasures the winner may still take (not a second Key card of a kind)."""
    q = state.queue[0]
    h = hero(state, q["seat"])
    out = []
    for card in q["loot"]:
        kind = content().card(card)
        if kind.kind == "key" and _turns_holds(h, kind.id):
            continue
        out.append({"type": "loot", "card": card})
    return _dedupe(out) + [{"type": "loot_done"}]


def _turns_holds(h: dict, key: str) -> bool:
    from games.bas_celik.state import holds_key
    return holds_key(h, key)


def _dedupe(actions: list[dict]) -> list[dict]:
    seen, out = set(), []
    for a in actions:
        k = a["card"].split("#")[0]
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


# ---------------------------------------------------------------------------- meetings

def defenders(state: State, others: list[int]) -> list[int]:
    """Whom a character stepping onto a field with ``others`` on it may meet (4.4: "a
    character ... who has already eliminated a creature or drawn an event"): those not
    there only as the attacker of a meeting waiting for its second round, in seat order;
    all of ``others`` when every one is. The rulebook names no one among several, so the
    newcomer chooses (``turns.arrive_options``: ``meet_hero``)."""
    waiting = {m["a"] for m in state.meetings}
    return [s for s in others if s not in waiting] or list(others)


def second_round_waits(state: State, seat: int) -> bool:
    """A meeting waits for ``seat``'s answer in its second round (4.4)."""
    return state.meeting is None and any(m["d"] == seat for m in state.meetings)


def start_second_round(state: State, seat: int) -> list[dict]:
    """4.4 "Second round (begins when, in the same cycle, the defender's turn comes)":
    the first meeting waiting for ``seat`` becomes the round under way, ``seat`` acting
    (phase ``meet``). Several waiting for one defender are answered one after another in
    its turn, in the order they began."""
    m = next(m for m in state.meetings if m["d"] == seat)
    state.meetings.remove(m)
    m["actor"], m["tried"] = seat, []
    state.meeting = m
    state.phase = "meet"
    return [{"type": "second_round", "seat": seat, "other": m["a"]}]


def begin_meeting(state: State, seat: int, other: int) -> list[dict]:
    """4.4: the newcomer (attacker) meets the character already on the field (defender);
    no card is drawn; the first round is the attacker's (phase ``meet``)."""
    state.meeting = {"a": seat, "d": other, "field": hero(state, seat)["field"], "round": 1,
                     "actor": seat, "tried": [], "struggle": False}
    state.phase = "meet"
    return [{"type": "meeting", "seat": seat, "other": other}]


def meet_options(state: State) -> list[dict]:
    """The five options of a meeting round (4.4.1-4.4.5): no action, struggle to take
    Health (not for a paralysed character: G. Curses, it may only defend), hiding (once a
    round), stealing ducats, an item or a curse at random, and a trade offer
    (``trade_offers``)."""
    m = state.meeting
    actor = m["actor"]
    other = m["d"] if actor == m["a"] else m["a"]
    h, o = hero(state, actor), hero(state, other)
    out = [{"type": "meet_none"}]
    if not h["paralysed"]:                         # G. Curses: a paralysed one only defends
        out.append({"type": "struggle"})
    if "hide" not in m["tried"]:
        out.append({"type": "hide"})
    if o["ducats"] > 0:
        out.append({"type": "steal", "what": "ducats"})
    for card in o["items"]:
        kind = content().card(card)
        if kind.kind == "key" and _turns_holds(h, kind.id):
            continue
        out.append({"type": "steal", "what": card})
    if o["curses"]:
        out.append({"type": "steal", "what": "curse"})
    from games.bas_celik import care
    return out + trade_offers(state, actor, other) + \
        _market().service_offers(state, actor, other) + care.healing_options(state, actor)


def _can_take(h: dict, card: str) -> bool:
    """``h`` may receive ``card``: never a second Key card of a kind (10.), a weapon only
    without one (8.: one weapon; the shops sell to a hero without one), a Transport card
    only without one of its kind."""
    kind = content().card(card)
    if kind.kind == "key":
        return not _turns_holds(h, kind.id)
    if kind.kind == "weapon":
        return not h["weapons"]
    if kind.kind == "transport":
        return not _turns().has_transport(h, kind.id)
    return True


GEAR = ("weapons", "transport")    # cards lying face up besides the items: traded for one


def trade_offers(state: State, seat: int, other: int) -> list[dict]:
    """4.4.4 Trade and 3. ("trade in item cards ... for other cards, gold, or services"),
    as offers the other player accepts or declines (both confirm): an item card for
    another card of the other's (an item card, a weapon or a Transport card), a weapon or
    Transport card for one of the other's item cards, an item card for 1-6 ducats, or one
    of the other's item cards for 1-6 ducats. These cards lie face up, so both know what
    changes hands; one offer per kind of card. (The Miraculous Sword, earned by a task,
    is not traded.)"""
    h, o = hero(state, seat), hero(state, other)
    mine = _dedupe([{"card": c} for c in h["items"] if _can_take(o, c)])
    theirs = _dedupe([{"card": c} for c in o["items"] if _can_take(h, c)])
    my_gear = _dedupe([{"card": c} for g in GEAR for c in h[g] if _can_take(o, c)])
    their_gear = _dedupe([{"card": c} for g in GEAR for c in o[g] if _can_take(h, c)])
    out = []
    for a in mine:
        for b in theirs + their_gear:
            if content().card(a["card"]).id != content().card(b["card"]).id:
                out.append({"type": "offer", "give": a["card"], "take": b["card"]})
        for price in range(1, min(6, o["ducats"]) + 1):
            out.append({"type": "offer", "give": a["card"], "price": price})
    for a in my_gear:
        for b in theirs:
            out.append({"type": "offer", "give": a["card"], "take": b["card"]})
    for b in theirs:
        for price in range(1, min(6, h["ducats"]) + 1):
            out.append({"type": "offer", "take": b["card"], "price": price})
    return out


def offer(state: State, action: dict) -> list[dict]:
    """Make a trade offer; the other player answers (phase ``trade``)."""
    m = state.meeting
    actor = m["actor"]
    other = m["d"] if actor == m["a"] else m["a"]
    deal = {k: action[k] for k in ("give", "take", "price") if k in action}
    state.pending = {"offer": deal, "from": actor, "to": other}
    state.phase = "trade"
    return [{"type": "offered", "seat": actor, "other": other, **deal}]


def answer_offer(state: State, accept: bool) -> list[dict]:
    """The other player accepts (the cards and ducats change hands) or declines; either
    way the round's action is spent."""
    p = state.pending
    state.pending = None
    a, b = hero(state, p["from"]), hero(state, p["to"])
    deal = p["offer"]
    if not accept:
        events = [{"type": "declined", "seat": p["to"], "other": p["from"]}]
    else:
        if "give" in deal:
            _hand_over(deal["give"], a, b)
        if "take" in deal:
            _hand_over(deal["take"], b, a)
        price = deal.get("price", 0)
        if "give" in deal and "take" not in deal:
            b["ducats"] -= price
            a["ducats"] += price
        elif "take" in deal and "give" not in deal:
            a["ducats"] -= price
            b["ducats"] += price
        events = [{"type": "traded", "seat": p["to"], "other": p["from"], **deal}]
        events += _market().promise(state, deal, p["from"], p["to"])
    return events + _market().after_answer(state, p)


def _hand_over(card: str, giver: dict, taker: dict) -> None:
    """Move ``card`` from ``giver``'s items, weapons or Transport to the same of
    ``taker``'s (a trade)."""
    for name in ("items",) + GEAR:
        if card in giver[name]:
            giver[name].remove(card)
            taker[name] = sorted(taker[name] + [card])
            return
    raise ValueError(f"{card} is not in the giver's hand")   # pragma: no cover


def speed_parts(state: State, seat: int) -> list[list]:
    """What is added to a Hiding roll (4.4.3: "bonuses such as the Horse"), as
    ``bonus_parts`` gives them: ``"horse"`` +1, ``"ability"`` the character's; in the
    advanced variant ``advanced.speed_parts`` (a Speed weapon too, the front's bonus)."""
    if _adv().is_advanced(state):
        return _adv().speed_parts(state, seat)
    h = hero(state, seat)
    parts = []
    horse = next((t for t in h["transport"] if t.split("#")[0] == "horse"), None)
    if horse:
        parts.append(["horse", 1, horse])
    a = _turns().ability(state, h, "hide_bonus")
    if a:
        parts.append(["ability", a["amount"], h["char"]])
    return parts


def speed_roll(state: State, seat: int) -> tuple[int, int, int, list]:
    """A Hiding roll (4.4.3): ``(die, roll, bonus, parts)``: d6 (the default reading) or
    the character card's Speed die (the setting), +1 for a Horse, the ability's bonus;
    in the advanced variant every Hiding roll is ``advanced.speed_roll``'s."""
    if _adv().is_advanced(state):
        r = _adv().speed_roll(state, seat)
        return r["die"], r["roll"], r["total"] - r["roll"], r["parts"]
    h = hero(state, seat)
    die = 6 if state.options["hiding_die"] == "d6" else \
        content().characters[h["char"]].advanced["speed"]
    if h["heart"]:
        die = 12                                   # the heart: d12 for all rolls (10.)
    parts = speed_parts(state, seat)
    return die, roll(state, die), sum(p[1] for p in parts), parts


def meet_action(state: State, action: dict) -> list[dict]:
    """Resolve one option of the meeting round under way (4.4)."""
    m = state.meeting
    actor = m["actor"]
    other = m["d"] if actor == m["a"] else m["a"]
    kind = action["type"]
    events = []
    if kind == "meet_none":
        events.append({"type": "no_action", "seat": actor, "other": other})
    elif kind == "hide":
        da, ra, ba, pa = speed_roll(state, actor)
        dd, rd, bd, pd = speed_roll(state, other)
        ok = ra + ba >= rd + bd
        events.append({"type": "hide", "seat": actor, "other": other, "die": da, "roll": ra,
                       "bonus": ba, "parts": pa, "other_die": dd, "other_roll": rd,
                       "other_bonus": bd, "other_parts": pd, "hidden": ok, "barrier": True})
        if not ok:
            m["tried"].append("hide")
            return events                          # the attacker may try another action
        state.meeting = None
        hero(state, actor)["leave"] = True
        hero(state, actor)["parted_from"] = other
        hero(state, other)["remain"] = "next"      # it "may move or remain there"
        state.phase = "end"
        return events
    elif kind == "struggle":
        m["struggle"] = True
        events += character_round(state, actor, other)
    else:
        events += steal(state, actor, other, action["what"])
    return events + end_round(state)


def end_round(state: State) -> list[dict]:
    """After a round: the first round waits (``state.meetings``) for the defender's next
    turn, the second ends the meeting; both must then leave for other fields, except
    after a struggle (then each may move or remain at its next turn)."""
    m = state.meeting
    if m is None:                                  # someone was eliminated
        if state.phase not in ("loot", "over"):
            state.phase = "end"
        return []
    if m["round"] == 1:
        m["round"], m["tried"] = 2, []
        state.meetings.append(m)                   # it waits for the defender's turn
    else:
        for s, o in ((m["a"], m["d"]), (m["d"], m["a"])):
            if m["struggle"]:
                hero(state, s)["remain"] = "next"  # no need to move on: they may stay
            else:
                hero(state, s)["leave"] = True
                hero(state, s)["parted_from"] = o
    state.meeting = None
    if state.phase not in ("loot", "over"):
        state.phase = "end"
    return []


def character_round(state: State, attacker: int, defender: int) -> list[dict]:
    """5. Conflict between two characters (basic): both roll; the attacker must roll
    higher to injure the defender, otherwise the attacker loses the Health. The one who
    injures Baš-Čelik's escort takes him and his heart over (10.: he passes between the
    characters in conflict; our reading of how)."""
    da, dd = hero_die(state, attacker), hero_die(state, defender)
    ra, rd = roll(state, da), roll(state, dd)
    ba, pa = hero_bonus(state, attacker, "character", True)
    bd, pd = hero_bonus(state, defender, "character", False)
    win = ra + ba > rd + bd
    events = [{"type": "struggle", "seat": attacker, "other": defender, "roll": ra, "bonus": ba,
               "parts": pa, "die": da, "other_die": dd, "other_roll": rd, "other_bonus": bd,
               "other_parts": pd, "won": win, "barrier": True}]
    loser, winner = (defender, attacker) if win else (attacker, defender)
    if hero(state, winner)["paralysed"] > 0:
        events.append({"type": "paralysed_blow", "seat": winner})
        return events                              # G. Curses: a paralysed figure harms no one
    if state.centre["bc"] == loser and not hero(state, loser)["companion"]:
        state.centre["bc"] = winner
        hero(state, loser)["heart"] = False
        hero(state, winner)["heart"] = True
        events.append({"type": "escort_passed", "seat": winner, "other": loser})
    return events + strike_hero(state, loser, winner)


def steal(state: State, thief: int, victim: int, what: str) -> list[dict]:
    """4.4.5: both roll d6 (the Thief adds its bonus); the thief rolling higher takes up
    to 6 ducats, the item named, or one of the victim's face-down curses at random.
    Baš-Čelik's heart is never stolen."""
    a = _turns().ability(state, hero(state, thief), "steal_bonus")
    bonus = a["amount"] if a else 0
    parts = [["ability", bonus, hero(state, thief)["char"]]] if a else []
    da = 12 if hero(state, thief)["heart"] else 6
    dd = 12 if hero(state, victim)["heart"] else 6
    ra, rd = roll(state, da), roll(state, dd)
    ok = ra + bonus > rd
    events = [{"type": "steal", "seat": thief, "other": victim, "what": what if what in
               ("ducats", "curse") else "item", "roll": ra, "bonus": bonus, "parts": parts,
               "other_roll": rd,
               "die": da, "other_die": dd, "stolen": ok, "barrier": True}]
    return events + (take_loot(state, thief, victim, what) if ok else [])


def take_loot(state: State, thief: int, victim: int, what: str) -> list[dict]:
    """A Stealing that succeeded (4.4.5): ``what`` changes hands (see ``steal``)."""
    h, v = hero(state, thief), hero(state, victim)
    events = []
    if what == "ducats":
        n = min(6, v["ducats"])
        v["ducats"] -= n
        h["ducats"] += n
        events.append({"type": "stole_ducats", "seat": thief, "other": victim, "amount": n})
    elif what == "curse":
        card = v["curses"].pop(state.rng.randrange(len(v["curses"])))
        h["curses"] = sorted(h["curses"] + [card])
        events.append({"type": "stole_curse", "seat": thief, "other": victim, "card": card,
                       "shown_to": [thief, victim]})
    else:
        v["items"].remove(what)
        h["items"] = sorted(h["items"] + [what])
        events.append({"type": "stole_item", "seat": thief, "other": victim, "card": what})
    return events
