"""The game log of Baš-Čelik: ``describe`` turns each event into one sentence in the
rulebook's terms (a ``rulekit.EventLines`` table). The public line never names a curse
lying face down (drawn, taken as treasure, stolen): the seat the event is ``shown_to``
reads those details. Pure Python; every word is translated when a line is made.
"""
from __future__ import annotations

from games.engine.i18n import N_, _, counted
from games.engine.rulekit import EventLines, Template
from games.engine.words import and_list
from games.bas_celik.content import content
from games.bas_celik.market import SERVICE_NAMES
from games.bas_celik.state import State


def card_name(card: str) -> str:
    """A card's name in the language shown (any instance ``"kind#n"`` or kind id)."""
    c = content()
    if card in c.characters:
        return c.characters[card].name
    if card in c.tasks:
        return c.tasks[card].name
    return c.card(card).name


def field_name(field_id: str) -> str:
    """A field as the log names it: its name, or the stretch of road it is."""
    f = content().fields[field_id]
    if f.name:
        return f.name
    if f.world == "outer":
        return _("a road of the Outer World")
    return _("a path of the Inner World")


def _ability(state: State, char: str) -> str:
    """The character's special ability as the variant played has it (the back of the
    card, or the front in the advanced variant)."""
    from games.bas_celik.card_texts import character_ability
    return character_ability(char, state.options.get("variant", "basic"))


def _seat(state: State, seat) -> str:
    return state.players[seat]["name"] if seat is not None else _("the app")


def _signed(number: int) -> str:
    """``number`` with its sign: "+2", "-1"."""
    return f"{number:+d}"


def _card(key: str = "card"):
    return lambda state, event: card_name(event[key])


def _field(key: str = "to"):
    return lambda state, event: field_name(event[key])


def _other(state, event):
    return state.players[event["other"]]["name"]


def _roller(state: State, event: dict) -> str:
    """Who a creature's, beast's or Baš-Čelik's die is rolled for, honestly: the app
    rolls it, for the Baš-Čelik player (1.), the player sitting opposite (6.) or the
    captor of Baš-Čelik for the beasts (10.)."""
    who = event.get("roller")
    if who is None:
        return _("rolled by the app")
    name = state.players[who]["name"]
    if who == state.bc_seat:
        return _("rolled by the app for {name}, the Baš-Čelik player").format(name=name)
    beast = event["type"] == "beast_round" or \
        content().card(event.get("card") or "bas_celik").kind == "beast"
    if beast:
        return _("rolled by the app for {name}, Baš-Čelik's captor").format(name=name)
    return _("rolled by the app for {name}, sitting opposite").format(name=name)


def _treasure_public(state: State, event: dict, name: str) -> str:
    items = [card_name(c) for c in event["items"]]
    if event["curses"]:
        items.append(counted(event["curses"], "{n} curse", "{n} curses"))
    return _("{name} takes treasure: {cards}.").format(name=name, cards=and_list(items))


def _treasure_private(state: State, event: dict, name: str) -> str:
    cards = [card_name(c) for c in event["items"] + event["secret"]]
    return _("{name} takes treasure: {cards}.").format(name=name, cards=and_list(cards))


def _returned(state: State, event: dict, name: str) -> str:
    return counted(len(event["cards"]), "{n} card goes back under its pile.",
                   "{n} cards go back under their piles.")


def _rolls(state: State, event: dict, name: str) -> str:
    return _("{name} rolls the d12 for a character: {rolls}.").format(
        name=name, rolls=", ".join(str(r) for r in event["rolls"]))


def _eliminated(state: State, event: dict, name: str) -> str:
    char = card_name(event["char"])
    if event["for_good"]:
        return _("{name} loses the {char} to Baš-Čelik and plays no more.").format(name=name, char=char)
    if event["by"] is not None:
        return _("{name} loses the {char}, eliminated by {other}.").format(
            name=name, char=char, other=state.players[event["by"]]["name"])
    return _("{name} loses the {char}; a new character starts over.").format(name=name, char=char)


def part_name(part: list) -> str:
    """What one part of a roll's bonus (``fighting.bonus_parts``: ``[kind, amount,
    card]``) comes from, in a word or two: the weapon's, the Companion's or the
    character's short name, "Horse", "from an Event", "from a curse", "charm", "open
    roll" (advanced: a front ability's second roll of the die)."""
    kind, card = part[0], part[2] if len(part) > 2 else ""
    if kind in ("weapon", "sword", "companion", "ability", "horse", "comrade") and card:
        return card_name(card).split(" (")[0]
    if kind == "terrain":                          # advanced: a creature's terrain mark
        from games.bas_celik.adv_content import advanced
        return advanced().terrains[card].name
    return {"event": _("from an Event"), "curse": _("from a curse"), "charm": _("charm"),
            "growth": _("growth"), "defence": _("defence"),
            "open": _("open roll")}.get(kind, kind)


def breakdown(roll: int, parts: list) -> str:
    """A roll and what is added to it, part by part, with the total: "7 + 1 Sword + 1
    charm = 9", "6 - 2 from a curse = 4"; the roll alone without parts."""
    if not parts:
        return str(roll)
    terms = "".join(" " + _("{sign} {n} {what}").format(
        sign="+" if p[1] >= 0 else "-", n=abs(p[1]), what=part_name(p)) for p in parts)
    return f"{roll}{terms} = {roll + sum(p[1] for p in parts)}"


def rolled(die: int | None, roll: int, bonus: int = 0, parts: list | None = None) -> str:
    """A roll as the log and the encounter box say it, with its die and total: "d10: 7
    + 1 Sword + 1 charm = 9" with the ``parts`` of its bonus (``breakdown``); without
    them "d10+1: 8+1 = 9", "d12+2: 7+2 = 9", "d6: 4"; without a known die (an old save)
    "8+1 = 9"."""
    if parts:
        head = (_("d{n}").format(n=die) + ": ") if die else ""
        return head + breakdown(roll, parts)
    head = (_("d{n}").format(n=die) + (_signed(bonus) if bonus else "") + ": ") if die else ""
    if not bonus:
        return f"{head}{roll}"
    return f"{head}{roll}{_signed(bonus)} = {roll + bonus}"


def creature_parts(event: dict) -> list:
    """The parts taken off a creature's roll in a ``conflict`` event: a curse's minus."""
    minus = event.get("minus", 0)
    return [["curse", -minus, ""]] if minus else []


def _conflict(state: State, event: dict, name: str) -> str:
    return _("{card} rolls {them}, {who}; {name} rolls {mine}.").format(
        card=card_name(event["card"]), them=rolled(event["die"], event["roll"], -event.get(
            "minus", 0), creature_parts(event)),
        who=_roller(state, event), name=name,
        mine=rolled(event["hero_die"], event["hero_roll"], event["bonus"], event.get("parts")))


def _hide(state: State, event: dict, name: str) -> str:
    text = _("{name} tries to hide from {other}: {mine} against {theirs}.").format(
        name=name, other=_other(state, event),
        mine=rolled(event["die"], event["roll"], event["bonus"], event.get("parts")),
        theirs=rolled(event.get("other_die"), event["other_roll"], event["other_bonus"],
                      event.get("other_parts")))
    return text + " " + (_("Hidden.") if event["hidden"] else _("Not hidden."))


def _struggle(state: State, event: dict, name: str) -> str:
    text = _("{name} struggles with {other}: {mine} against {theirs}.").format(
        name=name, other=_other(state, event),
        mine=rolled(event.get("die"), event["roll"], event["bonus"], event.get("parts")),
        theirs=rolled(event.get("other_die"), event["other_roll"], event["other_bonus"],
                      event.get("other_parts")))
    return text + " " + (_("The attacker strikes.") if event["won"] else _("The defender strikes back."))


def _steal(state: State, event: dict, name: str) -> str:
    what = {"ducats": _("ducats"), "curse": _("a curse"), "item": _("an item")}[event["what"]]
    text = _("{name} tries to steal {what} from {other}: {mine} against {theirs}.").format(
        name=name, what=what, other=_other(state, event),
        mine=rolled(event.get("die"), event["roll"], event["bonus"], event.get("parts")),
        theirs=rolled(event.get("other_die"), event["other_roll"]))
    return text + " " + (_("Stolen.") if event["stolen"] else _("Not stolen."))


def _bas(state: State, event: dict, name: str) -> str:
    text = _("Baš-Čelik rolls {them}, {who}; {name} rolls {mine}.").format(
        them=rolled(event.get("bc_die"), event["bc_roll"], event["plus"]),
        who=_roller(state, event), name=name,
        mine=rolled(event.get("die"), event["roll"], event["bonus"], event.get("parts")))
    return text + " " + (_("A strike!") if event["struck"] else _("Baš-Čelik strikes."))


def _beast_round(state: State, event: dict, name: str) -> str:
    plus = event.get("other_plus", 0)
    text = _("{name} struggles with {card}: {mine} against {theirs}, {who}.").format(
        name=name, card=card_name(event["card"]),
        mine=rolled(event.get("die"), event["roll"], event["bonus"], event.get("parts")),
        theirs=rolled(event.get("other_die"), event["other_roll"] - plus, plus),
        who=_roller(state, event))
    return text + " " + (_("The beast is struck.") if event["won"] else _("The beast strikes."))


def _beast_hide(state: State, event: dict, name: str) -> str:
    text = _("{name} tries to hide from {card}: {mine} against {theirs}.").format(
        name=name, card=card_name(event["card"]),
        mine=rolled(event.get("die"), event["roll"], event["bonus"], event.get("parts")),
        theirs=rolled(event.get("other_die"), event["other_roll"]))
    return text + " " + (_("Hidden.") if event["hidden"] else _("Not hidden."))


def _used(state: State, event: dict, name: str) -> str:
    """An item used, with what it did (G. Items): Health healed, ducats gained, or the
    charm waiting for the next conflict roll."""
    card = card_name(event["card"])
    kind = content().card(event["card"]).effect["handler"]
    n = event.get("amount", 0)
    if kind in ("heal", "heal_to"):
        return counted(n, "{name} uses {card} and heals {n} Health.",
                       "{name} uses {card} and heals {n} Health.", name=name, card=card)
    if kind == "gold":
        return counted(n, "{name} uses {card}: it turns into {n} ducat.",
                       "{name} uses {card}: it turns into {n} ducats.", name=name, card=card)
    if kind == "charm":
        return _("{name} uses {card}: +{n} to the next conflict roll.").format(
            name=name, card=card, n=n)
    return _("{name} uses {card}.").format(name=name, card=card)


def _deal(state: State, event: dict) -> str:
    """What an offer gives and takes, as the log names it."""
    parts = []
    if "give" in event:
        parts.append(card_name(event["give"]))
    if "take" in event:
        parts.append(card_name(event["take"]))
    price = counted(event.get("price", 0), "{n} ducat", "{n} ducats")
    if "service" in event:
        service = _(SERVICE_NAMES[event["service"]])
        if "give" in event:
            return _("{give} for the promise of {service}").format(give=parts[0], service=service)
        return _("the promise of {service} for {take}").format(take=parts[0], service=service)
    if "give" in event and "take" in event:
        return _("{give} for {take}").format(give=parts[0], take=parts[1])
    if "give" in event:
        return _("{give} for {price}").format(give=parts[0], price=price)
    return _("{price} for {take}").format(take=parts[0], price=price)


def _offered(state: State, event: dict, name: str) -> str:
    return _("{name} offers {other} a trade: {deal}.").format(
        name=name, other=_other(state, event), deal=_deal(state, event))


def _traded(state: State, event: dict, name: str) -> str:
    return _("{name} accepts the trade offered by {other}: {deal}.").format(
        name=name, other=_other(state, event), deal=_deal(state, event))


def _direction(state: State, event: dict, name: str) -> str:
    if event["clockwise"]:
        return _("{name} will walk the Outer ring clockwise.").format(name=name)
    return _("{name} will walk the Outer ring counter-clockwise.").format(name=name)


def _passed_over(state: State, event: dict, name: str) -> str:
    """A field the roll reached but the move may not end on (4.3, 4.4)."""
    field = field_name(event["field"])
    other = state.players[event["other"]]["name"] if event.get("other") is not None else ""
    if event["why"] == "parted":
        return _("{name} met {other} and the two must part (4.4): the move does not end on "
                 "the field of {other}, {field}, but goes on to the next free field.").format(
                     name=name, other=other, field=field)
    return _("{other} and a creature are on {field}, so {name} cannot stop there (4.3) and "
             "goes on to the next free field.").format(name=name, other=other, field=field)


def _move_stopped(state: State, event: dict, name: str) -> str:
    """A move that ends short of the roll: water (V.) or the escort's refuge (10.)."""
    if event["why"] == "water":
        return counted(event["steps"], "The water on {field} stops {name} after {n} "
                       "field of the {roll} rolled.", "The water on {field} stops {name} "
                       "after {n} fields of the {roll} rolled.", name=name,
                       field=field_name(event["field"]), roll=event["roll"])
    return _("{name} stops on {field}, the refuge, with Baš-Čelik.").format(
        name=name, field=field_name(event["field"]))


def _killed(state: State, event: dict, name: str) -> str:
    if event["auto"]:
        return _("{name}, Baš-Čelik's captor, eliminates {card} at once.").format(
            name=name, card=card_name(event["card"]))
    return _("{name} eliminates {card}.").format(name=name, card=card_name(event["card"]))


def _advanced_lines() -> dict:
    """The advanced variant's lines (``log_adv.LINES``)."""
    from games.bas_celik.log_adv import LINES
    return LINES


_LINES = EventLines("Baš-Čelik", {
    "bc_player": N_("{name} plays Baš-Čelik: keeps the bank and rolls for the creatures, "
                    "with no character of their own."),
    "first_player": N_("{name} rolled highest and plays first."),
    "returned": _returned,
    "d12_character": _rolls,
    "character": Template(N_("{name} plays {char}, starting at {field}. Ability: {ability}"),
                          char=_card("char"), field=_field("field"),
                          ability=lambda state, event: _ability(state, event["char"])),
    "task": Template(N_("{name} draws the special task {task}."), task=_card("task")),
    "turn": Template(N_("Turn {turn}: {name} plays.")),
    "second_round": Template(N_("Second round of the meeting: {name} answers {other}."), other=_other),
    "paralysed_blow": N_("{name} is paralysed and cannot harm anyone."),
    "paralysed_turn": N_("{name} is paralysed: it may move, but attacks and harms no one."),
    "skipped": N_("{name} is skipped this cycle."),
    "direction": _direction,
    "move_roll": lambda state, event, name: (_("{name} rolls {roll} on the d6.") if event.get(
        "die", 6) == 6 else _("{name} rolls {roll} on the d12 of Baš-Čelik's heart.")).format(
        name=name, roll=event["roll"]),
    "moved": lambda state, event, name: counted(
        event["steps"], "{name} moves {n} field to {field}.", "{name} moves {n} fields to {field}.",
        name=name, field=field_name(event["to"])) if "steps" in event else _(
        "{name} moves to {field}.").format(name=name, field=field_name(event["to"])),
    "passed_over": _passed_over,
    "move_stopped": _move_stopped,
    "toll": lambda state, event, name: (
        _("{name} pays the bridge toll owed from the last cycle.").format(name=name)
        if event.get("late")
        else counted(event.get("paid", 1), "{name} pays the bridge toll of {n} ducat.",
                     "{name} pays the bridge toll of {n} ducats.", name=name)),
    "toll_owed": lambda state, event, name: counted(
        event["owed"], "{name} lacks {n} ducat for the bridge toll: it is taken next "
        "cycle, or {name} is skipped then.", "{name} lacks {n} ducats for the bridge toll: "
        "they are taken next cycle, or {name} is skipped then.", name=name),
    "toll_unpaid": lambda state, event, name: _(
        "{name} cannot pay the bridge toll and is skipped next cycle.").format(name=name)
        if "paid" not in event else _("{name} still cannot pay the bridge toll: skipped this "
                                      "cycle, with no healing in it.").format(name=name),
    "wade": N_("{name} wades across the water and is skipped next cycle."),
    "ferry": lambda state, event, name: _("{name} crosses on the ferry free of charge.").format(
        name=name) if not event["paid"] else counted(
        event["paid"], "{name} pays the ferry {n} ducat and crosses at once.",
        "{name} pays the ferry {n} ducats and crosses at once.", name=name),
    "won": Template(N_("{name} escorts Baš-Čelik to {field} and wins the game!"), field=_field("field")),
    "escort_taken": N_("{name} takes over Baš-Čelik and his heart."),
    "escort_passed": Template(N_("{name} takes Baš-Čelik and his heart from {other}."), other=_other),
    "escort_fell": Template(N_("Baš-Čelik stays on {field} where his escort fell."), field=_field("field")),
    "bas_meet": N_("{name} enters the Centre of the World and faces Baš-Čelik!"),
    "unlocked": Template(N_("{name} unlocks {field} with a Key card."), field=_field("field")),
    "key_taken": Template(N_("{name} takes the Key card {card}."), card=_card()),
    "drew": Template(N_("{name} draws {card} from pile {number}."), card=_card(),
                     number=lambda state, event: event["pile"] + 1),
    "drew_curse": Template(N_("{name} draws a curse from pile {number}."),
                           number=lambda state, event: event["pile"] + 1),
    "power": Template(N_("{name} keeps {card} for the whole game."), card=_card()),
    "ducats": lambda state, event, name: (
        counted(event["change"], "{name} gains {n} ducat.", "{name} gains {n} ducats.", name=name)
        if event["change"] > 0 else counted(-event["change"], "{name} loses {n} ducat.",
                                            "{name} loses {n} ducats.", name=name)
        if event["change"] < 0 else _("{name} has no ducats to lose.").format(name=name)),
    "healed": lambda state, event, name: counted(
        event["amount"], "{name} heals {n} Health.", "{name} heals {n} Health.", name=name)
        if event["amount"] else _("{name} is already at full Health.").format(name=name),
    "hurt": N_("{name} loses {amount} Health and has {health} left."),
    "will_skip": lambda state, event, name: counted(
        event["cycles"], "{name} will be skipped for {n} cycle.",
        "{name} will be skipped for {n} cycles.", name=name),
    "mod": lambda state, event, name: counted(
        event["cycles"], "{name} has {amount} on conflict rolls for {n} cycle.",
        "{name} has {amount} on conflict rolls for {n} cycles.", name=name,
        amount=_signed(event["amount"])),
    "treasure": _treasure_public,
    "bought": lambda state, event, name: counted(
        event["price"], "{name} buys {card} for {n} ducat.", "{name} buys {card} for {n} ducats.",
        name=name, card=card_name(event["card"])),
    "sold": lambda state, event, name: counted(
        event["price"], "{name} sells {card} for {n} ducat.", "{name} sells {card} for {n} ducats.",
        name=name, card=card_name(event["card"])),
    "bought_health": lambda state, event, name: counted(
        event.get("price", 1), "{name} buys 1 Health for {n} ducat.",
        "{name} buys 1 Health for {n} ducats.", name=name),   # an older save: no price
    "rested": lambda state, event, name: counted(
        event["amount"], "{name} rests and heals {n} Health.", "{name} rests and heals {n} Health.",
        name=name) if event["amount"] else _("{name} rests, already at full Health.").format(
        name=name),
    "used": _used,
    "cursed": Template(N_("{name} lays the curse {card} on {other}."), card=_card(),
                       other=lambda state, event: state.players[event["target"]]["name"]),
    "no_ward": N_("{name} holds no curse to ward it off."),
    "warded": Template(N_("{name} wards off the curse with {card}."), card=_card()),
    "creature_paralysed": Template(N_("{card} is paralysed and cannot harm {name}."), card=_card()),
    "cursed_creature": Template(N_("{name} lays the curse {card} on {creature}."), card=_card(),
                                creature=_card("creature")),
    "curse_holds": Template(N_("The curse {card} takes hold of {name}."), card=_card()),
    "task_done": Template(N_("{name} has done the special task {task}."), task=_card("task")),
    "sword": N_("{name} returns the task and takes a Miraculous Sword."),
    "waited": N_("{name} cannot move on and waits."),
    "remained": N_("{name} remains on this field."),
    "discarded": Template(N_("{name} returns {card} to its pile."), card=_card()),
    "discarded_curse": N_("{name} returns a curse, face down, under its pile."),
    "looted_curse": N_("{name} takes a curse from the loser's treasures."),
    "companion": Template(N_("{name} gains {card} as a Companion."), card=_card()),
    "companion_lost": Template(N_("{card}, the Companion of {name}, takes the blow and is gone."), card=_card()),
    "ignored": Template(N_("{card} ignores {name}."), card=_card()),
    "attacked": Template(N_("{card} attacks {name}!"), card=_card()),
    "attacks": Template(N_("{name} attacks {card}."), card=_card()),
    "conflict": _conflict,
    "overcome": Template(N_("{name} overcomes {card}."), card=_card()),
    "reward": lambda state, event, name: counted(
        event["ducats"], "{name} gets {n} ducat as a reward.",
        "{name} gets {n} ducats as a reward.", name=name),
    "eliminated": _eliminated,
    "all_lost": N_("Every player has lost to Baš-Čelik: the game is over."),
    "looted": Template(N_("{name} takes {card} from the loser's treasures."), card=_card()),
    "meeting": Template(N_("{name} meets {other} on the field."), other=_other),
    "meet_whom": lambda state, event, name: _(
        "{name} finds {others} on the field and chooses whom to meet.").format(
        name=name, others=and_list(state.players[s]["name"] for s in event["others"])),
    "offered": _offered,
    "market_open": N_("The cycle is played out: the characters may trade with each other."),
    "market_closed": N_("The trading at the end of the cycle is over."),
    "market_pass": N_("{name} trades no more this cycle."),
    "market_idle": N_("{name} has nothing to trade or heal with this cycle."),
    "market_trader": N_("{name} makes trade offers."),
    "market_nobody": N_("Nobody else trades this cycle."),
    "promised": lambda state, event, name: _("{name} promises {other} {service}.").format(
        name=name, other=_other(state, event), service=_(SERVICE_NAMES[event["service"]])),
    "traded": _traded,
    "declined": Template(N_("{name} declines the trade offered by {other}."), other=_other),
    "no_action": Template(N_("{name} leaves {other} alone."), other=_other),
    "hide": _hide,
    "struggle": _struggle,
    "steal": _steal,
    "stole_ducats": lambda state, event, name: counted(
        event["amount"], "{name} steals {n} ducat from {other}.",
        "{name} steals {n} ducats from {other}.", name=name, other=_other(state, event)),
    "stole_curse": Template(N_("{name} steals a curse from {other}."), other=_other),
    "stole_item": Template(N_("{name} steals {card} from {other}."), card=_card(), other=_other),
    "bas_round": _bas,
    "captured": N_("{name} overcomes Baš-Čelik and takes him and his heart; the board is cleared."),
    "beasts_done": N_("{name} places no more beasts."),
    "beast_placed": Template(N_("{name} places {card} on {field}."), card=_card(), field=_field("field")),
    "beast_met": Template(N_("{card} stands in the way of {name}."), card=_card()),
    "beast_killed": _killed,
    "beast_hide": _beast_hide,
    "beast_round": _beast_round,
    **_advanced_lines(),
}, {
    "drew_curse": Template(N_("{name} draws the curse {card} from pile {number}."), card=_card(),
                           number=lambda state, event: event["pile"] + 1),
    "treasure": _treasure_private,
    "discarded_curse": Template(N_("{name} returns the curse {card}, face down, under its pile."),
                                card=_card()),
    "looted_curse": Template(N_("{name} takes the curse {card} from the loser's treasures."),
                             card=_card()),
    "stole_curse": Template(N_("{name} steals the curse {card} from {other}."), card=_card(),
                            other=_other),
})


def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One log line for ``event`` as ``seat`` may read it (``None``: the public line)."""
    return _LINES.describe(state, event, seat)
