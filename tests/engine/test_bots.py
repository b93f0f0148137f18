"""The computer players' search (``games.engine.bots``), over every registered game and a
small game whose best move is known.

For every game, at positions reached by the playout policy: ``choose`` returns one of the
legal actions at every level, leaves the state alone, gives the same action for the same
seed, and the same action again for a determinized copy of the position (what the seat
cannot know drawn again), so it never uses what a person in its seat could not know.
The search budgets are cut short here (``iterations``) to keep the suite quick; the
levels' own budgets and their strength are measured by ``python -m tests.bench``.
"""
from __future__ import annotations

import random
import types
from dataclasses import dataclass

import pytest

from games.engine import bots, registry

GAMES = [g.game_id for g in registry.available_games()]


def _positions(game_id: str, count: int = 4):
    """``count`` positions of one game (different seeds, player counts and lengths of play)
    where the seat to move has more than one legal action."""
    info = registry.get(game_id)
    rules = info.rules()
    found = []
    for game in range(40):
        rng = random.Random(game)
        n = rng.randint(info.min_players, info.max_players)
        players = [{"name": f"P{i}", "colour": f"c{i}", "shields": i % 3} for i in range(n)]
        options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
        state = rules.new_game(players, options, seed=game)
        for _ in range(rng.randint(0, 60)):
            if rules.is_over(state):
                break
            rules.apply(state, rules.playout_policy(state, rng))
        if not rules.is_over(state) and len(rules.legal_actions(state)) > 1:
            found.append(state)
        if len(found) == count:
            break
    assert len(found) == count
    return rules, found


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_a_choice_is_legal_reproducible_and_changes_nothing(game_id, level):
    rules, positions = _positions(game_id, 3)
    for state in positions:
        seat, before = rules.current_seat(state), state.to_dict()
        action = bots.choose(rules, state, seat, level, seed=11, iterations=12)
        assert action in rules.legal_actions(state)
        assert state.to_dict() == before
        assert bots.choose(rules, state, seat, level, seed=11, iterations=12) == action


@pytest.mark.parametrize("game_id", GAMES)
def test_a_choice_depends_only_on_what_the_seat_can_know(game_id):
    rules, positions = _positions(game_id, 4)
    for k, state in enumerate(positions):
        seat = rules.current_seat(state)
        other = rules.determinize(state, seat, random.Random(100 + k))   # hidden parts redrawn
        for seed in (1, 2):
            assert (bots.choose(rules, state, seat, "normal", seed, iterations=16)
                    == bots.choose(rules, other, seat, "normal", seed, iterations=16))


def test_a_seat_that_has_no_decision_or_an_unknown_level_is_refused():
    rules, (state, *_rest) = _positions("bazyliszek", 1)
    seat = rules.current_seat(state)
    with pytest.raises(ValueError):
        bots.choose(rules, state, (seat + 1) % len(state.players), "easy", 1)
    with pytest.raises(ValueError):
        bots.choose(rules, state, seat, "grandmaster", 1)


# ------------------------------------------------------------ a game with a known answer
@dataclass
class Pile:
    """Take 1, 2 or 3 counters from a pile; whoever takes the last one wins. From a pile
    of n the player to move wins exactly when n is not a multiple of 4, by leaving one."""
    left: int
    turn: int = 0

    def copy(self):
        return Pile(self.left, self.turn)


def pile_rules() -> types.SimpleNamespace:
    def apply(state, action):
        state.left -= action["take"]
        state.turn = 1 - state.turn if state.left else state.turn
        return []
    return types.SimpleNamespace(
        legal_actions=lambda s: [{"take": k} for k in (1, 2, 3) if k <= s.left],
        apply=apply, current_seat=lambda s: None if s.left == 0 else s.turn,
        is_over=lambda s: s.left == 0,
        scores=lambda s: [int(s.left == 0 and s.turn == p) for p in (0, 1)],
        winners=lambda s: [s.turn] if s.left == 0 else [],
        determinize=lambda s, seat, rng: s.copy(),
        playout_policy=lambda s, rng: {"take": rng.randint(1, min(3, s.left))})


@pytest.mark.parametrize("left", [5, 6, 7, 9, 10, 11])
def test_hard_finds_the_winning_take(left):
    rules = pile_rules()
    action = bots.choose(rules, Pile(left), 0, "hard", seed=3)
    assert (left - action["take"]) % 4 == 0


def test_rewards_give_the_winner_one_and_count_the_rank_and_the_points():
    """9/10 of a reward is the result (a win 1, a shared win 1/k; with more than two seats
    half of it is the share of the others outscored), 1/10 the seat's share of the points."""
    two = types.SimpleNamespace(scores=lambda s: [3, 5], is_over=lambda s: True,
                                winners=lambda s: [1])
    assert bots.rewards(two, None) == pytest.approx([0.1 * 3 / 8, 0.9 + 0.1 * 5 / 8])
    shared = types.SimpleNamespace(scores=lambda s: [4, 4], is_over=lambda s: True,
                                   winners=lambda s: [0, 1])
    assert bots.rewards(shared, None) == pytest.approx([0.5, 0.5])
    three = types.SimpleNamespace(scores=lambda s: [9, 2, 5], is_over=lambda s: True,
                                  winners=lambda s: [0])
    # 1st: won and beat both; 2nd (5 points): beat one of two, so a quarter; 3rd: nothing
    assert bots.rewards(three, None) == pytest.approx(
        [0.9 + 0.1 * 9 / 16, 0.1 * 2 / 16, 0.9 * 0.25 + 0.1 * 5 / 16])
    running = types.SimpleNamespace(scores=lambda s: [1, 1, 0], is_over=lambda s: False,
                                    winners=lambda s: [])
    assert bots.rewards(running, None) == pytest.approx([0.9 * 0.75 + 0.05, 0.9 * 0.75 + 0.05,
                                                         0.0])
    nothing = types.SimpleNamespace(scores=lambda s: [0, 0], is_over=lambda s: False,
                                    winners=lambda s: [])
    assert bots.rewards(nothing, None) == pytest.approx([0.5, 0.5])
    below = types.SimpleNamespace(scores=lambda s: [-2, 2], is_over=lambda s: True,
                                  winners=lambda s: [1])
    assert bots.rewards(below, None) == pytest.approx([0.0, 1.0])    # shifted: 0 and 4 of 4


def test_a_game_may_keep_the_tree_to_the_choices_at_hand():
    """``TREE_DEPTH`` (protocol hint): with 1, the search's tree holds the position alone
    (each choice followed by the playout policy for both seats); without it, the tree
    grows below the choices."""
    def tree_of(rules):
        search = bots._Search(rules, 0, bots.LEVELS["hard"], random.Random(1))
        search.run(Pile(9), rules.legal_actions(Pile(9)))
        return search.tree
    deep = tree_of(pile_rules())
    assert any(len(path) > 1 for path in deep)
    flat_rules = pile_rules()
    flat_rules.TREE_DEPTH = 1
    flat = tree_of(flat_rules)
    assert list(flat) == [()] and sum(arm.visits for arm in flat[()].arms.values()) > 100


@dataclass
class Race:
    """Both seats take turns; the first seat has already won (its 10 points can never be
    caught), and on each of its turns it may take 1 or 3 more points; the game ends after
    four turns."""
    points: list
    turns: int = 0

    def copy(self):
        return Race(list(self.points), self.turns)


def race_rules() -> types.SimpleNamespace:
    def apply(state, action):
        state.points[state.turns % 2] += action["gain"]
        state.turns += 1
        return []
    return types.SimpleNamespace(
        legal_actions=lambda s: [] if s.turns >= 4 else (
            [{"gain": 1}, {"gain": 3}] if s.turns % 2 == 0 else [{"gain": 0}, {"gain": 1}]),
        apply=apply, current_seat=lambda s: None if s.turns >= 4 else s.turns % 2,
        is_over=lambda s: s.turns >= 4, scores=lambda s: list(s.points),
        winners=lambda s: [0] if s.turns >= 4 else [],
        determinize=lambda s, seat, rng: s.copy(),
        playout_policy=lambda s, rng: rng.choice([{"gain": 1}, {"gain": 3}] if s.turns % 2 == 0
                                                 else [{"gain": 0}, {"gain": 1}]))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seat_that_has_won_already_still_takes_more_points(level):
    """A decided game: every move wins, yet the search takes the move worth more points
    (a Bazyliszek seat far ahead once visited rooms it held already, as every move
    seemed to win alike). Easy's few playouts are too noisy to tell two points apart,
    and it need not."""
    for seed in range(5):
        assert bots.choose(race_rules(), Race([10, 0]), 0, level, seed=seed) == {"gain": 3}


class _Counting:
    """A rules module that counts the actions applied through it (``applied``)."""

    def __init__(self, rules):
        self._rules, self.applied = rules, 0

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def apply(self, state, action):
        self.applied += 1
        return self._rules.apply(state, action)


@pytest.mark.parametrize("game_id", GAMES)
def test_stopping_once_the_choice_is_settled_changes_no_choice(game_id, monkeypatch):
    """The search stops when no other root action can catch up with the most visited one
    in the iterations left; searching on to the end of the budget gives the same action."""
    rules, states = _positions(game_id, count=3)
    early = [[bots.choose(rules, s, rules.current_seat(s), "normal", seed, iterations=40)
              for seed in range(3)] for s in states]
    monkeypatch.setattr(bots, "_settled", lambda root, keys, left: False)
    full = [[bots.choose(rules, s, rules.current_seat(s), "normal", seed, iterations=40)
             for seed in range(3)] for s in states]
    assert early == full


def test_the_work_budget_caps_the_actions_applied_per_decision(monkeypatch):
    """``Level.work``: the search ends at the first iteration that has applied that many
    actions (tree and playouts), so a decision never applies more than the work plus one
    iteration's worth (the tree's depth and the level's playout depth)."""
    rules, states = _positions("baldricks_tomb", count=3)
    for work in (50, 400):
        monkeypatch.setitem(bots.LEVELS, "hard", bots.Level(iterations=1_000, depth=30,
                                                            work=work))
        for state in states:
            counting = _Counting(rules)
            bots.choose(counting, state, rules.current_seat(state), "hard", seed=5)
            assert work <= counting.applied <= work + 30 + 40
    monkeypatch.setitem(bots.LEVELS, "hard", bots.Level(iterations=20, depth=30))
    counting = _Counting(rules)
    bots.choose(counting, states[0], rules.current_seat(states[0]), "hard", seed=5)
    assert counting.applied <= 20 * (30 + 40)          # no work cap: the iterations end it


def test_a_dear_action_counts_for_its_cost_in_the_work_budget(monkeypatch):
    """``ACTION_COST`` (protocol hint): with each action counting twice, the search ends
    after half as many applied actions (Labirynt's actions cost about twice the others')."""
    rules, states = _positions("baldricks_tomb", count=2)
    monkeypatch.setitem(bots.LEVELS, "hard", bots.Level(iterations=1_000, depth=30, work=400))
    for state in states:
        plain, dear = _Counting(rules), _Counting(rules)
        dear.ACTION_COST = 2
        bots.choose(plain, state, rules.current_seat(state), "hard", seed=5)
        bots.choose(dear, state, rules.current_seat(state), "hard", seed=5)
        assert 400 <= plain.applied <= 400 + 70
        assert 200 <= dear.applied <= 200 + 70


# ------------------------------------------------ trusting the policy (POLICY_MARGIN)
@dataclass
class Gamble:
    """One decision of seat 0: ``keep`` (the policy's move) wins half the time, ``risk``
    wins with chance ``odds``; the coin is hidden in the future (``determinize`` draws
    a new one), so a search sees only noisy playouts."""
    odds: float
    coin: float = 0.5
    done: bool = False
    won: bool = False

    def copy(self):
        return Gamble(self.odds, self.coin, self.done, self.won)


def gamble_rules(odds: float, margin: float | None) -> types.SimpleNamespace:
    def apply(state, action):
        state.won = state.coin < (0.5 if action["bet"] == "keep" else state.odds)
        state.done = True
        return []

    def determinize(state, seat, rng):
        world = state.copy()
        world.coin = rng.random()
        return world
    rules = types.SimpleNamespace(
        legal_actions=lambda s: [] if s.done else [{"bet": "keep"}, {"bet": "risk"}],
        apply=apply, current_seat=lambda s: None if s.done else 0,
        is_over=lambda s: s.done, scores=lambda s: [int(s.won), int(not s.won)],
        winners=lambda s: ([0] if s.won else [1]) if s.done else [],
        determinize=determinize, playout_policy=lambda s, rng: {"bet": "keep"})
    if margin is not None:
        rules.POLICY_MARGIN = margin
    return rules


def test_a_level_that_forgets_moves_by_its_policy_in_a_world_it_forgot():
    """``forget`` (protocol hint) blurs both the worlds a forgetting level (Easy)
    searches and the one its trusted policy moves in: here the policy risks only in a
    world the memory model changed, so Easy, trusting its policy, risks, and Normal (which
    forgets nothing) keeps. (Baldrick's Tomb's Easy loses count of the rounds so.)"""
    rules = gamble_rules(0.45, 100.0)

    def forget(world, seat, share, rng):
        world.forgot = True
        return world
    rules.forget = forget
    rules.playout_policy = lambda s, rng: {"bet": "risk" if getattr(s, "forgot", False)
                                           else "keep"}
    for seed in range(5):
        assert bots.choose(rules, Gamble(0.45), 0, "easy", seed) == {"bet": "risk"}
        assert bots.choose(rules, Gamble(0.45), 0, "normal", seed) == {"bet": "keep"}


def test_a_game_that_trusts_its_policy_keeps_the_policys_move_against_noise():
    """``POLICY_MARGIN`` (protocol hint): a risk that is slightly worse than the policy's
    move looks better in a small search now and then by luck; with the margin the
    policy's move is kept, for every seed and level. Without it, Easy takes the risk at
    least once in these seeds (what the hint is for: Labirynt's Easy paid for re-rolls
    at random and its games never ended)."""
    seeds = range(30)
    trusting = gamble_rules(0.45, 3.0)
    for level in ("easy", "normal"):
        for seed in seeds:
            assert bots.choose(trusting, Gamble(0.45), 0, level, seed=seed) == {"bet": "keep"}
    untrusting = gamble_rules(0.45, None)
    taken = [bots.choose(untrusting, Gamble(0.45), 0, "easy", seed=seed) for seed in seeds]
    assert {"bet": "risk"} in taken


def test_a_game_that_trusts_its_policy_still_takes_a_move_clearly_better():
    """The margin is a number of standard errors, not a veto: a move that always wins
    beats the policy's coin toss once the search has seen enough of both (Normal)."""
    rules = gamble_rules(1.0, 3.0)
    for seed in range(30):
        assert bots.choose(rules, Gamble(1.0), 0, "normal", seed=seed) == {"bet": "risk"}
