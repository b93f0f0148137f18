"""``playout_policy``: legal, decided only by what the deciding seat sees, wasting nothing
(no healing at full HP, no gold for steps except in the last turn before the collapse, to
reach the Exit or, while it is still face down, a face-down token that may be it,
no scroll discarded while a less useful one is held) and clearly better than random."""
import random

import pytest

from games.baldricks_tomb import rules as R
from games.baldricks_tomb.policy import _KEEP
from tests.baldricks_tomb.helpers import players
from tests.baldricks_tomb.test_random_games import options_for


def policy_games(games, first=0):
    """Yield ``(state before, action, state after)`` for every action of ``games``
    games played by the policy at every seat, 1-4 players, every variant."""
    for game in range(first, first + games):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), options_for(game, rng), seed=game)
        while not R.is_over(s):
            before = R.clone(s)
            action = R.playout_policy(s, rng)
            R.apply(s, action)
            yield before, action, s


def test_the_policy_raises_once_the_game_is_over():
    *_, (_, _, end) = policy_games(1)
    assert R.is_over(end)
    with pytest.raises(ValueError):
        R.playout_policy(end, random.Random(1))


def test_the_policy_chooses_from_what_the_deciding_seat_sees():
    """The same choice in every world the deciding seat cannot tell apart."""
    rng = random.Random(4)
    checked = 0
    for before, action, _ in policy_games(12):
        if rng.random() < 0.2:
            seat, k = R.current_seat(before), rng.random()
            world = R.determinize(before, seat, random.Random(rng.random()))
            assert R.playout_policy(world, random.Random(k)) == R.playout_policy(before, random.Random(k))
            checked += 1
    assert checked > 200


def test_the_policy_wastes_nothing():
    handlers = lambda card: [e.handler for e in R.content().scrolls[card].effects]  # noqa: E731
    paid = plays = hunted = 0
    for before, action, after in policy_games(30):
        seat = R.current_seat(before)
        if action["type"] == "play_scroll":
            plays += 1
            used = handlers(action["card"])
            if "heal" in used:
                assert before.hp[seat] < R.MAX_HP
            if "cure_poison" in used:
                assert before.poison[seat] > 0
            assert "peek" not in used and "teleport" not in used
        forced = {"type": "end_move"} not in R.legal_actions(before)   # on another pawn
        if action["type"] == "step" and R.step_options(before)[tuple(action["cell"])] and not forced:
            paid += 1
            assert before.doom == before.rounds          # the seat's last turn on the floor
            if before.tokens["exit"]["up"]:              # to the Exit, closer each step
                exit_cell = before.tokens["exit"]["cell"]
                assert sum(abs(a - b) for a, b in zip(action["cell"], exit_cell)) < \
                    sum(abs(a - b) for a, b in zip(before.cells[seat], exit_cell))
            else:                                        # to a face-down token: one is the Exit
                hunted += 1
                face_down = [t["cell"] for t in before.tokens.values()
                             if t["at"] == "board" and not t["up"]]
                near = lambda c: min(sum(abs(a - b) for a, b in zip(c, d)) for d in face_down)  # noqa: E731
                assert near(action["cell"]) < near(before.cells[seat])
                assert before.gold[seat] >= 2 * len(face_down)
        if action["type"] == "discard_scroll":
            value = lambda c: max(_KEEP[h] for h in handlers(c))   # noqa: E731
            assert value(action["card"]) == min(value(c) for c in before.scrolls[seat])
    assert plays > 50 and paid > hunted > 0


def test_the_policy_beats_random_players_clearly():
    """One seat plays the policy, the others choose uniformly at random: over 60 games
    of 2-4 players it wins at least twice its fair share."""
    wins = share = 0.0
    for game in range(60):
        rng = random.Random(game)
        n = 2 + game % 3
        s = R.new_game(players(n), {}, seed=game)
        me = game % n
        while not R.is_over(s):
            legal = R.legal_actions(s)
            R.apply(s, R.playout_policy(s, rng) if R.current_seat(s) == me else rng.choice(legal))
        wins += me in R.winners(s)
        share += 1 / n
    assert wins >= 2 * share, (wins, share)
