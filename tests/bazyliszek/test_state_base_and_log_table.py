"""Bazyliszek on the engine's rule kit: its ``State`` saves, loads and checks through
``rulekit.StateBase`` (field checks on the raw save, the rules linking the fields on the
built state, the protocol's ``invariant_problems`` running both), and its game log is one
``rulekit.EventLines`` table with a line for every event the rules make.

Rulebook sections: "Setup", "Gameplay" (the events of a turn and of a round's end),
"Simplified Variant" (shields). Expected sentences are written out by hand.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.bazyliszek import rules as R
from tests.bazyliszek.test_positions_and_actions import JSON, PHASES, players, position

PREFIX = "the saved position is damaged: "


def saved(phase: str = "play") -> dict:
    return json.loads(json.dumps(position(phase).to_dict()))


def refusal(d) -> str:
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    return str(info.value)


# ----------------------------------------------------------------- the log table

def random_game_events(seed: int) -> list[dict]:
    """Every event of one whole random game (2-5 seats, either variant, 0-2 shields each;
    random legal actions, or ``playout_policy`` for some games so that rooms are also
    taken and pairs made as a player would)."""
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    variant = rng.choice(["standard", "simplified"])
    seats = [dict(p, shields=rng.randint(0, 2)) for p in players(n)]
    state = R.new_game(seats, {"variant": variant}, seed)
    smart = seed % 2 == 0
    events = []
    while not R.is_over(state):
        action = (R.playout_policy(state, rng) if smart
                  else rng.choice(R.legal_actions(state)))
        events += R.apply(state, action)
    return events


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 31 - 1))
def test_every_event_of_a_random_game_has_a_line_in_the_table(seed):
    made = {event["type"] for event in random_game_events(seed)}
    assert made <= set(R._LINES.kinds()), made - set(R._LINES.kinds())


def test_the_table_has_no_line_for_an_event_the_rules_never_make():
    """The other way round: a handful of whole games make every event type of the table
    (reveal, visit, skip, take, round over, a pile scored, round 2 begins, game over)."""
    made = set()
    for seed in range(6):
        made |= {event["type"] for event in random_game_events(seed)}
    assert sorted(made) == R._LINES.kinds() == sorted(
        ["reveal", "visit", "skip", "take", "round_over", "pile_scored", "round_started",
         "game_over"])


def test_the_lines_that_are_templates_fill_in_the_name_and_the_round():
    state = R.new_game(players(3), {"variant": "standard"}, 4)
    name = state.players[1]["name"]
    assert R.describe(state, {"type": "reveal", "seat": 1, "slot": 3, "card": "x"}) == \
        f"{name} reveals a room."
    assert R.describe(state, {"type": "visit", "seat": 1, "slot": 3, "card": "x"}) == \
        f"{name} visits it: onto the pile, face down."
    assert R.describe(state, {"type": "take", "seat": 1, "slot": 3, "card": "x"}) == \
        f"{name} takes a face-up room from the table."
    assert R.describe(state, {"type": "round_over", "round": 1}) == \
        "Round 1 is over: the piles are revealed."
    assert R.describe(state, {"type": "round_over", "round": 2}) == \
        "Round 2 is over: the piles are revealed."


def test_a_winners_line_names_them_in_seat_order():
    """"Gameplay", end of the game: tied players share the victory."""
    state = R.new_game(players(3), {"variant": "standard"}, 4)
    assert R.describe(state, {"type": "game_over", "winners": [2]}) == \
        "The game is over. Winner: Cyryl."
    assert R.describe(state, {"type": "game_over", "winners": [0, 2]}) == \
        "The game is over. Winners: Ola and Cyryl."


# ----------------------------------------------------------------- saving and loading

@pytest.mark.parametrize("key", list(R.State.FIELDS) + ["rng"])
def test_a_missing_field_is_named(key):
    d = saved()
    del d[key]
    assert refusal(d) == f"{PREFIX}missing field {key!r}"


def test_every_missing_and_unknown_field_is_named_at_once():
    d = saved()
    del d["turn"], d["table"]
    d["cheat"], d["notes"] = True, []
    assert refusal(d) == (f"{PREFIX}missing field 'table'; missing field 'turn'; "
                          "unknown field 'cheat'; unknown field 'notes'")


@pytest.mark.parametrize("d", [None, [], "state", 3, [["players", []]]])
def test_something_that_is_no_set_of_fields_is_named_so(d):
    assert refusal(d) == f"{PREFIX}it is not a set of named fields"


def test_a_damaged_field_is_named_before_an_unreadable_rng():
    """The fields of a save are read first, each on its own; the dice come after."""
    d = saved()
    d["rng"] = "dice"
    assert refusal(d).startswith(f"{PREFIX}bad RNG state")
    d["turn"] = 7
    assert refusal(d) == f"{PREFIX}'turn' 7 is not a seat (0 to 2)"


def _replace_one_field(d: dict, data) -> None:
    """Replace one value somewhere inside one field other than ``rng`` with any JSON."""
    key = data.draw(st.sampled_from(R.State.FIELDS))
    node = d
    while isinstance(node[key], (list, dict)) and node[key] and data.draw(st.booleans()):
        node = node[key]
        key = data.draw(st.sampled_from(sorted(node) if isinstance(node, dict)
                                        else range(len(node))))
    node[key] = data.draw(JSON)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phase=st.sampled_from(PHASES), data=st.data())
def test_loading_refuses_exactly_what_the_invariant_check_finds(phase, data):
    """``from_dict`` (the kit, with the game's field and position checks) and
    ``invariant_problems`` (the protocol's check on a built state) agree on any damaged
    save: the same problems in the same words, or none and the save loads."""
    d = saved(phase)
    _replace_one_field(d, data)
    unchecked = R.State(rng=random.Random(0), **json.loads(json.dumps(
        {k: d[k] for k in R.State.FIELDS})))
    found = R.invariant_problems(unchecked)
    if found:
        assert refusal(d) == PREFIX + "; ".join(found)
    else:
        assert R.State.from_dict(d).to_dict() == d


@pytest.mark.parametrize("change, words", [
    (lambda s: setattr(s, "turn", 9), "'turn' 9 is not a seat (0 to 2)"),
    (lambda s: s.players.pop(), "there should be 2 piles of room cards"),
    (lambda s: s.set_aside.pop(), "89 cards accounted for (89 distinct), the game has 90"),
    (lambda s: setattr(s, "phase", "over"), "phase 'over' cannot happen in round 1"),
])
def test_the_invariant_check_runs_the_field_checks_and_the_position_checks(change, words):
    state = position("play")
    assert R.invariant_problems(state) == []
    change(state)
    assert words in R.invariant_problems(state)


@pytest.mark.parametrize("phase", PHASES)
def test_clone_and_save_are_independent_copies_of_every_field(phase):
    state = position(phase)
    dice = state.rng.getstate()
    for copy in (R.clone(state), R.State.from_dict(state.to_dict())):
        assert type(copy) is R.State and copy.to_dict() == state.to_dict()
        for name in ("players", "table", "face_up", "piles", "set_aside", "centre", "removed",
                     "totals", "shields_left", "results"):
            assert getattr(copy, name) is not getattr(state, name), name
        assert copy.rng is not state.rng and copy.rng.getstate() == dice
        copy.rng.random()
        copy.piles[0].append("changed")
        assert state.rng.getstate() == dice and "changed" not in state.piles[0]
