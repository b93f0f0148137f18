"""4.4 with several characters on one field: the rulebook says the newcomer meets "a
character ... who has already eliminated a creature or drawn an event" and names no one
among several, so the newcomer chooses whom to meet (a playtester's newcomer was made to
meet the one who came later, with no choice). A character there only as the attacker of
a meeting still waiting for its second round is not among those to choose from. Through
``rules.apply``; positions built with ``tests.bas_celik.helpers``."""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char

GOOD = ("monah", "carevic", "zduhac", "vila")


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _crowd(n, field="o10"):
    """``n`` seats of good characters; every seat but the first stands on ``field``,
    the first stands one field before it, to move."""
    s = clear_board(game(n, seed=3))
    for seat, char in enumerate(GOOD[:n]):
        s = set_char(s, seat, char)

    def fields(d):
        for seat in range(1, n):
            d["heroes"][seat]["field"] = field
    s = edit(s, fields)
    return place(s, 0, "o09", dir=1)


@pytest.mark.parametrize("n,chosen", [(3, 1), (3, 2), (4, 3), (4, 1)])
def test_the_newcomer_chooses_whom_to_meet(n, chosen):
    s = _crowd(n)
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert {"type": "meet_whom", "seat": 0, "others": list(range(1, n))} in events
    assert not any(e["type"] in ("meeting", "drew") for e in events)
    assert s.phase == "arrive" and rules.current_seat(s) == 0
    assert rules.legal_actions(s) == [{"type": "meet_hero", "other": x} for x in range(1, n)]
    assert "chooses whom to meet" in rules.describe(s, events[-1])
    saved = rules.State.from_dict(s.to_dict())     # the choice survives a save
    assert rules.legal_actions(saved) == rules.legal_actions(s)
    events = _act(s, {"type": "meet_hero", "other": chosen})
    assert {"type": "meeting", "seat": 0, "other": chosen} in events
    assert s.phase == "meet" and s.meeting["d"] == chosen and s.pending is None
    assert not rules.invariant_problems(s)


def test_one_character_there_is_met_without_a_question():
    s = _crowd(2)
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert {"type": "meeting", "seat": 0, "other": 1} in events and s.phase == "meet"


def test_an_attacker_waiting_for_its_second_round_is_not_offered():
    """Seat 1 stepped onto seat 2's field and left it be: their meeting waits for seat
    2's answer. Seat 0 arriving next meets seat 2, the one who was there, at once."""
    s = _crowd(3)
    s = edit(s, lambda d: d.update(meetings=[{"a": 1, "d": 2, "field": "o10", "round": 2,
                                              "actor": 1, "tried": [], "struggle": False}]))
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert {"type": "meeting", "seat": 0, "other": 2} in events
    assert not any(e["type"] == "meet_whom" for e in events)


def test_a_choice_not_offered_is_refused():
    s = _crowd(3)
    script(s, 1)
    _act(s, {"type": "roll"})
    for bad in ({"type": "meet_hero", "other": 0}, {"type": "draw", "pile": 0},
                {"type": "meet_hero", "other": 7}):
        with pytest.raises(rules.IllegalAction):
            rules.apply(s, bad)
    assert s.phase == "arrive"
