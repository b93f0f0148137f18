"""Baldrick's Tomb card faces read as solid cards: whatever lies beneath a card (the
board under a hover preview, the dimmed board under a zoom) never shows through it.
Every face (monster, treasure, scroll, trap, skill, the small hand cards and the backs)
is opaque inside its rounded outline, at any size the board draws and any text."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from sprites import fonts  # noqa: E402
from sprites.baldricks_tomb import art  # noqa: E402

GAUGE = [(1, 3, ["monster_attack"]), (4, 6, ["player_attack"]), (7, 8, ["run"])]
WORDS = st.text(alphabet="AbcdeFghijKlmnopqrstuvwxyz'-", min_size=1, max_size=14)
TITLES = st.lists(WORDS, min_size=1, max_size=4).map(" ".join)
TEXTS = st.lists(WORDS, min_size=0, max_size=30).map(" ".join)
SIZES = st.tuples(st.integers(60, 320), st.integers(84, 448))
MINI_SIZES = st.tuples(st.integers(40, 120), st.integers(56, 170))


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    art.clear_cache()
    yield pygame.display.set_mode((1280, 800))
    art.clear_cache()


def not_solid_inside(card: pygame.Surface) -> int:
    """How many pixels inside the card's outline (its rectangle less 2 px and a corner
    rounding of an eighth of its width, more than any card's) are not fully opaque."""
    w, h = card.get_size()
    inside = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(inside, (255, 255, 255, 255), inside.get_rect().inflate(-4, -4),
                     border_radius=max(8, w // 8))
    shape = pygame.mask.from_surface(inside, 254)
    solid = pygame.mask.from_surface(card, 254)        # alpha 255 only
    return shape.count() - shape.overlap_area(solid, (0, 0))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(art.TEXT_CARD_KINDS), title=TITLES, text=TEXTS, size=SIZES,
       value=st.sampled_from([None, "+3 gold"]))
def test_a_text_card_is_opaque_inside_its_outline(kind, title, text, size, value):
    assert not_solid_inside(art.text_card(kind, title, text, size, value=value)) == 0


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(art.TEXT_CARD_KINDS), title=TITLES, size=MINI_SIZES)
def test_a_hand_card_is_opaque_inside_its_outline(kind, title, size):
    assert not_solid_inside(art.mini_card(kind, title, size)) == 0


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(look=st.sampled_from(art.MONSTER_LOOKS), level=st.integers(1, 3), hp=st.integers(1, 6),
       title=TITLES, size=st.tuples(st.integers(120, 300), st.integers(170, 420)),
       lit=st.sampled_from([None, 1, 5, 8]))
def test_a_monster_card_is_opaque_inside_its_outline(look, level, hp, title, size, lit):
    card = art.monster_card(title, level, hp, 2, GAUGE, size, look=look, damage=hp // 2,
                            coins=1, lit=lit)
    assert not_solid_inside(card) == 0


@pytest.mark.parametrize("deck", art.DECKS)
@pytest.mark.parametrize("size", [(60, 84), (70, 98), (130, 184), (300, 420)])
def test_a_card_back_is_opaque_inside_its_outline(deck, size):
    assert not_solid_inside(art.card_back(deck, size)) == 0
