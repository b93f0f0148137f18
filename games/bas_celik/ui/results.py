"""What an encounter, an Event card and an action's result show in the box over the
map: the rolls with their dice and bonuses, the outcome, the card (split from ``scene``,
which imports these names)."""
from __future__ import annotations

from games.engine.i18n import _
from games.bas_celik.content import content
from games.bas_celik.ui import texts as T

# events that begin what comes after the acting seat's part (the next turn, the trading)
NEXT_PART = ("turn", "market_open", "market_closed", "cycle")


def _outcome(events: list[dict], name_of) -> str:
    """The first outcome among ``events`` in the log's words: a creature overcome, Health
    lost (the log's own sentences, filled in from the events)."""
    for x in events:
        if x["type"] == "overcome":
            return _("{name} overcomes {card}.").format(name=name_of(x["seat"]),
                                                        card=T.full_card_name(x["card"]))
        if x["type"] == "hurt":
            return _("{name} loses {amount} Health and has {health} left.").format(
                name=name_of(x["seat"]), amount=x["amount"], health=x["health"])
    return ""


def _row(who: str, die: int | None, roll: int, bonus: int, parts: list | None) -> tuple:
    """One dice row of the encounter box: ``(who, total, die with its bonus ("d10+2"),
    the roll's breakdown ("7 + 1 Sword + 1 charm = 9", "" without parts))``."""
    from games.bas_celik.log_lines import breakdown
    return (who, roll + bonus, T.die_text(die, bonus or None), breakdown(roll, parts) if parts else "")


def encounter(view: dict, events: list[dict], name_of) -> dict | None:
    """The encounter box's contents for the last conflict among ``events`` (``None``
    when there is none): ``title``, ``nature``, ``kind`` (the card kind drawn), ``bas``,
    ``card``, ``facts`` (lines under the card), ``dice`` ((who, total, die with its bonus,
    the roll's breakdown) rows: ``_row``) and ``outcome``. Reads only the view and the
    events."""
    from games.bas_celik.log_lines import creature_parts
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        t = e["type"]
        outcome = _outcome(events[i + 1:], name_of)
        if t == "conflict":
            c = content().card(e["card"])
            return {"title": c.name, "nature": c.nature, "kind": c.id, "card": c.id,
                    "facts": [T.nature_name(c.nature)],
                    "dice": [_row(T.short(c.name), e["die"], e["roll"], -e.get("minus", 0),
                                  creature_parts(e)),
                             _row(name_of(e["seat"]), e["hero_die"], e["hero_roll"], e["bonus"],
                                  e.get("parts"))],
                    "outcome": outcome}
        if t == "bas_round":
            return {"title": "Baš-Čelik", "nature": None, "bas": True, "card": "bas_celik",
                    "facts": [_("Strikes: {n}").format(n=view["centre"]["strikes"])],
                    "dice": [_row("Baš-Čelik", e.get("bc_die"), e["bc_roll"], e["plus"], None),
                             _row(name_of(e["seat"]), e.get("die"), e["roll"], e["bonus"],
                                  e.get("parts"))],
                    "outcome": _("A strike!") if e["struck"] else _("Baš-Čelik strikes.")}
        if t in ("beast_round", "beast_hide"):
            c = content().card(e["card"])
            plus = e.get("other_plus", 0)
            return {"title": c.name, "nature": None, "kind": c.id, "card": c.id, "facts": [],
                    "dice": [_row(T.short(c.name), e.get("other_die"), e["other_roll"] - plus,
                                  plus, None),
                             _row(name_of(e["seat"]), e.get("die"), e["roll"], e["bonus"],
                                  e.get("parts"))],
                    "outcome": (_("The beast is struck.") if e["won"] else _("The beast strikes."))
                    if t == "beast_round" else (_("Hidden.") if e["hidden"] else _("Not hidden."))}
        if t in ("struggle", "hide", "steal"):
            who, other = name_of(e["seat"]), name_of(e["other"])
            said = {"struggle": (_("The attacker strikes."), _("The defender strikes back."), "won"),
                    "hide": (_("Hidden."), _("Not hidden."), "hidden"),
                    "steal": (_("Stolen."), _("Not stolen."), "stolen")}[t]
            return {"title": _("Meeting"), "nature": "R", "facts": [who, other],
                    "dice": [_row(who, e.get("die"), e["roll"], e["bonus"], e.get("parts")),
                             _row(other, e.get("other_die"), e["other_roll"],
                                  e.get("other_bonus", 0), e.get("other_parts"))],
                    "outcome": said[0] if e[said[2]] else said[1]}
    return None


def event_card(events: list[dict], line_of) -> dict | None:
    """The encounter box for an Event fate card drawn among ``events`` (4.1: resolved at
    once; Storm, Village Fair ...): the card large, what it did in the log's words
    (``line_of(event)``, each event after the draw), no dice. ``None`` without one."""
    for i, e in enumerate(events):
        if e["type"] != "drew":
            continue
        c = content().card(e["card"])
        if c.kind != "event":
            continue
        after = [line_of(x) for x in _own_part(events[i + 1:])]   # what the card did
        from games.bas_celik.card_texts import card_text
        return {"title": c.name, "nature": None, "kind": c.id, "card": c.id, "event": True,
                "text": card_text(c.id),
                "group": c.group if c.group in ("outer", "inner") else "outer",
                "facts": [_("Event")], "dice": [],
                "outcome": " ".join(x for x in after[:3] if x)}
    return None


def _own_part(events: list[dict]) -> list[dict]:
    """``events`` up to what begins the next part of the game (the next seat's turn, the
    trading at the end of the cycle), without the cards going back under their piles."""
    out = []
    for e in events:
        if e["type"] in NEXT_PART:
            break
        if e["type"] != "returned":
            out.append(e)
    return out


def result(events: list[dict], line_of, name: str) -> dict | None:
    """The box a person reads before passing the mouse when their action ended their
    part without a conflict or an Event (a card drawn, a rest, an item used ...): what
    happened, in the log's words as they may read them (``line_of``); ``None`` when
    nothing did."""
    lines = [line_of(e) for e in _own_part(events)]
    lines = [x for x in lines if x]
    if not lines:
        return None
    return {"title": _("{name}: what happened").format(name=name), "lines": lines[-6:],
            "nature": None, "dice": [], "outcome": ""}
