"""Basilica actions that are not actions: any malformed variant of a legal action (the
wrong kind of value, an unhashable one, a key missing or extra, a ``type`` that names
nothing) is refused with ``IllegalAction`` and a true reason, leaving the state as it
was. Also: the reason given for a target that is refused is true (it agrees with
``order_targets``), and two equal positions play on identically."""
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.basilica import orders
from games.basilica import rules as R
from games.engine.protocol import IllegalAction
from tests.basilica.test_orders import DISMANTLE, ready
from tests.basilica.test_rules import arrange, build, new, unchanged

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]
ROOT = Path(__file__).resolve().parents[2]


def _states(games=5, every=9):
    """Positions from random games, every ``every``-th step and each first one of a
    phase, as ``(state dict, legal actions)``."""
    found, phases = [], set()
    for seed in range(games):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        step = 0
        while not R.is_over(state):
            legal = R.legal_actions(state)
            if step % every == 0 or state.phase not in phases:
                phases.add(state.phase)
                found.append((state.to_dict(), legal))
            R.apply(state, rng.choice(legal))
            step += 1
    assert phases == {"play", "paid_offer", "paid_order", "scoring"}
    return found


STATES = _states()
WRONG_KINDS = ["1", 1.0, True, None, [1], {"v": 1}, [[0, 0]], -0.0]
WRONG_CELLS = [[0, 0, 0], [0.0, 0], [True, 0], "0,0", [0], {"x": 0, "y": 0}, [[0], 0], None]


def _variants(action):
    """Malformed copies of ``action``: ``(variant, a fragment its reason must hold)``."""
    for kind in (["build"], {"type": "build"}, 5, None, "Build", "", action["type"] + "s"):
        yield {**action, "type": kind}, "action"
    yield {k: v for k, v in action.items() if k != "type"}, "\"type\""
    yield {**action, "colour": "red"}, "'colour'"
    yield {**action, ("x",): 1}, "('x',)"
    for key, value in action.items():
        if key == "type":
            continue
        yield {k: v for k, v in action.items() if k != key}, repr(key)
        wrong = WRONG_CELLS if key in ("cell", "to") else WRONG_KINDS
        for bad in wrong:
            yield {**action, key: bad}, ""


def _reason_ok(reason, fragment):
    return isinstance(reason, str) and reason.strip() and fragment in reason


@pytest.mark.parametrize("index", range(0, len(STATES), max(1, len(STATES) // 24)))
def test_malformed_variants_of_every_legal_action_are_refused_unchanged(index):
    d, legal = STATES[index]
    state = R.State.from_dict(d)
    for action in legal[:25]:
        for variant, fragment in _variants(action):
            if variant in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                R.apply(state, variant)
            assert _reason_ok(info.value.reason, fragment), (variant, info.value.reason)
            assert state.to_dict() == d, variant
    R.apply(state, legal[0])                         # and it plays on


def test_not_even_a_dict_is_refused():
    state = new()
    for thing in (None, "build", ["build"], 3, ("type", "build")):
        assert unchanged(state, thing) == 'An action is a set of named values with a "type".'


def test_true_reasons_for_keys_and_kinds():
    """Malformed actions get the rule kit's sentences (``rules.ACTIONS``); a well-formed
    one the rules' own."""
    state = arrange(new(), elements=["y04", "b04", "r04"])
    assert unchanged(state, {"type": "build", "field": 0, "x": 0}) == (
        "The build action needs 'y': a row of the Plan (a whole number).")
    assert unchanged(state, {"type": "build", "field": 0, "x": 0, "y": 0, "z": 1}) == (
        "The build action takes no 'z'.")
    assert unchanged(state, {"type": "build", "field": True, "x": 0, "y": 0}) == (
        "The build action's 'field' should be an element field, counted from 0 (a whole "
        "number).")
    assert unchanged(state, {"type": "build", "field": 3, "x": 0, "y": 0}) == (
        "There is no such element field.")
    assert unchanged(state, {"type": "build", "field": 0, "x": 0.0, "y": 0}) == (
        "The build action's 'x' should be a column of the Plan (a whole number).")
    assert unchanged(state, {"type": ["build"]}).startswith("Unknown action that: the actions")
    assert unchanged(state, {"type": "place_builder", "x": 0}) == (
        "The place builder action takes no 'x'.")
    state = ready(DISMANTLE)
    assert unchanged(state, {"type": "order", "field": 0, "cell": [0, 0], "to": [1, 0]}) == (
        "Dismantle takes 'cell'.")
    assert unchanged(state, {"type": "order", "field": 0, "cell": [0.0, 0]}) == (
        "The order action's 'cell' should be a cell [x, y] of the Plan (two whole numbers).")
    assert unchanged(state, {"type": "order", "field": 0, "cell": [True, 0]}).startswith(
        "The order action's 'cell' should be a cell")
    assert unchanged(state, {"type": "order", "field": "0"}).startswith(
        "The order action's 'field' should be an Order field")
    assert unchanged(state, {"type": "order", "field": 3}) == "There is no such Order field."


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 8) | st.floats(-2, 8)
    | st.sampled_from(["build", "order", "pay", "decline", "score", "redraw", "paid_order",
                       "place_builder", "cell", "to", ""]),
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner)
    | st.dictionaries(st.sampled_from(["type", "field", "x", "y", "cell", "to"]), inner,
                      max_size=4),
    max_leaves=10)


@settings(max_examples=250, deadline=None)
@given(index=st.integers(0, len(STATES) - 1), action=JSON)
def test_anything_at_all_is_refused_with_illegal_action_or_is_legal(index, action):
    d, legal = STATES[index]
    state = R.State.from_dict(d)
    try:
        R.apply(state, action)
    except IllegalAction as exc:
        assert isinstance(exc.reason, str) and exc.reason
        assert state.to_dict() == d
        return
    normal = {k: list(v) if isinstance(v, tuple) else v for k, v in action.items()}
    assert normal in legal
    assert R.invariant_problems(state) == []
    json.dumps(state.to_dict())                     # still exact JSON, no tuple nor float


# ----------------------------------------------------------------- true target reasons

def _targets_of(state, order, seat):
    grid = state.grid()
    width = max([x for x, _ in grid] + [c[0] for c in state.scaffolding] + [0]) + 3
    cells = [[x, y] for x in range(width) for y in range(R.load_content().numbers.plan_rows)]
    if order == "shift":
        return [{"cell": c, "to": [c[0] + dx, c[1] + dy]} for c in cells
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (2, 0))]
    return [{"cell": c} for c in cells]


def test_a_refused_target_gets_a_reason_exactly_when_it_is_no_target():
    """``target_problem`` is None exactly for ``order_targets``, for every Order, both
    seats, every cell around the cathedral, in positions of random games."""
    checked = 0
    for d, _legal in STATES[::4]:
        state = R.State.from_dict(d)
        for order in R.load_content().orders:
            if order == "tax":
                continue
            for seat in (0, 1):
                targets = R.order_targets(state, order, seat)
                for target in _targets_of(state, order, seat):
                    problem = orders.target_problem(state, order, seat, target)
                    assert (problem is None) == (target in targets), (order, seat, target, problem)
                    checked += 1
    assert checked > 10000


# Dismantle: a row-0 and row-1 block (the sockets' column 0 is x = 0).
#   row 0:  g04 g05 g06
#   row 1:  r07 r08
#   row 2:  b07
BLOCK = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (0, 1, "r07"), (1, 1, "r08"),
         (0, 2, "b07")]


def test_dismantle_says_why_an_element_cannot_be_taken():
    state = ready(DISMANTLE, cathedral=BLOCK, builders=[(2, 0, 1)])
    assert unchanged(state, {"type": "order", "field": 0, "cell": [2, 0]}) == (
        "That element holds a Builder: only an element without one can be Dismantled.")
    assert unchanged(state, {"type": "order", "field": 0, "cell": [3, 3]}) == (
        "Nothing to Dismantle there: no element and no Scaffolding.")
    chain = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (2, 1, "g07")]
    state = ready(DISMANTLE, cathedral=chain)
    assert unchanged(state, {"type": "order", "field": 0, "cell": [2, 0]}) == (
        "Taking that element away would cut part of the cathedral off from the sockets.")


def test_dismantle_the_sockets_side_is_no_open_edge():
    """An element in column 0 with elements on its three other sides is inside the
    cathedral: the socket beside it is not an open edge, so it cannot be Dismantled
    (designed completion: "from the edge of the cathedral"), although taking it would cut
    nothing off."""
    block = [(0, 1, "g04"), (0, 2, "g05"), (0, 3, "g06"), (1, 2, "r07"), (1, 1, "r08")]
    state = ready(DISMANTLE, cathedral=block)
    assert {"cell": [0, 2]} not in R.order_targets(state, "dismantle", 0)
    assert unchanged(state, {"type": "order", "field": 0, "cell": [0, 2]}).startswith(
        "That element is not on the edge of the cathedral")
    assert {"cell": [0, 1]} in R.order_targets(state, "dismantle", 0)   # open above


# ----------------------------------------------------------------- equal positions

def _reordered(value):
    """``value`` with every dict's keys in reverse order (equal as data)."""
    if isinstance(value, dict):
        return {k: _reordered(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [_reordered(v) for v in value]
    return value


def test_two_equal_positions_play_on_identically():
    for d, _legal in STATES[::8]:
        a, b = R.State.from_dict(d), R.State.from_dict(_reordered(d))
        rng = random.Random(len(d["stack"]))
        for _ in range(100):
            if R.is_over(a):
                break
            legal = R.legal_actions(a)
            assert R.legal_actions(b) == legal
            action = legal[rng.randrange(len(legal))]
            assert R.apply(a, action) == R.apply(b, dict(reversed(list(action.items()))))
            assert a.to_dict() == b.to_dict()


GAME = """
import hashlib, json, random
from games.basilica import rules as R
out = []
for seed in range(4):
    rng, s = random.Random(seed), R.new_game([{"name": "A", "colour": "red"},
                                              {"name": "B", "colour": "blue"}], {}, seed)
    while not R.is_over(s):
        legal = R.legal_actions(s)
        out.append(R.apply(s, legal[rng.randrange(len(legal))]))
    out.append(s.to_dict())
print(hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest())
"""


def test_games_do_not_depend_on_string_hashing():
    """The same seeds and choices give the same games under different hash seeds (no
    set or dict order of strings feeds a shuffle or the order of the legal actions)."""
    digests = set()
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", GAME], cwd=ROOT, env=env, text=True,
                             capture_output=True, timeout=300)
        assert run.returncode == 0, run.stderr
        digests.add(run.stdout.strip())
    assert len(digests) == 1
