"""What the conflict dialog of Baš-Čelik's advanced variant says a roll adds up to before
it is rolled (``adv_texts``: the labels' chances, the sides' "attacks" and "defends"
columns) is what the rules then roll: at every strike, Hiding, Struggle and Stealing of
many playout-policy games, each choice is applied to a copy and the parts of its roll
compared with the preview made from the seat's view; and the chances are exact."""
from __future__ import annotations

import random
from fractions import Fraction
from itertools import product

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui import adv_texts as A
from tests.bas_celik.helpers import clear_board, edit, game, place, set_char, take


def _without(parts, kind="comrade"):
    """``parts`` less those of ``kind`` and the open rolls (a front ability's second roll
    of a die showing its top face: a die's result, which no preview can name)."""
    return [p for p in parts if p[0] not in (kind, "open")]


def _check(state, action) -> str | None:
    """Apply ``action`` to a copy; compare its roll's parts with the preview. Returns the
    kind of roll checked (or None when the action rolls nothing here)."""
    seat = R.current_seat(state)
    v = R.view(state, seat)
    copy = R.clone(state)
    events = R.apply(copy, action)
    kinds = {e["type"]: e for e in events}
    if "hero_strike" in kinds:
        e, p = kinds["hero_strike"], A.attack_preview(v, seat, action["attribute"])
        assert (e["die"], _without(e["parts"])) == (p["die"], p["parts"])
        assert any(x[0] == "comrade" for x in e["parts"]) == (p["extra"] is not None)
        assert (e["other_die"], _without(e["other_parts"])) == (p["their_die"], p["their_parts"])
        return "strike"
    if "fight_hide" in kinds:
        e, p = kinds["fight_hide"], A.hide_preview(v, seat)
        assert (e["die"], _without(e["parts"]), e["other_die"]) == \
            (p["die"], p["parts"], p["their_die"])
        return "hide"
    if "struggle_adv" in kinds or "steal_adv" in kinds:
        e = kinds.get("struggle_adv") or kinds["steal_adv"]
        p = A.struggle_preview(v, seat, e["other"], action["attribute"], "steal_adv" in kinds)
        assert (e["die"], _without(e["parts"])) == (p["die"], p["parts"]), (e, p)
        assert (e["other_die"], _without(e["other_parts"])) == (p["their_die"], p["their_parts"])
        return "steal" if "steal_adv" in kinds else "struggle"
    if "bas_strike" in kinds:
        e, p = kinds["bas_strike"], A.bas_preview(v, seat, action["attribute"])
        assert (e["die"], _without(e["parts"])) == (p["die"], p["parts"])
        return "bas"
    return None


def test_every_preview_names_the_parts_the_rules_roll():
    checked = set()
    for seed in range(1, 9):
        n = 2 + seed % 2
        players = [{"name": f"P{i}", "colour": "blue"} for i in range(n)]
        state, rng = R.new_game(players, {"variant": "advanced"}, seed), random.Random(seed)
        for _ in range(900):
            if R.is_over(state):
                break
            for action in R.legal_actions(state):
                if action["type"] in ("strike", "struggle", "steal") and "attribute" in action \
                        or action["type"] == "hide" and state.phase == "fight":
                    kind = _check(state, action)
                    if kind:
                        checked.add(kind)
            R.apply(state, R.playout_policy(R.clone(state), rng))
    assert {"strike", "hide", "steal", "bas"} <= checked, checked


def test_a_curse_laid_on_the_creature_is_in_its_preview():
    """The view holds the curses laid on creatures (``spells``), so the dialog's numbers
    and the roll agree when a creature is weakened."""
    s = game(2, 3, variant="advanced")
    s = set_char(s, 0, "vila")
    s = clear_board(s)

    def lay(d):
        d["board"]["o02"] = take(d, "bauk#1")
        d["spells"] = {"o02": [2, 2, "weaken"]}
        d["heroes"][0]["fight"] = {"card": "bauk#1", "health": 1, "again": False, "hid": False}
        d["heroes"][1]["field"] = "i08"
    s = place(s, 0, "o02")
    s = edit(s, lay)
    s = edit(s, lambda d: d.update(phase="fight"))
    v = R.view(s, 0)
    assert v["spells"] == {"o02": [2, 2, "weaken"]}
    assert ["curse", -2, ""] in A.attack_preview(v, 0, "strength")["their_parts"]
    assert _check(s, {"type": "strike", "attribute": "strength"}) == "strike"


@pytest.mark.parametrize("mine,plus,theirs,their_plus", [
    ((6,), 0, (6,), 0), ((10,), 2, (8,), 1), ((8, 6), 1, (12,), 2), ((4,), 0, (10,), -1)])
def test_chances_are_exact(mine, plus, theirs, their_plus):
    win = tie = Fraction(0)
    faces = [range(1, d + 1) for d in mine + theirs]
    total = 1
    for d in mine + theirs:
        total *= d
    for roll in product(*faces):
        a = sum(roll[:len(mine)]) + plus
        b = sum(roll[len(mine):]) + their_plus
        win += a > b
        tie += a == b
    got = A.chances(mine, plus, theirs, their_plus)
    assert got[0] == pytest.approx(float(win / total)) and got[1] == pytest.approx(float(tie / total))
