"""``rules.cell_refusal``: why a click on a Plan cell does nothing, from the view alone
(the board never reads the rules state). "Rozbudowa Katedry" for building, the designed
completion's eight Orders (``orders.yaml``) for their targets. The reasons in the examples
are written out by hand; the properties check "no reason" against the legal moves of the
true state."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from games.basilica import rules as R
from tests.basilica.test_hidden import random_state
from tests.basilica.test_orders import HIRE, SHIFT, TAX, ready
from tests.basilica.test_rules import arrange, new

ORDERS = sorted(R.load_content().orders)


def cells_around(state):
    """Every cell of the Plan near the cathedral, and a few outside it."""
    far = max([x for x, _, _ in state.cathedral] + [0]) + 3
    return [(x, y) for x in range(-1, far) for y in range(-1, 6)]


def is_sentence(text):
    return isinstance(text, str) and text[:1].isupper() and text.endswith(".")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 250))
def test_a_build_is_refused_exactly_off_its_legal_cells(seed, steps):
    state = random_state(seed, steps)
    shown = R.view(state, R.current_seat(state))
    for field, tid in enumerate(state.element_fields):
        if tid is None:
            continue
        legal = set(R.legal_cells(state, field))
        for cell in cells_around(state):
            reason = R.cell_refusal(shown, cell, element=tid)
            assert (reason is None) == (cell in legal), (cell, reason)
            assert reason is None or is_sentence(reason)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 250))
def test_an_order_target_is_refused_exactly_off_its_targets(seed, steps):
    """Every Order, for the seat deciding (also the opponent carrying out a Paid Order):
    no reason exactly on a target of the true state; Shift's first click on a Builder
    that can move, its second on where that Builder may go."""
    state = random_state(seed, steps)
    seat = R.current_seat(state)
    if seat is None:
        return
    shown = R.view(state, seat)
    for order in ORDERS:
        targets = R.order_targets(state, order, seat)
        for cell in cells_around(state):
            reason = R.cell_refusal(shown, cell, order=order)
            if order == "shift":
                ok = any(t["cell"] == list(cell) for t in targets)
            else:
                ok = {"cell": list(cell)} in targets
            assert (reason is None) == ok, (order, cell, reason)
            assert reason is None or is_sentence(reason)
        for start in {tuple(t["cell"]) for t in targets} if order == "shift" else ():
            for cell in cells_around(state):
                reason = R.cell_refusal(shown, cell, order="shift", shift_from=start)
                ok = {"cell": list(start), "to": list(cell)} in targets
                assert (reason is None) == ok, (start, cell, reason)


def test_the_reasons_a_player_reads():
    state = arrange(new(), cathedral=[(0, 0, "y04"), (1, 0, "br2")],
                    elements=["rg2", "b04", "r04"])
    shown = R.view(state, 0)
    assert R.cell_refusal(shown, (2, 0), element="rg2") == "A Joker may not touch another Joker."
    assert R.cell_refusal(shown, (0, 0), element="b04") == "An element is already built there."
    assert R.cell_refusal(shown, (3, 3), element="b04") == (
        "An element must touch a built element or a socket by a side.")
    assert R.cell_refusal(shown, (0, 5), element="b04") == "That cell is outside the Cathedral Plan."
    assert R.cell_refusal(shown, (0, 1), element="b04") is None
    assert R.cell_refusal(shown, (0, 1)) == "Nothing to do on the cathedral now."
    assert R.cell_refusal(shown, (0, 1), order="tax") == "Tax has no target now."
    assert R.cell_refusal(shown, (0, 0), order="shift") == "Shift has no target now."


def test_the_reasons_of_hire_and_shift_for_the_seat_deciding():
    state = ready(HIRE)
    state.builders = [[0, 0, 1]]
    shown = R.view(state, 0)
    assert R.cell_refusal(shown, (0, 0), order="hire") == (
        "That element already has a Builder (never two on one element).")
    assert R.cell_refusal(shown, (4, 4), order="hire") == (
        "Hire puts the Builder on a built element: there is none there.")
    state = ready(SHIFT)
    state.builders = [[0, 0, 1], [1, 0, 0]]
    shown = R.view(state, 0)
    assert R.cell_refusal(shown, (0, 0), order="shift") == "That Builder is not yours."
    assert R.cell_refusal(shown, (1, 0), order="shift") is None
    assert R.cell_refusal(shown, (3, 0), order="shift", shift_from=(1, 0)) == (
        "A Builder shifts only to an element touching its own by a side.")


def test_the_reason_does_not_depend_on_the_hidden_tokens():
    """Two positions that differ only in what nobody sees (the stack's order, the element
    sides under the Orders) give the same reasons."""
    state = random_state(11, 60)
    other = R.determinize(state, None, random.Random(5))
    assert other.stack != state.stack
    a, b = R.view(state, None), R.view(other, None)
    for order in ORDERS:
        for cell in cells_around(state):
            assert R.cell_refusal(a, cell, order=order) == R.cell_refusal(b, cell, order=order)


def test_area_worth_and_the_next_crown_space():
    """Designed completion: an area is worth its size plus 2 per Stained glass; the crown
    spaces of the track are 5, 10 and 15."""
    assert [R.area_worth(3, 0), R.area_worth(3, 1), R.area_worth(1, 2)] == [3, 5, 5]
    assert [R.next_crown_space(k) for k in (0, 4, 5, 9, 14, 15, 20)] == [5, 5, 10, 10, 15,
                                                                        None, None]
