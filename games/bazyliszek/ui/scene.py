"""The Bazyliszek board: the spread room cards, the score track, the players, the log.

Clicks become rules actions and nothing else: a face-down room -> ``reveal``; then the
Visit / Skip buttons; a face-up room -> select it, then "Take it" -> ``take``. Piles are
drawn as face-down stacks with their size only: nobody may look at a pile. Everything
drawn comes from the rules' view (``view()``) and the legal actions (``legal()``), never
from the rules state itself.
"""
from __future__ import annotations

import pygame

from games.bazyliszek.ui import layout as L
from games.bazyliszek.ui import marks
from games.bazyliszek.ui.results import FinalScene, RoundEndScene, room_zoom
from games.bazyliszek.rooms import load_rooms
from games.engine import audio
from games.engine.i18n import _, counted
from games.engine.scenes.board import BoardSceneBase
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn, score_token_40
from sprites.bazyliszek.room_cards import card_back, card_face
from sprites.widgets import Button, table_background

FLIP_MS = 260
FLY_MS = 380
SCORE_MS = 900
PANEL_CARD = pygame.Rect(L.ACTION.x + 12, L.ACTION.y + 12, 126, 176)   # the action panel's room
ACTION_BUTTON_H = 38                     # px: the action panel's buttons, stacked
PANEL_TITLE = 18                         # px: the action panel's title, wrapped
ROW_NAME_SIZE, ROW_NAME_MIN = 20, 13     # px: a name in the score track, shrunk to fit


class BoardScene(BoardSceneBase):
    """The board scene of Bazyliszek (see module docstring)."""

    LOG_RECT = L.LOG

    def __init__(self, app, session):
        self.rooms = load_rooms()
        self.hover: int | None = None
        self.selected: int | None = None
        self.flip: tuple[int, float] | None = None          # (slot, elapsed ms)
        self.fly: tuple[pygame.Rect, int, float] | None = None  # (from, seat, elapsed ms)
        self.score_anim: tuple[list, list, float] | None = None
        self._layer: pygame.Surface | None = None
        self._rects_key = None
        self._rects: list[pygame.Rect] = []
        self.action_buttons: list[Button] = []
        super().__init__(app, session)
        self.shown_totals = list(self.view()["totals"])
        self._rebuild_actions()

    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect] | None:
        """The places the last action touched (``marks.mark_rects``)."""
        return marks.mark_rects(self, action, events)

    # ------------------------------------------------------------------ geometry
    def slot_rects(self) -> list[pygame.Rect]:
        """Screen rects of the table slots of the current round."""
        v = self.view()
        key = (v["round"], len(v["table"]), self.session.seed)
        if key != self._rects_key:
            self._rects_key = key
            self._rects = L.slot_rects(len(v["table"]), self.session.seed * 7 + v["round"])
        return self._rects

    def is_face_up(self, slot: int) -> bool:
        """True if ``slot`` holds a face-up room (in the view)."""
        return self.view()["table"][slot] not in (None, self.rules.FACE_DOWN)

    def slot_at(self, pos) -> int | None:
        """The table slot holding a card under ``pos``, if any."""
        table = self.view()["table"]
        for i, rect in enumerate(self.slot_rects()):
            if table[i] is not None and rect.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ texts
    def turn_seat(self) -> int | None:
        """Nobody's turn while the piles are scored."""
        v = self.view()
        return None if v["phase"] in ("scoring", "over") else v["turn"]

    def heading(self) -> str:
        return _("Bazyliszek  ·  Round {round} of 2").format(round=self.view()["round"])

    def instruction(self) -> str:
        v = self.view()
        if v["phase"] == "over":
            return _("The game is over.")
        name = self.seat_name(v["turn"])
        if v["phase"] == "scoring":
            return _("Round 1 is over: look at the scores, then start round 2.")
        if v["phase"] == "decide":
            return _("{name}: visit this room (onto your pile) or skip it (it stays face up)."
                     ).format(name=name)
        if self.selected is not None:
            return _("{name}: take the selected room onto your pile, or cancel.").format(name=name)
        return _("{name}'s turn: reveal a face-down room or take a face-up one.").format(
            name=name)

    # ------------------------------------------------------------------ actions panel
    def _rebuild_actions(self) -> None:
        for b in self.action_buttons:
            self.widgets.remove(b)
        a = L.ACTION
        bx, bw = a.x + 146, a.w - 156
        specs = []
        phase = self.view()["phase"]
        if phase == "decide":       # V and S whatever the language: the keys stay put
            specs = [(_("Visit"), self.on_visit, "primary",
                      _("Put this room face down on your pile."), pygame.K_v),
                     (_("Skip"), self.on_skip, "secondary",
                      _("Leave it face up on the table."), pygame.K_s)]
        elif phase == "play" and self.selected is not None:
            specs = [(_("Take it"), self.on_take, "primary",
                      _("Put this room face down on your pile."), None),
                     (_("Cancel"), self.on_cancel, "secondary", _("Choose something else."), None)]
        elif phase == "scoring":
            specs = [(_("See the scores"), self.show_round_end, "primary", None, None)]
        elif phase == "over":
            specs = [(_("Final results"), self.show_final, "primary", None, None)]
        self.action_buttons = []
        for i, (label, cb, style, tip, key) in enumerate(specs):   # stacked under the title
            top = a.bottom - 12 - ACTION_BUTTON_H * (len(specs) - i) - 6 * (len(specs) - 1 - i)
            b = Button(pygame.Rect(bx, top, bw, ACTION_BUTTON_H), label, cb, style=style,
                       tooltip=tip, hotkey=key, size=16)
            self.action_buttons.append(b)
            self.widgets.add(b)

    def on_visit(self) -> None:
        """Visit button."""
        self.act({"type": "visit"})

    def on_skip(self) -> None:
        """Skip button."""
        self.act({"type": "skip"})

    def on_take(self) -> None:
        """Take it button (after selecting a face-up room)."""
        slot, self.selected = self.selected, None
        self.act({"type": "take", "slot": slot})

    def on_cancel(self) -> None:
        """Cancel a selection."""
        self.selected = None
        self._changed()

    def _changed(self) -> None:
        self._layer = None
        self._rebuild_actions()

    def _after_change(self) -> None:
        super()._after_change()
        self._changed()

    def on_events(self, events: list[dict]) -> None:
        for e in events:
            if e["type"] == "reveal":
                self.flip = (e["slot"], 0.0)
                self.animating = True
                audio.play("flip")
            elif e["type"] in ("visit", "take", "skip"):
                audio.play("click")
                if e["type"] != "skip" and self.app.settings.animation_factor():
                    self.fly = (self.slot_rects()[e["slot"]].copy(), e["seat"], 0.0)
            elif e["type"] == "round_over":
                audio.play("chime")
        if any(e["type"] == "round_over" for e in events):
            self.shown_totals = self._totals_before_last_round()
            self.show_round_end()

    def _totals_before_last_round(self) -> list[int]:
        v = self.view()
        return [t - r["points"] for t, r in zip(v["totals"], v["results"][-1])]

    def replay_shown(self) -> None:
        """A replay shows another position: the score pawns stand on its totals (they
        move only after a round-end screen in play) and nothing is selected."""
        self.shown_totals, self.score_anim = list(self.view()["totals"]), None
        self.selected, self.flip, self.fly = None, None, None
        self._changed()

    def language_changed(self) -> None:
        """Back from Settings in another language: the buttons and the cached layer are
        made again in it."""
        self._changed()

    def on_first_enter(self) -> None:
        """On first showing a game loaded at a round's end, show that round's piles."""
        if self.view()["phase"] == "scoring":
            self.shown_totals = self._totals_before_last_round()
            self.app.push(RoundEndScene(self.app, self, 0))

    # ------------------------------------------------------------------ round end
    def show_round_end(self) -> None:
        """The round-end screen for the last scored round (in a replay, to look at only)."""
        self.app.push(RoundEndScene(self.app, self, len(self.view()["results"]) - 1,
                                    review=self.read_only))

    def show_final(self) -> None:
        """The final ranking."""
        self.app.push(FinalScene(self.app, self))

    def move_score_pawns(self) -> None:
        """Animate the pawns from the shown totals to the real ones (after the round-end screen)."""
        start, end = list(self.shown_totals), list(self.view()["totals"])
        if start != end:
            self.score_anim = (start, end, 0.0)
            self.animating = True

    # ------------------------------------------------------------------ input
    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            slot = self.slot_at(event.pos)
            if slot != self.hover:
                self.hover = slot
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            slot = self.slot_at(event.pos)
            if slot is not None:
                self.click_slot(slot)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.right_click(event.pos)

    def right_click(self, pos) -> None:
        """Right-click: while a face-up room is selected, it cancels the selection (as in
        the other games); otherwise a face-up room (on the table or in the action panel)
        is shown large. A face-down room is never shown."""
        cid = self.face_up_card_at(pos)
        if self.selected is not None:
            self.on_cancel()
        elif cid is not None:
            self.app.push(room_zoom(self.app, self.rooms, cid))
        elif self.slot_at(pos) is not None:
            self.set_status(_("That room is face down: nobody may look at it before it is "
                              "revealed."))

    def face_up_card_at(self, pos) -> str | None:
        """The face-up room card under ``pos``: a table slot, or the room the action panel
        shows (revealed, selected or hovered)."""
        slot = self.slot_at(pos)
        if slot is not None:
            return self.view()["table"][slot] if self.is_face_up(slot) else None
        shown = self.panel_slot()
        if shown is not None and PANEL_CARD.collidepoint(pos):
            return self.view()["table"][shown]
        return None

    def panel_slot(self) -> int | None:
        """The slot whose room the action panel shows: the revealed one, else the
        selected one, else a hovered face-up one; None for the card back."""
        v = self.view()
        shown = v["pending"] if v["phase"] == "decide" else self.selected
        if shown is None and self.hover is not None and self.is_face_up(self.hover):
            shown = self.hover
        return shown if shown is not None and v["table"][shown] is not None else None

    def click_slot(self, slot: int) -> None:
        """A click on the card in ``slot``: reveal a face-down room or select a face-up one."""
        phase = self.view()["phase"]
        if phase != "play":
            self.set_status(_(self.rules.PHASE_REFUSALS["decide"]) if phase == "decide"
                            else _("No rooms can be taken now."))
            return
        if self.is_face_up(slot):
            self.selected = None if self.selected == slot else slot
            self._changed()
        elif self.selected is not None:          # a stray click never reveals a room
            self.selected = None
            self._changed()
            self.set_status(_("Take cancelled. Click a face-down room again to reveal it."))
        else:
            self.act({"type": "reveal", "slot": slot})

    # ------------------------------------------------------------------ animation
    def update(self, dt) -> None:
        super().update(dt)
        factor = self.app.settings.animation_factor()
        if self.flip:
            slot, t = self.flip
            t += dt
            self.flip = None if factor == 0 or t >= FLIP_MS * factor else (slot, t)
            if self.flip is None:
                self._layer = None              # the flipped card joins the static layer
        if self.score_anim:
            start, end, t = self.score_anim
            t += dt
            before = list(self.shown_totals)
            if factor == 0 or t >= SCORE_MS * factor:
                self.shown_totals, self.score_anim = list(end), None
            else:
                k = t / (SCORE_MS * factor)
                self.shown_totals = [round(a + (b - a) * k) for a, b in zip(start, end)]
                self.score_anim = (start, end, t)
            if self.shown_totals != before:
                self._layer = None              # the players' rows show the moving totals
        if self.fly:
            rect, seat, t = self.fly
            t += dt
            self.fly = None if t >= FLY_MS * (factor or 1) else (rect, seat, t)
        self.animating = bool(self.flip or self.score_anim or self.fly)

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        if self._layer is None:
            self._layer = self._draw_layer()
        surface.blit(self._layer, (0, 0))
        self._draw_dynamic_cards(surface)
        self._draw_track_pawns(surface)
        self.draw_marks(surface)
        self._draw_action_panel(surface)
        if self.fly:
            self._draw_fly(surface)

    def hover_text(self, pos) -> str | None:
        """Hovering a player's row explains its pile, points, 40-point tokens and shields;
        hovering a face-up room names it."""
        v = self.view()
        for seat in range(len(v["totals"])):
            if self.player_row(seat).collidepoint(pos):
                return self._row_text(seat, v)
        cid = self.face_up_card_at(pos)
        if cid is not None:
            room = self.rooms.describe(cid)
            if self.selected is not None:
                return _("{room}. Right-click to cancel the selection.").format(room=room)
            return _("{room}. Right-click to see it large.").format(room=room)
        return None

    def _row_text(self, seat: int, v: dict) -> str:
        """The hover text of ``seat``'s row: one sentence each for its points, its pile,
        its 40-point tokens (if any) and its shields (simplified variant)."""
        total = self.shown_totals[seat]
        tokens = self.rules.track_position(total)[0]
        lines = [_("{name}: {points}.").format(
                     name=self.seat_name(seat), points=counted(total, "{n} point", "{n} points")),
                 counted(v["pile_sizes"][seat], "{n} room in the pile (face down; nobody may look).",
                         "{n} rooms in the pile (face down; nobody may look).")]
        if tokens:
            lines.append(counted(tokens, "{n} token of {track} points.",
                                 "{n} tokens of {track} points.", track=self.rules.TRACK_SPACES))
        if v["variant"] == "simplified":
            lines.append(counted(v["shields_left"][seat], "{n} shield left.", "{n} shields left."))
        return " ".join(lines)

    def player_row(self, seat: int) -> pygame.Rect:
        """The rect of ``seat``'s row inside the score track."""
        inner = L.track_inner()
        row_h = min(64, inner.h // len(self.view()["totals"]))
        return pygame.Rect(inner.x + 4, inner.y + 4 + seat * row_h, inner.w - 8, row_h - 4)

    def _draw_fly(self, surface) -> None:
        """A visited or taken room flying face down to its new owner's pile."""
        start, seat, t = self.fly
        k = min(1.0, t / (FLY_MS * (self.app.settings.animation_factor() or 1)))
        k = 1 - (1 - k) ** 3                                   # ease out
        end = self.player_row(seat)
        end = pygame.Rect(end.right - 24, end.y + 2, 18, 26)
        w = int(start.w + (end.w - start.w) * k)
        h = int(start.h + (end.h - start.h) * k)
        cx = start.centerx + (end.centerx - start.centerx) * k
        cy = start.centery + (end.centery - start.centery) * k
        img = pygame.transform.smoothscale(card_back((48, 68)), (max(4, w), max(4, h)))
        surface.blit(img, img.get_rect(center=(int(cx), int(cy))))

    def _draw_layer(self) -> pygame.Surface:
        """The static layer: felt, table, every card not animating. Redrawn only on change."""
        layer = table_background((1280, 800)).copy()
        pygame.draw.rect(layer, P.FELT_DARK, L.TABLE, border_radius=12)
        pygame.draw.rect(layer, P.WOOD, L.TABLE, 3, border_radius=12)
        rects = self.slot_rects()
        for i, cid in enumerate(self.view()["table"]):
            if cid is None or (self.flip and self.flip[0] == i):
                continue
            self._draw_card(layer, i, rects[i])
        self._draw_counts(layer)
        self._draw_track(layer)
        return layer

    def _draw_card(self, surface, slot: int, rect: pygame.Rect) -> None:
        if self.is_face_up(slot):
            surface.blit(card_face(self.rooms, self.view()["table"][slot], rect.size), rect)
        else:
            surface.blit(card_back(rect.size), rect)

    def _draw_counts(self, surface) -> None:
        v = self.view()
        down = v["table"].count(self.rules.FACE_DOWN)
        up = len(v["table"]) - down - v["table"].count(None)
        parts = [counted(down, "{n} face down", "{n} face down"),
                 counted(up, "{n} face up", "{n} face up")]
        if v["round"] == 1:
            parts.append(counted(v["set_aside"], "{n} set aside for round 2",
                                 "{n} set aside for round 2"))
        text = fonts.fit("   ·   ".join(parts), 18, P.TEXT_MUTED, L.TABLE.w - 24)
        surface.blit(text, (L.TABLE.x + 12, L.TABLE.bottom - 23))

    def _draw_dynamic_cards(self, surface) -> None:
        rects, v = self.slot_rects(), self.view()
        if self.flip:
            slot, t = self.flip
            if v["table"][slot] is not None:
                self._draw_flip(surface, slot, rects[slot], t)
        marks = [(v["pending"], P.GOLD_LIGHT), (self.selected, P.SELECTED)]
        if self._hover_is_legal():
            marks.append((self.hover, P.HIGHLIGHT))
        for slot, colour in marks:
            if slot is not None and slot < len(rects) and v["table"][slot] is not None:
                pygame.draw.rect(surface, colour, rects[slot].inflate(8, 8), 4, border_radius=6)

    def _hover_is_legal(self) -> bool:
        """True if a legal action (reveal or take) names the hovered slot."""
        return self.hover is not None and any(a.get("slot") == self.hover for a in self.legal())

    def _draw_flip(self, surface, slot, rect, t) -> None:
        factor = self.app.settings.animation_factor() or 1
        k = min(1.0, t / (FLIP_MS * factor))
        showing_back = k < 0.5
        width = max(1, int(rect.w * abs(1 - 2 * k)))
        img = card_back(rect.size) if showing_back else card_face(self.rooms, self.view()["table"][slot], rect.size)
        img = pygame.transform.smoothscale(img, (width, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))

    # ---- right column
    def _draw_track(self, surface) -> None:
        pygame.draw.rect(surface, P.WOOD_DARK, L.TRACK.inflate(10, 10), border_radius=8)
        for space in range(self.rules.TRACK_SPACES):
            cell = L.track_cell(space)
            face = P.PARCHMENT if space % 5 else P.GOLD_LIGHT
            pygame.draw.rect(surface, face, cell.inflate(-2, -2), border_radius=3)
            if space % 5 == 0:
                num = fonts.text(str(space), 16, P.INK_MUTED, bold=True)
                surface.blit(num, num.get_rect(center=cell.center))
        inner = L.track_inner()
        pygame.draw.rect(surface, P.PARCHMENT_DARK, inner, border_radius=6)
        self._draw_players(surface)

    def _draw_track_pawns(self, surface) -> None:
        by_space: dict[int, list[int]] = {}
        for seat, total in enumerate(self.shown_totals):
            by_space.setdefault(self.rules.track_position(total)[1], []).append(seat)
        for space, seats in by_space.items():
            cell = L.track_cell(space)
            for k, seat in enumerate(seats):
                size = 22 if len(seats) == 1 else 16
                img = pawn(self.seat_colour(seat), size)
                dx = (k % 2) * 12 - (6 if len(seats) > 1 else 0)
                dy = (k // 2) * 12 - (6 if len(seats) > 2 else 0)
                surface.blit(img, img.get_rect(center=(cell.centerx + dx, cell.centery + dy)))

    def row_parts(self, seat: int) -> dict:
        """Where the parts of ``seat``'s row in the score track go (logical px): ``name``
        (the rect its name may use, the whole first line left of the pile), ``points``
        (the second line's text, left of the tokens), ``pile`` (one rect per small card
        back of the face-down pile, at most 6, bottom card first), ``count`` (the rect the
        pile's size is centred in, under the pile, never over its cards), ``tokens`` (one
        per 40-point token) and ``shields`` (one per shield left), these two on the
        second line right to left before the count."""
        row, v = self.player_row(seat), self.view()
        size = v["pile_sizes"][seat]
        right = row.right - 4
        pile = [pygame.Rect(right - 22 - k * 3, row.y + 4 - k, 18, 26)
                for k in range(min(size, 6))]
        stack_left = right - 22 - 3 * 5                         # the widest stack, 6 cards
        count = pygame.Rect(stack_left, row.y + 30, right - stack_left, row.h - 30)
        x, line2 = stack_left - 4, row.y + 23
        tokens = []
        for _token in range(self.rules.track_position(self.shown_totals[seat])[0]):
            x -= 26
            tokens.append(pygame.Rect(x, line2, 24, 24))
        shields = []
        for _shield in range(v["shields_left"][seat]):
            x -= 20
            shields.append(pygame.Rect(x, line2 + 1, 17, 20))
        name = pygame.Rect(row.x + 36, row.y + 2, stack_left - 4 - (row.x + 36), 21)
        points = pygame.Rect(row.x + 36, row.y + 24, x - 4 - (row.x + 36), 20)
        return {"name": name, "points": points, "pile": pile, "count": count,
                "tokens": tokens, "shields": shields}

    def _draw_players(self, surface) -> None:
        v = self.view()
        for seat in range(len(v["totals"])):
            row, parts = self.player_row(seat), self.row_parts(seat)
            if seat == self.turn_seat():
                pygame.draw.rect(surface, P.GOLD_LIGHT, row, border_radius=6)
                pygame.draw.rect(surface, P.GOLD_DARK, row, 2, border_radius=6)
            surface.blit(pawn(self.seat_colour(seat), 26), (row.x + 4, row.y + 6))
            name = parts["name"]
            surface.blit(fonts.fit(self.seat_name(seat), ROW_NAME_SIZE, P.INK, name.w, bold=True,
                                   minimum=ROW_NAME_MIN), name.topleft)
            info = _("{points} pts").format(points=self.shown_totals[seat])   # size: on its pile
            surface.blit(fonts.fit(info, 18, P.INK_MUTED, parts["points"].w),
                         parts["points"].topleft)
            self._draw_row_tokens(surface, seat, parts)

    def _draw_row_tokens(self, surface, seat, parts) -> None:
        back, size = _mini_back(), self.view()["pile_sizes"][seat]
        for rect in parts["pile"]:                                       # the pile, face down
            surface.blit(back, rect)
        if size:                                                         # and how many cards
            digits = fonts.text(str(size), 14, P.INK, bold=True)
            surface.blit(digits, digits.get_rect(center=parts["count"].center))
        for rect in parts["tokens"]:
            surface.blit(score_token_40(24), rect)
        for rect in parts["shields"]:
            _draw_shield(surface, (rect.x + 8, rect.y + 10))

    def _draw_action_panel(self, surface) -> None:
        a = L.ACTION
        pygame.draw.rect(surface, P.WOOD_DARK, a, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, a, 2, border_radius=10)
        shown = self.panel_slot()
        if shown is not None:
            cid = self.view()["table"][shown]
            surface.blit(card_face(self.rooms, cid, PANEL_CARD.size), PANEL_CARD)
            name = self.rooms.describe(cid)
        else:
            surface.blit(card_back(PANEL_CARD.size), PANEL_CARD)
            name = None
        title = self._panel_title(name)
        surface.blit(fonts.text(title, PANEL_TITLE, P.TEXT_LIGHT, bold=True,
                                wraplength=self.panel_title_width()), (a.x + 146, a.y + 14))

    @staticmethod
    def panel_title_width() -> int:
        """Px the action panel's title wraps in (right of the room card)."""
        return L.ACTION.w - 156

    def panel_title_room(self) -> int:
        """Px of height the action panel's title has: down to its first button (or the
        panel's bottom)."""
        bottom = min([b.rect.top - 4 for b in self.action_buttons], default=L.ACTION.bottom - 8)
        return bottom - (L.ACTION.y + 14)

    def _panel_title(self, name: str | None) -> str:
        v = self.view()
        if v["phase"] == "decide":
            return _("Revealed: {room}").format(room=name)
        if v["phase"] == "scoring":
            return _("Round 1 is over.")
        if v["phase"] == "over":
            return _("The game is over.")
        if self.selected is not None:
            return _("Take {room}?").format(room=name)
        if name:
            return _("Face up: {room}").format(room=name)
        if self.session.computer_level(v["turn"]):
            return _("{name} (computer) is choosing a room.").format(
                name=self.seat_name(v["turn"]))
        return _("{name} to play. Remember what is in your pile!").format(
            name=self.seat_name(v["turn"]))


_MINI: dict = {}


def _mini_back() -> pygame.Surface:
    """A card back small enough for a player's row (the pile, face down)."""
    if "back" not in _MINI:
        _MINI["back"] = pygame.transform.smoothscale(card_back((48, 68)), (18, 26))
    return _MINI["back"]


def _draw_shield(surface, centre) -> None:
    x, y = centre
    pts = [(x - 8, y - 9), (x + 8, y - 9), (x + 8, y), (x, y + 10), (x - 8, y)]
    pygame.draw.polygon(surface, P.SELECTED, pts)
    pygame.draw.polygon(surface, P.INK, pts, 2)


def showcase() -> pygame.Surface:
    """A fan of three room cards for the main menu (about 360x270 px, transparent)."""
    layer = pygame.Surface((360, 270), pygame.SRCALPHA)
    rooms = load_rooms()
    for k, cid in enumerate(["haunted_crypt-a1", "alchemist_study-a1", "barrel_cellar-m1"]):
        img = pygame.transform.rotozoom(card_face(rooms, cid, (150, 214)), 14 - k * 14, 1)
        layer.blit(img, img.get_rect(center=(110 + k * 70, 130 + abs(k - 1) * 18)))
    return layer
