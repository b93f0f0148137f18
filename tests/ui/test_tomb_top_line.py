"""Baldrick's Tomb's top line (the seat icon and the instruction or news under the
heading), driven by real clicks: news shows the icon of the seat it is about, Undo keeps
the instruction on screen, and every instruction fits for the longest names."""
import random

import pytest

from sprites import fonts
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once

TEXT_ROOM = 866 - 46        # the top line's width beside the seat icon (Undo starts at 880)


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


@pytest.mark.parametrize("seed", [5, 6, 13])
def test_news_shows_the_icon_of_the_seat_it_is_about(driver, seed):
    names = ["Ana", "Bruno", "Cyra"]
    d = driver
    start_game(d, names, seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(seed)
    about_other = 0
    for _ in range(600):
        act_once(d, board, rng)
        if board.state.floor > 2 or board.rules.is_over(board.state):
            break
        seat, text = board.top_line()
        named = [i for i, n in enumerate(names) if text.startswith(n + " ")]
        if named and board.status:
            assert seat in (named[0], None), f"{text!r} under {names[seat]}'s icon"
            about_other += named[0] != board.view()["current_seat"]
    assert about_other > 0              # some news was about a seat other than the next one


@pytest.mark.parametrize("seed", [3, 8, 12])
def test_after_undo_the_instruction_stays_on_the_top_line(driver, seed):
    d = driver
    start_game(d, ["Ana"], seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(seed)
    for _ in range(400):
        act_once(d, board, rng)
        if type(d.scene).__name__ == "BoardScene" and board.session.undoable():
            break
    d.press("Undo")
    d.pump()
    seat, text = board.top_line()
    assert "Undone" in text and board.instruction() and board.instruction() in text
    assert seat == board.view()["current_seat"]


@pytest.mark.parametrize("long_name", ["W" * 20, "Ż" * 20, "MmWwŚśĄą" * 2 + "WWWW"])
def test_every_instruction_fits_for_twenty_letter_names(driver, long_name):
    d = driver
    names = [long_name, long_name[:19] + "A", "W" * 19 + "M"]
    start_game(d, names, seed=4, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(4)
    phases = set()
    for _ in range(400):
        act_once(d, board, rng)
        if board.state.floor > 1:
            break
        board.status = None                          # the instruction, not the news
        seat, text = board.top_line()
        phase = board.view()["phase"]
        phases.add(phase)
        assert fonts.text(text, 16, (255, 255, 255)).get_width() <= TEXT_ROOM, f"{phase}: {text!r}"
        if phase == "move" and not board.peek_card:
            v = board.view()
            assert f"{v['free_steps']} free" in text and f"{v['step_cost']} gold" in text
    assert {"move", "place_pawns"} <= phases


def test_news_about_the_last_seat_gives_way_soon_once_the_turn_passes(driver):
    """The top line's news about a seat that has finished (it left the floor, ...) is
    cut to a short while when the next seat's turn begins, so that seat's instruction
    follows; news about the seat still to move keeps its full time."""
    import pygame
    from games.baldricks_tomb.ui.scene import NEWS_AFTER_TURN_MS
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    ana = board.view()["players"][0]["name"]
    board.event_lines = lambda events: [f"{ana} leaves the floor.", "Round 1."]   # as logged
    for other, short in ((1, True), (0, False)):
        board.on_events([{"type": "exited", "seat": 0, "first": False},
                         {"type": "turn", "seat": other, "round": 1}])
        left = board.status_until - pygame.time.get_ticks()
        assert board.status and ana in board.status and board.status_seat == 0
        assert (left <= NEWS_AFTER_TURN_MS) == short
