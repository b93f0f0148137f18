"""Baldrick's Tomb through the protocol where the other tests were loose: the explorer
option, whose turn it is in every phase, the save list's progress text, the refusals the
board shows (walking, scrolls, discarding) and a few log lines, each expected value
written out by hand from the rulebook ("Game Setup", "Gameplay", "Scroll Cards",
"Baldrick's Gem", "End of Game") and the designed data."""
import random

import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import IllegalAction, Option
from tests.baldricks_tomb.helpers import give_skill, no_skills, players, ready, rig, step, top, types


# ------------------------------------------------------------------ Game Setup: the explorer

def test_each_seat_picks_one_of_the_four_explorers_or_any_free_one():
    assert R.player_options() == [Option(
        "character", "Explorer",
        (("auto", "Any free one"), ("wren", "Wren the Cartographer"),
         ("osric", "Osric the Gravedigger"), ("maud", "Maud the Torchbearer"),
         ("tobin", "Tobin the Pilgrim")),
        "auto", "Each player chooses a character pawn (\"Game Setup\").", unique=True)]


def test_every_explorer_choice_is_one_new_game_takes():
    choices = [value for value, _ in R.player_options()[0].choices]
    for value in choices:
        seats = [dict(p, character=value) for p in players(1)]
        got = R.new_game(seats, {}, 1).players[0]["character"]
        assert got == ("wren" if value == "auto" else value)


# ------------------------------------------------------------------ whose turn

def test_no_turn_while_setting_up_or_once_over():
    s = R.new_game(players(2), {"custom_characters": True}, 5)
    assert s.phase == "skills" and R.whose_turn(s) is None
    s = R.new_game(players(2), {}, 5)
    assert s.phase == "place_tokens" and R.whose_turn(s) is None
    R.apply(s, {"type": "place_rest"})
    assert s.phase == "place_pawns" and R.whose_turn(s) is None
    s = ready(2)
    s.phase = "over"
    assert R.whose_turn(s) is None


def test_the_turn_is_seat_floor_and_round_and_changes_every_turn():
    s = ready(2)
    assert R.whose_turn(s) == (0, (1, 1))
    R.apply(s, {"type": "end_move"})
    assert R.whose_turn(s) == (1, (1, 1)) and s.relocating is None
    assert R.invariant_problems(s) == [] and R.State.from_dict(s.to_dict()).to_dict() == s.to_dict()


def test_a_token_rolled_onto_a_taken_corner_has_two_spaces_to_go():
    s = ready(2, pawns=((1, 1), (8, 8)), tokens={"treasure1": (1, 2)})
    no_skills(s)
    step(s, (1, 2), (1, 3))
    R.apply(rig(s, 8, 8), {"type": "end_move"})            # Bo's corner
    assert s.phase == "relocate"
    assert R.legal_actions(s) == [{"type": "place_adjacent", "cell": [7, 8]},
                                  {"type": "place_adjacent", "cell": [8, 7]}]
    R.apply(s, {"type": "end_move"})
    assert R.whose_turn(s) == (0, (1, 2))       # back to First to Land: the Doom advances
    solo = ready(1)
    assert R.whose_turn(solo) == (0, (1, 1))
    R.apply(solo, {"type": "end_move"})
    assert R.whose_turn(solo) == (0, (1, 2))


def test_the_turn_goes_on_through_a_fight_and_a_discard():
    s = ready(2, tokens={"monster1": (1, 2)})
    no_skills(s)
    step(s, (1, 2))
    assert s.phase == "combat" and R.whose_turn(s) == (0, (1, 1))
    s = discarding()
    assert s.phase == "discard" and R.current_seat(s) == 1
    assert R.whose_turn(s) == (0, (1, 1))       # Ana's turn, though Bo discards


def discarding():
    """Ana (seat 0) steps onto a scroll token and draws the last scroll while the discard
    pile is empty; Bo holds all the other scrolls and must discard down to two."""
    s = ready(2, tokens={"scroll1": (1, 2)})
    no_skills(s)
    every = s.scrolls[0] + s.scrolls[1] + s.piles["scroll"] + s.piles["scroll_discard"]
    s.scrolls = [every[:1], every[2:]]
    s.piles["scroll"], s.piles["scroll_discard"] = every[1:2], []
    step(s, (1, 2))
    return s


# ------------------------------------------------------------------ progress, policy

def test_the_save_list_says_where_the_game_is():
    s = R.new_game(players(2), {"custom_characters": True}, 5)
    assert R.progress(s) == "Choosing skills"
    s = R.new_game(players(2), {}, 5)
    assert R.progress(s) == "Floor 1, setting up"
    R.apply(s, {"type": "place_rest"})
    assert R.progress(s) == "Floor 1, setting up"
    s = ready(2)
    s.doom = 3
    assert R.progress(s) == "Floor 1, round 3"


def test_the_policy_refuses_a_finished_game():
    s = ready(2)
    s.phase = "over"
    with pytest.raises(ValueError) as err:
        R.playout_policy(s, random.Random(1))
    assert str(err.value) == "The game is over: nobody has anything to choose."


# ------------------------------------------------------------------ walking: routes, refusals

def walker(free, gold):
    """Ana on (1, 1), Bo far away on (8, 8), ``free`` free steps, ``gold`` gold, no skills
    (a step past the free ones costs 2 gold, "Gameplay")."""
    s = ready(2)
    no_skills(s)
    s.supply += s.gold[0] - gold
    s.gold[0], s.free_steps = gold, free
    return s


def costs(view):
    out = {}
    for cell, (gold, path) in R.routes(view).items():
        assert path[-1] == cell and len(path) == abs(cell[0] - 1) + abs(cell[1] - 1)
        out[cell] = gold
    return out


def test_routes_add_up_what_each_step_costs():
    # One free step, then 3 gold pays for one more step.
    assert costs(R.view(walker(1, 3), 0)) == {(1, 2): 0, (2, 1): 0,
                                             (1, 3): 2, (2, 2): 2, (3, 1): 2}
    # No free step, 4 gold: two paid steps.
    assert costs(R.view(walker(0, 4), 0)) == {(1, 2): 2, (2, 1): 2,
                                             (1, 3): 4, (2, 2): 4, (3, 1): 4}


def test_no_routes_outside_the_move_phase():
    s = ready(2, tokens={"monster1": (1, 2)})
    no_skills(s)
    step(s, (1, 2))
    assert s.phase == "combat" and R.routes(R.view(s, 0)) == {}


def refusal(s, cell):
    return R.route_refusal(R.view(s, 1), cell)     # any seat's view gives the same answer


def test_why_a_pawn_cannot_walk_there():
    s = walker(0, 1)
    assert refusal(s, (1, 1)) == "Your pawn is already there."
    assert refusal(s, (1, 2)) == "No free steps left: an extra step costs 2 gold; you have 1."
    s = walker(0, 0)
    assert refusal(s, (2, 1)) == "No free steps left: an extra step costs 2 gold; you have 0."
    tail = "), and a rubble token on the way ends a walk (step onto it first)."
    assert refusal(walker(1, 0), (5, 5)) == ("Too far: 1 free step left, then 2 gold a step "
                                             "(you have 0 gold" + tail)
    assert refusal(walker(2, 3), (5, 5)) == ("Too far: 2 free steps left, then 2 gold a step "
                                             "(you have 3 gold" + tail)
    assert refusal(walker(0, 1), (5, 5)) == ("Too far: 0 free steps left, then 2 gold a step "
                                             "(you have 1 gold" + tail)
    s = walker(1, 0)
    give_skill(s, 0, "pathfinder")                  # extra steps cost 1 gold
    assert refusal(s, (5, 5)) == ("Too far: 1 free step left, then 1 gold a step (you have 0 "
                                  "gold" + tail)


def test_why_a_pawn_cannot_stop_on_another_pawn():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.supply += s.gold[0]
    s.gold[0], s.free_steps = 0, 1
    assert refusal(s, (1, 2)) == ("You cannot stop on another pawn's space: you may only pass "
                                  "through it if you can move on afterwards (a free step or "
                                  "2 gold).")
    s = ready(2, pawns=((1, 1), (4, 4)))
    no_skills(s)
    s.supply += s.gold[0]
    s.gold[0], s.free_steps = 0, 1
    assert refusal(s, (4, 4)) == ("You cannot stop on another pawn's space, and you could not "
                                  "move on from there this turn.")


def test_a_pawn_not_yet_on_the_board_walks_nowhere():
    s = R.new_game(players(2), {}, 5)
    R.apply(s, {"type": "place_rest"})
    assert R.route_refusal(R.view(s, 0), (1, 1)) == "Your pawn is not on the board."


# ------------------------------------------------------------------ Scroll Cards

def holding(card):
    s = ready(2, tokens={"treasure1": (5, 5), "trap1": (3, 3)}, up=("trap1",))
    no_skills(s)
    s.piles["scroll"][:0], s.scrolls[0] = s.scrolls[0], []
    top(s, "scroll", card)
    s.scrolls[0].append(s.piles["scroll"].pop())
    return s


def refused(s, action):
    with pytest.raises(IllegalAction) as err:
        R.apply(s, action)
    return err.value.reason


def test_a_peek_needs_a_face_down_token_not_yet_seen():
    s = holding("far_sight")
    why = "Choose a face-down rubble token you have not looked at yet."
    assert refused(s, {"type": "play_scroll", "card": "far_sight", "cell": [3, 3]}) == why
    assert refused(s, {"type": "play_scroll", "card": "far_sight", "cell": [2, 2]}) == why
    assert refused(s, {"type": "play_scroll", "card": "far_sight"}) == why
    R.apply(s, {"type": "play_scroll", "card": "far_sight", "cell": [5, 5]})


def test_other_scrolls_take_no_space_and_keep_to_their_phase():
    s = holding("mending")
    assert refused(s, {"type": "play_scroll", "card": "mending", "cell": [5, 5]}) == \
        "Mending needs no space: play it without one."
    s = holding("battle_hymn")
    assert refused(s, {"type": "play_scroll", "card": "battle_hymn"}) == \
        "Battle Hymn can only be played in combat."
    s = holding("far_sight")
    s.tokens["monster1"].update(at="board", cell=[1, 2], up=False)
    step(s, (1, 2))
    assert s.phase == "combat"
    assert refused(s, {"type": "play_scroll", "card": "far_sight", "cell": [5, 5]}) == \
        "Far Sight can only be played outside combat."


def test_discarding_down_to_two_one_scroll_at_a_time():
    s = discarding()
    bo = list(s.scrolls[1])
    assert refused(s, {"type": "discard_scroll", "card": s.scrolls[0][0]}) == \
        "Choose one of your own scrolls to discard."
    events = []
    for card in bo[:-2]:
        ev = R.apply(s, {"type": "discard_scroll", "card": card})
        assert ev[0] == {"type": "scroll_discarded", "seat": 1, "card": card}
        events.append(ev)
    # The last discard ends the phase and the discards become the new scroll deck.
    assert types(events[-1]) == ["scroll_discarded", "reshuffled"]
    assert events[-1][1]["deck"] == "scroll" and events[-1][1]["cards"] == len(bo) - 2
    assert all(types(ev) == ["scroll_discarded"] for ev in events[:-1])
    assert s.phase == "move" and s.scrolls[1] == bo[-2:]


# ------------------------------------------------------------------ log lines

def test_the_gem_passed_line_says_whether_dice_broke_a_tie():
    s = ready(3)
    assert R.describe(s, {"type": "gem_passed", "seat": 0, "to": 2, "rolls": [],
                          "barrier": False}) == \
        "Ana drops Baldrick's Gem; Cyd, the poorest, picks it up."
    assert R.describe(s, {"type": "gem_passed", "seat": 1, "to": 0,
                          "rolls": [[[0, 6], [2, 3]]], "barrier": True}) == \
        "Bo drops Baldrick's Gem; Ana, the poorest, picks it up after a tie roll."


def test_the_game_over_line_names_the_winner_or_winners():
    s = ready(3)
    assert R.describe(s, {"type": "game_over", "scores": [9, 4, 2], "winners": [0]}) == \
        "The game is over. Winner: Ana."
    assert R.describe(s, {"type": "game_over", "scores": [9, 4, 9], "winners": [0, 2]}) == \
        "The game is over. Winners: Ana and Cyd."


# ------------------------------------------------------------------ Gameplay: rolling rubble back

def test_a_token_rolled_onto_a_taken_space_goes_next_to_it():
    # Ana resolved the treasure on (1, 2); it rolls (5, 5), Bo's space: Ana picks an empty
    # neighbour of (5, 5), never one holding a token such as (5, 4).
    s = ready(2, pawns=((1, 1), (5, 5)), tokens={"treasure1": (1, 2), "trap1": (5, 4)})
    no_skills(s)
    step(s, (1, 2), (1, 3))
    ev = R.apply(rig(s, 5, 5), {"type": "end_move"})
    assert ev[-1] == {"type": "token_roll", "seat": 0, "kind": "treasure", "rolled": [5, 5],
                      "barrier": True, "taken": True}
    assert R.whose_turn(s) == (0, (1, 1)) and R.progress(s) == "Floor 1, round 1"
    # The neighbours up, down, left, right of (5, 5), less (5, 4) under the trap.
    assert R.view(s, 1)["relocating"] == {"kind": "treasure", "rolled": [5, 5],
                                          "options": [[4, 5], [6, 5], [5, 6]]}
    assert refused(s, {"type": "place_adjacent", "cell": [5, 4]}) == \
        "Choose an empty space next to the rolled one."
    ev = R.apply(s, {"type": "place_adjacent", "cell": [4, 5]})
    assert ev[0] == {"type": "token_moved", "seat": 0, "kind": "treasure", "cell": [4, 5]}
    assert s.tokens["treasure1"] == {"at": "board", "cell": [4, 5], "up": True}
    assert R.whose_turn(s) == (1, (1, 1)) and s.relocating is None
    assert R.invariant_problems(s) == [] and R.State.from_dict(s.to_dict()).to_dict() == s.to_dict()


def test_a_token_rolled_onto_a_taken_corner_has_two_spaces_to_go():
    s = ready(2, pawns=((1, 1), (8, 8)), tokens={"treasure1": (1, 2)})
    no_skills(s)
    step(s, (1, 2), (1, 3))
    R.apply(rig(s, 8, 8), {"type": "end_move"})            # Bo's corner
    assert s.phase == "relocate"
    assert R.legal_actions(s) == [{"type": "place_adjacent", "cell": [7, 8]},
                                  {"type": "place_adjacent", "cell": [8, 7]}]


def test_a_token_rolled_onto_a_free_space_lands_there_face_up():
    s = ready(2, tokens={"treasure1": (1, 2)})
    no_skills(s)
    step(s, (1, 2))
    ev = R.apply(rig(s, 6, 3), {"type": "end_move"})
    assert [e for e in ev if e["type"] == "token_roll"] == [
        {"type": "token_roll", "seat": 0, "kind": "treasure", "rolled": [6, 3], "barrier": True,
         "taken": False, "cell": [6, 3]}]
    assert s.tokens["treasure1"] == {"at": "board", "cell": [6, 3], "up": True}
    assert s.resolved == [] and s.phase == "move" and s.turn == 1


# ------------------------------------------------------------------ what a failed steal or a trap costs

def test_a_failed_steal_costs_the_thief_one_hp():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    ev = R.apply(rig(s, 2, 7), {"type": "steal"})
    assert types(ev) == ["steal"] + ["hp"] and ev[1] == {"type": "hp", "seat": 0, "hp": 5, "change": -1}
    assert s.gem_holder == 1 and s.stole


def test_soggy_satchel_loses_one_scroll_at_random():
    s = ready(2, tokens={"trap1": (1, 2)})
    no_skills(s)
    top(s, "trap", "soggy_satchel")
    hand = list(s.scrolls[0])
    ev = step(s, (1, 2))
    lost = [e for e in ev if e["type"] == "scroll_lost"]
    assert len(lost) == 1 and lost[0]["card"] in hand and lost[0]["seat"] == 0 and lost[0]["barrier"]
    assert s.scrolls[0] == [c for c in hand if c != lost[0]["card"]]
    assert s.piles["scroll_discard"] == [lost[0]["card"]]


def test_poison_up_to_the_hp_marker_is_a_broken_position():
    # "Getting Knocked Out": poison reaching the HP marker knocks out at once, so no
    # position may hold it.
    s = ready(2)
    s.hp[0], s.poison[0] = 3, 3
    assert "seat 0: HP 3, poison 3" in R.invariant_problems(s)
