"""9. Healing in both variants of Baš-Čelik: healing cards "raise Health to the maximum
written on the card" and Health is never raised above 6 (basic) or 12 (advanced), by a
card, a rest, the Church of Health, bought Health or a fate card's event. Through the
public API; positions built by ``helpers.edit``."""
from __future__ import annotations

import pytest

from games.bas_celik import card_texts, rules
from games.bas_celik.content import content
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take

C = content()
TOP = {"basic": 6, "advanced": 12}


def _hero(variant, field="o01", **hero):
    """A 2-seat game of ``variant``: seat 0 (the Monk, Good) on ``field``, its turn."""
    s = game(2, 3, variant=variant)
    s = set_char(s, 0, "monah")
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field="i08"))
    return place(s, 0, field, **hero)


def _use(s, card):
    action = {"type": "use", "card": card}
    assert action in rules.legal_actions(s), rules.legal_actions(s)
    return rules.apply(s, action)


@pytest.mark.parametrize("variant, card, health, after", [
    ("basic", "ziva_voda#1", 2, 6),
    ("basic", "i_ziva_voda#1", 3, 6),
    ("basic", "melem#1", 5, 6),
    ("advanced", "ziva_voda#1", 2, 12),
    ("advanced", "i_ziva_voda#1", 7, 12),     # above 6 it still heals, up to 12
    ("advanced", "melem#1", 11, 12),
    ("advanced", "hleb_so#1", 4, 5),
])
def test_a_healing_card_heals_up_to_the_variants_maximum(variant, card, health, after):
    """9. Healing: the Water of Life raises Health to the maximum written on it (printed
    for the basic variant's 6 Health, so 12 in the advanced variant's), a Wound Salve or
    Bread and Salt heal their amount; never above 6 (basic) or 12 (advanced)."""
    s = _hero(variant, health=health, items=[card])
    events = _use(s, card)
    assert s.heroes[0]["health"] == after
    (used,) = [e for e in events if e["type"] == "used"]
    assert used["amount"] == after - health
    assert str(after - health) in rules.describe(s, used, None)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_no_healing_card_is_offered_at_the_maximum(variant):
    """9.: Health is never raised above the maximum, so at it no healing card is used;
    in the advanced variant the Water of Life is offered above 6 (it heals to 12)."""
    cards = ["ziva_voda#1", "melem#1", "hleb_so#1"]
    s = _hero(variant, health=TOP[variant], items=cards)
    assert not any(a["type"] == "use" for a in rules.legal_actions(s))
    s = _hero(variant, health=TOP[variant] - 1, items=cards)
    assert {a["card"] for a in rules.legal_actions(s) if a["type"] == "use"} == set(cards)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("how", ["ziva_voda", "melem", "rest", "church", "buy", "event"])
def test_every_way_of_healing_stops_at_the_variants_maximum(variant, how):
    """9. Healing, every way (a card, a rest, the Church of Health, Health bought, a
    fate card's event healing 2): one below the maximum, it ends at the maximum."""
    top = TOP[variant]
    field = {"church": "o08", "buy": "o02"}.get(how, "o02" if variant == "basic" else "o01")
    items = [f"{how}#1"] if how in ("ziva_voda", "melem") else []
    s = _hero(variant, field, health=top - 1, items=items, ducats=9)
    if how in ("ziva_voda", "melem"):
        _use(s, f"{how}#1")
    elif how in ("rest", "church"):
        rules.apply(s, {"type": "rest"})
    elif how == "buy":
        rules.apply(s, {"type": "buy_health"})
    else:
        s = place(s, 0, "o00", dir=1)
        s = edit(s, lambda d: d["piles"]["outer"][0].insert(0, take(d, "vilin_dar#1")))
        script(s, 1)
        rules.apply(s, {"type": "roll"})
        rules.apply(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["health"] == top


def test_the_card_texts_say_the_variants_maximum():
    """The Water of Life's text and brief name 6 in the basic variant, 12 in the
    advanced one."""
    assert "6" in card_texts.card_text("ziva_voda#1") and "12" not in card_texts.card_text("ziva_voda#1")
    assert "12" in card_texts.card_text("ziva_voda#1", "advanced")
    assert card_texts.card_brief("ziva_voda#1", "advanced").endswith("12")
    assert card_texts.card_with_brief("ziva_voda#1").endswith("6)")
