"""Labirynt Czarnoksiężnika designed content, loaded and checked from ``data/labirynt/*.yaml``.

The rulebook prints none of its boards, tables or character cards, so all of them are
designed (``source: designed`` in every file): ``boards.yaml`` (the eight board sides as
chamber maps and the k6 -> board split for teleports), ``encounters.yaml`` (the
Encounter Table), ``finds.yaml`` (the Finds Table), ``characters.yaml`` (the four teams
and twelve characters) and ``tokens.yaml`` (counts, Special tokens, the Glove of Doom).

Pure Python (no pygame). Every problem raises :class:`~games.engine.yamlload.DataError`
naming the file and the entry.
"""
from __future__ import annotations

import dataclasses
import functools
import os
import re
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from games.engine import i18n
from games.engine.i18n import _
from games.engine.paths import data_path
from games.engine.yamlload import (DataError, Named, load_yaml, optional, reject_unknown, require,
                                   require_choice, require_texts)

FILES = ("boards", "encounters", "finds", "characters", "tokens")
# "Components": the rulebook's counts.
FIND_COUNT = 88
CRYSTAL_COUNT = 21
RUNE_COUNT = 12
CHARACTER_COUNT = 12
BOARD_COUNT = 4
SIDES = ("A", "B")
GEM_MARKERS = {5: 10, 1: 20}
GLOVES = 4
TEAMS = ("undead", "dwarves", "ratmen", "elves")
ELEMENTS = ("fire", "water", "earth", "air")
SPECIAL_KINDS = ("camp", "teleport", "runes")          # the three unnumbered chambers
FIND_CATEGORIES = ("weapon", "armour", "elixir", "spell", "incantation")
ARMOUR_PIECES = ("helmet", "breastplate")
MAGIC = ("none", "spells", "incantations", "both")
SCROLL_EFFECTS = ("strength", "weaken", "fate", "ward", "shatter", "heal", "haste", "teleport")
SCROLL_WHEN = {"strength": "combat", "weaken": "combat", "ward": "combat", "shatter": "combat",
               "fate": "roll", "heal": "turn", "haste": "move", "teleport": "move"}
ABILITIES = ("six_wins", "monster_bonus", "duel_bonus", "extra_find", "sure_footed",
             "trap", "zombie", "corrosive_cloud", "tree_of_life")
SPECIAL_ABILITIES = ("trap", "zombie", "corrosive_cloud", "tree_of_life")
EVENT_EFFECTS = ("find", "wound", "heal", "gem")
MONSTER_SPECIALS = ("dissolve", "rob", "drain")
DIE_FACES = 6
FORM_ROLES = ("of", "object", "to")     # how a sentence uses a name (``Character.form``)
_ID_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_RANGE_RE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+))?\s*$")


@dataclass(frozen=True)
class Chamber:
    """One chamber of a board side: ``id`` (0-based within the side), ``kind`` ("camp",
    "teleport", "runes" or "plain"), ``number`` (1-6, ``None`` for the three unnumbered
    chambers), ``element`` (one of ``ELEMENTS`` or ``None``) and ``x``, ``y`` (its centre
    in board units, a side being 4 x 4 units, (0, 0) its top left corner)."""

    id: int
    kind: str
    number: int | None
    element: str | None
    x: float
    y: float


@dataclass(frozen=True)
class Side(Named):
    """One side of a board: ``board`` (1-4), ``side`` ("A"/"B"), ``names``, ``style``
    ("halls" or "corridors"), ``chambers`` (by id, in id order) and ``neighbours``
    (chamber id -> the ids one passage away, sorted)."""

    board: int
    side: str
    names: dict
    style: str
    chambers: tuple[Chamber, ...]
    neighbours: dict

    def of_kind(self, kind: str) -> int:
        """The id of the side's one chamber of ``kind`` ("camp", "teleport", "runes")."""
        return next(c.id for c in self.chambers if c.kind == kind)

    def element_chamber(self, element: str) -> int:
        """The id of the chamber marked with ``element``."""
        return next(c.id for c in self.chambers if c.element == element)


@dataclass(frozen=True)
class Row(Named):
    """One row of the Encounter Table: totals ``low``..``high`` (inclusive), ``kind``
    ("nothing", "event", "monster"), ``names`` / ``texts``; an event's ``effect`` and
    ``amount``; a monster's ``strength``, ``wounds`` (1-2), ``twice`` (beaten twice in a
    row for the reward), reward ``finds`` and ``gems`` and ``special`` (``None`` or one of
    ``MONSTER_SPECIALS``)."""

    id: str
    low: int
    high: int
    kind: str
    names: dict
    texts: dict
    effect: str | None = None
    amount: int = 0
    strength: int = 0
    wounds: int = 1
    twice: bool = False
    finds: int = 0
    gems: int = 0
    special: str | None = None


@dataclass(frozen=True)
class FindKind(Named):
    """One kind of Find: ``id``, ``category`` (``FIND_CATEGORIES``), ``count`` tokens of it,
    ``bonus`` (a Weapon's Strength), ``piece`` (an Armour's "helmet"/"breastplate"), a
    scroll's ``effect`` / ``amount`` / ``when``, and ``names`` / ``texts``."""

    id: str
    category: str
    count: int
    names: dict
    texts: dict
    bonus: int = 0
    piece: str | None = None
    effect: str | None = None
    amount: int = 0
    when: str | None = None

    @property
    def is_scroll(self) -> bool:
        """A Spell or an Incantation ("Magic")."""
        return self.category in ("spell", "incantation")


@dataclass(frozen=True)
class Character(Named):
    """A character card: ``id``, ``team``, ``names``, ``strength``, ``lp`` (Life Points when
    full), ``backpack`` and ``armour`` windows, ``magic`` (``MAGIC``), ``ability``
    (``ABILITIES``) and ``texts`` (the ability as the card words it)."""

    id: str
    team: str
    names: dict
    strength: int
    lp: int
    backpack: int
    armour: int
    magic: str
    ability: str
    texts: dict
    forms: dict = dataclasses.field(default_factory=dict)

    def form(self, role: str | None) -> str:
        """The name as a sentence uses it (``role``, one of ``FORM_ROLES``: "of" whose,
        "object" whom a verb acts on, "to" to or from whom; ``None``: the name alone) in
        the language shown, for the languages that decline names (Polish); the name
        where the data gives no form."""
        forms = self.forms.get(role, {}) if role else {}
        return forms.get(i18n.language()) or self.name

    def may_cast(self, category: str) -> bool:
        """Whether the card allows scrolls of ``category`` ("spell"/"incantation")."""
        return self.magic == "both" or self.magic == {"spell": "spells",
                                                      "incantation": "incantations"}.get(category)


@dataclass(frozen=True)
class Special(Named):
    """A kind of Special token: ``id``, ``tokens`` in play, ``need`` (the k6 roll that makes
    it work), ``effect`` ("wound"/"heal", ``None`` for the Zombie), ``amount``, ``lasting``
    (stays after it acted), ``hits`` ("enemies"/"friends"), and for the Zombie its
    ``strength``, ``lp`` and ``backpack``."""

    id: str
    tokens: int
    need: int
    names: dict
    effect: str | None = None
    amount: int = 0
    lasting: bool = True
    hits: str = "enemies"
    strength: int = 0
    lp: int = 0
    backpack: int = 0


@dataclass(frozen=True)
class Content:
    """Everything designed, checked: ``sides`` ((board, side) -> ``Side``), ``teleport``
    (number of other boards -> per board the k6 faces sending there), ``rows`` (the
    Encounter Table in order), ``finds`` (id -> ``FindKind``, file order), ``teams`` (id
    -> names), ``characters`` (id -> ``Character``, file order), ``specials`` (id ->
    ``Special``), ``counts`` (``tokens.yaml``'s counts), ``glove`` (strength, wounds,
    names, texts) and ``elements`` (id -> names)."""

    sides: dict
    teleport: dict
    rows: tuple[Row, ...]
    finds: dict
    teams: dict
    characters: dict
    specials: dict
    counts: dict
    glove: dict
    elements: dict

    @functools.cached_property
    def find_ids(self) -> tuple[str, ...]:
        """The 88 Find token ids, ``"<kind>.<n>"`` (``"sword.3"``), in file order."""
        return tuple(f"{k}.{i}" for k, kind in self.finds.items() for i in range(1, kind.count + 1))

    @functools.cached_property
    def rune_ids(self) -> tuple[str, ...]:
        """The 12 Rune ids, ``"rune.<element>.<n>"``."""
        return tuple(f"rune.{e}.{i}" for e in ELEMENTS
                     for i in range(1, self.counts["runes"][e] + 1))

    @functools.cached_property
    def crystal_ids(self) -> tuple[str, ...]:
        """The 21 Crystal ids, ``"crystal.<n>"``."""
        return tuple(f"crystal.{i}" for i in range(1, self.counts["crystals"] + 1))

    def find(self, token: str) -> FindKind:
        """The kind of a Find token from its id (``"sword.3"`` -> the Sword). Raises
        ``KeyError`` for anything else."""
        return self.finds[token.split(".")[0]]

    def row_for(self, total: int) -> Row:
        """The Encounter Table row a total reads; totals past either end (Change of Fate)
        read the first or last row."""
        total = max(self.rows[0].low, min(self.rows[-1].high, total))
        return next(r for r in self.rows if r.low <= total <= r.high)

    def teleport_faces(self, others: int) -> list[list[int]]:
        """For ``others`` other boards in play (2 or 3), the k6 faces of each, in order."""
        return self.teleport[others]

    def team_characters(self, team: str) -> list[str]:
        """The three character ids of ``team``, in file order."""
        return [c.id for c in self.characters.values() if c.team == team]


def kind_of(token: str) -> str:
    """What a token is from its id: "find", "crystal" or "rune"."""
    head = token.split(".")[0]
    return head if head in ("crystal", "rune") else "find"


def default_dir() -> Path:
    """Where the shipped files live: ``data/labirynt``."""
    return data_path("labirynt")


def load_content(folder: str | os.PathLike | None = None) -> Content:
    """Load and check the five files in ``folder`` (default :func:`default_dir`, cached).

    Raises :class:`DataError` naming file and entry for an unreadable file, a missing,
    unknown or mistyped field, an empty ``source``, counts that are not the rulebook's
    (88 Finds, 21 Crystals, 12 Runes, 30 gem markers, 4 Gloves, 12 characters, three per
    team), a board side that is not one connected map with exactly one Camp, Teleport
    and Runes (unnumbered), numbered chambers 1-6 and one chamber of each element, a
    passage to an unknown chamber, an Encounter Table that leaves a total from 3 to 18
    uncovered or covers one twice, or a teleport split that does not share the k6's six
    faces among the other boards.
    """
    if folder is None:
        return _load_default()
    return _load(Path(folder))


@functools.lru_cache(maxsize=1)
def _load_default() -> Content:
    return _load(default_dir())


def content() -> Content:
    """The shipped content (loaded once)."""
    return _load_default()


def _top(folder: Path, name: str, keys: tuple[str, ...]) -> tuple[dict, str]:
    path = folder / f"{name}.yaml"
    top = load_yaml(path)
    reject_unknown(top, ("source", "reasoning") + keys, path, None)
    if not require(top, "source", str, path, None).strip():
        raise DataError(path, None, _("field 'source' is empty"))
    require(top, "reasoning", str, path, None)
    return top, str(path)


def _fail(path: str, entry: str | None, reason: str) -> None:
    raise DataError(path, entry, reason)


def _load(folder: Path) -> Content:
    sides, teleport = _boards(*_top(folder, "boards", ("teleport", "boards")))
    rows = _rows(*_top(folder, "encounters", ("rows",)))
    finds = _finds(*_top(folder, "finds", ("finds",)))
    teams, characters = _characters(*_top(folder, "characters", ("teams", "characters")))
    counts, specials, glove, elements = _tokens(
        *_top(folder, "tokens", ("counts", "specials", "glove", "elements")))
    return Content(sides, teleport, rows, finds, teams, characters, specials, counts, glove,
                   elements)


# ---------------------------------------------------------------------------- boards

def _boards(top: dict, path: str) -> tuple[dict, dict]:
    raw = require(top, "boards", list, path, None)
    if len(raw) != BOARD_COUNT:
        _fail(path, None, _("{count} boards, the rulebook has {rulebook}").format(
            count=len(raw), rulebook=BOARD_COUNT))
    sides = {}
    for index, entry in enumerate(raw, start=1):
        where = f"board #{index}"
        reject_unknown(entry, ("board", "sides"), path, where)
        number = require(entry, "board", int, path, where)
        if number != index:
            _fail(path, where, _("boards are numbered 1 to 4 in order, got {n}").format(n=number))
        both = require(entry, "sides", dict, path, where)
        if sorted(both) != list(SIDES):
            _fail(path, where, _("a board has the sides A and B, got {sides}").format(
                sides=", ".join(map(str, both))))
        for side in SIDES:
            sides[(number, side)] = _side(both[side], path, f"board {number} side {side}",
                                          number, side)
    tele = require(top, "teleport", dict, path, None)
    teleport = {}
    for others in (2, 3):
        faces = tele.get(others)
        flat = sorted(f for group in faces or [] for f in group) if isinstance(faces, list) else []
        if not isinstance(faces, list) or len(faces) != others or flat != list(range(1, 7)) \
                or len({len(g) for g in faces}) != 1:
            _fail(path, f"teleport {others}", _("the six faces of the d6 should be split "
                                                "evenly over {n} boards").format(n=others))
        teleport[others] = [list(g) for g in faces]
    return sides, teleport


def _side(raw: dict, path: str, where: str, board: int, side: str) -> Side:
    reject_unknown(raw, ("name", "style", "chambers", "passages"), path, where)
    names = require_texts(raw, "name", path, where)
    style = require_choice(raw, "style", ("halls", "corridors"), path, where)
    chambers = []
    for i, c in enumerate(require(raw, "chambers", list, path, where)):
        at = f"{where}, chamber #{i}"
        reject_unknown(c, ("id", "kind", "number", "element", "x", "y"), path, at)
        if require(c, "id", int, path, at) != i:
            _fail(path, at, _("chambers are numbered from 0 in order"))
        kind = optional(c, "kind", str, "plain", path, at)
        if kind not in SPECIAL_KINDS + ("plain",):
            _fail(path, at, _("unknown chamber kind {kind}").format(kind=repr(kind)))
        number = optional(c, "number", int, None, path, at)
        element = optional(c, "element", str, None, path, at)
        if (kind == "plain") != (number is not None):
            _fail(path, at, _("Camp, Teleport and Runes have no number; every other chamber has one"))
        if number is not None and not 1 <= number <= 6:
            _fail(path, at, _("a chamber's number is 1 to 6, got {n}").format(n=number))
        if element is not None and (element not in ELEMENTS or kind != "plain"):
            _fail(path, at, _("an element chamber is a numbered chamber of fire, water, earth or air"))
        x, y = require(c, "x", (int, float), path, at), require(c, "y", (int, float), path, at)
        if not (0 <= x <= 4 and 0 <= y <= 4):
            _fail(path, at, _("a chamber lies within the 4 x 4 board"))
        chambers.append(Chamber(i, kind, number, element, float(x), float(y)))
    for kind in SPECIAL_KINDS:
        if sum(c.kind == kind for c in chambers) != 1:
            _fail(path, where, _("a side has exactly one {kind} chamber").format(kind=kind))
    if sorted(c.element for c in chambers if c.element) != sorted(ELEMENTS):
        _fail(path, where, _("a side has one chamber of each element"))
    neighbours = {c.id: set() for c in chambers}
    for p in require(raw, "passages", list, path, where):
        if not (isinstance(p, list) and len(p) == 2 and all(a in neighbours for a in p)
                and p[0] != p[1]):
            _fail(path, where, _("a passage joins two chambers of the side, got {p}").format(p=p))
        neighbours[p[0]].add(p[1])
        neighbours[p[1]].add(p[0])
    seen, todo = {0}, deque([0])
    while todo:
        for m in neighbours[todo.popleft()]:
            if m not in seen:
                seen.add(m)
                todo.append(m)
    if len(seen) != len(chambers):
        _fail(path, where, _("some chambers cannot be reached from the others"))
    for c in chambers:
        if c.kind in SPECIAL_KINDS and len(neighbours[c.id]) < 2:
            _fail(path, where, _("the Camp, the Teleport and the Runes chamber need two passages "
                                 "each, so that three figures never wall a team in"))
    return Side(board, side, names, style, tuple(chambers),
                {k: tuple(sorted(v)) for k, v in neighbours.items()})


# ---------------------------------------------------------------------------- tables

def _rows(top: dict, path: str) -> tuple[Row, ...]:
    rows = []
    for i, r in enumerate(require(top, "rows", list, path, None)):
        where = f"row #{i + 1}"
        reject_unknown(r, ("totals", "kind", "name", "text", "effect", "amount", "strength",
                           "wounds", "twice", "finds", "gems", "special"), path, where)
        totals = str(require(r, "totals", (str, int), path, where))
        m = _RANGE_RE.match(totals)
        if not m:
            _fail(path, where, _("totals should be a number or a range a-b, got {t}").format(t=totals))
        low, high = int(m.group(1)), int(m.group(2) or m.group(1))
        kind = require_choice(r, "kind", ("nothing", "event", "monster"), path, where)
        names, texts = require_texts(r, "name", path, where), require_texts(r, "text", path, where)
        row = dict(id=f"row{low}", low=low, high=high, kind=kind, names=names, texts=texts)
        if kind == "event":
            row["effect"] = require_choice(r, "effect", EVENT_EFFECTS, path, where)
            row["amount"] = require(r, "amount", int, path, where)
        if kind == "monster":
            row["strength"] = require(r, "strength", int, path, where)
            row["wounds"] = optional(r, "wounds", int, 1, path, where)
            row["twice"] = optional(r, "twice", bool, False, path, where)
            row["finds"] = optional(r, "finds", int, 0, path, where)
            row["gems"] = optional(r, "gems", int, 0, path, where)
            special = optional(r, "special", str, None, path, where)
            if special is not None and special not in MONSTER_SPECIALS:
                _fail(path, where, _("unknown monster special {s}").format(s=repr(special)))
            row["special"] = special
            if row["wounds"] not in (1, 2) or row["strength"] < 1:
                _fail(path, where, _("a monster has Strength 1 or more and deals 1 or 2 wounds"))
        rows.append(Row(**row))
    expected = 3
    for row in rows:
        if row.low != expected or row.high < row.low:
            _fail(path, f"row {row.low}", _("the rows should cover every total from 3 to 18 "
                                            "once, in order; expected {n} next").format(n=expected))
        expected = row.high + 1
    if expected != 19:
        _fail(path, None, _("the rows should cover every total from 3 to 18 once, in order; "
                            "expected {n} next").format(n=expected))
    return tuple(rows)


def _finds(top: dict, path: str) -> dict:
    out = {}
    for i, f in enumerate(require(top, "finds", list, path, None)):
        where = f"find #{i + 1}"
        reject_unknown(f, ("id", "category", "count", "name", "text", "bonus", "piece",
                           "effect", "amount", "when"), path, where)
        fid = require(f, "id", str, path, where)
        if not _ID_RE.match(fid) or fid in out or fid in ("crystal", "rune"):
            _fail(path, where, _("bad or repeated id {id}").format(id=repr(fid)))
        where = f"find {fid}"
        category = require_choice(f, "category", FIND_CATEGORIES, path, where)
        kind = dict(id=fid, category=category, count=require(f, "count", int, path, where),
                    names=require_texts(f, "name", path, where),
                    texts=require_texts(f, "text", path, where))
        if kind["count"] < 1:
            _fail(path, where, _("count should be 1 or more"))
        if category == "weapon":
            kind["bonus"] = require(f, "bonus", int, path, where)
            if kind["bonus"] not in (1, 2, 3):
                _fail(path, where, _("a Weapon gives +1, +2 or +3"))
        if category == "armour":
            kind["piece"] = require_choice(f, "piece", ARMOUR_PIECES, path, where)
        if category in ("spell", "incantation"):
            kind["effect"] = require_choice(f, "effect", SCROLL_EFFECTS, path, where)
            kind["amount"] = require(f, "amount", int, path, where)
            kind["when"] = require_choice(f, "when", ("combat", "roll", "move", "turn"), path, where)
            if kind["when"] != SCROLL_WHEN[kind["effect"]]:
                _fail(path, where, _("the effect {e} is used at {w}").format(
                    e=kind["effect"], w=SCROLL_WHEN[kind["effect"]]))
        out[fid] = FindKind(**kind)
    total = sum(k.count for k in out.values())
    if total != FIND_COUNT:
        _fail(path, None, _("{total} Finds, the rulebook has {rulebook}").format(
            total=total, rulebook=FIND_COUNT))
    for needed in ("haste", "teleport", "fate"):
        if not any(k.effect == needed for k in out.values()):
            _fail(path, None, _("the Finds Table needs a scroll of {e}").format(e=needed))
    return out


def _forms(entry: dict, path: str, where: str) -> dict:
    """A character's optional ``forms``: role (``FORM_ROLES``) -> language -> the name as
    such a sentence uses it (``Character.form``)."""
    raw = entry.get("forms", {})
    if not isinstance(raw, dict):
        _fail(path, where, _("forms should map a role ({roles}) to a text per language").format(
            roles=", ".join(FORM_ROLES)))
    forms = {}
    for role, texts in raw.items():
        if role not in FORM_ROLES or not isinstance(texts, dict) or any(
                code not in i18n.CODES or not isinstance(t, str) or not t.strip()
                for code, t in texts.items()):
            _fail(path, where, _("forms should map a role ({roles}) to a text per language").format(
                roles=", ".join(FORM_ROLES)))
        forms[role] = {code: t.strip() for code, t in texts.items()}
    return forms


def _characters(top: dict, path: str) -> tuple[dict, dict]:
    teams = {}
    for i, t in enumerate(require(top, "teams", list, path, None)):
        where = f"team #{i + 1}"
        reject_unknown(t, ("id", "name"), path, where)
        tid = require_choice(t, "id", TEAMS, path, where)
        teams[tid] = require_texts(t, "name", path, where)
    if list(teams) != list(TEAMS):
        _fail(path, None, _("the teams are Undead, Dwarves, Ratmen and Elves, in that order"))
    chars = {}
    for i, c in enumerate(require(top, "characters", list, path, None)):
        where = f"character #{i + 1}"
        reject_unknown(c, ("id", "team", "name", "strength", "lp", "backpack", "armour",
                           "magic", "ability", "text", "forms"), path, where)
        cid = require(c, "id", str, path, where)
        if not _ID_RE.match(cid) or cid in chars or cid == "zombie":
            _fail(path, where, _("bad or repeated id {id}").format(id=repr(cid)))
        where = f"character {cid}"
        ch = Character(cid, require_choice(c, "team", TEAMS, path, where),
                       require_texts(c, "name", path, where),
                       require(c, "strength", int, path, where), require(c, "lp", int, path, where),
                       require(c, "backpack", int, path, where),
                       require(c, "armour", int, path, where),
                       require_choice(c, "magic", MAGIC, path, where),
                       require_choice(c, "ability", ABILITIES, path, where),
                       require_texts(c, "text", path, where), _forms(c, path, f"character {cid}"))
        if not (1 <= ch.strength <= 8 and 1 <= ch.lp <= 8 and 1 <= ch.backpack <= 8
                and 0 <= ch.armour <= 2):
            _fail(path, where, _("Strength, LP and Backpack are 1 to 8, Armour windows 0 to 2"))
        chars[cid] = ch
    if len(chars) != CHARACTER_COUNT or any(
            sum(c.team == t for c in chars.values()) != 3 for t in TEAMS):
        _fail(path, None, _("there are 12 characters, three in each team"))
    for team, ability in (("undead", "zombie"), ("dwarves", "trap"),
                          ("ratmen", "corrosive_cloud"), ("elves", "tree_of_life")):
        if [c.team for c in chars.values() if c.ability == ability] != [team]:
            _fail(path, None, _("the ability {a} belongs to one character of the {t}").format(
                a=ability, t=team))
    return teams, chars


def _tokens(top: dict, path: str) -> tuple[dict, dict, dict, dict]:
    counts = require(top, "counts", dict, path, None)
    reject_unknown(counts, ("crystals", "runes", "gem_markers", "gloves", "life_per_team",
                            "start_gems", "win_gems", "crystal_gems"), path, "counts")
    for key in ("crystals", "gloves", "life_per_team", "start_gems", "win_gems", "crystal_gems"):
        require(counts, key, int, path, "counts")
    runes = require(counts, "runes", dict, path, "counts")
    if sorted(runes) != sorted(ELEMENTS) or sum(runes.values()) != RUNE_COUNT:
        _fail(path, "counts", _("12 Runes, of the four elements"))
    if counts["crystals"] != CRYSTAL_COUNT or counts["gloves"] != GLOVES \
            or require(counts, "gem_markers", dict, path, "counts") != GEM_MARKERS:
        _fail(path, "counts", _("the rulebook has 21 Crystals, 4 Gloves in play and 30 gem "
                                "markers (10 of 5, 20 of 1)"))
    specials = {}
    raw = require(top, "specials", dict, path, None)
    if sorted(raw) != sorted(SPECIAL_ABILITIES):
        _fail(path, "specials", _("the Special tokens are Trap, Zombie, Corrosive Cloud and "
                                  "Tree of Life"))
    for sid, s in raw.items():
        where = f"special {sid}"
        reject_unknown(s, ("tokens", "need", "effect", "amount", "lasting", "hits", "strength",
                           "lp", "backpack", "name"), path, where)
        spec = Special(sid, require(s, "tokens", int, path, where),
                       require(s, "need", int, path, where), require_texts(s, "name", path, where),
                       optional(s, "effect", str, None, path, where),
                       optional(s, "amount", int, 0, path, where),
                       optional(s, "lasting", bool, True, path, where),
                       optional(s, "hits", str, "enemies", path, where),
                       optional(s, "strength", int, 0, path, where),
                       optional(s, "lp", int, 0, path, where),
                       optional(s, "backpack", int, 0, path, where))
        if not 1 <= spec.need <= 6 or spec.hits not in ("enemies", "friends"):
            _fail(path, where, _("need is a d6 face and hits is enemies or friends"))
        if (sid == "zombie") != (spec.effect is None) or \
                (spec.effect is not None and spec.effect not in ("wound", "heal")):
            _fail(path, where, _("a Special token wounds or heals; the Zombie is a character"))
        specials[sid] = spec
    expected = {"trap": 2, "zombie": 1, "corrosive_cloud": 2, "tree_of_life": 1}
    if {k: v.tokens for k, v in specials.items()} != expected:
        _fail(path, "specials", _("in play: 2 Traps, the Zombie, 2 Corrosive Clouds, 1 Tree of Life"))
    glove = require(top, "glove", dict, path, None)
    reject_unknown(glove, ("strength", "wounds", "name", "text"), path, "glove")
    glove = {"strength": require(glove, "strength", int, path, "glove"),
             "wounds": require(glove, "wounds", int, path, "glove"),
             "names": require_texts(glove, "name", path, "glove"),
             "texts": require_texts(glove, "text", path, "glove")}
    raw_el = require(top, "elements", dict, path, None)
    if sorted(raw_el) != sorted(ELEMENTS):
        _fail(path, "elements", _("the elements are fire, water, earth and air"))
    elements = {e: require_texts(raw_el, e, path, "elements") for e in ELEMENTS}
    return dict(counts), specials, glove, elements
