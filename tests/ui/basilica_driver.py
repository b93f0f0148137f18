"""A player for Basilica made of clicks, for UI tests and screenshots.

Every decision is made by clicking what a person would click: an element field then a lit
cell of the Plan, the faint cube on the element just built, an Order field then its
target (Shift: the Builder, then where it goes), the Paid Order dialog's buttons, "Move
the markers" during a scoring. The bot only reads the board's legal actions to choose.
"""
from __future__ import annotations

import pygame

from games.basilica.ui import layout as L

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]
GLASS = "bg2"                  # a Stained-glass Order token built in none of the positions below
# every colour and a Joker, in the first columns
COLOURFUL = [(0, 0, "y04"), (1, 0, "y05"), (2, 0, "b04"), (3, 0, "b05"), (0, 1, "r04"),
             (1, 1, "g04"), (2, 1, "yb2"), (0, 2, "g05"), (0, 3, "b06"), (0, 4, "r05"),
             (1, 4, "rg2")]
# a row-0 snake of 26 plain elements: too long for the frame at once
SNAKE = [(x, 0, t) for x, t in enumerate([f"{c}{n:02d}" for c in "ybrg"
                                          for n in range(4, 11)][:26])]


def board_with(d, state, players=PLAYERS):
    """Push a Basilica board showing ``state`` (a new session around it) on driver ``d``'s
    app and return it, past any pass screen."""
    from games.basilica import rules as R
    from games.basilica.ui.scene import BoardScene
    from games.engine.session import Session
    session = Session.new(R, players, {}, state.seed)
    session.state = state
    board = BoardScene(d.app, session)
    d.app.push(board)
    d.pump()
    while type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    return board


def many_areas(n_builders: int, players=PLAYERS):
    """A scoring about to open: a chequer of one-element areas, ``n_builders`` of them
    with a Builder, the King one space before a crown space and a crowned element (y01)
    on element field 0; build it at (0, 2) to open the scoring."""
    from games.basilica import rules as R
    from tests.basilica.test_rules import arrange
    spots = [(x, y) for x in range(7) for y in range(2)]
    tokens = ["y04", "r04", "b04", "g04", "y05", "r05", "b05", "g05", "y06", "r06", "b06",
              "g06", "y07", "r07"]
    cells = [(x, y, t) for (x, y), t in zip(spots, tokens)]
    state = arrange(R.new_game(players, {}, 3), cathedral=cells, elements=["y01", "b08", "r08"])
    state.builders = [[x, y, i % 2] for i, (x, y, _) in enumerate(cells[:n_builders])]
    state.king = 4
    return state


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
