"""Baldrick's Tomb: "Gameplay", "Rubble Tokens", "The Exit", "Baldrick's Gem"."""
import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import IllegalAction
from tests.baldricks_tomb.helpers import give_skill, no_skills, ready, rig, step, top, types


# ------------------------------------------------------------------ Gameplay: movement

def test_four_free_steps_then_two_gold_each():
    s = ready(2)
    no_skills(s)
    R._start_turn(s, 0)
    s.gold[0], s.supply = 3, 57
    ev = step(s, (2, 1), (3, 1), (4, 1), (5, 1))
    assert [e["cost"] for e in ev] == [0, 0, 0, 0] and s.gold[0] == 3
    ev = step(s, (6, 1))
    assert ev[0]["cost"] == 2 and s.gold[0] == 1 and s.supply == 59
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="costs 2 gold"):
        step(s, (7, 1))
    assert s.to_dict() == before
    assert not any(a["type"] == "step" for a in R.legal_actions(s))
    assert {"type": "end_move"} in R.legal_actions(s)


def test_solo_takes_five_steps():
    s = ready(1)
    no_skills(s)
    R._start_turn(s, 0)
    assert s.free_steps == 5


def test_only_orthogonal_single_steps():
    s = ready(2)
    for cell in ([2, 2], [3, 1], [0, 1], "a1"):
        with pytest.raises(IllegalAction):
            R.apply(s, {"type": "step", "cell": cell})


def test_move_through_pawns_but_never_stop_on_one():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    R._start_turn(s, 0)
    step(s, (1, 2))
    assert {"type": "end_move"} not in R.legal_actions(s)
    with pytest.raises(IllegalAction, match="another pawn"):
        R.apply(s, {"type": "end_move"})
    step(s, (1, 3))
    R.apply(s, {"type": "end_move"})
    assert R.current_seat(s) == 1


def test_cannot_enter_a_pawns_space_without_a_way_to_move_on():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    R._start_turn(s, 0)
    s.free_steps = 1
    assert {"type": "step", "cell": [1, 2]} not in R.legal_actions(s)
    with pytest.raises(IllegalAction, match="pass through"):
        step(s, (1, 2))
    s.gold[0], s.supply = 2, 58
    assert {"type": "step", "cell": [1, 2]} in R.legal_actions(s)


def test_stranded_on_a_pawn_steps_off_for_free():
    s = ready(2, pawns=((1, 1), (1, 2)), tokens={"trap1": (1, 2)})
    no_skills(s)
    R._start_turn(s, 0)
    top(s, "trap", "quicksand")
    step(s, (1, 2))                                       # quicksand: no more free steps
    assert s.free_steps == 0 and s.gold[0] == 0
    acts = R.legal_actions(s)
    assert {"type": "step", "cell": [1, 3]} in acts and {"type": "end_move"} not in acts
    ev = step(s, (1, 3))
    assert ev[0]["cost"] == 0


def test_several_tokens_resolved_in_one_turn_and_set_aside():
    s = ready(1, tokens={"treasure1": (1, 2), "treasure2": (1, 3)})
    ev = step(s, (1, 2), (1, 3))
    assert types(ev).count("treasure") == 2 and s.resolved == ["treasure1", "treasure2"]
    assert s.tokens["treasure1"]["at"] == "resolved"


def test_resolved_tokens_are_rolled_back_face_up_at_the_end_of_the_turn():
    s = ready(2, tokens={"treasure1": (1, 2)})
    step(s, (1, 2))
    rig(s, 5, 6)
    ev = R.apply(s, {"type": "end_move"})
    roll = next(e for e in ev if e["type"] == "token_roll")
    assert roll["rolled"] == [5, 6] and roll["barrier"] and not roll["taken"]
    assert s.tokens["treasure1"] == {"at": "board", "cell": [5, 6], "up": True}


def test_rolled_space_taken_active_player_chooses_adjacent():
    s = ready(2, pawns=((1, 1), (5, 5)), tokens={"treasure1": (1, 2), "trap1": (5, 4)})
    step(s, (1, 2), (1, 3))
    rig(s, 5, 5)                                          # Bo's pawn is there
    R.apply(s, {"type": "end_move"})
    assert s.phase == "relocate" and R.current_seat(s) == 0
    opts = [a["cell"] for a in R.legal_actions(s)]
    assert sorted(opts) == [[4, 5], [5, 6], [6, 5]]       # (5,4) holds a token
    with pytest.raises(IllegalAction, match="next to the rolled"):
        R.apply(s, {"type": "place_adjacent", "cell": [5, 4]})
    R.apply(s, {"type": "place_adjacent", "cell": [5, 6]})
    assert s.tokens["treasure1"]["cell"] == [5, 6] and s.phase == "move" and s.turn == 1


def test_tokens_may_be_placed_next_to_each_other_at_the_end_of_a_turn():
    s = ready(1, tokens={"treasure1": (1, 2), "fountain1": (6, 6)}, up={"fountain1"})
    step(s, (1, 2))
    rig(s, 6, 7)
    R.apply(s, {"type": "end_move"})
    assert s.tokens["treasure1"]["cell"] == [6, 7]


def test_face_up_token_resolves_again():
    s = ready(1, tokens={"fountain1": (1, 2)}, up={"fountain1"})
    s.hp[0] = 3
    ev = step(s, (1, 2))
    assert ev[1] == {"type": "token", "seat": 0, "cell": [1, 2], "kind": "fountain",
                     "revealed": False, "barrier": False}
    assert s.hp[0] == 6


# ------------------------------------------------------------------ Impending Doom, rounds

def test_impending_doom_advances_when_first_to_land_starts_a_turn_not_the_first():
    s = ready(3, ftl=1)
    assert s.doom == 1 and s.turn == 1
    R.apply(s, {"type": "end_move"})
    R.apply(s, {"type": "end_move"})
    assert s.doom == 1
    ev = R.apply(s, {"type": "end_move"})
    assert s.turn == 1 and s.doom == 2 and "doom" in types(ev)


@pytest.mark.parametrize("n,options,rounds", [(2, {}, 5), (1, {}, 6), (2, {"collapse": 3}, 3),
                                              (3, {"collapse": 4}, 4), (1, {"collapse": 6}, 6),
                                              (4, {"collapse": 6}, 6)])
def test_floor_collapses_after_the_last_round(n, options, rounds):
    s = ready(n, options=options)
    turns = 0
    while s.floor == 1:
        R.apply(s, {"type": "end_move"})
        turns += 1
    assert turns == rounds * n and s.phase == "place_tokens"


def test_exited_players_take_no_more_turns_but_rounds_go_on():
    s = ready(3, tokens={"exit": (1, 2)}, up={"exit"})
    step(s, (1, 2))
    R.apply(s, {"type": "exit"})
    assert s.exited[0] and s.cells[0] is None
    R.apply(s, {"type": "end_move"})
    R.apply(s, {"type": "end_move"})
    assert s.turn == 1 and s.doom == 2                    # seat 0's turn is skipped


# ------------------------------------------------------------------ Rubble Tokens

def test_treasure_token_draws_a_card_and_pays_its_gold():
    s = ready(1, tokens={"treasure1": (1, 2)})
    no_skills(s)
    top(s, "treasure", "gold_ingot")
    ev = step(s, (1, 2))
    assert ev[1]["revealed"] and ev[2]["type"] == "treasure" and ev[2]["gold"] == 3
    assert s.gold[0] == 3 and s.piles["treasure_discard"][-1] == "gold_ingot"


def test_scroll_token_draws_a_scroll_kept_hidden():
    s = ready(2, tokens={"scroll1": (1, 2)})
    no_skills(s)
    top(s, "scroll", "haste")
    ev = step(s, (1, 2))
    assert ev[-1] == {"type": "scroll_drawn", "seat": 0, "card": "haste", "shown_to": [0],
                      "barrier": True}
    assert "haste" in R.view(s, 0)["my_scrolls"] and "haste" not in R.view(s, 1)["my_scrolls"]
    assert R.view(s, 1)["players"][0]["scrolls"] == 3


def test_healing_fountain_heals_but_keeps_poison():
    s = ready(1, tokens={"fountain1": (1, 2)})
    no_skills(s)
    s.hp[0], s.poison[0] = 3, 2
    step(s, (1, 2))
    assert s.hp[0] == 6 and s.poison[0] == 2


def test_trap_token_draws_and_resolves_a_trap_in_the_log():
    s = ready(1, tokens={"trap1": (1, 2)})
    no_skills(s)
    top(s, "trap", "falling_rocks")
    ev = step(s, (1, 2))
    trap = next(e for e in ev if e["type"] == "trap")
    assert s.hp[0] == 5 and s.piles["trap_discard"] == ["falling_rocks"]
    assert R.describe(s, trap) == "Ana reveals a trap: Falling Rocks, -1 HP."


def test_monster_token_starts_combat():
    s = ready(1, tokens={"monster1": (1, 2)})
    top(s, "monster", "cave_rat")
    ev = step(s, (1, 2))
    assert s.phase == "combat" and s.combat["monster"] == "cave_rat" and ev[-1]["barrier"]
    assert [a["type"] for a in R.legal_actions(s)][:1] == ["fight"]


# ------------------------------------------------------------------ The Exit

def test_exit_reveal_pays_one_gold_and_it_is_never_removed():
    s = ready(2, tokens={"exit": (1, 2)})
    no_skills(s)
    ev = step(s, (1, 2))
    assert {"type": "exit_found", "seat": 0, "gold": 1, "due": 1,
            "skill_shares": []} in ev and s.gold[0] == 1
    step(s, (1, 3))                                       # need not use it at once
    R.apply(s, {"type": "end_move"})
    assert s.tokens["exit"] == {"at": "board", "cell": [1, 2], "up": True}
    assert s.resolved == []


def test_first_out_gets_one_gold_and_first_to_land_next_floor():
    s = ready(2, tokens={"exit": (1, 2)}, up={"exit"}, ftl=0)
    no_skills(s)
    R.apply(s, {"type": "end_move"})                      # Ana waits
    R.apply(s, {"type": "step", "cell": [8, 7]})           # Bo heads off
    s.cells[1] = [1, 3]
    step(s, (1, 2))
    ev = R.apply(s, {"type": "exit"})
    assert ev[0] == {"type": "exited", "seat": 1, "first": True, "gold": 1, "due": 1}
    step(s, (1, 2))
    ev = R.apply(s, {"type": "exit"})
    assert ev[0]["first"] is False and ev[0]["gold"] == 0
    assert s.floor == 2 and s.ftl == 1                    # everyone out: floor over
    assert R.current_seat(s) == 1


def test_exit_only_from_the_face_up_exit():
    s = ready(1, tokens={"treasure1": (1, 2)})
    with pytest.raises(IllegalAction, match="Exit"):
        R.apply(s, {"type": "exit"})


# ------------------------------------------------------------------ Baldrick's Gem

def test_gem_found_is_held_and_worth_five_gold():
    s = ready(2, tokens={"gem": (1, 2)})
    s.tokens["gem"]["at"] = "board"
    ev = step(s, (1, 2))
    assert "gem_found" in types(ev) and s.gem_holder == 0
    assert s.tokens["gem"]["at"] == "held" and R.scores(s) == [5, 0]


def steal_setup(thief_roll, holder_roll):
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    return rig(s, thief_roll, holder_roll)


def test_steal_success_takes_the_gem():
    s = steal_setup(6, 2)
    ev = R.apply(s, {"type": "steal"})
    assert ev[0]["success"] and ev[0]["barrier"] and s.gem_holder == 0


def test_failed_thief_loses_one_hp_and_may_try_only_once_per_turn():
    s = steal_setup(2, 6)
    R.apply(s, {"type": "steal"})
    assert s.gem_holder == 1 and s.hp[0] == 5
    assert {"type": "steal"} not in R.legal_actions(s)
    with pytest.raises(IllegalAction, match="once per turn"):
        R.apply(s, {"type": "steal"})


def test_steal_tie_changes_nothing():
    s = steal_setup(4, 4)
    R.apply(s, {"type": "steal"})
    assert s.gem_holder == 1 and s.hp[0] == 6


def test_steal_needs_an_adjacent_pawn_and_adds_modifiers():
    s = steal_setup(3, 5)
    s.cells[0] = [2, 3]                                   # diagonal: not adjacent
    assert {"type": "steal"} not in R.legal_actions(s)
    s.cells[0] = [1, 1]
    give_skill(s, 0, "pickpocket")                        # +2
    top(s, "scroll", "sticky_fingers")
    s.scrolls[0].append(s.piles["scroll"].pop())
    R.apply(s, {"type": "play_scroll", "card": "sticky_fingers"})  # +3
    ev = R.apply(s, {"type": "steal"})
    assert ev[0]["thief_roll"] == 3 + 2 + 3 and ev[0]["success"]


def test_gem_guard_adds_to_the_holder():
    s = steal_setup(5, 4)
    give_skill(s, 1, "iron_grip")
    ev = R.apply(s, {"type": "steal"})
    assert ev[0]["holder_roll"] == 6 and not ev[0]["success"] and s.hp[0] == 5
