"""Screenshots of the Baldrick's Tomb board in the states worth looking at.

Usage: ``python -m tests.ui.tomb_shots OUTDIR``. Plays three whole games by clicks (the
decisions of ``tomb_driver.act_once``): two players with Custom Characters, four players
and a solo game. Per game (prefix ``duo_``, ``quad_``, ``solo_``) it writes the first
frame of every scene and phase met (``<scene>_<phase>.png``: the skill choice, the
rubble being laid, pawns rolled, moving, a fight, a relocated token, discarding down to
two, the pass screen, the end of a floor, the final ranking) and a few arranged moments:
``hover`` (a lit space under the mouse), ``refused`` (a click on a space out of reach),
``steal`` (the Steal button's tooltip), ``peek`` (a peek scroll waiting for its token),
``tableau`` (a player's tableau explained), ``outcome`` (a fight's result) and
``final_board``. Then, in a fourth game, two arranged moments: ``skills_full`` (a fourth
skill clicked while three are chosen) and ``run_refused`` (the Run button's tooltip when
the fighter cannot pay). Every PNG is also written at 1024x640 as ``small_<name>``. Runs
headless; saves go to a temporary TABLETOP_HOME. The same build writes the same pixels,
so two runs (before and after a change) can be compared file by file.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile


def main(out: str) -> None:
    """Play the three games by clicks and write the screenshots into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    from games.engine.launch import start_new_game
    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.driver import Driver

    os.makedirs(out, exist_ok=True)
    colours = ["vermillion", "blue", "green", "yellow"]
    for prefix, names, options, seed in (
            ("duo_", ["Ola", "Bartłomiej"], {"custom_characters": True}, 4),
            ("quad_", ["Ola", "Bart", "Cyryl", "Dorota"], {}, 5),
            ("solo_", ["Ana"], {}, 3)):
        d = Driver()
        d.app.push(MainMenuScene(d.app))
        d.pump()
        players = [{"name": n, "colour": c} for n, c in zip(names, colours)]
        start_new_game(d.app, "baldricks_tomb", players, options, seed)
        d.pump(2)
        _play(d, out, prefix, random.Random(seed))
        d.app.close()
    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ola", "colour": "vermillion"},
                                             {"name": "Bart", "colour": "blue"}],
                   {"custom_characters": True}, 8)
    d.pump(2)
    _arranged(d, out, random.Random(8))
    d.app.close()


def _shot(d, out: str, name: str) -> None:
    import pygame
    path = os.path.join(out, name)
    d.pump()
    d.screenshot(path)
    small = pygame.transform.smoothscale(pygame.image.load(path), (1024, 640))
    pygame.image.save(small, os.path.join(out, "small_" + name))


def _move(d, pos) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump(2)


def _play(d, out: str, prefix: str, rng: random.Random) -> None:
    """Play one game to its final screen by clicks, writing the screenshots on the way."""
    from games.baldricks_tomb.ui import layout as L
    from tests.ui.tomb_driver import act_once
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    board.tooltips.delay_ms = 0
    taken: set[str] = set()

    def once(name: str) -> bool:
        if name in taken:
            return False
        taken.add(name)
        return True

    for _ in range(4000):
        scene = type(d.scene).__name__
        phase = board.state.phase
        if once(f"{scene}_{phase}"):
            _shot(d, out, f"{prefix}{scene}_{phase}.png")
        if scene == "FinalScene":
            d.press("Back to board")
            _shot(d, out, prefix + "final_board.png")
            return
        if scene == "CombatScene" and d.scene.outcome and once("outcome"):
            _shot(d, out, prefix + "outcome.png")
        if scene == "BoardScene" and phase == "move" and board.shown_seat == board.state.turn:
            labels = [b.label for b in board.panel_buttons]
            if "Steal the Gem" in labels and once("steal"):
                _move(d, d.button("Steal the Gem").rect.center)
                _shot(d, out, prefix + "steal.png")
            lit = sorted(board.rules.routes(board.view()))
            if lit and once("hover"):
                _move(d, L.cell_rect(lit[-1], board.origin).center)
                _shot(d, out, prefix + "hover.png")
                _move(d, L.tableau_rect(0, len(board.session.players)).center)
                _shot(d, out, prefix + "tableau.png")
                _move(d, (640, 795))
            far = [(r, b) for r in range(1, 9) for b in range(1, 9)
                   if (r, b) not in board.rules.routes(board.view())]
            if far and len(lit) > 3 and once("refused"):
                d.click(L.cell_rect(far[len(far) // 2], board.origin).center)
                _shot(d, out, prefix + "refused.png")
            peeks = [a for a in board.legal() if a["type"] == "play_scroll" and "cell" in a]
            if peeks and once("peek"):
                hit = next(h for h in board.card_hits if h[1] == peeks[0]["card"])
                d.click(hit[0].center)
                _shot(d, out, prefix + "peek.png")
                d.click(hit[0].center)                      # put it back unplayed
        act_once(d, board, rng)
    raise RuntimeError("the game did not end")


def _arranged(d, out: str, rng: random.Random) -> None:
    """A fourth skill clicked, then a fight the fighter cannot run from."""
    import pygame
    from tests.ui.tomb_driver import act_once
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    board.tooltips.delay_ms = 0
    while d.scene is not board:
        d.key(pygame.K_RETURN)                              # past the pass screen
    for rect, _, _ in board.card_hits[:4]:
        d.click(rect.center)
    _shot(d, out, "skills_full.png")
    for rect, _, _ in board.card_hits[:3]:
        d.click(rect.center)                                # none chosen again
    for _ in range(4000):
        if type(d.scene).__name__ == "CombatScene" and not d.scene.outcome:
            run = next(w for w in d.widgets() if getattr(w, "label", "").startswith("Run"))
            if not run.enabled:
                d.scene.tooltips.delay_ms = 0
                _move(d, run.rect.center)
                _shot(d, out, "run_refused.png")
                return
        act_once(d, board, rng)
    raise RuntimeError("no fight without the gold to run")


if __name__ == "__main__":
    main(sys.argv[1])
