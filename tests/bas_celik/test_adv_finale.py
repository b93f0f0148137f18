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


# ---------------------------------------------------------------------------- the controller

def _bc_game(field="o01", card="karakondzula#1"):
    """A 3-seat advanced game with a Baš-Čelik player (seat 2): seat 0 (the Tsarevich,
    Good) on o00, its turn, ``card`` lying on ``field`` one field clockwise; seat 1 far."""
    s = game(3, 3, variant="advanced", bc_player=True)
    s = set_char(s, 0, "carevic")
    s = clear_board(s)
    s = edit(s, lambda d: (d["heroes"][1].update(field="i08"),
                           d["board"].update({field: take(d, card)})))
    s = place(s, 0, "o00", dir=1)
    return s


def test_the_bas_celik_player_chooses_the_attribute_a_creature_attacks_with():
    """5., advanced: the creature, as attacker, chooses Strength or Intelligence "by its
    own choice"; with a Baš-Čelik player (1.: it rolls "the dice for all creatures") that
    seat chooses, as its own decision (phase ``foe_attack``), even the attribute the
    creature is worse at; the attack is rolled for it; then the character's half."""
    s = _bc_game()
    script(s, 1)
    _act(s, {"type": "roll"})
    assert s.phase == "foe_attack" and rules.current_seat(s) == 2
    assert rules.legal_actions(s) == [{"type": "foe_attack", "attribute": "strength"},
                                      {"type": "foe_attack", "attribute": "intelligence"}]
    assert s.pending == {"foe": "creature", "seat": 0, "controller": 2}
    assert rules.whose_turn(s)[0] == 0
    script(s, 6, 1)                                           # its Intelligence d6 6, his d8 1
    events = _act(s, {"type": "foe_attack", "attribute": "intelligence"})
    (attack,) = _events(events, "foe_attack")
    assert attack["attribute"] == "intelligence" and attack["die"] == 6
    assert attack["hero_die"] == 8 and attack["roller"] == 2 and attack["damage"] == 5
    assert "Baš-Čelik player" in rules.describe(s, attack, None)
    assert s.phase == "fight" and rules.current_seat(s) == 0 and s.pending is None


def test_without_a_bas_celik_player_the_app_chooses_the_better_attribute():
    """The issue: "the app chooses the one it is better at": no seat is asked."""
    s = game(2, 3, variant="advanced")
    s = set_char(s, 0, "carevic")
    s = clear_board(s)
    s = edit(s, lambda d: (d["heroes"][1].update(field="i08"),
                           d["board"].update(o01=take(d, "karakondzula#1"))))
    s = place(s, 0, "o00", dir=1)
    script(s, 1, 1, 1)
    events = _act(s, {"type": "roll"})
    assert _events(events, "foe_attack")[0]["attribute"] == "strength"   # its d8 over its d6
    assert s.phase == "fight"


def test_a_paralysed_creature_asks_nothing():
    """G. Curses: a paralysed creature attacks no one, so its controller has nothing to
    choose."""
    s = _bc_game()
    s = edit(s, lambda d: d.update(spells={"o01": [0, 2, "paralyse"]}))
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert _events(events, "creature_paralysed") and s.phase == "fight"


def test_the_bas_celik_player_chooses_bas_celiks_blow():
    """10., advanced: Baš-Čelik is "treated as a character", and the Baš-Čelik player
    rolls for him: after the character's strike, that seat chooses the attribute of his
    blow; then the character's conflict goes on (phase ``bas``)."""
    s = game(3, 3, variant="advanced", bc_player=True)
    s = set_char(s, 0, "carevic")

    def change(d):
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
        d["heroes"][1]["field"] = "i08"
    s = place(edit(s, change), 0, "c_centre")
    s = edit(s, lambda d: d.update(phase="bas"))
    script(s, 1, 12)                                          # his strike misses: 1 vs 14
    _act(s, {"type": "strike", "attribute": "strength"})
    assert s.phase == "foe_attack" and rules.current_seat(s) == 2
    assert s.pending["foe"] == "bas"
    script(s, 3, 5)                                           # his 3+2 vs Str d10 5
    events = _act(s, {"type": "foe_attack", "attribute": "strength"})
    (blow,) = _events(events, "bas_attack")
    assert blow["attribute"] == "strength" and blow["die"] == 10 and blow["damage"] == 0
    assert s.phase == "bas" and rules.current_seat(s) == 0


def test_the_captor_chooses_a_beasts_attack():
    """10.: the captor "rolls the dice for them": it chooses the beast's attribute."""
    s = _after_capture({"i14": "azdaja#1"})
    _act(s, {"type": "step", "to": "i14"})
    assert s.phase == "foe_attack" and rules.current_seat(s) == 1
    script(s, 4, 2)                                           # Ažđaja's Int d6 4, his Int d8 2
    events = _act(s, {"type": "foe_attack", "attribute": "intelligence"})
    (attack,) = _events(events, "foe_attack")
    assert attack["die"] == 6 and attack["hero_die"] == 8 and attack["damage"] == 2


def test_the_controllers_choice_keeps_the_protocol():
    """The seat that decides is the controller: a refused action leaves the state; its
    view and every seat's show the choice under way; a determinized copy keeps its legal
    actions; a save loads mid-choice; the policy (and so a computer) chooses the
    attribute that hurts the character more."""
    import random
    from games.engine import bots
    from games.engine.protocol import IllegalAction
    s = _bc_game()
    script(s, 1)
    _act(s, {"type": "roll"})
    before = s.to_dict()
    for bad in ({"type": "foe_attack"}, {"type": "foe_attack", "attribute": "speed"},
                {"type": "strike", "attribute": "strength"}):
        with pytest.raises(IllegalAction):
            rules.apply(s, bad)
    assert s.to_dict() == before
    for seat in (None, 0, 1, 2):
        assert rules.view(s, seat)["pending"] == s.pending
    world = rules.determinize(s, 2, random.Random(1))
    assert rules.legal_actions(world) == rules.legal_actions(s)
    again = rules.State.from_dict(s.to_dict())
    assert again.to_dict() == s.to_dict() and rules.current_seat(again) == 2
    # the creature (Strength d8, Intelligence d6) hurts the Tsarevich (Strength d10,
    # Intelligence d8) more by Strength; with a Shield (+1 to Strength defence, 8.2) by
    # Intelligence: the computer's choice is the harm reckoned, not the creature's die
    assert rules.policy_decides(s)
    assert rules.playout_policy(s, random.Random(0))["attribute"] == "strength"
    s = edit(s, lambda d: d["heroes"][0].update(weapons=[take(d, "stit#1")]))
    assert rules.playout_policy(s, random.Random(0)) == {"type": "foe_attack",
                                                         "attribute": "intelligence"}
    assert bots.choose(rules, s, 2, "hard", 5) == {"type": "foe_attack",
                                                   "attribute": "intelligence"}


def test_the_bas_celik_seat_plays_in_the_advanced_variant_only():
    """The setup screen: the Baš-Čelik player's seat takes no decision in the basic
    variant (the app rolls), but chooses the creatures' attacks in the advanced one, so
    it is played by a person or a computer there."""
    assert rules.idle_seat({"bc_player": True}, 2, 3)
    assert rules.idle_seat({"bc_player": True, "variant": "advanced"}, 2, 3) is None
    assert rules.seat_role({"bc_player": True, "variant": "advanced"}, 2, 3) != \
        rules.seat_role({"bc_player": True}, 2, 3)


def test_a_key_card_warded_reads_well_with_a_computers_name_in_polish():
    """The Key card's power warded off (10., advanced): the Polish line put the user's
    name in brackets, which a computer's mark "(komputer)" then nested."""
    from games.engine import i18n
    from tests.engine.test_computer_lines import glued
    s = game(2, 3, variant="advanced")
    s.players[1]["name"] = "Ola (komputer)"
    event = {"type": "key_warded", "seat": 0, "other": 1, "card": "swallow#1"}
    i18n.set_language("pl")
    try:
        line = rules.describe(s, event, None)
    finally:
        i18n.set_language("en")
    assert "Ola (komputer)" in line and not glued(line)
