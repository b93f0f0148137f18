"""The game log tells what the set-up decided (``rules.setup_events``, shown by
``Session.new`` and rebuilt by ``saves.restoring`` when a save is loaded): who plays the
Baš-Čelik seat (1. Preparation: an optional player keeps the bank and rolls for the
creatures; a playtester could not tell from the log which seat it was), each character
drawn by d12 with its task, and who rolled highest to play first (3. Starting the Game)."""
from __future__ import annotations

import random

import pytest

from games.bas_celik import rules as R
from games.engine import launch
from games.engine.session import Session
from saves import store

NAMES = ["Ana", "Bora", "Ceca", "Dule"]


def players(n: int) -> list[dict]:
    colours = ["blue", "yellow", "vermillion", "sky"]
    return [{"name": NAMES[i], "colour": colours[i]} for i in range(n)]


@pytest.mark.parametrize("n, bc, seed", [(2, False, 1), (3, True, 5), (4, True, 9),
                                         (3, False, 12)])
def test_the_log_tells_the_set_up_in_a_new_game_and_after_loading(n, bc, seed, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = Session.new(R, players(n), {"bc_player": bc}, seed)
    log = session.log
    assert log[0].startswith("New game of Baš-Čelik")
    bc_lines = [line for line in log if "plays Baš-Čelik" in line]
    if bc:
        assert bc_lines == [f"{NAMES[n - 1]} plays Baš-Čelik: keeps the bank and rolls for "
                            "the creatures, with no character of their own."]
    else:
        assert bc_lines == []
    heroes = [s for s in range(n) if not (bc and s == n - 1)]
    state = session.state
    for s in heroes:
        assert any(line.startswith(f"{NAMES[s]} plays ") and "starting at" in line
                   for line in log), (s, log)
    first = R.whose_turn(state)[0]
    assert f"{NAMES[first]} rolled highest and plays first." in log
    # the same lines come back when the game is loaded, before the moves' lines
    rng = random.Random(7)
    for _ in range(6):
        if R.is_over(session.state):
            break
        session.act(R.playout_policy(R.clone(session.state), rng))
    record = launch.session_record(session)
    restored = store.restore(record)
    loaded = [lines["en"][0] for lines in restored.log]
    assert loaded[:len(log) - 1] == log[1:len(log)]


def test_characters_chosen_by_the_players_are_told_as_they_are_chosen():
    session = Session.new(R, players(3), {"bc_player": True, "characters": "chosen"}, 3)
    assert session.log[1:] == ["Ceca plays Baš-Čelik: keeps the bank and rolls for the "
                               "creatures, with no character of their own."]
    assert R.setup_events(players(3), {"characters": "chosen"}, 3) == []


def test_the_set_up_events_are_those_of_the_same_new_game():
    for seed in range(20):
        events = R.setup_events(players(3), {"bc_player": seed % 2 == 0}, seed)
        state = R.new_game(players(3), {"bc_player": seed % 2 == 0}, seed)
        firsts = [e["seat"] for e in events if e["type"] == "first_player"]
        assert firsts == [R.whose_turn(state)[0]]
