"""Baš-Čelik, basic variant: the findings of playtest 10. V. Bridges (the toll owed is
taken in the next cycle if the character has a ducat then, else it is skipped), skips
that add up (V. Water, Events), the score sheet against the ranking, the price of Health
said, a curse with no possible answer, the Inner World's steps told apart. Through the public API (``rules``) and positions built with
``tests.bas_celik.helpers``; dice scripted."""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, top

MONK, CAREVIC = "monah", "carevic"


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _two(field="o01", other_field="i08", seed=5, other=None, **hero):
    """Seat 0 the Monk on ``field`` to move, seat 1 the Tsarevich on ``other_field``
    (``other``: its hero keys), no creature on the board. Seed 5: seat 1 plays first,
    so seat 0 is the last of the cycle."""
    s = set_char(set_char(clear_board(game(2, seed=seed)), 0, MONK), 1, CAREVIC)
    assert s.order == [1, 0]
    s = edit(s, lambda d: d["heroes"][1].update(field=other_field, **(other or {})))
    return place(s, 0, field, **hero)


def _play_until(s, done, rng, limit=400):
    """Play on (markets passed, healing declined, else the playout policy) until
    ``done(s)``; returns the events on the way."""
    said = []
    for _i in range(limit):
        if done(s):
            return said
        assert not rules.is_over(s)
        if s.phase == "market":
            said += _act(s, {"type": "market_pass"})
        elif s.phase == "mend":
            said += _act(s, {"type": "mend_done"})
        else:
            said += rules.apply(s, rules.playout_policy(s, rng))
        assert not rules.invariant_problems(s)
    raise AssertionError("never got there")


def _own_turn(seat):
    return lambda x: x.turn == seat and x.phase in ("turn", "end", "meet")


# ---------------------------------------------------------------------------- V. bridges

@pytest.mark.parametrize("card, ducats_then", [("kesa#1", 2), ("vasar#1", 1),
                                               ("blagoslov#1", 0)])
def test_an_unpaid_toll_is_taken_next_cycle_if_a_ducat_is_there(card, ducats_then):
    """V. Bridges: "a toll of 1 ducat is always collected. If the player has no ducats
    in the next cycle, they are skipped": crossing with none, then drawing a purse (2),
    a fair (1) or nothing (0) that same turn: with a ducat, the toll is taken when the
    next cycle begins and the character moves on in it; with none, it is skipped then
    (staying on the bridge) and cannot heal in that cycle, and plays the cycle after."""
    s = _two("o04", ducats=0)
    s = top(s, "outer", 0, card)
    script(s, 1)
    events = _act(s, {"type": "roll"})              # onto the Stone Bridge, no ducat
    assert s.heroes[0]["field"] == "o05"
    assert s.heroes[0]["skip"] == 0 and s.heroes[0]["toll_owed"] == 1
    assert any(e["type"] == "toll_owed" for e in events)
    crossed = s.cycle
    said = _act(s, {"type": "draw", "pile": 0})
    gained = [e for e in said if e["type"] == "ducats" and e["seat"] == 0]
    assert sum(e["change"] for e in gained) == ducats_then
    rng = random.Random(1)
    said += _play_until(s, lambda x: x.cycle == crossed + 1, rng)
    h = s.heroes[0]
    assert h["toll_owed"] == 0
    if ducats_then:
        assert {"type": "toll", "seat": 0, "paid": 1, "late": True} in said
        assert h["ducats"] == ducats_then - 1 and h["skip"] == 0 and not h["no_heal"]
        said = _play_until(s, _own_turn(0), rng)
        assert s.phase == "turn" and {"type": "roll"} in rules.legal_actions(s)
    else:
        assert any(e["type"] == "toll_unpaid" and e["seat"] == 0 for e in said)
        assert h["skip"] == 1 and h["no_heal"]
        said = _play_until(s, lambda x: x.cycle == crossed + 2, rng)
        assert {"type": "skipped", "seat": 0} in said and h["field"] == "o05"
        assert not h["no_heal"] and h["skip"] == 0
        _play_until(s, _own_turn(0), rng)
        assert s.phase == "turn" and {"type": "roll"} in rules.legal_actions(s)


def test_a_toll_owed_is_said_in_both_languages_with_its_ducats():
    """The log says what is owed and when it is taken, in English and in Polish."""
    from games.bas_celik.log_lines import describe
    from games.engine import i18n
    s = _two("o04", ducats=0)
    for event in ({"type": "toll_owed", "seat": 0, "owed": 1},
                  {"type": "toll", "seat": 0, "paid": 1, "late": True},
                  {"type": "toll_unpaid", "seat": 0, "paid": 0}):
        lines = {}
        for lang in ("en", "pl"):
            i18n.set_language(lang)
            try:
                lines[lang] = describe(s, event)
            finally:
                i18n.set_language("en")
        assert lines["en"] and lines["pl"] and lines["en"] != lines["pl"], lines
        if event["type"] == "toll_owed":
            assert "1" in lines["en"] and "1" in lines["pl"]


# ---------------------------------------------------------------------------- skips add up

@pytest.mark.parametrize("storm", ["oluja#1", "oluja#2"])
def test_wading_then_a_storm_skips_two_cycles(storm):
    """V. Water then G. Events: waded across Vlasina Lake (skipped next cycle) and drew
    Storm ("You are skipped for 1 cycle") in the same turn: both skips count, so the
    character sits out two cycles and plays again in the third."""
    s = _two("o16", ducats=0)
    s = top(s, "outer", 0, storm)
    script(s, 1)
    _act(s, {"type": "roll"})                       # o17, Vlasina Lake, no ferry
    assert s.heroes[0]["field"] == "o17" and s.heroes[0]["skip"] == 1
    waded = s.cycle
    _act(s, {"type": "draw", "pile": 0})           # the turn ends: the last of the cycle
    assert s.heroes[0]["skip"] == 2
    rng = random.Random(3)
    said = _play_until(s, lambda x: x.cycle == waded + 3, rng)
    assert [e for e in said if e["type"] == "skipped" and e["seat"] == 0] == \
        [{"type": "skipped", "seat": 0}] * 2
    assert s.heroes[0]["field"] == "o17" and s.heroes[0]["skip"] == 0
    _play_until(s, _own_turn(0), rng)
    assert s.cycle == waded + 3 and {"type": "roll"} in rules.legal_actions(s)


@pytest.mark.parametrize("before", [1, 2, 3])
def test_an_event_s_skip_adds_to_a_skip_already_owed(before):
    """G. Events: a Storm on a character already to sit out ``before`` cycles adds its
    own cycle (skips are never merged into the longest)."""
    s = _two("o01", skip=before)
    s = top(s, "outer", 0, "oluja#1")
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": 0})
    assert s.heroes[0]["skip"] == before + 1


def test_an_unpaid_toll_adds_a_skip_to_a_storm():
    """V. Bridges with an Event: no ducat for the toll and a Storm drawn on the bridge:
    skipped for the storm, and skipped for the toll when the next cycle begins, so two
    cycles are sat out."""
    s = _two("o04", ducats=0)
    s = top(s, "outer", 0, "oluja#1")
    script(s, 1)
    _act(s, {"type": "roll"})
    crossed = s.cycle
    _act(s, {"type": "draw", "pile": 0})
    rng = random.Random(2)
    said = _play_until(s, lambda x: x.cycle == crossed + 3, rng)
    assert sum(e["type"] == "skipped" and e["seat"] == 0 for e in said) == 2
    assert s.heroes[0]["field"] == "o05"


def test_a_save_with_a_bad_toll_owed_is_refused():
    """A hostile save: ``toll_owed`` must be a whole number of ducats, 0 or more."""
    s = _two("o01")
    for bad in (-1, "1", 1.5, True):
        d = s.to_dict()
        d["heroes"][0]["toll_owed"] = bad
        with pytest.raises(ValueError):
            rules.State.from_dict(d)


# ---------------------------------------------------------------------------- the score sheet

@pytest.mark.parametrize("keys, best", [(3, 3), (2, 1), (0, 0), (1, 3)])
def test_the_sheet_shows_the_winner_s_keys_and_strikes_as_the_ranking_does(keys, best):
    """The score sheet against the final ranking: the winner's Key cards (2 each) and
    strikes dealt to Baš-Čelik stand on their rows (the ranking shows "Key cards: 3"),
    and a row brings its total to the 10 of a win; every seat's rows sum to its score,
    the loser's Key cards held or placed counted the same way."""
    from games.bas_celik.sheet import breakdown, key_cards
    real = ["swallow#1", "boar#1", "owl#1"]
    s = _two("o01", items=real[:keys])

    def finish(d):                                 # seat 1 placed its Owl on the Centre
        d["heroes"][0]["best"] = best
        if keys < 3:
            d["heroes"][1]["keys_placed"] = ["owl"]
            d["centre"]["unlocked"] = {"c_plateau": d["bank"]["keys"]["i01"].pop()}
        d["winners"] = [0]
        d["phase"] = "over"
    s = edit(s, finish)
    rows = breakdown(s)
    table = {label: values for label, values in rows}
    assert table["Key cards (2 each)"][0] == 2 * keys == 2 * key_cards(s, 0)
    assert table["Most strikes dealt to Baš-Čelik"][0] == best
    scores = rules.scores(s)
    for seat in (0, 1):
        assert sum(values[seat] for _label, values in rows) == scores[seat]
    assert scores[0] == 10



# ---------------------------------------------------------------------------- the log

@pytest.mark.parametrize("variant, price", [("basic", 1), ("advanced", 3)])
def test_buying_health_says_its_price_in_both_languages(variant, price):
    """9. Healing: "1 ducat = 1 Health" (advanced "3 ducats = 1 Health"): the log line
    says how many ducats were paid (a playtester read "buys 1 Health for ducats")."""
    from games.bas_celik.log_lines import describe
    from games.engine import i18n
    s = set_char(set_char(clear_board(game(2, seed=5, variant=variant)), 0, MONK), 1, CAREVIC)
    s = place(s, 0, "o02", health=3, ducats=6)
    events = _act(s, {"type": "buy_health"})
    event = next(e for e in events if e["type"] == "bought_health")
    assert event["price"] == price and s.heroes[0]["ducats"] == 6 - price
    for lang in ("en", "pl"):
        i18n.set_language(lang)
        try:
            line = describe(s, event)
        finally:
            i18n.set_language("en")
        assert f" {price} " in line, line


# ---------------------------------------------------------------------------- curses

@pytest.mark.parametrize("curse", ["urok#1", "urok#2"])
@pytest.mark.parametrize("held", [[], ["urok#3"]])
def test_a_curse_on_a_target_with_no_curse_takes_hold_without_asking(curse, held):
    """G. Curses: the target may defend with a curse of its own; holding none it has no
    choice, so the curse takes hold at once and the turn goes on for the curser (no
    hand-over for a lone "Accept the curse"); holding one, it is asked (phase ward)."""
    from games.bas_celik.content import content
    cards = [c for c in (curse, *held) if c.split("#")[0] in content().cards]
    if len(cards) < 1 + len(held):
        pytest.skip("no such curse cards")
    s = _two("o01", other_field="o01", curses=[curse], other=None)
    s = edit(s, lambda d: d["heroes"][1].update(curses=[]))
    if held:
        from tests.bas_celik.helpers import take

        def give(d):
            d["heroes"][1]["curses"] = sorted(take(d, c) for c in held)
        s = edit(s, give)
    lay = next((a for a in rules.legal_actions(s) if a["type"] == "curse"
                and a.get("target") == 1), None)
    assert lay is not None, rules.legal_actions(s)
    events = _act(s, lay)
    if held:
        assert s.phase == "ward" and rules.current_seat(s) == 1
    else:
        assert {"type": "no_ward", "seat": 1} in events
        assert any(e["type"] == "curse_holds" and e["seat"] == 1 for e in events)
        assert s.phase != "ward" and rules.current_seat(s) == 0


# ---------------------------------------------------------------------------- step labels

def test_no_two_steps_of_the_inner_world_read_alike():
    """From every Inner or Centre field, the buttons of the steps it offers (to each
    neighbour) are all different, and a step onto a nameless path names its compass way
    and the place it leads to, never "a path of the Inner World" (a playtester saw four
    identical buttons), in English and in Polish."""
    from games.bas_celik.content import content
    from games.bas_celik.ui.texts import action_label
    from games.engine import i18n
    c = content()
    s = _two("o01")
    view = rules.view(s, 0)
    for lang in ("en", "pl"):
        i18n.set_language(lang)
        try:
            for here, near in c.links.items():
                if c.fields[here].world == "outer":
                    continue
                view["heroes"][0]["field"] = here
                labels = [action_label(view, {"type": "step", "to": to}) for to in near]
                assert len(set(labels)) == len(labels), (here, labels)
                assert not any("path of the Inner" in x or "ścieżka Świata" in x.lower()
                               for x in labels), labels
        finally:
            i18n.set_language("en")
