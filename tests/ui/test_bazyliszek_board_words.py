"""The sentences a player meets on the Bazyliszek board, word for word, through real mouse
events: the status line after a click that cannot be done (a room clicked while a revealed
room awaits a decision, a stray click that cancels a take, a face-down room right-clicked,
a room clicked between rounds or after the game), and the top bar's instruction in every
phase."""
from __future__ import annotations

import random

from tests.ui.driver import play_turn, start_game

DECIDE_FIRST = "First decide: visit the revealed room or skip it."
NOT_NOW = "No rooms can be taken now."


def face_down_slots(board):
    return [i for i, c in enumerate(board.view()["table"]) if c == "face_down"]


def a_card_slot(board) -> int:
    return next(i for i, c in enumerate(board.view()["table"]) if c is not None)


def play_until(d, board, rng, scene_name):
    for _ in range(600):
        if type(d.scene).__name__ == scene_name:
            return
        play_turn(d, board, rng)
    raise AssertionError(f"never reached {scene_name}")


def test_the_status_line_explains_clicks_that_cannot_be_done(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=6)
    board = d.scene
    rects = board.slot_rects()
    first = board.seat_name(board.view()["turn"])
    assert board.instruction() == f"{first}'s turn: reveal a face-down room or take a face-up one."
    down = face_down_slots(board)
    d.click(rects[down[0]].center, button=3)
    assert board.status == "That room is face down: nobody may look at it before it is revealed."
    d.click(rects[down[0]].center)                           # revealed
    assert board.instruction() == (f"{first}: visit this room (onto your pile) or skip it "
                                   "(it stays face up).")
    for slot in (down[1], down[0]):                          # face down, then face up
        board.status = None
        d.click(rects[slot].center)
        assert board.status == DECIDE_FIRST
    d.press("Skip")
    second = board.seat_name(board.view()["turn"])
    d.click(rects[down[0]].center)                           # the skipped room: selected
    assert board.selected == down[0]
    assert board.instruction() == f"{second}: take the selected room onto your pile, or cancel."
    d.click(rects[down[1]].center)                           # a stray click
    assert board.status == "Take cancelled. Click a face-down room again to reveal it."
    assert board.selected is None and board.view()["table"][down[1]] == "face_down"

    play_until(d, board, random.Random(1), "RoundEndScene")
    d.press("Back to board")
    assert board.instruction() == "Round 1 is over: look at the scores, then start round 2."
    board.status = None
    d.click(rects[a_card_slot(board)].center)
    assert board.status == NOT_NOW
    d.press("See the scores")
    d.press("Move the pawns and start round 2")
    play_until(d, board, random.Random(2), "RoundEndScene")
    d.press("Final results")
    d.press("Back to board")
    assert board.instruction() == "The game is over."
    board.status = None
    d.click(board.slot_rects()[a_card_slot(board)].center)
    assert board.status == NOT_NOW


def test_a_players_row_explains_points_tokens_pile_and_shields(driver):
    """The hover text of a row counts the 40-point tokens of the points the row shows
    (``shown_totals``: the pawns' points, which catch up with the scores once a round's
    screen is closed)."""
    from games.engine.launch import start_new_game
    d = driver
    players = [{"name": "Ola", "colour": "red", "shields": 2},
               {"name": "Bart", "colour": "blue", "shields": 0}]
    start_new_game(d.app, "bazyliszek", players, {"variant": "simplified"}, 3)
    d.pump(2)
    board = d.scene
    rects = board.slot_rects()
    turn = board.view()["turn"]
    d.click(rects[face_down_slots(board)[0]].center)
    d.press("Visit")
    board.shown_totals = [47, 80] if turn == 0 else [80, 47]
    ola, bart = (board.hover_text(board.player_row(s).center) for s in (0, 1))
    piles = {0: "1 room", 1: "0 rooms"} if turn == 0 else {0: "0 rooms", 1: "1 room"}
    ola_points, bart_points = ("47 points", "80 points") if turn == 0 else ("80 points",
                                                                            "47 points")
    ola_tokens, bart_tokens = ("1 token", "2 tokens") if turn == 0 else ("2 tokens", "1 token")
    assert ola == (f"Ola: {ola_points}. {piles[0]} in the pile (face down; nobody may look). "
                   f"{ola_tokens} of 40 points. 2 shields left.")
    assert bart == (f"Bart: {bart_points}. {piles[1]} in the pile (face down; nobody may "
                    f"look). {bart_tokens} of 40 points. 0 shields left.")
    board.shown_totals = [39, 0]
    assert board.hover_text(board.player_row(0).center) == (
        f"Ola: 39 points. {piles[0]} in the pile (face down; nobody may look). 2 shields left.")
