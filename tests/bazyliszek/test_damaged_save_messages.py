"""A damaged Bazyliszek save is refused with the whole list of what is wrong, word for word:
each message names the field, the seat, the slot or the finished round at fault, several
problems of one kind are all listed (joined by "; "), and a check that needs sound fields
is never reached when they are not (so a damaged save is a ``ValueError``, never a crash).

The positions are those of ``test_positions_and_actions.position`` (3 seats, simplified
variant, one shield each). Rulebook sections: "Setup" (two halves, 45 face down),
"Gameplay" (visited rooms go on a pile; the round ends when no room is face down; piles
with two identical rooms go back to the centre, the others are out of the game),
"Simplified Variant" (0-2 shields).
"""
from __future__ import annotations

import json
import re

import pytest

from games.bazyliszek import rules as R
from games.engine import i18n
from tests.bazyliszek.test_positions_and_actions import position

PREFIX = "the saved position is damaged: "


def saved(phase: str) -> dict:
    return json.loads(json.dumps(position(phase).to_dict()))


def refusal(d: dict) -> str:
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    message = str(info.value)
    assert message.startswith(PREFIX), message
    return message[len(PREFIX):]


def seat_with_cards(d, k=0):
    """A seat whose pile in finished round ``k`` holds at least two cards."""
    return next(s for s, r in enumerate(d["results"][k]) if len(r["cards"]) >= 2)


# ----------------------------------------------------------------- players, options, seed

def _no_names(d):
    d["players"][1]["name"] = ""
    d["players"][2]["name"] = "  "


def _mixed_seats(d):
    d["players"][0]["colour"] = 5
    d["players"][2]["shields"] = 4


def _standard_with_a_broken_seat(d):
    d["options"] = {"variant": "standard"}
    del d["players"][0]["shields"]


def _options_and_seed(d):
    d["options"] = {"variant": "hard"}
    d["seed"] = "7"


PLAYERS = [
    ("no seats", lambda d: d.update(players=[]), "there must be 2 to 5 players"),
    ("six seats", lambda d: d["players"].extend(d["players"][:3]), "there must be 2 to 5 players"),
    ("seats not a list", lambda d: d.update(players={"Ola": 1}), "there must be 2 to 5 players"),
    ("a seat is text", lambda d: d["players"].__setitem__(1, "Bart"),
     "seat 1 should have exactly name, colour, shields"),
    ("a seat has an extra key", lambda d: d["players"][2].update(age=9),
     "seat 2 should have exactly name, colour, shields"),
    ("two seats without a name", _no_names, "seat 1 has no name; seat 2 has no name"),
    ("name not text", lambda d: d["players"][0].update(name=["Ola"]), "seat 0 has no name"),
    ("colour and shields wrong", _mixed_seats,
     "seat 0's colour is not a colour name; seat 2 should start with 0 to 2 shields"),
    ("shields a float", lambda d: d["players"][1].update(shields=1.0),
     "seat 1 should start with 0 to 2 shields"),
    ("no options", lambda d: d.update(options=None),
     "the options should name the variant, standard or simplified"),
    ("options and seed wrong", _options_and_seed,
     "the options should name the variant, standard or simplified; "
     "the seed is not a whole number"),
    ("shields in the standard game", lambda d: d.update(options={"variant": "standard"}),
     "shields are only given in the simplified variant"),
    ("standard game and a seat without shields", _standard_with_a_broken_seat,
     "seat 0 should have exactly name, colour, shields"),
]


@pytest.mark.parametrize("change, message", [c[1:] for c in PLAYERS], ids=[c[0] for c in PLAYERS])
def test_damaged_seats_options_or_seed_are_named(change, message):
    d = saved("play")
    change(d)
    assert refusal(d) == message


# ----------------------------------------------------------------- the other fields

def _round_and_phase(d):
    d["round"] = 0
    d["phase"] = "lunch"


def _turn_and_first_seat(d):
    d["turn"] = 3
    d["first_seat"] = -1


def _zones_not_lists(d):
    d["set_aside"] = "cards"
    d["centre"] = [1]
    d["removed"] = None


FIELDS = [
    ("round and phase", _round_and_phase,
     "the round should be 1 or 2; the phase should be one of play, decide, scoring, over"),
    ("table a mapping", lambda d: d.update(table={"0": "x"}),
     "the table should list a room card or nothing per slot"),
    ("face up one short", lambda d: d["face_up"].pop(),
     "the table should say face up or face down for each slot"),
    ("face up a number", lambda d: d["face_up"].__setitem__(3, 0),
     "the table should say face up or face down for each slot"),
    ("pending off the table", lambda d: d.update(pending=45),
     "the revealed room's slot 45 is not on the table"),
    ("pending text", lambda d: d.update(pending="2"),
     "the revealed room's slot '2' is not on the table"),
    ("a pile is missing", lambda d: d["piles"].pop(), "there should be 3 piles of room cards"),
    ("a pile holds a number", lambda d: d["piles"][1].append(3),
     "there should be 3 piles of room cards"),
    ("zones not lists", _zones_not_lists,
     "'set_aside' should be a list of room cards; 'centre' should be a list of room cards; "
     "'removed' should be a list of room cards"),
    ("turn and first seat", _turn_and_first_seat,
     "'turn' 3 is not a seat (0 to 2); 'first_seat' -1 is not a seat (0 to 2)"),
    ("a negative score", lambda d: d.update(totals=[0, 0, -5]),
     "the scores should be 3 whole numbers, none negative"),
    ("a score as text", lambda d: d.update(totals=[0, "0", 0]),
     "the scores should be 3 whole numbers, none negative"),
    ("more shields than given", lambda d: d.update(shields_left=[1, 2, 1]),
     "the shields left should be, per seat, 0 up to the shields it started with"),
    ("negative shields", lambda d: d.update(shields_left=[1, -1, 1]),
     "the shields left should be, per seat, 0 up to the shields it started with"),
    ("three finished rounds", lambda d: d.update(results=[[{}] * 3] * 3),
     "the finished rounds should each hold 3 scored piles"),
    ("a round of two piles", lambda d: d.update(results=[[{}, {}]]),
     "the finished rounds should each hold 3 scored piles"),
]


@pytest.mark.parametrize("change, message", [c[1:] for c in FIELDS], ids=[c[0] for c in FIELDS])
def test_damaged_fields_are_named(change, message):
    d = saved("play")
    change(d)
    assert refusal(d) == message


def test_a_seat_number_is_checked_against_the_number_of_seats():
    players = [{"name": n, "colour": "red", "shields": 0} for n in ("A", "B", "C", "D")]
    d = R.new_game(players, {}, seed=2).to_dict()
    d["turn"] = 4
    assert refusal(d) == "'turn' 4 is not a seat (0 to 3)"
    d["turn"] = 3
    d["first_seat"] = True
    assert refusal(d) == "'first_seat' True is not a seat (0 to 3)"


# ----------------------------------------------------------------- the 90 cards

def test_an_unknown_card_anywhere_is_named():
    d = saved("play")
    d["centre"] = ["dragon_den-a1"]
    assert refusal(d) == "unknown room card 'dragon_den-a1'"


def test_a_lost_or_doubled_card_is_counted():
    """"Contents of the Box": 90 room cards."""
    d = saved("play")
    d["set_aside"] = d["set_aside"][1:]
    assert refusal(d) == "89 cards accounted for (89 distinct), the game has 90"
    d = saved("play")
    d["set_aside"].append(d["set_aside"][0])
    assert refusal(d) == "91 cards accounted for (90 distinct), the game has 90"


# ----------------------------------------------------------------- phase, table and piles

def _pending_without_decide(d):
    d["phase"] = "play"


def _empty_slot_face_down(d):
    i = d["table"].index(None)
    d["face_up"][i] = False
    return f"slot {i} is empty but face down"


def _reveal_all(d):
    d["face_up"] = [True] * len(d["table"])


def _pile_loses_a_card(d):
    """A card moves from a pile to the set-aside half: round 1 then sets 46 aside."""
    pile = next(p for p in d["piles"] if p)
    d["set_aside"].append(pile.pop())
    gone = d["table"].count(None)
    return (f"the piles hold {gone - 1} cards, but {gone} rooms have left the table; "
            "round 1 spreads 45 rooms and sets 45 aside")


def _pending_on_face_down(d):
    i = next(i for i, (c, u) in enumerate(zip(d["table"], d["face_up"]))
             if c is not None and not u)
    d["pending"] = i
    return f"the revealed room's slot {i} holds no face-up room"


def _scoring_with_a_card_in_a_pile(d):
    """(The finished rounds are checked only once the phase, table and piles fit.)"""
    d["piles"][1].append(d["removed"].pop())


def _scored_mid_round(d):
    d["phase"] = "scoring"
    down = sum(1 for c, u in zip(d["table"], d["face_up"]) if c is not None and not u)
    return (f"0 rounds scored in phase 'scoring' of round 1; {down} rooms are still face "
            "down after the round ended; the piles should be empty once they are scored")


def _play_after_scoring(d):
    d["phase"] = "play"
    gone = d["table"].count(None)
    return ("1 round scored in phase 'play' of round 1; no face-down room is left, yet the "
            f"round goes on; the piles hold 0 cards, but {gone} rooms have left the table; "
            "no card is back in the centre while a round is played; no card is out of the "
            "game before round 1 is scored")


PHASE_CASES = [
    ("play", lambda d: d.update(phase="over"), "phase 'over' cannot happen in round 1"),
    ("scoring", lambda d: d.update(round=2), "phase 'scoring' cannot happen in round 2"),
    ("decide", _pending_without_decide,
     "a revealed room awaits a decision exactly in phase 'decide'"),
    ("decide", lambda d: d.update(pending=None),
     "a revealed room awaits a decision exactly in phase 'decide'"),
    ("decide", _pending_on_face_down, None),
    ("play", _empty_slot_face_down, None),
    ("play", _reveal_all, "no face-down room is left, yet the round goes on"),
    ("play", _pile_loses_a_card, None),
    ("play", _scored_mid_round, None),
    ("scoring", _play_after_scoring, None),
    ("scoring", _scoring_with_a_card_in_a_pile,
     "the piles should be empty once they are scored"),
    ("play2", lambda d: d["set_aside"].append(d["removed"].pop()),
     "the set-aside half is shuffled in before round 2"),
    ("play2", lambda d: d.update(results=d["results"] * 2),
     "2 rounds scored in phase 'play' of round 2"),
]


@pytest.mark.parametrize("phase, change, message", PHASE_CASES)
def test_a_phase_that_does_not_fit_the_table_and_piles_is_named(phase, change, message):
    d = saved(phase)
    written = change(d)
    assert refusal(d) == (message or written)


def test_no_face_down_room_may_remain_once_the_round_is_scored():
    """"Gameplay": the round ends only when every card has been revealed."""
    d = saved("scoring")
    on_table = [i for i, c in enumerate(d["table"]) if c is not None]
    d["face_up"][on_table[0]] = False
    d["face_up"][on_table[-1]] = False
    assert refusal(d) == "2 rooms are still face down after the round ended"


# ----------------------------------------------------------------- finished rounds

def test_an_unknown_card_in_a_scored_pile_makes_it_unreadable():
    d = saved("scoring")
    s = seat_with_cards(d)
    d["results"][0][s]["cards"][0] = "dragon_den-a1"
    assert refusal(d) == f"round 1, seat {s}: the scored pile is not readable"


def test_a_card_twice_in_one_scored_pile_is_named():
    d = saved("scoring")
    s = seat_with_cards(d)
    cards = d["results"][0][s]["cards"]
    cards[1] = cards[0]
    assert refusal(d) == f"round 1, seat {s}: a card was scored twice"


def test_a_card_in_the_piles_of_the_first_and_the_last_seat_is_named():
    d = saved("scoring")
    first, last = d["results"][0][0], d["results"][0][2]
    assert first["cards"] and last["cards"] and d["results"][0][1]["cards"]
    last["cards"][0] = first["cards"][0]
    assert refusal(d) == "round 1, seat 2: a card was scored twice"


def test_a_card_of_a_basilisk_pile_scored_again_two_seats_later_is_named():
    """"Gameplay": a basilisk pile's cards go back to the centre, so only the pile itself
    says the card was scored in this round."""
    d = saved("over")
    round2 = d["results"][1]
    assert round2[0]["basilisk"] and not round2[2]["basilisk"] and round2[1]["cards"]
    round2[2]["cards"][0] = round2[0]["cards"][0]
    assert refusal(d) == "round 2, seat 2: a card was scored twice"


def test_a_card_out_of_the_game_after_round_one_cannot_be_scored_again_in_round_two():
    """"Gameplay": safely scored cards of round 1 are not used in round 2."""
    d = saved("over")
    round1, round2 = d["results"]
    out = next(c for r in round1 if not r["basilisk"] for c in r["cards"]
               if c not in r["shielded"])
    s = seat_with_cards(d, 1)
    round2[s]["cards"][0] = out
    assert refusal(d) == f"round 2, seat {s}: a card was scored twice"


def test_a_round_two_scoring_that_does_not_match_its_pile_is_named():
    d = saved("over")
    r = d["results"][1][2]
    r["points"] += 5
    assert refusal(d) == ("round 2, seat 2: the scoring does not match the pile's cards "
                          "and shields")


def test_totals_and_shields_must_follow_from_the_scorings():
    d = saved("scoring")
    d["totals"] = [d["totals"][0] + 1, d["totals"][1], d["totals"][2]]
    d["shields_left"] = [1, 0, 1]
    expected_shields = [0, 0, 1]      # seats 0 and 1 used their shield in round 1
    assert [len(r["shielded"]) for r in d["results"][0]] == [1, 1, 0]
    assert refusal(d) == (f"shields left [1, 0, 1] do not match the shields used "
                          f"{expected_shields}; the scores {d['totals']} are not the rounds' "
                          f"points [{d['totals'][0] - 1}, {d['totals'][1]}, {d['totals'][2]}]")


def test_the_centre_must_hold_what_the_last_scoring_returned():
    """"Gameplay": basilisk piles go back to the centre (and shield discards)."""
    d = saved("scoring")
    d["removed"].append(d["centre"].pop())
    assert refusal(d) == ("the cards out of the game are not the safely scored ones; "
                          "the centre does not hold exactly the cards the last scoring "
                          "returned")


def test_a_card_set_aside_for_round_two_cannot_have_been_scored_in_round_one():
    """"Setup": the set-aside half takes part only in round 2."""
    d = saved("scoring")
    scored = next(c for c in d["removed"])
    spare = d["set_aside"][0]
    d["removed"][d["removed"].index(scored)] = spare
    d["set_aside"][0] = scored
    assert refusal(d) == ("a card set aside for round 2 was scored in round 1; "
                          "the cards out of the game are not the safely scored ones")


def test_while_a_room_awaits_a_decision_the_round_is_still_being_played():
    d = saved("decide")
    d["removed"].append(d["set_aside"].pop())
    assert refusal(d) == ("round 1 spreads 45 rooms and sets 45 aside; "
                          "no card is out of the game before round 1 is scored")


def test_after_the_last_round_the_centre_must_hold_what_round_two_returned():
    d = saved("over")
    d["centre"].append(d["removed"].pop())
    assert refusal(d) == ("the cards out of the game are not the safely scored ones; "
                          "the centre does not hold exactly the cards the last scoring "
                          "returned")


# Words of the English sentences that a Polish sentence never holds (field and phase ids
# such as 'decide' are quoted and may stay).
ENGLISH = re.compile(r"\b(should|seat|there|must|players|shields|round|phase|table|slot|piles?|"
                     r"cards?|rooms?|scored|missing|unknown|field|damaged|saved|position)\b")


@pytest.mark.parametrize("case", [("play", c[1]) for c in PLAYERS + FIELDS] + [
    (phase, change) for phase, change, _message in PHASE_CASES] + [
    ("play", lambda d: d.pop("centre")), ("play", lambda d: d.update(cheat=1)),
    ("play", lambda d: d.update(rng=[3, [1, 2], None]))])
def test_a_damaged_position_is_named_in_polish_when_polish_is_shown(case):
    """The same damaged positions, read with Polish shown: the whole message is Polish
    (the kit's prefix and field checks, and the game's own checks), ids quoted as they are."""
    phase, change = case
    d = saved(phase)
    change(d)
    i18n.set_language("pl")
    try:
        with pytest.raises(ValueError) as info:
            R.State.from_dict(d)
    finally:
        i18n.set_language("en")
    message = str(info.value)
    assert message.startswith("zapisana pozycja jest uszkodzona: "), message
    unquoted = re.sub(r"'[^']*'|\[[^\]]*\]|name, colour, shields", "", message)   # ids
    assert not ENGLISH.search(unquoted), message
