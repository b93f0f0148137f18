"""Resting (9. Healing) and a hand over its room (7.) through the UI: a hurt character
on a settlement or a holy field is offered to rest at the start of its turn, by a button
a click takes; a hand over the limit may spend Gold Coins instead of returning a card."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from games.engine.session import Session
from tests.bas_celik.helpers import place
from tests.ui.bas_celik_driver import Position, click, open_position

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]


def _position(state):
    session = Session.new(R, PLAYERS, {}, 4)
    session.state = state
    return Position(session, 0)


@pytest.mark.parametrize("field", ["o02", "o10", "o15"])
@pytest.mark.parametrize("health", [1, 4])
def test_a_hurt_character_in_a_settlement_rests_by_a_click(driver, field, health):
    base = Session.new(R, PLAYERS, {}, 4).state
    seat = base.turn
    state = place(base, seat, field, health=health)
    board = open_position(driver, _position(state))
    rest = next(b for b in board.action_buttons if b.label == "Rest and heal")
    assert rest.tooltip and "heal" in rest.tooltip.lower()
    click(driver, rest.rect.center)
    assert board.session.actions[-1] == {"type": "rest"}
    assert board.state.heroes[seat]["health"] > health
