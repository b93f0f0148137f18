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


def teammate_in_lit_chamber(st, i) -> bool:
    """A Movement position in which one character may step into a chamber where a
    teammate stands."""
    if st.phase != "move":
        return False
    where = {c: tuple(ch["place"]) for c, ch in st.chars.items()
             if ch["status"] == "active" and ch["place"] is not None}
    return any(a["type"] == "move" and any(
        c != a["character"] and st.chars[c]["seat"] == st.turn and p == tuple(a["to"])
        for c, p in where.items()) for a in R.legal_actions(st))


def test_a_click_on_ones_own_figure_in_a_lit_chamber_selects_it_never_moves(driver,
                                                                             monkeypatch):
    """A playtester with Eriald selected clicked Ilithien standing in the lit Camp to
    select her: Eriald walked into the Camp. A click on one's own figure selects it (or
    says it has no move), wherever it stands; the lit chamber is still entered by a click
    beside the figure."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    selected = entered = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for i in rec.where(teammate_in_lit_chamber)[:4]:
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            for a in [a for a in board.decisions() if a["type"] == "move"]:
                here = [c["id"] for c in board.view()["chars"] if c["status"] == "active"
                        and c["place"] == list(a["to"]) and c["id"] != a["character"]
                        and c["seat"] == board.view()["current_seat"]]
                if not here:
                    continue
                card = next(r for r, c in board.team_hits if c == a["character"])
                d.click((card.x + 60, card.y + 10))
                assert board.current_mover() == a["character"]
                board.draw(pygame.Surface((1280, 800)))
                assert tuple(a["to"]) in board.targets()
                mate = here[0]
                rect = next(r for r, c in board.figure_hits if c == mate)
                changes = board.session.changes
                d.click(rect.center)
                assert board.session.changes == changes, "a click on a teammate moved another"
                if mate in board.movers():
                    assert board.current_mover() == mate
                    selected += 1
                else:
                    assert board.status
                # the chamber itself (beside the figures) still takes the move
                card = next(r for r, c in board.team_hits if c == a["character"])
                d.click((card.x + 60, card.y + 10))
                board.draw(pygame.Surface((1280, 800)))
                side = board.side(a["to"][0])
                cx, cy = board.geo.centre(a["to"][0], side.chambers[a["to"][1]])
                half = board.geo.chamber_px() // 2
                spot = next(((x, y) for y in range(cy - half + 2, cy + half - 1, 2)
                             for x in range(cx - half + 2, cx + half - 1, 2)
                             if board.chamber_at((x, y)) == tuple(a["to"])
                             and not any(r.collidepoint(x, y) for r, _c in board.figure_hits)),
                            None)
                if spot is not None:
                    d.click(spot)
                    assert board.session.actions[-1] == a
                    entered += 1
                break
    assert selected >= 4 and entered >= 2, (selected, entered)


def _hover(d, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump()


def _has(surface, rect, colour) -> bool:
    ring = rect.inflate(16, 16)
    return any(tuple(surface.get_at((x, y)))[:3] == colour
               for x in range(ring.left, ring.right) for y in range(ring.top, ring.bottom)
               if 0 <= x < surface.get_width() and 0 <= y < surface.get_height())


def test_the_pointer_shows_which_click_selects_and_which_moves(driver, monkeypatch):
    """In a lit chamber holding another of one's figures, a click on that figure selects
    it and a click beside it moves the selected one (two playtesters wanted each): under
    the pointer a white ring marks the figure a click would select, a white frame the
    chamber a click would enter, and the hover text says the same."""
    from games.labirynt.ui.painting import CUE
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    seen = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7)):
        rec = record(n, seed, limit=600)
        for i in rec.where(teammate_in_lit_chamber)[:2]:
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            for a in [a for a in board.decisions() if a["type"] == "move"]:
                v = board.view()
                here = [c["id"] for c in v["chars"] if c["status"] == "active"
                        and c["place"] == list(a["to"]) and c["id"] != a["character"]
                        and c["seat"] == v["current_seat"] and c["id"] in board.movers()]
                if not here:
                    continue
                card = next(r for r, c in board.team_hits if c == a["character"])
                d.click((card.x + 60, card.y + 10))
                surface = pygame.Surface((1280, 800))
                board.draw(surface)
                rect = next(r for r, c in board.figure_hits if c == here[0])
                _hover(d, rect.center)
                assert board.click_cue(rect.center) == ("select", here[0])
                surface = pygame.Surface((1280, 800))
                board.draw(surface)
                assert _has(surface, rect, CUE)
                assert "light" in board.hover_text(rect.center)
                side = board.side(a["to"][0])
                cx, cy = board.geo.centre(a["to"][0], side.chambers[a["to"][1]])
                half = board.geo.chamber_px() // 2
                spot = next(((x, y) for y in range(cy - half + 2, cy + half - 1, 2)
                             for x in range(cx - half + 2, cx + half - 1, 2)
                             if board.chamber_at((x, y)) == tuple(a["to"])
                             and not any(r.collidepoint(x, y) for r, _c in board.figure_hits)),
                            None)
                if spot is None:
                    break
                _hover(d, spot)
                assert board.click_cue(spot) == ("move", tuple(a["to"]))
                assert "light" not in board.hover_text(spot)
                seen += 1
                break
    assert seen >= 2
