"""Baldrick's Tomb designed content, loaded and checked from ``data/baldricks_tomb/*.yaml``.

The rulebook names the decks (monsters by level, treasure, scrolls, traps, skills), the
18 rubble tokens and the four characters but prints no card texts, so all of it is
designed (``source: designed`` in every file). Card effects are data: each names a
handler of :mod:`games.baldricks_tomb.effects` with an ``amount``.

Pure Python (no pygame). Every problem raises
:class:`~games.engine.yamlload.DataError` naming the file and the entry, its reason and
entry in the language shown when it is raised.
"""
from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

from games.baldricks_tomb.effects import SCROLL_HANDLERS, SKILL_HANDLERS, TRAP_HANDLERS
from games.engine.i18n import N_, _
from games.engine.paths import data_path
from games.engine.yamlload import (DataError, Named, load_yaml, optional, reject_unknown, require,
                                   require_choice, require_texts)

TOKEN_COUNT = 18                       # "Contents": 18 rubble tokens
TOKEN_KINDS = ("exit", "gem", "monster", "treasure", "trap", "scroll", "fountain")
SYMBOLS = ("run", "monster attack", "player attack", "treasure", "poison")  # "Combat Symbols"
MONSTER_LEVELS = (1, 2, 3)
DAMAGE_MARKERS = 3                     # "Contents": 3 monster damage markers
# The creature pictures a monster card can show (``look``); sprites/baldricks_tomb/bestiary.py draws
# one for each name (its ``MONSTER_LOOKS``; tests/ui/test_tomb_art.py keeps the two equal).
MONSTER_LOOKS = ("slime", "rat", "bat", "spider", "beetle", "scorpion", "minotaur", "skeleton",
                 "zombie", "ghost", "goblin", "serpent", "golem", "dragon", "hound", "gargoyle",
                 "kobold", "troll", "toad", "vampire", "hydra", "ghoul", "rat_king", "tomb_lord",
                 "lich", "basilisk", "mummy", "shadow", "wraith", "mudling")
DIE_FACES = 8
COLOURS = ("blue", "yellow", "vermillion", "sky", "purple", "orange")  # sprites/palette.py
FILES = ("tokens", "monsters", "treasures", "scrolls", "traps", "skills", "characters")

# How an entry of each list is named in a data error: by its place in the list before its
# id is known, then by its id (translated where it is used).
ENTRY_NAMES = {
    "monsters": (N_("monster #{index}"), N_("monster {id}")),
    "treasures": (N_("treasure #{index}"), N_("treasure {id}")),
    "scrolls": (N_("scroll #{index}"), N_("scroll {id}")),
    "traps": (N_("trap #{index}"), N_("trap {id}")),
    "skills": (N_("skill #{index}"), N_("skill {id}")),
    "characters": (N_("character #{index}"), N_("character {id}")),
}
_ID_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_RANGE_RE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+))?\s*$")


@dataclass(frozen=True)
class Effect:
    """One effect of a card: ``handler`` (a name from ``effects.py``) and ``amount`` (int >= 1)."""

    handler: str
    amount: int = 1


@dataclass(frozen=True)
class Card(Named):
    """A scroll, trap or skill card: ``id``, ``names`` and ``texts`` shown to players
    (``{code: text}`` per language; ``name`` and ``text`` give the language shown) and its
    ``effects`` applied in order."""

    id: str
    names: dict
    texts: dict
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Treasure(Named):
    """A treasure card: ``id``, ``names``, ``gold`` (>= 1) and flavour ``texts`` (per
    language; ``name`` and ``text`` give the language shown)."""

    id: str
    names: dict
    gold: int
    texts: dict


@dataclass(frozen=True)
class Monster(Named):
    """A monster card: ``names`` (per language; ``name`` gives the language shown), ``look`` (the creature pictured, one of ``MONSTER_LOOKS``),
    ``level`` 1-3, ``hp`` 1-3 (one damage marker per HP), ``gold`` paid when knocked out and ``gauge``: a tuple of
    8 tuples, the symbols for rolls 1..8 (``gauge[roll - 1]``)."""

    id: str
    names: dict
    look: str
    level: int
    hp: int
    gold: int
    gauge: tuple[tuple[str, ...], ...]

    def symbols(self, roll: int) -> tuple[str, ...]:
        """The symbols of the swing gauge for ``roll`` (1-8). Raises ``ValueError`` outside 1-8."""
        if not 1 <= roll <= DIE_FACES:
            raise ValueError(f"a d8 roll is 1-8, got {roll}")
        return self.gauge[roll - 1]

    def gauge_ranges(self) -> list[tuple[int, int, tuple[str, ...]]]:
        """The gauge as printed: ``[(first, last, symbols), ...]`` merging equal neighbours."""
        out: list[tuple[int, int, tuple[str, ...]]] = []
        for roll, symbols in enumerate(self.gauge, start=1):
            if out and out[-1][2] == symbols:
                out[-1] = (out[-1][0], roll, symbols)
            else:
                out.append((roll, roll, symbols))
        return out


@dataclass(frozen=True)
class Character(Named):
    """One of the four explorers: ``id``, ``names``, ``colour`` (a palette key) and
    ``texts`` (per language; ``name`` and ``text`` give the language shown)."""

    id: str
    names: dict
    colour: str
    texts: dict


@dataclass(frozen=True)
class Content:
    """Everything designed: ``tokens`` (kind -> count, 18 in all), cards by id per deck
    (``monsters``, ``treasures``, ``scrolls``, ``traps``, ``skills``; file order) and
    ``characters`` in file order."""

    tokens: dict[str, int]
    monsters: dict[str, Monster]
    treasures: dict[str, Treasure]
    scrolls: dict[str, Card]
    traps: dict[str, Card]
    skills: dict[str, Card]
    characters: tuple[Character, ...]

    def token_ids(self) -> tuple[str, ...]:
        """Stable ids of the 18 tokens: ``"exit"``, ``"gem"``, then ``"<kind><n>"``
        (``"monster1"`` ...), always in this order (worked out once)."""
        return self._token_ids

    @functools.cached_property
    def _token_ids(self) -> tuple[str, ...]:
        ids = []
        for kind in TOKEN_KINDS:
            count = self.tokens[kind]
            ids += [kind] if kind in ("exit", "gem") else [f"{kind}{i}" for i in range(1, count + 1)]
        return tuple(ids)

    def card_name(self, card_id: str) -> str:
        """The name of any card by id, in the language shown. Raises ``KeyError`` for an
        unknown id."""
        for deck in (self.monsters, self.treasures, self.scrolls, self.traps, self.skills):
            if card_id in deck:
                return deck[card_id].name
        raise KeyError(f"no card {card_id!r}")


def token_kind(token_id: str) -> str:
    """The kind of a token from its id (``"monster3"`` -> ``"monster"``)."""
    return token_id.rstrip("0123456789")


def default_dir() -> Path:
    """Where the shipped files live: ``data/baldricks_tomb``."""
    return data_path("baldricks_tomb")


def load_content(folder: str | os.PathLike | None = None) -> Content:
    """Load and check the seven files in ``folder`` (default :func:`default_dir`, cached).

    Raises :class:`DataError` naming file and entry for: an unreadable file, a missing,
    unknown or mistyped field, an empty ``source``, a duplicate id (within or across
    decks), an unknown or misplaced effect handler, a swing gauge that does not cover
    1-8 exactly once or names an unknown symbol, a token mix that is not 18 with one
    Exit and one Gem, a monster level outside 1-3, a monster with more HP than the box
    has damage markers (``DAMAGE_MARKERS``, "Contents"), a monster ``look`` that is not one of
    ``MONSTER_LOOKS``, or an unknown colour.
    """
    if folder is None:
        return _load_default()
    return _load(Path(folder))


@functools.lru_cache(maxsize=1)
def _load_default() -> Content:
    return _load(default_dir())


def _load(folder: Path) -> Content:
    tops = {}
    for name in FILES:
        path = folder / f"{name}.yaml"
        top = load_yaml(path)
        reject_unknown(top, ("source", "reasoning", name), path, None)
        if not require(top, "source", str, path, None).strip():
            raise DataError(path, None, _("field 'source' is empty"))
        require(top, "reasoning", str, path, None)
        tops[name] = (top, str(path))
    content = Content(
        tokens=_tokens(*tops["tokens"]),
        monsters=_entries(*tops["monsters"], "monsters", _monster),
        treasures=_entries(*tops["treasures"], "treasures", _treasure),
        scrolls=_entries(*tops["scrolls"], "scrolls", _card_parser(SCROLL_HANDLERS)),
        traps=_entries(*tops["traps"], "traps", _card_parser(TRAP_HANDLERS)),
        skills=_entries(*tops["skills"], "skills", _card_parser(SKILL_HANDLERS)),
        characters=tuple(_entries(*tops["characters"], "characters", _character).values()),
    )
    _check_totals(content, folder)
    return content


def _tokens(top: dict, path: str) -> dict[str, int]:
    mix = require(top, "tokens", dict, path, None)
    reject_unknown(mix, TOKEN_KINDS, path, "tokens")
    counts = {}
    for kind in TOKEN_KINDS:
        counts[kind] = require(mix, kind, int, path, "tokens")
        if counts[kind] < 0:
            raise DataError(path, f"tokens, {kind}", _("count should be 0 or more, got {count}")
                            .format(count=counts[kind]))
    for special in ("exit", "gem"):
        if counts[special] != 1:
            raise DataError(path, f"tokens, {special}", _("there is exactly one {kind} token, "
                                                          "got {count}")
                            .format(kind=special, count=counts[special]))
    total = sum(counts.values())
    if total != TOKEN_COUNT:
        raise DataError(path, "tokens", _("{total} tokens, the rulebook has {rulebook}")
                        .format(total=total, rulebook=TOKEN_COUNT))
    return counts


def _entries(top: dict, path: str, key: str, parse) -> dict:
    raw_list = require(top, key, list, path, None)
    if not raw_list:
        raise DataError(path, None, _("field {field} is empty").format(field=repr(key)))
    out = {}
    by_index, by_id = ENTRY_NAMES[key]
    for index, raw in enumerate(raw_list, start=1):
        entry = _(by_index).format(index=index)
        if isinstance(raw, dict) and isinstance(raw.get("id"), str):
            entry = _(by_id).format(id=repr(raw["id"]))
        item = parse(raw, path, entry)
        if item.id in out:
            raise DataError(path, entry, _("duplicate id"))
        out[item.id] = item
    return out


def _common(raw, path: str, entry: str, fields: tuple[str, ...]) -> tuple[str, dict]:
    """The entry's ``id`` and its ``name`` in every language (``require_texts``)."""
    reject_unknown(raw, fields, path, entry)
    ident = require(raw, "id", str, path, entry)
    if not _ID_RE.match(ident):
        raise DataError(path, entry, _("field 'id' should be snake_case, got {id}")
                        .format(id=repr(ident)))
    return ident, require_texts(raw, "name", path, entry)


def _positive(raw, key: str, path: str, entry: str, low: int = 1) -> int:
    value = require(raw, key, int, path, entry)
    if value < low:
        raise DataError(path, entry, _("field {field} should be at least {low}, got {value}")
                        .format(field=repr(key), low=low, value=value))
    return value


def _monster(raw, path: str, entry: str) -> Monster:
    ident, name = _common(raw, path, entry, ("id", "name", "look", "level", "hp", "gold", "gauge"))
    look = require_choice(raw, "look", MONSTER_LOOKS, path, entry)
    level = require(raw, "level", int, path, entry)
    if level not in MONSTER_LEVELS:
        raise DataError(path, entry, _("field 'level' should be 1, 2 or 3, got {level}")
                        .format(level=level))
    gauge = _gauge(require(raw, "gauge", dict, path, entry), path, entry)
    hp = _positive(raw, "hp", path, entry)
    if hp > DAMAGE_MARKERS:
        raise DataError(path, entry, _("field 'hp' is {hp}, but knocking it out would need {hp} "
                                       "damage markers and the box has {markers}")
                        .format(hp=hp, markers=DAMAGE_MARKERS))
    return Monster(ident, name, look, level, hp, _positive(raw, "gold", path, entry, 0), gauge)


def _gauge(raw: dict, path: str, entry: str) -> tuple[tuple[str, ...], ...]:
    slots: list[tuple[str, ...] | None] = [None] * DIE_FACES
    for key, value in raw.items():
        match = _RANGE_RE.match(str(key)) if not isinstance(key, bool) else None
        first = int(match.group(1)) if match else 0
        last = int(match.group(2) or first) if match else 0
        if not match or not 1 <= first <= last <= DIE_FACES:
            raise DataError(path, entry, _("swing gauge: {key} is not a roll 1-8 or a range 'a-b'")
                            .format(key=repr(key)))
        symbols = _symbols(value, path, entry, key)
        for roll in range(first, last + 1):
            if slots[roll - 1] is not None:
                raise DataError(path, entry, _("swing gauge: roll {roll} is covered twice")
                                .format(roll=roll))
            slots[roll - 1] = symbols
    missing = [str(i + 1) for i, s in enumerate(slots) if s is None]
    if missing:
        raise DataError(path, entry, _("swing gauge: roll(s) {rolls} not covered")
                        .format(rolls=", ".join(missing)))
    return tuple(slots)  # type: ignore[arg-type]


def _symbols(value, path: str, entry: str, key) -> tuple[str, ...]:
    if not isinstance(value, str) or not value.strip():
        raise DataError(path, entry, _("swing gauge {key}: should be symbols as text")
                        .format(key=repr(key)))
    symbols = tuple(part.strip().lower() for part in value.split("+"))
    for symbol in symbols:
        if symbol not in SYMBOLS:
            raise DataError(path, entry, _("swing gauge {key}: unknown symbol {symbol} "
                                           "(known: {known})")
                            .format(key=repr(key), symbol=repr(symbol), known=", ".join(SYMBOLS)))
    if len(set(symbols)) != len(symbols) or ("run" in symbols and len(symbols) > 1):
        raise DataError(path, entry, _("swing gauge {key}: a symbol twice, or run combined")
                        .format(key=repr(key)))
    return symbols


def _treasure(raw, path: str, entry: str) -> Treasure:
    ident, name = _common(raw, path, entry, ("id", "name", "gold", "text"))
    return Treasure(ident, name, _positive(raw, "gold", path, entry),
                    require_texts(raw, "text", path, entry))


def _card_parser(handlers):
    def parse(raw, path: str, entry: str) -> Card:
        """One card with ``effects`` naming only ``handlers``."""
        ident, name = _common(raw, path, entry, ("id", "name", "text", "effects"))
        text = require_texts(raw, "text", path, entry)
        effects = require(raw, "effects", list, path, entry)
        if not effects:
            raise DataError(path, entry, _("field 'effects' is empty"))
        return Card(ident, name, text, tuple(_effect(e, handlers, path,
                                                     _("{entry}, effect {index}")
                                                     .format(entry=entry, index=i))
                                              for i, e in enumerate(effects, start=1)))
    return parse


def _effect(raw, handlers, path: str, entry: str) -> Effect:
    reject_unknown(raw, ("handler", "amount"), path, entry)
    handler = require(raw, "handler", str, path, entry)
    if handler not in handlers:
        raise DataError(path, entry, _("unknown effect handler {handler} for this deck "
                                       "(known: {known})")
                        .format(handler=repr(handler), known=", ".join(sorted(handlers))))
    amount = optional(raw, "amount", int, 1, path, entry)
    if amount < 1:
        raise DataError(path, entry, _("field 'amount' should be at least 1, got {amount}")
                        .format(amount=amount))
    return Effect(handler, amount)


def _character(raw, path: str, entry: str) -> Character:
    ident, name = _common(raw, path, entry, ("id", "name", "colour", "text"))
    colour = require_choice(raw, "colour", COLOURS, path, entry)
    return Character(ident, name, colour, require_texts(raw, "text", path, entry))


def _check_totals(content: Content, folder: Path) -> None:
    """Deck sizes the rules need: 4 characters with distinct colours, 20+ skills (5 for
    each of 4 players), every monster level present, card ids unique across decks."""
    where = folder / "characters.yaml"
    if len(content.characters) != 4 or len({c.colour for c in content.characters}) != 4:
        raise DataError(where, None, _("there are exactly four characters with distinct colours"))
    if len(content.skills) < 20:
        raise DataError(folder / "skills.yaml", None, _("at least 20 skills are needed "
                                                        "(Custom Characters deals 5 to each of 4)"))
    for level in MONSTER_LEVELS:
        if not any(m.level == level for m in content.monsters.values()):
            raise DataError(folder / "monsters.yaml", None, _("no level {level} monster")
                            .format(level=level))
    seen: dict[str, str] = {}
    for deck in ("monsters", "treasures", "scrolls", "traps", "skills"):
        for card_id in getattr(content, deck):
            if card_id in seen:
                entry = _(ENTRY_NAMES[deck][1]).format(id=repr(card_id))
                raise DataError(folder / f"{deck}.yaml", entry,
                                _("id also used in {file}").format(file=f"{seen[card_id]}.yaml"))
            seen[card_id] = deck
