"""A player for Basilica made of clicks, for UI tests and screenshots.

Every decision is made by clicking what a person would click: an element field then a lit
cell of the Plan, the faint cube on the element just built, an Order field then its
target (Shift: the Builder, then where it goes), the Paid Order dialog's buttons, "Move
the markers" during a scoring. The bot only reads the board's legal actions to choose.
"""
from __future__ import annotations

import pygame

from games.basilica import layout as L


def cell_centre(board, cell) -> tuple[int, int]:
    """Screen centre of Plan cell ``cell`` on ``board``."""
    return board.geometry().cell_rect(*cell).center


def act_once(d, board, rng) -> str:
    """Make one decision through the UI; returns the name of the scene handled."""
    name = type(d.scene).__name__
    if name == "PassScene":
        d.key(pygame.K_RETURN)
    elif name == "BoardScene" and board.modal and board.modal.is_open:
        d.press("Pay 1 Coin" if rng.random() < 0.6 else "Decline")
    elif name == "BoardScene":
        _board_turn(d, board, rng)
    return name


def _board_turn(d, board, rng) -> None:
    phase = board.state.phase
    legal = board.session.legal()
    types = {a["type"] for a in legal}
    if phase == "scoring":
        d.press("Move the markers")
    elif phase == "paid_offer":                     # the dialog was put aside
        d.press("Pay 1 Coin")
    elif phase == "paid_order":
        _click_target(d, board, rng, legal)
    elif "redraw" in types:
        d.press("Deal new elements")
    elif "place_builder" in types and rng.random() < 0.6:
        d.click(cell_centre(board, board.view()["last_build"]))
    elif rng.random() < 0.7:
        field = rng.choice(sorted({a["field"] for a in legal if a["type"] == "build"}))
        d.click(L.element_field_rect(field).center)
        d.click(cell_centre(board, rng.choice(sorted(board._targets()))))
    else:
        field = rng.randrange(3)
        d.click(L.order_field_rect(field).center)
        targets = [a for a in legal if a["type"] == "order" and a["field"] == field]
        if targets == [{"type": "order", "field": field}]:
            d.press(board.panel_buttons[0].label)    # Carry out Tax / Take it without effect
        else:
            _click_target(d, board, rng, targets)


def _click_target(d, board, rng, actions) -> None:
    action = rng.choice(actions)
    d.click(cell_centre(board, action["cell"]))
    if "to" in action:
        d.click(cell_centre(board, action["to"]))
