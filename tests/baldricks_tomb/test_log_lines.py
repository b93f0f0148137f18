"""The game log says what really happened: die + bonus = result (capped as the swing
gauge caps it), a payment the short gold supply could not make in full, the Gem lost
for good on the last floor, and the end of a floor seat by seat."""
import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import give_skill, no_skills, ready, rig, step, top


@pytest.mark.parametrize("die,modifier,result,text", [
    (6, 0, 6, "6"), (7, 1, 8, "7 + 1 = 8"), (7, 2, 8, "7 + 2 = 9, counts as 8"),
    (8, 2, 8, "8 + 2 = 10, counts as 8"), (2, -3, 1, "2 - 3 = -1, counts as 1"),
    (3, 5, None, "3 + 5 = 8"), (8, 4, None, "8 + 4 = 12"),
])
def test_roll_text(die, modifier, result, text):
    assert R.roll_text(die, modifier, result) == text


def fight(monster, *rolls, bonus=0):
    s = ready(1, tokens={"monster1": (1, 2)})
    no_skills(s)
    top(s, "monster", monster)
    step(s, (1, 2))
    s.combat["bonus"] = bonus
    return rig(s, *rolls)


@pytest.mark.parametrize("die,bonus,line", [
    (8, 2, "Ana rolls 8 + 2 = 10, counts as 8 against the Skeleton Guard: a hit."),
    (7, 2, "Ana rolls 7 + 2 = 9, counts as 8 against the Skeleton Guard: a hit."),
    (3, 2, "Ana rolls 3 + 2 = 5 against the Skeleton Guard: the monster attacks and a hit."),
    (4, 0, "Ana rolls 4 against the Skeleton Guard: the monster attacks."),
])
def test_a_combat_roll_with_a_bonus_is_logged_as_die_plus_bonus(die, bonus, line):
    s = fight("skeleton_guard", die, bonus=bonus)
    ev = R.apply(s, {"type": "fight"})
    assert R.describe(s, ev[0]) == line


def test_a_steal_is_logged_with_each_die_and_bonus():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    give_skill(s, 0, "light_fingers")               # +1 when stealing
    s.steal_bonus = 3                               # a steal scroll played this turn
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    rig(s, 7, 5)
    ev = R.apply(s, {"type": "steal"})
    assert ev[0]["thief_die"] == 7 and ev[0]["thief_roll"] == 11 and ev[0]["holder_die"] == 5
    assert R.describe(s, ev[0]) == ("Ana tries to steal the Gem from Bo: 7 + 4 = 11 (+1 from "
                                    "Light Fingers, +3 from scrolls) against 5; takes the Gem.")


def test_a_treasure_the_supply_cannot_pay_in_full_says_so():
    s = ready(1, tokens={"treasure1": (1, 2)})
    no_skills(s)
    s.gold[0], s.supply = 59, 1
    top(s, "treasure", "gold_ingot")                 # worth 3
    ev = step(s, (1, 2))
    assert s.gold[0] == 60
    assert R.describe(s, ev[-1]) == "Ana finds Gold Ingot: +1 gold (the supply is short: 1 of 3 gold paid)."


def test_a_monster_paying_less_because_the_supply_is_short_says_so():
    s = fight("skeleton_guard", 8, 8)                # 2 HP, pays 2 gold
    s.gold[0], s.supply = 59, 1
    R.apply(s, {"type": "fight"})
    ev = R.apply(s, {"type": "fight"})
    won = next(e for e in ev if e["type"] == "monster_defeated")
    assert R.describe(s, won) == ("Ana knocks out the Skeleton Guard: +1 gold "
                                  "(the supply is short: 1 of 2 gold paid).")


def test_a_treasure_symbol_with_an_empty_supply_says_so():
    s = fight("giant_beetle", 4)                     # 4: treasure
    s.gold[0], s.supply = 60, 0
    ev = R.apply(s, {"type": "fight"})
    coin = next(e for e in ev if e["type"] == "monster_treasure")
    assert coin["short"] and s.combat["gold"] == 0
    assert "supply is empty" in R.describe(s, coin)


@pytest.mark.parametrize("floor,words", [(4, "lost for this game"), (3, "hidden again next floor")])
def test_the_gem_dropped_on_the_last_floor_is_not_promised_back(floor, words):
    s = ready(1)
    s.floor = floor
    s.tokens["gem"].update(at="held")
    s.gem_holder = 0
    s.hp[0] = 0
    ev = R._check_ko(s, 0)
    drop = next(e for e in ev if e["type"] == "gem_dropped")
    assert words in R.describe(s, drop)


def test_floor_end_says_who_got_out_and_who_lost_half():
    s = ready(2, tokens={"exit": (1, 2)}, up=("exit",))
    no_skills(s)
    s.gold, s.supply = [4, 9], 47
    step(s, (1, 2))
    R.apply(s, {"type": "exit"})                     # Ana out first: +1 gold
    s.doom = s.rounds
    ev = R.apply(s, {"type": "end_move"})            # Bo ends the last round inside
    end = next(e for e in ev if e["type"] == "floor_end")
    assert end["exited"] == [True, False] and end["had"] == [5, 9] and end["gold"] == [5, 5]
    assert end["losses"] == [[1, 4]] and end["floors"] == 4
