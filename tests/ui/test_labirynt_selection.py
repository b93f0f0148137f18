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


def test_a_click_in_a_lit_chamber_moves_even_on_a_teammates_figure(driver, monkeypatch):
    """Playtest 10: with the Necromancer selected, a click on the lit chamber 1 where the
    Death Knight stood selected the Death Knight instead of moving ("The Death Knight
    stands here" on the next click). In a lit chamber a click moves the selected
    character there, on a teammate's figure too; the teammate is selected by its card."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    moved = selected = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for i in rec.where(teammate_in_lit_chamber)[:4]:
            for how in ("figure", "card"):
                board = rec.open_at(d, i)
                if type(d.scene).__name__ == "PassScene":
                    d.key(pygame.K_RETURN)
                if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                    break
                a, mate = next(((a, c["id"]) for a in board.decisions() if a["type"] == "move"
                                for c in board.view()["chars"] if c["status"] == "active"
                                and c["place"] == list(a["to"]) and c["id"] != a["character"]
                                and c["seat"] == board.view()["current_seat"]), (None, None))
                if a is None:
                    break
                card = next(r for r, c in board.team_hits if c == a["character"])
                d.click((card.x + 60, card.y + 10))
                assert board.current_mover() == a["character"]
                board.draw(pygame.Surface((1280, 800)))
                assert tuple(a["to"]) in board.targets()
                if how == "figure":
                    rect = next(r for r, c in board.figure_hits if c == mate)
                    d.click(rect.center)
                    assert board.session.actions[-1] == a, "the click did not move"
                    moved += 1
                elif mate in board.movers():
                    changes = board.session.changes
                    card = next(r for r, c in board.team_hits if c == mate)
                    d.click((card.x + 60, card.y + 10))
                    assert board.session.changes == changes and board.current_mover() == mate
                    selected += 1
    assert moved >= 4 and selected >= 2, (moved, selected)


def _hover(d, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump()


def _has(surface, rect, colour) -> bool:
    ring = rect.inflate(16, 16)
    return any(tuple(surface.get_at((x, y)))[:3] == colour
               for x in range(ring.left, ring.right) for y in range(ring.top, ring.bottom)
               if 0 <= x < surface.get_width() and 0 <= y < surface.get_height())


def test_the_pointer_shows_that_a_lit_chamber_moves_and_the_hover_names_the_card(
        driver, monkeypatch):
    """On a teammate's figure in a lit chamber the pointer's cue is the chamber's white
    frame (a click moves the selected character there) and the hover text says so and
    that the teammate's card lights its moves; a teammate elsewhere keeps its white ring
    (a click selects it)."""
    from games.labirynt.ui.painting import CUE
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    seen = ringed = 0
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
                assert board.click_cue(rect.center) == ("move", tuple(a["to"]))
                text = board.hover_text(rect.center)
                assert "Click: " in text and "click its card" in text, text
                mate_card = next(r for r, c in board.team_hits if c == here[0])
                d.click((mate_card.x + 60, mate_card.y + 10))
                assert board.current_mover() == here[0]      # selected by its card
                seen += 1
                break
        # another figure of the seat outside the lit chambers: ringed, a click selects it
        for i in rec.where(lambda st, i: st.phase == "move")[::7][:8]:
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            board.draw(pygame.Surface((1280, 800)))
            for rect, cid in list(board.figure_hits):
                if cid in board.movers() and board.mate_at(rect.center) == cid and \
                        board.chamber_at(rect.center) not in board.targets():
                    _hover(d, rect.center)
                    assert board.click_cue(rect.center) == ("select", cid)
                    surface = pygame.Surface((1280, 800))
                    board.draw(surface)
                    assert _has(surface, rect, CUE)
                    d.click(rect.center)
                    assert board.current_mover() == cid
                    ringed += 1
                    break
    assert seen >= 2 and ringed >= 1, (seen, ringed)
