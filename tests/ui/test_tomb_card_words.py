"""Baldrick's Tomb's card texts break only between words: a small hand or board card's
title and a card's body text never split a word across two lines (a word too long for
the line is drawn smaller or condensed instead). Checked by line count: a label of words
each too wide to share a line has exactly one line per word."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from sprites import fonts  # noqa: E402
from sprites.baldricks_tomb import cards  # noqa: E402

# The playtester's broken labels (Polish card names) and long words of any letters.
POLISH = ["Kieszonkowiec", "Rzeczoznawca", "Oczyszczenie", "Zmatowiała korona",
          "Dalekowzroczność", "Gruba skóra", "Szczur tunelowy", "Najemnik"]
LONG_WORDS = st.text(alphabet="aąbcćdeęfghijklłmnńoóprsśtuwyzźżAZŁŚ", min_size=9, max_size=18)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    yield pygame.display.set_mode((1280, 800))


def lines_drawn(surface: pygame.Surface, px: int, bold: bool) -> int:
    """How many text lines a rendered label holds (its height over the line height)."""
    return round(surface.get_height() / fonts.line_height(px, bold))


@pytest.mark.parametrize("title", POLISH)
@pytest.mark.parametrize("size", [(54, 88), (60, 84), (76, 104)])
def test_a_mini_cards_title_never_breaks_inside_a_word(title, size):
    room = cards._mini_room("skill", size)
    px = cards.title_size("skill", [title], size, mini=True)
    label = cards._mini_label(title, px, room)
    words = title.split()
    assert lines_drawn(label, px, True) <= len(words)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LONG_WORDS, min_size=1, max_size=3), st.integers(9, 14))
def test_words_too_wide_for_the_room_are_never_split(words, px):
    room = pygame.Rect(0, 0, 30, 400)             # narrower than any of these words
    label = cards._mini_label(" ".join(words), px, room)
    assert lines_drawn(label, px, True) <= len(words)
    assert lines_drawn(cards._mini_label(words[0], px, room), px, True) == 1


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LONG_WORDS, min_size=1, max_size=4))
def test_a_cards_body_text_never_breaks_inside_a_word(words):
    rect = pygame.Rect(0, 0, 40, 600)             # tall: only the width limits
    label = cards._body_text(" ".join(words), rect, 14)
    assert label.get_width() <= rect.w
    # at whatever size it was drawn (9 to 14 px), no more lines than words
    assert any(label.get_height() <= len(words) * fonts.line_height(px) + 1
               for px in range(9, 15))
    single = cards._body_text(words[0], rect, 14)
    assert any(abs(single.get_height() - fonts.line_height(px)) <= 1 for px in range(9, 15))
