"""What the Bazyliszek board draws comes from ``view``: the sets of identical rooms of every
scored pile (the round-end screen marks them red), the final ranking with the rulebook's
tie break, the winners, the round-2 mirror pairs and the variant. Expected values are
written out by hand, or (for random piles) checked against the card ids themselves
("<design>-<a|m><copy>": same design and letter, same room).

Rulebook sections: "Gameplay" (identical rooms bring the basilisk; the winner; the tie
break by mirror pairs in round 2), "Simplified Variant" (shields discard identical cards).
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bazyliszek import rules as R
from games.bazyliszek.rooms import load_rooms
from games.bazyliszek.scoring import identical_sets, score_pile

ROOMS = load_rooms()
CARDS = sorted(ROOMS.cards)
NAMES = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa"]


def new(n=2, variant="standard", shields=0, seed=3):
    players = [{"name": NAMES[i], "colour": f"c{i}", "shields": shields} for i in range(n)]
    return R.new_game(players, {"variant": variant}, seed)


# ----------------------------------------------------------------- identical rooms

@pytest.mark.parametrize("pile, sets", [
    ([], []),
    (["barrel_cellar-a1"], []),
    (["barrel_cellar-a1", "barrel_cellar-m1"], []),                  # a mirror pair
    (["barrel_cellar-a1", "barrel_cellar-a2"], [["barrel_cellar-a1", "barrel_cellar-a2"]]),
    (["rat_nest-m3", "barrel_cellar-a1", "rat_nest-a1", "barrel_cellar-a3", "rat_nest-m1",
      "barrel_cellar-m2", "barrel_cellar-a2", "spider_lair-a1"],
     [["rat_nest-m3", "rat_nest-m1"],
      ["barrel_cellar-a1", "barrel_cellar-a3", "barrel_cellar-a2"]]),
    (["haunted_crypt-m1", "haunted_crypt-m2", "haunted_crypt-a1", "haunted_crypt-a2"],
     [["haunted_crypt-m1", "haunted_crypt-m2"], ["haunted_crypt-a1", "haunted_crypt-a2"]]),
])
def test_identical_sets_are_listed_in_the_order_of_their_first_card(pile, sets):
    assert identical_sets(pile, ROOMS) == sets


def _room(cid: str) -> str:
    design, rest = cid.rsplit("-", 1)
    return f"{design}-{rest[0]}"


@settings(max_examples=300, deadline=None)
@given(pile=st.lists(st.sampled_from(CARDS), max_size=30, unique=True),
       shields=st.integers(0, 2))
def test_identical_sets_hold_every_room_held_twice_or_more_and_nothing_else(pile, shields):
    sets = identical_sets(pile, ROOMS)
    flat = [c for group in sets for c in group]
    assert len(flat) == len(set(flat)) and set(flat) <= set(pile)
    for group in sets:
        assert len(group) >= 2 and len({_room(c) for c in group}) == 1
        assert group == [c for c in pile if _room(c) == _room(group[0])]   # all of them
    singles = [c for c in pile if c not in flat]
    assert len({_room(c) for c in singles}) == len(singles)
    assert not {_room(c) for c in singles} & {_room(c) for c in flat}
    result = score_pile(pile, ROOMS, shields)
    extras = result.duplicates + result.shielded      # all but the first of each set
    assert sorted(extras) == sorted(c for group in sets for c in group[1:])


def test_the_view_gives_each_scored_pile_its_identical_sets():
    state = new(3, variant="simplified", shields=1)
    piles = [["barrel_cellar-a1", "rat_nest-a1", "barrel_cellar-a2", "barrel_cellar-a3"],
             ["spider_lair-m1", "spider_lair-m2", "rat_nest-m1"],
             ["treasure_vault-a1", "treasure_vault-m1"]]
    state.results = [[score_pile(p, ROOMS, 1).to_dict() for p in piles]]
    shown = R.view(state, None)
    assert shown["identical_sets"] == [[[["barrel_cellar-a1", "barrel_cellar-a2",
                                          "barrel_cellar-a3"]],
                                        [["spider_lair-m1", "spider_lair-m2"]],
                                        []]]
    assert [r["basilisk"] for r in shown["results"][0]] == [True, False, False]
    assert shown["results"][0][1]["shielded"] == ["spider_lair-m2"]
    state.results.append([score_pile(["rat_nest-m2", "rat_nest-m3"], ROOMS).to_dict(),
                          score_pile([], ROOMS).to_dict(),
                          score_pile(["rat_nest-a2"], ROOMS).to_dict()])
    assert R.view(state, 2)["identical_sets"][1] == [[["rat_nest-m2", "rat_nest-m3"]], [], []]


# ----------------------------------------------------------------- the end of the game

def _pairs(k: int) -> dict:
    return {"cards": [], "pairs": [["x", "y"]] * k, "points": 0}


@pytest.mark.parametrize("totals, round2, ranking, winners", [
    ([10, 12, 7], [0, 0, 0], [1, 0, 2], [1]),
    ([10, 10, 7], [1, 2, 0], [1, 0, 2], [1]),           # tie broken by round-2 pairs
    ([10, 10, 7], [1, 1, 3], [0, 1, 2], [0, 1]),        # still tied: shared
    ([7, 10, 10, 10], [5, 0, 2, 2], [2, 3, 1, 0], [2, 3]),
    ([0, 0], [0, 0], [0, 1], [0, 1]),
])
def test_the_ranking_orders_points_then_round_two_mirror_pairs(totals, round2, ranking, winners):
    state = new(len(totals))
    state.phase, state.totals = "over", totals
    state.results = [[_pairs(0)] * len(totals), [_pairs(k) for k in round2]]
    assert R.ranking(state) == ranking
    shown = R.view(state, None)
    assert (shown["ranking"], shown["winners"], shown["round2_pairs"]) == (ranking, winners,
                                                                          round2)


def test_before_the_game_ends_nobody_has_won_and_no_round_two_pairs_count():
    state = new(3)
    state.totals = [4, 9, 1]
    shown = R.view(state, 0)
    assert (shown["winners"], shown["round2_pairs"], shown["ranking"]) == ([], [0, 0, 0],
                                                                          [1, 0, 2])


@pytest.mark.parametrize("variant", ["standard", "simplified"])
def test_the_view_names_the_variant(variant):
    assert R.view(new(2, variant=variant), None)["variant"] == variant
