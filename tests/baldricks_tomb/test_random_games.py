"""Baldrick's Tomb random play and saving: JSON round trips at random points (mid-combat,
mid-floor-setup, ...) continue identically; damaged saves are refused; views hide hands;
illegal actions change nothing. (Random games keeping the invariants to the end are
played by the conformance test, tests/engine/test_conformance.py.)"""
import json
import random

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import players, ready

MAX_STEPS = 5000


def options_for(game, rng):
    return {"floors": (3, 4, 5, 7)[(game // 4) % 4], "collapse": (0, 3, 4, 6)[(game // 16) % 4],
            "custom_characters": rng.random() < 0.5, "persistent_poison": rng.random() < 0.5,
            "persistent_hp": rng.random() < 0.5}


def new_random_game(game):
    rng = random.Random(game)
    state = R.new_game(players(1 + game % 4), options_for(game, rng), seed=game)
    return state, rng


def play(state, rng, steps):
    for _ in range(steps):
        if R.is_over(state):
            return
        R.apply(state, rng.choice(R.legal_actions(state)))


def round_trip(state):
    copy = R.State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert copy.to_dict() == state.to_dict()
    assert R.legal_actions(copy) == R.legal_actions(state)
    return copy


def continues_identically(state, seed):
    copy = round_trip(state)
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(150):
        if R.is_over(state):
            break
        a, b = rng_a.choice(R.legal_actions(state)), rng_b.choice(R.legal_actions(copy))
        assert a == b
        assert R.apply(state, a) == R.apply(copy, b)
    assert copy.to_dict() == state.to_dict()


def test_round_trip_at_random_points_continues_identically():
    for game in range(40):
        state, rng = new_random_game(1000 + game)
        play(state, rng, rng.randint(0, 400))
        continues_identically(state, game)


@pytest.mark.parametrize("phase", ["combat", "place_tokens", "place_pawns", "relocate", "skills"])
def test_round_trip_in_every_phase(phase):
    found = 0
    for game in range(400):
        state, rng = new_random_game(game)
        while not R.is_over(state) and found < 3:
            if state.phase == phase and rng.random() < 0.3:
                continues_identically(state, game)
                found += 1
                break
            R.apply(state, rng.choice(R.legal_actions(state)))
        if found >= 3:
            break
    assert found, phase


def test_round_trip_mid_discard_down_to_two():
    state = ready(3, tokens={"scroll1": (1, 2)})
    hands = state.scrolls[0] + state.scrolls[1] + state.scrolls[2] + state.piles["scroll"]
    state.scrolls = [hands[:2], hands[2:7], hands[7:15]]
    state.piles["scroll"] = hands[15:16]
    R.apply(state, {"type": "step", "cell": [1, 2]})
    R.apply(state, {"type": "discard_scroll", "card": state.scrolls[0][0]})
    assert state.phase == "discard"
    continues_identically(state, 1)


def test_damaged_saves_are_refused():
    state, rng = new_random_game(3)
    play(state, rng, 50)
    good = state.to_dict()
    for damage in (lambda d: d.pop("tokens"), lambda d: d.update(supply=d["supply"] + 1),
                   lambda d: d["tokens"].pop("gem"), lambda d: d.update(phase="dancing"),
                   lambda d: d["hp"].__setitem__(0, 0), lambda d: d.update(hp=None),
                   lambda d: d["piles"]["monster"].append("cave_rat")):
        d = json.loads(json.dumps(good))
        damage(d)
        with pytest.raises(ValueError):
            R.State.from_dict(d)


def test_two_pawns_on_one_space_is_reported():
    state, rng = new_random_game(5)   # 2 players
    while state.phase != "move":
        R.apply(state, rng.choice(R.legal_actions(state)))
    state.phase = "relocate"
    state.relocating = {"token": "monster1", "rolled": [1, 1], "options": []}
    state.cells[1] = list(state.cells[0])
    assert any("share" in p for p in R.invariant_problems(state))


def test_views_differ_per_seat_and_hide_hands():
    state, rng = new_random_game(7)   # 4 players
    while state.phase != "move":
        R.apply(state, rng.choice(R.legal_actions(state)))
    views = [R.view(state, s) for s in range(4)]
    assert all(v["my_scrolls"] == state.scrolls[s] for s, v in enumerate(views))
    assert views[0] != views[1]
    text = json.dumps(R.view(state, None))
    assert not any(card in text for hand in state.scrolls for card in hand)
    assert all(t["kind"] is None for t in views[0]["board"] if not t["face_up"])


def test_describe_never_names_a_drawn_scroll_and_progress_reads_well():
    for game in range(30):
        state, rng = new_random_game(game)
        while not R.is_over(state):
            for e in R.apply(state, rng.choice(R.legal_actions(state))):
                line = R.describe(state, e)
                assert isinstance(line, str) and line
                if e["type"] == "scroll_drawn":
                    assert not any(R.content().scrolls[c].name in line
                                   for c in R.content().scrolls)
            progress = R.progress(state)
            assert progress.startswith(("Floor", "Choosing", "Finished"))
    assert R.progress(R.new_game(players(2), {}, 1)) == "Floor 1, setting up"


ILLEGAL = [{"type": "step", "cell": [0, 0]}, {"type": "step", "cell": [9, 1]}, {"type": "fight"},
           {"type": "run"}, {"type": "exit"}, {"type": "steal"}, {"type": "place_rest"},
           {"type": "roll_pawn"}, {"type": "place_token", "cell": [1, 1]},
           {"type": "place_adjacent", "cell": [1, 1]}, {"type": "keep_skills", "cards": []},
           {"type": "discard_scroll", "card": "nothing"}, {"type": "play_scroll", "card": "nothing"},
           {"type": "end_move"}, {"type": "dance"}, "step", {}]


def test_illegal_actions_give_a_reason_and_change_nothing():
    for game in range(40):
        state, rng = new_random_game(game)
        while not R.is_over(state):
            legal = R.legal_actions(state)
            for action in ILLEGAL:
                if action in legal:
                    continue
                before = state.to_dict()
                with pytest.raises(R.IllegalAction) as err:
                    R.apply(state, action)
                assert err.value.reason.endswith(".") and state.to_dict() == before
            play(state, rng, rng.randint(1, 30))
