"""Geometry of the Baldrick's Tomb board: an 8x8 grid of spaces.

A space is ``(red, blue)``: the red die gives the row, the blue die the column, both
1-8 as printed on the board edges. In saved states and actions a space is the JSON list
``[red, blue]``. "Adjacent" always means orthogonally adjacent, because pawns move only
orthogonally ("Gameplay": "Movement can only be orthogonal").
"""
from __future__ import annotations

from games.engine.i18n import _

from games.engine.rulekit import is_int

SIZE = 8
ALL_CELLS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(1, SIZE + 1)
                                               for c in range(1, SIZE + 1))


def as_cell(value) -> tuple[int, int] | None:
    """``value`` as a space ``(red, blue)`` if it is a 2-list/tuple of ints 1-8, else ``None``."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(is_int(v) and 1 <= v <= SIZE for v in value):
        return None
    return (value[0], value[1])


def _neighbours(cell: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    r, c = cell
    out = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    return tuple((a, b) for a, b in out if 1 <= a <= SIZE and 1 <= b <= SIZE)


_NEIGHBOURS = {cell: _neighbours(cell) for cell in ALL_CELLS}


def neighbours(cell) -> tuple[tuple[int, int], ...]:
    """The orthogonally adjacent spaces of ``cell`` (a space on the board) in the order
    up, down, left, right: 2 to 4 of them. Raises ``KeyError`` off the board."""
    return _NEIGHBOURS[tuple(cell)]


def adjacent(a, b) -> bool:
    """True when spaces ``a`` and ``b`` (tuples or lists) are orthogonally adjacent."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def spaced_cells(taken: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spaces where a rubble token may be placed at floor setup ("Floor Setup": at least one
    open space between every rubble token): empty and with no token on an adjacent space.

    With at most 12 tokens this never runs out: each placed token rules out at most 5
    spaces, and 11 x 5 = 55 < 64.
    """
    blocked = set(taken)
    for cell in taken:
        blocked.update(_NEIGHBOURS[cell])
    return [cell for cell in ALL_CELLS if cell not in blocked]


def label(cell) -> str:
    """How the log names a space: ``"red 3, blue 5"`` (row 3 by the red die, column 5 by
    the blue die, as printed on the board edges), in the language shown."""
    return _("red {red}, blue {blue}").format(red=cell[0], blue=cell[1])
