"""The game log per seat (``describe(state, event, seat)``, protocol ``"shown_to"``): the
seat that drew a scroll, peeked at a token or kept its skills reads what it saw; every
other seat and the table read the public line, which names none of it."""
import random
import re

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, players, ready, step, top
from tests.baldricks_tomb.test_log_privacy import cards_named
from tests.baldricks_tomb.test_random_games import options_for

SENTENCE = re.compile(r"^[A-Z0-9].*[.!?]$")


def test_a_drawn_scroll_is_named_to_its_drawer_alone():
    s = ready(2, tokens={"scroll1": (1, 2)})
    no_skills(s)
    top(s, "scroll", "haste")
    drawn = step(s, (1, 2))[-1]
    assert drawn["shown_to"] == [0]
    assert R.describe(s, drawn, 0) == "Ana draws a scroll card: Haste."
    assert R.describe(s, drawn, 1) == R.describe(s, drawn) == "Ana draws a scroll card."


def test_kept_skills_are_named_to_their_keeper_alone():
    s = R.new_game(players(2), {"custom_characters": True}, seed=3)
    keep = s.offers[0][1:4]
    kept = R.apply(s, {"type": "keep_skills", "cards": keep})[0]
    names = [R.content().skills[c].name for c in keep]
    assert R.describe(s, kept, 0) == f"Ana keeps three skills: {names[0]}, {names[1]} and {names[2]}."
    assert R.describe(s, kept, 1) == R.describe(s, kept) == "Ana keeps three skills."


def test_trap_lines_are_sentences_with_their_words_kept():
    s = ready(1, tokens={"trap1": (1, 2)})
    no_skills(s)
    top(s, "trap", "falling_rocks")
    trap = next(e for e in step(s, (1, 2)) if e["type"] == "trap")
    assert R.describe(s, trap, 0) == R.describe(s, trap) == "Ana reveals a trap: Falling Rocks, -1 HP."
    s = ready(1, tokens={"trap1": (1, 2)})
    top(s, "trap", "falling_rocks")
    s.wards[0] = 1
    trap = next(e for e in step(s, (1, 2)) if e["type"] == "trap")
    assert R.describe(s, trap) == "Ana reveals a trap: Falling Rocks, stopped by a ward."


def test_an_event_the_rules_do_not_know_is_refused():
    """An event type the game never makes is a mistake in the code, not a log line: it
    is named in a ``ValueError`` (for the table and for every seat alike)."""
    s = R.new_game(players(2), {}, seed=1)
    for seat in (None, 0, 1):
        with pytest.raises(ValueError, match="^Baldrick's Tomb makes no 'strange_noise' event$"):
            R.describe(s, {"type": "strange_noise", "seat": 0, "shown_to": [0]}, seat)


def test_over_random_games_only_the_seats_shown_an_event_read_more():
    """Every seat outside ``shown_to`` reads exactly the public line; the seats in it read
    a sentence that differs and names the scroll or skills, or the token's kind, it saw;
    the public line names no card in a hand."""
    kinds = set()
    for game in range(40):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), options_for(game, rng), seed=game)
        while not R.is_over(s):
            for e in R.apply(s, rng.choice(R.legal_actions(s))):
                public = R.describe(s, e)
                shown = e.get("shown_to", [])
                if e["type"] in ("scroll_drawn", "peek", "skills_kept"):
                    assert shown == [e["seat"]], e        # the drawer, peeker, chooser
                for seat in range(s.n):
                    line = R.describe(s, e, seat)
                    assert SENTENCE.match(line), line
                    if seat not in shown:
                        assert line == public, (e, seat)
                        continue
                    assert line != public and line.startswith(public[:-1]), (e, line)
                    kinds.add(e["type"])
                    if e["type"] == "scroll_drawn":
                        assert {c for c in cards_named(line) if c[0] == "scroll"} == \
                            {("scroll", e["card"])}
                    elif e["type"] == "skills_kept":
                        assert cards_named(line) == {("skill", c) for c in e["cards"]}
                    else:
                        assert e["kind"] in line.lower()
                if shown:
                    assert not cards_named(public) & ({("scroll", e.get("card"))}
                                                      | {("skill", c) for c in e.get("cards", [])})
    assert kinds == {"scroll_drawn", "skills_kept", "peek"}
