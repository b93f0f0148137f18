"""An Order that can do nothing now reads the same on the Basilica board whichever Order it
is, Tax included: the instruction says it has no target, the panel offers "Take (no
effect)", and the log says it had no effect. Tax that takes a Coin is carried out by its
own button and the log says who paid whom. Driven by real clicks."""
from __future__ import annotations

import pytest

from games.basilica import rules as R
from games.basilica.ui import layout as L
from tests.basilica.test_orders import (DISMANTLE, DISMISS, GLASS, HIRE, PROMOTE, SHIFT, TAX,
                                        with_order)
from tests.basilica.test_rules import new
from tests.ui.basilica_driver import board_with

NAMES = {HIRE: "Hire", SHIFT: "Shift", DISMISS: "Dismiss", PROMOTE: "Promote",
         GLASS: "Stained glass", DISMANTLE: "Dismantle", TAX: "Tax"}


def labels(board) -> list[str]:
    return [b.label for b in board.panel_buttons]


@pytest.mark.parametrize("tid", list(NAMES))
def test_an_order_without_effect_is_offered_alike(driver, tid):
    state = with_order(new(), tid)                 # an empty Plan: nothing to act on
    state.coins = [2, 0]                           # Tax: the opponent has no Coin
    board = board_with(driver, state)
    driver.click(L.order_field_rect(0).center)
    name = NAMES[tid]
    assert board.instruction() == (f"Ola, action 1 of 3: {name} has no target now: take it "
                                   f"with no effect, or cancel.")
    assert labels(board) == ["Take (no effect)", "Cancel"]
    driver.press("Take (no effect)")
    assert board.log_lines[-2] == f"Ola takes {name}, which has no effect now."
    assert board.state.coins == [2, 0]


@pytest.mark.parametrize("coins", [[1, 1], [0, 2]])
def test_tax_that_takes_a_coin_has_its_own_button_and_says_who_paid(driver, coins):
    state = with_order(new(), TAX)
    state.coins = list(coins)
    board = board_with(driver, state)
    driver.click(L.order_field_rect(0).center)
    assert board.instruction() == "Ola, action 1 of 3: press Carry out Tax, or cancel."
    assert labels(board) == ["Carry out Tax", "Cancel"]
    driver.press("Carry out Tax")
    assert board.log_lines[-2] == "Ola carries out Tax: Bart pays 1 Coin to Ola."
    assert board.state.coins == [coins[0] + 1, coins[1] - 1]
