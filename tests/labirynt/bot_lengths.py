"""How long Labirynt games between computer players last under each reading of the re-roll
rule, measured (not a test). Run ``python -m tests.labirynt.bot_lengths LEVEL TEAMS
READING [GAMES] [FIRST_SEED]``, e.g. ``nice python -m tests.labirynt.bot_lengths hard 3
once 4``: plays GAMES games (default 4) of TEAMS teams with every seat the computer at
LEVEL (``games.engine.bots.choose``, as the board plays them) and the setup option
``rerolls`` set to READING (``once`` or ``again``; ``rolls.py``), the other options at
their defaults with sides and starters drawn, and prints per game the turns, the actions,
the re-rolls made and the gems they cost, the Changes of Fate cast and the seconds it
took, then the median turns. A Hard game takes minutes of CPU.
"""
from __future__ import annotations

import statistics
import sys
import time

from games.engine import bots
from games.labirynt import rules

MAX_ACTIONS = 30_000


def play(level: str, teams: int, reading: str, seed: int) -> dict:
    """One game; ``{"turns", "actions", "rerolls", "fates", "seconds", "ended"}``."""
    players = [{"name": f"P{i}", "colour": f"c{i}"} for i in range(teams)]
    options = {o.key: o.default for o in rules.setup_options()}
    options.update(sides="random", starters="random", rerolls=reading)
    state = rules.new_game(players, options, seed)
    begun = time.process_time()
    rerolls = fates = 0
    actions = 0
    for actions in range(MAX_ACTIONS):
        if rules.is_over(state):
            break
        seat = rules.current_seat(state)
        action = bots.choose(rules, state, seat, level, seed=seed * 100_003 + actions)
        rerolls += action["type"] == "reroll"
        fates += action["type"] == "fate"
        rules.apply(state, action)
    return {"turns": state.turn_no, "actions": actions, "rerolls": rerolls, "fates": fates,
            "seconds": time.process_time() - begun, "ended": rules.is_over(state)}


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__)
        return 2
    level, teams, reading = argv[0], int(argv[1]), argv[2]
    games = int(argv[3]) if len(argv) > 3 else 4
    first = int(argv[4]) if len(argv) > 4 else 1
    rows = []
    for seed in range(first, first + games):
        row = play(level, teams, reading, seed)
        rows.append(row)
        print(f"{level} {teams} teams {reading} seed {seed}: {row['turns']} turns, "
              f"{row['actions']} actions, {row['rerolls']} re-rolls "
              f"({2 * row['rerolls']} gems), {row['fates']} Changes of Fate, "
              f"{row['seconds']:.0f} s CPU{'' if row['ended'] else ', NOT ENDED'}", flush=True)
    turns = [r["turns"] for r in rows]
    print(f"{level} {teams} teams {reading}: turns median {statistics.median(turns):.0f} "
          f"(min {min(turns)}, max {max(turns)}), re-rolls mean "
          f"{statistics.mean(r['rerolls'] for r in rows):.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
