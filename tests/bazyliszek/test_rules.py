"""Bazyliszek rules: every rulebook example and rule, through the public API.

Line numbers refer to ../shared/rulebooks/bazyliszek.txt.
"""
import random

import pytest

from games.bazyliszek import position, rules as R
from games.bazyliszek.rooms import load_rooms
from games.engine.protocol import IllegalAction

ROOMS = load_rooms()


def design_with(*kinds):
    """The first design whose objects include all ``kinds``."""
    for d in ROOMS.designs.values():
        have = {o.kind for o in d.objects}
        if set(kinds) <= have:
            return d.id
    raise LookupError(kinds)


def others(*exclude):
    return [d for d in ROOMS.designs if d not in exclude]


def cid(design, mirrored=False, copy=1):
    return f"{design}-{'m' if mirrored else 'a'}{copy}"


def players(n, shields=0):
    names = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa", "Filip"]
    return [{"name": names[i], "colour": f"c{i}", "shields": shields} for i in range(n)]


# ----------------------------------------------------------------- rulebook examples

def test_line37_five_different_rooms_score_five():
    pile = [cid(d) for d in others()[:5]]
    res = R.score_pile(pile, ROOMS)
    assert (res.points, res.basilisk, len(res.singles)) == (5, False, 5)


def test_line38_one_mirror_pair_and_three_rooms_score_eight():
    a, *rest = others()
    pile = [cid(a), cid(a, True)] + [cid(d, True) for d in rest[:3]]
    res = R.score_pile(pile, ROOMS)
    assert res.points == 5 + 3 == 8
    assert res.pairs == [[cid(a), cid(a, True)]]


def test_line39_two_barrel_rooms_meet_the_basilisk():
    barrel = design_with("barrel")
    pile = [cid(barrel, copy=1), cid(barrel, copy=2)] + [cid(d) for d in others(barrel)[:3]]
    res = R.score_pile(pile, ROOMS)
    assert res.basilisk and res.points == 0
    assert res.duplicates == [cid(barrel, copy=2)]


def test_line40_ghost_twice_petrifies_even_with_its_mirror():
    ghost = design_with("ghost")
    pile = [cid(ghost, copy=1), cid(ghost, copy=3), cid(ghost, True)]
    res = R.score_pile(pile, ROOMS)
    assert res.basilisk and res.points == 0 and res.pairs == []


def test_line29_mirrored_copies_twice_also_petrify():
    d = others()[0]
    res = R.score_pile([cid(d, True, 1), cid(d, True, 2)], ROOMS)
    assert res.basilisk


def test_line41_eleven_is_five_plus_five_plus_one():
    barrel, ghost = design_with("barrel"), design_with("ghost")
    rat = next(d for d in others(barrel, ghost))
    pile = [cid(barrel), cid(barrel, True), cid(ghost, True), cid(ghost), cid(rat)]
    res = R.score_pile(pile, ROOMS)
    assert res.points == 11 and len(res.pairs) == 2 and res.singles == [cid(rat)]


def test_line31_48_points_is_one_token_and_space_8():
    assert R.track_position(48) == (1, 8)
    assert R.track_position(40) == (1, 0)
    assert R.track_position(39) == (0, 39)
    assert R.track_position(0) == (0, 0)
    with pytest.raises(ValueError):
        R.track_position(-1)


def test_empty_pile_scores_nothing():
    res = R.score_pile([], ROOMS)
    assert res.points == 0 and not res.basilisk


# ----------------------------------------------------------------- shields (line 43)

def test_line43_one_shield_discards_the_identical_card():
    d, e = others()[:2]
    pile = [cid(d, copy=1), cid(d, copy=2), cid(d, True), cid(e)]
    res = R.score_pile(pile, ROOMS, shields=1)
    assert not res.basilisk and res.shielded == [cid(d, copy=2)]
    assert res.points == 5 + 1


def test_shields_not_spent_when_they_cannot_save_the_pile():
    d, e = others()[:2]
    pile = [cid(d, copy=1), cid(d, copy=2), cid(e, copy=1), cid(e, copy=2)]
    res = R.score_pile(pile, ROOMS, shields=1)
    assert res.basilisk and res.shielded == [] and res.points == 0
    res2 = R.score_pile(pile, ROOMS, shields=2)
    assert not res2.basilisk and len(res2.shielded) == 2 and res2.points == 5 * 0 + 2


def test_three_identical_cards_need_two_shields():
    d = others()[0]
    pile = [cid(d, copy=1), cid(d, copy=2), cid(d, copy=3)]
    assert R.score_pile(pile, ROOMS, shields=1).basilisk
    assert R.score_pile(pile, ROOMS, shields=2).points == 1


def test_shield_is_used_up_and_shield_discards_return_to_centre():
    state = R.new_game(players(2, shields=1), {"variant": "simplified"}, seed=3)
    d = others()[0]
    # Arrange the table so Ola's pile gets two identical cards.
    state.piles[0] = [cid(d, copy=1), cid(d, copy=2)]
    _remove_from_zones(state, state.piles[0])
    _finish_round(state)
    res = state.results[0][0]
    assert res["shielded"] == [cid(d, copy=2)] and res["points"] == 1
    assert state.shields_left[0] == 0
    assert R.card_count(state) == 90


def test_standard_variant_ignores_shields():
    state = R.new_game(players(2, shields=2), {"variant": "standard"}, seed=3)
    assert state.shields_left == [0, 0]


# ----------------------------------------------------------------- setup and turns

def test_setup_lines_16_17_half_set_aside_rest_face_down():
    state = R.new_game(players(3), {}, seed=7)
    assert len(state.set_aside) == 45 and len(state.table) == 45
    assert not any(state.face_up)
    assert R.card_count(state) == 90 and len(set(position.all_cards(state))) == 90
    assert state.totals == [0, 0, 0]


@pytest.mark.parametrize("n", [1, 6])
def test_player_count_is_two_to_five(n):
    with pytest.raises(ValueError):
        R.new_game(players(n), {}, seed=1)


def test_same_seed_same_game_and_different_seed_differs():
    a = R.new_game(players(2), {}, 5).to_dict()
    assert a == R.new_game(players(2), {}, 5).to_dict()
    assert a["table"] != R.new_game(players(2), {}, 6).to_dict()["table"]


def test_reveal_then_visit_puts_card_on_pile_and_passes_turn():
    state = R.new_game(players(2), {}, seed=1)
    seat = R.current_seat(state)
    ev = R.apply(state, {"type": "reveal", "slot": 0})
    assert ev[0]["barrier"] and state.face_up[0]
    assert R.legal_actions(state) == [{"type": "visit"}, {"type": "skip"}]
    card = state.table[0]
    R.apply(state, {"type": "visit"})
    assert state.piles[seat] == [card] and state.table[0] is None
    assert R.current_seat(state) == (seat + 1) % 2


def test_skip_leaves_card_face_up_and_anyone_may_take_it_later():
    state = R.new_game(players(2), {}, seed=1)
    R.apply(state, {"type": "reveal", "slot": 4})
    R.apply(state, {"type": "skip"})
    seat = R.current_seat(state)
    assert state.face_up[4] and {"type": "take", "slot": 4} in R.legal_actions(state)
    card = state.table[4]
    R.apply(state, {"type": "take", "slot": 4})
    assert state.piles[seat] == [card]


@pytest.mark.parametrize("action,reason", [
    ({"type": "take", "slot": 0}, "face down"),
    ({"type": "visit"}, "First reveal"),
    ({"type": "reveal", "slot": 99}, "no such place"),
    ({"type": "reveal", "slot": "0"}, "whole number"),
    ({"type": "dance"}, "Unknown"),
    ({"type": "continue"}, "First reveal"),
])
def test_illegal_actions_give_a_reason_and_change_nothing(action, reason):
    state = R.new_game(players(2), {}, seed=1)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        R.apply(state, action)
    assert reason in err.value.reason
    assert state.to_dict() == before


def test_cannot_reveal_a_second_card_before_deciding():
    state = R.new_game(players(2), {}, seed=1)
    R.apply(state, {"type": "reveal", "slot": 0})
    with pytest.raises(IllegalAction):
        R.apply(state, {"type": "reveal", "slot": 1})


def test_line25_round_ends_when_last_face_down_card_is_decided():
    state = R.new_game(players(2), {}, seed=2)
    for slot in range(len(state.table) - 1):
        R.apply(state, {"type": "reveal", "slot": slot})
        R.apply(state, {"type": "skip"})
    assert state.phase == "play"
    R.apply(state, {"type": "reveal", "slot": len(state.table) - 1})
    events = R.apply(state, {"type": "skip"})
    assert state.phase == "scoring"
    assert [e["type"] for e in events][:2] == ["skip", "round_over"]
    assert R.legal_actions(state) == [{"type": "continue"}]


def test_round2_pool_is_table_plus_victims_plus_set_aside_and_scored_cards_leave():
    state = R.new_game(players(2), {}, seed=11)
    d, e = others()[:2]
    victim = [cid(d, copy=1), cid(d, copy=2)]
    safe = [cid(e), cid(e, True)]
    state.piles = [victim, safe]
    _remove_from_zones(state, victim + safe)
    _finish_round(state, skip_all=True)
    assert state.results[0][0]["basilisk"] and state.results[0][1]["points"] == 5
    assert sorted(state.removed) == sorted(safe)
    R.apply(state, {"type": "continue"})
    assert state.round == 2 and state.phase == "play"
    assert len(state.table) == 90 - 2 and set(victim) <= set(state.table)
    assert not any(state.face_up) and state.set_aside == []
    assert R.current_seat(state) == (state.first_seat + 1) % 2


def test_round2_points_are_added_and_game_ends():
    state = R.new_game(players(2), {}, seed=4)
    rng = random.Random(0)
    while not R.is_over(state):
        R.apply(state, rng.choice(R.legal_actions(state)))
    assert len(state.results) == 2
    assert state.totals == [state.results[0][s]["points"] + state.results[1][s]["points"]
                            for s in range(2)]
    assert R.legal_actions(state) == [] and R.current_seat(state) is None
    assert R.winners(state)


def test_line34_35_tie_break_by_round2_mirror_pairs_then_shared():
    state = R.new_game(players(3), {}, seed=4)
    state.phase = "over"
    state.totals = [10, 10, 7]
    pile = lambda pairs: {"pairs": [["x", "y"]] * pairs}
    state.results = [[pile(0)] * 3, [pile(1), pile(2), pile(0)]]
    assert R.winners(state) == [1]
    state.results[1] = [pile(1), pile(1), pile(3)]
    assert R.winners(state) == [0, 1]


def test_winners_empty_until_over():
    assert R.winners(R.new_game(players(2), {}, 1)) == []


def test_view_never_shows_pile_contents_and_is_same_for_all_seats():
    state = R.new_game(players(3), {}, seed=9)
    R.apply(state, {"type": "reveal", "slot": 2})
    card = state.table[2]
    R.apply(state, {"type": "visit"})
    views = [R.view(state, s) for s in range(3)]
    assert views[0] == views[1] == views[2]
    assert card not in str(views[0]) and views[0]["pile_sizes"][R.current_seat(state) - 1] == 1


def test_log_never_names_a_room_that_went_into_a_pile():
    state = R.new_game(players(2), {}, seed=9)
    lines = [R.describe(state, e) for e in R.apply(state, {"type": "reveal", "slot": 0})]
    visit = R.apply(state, {"type": "visit"})[0]
    lines.append(R.describe(state, visit))
    R.apply(state, {"type": "reveal", "slot": 1})
    R.apply(state, {"type": "skip"})
    take = R.apply(state, {"type": "take", "slot": 1})[0]
    lines.append(R.describe(state, take))
    for card in (visit["card"], take["card"]):
        name = ROOMS.designs[ROOMS.card(card).design].name
        assert not any(name in line for line in lines), lines


def test_log_names_a_skipped_room_which_stays_face_up():
    state = R.new_game(players(2), {}, seed=9)
    R.apply(state, {"type": "reveal", "slot": 0})
    skip = R.apply(state, {"type": "skip"})[0]
    assert ROOMS.describe(skip["card"]) in R.describe(state, skip)


def test_round_trip_mid_game_keeps_rng_and_hidden_order():
    state = R.new_game(players(3), {}, seed=21)
    rng = random.Random(5)
    for _ in range(40):
        R.apply(state, rng.choice(R.legal_actions(state)))
    copy = R.State.from_dict(state.to_dict())
    assert copy.to_dict() == state.to_dict()
    for _ in range(200):
        if R.is_over(state):
            break
        action = rng.choice(R.legal_actions(state))
        assert R.apply(state, action) == R.apply(copy, action)


# ----------------------------------------------------------------- helpers

def _remove_from_zones(state, cards):
    for c in cards:
        if c in state.table:
            i = state.table.index(c)
            state.table[i] = None
        elif c in state.set_aside:
            state.set_aside.remove(c)


def _finish_round(state, skip_all=True):
    while state.phase in ("play", "decide"):
        if state.phase == "decide":
            R.apply(state, {"type": "skip"})
            continue
        downs = [a for a in R.legal_actions(state) if a["type"] == "reveal"]
        R.apply(state, downs[0])


@pytest.mark.parametrize("field,value", [
    ("face_up", None), ("players", []), ("piles", [[]]), ("turn", 7), ("phase", "dancing"),
    ("table", ["nonsense-a1"]), ("totals", ["x", 0]), ("pending", 3),
])
def test_a_damaged_position_is_refused_with_a_reason(field, value):
    state = R.new_game(players(2), {}, seed=1)
    d = state.to_dict()
    d[field] = value
    with pytest.raises(ValueError, match="saved position"):
        R.State.from_dict(d)


def test_a_lost_card_is_refused():
    d = R.new_game(players(2), {}, seed=1).to_dict()
    d["set_aside"].pop()
    with pytest.raises(ValueError, match="cards accounted"):
        R.State.from_dict(d)
