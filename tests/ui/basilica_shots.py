"""Screenshots of the Basilica board in the states worth looking at.

Usage: ``python -m tests.ui.basilica_shots OUTDIR [seed]``. Plays one game by clicks and
writes start.png (the top Order of the stack on the piles), chosen.png (an element chosen,
legal cells lit, the mouse on an illegal cell), offer.png (a Paid Order dialog),
scoring.png (a breakdown half revealed), long.png (a long cathedral), final.png and
final_board.png (the end). Then arranged positions: lit.png (Stained glass targets on
every element colour), panned.png (targets of a long cathedral panned to its middle),
areas.png (a scoring of ten areas with Builders), refusal.png (a long refusal) and
paid.png (Order fields with and without a Paid Order). Every PNG is also written at
1024x640 as ``small_<name>``, the smallest window the app is meant for. Runs headless;
saves go to a temporary TABLETOP_HOME.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile


def main(out: str, seed: int = 2) -> None:
    """Play one game by clicks, then show arranged positions; write the screenshots."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    import pygame
    from games.basilica.ui import layout as L
    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.basilica_driver import act_once, cell_centre
    from tests.ui.driver import Driver, start_game

    os.makedirs(out, exist_ok=True)
    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    start_game(d, ["Ola", "Bartłomiej"], seed=seed, game="Basilica")
    board = d.app.top
    rng = random.Random(seed)

    def shot(name):
        path = os.path.join(out, name)
        d.screenshot(path)
        small = pygame.transform.smoothscale(pygame.image.load(path), (1024, 640))
        pygame.image.save(small, os.path.join(out, "small_" + name))

    shot("start.png")
    taken = set()
    for _ in range(4000):
        name = type(d.scene).__name__
        if name == "FinalScene":
            shot("final.png")
            d.press("Back to board")
            shot("final_board.png")
            break
        if board.state.phase == "play" and len(board.state.cathedral) >= 6 and "chosen" not in taken:
            taken.add("chosen")
            field = next(a["field"] for a in board.legal() if a["type"] == "build")
            d.click(L.element_field_rect(field).center)
            board.tooltips.delay_ms = 0
            far = (board.geometry().columns - 1, 2)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=cell_centre(board, far),
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            d.pump(2)
            shot("chosen.png")
            d.click((10, 790), button=3)
            board.tooltips.delay_ms = 400
        if board.modal and board.modal.is_open and "offer" not in taken:
            taken.add("offer")
            shot("offer.png")
        if board.state.phase == "scoring" and "scoring" not in taken and board.scoring.rows():
            taken.add("scoring")
            board.scoring.step = max(1, len(board.scoring.rows()) // 2)
            d.pump()
            shot("scoring.png")
        if len(board.state.cathedral) >= 30 and "long" not in taken and board.state.phase == "play":
            taken.add("long")
            shot("long.png")
        act_once(d, board, rng)
    arranged(d, shot)
    d.app.close()


def arranged(d, shot) -> None:
    """The arranged positions of the module docstring, each on a board of its own."""
    import pygame
    from games.basilica.ui import layout as L
    from games.basilica import rules as R
    from tests.basilica.test_orders import DISMANTLE, HIRE, with_order
    from tests.basilica.test_rules import arrange
    from tests.ui.basilica_driver import (COLOURFUL, GLASS, PLAYERS, SNAKE, board_with,
                                          cell_centre, many_areas)

    def move(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        d.pump(2)

    board = board_with(d, with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=COLOURFUL), GLASS))
    d.click(L.order_field_rect(0).center)
    move(cell_centre(board, (1, 0)))
    shot("lit.png")
    board = board_with(d, with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=SNAKE), GLASS))
    board.pan(9)
    d.click(L.order_field_rect(0).center)
    move(cell_centre(board, (board.geometry().first + 3, 0)))
    shot("panned.png")
    board = board_with(d, many_areas(10))
    d.click(L.element_field_rect(0).center)
    d.click(cell_centre(board, (0, 2)))
    shot("areas.png")
    block = [(0, 1, "g04"), (0, 2, "g05"), (0, 3, "g06"), (1, 2, "r07"), (1, 1, "r08"),
             (2, 1, "y05")]
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=block), DISMANTLE)
    state.builders = [[1, 1, 1]]
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    d.click(cell_centre(board, (0, 2)))
    shot("refusal.png")
    board = board_with(d, with_order(with_order(R.new_game(PLAYERS, {}, 3), HIRE, 0), GLASS, 1))
    shot("paid.png")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2)
