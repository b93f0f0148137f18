"""Playout-policy games of Labirynt Czarnoksiężnika, measured (not a test: run
``python -m tests.labirynt.playouts [games]``; ``--random [games]`` plays 20,000
uniformly random actions per game instead and checks that nothing breaks). Every game must end, across 2-4 teams,
with the 88 Finds, 21 Crystals and 12 Runes accounted for after every action; it prints
games per second, actions and turns per game by team count (and by the re-roll reading
drawn, ``rerolls``), and the estimate of a game's length at one table (``SECONDS_PER_TURN`` a turn: a move, a roll or a short fight, a
click through the chamber)."""
from __future__ import annotations

import random
import statistics
import sys
import time

from games.labirynt import rules

SECONDS_PER_TURN = 25
MAX_ACTIONS = 20_000


def play(seed: int, teams: int, check: bool = True) -> tuple[rules.State, int]:
    """One game under the playout policy: the final state and the number of actions.
    Raises ``AssertionError`` on a broken invariant or a game that does not end."""
    rng = random.Random(seed)
    players = [{"name": f"P{i}", "colour": f"c{i}"} for i in range(teams)]
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    state = rules.new_game(players, options, seed)
    for step in range(MAX_ACTIONS):
        if rules.is_over(state):
            return state, step
        rules.apply(state, rules.playout_policy(state, rng))
        if check:
            problems = rules.invariant_problems(state)
            assert not problems, f"seed {seed} step {step}: {problems}"
    raise AssertionError(f"seed {seed}: no end in {MAX_ACTIONS} actions")


def random_play(seed: int, actions: int = MAX_ACTIONS) -> int:
    """Up to ``actions`` uniformly random actions (invariants checked after each); returns
    how many were taken (fewer when the game ended)."""
    rng = random.Random(seed)
    players = [{"name": f"P{i}", "colour": f"c{i}"} for i in range(2 + seed % 3)]
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    state = rules.new_game(players, options, seed)
    for step in range(actions):
        if rules.is_over(state):
            return step
        rules.apply(state, rng.choice(rules.legal_actions(state)))
        problems = rules.invariant_problems(state)
        assert not problems, f"seed {seed} step {step}: {problems}"
    return actions


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--random":
        games = int(argv[1]) if len(argv) > 1 else 50
        start = time.perf_counter()
        taken = [random_play(seed) for seed in range(games)]
        print(f"{games} random games, {sum(taken)} actions without an exception in "
              f"{time.perf_counter() - start:.0f} s ({sum(t < MAX_ACTIONS for t in taken)} ended)")
        return 0
    games = int(argv[0]) if argv else 500
    start = time.perf_counter()
    by_teams: dict[int, list[tuple[int, int]]] = {2: [], 3: [], 4: []}
    by_reading: dict[tuple[int, str], list[int]] = {}
    for game in range(games):
        teams = 2 + game % 3
        state, actions = play(game, teams)
        by_teams[teams].append((actions, state.turn_no))
        reading = state.options.get("rerolls", "again")
        by_reading.setdefault((teams, reading), []).append(state.turn_no)
    seconds = time.perf_counter() - start
    print(f"{games} games in {seconds:.1f} s: {games / seconds:.1f} games per second "
          "(invariants checked after every action)")
    for teams, rows in by_teams.items():
        if not rows:
            continue
        actions = [a for a, _t in rows]
        turns = [t for _a, t in rows]
        minutes = statistics.median(turns) * SECONDS_PER_TURN / 60
        print(f"{teams} teams: {len(rows)} games, actions mean {statistics.mean(actions):.0f} "
              f"max {max(actions)}, turns median {statistics.median(turns):.0f} "
              f"(p10 {sorted(turns)[len(turns) // 10]}, p90 {sorted(turns)[len(turns) * 9 // 10]}), "
              f"about {minutes:.0f} minutes at {SECONDS_PER_TURN} s a turn")
    for (teams, reading), turns in sorted(by_reading.items()):
        print(f"  {teams} teams, re-rolls {reading}: {len(turns)} games, turns median "
              f"{statistics.median(turns):.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
