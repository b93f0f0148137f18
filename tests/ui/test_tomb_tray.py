"""Baldrick's Tomb's dice tray (the last roll and the last card under the decks), driven
by real clicks: it never keeps another seat's roll or card, and never pairs a roll and a
card of two different finds."""
import random

import pytest

from games.baldricks_tomb.tray import tray_for
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once

ROLLS = ("pawn_placed", "reentered", "teleport", "token_roll", "steal", "gem_passed")


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def _record(board) -> list[dict]:
    """Every event the board scene is told about, in order."""
    seen: list[dict] = []
    original = board.on_events

    def spy(events):
        seen.extend(events)
        original(events)
    board.on_events = spy
    return seen


def _shown_index(seen, board, match) -> int:
    """Index in ``seen`` of the latest event ``match`` accepts (the one on show)."""
    return max(i for i, e in enumerate(seen) if match(e))


def _turn_passes(seen, start: int) -> list[int]:
    """Indices of events from ``start`` on where play passes to another seat, or a new
    floor starts."""
    out, last = [], None
    for i, e in enumerate(seen):
        passes = (e["type"] == "turn" and last is not None and e["seat"] != last) \
            or e["type"] == "floor_start"
        if e["type"] == "turn":
            last = e["seat"]
        if passes and i >= start:
            out.append(i)
    return out


@pytest.mark.parametrize("names,seed", [(["Ana", "Bo"], 4), (["Ana", "Bo", "Cy"], 5),
                                        (["Ana", "Bo", "Cy", "Di"], 9), (["Ana"], 2)])
def test_the_tray_shows_one_seats_one_find_never_leftovers(driver, names, seed):
    d = driver
    start_game(d, names, seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    seen = _record(board)
    players = [p["name"] for p in board.session.players]
    rng = random.Random(seed)
    for _ in range(700):
        act_once(d, board, rng)
        if board.state.floor > 2 or board.rules.is_over(board.state):
            break
        roll = card = None
        if board.tray is not None:
            roll = _shown_index(seen, board, lambda e: e["type"] in ROLLS
                                and tray_for(e, players) == board.tray)
            assert not _turn_passes(seen, roll + 1), "a roll of an earlier seat's turn"
        if board.last_card is not None:
            card = _shown_index(seen, board, lambda e: e["type"] in ("treasure", "trap")
                                and (e["type"], e["card"]) == board.last_card)
            assert not _turn_passes(seen, card + 1), "a card of an earlier seat's turn"
        if roll is not None and card is not None:
            first, last = sorted((roll, card))
            between = [e["type"] for e in seen[first + 1:last]]
            assert "token" not in between and "step" not in between, \
                f"roll and card of two finds: {seen[roll]['type']} and {seen[card]['type']}"
    assert any(e["type"] == "turn" for e in seen)


@pytest.mark.parametrize("seed", [3, 8, 12])
def test_undo_takes_what_may_be_undone_off_the_tray(driver, seed):
    d = driver
    start_game(d, ["Ana"], seed=seed, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(seed)
    for _ in range(400):
        act_once(d, board, rng)
        if type(d.scene).__name__ == "BoardScene" and board.session.undoable() \
                and (board.tray is not None or board.last_card is not None):
            break
    else:
        pytest.fail("no undoable moment with something on the tray")
    d.press("Undo")
    assert board.tray is None and board.last_card is None
