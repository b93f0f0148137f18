"""What each seat may see of a Labirynt Czarnoksiężnika game, and copies for computer
players: ``view``, ``clone`` and ``determinize``. Pure Python.

Hidden from other seats: what lies in a character's Backpack (Finds and Crystals, face
down; the count is public, "Equipment") and which Rune a character carries (face down;
that it carries one is public, "Quests"); hidden from everyone: the order of the Find
pool and the Rune pile (mixed, drawn at random) and the dice to come. Everything else is
public: the boards, the figures, LP, worn Armour and the Weapon in hand, the Glove, the
tokens lying face up in chambers (FAQ), Special tokens, gems ("Crystals and Gems"), the
fight and the roll under way.

What ``determinize`` draws again for a seat: the Finds and Crystals in other seats'
Backpacks (as many Crystals as are hidden there, which the table can count) together
with the Find pool, and the Runes other seats carry together with the Rune pile; each
from a canonical form (sorted, then shuffled with the caller's ``rng``). What every seat
saw go into a Backpack (``State.known``: a token taken from the floor, a Weapon put away,
Armour taken off, a Quest's Crystal; the view never lists it, as the Backpack lies face
down, but the table saw it happen) stays where it is, and each team keeps as many
Crystals among its unknown Backpack windows as it has (the table can count them: every
Crystal comes from a Quest or the floor, and only teammates pass them on unseen).
"""
from __future__ import annotations

import random

from games.engine.rulekit import plain_copy
from games.labirynt.content import kind_of
from games.labirynt.state import State, key


def clone(state: State) -> State:
    """An independent exact copy of ``state`` (``StateBase.clone``)."""
    return state.clone()


def _char_view(state: State, cid: str, seat: int | None) -> dict:
    ch = state.chars[cid]
    mine = seat is not None and ch["seat"] == seat
    out = {"id": cid, "seat": ch["seat"], "status": ch["status"], "lp": ch["lp"],
           "place": ch["place"], "weapon": ch["weapon"], "armour": list(ch["armour"]),
           "glove": ch["glove"], "backpack_count": len(ch["backpack"]),
           "has_rune": ch["rune"] is not None}
    if mine:
        out["backpack"] = sorted(ch["backpack"])
        out["rune"] = ch["rune"]
    return out


def view(state: State, seat: int | None) -> dict:
    """Everything ``seat`` may see (``None``: the table). Two states that differ only in
    what ``seat`` may not see give equal views (see the module docstring)."""
    from games.labirynt.rules import current_seat, winners
    roll = None
    if state.roll is not None:
        roll = {"purpose": state.roll["purpose"], "dice": list(state.roll["dice"]),
                "fate": list(state.roll["fate"]), "queue": list(state.roll["queue"])}
        if "rerolled" in state.roll:
            roll["rerolled"] = list(state.roll["rerolled"])
    return plain_copy({
        "phase": state.phase, "turn": state.turn, "turn_no": state.turn_no,
        "current_seat": current_seat(state), "players": state.players, "teams": state.teams,
        "boards": state.boards, "gems": state.gems, "mover": state.mover,
        "extra_used": state.extra_used, "ability_used": state.ability_used,
        "chars": [_char_view(state, cid, seat) for cid in sorted(state.chars)],
        "floor": {k: sorted(v) for k, v in sorted(state.floor.items())},
        "specials": state.specials, "pool": len(state.pool), "runes": len(state.runes),
        "crystals": len(state.crystals), "gloves": state.gloves, "combat": state.combat,
        "roll": roll, "wounds": state.wounds, "setup": state.setup_queue,
        "options": state.options, "rolloff": state.rolloff, "order": state.order,
        "winners": winners(state),
    })


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` with everything ``seat`` cannot know drawn again from ``rng``
    (module docstring); ``seat=None`` keeps only what is public. Keeps ``view(copy,
    seat)``, the invariants and the legal actions of ``seat`` when it decides; depends
    only on what ``seat`` knows and on ``rng``. ``state`` is unchanged."""
    det = clone(state)
    others = sorted({det.chars[c]["seat"] for c in det.chars} - {seat})
    unknown: dict[int, list[tuple[str, int]]] = {}
    for cid in sorted(det.chars):
        ch = det.chars[cid]
        if ch["seat"] == seat:
            continue
        fixed = list(det.known.get(cid, []))
        for i, token in enumerate(ch["backpack"]):
            if token in fixed:
                fixed.remove(token)
            else:
                unknown.setdefault(ch["seat"], []).append((cid, i))
    hidden = {s: [det.chars[c]["backpack"][i] for c, i in slots] for s, slots in unknown.items()}
    finds = sorted([t for s in others for t in hidden.get(s, []) if kind_of(t) == "find"]
                   + det.pool)
    crystals = sorted(t for s in others for t in hidden.get(s, []) if kind_of(t) == "crystal")
    rng.shuffle(finds)
    rng.shuffle(crystals)
    for s in others:
        slots = unknown.get(s, [])
        count = sum(kind_of(t) == "crystal" for t in hidden.get(s, []))
        order = list(range(len(slots)))
        rng.shuffle(order)
        crystal_slots = set(order[:count])
        for index, (cid, i) in enumerate(slots):
            det.chars[cid]["backpack"][i] = (crystals.pop() if index in crystal_slots
                                             else finds.pop())
    det.pool = sorted(finds)
    for cid in sorted({c for slots in unknown.values() for c, _i in slots}):
        det.chars[cid]["backpack"].sort()
    holders = [cid for cid in sorted(det.chars) if det.chars[cid]["seat"] != seat
               and det.chars[cid]["rune"] is not None]
    runes = sorted([det.chars[c]["rune"] for c in holders] + det.runes)
    rng.shuffle(runes)
    for cid in holders:
        det.chars[cid]["rune"] = runes.pop()
    det.runes = sorted(runes)
    det.rng = random.Random(rng.getrandbits(64))
    return det


def floor_at(state: State, place) -> list[str]:
    """The tokens lying face up at ``place``."""
    return sorted(state.floor.get(key(place), []))
