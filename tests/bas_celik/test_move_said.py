"""A move that does not end where the roll says tells why in the log (a playtester saw
Cveta roll 2 and move 3 fields past Ana, whom she had met, with only "moves to a road of
the Outer World"): 4.4, the two who met leave to different fields, so the move goes on
past the other's field; 4.3, a field with a character and a creature is not stopped on;
V., water stops every move. Every Outer move says how many fields it went."""
from __future__ import annotations

from games.bas_celik import rules
from games.bas_celik.turns import ring_step
from tests.bas_celik.helpers import clear_board, game, place, script, set_char, char_of


def two_on_the_ring(here="o01", **hero):
    st = clear_board(game(2, seed=3))
    seat = st.turn
    other = 1 - seat
    st = set_char(st, seat, char_of("D"))         # clockwise
    st = place(st, other, ring_step(here, 1, 2))
    st = place(st, seat, here, **hero)
    return st, seat, other


def lines(st, events):
    return [rules.describe(st, e) for e in events]


def test_after_a_meeting_the_move_goes_past_the_other_and_says_why():
    st, seat, other = two_on_the_ring(leave=True)
    st.heroes[seat]["parted_from"] = other
    script(st, 2)
    events = rules.apply(st, {"type": "roll"})
    passed = [e for e in events if e["type"] == "passed_over"]
    assert [(e["why"], e["other"]) for e in passed] == [("parted", other)]
    moved = next(e for e in events if e["type"] == "moved")
    assert moved["steps"] == 3 and moved["to"] == ring_step("o01", 1, 3)
    said = " ".join(lines(st, events))
    assert "must part (4.4)" in said and "P%d" % other in said
    assert "moves 3 fields to" in said


def test_a_character_and_a_creature_are_skipped_and_it_says_why():
    st, seat, other = two_on_the_ring()
    st.board[ring_step("o01", 1, 2)] = "bauk#1"
    script(st, 2)
    events = rules.apply(st, {"type": "roll"})
    passed = [e for e in events if e["type"] == "passed_over"]
    assert [e["why"] for e in passed] == ["blocked"]
    assert "(4.3)" in " ".join(lines(st, events))


def test_a_plain_move_says_nothing_more():
    st, seat, other = two_on_the_ring()
    script(st, 1)
    events = rules.apply(st, {"type": "roll"})
    assert not [e for e in events if e["type"] in ("passed_over", "move_stopped")]
    assert "moves 1 field to" in " ".join(lines(st, events))


def test_water_stops_the_move_and_says_so():
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, char_of("D"))
    st = place(st, 1 - seat, "o30", ducats=0)
    st = place(st, seat, "o09", ducats=0)          # the Morava ferry lies 2 fields on
    script(st, 5)
    events = rules.apply(st, {"type": "roll"})
    stopped = [e for e in events if e["type"] == "move_stopped"]
    assert stopped and stopped[0]["field"] == "o11" and stopped[0]["steps"] == 2
    assert "stops" in " ".join(lines(st, events))
