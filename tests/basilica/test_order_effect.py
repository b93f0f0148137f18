"""``rules.order_has_effect``: whether an Order on a field would change anything if the seat
deciding carried it out now ("Wykonanie Rozkazu"; the eight Orders are the designed
completion, orders.yaml). Checked against what really happens on a copy of the position:
the table (cathedral, Builders, promotions, Scaffolding, Stained glass, Coins, advancement
tokens) changes for some legal way of taking it exactly when the function says so."""
import random

import pytest

from games.basilica import rules as R
from tests.basilica.test_orders import (DISMANTLE, DISMISS, GLASS, HIRE, PROMOTE, SHIFT, TAX,
                                        with_order)
from tests.basilica.test_rules import new


def table(state):
    """What an Order can change on the table."""
    return (sorted(map(tuple, state.cathedral)), sorted(map(tuple, state.builders)),
            sorted(map(tuple, state.promoted)), sorted(map(tuple, state.scaffolding)),
            sorted(map(tuple, state.stained_glass)), list(state.coins), list(state.advancement))


def changes_something(state, field) -> bool:
    """True if some legal action taking Order field ``field`` changes the table."""
    before = table(state)
    for action in R.legal_actions(state):
        if action["type"] == "order" and action["field"] == field:
            copy = R.clone(state)
            R.apply(copy, action)
            if table(copy) != before:
                return True
    return False


def test_order_has_effect_matches_what_the_order_does_in_random_games():
    seen = {True: set(), False: set()}
    for seed in range(12):
        rng, state = random.Random(seed), new(seed)
        while not R.is_over(state):
            if state.phase == "play":
                view = R.view(state, R.current_seat(state))
                for field, order in enumerate(view["order_fields"]):
                    said = R.order_has_effect(view, order)
                    assert said == changes_something(state, field), (seed, order, view)
                    seen[said].add(order)
            R.apply(state, rng.choice(R.legal_actions(state)))
    assert "tax" in seen[True] and "tax" in seen[False]
    assert len(seen[False]) >= 6                 # most Orders met without a target too


@pytest.mark.parametrize("tid", [HIRE, SHIFT, DISMISS, PROMOTE, GLASS, DISMANTLE])
def test_on_an_empty_plan_the_orders_on_the_cathedral_have_no_effect(tid):
    state = with_order(new(), tid)
    view = R.view(state, 0)
    assert R.order_has_effect(view, view["order_fields"][0]) is False


@pytest.mark.parametrize("coins,effect", [([1, 1], True), ([0, 2], True), ([2, 0], False)])
def test_tax_has_an_effect_while_the_opponent_has_a_coin(coins, effect):
    state = with_order(new(), TAX)
    state.coins = list(coins)
    assert R.order_has_effect(R.view(state, 0), "tax") is effect
