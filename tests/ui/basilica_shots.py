"""Screenshots of the Basilica board in the states worth looking at, played by clicks.

Usage: ``python -m tests.ui.basilica_shots OUTDIR [seed]``. Writes start.png, chosen.png
(an element chosen, legal cells lit, the mouse on an illegal cell), offer.png (a Paid
Order dialog), scoring.png (a breakdown half revealed), long.png (a long cathedral),
final.png and final_board.png (the end). Runs headless; saves go to a temporary TABLETOP_HOME.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile


def main(out: str, seed: int = 2) -> None:
    """Play one game by clicks and write the screenshots into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    import pygame
    from games.basilica import layout as L
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
    shot = lambda name: d.screenshot(os.path.join(out, name))   # noqa: E731
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
    d.app.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2)
