"""Saved positions: ``State.from_dict`` refuses every damaged field (wrong kind or out of
range) and every broken link between fields with a ValueError that says what is wrong;
every position random games reach loads; and a loaded position plays on exactly like
the original, whatever order its dicts' keys come in (the future depends only on the
state's value)."""
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import players
from tests.baldricks_tomb.test_random_games import new_random_game, play


def sample_positions(games=40, every=7):
    """(game, position dict) pairs from random games, in every phase."""
    out = []
    for game in range(games):
        state, rng = new_random_game(game)
        step = 0
        while not R.is_over(state):
            if step % every == 0:
                out.append((game, json.loads(json.dumps(state.to_dict()))))
            R.apply(state, rng.choice(R.legal_actions(state)))
            step += 1
        out.append((game, state.to_dict()))
    return out


POSITIONS = sample_positions()


def test_every_position_random_games_reach_loads():
    phases = set()
    for _, d in POSITIONS:
        assert R.State.from_dict(d).to_dict() == d
        phases.add(d["phase"])
    assert phases >= {"skills", "place_tokens", "place_pawns", "move", "combat", "relocate", "over"}


WRONG_KINDS = ["3", 3.5, True, None, [], {}, [[1]]]


def field_damage(d):
    """(description, damaged copy) for each field: wrong kinds and out-of-range values."""
    n = len(d["players"])
    floors = len(R.DEPTH_PATHS[d["options"]["floors"]])
    out = []

    def bad(name, change):
        copy = json.loads(json.dumps(d))
        change(copy)
        out.append((name, copy))

    for name in R.State.FIELDS:
        for value in WRONG_KINDS:
            if type(value) is not type(d[name]) and not (
                    value is None and name in ("next_ftl", "gem_holder", "combat", "relocating",
                                               "discard_return")):
                bad(f"{name}={value!r}", lambda c, k=name, v=value: c.__setitem__(k, v))
    for name, values in {"turn": [n, -1, 99], "ftl": [n, -1], "next_ftl": [n, -2],
                         "gem_holder": [n, -1], "floor": [0, floors + 1, 99, -1],
                         "doom": [0, -1, 7], "supply": [-1, 61], "free_steps": [-1],
                         "steal_bonus": [-1], "phase": ["dancing", ""],
                         "discard_return": ["over", "skills"]}.items():
        for value in values:
            bad(f"{name}={value!r}", lambda c, k=name, v=value: c.__setitem__(k, v))
    for name, values in {"hp": [0, 7, -1, "6", None], "poison": [-1, 6, "0"],
                         "gold": [-1, 61, 2.0], "wards": [-1, "1"],
                         "cells": [[9, 9], [-1, 0], [0, 0], [1], [1, 2, 3], ["a", 1], [True, 1], "11"],
                         "exited": [1, "no", None]}.items():
        for value in values:
            bad(f"{name}[0]={value!r}", lambda c, k=name, v=value: c[k].__setitem__(0, v))
        bad(f"{name} one seat short", lambda c, k=name: c[k].pop())
    tid = sorted(d["tokens"])[3]
    for key, value in (("at", "moon"), ("at", 3), ("cell", [9, 9]), ("cell", "a"), ("up", 1)):
        bad(f"token {tid} {key}={value!r}", lambda c, k=key, v=value: c["tokens"][tid].__setitem__(k, v))
    bad("an unknown token", lambda c: c["tokens"].__setitem__("monster99", {"at": "pool", "cell": None, "up": False}))
    bad("a token missing", lambda c: c["tokens"].pop(tid))
    bad("an unknown card on a pile", lambda c: c["piles"]["trap"].append("golden_goose"))
    bad("a treasure in the trap deck", lambda c: c["piles"]["trap"].append(c["piles"]["treasure"].pop())
        if c["piles"]["treasure"] else c["piles"].pop("trap"))
    bad("an unknown pile", lambda c: c["piles"].__setitem__("gold", []))
    bad("a scroll held twice", lambda c: c["scrolls"][0].append(c["scrolls"][0][0])
        if c["scrolls"][0] else c["scrolls"][0].append("x"))
    bad("an unknown option", lambda c: c["options"].__setitem__("speed", 2))
    bad("floors option 6", lambda c: c["options"].__setitem__("floors", 6))
    bad("an unknown explorer", lambda c: c["players"][0].__setitem__("character", "merlin"))
    bad("a nameless seat", lambda c: c["players"][0].__setitem__("name", " "))
    bad("five seats", lambda c: c["players"].extend([dict(c["players"][0], character="x")] * (5 - n)))
    bad("an unknown field", lambda c: c.__setitem__("cheat", True))
    bad("the RNG", lambda c: c.__setitem__("rng", [3, "x", None]))
    return out


def test_every_damaged_field_is_refused_with_a_reason():
    rng = random.Random(5)
    checked = 0
    for game, d in rng.sample(POSITIONS, 25):
        for name, damaged in field_damage(d):
            with pytest.raises(ValueError, match="^the saved position is damaged: ") as err:
                R.State.from_dict(damaged)
            assert len(str(err.value)) > 30, name
            checked += 1
    assert checked > 2000


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_missing_and_unknown_fields_are_each_named(data):
    """Fields left out of a save and fields no save has are named one by one in the
    same refusal (``rulekit.StateBase.shape_problems``), whatever else is there."""
    _, d = data.draw(st.sampled_from(POSITIONS))
    d = json.loads(json.dumps(d))
    names = list(R.State.FIELDS) + ["rng"]
    gone = data.draw(st.lists(st.sampled_from(names), unique=True, max_size=5))
    extra = data.draw(st.lists(st.sampled_from(["cheat", "score", "Phase", "turns", "seed2"]),
                               unique=True, max_size=3))
    if not gone and not extra:
        extra = ["cheat"]
    for name in gone:
        del d[name]
    for name in extra:
        d[name] = 1
    with pytest.raises(ValueError) as err:
        R.State.from_dict(d)
    text = str(err.value)
    assert text.startswith("the saved position is damaged: ")
    for name in gone:
        assert f"missing field '{name}'" in text
    for name in extra:
        assert f"unknown field '{name}'" in text


@pytest.mark.parametrize("d", [None, [], "state", 7, 2.5, [["players", []]]])
def test_a_save_that_is_no_set_of_fields_is_refused(d):
    with pytest.raises(ValueError, match="^the saved position is damaged: it is not a set of "
                                         "named fields$"):
        R.State.from_dict(d)


def test_an_unreadable_rng_is_a_damaged_position():
    d = json.loads(json.dumps(POSITIONS[0][1]))
    for rng in ([3, "x", None], "dice", None, [1, [2], None]):
        d["rng"] = rng
        with pytest.raises(ValueError, match="^the saved position is damaged: bad RNG state"):
            R.State.from_dict(d)


def cross_damage(d):
    """Damage that keeps every field's own range but breaks a rule linking fields."""
    n = len(d["players"])
    out = []

    def bad(name, change):
        copy = json.loads(json.dumps(d))
        if change(copy) is not False:
            out.append((name, copy))

    def active_exited(c):
        if c["phase"] not in ("move", "combat"):
            return False
        c["exited"][c["turn"]] = True
        c["cells"][c["turn"]] = None
        if c["next_ftl"] is None:
            c["next_ftl"] = c["turn"]

    def over_early(c):
        if c["floor"] == len(R.DEPTH_PATHS[c["options"]["floors"]]):
            return False
        c["phase"] = "over"

    def rolling_in_move(c):
        if c["phase"] != "move":
            return False
        c["to_roll"] = [c["turn"]]

    def ftl_without_exit(c):
        if any(c["exited"]):
            return False
        c["next_ftl"] = 0

    def gem_on_track_late(c):
        if c["tokens"]["gem"]["at"] == "track":
            c["floor"] = 4 if c["options"]["floors"] in (4, 5, 7) else 3
        else:
            return False

    def monster_beaten_already(c):
        if c["combat"] is None:
            return False
        c["combat"]["damage"] = 3

    def pawn_off_board_in_move(c):
        if c["phase"] != "move":
            return False
        c["cells"][c["turn"]] = None

    def exit_aside_in_play(c):
        if c["phase"] == "skills":
            return False
        c["tokens"]["exit"].update(at="aside", cell=None, up=True)

    for change in (active_exited, over_early, rolling_in_move, ftl_without_exit,
                   gem_on_track_late, monster_beaten_already, pawn_off_board_in_move,
                   exit_aside_in_play):
        bad(change.__name__, change)
    if n > 1:
        bad("turn beyond the table", lambda c: c.__setitem__("turn", n + 2))
    return out


def test_broken_links_between_fields_are_refused():
    kinds = set()
    for game, d in random.Random(2).sample(POSITIONS, 300):
        for name, damaged in cross_damage(d):
            with pytest.raises(ValueError, match="damaged"):
                R.State.from_dict(damaged)
            kinds.add(name)
    assert len(kinds) >= 8


def test_the_reported_crashes_are_refused():
    # turn 5 with 3 seats, a space [9, 9] or [-1, 0], floor 99, a negative turn, and an
    # active seat that has already exited.
    state = R.new_game(players(3), {}, seed=3)
    rng = random.Random(3)
    while state.phase != "move":
        R.apply(state, rng.choice(R.legal_actions(state)))
    good = state.to_dict()
    for change, words in ((lambda d: d.update(turn=5), "active seat is 5"),
                          (lambda d: d["cells"].__setitem__(0, [9, 9]), "[9, 9]"),
                          (lambda d: d["cells"].__setitem__(0, [-1, 0]), "[-1, 0]"),
                          (lambda d: d.update(floor=99), "floor is 99"),
                          (lambda d: d.update(turn=-1), "active seat is -1"),
                          (lambda d: (d["exited"].__setitem__(d["turn"], True),
                                      d["cells"].__setitem__(d["turn"], None),
                                      d.update(next_ftl=d["turn"])), "already left the floor")):
        d = json.loads(json.dumps(good))
        change(d)
        with pytest.raises(ValueError) as err:
            R.State.from_dict(d)
        assert words in str(err.value)


# ------------------------------------------------------------------ determinism

def shuffled_keys(value, rng):
    """``value`` with the keys of every dict in it, at any depth, in a random order."""
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {k: shuffled_keys(value[k], rng) for k in keys}
    if isinstance(value, list):
        return [shuffled_keys(v, rng) for v in value]
    return value


def test_a_state_rebuilt_from_a_key_shuffled_dict_plays_on_identically():
    floors_crossed = 0
    for game in range(12):
        state, rng = new_random_game(2000 + game)
        play(state, rng, rng.randint(0, 120))
        twin = R.State.from_dict(shuffled_keys(state.to_dict(), random.Random(game)))
        assert twin.to_dict() == state.to_dict()
        start_floor = state.floor
        pick_a, pick_b = random.Random(game), random.Random(game)
        while not R.is_over(state):
            a = pick_a.choice(R.legal_actions(state))
            b = pick_b.choice(R.legal_actions(twin))
            assert a == b
            assert R.apply(state, a) == R.apply(twin, b)
            assert twin.to_dict() == state.to_dict()
        floors_crossed += state.floor - start_floor
    assert floors_crossed >= 12            # every game set up new floors after the rebuild


def test_saving_loading_and_copying_are_the_kits():
    """The State writes only its fields and checks; ``to_dict``, ``from_dict`` and
    ``clone`` are ``rulekit.StateBase``'s, and the protocol's ``clone`` is the state's."""
    from games.engine.rulekit import StateBase
    assert issubclass(R.State, StateBase)
    assert not {"to_dict", "from_dict", "clone"} & set(vars(R.State))
    state, rng = new_random_game(7)
    play(state, rng, 60)
    copy = R.clone(state)
    assert type(copy) is R.State and copy is not state and copy.to_dict() == state.to_dict()
