"""The numbers the fight and roll box shows, computed from a seat's view with the rules'
own functions (``fighting.strength``, ``turns.encounter_total``), never from the rules
state: those functions read only public parts of a position (the fight, the roll, the
boards, the characters' Weapons, Gloves and places), which the view holds too."""
from __future__ import annotations

from types import SimpleNamespace


def public_position(view: dict) -> SimpleNamespace:
    """What the view shows, shaped as the rules' functions read a position: ``chars``
    (id -> the view's character), ``combat``, ``roll``, ``boards``, ``mover``, ``turn``."""
    return SimpleNamespace(chars={c["id"]: c for c in view["chars"]}, combat=view["combat"],
                           roll=view["roll"], boards=view["boards"], mover=view["mover"],
                           turn=view["turn"])


def strength(view: dict, side: str) -> int:
    """``side``'s ("attacker"/"defender") Strength before the die in the fight under way:
    cards, Weapons or the Glove, abilities and spells ("Combat")."""
    from games.labirynt.fighting import strength as rules_strength
    return rules_strength(public_position(view), side)


def encounter_total(view: dict) -> int:
    """2k6 + the chamber's number as the dice of the Encounter roll under way stand."""
    from games.labirynt.turns import encounter_total as rules_total
    return rules_total(public_position(view))


def standing(view: dict) -> tuple[str, str, dict] | None:
    """As the dice of the clash under way stand (Change of Fate included): who would win,
    why and the totals, ``(result, why, totals)`` as ``fighting.clash_result`` and
    ``fighting.clash_reason`` give them ("Combat": a rolled 1 loses, Eriald wins on a
    six); ``None`` while no clash is rolled."""
    from games.labirynt.fighting import SIDES, clash_reason, clash_result, wins_on_six
    roll = view["roll"]
    if not roll or roll["purpose"] != "clash" or not view["combat"]:
        return None
    position = public_position(view)
    dice = {s: roll["dice"][k] + roll["fate"][k] for k, s in enumerate(SIDES)}
    totals = {s: strength(view, s) + dice[s] for s in SIDES}
    six = {s: wins_on_six(position, s) for s in SIDES}
    return clash_result(totals, dice, six), clash_reason(totals, dice, six), totals
