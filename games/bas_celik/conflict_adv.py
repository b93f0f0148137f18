"""Conflicts of the advanced variant of Baš-Čelik (5., 6., D. Round, G. Creatures, 4.2,
4.4.2, 4.4.5, 10.). Pure Python, no pygame.

A creature conflict (``hero["fight"]``: ``{"card", "health", "again", "hid"}``; with a
beast of the finale ``{"card", "beast": True, "again", "hid"}``, ``meet_beast``) lasts
from round to round, one round in each of the character's turns, and ends only by a
successful Hiding or an elimination (4.2, advanced). A round: the creature attacks
first with the attribute it chooses (its controller chooses, ``controller``: the
Baš-Čelik player, or for a beast the captor, phase ``foe_attack``; else the app, its
better one on the field), the character defends with the same attribute; then the character's half (phase ``fight``):
``strike {attribute}``, ``hide`` (once a round; if it fails the character may still
strike), ``hold`` (no strike: a paralysed character only defends), healing and charms,
a curse on the creature. A strike that beats the creature's defence takes 1 of its
Health: an Outer creature (1 Health) is overcome, an Inner one (2 Health) may be struck
a second time in the same round (``again``); failing that, one more strike in a later
round is enough. A successful attack on a character costs it the difference (its comrade,
if any, takes the first one and is gone). The turn ends with the round.

A creature met that may be bribed (G. Creatures: R with D or Z) asks first (phase
``bribe``): ``bribe`` (its Negotiation in ducats), ``bribe {card}`` (an item card) or
``no_bribe`` (then it attacks). Bribed, it ignores the character as long as it stays
(a creature attacks only on arrival), unless the character attacks it.
"""
from __future__ import annotations

from games.bas_celik import advanced as adv, fighting, finale
from games.bas_celik.adv_content import ATTRIBUTES, advanced as adv_data
from games.bas_celik.content import content
from games.bas_celik.state import State, hero, in_play, roll


def _turns():
    from games.bas_celik import turns
    return turns


# ---------------------------------------------------------------------------- Health

def hit_hero(state: State, seat: int, amount: int, by: int | None,
             reason: str = "hurt") -> list[dict]:
    """A successful attack on ``seat`` dealing ``amount`` (the difference, 5.): a comrade
    takes it first and is gone (G. Animals: one successful strike removes it), else the
    character loses ``amount`` Health (``fighting.hurt``)."""
    h = hero(state, seat)
    if h.get("comrade") and h["companion"]:
        card, h["companion"], h["comrade"] = h["companion"], None, False
        _turns().return_fate(state, card)
        return [{"type": "companion_lost", "seat": seat, "card": card}]
    return fighting.hurt(state, seat, amount, by, reason)


# ---------------------------------------------------------------------------- meeting a creature

def meet_creature(state: State, seat: int, field_id: str) -> list[dict]:
    """4.1-4.2 and G., advanced: the creature on ``field_id`` (an animal is met as in the
    basic variant, ``fighting.meet_card``). One of the opposite nature (D/Z) attacks at
    once, one that may be bribed asks first (phase ``bribe``), one of the same nature
    ignores the character (who may still attack it: then it strikes first). Expects
    ``state.phase`` set to ``after`` by the caller."""
    card = state.board[field_id]
    kind = content().card(card)
    way = adv.pairing(state, seat, card)
    if way == "fight":
        return [{"type": "attacked", "seat": seat, "card": card}] + begin(state, seat)
    if way == "bribe":
        state.phase = "bribe"
        return [{"type": "bribe_asked", "seat": seat, "card": card, "price": kind.negotiation}]
    return [{"type": "ignored", "seat": seat, "card": card}]


def gone(state: State, card: str) -> None:
    """``card`` has left the board: any conflict with it ends. (A water field stops a
    move even where another character fights a creature, 4.3 notwithstanding, so a
    second character may overcome that creature or take that animal as its Companion.)"""
    for h in filter(None, state.heroes):
        if h.get("fight") and h["fight"]["card"] == card:
            h["fight"] = None


def bribe_options(state: State) -> list[dict]:
    """Phase ``bribe``: pay the creature's Negotiation in ducats (when one has them), give
    an item card (one choice per kind of card), or refuse (``no_bribe``)."""
    seat = state.turn
    h = hero(state, seat)
    price = content().card(state.board[h["field"]]).negotiation
    out = [{"type": "bribe"}] if h["ducats"] >= price else []
    seen = set()
    for card in h["items"]:
        if content().card(card).id not in seen:
            seen.add(content().card(card).id)
            out.append({"type": "bribe", "card": card})
    return out + [{"type": "no_bribe"}]


def bribe(state: State, seat: int, card: str | None) -> list[dict]:
    """Pay the bribe (G. Creatures, advanced: "an item or ducats ... in the amount written
    on the creature card under Negotiation"): the ducats or the item go to the bank; the
    creature ignores the character. ``None``: refused, the creature attacks."""
    h = hero(state, seat)
    creature = state.board[h["field"]]
    if card is None:
        price = content().card(creature).negotiation
        h["ducats"] -= price
        state.phase = "after"
        return [{"type": "bribed", "seat": seat, "card": creature, "price": price}]
    h["items"].remove(card)
    _turns().return_card(state, card)
    state.phase = "after"
    return [{"type": "bribed", "seat": seat, "card": creature, "item": card}]


def refuse_bribe(state: State, seat: int) -> list[dict]:
    """No bribe: the creature attacks (G. Creatures, advanced: "and otherwise attack")."""
    return [{"type": "attacked", "seat": seat, "card": state.board[hero(state, seat)["field"]]}] + \
        begin(state, seat)


def attack(state: State, seat: int) -> list[dict]:
    """The character attacks the creature or animal lying on its field (one that ignored
    it or was bribed): a conflict begins, and the creature strikes first (G., 5.)."""
    card = state.board[hero(state, seat)["field"]]
    return [{"type": "attacks", "seat": seat, "card": card}] + begin(state, seat)


def begin(state: State, seat: int) -> list[dict]:
    """A conflict begins on ``seat``'s field: the creature's Health (1 in the Outer World,
    2 in the Inner World, 6.; an animal 1) and the first round."""
    h = hero(state, seat)
    card = state.board[h["field"]]
    kind = content().card(card)
    health = adv_data().rules["inner_health"] if kind.group == "inner" and kind.kind == "creature" else 1
    h["fight"] = {"card": card, "health": health, "again": False, "hid": False}
    return next_round(state, seat)


def foe_health(state: State, seat: int) -> int:
    """The Health left to the creature or beast ``seat`` is in conflict with (a beast's
    lies with it on the board, ``centre["beasts"]``: it stays between challengers)."""
    h = hero(state, seat)
    f = h["fight"]
    return state.centre["beasts"][h["field"]]["health"] if f.get("beast") else f["health"]


def foe_roller(state: State, seat: int) -> int | None:
    """Who the creature's dice are rolled for (``fighting.roller``); a beast's, Baš-Čelik's
    captor (10.: "the character that defeated Baš-Čelik rolls the dice for them")."""
    if hero(state, seat)["fight"].get("beast"):
        return state.centre["captor"]
    return fighting.roller(state, seat)


def next_round(state: State, seat: int) -> list[dict]:
    """A round of the conflict under way (D. Round, advanced: in the character's turn,
    the creature attacks first, then the character's half, phase ``fight``)."""
    h = hero(state, seat)
    f = h["fight"]
    f["again"], f["hid"] = False, False
    events = [{"type": "fight_round", "seat": seat, "card": f["card"],
               "health": foe_health(state, seat)}]
    events += foe_attacks(state, seat)
    if in_play(state, seat) and state.phase not in ("over", "loot", "foe_attack"):
        state.phase = "fight"
    return events


def controller(state: State, seat: int) -> int | None:
    """The seat that chooses the attribute the creature or beast in conflict with
    ``seat`` attacks with (5., advanced: "by its own choice"; the issue: "the app
    chooses the one it is better at, or its controller chooses"): for a creature or an
    animal the Baš-Čelik player (1.: it rolls "the dice for all creatures"), for a beast
    of the finale Baš-Čelik's captor (10.: it "rolls the dice for them"); ``None``: the
    app chooses (``advanced.foe_choice``)."""
    if hero(state, seat)["fight"].get("beast"):
        return state.centre["captor"]
    return state.bc_seat


def ask(state: State, seat: int, foe: str, who: int) -> list[dict]:
    """Phase ``foe_attack``: ``who`` chooses the attribute the ``foe`` ("creature",
    "beast" or "bas") attacks ``seat`` with (``foe_attack {attribute}``)."""
    state.phase = "foe_attack"
    state.pending = {"foe": foe, "seat": seat, "controller": who}
    return []


def attack_chosen(state: State, attribute: str) -> list[dict]:
    """The controller's choice (phase ``foe_attack``): the creature's or beast's attack
    with ``attribute`` and then the character's half of the round (phase ``fight``), or
    Baš-Čelik's blow (``bas_attack``)."""
    p = state.pending
    state.pending = None
    seat = p["seat"]
    if p["foe"] == "bas":
        return bas_attack(state, seat, attribute)
    events = foe_attacks(state, seat, attribute)
    if in_play(state, seat) and state.phase not in ("over", "loot"):
        state.phase = "fight"
    return events


def foe_attacks(state: State, seat: int, attribute: str | None = None) -> list[dict]:
    """The creature's attack (5., advanced): it rolls ``attribute`` plus its terrain
    marks; the character rolls the same attribute plus its defence bonuses; a higher
    attack costs the character the difference. A paralysed creature attacks no one (G.
    Curses). ``None``: its controller chooses the attribute first (``controller``, phase
    ``foe_attack``), or without one the app chooses the better one on the field."""
    h = hero(state, seat)
    field_id, card = h["field"], h["fight"]["card"]
    if state.spells.get(field_id, (0, 0, None))[2] == "paralyse":
        return [{"type": "creature_paralysed", "seat": seat, "card": card}]
    if attribute is None:
        who = controller(state, seat)
        if who is not None:
            return ask(state, seat, "beast" if h["fight"].get("beast") else "creature", who)
        attribute = adv.foe_choice(card, field_id)
    die = adv.foe_die(card, attribute)
    face = roll(state, die)
    parts = adv.foe_parts(state, field_id, card, attribute, "attack")
    mine = adv.hero_roll(state, seat, attribute, "defence")
    total = face + sum(p[1] for p in parts)
    dealt = max(0, total - mine["total"])
    events = [{"type": "foe_attack", "seat": seat, "card": card, "attribute": attribute,
               "die": die, "roll": face, "parts": parts, "total": total,
               "roller": foe_roller(state, seat), "hero_die": mine["die"],
               "hero_roll": mine["roll"], "hero_parts": mine["parts"],
               "hero_total": mine["total"], "damage": dealt, "barrier": True}]
    if dealt:
        events += hit_hero(state, seat, dealt, None)
    return events


# ---------------------------------------------------------------------------- the character's half

def fight_options(state: State) -> list[dict]:
    """Phase ``fight`` (the character's half of a round): ``strike {attribute}`` (not
    while paralysed: G. Curses), ``hide`` (once a round, not during the second try at an
    Inner creature), ``hold``, and the healing, charm and curse cards it may use."""
    from games.bas_celik import care
    seat = state.turn
    h = hero(state, seat)
    f = h["fight"]
    out = [] if h["paralysed"] else [{"type": "strike", "attribute": a} for a in ATTRIBUTES]
    if not f["hid"] and not f["again"]:
        out.append({"type": "hide"})
    out.append({"type": "hold"})
    out += [a for a in care.use_options(state, seat)
            if content().card(a["card"]).effect["handler"] in ("heal", "heal_to", "charm")]
    out += [a for a in care.curse_options(state, seat) if a["type"] == "curse_creature"]
    return out


def strike(state: State, seat: int, attribute: str) -> list[dict]:
    """The character attacks with ``attribute`` (5., advanced): its die, its attack
    bonuses and a comrade's die, against the creature's die of that attribute, its
    terrain marks and defence bonus; higher takes 1 of the creature's Health (6.). An
    Inner creature struck for the first time may be struck once more in this round (6.,
    advanced); otherwise the round, and the turn, end. A beast of the finale loses the
    difference instead (``strike_beast``)."""
    if hero(state, seat)["fight"].get("beast"):
        return strike_beast(state, seat, attribute)
    h = hero(state, seat)
    f = h["fight"]
    field_id, card = h["field"], f["card"]
    mine = adv.hero_roll(state, seat, attribute, "attack")
    die = adv.foe_die(card, attribute)
    face = roll(state, die)
    parts = adv.foe_parts(state, field_id, card, attribute, "defence")
    total = face + sum(p[1] for p in parts)
    won = mine["total"] > total
    second = f["again"]
    f["again"] = False
    events = [{"type": "hero_strike", "seat": seat, "card": card, "attribute": attribute,
               "die": mine["die"], "roll": mine["roll"], "parts": mine["parts"],
               "total": mine["total"], "other_die": die, "other_roll": face,
               "other_parts": parts, "other_total": total, "won": won, "second": second,
               "roller": foe_roller(state, seat), "barrier": True}]
    if not won:
        state.phase = "end"
        return events
    f["health"] -= 1
    if f["health"] <= 0:
        return events + overcome(state, seat)
    if not second:
        f["again"] = True                          # 6., advanced: try once more now
        return events + [{"type": "struck_once", "seat": seat, "card": card}]
    state.phase = "end"
    return events


def hide(state: State, seat: int) -> list[dict]:
    """4.2 and 4.4.3, advanced: the only way out of a creature conflict. The character's
    Speed roll against the creature's Speed die: higher or equal, it is hidden, the
    conflict ends (an Inner creature met again must again be struck twice, 6.) and it
    moves on next cycle; lower, it may still strike in this round."""
    h = hero(state, seat)
    f = h["fight"]
    mine = adv.speed_roll(state, seat)
    die = adv.foe_die(f["card"], "speed")
    face = roll(state, die)
    ok = mine["total"] >= face
    events = [{"type": "fight_hide", "seat": seat, "card": f["card"], "die": mine["die"],
               "roll": mine["roll"], "parts": mine["parts"], "other_die": die,
               "other_roll": face, "hidden": ok, "roller": foe_roller(state, seat),
               "barrier": True}]
    if ok:
        h["fight"] = None
        h["leave"] = True
        state.phase = "end"
    else:
        f["hid"] = True
    return events


def hold(state: State, seat: int) -> list[dict]:
    """The character strikes no blow this round (a paralysed one only defends); the
    round and the turn end."""
    state.phase = "end"
    return [{"type": "held", "seat": seat, "card": hero(state, seat)["fight"]["card"]}]


def overcome(state: State, seat: int) -> list[dict]:
    """The creature's last Health is gone (6.): it leaves the field; a creature rewards
    its ducats and 1 treasure (Outer) or 2 (Inner) and may stay with the character as a
    trophy for Strength growth (8.1; else it goes back under its pile); an animal gives
    nothing (G. Animals)."""
    turns = _turns()
    h = hero(state, seat)
    field_id = h["field"]
    card = state.board.pop(field_id)
    state.spells.pop(field_id, None)
    h["fight"] = None
    gone(state, card)
    kind = content().card(card)
    state.phase = "after"
    events = [{"type": "overcome", "seat": seat, "card": card}]
    if kind.kind == "animal":
        turns.return_fate(state, card)
        return events
    st = h["stats"]
    st["overcome"] += 1
    st[kind.group] += 1
    st[kind.nature] += 1
    h["ducats"] += kind.ducats
    events.append({"type": "reward", "seat": seat, "ducats": kind.ducats})
    if adv.keep_trophy(state, seat, card):
        events.append({"type": "trophy", "seat": seat, "card": card})
        events += adv.grow_strength(state, seat)
    else:
        turns.return_fate(state, card)
    return events + fighting.give_treasure(state, seat, 1 if kind.group == "outer" else 2)


# ---------------------------------------------------------------------------- beasts (10.)

def meet_beast(state: State, seat: int) -> list[dict]:
    """10. Finale, advanced (our reading; the rulebook: "conflicts with those creatures
    are resolved as they arise", "one can escape from these creatures only as from a
    character", "treated as characters with their own Health", the captor "rolls the
    dice for them"): a character (not the captor) arriving on a beast's field is in a
    conflict with it, fought as a creature conflict of this variant: each round, in the
    character's turn, the beast attacks first with Strength or Intelligence and the
    character defends with the same (difference damage, a comrade first); then the
    character strikes with the attribute it chooses, and a higher attack costs the beast
    the difference (as Baš-Čelik, "treated as a character", loses it), or it hides
    (Speed against the beast's Speed die, 4.4.3), or holds. It lasts until a Hiding or
    an elimination; a beast's Health stays between challengers (it is never healed, as
    Baš-Čelik is not). Overcome: 3 treasures and its ducats (``finale.kill_beast``)."""
    h = hero(state, seat)
    card = state.centre["beasts"][h["field"]]["card"]
    h["fight"] = {"card": card, "beast": True, "again": False, "hid": False}
    return [{"type": "beast_met", "seat": seat, "card": card}] + next_round(state, seat)


def strike_beast(state: State, seat: int, attribute: str) -> list[dict]:
    """The character strikes the beast it is in conflict with (``meet_beast``): its
    ``attribute`` die with its attack bonuses and a comrade's die against the beast's
    die of that attribute and defence bonus; higher costs the beast the difference, and
    at 0 it is overcome. The round, and the turn, end."""
    h = hero(state, seat)
    field_id, card = h["field"], h["fight"]["card"]
    mine = adv.hero_roll(state, seat, attribute, "attack")
    die = adv.foe_die(card, attribute)
    face = roll(state, die)
    parts = adv.foe_parts(state, field_id, card, attribute, "defence")
    total = face + sum(p[1] for p in parts)
    dealt = max(0, mine["total"] - total)
    beast = state.centre["beasts"][field_id]
    beast["health"] = max(0, beast["health"] - dealt)
    events = [{"type": "hero_strike", "seat": seat, "card": card, "attribute": attribute,
               "die": mine["die"], "roll": mine["roll"], "parts": mine["parts"],
               "total": mine["total"], "other_die": die, "other_roll": face,
               "other_parts": parts, "other_total": total, "won": dealt > 0, "second": False,
               "roller": foe_roller(state, seat), "damage": dealt, "health": beast["health"],
               "barrier": True}]
    if beast["health"] <= 0:
        return events + finale.kill_beast(state, seat, field_id)
    state.phase = "end"
    return events


# ---------------------------------------------------------------------------- characters

def meet_options(state: State) -> list[dict]:
    """The meeting's options (4.4) in the advanced variant: a Struggle and a Stealing
    name the attribute the attacker rolls (4.4.2, 4.4.5: "as the attacker chooses")."""
    out = []
    for a in fighting.meet_options(state):
        if a["type"] in ("struggle", "steal"):
            out += [{**a, "attribute": x} for x in ATTRIBUTES]
        else:
            out.append(a)
    return out


def meet_action(state: State, action: dict) -> list[dict]:
    """A Struggle, a Stealing or a Hiding of a meeting round, advanced; the other
    options as in the basic variant (``fighting.meet_action``)."""
    m = state.meeting
    actor = m["actor"]
    other = m["d"] if actor == m["a"] else m["a"]
    kind = action["type"]
    if kind == "struggle":
        m["struggle"] = True
        return struggle(state, actor, other, action["attribute"]) + fighting.end_round(state)
    if kind == "steal":
        return steal(state, actor, other, action["what"], action["attribute"]) + \
            fighting.end_round(state)
    return fighting.meet_action(state, action)


def struggle(state: State, attacker: int, defender: int, attribute: str) -> list[dict]:
    """5. Conflict between two characters, advanced (4.4.2): the attacker's die of the
    attribute it chose with its attack bonuses (and its comrade's die) against the
    defender's die of the same attribute with its defence bonuses. Higher: the defender
    loses the difference; lower: the attacker does ("otherwise it loses Health"; our
    reading: the difference too); equal: no one. Whoever injures Baš-Čelik's escort takes
    him and his heart (10.)."""
    a = adv.hero_roll(state, attacker, attribute, "attack")
    d = adv.hero_roll(state, defender, attribute, "defence")
    diff = a["total"] - d["total"]
    events = [{"type": "struggle_adv", "seat": attacker, "other": defender,
               "attribute": attribute, "die": a["die"], "roll": a["roll"], "parts": a["parts"],
               "total": a["total"], "other_die": d["die"], "other_roll": d["roll"],
               "other_parts": d["parts"], "other_total": d["total"], "damage": abs(diff),
               "barrier": True}]
    if diff == 0:
        return events
    loser, winner = (defender, attacker) if diff > 0 else (attacker, defender)
    if hero(state, winner)["paralysed"] > 0:
        return events + [{"type": "paralysed_blow", "seat": winner}]
    lh = hero(state, loser)
    if state.centre["bc"] == loser and not (lh.get("comrade") and lh["companion"]):
        state.centre["bc"] = winner
        lh["heart"] = False
        hero(state, winner)["heart"] = True
        events.append({"type": "escort_passed", "seat": winner, "other": loser})
    return events + hit_hero(state, loser, abs(diff), winner)


def steal(state: State, thief: int, victim: int, what: str, attribute: str) -> list[dict]:
    """4.4.5, advanced: the thief's die of the attribute it chose with its attack bonus
    (and a front ability's Stealing bonus; a comrade does not steal) against the victim's die of the same attribute with its
    defence bonus; higher steals (up to 6 ducats, the item named, or a curse at
    random), else nothing."""
    a = adv.hero_roll(state, thief, attribute, "attack", charm=False, comrade=False)
    d = adv.hero_roll(state, victim, attribute, "defence", charm=False)
    bonus = adv.ability_part(state, hero(state, thief), "steal", attribute)
    a["parts"] += bonus
    a["total"] += sum(p[1] for p in bonus)
    ok = a["total"] > d["total"]
    events = [{"type": "steal_adv", "seat": thief, "other": victim, "attribute": attribute,
               "what": what if what in ("ducats", "curse") else "item", "die": a["die"],
               "roll": a["roll"], "parts": a["parts"], "total": a["total"],
               "other_die": d["die"], "other_roll": d["roll"], "other_parts": d["parts"],
               "other_total": d["total"], "stolen": ok, "barrier": True}]
    if ok:
        events += fighting.take_loot(state, thief, victim, what)
    return events


# ---------------------------------------------------------------------------- Baš-Čelik

def bas_options(state: State) -> list[dict]:
    """Phase ``bas``, advanced: strike with Strength or Intelligence, or heal."""
    from games.bas_celik import care
    return [{"type": "strike", "attribute": a} for a in ATTRIBUTES] + \
        [a for a in care.use_options(state, state.turn)
         if content().card(a["card"]).effect["handler"] in ("heal", "heal_to")]


def bas_round(state: State, seat: int, attribute: str) -> list[dict]:
    """A round against Baš-Čelik, advanced (10.: 12 Health, "treated as a character", his
    d12+2): the character attacks with ``attribute`` and its attack bonuses against his
    d12+2; higher costs him the difference, and with the Miraculous Sword a critical blow
    follows (B.: d4+d6+d8+d10 above 20 defeats him at once). Then he strikes back with
    the attribute the character is weaker in (the Baš-Čelik player chooses it when there
    is one: phase ``foe_attack``), d12+2 against its defence; higher costs the character
    the difference (``bas_attack``). He is never healed (his Health stays from one challenger to
    the next); losing to him ends the player's game."""
    card = content().cards["bas_celik"]
    h = hero(state, seat)
    mine = adv.hero_roll(state, seat, attribute, "attack")
    his = roll(state, card.die)
    won = mine["total"] > his + card.plus
    dealt = mine["total"] - his - card.plus if won else 0
    events = [{"type": "bas_strike", "seat": seat, "attribute": attribute, "die": mine["die"],
               "roll": mine["roll"], "parts": mine["parts"], "total": mine["total"],
               "bc_die": card.die, "bc_roll": his, "plus": card.plus, "damage": dealt,
               "roller": state.bc_seat, "barrier": True}]
    if won:
        state.centre["bc_health"] = max(0, state.centre["bc_health"] - dealt)
        state.centre["strikes"] += 1
        h["best"] = max(h["best"], state.centre["strikes"])
        events[0]["bc_health"] = state.centre["bc_health"]
        if state.centre["bc_health"] <= 0:
            return events + finale.capture(state, seat)
        if h["sword"]:
            dice = adv_data().rules["critical_dice"]
            faces = [roll(state, d) for d in dice]
            critical = sum(faces) > adv_data().rules["critical_over"]
            events.append({"type": "critical", "seat": seat, "dice": list(dice),
                           "rolls": faces, "critical": critical, "barrier": True})
            if critical:
                state.centre["bc_health"] = 0
                return events + finale.capture(state, seat)
    if state.bc_seat is not None:                 # 1.: the Baš-Čelik player chooses
        return events + ask(state, seat, "bas", state.bc_seat)
    weak = min(ATTRIBUTES, key=lambda a: (adv.attribute_die(state, seat, a), a != "strength"))
    return events + bas_attack(state, seat, weak)


def bas_attack(state: State, seat: int, attribute: str) -> list[dict]:
    """Baš-Čelik strikes back at ``seat``'s ``attribute`` (``bas_round``): his d12+2
    against the character's die of that attribute and its defence bonuses; higher costs
    it the difference. Its conflict goes on (phase ``bas``) unless it fell: then the
    strikes counted start again for the next challenger."""
    card = content().cards["bas_celik"]
    his = roll(state, card.die)
    mine = adv.hero_roll(state, seat, attribute, "defence")
    dealt = max(0, his + card.plus - mine["total"])
    events = [{"type": "bas_attack", "seat": seat, "attribute": attribute, "die": mine["die"],
               "roll": mine["roll"], "parts": mine["parts"], "total": mine["total"],
               "bc_die": card.die, "bc_roll": his, "plus": card.plus, "damage": dealt,
               "roller": state.bc_seat, "barrier": True}]
    state.phase = "bas"
    if dealt:
        events += hit_hero(state, seat, dealt, None, reason="bas")
    if not in_play(state, seat) and state.phase != "over":
        state.centre["strikes"] = 0
        state.phase = "end"
    return events
