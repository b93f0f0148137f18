"""Basilica's hidden tokens, for computer players: :func:`clone` (a fast copy of a
position) and :func:`determinize` (the position again, with everything the table cannot
know drawn anew). Pure Python; ``games.basilica.rules`` re-exports both.

What is hidden in Basilica is the same for both seats, so a seat knows exactly what the
public knows ("Przygotowania do rozgrywki" step 5: the tokens lie Order side up):

* the stack: its order, and every element side in it; the Order on its top is shown;
* the Order fields: the element side under each Order shown;
* the discard pile: what the table saw go there, position by position: an element thrown
  out by a redraw or a Dismantle (its id: ``State.seen_discards``) or an Order taken (its
  Order side only);
* after the first stack ran out ("Wyczerpanie stosu"), the second stack is the old
  discard pile: the table knows the tokens it saw go there are somewhere among that
  stack's tokens (``State.restacked_seen``), and that the tokens left on the Order fields
  then (``State.old_fields``, and where they went when taken: ``State.old_discards``) were
  never shown and did not come from it.

Everything else (the cathedral, the element fields, Builders, Coins, scores) is on the
table for everyone.
"""
from __future__ import annotations

import random

from games.basilica.cathedral import State
from games.basilica.content import load_content


def clone(state: State) -> State:
    """An independent copy of ``state``, equal in every field (``to_dict()``) and with the
    same RNG state, made field by field (``StateBase.clone``: no JSON, no checks): the
    lists and dicts are copied, their ids and numbers are shared (they are immutable)."""
    return state.clone()


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` with every hidden token drawn again from ``rng``, consistently
    with what the table knows (the module docstring), and the state's own RNG reseeded
    from ``rng`` (so no later reshuffle is known either; ``seed`` becomes the new RNG's
    seed, since the game's own seed would give the real shuffles away).

    ``seat`` is 0, 1 or ``None`` (the public): in Basilica all three know the same, so
    they get the same result. The copy keeps every view (:func:`games.basilica.rules.view`),
    the Order on each Order field and on the stack's top, the sizes of the piles, the
    tokens seen in the discard pile at their places and the memory fields. It is built
    from the unknown tokens sorted by id and then shuffled with ``rng``, never from their
    hidden order, so two states that differ only in hidden things give equal results for
    equal ``rng``. Raises ``ValueError`` for a seat that is not 0, 1 or ``None``.
    ``state`` is unchanged.
    """
    if seat is not None and seat not in (0, 1):
        raise ValueError(f"Basilica has seats 0 and 1, not {seat!r}")
    out = clone(state)
    seen = set(state.seen_discards)
    known = seen | set(state.restacked_seen)
    hidden = state.stack + [t for t in state.order_fields if t is not None] + state.discard
    unseen = _by_order(sorted(t for t in hidden if t not in known), rng)
    second = state.exhaustions > 0
    old_fields = set(state.old_fields) if second else set()
    old_discards = set(state.old_discards) if second else set()
    # the first stack's last tokens (only once the second stack is in play): never shown
    for i in sorted(old_fields):
        out.order_fields[i] = unseen[_order(state.order_fields[i])].pop()
    for i in sorted(old_discards):
        out.discard[i] = unseen[_order(state.discard[i])].pop()
    # the tokens of the stack in play, wherever they are now: what the table saw go into
    # it and the unseen rest
    pool = _by_order(sorted([t for group in unseen.values() for t in group]
                            + list(state.restacked_seen)), rng)
    for i, tid in enumerate(state.order_fields):
        if tid is not None and i not in old_fields:
            out.order_fields[i] = pool[_order(tid)].pop()
    for i, tid in enumerate(state.discard):
        if tid not in seen and i not in old_discards:
            out.discard[i] = pool[_order(tid)].pop()
    top = pool[_order(state.stack[-1])].pop() if state.stack else None
    rest = sorted(t for group in pool.values() for t in group)
    rng.shuffle(rest)
    out.stack = rest + ([top] if top is not None else [])
    # the game's seed would let a reader work out the real shuffles: the copy is a game
    # of its own, seeded like its RNG
    out.seed = rng.getrandbits(63)
    out.rng = random.Random(out.seed)
    return out


_ORDERS: tuple = (None, {})


def _order_table() -> dict[str, str]:
    """Token id -> the Order on its back, read once per content (a determinization asks
    it for every hidden token; ``token_info`` per token costs a call each)."""
    global _ORDERS
    content = load_content()
    if _ORDERS[0] is not content:
        _ORDERS = (content, {t: token.order for t, token in content.tokens.items()})
    return _ORDERS[1]


def _order(tid: str) -> str:
    return _order_table()[tid]


def _by_order(tokens: list[str], rng: random.Random) -> dict[str, list[str]]:
    """``tokens`` (sorted) grouped by their Order side, each group shuffled with ``rng``,
    groups in the order of ``orders.yaml`` (every Order has a group, maybe empty)."""
    groups = {order: [] for order in load_content().orders}
    order_of = _order_table()
    for tid in tokens:
        groups[order_of[tid]].append(tid)
    for group in groups.values():
        rng.shuffle(group)
    return groups
