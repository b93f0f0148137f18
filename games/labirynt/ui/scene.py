"""The Labirynt Czarnoksiężnika board: every board in play side by side (wheel zooms, a drag
pans), the figures, tokens and Special tokens in the chambers, each team's character cards
under the boards, the action panel and the game log on the right, and a fight / roll box
over the boards while dice decide something.

Everything drawn comes from ``view()`` (``rules.view`` for the seat at the mouse once the
pass screen was lifted for it, else the public view) and every decision from ``legal()``
(the rules' legal actions): a Movement is a click on a lit chamber, anywhere in it (after
a click on the character to move, when the seat has several that can: on its card, or
on its figure where that figure's chamber is not lit), a
Teleport target a click on that board's Teleport or its button, every other decision a
button of the action panel. A click on an item of a card only selects it
(``item_choice``, outlined): the panel then shows that item's choices first (wield, wear,
take off, put down, discard), so a stray click never throws an item away; a drag is the
other deliberate way (Esc, or any screen over the board, lets it go). After an item's
button acted, the selection ends and the button's row says what was done
(``done_note``): no button comes under the pointer to undo it. A
chamber that cannot be entered says why on hover (the rules' refusal). The scene never
changes the state itself.

A Haste target reached through several chambers is chosen in two clicks: the target,
then one of the chambers passed through, lit for it (``haste_to``); a click elsewhere
chooses no route. An item can also be dragged (a press on it drags the item, never the
boards' view): into a card's Weapon and Armour windows (wield, wear), into its Backpack
(put away, take off), onto a teammate's card (give, receive), from the tokens lying in a
chamber onto a card (take, or claim for one woken in its Camp), onto the chamber its
carrier stands in (put down). The drop becomes that rules action, or the rules' refusal
says why (``drop_item``).

Re-roll offers: ``offers.py`` (``RerollOffers``, a part of this scene); what the last
Encounter and fight did: ``results.py`` (``RollResults``, the ``banner``).
"""
from __future__ import annotations

import copy

import pygame

from games.engine import i18n
from games.engine.i18n import _
from games.engine.scenes.board import BoardSceneBase
from games.labirynt.content import content
from games.labirynt.ui import cards, dragging, marks
from games.labirynt.ui import layout as L
from games.labirynt.ui import painting
from games.labirynt.ui import texts as T
from games.labirynt.ui.final import FinalScene
from games.labirynt.ui.offers import RerollOffers
from games.labirynt.ui.results import RollResults
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, fitted_button

DRAG_SLOP = 6          # px a press may move and still be a click
# The panel's order: what moves the turn on first, the rest after (by action type).
ORDER = {t: i for i, t in enumerate((
    "choose_team", "choose_side", "choose_starters", "teleport_roll", "teleport_to", "keep",
    "reroll", "fate", "defend", "ready", "cast", "explore", "attack", "done", "take", "drop",
    "give", "receive", "discard_armour", "end_turn", "extra_move", "ability", "make_glove",
    "wield", "unwield", "wear", "unwear", "drink", "heal", "teleport_spell"))}
BOARD_TYPES = ("move", "haste")      # decided by a click on a chamber, not by a button
# A decision of the active seat that has a single answer, while that seat's own view is on
# screen (its pass screen was shown, or one person plays): nobody else looks, so passing
# it tells nobody what its Backpacks hold. A re-roll offer it can only let stand, a fight
# in which it has nothing left to cast. (Another seat's such decision is still asked: it
# gets its pass screen first, and skipping it would tell the table that seat's secret.)
OWN_FORCED_TYPES = ("keep", "ready")
# Equipment actions another of which undoes them (wear / take off, take / put down, give /
# receive): after one of these is clicked on the panel, its row holds what was done, never
# a button (``done_note``), so a second click there cannot undo it.
UNDOABLE_TYPES = ("wield", "unwield", "wear", "unwear", "drop", "take", "give", "receive",
                  "claim")
DRAG_TYPES = ("wield", "unwield", "wear", "unwear", "drop", "take", "give", "receive",
              "claim")            # what dropping a dragged item may do


class BoardScene(RerollOffers, RollResults, BoardSceneBase):
    """The board scene of Labirynt Czarnoksiężnika (see the module docstring)."""

    LOG_RECT = L.LOG
    CHOICES_RECT = L.ACTIONS      # a replay fills it with the action shown

    def __init__(self, app, session):
        self.selected: str | None = None       # the character whose moves are lit
        self.item_choice: tuple | None = None  # (character, token): the item clicked
        self.haste_to: tuple | None = None     # a Haste target clicked: its routes lit
        self.page = 0                          # the action panel's page
        self.done_note: tuple | None = None    # (row, text): an item's button just acted
        self.action_buttons: list[Button] = []
        self.button_actions: list[tuple[Button, dict]] = []
        self._built = None
        self.box_top = False        # the fight / roll box at the view's top (painting.box_on_top)
        self._init_results()                   # the last Encounter and fight (``banner``)
        self._press = None                     # where a press on the boards started
        self._hand_view = None                 # the turn in which a person zoomed or panned
        self._dragging = False
        self._cue: tuple | None = None          # what a click under the pointer would do
        self.figure_hits: list[tuple[pygame.Rect, str]] = []
        self.item_hits: list[tuple[pygame.Rect, str, str]] = []    # (rect, char, token)
        self.team_hits: list[tuple[pygame.Rect, str]] = []         # (card row, char)
        self.slot_hits: list[tuple[pygame.Rect, str, str]] = []    # (rect, char, window)
        self.window_hits: list[tuple[pygame.Rect, str, str]] = []  # (rect, char, kind)
        self.floor_hits: list[tuple[pygame.Rect, tuple, str]] = []  # (rect, place, token)
        self.held: tuple | None = None        # an item pressed on: ("card", char, token)
                                              # or ("floor", place, token)
        self._final_shown = False
        self._hover_key, self._hover = None, None
        self.offer_buttons: list[tuple[Button, int | None]] = []   # (button, seat or None)
        self.offer_plan: dict | None = None    # answers still to give for a dialog click
        self.asked: int | None = None          # the seat that opened its own offer
        self._others_asked = False             # in this roll, a seat other than the active
                                               # one was asked (``offer_dialog``)
        self._episode: dict | None = None      # who held the mouse when a roll began
        super().__init__(app, session)
        self.selected = self.view()["mover"]     # a loaded game: the figure that moved
        self.geo = L.BoardView(len(self.view()["boards"]))
        self.rebuild_actions()

    # ------------------------------------------------------------------ reading
    def chars(self) -> dict:
        """The view's characters by id."""
        return {c["id"]: c for c in self.view()["chars"]}

    def side(self, b: int):
        """The ``content.Side`` of board ``b`` (``None`` while its side is not chosen)."""
        board = self.view()["boards"][b]
        return None if board["side"] is None else content().sides[(board["board"], board["side"])]

    def may_decide(self) -> bool:
        """True while a person at the mouse is the seat that decides and may read its own
        choices (never during a computer's turn, never over another seat's secrets)."""
        v = self.view()
        seat = v["current_seat"]
        if seat is None or seat in self.session.computers:
            return False
        return self.viewer() == seat or not self.is_private(seat)

    def decisions(self) -> list[dict]:
        """The legal actions the screen offers now ([] while it may not, and while the
        public re-roll dialog asks the seats)."""
        if self.offer_dialog():
            return []
        return list(self.legal()) if self.may_decide() else []

    def movers(self) -> list[str]:
        """The characters with a Movement now, in id order."""
        return sorted({a["character"] for a in self.decisions() if a["type"] in BOARD_TYPES})

    def current_mover(self) -> str | None:
        """The character whose moves are lit: the one clicked or the one that moved last
        (after "Another move" the selection stays on it), else the first that can."""
        movers = self.movers()
        if self.selected in movers:
            return self.selected
        return movers[0] if movers else None

    def haste_routes(self, place) -> list[dict]:
        """The current mover's legal Haste moves into ``place`` (one per chamber passed
        through, ``via``), in the rules' order."""
        cid = self.current_mover()
        return [a for a in self.decisions() if a["type"] == "haste" and a["character"] == cid
                and tuple(a["to"]) == tuple(place)]

    def choosing_route(self) -> bool:
        """True while a Haste target with several routes was clicked and the chamber to
        pass through is to be chosen (``haste_to``)."""
        return self.haste_to is not None and len(self.haste_routes(self.haste_to)) > 1

    def targets(self) -> dict[tuple[int, int], dict]:
        """Lit chambers of the current mover: (board, chamber) -> the action a click there
        takes (a step before a Haste move to the same chamber). While a Haste route is
        chosen (``choosing_route``): the chambers it may pass through, each -> its Haste
        move."""
        if self.choosing_route():
            return {tuple(a["via"]): a for a in self.haste_routes(self.haste_to)}
        cid, found = self.current_mover(), {}
        for a in self.decisions():
            if a["type"] in BOARD_TYPES and a["character"] == cid:
                key = tuple(a["to"])
                if key not in found or (a["type"] == "move" and found[key]["type"] == "haste"):
                    found[key] = a
        if self.view()["phase"] == "teleport":
            for a in self.decisions():
                if a["type"] == "teleport_to":
                    side = self.side(a["board"])
                    found[(a["board"], side.of_kind("teleport"))] = a
        return found

    # ------------------------------------------------------------------ texts
    def heading(self) -> str:
        v = self.view()
        if v["turn_no"]:
            return _("Labirynt Czarnoksiężnika  ·  Turn {n}").format(n=v["turn_no"])
        return _(self.rules.TITLE)

    def instruction(self) -> str:
        v = self.view()
        if self.offer_dialog():
            return _("Change the roll? Click your button, or let it stand.")
        if self.choosing_route():
            return _("Haste to {chamber}: click the lit chamber to pass through.").format(
                chamber=T.chamber_name(v, self.haste_to))
        seat = v["current_seat"]
        return T.instruction(v, self.seat_name(seat) if seat is not None else "")

    # ------------------------------------------------------------------ the panel
    def rebuild_actions(self) -> None:
        """Make the action panel's buttons for the decisions now (page ``page``)."""
        for b in self.action_buttons:
            self.widgets.remove(b)
        self.action_buttons, self.button_actions, self.offer_buttons = [], [], []
        v = self.view()
        self.box_top = painting.box_on_top(v, self.geo)
        if self.offer_dialog():
            self._build_offer_buttons(v)
        acts, labels = [], set()
        chosen = self.item_actions()
        for a in chosen + sorted((a for a in self.decisions() if a["type"] not in BOARD_TYPES
                                  and a not in chosen),
                                 key=lambda a: ORDER.get(a["type"], 99)) + self.offer_extras(v):
            label = self.extra_label(a) or T.action_label(v, a)
            if label not in labels:     # two tokens of one kind (a second Elixir): one
                labels.add(label)       # button, they do the same
                acts.append(a)
        # the panel's rows, less the one holding what an item's button just did
        rows = [r for r in range(L.PAGE + 1) if self.done_note is None or r != self.done_note[0]]
        per = len(rows) - 1 if len(acts) > len(rows) else len(rows)   # a row pages on
        pages = max(1, -(-len(acts) // per))
        self.page = min(self.page, pages - 1)
        shown = acts[self.page * per:(self.page + 1) * per]
        for row, a in zip(rows, shown):
            main = a["type"] in ("end_turn", "explore", "keep", "ready", "done", "teleport_roll")
            button = fitted_button(L.action_rect(row), self.extra_label(a) or T.action_label(v, a),
                                   lambda a=a, row=row: self.press(a, row),
                                   "primary" if main else "secondary")
            button.tooltip = self.extra_tip(a) or T.setup_tip(v, a) or button.tooltip
            self.button_actions.append((button, a))
            self.action_buttons.append(button)
        if pages > 1:
            r = L.action_rect(rows[per])
            half = (r.w - 8) // 2
            prev = Button(pygame.Rect(r.x, r.y, half, r.h), "\u25c0", self.prev_page, size=16,
                          style="secondary", enabled=self.page > 0,
                          tooltip=_("The choices before these."))
            more = Button(pygame.Rect(r.right - half, r.y, half, r.h),
                          f"{self.page + 1}/{pages} \u25b6", self.next_page, size=16,
                          style="secondary", enabled=self.page < pages - 1,
                          tooltip=_("More choices on the next page."))
            self.action_buttons += [prev, more]
        self.widgets.add(*self.action_buttons)
        self._built = self._build_key()

    def press(self, action: dict, row: int) -> None:
        """A panel button's click: ``action`` is taken. An equipment action that another
        would undo (``UNDOABLE_TYPES``) ends the item's selection and leaves its row
        ``row`` holding what was done (``done_note``) until the next change: a playtester's
        second click on "Wear the Breastplate", a second later, took it off again (the
        button that had come there, "Take off the Breastplate", answered once the board's
        wait for a new button under a still pointer had run out)."""
        if self.extra_press(action):
            return
        viewer = self.viewer()
        events = self.act(action)
        if events is None or action["type"] not in UNDOABLE_TYPES or \
                self.app.top is not self or self.viewer() != viewer:
            return                    # (another seat's pass screen: nothing of it stays)
        lines = [self.describe(e) for e in events[:1]]
        self.done_note = (row, painting.done_text(L.action_rect(row), lines[:1] + [
            T.action_label(self.view(), action)]))
        self.item_choice = None
        self.rebuild_actions()

    def _build_key(self):
        return (self.session.changes, self.page, self.viewer(), self.may_decide(),
                tuple(sorted(self.session.computers)), self.offer_dialog(), self.asked,
                tuple(self.session.own_offers_only),
                self.item_choice, self.done_note)

    def item_actions(self) -> list[dict]:
        """The legal actions of the selected item (``item_choice``), in the panel's order:
        what its buttons do, shown first. [] when no item is selected."""
        if self.item_choice is None:
            return []
        cid, token = self.item_choice
        worn = token == self.chars().get(cid, {}).get("weapon")
        return sorted((a for a in self.decisions() if a["type"] not in BOARD_TYPES and (
            token in (a.get("token"), a.get("scroll"), a.get("discard"))
            or (a["type"] == "unwield" and worn))),
            key=lambda a: ORDER.get(a["type"], 99))

    def next_page(self) -> None:
        """The action panel's next page."""
        self.page += 1
        self.rebuild_actions()

    def prev_page(self) -> None:
        """The action panel's previous page."""
        self.page = max(0, self.page - 1)
        self.rebuild_actions()

    def button_for(self, action: dict) -> Button | None:
        """The panel button that takes ``action`` or one the same to the player (another
        token of the same kind: its label is the same), on the page shown, else ``None``."""
        label = T.action_label(self.view(), action)
        return next((b for b, a in self.button_actions if a == action or b.label == label), None)

    # ------------------------------------------------------------------ acting
    def _turn_key(self) -> tuple:
        v = self.view()
        return (v["turn"], v["turn_no"])

    def active_figure(self) -> str | None:
        """The figure the table follows: the one whose moves are lit, else the one that
        moved last, else the first on the board of the seat whose turn it is."""
        v = self.view()
        cid = self.current_mover() or v["mover"]
        if cid is None and v["turn_no"]:
            cid = next((c["id"] for c in v["chars"] if c["seat"] == v["turn"]
                        and c["status"] == "active" and c["place"] is not None), None)
        return cid

    def follow(self) -> None:
        """Zoomed in, bring the active figure (``active_figure``) into view when it is
        off-screen (a new turn, a move beyond the edge), unless a person zoomed or
        panned by hand during this turn (their view stays as they left it)."""
        if self.geo.zoom <= L.ZOOM_MIN or self._hand_view == self._turn_key():
            return
        c = self.chars().get(self.active_figure())
        if c is None or c["status"] != "active" or c["place"] is None:
            return
        b, ch = c["place"]
        side = self.side(b)
        if side is not None and self.geo.bring_into_view(self.geo.centre(b, side.chambers[ch])):
            self.app.request_redraw()

    def forced_action(self) -> dict | None:
        """The active seat's single legal answer of ``OWN_FORCED_TYPES`` while its own
        view is on screen (see there) and the board is on top (a pass screen over it is
        lifted first: it stands for what comes after), else ``None``."""
        v = self.view()
        seat = v["current_seat"]
        if seat is None or seat != v["turn"] or seat in self.session.computers or \
                self.app.top is not self or self.offer_dialog() or \
                not (self.viewer() == seat or len(self.people()) < 2):
            return None
        legal = self.legal()
        return legal[0] if len(legal) == 1 and legal[0]["type"] in OWN_FORCED_TYPES else None

    def _pass_forced(self) -> None:
        """Take the active seat's forced answers (``forced_action``) at once, as its
        clicks would be taken (their lines go to the log as a click's)."""
        for _guard in range(8):
            action = self.forced_action()
            if action is None:
                return
            self.act(action)

    def _after_change(self) -> None:
        self.done_note = None
        super()._after_change()
        self.page = 0
        self.haste_to = None
        if self.item_choice is not None and not self.item_actions():
            self.item_choice = None             # the item went, or nothing moves it now
        if self.view()["mover"] is not None:
            self.selected = self.view()["mover"]    # the figure that moved stays selected
        self.follow()
        self.rebuild_actions()
        if self.view()["phase"] == "over" and not self._final_shown:
            self.show_final()
        self._keep_unasked()
        self._advance_offers()
        self._pass_forced()

    def act(self, action: dict, by_computer: bool = False):
        """``RollResults.act`` (the results' notes); a change of the roll (a re-roll, a
        Change of Fate) asks everyone again, so a dialog click's remaining answers are
        dropped."""
        if action.get("type") in ("reroll", "fate"):
            self.offer_plan, self.asked = None, None
        return super().act(action, by_computer)

    def on_first_enter(self) -> None:
        if self.view()["phase"] == "over" and not self._final_shown:
            self.show_final()

    def show_final(self) -> None:
        """The final ranking."""
        self._final_shown = True
        self.app.push(FinalScene(self.app, self))

    def language_changed(self) -> None:
        self.rebuild_actions()

    def cancel_drag(self) -> bool:
        """Let go of a press or drag under way without dropping anything (the item stays
        where it was); returns whether there was one."""
        pressed = self._press is not None or self.held is not None or self._dragging
        self._press, self._dragging, self.held = None, False, None
        if pressed:
            self.app.request_redraw()
        return pressed

    def back(self) -> None:
        """Esc: a drag under way is let go (nothing moves); else the game menu."""
        if not self.cancel_drag():
            super().back()

    def update(self, dt) -> None:
        if self.app.top is not self:
            # A scene over the board (the game menu, a pass screen, the rules) gets the
            # mouse: a drag under way ends here, or the item followed the pointer with
            # the button up after it (a playtester's Esc mid-drag)
            self.cancel_drag()
        super().update(dt)
        if self.forced_action() is not None:    # e.g. its pass screen was just lifted
            self._pass_forced()
            self.app.request_redraw()
        if self._built != self._build_key():
            self.rebuild_actions()
            self.app.request_redraw()

    # ------------------------------------------------------------------ board input
    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            pos = self.app.mouse_pos
            if self.geo.view.collidepoint(pos):
                self.geo.zoom_at(pos, 1.15 if event.y > 0 else 1 / 1.15)
                self._hand_view = self._turn_key()
                self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press, self._dragging = event.pos, False
            self.held = self.item_at(event.pos)   # a press on an item drags the item
        elif event.type == pygame.MOUSEMOTION and self._press is not None and \
                not event.buttons[0]:
            self.cancel_drag()         # the button went up where the board did not see it
        elif event.type == pygame.MOUSEMOTION and self._press is not None and event.buttons[0]:
            dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
            if self._dragging or abs(dx) + abs(dy) > DRAG_SLOP:
                if self.held is None and self.geo.view.collidepoint(self._press):
                    self.geo.drag(*event.rel)
                    self._hand_view = self._turn_key()
                self._dragging = True
                self.app.request_redraw()
        elif event.type == pygame.MOUSEMOTION and self._cue != self.click_cue(event.pos):
            self._cue = self.click_cue(event.pos)     # what a click would do: drawn
            self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, dragged, held = self._press, self._dragging, self.held
            self._press, self._dragging, self.held = None, False, None
            if pressed is not None and not dragged:
                self.click(event.pos)
            elif pressed is not None and held is not None:
                self.drop_item(held, event.pos)
            self.app.request_redraw()

    # ------------------------------------------------------------------ dragging items
    def item_at(self, pos) -> tuple | None:
        """The item drawn face up at ``pos`` that a drag would carry: ``("card", char,
        token)`` for a card's item, ``("floor", (board, chamber), token)`` for one lying
        in a chamber; ``None`` elsewhere, and while the seat may decide nothing."""
        if not self.decisions():
            return None
        for rect, cid, token in self.item_hits:
            if rect.collidepoint(pos):
                return ("card", cid, token)
        if self.geo.view.collidepoint(pos):
            for rect, place, token in reversed(self.floor_hits):
                if rect.collidepoint(pos):
                    return ("floor", tuple(place), token)
        return None

    def drop_target(self, pos) -> tuple | None:
        """Where a dragged item is let go: ``("slot", char, "worn" | "backpack")`` (a
        card's Weapon and Armour windows or its Backpack), ``("card", char)`` (elsewhere
        on a card), ``("chamber", (board, chamber))`` on the boards, else ``None``."""
        for rect, cid, window in self.slot_hits:
            if rect.collidepoint(pos):
                return ("slot", cid, window)
        for rect, cid in self.team_hits:
            if rect.collidepoint(pos):
                return ("card", cid)
        place = self.chamber_at(pos)
        return ("chamber", place) if place is not None else None

    def drop_actions(self, held: tuple, target: tuple) -> list[dict]:
        """The actions a drop of ``held`` on ``target`` stands for (``dragging.drop_actions``)."""
        return dragging.drop_actions(self.view()["mover"], self.chars(), held, target)

    def drop_item(self, held: tuple, pos) -> None:
        """Let a dragged item go at ``pos``: the first of ``drop_actions`` the rules allow
        now is taken; when none is, the rules' refusal of the first says why (a chamber
        other than the character's own says that first)."""
        target = self.drop_target(pos)
        if target is None:
            return
        if target[0] == "chamber" and held[0] == "card":
            here = self.chars().get(held[1], {}).get("place")
            if here is not None and tuple(here) != tuple(target[1]):
                self.set_status(_("An item is put down in the chamber where its carrier "
                                  "stands."))
                return
        acts = self.drop_actions(held, target)
        if not acts:
            if target[0] == "slot" and target[2] == "worn" and target[1] == held[1] and \
                    T.item_kind(held[2]) not in ("weapon", "armour"):
                self.set_status(_("Only a Weapon or an Armour piece goes into these windows."))
            return
        legal = self.decisions()
        chosen = next((a for a in acts if a in legal), acts[0])
        refusal = dragging.not_now(chosen, self.view()["phase"]) if chosen not in legal else None
        if refusal:
            self.set_status(refusal)              # the drop's kind waits for another moment
            return
        self.act(chosen)

    def click(self, pos) -> None:
        """A left click (not a drag) at ``pos``: an item of a card, a figure, a chamber."""
        for rect, cid, token in self.item_hits:
            if rect.collidepoint(pos) and self.click_item(cid, token):
                return
        for rect, cid in self.team_hits:
            if rect.collidepoint(pos) and cid in self.movers():
                self.select(cid)
                return
        if not self.geo.view.collidepoint(pos):
            return
        own = self.own_figure_at(pos)
        if own is not None:             # one's own figure: select it, never move another
            if own in self.movers():
                self.select(own)
            else:
                self.set_status(_("{name} has no move now.").format(name=T.name_of(own)))
                self.app.request_redraw()
            return
        place = self.chamber_at(pos)
        if self.choosing_route():
            action = self.targets().get(place)
            self.haste_to = None
            if action is not None:
                self.act(action)
            else:                    # a click elsewhere: back to every move lit
                self.set_status(_("No route chosen: the moves are lit again."))
                self.app.request_redraw()
            return
        if place is None:
            return
        action = self.targets().get(place)
        if action is not None and action["type"] == "haste" and \
                len(self.haste_routes(place)) > 1:
            self.haste_to = place    # several routes: light the chambers passed through
            self.app.request_redraw()
        elif action is not None:
            self.act(action)
        elif self.current_mover() is not None:
            self.set_status(self.refusal(place))

    def mate_at(self, pos) -> str | None:
        """The figure at ``pos`` of the seat deciding a Movement now, other than the one
        whose moves are lit (the top one drawn), else ``None``."""
        v = self.view()
        if v["phase"] != "move" or not self.movers():
            return None
        seats = {c["id"]: c["seat"] for c in v["chars"]}
        for rect, cid in reversed(self.figure_hits):
            if rect.collidepoint(pos) and seats.get(cid) == v["current_seat"] \
                    and cid != self.current_mover():
                return cid
        return None

    def own_figure_at(self, pos) -> str | None:
        """The figure a click at ``pos`` selects: one of the seat's others (``mate_at``)
        standing in a chamber that is not lit, else ``None``. In a lit chamber a click
        moves the selected character there, also on a teammate's figure (a playtester's
        click on the lit chamber 1 selected the Death Knight standing there instead of
        moving); a teammate there is selected by a click on its card, as the hover says."""
        cid = self.mate_at(pos)
        if cid is None or self.chamber_at(pos) in self.targets():
            return None
        return cid

    def click_cue(self, pos) -> tuple | None:
        """What a click at ``pos`` on the boards would do in a Movement, drawn under the
        pointer: ``("select", id)`` on another figure of the seat (its moves lit), ``("move",
        place)`` elsewhere in a lit chamber (the selected one goes there), else ``None``."""
        own = self.own_figure_at(pos) if self.geo.view.collidepoint(pos) else None
        if own is not None:
            return ("select", own) if own in self.movers() else None
        place = self.chamber_at(pos)
        return ("move", place) if place in self.targets() else None

    def select(self, cid: str) -> None:
        """Light ``cid``'s moves (a click on its card, or on its figure where its chamber
        is not lit)."""
        self.selected, self.haste_to = cid, None
        self.app.request_redraw()

    def click_item(self, cid: str, token: str) -> bool:
        """A click on an item of a card selects it (``item_choice``; a second click lets
        it go): nothing is done with it until one of its buttons is clicked or it is
        dragged. Returns whether the click was taken (the item has a choice now)."""
        if self.item_choice == (cid, token):
            self.item_choice = None
            self.rebuild_actions()
            self.app.request_redraw()
            return True
        previous, self.item_choice = self.item_choice, (cid, token)
        if not self.item_actions():
            self.item_choice = previous
            return False
        self.page, self.done_note = 0, None
        self.rebuild_actions()
        self.set_status(_("{item} selected: choose what to do with it on the right, or "
                          "drag it.").format(item=T.item_name(token)))
        self.app.request_redraw()
        return True

    def chamber_at(self, pos) -> tuple[int, int] | None:
        """The (board, chamber) at screen ``pos`` in the board view, else ``None``."""
        if not self.geo.view.collidepoint(pos):
            return None
        for b in range(len(self.view()["boards"])):
            side = self.side(b)
            if side is not None:
                hit = self.geo.hit(pos, b, side.chambers)
                if hit is not None:
                    return b, hit
        return None

    def refusal(self, place) -> str:
        """Why the current mover cannot go to ``place``: what the view shows (no passage,
        three characters there, another team's Camp), then the rules' own refusal of a
        step not among the legal actions (``rules.py``'s reason for ``move``)."""
        return T.move_refusal(self.view(), self.current_mover(), place, _(T.MOVE_REFUSED))

    # ------------------------------------------------------------------ hover
    def hover_text(self, pos) -> str | None:
        """What hovering at ``pos`` explains: an item of a card (face up only), a card, a
        chamber (with why the mover cannot enter it, or what a click there does). Cached
        per position of the game, reader, selection, language and thing under the mouse."""
        under = (next((("item", t) for r, _c, t in self.item_hits if r.collidepoint(pos)), None)
                 or next((("window", k) for r, _c, k in self.window_hits
                          if r.collidepoint(pos)), None)
                 or next((("card", c) for r, c in self.team_hits if r.collidepoint(pos)), None)
                 or ("chamber", self.chamber_at(pos), self.own_figure_at(pos)))
        key = (self.session.changes, self.viewer(), self.current_mover(), i18n.language(), under,
               self.haste_to)
        if self._hover_key != key:
            self._hover_key, self._hover = key, self._hover_text(pos)
        return self._hover

    def _hover_text(self, pos) -> str | None:
        for rect, cid, token in self.item_hits:
            if rect.collidepoint(pos):
                if not self.decisions():
                    return T.item_help(token)
                return T.item_help(token) + "\n" + T.drag_hint(self.view(), cid, token,
                                                                self.decisions())
        for rect, cid, kind in self.window_hits:
            if rect.collidepoint(pos):
                return T.window_help(kind)
        for rect, cid in self.team_hits:
            if rect.collidepoint(pos):
                return cards.character_help(self.view(), cid)
        place = self.chamber_at(pos)
        if place is None:
            return None
        text = painting.chamber_help(self.view(), place)
        own = self.own_figure_at(pos)
        if own is not None:
            if own in self.movers():
                return text + "\n" + _("Click: light {name}'s moves.").format(name=T.name_of(own, "of"))
            return text + "\n" + _("{name} has no move now.").format(name=T.name_of(own))
        if self.choosing_route():
            if place in self.targets():
                return text + "\n" + _("Click: {what}.").format(
                    what=T.route_label(self.view(), self.targets()[place]))
            return text + "\n" + _("Click here to choose no route.")
        if self.current_mover() is not None and self.view()["phase"] == "move":
            if place in self.targets():
                text += "\n" + _("Click: {what}.").format(
                    what=T.action_label(self.view(), self.targets()[place]))
                mate = self.mate_at(pos)
                if mate is not None and mate in self.movers():
                    text += "\n" + _("To light {name}'s moves instead, click its card.").format(
                        name=T.name_of(mate, "of"))
            else:
                text += "\n" + self.refusal(place)
        elif place in self.targets():
            text += "\n" + _("Click: {what}.").format(
                what=T.action_label(self.view(), self.targets()[place]))
        return text

    # ------------------------------------------------------------------ drawing
    def previewed_side(self) -> dict | None:
        """The view with the side under the mouse laid on the seat's board: while a
        "choose_side" button is hovered, the boards show that side (a preview); else
        ``None``."""
        pos = self.app.mouse_pos
        for button, a in self.button_actions:
            if a["type"] == "choose_side" and button.rect.collidepoint(pos):
                v = copy.deepcopy(self.view())
                v["boards"][v["current_seat"]]["side"] = a["side"]
                return v
        return None

    def draw_log_frame(self, surface) -> None:
        """``BoardSceneBase.draw_log_frame``: the log's frame, its title on a row of its
        own above the log's buttons (``layout.LOG_HEAD``), whole in every language."""
        r = self.log.rect
        frame = pygame.Rect(r.x - 8, r.y - L.LOG_HEAD + 8, r.w + 16, r.h + L.LOG_HEAD)
        pygame.draw.rect(surface, P.WOOD_DARK, frame, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, frame, 2, border_radius=10)
        title = fonts.fit(_("Game log"), 18, P.GOLD_LIGHT, r.w, bold=True, minimum=14)
        surface.blit(title, (r.x, frame.y + 6))

    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect]:
        """The chamber the last action's move ended in (``marks.mark_rects``)."""
        return marks.mark_rects(self, action, events)

    def draw_board(self, surface) -> None:
        v = self.previewed_side() or self.view()
        self.team_hits = []
        self.floor_hits = []
        self.figure_hits = painting.draw_boards(surface, v, self.geo, self.targets(),
                                                self.current_mover(),
                                                self.seat_colour, self.floor_hits,
                                                self.haste_to if self.choosing_route() else None)
        painting.draw_cue(surface, v, self.geo, self.click_cue(self.app.mouse_pos),
                          self.figure_hits)
        surface.set_clip(self.geo.view.inflate(-4, -4))
        self.draw_marks(surface)
        surface.set_clip(None)
        self.item_hits, self.slot_hits, self.window_hits = [], [], []
        cards.draw_teams(surface, v, self.viewer(), self.seat_colour, self.seat_name,
                            self.item_hits, self.team_hits, self.slot_hits,
                            chosen=self.current_mover(), window_hits=self.window_hits)
        if self.item_choice is not None:
            for rect, cid, token in self.item_hits:
                if (cid, token) == self.item_choice:
                    painting.draw_chosen_item(surface, rect)
        below = painting.draw_action_frame(surface, v, self.decisions(), max(
            [b.rect.bottom for b in self.action_buttons if L.ACTIONS.contains(b.rect)],
            default=None))
        if self.done_note is not None:
            painting.draw_done_note(surface, L.action_rect(self.done_note[0]), self.done_note[1])
            below = max(below, L.action_rect(self.done_note[0]).bottom)
        below = max([below] + [b.rect.bottom for b in self.action_buttons
                               if L.ACTIONS.contains(b.rect)])
        painting.draw_fight(surface, v, self.banner, ask=not self.offer_dialog(),
                            top=self.box_top, below=below)
        if self.held is not None and self._dragging:
            painting.draw_dragged(surface, self.held[2], self.app.mouse_pos)
        if self.offer_dialog():
            painting.draw_offer_dialog(surface, v, [(b, s) for b, s in self.offer_buttons],
                                       self.seat_colour, box=painting.box_rect(v, self.box_top),
                                       avoid=painting.mover_rect(v, self.geo))




def showcase() -> pygame.Surface:
    """Three chambers of a board with figures, a Crystal, an element and a Special token,
    for the main menu (330x150 px, ``painting.showcase``)."""
    return painting.showcase()
