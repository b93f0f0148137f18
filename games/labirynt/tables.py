"""The Labirynt rules screen's tables, made at run time from the designed data
(``data/labirynt/*.yaml`` through ``content()``), in the language shown: the Encounter
Table (every total of 2k6 + the chamber's number), the Finds (every kind, its count and
what it does) and the twelve character cards. Pure Python (no pygame)."""
from __future__ import annotations

from games.engine import i18n
from games.engine.i18n import _
from games.labirynt.content import content


def _totals(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}\u2013{high}"


def magic_text(magic: str) -> str:
    """What a card allows to cast, in words ("casts Spells and Incantations")."""
    return {"none": _("no magic"), "spells": _("casts Spells"),
            "incantations": _("casts Incantations"),
            "both": _("casts Spells and Incantations")}[magic]


def rules_tables() -> list[tuple[str, str]]:
    """``(kind, text)`` blocks for the rules screen (``ScrollText`` kinds "h1", "h2",
    "p", "bullet"): the Encounter Table by totals, the Finds by kind with their counts,
    and each team's character cards (Strength, LP, Backpack and Armour windows, magic,
    ability). Every number and text comes from the data files as loaded now; raises
    ``DataError`` (``content()``) when a file is damaged."""
    c = content()
    blocks: list[tuple[str, str]] = [("h1", _("Tables and cards"))]
    blocks.append(("h2", _("The Encounter Table")))
    blocks.append(("p", _("Two d6 plus the number of the chamber entered; no roll in the "
                          "Camp, the Runes chamber or a Teleport.")))
    for row in c.rows:
        blocks.append(("bullet", _("{totals}: {name}. {text}").format(
            totals=_totals(row.low, row.high), name=row.name, text=row.text)))
    blocks.append(("h2", _("The Finds")))
    blocks.append(("p", _("{count} Find tokens in all; a used or lost one goes back to the "
                          "pool.").format(count=len(c.find_ids))))
    for kind in c.finds.values():
        blocks.append(("bullet", _("{name} (\u00d7{count}): {text}").format(
            name=kind.name, count=kind.count, text=kind.text)))
    blocks.append(("h2", _("The characters")))
    for team_id, team in c.teams.items():
        blocks.append(("p", i18n.text(team)))
        for card in c.characters.values():
            if card.team != team_id:
                continue
            blocks.append(("bullet", card_line(card.id)))
    return blocks


def card_line(cid: str) -> str:
    """One character card as a line: name, Strength, LP, Backpack and Armour windows,
    magic and ability (from ``characters.yaml``), in the language shown."""
    card = content().characters[cid]
    return _("{name}: Strength {strength}, {lp} LP, Backpack {backpack}, Armour windows "
             "{armour}, {magic}. {text}").format(
        name=card.name, strength=card.strength, lp=card.lp, backpack=card.backpack,
        armour=card.armour, magic=magic_text(card.magic), text=card.text)


def side_summary(board: int, side: str) -> str:
    """What a board side is like, for the choice of a side: its name, open halls or
    winding corridors, how many numbered chambers of each danger number and its
    passages (from ``boards.yaml``), in the language shown."""
    s = content().sides[(board, side)]
    numbers = sorted(c.number for c in s.chambers if c.number is not None)
    counts = ", ".join(f"{n}×{numbers.count(n)}" for n in sorted(set(numbers)))
    passages = sum(len(v) for v in s.neighbours.values()) // 2
    style = {"halls": _("open halls"), "corridors": _("winding corridors")}.get(s.style, s.style)
    return _("{name}: {style}; numbered chambers by danger {counts}; {passages} "
             "passages.").format(name=s.name, style=style, counts=counts, passages=passages)
