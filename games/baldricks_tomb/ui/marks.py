"""The places of a Baldrick's Tomb action the board marks until the next action
(``games.engine.scenes.recap``): the space the acting pawn stands on, and the space a
rubble token was moved to (or a pawn stepped, rolled, teleported or came back to)."""
from __future__ import annotations

import pygame

from games.baldricks_tomb.ui import layout as L

CELL_KEYS = {"step": "to", "pawn_placed": "cell", "teleport": "cell", "reentered": "cell",
             "token_moved": "cell"}


def mark_rects(board, action: dict, events: list[dict]) -> list[pygame.Rect] | None:
    """Screen rects for ``action`` and its ``events`` on ``board`` (a Baldrick's Tomb
    ``BoardScene``): the last space an event of ``CELL_KEYS`` names, and the space of the
    pawn of the seat that acted (from the view; none once it left the floor); ``None``
    for the action that opens a new floor (its spaces are new)."""
    if any(e["type"] == "floor_start" for e in events):
        return None
    cells = [tuple(e[CELL_KEYS[e["type"]]]) for e in events
             if e["type"] in CELL_KEYS and e.get(CELL_KEYS[e["type"]]) is not None][-1:]
    seats = [e["seat"] for e in events if isinstance(e.get("seat"), int)]
    players = board.view()["players"]
    if seats and 0 <= seats[0] < len(players) and players[seats[0]]["cell"] is not None:
        pawn = tuple(players[seats[0]]["cell"])
        if pawn not in cells:
            cells.insert(0, pawn)
    return [L.cell_rect(cell, board.origin) for cell in cells]
