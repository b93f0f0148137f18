"""Basilica's playout policy: a quick, purposeful choice among the legal actions, for
random-game tests and the playouts of computer players. Pure Python; re-exported by
``games.basilica.rules``.

It looks one action ahead without playing it: every legal action is valued by how much it
changes the seat's *margin*, the points the seat would score minus the opponent's if the
cathedral were scored now (designed completion "Scoring an area": the stronger seat in an
area scores its size plus 2 per Stained glass, a tie half each). Building onto an area
the seat leads, placing or hiring a Builder where it wins or ties an area, Dismissing a
rival Builder, Stained glass on a won area all gain; building a crowned element that
starts a scoring ("Ruch pionu Krola") is worth the whole margin then, good when ahead,
bad when behind. Actions that gain nothing (an Order without effect, a Builder placed
where it changes nothing, a Paid Order not worth its Coin) come last, so Builders and
Coins are not wasted. Ties are broken with the given ``rng``.
"""
from __future__ import annotations

import math
import random

from games.basilica import orders
from games.basilica.cathedral import SIDES, State, area_worth, areas, numbers, token_info
from games.basilica.content import load_content

_NO_EFFECT = -1.0          # an Order token taken for nothing
_REDRAW = 0.2              # a redraw is free: it is not one of the three actions
_COIN = 1.0                # what a Coin is worth (it buys a Paid Order)
_FOLLOW_UP = 0.5           # share of a Builder's worth still to come after a Build
_PAID_RISK = 0.3           # an Order the opponent may buy too


def playout_policy(state: State, rng: random.Random) -> dict:
    """One legal action for the seat that must decide now (``rules.current_seat``),
    the best by the valuation of the module docstring, ties broken with ``rng``.
    Raises ``ValueError`` when the game is over."""
    from games.basilica import rules          # rules.py imports this module
    if rules.is_over(state):
        raise ValueError("the game is over: there is no action to choose")
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    board = _Board(state, rules.current_seat(state))
    best, chosen = None, legal[0]
    for action in legal:
        value = board.value(action) + rng.random() * 1e-3
        if best is None or value > best:
            best, chosen = value, action
    return chosen


# How many playout actions a computer player's search plays before ``evaluate`` judges
# the position (issue 11: a heuristic evaluation cuts playouts short in a long game).
EVALUATE_AFTER = 2
_SPREAD = 6.0              # points of lead that make a win about three times as likely


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win as a computer player's search judges ``state`` (two floats
    in [0, 1] summing to 1): the points so far plus the margin the cathedral would give if
    it were scored now (the same valuation as ``playout_policy``), through a logistic
    curve (a lead of ``_SPREAD`` points: about 3 to 1). A finished game gives 1 / 0 (0.5
    each on a tie)."""
    totals = list(state.totals)
    if state.phase == "over":
        if totals[0] == totals[1]:
            return [0.5, 0.5]
        return [1.0, 0.0] if totals[0] > totals[1] else [0.0, 1.0]
    lead = totals[0] - totals[1] + _Board(state, 0).total()
    first = 1.0 / (1.0 + math.exp(-lead * math.log(3.0) / _SPREAD))
    return [first, 1.0 - first]


class _Board:
    """The cathedral's areas with their size, Stained glass and Builder strength per seat,
    read once per decision so each action is valued in constant time."""

    def __init__(self, state: State, me: int):
        self.state, self.me, self.num = state, me, numbers()
        self._total: int | None = None
        self.grid, self.where = state.grid(), state.builder_at()
        self.promoted = {tuple(c) for c in state.promoted}
        glass = {tuple(c) for c in state.stained_glass}
        self.areas: list[tuple[int, int, tuple[int, int]]] = []      # size, glass, strength
        self.area_at: dict[tuple[int, int], list[int]] = {}
        self.colour_area: dict[tuple[tuple[int, int], str], int] = {}
        for area in areas(state):
            cells = [tuple(c) for c in area["cells"]]
            power = [0, 0]
            for c in cells:
                if c in self.where:
                    power[self.where[c]] += self.strength(c)
            index = len(self.areas)
            self.areas.append((len(cells), sum(c in glass for c in cells), tuple(power)))
            for c in cells:
                self.area_at.setdefault(c, []).append(index)
                self.colour_area[(c, area["colour"])] = index

    def strength(self, cell) -> int:
        """The strength of the Builder on ``cell`` (promoted or not)."""
        return self.num.promoted_strength if cell in self.promoted else self.num.builder_strength

    def margin(self, size: int, glass: int, power) -> int:
        """The seat's points minus the opponent's from one area scored now."""
        mine, theirs = power[self.me], power[1 - self.me]
        if mine == theirs:
            return 0
        worth = area_worth(size, glass)
        return worth if mine > theirs else -worth

    def total(self) -> int:
        """The seat's margin over the whole cathedral (the areas are read once per
        decision, so it is summed once)."""
        if self._total is None:
            self._total = sum(self.margin(*a) for a in self.areas)
        return self._total

    def swing(self, changes: dict[tuple[int, int], tuple[int, int]], glass_at=None,
              size_at=None) -> int:
        """How the margin changes when Builder strength changes (``changes``: cell ->
        (seat, added strength)), a Stained glass is added on ``glass_at`` or the element
        on ``size_at`` is taken away (its area shrinks by one)."""
        touched: dict[int, list] = {}
        for cell in {*changes, glass_at, size_at} - {None}:
            for index in self.area_at.get(cell, ()):
                size, glass, power = self.areas[index]
                touched.setdefault(index, [size, glass, list(power)])
        for cell, (seat, added) in changes.items():
            for index in self.area_at.get(cell, ()):
                touched[index][2][seat] += added
        for index in self.area_at.get(glass_at, ()):
            touched[index][1] += 1
        for index in self.area_at.get(size_at, ()):
            touched[index][0] -= 1
            touched[index][1] -= size_at in {tuple(c) for c in self.state.stained_glass}
        return sum(self.margin(*new) - self.margin(*self.areas[i]) for i, new in touched.items())

    # ------------------------------------------------------------------ per action
    def value(self, action: dict) -> float:
        """The worth of ``action`` for the seat deciding (see the module docstring)."""
        kind, state = action["type"], self.state
        if kind == "build":
            return self.build(state.element_fields[action["field"]], (action["x"], action["y"]))
        if kind == "place_builder":
            cell = tuple(state.last_build)
            return float(self.swing({cell: (self.me, self.num.builder_strength)}))
        if kind == "redraw":
            return _REDRAW
        if kind == "order":
            order = token_info(state.order_fields[action["field"]]).order
            if "cell" not in action and order != "tax":
                return _NO_EFFECT
            risk = _PAID_RISK if (load_content().orders[order].paid
                                  and state.coins[1 - self.me] > 0) else 0.0
            return self.order(order, action) - risk
        if kind == "paid_order":
            return self.order(state.pending["order"], action)
        if kind == "pay":
            targets = orders.order_targets(state, state.pending["order"], self.me)
            best = max((self.order(state.pending["order"], t) for t in targets), default=0.0)
            return best - _COIN
        return 0.0                       # decline, score: the baseline

    def build(self, tid: str, cell: tuple[int, int]) -> float:
        """A Build of ``tid`` on ``cell``: the areas it joins or starts, the Builder it
        may carry next, and the scoring its crown may start."""
        tok, num, state = token_info(tid), self.num, self.state
        gain = follow = 0
        for colour in tok.colours:
            joined = {self.colour_area[(c, colour)] for c in _sides(cell)
                      if (c, colour) in self.colour_area}
            if not joined and tok.joker:
                continue                 # a Joker alone is no area
            size = 1 + sum(self.areas[i][0] for i in joined)
            glass = sum(self.areas[i][1] for i in joined)
            power = [sum(self.areas[i][2][s] for i in joined) for s in range(2)]
            gain += self.margin(size, glass, power) - sum(self.margin(*self.areas[i])
                                                          for i in joined)
            helped = list(power)
            helped[self.me] += num.builder_strength
            follow += self.margin(size, glass, helped) - self.margin(size, glass, power)
        if tok.crown and state.king + 1 in num.crown_spaces:
            return float(gain + self.total())        # a scoring now; the turn ends
        value = float(gain)
        if (state.actions_done < num.actions_per_turn - 1
                and state.builders_in_play(self.me) < num.builders_in_play):
            value += _FOLLOW_UP * max(0, follow)
        if tok.crown:
            value += 0.25 if self.total() + gain > 0 else -0.25
        return value

    def order(self, order: str, target: dict) -> float:
        """An Order (or Paid Order) carried out by the seat on ``target``."""
        me, num = self.me, self.num
        cell = tuple(target["cell"]) if "cell" in target else None
        if order == "hire":
            return float(self.swing({cell: (me, num.builder_strength)}))
        if order == "shift":
            power = self.strength(cell)
            return float(self.swing({cell: (me, -power), tuple(target["to"]): (me, power)}))
        if order == "dismiss":
            return float(self.swing({cell: (1 - me, -num.builder_strength)}))
        if order == "promote":
            return float(self.swing({cell: (me, num.promoted_strength - num.builder_strength)}))
        if order == "stained_glass":
            return float(self.swing({}, glass_at=cell))
        if order == "dismantle":
            if cell not in self.grid:            # Scaffolding taken away: room to grow
                return 0.2
            return float(self.swing({}, size_at=cell))
        if order == "scaffold":
            return 0.1 + 0.3 * self.blocked(cell)
        if order == "tax":
            return 0.6 if self.state.coins[1 - me] > 0 else 0.3
        return 0.0

    def blocked(self, cell) -> int:
        """Areas the opponent leads minus areas the seat leads beside ``cell``: what a
        Scaffolding there keeps from growing."""
        count = 0
        for c in _sides(cell):
            for index in self.area_at.get(c, ()):
                lead = self.margin(*self.areas[index])
                count += (lead < 0) - (lead > 0)
        return count


def _sides(cell: tuple[int, int]) -> list[tuple[int, int]]:
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in SIDES]
