"""The words of the Baldrick's Tomb board that are made from the view: the instruction
on the top line (whole and short), what each rubble token does, small counts as words and
a step's price on a lit space. Everything is translated when it is asked for, in the
language shown (``games.engine.i18n``); nothing translated is kept.
"""
from __future__ import annotations

from games.baldricks_tomb.board import label as board_label
from games.baldricks_tomb.exploring import must_move_on
from games.baldricks_tomb.log_lines import token_kind_name
from games.baldricks_tomb.tomb import gold_text
from games.engine.i18n import N_, _, counted

# What each rubble token does (marked for the catalog; ``token_help`` translates it).
TOKEN_HELP = {
    "monster": N_("Monster: draw a monster card and fight it or run away."),
    "treasure": N_("Treasure: draw a treasure card and take its gold."),
    "scroll": N_("Scroll: draw a scroll card to keep until you need it."),
    "fountain": N_("Healing fountain: HP back to full (poison stays)."),
    "trap": N_("Trap: draw a trap card and suffer it."),
    "exit": N_("The Exit: step on it, then leave the floor (it is never removed)."),
    "gem": N_("Baldrick's Gem: worth 5 gold at the end of the game."),
}


def token_help(kind: str) -> str:
    """What a rubble token of ``kind`` does, in the language shown."""
    return _(TOKEN_HELP[kind])


def keep_label(count: int) -> str:
    """The label of the button that keeps the ``count`` chosen skills (Custom
    Characters), in the language shown: the instructions quote it word for word."""
    return counted(count, "Keep this {n}", "Keep these {n}")


def instruction(v: dict, name: str, peek_card: str | None) -> str:
    """What the seat to move (``name``) should do now, from the view ``v`` of the board
    (``peek_card``: a peek scroll waiting for its target), in the language shown."""
    phase = v["phase"]
    if phase == "skills":
        return counted(v["skills_to_keep"], "{name}: choose the {n} skill you keep (click "
                       "cards), then \"{button}\".", "{name}: choose the {n} skills you keep "
                       "(click cards), then \"{button}\".", name=name,
                       button=keep_label(v["skills_to_keep"]))
    if phase == "place_tokens":
        return _("{name}: click a lit space to place a face-down rubble token ({left} "
                 "left), or place the rest at random.").format(name=name,
                                                              left=v["setup_left"])
    if phase == "place_pawns":
        return _("{name}: roll the dice for your starting space.").format(name=name)
    if phase == "combat":
        return _("{name} is fighting: fight, run or play a scroll.").format(name=name)
    if phase == "relocate":
        return _relocate_text(v, name)
    if phase == "discard":
        return _("{name}: both scroll piles are empty; discard down to two "
                 "scrolls.").format(name=name)
    if phase == "over":
        return _("The game is over.")
    if phase == "move":
        if peek_card:
            return _("{name}: click a face-down token to peek at it.").format(name=name)
        if must_move_on(v):
            return counted(v["free_steps"], "{name}: you cannot stop on a pawn's space; click "
                           "a lit space ({n} free step left, then {cost} each).",
                           "{name}: you cannot stop on a pawn's space; click a lit space ({n} "
                           "free steps left, then {cost} each).", name=name,
                           cost=gold_text(v["step_cost"]))
        return counted(v["free_steps"], "{name}: click a lit space to move ({n} free step "
                       "left, then {cost} each), or end your move.", "{name}: click a lit "
                       "space to move ({n} free steps left, then {cost} each), or end your "
                       "move.", name=name, cost=gold_text(v["step_cost"]))
    return ""


def short_instruction(v: dict, name: str, peek_card: str | None) -> str:
    """``instruction`` in fewer words, for the top line when a long name leaves no room
    for the whole sentence (the same facts: counts, costs, what to click)."""
    phase = v["phase"]
    if phase == "move" and not peek_card and must_move_on(v):
        return _("{name}: you cannot stop here; move on ({free} free, then {cost} a "
                 "step).").format(name=name, free=v["free_steps"],
                                  cost=gold_text(v["step_cost"]))
    if phase == "move" and not peek_card:
        return _("{name}: move ({free} free, then {cost} a step) or end your move.").format(
            name=name, free=v["free_steps"], cost=gold_text(v["step_cost"]))
    if phase == "place_tokens":
        return _("{name}: place a rubble token ({left} left) or the rest at random.").format(
            name=name, left=v["setup_left"])
    if phase == "relocate" and v.get("relocating"):
        return _("{name}: that space is taken; click a lit space next to it.").format(
            name=name)
    if phase == "skills":
        return counted(v["skills_to_keep"], "{name}: choose {n} skill, then \"{button}\".",
                       "{name}: choose {n} skills, then \"{button}\".", name=name,
                       button=keep_label(v["skills_to_keep"]))
    if phase == "discard":
        return _("{name}: discard down to two scrolls.").format(name=name)
    if phase == "combat":
        return _("{name}: fight, run or play a scroll.").format(name=name)
    return instruction(v, name, peek_card)


def _relocate_text(v, name) -> str:
    r = v.get("relocating")
    if not r:
        return ""
    return _("{name}: the {kind} token rolled {space}, which is taken; click a lit space "
             "next to it.").format(name=name, kind=token_kind_name(r["kind"]),
                                   space=board_label(r["rolled"]))


# Small counts as words in a sentence about skills ("Choose exactly three skills."),
# marked for the catalog (translated for that noun: Polish words agree with it).
_NUMBER_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"))


def number_word(count: int) -> str:
    """``count`` as a word in a sentence about skills ("three"), in the language shown;
    digits from six on."""
    if 0 <= count < len(_NUMBER_WORDS):
        return _(_NUMBER_WORDS[count])
    return str(count)


def pass_label(cost: int) -> str:
    """The label of a lit space that holds another pawn: the pawn may cross it, never
    stop on it (``rules.pass_through``), in the language shown: ``"→2g"``, ``"→"`` when
    reaching it is free."""
    # TRANSLATORS: a lit space holding another pawn (cross it, never stop there); {cost}
    # is a step's price as the other lit spaces show it, or nothing when it is free.
    return _("→{cost}").format(cost=gold_short(cost) if cost else "")


def gold_short(cost: int) -> str:
    """A step's price as the lit space shows it, in the language shown: ``"2g"``."""
    # TRANSLATORS: a step's price in gold on a lit space of the board, very short.
    return _("{n}g").format(n=cost)
