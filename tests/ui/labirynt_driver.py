"""A player of Labirynt Czarnoksiężnika made of clicks, for UI tests and screenshots: the
rules' playout policy says what a sensible player would choose, and the choice is made
only with mouse events on what the board scene draws (a chamber, a figure, a button)."""
from __future__ import annotations

import random

import pygame

from games.labirynt import rules as R


def board_of(d):
    """The Labirynt board scene on the app's stack."""
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def wanted(board, rng: random.Random) -> dict:
    """What the playout policy would choose now (the oracle), from a copy of the state."""
    return R.playout_policy(R.clone(board.state), rng)


def offer_choice(board, rng: random.Random) -> int | None:
    """The re-roll dialog's button a sensible table would click: the first queued seat
    people play whose playout-policy answer is not to let the roll stand (played out on a
    copy, the people's seats before it keeping), else ``None`` ("Let it stand"). A
    computer's seat in the queue ends the look-ahead (it answers for itself)."""
    state = R.clone(board.state)
    while state.phase == "roll":
        head = state.roll["queue"][0]
        if head in board.session.computers:
            return None
        action = R.playout_policy(state, rng)
        if action["type"] != "keep":
            return head
        R.apply(state, action)
    return None


def click_offer(d, board, seat: int | None) -> None:
    """Click the re-roll dialog's button of ``seat`` (``None``: "Let it stand")."""
    button = next(b for b, s in board.offer_buttons if s == seat)
    d.click(button.rect.center)


def click_action(d, board, action: dict) -> None:
    """Take ``action`` (legal now) with the mouse: a Movement on its chamber (after a click
    on the figure when another character's moves are lit), anything else on its button,
    turning the action panel's pages until it shows. Raises ``LookupError`` if the scene
    offers no way to click it."""
    if action["type"] in ("move", "haste"):
        if board.current_mover() != action["character"]:
            rect = next(r for r, c in board.team_hits if c == action["character"])
            d.click((rect.x + 60, rect.y + 10))          # the card's name
            assert board.current_mover() == action["character"]
        place = tuple(action["to"])
        side = board.side(place[0])
        d.click(board.geo.centre(place[0], side.chambers[place[1]]))
        if board.choosing_route():          # several routes: the chamber passed through
            via = tuple(action["via"])
            d.click(board.geo.centre(via[0], board.side(via[0]).chambers[via[1]]))
        return
    for _ in range(20):
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
        elif board.offer_dialog():
            before = (board.session.changes, len(d.app.stack))
            click_offer(d, board, offer_choice(board, rng))
            if (board.session.changes, len(d.app.stack)) == before and board.offer_dialog():
                raise AssertionError("the re-roll dialog's click did nothing")
        elif not board.rules.is_over(board.state):
            action = wanted(board, rng)
            before = board.session.changes
            click_action(d, board, action)
            if board.session.changes == before:
                raise AssertionError(f"the click did not act: {action}, status {board.status!r}")
    return name
