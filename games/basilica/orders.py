"""The eight Orders of Basilica (designed completion, ``data/basilica/orders.yaml``):
who or what each may target (:func:`order_targets`) and what it does
(:func:`carry_out`). The turn flow around them (taking the token, refilling the field,
the Paid Order offer) is in ``games.basilica.rules``. Pure Python.
"""
from __future__ import annotations

from collections import deque

from games.basilica.cathedral import SIDES, State, frontier, numbers
from games.basilica.content import load_content
from games.engine.protocol import IllegalAction



def _supply_left(placed: list, total: int) -> bool:
    return len(placed) < total


def _hire_targets(state: State, seat: int) -> list[dict]:
    if state.builders_in_play(seat) >= numbers().builders_in_play:
        return []
    where = state.builder_at()
    return [{"cell": [x, y]} for x, y in sorted(state.grid()) if (x, y) not in where]


def _shift_targets(state: State, seat: int) -> list[dict]:
    grid, where = state.grid(), state.builder_at()
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
    return [{"cell": [x, y]} for x, y in sorted(state.grid()) if [x, y] not in state.stained_glass]


def _connected_without(grid: dict, cell: tuple[int, int]) -> bool:
    """True when every element but ``cell`` still reaches a socket (column 0) by sides."""
    nodes = set(grid) - {cell}
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


def _on_edge(grid: dict, x: int, y: int) -> bool:
    """An element on the cathedral's edge: a side neighbour (not a socket) holds no element."""
    return any(x + dx >= 0 and (x + dx, y + dy) not in grid for dx, dy in SIDES)


def _dismantle_targets(state: State, seat: int) -> list[dict]:
    grid, where = state.grid(), state.builder_at()
    bearing = load_bearing(grid)
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

NO_TARGET = {
    "hire": "Hire puts a Builder from your supply on an element without a Builder.",
    "shift": "Shift moves one of your Builders to a side-adjacent element without a Builder.",
    "dismiss": "Dismiss returns an unpromoted opposing Builder.",
    "promote": "Promote needs an advancement token and one of your unpromoted Builders.",
    "scaffold": "Scaffold needs an empty cell of the Plan next to the cathedral, and never "
                "covers the last free one.",
    "stained_glass": "Stained glass goes on an element without Stained glass.",
    "dismantle": "Dismantle removes an edge element without a Builder (the rest staying "
                 "connected to the sockets) or a Scaffolding token.",
    "tax": "Tax takes no target.",
}


def order_targets(state: State, order: str, seat: int) -> list[dict]:
    """The ways ``seat`` can carry out ``order`` now (designed completion, the eight
    Orders), each the extra keys of the action: ``{"cell": [x, y]}``, for Shift also
    ``"to": [x, y]``, for Tax ``{}``. Empty when the Order would have no effect; such an
    Order may still be taken, without target, and is discarded with no effect."""
    return _TARGETS[order](state, seat)


def order_params(state: State, order: str, seat: int, action: dict) -> dict | None:
    """The target keys of ``action``, checked against :func:`order_targets`; ``None`` for
    an Order taken without effect (it has no possible target). Raises ``IllegalAction``."""
    params = {k: list(v) if isinstance(v, tuple) else v for k, v in action.items()
              if k not in ("type", "field")}
    targets = order_targets(state, order, seat)
    if params in targets:
        return params
    if not targets and not params:
        return None
    if not targets:
        raise IllegalAction(f"{load_content().orders[order].name} has no possible target "
                            f"now: take it without one.")
    raise IllegalAction(NO_TARGET[order])


def carry_out(state: State, order: str, seat: int, params: dict) -> None:
    """Apply ``order``'s effect for ``seat`` (``params`` already checked)."""
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
        _dismantle(state, cell)
    elif order == "tax":
        if state.coins[1 - seat] > 0:
            state.coins[1 - seat] -= 1
        state.coins[seat] += 1


def _dismantle(state: State, cell: list) -> None:
    """Remove the Scaffolding at ``cell``, or the element there to the discard pile (its
    Stained glass back to the supply; the King does not move back)."""
    if cell in state.scaffolding:
        state.scaffolding.remove(cell)
        return
    tid = state.grid()[tuple(cell)]
    state.cathedral = [c for c in state.cathedral if c[:2] != cell]
    state.discard.append(tid)
    state.stained_glass = [g for g in state.stained_glass if g != cell]


