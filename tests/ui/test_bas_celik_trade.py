"""The trade dialog of the Baš-Čelik board (3., 4.4.4): the seat to move builds an
offer by clicks (to whom, what it gives, what it asks: an item card, ducats or a
service), sees it whole before sending, and the other player answers on its own after
the pass screen. Positions (meetings and end-of-cycle markets with item cards about)
come from games played by the rules alone, opened as a loaded save."""
from __future__ import annotations

import copy
import random

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui import trade as TR
from tests.ui.bas_celik_driver import (Position, click, dialog_button, make_offer,
                                      open_position, positions, send_label,
                                      take_the_mouse)
from tests.ui.bas_celik_driver import drawn_texts as drawn

COLOURS = ("blue", "yellow", "vermillion", "sky")
FORMS = ("card_card", "card_ducats", "ducats_card", "card_service", "service_card")


def form(action: dict) -> str:
    d = TR.deal_of(action)
    if "service" in d:
        return "card_service" if "give" in d else "service_card"
    if "price" in d:
        return "card_ducats" if "give" in d else "ducats_card"
    return "card_card"


@pytest.fixture(scope="module")
def trades():
    """Positions where trade offers are legal, a meeting's and a market's, per form."""
    found = []
    for seed, n in ((21, 3), (5, 2), (7, 4), (11, 3)):
        players = [{"name": f"P{i}", "colour": c} for i, c in enumerate(COLOURS[:n])]

        def keep(session, step, _action):
            kinds = {a["type"] for a in R.legal_actions(session.state)}
            return bool(kinds & (set(TR.KINDS) | {"market_trader"})) and step % 3 == 0
        for p in positions(players, {}, seed, keep, 2000, enough=lambda f: len(f) >= 12):
            if p.state["phase"] != "market":
                found.append(p)
                continue
            for named in R.legal_actions(R.State.from_dict(p.state)):   # the poll names
                if named["type"] != "market_trader":                   # each trader
                    continue
                session = p.session()
                session.act(named)
                if any(a["type"] in TR.KINDS for a in R.legal_actions(session.state)):
                    found.append(Position(session, p.step))
    phases = {p.state["phase"] for p in found}
    assert {"meet", "market"} <= phases, phases
    return found


def test_every_form_of_offer_is_built_by_clicks_and_sent_as_the_rules_action(driver, trades):
    rng = random.Random(3)
    sent: dict[str, int] = {}
    for position in trades:
        state = R.State.from_dict(position.state)
        offers = [a for a in R.legal_actions(state) if a["type"] in TR.KINDS]
        by_form = {}
        for a in offers:
            by_form.setdefault(form(a), []).append(a)
        for kind, some in sorted(by_form.items()):
            if sent.get(kind, 0) >= 2:              # each form twice, from two positions
                continue
            action = rng.choice(some)
            board = open_position(driver, position)
            make_offer(driver, board, action)
            assert board.session.actions[len(position.actions):] == [action]
            assert board.state.phase == "trade"
            sent[kind] = sent.get(kind, 0) + 1
    assert set(sent) == set(FORMS)


def test_the_offer_shows_whole_before_it_is_sent_and_send_waits_for_both_sides(driver, trades,
                                                                               monkeypatch):
    position = next(p for p in trades if p.state["phase"] == "meet")
    board = open_position(driver, position)
    opener = next(b for b in board.action_buttons if b.on_click == board.open_trade)
    click(driver, opener.rect.center)
    send = dialog_button(board, send_label(board))
    assert not send.enabled and "Choose what you give" in send.tooltip
    click(driver, send.rect.center)
    assert len(board.session.actions) == len(position.actions)
    offers = [a for a in board.legal() if a["type"] in TR.KINDS]
    action = next(a for a in offers if form(a) in ("card_card", "card_ducats", "ducats_card"))
    make_offer_parts = TR.deal_of(action)
    mine = make_offer_parts.get("give") or TR.DUCATS
    theirs = make_offer_parts.get("take") or TR.DUCATS
    click(driver, dialog_button(board, board.trade.label(mine), "mine").rect.center)
    assert not dialog_button(board, send_label(board)).enabled
    click(driver, dialog_button(board, board.trade.label(theirs), "theirs").rect.center)
    if "price" in make_offer_parts:
        from games.bas_celik.ui import texts as T
        click(driver, dialog_button(board, T.ducats(make_offer_parts["price"])).rect.center)
    assert board.trade.action() == action
    preview = board.trade.preview(board.view())
    assert preview in drawn(driver, monkeypatch)
    assert dialog_button(board, send_label(board)).enabled
    click(driver, dialog_button(board, send_label(board)).rect.center)
    assert board.session.actions[-1] == action


def test_the_other_player_reads_the_offer_whole_and_answers_it(driver, trades, monkeypatch):
    answered = {"accept_offer": 0, "decline_offer": 0}
    for i, position in enumerate(trades[:6]):
        state = R.State.from_dict(position.state)
        action = next(a for a in R.legal_actions(state) if a["type"] in TR.KINDS)
        board = open_position(driver, position)
        make_offer(driver, board, action)
        answerer = R.current_seat(board.state)
        take_the_mouse(driver, board)                  # the pass screen for the other player
        assert board.viewer() == answerer
        texts = drawn(driver, monkeypatch)
        assert TR.pending_text(board.view()) in texts
        answer = "accept_offer" if i % 2 == 0 else "decline_offer"
        button = board.button_for({"type": answer})
        click(driver, button.rect.center)
        assert board.session.actions[-1] == {"type": answer}
        answered[answer] += 1
    assert all(answered.values())


def test_a_full_hand_with_a_mule_still_fits_the_dialog():
    """12 item cards with a Mule (G. Items): every choice keeps its own place in its
    column, inside the dialog and above the amounts."""
    for count in range(1, 15):
        for side in ("mine", "theirs"):
            rects = TR.side_rects(side, count)
            assert len(rects) == count
            assert all(TR.BOX.contains(r) and r.bottom < TR.AMOUNT_Y for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert not TR.side_rects("mine", 14)[0].unionall(TR.side_rects("mine", 14)).colliderect(
        TR.side_rects("theirs", 14)[0].unionall(TR.side_rects("theirs", 14)))


def test_the_send_button_names_whom_the_offer_goes_to(driver, trades):
    """An offer names its partner on the button that sends it, for every partner the
    dialog offers (two alike offers to two players never look the same)."""
    seen = 0
    many = [p for p in trades if len({a.get("to") for a in R.legal_actions(R.State.from_dict(
        copy.deepcopy(p.state))) if a["type"] in TR.KINDS}) >= 2]
    for position in (many[:4] + [p for p in trades if p not in many][:2]):
        board = open_position(driver, position)
        opener = next((b for b in board.action_buttons if b.on_click == board.open_trade), None)
        if opener is None:                          # on a later page of the panel
            continue
        click(driver, opener.rect.center)
        for seat in board.trade.targets():
            name = board.seat_name(seat)
            if board.trade.to != seat:
                click(driver, dialog_button(board, name).rect.center)
            assert board.trade.to == seat
            sends = [b for b in board.action_buttons if b.on_click == board.send_trade]
            assert len(sends) == 1 and name in sends[0].label
            seen += 1
    assert many and seen > 6                        # some positions offer two partners
