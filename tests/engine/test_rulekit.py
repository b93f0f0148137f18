"""The engine's rule kit: action dispatch with one refusal sentence per phase, fast copies,
the shared wordings. Expected sentences are written out by hand."""
import random
from dataclasses import dataclass, field

import pytest
from hypothesis import given, strategies as st

from games.engine.protocol import IllegalAction
from games.engine.rulekit import (Actions, EventLines, Key, Kind, StateBase, Template,
                                  copy_fields, finished_text, is_int, places, plain_copy,
                                  track_position)


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


# ---------------------------------------------------------------------------- StateBase


@dataclass
class _Toy(StateBase):
    """A two-field game state with one optional field and a rule linking its fields."""
    players: list
    rng: random.Random
    score: list = field(default_factory=list)
    memory: dict = field(default_factory=dict)

    FIELDS = ("players", "score")
    OPTIONAL_FIELDS = ("memory",)

    def position_problems(self) -> list[str]:
        if len(self.score) != len(self.players):
            return [f"{len(self.score)} scores for {len(self.players)} players"]
        return []


def _toy() -> _Toy:
    return _Toy(players=[{"name": "Ola"}, {"name": "Bart"}], rng=random.Random(3), score=[1, 2])


def test_state_base_round_trip_keeps_fields_and_rng():
    state = _toy()
    state.rng.random()
    d = state.to_dict()
    assert set(d) == {"players", "score", "rng"}          # the empty optional field is left out
    again = _Toy.from_dict(d)
    assert again.to_dict() == d and again.rng.random() == state.rng.random()
    state.memory["seen"] = [1]
    d = state.to_dict()
    assert d["memory"] == {"seen": [1]} and _Toy.from_dict(d).memory == {"seen": [1]}


def test_state_base_to_dict_and_clone_share_nothing():
    state = _toy()
    for copy in (state.to_dict(), state.clone()):
        players = copy["players"] if isinstance(copy, dict) else copy.players
        players[0]["name"] = "changed"
        assert state.players[0]["name"] == "Ola"
    twin = state.clone()
    assert type(twin) is _Toy and twin.to_dict() == state.to_dict()
    assert twin.rng is not state.rng and twin.rng.random() == state.rng.random()


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.pop("score"), "missing field 'score'"),
    (lambda d: d.pop("rng"), "missing field 'rng'"),
    (lambda d: d.update(extra=1), "unknown field 'extra'"),
    (lambda d: d.update(rng="dice"), "bad RNG state"),
    (lambda d: d.update(score=[1]), "1 scores for 2 players"),
    (lambda d: d.update(score=None), "malformed (TypeError)"),
])
def test_state_base_from_dict_refuses_damage_in_words(damage, words):
    d = _toy().to_dict()
    damage(d)
    with pytest.raises(ValueError) as err:
        _Toy.from_dict(d)
    assert str(err.value).startswith("the saved position is damaged: ") and words in str(err.value)


@pytest.mark.parametrize("d", [None, [], "state", 7])
def test_state_base_from_dict_refuses_what_is_no_dict(d):
    with pytest.raises(ValueError, match="not a set of named fields"):
        _Toy.from_dict(d)


def test_state_base_uses_the_games_shape_check():
    class Strict(_Toy):
        @classmethod
        def shape_problems(cls, d):
            return super().shape_problems(d) or (["score should be numbers"]
                                                 if not all(isinstance(x, int) for x in d["score"]) else [])
    d = _toy().to_dict()
    d["score"] = ["a", "b"]
    with pytest.raises(ValueError, match="score should be numbers"):
        Strict.from_dict(d)
    assert _Toy.from_dict(d).score == ["a", "b"]             # the default check reads keys only


# ---------------------------------------------------------------------------- EventLines

_LINES = EventLines("Toy", {
    "score": "{name} scores {points}.",
    "end": lambda state, event, name: f"The game is over after {len(state.score)} scores.",
}, private={"score": "{name} scores {points} with {card}."})


def test_event_lines_fill_templates_and_call_functions():
    state = _toy()
    event = {"type": "score", "seat": 1, "points": 3, "card": "Ace", "shown_to": [1]}
    assert _LINES.describe(state, event) == "Bart scores 3."
    assert _LINES.describe(state, event, 0) == "Bart scores 3."          # not shown to seat 0
    assert _LINES.describe(state, event, 1) == "Bart scores 3 with Ace."
    assert _LINES.describe(state, {"type": "end"}, 1) == "The game is over after 2 scores."
    assert _LINES.kinds() == ["end", "score"]


def test_event_lines_refuse_an_unknown_event():
    with pytest.raises(ValueError, match="Toy makes no 'nothing' event"):
        _LINES.describe(_toy(), {"type": "nothing"})


# ---------------------------------------------------------------------------- Template

_WORKED = EventLines("Toy", {
    "move": Template("{name} moves to row {row}, beside {other}.",
                     row=lambda state, event: event["y"] + 1,
                     other=lambda state, event: state.players[event["beside"]]["name"]),
    "count": Template("{name} counts {points} of {total}.",
                      total=lambda state, event: sum(state.score)),
    "shadow": Template("Row {y}.", y=lambda state, event: event["y"] * 10),
}, private={"move": Template("{name} secretly moves to {row}.",
                             row=lambda state, event: event["y"] + 1)})


@pytest.mark.parametrize("event, seat, line", [
    ({"type": "move", "seat": 0, "y": 0, "beside": 1}, None, "Ola moves to row 1, beside Bart."),
    ({"type": "move", "seat": 1, "y": 4, "beside": 0}, None, "Bart moves to row 5, beside Ola."),
    ({"type": "move", "seat": 1, "y": 4, "beside": 0, "shown_to": [1]}, 1,
     "Bart secretly moves to 5."),
    ({"type": "move", "seat": 1, "y": 4, "beside": 0, "shown_to": [1]}, 0,
     "Bart moves to row 5, beside Ola."),
    ({"type": "count", "seat": 0, "points": 7}, None, "Ola counts 7 of 3."),
    ({"type": "shadow", "y": 2}, None, "Row 20."),                # the field wins over the key
])
def test_template_fills_event_keys_name_and_worked_out_fields(event, seat, line):
    assert _WORKED.describe(_toy(), event, seat) == line


def test_template_keeps_its_text_for_a_translator_and_names_a_missing_field():
    move = _WORKED.public["move"]
    assert move.text == "{name} moves to row {row}, beside {other}."
    assert sorted(move.fields) == ["other", "row"]
    with pytest.raises(KeyError, match="points"):
        _WORKED.describe(_toy(), {"type": "count", "seat": 0})


@pytest.mark.parametrize("game", ["labirynt", "basilica", "bas_celik", "bazyliszek"])
def test_a_rules_modules_sentences_follow_the_language_shown(game, polish):
    """``said_in_language``: a rules module's protocol sentences (``SETUP_NOTE``,
    ``NO_UNDO_REASON``, ...) are read in the language shown at the moment they are read,
    not the one of import time; an unknown name is refused as by any module."""
    import importlib

    from games.engine import i18n
    from games.engine.rulekit import said_in_language
    rules = importlib.import_module(f"games.{game}.rules")
    name = "NO_UNDO_REASON" if game == "bazyliszek" else "SETUP_NOTE"
    polish_text = getattr(rules, name)
    i18n.set_language("en")
    english = getattr(rules, name)
    assert english != polish_text              # read again: in the language shown now
    i18n.set_language("pl")
    assert getattr(rules, name) == polish_text
    i18n.set_language("en")
    with pytest.raises(AttributeError, match="no attribute 'NO_SUCH_NAME'"):
        rules.NO_SUCH_NAME
    said = said_in_language({"X": "Colour"}, "m")
    assert said("X") == "Colour"
