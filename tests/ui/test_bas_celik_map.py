"""The Baš-Čelik map's geometry (``layout.MapView``): at any zoom and pan reached by the
wheel and drags, a click on a field's marker finds that field, the map never slides out
of its frame, and zooming out all the way puts it back whole."""
from hypothesis import given, settings, strategies as st

from games.bas_celik.content import content
from games.bas_celik.ui import layout as L

MOVES = st.lists(st.one_of(
    st.tuples(st.just("zoom"), st.integers(L.MAP.x, L.MAP.right - 1),
              st.integers(L.MAP.y, L.MAP.bottom - 1), st.sampled_from([1.15, 1 / 1.15, 2.0, 0.5])),
    st.tuples(st.just("drag"), st.integers(-400, 400), st.integers(-400, 400), st.just(0))),
    max_size=12)


def walk(moves) -> L.MapView:
    """A fresh map view after ``moves`` (wheel zooms at a point, drags by px)."""
    geo = L.MapView()
    for kind, a, b, factor in moves:
        if kind == "zoom":
            geo.zoom_at((a, b), factor)
        else:
            geo.drag(a, b)
    return geo


@settings(max_examples=60, deadline=None)
@given(MOVES)
def test_a_click_on_any_visible_marker_finds_its_field(moves):
    geo = walk(moves)
    fields = list(content().fields.values())
    shown = 0
    for f in fields:
        pos = geo.to_screen(f.x, f.y)
        if L.MAP.collidepoint(pos):
            shown += 1
            assert geo.hit(pos, fields) == f.id
            edge = (pos[0] + geo.field_px() // 2 - 1, pos[1])
            if L.MAP.collidepoint(edge):
                assert geo.hit(edge, fields) == f.id
    assert shown >= 4               # zoomed in as far as it goes, a few fields still show


@settings(max_examples=60, deadline=None)
@given(MOVES)
def test_the_map_always_covers_its_frame_and_zooming_out_restores_it(moves):
    geo = walk(moves)
    assert L.ZOOM_MIN <= geo.zoom <= L.ZOOM_MAX
    left, top = geo.to_screen(0, 0)
    right, bottom = geo.to_screen(100, 100)
    side = min(L.MAP.w, L.MAP.h)
    if right - left > side + 1:              # zoomed in: the frame is all map
        assert left <= L.MAP.x + 1 and right >= L.MAP.right - 1
        assert top <= L.MAP.y + 1 and bottom >= L.MAP.bottom - 1
    for _ in range(30):
        geo.zoom_at(L.MAP.center, 0.5)
    assert geo.zoom == L.ZOOM_MIN
    assert geo.to_screen(0, 0) == (L.MAP.x, L.MAP.y) and geo.to_screen(100, 100) == (L.MAP.right, L.MAP.bottom)


def test_clicks_off_the_map_find_no_field():
    geo = L.MapView()
    fields = list(content().fields.values())
    for pos in ((L.MAP.right + 5, L.MAP.centery), (L.MAP.centerx, L.MAP.bottom + 5), (0, 0)):
        assert geo.hit(pos, fields) is None
