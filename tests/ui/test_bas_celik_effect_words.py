"""What is in effect on a character, on its card (Baš-Čelik board): in words, never a bare
number or "Skips" (a playtester read "-2, Skips", "+1 next roll, -1" and "+1 next roll,
Skips" on the cards), and drawn in the colour of a penalty only when it is one (Cyra's
"Baš-Čelik and heart, -2" line turned red, so her trophy looked like a penalty). By
class: every kind of effect alone and every pair, good and harmful together."""
from __future__ import annotations

import itertools
import re

import pygame
import pytest

from games.bas_celik import rules
from games.bas_celik.ui import painting
from games.bas_celik.ui import texts as T
from sprites import palette as P
from tests.bas_celik.helpers import game

EFFECTS = {                                       # name: (hero keys, harmful)
    "escort": ({}, False),
    "charm": ({"charm": 1}, False),
    "bonus": ({"mods": [[1, 2, "event"]]}, False),
    "malus": ({"mods": [[-2, 1, "curse"]]}, True),
    "paralysed": ({"paralysed": 2}, True),
    "skip": ({"skip": 1}, True),
    "no_heal": ({"no_heal": True}, True),
}


def _view(names):
    s = game(3, seed=2)
    for name in names:
        keys, _harmful = EFFECTS[name]
        for key, value in keys.items():
            s.heroes[0][key] = s.heroes[0][key] + value if key == "mods" else value
        if name == "escort":
            s.centre.update(bc=0, captor=0)
            s.heroes[0]["heart"] = True
    return rules.view(s, None)


def _worded(text):
    """Every part of a line says in words what it is: no bare "+1" / "-2", no lone "Skips"."""
    for part in text.split(", "):
        assert re.search(r"[^\W\d_]{3,}", part), text
        assert part.strip() not in ("Skips", "-1", "-2", "+1"), text


COMBOS = [c for n in (1, 2) for c in itertools.combinations(EFFECTS, n)]


@pytest.mark.parametrize("names", COMBOS, ids=["+".join(c) for c in COMBOS])
def test_effects_are_words_and_only_penalties_are_marked(names):
    lines = T.effect_lines(_view(names), 0)
    harms = {EFFECTS[n][1] for n in names}
    assert sorted(h for _o, h in lines) == sorted(harms)
    for options, harmful in lines:
        for text in options:
            _worded(text)
        for n in names:                            # each effect on the line of its kind
            alone = T.effects(_view((n,)), 0)[0][0]
            assert (alone in options[0]) == (EFFECTS[n][1] == harmful), (alone, options)


def test_the_card_draws_the_trophy_as_good_and_the_curse_as_a_penalty(monkeypatch):
    """Drawn: the escort's line in the colour of success, the -2 in the colour of danger."""
    pygame.init()
    drawn = []
    real = painting.fitting

    def spy(options, size, colour, width, **kw):
        drawn.append((options[0], colour))
        return real(options, size, colour, width, **kw)
    monkeypatch.setattr(painting, "fitting", spy)
    view = _view(("escort", "malus"))
    surface = pygame.Surface((1280, 800))
    painting.draw_cards(surface, view, lambda s: "blue", [])
    colours = {text: colour for text, colour in drawn}
    escort = next(t for t in colours if "Baš-Čelik" in t and "rolls" not in t)
    malus = next(t for t in colours if t.startswith("-2 to rolls"))
    assert colours[escort] == P.SUCCESS and colours[malus] == P.DANGER
