"""The game log's lines for the events of Baš-Čelik's advanced variant (``advanced.py``,
``conflict_adv.py``), joined to ``log_lines``' table: each event one sentence in the
rulebook's terms, every die shown with what is added to it. Pure Python; every word is
translated when a line is made."""
from __future__ import annotations

from games.engine.i18n import N_, _, counted
from games.engine.rulekit import Template
from games.bas_celik.log_lines import _card, _other, _roller, card_name, rolled


def attribute_name(attribute: str) -> str:
    """"Strength", "Intelligence" or "Speed" in the language shown."""
    return {"strength": _("Strength"), "intelligence": _("Intelligence"),
            "speed": _("Speed")}[attribute]


def _mine(event: dict) -> str:
    return rolled(event["die"], event["roll"], 0, event["parts"])


def _theirs(event: dict) -> str:
    return rolled(event["other_die"], event["other_roll"], 0, event.get("other_parts"))


def _bribe_asked(state, event, name):
    return counted(event["price"], "{card} may be bribed by {name}: {n} ducat, its Negotiation, "
                   "or an item card; refused, it attacks.", "{card} may be bribed by {name}: {n} "
                   "ducats, its Negotiation, or an item card; refused, it attacks.",
                   name=name, card=card_name(event["card"]))


def _bribed(state, event, name):
    if "item" in event:
        return _("{name} gives {item} to bribe {card}: it leaves {name} alone while "
                 "{name} stays on this field.").format(
            name=name, item=card_name(event["item"]), card=card_name(event["card"]))
    return counted(event["price"], "{name} pays {card} {n} ducat: it leaves {name} alone "
                   "while {name} stays on this field.", "{name} pays {card} {n} ducats: it "
                   "leaves {name} alone while {name} stays on this field.",
                   name=name, card=card_name(event["card"]))


def _fight_round(state, event, name):
    return counted(event["health"], "A round of the conflict of {name} with {card}, which "
                   "has {n} Health.", "A round of the conflict of {name} with {card}, which "
                   "has {n} Health.", name=name, card=card_name(event["card"]))


def _foe_attack(state, event, name):
    text = _("{card} attacks {name} with {attribute}: {them}, {who}; {name} defends with "
             "{mine}.").format(
        card=card_name(event["card"]), name=name, attribute=attribute_name(event["attribute"]),
        them=rolled(event["die"], event["roll"], 0, event["parts"]), who=_roller(state, event),
        mine=rolled(event["hero_die"], event["hero_roll"], 0, event["hero_parts"]))
    if event["damage"]:
        return text + " " + counted(event["damage"], "The attack gets through by {n}.",
                                    "The attack gets through by {n}.")
    return text + " " + _("{name} defends.").format(name=name)


def _hero_strike(state, event, name):
    key = N_("{name} strikes {card} a second time, with {attribute}: {mine} against "
             "{theirs}, {who}.") if event["second"] else \
        N_("{name} strikes {card} with {attribute}: {mine} against {theirs}, {who}.")
    text = _(key).format(name=name, card=card_name(event["card"]),
                         attribute=attribute_name(event["attribute"]), mine=_mine(event),
                         theirs=_theirs(event), who=_roller(state, event))
    if "damage" in event and event["won"]:         # a beast of the finale loses the difference
        return text + " " + counted(event["health"], "A hit: {card} loses {damage} Health and "
                                    "has {n} left.", "A hit: {card} loses {damage} Health and "
                                    "has {n} left.", card=card_name(event["card"]),
                                    damage=event["damage"])
    return text + " " + (_("A hit!") if event["won"] else _("Parried."))


def _fight_hide(state, event, name):
    text = _("{name} tries to hide from {card}: {mine} against {theirs}, {who}.").format(
        name=name, card=card_name(event["card"]), mine=_mine(event), theirs=_theirs(event),
        who=_roller(state, event))
    return text + " " + (_("Hidden: the conflict ends.") if event["hidden"] else _("Not hidden."))


def _grew(state, event, name):
    if event["attribute"] == "strength":
        return counted(event["cards"], "The Strength of {name} grows to +{level}; {n} creature "
                       "card goes back under its pile.", "The Strength of {name} grows to "
                       "+{level}; {n} creature cards go back under their piles.",
                       name=name, level=event["level"])
    return counted(event["cards"], "The Intelligence of {name} grows to +{level}; {n} curse "
                   "goes back, face down.", "The Intelligence of {name} grows to +{level}; {n} "
                   "curses go back, face down.", name=name, level=event["level"])


def _prey(state, event, name):
    if event["nature"] == "D":
        return _("{name} chooses to eliminate Good creatures to grow in Strength.").format(name=name)
    return _("{name} chooses to eliminate Evil creatures to grow in Strength.").format(name=name)


def _struggle_adv(state, event, name):
    other = _other(state, event)
    text = _("{name} attacks {other} with {attribute}: {mine} against {theirs}.").format(
        name=name, other=other, attribute=attribute_name(event["attribute"]),
        mine=_mine(event), theirs=_theirs(event))
    if event["total"] > event["other_total"]:
        return text + " " + counted(event["damage"], "The attack gets through by {n}.",
                                    "The attack gets through by {n}.")
    if event["total"] < event["other_total"]:
        return text + " " + counted(event["damage"], "{other} strikes back by {n}.",
                                    "{other} strikes back by {n}.", other=other)
    return text + " " + _("Neither is hurt.")


def _steal_adv(state, event, name):
    what = {"ducats": _("ducats"), "curse": _("a curse"), "item": _("an item")}[event["what"]]
    text = _("{name} tries to steal {what} from {other} with {attribute}: {mine} against "
             "{theirs}.").format(name=name, what=what, other=_other(state, event),
                                 attribute=attribute_name(event["attribute"]),
                                 mine=_mine(event), theirs=_theirs(event))
    return text + " " + (_("Stolen.") if event["stolen"] else _("Not stolen."))


def _bas_strike(state, event, name):
    text = _("{name} attacks Baš-Čelik with {attribute}: {mine} against his {theirs}, "
             "{who}.").format(name=name, attribute=attribute_name(event["attribute"]),
                              mine=_mine(event), who=_roller(state, event),
                              theirs=rolled(event["bc_die"], event["bc_roll"], event["plus"]))
    if event["damage"]:
        return text + " " + counted(event["bc_health"], "He loses {damage} Health and has {n} "
                                    "left.", "He loses {damage} Health and has {n} left.",
                                    damage=event["damage"])
    return text + " " + _("He parries.")


def _critical(state, event, name):
    dice = " + ".join(_("d{n}").format(n=d) + f" {r}" for d, r in zip(event["dice"], event["rolls"]))
    text = _("The Miraculous Sword's critical blow: {dice} = {total}.").format(
        dice=dice, total=sum(event["rolls"]))
    return text + " " + (_("Above 20: Baš-Čelik is defeated at once!") if event["critical"]
                         else _("Not above 20."))


def _bas_attack(state, event, name):
    text = _("Baš-Čelik attacks the {attribute} of {name}: his {theirs}, {who}, against "
             "{mine}.").format(name=name, attribute=attribute_name(event["attribute"]),
                               mine=_mine(event), who=_roller(state, event),
                               theirs=rolled(event["bc_die"], event["bc_roll"], event["plus"]))
    if event["damage"]:
        return text + " " + counted(event["damage"], "The blow gets through by {n}.",
                                    "The blow gets through by {n}.")
    return text + " " + _("{name} defends.").format(name=name)


def _curse_roll(state, event, name):
    key = N_("{name} wards off the curse {card} of {other} with Intelligence: {mine} "
             "against {theirs}.") if event["warded"] else \
        N_("{name} fails to ward off the curse {card} of {other} with Intelligence: {mine} "
           "against {theirs}.")
    return _(key).format(name=name, card=card_name(event["card"]), other=_other(state, event),
                         mine=_mine(event), theirs=_theirs(event))


def _curse_eased(state, event, name):
    card = card_name(event["card"])
    if not event["left"]:
        return _("{name} resists the curse {card}: it has no hold.").format(name=name, card=card)
    if event["handler"] == "weaken":
        return counted(event["left"], "{name} resists the curse {card}: it weakens {name} by "
                       "only {n}.", "{name} resists the curse {card}: it weakens {name} by "
                       "only {n}.", name=name, card=card)
    return counted(event["left"], "{name} resists the curse {card}: paralysed for only {n} "
                   "cycle.", "{name} resists the curse {card}: paralysed for only {n} cycles.",
                   name=name, card=card)


LINES = {
    "bribe_asked": _bribe_asked,
    "bribed": _bribed,
    "fight_round": _fight_round,
    "foe_attack": _foe_attack,
    "hero_strike": _hero_strike,
    "struck_once": Template(N_("{card} is struck and has 1 Health left: {name} may strike once "
                               "more in this round."), card=_card()),
    "fight_hide": _fight_hide,
    "held": Template(N_("{name} strikes no blow at {card} in this round."), card=_card()),
    "trophy": Template(N_("{name} keeps {card} towards a Strength token."), card=_card()),
    "grew": _grew,
    "prey": _prey,
    "comrade": Template(N_("{card} becomes the comrade of {name}: it attacks beside {name} "
                           "and takes the first blow."), card=_card()),
    "key_power": Template(N_("{name} uses {card} on {other}: {what} goes back to the bank."),
                          card=_card(), other=_other, what=_card("what")),
    "key_warded": Template(N_("{name} holds the same Key card, so {card} of {other} takes "
                              "nothing."), card=_card(), other=_other),
    "struggle_adv": _struggle_adv,
    "steal_adv": _steal_adv,
    "bas_strike": _bas_strike,
    "critical": _critical,
    "bas_attack": _bas_attack,
    "curse_roll": _curse_roll,
    "curse_eased": _curse_eased,
}
