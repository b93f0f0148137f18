"""Whole games with every seat a computer: ``python -m tests.bot_games [GAMES] [LEVEL]``.

Plays ``GAMES`` (default 50) whole games of every game on the chooser, every seat the
computer at ``LEVEL`` (default easy), the player count and setup options drawn per game,
on both cores, and prints per game how many ended, the longest, the mean number of
actions and the run's length; any exception is printed with the game's number and
ends the run with status 1. The suite plays a few of these games
(tests/engine/test_bot_games.py); this script plays the issue's fifty.
"""
from __future__ import annotations

import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor

MAX_ACTIONS = 20_000


def setup(game_id: str, game: int, seats: int | None = None):
    """``(rules, state)`` of game number ``game``: the player count (unless ``seats``
    gives it) and the options drawn from ``random.Random(game)``, seed ``game``."""
    from games.engine import registry
    info = registry.get(game_id)
    rules = info.rules()
    rng = random.Random(game)
    n = rng.randint(max(info.min_players, 2) if info.max_players > 1 else 1,
                    info.max_players)
    n = seats or n
    colours = ["blue", "yellow", "red", "green", "purple", "orange"]
    players = [{"name": f"P{i}", "colour": colours[i], "shields": i % 3} for i in range(n)]
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    return rules, rules.new_game(players, options, seed=game)


def play(args: tuple) -> tuple[int, bool]:
    """Play game number ``game`` of ``game_id`` (``args``: game id, number, level and
    optionally the seats) to its end with every seat a computer at ``level``
    (``games.engine.bots.choose``, each decision's seed from the game and the move).
    Returns ``(actions, ended)``; an action that is not legal raises."""
    from games.engine import bots
    game_id, game, level, *seats = args
    rules, state = setup(game_id, game, *seats)
    for moves in range(MAX_ACTIONS):
        if rules.is_over(state):
            return moves, True
        seat = rules.current_seat(state)
        action = bots.choose(rules, state, seat, level, seed=game * 100_003 + moves)
        if action not in rules.legal_actions(state):
            raise AssertionError(f"the computer chose {action}, which is not legal")
        rules.apply(state, action)
    return MAX_ACTIONS, rules.is_over(state)


def _play_safe(args):
    try:
        return play(args), None
    except Exception:                            # noqa: BLE001 - reported with the game
        return None, traceback.format_exc()


def main() -> int:
    """Play and print (see the module docstring)."""
    from games.engine import registry
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    level = sys.argv[2] if len(sys.argv) > 2 else "easy"
    begun, failed = time.perf_counter(), False
    with ProcessPoolExecutor(max_workers=2) as pool:
        for info in registry.available_games():
            jobs = [(info.game_id, g, level) for g in range(games)]
            results = list(pool.map(_play_safe, jobs))
            for (_g, game, _l), (result, error) in zip(jobs, results):
                if error:
                    failed = True
                    print(f"{info.game_id} game {game}: {error}")
            done = [r for r, e in results if r]
            ended = sum(1 for _a, end in done if end)
            lengths = [a for a, _e in done]
            print(f"{info.game_id:15} {games} games at {level}: {ended} ended, "
                  f"{len(results) - len(done)} raised; actions mean "
                  f"{sum(lengths) / max(len(lengths), 1):.0f}, longest {max(lengths, default=0)}",
                  flush=True)
    print(f"run length: {time.perf_counter() - begun:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
