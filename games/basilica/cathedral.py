"""Basilica's position and its geometry: the ``State`` of a game, the Cathedral Plan
(placement rules, the frontier), areas and their scoring (the checks of a position are in
``checks.py``).
Pure Python; ``games.basilica.rules`` builds the protocol on it and re-exports the
public names. Rulebook sections are named in each docstring.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from games.basilica.content import Numbers, Token, load_content
from games.engine.i18n import _
from games.engine.rulekit import StateBase

SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def numbers() -> Numbers:
    """The numbers of ``components.yaml`` (cached by ``load_content``)."""
    return load_content().numbers


def token_info(tid: str) -> Token:
    """Cathedral token ``tid``'s two sides. Raises ``KeyError`` for an unknown id."""
    return load_content().tokens[tid]


# ---------------------------------------------------------------------------- state

@dataclass
class State(StateBase):
    """A game of Basilica (2 seats).

    ``phase``: ``"play"``, ``"paid_offer"`` (the opponent answers a Paid Order offer),
    ``"paid_order"`` (the opponent, having paid, carries the Paid Order out), ``"scoring"``
    (a scoring's breakdown is shown; ``{"type": "score"}`` adds it) or ``"over"``;
    ``turn``: the active seat (whose turn it is); ``actions_done``: 0-2 actions of this
    turn so far (an Order with a pending Paid Order is counted once the offer is settled); ``last_build``: ``[x, y]`` when the previous action of this
    turn was a Build (enables Place a Builder), else ``None``; ``stack`` (top last),
    ``discard``, ``order_fields`` and ``element_fields`` hold token ids (a field is ``None``
    only once the game ended on an empty stack); ``cathedral``: ``[x, y, token]`` per
    element; ``builders``: ``[x, y, seat]`` per Builder on the cathedral; ``coins``,
    ``totals``: per seat; ``king``: the King's track space; ``scorings``: per scoring held,
    its :func:`score_areas` breakdown; ``exhaustions``: times the stack ran out;
    ``advancement``: advancement tokens left per seat; ``promoted``: ``[x, y]`` of each
    promoted Builder; ``scaffolding``: ``[x, y]`` of each Scaffolding token (empty cells);
    ``stained_glass``: ``[x, y]`` of each Stained-glass token (on elements); ``pending``:
    ``{"order": id, "seat": opponent}`` during a Paid Order offer, else ``None``;
    ``scoring``: during the ``"scoring"`` phase ``{"number": 1-3, "result":``
    :func:`score_areas` ``output, "interrupted": bool (it ends the turn), "final": bool
    (the stack ran out: the game ends after it)}``, else ``None``.

    What the table was shown of the hidden tokens, beyond what it sees now (the memory
    :func:`games.basilica.hidden.determinize` keeps; "Wyczerpanie stosu" for the second
    stack): ``seen_discards``: the ids in ``discard`` whose element side was shown (thrown
    out by a redraw or a Dismantle; every other token there is an Order taken, whose Order
    side alone was shown); ``restacked_seen``: sorted ids of tokens shown before the
    discard pile became the second stack and not shown again since; ``old_fields``:
    sorted Order field indices whose token came from the first stack although the second
    one is in play; ``old_discards``: sorted positions in ``discard`` of such tokens taken
    as Orders since. The last three stay empty until the first stack runs out.
    """

    players: list[dict]
    seed: int
    rng: random.Random
    phase: str = "play"
    turn: int = 0
    actions_done: int = 0
    last_build: list | None = None
    stack: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    order_fields: list = field(default_factory=list)
    element_fields: list = field(default_factory=list)
    cathedral: list = field(default_factory=list)
    builders: list = field(default_factory=list)
    coins: list = field(default_factory=list)
    totals: list = field(default_factory=list)
    king: int = 0
    scorings: list = field(default_factory=list)
    exhaustions: int = 0
    turn_number: int = 1
    advancement: list = field(default_factory=list)
    promoted: list = field(default_factory=list)
    scaffolding: list = field(default_factory=list)
    stained_glass: list = field(default_factory=list)
    pending: dict | None = None
    scoring: dict | None = None
    seen_discards: list = field(default_factory=list)
    restacked_seen: list = field(default_factory=list)
    old_fields: list = field(default_factory=list)
    old_discards: list = field(default_factory=list)

    FIELDS = ("players", "seed", "phase", "turn", "actions_done", "last_build", "stack",
              "discard", "order_fields", "element_fields", "cathedral", "builders", "coins",
              "totals", "king", "scorings", "exhaustions", "turn_number", "advancement",
              "promoted", "scaffolding", "stained_glass", "pending", "scoring",
              "seen_discards", "restacked_seen", "old_fields", "old_discards")

    # Saving, loading and copying come from ``rulekit.StateBase``; these are its two
    # checks, written in ``checks.py`` (which builds on this module, hence the late import).
    @classmethod
    def shape_problems(cls, d: dict) -> list[str]:
        """What is wrong with the fields of the saved dict ``d``: a field missing or
        unknown (``StateBase``), then each field of the wrong type or out of range
        (``checks.field_problems``)."""
        from games.basilica import checks
        return super().shape_problems(d) + checks.field_problems(d)

    def position_problems(self) -> list[str]:
        """How the fields fail to fit together (``checks.invariant_problems``)."""
        from games.basilica import checks
        return checks.invariant_problems(self)

    def grid(self) -> dict[tuple[int, int], str]:
        """The cathedral as ``{(x, y): token id}``."""
        return {(x, y): tid for x, y, tid in self.cathedral}

    def builder_at(self) -> dict[tuple[int, int], int]:
        """Builders on the cathedral as ``{(x, y): seat}``."""
        return {(x, y): seat for x, y, seat in self.builders}

    def builders_in_play(self, seat: int) -> int:
        """How many of ``seat``'s Builders stand on the cathedral."""
        return sum(1 for b in self.builders if b[2] == seat)


# ---------------------------------------------------------------------------- shape

class Shape:
    """What follows from the cathedral's elements alone (``State.cathedral``), worked out
    once per cathedral and shared (:func:`shape`): a computer player's search meets the
    same cathedral thousands of times in one decision. Every field is only for reading.

    ``grid``: ``{(x, y): token id}`` (``State.grid()``); ``cells``: its cells, sorted;
    ``frontier``: the empty Plan cells touching it or a socket by a side, sorted
    (:func:`frontier`); ``by_joker``: the cells touching a Joker by a side; ``areas``:
    ``(colour, cells)`` per area (as :func:`areas`, in an order of its own, cells
    unsorted);
    ``area_at``: cell -> the indices in ``areas`` of the areas it is in (two for a
    Joker); ``colour_area``: ``(cell, colour)`` -> the index of the area of that colour
    it is in; ``memo``: what other modules work out from the shape and keep with it
    (``orders.load_bearing``)."""

    __slots__ = ("grid", "cells", "frontier", "by_joker", "areas", "area_at", "colour_area",
                 "memo")

    def __init__(self, cathedral: list):
        kinds = _kinds()
        self.grid = grid = {(x, y): tid for x, y, tid in cathedral}
        self.cells = tuple(sorted(grid))
        rows = numbers().plan_rows
        near = {(0, y) for y in range(rows)}
        for x, y in grid:
            near.update(((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))     # SIDES
        self.frontier = tuple(sorted(c for c in near
                                     if c[0] >= 0 and 0 <= c[1] < rows and c not in grid))
        by_colour: dict[str, set] = {colour: set() for colour in numbers().colours}
        jokers = []
        for c, tid in grid.items():
            colours = kinds[tid]
            for colour in colours:
                by_colour[colour].add(c)
            if len(colours) == 2:
                jokers.append(c)
        self.by_joker = frozenset((x + dx, y + dy) for x, y in jokers for dx, dy in SIDES)
        self.areas: list[tuple[str, tuple]] = []
        self.area_at: dict[tuple[int, int], tuple[int, ...]] = {}
        self.colour_area: dict[tuple[tuple[int, int], str], int] = {}
        for colour, nodes in by_colour.items():          # "Obszary", as :func:`areas`
            while nodes:
                component = _component(nodes.pop(), nodes)
                if all(len(kinds[grid[c]]) == 2 for c in component):
                    continue                             # Jokers alone are no area
                index = len(self.areas)
                self.areas.append((colour, tuple(component)))
                for c in component:
                    self.area_at[c] = self.area_at.get(c, ()) + (index,)
                    self.colour_area[(c, colour)] = index
        self.memo: dict = {}


_KINDS: tuple = (None, {})


def _kinds() -> dict[str, tuple[str, ...]]:
    """Token id -> its colours (two for a Joker), read once per content."""
    global _KINDS
    content = load_content()
    if _KINDS[0] is not content:
        _KINDS = (content, {tid: t.colours for tid, t in content.tokens.items()})
    return _KINDS[1]


_SHAPES: dict[tuple, Shape] = {}
_SHAPES_KEPT = 512          # cathedrals kept at most (then forgotten all at once)


def shape(state: State) -> Shape:
    """The :class:`Shape` of ``state``'s cathedral, made once per cathedral and then
    shared (up to ``_SHAPES_KEPT`` of them), so it must only be read."""
    key = tuple(map(tuple, state.cathedral))
    found = _SHAPES.get(key)
    if found is None:
        if len(_SHAPES) >= _SHAPES_KEPT:
            _SHAPES.clear()
        found = _SHAPES[key] = Shape(state.cathedral)
    return found


# ---------------------------------------------------------------------------- placement

def in_plan(x: int, y: int) -> bool:
    """True when cell ``(x, y)`` lies inside the Cathedral Plan (5 rows from the sockets)."""
    return x >= 0 and 0 <= y < numbers().plan_rows


def placement_problem(state: State, token: str, x: int, y: int) -> str | None:
    """Why element ``token`` may not be built at ``(x, y)`` ("Rozbudowa Katedry", the three
    conditions and examples B, C, D), as a sentence; ``None`` when it may."""
    return _problem(state.grid(), state.scaffolding, token_info(token).joker, x, y)


def _problem(grid: dict, scaffolding: list, joker: bool, x: int, y: int) -> str | None:
    """:func:`placement_problem` on a prepared ``grid`` (``State.grid()``)."""
    if not in_plan(x, y):
        return _("That cell is outside the Cathedral Plan.")
    if (x, y) in grid:
        return _("An element is already built there.")
    if [x, y] in scaffolding:
        return _("Scaffolding stands there: nothing can be built until a Dismantle removes it.")
    neighbours = [grid.get((x + dx, y + dy)) for dx, dy in SIDES]
    if x != 0 and not any(neighbours):
        return _("An element must touch a built element or a socket by a side.")
    if joker and any(n and token_info(n).joker for n in neighbours):
        return _("A Joker may not touch another Joker.")
    return None


def frontier(state: State, grid: dict | None = None) -> list[tuple[int, int]]:
    """Empty cells of the Plan touching the cathedral or a socket by a side, sorted
    (``grid``: ``state.grid()`` when the caller has it already)."""
    if grid is None:
        return list(shape(state).frontier)
    rows = numbers().plan_rows
    cells = {(0, y) for y in range(rows)}
    for x, y in grid:
        cells.update(((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))   # SIDES
    return sorted(c for c in cells if c[0] >= 0 and 0 <= c[1] < rows and c not in grid)


def legal_cells(state: State, field_index: int, *, grid: dict | None = None,
                cells: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """Cells where the element on element field ``field_index`` may be built (sorted).
    ``grid`` (``state.grid()``) and ``cells`` (``frontier(state, grid)``) may be passed
    by a caller that asks for several fields of one state, so they are built once."""
    tid = state.element_fields[field_index]
    if tid is None:
        return []
    grid = state.grid() if grid is None else grid
    cells = frontier(state, grid) if cells is None else cells
    joker = token_info(tid).joker
    return [c for c in cells if _problem(grid, state.scaffolding, joker, *c) is None]


# ---------------------------------------------------------------------------- areas

def areas(state: State) -> list[dict]:
    """The areas of the cathedral ("Obszary", "Jokery a tworzenie obszarow").

    Returns ``[{"colour": str, "cells": [[x, y], ...]}]``, colours in rulebook order, cells
    sorted. Elements of a colour (a Joker counts in both of its colours) that touch by a side
    form one area; corners never join; a component made of Jokers only is not an area.
    Areas of one colour come in the order of their first cell.
    """
    grid = state.grid()
    found = []
    for colour in numbers().colours:
        nodes = {c for c, tid in grid.items() if colour in token_info(tid).colours}
        components = []
        while nodes:
            component = _component(min(nodes), nodes)
            if any(not token_info(grid[c]).joker for c in component):
                components.append(sorted(component))
        found += [{"colour": colour, "cells": [list(c) for c in cells]}
                  for cells in sorted(components)]
    return found


def _component(start: tuple[int, int], nodes: set) -> set:
    """The side-connected component of ``start``, removed from ``nodes``."""
    nodes.discard(start)
    seen, todo = {start}, deque([start])
    while todo:
        x, y = todo.popleft()
        for dx, dy in SIDES:
            nxt = (x + dx, y + dy)
            if nxt in nodes:
                nodes.discard(nxt)
                seen.add(nxt)
                todo.append(nxt)
    return seen


def area_worth(size: int, glass: int) -> int:
    """The points an area of ``size`` elements with ``glass`` Stained-glass tokens is worth
    to the seat that scores it (designed completion "Scoring an area": its size plus
    ``stained_glass_points`` per Stained glass; a tie shares it, rounded down)."""
    return size + glass * numbers().stained_glass_points


def next_crown_space(king: int) -> int | None:
    """The crown space the King reaches next from track space ``king`` ("Ruch pionu
    Krola": landing there holds a scoring), or ``None`` past the last one."""
    return next((space for space in numbers().crown_spaces if space > king), None)


def score_areas(state: State) -> dict:
    """Score every area (designed completion "Scoring an area"): each seat's Builder
    strength on the area's elements (a Builder ``builder_strength``, a promoted one
    ``promoted_strength``); the stronger seat scores the area's size plus
    ``stained_glass_points`` per Stained glass in it, a tie scores half of that each,
    rounded down, no Builders score nothing.

    Returns ``{"areas": [{"colour", "cells", "size", "glass", "strength": [s0, s1],
    "points": [p0, p1]}], "points": [total0, total1]}``.
    """
    num = numbers()
    where = state.builder_at()
    promoted = {tuple(c) for c in state.promoted}
    glass_cells = {tuple(c) for c in state.stained_glass}
    result, points = [], [0, 0]
    for area in areas(state):
        power = [0, 0]
        for x, y in area["cells"]:
            if (x, y) in where:
                power[where[(x, y)]] += (num.promoted_strength if (x, y) in promoted
                                         else num.builder_strength)
        size = len(area["cells"])
        glass = sum(1 for x, y in area["cells"] if (x, y) in glass_cells)
        worth = area_worth(size, glass)
        got = [0, 0]
        if power[0] == power[1] and power[0] > 0:
            got = [worth // 2, worth // 2]
        elif power[0] != power[1]:
            got[0 if power[0] > power[1] else 1] = worth
        points = [points[0] + got[0], points[1] + got[1]]
        result.append({**area, "size": size, "glass": glass, "strength": power, "points": got})
    return {"areas": result, "points": points}
