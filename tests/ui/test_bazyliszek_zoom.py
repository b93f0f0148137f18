"""Bazyliszek through real mouse events: right-clicking a face-up room shows it large (on
the table, in the action panel, on the round-end screen), never a face-down one; the
round-end screen lays big piles out in big cards."""
import random

import pygame

from games.bazyliszek.ui.results import ZOOM_CARD
from games.bazyliszek.rooms import load_rooms
from games.bazyliszek.ui.scene import PANEL_CARD
from sprites.bazyliszek.room_cards import card_face
from tests.ui.driver import start_game

ROOMS = load_rooms()


def scene_name(d):
    return type(d.scene).__name__


def shows_card(zoom, cid) -> bool:
    """The zoom scene's picture is ``cid``'s face at the zoom size."""
    expected = card_face(ROOMS, cid, ZOOM_CARD)
    return (zoom.image.get_size() == ZOOM_CARD
            and pygame.image.tobytes(zoom.image, "RGBA") == pygame.image.tobytes(expected, "RGBA"))


def test_right_click_on_a_face_up_room_shows_it_large(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    rects = board.slot_rects()
    d.click(rects[4].center)                 # reveal
    d.press("Skip")
    cid = board.state.table[4]
    d.click(rects[4].center, button=3)
    assert scene_name(d) == "ZoomScene"
    assert shows_card(d.scene, cid)
    assert ROOMS.describe(cid) in d.scene.caption
    d.click((20, 20))
    assert d.scene is board and board.state.face_up[4] and board.selected is None


def test_right_click_on_a_face_down_room_shows_nothing(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    before = board.state.to_dict()
    for slot in (0, 7, 20):
        d.click(board.slot_rects()[slot].center, button=3)
        assert d.scene is board
    assert board.state.to_dict() == before
    assert "face down" in board.status


def test_right_click_on_the_revealed_room_in_the_panel(driver):
    d = driver
    start_game(d, ["Ola", "Bart", "Cyryl"], seed=8)
    board = d.scene
    d.click(board.slot_rects()[2].center)
    assert board.state.phase == "decide"
    d.click(PANEL_CARD.center, button=3)
    assert scene_name(d) == "ZoomScene" and shows_card(d.scene, board.state.table[2])
    d.click((20, 20))
    d.press("Visit")                          # the decision still works after the zoom
    assert board.state.table[2] is None


def test_right_click_off_a_room_cancels_a_selection(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    d.click(board.slot_rects()[1].center)
    d.press("Skip")
    d.click(board.slot_rects()[1].center)     # select the face-up room
    assert board.selected == 1
    d.click((600, 790), button=3)
    assert board.selected is None and d.scene is board


def _play_to_round_end(d, board, rng):
    """Everyone visits almost every room they reveal, so the piles are big."""
    while scene_name(d) == "BoardScene":
        st = board.state
        if st.phase == "decide":
            d.press("Skip" if rng.random() < 0.1 else "Visit")
        else:
            downs = [i for i, c in enumerate(st.table) if c is not None and not st.face_up[i]]
            d.click(board.slot_rects()[rng.choice(downs)].center)


def test_round_end_shows_big_piles_in_big_cards_and_zooms_them(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=5)
    board = d.scene
    _play_to_round_end(d, board, random.Random(1))
    assert scene_name(d) == "RoundEndScene"
    end = d.scene
    assert max(len(r["cards"]) for r in end.results) >= 16
    layouts = end._layouts()
    for layout, res in zip(layouts, end.results):
        assert sorted(c for _, c, _ in layout.cards) == sorted(res["cards"])
        assert layout.card[0] >= 70, layout.card              # names readable
    rect, cid, _ = layouts[1].cards[-1]
    d.click(rect.center, button=3)
    assert scene_name(d) == "ZoomScene" and shows_card(d.scene, cid)
    d.click((20, 20))
    assert d.scene is end
