"""The round-end screen's card layout (``layout.pile_layout``): big cards that use the row,
wrapping onto more lines, never overlapping while they can be made smaller, never leaving
the row, mirror pairs kept together."""
from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bazyliszek.ui import layout as L

TWO_SEATS = pygame.Rect(220, 114, 880, 282)     # a row's card area with 2 seats
FIVE_SEATS = pygame.Rect(220, 114, 880, 102)    # ... with 5 seats


def singles(n):
    return [("single", [f"room{i}-a1" for i in range(n)])]


def lines_of(layout):
    return sorted({rect.y for rect, _, _ in layout.cards})


def test_sixteen_rooms_with_two_seats_are_big_and_wrap():
    layout = L.pile_layout(singles(16), TWO_SEATS)
    w, h = layout.card
    assert w >= 75 and h >= 108, layout.card
    assert len(lines_of(layout)) == 2 and not layout.overlap


def test_a_few_rooms_get_the_largest_cards():
    layout = L.pile_layout(singles(3), TWO_SEATS)
    assert layout.card[1] == L.PILE_CARD_MAX_H


def test_five_seats_fill_the_row_height():
    layout = L.pile_layout(singles(9) + [("pair", ["a-a1", "a-m1"])], FIVE_SEATS)
    assert layout.card[1] >= FIVE_SEATS.h - L.PILE_BADGE_H - 2
    assert all(FIVE_SEATS.contains(rect) for rect, _, _ in layout.cards)


def test_a_whole_first_round_in_one_pile_overlaps_but_stays_in_the_row():
    for area in (TWO_SEATS, FIVE_SEATS):
        layout = L.pile_layout(singles(45), area)
        assert len(layout.cards) == 45
        assert all(area.contains(rect) for rect, _, _ in layout.cards)
    assert L.pile_layout(singles(45), FIVE_SEATS).overlap


GROUPS = st.lists(st.tuples(st.sampled_from(["single", "identical", "shielded", "card", "pair"]),
                            st.integers(1, 14)), min_size=1, max_size=8)


def _make(spec):
    groups, k = [], 0
    for kind, size in spec:
        size = 2 if kind == "pair" else size
        groups.append((kind, [f"c{k + i}" for i in range(size)]))
        k += size
    return groups


@settings(max_examples=200, deadline=None)
@given(spec=GROUPS, height=st.integers(60, 300), width=st.integers(400, 1000))
def test_every_card_once_in_order_inside_the_area(spec, height, width):
    area = pygame.Rect(100, 50, width, height)
    groups = _make(spec)
    layout = L.pile_layout(groups, area)
    assert [cid for _, cid, _ in layout.cards] == [c for _, ids in groups for c in ids]
    assert [kind for _, _, kind in layout.cards] == [k for k, ids in groups for _ in ids]
    assert len(layout.badges) == len(groups)
    rects = [rect for rect, _, _ in layout.cards]
    assert all(rect.size == layout.card for rect in rects)
    if not layout.overlap:
        assert all(area.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for (kind, ids), (rect, _, _) in zip(groups, layout.badges):
        assert rect.bottom <= min(r.top for r, cid, _ in layout.cards if cid in ids)
    pairs = [[r for r, cid, _ in layout.cards if cid in ids] for kind, ids in groups
             if kind == "pair"]
    assert all(a.y == b.y for a, b in pairs), "a mirror pair split over two lines"


@settings(max_examples=100, deadline=None)
@given(spec=GROUPS)
def test_cards_shrink_before_they_overlap(spec):
    """Overlapping happens only at the smallest card size."""
    layout = L.pile_layout(_make(spec), FIVE_SEATS)
    if layout.overlap:
        assert layout.card[1] == L.PILE_CARD_MIN_H
