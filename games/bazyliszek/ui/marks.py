"""The places of a Bazyliszek action the board marks until the next action
(``games.engine.scenes.recap``): the room revealed or left face up, and for a room
visited or taken, the slot it left and the row of the pile it went to."""
from __future__ import annotations

import pygame


def mark_rects(board, action: dict, events: list[dict]) -> list[pygame.Rect] | None:
    """Screen rects for ``action`` and its ``events`` on ``board`` (a Bazyliszek
    ``BoardScene``); ``None`` for the action that deals round 2 (the slots are new)."""
    if any(e["type"] == "round_started" for e in events):
        return None
    rects = board.slot_rects()
    found = []
    for e in events:
        if e["type"] in ("reveal", "skip", "visit", "take") and 0 <= e["slot"] < len(rects):
            found.append(rects[e["slot"]])
            if e["type"] in ("visit", "take"):
                found.append(board.player_row(e["seat"]))
    return found
