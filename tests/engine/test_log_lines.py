"""Counts in the game log read as English in every game: "1 mirror pair", "2 mirror
pairs", never "1 mirror pair(s)" or "1 rooms"."""
from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.engine import registry
from games.engine.words import plural

GAMES = [g.game_id for g in registry.available_games()]
NOUNS = r"(?:room|pair|point|shield|token|step|card|scroll|coin|element|builder|skill)"
# "1 rooms", "1 mirror pairs", "1 free steps"
ONE_WITH_PLURAL = re.compile(rf"(?<![\w.,+-])1 (?:[a-z]+ )?{NOUNS}s\b")
# "0 room", "3 mirror pair", "12 other room"
MANY_WITH_SINGULAR = re.compile(rf"(?<![\w.,+-])(?:0|[2-9]|\d\d+) (?:[a-z]+ )?{NOUNS}\b(?!s)")


def bad_counts(line: str) -> list[str]:
    """The ungrammatical counts in ``line``."""
    found = ONE_WITH_PLURAL.findall(line) + MANY_WITH_SINGULAR.findall(line)
    return found + (["(s)"] if "(s)" in line else [])


@given(st.integers(-1000, 1000), st.sampled_from(["room", "mirror pair", "free step"]))
def test_plural_takes_the_singular_only_for_one(n, word):
    text = plural(n, word)
    assert text.startswith(f"{n} ")
    assert text.endswith(word if n in (1, -1) else word + "s")
    assert bad_counts(text) == []


def test_plural_with_an_irregular_word():
    assert plural(1, "die", "dice") == "1 die" and plural(3, "die", "dice") == "3 dice"


@pytest.mark.parametrize("line", ["Ola scores 6: 1 mirror pair(s), 1 other room(s).",
                                  "Round 2 begins with 1 rooms face down.",
                                  "Ada has 1 free steps left.", "3 mirror pair, 0 other room."])
def test_the_check_catches_bad_counts(line):
    assert bad_counts(line)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_log_line_of_random_games_miscounts(game_id):
    info = registry.get(game_id)
    rules = info.rules()
    lines = set()
    for game in range(25):
        rng = random.Random(game)
        n = rng.randint(info.min_players, info.max_players)
        players = [{"name": f"P{i}", "colour": f"c{i}", "shields": i % 3} for i in range(n)]
        options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
        state = rules.new_game(players, options, seed=game)
        for _ in range(5000):
            if rules.is_over(state):
                break
            for event in rules.apply(state, rng.choice(rules.legal_actions(state))):
                lines.add(rules.describe(state, event))
    assert len(lines) > 10
    bad = {line: bad_counts(line) for line in lines if bad_counts(line)}
    assert not bad, bad


@pytest.mark.parametrize("pairs,singles,shielded,expected", [
    (0, 0, 0, "Ola scores 0 points: 0 mirror pairs, 0 other rooms."),
    (1, 0, 0, "Ola scores 5 points: 1 mirror pair, 0 other rooms."),
    (0, 1, 0, "Ola scores 1 point: 0 mirror pairs, 1 other room."),
    (2, 3, 1, "Ola scores 13 points: 2 mirror pairs, 3 other rooms (1 shield used)."),
    (1, 1, 2, "Ola scores 6 points: 1 mirror pair, 1 other room (2 shields used)."),
])
def test_bazyliszek_score_lines_count_in_english(pairs, singles, shielded, expected):
    from games.bazyliszek import rules as R
    state = R.new_game([{"name": "Ola", "colour": "c0"}, {"name": "Bart", "colour": "c1"}],
                       {}, 1)
    result = {"cards": [], "pairs": [["a", "b"]] * pairs, "singles": ["c"] * singles,
              "shielded": ["d"] * shielded, "basilisk": False, "duplicates": [],
              "points": 5 * pairs + singles, "shields_held": shielded}
    event = {"type": "pile_scored", "seat": 0, "result": result}
    assert R.describe(state, event) == expected


@pytest.mark.parametrize("cards,expected", [(1, "1 room face down"), (47, "47 rooms face down")])
def test_bazyliszek_round_two_line_counts_in_english(cards, expected):
    from games.bazyliszek import rules as R
    state = R.new_game([{"name": "Ola", "colour": "c0"}, {"name": "Bart", "colour": "c1"}],
                       {}, 1)
    line = R.describe(state, {"type": "round_started", "round": 2, "seat": 1, "cards": cards})
    assert expected in line


@pytest.mark.parametrize("steps,expected", [(0, "0 free steps"), (1, "1 free step left"),
                                            (2, "2 free steps")])
def test_tomb_free_steps_line_counts_in_english(steps, expected):
    if "baldricks_tomb" not in GAMES:
        pytest.skip("Baldrick's Tomb is not available")
    rules = registry.get("baldricks_tomb").rules()
    state = rules.new_game([{"name": "Ada", "colour": "c0"}], {}, 1)
    assert expected in rules.describe(state, {"type": "free_steps", "seat": 0,
                                              "free_steps": steps})


def test_lists_of_names_read_as_english():
    from games.engine.words import and_list
    assert and_list([]) == ""
    assert and_list(["Ola"]) == "Ola"
    assert and_list(["Ola", "Bart"]) == "Ola and Bart"
    assert and_list(iter(["Ola", "Bart", "Cyryl"])) == "Ola, Bart and Cyryl"
    assert and_list(["A", "B", "C", "D"]) == "A, B, C and D"
