"""Baš-Čelik basic variant, rule by rule, through the public API (``new_game``,
``legal_actions``, ``apply``, ``view``, ``to_dict`` / ``from_dict``). Positions are built
by editing ``to_dict`` (``helpers.edit``, checked by ``from_dict``), dice are scripted.
Each test names the rulebook section it checks."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bas_celik import rules
from games.bas_celik.content import content
from games.engine.protocol import IllegalAction
from tests.bas_celik.helpers import (char_of, clear_board, edit, game, place, script,
                                     set_char, top)

C = content()
RING = C.ring
FAR = "i08"             # an Inner field far from the Outer ring's tests
# characters whose abilities change none of the numbers the tests below look at
PLAIN = {"D": "monah", "Z": "vampirica", "R": "cuma"}


def _far(state, seat):
    """Move ``seat``'s hero out of the way (an Inner field, full Health)."""
    def change(d):
        d["heroes"][seat]["field"] = FAR
    return edit(state, change)


def _two(nature0="D", seat0_field="o01", **hero):
    """A 2-seat game, seat 0 (of ``nature0``) on ``seat0_field`` to move, seat 1 far away."""
    s = game(2, seed=3)
    s = set_char(s, 0, PLAIN[nature0])
    s = _far(clear_board(s), 1)
    return place(s, 0, seat0_field, **hero)


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


# ---------------------------------------------------------------------------- 1.-3. setup

@given(st.integers(2, 6), st.integers(0, 10 ** 6))
@settings(max_examples=40, deadline=None)
def test_setup_gives_every_hero_its_tokens_task_and_starting_point(n, seed):
    """1.-3.: characters drawn by d12, all different; a special task each; 6 Health and
    6 ducats; each at its card's starting point; the highest d6 plays first."""
    s = game(n, seed)
    chars = [h["char"] for h in s.heroes]
    assert len(set(chars)) == n
    for h in s.heroes:
        assert h["health"] == 6 and h["ducats"] == 6 and h["task"] in C.tasks
        assert h["field"] == C.characters[h["char"]].start
    last = s.rolloff[-1]
    assert max(r for _s, r in last) == dict(last)[s.order[0]]
    assert sum(1 for _s, r in last if r == max(r for _x, r in last)) == 1
    assert s.turn == s.order[0] and rules.current_seat(s) == s.order[0]


def test_a_d12_roll_takes_the_character_with_that_number():
    """1. Choosing Characters: the d12 face names the character (taken ones roll again)."""
    for seed in range(30):
        s = game(3, seed)
        for seat, rolls in s.draws:
            number = rolls[-1]
            assert C.characters[s.heroes[seat]["char"]].number == number


def test_characters_chosen_seat_by_seat():
    """1.: by agreement, each seat chooses in turn; only free characters are offered."""
    s = game(3, 1, characters="chosen")
    assert s.phase == "choose" and rules.current_seat(s) == 0
    _act(s, {"type": "choose_character", "character": "vila"})
    assert rules.current_seat(s) == 1
    assert {"type": "choose_character", "character": "vila"} not in rules.legal_actions(s)
    with pytest.raises(IllegalAction):
        rules.apply(s, {"type": "choose_character", "character": "vila"})
    _act(s, {"type": "choose_character", "character": "djavo"})
    _act(s, {"type": "choose_character", "character": "cuma"})
    assert s.phase == "turn" and [h["char"] for h in s.heroes] == ["vila", "djavo", "cuma"]


def test_the_bas_celik_player_has_no_character_and_rolls_for_creatures():
    """1.: one player may play Baš-Čelik: no character, rolls for every creature."""
    s = game(3, 2, bc_player=True)
    assert s.heroes[2] is None and s.bc_seat == 2 and 2 not in s.order
    rng = random.Random(0)
    for _ in range(400):
        assert rules.current_seat(s) != 2
        events = rules.apply(s, rules.playout_policy(s, rng))
        for e in events:
            if e["type"] == "conflict":
                assert e["roller"] == 2
                assert "rolled by the app for P2, the Baš-Čelik player" in rules.describe(s, e)
        if rules.is_over(s):
            break


def test_without_a_bas_celik_player_the_seat_opposite_rolls():
    """6. Creatures: the player opposite rolls the creature's die (the log says so)."""
    s = _two("D", "o01")
    s = top(s, "outer", 0, "bauk#1")                      # an evil creature: it attacks
    script(s, 1, 6, 1)                                    # d6 move 1 (onto o02), ...
    s = place(s, 0, "o01")
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "draw", "pile": 0})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["roller"] == 1


# ---------------------------------------------------------------------------- V. movement

@given(st.integers(1, 6), st.integers(0, 35), st.sampled_from(["D", "Z"]))
@settings(max_examples=60, deadline=None)
def test_good_walks_clockwise_and_evil_counter_clockwise(d, start, nature):
    """V.: a d6 on the Outer ring; good clockwise, evil counter-clockwise (before the full
    circle no triangle field stops the move; water stops it)."""
    s = _two(nature, RING[start], walked=0, ducats=6, transport=[])
    script(s, d)
    rules.apply(s, {"type": "roll"})
    h = s.heroes[0]
    step = 1 if nature == "D" else -1
    walked = [RING[(start + step * i) % 36] for i in range(1, d + 1)]
    water = [f for f in walked if C.fields[f].kind == "water"]
    want = water[0] if water else walked[-1]
    assert h["field"] == want or s.phase == "path" and {"type": "go", "to": want} in rules.legal_actions(s)


def test_an_indifferent_character_chooses_its_direction_once():
    """V.: an Indifferent character chooses the direction and keeps to it."""
    s = _two("R", "o01")
    s = edit(s, lambda d: d["heroes"][0].update(dir=None))
    acts = rules.legal_actions(s)
    assert {"type": "roll", "clockwise": True} in acts and {"type": "roll", "clockwise": False} in acts
    assert {"type": "roll"} not in acts
    script(s, 1)
    rules.apply(s, {"type": "roll", "clockwise": False})
    s = place(clear_board(s), 0, "o01")
    assert {"type": "roll"} in rules.legal_actions(s)
    assert not any(a.get("clockwise") is not None for a in rules.legal_actions(s))
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o00"


def test_the_inner_world_opens_only_after_a_full_circle():
    """V.: only after going once round the circle does a triangle field lead inwards; the
    move may then stop on it; from it a step goes in."""
    gate = "o04"
    s = _two("D", "o02", walked=10)
    script(s, 4)
    rules.apply(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o06"                 # passes the gate
    s = _two("D", "o02", walked=40)
    script(s, 4)
    rules.apply(s, {"type": "roll"})
    assert s.phase == "path" and {"type": "go", "to": gate} in rules.legal_actions(s)
    rules.apply(s, {"type": "go", "to": gate})
    assert s.heroes[0]["field"] == gate
    s = place(clear_board(s), 0, gate)
    assert {"type": "step", "to": C.gates[gate]} in rules.legal_actions(s)
    s = place(s, 0, gate, walked=3)
    assert {"type": "step", "to": C.gates[gate]} not in rules.legal_actions(s)


@given(st.sampled_from([f for f in C.fields if C.fields[f].world == "inner"]))
@settings(max_examples=30, deadline=None)
def test_inner_moves_are_one_field_along_the_links_in_any_direction(field):
    """V.: in the Inner World one field a move, any direction, along paths or water."""
    s = _two("D", field)
    steps = sorted(a["to"] for a in rules.legal_actions(s) if a["type"] == "step")
    want = sorted(f for f in C.links[field] if C.fields[f].world != "centre")
    assert [f for f in steps if C.fields[f].world != "centre"] == want
    assert not any(a["type"] == "roll" for a in rules.legal_actions(s))


def test_the_horse_goes_two_inner_fields_but_never_over_water():
    """V. Horse: 2 fields along an Inner path; never over a water field."""
    s = _two("D", "i02", transport=["horse#1"])
    steps = {a["to"] for a in rules.legal_actions(s) if a["type"] == "step"}
    assert {"i01", "i03", "i00", "o04"} <= steps                    # i00 two fields away
    assert "i05" not in steps                                        # i04 is water
    assert "i04" in steps


def test_the_horse_may_go_one_field_further_on_the_ring():
    """V. Horse: one field further than the d6 (so an occupied field may be skipped)."""
    s = _two("D", "o00", transport=["horse#1"])
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    assert s.phase == "path"
    assert {a["to"] for a in rules.legal_actions(s)} == {"o01", "o02"}


def test_water_takes_two_cycles_unless_a_boat_or_the_ferry():
    """V. Water: the move stops on water; without a Boat the next cycle is skipped; the
    ferry crosses at once for d4 ducats."""
    s = _two("D", "o16")
    script(s, 3)
    rules.apply(s, {"type": "roll"})                     # o17 is water, the move stops
    assert s.heroes[0]["field"] == "o17" and s.heroes[0]["skip"] == 1
    s = _two("D", "o16", transport=["boat#1"])
    script(s, 3)
    rules.apply(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o17" and s.heroes[0]["skip"] == 0
    s = _two("D", "o10", ducats=3)
    script(s, 1, 4)                                      # o11: the Morava ferry, then d4 = 4
    rules.apply(s, {"type": "roll"})
    assert s.phase == "water"
    rules.apply(s, {"type": "ferry"})
    h = s.heroes[0]
    assert h["ducats"] == 0 and h["skip"] == 0          # paid all it had (3 of 4)


def test_a_bridge_costs_a_ducat_or_a_skipped_cycle_without_healing():
    """V. Bridges: 1 ducat; with none the toll is owed, to be taken when the next cycle
    begins (test_playtest10 checks that cycle; test_audit_more the cycles around it):
    no skip and no ban on healing yet."""
    s = _two("D", "o04", ducats=2)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    assert s.heroes[0]["ducats"] == 1
    s = _two("D", "o04", ducats=0, health=3)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    h = s.heroes[0]
    assert h["toll_owed"] == 1 and h["skip"] == 0 and not h["no_heal"]
    assert h.get("no_heal_cycle") is None


def test_a_field_with_a_character_and_a_creature_is_skipped():
    """4.3: the move goes on to the first free field further along the path."""
    s = _two("D", "o00")
    s = edit(s, lambda d: (d["heroes"][1].update(field="o02"), d["board"].update(o02="bauk#1"),
                           d["piles"]["outer"][0].remove("bauk#1") if "bauk#1" in d["piles"]["outer"][0]
                           else d["piles"]["outer"][1].remove("bauk#1")))
    s = place(s, 0, "o00")
    script(s, 2)
    rules.apply(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o03"


# ---------------------------------------------------------------------------- G. fate cards

def test_a_drawn_event_goes_back_under_its_pile_in_the_next_cycle():
    """G. / 4.1: an event is resolved at once and returns under the pile during the next
    cycle; either pile of the world may be drawn."""
    s = _two("D", "o00", ducats=1)
    s = top(s, "outer", 1, "kesa#1")
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    assert {"type": "draw", "pile": 0} in rules.legal_actions(s)
    rules.apply(s, {"type": "draw", "pile": 1})
    assert s.heroes[0]["ducats"] == 3
    assert not any("kesa#1" in p for p in s.piles["outer"])
    assert "kesa#1" in [x[0] for x in s.returning]
    cycle = s.cycle
    rng = random.Random(1)
    while s.cycle == cycle:
        assert not any("kesa#1" in p for p in s.piles["outer"])
        rules.apply(s, rules.playout_policy(s, rng))
    i = next(i for i, p in enumerate(s.piles["outer"]) if "kesa#1" in p)
    pile = s.piles["outer"][i]
    assert pile.index("kesa#1") >= len(pile) - s.known["outer"][i]     # under the pile
    assert "kesa" in repr(rules.view(s, None)["piles"]["outer"][i]["bottom"])


def test_cikavac_stays_with_its_holder_for_the_whole_game():
    """G. Events: Cikavac (and Mute Tongue) are kept, never returned."""
    s = _two("D", "o00")
    s = top(s, "outer", 0, "cikavac#1")
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["powers"] == ["cikavac#1"]
    assert "cikavac#1" not in [x[0] for x in s.returning]


@pytest.mark.parametrize("hero_nature", ["D", "Z", "R"])
@pytest.mark.parametrize("creature", ["domaci#1", "bauk#1", "talason#1"])
def test_creatures_attack_by_nature_pairing(hero_nature, creature):
    """G. Creatures (basic): D/D, R/R and Z/Z ignore the character; all other pairings
    attack at once (the creature strikes first)."""
    s = _two(hero_nature, "o00")
    s = top(s, "outer", 0, creature)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "draw", "pile": 0})
    kinds = [e["type"] for e in events]
    same = C.card(creature).nature == hero_nature
    assert ("conflict" in kinds) == (not same)
    assert ("ignored" in kinds) == same


def test_a_creature_higher_costs_one_health_and_stays_on_its_field():
    """5. Conflict: the creature rolling higher takes 1 Health; 4.1: it stays there."""
    s = _two("D", "o00", weapons=[])
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 6, 2)                 # move 1; the bauk rolls 6 on its d6; the hero 2
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["health"] == 5 and s.board["o01"] == "bauk#1"


@given(st.integers(1, 6), st.integers(1, 10), st.booleans())
@settings(max_examples=60, deadline=None)
def test_the_character_wins_on_higher_or_equal_with_a_weapon_bonus(them, mine, armed):
    """5. Conflict: d10 (+1 with a mace, sword or axe) against the creature's die;
    higher or equal overcomes it; the reward is 1 treasure + its ducats (6., Outer)."""
    s = _two("D", "o00", weapons=["buzdovan#1"] if armed else [])
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, them, mine)
    rules.apply(s, {"type": "roll"})
    before = s.heroes[0]["ducats"]
    treasure = len(s.treasure)
    rules.apply(s, {"type": "draw", "pile": 0})
    h = s.heroes[0]
    if mine + (1 if armed else 0) >= them:
        assert "o01" not in s.board
        assert h["ducats"] == before + C.cards["bauk"].ducats
        assert len(s.treasure) == treasure - 1
        assert h["health"] == 6
    else:
        assert s.board["o01"] == "bauk#1" and h["health"] == 5


def test_inner_creatures_reward_two_treasures():
    """6. Creatures (basic): Inner World creatures give 2 treasures (+ their ducats)."""
    s = _two("D", "i00")
    s = top(s, "inner", 0, "bukavac#1")
    script(s, 1, 10)                    # the bukavac rolls 1, the hero 10
    rules.apply(s, {"type": "step", "to": "i15"})
    treasure = len(s.treasure)
    ducats = s.heroes[0]["ducats"]
    rules.apply(s, {"type": "draw", "pile": 0})
    assert len(s.treasure) == treasure - 2
    assert s.heroes[0]["ducats"] == ducats + C.cards["bukavac"].ducats


def test_the_miraculous_sword_adds_two_and_replaces_the_weapon():
    """B.: the Sword adds +2 to the conflict roll; no other weapon while it is used."""
    s = _two("D", "o00", weapons=["mac#1"], sword="sword#1")
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 5, 3)
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "draw", "pile": 0})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["bonus"] == 2 and "o01" not in s.board


def test_an_animal_becomes_the_companion_with_cikavac_and_takes_the_first_blow():
    """G. Animals: with Cikavac an animal drawn becomes the Companion; +1 when attacking,
    never in defence; the opponent strikes it first and one strike removes it."""
    s = _two("D", "o00", powers=["cikavac#1"])
    s = top(s, "outer", 0, "vuk#1")
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["companion"] == "vuk#1"
    s = place(clear_board(s), 0, "o02")
    s = top(s, "outer", 0, "bauk#2")
    script(s, 1, 6, 1)                  # attacked: no companion bonus; the bauk wins
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "draw", "pile": 0})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["bonus"] == 0
    assert s.heroes[0]["companion"] is None and s.heroes[0]["health"] == 6


def test_without_cikavac_an_animal_ignores_and_fights_back_for_no_reward():
    """G. Animals: without Cikavac / Mute Tongue the animal ignores the character; it
    attacked, it rolls its d6 or d4, gives nothing and goes under its pile."""
    s = _two("D", "o00")
    s = top(s, "outer", 0, "jelen#1")
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "draw", "pile": 0})
    assert [e["type"] for e in events][-1] == "ignored"
    assert {"type": "attack"} in rules.legal_actions(s)
    ducats, treasure = s.heroes[0]["ducats"], len(s.treasure)
    script(s, 1, 5)
    events = rules.apply(s, {"type": "attack"})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["die"] == 4
    assert s.heroes[0]["ducats"] == ducats and len(s.treasure) == treasure
    assert "jelen#1" in [x[0] for x in s.returning]


def test_items_and_curses_from_inner_fate_cards_end_the_turn_and_curses_stay_face_down():
    """G. Treasure / 4.1: an item or curse drawn in the Inner World is taken and the next
    player plays; curses lie face down to the others (their count is public)."""
    s = _two("D", "i07")
    s = top(s, "inner", 0, "i_urok#1")
    rules.apply(s, {"type": "step", "to": "i06"})
    if s.phase == "arrive" and {"type": "take_key"} in rules.legal_actions(s):
        pass
    rules.apply(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["curses"] == ["i_urok#1"] and rules.current_seat(s) == 1
    mine, theirs, table = rules.view(s, 0), rules.view(s, 1), rules.view(s, None)
    assert mine["heroes"][0]["curses"] == ["i_urok#1"]
    assert "curses" not in theirs["heroes"][0] and "curses" not in table["heroes"][0]
    assert theirs["heroes"][0]["curse_count"] == 1
    assert "i_urok" not in repr(theirs) and "i_urok" not in repr(table)


def test_a_hand_holds_six_item_cards_twelve_with_a_mule():
    """7. Treasure: at most 6 item cards (12 with a Mule); the holder returns the excess."""
    six = ["melem#1", "melem#2", "melem#3", "melem#4", "melem#5", "melem#6"]
    s = _two("D", "o00", items=six)
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 1, 10)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})           # 1 treasure as the reward
    assert s.phase == "discard" and rules.current_seat(s) == 0
    card = rules.legal_actions(s)[0]["card"]
    rules.apply(s, {"type": "discard", "card": card})
    assert s.phase != "discard" and len(s.heroes[0]["items"]) + len(s.heroes[0]["curses"]) == 6
    s = _two("D", "o00", items=six, transport=["mule#1"])
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 1, 10)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})
    assert s.phase != "discard"


def test_a_curse_lowers_rolls_unless_warded_and_is_void_in_the_centre():
    """G. Curses: laid on a character it lowers its rolls for a while (or paralyses it);
    the target may defend with a curse of its own; in the Centre curses have no effect."""
    s = _two("D", "o00", curses=["urok#1"])
    s = edit(s, lambda d: d["heroes"][1].update(field="i07"))
    s = place(s, 0, "o00")
    events = rules.apply(s, {"type": "curse", "card": "urok#1", "target": 1})
    assert {"type": "no_ward", "seat": 1} in events      # no curse to answer with: it holds
    assert s.heroes[1]["mods"] == [[-2, 2, "curse"]] and rules.current_seat(s) == 0
    s = _two("D", "o00", curses=["urok#1"])
    s = edit(s, lambda d: (d["heroes"][1].update(field="i07"),
                           d["heroes"][1]["curses"].append(d["treasure"].pop(
                               next(i for i, c in enumerate(d["treasure"]) if c.startswith("crna"))))))
    s = place(s, 0, "o00")
    rules.apply(s, {"type": "curse", "card": "urok#1", "target": 1})
    ward = next(a for a in rules.legal_actions(s) if a["type"] == "ward")
    rules.apply(s, ward)
    assert s.heroes[1]["mods"] == [] and s.heroes[1]["curses"] == []
    s = edit(s, lambda d: d["heroes"][1].update(field="c_spring"))
    s = place(s, 0, "o00", curses=["urok#2"])
    assert not any(a["type"] == "curse" for a in rules.legal_actions(s))


def test_a_paralysing_curse_holds_for_the_cycles_on_its_card():
    """G. Curses: the Binding Spell paralyses for its 2 cycles (the character only
    defends meanwhile: tests/bas_celik/test_audit_readings.py), then wears off."""
    s = _two("D", "o00", curses=["vezivanje#1"])
    s = edit(s, lambda d: d["heroes"][1].update(field="i07"))
    s = place(s, 0, "o00")
    rules.apply(s, {"type": "curse", "card": "vezivanje#1", "target": 1})   # no answer
    assert s.heroes[1]["paralysed"] == 2
    rng = random.Random(2)
    cycle = s.cycle
    for _ in range(400):
        rules.apply(s, rules.playout_policy(s, rng))
        if s.heroes[1]["char"] is None:
            break
        assert s.heroes[1]["paralysed"] == max(0, 2 - (s.cycle - cycle))
        if s.cycle >= cycle + 2:
            break
    assert s.heroes[1]["paralysed"] == 0


# ---------------------------------------------------------------------------- shops, healing

def test_shops_sell_what_the_rules_say_where_they_say():
    """8. / Shops: the basic weapons (2 swords, the mace, the axe) at the castles and the
    Blacksmith; Transport and Health in settlements; a weapon back at half price."""
    s = _two("D", "o26", ducats=20)
    buys = {a["card"] for a in rules.legal_actions(s) if a["type"] == "buy"}
    assert buys == {"mac", "buzdovan", "sekira", "boat", "horse", "mule"}
    s = _two("D", "i06", ducats=20)
    buys = {a["card"] for a in rules.legal_actions(s) if a["type"] == "buy"}
    assert buys == {"mac", "buzdovan", "sekira"}
    s = _two("D", "o02", ducats=20, health=4)
    acts = rules.legal_actions(s)
    assert {a["card"] for a in acts if a["type"] == "buy"} == {"boat", "horse", "mule"}
    rules.apply(s, {"type": "buy_health"})
    assert s.heroes[0]["health"] == 5 and s.heroes[0]["ducats"] == 19
    s = _two("D", "o02", ducats=0, weapons=["mac#1"])
    rules.apply(s, {"type": "sell", "card": "mac#1"})
    assert s.heroes[0]["ducats"] == C.cards["mac"].price // 2
    s = _two("D", "o01", ducats=20)
    assert not any(a["type"] in ("buy", "buy_health") for a in rules.legal_actions(s))


@pytest.mark.parametrize("field, gain", [("o02", 1), ("o10", 1), ("o08", 2), ("o20", 2)])
def test_resting_heals_never_above_six(field, gain):
    """9. Healing: rest in a settlement +1, on the Church of Health or the Ledinsko
    Cemetery +2, never above 6; the turn ends."""
    s = _two("Z", field, health=3)
    rules.apply(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 3 + gain and rules.current_seat(s) == 1
    s = _two("Z", field, health=5)
    rules.apply(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 6
    s = _two("D", "o01", health=3)
    assert {"type": "rest"} not in rules.legal_actions(s)


def test_healing_cards_never_raise_health_above_six():
    """9.: a healing card raises Health up to its number, never above 6."""
    s = _two("D", "o01", health=5, items=["melem#1"])
    rules.apply(s, {"type": "use", "card": "melem#1"})
    assert s.heroes[0]["health"] == 6
    assert "melem#1" in s.treasure[-1:]


# ---------------------------------------------------------------------------- 4.4 meetings

def _meeting(**hero):
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    s = edit(s, lambda d: d["heroes"][1].update(field="o02", ducats=5))
    s = place(s, 0, "o01", **hero)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    return s


def test_a_meeting_offers_the_five_options_and_draws_no_card():
    """4.4: stepping onto a character's field: no card; the newcomer's round first."""
    s = _meeting()
    assert s.phase == "meet" and rules.current_seat(s) == 0
    kinds = {a["type"] for a in rules.legal_actions(s)}
    assert {"meet_none", "struggle", "hide", "steal"} <= kinds
    rules.apply(s, {"type": "meet_none"})
    assert s.meeting["round"] == 2 and rules.current_seat(s) == 1
    while s.phase == "market":                      # the cycle's end: trade between all
        rules.apply(s, {"type": "market_pass"})
    assert s.phase == "meet"                        # the defender's turn is the second round
    rules.apply(s, {"type": "meet_none"})
    assert s.meeting is None and s.heroes[0]["leave"] and s.heroes[1]["leave"]


@given(st.integers(1, 6), st.integers(1, 6))
@settings(max_examples=36, deadline=None)
def test_hiding_succeeds_at_or_above_the_defender(a, d):
    """4.4.3: the attacker's Speed roll at or above the defender's hides it (no second
    round); below, it stays and may try another action (not Hiding again)."""
    s = _meeting()
    script(s, a, d)
    rules.apply(s, {"type": "hide"})
    if a >= d:
        assert s.meeting is None and rules.current_seat(s) == 1
    else:
        assert s.phase == "meet" and rules.current_seat(s) == 0
        assert {"type": "hide"} not in rules.legal_actions(s)


def test_the_hiding_die_is_a_setting():
    """4.4.3 source note: d6 by default, the character card's Speed die as the setting."""
    s = _meeting()
    events = rules.apply(s, {"type": "hide"})
    assert events[0]["die"] == 6
    s = game(2, seed=5, hiding_die="speed")
    s = set_char(clear_board(s), 0, "vila")
    s = edit(s, lambda d: d["heroes"][1].update(field="o02"))
    s = place(s, 0, "o01")
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    events = rules.apply(s, {"type": "hide"})
    assert events[0]["die"] == C.characters["vila"].advanced["speed"]


@given(st.integers(1, 10), st.integers(1, 10))
@settings(max_examples=50, deadline=None)
def test_a_struggle_the_attacker_must_roll_higher(a, d):
    """5. Conflict between two characters: the attacker higher injures the defender;
    otherwise the attacker loses the Health."""
    s = _meeting(weapons=[])
    script(s, a, d)
    rules.apply(s, {"type": "struggle"})
    if a > d:
        assert s.heroes[1]["health"] == 5 and s.heroes[0]["health"] == 6
    else:
        assert s.heroes[0]["health"] == 5 and s.heroes[1]["health"] == 6


@given(st.integers(1, 6), st.integers(1, 6))
@settings(max_examples=36, deadline=None)
def test_stealing_takes_up_to_six_ducats_on_a_higher_d6(a, d):
    """4.4.5: both roll d6; only a higher roll steals (up to 6 ducats)."""
    s = _meeting()
    script(s, a, d)
    rules.apply(s, {"type": "steal", "what": "ducats"})
    if a > d:
        assert s.heroes[1]["ducats"] == 0 and s.heroes[0]["ducats"] == 6 + 5
    else:
        assert s.heroes[1]["ducats"] == 5


def test_an_eliminated_character_leaves_three_treasures_to_its_winner_and_starts_over():
    """A. / 5.: at 0 Health the character is eliminated; the winner of a conflict between
    characters takes three of its treasures, the rest go back; the player starts over
    with a new character and task at its next turn."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    loot = ["melem#1", "melem#2", "hleb_so#1", "amajlija#1"]
    def change(d):
        d["heroes"][1].update(field="o02", health=1)
        from tests.bas_celik.helpers import take
        d["heroes"][1]["items"] = sorted(take(d, c) for c in loot)
    s = edit(s, change)
    s = place(s, 0, "o01", weapons=[])
    script(s, 1, 9, 1)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "struggle"})
    assert s.phase == "loot" and rules.current_seat(s) == 0
    old = s.heroes[1]
    assert old["char"] is None and old["ducats"] == 0
    for _ in range(3):
        take_one = next(a for a in rules.legal_actions(s) if a["type"] == "loot")
        rules.apply(s, take_one)
    assert len(s.heroes[0]["items"]) == 3
    assert s.phase != "loot"
    rng = random.Random(0)
    for _ in range(50):
        if s.heroes[1]["char"] is not None:
            break
        rules.apply(s, rules.playout_policy(s, rng))
    h = s.heroes[1]
    assert h["char"] is not None and h["health"] == 6 and h["ducats"] == 6 and h["task"]


# ---------------------------------------------------------------------------- 10. finale

def _keys(field, **hero):
    return _two("D", field, items=["owl#1", "boar#1", "swallow#1"], **hero)


def test_key_cards_are_taken_instead_of_a_fate_card_once_per_kind():
    """10.: at Šurlane, the Blacksmith and the Wonder Stone a Key card may be taken
    instead of an Inner fate card; one of each per character."""
    s = _two("D", "i00")
    rules.apply(s, {"type": "step", "to": "i01"})
    assert {"type": "take_key"} in rules.legal_actions(s)
    rules.apply(s, {"type": "take_key"})
    assert any(c.startswith("owl#") for c in s.heroes[0]["items"])
    s = _two("D", "i00", items=["owl#1"])
    rules.apply(s, {"type": "step", "to": "i01"})
    assert {"type": "take_key"} not in rules.legal_actions(s)


def test_the_centre_opens_only_with_three_keys_over_its_unlocked_fields():
    """10.: each access field is unlocked by its Key card (Swallow: Spring, Boar: Foot
    of the Cliff, Owl: Stone Plateau); the Centre only once all three are unlocked."""
    s = _two("D", "i15", items=["owl#1", "boar#1"])
    assert {"type": "step", "to": "c_spring"} not in rules.legal_actions(s)
    s = _keys("i15")
    rules.apply(s, {"type": "step", "to": "c_spring"})
    assert s.centre["unlocked"] == {"c_spring": "swallow#1"}
    s = place(s, 0, "c_spring")
    assert {"type": "step", "to": "c_centre"} not in rules.legal_actions(s)
    rules.apply(s, {"type": "step", "to": "c_cliff"})
    s = place(s, 0, "c_cliff")
    rules.apply(s, {"type": "step", "to": "c_plateau"})
    s = place(s, 0, "c_plateau")
    assert set(s.centre["unlocked"]) == {"c_spring", "c_cliff", "c_plateau"}
    assert {"type": "step", "to": "c_centre"} in rules.legal_actions(s)


def _at_bas(**hero):
    s = _keys("c_plateau", **hero)
    def unlock(d):
        from tests.bas_celik.helpers import take
        h = d["heroes"][0]
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            h["items"].remove(k)
            d["centre"]["unlocked"][f] = k
        h["keys_placed"] = ["boar", "owl", "swallow"]
    s = edit(s, unlock)
    s = place(s, 0, "c_plateau")
    rules.apply(s, {"type": "step", "to": "c_centre"})
    return s


def test_bas_celik_rolls_d12_plus_2_and_falls_to_three_strikes():
    """10.: Baš-Čelik rolls d12+2; three successful strikes in one conflict take him;
    the captor takes the keys that unlocked the Centre and the board is cleared."""
    s = _at_bas(weapons=[])
    assert s.phase == "bas" and rules.legal_actions(s)[0] == {"type": "strike"}
    script(s, 1, 10, 12, 3, 1, 9, 2, 10)
    events = rules.apply(s, {"type": "strike"})         # 10 >= 1+2: a strike
    assert events[0]["struck"] and s.centre["strikes"] == 1
    events = rules.apply(s, {"type": "strike"})         # 3 < 12+2: he strikes
    assert not events[0]["struck"] and s.heroes[0]["health"] == 5
    rules.apply(s, {"type": "strike"})                  # 9 >= 1+2
    rules.apply(s, {"type": "strike"})                  # 10 >= 2+2: third
    assert s.centre["bc"] == 0 and s.heroes[0]["heart"]
    assert sorted(c.split("#")[0] for c in s.heroes[0]["items"]) == ["boar", "owl", "swallow"]
    assert s.board == {} and s.phase == "beasts"


def test_losing_to_bas_celik_ends_the_players_game_for_good():
    """10.: a player who loses to Baš-Čelik may not take a new character."""
    s = _at_bas(health=1, weapons=[])
    script(s, 12, 1)
    rules.apply(s, {"type": "strike"})
    assert s.heroes[0]["out"] and s.heroes[0]["char"] is None
    rng = random.Random(4)
    for _ in range(300):
        if rules.is_over(s):
            break
        assert rules.current_seat(s) != 0
        rules.apply(s, rules.playout_policy(s, rng))


def test_the_escort_with_the_heart_rolls_d12_and_wins_at_its_refuge():
    """10.: the heart gives a d12 for all rolls; the first to escort Baš-Čelik to its own
    refuge (good: the Castle of Duke Vučko) wins."""
    s = _two("D", "i02", heart=True)
    s = edit(s, lambda d: d["centre"].update(bc=0, captor=0))
    s = place(s, 0, "i02")
    rules.apply(s, {"type": "step", "to": "i03"})
    assert rules.is_over(s) and rules.winners(s) == [0]
    assert rules.legal_actions(s) == [] and rules.current_seat(s) is None


def test_the_beasts_stay_put_and_the_captor_eliminates_them_on_arrival():
    """10.: the captor may place the Dragon, Ala and Ažđaja; they never move; landing on
    one the captor eliminates it at once (3 treasures + its ducats); anyone else must
    struggle or hide."""
    s = _at_bas(weapons=[])
    script(s, 1, 10, 1, 10, 1, 10)
    for _ in range(3):
        rules.apply(s, {"type": "strike"})
    assert s.phase == "beasts"
    rules.apply(s, {"type": "place", "field": "i14"})
    rules.apply(s, {"type": "place", "field": "i00"})
    rules.apply(s, {"type": "place_done"})
    assert set(s.centre["beasts"]) == {"i14", "i00"}
    s = place(s, 0, "i15", heart=True)
    treasure = len(s.treasure)
    rules.apply(s, {"type": "step", "to": "i00"})
    assert "i00" not in s.centre["beasts"] and len(s.treasure) == treasure - 3
    s = edit(s, lambda d: d["heroes"][1].update(field="i13"))
    s = place(s, 1, "i13")
    rules.apply(s, {"type": "step", "to": "i14"})
    assert s.phase == "beast" and {a["type"] for a in rules.legal_actions(s)} == {"struggle", "hide"}


def test_a_task_done_is_returned_on_an_access_field_for_a_sword():
    """B. Special Tasks: the task done and returned on the Spring, the Foot of the Cliff
    or the Stone Plateau brings a Miraculous Sword (three in the box)."""
    s = _two("D", "c_spring", task_done=True)
    assert {"type": "return_task"} in rules.legal_actions(s)
    rules.apply(s, {"type": "return_task"})
    assert s.heroes[0]["sword"] is not None and s.heroes[0]["task"] is None
    s = _two("D", "o02", task_done=True)
    assert {"type": "return_task"} not in rules.legal_actions(s)


# ---------------------------------------------------------------------------- saves, copies

def test_saving_mid_meeting_and_mid_conflict_round_trips_exactly():
    s = _meeting()
    d = s.to_dict()
    assert rules.State.from_dict(d).to_dict() == d
    s = _at_bas()
    d = s.to_dict()
    assert rules.State.from_dict(d).to_dict() == d


@pytest.mark.parametrize("damage, words", [
    (lambda d: d["heroes"][0]["items"].append("melem#1"), "both"),
    (lambda d: d["treasure"].pop(), "lost"),
    (lambda d: d.update(phase="dancing"), "phase"),
    (lambda d: d.pop("board"), "board"),
    (lambda d: d["heroes"][0].update(ducats=-3), "negative"),
])
def test_a_damaged_position_is_refused_in_plain_words(damage, words):
    s = game(3, seed=8)
    d = s.to_dict()
    if "melem#1" not in s.treasure and "melem#1" not in str(s.piles):
        pass
    damage(d)
    with pytest.raises(ValueError) as err:
        rules.State.from_dict(d)
    assert "damaged" in str(err.value) and words in str(err.value)


def test_determinize_redraws_other_seats_curses_but_keeps_ones_own():
    s = _two("D", "o01", curses=["urok#1"])
    s = edit(s, lambda d: d["heroes"][1]["curses"].append(d["treasure"].pop(
        next(i for i, c in enumerate(d["treasure"]) if c.startswith("vezivanje")))))
    seen = set()
    for r in range(20):
        det = rules.determinize(s, 1, random.Random(r))
        assert det.heroes[1]["curses"] == s.heroes[1]["curses"]
        assert len(det.heroes[0]["curses"]) == 1
        seen.add(det.heroes[0]["curses"][0])
        assert rules.invariant_problems(det) == []
    assert len(seen) > 1


def test_a_full_hand_taking_loot_returns_a_card_and_goes_on_looting():
    """7. Treasure with 5. (the winner takes three treasures): a winner whose hand is
    full returns a card of its choice first, then goes on choosing; no card is lost."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    loot = ["melem#1", "melem#2", "hleb_so#1"]
    def change(d):
        from tests.bas_celik.helpers import take
        d["heroes"][1].update(field="o02", health=1)
        d["heroes"][1]["items"] = sorted(take(d, c) for c in loot)
    s = edit(s, change)
    s = place(s, 0, "o01", weapons=[], items=["krst#1", "krst#2", "krst#3", "krst#4",
                                              "amajlija#1", "amajlija#2"])
    script(s, 1, 9, 1)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "struggle"})
    assert s.phase == "loot"
    rules.apply(s, {"type": "loot", "card": "hleb_so#1"})
    assert s.phase == "discard" and rules.invariant_problems(s) == []
    rules.apply(s, {"type": "discard", "card": "krst#1"})
    assert s.phase == "loot" and rules.invariant_problems(s) == []
    rules.apply(s, {"type": "loot_done"})
    assert rules.invariant_problems(s) == [] and s.phase != "loot"


def _trade_meeting():
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    def change(d):
        from tests.bas_celik.helpers import take
        d["heroes"][1].update(field="o02", ducats=5)
        d["heroes"][1]["items"] = sorted([take(d, "owl#1"), take(d, "melem#1")])
    s = edit(s, change)
    s = place(s, 0, "o01", items=["krst#1"], ducats=6)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    return s


def test_trade_in_a_meeting_is_an_offer_the_other_player_confirms():
    """4.4.4 Trade: item cards for other cards or ducats; both players agree (the other
    seat answers the offer)."""
    s = _trade_meeting()
    offers = [a for a in rules.legal_actions(s) if a["type"] == "offer"]
    assert {"type": "offer", "give": "krst#1", "take": "owl#1"} in offers
    assert {"type": "offer", "take": "melem#1", "price": 6} in offers
    assert {"type": "offer", "give": "krst#1", "price": 5} in offers
    assert {"type": "offer", "give": "krst#1", "price": 6} not in offers    # it has 5
    rules.apply(s, {"type": "offer", "give": "krst#1", "take": "owl#1"})
    assert s.phase == "trade" and rules.current_seat(s) == 1
    rules.apply(s, {"type": "accept_offer"})
    assert s.heroes[0]["items"] == ["owl#1"] and s.heroes[1]["items"] == ["krst#1", "melem#1"]
    s = _trade_meeting()
    rules.apply(s, {"type": "offer", "take": "melem#1", "price": 4})
    rules.apply(s, {"type": "decline_offer"})
    assert s.heroes[0]["items"] == ["krst#1"] and s.heroes[0]["ducats"] == 6
    s = _trade_meeting()
    rules.apply(s, {"type": "offer", "take": "melem#1", "price": 4})
    rules.apply(s, {"type": "accept_offer"})
    assert s.heroes[0]["ducats"] == 2 and s.heroes[1]["ducats"] == 9
    assert "melem#1" in s.heroes[0]["items"]


def test_no_trade_gives_a_second_key_of_a_kind():
    """10.: one Key card of each kind per character, traded or not."""
    s = _trade_meeting()
    s = edit(s, lambda d: (d["heroes"][0]["items"].remove("krst#1"),
                           d["heroes"][0]["items"].append(
                               d["bank"]["keys"]["i01"].pop(0)),
                           d["treasure"].append("krst#1")))
    offers = [a for a in rules.legal_actions(s) if a["type"] == "offer"]
    assert not any(a.get("take") == "owl#1" or a.get("give", "").startswith("owl") for a in offers)


@pytest.mark.parametrize("curse, them, mine, health", [
    ("vezivanje#1", 6, 1, 6),          # paralysed: it rolls higher but harms no one
    ("urok#1", 3, 2, 6),               # weakened by 2: 3 - 2 <= 2, the hero overcomes it
    ("urok#1", 6, 2, 5),               # 6 - 2 > 2: it still strikes
])
def test_a_curse_laid_on_a_creature(curse, them, mine, health):
    """G. Curses: a curse may be laid on a creature: lowering its rolls for a while, or
    paralysing it so that it cannot reduce anyone's Health."""
    s = _two("Z", "o01", curses=[curse])
    s = edit(s, lambda d: (d["board"].update(o01="domaci#1"),
                           [p.remove("domaci#1") for p in d["piles"]["outer"] if "domaci#1" in p]))
    s = place(s, 0, "o01")
    assert {"type": "curse_creature", "card": curse} in rules.legal_actions(s)
    rules.apply(s, {"type": "curse_creature", "card": curse})
    assert not any(a["type"] == "curse_creature" for a in rules.legal_actions(s))
    script(s, them, mine)
    rules.apply(s, {"type": "attack"})
    assert s.heroes[0]["health"] == health
    assert ("o01" in s.board) == (health == 6 and curse.startswith("vez") or health == 5)


def test_a_seat_without_curses_sees_what_the_table_sees():
    """Hotseat privacy: only a seat holding curses has a view of its own (so the pass
    screen covers the board only when there is something to hide)."""
    s = _two("D", "o01")
    assert rules.view(s, 0) == rules.view(s, None) == rules.view(s, 1)
    s = place(s, 0, "o01", curses=["urok#1"])
    assert rules.view(s, 0) != rules.view(s, None) and rules.view(s, 1) == rules.view(s, None)


@given(st.sampled_from(["bauk#1", "talason#1"]), st.integers(1, 6), st.booleans())
@settings(max_examples=30, deadline=None)
def test_a_basic_conflict_with_a_creature_is_one_round_per_turn(creature, their_roll, ignored):
    """4.2, basic variant: a conflict begun "may end in the next cycle, when the character
    can move on": a creature that survives a round is not attacked again in the same
    turn (whether it struck first or was attacked after ignoring the character); in the
    character's next turn it may attack again or move on."""
    nature = C.card(creature).nature if ignored else ("D" if C.card(creature).nature != "D" else "Z")
    s = _two(nature, "o00", weapons=[])
    s = top(s, "outer", 0, creature)
    script(s, 1, their_roll, 1) if not ignored else script(s, 1)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})
    if ignored:                                    # same nature: the hero attacks it
        assert {"type": "attack"} in rules.legal_actions(s)
        script(s, 6, 1)
        rules.apply(s, {"type": "attack"})
    if s.board.get("o01") != creature or s.heroes[0]["health"] <= 0:
        return                                     # overcome (or out): nothing to forbid
    assert {"type": "attack"} not in rules.legal_actions(s)
    while rules.current_seat(s) == 0 and s.phase == "after":
        rules.apply(s, {"type": "end_turn"})
    rng = random.Random(their_roll)
    for _ in range(200):                           # the other seat's turn, then back
        if rules.current_seat(s) == 0 and s.phase == "turn" or rules.is_over(s):
            break
        rules.apply(s, rules.playout_policy(s, rng))
    h = s.heroes[0]
    if h["field"] == "o01" and s.board.get("o01") == creature and rules.current_seat(s) == 0 \
            and s.phase == "turn" and not h["paralysed"] and not h["leave"]:
        assert {"type": "attack"} in rules.legal_actions(s)


@given(st.integers(0, 1), st.sampled_from(["zlatnici#1", "melem#1"]), st.integers(1, 5))
@settings(max_examples=20, deadline=None)
def test_over_the_item_limit_a_card_may_be_used_up_instead_of_returned(others, spend, health):
    """7. Treasure ("any number above that may be returned, at your own choice") with G.
    Items ("after use, items go to the bottom of the pile"): a hand over its room may use
    Gold Coins (or a healing card, when hurt) first; a card used is one card fewer, and
    once the hand fits, play goes on."""
    hand = [spend] + ["hleb_so#1"] * others + [f"melem#{i + 2}" for i in range(5 - others)]
    s = _two("D", "o00", items=hand, health=health)
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 1, 10)
    rules.apply(s, {"type": "roll"})
    rules.apply(s, {"type": "draw", "pile": 0})           # 1 treasure: 7 cards
    assert s.phase == "discard" and rules.current_seat(s) == 0
    use = {"type": "use", "card": spend}
    assert use in rules.legal_actions(s)
    ducats, cards = s.heroes[0]["ducats"], len(s.heroes[0]["items"])
    rules.apply(s, use)
    assert len(s.heroes[0]["items"]) == cards - 1
    if spend.startswith("zlatnici"):
        assert s.heroes[0]["ducats"] > ducats
    assert s.phase != "discard" and rules.invariant_problems(s) == []
