"""Baš-Čelik playout-policy games: ``python -m tests.bas_celik.playouts [GAMES [VARIANT]]``.

Plays ``GAMES`` (default 500) whole games of ``VARIANT`` (``basic``, the default, or
``advanced``) under ``rules.playout_policy``, 2 to 6 seats
in turn and the set-up options drawn per game, checking after every action that every
card is accounted for (``invariant_problems``); prints how many ended, games per
second, the mean and longest number of actions and cycles, and the mean cycles of the
3-player games (for the table-time estimate). Exit status 1 on any failure.
"""
from __future__ import annotations

import random
import sys
import time

MAX_ACTIONS = 20_000


def new(game: int, variant: str = "basic"):
    """``(state, rng)`` of game number ``game`` (seats ``2 + game % 5``, the set-up
    options drawn) in ``variant``."""
    from games.bas_celik import rules
    rng = random.Random(game)
    n = 2 + game % 5
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    options["variant"] = variant
    return rules.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)],
                          options, seed=game), rng


def play(game: int, check: bool = True, variant: str = "basic") -> tuple[int, int, bool, int]:
    """Play game number ``game`` (seats ``2 + game % 5``) in ``variant``; ``(actions,
    cycles, ended, seats)``. Raises ``AssertionError`` naming the step when an invariant
    breaks."""
    from games.bas_celik import rules
    state, rng = new(game, variant)
    n = len(state.players)
    for actions in range(MAX_ACTIONS):
        if rules.is_over(state):
            assert rules.winners(state), f"game {game}: over without a winner"
            return actions, state.cycle, True, n
        rules.apply(state, rules.playout_policy(state, rng))
        if check:
            problems = rules.invariant_problems(state)
            assert not problems, f"game {game} action {actions}: {problems}"
    return MAX_ACTIONS, state.cycle, False, n


def events_seen(games: int, variant: str) -> dict:
    """The first event of each type in ``games`` policy games of ``variant``, each as
    ``(a copy of the state after it, the event)`` (for its log line)."""
    from games.bas_celik import rules
    seen = {}
    for game in range(games):
        state, rng = new(game, variant)
        for _step in range(MAX_ACTIONS):
            if rules.is_over(state):
                break
            for event in rules.apply(state, rules.playout_policy(state, rng)):
                if event["type"] not in seen:
                    seen[event["type"]] = (rules.clone(state), event)
    return seen


def main() -> int:
    """Play and print (see the module docstring)."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    variant = sys.argv[2] if len(sys.argv) > 2 else "basic"
    begun = time.perf_counter()
    results = [play(g, variant=variant) for g in range(games)]
    took = time.perf_counter() - begun
    ended = sum(1 for r in results if r[2])
    actions = [r[0] for r in results]
    three = [r[1] for r in results if r[3] == 3]
    print(f"{variant} variant, {games} games: {ended} ended in {took:.1f} s ({games / took:.1f} games/s, "
          f"invariants checked after every action)")
    print(f"actions per game: mean {sum(actions) / games:.0f}, longest {max(actions)}")
    print(f"cycles per game: mean {sum(r[1] for r in results) / games:.1f}, "
          f"3-player mean {sum(three) / max(1, len(three)):.1f}")
    return 0 if ended == games else 1


if __name__ == "__main__":
    sys.exit(main())
