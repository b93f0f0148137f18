"""The bank's box says what it holds in the words of the game (a playtester bought a
Sword and saw "Weapons" drop but not "Swords: 3", which counts the Miraculous Swords;
and its tooltip listed a Book of Spells, a Bow, a Damascus Blade ... that no shop of the
basic variant sells): the Miraculous Swords are named so, the weapons counted are those
for sale, and the tooltip lists only what the shops sell, with prices and where."""
from __future__ import annotations

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.ui import painting
from tests.bas_celik.helpers import game
from tests.ui.bas_celik_driver import drawn_texts, open_position, positions

C = content()


def test_the_bank_tooltip_lists_only_what_the_shops_sell():
    view = rules.view(game(2, seed=3), None)
    text = painting.corner_help(view, "bank")
    for card in C.cards.values():
        name = card.names["en"].split(" (")[0]
        if card.kind == "weapon" and not card.basic:
            assert name not in text, name
        if card.kind == "transport" or (card.kind == "weapon" and card.basic):
            assert f"{name} {card.price} ducats" in text, name
    assert "Miraculous Sword" in text


def test_the_bank_box_names_the_miraculous_swords(driver, monkeypatch):
    players = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"))]
    position = positions(players, {}, 3, lambda s, i, a: i == 5, 6)[0]
    board = open_position(driver, position)
    texts = drawn_texts(driver, monkeypatch)
    assert "Miraculous Swords: 3" in texts
    assert "Weapons for sale: 4" in texts
    assert not any(t.startswith("Swords:") or t.startswith("Weapons: ") for t in texts)
    assert board.view()["bank"]
