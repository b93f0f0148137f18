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
from games.baldricks_tomb.tomb import State, content
from games.engine.rulekit import EventLines, Template
from games.engine.words import and_list, plural


def _cards_text(card_id: str) -> str:
    return content().card_name(card_id)


def _space(state, e: dict) -> str:
    """The event's ``"cell"`` as the log names a space: "red 3, blue 5"."""
    return board.label(e["cell"])


def _card(state, e: dict) -> str:
    """The name of the event's ``"card"``."""
    return _cards_text(e["card"])


_TRAP_WORDS = {"damage": "-{} HP", "poison": "+{} poison", "lose_gold": "-{} gold",
               "lose_steps": "no more free steps", "discard_scroll": "loses a scroll",
               "teleport": "dropped elsewhere", "ambush": "a monster attacks"}
_SYMBOL_WORDS = {"run": "the monster runs away", "monster attack": "the monster attacks",
                 "player attack": "a hit", "treasure": "treasure", "poison": "poison"}


def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One game-log line (a sentence) for ``event`` as ``seat`` may read it, in the
    rulebook's terms (protocol: ``games.engine.protocol``). ``seat=None`` is the public
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
    is the value the rules used (``None``: the plain total)."""
    total = die + modifier
    text = str(die) if not modifier else f"{die} {'+' if modifier > 0 else '-'} {abs(modifier)} = {total}"
    if result is not None and result != total:
        text += f", counts as {result}"
    return text


def _short(e: dict) -> str:
    """What a payment lacked because the gold supply ran short ("" when it paid in full)."""
    due, paid = e.get("due"), e.get("gold", e.get("amount"))
    if due is None or paid is None or paid >= due:
        return ""
    return f"the supply is short: {paid} of {due} gold paid"


def _notes(*notes: str) -> str:
    """The non-empty ``notes`` in one bracket after a line's number: ``" (a; b)"``."""
    notes = [n for n in notes if n]
    return f" ({'; '.join(notes)})" if notes else ""


def _skill_name(skill_id: str) -> str:
    return content().skills[skill_id].name


def _skill_sum(base: int, shares, sign: str = "+") -> str:
    """How skills changed a number, from what it was before them: ``"3 + 1 from Bounty
    Hunter"``, ``"2 - 1 from Pathfinder"``. ``shares``: ``[[skill id, amount], ...]`` as
    the rules' events carry them ("" when no skill changed it)."""
    if not shares:
        return ""
    return f"{base}" + "".join(f" {sign} {n} from {_skill_name(sid)}" for sid, n in shares)


def _bonuses(shares, scrolls: int = 0) -> str:
    """Where a roll's modifier came from: ``"+1 from Duelist, +2 from scrolls"`` ("" when
    no skill added to it; a scroll bonus alone is plain in the roll already)."""
    if not shares:
        return ""
    parts = [f"+{n} from {_skill_name(sid)}" for sid, n in shares]
    return ", ".join(parts + ([f"+{scrolls} from scrolls"] if scrolls else []))


def _gained(state, e: dict) -> str:
    """``"+4 gold (3 + 1 from Appraiser)"``: gold paid, with the skills that added to it
    and any shortfall of the supply."""
    shares = e.get("skill_shares") or []
    base = e["due"] - sum(n for _, n in shares) if "due" in e else 0
    return f"+{e['gold']} gold{_notes(_skill_sum(base, shares), _short(e))}"


def _describe_trap(state, e, name):
    trap = content().traps[e["card"]]
    if e["warded"]:
        return f"{name} reveals a trap: {trap.name}, stopped by a ward."
    parts = [_TRAP_WORDS[x.handler].format(x.amount) for x in trap.effects]
    return f"{name} reveals a trap: {trap.name}, {', '.join(parts)}."


def _describe_roll(state, e, name):
    words = " and ".join(_SYMBOL_WORDS[s] for s in e["symbols"])
    roll = roll_text(e["roll"], e["modifier"], e["result"])
    why = _notes(_bonuses(e.get("skill_shares"), e.get("scrolls", 0)))
    return f"{name} rolls {roll}{why} against the {_cards_text(e['card'])}: {words}."


_TOKEN_WORDS = {"exit": "the Exit", "gem": "Baldrick's Gem", "monster": "a monster",
                "treasure": "a treasure", "trap": "a trap", "scroll": "a scroll",
                "fountain": "a healing fountain"}


def _describe_token(state, e, name):
    verb = "uncovers" if e["revealed"] else "steps onto"
    return f"{name} {verb} {_TOKEN_WORDS[e['kind']]} at {board.label(e['cell'])}."


def _describe_steal(state, e, name):
    holder = state.players[e["holder"]]["name"]
    if e["success"]:
        outcome = "takes the Gem"
    elif e["holder_roll"] > e["thief_roll"]:
        outcome = "fails and loses 1 HP"
    else:
        outcome = "ties: nothing happens"
    thief = roll_text(e["thief_die"], e["thief_bonus"])
    guard = roll_text(e["holder_die"], e["holder_bonus"])
    thief_skills, holder_skills = e.get("thief_shares"), e.get("holder_shares")
    if not thief_skills and not holder_skills:
        return f"{name} tries to steal the Gem from {holder} ({thief} vs {guard}): {outcome}."
    thief += _notes(_bonuses(thief_skills, e.get("thief_scrolls", 0)))
    guard += _notes(_bonuses(holder_skills))
    return f"{name} tries to steal the Gem from {holder}: {thief} against {guard}; {outcome}."


def _describe_turn(state, e, name):
    line = f"Round {e['round']}: {name}'s turn"
    shares = e.get("skill_shares")
    if not shares:
        return line + "."
    base = e["free_steps"] - sum(n for _, n in shares)
    return f"{line}, {plural(e['free_steps'], 'free step')} ({_skill_sum(base, shares)})."


def _describe_step(state, e, name):
    line = f"{name} moves to {board.label(e['to'])}"
    if not e["cost"]:
        return line + "."
    shares = e.get("skill_shares") or []
    why = _notes(_skill_sum(e["cost"] + sum(n for _, n in shares), shares, "-"))
    return f"{line} for {e['cost']} gold{why}."


def _describe_ran_away(state, e, name):
    shares = e.get("skill_shares") or []
    cost = f"{e['cost']} gold" if e["cost"] else "nothing"
    why = _notes(_skill_sum(e["cost"] + sum(n for _, n in shares), shares, "-"))
    return f"{name} runs from the {_cards_text(e['card'])}, paying {cost}{why}."


def _describe_hp(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return f"{name} is at {e['hp']} HP."
    taken = -e["change"]
    damage = f"{taken} damage" if taken else "no damage"
    return f"{name} takes {damage} ({_skill_sum(e['damage'], shares, '-')}) and is at {e['hp']} HP."


def _describe_fountain(state, e, name):
    line = f"{name} drinks from a healing fountain: HP back to {e['hp']}"
    shares = e.get("skill_shares")
    if not shares:
        return line + "."
    cured = " and ".join(f"{n} less from {_skill_name(sid)}" for sid, n in shares)
    return f"{line}, poison down to {e['poison']} ({cured})."


def _describe_scroll_drawn(state, e, name):
    shares = e.get("skill_shares")
    if not shares:
        return f"{name} draws a scroll card."
    why = " and ".join(f"{n} more from {_skill_name(sid)}" for sid, n in shares)
    return f"{name} draws another scroll card ({why})."


def _describe_scroll_drawn_card(state, e, name):
    """The drawer's own line: the public one, naming the scroll drawn."""
    return f"{_describe_scroll_drawn(state, e, name)[:-1]}: {_cards_text(e['card'])}."


def _describe_gold(state, e, name):
    """A change of a seat's gold: a gain (with what the short supply could not pay), a
    loss, or nothing at all: no gold to lose, or none left in the supply to pay."""
    amount = e["amount"]
    if amount < 0:
        return f"{name} loses {-amount} gold."
    if amount == 0 and "due" not in e:
        return f"{name} has no gold to lose."
    gain = f"gains {amount} gold" if amount else "gets no gold"
    return f"{name} {gain}{_notes(_short(e))}."


def _describe_exited(state, e, name):
    if e["first"]:
        return f"{name} leaves the floor, first out: {_gained(state, e)} and First to Land."
    return f"{name} leaves the floor."


def _describe_gem_dropped(state, e, name):
    if e.get("last_floor"):
        return f"{name} drops Baldrick's Gem; it is lost for this game: this is the last floor."
    return f"{name} drops Baldrick's Gem; it will be hidden again next floor."


def _describe_monster_treasure(state, e, name):
    if e.get("short"):
        return f"Treasure, but the supply is empty: the monster still carries {e['gold']} gold."
    return f"The monster now carries {e['gold']} gold."


def _describe_knocked_out(state, e, name):
    if e["lost"]:
        return f"{name} is knocked out and loses {e['lost']} gold."
    return f"{name} is knocked out, with no gold to lose."


def _describe_token_roll(state, e, name):
    rolled = board.label(e["rolled"])
    if e.get("taken"):
        return f"The {e['kind']} token is rolled to {rolled}, which is taken."
    return f"The {e['kind']} token is rolled to {rolled}."


def _describe_floor_end(state, e, name):
    if e["everyone_out"]:
        return f"Floor {e['floor']} ends: everyone got out, nobody loses gold."
    lost = ", ".join(f"{state.players[s]['name']} loses {g} gold" if g else
                     f"{state.players[s]['name']} has no gold to lose" for s, g in e["losses"])
    return f"Floor {e['floor']} collapses! Still inside: {lost}."


def _describe_gem_passed(state, e, name):
    to = state.players[e["to"]]["name"]
    ties = " after a tie roll" if e["rolls"] else ""
    return f"{name} drops Baldrick's Gem; {to}, the poorest, picks it up{ties}."


def _describe_game_over(state, e, name):
    names = and_list(state.players[s]["name"] for s in e["winners"])
    return f"The game is over. {'Winners' if len(e['winners']) > 1 else 'Winner'}: {names}."


_LINES = EventLines("Baldrick's Tomb", {
    "floor_start": Template("Floor {floor} (depth {depth}): {name} places {rubble} face down.",
                           rubble=lambda state, e: plural(e["tokens"], "rubble token")),
    "token_placed": Template("{name} places a rubble token at {space}.", space=_space),
    "tokens_placed": "{name} places the other rubble tokens at random.",
    "pawn_placed": Template("{name} rolls {space} and starts there.", space=_space),
    "skills_kept": "{name} keeps three skills.",
    "skills_revealed": "Everyone has chosen their skills.",
    "turn": _describe_turn,
    "doom": "The Impending Doom advances to {round}.",
    "step": _describe_step,
    "end_move": "{name} ends the move.",
    "token": _describe_token,
    "exit_found": Template("{name} finds the Exit: {gained}.", gained=_gained),
    "exited": _describe_exited,
    "gem_found": "{name} takes Baldrick's Gem!",
    "gem_passed": _describe_gem_passed,
    "gem_dropped": _describe_gem_dropped,
    "treasure": Template("{name} finds {treasure}: {gained}.", treasure=_card, gained=_gained),
    "scroll_drawn": _describe_scroll_drawn,
    "scroll_deck_empty": "The scroll deck and its discard pile are empty.",
    "fountain": _describe_fountain,
    "trap": _describe_trap,
    "monster": Template("{name} faces a {monster}!", monster=_card),
    "no_monster": "No monster card is left to draw.",
    "combat_roll": _describe_roll,
    "monster_hit": "The monster has {damage} damage.",
    "monster_treasure": _describe_monster_treasure,
    "hp": _describe_hp,
    "poison": "{name}'s poison is at {poison}.",
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
    "discard_down": "Both scroll piles are empty: everyone discards down to two.",
    "free_steps": Template("{name} has {steps} left.",
                          steps=lambda state, e: plural(e["free_steps"], "free step")),
    "combat_bonus": "{name}'s next combat roll gets +{bonus}.",
    "teleport": Template("{name} is whisked to {space}.", space=_space),
    "peek": Template("{name} secretly looks at the token at {space}.", space=_space),
    "steal_bonus": "{name} gets +{bonus} to steal this turn.",
    "ward": "{name} is warded against the next trap.",
    "reshuffled": "The {deck} discard pile is shuffled into a new deck.",
    "monsters_added": "Level {level} monsters join the monster deck.",
    "token_roll": _describe_token_roll,
    "token_moved": Template("{name} puts the {kind} token at {space}.", space=_space),
    "floor_end": _describe_floor_end,
    "game_over": _describe_game_over,
}, private={
    # What the seats an event is ``shown_to`` saw that the table did not.
    "scroll_drawn": _describe_scroll_drawn_card,
    "peek": Template("{name} secretly looks at the token at {space}: {token}.", space=_space,
                    token=lambda state, e: _TOKEN_WORDS[e["kind"]]),
    "skills_kept": Template("{name} keeps three skills: {skills}.",
                           skills=lambda state, e: and_list(_skill_name(c) for c in e["cards"])),
})
