"""Time played and who took each decision (issue 15's statistics): kept in the session
and its save, counted by the app only while a live board is the highest scene and the
game menu is closed, surviving save and load; a save without them, or with a damaged time,
still loads (the time counts from now and the board says so); the Statistics count a seat
for the person when people took at least half of its decisions."""
from __future__ import annotations

import json
import random

import pytest

from games.engine import registry
from games.engine.launch import resume_restored, session_record, open_board
from games.engine.session import (Session, counted_decisions, decision_counts, played_time)
from saves import history, store
from tests.ui.driver import Driver

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


def basilica(moves: int, computers=None, computer_every: int = 0) -> Session:
    """A Basilica game of ``moves`` actions; every ``computer_every``-th one is taken as a
    computer's (0: none)."""
    rules = registry.get("basilica").rules()
    session = Session.new(rules, PLAYERS, {}, 3, computers=computers or {})
    rng = random.Random(3)
    while len(session.actions) < moves and not rules.is_over(session.state):
        by_computer = bool(computer_every) and len(session.actions) % computer_every == 0
        session.act(rules.playout_policy(session.state, rng), by_computer=by_computer)
    return session


def reload(session: Session, **changes) -> tuple[Session, object]:
    """``session`` written as a save (its record changed by ``changes``; ``None`` drops a
    field), read back and opened on a board; the session on the board and the board."""
    record = session_record(session, "named")
    for key, value in changes.items():
        if value is None:
            record.pop(key, None)
        else:
            record[key] = value
    path = store.save_named(json.loads(json.dumps(record)))
    d = Driver()
    d.app.autosave = False
    resume_restored(d.app, store.restore(store.read_record(path)))
    board = d.app.stack[1]
    return board.session, board


def test_time_and_decisions_survive_save_and_load():
    session = basilica(12, {1: "hard"}, computer_every=3)
    session.played_seconds = 754.25
    loaded, _note = reload(session)
    assert loaded.played_seconds == pytest.approx(754.2, abs=0.1) and loaded.played_whole
    assert loaded.decisions == session.decisions
    assert sum(sum(c.values()) for c in loaded.decisions) == 12


@pytest.mark.parametrize("bad", ["ten minutes", -5, 1e300, True, [1], {"seconds": "x"},
                                 {"seconds": -1}, {"seconds": 10, "whole": "yes"},
                                 {"seconds": None}, 7])
def test_a_damaged_time_loads_with_a_clear_fallback(bad):
    seconds, whole, damaged = played_time(bad)
    assert (seconds, whole, damaged) == (0.0, False, True)
    session = basilica(6)
    session.played_seconds = 300
    loaded, _note = reload(session, played=bad)
    assert loaded.played_seconds == 0 and not loaded.played_whole
    assert len(loaded.actions) == 6


def test_a_damaged_time_is_said_when_the_board_opens(monkeypatch):
    notes = []
    from games.engine.scenes import board as board_module
    monkeypatch.setattr(board_module.BoardSceneBase, "set_notice",
                        lambda self, text, ms=12000: notes.append(text))
    session = basilica(6)
    reload(session, played={"seconds": "NaN"})
    assert any("The time played in this save could not be read: it counts from now." in n
               for n in notes)


def test_an_old_save_without_time_or_decisions_loads_and_works_them_out():
    session = basilica(9, {1: "easy"}, computer_every=2)
    loaded, _note = reload(session, played=None, decisions=None)
    assert loaded.played_seconds == 0 and not loaded.played_whole
    assert played_time(None) == (0.0, False, False)
    # worked out from the replayed moves: the same counts, a computer's at its level now
    assert loaded.decisions == session.decisions


@pytest.mark.parametrize("bad", [[], [{}], [{"person": 1}, {"person": -1}], "x",
                                 [{"person": 3}, {"robot": 3}], [{"person": 1.5}, {}],
                                 [{"person": 99}, {"person": 0}]])
def test_decisions_that_do_not_fit_are_worked_out_again(bad):
    assert decision_counts(bad, 2, 6) is None
    session = basilica(6)
    loaded, _note = reload(session, decisions=bad)
    assert loaded.decisions == session.decisions


def test_undo_takes_the_decision_back():
    session, rng = basilica(0), random.Random(1)
    rules = session.rules
    for _move in range(200):
        before = [dict(c) for c in session.decisions]
        session.act(rules.playout_policy(session.state, rng))
        if session.undoable():
            break
    assert session.decisions != before
    assert session.undo() and session.decisions == before


def test_counted_decisions_from_seats_and_computer_moves():
    counts = counted_decisions([0, 1, 0, 1, None, 1], [1, 3], {1: "hard"}, 2)
    assert counts == [{"person": 2}, {"hard": 2, "person": 1}]
    assert counted_decisions([1], [0], {}, 2) == [{}, {"normal": 1}]


def test_the_app_counts_time_only_while_the_live_board_is_highest_and_unpaused():
    d = Driver()
    d.app.autosave = False
    from games.engine.scenes.menu import MainMenuScene
    d.app.push(MainMenuScene(d.app))
    session = basilica(2)
    open_board(d.app, session)
    board = d.app.stack[-1]
    start = session.played_seconds
    d.app.step([], dt=500)
    d.app.step([], dt=5000)                     # a machine asleep adds at most a second
    assert session.played_seconds == pytest.approx(start + 1.5)
    board.open_menu()
    assert type(d.app.top).__name__ == "PauseScene"
    d.app.step([], dt=500)
    assert session.played_seconds == pytest.approx(start + 1.5)
    d.app.pop()
    d.app.display._minimized = True
    d.app.step([], dt=500)
    assert session.played_seconds == pytest.approx(start + 1.5)
    d.app.display._minimized = False
    d.app.step([], dt=250)
    assert session.played_seconds == pytest.approx(start + 1.75)
    d.app.close()


def test_a_seat_counts_for_the_person_who_took_most_of_its_decisions():
    assert history.counts_for({"person": 30, "hard": 4}, "hard") is None
    assert history.counts_for({"person": 5, "easy": 5}, "easy") is None      # half: the person
    assert history.counts_for({"person": 2, "easy": 3, "hard": 3}, None) == "hard"
    assert history.counts_for({"normal": 9}, None) == "normal"
    assert history.counts_for({}, "easy") == "easy"          # nothing counted: as it ends


def test_history_entry_has_the_time_and_counts_a_handed_over_seat_for_its_person():
    rules = registry.get("basilica").rules()
    session = Session.new(rules, PLAYERS, {}, 4)
    rng = random.Random(4)
    while not rules.is_over(session.state):
        near_end = len(session.actions) > 90
        if near_end:
            session.computers[1] = "hard"            # handed to the computer near the end
        seat = rules.current_seat(session.state)
        session.act(rules.playout_policy(session.state, rng),
                    by_computer=near_end and seat == 1)
        session.played_seconds += 20
    entry = history.entry_of(session)
    assert entry["seconds"] == round(session.played_seconds)
    assert session.computers == {1: "hard"} and session.decisions[1].get("hard")
    assert [p["computer"] for p in entry["players"]] == [None, None]
    session.played_whole = False
    assert history.entry_of(session)["seconds"] is None


def test_time_in_the_history_gives_longest_and_shortest_by_time():
    entries = []
    for seconds, moves in ((600, 50), (1800, 40), (None, 90)):
        entries.append({"key": str(seconds), "game": "basilica", "moves": moves,
                        "seconds": seconds, "finished": "2026-01-02T03:04:05",
                        "players": [{"name": "Ola", "computer": None, "score": 1, "won": True}]})
    games, _players = history.totals(entries)
    g = games["basilica"]
    assert g.longest["moves"] == 90 and g.longest_time["seconds"] == 1800
    assert g.shortest_time["seconds"] == 600
    assert not history._sound({**entries[0], "seconds": -3})
    assert not history._sound({**entries[0], "seconds": "long"})
