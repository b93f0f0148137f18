"""Computer players on the Basilica board, driven by posted events: a Paid Order offered to
a seat a computer plays opens no dialog and offers no button to a person (the computer
answers by itself), while one offered to a person is asked as before; a scoring opened
on a computer's turn waits for a person to read it and press Move the markers, unless no
person plays. Every Order with a Paid Order (Hire, Shift, Scaffold) and both seats."""
from __future__ import annotations

import time

import pygame
import pytest

from games.basilica.ui import layout as L
from tests.basilica.test_orders import HIRE, SCAFFOLD, SHIFT, ready
from tests.ui.basilica_driver import board_with, cell_centre, many_areas

OFFERS = {   # an Order token, the Builders on the Plan (seat 0's first), the clicks
    "Hire": (HIRE, (), [(0, 0)]),
    "Shift": (SHIFT, [(0, 0, 0), (0, 1, 1)], [(0, 0), (1, 0)]),
    "Scaffold": (SCAFFOLD, (), [(3, 0)]),
}
ANSWERS = ("Bart (computer) pays 1 Coin to Ola for the Paid Order.",   # a computer's lines
           "Bart (computer) declines the Paid Order.")                  # say so


def until(d, done, seconds: float = 20.0) -> None:
    """Step the app in 100 ms of app time until ``done()``, giving the computer's worker
    real time to think."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "nothing happened"
        d.app.step([], dt=100.0)
        time.sleep(0.002)


def settle(d, seconds: float = 1.5) -> None:
    """Let app and real time pass (a computer would have acted by then)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        d.app.step([], dt=200.0)
        time.sleep(0.01)


def offer_board(d, name, computers):
    tid, builders, _clicks = OFFERS[name]
    board = board_with(d, ready(tid, builders=builders))
    board.session.computers.update(computers)
    board._after_change()
    return board


def take_order(d, board, name) -> None:
    """Ola (a person, seat 0) takes the Order on field 0 by clicking it and its target."""
    d.click(L.order_field_rect(0).center)
    for cell in OFFERS[name][2]:
        d.click(cell_centre(board, cell))
    assert board.state.phase == "paid_offer" and board.state.pending["seat"] == 1


@pytest.mark.parametrize("level", ["easy", "hard"])
@pytest.mark.parametrize("name", list(OFFERS))
def test_an_offer_to_a_computer_opens_no_dialog_and_the_computer_answers(driver, name, level):
    d = driver
    board = offer_board(d, name, {1: level})
    take_order(d, board, name)
    assert board.modal is None                        # no dialog asking for the computer
    assert board.panel_buttons == []                  # and no Decline / Pay 1 Coin
    coins = list(board.state.coins)
    d.key(pygame.K_RETURN)                            # a person's keys answer nothing
    d.key(pygame.K_SPACE)
    assert board.state.coins == coins or board.session.log_for(None)[-1] in ANSWERS
    until(d, lambda: board.state.phase != "paid_offer")
    answers = [line for line in board.session.log_for(None) if line in ANSWERS]
    assert len(answers) == 1 and board.modal is None


@pytest.mark.parametrize("name", list(OFFERS))
def test_an_offer_to_a_person_is_asked_in_the_dialog_even_when_a_computer_took_the_order(
        driver, name):
    d = driver
    tid, builders, clicks = OFFERS[name]
    board = board_with(d, ready(tid, builders=builders))
    board.session.computers[0] = "easy"              # Ola is the computer, Bart a person
    board._after_change()
    action = {"type": "order", "field": 0, "cell": list(clicks[0])}
    if len(clicks) > 1:
        action["to"] = list(clicks[1])
    board.act(action)                                 # the computer's Order, as it takes it
    assert board.state.phase == "paid_offer"
    assert board.modal is not None and board.modal.is_open
    coins = list(board.state.coins)
    d.press("Pay 1 Coin")
    assert board.state.coins == [coins[0] + 1, coins[1] - 1]


@pytest.mark.parametrize("name", list(OFFERS))
def test_a_seat_handed_to_the_computer_during_the_offer_loses_its_dialog(driver, name):
    d = driver
    board = offer_board(d, name, {})
    take_order(d, board, name)
    assert board.modal is not None and board.modal.is_open
    board.set_computer(1, "easy")                    # Menu -> Who plays, as it applies it
    assert board.modal is None and board.panel_buttons == []
    until(d, lambda: board.state.phase != "paid_offer")


def test_no_panel_button_acts_for_a_computer_on_its_turn(driver):
    d = driver
    d.app.settings.computer_pace = "slow"
    board = board_with(d, ready(HIRE))
    board.session.computers[0] = "easy"
    board._after_change()
    build = next(a for a in board.session.legal() if a["type"] == "build")
    board.act(build)                                  # the computer built: it may Place
    assert {"type": "place_builder"} in board.session.legal()
    assert board.panel_buttons == []


def scoring_on_bart(d, computers, animation):
    """A board where Bart (seat 1) builds the crowned element that opens a scoring, the
    way the computer takes its actions (through the board)."""
    d.app.settings.animation = animation
    state = many_areas(6)
    state.turn = 1
    board = board_with(d, state)
    board.session.computers.update(computers)
    board._after_change()
    build = next(a for a in board.session.legal() if a["type"] == "build"
                 and a["field"] == 0 and (a["x"], a["y"]) == (0, 2))
    board.act(build)
    assert board.state.phase == "scoring"
    return board


@pytest.mark.parametrize("animation", ["off", "fast"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_scoring_on_the_computers_turn_waits_for_a_persons_click(driver, level, animation):
    d = driver
    d.app.settings.computer_pace = "instant"
    board = scoring_on_bart(d, {1: level}, animation)
    totals = list(board.state.totals)
    settle(d, 2.0)
    assert board.state.phase == "scoring" and board.state.totals == totals
    d.click(L.CATHEDRAL.center)                       # a click on the board: no hurrying
    settle(d, 0.5)
    assert board.state.phase == "scoring" and not board.computer.hurrying
    board.scoring.show_all()
    d.press("Move the markers")                       # the person's click moves them
    assert board.state.phase != "scoring" and board.state.totals != totals


def test_with_no_person_at_the_table_the_computer_moves_the_markers(driver):
    d = driver
    d.app.settings.computer_pace = "instant"
    board = scoring_on_bart(d, {0: "easy", 1: "easy"}, "off")
    until(d, lambda: board.state.phase != "scoring")

