"""Labirynt's drag and drop of items: which rules actions a drop stands for. A board
scene's helper (no pygame): the view's mover and characters in, actions out, each for the
rules to allow or refuse."""
from __future__ import annotations

from games.engine.i18n import _
from games.labirynt.ui import texts as T

# The phases in which each kind of drop may be taken (``rules._ACTIONS``), and when it may
# be, said when a drop comes at another moment (the rules' own refusal would name the
# wrong thing: "That Weapon is not in the moving character's Backpack").
_ARRANGE = ("arrange", "finish", "room")
_WHEN = {"wield": _ARRANGE, "unwield": ("arrange", "finish"), "wear": _ARRANGE,
         "unwear": ("arrange", "finish"), "give": ("penetrate",), "receive": ("penetrate",),
         "take": ("penetrate",), "drop": ("room", "penetrate"),
         "claim": ("move", "arrange", "penetrate", "finish")}


def not_now(action: dict, phase: str) -> str | None:
    """Why a drop standing for ``action`` is not taken in ``phase``: the moment its kind
    waits for, short enough for the status line whole (a playtester read "... only at the
    start and at the end of the..."); ``None`` when the phase allows that kind (the rules
    then say what else is wrong)."""
    if phase in _WHEN.get(action["type"], (phase,)):
        return None
    if action["type"] in ("wield", "unwield", "wear", "unwear"):
        return T.REARRANGE_WHEN()
    if action["type"] in ("give", "receive"):
        return _("Teammates standing together pass items on during Chamber Penetration.")
    if action["type"] == "drop":
        return _("An item is put down during Chamber Penetration, or to make room in a "
                 "full Backpack.")
    return _("A token lying in a chamber is taken during Chamber Penetration.")


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
