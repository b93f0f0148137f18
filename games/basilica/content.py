"""Basilica's shipped data, loaded and checked from ``data/basilica/*.yaml``.

Three files (each says which numbers come from the rulebook and which are designed):

* ``components.yaml``: counts and numbers (:class:`Numbers`);
* ``orders.yaml``: the eight Orders and their Paid Orders (:class:`Order`);
* ``tokens.yaml``: the 58 Cathedral tokens, element side and Order side (:class:`Token`).

:func:`load_content` reads all three and cross-checks them (the token mix against the
rulebook's counts, every token's Order against the Orders list). Any problem raises
:class:`games.engine.yamlload.DataError` naming the file and the entry. Pure Python.
"""
from __future__ import annotations

import functools
import os
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from games.engine import i18n
from games.engine.i18n import _
from games.engine.paths import data_path
from games.engine.rulekit import is_int
from games.engine.yamlload import (DataError, expect, load_yaml, reject_unknown, require,
                                   require_texts)

_ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
_RULEBOOK_INTS = ("tokens_per_colour", "jokers", "plan_rows", "order_fields", "element_fields",
                  "actions_per_turn", "builders_per_player", "builders_on_track",
                  "builders_per_element", "coins_per_player", "advancement_per_player",
                  "scaffolding", "stained_glass", "scorings", "stack_exhaustions")
_DESIGNED_INTS = ("crowned_per_colour", "crowned_jokers", "track_length", "builder_strength",
                  "promoted_strength", "stained_glass_points", "scaffold_keeps_free")


@dataclass(frozen=True)
class Numbers:
    """The numbers of ``components.yaml``: ``colours`` (rulebook order), ``crown_spaces``
    (track spaces, ascending) and one int per key of its ``rulebook`` and ``designed``
    sections (e.g. ``plan_rows`` = 5, ``actions_per_turn`` = 3, ``track_length`` = 50).
    ``colour_names``: per colour, ``((form, ((code, text), ...)), ...)`` with the forms
    ``"name"`` and ``"joined"`` in every language (section ``colour_names``); read them
    with :meth:`colour_name`."""

    colours: tuple[str, ...]
    crown_spaces: tuple[int, ...]
    tokens_per_colour: int
    jokers: int
    plan_rows: int
    order_fields: int
    element_fields: int
    actions_per_turn: int
    builders_per_player: int
    builders_on_track: int
    builders_per_element: int
    coins_per_player: int
    advancement_per_player: int
    scaffolding: int
    stained_glass: int
    scorings: int
    stack_exhaustions: int
    crowned_per_colour: int
    crowned_jokers: int
    track_length: int
    builder_strength: int
    promoted_strength: int
    stained_glass_points: int
    scaffold_keeps_free: int

    colour_names: tuple = ()

    def colour_name(self, colour: str, form: str = "name") -> str:
        """How the screen names ``colour`` (an id of ``colours``) in the language shown
        now: ``form`` ``"name"`` ("yellow", Polish "żółty") or ``"joined"``, the first
        colour of a Joker's pair (Polish "żółto", as in "żółto-niebieski"). Raises
        ``KeyError`` for an unknown colour or form."""
        return i18n.text(dict(dict(dict(self.colour_names)[colour])[form]))

    @property
    def builders_in_play(self) -> int:
        """Builders a player may have on the cathedral at once (6 minus the score marker)."""
        return self.builders_per_player - self.builders_on_track


@dataclass(frozen=True)
class Order:
    """One Order: ``id`` (snake_case); ``names``, ``texts`` and ``paids`` its name, its
    text and its Paid Order's text (``paids`` ``None`` when it has none) in every
    language, as ``((code, text), ...)`` pairs (hashable); :attr:`name`, :attr:`text` and
    :attr:`paid` give them in the language shown now (``i18n.text``), so a change of
    language applies at once."""

    id: str
    names: tuple
    texts: tuple
    paids: tuple | None

    @property
    def name(self) -> str:
        """The Order's name in the language shown now ("Hire", "Zatrudnienie")."""
        return i18n.text(dict(self.names))

    @property
    def text(self) -> str:
        """What the Order does, in the language shown now."""
        return i18n.text(dict(self.texts))

    @property
    def paid(self) -> str | None:
        """The Paid Order's text in the language shown now, ``None`` when there is none."""
        return None if self.paids is None else i18n.text(dict(self.paids))


@dataclass(frozen=True)
class Token:
    """One Cathedral token: ``id``; ``colours`` (one colour, or two for a Joker); ``crown``
    (the element shows a crown); ``order`` (the id of the Order on its back)."""

    id: str
    colours: tuple[str, ...]
    crown: bool
    order: str

    @property
    def joker(self) -> bool:
        """True for a two-coloured element (rulebook: "Joker")."""
        return len(self.colours) == 2


@dataclass(frozen=True)
class Content:
    """Everything loaded: ``numbers``, ``orders`` and ``tokens`` (dicts by id, file order)."""

    numbers: Numbers
    orders: dict[str, Order]
    tokens: dict[str, Token]


def _ints(section, keys, path, entry) -> dict:
    values = {}
    for key in keys:
        values[key] = require(section, key, int, path, entry)
        if values[key] < 0:
            raise DataError(path, entry, _("field {field} should not be negative").format(
                field=repr(key)))
    return values


def _source(section, expected, path, entry) -> None:
    if require(section, "source", str, path, entry) != expected:
        raise DataError(path, entry, _("field 'source' should be {value}").format(
            value=repr(expected)))


def load_numbers(path: str | os.PathLike) -> Numbers:
    """Read ``components.yaml``. Raises :class:`DataError` for a missing, mistyped or
    unknown field, or crown spaces outside the track."""
    doc = load_yaml(path)
    reject_unknown(doc, ("rulebook", "designed", "colour_names"), path, None)
    book = require(doc, "rulebook", dict, path, None)
    reject_unknown(book, _RULEBOOK_INTS + ("source", "colours"), path, "section 'rulebook'")
    _source(book, "rulebook", path, "section 'rulebook'")
    colours = require(book, "colours", list, path, "section 'rulebook'")
    # item types first: a list or mapping item cannot go into a set
    if not all(isinstance(c, str) and _ID_RE.match(c) for c in colours) or \
            len(colours) < 2 or len(set(colours)) != len(colours):
        raise DataError(path, "section 'rulebook'",
                        _("field 'colours' should list different colour names"))
    designed = require(doc, "designed", dict, path, None)
    reject_unknown(designed, _DESIGNED_INTS + ("source", "crown_spaces"), path, "section 'designed'")
    _source(designed, "designed", path, "section 'designed'")
    values = _ints(book, _RULEBOOK_INTS, path, "section 'rulebook'")
    values.update(_ints(designed, _DESIGNED_INTS, path, "section 'designed'"))
    spaces = require(designed, "crown_spaces", list, path, "section 'designed'")
    # item types first: mixed types cannot be sorted, lists cannot go into a set
    if not all(is_int(s) and 0 < s < values["track_length"] for s in spaces) or not spaces or spaces != sorted(set(spaces)):
        raise DataError(path, "section 'designed'",
                        _("field 'crown_spaces' should be ascending spaces on the track"))
    if values["order_fields"] != values["element_fields"]:
        raise DataError(path, "section 'rulebook'", _(
            "each Order field pairs with an element field: order_fields and element_fields "
            "should be equal"))
    if len(spaces) != values["scorings"]:
        raise DataError(path, "section 'designed'", _(
            "one crown space per scoring: crown_spaces should list 'scorings' spaces"))
    names = _colour_names(doc, colours, path)
    return Numbers(colours=tuple(colours), crown_spaces=tuple(spaces), colour_names=names,
                   **values)


def _colour_names(doc, colours, path) -> tuple:
    """Section ``colour_names``: for each colour of ``colours`` its ``name`` and ``joined``
    forms in every language (``require_texts``). Raises :class:`DataError` naming the
    colour for a colour without names, names of a colour not listed, or a form or
    language missing or empty."""
    section = require(doc, "colour_names", dict, path, None)
    for colour in section:
        if colour not in colours:
            raise DataError(path, "section 'colour_names'", _(
                "names a colour that 'colours' does not list: {colour}").format(
                    colour=repr(colour)))
    found = []
    for colour in colours:
        entry = _("colour {colour}").format(colour=repr(colour))
        raw = require(section, colour, dict, path, "section 'colour_names'")
        reject_unknown(raw, ("name", "joined"), path, entry)
        found.append((colour, tuple((form, tuple(require_texts(raw, form, path, entry).items()))
                                    for form in ("name", "joined"))))
    return tuple(found)


def load_orders(path: str | os.PathLike) -> dict[str, Order]:
    """Read ``orders.yaml``. Raises :class:`DataError` for a bad or repeated entry."""
    doc = load_yaml(path)
    reject_unknown(doc, ("source", "orders"), path, None)
    _source(doc, "designed", path, None)
    orders: dict[str, Order] = {}
    for i, raw in enumerate(require(doc, "orders", list, path, None)):
        entry = _("order {n}").format(n=i + 1)
        oid = require(raw, "id", str, path, entry)
        entry = _("order {id}").format(id=repr(oid))
        reject_unknown(raw, ("id", "name", "text", "paid"), path, entry)
        if not _ID_RE.match(oid) or oid in orders:
            raise DataError(path, entry, _("id should be a new snake_case name"))
        if "paid" not in raw:
            raise DataError(path, entry, _("missing field 'paid' (write null for none)"))
        paid = None if raw["paid"] is None else tuple(
            require_texts(raw, "paid", path, entry).items())
        orders[oid] = Order(oid, tuple(require_texts(raw, "name", path, entry).items()),
                            tuple(require_texts(raw, "text", path, entry).items()), paid)
    if not orders:
        raise DataError(path, None, _("no orders listed"))
    return orders


def _token(raw, i, seen, colours, orders, path) -> Token:
    tid = require(raw, "id", str, path, _("token {n}").format(n=i + 1))
    entry = _("token {id}").format(id=repr(tid))
    reject_unknown(raw, ("id", "colours", "crown", "order"), path, entry)
    if not _ID_RE.match(tid) or tid in seen:
        raise DataError(path, entry, _("id should be a new lower-case name"))
    cols = require(raw, "colours", list, path, entry)
    # colour names first: a list or mapping item cannot go into a set
    if not all(isinstance(c, str) for c in cols) or len(cols) not in (1, 2) or \
            len(set(cols)) != len(cols) or not set(cols) <= set(colours):
        raise DataError(path, entry, _("colours should be one or two different of {colours}")
                        .format(colours=", ".join(colours)))
    order = require(raw, "order", str, path, entry)
    if order not in orders:
        raise DataError(path, entry, _("unknown order {order}").format(order=repr(order)))
    return Token(tid, tuple(cols), require(raw, "crown", bool, path, entry), order)


def load_tokens(path: str | os.PathLike, numbers: Numbers,
                orders: dict[str, Order]) -> dict[str, Token]:
    """Read ``tokens.yaml`` and check the mix against ``numbers`` (tokens per colour,
    Jokers, crowns). Raises :class:`DataError` naming the token or the count at fault."""
    doc = load_yaml(path)
    reject_unknown(doc, ("source", "tokens"), path, None)
    _source(doc, "designed", path, None)
    tokens: dict[str, Token] = {}
    for i, raw in enumerate(require(doc, "tokens", list, path, None)):
        tok = _token(raw, i, tokens, numbers.colours, orders, path)
        tokens[tok.id] = tok
    _check_mix(list(tokens.values()), numbers, path)
    return tokens


def _check_mix(tokens: list[Token], numbers: Numbers, path) -> None:
    plain = Counter(t.colours[0] for t in tokens if not t.joker)
    crowns = Counter(t.colours[0] for t in tokens if not t.joker and t.crown)
    jokers = [t for t in tokens if t.joker]
    for colour in numbers.colours:
        if plain[colour] != numbers.tokens_per_colour:
            raise DataError(path, _("colour {colour}").format(colour=repr(colour)), _(
                "{found} tokens, the rulebook has {wanted}").format(
                    found=plain[colour], wanted=numbers.tokens_per_colour))
        if crowns[colour] != numbers.crowned_per_colour:
            raise DataError(path, _("colour {colour}").format(colour=repr(colour)), _(
                "{found} crowns, components.yaml says {wanted}").format(
                    found=crowns[colour], wanted=numbers.crowned_per_colour))
    if len(jokers) != numbers.jokers:
        raise DataError(path, _("Jokers"), _("{found} Jokers, the rulebook has {wanted}").format(
            found=len(jokers), wanted=numbers.jokers))
    crowned = sum(t.crown for t in jokers)
    if crowned != numbers.crowned_jokers:
        raise DataError(path, _("Jokers"), _(
            "{found} crowned Jokers, components.yaml says {wanted}").format(
                found=crowned, wanted=numbers.crowned_jokers))


def load_content_from(folder: str | os.PathLike) -> Content:
    """Load and cross-check the three files in ``folder``. Raises :class:`DataError`."""
    folder = Path(folder)
    numbers = load_numbers(folder / "components.yaml")
    orders = load_orders(folder / "orders.yaml")
    tokens = load_tokens(folder / "tokens.yaml", numbers, orders)
    return Content(numbers, orders, tokens)


@functools.lru_cache(maxsize=1)
def load_content() -> Content:
    """The shipped content from ``data/basilica`` (read once, then cached)."""
    return load_content_from(data_path("basilica"))
