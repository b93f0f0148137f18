"""Baldrick's Tomb's dialogs and prompts in Polish: the end of a floor names the First to
Land holder without a gendered sentence (and not at all when one plays alone), the final
screen names the winner without "odkrywca" (a solo game shows its score), the skill
prompt quotes the keep button exactly as it is labelled, and the setup's on/off options
say "Włączone" in full. Checked in both languages for many names, counts and floors;
the expected words are written by hand."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402
from hypothesis import given, settings, strategies as st  # noqa: E402

from games.baldricks_tomb import rules as R  # noqa: E402
from games.baldricks_tomb.ui import texts as T  # noqa: E402
from games.baldricks_tomb.ui.combat import FinalScene, FloorEndScene  # noqa: E402
from games.engine import i18n  # noqa: E402

NAMES = st.lists(st.sampled_from(["Zośka", "Ola", "Bartłomiej Żółkiewski", "Jan"]),
                 min_size=1, max_size=4)


class Board:
    """What the dialogs read of a board: its view and the seats' names."""

    def __init__(self, names, ftl=0, depth=2, winners=(0,), scores=None):
        scores = scores or [3] * len(names)
        self.players = [{"name": n, "score": s} for n, s in zip(names, scores)]
        self._view = {"players": self.players, "ftl": ftl, "depth": depth,
                      "winners": list(winners)}

    def view(self):
        return self._view

    def seat_name(self, seat):
        return self.players[seat]["name"]


def scene(cls, board, **attrs):
    s = cls.__new__(cls)
    s.board = board
    for k, v in attrs.items():
        setattr(s, k, v)
    return s


def in_polish(fn):
    i18n.set_language("pl")
    try:
        return fn()
    finally:
        i18n.set_language("en")


@settings(max_examples=40, deadline=None)
@given(NAMES, st.integers(1, 6), st.integers(1, 4), st.data())
def test_the_floor_end_names_first_to_land_only_at_a_table_of_several(names, floor, depth, data):
    ftl = data.draw(st.integers(0, len(names) - 1))
    s = scene(FloorEndScene, Board(names, ftl=ftl, depth=depth),
              event={"floor": floor, "floors": floor + 1})
    pl = in_polish(s.footer)
    en = s.footer()
    if len(names) == 1:
        assert pl == f"Dalej: piętro {floor + 1} (głębokość {depth})."
        assert en == f"Next: floor {floor + 1} (depth {depth})."
    else:
        assert pl == (f"Dalej: piętro {floor + 1} (głębokość {depth}). Żeton Pierwszego "
                      f"Zejścia: {names[ftl]} (rozkłada gruz).")
        assert en == (f"Next: floor {floor + 1} (depth {depth}). {names[ftl]} holds First to "
                      f"Land and lays out the rubble.")


@pytest.mark.parametrize("names, winners, pl, en", [
    (["Zośka", "Ola"], [0], "Wygrywa: Zośka!", "Zośka is top explorer!"),
    (["Zośka", "Ola", "Jan"], [1], "Wygrywa: Ola!", "Ola is top explorer!"),
    (["Zośka", "Ola"], [0, 1], "Zwycięstwo dzielą: Zośka i Ola!",
     "Zośka and Ola share the victory!"),
])
def test_the_final_verdict_names_the_winner_without_a_gender(names, winners, pl, en):
    s = scene(FinalScene, Board(names, winners=winners))
    assert in_polish(s.verdict) == pl
    assert s.verdict() == en


@given(st.integers(0, 60))
def test_a_solo_game_ends_on_its_score(score):
    s = scene(FinalScene, Board(["Ola"], scores=[score]))
    assert in_polish(s.verdict) == f"Twój wynik: {score}"
    assert s.verdict() == f"Your score: {score}"


@pytest.mark.parametrize("n, button_pl, button_en", [
    (3, "Zatrzymaj te 3", "Keep these 3"), (2, "Zatrzymaj te 2", "Keep these 2"),
    (5, "Zatrzymaj tych 5", "Keep these 5")])
def test_the_skill_prompt_quotes_the_keep_button_exactly(n, button_pl, button_en):
    v = {"phase": "skills", "skills_to_keep": n}
    for prompt in (T.instruction, T.short_instruction):
        assert in_polish(lambda: T.keep_label(n)) == button_pl
        assert f"potem „{button_pl}”." in in_polish(lambda: prompt(v, "Ola", None))
        assert f'then "{button_en}".' in prompt(v, "Ola", None)


def test_the_on_off_options_are_written_in_full():
    options = in_polish(R.setup_options)
    switches = [o for o in options if o.key.startswith(("custom", "persistent"))]
    assert switches and all([label for _v, label in o.choices] == ["Wyłączone", "Włączone"]
                            for o in switches)
