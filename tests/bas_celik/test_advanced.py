"""Baš-Čelik's advanced variant, rule by rule, through the public API (``new_game`` with
``variant: advanced``, ``legal_actions``, ``apply``, ``to_dict`` / ``from_dict``).
Positions are built by editing ``to_dict`` (``helpers.edit``, checked by ``from_dict``),
dice are scripted (each scripted face must fit the die rolled, so a test also checks
which die is rolled). Each test names the paragraph marked "Advanced variant" it checks.
"""
from __future__ import annotations

import json
import random

import pytest

from games.bas_celik import rules
from games.bas_celik.adv_content import advanced as adv_data
from games.bas_celik.content import content
from games.engine.protocol import IllegalAction
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take

C = content()
FAR = "i08"
# the characters the tests play, one per nature; their front abilities are made plain
# here (``plain_fronts``: an ability about curses, which none of these tests lays), so
# no ability changes the numbers the tests look at (test_adv_abilities.py tests those)
PLAIN = {"D": "vila", "Z": "djavo", "R": "lopov"}


@pytest.fixture(autouse=True)
def plain_fronts(monkeypatch):
    """The PLAIN characters' front abilities (the advanced variant's) are a curse
    resistance for the tests of this file."""
    for char in PLAIN.values():
        monkeypatch.setitem(C.characters[char].advanced, "ability",
                            {"handler": "curse_resist", "amount": 1,
                             "names": {"en": "Plain", "pl": "Zwykła"}})


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def adv_game(n=2, seed=3, **options):
    """A started advanced game of ``n`` seats."""
    return game(n, seed, variant="advanced", **options)


def _two(nature0="D", field="o00", seat1_field=FAR, **hero):
    """A 2-seat advanced game: seat 0 (of ``nature0``, a plain character) on ``field`` to
    move, seat 1 far away (``seat1_field``), no creature on the board."""
    s = adv_game()
    s = set_char(s, 0, PLAIN[nature0])
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field=seat1_field))
    return place(s, 0, field, **hero)


def lay(state, field, card):
    """``state`` with ``card`` lying on ``field``."""
    def change(d):
        d["board"][field] = take(d, card)
    return edit(state, change)


def _events(events, kind):
    return [e for e in events if e["type"] == kind]


def _meet(nature, card, field, *faces, **hero):
    """Seat 0 (``nature``) one field before ``field`` on the ring (clockwise for Good,
    counter-clockwise for Evil and Indifferent) steps onto ``field`` where ``card`` lies;
    the move's d6 is 1 and ``faces`` follow. Returns ``(state, events)``."""
    i = C.ring.index(field)
    before = C.ring[(i - 1) % 36] if nature == "D" else C.ring[(i + 1) % 36]
    s = _two(nature, before, **hero)
    s = edit(s, lambda d: d["heroes"][0].update(dir=1 if nature == "D" else -1))
    s = lay(s, field, card)
    script(s, 1, *faces)
    return s, _act(s, {"type": "roll"})


# ---------------------------------------------------------------------------- the option

def test_the_variant_is_an_option_of_the_setup_screen():
    """The variant option: on the setup screen (issue 14: "the setup screen offers Basic
    / Advanced"), basic by default; no option is held back any more."""
    opt = next(o for o in rules.setup_options() if o.key == "variant")
    assert opt.default == "basic"
    assert [v for v, _l in opt.choices] == ["basic", "advanced"]
    assert rules.unoffered_options() == []
    assert game(3, 1).options["variant"] == "basic"
    assert game(3, 1, variant="advanced").options["variant"] == "advanced"


def test_a_basic_game_is_as_before_and_an_old_save_without_the_option_loads_as_basic():
    """A basic game's heroes carry no advanced keys; a save without ``variant`` is basic."""
    s = game(3, 5)
    assert all("growth" not in h and "fight" not in h for h in s.heroes)
    assert "bc_health" not in s.centre
    d = json.loads(json.dumps(s.to_dict()))
    del d["options"]["variant"]
    old = rules.State.from_dict(d)
    assert old.options["variant"] == "basic"          # read with the option's default
    rng = random.Random(1)
    for _ in range(60):
        rules.apply(old, rules.playout_policy(old, rng))
    assert all("growth" not in h for h in old.heroes if h is not None)


# ---------------------------------------------------------------------------- A., 3.

@pytest.mark.parametrize("seed", range(6))
def test_characters_use_the_front_of_the_card(seed):
    """3. Starting the Game, advanced: 12 Health and 10 ducats; A.: the card's Strength,
    Intelligence and Speed dice (no growth yet)."""
    s = adv_game(4, seed)
    for h in s.heroes:
        assert h["health"] == 12 and h["ducats"] == 10
        assert h["growth"] == {"strength": 0, "intelligence": 0} and h["trophies"] == []
    assert s.centre["bc_health"] == 12


# ---------------------------------------------------------------------------- 5. creature conflict

def test_the_creature_attacks_first_with_its_better_attribute_and_deals_the_difference():
    """5. Conflict, advanced (worked case): a Bogeyman (Evil, Strength d6, Intelligence
    d4, black forest mark +1) on a forest field attacks a Good character with Strength,
    d6 6 + 1 = 7; the Fairy defends with her Strength d6 and her card's Strength defence
    bonus, 2 + 1 = 3; she loses the difference, 4. Then the roles swap: her half of the
    round (phase ``fight``)."""
    s, events = _meet("D", "bauk#1", "o01", 6, 2)
    (attack,) = _events(events, "foe_attack")
    assert attack["attribute"] == "strength" and attack["die"] == 6
    assert attack["parts"] == [["terrain", 1, "forest"]] and attack["total"] == 7
    assert attack["hero_die"] == 6 and attack["hero_total"] == 3 and attack["damage"] == 4
    assert attack["hero_parts"] == [["defence", 1, "vila"]]
    assert s.heroes[0]["health"] == 8
    assert s.phase == "fight" and rules.current_seat(s) == 0
    acts = rules.legal_actions(s)
    assert {"type": "strike", "attribute": "strength"} in acts
    assert {"type": "strike", "attribute": "intelligence"} in acts and {"type": "hide"} in acts
    assert not any(a["type"] in ("roll", "step", "end_turn") for a in acts)


def test_a_lower_or_equal_attack_is_defended():
    """5., advanced: an attack number lower than or equal to the defence number: the
    defender's Health stays the same. (The Fairy's defence: her d6 and +1, her card's
    defence bonus in either attribute.)"""
    s, events = _meet("D", "bauk#1", "o02", 4, 3)          # a village: no forest mark
    (attack,) = _events(events, "foe_attack")
    assert attack["total"] == 4 and attack["hero_total"] == 4 and attack["damage"] == 0
    assert s.heroes[0]["health"] == 12


def test_terrain_marks_black_on_the_terrain_white_off_it():
    """5., advanced: a white mark changes the attributes where the creature is NOT on
    that terrain, a black one where it is: the Water Man has +2 Strength on water and
    -1 everywhere else."""
    from games.bas_celik import advanced
    assert advanced.terrain_parts("vodenjak#1", "o11", "strength") == [["terrain", 2, "water"]]
    assert advanced.terrain_parts("vodenjak#1", "o01", "strength") == [["terrain", -1, "water"]]
    assert advanced.terrain_parts("vodenjak#1", "o01", "intelligence") == [["terrain", -1, "water"]]
    assert advanced.terrain_parts("sudjaje#1", "o01", "strength") == []
    # the creature chooses the attribute it is better at on its field
    assert advanced.foe_choice("mora#1", "o02") == "intelligence"       # house: +2
    assert advanced.foe_choice("orko#1", "o11") == "strength"


def test_the_character_strikes_back_in_the_same_round_and_the_turn_ends():
    """D. Round and 5., advanced: after the creature's attack the character attacks with
    the attribute it chooses; a higher attack number overcomes an Outer creature (1
    Health) with its reward; a lower one ends the round, and the turn."""
    s, _e = _meet("D", "bauk#1", "o02", 1, 6)
    script(s, 5, 4)                                        # her Int d8 5 vs its Int d4 4
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    (hit,) = _events(events, "hero_strike")
    assert hit["die"] == 8 and hit["other_die"] == 4 and hit["won"]
    assert _events(events, "overcome") and "o02" not in s.board
    assert s.heroes[0]["fight"] is None and s.phase == "after"
    s, _e = _meet("D", "bauk#1", "o02", 1, 6)
    script(s, 2, 4)
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert not _events(events, "hero_strike")[0]["won"]
    assert rules.current_seat(s) == 1 and s.board["o02"] == "bauk#1"


def test_the_conflict_goes_on_next_turn_until_hiding_or_elimination():
    """4.2, advanced: a conflict ends only by a successful Hiding; at the character's next
    turn the creature attacks again and the character may not move away."""
    s, _e = _meet("D", "bauk#1", "o02", 1, 6)
    script(s, 2, 3)                                         # hide: her Speed d10 2 vs its d6 3
    events = _act(s, {"type": "hide"})
    (hide,) = _events(events, "fight_hide")
    assert hide["die"] == 10 and hide["other_die"] == 6 and not hide["hidden"]
    assert {"type": "hide"} not in rules.legal_actions(s)   # once a round; may still strike
    assert {"type": "strike", "attribute": "strength"} in rules.legal_actions(s)
    _act(s, {"type": "hold"})
    assert rules.current_seat(s) == 1
    # seat 1 plays its turn; then seat 0's turn begins with the creature's attack
    rng = random.Random(0)
    while rules.current_seat(s) != 0:
        events = rules.apply(s, rules.playout_policy(s, rng))
    assert _events(events, "fight_round") and _events(events, "foe_attack")
    assert s.phase == "fight" and s.heroes[0]["fight"] is not None
    assert not any(a["type"] in ("roll", "step", "rest") for a in rules.legal_actions(s))
    script(s, 9, 1)
    events = _act(s, {"type": "hide"})
    assert _events(events, "fight_hide")[0]["hidden"]
    assert s.heroes[0]["fight"] is None and s.heroes[0]["leave"]
    assert rules.current_seat(s) == 1


def test_a_paralysed_character_only_defends_and_hides():
    """G. Curses with 5., advanced: a paralysed character may only defend: no strike."""
    s, _e = _meet("D", "bauk#1", "o02", 1, 6, paralysed=2)
    acts = rules.legal_actions(s)
    assert not any(a["type"] == "strike" for a in acts)
    assert {"type": "hide"} in acts and {"type": "hold"} in acts


# ---------------------------------------------------------------------------- G. pairings

def test_good_and_evil_must_fight():
    """G. Creatures, advanced: D/Z and Z/D, a conflict must begin."""
    s, events = _meet("Z", "domaci#1", "o01", 1, 6)         # an Evil character, a Good spirit
    assert _events(events, "attacked") and _events(events, "foe_attack")
    assert s.phase == "fight"


def test_indifferent_pairings_may_bribe_with_ducats_or_an_item():
    """G. Creatures, advanced: R/D, D/R, Z/R, R/Z: the creature may be bribed with an
    item or its Negotiation in ducats; it then ignores the character on that field."""
    for nature, card in (("D", "vodenjak#1"), ("Z", "talason#1"), ("R", "bauk#1"), ("R", "domaci#1")):
        s, events = _meet(nature, card, "o02")
        (ask,) = _events(events, "bribe_asked")
        price = C.card(card).negotiation
        assert ask["price"] == price and s.phase == "bribe" and not _events(events, "foe_attack")
        assert {"type": "bribe"} in rules.legal_actions(s) and {"type": "no_bribe"} in rules.legal_actions(s)
        before = s.heroes[0]["ducats"]
        _act(s, {"type": "bribe"})
        assert s.heroes[0]["ducats"] == before - price and s.phase == "after"
        assert s.heroes[0]["fight"] is None and s.board["o02"] == card
    s, _e = _meet("D", "vodenjak#1", "o02", items=["melem#1"])
    _act(s, {"type": "bribe", "card": "melem#1"})
    assert s.heroes[0]["items"] == [] and "melem#1" in s.treasure
    s, _e = _meet("D", "vodenjak#1", "o02", ducats=0)
    assert {"type": "bribe"} not in rules.legal_actions(s)
    script(s, 1, 6)
    events = _act(s, {"type": "no_bribe"})
    assert _events(events, "attacked") and _events(events, "foe_attack") and s.phase == "fight"


def test_same_natures_ignore_and_strike_first_when_attacked():
    """G. Creatures, advanced: D/D, R/R, Z/Z ignore the character and ask nothing; if the
    character attacks one, it strikes first."""
    s, events = _meet("D", "domaci#1", "o01")
    assert _events(events, "ignored") and s.phase == "after"
    script(s, 4, 1)
    events = _act(s, {"type": "attack"})
    kinds = [e["type"] for e in events]
    assert kinds.index("foe_attack") < len(kinds) and s.phase == "fight"
    assert "hero_strike" not in kinds


# ---------------------------------------------------------------------------- 6. Inner creatures

def _inner(card="bukavac#1", **hero):
    """Seat 0 (Good) on i00, one step from i15 (a plain Inner field) where ``card`` lies."""
    s = _two("D", "i00", walked=40, **hero)
    s = lay(s, "i15", card)
    return s


def test_an_inner_creature_has_2_health_and_may_be_struck_twice_in_a_round():
    """6. Creatures, advanced: 2 Health; after a first successful strike the character
    may try once more in the same round; success overcomes it, with 2 treasures and its
    ducats."""
    s = _inner()
    script(s, 1, 6)                                          # its Str d10 1 vs her d6 6
    events = _act(s, {"type": "step", "to": "i15"})
    assert s.heroes[0]["fight"]["health"] == 2
    script(s, 8, 1)                                          # her Int d8 8 vs its Int d6 1
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert _events(events, "struck_once") and s.heroes[0]["fight"]["health"] == 1
    acts = rules.legal_actions(s)
    assert {"type": "strike", "attribute": "strength"} in acts and {"type": "hide"} not in acts
    ducats = s.heroes[0]["ducats"]
    script(s, 8, 1)
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert _events(events, "overcome") and _events(events, "hero_strike")[0]["second"]
    assert s.heroes[0]["ducats"] == ducats + C.card("bukavac").ducats
    assert len(_events(events, "treasure")[0]["items"]) + _events(events, "treasure")[0]["curses"] == 2


def test_a_failed_second_try_leaves_one_strike_for_a_later_round_and_hiding_resets_it():
    """6., advanced: if the second try fails, one more successful strike in the next
    cycle is enough; after an escape the creature must again be struck twice."""
    s = _inner()
    script(s, 1, 6)
    _act(s, {"type": "step", "to": "i15"})
    script(s, 8, 1, 1, 6)
    _act(s, {"type": "strike", "attribute": "intelligence"})
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert not _events(events, "hero_strike")[0]["won"] and rules.current_seat(s) == 1
    assert s.heroes[0]["fight"]["health"] == 1
    s = edit(s, lambda d: d.update(turn=0, phase="fight"))
    script(s, 8, 1)
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert _events(events, "overcome")                       # one strike is enough now
    s = _inner()
    script(s, 1, 6)
    _act(s, {"type": "step", "to": "i15"})
    script(s, 8, 1, 1, 6)
    _act(s, {"type": "strike", "attribute": "intelligence"})
    _act(s, {"type": "strike", "attribute": "intelligence"})
    s = edit(s, lambda d: d.update(turn=0, phase="fight"))
    script(s, 10, 1)
    _act(s, {"type": "hide"})
    assert s.heroes[0]["fight"] is None
    s = place(s, 0, "i00", leave=False)
    script(s, 1, 6)
    _act(s, {"type": "step", "to": "i15"})
    assert s.heroes[0]["fight"]["health"] == 2               # struck twice again


# ---------------------------------------------------------------------------- G. comrades

def test_a_comrade_adds_its_die_to_attacks_and_takes_the_first_blow():
    """G. Animals, advanced: the Companion becomes a comrade when the character decides;
    its die (of the same attribute) is added to the attack, never to the defence; the
    opponent strikes it first, and one successful strike removes it."""
    s = _two("D", "o01", companion="vuk#1")
    acts = rules.legal_actions(s)
    assert {"type": "comrade"} in acts
    _act(s, {"type": "comrade"})
    assert s.heroes[0]["comrade"] and {"type": "comrade"} not in rules.legal_actions(s)
    s = edit(s, lambda d: d["heroes"][0].update(field="o01", dir=1))
    s = edit(s, lambda d: (d["heroes"][0].update(field="o00"),))
    s = lay(s, "o01", "bauk#1")
    script(s, 1, 6, 1)                                       # its 6+1 against her d6 1
    events = _act(s, {"type": "roll"})
    assert _events(events, "foe_attack")[0]["hero_parts"] == [["defence", 1, "vila"]]  # no comrade
    assert _events(events, "companion_lost") and s.heroes[0]["health"] == 12
    assert s.heroes[0]["companion"] is None and not s.heroes[0]["comrade"]
    s = _two("D", "o00", companion="vuk#1", comrade=True)
    s = lay(s, "o01", "bauk#1")
    script(s, 1, 1, 6, 2, 5, 4)                              # its attack misses; her d8 2 + wolf d6 5
    _act(s, {"type": "roll"})
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    (hit,) = _events(events, "hero_strike")
    assert hit["parts"] == [["comrade", 5, "vuk#1"]] and hit["total"] == 7 and hit["won"]


# ---------------------------------------------------------------------------- 8.1 growth

def _won(s, card, field="o02"):
    """Seat 0 overcomes ``card`` (it lies on ``field``; seat 0 already there, attacking)."""
    s = lay(s, field, card)

    def change(d):                                # the treasures won go back: room in hand
        h = d["heroes"][0]
        d["treasure"] += h["items"] + h["curses"]
        h.update(field=field, items=[], curses=[])
        d.update(phase="after", treasure_known=0)
    s = edit(s, change)
    script(s, 1, 6, 8, 1)                                    # its attack misses, hers hits
    _act(s, {"type": "attack"})
    return s, _act(s, {"type": "strike", "attribute": "intelligence"})


def test_strength_grows_after_four_creatures_of_the_opposite_nature_then_three_more():
    """8.1: a Good character: +1 Strength after 4 Evil creatures (the cards then go back
    to the piles), +2 after 3 more; two Indifferent creatures count as one; its own
    nature's creatures do not count."""
    s = _two("D", "o02")
    for card in ("bauk#1", "bauk#2", "domaci#1", "bauk#3"):
        s, events = _won(s, card)
    assert s.heroes[0]["growth"]["strength"] == 0 and len(s.heroes[0]["trophies"]) == 3
    s, events = _won(s, "talason#1")
    s, events = _won(s, "talason#2")                         # two Indifferent: one point
    (grew,) = _events(events, "grew")
    assert grew["attribute"] == "strength" and grew["level"] == 1 and grew["cards"] == 5
    assert s.heroes[0]["growth"]["strength"] == 1 and s.heroes[0]["trophies"] == []
    for card in ("orko#1", "orko#2", "mora#1"):
        s, events = _won(s, card)
    assert s.heroes[0]["growth"]["strength"] == 2
    s, events = _won(s, "mora#2")
    assert s.heroes[0]["trophies"] == [] and not _events(events, "trophy")
    from games.bas_celik import advanced
    parts = advanced.hero_parts(s, 0, "strength", "attack")
    assert ["growth", 2, ""] in parts


def test_an_indifferent_character_chooses_its_prey_once():
    """8.1: an Indifferent character eliminates Good or Evil creatures, by its own choice,
    kept to the end of the game."""
    s = _two("R", "o02")
    s, _e = _won(s, "bauk#1")
    s, _e = _won(s, "domaci#1")
    assert sorted(s.heroes[0]["trophies"]) == ["bauk#1", "domaci#1"]
    s = edit(s, lambda d: d.update(phase="after"))
    acts = rules.legal_actions(s)
    assert {"type": "prey", "nature": "D"} in acts and {"type": "prey", "nature": "Z"} in acts
    _act(s, {"type": "prey", "nature": "Z"})
    assert s.heroes[0]["prey"] == "Z" and s.heroes[0]["trophies"] == ["bauk#1"]
    assert not any(a["type"] == "prey" for a in rules.legal_actions(s))


def test_intelligence_grows_with_three_curses_then_two_more():
    """8.1: +1 Intelligence once 3 curses are collected, +2 after 2 more; the curses go
    back to the piles unused."""
    s = _two("D", "o02", curses=["urok#1", "urok#2"])
    assert {"type": "grow"} not in rules.legal_actions(s)
    s = place(s, 0, "o02", curses=["urok#1", "urok#2", "crna_magija#1"])
    events = _act(s, {"type": "grow"})
    assert _events(events, "grew")[0]["level"] == 1 and s.heroes[0]["curses"] == []
    assert s.heroes[0]["growth"]["intelligence"] == 1
    s = place(s, 0, "o02", curses=["urok#3"])
    assert {"type": "grow"} not in rules.legal_actions(s)
    s = place(s, 0, "o02", curses=["urok#3", "urok#4"])
    _act(s, {"type": "grow"})
    assert s.heroes[0]["growth"]["intelligence"] == 2
    s = place(s, 0, "o02", curses=["urok#5", "urok#6", "crna_magija#2"])
    assert {"type": "grow"} not in rules.legal_actions(s)


# ---------------------------------------------------------------------------- 8.2 weapons

def test_common_weapons_in_every_settlement_better_ones_in_the_inner_world():
    """8.2: a common weapon (+1, up to 15 ducats) in every settlement (village, tower,
    castles, Blacksmith); a better one (+2) at the 2 Inner castles, the Blacksmith and
    the Wonder Stone."""
    def buys(field):
        s = _two("D", field, ducats=40)
        return {a["card"] for a in rules.legal_actions(s) if a["type"] == "buy"
                and C.cards[a["card"]].group == "weapon"}
    common = {w.id for w in C.cards.values() if w.group == "weapon" and w.price <= 15}
    better = {w.id for w in C.cards.values() if w.group == "weapon" and w.price > 15}
    assert buys("o02") == common and buys("o10") == common and buys("o26") == common
    assert buys("i03") == common | better and buys("i06") == common | better
    assert buys("i12") == better and buys("o01") == set()


def test_a_weapon_helps_only_the_attribute_and_use_it_is_made_for():
    """8.2: a common weapon strengthens the attack or the defence of one attribute; a
    better one both, of both; the Miraculous Sword +2 to both (and no other weapon)."""
    from games.bas_celik import advanced
    s = _two("D", "o02", weapons=["koplje#1"])               # Spear: Strength attack
    assert ["weapon", 1, "koplje#1"] in advanced.hero_parts(s, 0, "strength", "attack")
    assert not any(p[0] == "weapon" for p in advanced.hero_parts(s, 0, "strength", "defence"))
    assert not any(p[0] == "weapon" for p in advanced.hero_parts(s, 0, "intelligence", "attack"))
    s = _two("D", "o02", weapons=["topuz#1"])                # War Club: better, both
    for attr in ("strength", "intelligence"):
        for use in ("attack", "defence"):
            assert ["weapon", 2, "topuz#1"] in advanced.hero_parts(s, 0, attr, use)
    s = _two("D", "o02", weapons=["koplje#1"], sword="sword#1")
    parts = advanced.hero_parts(s, 0, "intelligence", "defence")
    assert ["sword", 2, "sword#1"] in parts and not any(p[0] == "weapon" for p in parts)


def test_a_weapon_sells_back_at_half_price_in_a_settlement():
    """8.2: a weapon goes back on a settlement's field at half its price (the Blacksmith
    is a settlement too), nowhere else."""
    s = _two("D", "i06", weapons=["topuz#1"], ducats=0)
    _act(s, {"type": "sell", "card": "topuz#1"})
    assert s.heroes[0]["ducats"] == 10 and "topuz#1" in s.bank["weapons"]
    s = _two("D", "i12", weapons=["topuz#1"])
    assert not any(a["type"] == "sell" for a in rules.legal_actions(s))


def test_the_horse_and_speed_weapons_add_to_the_hiding_roll():
    """8.2 Horse, advanced (and 4.4.3): the Horse increases Speed; so do the Icy Circle
    and the Talisman."""
    from games.bas_celik import advanced
    s = _two("D", "o02", transport=["horse#1"], weapons=["ledeni_krug#1"])
    script(s, 3)
    r = advanced.speed_roll(s, 0)
    assert r["die"] == 10 and r["total"] == 3 + adv_data().horse_speed + 1


# ---------------------------------------------------------------------------- 9. healing

def test_healing_in_the_advanced_variant():
    """9. Healing, advanced: rest on any field +1 (the turn is skipped), the Church of
    Health +2, the Ledinsko Cemetery no more than any field; never above 12; Health
    bought 3 ducats each in settlements."""
    s = _two("D", "o01", health=5)
    _act(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 6
    s = _two("D", "o08", health=5)
    _act(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 7
    s = _two("D", "o20", health=5)
    _act(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 6
    s = _two("D", "o08", health=11)
    _act(s, {"type": "rest"})
    assert s.heroes[0]["health"] == 12
    s = _two("D", "o02", health=5, ducats=7)
    _act(s, {"type": "buy_health"})
    assert s.heroes[0]["health"] == 6 and s.heroes[0]["ducats"] == 4
    _act(s, {"type": "buy_health"})
    assert {"type": "buy_health"} not in rules.legal_actions(s)


# ---------------------------------------------------------------------------- 4.4 meetings

def _meeting(**hero):
    """Seat 0 (the Fairy, Good) steps onto o02 where seat 1 (the Devil) stands."""
    s = _two("D", "o01", seat1_field="o02", **hero)
    s = set_char(s, 1, "djavo")
    script(s, 1)
    _act(s, {"type": "roll"})
    assert s.phase == "meet"
    return s


def test_stealing_rolls_the_chosen_attribute_with_attack_and_defence_bonuses():
    """4.4.5, advanced: the attacker's die of the attribute it chooses plus its attack
    bonus against the defender's die of the same attribute plus its defence bonus;
    higher steals, equal does not."""
    s = _meeting()
    acts = rules.legal_actions(s)
    assert {"type": "steal", "what": "ducats", "attribute": "intelligence"} in acts
    assert {"type": "steal", "what": "ducats"} not in acts
    script(s, 7, 5)                                          # her Int d8 7 vs his Int d10 5 + 1
    events = _act(s, {"type": "steal", "what": "ducats", "attribute": "intelligence"})
    (st,) = _events(events, "steal_adv")
    assert st["die"] == 8 and st["other_die"] == 10 and st["other_total"] == 6 and st["stolen"]
    assert s.heroes[0]["ducats"] == 16 and s.heroes[1]["ducats"] == 4
    s = _meeting()
    script(s, 6, 5)
    events = _act(s, {"type": "steal", "what": "ducats", "attribute": "intelligence"})
    assert not _events(events, "steal_adv")[0]["stolen"]


def test_a_struggle_between_characters_deals_the_difference():
    """5. Conflict between two characters, advanced (4.4.2): the same dice, bonuses and
    difference damage; a lower attack costs the attacker the difference ("otherwise it
    loses Health"); an equal one hurts no one."""
    s = _meeting()
    script(s, 8, 2)                                          # her Int d8 8 vs his d10 2 + 1
    events = _act(s, {"type": "struggle", "attribute": "intelligence"})
    assert _events(events, "struggle_adv")[0]["damage"] == 5 and s.heroes[1]["health"] == 7
    s = _meeting()
    script(s, 1, 6)
    _act(s, {"type": "struggle", "attribute": "intelligence"})
    assert s.heroes[0]["health"] == 6 and s.heroes[1]["health"] == 12
    s = _meeting()
    script(s, 4, 3)
    _act(s, {"type": "struggle", "attribute": "intelligence"})
    assert s.heroes[0]["health"] == 12 and s.heroes[1]["health"] == 12


# ---------------------------------------------------------------------------- 10. Baš-Čelik

def _centre(**hero):
    """Seat 0 facing Baš-Čelik (phase ``bas``), the Centre unlocked by it."""
    s = _two("D", "c_spring", **hero)

    def change(d):
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
        d["heroes"][0]["field"] = "c_centre"
        d["phase"] = "bas"
    return edit(s, change)


def test_bas_celik_has_12_health_and_loses_the_difference():
    """10. Finale, advanced: Baš-Čelik has 12 Health and is treated as a character: the
    character's attack beats his d12+2 by the difference; he strikes back at the
    attribute it is weaker in; he is never healed (his Health stays)."""
    s = _centre()
    acts = rules.legal_actions(s)
    assert {"type": "strike", "attribute": "strength"} in acts and {"type": "strike"} not in acts
    script(s, 8, 1, 1, 6)                                    # her Int d8 8 vs his 1+2; his 1+2 vs her Str d6 6
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    (hit,) = _events(events, "bas_strike")
    assert hit["damage"] == 5 and s.centre["bc_health"] == 7
    (back,) = _events(events, "bas_attack")
    assert back["attribute"] == "strength" and back["damage"] == 0 and s.phase == "bas"
    script(s, 1, 12, 12, 1)                                  # he parries; his 14 vs her 1 + 1
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert _events(events, "bas_attack")[0]["damage"] == 12
    assert s.heroes[0]["out"] and s.centre["bc_health"] == 7


def test_the_swords_critical_blow_defeats_him_at_once_above_20():
    """B. Special Tasks and 10., advanced: with the Miraculous Sword, after a strike that
    costs him Health, d4+d6+d8+d10 above 20 defeats him at once; 20 does not."""
    s = _centre(sword="sword#1")
    script(s, 8, 1, 4, 6, 8, 3)                              # 8+2 vs 3: 7 damage; 4+6+8+3 = 21
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    (crit,) = _events(events, "critical")
    assert crit["dice"] == [4, 6, 8, 10] and crit["critical"]
    assert _events(events, "captured") and s.centre["bc"] == 0
    s = _centre(sword="sword#1")
    script(s, 8, 1, 4, 6, 8, 2, 1, 6)                        # 20: not above
    events = _act(s, {"type": "strike", "attribute": "intelligence"})
    assert not _events(events, "critical")[0]["critical"] and s.centre["bc"] == "centre"
    s = _centre()
    script(s, 8, 1, 1, 6)
    assert not _events(_act(s, {"type": "strike", "attribute": "intelligence"}), "critical")


def test_key_cards_work_as_powers_after_his_defeat():
    """10., advanced: after Baš-Čelik's defeat the Boar takes another character's weapon
    that increases Strength, the Owl one that increases Intelligence, the Swallow a Horse
    or a Mule; holding the same Key card defends against it."""
    s = _two("D", "o02", seat1_field="o05", items=["boar#1", "swallow#1"])
    s = edit(s, lambda d: d["heroes"][1].update(weapons=[take(d, "koplje#1")],
                                                 transport=[take(d, "mule#1")]))
    assert not any(a["type"] == "key_power" for a in rules.legal_actions(s))
    s = edit(s, lambda d: d["centre"].update(bc="o30"))
    acts = rules.legal_actions(s)
    assert {"type": "key_power", "card": "boar#1", "target": 1, "what": "koplje#1"} in acts
    assert {"type": "key_power", "card": "swallow#1", "target": 1, "what": "mule#1"} in acts
    _act(s, {"type": "key_power", "card": "boar#1", "target": 1, "what": "koplje#1"})
    assert s.heroes[1]["weapons"] == [] and "koplje#1" in s.bank["weapons"]
    assert "boar#1" in s.bank["keys"]["i06"]
    s = edit(s, lambda d: d["heroes"][1].update(items=[take(d, "swallow#2")]))
    events = _act(s, {"type": "key_power", "card": "swallow#1", "target": 1, "what": "mule#1"})
    assert _events(events, "key_warded") and s.heroes[1]["transport"] == ["mule#1"]


# ---------------------------------------------------------------------------- saves, lines

@pytest.mark.parametrize("where", ["fight", "bribe", "struck_once"])
def test_save_and_load_mid_conflict_with_a_comrade_and_a_bribe(where):
    """A save in the middle of a creature conflict with a comrade at the character's side
    (also after a first strike at an Inner creature), or while a creature waits for its
    bribe, loads and plays on exactly as the original."""
    if where == "bribe":
        s, _e = _meet("D", "vodenjak#1", "o02", companion="vuk#1", comrade=True)
    elif where == "fight":
        s, _e = _meet("D", "bauk#1", "o02", 1, 6, companion="vuk#1", comrade=True)
    else:
        s = _inner(companion="vuk#1", comrade=True)
        script(s, 1, 6)
        _act(s, {"type": "step", "to": "i15"})
        script(s, 8, 1, 1)
        _act(s, {"type": "strike", "attribute": "intelligence"})
        assert s.heroes[0]["fight"]["again"]
    assert s.phase == ("bribe" if where == "bribe" else "fight")
    d = json.loads(json.dumps(s.to_dict()))
    loaded = rules.State.from_dict(d)
    assert loaded.to_dict() == s.to_dict()
    a, b = random.Random(4), random.Random(4)
    for _ in range(80):
        if rules.is_over(s):
            break
        x, y = rules.playout_policy(s, a), rules.playout_policy(loaded, b)
        assert x == y
        assert rules.apply(s, x) == rules.apply(loaded, y)
    assert s.to_dict() == loaded.to_dict()


def test_a_strike_without_an_attribute_or_in_the_wrong_phase_is_refused():
    """The advanced actions are refused with a reason where they do not fit."""
    s, _e = _meet("D", "bauk#1", "o02", 1, 6)
    before = s.to_dict()
    for bad in ({"type": "strike"}, {"type": "strike", "attribute": "speed"},
                {"type": "bribe"}, {"type": "grow"}, {"type": "comrade"}):
        with pytest.raises(IllegalAction):
            rules.apply(s, bad)
    assert s.to_dict() == before


def test_every_advanced_event_has_a_line_in_english_and_polish():
    """Every event of the advanced variant reads as a sentence, with its dice (README
    "Translating": the Polish catalog has each line)."""
    from games.engine import i18n
    from tests.bas_celik.playouts import events_seen
    seen = events_seen(30, "advanced")
    wanted = {"bribe_asked", "bribed", "fight_round", "foe_attack", "hero_strike",
              "struck_once", "fight_hide", "held", "trophy", "grew", "prey", "comrade",
              "struggle_adv", "steal_adv", "bas_strike", "bas_attack"}
    assert wanted <= set(seen), wanted - set(seen)
    from games.bas_celik.log_adv import LINES
    from tests.engine.test_conformance import SENTENCE
    for code in ("en", "pl"):
        i18n.set_language(code)
        try:
            for kind, (state, event) in seen.items():
                for seat in (None, *range(len(state.players))):
                    line = rules.describe(state, event, seat)
                    assert SENTENCE.match(line) and "{" not in line and "_" not in line, line
                if code == "pl" and kind in LINES:
                    assert line != _english(state, event), line
        finally:
            i18n.set_language("en")


def _english(state, event):
    from games.engine import i18n
    now = i18n.language()
    i18n.set_language("en")
    try:
        return rules.describe(state, event)
    finally:
        i18n.set_language(now)


# ---------------------------------------------------------------------------- the content

def test_the_advanced_content_holds_the_rulebooks_numbers():
    """advanced.yaml: the rulebook's numbers (3., 6., 10., B., 8.1, 8.2) and one entry
    per creature and animal, with a Speed die, defence bonuses and terrain marks."""
    a = adv_data()
    r = a.rules
    assert (r["health"], r["inner_health"], r["bas_health"]) == (12, 2, 12)
    assert r["critical_dice"] == (4, 6, 8, 10) and r["critical_over"] == 20
    assert r["strength_growth"] == (4, 3) and r["intelligence_growth"] == (3, 2)
    assert r["common_price_most"] == 15 and r["indifferent_per_creature"] == 2
    assert C.variants["advanced"]["ducats"] == 10 and C.variants["advanced"]["health_price"] == 3
    foes = {c.id for c in C.cards.values() if c.kind in ("creature", "animal", "beast")}
    assert set(a.foes) == foes
    assert {a.field_terrain[f] for f in a.field_terrain} == {"house", "water", "forest", "mountain"}
    assert all(C.fields[f].world != "centre" for f in a.field_terrain)
    for w in C.cards.values():                    # 8.2: +1 up to 15 ducats, +2 above
        if w.group == "weapon":
            assert w.bonus == (1 if w.price <= 15 else 2)


@pytest.mark.parametrize("change, words", [
    (lambda d: d["creatures"].pop("bauk"), "bauk"),
    (lambda d: d["creatures"]["bauk"].update(speed=7), "die size"),
    (lambda d: d["creatures"]["bauk"]["marks"].append({"terrain": "sky", "fill": "black",
                                                       "attribute": "both", "amount": 1}), "terrain"),
    (lambda d: d["terrains"]["forest"]["fields"].append("o02"), "two terrains"),
    (lambda d: d["rulebook"].update(health=10), "Health"),
    (lambda d: d.update(extra=1), "extra"),
])
def test_a_broken_advanced_file_is_refused_naming_it(tmp_path, change, words):
    """advanced.yaml is checked like the other data (strict): a missing creature, a die
    that is no die, an unknown terrain, a field of two terrains, a Health that differs
    from bank.yaml, an unknown key: each a DataError naming the file."""
    import shutil

    import yaml

    from games.bas_celik import adv_content
    from games.engine.paths import data_path
    from games.engine.yamlload import DataError
    folder = tmp_path / "bas_celik"
    shutil.copytree(data_path("bas_celik"), folder)
    path = folder / "advanced.yaml"
    d = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(d)
    path.write_text(yaml.safe_dump(d, allow_unicode=True), encoding="utf-8")
    with pytest.raises(DataError) as bad:
        adv_content.load(folder)
    assert "advanced.yaml" in str(bad.value) and words in str(bad.value)


def test_a_bribe_holds_while_the_character_stays_and_lapses_when_it_moves_on():
    """G. Creatures, advanced: a bribed creature "will not attack you as long as you do
    not move from that field": resting there next turn, no attack; stepping away and
    back, it asks again."""
    s, _e = _meet("D", "vodenjak#1", "o02", health=9)
    _act(s, {"type": "bribe"})
    _act(s, {"type": "end_turn"})
    rng = random.Random(2)
    while rules.current_seat(s) != 0:
        rules.apply(s, rules.playout_policy(s, rng))
    assert s.phase == "turn" and s.heroes[0]["field"] == "o02"
    events = _act(s, {"type": "rest"})
    assert not _events(events, "foe_attack") and not _events(events, "bribe_asked")
    s = place(s, 0, "o01")
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert _events(events, "bribe_asked") and s.phase == "bribe"
