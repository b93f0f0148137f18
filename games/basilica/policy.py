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
bad when behind. Actions that gain nothing (a Builder placed where it changes nothing, a
Paid Order not worth its Coin) come late, so Builders and Coins are not wasted; an
Order taken with no effect (:func:`has_effect`) comes after every action that has one,
whatever that one is worth. Ties are broken with the given ``rng``.

The valuation is quick (a computer player's search runs it ``EVALUATE_AFTER`` times per
iteration, hundreds of iterations per decision): the legal actions are built from what is
read once per position (:class:`_Board`; the cathedral's areas, frontier and load-bearing
elements once per cathedral, ``cathedral.shape``), each element colour's part of a Build
is worked out once per cell for the three element fields together, each Order's targets
once for the Order fields that show it, and what one more Builder does once per area. :func:`useful_actions` gives a computer player's search the legal actions
less those with no effect.
"""
from __future__ import annotations

import math
import random

from games.basilica import orders
from games.basilica.cathedral import SIDES, State, numbers, shape, token_info
from games.basilica.content import load_content

_NO_EFFECT = -1e9          # an Order token taken for nothing: after every other action
_REDRAW = 0.2              # a redraw is free: it is not one of the three actions
_COIN = 1.0                # what a Coin is worth (it buys a Paid Order)
_FOLLOW_UP = 0.5           # share of a Builder's worth still to come after a Build
_PAID_RISK = 0.3           # an Order the opponent may buy too
_NOISE = 1e-3              # the random tie-break added to each value


def has_effect(state: State, action: dict) -> bool:
    """False exactly for an action that would change nothing on the table: an Order taken
    without a target because it has no possible one (``orders.order_targets`` empty: Hire
    with no Builder in supply or no element free, Promote without an advancement token,
    Tax with no Coin to take, ...; "Wykonanie Rozkazu": its token is discarded with no
    effect, and it may even offer the opponent its Paid Order). Every other legal action of Basilica does something (a Build, a Builder
    placed, a redraw, an Order or Paid Order on a target, paying or declining an offer,
    moving the score markers). ``action`` is one of ``rules.legal_actions(state)``."""
    if action.get("type") != "order" or "cell" in action:
        return True
    order = token_info(state.order_fields[action["field"]]).order
    return bool(orders.order_targets(state, order, state.turn))


def useful_actions(state: State) -> list[dict]:
    """The legal actions a computer player considers (the protocol's optional hint for
    computer players): ``rules.legal_actions(state)`` in its order, less every Order taken
    with no effect (:func:`has_effect`) while some action has an effect; all of them when
    none has (never empty while the game goes on)."""
    from games.basilica import rules          # rules.py imports this module
    legal = rules.legal_actions(state)
    if state.phase != "play":
        return legal
    tokens, taxed = _token_table(), None
    kept = []
    for action in legal:                      # an Order without a target has none, but Tax
        if action["type"] == "order" and "cell" not in action:     # takes none either
            if tokens[state.order_fields[action["field"]]][3] != "tax":
                continue
            if taxed is None:
                taxed = bool(orders.order_targets(state, "tax", state.turn))
            if not taxed:
                continue
        kept.append(action)
    return kept or legal


def playout_policy(state: State, rng: random.Random) -> dict:
    """One legal action for the seat that must decide now (``rules.current_seat``),
    the best by the valuation of the module docstring, ties broken with ``rng`` (one
    draw per legal action, in the order of ``rules.legal_actions``). Raises
    ``ValueError`` when the game is over."""
    from games.basilica import rules          # rules.py imports this module
    if rules.is_over(state):
        raise ValueError("the game is over: there is no action to choose")
    if state.phase != "play":
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        board = _Board(state, rules.current_seat(state))
        best, chosen = None, legal[0]
        for action in legal:
            value = board.value(action) + rng.random() * _NOISE
            if best is None or value > best:
                best, chosen = value, action
        return chosen
    return _Board(state, state.turn).best_play(rng)


# How many playout actions a computer player's search plays before ``evaluate`` judges
# the position (issue 11: a heuristic evaluation cuts playouts short in a long game).
# Four reach into the opponent's reply (a turn is three actions): a lead an opponent
# can take back at once is no lead. With two (the rest of the seat's own turn), Hard
# beat Easy in 0.70 of 40 games [0.55, 0.82]; with four, 0.94 [0.82, 0.98] (five: 0.90,
# for half as long again), once the playout policy had become quick enough to afford it.
EVALUATE_AFTER = 4
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


_TABLE: tuple = (None, {})


def _token_table() -> dict[str, tuple[tuple[str, ...], bool, bool, str]]:
    """Every token's ``(colours, joker, crown, order)`` by id, read once from the content
    (``token_info`` per element would cost a call each, thousands of times a decision)."""
    global _TABLE
    content = load_content()
    if _TABLE[0] is not content:
        _TABLE = (content, {tid: (t.colours, t.joker, t.crown, t.order)
                            for tid, t in content.tokens.items()})
    return _TABLE[1]


class _Board:
    """The cathedral's areas with their size, Stained glass and Builder strength per seat,
    read once per position so each action is valued in constant time. The areas
    themselves come from the cathedral's shared ``cathedral.shape``: only the Builders and
    the Stained glass are read here."""

    def __init__(self, state: State, me: int):
        self.state, self.me, self.num = state, me, numbers()
        self.glass_points = self.num.stained_glass_points
        self.tokens = _token_table()
        self.shape = found = shape(state)
        self.grid, self.area_at, self.colour_area = found.grid, found.area_at, found.colour_area
        self.where = where = {(x, y): seat for x, y, seat in state.builders}
        self.promoted = promoted = {(x, y) for x, y in state.promoted}
        self.glass = {(x, y) for x, y in state.stained_glass}
        base, high = self.num.builder_strength, self.num.promoted_strength
        count = len(found.areas)
        power = [[0, 0] for _index in range(count)]
        glass = [0] * count
        for cell, seat in where.items():
            for index in found.area_at.get(cell, ()):
                power[index][seat] += high if cell in promoted else base
        for cell in self.glass:
            for index in found.area_at.get(cell, ()):
                glass[index] += 1
        # per area: size, Stained glass, strength per seat; and its margin
        self.areas: list[tuple[int, int, tuple[int, int]]] = [
            (len(cells), glass[i], tuple(power[i])) for i, (_colour, cells) in enumerate(found.areas)]
        self.margins = [self.margin(*area) for area in self.areas]
        self._parts: dict = {}
        self._values: dict = {}
        self._hire_gains: list | None = None
        self._total = sum(self.margins)
        self.supply = self.num.builders_in_play - sum(1 for b in state.builders if b[2] == me)
        # a Builder may follow a Build this turn ("Wystawienie Budowniczego")
        self.follows = state.actions_done < self.num.actions_per_turn - 1 and self.supply > 0

    def strength(self, cell) -> int:
        """The strength of the Builder on ``cell`` (promoted or not)."""
        return self.num.promoted_strength if cell in self.promoted else self.num.builder_strength

    def margin(self, size: int, glass: int, power) -> int:
        """The seat's points minus the opponent's from one area scored now (its worth is
        ``cathedral.area_worth``, written out: this runs a million times a decision)."""
        mine, theirs = power[self.me], power[1 - self.me]
        if mine == theirs:
            return 0
        worth = size + glass * self.glass_points
        return worth if mine > theirs else -worth

    def total(self) -> int:
        """The seat's margin over the whole cathedral."""
        return self._total

    def added(self, cell, seat: int, strength: int) -> int:
        """How the margin changes when ``seat`` gains ``strength`` on ``cell`` (negative:
        loses): :meth:`swing` for one cell, the common case, without its bookkeeping."""
        change = 0
        for index in self.area_at.get(cell, ()):
            size, glass, power = self.areas[index]
            new = [power[0], power[1]]
            new[seat] += strength
            mine, theirs = new[self.me], new[1 - self.me]
            if mine != theirs:
                worth = size + glass * self.glass_points
                change += worth if mine > theirs else -worth
            change -= self.margins[index]
        return change

    def hired(self, cell) -> int:
        """:meth:`added` for one more Builder of the seat's on ``cell`` (Hire), from what
        one more Builder does to each area, worked out once per area."""
        gains = self._hire_gains
        if gains is None:
            gains = self._hire_gains = []
            strength = self.num.builder_strength
            for (size, glass, power), before in zip(self.areas, self.margins):
                mine, theirs = power[self.me] + strength, power[1 - self.me]
                worth = size + glass * self.glass_points
                gains.append((worth if mine > theirs else -worth if mine < theirs else 0)
                             - before)
        return sum(gains[i] for i in self.area_at.get(cell, ()))

    def glassed(self, cell) -> int:
        """:meth:`swing` for a Stained glass added on ``cell``: each area it is in gains
        its worth for whoever leads it."""
        change = 0
        for index in self.area_at.get(cell, ()):
            lead = self.margins[index]
            change += self.glass_points if lead > 0 else -self.glass_points if lead < 0 else 0
        return change

    def shrunk(self, cell) -> int:
        """:meth:`swing` for the element on ``cell`` taken away: each area it is in
        shrinks by one (and loses its Stained glass), for whoever leads it."""
        loss = 1 + (self.glass_points if cell in self.glass else 0)
        change = 0
        for index in self.area_at.get(cell, ()):
            lead = self.margins[index]
            change += -loss if lead > 0 else loss if lead < 0 else 0
        return change

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
            touched[index][1] -= size_at in self.glass
        return sum(self.margin(*new) - self.margins[i] for i, new in touched.items())

    # ------------------------------------------------------------------ per action
    def best_play(self, rng: random.Random) -> dict:
        """The policy's action in the ``"play"`` phase: every legal action (the same, in
        the same order, as ``rules.legal_actions``, built here from what the board read
        once) valued, ``rng`` drawn once for each, the best returned."""
        state, me, tokens = self.state, self.me, self.tokens
        best, chosen = -math.inf, None
        cells, by_joker = self.shape.frontier, self.shape.by_joker   # "Rozbudowa Katedry"
        scaffolding = {(x, y) for x, y in state.scaffolding}
        built = False
        for i, tid in enumerate(state.element_fields):
            if tid is None:
                continue
            joker = tokens[tid][1]
            for cell in cells:
                if cell in scaffolding or (joker and cell in by_joker):
                    continue
                built = True
                value = self.build(tid, cell) + rng.random() * _NOISE
                if value > best:
                    best, chosen = value, ("build", i, cell)
        if not built:
            value = _REDRAW + rng.random() * _NOISE
            if value > best:
                best, chosen = value, ("redraw",)
        last = state.last_build
        if last is not None and self.supply > 0 and tuple(last) not in self.where:     # ``rules.can_place_builder``
            value = self.added(tuple(last), me, self.num.builder_strength) \
                + rng.random() * _NOISE
            if value > best:
                best, chosen = value, ("place_builder",)
        for i, tid in enumerate(state.order_fields):
            if tid is None:
                continue
            order = tokens[tid][3]
            for target, worth in self.order_values(order):
                value = worth + rng.random() * _NOISE
                if value > best:
                    best, chosen = value, ("order", i, target)
        if chosen[0] == "build":
            return {"type": "build", "field": chosen[1], "x": chosen[2][0], "y": chosen[2][1]}
        if chosen[0] == "order":
            return {"type": "order", "field": chosen[1], **chosen[2]}
        return {"type": chosen[0]}

    def order_values(self, order: str) -> list[tuple[dict, float]]:
        """Each target of ``order`` for the seat (``orders.order_targets``, in its order)
        with its worth as an Order taken now; ``[({}, _NO_EFFECT)]`` when it has none
        (taken without a target, with no effect). Worked out once per Order."""
        found = self._values.get(order)
        if found is None:
            targets = orders.order_targets(self.state, order, self.me)
            if not targets:
                found = [({}, _NO_EFFECT)]
            else:
                risk = _PAID_RISK if (load_content().orders[order].paids is not None
                                      and self.state.coins[1 - self.me] > 0) else 0.0
                if order in ("hire", "stained_glass"):     # many targets: per area first
                    per_cell = self.hired if order == "hire" else self.glassed
                    found = [(t, float(per_cell(tuple(t["cell"]))) - risk) for t in targets]
                else:
                    found = [(t, self.order(order, t) - risk) for t in targets]
            self._values[order] = found
        return found

    def value(self, action: dict) -> float:
        """The worth of ``action`` for the seat deciding (see the module docstring)."""
        kind, state = action["type"], self.state
        if kind == "build":
            return self.build(state.element_fields[action["field"]], (action["x"], action["y"]))
        if kind == "place_builder":
            return float(self.added(tuple(state.last_build), self.me, self.num.builder_strength))
        if kind == "redraw":
            return _REDRAW
        if kind == "order":
            order = self.tokens[state.order_fields[action["field"]]][3]
            target = {k: v for k, v in action.items() if k not in ("type", "field")}
            for known, worth in self.order_values(order):
                if known == target:
                    return worth
            return _NO_EFFECT
        if kind == "paid_order":
            return self.order(state.pending["order"], action)
        if kind == "pay":
            targets = orders.order_targets(state, state.pending["order"], self.me)
            best = max((self.order(state.pending["order"], t) for t in targets), default=0.0)
            return best - _COIN
        return 0.0                       # decline, score: the baseline

    def part(self, cell: tuple[int, int], colour: str) -> tuple[int, int, bool]:
        """What an element of ``colour`` built on ``cell`` does to that colour's areas:
        ``(gain, follow, alone)``: the margin it adds, what a Builder on it would add
        then, and whether it joins no area (a Joker alone starts none). Worked out once
        per cell and colour: the three element fields share it."""
        key = (cell, colour)
        found = self._parts.get(key)
        if found is None:
            x, y = cell
            get = self.colour_area.get
            joined = {get(((x + 1, y), colour)), get(((x - 1, y), colour)),     # SIDES
                      get(((x, y + 1), colour)), get(((x, y - 1), colour))}
            joined.discard(None)
            if not joined:                       # an area of one, or no area (a Joker)
                power = [0, 0]
                power[self.me] = self.num.builder_strength
                found = self._parts[key] = (0, self.margin(1, 0, power), True)
                return found
            size, glass, power, gain = 1, 0, [0, 0], 0
            for index in joined:
                area = self.areas[index]
                size += area[0]
                glass += area[1]
                power[0] += area[2][0]
                power[1] += area[2][1]
                gain -= self.margins[index]
            before = self.margin(size, glass, power)
            power[self.me] += self.num.builder_strength
            found = self._parts[key] = (gain + before, self.margin(size, glass, power) - before,
                                        False)
        return found

    def build(self, tid: str, cell: tuple[int, int]) -> float:
        """A Build of ``tid`` on ``cell``: the areas it joins or starts, the Builder it
        may carry next, and the scoring its crown may start."""
        colours, joker, crown, _order = self.tokens[tid]
        num, state = self.num, self.state
        gain = follow = 0
        for colour in colours:
            more, then, alone = self.part(cell, colour)
            if alone and joker:
                continue                 # a Joker alone is no area
            gain += more
            follow += then
        if crown and state.king + 1 in num.crown_spaces:
            return float(gain + self._total)         # a scoring now; the turn ends
        value = float(gain)
        if self.follows:
            value += _FOLLOW_UP * max(0, follow)
        if crown:
            value += 0.25 if self._total + gain > 0 else -0.25
        return value

    def order(self, order: str, target: dict) -> float:
        """An Order (or Paid Order) carried out by the seat on ``target``."""
        me, num = self.me, self.num
        cell = tuple(target["cell"]) if "cell" in target else None
        if order == "hire":
            return float(self.added(cell, me, num.builder_strength))
        if order == "shift":
            power = self.strength(cell)
            return float(self.swing({cell: (me, -power), tuple(target["to"]): (me, power)}))
        if order == "dismiss":
            return float(self.added(cell, 1 - me, -num.builder_strength))
        if order == "promote":
            return float(self.added(cell, me, num.promoted_strength - num.builder_strength))
        if order == "stained_glass":
            return float(self.glassed(cell))
        if order == "dismantle":
            if cell not in self.grid:            # Scaffolding taken away: room to grow
                return 0.2
            return float(self.shrunk(cell))
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
                lead = self.margins[index]
                count += (lead < 0) - (lead > 0)
        return count


def _sides(cell: tuple[int, int]) -> list[tuple[int, int]]:
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in SIDES]
