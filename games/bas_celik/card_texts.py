"""What every Baš-Čelik card does, said in sentences of the language shown: fate cards
(creatures, animals, events, items and curses of the Inner World), the treasure, Key
cards and Miraculous Swords, Transport, weapons, the Centre's cards, the characters'
special abilities and the special tasks. The sentences are made from the cards' data
(``content``: a creature's nature and dice, an effect's handler and amounts), so they
always say what the rules do. Used by the board (hover texts, cards shown large, button
tooltips) and by the game log. Pure Python: no pygame.
"""
from __future__ import annotations

from games.engine.i18n import _, counted
from games.engine.words import and_list
from games.bas_celik.content import content
from games.bas_celik.state import heal_to_limit


def _name(card: str) -> str:
    from games.bas_celik.log_lines import card_name
    return card_name(card)


def _field(field_id: str) -> str:
    """A field's name without its Serbian name in brackets (card texts stay short)."""
    from games.bas_celik.log_lines import field_name
    return field_name(field_id).split(" (")[0]


def nature_name(nature: str | None) -> str:
    """"Good", "Evil" or "Indifferent" (the cards' D / Z / R) in the language shown."""
    return {"D": _("Good"), "Z": _("Evil"), "R": _("Indifferent")}.get(nature, "")


def charm_text(amount: int) -> str:
    """An item's charm waiting for the next conflict: "+1 to the next conflict roll"."""
    return _("+{n} to the next conflict roll").format(n=amount)


def effect_text(effect: dict, variant: dict | None = None) -> str:
    """The sentence of an event's, item's or curse's ``effect`` ({"handler": ...,
    params}, ``content.EFFECTS``); ``variant``: the amounts of the variant played (the
    Health maximum), the basic variant's by default."""
    most = (variant or content().variants["basic"])["max_health"]
    kind = effect["handler"]
    n = effect.get("amount", 0)
    if kind == "ducats":
        if n >= 0:
            return counted(n, "Gain {n} ducat.", "Gain {n} ducats.")
        return counted(-n, "Lose {n} ducat (or as many as you have).",
                       "Lose {n} ducats (or as many as you have).")
    if kind == "health":
        if n >= 0:
            return counted(n, "Heal {n} Health (never above {most}).",
                           "Heal {n} Health (never above {most}).", most=most)
        return counted(-n, "Lose {n} Health.", "Lose {n} Health.")
    if kind == "skip":
        return counted(effect["cycles"], "You are skipped for {n} cycle.",
                       "You are skipped for {n} cycles.")
    if kind == "keep":
        return _("Kept for the whole game: an Animal you meet becomes your Companion.")
    if kind == "roll_bonus":
        return counted(effect["cycles"], "{amount} to your conflict rolls for {n} cycle.",
                       "{amount} to your conflict rolls for {n} cycles.", amount="%+d" % n)
    if kind == "treasure":
        return counted(effect["count"], "Draw {n} treasure card.", "Draw {n} treasure cards.")
    if kind == "heal_to":
        return _("Use it any time in the cycle: your Health goes up to {to}.").format(
            to=heal_to_limit(variant or content().variants["basic"], effect["to"]))
    if kind == "heal":
        return counted(n, "Use it any time in the cycle: heal {n} Health (never above {most}).",
                       "Use it any time in the cycle: heal {n} Health (never above {most}).",
                       most=most)
    if kind == "charm":
        return _("Use it before a conflict: {charm}; it waits until you roll.").format(
            charm=charm_text(n))
    if kind == "gold":
        return counted(n, "Use it: it turns into {n} ducat.", "Use it: it turns into {n} ducats.")
    if kind == "weaken":
        return counted(effect["cycles"],
                       "A curse: lay it on another character or on a creature on your field: "
                       "-{amount} to its conflict rolls for {n} cycle. Or ward off a curse "
                       "laid on you with it.",
                       "A curse: lay it on another character or on a creature on your field: "
                       "-{amount} to its conflict rolls for {n} cycles. Or ward off a curse "
                       "laid on you with it.", amount=n)
    if kind == "paralyse":
        return counted(effect["cycles"],
                       "A curse: lay it on another character or on a creature on your field: "
                       "paralysed for {n} cycle, it only defends and harms no one. Or ward off "
                       "a curse laid on you with it.",
                       "A curse: lay it on another character or on a creature on your field: "
                       "paralysed for {n} cycles, it only defends and harms no one. Or ward off "
                       "a curse laid on you with it.")
    return ""


def ability_text(ability: dict) -> str:
    """A character card's special ability (``{"handler": ..., params}``, see
    ``content.ABILITIES``) in a sentence of the language shown."""
    kind, n = ability.get("handler"), ability.get("amount", 0)
    if kind == "conflict_bonus":
        return (_("+{n} to every roll against a creature.") if ability.get("against") == "creature"
                else _("+{n} to every roll against a character.")).format(n=n)
    texts = {
        "animal_friend": _("Animals become its Companion without Cikavac."),
        "heal_bonus": _("Resting heals {n} more.").format(n=n),
        "reward_ducats": counted(n, "{n} more ducat for every creature overcome.",
                                 "{n} more ducats for every creature overcome."),
        "water_walker": _("Crosses water at once, as with a Boat."),
        "heal_on_win": _("{n} Health back for every creature overcome.").format(n=n),
        "steal_bonus": _("+{n} to Stealing rolls.").format(n=n),
        "hide_bonus": _("+{n} to Hiding rolls.").format(n=n),
        "toll_free": _("Pays no bridge toll and no ferry."),
    }
    return texts.get(kind, "")


def front_ability_text(ability: dict) -> str:
    """The special ability on the front of a character card (the advanced variant:
    ``{"handler": ..., params, "names"}``, see ``content.FRONT_ABILITIES``) as "its
    name: what it does", in the language shown."""
    from games.engine.i18n import text
    kind, n = ability["handler"], ability.get("amount", 0)
    if kind == "roll_bonus":
        roll, attribute = ability["roll"], ability["attribute"]
        does = {
            ("hide", "speed"): _("+{n} to its Hiding rolls."),
            ("steal", "any"): _("+{n} to its Stealing rolls."),
            ("steal", "strength"): _("+{n} to its Stealing rolls with Strength."),
            ("steal", "intelligence"): _("+{n} to its Stealing rolls with Intelligence."),
            ("attack", "any"): _("+{n} to its attacks."),
            ("attack", "strength"): _("+{n} to its attacks with Strength."),
            ("attack", "intelligence"): _("+{n} to its attacks with Intelligence."),
            ("defence", "any"): _("+{n} to its defence."),
            ("defence", "strength"): _("+{n} to its defence with Strength."),
            ("defence", "intelligence"): _("+{n} to its defence with Intelligence."),
        }[roll, attribute].format(n=n)
    elif kind == "open_roll":
        does = {"strength": _("When its Strength die shows its highest face, it rolls that "
                              "die once more and adds the second roll."),
                "intelligence": _("When its Intelligence die shows its highest face, it rolls "
                                  "that die once more and adds the second roll."),
                "speed": _("When its Speed die shows its highest face, it rolls that die once "
                           "more and adds the second roll.")}[ability["attribute"]]
    elif kind == "curse_ward":
        does = _("A curse laid on it is warded off, no card spent, when its Intelligence "
                 "with its defence bonuses rolls at least as high as the curser's with its "
                 "attack bonuses.")
    else:
        does = counted(n, "A curse weakens it by {n} less, and paralyses it for {n} cycle "
                       "less.", "A curse weakens it by {n} less, and paralyses it for {n} "
                       "cycles less.")
    return _("{name}: {does}").format(name=text(ability["names"]), does=does)


def character_ability(char: str, variant: str = "basic") -> str:
    """The special ability of character ``char`` in ``variant`` ("basic": the back of the
    card, ``ability_text``; "advanced": the front, ``front_ability_text``)."""
    ch = content().characters[char]
    if variant == "advanced":
        return front_ability_text(ch.advanced["ability"])
    return ability_text(ch.ability)


def _visit_name(kind: str) -> str:
    return {"village": _("a village"), "tower": _("a tower"), "castle": _("a castle"),
            "blacksmith": _("the Blacksmith"), "church": _("the Church of Health"),
            "cemetery": _("Ledinsko Cemetery"), "surlane": _("Šurlane"),
            "wonder_stone": _("the Wonder Stone")}.get(kind, kind)


def task_goal(task: str) -> str:
    """What a special task card asks (``content.TASKS`` handler) in a sentence."""
    goal = content().tasks[task].goal
    kind = goal["handler"]
    n = goal.get("count", 0)
    if kind == "overcome":
        return counted(n, "Overcome {n} creature.", "Overcome {n} creatures.")
    if kind == "overcome_in":
        if goal["world"] == "inner":
            return counted(n, "Overcome {n} creature of the Inner World.",
                           "Overcome {n} creatures of the Inner World.")
        return counted(n, "Overcome {n} creature of the Outer World.",
                       "Overcome {n} creatures of the Outer World.")
    if kind == "overcome_nature":
        return {"D": counted(n, "Overcome {n} Good creature.", "Overcome {n} Good creatures."),
                "Z": counted(n, "Overcome {n} Evil creature.", "Overcome {n} Evil creatures."),
                "R": counted(n, "Overcome {n} Indifferent creature.",
                             "Overcome {n} Indifferent creatures.")}[goal["nature"]]
    if kind == "visit":
        return _("Visit {places}.").format(places=and_list(_visit_name(k) for k in goal["kinds"]))
    if kind == "ducats":
        return counted(goal["amount"], "Hold {n} ducat at once.", "Hold {n} ducats at once.")
    if kind == "companion":
        return _("Win an Animal as your Companion.")
    return counted(n, "Take {n} treasure card.", "Take {n} treasure cards.")


def task_text(task: str) -> str:
    """A special task card whole: what it asks and what it earns (B. Special Tasks)."""
    return _("{goal} Once done, return it on the Spring, the Foot of the Cliff or the Stone "
             "Plateau for a Miraculous Sword (+2 to every conflict roll).").format(
                 goal=task_goal(task))


def task_progress(hero: dict) -> str:
    """How far ``hero`` (a hero of the view) is with its task: "2 of 4 so far", "visited:
    a village", "done"; "" without a task."""
    if not hero.get("task"):
        return ""
    if hero.get("task_done"):
        return _("done")
    goal = content().tasks[hero["task"]].goal
    st = hero["stats"]
    kind = goal["handler"]
    if kind == "visit":
        seen = [k for k in goal["kinds"] if k in st["visited"]]
        if not seen:
            return _("nothing visited yet")
        return _("visited: {places}").format(places=and_list(_visit_name(k) for k in seen))
    if kind == "companion":
        return _("no Companion yet")
    have = {"overcome": st["overcome"], "overcome_in": st.get(goal.get("world"), 0),
            "overcome_nature": st.get(goal.get("nature"), 0), "ducats": hero["ducats"],
            "treasures": st["treasures"]}[kind]
    need = goal.get("count", goal.get("amount", 0))
    return _("{have} of {need} so far").format(have=min(have, need), need=need)


def kind_line(card: str) -> str:
    """The line under a card's name: what kind of card it is, and its numbers."""
    c = content()
    if card in c.characters:
        ch = c.characters[card]
        return _("Character · {nature} · d12 face {n}").format(nature=nature_name(ch.nature),
                                                              n=ch.number)
    if card in c.tasks:
        return _("Special task")
    k = c.card(card)
    kinds = {
        "creature": {"D": _("Good creature · rolls d{die}"),
                     "Z": _("Evil creature · rolls d{die}"),
                     "R": _("Indifferent creature · rolls d{die}")}.get(k.nature, "").format(
                         die=k.conflict_die),
        "animal": _("Animal · rolls d{die}").format(die=k.die),
        "event": _("Event"),
        "item": _("Item"),
        "curse": _("Curse"),
        "key": _("Key card"),
        "sword": _("Miraculous Sword"),
        "transport": counted(k.price, "Transport · {n} ducat", "Transport · {n} ducats"),
        "weapon": counted(k.price, "Weapon · {n} ducat", "Weapon · {n} ducats"),
        "bas_celik": _("The Centre of the World · d{die}+{plus}").format(die=k.die, plus=k.plus),
        "beast": _("Beast of the Centre · rolls d{die}").format(die=k.die),
    }
    return kinds.get(k.kind, "")


def card_text(card: str, variant: str = "basic") -> str:
    """What ``card`` does (an instance ``"kind#n"``, a kind id, a character or a task id),
    in sentences of the language shown; a character's ability (``character_ability``),
    a beast of the finale and a healing card's maximum as ``variant`` ("basic" or
    "advanced") plays them."""
    c = content()
    if card in c.characters:
        ch = c.characters[card]
        return _("{ability} Starts on {start}; its refuge is {refuge}.").format(
            ability=character_ability(card, variant), start=_field(ch.start),
            refuge=_field(c.refuges[ch.nature]))
    if card in c.tasks:
        return task_text(card)
    k = c.card(card)
    if k.kind == "creature":
        reward = counted(1 if k.group == "outer" else 2, "{n} treasure", "{n} treasures")
        peace = {"D": _("It ignores Good characters and attacks the others."),
                 "Z": _("It ignores Evil characters and attacks the others."),
                 "R": _("It ignores Indifferent characters and attacks the others.")}[k.nature]
        return _("It rolls a d{die} in a conflict (the higher of Strength d{s} and Intelligence "
                 "d{i}). {peace} Overcome: {reward} and {ducats}.").format(
            die=k.conflict_die, s=k.strength, i=k.intelligence, peace=peace,
            reward=reward, ducats=counted(k.ducats, "{n} ducat", "{n} ducats"))
    if k.kind == "animal":
        return _("With Cikavac or Mute Tongue it becomes your Companion: +1 when you attack; "
                 "it takes the first blow meant for you. Else it ignores you; attacked, it "
                 "strikes first and gives no reward.")
    if k.kind in ("event", "item", "curse"):
        return effect_text(k.effect, c.variants[variant])
    if k.kind == "key":
        where = next(f for f, key in c.key_fields.items() if key == k.id)
        to = next(f.id for f in c.fields.values() if f.world == "centre" and f.key == k.id)
        return _("Taken at {where} instead of an Inner fate card, one of each per "
                 "character; it counts as an item. It unlocks {field}.").format(
                     where=_field(where), field=_field(to))
    if k.kind == "sword":
        return _("+2 to every conflict roll; no other weapon while it is used. A special task "
                 "done earns it.")
    if k.kind == "transport":
        return {"boat": _("Cross water at once instead of losing a cycle."),
                "horse": _("One field further on every Outer move, two fields along an Inner "
                           "path; it may pass an occupied field, never water. +1 to Hiding "
                           "rolls."),
                "mule": _("Carry 12 item cards instead of 6.")}[k.id]
    if k.kind == "weapon":
        if k.basic:
            return _("+1 to your conflict rolls, attacking and defending; one weapon at a "
                     "time. Sold back in a settlement for half.")
        return _("A weapon of the advanced variant: not used in the basic variant.")
    if k.kind == "bas_celik":
        return _("He rolls d{die}+{plus}. Strike him {n} times in one conflict to take him; he "
                 "is never healed and curses have no effect in the Centre. Escort him to your "
                 "refuge to win.").format(die=k.die, plus=k.plus, n=k.strikes)
    if variant == "advanced":
        from games.bas_celik.adv_content import advanced
        b = advanced().foes[k.id]
        return counted(b.health, "It rolls Strength d{s} and Intelligence d{i} (Baš-Čelik's "
                       "captor chooses which it attacks with), Speed d{speed}, with defence "
                       "bonuses +{ds} and +{di}, and has {n} Health; it never moves. Arriving, "
                       "you are in a conflict with it until you hide or one of you falls; each "
                       "hit costs the difference. Overcome: 3 treasures and {ducats}. Baš-Čelik's "
                       "captor landing on it eliminates it.",
                       "It rolls Strength d{s} and Intelligence d{i} (Baš-Čelik's captor "
                       "chooses which it attacks with), Speed d{speed}, with defence bonuses "
                       "+{ds} and +{di}, and has {n} Health; it never moves. Arriving, you are "
                       "in a conflict with it until you hide or one of you falls; each hit costs "
                       "the difference. Overcome: 3 treasures and {ducats}. Baš-Čelik's captor "
                       "landing on it eliminates it.", s=b.strength, i=b.intelligence,
                       speed=b.speed, ds=b.defence["strength"], di=b.defence["intelligence"],
                       ducats=counted(k.ducats, "{n} ducat", "{n} ducats"))
    return counted(k.health, "It rolls a d{die} and has {n} Health; it never moves. Struggle "
                   "with it or hide from it. Overcome: 3 treasures and {ducats}. Baš-Čelik's "
                   "captor landing on it eliminates it.",
                   "It rolls a d{die} and has {n} Health; it never moves. Struggle with it or "
                   "hide from it. Overcome: 3 treasures and {ducats}. Baš-Čelik's captor landing "
                   "on it eliminates it.", die=k.die,
                   ducats=counted(k.ducats, "{n} ducat", "{n} ducats"))


def card_line(card: str) -> str:
    """A card's name and what it does on one line, for lists: "Amulet (Amajlija): Use it
    before a conflict: ..."."""
    return _("{card}: {text}").format(card=_name(card), text=card_text(card))


def card_brief(card: str, variant: str = "basic") -> str:
    """What a card a character holds does, in a few words for a list ("+1 to the next
    conflict roll", "heals 2 Health"), as ``variant`` plays it (a healing card's
    maximum, 9.); "" for a card with nothing to say so short."""
    c = content()
    if card in c.characters or card in c.tasks:
        return ""
    k = c.card(card)
    if k.kind in ("item", "curse", "event") and k.effect:
        e = k.effect
        kind, n = e["handler"], e.get("amount", 0)
        if kind == "heal":
            return _("heals {n} Health").format(n=n)
        if kind == "heal_to":
            return _("Health up to {n}").format(n=heal_to_limit(c.variants[variant], e["to"]))
        if kind == "charm":
            return charm_text(n)
        if kind == "gold":
            return counted(n, "turns into {n} ducat", "turns into {n} ducats")
        if kind == "weaken":
            return counted(e["cycles"], "-{amount} to rolls for {n} cycle",
                           "-{amount} to rolls for {n} cycles", amount=n)
        if kind == "paralyse":
            return counted(e["cycles"], "paralyses for {n} cycle", "paralyses for {n} cycles")
        if kind == "keep":
            return _("Animals become your Companion")
        return ""
    if k.kind == "key":
        to = next(f.id for f in c.fields.values() if f.world == "centre" and f.key == k.id)
        return _("unlocks {field}").format(field=_field(to))
    if k.kind == "sword":
        return _("+2 to every conflict roll")
    if k.kind == "transport":
        return {"boat": _("crosses water at once"),
                "horse": _("one field further, +1 to Hiding"),
                "mule": _("carries 12 item cards")}[k.id]
    if k.kind == "weapon":
        return _("+1 to conflict rolls") if k.basic else ""
    if k.kind == "animal":
        return _("+1 when you attack, takes the first blow")
    return ""


def card_with_brief(card: str, variant: str = "basic") -> str:
    """A card's short name (without the Serbian one) with its ``card_brief`` (as
    ``variant`` plays it) in brackets, for lists: "Amulet (+1 to the next conflict
    roll)"."""
    brief = card_brief(card, variant)
    name = _name(card).split(" (")[0]
    if not brief:
        return name
    return _("{card} ({what})").format(card=name, what=brief)
