"""The engine's rule kit: action dispatch with one refusal sentence per phase, fast copies,
the shared wordings. Expected sentences are written out by hand."""
import random

import pytest
from hypothesis import given, strategies as st

from games.engine.protocol import IllegalAction
from games.engine.rulekit import (Actions, Key, Kind, copy_fields, finished_text, places,
                                  is_int,
                                  plain_copy, track_position)


class Toy:
    def __init__(self):
        self.phase, self.count, self.log, self.rng = "play", 0, [], random.Random(1)


def _add(state, action):
    if action["by"] > 3:
        raise IllegalAction("At most 3 at a time.")
    state.count += action["by"]
    state.phase = "done" if state.count >= 5 else "play"
    return [{"type": "added", "by": action["by"]}]


def _note(state, action):
    state.log.append(action.get("text", "-"))
    return [{"type": "noted"}]


ACTIONS = Actions(
    {"add": Kind(_add, ("play",), {"by": Key(is_int, "a whole number")}),
     "write_note": Kind(_note, ("play", "done"), {"text": Key(lambda v: isinstance(v, str),
                                                               "a text", optional=True)})},
    {"play": "First add something.", "done": "The count is full: only notes now."},
    after=lambda state: [{"type": "full"}] if state.phase == "done" and not state.log else [])


@pytest.mark.parametrize("action, reason", [
    ("add", "An action is a set of named values with a \"type\"."),
    ({}, "An action needs a \"type\"."),
    ({"type": "jump"}, "Unknown action 'jump': the actions are add and write_note."),
    ({"type": ["add"]}, "Unknown action that: the actions are add and write_note."),
    ({"type": "add"}, "The add action needs 'by': a whole number."),
    ({"type": "add", "by": "2"}, "The add action's 'by' should be a whole number."),
    ({"type": "add", "by": True}, "The add action's 'by' should be a whole number."),
    ({"type": "add", "by": 1, "extra": 0}, "The add action takes no 'extra'."),
    ({"type": "write_note", "text": 5}, "The write note action's 'text' should be a text."),
    ({"type": "add", "by": 4}, "At most 3 at a time."),
])
def test_every_refusal_is_a_sentence_and_changes_nothing(action, reason):
    state = Toy()
    with pytest.raises(IllegalAction) as refused:
        ACTIONS.apply(state, action)
    assert refused.value.reason == reason
    assert (state.phase, state.count, state.log) == ("play", 0, [])


def test_actions_of_another_phase_get_that_phases_sentence():
    state = Toy()
    assert ACTIONS.apply(state, {"type": "add", "by": 3}) == [{"type": "added", "by": 3}]
    assert ACTIONS.apply(state, {"type": "add", "by": 2}) == [{"type": "added", "by": 2},
                                                              {"type": "full"}]
    with pytest.raises(IllegalAction, match="^The count is full: only notes now.$"):
        ACTIONS.apply(state, {"type": "add", "by": 1})
    assert ACTIONS.apply(state, {"type": "write_note"}) == [{"type": "noted"}]
    assert state.log == ["-"] and state.count == 5


def test_a_phase_without_a_refusal_sentence_is_a_mistake_in_the_game():
    with pytest.raises(ValueError, match="no refusal sentence for the phase.s. end"):
        Actions({"x": Kind(_note, ("play", "end"))}, {"play": "Play."})


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) |
                    st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4) |
                    st.dictionaries(st.text(max_size=4), inner, max_size=4) |
                    st.tuples(inner, inner), max_leaves=20)


@given(JSON)
def test_plain_copy_is_equal_and_shares_no_container(value):
    copy = plain_copy(value)
    assert copy == value and type(copy) is type(value)

    def containers(v):
        if isinstance(v, (list, dict)):
            yield id(v)
        if isinstance(v, (list, tuple)):
            for item in v:
                yield from containers(item)
        elif isinstance(v, dict):
            for item in v.values():
                yield from containers(item)
    assert not set(containers(copy)) & set(containers(value))


def test_copy_fields_makes_an_independent_state_with_the_same_dice():
    state = Toy()
    state.log = [["a"], {"b": [1]}]
    copy = copy_fields(state, ("phase", "count", "log"))
    assert type(copy) is Toy and copy.log == state.log and copy.count == 0
    copy.log[0].append("x")
    copy.log[1]["b"].append(2)
    assert state.log == [["a"], {"b": [1]}]
    assert [copy.rng.random() for _ in range(3)] == [state.rng.random() for _ in range(3)]


def test_finished_text_and_track_position():
    assert finished_text(["Ola"]) == "Finished: Ola won"
    assert finished_text(["Ola", "Bart"]) == "Finished: Ola & Bart won"
    assert finished_text(iter(("Ola", "Bart", "Cyryl"))) == "Finished: Ola & Bart & Cyryl won"
    assert track_position(0, 40) == (0, 0)
    assert track_position(39, 40) == (0, 39)
    assert track_position(40, 40) == (1, 0)
    assert track_position(97, 50) == (1, 47)
    with pytest.raises(ValueError):
        track_position(-1, 40)
    with pytest.raises(ValueError):
        track_position(3, 0)


def test_an_action_may_have_its_own_sentence_for_a_phase():
    """``Kind.refusals``: a phase's own sentence is for the actions it does not fit; an
    action type may say something else there, and only there."""
    kinds = {"add": Kind(_add, ("play",), {"by": Key(is_int, "a whole number")}),
             "write_note": Kind(_note, ("done",), {"text": Key(lambda v: isinstance(v, str),
                                                                "a text", optional=True)},
                                refusals={"play": "Nothing to note yet."})}
    actions = Actions(kinds, {"play": "First add something.", "done": "The count is full."})
    state = Toy()
    with pytest.raises(IllegalAction, match="^Nothing to note yet.$"):
        actions.apply(state, {"type": "write_note"})
    assert state.log == []
    actions.apply(state, {"type": "add", "by": 3})
    actions.apply(state, {"type": "add", "by": 3})
    with pytest.raises(IllegalAction, match="^The count is full.$"):
        actions.apply(state, {"type": "add", "by": 1})
    assert actions.apply(state, {"type": "write_note", "text": "ok"}) == [{"type": "noted"}]
    assert state.log == ["ok"]


@pytest.mark.parametrize("scores, expected", [
    ([5, 7, 5], [(1, 1), (2, 0), (2, 2)]),          # the tester's tie: 2. and 2., not 2. and 3.
    ([4, 4, 4], [(1, 0), (1, 1), (1, 2)]),
    ([9, 3, 3, 1], [(1, 0), (2, 1), (2, 2), (4, 3)]),
    ([2], [(1, 0)]),
    ([], []),
])
def test_equal_results_share_a_place_and_the_next_place_skips(scores, expected):
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    assert places(order, lambda s: scores[s]) == expected
