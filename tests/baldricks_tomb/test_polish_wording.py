"""Baldrick's Tomb's log lines in Polish read without declining a player's name or
guessing a gender ("Name: ..." forms, the present tense), say nothing written for a table
of several players when one plays alone, and write every space the same way, in
brackets. Each line is checked in Polish and in English for many names and amounts;
the expected words are written out by hand (gold: 1 złoto, otherwise złota)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games.baldricks_tomb import rules as R
from games.engine import i18n
from tests.baldricks_tomb.helpers import ready

NAMES = st.sampled_from(["Zośka", "Bartłomiej Żółkiewski", "Ola", "Jan", "Ana"])
GOLD = st.integers(1, 40)
FIXTURE = HealthCheck.function_scoped_fixture      # the language only: the same for every input
CELLS = st.tuples(st.integers(1, 8), st.integers(1, 8))


def zloto(n: int) -> str:
    """"złoto" after 1, "złota" after any other count (every count of gold the game
    names: 2-4 and 5+ share that form for this noun)."""
    return "złoto" if n == 1 else "złota"


def named(state, *names):
    for seat, name in enumerate(names):
        state.players[seat]["name"] = name
    return state


@settings(max_examples=40, deadline=None)
@given(NAMES, NAMES, GOLD, st.integers(1, 7))
def test_a_collapse_names_each_seat_still_inside_with_its_loss(a, b, lost, floor):
    s = named(ready(2), a, b)
    event = {"type": "floor_end", "floor": floor, "everyone_out": False,
             "losses": [[0, lost], [1, 0]]}
    i18n.set_language("pl")
    try:
        assert R.describe(s, event) == (f"Piętro {floor} się zawala! W środku: {a} traci {lost} "
                                        f"{zloto(lost)}, {b} nie ma złota do stracenia.")
    finally:
        i18n.set_language("en")
    assert R.describe(s, event) == (f"Floor {floor} collapses! Still inside: {a} loses {lost} "
                                    f"gold, {b} has no gold to lose.")


@pytest.mark.parametrize("n, pl, en", [
    (1, "Umiejętności wybrane.", "The skills are chosen."),
    (2, "Wszyscy wybrali już umiejętności.", "Everyone has chosen their skills."),
    (4, "Wszyscy wybrali już umiejętności.", "Everyone has chosen their skills."),
])
def test_the_skills_line_speaks_to_everyone_only_when_several_play(n, pl, en):
    s = ready(n)
    event = {"type": "skills_revealed"}
    assert R.describe(s, event) == en
    i18n.set_language("pl")
    try:
        assert R.describe(s, event) == pl
    finally:
        i18n.set_language("en")


@settings(max_examples=30, deadline=None, suppress_health_check=[FIXTURE])
@given(NAMES, st.integers(0, 6), st.integers(1, 4))
def test_poison_and_combat_bonus_lines_need_no_declined_name(polish, name, poison, bonus):
    s = named(ready(1), name)
    assert R.describe(s, {"type": "poison", "seat": 0, "poison": poison}) == \
        f"{name}: znacznik trucizny na polu {poison}."
    assert R.describe(s, {"type": "combat_bonus", "seat": 0, "bonus": bonus}) == \
        f"{name} dodaje +{bonus} do następnego rzutu w walce."


@settings(max_examples=30, deadline=None, suppress_health_check=[FIXTURE])
@given(NAMES, CELLS)
def test_every_space_in_the_log_is_written_in_brackets(polish, name, cell):
    s = named(ready(1), name)
    where = f"(czerwona {cell[0]}, niebieska {cell[1]})"
    lines = {
        "pawn_placed": f"{name} rzuca kośćmi i zaczyna na polu {where}.",
        "token_placed": f"{name} kładzie żeton gruzu na polu {where}.",
        "teleport": f"{name} ląduje na polu {where}.",
        "reentered": f"{name} wraca na planszę na polu {where}.",
    }
    for kind, line in lines.items():
        assert R.describe(s, {"type": kind, "seat": 0, "cell": list(cell)}) == line


@settings(max_examples=20, deadline=None, suppress_health_check=[FIXTURE])
@given(NAMES, GOLD)
def test_the_first_out_line_is_gender_neutral(polish, name, gold):
    s = named(ready(2), name)
    line = R.describe(s, {"type": "exited", "seat": 0, "first": True, "gold": gold})
    assert line == (f"Pierwsze wyjście z piętra: {name}; +{gold} {zloto(gold)} i żeton "
                    f"Pierwszego Zejścia.")
