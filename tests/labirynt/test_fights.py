"""Combat, wounds, death, equipment, Quests, magic, Special abilities and the Glove of
Doom through the public API ("Combat", "Equipment", "Crystals and Gems", "Magic",
"Quests", "Special Abilities and Special Tokens", "Glove of Doom", FAQ)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, strategies as st

from games.labirynt import rules
from games.labirynt.content import content
from games.labirynt.fighting import clash_result
from games.labirynt.state import neighbours, side_of
from tests.labirynt.helpers import (bench, game, give, place_of, put, row_index, script, total_for,
                                    turn_to, types)
from tests.labirynt.test_turns import DW, ER, duo


def _into(s, cid=DW, kind="plain"):
    """Stand ``cid`` next to a numbered chamber of board 0 (its own) and return it."""
    side = side_of(s, 0)
    for ch in side.chambers:
        if ch.kind == kind:
            for m in side.neighbours[ch.id]:
                if side.chambers[m].kind == "plain":
                    put(s, cid, [0, m])
                    return [0, ch.id]
    raise LookupError


def _meet(s, name, cid=DW):
    """Move ``cid`` into a numbered chamber and roll the total of row ``name``."""
    target = _into(s, cid)
    number = side_of(s, 0).chambers[target[1]].number
    rules.apply(s, {"type": "move", "character": cid, "to": target})
    total = total_for(name) - number
    a = max(1, min(6, total - 1))
    script(s, a, total - a)
    return target, rules.apply(s, {"type": "explore"})


# ---------------------------------------------------------------- one clash
SIDE = st.sampled_from(["attacker", "defender"])


@given(st.integers(-5, 20), st.integers(-5, 20), st.integers(-1, 8), st.integers(-1, 8),
       st.booleans(), st.booleans())
def test_a_clash_follows_the_ones_the_sixes_and_the_totals(ta, td, da, dd, sa, sd):
    """"Combat": Strength + modifiers + k6, the higher wins, a tie does nothing; a rolled
    1 loses unless both rolled 1; Eriald wins on a six (Special Abilities)."""
    r = clash_result({"attacker": ta, "defender": td}, {"attacker": da, "defender": dd},
                     {"attacker": sa, "defender": sd})
    if da <= 1 and dd <= 1:
        assert r == "tie"
    elif da <= 1:
        assert r == "defender"
    elif dd <= 1:
        assert r == "attacker"
    elif (sa and da >= 6) != (sd and dd >= 6):
        assert r == ("attacker" if sa and da >= 6 else "defender")
    else:
        assert r == ("tie" if ta == td else "attacker" if ta > td else "defender")


def test_the_monsters_die_is_rolled_by_the_player_on_the_left():
    """"Combat": the person to the active player's left rolls for the monster (the app
    rolls, the log says who)."""
    s = duo()
    _t, events = _meet(s, "Goblin")
    rolled = [e for e in events if e["type"] == "rolled" and e["purpose"] == "clash"]
    assert rolled and rolled[0]["left"] == 1
    assert "P1 rolls" in rules.describe(s, rolled[0])


def _fight(s, name, a_die, m_die):
    target = _into(s)
    number = side_of(s, 0).chambers[target[1]].number
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    total = total_for(name) - number
    a = max(1, min(6, total - 1))
    script(s, a, total - a, a_die, m_die, a_die, m_die)
    return rules.apply(s, {"type": "explore"})


def test_winning_against_a_goblin_draws_one_find():
    """"Combat": Goblin (Strength 3, 1 Find): Thrain (5, +1 against monsters) wins on 4 v 6."""
    s = duo()
    events = _fight(s, "Goblin", 4, 6)
    clash = next(e for e in events if e["type"] == "clash")
    assert clash["result"] == "attacker"
    assert len(s.chars[DW]["backpack"]) == 1


def test_a_lost_fight_takes_armour_first_then_lp():
    """"Combat"/"Equipment": a wound takes an Armour token first, then a LP."""
    s = duo()
    helmet, = give(s, DW, "helmet")
    s.chars[DW]["backpack"].remove(helmet)
    s.chars[DW]["armour"] = [helmet]
    pool = len(s.pool)
    events = _fight(s, "Skeleton Warrior", 1, 5)    # a rolled 1 loses
    assert "armour_lost" in types(events) and s.chars[DW]["lp"] == 5
    assert s.chars[DW]["armour"] == [] and len(s.pool) == pool + 1   # back to the pool


def test_the_dragon_must_be_beaten_twice_and_deals_two_wounds():
    """"Combat": the dragon must be beaten twice in a row and deals 2 wounds; a loss in
    either clash gives no reward."""
    s = duo()
    target = _into(s)
    number = side_of(s, 0).chambers[target[1]].number
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    total = total_for("Dragon") - number
    if total > 12:
        pytest.skip("the dragon is out of reach here")
    script(s, 6, total - 6, 6, 2, 1, 5)          # wins the first clash, rolls 1 in the second
    events = rules.apply(s, {"type": "explore"})
    clashes = [e for e in events if e["type"] == "clash"]
    assert [c["result"] for c in clashes] == ["attacker", "defender"]
    assert s.chars[DW]["lp"] == 3 and s.chars[DW]["backpack"] == []


def test_the_acid_monster_dissolves_the_weapon_used():
    """"Combat": beating the Acid Monster costs the Weapon used."""
    s = duo()
    sword, = give(s, DW, "axe")
    s.chars[DW]["backpack"].remove(sword)
    s.chars[DW]["weapon"] = sword
    events = _fight(s, "Acid Monster", 6, 2)
    assert "dissolved" in types(events) and s.chars[DW]["weapon"] is None and sword in s.pool


def test_robbers_take_an_item_instead_of_wounding():
    """"Combat": some monsters rob instead of wounding."""
    s = duo()
    give(s, DW, "elixir")
    events = _fight(s, "Robbers", 1, 4)
    robbed = next(e for e in events if e["type"] == "robbed")
    assert s.chars[DW]["backpack"] == [] and s.chars[DW]["lp"] == 5
    assert "elixir" not in rules.describe(s, robbed).lower()
    assert "Elixir" in rules.describe(s, robbed, 0)


def test_a_joint_defence_loses_two_lp_wins_one_wound():
    """"Combat": as above, with dice: the pair (4 + 3 = 7) against Thrain (5)."""
    s = duo()
    target = _into(s)
    put(s, ER, target)
    put(s, "druid", target)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    rules.apply(s, {"type": "attack", "target": ER})
    script(s, 6, 1)                              # the defenders roll a 1: they lose
    rules.apply(s, {"type": "defend", "together": True})
    while s.phase == "casting":
        rules.apply(s, {"type": "ready"})
    while s.phase == "roll":
        rules.apply(s, {"type": "keep"})
    assert s.chars[ER]["lp"] == 3 and s.chars["druid"]["lp"] == 3
    s2 = duo()
    target = _into(s2)
    put(s2, ER, target)
    put(s2, "druid", target)
    rules.apply(s2, {"type": "move", "character": DW, "to": target})
    rules.apply(s2, {"type": "attack", "target": ER})
    script(s2, 3, 3)                             # 5 + 3 against 7 + 3
    rules.apply(s2, {"type": "defend", "together": True})
    while s2.phase == "casting":
        rules.apply(s2, {"type": "ready"})
    while s2.phase == "roll":
        rules.apply(s2, {"type": "keep"})
    assert s2.chars[DW]["lp"] == 4


def test_the_wounded_player_chooses_the_armour():
    """"Combat": a wounded character's player chooses which Armour token to discard."""
    s = duo()
    helmet, plate = give(s, DW, "helmet", "breastplate")
    s.chars[DW]["backpack"] = []
    s.chars[DW]["armour"] = sorted([helmet, plate])
    _fight(s, "Skeleton Warrior", 1, 5)
    assert s.phase == "armour" and rules.current_seat(s) == 0
    rules.apply(s, {"type": "discard_armour", "token": plate})
    assert s.chars[DW]["armour"] == [helmet]


# ---------------------------------------------------------------- death
def test_death_leaves_the_finds_returns_the_rune_and_wakes_the_dormant():
    """"Combat" (death): Finds and Crystals stay in the chamber face up, the Rune goes
    back, the dormant character wakes in the Camp, the dead one becomes dormant."""
    s = duo()
    s.chars[DW]["lp"] = 1
    sword, = give(s, DW, "sword")
    s.chars[DW]["rune"] = s.runes.pop()
    s.chars[DW]["backpack"].append(s.crystals.pop())
    runes = len(s.runes)
    bench(s, "wolsung", "runesmith")
    s.chars["wolsung"]["status"] = "dead"
    target, events = None, _fight(s, "Skeleton Warrior", 1, 5)
    died = next(e for e in events if e["type"] == "died")
    assert len(s.runes) == runes + 1
    place = died["place"]
    assert sorted(s.floor[f"{place[0]}:{place[1]}"]) == sorted(died["left"])
    assert s.chars["runesmith"]["status"] == "active"
    assert s.chars["runesmith"]["place"] == place_of(s, 0, "camp")
    assert s.chars[DW]["status"] == "dormant"
    assert rules.invariant_problems(s) == []


def test_a_kill_by_the_glove_is_for_good_and_can_end_the_game():
    """"Glove of Doom": a character killed by the Glove is dead for good; a team whose
    characters are all dead for good is out, and the Glove's team wins when every other
    team is ("End of the Game")."""
    s = duo()
    target = _into(s)
    put(s, ER, target)
    s.chars[ER]["lp"] = 2
    s.chars["druid"]["status"] = s.chars["elven_mage"]["status"] = "dead"
    s.chars[DW]["glove"] = True
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    rules.apply(s, {"type": "attack", "target": ER})
    script(s, 5, 2)
    while s.phase == "casting":
        rules.apply(s, {"type": "ready"})
    while s.phase == "roll":
        rules.apply(s, {"type": "keep"})
    assert s.chars[ER]["status"] == "dead"
    assert rules.is_over(s) and rules.winners(s) == [0]


# ---------------------------------------------------------------- equipment
def test_a_full_backpack_makes_room_by_dropping_in_the_chamber():
    """"Equipment": one item per window; a full Backpack makes room by leaving an item in
    the chamber."""
    s = duo()
    give(s, DW, "dagger", "dagger", "dagger")
    _fight(s, "Goblin", 4, 6)
    assert s.phase == "room" and rules.current_seat(s) == 0
    drop = rules.legal_actions(s)[0]
    rules.apply(s, drop)
    assert len(s.chars[DW]["backpack"]) == 3
    assert drop["token"] in sum(s.floor.values(), [])


def test_elixir_heals_one_lp_never_past_full():
    """"Equipment": the Elixir heals 1 LP at any moment of one's turn; it goes back to the
    pool."""
    s = duo()
    elixir, = give(s, DW, "elixir")
    assert {"type": "drink", "character": DW} not in rules.legal_actions(s)   # full LP
    s.chars[DW]["lp"] = 3
    rules.apply(s, {"type": "drink", "character": DW})
    assert s.chars[DW]["lp"] == 4 and elixir in s.pool


def test_armour_one_of_each_piece_within_the_windows():
    """"Equipment": never two helmets or two breastplates worn; 0-2 Armour windows."""
    s = duo()
    h1, h2 = give(s, DW, "helmet", "helmet")
    s.phase, s.mover = "finish", DW
    rules.apply(s, {"type": "wear", "token": h1})
    assert not any(a["type"] == "wear" for a in rules.legal_actions(s))   # a second helmet
    plate, = give(s, DW, "breastplate")
    rules.apply(s, {"type": "wear", "token": plate})
    assert len(s.chars[DW]["armour"]) == 2 == content().characters[DW].armour
    with pytest.raises(rules.IllegalAction):
        rules.apply(s, {"type": "wear", "token": h2})


def test_tokens_lying_in_a_chamber_are_public_and_can_be_taken():
    """"2. Chamber Penetration" and FAQ: tokens left on the board lie face up; the mover
    takes them into free windows."""
    s = duo()
    target = _into(s)
    token = s.pool.pop()
    s.floor[f"{target[0]}:{target[1]}"] = [token]
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 1, 1)
    rules.apply(s, {"type": "explore"})
    if s.phase != "penetrate":
        pytest.skip("a monster came")
    assert rules.view(s, 1)["floor"][f"{target[0]}:{target[1]}"] == [token]
    rules.apply(s, {"type": "take", "token": token})
    assert token in s.chars[DW]["backpack"]


# ---------------------------------------------------------------- quests
def test_a_rune_is_drawn_in_ones_own_runes_chamber_only_one_at_a_time():
    """"Quests": a Rune is drawn in one's own Runes chamber, one at a time, face down."""
    s = duo()
    runes = place_of(s, 0, "runes")
    put(s, DW, [n for n in neighbours(s, runes) if n != runes][0])
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    rules.apply(s, {"type": "explore"})
    events = rules.apply(s, {"type": "done"})
    drawn = next(e for e in events if e["type"] == "rune_drawn")
    rune = s.chars[DW]["rune"]
    assert rune and drawn["shown_to"] == [0]
    element = rune.split(".")[1]
    assert content().elements[element]["en"] not in rules.describe(s, drawn, 1)
    assert content().elements[element]["en"] in rules.describe(s, drawn, 0)
    view1 = rules.view(s, 1)
    mine = next(c for c in view1["chars"] if c["id"] == DW)
    assert mine["has_rune"] and "rune" not in mine
    # a second visit draws no second Rune
    s.phase, s.step = "penetrate", None
    rules.apply(s, {"type": "done"})
    assert s.chars[DW]["rune"] == rune


def test_a_quest_is_completed_on_another_board_for_a_crystal():
    """"Quests": the Rune is taken to its element's chamber on a board not one's own
    (the neutral board too) and turns into a Crystal in the Backpack."""
    s = duo()
    for board, done in ((0, False), (1, True), (2, True)):
        t = duo()
        rune = next(r for r in t.runes if r.startswith("rune.fire"))
        t.runes.remove(rune)
        t.chars[DW]["rune"] = rune
        target = [board, side_of(t, board).element_chamber("fire")]
        put(t, DW, [n for n in neighbours(t, target)][0])
        bench(t, ER)
        t.chars[ER]["place"] = None
        rules.apply(t, {"type": "move", "character": DW, "to": target})
        script(t, 1, 1)
        rules.apply(t, {"type": "explore"})
        while t.phase in ("casting", "roll", "armour", "room"):
            rules.apply(t, rules.legal_actions(t)[0])
        if t.phase != "penetrate":
            continue
        rules.apply(t, {"type": "done"})
        has_crystal = any(x.startswith("crystal") for x in t.chars[DW]["backpack"])
        assert has_crystal == done and (t.chars[DW]["rune"] is None) == done


def test_a_crystal_carried_into_ones_camp_is_five_gems():
    """"Crystals and Gems": entering one's own Camp turns each Crystal into 5 gems."""
    s = duo()
    camp = place_of(s, 0, "camp")
    put(s, DW, neighbours(s, camp)[0])
    crystal = s.crystals.pop()
    s.chars[DW]["backpack"].append(crystal)
    rules.apply(s, {"type": "move", "character": DW, "to": camp})
    assert s.gems[0] == 6 and crystal in s.crystals


def test_teammates_hand_over_runes_and_crystals():
    """"Quests": Runes and Crystals pass between characters of a team in one chamber."""
    s = duo()
    target = _into(s, kind="runes")
    put(s, "runesmith", target)
    s.chars[DW]["rune"] = s.runes.pop()
    crystal = s.crystals.pop()
    s.chars[DW]["backpack"].append(crystal)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    rules.apply(s, {"type": "explore"})
    rules.apply(s, {"type": "give", "token": crystal, "to": "runesmith"})
    rules.apply(s, {"type": "give", "token": s.chars[DW]["rune"], "to": "runesmith"})
    assert crystal in s.chars["runesmith"]["backpack"] and s.chars["runesmith"]["rune"]


# ---------------------------------------------------------------- gems and magic
def test_a_reroll_is_offered_to_every_seat_with_two_gems_in_turn_order():
    """"Crystals and Gems": 2 gems re-roll any k6, an opponent's too; every seat holding
    2 gems is asked, from the active player on (our reading: one at a time)."""
    s = duo()
    s.gems = [0, 4]
    target = _into(s)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 1, 1, 6)
    rules.apply(s, {"type": "explore"})
    assert s.phase == "roll" and rules.current_seat(s) == 1
    rules.apply(s, {"type": "reroll", "die": 0})
    assert s.gems[1] == 2


def test_spells_alternate_defender_first():
    """"Magic": in a fight spells are cast defender, attacker, defender ...; when one
    side casts no more the other may cast several."""
    s = duo()
    target = _into(s)
    put(s, "druid", target)
    bench(s, ER)
    put(s, "runesmith", _into(s, "runesmith"))
    s.chars["runesmith"]["place"] = s.chars[DW]["place"]
    give(s, "druid", "fireball", "fireball", "fireball")
    give(s, "runesmith", "shield_spell")
    s.mover = None
    rules.apply(s, {"type": "move", "character": "runesmith", "to": target})
    rules.apply(s, {"type": "attack", "target": "druid"})
    assert s.phase == "casting" and rules.current_seat(s) == 1
    fire = next(a for a in rules.legal_actions(s) if a["type"] == "cast")
    rules.apply(s, fire)
    assert rules.current_seat(s) == 0
    rules.apply(s, {"type": "ready"})
    assert rules.current_seat(s) == 1
    rules.apply(s, next(a for a in rules.legal_actions(s) if a["type"] == "cast"))
    assert rules.current_seat(s) == 1 and s.combat["mods"]["defender"] == 4
    rules.apply(s, next(a for a in rules.legal_actions(s) if a["type"] == "cast"))
    assert s.phase != "casting"          # nothing left to cast: the fight goes on at once


def test_change_of_fate_changes_the_encounter_roll_after_it_was_made():
    """FAQ: Change of Fate adds or takes 2 from any roll, the Encounter Table's included,
    after it was made."""
    s = duo()
    bench(s, DW)
    put(s, "druid", place_of(s, 1, "camp"))
    s.chars["druid"]["seat"] = 0
    cof, = give(s, "druid", "change_of_fate")
    target = _into(s, "druid")
    rules.apply(s, {"type": "move", "character": "druid", "to": target})
    script(s, 2, 2)
    rules.apply(s, {"type": "explore"})
    assert s.phase == "roll"
    events = rules.apply(s, {"type": "fate", "scroll": cof, "die": 0, "delta": 2})
    assert cof in s.pool
    number = side_of(s, 0).chambers[target[1]].number
    encounter = next(e for e in events if e["type"] == "encounter")
    assert encounter["total"] == 2 + 2 + 2 + number


def test_haste_never_passes_a_full_chamber():
    """FAQ: Haste never enters or passes through a chamber holding three characters."""
    s = duo()
    s.chars["druid"]["seat"] = 0
    put(s, "druid", _into(s))
    give(s, "druid", "haste")
    bench(s, DW)
    routes = [a for a in rules.legal_actions(s) if a["type"] == "haste"]
    assert routes
    via = routes[0]["via"]
    for cid in ("wolsung", "runesmith", ER):
        put(s, cid, via)
    assert not any(a["type"] == "haste" and a["via"] == via for a in rules.legal_actions(s))


def test_only_a_card_that_allows_it_casts():
    """"Magic": a scroll is cast only by a character whose card allows its kind."""
    s = duo()
    give(s, DW, "haste", "teleport")
    assert not any(a["type"] in ("haste", "teleport_spell") for a in rules.legal_actions(s))


# ---------------------------------------------------------------- specials and the Glove
def test_a_trap_hits_a_later_enemy_not_one_already_there():
    """"Special Abilities": a Trap hits another team's character entering later, not one
    already standing there, and goes back to Wolsung's card."""
    s = duo()
    target = _into(s)
    s.specials.append({"kind": "trap", "owner": "wolsung", "place": target})
    put(s, "druid", target)            # already there: untouched
    turn_to(s, 1)
    put(s, ER, neighbours(s, target)[0])
    bench(s, "druid")
    events = rules.apply(s, {"type": "move", "character": ER, "to": target})
    assert "special_hit" in types(events) and s.chars[ER]["lp"] == 3
    assert s.specials == []


def test_no_ability_in_a_camp_or_teleport():
    """"Special Abilities": abilities are not used in the Camp or a Teleport."""
    s = duo()
    put(s, "wolsung", place_of(s, 0, "camp"))
    give(s, "wolsung", "dagger")
    s.phase, s.mover = "finish", "wolsung"
    assert not any(a["type"] == "ability" for a in rules.legal_actions(s))
    put(s, "wolsung", _into(s, "wolsung"))
    assert any(a["type"] == "ability" for a in rules.legal_actions(s))


def test_the_glove_needs_all_six_parts_in_ones_own_camp():
    """"Glove of Doom" and FAQ: 3 gems, an Armour, a Weapon and a Spell or Incantation,
    all of them, in one's own Camp; then +3 Strength, no Armour worn."""
    s = duo()
    s.gems[0] = 3
    put(s, DW, place_of(s, 0, "camp"))
    s.phase, s.mover = "finish", DW
    give(s, DW, "sword", "helmet")
    assert not any(a["type"] == "make_glove" for a in rules.legal_actions(s))
    give(s, DW, "healing")
    glove = next(a for a in rules.legal_actions(s) if a["type"] == "make_glove")
    rules.apply(s, glove)
    assert s.chars[DW]["glove"] and s.gems[0] == 0 and s.chars[DW]["armour"] == []
    assert s.gloves == 3 and rules.invariant_problems(s) == []


def test_a_side_that_could_cast_nothing_is_never_asked():
    """A fight asks a side to cast only while one of its fighters may cast (its card) and
    holds something in its Backpack (what every seat sees); a side asked may still hold
    only other things (its secret). Over many playout games, every casting decision is
    of such a side, and a fight whose sides hold nothing goes straight to the dice."""
    from games.labirynt.fighting import side_chars
    from games.labirynt.content import content
    from games.labirynt.state import ZOMBIE
    asked = 0
    for seed in range(12):
        rng = random.Random(seed)
        s = game(2 + seed % 3, seed)
        for _ in range(1500):
            if rules.is_over(s):
                break
            if s.phase == "casting":
                side = s.combat["caster"]
                assert any(c != ZOMBIE and content().characters[c].magic != "none"
                           and s.chars[c]["backpack"] for c in side_chars(s, side)), side
                asked += 1
            rules.apply(s, rules.playout_policy(s, rng))
    assert asked > 20


# ---------------------------------------------------------------- the log of a fight
def test_the_log_says_when_a_rolled_1_lost_against_the_totals():
    """"Combat": a rolled 1 loses unless both rolled 1. A playtester read "The defender
    wins, 6 to 6" (the attacker had rolled a 1): the clash's line says why, and the event
    says what decided it."""
    s = duo()
    events = _fight(s, "Skeleton Warrior", 1, 2)       # Thrain 5 + 1 + 1 against 5 + 2
    clash = next(e for e in events if e["type"] == "clash")
    assert clash["result"] == "defender" and clash["why"] == "one"
    assert clash["totals"]["attacker"] >= clash["totals"]["defender"]
    line = rules.describe(s, clash)
    assert "the attacker rolled a 1, and a rolled 1 always loses" in line
    s = duo()
    clash = next(e for e in _fight(s, "Skeleton Warrior", 1, 1) if e["type"] == "clash")
    assert clash["result"] == "tie" and "Both sides rolled a 1" in rules.describe(s, clash)
    s = duo()
    clash = next(e for e in _fight(s, "Skeleton Warrior", 5, 4) if e["type"] == "clash")
    assert clash["why"] == "total" and rules.describe(s, clash).startswith("The attacker wins")


def test_a_reroll_and_a_change_of_fate_name_the_die_they_change():
    """A playtester read "pays 2 gems to roll die 1 again: 1 becomes 2" (die number 1, or
    the die showing 1?). The line names the die: the first or second of the Encounter
    roll, the fighter whose die it is, or the monster's."""
    s = duo()
    s.gems = [0, 8]
    target = _into(s)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 1, 1, 3, 4)
    rules.apply(s, {"type": "explore"})
    first = rules.apply(s, {"type": "reroll", "die": 0})[0]
    line = rules.describe(s, first)
    assert "re-roll the first die, which showed 1: it now shows 3" in line, line
    second = rules.apply(s, {"type": "reroll", "die": 1})[0]
    assert "the second die, which showed 1: it now shows 4" in rules.describe(s, second)
    s = duo()
    s.gems = [0, 8]
    target = _into(s)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    number = side_of(s, 0).chambers[target[1]].number
    total = total_for("Goblin") - number
    a = max(1, min(6, total - 1))
    script(s, a, total - a, 2, 5, 6, 3)
    rules.apply(s, {"type": "explore"})
    while s.phase == "roll" and s.roll["purpose"] != "clash":
        rules.apply(s, {"type": "keep"})
    assert s.phase == "roll" and s.roll["purpose"] == "clash"
    while rules.current_seat(s) != 1:
        rules.apply(s, {"type": "keep"})
    mine = rules.apply(s, {"type": "reroll", "die": 0})[0]
    assert "re-roll the die of Thrain Ironfist, which showed 2: it now shows 6" in \
        rules.describe(s, mine)
    while rules.current_seat(s) != 1:
        rules.apply(s, {"type": "keep"})
    theirs = rules.apply(s, {"type": "reroll", "die": 1})[0]
    assert "re-roll the monster's die (Goblin), which showed 5: it now shows 3" in \
        rules.describe(s, theirs)


def test_a_change_of_fate_names_the_die_it_changes():
    """The Change of Fate's line names the die ("+2 on the first die"), not "die 1"."""
    s = duo()
    bench(s, DW)
    put(s, "druid", place_of(s, 1, "camp"))
    s.chars["druid"]["seat"] = 0
    cof, = give(s, "druid", "change_of_fate")
    target = _into(s, "druid")
    rules.apply(s, {"type": "move", "character": "druid", "to": target})
    script(s, 2, 2)
    rules.apply(s, {"type": "explore"})
    event = rules.apply(s, {"type": "fate", "scroll": cof, "die": 1, "delta": -2})[0]
    assert rules.describe(s, event).endswith("casts Change of Fate: -2 on the second die.")


def test_a_full_backpack_at_the_end_of_exploration_may_wield_or_wear_to_make_room():
    """"Equipment": a full Backpack that gets an item must make room; equipment is
    re-arranged at the start and end of Exploration ("Exploration"). A Quest's Crystal
    comes at the end of Exploration, so its over-full Backpack may also take a Weapon in
    hand (none held) or put on Armour, freeing a window and keeping the item (a
    playtester had to drop a Sword he wanted to wield). After a fight's Finds, mid-
    Exploration, only putting an item down makes room."""
    s = duo()
    bench(s, ER)
    rune = next(r for r in s.runes if r.startswith("rune.fire"))
    s.runes.remove(rune)
    s.chars[DW]["rune"] = rune
    sword, helmet, _ = give(s, DW, "sword", "helmet", "dagger")
    target = [1, side_of(s, 1).element_chamber("fire")]
    put(s, DW, neighbours(s, target)[0])
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 1, 1)
    rules.apply(s, {"type": "explore"})
    while s.phase in ("casting", "roll", "armour"):
        rules.apply(s, rules.legal_actions(s)[0])
    assert s.phase == "penetrate"
    rules.apply(s, {"type": "done"})
    assert s.phase == "room" and len(s.chars[DW]["backpack"]) == 4
    legal = rules.legal_actions(s)
    assert {"type": "wield", "token": sword} in legal
    assert {"type": "wear", "token": helmet} in legal
    rules.apply(s, {"type": "wield", "token": sword})
    assert s.phase == "finish" and s.chars[DW]["weapon"] == sword
    assert len(s.chars[DW]["backpack"]) == 3 and not sum(s.floor.values(), [])
    s = duo()
    sword, _d, _e = give(s, DW, "sword", "dagger", "dagger")
    _fight(s, "Goblin", 4, 6)
    assert s.phase == "room"
    assert {a["type"] for a in rules.legal_actions(s)} == {"drop"}
    with pytest.raises(rules.IllegalAction):
        rules.apply(s, {"type": "wield", "token": sword})
