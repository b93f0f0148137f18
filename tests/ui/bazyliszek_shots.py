"""Screenshots of the Bazyliszek board in the states worth looking at.

Usage: ``python -m tests.ui.bazyliszek_shots OUTDIR``. Plays two whole games by clicks: a
standard game of three started from the menu, and a simplified game of four with shields
whose players sometimes visit a room they already hold (so the round-end screens show
shields used and piles caught by the basilisk). Writes, per game (prefix ``std_`` or
``sim_``): start, hover (a face-down room under the mouse), revealed (a room awaiting
visit or skip), selected (a face-up room chosen to take), row_tip (a player's row
explained), round1 / round1_board (the round-end screen, and the board behind it),
round2_start, round2 (the round-end screen of round 2), final, review (round 1's piles
from the final screen) and final_board. Every PNG is also written at 1024x640 as
``small_<name>``, the smallest window the app is meant for. Runs headless; saves go to a
temporary TABLETOP_HOME. The same build writes the same pixels, so two runs can be
compared file by file.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile


def main(out: str) -> None:
    """Play the two games by clicks and write the screenshots into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    import pygame
    from games.engine.launch import start_new_game
    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.driver import Driver, start_game

    os.makedirs(out, exist_ok=True)

    def shot(d, name):
        path = os.path.join(out, name)
        d.pump()
        d.screenshot(path)
        small = pygame.transform.smoothscale(pygame.image.load(path), (1024, 640))
        pygame.image.save(small, os.path.join(out, "small_" + name))

    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    start_game(d, ["Ola", "Bartłomiej", "Cyryl"], seed=7)
    _play(d, shot, "std_", random.Random(7), greedy=0.0)
    d.app.close()

    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    players = [{"name": n, "colour": c, "shields": s} for n, c, s in
               [("Ola", "red", 1), ("Bart", "blue", 2), ("Cyryl", "green", 0),
                ("Dorota", "yellow", 1)]]
    start_new_game(d.app, "bazyliszek", players, {"variant": "simplified"}, 5)
    d.pump(2)
    _play(d, shot, "sim_", random.Random(5), greedy=0.35)
    d.app.close()


def _play(d, shot, prefix: str, rng: random.Random, greedy: float) -> None:
    """Play one game to its final screen by clicks, writing the screenshots on the way.
    ``greedy``: how often a player visits a room it already holds."""
    from games.bazyliszek.rooms import load_rooms
    rooms = load_rooms()
    board = d.app.top
    board.tooltips.delay_ms = 0
    taken: set[str] = set()

    def once(name) -> bool:
        if name in taken:
            return False
        taken.add(name)
        return True

    shot(d, prefix + "start.png")
    for _ in range(2000):
        name = type(d.scene).__name__
        if name == "FinalScene":
            shot(d, prefix + "final.png")
            d.press("Round 1")
            shot(d, prefix + "review.png")
            d.press("Close")
            d.press("Back to board")
            shot(d, prefix + "final_board.png")
            return
        if name == "RoundEndScene":
            index = d.scene.round_index
            shot(d, f"{prefix}round{index + 1}.png")
            if index == 0 and once("round1_board"):
                d.press("Back to board")
                shot(d, prefix + "round1_board.png")
                d.press("See the scores")
            d.press("Final results" if index else "Move the pawns and start round 2")
            if index == 0:
                shot(d, prefix + "round2_start.png")
            continue
        st = board.state                       # the bot remembers its own pile exactly
        mine = {rooms.card(c).room for c in st.piles[st.turn]}
        rects = board.slot_rects()
        if st.phase == "decide":
            if once("revealed"):
                shot(d, prefix + "revealed.png")
            card = rooms.card(st.table[st.pending])
            held = card.room in mine
            visit = rng.random() < greedy if held else rng.random() < 0.75
            d.press("Visit" if visit else "Skip")
            continue
        ups = [i for i, c in enumerate(st.table) if c is not None and st.face_up[i]
               and rooms.card(c).room not in mine]
        if ups and rng.random() < 0.3:
            d.click(rects[ups[0]].center)
            if once("selected"):
                shot(d, prefix + "selected.png")
            d.press("Take it")
            continue
        downs = [i for i, c in enumerate(st.table) if c is not None and not st.face_up[i]]
        slot = rng.choice(downs)
        if sum(st.totals) == 0 and sum(len(p) for p in st.piles) >= 3 and once("hover"):
            _move(d, rects[slot].center)
            shot(d, prefix + "hover.png")
            _move(d, board.player_row(1).center)
            shot(d, prefix + "row_tip.png")
        d.click(rects[slot].center)
    raise RuntimeError("the game did not end")


def _move(d, pos) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump(2)


if __name__ == "__main__":
    main(sys.argv[1])
