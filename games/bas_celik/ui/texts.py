"""Every word the Baš-Čelik board shows, in the rulebook's terms: what the seat to move
may do (``instruction``), the label of each legal action (``action_label``), a field's and
a character's hover text. Card and field names come from ``log_lines`` (the same names the
log uses). Pure Python: no pygame."""
from __future__ import annotations

from games.engine.i18n import N_, _, counted
from games.engine.words import and_list
from games.bas_celik.card_texts import (ability_text, card_line, card_text, character_ability,
                                        nature_name)
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name as full_card_name
from games.bas_celik.log_lines import field_name as full_field_name


def short(name: str) -> str:
    """A name without the Serbian one in brackets ("Water Man (Vodenjak)" -> "Water
    Man"): for buttons, labels and cards; hover texts and the log give the whole."""
    return name.split(" (")[0]


def card_name(card: str) -> str:
    """A card's short name (``short``) in the language shown."""
    return short(full_card_name(card))


def field_name(field_id: str) -> str:
    """A field's short name (``short``) in the language shown."""
    return short(full_field_name(field_id))

def ducats(n: int) -> str:
    """``"3 ducats"`` in the language shown."""
    return counted(n, "{n} ducat", "{n} ducats")


def die_text(die: int | None, bonus: int | None = None) -> str:
    """A die and what is added to its roll: ``"d8"``, ``"d10+1"``, ``"-1"`` (no die)."""
    text = _("d{n}").format(n=die) if die else ""
    if bonus is not None:
        text += f"{bonus:+d}"
    return text


def roll_text(die: int | None, roll: int, bonus: int = 0) -> str:
    """A roll with its die and total, as the log says it (``log_lines.rolled``):
    ``"d10+1: 8+1 = 9"``, ``"d12+2: 7+2 = 9"``, ``"d6: 4"``."""
    from games.bas_celik.log_lines import rolled
    return rolled(die, roll, bonus)


def counted_curses(n: int) -> str:
    """``"2 curses face down"`` in the language shown."""
    return counted(n, "{n} curse face down", "{n} curses face down")


def other_seat(view: dict) -> int | None:
    """The other character of the meeting (or the trade) the seat to move is in."""
    m = view.get("meeting")
    seat = view["current_seat"]
    if view["phase"] == "trade" and view.get("pending"):
        return view["pending"]["from"]
    if m:
        return m["d"] if seat == m["a"] else m["a"]
    return None


def _price(card: str) -> int:
    return content().card(card).price


def offer_text(action: dict) -> str:
    """A trade offer (``offer {give, take, price}``): what goes and what comes back."""
    give, take, price = action.get("give"), action.get("take"), action.get("price")
    if give and take:
        return _("{give} \u2192 {take}").format(give=card_name(give), take=card_name(take))
    if give:
        return counted(price, "Offer {give} for {n} ducat", "Offer {give} for {n} ducats",
                       give=card_name(give))
    return counted(price or 0, "Offer {n} ducat for {take}", "Offer {n} ducats for {take}",
                   take=card_name(take))


def trade_offer_text(view: dict, action: dict) -> str:
    """A trade offered to any character (``trade_offer {to, give?, take?, price?,
    service?}``: the end of a cycle's market, or a service in a meeting), short enough
    for a button: what goes and what comes back; ``action_help`` (the tooltip) names the
    other player and the promised service in full."""
    give, take = action.get("give"), action.get("take")
    if action.get("service") is not None:
        return _("{card} for a promise").format(card=card_name(give or take))
    return offer_text({"give": give, "take": take, "price": action.get("price")})


def action_card(view: dict, action: dict) -> str | None:
    """The card an action is about (to explain it, or show it large): the item used,
    bought, sold, returned or taken, the curse laid or warded with, the item stolen, the
    Key card taken, the creature attacked, the task returned, the character chosen."""
    if action["type"] in ("use", "curse", "curse_creature", "discard", "loot", "ward", "buy",
                          "sell"):
        return action["card"]
    if action["type"] == "steal" and action["what"] not in ("ducats", "curse"):
        return action["what"]
    if action["type"] == "choose_character":
        return action["character"]
    seat = view["current_seat"]
    h = view["heroes"][seat] if seat is not None else None
    if not h or not h.get("field"):
        return None
    if action["type"] == "take_key":
        return content().key_fields.get(h["field"])
    if action["type"] == "attack":
        return view["board"].get(h["field"])
    if action["type"] == "return_task":
        return h.get("task")
    return None


def empty_handed(view: dict, seat: int) -> bool:
    """``seat``'s character holds no item card, weapon, Transport card and no ducats:
    in a trade it can only ask for a card in return for a service."""
    h = view["heroes"][seat]
    return bool(h) and not (h.get("items") or h.get("weapons") or h.get("transport")
                            or h.get("ducats"))


def action_help(view: dict, action: dict) -> str:
    """A button's tooltip: what the action does in full; for an action about a card,
    also what that card does (``card_texts``)."""
    text = _action_help(view, action)
    card = action_card(view, action)
    if card is not None and action["type"] != "choose_character":
        return _("{what}\n{card}: {text}").format(what=text, card=full_card_name(card),
                                                  text=card_text_in(view, card))
    return text


def card_text_in(view: dict, card: str) -> str:
    """What ``card`` does in the variant ``view`` plays (``adv_texts.card_text`` in the
    advanced variant where it differs from the basic text)."""
    from games.bas_celik.ui import adv_texts
    if adv_texts.is_advanced(view):
        return adv_texts.card_text(card) or card_text(card, "advanced")
    return card_text(card)


def toll_free(view: dict, h: dict | None) -> bool:
    """The character ``h`` pays no toll nor ferry (its basic ability; the advanced variant
    plays the card's front ability instead, ``turns.ability``)."""
    return bool(h and h.get("char") and view["options"].get("variant") != "advanced"
                and content().characters[h["char"]].ability.get("handler") == "toll_free")


def _action_help(view: dict, action: dict) -> str:
    """The first line of ``action_help``: the label, or for a trade offer the whole sentence."""
    from games.bas_celik.ui import adv_texts
    if adv_texts.is_advanced(view) or action["type"] in adv_texts.ADVANCED_TYPES:
        said = adv_texts.action_help(view, action)
        if said is not None:
            return said
    if action["type"] == "rest":
        v = content().variants[view["options"]["variant"]]
        return _("Rest instead of moving: heal {n} in a settlement, {holy} on a holy field "
                 "(a character's ability may add more); the turn ends.").format(
                     n=v["rest_heal"], holy=v["holy_heal"])
    if action["type"] == "ferry":
        if toll_free(view, view["heroes"][view["current_seat"]]):
            return _("Cross at once: your character pays no ferry.")
        return _("Roll a d4 and pay that many ducats (all you have, if fewer); you cross at once.")
    if action["type"] == "wade":
        return _("Cross without paying: you are skipped the next cycle (V. Water surfaces).")
    if action["type"] == "meet_hero":
        return _("Several characters stand here: you meet {name} and act first; {name} "
                 "answers in its own turn (4.4).").format(
                     name=view["players"][action["other"]]["name"])
    if action["type"] == "market_trader" and empty_handed(view, action["seat"]):
        return _("{name} holds no item card and no ducats, but may ask another character "
                 "for an item card in return for a service (a promise, 4.4.4: trade for "
                 "cards, gold or services).").format(
                     name=view["players"][action["seat"]]["name"])
    if action["type"] == "market_trader":
        return _("{name} makes offers (or uses a healing card) after the pass screen; the "
                 "offers are public.").format(name=view["players"][action["seat"]]["name"])
    if action["type"] == "market_pass" and (view.get("market") or {}).get("trader") is None:
        return _("The trading of this cycle ends for everyone; the next cycle begins.")
    if action["type"] == "trade_offer" and action.get("service") is None:
        return _("To {name}: {offer}.").format(name=view["players"][action["to"]]["name"],
                                               offer=trade_offer_text(view, action))
    if action["type"] == "trade_offer" and action.get("service") is not None:
        from games.bas_celik.market import SERVICE_NAMES
        name = view["players"][action["to"]]["name"]
        promise = _(SERVICE_NAMES[action["service"]])
        if action.get("give"):
            return _("Offer {name} your {card}; {name} promises you {service}.").format(
                name=name, card=card_name(action["give"]), service=promise)
        return _("Ask {name} for their {card}; you promise {service}.").format(
            name=name, card=card_name(action["take"]), service=promise)
    if action["type"] == "offer" and action.get("give") and action.get("take"):
        other = other_seat(view)
        return _("Offer {name} your {give} for their {take}.").format(
            name=view["players"][other]["name"] if other is not None else "",
            give=card_name(action["give"]), take=card_name(action["take"]))
    return action_label(view, action)


STEP_WAYS = {   # a nameless path field named by its compass way and the place it leads to
    "N": N_("Step north, towards {place}"), "NE": N_("Step north-east, towards {place}"),
    "E": N_("Step east, towards {place}"), "SE": N_("Step south-east, towards {place}"),
    "S": N_("Step south, towards {place}"), "SW": N_("Step south-west, towards {place}"),
    "W": N_("Step west, towards {place}"), "NW": N_("Step north-west, towards {place}")}


def leads_to(here: str, to: str) -> str:
    """The nearest named field a step from ``here`` onto the nameless ``to`` leads to,
    not going back through ``here`` (nearest first, then by id; the Outer ring's
    fields count by their order along it)."""
    c = content()
    ring = c.ring
    seen, frontier = {here, to}, [to]
    while frontier:
        nxt = []
        for f in frontier:
            near = set(c.links.get(f, ()))
            if f in ring:
                i = ring.index(f)
                near |= {ring[(i + 1) % len(ring)], ring[i - 1]}
            near |= {a for a, b in c.gates.items() if b == f} | ({c.gates[f]} if f in c.gates else set())
            nxt += sorted(near - seen)
            seen |= near
        named = [f for f in nxt if c.fields[f].name]
        if named:
            return sorted(named)[0]
        frontier = nxt
    return to


def step_label(here: str, to: str) -> str:
    """The button of a step onto a nameless path field: its compass way from ``here`` on
    the map and the named place it leads to ("Step north-east, towards Šurlane"), so no
    two steps read alike (a playtester saw four "Step to a path of the Inner World")."""
    c = content()
    a, b = c.fields[here], c.fields[to]
    import math
    angle = math.degrees(math.atan2(-(b.y - a.y), b.x - a.x)) % 360   # 0 east, 90 north
    way = ("E", "NE", "N", "NW", "W", "SW", "S", "SE")[int((angle + 22.5) // 45) % 8]
    return _(STEP_WAYS[way]).format(place=field_name(leads_to(here, to)))


def action_label(view: dict, action: dict) -> str:
    """The button label of ``action`` (a legal action of ``rules.legal_actions``)."""
    from games.bas_celik.ui import adv_texts
    if adv_texts.is_advanced(view) or action["type"] in adv_texts.ADVANCED_TYPES:
        said = adv_texts.action_label(view, action)
        if said is not None:
            return said
    t = action["type"]
    seat = view["current_seat"]
    names = [p["name"] for p in view["players"]]
    other = other_seat(view)
    other_name = names[other] if other is not None else ""
    h = view["heroes"][seat] if seat is not None else None
    if t == "choose_character":
        c = content().characters[action["character"]]
        return _("Play {char} ({nature})").format(char=short(c.name), nature=nature_name(c.nature))
    if t == "roll":
        if "clockwise" in action:
            return _("Roll, walk clockwise") if action["clockwise"] else \
                _("Roll, walk counter-clockwise")
        return _("Roll the d6 and move")
    if t == "step":
        if not content().fields[action["to"]].name and h is not None:
            return step_label(h["field"], action["to"])
        return _("Step to {field}").format(field=field_name(action["to"]))
    if t == "go":
        return _("End the move on {field}").format(field=field_name(action["to"]))
    if t == "rest":
        return _("Rest and heal")
    if t == "attack":
        card = view["board"].get(h["field"]) if h else None
        return _("Attack {card}").format(card=card_name(card)) if card else _("Attack")
    if t == "wait":
        return _("Wait (no move possible)")
    if t == "remain":
        return _("Remain on this field")
    if t == "buy":
        return counted(_price(action["card"]), "Buy {card} for {n} ducat", "Buy {card} for {n} ducats",
                       card=card_name(action["card"]))
    if t == "sell":
        return counted(_price(action["card"]) // 2, "Sell {card} for {n} ducat",
                       "Sell {card} for {n} ducats", card=card_name(action["card"]))
    if t == "buy_health":
        price = content().variants[view["options"]["variant"]]["health_price"]
        return counted(price, "Buy 1 Health for {n} ducat", "Buy 1 Health for {n} ducats")
    if t == "use":
        return _("Use {card}").format(card=card_name(action["card"]))
    if t == "curse":
        return _("Curse {name} with {card}").format(name=names[action["target"]],
                                                     card=card_name(action["card"]))
    if t == "curse_creature":
        card = view["board"].get(h["field"]) if h else None
        return _("Curse {creature} with {card}").format(
            creature=card_name(card) if card else "", card=card_name(action["card"]))
    if t == "return_task":
        return _("Trade the task for a Sword")
    if t == "ferry":
        if toll_free(view, h):
            return _("Cross on the ferry for free")
        return _("Pay the ferry (d4 ducats)")
    if t == "wade":
        return _("Wade across: skip the next cycle")
    if t == "draw":
        return _("Draw a fate card from pile {n}").format(n=action["pile"] + 1)
    if t == "meet_hero":
        return _("Meet {name}").format(name=names[action["other"]])
    if t == "take_key":
        key = content().key_fields.get(h["field"]) if h else None
        return _("Take the Key card {card}").format(card=card_name(key)) if key \
            else _("Take the Key card here")
    if t == "end_turn":
        return _("End the turn")
    if t == "discard":
        return _("Return {card}").format(card=card_name(action["card"]))
    if t == "meet_none":
        return _("Leave {name} be").format(name=other_name)
    if t == "struggle":
        if view["phase"] == "beast":
            return _("Struggle with the beast")
        return _("Struggle with {name}").format(name=other_name)
    if t == "hide":
        if view["phase"] == "beast":
            return _("Try to hide from the beast")
        return _("Try to hide from {name}").format(name=other_name)
    if t == "steal":
        what = action["what"]
        if what == "ducats":
            return _("Steal ducats from {name}").format(name=other_name)
        if what == "curse":
            return _("Steal a curse from {name}").format(name=other_name)
        return _("Steal {card} from {name}").format(card=card_name(what), name=other_name)
    if t == "offer":
        return offer_text(action)
    if t == "trade_offer":
        return trade_offer_text(view, action)
    if t == "market_trader":
        if empty_handed(view, action["seat"]):
            return _("{name}: ask for a card, for a service").format(name=names[action["seat"]])
        return _("{name}: make an offer").format(name=names[action["seat"]])
    if t == "market_pass":
        if (view.get("market") or {}).get("trader") is None:
            return _("Nobody trades")
        return _("Trade no more this cycle")
    if t == "mend_done":
        return _("Heal no more now")
    if t == "accept_offer":
        return _("Accept the trade")
    if t == "decline_offer":
        return _("Decline the trade")
    if t == "loot":
        return _("Take {card}").format(card=card_name(action["card"]))
    if t == "loot_done":
        return _("Take nothing more")
    if t == "ward":
        return _("Ward it off with {card}").format(card=card_name(action["card"]))
    if t == "accept":
        return _("Accept the curse")
    if t == "strike":
        return _("Strike at Baš-Čelik")
    if t == "place":
        return _("Place a beast on {field}").format(field=field_name(action["field"]))
    if t == "place_done":
        return _("Place no more beasts")
    return t


def map_hint(legal: list[dict]) -> list[str]:
    """The action panel's line while a choice is made on the map (a playtester found the
    panel empty at an Inner step or a triangle field's choice): what a click on a lit
    field does, longest first (the first that fits is drawn); [] when none is lit."""
    kinds = {a["type"] for a in legal}
    if "place" in kinds:
        return [_("Click a lit field on the map to place the beast there."),
                _("Click a lit field to place the beast.")]
    if "go" in kinds:
        return [_("Click the lit field on the map where the move ends."),
                _("Click a lit field to end the move.")]
    if "step" in kinds:
        return [_("Click a lit field on the map to move there."),
                _("Click a lit field to move.")]
    return []


def _turn_instruction(kinds: set[str]) -> str:
    """Phase ``turn``: what the seat may do, from the kinds of its legal actions (a d6
    roll in the Outer World, a lit field to step to in the Inner World and the Centre)."""
    if "roll" in kinds and "step" in kinds:
        return _("{name}: roll the d6, or click a lit field to step there.")
    if "roll" in kinds:
        return _("{name}: roll the d6 to move on the Outer ring.")
    if "step" in kinds:
        return _("{name}: click a lit field to step there.")
    if "wait" in kinds:
        return _("{name}: no move is possible now: wait.")
    return _("{name}: rest, or deal with this field.")


def instruction(view: dict, name: str, legal: list[dict] | None = None) -> str:
    """What the seat to move (``name``) may do now, by phase and, where the phase allows
    several ways (``legal``: the legal actions now), by what is legal."""
    phase = view["phase"]
    if phase == "over":
        return _("The game is over.")
    kinds = {a["type"] for a in legal or []}
    if phase == "arrive" and "meet_hero" in kinds:
        return _("{name}: several characters stand here: choose whom to meet.").format(
            name=name)
    if phase == "arrive" and "take_key" not in kinds:
        why = no_key_here(view)
        if why:
            return _("{name}: draw a fate card from one of the two piles. {why}").format(
                name=name, why=why)
    texts = {
        "choose": _("{name}: choose your character."),
        "turn": _turn_instruction(kinds),
        "path": _("{name}: click the lit field where the move ends."),
        "water": _("{name}: water: take the ferry now, or wade and lose the next cycle."),
        "arrive": _("{name}: draw a fate card from one of the two piles."),
        "after": _("{name}: deal with this field or end the turn."),
        "discard": _("{name}: too many cards: return one or use one up."),
        "meet": _("{name}: a meeting. Choose what to do."),
        "trade": _("{name}: a trade is offered to you: accept or decline."),
        "market": (_("The cycle is over: who makes a trade offer? Or nobody trades.")
                   if (view.get("market") or {}).get("trader") is None
                   else _("{name}: offer a trade, heal, or trade no more.")),
        "loot": _("{name}: take the loser's treasures you want."),
        "ward": _("{name}: a curse is laid on you: ward it off or accept it."),
        "bas": _("{name}: the conflict with Baš-Čelik. Strike!"),
        "beasts": _("{name}: place the beasts of the Centre on lit fields."),
        "beast": _("{name}: a beast bars the way: struggle or hide."),
        "mend": _("{name}: you were hurt: use a healing card now, or go on without."),
        "fight": _("{name}: your half of the round: strike, try to hide, or hold back."),
        "bribe": _("{name}: the creature asks a bribe: pay it, or refuse and be attacked."),
        "foe_attack": _("{name}: you roll for the foe: choose the attribute it attacks with."),
    }
    return texts.get(phase, "").format(name=name)


def no_key_here(view: dict) -> str:
    """Why the seat to decide, on a key location, is offered no Key card there (10.: one
    of each per character, three at each location): "" when it is, or not on one."""
    seat = view["current_seat"]
    h = view["heroes"][seat] if seat is not None else None
    if not h or not h.get("field"):
        return ""
    key = content().key_fields.get(h["field"])
    if key is None:
        return ""
    held = any(content().card(x).id == key for x in h["items"]) or key in h.get("keys_placed", [])
    if held:
        return _("You already have the Key card {card}: one of each per character.").format(
            card=card_name(key))
    from games.bas_celik.state import keys_taken
    if key in keys_taken(h):
        return _("You took this location's Key card {card} before: one from each location "
                 "per character.").format(card=card_name(key))
    if not view["bank"]["keys"].get(h["field"]):
        return _("No Key card {card} is left here.").format(card=card_name(key))
    return ""


def keys_left(view: dict, field_id: str) -> str:
    """A key location's hover line: which Key card lies there and how many are left."""
    key = content().key_fields.get(field_id)
    if key is None:
        return ""
    n = len(view["bank"]["keys"].get(field_id, []))
    if not n:
        return _("No Key card {card} is left here.").format(card=card_name(key))
    return counted(n, "Key cards here: {n} {card}, one for each character who comes.",
                   "Key cards here: {n} {card}, one for each character who comes.",
                   card=card_name(key))


def field_title(field_id: str) -> str:
    """A field's name heading its tooltip: its name, or for a nameless stretch "A road of
    the Outer World" / "A path of the Inner World" (a capital, as a heading starts)."""
    f = content().fields[field_id]
    if f.name:
        return f.name
    return _("A road of the Outer World") if f.world == "outer" else _("A path of the Inner World")


def field_help(view: dict, field_id: str) -> str:
    """A field's hover text: its name or kind, what it offers, who and what lies there."""
    f = content().fields[field_id]
    kinds = {
        "village": _("A village: Transport and Health are sold here, weapons bought back."),
        "tower": _("A tower: a settlement, Transport and Health are sold here."),
        "castle": _("A castle: a settlement that sells weapons too."),
        "bridge": _("A bridge: the toll is 1 ducat."),
        "water": (_("Water with a ferry: pay d4 ducats to cross at once, or wade across and "
                    "be skipped the next cycle.") if f.ferry
                  else _("Water: crossing takes an extra cycle without a Boat.")),
        "church": _("Church of Health: resting here heals more."),
        "cemetery": _("A cemetery: resting here heals more."),
        "start": _("A starting point of the characters."),
        "gate": _("A triangle field: after a full circle it leads into the Inner World."),
        "surlane": _("A key location: Key cards lie here."),
        "blacksmith": _("The Blacksmith: weapons are sold here; a key location."),
        "wonder_stone": _("A key location: Key cards lie here."),
        "spring": _("An access field of the Centre, opened by a Key card."),
        "cliff_foot": _("An access field of the Centre, opened by a Key card."),
        "plateau": _("An access field of the Centre, opened by a Key card."),
        "centre": _("The Centre of the World, where Baš-Čelik waits."),
    }
    lines = [field_title(field_id)]
    if f.kind in kinds:
        lines.append(kinds[f.kind])
    from games.bas_celik.ui import adv_texts
    advanced = adv_texts.is_advanced(view)
    if advanced:
        lines += adv_texts.field_lines(field_id)
    if keys_left(view, field_id):
        lines.append(keys_left(view, field_id))
    card = view["board"].get(field_id)
    if card:
        lines.append(adv_texts.creature_line(view, card, field_id) if advanced
                     else creature_text(card))
    beast = view["centre"].get("beasts", {}).get(field_id)
    if beast:
        lines.append(_("Guarded by {card}.").format(card=card_name(beast["card"])))
    here = [view["players"][s]["name"] for s, h in enumerate(view["heroes"])
            if h and h.get("field") == field_id and not h.get("out")]
    if here:
        lines.append(_("Here: {names}.").format(names=and_list(here)))
    return "\n".join(lines)


def creature_text(card: str) -> str:
    """A creature card's line: name, nature and the die it rolls in a conflict."""
    c = content().card(card)
    if c.kind == "creature":
        return _("{card}: {nature} creature, rolls a d{die}, rewards {reward}.").format(
            card=full_card_name(card), nature=nature_name(c.nature), die=c.conflict_die, reward=ducats(c.ducats))
    return c.name


def bc_player_lines() -> list[list[str]]:
    """The Baš-Čelik player's card (1. Choosing Characters: the optional player who
    keeps the bank and rolls for the creatures): its lines, each as options longest
    first for the width there is."""
    return [[_("Plays Baš-Čelik, no character"), _("Plays Baš-Čelik")],
            [_("Keeps the bank"), _("The bank")],
            [_("Every creature's die is rolled for it"), _("Rolls for creatures")],
            [_("The app rolls them: no turns to play"), _("The app rolls")]]


def effects(view: dict, seat: int) -> list[tuple[str, str, bool]]:
    """What is in effect on ``seat``'s character, all of it public (G. Curses played on
    it, Events, the finale): ``(long text, short text, harmful)`` per effect, both in
    words (a playtester read "-2, Skips" and "+1 next roll, -1" on a card): a change to
    its rolls for some cycles (Night Dread, Black Magic ...), a paralysis, a skipped
    turn, no healing this cycle, Baš-Čelik and his heart carried, an item's charm waiting
    for the next conflict roll (an Amulet used)."""
    h = view["heroes"][seat]
    out = []
    if view["centre"].get("bc") == seat:
        out.append((_("Carries Baš-Čelik and his heart (d12 to every roll)"),
                    _("Carries Baš-Čelik"), False))
    if h.get("charm"):                           # an item's charm waits for the next roll
        from games.bas_celik.card_texts import charm_text
        out.append((charm_text(h["charm"]), _("{amount} to the next roll").format(
            amount="%+d" % h["charm"]), False))
    for amount, cycles, _src in h.get("mods", []):
        signed = "%+d" % amount
        out.append((counted(cycles, "{amount} to rolls for {n} cycle", "{amount} to rolls for {n} cycles",
                            amount=signed), _("{amount} to rolls").format(amount=signed),
                    amount < 0))
    if h.get("paralysed"):
        out.append((counted(h["paralysed"], "Paralysed for {n} cycle", "Paralysed for {n} cycles"),
                    _("Paralysed"), True))
    if h.get("skip"):
        out.append((counted(h["skip"], "Skips the next cycle", "Skips the next {n} cycles"),
                    _("Skips a cycle"), True))
    if h.get("toll_owed"):                      # V. Bridges: taken when the next cycle begins
        out.append((counted(h["toll_owed"], "Owes a bridge toll of {n} ducat",
                            "Owes a bridge toll of {n} ducats"), _("Owes a toll"), True))
    if h.get("no_heal"):
        out.append((_("Cannot heal this cycle"), _("No healing now"), True))
    return out


def effect_lines(view: dict, seat: int) -> list[tuple[list[str], bool]]:
    """The lines of ``seat``'s card for ``effects``: the good ones on one line, the
    harmful on another (only those are drawn as a penalty: a playtester took Cyra's
    Baš-Čelik, in red beside a -2, for a penalty), each ``(options, harmful)`` with the
    options longest first (``painting.fitting`` takes the first that fits): the long
    texts, the short ones, the first short one and how many more."""
    now = effects(view, seat)
    out = []
    for harmful in (False, True):
        part = [e for e in now if e[2] == harmful]
        if not part:
            continue
        options = [", ".join(e[0] for e in part), ", ".join(e[1] for e in part)]
        if len(part) > 1:
            options.append(_("{effect} and {n} more").format(effect=part[0][1], n=len(part) - 1))
        out.append((options, harmful))
    return out


def hero_help(view: dict, seat: int) -> str:
    """A character card's hover text: everything the view shows of it, each card with
    what it does in a few words (curses named only where the view holds them, i.e. for
    their holder), the special ability, the task with how far it is; a right-click shows
    the cards large."""
    from games.bas_celik import card_texts as CT
    h = view["heroes"][seat]
    name = view["players"][seat]["name"]
    if seat == view.get("bc_seat"):
        return _("{name} plays Baš-Čelik: keeps the bank (Key cards, Swords, Transport, "
                 "weapons), and each creature's die in its conflicts and Baš-Čelik's d12+2 "
                 "in the Centre are rolled for {name}; the app rolls them at once, so "
                 "{name} has no turns and no choices to make. Baš-Čelik's player wins if "
                 "every character loses to him.").format(name=name)
    if h is None or h.get("char") is None:
        return _("{name} has no character yet.").format(name=name)
    c = content().characters[h["char"]]
    lines = [_("{name} plays {char} ({nature}).").format(name=name, char=c.name,
                                                         nature=nature_name(c.nature)),
             _("Ability: {ability}").format(ability=character_ability(
                 h["char"], view["options"].get("variant", "basic"))),
             _("Health {health}, {ducats}.").format(health=h["health"], ducats=ducats(h["ducats"]))]
    from games.bas_celik.ui import adv_texts
    if adv_texts.is_advanced(view) and "growth" in h:
        lines += adv_texts.attribute_lines(view, seat)
    now = effects(view, seat)
    if now:
        lines.append(_("In effect: {what}.").format(what=and_list(e[0] for e in now)))
    keys = [x for x in h["items"] if content().card(x).kind == "key"]
    if keys or h.get("keys_placed"):
        lines.append(_("Key cards: {keys}.").format(keys=key_names(view, seat)))
    items = [x for x in h["items"] if content().card(x).kind != "key"]
    variant = view["options"].get("variant", "basic")
    if items:
        lines.append(_("Items: {cards}.").format(cards=and_list(CT.card_with_brief(x, variant) for x in items)))
    if "curses" in h:
        lines.append(_("Your curses: {cards}.").format(cards=and_list(CT.card_with_brief(x, variant) for x in h["curses"])))
    elif h["curse_count"]:
        lines.append(counted(h["curse_count"], "{n} curse face down.", "{n} curses face down."))
    extras = [CT.card_with_brief(x, variant) for x in h["transport"] + h["weapons"] + h["powers"]]
    if h["companion"]:
        extras.append(CT.card_with_brief(h["companion"], variant))
    if h["sword"]:
        extras.append(CT.card_with_brief(h["sword"], variant))
    if extras:
        lines.append(_("Also: {cards}.").format(cards=and_list(extras)))
    if h["task"]:
        lines.append(_("Task: {task}: {goal} ({progress})").format(
            task=short(full_card_name(h["task"])), goal=CT.task_goal(h["task"]),
            progress=CT.task_progress(h)))
    lines.append(_("Right-click: the cards large."))
    return "\n".join(lines)


def key_names(view: dict, seat: int) -> str:
    """The Key cards ``seat``'s character holds or has placed, by name ("Owl, Boar ✓"),
    a placed one ticked."""
    h = view["heroes"][seat]
    held = [content().card(x).id for x in h["items"] if content().card(x).kind == "key"]
    names = [key_name(k) for k in held] + [_("{key} (placed)").format(key=key_name(k))
                                          for k in h.get("keys_placed", [])]
    return ", ".join(names)


def key_name(key: str) -> str:
    """A Key card's short name: "Owl", "Boar", "Swallow"."""
    return {"owl": _("Owl"), "boar": _("Boar"), "swallow": _("Swallow")}.get(key, key)
