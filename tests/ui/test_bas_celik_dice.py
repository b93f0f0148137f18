"""Every roll of Baš-Čelik's encounter box with its die and its total (5. Conflict, 4.4.2
Struggle, 4.4.3 Hiding, 4.4.5 Stealing, 10. the finale): the die with its bonus "d10+2"
and, where something is added, the roll broken down part by part ("7 + 1 Sword + 1 charm
= 9", a playtester saw "+1" and "+2" explained nowhere), the parts adding up to the bonus
and the total. Events from whole games under the rules alone."""
from __future__ import annotations

import random
import re

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui.scene import encounter
from tests.bas_celik.helpers import game

ROLLS = ("conflict", "bas_round", "beast_round", "beast_hide", "struggle", "hide", "steal")


@pytest.fixture(scope="module")
def rolled():
    found: dict[str, list] = {}
    for seed in range(10):
        s = game(2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if R.is_over(s):
                break
            legal = R.legal_actions(s)
            action = rng.choice(legal) if rng.random() < 0.2 else R.playout_policy(s, rng)
            for e in R.apply(s, action):
                if e["type"] in ROLLS and len(found.setdefault(e["type"], [])) < 6:
                    found[e["type"]].append((R.view(s, None), e))
    return found


def test_every_roll_shows_its_die_and_total(rolled):
    assert {"conflict", "bas_round", "struggle", "hide", "steal"} <= set(rolled), set(rolled)
    tag = re.compile(r"^d(\d+)([+-]\d+)?$")
    detail = re.compile(r"^(\d+)((?: [+-] \d+ [^=]+?)*) = (-?\d+)$")
    term = re.compile(r" ([+-]) (\d+) ")
    broken = 0
    for kind, found in rolled.items():
        for view, e in found:
            box = encounter(view, [e], lambda seat: f"P{seat}")
            assert box and len(box["dice"]) == 2, (kind, box)
            for who, total, die, said in box["dice"]:
                m = tag.match(die)
                assert m, (kind, die)
                bonus = int(m.group(2) or 0)
                if not said:                           # no parts: the die and its bonus
                    continue
                d = detail.match(said)
                assert d, (kind, said)
                raw = int(d.group(1))
                assert 1 <= raw <= int(m.group(1)), (kind, die, said)
                parts = sum(int(n) * (1 if s == "+" else -1)
                            for s, n in term.findall(d.group(2) + " "))
                assert parts == bonus, (kind, die, said)   # the parts add up to the bonus
                assert int(d.group(3)) == total == raw + bonus, (kind, said, total)
                broken += 1
    assert broken >= 5, "no roll broken down into its parts"
