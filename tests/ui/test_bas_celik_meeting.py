"""The meeting of two characters on the Baš-Čelik board (4.4): a box over the map says
which of the two rounds it is and who acts, and offers the five options as chips (no
action, struggle and hiding act at once; trade and stealing show only their offers in
the action panel). Positions come from 3-seat games played by the rules alone, opened
as a loaded save; everything else is real clicks."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui import painting
from tests.bas_celik.helpers import edit
from tests.ui.bas_celik_driver import click, open_position, positions
from tests.ui.bas_celik_driver import drawn_texts

COLOURS = ("blue", "yellow", "vermillion")


@pytest.fixture(scope="module")
def meetings():
    """``{round: [positions]}``: meeting rounds from a few games, each round's first."""
    found = {1: [], 2: []}
    for seed in (21, 5, 9, 30):
        players = [{"name": f"P{i}", "colour": c} for i, c in enumerate(COLOURS)]

        def keep(session, _step, _action):
            m = session.state.meeting
            return session.state.phase == "meet" and m is not None and \
                len(found[m["round"]]) < 3

        for p in positions(players, {}, seed, keep, 2500):
            m = R.State.from_dict(p.state).meeting
            if len(found[m["round"]]) < 3:
                found[m["round"]].append(p)
    assert found[1] and found[2]
    return found


def chips(board):
    """The meeting box's chips (buttons inside it), in the order drawn."""
    if board.trade is not None:
        return []                                  # the trade dialog covers them
    box = painting.meeting_rect(board.view(), board.geo)
    return [b for b in board.action_buttons if box.contains(b.rect)]


@pytest.mark.parametrize("rnd", [1, 2])
def test_the_meeting_box_says_which_round_and_who_acts(driver, meetings, monkeypatch, rnd):
    for position in meetings[rnd]:
        board = open_position(driver, position)
        m = board.view()["meeting"]
        texts = drawn_texts(driver, monkeypatch)
        assert f"Meeting: round {rnd} of 2" in texts
        actor = board.seat_name(m["actor"])
        said = f"{actor} arrived last and acts first." if rnd == 1 else \
            f"Second round: {actor} answers."
        assert said in texts
        assert [c.label.rstrip(" \u2026") for c in chips(board)] == \
            ["No action", "Struggle", "Hiding", "Trade", "Stealing"]


def test_no_action_struggle_and_hiding_chips_act_at_once(driver, meetings):
    taken = set()
    for position in meetings[1] + meetings[2]:
        for i, kind in enumerate(("meet_none", "struggle", "hide")):
            board = open_position(driver, position)
            chip = chips(board)[i]
            if not chip.enabled:
                assert {"type": kind} not in board.legal()
                continue
            before = len(board.session.actions)
            click(driver, chip.rect.center)
            assert board.session.actions[before:] == [{"type": kind}]
            taken.add(kind)
    assert taken == {"meet_none", "struggle", "hide"}


def test_the_stealing_chip_narrows_the_panel_and_the_trade_chip_opens_the_dialog(driver, meetings):
    from tests.ui.bas_celik_driver import dialog_button
    narrowed = opened = 0
    for position in meetings[1] + meetings[2]:
        board = open_position(driver, position)
        everything = [a for _b, a in board.button_actions]
        trade, steal = chips(board)[3:]
        if steal.enabled:
            click(driver, steal.rect.center)
            shown = [a for b, a in board.button_actions if b not in chips(board)]
            assert shown and all(a["type"] == "steal" for a in shown)
            click(driver, chips(board)[4].rect.center)
            assert [a for _b, a in board.button_actions] == everything
            narrowed += 1
        else:
            assert not any(a["type"] == "steal" for a in board.legal())
        if trade.enabled:
            click(driver, trade.rect.center)
            assert board.trade is not None
            assert not any(b.label.startswith("Stealing") for b in board.action_buttons)
            click(driver, dialog_button(board, "Cancel").rect.center)
            assert board.trade is None and len(chips(board)) == 5
            opened += 1
        else:
            assert not any(a["type"] in ("offer", "trade_offer") for a in board.legal())
        assert len(board.session.actions) == len(position.actions)    # nothing taken
    assert narrowed >= 2 and opened >= 1


def test_a_paralysed_characters_struggle_chip_is_greyed_and_says_why(driver, meetings):
    """G. Curses: a paralysed character only defends; the chip stays, greyed."""
    position = meetings[1][0]
    state = R.State.from_dict(position.state)
    actor = state.meeting["actor"]
    paralysed = edit(state, lambda d: d["heroes"][actor].update(paralysed=2))
    position.state, real = paralysed.to_dict(), position.state
    try:
        board = open_position(driver, position)
    finally:
        position.state = real
    struggle = chips(board)[1]
    assert not struggle.enabled and "paralysed" in struggle.tooltip
    click(driver, struggle.rect.center)
    assert len(board.session.actions) == len(position.actions)


def test_the_box_keeps_the_meeting_field_in_sight(driver, meetings):
    """The box sits on the half of the map away from the two figures."""
    from games.bas_celik.content import content
    for position in meetings[1] + meetings[2]:
        board = open_position(driver, position)
        f = content().fields[board.view()["meeting"]["field"]]
        assert not painting.meeting_rect(board.view(), board.geo).collidepoint(
            board.geo.to_screen(f.x, f.y))


