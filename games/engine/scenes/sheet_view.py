"""Drawing a score sheet (``games.engine.scoresheet.ScoreSheet``) on the final screen: the
table of points by source (a column per seat under its pawn and name, a row per source, the
total last) and the chart of the charted measure at the start of every turn (a line per
seat in its colour, its pawn as the markers, turn on the x axis, the measure's name on the
y axis). Sized for the 1280x800 logical screen, its smallest text 16 px so it stays
readable scaled down to 1024x640."""
from __future__ import annotations

import math

import pygame

from games.engine import i18n
from games.engine.i18n import _
from games.engine.scoresheet import ScoreSheet
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn_icon
from sprites.widgets import panel_surface

LABEL_W = 410          # px: the table's first column (the sources)
ROW_H = 28             # px: one row of the table
HEAD_H = 34            # px: the row of pawns and names
TEXT = 18              # px: the table's text
SMALL = 16             # px: the chart's ticks and legend (readable at 1024x640)
MARKERS = 9            # pawn markers per line, at most
MARKER = 18            # px: a marker pawn
LINE = 3               # px: a seat's line (over a dark edge 2 px wider)


def number_text(value: float) -> str:
    """A number of the sheet as shown: whole numbers as such, others with one decimal."""
    return i18n.number(int(value)) if float(value).is_integer() else f"{value:.1f}"


def nice_step(span: float, count: int) -> int:
    """A round step (1, 2, 5, 10, 20, 50, ...) giving about ``count`` ticks over ``span``."""
    raw = max(1.0, span / max(1, count))
    power = 10 ** int(math.floor(math.log10(raw)))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


class SheetView:
    """The sheet of ``seats`` (``(name, colour key)`` per seat) in ``rect``: the table on
    top, as tall as its rows, the chart below it. ``problem``: a sentence shown in place of
    the sheet (it could not be made)."""

    def __init__(self, rect: pygame.Rect, sheet: ScoreSheet | None, seats: list[tuple[str, str]],
                 problem: str | None = None):
        self.rect, self.sheet, self.seats, self.problem = rect, sheet, seats, problem
        rows = len(sheet.rows) + 1 if sheet else 0
        self.table = pygame.Rect(rect.x, rect.y, rect.w, HEAD_H + rows * ROW_H + 8)
        self.chart = pygame.Rect(rect.x, self.table.bottom + 12, rect.w,
                                 rect.bottom - self.table.bottom - 12)

    # ------------------------------------------------------------------ geometry
    def column(self, seat: int) -> pygame.Rect:
        """The table column of ``seat`` (header to total)."""
        width = (self.table.w - LABEL_W - 16) // max(1, len(self.seats))
        return pygame.Rect(self.table.x + LABEL_W + seat * width, self.table.y, width,
                           self.table.h)

    def plot(self) -> pygame.Rect:
        """The chart's plotting area (inside its axes and labels)."""
        c = self.chart
        return pygame.Rect(c.x + 96, c.y + 44, c.w - 96 - 24, c.h - 44 - 58)

    def hover_text(self, pos) -> str | None:
        """The whole name under a column's head (a long one is drawn smaller or cut), or
        the values of the turn under the mouse in the chart."""
        if self.sheet is None:
            return None
        for seat in range(len(self.seats)):
            head = self.column(seat)
            if pygame.Rect(head.x, head.y, head.w, HEAD_H).collidepoint(pos):
                return self.seats[seat][0]
        plot = self.plot()
        if not plot.inflate(8, 8).collidepoint(pos) or len(self.sheet.turns) < 2:
            return None
        last = self.sheet.turns[-1][0]
        turn = round((pos[0] - plot.x) / plot.w * last)
        values = min(self.sheet.turns, key=lambda t: abs(t[0] - turn))
        parts = ", ".join(f"{name} {number_text(v)}" for (name, _c), v in zip(self.seats, values[1]))
        return _("Turn {turn}: {values}").format(turn=values[0], values=parts)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The table and the chart (or the problem, said on a parchment)."""
        if self.sheet is None:
            surface.blit(panel_surface(self.rect.size, "parchment"), self.rect)
            img = fonts.text(self.problem or "", 20, P.INK, wraplength=self.rect.w - 60,
                             align="center")
            surface.blit(img, img.get_rect(center=self.rect.center))
            return
        self.draw_table(surface)
        self.draw_chart(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        sheet, t = self.sheet, self.table
        surface.blit(panel_surface(t.size, "parchment"), t)
        for seat, (name, colour) in enumerate(self.seats):
            col = self.column(seat)
            icon = pawn_icon(colour, 22)
            label = fonts.fit(name, TEXT, P.INK, col.w - 36, bold=True, minimum=13)
            x = col.centerx - (icon.get_width() + 6 + label.get_width()) // 2
            surface.blit(icon, (x, t.y + 7))
            surface.blit(label, (x + icon.get_width() + 6, t.y + 9))
        y = t.y + HEAD_H
        rows = list(sheet.rows) + [(_("Total"), sheet.totals)]
        for index, (label, values) in enumerate(rows):
            last = index == len(rows) - 1
            band = pygame.Rect(t.x + 8, y, t.w - 16, ROW_H)
            if last:
                pygame.draw.line(surface, P.INK_MUTED, band.topleft, band.topright, 2)
            elif index % 2 == 0:
                pygame.draw.rect(surface, P.PARCHMENT_DARK, band, border_radius=4)
            img = fonts.fit(label, TEXT, P.INK, LABEL_W - 24, bold=last, minimum=14)
            surface.blit(img, (t.x + 16, y + (ROW_H - img.get_height()) // 2))
            for seat, value in enumerate(values[:len(self.seats)]):
                colour = P.DANGER if value < 0 else P.INK_MUTED if value == 0 and not last \
                    else P.INK
                img = fonts.text(number_text(value), TEXT, colour, bold=last)
                surface.blit(img, img.get_rect(center=(self.column(seat).centerx,
                                                       y + ROW_H // 2)))
            y += ROW_H

    def draw_chart(self, surface: pygame.Surface) -> None:
        c, plot, sheet = self.chart, self.plot(), self.sheet
        surface.blit(panel_surface(c.size, "parchment"), c)
        values = [v for _turn, row in sheet.turns for v in row] or [0]
        low, high = min(0, min(values)), max(1, max(values))
        step = nice_step(high - low, 5)
        low, high = math.floor(low / step) * step, math.ceil(high / step) * step
        last = max(1, sheet.turns[-1][0])

        def at(turn: float, value: float) -> tuple[int, int]:
            return (round(plot.x + turn / last * plot.w),
                    round(plot.bottom - (value - low) / (high - low) * plot.h))

        for tick in range(int(low), int(high) + 1, step):
            y = at(0, tick)[1]
            pygame.draw.line(surface, P.PARCHMENT_EDGE, (plot.x, y), (plot.right, y), 1)
            img = fonts.text(number_text(tick), SMALL, P.INK_MUTED)
            surface.blit(img, img.get_rect(midright=(plot.x - 8, y)))
        for tick in range(0, last + 1, nice_step(last, 10)):
            x = at(tick, low)[0]
            pygame.draw.line(surface, P.INK_MUTED, (x, plot.bottom), (x, plot.bottom + 5), 1)
            img = fonts.text(str(tick), SMALL, P.INK_MUTED)
            surface.blit(img, img.get_rect(midtop=(x, plot.bottom + 7)))
        pygame.draw.line(surface, P.INK, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, P.INK, plot.topleft, plot.bottomleft, 2)
        axis = fonts.text(_("Turn"), SMALL, P.INK, bold=True)
        surface.blit(axis, axis.get_rect(midtop=(plot.centerx, plot.bottom + 30)))
        name = pygame.transform.rotate(
            fonts.fit(sheet.label, SMALL, P.INK, plot.h + 30, bold=True, minimum=12), 90)
        surface.blit(name, name.get_rect(center=(c.x + 20, plot.centery)))
        self._draw_legend(surface, plot)
        lines = [self._line(at, seat) for seat in range(len(self.seats))]
        for (_name, colour), points in zip(self.seats, lines):
            if len(points) > 1:
                pygame.draw.lines(surface, P.INK, False, points, LINE + 2)
                pygame.draw.lines(surface, P.player_rgb(colour), False, points, LINE)
        for seat, ((_name, colour), points) in enumerate(zip(self.seats, lines)):
            icon = pawn_icon(colour, MARKER)
            for i in marker_indices(len(points), seat, len(self.seats)):
                surface.blit(icon, icon.get_rect(center=points[i]))

    def _line(self, at, seat: int) -> list[tuple[int, int]]:
        """The points of ``seat``'s line, shifted up or down by a pixel or two per seat so
        that lines on the same values lie side by side instead of hiding each other."""
        shift = round((seat - (len(self.seats) - 1) / 2) * 2)
        return [(x, y + shift) for x, y in (at(turn, row[seat]) for turn, row in self.sheet.turns)]

    def _draw_legend(self, surface: pygame.Surface, plot: pygame.Rect) -> None:
        """Pawn and name of each seat in a row above the plot."""
        room = plot.w // max(1, len(self.seats))
        for seat, (name, colour) in enumerate(self.seats):
            x = plot.x + seat * room
            icon = pawn_icon(colour, 20)
            surface.blit(icon, (x, self.chart.y + 12))
            pygame.draw.line(surface, P.player_rgb(colour), (x + 24, self.chart.y + 22),
                             (x + 44, self.chart.y + 22), LINE + 1)
            img = fonts.fit(name, SMALL, P.INK, room - 56, minimum=12)
            surface.blit(img, (x + 50, self.chart.y + 13))


def marker_indices(count: int, seat: int, seats: int) -> list[int]:
    """Which of a line's ``count`` points get a pawn marker: the last, and at most
    ``MARKERS`` spread along it, each seat's shifted a little so that equal lines still
    show every pawn."""
    if count <= 0:
        return []
    step = max(1, count // MARKERS)
    shift = (seat * step) // max(1, seats)
    return sorted({*range(shift, count, step)} | {count - 1})
