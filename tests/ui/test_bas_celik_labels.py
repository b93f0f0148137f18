"""The map's field names (Baš-Čelik board): at every zoom and pan a name is drawn next to
its own field or not at all, wholly inside the map, over no marker and no other name;
unzoomed every settlement, castle, key location and the Centre is named."""
from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import painting


def _plates(zoom_steps, pan, at):
    geo = L.MapView()
    for _ in range(zoom_steps):
        geo.zoom_at(at, 1.15)
    geo.drag(*pan)
    return geo, painting.label_plates(geo, max(10, min(15, geo.px(2.0))))


@given(st.integers(0, 8), st.tuples(st.integers(-400, 400), st.integers(-400, 400)),
       st.tuples(st.integers(L.MAP.x, L.MAP.right - 1), st.integers(L.MAP.y, L.MAP.bottom - 1)))
@settings(max_examples=40, deadline=None)
def test_names_sit_at_their_fields_and_cover_nothing(zoom_steps, pan, at):
    pygame.init()
    geo, plates = _plates(zoom_steps, pan, at)
    markers = painting.marker_rects(geo)
    rects = [r.inflate(6, 2) for _f, r, _t in plates]
    for i, (fid, plate, _text) in enumerate(plates):
        pad = rects[i]
        assert L.MAP.contains(pad), fid
        assert not any(pad.colliderect(m) for m in markers.values()), fid
        assert not any(pad.colliderect(o) for o in rects[i + 1:]), fid
        m = markers[fid]                           # beside its own marker, touching its box
        assert pad.inflate(2 * m.w, 2 * m.h).colliderect(m), fid
        assert L.MAP.colliderect(m), fid           # never the name of a field off the map


def test_unzoomed_every_important_field_is_named():
    pygame.init()
    _geo, plates = _plates(0, (0, 0), L.MAP.center)
    named = {f for f, _r, _t in plates}
    kinds = set(painting.ALWAYS_NAMED)
    wanted = {f.id for f in content().fields.values() if f.name and f.kind in kinds}
    assert wanted <= named, wanted - named
    assert {f.id for f in content().fields.values() if f.kind in ("surlane", "wonder_stone")} <= named
