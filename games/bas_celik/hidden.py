"""What each seat may see of a Baš-Čelik game, and copies for computer players: ``view``,
``clone`` and ``determinize``. Pure Python.

Hidden from other seats: the curses a character holds (face down, G. Curses; the table
sees how many, and by their backs whether each came from the Inner fate deck or the
treasure). Hidden from everyone: the order of the fate piles, the treasure deck and the
face-down task cards, except the cards every seat saw go under a pile (they stay known at
its bottom until drawn), and the dice to come. Everything else is public: the board,
figures, Health, ducats, items face up, Transport, weapons, Key cards, the Companion,
powers, the task each character holds, the Centre, the curses laid on creatures
(``spells``: the log names them), the items an eliminated character leaves for the
winner to pick from (its curses only the winner sees).

``determinize`` draws again, from a canonical form (sorted, then shuffled with the
caller's ``rng``): each world's unknown pile cards across its two piles; the unknown
treasure cards with the face-down curses the seat does not hold, the other characters'
and an eliminated character's waiting among its winner's loot (each back kept to its
kind: an Inner-deck curse with the Inner piles, a treasure curse with the treasure deck);
the order of the face-down tasks; and the state's own RNG.
"""
from __future__ import annotations

import random

from games.engine.rulekit import plain_copy
from games.bas_celik.content import content
from games.bas_celik.state import State


def clone(state: State) -> State:
    """An independent exact copy of ``state`` (``StateBase.clone``)."""
    return state.clone()


def _hero_view(h: dict | None, mine: bool) -> dict | None:
    if h is None:
        return None
    out = {k: v for k, v in h.items() if k != "curses"}     # copied whole by ``view``
    c = content()
    out["curse_backs"] = {"inner": sum(1 for x in h["curses"] if c.card(x).group == "inner"),
                          "treasure": sum(1 for x in h["curses"] if c.card(x).group == "treasure")}
    out["curse_count"] = len(h["curses"])
    if mine and h["curses"]:
        out["curses"] = list(h["curses"])   # only a seat holding curses has a private view
    return out


def _queue_view(q: dict, seat: int | None) -> dict:
    """A queued answer as ``seat`` sees it: the loser's face-down curses among the
    treasures a winner picks from are seen only by that winner (the others see how
    many, ``loot_curses``)."""
    if "loot" not in q or q["seat"] == seat:
        return q
    c = content()
    curses = [x for x in q["loot"] if c.card(x).kind == "curse"]
    return {**q, "loot": [x for x in q["loot"] if c.card(x).kind != "curse"],
            "loot_curses": len(curses)}


def view(state: State, seat: int | None) -> dict:
    """Everything ``seat`` may see (``None``: the table). Two states that differ only in
    what ``seat`` may not see give equal views (see the module docstring)."""
    from games.bas_celik.rules import current_seat
    piles = {w: [{"size": len(p), "bottom": p[len(p) - state.known[w][i]:] if state.known[w][i] else []}
                 for i, p in enumerate(ps)] for w, ps in state.piles.items()}
    known = state.treasure_known
    return plain_copy({
        "phase": state.phase, "turn": state.turn, "turn_no": state.turn_no, "cycle": state.cycle,
        "current_seat": current_seat(state), "players": state.players, "options": state.options,
        "bc_seat": state.bc_seat, "order": state.order,
        "heroes": [_hero_view(h, s == seat) for s, h in enumerate(state.heroes)],
        "piles": piles, "returning": state.returning, "board": state.board,
        "treasure": {"size": len(state.treasure),
                     "bottom": state.treasure[len(state.treasure) - known:] if known else []},
        "bank": {**{k: v for k, v in state.bank.items() if k != "tasks"},
                 "tasks": len(state.bank["tasks"])},
        "centre": state.centre, "pending": state.pending, "meeting": state.meeting,
        "meetings": state.meetings,
        "queue": [_queue_view(q, seat) for q in state.queue], "rolloff": state.rolloff, "draws": state.draws,
        "winners": state.winners, "market": state.market, "promises": state.promises,
        "spells": state.spells,
    })


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` with what ``seat`` cannot know drawn again from ``rng`` (see
    the module docstring); ``state`` is unchanged."""
    world = state.clone()
    c = content()
    # face-down curses hidden from ``seat``: the other characters' hands, and an
    # eliminated character's curses among the treasures its winner picks from
    hidden = [(h, "curses") for s, h in enumerate(world.heroes) if h is not None and s != seat]
    hidden += [(q, "loot") for q in world.queue if "loot" in q and q["seat"] != seat]

    def redeal(unknown: list, group: str) -> list:
        """Deal the hidden face-down curses of ``group`` again from the curses among
        them and ``unknown``; return what is left for the deck's unknown places."""
        def face_down(x: str) -> bool:
            kind = c.card(x)
            return kind.kind == "curse" and kind.group == group
        is_curse = [x for x in unknown if c.card(x).kind == "curse"]
        rest = [x for x in unknown if c.card(x).kind != "curse"]
        held = []
        for holder, key in hidden:
            held.append(sum(1 for x in holder[key] if face_down(x)))
            is_curse += [x for x in holder[key] if face_down(x)]
            holder[key] = [x for x in holder[key] if not face_down(x)]
        is_curse.sort()
        rng.shuffle(is_curse)
        at = 0
        for (holder, key), n in zip(hidden, held):
            holder[key] = sorted(holder[key] + is_curse[at:at + n])
            at += n
        left = sorted(rest + is_curse[at:])
        rng.shuffle(left)
        return left

    for w in ("outer", "inner"):
        slots = [len(p) - world.known[w][i] for i, p in enumerate(world.piles[w])]
        pool = [card for i, p in enumerate(world.piles[w]) for card in p[:slots[i]]]
        pool = redeal(pool, w) if w == "inner" else rng.sample(sorted(pool), len(pool))
        at = 0
        for i, p in enumerate(world.piles[w]):
            world.piles[w][i] = pool[at:at + slots[i]] + p[slots[i]:]
            at += slots[i]
    unknown = len(world.treasure) - world.treasure_known
    world.treasure = redeal(world.treasure[:unknown], "treasure") + world.treasure[unknown:]
    tasks = sorted(world.bank["tasks"])
    rng.shuffle(tasks)
    world.bank["tasks"] = tasks
    world.rng = random.Random(rng.randrange(2 ** 62))
    return world
