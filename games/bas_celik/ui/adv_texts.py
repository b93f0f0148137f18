"""The words and numbers the Baš-Čelik board shows for the advanced variant (the
paragraphs marked "Advanced variant"): the labels and tooltips of its actions, what a
roll would add up to before it is rolled (``attack_preview``, ``hide_preview``) with the
chance it succeeds, the advanced texts of the cards the basic texts describe otherwise
(weapons, creatures, animals, the Sword, the Horse, Key cards), and a character's
attributes, growth and trophies. Pure Python: no pygame.

Everything comes from a view (``rules.view``). The bonuses of a roll are the engine's
own (``advanced.hero_parts``, ``advanced.foe_parts``, read through ``Seen``: a view
standing in for the state those read-only helpers take), so the preview and the roll that
follows name the same parts (``tests/ui/test_bas_celik_adv_preview.py`` checks it).
"""
from __future__ import annotations

import functools
from types import SimpleNamespace

from games.engine.i18n import _, counted
from games.bas_celik import advanced as adv
from games.bas_celik.adv_content import ATTRIBUTES, advanced as adv_data
from games.bas_celik.card_texts import nature_name
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name as full_card_name
from games.bas_celik.log_adv import attribute_name


def short(name: str) -> str:
    """A name without the Serbian one in brackets."""
    return name.split(" (")[0]


def card_name(card: str) -> str:
    """A card's short name in the language shown."""
    return short(full_card_name(card))


def is_advanced(view: dict) -> bool:
    """The game shown is played in the advanced variant."""
    return view.get("options", {}).get("variant") == "advanced"


def Seen(view: dict) -> SimpleNamespace:
    """``view`` as the read-only state the engine's bonus helpers take (they read
    ``heroes``, ``spells`` and the content); never given to anything that rolls or
    changes a state."""
    return SimpleNamespace(**{**view, "spells": view.get("spells", {})})


def attr_short(attribute: str) -> str:
    """A short sign of an attribute for tight places: "Str", "Int", "Spd"."""
    return {"strength": _("Str"), "intelligence": _("Int"), "speed": _("Spd")}[attribute]


# ---------------------------------------------------------------------------- dice

def hero_die(view: dict, seat: int, attribute: str) -> int:
    """The die ``seat``'s character rolls for ``attribute`` (the card's front; d12 with
    Baš-Čelik's heart, 10.)."""
    h = view["heroes"][seat]
    if h.get("heart"):
        return 12
    return content().characters[h["char"]].advanced[attribute]


def hero_parts(view: dict, seat: int, attribute: str, use: str, against: str) -> list:
    """What the engine adds to ``seat``'s roll (``advanced.hero_parts``), as parts."""
    return adv.hero_parts(Seen(view), seat, attribute, use, against)


def speed_parts(view: dict, seat: int) -> list:
    """What is added to ``seat``'s Hiding roll from a creature (``advanced.speed_parts``:
    the Horse, a Speed weapon, the front ability's Hiding bonus)."""
    return adv.speed_parts(Seen(view), seat)


def meet_speed_parts(view: dict, seat: int) -> list:
    """What is added to a Hiding roll in a meeting (``fighting.speed_parts``)."""
    from games.bas_celik import fighting
    return fighting.speed_parts(Seen(view), seat)


def comrade_die(view: dict, seat: int) -> int | None:
    """The die a comrade adds to ``seat``'s attacks (G. Animals, advanced), else None."""
    h = view["heroes"][seat]
    if h.get("comrade") and h.get("companion"):
        return content().card(h["companion"]).die
    return None


def foe_parts(view: dict, field_id: str, card: str, attribute: str, use: str) -> list:
    """What the engine adds to a creature's roll (``advanced.foe_parts``: terrain marks,
    defence bonus, a curse laid on it)."""
    return adv.foe_parts(Seen(view), field_id, card, attribute, use)


def plus(parts: list) -> int:
    """The sum of ``parts``."""
    return sum(p[1] for p in parts)


def die_plus(die: int, parts: list, extra: int | None = None) -> str:
    """"d10+2", "d8-1", "d6", with a comrade's die: "d10+d6+1"."""
    text = _("d{n}").format(n=die)
    if extra:
        text += "+" + _("d{n}").format(n=extra)
    n = plus(parts)
    return text + (f"{n:+d}" if n else "")


def parts_text(parts: list) -> str:
    """The parts in words: "+1 Forest, +1 defence" ("" without any)."""
    from games.bas_celik.log_lines import part_name
    return ", ".join(f"{p[1]:+d} {part_name(p)}" for p in parts)


# ---------------------------------------------------------------------------- chances

@functools.lru_cache(maxsize=512)
def _spread(dice: tuple) -> dict:
    out = {0: 1.0}
    for die in dice:
        nxt: dict = {}
        for total, p in out.items():
            for face in range(1, die + 1):
                nxt[total + face] = nxt.get(total + face, 0.0) + p / die
        out = nxt
    return out


def chances(mine: tuple, my_plus: int, theirs: tuple, their_plus: int) -> tuple[float, float]:
    """``(P(mine > theirs), P(mine == theirs))`` for the dice ``mine`` plus ``my_plus``
    against ``theirs`` plus ``their_plus`` (each a tuple of die sizes, rolled and added)."""
    a, b = _spread(tuple(mine)), _spread(tuple(theirs))
    win = tie = 0.0
    for x, p in a.items():
        for y, q in b.items():
            if x + my_plus > y + their_plus:
                win += p * q
            elif x + my_plus == y + their_plus:
                tie += p * q
    return win, tie


def percent(p: float) -> str:
    """``0.583`` as "58%"."""
    return _("{n}%").format(n=round(100 * p))


# ---------------------------------------------------------------------------- previews

def attack_preview(view: dict, seat: int, attribute: str, card: str | None = None) -> dict:
    """What striking the creature ``card`` on ``seat``'s field (by default the one it is in
    conflict with) with ``attribute`` would roll: ``{"die", "parts", "extra" (a comrade's
    die or None), "their_die", "their_parts", "hit" (the chance of a higher total)}``."""
    h = view["heroes"][seat]
    card = card or (h.get("fight") or {}).get("card") or view["board"].get(h["field"])
    die, parts = hero_die(view, seat, attribute), hero_parts(view, seat, attribute, "attack",
                                                              "creature")
    extra = comrade_die(view, seat)
    their = adv.foe_die(card, attribute)
    their_parts = foe_parts(view, h["field"], card, attribute, "defence")
    win, _tie = chances((die,) + ((extra,) if extra else ()), plus(parts), (their,),
                        plus(their_parts))
    return {"die": die, "parts": parts, "extra": extra, "their_die": their,
            "their_parts": their_parts, "hit": win}


def defence_preview(view: dict, seat: int, card: str) -> dict:
    """The creature ``card``'s attack on ``seat`` (it chooses its attribute, 5.): ``{
    "attribute", "die", "parts", "my_die", "my_parts", "hurt" (the chance it gets
    through)}``."""
    h = view["heroes"][seat]
    attribute = adv.foe_choice(card, h["field"])
    die = adv.foe_die(card, attribute)
    parts = foe_parts(view, h["field"], card, attribute, "attack")
    mine = hero_die(view, seat, attribute)
    my_parts = hero_parts(view, seat, attribute, "defence", "creature")
    win, _tie = chances((die,), plus(parts), (mine,), plus(my_parts))
    return {"attribute": attribute, "die": die, "parts": parts, "my_die": mine,
            "my_parts": my_parts, "hurt": win}


def hide_preview(view: dict, seat: int, card: str | None = None) -> dict:
    """A Hiding roll from the creature ``card`` (4.2, 4.4.3): the character's Speed die
    and bonuses against the creature's Speed die; ``"ok"``: the chance of as much or
    more."""
    h = view["heroes"][seat]
    card = card or (h.get("fight") or {}).get("card")
    die, parts = hero_die(view, seat, "speed"), speed_parts(view, seat)
    their = adv.foe_die(card, "speed")
    win, tie = chances((die,), plus(parts), (their,), 0)
    return {"die": die, "parts": parts, "their_die": their, "ok": win + tie}


def struggle_preview(view: dict, seat: int, other: int, attribute: str,
                     steal: bool = False) -> dict:
    """A Struggle (or a Stealing, ``steal``) with ``other`` by ``attribute`` (4.4.2,
    4.4.5, advanced): ``{"die", "parts", "extra", "their_die", "their_parts", "win",
    "tie"}``; a comrade attacks in a Struggle, not in a Stealing."""
    die, parts = hero_die(view, seat, attribute), hero_parts(view, seat, attribute, "attack",
                                                              "character")
    extra = None if steal else comrade_die(view, seat)
    if steal:
        parts = [p for p in parts if p[0] != "charm"]
        parts = parts + adv.ability_part(Seen(view), view["heroes"][seat], "steal", attribute)
    their = hero_die(view, other, attribute)
    their_parts = hero_parts(view, other, attribute, "defence", "character")
    if steal:
        their_parts = [p for p in their_parts if p[0] != "charm"]
    win, tie = chances((die,) + ((extra,) if extra else ()), plus(parts), (their,),
                       plus(their_parts))
    return {"die": die, "parts": parts, "extra": extra, "their_die": their,
            "their_parts": their_parts, "win": win, "tie": tie}


def bas_preview(view: dict, seat: int, attribute: str) -> dict:
    """A strike at Baš-Čelik with ``attribute`` (10., advanced: against his d12+2)."""
    card = content().cards["bas_celik"]
    die, parts = hero_die(view, seat, attribute), hero_parts(view, seat, attribute, "attack",
                                                              "creature")
    extra = comrade_die(view, seat)
    win, _tie = chances((die,) + ((extra,) if extra else ()), plus(parts), (card.die,),
                        card.plus)
    return {"die": die, "parts": parts, "extra": extra, "their_die": card.die,
            "their_plus": card.plus, "hit": win}


# ---------------------------------------------------------------------------- labels

ADVANCED_TYPES = ("hold", "bribe", "no_bribe", "comrade", "prey", "grow", "key_power",
                  "foe_attack")


def foe_name(view: dict) -> str:
    """The foe whose attack the seat to decide chooses (phase ``foe_attack``): the
    creature or beast in conflict with the pending seat, or Baš-Čelik."""
    p = view.get("pending") or {}
    if p.get("foe") == "bas" or p.get("seat") is None:
        return card_name("bas_celik")
    h = view["heroes"][p["seat"]]
    card = (h.get("fight") or {}).get("card") or view["board"].get(h["field"])
    return card_name(card) if card else card_name("bas_celik")


def other_of(view: dict) -> int | None:
    """The other character of the meeting under way."""
    m = view.get("meeting")
    seat = view["current_seat"]
    if not m:
        return None
    return m["d"] if seat == m["a"] else m["a"]


def action_label(view: dict, action: dict) -> str | None:
    """The button label of an action the advanced variant adds or words otherwise
    (``texts.action_label`` asks here first); ``None`` for any other."""
    t = action["type"]
    seat = view["current_seat"]
    h = view["heroes"][seat] if seat is not None and view["heroes"][seat] else None
    names = [p["name"] for p in view["players"]]
    if t == "strike" and "attribute" in action and h:
        a = action["attribute"]
        if view["phase"] == "bas":
            return _("Strike with {attribute} · {chance}").format(
                attribute=attribute_name(a), chance=percent(bas_preview(view, seat, a)["hit"]))
        if h.get("fight"):
            return _("Strike with {attribute} · {chance}").format(
                attribute=attribute_name(a), chance=percent(attack_preview(view, seat, a)["hit"]))
        return _("Strike with {attribute}").format(attribute=attribute_name(a))
    if t == "hide" and view["phase"] == "fight" and h and h.get("fight"):
        return _("Try to hide · {chance}").format(chance=percent(hide_preview(view, seat)["ok"]))
    if t == "hold":
        return _("Strike no blow this round")
    if t == "foe_attack":
        return _("{foe} attacks {name} with {attribute}").format(
            foe=foe_name(view), name=names[(view.get("pending") or {}).get("seat", seat)],
            attribute=attribute_name(action["attribute"]))
    if t == "bribe" and action.get("card"):
        return _("Bribe it with {card}").format(card=card_name(action["card"]))
    if t == "bribe":
        creature = view["board"].get(h["field"]) if h else None
        price = content().card(creature).negotiation if creature else 0
        return counted(price, "Pay the bribe: {n} ducat", "Pay the bribe: {n} ducats")
    if t == "no_bribe":
        return _("Refuse: it attacks first")
    if t == "attack" and h:
        card = view["board"].get(h["field"])
        return _("Attack {card}: it strikes first").format(card=card_name(card)) if card \
            else _("Attack")
    if t == "comrade" and h:
        return _("Make {card} your comrade").format(card=card_name(h["companion"]))
    if t == "prey":
        return _("Grow by beating Good creatures") if action["nature"] == "D" else \
            _("Grow by beating Evil creatures")
    if t == "grow" and h and "growth" in h:
        need = adv.intelligence_need(h) or 0
        return counted(need, "Give back {n} curse: Intelligence +{level}",
                       "Give back {n} curses: Intelligence +{level}",
                       level=h["growth"]["intelligence"] + 1)
    if t == "grow":
        return _("Give back curses: Intelligence grows")
    if t == "key_power":
        from games.bas_celik.ui.texts import key_name
        return _("{key}: take {card} from {name}").format(
            key=key_name(content().card(action["card"]).id), card=card_name(action["what"]),
            name=names[action["target"]])
    if t == "buy" and content().card(action["card"]).group == "weapon":
        return counted(content().card(action["card"]).price, "Buy {card}, {effect}: {n} ducat",
                       "Buy {card}, {effect}: {n} ducats", card=card_name(action["card"]),
                       effect=weapon_short(action["card"]))
    if t in ("struggle", "steal") and "attribute" in action:
        return _meeting_label(view, action, names)
    return None


def _meeting_label(view: dict, action: dict, names: list) -> str:
    other = other_of(view)
    name = names[other] if other is not None else ""
    a = attribute_name(action["attribute"])
    if action["type"] == "struggle":
        if view["phase"] == "beast":
            return _("Struggle with the beast by {attribute}").format(attribute=a)
        return _("Struggle with {name} by {attribute}").format(name=name, attribute=a)
    what = action["what"]
    if what == "ducats":
        return _("Steal ducats by {attribute}").format(attribute=a)
    if what == "curse":
        return _("Steal a curse by {attribute}").format(attribute=a)
    return _("Steal {card} by {attribute}").format(card=card_name(what), attribute=a)


def _roll_words(die: int, parts: list, extra: int | None = None) -> str:
    """"d10 + 1 Werewolf" / "d10 + comrade's d6": a roll before it is made, in words."""
    from games.bas_celik.log_lines import part_name
    text = _("d{n}").format(n=die)
    if extra:
        text = _("{roll} + the comrade's d{n}").format(roll=text, n=extra)
    for p in parts:
        text += " " + _("{sign} {n} {what}").format(sign="+" if p[1] >= 0 else "-",
                                                  n=abs(p[1]), what=part_name(p))
    return text


def action_help(view: dict, action: dict) -> str | None:
    """A button's tooltip for the advanced variant's actions and those it words otherwise
    (``texts.action_help`` asks here first); ``None`` for any other."""
    t = action["type"]
    seat = view["current_seat"]
    h = view["heroes"][seat] if seat is not None and view["heroes"][seat] else None
    if t == "strike" and "attribute" in action and h:
        a = action["attribute"]
        if view["phase"] == "bas":
            p = bas_preview(view, seat, a)
            return _("Your {attribute} {mine} against his d{die}+{plus}: a higher total costs "
                     "him the difference in Health ({chance} to hit). Then he strikes back "
                     "at your weaker attribute.").format(
                attribute=attribute_name(a), mine=_roll_words(p["die"], p["parts"], p["extra"]),
                die=p["their_die"], plus=p["their_plus"], chance=percent(p["hit"]))
        if h.get("fight"):
            p = attack_preview(view, seat, a)
            return _("Your {attribute} {mine} against its defence {theirs}: a higher total "
                     "takes 1 of its Health ({chance} to hit). Otherwise the round and your "
                     "turn end.").format(
                attribute=attribute_name(a), mine=_roll_words(p["die"], p["parts"], p["extra"]),
                theirs=_roll_words(p["their_die"], p["their_parts"]), chance=percent(p["hit"]))
    if t == "hide" and view["phase"] == "fight" and h and h.get("fight"):
        p = hide_preview(view, seat)
        return _("Your Speed {mine} against its Speed d{die}: as much or more and you slip "
                 "away, the conflict ends and you move on next cycle ({chance}). Less, and you "
                 "may still strike this round. Once a round.").format(
            mine=_roll_words(p["die"], p["parts"]), die=p["their_die"], chance=percent(p["ok"]))
    if t == "hold":
        return _("Strike no blow this round (all a paralysed character can do); the round "
                 "and your turn end, and the conflict goes on next turn.")
    if t == "foe_attack":
        return _("You roll the dice for {foe}: choose the attribute it attacks with. The "
                 "character defends with the same attribute, and a higher attack costs it the "
                 "difference in Health.").format(foe=foe_name(view))
    if t == "bribe" and action.get("card"):
        return _("Give {card} to the bank: the creature leaves you alone as long as you stay "
                 "on this field.").format(card=card_name(action["card"]))
    if t == "bribe":
        return _("Pay its Negotiation to the bank: the creature leaves you alone as long as "
                 "you stay on this field.")
    if t == "no_bribe":
        return _("Pay nothing: the creature attacks first, and the conflict lasts until you "
                 "hide from it or one of you is beaten.")
    if t == "attack":
        return _("A conflict begins: the creature strikes first, then you; it goes on round "
                 "by round, one a turn, until you hide or one of you is beaten.")
    if t == "comrade" and h:
        return _("From now on {card} fights beside you: its d{die} is added to your attacks, "
                 "and it takes the next successful blow against you, and is gone.").format(
            card=card_name(h["companion"]), die=content().card(h["companion"]).die)
    if t == "prey":
        return _("An Indifferent character chooses once, for the whole game, which creatures "
                 "it beats to grow in Strength: Good or Evil ones (two Indifferent ones count "
                 "as one). The other trophies go back.")
    if t == "grow" and h:
        return _("Give back curses you hold, unused and face down, for a permanent token: "
                 "+1 to Intelligence after 3 curses, +2 after 2 more.")
    if t == "key_power":
        return _("After Baš-Čelik's defeat a Key card is a power: {key} takes {card} from "
                 "{name} back to the bank, unless {name} holds the same Key card. The Key "
                 "card goes back too.").format(
            key=card_name(action["card"]), card=card_name(action["what"]),
            name=view["players"][action["target"]]["name"])
    if t in ("struggle", "steal") and "attribute" in action and view["phase"] == "meet":
        other = other_of(view)
        p = struggle_preview(view, seat, other, action["attribute"], t == "steal")
        mine = _roll_words(p["die"], p["parts"], p["extra"])
        theirs = _roll_words(p["their_die"], p["their_parts"])
        if t == "struggle":
            return _("Your {attribute} {mine} against {theirs}: the lower total loses the "
                     "difference in Health; a tie costs nothing. You win {win}, tie "
                     "{tie}.").format(attribute=attribute_name(action["attribute"]), mine=mine,
                                      theirs=theirs, win=percent(p["win"]), tie=percent(p["tie"]))
        return _("Your {attribute} {mine} against {theirs}: only a higher total steals it "
                 "({chance}).").format(attribute=attribute_name(action["attribute"]),
                                       mine=mine, theirs=theirs, chance=percent(p["win"]))
    if t == "hide" and view["phase"] == "meet":
        return _("Both roll their Speed die: at or above the other's roll you slip away and "
                 "move on next cycle; below it you may still choose something else.")
    if t in ("buy", "sell") and content().card(action["card"]).group == "weapon":
        return weapon_help(action["card"], t)
    if t == "rest":
        return _("Rest instead of moving, on any field: +1 Health (+2 on the Church of "
                 "Health; a character's ability may add more); your turn ends.")
    if t == "buy_health":
        return _("3 ducats for 1 Health, in a settlement, never above 12.")
    return None


def weapon_effect(card: str) -> str:
    """What a weapon adds in the advanced variant (8.2): "+1 to Strength attacks", "+2 to
    attack and defence of Strength and Intelligence", "+1 to Hiding rolls"."""
    w = content().card(card)
    if w.attribute == "speed":
        return _("+{n} to Speed (Hiding rolls)").format(n=w.bonus)
    if w.attribute == "both":
        return _("+{n} to attack and defence of Strength and Intelligence").format(n=w.bonus)
    if w.use == "attack":
        return _("+{n} to {attribute} attacks").format(n=w.bonus,
                                                       attribute=attribute_name(w.attribute))
    return _("+{n} to {attribute} defence").format(n=w.bonus,
                                                   attribute=attribute_name(w.attribute))


def weapon_short(card: str) -> str:
    """A weapon's bonus in a few signs for a button (the attributes' signs of the
    character cards): "+1 Str attack", "+2 to all", "+1 Speed"."""
    w = content().card(card)
    if w.attribute == "speed":
        return _("+{n} Speed").format(n=w.bonus)
    if w.attribute == "both":
        return _("+{n} to all").format(n=w.bonus)
    if w.use == "attack":
        return _("+{n} {attribute} attack").format(n=w.bonus, attribute=attr_short(w.attribute))
    return _("+{n} {attribute} defence").format(n=w.bonus, attribute=attr_short(w.attribute))


def weapon_help(card: str, kind: str = "buy") -> str:
    """A weapon's tooltip (8.2): what it adds, common or better, where such are sold, one
    in use, sold back for half."""
    w = content().card(card)
    common = w.price <= adv_data().rules["common_price_most"]
    first = (_("A common weapon: {effect}.") if common else _("A better weapon: {effect}.")).format(
        effect=weapon_effect(card))
    if kind == "sell":
        return first + " " + counted(w.price // 2, "It goes back to the bank for half its "
                                     "price: {n} ducat.", "It goes back to the bank for half "
                                     "its price: {n} ducats.")
    return first + " " + _("Common weapons (+1, up to 15 ducats) are sold in every settlement; "
                           "better ones (+2) at the Inner World's castles, the Blacksmith and "
                           "the Wonder Stone. One weapon in use; in a settlement it sells "
                           "back for half.")


# ---------------------------------------------------------------------------- card texts

def card_text(card: str) -> str | None:
    """What ``card`` does in the advanced variant where it differs from the basic text
    (``card_texts.card_text``): a weapon, a creature, an animal, the Sword, the Horse, a
    Key card, Baš-Čelik; ``None`` for any other."""
    c = content()
    if card in c.characters or card in c.tasks:
        return None
    k = c.card(card)
    if k.kind == "weapon":
        return weapon_help(card)
    if k.kind == "creature":
        foe = adv_data().foes[k.id]
        marks = "; ".join(mark_text(m) for m in foe.marks)
        health = adv_data().rules["inner_health"] if k.group == "inner" else 1
        text = _("Strength d{s}, Intelligence d{i}, Speed d{sp}; defends with +{ds} Strength, "
                 "+{di} Intelligence. {health} Health. Negotiation: {price}. It strikes first "
                 "with its better attribute on its field.").format(
            s=k.strength, i=k.intelligence, sp=foe.speed, ds=foe.defence["strength"],
            di=foe.defence["intelligence"], health=health,
            price=counted(k.negotiation, "{n} ducat", "{n} ducats"))
        return text + (" " + _("Terrain: {marks}.").format(marks=marks) if marks else "")
    if k.kind == "animal":
        return _("With Cikavac or Mute Tongue it becomes your Companion; made a comrade it "
                 "adds its d{die} to your attacks and takes the next blow meant for you. "
                 "Else it ignores you; attacked, it strikes first with its d{die}.").format(
            die=k.die)
    if k.kind == "sword":
        return _("+2 to attack and defence; no other weapon while it is used. After a hit "
                 "that costs Baš-Čelik Health, d4+d6+d8+d10 above 20 defeats him at once.")
    if k.kind == "transport" and k.id == "horse":
        return _("One field further on every Outer move, two along an Inner path; +{n} to "
                 "Speed for Hiding.").format(n=adv_data().horse_speed)
    if k.kind == "key":
        power = {"boar": _("takes a Strength weapon"), "owl": _("takes an Intelligence weapon"),
                 "swallow": _("takes a Horse or a Mule")}[k.id]
        return _("Taken at its location instead of an Inner fate card, one of each per "
                 "character; it unlocks a field of the Centre. After Baš-Čelik's defeat it "
                 "{power} from another character who holds no such Key card.").format(power=power)
    if k.kind == "bas_celik":
        return _("He has 12 Health and rolls d{die}+{plus}; each hit costs him the difference, "
                 "and he is never healed. Escort him to your refuge to win.").format(
            die=k.die, plus=k.plus)
    return None


def mark_text(mark: dict) -> str:
    """A creature's terrain mark in words: "+1 Strength on Forest", "-1 to both away
    from Water" (5.: a black mark counts on that terrain, a white one off it)."""
    terrain = adv_data().terrains[mark["terrain"]].name
    what = {"strength": _("Strength"), "intelligence": _("Intelligence"),
            "both": _("both attributes")}[mark["attribute"]]
    if mark["fill"] == "black":
        return _("{amount} to {what} on {terrain}").format(
            amount=f"{mark['amount']:+d}", what=what, terrain=terrain)
    return _("{amount} to {what} away from {terrain}").format(
        amount=f"{mark['amount']:+d}", what=what, terrain=terrain)


def terrain_name(field_id: str) -> str | None:
    """The terrain of ``field_id`` (house, water, forest, mountain) in words, else None."""
    t = adv_data().field_terrain.get(field_id)
    return adv_data().terrains[t].name if t else None


def dialog_help() -> str:
    """The conflict dialog's hover text: how to read it."""
    return "\n".join((
        _("A conflict goes round by round, one round in each of your turns: the creature "
          "attacks first, then the roles swap and you attack."),
        _("\"attacks\" and \"defends\" are each side's die with everything added: growth, "
          "a weapon, the defence bonus, terrain marks, curses."),
        _("Each roll below shows its die, the number rolled and every part added; a higher "
          "attack costs the defender the difference."),
        _("Right-click: the creature's card large.")))


def front_text(char: str) -> str:
    """The front of a character card (A., advanced): its dice and defence bonuses."""
    ch = content().characters[char]
    dice = ", ".join(_("{attribute} d{n}").format(attribute=attribute_name(a), n=ch.advanced[a])
                     for a in ATTRIBUTES + ("speed",))
    defence = [_("{attribute} +{n}").format(attribute=attribute_name(a), n=ch.advanced["defence"][a])
               for a in ATTRIBUTES if ch.advanced["defence"][a]]
    if defence:
        return _("Dice: {dice}; defends with {bonuses}.").format(dice=dice,
                                                               bonuses=", ".join(defence))
    return _("Dice: {dice}.").format(dice=dice)


def field_lines(field_id: str) -> list[str]:
    """A field's hover lines of the advanced variant: the weapons sold there (8.2) and
    its terrain (5.: it changes some creatures' attributes)."""
    from games.bas_celik.advanced import _place_kinds
    rules = adv_data().rules
    here = _place_kinds(field_id)
    lines = []
    if here & set(rules["better_shops"]) and here & set(rules["common_shops"]):
        lines.append(_("Weapons: common and better ones are sold here."))
    elif here & set(rules["better_shops"]):
        lines.append(_("Weapons: the better ones are sold here."))
    elif here & set(rules["common_shops"]):
        lines.append(_("Weapons: common ones are sold here, and any weapon bought back for half."))
    terrain = terrain_name(field_id)
    if terrain:
        lines.append(_("Terrain: {terrain} (it changes some creatures' attributes).").format(
            terrain=terrain))
    return lines


def creature_line(view: dict, card: str, field_id: str) -> str:
    """A creature or animal lying on ``field_id`` in the advanced variant: its dice, its
    Negotiation and its terrain marks that count there."""
    k = content().card(card)
    if k.kind == "animal":
        return _("{card}: an animal, rolls a d{die}.").format(card=full_card_name(card), die=k.die)
    if k.kind != "creature":
        return full_card_name(card)
    from games.bas_celik.ui.adv_conflict import counting_marks
    marks = [mark_text(m) for m in counting_marks(card, field_id)]
    text = _("{card}: {nature} creature, Strength d{s}, Intelligence d{i}, Negotiation "
             "{price}.").format(card=full_card_name(card), nature=nature_name(k.nature),
                                s=k.strength, i=k.intelligence,
                                price=counted(k.negotiation, "{n} ducat", "{n} ducats"))
    if marks:
        text += " " + _("Here: {marks}.").format(marks="; ".join(marks))
    return text


# ---------------------------------------------------------------------------- the card

def growth_need(h: dict) -> tuple[int, int] | None:
    """``(points, needed)`` of ``h``'s trophies towards its next Strength token (8.1), or
    None at +2 (or before an Indifferent character has chosen its prey, counted with the
    nature that would give most)."""
    level = h["growth"]["strength"]
    if level >= 2:
        return None
    need = adv_data().rules["strength_growth"][level]
    return max(adv.points(h, n) for n in adv.prey_natures(h)), need


def attribute_lines(view: dict, seat: int) -> list[str]:
    """A character's hover lines of the advanced variant: its dice with growth tokens,
    defence bonuses, trophies and curses towards growth, prey, comrade, weapon in use."""
    h = view["heroes"][seat]
    ch = content().characters[h["char"]]
    dice = []
    for a in ATTRIBUTES + ("speed",):
        token = h["growth"].get(a, 0) if a != "speed" else 0
        die = _("d{n}").format(n=hero_die(view, seat, a))
        dice.append(_("{attribute} {die}{token}").format(
            attribute=attribute_name(a), die=die, token=f" +{token}" if token else ""))
    lines = [_("Dice: {dice}.").format(dice=", ".join(dice))]
    defence = [_("{attribute} +{n}").format(attribute=attribute_name(a), n=ch.advanced["defence"][a])
               for a in ATTRIBUTES if ch.advanced["defence"][a]]
    if defence:
        lines.append(_("Defends with: {bonuses}.").format(bonuses=", ".join(defence)))
    need = growth_need(h)
    if need is not None:
        natures = adv.prey_natures(h)
        prey = nature_name(natures[0]) if len(natures) == 1 else \
            _("{a} or {b}").format(a=nature_name("D"), b=nature_name("Z"))
        lines.append(_("Trophies: {n} of {need} towards Strength +{level} ({prey} creatures; "
                       "two Indifferent count as one).").format(
            n=need[0], need=need[1], level=h["growth"]["strength"] + 1, prey=prey))
    curse_need = adv.intelligence_need(h)
    if curse_need is not None:
        lines.append(_("Curses: {n} of {need} towards Intelligence +{level}.").format(
            n=h.get("curse_count", 0), need=curse_need, level=h["growth"]["intelligence"] + 1))
    if h.get("comrade") and h.get("companion"):
        lines.append(_("Comrade: {card}, adds its d{die} to attacks and takes the next blow.")
                     .format(card=card_name(h["companion"]), die=content().card(h["companion"]).die))
    if h["weapons"] and not h["sword"]:
        lines.append(_("Weapon in use: {card}, {effect}.").format(
            card=card_name(h["weapons"][0]), effect=weapon_effect(h["weapons"][0])))
    return lines
