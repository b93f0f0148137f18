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


def _order(events):
    """The event types of a move in the order the log tells them."""
    return [e["type"] for e in events if e["type"] in ("move_roll", "moved", "passed_over",
                                                       "move_stopped")]


def test_the_log_tells_the_move_before_why_it_ended_there():
    """By class, every way a move ends off the roll: the log says "rolls", "moves N
    fields", then why (a playtester read "stops on Old Castle, the refuge" before "moves
    3 fields"): parted after a meeting (4.4), a character and a creature (4.3), water (V.)
    and the escort's refuge (10.)."""
    st, seat, other = two_on_the_ring(leave=True)
    st.heroes[seat]["parted_from"] = other
    script(st, 2)
    assert _order(rules.apply(st, {"type": "roll"})) == ["move_roll", "moved", "passed_over"]

    st, seat, other = two_on_the_ring()
    st.board[ring_step("o01", 1, 2)] = "bauk#1"
    script(st, 2)
    assert _order(rules.apply(st, {"type": "roll"})) == ["move_roll", "moved", "passed_over"]

    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, char_of("D"))
    st = place(st, 1 - seat, "o30", ducats=0)
    st = place(st, seat, "o09", ducats=0)
    script(st, 5)
    events = rules.apply(st, {"type": "roll"})
    assert _order(events) == ["move_roll", "moved", "move_stopped"]
    said = lines(st, events)
    assert said.index(next(x for x in said if "moves 2 fields" in x)) < \
        said.index(next(x for x in said if "stops" in x))


def test_the_escort_stopping_on_its_refuge_is_told_after_the_move():
    """The playtest's end: the escort rolls more than the way to the Old Castle, moves
    there, then the log says it stops there, then that it wins."""
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, char_of("Z"))          # wicked: the Old Castle, o26
    st = place(st, 1 - seat, "o01")
    st = place(st, seat, "o29", heart=True, dir=-1)
    st.centre.update(bc=seat, captor=seat)
    script(st, 8)                                  # the heart's d12
    events = rules.apply(st, {"type": "roll"})
    types = [e["type"] for e in events]
    assert _order(events) == ["move_roll", "moved", "move_stopped"]
    assert types.index("move_stopped") < types.index("won")
    said = lines(st, events)
    moved = next(i for i, x in enumerate(said) if "moves 3 fields" in x)
    stopped = next(i for i, x in enumerate(said) if "the refuge" in x)
    assert moved < stopped


def test_with_a_choice_only_the_chosen_paths_reason_is_told_after_it():
    """A roll of 6 from o12 may end on the triangle field o13 or go on to Vlasina Lake
    (o17), where the water stops it short of the roll: nothing is told before the
    choice; the water's stop only when the move ends on the water."""
    for target in ("o17", "o13"):
        st = clear_board(game(2, seed=3))
        seat = st.turn
        st = set_char(st, seat, char_of("D"))
        st = place(st, 1 - seat, "o30")
        st = place(st, seat, "o12", walked=40, ducats=0)
        script(st, 6)
        events = rules.apply(st, {"type": "roll"})
        assert st.phase == "path" and _order(events) == ["move_roll"]
        assert {a["to"] for a in rules.legal_actions(st)} == {"o13", "o17"}
        events = rules.apply(st, {"type": "go", "to": target})
        told = _order(events)
        assert told == (["moved", "move_stopped"] if target == "o17" else ["moved"])
