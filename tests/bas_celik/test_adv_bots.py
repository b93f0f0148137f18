"""The computer players in Baš-Čelik's advanced variant: ``evaluate`` on the variant's
12-Health scale with its growth tokens, weapons and comrades (issue 14 with issue 11),
and whole advanced games played by computers (``games.engine.bots.choose``, every level,
a Baš-Čelik player among them) ending without an exception. ``python -m tests.bench_bots
--only bas_celik --options variant=advanced`` measures their strength."""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules
from games.engine import bots
from tests.bas_celik.helpers import edit, game, set_char, take


def _judge(state, seat=0):
    return rules.evaluate(state)[seat]


def test_health_counts_as_a_share_of_the_variants_maximum():
    """9. / 3.: 12 Health in the advanced variant is the same full Health as 6 in the
    basic one, so a character's judgement is the same at full Health in both, and a Key
    card still outweighs Health (the basic variant's scale)."""
    basic, adv = (edit(set_char(game(2, 3, **opts), 0, "carevic"),
                       lambda d: d["heroes"][0].update(field="o01", walked=0))
                  for opts in ({}, {"variant": "advanced"}))
    assert basic.heroes[0]["health"] == 6 and adv.heroes[0]["health"] == 12
    assert _judge(basic) == pytest.approx(_judge(adv))
    full = edit(adv, lambda d: d["heroes"][0].update(health=12))
    hurt_key = edit(adv, lambda d: d["heroes"][0].update(health=6, items=[take(d, "owl#1")]))
    assert _judge(hurt_key) > _judge(full)


@pytest.mark.parametrize("change", ["growth", "better_weapon", "comrade"])
def test_the_advanced_variants_gains_raise_the_judgement(change):
    """8.1 growth tokens, a better weapon (+2, 8.2) over a common one, a comrade over a
    Companion (G. Animals): each raises the character's judgement."""
    s = game(2, 3, variant="advanced")
    base = {"growth": lambda d: None,
            "better_weapon": lambda d: d["heroes"][0].update(weapons=[take(d, "koplje#1")]),
            "comrade": lambda d: d["heroes"][0].update(companion=take(d, "vuk#1"))}[change]
    more = {"growth": lambda d: d["heroes"][0]["growth"].update(strength=1, intelligence=2),
            "better_weapon": lambda d: d["heroes"][0].update(weapons=[take(d, "topuz#1")]),
            "comrade": lambda d: d["heroes"][0].update(companion=take(d, "vuk#1"), comrade=True)}[change]
    assert _judge(edit(s, more)) > _judge(edit(s, base))


def test_the_bas_celik_player_is_judged_by_how_far_the_characters_are():
    """The Baš-Čelik player wins only when every character has lost to him: the nearer
    a character is to taking him, the lower his judgement; every judgement lies in 0-1."""
    s = game(3, 3, variant="advanced", bc_player=True)
    far = rules.evaluate(s)
    near = rules.evaluate(edit(s, lambda d: d["heroes"][0].update(
        items=sorted([take(d, "owl#1"), take(d, "boar#1"), take(d, "swallow#1")]))))
    assert near[2] < far[2] and near[0] > far[0]
    assert all(0.0 <= v <= 1.0 for v in far + near)


def _play(n, levels, options, seed, budget):
    """Play a whole game of ``n`` seats with ``options`` by computers at ``levels``
    (seat -> level), each level's search cut to ``budget`` iterations (the same code
    path, a fraction of the time). Returns ``(state, actions)``."""
    s = game(n, seed, **options)
    rng = random.Random(seed)
    for actions in range(20_000):
        if rules.is_over(s):
            return s, actions
        seat = rules.current_seat(s)
        action = bots.choose(rules, s, seat, levels[seat], rng.randrange(2 ** 31),
                             iterations=budget)
        assert action in rules.legal_actions(s)
        rules.apply(s, action)
        assert not rules.invariant_problems(s)
    raise AssertionError(f"no end after 20 000 actions ({levels})")


@pytest.mark.parametrize("n, levels, options, seed", [
    (2, {0: "easy", 1: "normal"}, {}, 11),
    (3, {0: "hard", 1: "easy", 2: "normal"}, {"bc_player": True}, 12),
])
def test_computers_play_advanced_games_to_the_end(n, levels, options, seed):
    """Issue 14 with issue 11: whole advanced games with every seat a computer (Easy,
    Normal, Hard; a Baš-Čelik player choosing the creatures' attacks) end, with a
    winner, every action legal and the position sound."""
    s, actions = _play(n, levels, {"variant": "advanced", **options}, seed, budget=4)
    assert rules.winners(s) and actions > 50
