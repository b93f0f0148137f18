"""What just happened, rules side (``games.engine.recap``): the recap of what a seat
missed is made of the log lines that seat may read, never another seat's secrets, in
every game with hidden information; it is empty after a seat's own actions in a row;
computers' moves are named as in the log; ``Session.played`` follows undo."""
from __future__ import annotations

import random

import pytest

from games.engine import recap, registry
from games.engine.session import Session

HIDDEN = ("bazyliszek", "baldricks_tomb", "labirynt", "bas_celik")
COLOURS = ["vermillion", "blue", "yellow", "sky"]


def played_game(game_id: str, seats: int, seed: int, steps: int):
    """A ``Session`` of ``game_id`` after up to ``steps`` playout-policy actions, with a
    copy of the state after each action and the events of each."""
    rules = registry.get(game_id).rules()
    players = [{"name": f"Seat{i}", "colour": COLOURS[i]} for i in range(seats)]
    session = Session.new(rules, players, {}, seed)
    rng, after, events = random.Random(seed), [], []
    for _ in range(steps):
        if rules.is_over(session.state):
            break
        events.append(session.act(rules.playout_policy(rules.clone(session.state), rng)))
        after.append(rules.clone(session.state))
    return rules, session, after, events


def recap_text(parts) -> list[str]:
    return [line for part in parts for line in part.lines]


@pytest.mark.parametrize("game_id", HIDDEN)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_recap_names_nothing_the_seat_may_not_see(game_id, seed):
    """For every seat at several points of a game: the recap is exactly the seat's own
    log lines of the actions since it last acted; each line is the same when everything
    the seat cannot know is dealt again (``determinize``), so it tells nothing hidden
    from it; and an event shown only to other seats reads as the public line for it,
    none of their private lines appearing in its recap."""
    seats = 3 if game_id != "labirynt" else 2
    rules, session, after, events = played_game(game_id, seats, seed, 160)
    checked = 0
    for stop in range(20, len(session.actions) + 1, 35):
        trial = Session(session.rules, session.players, {}, session.seed, "t", after[stop - 1],
                        session.actions[:stop], played=session.played[:stop])
        trial._lines = session._lines[:session.played[stop - 1].end]
        for seat in range(seats):
            parts = recap.since_last(trial, seat, seat)
            first = recap.last_own(trial, seat) + 1
            expected, private_elsewhere = [], set()
            rng = random.Random(seed * 100 + seat)
            for index in range(first, stop):
                state = after[index]
                world = rules.determinize(state, seat, rng)
                for event in events[index]:
                    line = rules.describe(state, event, seat)
                    assert rules.describe(world, event, seat) == line, (index, event)
                    public = rules.describe(state, event)
                    shown = event.get("shown_to")
                    if shown and seat not in shown:
                        assert line == public, event
                        for other in shown:
                            theirs = rules.describe(state, event, other)
                            if theirs != public:
                                private_elsewhere.add(theirs)
                    expected.append(line)
            text = recap_text(parts)
            assert text == expected
            assert not private_elsewhere & set(text)
            checked += bool(text)
    assert checked >= 3


def test_no_recap_after_a_seats_own_actions_in_a_row():
    """Tomb: while a seat takes several actions in its turn, it has nothing to catch up
    on; the seat that waited has everything the other did, grouped under its name."""
    rules, session, _after, _events = played_game("baldricks_tomb", 2, 3, 0)
    rng = random.Random(3)
    while not rules.is_over(session.state):
        seat = rules.current_seat(session.state)
        session.act(rules.playout_policy(rules.clone(session.state), rng))
        if rules.current_seat(session.state) == seat and session.played[-1].seat == seat \
                and len(session.actions) > 12:
            break
    seat = session.played[-1].seat
    assert not recap.has_news(session, seat)
    assert recap.since_last(session, seat, seat) == []
    other = 1 - seat
    parts = recap.since_last(session, other, None)
    assert parts and recap.has_news(session, other)
    assert all(len(part.lines) > 0 for part in parts)
    assert parts[-1].seat == seat and not parts[-1].computer
    assert any("Seat" in line for part in parts for line in part.lines)


def test_a_computers_moves_are_named_as_the_log_names_them():
    rules = registry.get("bazyliszek").rules()
    players = [{"name": "Ada", "colour": "blue"}, {"name": "Bolek", "colour": "yellow"}]
    session = Session.new(rules, players, {}, 4, computers={1: "easy"})
    rng = random.Random(4)
    while rules.current_seat(session.state) == 0:
        session.act(rules.playout_policy(rules.clone(session.state), rng))
    while rules.current_seat(session.state) == 1:
        session.act(rules.playout_policy(rules.clone(session.state), rng), by_computer=True)
    parts = recap.since_last(session, 0, 0)
    assert [(p.seat, p.computer) for p in parts] == [(1, True)]
    assert any("Bolek (computer)" in line for line in parts[0].lines)


def test_played_follows_every_action_and_undo():
    """One ``Played`` per action, its lines those the action wrote; Undo takes it back."""
    rules = registry.get("basilica").rules()
    players = [{"name": "Ada", "colour": "blue"}, {"name": "Bolek", "colour": "yellow"}]
    session = Session.new(rules, players, {}, 2)
    rng = random.Random(2)
    for _ in range(6):
        before = session.log_length()
        seat = rules.current_seat(session.state)
        session.act(rules.playout_policy(rules.clone(session.state), rng))
        last = session.played[-1]
        assert (last.seat, last.start, last.end) == (seat, before, session.log_length())
        assert last.events
        assert len(session.played) == len(session.actions)
    while session.undo():
        assert len(session.played) == len(session.actions)
    assert session.played[-1].end == session.log_length()


def test_marked_actions_look_back_only_through_the_last_seats_run():
    """The newest action with places, within the newest seat's run; a ``None`` from the
    game (a new table dealt) ends the search."""
    rules, session, _after, _events = played_game("bazyliszek", 2, 5, 9)
    last = len(session.actions) - 1
    seat = session.played[last].seat
    run = [i for i in range(last, -1, -1)]
    run = run[:next((k for k, i in enumerate(run) if session.played[i].seat != seat), len(run))]
    assert recap.marked_actions(session, lambda i: True) == last
    assert recap.marked_actions(session, lambda i: i == run[-1]) == run[-1]
    assert recap.marked_actions(session, lambda i: False) is None
    assert recap.marked_actions(session, lambda i: None) is None
    outside = run[-1] - 1
    if outside >= 0:
        assert recap.marked_actions(session, lambda i: i == outside) is None


def test_a_game_continued_without_its_moves_recaps_only_what_came_after():
    """A session resumed without knowing who took the moves before it (a game continued
    from its stored position) recaps from the first move made after it."""
    rules, live, _after, _events = played_game("bazyliszek", 2, 6, 10)
    record = {"players": live.players, "options": {}, "seed": 6, "title": "t"}
    session = Session.resume(rules, record, rules.clone(live.state), list(live.actions))
    assert session.played == []
    rng = random.Random(6)
    seat = rules.current_seat(session.state)
    while rules.current_seat(session.state) == seat:
        session.act(rules.playout_policy(rules.clone(session.state), rng))
    assert len(session.played) == len(session.actions)
    assert all(p.seat is None and p.end == p.start for p in session.played[:10])
    other = rules.current_seat(session.state)
    lines = recap_text(recap.since_last(session, other, other))
    assert lines and lines == session.lines_for(other, session.played[10].start)
