"""What Bazyliszek offers the setup screen, what every seat (and the public) is shown, and
how a damaged save is refused, each checked against values written out by hand.

Rulebook sections: "Setup" (half the cards set aside, the rest face down), "Gameplay" (the
pile of visited rooms lies face down, nobody may look at it, not even its owner),
"Simplified Variant" (one or two shield tokens per player).
"""
from __future__ import annotations

import pytest

from games.bazyliszek import rules as R
from games.engine.protocol import Option

NAMES = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa"]


def new(n=2, seed=5, variant="standard", shields=0):
    players = [{"name": NAMES[i], "colour": f"c{i}", "shields": shields} for i in range(n)]
    return R.new_game(players, {"variant": variant}, seed)


# ----------------------------------------------------------------- setup options

def test_the_game_offers_the_standard_game_or_the_simplified_variant():
    assert R.setup_options() == [Option(
        key="variant", label="Variant",
        choices=(("standard", "Standard"), ("simplified", "Simplified")),
        default="standard",
        help="Simplified: players get shield tokens that cancel an identical card at scoring.",
        depends=None)]


def test_each_seat_chooses_0_to_2_shields_only_in_the_simplified_variant():
    """"Simplified Variant": one or two shields each (none is allowed here to even out
    players of different experience); one shield is offered by default."""
    assert R.player_options() == [Option(
        key="shields", label="Shields", choices=((0, "0"), (1, "1"), (2, "2")), default=1,
        help="Shield tokens for this player; each one discards one identical card once.",
        depends=("variant", "simplified"))]


def test_every_offered_choice_starts_a_game():
    for variant, _label in R.setup_options()[0].choices:
        for shields, _label in R.player_options()[0].choices:
            players = [{"name": "Ola", "colour": "red", "shields": shields},
                       {"name": "Bart", "colour": "blue", "shields": shields}]
            state = R.new_game(players, {"variant": variant}, seed=1)
            expected = shields if variant == "simplified" else 0
            assert state.shields_left == [expected, expected]


# ----------------------------------------------------------------- what is shown

KEYS = {"round", "phase", "turn", "table", "pending", "pile_sizes", "totals", "shields_left",
        "set_aside", "removed", "results", "variant", "identical_sets", "round2_pairs",
        "winners", "ranking"}


@pytest.mark.parametrize("n", [2, 4])
def test_at_the_start_every_room_on_the_table_is_shown_face_down(n):
    """"Setup": 45 rooms spread face down, 45 set aside for round 2."""
    state = new(n, seed=3, variant="simplified", shields=2)
    start = state.turn
    expected = {"round": 1, "phase": "play", "turn": start, "table": ["face_down"] * 45,
                "pending": None, "pile_sizes": [0] * n, "totals": [0] * n,
                "shields_left": [2] * n, "set_aside": 45, "removed": 0, "results": [],
                "variant": "simplified", "identical_sets": [], "round2_pairs": [0] * n,
                "winners": [], "ranking": list(range(n))}
    for seat in [None, *range(n)]:
        assert R.view(state, seat) == expected


def test_a_revealed_room_is_shown_then_a_visited_one_is_gone_and_its_pile_counted_only():
    """"Gameplay": a visited room is covered and put on the pile; a skipped one stays face
    up on the table."""
    state = new(3, seed=8)
    first = state.turn
    card = R.apply(state, {"type": "reveal", "slot": 4})[0]["card"]
    table = ["face_down"] * 45
    table[4] = card
    for seat in (None, 0, 1, 2):
        v = R.view(state, seat)
        assert (v["phase"], v["turn"], v["pending"], v["table"]) == ("decide", first, 4, table)
    R.apply(state, {"type": "visit"})
    table[4] = None
    sizes = [0, 0, 0]
    sizes[first] = 1
    for seat in (None, 0, 1, 2):
        v = R.view(state, seat)
        assert (v["phase"], v["turn"], v["pending"]) == ("play", (first + 1) % 3, None)
        assert v["table"] == table and v["pile_sizes"] == sizes
        assert card not in repr(v)
    skipped = R.apply(state, {"type": "reveal", "slot": 9})[0]["card"]
    R.apply(state, {"type": "skip"})
    table[9] = skipped
    assert R.view(state, None)["table"] == table
    R.apply(state, {"type": "take", "slot": 9})
    table[9] = None
    sizes[(first + 2) % 3] = 1
    v = R.view(state, first)
    assert v["table"] == table and v["pile_sizes"] == sizes
    assert skipped not in repr(v)      # taken: in a pile, so no longer shown


def test_after_round_one_the_scores_and_results_are_shown_to_everyone():
    """"Gameplay": piles are revealed and scored; safely scored cards leave the game."""
    state = new(2, seed=5, variant="simplified", shields=1)
    assert state.turn == 0
    R.apply(state, {"type": "reveal", "slot": 0})
    visited = R.apply(state, {"type": "visit"})[0]["card"]
    while state.phase in ("play", "decide"):
        if state.phase == "decide":
            R.apply(state, {"type": "skip"})
        else:
            slot = next(i for i, (c, up) in enumerate(zip(state.table, state.face_up))
                        if c is not None and not up)
            R.apply(state, {"type": "reveal", "slot": slot})
    ola = {"cards": [visited], "shielded": [], "duplicates": [], "basilisk": False,
           "pairs": [], "singles": [visited], "points": 1, "shields_held": 1}
    bart = {"cards": [], "shielded": [], "duplicates": [], "basilisk": False, "pairs": [],
            "singles": [], "points": 0, "shields_held": 1}
    shown = R.view(state, 1)
    assert set(shown) == KEYS
    assert shown["round"] == 1 and shown["phase"] == "scoring" and shown["turn"] == 1
    assert shown["table"][0] is None and "face_down" not in shown["table"]
    assert shown["totals"] == [1, 0] and shown["shields_left"] == [1, 1]
    assert shown["pile_sizes"] == [0, 0]
    assert shown["set_aside"] == 45 and shown["removed"] == 1
    assert shown["results"] == [[ola, bart]]
    assert shown["identical_sets"] == [[[], []]]
    assert (shown["round2_pairs"], shown["winners"], shown["ranking"]) == ([0, 0], [], [0, 1])
    assert shown["variant"] == "simplified"
    assert R.view(state, None) == R.view(state, 0) == shown


def test_once_the_game_is_over_nobody_has_the_turn():
    state = new(2, seed=5)
    for _ in range(2):
        while state.phase in ("play", "decide"):
            if state.phase == "decide":
                R.apply(state, {"type": "skip"})
            else:
                slot = next(i for i, (c, up) in enumerate(zip(state.table, state.face_up))
                            if c is not None and not up)
                R.apply(state, {"type": "reveal", "slot": slot})
        if state.phase == "scoring":
            R.apply(state, {"type": "continue"})
    v = R.view(state, None)
    assert (v["round"], v["phase"], v["turn"], v["set_aside"], v["removed"]) == (2, "over", None,
                                                                              0, 0)
    assert len(v["table"]) == 90 and None not in v["table"] and "face_down" not in v["table"]


# ----------------------------------------------------------------- damaged saves

def test_a_save_missing_a_field_names_the_field():
    d = new().to_dict()
    del d["centre"]
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    assert str(info.value) == "the saved position is damaged: missing field 'centre'"


def test_a_save_with_a_broken_random_state_is_called_damaged():
    d = new().to_dict()
    d["rng"] = [3, [1, 2], None]
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    assert str(info.value).startswith("the saved position is damaged: bad RNG state: ")


def test_every_problem_of_a_damaged_save_is_listed_separated_by_semicolons():
    d = new(3).to_dict()
    d["players"][0]["name"] = " "
    d["players"][2]["name"] = ""
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    assert str(info.value) == ("the saved position is damaged: seat 0 has no name; "
                               "seat 2 has no name")


def test_a_save_with_an_unknown_field_names_it():
    d = new().to_dict()
    d["bonus"] = 3
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    assert str(info.value) == "the saved position is damaged: unknown field 'bonus'"
