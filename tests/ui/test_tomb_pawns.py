"""Every pawn on the Baldrick's Tomb board shows, however many share a space (the Exit
after players got out, a space the active pawn walks through): for 1-4 players and
every way of putting them on two spaces or off the board, each pawn is seen (taking
it away changes a good part of what it covered when alone) and stays inside its space."""
from __future__ import annotations

import itertools

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from games.baldricks_tomb.ui import layout as L
from games.engine.launch import start_new_game

COLOURS = ["vermillion", "blue", "green", "yellow"]
EXIT, OTHER = (4, 5), (8, 8)          # a middle space and a corner one


def board_for(d, players: int):
    start_new_game(d.app, "baldricks_tomb",
                   [{"name": f"P{i}", "colour": c} for i, c in enumerate(COLOURS[:players])],
                   {}, 3)
    d.pump(2)
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def with_cells(board, cells, current=None) -> dict:
    """The board's own view with the pawns put on ``cells`` (None: off the board)."""
    v = dict(board.view())
    v["players"] = [dict(p, cell=None if c is None else list(c))
                    for p, c in zip(v["players"], cells)]
    v["current_seat"], v["phase"] = current, "move"
    return v


def drawn(board, v) -> pygame.Surface:
    surface = pygame.Surface((L.GRID_POS[0] + 640, L.GRID_POS[1] + 640))   # the grid
    surface.fill((90, 90, 90))
    board.draw_pawns(surface, v)
    return surface


def differing(a: pygame.Surface, b: pygame.Surface) -> tuple[int, pygame.Rect | None]:
    """How many pixels differ between ``a`` and ``b``, and their bounding box."""
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b)   # equal pixels
    mask.invert()
    boxes = mask.get_bounding_rects()
    return mask.count(), (boxes[0].unionall(boxes[1:]) if boxes else None)


def check_each_pawn_shows(board, cells) -> None:
    n = len(cells)
    everyone = drawn(board, with_cells(board, cells))
    for seat, cell in enumerate(cells):
        if cell is None:
            continue
        alone = [None] * n
        alone[seat] = cell
        own, _ = differing(drawn(board, with_cells(board, alone)),
                           drawn(board, with_cells(board, [None] * n)))
        without = list(cells)
        without[seat] = None
        seen, box = differing(everyone, drawn(board, with_cells(board, without)))
        sharing = cells.count(cell)
        assert seen >= 0.4 * own, (f"seat {seat} of {n} hidden on a space shared by "
                                   f"{sharing}: {seen} of {own} px seen")
        assert L.cell_rect(cell, board.origin).contains(box), f"seat {seat} leaves its space"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_pawn_shows_in_every_arrangement_on_two_spaces(driver, players):
    board = board_for(driver, players)
    for cells in itertools.product((EXIT, OTHER, None), repeat=players):
        check_each_pawn_shows(board, list(cells))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pawn_to_move_is_marked_on_a_shared_space(driver, players):
    board = board_for(driver, players)
    cells = [EXIT] * players
    for seat in range(players):
        marked = drawn(board, with_cells(board, cells, current=seat))
        plain = drawn(board, with_cells(board, cells))
        count, box = differing(marked, plain)
        centre, size = L.pawn_spots(L.cell_rect(EXIT, board.origin), players)[seat]
        near = pygame.Rect(0, 0, size + 8, size + 8)
        near.center = centre
        ring, _ = differing(marked.subsurface(near), plain.subsurface(near))
        assert count > 0 and ring > 20, f"seat {seat}'s own pawn is not marked"


@settings(max_examples=40, deadline=None)
@given(count=st.integers(1, 4), x=st.integers(0, 1200), y=st.integers(0, 700))
def test_pawn_spots_lie_inside_the_space_and_do_not_overlap(count, x, y):
    rect = pygame.Rect(x, y, L.CELL, L.CELL)
    spots = L.pawn_spots(rect, count)
    assert len(spots) == count
    boxes = []
    for (cx, cy), size in spots:
        box = pygame.Rect(0, 0, size, size)
        box.center = (cx, cy)
        assert rect.contains(box)
        boxes.append(box)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("count", [0, 5, -1])
def test_pawn_spots_refuse_a_count_the_game_cannot_have(count):
    with pytest.raises(ValueError, match="1 to 4"):
        L.pawn_spots(pygame.Rect(0, 0, 72, 72), count)
