"""Basilica's computer players (issue 11): a computer never spends an action on an Order
with no effect while an action with an effect exists (a playtester saw Normal take
"Shift, which has no effect now"), at every level and in the playout policy; ``has_effect``
tells exactly the actions that change nothing on the table; the quick playout policy
chooses exactly as valuing every legal action one by one does; the cathedral's shared
shape (areas, frontier, load-bearing elements) follows the cathedral as it changes.

Positions come from games played half by the playout policy and half at random, so they
hold Orders without a target (Dismiss, Shift and Promote with no Builder to act on, Hire
with every Builder out, Tax with no Coin to take, ...) next to actions with an effect."""
from __future__ import annotations

import random

import pytest

from games.basilica import cathedral, policy
from games.basilica import rules as R
from games.engine import bots

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]
# what lies on the table beyond the Order fields and the stack: what an action may change
TABLE = ("cathedral", "builders", "coins", "totals", "king", "advancement", "promoted",
         "scaffolding", "stained_glass", "element_fields")


def positions(seeds, every: int = 1):
    """Every ``every``-th position of games from ``seeds`` (the playout policy and
    uniformly random actions in turn), as independent copies."""
    for seed in seeds:
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        step = 0
        while not R.is_over(state):
            if step % every == 0:
                yield R.clone(state)
            legal = R.legal_actions(state)
            R.apply(state, R.playout_policy(state, rng) if rng.random() < 0.5
                    else rng.choice(legal))
            step += 1


def table(state) -> dict:
    saved = state.to_dict()
    return {key: saved[key] for key in TABLE}


def idle_and_busy(state) -> tuple[list[dict], list[dict]]:
    legal = R.legal_actions(state)
    return ([a for a in legal if not R.has_effect(state, a)],
            [a for a in legal if R.has_effect(state, a)])


def test_has_effect_is_false_exactly_for_an_order_that_changes_nothing_on_the_table():
    """Every legal action of 12 games, played on a copy: an Order that leaves the table as
    it was (only its token discarded and its field refilled, maybe a Paid Order offered)
    has no effect; every other action has one (a Build, a Builder, a redraw, an Order on a
    target, paying, declining, the markers moved)."""
    seen = {True: 0, False: 0}
    for state in positions(range(8)):
        for action in R.legal_actions(state):
            after = R.clone(state)
            R.apply(after, action)
            if action["type"] == "order":
                assert R.has_effect(state, action) == (table(after) != table(state)), action
            else:
                assert R.has_effect(state, action), action
            seen[R.has_effect(state, action)] += 1
    assert seen[False] > 150 and seen[True] > 1500


def test_useful_actions_leave_out_exactly_the_orders_without_effect_while_one_has_an_effect():
    found = 0
    for state in positions(range(20), every=3):
        idle, busy = idle_and_busy(state)
        useful = R.useful_actions(state)
        assert useful == (busy or idle)
        assert useful == [a for a in R.legal_actions(state) if a in useful]   # legal's order
        found += bool(idle and busy)
    assert found > 100


def test_the_playout_policy_never_takes_an_order_without_effect_while_an_action_has_one():
    """Tax with no Coin to take counts as no effect too (the policy once valued it like a
    Tax that takes one, above a Build that gains nothing)."""
    checked = 0
    for k, state in enumerate(positions(range(40))):
        if R.is_over(state):
            continue
        idle, busy = idle_and_busy(state)
        if idle and busy:
            choice = R.playout_policy(state, random.Random(k))
            assert R.has_effect(state, choice), (choice, state.to_dict())
            checked += 1
    assert checked > 700


@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_no_level_takes_an_order_without_effect_while_an_action_has_one(level):
    """At many positions of random games with an Order that can do nothing and other
    actions that can, each level's choice has an effect: the level's own budget at a few
    positions, a cut one (as ``tests/engine/test_bots.py`` does) at the rest."""
    checked = 0
    for k, state in enumerate(positions(range(10), every=5)):
        if R.is_over(state):
            continue
        idle, busy = idle_and_busy(state)
        if not (idle and busy):
            continue
        seat = R.current_seat(state)
        iterations = None if checked % 12 == 0 else 8
        choice = bots.choose(R, state, seat, level, seed=k, iterations=iterations)
        assert R.has_effect(state, choice), (level, choice, state.to_dict())
        checked += 1
    assert checked > 30


def reference_policy(state, rng) -> dict:
    """The playout policy written plainly: every legal action valued by itself (the
    policy's own ``_Board.value``), one draw of ``rng`` per action in the legal order."""
    legal = R.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    board = policy._Board(state, R.current_seat(state))
    best, chosen = None, None
    for action in legal:
        value = board.value(action) + rng.random() * policy._NOISE
        if best is None or value > best:
            best, chosen = value, action
    return chosen


def test_the_quick_playout_policy_chooses_as_valuing_every_legal_action_does():
    """The policy builds the legal actions itself from what it read once (for speed);
    they must be the legal ones, in their order, valued alike: the same choice for the
    same draws, at every position of 30 games."""
    checked = 0
    for k, state in enumerate(positions(range(30))):
        if R.is_over(state):
            continue
        assert R.playout_policy(state, random.Random(k)) == \
            reference_policy(state, random.Random(k))
        checked += 1
    assert checked > 2000


def test_the_cathedral_shape_follows_the_cathedral_as_it_changes_in_place():
    """The shape is shared per cathedral: a cathedral changed in place (an element added,
    one taken away) gets its own, and every reader sees the cathedral as it is now."""
    state = R.new_game(PLAYERS, {}, 1)
    empty = R.frontier(state)
    assert empty == [(0, y) for y in range(5)]
    tid = state.element_fields[0]
    state.cathedral.append([0, 2, tid])
    assert (1, 2) in R.frontier(state) and (0, 2) not in R.frontier(state)
    assert cathedral.shape(state).grid == state.grid()
    build = {"type": "build", "field": 1, "x": 1, "y": 2}
    assert (build in R.legal_actions(state)) == (
        R.placement_problem(state, state.element_fields[1], 1, 2) is None)
    state.cathedral.pop()
    assert R.frontier(state) == empty
    assert cathedral.shape(state).grid == {}


def test_the_cathedral_shape_gives_what_is_worked_out_without_it():
    """Areas, frontier and load-bearing elements from the shared shape equal those worked
    out afresh (``areas``, ``frontier`` on a given grid, ``orders.load_bearing``), at
    positions of 10 games."""
    from games.basilica import orders
    for state in positions(range(10), every=5):
        found = cathedral.shape(state)
        grid = state.grid()
        assert found.grid == grid and list(found.cells) == sorted(grid)
        assert list(found.frontier) == R.frontier(state, grid) == R.frontier(state)
        assert sorted((colour, sorted(cells)) for colour, cells in found.areas) == sorted(
            (a["colour"], [tuple(c) for c in a["cells"]]) for a in R.areas(state))
        for index, (colour, cells) in enumerate(found.areas):
            assert all(index in found.area_at[c] and found.colour_area[(c, colour)] == index
                       for c in cells)
        assert orders._bearing(state) == orders.load_bearing(grid)
