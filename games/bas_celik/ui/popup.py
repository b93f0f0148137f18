"""The encounter box of the Baš-Čelik board (a conflict's dice, an Event card, what
happened): where it sits over the map and how it goes away.

A playtester found the boxes over the map hiding the pawns and lit fields concerned,
closing only when clicked on, and a click aimed at a box that had just gone by itself
landed on a lit field and moved a hero backwards. So: the box takes the place over the
map that covers the fewest lit fields and figures of the characters concerned (never
its field or the Centre when it can help it); a left click anywhere on the board closes
it and does nothing else; and for ``SETTLE_MS`` of app time after a box went by itself
(another step, a new box in its place) a click on the board does nothing.
"""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from sprites import fonts
from sprites import palette as P

ENCOUNTER = pygame.Rect(L.MAP.centerx - 190, L.MAP.y + 110, 380, 210)
FOOTER_H = 24                       # the line under the box saying what a click does
LINES_W = ENCOUNTER.w - 24          # a box of what happened: its lines' width
LINES_MAX_H = 260                   # and its most height
SETTLE_MS = 600                     # app ms a board click waits after a box went by itself
HARD, CONCERNED, OTHER = 1000, 10, 1   # what covering a marker or a piece costs


def lines_image(banner: dict) -> pygame.Surface:
    """A box of what happened (``banner["lines"]``): the lines, 15 px, one under the other."""
    return fonts.text("\n".join(banner["lines"]), 15, P.TEXT_LIGHT, wraplength=LINES_W)


def box_height(banner: dict | None) -> int:
    """The box's height in px, its footer line included (a box of what happened as
    tall as its lines need, at most ``LINES_MAX_H``)."""
    if banner and banner.get("lines"):
        return max(ENCOUNTER.h, min(LINES_MAX_H, 44 + lines_image(banner).get_height() + 12
                                    + FOOTER_H))
    return ENCOUNTER.h + FOOTER_H


def _rows(banner: dict | None, view: dict, geo: L.MapView, h: int) -> list[int]:
    """The tops the box may take, the usual one first: under the finale's box during the
    conflict with Baš-Čelik, beside the meeting's box during a meeting, else the half of
    the map its field is not in, then the other half."""
    from games.bas_celik.ui.boxes import meeting_rect
    top, bottom = L.MAP.y + 8, L.MAP.bottom - h - 8
    if view["phase"] == "bas":
        return [bottom]
    if view["phase"] == "meet" and view.get("meeting"):
        box = meeting_rect(view, geo)
        return [box.bottom + 6 if box.y < L.MAP.centery else box.y - h - 6]
    field = (banner or {}).get("field")
    if field in content().fields:
        f = content().fields[field]
        first = bottom if geo.to_screen(f.x, f.y)[1] < L.MAP.centery else top
        return [first, top if first == bottom else bottom]
    return [ENCOUNTER.y, top, bottom]


def clear_of(banner: dict | None, view: dict, geo: L.MapView, lit=()) -> list[tuple]:
    """What the box keeps clear of, ``(rect, cost)`` each: the marker of its field and
    the Centre's (``HARD``), the lit fields ``lit`` (ids) and the figures of the
    characters it is about (``CONCERNED``), every other piece on the map (``OTHER``)."""
    from games.bas_celik.ui import painting
    markers = painting.marker_rects(geo)
    out = [(markers["c_centre"], HARD)]
    field = (banner or {}).get("field")
    if field in markers:
        out.append((markers[field], HARD))
    out += [(markers[f], CONCERNED) for f in lit if f in markers]
    seats = set((banner or {}).get("seats", ()))
    pawn_px = max(16, round(geo.field_px() * 0.9))
    figures = []
    heroes = view.get("heroes", [])
    for seat in seats:
        pos = painting.figure_pos(geo, view, seat) if 0 <= seat < len(heroes) else None
        if pos is not None:
            figures.append(pygame.Rect(0, 0, pawn_px, pawn_px).move(pos[0] - pawn_px // 2,
                                                                   pos[1] - pawn_px // 2))
    out += [(r, CONCERNED) for r in figures]
    if "board" in view:
        out += [(r, OTHER) for r in painting.piece_rects(view, geo) if r not in figures]
    return out


def encounter_rect(banner: dict | None, view: dict | None = None,
                   geo: L.MapView | None = None, lit=()) -> pygame.Rect:
    """Where the encounter box of ``banner`` sits: ``ENCOUNTER``'s size with the footer
    line under it (``box_height``). With the ``view`` and the map's ``geo``: of the
    places over the map (its left, middle or right, in the rows ``_rows`` allows) the
    one that covers least of what it keeps clear of (``clear_of``, with ``lit``: the
    ids of the fields lit for a click now), the usual place on a tie."""
    h = box_height(banner)
    lowest = L.MAP.bottom - h - 8

    def placed(x, y):
        return pygame.Rect(x, max(L.MAP.y + 8, min(y, lowest)), ENCOUNTER.w, h)
    if view is None or geo is None:
        return placed(ENCOUNTER.x, ENCOUNTER.y)
    xs = (ENCOUNTER.x, L.MAP.x + 8, L.MAP.right - ENCOUNTER.w - 8)
    places = [placed(x, y) for y in _rows(banner, view, geo, h) for x in xs]
    keep = clear_of(banner, view, geo, lit)
    return min(places, key=lambda r: sum(cost for k, cost in keep if r.colliderect(k)))


class PopupMixin:
    """The board scene's side of the encounter box: ``banner`` (the box's contents or
    ``None``) remembers when a box went without a click (``_gone_ms``); ``close_by_click``
    for a click anywhere; ``click_held_ms`` while a click on the map must wait."""

    _banner_box: dict | None = None
    _gone_ms: float | None = None
    _clicked_shut = False

    @property
    def banner(self) -> dict | None:
        """The encounter box shown, ``None`` when there is none."""
        return self._banner_box

    @banner.setter
    def banner(self, value: dict | None) -> None:
        if self._banner_box is not None and value is not self._banner_box \
                and not self._clicked_shut:
            self._gone_ms = self.app.clock_ms      # it went (or moved) by itself
        self._banner_box = value

    def close_by_click(self) -> bool:
        """A left click anywhere on the board while the box shows: it closes (or, while
        the acting person reads a result, the mouse is passed on) and the click does
        nothing else. True when the click was taken so."""
        if self.held is not None:
            self._clicked_shut = True
            try:
                self.release()
            finally:
                self._clicked_shut = False
            return True
        if not self.banner:
            return False
        self._clicked_shut = True
        try:
            self.banner = None
        finally:
            self._clicked_shut = False
        self.app.request_redraw()
        return True

    def click_held_ms(self, pos) -> float:
        """As the base board's (a double click acts once), and on the map, off its
        buttons, for ``SETTLE_MS`` of app time after a box went by itself: a click then
        was likely aimed at the box, and must not act on what lay under it (the base
        board ignores a left click while this is above 0; ``Driver.wait_for_input``
        waits for it)."""
        held = super().click_held_ms(pos)
        if self._gone_ms is None or not L.MAP.collidepoint(pos) or self._button_at(pos):
            return held
        return max(held, SETTLE_MS - (self.app.clock_ms - self._gone_ms), 0.0)

    def banner_rect(self) -> pygame.Rect:
        """Where the encounter box is drawn now (``encounter_rect``, clear of the fields
        lit for the person deciding)."""
        if self.banner and self.banner.get("conflict"):     # the advanced variant's dialog
            from games.bas_celik.ui.conflict_ui import banner_rect
            return banner_rect(self)
        return encounter_rect(self.banner, self.view(), self.geo, tuple(self.targets()))

    def banner_footer(self) -> str:
        """The line under the encounter box: what a click does (``banner_footers``'
        first)."""
        return self.banner_footers()[0] if self.banner else ""

    def banner_footers(self) -> list[str]:
        """The line under the encounter box, longest first: the first that fits whole
        is drawn (the right-click's half goes where the words run long)."""
        if not self.banner:
            return [""]
        if self.held is not None:
            return [_("Click: pass the mouse to {name}.").format(
                name=self.seat_name(self.held["next"]))]
        if self.banner.get("card"):
            return [_("Click anywhere to close · right-click: the card large"),
                    _("Click anywhere to close")]
        return [_("Click anywhere to close")]
