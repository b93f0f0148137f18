"""Baš-Čelik's advanced variant: the beasts of the finale (10. Finale: the Dragon, Ala
and Ažđaja "treated as characters with their own Health", the captor rolling for them)
fought as the variant fights its creatures (5., 4.2 advanced). Through the public API,
dice scripted, positions built by ``helpers.edit``.
"""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from games.bas_celik.adv_content import advanced as adv_data
from games.bas_celik.content import content
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take

C = content()


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _events(events, kind):
    return [e for e in events if e["type"] == kind]


def _after_capture(beasts, variant="advanced", n=2, **hero):
    """A game of ``variant`` after Baš-Čelik's capture: seat 1 (the Devil) captured him
    and escorts him from i07, with his heart; ``beasts`` ({field: card}) lie placed at
    their full Health; seat 0 (the Tsarevich: Strength d10, Intelligence d8, Speed d6, no
    defence bonus, a front ability about curses) on i15, its turn."""
    s = game(n, 3, variant=variant)
    s = set_char(s, 0, "carevic")
    s = set_char(s, 1, "djavo")
    s = clear_board(s)

    def change(d):
        d["board"] = {}
        for f, card in beasts.items():
            d["centre"]["beast_bank"].remove(card)
            health = adv_data().foes[card.split("#")[0]].health if variant == "advanced" \
                else C.card(card).health
            d["centre"]["beasts"][f] = {"card": card, "health": health}
        d["centre"].update(bc=1, captor=1, placed=True)
        if "bc_health" in d["centre"]:
            d["centre"]["bc_health"] = 0
        d["heroes"][1].update(field="i07", heart=True, health=10 if variant == "advanced" else 4)
        for other in d["heroes"][2:]:
            other.update(field="o20")
    s = edit(s, change)
    return place(s, 0, "i15", **hero)


def _beast_attacks(s, attribute=None):
    """The beast's attack at the start of a round: its controller (the captor) names
    the attribute when it is asked to (phase ``foe_attack``)."""
    if s.phase == "foe_attack":
        legal = rules.legal_actions(s)
        pick = next(a for a in legal if attribute is None or a["attribute"] == attribute)
        return _act(s, pick)
    return []


def test_a_placed_beast_has_its_own_advanced_health():
    """10., advanced: "treated as characters with their own Health": the Dragon 8, Ala 6,
    Ažđaja 7 (designed, advanced.yaml); the basic variant keeps its strikes (3, 2, 2)."""
    for variant, want in (("advanced", {"zmaj": 8, "ala": 6, "azdaja": 7}),
                          ("basic", {"zmaj": 3, "ala": 2, "azdaja": 2})):
        s = game(2, 3, variant=variant)
        s = edit(s, lambda d: d.update(phase="beasts") or d["centre"].update(captor=0, bc=0))
        s = edit(s, lambda d: d["heroes"][0].update(heart=True))
        s = edit(s, lambda d: d.update(turn=0))
        got = {}
        for field in ("i00", "i05", "i11"):
            card = s.centre["beast_bank"][0]
            _act(s, {"type": "place", "field": field})
            got[card.split("#")[0]] = s.centre["beasts"][field]["health"]
        assert got == want


def test_the_beast_attacks_first_and_deals_the_difference_then_loses_the_difference():
    """10. with 5., advanced: on arriving, the beast attacks first (its Strength d10 and
    Intelligence d10 alike: Strength), rolled for the captor; the character defends with
    the same attribute; the attack gets through by the difference. Then the character
    strikes with the attribute it chooses: its Intelligence d8 8 against the Dragon's d10
    2 and its defence bonus 1: the Dragon loses 5 of its 8 Health. The turn ends; the
    Dragon's Health stays with it."""
    s = _after_capture({"i14": "zmaj#1"})
    script(s, 9, 3)
    events = _act(s, {"type": "step", "to": "i14"})
    events += _beast_attacks(s)
    assert _events(events, "beast_met") and _events(events, "fight_round")[0]["health"] == 8
    (attack,) = _events(events, "foe_attack")
    assert attack["card"] == "zmaj#1" and attack["attribute"] == "strength"
    assert attack["die"] == 10 and attack["hero_die"] == 10 and attack["damage"] == 6
    assert attack["roller"] == 1 and s.heroes[0]["health"] == 6
    assert s.phase == "fight" and rules.current_seat(s) == 0
    line = rules.describe(s, attack, None)
    assert "captor" in line
    script(s, 8, 2)
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    (hit,) = _events(events, "hero_strike")
    assert hit["other_die"] == 10 and hit["other_total"] == 3 and hit["damage"] == 5
    assert s.centre["beasts"]["i14"]["health"] == 3 and rules.current_seat(s) == 1
    assert "loses 5 Health" in rules.describe(s, hit, None)


def _round_again(s):
    """Seat 1 rests (its turn ends); seat 0's turn begins with the next round."""
    assert rules.current_seat(s) == 1
    return _act(s, {"type": "rest"})


def test_the_conflict_goes_on_next_turn_and_only_hiding_or_an_elimination_ends_it():
    """4.2 and 10., advanced: the character cannot walk away; at its next turn the beast
    attacks again; a Hiding roll (its Speed d6 against the Dragon's Speed d8, "escape
    only as from a character") ends the conflict and it moves on next cycle."""
    s = _after_capture({"i14": "zmaj#1"})
    script(s, 1, 10)
    _act(s, {"type": "step", "to": "i14"})
    _beast_attacks(s)
    _act(s, {"type": "hold"})
    script(s, 1, 10)
    events = _round_again(s)
    events += _beast_attacks(s)
    assert _events(events, "fight_round") and _events(events, "foe_attack")
    assert s.phase == "fight" and not any(a["type"] in ("step", "roll") for a in rules.legal_actions(s))
    script(s, 6, 8)
    events = _act(s, {"type": "hide"})
    (hide,) = _events(events, "fight_hide")
    assert hide["die"] == 6 and hide["other_die"] == 8 and not hide["hidden"]
    assert {"type": "hide"} not in rules.legal_actions(s)
    _act(s, {"type": "hold"})
    script(s, 1, 10)
    _round_again(s)
    _beast_attacks(s)
    script(s, 6, 5)
    events = _act(s, {"type": "hide"})
    assert _events(events, "fight_hide")[0]["hidden"]
    assert s.heroes[0]["fight"] is None and s.heroes[0]["leave"]
    assert s.centre["beasts"]["i14"]["health"] == 8


def test_an_overcome_beast_gives_3_treasures_and_its_ducats():
    """10.: a beast's last Health gone: 3 treasures and its ducats; its card goes back to
    the bank, the conflict ends."""
    s = _after_capture({"i14": "ala#1"})
    s = edit(s, lambda d: d["centre"]["beasts"]["i14"].update(health=2))
    script(s, 1, 10)
    _act(s, {"type": "step", "to": "i14"})
    _beast_attacks(s)
    ducats, treasure = s.heroes[0]["ducats"], len(s.treasure)
    script(s, 10, 1)                                          # Str d10 10 vs Ala's d10 1
    events = _act(s, {"type": "strike", "attribute": "strength"})
    assert _events(events, "beast_killed") and "i14" not in s.centre["beasts"]
    assert s.heroes[0]["ducats"] == ducats + C.card("ala").ducats
    assert len(s.treasure) == treasure - 3 and "ala#1" in s.centre["beast_bank"]
    assert s.heroes[0]["fight"] is None and s.phase == "after"


def test_the_captor_landing_on_a_beast_eliminates_it_and_ends_anothers_conflict():
    """10.: "If that character lands on the same field as one of these creatures, it
    automatically eliminates it, even if another character is also on that field": the
    conflict of the character fighting it there ends."""
    s = _after_capture({"i14": "zmaj#1", "i00": "ala#1"}, n=3)
    script(s, 1, 10)
    _act(s, {"type": "step", "to": "i14"})
    _beast_attacks(s)
    assert s.heroes[0]["fight"]["card"] == "zmaj#1"
    s = edit(s, lambda d: d["heroes"][0]["fight"].update(hid=False))
    s = place(s, 1, "i15")
    s = edit(s, lambda d: d["heroes"][0].update(field="i14"))
    events = _act(s, {"type": "step", "to": "i14"})
    assert _events(events, "beast_killed")[0]["auto"]
    assert s.heroes[0]["fight"] is None and "i14" not in s.centre["beasts"]
    assert not rules.invariant_problems(s)


def test_the_basic_variant_keeps_its_struggle_with_a_beast():
    """The basic variant: struggle or hide, one roll a round (unchanged)."""
    s = _after_capture({"i14": "zmaj#1"}, variant="basic")
    _act(s, {"type": "step", "to": "i14"})
    assert s.phase == "beast" and {a["type"] for a in rules.legal_actions(s)} == {"struggle", "hide"}


def test_saving_mid_conflict_with_a_beast_round_trips():
    """A save in a beast conflict loads exactly and goes on alike."""
    s = _after_capture({"i14": "zmaj#1"})
    script(s, 1, 10)
    _act(s, {"type": "step", "to": "i14"})
    _beast_attacks(s)
    d = s.to_dict()
    again = rules.State.from_dict(d)
    assert again.to_dict() == d and rules.legal_actions(again) == rules.legal_actions(s)


def test_a_beast_card_says_its_advanced_values():
    """The beast's card text in the advanced variant: its dice, defence bonuses and
    Health from advanced.yaml; the basic text keeps its one die and strikes."""
    from games.bas_celik import card_texts
    text = card_texts.card_text("zmaj#1", "advanced")
    assert "d10" in text and "8 Health" in text and "+1" in text and "difference" in text
    assert "3 Health" in card_texts.card_text("zmaj#1")
