"""The Baš-Čelik board (both variants): the illustrated map on the left (wheel zooms, a
drag pans), every character's card top right, the action panel and the game log under
them, and an encounter box over the map after a conflict (the card large, the dice with
their die sizes, the outcome; a click closes it). In the advanced variant a creature
conflict's choices (a bribe, the character's half of a round) are made in the conflict
dialog over the map (``conflict_ui``), which also shows an advanced conflict's result.

Everything drawn comes from ``view()`` (``rules.view`` for the seat at the mouse once the
pass screen was lifted for it, else the public view) and every decision from ``legal()``:
a ``step`` (Inner World, Centre, through a triangle field), a ``go`` (where a d6 move
ends when there is a choice) and a ``place`` (the captor's beasts) are clicks on a lit
field; every other decision is a button of the action panel (turning pages when there are
many: shops, trade offers). A click on a field that is not lit says why, in the rules'
own words (their ``IllegalAction`` reason). The scene never changes the state itself.
"""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import _
from games.bas_celik.card_texts import character_ability
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import marks, painting
from games.bas_celik.ui import texts as T
from games.bas_celik.ui import trade as TR
from games.bas_celik.ui import conflict as CD
from games.bas_celik.ui.conflict_ui import ConflictMixin
from games.bas_celik.ui.dialogs import MEETING, DialogsMixin, fitted_button  # noqa: F401
from games.bas_celik.ui.final import FinalScene
from games.bas_celik.ui.handover import HANDOVERS, HandoverMixin, _chaired  # noqa: F401
from games.bas_celik.ui.popup import PopupMixin
from games.bas_celik.ui.results import (  # noqa: F401
    _outcome, _own_part, _row, encounter, event_card, result, NEXT_PART)
from games.engine.scenes.board import BoardSceneBase
from sprites.widgets import Button

DRAG_SLOP = 6          # px a press may move and still be a click
FIELD_TYPES = {"step": "to", "go": "to", "place": "field"}   # decided by a click on a field
ORDER = {t: i for i, t in enumerate((
    "choose_character", "market_trader", "market_pass", "roll", "step", "go", "ferry", "wade", "meet_hero", "draw", "take_key", "attack", "strike",
    "accept_offer", "decline_offer", "accept", "ward", "struggle", "hide", "meet_none", "steal",
    "offer", "loot", "loot_done", "discard", "rest", "use", "buy_health", "buy", "sell",
    "return_task", "curse", "curse_creature", "comrade", "prey", "grow", "key_power",
    "hold", "place", "place_done", "wait", "end_turn"))}
FIELD_BUTTONS = 6      # lit fields also as panel buttons (Tab / Enter) when no more
MAIN = ("roll", "draw", "end_turn", "strike", "accept_offer", "attack", "loot_done", "place_done",
        "market_pass")


class BoardScene(ConflictMixin, HandoverMixin, DialogsMixin, PopupMixin, BoardSceneBase):
    """The board scene of Baš-Čelik (see the module docstring)."""

    LOG_RECT = L.LOG
    CHOICES_RECT = L.ACTIONS      # a replay fills it with the action shown

    def __init__(self, app, session):
        self.page = 0
        self.meet_filter: str | None = None    # a meeting chip showing only its actions
        self.trade: TR.TradeDialog | None = None   # the trade offer being built
        self.action_buttons: list[Button] = []
        self.panel_note: list[str] = []        # the panel's line over its buttons
        self.button_actions: list[tuple[Button, dict]] = []
        self._built = None
        self.banner: dict | None = None        # the last encounter, until closed or the next action
        self._banner_at = None                 # session.changes when it opened
        self._press = None
        self._dragging = False
        self.card_hits: list[tuple[pygame.Rect, int]] = []
        self.choice_hits: list[tuple[pygame.Rect, str]] = []
        self._final_shown = False
        self._hover_key, self._hover = None, None
        self.held: dict | None = None          # {"seat", "next"}: the acting person reads
        self._acting = None                    # its result before the pass screen
        self.go_on: Button | None = None
        self._banner_source: dict | None = None   # what made the box (``_make_banner``)
        self._poll_asked: tuple = (None, set())   # the computers asked in this poll
        self.geo = L.MapView()
        super().__init__(app, session)
        self.rebuild_actions()

    # ------------------------------------------------------------------ reading
    def viewer(self) -> int | None:
        """As the base board's, but nobody's private view during the poll (``in_poll``):
        everyone at the table may be looking at it."""
        return None if self.in_poll() else super().viewer()

    def may_decide(self) -> bool:
        """True while a person at the mouse is the seat that decides and may read its own
        choices (never during a computer's turn, never over another seat's secrets); in
        the public poll, whenever its chair is a person."""
        if self.held is not None:              # the acting person reads its result
            return False
        seat = self.view()["current_seat"]
        if self.in_poll() and seat is not None:
            return seat not in self.session.computers or self.computer_waits()
        if seat is None or seat in self.session.computers:
            return False
        return self.viewer() == seat or not self.is_private(seat)

    def decisions(self) -> list[dict]:
        """The legal actions the screen offers now ([] while it may not); in the poll
        never the naming of a computer's seat (``poll_computers``: it answers itself)."""
        if not self.may_decide():
            return []
        if self.in_poll():
            return [a for a in self.legal() if not (a["type"] == "market_trader"
                                                    and a["seat"] in self.session.computers)]
        return list(self.legal())

    def targets(self) -> dict[str, dict]:
        """Lit fields: field id -> the action a click there takes."""
        return {a[FIELD_TYPES[a["type"]]]: a for a in self.decisions() if a["type"] in FIELD_TYPES}

    # ------------------------------------------------------------------ texts
    def heading(self) -> str:
        v = self.view()
        if v["turn_no"]:
            return _("Baš-Čelik  ·  Cycle {n}").format(n=v["cycle"])
        return _(self.rules.TITLE)

    def instruction(self) -> str:
        v = self.view()
        seat = v["current_seat"]
        if self.held is not None:
            return _("{name}: read what happened, then pass the mouse to {next}.").format(
                name=self.seat_name(self.held["seat"]), next=self.seat_name(self.held["next"]))
        return T.instruction(v, self.seat_name(seat) if seat is not None else "", self.legal())

    def turn_seat(self) -> int | None:
        """The seat whose icon leads the top line: the acting person while it reads its
        result (``held``), else the seat to decide."""
        return self.held["seat"] if self.held is not None else super().turn_seat()

    def panel_title(self) -> str:
        """The action panel's title: whose decisions it shows."""
        seat = self.view()["current_seat"]
        if self.held is not None:
            return _("{name}: what happened").format(name=self.seat_name(self.held["seat"]))
        if seat is None:
            return _("The game is over")
        if self.in_poll():
            return _("Trading: for the whole table")
        if not self.may_decide():
            return _("{name} decides").format(name=self.seat_name(seat))
        return _("{name}, your choices").format(name=self.seat_name(seat))

    # ------------------------------------------------------------------ the panel
    def rebuild_actions(self) -> None:
        """Make the action panel's buttons for the decisions now (page ``page``)."""
        for b in self.action_buttons:
            self.widgets.remove(b)
        self.action_buttons, self.button_actions = [], []
        v = self.view()
        acts, labels = [], set()
        offers = [a for a in self.decisions() if a["type"] in TR.KINDS]
        if not offers:
            self.trade = None
        chips = self._meeting_chips(v) if self.trade is None else []
        dialog = self._trade_buttons(v) if self.trade is not None else []
        only = next((kinds for key, _l, kinds, _h in MEETING if key == self.meet_filter), None)
        few = len(self.targets()) <= FIELD_BUTTONS     # the lit fields as buttons too
        self.panel_note = T.map_hint(self.decisions())   # a line: moves are map clicks
        in_dialog = self.dialog_kinds()                  # the conflict dialog's own
        if in_dialog and self.may_decide():
            self.panel_note = [_("The conflict's choices are in its box over the map."),
                               _("Choose in the conflict box.")]
        first = 1 if self.panel_note else 0
        for a in sorted((a for a in self.decisions() if (few or a["type"] not in FIELD_TYPES)
                         and a["type"] not in TR.KINDS and (only is None or a["type"] in only)
                         and a["type"] not in in_dialog),
                        key=lambda a: (ORDER.get(a["type"], 99), str(a.get("to", "")))):
            label = (T.action_label(v, a), a.get("to"))   # an offer per other player
            if label not in labels:         # two copies of one card: one button
                labels.add(label)
                acts.append(a)
        if offers and only is None:
            acts.append({"type": "trade_dialog"})      # one button opens the dialog
        self.go_on = None
        if self.held is not None:
            self.go_on = fitted_button(
                L.action_rect(0), _("Pass the mouse to {name}").format(
                    name=self.seat_name(self.held["next"])), self.release, "primary",
                _("You have read the result: the pass screen for {name} comes next.").format(
                    name=self.seat_name(self.held["next"])))
            self.action_buttons.append(self.go_on)
        rows = L.PAGE + 1 - first
        per = rows - 1 if len(acts) > rows else rows
        pages = max(1, -(-len(acts) // per))
        self.page = min(self.page, pages - 1)
        for row, a in enumerate(acts[self.page * per:(self.page + 1) * per], first):
            if a["type"] == "trade_dialog":
                self.action_buttons.append(fitted_button(
                    L.action_rect(row), _("Make a trade offer …"), self.open_trade,
                    "primary" if self.trade else "secondary",
                    _("Choose what you give and what you ask, see the offer whole, send it.")))
                continue
            button = fitted_button(L.action_rect(row), T.action_label(v, a),
                                   lambda a=a: self.act(a),
                                   "primary" if a["type"] in MAIN else "secondary",
                                   T.action_help(v, a))
            self.button_actions.append((button, a))
            self.action_buttons.append(button)
        if pages > 1:
            r = L.action_rect(first + per)
            half = (r.w - 8) // 2
            prev = Button(pygame.Rect(r.x, r.y, half, r.h), "\u25c0", self.prev_page, size=16,
                          style="secondary", enabled=self.page > 0,
                          tooltip=_("The choices before these."))
            more = Button(pygame.Rect(r.right - half, r.y, half, r.h),
                          f"{self.page + 1}/{pages} \u25b6", self.next_page, size=16,
                          style="secondary", enabled=self.page < pages - 1,
                          tooltip=_("More choices on the next page."))
            self.action_buttons += [prev, more]
        self.action_buttons += chips + dialog + self.conflict_buttons()
        self.widgets.add(*self.action_buttons)
        self._built = self._build_key()

    def _build_key(self):
        meeting = (self.geo.zoom, tuple(self.geo.pan)) if self.view()["phase"] == "meet" else None
        return (self.session.changes, self.page, self.viewer(), self.may_decide(),
                tuple(sorted(self.session.computers)), i18n.language(), meeting,
                bool(self.banner and self.banner.get("conflict")),
                None if self.held is None else tuple(self.held.values()))

    def next_page(self) -> None:
        """The action panel's next page."""
        self.page += 1
        self.rebuild_actions()

    def prev_page(self) -> None:
        """The action panel's previous page."""
        self.page = max(0, self.page - 1)
        self.rebuild_actions()

    def button_for(self, action: dict) -> Button | None:
        """The panel button that takes ``action`` (or one labelled the same: another copy
        of the same card) on the page shown, else ``None``."""
        label = T.action_label(self.view(), action)
        return next((b for b, a in self.button_actions if a == action or b.label == label), None)

    # ------------------------------------------------------------------ acting
    def _after_change(self) -> None:
        super()._after_change()
        self.page = 0
        self.meet_filter = None
        self.trade = None
        v = self.view()
        sticky = bool(self.banner and getattr(self, "_by_computer", False))  # a computer's
        # steps keep the box (an Event, a conflict) in sight; a person's next step closes it
        if self._banner_at is not None and self._banner_at != self.session.changes and not sticky:
            self.banner = self._banner_at = None
        self.rebuild_actions()
        if v["phase"] == "over" and not self._final_shown:
            self.show_final()

    def act(self, action: dict, by_computer: bool = False):
        """As the base board's; remembers whether a computer took it (the encounter box,
        an Event card's or a conflict's, stays over a computer's next steps, so the table
        sees it, until a person acts, clicks it, or another encounter replaces it), and
        which person acted (``_check_pass_screen`` holds the pass screen for its result)."""
        self._by_computer = by_computer
        self._acting = None if by_computer else (self.viewer(), action["type"])
        self._view_before = self.view()          # the rolls' dice as they were (results)
        try:
            return super().act(action, by_computer)
        finally:
            self._acting = None

    def undo(self) -> None:
        """As the base board's; a result held for its reader is dropped first."""
        self.held = None
        super().undo()

    def on_events(self, events: list[dict]) -> None:
        """A conflict (creature, beast, meeting, Baš-Čelik) opens the encounter box. A
        character named in the public poll to make offers gets the pass screen before
        its private view shows, also when it chaired the poll (no change of seat)."""
        named = next((e["seat"] for e in events if e["type"] == "market_trader"), None)
        if named is not None and named not in self.session.computers \
                and type(self.app.top).__name__ != "PassScene" and self.is_private(named):
            self.cover(named)
        source = {"events": events, "view": self.view(),
                  "result": self.held["seat"] if self.held is not None else None}
        banner = self._make_banner(source)
        if banner:
            self.banner, self._banner_at = banner, self.session.changes
            self._banner_source = source

    def _make_banner(self, source: dict) -> dict | None:
        """The encounter box's contents from what made it (``source``: the events, the
        view they were shown in, whose result it is), in the language shown: made again
        when the language changes (``language_changed``), so no word of the last
        language stays on it."""
        events = source["events"]
        banner = self.result_banner(source["view"], events) or \
            encounter(source["view"], events, self.seat_name) or \
            event_card(events, self.describe)
        if source["result"] is not None and not banner:
            banner = result(events, self.describe, self.seat_name(source["result"]))
        if banner:                                 # where it happened: the box keeps clear
            seat = next((e["seat"] for e in events if isinstance(e.get("seat"), int)
                         and source["view"]["heroes"][e["seat"]]), None)
            hero = source["view"]["heroes"][seat] if seat is not None else None
            seats = sorted({e[k] for e in events for k in ("seat", "other")
                            if isinstance(e.get(k), int)})   # whose figures it is about
            banner = dict(banner, field=hero.get("field") if hero else None, seats=seats)
        return banner

    def on_first_enter(self) -> None:
        if self.view()["phase"] == "over" and not self._final_shown:
            self.show_final()

    def show_final(self) -> None:
        """The end of the game."""
        self._final_shown = True
        self.app.push(FinalScene(self.app, self))

    def language_changed(self) -> None:
        """The map's names, the panel's buttons and the encounter box in the language
        shown now (a playtester switched back to English and the box still read Polish)."""
        self.geo.layer_key = None
        if self.banner and self._banner_source is not None:
            self.banner = self._make_banner(self._banner_source) or self.banner
        self.rebuild_actions()

    def update(self, dt) -> None:
        super().update(dt)
        if self.held is not None and (self.public_view()["current_seat"] != self.held["next"]
                                      or self.held["next"] in self.session.computers):
            self.release()                         # the seat was handed to a computer
        if self.poll_computers():
            self.app.request_redraw()
        if self._built != self._build_key():
            self.rebuild_actions()
            self.app.request_redraw()

    # ------------------------------------------------------------------ board input
    def handle_scene_event(self, event) -> None:
        """A right-click shows the card under the pointer large (also during a
        computer's turn: it only reads); everything else as the base board."""
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", None) == 3:
            self.zoom_at(event.pos)
            return
        super().handle_scene_event(event)

    def zoom_at(self, pos) -> bool:
        """Right-click: read what is under ``pos`` large (``ZoomScene``, as the other games
        do): a character card to choose from, the card of the encounter box, a character's
        whole hand (only what the view shows: another seat's curses as backs), the bank's
        cards, a creature, beast or Baš-Čelik on a field, a key location's Key card, the
        card a button is about. True when something was shown."""
        from games.engine.scenes.base import ZoomScene
        from games.bas_celik.ui import zoom
        v = self.view()
        if self.trade is not None and TR.BOX.collidepoint(pos):
            return False
        shown = None
        advanced = v["options"].get("variant") == "advanced"
        char = self.character_at(pos)
        if char is not None:
            shown = (zoom.face(char, zoom.ONE, advanced), "")
        elif self.banner and self.banner.get("card") and \
                self.banner_rect().collidepoint(pos):
            shown = (zoom.face(self.banner["card"], zoom.ONE, advanced), "")
        elif self.conflict_rect() is not None and self.conflict_rect().collidepoint(pos):
            shown = (zoom.face(self.conflict_live()["card"], zoom.ONE, advanced), "")
        else:
            seat = next((s for r, s in self.card_hits if r.collidepoint(pos)), None)
            button = next((a for b, a in self.button_actions if b.rect.collidepoint(pos)), None)
            if seat is not None and zoom.hero_cards(v, seat):
                shown = (zoom.sheet(zoom.hero_cards(v, seat)),
                         zoom.hero_caption(v, seat, self.seat_name(seat)))
            elif painting.corner_at(pos) == "bank":
                shown = (zoom.sheet(zoom.bank_cards(v)), _("What the bank holds. Click anywhere "
                                                           "to close."))
            elif button is not None and T.action_card(v, button) is not None:
                shown = (zoom.face(T.action_card(v, button), zoom.ONE, advanced), "")
            else:
                card = self.card_on_field(self.field_at(pos))
                if card is not None:
                    shown = (zoom.face(card, zoom.ONE, advanced), "")
        if shown is None:
            return False
        self.app.push(ZoomScene(self.app, *shown))
        return True

    def card_on_field(self, place: str | None) -> str | None:
        """The card a right-click on field ``place`` shows: the creature or animal lying
        there, a beast of the finale, Baš-Čelik in the Centre, the Key card of a key
        location; else ``None``."""
        if place is None:
            return None
        v = self.view()
        if place in v["board"]:
            return v["board"][place]
        beast = v["centre"].get("beasts", {}).get(place)
        if beast:
            return beast["card"]
        if content().fields[place].kind == "centre" and v["centre"].get("bc") == "centre":
            return "bas_celik"
        return content().key_fields.get(place)

    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            pos = self.app.mouse_pos
            if L.MAP.collidepoint(pos):
                self.geo.zoom_at(pos, 1.15 if event.y > 0 else 1 / 1.15)
                self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press, self._dragging = event.pos, False
        elif event.type == pygame.MOUSEMOTION and self._press is not None and event.buttons[0]:
            dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
            if self._dragging or abs(dx) + abs(dy) > DRAG_SLOP:
                if L.MAP.collidepoint(self._press):
                    self.geo.drag(*event.rel)
                self._dragging = True
                self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, dragged = self._press, self._dragging
            self._press, self._dragging = None, False
            if pressed is not None and not dragged:
                self.click(event.pos)

    def field_at(self, pos) -> str | None:
        """The field whose marker holds screen ``pos``, else ``None``."""
        return self.geo.hit(pos, content().fields.values())

    def choice_title(self) -> str:
        """The title over the character cards to choose from."""
        seat = self.view()["current_seat"]
        return _("{name}, choose your character: click a card.").format(name=self.seat_name(seat))

    def character_at(self, pos) -> str | None:
        """The character card to choose from under ``pos`` (phase ``choose``), else ``None``."""
        if not self.may_decide():
            return None
        return next((c for r, c in painting.choice_rects(self.view()) if r.collidepoint(pos)), None)

    def click(self, pos) -> None:
        """A left click (not a drag): while the encounter box shows, anywhere, it closes
        the box and does nothing else (``close_by_click``; just after a box went by
        itself no click reaches here: ``click_held_ms``); else a character card chooses
        it, a lit field acts, a field that is not lit says why."""
        if self.trade is not None and TR.BOX.collidepoint(pos):
            return                                 # the dialog covers the map
        if self.close_by_click():
            return
        if self.conflict_rect() is not None and self.conflict_rect().collidepoint(pos):
            return                                 # the conflict dialog covers the map
        char = self.character_at(pos)
        if char is not None:
            self.act({"type": "choose_character", "character": char})
            return
        if self.may_decide() and painting.choice_rects(self.view()) and L.MAP.collidepoint(pos):
            return                                 # the cards cover the map
        place = self.field_at(pos)
        action = self.targets().get(place) if place else None
        if action is not None:
            self.act(action)
            return
        if place is not None:
            self.refuse(place)

    def refuse(self, place: str) -> None:
        """Say why a click on ``place`` does nothing: the rules' refusal of the field
        action this phase takes (a step, the end of a move, a beast placed)."""
        phase = self.view()["phase"]
        kind = {"turn": "step", "path": "go", "beasts": "place"}.get(phase)
        if kind is None or not self.may_decide():
            return
        if phase == "turn" and not any(a["type"] == "step" for a in self.decisions()):
            if any(a["type"] == "roll" for a in self.decisions()):
                self.set_status(_("Roll the d6 to move on the Outer ring (the button on the right)."))
            else:
                self.set_status(self.instruction())
            return
        self.act({"type": kind, FIELD_TYPES[kind]: place})      # refused: the reason shows

    # ------------------------------------------------------------------ hover
    def hover_text(self, pos) -> str | None:
        """What hovering explains: a character card, a corner pile, the encounter box, a
        field (with what a click there does). Cached per position, reader and thing."""
        if self.trade is not None and TR.BOX.collidepoint(pos):
            return None
        under = (("character", self.character_at(pos)) if self.character_at(pos) else None) or \
                (next((("card", s) for r, s in self.card_hits if r.collidepoint(pos)), None)
                 or (("corner", painting.corner_at(pos)) if painting.corner_at(pos) else None)
                 or (("banner", 0) if self.banner and self.banner_rect().collidepoint(pos)
                     else None)
                 or (("conflict", 0) if self.conflict_rect() is not None
                     and self.conflict_rect().collidepoint(pos) else None)
                 or ("field", self.field_at(pos)))
        key = (self.session.changes, self.viewer(), i18n.language(), under, bool(self.banner),
               self.held is not None)
        if self._hover_key != key:
            self._hover_key, self._hover = key, self._hover_text(under)
        return self._hover

    def _hover_text(self, under) -> str | None:
        kind, what = under
        v = self.view()
        if kind == "character":
            ch = content().characters[what]
            text = _("{char} ({nature}), d12 face {n}: starts on {field}. {ability}").format(
                char=ch.name, nature=T.nature_name(ch.nature), n=ch.number,
                field=T.field_name(ch.start),
                ability=character_ability(what, v["options"].get("variant", "basic")))
            if v["options"].get("variant") == "advanced":
                from games.bas_celik.ui import adv_texts
                text += "\n" + adv_texts.front_text(what)
            return text
        if kind == "card":
            return T.hero_help(v, what)
        if kind == "corner":
            return painting.corner_help(v, what)
        if kind == "conflict":
            from games.bas_celik.ui.adv_texts import dialog_help
            return dialog_help()
        if kind == "banner":
            if self.held is not None:
                return _("Click: pass the mouse to {name}.").format(
                    name=self.seat_name(self.held["next"]))
            return _("Click anywhere to close; right-click: the card large.") \
                if self.banner.get("card") else _("Click anywhere to close.")
        if what is None:
            return None
        text = T.field_help(v, what)
        if self.card_on_field(what) is not None:
            text += "\n" + _("Right-click: the card large.")
        action = self.targets().get(what)
        if action is not None:
            text += "\n" + _("Click: {what}.").format(what=T.action_label(v, action))
        return text

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        v = self.view()
        painting.draw_map(surface, v, self.geo, self.targets(), self.seat_colour)
        surface.set_clip(L.MAP)
        self.draw_marks(surface)
        surface.set_clip(None)
        self.card_hits = []
        painting.draw_cards(surface, v, self.seat_colour, self.card_hits)
        painting.draw_action_frame(surface, v, self.panel_title(), self.panel_note)
        painting.draw_meeting(surface, v, self.geo, self.seat_name, self.seat_colour)
        painting.draw_finale(surface, v, self.seat_name)
        self.draw_conflict(surface)
        TR.draw_pending(surface, v)
        if self.trade is not None:
            TR.draw(surface, v, self.trade)
        self.choice_hits = painting.draw_choice(surface, v, self.choice_title()) \
            if self.may_decide() else []
        if self.banner and self.banner.get("conflict"):
            CD.draw(surface, self.banner["conflict"], self.banner_rect(), self.seat_colour,
                    self.banner_footers())
        else:
            painting.draw_encounter(surface, v, self.banner, self.banner_footers(), self.geo,
                                    self.banner_rect() if self.banner else None)

    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect]:
        """The field the last action touched (``marks.mark_rects``)."""
        return marks.mark_rects(self, action, events)


def showcase() -> pygame.Surface:
    """A stretch of the Outer ring with its fields, a creature, two figures and Baš-Čelik,
    for the main menu (``painting.showcase``)."""
    return painting.showcase()
