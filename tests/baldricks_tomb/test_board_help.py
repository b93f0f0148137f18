"""What the board asks the rules instead of working it out itself: how many skills a seat
keeps (``view()["skills_to_keep"]``), why running away is not possible
(``run_refusal``), what the move phase's buttons do (``ACTION_HELP``, the Steal attempt
"Baldrick's Gem": a tie changes nothing). Expected sentences are written out by hand."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import give_skill, no_skills, players, ready, rig, step, top


def test_the_view_says_how_many_skills_to_keep_while_they_are_chosen():
    seen = set()
    for game in range(12):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), {"custom_characters": game % 3 != 2}, game)
        for _ in range(40):
            for seat in (None, *range(s.n)):
                keep = R.view(s, seat)["skills_to_keep"]
                assert keep == (3 if s.phase == "skills" else 0), (s.phase, seat)
            if s.phase == "skills":
                choices = [a for a in R.legal_actions(s) if a["type"] == "keep_skills"]
                assert choices and all(len(a["cards"]) == 3 for a in choices)
            seen.add(s.phase)
            R.apply(s, rng.choice(R.legal_actions(s)))
    assert {"skills", "place_tokens", "move"} <= seen


def fighting(monster, gold, skill=None):
    """Ana alone, fighting ``monster`` with ``gold`` gold (and ``skill`` kept)."""
    s = ready(1, tokens={"monster1": (1, 2)})
    no_skills(s)
    if skill:
        give_skill(s, 0, skill)
    top(s, "monster", monster)
    s.gold[0], s.supply = gold, 60 - gold
    step(s, (1, 2))
    assert s.phase == "combat"
    return s


@pytest.mark.parametrize("monster, gold, skill, reason", [
    ("tomb_lord", 2, None, "Running costs 3 gold; you have 2."),
    ("tomb_lord", 0, None, "Running costs 3 gold; you have 0."),
    ("tomb_lord", 1, "coward", "Running costs 2 gold; you have 1."),
    ("ghoul", 1, None, "Running costs 2 gold; you have 1."),
    ("tomb_lord", 3, None, None),
    ("bat_swarm", 1, None, None),
    ("ghoul", 1, "coward", None),
])
def test_running_away_is_refused_from_the_view_as_the_rules_refuse_it(monster, gold, skill, reason):
    s = fighting(monster, gold, skill)
    for seat in (None, 0):
        assert R.run_refusal(R.view(s, seat)) == reason
    assert ({"type": "run"} in R.legal_actions(s)) == (reason is None)
    if reason is not None:
        with pytest.raises(R.IllegalAction) as refused:
            R.apply(s, {"type": "run"})
        assert refused.value.reason == reason


def test_there_is_nothing_to_run_from_outside_a_fight():
    assert R.run_refusal(R.view(ready(2), None)) is None


def steal_attempt(thief_die, holder_die, thief_bonus_skill=None):
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    if thief_bonus_skill:
        give_skill(s, 0, thief_bonus_skill)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    return rig(s, thief_die, holder_die)


# What the board's Steal button says happens, clause by clause.
STEAL_OUTCOMES = {"higher": "roll higher and the Gem is yours",
                  "lower": "roll lower and you lose 1 HP",
                  "tie": "a tie changes nothing"}


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 8), st.integers(1, 8), st.sampled_from([None, "pickpocket"]))
def test_the_steal_buttons_words_say_what_a_steal_does(thief_die, holder_die, skill):
    help_text = R.ACTION_HELP["steal"]
    assert "lower or equal" not in help_text
    s = steal_attempt(thief_die, holder_die, skill)
    before_hp = s.hp[0]
    event = R.apply(s, {"type": "steal"})[0]
    thief, holder = event["thief_roll"], event["holder_roll"]
    outcome = "higher" if thief > holder else "lower" if thief < holder else "tie"
    assert STEAL_OUTCOMES[outcome] in help_text
    assert (s.gem_holder, s.hp[0]) == {"higher": (0, before_hp), "lower": (1, before_hp - 1),
                                       "tie": (1, before_hp)}[outcome]


def test_every_move_button_has_the_rules_words():
    assert set(R.ACTION_HELP) == {"end_move", "exit", "steal"}
    assert all(text.endswith(".") and text[0].isupper() for text in R.ACTION_HELP.values())
