"""Moving through Baldrick's Tomb: the steps a pawn may take and what they cost
("Gameplay"), standing on the Exit, and the rubble tokens: resolving the one a pawn steps
onto ("Rubble Tokens") and rolling resolved ones back onto the board at the end of a turn.
Board geometry itself is in ``board.py``. Pure Python.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.baldricks_tomb import board
from games.baldricks_tomb.cards import _apply_effects
from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.fighting import _start_combat
from games.baldricks_tomb.tomb import (gold_text, EXIT_REVEAL_GOLD, MAX_HP, STEP_COST, State, _board_tokens,
                                       _d8, _draw, _draw_scrolls, _gain, _lose, _pawn_at, content,
                                       skill_shares, skill_total, step_cost)
from games.engine.i18n import _, counted
from games.engine.protocol import IllegalAction


# ---------------------------------------------------------------------------- movement

@dataclass(frozen=True)
class _Ground:
    """What the step rule looks at around the walking pawn, all of it public: the spaces
    of the other pawns on the board, the face-up Exit's space (``None`` while it is face
    down or off the board) and the gold a step costs once the free steps are spent. Read
    from a state (``_ground``) or from any seat's view (``_seen_ground``), so the board
    can ask where a pawn may walk without the state."""

    pawns: frozenset
    exit: tuple[int, int] | None
    price: int


def _ground(state: State) -> _Ground:
    seat, exit_token = state.turn, state.tokens["exit"]
    pawns = frozenset(tuple(c) for s, c in enumerate(state.cells) if c is not None and s != seat)
    face_up = exit_token["at"] == "board" and exit_token["up"]
    exit_cell = tuple(exit_token["cell"]) if face_up else None
    return _Ground(pawns, exit_cell, step_cost(state, seat))


def _seen_ground(view: dict) -> _Ground:
    turn = view["turn"]
    pawns = frozenset(tuple(p["cell"]) for s, p in enumerate(view["players"])
                      if p["cell"] is not None and s != turn)
    exit_cell = next((tuple(t["cell"]) for t in view["board"]
                      if t["face_up"] and t["kind"] == "exit"), None)
    return _Ground(pawns, exit_cell, view["step_cost"])


def _step_choices(ground: _Ground, here: tuple[int, int], free_steps: int,
                  gold: int) -> dict[tuple[int, int], int]:
    """The steps the active pawn could take from ``here`` with ``free_steps`` free steps
    and ``gold`` left -> the gold each costs. The one place the step rule lives: both
    ``step_options`` (the legal steps now) and ``routes`` (the board's click targets)
    use it.

    Free steps first, then ``step_cost`` gold each ("Gameplay"). A step onto another
    pawn's space is allowed only when the pawn can afford to move on afterwards (it may
    not stop there), or when that space is the face-up Exit (it may leave from there:
    a pawn waiting on the Exit never locks the others out, "The Exit"). A pawn left on
    another pawn's space with nothing to pay (a trap took its gold) may step off for free.
    """
    price = ground.price
    free = free_steps > 0
    cost = 0 if free else price
    opts: dict[tuple[int, int], int] = {}
    if cost > gold:
        return _stranded(ground, here)
    for nb in board.neighbours(here):
        if nb in ground.pawns and nb != ground.exit:
            left_free = free_steps - (1 if free else 0)
            if left_free <= 0 and gold - cost < price:
                continue
        opts[nb] = cost
    return opts or _stranded(ground, here)


def _stranded(ground: _Ground, here: tuple[int, int]) -> dict[tuple[int, int], int]:
    """Free steps off another pawn's space for a pawn that can pay for nothing else."""
    if here not in ground.pawns:
        return {}
    empty = [nb for nb in board.neighbours(here) if nb not in ground.pawns]
    return {nb: 0 for nb in (empty or board.neighbours(here))}


def step_options(state: State) -> dict[tuple[int, int], int]:
    """Spaces the active pawn may step onto now -> gold that step costs ("Gameplay");
    see ``_step_choices`` for the rule. Empty when the pawn is off the board."""
    if state.cells[state.turn] is None:
        return {}
    return _step_choices(_ground(state), tuple(state.cells[state.turn]), state.free_steps,
                         state.gold[state.turn])


def routes(view: dict) -> dict[tuple[int, int], tuple[int, list]]:
    """Every space the active pawn can walk to in the move phase by legal steps ->
    ``(total gold, path)``; ``path`` lists the spaces stepped onto in order (start
    excluded), each step one that ``legal_actions`` offers at that moment. ``view`` is
    any seat's view (``view(state, seat)``): everything this needs is public.

    A rubble token ends a path: stepping onto it resolves it, which may change
    everything (to cross one, walk to it and go on from there). Other pawns' spaces are
    included where the step rule allows entering them. The cheapest route is the one
    with the fewest steps, since steps cost more, never less, as a turn goes on. Empty
    outside the move phase or with the pawn off the board.
    """
    me = view["players"][view["turn"]]
    if view["phase"] != "move" or me["cell"] is None:
        return {}
    start, ground = tuple(me["cell"]), _seen_ground(view)
    tokens = {tuple(t["cell"]) for t in view["board"]}
    best: dict[tuple[int, int], tuple[int, list]] = {}
    frontier = [(start, view["free_steps"], me["gold"], 0, [])]
    seen = {start}
    while frontier:
        later = []
        for here, free, gold, spent, path in frontier:
            if here != start and here in tokens:
                continue
            for nb, cost in sorted(_step_choices(ground, here, free, gold).items()):
                if nb in seen:
                    continue
                seen.add(nb)
                best[nb] = (spent + cost, path + [nb])
                later.append((nb, free - 1 if free > 0 else 0, gold - cost, spent + cost,
                              path + [nb]))
        frontier = later
    return best


def pass_through(view: dict) -> frozenset:
    """The spaces, as ``(red, blue)`` tuples, that the active pawn may cross this turn
    but never end its move on ("Gameplay": you may pass through other pawns' spaces, your
    move cannot end on one): the other pawns' spaces, except the face-up Exit (a pawn
    leaves from there by the Exit). ``view``: any seat's view; empty outside the move
    phase."""
    if view["phase"] != "move":
        return frozenset()
    ground = _seen_ground(view)
    return frozenset(c for c in ground.pawns if c != ground.exit)


def must_move_on(view: dict) -> bool:
    """Whether the active pawn stands on another pawn's space in the move phase, where
    its move cannot end ("Gameplay"): it has to step on (or, on the face-up Exit, may
    leave by it). ``view``: any seat's view."""
    me = view["players"][view["turn"]]
    if view["phase"] != "move" or me["cell"] is None:
        return False
    return tuple(me["cell"]) in _seen_ground(view).pawns


def route_refusal(view: dict, cell) -> str:
    """Why the active pawn cannot walk to ``cell`` (a space) this turn: the rules' reason,
    a sentence, from any seat's view. Only meaningful when ``cell`` is not in
    ``routes(view)``."""
    cell, me = tuple(cell), view["players"][view["turn"]]
    if me["cell"] is None:
        return _("Your pawn is not on the board.")
    here, ground = tuple(me["cell"]), _seen_ground(view)
    if cell == here:
        return _("Your pawn is already there.")
    if board.adjacent(here, cell):
        return _step_refusal(cell in ground.pawns, ground.price, me["gold"])
    if cell in ground.pawns:
        return _("You cannot stop on another pawn's space, and you could not move on "
                 "from there this turn.")
    free = view["free_steps"]
    return counted(free, "Too far: {n} free step left, then {price} a step (you have "
                         "{gold}), and a rubble token on the way ends a walk (step onto it "
                         "first).",
                   "Too far: {n} free steps left, then {price} a step (you have {gold}), and a "
                   "rubble token on the way ends a walk (step onto it first).",
                   price=gold_text(ground.price), gold=gold_text(me["gold"]))


def _step(state: State, action: dict) -> list[dict]:
    seat = state.turn
    if state.cells[seat] is None:
        raise IllegalAction(_("Your pawn is not on the board."))
    cell, here = board.as_cell(action["cell"]), tuple(state.cells[seat])
    if not board.adjacent(here, cell):
        raise IllegalAction(_("Move one space at a time, up, down, left or right."))
    opts = step_options(state)
    if cell not in opts:
        raise IllegalAction(_step_refusal(_pawn_at(state, cell, seat) is not None,
                                          step_cost(state, seat), state.gold[seat]))
    cost = opts[cell]
    if state.free_steps > 0:
        state.free_steps -= 1
    else:
        _lose(state, seat, cost)
    state.cells[seat] = list(cell)
    shares = skill_shares(state, seat, "step_discount", STEP_COST - cost) if cost else []
    events = [{"type": "step", "seat": seat, "from": list(here), "to": list(cell), "cost": cost,
               "free_steps": state.free_steps, "skill_shares": shares}]
    return events + _enter(state, seat)


def _step_refusal(occupied: bool, cost: int, gold: int) -> str:
    """Why a step onto a neighbouring space is refused: another pawn stands there
    (``occupied``), or the free steps are spent and a step's ``cost`` is more than
    ``gold``."""
    if occupied:
        return _("You cannot stop on another pawn's space: you may only pass through it "
                 "if you can move on afterwards (a free step or {cost}).").format(
            cost=gold_text(cost))
    return _("No free steps left: an extra step costs {cost}; you have {gold}.").format(
        cost=gold_text(cost), gold=gold)


def _is_open_exit(state: State, cell) -> bool:
    """True when the face-up Exit lies on ``cell``."""
    exit_token = state.tokens["exit"]
    return (exit_token["at"] == "board" and exit_token["up"]
            and tuple(exit_token["cell"]) == tuple(cell))


def _on_exit(state: State) -> bool:
    cell = state.cells[state.turn]
    return cell is not None and _is_open_exit(state, cell)


# ---------------------------------------------------------------------------- rubble

def _enter(state: State, seat: int) -> list[dict]:
    """Resolve the rubble token on ``seat``'s space, if any ("Gameplay", "Rubble Tokens")."""
    cell = tuple(state.cells[seat])
    tid = _board_tokens(state).get(cell)
    if tid is None:
        return []
    token, kind = state.tokens[tid], token_kind(tid)
    revealed = not token["up"]
    token["up"] = True
    events = [{"type": "token", "seat": seat, "cell": list(cell), "kind": kind,
               "revealed": revealed, "barrier": revealed}]
    if kind == "exit":
        if revealed:
            due = EXIT_REVEAL_GOLD + skill_total(state, seat, "exit_bonus")
            events.append({"type": "exit_found", "seat": seat, "gold": _gain(state, seat, due),
                           "due": due, "skill_shares": skill_shares(state, seat, "exit_bonus")})
        return events
    for known in state.known:
        if tid in known:
            known.remove(tid)
    if kind == "gem":
        token.update(at="held", cell=None)
        state.gem_holder = seat
        return events + [{"type": "gem_found", "seat": seat}]
    token.update(at="resolved", cell=None)
    state.resolved.append(tid)
    return events + _RESOLVE[kind](state, seat)


def _resolve_monster(state: State, seat: int) -> list[dict]:
    return _start_combat(state, seat)


def _resolve_treasure(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "treasure")
    if card is None:
        return events
    state.piles["treasure_discard"].append(card)
    value = content().treasures[card].gold + skill_total(state, seat, "treasure_bonus")
    return events + [{"type": "treasure", "seat": seat, "card": card,
                      "gold": _gain(state, seat, value), "due": value,
                      "skill_shares": skill_shares(state, seat, "treasure_bonus"), "barrier": True}]


def _resolve_scroll(state: State, seat: int) -> list[dict]:
    """A scroll token: draw one scroll card, and one more for each point of a
    Bookworm-style skill; each extra card's event names the skill that gave it."""
    events = _draw_scrolls(state, seat, 1)
    for sid, amount in skill_shares(state, seat, "scroll_bonus"):
        if events and events[-1]["type"] == "scroll_deck_empty":
            break
        events += _draw_scrolls(state, seat, amount, skill=sid)
    return events


def _resolve_fountain(state: State, seat: int) -> list[dict]:
    """Healing fountain: HP to maximum; the poison marker is NOT moved (a skill may)."""
    state.hp[seat] = MAX_HP
    before = state.poison[seat]
    state.poison[seat] = max(0, before - skill_total(state, seat, "fountain_cure"))
    shares = skill_shares(state, seat, "fountain_cure", before - state.poison[seat])
    return [{"type": "fountain", "seat": seat, "hp": MAX_HP, "poison": state.poison[seat],
             "skill_shares": shares}]


def _resolve_trap(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "trap")
    if card is None:
        return events
    state.piles["trap_discard"].append(card)
    warded = state.wards[seat] > 0
    events.append({"type": "trap", "seat": seat, "card": card, "warded": warded,
                   "barrier": True})
    if warded:
        state.wards[seat] -= 1
        return events
    return events + _apply_effects(state, seat, content().traps[card].effects,
                                   {"source": "trap"})


_RESOLVE = {"monster": _resolve_monster, "treasure": _resolve_treasure,
            "scroll": _resolve_scroll, "fountain": _resolve_fountain, "trap": _resolve_trap}


def _token_space_free(state: State, cell, tokens) -> bool:
    return cell not in tokens and _pawn_at(state, cell) is None


def _relocate(state: State) -> list[dict]:
    events = []
    while state.resolved:
        tid = state.resolved[0]
        tokens = _board_tokens(state)
        cell = (_d8(state), _d8(state))
        event = {"type": "token_roll", "seat": state.turn, "kind": token_kind(tid),
                 "rolled": list(cell), "barrier": True}
        events.append(event)
        options = [cell] if _token_space_free(state, cell, tokens) else \
            [nb for nb in board.neighbours(cell) if _token_space_free(state, nb, tokens)]
        event["taken"] = options != [cell]
        if len(options) > 1:
            state.relocating = {"token": tid, "rolled": list(cell),
                                "options": [list(o) for o in options]}
            state.phase = "relocate"
            return events
        if options:
            state.resolved.pop(0)
            state.tokens[tid].update(at="board", cell=list(options[0]), up=True)
            event["cell"] = list(options[0])
    return events
