"""Whole Baš-Čelik games under the playout policy, by the computer players, and their
log: they end, every card stays accounted for after every action (decks, hands, board,
bank), curses never show in another seat's view, and the log counts read as English.
``python -m tests.bas_celik.playouts`` plays the issue's 500 games."""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules
from games.engine import bots
from tests import bot_games
from tests.bas_celik import playouts
from tests.engine.test_log_lines import bad_counts

SUITE_GAMES = 40            # the script plays 500 (about 80 s on the development machine)


@pytest.mark.parametrize("first", range(0, SUITE_GAMES, 10))
def test_playout_policy_games_end_with_every_card_accounted_for(first):
    for game in range(first, first + 10):
        actions, cycles, ended, seats = playouts.play(game)
        assert ended, f"game {game} ({seats} seats) did not end in {actions} actions"
        assert cycles >= 5


ADVANCED_SUITE_GAMES = 30  # the script plays any number: playouts 500 advanced


@pytest.mark.parametrize("first", range(0, ADVANCED_SUITE_GAMES, 10))
def test_advanced_playout_policy_games_end_with_every_card_accounted_for(first):
    """The advanced variant (issue 14): whole games under the playout policy end, every
    card and the variant's own checks (growth, trophies, conflicts) hold at every step."""
    for game in range(first, first + 10):
        actions, cycles, ended, seats = playouts.play(game, variant="advanced")
        assert ended, f"advanced game {game} ({seats} seats) did not end in {actions} actions"
        assert cycles >= 5


def test_curses_never_show_in_another_seats_view():
    """G. Curses: face down to the others (a hotseat secret), at every step."""
    for game in range(6):
        rng = random.Random(game)
        n = 2 + game % 5
        s = rules.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)], {}, game)
        for step in range(3000):
            if rules.is_over(s):
                break
            if step % 3 == 0:
                for seat in [None, *range(n)]:
                    shown = repr(rules.view(s, seat))
                    for other, h in enumerate(s.heroes):
                        if h is None or other == seat:
                            continue
                        for card in h["curses"]:
                            if card not in s.centre["unlocked"].values():
                                assert repr(card) not in shown, (game, step, seat, card)
            rules.apply(s, rules.playout_policy(s, rng))


def test_a_whole_game_of_computers_ends(monkeypatch):
    """As tests/engine/test_bot_games.py does for the games on the chooser."""
    monkeypatch.setitem(bots.LEVELS, "easy", bots.Level(iterations=8, depth=12, explore=1.4,
                                                        forgets=0.3))
    actions, ended = bot_games.play(("bas_celik", 7, "easy", 2))
    assert ended, f"no end after {actions} actions"
    assert actions > 10


def test_no_log_line_miscounts():
    """As tests/engine/test_log_lines.py checks the games on the chooser."""
    lines = set()
    for game in range(15):
        rng = random.Random(game)
        n = 2 + game % 5
        options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
        s = rules.new_game([{"name": f"P{i}", "colour": "c"} for i in range(n)], options, game)
        for _ in range(3000):
            if rules.is_over(s):
                break
            legal = rules.legal_actions(s)
            action = rng.choice(legal) if rng.random() < 0.3 else rules.playout_policy(s, rng)
            for event in rules.apply(s, action):
                for seat in [None, *range(n)]:
                    lines.add(rules.describe(s, event, seat))
    bad = sorted(line for line in lines if bad_counts(line))
    assert not bad, bad[:5]
    assert len(lines) > 100
