"""What a Polish playtest found unexplained or cramped on the Basilica board: every item of
a player's panel (score, +50 tokens, Coins, Builders in supply, advancement tokens) has a
hover text naming it, its number and what it is for, in both languages; the scoring
list's column headings never run together, in any language, whatever the column widths;
the action panel at the end says who wins; "action 1 of 3" in Polish never breaks inside
"1 z 3"."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from games.basilica.ui import painting
from games.basilica.ui import scoring as S
from games.engine import i18n
from tests.basilica.test_orders import HIRE, ready
from tests.ui.basilica_driver import board_with


def move_to(d, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump(2)


# ------------------------------------------------------------------ the players' panels

WORDS = {   # kind -> what its hover text must say, per language
    "total": {"en": "points", "pl": "pkt"},
    "plus50": {"en": "+50 tokens", "pl": "Żetony Punktacji (+50)"},
    "coins": {"en": "'s Coins:", "pl": "Monety gracza"},
    "supply": {"en": "in supply", "pl": "w puli"},
    "advancement": {"en": "advancement tokens", "pl": "Żetony awansu"},
}


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("totals,coins,builders,advancement", [
    ([0, 0], [1, 1], [], [4, 4]), ([57, 12], [2, 0], [(0, 0, 0), (1, 0, 0)], [1, 4]),
    ([104, 151], [0, 2], [(0, 0, 1), (0, 1, 0), (2, 0, 1)], [0, 0])])
def test_every_item_of_a_players_panel_has_a_hover_text(driver, language, totals, coins,
                                                          builders, advancement):
    d = driver
    state = ready(HIRE, builders=builders)
    state.totals, state.coins, state.advancement = totals, coins, advancement
    board = board_with(d, state)
    board.tooltips.delay_ms = 0
    assert i18n.set_language(language) is None
    try:
        board.language_changed()
        v = board.view()
        supply = v["supply"]
        kinds = set()
        for seat in range(2):
            name = board.seat_name(seat)
            numbers = {"total": totals[seat], "coins": coins[seat], "supply": supply[seat],
                       "advancement": advancement[seat],
                       "plus50": board.rules.track_position(totals[seat])[0]}
            for kind, _image, spot in painting.player_items(board, v, seat):
                kinds.add(kind)
                text = board.player_tooltip(spot.center)
                assert text and name in text and WORDS[kind][language] in text, text
                assert str(numbers[kind]) in text, (kind, text)
            move_to(d, painting.player_items(board, board.view(), seat)[-1][2].center)
            shown = board.tooltips.current()
            assert shown is not None and name in shown.text
        assert {"total", "coins", "supply", "advancement"} <= kinds
        assert ("plus50" in kinds) == any(t >= 50 for t in totals)
    finally:
        i18n.set_language("en")


def test_the_panels_blank_places_have_no_hover_text(driver):
    board = board_with(driver, ready(HIRE))
    rect = painting.L.player_rect(0)
    assert board.player_tooltip((rect.right - 8, rect.bottom - 3)) is None


# ------------------------------------------------------------------ the scoring headings

@st.composite
def columns(draw):
    """Touching columns (as ``row_layout`` may give when a language is long) and headings
    up to as wide as their column, in a row they fit with the gaps."""
    n = 5
    widths = [draw(st.integers(20, 90)) for _ in range(n)]
    gaps = [draw(st.integers(0, 8)) for _ in range(n - 1)]
    heads = [draw(st.integers(8, w)) for w in widths]
    spans, x = [], 3
    for i, w in enumerate(widths):
        spans.append((x, w))
        x += w + (gaps[i] if i < n - 1 else 0)
    row = x + 3
    return spans, heads, row


@settings(max_examples=300, deadline=None)
@given(columns())
def test_headings_keep_their_gap_and_stay_in_the_row(case):
    spans, heads, row = case
    if sum(heads) + S.HEAD_GAP * (len(heads) - 1) > row - 3:
        return                                      # they cannot all fit: not a layout given
    lefts = S.heading_lefts(spans, heads, row)
    assert lefts[0] == spans[0][0]
    for i in range(1, len(lefts)):
        assert lefts[i] - (lefts[i - 1] + heads[i - 1]) >= S.HEAD_GAP, (i, lefts)
    assert lefts[-1] + heads[-1] <= row
    for (left, w), x, hw in zip(spans[1:], lefts[1:], heads[1:]):   # near their columns
        assert x < left + w and x + hw > left


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_scoring_lists_headings_never_run_together(driver, language):
    from tests.ui.basilica_driver import cell_centre, many_areas
    from games.basilica.ui import layout as L
    d = driver
    board = board_with(d, many_areas(8))
    d.click(L.element_field_rect(0).center)
    d.click(cell_centre(board, (0, 2)))
    assert board.state.phase == "scoring"
    assert i18n.set_language(language) is None
    try:
        S.language_row_layout.cache_clear()
        for x0 in (S.LIST.x, S.LIST.x + S.HALF + S.GAP):
            rects = [spot for _img, spot in board.scoring.heading_items(x0)]
            for a, b in zip(rects, rects[1:]):
                assert b.left - a.right >= S.HEAD_GAP, (language, a, b)
            assert rects[0].left >= x0 and rects[-1].right <= x0 + S.HALF
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ the end; "1 z 3"

@pytest.mark.parametrize("winners,english", [([0], "Ola wins!"), ([1], "Bart wins!"),
                                             ([0, 1], "Ola and Bart share the victory!")])
def test_the_panel_at_the_end_says_who_wins(driver, winners, english):
    board = board_with(driver, ready(HIRE))
    v = dict(board.view(), phase="over", winners=winners)
    assert board._panel_text(v)[1] == english
    assert i18n.set_language("pl") is None
    try:
        body = board._panel_text(v)[1]
    finally:
        i18n.set_language("en")
    assert body.startswith("Wygrywa ") if len(winners) == 1 else "Ola i Bart" in body


def test_the_polish_action_count_is_never_broken_inside():
    assert i18n.set_language("pl") is None
    try:
        for number in (1, 2, 3):
            text = i18n._("action {number} of {actions}").format(number=number, actions=3)
            assert text == f"akcja {number}\u00a0z\u00a03"
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ the track's markers

@pytest.mark.parametrize("space", [5, 10, 15, 7])
@pytest.mark.parametrize("together", [True, False])
def test_the_markers_leave_a_spaces_crown_and_number_in_view(driver, space, together):
    """Score cubes on a space's top edge and the King on its bottom edge cover no more of
    it than its outer 6 and 8 px: the crown and number between stay as they are drawn."""
    from games.basilica.ui import layout as L
    from sprites.basilica import art
    d = driver
    state = ready(HIRE)
    board = board_with(d, state)
    n = board.content.numbers
    t = L.TRACK
    r = art.track_space_rect(t.w, t.h, space, n.track_length).move(t.topleft)
    band = pygame.Rect(r.x, r.y + 7, r.w, r.h - 7 - 9)

    def shot():
        board._layer_key = None
        d.app.request_redraw()
        d.pump()
        return d.app.screen.subsurface(band).copy()     # the logical 1280x800 frame

    state.totals, state.king = [0, 0], 0
    empty = pygame.image.tobytes(shot(), "RGB")
    state.totals = [space, space] if together else [space, space + 1]
    state.king = space
    board.session.changes += 1                     # the board draws the new position
    assert board.marker_totals() == state.totals and board.view()["king"] == space
    assert pygame.image.tobytes(shot(), "RGB") == empty
