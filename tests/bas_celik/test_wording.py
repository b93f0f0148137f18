"""Wording a playtester found awkward: "Cveta heals 0 Health", "Ana's ducats change by
+0", the load list's "Cycle 2: most Key cards 0", and a tooltip starting "ścieżka Świata
Wewnętrznego" in lower case. Every amount of the events that report one, positive, zero
and negative, reads as a sentence without "+0" or "0 Health"; the save list says when no
one holds a Key card; every field's tooltip starts with a capital, in both languages."""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.ui import texts as T
from games.engine import i18n
from tests.bas_celik.helpers import game


@pytest.mark.parametrize("event", [
    {"type": "ducats", "seat": 0, "change": 0}, {"type": "ducats", "seat": 0, "change": 2},
    {"type": "ducats", "seat": 0, "change": -3}, {"type": "healed", "seat": 0, "amount": 0},
    {"type": "healed", "seat": 0, "amount": 2}, {"type": "rested", "seat": 0, "amount": 0},
    {"type": "rested", "seat": 0, "amount": 1}])
def test_amounts_read_as_sentences(event):
    s = game(2, seed=1)
    for language in ("en", "pl"):
        i18n.set_language(language)
        try:
            line = rules.describe(s, event)
        finally:
            i18n.set_language("en")
        assert "+0" not in line and " 0 " not in line and "+-" not in line, line
        assert "change by" not in line, line


def test_the_save_list_says_no_key_cards_yet():
    s = game(2, seed=1)
    assert rules.progress(s) == f"Cycle {s.cycle}: no Key cards yet"
    s.heroes[0]["keys_placed"] = ["owl"]
    assert rules.progress(s) == f"Cycle {s.cycle}: most Key cards 1"


def test_every_fields_tooltip_starts_with_a_capital():
    view = rules.view(game(2, seed=1), None)
    for language in ("en", "pl"):
        i18n.set_language(language)
        try:
            for f in content().fields:
                first = T.field_help(view, f)
                assert first[:1].isupper(), (language, f, first)
        finally:
            i18n.set_language("en")
