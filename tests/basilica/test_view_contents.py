"""What ``view()`` shows of a Basilica position, key by key, for a position set up by hand
(the expected values are the ones put there). Basilica hides nothing from one player that
the other may see: the seats' views and the table's (``seat=None``) are the same; the
stack shows only its size and the Order on its top token ("Przygotowania do rozgrywki"
step 5: the tokens lie Order side up), the Order fields only their Orders.
"""
import json

import pytest

from games.basilica import rules as R
from tests.basilica.test_orders import order, ready, with_order
from tests.basilica.test_rules import arrange, new


def position():
    """Turn 4, Bart's third action; 4 elements built, 3 Builders (Bart's promoted), a
    Scaffolding and a Stained glass, 1 scoring held, 2 tokens discarded."""
    state = arrange(new(), cathedral=[(0, 0, "g04"), (1, 0, "yb2"), (0, 1, "b04"), (2, 0, "g05")],
                    elements=["r04", "g06", "bg1"])
    with_order(state, "y02", 0)                       # shift
    with_order(state, "b05", 1)                       # dismantle
    with_order(state, "g02", 2, stack_top=["y03"])    # tax; dismiss on top of the stack
    for tid in ("g10", "rg2"):
        state.stack.remove(tid)
        state.discard.append(tid)
    state.builders = [[0, 0, 0], [0, 1, 1], [2, 0, 0]]
    state.promoted, state.advancement = [[0, 1]], [4, 3]
    state.scaffolding, state.stained_glass = [[1, 1]], [[1, 0]]
    state.coins, state.king = [0, 2], 5
    state.turn, state.actions_done, state.turn_number = 1, 2, 4
    state.scorings, state.totals = [{"areas": [], "points": [3, 1]}], [3, 1]
    assert R.invariant_problems(state) == []
    return state


EXPECTED = {
    "phase": "play", "turn": 1, "actions_done": 2, "last_build": None,
    "active": 1, "turn_number": 4, "exhaustions": 0, "winners": [],
    "cathedral": [[0, 0, "g04"], [1, 0, "yb2"], [0, 1, "b04"], [2, 0, "g05"]],
    "builders": [[0, 0, 0], [0, 1, 1], [2, 0, 0]],
    "element_fields": ["r04", "g06", "bg1"],
    "order_fields": ["shift", "dismantle", "tax"],
    "stack": 58 - 4 - 3 - 3 - 2, "discard": 2, "coins": [0, 2], "stack_top": "dismiss",
    "king": 5, "totals": [3, 1], "scorings": [{"areas": [], "points": [3, 1]}],
    "supply": [3, 4],                  # 5 playable Builders each, 2 and 1 on the cathedral
    "advancement": [4, 3], "promoted": [[0, 1]], "scaffolding": [[1, 1]],
    "stained_glass": [[1, 0]], "pending": None, "scoring": None,
}


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_every_seat_and_the_table_see_the_whole_position(seat):
    assert R.view(position(), seat) == EXPECTED


def test_the_view_is_json_and_a_copy():
    state = position()
    shown = R.view(state, None)
    assert json.loads(json.dumps(shown)) == EXPECTED
    shown["cathedral"][0][2] = "x"
    shown["builders"].clear()
    shown["coins"][0] = 9
    assert R.view(state, None) == EXPECTED


def test_the_element_side_of_stack_and_order_fields_is_never_shown():
    state = position()
    text = json.dumps(R.view(state, 0))
    for tid in state.stack + state.order_fields + state.discard:
        assert f'"{tid}"' not in text


def test_the_view_during_a_paid_order_offer_names_who_answers():
    """"Platne Rozkazy dla przeciwnika": the opponent decides, inside the active turn."""
    state = ready("y01")                               # hire
    R.apply(state, order(0, cell=[0, 0]))
    shown = R.view(state, 0)
    assert (shown["phase"], shown["turn"], shown["pending"]) == (
        "paid_offer", 1, {"order": "hire", "seat": 1})
    assert shown["builders"] == [[0, 0, 0]] and shown["supply"] == [4, 5]
    assert shown["actions_done"] == 0


def test_the_view_of_a_scoring_shows_its_breakdown():
    state = arrange(new(), cathedral=[(0, 0, "r04")], elements=["y04", "y01", "b04"])
    state.builders, state.king = [[0, 0, 1]], 4
    R.apply(state, {"type": "build", "field": 1, "x": 1, "y": 0})    # King to crown space 5
    shown = R.view(state, None)
    assert shown["phase"] == "scoring" and shown["king"] == 5
    assert shown["scoring"]["number"] == 1 and shown["scoring"]["interrupted"] is True
    assert shown["scoring"]["final"] is False
    assert shown["scoring"]["result"]["points"] == [0, 1]     # Bart's red area of 1
    assert shown["last_build"] is None


def test_last_build_is_shown_after_a_build():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, {"type": "build", "field": 2, "x": 0, "y": 3})
    assert R.view(state, 1)["last_build"] == [0, 3]


def test_the_view_names_the_active_seat_apart_from_the_one_answering():
    """During a Paid Order offer Bart answers (``turn``) inside Ola's turn (``active``),
    the seat whose panel is lit and whose actions are counted."""
    state = ready("y01")                               # hire
    R.apply(state, order(0, cell=[0, 0]))
    shown = R.view(state, None)
    assert (shown["turn"], shown["active"], shown["turn_number"]) == (1, 0, 1)
    R.apply(state, {"type": "pay"})
    assert (R.view(state, 1)["turn"], R.view(state, 1)["active"]) == (1, 0)


def test_the_view_of_a_game_ended_by_the_stack_shows_how_and_who_won():
    """"Wyczerpanie stosu": the second time the stack runs out the game ends after a
    final scoring; the view counts the exhaustions and names the winner, and no seat is
    active any more."""
    state = arrange(new(), cathedral=[(0, 0, "b05")], elements=["b04", "r04", "g04"])
    state.builders, state.exhaustions = [[0, 0, 1]], 1
    state.discard, state.stack = state.stack, []
    assert R.view(state, None)["exhaustions"] == 1
    R.apply(state, {"type": "build", "field": 0, "x": 1, "y": 0})
    shown = R.view(state, None)
    assert (shown["phase"], shown["exhaustions"], shown["winners"]) == ("scoring", 2, [])
    assert shown["active"] == 0
    R.apply(state, {"type": "score"})
    shown = R.view(state, 0)
    assert (shown["phase"], shown["winners"], shown["active"], shown["turn"]) == (
        "over", [1], None, None)
