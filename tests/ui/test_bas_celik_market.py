"""Baš-Čelik's trading at the end of a cycle through the UI (3., 4.4.4): one public
question to the whole table (a button per character who has something to do, and
"Nobody trades"), a pass screen only for the character named to build its offer, and no
private view drawn while the table is asked."""
from __future__ import annotations

import random

import pygame
import pytest

from games.bas_celik import rules as R
from games.engine.launch import start_new_game
from tests.ui.bas_celik_driver import (act_once, board_of, click, key, make_offer,
                                      open_position, positions)

PLAYERS = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bo", "yellow"),
                                                   ("Cyd", "vermillion"))]


def _button(board, label):
    return next(b for b in board.action_buttons if b.label == label)


def test_a_cycle_without_trades_costs_one_click_and_no_pass_screen(driver):
    """Three people through the UI: every market (the cycle's trading) is one click on
    "Nobody trades" by whoever played last, never a pass screen for a seat that has
    nothing to offer (before: a pass screen and a "Trade no more" per character)."""
    d = driver
    d.app.autosave = False
    start_new_game(d.app, "bas_celik", PLAYERS, {}, 7)
    d.pump()
    board = board_of(d)
    rng = random.Random(7)
    per_cycle: dict[int, list[int]] = {}
    for _ in range(1500):
        st = board.state
        if st.phase == "market":
            counts = per_cycle.setdefault(st.cycle, [0, 0])
            name = type(d.scene).__name__
            counts[0 if name == "PassScene" else 1] += 1
            if name == "BoardScene":                # the table's question is public
                assert board.viewer() is None and board.may_decide()
                assert board.view() == R.view(st, None)
        act_once(d, board, rng)
        if st.cycle > 9 or R.is_over(st):
            break
    assert len(per_cycle) >= 4, per_cycle
    assert all(clicks == 1 for _p, clicks in per_cycle.values()), per_cycle
    assert sum(p for p, _c in per_cycle.values()) <= 1, per_cycle


@pytest.fixture(scope="module")
def market_with_cards():
    """A position at the poll of an end-of-cycle market where a character can offer."""
    def keep(session, step, _action):
        st = session.state
        return st.phase == "market" and st.market.get("trader") is None and \
            len([a for a in R.legal_actions(st) if a["type"] == "market_trader"]) >= 2
    found = positions(PLAYERS, {}, 21, keep, 3000, enough=lambda f: len(f) >= 1)
    assert found
    return found[0]


def test_the_named_character_offers_in_private_and_the_answer_returns_to_the_table(
        driver, market_with_cards):
    d = driver
    board = open_position(d, market_with_cards)
    st = board.state
    assert type(d.scene).__name__ == "BoardScene" and board.viewer() is None
    names = [p["name"] for p in st.players]
    named = [a["seat"] for a in R.legal_actions(st) if a["type"] == "market_trader"]
    labels = {b.label for b in board.action_buttons}
    assert {f"{names[s]}: make an offer" for s in named} <= labels and "Nobody trades" in labels
    trader = next(s for s in named if any(
        a["type"] == "trade_offer" for a in _probe(st, s)))
    click(d, _button(board, f"{names[trader]}: make an offer").rect.center)
    assert R.current_seat(board.state) == trader
    if board.is_private(trader):                    # its curses: the pass screen first
        assert type(d.scene).__name__ == "PassScene"
        key(d, pygame.K_RETURN)
    assert board.may_decide() and board.viewer() in (trader, None)
    offer = next(a for a in R.legal_actions(board.state) if a["type"] == "trade_offer")
    make_offer(d, board, offer)
    other = offer["to"]
    assert R.current_seat(board.state) == other
    if type(d.scene).__name__ == "PassScene":
        key(d, pygame.K_RETURN)
    click(d, _button(board, "Decline the trade").rect.center)
    assert board.state.phase in ("market", "turn", "end")
    if board.state.phase == "market":               # the table again, no handover
        assert type(d.scene).__name__ == "BoardScene" and board.viewer() is None
        assert R.current_seat(board.state) == other


def _probe(st, seat):
    import copy
    probe = copy.deepcopy(st)
    probe.market["trader"] = seat
    return R.legal_actions(probe)


def test_a_computer_chairing_the_poll_lets_the_people_answer(driver, market_with_cards):
    """The seat that played last chairs the poll; when it is a computer and a person
    could trade, the computer waits and the people answer the public question."""
    d = driver
    board = open_position(d, market_with_cards)
    st = board.state
    chair = R.current_seat(st)
    people = [a["seat"] for a in R.legal_actions(st) if a["type"] == "market_trader"
              and a["seat"] != chair]
    assert people
    board.set_computer(chair, next(iter(__import__("games.engine.bots", fromlist=["LEVELS"]).LEVELS)))
    before = board.session.changes
    for _ in range(20):
        d.app.step([], dt=200.0, force=False)
    assert board.session.changes == before            # the computer waits
    assert board.computer_waits() and board.may_decide()
    name = board.seat_name(people[0])
    click(d, _button(board, f"{name}: make an offer").rect.center)
    assert R.current_seat(board.state) == people[0]


def test_no_pass_screen_before_the_poll_whatever_its_chair_holds(driver):
    """A playtester saw "The next view holds things only Bojan may see" before the
    public trading menu (Bojan, holding curses, was skipped and chaired the poll): the
    poll is the table's question, so no pass screen comes before it, and only the
    public view is drawn."""
    d = driver

    def keep(session, step, action):
        copy = R.clone(session.state)
        R.apply(copy, action)
        if copy.phase != "market" or copy.market.get("trader") is not None:
            return False
        chair = R.current_seat(copy)
        return bool(copy.heroes[chair]["curses"])
    found = positions(PLAYERS, {}, 2, keep, 4000, enough=lambda f: len(f) >= 2)
    assert found
    for position in found:
        board = open_position(d, position)
        board.secrets_seen = True
        from tests.ui.bas_celik_driver import click_action
        click_action(d, board, position.next)
        assert board.in_poll()
        assert type(d.scene).__name__ == "BoardScene", "a pass screen before the poll"
        assert board.viewer() is None and board.view() == R.view(board.state, None)
