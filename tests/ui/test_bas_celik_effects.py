"""What is in effect on a character shows on its card and in its hover text (G. Curses
played on it, Events such as Night Dread, the finale's Baš-Čelik and heart): a change
to its rolls with the cycles left, a paralysis, a skipped turn, no healing, Baš-Čelik
carried. All of it is public: the table's view shows it too."""
from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bas_celik import rules as R
from games.bas_celik.ui import painting
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import edit, game
from tests.ui.pseudo import Recorder


@given(st.integers(-3, 3).filter(bool), st.integers(1, 3), st.integers(0, 3), st.booleans(),
       st.booleans(), st.booleans())
@settings(max_examples=25, deadline=None)
def test_effects_show_on_the_card_and_in_the_hover(amount, cycles, paralysed, skip, no_heal,
                                                   carries):
    pygame.init()
    s = game(3, seed=2)
    seat = s.order[0]

    def change(d):
        d["heroes"][seat].update(mods=[[amount, cycles, "event"]], paralysed=paralysed,
                                 skip=int(skip), no_heal=no_heal)
        if carries:
            d["centre"]["bc"] = seat
    s = edit(s, change)
    for viewer in (None, seat, (seat + 1) % 3):
        v = R.view(s, viewer)
        help_text = T.hero_help(v, seat)
        sign = "%+d" % amount
        assert f"{sign} to rolls for {cycles} cycle" in help_text
        assert ("Paralysed for" in help_text) == bool(paralysed)
        assert ("Skips the next cycle" in help_text) == skip
        assert ("Cannot heal this cycle" in help_text) == no_heal
        assert ("Carries Baš-Čelik" in help_text) == carries
        mp = pytest_monkeypatch()
        recorder = Recorder(games=("bas_celik",))
        recorder.install(mp)
        surface = pygame.Surface((1280, 800))
        painting.draw_cards(surface, v, lambda _s: "blue", [])
        mp.undo()
        texts = " | ".join(x.text for x in recorder.drawn)
        assert sign in texts or " more" in texts, texts


def pytest_monkeypatch():
    from _pytest.monkeypatch import MonkeyPatch
    return MonkeyPatch()
