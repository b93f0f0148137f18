"""The places of a Labirynt action the board marks until the next action
(``games.engine.scenes.recap``): the chamber a character moved or teleported to."""
from __future__ import annotations

import pygame


def mark_rects(board, action: dict, events: list[dict]) -> list[pygame.Rect]:
    """Screen rects for ``action`` and its ``events`` on ``board`` (a Labirynt
    ``BoardScene``): the chamber the last move of its events ended in, at the board's
    zoom and pan (none while that board's side is not chosen)."""
    ends = [e["to"] for e in events if e["type"] in ("moved", "teleported") and e.get("to")]
    if not ends:
        return []
    b, chamber = ends[-1]
    side = board.side(b)
    if side is None or not 0 <= chamber < len(side.chambers):
        return []
    rect = pygame.Rect(0, 0, board.geo.chamber_px(), board.geo.chamber_px())
    rect.center = board.geo.centre(b, side.chambers[chamber])
    return [rect]
