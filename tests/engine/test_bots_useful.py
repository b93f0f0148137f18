"""The search's ``useful_actions`` hint (protocol: the legal actions less those that do
nothing while one does something): a computer never takes, nor weighs anywhere in its
tree, an action the game left out; a game without the hint is searched over all its legal
actions. And ``action_key`` is still the JSON text of an action, keys sorted."""
from __future__ import annotations

import json
import types
from dataclasses import dataclass

import pytest

from games.engine import bots


@dataclass
class Idle:
    """Two turns, seat 0's then seat 1's; each may ``build``, ``order`` or ``wait``. A
    seat that waits wins (a point, the other none), so a search without the hint takes
    ``wait``; the game's hint leaves ``wait`` out all the same (as Basilica leaves out an
    Order with no effect, whatever its playouts say)."""
    turns: int = 0
    points: tuple = (0, 0)

    def copy(self):
        return Idle(self.turns, self.points)


MOVES = ("build", "order", "wait")


def idle_rules(hinted: bool, taken: list) -> types.SimpleNamespace:
    def apply(state, action):
        taken.append((state.turns, action["move"]))
        if action["move"] == "wait":
            state.points = tuple(p + (seat == state.turns) for seat, p in enumerate(state.points))
        state.turns += 1
        return []

    def winners(state):
        best = max(state.points)
        return [s for s in (0, 1) if state.points[s] == best] if state.turns >= 2 else []
    rules = types.SimpleNamespace(
        legal_actions=lambda s: [] if s.turns >= 2 else [{"move": m} for m in MOVES],
        apply=apply, current_seat=lambda s: None if s.turns >= 2 else s.turns,
        is_over=lambda s: s.turns >= 2, scores=lambda s: list(s.points), winners=winners,
        determinize=lambda s, seat, rng: s.copy(),
        playout_policy=lambda s, rng: {"move": "build"})
    if hinted:
        rules.useful_actions = lambda s: [a for a in rules.legal_actions(s)
                                          if a["move"] != "wait"]
    return rules


@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_an_action_left_out_by_useful_actions_is_never_taken_nor_searched(level):
    for seed in range(5):
        taken: list = []
        rules = idle_rules(True, taken)
        assert bots.choose(rules, Idle(), 0, level, seed) in ({"move": "build"},
                                                              {"move": "order"})
        assert {turn for turn, _move in taken} == {0, 1}          # both seats searched ...
        assert all(move != "wait" for _turn, move in taken)       # ... never with wait


def test_without_the_hint_every_legal_action_is_searched():
    """The same game without ``useful_actions``: the search tries every move at both
    turns and takes the winning ``wait``."""
    taken: list = []
    rules = idle_rules(False, taken)
    assert bots.choose(rules, Idle(), 0, "normal", 1) == {"move": "wait"}
    assert {(turn, move) for turn in (0, 1) for move in MOVES} <= set(taken)
    assert bots.considered(rules, Idle()) == rules.legal_actions(Idle())


def test_an_action_key_is_its_json_text_with_sorted_keys():
    for action in ({"type": "order", "field": 1, "cell": [3, 2], "to": [4, 2]},
                   {"type": "pay"}, {"b": None, "a": True, "c": "Ż", "d": 1.5}):
        assert bots.action_key(action) == json.dumps(action, sort_keys=True,
                                                     separators=(",", ":"))
