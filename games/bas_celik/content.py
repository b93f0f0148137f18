"""Baš-Čelik designed content, loaded and checked from ``data/bas_celik/*.yaml``.

The rulebook prints no board, no card texts and no attribute values, so all of them are
designed (``source: designed`` in every file): ``board.yaml`` (the Outer ring, the Inner
World, the Centre, the gates, refuges and key locations), ``fate.yaml`` (the Outer and
Inner fate decks and the Centre's four cards), ``characters.yaml`` (12 characters with
both variants' values and the 12 special tasks) and ``bank.yaml`` (treasure, Key cards
and Swords, Transport, weapons, prices and each variant's amounts).

Card effects, abilities and tasks are data naming a handler of a small registry
(``EFFECTS``, ``ABILITIES``, ``TASKS``: handler -> its parameters and their kinds); a
card naming an unknown handler or a parameter that does not fit is refused on loading.

Pure Python (no pygame). Every problem raises :class:`~games.engine.yamlload.DataError`
naming the file and the entry.
"""
from __future__ import annotations

import functools
from collections import deque
from dataclasses import dataclass, field

from games.engine.i18n import _
from games.engine.paths import data_path
from games.engine.yamlload import (DataError, Named, load_yaml, optional, reject_unknown,
                                   require, require_choice, require_texts)

NATURES = ("D", "Z", "R")          # good, evil, indifferent (printed N and R; we show R)
DICE = (4, 6, 8, 10, 12)
# "Components": the rulebook's counts.
COUNTS = {"outer": {"creature": 30, "event": 26, "treasure": 0, "animal": 2},
          "inner": {"creature": 18, "event": 16, "treasure": 10, "animal": 2}}
CENTRE_COUNT = 4
CHARACTER_COUNT = 12
TASK_COUNT = 12
TREASURE_COUNT = 50
KEY_COUNT = 12                     # 9 Key cards + 3 Miraculous Swords
TRANSPORT_COUNT = 12
WEAPON_COUNT = 24
BASIC_WEAPONS = 4                  # 2 swords, the mace and the axe
KEYS = ("owl", "boar", "swallow")
KEY_UNLOCKS = {"owl": "plateau", "boar": "cliff_foot", "swallow": "spring"}
OUTER_KINDS = ("path", "village", "tower", "castle", "bridge", "water", "church",
               "cemetery", "start", "gate")
INNER_KINDS = ("path", "water", "surlane", "blacksmith", "wonder_stone", "castle")
CENTRE_KINDS = ("spring", "cliff_foot", "plateau", "centre")
SETTLEMENTS = ("village", "tower", "castle")     # the house symbol
WEAPON_SHOPS = ("castle", "blacksmith")          # 8. the three Castles and the Blacksmith
TRANSPORTS = ("boat", "horse", "mule")
POWERS = ("cikavac", "mute_tongue")

_INT, _LIST = int, list
# handler -> {parameter: kind}; a kind is a type or a tuple of allowed values.
EFFECTS: dict[str, dict] = {
    "ducats": {"amount": _INT},           # gain (or lose) ducats
    "health": {"amount": _INT},           # gain (or lose) Health, never above the maximum
    "skip": {"cycles": _INT},             # skipped for that many cycles
    "keep": {"power": POWERS},            # kept for the whole game (Cikavac, Mute Tongue)
    "roll_bonus": {"amount": _INT, "cycles": _INT},   # a passing change to conflict rolls
    "treasure": {"count": _INT},          # draw treasure cards
    "heal_to": {"to": _INT},              # item: Health up to the card's maximum
    "heal": {"amount": _INT},             # item: Health up by the amount
    "charm": {"amount": _INT},            # item: + to the next conflict's rolls
    "gold": {"amount": _INT},             # item: changed into ducats when used
    "weaken": {"amount": _INT, "cycles": _INT},       # curse: - to rolls for a while
    "paralyse": {"cycles": _INT},         # curse: the figure only defends, skipped
}
ABILITIES: dict[str, dict] = {
    "conflict_bonus": {"against": ("creature", "character"), "amount": _INT},
    "animal_friend": {},                  # animals become companions without Cikavac
    "heal_bonus": {"amount": _INT},       # resting heals more
    "reward_ducats": {"amount": _INT},    # more ducats for an overcome creature
    "water_walker": {},                   # water crossed at once, as with a Boat
    "heal_on_win": {"amount": _INT},      # Health back for an overcome creature
    "steal_bonus": {"amount": _INT},      # + to Stealing rolls (4.4.5)
    "hide_bonus": {"amount": _INT},       # + to Hiding rolls (4.4.3)
    "toll_free": {},                      # no bridge toll, no ferry fee
}
# The front of the character cards (the advanced variant): "some characters have special
# abilities related to rolling dice and defending against curses" (G. Curses). Each
# character's front names one of these (characters.yaml, ``advanced: ability:``).
FRONT_ABILITIES: dict[str, dict] = {
    # + to one kind of roll: an attack or a defence of an attribute ("any": either), a
    # Hiding roll (Speed) or a Stealing roll (4.4.5)
    "roll_bonus": {"roll": ("attack", "defence", "hide", "steal"),
                   "attribute": ("strength", "intelligence", "speed", "any"), "amount": _INT},
    "open_roll": {"attribute": ("strength", "intelligence", "speed")},  # top face: roll again, add
    "curse_ward": {},                     # a curse laid on it: Intelligence against the curser's
    "curse_resist": {"amount": _INT},     # curses weaken it that much less, paralyse it shorter
}
TASKS: dict[str, dict] = {
    "overcome": {"count": _INT},
    "overcome_in": {"world": ("outer", "inner"), "count": _INT},
    "overcome_nature": {"nature": NATURES, "count": _INT},
    "visit": {"kinds": _LIST},
    "ducats": {"amount": _INT},
    "companion": {},
    "treasures": {"count": _INT},
}


@dataclass(frozen=True)
class Field(Named):
    """One field of the board: ``id`` ("o00".."o35" Outer ring clockwise, "i00".. Inner,
    "c_..." Centre), ``world`` ("outer", "inner", "centre"), ``kind`` (see board.yaml),
    ``x``, ``y`` (board units, 0-100, (0, 0) top left), ``ferry`` (a water field with the
    ferry), ``key`` (the Key card unlocking a Centre access field) and ``names`` (``{}``
    for a nameless stretch of road; ``name`` is then "")."""

    id: str
    world: str
    kind: str
    x: float
    y: float
    names: dict
    ferry: bool = False
    key: str | None = None
    texts: dict = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The field's name in the language shown, "" when it has none."""
        return super().name if self.names else ""


@dataclass(frozen=True)
class Card(Named):
    """One kind of card (``count`` copies of it in the box): ``id``, ``group`` ("outer",
    "inner", "centre", "treasure", "key", "transport", "weapon"), ``kind`` ("creature",
    "animal", "event", "item", "curse", "key", "sword", "transport", "weapon",
    "bas_celik", "beast"), ``names``; a creature's ``nature``, ``strength`` and
    ``intelligence`` (die sizes), ``ducats`` and ``negotiation``; an animal's or Centre
    card's ``die`` (+ ``plus``), a beast's ``health``, Baš-Čelik's ``strikes``; an event's
    or treasure's ``effect`` ({"handler": ..., params}); a price, a weapon's ``bonus``,
    ``basic`` (sold in the basic variant), ``attribute`` and ``use``; a Key's ``unlocks``."""

    id: str
    group: str
    kind: str
    count: int
    names: dict
    nature: str | None = None
    strength: int = 0
    intelligence: int = 0
    ducats: int = 0
    negotiation: int = 0
    die: int = 0
    plus: int = 0
    health: int = 0
    strikes: int = 0
    effect: dict | None = None
    price: int = 0
    bonus: int = 0
    basic: bool = False
    attribute: str | None = None
    use: str | None = None
    unlocks: str | None = None
    texts: dict = field(default_factory=dict)

    @property
    def conflict_die(self) -> int:
        """The die a creature rolls in a basic conflict: the higher of its Strength and
        Intelligence (5. Conflict); an animal's or Centre card's own die."""
        return max(self.strength, self.intelligence) if self.kind == "creature" else self.die


@dataclass(frozen=True)
class Character(Named):
    """One character card: ``id``, ``number`` (its d12 face), ``nature`` (D/Z/R),
    ``start`` (a field id), ``basic_die`` (10), ``advanced`` (the front of the card:
    {strength, intelligence, speed: die sizes, defence: {strength, intelligence},
    ability: {"handler": ..., params, "names": {language: text}}}, the handler one of
    ``FRONT_ABILITIES``) and ``ability`` (the back's, the basic variant's:
    {"handler": ..., params}, one of ``ABILITIES``)."""

    id: str
    number: int
    nature: str
    start: str
    names: dict
    basic_die: int
    advanced: dict
    ability: dict
    texts: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Task(Named):
    """One special task card: ``id``, ``names`` and ``goal`` ({"handler": ..., params})."""

    id: str
    names: dict
    goal: dict
    texts: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Content:
    """All of Baš-Čelik's designed content, checked. ``fields`` (id -> Field),
    ``ring`` (the Outer ring's ids clockwise), ``links`` (id -> sorted neighbour ids in
    the Inner World and the Centre, gates included), ``gates`` (triangle field -> Inner
    field), ``refuges`` (nature -> castle field), ``key_fields`` (field -> key id),
    ``cards`` (kind id -> Card), ``characters`` (id -> Character, in d12 order),
    ``tasks`` (id -> Task), ``variants`` (name -> amounts)."""

    fields: dict
    ring: tuple
    links: dict
    gates: dict
    refuges: dict
    key_fields: dict
    cards: dict
    characters: dict
    tasks: dict
    variants: dict

    def card(self, card_id: str) -> Card:
        """The kind of a card instance ``"<kind>#<n>"`` (or of a kind id). Raises
        ``KeyError`` for an unknown card."""
        return self.cards[card_id.split("#", 1)[0]]

    def instances(self, group: str) -> list[str]:
        """Every card instance id of ``group`` ("outer", "inner", "centre", "treasure",
        "key", "transport", "weapon") in data order: ``["bauk#1", "bauk#2", ...]``."""
        return [f"{c.id}#{n}" for c in self.cards.values() if c.group == group
                for n in range(1, c.count + 1)]

    def field_for(self, kind: str) -> str:
        """The id of the one field of ``kind`` (a Centre field, "church" ...)."""
        return next(f.id for f in self.fields.values() if f.kind == kind)


def _params(spec_table: dict, value, path, entry, what: str) -> dict:
    """Check ``value`` ({"handler": name, params}) against ``spec_table``; return it."""
    if not isinstance(value, dict):
        raise DataError(path, entry, _("{what} should be a mapping with a handler").format(what=what))
    name = require_choice(value, "handler", sorted(spec_table), path, entry)
    spec = spec_table[name]
    reject_unknown(value, ["handler", *spec], path, entry)
    for key, kind in spec.items():
        if key not in value:
            raise DataError(path, entry, _("{what} {handler} needs {key}").format(
                what=what, handler=name, key=repr(key)))
        got = value[key]
        if isinstance(kind, tuple):
            if got not in kind:
                raise DataError(path, entry, _("{what} {handler}: {key} should be one of {choices}").format(
                    what=what, handler=name, key=repr(key), choices=", ".join(kind)))
        elif kind is _INT:
            if not isinstance(got, int) or isinstance(got, bool) or not -12 <= got <= 12:
                raise DataError(path, entry, _("{what} {handler}: {key} should be a whole number from -12 to 12").format(
                    what=what, handler=name, key=repr(key)))
        elif not isinstance(got, kind):
            raise DataError(path, entry, _("{what} {handler}: {key} is of the wrong kind").format(
                what=what, handler=name, key=repr(key)))
    return dict(value)


def _die(mapping, key, path, entry) -> int:
    value = require(mapping, key, int, path, entry)
    if value not in DICE:
        raise DataError(path, entry, _("field {key} should be a die size ({sizes})").format(
            key=repr(key), sizes=", ".join(map(str, DICE))))
    return value


def _names(raw, path, entry) -> dict:
    return require_texts(raw, "name", path, entry) if "name" in raw else {}


def _ident(raw, path, entry_word: str, seen: set) -> str:
    ident = require(raw, "id", str, path, None)
    entry = f"{entry_word} {ident!r}"
    if ident in seen:
        raise DataError(path, entry, _("the id is used twice"))
    seen.add(ident)
    return ident


def _load_board(path) -> tuple:
    raw = load_yaml(path)
    reject_unknown(raw, ["source", "outer", "inner", "gates", "centre", "refuges", "key_fields"], path, None)
    require_choice(raw, "source", ["designed"], path, None)
    fields, seen, ring, links = {}, set(), [], {}
    for world, kinds in (("outer", OUTER_KINDS), ("inner", INNER_KINDS), ("centre", CENTRE_KINDS)):
        for item in require(raw, world, list, path, None):
            ident = _ident(item, path, "field", seen)
            entry = f"field {ident!r}"
            reject_unknown(item, ["id", "kind", "x", "y", "name", "links", "ferry", "key"], path, entry)
            kind = require_choice(item, "kind", kinds, path, entry)
            x, y = (require(item, k, (int, float), path, entry) for k in ("x", "y"))
            if not (0 <= x <= 100 and 0 <= y <= 100):
                raise DataError(path, entry, _("the position should lie on the board (0 to 100)"))
            key = optional(item, "key", str, None, path, entry)
            if key is not None and key not in KEYS:
                raise DataError(path, entry, _("unknown Key card {key}").format(key=repr(key)))
            fields[ident] = Field(ident, world, kind, float(x), float(y), _names(item, path, entry),
                                  bool(optional(item, "ferry", bool, False, path, entry)), key)
            if world == "outer":
                ring.append(ident)
                if "links" in item:
                    raise DataError(path, entry, _("the Outer ring links by its order; write no links"))
            else:
                links.setdefault(ident, set())
                for other in require(item, "links", list, path, entry):
                    links[ident].add(other)
                    links.setdefault(other, set()).add(ident)
    gates = dict(require(raw, "gates", dict, path, None))
    for gate, inner in gates.items():
        if fields.get(gate) is None or fields[gate].kind != "gate" or fields.get(inner) is None \
                or fields[inner].world != "inner":
            raise DataError(path, "gates", _("{gate} should be a triangle field leading to an Inner field").format(gate=gate))
        links.setdefault(gate, set()).add(inner)
        links[inner].add(gate)
    if {f.id for f in fields.values() if f.kind == "gate"} != set(gates):
        raise DataError(path, "gates", _("every triangle field needs its Inner field"))
    for ident, near in links.items():
        for other in near:
            if other not in fields:
                raise DataError(path, f"field {ident!r}", _("links to an unknown field {other}").format(other=repr(other)))
            if fields[other].world == "outer" and fields[other].kind != "gate":
                raise DataError(path, f"field {ident!r}", _("only a triangle field leads out to the Outer ring"))
    refuges = dict(require(raw, "refuges", dict, path, None))
    if sorted(refuges) != sorted(NATURES) or any(fields.get(f) is None or fields[f].kind != "castle"
                                                 for f in refuges.values()):
        raise DataError(path, "refuges", _("each nature needs its refuge castle"))
    key_fields = dict(require(raw, "key_fields", dict, path, None))
    wanted = {"owl": "surlane", "boar": "blacksmith", "swallow": "wonder_stone"}
    if sorted(key_fields.values()) != sorted(KEYS) or any(
            fields.get(f) is None or fields[f].kind != wanted[k] for f, k in key_fields.items()):
        raise DataError(path, "key_fields", _("the Owl lies at Šurlane, the Boar at the Blacksmith, the Swallow at the Wonder Stone"))
    for f in fields.values():
        if f.world == "centre" and f.kind != "centre" and KEY_UNLOCKS.get(f.key) != f.kind:
            raise DataError(path, f"field {f.id!r}", _("an access field of the Centre names the Key card that unlocks it"))
    return fields, tuple(ring), {k: tuple(sorted(v)) for k, v in links.items()}, gates, refuges, key_fields


def _card(item, group, kind, path, seen) -> Card:
    ident = _ident(item, path, "card", seen)
    entry = f"card {ident!r}"
    count = require(item, "count", int, path, entry) if "count" in item else 1
    if count < 1:
        raise DataError(path, entry, _("a card's count is at least 1"))
    names = require_texts(item, "name", path, entry)
    base = dict(id=ident, group=group, kind=kind, count=count, names=names)
    if kind == "creature":
        reject_unknown(item, ["id", "count", "name", "nature", "strength", "intelligence",
                              "ducats", "negotiation"], path, entry)
        return Card(**base, nature=require_choice(item, "nature", NATURES, path, entry),
                    strength=_die(item, "strength", path, entry),
                    intelligence=_die(item, "intelligence", path, entry),
                    ducats=require(item, "ducats", int, path, entry),
                    negotiation=require(item, "negotiation", int, path, entry))
    if kind == "animal":
        reject_unknown(item, ["id", "count", "name", "die"], path, entry)
        die = require(item, "die", int, path, entry)
        if die not in (4, 6):
            raise DataError(path, entry, _("an animal rolls d4 or d6"))
        return Card(**base, die=die)
    if kind in ("event", "item", "curse"):
        reject_unknown(item, ["id", "count", "name", "effect", "kind"], path, entry)
        return Card(**base, effect=_params(EFFECTS, require(item, "effect", dict, path, entry),
                                           path, entry, _("the effect")))
    if kind in ("bas_celik", "beast"):
        reject_unknown(item, ["id", "count", "name", "kind", "die", "plus", "health", "strikes",
                              "ducats"], path, entry)
        return Card(**base, die=_die(item, "die", path, entry),
                    plus=require(item, "plus", int, path, entry),
                    health=optional(item, "health", int, 0, path, entry),
                    strikes=optional(item, "strikes", int, 0, path, entry),
                    ducats=optional(item, "ducats", int, 0, path, entry))
    if kind in ("key", "sword"):
        reject_unknown(item, ["id", "count", "name", "kind", "unlocks", "bonus"], path, entry)
        return Card(**base, unlocks=optional(item, "unlocks", str, None, path, entry),
                    bonus=optional(item, "bonus", int, 0, path, entry))
    if kind == "transport":
        reject_unknown(item, ["id", "count", "name", "price"], path, entry)
        if ident not in TRANSPORTS:
            raise DataError(path, entry, _("Transport is a Boat, a Horse or a Mule"))
        return Card(**base, price=require(item, "price", int, path, entry))
    reject_unknown(item, ["id", "count", "name", "basic", "price", "bonus", "attribute", "use"], path, entry)
    return Card(**base, price=require(item, "price", int, path, entry),
                bonus=require(item, "bonus", int, path, entry),
                basic=bool(optional(item, "basic", bool, False, path, entry)),
                attribute=require_choice(item, "attribute", ["strength", "intelligence", "speed", "both"], path, entry),
                use=require_choice(item, "use", ["attack", "defence", "both"], path, entry))


def _load_cards(fate_path, bank_path) -> dict:
    cards, seen = {}, set()
    fate = load_yaml(fate_path)
    reject_unknown(fate, ["source", "outer", "inner", "centre"], fate_path, None)
    for world in ("outer", "inner"):
        part = require(fate, world, dict, fate_path, None)
        reject_unknown(part, ["creatures", "animals", "events", "treasure"], fate_path, world)
        for key, kind in (("creatures", "creature"), ("animals", "animal"), ("events", "event"),
                          ("treasure", None)):
            for item in optional(part, key, list, [], fate_path, world):
                k = kind or require_choice(item, "kind", ["item", "curse"], fate_path, world)
                card = _card(item, world, k, fate_path, seen)
                cards[card.id] = card
            total = sum(c.count for c in cards.values() if c.group == world
                        and (c.kind == kind if kind else c.kind in ("item", "curse")))
            want = COUNTS[world][kind or "treasure"]
            if total != want:
                raise DataError(fate_path, world, _("{key}: {total} cards, the rulebook counts {want}").format(
                    key=key, total=total, want=want))
    for item in require(fate, "centre", list, fate_path, None):
        card = _card(item, "centre", require_choice(item, "kind", ["bas_celik", "beast"], fate_path, "centre"),
                     fate_path, seen)
        cards[card.id] = card
    bank = load_yaml(bank_path)
    reject_unknown(bank, ["source", "variants", "treasure", "keys", "transport", "weapons"], bank_path, None)
    for key, group, want in (("treasure", "treasure", TREASURE_COUNT), ("keys", "key", KEY_COUNT),
                             ("transport", "transport", TRANSPORT_COUNT), ("weapons", "weapon", WEAPON_COUNT)):
        for item in require(bank, key, list, bank_path, None):
            kind = {"treasure": None, "keys": None, "transport": "transport", "weapons": "weapon"}[key]
            if kind is None:
                kind = require_choice(item, "kind", ["item", "curse"] if key == "treasure" else ["key", "sword"],
                                      bank_path, key)
            card = _card(item, group, kind, bank_path, seen)
            cards[card.id] = card
        total = sum(c.count for c in cards.values() if c.group == group)
        if total != want:
            raise DataError(bank_path, key, _("{total} cards, the rulebook counts {want}").format(total=total, want=want))
    if sum(c.count for c in cards.values() if c.group == "centre") != CENTRE_COUNT:
        raise DataError(fate_path, "centre", _("the Centre holds Baš-Čelik and three beasts"))
    basics = sum(c.count for c in cards.values() if c.group == "weapon" and c.basic)
    if basics != BASIC_WEAPONS:
        raise DataError(bank_path, "weapons", _("the basic variant sells 2 swords, the mace and the axe"))
    for k in KEYS:
        if k not in cards or cards[k].count != 3 or cards[k].unlocks != KEY_UNLOCKS[k]:
            raise DataError(bank_path, "keys", _("three of each Key card, each unlocking its field"))
    powers = sorted(c.effect["power"] for c in cards.values() if c.kind == "event"
                    and c.effect["handler"] == "keep")
    if powers != sorted(POWERS):
        raise DataError(fate_path, "events", _("the events hold one Cikavac and one Mute Tongue"))
    return cards, bank


def _load_characters(path, fields) -> tuple:
    raw = load_yaml(path)
    reject_unknown(raw, ["source", "characters", "tasks"], path, None)
    chars, seen = {}, set()
    for item in require(raw, "characters", list, path, None):
        ident = _ident(item, path, "character", seen)
        entry = f"character {ident!r}"
        reject_unknown(item, ["id", "number", "nature", "start", "name", "basic", "advanced", "ability"], path, entry)
        start = require(item, "start", str, path, entry)
        if start not in fields or fields[start].kind != "start":
            raise DataError(path, entry, _("the starting point should be a start field"))
        adv = dict(require(item, "advanced", dict, path, entry))
        for key in ("strength", "intelligence", "speed"):
            if adv.get(key) not in (6, 8, 10):
                raise DataError(path, entry, _("advanced {key} should be 6, 8 or 10").format(key=key))
        adv["ability"] = _front_ability(require(adv, "ability", dict, path, entry), path, entry)
        chars[ident] = Character(ident, require(item, "number", int, path, entry),
                                 require_choice(item, "nature", NATURES, path, entry), start,
                                 require_texts(item, "name", path, entry),
                                 _die(require(item, "basic", dict, path, entry), "die", path, entry),
                                 adv, _params(ABILITIES, require(item, "ability", dict, path, entry),
                                                    path, entry, _("the ability")))
    if sorted(c.number for c in chars.values()) != list(range(1, CHARACTER_COUNT + 1)):
        raise DataError(path, "characters", _("12 characters numbered 1 to 12 (the d12)"))
    tasks = {}
    for item in require(raw, "tasks", list, path, None):
        ident = _ident(item, path, "task", seen)
        entry = f"task {ident!r}"
        goal = {k: v for k, v in item.items() if k not in ("id", "name")}
        tasks[ident] = Task(ident, require_texts(item, "name", path, entry),
                            _params(TASKS, goal, path, entry, _("the task")))
        if goal["handler"] == "visit":
            kinds = set(OUTER_KINDS) | set(INNER_KINDS)
            if not goal["kinds"] or any(k not in kinds for k in goal["kinds"]):
                raise DataError(path, entry, _("a visit names field kinds of the board"))
    if len(tasks) != TASK_COUNT:
        raise DataError(path, "tasks", _("12 special tasks"))
    return dict(sorted(chars.items(), key=lambda kv: kv[1].number)), tasks


def _front_ability(raw: dict, path, entry) -> dict:
    """A front ability (``FRONT_ABILITIES``) with its ``name`` ({en, pl}): a Hiding
    bonus is a bonus to Speed, and only a Hiding roll is of Speed."""
    names = require_texts(raw, "name", path, entry)
    params = _params(FRONT_ABILITIES, {k: v for k, v in raw.items() if k != "name"}, path, entry,
                     _("the ability"))
    if params["handler"] == "roll_bonus" and \
            (params["roll"] == "hide") != (params["attribute"] == "speed"):
        raise DataError(path, entry, _("a Hiding bonus is a bonus to Speed, and a Speed bonus is for Hiding"))
    return {**params, "names": names}


def reachable(c: "Content", start: str) -> set:
    """Every field reachable from ``start`` as the rules move (the Outer ring both ways,
    the gates into the Inner World, the Inner links and the Centre's)."""
    seen, todo = {start}, deque([start])
    ring = c.ring
    while todo:
        here = todo.popleft()
        near = list(c.links.get(here, ()))
        if here in ring:
            i = ring.index(here)
            near += [ring[(i + 1) % len(ring)], ring[(i - 1) % len(ring)]]
        for other in near:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def load(folder=None) -> Content:
    """Load and check every file of ``data/bas_celik`` (or ``folder``). Raises ``DataError``."""
    base = folder or data_path("bas_celik")
    fields, ring, links, gates, refuges, key_fields = _load_board(base / "board.yaml")
    cards, bank = _load_cards(base / "fate.yaml", base / "bank.yaml")
    chars, tasks = _load_characters(base / "characters.yaml", fields)
    variants = dict(require(bank, "variants", dict, base / "bank.yaml", None))
    for name in ("basic", "advanced"):
        if name not in variants:
            raise DataError(base / "bank.yaml", "variants", _("missing variant {name}").format(name=name))
    c = Content(fields, ring, links, gates, refuges, key_fields, cards, chars, tasks, variants)
    every = reachable(c, ring[0])
    lost = sorted(set(fields) - every)
    if lost:
        raise DataError(base / "board.yaml", None, _("fields no one can reach: {ids}").format(ids=", ".join(lost)))
    return c


@functools.lru_cache(maxsize=1)
def content() -> Content:
    """The shipped content, loaded once (``load``)."""
    return load()
