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

from games.baldricks_tomb.log_lines import roll_text

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
    ``names``: the seats' names in seat order."""
    kind = event["type"]
    if kind in SPACE_ROLLS and event.get("rolls"):
        red, blue = event["rolls"][-1][:2]
        again = " (rolled again)" if len(event["rolls"]) > 1 else ""
        return _space(f"{names[event['seat']]}'s space{again}", red, blue)
    if kind == "token_roll":
        red, blue = event["rolled"]
        return _space(f"{event['kind'].capitalize()} token", red, blue)
    if kind == "steal":
        thief = Die(event["thief_die"], "red", (names[event["seat"]], "thief",
                                                roll_text(event["thief_die"], event["thief_bonus"])))
        holder = Die(event["holder_die"], "blue", (names[event["holder"]], "holder",
                                                   roll_text(event["holder_die"], event["holder_bonus"])))
        return Tray("Steal the Gem", (thief, holder))
    if kind == "gem_passed" and event.get("rolls"):
        last = event["rolls"][-1]
        dice = tuple(Die(roll, ("red", "blue")[i % 2], (names[seat],))
                     for i, (seat, roll) in enumerate(last))
        return Tray("Gem tie: highest wins", dice)
    return None


def _space(title: str, red: int, blue: int) -> Tray:
    return Tray(title, (Die(red, "red", ("row",)), Die(blue, "blue", ("column",))))
