"""Basilica rules, first slice: every implemented rule through the public API.

Section names are those of ../shared/rulebooks/basilica.pl.txt (read with
basilica-notes.md); "designed" marks the notes' designed completion.
Token ids (data/basilica/tokens.yaml): y/b/r/g01-10 one colour, 01-03 crowned; Jokers
yb/yr/yg/br/bg/rg1-3, crowned: yb1, yg1, br1, rg1.
"""
import json
import random

import pytest

from games.basilica import rules as R
from games.engine.protocol import IllegalAction

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]


def new(seed=1):
    return R.new_game(PLAYERS, {}, seed)


def _remove(state, tid):
    """Take ``tid`` out of wherever it is; a field it leaves is marked empty (None)."""
    for pile in (state.stack, state.discard):
        if tid in pile:
            pile.remove(tid)
            return
    for fields in (state.element_fields, state.order_fields):
        if tid in fields:
            fields[fields.index(tid)] = None
            return
    state.cathedral[:] = [c for c in state.cathedral if c[2] != tid]


def _fill_holes(state):
    for fields in (state.element_fields, state.order_fields):
        for i, tid in enumerate(fields):
            if tid is None:
                fields[i] = state.stack.pop(0)


def arrange(state, cathedral=(), elements=None, stack_top=(), whole=True):
    """Build ``cathedral`` ([(x, y, token)]) directly, put ``elements`` on the element
    fields and ``stack_top`` on top of the stack (last = top), keeping all 58 tokens.
    ``whole``: the result must be a sound position (not for a part of a picture)."""
    for x, y, tid in cathedral:
        _remove(state, tid)
        state.cathedral.append([x, y, tid])
    for i, tid in enumerate(elements or []):
        _remove(state, tid)
        old = state.element_fields[i]
        if old is not None:
            state.stack.insert(0, old)
        state.element_fields[i] = tid
    for tid in stack_top:
        _remove(state, tid)
        state.stack.append(tid)
    _fill_holes(state)
    assert not whole or R.invariant_problems(state) == []
    return state


def unchanged(state, action):
    """Assert ``action`` is illegal with the state left exactly as it was; return the reason."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        R.apply(state, action)
    assert state.to_dict() == before
    return info.value.reason


def build(field, x, y):
    return {"type": "build", "field": field, "x": x, "y": y}


# ----------------------------------------------------------------- setup

def test_przygotowania_setup():
    state = new()
    assert len(state.stack) == 52 and len(state.order_fields) == 3 and len(state.element_fields) == 3
    assert state.coins == [1, 1] and state.totals == [0, 0] and state.king == 0
    assert state.cathedral == [] and state.builders == [] and state.discard == []
    assert R.view(state, 0)["supply"] == [5, 5]        # 6 Builders, 1 is the score marker
    assert R.current_seat(state) == 0 and state.actions_done == 0
    assert R.invariant_problems(state) == []


def test_setup_is_deterministic_and_seeded():
    assert new(5).to_dict() == new(5).to_dict()
    assert new(5).stack != new(6).stack


@pytest.mark.parametrize("players, options", [
    (PLAYERS[:1], {}), (PLAYERS + [{"name": "Cyryl", "colour": "green"}], {}),
    ([{"name": " ", "colour": "red"}, PLAYERS[1]], {}), (PLAYERS, {"variant": "x"})])
def test_new_game_refuses_bad_setups(players, options):
    with pytest.raises(ValueError):
        R.new_game(players, options, 1)


def test_no_options():
    assert R.setup_options() == [] and R.player_options() == []


def test_state_round_trip_is_exact_and_json_safe():
    state = new(3)
    rng = random.Random(0)
    for _ in range(20):
        R.apply(state, rng.choice(R.legal_actions(state)))
    d = json.loads(json.dumps(state.to_dict()))
    again = R.State.from_dict(d)
    assert again.to_dict() == state.to_dict()
    assert again.rng.random() == state.rng.random()


def test_damaged_save_is_refused():
    d = new().to_dict()
    d["stack"] = d["stack"][1:]
    with pytest.raises(ValueError, match="tokens accounted"):
        R.State.from_dict(d)
    with pytest.raises(ValueError):
        R.State.from_dict({"players": []})
    d = new().to_dict()
    d["players"].append({"name": "Cyryl", "colour": "green"})
    with pytest.raises(ValueError, match="two players"):
        R.State.from_dict(d)
    d = new().to_dict()
    d["cathedral"] = "nonsense"
    with pytest.raises(ValueError):
        R.State.from_dict(d)


# ----------------------------------------------------------------- Build: three conditions

def test_build_first_element_touches_a_socket_in_any_row():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    assert R.legal_cells(state, 0) == [(0, y) for y in range(5)]
    R.apply(state, build(0, 0, 4))
    assert state.cathedral == [[0, 4, "y04"]]


def test_build_example_b_must_touch_an_element_or_socket():
    state = arrange(new(), cathedral=[(0, 2, "y04")], elements=["b04", "r04", "g04"])
    reason = unchanged(state, build(0, 2, 2))
    assert reason == "An element must touch a built element or a socket by a side."
    assert "corner" not in reason
    unchanged(state, build(0, 1, 1))                # a corner is not a side
    R.apply(state, build(0, 1, 2))                  # beside the first element


def test_build_example_c_must_stay_inside_the_plan():
    state = arrange(new(), cathedral=[(0, 4, "y04")], elements=["b04", "r04", "g04"])
    for x, y in ((0, 5), (0, -1), (-1, 4)):
        assert unchanged(state, build(0, x, y)) == "That cell is outside the Cathedral Plan."


def test_build_example_d_joker_may_not_touch_a_joker():
    state = arrange(new(), cathedral=[(0, 0, "yb2"), (0, 1, "y04")],
                    elements=["br2", "rg2", "b04"])
    assert unchanged(state, build(0, 1, 0)) == "A Joker may not touch another Joker."
    assert (1, 0) not in R.legal_cells(state, 0) and (1, 0) in R.legal_cells(state, 2)
    R.apply(state, build(1, 1, 1))                  # diagonal to a Joker is fine


def test_build_on_a_built_cell_or_bad_field_is_refused():
    state = arrange(new(), cathedral=[(0, 0, "y04")], elements=["b04", "r04", "g04"])
    assert unchanged(state, build(0, 0, 0)) == "An element is already built there."
    assert unchanged(state, build(3, 0, 1)) == "There is no such element field."
    assert unchanged(state, build(0, "a", 1)) == (
        "The build action's 'x' should be a column of the Plan (a whole number).")
    assert unchanged(state, {"type": "pray"}) == (
        "Unknown action 'pray': the actions are build, place_builder, redraw, order, pay, "
        "decline, paid_order and score.")


def test_legal_actions_are_exactly_the_legal_builds():
    state = arrange(new(), cathedral=[(0, 0, "yb2")], elements=["br2", "b04", "g04"])
    acts = R.legal_actions(state)
    for act in acts:
        probe = R.State.from_dict(state.to_dict())
        R.apply(probe, act)
    assert build(0, 1, 0) not in acts and build(1, 1, 0) in acts
    assert {a["type"] for a in acts} == {"build", "order"}      # Orders: test_orders.py


# ----------------------------------------------------------------- refilling

def test_uzupelnianie_element_field_takes_the_paired_order_then_the_stack_top():
    state = new(4)
    order_token, top = state.order_fields[1], state.stack[-1]
    events = R.apply(state, build(1, 0, 0))
    assert state.element_fields[1] == order_token
    assert state.order_fields[1] == top and len(state.stack) == 51
    kinds = [e["type"] for e in events]
    assert kinds[:1] == ["build"] and kinds.index("flip") < kinds.index("draw")
    assert all(e.get("barrier") for e in events if e["type"] in ("flip", "draw"))


# ----------------------------------------------------------------- the turn and Builders

def test_tura_exactly_three_actions_then_the_opponent():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, build(0, 0, 0))
    assert (R.current_seat(state), state.actions_done) == (0, 1)
    R.apply(state, build(0, 0, 1))
    assert (R.current_seat(state), state.actions_done) == (0, 2)
    events = R.apply(state, build(0, 0, 2))
    assert events[-1] == {"type": "turn_end", "seat": 0, "next": 1, "turn": 2}
    assert (R.current_seat(state), state.actions_done, state.last_build) == (1, 0, None)


def test_example_turn_c_build_place_builder_then_a_third_action():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, build(0, 0, 3))
    assert {"type": "place_builder"} in R.legal_actions(state)
    R.apply(state, {"type": "place_builder"})
    assert state.builders == [[0, 3, 0]] and state.actions_done == 2
    R.apply(state, build(1, 1, 3))
    assert R.current_seat(state) == 1


def test_builder_only_right_after_a_build_on_that_element():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    reason = unchanged(state, {"type": "place_builder"})
    assert reason.startswith("A Builder can only be placed right after a Build")
    R.apply(state, build(0, 0, 0))
    R.apply(state, build(1, 0, 1))
    R.apply(state, {"type": "place_builder"})
    assert state.builders == [[0, 1, 0]]            # the second element, not the first
    assert R.current_seat(state) == 1               # third action: Bart's turn begins
    assert {"type": "place_builder"} not in R.legal_actions(state)
    R.apply(state, build(2, 0, 2))
    R.apply(state, {"type": "place_builder"})
    assert state.builders == [[0, 1, 0], [0, 2, 1]]


def test_builder_never_after_a_builder():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, build(0, 0, 0))
    R.apply(state, {"type": "place_builder"})
    assert {"type": "place_builder"} not in R.legal_actions(state)
    unchanged(state, {"type": "place_builder"})


def test_at_most_five_builders_in_play():
    cells = [(0, y, tid) for y, tid in enumerate(["y04", "y05", "y06", "y07", "y08"])]
    state = arrange(new(), cathedral=cells, elements=["b04", "b05", "b06"])
    state.builders = [[0, y, 0] for y in range(5)]
    R.apply(state, build(0, 1, 0))
    assert unchanged(state, {"type": "place_builder"}) == "All your Builders are on the cathedral."
    assert {"type": "place_builder"} not in R.legal_actions(state)


def test_never_two_builders_on_one_element():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    R.apply(state, build(0, 0, 0))
    state.builders = [[0, 0, 1]]                    # as if the opponent stood there already
    assert unchanged(state, {"type": "place_builder"}) == "That element already has a Builder."


# ----------------------------------------------------------------- no element fits

JOKER_TRAP = [(0, 0, "yb2"), (0, 1, "y04"), (0, 2, "yb3"), (0, 3, "y05"), (0, 4, "yr1"),
              (1, 1, "b04"), (1, 3, "b05"), (2, 1, "yr2"), (2, 3, "yr3")]


def test_uwaga_no_element_fits_redraw_three_new_ones():
    state = arrange(new(), cathedral=JOKER_TRAP, elements=["yg2", "yg3", "br2"],
                    stack_top=["g04", "r04", "b06"])
    assert [a for a in R.legal_actions(state) if a["type"] != "order"] == [{"type": "redraw"}]
    events = R.apply(state, {"type": "redraw"})
    assert state.discard == ["yg2", "yg3", "br2"]
    assert state.element_fields == ["b06", "r04", "g04"]
    assert state.actions_done == 0 and R.current_seat(state) == 0   # not one of the 3 actions
    assert [e["type"] for e in events] == ["redraw", "deal", "deal", "deal"]
    assert R.describe(state, events[0]) == "Ola cannot place any element: the three are discarded."
    assert R.describe(state, events[1]) == "A new element is dealt: blue element."
    assert R.invariant_problems(state) == []


def test_redraw_refused_while_an_element_fits():
    state = arrange(new(), cathedral=JOKER_TRAP, elements=["yg2", "yg3", "g04"])
    assert {"type": "redraw"} not in R.legal_actions(state)
    assert unchanged(state, {"type": "redraw"}).startswith("An element can still be built")


# ----------------------------------------------------------------- stack

def test_wyczerpanie_first_time_the_discard_pile_becomes_the_stack():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    state.discard, state.stack = state.stack[:-1], state.stack[-1:]
    R.apply(state, build(0, 0, 0))                  # takes the last stack token
    assert state.stack == [] and state.exhaustions == 0
    events = R.apply(state, build(1, 0, 1))
    assert state.exhaustions == 1 and state.discard == [] and len(state.stack) == 50
    shuffle = next(e for e in events if e["type"] == "reshuffle")
    assert shuffle["barrier"] and shuffle["tokens"] == 51
    assert R.describe(state, shuffle) == ("The stack is empty: the discard pile becomes a new "
                                          "stack of 51.")
    assert R.invariant_problems(state) == []


def test_wyczerpanie_second_time_ends_the_game_with_a_final_scoring():
    state = arrange(new(), cathedral=[(0, 0, "b05")], elements=["b04", "r04", "g04"])
    state.builders = [[0, 0, 1]]
    state.exhaustions = 1
    state.discard, state.stack = state.stack, []
    events = R.apply(state, build(0, 1, 0))
    kinds = [e["type"] for e in events]
    assert kinds[-2:] == ["stack_out", "scoring_open"]
    assert state.phase == "scoring" and state.scoring["final"] and state.totals == [0, 0]
    assert R.invariant_problems(state) == []
    assert R.legal_actions(state) == [{"type": "score"}] and R.current_seat(state) == 0
    assert R.State.from_dict(state.to_dict()).to_dict() == state.to_dict()
    events = R.apply(state, {"type": "score"})
    assert [e["type"] for e in events] == ["scoring", "game_over"]
    assert R.is_over(state) and state.totals == [0, 2] and R.winners(state) == [1]
    assert state.order_fields[0] is None and R.invariant_problems(state) == []
    assert R.legal_actions(state) == [] and R.current_seat(state) is None
    assert unchanged(state, build(1, 2, 0)) == "The game is over."


def test_empty_discard_at_first_exhaustion_ends_the_game_at_once():
    state = arrange(new(), elements=["y04", "b04", "r04"])
    far = [(x, y) for x in range(3, 20) for y in range(5)]     # park the stack's tokens
    state.cathedral += [[x, y, t] for (x, y), t in zip(far, state.stack)]
    state.stack = []
    events = R.apply(state, build(0, 0, 0))
    assert [e["type"] for e in events][-3:] == ["reshuffle", "stack_out", "scoring_open"]
    assert R.describe(state, events[-3]) == "The stack is empty, and so is the discard pile."
    R.apply(state, {"type": "score"})
    assert R.is_over(state) and state.exhaustions == 2


def test_stack_end_and_crown_space_together_score_once():
    state = arrange(new(), elements=["y01", "b04", "r04"])
    state.king, state.exhaustions = 4, 1
    state.discard, state.stack = state.stack, []
    events = R.apply(state, build(0, 0, 0))
    events += R.apply(state, {"type": "score"})
    assert [e["type"] for e in events].count("scoring") == 1
    assert R.is_over(state) and state.king == 5 and len(state.scorings) == 1


# ----------------------------------------------------------------- King and scorings

def test_king_moves_one_space_per_crowned_element():
    state = arrange(new(), elements=["y01", "y04", "yb1"])
    events = R.apply(state, build(0, 0, 0))
    assert state.king == 1 and {"type": "king", "space": 1} in events
    R.apply(state, build(1, 0, 1))
    assert state.king == 1


def test_crown_space_interrupts_the_turn_for_a_scoring():
    state = arrange(new(), cathedral=[(0, 0, "r04")], elements=["y04", "y01", "b04"])
    state.builders = [[0, 0, 0]]
    state.king = 4
    R.apply(state, build(0, 0, 1))                  # action 1
    events = R.apply(state, build(1, 0, 2))         # action 2: a crown, King to space 5
    assert [e["type"] for e in events][-1] == "scoring_open"
    # the breakdown waits on screen: nothing scored yet, the active seat moves the markers
    assert state.phase == "scoring" and state.totals == [0, 0] and not state.scorings
    assert state.scoring["result"]["points"] == [1, 0] and state.scoring["interrupted"]
    assert R.progress(state) == "Turn 1: scoring 1 of 3 under way"
    assert unchanged(state, build(2, 0, 3)) == "A scoring is being held: move the markers first."
    assert R.State.from_dict(state.to_dict()).to_dict() == state.to_dict()
    kinds = [e["type"] for e in R.apply(state, {"type": "score"})]
    assert kinds == ["scoring", "turn_end"]
    assert state.king == 5 and len(state.scorings) == 1 and state.totals == [1, 0]
    assert R.current_seat(state) == 1 and state.actions_done == 0  # third action lost


def test_a_build_opens_a_scoring_only_when_it_moves_the_king_onto_a_crown_space():
    """"Ruch pionu Krola": the scoring comes when the King lands on a crown space, which
    only a crowned element makes him do. With the King standing on crown space 5 after
    scoring 1, a plain element built opens no second scoring; a crowned one moves him on
    to 6, which is no crown space."""
    state = arrange(new(), cathedral=[(0, 0, "r04")], elements=["y04", "b04", "g01"])
    state.king, state.totals = 5, [1, 0]
    state.scorings = [{"areas": [], "points": [1, 0]}]
    assert R.invariant_problems(state) == []
    for field, x, y in ((0, 1, 0), (1, 0, 1)):          # plain elements, King on space 5
        events = R.apply(state, build(field, x, y))
        assert "scoring_open" not in [e["type"] for e in events]
        assert state.phase == "play" and state.king == 5 and len(state.scorings) == 1
    events = R.apply(state, build(2, 0, 2))             # g01, crowned: the King to 6
    assert state.king == 6 and "scoring_open" not in [e["type"] for e in events]
    assert state.phase == "play" and len(state.scorings) == 1 and state.turn == 1


def test_third_scoring_ends_the_game():
    state = arrange(new(), elements=["g01", "y04", "b04"])
    state.king, state.scorings = 14, [{"areas": [], "points": [0, 0]}] * 2
    R.apply(state, build(0, 0, 0))
    events = R.apply(state, {"type": "score"})
    assert [e["type"] for e in events] == ["scoring", "game_over"]
    assert R.is_over(state) and R.winners(state) == [0, 1]    # 0:0, shared
    assert R.progress(state) == "Finished: Ola & Bart won"


# ----------------------------------------------------------------- areas (rulebook example)

D, E, F = "bg1", "yb2", "yg2"
EXAMPLE = [(0, 0, "g04"), (1, 0, D), (2, 0, "b04"), (3, 0, "b05"), (1, 1, "b06"),
           (2, 1, "b07"), (0, 1, "r04"), (0, 2, "r05"), (1, 2, "r06"), (0, 3, "b08"),
           (1, 3, E), (2, 3, "b09"), (4, 0, F), (4, 2, "y04"), (3, 2, "g05"), (4, 3, "g06")]


def example_state():
    """The rulebook's "Obszary" picture: a part of a cathedral (not all of it joined to
    the sockets), used for areas only."""
    return arrange(new(), cathedral=EXAMPLE, whole=False)


def test_obszary_rulebook_example():
    found = {(a["colour"], tuple(map(tuple, a["cells"]))) for a in R.areas(example_state())}
    green_a = ("green", ((0, 0), (1, 0)))                              # 2 with Joker D
    blue_b = ("blue", ((1, 0), (1, 1), (2, 0), (2, 1), (3, 0)))        # 5 with Joker D
    blue_e = ("blue", ((0, 3), (1, 3), (2, 3)))                        # E joins two blue areas
    red_c = ("red", ((0, 1), (0, 2), (1, 2)))                          # E is not red
    assert {green_a, blue_b, blue_e, red_c} <= found
    cells = [c for _, cs in found for c in cs]
    assert (4, 0) not in cells                                         # F: no area at all
    assert not any(colour == "yellow" and (1, 3) in cs for colour, cs in found)  # E alone


def test_obszary_single_element_is_an_area_and_corners_never_join():
    found = R.areas(example_state())
    assert {"colour": "yellow", "cells": [[4, 2]]} in found
    greens = [a["cells"] for a in found if a["colour"] == "green"]
    assert [[3, 2]] in greens and [[4, 3]] in greens                  # diagonal: two areas
    assert len(found) == 7


def test_designed_scoring_by_builder_strength():
    state = example_state()
    state.builders = [[2, 0, 0], [1, 0, 0], [3, 0, 1], [0, 1, 0], [0, 2, 1]]
    result = R.score_areas(state)
    by_cells = {tuple(map(tuple, a["cells"])): a for a in result["areas"]}
    blue_b = by_cells[((1, 0), (1, 1), (2, 0), (2, 1), (3, 0))]
    assert blue_b["strength"] == [2, 1] and blue_b["points"] == [5, 0]
    assert by_cells[((0, 0), (1, 0))]["points"] == [2, 0]              # Builder on D counts twice
    red = by_cells[((0, 1), (0, 2), (1, 2))]
    assert red["strength"] == [1, 1] and red["points"] == [1, 1]       # tie: 3 // 2 each
    assert by_cells[((0, 3), (1, 3), (2, 3))]["points"] == [0, 0]      # no Builders
    assert result["points"] == [8, 1]


def test_track_position_0_to_49_and_50_tokens():
    assert R.track_position(0) == (0, 0)
    assert R.track_position(49) == (0, 49)
    assert R.track_position(50) == (1, 0)
    assert R.track_position(123) == (2, 23)
    with pytest.raises(ValueError):
        R.track_position(-1)


# ----------------------------------------------------------------- view, log, progress

def test_view_hides_the_stack_and_the_element_side_of_orders():
    state = new(2)
    v = R.view(state, 0)
    assert v == R.view(state, 1)
    assert v["stack"] == 52 and "rng" not in v
    text = json.dumps(v)
    assert not any(tid in text for tid in state.stack + state.order_fields)
    assert v["order_fields"] == [R.load_content().tokens[t].order for t in state.order_fields]


def test_progress_and_describe():
    state = arrange(new(), elements=["y01", "b04", "r04"])
    assert R.progress(state) == "Turn 1: 0 elements, 0 of 3 scorings"
    events = R.apply(state, build(0, 0, 0))
    lines = [R.describe(state, e) for e in events]
    assert lines[0] == "Ola builds a yellow element with a crown at row 1, column 1."
    assert lines[1] == "The King moves to space 1."
    assert lines[2].startswith("The Order token beside field 1 is turned over: ")
    assert lines[3].startswith("A new Order is drawn: ")
    assert R.describe(state, R.apply(state, {"type": "place_builder"})[0]) == (
        "Ola places a Builder on the element just built.")
    end = R.apply(state, build(1, 1, 0))[-1]
    assert R.describe(state, end) == "Turn 2: Bart plays."
    assert R.progress(state) == "Turn 2: 2 elements, 0 of 3 scorings"


# ----------------------------------------------------------------- random games

def test_random_games_end_and_keep_every_invariant():
    described = set()
    for seed in range(60):
        state = new(seed)
        rng = random.Random(seed)
        for _ in range(400):
            if R.is_over(state):
                break
            acts = R.legal_actions(state)
            assert acts and R.current_seat(state) in (0, 1)
            for event in R.apply(state, rng.choice(acts)):
                assert isinstance(R.describe(state, event), str)
                described.add(event["type"])
            assert R.invariant_problems(state) == []
            assert len(R.token_locations(state)) == 58
        assert R.is_over(state) and R.legal_actions(state) == []
        assert R.State.from_dict(state.to_dict()).to_dict() == state.to_dict()
        assert len(state.scorings) <= 3
    assert {"build", "place_builder", "scoring_open", "scoring", "game_over", "turn_end", "order",
            "paid_offer", "pay", "decline", "paid_order"} <= described


# ----------------------------------------------------------------- the scoring phase

def test_score_is_refused_outside_a_scoring_and_a_scoring_refuses_everything_else():
    state = arrange(new(), cathedral=[(0, 0, "r04")], elements=["y04", "y01", "b04"])
    assert unchanged(state, {"type": "score"}) == "There is no scoring to finish now."
    state.king = 4
    events = R.apply(state, build(1, 0, 1))
    assert R.describe(state, events[-1]) == "The King reaches a crown space: scoring 1."
    for action in (build(0, 1, 0), {"type": "place_builder"}, {"type": "redraw"},
                   {"type": "order", "field": 0}, {"type": "pay"}):
        assert unchanged(state, action) == "A scoring is being held: move the markers first."


def test_a_damaged_scoring_in_a_save_is_refused():
    state = arrange(new(), elements=["y01", "y04", "b04"])
    state.king = 4
    R.apply(state, build(0, 0, 0))
    broken = state.to_dict()
    broken["scoring"] = None
    with pytest.raises(ValueError, match="scoring out of place"):
        R.State.from_dict(broken)
    stray = R.new_game(PLAYERS, {}, 1).to_dict()
    stray["scoring"] = state.to_dict()["scoring"]
    with pytest.raises(ValueError, match="scoring out of place"):
        R.State.from_dict(stray)
