"""What the conflict dialog of Baš-Čelik's advanced variant shows (``conflict.py`` draws
it): both sides' attribute dice with what each adds attacking and defending (growth,
weapons, the defence bonus, terrain marks, curses), the round's exchanges, the Hiding
and bribe choices, the comrade, the Inner World creature's two strikes, the critical
blow's four dice; a model made only from a view and the round's events (public ones:
rolls, hits, bribes), as plain dicts. Pure Python: no pygame.

A model: ``{"kind": "creature" | "meeting" | "bas", "stage": "bribe" | "fight" | "done",
"title", "place", "left", "right", "steps", "exchanges", "notes", "outcome"}``: ``left``
and ``right`` the two sides (``side``), ``exchanges`` the rolls (``exchanges``).
"""
from __future__ import annotations

from games.engine.i18n import _, counted
from games.bas_celik import advanced as adv
from games.bas_celik.adv_content import ATTRIBUTES, advanced as adv_data
from games.bas_celik.card_texts import nature_name
from games.bas_celik.content import content
from games.bas_celik.log_lines import breakdown
from games.bas_celik.log_adv import attribute_name
from games.bas_celik.ui import adv_texts as A

# the events of a creature conflict's round, from the one that opens it
OPENS = ("fight_round", "bribe_asked")
ROUND = frozenset(("attacked", "attacks", "bribe_asked", "bribed", "fight_round", "foe_attack",
                   "hero_strike", "fight_hide", "struck_once", "held", "creature_paralysed",
                   "companion_lost", "hurt", "overcome", "reward", "trophy", "grew",
                   "eliminated", "healed", "ignored"))
# the events whose rolls the dialog shows as exchanges
ROLLS = ("foe_attack", "hero_strike", "fight_hide", "struggle_adv", "steal_adv", "hide",
         "bas_strike", "critical", "bas_attack")


def round_events(played: list, seat: int) -> list[dict]:
    """The events of ``seat``'s creature conflict in its round under way, oldest first:
    ``played`` holds each action's events (oldest action first, ``None`` where no longer
    kept); read from the newest back to the event that opened the round."""
    out: list[dict] = []
    for events in reversed(played):
        if events is None:
            break
        mine = [e for e in events if e.get("seat") == seat and e["type"] in ROUND]
        opened = [i for i, e in enumerate(mine) if e["type"] in OPENS]
        if opened:
            return mine[opened[-1]:] + out
        out = mine + out
    return out


# ---------------------------------------------------------------------------- sides

def _row(label: str, attack: str, defence: str) -> tuple[str, str, str]:
    return label, attack, defence


def creature_side(view: dict, card: str, field_id: str, health: int | None) -> dict:
    """The creature's side: ``{"name", "card", "nature", "health", "most", "rows"
    ((attribute, attacks, defends) per attribute), "lines"}``; its terrain marks that
    count on ``field_id`` and a curse laid on it, in words."""
    k = content().card(card)
    rows = []
    for a in ATTRIBUTES:
        die = adv.foe_die(card, a)
        rows.append(_row(attribute_name(a),
                         A.die_plus(die, A.foe_parts(view, field_id, card, a, "attack")),
                         A.die_plus(die, A.foe_parts(view, field_id, card, a, "defence"))))
    rows.append(_row(attribute_name("speed"), A.die_plus(adv.foe_die(card, "speed"), []), ""))
    lines = [_("Here: {mark}").format(mark=A.mark_text(m)) for m in counting_marks(card, field_id)]
    spell = view.get("spells", {}).get(field_id)
    if spell and spell[2] == "paralyse":
        lines.append(counted(spell[1], "Paralysed by a curse for {n} cycle",
                             "Paralysed by a curse for {n} cycles"))
    elif spell and spell[0]:
        lines.append(counted(spell[1], "A curse: -{amount} for {n} cycle",
                             "A curse: -{amount} for {n} cycles", amount=spell[0]))
    most = adv_data().rules["inner_health"] if k.kind == "creature" and k.group == "inner" else 1
    return {"name": A.card_name(card), "card": card, "nature": k.nature,
            "kind": nature_name(k.nature), "health": most if health is None else health,
            "most": most, "rows": rows, "lines": _dedupe(lines)}


def counting_marks(card: str, field_id: str | None) -> list[dict]:
    """The terrain marks of ``card`` that count on ``field_id`` (5.: a black mark on its
    terrain, a white one off it)."""
    foe = adv_data().foes.get(content().card(card).id)
    here = adv_data().field_terrain.get(field_id)
    return [m for m in (foe.marks if foe else ())
            if (here == m["terrain"]) == (m["fill"] == "black")]


def _dedupe(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        if line not in out:
            out.append(line)
    return out


def hero_side(view: dict, seat: int, name: str, against: str) -> dict:
    """A character's side: ``{"name", "seat", "char", "nature", "health", "most", "rows",
    "lines"}``: its dice with what it adds attacking and defending ``against`` a
    "creature" or a "character" (a comrade's die on the attack), Speed with its Hiding
    bonuses, the comrade."""
    h = view["heroes"][seat]
    ch = content().characters[h["char"]]
    extra = A.comrade_die(view, seat)
    rows = []
    for a in ATTRIBUTES:
        die = A.hero_die(view, seat, a)
        rows.append(_row(attribute_name(a),
                         A.die_plus(die, A.hero_parts(view, seat, a, "attack", against), extra),
                         A.die_plus(die, A.hero_parts(view, seat, a, "defence", against))))
    rows.append(_row(attribute_name("speed"),
                     A.die_plus(A.hero_die(view, seat, "speed"), A.speed_parts(view, seat)), ""))
    lines = []
    if extra:
        lines.append(_("Comrade {card}: its d{die} attacks too; it takes the next blow").format(
            card=A.card_name(h["companion"]), die=extra))
    elif h.get("companion"):
        lines.append(_("Companion {card}, not a comrade: it stays out of the fight").format(
            card=A.card_name(h["companion"])))
    most = content().variants["advanced"]["max_health"]
    return {"name": name, "seat": seat, "char": h["char"], "nature": ch.nature,
            "kind": A.short(ch.name), "health": h["health"], "most": most, "rows": rows,
            "lines": lines}


def _dice_view(view: dict, before: dict | None, seat: int) -> dict | None:
    """The view to read ``seat``'s character's dice from for a result: the one the rolls
    were made in (``before``) while the same character plays on or has just been
    eliminated, else ``view``; ``None`` when neither shows a character."""
    now = view["heroes"][seat] or {}
    was = (before["heroes"][seat] or {}) if before else {}
    if was.get("char") and (not now.get("char") or now["char"] == was["char"]
                            or now.get("out")):
        return before
    return view if now.get("char") else None


def fighter(view: dict, before: dict | None, seat: int, name: str, against: str) -> dict | None:
    """``hero_side`` for a result box: dice as they were rolled (``_dice_view``), Health
    as it is now (0 for a character eliminated by the conflict)."""
    dice = _dice_view(view, before, seat)
    if dice is None:
        return None
    side = hero_side(dice, seat, name, against)
    now = view["heroes"][seat] or {}
    same = now.get("char") == dice["heroes"][seat]["char"] and not now.get("out")
    side["health"] = now["health"] if same else 0
    return side


def bas_side(view: dict) -> dict:
    """Baš-Čelik's side (10., advanced): 12 Health, d12+2 for everything."""
    card = content().cards["bas_celik"]
    roll = A.die_plus(card.die, [["plus", card.plus, ""]])
    most = adv_data().rules["bas_health"]
    health = view["centre"].get("bc_health", most)
    rows = [_row(attribute_name(a), roll, roll) for a in ATTRIBUTES]
    return {"name": "Baš-Čelik", "card": "bas_celik", "nature": None, "kind": "",
            "health": health, "most": most, "rows": rows, "bas": True,
            "lines": [_("He strikes back at the weaker attribute")]}


# ---------------------------------------------------------------------------- exchanges

def _hand(who: str, die: int | None, roll: int, parts: list | None) -> dict:
    """One side of a roll: ``{"who", "die" ("d8"), "total", "detail" ("6 + 1 Forest =
    7")}``."""
    parts = parts or []
    return {"who": who, "die": _("d{n}").format(n=die) if die else "",
            "total": roll + sum(p[1] for p in parts), "detail": breakdown(roll, parts)}


def _after(events: list[dict], i: int, seat: int) -> dict | None:
    """The first hurt or comrade lost of ``seat`` right after event ``i``."""
    for e in events[i + 1:]:
        if e["type"] in ROLLS:
            return None
        if e.get("seat") == seat and e["type"] in ("hurt", "companion_lost"):
            return e
    return None


def _hit_words(hit: dict | None, name: str, amount: int) -> str:
    if hit is not None and hit["type"] == "companion_lost":
        return _("{card} takes the blow and is gone").format(card=A.card_name(hit["card"]))
    if hit is not None and hit["health"] <= 0:
        return _("{name} loses {n} Health and is out").format(name=name, n=amount)
    return counted(amount, "{name} loses {n} Health", "{name} loses {n} Health", name=name)


def exchanges(events: list[dict], name_of) -> list[dict]:
    """The rolls among ``events`` (oldest first) as exchanges: ``{"title", "left",
    "right" (``_hand``s, the attacker on the left), "result", "good" (True: it went the
    acting character's way), "dice" (the critical blow's ``(die, face)``s, else [])}``."""
    out = []
    for i, e in enumerate(events):
        t = e["type"]
        name = name_of(e["seat"]) if isinstance(e.get("seat"), int) else ""
        x = None
        if t == "foe_attack":
            card = A.card_name(e["card"])
            hit = _after(events, i, e["seat"])
            x = {"title": _("{card} attacks with {attribute}, {name} defends").format(
                     card=card, attribute=attribute_name(e["attribute"]), name=name),
                 "left": _hand(card, e["die"], e["roll"], e["parts"]),
                 "right": _hand(name, e["hero_die"], e["hero_roll"], e["hero_parts"]),
                 "result": _hit_words(hit, name, e["damage"]) if e["damage"] else
                 _("{name} defends").format(name=name), "good": not e["damage"]}
        elif t == "hero_strike":
            card = A.card_name(e["card"])
            title = _("{name} strikes again with {attribute}") if e["second"] else \
                _("{name} strikes with {attribute}, {card} defends")
            later = [x["type"] for x in events[i + 1:] if x["type"] in ("overcome", "struck_once")]
            result = (_("{card} is overcome!").format(card=card) if later[:1] == ["overcome"]
                      else _("A hit: {card} has 1 Health left").format(card=card)
                      if later[:1] == ["struck_once"] else _("A hit")) if e["won"] else \
                _("{card} parries: the round ends").format(card=card)
            x = {"title": title.format(name=name, attribute=attribute_name(e["attribute"]),
                                       card=card),
                 "left": _hand(name, e["die"], e["roll"], e["parts"]),
                 "right": _hand(card, e["other_die"], e["other_roll"], e["other_parts"]),
                 "result": result, "good": e["won"]}
        elif t == "fight_hide":
            card = A.card_name(e["card"])
            x = {"title": _("{name} tries to hide from {card} (Speed)").format(name=name, card=card),
                 "left": _hand(name, e["die"], e["roll"], e["parts"]),
                 "right": _hand(card, e["other_die"], e["other_roll"], []),
                 "result": _("Hidden: the conflict ends") if e["hidden"] else
                 _("Not hidden: {name} may still strike").format(name=name), "good": e["hidden"]}
        elif t in ("struggle_adv", "steal_adv"):
            x = _between(events, i, e, name, name_of(e["other"]))
        elif t == "hide":
            other = name_of(e["other"])
            x = {"title": _("{name} tries to hide from {other} (Speed)").format(name=name, other=other),
                 "left": _hand(name, e.get("die"), e["roll"], e.get("parts")),
                 "right": _hand(other, e.get("other_die"), e["other_roll"], e.get("other_parts")),
                 "result": _("Hidden") if e["hidden"] else _("Not hidden"), "good": e["hidden"]}
        elif t in ("bas_strike", "bas_attack"):
            x = _bas(events, i, e, name)
        elif t == "critical":
            total = sum(e["rolls"])
            x = {"title": _("The Miraculous Sword's critical blow: above {n} takes him").format(
                     n=adv_data().rules["critical_over"]),
                 "left": None, "right": None, "dice": list(zip(e["dice"], e["rolls"])),
                 "total": total, "good": e["critical"],
                 "result": _("{total}: Baš-Čelik is defeated at once!").format(total=total)
                 if e["critical"] else _("{total}: not enough").format(total=total)}
        if x is not None:
            x.setdefault("dice", [])
            out.append(x)
    return out


def _between(events: list[dict], i: int, e: dict, name: str, other: str) -> dict:
    """A Struggle or a Stealing between two characters (4.4.2, 4.4.5, advanced)."""
    a = attribute_name(e["attribute"])
    left = _hand(name, e["die"], e["roll"], e["parts"])
    right = _hand(other, e["other_die"], e["other_roll"], e["other_parts"])
    if e["type"] == "steal_adv":
        what = {"ducats": _("ducats"), "curse": _("a curse"), "item": _("an item")}[e["what"]]
        return {"title": _("{name} tries to steal {what} by {attribute}").format(
                    name=name, what=what, attribute=a), "left": left, "right": right,
                "result": _("Stolen") if e["stolen"] else _("Not stolen: {other} holds on").format(
                    other=other), "good": e["stolen"]}
    title = _("{name} attacks {other} by {attribute}").format(name=name, other=other, attribute=a)
    if e["total"] == e["other_total"]:
        return {"title": title, "left": left, "right": right,
                "result": _("A tie: neither is hurt"), "good": None}
    loser = e["other"] if e["total"] > e["other_total"] else e["seat"]
    hit = _after(events, i, loser)
    if any(x["type"] == "paralysed_blow" for x in events[i + 1:i + 2]):
        return {"title": title, "left": left, "right": right, "good": None,
                "result": _("The higher roll is paralysed: nobody is hurt")}
    return {"title": title, "left": left, "right": right,
            "result": _hit_words(hit, other if loser == e["other"] else name, e["damage"]),
            "good": loser == e["other"]}


def _bas(events: list[dict], i: int, e: dict, name: str) -> dict:
    """A strike at Baš-Čelik or his strike back (10., advanced)."""
    a = attribute_name(e["attribute"])
    his = {"who": "Baš-Čelik", "die": _("d{n}").format(n=e["bc_die"]),
           "total": e["bc_roll"] + e["plus"],
           "detail": f"{e['bc_roll']} + {e['plus']} = {e['bc_roll'] + e['plus']}"}
    mine = _hand(name, e["die"], e["roll"], e["parts"])
    if e["type"] == "bas_strike":
        result = counted(e["bc_health"], "He loses {damage} Health: {n} left",
                         "He loses {damage} Health: {n} left", damage=e["damage"]) \
            if e["damage"] else _("He parries")
        return {"title": _("{name} strikes Baš-Čelik with {attribute}").format(name=name, attribute=a),
                "left": mine, "right": his, "result": result, "good": bool(e["damage"])}
    hit = _after(events, i, e["seat"])
    return {"title": _("Baš-Čelik strikes back at {name}'s {attribute}").format(name=name, attribute=a),
            "left": his, "right": mine, "good": not e["damage"],
            "result": _hit_words(hit, name, e["damage"]) if e["damage"] else
            _("{name} defends").format(name=name)}


# ---------------------------------------------------------------------------- models

def _outcome(events: list[dict], name_of) -> str:
    """How a conflict or a round ended, from ``events``: Baš-Čelik taken, a character
    out, a creature overcome with its reward (ducats, a trophy, a growth), a Hiding that
    worked, what a Stealing took."""
    for e in events:
        t = e["type"]
        if t == "captured":
            return _("{name} takes Baš-Čelik captive!").format(name=name_of(e["seat"]))
        if t == "eliminated":
            return _("{name}'s character is out: a new one starts over.").format(
                name=name_of(e["seat"])) if not e.get("for_good") else \
                _("{name} loses to Baš-Čelik and plays no more.").format(name=name_of(e["seat"]))
    for e in events:
        t = e["type"]
        if t == "overcome":
            said = [_("{name} overcomes {card}.").format(name=name_of(e["seat"]),
                                                         card=A.card_name(e["card"]))]
            for x in events:
                if x["type"] == "reward":
                    said.append(counted(x["ducats"], "{n} ducat as a reward.",
                                        "{n} ducats as a reward."))
                elif x["type"] == "trophy":
                    said.append(_("Kept as a trophy towards Strength."))
                elif x["type"] == "grew":
                    said.append(_("{attribute} grows to +{level}!").format(
                        attribute=attribute_name(x["attribute"]), level=x["level"]))
            return " ".join(said)
        if t == "fight_hide" and e["hidden"]:
            return _("{name} hides: the conflict is over.").format(name=name_of(e["seat"]))
        if t == "stole_item":
            return _("{name} takes {card} from {other}.").format(
                name=name_of(e["seat"]), card=A.card_name(e["card"]), other=name_of(e["other"]))
        if t == "stole_ducats":
            return counted(e["amount"], "{name} takes {n} ducat from {other}.",
                           "{name} takes {n} ducats from {other}.", name=name_of(e["seat"]),
                           other=name_of(e["other"]))
        if t == "stole_curse":
            return _("{name} takes a curse from {other}.").format(name=name_of(e["seat"]),
                                                                 other=name_of(e["other"]))
        if t == "bribed":
            return _("{name} pays: {card} leaves {name} alone while {name} stays here.").format(
                name=name_of(e["seat"]), card=A.card_name(e["card"]))
    return ""


def creature_model(view: dict, seat: int, events: list[dict], name_of, stage: str,
                   before: dict | None = None) -> dict | None:
    """The dialog of ``seat``'s conflict with a creature: live (``stage`` "bribe" or
    "fight", from the round's ``events``) or done (the result of the round, ``events``
    its events); ``before``: the view the rolls were made in (the sides' dice and
    bonuses as they were, their Health as it is), by default ``view``. ``None`` without
    a creature to show."""
    dice = _dice_view(view, before, seat) if stage == "done" else view
    if dice is None or not (view["heroes"][seat] or {}).get("char") and stage != "done":
        return None
    h = dice["heroes"][seat]
    fight = (view["heroes"][seat] or {}).get("fight")
    card = fight["card"] if fight else next(
        (e["card"] for e in reversed(events) if e["type"] in ("foe_attack", "hero_strike",
                                                              "fight_hide", "bribe_asked",
                                                              "bribed")), None) \
        or view["board"].get(h["field"])
    if card is None:
        return None
    field_id = h["field"]
    name = name_of(seat)
    beast = (view.get("centre", {}).get("beasts") or {}).get(field_id) or {}
    creature = creature_side(dice, card, field_id, fight.get("health", beast.get("health"))
                             if fight else None)   # a beast's fight keeps its Health apart
    if not fight and any(e["type"] == "overcome" for e in events):
        creature["health"] = 0
    right = fighter(view, before, seat, name, "creature") if stage == "done" else \
        hero_side(view, seat, name, "creature")
    model = {"kind": "creature", "stage": stage, "seat": seat, "card": card,
             "field": field_id,
             "title": _("Conflict: {name} and {card}").format(name=name, card=creature["name"]),
             "place": _place(field_id), "left": creature, "right": right,
             "exchanges": exchanges(events, name_of), "notes": [], "outcome": ""}
    if stage == "bribe":
        price = content().card(card).negotiation
        model["notes"] = [
            _("{card} is {nature}, {name} {mine}: it need not fight. It asks a bribe first, its "
              "Negotiation of {price} or an item card. Paid, it leaves {name} alone while "
              "{name} stays here; refused, it attacks first.").format(
                card=creature["name"], nature=nature_name(creature["nature"]),
                mine=nature_name(content().characters[h["char"]].nature), name=name,
                price=counted(price, "{n} ducat", "{n} ducats"))]
        if h["ducats"] < price:
            model["notes"].append(counted(h["ducats"], "{name} has only {n} ducat.",
                                          "{name} has only {n} ducats.", name=name))
        return model
    model["steps"] = _steps(events, creature["name"], name, stage)
    if fight and fight.get("again"):
        model["notes"].append(_("Struck once: one more hit in this round overcomes it; missed, "
                                "one hit in a later round is enough."))
    elif stage == "fight" and creature["most"] == 2 and creature["health"] == 2:
        model["notes"].append(_("An Inner World creature has 2 Health: hit it twice in a row."))
    if stage == "fight" and fight and fight.get("hid"):
        model["notes"].append(_("Hiding failed this round: strike, or hold back."))
    if stage == "done":
        model["outcome"] = _outcome(events, name_of) or (
            _("The round is over: the conflict goes on in {name}'s next turn.").format(name=name)
            if fight else "")
    return model


def _steps(events: list[dict], card: str, name: str, stage: str) -> list[tuple]:
    """The round's two halves (5., advanced: the creature attacks first, then the roles
    swap) as ``(text, shorter text, state)``, state "done", "now" or "later"."""
    attacked = any(e["type"] in ("foe_attack", "creature_paralysed") for e in events) \
        or stage == "fight"
    first = (_("1. {card} attacks").format(card=card), "1. " + card)
    second = (_("2. Roles swap: {name} attacks").format(name=name), "2. " + name)
    if stage == "done":
        return [(*first, "done"), (*second, "done")]
    return [(*first, "done" if attacked else "now"),
            (*second, "now" if attacked else "later")]


def _place(field_id: str | None) -> list[str]:
    """The field and its terrain for the dialog's corner, as options longest first:
    "Forest · Old Castle", "Old Castle", "Forest"."""
    if not field_id:
        return [""]
    from games.bas_celik.ui.texts import field_title
    name = A.short(field_title(field_id))
    terrain = A.terrain_name(field_id)
    if not terrain:
        return [name]
    return [_("{terrain} · {field}").format(terrain=terrain, field=name), name, terrain]


def meeting_model(view: dict, events: list[dict], name_of, before: dict | None = None) -> dict | None:
    """The result of a Struggle, a Stealing or a Hiding between two characters (4.4,
    advanced) among ``events``; ``None`` without one."""
    e = next((x for x in events if x["type"] in ("struggle_adv", "steal_adv", "hide")), None)
    if e is None:
        return None
    a, d = e["seat"], e["other"]
    left = fighter(view, before, a, name_of(a), "character")
    right = fighter(view, before, d, name_of(d), "character")
    if left is None or right is None:
        return None
    where = _dice_view(view, before, a)["heroes"][a].get("field")
    return {"kind": "meeting", "stage": "done", "title": _("Meeting: {name} and {other}").format(
                name=name_of(a), other=name_of(d)),
            "place": _place(where), "left": left, "right": right,
            "exchanges": exchanges(events, name_of), "notes": [],
            "outcome": _outcome(events, name_of), "seat": a}


def bas_model(view: dict, events: list[dict], name_of, before: dict | None = None) -> dict | None:
    """The result of a round against Baš-Čelik (10., advanced) among ``events``."""
    e = next((x for x in events if x["type"] == "bas_strike"), None)
    if e is None:
        return None
    seat = e["seat"]
    right = fighter(view, before, seat, name_of(seat), "creature")
    if right is None:
        return None
    left = bas_side(view)
    left["health"] = e.get("bc_health", left["health"])
    if any(x["type"] == "captured" for x in events):
        left["health"] = 0
    return {"kind": "bas", "stage": "done",
            "title": _("The finale: {name} and Baš-Čelik").format(name=name_of(seat)),
            "place": [_("The Centre of the World")], "left": left, "right": right,
            "exchanges": exchanges(events, name_of), "notes": [],
            "outcome": _outcome(events, name_of), "seat": seat}


def result_model(view: dict, events: list[dict], name_of, played: list | None = None,
                 before: dict | None = None) -> dict | None:
    """The conflict dialog showing the result of the action whose ``events`` are given
    (the advanced variant's creature conflict, meeting or finale), for the box over the
    map a click closes; ``None`` when they hold no such conflict. ``played``: every kept
    action's events (a creature conflict's box shows its whole round); ``before``: the
    view the rolls were made in."""
    kinds = {e["type"] for e in events}
    if "bas_strike" in kinds:
        return bas_model(view, events, name_of, before)
    if kinds & {"struggle_adv", "steal_adv"} or ("hide" in kinds and A.is_advanced(view)):
        return meeting_model(view, events, name_of, before)
    if kinds & {"foe_attack", "hero_strike", "fight_hide", "held", "creature_paralysed",
                "bribed"}:
        seat = next(e["seat"] for e in events if e["type"] in ROUND and isinstance(e.get("seat"), int))
        mine = [e for e in events if e.get("seat") == seat and e["type"] in ROUND]
        whole = round_events(played, seat) if played else []
        if whole and all(e in whole for e in mine):
            mine = whole
        return creature_model(view, seat, mine, name_of, "done", before)
    return None
