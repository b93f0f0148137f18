"""How strong and how quick the computer players are: a benchmark, not a test.

``python -m tests.bench_bots [GAMES_PER_PAIRING] [HARD_GAMES] [TABLE_GAMES]`` plays two-seat games of
every available game between two players and prints, per game and pairing, the first
player's score rate (a win 1, a shared win 1/2) with its 95 % Wilson interval, and the
decision times per level (median and max). Seats are rotated: the first player takes
seat 0 in even games and seat 1 in odd ones. The pairings are issue 11's: Hard vs a
player choosing uniformly among the legal actions ("random"), Hard vs Easy and Normal vs
Easy (defaults: 100 games for Easy and Normal pairings, 30 for Hard ones). For a game of
more than two seats it also plays three-seat tables, one player against two of the other
level (``python -m tests.bench_bots N HARD_N TABLE_N``, default 30 per pairing), and
prints that one's mean rank with its 95 % interval. Both cores are used (one game per
process, every game queued at once). Decision times are the deciding process's CPU time
(what a decision costs, whatever else the machine is doing; on an idle machine the wait a
player sees). Prints how long the run took.

``--only GAME[,GAME]`` plays only those games; ``--options KEY=VALUE[,KEY=VALUE]`` sets
set-up options in every game that has them (its ``setup_options`` or
``unoffered_options``), e.g. ``--only bas_celik --options variant=advanced`` measures
Baš-Čelik's advanced variant; ``--pairings FIRST-SECOND[,...]`` plays only those
pairings (``normal-easy,hard-easy``).
"""
from __future__ import annotations

import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))
TABLE_SEATS = 3                   # the table for games of more than two seats


def _players(game_id: str, n: int = 2) -> list[dict]:
    names = ["A", "B", "C", "D", "E"]
    colours = ["blue", "yellow", "red", "green", "purple"]
    players = [{"name": names[i], "colour": colours[i]} for i in range(n)]
    if game_id == "bazyliszek":
        for p in players:
            p["shields"] = 0
    return players


def play_one(args: tuple) -> tuple[float, float, dict[str, list[float]]]:
    """One game of ``game_id`` with ``seats`` seats: ``first`` (a level or "random") on
    seat ``game % seats``, ``second`` on every other seat. Returns the first's score (a
    win 1, a win shared by k seats 1/k), its rank (1 the best; seats on equal scores share
    the mean of their places) and the seconds per decision by level."""
    from games.engine import bots, registry
    game_id, first, second, game, seats, *extra = args
    rules = registry.get(game_id).rules()
    state = rules.new_game(_players(game_id, seats), game_options(rules, *extra), 1000 + game)
    seat_of_first = game % seats
    levels = {s: (first if s == seat_of_first else second) for s in range(seats)}
    rng, times = random.Random(game), {first: [], second: []}
    while not rules.is_over(state):
        seat = rules.current_seat(state)
        level = levels[seat]
        start = time.process_time()
        if level == "random":
            action = rng.choice(rules.legal_actions(state))
        else:
            action = bots.choose(rules, state, seat, level, rng.randrange(2 ** 31))
        times[level].append(time.process_time() - start)
        rules.apply(state, action)
    winners = rules.winners(state)
    score = (1.0 / len(winners)) if seat_of_first in winners else 0.0
    mine = rules.scores(state)[seat_of_first]
    better = sum(1 for s in rules.scores(state) if s > mine)
    level_with = sum(1 for s in rules.scores(state) if s == mine)   # itself included
    rank = better + (level_with + 1) / 2
    return score, rank, times


def parse_options(text: str) -> dict:
    """``--options`` text ``"variant=advanced,bc_player=true"`` as a dict (``true`` /
    ``false`` as booleans, whole numbers as ints, anything else as text)."""
    out = {}
    for pair in filter(None, text.split(",")):
        key, _eq, value = pair.partition("=")
        low = value.lower()
        out[key] = True if low == "true" else False if low == "false" else \
            int(value) if value.lstrip("-").isdigit() else value
    return out


def game_options(rules, options: dict | None = None) -> dict:
    """The ``options`` the game ``rules`` takes (its ``setup_options`` and
    ``unoffered_options``); the others are left out."""
    keys = {o.key for o in [*rules.setup_options(), *getattr(rules, "unoffered_options", list)()]}
    return {k: v for k, v in (options or {}).items() if k in keys}


def wilson(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate seen in ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _times(results) -> str:
    per_level: dict[str, list[float]] = {}
    for *_r, times in results:
        for level, found in times.items():
            per_level.setdefault(level, []).extend(found)
    return ", ".join(f"{level} {statistics.median(t) * 1000:.0f} / {max(t) * 1000:.0f}"
                     for level, t in per_level.items() if level != "random" and t)


def main() -> None:
    """Play every pairing of every game and print the table (see the module docstring)."""
    from games.engine import registry
    args, only, options, pairings = list(sys.argv[1:]), None, {}, PAIRINGS
    if "--only" in args:
        at = args.index("--only")
        only = set(args[at + 1].split(","))
        del args[at:at + 2]
    if "--options" in args:
        at = args.index("--options")
        options = parse_options(args[at + 1])
        del args[at:at + 2]
        print(f"set-up options: {options}")
    if "--pairings" in args:
        at = args.index("--pairings")
        pairings = tuple(tuple(p.split("-")) for p in args[at + 1].split(","))
        del args[at:at + 2]
    easy_games = int(args[0]) if len(args) > 0 else 100
    hard_games = int(args[1]) if len(args) > 1 else 30
    table_games = int(args[2]) if len(args) > 2 else 30
    games = [info for info in registry.available_games()
             if only is None or info.game_id in only]
    begun = time.perf_counter()
    runs = []                         # (game, first, second, seats, games): all queued at once
    for info in games:
        for first, second in pairings:
            n = hard_games if "hard" in (first, second) else easy_games
            runs.append((info.game_id, first, second, 2, n))
    for info in games:                                  # the tables after every two-seat game
        if info.max_players > 2 and table_games > 0:
            for first, second in pairings:
                runs.append((info.game_id, first, second, TABLE_SEATS, table_games))
    with ProcessPoolExecutor(max_workers=2) as pool:
        futures = [[pool.submit(play_one, (g, first, second, k, seats, options))
                    for k in range(n)] for g, first, second, seats, n in runs]
        print("two seats, seats rotated: the first player's score rate (a win 1, a shared "
              "win 1/k)")
        print("game            pairing           games  rate   95% interval   "
              "decision CPU ms (median / max) per level")
        for (g, first, second, seats, n), found in zip(runs, futures):
            if seats != 2:
                continue
            results = [f.result() for f in found]
            rate = sum(r[0] for r in results) / n
            low, high = wilson(rate, n)
            print(f"{g:15} {first:>6} vs {second:<7} {n:5}  {rate:5.2f}  [{low:.2f}, {high:.2f}]"
                  f"   {_times(results)}", flush=True)
        print(f"\n{TABLE_SEATS} seats, one player against {TABLE_SEATS - 1} of the other "
              f"level, seats rotated: the one's mean rank (1 best, {TABLE_SEATS} worst; "
              f"{(TABLE_SEATS + 1) / 2:.1f} is even)")
        print("game            pairing           games  mean rank  95% interval   win rate")
        for (g, first, second, seats, n), found in zip(runs, futures):
            if seats == 2:
                continue
            results = [f.result() for f in found]
            ranks = [r[1] for r in results]
            mean = statistics.fmean(ranks)
            half = 1.96 * statistics.stdev(ranks) / math.sqrt(n) if n > 1 else float("nan")
            wins = sum(r[0] for r in results) / n
            print(f"{g:15} {first:>6} vs {second:<7} {n:5}  {mean:9.2f}  "
                  f"[{mean - half:.2f}, {mean + half:.2f}]   {wins:.2f}", flush=True)
    print(f"run length: {time.perf_counter() - begun:.0f} s")


if __name__ == "__main__":
    main()
