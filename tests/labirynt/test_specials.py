"""Special abilities and tokens, the Zombie, saves in the middle of a fight, and the
log ("Special Abilities and Special Tokens", FAQ on the Zombie)."""
from __future__ import annotations

import json
import random

import pytest

from games.labirynt import rules
from games.labirynt.state import neighbours, side_of
from tests.labirynt.helpers import Dice, bench, game, give, place_of, put, script, turn_to, types


def _undead_vs_elves():
    s = game(2, 9, teams=["undead", "elves"])
    for cid in list(s.chars):
        if cid != "zombie":
            bench(s, cid)
    return s


def _plain_pair(s, b=0):
    side = side_of(s, b)
    for ch in side.chambers:
        if ch.kind == "plain":
            for m in side.neighbours[ch.id]:
                if side.chambers[m].kind == "plain":
                    return [b, ch.id], [b, m]
    raise LookupError


def test_the_necromancer_raises_a_zombie_that_moves_occupies_and_fights():
    """"Special Abilities" and FAQ: the Zombie is raised by discarding a Find and a k6;
    it is a full character with its own move that occupies a place, fights other teams'
    characters and never rolls on the Encounter Table."""
    s = _undead_vs_elves()
    here, near = _plain_pair(s)
    put(s, "necromancer", here)
    give(s, "necromancer", "dagger")
    turn_to(s, 0)
    s.phase, s.mover = "finish", "necromancer"
    ability = next(a for a in rules.legal_actions(s) if a["type"] == "ability")
    script(s, 5)
    events = rules.apply(s, ability)
    assert next(e for e in events if e["type"] == "ability_result")["worked"]
    assert s.chars["zombie"]["status"] == "active" and s.chars["zombie"]["place"] == here
    assert len([c for c in s.chars if s.chars[c]["status"] == "active"
                and s.chars[c]["place"] == here]) == 2
    rules.apply(s, {"type": "end_turn"})
    turn_to(s, 0)
    rules.apply(s, {"type": "move", "character": "zombie", "to": near})
    events = rules.apply(s, {"type": "explore"})
    assert "rolled" not in types(events) and s.phase == "penetrate"


def test_the_zombie_goes_when_the_necromancer_dies():
    """"Combat" (death): the dead character's Special effects leave the board."""
    s = _undead_vs_elves()
    here, near = _plain_pair(s)
    put(s, "necromancer", here)
    put(s, "zombie", near)
    dagger, = give(s, "zombie", "dagger")
    put(s, "banshee", place_of(s, 0, "camp"))
    from games.labirynt.fighting import kill
    events = kill(s, "necromancer", False)
    assert s.chars["zombie"]["status"] == "card"
    assert dagger in s.floor[f"{near[0]}:{near[1]}"]
    assert rules.invariant_problems(s) == []


def test_the_tree_of_life_heals_its_own_team_on_entering():
    """"Special Abilities": the Tree of Life heals the Elves who walk in (designed: 1 LP)."""
    s = _undead_vs_elves()
    here, near = _plain_pair(s, 1)
    s.specials.append({"kind": "tree_of_life", "owner": "druid", "place": here})
    put(s, "druid", place_of(s, 1, "camp"))
    put(s, "eriald", near)
    s.chars["eriald"]["lp"] = 2
    turn_to(s, 1)
    events = rules.apply(s, {"type": "move", "character": "eriald", "to": here})
    assert "special_hit" in types(events) and s.chars["eriald"]["lp"] == 3
    assert s.specials                        # lasting


def test_a_cloud_landing_in_a_camp_or_teleport_goes_back_to_the_card():
    """"Special Abilities": a token that ends up in a Camp or Teleport goes back to the
    character's card."""
    s = game(2, 4, teams=["ratmen", "elves"])
    for cid in list(s.chars):
        bench(s, cid)
    camp = place_of(s, 0, "camp")
    beside = [p for p in neighbours(s, camp)
              if side_of(s, 0).chambers[p[1]].kind == "plain"]
    if not beside:
        pytest.skip("no numbered chamber beside the Camp")
    put(s, "plague_priest", beside[0])
    give(s, "plague_priest", "dagger")
    turn_to(s, 0)
    s.phase, s.mover = "finish", "plague_priest"
    landed = []
    for seed in range(40):
        t = rules.clone(s)
        t.rng = Dice([6], seed)
        ability = next(a for a in rules.legal_actions(t) if a["type"] == "ability")
        result = next(e for e in rules.apply(t, ability) if e["type"] == "ability_result")
        kind = side_of(t, 0).chambers[result["place"][1]].kind
        landed.append(kind)
        assert (kind in ("camp", "teleport")) == (t.specials == [])
    assert "camp" in landed         # the case the rule is about did happen


def test_a_save_in_the_middle_of_a_fight_and_a_spell_exchange_loads_exactly():
    """Saves: mid-combat and mid-spell-exchange positions load and play on alike."""
    found = set()
    for seed in range(200):
        rng = random.Random(seed)
        s = game(2 + seed % 3, seed)
        for _ in range(800):
            if rules.is_over(s):
                break
            if s.phase in ("casting", "roll", "joint", "armour"):
                found.add(s.phase)
                copy = rules.State.from_dict(json.loads(json.dumps(s.to_dict())))
                action = rules.playout_policy(s, random.Random(seed))
                assert rules.apply(copy, action) == rules.apply(s, action)
                assert copy.to_dict() == s.to_dict()
                continue
            rules.apply(s, rules.playout_policy(s, rng))
        if {"roll", "casting"} <= found:
            break
    assert {"roll", "casting"} <= found, found


def test_every_event_reads_as_a_sentence_for_every_seat():
    """Log: ``describe`` gives a sentence for every event, per seat and public."""
    import re
    sentence = re.compile(r"^[\"'(A-Z0-9À-Ž].*[.!?]\)?[\"']?$", re.DOTALL)
    seen = set()
    for seed in range(30):
        rng = random.Random(seed)
        s = game(2 + seed % 3, seed)
        for _ in range(3000):
            if rules.is_over(s):
                break
            for e in rules.apply(s, rules.playout_policy(s, rng)):
                seen.add(e["type"])
                for seat in [None, *range(s.n)]:
                    line = rules.describe(s, e, seat)
                    assert sentence.match(line) and "_" not in line and "None" not in line
    assert len(seen) >= 30
