"""The game log of Baldrick's Tomb: ``describe`` turns each event the rules return into
one sentence in the rulebook's terms, from one table (``_LINES``, a
``rulekit.EventLines``): per event type a template with named fields where the line is a
plain fill-in (``rulekit.Template`` when a field needs words of its own, such as a space's label
or a card's name), a function where the line needs logic. The public line never names a
card in a hand or a token someone only peeked at; the seat an event is ``shown_to`` (the
one who drew the scroll, peeked at the token, kept the skills) reads a line that does
(the table's private lines). Pure Python.
"""
from __future__ import annotations

from games.baldricks_tomb import board
from games.baldricks_tomb.tomb import State, content, gold_text
from games.engine.i18n import N_, _, counted, pgettext
from games.engine.rulekit import EventLines, Template
from games.engine.words import and_list

# Every word below is translated when a line is made (``_`` / ``counted`` at call time),
# never when this module is imported: the session describes each event in every
# language, so nothing translated may be kept between calls.


def _cards_text(card_id: str) -> str:
    return content().card_name(card_id)


def _space(state, e: dict) -> str:
    """The event's ``"cell"`` as the log names a space: "red 3, blue 5"."""
    return board.label(e["cell"])


def _card(state, e: dict) -> str:
    """The name of the event's ``"card"``."""
    return _cards_text(e["card"])


# What each trap effect does, as the trap's log line lists it (``{n}``: its amount).
_TRAP_WORDS = {"damage": N_("-{n} HP"), "poison": N_("+{n} poison"),
               "lose_steps": N_("no more free steps"), "discard_scroll": N_("loses a scroll"),
               "teleport": N_("dropped elsewhere"), "ambush": N_("a monster attacks")}


def _trap_word(handler: str, amount: int) -> str:
    if handler == "lose_gold":
        return counted(amount, "-{n} gold", "-{n} gold")
    return _(_TRAP_WORDS[handler]).format(n=amount)


def symbol_words(symbol: str) -> str:
    """What a combat symbol ("Combat Symbols") does, as the log and the fight dialog say
    it, in the language shown: ``"run"`` -> "the monster runs away"."""
    if symbol == "run":
        return _("the monster runs away")
    if symbol == "monster attack":
        return _("the monster attacks")
    if symbol == "player attack":
        return _("a hit")
    if symbol == "treasure":
        return pgettext("combat symbol", "treasure")
    if symbol == "poison":
        return pgettext("combat symbol", "poison")
    raise KeyError(symbol)
def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One game-log line (a sentence) for ``event`` as ``seat`` may read it, in the
    rulebook's terms and the language shown (protocol: ``games.engine.protocol``).
    ``seat=None`` is the public
    line, which never names a card in a hand (drawn scrolls, skills still being chosen)
    or a token someone only peeked at; a seat in the event's ``"shown_to"`` reads those
    details too ("Scroll Cards", "Custom Characters"). Where a kept skill changed a number
    (free steps, a roll, gold, a cost, damage, poison, scrolls drawn) the line names the
    skill and how much it changed it. ``state`` is the state right after the event's
    action. Raises ``ValueError`` for an event type the game does not make."""
    return _LINES.describe(state, event, seat)


def roll_text(die: int, modifier: int, result: int | None = None) -> str:
    """A die roll with its modifier as players read it: ``"6"``, ``"7 + 2 = 9"``, and
    when the rules cap the total (a combat roll counts 1-8 on the swing gauge) what it
    counts as: ``"7 + 2 = 9, counts as 8"``, ``"2 - 3 = -1, counts as 1"``. ``result``
    is the value the rules used (``None``: the plain total). In the language shown."""
    total = die + modifier
    text = str(die) if not modifier else f"{die} {'+' if modifier > 0 else '-'} {abs(modifier)} = {total}"
    if result is not None and result != total:
        text = _("{roll}, counts as {result}").format(roll=text, result=result)
    return text


def _short(e: dict) -> str:
    """What a payment lacked because the gold supply ran short ("" when it paid in full)."""
    due, paid = e.get("due"), e.get("gold", e.get("amount"))
    if due is None or paid is None or paid >= due:
        return ""
    return counted(due, "the supply is short: {paid} of {n} gold paid",
                   "the supply is short: {paid} of {n} gold paid", paid=paid)


def _notes(*notes: str) -> str:
    """The non-empty ``notes`` in one bracket after a line's number: ``" (a; b)"``."""
    notes = [n for n in notes if n]
    return f" ({'; '.join(notes)})" if notes else ""


def _skill_name(skill_id: str) -> str:
    return content().skills[skill_id].name


def _skill_part(sign: str, n: int, skill_id: str) -> str:
    # TRANSLATORS: one skill's share of a number: "+ 1 from Bounty Hunter" ({sign} is + or -).
    return _("{sign} {n} from {skill}").format(sign=sign, n=n, skill=_skill_name(skill_id))


def _skill_sum(base: int, shares, sign: str = "+") -> str:
    """How skills changed a number, from what it was before them: ``"3 + 1 from Bounty
    Hunter"``, ``"2 - 1 from Pathfinder"``. ``shares``: ``[[skill id, amount], ...]`` as
    the rules' events carry them ("" when no skill changed it)."""
    if not shares:
        return ""
    return f"{base}" + "".join(f" {_skill_part(sign, n, sid)}" for sid, n in shares)


def _bonuses(shares, scrolls: int = 0) -> str:
    """Where a roll's modifier came from: ``"+1 from Duelist, +2 from scrolls"`` ("" when
    no skill added to it; a scroll bonus alone is plain in the roll already)."""
    if not shares:
        return ""
    parts = [_("+{n} from {skill}").format(n=n, skill=_skill_name(sid)) for sid, n in shares]
    return ", ".join(parts + ([_("+{n} from scrolls").format(n=scrolls)] if scrolls else []))


def _gained(state, e: dict) -> str:
    """``"+4 gold (3 + 1 from Appraiser)"``: gold paid, with the skills that added to it
    and any shortfall of the supply."""
    shares = e.get("skill_shares") or []
    base = e["due"] - sum(n for _k, n in shares) if "due" in e else 0
    return counted(e["gold"], "+{n} gold", "+{n} gold") + _notes(_skill_sum(base, shares),
                                                                _short(e))


def _describe_trap(state, e, name):
    trap = content().traps[e["card"]]
    if e["warded"]:
        return _("{name} reveals a trap: {trap}, stopped by a ward.").format(name=name,
                                                                            trap=trap.name)
    parts = [_trap_word(x.handler, x.amount) for x in trap.effects]
    return _("{name} reveals a trap: {trap}, {effects}.").format(
        name=name, trap=trap.name, effects=", ".join(parts))


def _describe_roll(state, e, name):
    words = and_list(symbol_words(s) for s in e["symbols"])
    roll = roll_text(e["roll"], e["modifier"], e["result"])
    why = _notes(_bonuses(e.get("skill_shares"), e.get("scrolls", 0)))
    return _("{name} rolls {roll}{why} against the {monster}: {outcome}.").format(
        name=name, roll=roll, why=why, monster=_cards_text(e["card"]), outcome=words)


def token_words(kind: str) -> str:
    """A rubble token's kind as the log names it, in the language shown: ``"exit"`` ->
    "the Exit", ``"monster"`` -> "a monster"."""
    return {"exit": lambda: _("the Exit"), "gem": lambda: _("Baldrick's Gem"),
            "monster": lambda: pgettext("token", "a monster"),
            "treasure": lambda: pgettext("token", "a treasure"),
            "trap": lambda: pgettext("token", "a trap"),
            "scroll": lambda: pgettext("token", "a scroll"),
            "fountain": lambda: pgettext("token", "a healing fountain")}[kind]()


def token_kind_name(kind: str) -> str:
    """A rubble token's kind as a plain noun, in the language shown: ``"monster"`` ->
    "monster" (the log's "the monster token"); a kind the rules do not make is just
    "rubble"."""
    return {"exit": lambda: pgettext("token kind", "Exit"),
            "gem": lambda: pgettext("token kind", "Gem"),
            "monster": lambda: pgettext("token kind", "monster"),
            "treasure": lambda: pgettext("token kind", "treasure"),
            "trap": lambda: pgettext("token kind", "trap"),
            "scroll": lambda: pgettext("token kind", "scroll"),
            "fountain": lambda: pgettext("token kind", "fountain")}.get(
        kind, lambda: pgettext("token kind", "rubble"))()


def _describe_token(state, e, name):
    values = {"name": name, "token": token_words(e["kind"]), "space": board.label(e["cell"])}
    if e["revealed"]:
        return _("{name} uncovers {token} at {space}.").format(**values)
    return _("{name} steps onto {token} at {space}.").format(**values)


def _describe_steal(state, e, name):
    holder = state.players[e["holder"]]["name"]
    if e["success"]:
        outcome = _("takes the Gem")
    elif e["holder_roll"] > e["thief_roll"]:
        outcome = _("fails and loses 1 HP")
    else:
        outcome = _("ties: nothing happens")
    thief = roll_text(e["thief_die"], e["thief_bonus"])
    guard = roll_text(e["holder_die"], e["holder_bonus"])
    thief_skills, holder_skills = e.get("thief_shares"), e.get("holder_shares")
    values = {"name": name, "holder": holder, "outcome": outcome}
    if not thief_skills and not holder_skills:
        return _("{name} tries to steal the Gem from {holder} ({thief} vs {guard}): "
                 "{outcome}.").format(thief=thief, guard=guard, **values)
    thief += _notes(_bonuses(thief_skills, e.get("thief_scrolls", 0)))
    guard += _notes(_bonuses(holder_skills))
    return _("{name} tries to steal the Gem from {holder}: {thief} against {guard}; "
             "{outcome}.").format(thief=thief, guard=guard, **values)


def _describe_turn(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return _("Round {round}: {name} plays.").format(round=e["round"], name=name)
    base = e["free_steps"] - sum(n for _k, n in shares)
    return counted(e["free_steps"], "Round {round}: {name} plays, with {n} free step ({why}).",
                   "Round {round}: {name} plays, with {n} free steps ({why}).", round=e["round"],
                   name=name, why=_skill_sum(base, shares))


def _describe_step(state, e, name):
    to = board.label(e["to"])
    if not e["cost"]:
        return _("{name} moves to {space}.").format(name=name, space=to)
    shares = e.get("skill_shares") or []
    why = _notes(_skill_sum(e["cost"] + sum(n for _k, n in shares), shares, "-"))
    return counted(e["cost"], "{name} moves to {space} for {n} gold{why}.",
                   "{name} moves to {space} for {n} gold{why}.", name=name, space=to, why=why)


def _describe_ran_away(state, e, name):
    shares = e.get("skill_shares") or []
    monster = _cards_text(e["card"])
    why = _notes(_skill_sum(e["cost"] + sum(n for _k, n in shares), shares, "-"))
    if not e["cost"]:
        return _("{name} runs from the {monster}, paying nothing{why}.").format(
            name=name, monster=monster, why=why)
    return counted(e["cost"], "{name} runs from the {monster}, paying {n} gold{why}.",
                   "{name} runs from the {monster}, paying {n} gold{why}.", name=name,
                   monster=monster, why=why)


def _describe_hp(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return _("{name} is at {hp} HP.").format(name=name, hp=e["hp"])
    taken = -e["change"]
    why = _skill_sum(e["damage"], shares, "-")
    if not taken:
        return _("{name} takes no damage ({why}) and is at {hp} HP.").format(
            name=name, why=why, hp=e["hp"])
    return counted(taken, "{name} takes {n} damage ({why}) and is at {hp} HP.",
                   "{name} takes {n} damage ({why}) and is at {hp} HP.", name=name, why=why,
                   hp=e["hp"])


def _describe_fountain(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return _("{name} drinks from a healing fountain: HP back to {hp}.").format(
            name=name, hp=e["hp"])
    cured = and_list(_("{n} less from {skill}").format(n=n, skill=_skill_name(sid))
                     for sid, n in shares)
    return _("{name} drinks from a healing fountain: HP back to {hp}, poison down to "
             "{poison} ({why}).").format(name=name, hp=e["hp"], poison=e["poison"], why=cured)


def _more_scrolls(shares) -> str:
    return and_list(_("{n} more from {skill}").format(n=n, skill=_skill_name(sid))
                    for sid, n in shares)


def _describe_scroll_drawn(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return _("{name} draws a scroll card.").format(name=name)
    return _("{name} draws another scroll card ({why}).").format(name=name,
                                                               why=_more_scrolls(shares))


def _describe_scroll_drawn_card(state, e, name):
    """The drawer's own line: the public one, naming the scroll drawn."""
    shares, scroll = e.get("skill_shares"), _cards_text(e["card"])
    if not shares:
        return _("{name} draws a scroll card: {scroll}.").format(name=name, scroll=scroll)
    return _("{name} draws another scroll card ({why}): {scroll}.").format(
        name=name, why=_more_scrolls(shares), scroll=scroll)


def _describe_gold(state, e, name):
    """A change of a seat's gold: a gain (with what the short supply could not pay), a
    loss, or nothing at all: no gold to lose, or none left in the supply to pay."""
    amount = e["amount"]
    if amount < 0:
        return counted(-amount, "{name} loses {n} gold.", "{name} loses {n} gold.", name=name)
    if amount == 0 and "due" not in e:
        return _("{name} has no gold to lose.").format(name=name)
    if not amount:
        return _("{name} gets no gold{why}.").format(name=name, why=_notes(_short(e)))
    return counted(amount, "{name} gains {n} gold{why}.", "{name} gains {n} gold{why}.",
                   name=name, why=_notes(_short(e)))


def _describe_exited(state, e, name):
    if e["first"]:
        return _("{name} leaves the floor, first out: {gained} and First to Land.").format(
            name=name, gained=_gained(state, e))
    return _("{name} leaves the floor.").format(name=name)


def _describe_gem_dropped(state, e, name):
    if e.get("last_floor"):
        return _("{name} drops Baldrick's Gem; it is lost for this game: this is the last "
                 "floor.").format(name=name)
    return _("{name} drops Baldrick's Gem; it will be hidden again next floor.").format(
        name=name)


def _describe_monster_treasure(state, e, name):
    if e.get("short"):
        return counted(e["gold"], "Treasure, but the supply is empty: the monster still "
                                  "carries {n} gold.",
                       "Treasure, but the supply is empty: the monster still carries {n} gold.")
    return counted(e["gold"], "The monster now carries {n} gold.",
                   "The monster now carries {n} gold.")


def _describe_knocked_out(state, e, name):
    if e["lost"]:
        return counted(e["lost"], "{name} is knocked out and loses {n} gold.",
                       "{name} is knocked out and loses {n} gold.", name=name)
    return _("{name} is knocked out, with no gold to lose.").format(name=name)


def _describe_token_roll(state, e, name):
    values = {"kind": token_kind_name(e["kind"]), "space": board.label(e["rolled"])}
    if e.get("taken"):
        return _("The {kind} token is rolled to {space}, which is taken.").format(**values)
    return _("The {kind} token is rolled to {space}.").format(**values)


def _describe_floor_end(state, e, name):
    if e["everyone_out"]:
        return _("Floor {floor} ends: everyone got out, nobody loses gold.").format(
            floor=e["floor"])
    lost = ", ".join(
        counted(g, "{name} loses {n} gold", "{name} loses {n} gold",
                name=state.players[s]["name"]) if g else
        _("{name} has no gold to lose").format(name=state.players[s]["name"])
        for s, g in e["losses"])
    return _("Floor {floor} collapses! Still inside: {losses}.").format(floor=e["floor"],
                                                                        losses=lost)


def _describe_gem_passed(state, e, name):
    to = state.players[e["to"]]["name"]
    if e["rolls"]:
        return _("{name} drops Baldrick's Gem; {to}, the poorest, picks it up after a tie "
                 "roll.").format(name=name, to=to)
    return _("{name} drops Baldrick's Gem; {to}, the poorest, picks it up.").format(
        name=name, to=to)


def _describe_game_over(state, e, name):
    names = and_list(state.players[s]["name"] for s in e["winners"])
    return counted(len(e["winners"]), "The game is over. Winner: {names}.",
                   "The game is over. Winners: {names}.", names=names)


def _describe_reshuffled(state, e, name):
    deck = e["deck"]
    lines = {"monster": lambda: _("The monster discard pile is shuffled into a new deck."),
             "treasure": lambda: _("The treasure discard pile is shuffled into a new deck."),
             "scroll": lambda: _("The scroll discard pile is shuffled into a new deck."),
             "trap": lambda: _("The trap discard pile is shuffled into a new deck.")}
    return lines[deck]()


def _describe_skills_revealed(state, e, name):
    if len(state.players) == 1:
        return _("The skills are chosen.")
    return _("Everyone has chosen their skills.")


def _describe_token_moved(state, e, name):
    return _("{name} puts the {kind} token at {space}.").format(
        name=name, kind=token_kind_name(e["kind"]), space=board.label(e["cell"]))


_LINES = EventLines("Baldrick's Tomb", {
    # Plain templates are marked N_() and translated by the kit when a line is made.
    "floor_start": Template("Floor {floor} (depth {depth}): {name} places {rubble} face down.",
                           rubble=lambda state, e: counted(e["tokens"], "{n} rubble token",
                                                                "{n} rubble tokens")),
    "token_placed": Template("{name} places a rubble token at {space}.", space=_space),
    "tokens_placed": N_("{name} places the other rubble tokens at random."),
    "pawn_placed": Template("{name} rolls {space} and starts there.", space=_space),
    "skills_kept": N_("{name} keeps three skills."),
    "skills_revealed": _describe_skills_revealed,
    "turn": _describe_turn,
    "doom": N_("The Impending Doom advances to {round}."),
    "step": _describe_step,
    "end_move": N_("{name} ends the move."),
    "token": _describe_token,
    "exit_found": Template("{name} finds the Exit: {gained}.", gained=_gained),
    "exited": _describe_exited,
    "gem_found": N_("{name} takes Baldrick's Gem!"),
    "gem_passed": _describe_gem_passed,
    "gem_dropped": _describe_gem_dropped,
    "treasure": Template("{name} finds {treasure}: {gained}.", treasure=_card, gained=_gained),
    "scroll_drawn": _describe_scroll_drawn,
    "scroll_deck_empty": N_("The scroll deck and its discard pile are empty."),
    "fountain": _describe_fountain,
    "trap": _describe_trap,
    "monster": Template("{name} faces a {monster}!", monster=_card),
    "no_monster": N_("No monster card is left to draw."),
    "combat_roll": _describe_roll,
    "monster_hit": Template("The monster has {damage}.",
                            damage=lambda state, e: counted(e["damage"], "{n} damage",
                                                            "{n} damage")),
    "monster_treasure": _describe_monster_treasure,
    "hp": _describe_hp,
    "poison": N_("{name} has the poison marker on {poison}."),
    "gold": _describe_gold,
    "monster_defeated": Template("{name} knocks out the {monster}: {gained}.", monster=_card,
                                gained=_gained),
    "monster_fled": Template("The {monster} runs away: no gold.", monster=_card),
    "ran_away": _describe_ran_away,
    "knocked_out": _describe_knocked_out,
    "reentered": Template("{name} comes back at {space}.", space=_space),
    "steal": _describe_steal,
    "scroll_played": Template("{name} plays {scroll}.", scroll=_card),
    "scroll_lost": Template("{name} loses the scroll {scroll}.", scroll=_card),
    "scroll_discarded": Template("{name} discards {scroll}.", scroll=_card),
    "discard_down": N_("Both scroll piles are empty: everyone discards down to two."),
    "free_steps": Template("{name} has {steps} left.",
                          steps=lambda state, e: counted(e["free_steps"], "{n} free step",
                                                                 "{n} free steps")),
    "combat_bonus": N_("{name} gets +{bonus} on the next combat roll."),
    "teleport": Template("{name} is whisked to {space}.", space=_space),
    "peek": Template("{name} secretly looks at the token at {space}.", space=_space),
    "steal_bonus": N_("{name} gets +{bonus} to steal this turn."),
    "ward": N_("{name} is warded against the next trap."),
    "reshuffled": _describe_reshuffled,
    "monsters_added": N_("Level {level} monsters join the monster deck."),
    "token_roll": _describe_token_roll,
    "token_moved": _describe_token_moved,
    "floor_end": _describe_floor_end,
    "game_over": _describe_game_over,
}, private={
    # What the seats an event is ``shown_to`` saw that the table did not.
    "scroll_drawn": _describe_scroll_drawn_card,
    "peek": Template("{name} secretly looks at the token at {space}: {token}.", space=_space,
                    token=lambda state, e: token_words(e["kind"])),
    "skills_kept": Template("{name} keeps three skills: {skills}.",
                           skills=lambda state, e: and_list(_skill_name(c) for c in e["cards"])),
})
