"""Basilica's words for the table: the game-log line ``describe()`` gives each event, the
element names, ``progress()`` for the save list, ``whose_turn()`` and the Paid Order offer
(``offer_text()``). Every expected line is written out by hand in the rulebook's terms
(basilica.pl.txt: "element", "Joker", "Rozkaz" = Order, "Platne Rozkazy" = Paid Order,
"pion Krola" = the King; the Orders and scoring are the designed completion).

Token ids (data/basilica/tokens.yaml): y/b/r/g01-10 one colour, 01-03 crowned; Jokers
yb/yr/yg/br/bg/rg1-3, crowned: yb1, yg1, br1, rg1. Order side: y01 hire, y02 shift,
b03 scaffold, b06 tax, rg1 tax, g02 tax.
"""
import random

import pytest

from games.basilica import rules as R
from tests.basilica.test_orders import order, ready, with_order
from tests.basilica.test_rules import PLAYERS, arrange, build, new

HIRE, SHIFT, SCAFFOLD, TAX = "y01", "y02", "b03", "b06"


def lines(state, events):
    return [R.describe(state, e) for e in events]


# ------------------------------------------------------------ element names

@pytest.mark.parametrize("tid,name", [
    ("y04", "yellow element"), ("g10", "green element"),
    ("b01", "blue element with a crown"), ("r03", "red element with a crown"),
    ("bg1", "blue/green Joker"), ("yr3", "yellow/red Joker"),
    ("yb1", "yellow/blue Joker with a crown"), ("rg1", "red/green Joker with a crown")])
def test_element_names_say_colours_joker_and_crown(tid, name):
    """"Elementy gry": one-coloured elements, two-coloured Jokers, some with a crown."""
    assert R.element_name(tid) == name


# ------------------------------------------------------------ a Build and what follows it

def test_build_log_names_row_and_column_counted_from_one():
    """"Rozbudowa Katedry": row is the Plan's row from the top, column the distance from
    the board, both counted from 1 for the players."""
    state = arrange(new(), cathedral=[(0, 2, "b05"), (1, 2, "g05")],
                    elements=["y04", "r04", "g06"], stack_top=["g02"])
    with_order(state, "rg1", i=1, stack_top=["g02"])
    events = R.apply(state, build(1, 1, 3))
    assert lines(state, events) == [
        "Ola builds a red element at row 4, column 2.",
        "The Order token beside field 2 is turned over: red/green Joker with a crown.",
        "A new Order is drawn: Tax."]


def test_a_crowned_joker_built_moves_the_king():
    """"Ruch pionu Krola": a crowned element moves the King one space."""
    state = arrange(new(), cathedral=[(0, 0, "g04")], elements=["y04", "r04", "br1"],
                    stack_top=["y02"])
    with_order(state, "b04", i=2, stack_top=["y02"])
    events = R.apply(state, build(2, 1, 0))
    assert lines(state, events) == [
        "Ola builds a blue/red Joker with a crown at row 1, column 2.",
        "The King moves to space 1.",
        "The Order token beside field 3 is turned over: blue element.",
        "A new Order is drawn: Shift."]


def test_the_game_ending_on_the_stack_logs_every_step():
    """"Wyczerpanie stosu": the stack runs out a second time, the game ends after a final
    scoring (designed: each area to the stronger Builders, a tie shared)."""
    state = arrange(new(), cathedral=[(0, 2, "b05"), (1, 2, "g05")],
                    elements=["y04", "r04", "g06"])
    with_order(state, "rg1", i=1)
    state.builders = [[0, 2, 1], [1, 2, 0]]
    state.exhaustions = 1
    state.discard, state.stack = state.stack, []
    events = R.apply(state, build(1, 1, 3))
    assert lines(state, events) == [
        "Ola builds a red element at row 4, column 2.",
        "The Order token beside field 2 is turned over: red/green Joker with a crown.",
        "The stack has run out a second time: the game ends.",
        "The stack ran out: final scoring (scoring 1)."]
    assert R.progress(state) == "Turn 1: scoring 1 of 3 under way"
    events = R.apply(state, {"type": "score"})
    assert lines(state, events) == ["Scoring 1: Ola +1, Bart +1 (now 1 and 1).",
                                    "The game is over. Winners: Ola and Bart."]
    assert R.progress(state) == "Finished: Ola & Bart won"


@pytest.mark.parametrize("event,line", [
    ({"type": "scoring", "number": 2, "seat": 1, "result": {"areas": [], "points": [4, 0]},
      "totals": [9, 2]}, "Scoring 2: Ola +4, Bart +0 (now 9 and 2)."),
    ({"type": "scoring", "number": 3, "seat": 0, "result": {"areas": [], "points": [0, 13]},
      "totals": [20, 31]}, "Scoring 3: Ola +0, Bart +13 (now 20 and 31)."),
    ({"type": "game_over", "winners": [1]}, "The game is over. Winner: Bart."),
    ({"type": "game_over", "winners": [0]}, "The game is over. Winner: Ola."),
    ({"type": "game_over", "winners": [0, 1]}, "The game is over. Winners: Ola and Bart."),
    ({"type": "scoring_open", "number": 2, "seat": 0, "final": False, "barrier": True},
     "The King reaches a crown space: scoring 2."),
    ({"type": "scoring_open", "number": 3, "seat": 1, "final": True, "barrier": True},
     "The stack ran out: final scoring (scoring 3)."),
    ({"type": "stack_out", "exhaustion": 2},
     "The stack has run out a second time: the game ends."),
    ({"type": "king", "space": 15}, "The King moves to space 15."),
    ({"type": "deal", "field": 2, "token": "yg1", "barrier": True},
     "A new element is dealt: yellow/green Joker with a crown."),
    ({"type": "flip", "field": 0, "token": "g10", "barrier": True},
     "The Order token beside field 1 is turned over: green element."),
    ({"type": "turn_end", "seat": 1, "next": 0, "turn": 7}, "Turn 7: Ola plays."),
])
def test_log_lines_for_scoring_end_and_stack_events(event, line):
    assert R.describe(new(), event) == line


def test_an_event_the_log_does_not_know_is_a_mistake_in_the_rules():
    with pytest.raises(ValueError, match="Basilica makes no 'fireworks' event"):
        R.describe(new(), {"type": "fireworks"})


def test_the_log_table_has_a_line_for_every_event_random_games_make_and_no_other():
    """Every event type ``apply`` returns in random games is in the describe table
    (``rulekit.EventLines``), each gives a sentence for both seats and the public, and
    the table holds no line for an event the game never makes."""
    made = set()
    for seed in range(10):
        rng, state = random.Random(seed), new(seed)
        while not R.is_over(state):
            for event in R.apply(state, rng.choice(R.legal_actions(state))):
                assert event["type"] in R._LINES.kinds(), event
                lines = {R.describe(state, event, seat) for seat in (None, 0, 1)}
                assert len(lines) == 1 and lines.pop().endswith("."), event
                made.add(event["type"])
    assert made == set(R._LINES.kinds())


# ------------------------------------------------------------ Orders in the log

@pytest.mark.parametrize("turn", [0, 1])
@pytest.mark.parametrize("coins,after,line", [
    ([1, 1], [2, 0], "{me} carries out Tax: {other} pays 1 Coin to {me}."),
    ([0, 2], [1, 1], "{me} carries out Tax: {other} pays 1 Coin to {me}."),
    ([2, 0], [2, 0], "{me} takes Tax, which has no effect now."),
    ([0, 0], [1, 0], "{me} carries out Tax and takes 1 Coin from the supply.")])
def test_tax_is_logged_with_who_paid_whom(turn, coins, after, line):
    """Tax (designed Orders): the opponent's Coin, else one from the supply if you have
    none, else no effect; the log says where the Coin came from (``coins`` and ``after``
    are [the active player's, the opponent's])."""
    state = ready(TAX)
    state.turn = turn
    me, other = ("Ola", "Bart") if turn == 0 else ("Bart", "Ola")
    state.coins = list(coins) if turn == 0 else coins[::-1]
    events = R.apply(state, order(0))
    assert R.describe(state, events[0]) == line.format(me=me, other=other)
    assert state.coins == (after if turn == 0 else after[::-1])


def test_a_shift_is_logged_from_cell_to_cell():
    state = ready(SHIFT, builders=[(2, 0, 0)])
    state.coins = [1, 0]                                  # no Paid Order offer
    events = R.apply(state, order(0, cell=[2, 0], to=[1, 0]))
    assert R.describe(state, events[0]) == (
        "Ola carries out Shift at row 1, column 3 to row 1, column 2.")


def test_a_declined_paid_order_is_logged():
    """"Platne Rozkazy dla przeciwnika": the opponent may let it go."""
    state = ready(SCAFFOLD)
    R.apply(state, order(0, cell=[3, 0]))
    events = R.apply(state, {"type": "decline"})
    assert lines(state, events[:1]) == ["Bart declines the Paid Order."]


def test_a_paid_order_shift_is_logged_as_the_paid_order():
    state = ready(SHIFT, builders=[(0, 0, 0), (0, 1, 1)])
    R.apply(state, order(0, cell=[0, 0], to=[1, 0]))
    R.apply(state, {"type": "pay"})
    events = R.apply(state, {"type": "paid_order", "cell": [0, 1], "to": [0, 0]})
    assert R.describe(state, events[0]) == (
        "Bart carries out the Paid Order Shift at row 2, column 1 to row 1, column 1.")


# ------------------------------------------------------------ progress and whose turn

def test_progress_says_element_for_exactly_one():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, build(0, 0, 0))
    assert R.progress(state) == "Turn 1: 1 element, 0 of 3 scorings"
    R.apply(state, build(1, 0, 1))
    assert R.progress(state) == "Turn 1: 2 elements, 0 of 3 scorings"


def test_progress_counts_scorings_held():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    state.scorings = [{"areas": [], "points": [0, 0]}] * 2
    state.turn_number = 12
    assert R.progress(state) == "Turn 12: 0 elements, 2 of 3 scorings"


def test_whose_turn_stays_with_the_active_player_during_a_paid_order_offer():
    """"Platne Rozkazy": the opponent answers inside the active player's turn."""
    state = ready(HIRE)
    assert R.whose_turn(state) == (0, 1)
    R.apply(state, order(0, cell=[0, 0]))
    assert R.current_seat(state) == 1 and R.whose_turn(state) == (0, 1)
    R.apply(state, {"type": "decline"})
    state.turn, state.turn_number = 1, 4
    assert R.whose_turn(state) == (1, 4)
    state.phase = "over"
    assert R.whose_turn(state) is None


# ------------------------------------------------------------ the Paid Order offer in words

@pytest.mark.parametrize("tid,target,name,rule", [
    (HIRE, {"cell": [0, 0]}, "Hire", "the opponent may do the same"),
    (SCAFFOLD, {"cell": [3, 0]}, "Scaffold", "the opponent may place a Scaffolding token too"),
])
def test_offer_text_asks_the_opponent_and_explains_the_paid_order(tid, target, name, rule):
    state = ready(tid)
    R.apply(state, order(0, **target))
    question, explanation = R.offer_text(state)
    assert question == f"Bart: pay 1 Coin to Ola to also carry out {name}?"
    assert explanation == (f"Ola took {name}. Its Paid Order ({rule}): for 1 Coin, paid to "
                           f"Ola, Bart may carry out {name} too, right now. It costs none "
                           f"of Bart's actions.")


def test_offer_text_for_the_second_player_s_order():
    state = ready(SHIFT, builders=[(0, 0, 1), (0, 1, 0)])
    state.turn = 1
    R.apply(state, order(0, cell=[0, 0], to=[1, 0]))
    assert R.offer_text(state) == (
        "Ola: pay 1 Coin to Bart to also carry out Shift?",
        "Bart took Shift. Its Paid Order (the opponent may shift one of theirs): for 1 Coin, "
        "paid to Bart, Ola may carry out Shift too, right now. It costs none of Ola's actions.")


@pytest.mark.parametrize("phase", ["play", "paid_order", "scoring", "over"])
def test_offer_text_needs_an_open_offer(phase):
    state = ready(HIRE)
    if phase == "paid_order":
        R.apply(state, order(0, cell=[0, 0]))
        R.apply(state, {"type": "pay"})
    else:
        state.phase = phase
    with pytest.raises(ValueError):
        R.offer_text(state)


# ------------------------------------------------------------ Dismantle says what it took

def test_dismantle_is_logged_with_the_element_or_scaffolding_it_took_away():
    from tests.basilica.test_orders import DISMANTLE
    cathedral = [(0, 0, "g04"), (1, 0, "g05"), (2, 0, "g06"), (1, 1, "r07")]
    state = ready(DISMANTLE, cathedral=cathedral)
    events = R.apply(state, order(0, cell=[1, 1]))
    assert lines(state, events)[0] == ("Ola carries out Dismantle, removing the red element "
                                       "at row 2, column 2.")
    state = ready(DISMANTLE)
    state.scaffolding = [[3, 0]]
    events = R.apply(state, order(0, cell=[3, 0]))
    assert lines(state, events)[0] == ("Ola carries out Dismantle, removing the Scaffolding "
                                       "at row 1, column 4.")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_dismantle_of_random_games_names_what_stood_on_its_cell(language):
    """In random games, each Dismantle's line names the element (as ``element_name`` calls
    it) or the Scaffolding that stood on its cell before, and that cell's row and column."""
    from games.engine import i18n
    scaffolding = {"en": "Scaffolding", "pl": "Rusztowanie"}[language]
    seen = set()
    assert i18n.set_language(language) is None
    try:
        for seed in range(40):
            rng, state = random.Random(seed), new(seed)
            while not R.is_over(state):
                action = rng.choice(R.legal_actions(state))
                dismantle = (action["type"] == "order" and "cell" in action and
                             R.token_info(state.order_fields[action["field"]]).order
                             == "dismantle")
                if dismantle:
                    x, y = action["cell"]
                    grid = {(cx, cy): t for cx, cy, t in state.cathedral}
                    was = (scaffolding if [x, y] in state.scaffolding
                           else R.element_name(grid[(x, y)]))
                events = R.apply(state, action)
                if dismantle:
                    line = R.describe(state, events[0])
                    assert was in line and f"{y + 1}" in line and f"{x + 1}" in line, line
                    seen.add(was == scaffolding)
    finally:
        i18n.set_language("en")
    assert seen == {True, False}          # both kinds came up
