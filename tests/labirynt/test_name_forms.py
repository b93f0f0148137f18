"""Character names as the Polish log declines them (a playtester read "Teleport przenosi
postać Rycerz Śmierci", where Polish says "Rycerza Śmierci"), and the card's state words
that fit every character ("Wolsung · martwa na zawsze" put a feminine word by a man)."""
from __future__ import annotations

import pytest

from games.engine import i18n
from games.labirynt import rules
from games.labirynt.content import FORM_ROLES, content
from tests.labirynt.helpers import game, place_of

CHARS = list(content().characters)
# event -> the role its sentence names the character in (log_lines ``_AS``)
EVENTS = {"teleported": "object", "robbed": "object", "dissolved": "of", "armour_lost": "of",
          "specials_gone": "of"}


@pytest.fixture
def polish():
    i18n.set_language("pl")
    yield
    i18n.set_language("en")


def _event(kind, cid, s):
    event = {"type": kind, "seat": 0, "char": cid, "token": "sword.1"}
    if kind == "teleported":
        event.update({"from": place_of(s, 0, "teleport"), "to": place_of(s, 1, "teleport")})
    return event


def test_every_character_has_each_polish_form():
    for cid, card in content().characters.items():
        assert set(card.forms) == set(FORM_ROLES), cid
        assert all(card.forms[role].get("pl") for role in FORM_ROLES), cid


@pytest.mark.parametrize("cid", CHARS)
@pytest.mark.parametrize("kind", sorted(EVENTS))
def test_a_log_line_declines_the_name(polish, cid, kind):
    s = game(2, 1)
    line = rules.describe(s, _event(kind, cid, s))
    form = content().characters[cid].forms[EVENTS[kind]]["pl"]
    assert form in line and "postać" not in line and "postaci" not in line, line


@pytest.mark.parametrize("cid", CHARS)
def test_robbers_take_from_and_find_nothing_in_the_declined_name(polish, cid):
    s = game(2, 1)
    took = rules.describe(s, {"type": "robbed", "seat": 0, "char": cid, "token": "sword.1",
                              "shown_to": [0]}, 0)
    none = rules.describe(s, {"type": "robbed", "seat": 0, "char": cid, "token": None,
                              "shown_to": [0]}, 0)
    forms = content().characters[cid].forms
    assert forms["to"]["pl"] in took and forms["of"]["pl"] in none


@pytest.mark.parametrize("cid", CHARS)
def test_english_names_stay_as_they_are(cid):
    s = game(2, 1)
    line = rules.describe(s, _event("teleported", cid, s))
    assert line.startswith(content().characters[cid].name)


def test_the_cards_state_words_and_wounds_say_no_gender(polish):
    """Polish past participles are gendered ("uśpiona", "ranny"); the words by a name on a
    card and in the log fit every character."""
    words = [i18n._("dormant"), i18n._("dead for good"),
             i18n._("{char} is wounded: {lp} LP left.")]
    for word in words:
        assert not any(w in word for w in ("uśpion", "martw", "ranny", "ranna")), word
