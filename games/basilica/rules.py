"""Basilica rules engine: pure Python, no pygame, deterministic from a seed.

Implements the protocol of ``games.engine.protocol`` for the parts of the rulebook
(``basilica.pl.txt``, read with ``basilica-notes.md``) listed here. The board scene is
``games/basilica/scene.py``.

Implemented (rulebook section in brackets):

* components and setup ("Elementy gry", "Przygotowania do rozgrywki"): 58 tokens shuffled
  into a stack, 3 dealt Order side up onto the Order fields, then 3 element side up onto
  the element fields; 1 Coin and 5 playable Builders each; King and scores at 0. Seat 0
  starts (the players list is in turn order, so the table seats first whoever was most
  recently in a cathedral, as "Rozpoczecie gry" asks);
* the turn ("Przebieg rozgrywki - tury"): exactly 3 actions, then the opponent's turn;
* Build ("Rozbudowa Katedry"): ``{"type": "build", "field": i, "x": x, "y": y}`` takes the
  element on element field ``i`` to cell ``(x, y)`` of the Cathedral Plan, which must be
  inside the Plan, empty, touch a built element or a socket by a side, and no Joker may
  touch another Joker by a side;
* the "no element can be placed" rule ("Uwaga!" under Build): ``{"type": "redraw"}``,
  legal only when none of the 3 elements fits anywhere, discards them and deals 3 new ones
  from the stack; it is not one of the 3 actions;
* Place a Builder ("Wystawienie Budowniczego"): ``{"type": "place_builder"}``, only as the
  action right after a Build, only on that element, with a Builder in supply (5 in play
  at most), never two Builders on one element;
* refilling ("Uzupelnianie pol"): an emptied element field takes the token of its paired
  Order field, flipped; an emptied Order field takes the top of the stack;
* the stack ("Wyczerpanie stosu"): the first time it runs out the discard pile is shuffled
  into a new stack; the second time the game ends at once, with a final scoring when fewer
  than 3 scorings were held;
* the King ("Ruch pionu Krola"): one space per crowned element built; landing on a crown
  space interrupts the turn for a scoring, which ends the turn; the third scoring ends
  the game. A scoring is a phase of its own (``"scoring"``): ``scoring`` holds its
  breakdown while the players read it, and the active seat's ``{"type": "score"}`` moves
  the markers (adds the points) and goes on, so a game can be saved mid-scoring;
* areas ("Obszary", "Jokery a tworzenie obszarow"): side-touching elements of one colour,
  a Joker in the areas of both its colours, joining two areas of one colour, never an area
  by itself; corners never join (:func:`areas`);
* scoring (designed completion, ``components.yaml``): per area, the player with the larger
  Builder strength (a Builder 1, a promoted Builder 2) scores its size plus 2 per Stained
  glass in it; a tie scores half each, rounded down; no Builders, nothing
  (:func:`score_areas`). Scores are kept as totals; :func:`track_position` gives the 0-49
  track space and the +50 tokens;
* Carry out an Order ("Wykonanie Rozkazu"; the eight Orders are the designed completion,
  ``orders.yaml``): ``{"type": "order", "field": i, ...target}`` takes the token on Order
  field ``i``, carries its Order out once, discards it and refills the field from the
  stack at once. Targets (:func:`order_targets`): Hire ``cell`` (an element without a
  Builder, a Builder from supply); Shift ``cell`` and ``to`` (one of yours to a
  side-adjacent element without a Builder; a promotion moves with it); Dismiss ``cell``
  (an unpromoted opposing Builder back to supply); Promote ``cell`` (one of your Builders,
  using an advancement token; promoted Builders count 2 and cannot be Dismissed);
  Scaffold ``cell`` (an empty Plan cell on the frontier, never the last free one:
  ``scaffold_keeps_free``; nothing is built there);
  Stained glass ``cell`` (an element without one); Dismantle ``cell`` (an edge element
  without a Builder whose removal leaves the rest connected to the sockets, to the
  discard pile with its Stained glass back to supply, or a Scaffolding token); Tax (no
  target: the opponent's Coin, else a supply Coin if you have none). An Order with no
  possible target may still be taken without one: it is discarded with no effect, so an
  Order token is never stuck on its field;
* Paid Orders ("Platne Rozkazy dla przeciwnika"): after a Hire, Shift or Scaffold, when
  the opponent has a Coin and a target for it, ``phase`` becomes ``"paid_offer"`` and the
  opponent (:func:`current_seat`) answers ``{"type": "pay"}`` (1 Coin to the active
  player; then ``"paid_order"``: ``{"type": "paid_order", ...target}``) or
  ``{"type": "decline"}``. It costs the opponent none of their actions; play then returns
  to the active player and the Order counts as one of their 3 actions.

Not implemented here: nothing of the rulebook and notes' rules is left out of this
module; the board scene and the rules screen text live elsewhere. Note
that Coins only change hands (Paid Orders, Tax), so Tax's "from the supply" case cannot
arise with the shipped numbers; and a promoted Builder never leaves the cathedral under
these Orders (Dismiss refuses it, Dismantle needs an element without a Builder), so its
advancement token never comes back.

Geometry: a cell is ``(x, y)``; ``y`` is the row 0..4 of the Plan, ``x`` >= 0 the
distance from the board. The 5 sockets are at ``x = -1``, one per row. The stack's top is
the end of ``State.stack``.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from games.basilica.content import Numbers, Token, load_content
from games.engine.protocol import IllegalAction, Option, fields_from_dict, fields_to_dict

GAME_ID = "basilica"
TITLE = "Basilica"
MIN_PLAYERS = 2
MAX_PLAYERS = 2
SETUP_NOTE = ("Player 1 starts: seat first whoever was most recently in a cathedral "
              "(the younger, on a tie).")
NO_UNDO_REASON = "A Build or an Order turns up a new token: only placing a Builder can be undone."

SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _numbers() -> Numbers:
    return load_content().numbers


def _token(tid: str) -> Token:
    return load_content().tokens[tid]


def setup_options() -> list[Option]:
    """Basilica has no game-wide setup options (an empty list)."""
    return []


def player_options() -> list[Option]:
    """Basilica has no per-seat options (an empty list)."""
    return []


def track_position(total: int) -> tuple[int, int]:
    """Where a score sits on the 0-49 track (designed completion): ``(tokens, space)``,
    one scoring token per 50 points. Raises ``ValueError`` for a negative total."""
    if total < 0:
        raise ValueError("scores are never negative")
    return divmod(total, _numbers().track_length)


# ---------------------------------------------------------------------------- state

@dataclass
class State:
    """A game of Basilica (2 seats).

    ``phase``: ``"play"``, ``"paid_offer"`` (the opponent answers a Paid Order offer),
    ``"paid_order"`` (the opponent, having paid, carries the Paid Order out), ``"scoring"``
    (a scoring's breakdown is shown; ``{"type": "score"}`` adds it) or ``"over"``;
    ``turn``: the active seat (whose turn it is); ``actions_done``: 0-2 actions of this
    turn so far (an Order with a pending Paid Order is counted once the offer is settled); ``last_build``: ``[x, y]`` when the previous action of this
    turn was a Build (enables Place a Builder), else ``None``; ``stack`` (top last),
    ``discard``, ``order_fields`` and ``element_fields`` hold token ids (a field is ``None``
    only once the game ended on an empty stack); ``cathedral``: ``[x, y, token]`` per
    element; ``builders``: ``[x, y, seat]`` per Builder on the cathedral; ``coins``,
    ``totals``: per seat; ``king``: the King's track space; ``scorings``: per scoring held,
    its :func:`score_areas` breakdown; ``exhaustions``: times the stack ran out;
    ``advancement``: advancement tokens left per seat; ``promoted``: ``[x, y]`` of each
    promoted Builder; ``scaffolding``: ``[x, y]`` of each Scaffolding token (empty cells);
    ``stained_glass``: ``[x, y]`` of each Stained-glass token (on elements); ``pending``:
    ``{"order": id, "seat": opponent}`` during a Paid Order offer, else ``None``;
    ``scoring``: during the ``"scoring"`` phase ``{"number": 1-3, "result":``
    :func:`score_areas` ``output, "interrupted": bool (it ends the turn), "final": bool
    (the stack ran out: the game ends after it)}``, else ``None``.
    """

    players: list[dict]
    seed: int
    rng: random.Random
    phase: str = "play"
    turn: int = 0
    actions_done: int = 0
    last_build: list | None = None
    stack: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    order_fields: list = field(default_factory=list)
    element_fields: list = field(default_factory=list)
    cathedral: list = field(default_factory=list)
    builders: list = field(default_factory=list)
    coins: list = field(default_factory=list)
    totals: list = field(default_factory=list)
    king: int = 0
    scorings: list = field(default_factory=list)
    exhaustions: int = 0
    turn_number: int = 1
    advancement: list = field(default_factory=list)
    promoted: list = field(default_factory=list)
    scaffolding: list = field(default_factory=list)
    stained_glass: list = field(default_factory=list)
    pending: dict | None = None
    scoring: dict | None = None

    _FIELDS = ("players", "seed", "phase", "turn", "actions_done", "last_build", "stack",
               "discard", "order_fields", "element_fields", "cathedral", "builders", "coins",
               "totals", "king", "scorings", "exhaustions", "turn_number", "advancement",
               "promoted", "scaffolding", "stained_glass", "pending", "scoring")

    def to_dict(self) -> dict:
        """JSON-safe, exact copy of the state, RNG included."""
        return fields_to_dict(self, self._FIELDS)

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        """Rebuild a state from ``to_dict`` output. Raises ``ValueError`` naming the problem
        when ``d`` is malformed or breaks an invariant (a damaged save)."""
        state = fields_from_dict(cls, d, cls._FIELDS)
        try:
            problems = invariant_problems(state)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            problems = [f"malformed ({exc})"]
        if problems:
            raise ValueError(f"the saved position is damaged: {'; '.join(problems)}")
        return state

    def grid(self) -> dict[tuple[int, int], str]:
        """The cathedral as ``{(x, y): token id}``."""
        return {(x, y): tid for x, y, tid in self.cathedral}

    def builder_at(self) -> dict[tuple[int, int], int]:
        """Builders on the cathedral as ``{(x, y): seat}``."""
        return {(x, y): seat for x, y, seat in self.builders}

    def builders_in_play(self, seat: int) -> int:
        """How many of ``seat``'s Builders stand on the cathedral."""
        return sum(1 for b in self.builders if b[2] == seat)


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """Set up a game ("Przygotowania do rozgrywki", steps 1-9).

    ``players``: exactly 2 dicts with ``name`` and ``colour``, in turn order (seat 0
    starts). ``options`` must be empty (Basilica has none). Raises ``ValueError`` for
    another player count, an empty name or an unknown option.
    """
    if len(players) != 2:
        raise ValueError("Basilica is for exactly 2 players")
    if options:
        raise ValueError(f"unknown option {sorted(options)[0]!r}")
    seats = []
    for p in players:
        name = str(p.get("name", "")).strip()
        if not name:
            raise ValueError("every player needs a name")
        seats.append({"name": name, "colour": p.get("colour", "")})
    num = _numbers()
    rng = random.Random(seed)
    stack = list(load_content().tokens)
    rng.shuffle(stack)
    order_fields = [stack.pop() for _ in range(num.order_fields)]
    element_fields = [stack.pop() for _ in range(num.element_fields)]
    return State(players=seats, seed=seed, rng=rng, stack=stack, order_fields=order_fields,
                 element_fields=element_fields, coins=[num.coins_per_player] * 2, totals=[0, 0],
                 advancement=[num.advancement_per_player] * 2)


# ---------------------------------------------------------------------------- placement

def in_plan(x: int, y: int) -> bool:
    """True when cell ``(x, y)`` lies inside the Cathedral Plan (5 rows from the sockets)."""
    return x >= 0 and 0 <= y < _numbers().plan_rows


def placement_problem(state: State, token: str, x: int, y: int) -> str | None:
    """Why element ``token`` may not be built at ``(x, y)`` ("Rozbudowa Katedry", the three
    conditions and examples B, C, D), as a sentence; ``None`` when it may."""
    if not in_plan(x, y):
        return "That cell is outside the Cathedral Plan."
    grid = state.grid()
    if (x, y) in grid:
        return "An element is already built there."
    if [x, y] in state.scaffolding:
        return "Scaffolding stands there: nothing can be built until a Dismantle removes it."
    neighbours = [grid.get((x + dx, y + dy)) for dx, dy in SIDES]
    if x != 0 and not any(neighbours):
        return "An element must touch a built element or a socket by a side."
    if _token(token).joker and any(n and _token(n).joker for n in neighbours):
        return "A Joker may not touch another Joker."
    return None


def frontier(state: State) -> list[tuple[int, int]]:
    """Empty cells of the Plan touching the cathedral or a socket by a side, sorted."""
    grid = state.grid()
    cells = {(0, y) for y in range(_numbers().plan_rows)}
    for x, y in grid:
        cells.update((x + dx, y + dy) for dx, dy in SIDES)
    return sorted(c for c in cells if c not in grid and in_plan(*c))


def legal_cells(state: State, field_index: int) -> list[tuple[int, int]]:
    """Cells where the element on element field ``field_index`` may be built (sorted)."""
    tid = state.element_fields[field_index]
    if tid is None:
        return []
    return [c for c in frontier(state) if placement_problem(state, tid, *c) is None]


# ---------------------------------------------------------------------------- areas

def areas(state: State) -> list[dict]:
    """The areas of the cathedral ("Obszary", "Jokery a tworzenie obszarow").

    Returns ``[{"colour": str, "cells": [[x, y], ...]}]``, colours in rulebook order, cells
    sorted. Elements of a colour (a Joker counts in both of its colours) that touch by a side
    form one area; corners never join; a component made of Jokers only is not an area.
    Areas of one colour come in the order of their first cell.
    """
    grid = state.grid()
    found = []
    for colour in _numbers().colours:
        nodes = {c for c, tid in grid.items() if colour in _token(tid).colours}
        components = []
        while nodes:
            component = _component(min(nodes), nodes)
            if any(not _token(grid[c]).joker for c in component):
                components.append(sorted(component))
        found += [{"colour": colour, "cells": [list(c) for c in cells]}
                  for cells in sorted(components)]
    return found


def _component(start: tuple[int, int], nodes: set) -> set:
    """The side-connected component of ``start``, removed from ``nodes``."""
    nodes.discard(start)
    seen, todo = {start}, deque([start])
    while todo:
        x, y = todo.popleft()
        for dx, dy in SIDES:
            nxt = (x + dx, y + dy)
            if nxt in nodes:
                nodes.discard(nxt)
                seen.add(nxt)
                todo.append(nxt)
    return seen


def score_areas(state: State) -> dict:
    """Score every area (designed completion "Scoring an area"): each seat's Builder
    strength on the area's elements (a Builder ``builder_strength``, a promoted one
    ``promoted_strength``); the stronger seat scores the area's size plus
    ``stained_glass_points`` per Stained glass in it, a tie scores half of that each,
    rounded down, no Builders score nothing.

    Returns ``{"areas": [{"colour", "cells", "size", "glass", "strength": [s0, s1],
    "points": [p0, p1]}], "points": [total0, total1]}``.
    """
    num = _numbers()
    where = state.builder_at()
    promoted = {tuple(c) for c in state.promoted}
    glass_cells = {tuple(c) for c in state.stained_glass}
    result, points = [], [0, 0]
    for area in areas(state):
        power = [0, 0]
        for x, y in area["cells"]:
            if (x, y) in where:
                power[where[(x, y)]] += (num.promoted_strength if (x, y) in promoted
                                         else num.builder_strength)
        size = len(area["cells"])
        glass = sum(1 for x, y in area["cells"] if (x, y) in glass_cells)
        worth = size + glass * num.stained_glass_points
        got = [0, 0]
        if power[0] == power[1] and power[0] > 0:
            got = [worth // 2, worth // 2]
        elif power[0] != power[1]:
            got[0 if power[0] > power[1] else 1] = worth
        points = [points[0] + got[0], points[1] + got[1]]
        result.append({**area, "size": size, "glass": glass, "strength": power, "points": got})
    return {"areas": result, "points": points}


# ---------------------------------------------------------------------------- protocol

def current_seat(state: State) -> int | None:
    """The seat that must decide now: the active seat, the opponent while a Paid Order
    offer is open ("Platne Rozkazy dla przeciwnika"), ``None`` once the game is over."""
    if state.phase == "over":
        return None
    return state.pending["seat"] if state.pending else state.turn


def is_over(state: State) -> bool:
    """True after the third scoring or the stack's second exhaustion."""
    return state.phase == "over"


def scores(state: State) -> list[int]:
    """Points per seat so far."""
    return list(state.totals)


def winners(state: State) -> list[int]:
    """The seats with the most points once the game is over (both on a tie: the rulebook's
    tie rule is on its lost pages); empty before."""
    if not is_over(state):
        return []
    best = max(state.totals)
    return [s for s in range(2) if state.totals[s] == best]


def can_place_builder(state: State) -> str | None:
    """Why Place a Builder is not allowed now ("Wystawienie Budowniczego"), or ``None``."""
    if state.last_build is None:
        return "A Builder can only be placed right after a Build, on the element just built."
    if state.builders_in_play(state.turn) >= _numbers().builders_in_play:
        return "All your Builders are on the cathedral."
    if tuple(state.last_build) in state.builder_at():
        return "That element already has a Builder."
    return None


def legal_actions(state: State) -> list[dict]:
    """Every action the current seat may take now (see the module docstring)."""
    if state.phase == "paid_offer":
        return [{"type": "pay"}, {"type": "decline"}]
    if state.phase == "scoring":
        return [{"type": "score"}]
    if state.phase == "paid_order":
        return [{"type": "paid_order", **t}
                for t in order_targets(state, state.pending["order"], state.pending["seat"])]
    if state.phase != "play":
        return []
    acts = [{"type": "build", "field": i, "x": x, "y": y}
            for i in range(len(state.element_fields)) for x, y in legal_cells(state, i)]
    if not acts:
        acts.append({"type": "redraw"})
    if can_place_builder(state) is None:
        acts.append({"type": "place_builder"})
    for i, tid in enumerate(state.order_fields):
        targets = order_targets(state, _token(tid).order, state.turn)
        acts += [{"type": "order", "field": i, **t} for t in targets] or [
            {"type": "order", "field": i}]
    return acts


_PHASE_ACTIONS = {"play": ("build", "place_builder", "redraw", "order"),
                  "paid_offer": ("pay", "decline"), "paid_order": ("paid_order",),
                  "scoring": ("score",)}
_PHASE_REFUSALS = {"play": "There is no Paid Order to answer now.",
                   "paid_offer": "First answer the Paid Order offer: pay or decline.",
                   "paid_order": "First carry out the Paid Order you paid for.",
                   "scoring": "A scoring is being held: move the markers first."}


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for the current seat and return the events it caused.

    Raises ``IllegalAction`` (state unchanged) when the action is not allowed now.
    """
    kind = action.get("type") if isinstance(action, dict) else None
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(f"Unknown action {kind!r}.")
    if state.phase == "over":
        raise IllegalAction("The game is over.")
    if kind not in _PHASE_ACTIONS[state.phase]:
        raise IllegalAction(_PHASE_REFUSALS[state.phase] if kind != "score"
                            else "There is no scoring to finish now.")
    return handler(state, action)


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _build(state: State, action: dict) -> list[dict]:
    i, x, y = action.get("field"), action.get("x"), action.get("y")
    if not _int(i) or not 0 <= i < len(state.element_fields):
        raise IllegalAction("There is no such element field.")
    if not (_int(x) and _int(y)):
        raise IllegalAction("Choose a cell of the Cathedral Plan.")
    tid = state.element_fields[i]
    problem = placement_problem(state, tid, x, y)
    if problem:
        raise IllegalAction(problem)
    seat = state.turn
    state.element_fields[i] = None
    state.cathedral.append([x, y, tid])
    events = [{"type": "build", "seat": seat, "field": i, "token": tid, "x": x, "y": y}]
    crowned = _token(tid).crown
    if crowned:
        state.king += 1
        events.append({"type": "king", "space": state.king})
    events += _refill_element_field(state, i)
    state.last_build = [x, y]
    if state.phase != "play":                       # the stack ran out: the game ends
        return events
    if crowned and state.king in _numbers().crown_spaces:
        return events + _scoring(state, interrupted=True)
    return events + _action_done(state)


def _place_builder(state: State, action: dict) -> list[dict]:
    problem = can_place_builder(state)
    if problem:
        raise IllegalAction(problem)
    x, y = state.last_build
    state.builders.append([x, y, state.turn])
    events = [{"type": "place_builder", "seat": state.turn, "x": x, "y": y}]
    state.last_build = None
    return events + _action_done(state)


def _redraw(state: State, action: dict) -> list[dict]:
    if any(legal_cells(state, i) for i in range(len(state.element_fields))):
        raise IllegalAction("An element can still be built: redraw only when none fits.")
    seat = state.turn
    events = [{"type": "redraw", "seat": seat, "tokens": list(state.element_fields)}]
    state.discard.extend(state.element_fields)
    state.element_fields = [None] * len(state.element_fields)
    for i in range(len(state.element_fields)):
        tid = _draw(state, events)
        if tid is None:
            return events + _game_end(state)
        state.element_fields[i] = tid
        events.append({"type": "deal", "field": i, "token": tid, "barrier": True})
    return events


_HANDLERS = {"build": _build, "place_builder": _place_builder, "redraw": _redraw}
# The Order handlers join this table in the Orders section below.


def _action_done(state: State) -> list[dict]:
    """Count one action; after the third the opponent's turn begins."""
    state.actions_done += 1
    if state.actions_done < _numbers().actions_per_turn:
        return []
    return _end_turn(state)


def _end_turn(state: State) -> list[dict]:
    seat = state.turn
    state.turn, state.actions_done, state.last_build = 1 - seat, 0, None
    state.turn_number += 1
    return [{"type": "turn_end", "seat": seat, "next": state.turn, "turn": state.turn_number}]


def _refill_element_field(state: State, i: int) -> list[dict]:
    """"Uzupelnianie pol": flip Order field ``i`` onto element field ``i``, then fill Order
    field ``i`` from the stack. Ends the game when the stack cannot."""
    tid = state.order_fields[i]
    state.element_fields[i], state.order_fields[i] = tid, None
    events = [{"type": "flip", "field": i, "token": tid, "barrier": True}]
    new = _draw(state, events)
    if new is None:
        return events + _game_end(state)
    state.order_fields[i] = new
    events.append({"type": "draw", "field": i, "order": _token(new).order, "barrier": True})
    return events


def _draw(state: State, events: list[dict]) -> str | None:
    """The stack's top token, reshuffling the discard pile the first time the stack runs
    out ("Wyczerpanie stosu"); ``None`` when it runs out the second time (an empty discard
    pile at the first time counts as running out again at once)."""
    while not state.stack:
        state.exhaustions += 1
        if state.exhaustions >= _numbers().stack_exhaustions:
            events.append({"type": "stack_out", "exhaustion": state.exhaustions})
            return None
        state.stack, state.discard = state.discard, []
        state.rng.shuffle(state.stack)
        events.append({"type": "reshuffle", "tokens": len(state.stack), "barrier": True})
    return state.stack.pop()


def _scoring(state: State, interrupted: bool, final: bool = False) -> list[dict]:
    """Open a scoring: its breakdown waits in ``state.scoring`` (phase ``"scoring"``) until
    the active seat's ``score`` action adds it. ``interrupted``: the King landed on a crown
    space (the turn ends after it); ``final``: the stack ran out (the game ends after it)."""
    result = score_areas(state)
    number = len(state.scorings) + 1
    state.scoring = {"number": number, "result": result, "interrupted": interrupted,
                     "final": final}
    state.phase, state.last_build = "scoring", None
    return [{"type": "scoring_open", "number": number, "seat": state.turn, "final": final,
             "barrier": True}]


def _score(state: State, action: dict) -> list[dict]:
    """Finish the open scoring: add its points (the markers move); the third or a final
    scoring ends the game, an interrupting one ends the turn."""
    held, result = state.scoring, state.scoring["result"]
    state.totals = [t + p for t, p in zip(state.totals, result["points"])]
    state.scorings.append(result)
    state.phase, state.scoring = "play", None
    events = [{"type": "scoring", "number": held["number"], "seat": state.turn,
               "result": result, "totals": list(state.totals)}]
    if held["final"] or len(state.scorings) >= _numbers().scorings:
        state.phase = "over"
        return events + [{"type": "game_over", "winners": winners(state)}]
    return events + (_end_turn(state) if held["interrupted"] else [])


def _game_end(state: State) -> list[dict]:
    """The stack ran out a second time: the game ends at once, after a final scoring if
    fewer than three were held."""
    if len(state.scorings) < _numbers().scorings:
        return _scoring(state, interrupted=False, final=True)
    state.phase = "over"
    return [{"type": "game_over", "winners": winners(state)}]


_HANDLERS["score"] = _score


# ---------------------------------------------------------------------------- Orders

def _cell(value) -> tuple[int, int] | None:
    """``(x, y)`` from a JSON cell ``[x, y]``, or ``None`` when malformed."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(_int(v) for v in value):
        return value[0], value[1]
    return None


def _supply_left(placed: list, total: int) -> bool:
    return len(placed) < total


def _hire_targets(state: State, seat: int) -> list[dict]:
    if state.builders_in_play(seat) >= _numbers().builders_in_play:
        return []
    where = state.builder_at()
    return [{"cell": [x, y]} for x, y in sorted(state.grid()) if (x, y) not in where]


def _shift_targets(state: State, seat: int) -> list[dict]:
    grid, where = state.grid(), state.builder_at()
    return [{"cell": [x, y], "to": [x + dx, y + dy]}
            for (x, y), owner in sorted(where.items()) if owner == seat
            for dx, dy in SIDES if (x + dx, y + dy) in grid and (x + dx, y + dy) not in where]


def _dismiss_targets(state: State, seat: int) -> list[dict]:
    return [{"cell": [x, y]} for x, y, owner in sorted(state.builders)
            if owner != seat and [x, y] not in state.promoted]


def _promote_targets(state: State, seat: int) -> list[dict]:
    if state.advancement[seat] <= 0:
        return []
    return [{"cell": [x, y]} for x, y, owner in sorted(state.builders)
            if owner == seat and [x, y] not in state.promoted]


def _scaffold_targets(state: State, seat: int) -> list[dict]:
    """Free frontier cells, unless covering one would leave fewer than
    ``scaffold_keeps_free`` of them (designed: no full blockade of the cathedral)."""
    num = _numbers()
    if not _supply_left(state.scaffolding, num.scaffolding):
        return []
    free = [{"cell": [x, y]} for x, y in frontier(state) if [x, y] not in state.scaffolding]
    return free if len(free) > num.scaffold_keeps_free else []


def _glass_targets(state: State, seat: int) -> list[dict]:
    if not _supply_left(state.stained_glass, _numbers().stained_glass):
        return []
    return [{"cell": [x, y]} for x, y in sorted(state.grid()) if [x, y] not in state.stained_glass]


def _connected_without(grid: dict, cell: tuple[int, int]) -> bool:
    """True when every element but ``cell`` still reaches a socket (column 0) by sides."""
    nodes = set(grid) - {cell}
    todo = deque(c for c in nodes if c[0] == 0)
    seen = set(todo)
    while todo:
        x, y = todo.popleft()
        for dx, dy in SIDES:
            nxt = (x + dx, y + dy)
            if nxt in nodes and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == nodes


def _on_edge(grid: dict, x: int, y: int) -> bool:
    """An element on the cathedral's edge: a side neighbour (not a socket) holds no element."""
    return any(x + dx >= 0 and (x + dx, y + dy) not in grid for dx, dy in SIDES)


def _dismantle_targets(state: State, seat: int) -> list[dict]:
    grid, where = state.grid(), state.builder_at()
    cells = [[x, y] for x, y in sorted(grid) if (x, y) not in where and _on_edge(grid, x, y)
             and _connected_without(grid, (x, y))]
    return [{"cell": c} for c in cells + sorted(state.scaffolding)]


def _tax_targets(state: State, seat: int) -> list[dict]:
    supply = 2 * _numbers().coins_per_player - sum(state.coins)
    taxable = state.coins[1 - seat] > 0 or (state.coins[seat] == 0 and supply > 0)
    return [{}] if taxable else []


_TARGETS = {"hire": _hire_targets, "shift": _shift_targets, "dismiss": _dismiss_targets,
            "promote": _promote_targets, "scaffold": _scaffold_targets,
            "stained_glass": _glass_targets, "dismantle": _dismantle_targets,
            "tax": _tax_targets}

_NO_TARGET = {
    "hire": "Hire puts a Builder from your supply on an element without a Builder.",
    "shift": "Shift moves one of your Builders to a side-adjacent element without a Builder.",
    "dismiss": "Dismiss returns an unpromoted opposing Builder.",
    "promote": "Promote needs an advancement token and one of your unpromoted Builders.",
    "scaffold": "Scaffold needs an empty cell of the Plan next to the cathedral, and never "
                "covers the last free one.",
    "stained_glass": "Stained glass goes on an element without Stained glass.",
    "dismantle": "Dismantle removes an edge element without a Builder (the rest staying "
                 "connected to the sockets) or a Scaffolding token.",
    "tax": "Tax takes no target.",
}


def order_targets(state: State, order: str, seat: int) -> list[dict]:
    """The ways ``seat`` can carry out ``order`` now (designed completion, the eight
    Orders), each the extra keys of the action: ``{"cell": [x, y]}``, for Shift also
    ``"to": [x, y]``, for Tax ``{}``. Empty when the Order would have no effect; such an
    Order may still be taken, without target, and is discarded with no effect."""
    return _TARGETS[order](state, seat)


def _order_params(state: State, order: str, seat: int, action: dict) -> dict | None:
    """The target keys of ``action``, checked against :func:`order_targets`; ``None`` for
    an Order taken without effect (it has no possible target). Raises ``IllegalAction``."""
    params = {k: list(v) if isinstance(v, tuple) else v for k, v in action.items()
              if k not in ("type", "field")}
    targets = order_targets(state, order, seat)
    if params in targets:
        return params
    if not targets and not params:
        return None
    if not targets:
        raise IllegalAction(f"{load_content().orders[order].name} has no possible target "
                            f"now: take it without one.")
    raise IllegalAction(_NO_TARGET[order])


def _carry_out(state: State, order: str, seat: int, params: dict) -> None:
    """Apply ``order``'s effect for ``seat`` (``params`` already checked)."""
    cell = params.get("cell")
    if order == "hire":
        state.builders.append([*cell, seat])
    elif order == "shift":
        for b in state.builders:
            if b[:2] == cell:
                b[:2] = params["to"]
        state.promoted = [params["to"] if p == cell else p for p in state.promoted]
    elif order == "dismiss":
        state.builders = [b for b in state.builders if b[:2] != cell]
    elif order == "promote":
        state.promoted.append(cell)
        state.advancement[seat] -= 1
    elif order == "scaffold":
        state.scaffolding.append(cell)
    elif order == "stained_glass":
        state.stained_glass.append(cell)
    elif order == "dismantle":
        _dismantle(state, cell)
    elif order == "tax":
        if state.coins[1 - seat] > 0:
            state.coins[1 - seat] -= 1
        state.coins[seat] += 1


def _dismantle(state: State, cell: list) -> None:
    """Remove the Scaffolding at ``cell``, or the element there to the discard pile (its
    Stained glass back to the supply; the King does not move back)."""
    if cell in state.scaffolding:
        state.scaffolding.remove(cell)
        return
    tid = state.grid()[tuple(cell)]
    state.cathedral = [c for c in state.cathedral if c[:2] != cell]
    state.discard.append(tid)
    state.stained_glass = [g for g in state.stained_glass if g != cell]


def _order(state: State, action: dict) -> list[dict]:
    """Carry out an Order ("Wykonanie Rozkazu"): take the token from Order field ``i``,
    carry its Order out once, discard the token, refill the field from the stack, then
    offer the Paid Order to the opponent when there is one."""
    i = action.get("field")
    if not _int(i) or not 0 <= i < len(state.order_fields):
        raise IllegalAction("There is no such Order field.")
    tid, seat = state.order_fields[i], state.turn
    order = _token(tid).order
    params = _order_params(state, order, seat, action)
    if params is not None:
        _carry_out(state, order, seat, params)
    state.order_fields[i], state.last_build = None, None
    state.discard.append(tid)
    events = [{"type": "order", "seat": seat, "field": i, "order": order,
               "effect": params is not None, **(params or {})}]
    new = _draw(state, events)
    if new is None:
        return events + _game_end(state)
    state.order_fields[i] = new
    events.append({"type": "draw", "field": i, "order": _token(new).order, "barrier": True})
    opponent = 1 - seat
    if (load_content().orders[order].paid and state.coins[opponent] > 0
            and order_targets(state, order, opponent)):
        state.phase, state.pending = "paid_offer", {"order": order, "seat": opponent}
        return events + [{"type": "paid_offer", "seat": opponent, "order": order}]
    return events + _action_done(state)


def _pay(state: State, action: dict) -> list[dict]:
    """The opponent gives the active player 1 Coin for the Paid Order ("Platne Rozkazy")."""
    opponent = state.pending["seat"]
    state.coins[opponent] -= 1
    state.coins[state.turn] += 1
    state.phase = "paid_order"
    return [{"type": "pay", "seat": opponent, "to": state.turn, "order": state.pending["order"],
             "barrier": True}]


def _decline(state: State, action: dict) -> list[dict]:
    """The opponent lets the Paid Order go; the active player's action is complete."""
    events = [{"type": "decline", "seat": state.pending["seat"],
               "order": state.pending["order"]}]
    state.phase, state.pending = "play", None
    return events + _action_done(state)


def _paid_order(state: State, action: dict) -> list[dict]:
    """The opponent carries out the Paid Order they paid for (the same effect as the
    Order, for them), costing none of their own actions; play returns to the active
    player and the Order action is counted."""
    order, opponent = state.pending["order"], state.pending["seat"]
    params = _order_params(state, order, opponent, {"type": "order", **{
        k: v for k, v in action.items() if k != "type"}})
    if params is None:
        raise IllegalAction(_NO_TARGET[order])
    _carry_out(state, order, opponent, params)
    state.phase, state.pending = "play", None
    events = [{"type": "paid_order", "seat": opponent, "order": order, **params,
               "barrier": True}]
    return events + _action_done(state)


_HANDLERS.update({"order": _order, "pay": _pay, "decline": _decline, "paid_order": _paid_order})


# ---------------------------------------------------------------------------- checks

def token_locations(state: State) -> list[str]:
    """Every token id the state holds: stack, discard, fields and cathedral (58 always)."""
    fields = [t for t in state.order_fields + state.element_fields if t is not None]
    return state.stack + state.discard + fields + [t for _, _, t in state.cathedral]


def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound): two seats; the 58 tokens accounted
    for exactly once; elements inside the Plan, one per cell; Builders only on elements, one
    per element, at most 5 per seat; fields full while playing; turn, actions and King in
    range."""
    num = _numbers()
    problems = []
    if len(state.players) != 2 or len(state.coins) != 2 or len(state.totals) != 2:
        problems.append("not a two-player position")
    tokens = token_locations(state)
    if sorted(tokens) != sorted(load_content().tokens):
        problems.append(f"{len(tokens)} tokens accounted for ({len(set(tokens))} distinct), "
                        f"expected the {len(load_content().tokens)} tokens once each")
    grid = state.grid()
    if len(grid) != len(state.cathedral) or not all(in_plan(x, y) for x, y in grid):
        problems.append("cathedral elements overlap or lie outside the Plan")
    where = state.builder_at()
    if len(where) != len(state.builders) or not set(where) <= set(grid):
        problems.append("a Builder is not alone on a built element")
    if any(state.builders_in_play(s) > num.builders_in_play for s in range(2)):
        problems.append("more Builders in play than a player has")
    final = state.phase == "scoring" and isinstance(state.scoring, dict) and \
        state.scoring.get("final")
    if state.phase != "over" and not final and None in state.order_fields + state.element_fields:
        problems.append("an empty field during play")
    if state.turn not in (0, 1) or not 0 <= state.actions_done < num.actions_per_turn:
        problems.append(f"bad turn {state.turn} / actions {state.actions_done}")
    if state.king < 0 or any(t < 0 for t in state.totals) or state.phase not in (
            "play", "paid_offer", "paid_order", "scoring", "over"):
        problems.append("bad King, scores or phase")
    if (state.phase == "scoring") != isinstance(state.scoring, dict) or (
            state.scoring is not None and not {"number", "result", "interrupted", "final"}
            <= set(state.scoring)):
        problems.append("a scoring out of place")
    return problems + _order_problems(state, grid, where)


def _order_problems(state: State, grid: dict, where: dict) -> list[str]:
    """Invariants of the Orders' pieces: Coins, advancement tokens and promoted Builders,
    Scaffolding on empty Plan cells, Stained glass on elements, the Paid Order offer."""
    num, problems = _numbers(), []
    if len(state.coins) != 2 or min(state.coins) < 0 or \
            sum(state.coins) > 2 * num.coins_per_player:
        problems.append(f"bad Coins {state.coins}")
    promoted = [tuple(c) for c in state.promoted]
    if len(set(promoted)) != len(promoted) or not set(promoted) <= set(where) or any(
            state.advancement[s] + sum(where[c] == s for c in promoted)
            != num.advancement_per_player for s in range(2)):
        problems.append("advancement tokens or promoted Builders miscounted")
    scaffolds = [tuple(c) for c in state.scaffolding]
    if len(set(scaffolds)) != len(scaffolds) or len(scaffolds) > num.scaffolding or any(
            c in grid or not in_plan(*c) for c in scaffolds):
        problems.append("Scaffolding off an empty cell of the Plan, or too many")
    glass = [tuple(c) for c in state.stained_glass]
    if len(set(glass)) != len(glass) or len(glass) > num.stained_glass or \
            not set(glass) <= set(grid):
        problems.append("Stained glass off an element, two on one, or too many")
    offer = state.phase in ("paid_offer", "paid_order")
    if offer != (state.pending is not None) or (offer and (
            state.pending.get("seat") != 1 - state.turn
            or not load_content().orders[state.pending.get("order")].paid)):
        problems.append("a Paid Order offer out of place")
    return problems


# ---------------------------------------------------------------------------- views

def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (the same for both seats): the cathedral and Builders, element
    fields (token ids), Order fields (their Orders only: the element side is face down),
    stack and discard sizes, coins, King, scores and scorings held, advancement tokens
    left, promoted Builders, Scaffolding, Stained glass and the open Paid Order offer
    (``pending``). Never the stack order."""
    return {
        "phase": state.phase, "turn": current_seat(state), "actions_done": state.actions_done,
        "last_build": state.last_build, "cathedral": [list(c) for c in state.cathedral],
        "builders": [list(b) for b in state.builders],
        "element_fields": list(state.element_fields),
        "order_fields": [None if t is None else _token(t).order for t in state.order_fields],
        "stack": len(state.stack), "discard": len(state.discard), "coins": list(state.coins),
        "king": state.king, "totals": list(state.totals), "scorings": state.scorings,
        "supply": [_numbers().builders_in_play - state.builders_in_play(s) for s in range(2)],
        "advancement": list(state.advancement), "promoted": [list(c) for c in state.promoted],
        "scaffolding": [list(c) for c in state.scaffolding],
        "stained_glass": [list(c) for c in state.stained_glass],
        "pending": dict(state.pending) if state.pending else None,
        "scoring": state.scoring,
    }


def progress(state: State) -> str:
    """Short progress text for the save list, e.g. ``"Turn 4: 9 elements, 1 of 3 scorings"``."""
    if state.phase == "over":
        names = " & ".join(state.players[s]["name"] for s in winners(state))
        return f"Finished: {names} won"
    if state.phase == "scoring":
        return (f"Turn {state.turn_number}: scoring {state.scoring['number']} of "
                f"{_numbers().scorings} under way")
    return (f"Turn {state.turn_number}: {len(state.cathedral)} elements, "
            f"{len(state.scorings)} of {_numbers().scorings} scorings")


def _element_name(tid: str) -> str:
    tok = _token(tid)
    name = f"{'/'.join(tok.colours)} {'Joker' if tok.joker else 'element'}"
    return name + (" with a crown" if tok.crown else "")


def describe(state: State, event: dict) -> str:
    """One game-log line for ``event``. An Order-side token is named by its Order only."""
    kind = event["type"]
    name = state.players[event["seat"]]["name"] if "seat" in event else ""
    orders = load_content().orders
    lines = {
        "build": lambda: f"{name} builds a {_element_name(event.get('token', ''))} "
                         f"at row {event.get('y', 0) + 1}, column {event.get('x', 0) + 1}.",
        "king": lambda: f"The King moves to space {event.get('space')}.",
        "flip": lambda: f"The Order token beside field {event.get('field', 0) + 1} is turned "
                        f"over: {_element_name(event.get('token', ''))}.",
        "draw": lambda: f"A new Order is drawn: {orders[event.get('order')].name}.",
        "deal": lambda: f"A new element is dealt: {_element_name(event.get('token', ''))}.",
        "place_builder": lambda: f"{name} places a Builder on the element just built.",
        "redraw": lambda: f"{name} cannot place any element: the three are discarded.",
        "reshuffle": lambda: (f"The stack is empty: the discard pile becomes a new stack "
                              f"of {event['tokens']}." if event.get("tokens")
                              else "The stack is empty, and so is the discard pile."),
        "stack_out": lambda: "The stack has run out a second time: the game ends.",
        "scoring": lambda: _describe_scoring(state, event),
        "scoring_open": lambda: (f"The stack ran out: final scoring (scoring {event['number']})."
                                 if event.get("final") else
                                 f"The King reaches a crown space: scoring {event['number']}."),
        "turn_end": lambda: f"Turn {event['turn']}: {state.players[event['next']]['name']}'s turn.",
        "order": lambda: _describe_order(state, event, name),
        "paid_offer": lambda: f"{name} may pay 1 Coin to also carry out "
                              f"{orders[event['order']].name}.",
        "pay": lambda: f"{name} pays 1 Coin to {state.players[event['to']]['name']} for the "
                       f"Paid Order.",
        "decline": lambda: f"{name} declines the Paid Order.",
        "paid_order": lambda: _describe_order(state, event, name),
        "game_over": lambda: _describe_end(state, event),
    }
    return lines[kind]() if kind in lines else kind


def _describe_order(state: State, event: dict, name: str) -> str:
    """A log line for an Order or a Paid Order carried out."""
    order = load_content().orders[event["order"]].name
    paid = "the Paid Order " if event["type"] == "paid_order" else ""
    if event.get("effect") is False:
        return f"{name} takes {order}, which has no effect now."
    where = ""
    if "cell" in event:
        x, y = event["cell"]
        where = f" at row {y + 1}, column {x + 1}"
    if "to" in event:
        x, y = event["to"]
        where += f" to row {y + 1}, column {x + 1}"
    return f"{name} carries out {paid}{order}{where}."


def _describe_scoring(state: State, event: dict) -> str:
    pts = event["result"]["points"]
    parts = ", ".join(f"{state.players[s]['name']} +{pts[s]}" for s in range(2))
    totals = " and ".join(str(t) for t in event["totals"])
    return f"Scoring {event['number']}: {parts} (now {totals})."


def _describe_end(state: State, event: dict) -> str:
    names = " and ".join(state.players[s]["name"] for s in event["winners"])
    return f"The game is over. {'Winners' if len(event['winners']) > 1 else 'Winner'}: {names}."
