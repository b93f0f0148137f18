"""A damaged Basilica position (a save edited or cut short) is refused by
``State.from_dict`` with the exact sentence the load screen shows: "the saved position is
damaged: " and what is wrong with each field, in the words written out here by hand. The
ranges are the components' numbers ("Elementy gry": 1 Coin and 4 advancement tokens each,
3 actions a turn, 3 scorings; designed: crown spaces 5, 10, 15).
Also the edges of each range, which must load, and the checks of a scoring breakdown.
"""
import copy

import pytest

from games.basilica import checks
from games.basilica import rules as R
from tests.basilica.test_rules import PLAYERS

SOUND = R.new_game(PLAYERS, {}, 1).to_dict()
AREA = {"colour": "red", "cells": [[0, 0]], "size": 1, "glass": 0, "strength": [1, 0],
        "points": [1, 0]}


def damaged(**fields) -> dict:
    d = copy.deepcopy(SOUND)
    d.update(fields)
    return d


def refusal(d) -> str:
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    return str(info.value)


@pytest.mark.parametrize("field,bad,problem", [
    ("players", [{"name": "Ola", "colour": "red"}], "two players, each with a name and a colour"),
    ("seed", "7", "a whole number"),
    ("phase", "paused", "one of play, paid_offer, paid_order, scoring, over"),
    ("turn", 2, "seat 0 or 1"),
    ("actions_done", 3, "0 to 2 actions"),
    ("last_build", [0, 5], "a cell of the Plan or null"),
    ("stack", ["y01", "zz"], "a list of token ids"),
    ("discard", ["zz"], "a list of token ids"),
    ("order_fields", ["y01", "y02"], "3 token ids (or null)"),
    ("element_fields", ["y01", "y02", "y03", "y04"], "3 token ids (or null)"),
    ("cathedral", [[0, 0, "zz"]], "a list of [x, y, token id] on the Plan"),
    ("builders", [[0, 0, 2]], "a list of [x, y, seat] on the Plan"),
    ("coins", [3, 0], "two Coin counts"),
    ("totals", [-1, 0], "two scores of 0 or more"),
    ("king", 16, "a track space 0 to 15"),
    ("scorings", [{"areas": [], "points": [0, 0]}] * 4, "at most 3 scoring breakdowns"),
    ("exhaustions", 3, "0 to 2"),
    ("turn_number", 0, "a turn number of 1 or more"),
    ("advancement", [5, 4], "two counts of 0 to 4"),
    ("promoted", [[0, -1]], "a list of cells of the Plan"),
    ("scaffolding", [[0, 5]], "a list of cells of the Plan"),
    ("stained_glass", [[0]], "a list of cells of the Plan"),
    ("pending", {"order": "hire", "seat": 2}, "null or a Paid Order offer {order, seat}"),
    ("pending", {"order": "pray", "seat": 1}, "null or a Paid Order offer {order, seat}"),
    ("scoring", {"number": 1}, "null or an open scoring {number, result, interrupted, final}"),
])
def test_a_field_out_of_range_is_named_with_what_it_should_be(field, bad, problem):
    assert refusal(damaged(**{field: bad})) == (
        f"the saved position is damaged: {field}: should be {problem}")


def test_every_problem_is_listed_in_field_order():
    d = damaged(king=-1, turn=5, rng=[3, [], None])
    del d["coins"]
    d["colour"] = "red"
    assert refusal(d) == ("the saved position is damaged: missing field 'coins'; unknown "
                          "field 'colour'; turn: should be seat 0 or 1; king: should be a "
                          "track space 0 to 15; rng: not a random generator's state")


# ------------------------------------------------------------ the edges of the ranges load

@pytest.mark.parametrize("field,edge", [
    ("actions_done", 2), ("king", 15), ("coins", [2, 0]), ("coins", [0, 2]),
    ("exhaustions", 2), ("advancement", [4, 0]), ("turn", 1), ("turn_number", 1),
    ("last_build", [58, 4]), ("pending", {"order": "tax", "seat": 1}),
    ("pending", {"order": "hire", "seat": 0}),
    ("scoring", {"number": 3, "result": {"areas": [], "points": [0, 0]},
                 "interrupted": False, "final": True}),
])
def test_the_edges_of_each_range_are_well_formed_fields(field, edge):
    assert checks.field_problems(damaged(**{field: edge})) == []


def _rng_with(word, at=0):
    d = damaged()
    d["rng"] = copy.deepcopy(d["rng"])
    d["rng"][1][at] = word
    return d


@pytest.mark.parametrize("word", [0, 1, 2 ** 32 - 1])
def test_a_random_generator_word_from_0_to_2_to_the_32_minus_1_loads(word):
    d = _rng_with(word, at=5)
    assert checks.field_problems(d) == []
    assert R.State.from_dict(d).to_dict() == d


@pytest.mark.parametrize("word", [2 ** 32, -1, 1.0, "1", True])
def test_a_random_generator_word_out_of_range_is_refused(word):
    assert refusal(_rng_with(word, at=5)) == (
        "the saved position is damaged: rng: not a random generator's state")


# ------------------------------------------------------------ a scoring breakdown

@pytest.mark.parametrize("result,problem", [
    (None, "not a scoring breakdown"),
    ({"areas": []}, "not a scoring breakdown"),
    ({"areas": [], "points": [0, 0], "when": 1}, "not a scoring breakdown"),
    ({"areas": {}, "points": [0, 0]}, "not a scoring breakdown"),
    ({"areas": [], "points": [0]}, "not a scoring breakdown"),
    ({"areas": [], "points": [0, -1]}, "not a scoring breakdown"),
    ({"areas": ["red"], "points": [0, 0]}, "an area of the breakdown is malformed"),
    ({"areas": [{**AREA, "owner": 0}], "points": [1, 0]}, "an area of the breakdown is malformed"),
    ({"areas": [{"colour": "red"}], "points": [1, 0]}, "an area of the breakdown is malformed"),
    ({"areas": [AREA], "points": [0, 0]}, "the breakdown's totals are not the sum of its areas"),
    ({"areas": [AREA, AREA], "points": [1, 0]},
     "the breakdown's totals are not the sum of its areas"),
])
def test_result_problem_names_what_is_wrong(result, problem):
    assert checks.result_problem(result) == problem


@pytest.mark.parametrize("change", [
    {"colour": "purple"},                          # each fault alone
    {"cells": [[0, 5]]}, {"cells": [[0, 0], [0]]}, {"cells": "a1"},
    {"cells": [], "size": 0}, {"cells": [], "size": 1},
    {"size": 0}, {"size": 2}, {"size": True}, {"size": "1"},
    {"glass": 2}, {"glass": -1}, {"glass": 1.0},
    {"strength": [1]}, {"strength": [-1, 0]}, {"strength": None},
    {"points": [1]}, {"points": [1, -1]},
])
def test_an_area_with_impossible_numbers_is_refused(change):
    area = {**AREA, **change}          # the area is checked before the totals
    assert checks.result_problem({"areas": [area], "points": [1, 0]}) == (
        "an area of the breakdown has impossible numbers")


@pytest.mark.parametrize("change", [{}, {"glass": 1}, {"cells": [[0, 0], [1, 0]], "size": 2,
                                                      "glass": 2, "points": [4, 0]}])
def test_a_sound_breakdown_has_no_problem(change):
    area = {**AREA, **change}
    assert checks.result_problem({"areas": [area], "points": area["points"]}) is None
