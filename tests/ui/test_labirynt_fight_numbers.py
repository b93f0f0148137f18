"""The fight and roll box's numbers, computed from a seat's view, are the rules' own: for
every fight and Encounter roll of many games (2-4 teams, each seat's view and the
table's), Strength per side and the Encounter total equal what the rules compute from the
state."""
import random

from hypothesis import given, settings, strategies as st

from games.labirynt import fighting, rules as R, turns
from games.labirynt.ui import fightview

COLOURS = ("blue", "yellow", "vermillion", "sky")


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 4))
def test_the_boxs_numbers_are_the_rules_numbers(seed, n):
    state = R.new_game([{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)], {}, seed)
    rng = random.Random(seed)
    fights = rolls = 0
    for _ in range(400):
        if R.is_over(state):
            break
        for seat in [None] + list(range(n)):
            view = R.view(state, seat)
            if state.combat and "kind" in state.combat:
                for side in ("attacker", "defender"):
                    assert fightview.strength(view, side) == fighting.strength(state, side)
                fights += 1
            if state.roll and state.roll["purpose"] == "encounter":
                assert fightview.encounter_total(view) == turns.encounter_total(state)
                rolls += 1
        R.apply(state, R.playout_policy(state, rng))
    assert rolls > 0
