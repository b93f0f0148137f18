"""The history of finished games (``saves.history``, issue 15's statistics): a finished
game is added once, whatever brings it back; a damaged file is set aside whole and a new
history begins; a file that cannot be written is said in a sentence, never raised; the
totals count as a person would count them by hand."""
from __future__ import annotations

import json
import random

import pytest

from games.engine import registry
from games.engine.session import Session
from saves import history

PLAYERS = [{"name": "Ola", "colour": "blue", "shields": 0},
           {"name": "Bart", "colour": "yellow", "shields": 0}]


def finished(game_id: str, seed: int, computers=None) -> Session:
    rules = registry.get(game_id).rules()
    session = Session.new(rules, PLAYERS, {}, seed, computers=computers or {})
    rng = random.Random(seed)
    while not rules.is_over(session.state):
        seat = rules.current_seat(session.state)          # a computer seat's moves are its own
        session.act(rules.playout_policy(session.state, rng),
                    by_computer=seat in session.computers)
    return session


def test_a_finished_game_is_added_once():
    one = finished("bazyliszek", 4, {1: "hard"})
    assert history.record_finished(one) is None
    assert history.record_finished(one) is None               # the same game again
    entries, problem = history.load_history()
    assert problem is None and len(entries) == 1
    e = entries[0]
    scores = one.rules.scores(one.state)
    assert e["game"] == "bazyliszek" and e["moves"] == len(one.actions)
    assert [(p["name"], p["computer"], p["score"]) for p in e["players"]] == \
        [("Ola", None, scores[0]), ("Bart", "hard", scores[1])]
    assert [p["won"] for p in e["players"]] == [i in one.rules.winners(one.state) for i in (0, 1)]
    history.record_finished(finished("bazyliszek", 5))         # another game: added
    assert len(history.load_history()[0]) == 2


def test_an_unfinished_game_is_refused():
    rules = registry.get("basilica").rules()
    with pytest.raises(ValueError):
        history.entry_of(Session.new(rules, PLAYERS, {}, 1))


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[1, 2]", b'{"games": 3}',
                                    b"\xff\xfe\x00garbage", b'{"games": [{"game": 1}]'])
def test_a_damaged_history_is_set_aside_whole_and_a_new_one_begins(damage):
    path = history.history_path()
    path.write_bytes(damage)
    entries, problem = history.load_history()
    assert entries == [] and problem and "set aside" in problem
    aside = [p for p in path.parent.iterdir() if p.name.startswith("history.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damage and aside[0].name in problem
    assert history.record_finished(finished("basilica", 3)) is None
    assert len(history.load_history()[0]) == 1


def test_entries_of_an_unknown_shape_are_skipped_and_the_rest_kept():
    good = history.entry_of(finished("bazyliszek", 2))
    odd = [{"game": "x"}, 5, dict(good, players=[{"name": "A", "won": "yes", "score": 1}]),
           dict(good, moves="many")]
    history.history_path().write_text(json.dumps({"version": 1, "games": odd + [good]}),
                                      encoding="utf-8")
    entries, problem = history.load_history()
    assert problem is None and entries == [good]


def test_a_history_that_cannot_be_written_says_so():
    path = history.history_path()
    path.mkdir()                                  # a folder where the file should be
    said = history.record_finished(finished("bazyliszek", 1))
    assert isinstance(said, str) and said
    assert path.is_dir()


def test_totals_count_games_wins_and_best_scores():
    def entry(game, moves, *players):
        return {"key": f"{game}{moves}", "game": game, "moves": moves, "finished": "",
                "players": [{"name": n, "computer": None, "score": s, "won": w}
                            for n, s, w in players]}
    entries = [entry("basilica", 120, ("Ola", 30, True), ("Bart", 22, False)),
               entry("basilica", 90, ("Ola", 18, False), ("Bart", 25, True)),
               entry("bazyliszek", 200, ("Bart", 60, True), ("Cyryl", 40, False))]
    games, players = history.totals(entries)
    assert games["basilica"].played == 2 and games["bazyliszek"].played == 1
    assert games["basilica"].longest["moves"] == 120 and games["basilica"].shortest["moves"] == 90
    assert games["basilica"].best == (30, "Ola")
    assert (players["Bart", None].played, players["Bart", None].won) == (3, 2)
    assert players["Bart", None].best == {"basilica": 25, "bazyliszek": 60}
    assert (players["Cyryl", None].played, players["Cyryl", None].won) == (1, 0)


def test_computer_seats_count_by_level_never_under_a_persons_name():
    """A playtester's Hard and Normal computers were both "Player 2", one player."""
    def entry(key, *players):
        return {"key": key, "game": "basilica", "moves": 50, "finished": "",
                "players": [{"name": n, "computer": c, "score": s, "won": w}
                            for n, c, s, w in players]}
    entries = [entry("a", ("Ola", None, 30, True), ("Player 2", "hard", 20, False)),
               entry("b", ("Ola", None, 10, False), ("Player 2", "normal", 25, True)),
               entry("c", ("Player 2", None, 12, True), ("Ola", "hard", 11, False))]
    _games, players = history.totals(entries)
    assert set(players) == {("Ola", None), ("Player 2", None), (None, "hard"), (None, "normal")}
    assert (players["Ola", None].played, players["Ola", None].won) == (2, 1)
    assert (players[None, "hard"].played, players[None, "hard"].won) == (2, 0)
    assert (players[None, "normal"].played, players[None, "normal"].won) == (1, 1)
    assert (players["Player 2", None].played, players["Player 2", None].won) == (1, 1)


def test_a_game_counts_once_per_player_however_many_seats_they_played():
    """A playtester's one game against two Hard computers (their own seat handed to Hard
    too) showed "Computer: Hard: 3 games, 1 won", and the person who played the first 27
    turns was not listed at all."""
    def entry(key, *players):
        return {"key": key, "game": "labirynt", "moves": 500, "finished": "",
                "players": [dict({"name": n, "computer": c, "score": s, "won": w}, **extra)
                            for n, c, s, w, extra in players]}
    entries = [entry("a", ("Ala", "hard", 1, False, {"person_part": True}),
                     ("Hardy", "hard", 1, False, {}), ("Harda", "hard", 20, True, {})),
               entry("b", ("Ala", None, 18, True, {}), ("Hardy", "hard", 3, False, {}),
                     ("Harda", "hard", 5, False, {}))]
    _games, players = history.totals(entries)
    assert (players[None, "hard"].played, players[None, "hard"].won) == (2, 1)
    assert (players["Ala", None].played, players["Ala", None].won) == (2, 1)
    assert players[None, "hard"].best["labirynt"] == 20


@pytest.mark.parametrize("person,computer,counts,part", [
    (27, 130, "hard", True), (0, 130, "hard", False), (80, 20, None, False),
    (50, 50, None, False), (1, 2, "hard", True)])
def test_a_seat_handed_over_says_the_person_took_part(person, computer, counts, part):
    seat = history._player("Ala", {"person": person, "hard": computer}, "hard", 3, False)
    assert seat["computer"] == counts
    assert seat.get("person_part", False) is part
    assert history._sound({"key": "k", "game": "labirynt", "moves": 1, "players": [seat]})
