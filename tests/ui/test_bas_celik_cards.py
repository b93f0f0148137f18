"""The characters' cards of a 6-seat Baš-Čelik game in the smallest window (1024x640,
the board drawn at 0.8): every text on a card is at least 12 px there (15 px drawn), lies
inside its own card, and no two texts or cards overlap. Positions come from a 6-seat game
played by the rules alone, opened as a loaded save."""
from __future__ import annotations

import itertools

import pygame
import pytest

from games.bas_celik.ui import layout as L
from games.bas_celik.ui import painting
from sprites import fonts
from tests.ui.bas_celik_driver import open_position, positions

SMALLEST = 0.8                      # 1024x640 / 1280x800
COLOURS = ("blue", "yellow", "vermillion", "sky", "purple", "orange")


@pytest.fixture(scope="module")
def six():
    """Positions of a 6-seat game: every 40th action, and those where cards are full."""
    players = [{"name": f"Player {i + 1}", "colour": c} for i, c in enumerate(COLOURS)]

    def keep(session, step, _action):
        full = sum(1 for h in session.state.heroes if h and (h["items"] or h["curses"]))
        return step % 40 == 0 or (full >= 3 and step % 7 == 0)
    return positions(players, {}, 12, keep, 900, enough=lambda f: len(f) >= 14)


class Spy(pygame.Surface):
    """A surface that notes where each text surface is blitted."""

    def __init__(self, texts):
        super().__init__((1280, 800))
        self.texts, self.placed = texts, []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        if id(source) in self.texts:
            self.placed.append((self.texts[id(source)], rect))
        return rect


def test_six_seats_cards_are_readable_in_the_smallest_window(driver, six, monkeypatch):
    texts: dict[int, tuple[str, int]] = {}
    fit, text = fonts.fit, fonts.text

    def spy_fit(s, size, colour, width, *, bold=False, minimum=16, title=False):
        surface = fit(s, size, colour, width, bold=bold, minimum=minimum, title=title)
        texts[id(surface)] = (s, min(size, minimum))       # the smallest it may come out
        return surface

    def spy_text(s, size, colour, bold=False, wraplength=0, align="left", *, title=False):
        surface = text(s, size, colour, bold, wraplength, align, title=title)
        texts[id(surface)] = (s, size)
        return surface
    lines = 0
    for position in six:
        board = open_position(driver, position)
        monkeypatch.setattr(fonts, "fit", spy_fit)
        monkeypatch.setattr(fonts, "text", spy_text)
        texts.clear()
        surface = Spy(texts)
        hits = []
        painting.draw_cards(surface, board.view(), board.seat_colour, hits)
        monkeypatch.undo()
        cards = [r for r, _s in hits]
        assert len(cards) == 6
        for a, b in itertools.combinations(cards, 2):
            assert not a.colliderect(b)
        assert all(L.CARDS.contains(r) for r in cards)
        for (said, px), rect in surface.placed:
            assert px * SMALLEST >= 12, (said, px)
            assert any(card.contains(rect) for card in cards), (said, rect)
        for ((a, ra), (b, rb)) in itertools.combinations(surface.placed, 2):
            assert not ra.colliderect(rb), (a, b)
        lines += len(surface.placed)
    assert lines > 6 * 3 * len(six) // 2
