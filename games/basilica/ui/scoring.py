"""Basilica's scoring breakdown (shown below the cathedral while a scoring is held) and the
final result screen.

A scoring (rules phase ``"scoring"``) reveals the areas that hold Builders one by one: the
area is outlined on the cathedral and its row gives the colour, size, Stained glass, each
player's Builder strength and the points. The rows fill two columns of six, so twelve
areas show at once (more scroll, with arrows saying how many are out of view, and the list
starts from its first row once every area is revealed). "Move the markers" (the active
seat's ``score`` action) adds the points; nothing moves before. Hovering a row outlines
its area again and names who scores it.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from games.basilica.ui import layout as L
from games.basilica.ui.painting import fitted
from games.engine import i18n
from games.engine.i18n import N_, _, counted
from games.engine.rulekit import places
from games.engine.scenes.final import FinalSceneBase
from games.engine.words import and_list
from sprites.basilica import art
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button

STEP_MS = 900
ROW_H = 25
ROWS_PER_COLUMN = 6
LIST_COLUMNS = 2
VISIBLE_ROWS = ROWS_PER_COLUMN * LIST_COLUMNS      # 12 areas in view at once, in two columns
# The list reaches a little past the Order fields' frame (the totals beside it start further
# right during a scoring), so each of its two columns holds a row's widest values whole.
LIST = pygame.Rect(L.FIELDS.x + 6, L.FIELDS.y + 62, L.PILES.x + 10 - L.FIELDS.x - 6,
                   ROWS_PER_COLUMN * ROW_H)
GAP = 6
HALF = (LIST.w - GAP) // LIST_COLUMNS
TOTALS_X = L.PILES.x + 20                         # left edge of the totals and buttons
HEAD_PX = 11
TILE = 20                                         # the colour's tile at the start of a row
PAD = 3                                           # inside a row, at both ends
MIN_GAP = 3                                       # between two columns' widest values
# The widest values a row shows: strength per seat (6 Builders, all promoted, count 12),
# sizes and Stained glass of two digits, points up to +99 and a tie of two digits each.
WIDEST = {"size": "99", "glass": "99", "strength": "12", "points": ("+99", 99)}
# The list's column headings (marked for the catalog, translated where drawn).
HEADINGS = (("area", N_("Area")), ("size", N_("Size")), ("glass", N_("Glass")),
            ("strength", N_("Strength")), ("points", N_("Points")))


def colour_label(colour: str) -> str:
    """The colour's name as a row of the list starts with it ("Yellow", "Żółty"), in the
    language shown."""
    from games.basilica.content import load_content
    name = load_content().numbers.colour_name(colour)
    return name[:1].upper() + name[1:]


def tie_points(points: int) -> str:
    """The Points column on a tie worth something: "+3 each" in the language shown."""
    return _("+{n} each").format(n=points)


HEAD_GAP = 8                                      # px at least between two headings


def heading_lefts(spans: list[tuple[int, int]], widths: list[int], width: int) -> list[int]:
    """Where the list's column headings start (px from the row's left edge): the first
    at its column's left, each other centred over its column (``spans``: ``(left,
    width)`` per column, in order; ``widths``: each heading's px), then moved apart just
    enough, sharing the move between the two neighbours, for ``HEAD_GAP`` px between any
    two, and kept inside ``width``. A longer language's headings (Polish "Rozmiar",
    "Witraże") then never run together even when their columns touch."""
    lefts = [spans[0][0]] + [left + (w - hw) // 2 for (left, w), hw in
                             zip(spans[1:], widths[1:])]
    for _round in range(len(lefts)):
        for i in range(1, len(lefts)):
            short = lefts[i - 1] + widths[i - 1] + HEAD_GAP - lefts[i]
            if short > 0 and i > 1:
                lefts[i - 1] -= short // 2
                lefts[i] += short - short // 2
            elif short > 0:
                lefts[i] += short
    for i in range(1, len(lefts)):                      # no overlap left, inside the row
        lefts[i] = max(lefts[i], lefts[i - 1] + widths[i - 1] + HEAD_GAP)
    over = lefts[-1] + widths[-1] - width
    if over > 0:
        lefts = [lefts[0]] + [x - over for x in lefts[1:]]
    return lefts


def row_layout(width: int, colours: tuple[str, ...]) -> tuple[int, dict[str, tuple[int, int]]]:
    """:func:`language_row_layout` for the language shown now."""
    return language_row_layout(width, colours, i18n.language())


@lru_cache(maxsize=16)
def language_row_layout(width: int, colours: tuple[str, ...],
                        language: str) -> tuple[int, dict[str, tuple[int, int]]]:
    """How a row ``width`` px wide is split: ``(font px, {column: (left, width)})``, the
    lefts measured from the row's left edge. Columns: ``area`` (tile and colour name of
    ``colours``), ``size``, ``glass``, ``strength`` (both seats' cube and number) and
    ``points`` (the scorer's cube and ``+N``, or ``+N each`` on a tie). Each column is as
    wide as its heading or its widest value (``WIDEST``), whichever is more, and the
    space left is shared between them; the font is the largest from 15 px down to 12
    that leaves ``MIN_GAP`` px between columns, so no value is ever cut. The headings and
    names are those of ``language`` (the language shown: the cache is kept per language)."""
    for px in (15, 14, 13, 12):
        cube = px + 1
        need = {
            "area": TILE + 4 + max(fonts.width(colour_label(c), px, True) for c in colours),
            "size": fonts.width(WIDEST["size"], px),
            "glass": fonts.width(WIDEST["glass"], px),
            "strength": 2 * (cube + 2 + fonts.width(WIDEST["strength"], px, True)) + 4,
            "points": max(cube + 2 + fonts.width(WIDEST["points"][0], px, True),
                          fonts.width(tie_points(WIDEST["points"][1]), px, True)),
        }
        for key, label in HEADINGS:
            need[key] = max(need[key], fonts.width(_(label), HEAD_PX, True))
        spare = width - 2 * PAD - sum(need.values())
        if spare >= MIN_GAP * (len(need) - 1) or px == 12:
            break
    gap, x, spans = max(0, spare) // (len(need) - 1), PAD, {}
    for key, _label in HEADINGS:
        spans[key] = (x, need[key])
        x += need[key] + gap
    return px, spans


class ScoringPanel:
    """The scoring breakdown of ``board`` (a Basilica ``BoardScene``); inert outside the
    ``"scoring"`` phase. ``step`` counts the areas revealed so far."""

    def __init__(self, board):
        self.board = board
        self.step = 0
        self.elapsed = 0.0
        self.scroll = 0
        self.hover_row: int | None = None
        self.buttons: list[Button] = []

    # ------------------------------------------------------------------ data
    def open(self) -> dict | None:
        """The open scoring of the view (``number``, ``result``, ...), or None."""
        return self.board.view()["scoring"]

    def rows(self) -> list[dict]:
        """The areas that hold Builders (they are the ones that can score), in order."""
        held = self.open()
        if not held:
            return []
        return [a for a in held["result"]["areas"] if sum(a["strength"]) > 0]

    def idle(self) -> int:
        """How many areas hold no Builder (and score nothing)."""
        held = self.open()
        return len(held["result"]["areas"]) - len(self.rows()) if held else 0

    # ------------------------------------------------------------------ timing
    def start(self) -> None:
        """Begin revealing the areas (called when a scoring opens or a save shows one)."""
        self.step, self.elapsed, self.scroll = 0, 0.0, 0
        if self.board.app.settings.animation_factor() <= 0:
            self.step = len(self.rows())
        self.rebuild()

    def running(self) -> bool:
        """True while areas are still being revealed."""
        return self.open() is not None and self.step < len(self.rows())

    def show_all(self) -> None:
        """Reveal every row at once (the list shows from its first row)."""
        self.step = len(self.rows())
        self.scroll = 0
        self.rebuild()
        self.board.app.request_redraw()

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Screen rect of row ``index`` as the list is scrolled now, or None out of view."""
        slot = index - self.scroll
        if not 0 <= slot < VISIBLE_ROWS:
            return None
        column, row = divmod(slot, ROWS_PER_COLUMN)
        return pygame.Rect(LIST.x + column * (HALF + GAP), LIST.y + row * ROW_H, HALF, ROW_H - 2)

    def row_at(self, pos) -> int | None:
        """The revealed row under screen position ``pos``, or None."""
        shown = min(self.step, len(self.rows()))
        for index in range(self.scroll, min(shown, self.scroll + VISIBLE_ROWS)):
            rect = self.row_rect(index)
            if rect.collidepoint(pos):
                return index
        return None

    def update(self, dt: float) -> None:
        """Advance the reveal by ``dt`` milliseconds."""
        if not self.running():
            return
        self.elapsed += dt
        wait = STEP_MS * self.board.app.settings.animation_factor()
        if self.elapsed >= wait:
            self.elapsed = 0.0
            self.step += 1
            self.scroll = max(0, self.step - VISIBLE_ROWS)
            if not self.running():
                self.scroll = 0                 # all revealed: from the first row again
                self.rebuild()
            self.board.app.request_redraw()

    # ------------------------------------------------------------------ widgets
    def rebuild(self) -> None:
        """Add the scoring buttons to the board while a scoring is open, else remove them."""
        for b in self.buttons:
            self.board.widgets.remove(b)
        self.buttons = []
        held = self.open()
        if not held:
            return
        p = L.PILES
        name = self.board.seat_name(self.board.turn_seat())
        x, w = p.x + 10, p.w - 20              # below the list's last row
        from games.basilica.ui.scene import label_size
        label = _("Move the markers")
        move = Button(pygame.Rect(x, p.bottom - 58, w, 46), label, self.board.score,
                      tooltip=_("{name} adds the points to the track.").format(name=name),
                      size=label_size(label, w, 19) or 13)
        self.buttons.append(move)
        if self.running():
            label = _("Show all areas")
            self.buttons.append(Button(pygame.Rect(x, p.bottom - 106, w, 40), label,
                                       self.show_all, style="secondary",
                                       size=label_size(label, w, 17) or 13))
        for b in self.buttons:
            self.board.widgets.add(b)

    def handle_event(self, event) -> bool:
        """Mouse wheel scrolls the rows; hovering a row outlines its area. Returns True when
        the event was the panel's."""
        if self.open() is None:
            return False
        if event.type == pygame.MOUSEWHEEL and L.BOTTOM.collidepoint(self.board.app.mouse_pos):
            most = max(0, min(self.step, len(self.rows())) - VISIBLE_ROWS)
            self.scroll = max(0, min(most, self.scroll - event.y))
            self.board.app.request_redraw()
            return True
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            if row != self.hover_row:
                self.hover_row = row
                self.board.app.request_redraw()
        return False

    def row_tooltip(self, pos) -> str | None:
        """The hover text of the row under ``pos``: the area and who scores it, in words."""
        index = self.row_at(pos)
        if index is None:
            return None
        area, board = self.rows()[index], self.board
        pts = area["points"]
        fields = {"colour": colour_label(area["colour"]), "size": area["size"],
                  "glass": area["glass"], "worth": board.rules.area_worth(area["size"], area["glass"]),
                  "first": board.seat_name(0), "first_strength": area["strength"][0],
                  "second": board.seat_name(1), "second_strength": area["strength"][1]}
        if pts[0] == pts[1]:
            result = (counted(pts[0], "a tie: {n} point each", "a tie: {n} points each")
                      if pts[0] else _("a tie worth nothing"))
        else:
            seat = 0 if pts[0] > pts[1] else 1
            result = _("{name} scores {points}").format(name=board.seat_name(seat),
                                                        points=pts[seat])
        if area["glass"]:
            text = _("{colour} area of {size}, {glass} Stained glass (worth {worth}); Builder "
                     "strength {first} {first_strength} and {second} {second_strength}: "
                     "{result}.")
        else:
            text = _("{colour} area of {size} (worth {worth}); Builder strength {first} "
                     "{first_strength} and {second} {second_strength}: {result}.")
        return text.format(result=result, **fields)

    # ------------------------------------------------------------------ drawing
    def draw_frame(self, surface) -> None:
        """The panel's background (drawn into the board's static layer)."""
        b = L.BOTTOM
        pygame.draw.rect(surface, P.PARCHMENT, b, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, b, 3, border_radius=10)

    def draw(self, surface) -> None:
        """The rows revealed so far, the totals and the outline of the current area."""
        held = self.open()
        if held is None:
            return
        rows = self.rows()
        b = L.BOTTOM
        title = (_("Scoring {number} (final: the stack ran out)") if held["final"]
                 else _("Scoring {number}")).format(number=held["number"])
        surface.blit(fonts.text(title, 22, P.INK, bold=True), (b.x + 16, b.y + 8))
        shown = min(self.step, len(rows))
        for column in range(LIST_COLUMNS if shown > ROWS_PER_COLUMN else 1):
            for image, spot in self.heading_items(LIST.x + column * (HALF + GAP)):
                surface.blit(image, spot)
        for i in range(self.scroll, min(shown, self.scroll + VISIBLE_ROWS)):
            current = i in (shown - 1, self.hover_row) and (self.running() or i == self.hover_row)
            self._draw_row(surface, rows[i], self.row_rect(i), current)
        self._draw_more(surface, shown)
        note = self._note(rows, shown)
        surface.blit(fonts.fit(note, 15, P.INK_MUTED, LIST.w - 12, minimum=11),
                     (LIST.x + 12, b.bottom - 26))
        self._draw_totals(surface, held, shown == len(rows))
        self._draw_outline(surface, rows, shown)

    def _draw_more(self, surface, shown) -> None:
        """Arrows with how many revealed rows are scrolled out of view above and below."""
        above, below = self.scroll, max(0, shown - self.scroll - VISIBLE_ROWS)
        for count, y, text in (
                (above, LIST.y - 20, N_("▲ {n} more above (mouse wheel)")),
                (below, LIST.bottom + 1, N_("▼ {n} more below (mouse wheel)"))):
            if count:
                label = fonts.text(_(text).format(n=count), 14, P.DANGER, bold=True)
                surface.blit(label, label.get_rect(topright=(LIST.right - 4, y)))

    def _note(self, rows, shown) -> str:
        idle = self.idle()
        if shown < len(rows):
            return counted(idle, "Area {shown} of {areas} with Builders… {n} area without "
                           "Builders scores nothing.", "Area {shown} of {areas} with Builders… "
                           "{n} areas without Builders score nothing.",
                           shown=shown, areas=len(rows))
        if not rows:
            return counted(idle, "No area holds a Builder, so nobody scores ({n} area).",
                           "No area holds a Builder, so nobody scores ({n} areas).")
        with_builders = counted(len(rows), "{n} area with Builders.", "{n} areas with Builders.")
        return counted(idle, "{with_builders} {n} area without Builders scores nothing.",
                       "{with_builders} {n} areas without Builders score nothing.",
                       with_builders=with_builders)

    def layout(self) -> tuple[int, dict[str, tuple[int, int]]]:
        """The font size and column spans of a row (``row_layout`` for ``HALF``)."""
        return row_layout(HALF, self.board.content.numbers.colours)

    def heading_items(self, x0: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The column headings of a list column starting at ``x0``: ``(image, rect)``,
        "Area" at its column's left, the others centred over theirs as far as
        ``heading_lefts`` keeps them ``HEAD_GAP`` px apart."""
        spans = self.layout()[1]
        heads = [fonts.text(_(label), HEAD_PX, P.INK_MUTED, bold=True) for _k, label in HEADINGS]
        lefts = heading_lefts([spans[key] for key, _label in HEADINGS],
                              [h.get_width() for h in heads], HALF)
        return [(head, head.get_rect(topleft=(x0 + left, LIST.y - 18)))
                for head, left in zip(heads, lefts)]

    def points_text(self, area) -> str:
        """What the Points column says of ``area``: ``+N`` for the scorer, ``+N each``
        on a tie, ``tie: 0`` for a tie worth nothing."""
        pts = area["points"]
        if pts[0] == pts[1]:
            return tie_points(pts[0]) if pts[0] else _("tie: 0")
        return f"+{max(pts)}"

    def row_items(self, area, rect) -> list[tuple[str, str | None, pygame.Surface, pygame.Rect]]:
        """What one area's row draws in ``rect``: ``(column, text or None, image, rect)``
        for the colour's tile and name, size, Stained glass, each seat's cube and
        strength, and the scorer's cube (none on a tie) and the points. Every text is
        drawn whole (the layout leaves room for the widest values)."""
        board = self.board
        px, spans = self.layout()
        cube = px + 1
        y = rect.y + (rect.h - fonts.line_height(px)) // 2
        items = []

        def put(column, text, image, x, top=None):
            items.append((column, text, image, image.get_rect(topleft=(x, y if top is None else top))))

        left = rect.x + spans["area"][0]
        put("area", None, art.element_tile((area["colour"],), False, TILE), left,
            rect.y + (rect.h - TILE) // 2)
        name = colour_label(area["colour"])
        put("area", name, fonts.text(name, px, P.INK, bold=True), left + TILE + 4)
        for column in ("size", "glass"):
            text = f"{area[column]}"
            image = fonts.text(text, px, P.INK)
            start, w = spans[column]
            put(column, text, image, rect.x + start + (w - image.get_width()) // 2)
        x = rect.x + spans["strength"][0]
        for seat in range(2):
            put("strength", None, board.cube(seat, cube), x, rect.y + (rect.h - cube) // 2)
            text = str(area["strength"][seat])
            image = fonts.text(text, px, P.INK, bold=True)
            put("strength", text, image, x + cube + 2)
            x += (spans["strength"][1] + 4) // 2
        pts, x = area["points"], rect.x + spans["points"][0]
        if pts[0] != pts[1]:
            put("points", None, board.cube(0 if pts[0] > pts[1] else 1, cube), x,
                rect.y + (rect.h - cube) // 2)
            x += cube + 2
        text = self.points_text(area)
        put("points", text, fonts.text(text, px, P.INK, bold=True), x)
        return items

    def _draw_row(self, surface, area, rect, current: bool) -> None:
        """One area's row in ``rect`` (``row_items``), on gold when it is the current one."""
        if current:
            pygame.draw.rect(surface, P.GOLD_LIGHT, rect, border_radius=4)
        for _column, _text, image, spot in self.row_items(area, rect):
            surface.blit(image, spot)

    def _draw_totals(self, surface, held, complete: bool) -> None:
        board, p = self.board, L.PILES
        x, w = TOTALS_X, L.PILES.right - TOTALS_X
        pts = held["result"]["points"]
        totals = board.view()["totals"]
        y = p.y + 14
        surface.blit(fonts.fit(_("Points this scoring"), 16, P.INK_MUTED, w - 10, bold=True,
                               minimum=12),
                     (x, y))
        for seat in range(2):
            y += 28
            surface.blit(board.cube(seat, 20), (x, y))
            surface.blit(fonts.fit(board.seat_name(seat), 17, P.INK, w - 38, bold=True),
                         (x + 28, y))
            y += 22
            line = (f"+{pts[seat]}: {totals[seat]} → {totals[seat] + pts[seat]}" if complete
                    else _("adding up…"))
            surface.blit(fonts.fit(line, 17, P.INK, w - 38), (x + 28, y))

    def _draw_outline(self, surface, rows, shown) -> None:
        surface.set_clip(self.board.geometry().view_rect().clip(L.CATHEDRAL.inflate(-4, -4)))
        self._outline_area(surface, rows, shown)
        surface.set_clip(None)

    def _outline_area(self, surface, rows, shown) -> None:
        index = self.hover_row if self.hover_row is not None else (
            shown - 1 if self.running() and shown else None)
        if index is None or index >= len(rows):
            return
        g = self.board.geometry()
        cells = {tuple(c) for c in rows[index]["cells"]}
        for x, y in cells:
            r = g.cell_rect(x, y)
            edges = {(0, -1): (r.topleft, r.topright), (0, 1): (r.bottomleft, r.bottomright),
                     (-1, 0): (r.topleft, r.bottomleft), (1, 0): (r.topright, r.bottomright)}
            for (dx, dy), (a, b) in edges.items():
                if (x + dx, y + dy) not in cells:
                    pygame.draw.line(surface, P.WOOD_DARK, a, b, 7)
                    pygame.draw.line(surface, P.HIGHLIGHT, a, b, 4)


class FinalScene(FinalSceneBase):
    """The end of the game: the winner (or a shared victory), both totals and the points of
    each scoring."""

    title = N_("The cathedral is finished")

    def draw_content(self, surface) -> None:
        board = self.board
        v = board.view()
        winners = v["winners"]
        names = and_list(board.seat_name(s) for s in winners)
        verdict = counted(len(winners), "{names} wins!", "{names} share the victory!",
                          names=names)
        line = fonts.fit(verdict, 38, P.GOLD_LIGHT, 1200, bold=True)
        surface.blit(line, line.get_rect(center=(640, 160)))
        order = sorted(range(2), key=lambda s: -v["totals"][s])
        for row, (place, seat) in enumerate(places(order, lambda s: v["totals"][s])):
            rect = pygame.Rect(240, 220 + row * 130, 800, 112)
            pygame.draw.rect(surface, P.GOLD_LIGHT if seat in winners else P.PARCHMENT, rect,
                             border_radius=10)
            surface.blit(fonts.text(f"{place}.", 36, P.INK, bold=True), (rect.x + 16, rect.y + 30))
            surface.blit(board.cube(seat, 40),
                         (rect.x + 70, rect.y + 30))
            surface.blit(fonts.fit(board.seat_name(seat), 28, P.INK, 560, bold=True),
                         (rect.x + 124, rect.y + 16))
            per = _(", ").join(_("scoring {number}: +{points}").format(
                number=i, points=s["points"][seat]) for i, s in enumerate(v["scorings"], 1)) \
                or _("no scoring held")
            per_img = fitted(per, 18, P.INK_MUTED, 520, smallest=14)     # wraps if it must
            surface.blit(per_img, (rect.x + 124, min(rect.y + 60, rect.bottom - 4
                                                     - per_img.get_height())))
            total = fonts.text(str(v["totals"][seat]), 44, P.INK, bold=True)
            surface.blit(total, total.get_rect(midright=(rect.right - 20, rect.centery)))
        elements = len(v["cathedral"])
        how = (_("The stack ran out a second time, with the King on space {space}: the last "
                 "scoring was the final one.")
               if v["exhaustions"] >= board.content.numbers.stack_exhaustions else
               _("The King reached the last crown space, {space}: the third scoring ended the "
                 "game.")).format(space=v["king"])
        built = _("The cathedral has {elements}; {scorings}.").format(
            elements=counted(elements, "{n} element", "{n} elements"),
            scorings=counted(len(v["scorings"]), "{n} scoring was held",
                             "{n} scorings were held"))
        for i, line in enumerate((how, built)):
            note = fonts.fit(line, 20, P.TEXT_LIGHT, 1200)
            surface.blit(note, note.get_rect(center=(640, 500 + i * 32)))
