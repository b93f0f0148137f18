"""Baldrick's Tomb: "Monster Cards and Combat", "Combat Symbols", "Getting Knocked Out",
"Poison" and the Gem passing on a knock-out ("Baldrick's Gem")."""
import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import IllegalAction
from tests.baldricks_tomb.helpers import give_skill, no_skills, ready, rig, step, top, types


def fight(monster, *rolls, n=1, gold=0, pawns=((1, 1), (8, 8), (1, 8), (8, 1))):
    """A game where seat 0 has just stepped onto a monster token and drawn ``monster``."""
    s = ready(n, pawns=pawns, tokens={"monster1": (1, 2)})
    no_skills(s)
    s.gold[0], s.supply = gold, 60 - gold
    top(s, "monster", monster)
    step(s, (1, 2))
    assert s.phase == "combat"
    return rig(s, *rolls)


@pytest.mark.parametrize("roll,hp,damage", [(1, 5, 0), (2, 5, 0), (3, 5, 0), (4, 5, 0),
                                            (5, 5, 1), (6, 6, 1), (7, 6, 1), (8, 6, 1)])
def test_rulebook_swing_gauge_example(roll, hp, damage):
    # "if the active player rolls a 1, 2, 3, or 4, the monster attacks. On a roll of 5,
    # both the monster AND the active player attack. On a roll of 6, 7, or 8, active
    # player attacks."  (Skeleton Guard, 2 HP)
    s = fight("skeleton_guard", roll)
    ev = R.apply(s, {"type": "fight"})
    assert ev[0]["roll"] == roll and ev[0]["barrier"]
    assert s.hp[0] == hp and s.combat["damage"] == damage and s.phase == "combat"


def test_combat_goes_on_until_the_monster_is_knocked_out_and_pays():
    s = fight("skeleton_guard", 7, 2, 8)
    R.apply(s, {"type": "fight"})
    R.apply(s, {"type": "fight"})
    ev = R.apply(s, {"type": "fight"})
    assert "monster_defeated" in types(ev) and s.gold[0] == 2 and s.hp[0] == 5
    assert s.phase == "move" and s.combat is None
    assert s.piles["monster_discard"] == ["skeleton_guard"]


def test_treasure_symbol_puts_gold_on_the_monster_paid_to_the_winner():
    s = fight("giant_beetle", 4, 4, 6, 6)                 # 4: treasure, 5-8: player attack
    R.apply(s, {"type": "fight"})
    R.apply(s, {"type": "fight"})
    assert s.combat["gold"] == 2 and s.supply == 58
    assert R.invariant_problems(s) == []
    R.apply(s, {"type": "fight"})
    ev = R.apply(s, {"type": "fight"})
    assert ev[-1]["gold"] == 2 + 2 and s.gold[0] == 4 and s.supply == 56


def test_run_symbol_monster_flees_without_gold_and_its_treasure_returns():
    s = fight("kobold_thief", 3, 5)                       # 3: treasure, 5: run
    R.apply(s, {"type": "fight"})
    ev = R.apply(s, {"type": "fight"})
    assert "monster_fled" in types(ev) and s.gold[0] == 0 and s.supply == 60
    assert s.phase == "move"


def test_poison_symbol_moves_the_poison_marker():
    s = fight("crypt_spider", 1)
    R.apply(s, {"type": "fight"})
    assert s.poison[0] == 1 and s.hp[0] == 6


def test_running_away_costs_the_monster_level_and_only_if_affordable():
    s = fight("ghoul", gold=1)                            # level 2
    assert {"type": "run"} not in R.legal_actions(s)
    with pytest.raises(IllegalAction, match="costs 2 gold"):
        R.apply(s, {"type": "run"})
    s.gold[0], s.supply = 3, 57
    ev = R.apply(s, {"type": "run"})
    assert ev[0]["cost"] == 2 and s.gold[0] == 1 and s.phase == "move"
    assert s.piles["monster_discard"] == ["ghoul"]


def test_running_is_allowed_at_any_time_mid_fight():
    s = fight("cave_rat", 1, gold=1)
    R.apply(s, {"type": "fight"})
    R.apply(s, {"type": "run"})
    assert s.gold[0] == 0 and s.combat is None


def test_run_discount_skill():
    s = fight("ghoul")
    give_skill(s, 0, "nimble_retreat")
    s.gold[0], s.supply = 1, 59
    assert R.run_cost(s) == 1 and {"type": "run"} in R.legal_actions(s)


def test_scrolls_before_a_roll_add_to_it_and_then_expire():
    s = fight("skeleton_guard", 3, 3)
    top(s, "scroll", "battle_hymn")
    s.scrolls[0].append(s.piles["scroll"].pop())
    top(s, "scroll", "steady_hand")
    s.scrolls[0].append(s.piles["scroll"].pop())
    R.apply(s, {"type": "play_scroll", "card": "battle_hymn"})
    R.apply(s, {"type": "play_scroll", "card": "steady_hand"})
    ev = R.apply(s, {"type": "fight"})
    assert ev[0]["modifier"] == 3 and ev[0]["result"] == 6 and s.combat["damage"] == 1
    ev = R.apply(s, {"type": "fight"})
    assert ev[0]["result"] == 3 and s.hp[0] == 5


def test_combat_bonus_skill_and_a_roll_never_above_eight():
    s = fight("skeleton_guard", 8)
    give_skill(s, 0, "brawler")
    ev = R.apply(s, {"type": "fight"})
    assert ev[0]["modifier"] == 1 and ev[0]["result"] == 8


def test_simultaneous_knock_out_still_pays():
    # "If both the monster and the active player are knocked out simultaneously, the
    # active player still collects gold from the monster before being knocked out."
    s = fight("mudling", 3, gold=5)                       # 3: monster attack + player attack
    s.hp[0] = 1
    s.combat["damage"] = 1
    ev = R.apply(s, {"type": "fight"})
    kinds = types(ev)
    assert kinds.index("monster_defeated") < kinds.index("knocked_out")
    # 5 + 1 (mudling) = 6 gold, then half (3) is lost
    assert s.gold[0] == 3 and s.hp[0] == 6 and R.invariant_problems(s) == []


def test_scroll_extra_attack_can_finish_the_monster():
    s = fight("cave_rat")
    top(s, "scroll", "lightning_bolt")
    s.scrolls[0].append(s.piles["scroll"].pop())
    ev = R.apply(s, {"type": "play_scroll", "card": "lightning_bolt"})
    assert "monster_defeated" in types(ev) and s.gold[0] == 1 and s.phase == "move"


def test_combat_only_scrolls_are_refused_outside_combat():
    s = ready(1)
    top(s, "scroll", "battle_hymn")
    s.scrolls[0].append(s.piles["scroll"].pop())
    with pytest.raises(IllegalAction, match="only be played in combat"):
        R.apply(s, {"type": "play_scroll", "card": "battle_hymn"})
    with pytest.raises(IllegalAction, match="do not hold"):
        R.apply(s, {"type": "play_scroll", "card": "haste_nothing"})


# ------------------------------------------------------------------ Getting Knocked Out

def test_rulebook_knock_out_example():
    # Knocked out in combat: lose half the gold (round down), the Gem goes to the player
    # with the least gold, HP back to maximum, poison to 0, the resolved tokens go back
    # as normal and the pawn re-enters by a dice roll (re-rolled onto another pawn).
    s = fight("skeleton_guard", 1, n=3, gold=7)
    s.gold[1], s.gold[2], s.supply = 4, 2, 60 - 7 - 4 - 2
    s.tokens["gem"]["at"] = "held"
    s.gem_holder = 0
    s.hp[0], s.poison[0] = 1, 0
    rig(s, 1, 4, 5, 8, 8, 3, 3)     # fight 1; token to (4,5); pawn (8,8) is Bo's -> (3,3)
    ev = R.apply(s, {"type": "fight"})
    ko = next(e for e in ev if e["type"] == "knocked_out")
    assert ko["lost"] == 3 and s.gold[0] == 4
    assert s.gem_holder == 2 and ("gem_passed" in types(ev))
    assert s.hp[0] == 6 and s.poison[0] == 0
    assert s.tokens["monster1"]["cell"] == [4, 5]
    reenter = next(e for e in ev if e["type"] == "reentered")
    assert reenter["rolls"] == [[8, 8], [3, 3]] and s.cells[0] == [3, 3]
    assert s.turn == 1 and s.phase == "move" and R.invariant_problems(s) == []


def test_poison_reaching_the_hp_marker_knocks_out():
    s = fight("crypt_spider", 1)
    s.hp[0], s.poison[0] = 3, 2
    ev = R.apply(s, {"type": "fight"})
    assert "knocked_out" in types(ev) and s.poison[0] == 0 and s.hp[0] == 6


def test_knock_out_by_a_trap_ends_the_turn_at_once():
    s = ready(2, tokens={"trap1": (1, 2), "treasure1": (2, 2)})
    no_skills(s)
    s.hp[0] = 2
    top(s, "trap", "spike_pit")
    ev = step(s, (1, 2))
    assert "knocked_out" in types(ev) and "reentered" in types(ev) and s.turn == 1
    assert s.tokens["trap1"]["at"] == "board" and s.tokens["trap1"]["up"]


@pytest.mark.parametrize("gold,rolls,winner", [((9, 3, 1, 5), (), 2),
                                              ((9, 2, 2, 5), (3, 6), 2),
                                              ((9, 2, 2, 2), (4, 4, 1, 6, 2), 1)])
def test_gem_passes_to_the_poorest_ties_roll_a_d8(gold, rolls, winner):
    s = ready(4)
    s.gold, s.supply = list(gold), 60 - sum(gold)
    s.tokens["gem"]["at"] = "held"
    s.gem_holder = 0
    rig(s, *rolls)
    ev = R._pass_gem(s, 0)
    assert s.gem_holder == winner and ev[0]["barrier"] == bool(rolls)


def test_solo_knock_out_drops_the_gem_for_the_next_floor():
    s = ready(1)
    s.tokens["gem"]["at"] = "held"
    s.gem_holder = 0
    s.hp[0] = 0
    R._check_ko(s, 0)
    assert s.gem_holder is None and s.tokens["gem"]["at"] == "aside"
