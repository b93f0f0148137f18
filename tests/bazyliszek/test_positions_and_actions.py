"""Bazyliszek through its public API, against damaged input: saved positions that the rules
cannot reach are refused with a ``ValueError`` saying what is wrong, actions of the wrong
shape are refused with an ``IllegalAction`` whose reason is true (never a ``TypeError`` or
``IndexError``) and leave the state as it was; every position random games reach loads,
and two states equal as dicts play on identically.
"""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.bazyliszek import rules as R
from games.engine.protocol import IllegalAction

NAMES = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa"]


def players(n, shields=1):
    return [{"name": NAMES[i], "colour": f"c{i}", "shields": shields} for i in range(n)]


def play(state, rng, steps, stop_at=None):
    """Random legal actions (at most ``steps``), stopping early in phase ``stop_at``."""
    for _ in range(steps):
        if R.is_over(state) or state.phase == stop_at:
            break
        R.apply(state, rng.choice(R.legal_actions(state)))
    return state


def visit_pending(state):
    """Finish a turn left waiting on a revealed room (so the state is in phase "play")."""
    if state.phase == "decide":
        R.apply(state, {"type": "visit"})
    return state


def position(phase, n=3, seed=5, variant="simplified"):
    """A state of a random game of ``n`` seats in ``phase`` ("play" is mid round 1,
    "play2" mid round 2)."""
    state = R.new_game(players(n), {"variant": variant}, seed)
    rng = random.Random(seed)
    if phase == "play":
        return visit_pending(play(state, rng, 9))
    if phase == "decide":
        play(state, rng, 9)
        while state.phase != "decide":
            R.apply(state, next(a for a in R.legal_actions(state) if a["type"] == "reveal"))
        return state
    play(state, rng, 10_000, stop_at="scoring")
    if phase == "scoring":
        return state
    R.apply(state, {"type": "continue"})
    if phase == "play2":
        return visit_pending(play(state, rng, 11))
    return play(state, rng, 10_000)


PHASES = ["play", "decide", "scoring", "play2", "over"]


# ----------------------------------------------------------------- every reached state loads

@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", ["standard", "simplified"])
def test_every_state_of_random_games_loads_back(n, variant):
    for game in range(6):
        rng = random.Random(game * 10 + n)
        state = R.new_game([dict(p, shields=rng.randint(0, 2)) for p in players(n)],
                           {"variant": variant}, seed=game)
        while True:
            d = json.loads(json.dumps(state.to_dict()))
            assert R.State.from_dict(d).to_dict() == state.to_dict()
            if R.is_over(state):
                break
            R.apply(state, rng.choice(R.legal_actions(state)))


def test_the_phases_used_below_are_reached():
    assert [position(p).phase for p in PHASES] == ["play", "decide", "scoring", "play", "over"]
    assert position("play2").round == 2


# ----------------------------------------------------------------- damaged positions

def _set(key, value):
    def change(d):
        d[key] = value
    return change


def _set_in(key, index, value):
    def change(d):
        d[key][index] = value
    return change


def _player(field, value):
    def change(d):
        if value is KeyError:
            del d["players"][0][field]
        else:
            d["players"][0][field] = value
    return change


def _move_set_aside_to_centre(d):
    d["centre"].append(d["set_aside"].pop())


def _duplicate_a_card(d):
    d["set_aside"][0] = d["set_aside"][1]


def _hide_an_empty_slot(d):
    i = d["table"].index(None)
    d["face_up"][i] = False


def _pile_card_out_of_the_game(d):
    pile = next(p for p in d["piles"] if p)
    d["removed"].append(pile.pop())


def _pending_on_face_down(d):
    d["pending"] = next(i for i, (c, u) in enumerate(zip(d["table"], d["face_up"]))
                        if c is not None and not u)


def _pending_on_empty(d):
    d["pending"] = d["table"].index(None)


def _reveal_everything(d):
    d["face_up"] = [True] * len(d["face_up"])


# (phase, change, words the message must contain)
DAMAGE = [
    ("play", _set("players", []), "2 to 5 players"),
    ("play", _set("players", None), "2 to 5 players"),
    ("play", lambda d: d["players"].extend(copy.deepcopy(d["players"]) * 2), "2 to 5 players"),
    ("play", _set_in("players", 0, "Ola"), "exactly name"),
    ("play", _player("name", KeyError), "exactly name"),
    ("play", _player("nick", "O"), "exactly name"),
    ("play", _player("name", ""), "no name"),
    ("play", _player("name", "   "), "no name"),
    ("play", _player("name", 7), "no name"),
    ("play", _player("colour", None), "colour"),
    ("play", _player("shields", 3), "0 to 2 shields"),
    ("play", _player("shields", -1), "0 to 2 shields"),
    ("play", _player("shields", True), "0 to 2 shields"),
    ("play", _set("options", {}), "variant"),
    ("play", _set("options", {"variant": "easy"}), "variant"),
    ("play", _set("options", {"variant": "simplified", "x": 1}), "variant"),
    ("play", _set("options", ["simplified"]), "variant"),
    ("play", _set("options", {"variant": "standard"}), "only given in the simplified"),
    ("play", _set("seed", "5"), "seed"),
    ("play", _set("seed", True), "seed"),
    ("play", _set("seed", 5.0), "seed"),
    ("play", _set("round", 0), "round should be 1 or 2"),
    ("play", _set("round", 3), "round should be 1 or 2"),
    ("play", _set("round", True), "round should be 1 or 2"),
    ("play", _set("round", "1"), "round should be 1 or 2"),
    ("play", _set("phase", "dancing"), "phase should be"),
    ("play", _set("phase", ["play"]), "phase should be"),
    ("play", _set("phase", None), "phase should be"),
    ("play", _set("table", None), "room card or nothing"),
    ("play", _set_in("table", 0, 17), "room card or nothing"),
    ("play", _set_in("table", 0, "nonsense-a1"), "unknown room card"),
    ("play", lambda d: d["face_up"].pop(), "face up or face down"),
    ("play", _set_in("face_up", 0, 1), "face up or face down"),
    ("play", _set_in("face_up", 0, None), "face up or face down"),
    ("play", _set("face_up", None), "face up or face down"),
    ("decide", _set("pending", -1), "not on the table"),
    ("decide", lambda d: d.update(pending=len(d["table"])), "not on the table"),
    ("decide", _set("pending", 10 ** 9), "not on the table"),
    ("decide", _set("pending", True), "not on the table"),
    ("decide", _set("pending", "3"), "not on the table"),
    ("decide", _pending_on_face_down, "holds no face-up room"),
    ("decide", _pending_on_empty, "holds no face-up room"),
    ("decide", _set("pending", None), "exactly in phase 'decide'"),
    ("play", _set("pending", 0), "exactly in phase 'decide'"),
    ("play", lambda d: d["piles"].pop(), "3 piles"),
    ("play", _set_in("piles", 0, None), "3 piles"),
    ("play", _set_in("piles", 0, [5]), "3 piles"),
    ("play", _set("set_aside", None), "'set_aside' should be a list"),
    ("play", _set("centre", [3]), "'centre' should be a list"),
    ("play", _set("removed", {}), "'removed' should be a list"),
    ("play", _set("turn", -1), "'turn' -1 is not a seat"),
    ("play", _set("turn", 3), "'turn' 3 is not a seat"),
    ("play", _set("turn", True), "is not a seat"),
    ("play", _set("turn", 1.0), "is not a seat"),
    ("play", _set("first_seat", 3), "'first_seat' 3 is not a seat"),
    ("play", _set("first_seat", None), "'first_seat' None is not a seat"),
    ("play", _set("totals", [0, -1, 0]), "none negative"),
    ("play", _set("totals", [0, 0]), "none negative"),
    ("play", _set("totals", [0, 0.0, 0]), "none negative"),
    ("play", _set("totals", [0, 1, 0]), "not the rounds' points"),
    ("play", _set("shields_left", [2, 1, 1]), "shields left should be"),
    ("play", _set("shields_left", [1, 1]), "shields left should be"),
    ("play", _set("shields_left", [0, 1, 1]), "do not match the shields used"),
    ("play", _set("results", None), "finished rounds"),
    ("play", _set("results", [[{}, {}]]), "finished rounds"),
    ("play", lambda d: d["set_aside"].pop(), "89 cards accounted for"),
    ("play", _duplicate_a_card, "distinct"),
    ("play", _move_set_aside_to_centre, "round 1 spreads 45"),
    ("play", _hide_an_empty_slot, "empty but face down"),
    ("play", _pile_card_out_of_the_game, "have left the table"),
    ("play", _reveal_everything, "no face-down room is left"),
    ("play", _set("phase", "scoring"), "0 rounds scored"),
    ("play", _set("phase", "over"), "phase 'over' cannot happen in round 1"),
    ("scoring", _set("round", 2), "phase 'scoring' cannot happen in round 2"),
    ("scoring", _set("results", []), "0 rounds scored"),
    ("scoring", lambda d: d["piles"][0].append(d["centre"].pop() if d["centre"]
                                                 else d["removed"].pop()),
     "piles should be empty"),
    ("scoring", lambda d: d["results"][0][0].update(points=d["results"][0][0]["points"] + 1),
     "scoring does not match"),
    ("scoring", lambda d: d["results"][0][0].pop("duplicates"), "not readable"),
    ("scoring", lambda d: d["results"][0][0].update(cards=[1]), "not readable"),
    ("scoring", lambda d: d["results"][0][0].update(shields_held=2), "scoring does not match"),
    ("scoring", lambda d: d["results"][0][1].update(cards=d["results"][0][0]["cards"]),
     "scored twice"),
    ("scoring", lambda d: d["removed"].append(d["set_aside"].pop()), "round 1 spreads"),
    ("play2", lambda d: d["centre"].append(d["removed"].pop()), "centre"),
    ("play2", lambda d: d["set_aside"].append(d["removed"].pop()), "shuffled in before round 2"),
    ("play2", _set("results", []), "0 rounds scored"),
    ("over", lambda d: d["table"].append(d["removed"].pop()) or d["face_up"].append(True),
     "safely scored"),
    ("over", _set("phase", "play"), "2 rounds scored"),
]


@pytest.mark.parametrize("phase,change,words", DAMAGE)
def test_a_damaged_position_is_refused_saying_what_is_wrong(phase, change, words):
    d = json.loads(json.dumps(position(phase).to_dict()))
    change(d)
    with pytest.raises(ValueError) as err:
        R.State.from_dict(d)
    message = str(err.value)
    assert message.startswith("the saved position is damaged: ")
    assert words in message, message


@pytest.mark.parametrize("d", [None, [], "state", 3])
def test_something_that_is_not_a_position_is_refused(d):
    with pytest.raises(ValueError, match="saved position"):
        R.State.from_dict(d)


@pytest.mark.parametrize("key", list(R.State.FIELDS) + ["rng"])
def test_a_missing_field_is_refused(key):
    d = position("play").to_dict()
    del d[key]
    with pytest.raises(ValueError, match="saved position"):
        R.State.from_dict(d)


def test_an_unknown_field_is_refused():
    d = position("play").to_dict()
    d["cheat"] = True
    with pytest.raises(ValueError, match="unknown field 'cheat'"):
        R.State.from_dict(d)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 100) | st.floats(allow_nan=False)
                    | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=8)


def _replace_somewhere(d, data):
    """Replace one value somewhere inside ``d`` (any depth) with arbitrary JSON."""
    node = d
    key = data.draw(st.sampled_from(sorted(node)))
    while isinstance(node[key], (list, dict)) and node[key] and data.draw(st.booleans()):
        node = node[key]
        key = data.draw(st.sampled_from(sorted(node) if isinstance(node, dict)
                                        else range(len(node))))
    node[key] = data.draw(JSON)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phase=st.sampled_from(PHASES), data=st.data())
def test_any_damage_is_a_value_error_or_still_a_sound_position(phase, data):
    """Whatever a damaged save holds, loading raises ``ValueError`` only; what loads is a
    position with no problems that saves back to exactly what was loaded."""
    d = position(phase).to_dict()
    _replace_somewhere(d, data)
    try:
        state = R.State.from_dict(d)
    except ValueError as err:
        assert str(err).startswith("the saved position is damaged")
        return
    assert R.invariant_problems(state) == []
    assert state.to_dict() == d


# ----------------------------------------------------------------- actions of the wrong kind

def _bad_slots(state):
    n = len(state.table)
    return [-1, n, n + 1, 10 ** 9, -10 ** 9]


@pytest.mark.parametrize("phase", ["play", "play2"])
@pytest.mark.parametrize("kind", ["reveal", "take"])
def test_a_slot_off_the_table_is_refused_whatever_its_size(phase, kind):
    state = position(phase)
    before = state.to_dict()
    for slot in _bad_slots(state):
        with pytest.raises(IllegalAction) as err:
            R.apply(state, {"type": kind, "slot": slot})
        assert "no such place on the table" in err.value.reason
        assert f"{slot} is not between 0 and {len(state.table) - 1}" in err.value.reason
        assert state.to_dict() == before


@pytest.mark.parametrize("slot", [True, False, 1.0, "0", None, [1], {"a": 1}, (2,)])
@pytest.mark.parametrize("kind", ["reveal", "take"])
def test_a_slot_that_is_not_a_whole_number_is_refused(kind, slot):
    state = position("play")
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        R.apply(state, {"type": kind, "slot": slot})
    assert "whole number" in err.value.reason
    assert state.to_dict() == before


@pytest.mark.parametrize("phase,action,words", [
    ("play", {"type": ["take"], "slot": 0}, "Unknown action that"),
    ("play", {"type": {"take": 1}}, "Unknown action"),
    ("play", {"type": None}, "Unknown action None: the actions are"),
    ("play", {"type": 3}, "Unknown action 3"),
    ("play", {"type": "Reveal", "slot": 0}, "Unknown action 'Reveal'"),
    ("play", {"slot": 0}, "needs a \"type\""),
    ("play", {}, "needs a \"type\""),
    ("play", ["reveal", 0], "a set of named values"),
    ("play", "reveal", "a set of named values"),
    ("play", None, "a set of named values"),
    ("play", {"type": "reveal"}, "needs 'slot'"),
    ("play", {"type": "take"}, "needs 'slot'"),
    ("play", {"type": "reveal", "slot": 0, "seat": 1}, "takes no 'seat'"),
    ("play", {"type": "reveal", "slot": 0, 7: 1}, "takes no '7'"),
    ("decide", {"type": "visit", "slot": 0}, "takes no 'slot'"),
    ("decide", {"type": "skip", "card": "x"}, "takes no 'card'"),
    ("scoring", {"type": "continue", "round": 2}, "takes no 'round'"),
    ("decide", {"type": "reveal", "slot": 0}, "First decide"),
    ("play", {"type": "visit"}, "First reveal"),
    ("play", {"type": "continue"}, "First reveal"),
    ("scoring", {"type": "take", "slot": 0}, "continue to the next round"),
    ("over", {"type": "continue"}, "The game is over"),
    ("over", {"type": "reveal", "slot": 0}, "The game is over"),
    ("decide", {"type": "reveal", "slot": "0"}, "should be a place on the table"),
    ("over", {"type": "take"}, "needs 'slot'"),
])
def test_a_malformed_action_is_refused_with_a_true_reason(phase, action, words):
    state = position(phase)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        R.apply(state, action)
    assert words in err.value.reason, err.value.reason
    assert state.to_dict() == before


def test_an_empty_slot_is_refused():
    state = position("play")
    slot = state.table.index(None)
    before = state.to_dict()
    for kind in ("reveal", "take"):
        with pytest.raises(IllegalAction, match="already been taken"):
            R.apply(state, {"type": kind, "slot": slot})
    assert state.to_dict() == before


ACTIONS = st.one_of(
    JSON,
    st.fixed_dictionaries({"type": st.sampled_from(["reveal", "take", "visit", "skip",
                                                    "continue"]) | JSON},
                          optional={"slot": st.integers(-100, 100) | JSON,
                                    "seat": JSON}),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phase=st.sampled_from(PHASES), action=ACTIONS)
def test_any_action_is_legal_or_refused_leaving_the_state_unchanged(phase, action):
    state = position(phase)
    before = state.to_dict()
    if action in R.legal_actions(state):
        R.apply(state, action)
        assert R.invariant_problems(state) == []
        return
    with pytest.raises(IllegalAction) as err:
        R.apply(state, action)
    assert err.value.reason.strip()
    assert state.to_dict() == before


# ----------------------------------------------------------------- turns

@pytest.mark.parametrize("n", [2, 3, 5])
def test_taking_a_face_up_room_ends_the_turn(n):
    """"take" puts the room on the taker's pile, empties its slot and passes the turn,
    every time it happens in random games."""
    taken = 0
    for seed in range(8):
        state = R.new_game(players(n), {"variant": "standard"}, seed)
        rng = random.Random(seed)
        while not R.is_over(state):
            legal = R.legal_actions(state)
            takes = [a for a in legal if a["type"] == "take"]
            action = rng.choice(takes) if takes and rng.random() < 0.5 else rng.choice(legal)
            seat, card = state.turn, state.table[action.get("slot", 0)]
            pile = len(state.piles[seat])
            R.apply(state, action)
            if action["type"] == "take":
                taken += 1
                assert R.current_seat(state) == (seat + 1) % n
                assert state.piles[seat][pile:] == [card]
                assert state.table[action["slot"]] is None
    assert taken > 20


# ----------------------------------------------------------------- equal states play alike

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), n=st.integers(2, 5), steps=st.integers(0, 140),
       variant=st.sampled_from(["standard", "simplified"]))
def test_states_equal_as_dicts_play_on_identically(seed, n, steps, variant):
    rng = random.Random(seed)
    state = play(R.new_game(players(n), {"variant": variant}, seed), rng, steps)
    twin = R.State.from_dict(json.loads(json.dumps(state.to_dict())))
    other = R.State.from_dict(copy.deepcopy(state.to_dict()))
    while not R.is_over(state):
        assert twin.to_dict() == other.to_dict() == state.to_dict()
        action = rng.choice(R.legal_actions(state))
        events = R.apply(state, action)
        assert R.apply(twin, dict(action)) == events == R.apply(other, dict(action))
        assert R.view(twin, None) == R.view(state, None)
    assert twin.to_dict() == state.to_dict() and R.winners(twin) == R.winners(state)
