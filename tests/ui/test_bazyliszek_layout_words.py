"""Bazyliszek's screens with long names and in Polish: what a playtester found cut, covered
or misleading.

- The round-end screen's bottom-left button says in its tooltip where it leads: from the
  final screen's review back to the final results, otherwise to the board.
- The status line under the heading is never cut for a 20-letter name, in either
  language, in any phase of a turn.
- In the score track a pile's size is drawn beside its small card backs, never over them,
  and nothing else in the row covers another part; a long name is drawn whole in the
  score track and on the round-end screen, and hovering a name there shows it whole.
- A pile caught by the basilisk although its owner held shields says how many shields
  there were and how many repeated cards they would have had to discard.

All driven by posted events through ``tests.ui.driver``; texts measured by the
``tests.ui.pseudo.Recorder`` (which sees every cut).
"""
from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bazyliszek.ui.results import FinalScene, RoundEndScene, name_rect, verdict
from games.engine import i18n
from sprites import fonts
from tests.ui.driver import start_game
from tests.ui.pseudo import Recorder

# Twenty letters each (the setup's limit), as wide as real long names get.
LONG_NAMES = ["Grzegorz Brzęczyszcz", "Małgorzata Kowalczyk", "Bartłomiej Wiśniews",
              "Katarzyna Zielińska", "Przemysław Kaczmare"]
WIDE = "W" * 20                                   # the playtester's worst case


def hover_tip(d, pos) -> str | None:
    """Move the mouse to ``pos`` and return the tooltip shown there at once (or None)."""
    scene = d.scene
    scene.tooltips.delay_ms = 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump(2)
    tip = scene.tooltips.current()
    return None if tip is None else tip.text


def play_turn(d, board, rng: random.Random) -> None:
    """One sensible decision by clicks, the buttons found by their label in the language
    shown: never visits a room of the same design and door side it already holds."""
    from games.bazyliszek.rooms import load_rooms
    rooms, st_ = load_rooms(), board.state
    mine = {rooms.card(c).room for c in st_.piles[st_.turn]}
    if st_.phase == "decide":
        card = rooms.card(st_.table[st_.pending])
        d.press(i18n._("Skip") if card.room in mine or rng.random() < 0.25 else i18n._("Visit"))
        return
    rects = board.slot_rects()
    ups = [i for i, c in enumerate(st_.table)
           if c is not None and st_.face_up[i] and rooms.card(c).room not in mine]
    if ups and rng.random() < 0.3:
        d.click(rects[ups[0]].center)
        d.press(i18n._("Take it"))
        return
    downs = [i for i, c in enumerate(st_.table) if c is not None and not st_.face_up[i]]
    d.click(rects[rng.choice(downs)].center)


def play_to(d, scene_name: str, rng: random.Random, limit: int = 800) -> None:
    """Play sensible turns by clicks until ``scene_name`` is on top."""
    for _ in range(limit):
        if type(d.scene).__name__ == scene_name:
            return
        if isinstance(d.scene, RoundEndScene):
            d.scene.proceed()
            d.pump()
            continue
        play_turn(d, d.scene, rng)
    raise AssertionError(f"{scene_name} never came")


def back_button(scene):
    return next(b for b in scene.widgets if b.rect.x == 40 and b.rect.y == 726)


# ------------------------------------------------------------------ item 1: the tooltip
@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_back_buttons_tooltip_says_where_it_leads(driver, language):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=5)
    i18n.set_language(language)
    try:
        rng = random.Random(1)
        expected = {"en": ("come back here", "opens the final results",
                           "Back to the final results."),
                    "pl": ("wrócisz tu", "otworzy potem wyniki końcowe",
                           "Wróć do wyników końcowych.")}[language]
        play_to(d, "RoundEndScene", rng)
        assert d.scene.round_index == 0
        assert expected[0] in hover_tip(d, back_button(d.scene).rect.center)
        board = d.scene.board
        d.click(back_button(d.scene).rect.center)
        assert d.scene is board                     # the board, with See the scores
        d.press(i18n._("See the scores"))
        assert isinstance(d.scene, RoundEndScene) and d.scene.round_index == 0
        d.scene.proceed()
        d.pump()
        play_to(d, "RoundEndScene", rng)
        assert d.scene.round_index == 1
        assert expected[1] in hover_tip(d, back_button(d.scene).rect.center)
        d.click(back_button(d.scene).rect.center)
        d.press(i18n._("Final results"))            # what the right panel offers now
        assert isinstance(d.scene, FinalScene)
        for k in (1, 2):
            d.press(i18n._("Round {round}").format(round=k))
            review = d.scene
            assert isinstance(review, RoundEndScene) and review.review
            assert hover_tip(d, back_button(review).rect.center) == expected[2]
            d.click(back_button(review).rect.center)
            assert isinstance(d.scene, FinalScene)    # where the tooltip said
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ item 2: the status line
@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("names", [[WIDE, "Ola"], ["Ola", WIDE], LONG_NAMES[:3]])
def test_the_status_line_is_whole_for_a_twenty_letter_name(driver, monkeypatch, language, names):
    d = driver
    start_game(d, names, seed=9)
    i18n.set_language(language)
    recorder = Recorder(games=("bazyliszek",))
    recorder.install(monkeypatch)
    try:
        board, rng = d.scene, random.Random(4)
        lines = set()
        for _ in range(40):                      # reveal, visit/skip, select, take, cancel
            for _k in range(2):
                d.app.step([])
                lines.add(board.top_line()[1])
                st_ = board.state
                if st_.phase == "play" and any(st_.face_up[i] and c is not None
                                               for i, c in enumerate(st_.table)):
                    slot = next(i for i, c in enumerate(st_.table)
                                if c is not None and st_.face_up[i])
                    d.click(board.slot_rects()[slot].center)      # selected: "take or cancel"
                    d.app.step([])
                    lines.add(board.top_line()[1])
                    d.click(board.slot_rects()[slot].center)      # and unselected again
            play_turn(d, board, rng)
        assert any(": " in line for line in lines)
        cut = [text for _where, text in recorder.cut if text not in names]
        assert cut == []
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ item 11: the score track
def test_nothing_in_a_score_track_row_covers_another_part(driver):
    start_game(driver, LONG_NAMES, seed=3)
    board = driver.scene
    real = dict(board.view())

    @settings(max_examples=80, deadline=None)
    @given(pile=st.integers(0, 45), shields=st.integers(0, 2), total=st.integers(0, 130),
           seat=st.integers(0, 4))
    def check(pile, shields, total, seat):
        view = dict(real, pile_sizes=[pile] * 5, shields_left=[shields] * 5)
        board.view = lambda: view
        board.shown_totals = [total] * 5
        row, parts = board.player_row(seat), board.row_parts(seat)
        digits = fonts.text(str(pile), 14, (0, 0, 0), bold=True)
        number = digits.get_rect(center=parts["count"].center).inflate(-2, -6)  # the glyphs
        assert len(parts["pile"]) == min(pile, 6)
        assert not any(number.colliderect(card) for card in parts["pile"])
        assert row.contains(number)
        assert len(parts["tokens"]) == board.rules.track_position(total)[0]   # as the rules say
        assert len(parts["shields"]) == shields
        marks = parts["tokens"] + parts["shields"]
        for mark in marks:
            assert row.contains(mark)
            assert not mark.colliderect(number)
            assert not any(mark.colliderect(card) for card in parts["pile"])
            assert not mark.colliderect(parts["name"]) and not mark.colliderect(parts["points"])
            assert sum(mark.colliderect(other) for other in marks) == 1        # itself only
        for text_part in (parts["name"], parts["points"]):
            assert text_part.w > 0
            assert not any(text_part.colliderect(card) for card in parts["pile"])
            assert not text_part.colliderect(number)

    try:
        check()
    finally:
        del board.view


@pytest.mark.parametrize("language", ["en", "pl"])
def test_long_names_are_whole_in_the_score_track_and_on_the_round_end_screen(
        driver, monkeypatch, language):
    d = driver
    names = LONG_NAMES[:3]
    start_game(d, names, seed=2)
    i18n.set_language(language)
    recorder = Recorder(games=("bazyliszek",))
    recorder.install(monkeypatch)
    try:
        board = d.scene
        rng = random.Random(7)
        for _ in range(30):                  # piles of two digits and the track's rows
            play_turn(d, board, rng)
            if isinstance(d.scene, RoundEndScene):
                break
        d.app.step([])
        play_to(d, "RoundEndScene", rng)
        d.app.step([])
        scene = d.scene
        for seat, row in enumerate(scene._rows()):
            assert hover_tip(d, name_rect(row).center) == names[seat]
        assert [text for _where, text in recorder.cut] == []
        assert any(names[0] == dr.text for dr in recorder.drawn)
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ item 3: the verdict
def _caught(held: int, repeated: int) -> dict:
    return {"basilisk": True, "cards": ["x"] * (repeated + 1), "pairs": [], "singles": [],
            "shielded": [], "duplicates": ["x"] * repeated, "shields_held": held,
            "points": 0}


# (shields held, repeated cards) -> what a player reads, written out by hand.
CAUGHT_EN = {
    (1, 2): "Caught by the basilisk! Too few shields: 1 held, 2 repeated cards to discard.",
    (2, 3): "Caught by the basilisk! Too few shields: 2 held, 3 repeated cards to discard.",
    (1, 5): "Caught by the basilisk! Too few shields: 1 held, 5 repeated cards to discard.",
}
CAUGHT_PL = {
    (1, 2): "Ofiara bazyliszka! Za mało tarcz: masz 1 tarczę, a trzeba odrzucić "
            "2 powtórzone karty.",
    (2, 3): "Ofiara bazyliszka! Za mało tarcz: masz 2 tarcze, a trzeba odrzucić "
            "3 powtórzone karty.",
    (2, 5): "Ofiara bazyliszka! Za mało tarcz: masz 2 tarcze, a trzeba odrzucić "
            "5 powtórzonych kart.",
    (1, 12): "Ofiara bazyliszka! Za mało tarcz: masz 1 tarczę, a trzeba odrzucić "
             "12 powtórzonych kart.",
    (2, 22): "Ofiara bazyliszka! Za mało tarcz: masz 2 tarcze, a trzeba odrzucić "
             "22 powtórzone karty.",
}


@pytest.mark.parametrize("held, repeated", list(CAUGHT_EN))
def test_a_caught_pile_counts_its_shields_and_the_repeated_cards(held, repeated):
    assert verdict(_caught(held, repeated))[0] == CAUGHT_EN[(held, repeated)]


@pytest.mark.parametrize("held, repeated", list(CAUGHT_PL))
def test_a_caught_pile_reads_in_polish(polish, held, repeated):
    assert verdict(_caught(held, repeated))[0] == CAUGHT_PL[(held, repeated)]


@pytest.mark.parametrize("shielded, text", [
    (1, "1 lustrzana para, 2 inne komnaty. Zużyto 1 tarczę."),
    (2, "1 lustrzana para, 2 inne komnaty. Zużyto 2 tarcze."),
])
def test_the_shields_used_read_in_polish(polish, shielded, text):
    res = {"basilisk": False, "cards": ["a"] * 5, "pairs": [["a", "b"]], "singles": ["c", "d"],
           "shielded": ["e"] * shielded, "duplicates": [], "shields_held": 2, "points": 7}
    assert verdict(res)[0] == text
