"""The Paid Order dialog on the Basilica board: no key spends the opponent's Coin. Enter
(the dialog's default, its first and lit button) declines; Esc puts the dialog aside (the
offer stays open in the panel); only a click on Pay 1 Coin pays. Tried on every Order that
has a Paid Order (orders.yaml: Hire, Shift, Scaffold)."""
from __future__ import annotations

import pygame
import pytest

from tests.basilica.test_orders import HIRE, SCAFFOLD, SHIFT, ready
from tests.ui.basilica_driver import board_with

OFFERS = {   # an Order token, the Builders on the Plan, the action taking it
    "Hire": (HIRE, (), {"type": "order", "field": 0, "cell": [0, 0]}),
    "Shift": (SHIFT, [(0, 0, 0), (0, 1, 1)], {"type": "order", "field": 0, "cell": [0, 0],
                                               "to": [1, 0]}),
    "Scaffold": (SCAFFOLD, (), {"type": "order", "field": 0, "cell": [3, 0]}),
}


def offer(d, name):
    """A board on which Ola has just taken ``name`` and Bart is asked in the dialog."""
    tid, builders, action = OFFERS[name]
    board = board_with(d, ready(tid, builders=builders))
    board.act(action)
    assert board.state.phase == "paid_offer" and board.modal and board.modal.is_open
    return board


@pytest.mark.parametrize("name", list(OFFERS))
def test_the_default_button_of_the_offer_is_decline_not_pay(driver, name):
    board = offer(driver, name)
    first = board.modal.buttons[0]
    assert first.label == "Decline" and first.style == "primary"
    assert [b.style for b in board.modal.buttons[1:]] == ["secondary", "secondary"]


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
@pytest.mark.parametrize("name", list(OFFERS))
def test_enter_declines_and_keeps_the_coin(driver, name, key):
    board = offer(driver, name)
    coins = list(board.state.coins)
    driver.key(key)
    assert board.state.coins == coins
    assert board.state.phase == "play" and board.state.pending is None
    assert board.log_lines[-1] == "Bart declines the Paid Order."


@pytest.mark.parametrize("name", list(OFFERS))
def test_esc_puts_the_offer_aside_and_keeps_the_coin(driver, name):
    board = offer(driver, name)
    coins = list(board.state.coins)
    driver.key(pygame.K_ESCAPE)
    assert board.state.coins == coins and board.state.phase == "paid_offer"
    assert board.modal is None or not board.modal.is_open
    assert [b.label for b in board.panel_buttons] == ["Decline", "Pay 1 Coin"]


@pytest.mark.parametrize("name", list(OFFERS))
def test_a_click_on_pay_pays(driver, name):
    board = offer(driver, name)
    coins = list(board.state.coins)
    driver.press("Pay 1 Coin")
    assert board.state.phase == "paid_order" and board.state.coins == [coins[0] + 1, coins[1] - 1]
