"""The places of a Baš-Čelik action the board marks until the next action
(``games.engine.scenes.recap``): the field a hero moved to (with the figure standing
on it), a beast was placed on or was won at."""
from __future__ import annotations

import pygame

from games.bas_celik.content import content

FIELD_KEYS = {"moved": "to", "beast_placed": "field", "won": "field"}


def mark_rects(board, action: dict, events: list[dict]) -> list[pygame.Rect]:
    """Screen rects for ``action`` and its ``events`` on ``board`` (a Baš-Čelik
    ``BoardScene``): the field the last event of ``FIELD_KEYS`` names, as a box holding
    its marker and a figure drawn above it, at the map's zoom and pan."""
    fields = content().fields
    named = [e[FIELD_KEYS[e["type"]]] for e in events if e["type"] in FIELD_KEYS]
    named = [f for f in named if f in fields]
    if not named:
        return []
    f = fields[named[-1]]
    x, y = board.geo.to_screen(f.x, f.y)
    size = board.geo.field_px()
    return [pygame.Rect(x - round(size * 0.55), y - round(size * 0.8), round(size * 1.1),
                        round(size * 1.35))]
