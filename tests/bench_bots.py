"""How strong and how quick the computer players are: a benchmark, not a test.

``python -m tests.bench_bots [GAMES_PER_PAIRING] [HARD_GAMES]`` plays two-seat games of
every available game between two players and prints, per game and pairing, the first
player's score rate (a win 1, a shared win 1/2) with its 95 % Wilson interval, and the
decision times per level (median and max). Seats are rotated: the first player takes
seat 0 in even games and seat 1 in odd ones. The pairings are issue 11's: Hard vs a
player choosing uniformly among the legal actions ("random"), Hard vs Easy and Normal vs
Easy (defaults: 100 games for Easy and Normal pairings, 30 for Hard ones). Both cores are
used (one game per process). Prints how long the run took.
"""
from __future__ import annotations

import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def _players(game_id: str) -> list[dict]:
    players = [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "yellow"}]
    if game_id == "bazyliszek":
        for p in players:
            p["shields"] = 0
    return players


def play_one(args: tuple[str, str, str, int]) -> tuple[float, dict[str, list[float]]]:
    """One game of ``game_id`` between ``first`` and ``second`` (levels or "random"), the
    first on seat ``game % 2``: (the first's score, seconds per decision by level)."""
    from games.engine import bots, registry
    game_id, first, second, game = args
    rules = registry.get(game_id).rules()
    state = rules.new_game(_players(game_id), {}, 1000 + game)
    seat_of_first = game % 2
    levels = {seat_of_first: first, 1 - seat_of_first: second}
    rng, times = random.Random(game), {first: [], second: []}
    while not rules.is_over(state):
        seat = rules.current_seat(state)
        level = levels[seat]
        start = time.perf_counter()
        if level == "random":
            action = rng.choice(rules.legal_actions(state))
        else:
            action = bots.choose(rules, state, seat, level, rng.randrange(2 ** 31))
        times[level].append(time.perf_counter() - start)
        rules.apply(state, action)
    winners = rules.winners(state)
    score = (1.0 / len(winners)) if seat_of_first in winners else 0.0
    return score, times


def wilson(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate seen in ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def main() -> None:
    """Play every pairing of every game and print the table."""
    from games.engine import registry
    easy_games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    hard_games = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    begun = time.perf_counter()
    print("game            pairing           games  first's rate  95% interval   "
          "decision ms (median / max) per level")
    with ProcessPoolExecutor(max_workers=2) as pool:
        for info in registry.available_games():
            for first, second in PAIRINGS:
                n = hard_games if "hard" in (first, second) else easy_games
                results = list(pool.map(play_one, [(info.game_id, first, second, g)
                                                   for g in range(n)]))
                rate = sum(score for score, _t in results) / n
                low, high = wilson(rate, n)
                per_level = {}
                for _score, times in results:
                    for level, found in times.items():
                        per_level.setdefault(level, []).extend(found)
                shown = ", ".join(f"{level} {statistics.median(t) * 1000:.0f} / "
                                  f"{max(t) * 1000:.0f}" for level, t in per_level.items()
                                  if level != "random" and t)
                print(f"{info.game_id:15} {first:>6} vs {second:<7} {n:5}  {rate:10.2f}   "
                      f"[{low:.2f}, {high:.2f}]   {shown}")
    print(f"run length: {time.perf_counter() - begun:.0f} s")


if __name__ == "__main__":
    main()
