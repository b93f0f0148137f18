"""The selected Labirynt figure (the one whose moves are lit) is clearly marked, and after
"Another move" (a gem for a second Movement) the selection stays on the figure that just
moved: a playtester saw it jump to a teammate and moved the wrong one.

Positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened at the end of a Movement + Exploration with a gem to spare, as a saved
game is, and "Another move" is clicked."""
import pygame

from games.labirynt import rules as R
from games.labirynt.ui.painting import CHOSEN
from saves import files
from tests.ui.labirynt_driver import quiet_app, record


def marked(surface, rect) -> bool:
    """The outline colour is drawn around ``rect`` (a ring just outside it)."""
    ring = rect.inflate(rect.w // 2, rect.h // 2)
    for x in range(ring.left, ring.right):
        for y in (ring.top, ring.centery, ring.bottom - 1):
            if 0 <= x < surface.get_width() and 0 <= y < surface.get_height() and \
                    tuple(surface.get_at((x, y)))[:3] == CHOSEN:
                return True
    for y in range(ring.top, ring.bottom):
        for x in (ring.left, ring.right - 1):
            if tuple(surface.get_at((x, y)))[:3] == CHOSEN:
                return True
    return False


def test_another_move_keeps_the_figure_that_moved_selected_and_marked(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    kept = other = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        found = rec.where(lambda st, i: st.phase == "finish" and {"type": "extra_move"}
                          in R.legal_actions(st))
        for i in found[:6]:
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            moved = board.state.mover
            board.draw(pygame.Surface((1280, 800)))
            d.click(board.button_for({"type": "extra_move"}).rect.center)
            assert board.state.phase == "move"
            movers = board.movers()
            if moved not in movers:
                continue
            assert board.current_mover() == moved, "the selection jumped to another figure"
            kept += 1
            other += movers[0] != moved
            surface = pygame.Surface((1280, 800))
            board.draw(surface)
            rect = next(r for r, cid in board.figure_hits if cid == moved)
            assert marked(surface, rect), "the selected figure is not outlined"
            card = next(r for r, cid in board.team_hits if cid == moved)
            assert tuple(surface.get_at((card.centerx, card.top + 1)))[:3] == CHOSEN
    assert kept >= 5 and other >= 1, (kept, other)
