"""The playout policy of Labirynt Czarnoksiężnika against another version of it, measured
(not a test). Run ``python -m tests.labirynt.policy_duel OLD_POLICY_PY [GAMES] [TEAMS]``,
e.g. after ``git show main:games/labirynt/policy.py > /tmp/old_policy.py``: plays GAMES
games (default 200) of TEAMS teams (default 2), this policy on seat ``game % TEAMS``
and the other file's ``choose`` on every other seat, and prints this policy's win rate
with its 95 % Wilson interval, how long the games were and how many re-rolls and paid
Teleport choices each side made. The other file is loaded as a module of its own; it
may import this package's modules (the rules are shared)."""
from __future__ import annotations

import importlib.util
import random
import statistics
import sys

from games.labirynt import rules
from games.labirynt.policy import choose as new_choose
from tests.bench_bots import wilson

MAX_ACTIONS = 20_000


def load(path: str):
    """The policy module in the file at ``path``."""
    spec = importlib.util.spec_from_file_location("labirynt_other_policy", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def play(seed: int, teams: int, other) -> tuple[bool, int, dict]:
    """One game: whether this policy's seat won, the turns and each side's paid actions."""
    rng = random.Random(seed)
    players = [{"name": f"P{i}", "colour": f"c{i}"} for i in range(teams)]
    state = rules.new_game(players, {}, seed)
    mine = seed % teams
    paid = {"new": {"reroll": 0, "teleport_to": 0}, "old": {"reroll": 0, "teleport_to": 0}}
    for _ in range(MAX_ACTIONS):
        if rules.is_over(state):
            break
        seat = rules.current_seat(state)
        legal = rules.legal_actions(state)
        who = "new" if seat == mine else "old"
        action = (new_choose if who == "new" else other.choose)(state, legal, rng)
        if action["type"] in paid[who]:
            paid[who][action["type"]] += 1
        rules.apply(state, action)
    return rules.winners(state) == [mine], state.turn_no, paid


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    other = load(argv[0])
    games = int(argv[1]) if len(argv) > 1 else 200
    teams = int(argv[2]) if len(argv) > 2 else 2
    wins, turns, paid = 0, [], {"new": {}, "old": {}}
    for seed in range(games):
        won, length, spent = play(seed, teams, other)
        wins += won
        turns.append(length)
        for who in spent:
            for kind, n in spent[who].items():
                paid[who][kind] = paid[who].get(kind, 0) + n
    low, high = wilson(wins / games, games)
    print(f"{games} games of {teams} teams: this policy won {wins / games:.1%} "
          f"[{low:.1%}, {high:.1%}] (a fair share is {1 / teams:.0%}); median "
          f"{statistics.median(turns):.0f} turns; paid per game: "
          + "; ".join(f"{who} " + ", ".join(f"{k} {n / games:.1f}" for k, n in kinds.items())
                      for who, kinds in paid.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
