"""Baš-Čelik's advanced variant: the special abilities on the front of the character
cards (G. Curses, "Advanced variant: ... some characters have special abilities related
to rolling dice and defending against curses"; A. Characters: the advanced variant
plays the front of the card, the basic one its back). Through the public API, dice
scripted (``helpers.script``), positions built by ``helpers.edit``.
"""
from __future__ import annotations

import pytest

from games.bas_celik import card_texts, rules
from games.bas_celik.content import FRONT_ABILITIES, content
from games.engine import i18n
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take

C = content()


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _events(events, kind):
    return [e for e in events if e["type"] == kind]


def _two(char0, field="o00", char1="monah", seat1_field="i08", variant="advanced", **hero):
    """A 2-seat game of ``variant``: seat 0 plays ``char0`` on ``field``, its turn; seat 1
    plays ``char1`` far away; no creature on the board."""
    s = game(2, 3, variant=variant)
    s = set_char(s, 0, char0)
    s = set_char(s, 1, char1)
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field=seat1_field))
    return place(s, 0, field, **hero)


def _fight(char0, card="bauk#1", field="o02", *faces, **hero):
    """Seat 0 (``char0``) one field before ``field`` (its direction) steps onto
    ``field`` where ``card`` lies and the creature attacks: the move's d6 is 1, then
    ``faces``. Returns ``(state, events)``."""
    i = C.ring.index(field)
    direction = 1 if C.characters[char0].nature == "D" else -1
    before = C.ring[(i - direction) % 36]
    s = _two(char0, before, **hero)
    s = edit(s, lambda d: (d["heroes"][0].update(dir=direction),
                           d["board"].update({field: take(d, card)})))
    script(s, 1, *faces)
    events = _act(s, {"type": "roll"})
    if s.phase == "path":                                     # a Horse: one field further
        events += _act(s, {"type": "go", "to": field})
    return s, events


def _front(monkeypatch, char, **ability):
    """Give ``char`` the front ability ``ability`` for one test (a handler no shipped
    card uses, tested all the same)."""
    monkeypatch.setitem(C.characters[char].advanced, "ability",
                        {**ability, "names": {"en": "Test", "pl": "Test"}})


# ---------------------------------------------------------------------------- the data

def test_every_character_has_a_front_ability_about_dice_or_curses_named_in_both_languages():
    """G. Curses, advanced: the front abilities are about rolling dice and defending
    against curses (``content.FRONT_ABILITIES``); each has a name in English and Polish
    and says what it does in both; no handler is every character's."""
    used = set()
    for ch in C.characters.values():
        a = ch.advanced["ability"]
        assert a["handler"] in FRONT_ABILITIES
        used.add(a["handler"])
        assert a["names"]["en"] and a["names"]["pl"]
        en = card_texts.front_ability_text(a)
        assert en.startswith(a["names"]["en"] + ": ") and en.endswith(".")
        i18n.set_language("pl")
        try:
            pl = card_texts.front_ability_text(a)
        finally:
            i18n.set_language("en")
        assert pl.startswith(a["names"]["pl"] + ": ") and pl != en
    assert len(used) == len(FRONT_ABILITIES)


def test_a_front_ability_that_does_not_fit_its_roll_is_refused_on_loading(tmp_path):
    """Data checks: a Hiding bonus is a bonus to Speed (and Speed only to Hiding); an
    unknown handler is refused."""
    import shutil
    from games.engine.yamlload import DataError
    from games.bas_celik import content as content_module
    src = content_module.data_path("bas_celik")
    for i, bad in enumerate(("{handler: roll_bonus, roll: hide, attribute: strength, amount: 1",
                             "{handler: roll_bonus, roll: attack, attribute: speed, amount: 1",
                             "{handler: fly")):
        folder = tmp_path / str(i)
        shutil.copytree(src, folder)
        text = (folder / "characters.yaml").read_text(encoding="utf-8")
        text = text.replace("{handler: curse_ward", bad, 1)
        (folder / "characters.yaml").write_text(text, encoding="utf-8")
        with pytest.raises(DataError):
            content_module.load(folder)


def test_the_character_texts_and_log_name_the_front_ability_in_the_advanced_variant():
    """A.: the basic variant plays the back of the card, the advanced the front: the
    card's text and the log line of a character taken name the ability of the variant."""
    assert card_texts.character_ability("carevic") == card_texts.ability_text(
        C.characters["carevic"].ability)
    front = card_texts.character_ability("carevic", "advanced")
    assert front == card_texts.front_ability_text(C.characters["carevic"].advanced["ability"])
    assert front in card_texts.card_text("carevic", "advanced")
    s = game(2, 5, variant="advanced")
    line = rules.describe(s, {"type": "character", "seat": 0, "char": "carevic",
                              "field": "o00"}, None)
    assert front in line


# ---------------------------------------------------------------------------- the back is basic

@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_back_of_the_card_is_the_basic_variant_s_devil_pays_tolls_when_advanced(variant):
    """A.: the back's abilities (here the Devil's: no bridge toll) play only in the basic
    variant; the advanced variant plays the front."""
    s = _two("djavo", "o34", variant=variant, ducats=5)
    s = edit(s, lambda d: d["heroes"][0].update(dir=-1))
    script(s, 2)                                              # o34 -> o33 (bridge) -> o32
    events = _act(s, {"type": "roll"})
    if variant == "advanced":
        assert _events(events, "toll") and s.heroes[0]["ducats"] == 4
    else:
        assert not _events(events, "toll") and s.heroes[0]["ducats"] == 5


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_fairy_befriends_an_animal_only_in_the_basic_variant(variant):
    """A. with G. Animals: the Fairy's back ("animals become its Companion without
    Cikavac") is the basic variant's; in the advanced one an animal ignores her."""
    s = _two("vila", "o00", variant=variant)
    s = edit(s, lambda d: d["board"].update(o01=take(d, "vuk#1")))
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert bool(_events(events, "companion")) == (variant == "basic")


def test_no_back_ability_works_in_the_advanced_variant():
    """A.: ``turns.ability`` (the back of the card) answers nothing in the advanced
    variant, for every character and its own handler; the basic variant keeps it."""
    from games.bas_celik import turns
    for variant in ("basic", "advanced"):
        s = game(2, 5, variant=variant)
        for char, ch in C.characters.items():
            h = {**s.heroes[0], "char": char}
            got = turns.ability(s, h, ch.ability["handler"])
            assert (got is None) == (variant == "advanced"), (char, variant)


# ---------------------------------------------------------------------------- dice

def test_a_defence_bonus_ability_adds_to_every_defence_never_to_an_attack():
    """The Fairy's Fairy Veil (``roll_bonus``, defence of either attribute, +1): her
    defence against a creature's attack counts it; her attack does not."""
    s, events = _fight("vila", "bauk#1", "o02", 5, 3)        # its Str d6 5; her Str d6 3
    (attack,) = _events(events, "foe_attack")
    assert ["ability", 1, "vila"] in attack["hero_parts"]
    assert attack["hero_total"] == 3 + 1 + 1                  # her roll, card defence, ability
    script(s, 4, 1)
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert not any(p[0] == "ability" for p in _events(events, "hero_strike")[0]["parts"])


def test_an_attack_bonus_ability_adds_to_attacks_on_creatures_characters_and_bas_celik():
    """The Vampiress's Bloodthirst (``roll_bonus``, attack of either attribute, +1)."""
    s, _e = _fight("vampirica", "domaci#1", "o34", 1, 5)      # Z meets a Good spirit
    script(s, 5, 1)
    events = _act(s, {"type": "strike", "attribute": "strength"})
    (hit,) = _events(events, "hero_strike")
    assert hit["parts"] == [["ability", 1, "vampirica"]] and hit["total"] == 6


@pytest.mark.parametrize("top", [True, False])
def test_an_open_roll_rolls_the_top_face_once_more_and_adds_it(top):
    """The Werewolf's Wolf Frenzy (``open_roll``, Strength): a Strength die showing its
    top face (d10: 10) is rolled once more and the second roll added; only once (a
    second 10 is not rolled again); any other face, or another attribute, adds nothing."""
    s, _e = _fight("vukodlak", "domaci#1", "o34", 1, 5)      # it attacks Intelligence
    if top:
        script(s, 10, 10, 1, 4)                               # 10, then 10 added, its d4 1
        events = _act(s, {"type": "strike", "attribute": "strength"})
        (hit,) = _events(events, "hero_strike")
        assert hit["roll"] == 10 and hit["parts"][0] == ["open", 10, "vukodlak"]
        assert hit["total"] == 20 and hit["other_roll"] == 1
        assert s.rng.faces == [4]                             # no third Strength roll
    else:
        script(s, 9, 1)
        events = _act(s, {"type": "strike", "attribute": "strength"})
        assert not any(p[0] == "open" for p in _events(events, "hero_strike")[0]["parts"])
        s, _e = _fight("vukodlak", "domaci#1", "o34", 1, 5)
        script(s, 6, 1)                                       # Intelligence d6 shows 6
        events = _act(s, {"type": "strike", "attribute": "intelligence"})
        (hit,) = _events(events, "hero_strike")
        assert hit["die"] == 6 and not any(p[0] == "open" for p in hit["parts"])


def test_an_open_roll_counts_in_defence_too():
    """``open_roll`` is of the die, whatever the roll is for: the Werewolf defending with
    Strength and rolling 10 rolls again."""
    s, _e = _fight("vukodlak", "vodenjak#1", "o34")          # Indifferent: a bribe asked
    script(s, 1, 10, 3)                                       # its Str d8 1; his d10 10, 3
    events = _act(s, {"type": "no_bribe"})
    (attack,) = _events(events, "foe_attack")
    assert attack["attribute"] == "strength"
    assert attack["hero_roll"] == 10 and ["open", 3, "vukodlak"] in attack["hero_parts"]


def test_a_hiding_and_a_stealing_bonus(monkeypatch):
    """``roll_bonus`` for a Hiding roll (Speed) counts in every Hiding roll; one for
    Stealing only in Stealing (4.4.5), beside the attack bonuses."""
    _front(monkeypatch, "lopov", handler="roll_bonus", roll="hide", attribute="speed", amount=2)
    s, _e = _fight("lopov", "domaci#1", "o34")                # R meets a Good one: a bribe
    script(s, 1, 6)
    _act(s, {"type": "no_bribe"})
    script(s, 1, 2)
    events = _act(s, {"type": "hide"})
    (hide,) = _events(events, "fight_hide")
    assert hide["parts"] == [["ability", 2, "lopov"]] and hide["hidden"]
    _front(monkeypatch, "lopov", handler="roll_bonus", roll="steal", attribute="any", amount=2)
    s = _two("lopov", "o02", seat1_field="o03", ducats=3)
    s = edit(s, lambda d: (d["heroes"][0].update(dir=1), d["heroes"][1].update(ducats=4)))
    script(s, 1)
    _act(s, {"type": "roll"})
    assert s.phase == "meet"
    script(s, 3, 2)                                           # Int d8 3 + 2 against 2 + 2
    events = _act(s, {"type": "steal", "what": "ducats", "attribute": "intelligence"})
    (steal,) = _events(events, "steal_adv")
    assert steal["parts"] == [["ability", 2, "lopov"]] and steal["total"] == 5 and steal["stolen"]


# ---------------------------------------------------------------------------- curses

def _curse(char1, curse, variant="advanced"):
    """Seat 0 (the Tsarevich, Intelligence d8, no attack bonus) holding ``curse``, in
    its turn; seat 1 plays ``char1``."""
    return _two("carevic", "o00", char1=char1, variant=variant, curses=[curse])


def test_a_curse_ward_rolls_intelligence_against_the_curser_and_wards_off_on_a_tie():
    """G. Curses, advanced (the Spirit-Hunter's Battle of Spirits, ``curse_ward``): a
    curse laid on him: his Intelligence d10 with its defence bonus against the curser's
    Intelligence d8; higher or equal wards it off, no card spent, the curse goes back and
    no answer is asked; lower: he may still answer with a curse of his own (phase
    ``ward``)."""
    s = _curse("zduhac", "urok#1")
    script(s, 5, 6)                                           # his 5 + 1 against her 6
    events = _act(s, {"type": "curse", "card": "urok#1", "target": 1})
    (roll,) = _events(events, "curse_roll")
    assert roll["die"] == 10 and roll["other_die"] == 8 and roll["warded"]
    assert roll["total"] == 6 and roll["other_total"] == 6
    assert s.phase == "turn" and s.heroes[1]["mods"] == [] and "urok#1" in s.treasure
    assert "urok#1" not in s.heroes[0]["curses"]
    s = _curse("zduhac", "urok#1")
    script(s, 2, 7)
    events = _act(s, {"type": "curse", "card": "urok#1", "target": 1})
    assert not _events(events, "curse_roll")[0]["warded"]
    assert _events(events, "no_ward") and s.phase == "turn"    # no curse to answer with
    assert s.heroes[1]["mods"] == [[-2, 2, "curse"]]


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_no_curse_roll_without_the_ability_or_in_the_basic_variant(variant):
    """Only a front ``curse_ward`` rolls against a curse: the Monk has none, and the
    Spirit-Hunter's front does not play in the basic variant."""
    s = _curse("monah" if variant == "advanced" else "zduhac", "urok#1", variant)
    events = _act(s, {"type": "curse", "card": "urok#1", "target": 1})
    assert not _events(events, "curse_roll") and _events(events, "no_ward")


@pytest.mark.parametrize("curse, mods, paralysed, left", [
    ("urok#1", [[-1, 2, "curse"]], 0, 1),                     # -2 for 2 cycles: -1
    ("crna_magija#1", [], 0, 0),                              # -1 for 3 cycles: no hold
    ("vezivanje#1", [], 1, 1),                                # paralysed 2 cycles: 1
])
def test_a_curse_resistance_eases_every_curse(curse, mods, paralysed, left):
    """G. Curses, advanced (the Monk's Prayer, ``curse_resist`` 1): a weakening curse
    weakens him by 1 less, a paralysis lasts 1 cycle less; one eased to nothing does not
    take hold (``curse_eased`` with nothing ``left``, no ``curse_holds``)."""
    s = _curse("monah", curse)
    events = _act(s, {"type": "curse", "card": curse, "target": 1})   # no curse to
    assert _events(events, "no_ward")                                   # answer: it holds
    assert s.heroes[1]["mods"] == mods and s.heroes[1]["paralysed"] == paralysed
    (eased,) = _events(events, "curse_eased")
    assert eased["left"] == left
    assert bool(_events(events, "curse_holds")) == bool(left)
    for seat in (None, 0, 1):
        line = rules.describe(s, eased, seat)
        assert line.endswith(".") and C.card(curse).name in line


def test_the_basic_variant_has_no_curse_resistance():
    """The Monk's back (resting heals more) does nothing to curses: the full curse."""
    s = _curse("monah", "urok#1", "basic")
    events = _act(s, {"type": "curse", "card": "urok#1", "target": 1})   # no answer
    assert s.heroes[1]["mods"] == [[-2, 2, "curse"]] and not _events(events, "curse_eased")


def test_the_log_says_each_curse_roll_and_open_roll():
    """Each new event has its line, naming the dice and what is added."""
    s = _curse("zduhac", "urok#1")
    script(s, 10, 1, 3)
    events = _act(s, {"type": "curse", "card": "urok#1", "target": 1})
    (roll,) = _events(events, "curse_roll")
    line = rules.describe(s, roll, None)
    assert "d10" in line and "open roll" not in line and line.endswith(".")
    from games.bas_celik.log_lines import breakdown
    assert breakdown(10, [["open", 7, "vukodlak"]]) == "10 + 7 open roll = 17"


def test_every_hiding_roll_of_the_advanced_variant_counts_the_same_bonuses():
    """4.4.3, advanced: Hiding from a character (a meeting) rolls the card's Speed die
    and "any bonuses (a Horse card or similar)" as Hiding from a creature does: the
    Horse's bonus and a Speed weapon (the Talisman, 8.2) in both."""
    from games.bas_celik.adv_content import advanced as adv_data
    gear = dict(transport=["horse#1"], weapons=["talisman#1"])
    s = _two("lopov", "o02", seat1_field="o04", **gear)
    s = edit(s, lambda d: d["heroes"][0].update(dir=1))
    script(s, 2)
    _act(s, {"type": "roll"})
    if s.phase == "path":                                     # the Horse: or one further
        _act(s, {"type": "go", "to": "o04"})
    assert s.phase == "meet"
    script(s, 5, 1)
    events = _act(s, {"type": "hide"})
    (hide,) = _events(events, "hide")
    want = [["horse", adv_data().horse_speed, "horse#1"], ["weapon", 1, "talisman#1"]]
    assert hide["die"] == 10 and hide["parts"] == want
    s, _e = _fight("lopov", "domaci#1", "o34", **gear)
    script(s, 1, 6)
    _act(s, {"type": "no_bribe"})
    script(s, 5, 1)
    events = _act(s, {"type": "hide"})
    assert _events(events, "fight_hide")[0]["parts"] == want
