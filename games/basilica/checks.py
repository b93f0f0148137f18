"""Checks of a Basilica position, for loading saves (``State.from_dict``) and for the
generic random-game test (``invariant_problems``). Pure Python.

Two layers, each returning sentences that say what is wrong (empty when sound):

* :func:`field_problems` looks at the plain dict of ``State.to_dict()``: every field is
  of its type and in its range (seats 0-1, cells with whole numbers, known token and
  Order ids, counts within the components' numbers);
* :func:`invariant_problems` looks at a built ``State``: the rules that tie fields
  together (the 58 tokens each in one place, a connected cathedral inside the Plan with
  no two Jokers side by side, Builders, Coins, advancement tokens, the King, the
  scorings held, whose turn it is, the Paid Order offer, the open scoring).

Rulebook sections are named where a rule comes from the rulebook; the rest follows the
designed completion (``data/basilica``).
"""
from __future__ import annotations

from games.basilica import orders
from games.basilica.cathedral import State, in_plan, numbers, score_areas, token_info
from games.basilica.content import load_content
from games.engine.i18n import _, counted
from games.engine.rulekit import is_int

PHASES = ("play", "paid_offer", "paid_order", "scoring", "over")
_MAX_INT = 2 ** 32


def _is_int(value, low: int = 0, high: int | None = None) -> bool:
    """True for an int (not a bool) in ``low`` .. ``high`` (no upper bound when None)."""
    return is_int(value) and value >= low and (high is None or value <= high)


def _is_cell(value) -> bool:
    """``[x, y]``, a cell of the Plan: row ``y`` 0-4, column ``x`` from 0 to the number of
    tokens (no cathedral, nor a cell next to one, reaches further)."""
    return (isinstance(value, list) and len(value) == 2
            and _is_int(value[0], 0, len(load_content().tokens))
            and _is_int(value[1], 0, numbers().plan_rows - 1))


def _is_token(value) -> bool:
    return isinstance(value, str) and value in load_content().tokens


def _is_position(value) -> bool:
    """A position in the discard pile (which never holds more than the 58 tokens)."""
    return _is_int(value, 0, len(load_content().tokens) - 1)


def _is_pair(value, high: int | None = None) -> bool:
    """A per-seat list of two whole numbers 0 .. ``high``."""
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v, 0, high) for v in value)


def _list_of(value, test) -> bool:
    return isinstance(value, list) and all(test(v) for v in value)


def _rng_problem(value) -> str | None:
    """``random.Random``'s state as ``rng_to_json`` writes it (version 3: 624 words and
    an index, then the Gaussian spare)."""
    if not (isinstance(value, list) and len(value) == 3 and value[0] == 3
            and isinstance(value[1], list) and len(value[1]) == 625
            and all(_is_int(w, 0, _MAX_INT - 1) for w in value[1])
            and (value[2] is None or isinstance(value[2], float))):
        return _("rng: not a random generator's state")
    return None


def result_problem(result) -> str | None:
    """What is wrong with a :func:`score_areas` breakdown (held in ``scorings`` and in the
    open ``scoring``), or None: its keys, each area's colour, cells, size (its cells),
    Stained glass (at most its size), strengths and points, and the totals (the sum of the
    areas' points)."""
    keys = {"colour", "cells", "size", "glass", "strength", "points"}
    if not isinstance(result, dict) or set(result) != {"areas", "points"} or \
            not isinstance(result["areas"], list) or not _is_pair(result["points"]):
        return _("not a scoring breakdown")
    for area in result["areas"]:
        if not isinstance(area, dict) or set(area) != keys:
            return _("an area of the breakdown is malformed")
        if area["colour"] not in numbers().colours or not _list_of(area["cells"], _is_cell) \
                or not area["cells"] or not _is_int(area["size"], 1) \
                or area["size"] != len(area["cells"]) \
                or not _is_int(area["glass"], 0, area["size"]) \
                or not _is_pair(area["strength"]) or not _is_pair(area["points"]):
            return _("an area of the breakdown has impossible numbers")
    if [sum(a["points"][s] for a in result["areas"]) for s in range(2)] != result["points"]:
        return _("the breakdown's totals are not the sum of its areas")
    return None


def _players_ok(value) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(
        isinstance(p, dict) and set(p) == {"name", "colour"} and isinstance(p["name"], str)
        and p["name"].strip() and isinstance(p["colour"], str) for p in value)


def _pending_ok(value) -> bool:
    return value is None or (isinstance(value, dict) and set(value) == {"order", "seat"}
                             and isinstance(value["order"], str)
                             and value["order"] in load_content().orders
                             and _is_int(value["seat"], 0, 1))


def _scoring_ok(value) -> bool:
    return value is None or (
        isinstance(value, dict) and set(value) == {"number", "result", "interrupted", "final"}
        and _is_int(value["number"], 1, numbers().scorings)
        and result_problem(value["result"]) is None
        and isinstance(value["interrupted"], bool) and isinstance(value["final"], bool))


def _field_tests() -> dict:
    """Per field of ``State.FIELDS``: ``(test, what it should be)``."""
    num = numbers()
    fields = num.order_fields
    return {
        "players": (_players_ok, _("two players, each with a name and a colour")),
        "seed": (is_int, _("a whole number")),
        "phase": (lambda v: v in PHASES, _("one of {phases}").format(phases=", ".join(PHASES))),
        "turn": (lambda v: _is_int(v, 0, 1), _("seat 0 or 1")),
        "actions_done": (lambda v: _is_int(v, 0, num.actions_per_turn - 1),
                         _("0 to {most} actions").format(most=num.actions_per_turn - 1)),
        "last_build": (lambda v: v is None or _is_cell(v), _("a cell of the Plan or null")),
        "stack": (lambda v: _list_of(v, _is_token), _("a list of token ids")),
        "discard": (lambda v: _list_of(v, _is_token), _("a list of token ids")),
        "order_fields": (lambda v: _list_of(v, lambda t: t is None or _is_token(t))
                         and len(v) == fields, _("{n} token ids (or null)").format(n=fields)),
        "element_fields": (lambda v: _list_of(v, lambda t: t is None or _is_token(t))
                           and len(v) == num.element_fields,
                           _("{n} token ids (or null)").format(n=num.element_fields)),
        "cathedral": (lambda v: _list_of(v, lambda c: isinstance(c, list) and len(c) == 3
                                         and _is_cell(c[:2]) and _is_token(c[2])),
                      _("a list of [x, y, token id] on the Plan")),
        "builders": (lambda v: _list_of(v, lambda b: isinstance(b, list) and len(b) == 3
                                        and _is_cell(b[:2]) and _is_int(b[2], 0, 1)),
                     _("a list of [x, y, seat] on the Plan")),
        "coins": (lambda v: _is_pair(v, 2 * num.coins_per_player), _("two Coin counts")),
        "totals": (_is_pair, _("two scores of 0 or more")),
        "king": (lambda v: _is_int(v, 0, num.crown_spaces[-1]),
                 _("a track space 0 to {last}").format(last=num.crown_spaces[-1])),
        "scorings": (lambda v: _list_of(v, lambda r: result_problem(r) is None)
                     and len(v) <= num.scorings, _("at most {n} scoring breakdowns").format(n=num.scorings)),
        "exhaustions": (lambda v: _is_int(v, 0, num.stack_exhaustions),
                        _("0 to {most}").format(most=num.stack_exhaustions)),
        "turn_number": (lambda v: _is_int(v, 1), _("a turn number of 1 or more")),
        "advancement": (lambda v: _is_pair(v, num.advancement_per_player),
                        _("two counts of 0 to {most}").format(most=num.advancement_per_player)),
        "promoted": (lambda v: _list_of(v, _is_cell), _("a list of cells of the Plan")),
        "scaffolding": (lambda v: _list_of(v, _is_cell), _("a list of cells of the Plan")),
        "stained_glass": (lambda v: _list_of(v, _is_cell), _("a list of cells of the Plan")),
        "pending": (_pending_ok, _("null or a Paid Order offer {order, seat}")),
        "scoring": (_scoring_ok, _("null or an open scoring {number, result, interrupted, final}")),
        "seen_discards": (lambda v: _list_of(v, _is_token), _("a list of token ids")),
        "restacked_seen": (lambda v: _list_of(v, _is_token), _("a list of token ids")),
        "old_fields": (lambda v: _list_of(v, lambda i: _is_int(i, 0, fields - 1)),
                       _("a list of Order fields 0 to {last}").format(last=fields - 1)),
        "old_discards": (lambda v: _list_of(v, _is_position),
                         _("a list of positions in the discard pile")),
    }


def field_problems(d: dict) -> list[str]:
    """What is wrong with the fields of ``d`` (a dict of ``State.to_dict()`` output, e.g.
    from a save) that are there: each one of the wrong type or out of range, in the order
    of ``State.FIELDS``, then the RNG's state. Empty when every field is well formed (a
    field missing or unknown is ``State.shape_problems``'s to name; then
    :func:`invariant_problems` checks how the fields fit together). A value of a kind no
    test expects (a list where a name should be) is a field out of range, never an
    error (each test checks a value's kind before it uses it)."""
    problems = []
    for name, (test, what) in _field_tests().items():
        if name in d and not test(d[name]):
            problems.append(_("{field}: should be {what}").format(field=name, what=what))
    if "rng" in d and _rng_problem(d["rng"]):
        problems.append(_rng_problem(d["rng"]))
    return problems


# ---------------------------------------------------------------------------- invariants

def token_locations(state: State) -> list[str]:
    """Every token id the state holds: stack, discard, fields and cathedral (58 always)."""
    fields = [t for t in state.order_fields + state.element_fields if t is not None]
    return state.stack + state.discard + fields + [t for _x, _y, t in state.cathedral]




def invariant_problems(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when sound), for a state whose fields are well
    formed (:func:`field_problems`): two seats; the 58 tokens accounted for exactly once;
    elements inside the Plan, one per cell, all connected to the sockets, no two Jokers
    side by side; Builders only on elements, one per element, at most 5 per seat; fields
    full while playing; whose turn it is; the King, the scorings and the scores; the
    Orders' pieces and the Paid Order offer."""
    num = numbers()
    problems = []
    if len(state.players) != 2 or len(state.coins) != 2 or len(state.totals) != 2:
        problems.append(_("not a two-player position"))
    tokens = token_locations(state)
    if sorted(tokens) != sorted(load_content().tokens):
        problems.append(_("{found} tokens accounted for ({distinct} distinct), expected the "
                          "{wanted} tokens once each").format(
            found=len(tokens), distinct=len(set(tokens)), wanted=len(load_content().tokens)))
    grid = state.grid()
    if len(grid) != len(state.cathedral) or not all(in_plan(x, y) for x, y in grid):
        problems.append(_("cathedral elements overlap or lie outside the Plan"))
    elif not orders.reaches_sockets(grid):
        problems.append(_("a cathedral element is cut off from the sockets"))
    jokers = {c for c, tid in grid.items() if token_info(tid).joker}
    if any((x + 1, y) in jokers or (x, y + 1) in jokers for x, y in jokers):
        problems.append(_("two Jokers touch by a side"))
    where = state.builder_at()
    if len(where) != len(state.builders) or not set(where) <= set(grid):
        problems.append(_("a Builder is not alone on a built element"))
    if any(state.builders_in_play(s) > num.builders_in_play for s in range(2)):
        problems.append(_("more Builders in play than a player has"))
    final = state.phase == "scoring" and isinstance(state.scoring, dict) and \
        state.scoring.get("final")
    if state.phase != "over" and not final and None in state.order_fields + state.element_fields:
        problems.append(_("an empty field during play"))
    if state.turn not in (0, 1) or not 0 <= state.actions_done < num.actions_per_turn:
        problems.append(_("bad turn {turn} / actions {actions}").format(
            turn=state.turn, actions=state.actions_done))
    elif state.turn != (state.turn_number - 1) % 2:
        problems.append(_("turn {turn} belongs to seat {owner}, not seat {seat} (seat 0 plays "
                          "the odd turns)").format(turn=state.turn_number,
                                                   owner=(state.turn_number - 1) % 2,
                                                   seat=state.turn))
    if state.king < 0 or any(t < 0 for t in state.totals) or state.phase not in PHASES:
        problems.append(_("bad King, scores or phase"))
    if state.last_build is not None and (state.phase != "play" or state.actions_done < 1
                                         or tuple(state.last_build) not in grid):
        problems.append(_("the element just built is not on the cathedral or not this turn's"))
    if (state.phase == "scoring") != isinstance(state.scoring, dict) or (
            state.scoring is not None and not {"number", "result", "interrupted", "final"}
            <= set(state.scoring)):
        problems.append(_("a scoring out of place"))
    return (problems + _scoring_problems(state, grid) + _order_problems(state, grid, where)
            + memory_problems(state))


def memory_problems(state: State) -> list[str]:
    """Whether the table's memory of hidden tokens (``State.seen_discards``,
    ``restacked_seen``, ``old_fields``, ``old_discards``) fits the position: each list
    sorted (but ``seen_discards``, in the order thrown out) and without repeats; seen
    discards lie in the discard pile; before the first stack ran out ("Wyczerpanie stosu")
    the other three are empty; after it, the old fields hold tokens, the old discards are
    discard positions of Orders taken, and a restacked token lies where a token of the
    second stack can be (the stack, a field filled from it, an Order taken from it)."""
    problems = []
    for name in ("seen_discards", "restacked_seen", "old_fields", "old_discards"):
        value = getattr(state, name)
        if len(set(value)) != len(value) or (name != "seen_discards" and value != sorted(value)):
            problems.append(_("the memory {field} repeats itself or is out of order").format(
                field=name))
    if not set(state.seen_discards) <= set(state.discard):
        problems.append(_("a token remembered in the discard pile is not there"))
    if state.exhaustions == 0:
        if state.restacked_seen or state.old_fields or state.old_discards:
            problems.append(_("the table remembers a second stack before the first ran out"))
        return problems
    if any(state.order_fields[i] is None for i in state.old_fields
           if 0 <= i < len(state.order_fields)):
        problems.append(_("an old Order field is empty"))
    seen = set(state.seen_discards)
    if any(not 0 <= i < len(state.discard) or state.discard[i] in seen for i in state.old_discards):
        problems.append(_("an old discard is not an Order taken"))
    second = set(state.stack) | {t for i, t in enumerate(state.order_fields)
                                 if i not in state.old_fields}
    second |= {t for i, t in enumerate(state.discard)
               if t not in seen and i not in state.old_discards}
    if not set(state.restacked_seen) <= second:
        problems.append(_("a token remembered in the second stack is elsewhere"))
    return problems


def _scoring_problems(state: State, grid: dict) -> list[str]:
    """The King, the scorings held and the scores ("Ruch pionu Krola", "Wyczerpanie
    stosu"): the King moves one space per crowned element built and never back, each crown
    space he reaches holds one scoring (the stack running out a second time may add a
    final one), the scores are the sum of the scorings held, an open scoring is the
    breakdown of the cathedral as it stands."""
    num, problems = numbers(), []
    crowned = sum(1 for tid in grid.values() if token_info(tid).crown)
    if crowned > state.king:
        problems.append(counted(crowned, "{n} crowned elements built but the King on space "
                                "{space}", "{n} crowned elements built but the King on space "
                                "{space}", space=state.king))
    if [sum(r["points"][s] for r in state.scorings) for s in range(2)] != list(state.totals):
        problems.append(_("the scores are not the points of the scorings held"))
    reached = sum(1 for space in num.crown_spaces if space <= state.king)
    opened = state.scoring if isinstance(state.scoring, dict) else None
    held = len(state.scorings) + (opened is not None)
    ran_out = state.exhaustions >= num.stack_exhaustions
    extra_final = held == reached + 1 and ran_out and state.phase in ("scoring", "over")
    if held != reached and not extra_final:
        problems.append(counted(held, "{n} scorings held with the King on space {space}",
                                "{n} scorings held with the King on space {space}",
                                space=state.king))
    if ran_out and not (state.phase == "over" or (opened and opened.get("final"))):
        problems.append(_("the stack ran out a second time but the game goes on"))
    if state.phase == "over" and len(state.scorings) < num.scorings and not ran_out:
        problems.append(_("the game ended before its third scoring with tokens left"))
    if opened:
        if opened.get("number") != len(state.scorings) + 1:
            problems.append(_("the open scoring's number does not follow the scorings held"))
        if opened.get("final") != ran_out or opened.get("interrupted") == opened.get("final"):
            problems.append(_("the open scoring is not final exactly when the stack ran out"))
        if not opened.get("final") and state.king not in num.crown_spaces:
            problems.append(_("a scoring is open with the King off a crown space"))
        if opened.get("result") != score_areas(state):
            problems.append(_("the open scoring's breakdown is not the cathedral's"))
    return problems


def _order_problems(state: State, grid: dict, where: dict) -> list[str]:
    """Invariants of the Orders' pieces: Coins (at most the two of the box), advancement tokens
    and promoted Builders, Scaffolding on empty Plan cells, Stained glass on elements, the
    Paid Order offer (a Paid Order, the opponent's, with a Coin to pay and a target)."""
    num, problems = numbers(), []
    if len(state.coins) != 2 or min(state.coins) < 0 or \
            sum(state.coins) > 2 * num.coins_per_player:
        problems.append(_("bad Coins {coins}: there are only {n}").format(
            coins=state.coins, n=2 * num.coins_per_player))
    promoted = [tuple(c) for c in state.promoted]
    if len(set(promoted)) != len(promoted) or not set(promoted) <= set(where) or any(
            state.advancement[s] + sum(where[c] == s for c in promoted)
            != num.advancement_per_player for s in range(2)):
        problems.append(_("advancement tokens or promoted Builders miscounted"))
    scaffolds = [tuple(c) for c in state.scaffolding]
    if len(set(scaffolds)) != len(scaffolds) or len(scaffolds) > num.scaffolding or any(
            c in grid or not in_plan(*c) for c in scaffolds):
        problems.append(_("Scaffolding off an empty cell of the Plan, or too many"))
    glass = [tuple(c) for c in state.stained_glass]
    if len(set(glass)) != len(glass) or len(glass) > num.stained_glass or \
            not set(glass) <= set(grid):
        problems.append(_("Stained glass off an element, two on one, or too many"))
    offer = state.phase in ("paid_offer", "paid_order")
    pending = state.pending
    if offer != (pending is not None) or (offer and (
            pending.get("seat") != 1 - state.turn
            or not load_content().orders[pending.get("order")].paid)):
        problems.append(_("a Paid Order offer out of place"))
    elif offer and not orders.order_targets(state, pending["order"], pending["seat"]):
        problems.append(_("a Paid Order offer with nothing to carry it out on"))
    elif state.phase == "paid_offer" and state.coins[pending["seat"]] < 1:
        problems.append(_("a Paid Order offer to a player without a Coin"))
    return problems
