"""When a kept skill changes a number, the game log names the skill and says by how much
("Skill Cards": skills are always active). Every line here is written out by hand; the
last tests make sure every skill card in the data has one, and that in random games every
line about a skill names only skills the seat keeps."""
import random

import pytest

from games.baldricks_tomb import rules as R
from games.baldricks_tomb.effects import SKILL_HANDLERS
from tests.baldricks_tomb.helpers import no_skills, ready, rig, step, top


def keep(state, seat, *skills):
    """Give ``seat`` exactly ``skills`` (taken from wherever they are)."""
    state.piles["skill_box"] += state.skills[seat]
    state.skills[seat] = []
    for sid in skills:
        for hand in state.skills:
            if sid in hand:
                hand.remove(sid)
                state.piles["skill_box"].append(sid)
        state.piles["skill_box"].remove(sid)
        state.skills[seat].append(sid)
    assert R.invariant_problems(state) == []
    return state


def give_gold(state, seat, gold):
    state.supply -= gold - state.gold[seat]
    state.gold[seat] = gold


def line_of(state, events, kind, index=0):
    return [R.describe(state, e) for e in events if e["type"] == kind][index]


# ---------------------------------------------------------------------------- free steps

@pytest.mark.parametrize("n,skills,line", [
    (2, ("long_stride",), "Round 1: Bo plays, with 5 free steps (4 + 1 from Long Stride)."),
    (2, ("sprinter",), "Round 1: Bo plays, with 5 free steps (4 + 1 from Sprinter)."),
    (2, ("veteran",), "Round 1: Bo plays, with 5 free steps (4 + 1 from Veteran)."),
    (2, ("long_stride", "brawler", "veteran"),
     "Round 1: Bo plays, with 6 free steps (4 + 1 from Long Stride + 1 from Veteran)."),
    (2, ("brawler",), "Round 1: Bo plays."),
    (2, (), "Round 1: Bo plays."),
])
def test_extra_free_steps_name_the_skill(n, skills, line):
    s = ready(n)
    no_skills(s)
    keep(s, 1, *skills)
    ev = R.apply(s, {"type": "end_move"})
    assert line_of(s, ev, "turn") == line


def test_extra_free_steps_in_solo_play_start_from_five():
    s = ready(1)
    keep(s, 0, "sprinter")
    ev = R._start_turn(s, 0)
    assert R.describe(s, ev[0]) == "Round 1: Ana plays, with 6 free steps (5 + 1 from Sprinter)."


# ---------------------------------------------------------------------------- combat rolls

def fight(monster, skills, *rolls, bonus=0):
    s = ready(1, tokens={"monster1": (1, 2)})
    keep(s, 0, *skills)
    top(s, "monster", monster)
    step(s, (1, 2))
    s.combat["bonus"] = bonus
    return rig(s, *rolls)


@pytest.mark.parametrize("skills,die,bonus,line", [
    (("duelist",), 3, 0,
     "Ana rolls 3 + 1 = 4 (+1 from Duelist) against the Skeleton Guard: the monster attacks."),
    (("brawler",), 4, 0,
     "Ana rolls 4 + 1 = 5 (+1 from Brawler) against the Skeleton Guard: the monster attacks and a hit."),
    (("veteran",), 5, 0, "Ana rolls 5 + 1 = 6 (+1 from Veteran) against the Skeleton Guard: a hit."),
    (("brawler",), 3, 2,
     "Ana rolls 3 + 3 = 6 (+1 from Brawler, +2 from scrolls) against the Skeleton Guard: a hit."),
    (("brawler", "duelist", "veteran"), 8, 0,
     "Ana rolls 8 + 3 = 11, counts as 8 (+1 from Brawler, +1 from Duelist, +1 from Veteran) "
     "against the Skeleton Guard: a hit."),
    (("appraiser",), 3, 2, "Ana rolls 3 + 2 = 5 against the Skeleton Guard: the monster attacks and a hit."),
])
def test_combat_bonus_skills_are_named_in_the_roll(skills, die, bonus, line):
    s = fight("skeleton_guard", skills, die, bonus=bonus)
    ev = R.apply(s, {"type": "fight"})
    assert R.describe(s, ev[0]) == line


# ---------------------------------------------------------------------------- stealing the Gem

@pytest.mark.parametrize("thief,holder,dice,scroll,line", [
    (("pickpocket",), ("iron_grip",), (7, 5), 0,
     "Ana tries to steal the Gem from Bo: 7 + 2 = 9 (+2 from Pickpocket) against "
     "5 + 2 = 7 (+2 from Iron Grip); takes the Gem."),
    (("light_fingers",), ("watchful",), (2, 5), 0,
     "Ana tries to steal the Gem from Bo: 2 + 1 = 3 (+1 from Light Fingers) against "
     "5 + 1 = 6 (+1 from Watchful); fails and loses 1 HP."),
    (("light_fingers", "pickpocket"), (), (4, 8), 3,
     "Ana tries to steal the Gem from Bo: 4 + 6 = 10 (+1 from Light Fingers, +2 from "
     "Pickpocket, +3 from scrolls) against 8; takes the Gem."),
    ((), ("watchful",), (6, 5), 0,
     "Ana tries to steal the Gem from Bo: 6 against 5 + 1 = 6 (+1 from Watchful); ties: nothing happens."),
    ((), (), (7, 5), 3, "Ana tries to steal the Gem from Bo (7 + 3 = 10 vs 5): takes the Gem."),
])
def test_steal_and_guard_skills_are_named_on_each_side(thief, holder, dice, scroll, line):
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    keep(s, 0, *thief)
    keep(s, 1, *holder)
    s.steal_bonus = scroll
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    rig(s, *dice)
    ev = R.apply(s, {"type": "steal"})
    assert R.describe(s, ev[0]) == line


# ---------------------------------------------------------------------------- gold

@pytest.mark.parametrize("skills,supply,line", [
    (("appraiser",), 60, "Ana finds Gold Ingot: +4 gold (3 + 1 from Appraiser)."),
    (("magpie",), 60, "Ana finds Gold Ingot: +4 gold (3 + 1 from Magpie)."),
    (("appraiser", "magpie"), 60, "Ana finds Gold Ingot: +5 gold (3 + 1 from Appraiser + 1 from Magpie)."),
    (("magpie",), 2, "Ana finds Gold Ingot: +2 gold (3 + 1 from Magpie; the supply is short: 2 of 4 gold paid)."),
    ((), 60, "Ana finds Gold Ingot: +3 gold."),
])
def test_treasure_skills_say_how_much_gold_they_added(skills, supply, line):
    s = ready(1, tokens={"treasure1": (1, 2)})
    keep(s, 0, *skills)
    give_gold(s, 0, 60 - supply)
    top(s, "treasure", "gold_ingot")
    assert line_of(s, step(s, (1, 2)), "treasure") == line


@pytest.mark.parametrize("skills,monster,line", [
    (("bounty_hunter",), "cave_rat", "Ana knocks out the Cave Rat: +2 gold (1 + 1 from Bounty Hunter)."),
    (("mercenary",), "bat_swarm", "Ana knocks out the Bat Swarm: +2 gold (1 + 1 from Mercenary)."),
    (("bounty_hunter", "mercenary"), "cave_rat",
     "Ana knocks out the Cave Rat: +3 gold (1 + 1 from Bounty Hunter + 1 from Mercenary)."),
    ((), "cave_rat", "Ana knocks out the Cave Rat: +1 gold."),
])
def test_bounty_skills_say_how_much_gold_they_added(skills, monster, line):
    s = fight(monster, skills, 8)
    assert line_of(s, R.apply(s, {"type": "fight"}), "monster_defeated") == line


@pytest.mark.parametrize("skills,line", [
    (("dowser",), "Ana finds the Exit: +3 gold (1 + 2 from Dowser)."),
    ((), "Ana finds the Exit: +1 gold."),
])
def test_exit_bonus_says_how_much_gold_it_added(skills, line):
    s = ready(1, tokens={"exit": (1, 2)})
    keep(s, 0, *skills)
    assert line_of(s, step(s, (1, 2)), "exit_found") == line


# ---------------------------------------------------------------------------- costs

@pytest.mark.parametrize("skills,monster,line", [
    (("nimble_retreat",), "ghoul", "Ana runs from the Ghoul, paying 1 gold (2 - 1 from Nimble Retreat)."),
    (("coward",), "tomb_lord", "Ana runs from the Tomb Lord, paying 2 gold (3 - 1 from Coward's Luck)."),
    (("nimble_retreat", "coward"), "cave_rat",
     "Ana runs from the Cave Rat, paying nothing (1 - 1 from Nimble Retreat)."),
    (("coward", "nimble_retreat"), "wraith",
     "Ana runs from the Wraith, paying 1 gold (3 - 1 from Coward's Luck - 1 from Nimble Retreat)."),
    ((), "ghoul", "Ana runs from the Ghoul, paying 2 gold."),
])
def test_run_discount_skills_say_how_much_they_saved(skills, monster, line):
    s = fight(monster, skills)
    give_gold(s, 0, 5)
    assert line_of(s, R.apply(s, {"type": "run"}), "ran_away") == line


@pytest.mark.parametrize("skills,line", [
    (("pathfinder",), "Ana moves to red 1, blue 2 for 1 gold (2 - 1 from Pathfinder)."),
    (("tunnel_rat",), "Ana moves to red 1, blue 2 for 1 gold (2 - 1 from Tunnel Rat)."),
    (("tunnel_rat", "pathfinder"), "Ana moves to red 1, blue 2 for 1 gold (2 - 1 from Tunnel Rat)."),
    ((), "Ana moves to red 1, blue 2 for 2 gold."),
])
def test_step_discount_skills_say_how_much_they_saved(skills, line):
    s = ready(1)
    keep(s, 0, *skills)
    give_gold(s, 0, 5)
    s.free_steps = 0
    assert line_of(s, step(s, (1, 2)), "step") == line


def test_a_free_step_names_no_discount():
    s = ready(1)
    keep(s, 0, "pathfinder")
    assert line_of(s, step(s, (1, 2)), "step") == "Ana moves to red 1, blue 2."


# ---------------------------------------------------------------------------- traps, fountains, scrolls

@pytest.mark.parametrize("skills,trap,line", [
    (("thick_skin",), "spike_pit", "Ana takes 1 damage (2 - 1 from Thick Skin) and is at 5 HP."),
    (("trap_sense",), "falling_rocks", "Ana takes no damage (1 - 1 from Trap Sense) and is at 6 HP."),
    (("thick_skin", "trap_sense"), "falling_rocks",
     "Ana takes no damage (1 - 1 from Thick Skin) and is at 6 HP."),
    (("trap_sense", "thick_skin"), "spike_pit",
     "Ana takes no damage (2 - 1 from Trap Sense - 1 from Thick Skin) and is at 6 HP."),
    (("thick_skin",), "rusty_hinge", "Ana takes no damage (1 - 1 from Thick Skin) and is at 6 HP."),
    ((), "spike_pit", "Ana is at 4 HP."),
])
def test_trap_armour_skills_say_how_much_damage_they_stopped(skills, trap, line):
    s = ready(1, tokens={"trap1": (1, 2)})
    keep(s, 0, *skills)
    top(s, "trap", trap)
    assert line_of(s, step(s, (1, 2)), "hp") == line


def test_a_monster_attack_is_not_softened_by_trap_armour():
    s = fight("skeleton_guard", ("thick_skin",), 1)
    assert line_of(s, R.apply(s, {"type": "fight"}), "hp") == "Ana is at 5 HP."


@pytest.mark.parametrize("skills,poison,line", [
    (("purifier",), 3, "Ana drinks from a healing fountain: HP back to 6, poison down to 1 (2 less from Purifier)."),
    (("purifier",), 1, "Ana drinks from a healing fountain: HP back to 6, poison down to 0 (1 less from Purifier)."),
    (("purifier",), 0, "Ana drinks from a healing fountain: HP back to 6."),
    ((), 3, "Ana drinks from a healing fountain: HP back to 6."),
])
def test_fountain_cure_says_how_much_poison_it_took_away(skills, poison, line):
    s = ready(1, tokens={"fountain1": (1, 2)})
    keep(s, 0, *skills)
    s.hp[0], s.poison[0] = 4, poison
    assert line_of(s, step(s, (1, 2)), "fountain") == line


def test_bookworm_names_the_extra_scroll_card():
    s = ready(1, tokens={"scroll1": (1, 2)})
    keep(s, 0, "bookworm")
    lines = [R.describe(s, e) for e in step(s, (1, 2)) if e["type"] == "scroll_drawn"]
    assert lines == ["Ana draws a scroll card.", "Ana draws another scroll card (1 more from Bookworm)."]


def test_bookworm_with_one_scroll_left_draws_one_and_says_the_deck_is_empty():
    s = ready(1, tokens={"scroll1": (1, 2)})
    keep(s, 0, "bookworm")
    s.scrolls[0] += s.piles["scroll"][1:] + s.piles["scroll_discard"]
    s.piles["scroll"][1:] = []
    s.piles["scroll_discard"].clear()
    lines = [R.describe(s, e) for e in step(s, (1, 2))
             if e["type"] in ("scroll_drawn", "scroll_deck_empty")]
    assert lines == ["Ana draws a scroll card.", "The scroll deck and its discard pile are empty."]


# ---------------------------------------------------------------------------- coverage

# Every skill card the tests above write a line for: a new skill card (or handler) in the
# data fails here until its log line is written out and tested.
NAMED_ABOVE = {"long_stride", "sprinter", "veteran", "brawler", "duelist", "pickpocket",
               "light_fingers", "iron_grip", "watchful", "appraiser", "magpie", "bounty_hunter",
               "mercenary", "dowser", "nimble_retreat", "coward", "pathfinder", "tunnel_rat",
               "thick_skin", "trap_sense", "purifier", "bookworm"}


def test_every_skill_card_has_a_hand_written_log_line():
    skills = R.content().skills
    assert set(skills) == NAMED_ABOVE
    assert {e.handler for sk in skills.values() for e in sk.effects} == set(SKILL_HANDLERS)


def test_in_random_games_skill_notes_name_only_kept_skills():
    """Random games of 1-4 players, half with the Custom Characters deal: every event
    that credits skills credits skills its seat keeps, with positive amounts no larger
    than the card gives, and its log line names each of them."""
    skills, credited = R.content().skills, 0
    for seed in range(60):
        rng = random.Random(seed)
        players = [{"name": n, "colour": "blue"} for n in ("Ana", "Bo", "Cyd", "Dee")[:1 + seed % 4]]
        s = R.new_game(players, {"custom_characters": bool(seed % 2)}, seed)
        while not R.is_over(s):
            for e in R.apply(s, rng.choice(R.legal_actions(s))):
                for key, seat_key in (("skill_shares", "seat"), ("thief_shares", "seat"),
                                      ("holder_shares", "holder")):
                    for sid, amount in e.get(key) or []:
                        credited += 1
                        assert sid in s.skills[e[seat_key]]
                        assert 0 < amount <= max(x.amount for x in skills[sid].effects)
                        assert skills[sid].name in R.describe(s, e)
    assert credited > 100
