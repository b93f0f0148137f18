"""What is added to a character's conflict roll, checked against the rulebook and shown
part by part (a playtester saw Bojan, with a Sword and no Companion, roll d10+2 attacking
and d10+1 attacked, explained nowhere: the +2 was the Sword and an Amulet's charm used
turns before). 5. Conflict: "+1 if it possesses a mace, a sword or an axe"; 8.: one weapon
at a time; B.: the Miraculous Sword +2 to every result, no other weapon while it is used;
G. Animals: the Companion +1 when attacking, never in defence; curses void in the
Centre (10.). The log names every part: "d10: 7 + 1 Sword + 1 charm = 9"."""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from games.bas_celik.fighting import bonus_parts
from tests.bas_celik.helpers import clear_board, game, place, script, set_char


def hero_with(**hand):
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, "cuma")                 # Plague: no conflict ability
    return place(st, seat, "o01", **hand), seat


def kinds(parts):
    return sorted((p[0], p[1]) for p in parts)


@pytest.mark.parametrize("weapon", ["mac#1", "buzdovan#1", "sekira#1"])
def test_a_weapon_adds_one_attacking_and_defending(weapon):
    st, seat = hero_with(weapons=[weapon])
    for attacking in (True, False):
        assert kinds(bonus_parts(st, seat, "creature", attacking)) == [("weapon", 1)]


def test_the_companion_adds_one_only_when_attacking():
    st, seat = hero_with(weapons=["mac#1"], companion="vuk#1")
    assert kinds(bonus_parts(st, seat, "creature", True)) == [("companion", 1), ("weapon", 1)]
    assert kinds(bonus_parts(st, seat, "creature", False)) == [("weapon", 1)]


def test_the_miraculous_sword_adds_two_and_no_other_weapon():
    st, seat = hero_with(weapons=["mac#1"], sword="sword#1")
    for attacking in (True, False):
        assert kinds(bonus_parts(st, seat, "character", attacking)) == [("sword", 2)]


def test_an_ability_events_curses_and_a_charm_each_a_part():
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, "carevic")             # +1 against creatures
    st = place(st, seat, "o01", mods=[[1, 2, "event"], [-2, 1, "curse"]], charm=1)
    assert kinds(bonus_parts(st, seat, "creature", False)) == \
        [("ability", 1), ("charm", 1), ("curse", -2), ("event", 1)]
    assert kinds(bonus_parts(st, seat, "character", False)) == \
        [("charm", 1), ("curse", -2), ("event", 1)]
    centre = place(st, seat, "c_spring")
    assert ("curse", -2) not in kinds(bonus_parts(centre, seat, "creature", False))


def test_the_log_breaks_a_roll_down_by_name():
    st, seat = hero_with(weapons=["mac#1"], charm=1)
    st.board["o01"] = "bauk#1"
    st.phase = "after"
    script(st, 2, 7)                                # the Bogeyman's d6, the character's d10
    events = rules.apply(st, {"type": "attack"})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["bonus"] == 2
    line = rules.describe(st, conflict)
    assert "d10: 7 + 1 Sword + 1 charm = 9" in line, line


def test_a_bare_character_adds_nothing():
    st, seat = hero_with()
    assert bonus_parts(st, seat, "creature", True) == []
