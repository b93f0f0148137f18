"""Remaining on the field (4.4.3 / 4.4) through the UI: the defender another character
hid from is offered, at its turn, a button to remain there beside the roll; a click
takes it, the turn passes and the character has not moved (English and Polish)."""
from __future__ import annotations

import os

import pytest

from games.bas_celik import rules as R
from games.engine import i18n
from games.engine.session import Session
from tests.bas_celik.helpers import Dice, clear_board, edit, place, set_char
from tests.ui.bas_celik_driver import Position, click, open_position

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]


def _hidden_from():
    """Seat 0 (the Monk, o01) rolls 2 onto seat 1 (o03) and hides successfully; seat 1,
    the defender, is to play its turn."""
    session = Session.new(R, PLAYERS, {}, 3)
    s = set_char(set_char(clear_board(session.state), 0, "monah"), 1, "carevic")
    s = edit(s, lambda d: d["heroes"][1].update(field="o03"))
    s = place(s, 0, "o01")
    s.rng = Dice([2, 6, 1])
    R.apply(s, {"type": "roll"})
    R.apply(s, {"type": "hide"})
    while s.phase == "market":
        R.apply(s, {"type": "market_pass"})
    assert s.turn == 1 and {"type": "remain"} in R.legal_actions(s)
    s.rng = Dice([], seed=1)
    session.state = s
    return Position(session, 0)


@pytest.mark.parametrize("language, label", [("en", "Remain on this field"),
                                             ("pl", "Zostań na tym polu")])
def test_the_defender_remains_by_a_click(driver, language, label):
    i18n.set_language(language)
    try:
        board = open_position(driver, _hidden_from())
        button = next(b for b in board.action_buttons if b.label == label)
        if os.environ.get("BAS_SHOTS"):
            driver.screenshot(os.path.join(os.environ["BAS_SHOTS"], f"remain_{language}.png"))
        click(driver, button.rect.center)
        assert board.session.actions[-1] == {"type": "remain"}
        assert board.state.heroes[1]["field"] == "o03" and board.state.turn != 1 or \
            board.state.phase == "market"
    finally:
        i18n.set_language("en")
