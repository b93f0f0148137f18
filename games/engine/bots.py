"""Computer players: one search for every game, over the rules protocol only.

``choose(rules, state, seat, level, seed)`` picks the action of a computer seat with
information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012, "Information
Set Monte Carlo Tree Search"; the shape follows OpenSpiel's ``ISMCTSBot``):

- every iteration starts from a new *determinization* of the position,
  ``rules.determinize(state, seat, rng)``: the parts the seat cannot know (deck orders,
  face-down cards, other seats' hidden cards, future dice) are drawn again, consistently
  with what it knows, so the search never uses anything a person in that seat could not
  know, and two positions that differ only in what the seat cannot know give the same
  choice for the same ``seed``;
- the determinizations share one tree whose nodes are the sequences of actions taken
  from the position (each node keeps, per action, its visits, its reward and how often it
  was *available*: a determinization may allow actions another does not, and an action is
  only compared with the others in the iterations where it could have been taken);
- below the tree, a playout with the game's ``playout_policy``, up to a depth; where it
  stops before the end, the game's optional ``evaluate(state) -> list[float]`` (one
  reward in [0, 1] per seat) judges the position, else the scores do; a game with an
  evaluation is judged by it at its end too (one scale for both, so a search never
  hurries to the end because an end counts more than a position it judged); it may cut
  playouts shorter still (``EVALUATE_AFTER``: at most that many playout actions);
- a game may keep the tree shallow (``TREE_DEPTH``: the most decisions an iteration takes
  in the tree; below, the playout policy plays for every seat): a game whose rewards
  differ by little between moves has its tree explore almost at random, and a tree that
  plays at random below the root judges a move by the bad replies it explores (worse
  for a move followed by the seat's own, better for one followed by another seat's);
- where the game gives ``useful_actions(state)`` (the legal actions less those that do
  nothing, such as a Basilica Order taken with no effect or a Baldrick's Tomb healing scroll at full Health), the search considers only those, at
  the root and in the tree: a computer never spends an action on nothing while an action
  with an effect exists;
- where the game says its playout policy decides (``policy_decides(state)``: free moves
  that undo each other, such as re-arranging equipment, which every search values alike
  and would shuffle for ever), the policy's action in a world determinized for the seat;
- a level that forgets (easy) searches worlds in which the game's optional memory model
  ``forget(world, seat, share, rng)`` has blurred what the seat should remember (in
  Bazyliszek, some rooms of its own pile; in Baldrick's Tomb, the round), and takes its
  playout policy's moves (where the policy decides, or is trusted) in such a world too;
- a seat's reward at the end: 1 for a sole winner (shared among several), plus, for
  games of more than two, the share of the other seats it outscored (so the mean rank
  counts); every seat deciding in the tree maximises its own reward (max^n);
- the chosen action is the one the root visited most (ties to the better mean reward); the
  search stops as soon as no other action can catch up with it; where the search cannot
  tell the most visited action from the playout policy's move (same visits, same value:
  a decided game, where every move wins alike), the policy's move is taken; a game that
  gives ``POLICY_MARGIN`` (a number of standard errors) has the policy's move taken unless
  the most visited action's mean reward beats it by more than that many standard errors
  of the difference (a small search does not act on its playouts' noise);

The strength of a level is its budget (``LEVELS``): iterations, and for the stronger
levels a cap on the actions applied per decision, so that a game whose playouts are long
costs no more time than the others. Both count steps, never seconds, so a choice is exactly
reproducible from its seed, whatever the machine's speed. Pure Python, no pygame.
"""
from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any


@dataclass(frozen=True)
class Level:
    """The budget of one level: ``iterations`` of the search per decision, ``depth`` (the
    most playout actions after the tree before the position is judged; ``None``: to the
    end of the game), ``explore`` (the UCB constant: larger tries more actions) and
    ``forgets`` (0 to 1: how much of what it should remember the seat forgets, in a game
    with a memory model, ``rules.forget(world, seat, share, rng)``) and ``work`` (the most
    actions the search may apply, in the tree and in playouts, over one decision: it ends
    at the first iteration that reaches it, so a game whose playouts are long gets fewer
    iterations; ``None``: no limit; a game whose actions cost more than most to apply
    counts each for ``rules.ACTION_COST`` of them). Every budget counts steps, never
    seconds, so a choice is the same on any machine."""

    iterations: int
    depth: int | None
    explore: float = 0.7
    forgets: float = 0.0
    work: int | None = None


SAME_VALUE = 1e-6        # mean rewards this close are one value (``_Search._untold``)
WORK_HARD = 12_000      # about 0.6 s of Baldrick's Tomb, the costliest game per action
LEVELS: dict[str, Level] = {
    "easy": Level(iterations=24, depth=12, explore=1.4, forgets=0.3),
    "normal": Level(iterations=120, depth=30, work=3_600),
    "hard": Level(iterations=350, depth=60, work=WORK_HARD),
}


@dataclass
class _Arm:
    visits: int = 0
    reward: float = 0.0
    square: float = 0.0          # the sum of the rewards' squares (their spread)
    available: int = 0


@dataclass
class _Node:
    arms: dict[str, _Arm] = field(default_factory=dict)


_KEYS = json.JSONEncoder(sort_keys=True, separators=(",", ":"))   # made once: dumps() would
# make one per call, with these arguments


def action_key(action: dict) -> str:
    """One action as a text that is equal exactly for equal actions (JSON, keys sorted)."""
    return _KEYS.encode(action)


def considered(rules: ModuleType, state: Any) -> list[dict]:
    """The actions a computer player weighs in ``state``: the game's optional
    ``useful_actions(state)`` (its legal actions less those that do nothing while one
    does something), else ``rules.legal_actions(state)``."""
    useful = getattr(rules, "useful_actions", None)
    return useful(state) if useful is not None else rules.legal_actions(state)


def choose(rules: ModuleType, state: Any, seat: int, level: str, seed: int, *,
           iterations: int | None = None) -> dict:
    """The action computer seat ``seat`` takes in ``state`` at ``level`` ("easy",
    "normal" or "hard"): one of ``rules.legal_actions(state)``, the same for the same
    ``seed`` and for every ``state`` the seat cannot tell apart. ``iterations`` overrides
    the level's budget (for tests and benchmarks). ``state`` is unchanged.

    Raises ``ValueError`` when ``seat`` is not the seat that must decide, when the game is
    over or for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"no level {level!r}; the levels are {', '.join(LEVELS)}")
    if rules.is_over(state) or rules.current_seat(state) != seat:
        raise ValueError(f"seat {seat} has no decision to make now")
    legal = considered(rules, state)
    if len(legal) == 1:
        return legal[0]
    decides = getattr(rules, "policy_decides", None)
    budget = LEVELS[level]
    if decides is not None and decides(state):       # the game's policy knows better here
        rng = random.Random(seed)
        return rules.playout_policy(_world(rules, state, seat, budget, rng), rng)
    if iterations is not None:
        budget = Level(iterations, budget.depth, budget.explore, budget.forgets)
    return _Search(rules, seat, budget, random.Random(seed), tie_seed=seed).run(state, legal)


class _Search:
    """One decision's search tree (see the module docstring)."""

    def __init__(self, rules: ModuleType, seat: int, level: Level, rng: random.Random,
                 tie_seed: int = 0):
        self.rules, self.seat, self.level, self.rng = rules, seat, level, rng
        self.tie_seed = tie_seed ^ 0x5EED
        self.tree: dict[tuple[str, ...], _Node] = {}
        self.evaluate = getattr(rules, "evaluate", None)
        self.depth = level.depth
        if self.evaluate is not None:         # the game judges positions: shorter playouts
            after = getattr(rules, "EVALUATE_AFTER", None)
            if after is not None:
                self.depth = after if self.depth is None else min(self.depth, after)
        self.forget = getattr(rules, "forget", None) if level.forgets else None
        self.applied = 0                      # actions applied so far (``Level.work``)
        self.cost = getattr(rules, "ACTION_COST", 1)   # work steps one applied action counts
        self.tree_depth = getattr(rules, "TREE_DEPTH", None) or math.inf   # decisions in the tree
        self.actions = getattr(rules, "useful_actions", None) or rules.legal_actions

    def run(self, state: Any, legal: list[dict]) -> dict:
        """The most visited root action after the level's iterations. The search stops
        early once the most visited action can no longer be caught up by any other in
        the iterations left (every iteration adds one visit to one root action), so the
        choice is the same as after all of them, only sooner."""
        by_key = {action_key(a): a for a in legal}
        # every world determinized for the seat deciding offers it the same actions (the
        # protocol's determinize keeps them: the conformance test checks it), so the root's
        # are listed and keyed once
        self.root_keyed = list(by_key.items())
        root = self.tree[()] = _Node()
        total = self.level.iterations
        for done in range(1, total + 1):
            world = self.rules.determinize(state, self.seat, self.rng)
            if self.forget is not None:
                world = self.forget(world, self.seat, self.level.forgets, self.rng)
            self._iterate(world)
            if _settled(root, by_key, total - done) or (
                    self.level.work is not None and self.applied >= self.level.work):
                break
        best = max(by_key, key=lambda k: (root.arms[k].visits if k in root.arms else -1,
                                          _mean(root.arms.get(k)), k))
        return by_key[self._untold(state, root, by_key, best)]

    def _untold(self, state: Any, root: _Node, by_key: dict, best: str) -> str:
        """``best``, unless the search could not tell it from the move the game's playout
        policy makes (in a world determinized for the seat): visits equal or one short (the
        iterations shared out as evenly as they go) and the same mean reward, as when
        every move wins (or loses) alike; then the policy's move, so a decided game is
        still played sensibly. Drawn from its own generator, so stopping early (which
        leaves a lead of two visits at least) changes nothing."""
        rng = random.Random(self.tie_seed)
        world = self.rules.determinize(state, self.seat, rng)
        if self.forget is not None:           # the same mind as the search's worlds
            world = self.forget(world, self.seat, self.level.forgets, rng)
        key = action_key(self.rules.playout_policy(world, rng))
        arm, top = root.arms.get(key), root.arms[best]
        if key == best or key not in by_key or arm is None or not arm.visits:
            return best
        if arm.visits >= top.visits - 1 and abs(_mean(arm) - _mean(top)) <= SAME_VALUE:
            return key
        margin = getattr(self.rules, "POLICY_MARGIN", None)
        if margin is not None and _mean(top) - _mean(arm) <= margin * _error(top, arm):
            return key
        return best

    def _iterate(self, world: Any) -> None:
        rules, path, visited = self.rules, (), []
        while not rules.is_over(world) and len(visited) < self.tree_depth:
            keyed = (self.root_keyed if not path
                     else [(action_key(a), a) for a in self.actions(world)])
            node = self.tree.get(path)
            if node is None or (not path and not node.arms):   # new: expand, play out
                node = self.tree[path] = node or _Node()
                key, action = self._pick(node, keyed)
                visited.append((node, key, rules.current_seat(world), keyed))
                rules.apply(world, action)
                break
            key, action = self._select(node, keyed)
            visited.append((node, key, rules.current_seat(world), keyed))
            rules.apply(world, action)
            path = path + (key,)
            if node.arms[key].visits == 0:            # first time down this arm: play out
                break
        self.applied += len(visited) * self.cost
        rewards = self._playout(world)
        for node, key, seat, keyed in visited:
            for other, _action in keyed:
                arm = node.arms.setdefault(other, _Arm())
                arm.available += 1
            arm = node.arms[key]
            arm.visits += 1
            arm.reward += rewards[seat]
            arm.square += rewards[seat] * rewards[seat]

    def _pick(self, node: _Node, keyed: list[tuple[str, dict]]) -> tuple[str, dict]:
        """An action of ``keyed`` (``(action_key, action)`` pairs) not yet tried at
        ``node``, at random (any, when all were tried)."""
        fresh = [ka for ka in keyed if ka[0] not in node.arms or node.arms[ka[0]].visits == 0]
        key, action = self.rng.choice(fresh or keyed)
        node.arms.setdefault(key, _Arm())
        return key, action

    def _select(self, node: _Node, keyed: list[tuple[str, dict]]) -> tuple[str, dict]:
        """An untried legal action if there is one, else the best by UCB1 counted over
        the iterations each action was available in."""
        if any(k not in node.arms or node.arms[k].visits == 0 for k, _a in keyed):
            return self._pick(node, keyed)
        c, best, chosen = self.level.explore, -math.inf, []
        for key, action in keyed:
            arm = node.arms[key]
            value = arm.reward / arm.visits + c * math.sqrt(math.log(max(arm.available, 1))
                                                            / arm.visits)
            if value > best + 1e-9:
                best, chosen = value, [(key, action)]
            elif value > best - 1e-9:
                chosen.append((key, action))
        return self.rng.choice(chosen)

    def _playout(self, world: Any) -> list[float]:
        rules, steps, depth = self.rules, 0, self.depth
        while not rules.is_over(world) and (depth is None or steps < depth):
            rules.apply(world, rules.playout_policy(world, self.rng))
            steps += 1
        self.applied += steps * self.cost
        if self.evaluate is not None:      # the game's own scale, also at its end
            return list(self.evaluate(world))
        return rewards(rules, world)


def _world(rules: ModuleType, state: Any, seat: int, level: Level, rng: random.Random) -> Any:
    """A world determinized for ``seat``, blurred by the game's memory model when the
    level forgets (``rules.forget``)."""
    world = rules.determinize(state, seat, rng)
    forget = getattr(rules, "forget", None)
    if forget is not None and level.forgets:
        world = forget(world, seat, level.forgets, rng)
    return world


def _settled(root: _Node, keys: dict, left: int) -> bool:
    """Whether the root's most visited action (of ``keys``) leads every other by more
    than one visit more than the ``left`` iterations to come, so that none can draw level
    or come within one visit of it any more (``_Search._untold``)."""
    visits = sorted((root.arms[k].visits if k in root.arms else 0 for k in keys),
                    reverse=True)
    return len(visits) < 2 or visits[0] - visits[1] > left + 1


def _mean(arm: _Arm | None) -> float:
    return arm.reward / arm.visits if arm and arm.visits else 0.0


WIDEST_SPREAD = 0.25     # the variance of rewards in [0, 1] at most: too few visits to tell


def _error(one: _Arm, other: _Arm) -> float:
    """The standard error of the difference of two arms' mean rewards, from their pooled
    variance (an arm seen twice and lost twice looks certain on its own; pooled, it
    borrows the other's spread), ``WIDEST_SPREAD`` while there are too few visits."""
    n = one.visits + other.visits
    if n < 3:
        return math.sqrt(WIDEST_SPREAD / max(one.visits, 1) + WIDEST_SPREAD / max(other.visits, 1))
    around = sum(arm.square - arm.reward * arm.reward / arm.visits for arm in (one, other))
    pooled = max(0.0, around / (n - 2))
    return math.sqrt(pooled / one.visits + pooled / other.visits)


POINTS_WEIGHT = 0.1      # the share of the points in a reward: a decided game still
# prefers more points to fewer (a seat far ahead never throws a round away)


def rewards(rules: ModuleType, state: Any) -> list[float]:
    """Each seat's reward in [0, 1] for ``state``. At the end of the game: 1 for a sole
    winner (1/k each for k winners) and 0 for the others; in a game of more than two, half
    of that and half the share of the other seats it outscored (a tie counts half), so
    that a search prefers the better rank when it cannot win. Before the end: that share
    alone. Either way blended (``POINTS_WEIGHT``) with the seat's share of all the points
    (``rules.scores``; shifted up when a score is negative; equal shares when every score
    is equal), so that among moves that win (or lose) alike, more points count."""
    scores = rules.scores(state)
    n = len(scores)
    beaten = [sum(1.0 if s > o else 0.5 if s == o else 0.0
                  for j, o in enumerate(scores) if j != i) / max(n - 1, 1)
              for i, s in enumerate(scores)]
    low = min(min(scores), 0)
    total = sum(s - low for s in scores)
    share = [(s - low) / total if total else 1.0 / n for s in scores]
    if not rules.is_over(state):
        main = beaten
    else:
        winners = rules.winners(state)
        won = [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        main = won if n <= 2 else [0.5 * w + 0.5 * b for w, b in zip(won, beaten)]
    return [(1 - POINTS_WEIGHT) * m + POINTS_WEIGHT * p for m, p in zip(main, share)]
