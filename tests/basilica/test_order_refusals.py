"""Why a click is no target of an Order, in the exact sentence the board shows
(``target_problem``, ``shift_start_problem``; designed completion of the eight Orders,
data/basilica/orders.yaml, and the rulebook's "never two Builders on one element",
"Wystawienie Budowniczego"). Each position is set up by hand on a small cathedral:

    row 1:  g04 g05 g06          (x = 0, 1, 2; y = 0)
    row 2:  r07 [r08]            (x = 0, 1;    y = 1)
    row 3: [r09]                 (x = 0;       y = 2)

(the bracketed elements only where a test says BIG).
"""
import pytest

from games.basilica import rules as R
from tests.basilica.test_rules import arrange, new

STRIP = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (0, 1, "r07")]
BIG = STRIP + [(1, 1, "r08"), (0, 2, "r09")]
ALL_ORDERS = ("hire", "shift", "dismiss", "promote", "scaffold", "stained_glass",
              "dismantle", "tax")


def position(cathedral=STRIP, builders=(), promoted=(), scaffolding=(), glass=(),
             advancement=(4, 4)):
    state = arrange(new(), cathedral=cathedral)
    state.builders = [list(b) for b in builders]
    state.promoted = [list(c) for c in promoted]
    state.scaffolding = [list(c) for c in scaffolding]
    state.stained_glass = [list(c) for c in glass]
    state.advancement = list(advancement)
    return state


def problem(state, order, cell, to=None, seat=0):
    target = {"cell": cell} if to is None else {"cell": cell, "to": to}
    return R.target_problem(state, order, seat, target)


# ------------------------------------------------------------ a target that is no cell

NO_TARGET = {
    "hire": "Hire puts a Builder from your supply on an element without a Builder.",
    "shift": "Shift moves one of your Builders to a side-adjacent element without a Builder.",
    "dismiss": "Dismiss returns an unpromoted opposing Builder.",
    "promote": "Promote needs an advancement token and one of your unpromoted Builders.",
    "scaffold": "Scaffold needs an empty cell of the Plan next to the cathedral, and never "
                "covers the last free one.",
    "stained_glass": "Stained glass goes on an element without Stained glass.",
    "dismantle": "Dismantle removes an edge element without a Builder (the rest staying "
                 "connected to the sockets) or a Scaffolding token.",
    "tax": "Tax takes no target.",
}


@pytest.mark.parametrize("order", ALL_ORDERS)
@pytest.mark.parametrize("cell", [None, [0, 0, 0], (1,), "ab", 7])
def test_a_target_that_is_not_a_cell_is_answered_with_what_the_order_takes(order, cell):
    state = position(builders=[(0, 0, 0), (1, 0, 1)])
    assert R.target_problem(state, order, 0, {"cell": cell}) == NO_TARGET[order]


@pytest.mark.parametrize("cell", [[0, 0], [3, 0], [1, 1]])
def test_tax_takes_no_target_wherever_one_clicks(cell):
    assert problem(position(), "tax", cell) == "Tax takes no target."


# ------------------------------------------------------------ whose Builder

@pytest.mark.parametrize("order", ["shift", "promote", "dismiss"])
def test_no_builder_stands_there(order):
    state = position(builders=[(0, 0, 0), (1, 0, 1)])
    assert problem(state, order, [2, 0], to=[2, 1] if order == "shift" else None) == (
        "No Builder stands there.")


@pytest.mark.parametrize("order", ["shift", "promote"])
def test_that_builder_is_not_yours(order):
    state = position(builders=[(0, 0, 0), (1, 0, 1)])
    assert problem(state, order, [1, 0], to=[2, 0] if order == "shift" else None) == (
        "That Builder is not yours.")
    assert problem(state, order, [0, 0], to=[0, 1] if order == "shift" else None,
                   seat=1) == "That Builder is not yours."


def test_dismiss_refuses_ones_own_and_a_promoted_builder():
    state = position(builders=[(0, 0, 0), (1, 0, 1), (2, 0, 1)], promoted=[(2, 0)])
    assert problem(state, "dismiss", [0, 0]) == (
        "That Builder is yours: Dismiss returns an opposing one.")
    assert problem(state, "dismiss", [2, 0]) == "A promoted Builder cannot be Dismissed."
    assert problem(state, "dismiss", [1, 0]) is None
    assert problem(state, "dismiss", [0, 0], seat=1) is None


# ------------------------------------------------------------ Hire

def test_hire_refusals():
    state = position(builders=[(0, 0, 1)])
    assert problem(state, "hire", [3, 0]) == (
        "Hire puts the Builder on a built element: there is none there.")
    assert problem(state, "hire", [0, 0]) == (
        "That element already has a Builder (never two on one element).")
    assert problem(state, "hire", [1, 0]) is None


def test_hire_with_all_five_builders_out():
    """Six Builders a player, one of them the score marker: 5 at most on the cathedral."""
    mine = [(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (1, 1, 0)]
    state = position(cathedral=BIG, builders=mine)
    assert problem(state, "hire", [0, 2]) == (
        "All your Builders are on the cathedral: none left in your supply.")
    assert problem(state, "hire", [0, 2], seat=1) is None
    state.builders = [list(b) for b in mine[:4]]
    assert problem(state, "hire", [0, 2]) is None


# ------------------------------------------------------------ Shift

def test_shift_refusals():
    state = position(builders=[(0, 0, 0), (1, 0, 1)])
    assert problem(state, "shift", [0, 0]) == "Shift needs where the Builder goes."
    assert problem(state, "shift", [0, 0], to=[2, 0]) == (
        "A Builder shifts only to an element touching its own by a side.")
    assert problem(state, "shift", [0, 0], to=[1, 1]) == (
        "A Builder shifts only to an element touching its own by a side.")
    state.builders = [[0, 1, 0], [1, 0, 1]]
    assert problem(state, "shift", [0, 1], to=[1, 1]) == (
        "A Builder shifts only onto a built element: there is none there.")
    state.builders = [[0, 0, 0], [1, 0, 1]]
    assert problem(state, "shift", [0, 0], to=[1, 0]) == (
        "That element already has a Builder (never two on one element).")
    assert problem(state, "shift", [0, 0], to=[0, 1]) is None


def test_an_order_other_than_shift_ignores_a_to():
    state = position(builders=[(1, 0, 1)])
    assert R.target_problem(state, "hire", 0, {"cell": [0, 0], "to": [5, 5]}) == NO_TARGET["hire"]
    assert R.target_problem(state, "stained_glass", 0, {"cell": [0, 0], "to": []}) == (
        NO_TARGET["stained_glass"])


def test_shift_start_problem_for_the_first_click():
    state = position(builders=[(0, 0, 0), (1, 0, 1), (2, 0, 0)])
    assert R.shift_start_problem(state, 0, [0, 1]) == "No Builder stands there."
    assert R.shift_start_problem(state, 0, (1, 0)) == "That Builder is not yours."
    # (2, 0): beside it (1, 0) has a Builder, (3, 0) and (2, 1) are not built
    assert R.shift_start_problem(state, 0, [2, 0]) == (
        "That Builder has no element without a Builder beside it to move to.")
    assert R.shift_start_problem(state, 0, [0, 0]) is None            # to (0, 1)
    assert R.shift_start_problem(state, 0, (0, 0)) is None
    # Bart's (1, 0) stands between two of Ola's, (1, 1) is not built
    assert R.shift_start_problem(state, 1, [1, 0]) == (
        "That Builder has no element without a Builder beside it to move to.")
    state.builders = [[0, 0, 0], [1, 0, 1]]
    assert R.shift_start_problem(state, 1, [1, 0]) is None            # to (2, 0)
    assert R.shift_start_problem(state, 1, [0, 0]) == "That Builder is not yours."


# ------------------------------------------------------------ Promote

def test_promote_refusals():
    state = position(builders=[(0, 0, 0), (1, 0, 0)], promoted=[(1, 0)], advancement=(0, 4))
    assert problem(state, "promote", [0, 0]) == "You have no advancement token left."
    state.advancement = [1, 4]
    assert problem(state, "promote", [0, 0]) is None                  # the last token
    assert problem(state, "promote", [1, 0]) == "That Builder is promoted already."
    assert problem(state, "promote", [2, 0]) == "No Builder stands there."


# ------------------------------------------------------------ Scaffold

FREE = [[0, 2], [0, 3], [0, 4], [1, 1], [2, 1], [3, 0]]       # STRIP's empty frontier


def test_scaffold_refusals():
    state = position(scaffolding=[[3, 0]])
    assert problem(state, "scaffold", [0, 5]) == "That cell is outside the Cathedral Plan."
    assert problem(state, "scaffold", [-1, 0]) == "That cell is outside the Cathedral Plan."
    assert problem(state, "scaffold", [1, 0]) == (
        "An element is built there: Scaffolding goes on an empty cell.")
    assert problem(state, "scaffold", [3, 0]) == "Scaffolding stands there already."
    assert problem(state, "scaffold", [5, 0]) == (
        "Scaffolding goes on an empty cell next to the cathedral or a socket.")
    assert problem(state, "scaffold", [2, 1]) is None


@pytest.mark.parametrize("last", range(len(FREE)))
def test_scaffold_never_covers_the_last_free_cell(last):
    """Designed (components.yaml ``scaffold_keeps_free``: 1): the cathedral can always grow."""
    covered = [c for i, c in enumerate(FREE) if i != last]
    state = position(scaffolding=covered)
    assert problem(state, "scaffold", FREE[last]) == (
        "That would cover the last free cell next to the cathedral.")
    state.scaffolding = covered[1:]                     # two free cells: one may be covered
    assert problem(state, "scaffold", FREE[last]) is None


def test_all_scaffolding_in_use():
    far = [[x, 4] for x in range(3, 11)]                # 8 tokens, "8 zetonow Rusztowan"
    state = position(scaffolding=far)
    assert problem(state, "scaffold", [2, 1]) == "All 8 Scaffolding tokens are in use."


# ------------------------------------------------------------ Stained glass

def test_stained_glass_refusals():
    state = position(glass=[[0, 0]])
    assert problem(state, "stained_glass", [3, 0]) == (
        "Stained glass goes on a built element: there is none there.")
    assert problem(state, "stained_glass", [0, 0]) == (
        "That element has Stained glass already (one per element).")
    assert problem(state, "stained_glass", [1, 0]) is None
    state.stained_glass = [[x, y] for x in range(3) for y in range(4)]   # all 12 used
    assert problem(state, "stained_glass", [1, 0]) == "All 12 Stained-glass tokens are in use."


# ------------------------------------------------------------ Dismantle

def test_dismantle_refusals():
    state = position(cathedral=BIG, builders=[(2, 0, 1)], scaffolding=[[3, 0]])
    assert problem(state, "dismantle", [4, 0]) == (
        "Nothing to Dismantle there: no element and no Scaffolding.")
    assert problem(state, "dismantle", [2, 0]) == (
        "That element holds a Builder: only an element without one can be Dismantled.")
    assert problem(state, "dismantle", [0, 1]) == (
        "That element is not on the edge of the cathedral: elements surround it "
        "(the sockets' side does not count as open).")
    assert problem(state, "dismantle", [1, 0]) == (
        "Taking that element away would cut part of the cathedral off from the sockets.")
    assert problem(state, "dismantle", [3, 0]) is None              # the Scaffolding
    assert problem(state, "dismantle", [0, 2]) is None
