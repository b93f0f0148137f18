"""The advanced variant's content of Baš-Čelik, loaded and checked from
``data/bas_celik/advanced.yaml`` against the rest of the data (``content.py``).

The file holds the rulebook's numbers of the advanced paragraphs (``rulebook:``: 12
Health, 2 Health for an Inner World creature, Baš-Čelik's 12 Health, the critical blow's
dice, the weapons' price line, the growth counts, the weapon shops) and the designed
values: the Horse's Speed bonus, the terrains (which fields are house, water, forest,
mountain), each creature's Speed die, defence bonuses and terrain marks, each animal's
Speed die, the finale's beasts' dice, defence bonuses and Health. The characters' attribute dice and defence bonuses stay on their cards in
``characters.yaml`` (``advanced:``), the weapons' bonuses in ``bank.yaml``.

Pure Python (no pygame). Every problem raises :class:`~games.engine.yamlload.DataError`
naming the file and the entry.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

from games.engine.i18n import _
from games.engine.paths import data_path
from games.engine.yamlload import (DataError, Named, load_yaml, reject_unknown, require,
                                   require_choice, require_texts)
from games.bas_celik.content import DICE, Content, content

ATTRIBUTES = ("strength", "intelligence")
TERRAINS = ("house", "water", "forest", "mountain")
FILLS = ("black", "white")
SHOP_PLACES = ("village", "tower", "castle", "inner_castle", "blacksmith", "wonder_stone")


@dataclass(frozen=True)
class Terrain(Named):
    """One terrain of 5. Conflict: ``id`` (house, water, forest, mountain), ``names``,
    ``kinds`` (field kinds of that terrain) and ``fields`` (field ids listed)."""

    id: str
    names: dict
    kinds: tuple
    fields: tuple
    texts: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Foe:
    """A creature's, animal's or beast's advanced values: ``speed`` (die), ``defence``
    ({attribute: bonus}) and ``marks`` (tuple of ``{"terrain", "fill", "attribute",
    "amount"}``); a beast of the finale also its ``strength`` and ``intelligence``
    dice and its ``health`` (a creature's dice are on its card in fate.yaml)."""

    speed: int
    defence: dict
    marks: tuple
    strength: int = 0
    intelligence: int = 0
    health: int = 0


@dataclass(frozen=True)
class Advanced:
    """Everything ``advanced.yaml`` gives (see the module docstring): ``rules`` (the
    ``rulebook:`` mapping), ``horse_speed``, ``terrains`` (id -> Terrain), ``field_terrain``
    (field id -> terrain id, only fields with one) and ``foes`` (creature, animal or
    beast kind id -> Foe)."""

    rules: dict
    horse_speed: int
    terrains: dict
    field_terrain: dict
    foes: dict


def _int(mapping, key, low, high, path, entry) -> int:
    value = require(mapping, key, int, path, entry)
    if isinstance(value, bool) or not low <= value <= high:
        raise DataError(path, entry, _("field {key} should be a whole number from {low} to {high}").format(
            key=repr(key), low=low, high=high))
    return value


def _speed(item, path, entry) -> int:
    return _die(item, "speed", path, entry)


def _rulebook(raw, path) -> dict:
    rb = require(raw, "rulebook", dict, path, None)
    keys = ("health", "inner_health", "bas_health", "critical_dice", "critical_over",
            "common_price_most", "strength_growth", "intelligence_growth",
            "indifferent_per_creature", "common_shops", "better_shops")
    reject_unknown(rb, keys, path, "rulebook")
    out = {k: _int(rb, k, 1, 30, path, "rulebook") for k in
           ("health", "inner_health", "bas_health", "critical_over", "common_price_most",
            "indifferent_per_creature")}
    dice = require(rb, "critical_dice", list, path, "rulebook")
    if not dice or any(d not in DICE for d in dice):
        raise DataError(path, "rulebook", _("the critical blow rolls dice of the box"))
    out["critical_dice"] = tuple(dice)
    for key in ("strength_growth", "intelligence_growth"):
        steps = require(rb, key, list, path, "rulebook")
        if len(steps) != 2 or any(not isinstance(n, int) or n < 1 for n in steps):
            raise DataError(path, "rulebook", _("{key} gives the counts for +1 and for +2").format(key=key))
        out[key] = tuple(steps)
    for key in ("common_shops", "better_shops"):
        places = require(rb, key, list, path, "rulebook")
        if not places or any(p not in SHOP_PLACES for p in places):
            raise DataError(path, "rulebook", _("{key} names places that sell weapons").format(key=key))
        out[key] = tuple(places)
    return out


def _terrains(raw, path, c: Content) -> tuple[dict, dict]:
    part = require(raw, "terrains", dict, path, None)
    if sorted(part) != sorted(TERRAINS):
        raise DataError(path, "terrains", _("the terrains are house, water, forest and mountain"))
    terrains, where = {}, {}
    kinds_known = {f.kind for f in c.fields.values()}
    for ident in TERRAINS:
        item = part[ident]
        entry = f"terrain {ident!r}"
        reject_unknown(item, ["name", "kinds", "fields"], path, entry)
        kinds = tuple(item.get("kinds", ()))
        fields = tuple(item.get("fields", ()))
        if any(k not in kinds_known for k in kinds) or any(f not in c.fields for f in fields):
            raise DataError(path, entry, _("names a field or a kind of field the board does not have"))
        terrains[ident] = Terrain(ident, require_texts(item, "name", path, entry), kinds, fields)
        for f in c.fields.values():
            if f.world != "centre" and (f.kind in kinds or f.id in fields):
                if f.id in where:
                    raise DataError(path, entry, _("field {field} has two terrains").format(field=f.id))
                where[f.id] = ident
    return terrains, where


def _mark(raw, path, entry) -> dict:
    if not isinstance(raw, dict):
        raise DataError(path, entry, _("a terrain mark is a mapping"))
    reject_unknown(raw, ["terrain", "fill", "attribute", "amount"], path, entry)
    amount = require(raw, "amount", int, path, entry)
    if isinstance(amount, bool) or amount == 0 or not -3 <= amount <= 3:
        raise DataError(path, entry, _("a terrain mark changes an attribute by -3 to 3, not 0"))
    return {"terrain": require_choice(raw, "terrain", TERRAINS, path, entry),
            "fill": require_choice(raw, "fill", FILLS, path, entry),
            "attribute": require_choice(raw, "attribute", ATTRIBUTES + ("both",), path, entry),
            "amount": amount}


def _foes(raw, path, c: Content) -> dict:
    foes = {}
    for key, kind in (("creatures", "creature"), ("animals", "animal")):
        part = require(raw, key, dict, path, None)
        wanted = sorted(k.id for k in c.cards.values() if k.kind == kind)
        if sorted(part) != wanted:
            missing = sorted(set(wanted) ^ set(part))
            raise DataError(path, key, _("one entry for each card of fate.yaml; check {ids}").format(
                ids=", ".join(missing[:6])))
        for ident, item in part.items():
            entry = f"{kind} {ident!r}"
            if kind == "animal":
                reject_unknown(item, ["speed"], path, entry)
                foes[ident] = Foe(_speed(item, path, entry), {a: 0 for a in ATTRIBUTES}, ())
                continue
            reject_unknown(item, ["speed", "defence", "marks"], path, entry)
            defence = require(item, "defence", dict, path, entry)
            reject_unknown(defence, ATTRIBUTES, path, entry)
            foes[ident] = Foe(_speed(item, path, entry),
                              {a: _int(defence, a, 0, 3, path, entry) for a in ATTRIBUTES},
                              tuple(_mark(m, path, entry) for m in require(item, "marks", list, path, entry)))
    return foes


def _die(item, key, path, entry) -> int:
    value = require(item, key, int, path, entry)
    if value not in DICE:
        raise DataError(path, entry, _("field {key} should be a die size ({sizes})").format(
            key=repr(key), sizes=", ".join(map(str, DICE))))
    return value


def _beasts(raw, path, c: Content) -> dict:
    """10. Finale, advanced: the Dragon, Ala and Ažđaja "treated as characters with their
    own Health": their Strength, Intelligence and Speed dice, defence bonuses and Health."""
    part = require(raw, "beasts", dict, path, None)
    wanted = sorted(k.id for k in c.cards.values() if k.kind == "beast")
    if sorted(part) != wanted:
        raise DataError(path, "beasts", _("one entry for each beast of fate.yaml; check {ids}").format(
            ids=", ".join(sorted(set(wanted) ^ set(part)))))
    out = {}
    for ident, item in part.items():
        entry = f"beast {ident!r}"
        reject_unknown(item, ["strength", "intelligence", "speed", "defence", "health"], path, entry)
        defence = require(item, "defence", dict, path, entry)
        reject_unknown(defence, ATTRIBUTES, path, entry)
        out[ident] = Foe(_die(item, "speed", path, entry),
                         {a: _int(defence, a, 0, 3, path, entry) for a in ATTRIBUTES}, (),
                         _die(item, "strength", path, entry), _die(item, "intelligence", path, entry),
                         _int(item, "health", 1, 30, path, entry))
    return out


def _check_weapons(rules: dict, c: Content, path) -> None:
    """8.2: a common weapon (+1, at most the price line) helps the attack or the defence
    of one attribute (or Speed); a better one (+2, above it) both, of both attributes."""
    line = rules["common_price_most"]
    for w in c.cards.values():
        if w.group != "weapon":
            continue
        common = w.price <= line
        fits = (w.bonus == 1 and (w.attribute == "speed" or w.use != "both")
                and w.attribute != "both") if common else \
            (w.bonus == 2 and w.attribute == "both" and w.use == "both")
        if not fits:
            raise DataError(path, f"weapon {w.id!r}", _("a weapon up to {n} ducats gives +1 to one "
                                                         "attribute's attack or defence, a dearer one +2 to both").format(n=line))


def load(folder=None, base: Content | None = None) -> Advanced:
    """Load and check ``advanced.yaml`` of ``data/bas_celik`` (or ``folder``) against the
    content ``base`` (the shipped one by default). Raises ``DataError``."""
    c = base or content()
    path = (folder or data_path("bas_celik")) / "advanced.yaml"
    raw = load_yaml(path)
    reject_unknown(raw, ["source", "rulebook", "horse_speed", "terrains", "creatures", "animals",
                         "beasts"], path, None)
    require_choice(raw, "source", ["designed"], path, None)
    rules = _rulebook(raw, path)
    if rules["health"] != c.variants["advanced"]["health"] or \
            rules["health"] != c.variants["advanced"]["max_health"]:
        raise DataError(path, "rulebook", _("the advanced Health differs from bank.yaml's variant"))
    _check_weapons(rules, c, path)
    terrains, where = _terrains(raw, path, c)
    return Advanced(rules, _int(raw, "horse_speed", 0, 3, path, None), terrains, where,
                    {**_foes(raw, path, c), **_beasts(raw, path, c)})


@functools.lru_cache(maxsize=1)
def advanced() -> Advanced:
    """The shipped advanced content, loaded once (``load``)."""
    return load()
