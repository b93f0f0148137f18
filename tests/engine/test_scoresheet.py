"""The score sheet (``games.engine.scoresheet``, issue 15's statistics on the final screen):
for every game, over several seeds of random games, the breakdown's rows add up, seat by
seat, to the final scores; the chart's values, worked out by replaying the saved actions,
equal the values taken while the actions were played, also from a save read back; each
game's breakdown names the sources its rulebook scores by."""
from __future__ import annotations

import random

import pytest

from games.engine import registry
from games.engine.launch import session_record
from games.engine.scoresheet import POINTS_LABEL, SheetError, row_sums, score_sheet
from games.engine.session import Session, turn_of
from saves import store

GAMES = {"bazyliszek": 4, "baldricks_tomb": 3, "basilica": 2, "labirynt": 3, "bas_celik": 4}
COLOURS = ["blue", "yellow", "vermillion", "sky", "purple", "orange"]


def played(game_id: str, seed: int, seats: int, steps: int = 10 ** 6):
    """A game played by the playout policy, and the chart values taken while playing it:
    ``[(turn number, values)]`` at the start, at each turn begun, and at the end."""
    rules = registry.get(game_id).rules()
    session = Session.new(rules, [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(seats)],
                          {}, seed)
    values = getattr(rules, "chart_values", rules.scores)
    rng, taken = random.Random(seed), [(0, list(values(session.state)))]
    turn = turn_of(rules, session.state)
    while not rules.is_over(session.state) and len(session.actions) < steps:
        session.act(rules.playout_policy(session.state, rng))
        now = turn_of(rules, session.state)
        if now != turn and rules.current_seat(session.state) is not None:
            taken.append((len(taken), list(values(session.state))))
        turn = now
    if taken[-1][1] != list(values(session.state)) or len(taken) == 1:
        taken.append((len(taken), list(values(session.state))))
    return session, taken


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rows_add_up_to_the_scores_and_the_chart_to_the_game_played(game_id, seed):
    session, taken = played(game_id, seed, GAMES[game_id])
    sheet = score_sheet(session_record(session))
    assert sheet.totals == list(session.rules.scores(session.state))
    assert row_sums(sheet) == sheet.totals
    assert sheet.turns == taken
    assert all(isinstance(label, str) and label for label, _values in sheet.rows)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_read_back_gives_the_same_sheet(game_id, tmp_path):
    session, _taken = played(game_id, 5, GAMES[game_id])
    path = store.save_named(session_record(session, "named"), tmp_path)
    loaded = store.read_record(path)
    assert score_sheet(loaded) == score_sheet(session_record(session))


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_game_has_a_sheet_of_its_turns_so_far(game_id):
    session, taken = played(game_id, 6, GAMES[game_id], steps=40)
    sheet = score_sheet(session_record(session))
    assert sheet.turns == taken and row_sums(sheet) == sheet.totals


def test_each_game_names_its_sources():
    labels = {}
    for game_id, seats in GAMES.items():
        session, _taken = played(game_id, 2, seats)
        sheet = score_sheet(session_record(session))
        labels[game_id] = (sheet.label, [label for label, _v in sheet.rows])
    assert labels["bazyliszek"][1][:4] == ["Round 1: mirror pairs", "Round 1: other rooms",
                                           "Round 2: mirror pairs", "Round 2: other rooms"] \
        or "Round 1: petrified by the basilisk" in labels["bazyliszek"][1]
    assert labels["bazyliszek"][0] == POINTS_LABEL
    assert labels["basilica"][1] == ["Scoring 1", "Scoring 2", "Scoring 3"][:len(labels["basilica"][1])]
    assert all(label.startswith("Floor ") for label in labels["baldricks_tomb"][1])
    assert labels["baldricks_tomb"][0] == "Gold (the Gem counts 5)"
    assert labels["labirynt"][0] == "Gems" and "Gems spent" in labels["labirynt"][1]
    assert labels["bas_celik"][0] == "Key cards held or placed"
    assert labels["bas_celik"][1][:3] == ["Victory", "Key cards (2 each)",
                                          "Most strikes dealt to Baš-Čelik"]


def test_bazyliszek_petrified_pile_shows_what_the_basilisk_took():
    """A pile with identical rooms scores 0 ("Gameplay"): its pairs and rooms are shown as
    they would have scored and the basilisk's row takes them back."""
    from games.bazyliszek import rules
    from games.bazyliszek.rooms import load_rooms
    from games.bazyliszek.scoring import score_pile
    from games.bazyliszek.sheet import breakdown
    session, _taken = played("bazyliszek", 3, 3)
    state, rooms = session.state, load_rooms()
    same: dict = {}
    for cid, card in rooms.cards.items():
        same.setdefault((card.design, card.mirrored), []).append(cid)
    twins = next(ids for ids in same.values() if len(ids) > 1)
    mirror = next(ids[0] for (design, mirrored), ids in same.items()
                  if design == rooms.card(twins[0]).design and mirrored != rooms.card(twins[0]).mirrored)
    pile = [twins[0], twins[1], mirror]                   # a mirror pair, and an identical room
    caught = score_pile(pile, rooms, 0)
    assert caught.basilisk and caught.points == 0
    state.totals[1] -= state.results[0][1]["points"]
    state.results[0][1] = caught.to_dict()
    rows = dict(breakdown(state))
    assert rows["Round 1: mirror pairs"][1] == 5 and rows["Round 1: other rooms"][1] == 0
    assert rows["Round 1: petrified by the basilisk"][1] == -5
    assert rows["Round 1: petrified by the basilisk"][0] == 0
    assert [sum(v[seat] for v in rows.values()) for seat in range(3)] == rules.scores(state)


def test_moves_that_no_longer_replay_are_said():
    session, _taken = played("basilica", 1, 2, steps=10)
    record = session_record(session)
    record["actions"][3] = {"type": "nonsense"}
    with pytest.raises(SheetError) as caught:
        score_sheet(record)
    assert "Move 4 of 10" in caught.value.reason
