"""Baš-Čelik: several meetings waiting for their second rounds (4.4), remaining on the
field after a Hiding or a Struggle (4.4.3, 4.4), a skipped turn that holds a second round
(V. Water), the cycle of an unpaid toll's healing ban (V. Bridges) and one Key card per
location for good (G. Key cards), with the older saves of each. Through the public API
(``rules``) and positions built with ``tests.bas_celik.helpers``; dice scripted."""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules
from games.bas_celik.state import in_play
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take, top

MONK, CAREVIC = "monah", "carevic"


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _two(field="o01", other_field="i08", seed=3, other=None, **hero):
    """Seat 0 the Monk on ``field`` to move, seat 1 the Tsarevich on ``other_field``
    (``other``: its hero keys), no creature on the board."""
    s = set_char(set_char(clear_board(game(2, seed=seed)), 0, MONK), 1, CAREVIC)
    s = edit(s, lambda d: d["heroes"][1].update(field=other_field, **(other or {})))
    return place(s, 0, field, **hero)


def _seats(n):
    """``n`` seats of good characters walking clockwise, no creature on the board;
    returns the state and the seats in the cycle's order."""
    s = clear_board(game(n, seed=3))
    for seat, char in zip(s.order, (MONK, CAREVIC, "zduhac", "vila", "vuk", "vukodlak")):
        s = set_char(s, seat, char)
    return s, list(s.order)


def _until(s, done, rng, limit=400):
    """Play on (markets passed, healing declined, else the playout policy) until
    ``done(s)``."""
    for _i in range(limit):
        if done(s):
            return s
        assert not rules.is_over(s)
        legal = rules.legal_actions(s)
        if s.phase == "market":
            _act(s, {"type": "market_pass"})
        elif s.phase == "mend":
            _act(s, {"type": "mend_done"})
        else:
            rules.apply(s, rules.playout_policy(s, rng))
        assert not rules.invariant_problems(s)
    raise AssertionError("never got there")


# ---------------------------------------------------------------------------- 4.4 meetings

def _two_meet_one():
    """Four seats a, b, c, d: a steps onto d's field (o10), then b onto it too, each
    choosing no action; c is far away. Returns the state at c's turn and the seats."""
    s, (a, b, c, d) = _seats(4)

    def fields(dd):
        dd["heroes"][d]["field"] = "o10"
        dd["heroes"][b]["field"] = "o08"
        dd["heroes"][c]["field"] = "o20"
    s = place(edit(s, fields), a, "o09")
    script(s, 1)
    events = _act(s, {"type": "roll"})
    assert {"type": "meeting", "seat": a, "other": d} in events
    _act(s, {"type": "meet_none"})
    assert rules.current_seat(s) == b and s.phase == "turn"
    script(s, 2)
    events = _act(s, {"type": "roll"})             # o09, o10: a and d stand there
    assert s.phase == "meet" and {"type": "meeting", "seat": b, "other": d} in events
    _act(s, {"type": "meet_none"})
    assert [(m["a"], m["d"], m["round"]) for m in s.meetings] == [(a, d, 2), (b, d, 2)]
    assert s.meeting is None and rules.view(s, None)["meetings"] == s.meetings
    return s, (a, b, c, d)


def test_two_meetings_wait_for_one_defender_who_answers_both_in_its_turn():
    """4.4: b stepping onto a field where a meeting waits meets the character that was
    there (d, not a); d's turn is the second round of both meetings, one after another."""
    s, (a, b, c, d) = _two_meet_one()
    rng = random.Random(1)
    _until(s, lambda x: x.turn == d, rng)
    assert s.phase == "meet" and s.meeting["a"] == a and rules.current_seat(s) == d
    events = _act(s, {"type": "meet_none"})
    assert {"type": "second_round", "seat": d, "other": b} in events
    assert s.phase == "meet" and s.meeting["a"] == b and rules.current_seat(s) == d
    _act(s, {"type": "meet_none"})
    assert s.meeting is None and s.meetings == [] and s.turn != d
    assert all(s.heroes[x]["leave"] for x in (a, b, d))


def test_a_character_eliminated_takes_its_waiting_meetings_and_key_record_with_it():
    """A. / 4.4: d, with a meeting waiting for its answer, falls in b's Struggle: no
    meeting waits for it any more; its player's new character may take Key cards
    again (G. Key cards bind a character, not a player)."""
    s, (a, b, c, d) = _seats(4)

    def fields(dd):
        dd["heroes"][d].update(field="o10", health=1, keys_taken=["owl"])
        dd["heroes"][b]["field"] = "o08"
        dd["heroes"][c]["field"] = "o20"
    s = place(edit(s, fields), a, "o09")
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "meet_none"})
    assert [(m["a"], m["d"]) for m in s.meetings] == [(a, d)]
    script(s, 2, 10, 1)
    _act(s, {"type": "roll"})                      # b onto o10, meets d
    _act(s, {"type": "struggle"})                  # 10 against 1: d's last Health
    assert s.heroes[d]["char"] is None
    assert s.meeting is None and s.meetings == []
    assert not rules.invariant_problems(s)
    _until(s, lambda x: x.turn == d and x.phase in ("turn", "choose"), random.Random(2))
    if s.phase == "choose":
        _act(s, rules.legal_actions(s)[0])
    assert s.heroes[d]["keys_taken"] == []


@pytest.mark.parametrize("seats", [4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_stop_on_a_characters_field_begins_a_meeting(seats, seed):
    """4.4 by class: in playout games of 4 to 6 seats, every move that ends on a field
    where another character stands (Outer, Inner or the Centre's, no creature, beast or
    Baš-Čelik himself there, not the escort's refuge) begins a meeting, however many
    meetings wait meanwhile."""
    s = game(seats, seed=seed)
    rng = random.Random(seed)
    meetings, waited, due = 0, 0, None
    for _i in range(3000):
        if rules.is_over(s):
            break
        before = s.clone() if s.phase in ("turn", "path") else None
        events = rules.apply(s, rules.playout_policy(s, rng))
        waited = max(waited, len(s.meetings))
        for e in events:
            if e["type"] == "moved" and before is not None:
                f, mover = e["to"], e["seat"]
                there = [x for x in range(seats) if x != mover and in_play(before, x)
                         and before.heroes[x]["field"] == f]
                bas_there = f == "c_centre" and before.centre["bc"] == "centre"
                if there and not bas_there and f not in before.board and \
                        f not in before.centre["beasts"] and before.centre["bc"] not in (f, mover):
                    due = mover
            if e["type"] in ("meeting", "meet_whom") and e["seat"] == due:   # or whom
                due = None
                meetings += 1
        if s.phase != "water":                     # a ferry's choice comes first
            assert due is None, events
    assert meetings and waited >= 1
    assert not rules.invariant_problems(s)



def test_an_older_save_with_its_meeting_waiting_loads_into_the_waiting_list():
    """Saves from before several meetings could wait kept the one waiting for its
    second round in ``meeting`` (its actor still the attacker): it loads as waiting, and
    the defender's turn then plays it."""
    s, (a, b, c, d) = _seats(4)

    def fields(dd):
        dd["heroes"][d]["field"] = "o10"
        dd["heroes"][b]["field"] = "o20"
        dd["heroes"][c]["field"] = "o30"
    s = place(edit(s, fields), a, "o09")
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "meet_none"})                 # b to move, the meeting waits for d
    d_ = s.to_dict()
    assert d_["meetings"] and d_["meeting"] is None and s.turn == b
    old = {**d_, "meeting": {**d_["meetings"][0], "actor": d_["meetings"][0]["a"]}}
    del old["meetings"]
    loaded = rules.State.from_dict(old)
    assert loaded.meeting is None and loaded.meetings == d_["meetings"] and \
        loaded.to_dict() == d_
    loaded.rng = random.Random(3)
    _until(loaded, lambda x: x.turn == d, random.Random(3))
    assert loaded.phase == "meet" and rules.current_seat(loaded) == d and \
        loaded.meeting["a"] == a
    # a meeting under way (the attacker's first round) loads as it was
    s = _two("o01", other_field="o02", seed=5)
    script(s, 1)
    _act(s, {"type": "roll"})
    d = s.to_dict()
    assert "meetings" not in d and rules.State.from_dict(d).meeting == s.meeting


@pytest.mark.parametrize("bad", [
    lambda d: d.update(meetings=[{"a": 0}]),
    lambda d: d.update(meetings="x"),
    lambda d: d.update(meetings=[{**d["meeting"], "round": 1}], meeting=None),
    lambda d: d.update(meetings=[{**d["meeting"], "round": 2, "d": 0}], meeting=None),
    lambda d: d.update(meetings=[{**d["meeting"], "round": 2, "field": "o30"}], meeting=None),
])
def test_a_damaged_waiting_meeting_is_refused(bad):
    s = _two("o01", other_field="o02", seed=5)
    script(s, 1)
    _act(s, {"type": "roll"})
    d = s.to_dict()
    bad(d)
    with pytest.raises(ValueError, match="damaged"):
        rules.State.from_dict(d)


# ---------------------------------------------------------------------------- remaining

def _meet(first, seed=5):
    """Seat 0 (second in the cycle, seed 5) steps onto seat 1 on o02 and plays
    ``first`` in the first round."""
    s = _two("o01", other_field="o02", seed=seed, other={"health": 6})
    script(s, 1)
    _act(s, {"type": "roll"})
    script(s, 1, 1)                                # equal rolls: no Health lost
    _act(s, first)
    return s


def _to_turn(s, seat, rng=None):
    """On to ``seat``'s turn (phase ``turn``; at once when it is there already), second
    rounds answered with no action and markets passed."""
    for _i in range(100):
        if s.phase == "turn" and s.turn == seat:
            return s
        if s.phase == "meet":
            _act(s, {"type": "meet_none"})
        elif s.phase == "market":
            _act(s, {"type": "market_pass"})
        elif s.phase == "mend":
            _act(s, {"type": "mend_done"})
        elif s.phase == "turn" and {"type": "remain"} in rules.legal_actions(s):
            _act(s, {"type": "remain"})
        else:
            rules.apply(s, rules.playout_policy(s, rng or random.Random(0)))
    raise AssertionError("no turn")


def test_the_defender_another_hid_from_may_remain_once():
    """4.4.3: "the defender stays on this field and may move or remain there when its
    turn comes": ``remain`` ends its turn on the field; at the turn after, it must be
    chosen again from the usual moves (no second ``remain``)."""
    s = _two("o01", other_field="o03", seed=3)
    script(s, 2, 6, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "hide"})
    while s.phase == "market":
        _act(s, {"type": "market_pass"})
    assert rules.current_seat(s) == 1 and {"type": "remain"} in rules.legal_actions(s)
    assert {"type": "roll"} in rules.legal_actions(s)
    hider = place(s, 0, s.heroes[0]["field"])
    assert {"type": "remain"} not in rules.legal_actions(hider)        # it moves on
    events = _act(s, {"type": "remain"})
    assert {"type": "remained", "seat": 1} in events
    assert s.heroes[1]["field"] == "o03" and s.turn != 1
    assert rules.describe(s, events[0]) == "P1 remains on this field."
    _to_turn(s, 1)
    assert {"type": "remain"} not in rules.legal_actions(s)


def test_the_defender_that_moves_instead_loses_the_choice():
    s = _two("o01", other_field="o03", seed=3)
    script(s, 2, 6, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "hide"})
    while s.phase == "market":
        _act(s, {"type": "market_pass"})
    _act(s, {"type": "roll"})
    assert s.heroes[1]["remain"] is None


@pytest.mark.parametrize("first, may_remain", [
    ({"type": "struggle"}, True),
    ({"type": "meet_none"}, False),
    ({"type": "steal", "what": "ducats"}, False),
])
def test_after_a_meeting_only_a_struggle_lets_both_remain(first, may_remain):
    """4.4: "in the next cycle both characters must move from this field to different
    fields, except in a struggle to take away Health": after a Struggle each may remain
    at its next turn; after any other meeting neither may."""
    s = _meet(first)
    for seat in (0, 1):                            # seat 1's turn was its second round
        _to_turn(s, seat)
        assert ({"type": "remain"} in rules.legal_actions(s)) == may_remain, seat
        if may_remain:
            _act(s, {"type": "remain"})
            assert s.heroes[seat]["field"] == "o02"


# ---------------------------------------------------------------------------- V. water, skips

@pytest.mark.parametrize("skip", [1, 2])
def test_a_skipped_turn_holds_the_second_round_and_counts(skip):
    """V. Water / Bridges / events with 4.4: a defender met while it must sit out
    ``skip`` cycles answers in the first skipped turn (the skip keeps it on its field),
    and moves again exactly ``skip`` cycles after: the round puts off nothing."""
    s = _two("o01", other_field="o02", seed=5, other={"skip": skip})   # seat 1 first
    script(s, 1)
    _act(s, {"type": "roll"})                      # seat 0 (last of the cycle) meets it
    met = s.cycle
    events = _act(s, {"type": "meet_none"})
    for _i in range(20):
        if s.phase == "meet":
            break
        events += _act(s, {"type": "market_pass"})
    assert s.phase == "meet" and rules.current_seat(s) == 1 and s.cycle == met + 1
    assert {"type": "skipped", "seat": 1} in events
    _act(s, {"type": "meet_none"})
    assert s.heroes[1]["skip"] == skip - 1
    _to_turn(s, 1)
    assert s.cycle == met + skip + 1
    assert {"type": "roll"} in rules.legal_actions(s)


# ---------------------------------------------------------------------------- V. bridges

def _toll_unpaid():
    """Seed 5: seat 1 plays first. Seat 0 (the Monk, 3 Health, two Salves, no ducats)
    crosses the Stone Bridge unpaid in cycle N; seat 1 (6 ducats) is far in the Inner
    World. Returns the state after seat 0's turn and N."""
    s = _two("o04", seed=5, ducats=0, health=3, items=["melem#1", "melem#2"],
             other={"ducats": 6})
    s = top(s, "outer", 0, "blagoslov#1")
    script(s, 1)
    _act(s, {"type": "roll"})
    crossed = s.cycle
    assert s.heroes[0]["toll_owed"] == 1
    _act(s, {"type": "draw", "pile": 0})
    assert any(a["type"] == "use" for a in rules.legal_actions(s))     # not yet banned
    while s.phase == "after":
        _act(s, {"type": "end_turn"})
    return s, crossed


@pytest.mark.parametrize("later, banned", [(1, True), (2, False)])
def test_the_toll_ban_holds_for_the_skipped_cycle_only(later, banned):
    """V. Bridges: "during that cycle the character cannot be healed": hurt by another
    character in the skipped cycle (before its skipped turn) seat 0 may not heal with a
    card; hurt in the cycle after, before its own turn comes, it may (the ban has
    lifted with the skipped cycle)."""
    s, crossed = _toll_unpaid()
    rng = random.Random(4)
    _until(s, lambda x: x.cycle == crossed + later and x.turn == 1 and x.phase == "turn", rng)
    assert s.heroes[0]["no_heal"] == banned
    s = place(s, 1, "o04", ducats=6)
    s = edit(s, lambda d: d["heroes"][0].update(field="o05"))
    script(s, 1, 10, 1)                            # onto o05; struggle 10 against 1
    _act(s, {"type": "roll"})
    assert s.phase == "meet"
    _act(s, {"type": "struggle"})
    assert s.heroes[0]["health"] < 3
    offered = s.phase == "mend" and rules.current_seat(s) == 0 and any(
        a["type"] == "use" for a in rules.legal_actions(s))
    assert offered == (not banned)


def test_an_older_saves_toll_ban_lasts_until_its_own_turn_as_before():
    """A save from before the ban had its cycle: ``no_heal`` set, no ``no_heal_cycle``:
    read as before (lifted when the character's own turn comes)."""
    s, crossed = _toll_unpaid()

    def old(d):                                    # the skip and the ban set at once
        h = d["heroes"][0]
        h.pop("no_heal_cycle")
        h.pop("toll_owed")
        h["no_heal"] = True
        h["skip"] = 1
    s = edit(s, old)
    rng = random.Random(4)
    _until(s, lambda x: x.cycle == crossed + 2 and x.turn == 1 and x.phase == "turn", rng)
    assert s.heroes[0]["no_heal"]
    _until(s, lambda x: x.turn == 0 and x.phase == "turn", rng)
    assert not s.heroes[0]["no_heal"]


# ---------------------------------------------------------------------------- G. key cards

@pytest.mark.parametrize("gone", ["stolen", "discarded", "traded"])
def test_a_key_card_gone_from_its_taker_is_not_taken_again(gone):
    """G. Key cards: "One character may take 1 card from each location", however the
    card it took left it (stolen, returned from an over-full hand, traded)."""
    s = _two("i00", walked=40, other_field="o20")
    _act(s, {"type": "step", "to": "i01"})
    _act(s, {"type": "take_key"})
    card = next(c for c in s.heroes[0]["items"] if c.startswith("owl#"))

    def away(d):
        d["heroes"][0]["items"].remove(card)
        if gone == "discarded":
            d["bank"]["keys"]["i01"].append(card)
        else:
            d["heroes"][1]["items"].append(card)
    s = edit(s, away)
    s = top(place(s, 0, "i02"), "inner", 0, "zlatna_jabuka#1")
    _act(s, {"type": "step", "to": "i01"})
    assert {"type": "take_key"} not in rules.legal_actions(s)
    assert s.heroes[0]["keys_taken"] == ["owl"]


def test_an_older_save_without_the_record_reads_the_keys_held():
    """A save from before ``keys_taken``: the kinds held or placed count as taken (the
    rule as it was then read); the rest may still be taken."""
    s = _two("i02", other_field="o20", items=["owl#1"])
    s = edit(s, lambda d: d["heroes"][0].pop("keys_taken"))
    s = top(place(s, 0, "i02"), "inner", 0, "zlatna_jabuka#1")
    _act(s, {"type": "step", "to": "i01"})
    assert {"type": "take_key"} not in rules.legal_actions(s)
    s = _two("i05", other_field="o20", items=["owl#1"])
    s = edit(s, lambda d: d["heroes"][0].pop("keys_taken"))
    s = top(place(s, 0, "i05"), "inner", 0, "zlatna_jabuka#1")
    assert {"type": "step", "to": "i06"} in rules.legal_actions(s)
    _act(s, {"type": "step", "to": "i06"})
    _act(s, {"type": "take_key"})
    assert s.heroes[0]["keys_taken"] == ["boar", "owl"]


@pytest.mark.parametrize("seed", [7, 11])
def test_an_older_save_without_the_new_records_loads_and_plays_on(seed):
    """Saves from before this version: no ``meetings`` list and heroes without
    ``keys_taken``, ``no_heal_cycle`` and ``remain``: each loads and plays on under the
    playout policy with every invariant kept."""
    s = game(4, seed=seed)
    rng = random.Random(seed)
    for _i in range(150):
        rules.apply(s, rules.playout_policy(s, rng))
    assert not rules.is_over(s)
    d = s.to_dict()
    d.pop("meetings", None)
    for h in d["heroes"]:
        if h is not None:
            for key in ("keys_taken", "no_heal_cycle", "remain"):
                h.pop(key, None)
    old = rules.State.from_dict(d)
    for _i in range(1500):
        if rules.is_over(old):
            break
        rules.apply(old, rules.playout_policy(old, rng))
        assert not rules.invariant_problems(old)
