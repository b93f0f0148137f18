"""The Undo button's refusal in Labirynt Czarnoksiężnika names what it cannot go back
past in a dice game: a die roll or a token drawn (a playtester read "a revealed card or a
shuffle" after a roll)."""
from __future__ import annotations

import random

from games.engine.session import Session
from games.labirynt import rules
from tests.labirynt.helpers import QUICK


def test_undo_after_a_roll_says_a_die_roll():
    session = Session.new(rules, [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "red"}],
                          QUICK, 5)
    rng, said = random.Random(5), set()
    for _ in range(400):
        if rules.is_over(session.state):
            break
        session.act(rules.playout_policy(session.state, rng))
        if not session.undoable():
            said.add(session.why_no_undo())
    assert rules.UNDO_BARRIER_REASON in said
    assert "die roll" in rules.UNDO_BARRIER_REASON
    assert not any("revealed card" in line for line in said)
