"""The end-of-cycle trade names a character with no item card and no ducats (a
playtester's Ana was asked to "make an offer" with nothing in hand). The rules let her
trade: 3. and 4.4.4 trade item cards "for other cards, gold, or services", so she may ask
for another's item card in return for a service. The button says exactly that, and its
tooltip why; a character with something to give keeps "make an offer"."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import clear_board, edit, game, take


def _market(ducats, items, gear=()):
    """A 2-seat game at the end-of-cycle poll: the first seat holds ``ducats`` and
    ``items``/``gear`` (Transport), the other a Wound Salve."""
    s = clear_board(game(2, seed=3))
    first, last = s.order

    def change(d):
        d["heroes"][first].update(ducats=ducats)
        d["heroes"][first]["items"] = sorted(take(d, c) for c in items)
        d["heroes"][first]["transport"] = sorted(take(d, c) for c in gear)
        d["heroes"][last]["items"] = [take(d, "melem#1")]
        d["heroes"][last].update(field="o02", ducats=6)      # a village: it may shop
        d["turn"], d["phase"], d["pending"] = last, "after", None
    s = edit(s, change)
    R.apply(s, {"type": "end_turn"})
    assert s.phase == "market"
    return s, first


@pytest.mark.parametrize("ducats,items,gear,empty", [
    (0, [], [], True), (2, [], [], False), (0, ["hleb_so#1"], [], False),
    (0, [], ["boat#1"], False)])
def test_the_trader_button_says_what_the_character_can_offer(ducats, items, gear, empty):
    s, seat = _market(ducats, items, gear)
    action = {"type": "market_trader", "seat": seat}
    assert action in R.legal_actions(s)
    view = R.view(s, None)
    label = T.action_label(view, action)
    assert ("ask for a card, for a service" in label) == empty
    assert ("make an offer" in label) == (not empty)
    if empty:
        assert "in return for a service" in T.action_help(view, action)
        R.apply(s, action)                         # and that is what she may do
        offers = [a for a in R.legal_actions(s) if a["type"] == "trade_offer"]
        assert offers and all("take" in a and "service" in a for a in offers)
