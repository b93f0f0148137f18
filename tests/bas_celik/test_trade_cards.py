"""3. and 4.4.4: item cards are traded "for other cards, gold, or services" (a playtester
could not ask for the other hero's Sword: only ducats or a service were offered). An item
card may now go for a weapon or a Transport card of the other's, and a weapon or Transport
card for one of the other's item cards, in a meeting and in the trading at a cycle's end;
a hero receives a weapon only without one (8.: one weapon) and a Transport card only
without one of its kind; ducats and services still pay only for item cards."""
from __future__ import annotations

from games.bas_celik import market, rules
from tests.bas_celik.helpers import char_of, clear_board, edit, game, place, script, set_char


def meeting(mine: dict, theirs: dict):
    """Seat 0 (clockwise) arrives on seat 1's field and meets it, holding ``mine``."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    s = place(s, 1, "o02", **theirs)
    s = place(s, 0, "o01", **mine)
    script(s, 1)
    rules.apply(s, {"type": "roll"})
    if s.phase == "path":                          # a Horse: one field further or not
        rules.apply(s, {"type": "go", "to": "o02"})
    assert s.phase == "meet"
    return s


def offers(s):
    return [a for a in rules.legal_actions(s) if a["type"] in ("offer", "trade_offer")]


def test_an_item_for_the_other_heros_sword_and_back():
    s = meeting({"items": ["krst#1"], "ducats": 6}, {"weapons": ["mac#1"], "ducats": 5})
    deal = {"type": "offer", "give": "krst#1", "take": "mac#1"}
    assert deal in offers(s)
    assert not any(a.get("take") == "mac#1" and ("price" in a or "service" in a)
                   for a in offers(s))             # ducats or services pay for items only
    rules.apply(s, deal)
    rules.apply(s, {"type": "accept_offer"})
    assert s.heroes[0]["weapons"] == ["mac#1"] and s.heroes[0]["items"] == []
    assert s.heroes[1]["items"] == ["krst#1"] and s.heroes[1]["weapons"] == []
    assert not rules.invariant_problems(s)


def test_a_weapon_or_transport_for_the_other_heros_item():
    s = meeting({"weapons": ["sekira#1"], "transport": ["boat#1"]}, {"items": ["melem#1"]})
    assert {"type": "offer", "give": "sekira#1", "take": "melem#1"} in offers(s)
    assert {"type": "offer", "give": "boat#1", "take": "melem#1"} in offers(s)
    rules.apply(s, {"type": "offer", "give": "boat#1", "take": "melem#1"})
    rules.apply(s, {"type": "accept_offer"})
    assert s.heroes[1]["transport"] == ["boat#1"] and s.heroes[0]["items"] == ["melem#1"]


def test_no_second_weapon_and_no_second_transport_of_a_kind():
    s = meeting({"items": ["krst#1"], "weapons": ["buzdovan#1"], "transport": ["horse#1"]},
                {"weapons": ["mac#1"], "transport": ["horse#2", "mule#1"]})
    takes = {a.get("take") for a in offers(s)}
    assert "mac#1" not in takes and "horse#2" not in takes
    assert "mule#1" in takes


def test_the_cycles_trading_offers_them_too():
    s = meeting({"items": ["krst#1"]}, {"weapons": ["mac#1"]})
    s = edit(s, lambda d: d.update(meeting=None, phase="after"))
    s.market = {"seats": [0, 1], "offered": [], "cycle": s.cycle, "done": [], "trader": 0,
                "chair": 0}
    s.phase = "market"
    assert {"type": "trade_offer", "to": 1, "give": "krst#1", "take": "mac#1"} in \
        market.market_options(s)


def test_the_trade_dialog_asks_for_the_sword():
    """The board's trade dialog offers the other hero's Sword under "You ask", builds the
    offer from it, and says why ducats cannot buy it."""
    from games.bas_celik.ui import trade as TR
    s = meeting({"items": ["krst#1"], "ducats": 6}, {"weapons": ["mac#1"], "ducats": 5})
    dialog = TR.TradeDialog([a for a in offers(s) if a["type"] in TR.KINDS], 1)
    assert "mac#1" in dialog.options("theirs")
    dialog.choose("mine", "krst#1")
    dialog.choose("theirs", "mac#1")
    assert dialog.action() == {"type": "offer", "give": "krst#1", "take": "mac#1"}
    dialog.choose("mine", "krst#1")                # off again
    dialog.choose("mine", TR.DUCATS)
    assert dialog.action() is None and "only for an item card" in dialog.why_not()
