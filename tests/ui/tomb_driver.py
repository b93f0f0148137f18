"""A player for Baldrick's Tomb made of clicks, for UI tests and screenshots."""
from __future__ import annotations

import pygame

from games.baldricks_tomb.ui import layout as L
from games.baldricks_tomb import rules as R


def act_once(d, board, rng) -> str:
    """Make one decision through the UI; returns the name of the scene that was handled."""
    name = type(d.scene).__name__
    if name == "PassScene":
        d.key(pygame.K_RETURN)
    elif name == "FloorEndScene":
        d.press("Continue")
    elif name == "CombatScene":
        labels = [getattr(w, "label", "") for w in d.widgets()]
        if "Close" in labels:
            d.press("Close")
        elif rng.random() < 0.15 and d.button([l for l in labels if l.startswith("Run")][0]).enabled:
            d.press([l for l in labels if l.startswith("Run")][0])
        else:
            d.press("Fight (roll)")
    elif name == "BoardScene":
        _board_turn(d, board, rng)
    return name


def _board_turn(d, board, rng) -> None:
    phase = board.state.phase
    labels = [b.label for b in board.panel_buttons]
    if phase == "place_tokens":
        d.press("Place the rest at random")
    elif phase == "place_pawns":
        d.press(labels[0])
    elif phase == "combat":
        d.press("Back to the fight")
    elif phase in ("relocate",):
        cell = board.session.legal()[0]["cell"]
        d.click(L.cell_rect(cell, board.origin).center)
    elif phase in ("discard", "skills"):
        for rect, _, _ in board.card_hits[:3 if phase == "skills" else 1]:
            d.click(rect.center)
        if phase == "skills":
            d.press("Keep these 3")
    elif phase == "move":
        _move(d, board, rng)


def _move(d, board, rng) -> None:
    labels = [b.label for b in board.panel_buttons]
    if "Take the Exit" in labels and rng.random() < 0.7:
        d.press("Take the Exit")
        return
    view = board.view()
    routes = R.routes(board.view())
    tokens = {tuple(t["cell"]) for t in view["board"]}
    free = [c for c, (cost, _) in routes.items() if cost == 0]
    targets = [c for c in free if c in tokens] or free
    if targets and board.view()["free_steps"] > 0 and rng.random() < 0.9:
        d.click(L.cell_rect(rng.choice(sorted(targets)), board.origin).center)
    elif "End move" in labels:
        d.press("End move")
    else:
        cells = [a["cell"] for a in board.session.legal() if "cell" in a]
        if not cells:             # only buttons (a scroll, the Exit): nothing on the board
            raise LookupError(f"no space to click; the panel offers {labels}")
        d.click(L.cell_rect(cells[0], board.origin).center)
