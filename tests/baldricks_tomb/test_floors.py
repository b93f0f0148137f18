"""Baldrick's Tomb: "End of Floor", "End of Game", the deck rules of "Scroll Cards",
"Trap Cards" and "Monster Cards and Combat", and the variants "Game Length",
"Persistent Poison", "Persistent HP" and "Solo Play"."""
import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import IllegalAction
from tests.baldricks_tomb.helpers import no_skills, ready, step, top, types


def finish_floor(s):
    """End moves until the floor changes or the game ends."""
    floor = s.floor
    events = []
    while s.floor == floor and s.phase != "over":
        events += R.apply(s, {"type": "end_move"})
    return events


def play_floor_setup(s):
    R.apply(s, {"type": "place_rest"})
    while s.phase == "place_pawns":
        R.apply(s, {"type": "roll_pawn"})


# ------------------------------------------------------------------ End of Floor

def test_collapse_costs_everyone_inside_half_their_gold_rounded_down():
    s = ready(3, tokens={"exit": (1, 2)}, up={"exit"})
    s.gold, s.supply = [7, 5, 1], 47
    step(s, (1, 2))
    R.apply(s, {"type": "exit"})                          # Ana got out
    ev = finish_floor(s)
    end = next(e for e in ev if e["type"] == "floor_end")
    assert end["losses"] == [[1, 2], [2, 0]] and not end["everyone_out"]
    assert s.gold[:3] == [7 + 1, 3, 1]                    # Ana: +1 first out
    assert R.invariant_problems(s) == []


def test_nobody_loses_gold_when_everyone_exits():
    s = ready(2, pawns=((1, 1), (1, 3)), tokens={"exit": (1, 2)}, up={"exit"})
    s.gold, s.supply = [6, 6], 48
    step(s, (1, 2))
    R.apply(s, {"type": "exit"})
    step(s, (1, 2))
    ev = R.apply(s, {"type": "exit"})
    end = next(e for e in ev if e["type"] == "floor_end")
    assert end["everyone_out"] and end["losses"] == [] and s.gold == [7, 6]


def test_end_of_floor_resets_and_advances_the_depth_track():
    s = ready(2)
    s.hp, s.poison, s.wards = [3, 4], [1, 2], [1, 0]
    s.known[0].append("monster1")
    ev = finish_floor(s)
    assert s.floor == 2 and s.depth == 2 and s.hp == [6, 6] and s.poison == [0, 0]
    assert s.wards == [0, 0] and s.known == [[], []]
    assert s.tokens["exit"]["at"] == "setup" and "gem" in s.setup_hand   # floor two: Gem mixed in
    assert "monsters_added" in types(ev)
    assert {R.content().monsters[m].level for m in s.piles["monster"]} == {1, 2}
    assert s.piles["monster_level2"] == [] and s.piles["monster_level3"]
    assert s.phase == "place_tokens" and len(s.setup_hand) == 12


def test_first_to_land_stays_when_nobody_exited():
    s = ready(3, ftl=2)
    finish_floor(s)
    assert s.ftl == 2 and R.current_seat(s) == 2


def test_gem_not_found_is_mixed_into_the_next_floor():
    s = ready(2)
    finish_floor(s)                                       # to floor 2
    play_floor_setup(s)
    assert s.tokens["gem"]["at"] == "board"
    finish_floor(s)
    assert s.floor == 3 and "gem" in s.setup_hand


def test_found_gem_stays_with_its_holder_across_floors():
    s = ready(2)
    finish_floor(s)
    play_floor_setup(s)
    s.tokens["gem"].update(at="held", cell=None)
    s.gem_holder = 1
    finish_floor(s)
    assert "gem" not in s.setup_hand and s.gem_holder == 1


def test_persistent_poison_and_hp_variants():
    s = ready(2, options={"persistent_poison": True, "persistent_hp": True})
    s.hp, s.poison = [3, 4], [1, 2]
    finish_floor(s)
    assert s.hp == [3, 4] and s.poison == [1, 2]
    s = ready(2, options={"persistent_poison": True})
    s.hp, s.poison = [3, 4], [1, 2]
    finish_floor(s)
    assert s.hp == [6, 6] and s.poison == [1, 2]


# ------------------------------------------------------------------ End of Game, Game Length

def play_to_the_end(s):
    floors = [s.depth]
    while s.phase != "over":
        if s.phase == "place_tokens":
            play_floor_setup(s)
            continue
        before = s.floor
        finish_floor(s)
        if s.phase != "over":
            assert s.floor == before + 1
            floors.append(s.depth)
    return floors


@pytest.mark.parametrize("floors,path,gem_floor", [(4, [1, 2, 3, 4], 2), (3, [1, 2, 1], 2),
                                                   (5, [1, 2, 3, 2, 1], 3),
                                                   (7, [1, 2, 3, 4, 3, 2, 1], 4)])
def test_game_length_variants_go_down_and_back_up(floors, path, gem_floor):
    s = ready(1, options={"floors": floors})
    assert s.gem_floor == gem_floor
    gem_seen = []
    while s.phase != "over":
        if s.phase == "place_tokens":
            gem_seen.append("gem" in s.setup_hand)
            play_floor_setup(s)
        else:
            finish_floor(s)
    assert s.floor == floors and list(s.path) == path
    assert gem_seen.index(True) + 2 == gem_floor           # floor 1's setup happened in ready()


def test_game_over_most_gold_wins_gem_counts_five_ties_share():
    s = ready(3, options={"floors": 3})
    s.tokens["gem"]["at"] = "held"
    s.gem_holder = 2
    s.gold, s.supply = [16, 22, 6], 16
    play_to_the_end(s)
    assert R.is_over(s) and R.legal_actions(s) == [] and R.current_seat(s) is None
    # every floor collapses with the pawns inside: half the gold each time
    assert R.scores(s) == [s.gold[0], s.gold[1], s.gold[2] + 5]
    s.gold = [5, 5, 0]
    assert R.winners(s) == [0, 1, 2]
    with pytest.raises(IllegalAction, match="over"):
        R.apply(s, {"type": "end_move"})


def test_winners_empty_until_over():
    assert R.winners(ready(2)) == []


# ------------------------------------------------------------------ Solo Play

def test_solo_rules_apply_automatically():
    s = ready(1)
    no_skills(s)
    R._start_turn(s, 0)
    assert s.solo and s.free_steps == 5 and s.rounds == 6
    finish_floor(s)
    assert len(s.setup_hand) == 9 + 1 + 1                 # nine tokens + Exit + Gem


# ------------------------------------------------------------------ deck rules

def test_scroll_deck_reshuffles_its_discard_pile_when_empty():
    s = ready(1, tokens={"scroll1": (1, 2)})
    no_skills(s)
    discard = list(s.piles["scroll"][1:])
    s.piles["scroll_discard"] = list(discard)
    s.piles["scroll"] = s.piles["scroll"][:1]
    ev = step(s, (1, 2))
    assert "reshuffled" in types(ev)
    assert sorted(s.piles["scroll"]) == sorted(discard) and s.piles["scroll_discard"] == []


def test_trap_and_monster_decks_reshuffle():
    s = ready(1, tokens={"trap1": (1, 2), "monster1": (1, 4)})
    no_skills(s)
    top(s, "trap", "quicksand")
    s.piles["trap_discard"] = s.piles["trap"][:-1]
    s.piles["trap"] = ["quicksand"]
    ev = step(s, (1, 2))
    assert {"type": "reshuffled", "deck": "trap", "cards": 14, "barrier": True} in ev
    s.free_steps = 5
    s.piles["monster_discard"] = s.piles["monster"][:-1]
    s.piles["monster"] = s.piles["monster"][-1:]
    ev = step(s, (1, 3), (1, 4))
    assert any(e["type"] == "reshuffled" and e["deck"] == "monster" for e in ev)
    assert s.phase == "combat"


def test_both_scroll_piles_empty_everyone_discards_down_to_two():
    s = ready(3, tokens={"scroll1": (1, 2)})
    no_skills(s)
    all_scrolls = s.scrolls[0] + s.scrolls[1] + s.scrolls[2] + s.piles["scroll"]
    s.scrolls = [all_scrolls[:2], all_scrolls[2:7], all_scrolls[7:15]]
    s.piles["scroll"] = all_scrolls[15:16]
    ev = step(s, (1, 2))                                  # Ana draws the last scroll
    assert "discard_down" in types(ev) and s.phase == "discard"
    assert R.current_seat(s) == 0 and len(s.scrolls[0]) == 3
    R.apply(s, {"type": "discard_scroll", "card": s.scrolls[0][0]})
    assert R.current_seat(s) == 1
    for _ in range(3):
        R.apply(s, {"type": "discard_scroll", "card": s.scrolls[1][-1]})
    with pytest.raises(IllegalAction, match="your own"):
        R.apply(s, {"type": "discard_scroll", "card": s.scrolls[0][0]})
    for _ in range(5):
        R.apply(s, {"type": "discard_scroll", "card": s.scrolls[2][0]})
    ev = R.apply(s, {"type": "discard_scroll", "card": s.scrolls[2][0]})
    assert [len(h) for h in s.scrolls] == [2, 2, 2]
    assert s.phase == "move" and R.current_seat(s) == 0
    assert ev[-1]["type"] == "reshuffled" and len(s.piles["scroll"]) == 10
    assert R.invariant_problems(s) == []
