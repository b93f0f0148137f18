"""Where the active pawn can go this turn, for the board scene's movement highlights.

Pure geometry over a ``rules.view``: orthogonal steps, passing through other pawns but
never stopping on one, free steps first and then ``step_cost`` gold per step ("Gameplay").
A rubble token ends a path: stepping onto it resolves it, so the scene walks at most up
to the first token (a player wanting to cross it must click it, then go on).
"""
from __future__ import annotations

from collections import deque

from games.baldricks_tomb import board


def reachable(view: dict, seat: int) -> dict[tuple[int, int], tuple[int, list]]:
    """Spaces ``seat`` can end its move on -> ``(gold cost, path)``; ``path`` is the list
    of spaces stepped onto in order (the start excluded). Empty when the seat is not on
    the board. Costs use the view's ``free_steps``, ``step_cost`` and the seat's gold."""
    me = view["players"][seat]
    if me["cell"] is None:
        return {}
    start = tuple(me["cell"])
    tokens = {tuple(t["cell"]) for t in view["board"]}
    pawns = {tuple(p["cell"]) for s, p in enumerate(view["players"])
             if s != seat and p["cell"] is not None}
    free, price, gold = view["free_steps"], view["step_cost"], me["gold"]
    best: dict[tuple[int, int], tuple[int, list]] = {}
    queue = deque([(start, [])])
    seen = {start}
    while queue:
        cell, path = queue.popleft()
        for nb in board.neighbours(cell):
            if nb in seen:
                continue
            steps = len(path) + 1
            cost = max(0, steps - free) * price
            if cost > gold:
                continue
            seen.add(nb)
            new_path = path + [nb]
            if nb not in pawns:
                best[nb] = (cost, new_path)
            if nb not in tokens:
                queue.append((nb, new_path))
    return best
