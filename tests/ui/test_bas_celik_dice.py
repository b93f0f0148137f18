"""Every roll of Baš-Čelik's encounter box with its die and its total (5. Conflict, 4.4.2
Struggle, 4.4.3 Hiding, 4.4.5 Stealing, 10. the finale): "d10+1: 8+1 = 9", never a raw
roll next to a die with a bonus. Events from whole games under the rules alone."""
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
    pattern = re.compile(r"^d(\d+)([+-]\d+)?: (\d+)(?:([+-]\d+) = (-?\d+))?$")
    for kind, found in rolled.items():
        for view, e in found:
            box = encounter(view, [e], lambda seat: f"P{seat}")
            assert box and len(box["dice"]) == 2, (kind, box)
            for who, total, text in box["dice"]:
                m = pattern.match(text)
                assert m, (kind, text)
                die, raw = int(m.group(1)), int(m.group(3))
                assert 1 <= raw <= die, (kind, text)
                shown = int(m.group(5)) if m.group(5) else raw
                assert shown == total, (kind, text, total)
                if m.group(4):                         # the bonus said twice, the same
                    assert (m.group(2) or "") == m.group(4) or kind == "conflict"
