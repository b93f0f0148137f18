"""The Labirynt Czarnoksiężnika board: every board in play side by side (wheel zooms, a drag
pans), the figures, tokens and Special tokens in the chambers, each team's character cards
under the boards, the action panel and the game log on the right, and a fight / roll box
over the boards while dice decide something.

Everything drawn comes from ``view()`` (``rules.view`` for the seat at the mouse once the
pass screen was lifted for it, else the public view) and every decision from ``legal()``
(the rules' legal actions): a Movement is a click on a lit chamber (after a click on the
character to move, when the seat has several that can), a Teleport target a click on that
board's Teleport or its button, an item of the moving character's card a click on it
(wield, wear, take off, put down), every other decision a button of the action panel. A
chamber that cannot be entered says why on hover (the rules' refusal). The scene never
changes the state itself.
"""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import _
from games.engine.scenes.board import BoardSceneBase
from games.labirynt.content import content
from games.labirynt.ui import layout as L
from games.labirynt.ui import painting
from games.labirynt.ui import texts as T
from games.labirynt.ui.final import FinalScene
from sprites import fonts
from sprites.widgets import Button

DRAG_SLOP = 6          # px a press may move and still be a click
# The panel's order: what moves the turn on first, the rest after (by action type).
ORDER = {t: i for i, t in enumerate((
    "choose_team", "choose_side", "choose_starters", "teleport_roll", "teleport_to", "keep",
    "reroll", "fate", "defend", "ready", "cast", "explore", "attack", "done", "take", "drop",
    "give", "receive", "discard_armour", "end_turn", "extra_move", "ability", "make_glove",
    "wield", "unwield", "wear", "unwear", "drink", "heal", "teleport_spell"))}
BOARD_TYPES = ("move", "haste")      # decided by a click on a chamber, not by a button
ITEM_TYPES = ("wield", "wear", "unwear", "drop", "discard_armour")   # a click on the item


class BoardScene(BoardSceneBase):
    """The board scene of Labirynt Czarnoksiężnika (see the module docstring)."""

    LOG_RECT = L.LOG

    def __init__(self, app, session):
        self.selected: str | None = None       # the character whose moves are lit
        self.page = 0                          # the action panel's page
        self.action_buttons: list[Button] = []
        self.button_actions: list[tuple[Button, dict]] = []
        self._built = None
        self.banner: str | None = None         # the last encounter, until the turn passes
        self._banner_turn = None
        self._press = None                     # where a press on the boards started
        self._dragging = False
        self.figure_hits: list[tuple[pygame.Rect, str]] = []
        self.item_hits: list[tuple[pygame.Rect, str, str]] = []    # (rect, char, token)
        self.team_hits: list[tuple[pygame.Rect, str]] = []         # (card row, char)
        self._final_shown = False
        self._hover_key, self._hover = None, None
        super().__init__(app, session)
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
        """The legal actions the screen offers now ([] while it may not)."""
        return list(self.legal()) if self.may_decide() else []

    def movers(self) -> list[str]:
        """The characters with a Movement now, in id order."""
        return sorted({a["character"] for a in self.decisions() if a["type"] in BOARD_TYPES})

    def current_mover(self) -> str | None:
        """The character whose moves are lit: the one clicked, else the first that can."""
        movers = self.movers()
        if self.selected in movers:
            return self.selected
        return movers[0] if movers else None

    def targets(self) -> dict[tuple[int, int], dict]:
        """Lit chambers of the current mover: (board, chamber) -> the action a click there
        takes (a step before a Haste move to the same chamber)."""
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
        seat = v["current_seat"]
        return T.instruction(v, self.seat_name(seat) if seat is not None else "")

    # ------------------------------------------------------------------ the panel
    def rebuild_actions(self) -> None:
        """Make the action panel's buttons for the decisions now (page ``page``)."""
        for b in self.action_buttons:
            self.widgets.remove(b)
        self.action_buttons, self.button_actions = [], []
        v = self.view()
        acts, labels = [], set()
        for a in sorted((a for a in self.decisions() if a["type"] not in BOARD_TYPES),
                        key=lambda a: ORDER.get(a["type"], 99)):
            label = T.action_label(v, a)
            if label not in labels:     # two tokens of one kind (a second Elixir): one
                labels.add(label)       # button, they do the same
                acts.append(a)
        per = L.PAGE if len(acts) > L.PAGE + 1 else L.PAGE + 1
        pages = max(1, -(-len(acts) // per))
        self.page = min(self.page, pages - 1)
        shown = acts[self.page * per:(self.page + 1) * per]
        for row, a in enumerate(shown):
            main = a["type"] in ("end_turn", "explore", "keep", "ready", "done", "teleport_roll")
            button = fitted_button(L.action_rect(row), T.action_label(v, a),
                                   lambda a=a: self.act(a), "primary" if main else "secondary")
            self.button_actions.append((button, a))
            self.action_buttons.append(button)
        if pages > 1:
            r = L.action_rect(per)
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

    def _build_key(self):
        return (self.session.changes, self.page, self.viewer(), self.may_decide(),
                tuple(sorted(self.session.computers)))

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
    def _after_change(self) -> None:
        super()._after_change()
        self.page = 0
        if self.selected not in self.movers():
            self.selected = None
        v = self.view()
        if self._banner_turn is not None and self._banner_turn != (v["turn"], v["turn_no"]):
            self.banner = None
        self.rebuild_actions()
        if self.view()["phase"] == "over" and not self._final_shown:
            self.show_final()

    def on_events(self, events: list[dict]) -> None:
        """The Encounter Table row a roll hit stays in the banner until the turn passes."""
        v = self.view()
        for e in events:
            if e["type"] == "encounter":
                row = content().rows[e["row"]]
                self.banner = _("Encounter roll {total}: {row}. {text}").format(
                    total=e["total"], row=row.name, text=row.text)
                self._banner_turn = (v["turn"], v["turn_no"])

    def on_first_enter(self) -> None:
        if self.view()["phase"] == "over" and not self._final_shown:
            self.show_final()

    def show_final(self) -> None:
        """The final ranking."""
        self._final_shown = True
        self.app.push(FinalScene(self.app, self))

    def language_changed(self) -> None:
        self.rebuild_actions()

    def update(self, dt) -> None:
        super().update(dt)
        if self._built != self._build_key():
            self.rebuild_actions()
            self.app.request_redraw()

    # ------------------------------------------------------------------ board input
    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            pos = self.app.mouse_pos
            if L.VIEW.collidepoint(pos):
                self.geo.zoom_at(pos, 1.15 if event.y > 0 else 1 / 1.15)
                self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press, self._dragging = event.pos, False
        elif event.type == pygame.MOUSEMOTION and self._press is not None and event.buttons[0]:
            dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
            if self._dragging or abs(dx) + abs(dy) > DRAG_SLOP:
                if L.VIEW.collidepoint(self._press):
                    self.geo.drag(*event.rel)
                self._dragging = True
                self.app.request_redraw()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, dragged = self._press, self._dragging
            self._press, self._dragging = None, False
            if pressed is not None and not dragged:
                self.click(event.pos)

    def click(self, pos) -> None:
        """A left click (not a drag) at ``pos``: an item of a card, a figure, a chamber."""
        for rect, cid, token in self.item_hits:
            if rect.collidepoint(pos) and self.click_item(cid, token):
                return
        for rect, cid in self.team_hits:
            if rect.collidepoint(pos) and cid in self.movers():
                self.select(cid)
                return
        if not L.VIEW.collidepoint(pos):
            return
        for rect, cid in reversed(self.figure_hits):
            if rect.collidepoint(pos) and cid in self.movers() and cid != self.current_mover() \
                    and self.chamber_at(pos) not in self.targets():
                self.select(cid)
                return
        place = self.chamber_at(pos)
        if place is None:
            return
        action = self.targets().get(place)
        if action is not None:
            self.act(action)
        elif self.current_mover() is not None:
            self.set_status(self.refusal(place))

    def select(self, cid: str) -> None:
        """Light ``cid``'s moves (a click on its figure, or on its card when its figure
        stands in a lit chamber)."""
        self.selected = cid
        self.app.request_redraw()

    def click_item(self, cid: str, token: str) -> bool:
        """A click on an item of a card: the one legal action that moves it (wield, wear,
        take off, put down), if the item's character is the one that may. Returns whether
        an action was taken."""
        for a in self.decisions():
            if a["type"] in ITEM_TYPES and a.get("token") == token:
                return self.act(a) is not None
        if token == self.chars().get(cid, {}).get("weapon"):
            a = {"type": "unwield"}
            if a in self.decisions():
                return self.act(a) is not None
        return False

    def chamber_at(self, pos) -> tuple[int, int] | None:
        """The (board, chamber) at screen ``pos`` in the board view, else ``None``."""
        if not L.VIEW.collidepoint(pos):
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
                 or next((("card", c) for r, c in self.team_hits if r.collidepoint(pos)), None)
                 or ("chamber", self.chamber_at(pos)))
        key = (self.session.changes, self.viewer(), self.current_mover(), i18n.language(), under)
        if self._hover_key != key:
            self._hover_key, self._hover = key, self._hover_text(pos)
        return self._hover

    def _hover_text(self, pos) -> str | None:
        for rect, cid, token in self.item_hits:
            if rect.collidepoint(pos):
                return T.item_help(token)
        for rect, cid in self.team_hits:
            if rect.collidepoint(pos):
                return painting.character_help(self.view(), cid)
        place = self.chamber_at(pos)
        if place is None:
            return None
        text = painting.chamber_help(self.view(), place)
        if self.current_mover() is not None and self.view()["phase"] == "move":
            if place in self.targets():
                text += "\n" + _("Click: {what}.").format(
                    what=T.action_label(self.view(), self.targets()[place]))
            else:
                text += "\n" + self.refusal(place)
        elif place in self.targets():
            text += "\n" + _("Click: {what}.").format(
                what=T.action_label(self.view(), self.targets()[place]))
        return text

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        v = self.view()
        self.team_hits = []
        self.figure_hits = painting.draw_boards(surface, v, self.geo, self.targets(),
                                                self.current_mover(),
                                                self.seat_colour)
        self.item_hits = []
        painting.draw_teams(surface, v, self.viewer(), self.seat_colour, self.seat_name,
                            self.item_hits, self.team_hits)
        painting.draw_action_frame(surface, v, self.decisions())
        painting.draw_fight(surface, v, self.banner)


def fitted_button(rect: pygame.Rect, label: str, on_click, style: str) -> Button:
    """A button whose label takes the largest size from 17 down to 12 px that fits it
    whole (a long name or a longer language)."""
    size = next((px for px in range(17, 12, -1) if fonts.width(label, px, True) <= rect.w - 20), 12)
    return Button(rect, label, on_click, size=size, style=style)


def showcase() -> pygame.Surface:
    """Three chambers of a board with figures, a Crystal, an element and a Special token,
    for the main menu (330x150 px, ``painting.showcase``)."""
    return painting.showcase()
