"""The Labirynt boards fill the board view: four boards lie 2 x 2 over its whole height
(their columns spread over its width), two or three in one row with chambers as large as
the view allows, centred; boards never overlap, stay inside the view at zoom 1, and every
chamber is found again at its own centre (a click there is that chamber)."""
import pygame
import pytest

from games.labirynt.content import content
from games.labirynt.ui import layout as L


def union(rects):
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_boards_fill_the_view(count):
    geo = L.BoardView(count)
    rects = [geo.board_rect(b) for b in range(count)]
    for k, r in enumerate(rects):
        assert L.VIEW.contains(r.inflate(10, 10))
        assert not any(r.colliderect(o) for o in rects[:k]), "boards overlap"
    spans = union(rects)
    if count == 4:
        assert spans.h >= 0.85 * L.VIEW.h and spans.w >= 0.6 * L.VIEW.w
        assert len({r.y for r in rects}) == 2 and len({r.x for r in rects}) == 2
    else:
        assert spans.w >= 0.9 * L.VIEW.w or spans.h >= 0.85 * L.VIEW.h
        assert abs(spans.centery - L.VIEW.centery) <= 12        # centred, not at the top
    side = next(iter(content().sides.values()))
    for b in range(count):
        for ch in side.chambers:
            assert geo.hit(geo.centre(b, ch), b, side.chambers) == ch.id


def test_zoomed_in_the_view_can_reach_every_board():
    geo = L.BoardView(4)
    geo.zoom_at(L.VIEW.center, 2.5)
    for b in range(4):
        target = geo.board_rect(b).center
        for _ in range(40):
            if L.VIEW.collidepoint(target):
                break
            geo.drag(max(-80, min(80, L.VIEW.centerx - target[0])),
                     max(-80, min(80, L.VIEW.centery - target[1])))
            target = geo.board_rect(b).center
        assert L.VIEW.collidepoint(target), b
