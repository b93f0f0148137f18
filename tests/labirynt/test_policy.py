"""The playout policy and the computer players of Labirynt Czarnoksiężnika in positions a
playtester met (issue 12's second playtest): a rolled 1 that loses a fight with much at
stake is re-rolled for 2 gems, a Crystal carrier heads home first and never stalls in a
Teleport, and pays for the Teleport's board when the Crystal would win the game."""
from __future__ import annotations

import random

import pytest

from games.engine import bots
from games.labirynt import rules
from games.labirynt.policy import way
from games.labirynt.stakes import best_reroll, reroll_price
from games.labirynt.state import neighbours, side_of
from tests.labirynt.helpers import place_of, put, script, total_for, turn_to
from tests.labirynt.test_turns import DW, ER, duo

RUNESMITH = "runesmith"


def _crystal(s, cid):
    crystal = s.crystals.pop(0)
    s.chars[cid]["backpack"].append(crystal)
    return crystal


def _armed(s, cid=DW, kind="sword"):
    token = next(t for t in s.pool if t.split(".")[0] == kind)
    s.pool.remove(token)
    s.chars[cid]["weapon"] = token


def _lost_fight(s, monster="Skeleton Warrior", die=1, monster_die=4, by_camp=False):
    """Thrain walks into a numbered chamber of his board (``by_camp``: one beside his
    Camp), meets ``monster`` and rolls ``die`` against its ``monster_die``: the roll is
    offered to seat 0 (seat 1 has no gems)."""
    side = side_of(s, 0)
    camp = side.of_kind("camp")
    target = next([0, c.id] for c in side.chambers if c.kind == "plain" and
                  (not by_camp or camp in side.neighbours[c.id]) and
                  any(side.chambers[m].kind == "plain" for m in side.neighbours[c.id]))
    start = next(m for m in side.neighbours[target[1]] if side.chambers[m].kind == "plain")
    put(s, DW, [0, start])
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    total = total_for(monster) - side.chambers[target[1]].number
    a = max(1, min(6, total - 1))
    script(s, a, total - a, die, monster_die)
    rules.apply(s, {"type": "explore"})
    while s.phase == "roll" and s.roll["purpose"] == "encounter":
        rules.apply(s, {"type": "keep"})
    while s.phase == "casting":
        rules.apply(s, {"type": "ready"})
    assert s.phase == "roll" and s.roll["purpose"] == "clash"
    assert s.roll["dice"] == [die, monster_die] and rules.current_seat(s) == 0


@pytest.mark.parametrize("gems", [2, 4, 6])
def test_a_rolled_1_that_would_kill_a_crystal_carrier_is_rerolled(gems):
    """A 1 loses the fight whatever the totals ("Combat"); Thrain (Strength 5, a +2 Sword
    against a Strength 5 Skeleton that rolled 4) loses only on another 1, and at 1 LP
    with a Crystal, a step from his Camp, he would die of the wound and leave the
    Crystal there: the policy, Normal and Hard pay 2 gems to roll his die again. (Where less is at stake, a re-roll's 2 gems of the 18 weigh more: re-rolling
    every losing 1 won fewer games, ``tests.labirynt.policy_duel``.)"""
    s = duo()
    s.gems = [gems, 0]
    _armed(s)
    _crystal(s, DW)
    s.chars[DW]["lp"] = 1
    _lost_fight(s, by_camp=True)
    assert rules.playout_policy(s, random.Random(1)) == {"type": "reroll", "die": 0}
    for level in ("normal", "hard"):
        for seed in (1, 2):
            assert bots.choose(rules, s, 0, level, seed) == {"type": "reroll", "die": 0}, level


@pytest.mark.parametrize("lp", [1, 2, 3, 4, 5])
def test_a_rerolls_gain_grows_with_what_is_at_stake(lp):
    """The gain of re-rolling a losing 1 is larger the nearer the character is to death
    and with a Crystal carried; a winning roll is never re-rolled by its winner."""
    s = duo()
    s.gems = [4, 0]
    s.chars[DW]["lp"] = lp
    _lost_fight(s)
    die, bare = best_reroll(s, 0)
    assert die == 0 and bare > 0
    _crystal(s, DW)
    assert best_reroll(s, 0)[1] > bare
    s.roll["dice"] = [6, 1]                     # now the monster's 1 loses: keep it
    assert best_reroll(s, 0) == (None, 0.0)
    assert rules.playout_policy(s, random.Random(1)) == {"type": "keep"}


def test_another_seats_fight_is_none_of_a_seats_business():
    """A seat not in the fight never pays for a re-roll of it."""
    s = duo()
    s.gems = [4, 9]
    _crystal(s, DW)
    s.chars[DW]["lp"] = 1
    _lost_fight(s)
    rules.apply(s, {"type": "keep"})
    assert rules.current_seat(s) == 1
    assert best_reroll(s, 1) == (None, 0.0)
    assert rules.playout_policy(s, random.Random(1)) == {"type": "keep"}


def test_a_reroll_costs_more_as_the_team_nears_the_win():
    s = duo()
    s.gems = [2, 0]
    low = reroll_price(s, 0)
    s.gems = [16, 0]
    assert reroll_price(s, 0) > low


def _to_teleport(s, board):
    """Stand Thrain beside the Teleport of ``board`` and move him in."""
    tele = place_of(s, board, "teleport")
    put(s, DW, neighbours(s, tele)[0])
    return tele


@pytest.mark.parametrize("board", [1, 2])
def test_a_crystal_carrier_pays_for_the_teleport_home_when_the_crystal_wins(board):
    """Entering a Teleport on another board with a Crystal whose 5 gems win the game even
    after 2 gems paid: the policy (and so Normal and Hard) chooses the home board rather
    than roll (half the time the roll would send him to the third board)."""
    s = duo()
    s.gems = [15, 0]
    _crystal(s, DW)
    tele = _to_teleport(s, board)
    rules.apply(s, {"type": "move", "character": DW, "to": tele})
    assert s.phase == "teleport"
    assert rules.playout_policy(s, random.Random(1)) == {"type": "teleport_to", "board": 0}
    for level in ("normal", "hard"):
        assert bots.choose(rules, s, 0, level, 3) == {"type": "teleport_to", "board": 0}
    rules.apply(s, {"type": "teleport_to", "board": 0})
    assert s.chars[DW]["place"] == place_of(s, 0, "teleport")


def test_without_a_winning_crystal_the_teleport_is_rolled_for():
    """Far from the win, 2 gems are worth more than the turns a wrong board costs
    (measured: ``tests.labirynt.policy_duel``), so the board is rolled for."""
    s = duo()
    s.gems = [6, 0]
    _crystal(s, DW)
    rules.apply(s, {"type": "move", "character": DW, "to": _to_teleport(s, 1)})
    assert rules.playout_policy(s, random.Random(1)) == {"type": "teleport_roll"}


@pytest.mark.parametrize("seed", range(6))
def test_a_crystal_carrier_in_another_boards_teleport_steps_out_to_go_back_in(seed):
    """The playtester's Necromancer sat in a Teleport with a Crystal for 25 turns: a
    Teleport sends on only as it is entered, so a carrier standing in another board's
    Teleport steps out (and back in next turn), before its teammate's errands."""
    s = duo()
    put(s, RUNESMITH, place_of(s, 0, "camp"))       # a teammate with a way to go
    tele = place_of(s, 1, "teleport")
    put(s, DW, tele)
    _crystal(s, DW)
    turn_to(s, 0)
    assert way(s, DW, tele) == 2
    action = rules.playout_policy(s, random.Random(seed))
    assert action["type"] == "move" and action["character"] == DW
    rules.apply(s, action)
    assert way(s, DW, s.chars[DW]["place"]) == 1
    while s.phase != "move" or s.turn != 0:      # on to seat 0's next turn
        rules.apply(s, rules.playout_policy(s, random.Random(seed)))
        if s.chars[DW]["place"] != action["to"]:
            break
    if s.turn == 0 and s.phase == "move" and s.chars[DW]["status"] == "active":
        back = rules.playout_policy(s, random.Random(seed))
        assert back["character"] == DW and back["to"] == tele


def test_a_crystal_carrier_moves_before_a_teammate_without_one():
    """Both characters of a team have a step that brings them nearer their goals: the one
    carrying a Crystal takes it (5 gems on the way home)."""
    s = duo()
    camp = place_of(s, 0, "camp")
    side = side_of(s, 0)
    dist = {}
    from games.labirynt.policy import _distances
    dist = _distances(s, 0, camp[1])
    far = max((c for c in dist if side.chambers[c].kind == "plain"), key=dist.get)
    put(s, DW, [0, far])
    _crystal(s, DW)
    put(s, RUNESMITH, camp)
    turn_to(s, 0)
    for seed in range(8):
        assert rules.playout_policy(s, random.Random(seed))["character"] == DW
