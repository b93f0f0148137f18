"""Basilica rules engine: pure Python, no pygame, deterministic from a seed.

Implements the protocol of ``games.engine.protocol`` for the parts of the rulebook
(``basilica.pl.txt``, read with ``basilica-notes.md``) listed here. The position, the
Plan's geometry and areas are in ``cathedral.py``, the checks of a position in
``checks.py``; what each Order targets and does (and why a target is refused) is in
``orders.py``; the game log's lines and the names of elements in ``log_lines.py``; this
module holds the turn and re-exports their public names. The board
scene is ``games/basilica/ui/scene.py``: it draws only :func:`view` and the legal actions,
and asks :func:`cell_refusal` why a click on the Plan does nothing.

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
  to the active player and the Order counts as one of their 3 actions. The offer stays
  inside the active player's turn (:func:`whose_turn`), so Undo never takes the answer
  back; :func:`offer_text` words it.

For computer players (the protocol's ``clone``, ``determinize`` and ``playout_policy``):
``hidden.py`` copies a position and draws its hidden tokens again, keeping what the table
was shown (the memory fields of ``State``, updated here as tokens go out of sight);
``policy.py`` picks a quick, purposeful action one step ahead, judges a position
(``evaluate``) and tells an Order taken with no effect (``has_effect``) so that a
computer player never weighs one while an action with an effect exists
(``useful_actions``).

Anything else given to :func:`apply` (not a dict, an unknown ``type``, a key missing or
extra, a value of the wrong kind) is refused with ``IllegalAction`` like an illegal move:
``ACTIONS`` (the engine's rule kit, ``games.engine.rulekit``) checks each action's shape
and phase before its handler runs.
The view shows the Order on top of the stack (the tokens lie Order side up).

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

from games.basilica import orders
from games.basilica.cathedral import (State, area_worth, areas, frontier, in_plan, legal_cells,
                                      next_crown_space, numbers, placement_problem,
                                      score_areas, shape, token_info)
from games.basilica.checks import invariant_problems, token_locations
from games.basilica.content import load_content
from games.basilica.hidden import clone, determinize
from games.basilica.log_lines import LINES as _LINES, element_name
from games.basilica.policy import (EVALUATE_AFTER, evaluate, has_effect, playout_policy,
                                   useful_actions)
from games.basilica.orders import order_targets, shift_start_problem, target_problem
from games.engine.i18n import N_, _, counted
from games.engine.protocol import IllegalAction, Option
from games.engine.rulekit import (Actions, Key, Kind, is_int, plain_copy, said_in_language,
                                  track_position as _track_position)

# The protocol (games/engine/protocol.py) plus the position helpers re-exported from
# cathedral.py and orders.py, so callers need only this module.
from games.basilica.sheet import breakdown
__all__ = ["breakdown", "GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "PIECE_LABEL", "SETUP_NOTE",
           "UNDO_BARRIER_REASON",
           "State", "setup_options", "player_options", "new_game", "current_seat", "whose_turn",
           "legal_actions", "apply", "is_over", "scores", "winners", "view", "describe",
           "clone", "determinize", "playout_policy", "evaluate", "EVALUATE_AFTER",
           "useful_actions", "has_effect", "ACTION_COST",
           "progress", "invariant_problems", "token_locations", "track_position",
           "can_place_builder", "in_plan", "placement_problem", "frontier", "legal_cells",
           "areas", "score_areas", "order_targets", "target_problem", "shift_start_problem",
           "load_content", "element_name", "offer_text", "offer_words", "cell_refusal",
           "order_has_effect",
           "area_worth", "next_crown_space"]

GAME_ID = "basilica"
TITLE = "Basilica"
MIN_PLAYERS = 2
MAX_PLAYERS = 2
# The protocol's PIECE_LABEL, SETUP_NOTE and UNDO_BARRIER_REASON, marked for the catalog
# and given in the language shown when they are read (``__getattr__``).
_SAID = {
    "PIECE_LABEL": N_("Builder colour"),
    "SETUP_NOTE": N_("Player 1 starts: seat first whoever was most recently in a cathedral, "
                     "basilica or medieval church (the younger, if both went at the same "
                     "time)."),
    "UNDO_BARRIER_REASON": N_("A Build or an Order turns up a new token: only placing a "
                              "Builder can be undone."),
}


__getattr__ = said_in_language(_SAID, __name__)   # the sentences above, translated


# A computer player's search applies a Basilica action (and its playout policy values the
# next one's every candidate) in about three times as long as one of Baldrick's Tomb, the
# game its work budget was measured on (``bots.WORK_HARD``), so each counts for three
# (about 120 us against 40 on one core): a decision's work stays within its time.
ACTION_COST = 3


def setup_options() -> list[Option]:
    """Basilica has no game-wide setup options (an empty list)."""
    return []


def player_options() -> list[Option]:
    """Basilica has no per-seat options (an empty list)."""
    return []


def track_position(total: int) -> tuple[int, int]:
    """Where a score sits on the 0-49 track (designed completion): ``(tokens, space)``,
    one scoring token per 50 points. Raises ``ValueError`` for a negative total."""
    return _track_position(total, numbers().track_length)


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """Set up a game ("Przygotowania do rozgrywki", steps 1-9).

    ``players``: exactly 2 dicts with ``name`` and ``colour``, in turn order (seat 0
    starts). ``options`` must be empty (Basilica has none). Raises ``ValueError`` for
    another player count, an empty name or an unknown option.
    """
    if len(players) != 2:
        raise ValueError(_("Basilica is for exactly 2 players"))
    if options:
        raise ValueError(_("unknown option {option}").format(option=repr(sorted(options)[0])))
    seats = []
    for p in players:
        name = str(p.get("name", "")).strip()
        if not name:
            raise ValueError(_("every player needs a name"))
        seats.append({"name": name, "colour": p.get("colour", "")})
    num = numbers()
    rng = random.Random(seed)
    stack = list(load_content().tokens)
    rng.shuffle(stack)
    order_fields = [stack.pop() for _field in range(num.order_fields)]
    element_fields = [stack.pop() for _field in range(num.element_fields)]
    return State(players=seats, seed=seed, rng=rng, stack=stack, order_fields=order_fields,
                 element_fields=element_fields, coins=[num.coins_per_player] * 2, totals=[0, 0],
                 advancement=[num.advancement_per_player] * 2)


# ---------------------------------------------------------------------------- protocol

def current_seat(state: State) -> int | None:
    """The seat that must decide now: the active seat, the opponent while a Paid Order
    offer is open ("Platne Rozkazy dla przeciwnika"), ``None`` once the game is over."""
    if state.phase == "over":
        return None
    return state.pending["seat"] if state.pending else state.turn


def whose_turn(state: State) -> tuple[int, int] | None:
    """The turn under way ("Przebieg rozgrywki - tury"): ``(active seat, turn number)``,
    also while the opponent answers a Paid Order offer or carries one out during it;
    ``None`` once the game is over. The number grows by one at every new turn."""
    if state.phase == "over":
        return None
    return state.turn, state.turn_number


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
        return _("A Builder can only be placed right after a Build, on the element just built.")
    if state.builders_in_play(state.turn) >= numbers().builders_in_play:
        return _("All your Builders are on the cathedral.")
    if tuple(state.last_build) in state.builder_at():
        return _("That element already has a Builder.")
    return None


def legal_actions(state: State) -> list[dict]:
    """Every action the current seat may take now (see the module docstring)."""
    if state.phase == "paid_offer":
        return [{"type": "pay"}, {"type": "decline"}]
    if state.phase == "scoring":
        return [{"type": "score"}]
    if state.phase == "paid_order":
        return [{"type": "paid_order", **t}
                for t in orders.order_targets(state, state.pending["order"], state.pending["seat"])]
    if state.phase != "play":
        return []
    found = shape(state)                       # the cathedral's grid and frontier, shared
    grid, cells = found.grid, found.frontier
    acts = [{"type": "build", "field": i, "x": x, "y": y}
            for i in range(len(state.element_fields))
            for x, y in legal_cells(state, i, grid=grid, cells=cells)]
    if not acts:
        acts.append({"type": "redraw"})
    if can_place_builder(state) is None:
        acts.append({"type": "place_builder"})
    for i, tid in enumerate(state.order_fields):
        targets = orders.order_targets(state, token_info(tid).order, state.turn)
        acts += [{"type": "order", "field": i, **t} for t in targets] or [
            {"type": "order", "field": i}]
    return acts


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for the current seat and return the events it caused.

    Raises ``IllegalAction`` (state unchanged) when the action is not allowed now, also
    for anything that is not an action of this game: not a dict, a ``type`` that names no
    action (or is not a string), a missing or unknown key, a value of the wrong kind
    (``ACTIONS``, the engine's rule kit, checks these first). The reason is in the
    language shown: the rules' own sentences are translated where they are raised, a
    phase's sentence (``PHASE_REFUSALS``) here.
    """
    try:
        return ACTIONS.apply(state, action)
    except IllegalAction as exc:
        raise IllegalAction(_(exc.reason)) from None


def _build(state: State, action: dict) -> list[dict]:
    i, x, y = action["field"], action["x"], action["y"]
    if not 0 <= i < len(state.element_fields):
        raise IllegalAction(_("There is no such element field."))
    tid = state.element_fields[i]
    problem = placement_problem(state, tid, x, y)
    if problem:
        raise IllegalAction(problem)
    seat = state.turn
    state.element_fields[i] = None
    state.cathedral.append([x, y, tid])
    events = [{"type": "build", "seat": seat, "field": i, "token": tid, "x": x, "y": y}]
    crowned = token_info(tid).crown
    if crowned:
        state.king += 1
        events.append({"type": "king", "space": state.king})
    events += _refill_element_field(state, i)
    if state.phase != "play":                       # the stack ran out: the game ends
        return events
    state.last_build = [x, y]
    if crowned and state.king in numbers().crown_spaces:
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
        raise IllegalAction(_("An element can still be built: redraw only when none fits."))
    seat = state.turn
    events = [{"type": "redraw", "seat": seat, "tokens": list(state.element_fields)}]
    state.discard.extend(state.element_fields)
    state.seen_discards.extend(state.element_fields)
    state.element_fields = [None] * len(state.element_fields)
    for i in range(len(state.element_fields)):
        tid = _draw(state, events)
        if tid is None:
            return events + _game_end(state)
        state.element_fields[i] = tid
        _shown(state, tid)
        events.append({"type": "deal", "field": i, "token": tid, "barrier": True})
    return events


def _action_done(state: State) -> list[dict]:
    """Count one action; after the third the opponent's turn begins."""
    state.actions_done += 1
    if state.actions_done < numbers().actions_per_turn:
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
    _shown(state, tid)
    if i in state.old_fields:
        state.old_fields.remove(i)
    events = [{"type": "flip", "field": i, "token": tid, "barrier": True}]
    new = _draw(state, events)
    if new is None:
        return events + _game_end(state)
    state.order_fields[i] = new
    events.append({"type": "draw", "field": i, "order": token_info(new).order, "barrier": True})
    return events


def _shown(state: State, tid: str) -> None:
    """Token ``tid`` was turned element side up for all to see: the table no longer needs
    to remember it among the second stack's tokens (``State.restacked_seen``)."""
    if tid in state.restacked_seen:
        state.restacked_seen.remove(tid)


def _draw(state: State, events: list[dict]) -> str | None:
    """The stack's top token, reshuffling the discard pile the first time the stack runs
    out ("Wyczerpanie stosu"); ``None`` when it runs out the second time (an empty discard
    pile at the first time counts as running out again at once). At the reshuffle the
    table's memory moves with the tokens: what was seen in the discard pile is now
    somewhere in the second stack, and the Order fields hold the first stack's last
    tokens (``State.old_fields``)."""
    while not state.stack:
        state.exhaustions += 1
        if state.exhaustions >= numbers().stack_exhaustions:
            events.append({"type": "stack_out", "exhaustion": state.exhaustions})
            return None
        state.stack, state.discard = state.discard, []
        state.restacked_seen, state.seen_discards = sorted(state.seen_discards), []
        state.old_fields = [i for i, t in enumerate(state.order_fields) if t is not None]
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
    if held["final"] or len(state.scorings) >= numbers().scorings:
        state.phase = "over"
        return events + [{"type": "game_over", "winners": winners(state)}]
    return events + (_end_turn(state) if held["interrupted"] else [])


def _game_end(state: State) -> list[dict]:
    """The stack ran out a second time: the game ends at once, after a final scoring if
    fewer than three were held."""
    if len(state.scorings) < numbers().scorings:
        return _scoring(state, interrupted=False, final=True)
    state.phase = "over"
    return [{"type": "game_over", "winners": winners(state)}]


def _order(state: State, action: dict) -> list[dict]:
    """Carry out an Order ("Wykonanie Rozkazu"): take the token from Order field ``i``,
    carry its Order out once, discard the token, refill the field from the stack, then
    offer the Paid Order to the opponent when there is one."""
    i = action["field"]
    if not 0 <= i < len(state.order_fields):
        raise IllegalAction(_("There is no such Order field."))
    tid, seat = state.order_fields[i], state.turn
    order = token_info(tid).order
    params = orders.order_params(state, order, seat, action)
    told = orders.carry_out(state, order, seat, params) if params is not None else {}
    state.order_fields[i], state.last_build = None, None
    if i in state.old_fields:
        state.old_fields.remove(i)
        state.old_discards.append(len(state.discard))
    state.discard.append(tid)
    events = [{"type": "order", "seat": seat, "field": i, "order": order,
               "effect": params is not None, **(params or {}), **told}]
    new = _draw(state, events)
    if new is None:
        return events + _game_end(state)
    state.order_fields[i] = new
    events.append({"type": "draw", "field": i, "order": token_info(new).order, "barrier": True})
    opponent = 1 - seat
    if (load_content().orders[order].paid and state.coins[opponent] > 0
            and orders.order_targets(state, order, opponent)):
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
    params = orders.order_params(state, order, opponent, action)
    if params is None:                  # never while an offer stands (checks.py)
        raise IllegalAction(_(orders.NO_TARGET[order]))
    told = orders.carry_out(state, order, opponent, params)
    state.phase, state.pending = "play", None
    events = [{"type": "paid_order", "seat": opponent, "order": order, **params, **told,
               "barrier": True}]
    return events + _action_done(state)


# The actions of Basilica for the engine's rule kit: per type its phases, keys and handler,
# and what is said when an action is tried in another phase.
_ELEMENT_FIELD = Key(is_int, N_("an element field, counted from 0 (a whole number)"))
_ORDER_FIELD = Key(is_int, N_("an Order field, counted from 0 (a whole number)"))
_COLUMN = Key(is_int, N_("a column of the Plan (a whole number)"))
_ROW = Key(is_int, N_("a row of the Plan (a whole number)"))
_TARGET = Key(orders.is_cell, N_("a cell [x, y] of the Plan (two whole numbers)"), optional=True)
_NO_SCORING = N_("There is no scoring to finish now.")
# The sentence said when an action of another phase is tried in each phase (marked for
# the catalog; ``apply`` translates it as it is raised).
PHASE_REFUSALS = {
    "play": N_("There is no Paid Order to answer now."),
    "paid_offer": N_("First answer the Paid Order offer: pay or decline."),
    "paid_order": N_("First carry out the Paid Order you paid for."),
    "scoring": N_("A scoring is being held: move the markers first."),
    "over": N_("The game is over."),
}
ACTIONS = Actions(
    {"build": Kind(_build, ("play",), {"field": _ELEMENT_FIELD, "x": _COLUMN, "y": _ROW}),
     "place_builder": Kind(_place_builder, ("play",)),
     "redraw": Kind(_redraw, ("play",)),
     "order": Kind(_order, ("play",), {"field": _ORDER_FIELD, "cell": _TARGET, "to": _TARGET}),
     "pay": Kind(_pay, ("paid_offer",)),
     "decline": Kind(_decline, ("paid_offer",)),
     "paid_order": Kind(_paid_order, ("paid_order",), {"cell": _TARGET, "to": _TARGET}),
     "score": Kind(_score, ("scoring",), refusals=dict.fromkeys(
         ("play", "paid_offer", "paid_order"), _NO_SCORING))},
    PHASE_REFUSALS)


# ---------------------------------------------------------------------------- views

def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (the same for every seat and for the public view
    ``seat=None``: Basilica hides nothing from one player that the other may see): the
    cathedral and Builders, element fields (token ids), Order fields (their Orders only:
    the element side is face down), stack and discard sizes, ``stack_top`` (the Order on
    the stack's top token, or ``None`` when the stack is empty: the tokens are stacked
    Order side up, "Przygotowania do rozgrywki" step 5), coins, King, scores and scorings
    held, advancement tokens left, promoted Builders, Scaffolding, Stained glass and the
    open Paid Order offer (``pending``); ``active`` (the seat whose turn it is, also
    while the opponent answers a Paid Order; ``None`` once the game is over, when
    ``winners`` names the winning seats, else empty), ``turn_number`` and ``exhaustions``
    (times the stack has run out: "Wyczerpanie stosu"). ``turn`` is the seat that must
    decide now. Never an element side of the stack, nor its order below the top."""
    over = state.phase == "over"
    return {
        "phase": state.phase, "turn": current_seat(state), "actions_done": state.actions_done,
        "active": None if over else state.turn, "turn_number": state.turn_number,
        "exhaustions": state.exhaustions, "winners": winners(state),
        "last_build": plain_copy(state.last_build), "cathedral": [list(c) for c in state.cathedral],
        "builders": [list(b) for b in state.builders],
        "element_fields": list(state.element_fields),
        "order_fields": [None if t is None else token_info(t).order for t in state.order_fields],
        "stack": len(state.stack), "discard": len(state.discard), "coins": list(state.coins),
        "stack_top": token_info(state.stack[-1]).order if state.stack else None,
        "king": state.king, "totals": list(state.totals), "scorings": plain_copy(state.scorings),
        "supply": [numbers().builders_in_play - state.builders_in_play(s) for s in range(2)],
        "advancement": list(state.advancement), "promoted": [list(c) for c in state.promoted],
        "scaffolding": [list(c) for c in state.scaffolding],
        "stained_glass": [list(c) for c in state.stained_glass],
        "pending": plain_copy(state.pending) if state.pending else None,
        "scoring": plain_copy(state.scoring),
    }


def progress(state: State) -> str:
    """Short progress text for the save list in the language shown, e.g. ``"Turn 4: 9
    elements, 1 of 3 scorings"``, ``"Turn 9: scoring 2 of 3 under way"``, ``"Finished:
    Ola & Bart won"``."""
    if state.phase == "over":
        return _("Finished: {names} won").format(
            names=" & ".join(state.players[s]["name"] for s in winners(state)))
    if state.phase == "scoring":
        return _("Turn {turn}: scoring {number} of {scorings} under way").format(
            turn=state.turn_number, number=state.scoring["number"], scorings=numbers().scorings)
    return _("Turn {turn}: {elements}, {held}").format(
        turn=state.turn_number,
        elements=counted(len(state.cathedral), "{n} element", "{n} elements"),
        held=counted(numbers().scorings, "{held} of {n} scoring", "{held} of {n} scorings",
                     held=len(state.scorings)))


def offer_text(state: State) -> tuple[str, str]:
    """The Paid Order offer open in ``state`` in words, ``(question, explanation)``
    ("Platne Rozkazy dla przeciwnika"), from the state alone, so a game loaded at the
    offer asks it exactly as the live one did. Raises ``ValueError`` when no offer is
    open."""
    if state.phase != "paid_offer":
        raise ValueError(_("no Paid Order offer is open"))
    return offer_words(state.pending["order"], state.players[state.pending["seat"]]["name"],
                       state.players[state.turn]["name"])


def offer_words(order_id: str, name: str, active: str) -> tuple[str, str]:
    """:func:`offer_text` from what the table sees: the Order offered (``order_id``, one
    with a Paid Order), the name of the seat asked and of the active seat (whose turn it
    is). Raises ``KeyError`` for an unknown Order, ``ValueError`` for one without a Paid
    Order."""
    order = load_content().orders[order_id]
    if order.paid is None:
        raise ValueError(_("{order_name} has no Paid Order").format(order_name=order.name))
    rule = order.paid.rstrip(".")              # the Paid Order's text, inside a sentence
    fields = {"name": name, "active": active, "order_name": order.name,
              "rule": rule[0].lower() + rule[1:]}
    question = _("{name}: pay 1 Coin to {active} to also carry out {order_name}?").format(
        **fields)
    explanation = _("{active} took {order_name}. Its Paid Order ({rule}): for 1 Coin, paid to "
                    "{active}, {name} may carry out {order_name} too, right now. It costs "
                    "none of {name}'s actions.").format(**fields)
    return question, explanation


def cell_refusal(view: dict, cell: tuple[int, int], *, element: str | None = None,
                 order: str | None = None, shift_from: tuple[int, int] | None = None) -> str | None:
    """Why a click on Plan cell ``cell`` (``(x, y)``) does nothing for the seat deciding in
    ``view`` (a :func:`view`), as a sentence, or ``None`` when it is a legal choice there.

    What the seat is doing: building ``element`` (a token id: "Rozbudowa Katedry",
    :func:`placement_problem`); carrying out ``order`` (an Order id, also as the Paid
    Order: :func:`target_problem`, or "has no target now" when it has none on the Plan),
    for Shift first picking a Builder (``shift_from`` None: :func:`shift_start_problem`),
    then where it goes; neither: "Nothing to do on the cathedral now.". Reads only the
    view: every reason depends on what lies on the table, none on the hidden tokens."""
    table = _table(view)
    if element is not None:
        return placement_problem(table, element, *cell)
    if order is None:
        return _("Nothing to do on the cathedral now.")
    seat = view["turn"]
    if not any("cell" in t for t in orders.order_targets(table, order, seat)):
        return _("{order_name} has no target now.").format(               # e.g. Tax
            order_name=load_content().orders[order].name)
    if order == "shift" and shift_from is None:
        return shift_start_problem(table, seat, list(cell))
    target = ({"cell": list(shift_from), "to": list(cell)} if order == "shift"
              else {"cell": list(cell)})
    return target_problem(table, order, seat, target)


def order_has_effect(view: dict, order: str) -> bool:
    """True when ``order`` (an Order id) carried out now by the seat deciding in ``view``
    (a :func:`view`) would do something: it has a possible target (:func:`order_targets`
    for the table as the view shows it; for Tax, a Coin to take). False when it could
    only be taken with no effect ("Wykonanie Rozkazu"; the Orders are the designed
    completion). Raises ``KeyError`` for an unknown Order."""
    return bool(orders.order_targets(_table(view), order, view["turn"]))


def _table(view: dict) -> State:
    """The position as :func:`view` shows it: what lies on the table (cathedral, Builders,
    tokens, supplies, element fields, whose turn), the hidden tokens left out (an empty
    stack, no Order fields) and no dice (``rng`` None), for reasons that depend only on
    the table. Shares the view's lists: only for reading."""
    return State(players=[{"name": "", "colour": ""}, {"name": "", "colour": ""}], seed=0,
                 rng=None, phase=view["phase"], turn=view["active"] or 0,
                 actions_done=view["actions_done"], last_build=view["last_build"],
                 element_fields=view["element_fields"], cathedral=view["cathedral"],
                 builders=view["builders"], coins=view["coins"], totals=view["totals"],
                 king=view["king"], exhaustions=view["exhaustions"],
                 turn_number=view["turn_number"], advancement=view["advancement"],
                 promoted=view["promoted"], scaffolding=view["scaffolding"],
                 stained_glass=view["stained_glass"], pending=view["pending"])


def describe(state: State, event: dict, seat: int | None = None) -> str:
    """One game-log line for ``event`` (an event :func:`apply` returned), a sentence.

    ``seat`` (0, 1 or ``None`` for the public line) changes nothing: every event of
    Basilica shows the whole table the same thing, so none has ``"shown_to"``. A token
    lying Order side up is named by its Order only, never by its element. Raises
    ``ValueError`` for an event type Basilica does not make."""
    return _LINES.describe(state, event, seat)
