"""The game log of a new game opens with what its set-up decided (the protocol's optional
``setup_events``: Bazyliszek's random first seat, Baš-Čelik's characters, first player and
Baš-Čelik seat), and a loaded game's log opens with the same lines, in every language."""
from __future__ import annotations

import random

import pytest

from games.engine import i18n, launch, registry
from games.engine.session import Session
from saves import store

GAMES = [info.game_id for info in registry.available_games()]
NAMES = ["Ana", "Bora", "Ceca", "Dule"]


def _players(info, n):
    colours = ["blue", "yellow", "vermillion", "sky"]
    return [{"name": NAMES[i], "colour": colours[i]} for i in range(n)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_loaded_game_opens_its_log_with_the_set_up_lines_of_the_new_game(game_id, tmp_path,
                                                                          monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    info = registry.get(game_id)
    rules = info.rules()
    for seed in (1, 2, 3):
        n = max(info.min_players, 3 if info.max_players >= 3 else 2)
        session = Session.new(rules, _players(info, n), {}, seed)
        hook = getattr(rules, "setup_events", None)
        made = hook(_players(info, n), {}, seed) if hook else []
        assert len(session.log) == 1 + len(made)
        opening = session.log[1:]
        rng = random.Random(seed)
        for _ in range(4):
            if rules.is_over(session.state):
                break
            session.act(rules.playout_policy(rules.clone(session.state), rng))
        restored = store.restore(launch.session_record(session))
        for code, _language in i18n.LANGUAGES:
            loaded = [lines[code][0] for lines in restored.log][:len(opening)]
            if code == "en":
                assert loaded == opening
            assert all(line.strip() for line in loaded)


def test_bazyliszek_says_who_was_drawn_to_start_round_1():
    rules = registry.get("bazyliszek").rules()
    seen = set()
    for seed in range(12):
        session = Session.new(rules, _players(None, 3), {}, seed)
        first = rules.current_seat(session.state)
        assert session.log[1] == (f"Round 1 begins with 45 rooms face down; {NAMES[first]}, "
                                  "drawn at random, starts.")
        seen.add(first)
    assert seen == {0, 1, 2}
