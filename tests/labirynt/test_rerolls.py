"""Re-rolls and who is asked about a roll ("Crystals and Gems": "2 Gems: a single re-roll
of any k6, including one rolled by an opponent"; "Magic" and the FAQ's Change of Fate),
through the public API.

The setup option ``rerolls`` reads the rulebook's sentence one of two ways: ``once`` (the
default: each die of a roll may be re-rolled once, a re-rolled die stands) or ``again``
(any die again and again while anyone pays; a setup made before the option, an older
save's, plays this way). Who is asked depends only on what the whole table knows.
"""
from __future__ import annotations

import random

import pytest

from games.labirynt import rules
from games.labirynt.rolls import may_intervene, rerollable, rerolls_reading
from games.labirynt.stakes import best_reroll, own_one_lost
from games.labirynt.state import side_of
from tests.labirynt.helpers import bench, give, put, script, total_for
from tests.labirynt.test_fights import _into
from tests.labirynt.test_turns import DW, duo

PLAYERS = [{"name": "Ala", "colour": "blue"}, {"name": "Olek", "colour": "yellow"}]


def _encounter(s, *faces):
    """Thrain (seat 0) walks into a numbered chamber of board 0 and the Encounter roll is
    ``faces`` (then the re-rolls' faces)."""
    target = _into(s)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, *faces)
    return rules.apply(s, {"type": "explore"})


def _duel(s, defender="druid", *faces):
    """Thrain (seat 0) attacks ``defender`` (seat 1) in a numbered chamber; the fight's
    dice are ``faces`` (then the re-rolls')."""
    target = _into(s)
    put(s, defender, target)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, *faces)
    rules.apply(s, {"type": "attack", "target": defender})
    while s.phase == "casting":
        rules.apply(s, {"type": "ready"})


def _once(seed=1):
    s = duo(seed)
    s.options["rerolls"] = "once"
    return s


def _keep_until(s, seat):
    while s.phase == "roll" and rules.current_seat(s) != seat:
        rules.apply(s, {"type": "keep"})


# ---------------------------------------------------------------- the option
def test_the_option_offers_both_readings_each_die_once_by_default():
    option = next(o for o in rules.setup_options() if o.key == "rerolls")
    assert [v for v, _label in option.choices] == ["once", "again"]
    assert option.default == "once"
    s = rules.new_game(PLAYERS, {o.key: o.default for o in rules.setup_options()}, 3)
    assert s.options["rerolls"] == "once" and rerolls_reading(s) == "once"
    s = rules.new_game(PLAYERS, {"rerolls": "again"}, 3)
    assert rerolls_reading(s) == "again"
    with pytest.raises(ValueError):
        rules.new_game(PLAYERS, {"rerolls": "twice"}, 3)


def test_a_setup_made_before_the_option_plays_again_and_again():
    """An older save's setup has no ``rerolls``: its moves must replay as they were
    played, so the game keeps today's reading and its options stay as they were."""
    s = rules.new_game(PLAYERS, {"teams": "drawn", "sides": "random", "starters": "random"}, 3)
    assert "rerolls" not in s.options and rerolls_reading(s) == "again"
    assert rules.State.from_dict(s.to_dict()).options == s.options


# ---------------------------------------------------------------- each die once
def test_each_die_once_a_rerolled_die_stands_for_everyone():
    s = _once()
    s.gems = [4, 4]
    _encounter(s, 1, 1, 2, 2)
    assert s.roll["queue"] == [0, 1]
    rules.apply(s, {"type": "reroll", "die": 0})          # seat 0: its first die
    assert s.roll["rerolled"] == [0] and rerollable(s) == [1]
    assert s.roll["queue"] == [0, 1]                       # everyone is asked again
    legal = rules.legal_actions(s)
    assert {"type": "reroll", "die": 0} not in legal and {"type": "reroll", "die": 1} in legal
    rules.apply(s, {"type": "keep"})
    assert rules.current_seat(s) == 1
    assert {"type": "reroll", "die": 0} not in rules.legal_actions(s)
    with pytest.raises(rules.IllegalAction):
        rules.apply(s, {"type": "reroll", "die": 0})
    events = rules.apply(s, {"type": "reroll", "die": 1})   # the last die that may be
    assert s.gems == [2, 2]                                  # nobody is asked any more:
    assert "encounter" in [e["type"] for e in events]       # the roll stands


def test_again_and_again_a_die_may_be_rerolled_while_anyone_pays():
    s = duo()
    s.options["rerolls"] = "again"
    s.gems = [2, 6]
    _encounter(s, 1, 1, 2, 3, 4)
    _keep_until(s, 1)
    rules.apply(s, {"type": "reroll", "die": 0})
    assert "rerolled" not in s.roll and rerollable(s) == [0, 1]
    _keep_until(s, 1)
    rules.apply(s, {"type": "reroll", "die": 0})
    _keep_until(s, 1)
    assert {"type": "reroll", "die": 0} in rules.legal_actions(s)


def test_a_change_of_fate_still_changes_a_rerolled_die():
    """FAQ: a Change of Fate changes any roll, even after it was made; a re-rolled die
    stands only against re-rolls."""
    s = _once()
    bench(s, DW)
    put(s, "druid", [0, side_of(s, 0).of_kind("camp")])
    s.chars["druid"]["seat"] = 0
    cof, = give(s, "druid", "change_of_fate")
    s.gems = [0, 2]
    target = _into(s, "druid")
    rules.apply(s, {"type": "move", "character": "druid", "to": target})
    script(s, 2, 2, 1)
    rules.apply(s, {"type": "explore"})
    _keep_until(s, 1)
    rules.apply(s, {"type": "reroll", "die": 0})
    assert rules.current_seat(s) == 0                    # the caster is asked again
    assert {"type": "fate", "scroll": cof, "die": 0, "delta": 2} in rules.legal_actions(s)
    rules.apply(s, {"type": "fate", "scroll": cof, "die": 0, "delta": 2})
    assert s.phase != "roll" or s.roll["purpose"] != "encounter"


def test_the_view_shows_which_dice_stand():
    s = _once()
    s.gems = [4, 0]
    _encounter(s, 1, 1, 2)
    assert rules.view(s, None)["roll"]["rerolled"] == []
    rules.apply(s, {"type": "reroll", "die": 1})
    assert rules.view(s, 1)["roll"]["rerolled"] == [1]


def test_each_clash_of_a_monster_beaten_twice_is_a_roll_of_its_own():
    """A monster beaten twice: each clash's dice are a new roll, each die once again."""
    s = _once()
    s.gems = [8, 0]
    target = _into(s)
    number = side_of(s, 0).chambers[target[1]].number
    total = total_for("Gnolls") - number
    a = max(1, min(6, total - 1))
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, a, total - a, 2, 2, 6, 6, 6, 1)
    rules.apply(s, {"type": "explore"})
    while s.roll["purpose"] == "encounter":           # the Encounter roll stands
        rules.apply(s, {"type": "keep"})
    assert s.roll["purpose"] == "clash" and s.combat["clash"] == 1
    rules.apply(s, {"type": "reroll", "die": 0})          # 2 -> 6: the first clash won
    rules.apply(s, {"type": "keep"})
    assert s.combat["clash"] == 2 and s.roll["rerolled"] == []
    assert {"type": "reroll", "die": 0} in rules.legal_actions(s)


# ---------------------------------------------------------------- who is asked
def _defending(s, *items, seen=()):
    """The druid (Elves, seat 1: Spells) holds ``items`` (Find kinds) and ``seen`` ones the
    table saw go in."""
    held = give(s, "druid", *items)
    shown = give(s, "druid", *seen)
    for token in shown:
        s.known.setdefault("druid", []).append(token)
    return held + shown


def test_a_defender_with_nothing_unseen_and_no_gems_is_not_asked():
    """Playtest: Ala, 0 gems, no Change of Fate, was asked about the fight's dice with
    only "Let the roll stand" to click (a pass screen there and one back). Her caster
    carried a Crystal the table had seen her take: being asked told nothing, so she is
    not asked."""
    s = _once()
    s.gems = [0, 0]
    crystal = s.crystals.pop(0)
    s.chars["druid"]["backpack"].append(crystal)
    s.known["druid"] = [crystal]
    _duel(s, "druid", 4, 4)
    assert s.phase != "roll"


def test_a_defender_who_might_hold_a_change_of_fate_is_asked_whatever_it_holds():
    """Privacy: an item the table did not see go in might be a Change of Fate, so the
    seat is asked whether it holds one or not (skipping it would tell)."""
    for held in (["elixir"], ["change_of_fate"]):
        s = _once()
        s.gems = [0, 0]
        _defending(s, *held)
        _duel(s, "druid", 4, 4)
        assert s.phase == "roll" and s.roll["queue"] == [1]


def test_crystals_the_table_counts_are_no_hiding_place():
    """A Crystal handed over between teammates goes in unseen, but the table counts the
    team's Crystals: when every unseen item of the team is one, nothing can be a Change
    of Fate."""
    s = _once()
    s.gems = [0, 0]
    crystal = s.crystals.pop(0)
    s.chars["druid"]["backpack"].append(crystal)          # unseen: handed over by Eriald
    _duel(s, "druid", 4, 4)
    assert s.phase != "roll"
    s = _once()
    s.gems = [0, 0]
    crystal = s.crystals.pop(0)
    s.chars["druid"]["backpack"].append(crystal)
    give(s, "eriald", "elixir")                          # another unseen item of the team
    _duel(s, "druid", 4, 4)
    assert s.phase == "roll" and s.roll["queue"] == [1]


def test_a_change_of_fate_the_table_saw_taken_is_asked_about():
    s = _once()
    s.gems = [0, 0]
    _defending(s, seen=["change_of_fate"])
    _duel(s, "druid", 4, 4)
    assert s.phase == "roll" and s.roll["queue"] == [1]
    assert any(a["type"] == "fate" for a in rules.legal_actions(s))


def test_a_seat_with_gems_is_not_asked_once_every_die_stands():
    s = _once()
    s.gems = [0, 8]
    _duel(s, "eriald", 1, 1, 3, 3)
    _keep_until(s, 1)
    rules.apply(s, {"type": "reroll", "die": 0})
    rules.apply(s, {"type": "reroll", "die": 1})
    assert s.phase != "roll" and s.gems[1] == 4


def test_a_setup_made_before_the_option_asks_as_it_did():
    """An older save: a caster with anything in its Backpack was asked (its moves hold
    that seat's answer)."""
    s = duo()
    assert "rerolls" not in s.options
    s.gems = [0, 0]
    crystal = s.crystals.pop(0)
    s.chars["druid"]["backpack"].append(crystal)
    s.known["druid"] = [crystal]
    _duel(s, "druid", 4, 4)
    assert s.phase == "roll" and s.roll["queue"] == [1]


def _roll_states(count=40):
    """States at a roll offer from playout games of both readings and 2-4 teams."""
    found = []
    for seed in range(200):
        rng = random.Random(seed)
        n = 2 + seed % 3
        players = [{"name": f"P{i}", "colour": f"c{i}"} for i in range(n)]
        s = rules.new_game(players, {"rerolls": ("once", "again")[seed % 2], "teams": "drawn",
                                     "sides": "random", "starters": "random"}, seed)
        for _step in range(3000):
            if rules.is_over(s):
                break
            if s.phase == "roll" and rng.random() < 0.3:
                found.append(rules.clone(s))
                if len(found) >= count:
                    return found
            rules.apply(s, rules.playout_policy(s, rng))
    return found


def test_who_is_asked_depends_only_on_what_the_table_knows():
    """In positions from many games: every seat's guess at the hidden parts
    (``determinize``) asks the same seats, so being asked tells nothing hidden."""
    states = _roll_states()
    assert len(states) >= 20
    for s in states:
        asked = [seat for seat in range(s.n) if may_intervene(s, seat)]
        for seat in range(s.n):
            for k in range(3):
                world = rules.determinize(s, seat, random.Random(k))
                assert [x for x in range(s.n) if may_intervene(world, x)] == asked


# ---------------------------------------------------------------- computer players
def test_the_policy_never_rerolls_a_die_that_stands():
    """Under "each die once" the stakes weigh only the dice that may be re-rolled, and
    a losing 1 already re-rolled is no longer the policy's to decide."""
    s = _once()
    s.gems = [8, 0]
    _duel(s, "eriald", 1, 5, 1)
    rules.apply(s, {"type": "reroll", "die": 0})          # 1 -> 1: still losing
    assert s.phase == "roll" and rules.current_seat(s) == 0
    assert not own_one_lost(s)
    die, _gain = best_reroll(s, 0)
    assert die != 0
    for k in range(20):
        assert rules.playout_policy(s, random.Random(k)) in rules.legal_actions(s)


def test_again_and_again_the_policy_may_reroll_its_losing_one_again():
    s = duo()
    s.options["rerolls"] = "again"
    s.gems = [8, 0]
    _duel(s, "eriald", 1, 5, 1)
    rules.apply(s, {"type": "reroll", "die": 0})
    assert own_one_lost(s) and best_reroll(s, 0)[0] == 0


# ---------------------------------------------------------------- who is asked to cast
def _attack(s, defender="druid"):
    target = _into(s)
    put(s, defender, target)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    return rules.apply(s, {"type": "attack", "target": defender})


def test_a_defender_that_can_cast_nothing_the_table_knows_of_is_not_asked_to_cast():
    """The same class as the re-roll offers: the druid's only item is a Crystal the table
    saw it take, so it is not asked to cast (no pass screen for nothing)."""
    s = _once()
    crystal = s.crystals.pop(0)
    s.chars["druid"]["backpack"].append(crystal)
    s.known["druid"] = [crystal]
    _attack(s)
    assert s.phase != "casting"
    s = duo()                                    # a setup made before: asked, as it was
    s.chars["druid"]["backpack"].append(s.crystals.pop(0))
    s.known["druid"] = list(s.chars["druid"]["backpack"])
    _attack(s)
    assert s.phase == "casting" and rules.current_seat(s) == 1


def test_a_side_that_might_cast_is_asked_whatever_it_holds():
    for seen, unseen in (([], ["elixir"]), (["fireball"], []), ([], ["fireball"])):
        s = _once()
        _defending(s, *unseen, seen=seen)
        _attack(s)
        assert s.phase == "casting" and rules.current_seat(s) == 1, (seen, unseen)


def test_casts_no_more_is_logged_only_after_a_cast():
    """Playtest: "Ala casts no more in this fight" after fights where she was never
    offered a scroll. A side that cast nothing says nothing; one that cast says when it
    stops."""
    s = _once()
    _defending(s, "elixir")
    _attack(s)
    events = rules.apply(s, {"type": "ready"})
    assert "ready" not in [e["type"] for e in events]
    s = _once()
    _defending(s, "fireball", "fireball")
    _attack(s)
    rules.apply(s, next(a for a in rules.legal_actions(s) if a["type"] == "cast"))
    events = rules.apply(s, {"type": "ready"})
    assert [e["type"] for e in events][:1] == ["ready"]
    assert rules.describe(s, events[0]) == "P1 casts no more in this fight."


# ---------------------------------------------------------------- the rules screen
@pytest.mark.parametrize("code, name", [("en", "rules.yaml"), ("pl", "rules.pl.yaml")])
def test_the_rules_screen_names_both_readings_and_the_default(code, name):
    """Our rule for a sentence read two ways: one reading by default, the other a
    setting, and the rules screen says which (with the setting's own words)."""
    import yaml

    from games.engine import i18n
    from games.engine.paths import data_path
    with open(data_path("labirynt", name), encoding="utf-8") as f:
        designed = " ".join(v for block in yaml.safe_load(f)["designed"]["blocks"]
                            for v in block.values())
    i18n.set_language(code)
    try:
        option = next(o for o in rules.setup_options() if o.key == "rerolls")
        labels = dict(option.choices)
        assert option.label in designed
        assert f"{labels['once']} (" in designed and labels["again"] in designed
    finally:
        i18n.set_language("en")
