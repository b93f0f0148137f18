"""The generic test (OpenSpiel style): 500 random games of every available game.

Every step: the seat to move has a legal action, each legal action is accepted, the
game's own invariants hold, scores are never negative, and the game ends within a bound.
"""
import json
import random

import pytest

from games.engine import registry

GAMES = [g.game_id for g in registry.available_games()]
MAX_STEPS = 5000


def _players(info, n):
    return [{"name": f"P{i}", "colour": f"c{i}", "shields": i % 3} for i in range(n)]


def _options(rules, rng):
    return {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}


@pytest.mark.parametrize("game_id", GAMES)
def test_500_random_games(game_id):
    info = registry.get(game_id)
    rules = info.rules()
    for game in range(500):
        rng = random.Random(game)
        n = rng.randint(info.min_players, info.max_players)
        state = rules.new_game(_players(info, n), _options(rules, rng), seed=game)
        for step in range(MAX_STEPS):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            assert legal, f"game {game} step {step}: no legal action"
            assert rules.current_seat(state) is not None
            rules.apply(state, rng.choice(legal))
            if hasattr(rules, "invariant_problems"):
                assert rules.invariant_problems(state) == [], f"game {game} step {step}"
            assert min(rules.scores(state)) >= 0
        else:
            pytest.fail(f"game {game} did not end in {MAX_STEPS} steps")
        assert rules.winners(state)
        assert rules.legal_actions(state) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_round_trip_at_random_points(game_id):
    rules = registry.get(game_id).rules()
    info = registry.get(game_id)
    for game in range(60):
        rng = random.Random(1000 + game)
        n = rng.randint(info.min_players, info.max_players)
        state = rules.new_game(_players(info, n), _options(rules, rng), seed=game)
        stop = rng.randint(0, 200)
        for _ in range(stop):
            if rules.is_over(state):
                break
            rules.apply(state, rng.choice(rules.legal_actions(state)))
        text = json.dumps(state.to_dict())
        copy = rules.State.from_dict(json.loads(text))
        assert copy.to_dict() == state.to_dict()
        assert rules.legal_actions(copy) == rules.legal_actions(state)
