"""The places of a Basilica action the board marks until the next action
(``games.engine.scenes.recap``): the Plan cell an element was built on, a Builder placed
on, or an Order (paid or not) carried out on (for a Shift, the cell moved to)."""
from __future__ import annotations

import pygame


def mark_rects(board, action: dict, events: list[dict]) -> list[pygame.Rect]:
    """Screen rects for ``action`` and its ``events`` on ``board`` (a Basilica
    ``BoardScene``): the cells of the Plan in view that its events name."""
    cells = []
    for e in events:
        if e["type"] in ("build", "place_builder"):
            cells.append((e["x"], e["y"]))
        elif e["type"] in ("order", "paid_order") and e.get("cell") is not None:
            cells.append(tuple(e.get("to") or e["cell"]))
    g = board.geometry()
    return [g.cell_rect(*cell) for cell in cells if g.visible(cell[0])]
