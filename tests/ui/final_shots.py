"""Screenshots of every game's final screen (its ranking, then its score sheet: the
breakdown of points and the chart of the game), at 1280x800 and scaled to 1024x640, for
looking at: ``python -m tests.ui.final_shots OUTDIR [pl]``. Games are played to their end
by the playout policy."""
from __future__ import annotations

import os
import random
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tt5-shots-"))

import pygame  # noqa: E402

from games.engine import i18n, registry  # noqa: E402
from games.engine.launch import open_board  # noqa: E402
from games.engine.session import Session  # noqa: E402

SEATS = {"bazyliszek": 4, "baldricks_tomb": 3, "basilica": 2, "labirynt": 4, "bas_celik": 5}
NAMES = ["Ola", "Bartholomew", "Zuzanna", "Piotr", "Kasia", "Jan"]
COLOURS = ["blue", "yellow", "vermillion", "sky", "purple", "orange"]


def finished(game_id: str, seed: int, seats: int) -> Session:
    """A game of ``seats`` played to its end by the playout policy."""
    rules = registry.get(game_id).rules()
    players = [{"name": NAMES[i], "colour": COLOURS[i]} for i in range(seats)]
    session = Session.new(rules, players, {}, seed)
    rng = random.Random(seed)
    while not rules.is_over(session.state):
        session.act(rules.playout_policy(session.state, rng))
    return session


def final_screen(driver, session):
    """Open ``session``'s board and its final screen; the final scene."""
    open_board(driver.app, session)
    driver.pump()
    board = next(s for s in driver.app.stack if type(s).__name__ == "BoardScene")
    if type(driver.scene).__name__ != "FinalScene":
        board.show_final()
        driver.pump()
    return driver.scene


def write(driver, path: str) -> None:
    """The frame at 1280x800 and scaled down to 1024x640."""
    driver.app.screenshot(path + "-1280.png")
    small = pygame.transform.smoothscale(driver.app.screen, (1024, 640))
    pygame.image.save(small, path + "-1024.png")


def main(out: str, language: str = "en") -> None:
    from tests.ui.driver import Driver
    from games.engine.scenes.menu import MainMenuScene
    i18n.set_language(language)
    os.makedirs(out, exist_ok=True)
    for game_id, seats in SEATS.items():
        d = Driver()
        i18n.set_language(language)           # the app set its own at start
        d.app.autosave = False
        d.app.push(MainMenuScene(d.app))
        scene = final_screen(d, finished(game_id, 3, seats))
        write(d, os.path.join(out, f"{game_id}-final"))
        sheet = getattr(scene, "show_sheet", None)
        if sheet is not None:
            sheet()
            d.pump()
            write(d, os.path.join(out, f"{game_id}-sheet"))
        d.app.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "final_shots", *sys.argv[2:3])
