"""Malformed actions: values of the wrong kind, unhashable values, missing and stray keys
in every legal action of random games are refused with ``IllegalAction`` (never a
TypeError or KeyError), with a reason that is true and ends with a full stop, and the
state is left exactly as it was."""
import random

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, ready, rig, step, top
from tests.baldricks_tomb.test_random_games import new_random_game

ODD_VALUES = [None, True, 0, 1.5, -3, "", "x", [], {}, [[1]], [1, 2, 3], ["1", "2"], [True, 1],
              {"a": [1]}, [0, 9], (1, 1)]


def right_kind(key, value):
    """True when ``value`` has the kind ``key`` takes (a wrong value, not a wrong kind)."""
    if key == "card":
        return isinstance(value, str)
    if key == "cards":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    return isinstance(value, list) and len(value) == 2 and all(
        type(v) is int and 1 <= v <= 8 for v in value)


def malformed(action):
    """(variant, what the reason must mention or None) for one legal action."""
    out = [(kind_value, None) for kind_value in ([action], "step", None, 3)]
    for odd in (["step"], {"type": "step"}, None, 3, "STEP", "", ("step",)):
        out.append((dict(action, type=odd), None))
    for key in action:
        if key == "type":
            continue
        missing = {k: v for k, v in action.items() if k != key}
        if not (action["type"] == "play_scroll" and key == "cell"):
            out.append((missing, key))
        for odd in ODD_VALUES:
            if odd != action[key]:
                out.append((dict(action, **{key: odd}), None if right_kind(key, odd) else key))
    for stray, value in (("x", 1), ("x", [1]), ("x", {"a": {}}), ("seat", 0), ("cards", [])):
        if stray not in action:
            out.append((dict(action, **{stray: value}), stray))
    if "cell" not in action and action["type"] != "play_scroll":
        out.append((dict(action, cell=[1, 1]), "cell"))
    return out


RARE = ("exit", "steal", "run", "place_adjacent", "discard_scroll", "keep_skills")


def test_malformed_variants_of_every_legal_action_are_refused_cleanly():
    tried = set()
    for game in range(10):
        state, rng = new_random_game(game)
        while not R.is_over(state):
            legal = R.legal_actions(state)
            rare = [a for a in legal if a["type"] in RARE and a["type"] not in tried]
            picked = rare or (rng.sample(legal, min(2, len(legal))) if rng.random() < 0.12 else [])
            before = state.to_dict() if picked else None
            for action in picked:
                for variant, mention in malformed(action):
                    if variant in legal:
                        continue
                    with pytest.raises(R.IllegalAction) as err:
                        R.apply(state, variant)
                    reason = err.value.reason
                    assert reason.endswith("."), (variant, reason)
                    assert state.to_dict() == before, variant
                    if mention and not (action["type"] == "play_scroll" and mention == "cell"):
                        assert repr(mention) in reason, (variant, reason)
                    tried.add(action["type"])
            R.apply(state, rng.choice(legal))
    assert tried >= {"keep_skills", "place_token", "place_rest", "roll_pawn", "step", "end_move",
                     "play_scroll", "fight", "run", "place_adjacent", "steal", "exit"}


def in_combat_with(scroll):
    s = ready(1, tokens={"monster1": (1, 2)})
    no_skills(s)
    top(s, "monster", "tomb_lord")
    step(s, (1, 2))
    top(s, "scroll", scroll)
    s.scrolls[0].append(s.piles["scroll"].pop())
    return s


def test_a_stray_space_on_a_combat_scroll_is_refused_for_what_it_is():
    s = in_combat_with("battle_hymn")
    with pytest.raises(R.IllegalAction) as err:
        R.apply(s, {"type": "play_scroll", "card": "battle_hymn", "cell": [1, 1]})
    assert err.value.reason == "Battle Hymn needs no space: play it without one."
    R.apply(s, {"type": "play_scroll", "card": "battle_hymn"})     # the real play works


@pytest.mark.parametrize("scroll,phase,words", [
    ("battle_hymn", "move", "Battle Hymn can only be played in combat."),
    ("far_sight", "combat", "Far Sight can only be played outside combat."),
])
def test_a_scroll_in_the_wrong_phase_says_where_it_can_be_played(scroll, phase, words):
    if phase == "combat":
        s = in_combat_with(scroll)
        action = {"type": "play_scroll", "card": scroll, "cell": [5, 5]}
    else:
        s = ready(1)
        top(s, "scroll", scroll)
        s.scrolls[0].append(s.piles["scroll"].pop())
        action = {"type": "play_scroll", "card": scroll}
    with pytest.raises(R.IllegalAction) as err:
        R.apply(s, action)
    assert err.value.reason == words


def test_the_reported_type_error_is_an_illegal_action():
    s = ready(2)
    rig(s)
    for action in ({"type": ["step"]}, {"type": "step", "cell": [[1], 2]},
                   {"type": "keep_skills", "cards": [[1], {}]}, {"type": "fight", "x": {"y": []}}):
        with pytest.raises(R.IllegalAction):
            R.apply(s, action)
