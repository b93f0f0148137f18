"""An independent audit of Baš-Čelik's basic variant against its rulebook
(../shared/rulebooks/bas-celik.txt) and issue 13's "Rules" list, through the public API
only (``rules.new_game``, ``legal_actions``, ``apply``, ``view``, ``describe``,
``invariant_problems``, ``playout_policy``, ``State.to_dict`` / ``from_dict``). Positions
are built by playing actions, or by ``State.from_dict`` of an edited ``to_dict``
(``helpers.edit`` / ``place`` / ``top``, which check every invariant); dice are scripted.

The rules of the basic variant, by rulebook section ([x] found right, [F] found wrong or
missing and fixed in this audit; the tests of the [x] rules are in test_rules.py unless
named here):

A. Characters / 1.-3. Setting up
  - [x] 12 characters, drawn by d12 (default) or chosen; nature D / Z / R (N and R both
        printed: one letter shown); 6 Health, 6 ducats; a task drawn each; first player by
        a d6 roll-off; the Baš-Čelik player has no character and rolls for the creatures
  - [x] Health at or below 0 eliminates: cards and ducats back, the winner of a conflict
        between characters picks three treasures, a new character and task next turn,
        never after losing to Baš-Čelik
  - [F] the curses an eliminated character leaves lie face down: only the winner picking
        from them sees which; one taken is named to nobody else (log and view)
V. Moving Around the Board
  - [x] Outer World by d6: Good clockwise, Evil counter-clockwise, Indifferent chooses
        once and keeps to it
  - [F] the triangle field opens the Inner World once the circle is completed, also when
        the circle is completed during the very move that reaches the triangle
  - [x] Inner World one field per move along links, any direction; back out by d6
  - [x] the Centre only over fields unlocked by the Key cards, all three keys needed
  - [x] water: skipped next cycle unless a Boat or the ferry (d4 ducats); bridges 1 ducat
        or skipped next cycle without healing; the Horse one field further (2 inside),
        never over water
G. Fate cards
  - [x] two piles per world, either may be drawn on an empty field
  - [F] a used card goes back under THE PILE IT WAS DRAWN FROM (it went under the smaller
        pile), events in the next cycle; creatures and animals too
  - [x] Mute Tongue and Cikavac stay with their holder; events resolved at once
  - [x] creatures by nature pairing (D/D, R/R, Z/Z ignore; else attack first); a friendly
        one may be attacked; a surviving creature stays on its field
  - [x] animals: the one Companion with Cikavac / Mute Tongue (+1 attacking only, hit
        first, one hit removes it); otherwise ignore, d6/d4, no reward, under the pile
  - [x] items and curses only in the Inner World, then the next player plays; hands of
        6 / 12 with a Mule; Key cards count as items and as treasure
  - [F] a curse given back unseen (an over-full hand) is named to nobody (log, view)
4. Encounters
  - [x] 4.1 empty field draws; 4.2 a creature's field draws nothing
  - [x] 4.3 on the Outer ring a field with a character and a creature is passed over
  - [F] 4.3 in the Inner World too: the move goes on to the first free field beyond it
        (such a field was simply closed)
  - [x] 4.4 two rounds, the newcomer first; No action, Struggle, Hiding (d6 by default,
        Horse +1), Trade, Stealing (d6 each, higher wins, up to 6 ducats)
  - [F] after the meeting both move on to DIFFERENT fields, except after a Struggle (the
        second could follow the first onto its field)
  - [F] 4.4.4 / 3.: trade at the end of EVERY cycle between ANY characters, for cards,
        ducats or services (services: a small designed list of promises, in the log and
        the view's ``promises``); the service forms in a meeting's trade too
5. / 6. Conflict, creatures
  - [x] the creature's die is the higher of Strength and Intelligence (checked here for
        every creature of the box); d10 + weapon / Companion / Sword; ties to the
        character; rewards Outer 1 / Inner 2 treasures + ducats
  - [x] character against character: the attacker must roll higher
8. Weapons / Shops
  - [x] the basic four weapons at the castles and the Blacksmith, one in use, sold back
        in a settlement for half; Transport and Health (1 ducat) in settlements
9. Healing
  - [x] rest +1 in a settlement (the turn is spent), +2 on the Church / Cemetery; never
        above 6
  - [F] healing cards any time in the cycle, also in other players' turns: right after a
        blow in another's turn (phase ``mend``) and at the end-of-cycle trade
10. Finale
  - [x] Key cards at Šurlane / Blacksmith / Wonder Stone, one of each per character,
        instead of a fate card; Swallow -> Spring, Boar -> Foot of the Cliff, Owl -> Stone
        Plateau; Baš-Čelik d12+2, 3 strikes in one conflict, curses void, the others wait;
        the captor takes the keys, places the three beasts that never move and eliminates
        them on arrival; the escort wins at its own refuge
  - [F] the heart gives a d12 for ALL rolls: the escort's move roll too (it stayed a d6)
Hidden information, cards, saves
  - [x] no seat's view shows another seat's face-down curses (checked here under random
        play through every new phase), every card accounted for at every step
  - [x] saves exact mid-trade, mid-market and mid-mend (here)
"""
from __future__ import annotations

import copy

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name
from tests.bas_celik.helpers import (char_of, clear_board, edit, game, place, script,
                                     set_char, take, top)

C = content()
PLAIN = {"D": "monah", "Z": "vampirica", "R": "cuma"}     # no ability touches these numbers


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _two(nature="D", field="o01", other="i08", **hero):
    """Two seats: seat 0 (``nature``, a plain character) on ``field`` to move, seat 1 on
    ``other``, no creature on the board."""
    s = game(2, seed=3)
    s = set_char(clear_board(s), 0, PLAIN[nature])
    s = edit(s, lambda d: d["heroes"][1].update(field=other))
    return place(s, 0, field, **hero)


def _pass_markets(s):
    while s.phase == "market":
        _act(s, {"type": "market_pass"})


# ---------------------------------------------------------------------------- G. the piles

@given(st.sampled_from(["kesa#1", "vasar#2", "trnje#1", "hajduci#3"]), st.integers(0, 1),
       st.integers(3, 12))
@settings(max_examples=20, deadline=None)
def test_a_used_event_goes_back_under_the_pile_it_was_drawn_from(card, pile, lead):
    """3. Starting the Game: "after use, the card is returned under the pile from which it
    was drawn" (during the next cycle, 4.1), even when that pile is the bigger one."""
    s = _two("D", "o00", ducats=3)
    other = 1 - pile

    def lean(d):                                   # the drawn pile ``lead`` cards bigger
        piles = d["piles"]["outer"]
        while len(piles[pile]) - len(piles[other]) < lead:
            piles[pile].append(piles[other].pop(0))
        d["known"]["outer"] = [0, 0]
    s = top(edit(s, lean), "outer", pile, card)
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": pile})
    rng = random.Random(2)
    cycle = s.cycle
    while s.cycle == cycle:
        rules.apply(s, rules.playout_policy(s, rng))
    assert card in s.piles["outer"][pile] and card not in s.piles["outer"][other]
    under = s.piles["outer"][pile]
    assert under.index(card) >= len(under) - s.known["outer"][pile]     # at the bottom


@given(st.integers(0, 1))
@settings(max_examples=4, deadline=None)
def test_an_overcome_creature_goes_back_under_its_own_pile(pile):
    """G. / 6.: a creature overcome goes to the bottom of the pile it was drawn from."""
    s = _two("D", "o00", weapons=[])
    other = 1 - pile

    def lean(d):
        piles = d["piles"]["outer"]
        while len(piles[pile]) - len(piles[other]) < 6:
            piles[pile].append(piles[other].pop(0))
        d["known"]["outer"] = [0, 0]
    s = top(edit(s, lean), "outer", pile, "bauk#1")      # evil: attacks a good hero
    script(s, 1, 1, 10)                                   # move 1; bauk 1, hero 10
    _act(s, {"type": "roll"})
    _act(s, {"type": "draw", "pile": pile})
    assert "bauk#1" not in s.board.values()
    rng = random.Random(0)
    cycle = s.cycle
    while s.cycle == cycle:
        rules.apply(s, rules.playout_policy(s, rng))
    assert "bauk#1" in s.piles["outer"][pile]


# ---------------------------------------------------------------------------- V. the circle

@given(st.integers(28, 40), st.integers(4, 6))
@settings(max_examples=30, deadline=None)
def test_the_triangle_opens_when_the_circle_is_completed_on_the_way(walked, d):
    """V.: "when a character has gone once round the whole circle and passed its starting
    point, upon reaching the fields marked with a triangle it may move into the Inner
    World": the triangle three fields on (the Dark Pass) may end the move exactly when
    the circle is complete on reaching it, in the same move or before."""
    s = _two("D", "o01", walked=walked)
    script(s, d)
    _act(s, {"type": "roll"})
    gate_open = walked + 3 >= 36                   # o01 -> o04 is three fields clockwise
    legal = rules.legal_actions(s) if s.phase == "path" else []
    assert ({"type": "go", "to": "o04"} in legal) == gate_open
    if gate_open:
        _act(s, {"type": "go", "to": "o04"})
        rng = random.Random(1)
        while rules.current_seat(s) != 0 or s.phase != "turn":
            rules.apply(s, rules.playout_policy(s, rng))
        assert {"type": "step", "to": "i02"} in rules.legal_actions(s)


# ---------------------------------------------------------------------------- 4.3 Inner

INNER = [f for f, fl in C.fields.items() if fl.world == "inner"]


@given(st.sampled_from(INNER), st.data())
@settings(max_examples=30, deadline=None)
def test_an_inner_field_with_a_character_and_a_creature_is_passed_over(here, data):
    """4.3: a field holding another character and a creature cannot be stopped on; the
    character goes on to the first free field further along the path, in the Inner
    World as on the ring."""
    near = [f for f in C.links[here] if C.fields[f].world == "inner"]
    if not near:
        return
    busy = data.draw(st.sampled_from(near))
    beyond = [g for g in C.links[busy] if g != here and C.fields[g].world == "inner"]

    def crowd(d):
        d["heroes"][1]["field"] = busy
        d["board"][busy] = take(d, "sumska_majka#1")
    s = edit(_two("D", here, other="o18", walked=40), crowd)
    steps = {a["to"] for a in rules.legal_actions(s) if a["type"] == "step"}
    assert busy not in steps
    for g in beyond:
        assert g in steps, (here, busy, g, steps)


# ---------------------------------------------------------------------------- 4.4 parting

def _met_on(field, first, second):
    """Seats ``first`` (the newcomer) and ``second`` met on Inner ``field`` and both
    rounds were No action; the play is at the next turn of one of them."""
    s = game(2, seed=11)
    s = clear_board(s)
    s = edit(s, lambda d: (d["heroes"][second].update(field=field),
                           d["heroes"][first].update(walked=40)))
    start = next(f for f in C.links[field] if C.fields[f].world == "inner")
    s = place(s, first, start)
    _act(s, {"type": "step", "to": field})
    assert s.phase == "meet"
    _act(s, {"type": "meet_none"})
    _pass_markets(s)
    rng = random.Random(0)
    while not (s.phase == "meet" and rules.current_seat(s) == second):
        rules.apply(s, rules.playout_policy(s, rng))
    _act(s, {"type": "meet_none"})
    return s


def _next_turn(s, rng):
    while s.phase != "turn":
        rules.apply(s, rules.playout_policy(s, rng))
    return rules.current_seat(s)


@given(st.sampled_from(["i15", "i05", "i11"]), st.integers(0, 1), st.randoms(use_true_random=False))
@settings(max_examples=12, deadline=None)
def test_after_a_meeting_both_move_on_to_different_fields(field, first, rnd):
    """4.4: "in all cases, in the next cycle both characters must move from this field to
    different fields, except in a struggle": the one moving second may not end its move
    where the first one went, nor stay."""
    s = _met_on(field, first, 1 - first)
    assert s.meeting is None
    rng = random.Random(3)
    mover = _next_turn(s, rng)
    legal = rules.legal_actions(s)
    assert not any(a["type"] in ("rest", "wait", "attack") for a in legal)
    choice = rnd.choice([a for a in legal if a["type"] == "step"])
    _act(s, choice)
    went = s.heroes[mover]["field"]
    while not (s.phase == "turn" and rules.current_seat(s) == 1 - mover):
        rules.apply(s, rules.playout_policy(s, rng))
    if s.heroes[mover]["field"] != went:
        return                                     # the first was moved on meanwhile
    steps = [a["to"] for a in rules.legal_actions(s) if a["type"] == "step"]
    assert went not in steps and steps


def test_after_a_struggle_they_need_not_part():
    """4.4: the exception: after a Struggle to take away Health nobody must move on."""
    s = game(2, seed=11)
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field="i15", health=6))
    s = place(s, 0, "i00", walked=40, health=6)
    _act(s, {"type": "step", "to": "i15"})
    script(s, 5, 5)                                # the attacker does not roll higher
    _act(s, {"type": "struggle"})
    assert not s.heroes[0]["leave"] and not s.heroes[1]["leave"]


# ---------------------------------------------------------------------------- 9. healing

HEALS = {"melem#1": lambda h: min(6, h + 2), "hleb_so#1": lambda h: min(6, h + 1),
         "ziva_voda#1": lambda h: 6}


def _struck_defender(health, card):
    """Seat 0 struggles with seat 1 (holding ``card``) on the Outer ring and hits it."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))

    def change(d):
        d["heroes"][1].update(field="o02", health=health)
        d["heroes"][1]["items"] = [take(d, card)]
    s = edit(s, change)
    s = place(s, 0, "o01", weapons=[])
    script(s, 1, 10, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "struggle"})
    return s


@given(st.integers(2, 6), st.sampled_from(sorted(HEALS)))
@settings(max_examples=20, deadline=None)
def test_a_healing_card_is_used_right_after_a_blow_in_another_players_turn(health, card):
    """9.: "healing with a card may be done at any time during the cycle" (issue 13:
    also in other players' turns), never above 6."""
    s = _struck_defender(health, card)
    assert s.heroes[1]["health"] == health - 1
    assert s.phase == "mend" and rules.current_seat(s) == 1
    assert {"type": "mend_done"} in rules.legal_actions(s)
    _act(s, {"type": "use", "card": card})
    assert s.heroes[1]["health"] == HEALS[card](health - 1)
    assert card not in s.heroes[1]["items"] and s.phase != "mend"
    assert not rules.invariant_problems(s)


def test_the_mend_window_can_be_declined_and_needs_a_card():
    """9.: the card is the holder's choice; without one nobody is asked."""
    s = _struck_defender(4, "melem#1")
    _act(s, {"type": "mend_done"})
    assert s.heroes[1]["items"] == ["melem#1"] and s.phase != "mend"
    s = _struck_defender(4, "zlatnici#1")           # gold, not a healing card
    assert s.phase != "mend"


# ---------------------------------------------------------------------------- trade, cycle end

def _cycle_end(n=3, by_seat=None):
    """``n`` seats on far fields; the last seat of the cycle rests; ``by_seat`` edits
    heroes (seat -> dict of hero keys, ``items`` moved into the hand)."""
    s = clear_board(game(n, seed=21))
    fields = ["o00", "i08", "o18", "o09", "i12", "o27"]

    def change(d):
        for seat in range(n):
            h = d["heroes"][seat]
            h["field"] = fields[seat]
            extra = dict((by_seat or {}).get(seat, {}))
            if "items" in extra:
                h["items"] = sorted(take(d, c) for c in extra.pop("items"))
            h.update(extra)
    s = edit(s, change)
    last = s.order[-1]
    s = place(s, last, "o02", health=5)
    _act(s, {"type": "rest"})
    return s


def test_trade_at_the_end_of_every_cycle_between_any_characters():
    """3. / 4.4.4: item cards are traded for cards, gold or services "at the end of the
    cycle between all characters", wherever they stand. The table is asked once, in
    public, by the seat that played last (no handover): who trades, or nobody; the one
    named offers, the other confirms, and the poll is asked again by the one who
    answered."""
    s0 = game(3, seed=21)
    a, b, c = s0.order
    s = _cycle_end(3, {a: {"items": ["melem#1", "melem#2"], "ducats": 2}, c: {"ducats": 6}})
    cycle = s.cycle
    assert s.phase == "market" and rules.current_seat(s) == c      # c played last
    legal = rules.legal_actions(s)
    assert {"type": "market_trader", "seat": a} in legal and {"type": "market_pass"} in legal
    assert not any(x["type"] == "trade_offer" for x in legal)      # the poll names, no more
    _act(s, {"type": "market_trader", "seat": a})
    assert rules.current_seat(s) == a
    offer = {"type": "trade_offer", "to": c, "give": "melem#1", "price": 3}
    _act(s, offer)
    assert s.phase == "trade" and rules.current_seat(s) == c
    _act(s, {"type": "accept_offer"})
    assert s.heroes[c]["items"] == ["melem#1"] and s.heroes[c]["ducats"] == 3
    assert s.heroes[a]["items"] == ["melem#2"] and s.heroes[a]["ducats"] == 5
    assert s.phase == "market" and rules.current_seat(s) == c      # the one who answered
    _act(s, {"type": "market_trader", "seat": a})
    assert not any(x["type"] == "trade_offer" and x["to"] == c for x in rules.legal_actions(s))
    _act(s, {"type": "market_pass"})                               # a is done
    assert rules.current_seat(s) == a and s.phase == "market"
    assert {"type": "market_trader", "seat": a} not in rules.legal_actions(s)
    _act(s, {"type": "market_pass"})                               # nobody else trades
    assert s.cycle == cycle + 1 and s.phase == "turn" and rules.current_seat(s) == a


def test_nobody_is_asked_to_trade_with_nothing_to_trade():
    """3.: with no item card anywhere and no healing to do, the cycle ends at once."""
    s = _cycle_end(3)
    assert s.phase == "turn" and rules.current_seat(s) == s.order[0]


@given(st.lists(st.sampled_from(["melem#1", "hleb_so#1", "zlatnici#1", "melem#2", None]),
                min_size=3, max_size=3),
       st.lists(st.integers(0, 6), min_size=3, max_size=3))
@settings(max_examples=25, deadline=None)
def test_the_poll_names_exactly_the_characters_with_something_to_do(cards, ducats):
    """3. / 9.: the end-of-cycle poll offers to name a character exactly when it has a
    legal trade offer or a healing card to use; the others are passed by the rules (the
    log says so), and nobody with nothing to do ever decides in the market."""
    by_seat = {seat: {"ducats": ducats[seat], "health": 4,
                      **({"items": [cards[seat]]} if cards[seat] else {})} for seat in range(3)}
    s = _cycle_end(3, by_seat)
    if s.phase != "market":
        return
    named = {x["seat"] for x in rules.legal_actions(s) if x["type"] == "market_trader"}
    for seat in s.order:
        probe = copy.deepcopy(s)
        probe.market["trader"] = seat
        can = [x for x in rules.legal_actions(probe) if x["type"] != "market_pass"]
        assert (seat in named) == bool(can), (seat, can)
    assert named


@given(st.sampled_from(["truce", "no_stealing", "favour"]), st.booleans())
@settings(max_examples=6, deadline=None)
def test_an_item_card_traded_for_a_service_records_the_promise(service, giving):
    """3.: "trade in item cards is possible for other cards, gold, or services": the side
    that gets the card without giving one promises the service (view ``promises``, log)."""
    s0 = game(3, seed=21)
    a, b, _c = s0.order
    holder = a if giving else b
    s = _cycle_end(3, {holder: {"items": ["hleb_so#1"]}})
    deal = {"type": "trade_offer", "to": b, "service": service,
            ("give" if giving else "take"): "hleb_so#1"}
    _act(s, {"type": "market_trader", "seat": a})
    _act(s, deal)
    events = _act(s, {"type": "accept_offer"})
    promised = [e for e in events if e["type"] == "promised"]
    by, to = (b, a) if giving else (a, b)
    assert promised and promised[0]["seat"] == by and promised[0]["other"] == to
    assert {"from": by, "to": to, "service": service, "cycle": s.cycle} in \
        rules.view(s, None)["promises"]
    line = rules.describe(s, promised[0], None)
    assert s.players[by]["name"] in line and s.players[to]["name"] in line
    assert ("hleb_so#1" in s.heroes[b]["items"]) == giving


def test_a_meeting_offers_the_service_trades_too():
    """4.4.4: a trade in a meeting may be for a service as well."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    s = edit(s, lambda d: d["heroes"][1].update(field="o02"))
    s = place(s, 0, "o01", items=["melem#1"])
    script(s, 1)
    _act(s, {"type": "roll"})
    assert s.phase == "meet"
    _act(s, {"type": "trade_offer", "to": 1, "give": "melem#1", "service": "truce"})
    _act(s, {"type": "accept_offer"})
    assert s.heroes[1]["items"] == ["melem#1"]
    assert s.promises and s.promises[0]["from"] == 1


def test_a_healing_card_in_a_meeting_round():
    """9.: healing with a card "does not disrupt the other actions": in a meeting round
    too, and the round's action is still to choose."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))
    s = edit(s, lambda d: d["heroes"][1].update(field="o02"))
    s = place(s, 0, "o01", items=["melem#1"], health=3)
    script(s, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "use", "card": "melem#1"})
    assert s.heroes[0]["health"] == 5 and s.phase == "meet" and rules.current_seat(s) == 0


def test_a_healing_card_at_the_end_of_the_cycle():
    """9.: a healing card any time in the cycle: also when trading at its end."""
    s0 = game(3, seed=21)
    a = s0.order[0]
    s = _cycle_end(3, {a: {"items": ["melem#1"], "health": 3}})
    _act(s, {"type": "market_trader", "seat": a})
    assert rules.current_seat(s) == a
    _act(s, {"type": "use", "card": "melem#1"})
    assert s.heroes[a]["health"] == 5 and s.phase == "market"


# ---------------------------------------------------------------------------- face down

@given(st.sampled_from(["urok#1", "crna_magija#2", "i_okov#1"]))
@settings(max_examples=6, deadline=None)
def test_a_curse_returned_from_a_full_hand_stays_unseen(curse):
    """G. Curses: "not shown to the other players"; returning one of an over-full hand
    (7.) names it to nobody else, in the log or the view."""
    s = _two("D", "i14", other="o18", walked=40,
             items=["melem#1", "melem#2", "hleb_so#1", "amajlija#1", "krst#1"],
             curses=[curse] if curse != "i_okov#1" else ["urok#6"])
    drawn = "i_okov#1" if curse == "i_okov#1" else "i_urok#1"
    s = top(s, "inner", 0, drawn)
    _act(s, {"type": "step", "to": "i15"})
    _act(s, {"type": "draw", "pile": 0})
    assert s.phase == "discard" and rules.current_seat(s) == 0
    events = _act(s, {"type": "discard", "card": curse})
    for e in events:
        assert card_name(curse) not in rules.describe(s, e, None)
        assert card_name(curse) not in rules.describe(s, e, 1)
    for seat in (None, 1):
        assert f'"{curse}"' not in json.dumps(rules.view(s, seat))
    assert not rules.invariant_problems(s)


def test_the_curses_an_eliminated_character_leaves_are_seen_only_by_the_winner():
    """A. / G. Curses: the loser's face-down curses among the three treasures the winner
    picks: only the winner sees which, and the one taken is named to nobody else."""
    s = game(2, seed=5)
    s = set_char(clear_board(s), 0, char_of("D"))

    def change(d):
        d["heroes"][1].update(field="o02", health=1)
        d["heroes"][1]["items"] = [take(d, "melem#1")]
        d["heroes"][1]["curses"] = [take(d, "urok#2")]
    s = edit(s, change)
    s = place(s, 0, "o01", weapons=[])
    script(s, 1, 10, 1)
    _act(s, {"type": "roll"})
    _act(s, {"type": "struggle"})
    assert s.phase == "loot" and rules.current_seat(s) == 0
    assert '"urok#2"' not in json.dumps(rules.view(s, None))
    assert '"urok#2"' not in json.dumps(rules.view(s, 1))
    assert '"urok#2"' in json.dumps(rules.view(s, 0))
    events = _act(s, {"type": "loot", "card": "urok#2"})
    assert all(card_name("urok#2") not in rules.describe(s, e, None) for e in events)
    assert s.heroes[0]["curses"] == ["urok#2"]


# ---------------------------------------------------------------------------- 10. the heart

def test_the_heart_gives_the_escort_a_d12_for_its_move():
    """10.: "the Heart of Baš-Čelik allows the character to use a twelve-sided die (d12)
    for all rolls": the escort's Outer move too."""
    s = _two("D", "o17", other="i08", heart=True, walked=0)
    s = edit(s, lambda d: d["centre"].update(bc=0, captor=0))
    script(s, 12)                                  # a d6 could not roll it
    events = _act(s, {"type": "roll"})
    assert [e["die"] for e in events if e["type"] == "move_roll"] == [12]
    assert s.heroes[0]["field"] == "o29"            # twelve fields on, on the water


# ---------------------------------------------------------------------------- 5. creature die

CREATURES = sorted({c.split("#")[0] for g in ("outer", "inner") for c in C.instances(g)
                    if C.card(c).kind == "creature"})


@given(st.sampled_from(CREATURES))
@settings(max_examples=len(CREATURES), deadline=None)
def test_a_creature_rolls_the_die_of_its_higher_attribute(kind):
    """5.: "compare which of the creature's attributes is higher, Strength or
    Intelligence, and use the higher one": its die, read from the card's data."""
    card = C.cards[kind]
    expected = max(card.strength, card.intelligence)
    nature = {"D": "Z", "Z": "D", "R": "D"}[card.nature]          # a hostile pairing
    world = card.group
    field = "o00" if world == "outer" else "i14"     # i14 -> i15, a path
    s = _two(nature, field, other="o18", walked=40, weapons=[])
    instance = f"{kind}#1"
    s = top(s, world, 0, instance)
    script(s, *([1] if world == "outer" else []), expected, 1)    # the creature's top face
    _act(s, {"type": "roll"} if world == "outer" else {"type": "step", "to": "i15"})
    events = _act(s, {"type": "draw", "pile": 0})
    fight = [e for e in events if e["type"] == "conflict"]
    assert fight and fight[0]["die"] == expected and fight[0]["roll"] == expected


# ---------------------------------------------------------------------------- random play

def _held_curses(s):
    return {seat: set(h["curses"]) for seat, h in enumerate(s.heroes) if h is not None}


def test_random_play_keeps_every_card_and_every_curse_hidden_and_saves_exact():
    """Every card accounted for at every step; no seat's view or public log line names a
    curse another seat holds face down; a save taken in a trade, market or mend reads
    back exactly (uniformly random play, 2-4 players, through the new phases)."""
    phases = set()
    for seed in range(5):
        rng = random.Random(seed)
        s = game(2 + seed % 3, seed=seed)
        for _step in range(500):
            if rules.is_over(s):
                break
            legal = rules.legal_actions(s)
            market = [a for a in legal if a["type"] in ("trade_offer", "use")]
            action = rng.choice(market) if market and rng.random() < 0.3 else rng.choice(legal)
            events = rules.apply(s, action)
            phases.add(s.phase)
            assert not rules.invariant_problems(s)
            held = _held_curses(s)
            for seat, mine in held.items():
                others = set().union(*(c for t, c in held.items() if t != seat))
                if not others:                  # nothing hidden from this seat
                    continue
                shown = json.dumps(rules.view(s, seat))
                assert not any(f'"{c}"' in shown for c in others)
            everyone = set().union(*held.values())
            for e in events:
                named = [x for x in [e.get("card")] + list(e.get("secret", ())) if x in everyone]
                line = rules.describe(s, e, None)
                for x in named:
                    assert card_name(x) not in line, (e, line)
            if s.phase in ("trade", "market", "mend"):
                d = s.to_dict()
                back = rules.State.from_dict(json.loads(json.dumps(d)))
                assert back.to_dict() == d
                assert rules.view(back, rules.current_seat(back)) == \
                    rules.view(s, rules.current_seat(s))
    assert "market" in phases
