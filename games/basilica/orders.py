"""The eight Orders of Basilica (designed completion, ``data/basilica/orders.yaml``):
who or what each may target (:func:`order_targets`) and what it does
(:func:`carry_out`). The turn flow around them (taking the token, refilling the field,
the Paid Order offer) is in ``games.basilica.rules``. Pure Python.
"""
from __future__ import annotations

from collections import deque

from games.basilica.cathedral import SIDES, State, frontier, in_plan, numbers, shape
from games.basilica.content import load_content
from games.engine.i18n import N_, _, counted
from games.engine.protocol import IllegalAction
from games.engine.rulekit import is_int


def _supply_left(placed: list, total: int) -> bool:
    return len(placed) < total


def _hire_targets(state: State, seat: int) -> list[dict]:
    if state.builders_in_play(seat) >= numbers().builders_in_play:
        return []
    where = state.builder_at()
    return [{"cell": [x, y]} for x, y in shape(state).cells if (x, y) not in where]


def _shift_targets(state: State, seat: int) -> list[dict]:
    grid, where = shape(state).grid, state.builder_at()
    return [{"cell": [x, y], "to": [x + dx, y + dy]}
            for (x, y), owner in sorted(where.items()) if owner == seat
            for dx, dy in SIDES if (x + dx, y + dy) in grid and (x + dx, y + dy) not in where]


def _dismiss_targets(state: State, seat: int) -> list[dict]:
    return [{"cell": [x, y]} for x, y, owner in sorted(state.builders)
            if owner != seat and [x, y] not in state.promoted]


def _promote_targets(state: State, seat: int) -> list[dict]:
    if state.advancement[seat] <= 0:
        return []
    return [{"cell": [x, y]} for x, y, owner in sorted(state.builders)
            if owner == seat and [x, y] not in state.promoted]


def _scaffold_targets(state: State, seat: int) -> list[dict]:
    """Free frontier cells, unless covering one would leave fewer than
    ``scaffold_keeps_free`` of them (designed: no full blockade of the cathedral)."""
    num = numbers()
    if not _supply_left(state.scaffolding, num.scaffolding):
        return []
    free = [{"cell": [x, y]} for x, y in frontier(state) if [x, y] not in state.scaffolding]
    return free if len(free) > num.scaffold_keeps_free else []


def _glass_targets(state: State, seat: int) -> list[dict]:
    if not _supply_left(state.stained_glass, numbers().stained_glass):
        return []
    return [{"cell": [x, y]} for x, y in shape(state).cells if [x, y] not in state.stained_glass]


def reaches_sockets(cells) -> bool:
    """True when every cell of ``cells`` (a set or dict of ``(x, y)``) reaches a socket
    (column 0) through cells touching by a side ("Rozbudowa Katedry": each element touches a
    built one or a socket; Dismantle keeps the rest connected)."""
    nodes = set(cells)
    todo = deque(c for c in nodes if c[0] == 0)
    seen = set(todo)
    while todo:
        x, y = todo.popleft()
        for dx, dy in SIDES:
            nxt = (x + dx, y + dy)
            if nxt in nodes and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == nodes


def _connected_without(grid: dict, cell: tuple[int, int]) -> bool:
    """True when every element but ``cell`` still reaches a socket (column 0) by sides."""
    return reaches_sockets(set(grid) - {cell})


def load_bearing(grid: dict) -> set[tuple[int, int]]:
    """The elements whose removal would cut some other element off the sockets: the
    articulation points of the side-adjacency graph with one root joined to every column-0
    element (one depth-first search, Hopcroft-Tarjan). Equal to the cells where
    :func:`_connected_without` is False whenever the cathedral is connected, as it always
    is; otherwise falls back to that check cell by cell."""
    root = ("sockets",)
    adjacent = {c: [(c[0] + dx, c[1] + dy) for dx, dy in SIDES if (c[0] + dx, c[1] + dy) in grid]
                + ([root] if c[0] == 0 else []) for c in grid}
    adjacent[root] = [c for c in grid if c[0] == 0]
    order, low, cut = {root: 0}, {root: 0}, set()
    stack = [(root, iter(adjacent[root]))]
    while stack:
        node, children = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                low[parent] = min(low[parent], low[node])
                if parent != root and low[node] >= order[parent]:
                    cut.add(parent)
        elif child not in order:
            order[child] = low[child] = len(order)
            stack.append((child, iter(adjacent[child])))
        else:
            low[node] = min(low[node], order[child])
    if len(order) != len(grid) + 1:                       # not all connected: check each
        return {c for c in grid if not _connected_without(grid, c)}
    return cut


def _bearing(state: State) -> set[tuple[int, int]]:
    """:func:`load_bearing` of ``state``'s cathedral, worked out once per cathedral (kept
    with its ``cathedral.shape``)."""
    memo = shape(state).memo
    if "bearing" not in memo:
        memo["bearing"] = frozenset(load_bearing(shape(state).grid))
    return memo["bearing"]


def _on_edge(grid: dict, x: int, y: int) -> bool:
    """An element on the cathedral's edge: a side neighbour (not a socket) holds no element."""
    return any(x + dx >= 0 and (x + dx, y + dy) not in grid for dx, dy in SIDES)


def _dismantle_targets(state: State, seat: int) -> list[dict]:
    grid, where = shape(state).grid, state.builder_at()
    bearing = _bearing(state)
    cells = [[x, y] for x, y in sorted(grid) if (x, y) not in where and _on_edge(grid, x, y)
             and (x, y) not in bearing]
    return [{"cell": c} for c in cells + sorted(state.scaffolding)]


def _tax_targets(state: State, seat: int) -> list[dict]:
    supply = 2 * numbers().coins_per_player - sum(state.coins)
    taxable = state.coins[1 - seat] > 0 or (state.coins[seat] == 0 and supply > 0)
    return [{}] if taxable else []


_TARGETS = {"hire": _hire_targets, "shift": _shift_targets, "dismiss": _dismiss_targets,
            "promote": _promote_targets, "scaffold": _scaffold_targets,
            "stained_glass": _glass_targets, "dismantle": _dismantle_targets,
            "tax": _tax_targets}

# What is said when an Order is given a target it cannot take (marked for the catalog,
# translated where it is said).
NO_TARGET = {
    "hire": N_("Hire puts a Builder from your supply on an element without a Builder."),
    "shift": N_("Shift moves one of your Builders to a side-adjacent element without a Builder."),
    "dismiss": N_("Dismiss returns an unpromoted opposing Builder."),
    "promote": N_("Promote needs an advancement token and one of your unpromoted Builders."),
    "scaffold": N_("Scaffold needs an empty cell of the Plan next to the cathedral, and "
                   "never covers the last free one."),
    "stained_glass": N_("Stained glass goes on an element without Stained glass."),
    "dismantle": N_("Dismantle removes an edge element without a Builder (the rest "
                    "staying connected to the sockets) or a Scaffolding token."),
    "tax": N_("Tax takes no target."),
}


def order_targets(state: State, order: str, seat: int) -> list[dict]:
    """The ways ``seat`` can carry out ``order`` now (designed completion, the eight
    Orders), each the extra keys of the action: ``{"cell": [x, y]}``, for Shift also
    ``"to": [x, y]``, for Tax ``{}``. Empty when the Order would have no effect; such an
    Order may still be taken, without target, and is discarded with no effect."""
    return _TARGETS[order](state, seat)


def is_cell(value) -> bool:
    """True when ``value`` can name a cell: a list or tuple ``[x, y]`` of two whole
    numbers (in the Plan or not: why a cell is no target is :func:`target_problem`'s)."""
    return isinstance(value, (list, tuple)) and len(value) == 2 and all(map(is_int, value))


TARGET_KEYS = {"hire": ("cell",), "shift": ("cell", "to"), "dismiss": ("cell",),
               "promote": ("cell",), "scaffold": ("cell",), "stained_glass": ("cell",),
               "dismantle": ("cell",), "tax": ()}


def order_params(state: State, order: str, seat: int, action: dict) -> dict | None:
    """The target keys of ``action`` (an Order or Paid Order action whose targets are
    :func:`is_cell` values, as ``rules.ACTIONS`` checks), checked against
    :func:`order_targets`; ``None`` for an Order taken without effect (it has no
    possible target). Raises ``IllegalAction`` with the true reason: a target key the
    Order does not take, or why that cell is no target (:func:`target_problem`)."""
    name = load_content().orders[order].name
    raw = {k: v for k, v in action.items() if k not in ("type", "field")}
    targets = order_targets(state, order, seat)
    if not raw and not targets:
        return None
    if not targets:
        raise IllegalAction(_("{order_name} has no possible target now: take it without one.")
                            .format(order_name=name))
    keys = TARGET_KEYS[order]
    if set(raw) != set(keys):
        if not keys:
            raise IllegalAction(_("{order_name} takes no target.").format(order_name=name))
        if len(keys) == 1:
            raise IllegalAction(_("{order_name} takes {key}.").format(
                order_name=name, key=repr(keys[0])))
        raise IllegalAction(_("{order_name} takes {key} and {other_key}.").format(
            order_name=name, key=repr(keys[0]), other_key=repr(keys[1])))
    params = {k: list(v) for k, v in raw.items()}
    if params in targets:
        return params
    raise IllegalAction(target_problem(state, order, seat, params) or _(NO_TARGET[order]))


def _builder_problem(state: State, cell: tuple, seat: int, own: bool) -> str | None:
    """Why ``cell`` holds no Builder of the kind wanted (``own``: ``seat``'s, else the
    opponent's), or None."""
    owner = state.builder_at().get(cell)
    if owner is None:
        return _("No Builder stands there.")
    if own and owner != seat:
        return _("That Builder is not yours.")
    if not own and owner == seat:
        return _("That Builder is yours: Dismiss returns an opposing one.")
    return None


def target_problem(state: State, order: str, seat: int, target: dict) -> str | None:
    """Why ``target`` (``{"cell": [x, y]}``, for Shift also ``"to"``) is not a target of
    ``order`` for ``seat`` now, as a sentence a player can read; ``None`` exactly when it
    is one of :func:`order_targets` (the designed completion's eight Orders; "no two
    Builders on an element" is the rulebook's)."""
    cell = target.get("cell")
    if not (isinstance(cell, (list, tuple)) and len(cell) == 2):
        return _(NO_TARGET[order])
    if list(target.get("to") or []) and order == "shift":
        to = tuple(target["to"])
    else:
        to = None
    problem = _TARGET_PROBLEMS[order](state, tuple(cell), seat, to)
    if problem is None and {k: list(v) for k, v in target.items()} not in order_targets(
            state, order, seat):
        return _(NO_TARGET[order])                       # never: the two agree (tested)
    return problem


def shift_start_problem(state: State, seat: int, cell) -> str | None:
    """Why ``cell`` is no Builder ``seat`` may Shift (the first click of a Shift), or
    None: one of ``seat``'s Builders with an element without a Builder beside it."""
    problem = _builder_problem(state, tuple(cell), seat, own=True)
    if problem:
        return problem
    if not any(t["cell"] == list(cell) for t in _shift_targets(state, seat)):
        return _("That Builder has no element without a Builder beside it to move to.")
    return None


def _hire_problem(state, cell, seat, to):
    if cell not in state.grid():
        return _("Hire puts the Builder on a built element: there is none there.")
    if cell in state.builder_at():
        return _("That element already has a Builder (never two on one element).")
    if state.builders_in_play(seat) >= numbers().builders_in_play:
        return _("All your Builders are on the cathedral: none left in your supply.")
    return None


def _shift_problem(state, cell, seat, to):
    problem = _builder_problem(state, cell, seat, own=True)
    if problem or to is None:
        return problem or _("Shift needs where the Builder goes.")
    if abs(to[0] - cell[0]) + abs(to[1] - cell[1]) != 1:
        return _("A Builder shifts only to an element touching its own by a side.")
    if to not in state.grid():
        return _("A Builder shifts only onto a built element: there is none there.")
    if to in state.builder_at():
        return _("That element already has a Builder (never two on one element).")
    return None


def _dismiss_problem(state, cell, seat, to):
    problem = _builder_problem(state, cell, seat, own=False)
    if problem:
        return problem
    if list(cell) in state.promoted:
        return _("A promoted Builder cannot be Dismissed.")
    return None


def _promote_problem(state, cell, seat, to):
    if state.advancement[seat] <= 0:
        return _("You have no advancement token left.")
    problem = _builder_problem(state, cell, seat, own=True)
    if problem:
        return problem
    if list(cell) in state.promoted:
        return _("That Builder is promoted already.")
    return None


def _scaffold_problem(state, cell, seat, to):
    num = numbers()
    if not _supply_left(state.scaffolding, num.scaffolding):
        return counted(num.scaffolding, "The only Scaffolding token is in use.",
                       "All {n} Scaffolding tokens are in use.")
    if not in_plan(*cell):
        return _("That cell is outside the Cathedral Plan.")
    if cell in state.grid():
        return _("An element is built there: Scaffolding goes on an empty cell.")
    if list(cell) in state.scaffolding:
        return _("Scaffolding stands there already.")
    free = [c for c in frontier(state) if list(c) not in state.scaffolding]
    if cell not in free:
        return _("Scaffolding goes on an empty cell next to the cathedral or a socket.")
    if len(free) <= num.scaffold_keeps_free:
        return _("That would cover the last free cell next to the cathedral.")
    return None


def _glass_problem(state, cell, seat, to):
    num = numbers()
    if not _supply_left(state.stained_glass, num.stained_glass):
        return counted(num.stained_glass, "The only Stained-glass token is in use.",
                       "All {n} Stained-glass tokens are in use.")
    if cell not in state.grid():
        return _("Stained glass goes on a built element: there is none there.")
    if list(cell) in state.stained_glass:
        return _("That element has Stained glass already (one per element).")
    return None


def _dismantle_problem(state, cell, seat, to):
    grid = state.grid()
    if list(cell) in state.scaffolding:
        return None
    if cell not in grid:
        return _("Nothing to Dismantle there: no element and no Scaffolding.")
    if cell in state.builder_at():
        return _("That element holds a Builder: only an element without one can be Dismantled.")
    if not _on_edge(grid, *cell):
        return _("That element is not on the edge of the cathedral: elements surround it "
                 "(the sockets' side does not count as open).")
    if cell in _bearing(state):
        return _("Taking that element away would cut part of the cathedral off from the sockets.")
    return None


def _tax_problem(state, cell, seat, to):
    return _(NO_TARGET["tax"])


_TARGET_PROBLEMS = {"hire": _hire_problem, "shift": _shift_problem,
                    "dismiss": _dismiss_problem, "promote": _promote_problem,
                    "scaffold": _scaffold_problem, "stained_glass": _glass_problem,
                    "dismantle": _dismantle_problem, "tax": _tax_problem}


def carry_out(state: State, order: str, seat: int, params: dict) -> dict:
    """Apply ``order``'s effect for ``seat`` (``params`` already checked). Returns what
    the event of the Order adds to say what happened beyond its target: for Tax
    ``{"payer": seat}`` of the player whose Coin was taken, ``None`` for a Coin from the
    supply; for Dismantle ``{"removed": token id}`` of the element taken away, or
    ``{"removed": None}`` for a Scaffolding token; ``{}`` for every other Order."""
    cell = params.get("cell")
    if order == "hire":
        state.builders.append([*cell, seat])
    elif order == "shift":
        for b in state.builders:
            if b[:2] == cell:
                b[:2] = params["to"]
        state.promoted = [params["to"] if p == cell else p for p in state.promoted]
    elif order == "dismiss":
        state.builders = [b for b in state.builders if b[:2] != cell]
    elif order == "promote":
        state.promoted.append(cell)
        state.advancement[seat] -= 1
    elif order == "scaffold":
        state.scaffolding.append(cell)
    elif order == "stained_glass":
        state.stained_glass.append(cell)
    elif order == "dismantle":
        return {"removed": _dismantle(state, cell)}
    elif order == "tax":
        payer = 1 - seat if state.coins[1 - seat] > 0 else None
        if payer is not None:
            state.coins[payer] -= 1
        state.coins[seat] += 1
        return {"payer": payer}
    return {}


def _dismantle(state: State, cell: list) -> str | None:
    """Remove the Scaffolding at ``cell`` (returns ``None``), or the element there to the
    discard pile (its Stained glass back to the supply; the King does not move back;
    returns its token id)."""
    if cell in state.scaffolding:
        state.scaffolding.remove(cell)
        return None
    tid = state.grid()[tuple(cell)]
    state.cathedral = [c for c in state.cathedral if c[:2] != cell]
    state.discard.append(tid)
    state.seen_discards.append(tid)
    state.stained_glass = [g for g in state.stained_glass if g != cell]
    return tid


