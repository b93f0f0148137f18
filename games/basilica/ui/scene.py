"""The Basilica board: the scoring track, the cathedral on its Plan, the paired Order and
element fields, the piles, both players, the action panel and the game log.

What is drawn comes from the view alone (``view()``: ``rules.view`` for the seat looking;
Basilica hides nothing from one player that the other may see) and the legal actions
(``legal()``); no module of the board reads the rules state. Clicks become rules
actions: choose an element field, then a lit cell of the Plan to Build; click the faint
cube on the element just built (or the button) to Place a Builder; choose an Order field,
then its target on the cathedral (Shift: your Builder, then where it goes). A Paid Order
offer asks the opponent in a dialog; a scoring shows its breakdown
(``games.basilica.ui.scoring``) before the markers move. The board's words (instruction,
hover texts, the action panel's text) are in ``games.basilica.ui.texts``.
"""
from __future__ import annotations

import pygame

from games.basilica.ui import layout as L
from games.basilica.ui import marks
from games.basilica.ui import painting
from games.basilica.content import load_content
from games.basilica.ui.scoring import ScoringPanel, FinalScene
from games.basilica.ui.texts import HINTS, OFF_PLAN, OUTSIDE, BoardTexts  # noqa: F401
from games.engine import audio
from games.engine.i18n import _
from games.engine.scenes.board import BoardSceneBase
from sprites.basilica import art
from sprites import fonts
from sprites.artkit import tint
from sprites import palette as P
from sprites.widgets import Button, Modal, table_background

MARCH_MS = 1200
STATUS_WIDTH = 820       # what the top bar's status line holds at its smallest font
def label_size(label: str, width: int, largest: int, smallest: int = 13) -> int | None:
    """The largest font size from ``largest`` down to ``smallest`` at which a button
    ``width`` px wide shows ``label`` whole (its 10 px margins kept), or ``None``."""
    for size in range(largest, smallest - 1, -1):
        if fonts.width(label, min(size, 18), True) <= width - 20:
            return size
    return None


class BoardScene(BoardTexts, BoardSceneBase):
    """The board scene of Basilica (see the module docstring)."""

    LOG_RECT = L.LOG

    def __init__(self, app, session):
        self.content = load_content()
        self.selected: tuple[str, int] | None = None      # ("element" | "order", field)
        self.shift_from: tuple[int, int] | None = None
        self.plan_first = 0                               # first Plan column in view
        self.panel_buttons: list[Button] = []
        self._targets_key, self._targets_cache = None, {}
        self._layer_key, self._layer = None, None
        self._offer_dismissed = False
        self._offer_modal: Modal | None = None     # the Paid Order dialog while open
        self.refusal: str | None = None     # a long refusal shown whole on the action panel
        self._last_events: list[dict] = []
        self._march: tuple | None = None        # markers moving: (from, to, ms left, ms)
        super().__init__(app, session)
        self.scoring = ScoringPanel(self)
        self._rebuild_panel()

    # ------------------------------------------------------------------ helpers
    def geometry(self) -> L.PlanGeometry:
        """Where the Plan sits now (it zooms out as the cathedral grows)."""
        v = self.view()
        xs = [c[0] for c in v["cathedral"]] + [c[0] for c in v["scaffolding"]]
        return L.PlanGeometry(max(xs, default=-1), self.content.numbers.plan_rows,
                              self.plan_first)

    def show_column(self, x: int) -> None:
        """Pan so that Plan column ``x`` is in view (after a Build far along)."""
        g = self.geometry()
        if not g.visible(x):
            self.pan(x - g.first - g.columns + 2 if x >= g.first else x - g.first - 1)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """The Plan cell at screen position ``pos`` as the Plan is drawn now, or None."""
        return self.geometry().cell_at(pos) if L.CATHEDRAL.collidepoint(pos) else None

    @property
    def hover_cell(self) -> tuple[int, int] | None:
        """The Plan cell under the mouse now (follows panning and zooming)."""
        return self.cell_at(self.app.mouse_pos)

    def pan(self, columns: int) -> None:
        """Pan a long cathedral by ``columns`` (negative: towards the sockets)."""
        g = self.geometry()
        self.plan_first = max(0, min(g.first + columns, g.needed - g.columns))
        self.app.request_redraw()

    def cube(self, seat: int, size: int, promoted: bool = False) -> pygame.Surface:
        """``seat``'s Builder cube, ``size`` px: its colour, with its pawn shape printed on
        the front so the two players' cubes differ by more than colour."""
        colour = self.seat_colour(seat)
        return art.builder_cube(P.player_rgb(colour), size, promoted,
                                P.PAWN_SHAPES.get(colour))

    def order_of(self, field: int) -> str | None:
        """The Order id on Order field ``field`` (None on an emptied field)."""
        return self.view()["order_fields"][field]

    def language_changed(self) -> None:
        """The language shown changed (Settings): the panel's buttons, the scoring's buttons
        and the drawn layer are made again in it, and an open Paid Order dialog asks again
        in it."""
        self._layer_key = None
        self.refusal = None
        self._rebuild_panel()
        if self.modal is not None and self.view()["phase"] == "paid_offer" \
                and not self._offer_dismissed:
            self.close_modal()
            self._open_offer()

    def _types(self) -> set[str]:
        return {a["type"] for a in self.legal()}

    # ------------------------------------------------------------------ targets
    def _cell_actions(self) -> list[dict]:
        """The legal actions that the current selection turns into cell clicks."""
        legal, phase = self.legal(), self.view()["phase"]
        if phase == "paid_order":
            return [a for a in legal if a["type"] == "paid_order"]
        if not self.selected:
            return []
        kind, field = self.selected
        wanted = "build" if kind == "element" else "order"
        return [a for a in legal if a["type"] == wanted and a.get("field") == field
                and ("cell" in a or wanted == "build")]

    def _targets(self) -> dict[tuple[int, int], dict]:
        """Lit cells -> the action a click there takes (Shift: its first step picks a
        Builder, whose action is any of its moves); cached per game change and choice."""
        self.view()
        key = (self._view_key, self.selected, self.shift_from)
        if key != self._targets_key:
            self._targets_key, self._targets_cache = key, self._find_targets()
        return self._targets_cache

    def _find_targets(self) -> dict[tuple[int, int], dict]:
        found: dict[tuple[int, int], dict] = {}
        for a in self._cell_actions():
            if a["type"] == "build":
                found[(a["x"], a["y"])] = a
            elif "to" in a:
                if self.shift_from is None:
                    found.setdefault(tuple(a["cell"]), a)
                elif tuple(a["cell"]) == self.shift_from:
                    found[tuple(a["to"])] = a
            else:
                found[tuple(a["cell"])] = a
        return found

    def _pending_order(self) -> str | None:
        if self.view()["phase"] == "paid_order":
            return self.view()["pending"]["order"]
        if self.selected and self.selected[0] == "order":
            return self.order_of(self.selected[1])
        return None

    # ------------------------------------------------------------------ panel
    def _rebuild_panel(self) -> None:
        if self.panel_buttons:
            self.tooltips.hide()              # a removed button's tooltip must not linger
        for b in self.panel_buttons:
            self.widgets.remove(b)
        self.panel_buttons = []
        specs = self._panel_specs()
        a = L.ACTION
        half = (a.w - 34) // 2
        # two buttons a row, unless a label (a longer language) fits half the row at no
        # size down to 13 px: then one button a row, each the panel's width
        columns = 1 if len(specs) == 1 or any(
            label_size(label, half, 16) is None for label, _cb, _tip in specs) else 2
        for i, (label, cb, tip) in enumerate(specs):
            w = a.w - 24 if columns == 1 else half
            rect = pygame.Rect(a.x + 12 + (i % columns) * (w + 10),
                               a.bottom - 52 - (i // columns) * 48, w, 42)
            b = Button(rect, label, cb, style="primary" if i == 0 else "secondary", tooltip=tip,
                       size=label_size(label, w, 18 if len(specs) == 1 else 16) or 13)
            self.panel_buttons.append(b)
            self.widgets.add(b)
        self.scoring.rebuild()

    def _panel_specs(self) -> list[tuple]:
        phase, types = self.view()["phase"], self._types()
        if phase == "over":
            return [(_("Final results"), self.show_final, None)]
        if phase == "paid_offer":
            if self.computer.thinking():     # a computer is offered: it answers itself
                return []
            return [(_("Decline"), self.decline,
                     _("Let it go; play returns to the active player.")),
                    (_("Pay 1 Coin"), self.pay, _("Give 1 Coin to carry out the Paid Order."))]
        if phase != "play":
            return []
        if self.computer.thinking():     # a computer decides: no button acts for it
            return []
        specs = []
        if "place_builder" in types and not self.selected:
            specs.append((_("Place a Builder"), self.place_builder,
                          _("Put a Builder from your supply on the element you just built "
                            "(or click the faint cube on it).")))
        if "redraw" in types:
            specs.append((_("Deal new elements"), lambda: self.act({"type": "redraw"}),
                          _("None of the three elements fits the Plan: discard them and deal "
                            "three new ones (this is not one of your actions).")))
        if self.selected and self.selected[0] == "order":
            field = self.selected[1]
            free = {"type": "order", "field": field}
            if free in self.legal():                 # Tax, or an Order with no target
                order = self.order_of(field)
                if self.rules.order_has_effect(self.view(), order):
                    label, tip = (_("Carry out {order_name}").format(
                                      order_name=self.content.orders[order].name),
                                  _("Take this Order now."))
                else:
                    label, tip = (_("Take (no effect)"), _("It has no possible target: the "
                                                          "token is discarded with no effect."))
                specs.append((label, lambda: self.act(dict(free)), tip))
        if self.selected:
            specs.append((_("Cancel"), self.deselect, _("Choose something else (right-click).")))
        return specs

    def set_status(self, text: str | None, ms: int = 6000) -> None:
        """Show ``text`` in the status line; a sentence too long for it is shown whole,
        wrapped, in a box on the action panel (``refusal``), the status line keeping as
        much of it as fits (its first sentence, or a pointer to the box)."""
        self.refusal = None
        if text and fonts.width(text, 16) > STATUS_WIDTH:
            self.refusal = text
            first = text.split(". ")[0].rstrip(".") + "."
            text = first if fonts.width(first, 16) <= STATUS_WIDTH and first != text \
                else _("Not possible there: the reason is in the panel on the right.")
        super().set_status(text, ms)

    def back(self) -> None:
        """Esc: first drop a choice in progress (an element or Order chosen, or the Builder
        picked for a Shift), like right-click and Cancel; with nothing chosen, the game
        menu."""
        if self.selected or self.shift_from is not None:
            self.deselect()
        else:
            super().back()

    def deselect(self) -> None:
        """Drop the current choice of element or Order."""
        self.selected, self.shift_from = None, None
        self._rebuild_panel()
        self.app.request_redraw()

    def place_builder(self) -> None:
        """Place a Builder on the element just built ("Wystawienie Budowniczego")."""
        self.act({"type": "place_builder"})

    def pay(self) -> None:
        """The opponent pays 1 Coin for the Paid Order."""
        self.act({"type": "pay"})

    def decline(self) -> None:
        """The opponent declines the Paid Order."""
        self.act({"type": "decline"})

    def score(self) -> None:
        """Finish the open scoring: the markers move (the rules' ``score`` action)."""
        self.act({"type": "score"})

    def show_final(self) -> None:
        """The final result screen."""
        self.app.push(FinalScene(self.app, self))

    # ------------------------------------------------------------------ acting
    def _after_change(self) -> None:
        """After an action, an undo or a seat handed to the computer: the choice is spent;
        rebuild the panel; a Paid Order dialog asking a seat a computer now plays is
        closed (the computer answers by itself)."""
        self.selected, self.shift_from = None, None
        super()._after_change()
        if self.modal is not None and self.modal is self._offer_modal \
                and self._offer_to_computer():
            self.close_modal()
        self._rebuild_panel()

    def _offer_to_computer(self) -> bool:
        """True while a Paid Order offer is open to a seat a computer plays."""
        v = self.view()
        return v["phase"] == "paid_offer" and bool(
            self.session.computer_level(v["pending"]["seat"]))

    def computer_waits(self) -> bool:
        """While a scoring is shown (phase ``"scoring"``) the computer to move waits for a
        person to read the breakdown and press Move the markers ("Podliczanie": the
        points are added once the markers move)."""
        return self.view()["phase"] == "scoring"

    def on_events(self, events: list[dict]) -> None:
        self._last_events = events
        kinds = [e["type"] for e in events]
        if "scoring_open" in kinds:
            self.scoring.start()
            audio.play("chime")
        if "build" in kinds or "order" in kinds:
            audio.play("flip")
        for e in events:
            if e["type"] == "build":
                self.show_column(e["x"])
            if e["type"] == "scoring":
                self._start_march(e)
        if "paid_offer" in kinds:
            self._offer_dismissed = False
        lines = self.log_lines[len(self.log_lines) - len(events):]   # one per event
        for e, line in zip(events, lines):
            if e["type"] in ("scoring", "turn_end", "redraw", "reshuffle", "stack_out"):
                self.set_status(line, 7000)
        if "game_over" in kinds:
            audio.play("chime")
            self.show_final()
        self._open_offer()

    def _start_march(self, event: dict) -> None:
        """Move the score cubes space by space to their new totals (after a scoring)."""
        end = list(event["totals"])
        start = [t - p for t, p in zip(end, event["result"]["points"])]
        length = MARCH_MS * self.app.settings.animation_factor()
        self._march = (start, end, length, length) if length > 0 and start != end else None

    def on_enter(self) -> None:
        """Back on the board: ask a pending Paid Order again (unless put aside)."""
        super().on_enter()
        self._open_offer()

    def on_first_enter(self) -> None:
        """A game loaded during a scoring shows its breakdown from the start."""
        if self.view()["phase"] == "scoring":
            self.scoring.start()

    def _open_offer(self) -> None:
        """Ask the opponent about a Paid Order in a dialog (again after a load). Enter
        (the dialog's first button) declines and Esc (its last) puts the dialog aside:
        no key spends a Coin, only a click on Pay 1 Coin does. A seat a computer plays
        gets no dialog: it answers by itself, and no person answers for it."""
        if self.view()["phase"] != "paid_offer" or self.modal or self._offer_dismissed \
                or self._offer_to_computer():
            return
        title, text = self.offer_dialog_texts()
        self._offer_modal = Modal(title, text, [(_("Decline"), self.decline, "primary"),
                                                (_("Pay 1 Coin"), self.pay, "secondary"),
                                                (_("Look at the board"), self._dismiss_offer,
                                                 "secondary")],
                                  width=640)
        self.show_modal(self._offer_modal)

    def offer_dialog_texts(self) -> tuple[str, str]:
        """The Paid Order dialog's ``(title, message)``: a short title naming the Order
        ("Paid Order: Stained glass", whole on one line for every Order), then the
        question to the opponent and its explanation (``rules.offer_text``, the same
        words after a reload), wrapped in the dialog's body."""
        question, explanation = self.offer_texts()
        name = self.content.orders[self.view()["pending"]["order"]].name
        return _("Paid Order: {order_name}").format(order_name=name), f"{question}\n\n{explanation}"

    def offer_texts(self) -> tuple[str, str]:
        """The open Paid Order offer in words, ``(question, explanation)``
        (``rules.offer_words`` for the view's offer and the seats' names)."""
        v = self.view()
        pending = v["pending"]
        return self.rules.offer_words(pending["order"], self.seat_name(pending["seat"]),
                                      self.seat_name(v["active"]))

    def _dismiss_offer(self) -> None:
        self._offer_dismissed = True

    # ------------------------------------------------------------------ input
    def handle_board_event(self, event) -> None:
        if self.scoring.handle_event(event):
            return
        if event.type == pygame.MOUSEWHEEL and L.CATHEDRAL.collidepoint(self.app.mouse_pos):
            self.pan(-2 * (event.y or -event.x))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pan(-2 if event.key == pygame.K_LEFT else 2)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.deselect()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def click(self, pos) -> None:
        """A left click on the board (not on a button)."""
        for i in range(len(self.view()["element_fields"])):
            if L.element_field_rect(i).collidepoint(pos):
                return self.choose("element", i)
            if L.order_field_rect(i).collidepoint(pos):
                return self.choose("order", i)
        if L.CATHEDRAL.collidepoint(pos):
            where, cell = self.geometry().locate(pos)
            if where == "cell":
                self.click_cell(cell)
            elif self.selected or self._pending_order():
                self.set_status(_(OFF_PLAN[where]))

    def choose(self, kind: str, field: int) -> None:
        """Select element or Order field ``field`` (a second click drops the choice)."""
        phase = self.view()["phase"]
        if phase != "play":
            self.set_status({"scoring": _("First finish the scoring: Move the markers."),
                             "over": _("The game is over."),
                             }.get(phase) or _("First settle the Paid Order."))
            return
        if self.selected == (kind, field):
            return self.deselect()
        token = self.view()["element_fields"][field] if kind == "element" else self.order_of(field)
        if token is None:
            self.set_status(_("That field is empty."))
            return
        self.selected, self.shift_from = (kind, field), None
        self.status = None                  # the instruction now says what to click
        if kind == "element" and not self._targets():
            self.set_status(_("That element fits nowhere in the Plan now."))
        self._rebuild_panel()
        self.app.request_redraw()

    def click_cell(self, cell: tuple[int, int]) -> None:
        """A click on Plan cell ``cell``."""
        v = self.view()
        if v["phase"] == "play" and not self.selected:
            if v["last_build"] and tuple(v["last_build"]) == cell and "place_builder" in self._types():
                self.place_builder()
            else:
                self.set_status(_("First choose an element (bottom row) or an Order (top row)."))
            return
        targets = self._targets()
        action = targets.get(cell)
        if action is None:
            self.set_status(self.why_not(cell))
            return
        order = self._pending_order()
        if order == "shift" and self.shift_from is None:
            self.shift_from = cell             # then the lit cells are that Builder's moves
            self.app.request_redraw()
            return
        self.act(dict(action))

    def why_not(self, cell: tuple[int, int]) -> str:
        """Why a click on ``cell`` does nothing with the current choice: the rules' own
        reason (``rules.cell_refusal`` for the view and the choice on screen)."""
        v = self.view()
        if self.selected and self.selected[0] == "element":
            return self.rules.cell_refusal(
                v, cell, element=v["element_fields"][self.selected[1]]) or ""
        return self.rules.cell_refusal(v, cell, order=self._pending_order(),
                                       shift_from=self.shift_from) or ""

    # ------------------------------------------------------------------ update
    def marker_totals(self) -> list[int]:
        """Where the score cubes stand now: the totals, or on their way after a scoring."""
        if self._march is None:
            return list(self.view()["totals"])
        start, end, left, length = self._march
        done = 1 - left / length
        return [round(a + (b - a) * done) for a, b in zip(start, end)]

    def update(self, dt) -> None:
        super().update(dt)
        self.scoring.update(dt)
        if self._march is not None:
            start, end, left, length = self._march
            self._march = (start, end, left - dt, length) if left > dt else None
            self.app.request_redraw()
        self.animating = self.scoring.running() or self._march is not None

    # ------------------------------------------------------------------ drawing
    def draw_background(self, surface) -> None:
        """Nothing: ``draw_board`` blits a full-screen layer that holds the table."""

    def draw_board(self, surface) -> None:
        v = self.view()
        key = (self._view_key, self.selected, self.shift_from, self.geometry().first,
               self.notice)                         # the panel's words make room for it
        if key != self._layer_key:
            self._layer_key, self._layer = key, self._draw_layer(v)
        surface.blit(self._layer, (0, 0))
        painting.draw_markers(surface, self, v, self.marker_totals())
        self._draw_highlights(surface)
        surface.set_clip(self.geometry().view_rect().clip(L.CATHEDRAL.inflate(-4, -4)))
        self.draw_marks(surface)
        surface.set_clip(None)
        self.scoring.draw(surface)
        self._draw_refusal(surface)

    MARK_PAD = -3            # inside the cell: the Plan's cells touch

    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect]:
        """The cells the last action touched (``marks.mark_rects``)."""
        return marks.mark_rects(self, action, events)

    def refusal_image(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The long refusal wrapped to its box over the action panel (above the panel's
        buttons), at the largest font from 17 px down to 13 px that fits, and the box."""
        a = L.ACTION
        bottom = min([b.rect.y for b in self.panel_buttons] + [a.bottom]) - 6
        box = pygame.Rect(a.x + 6, a.y + 6, a.w - 12, bottom - a.y - 6)
        for size in (17, 16, 15, 14, 13):
            img = fonts.text(self.refusal, size, P.INK, wraplength=box.w - 20)
            if img.get_height() <= box.h - 34:
                break
        return img, box

    def _draw_refusal(self, surface) -> None:
        """A refusal too long for the status line, whole, over the action panel's text
        while the status shows it (the font shrinks until it fits the box)."""
        if not self.refusal or self.status is None:
            self.refusal = None
            return
        img, box = self.refusal_image()
        pygame.draw.rect(surface, P.PARCHMENT, box, border_radius=8)
        pygame.draw.rect(surface, P.DANGER, box, 3, border_radius=8)
        surface.blit(fonts.text(_("Not possible there"), 17, P.DANGER, bold=True),
                     (box.x + 10, box.y + 6))
        surface.blit(img, (box.x + 10, box.y + 30), area=pygame.Rect(0, 0, box.w - 20, box.h - 34))

    def _draw_layer(self, v) -> pygame.Surface:
        layer = table_background((1280, 800)).copy()
        painting.draw_track(layer, self)
        painting.draw_cathedral(layer, self, v)
        if v["phase"] == "scoring":
            self.scoring.draw_frame(layer)
        else:
            painting.draw_fields(layer, self, v)
            painting.draw_piles(layer, self, v)
        for seat in range(2):
            painting.draw_player(layer, self, v, seat)
        self._draw_action_panel(layer, v)
        return layer

    def _draw_highlights(self, surface) -> None:
        surface.set_clip(self.geometry().view_rect().clip(L.CATHEDRAL.inflate(-4, -4)))
        self._draw_lit_cells(surface)
        surface.set_clip(None)

    def _draw_lit_cells(self, surface) -> None:
        """The lit targets of the choice on screen, only in the columns in view: a frame
        readable on every element colour (``art.target_frame``), a glow on empty cells."""
        g, hover = self.geometry(), self.hover_cell
        targets = self._targets()
        built = {(x, y) for x, y, _token in self.view()["cathedral"]}
        fill = tint((g.cell - 4, g.cell - 4), P.HIGHLIGHT_FILL)
        for cell in targets:
            if not g.visible(cell[0]):
                continue
            rect = g.cell_rect(*cell)
            if cell not in built:
                surface.blit(fill, rect.inflate(-4, -4))
            surface.blit(art.target_frame(g.cell, cell == hover), rect)
        v = self.view()
        if v["phase"] == "play" and v["last_build"] and not self.selected and \
                "place_builder" in self._types() and g.visible(v["last_build"][0]):
            rect = g.cell_rect(*v["last_build"])
            size = painting.builder_size(g.cell)
            hovered = tuple(v["last_build"]) == hover
            ring = painting.halo(size, P.HIGHLIGHT)
            surface.blit(ring, ring.get_rect(center=rect.center))
            ghost = self.cube(v["active"], size).copy()
            ghost.set_alpha(255 if hovered else 170)
            surface.blit(ghost, ghost.get_rect(center=rect.center))
            pygame.draw.rect(surface, P.HIGHLIGHT, rect.inflate(-2, -2), 4 if hovered else 3,
                             border_radius=4)
        if hover and hover not in targets and (
                self.selected or self._pending_order()):
            pygame.draw.rect(surface, P.DANGER, g.cell_rect(*hover).inflate(-6, -6), 2,
                             border_radius=4)

    def _panel_bottom(self) -> int:
        """The lowest y the action panel's words may reach (above its buttons)."""
        return min([b.rect.y for b in self.panel_buttons] + [L.ACTION.bottom]) - 6

    def notice_image(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The notice (news about the game's files, ``set_notice``) wrapped to its box at
        the foot of the action panel, above its buttons, and the box: at the largest
        font from 15 px down to 12 that leaves the panel's title and text room above it
        (``panel_images`` then shrinks them to fit). Only when no font leaves that room (a
        long problem with the saves beside a long Paid Order offer) does the box cover
        the lower part of the panel's text, never the board."""
        a, bottom = L.ACTION, self._panel_bottom()
        title, body = self._panel_text(self.view())
        for size in (15, 14, 13, 12):
            img = fonts.text(self.notice, size, P.GOLD_LIGHT, wraplength=a.w - 40,
                             align="center")
            if self._panel_fit(title, body, img.get_height() + 14 + 6)[2]:
                break
        height = min(img.get_height() + 14, bottom - a.y - 12)
        return img, pygame.Rect(a.x + 8, bottom - height, a.w - 16, height)

    def notice_room(self) -> int:
        """The px the notice's box takes at the foot of the action panel (0: none)."""
        return self.notice_image()[1].h + 6 if self.notice else 0

    def draw_notice(self, surface) -> None:
        """The notice in the action panel (``notice_image``) instead of over the top of
        the board, where it would hide the scoring track; not while a refusal fills the
        panel (the refusal answers a click just made)."""
        if not self.notice or (self.refusal and self.status is not None):
            return
        img, box = self.notice_image()
        pygame.draw.rect(surface, P.FELT_DARK, box, border_radius=8)
        pygame.draw.rect(surface, P.GOLD_DARK, box, 2, border_radius=8)
        top = box.y + max(7, (box.h - img.get_height()) // 2)
        surface.blit(img, (box.centerx - img.get_width() // 2, top),
                     area=pygame.Rect(0, 0, img.get_width(), box.bottom - 7 - top))

    def _draw_action_panel(self, surface, v) -> None:
        a = L.ACTION
        pygame.draw.rect(surface, P.WOOD_DARK, a, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, a, 2, border_radius=10)
        title, body = self._panel_text(v)
        head, text = self.panel_images(title, body, self.notice_room())
        surface.blit(head, (a.x + 12, a.y + 10))
        surface.blit(text, (a.x + 12, a.y + 16 + head.get_height()))

    def panel_images(self, title: str, body: str,
                     reserve: int = 0) -> tuple[pygame.Surface, pygame.Surface]:
        """The action panel's title and body, wrapped to its width, each at the largest
        font that lets both fit above the panel's buttons and ``reserve`` px more (the
        notice's box) (title 18 px down to 14, body 16 down to 12), so nothing of them is
        cut off."""
        head, text, _fits = self._panel_fit(title, body, reserve)
        return head, text

    def _panel_fit(self, title: str, body: str, reserve: int):
        """``(title image, body image, fits)`` for ``panel_images``."""
        a = L.ACTION
        room = self._panel_bottom() - reserve - (a.y + 16)
        for head_px, body_px in ((18, 16), (17, 15), (16, 14), (15, 13), (14, 12), (13, 12),
                                 (13, 11)):
            head = fonts.text(title, head_px, P.GOLD_LIGHT, bold=True, wraplength=a.w - 24)
            text = fonts.text(body, body_px, P.TEXT_LIGHT, wraplength=a.w - 24)
            if head.get_height() + text.get_height() <= room:
                return head, text, True
        return head, text, False

def showcase() -> pygame.Surface:
    """A corner of a cathedral with a Builder and the King, for the main menu (about
    360x270 px, transparent)."""
    content = load_content()
    layer = pygame.Surface((360, 200), pygame.SRCALPHA)
    cells = [(0, 0, "y01"), (1, 0, "yb1"), (2, 0, "b04"), (0, 1, "r04"), (1, 1, "g02"),
             (2, 1, "rg1")]
    for x, y, tid in cells:
        tok = content.tokens[tid]
        layer.blit(art.element_tile(tok.colours, tok.crown, 80), (20 + x * 84, 16 + y * 84))
    for (x, y), colour in (((1, 1), "blue"), ((2, 0), "vermillion")):
        cube = art.builder_cube(P.player_rgb(colour), 44, False, P.player_shape(colour))
        layer.blit(cube, cube.get_rect(center=(60 + x * 84, 60 + y * 84)))
    layer.blit(art.king_pawn(72), (282, 112))
    return layer
