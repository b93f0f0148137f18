"""The game log's table (``log_lines._LINES``, a ``rulekit.EventLines``): every event
type the rules make in random games has a line, for the table and for every seat, and
an event type the rules never make is refused instead of read out."""
import random
import string

import pytest
from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from games.engine.rulekit import Template
from games.baldricks_tomb.log_lines import _LINES
from tests.baldricks_tomb.helpers import players
from tests.baldricks_tomb.test_random_games import new_random_game


def event_types_of_random_games(games=48):
    """Every event type random games make, with one example state and event of each."""
    seen = {}
    for game in range(games):
        state, rng = new_random_game(3000 + game)
        while not R.is_over(state):
            for e in R.apply(state, rng.choice(R.legal_actions(state))):
                if e["type"] not in seen:
                    seen[e["type"]] = (R.clone(state), e)
    return seen


SEEN = event_types_of_random_games()


def test_every_event_type_the_rules_make_has_a_line():
    assert len(SEEN) >= 40                      # the games reach most of the game
    missing = sorted(set(SEEN) - set(_LINES.kinds()))
    assert not missing, f"no log line for {missing}"
    for kind, (state, event) in SEEN.items():
        for seat in [None, *range(state.n)]:
            line = R.describe(state, event, seat)
            assert line[:1].isupper() or line[:1].isdigit(), (kind, line)
            assert line.endswith((".", "!")), (kind, line)


def test_private_lines_are_for_event_types_that_have_a_public_line():
    assert set(_LINES.private) <= set(_LINES.public)
    assert set(_LINES.private) == {"scroll_drawn", "peek", "skills_kept"}


def _template_fields(maker):
    """The named fields of a table line that is a template (``None`` for a function)."""
    text = maker if isinstance(maker, str) else maker.text if isinstance(maker, Template) else None
    if text is None:
        return None
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_templates_name_plain_fields_only():
    """What a translator reads: ``{name}``, ``{space}``, never ``{cell[0]}`` or an
    attribute; and the table has templates for most of its lines."""
    templates = 0
    for kind in _LINES.kinds():
        for table in (_LINES.public, _LINES.private):
            fields = _template_fields(table[kind]) if kind in table else None
            if fields is None:
                continue
            templates += 1
            assert all(f.isidentifier() for f in fields), (kind, fields)
    assert templates >= 30


@settings(max_examples=60, deadline=None)
@given(kind=st.text(min_size=1, max_size=30).filter(lambda k: k not in _LINES.kinds()),
       seat=st.sampled_from([None, 0, 1]))
def test_any_event_type_the_game_does_not_make_is_refused(kind, seat):
    state = R.new_game(players(2), {}, seed=1)
    with pytest.raises(ValueError, match="^Baldrick's Tomb makes no "):
        R.describe(state, {"type": kind, "seat": 0, "shown_to": [0, 1]}, seat)


def test_known_event_types_are_not_refused_for_any_seat():
    state, event = SEEN["turn"]
    rng = random.Random(1)
    for _ in range(5):
        seat = rng.choice([None, *range(state.n)])
        assert R.describe(state, event, seat).startswith("Round ")
