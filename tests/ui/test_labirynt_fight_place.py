"""The fight box, the roll box and the re-roll dialog never cover the chamber they are
about. With four boards 2 x 2 the box sat at the bottom of the view and hid the lower two
boards, the fight's own chamber among them; now it goes to the half of the left column
the chamber is not in (with three boards: over the cards, under the boards), and the
re-roll dialog next to it, never over it. Checked on the board as it is opened at every
fight and roll of a four-team game played by the rules (and a three-board one), with the
rectangles the scene draws."""
import pygame
import pytest

from games.labirynt.ui import layout as L
from games.labirynt.ui import painting
from tests.ui.labirynt_driver import record, spread


def _chamber_centre(board) -> tuple[int, int]:
    v = board.view()
    char = next(c for c in v["chars"] if c["id"] == v["mover"])
    b, ch = char["place"]
    return board.geo.centre(b, board.side(b).chambers[ch])


def _box(board) -> pygame.Rect:
    return painting.box_rect(board.view(), board.box_top)


@pytest.mark.parametrize("teams, seed", [(4, 5), (2, 7)])
def test_the_fight_and_roll_boxes_never_cover_their_chamber(driver, teams, seed):
    rec = record(teams, seed)
    busy = rec.where(lambda s, i: (s.combat and "kind" in s.combat) or s.roll)
    assert len(busy) > 20
    tops = set()
    for i in spread(busy, 14):
        while len(driver.app.stack) > 1:
            driver.app.pop()
        board = rec.open_at(driver, i)
        driver.pump()
        centre = _chamber_centre(board)
        box = _box(board)
        assert L.LEFT.contains(box)
        assert not box.inflate(-4, -4).collidepoint(centre), (i, box, centre, board.box_top)
        if teams < 4:
            assert not box.colliderect(board.geo.view), "the box hides the boards"
        tops.add(board.box_top)
        if board.offer_dialog():
            dialog = painting.offer_rect(box, painting.mover_rect(board.view(), board.geo))
            assert L.LEFT.contains(dialog) and not dialog.colliderect(box)
            assert not dialog.inflate(-4, -4).collidepoint(centre)
            for button, _seat in board.offer_buttons:
                assert dialog.contains(button.rect)
    if teams == 4:
        assert tops == {False, True}     # fights on the upper and on the lower boards
