"""Equipment in Labirynt Czarnoksiężnika ("Equipment", "Magic", "Glove of Doom"): what a
character may re-arrange, wear and wield, the scrolls it may read, Elixirs and Healing
Words at any moment of its turn, taking what lies in the Camp on waking, and forging the
Glove of Doom. Pure Python; ``turns.py`` (and through it ``rules.py``) uses these.
"""
from __future__ import annotations

from games.labirynt.content import content, kind_of
from games.labirynt.state import (ZOMBIE, State, find_kind, free_windows, in_play,
                                  is_own_camp, may_cast, to_pool)

GLOVE_GEMS = 3           # "Crystals and Gems"


def scroll_of(state: State, cid: str, effect: str) -> str | None:
    """The first scroll with ``effect`` in ``cid``'s Backpack that its card may cast."""
    for token in sorted(state.chars[cid]["backpack"]):
        kind = find_kind(token)
        if kind and kind.effect == effect and may_cast(cid, token):
            return token
    return None


def glove_options(state: State) -> list[dict]:
    """Make the Glove of Doom in one's own Camp from 3 gems, one Armour, one Weapon and one
    Spell or Incantation (all six, FAQ); one per team ("Glove of Doom")."""
    cid = state.mover
    if cid is None or cid == ZOMBIE or state.gloves <= 0:
        return []
    ch = state.chars[cid]
    seat = ch["seat"]
    if not is_own_camp(state, seat, ch["place"]) or state.gems[seat] < GLOVE_GEMS or \
            any(d["glove"] for d in state.chars.values() if d["seat"] == seat):
        return []
    held = ch["backpack"] + ch["armour"] + ([ch["weapon"]] if ch["weapon"] else [])
    pick = {}
    for token in sorted(held):
        kind = find_kind(token)
        if kind is None:
            continue
        group = "scroll" if kind.is_scroll else kind.category
        pick.setdefault(group, {}).setdefault(kind.id, token)
    if not all(g in pick for g in ("weapon", "armour", "scroll")):
        return []
    return [{"type": "make_glove", "weapon": w, "armour": a, "scroll": s}
            for w in pick["weapon"].values() for a in pick["armour"].values()
            for s in pick["scroll"].values()]


def make_glove(state: State, weapon: str, armour: str, scroll: str) -> list[dict]:
    """The parts go back to the Find pool; the Glove takes the Weapon's place and no
    Armour is worn with it (what was worn goes to the Backpack)."""
    ch = state.chars[state.mover]
    seat = ch["seat"]
    for token in (weapon, armour, scroll):
        for where in ("backpack", "armour"):
            if token in ch[where]:
                ch[where].remove(token)
                break
        else:
            ch["weapon"] = None
        to_pool(state, token)
    if ch["weapon"]:
        ch["backpack"].append(ch["weapon"])
        ch["weapon"] = None
    ch["backpack"] += ch["armour"]
    ch["armour"] = []
    ch["glove"] = True
    state.gloves -= 1
    state.gems[seat] -= GLOVE_GEMS
    return [{"type": "glove_made", "seat": seat, "char": state.mover,
             "parts": [weapon, armour, scroll]}]


def arrange_options(state: State) -> list[dict]:
    """Re-arranging the mover's equipment at the start or end of its Exploration: take
    a Weapon in hand (the one held goes to the Backpack), put it away, put on or take off
    Armour (one of each piece, within the card's Armour windows) ("Equipment")."""
    cid = state.mover
    if cid is None or cid == ZOMBIE:
        return []
    ch = state.chars[cid]
    acts = []
    if ch["glove"]:
        return acts
    kinds_worn = {find_kind(t).piece for t in ch["armour"]}
    seen = set()
    for token in sorted(ch["backpack"]):
        kind = find_kind(token)
        if kind is None or kind.id in seen:
            continue
        seen.add(kind.id)
        if kind.category == "weapon":
            acts.append({"type": "wield", "token": token})
        if kind.category == "armour" and kind.piece not in kinds_worn and \
                len(ch["armour"]) < content().characters[cid].armour:
            acts.append({"type": "wear", "token": token})
    if ch["weapon"] and free_windows(state, cid) > 0:
        acts.append({"type": "unwield"})
    if free_windows(state, cid) > 0:
        acts += [{"type": "unwear", "token": t} for t in ch["armour"]]
    return acts


def wield(state: State, token: str) -> list[dict]:
    """Take a Weapon from the Backpack in hand; the one held goes to the Backpack."""
    ch = state.chars[state.mover]
    ch["backpack"].remove(token)
    if ch["weapon"]:
        ch["backpack"].append(ch["weapon"])
    ch["weapon"] = token
    return [{"type": "wield", "seat": ch["seat"], "char": state.mover, "token": token}]


def claim_options(state: State) -> list[dict]:
    """Tokens lying in the Camp that a character of the active seat, woken there and not
    moved since, may take into a free Backpack window at any moment of its team's turn
    ("Equipment": a dormant character entering the game may add them at once; the
    Zombie takes only a Find or a Crystal)."""
    from games.labirynt.state import key
    acts = []
    for cid in state.woke:
        ch = state.chars[cid]
        if ch["seat"] != state.turn or ch["status"] != "active" or free_windows(state, cid) <= 0:
            continue
        for token in sorted(set(state.floor.get(key(ch["place"]), []))):
            if cid != ZOMBIE or kind_of(token) in ("find", "crystal"):
                acts.append({"type": "claim", "character": cid, "token": token})
    return acts


def care_options(state: State) -> list[dict]:
    """Elixirs and Healing Words any character of the active seat may use now, in its
    own turn outside a fight ("Equipment", "Magic")."""
    acts = []
    for cid in in_play(state, state.turn):
        ch = state.chars[cid]
        from games.labirynt.state import max_lp
        if ch["lp"] >= max_lp(cid):
            continue
        if any(t.startswith("elixir.") for t in ch["backpack"]):
            acts.append({"type": "drink", "character": cid})
        if scroll_of(state, cid, "heal"):
            acts.append({"type": "heal", "character": cid})
    return acts
