"""Scoring a revealed Bazyliszek pile ("Gameplay", "Examples", "Simplified Variant") and
where a total sits on the 40-space score track. Pure Python, no pygame; ``rules`` re-exports
everything here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from games.bazyliszek.rooms import RoomSet
from games.engine import rulekit

TRACK_SPACES = 40          # "Contents of the Box": score track; 40-point tokens beyond it
PAIR_POINTS = 5            # "Gameplay": 5 points for each mirror pair
SINGLE_POINTS = 1          # "Gameplay": 1 point for every other visited room
MAX_SHIELDS = 2            # "Simplified Variant": one or two shield tokens (0 allowed here)


@dataclass
class PileScore:
    """The scoring of one pile ("Gameplay" and "Examples").

    ``cards``: the pile as revealed; ``shielded``: cards a shield discarded (simplified
    variant); ``duplicates``: extra identical cards left after shields (non-empty exactly
    when ``basilisk``); ``pairs``: mirror pairs as ``[as_designed_id, mirrored_id]``;
    ``singles``: other rooms; ``points``: 0 when ``basilisk``, else 5 per pair + 1 per single;
    ``shields_held``: shield tokens the owner had when the pile was scored.
    """

    cards: list[str]
    shielded: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    basilisk: bool = False
    pairs: list[list[str]] = field(default_factory=list)
    singles: list[str] = field(default_factory=list)
    points: int = 0
    shields_held: int = 0

    def to_dict(self) -> dict:
        """JSON-safe form."""
        return {"cards": list(self.cards), "shielded": list(self.shielded),
                "duplicates": list(self.duplicates), "basilisk": self.basilisk,
                "pairs": [list(p) for p in self.pairs], "singles": list(self.singles),
                "points": self.points, "shields_held": self.shields_held}


def score_pile(cards: list[str], rooms: RoomSet, shields: int = 0) -> PileScore:
    """Score one revealed pile.

    ``cards`` are card ids; ``shields`` how many shield tokens the owner may spend. Two or
    more identical cards (same design, same orientation) meet the basilisk: 0 points, even
    when the mirror card is there too ("Gameplay", last paragraph). Shields ("Simplified
    Variant") each discard one extra identical card; they are spent only when they are
    enough to save the whole pile, and then as few as needed. Otherwise each mirror pair
    scores 5 and every other room 1.
    """
    groups = _same_rooms(cards, rooms)
    extras = [cid for group in groups.values() for cid in group[1:]]
    result = PileScore(cards=list(cards), shields_held=shields)
    if extras and len(extras) > shields:
        result.basilisk = True
        result.duplicates = extras
        return result
    result.shielded = extras
    designs: dict[str, dict[bool, str]] = {}
    for (design, mirrored), group in groups.items():
        designs.setdefault(design, {})[mirrored] = group[0]
    for design, sides in designs.items():
        if len(sides) == 2:
            result.pairs.append([sides[False], sides[True]])
        else:
            result.singles.extend(sides.values())
    result.points = PAIR_POINTS * len(result.pairs) + SINGLE_POINTS * len(result.singles)
    return result


def _same_rooms(cards: list[str], rooms: RoomSet) -> dict[tuple[str, bool], list[str]]:
    """``cards`` grouped by the room they show (design and orientation), each group in pile
    order, the groups in the order of their first card."""
    groups: dict[tuple[str, bool], list[str]] = {}
    for cid in cards:
        card = rooms.card(cid)
        groups.setdefault((card.design, card.mirrored), []).append(cid)
    return groups


def identical_sets(cards: list[str], rooms: RoomSet) -> list[list[str]]:
    """The sets of identical rooms in a pile ("Gameplay": the same room, same orientation;
    two or more of one bring the basilisk unless shields discard the extras, "Simplified
    Variant"), the grouping ``score_pile`` scores by. ``cards``: card ids; returns one list
    per room held more than once, its card ids in pile order, the lists in the order of
    their first card. Raises ``KeyError`` for an unknown card id."""
    return [group for group in _same_rooms(cards, rooms).values() if len(group) > 1]


def track_position(total: int) -> tuple[int, int]:
    """Where a score sits on the 40-space track: ``(tokens, space)``.

    "Przemek scored 48 points. He receives a 40-point token and moves his pawn to space 8."
    Raises ``ValueError`` for a negative total (``games.engine.rulekit.track_position``).
    """
    return rulekit.track_position(total, TRACK_SPACES)
