"""Screenshots of "What just happened" in every game: the recap a person gets on taking
the mouse and the mark of the last action.

Usage: ``python -m tests.ui.recap_shots OUTDIR``. For each game it plays a position by
the rules' playout policy (``position``), saves it and loads it as Load game does, lifts
the pass screen when one covers the board, and writes ``<game>_recap.png`` (the recap
over the board) and ``<game>_mark.png`` (the board with its mark, the recap closed by a
click), each also at 1024x640 as ``small_<name>``. Runs headless; saves go to a
temporary TABLETOP_HOME.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile

COLOURS = ["vermillion", "blue", "yellow", "sky"]
NAMES = ["Ola", "Bart", "Cyryl", "Dorota"]
GAMES = (("bazyliszek", 3, 14), ("baldricks_tomb", 2, 40), ("basilica", 2, 16),
         ("labirynt", 2, 70), ("bas_celik", 3, 40))


def position(game_id: str, players: int, steps: int, seed: int = 5):
    """A save record of ``game_id`` with ``players`` seats after at least ``steps``
    actions of the playout policy, stopped where the seat to decide has just been
    handed the game by another seat."""
    from games.engine import registry
    from saves import store
    rules = registry.get(game_id).rules()
    seats = [{"name": n, "colour": c} for n, c in zip(NAMES[:players], COLOURS)]
    state, rng, actions, last = rules.new_game(seats, {}, seed), random.Random(seed), [], None
    while not rules.is_over(state):
        seat = rules.current_seat(state)
        if len(actions) >= steps and last is not None and seat != last:
            break
        action = rules.playout_policy(state, rng)
        rules.apply(state, dict(action))
        actions.append(action)
        last = seat
    return store.make_record(game_id, f"{game_id} recap", seats, {}, seed, actions, state,
                             rules, "named")


def open_loaded(d, record):
    """Open ``record`` as Load game does; returns the board scene."""
    from games.engine.launch import resume_restored
    from saves import store
    d.app.autosave = False
    resume_restored(d.app, store.restore(record))
    d.pump()
    return next(s for s in d.app.stack if hasattr(s, "session"))


def lift_cover(d) -> None:
    """Click the pass screen's button when one covers the board."""
    if type(d.scene).__name__ == "PassScene":
        d.press(d.widgets()[0].label)


def main(out: str) -> None:
    """Write the screenshots of every game into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    import pygame

    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.driver import Driver

    os.makedirs(out, exist_ok=True)

    def shot(d, name: str) -> None:
        path = os.path.join(out, name)
        d.pump()
        d.screenshot(path)
        small = pygame.transform.smoothscale(pygame.image.load(path), (1024, 640))
        pygame.image.save(small, os.path.join(out, "small_" + name))

    only = sys.argv[2:]
    for game_id, players, steps in GAMES:
        if only and game_id not in only:
            continue
        d = Driver(recap=True)
        d.app.push(MainMenuScene(d.app))
        d.pump()
        open_loaded(d, position(game_id, players, steps))
        lift_cover(d)
        d.wait_for_input()
        d.pump()
        shot(d, f"{game_id}_recap.png")
        if type(d.scene).__name__ == "RecapScene":
            d.click((640, 30))
        d.wait_for_input()
        shot(d, f"{game_id}_mark.png")
        d.app.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "recap_shots")
