"""Whole games with every seat a computer, for every game on the chooser (issue 11:
"50 whole games per game with every seat a computer (Easy) end without an exception").
A game whose board is still to come joins when it is listed.

The suite plays one two-seat game per game here, with the easy level's search cut to a
few iterations (the same code path, a fraction of the time); ``python -m tests.bot_games``
plays the fifty at the easy level's own budget, on both cores.
"""
from __future__ import annotations

import pytest

from games.engine import bots, registry
from tests import bot_games

GAMES = [g.game_id for g in registry.available_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_of_computers_ends(game_id, monkeypatch):
    monkeypatch.setitem(bots.LEVELS, "easy", bots.Level(iterations=8, depth=12, explore=1.4,
                                                        forgets=0.3))
    actions, ended = bot_games.play((game_id, 7, "easy", 2))      # two seats: quicker
    assert ended, f"{game_id}: no end after {actions} actions"
    rules, state = bot_games.setup(game_id, 7, 2)
    assert actions > 10 and not rules.is_over(state)
