"""The game log of Labirynt Czarnoksiężnika: ``describe`` turns each event into one sentence
in the rulebook's terms (a ``rulekit.EventLines`` table). The public line never names
what lies face down: the Finds drawn into a Backpack, the item robbers took, an item
handed between teammates, the Rune drawn, the Find discarded for an ability; the seat
the event is ``shown_to`` reads those details. Pure Python; every word is translated
when a line is made.
"""
from __future__ import annotations

from games.engine import i18n
from games.engine.i18n import N_, _, counted, pgettext
from games.engine.rulekit import EventLines, Template
from games.labirynt.content import content, kind_of
from games.labirynt.state import ZOMBIE, State, chamber, side_of


def char_name(cid: str, role: str | None = None) -> str:
    """A character's name in the language shown (the Zombie's from ``tokens.yaml``), as
    a sentence uses it (``role``: "of", "object", "to", ``content.Character.form``; the
    languages that decline names, Polish, have a form for each)."""
    if cid == ZOMBIE:
        return i18n.text(content().specials["zombie"].names)
    return content().characters[cid].form(role)


def token_name(token: str) -> str:
    """A token's name: a Find's kind, "a Crystal" or the Rune's element."""
    kind = kind_of(token)
    if kind == "crystal":
        return _("a Crystal")
    if kind == "rune":
        return _("a Rune of {element}").format(
            element=i18n.text(content().elements[token.split(".")[1]]))
    return content().find(token).name


def place_text(state: State, place, case: str | None = None) -> str:
    """A place as the log names it: "chamber 4 of The Bone Halls", "the Teleport of ...";
    a numbered chamber whose number another chamber of its board shares also says where
    it lies ("chamber 1 of The Bone Halls (row 2, column 1)": a playtester could not tell
    which of three chambers 1 was meant). ``case``: how the sentence uses it, for the
    languages that decline it: ``"to"`` (where one goes: Polish "do komnaty"), ``"in"``
    (where something is: "w komnacie"), ``None`` (named alone)."""
    side = side_of(state, place[0])
    here = chamber(state, place)
    board = side.name
    twins = here.kind == "plain" and sum(c.number == here.number for c in side.chambers) > 1
    key = "at" if twins else here.kind
    template = _PLACES[case][key]()
    return template.format(board=board, number=here.number, row=int(here.y) + 1,
                           col=int(here.x) + 1)


# How the log names a place, by how its sentence uses it (``place_text``) and the kind of
# chamber ("at": a numbered chamber told by its row and column as well).
_PLACES = {
    None: {"camp": lambda: _("the Camp of {board}"),
           "teleport": lambda: _("the Teleport of {board}"),
           "runes": lambda: _("the Runes chamber of {board}"),
           "plain": lambda: _("chamber {number} of {board}"),
           "at": lambda: _("chamber {number} of {board} (row {row}, column {col})")},
    "to": {"camp": lambda: pgettext("going to", "the Camp of {board}"),
           "teleport": lambda: pgettext("going to", "the Teleport of {board}"),
           "runes": lambda: pgettext("going to", "the Runes chamber of {board}"),
           "plain": lambda: pgettext("going to", "chamber {number} of {board}"),
           "at": lambda: pgettext("going to",
                                  "chamber {number} of {board} (row {row}, column {col})")},
    "in": {"camp": lambda: pgettext("being in", "the Camp of {board}"),
           "teleport": lambda: pgettext("being in", "the Teleport of {board}"),
           "runes": lambda: pgettext("being in", "the Runes chamber of {board}"),
           "plain": lambda: pgettext("being in", "chamber {number} of {board}"),
           "at": lambda: pgettext("being in",
                                  "chamber {number} of {board} (row {row}, column {col})")},
}


def _names(tokens) -> str:
    from games.engine.words import and_list
    return and_list([token_name(t) for t in tokens]) if tokens else _("nothing")


def _row_name(index) -> str:
    return content().rows[index].name


def faces_text(groups) -> str:
    """Which d6 faces send a Teleport to which board: ``groups`` of ``(faces, board
    name)`` -> "1–3: The Rat Runs; 4–6: The Moonlit Halls" (a run of faces as a range)."""
    parts = []
    for faces, board in groups:
        run = list(faces) == list(range(faces[0], faces[-1] + 1))
        shown = f"{faces[0]}\u2013{faces[-1]}" if run and len(faces) > 1 else \
            ", ".join(str(f) for f in faces)
        parts.append(_("{faces}: {board}").format(faces=shown, board=board))
    return "; ".join(parts)


def _rolled(state, e, name) -> str:
    """A roll as it fell, with what it decides: the Encounter's chamber number added
    ("5 + 2 + chamber 1 = 8", as the roll's box says: a playtester read "rolls 5 + 2" in
    a chamber 1 as the dice and the number), the Teleport's faces of each board."""
    dice = " + ".join(str(d) for d in e["dice"])
    if e["purpose"] == "encounter" and e.get("number") is not None:
        return _("{name} rolls {dice} + chamber {n} = {total} on the Encounter Table.").format(
            name=name, dice=dice, n=e["number"], total=sum(e["dice"]) + e["number"])
    if e["purpose"] == "encounter":
        return _("{name} rolls {dice} on the Encounter Table.").format(name=name, dice=dice)
    if e["purpose"] == "teleport" and e.get("faces"):
        faces = faces_text([(f, side_of(state, b).name) for f, b in e["faces"]])
        return _("{name} rolls {dice} for the Teleport's board ({faces}).").format(
            name=name, dice=dice, faces=faces)
    if e["purpose"] == "teleport":
        return _("{name} rolls {dice} for the Teleport's board.").format(name=name, dice=dice)
    if e["purpose"] == "ability":
        return _("{name} rolls {dice} for the ability.").format(name=name, dice=dice)
    if "left" in e:
        return _("The fight's dice: {a} for {name}; {left} rolls {b} for the monster.").format(
            a=e["dice"][0], b=e["dice"][1], name=name, left=state.players[e["left"]]["name"])
    return _("The fight's dice: {a} for the attacker, {b} for the defender.").format(
        a=e["dice"][0], b=e["dice"][1])


def clash_verdict(result: str, why: str, totals: dict) -> str:
    """One sentence saying who wins a clash and why, in the language shown: ``result``
    (``"attacker"``, ``"defender"`` or ``"tie"``), ``why`` (``fighting.clash_reason``:
    ``"ones"``, ``"one"``, ``"six"``, ``"total"``) and ``totals`` (side -> Strength +
    die). A rolled 1 always loses ("Combat"), so the sentence says so where it decided
    against the totals (a playtester read "The defender wins, 6 to 6")."""
    a, d = totals["attacker"], totals["defender"]
    if result == "tie":
        if why == "ones":
            return _("Both sides rolled a 1: a tie, nothing happens.")
        return _("A tie, {a} to {b}: nothing happens.").format(a=a, b=d)
    if why == "one":
        if result == "attacker":
            return _("The attacker wins, {a} to {b}: the defender rolled a 1, and a rolled 1 "
                     "always loses.").format(a=a, b=d)
        return _("The defender wins, {b} to {a}: the attacker rolled a 1, and a rolled 1 "
                 "always loses.").format(a=a, b=d)
    if why == "six":
        if result == "attacker":
            return _("The attacker wins on a rolled six, {a} to {b}.").format(a=a, b=d)
        return _("The defender wins on a rolled six, {b} to {a}.").format(a=a, b=d)
    if result == "attacker":
        return _("The attacker wins, {a} to {b}.").format(a=a, b=d)
    return _("The defender wins, {b} to {a}.").format(a=a, b=d)


def _clash(state, e, name) -> str:
    return clash_verdict(e["result"], e.get("why", "total"), e["totals"])


def _whose(e) -> str:
    """The fighters whose die a re-roll or a Change of Fate changed (``turns.whose_die``),
    named as the die's owners ("the die of ...")."""
    from games.engine.words import and_list
    return and_list([char_name(c, "of") for c in e["chars"]])


def _rerolled(state, e, name) -> str:
    values = {"name": name, "old": e["old"], "new": e["new"]}
    if e.get("purpose") == "clash" and "row" in e:
        return _("{name} pays 2 gems to re-roll the monster's die ({monster}), which showed "
                 "{old}: it now shows {new}.").format(monster=_row_name(e["row"]), **values)
    if e.get("purpose") == "clash" and "chars" in e:
        return _("{name} pays 2 gems to re-roll the die of {whose}, which showed {old}: it "
                 "now shows {new}.").format(whose=_whose(e), **values)
    if e.get("count") == 1:
        return _("{name} pays 2 gems to re-roll the die, which showed {old}: it now shows "
                 "{new}.").format(**values)
    if e["die"] == 0:
        return _("{name} pays 2 gems to re-roll the first die, which showed {old}: it now "
                 "shows {new}.").format(**values)
    return _("{name} pays 2 gems to re-roll the second die, which showed {old}: it now "
             "shows {new}.").format(**values)


def _rolloff(state, e, name) -> str:
    """The roll-off with its dice: each round's seats and faces (a tie rolls again among
    the tied), then who begins ("Setup")."""
    rounds = []
    for faces in e["rounds"]:
        # TRANSLATORS: one player's die in the roll-off for the first turn ("Anna 5")
        rolls = ", ".join(_("{name} {face}").format(name=state.players[s]["name"], face=f)
                          for s, f in enumerate(faces) if f is not None)
        rounds.append(rolls)
    if len(rounds) == 1:
        return _("Roll-off for the first turn: {rolls}. {name} begins.").format(
            rolls=rounds[0], name=name)
    return _("Roll-off for the first turn: {rolls}; the tied roll again: {again}. {name} "
             "begins.").format(rolls=rounds[0], again="; ".join(rounds[1:]), name=name)


def _gems(state, e, name) -> str:
    return counted(e["amount"], "{name} gains {n} gem.", "{name} gains {n} gems.", name=name)


def _finds_public(state, e, name) -> str:
    return counted(e["count"], "{char} draws {n} Find.", "{char} draws {n} Finds.",
                   char=char_name(e["char"]))


def _finds_private(state, e, name) -> str:
    return _("{char} draws: {items}.").format(char=char_name(e["char"]), items=_names(e["tokens"]))


def _robbed_private(state, e, name) -> str:
    if e["token"] is None:
        return _("The robbers find nothing in {char}'s Backpack.").format(
            char=char_name(e["char"], "of"))
    return _("The robbers take {item} from {char}.").format(item=token_name(e["token"]),
                                                          char=char_name(e["char"], "to"))


def _died(state, e, name) -> str:
    line = _("{char} dies in {place}.").format(char=char_name(e["char"]),
                                              place=place_text(state, e["place"], "in"))
    if e["glove"]:
        line += " " + _("The Glove of Doom kills for good.")
    if e["left"]:
        line += " " + _("Left there: {items}.").format(items=_names(e["left"]))
    return line


def _cast_line(state, e, name) -> str:
    return _("{char} casts {scroll}.").format(char=char_name(e["char"]),
                                             scroll=token_name(e["token"]))


def _fate_line(state, e, name) -> str:
    values = {"char": char_name(e["char"]), "delta": e["delta"]}
    if e.get("purpose") == "clash" and "row" in e:
        return _("{char} casts Change of Fate: {delta:+d} on the monster's die "
                 "({monster}).").format(monster=_row_name(e["row"]), **values)
    if e.get("purpose") == "clash" and "chars" in e:
        return _("{char} casts Change of Fate: {delta:+d} on the die of {whose}.").format(
            whose=_whose(e), **values)
    if e.get("count") == 1:
        return _("{char} casts Change of Fate: {delta:+d} on the die.").format(**values)
    if e["die"] == 0:
        return _("{char} casts Change of Fate: {delta:+d} on the first die.").format(**values)
    return _("{char} casts Change of Fate: {delta:+d} on the second die.").format(**values)


def _ability_result(state, e, name) -> str:
    if not e["worked"]:
        return _("{char} rolls {face}, needs {need}: the ability fails.").format(
            char=char_name(e["char"]), face=e["face"], need=e["need"])
    what = i18n.text(content().specials[e["kind"]].names)
    if e.get("back"):
        return _("The {what} drifts into {place} and goes back to the card.").format(
            what=what, place=place_text(state, e["place"], "to"))
    return _("{char}'s {what} appears in {place}.").format(char=char_name(e["char"]), what=what,
                                                           place=place_text(state, e["place"], "in"))


def _fight(state, e, name) -> str:
    if e["kind"] == "monster":
        return _("{char} fights: {monster}.").format(char=char_name(e["mover"] if "mover" in e
                                                                   else e["char"]),
                                                    monster=_row_name(e["row"]))
    return _("{char} fights {who}.").format(
        char=char_name(e["char"]), who=" & ".join(char_name(c) for c in e["defenders"]))


_CHAR = {"char": lambda s, e: char_name(e["char"])}
# ``{char}`` named as its sentence uses it (``char_name``'s roles), for the languages that
# decline names: Polish "Teleport przenosi Rycerza Śmierci", not "... Rycerz Śmierci"
_AS = {role: {"char": lambda s, e, role=role: char_name(e["char"], role)}
       for role in ("of", "object", "to")}

_LINES = EventLines("Labirynt Czarnoksiężnika", {
    "rolloff": _rolloff,
    "team_chosen": Template(N_("{name} leads the {team}."),
                            team=lambda s, e: i18n.text(content().teams[e["team"]])),
    "side_chosen": Template(N_("{name} plays side {side} of board {board}.")),
    "starters_chosen": Template(N_("{name} starts with {a} and {b}."),
                                a=lambda s, e: char_name(e["characters"][0]),
                                b=lambda s, e: char_name(e["characters"][1])),
    "turn": Template(N_("Turn {turn}: {name} plays.")),
    "turn_lost": N_("{name} has no move and loses the turn."),
    "turn_end": N_("{name} ends the turn."),
    "stalemate": N_("No character can move any more: the game ends and {name}, with the most gems, wins."),
    "extra_move": N_("{name} pays 1 gem for another move."),
    "moved": Template(N_("{char} goes to {place}."),
                      place=lambda s, e: place_text(s, e["to"], "to"), **_CHAR),
    "teleported": Template(N_("{char} is teleported to {place}."),
                           place=lambda s, e: place_text(s, e["to"], "to"), **_AS["object"]),
    "teleport_blocked": Template(N_("{char} cannot be teleported: three characters stand there."),
                                 **_CHAR),
    "teleport_chosen": N_("{name} pays 2 gems to choose the Teleport's board."),
    "gems": _gems,
    "special_dodged": Template(N_("{char} steps round the {what}."),
                               what=lambda s, e: i18n.text(content().specials[e["kind"]].names),
                               **_CHAR),
    "special_hit": Template(N_("The {what} acts on {char}: {lp} LP now."),
                            what=lambda s, e: i18n.text(content().specials[e["kind"]].names),
                            **_CHAR),
    "encounter": Template(N_("Encounter total {total}: {row}."),
                          row=lambda s, e: _row_name(e["row"])),
    "finds": _finds_public,
    "fight": _fight,
    "attack": Template(N_("{char} attacks {target}."),
                       target=lambda s, e: char_name(e["target"]), **_CHAR),
    "defend": lambda s, e, name: (_("{name} defends with both characters together.") if
                                  e["together"] else _("{name} defends alone.")).format(name=name),
    "cast": _cast_line,
    "ready": N_("{name} casts no more in this fight."),
    "rolled": _rolled,
    "rerolled": _rerolled,
    "fate": _fate_line,
    "clash": _clash,
    "dissolved": Template(N_("The acid dissolves {char}'s {item}."),
                          item=lambda s, e: token_name(e["token"]), **_AS["of"]),
    "robbed": Template(N_("The robbers rob {char}."), **_AS["object"]),
    "armour_lost": Template(N_("{char}'s {item} takes the wound."),
                            item=lambda s, e: token_name(e["token"]), **_AS["of"]),
    "wounded": Template(N_("{char} is wounded: {lp} LP left."), **_CHAR),
    "died": _died,
    "woke": Template(N_("{char} wakes up in the Camp."), **_CHAR),
    "specials_gone": Template(N_("{char}'s Special tokens leave the board."), **_AS["of"]),
    "dropped": Template(N_("{char} leaves {item} in the chamber."),
                        item=lambda s, e: token_name(e["token"]), **_CHAR),
    "taken": Template(N_("{char} takes {item}."), item=lambda s, e: token_name(e["token"]),
                      **_CHAR),
    "given": Template(N_("{char} hands an item to {to}."), to=lambda s, e: char_name(e["to"]),
                      **_CHAR),
    "quest_done": Template(N_("{char} completes a Quest of {element} and takes a Crystal."),
                           element=lambda s, e: i18n.text(content().elements[e["element"]]),
                           **_CHAR),
    "rune_drawn": Template(N_("{char} draws a Rune."), **_CHAR),
    "ability": Template(N_("{char} discards a Find to use the ability."), **_CHAR),
    "ability_result": _ability_result,
    "glove_made": Template(N_("{char} makes the Glove of Doom."), **_CHAR),
    "wield": Template(N_("{char} takes {item} in hand."), item=lambda s, e: token_name(e["token"]),
                      **_CHAR),
    "unwield": Template(N_("{char} puts the Weapon away."), **_CHAR),
    "wear": Template(N_("{char} puts on {item}."), item=lambda s, e: token_name(e["token"]),
                     **_CHAR),
    "unwear": Template(N_("{char} takes off {item}."), item=lambda s, e: token_name(e["token"]),
                       **_CHAR),
    "drank": Template(N_("{char} drinks an Elixir: {lp} LP."), **_CHAR),
}, {
    "finds": _finds_private,
    "robbed": _robbed_private,
    "given": Template(N_("{char} hands {item} to {to}."), item=lambda s, e: token_name(e["token"]),
                      to=lambda s, e: char_name(e["to"]), **_CHAR),
    "rune_drawn": Template(N_("{char} draws {item}."), item=lambda s, e: token_name(e["rune"]),
                           **_CHAR),
    "ability": Template(N_("{char} discards {item} to use the ability."),
                        item=lambda s, e: token_name(e["token"]), **_CHAR),
})


def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One game-log line for ``event`` as ``seat`` may read it (``None``: the public
    line), in the language shown; the details of what lies face down only for a seat in
    the event's ``"shown_to"``. Raises ``ValueError`` for an event type the game does not
    make."""
    return _LINES.describe(state, event, seat)
