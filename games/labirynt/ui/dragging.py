"""Labirynt's drag and drop of items: which rules actions a drop stands for. A board
scene's helper (no pygame): the view's mover and characters in, actions out, each for the
rules to allow or refuse."""
from __future__ import annotations

from games.labirynt.ui import texts as T


def drop_actions(mover: str | None, chars: dict, held: tuple, target: tuple) -> list[dict]:
    """The actions a drop of ``held`` (``("floor", place, token)`` or ``("card", owner,
    token)``) on ``target`` (``("slot", character, "worn" | "backpack")``, ``("card",
    character)`` or ``("chamber", place | None)``) stands for, the likeliest first: into
    the Weapon or Armour windows wield or wear, into the Backpack put away or take off,
    onto another card give or receive, from a chamber onto a card take (or claim, for one
    woken in its Camp), onto the chamber put down. ``mover``: the figure moving now (the
    view's "mover"); ``chars``: the view's characters by id."""
    if held[0] == "floor":
        _kind, place, token = held
        if target[0] in ("slot", "card"):
            cid = target[1]
            acts = [{"type": "claim", "character": cid, "token": token}]
            return ([{"type": "take", "token": token}] + acts) if cid == mover else acts
        return []
    _kind, owner, token = held
    me = chars.get(owner, {})
    worn = token == me.get("weapon") or token in me.get("armour", [])
    if target[0] == "chamber":
        return [] if target[1] is None else [{"type": "drop", "token": token}]
    cid = target[1]
    if cid == owner:
        if target[0] == "slot" and target[2] == "worn" and not worn:
            kind = {"weapon": "wield", "armour": "wear"}.get(T.item_kind(token))
            return [{"type": kind, "token": token}] if kind else []
        if target[0] == "slot" and target[2] == "backpack" and worn:
            if token == me.get("weapon"):
                return [{"type": "unwield"}]
            return [{"type": "unwear", "token": token}]
        return []
    if cid == mover:
        return [{"type": "receive", "token": token, "from": owner}]
    return [{"type": "give", "token": token, "to": cid}]
