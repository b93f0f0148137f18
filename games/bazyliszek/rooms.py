"""The Bazyliszek room cards, loaded and checked from ``data/bazyliszek/rooms.yaml``.

The rulebook has 90 room cards but does not print their pictures, so the deck is
designed here: each *design* is a cellar room (a floor tint, a doorway on one wall and a
few objects), and the deck holds ``copies`` cards of every design as designed and
``copies`` of its horizontal mirror image. Two cards show the *same room* when they share
design and orientation, a *mirror pair* when they share the design only (rulebook:
"identical rooms" and "mirror images").

Pure Python (no pygame): the rules and the tests use it; ``sprites/bazyliszek/room_cards.py`` draws it.
"""
from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

from games.engine import i18n
from games.engine.i18n import _, counted
from games.engine.paths import data_path
from games.engine.yamlload import (DataError, load_yaml, reject_unknown, require,
                                   require_choice, require_number, require_texts)

# The rulebook's deck size: "90 room cards".
RULEBOOK_CARD_COUNT = 90

# Object kinds sprites/bazyliszek/room_cards.py can draw (one drawing function each).
OBJECT_KINDS: frozenset[str] = frozenset({
    "barrel", "bat", "bones", "candle", "cauldron", "chest", "cobweb", "coffin", "crate",
    "ghost", "key", "mushroom", "potion", "rat", "skull", "spider", "sword", "torch",
})

DOORS = ("left", "right")
ORIENTATIONS = 2  # as designed, mirrored
MAX_OBJECT_SIZE = 3.0

_ID_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_COLOUR_RE = re.compile(r"^#[0-9a-fA-F]{6}$")
_TOP_FIELDS = ("source", "reasoning", "copies", "designs")
_DESIGN_FIELDS = ("id", "name", "floor", "door", "objects")
_OBJECT_FIELDS = ("kind", "x", "y", "size")


@dataclass(frozen=True)
class RoomObject:
    """One object in a room picture: ``kind`` (one of :data:`OBJECT_KINDS`), centre ``x``,
    ``y`` as fractions 0..1 of the picture (origin top-left, as designed, not mirrored) and
    ``size``, a scale factor around 1.0."""

    kind: str
    x: float
    y: float
    size: float


@dataclass(frozen=True)
class Design:
    """One room design: ``id`` (snake_case), ``names`` (the room's name in every language
    of ``i18n.CODES``, as ``((code, text), ...)`` pairs so the design stays hashable),
    ``floor`` tint ``'#rrggbb'`` (lower case), ``door`` (``'left'`` or ``'right'``: the
    doorway's wall as designed) and its ``objects``."""

    id: str
    names: tuple[tuple[str, str], ...]
    floor: str
    door: str
    objects: tuple[RoomObject, ...]

    @property
    def name(self) -> str:
        """The room's name in the language shown now (``i18n.text``)."""
        return i18n.text(dict(self.names))


@dataclass(frozen=True)
class Card:
    """One of the 90 room cards: ``id`` like ``'barrel_cellar-m3'`` (``a`` = as designed,
    ``m`` = mirrored, then the copy number 1..copies), its ``design`` id, ``mirrored`` and
    ``copy``."""

    id: str
    design: str
    mirrored: bool
    copy: int

    @property
    def room(self) -> tuple[str, bool]:
        """``(design, mirrored)``: equal for two cards exactly when they show the same room."""
        return (self.design, self.mirrored)


def card_id(design: str, mirrored: bool, copy: int) -> str:
    """The id of a card: ``card_id('barrel_cellar', True, 3) == 'barrel_cellar-m3'``."""
    return f"{design}-{'m' if mirrored else 'a'}{copy}"


@dataclass(frozen=True)
class RoomSet:
    """The designs (by id, in file order) and the deck's cards (by id, in a stable order:
    design order, as-designed before mirrored, copy 1..n)."""

    designs: dict[str, Design]
    cards: dict[str, Card]

    def card(self, card_id: str) -> Card:
        """The card with this id. Raises ``KeyError`` for an unknown id."""
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"no room card {card_id!r}") from None

    def design_of(self, card_id: str) -> Design:
        """The design a card shows. Raises ``KeyError`` for an unknown id."""
        return self.designs[self.card(card_id).design]

    def describe(self, card_id: str) -> str:
        """The room's name and which wall its door is on, as a player sees the card, in
        the language shown, e.g. ``"Barrel Cellar, door left"`` (``"Piwnica z beczkami,
        drzwi po lewej"``): two cards with the same description are identical, the same
        name with the other door side is the mirror image. Raises ``KeyError`` for an
        unknown id."""
        card = self.card(card_id)
        design = self.designs[card.design]
        side = design.door
        if card.mirrored:
            side = "right" if side == "left" else "left"
        if side == "left":
            return _("{room}, door left").format(room=design.name)
        return _("{room}, door right").format(room=design.name)


def load_rooms(path: str | os.PathLike | None = None) -> RoomSet:
    """Load and check the room cards from ``path`` (default ``data/bazyliszek/rooms.yaml``;
    the default file is read once and cached).

    Raises :class:`~games.engine.yamlload.DataError` naming the file and the entry for a
    file that cannot be read, a missing or mistyped field, an unknown field or object kind,
    x/y outside 0..1, a duplicate design id, a bad colour, a door not left/right, a name
    not given in every language (``name: {en: ..., pl: ...}``, neither empty), or a deck
    whose size (designs x 2 orientations x copies) is not the rulebook's 90.
    """
    if path is None:
        return _load_default()
    return _parse(load_yaml(path), str(path))


@functools.lru_cache(maxsize=1)
def _load_default() -> RoomSet:
    path = default_path()
    return _parse(load_yaml(path), str(path))


def _parse(top: object, path: str) -> RoomSet:
    reject_unknown(top, _TOP_FIELDS, path, None)
    source = require(top, "source", str, path, None)
    if not source.strip():
        raise DataError(path, None, _("field 'source' is empty"))
    require(top, "reasoning", str, path, None)
    copies = require(top, "copies", int, path, None)
    if copies < 1:
        raise DataError(path, None, _("field 'copies' should be at least 1, got {copies}")
                        .format(copies=copies))
    raw_designs = require(top, "designs", list, path, None)
    designs: dict[str, Design] = {}
    for index, raw in enumerate(raw_designs, start=1):
        design = _parse_design(raw, index, path)
        if design.id in designs:
            raise DataError(path, _("design {id}").format(id=repr(design.id)),
                            _("duplicate design id"))
        designs[design.id] = design
    total = len(designs) * ORIENTATIONS * copies
    if total != RULEBOOK_CARD_COUNT:
        # TRANSLATORS: {copies} is e.g. "3 copies"; the rest are numbers.
        raise DataError(path, None, _("{designs} designs x 2 orientations x {copies} = {total} "
                                      "cards, the rulebook has {rulebook}").format(
            designs=len(designs), total=total, rulebook=RULEBOOK_CARD_COUNT,
            copies=counted(copies, "{n} copy", "{n} copies")))
    return RoomSet(designs=designs, cards=_deck(designs, copies))


def _parse_design(raw: object, index: int, path: str) -> Design:
    entry = _("design #{n}").format(n=index)
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        entry = _("design {id}").format(id=repr(raw["id"]))
    reject_unknown(raw, _DESIGN_FIELDS, path, entry)
    design_id = require(raw, "id", str, path, entry)
    if not _ID_RE.match(design_id):
        raise DataError(path, entry, _("field 'id' should be snake_case, got {id}").format(
            id=repr(design_id)))
    names = require_texts(raw, "name", path, entry)
    floor = require(raw, "floor", str, path, entry)
    if not _COLOUR_RE.match(floor):
        raise DataError(path, entry, _("field 'floor' should be a colour '#rrggbb' "
                                       "(quoted in YAML), got {floor}").format(floor=repr(floor)))
    door = require_choice(raw, "door", DOORS, path, entry)
    raw_objects = require(raw, "objects", list, path, entry)
    if not raw_objects:
        raise DataError(path, entry, _("field 'objects' is empty"))
    objects = tuple(_parse_object(obj, _("{entry}, object {n}").format(entry=entry, n=i), path)
                    for i, obj in enumerate(raw_objects, start=1))
    return Design(id=design_id, names=tuple(names.items()), floor=floor.lower(), door=door,
                  objects=objects)


def _parse_object(raw: object, entry: str, path: str) -> RoomObject:
    reject_unknown(raw, _OBJECT_FIELDS, path, entry)
    kind = require(raw, "kind", str, path, entry)
    if kind not in OBJECT_KINDS:
        raise DataError(path, entry, _("unknown object kind {kind} (known: {known})").format(
            kind=repr(kind), known=", ".join(sorted(OBJECT_KINDS))))
    entry = f"{entry} ({kind})"
    x = require_number(raw, "x", 0.0, 1.0, path, entry)
    y = require_number(raw, "y", 0.0, 1.0, path, entry)
    size = require(raw, "size", (int, float), path, entry)
    if not 0 < size <= MAX_OBJECT_SIZE:
        raise DataError(path, entry, _("field 'size' should be above 0 and at most {most}, "
                                       "got {size}").format(most=f"{MAX_OBJECT_SIZE:g}",
                                                           size=f"{size:g}"))
    return RoomObject(kind=kind, x=float(x), y=float(y), size=float(size))


def _deck(designs: dict[str, Design], copies: int) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for design_id in designs:
        for mirrored in (False, True):
            for copy in range(1, copies + 1):
                cid = card_id(design_id, mirrored, copy)
                cards[cid] = Card(id=cid, design=design_id, mirrored=mirrored, copy=copy)
    return cards


def default_path() -> Path:
    """Where the shipped room file lives: ``data/bazyliszek/rooms.yaml``."""
    return data_path("bazyliszek", "rooms.yaml")
