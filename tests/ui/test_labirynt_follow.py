"""Zoomed in on the Labirynt boards, the view follows the game: when a turn starts, or the
active figure moves beyond the edge, the active figure is brought into view; a person who
zoomed or panned by hand during the turn keeps the view as they left it until the next
turn. A playtester zoomed in lost the active team off-screen.

Positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened at the end of a turn, as a saved game is, the wheel zooms in at a corner
and the game goes on by clicks."""
import random

import pygame

from games.labirynt import rules as R
from games.labirynt.ui import layout as L
from saves import files
from tests.ui.labirynt_driver import act_once, quiet_app, record, scripted, spread


def wheel(d, pos, clicks):
    d.wait_for_input()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(clicks):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    d.pump()


def figure_centre(board):
    cid = board.active_figure()
    c = board.chars()[cid]
    b, ch = c["place"]
    return board.geo.centre(b, board.side(b).chambers[ch])


def test_a_new_turn_brings_the_active_figure_into_view_unless_panned_by_hand(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    followed = kept = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (4, 9)):
        rec = record(n, seed, limit=600)
        ends = spread(rec.where(lambda st, i: st.phase == "finish" and i + 1 < len(rec.states)
                                and R.whose_turn(rec.states[i + 1]) != R.whose_turn(st)), 5)
        for i in ends:
            board = rec.open_at(d, i)
            rng = random.Random(i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            view = board.geo.view
            corners = [(view.x + 30, view.y + 30), (view.right - 30, view.bottom - 30)]
            wheel(d, rng.choice(corners), 8)
            assert board.geo.zoom > 2
            turn = R.whose_turn(board.state)
            for _ in range(12):                     # to the next seat's first decision
                if R.is_over(board.state) or (R.whose_turn(board.state) != turn and
                                               type(d.scene).__name__ == "BoardScene"):
                    break
                act_once(d, board, rng, rec.actions)
            if R.is_over(board.state) or R.whose_turn(board.state) == turn:
                continue
            assert board.geo.view.collidepoint(figure_centre(board)), "the active figure is off-screen"
            followed += 1
            # a pan by hand in this turn: the view stays as it was left
            d.wait_for_input()
            start = (board.geo.view.centerx, board.geo.view.bottom - 12)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            for k in range(1, 6):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 60 * k, start[1]),
                                                     rel=(60, 0), buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + 300, start[1]),
                                                 button=1))
            d.pump()
            pan, now = list(board.geo.pan), R.whose_turn(board.state)
            for _ in range(4):
                if R.is_over(board.state) or R.whose_turn(board.state) != now:
                    break
                nxt = scripted(board, rec.actions)
                if nxt is None or (nxt["type"] in ("move", "haste") and not board.geo.view.collidepoint(
                        board.geo.centre(nxt["to"][0], board.side(nxt["to"][0]).chambers[
                            nxt["to"][1]]))):
                    break                      # a person would pan there first
                act_once(d, board, rng, rec.actions)
                if R.whose_turn(board.state) == now:
                    assert board.geo.pan == pan, "the view moved after a pan by hand"
            kept += 1
    assert followed >= 8 and kept >= 8, (followed, kept)
