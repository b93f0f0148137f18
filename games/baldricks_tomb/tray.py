"""What the board's dice tray shows for an event that rolled dice. Pure Python (the board
scene draws it with ``sprites.baldricks_tomb.art.die_face``).

Every roll the rules make is a d8 showing 1-8; bonuses are never drawn on a die face but
written under it with the total (``rules.roll_text``: "7 + 2 = 9"), so any result a rule
can produce, above 8 or below 1 included, is drawable. Rolls: a pawn's starting or
re-entry space and a teleport ("Floor Setup", "Getting Knocked Out"; red die the row,
blue the column), a relocated rubble token ("Gameplay"), a steal attempt (thief and
holder, "Baldrick's Gem") and the d8 tie-break when the Gem passes to the poorest
("Baldrick's Gem"). Combat rolls have their own dialog (``combat.CombatScene``).
"""
from __future__ import annotations

from dataclasses import dataclass

from games.baldricks_tomb.log_lines import roll_text, token_kind_name
from games.engine.i18n import _

SPACE_ROLLS = ("pawn_placed", "reentered", "teleport")   # events rolling a space: [red, blue]


@dataclass(frozen=True)
class Die:
    """One die in the tray: ``face`` 1-8 as rolled, ``colour`` "red" or "blue" and the
    ``caption`` lines written under it (whose roll, die + bonus = total)."""

    face: int
    colour: str
    caption: tuple[str, ...]


@dataclass(frozen=True)
class Tray:
    """The dice of one event and a ``title`` saying what they were rolled for."""

    title: str
    dice: tuple[Die, ...]


def tray_for(event: dict, names: list[str]) -> Tray | None:
    """The tray for ``event`` (a rules event), ``None`` when it rolled no dice.
    ``names``: the seats' names in seat order. Its words are in the language shown."""
    kind = event["type"]
    if kind in SPACE_ROLLS and event.get("rolls"):
        red, blue = event["rolls"][-1][:2]
        name = names[event["seat"]]
        if len(event["rolls"]) > 1:
            return _space(_("{name}'s space (rolled again)").format(name=name), red, blue)
        return _space(_("{name}'s space").format(name=name), red, blue)
    if kind == "token_roll":
        red, blue = event["rolled"]
        title = _("{kind} token").format(kind=token_kind_name(event["kind"]))
        return _space(title[:1].upper() + title[1:], red, blue)
    if kind == "steal":
        thief = Die(event["thief_die"], "red", (names[event["seat"]], _("thief"),
                                                roll_text(event["thief_die"], event["thief_bonus"])))
        holder = Die(event["holder_die"], "blue", (names[event["holder"]], _("holder"),
                                                   roll_text(event["holder_die"], event["holder_bonus"])))
        return Tray(_("Steal the Gem"), (thief, holder))
    if kind == "gem_passed" and event.get("rolls"):
        last = event["rolls"][-1]
        dice = tuple(Die(roll, ("red", "blue")[i % 2], (names[seat],))
                     for i, (seat, roll) in enumerate(last))
        return Tray(_("Gem tie: highest wins"), dice)
    return None


def _space(title: str, red: int, blue: int) -> Tray:
    return Tray(title, (Die(red, "red", (_("row"),)), Die(blue, "blue", (_("column"),))))
