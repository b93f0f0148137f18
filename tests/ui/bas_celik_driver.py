"""A player of Baš-Čelik made of clicks, for UI tests and screenshots: the rules' playout
policy says what a sensible player would choose, and the choice is made only with mouse
events on what the board scene draws (a lit field, a button of the action panel)."""
from __future__ import annotations

import random

import pygame

from games.bas_celik import rules as R
from games.bas_celik.content import content


def board_of(d):
    """The Baš-Čelik board scene on the app's stack."""
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def wanted(board, rng: random.Random) -> dict:
    """What the playout policy would choose now (the oracle), from a copy of the state."""
    return R.playout_policy(R.clone(board.state), rng)


def field_point(board, field_id: str) -> tuple[int, int]:
    """The screen centre of ``field_id``'s marker."""
    f = content().fields[field_id]
    return board.geo.to_screen(f.x, f.y)


def click_action(d, board, action: dict) -> None:
    """Take ``action`` (legal now) with the mouse: a step, the end of a move or a beast's
    place on its lit field, anything else on its button, turning the action panel's pages
    until it shows. Raises ``LookupError`` if the scene offers no way to click it."""
    if action["type"] in ("step", "go", "place"):
        field = action["to"] if "to" in action else action["field"]
        assert board.targets().get(field) == action, (action, board.targets())
        d.click(field_point(board, field))
        return
    for _ in range(40):
        button = board.button_for(action)
        if button is not None:
            d.click(button.rect.center)
            return
        more = next((b for b in board.action_buttons if b.on_click == board.next_page), None)
        if more is None or not more.enabled:
            break
        d.click(more.rect.center)
    raise LookupError(f"no way to click {action} on the board: "
                      f"{[b.label for b in board.action_buttons]}")


def act_once(d, board, rng: random.Random) -> str:
    """Make one decision through the UI; returns the name of the scene that was handled."""
    name = type(d.scene).__name__
    if name == "PassScene":
        d.key(pygame.K_RETURN)
    elif name == "BoardScene":
        if board.computer.thinking() or board.session.computer_to_move() is not None:
            d.pump()
            d.app.step([], dt=200.0)
        elif not board.rules.is_over(board.state):
            action = wanted(board, rng)
            before = board.session.changes
            click_action(d, board, action)
            if board.session.changes == before:
                raise AssertionError(f"the click did not act: {action}, status {board.status!r}")
    return name
