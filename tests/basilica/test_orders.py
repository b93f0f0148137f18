"""Basilica Orders and Paid Orders through the public API.

Rulebook sections (../shared/rulebooks/basilica.pl.txt, read with basilica-notes.md):
"Akcja: Wykonanie Rozkazu" (take an Order token, carry it out once, discard it, refill the
field from the stack) and "Platne Rozkazy dla przeciwnika" (the opponent may pay 1 Coin
to carry out the Paid Order, after the Order, costing none of their actions). The eight
Orders themselves are the notes' designed completion (data/basilica/orders.yaml).
Order tokens used: hire y01, shift y02, dismiss y03, promote b02, scaffold b03,
stained_glass b04, dismantle b05, tax b06.
"""
import json
import random

import pytest

from games.basilica import rules as R
from tests.basilica.test_rules import arrange, build, new, unchanged

HIRE, SHIFT, DISMISS, PROMOTE = "y01", "y02", "y03", "b02"
SCAFFOLD, GLASS, DISMANTLE, TAX = "b03", "b04", "b05", "b06"
# a row-0 strip of plain elements (none of them an Order token above)
STRIP = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (0, 1, "r07")]


def green(state):
    """The scoring of STRIP's green area (0, 0)-(2, 0)."""
    return next(a for a in R.score_areas(state)["areas"] if a["colour"] == "green")


def with_order(state, tid, i=0, stack_top=()):
    """Put token ``tid`` on Order field ``i`` (its old token goes under the stack) and
    ``stack_top`` on top of the stack, keeping all 58 tokens."""
    for pile in (state.stack, state.discard):
        if tid in pile:
            pile.remove(tid)
    if tid in state.element_fields:
        j = state.element_fields.index(tid)
        state.element_fields[j] = state.stack.pop(0)
    if tid in state.order_fields:
        j = state.order_fields.index(tid)
        state.order_fields[j] = state.stack.pop(0)
    state.stack.insert(0, state.order_fields[i])
    state.order_fields[i] = tid
    for top in stack_top:
        state.stack.remove(top)
        state.stack.append(top)
    assert R.invariant_problems(state) == []
    return state


def order(i=0, **target):
    return {"type": "order", "field": i, **target}


def ready(tid, cathedral=STRIP, builders=(), stack_top=()):
    state = arrange(new(), cathedral=cathedral)
    state.builders = [list(b) for b in builders]
    return with_order(state, tid, stack_top=stack_top)


# ----------------------------------------------------------------- Wykonanie Rozkazu

def test_wykonanie_rozkazu_discards_the_token_and_refills_from_the_stack():
    state = ready(GLASS, stack_top=["r09"])
    events = R.apply(state, order(0, cell=[1, 0]))
    assert state.discard == [GLASS] and state.order_fields[0] == "r09"
    assert state.actions_done == 1 and R.current_seat(state) == 0
    assert [e["type"] for e in events] == ["order", "draw"]
    assert R.describe(state, events[0]) == "Ola carries out Stained glass at row 1, column 2."
    assert R.invariant_problems(state) == []


def test_an_order_is_an_action_and_place_builder_only_follows_a_build():
    state = ready(GLASS)
    R.apply(state, build(1, 3, 0))                     # refills element and Order field 1
    R.apply(state, order(0, cell=[0, 0]))
    assert {"type": "place_builder"} not in R.legal_actions(state)     # "tylko bezposrednio"
    R.apply(state, build(2, 1, 1))                                    # third action
    assert R.current_seat(state) == 1 and state.actions_done == 0


def test_an_order_with_a_target_needs_one_and_a_bad_one_is_refused():
    state = ready(GLASS)
    assert unchanged(state, order(0)) == "Stained glass takes 'cell'."
    assert unchanged(state, order(0, cell=[5, 4])) == (
        "Stained glass goes on a built element: there is none there.")
    assert unchanged(state, order(3, cell=[0, 0])) == "There is no such Order field."


def test_an_order_without_any_target_is_taken_for_no_effect():
    state = ready(DISMISS)                                            # no opposing Builders
    assert order(0) in R.legal_actions(state)
    events = R.apply(state, order(0))
    assert events[0]["effect"] is False and state.discard == [DISMISS]
    assert R.describe(state, events[0]) == "Ola takes Dismiss, which has no effect now."
    assert state.actions_done == 1


# ----------------------------------------------------------------- the eight Orders

def test_hire_puts_a_builder_from_supply_on_an_element_without_one():
    state = ready(HIRE, builders=[(0, 0, 1)])
    state.coins = [1, 0]                                              # no Paid Order offer
    assert unchanged(state, order(0, cell=[0, 0])) == (                       # taken
        "That element already has a Builder (never two on one element).")
    R.apply(state, order(0, cell=[2, 0]))
    assert [2, 0, 0] in state.builders and state.phase == "play"


def test_hire_has_no_target_with_five_builders_in_play():
    cathedral = [(x, 0, t) for x, t in enumerate(["g04", "g05", "g06", "g07", "g08", "g09"])]
    state = ready(HIRE, cathedral=cathedral, builders=[(x, 0, 0) for x in range(5)])
    assert R.order_targets(state, "hire", 0) == []
    assert order(0) in R.legal_actions(state)


def test_shift_moves_your_builder_to_a_side_adjacent_free_element_with_its_promotion():
    state = ready(SHIFT, builders=[(0, 0, 0), (2, 0, 1)])
    state.promoted, state.advancement = [[0, 0]], [3, 4]
    state.coins = [1, 0]
    targets = R.order_targets(state, "shift", 0)
    assert {"cell": [0, 0], "to": [1, 0]} in targets and {"cell": [0, 0], "to": [0, 1]} in targets
    assert unchanged(state, order(0, cell=[0, 0], to=[2, 0])) == (
        "A Builder shifts only to an element touching its own by a side.")
    assert unchanged(state, order(0, cell=[2, 0], to=[1, 0])) == "That Builder is not yours."
    events = R.apply(state, order(0, cell=[0, 0], to=[1, 0]))
    assert sorted(state.builders) == [[1, 0, 0], [2, 0, 1]] and state.promoted == [[1, 0]]
    assert R.describe(state, events[0]) == (
        "Ola carries out Shift at row 1, column 1 to row 1, column 2.")
    assert R.invariant_problems(state) == []


def test_dismiss_returns_an_unpromoted_opposing_builder_only():
    state = ready(DISMISS, builders=[(0, 0, 1), (1, 0, 1), (2, 0, 0)])
    state.promoted, state.advancement = [[1, 0]], [4, 3]
    assert R.order_targets(state, "dismiss", 0) == [{"cell": [0, 0]}]
    assert unchanged(state, order(0, cell=[1, 0])) == "A promoted Builder cannot be Dismissed."
    assert unchanged(state, order(0, cell=[2, 0])) == (
        "That Builder is yours: Dismiss returns an opposing one.")
    R.apply(state, order(0, cell=[0, 0]))
    assert sorted(state.builders) == [[1, 0, 1], [2, 0, 0]]


def test_promote_uses_an_advancement_token_and_counts_two():
    state = ready(PROMOTE, builders=[(0, 0, 0), (1, 0, 1)])
    assert R.order_targets(state, "promote", 0) == [{"cell": [0, 0]}]
    assert green(state)["points"] == [1, 1]                           # green 3: tie, 1 each
    R.apply(state, order(0, cell=[0, 0]))
    assert state.promoted == [[0, 0]] and state.advancement == [3, 4]
    assert green(state)["strength"] == [2, 1] and green(state)["points"] == [3, 0]
    state.advancement = [0, 4]
    state.promoted = []
    assert R.order_targets(state, "promote", 0) == []                 # no token left


def test_scaffold_blocks_an_empty_frontier_cell_for_building():
    state = ready(SCAFFOLD)
    state.coins = [1, 0]
    assert {"cell": [3, 0]} in R.order_targets(state, "scaffold", 0)
    assert {"cell": [5, 0]} not in R.order_targets(state, "scaffold", 0)   # not next to it
    R.apply(state, order(0, cell=[3, 0]))
    assert state.scaffolding == [[3, 0]]
    assert (3, 0) not in R.legal_cells(state, 0)
    assert unchanged(state, build(0, 3, 0)).startswith("Scaffolding stands there")
    assert {"cell": [3, 0]} not in R.order_targets(state, "scaffold", 0)


def test_scaffold_never_covers_the_last_free_frontier_cell():
    """Designed fix (components.yaml, scaffold_keeps_free): 8 Scaffolding tokens against
    the 5 cells beside the sockets must not wall the cathedral in."""
    state = R.new_game([{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}],
                       {}, 1)
    state.scaffolding = [[0, 0], [0, 1], [0, 2]]           # empty cathedral: 5 frontier cells
    assert R.order_targets(state, "scaffold", 0) == [{"cell": [0, 3]}, {"cell": [0, 4]}]
    state.scaffolding.append([0, 3])
    assert R.order_targets(state, "scaffold", 0) == []     # [0, 4] is the last free one
    assert any(R.legal_cells(state, i) for i in range(3))


def test_stained_glass_one_per_element_scores_two_for_the_area_winner():
    state = ready(GLASS, builders=[(1, 0, 0)])
    R.apply(state, order(0, cell=[1, 0]))
    assert state.stained_glass == [[1, 0]]
    assert {"cell": [1, 0]} not in R.order_targets(state, "stained_glass", 0)
    assert green(state)["glass"] == 1 and green(state)["points"] == [3 + 2, 0]


def test_dismantle_removes_an_edge_element_keeping_the_rest_connected():
    cathedral = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (1, 1, "r07")]
    state = ready(DISMANTLE, cathedral=cathedral, builders=[(2, 0, 1)])
    state.stained_glass = [[1, 1]]
    cells = [t["cell"] for t in R.order_targets(state, "dismantle", 0)]
    assert [0, 0] not in cells            # (1, 0) and (2, 0) would lose the sockets
    assert [1, 0] not in cells and [2, 0] not in cells                # a link / a Builder
    assert [1, 1] in cells
    R.apply(state, order(0, cell=[1, 1]))
    assert [1, 1, "r07"] not in state.cathedral and "r07" in state.discard
    assert state.stained_glass == []                                  # back to supply
    assert len(R.token_locations(state)) == 58 and R.invariant_problems(state) == []


def test_dismantle_removes_a_scaffolding_token():
    state = ready(DISMANTLE)
    state.scaffolding = [[3, 0]]
    R.apply(state, order(0, cell=[3, 0]))
    assert state.scaffolding == [] and (3, 0) in R.legal_cells(state, 0)


def test_tax_takes_the_opponents_coin_or_has_no_effect():
    state = ready(TAX)
    R.apply(state, order(0))
    assert state.coins == [2, 0]
    state = ready(TAX)
    state.coins = [2, 0]
    assert R.order_targets(state, "tax", 0) == []
    assert R.apply(state, order(0))[0]["effect"] is False and state.coins == [2, 0]
    state = ready(TAX)
    state.coins = [0, 0]                                              # both Coins in the supply
    R.apply(state, order(0))
    assert state.coins == [1, 0]


# ----------------------------------------------------------------- Platne Rozkazy

def test_paid_order_offer_pay_then_carry_out_and_back_to_the_active_player():
    state = ready(HIRE)
    events = R.apply(state, order(0, cell=[0, 0]))
    assert events[-1] == {"type": "paid_offer", "seat": 1, "order": "hire"}
    assert R.describe(state, events[-1]) == "Bart may pay 1 Coin to also carry out Hire."
    assert R.current_seat(state) == 1 and state.actions_done == 0
    assert R.legal_actions(state) == [{"type": "pay"}, {"type": "decline"}]
    assert unchanged(state, build(0, 3, 0)).startswith("First answer the Paid Order")
    pay = R.apply(state, {"type": "pay"})
    assert state.coins == [2, 0] and state.phase == "paid_order"
    assert R.describe(state, pay[0]) == "Bart pays 1 Coin to Ola for the Paid Order."
    assert {"type": "paid_order", "cell": [0, 0]} not in R.legal_actions(state)
    done = R.apply(state, {"type": "paid_order", "cell": [1, 0]})
    assert [1, 0, 1] in state.builders and state.phase == "play" and state.pending is None
    assert R.current_seat(state) == 0 and state.actions_done == 1     # none of Bart's actions
    assert R.describe(state, done[0]) == (
        "Bart carries out the Paid Order Hire at row 1, column 2.")
    assert R.invariant_problems(state) == []


def test_paid_order_declined_costs_nothing():
    state = ready(SCAFFOLD)
    R.apply(state, order(0, cell=[3, 0]))
    events = R.apply(state, {"type": "decline"})
    assert events[0]["type"] == "decline" and state.coins == [1, 1]
    assert R.current_seat(state) == 0 and state.actions_done == 1 and state.phase == "play"


def test_paid_order_on_the_third_action_then_the_turn_passes():
    state = ready(SHIFT, cathedral=STRIP + [(3, 0, "g07")], builders=[(0, 0, 0), (2, 0, 1)])
    state.actions_done = 2
    R.apply(state, order(0, cell=[0, 0], to=[1, 0]))
    R.apply(state, {"type": "pay"})
    assert R.legal_actions(state) == [{"type": "paid_order", "cell": [2, 0], "to": [3, 0]}]
    events = R.apply(state, R.legal_actions(state)[0])
    assert events[-1]["type"] == "turn_end" and R.current_seat(state) == 1
    assert state.coins == [2, 0] and sorted(state.builders) == [[1, 0, 0], [3, 0, 1]]


def test_no_paid_order_offer_without_a_coin_or_a_target_or_a_paid_order():
    state = ready(HIRE)
    state.coins = [2, 0]
    R.apply(state, order(0, cell=[0, 0]))
    assert state.phase == "play" and state.actions_done == 1
    state = ready(SHIFT, builders=[(0, 0, 0)])                        # Bart has no Builder
    R.apply(state, order(0, cell=[0, 0], to=[1, 0]))
    assert state.phase == "play"
    state = ready(GLASS)                                              # no Paid Order
    R.apply(state, order(0, cell=[0, 0]))
    assert state.phase == "play"


def test_save_and_load_during_a_paid_order_prompt():
    state = ready(HIRE)
    R.apply(state, order(0, cell=[0, 0]))
    for step in ({"type": "pay"}, {"type": "paid_order", "cell": [2, 0]}):
        again = R.State.from_dict(json.loads(json.dumps(state.to_dict())))
        assert again.to_dict() == state.to_dict()
        assert R.legal_actions(again) == R.legal_actions(state)
        assert R.view(again, 0)["pending"] == {"order": "hire", "seat": 1}
        R.apply(state, step)
    assert R.view(state, 1)["pending"] is None


def test_damaged_paid_order_save_is_refused():
    d = ready(GLASS).to_dict()
    d["phase"], d["pending"] = "paid_offer", {"order": "stained_glass", "seat": 1}
    with pytest.raises(ValueError, match="Paid Order"):
        R.State.from_dict(d)


# ----------------------------------------------------------------- random games

def test_random_games_carry_out_every_order_and_paid_order():
    seen = set()
    for seed in range(40):
        state, rng = new(seed), random.Random(seed)
        while not R.is_over(state):
            acts = R.legal_actions(state)
            assert acts, "a state without a legal action"
            for event in R.apply(state, rng.choice(acts)):
                if event["type"] in ("order", "paid_order") and event.get("effect", True):
                    seen.add((event["type"], event["order"]))
                seen.add(event["type"])
            assert R.invariant_problems(state) == []
    orders = set(R.load_content().orders)
    assert {o for kind, o in (s for s in seen if isinstance(s, tuple))
            if kind == "order"} == orders
    assert {("paid_order", o) for o in ("hire", "shift", "scaffold")} <= seen
    assert {"paid_offer", "pay", "decline"} <= seen


def test_the_three_example_turns_of_przebieg_rozgrywki():
    """basilica-notes.md "Przebieg rozgrywki": "Build, Order, Build · Order, Order, Build ·
    Build, Place a Builder, Order" are each a full turn of exactly three actions."""
    turns = [["build", "order", "build"], ["order", "order", "build"],
             ["build", "place_builder", "order"]]
    for seed, kinds in enumerate(turns):
        state = with_order(arrange(new(seed), cathedral=STRIP), GLASS)
        seat = state.turn
        for n, kind in enumerate(kinds):
            assert R.current_seat(state) == seat and state.actions_done == n
            legal = [a for a in R.legal_actions(state) if a["type"] == kind]
            assert legal, f"turn {kinds}: no {kind} at action {n + 1}"
            events = R.apply(state, legal[0])
            while state.phase == "paid_offer":              # the opponent's answer, not an action
                events += R.apply(state, {"type": "decline"})
        assert events[-1] == {"type": "turn_end", "seat": seat, "next": 1 - seat,
                              "turn": state.turn_number}
        assert (R.current_seat(state), state.actions_done) == (1 - seat, 0)


def test_load_bearing_elements_match_removing_each_one_and_looking():
    """Dismantle's "the rest stays connected to the sockets", computed in one search,
    equals removing each element in turn and checking (random cathedrals)."""
    from games.basilica.orders import _connected_without, load_bearing
    checked = 0
    for seed in range(30):
        state, rng = new(seed), random.Random(seed)
        while not R.is_over(state):
            R.apply(state, rng.choice(R.legal_actions(state)))
            grid = state.grid()
            assert load_bearing(grid) == {c for c in grid if not _connected_without(grid, c)}
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("tid,target", [(HIRE, {"cell": [0, 0]}), (SCAFFOLD, {"cell": [3, 0]}),
                                        (SHIFT, {"cell": [0, 0], "to": [1, 0]})])
def test_an_order_that_empties_the_stack_the_second_time_ends_the_game_before_its_paid_order(
        tid, target):
    """"Wyczerpanie stosu": the game ends at once, the moment a field cannot be refilled,
    so the Paid Order ("Platne Rozkazy dla przeciwnika") of the Order just taken, which
    would come after it, is never offered; the final scoring follows."""
    state = ready(tid, builders=[(0, 0, 0), (0, 1, 1)] if tid == SHIFT else ())
    assert state.coins == [1, 1]                        # Bart could pay for the Paid Order
    state.exhaustions = 1
    state.discard, state.stack = state.discard + state.stack, []
    events = R.apply(state, order(0, **target))
    kinds = [e["type"] for e in events]
    assert kinds == ["order", "stack_out", "scoring_open"]
    assert state.phase == "scoring" and state.scoring["final"] and state.pending is None
    assert state.coins == [1, 1] and R.invariant_problems(state) == []
