"""A second independent audit of Baš-Čelik's basic variant against its rulebook
(../shared/rulebooks/bas-celik.txt) and issue 13, through the public API only
(``rules.new_game``, ``legal_actions``, ``apply``, ``view``, ``describe``, ``clone``,
``invariant_problems``; positions built by playing or by ``helpers.edit`` / ``place`` /
``top``, which read an edited ``to_dict`` back through ``State.from_dict``; dice scripted).

It checks rules that test_rules.py, test_audit_rules.py and test_audit_readings.py do not
(each test names its section). The checks the engine fails are marked
``xfail(strict=True)`` with the rulebook's words in the reason, so the suite stays green and
a fix turns them into failures to unmark:

- 3. / 4.4.4: item cards traded "for other cards" (only item cards are offered)

Fixed since, their marks removed (branch bas-rules): 4.4 a second meeting while another
pair's meeting waits for its second round; 4.4.3 after a successful Hiding the defender
"may move or remain there"; V. Water with 4.4 a wading character met on the water lost a
third cycle there; V. Bridges the ban on healing is for the skipped cycle, not the turn of
the unpaid toll; 10. / G. Key cards "One character may take 1 card from each location".
"""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name
from tests.bas_celik.helpers import (Dice, clear_board, edit, game, place, script, set_char,
                                     take, top)

C = content()
# characters whose abilities change none of the numbers a test looks at (the Monk heals
# more by resting, the Vampiress and Plague heal on overcoming a creature)
MONK, CAREVIC, VAMPIRESS, PLAGUE = "monah", "carevic", "vampirica", "cuma"


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _two(char=MONK, field="o01", other_field="i08", other_char=CAREVIC, other=None, seed=3,
         **hero):
    """Two seats: seat 0 plays ``char`` on ``field`` and is to move; seat 1 plays
    ``other_char`` on ``other_field`` (``other``: more of its hero keys, cards moved into
    its hand); no creature on the board."""
    s = game(2, seed=seed)
    s = set_char(set_char(clear_board(s), 0, char), 1, other_char)
    extra = dict(other or {})

    def change(d):
        h = d["heroes"][1]
        h["field"] = other_field
        for name in ("items", "curses", "transport", "weapons", "powers"):
            if name in extra:
                h[name] = sorted(take(d, c) for c in extra.pop(name))
        if extra.get("companion"):
            h["companion"] = take(d, extra.pop("companion"))
        h.update(extra)
    s = edit(s, change)
    return place(s, 0, field, **hero)


def _lay(state, field, card):
    """``state`` with ``card`` lying on ``field`` (moved from wherever it is)."""
    def change(d):
        d["board"][field] = take(d, card)
    return edit(state, change)


def _pass_markets(s):
    while s.phase == "market":
        _act(s, {"type": "market_pass"})


def _end_turn(s):
    while s.phase == "after":
        _act(s, {"type": "end_turn"})


def _meeting(hero=None, other=None, seed=5):
    """Seat 0 (the Monk, on o01) rolls 1 onto o02 where seat 1 (the Tsarevich) stands:
    the first round of a meeting (4.4), seat 0 to act."""
    s = _two(MONK, "o01", other_field="o02", other=other, seed=seed, **(hero or {}))
    script(s, 1)
    _act(s, {"type": "roll"})
    if s.phase == "path":                           # a Horse: one field further, or not
        _act(s, {"type": "go", "to": "o02"})
    assert s.phase == "meet" and rules.current_seat(s) == 0
    return s


def _to_second_round(s):
    """From a first round's end to the defender's (seat 1's) second round."""
    _pass_markets(s)
    assert s.phase == "meet" and rules.current_seat(s) == 1 and s.meeting["round"] == 2


def _escort(state, seat):
    """``seat`` holds Baš-Čelik and his heart (10. Finale), the captor."""
    def change(d):
        d["centre"].update(bc=seat, captor=seat)
        d["heroes"][seat]["heart"] = True
    return edit(state, change)


# ---------------------------------------------------------------------------- A. elimination

def test_the_defender_who_wins_a_struggle_takes_three_of_the_attackers_treasures():
    """A. / 5.: the winner of a conflict between characters takes three of the loser's
    treasures: also the defender, when the attacker's struggle costs the attacker its
    last Health (5.: "otherwise it loses Health")."""
    loot = ["melem#1", "hleb_so#1", "krst#1", "amajlija#1"]
    s = _meeting(hero={"health": 1, "weapons": [], "items": loot})
    script(s, 2, 9)                                 # the attacker 2, the defender 9
    _act(s, {"type": "struggle"})
    assert s.heroes[0]["char"] is None
    assert s.phase == "loot" and rules.current_seat(s) == 1
    for _i in range(3):
        _act(s, next(a for a in rules.legal_actions(s) if a["type"] == "loot"))
    assert s.phase != "loot" and len(s.heroes[1]["items"]) == 3
    assert not rules.invariant_problems(s)


def test_a_character_eliminated_by_a_creature_gives_everything_back():
    """A.: Health at 0 eliminates the character; with no character as winner all its
    treasures go back, its ducats go to the bank and so do its character card, its task,
    Transport, weapon and Miraculous Sword; nobody picks from its treasures."""
    s = _two(MONK, "o00", health=1, ducats=5, items=["melem#1", "owl#1"], curses=["urok#1"],
             transport=["horse#1"], weapons=["mac#1"], sword="sword#1")
    task = s.heroes[0]["task"]
    s = top(s, "outer", 0, "bauk#1")                # evil: it attacks the Monk
    script(s, 1, 6, 1)                              # move 1; the bauk 6, the Monk 1
    _act(s, {"type": "roll"})
    _act(s, {"type": "go", "to": "o01"})           # not the Horse's field further
    events = _act(s, {"type": "draw", "pile": 0})
    assert any(e["type"] == "eliminated" for e in events)
    h = s.heroes[0]
    assert h["char"] is None and h["ducats"] == 0 and s.phase != "loot"
    assert h["items"] == h["curses"] == h["transport"] == h["weapons"] == []
    assert h["sword"] is None and h["task"] is None
    assert "monah" in s.bank["characters"] and task in s.bank["tasks"]
    assert "horse#1" in s.bank["transport"] and "mac#1" in s.bank["weapons"]
    assert "sword#1" in s.bank["swords"] and "owl#1" in s.bank["keys"]["i01"]
    assert "melem#1" in s.treasure and "urok#1" in s.treasure
    assert not rules.invariant_problems(s)


def test_a_new_character_begins_again_from_the_start():
    """A.: after elimination "a new character may be taken and play begins again from
    the start": at its next turn the seat has a new character on its starting point with
    6 Health, 6 ducats, a task, and the circle of the Outer World still to walk."""
    s = _two(MONK, "o00", health=1, walked=50)
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 6, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["char"] is None
    rng = random.Random(3)
    for _i in range(200):
        if rules.current_seat(s) == 0 and s.phase == "turn":
            break
        rules.apply(s, rules.playout_policy(s, rng))
    h = s.heroes[0]
    assert h["char"] is not None and h["field"] == C.characters[h["char"]].start
    assert h["health"] == 6 and h["ducats"] == 6 and h["task"] in C.tasks
    assert h["walked"] == 0
    if C.characters[h["char"]].nature == "R":      # V.: it chooses its direction anew
        assert {"type": "roll", "clockwise": True} in rules.legal_actions(s)


def test_starting_over_in_the_chosen_setup_lets_the_player_choose():
    """1. / A.: characters taken "by agreement": a player whose character was eliminated
    chooses its new character from the free ones at its next turn."""
    s = game(2, seed=4, characters="chosen")
    _act(s, {"type": "choose_character", "character": MONK})
    _act(s, {"type": "choose_character", "character": CAREVIC})
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field="i08"))
    s = place(s, 0, "o00", health=1)
    s = top(s, "outer", 0, "bauk#1")
    script(s, 1, 6, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": 0})
    rng = random.Random(1)
    for _i in range(200):
        if rules.current_seat(s) == 0:
            break
        rules.apply(s, rules.playout_policy(s, rng))
    assert s.phase == "choose" and rules.current_seat(s) == 0
    offered = {a["character"] for a in rules.legal_actions(s)}
    assert CAREVIC not in offered and offered <= set(C.characters) and len(offered) == 11


# ---------------------------------------------------------------------------- V. movement

def test_an_inner_water_field_costs_the_next_cycle_without_a_boat():
    """V. Water: a river or lake of the Inner World too: crossing takes 2 cycles, the
    next cycle skipped on the same field, unless the character has a Boat."""
    s = _two(VAMPIRESS, "i03", walked=40)
    _act(s, {"type": "step", "to": "i04"})           # the Black Lake
    assert s.heroes[0]["field"] == "i04" and s.heroes[0]["skip"] == 1
    if s.phase == "arrive":
        _act(s, {"type": "draw", "pile": 0})
    _end_turn(s)
    rng = random.Random(0)
    skipped = False
    for _i in range(100):
        if rules.current_seat(s) == 0 and s.phase == "turn":
            break
        events = rules.apply(s, rules.playout_policy(s, rng))
        skipped |= any(e["type"] == "skipped" and e["seat"] == 0 for e in events)
    assert skipped and s.heroes[0]["field"] == "i04" and s.heroes[0]["skip"] == 0
    s = _two(VAMPIRESS, "i03", walked=40, transport=["boat#1"])
    _act(s, {"type": "step", "to": "i04"})
    assert s.heroes[0]["skip"] == 0


def test_from_the_inner_world_back_on_the_ring_the_d6_moves_again():
    """V.: "If you move from the Inner World back into the Outer World, a six-sided die
    (d6) is rolled again": back on a triangle field, the next move is a d6 roll."""
    s = _two(MONK, "i02", walked=40)
    _act(s, {"type": "step", "to": "o04"})
    if s.phase == "arrive":
        _act(s, {"type": "draw", "pile": 0})
    s = place(clear_board(s), 0, "o04")
    legal = rules.legal_actions(s)
    assert {"type": "roll"} in legal
    script(s, 3)
    _act(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o07"


def test_the_horse_never_skips_a_field_of_the_centre():
    """10.: the fields before the Centre "may not be skipped": with a Horse, two Inner
    fields a move never reach into the Centre past its access field, nor the Centre
    past the unlocked fields."""
    keys = ["owl#1", "boar#1", "swallow#1"]
    s = _two(MONK, "i00", items=keys, transport=["horse#1"])
    steps = {a["to"] for a in rules.legal_actions(s) if a["type"] == "step"}
    assert "i02" in steps                           # two fields along the path: the Horse
    assert not any(f.startswith("c_") for f in steps)

    def unlocked(d):
        h = d["heroes"][0]
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            h["items"].remove(k)
            d["centre"]["unlocked"][f] = k
        h["keys_placed"] = ["boar", "owl", "swallow"]
    s = place(edit(s, unlocked), 0, "i15")
    steps = {a["to"] for a in rules.legal_actions(s) if a["type"] == "step"}
    assert "c_spring" in steps and "c_centre" not in steps


# ---------------------------------------------------------------------------- 10. refuges

@pytest.mark.parametrize("char, start, move, refuge", [
    (VAMPIRESS, "o28", {"type": "roll"}, "o26"),       # wicked: the Old Castle, on the ring
    (PLAGUE, "i11", {"type": "step", "to": "i10"}, "i10"),   # indifferent: the Distant Castle
])
def test_the_escort_wins_at_its_own_natures_refuge(char, start, move, refuge):
    """10.: "the first [to] escort him to their castle-refuge" wins: the Old Castle for
    the wicked, the Distant Castle for the indifferent (the good one is test_rules'); on
    the ring the move of 5 ends at the refuge it reaches."""
    s = _escort(_two(char, start, walked=40), 0)
    s = place(s, 0, start)
    if move["type"] == "roll":
        script(s, 5)                                # o28 -> o27 -> o26: the refuge on the way
    _act(s, move)
    assert s.heroes[0]["field"] == refuge
    assert rules.is_over(s) and rules.winners(s) == [0]


def test_another_natures_refuge_is_no_win():
    """10.: the refuge is "their" castle: a good escort in the Old Castle has not won."""
    s = _escort(_two(MONK, "o24", walked=40), 0)
    s = place(s, 0, "o24")
    script(s, 2)                                    # clockwise: o25, o26 the Old Castle
    _act(s, {"type": "roll"})
    assert s.heroes[0]["field"] == "o26" and not rules.is_over(s)


# ---------------------------------------------------------------------------- G. fate cards

def test_mute_tongue_stays_with_its_holder_for_the_whole_game():
    """G. / 4.1: events go back under the pile, "except the card Mute Tongue, which
    applies for the whole game and cannot be removed"."""
    s = _two(MONK, "i00", walked=40)
    s = top(s, "inner", 1, "nemusti_jezik#1")
    _act(s, {"type": "step", "to": "i15"})
    _act(s, {"type": "draw", "pile": 1})
    assert s.heroes[0]["powers"] == ["nemusti_jezik#1"]
    assert "nemusti_jezik#1" not in [c for c, _w, _p in s.returning]
    rng = random.Random(5)
    cycle = s.cycle
    while s.cycle < cycle + 2 and not rules.is_over(s):
        rules.apply(s, rules.playout_policy(s, rng))
        if s.heroes[0]["char"] is None:        # eliminated: its cards went back (A.)
            break
        assert s.heroes[0]["powers"] == ["nemusti_jezik#1"]


def test_mute_tongue_makes_an_animal_the_companion():
    """G. Animals: "If you hold the card Cikavac or Mute Tongue and an Animal card is
    drawn, the Animal becomes your Companion"."""
    s = _two(MONK, "i00", walked=40, powers=["nemusti_jezik#1"])
    s = top(s, "inner", 0, "soko#1")
    _act(s, {"type": "step", "to": "i15"})
    _act(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["companion"] == "soko#1" and "i15" not in s.board


def test_only_one_animal_companion():
    """G. Animals: "You may have only one Animal companion": a second animal drawn
    ignores the character, who keeps its Companion."""
    s = _two(MONK, "o00", powers=["cikavac#1"], companion="vuk#1")
    s = top(s, "outer", 0, "jelen#1")
    script(s, 1)
    _act(s, {"type": "roll"})
    events = _act(s, {"type": "draw", "pile": 0})
    assert [e["type"] for e in events][-1] == "ignored"
    assert s.heroes[0]["companion"] == "vuk#1" and s.board["o01"] == "jelen#1"


def test_an_animal_attacked_that_rolls_higher_injures_and_stays():
    """G. Animals: attacked, "it attacks and defends with a six-sided (d6) or four-sided
    (d4) die": rolling higher it costs the character 1 Health (5.) and stays."""
    s = _lay(_two(MONK, "o00", weapons=[]), "o01", "jelen#1")
    s = place(s, 0, "o00")
    script(s, 1)
    _act(s, {"type": "roll"})
    script(s, 4, 3)                                 # the stag's d4: 4, the Monk 3
    events = _act(s, {"type": "attack"})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["die"] == 4
    assert s.heroes[0]["health"] == 5 and s.board["o01"] == "jelen#1"


def test_a_companion_adds_one_when_the_character_attacks_a_creature():
    """G. Animals (basic): "the companion's attack is added to yours by giving +1 to the
    result rolled on the ten-sided die" when the character attacks."""
    s = _lay(_two(MONK, "o00", weapons=[], companion="vuk#1"), "o01", "domaci#1")
    s = place(s, 0, "o00")
    script(s, 1)
    _act(s, {"type": "roll"})                       # a good creature: it ignores the Monk
    script(s, 6, 5)                                 # its d6: 6; the Monk 5 + 1 = 6
    events = _act(s, {"type": "attack"})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["bonus"] == 1 and "o01" not in s.board


def test_a_companion_helps_the_attacker_of_a_struggle_never_the_defender():
    """G. Animals: the character and the companion attack "creatures or other characters
    together" (+1); "Companions do not strengthen defence"."""
    s = _meeting(hero={"weapons": [], "companion": "vuk#1"}, other={"weapons": []})
    script(s, 5, 5)
    events = _act(s, {"type": "struggle"})
    fight = next(e for e in events if e["type"] == "struggle")
    assert fight["bonus"] == 1 and fight["other_bonus"] == 0 and fight["won"]
    s = _meeting(hero={"weapons": []}, other={"weapons": [], "companion": "jelen#1"})
    script(s, 5, 5)
    events = _act(s, {"type": "struggle"})
    fight = next(e for e in events if e["type"] == "struggle")
    assert fight["bonus"] == 0 and fight["other_bonus"] == 0 and not fight["won"]


def test_in_a_struggle_the_companion_takes_the_blow():
    """G. Animals: "the opponent (creature or other character) first attacks the companion
    ... the companion disappears. Only after ... can the opponent ... reduce its Health"."""
    s = _meeting(hero={"weapons": []}, other={"weapons": [], "companion": "vuk#1"})
    script(s, 9, 2)
    _act(s, {"type": "struggle"})
    assert s.heroes[1]["companion"] is None and s.heroes[1]["health"] == 6
    assert "vuk#1" in [c for c, _w, _p in s.returning] + s.piles["outer"][0] + s.piles["outer"][1]


# ---------------------------------------------------------------------------- 4.2

def test_a_hostile_creature_lying_on_the_field_attacks_and_no_card_is_drawn():
    """4.2: "No card is drawn from the pile of the world you are in"; the natures decide:
    an evil creature attacks a good character at once."""
    s = _lay(_two(MONK, "o00", weapons=[]), "o01", "bauk#1")
    s = place(s, 0, "o00")
    piles = [list(p) for p in s.piles["outer"]]
    script(s, 1, 6, 2)
    events = _act(s, {"type": "roll"})
    assert any(e["type"] == "conflict" for e in events)
    assert not any(e["type"] == "drew" for e in events)
    assert s.piles["outer"] == piles and s.phase != "arrive"
    assert s.heroes[0]["health"] == 5 and s.board["o01"] == "bauk#1"


def test_a_friendly_creature_lying_on_the_field_ignores_and_may_be_attacked():
    """4.2 / G. Creatures: the same nature, the creature ignores the character (no card
    drawn); the character may still attack it ("the creature strikes first")."""
    s = _lay(_two(MONK, "o00", weapons=[]), "o01", "domaci#1")
    s = place(s, 0, "o00")
    piles = [list(p) for p in s.piles["outer"]]
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert [e["type"] for e in events][-1] == "ignored"
    assert s.piles["outer"] == piles
    legal = rules.legal_actions(s)
    assert {"type": "attack"} in legal and not any(a["type"] == "draw" for a in legal)
    ducats = s.heroes[0]["ducats"]
    script(s, 3, 4)
    _act(s, {"type": "attack"})
    assert "o01" not in s.board and s.heroes[0]["ducats"] == ducats + C.cards["domaci"].ducats


# ---------------------------------------------------------------------------- 4.4 meetings

def test_stealing_a_named_item():
    """4.4.5: "Stealing a specific treasure": the thief names an item card; a higher d6
    takes it, a lower or equal one takes nothing."""
    s = _meeting(other={"items": ["melem#1", "krst#1"]})
    assert {"type": "steal", "what": "krst#1"} in rules.legal_actions(s)
    script(s, 5, 4)
    _act(s, {"type": "steal", "what": "krst#1"})
    assert s.heroes[0]["items"] == ["krst#1"] and s.heroes[1]["items"] == ["melem#1"]
    s = _meeting(other={"items": ["melem#1", "krst#1"]})
    script(s, 4, 4)
    _act(s, {"type": "steal", "what": "krst#1"})
    assert s.heroes[0]["items"] == [] and s.heroes[1]["items"] == ["krst#1", "melem#1"]


def test_stealing_a_face_down_curse_takes_one_at_random_seen_by_the_two_only():
    """4.4.5 with G. Curses (issue 13: "a face-down curse is taken at random"): the thief
    cannot name a face-down card; which one it got only the two of them learn."""
    got = set()
    for seed in range(16):
        s = _meeting(other={"curses": ["urok#1", "vezivanje#1"]}, seed=seed)
        legal = rules.legal_actions(s)
        assert {"type": "steal", "what": "curse"} in legal
        assert not any(a.get("what") in ("urok#1", "vezivanje#1") for a in legal)
        s.rng = Dice([6, 1], seed=seed)             # a higher d6; then the draw at random
        events = _act(s, {"type": "steal", "what": "curse"})
        assert len(s.heroes[0]["curses"]) == 1 and len(s.heroes[1]["curses"]) == 1
        card = s.heroes[0]["curses"][0]
        got.add(card)
        stolen = next(e for e in events if e["type"] == "stole_curse")
        assert set(stolen["shown_to"]) == {0, 1}
        assert card_name(card) not in rules.describe(s, stolen, None)
    assert got == {"urok#1", "vezivanje#1"}


def test_a_key_card_is_stolen_only_by_one_without_that_key():
    """10. / 4.4.5: Key cards count as treasure (they can be stolen), but "a character may
    possess only one of each key card"."""
    s = _meeting(other={"items": ["owl#1", "boar#1"]})
    legal = rules.legal_actions(s)
    assert {"type": "steal", "what": "owl#1"} in legal
    s = _meeting(hero={"items": ["owl#2"]}, other={"items": ["owl#1", "boar#1"]})
    legal = rules.legal_actions(s)
    assert {"type": "steal", "what": "owl#1"} not in legal
    assert {"type": "steal", "what": "boar#1"} in legal


@pytest.mark.parametrize("who, rolls, hidden", [
    ("attacker", (3, 4), True),                   # 3 + 1 (Horse) >= 4
    ("defender", (4, 4), False),                  # 4 < 4 + 1 (Horse)
    ("nobody", (3, 4), False),
])
def test_the_horse_adds_one_to_a_hiding_roll(who, rolls, hidden):
    """4.4.3: each side "adds any bonuses (a Horse card or similar)" to its Speed roll."""
    hero = {"transport": ["horse#1"]} if who == "attacker" else {}
    other = {"transport": ["horse#2"]} if who == "defender" else {}
    s = _meeting(hero=hero, other=other)
    script(s, *rolls)
    events = _act(s, {"type": "hide"})
    hide = next(e for e in events if e["type"] == "hide")
    assert hide["bonus"] == int(who == "attacker")
    assert hide["other_bonus"] == int(who == "defender")
    assert hide["hidden"] == hidden


def test_after_a_struggle_neither_has_to_leave():
    """4.4: "in the next cycle both characters must move from this field to different
    fields, except in a struggle to take away Health"."""
    s = _meeting(hero={"weapons": []}, other={"weapons": []})
    script(s, 8, 3)
    _act(s, {"type": "struggle"})
    _to_second_round(s)
    _act(s, {"type": "meet_none"})
    assert s.meeting is None
    assert not s.heroes[0]["leave"] and not s.heroes[1]["leave"]


def test_after_stealing_both_leave_for_different_fields():
    """4.4.5: "In the next cycle both characters must move from this field to different
    fields": the one who stole cannot end its next move where the other went."""
    s = _meeting(hero={"health": 5}, other={"ducats": 4})
    script(s, 6, 1)
    _act(s, {"type": "steal", "what": "ducats"})
    _to_second_round(s)
    _act(s, {"type": "meet_none"})
    assert s.heroes[0]["leave"] and s.heroes[1]["leave"]
    _pass_markets(s)
    assert rules.current_seat(s) == 0 and s.phase == "turn"
    assert {"type": "rest"} not in rules.legal_actions(s)
    assert not any(a["type"] == "attack" for a in rules.legal_actions(s))


def _four_seats():
    """Four seats in order a, b, c, d (seed 3: seats 3, 0, 1, 2), good characters walking
    clockwise, no creature on the board."""
    s = clear_board(game(4, seed=3))
    order = list(s.order)
    for seat, char in zip(order, (MONK, CAREVIC, "zduhac", "vila")):
        s = set_char(s, seat, char)
    return s, order


def test_a_second_meeting_while_another_waits_for_its_second_round():
    """4.4: every character stopping on a field where another character stands meets it,
    also while two other characters wait for the second round of their own meeting."""
    s, (a, b, c, d) = _four_seats()

    def fields(dd):
        dd["heroes"][d]["field"] = "o02"           # a will meet d (the last of the cycle)
        dd["heroes"][b]["field"] = "o14"
        dd["heroes"][c]["field"] = "o16"           # b will step onto c
    s = place(edit(s, fields), a, "o01")
    script(s, 1)
    _act(s, {"type": "roll"})
    assert s.phase == "meet" and s.meeting["d"] == d
    _act(s, {"type": "meet_none"})                 # the second round waits for d's turn
    assert rules.current_seat(s) == b and s.phase == "turn"
    script(s, 2)
    _act(s, {"type": "roll"})                      # o14 -> o15 -> o16, where c stands
    assert s.heroes[b]["field"] == "o16"
    assert s.phase == "meet" and rules.current_seat(s) == b


def _hidden_attacker():
    """The attacker (seat 0) hid successfully in the first round; seat 1 (the defender,
    on a plain road at full Health, nothing lying there) is about to play its turn."""
    s = _two(MONK, "o01", other_field="o03")
    script(s, 2, 6, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "hide"})
    _pass_markets(s)
    assert s.meeting is None and rules.current_seat(s) == 1 and s.phase == "turn"
    return s


def test_after_a_successful_hiding_the_attacker_moves_on_the_defender_is_free():
    """4.4.3: "hiding succeeds: the attacker moves on to the next field in the next
    cycle, and the defender stays on this field and may move ... when its turn comes"."""
    s = _hidden_attacker()
    assert s.heroes[0]["leave"] and not s.heroes[1]["leave"]
    assert {"type": "roll"} in rules.legal_actions(s)


def test_after_a_successful_hiding_the_defender_may_remain():
    """4.4.3: the defender "may move or remain there": some choice of its turn ends the
    turn with the defender still on its field."""
    s = _hidden_attacker()
    stays = []
    for action in rules.legal_actions(s):
        probe = rules.clone(s)
        rules.apply(probe, action)
        turn_over = probe.turn != 1 or rules.is_over(probe)
        if turn_over and probe.heroes[1]["field"] == "o03":
            stays.append(action)
    assert stays


def test_a_wading_character_met_on_the_water_still_crosses_in_two_cycles():
    """V. Water with 4.4: a character that waded in cycle N moves on in cycle N + 2,
    whether or not another character met it on the water meanwhile."""
    s = _two(MONK, "o16", other_field="o14", seed=5)   # seed 5: seat 1 plays first
    first, second = 1, 0
    assert s.order == [first, second]
    s = top(place(s, first, "o16"), "outer", 0, "blagoslov#1")
    script(s, 1)
    _act(s, {"type": "roll"})                        # onto the Vlasina Lake: no ferry
    assert s.heroes[first]["field"] == "o17" and s.heroes[first]["skip"] == 1
    waded = s.cycle
    _act(s, {"type": "draw", "pile": 0})
    _end_turn(s)
    s = place(s, second, "o14", transport=["boat#1"])
    script(s, 3)
    _act(s, {"type": "roll"})                        # o15, o16, o17: onto the wader
    assert s.phase == "meet" and s.meeting["d"] == first
    _act(s, {"type": "meet_none"})
    rng = random.Random(2)
    for _i in range(200):
        if s.cycle > waded + 2 or s.cycle == waded + 2 and s.turn == first or rules.is_over(s):
            break
        if s.phase == "meet":
            _act(s, {"type": "meet_none"})
            continue
        if s.phase == "turn" and s.turn == second:
            script(s, 2)                             # the second walks away
        rules.apply(s, rules.playout_policy(s, rng))
    assert s.cycle == waded + 2 and s.turn == first
    assert s.phase == "turn" and {"type": "roll"} in rules.legal_actions(s)


def test_an_item_card_may_be_traded_for_another_kind_of_card():
    """3. / 4.4.4: an item card for "other cards": e.g. the other character's Boat or
    sword, not only its item cards."""
    s = _meeting(hero={"items": ["melem#1"]},
                 other={"transport": ["boat#1"], "weapons": ["mac#1"], "items": ["krst#1"]})
    taken = {a.get("take") for a in rules.legal_actions(s)
             if a["type"] in ("offer", "trade_offer") and a.get("give") == "melem#1"}
    assert "krst#1" in taken                        # an item card: offered
    assert {"boat#1", "mac#1"} & taken


# ---------------------------------------------------------------------------- V. bridges

def test_no_healing_in_the_cycle_skipped_for_an_unpaid_toll():
    """V. Bridges: "If the player has no ducats in the next cycle, they are skipped and
    stay on the same field; during that cycle the character cannot be healed": in the
    trade at the end of the skipped cycle its healing card cannot be used."""
    s = _two(MONK, "o04", ducats=0, health=3, items=["melem#1"], other={"ducats": 6})
    s = top(s, "outer", 0, "blagoslov#1")
    script(s, 1)
    _act(s, {"type": "roll"})                        # onto the Stone Bridge, no ducat
    assert s.heroes[0]["toll_owed"] == 1
    _act(s, {"type": "draw", "pile": 0})
    _end_turn(s)
    rng = random.Random(0)
    skipped, checked, health = None, False, None
    for _i in range(300):
        if skipped is not None and s.cycle > skipped or rules.is_over(s):
            break
        if s.cycle == s.heroes[0]["no_heal_cycle"] and health is None:
            health = s.heroes[0]["health"]          # the skipped cycle has begun
        legal = rules.legal_actions(s)
        if s.phase == "market" and s.cycle == skipped:
            if s.market.get("trader") is None and {"type": "market_trader", "seat": 0} in legal:
                _act(s, {"type": "market_trader", "seat": 0})
                continue
            if rules.current_seat(s) == 0:
                assert not any(a["type"] == "use" for a in legal)
                checked = True
        events = rules.apply(s, rules.playout_policy(s, rng))
        if any(e["type"] == "skipped" and e["seat"] == 0 for e in events):
            skipped = s.cycle
    assert checked and s.heroes[0]["health"] == health < 6


def test_an_unpaid_toll_does_not_forbid_healing_before_the_skipped_cycle():
    """V. Bridges: the ban on healing is for the skipped cycle; a healing card may still
    be used in the turn the bridge was crossed (9.: "at any time during the cycle")."""
    s = _two(MONK, "o04", ducats=0, health=3, items=["melem#1"])
    s = top(s, "outer", 0, "blagoslov#1")
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": 0})
    assert rules.current_seat(s) == 0 and {"type": "use", "card": "melem#1"} in \
        rules.legal_actions(s)


# ---------------------------------------------------------------------------- 9. shops, healing

def test_resting_in_a_castle_of_the_inner_world_heals_one():
    """9.: "By resting on the field of a settlement (house symbol), 1 Health is healed.
    The player then skips their turn": the Distant Castle is a castle, a settlement."""
    s = _two(VAMPIRESS, "i10", health=3)
    _act(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 4 and s.heroes[0]["field"] == "i10"
    assert rules.current_seat(s) == 1


def test_health_is_bought_only_below_six_and_only_in_a_settlement():
    """9.: "By buying Health in settlements: 1 ducat = 1 Health" (never above 6)."""
    s = _two(VAMPIRESS, "o02", health=6, ducats=6)
    assert {"type": "buy_health"} not in rules.legal_actions(s)
    s = _two(VAMPIRESS, "o03", health=3, ducats=6)
    assert {"type": "buy_health"} not in rules.legal_actions(s)
    s = _two(VAMPIRESS, "i03", health=5, ducats=1)     # the Castle of Duke Vučko
    _act(s, {"type": "buy_health"})
    assert s.heroes[0]["health"] == 6 and s.heroes[0]["ducats"] == 0


def test_a_weapon_is_sold_back_only_in_a_settlement_for_half():
    """8.2: "A purchased weapon may be returned to the pile while the character stands on
    the field of a settlement, but at half its price"."""
    s = _two(VAMPIRESS, "o01", ducats=0, weapons=["buzdovan#1"])
    assert not any(a["type"] == "sell" for a in rules.legal_actions(s))
    s = _two(VAMPIRESS, "o26", ducats=0, weapons=["buzdovan#1"])
    _act(s, {"type": "sell", "card": "buzdovan#1"})
    assert s.heroes[0]["ducats"] == C.cards["buzdovan"].price // 2
    assert "buzdovan#1" in s.bank["weapons"] and s.heroes[0]["weapons"] == []


# ---------------------------------------------------------------------------- G. items, keys

def test_items_lie_face_up_for_every_seat():
    """G. Items: "Item cards must be shown to the other players, laid face up"."""
    s = _two(MONK, "o01", items=["melem#1", "owl#1"])
    for seat in (None, 0, 1):
        assert rules.view(s, seat)["heroes"][0]["items"] == ["melem#1", "owl#1"]


def test_a_key_card_counts_as_an_item_for_the_hand_limit():
    """G. Key cards: "Key cards count as items": a character carrying six item cards
    that takes a Key card must return one (7.: at most 6)."""
    six = ["melem#1", "melem#2", "melem#3", "krst#1", "krst#2", "krst#3"]
    s = _two(MONK, "i00", walked=40, items=six)
    _act(s, {"type": "step", "to": "i01"})
    _act(s, {"type": "take_key"})
    assert s.phase == "discard" and rules.current_seat(s) == 0
    assert {"type": "discard", "card": "owl#1"} in rules.legal_actions(s)
    _act(s, {"type": "discard", "card": "melem#1"})
    assert len(s.heroes[0]["items"]) == 6 and "owl#1" in s.heroes[0]["items"]


def _keep_other_busy(s, other):
    """Play ``other``'s turns (rest, or end) and the trades at the cycles' ends until
    seat 0 is to move again; at the end of a cycle seat 0 sells its Key card to
    ``other`` for 1 ducat when it can."""
    for _i in range(60):
        if rules.current_seat(s) == 0 and s.phase == "turn":
            return
        legal = rules.legal_actions(s)
        if s.phase == "market" and s.market.get("trader") is None:
            want = {"type": "market_trader", "seat": 0}
            _act(s, want if want in legal and any(
                c.startswith("owl#") for c in s.heroes[0]["items"]) else {"type": "market_pass"})
        elif s.phase == "market":
            sale = [a for a in legal if a["type"] == "trade_offer" and a["to"] == other
                    and a.get("give", "").startswith("owl#") and a.get("price") == 1]
            _act(s, sale[0] if sale else {"type": "market_pass"})
        elif s.phase == "trade":
            _act(s, {"type": "accept_offer"})
        elif {"type": "rest"} in legal:
            _act(s, {"type": "rest"})
        else:
            _act(s, {"type": "end_turn"} if {"type": "end_turn"} in legal else legal[0])
    raise AssertionError("seat 0 never came to move again")


def test_a_character_takes_only_one_card_from_each_key_location():
    """G. Key cards / 10.: a character that took the Owl at Šurlane and then traded it
    away may not take a second card there."""
    s = _two(MONK, "i00", walked=40, other_char=VAMPIRESS, other_field="o20",
             other={"health": 2, "ducats": 6}, seed=5)
    _act(s, {"type": "step", "to": "i01"})
    _act(s, {"type": "take_key"})
    assert [c for c in s.heroes[0]["items"] if c.startswith("owl#")]
    _keep_other_busy(s, 1)
    assert not any(c.startswith("owl#") for c in s.heroes[0]["items"])
    assert any(c.startswith("owl#") for c in s.heroes[1]["items"])   # traded away
    s = place(s, 0, "i02")
    s = top(s, "inner", 0, "zlatna_jabuka#1")
    _act(s, {"type": "step", "to": "i01"})
    assert s.phase == "arrive"
    assert {"type": "take_key"} not in rules.legal_actions(s)


def test_an_unlocked_access_field_still_needs_all_three_keys():
    """10. / issue 13: "Unlocked fields stay unlocked, but each character needs all three
    keys to enter": the Spring unlocked by another, a character with two keys stays out."""
    s = _two(MONK, "i15", items=["owl#1", "boar#1"])
    s = edit(s, lambda d: d["centre"]["unlocked"].update(c_spring=take(d, "swallow#2")))
    s = place(s, 0, "i15")
    assert {"type": "step", "to": "c_spring"} not in rules.legal_actions(s)
    s = _two(MONK, "i15", items=["owl#1", "boar#1", "swallow#1"])
    s = edit(s, lambda d: d["centre"]["unlocked"].update(c_spring=take(d, "swallow#2")))
    s = place(s, 0, "i15")
    _act(s, {"type": "step", "to": "c_spring"})
    assert "swallow#1" in s.heroes[0]["items"]        # already unlocked: its key stays


# ---------------------------------------------------------------------------- 10. finale

def _at_bas(seed=3, n=2, **hero):
    """Seat 0 (the Monk) with the three Key cards laid on the unlocked access fields
    steps from the Stone Plateau into the Centre: the conflict with Baš-Čelik (phase
    ``bas``)."""
    s = game(n, seed=seed)
    s = set_char(clear_board(s), 0, MONK)

    def change(d):
        for seat in range(1, n):
            d["heroes"][seat]["field"] = ["i08", "o18", "o09", "i12", "o27"][seat - 1]
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
    s = place(edit(s, change), 0, "c_plateau", **hero)
    _act(s, {"type": "step", "to": "c_centre"})
    assert s.phase == "bas"
    return s


def test_while_one_fights_bas_celik_the_others_do_not_play():
    """10.: "While one character fights Baš-Čelik, the others do not play their turns":
    the conflict goes on round after round in the fighter's turn until he is taken."""
    s = _at_bas(n=3, weapons=[])
    turn_no = s.turn_no
    rounds = [(1, 10), (10, 4), (2, 9), (12, 1), (3, 10)]   # (his d12, the Monk's d10)
    for them, mine in rounds:
        assert s.phase == "bas" and rules.current_seat(s) == 0 and s.turn_no == turn_no
        script(s, them, mine)
        _act(s, {"type": "strike"})
    assert s.centre["strikes"] == 3 and s.centre["bc"] == 0 and s.turn_no == turn_no
    assert s.heroes[0]["health"] == 4


def test_curses_have_no_effect_in_the_centre_but_events_do():
    """10.: "In the Centre of the World, curses have no effect": a curse's minus is not
    counted against Baš-Čelik (an event's change still is), and a paralysed character
    strikes him."""
    s = _at_bas(weapons=[], mods=[[-2, 2, "curse"], [1, 2, "event"]], paralysed=2)
    assert {"type": "strike"} in rules.legal_actions(s)
    script(s, 1, 9)
    events = _act(s, {"type": "strike"})
    fight = next(e for e in events if e["type"] == "bas_round")
    assert fight["bonus"] == 1 and fight["struck"] and s.centre["strikes"] == 1


def test_a_new_conflict_with_bas_celik_needs_three_strikes_again():
    """10.: "he must be struck successfully a total of 3 times in one conflict": two
    strikes of a character he then eliminates do not count for the next one; that
    player never takes a new character."""
    s = _at_bas(health=1, weapons=[])
    script(s, 1, 10, 1, 10, 12, 1)
    _act(s, {"type": "strike"})
    _act(s, {"type": "strike"})
    assert s.centre["strikes"] == 2
    _act(s, {"type": "strike"})
    assert s.heroes[0]["out"] and s.centre["strikes"] == 0 and s.centre["bc"] == "centre"
    rng = random.Random(7)
    for _i in range(300):
        if rules.is_over(s):
            break
        assert rules.current_seat(s) != 0 and s.heroes[0]["char"] is None
        rules.apply(s, rules.playout_policy(s, rng))


def test_only_three_miraculous_swords():
    """B.: the Miraculous Sword for a task done; the box has three: once all three are
    taken, a fourth task done brings none."""
    s = game(4, seed=2)
    s = set_char(clear_board(s), 0, MONK)

    def swords(taken):
        def change(d):
            for seat, f in ((1, "i08"), (2, "o18"), (3, "o09")):
                d["heroes"][seat]["field"] = f
                if seat <= taken:
                    d["heroes"][seat]["sword"] = take(d, f"sword#{seat}")
        return change
    two = place(edit(s, swords(2)), 0, "c_spring", task_done=True)
    assert {"type": "return_task"} in rules.legal_actions(two)       # the third is left
    three = place(edit(s, swords(3)), 0, "c_spring", task_done=True)
    assert three.bank["swords"] == []
    assert {"type": "return_task"} not in rules.legal_actions(three)


def test_the_captor_takes_the_centres_keys_but_one_of_each_kind():
    """10.: the winner "takes the key cards by which the fields of the Centre ... were
    unlocked ... A character may possess only one of each key card": a captor holding
    its own three keys keeps them, the Centre's go back to their locations."""
    s = game(2, seed=3)
    s = set_char(clear_board(s), 0, MONK)

    def change(d):
        d["heroes"][1]["field"] = "i08"
        for f, k in (("c_spring", "swallow#2"), ("c_cliff", "boar#2"), ("c_plateau", "owl#2")):
            d["centre"]["unlocked"][f] = take(d, k)
    s = place(edit(s, change), 0, "c_plateau", weapons=[],
              items=["owl#1", "boar#1", "swallow#1"])
    _act(s, {"type": "step", "to": "c_centre"})
    script(s, 1, 10, 1, 10, 1, 10)
    for _i in range(3):
        _act(s, {"type": "strike"})
    assert s.centre["bc"] == 0 and s.centre["unlocked"] == {}
    assert sorted(s.heroes[0]["items"]) == ["boar#1", "owl#1", "swallow#1"]
    assert "owl#2" in s.bank["keys"]["i01"] and "boar#2" in s.bank["keys"]["i06"]
    assert "swallow#2" in s.bank["keys"]["i12"]
    assert not rules.invariant_problems(s)


def _beast_on(state, field, card, health=None):
    """``state`` after the capture (seat 0 the captor with the heart) with the beast
    ``card`` standing on ``field``."""
    def change(d):
        d["centre"]["beast_bank"].remove(card)
        d["centre"]["beasts"][field] = {"card": card,
                                        "health": health or C.card(card).health}
        d["centre"].update(bc=0, captor=0, placed=True)
        d["heroes"][0]["heart"] = True
    return edit(state, change)


def test_the_captor_eliminates_a_beast_even_with_another_character_on_its_field():
    """10.: "If that character lands on the same field as one of these creatures, it
    automatically eliminates it, even if another character is also on that field"; the
    reward is 3 treasures and the card's ducats."""
    s = _beast_on(_two(MONK, "i15", other_field="i00"), "i00", "zmaj#1")
    s = place(s, 0, "i15")
    ducats, treasure = s.heroes[0]["ducats"], len(s.treasure)
    events = _act(s, {"type": "step", "to": "i00"})
    assert any(e["type"] == "beast_killed" and e["auto"] for e in events)
    assert "i00" not in s.centre["beasts"] and s.heroes[1]["field"] == "i00"
    assert s.heroes[0]["ducats"] == ducats + C.cards["zmaj"].ducats
    assert len(s.treasure) == treasure - 3


def test_a_beast_overcome_by_another_character_rewards_three_treasures():
    """10.: the beasts "are treated as characters with their own Health" (the attacker
    must roll higher, 5.); "as a reward for their elimination, one receives 3 treasures
    and ducats worth the amount written on the card"; the captor rolls for them."""
    s = _two(MONK, "i00", other_char=VAMPIRESS, other_field="i13", other={"weapons": []})
    s = place(_beast_on(s, "i14", "ala#1", health=1), 1, "i13")
    _act(s, {"type": "step", "to": "i14"})
    assert s.phase == "beast" and rules.current_seat(s) == 1
    probe = rules.clone(s)
    script(probe, 6, 6)                              # a tie: the character is struck
    events = _act(probe, {"type": "struggle"})
    fight = next(e for e in events if e["type"] == "beast_round")
    assert not fight["won"] and fight["roller"] == 0 and probe.heroes[1]["health"] == 5
    ducats, treasure = s.heroes[1]["ducats"], len(s.treasure)
    script(s, 7, 6)
    _act(s, {"type": "struggle"})
    assert "i14" not in s.centre["beasts"]
    assert s.heroes[1]["ducats"] == ducats + C.cards["ala"].ducats
    assert len(s.treasure) == treasure - 3


def test_a_struggle_won_against_the_escort_passes_bas_celik_and_his_heart():
    """10.: "Baš-Čelik is passed between the characters in conflict until he is laid to
    rest": the attacker striking the escort takes him over with the heart (d12)."""
    s = _escort(_meeting(hero={"weapons": []}, other={"weapons": []}), 1)
    script(s, 9, 2)
    _act(s, {"type": "struggle"})
    assert s.centre["bc"] == 0 and s.heroes[0]["heart"] and not s.heroes[1]["heart"]
    assert s.heroes[1]["health"] == 5


def test_the_heart_is_never_stolen():
    """10.: the heart "cannot be stolen": stealing from the escort takes only what was
    named, and the escort keeps Baš-Čelik and his heart."""
    s = _escort(_meeting(other={"ducats": 5, "items": ["melem#1"]}), 1)
    steals = {a["what"] for a in rules.legal_actions(s) if a["type"] == "steal"}
    assert steals == {"ducats", "melem#1"}
    script(s, 6, 1)
    events = _act(s, {"type": "steal", "what": "ducats"})
    assert next(e for e in events if e["type"] == "steal")["other_die"] == 12
    assert s.centre["bc"] == 1 and s.heroes[1]["heart"] and not s.heroes[0]["heart"]


def test_the_bas_celik_player_rolls_for_bas_celik_himself():
    """1.: the Baš-Čelik player rolls "the dice for all creatures that appear during the
    game, including Baš-Čelik himself"; the log names that player."""
    s = game(3, seed=2, bc_player=True)
    s = set_char(clear_board(s), 0, MONK)

    def change(d):
        d["heroes"][1]["field"] = "i08"
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
    s = place(edit(s, change), 0, "c_plateau")
    _act(s, {"type": "step", "to": "c_centre"})
    script(s, 5, 5)
    events = _act(s, {"type": "strike"})
    fight = next(e for e in events if e["type"] == "bas_round")
    assert fight["roller"] == 2 and "P2" in rules.describe(s, fight)


def test_the_beasts_are_placed_on_free_fields_outside_the_centre():
    """10.: the captor "may place 3 creature cards ... on 3 fields" (all drawn cards are
    removed from the board first): never in the Centre, never on a character, never two
    on one field; placing is optional."""
    s = game(2, seed=3)
    s = set_char(clear_board(s), 0, MONK)

    def change(d):
        d["heroes"][1]["field"] = "i08"
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
        d["board"]["o05"] = take(d, "bauk#1")
    s = place(edit(s, change), 0, "c_plateau", weapons=[])
    _act(s, {"type": "step", "to": "c_centre"})
    script(s, 1, 10, 1, 10, 1, 10)
    for _i in range(3):
        _act(s, {"type": "strike"})
    assert s.phase == "beasts" and s.board == {}
    fields = {a["field"] for a in rules.legal_actions(s) if a["type"] == "place"}
    assert "o05" in fields                          # the bauk was removed with the rest
    assert not any(f.startswith("c_") for f in fields) and "i08" not in fields
    _act(s, {"type": "place", "field": "o05"})
    fields = {a["field"] for a in rules.legal_actions(s) if a["type"] == "place"}
    assert "o05" not in fields and {"type": "place_done"} in rules.legal_actions(s)
    _act(s, {"type": "place_done"})
    assert list(s.centre["beasts"]) == ["o05"] and len(s.centre["beast_bank"]) == 2
