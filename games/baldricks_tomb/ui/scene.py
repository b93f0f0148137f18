"""The Baldrick's Tomb board: the 8x8 tomb floor, tracks, decks, tableaus, dice and log.

Everything drawn and every decision comes from ``view()`` (``rules.view`` for the seat at
the mouse once the hotseat pass screen was lifted for it, else the public view) and
``legal()`` (the legal actions); the scene never reads the rules state, so nothing secret
can be drawn by accident. What the board explains comes from the rules too: where a pawn
can walk and why not (``rules.routes``, ``rules.route_refusal``), what a button does
(``rules.ACTION_HELP``), why running away is not possible (``rules.run_refusal``) and the
game-log line of each event (the session's log). Clicks become rules actions: placing
rubble at floor setup, rolling for a pawn's space, moving (a click on a reachable space
walks there step by step, resolving tokens on the way), choosing where a relocated token
goes, playing scrolls, stealing the Gem, exiting. Combat opens its own dialog
(``combat.CombatScene``).
"""
from __future__ import annotations

import random

import pygame

from games.baldricks_tomb.ui import layout as L
from games.baldricks_tomb.ui import marks
from games.baldricks_tomb.ui import texts as T
from games.baldricks_tomb.ui.side import SideColumn
from games.baldricks_tomb.ui.texts import TOKEN_HELP, gold_short, number_word, token_help  # noqa: F401
from games.baldricks_tomb.tomb import gold_text
from games.baldricks_tomb.tray import Tray, tray_for
from games.engine import audio
from games.engine.scenes.board import TOP_BAR_H, BoardSceneBase
from games.engine import i18n
from games.engine.i18n import _, counted
from sprites import fonts
from sprites.artkit import tint
from sprites import palette as P
from sprites.baldricks_tomb import art
from sprites.pawns import pawn
from sprites.widgets import Button, table_background

DICE_MS = 500
FINDS = ("token", "pawn_placed", "steal", "token_roll", "reentered")   # each starts afresh
NEWS = ("steal", "floor_end", "knocked_out", "gem_found", "gem_passed", "exited", "trap",
        "treasure", "monster_defeated", "ran_away", "monster_fled")
NEWS_AFTER_TURN_MS = 2500  # news about the seat that finished, once the turn has passed on
MINI_CARD = (70, 104)       # a hand card in the action panel (its whole name; hover reads it)
PREVIEW = (200, 280)        # a hovered hand card, drawn whole above the hand


class BoardScene(SideColumn, BoardSceneBase):
    """The board scene of Baldrick's Tomb (see module docstring)."""

    LOG_RECT = L.LOG

    def __init__(self, app, session):
        self.hover_cell: tuple[int, int] | None = None
        self.peek_card: str | None = None          # a peek scroll waiting for its target
        self.chosen_skills: list[str] = []
        self._tray_event: dict | None = None        # the event of the dice last rolled
        self.last_card: tuple[str, str] | None = None  # last treasure/trap drawn: (deck, id)
        self.tray_seat: int | None = None           # the seat whose turn the tray is from
        self.status_seat: int | None = None         # whose icon the status line shows
        self.undone_until = 0                       # ticks: "Undone." precedes the instruction
        self._walked = None                         # (session.changes, steps) after a walk
        self._warned = None                         # (scroll, session.changes): warned wasted
        self.dice_left = 0.0
        self.panel_buttons: list[Button] = []
        self.card_hits: list[tuple[pygame.Rect, str, str]] = []   # (rect, card id, use)
        self._grid = art.board_grid(L.CELL)
        ox, oy = art.grid_origin(L.CELL)
        self.origin = (L.GRID_POS[0] + ox, L.GRID_POS[1] + oy)
        self._combat_open = False
        self.combat_dismissed = False
        self._held_back: list = []            # screens waiting for a finished fight's Close
        self._pass_held = False
        self.fight_acting = False             # the combat dialog's own action is running
        self._layer_key, self._layer = None, None
        self._routes_key, self._routes = None, {}
        super().__init__(app, session)
        self.content = self.rules.content()
        self._rebuild_panel()

    # ------------------------------------------------------------------ helpers
    def routes(self) -> dict:
        """Where the active pawn can walk now (``rules.routes`` of the view: the same steps
        ``legal_actions`` offers), computed once per change of the game."""
        if self.session.changes != self._routes_key:
            self._routes_key, self._routes = self.session.changes, self.rules.routes(self.view())
        return self._routes

    def event_lines(self, events: list[dict]) -> list[str]:
        """The public game-log lines of ``events``, the events of the action just taken:
        the session wrote one line for each, in order, as the table may read them."""
        start = self.session.log_length() - len(events)
        return self.session.log_lines(start) if start >= 0 else [""] * len(events)

    def heading(self) -> str:
        v = self.view()
        return _("Baldrick's Tomb  ·  Floor {floor} of {floors}  ·  Round {round} of "
                 "{rounds}").format(floor=v["floor"], floors=v["floors"], round=v["doom"],
                                    rounds=v["rounds"])

    def instruction(self) -> str:
        """What the seat to move should do now, in the language shown (``texts``)."""
        v = self.view()
        seat = v["current_seat"]
        return T.instruction(v, self.seat_name(seat) if seat is not None else "",
                             self.peek_card)

    def short_instruction(self) -> str:
        """``instruction()`` in fewer words, for the top line when a long name leaves no
        room for the whole sentence (the same facts: counts, costs, what to click)."""
        v = self.view()
        seat = v["current_seat"]
        return T.short_instruction(v, self.seat_name(seat) if seat is not None else "",
                                   self.peek_card)

    # ------------------------------------------------------------------ panel
    def _rebuild_panel(self) -> None:
        for b in self.panel_buttons:
            self.widgets.remove(b)
        self.panel_buttons = []
        v, legal = self.view(), self.legal()
        types = {a["type"] for a in legal}
        a = L.ACTION
        specs = []
        phase, help_text = v["phase"], self.rules.ACTION_HELP
        if phase == "place_tokens":
            specs.append((_("Place the rest at random"),
                          lambda: self.act({"type": "place_rest"}), None))
        elif phase == "place_pawns":
            name = self.seat_name(v["current_seat"])
            specs.append((_("Roll for {name}'s space").format(name=name),
                          lambda: self.act({"type": "roll_pawn"}), None))
        elif phase == "move":
            for kind, label in (("end_move", _("End move")), ("exit", _("Take the Exit")),
                                ("steal", _("Steal the Gem"))):
                if kind in types:
                    specs.append((label, lambda kind=kind: self.act({"type": kind}),
                                  _(help_text[kind])))
        elif phase == "combat":
            specs.append((_("Back to the fight"), self.open_combat, None))
        elif phase == "skills":
            count = v["skills_to_keep"]
            specs.append((T.keep_label(count), self.keep_skills,
                          counted(count, "Choose exactly {word} skill.",
                                  "Choose exactly {word} skills.", word=number_word(count))))
        elif phase == "over":
            specs.append((_("Final results"), self.show_final, None))
        rects = L.button_rows(a, [fonts.width(label, L.PAIR_SIZE, True) + 24
                                  for label, _cb, _tip in specs])
        for i, ((label, cb, tip), (rect, size)) in enumerate(zip(specs, rects)):
            b = Button(rect, label, cb, style="primary" if i == 0 else "secondary", tooltip=tip,
                       size=size)
            if phase == "skills" and i == 0:
                chosen = set(self.chosen_skills)
                b.enabled = any(option["type"] == "keep_skills" and set(option["cards"]) == chosen
                                for option in legal)
            self.panel_buttons.append(b)
            self.widgets.add(b)

    def language_changed(self) -> None:
        """Back from Settings in another language: the panel's buttons and the cached
        layer (tableaus, panel title) are made again in it."""
        self._layer_key = None
        self._rebuild_panel()

    def keep_skills(self) -> None:
        """Keep the three chosen skills (Custom Characters)."""
        cards, self.chosen_skills = list(self.chosen_skills), []
        if self.act({"type": "keep_skills", "cards": cards}) is None:
            self.chosen_skills = cards
        self._rebuild_panel()

    def open_combat(self) -> None:
        """Show the combat dialog."""
        from games.baldricks_tomb.ui.combat import CombatScene
        self._combat_open = True
        self.combat_dismissed = False
        self.app.push(CombatScene(self.app, self))

    def on_enter(self) -> None:
        """Back on the board: reopen a fight in progress unless the player closed it to
        look at the board (the "Back to the fight" button reopens it)."""
        super().on_enter()
        self._combat_open = False
        if self.view()["phase"] == "combat" and self.app.top is self and not self.combat_dismissed:
            self.open_combat()

    def _fight_dialog(self):
        """The combat dialog if it is the top scene, else None."""
        from games.baldricks_tomb.ui.combat import CombatScene
        top = self.app.top
        return top if isinstance(top, CombatScene) else None

    def _check_pass_screen(self) -> None:
        """As the base class, except while the combat dialog shows a fight that is over
        (or whose turn has passed): the fighter reads the result first, and the seat at
        the mouse only changes after its Close (``resume_after_fight``)."""
        dialog = self._fight_dialog() if self.fight_acting else None
        if dialog is not None and (self.view()["phase"] != "combat"
                                   or self.view()["current_seat"] != dialog.seat):
            self._pass_held = True
            return
        super()._check_pass_screen()

    def resume_after_fight(self, *, stale: bool = False) -> None:
        """The combat dialog closed: the pass screen check and the screens held back for
        it (end of floor, final results) happen now. ``stale``: the game changed under
        the dialog (Undo, a load), so the held screens are dropped, not shown."""
        if self._pass_held:
            self._pass_held = False
            self._check_pass_screen()
        held, self._held_back = self._held_back, []
        for show in held if not stale else ():
            show()

    def show_final(self) -> None:
        """The final ranking."""
        from games.baldricks_tomb.ui.combat import FinalScene
        self.app.push(FinalScene(self.app, self))

    # ------------------------------------------------------------------ acting
    def _after_change(self) -> None:
        super()._after_change()
        self._rebuild_panel()

    def on_events(self, events: list[dict]) -> None:
        for e, line in zip(events, self.event_lines(events)):
            if e["type"] in ("floor_start",) + FINDS \
                    or (e["type"] == "turn" and e["seat"] != self.tray_seat):
                self.clear_tray()           # a new floor, a new find, another seat's turn
            tray = tray_for(e, [p["name"] for p in self.session.players])
            if tray is not None:
                self._show_dice(e)
            if e["type"] in ("treasure", "trap"):
                self.last_card = (e["type"], e["card"])
            if tray is not None or e["type"] in ("treasure", "trap"):
                self.tray_seat = e.get("seat")
            if e["type"] in NEWS:
                self.set_status(line, 8000, seat=e.get("seat"))
            elif (e["type"] == "turn" and self.status and self.status_seat is not None
                  and self.status_seat != e["seat"]):
                # the news was about the seat that just finished: the next seat's
                # instruction follows it soon (the log keeps the news)
                self.set_status(self.status, min(NEWS_AFTER_TURN_MS, self._status_left()),
                                seat=self.status_seat)
            if e["type"] in ("token", "treasure", "trap", "fountain"):
                audio.play("flip")
            elif e["type"] in ("floor_end", "game_over"):
                audio.play("chime")
        if any(e["type"] == "monster" for e in events):
            self.combat_dismissed = False
        phase = self.view()["phase"]
        if phase == "combat" and not self._combat_open and self.app.top is self \
                and not self.combat_dismissed:
            self.open_combat()
        later = []
        if phase == "over" and any(e["type"] == "game_over" for e in events):
            later.append(self.show_final)
        for e in events:                 # above everything, the pass screen included
            if e["type"] == "floor_end":
                later.append(lambda e=e: self._show_floor_end(e))
        if self.fight_acting and self._fight_dialog() is not None:   # after its Close
            self._held_back += later
        else:
            for show in later:
                show()

    def replay_shown(self) -> None:
        """In a replay: the result screen the table saw at the position shown, drawn
        read-only over the board (``replayed.replay_panel``)."""
        from games.baldricks_tomb.ui.replayed import replay_panel
        self._replay_panel = replay_panel(self)

    def replay_panel(self):
        """The result screen to draw over the board in a replay, or ``None``."""
        return getattr(self, "_replay_panel", None)

    def _show_floor_end(self, event: dict) -> None:
        from games.baldricks_tomb.ui.combat import FloorEndScene
        self.app.push(FloorEndScene(self.app, self, event))

    def clear_tray(self) -> None:
        """Empty the dice tray: no roll and no card on show (a new find, a new floor,
        another seat's turn, an Undo), so what it shows is always one find of the seat
        to move, its roll and its card together."""
        self._tray_event, self.last_card, self.tray_seat, self.dice_left = None, None, None, 0.0
        self.animating = False

    def undo(self) -> None:
        """Undo, and empty the tray: what it showed may have been undone. The top line
        says "Undone." before the instruction, which stays readable. A click that walked
        several steps (``walk``) is taken back whole, as far as Undo may go."""
        changes = self.session.changes
        walked, self._walked = self._walked, None
        if walked and walked[0] == changes:         # one click walked several steps
            for _i in range(walked[1] - 1):
                if not self.session.undo():
                    break
        super().undo()
        if self.session.changes != changes:
            self.clear_tray()
            self.status = None
            self.undone_until = pygame.time.get_ticks() + 1500

    def _status_left(self) -> int:
        """Milliseconds the status line has left."""
        return max(0, self.status_until - pygame.time.get_ticks())

    def set_status(self, text: str | None, ms: int = 6000, *, seat: int | None = -1) -> None:
        """As the base class; ``seat``: whose icon the line shows (``None``: no icon; by
        default the seat to move, for a refusal or a hint about its own click)."""
        super().set_status(text, ms)
        self.undone_until = 0
        self.status_seat = self.turn_seat() if seat == -1 else seat

    def top_line(self) -> tuple[int | None, str]:
        """What the line under the heading shows: ``(seat whose icon leads it or None,
        text)``. News or a refusal while there is one (with the icon of the seat it is
        about), else the instruction for the seat to move, in fewer words when a long
        name would not fit at 16 px."""
        if self.status and not self.status_boxed():
            return self.status_seat, self.status
        text, room = self.instruction(), self.LINE_ROOM
        undone = _("Undone.") + " " if pygame.time.get_ticks() < self.undone_until else ""
        if fonts.text(undone + text, 16, P.TEXT_LIGHT).get_width() > room:
            text = self.short_instruction()
        return self.turn_seat(), undone + text

    def status_boxed(self) -> bool:
        """True when the status (news, a refusal) is too long for the top line even at
        its smallest size: it is then shown whole in a box under the top bar
        (``draw_status_box``) and the line keeps the instruction."""
        return bool(self.status) and fonts.width(self.status, 16) > self.LINE_ROOM

    def status_box(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """A long status (``status_boxed``) wrapped in the free strip under the grid, left
        of the dice tray, so that neither the spaces nor the grid's red and blue
        coordinates are hidden: ``(text image, box rect)``; the text as large as fits
        (18 px down to 12 px). ``None`` when the status fits the top line."""
        if not self.status_boxed():
            return None
        grid_bottom = self.origin[1] + 8 * L.CELL
        room = pygame.Rect(44, grid_bottom + 6, L.DICE.x - 12 - 44, 800 - 4 - grid_bottom - 6)
        for px in range(18, 11, -1):
            text = fonts.text(self.status, px, P.GOLD_LIGHT, wraplength=room.w - 24)
            if text.get_height() + 14 <= room.h:
                break
        box = text.get_rect().inflate(24, 14)
        box.midleft = (room.x, room.centery)
        return text, box

    def draw_status_box(self, surface) -> None:
        """A long status, wrapped, in a box in the strip under the grid (``status_box``)."""
        shown = self.status_box()
        if shown is None:
            return
        text, box = shown
        pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, box, 2, border_radius=10)
        if self.status_seat is not None:
            surface.blit(pawn(self.seat_colour(self.status_seat), 22), (box.x - 30, box.y + 6))
        surface.blit(text, text.get_rect(center=box.center))

    @property
    def tray(self) -> Tray | None:
        """The dice last rolled with their captions (``None``: none on show), made from
        their event each time it is read, so its words are in the language shown."""
        if self._tray_event is None:
            return None
        return tray_for(self._tray_event, [p["name"] for p in self.session.players])

    def _show_dice(self, event: dict) -> None:
        self._tray_event = event
        self.dice_left = DICE_MS * self.app.settings.animation_factor()
        self.animating = self.dice_left > 0

    # ------------------------------------------------------------------ input
    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_cell = L.cell_at(event.pos, self.origin)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.zoom_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card, use in self.card_hits:
                if rect.collidepoint(event.pos):
                    self.click_card(card, use)
                    return
            cell = L.cell_at(event.pos, self.origin)
            if cell is not None:
                self.click_cell(cell)

    def zoom_at(self, pos) -> None:
        """Right-click: read a card (or a face-up token) large."""
        from games.engine.scenes.base import ZoomScene
        for rect, card, use in self.card_hits:
            if rect.collidepoint(pos):
                deck = self.content.skills if use == "skill" else self.content.scrolls
                kind = "skill" if use == "skill" else "scroll"
                img = art.text_card(kind, deck[card].name, deck[card].text, (300, 420),
                                    title_px=self.title_px(kind, (300, 420)))
                self.app.push(ZoomScene(self.app, img))
                return
        if self.last_card and self.last_card_rect().collidepoint(pos):
            self.app.push(ZoomScene(self.app, self.card_image(*self.last_card, (300, 420))))
            return
        seat = self._tableau_at(pos)
        if seat is not None and self.view()["players"][seat]["skills"]:
            skills = self.view()["players"][seat]["skills"]
            sheet = pygame.Surface((len(skills) * 310, 420), pygame.SRCALPHA)
            for i, sk in enumerate(skills):
                card = self.content.skills[sk]
                sheet.blit(art.text_card("skill", card.name, card.text, (300, 420),
                                         title_px=self.title_px("skill", (300, 420))), (i * 310, 0))
            self.app.push(ZoomScene(self.app, sheet, _("{name}'s skills").format(
                name=self.seat_name(seat))))
            return
        cell = L.cell_at(pos, self.origin)
        for t in self.view()["board"]:
            if cell is not None and tuple(t["cell"]) == cell and t["kind"]:
                self.app.push(ZoomScene(self.app, art.rubble_token(t["kind"], 200),
                                        token_help(t["kind"])))
                return

    def _tableau_at(self, pos) -> int | None:
        n = len(self.session.players)
        for seat in range(n):
            if L.tableau_rect(seat, n).collidepoint(pos):
                return seat
        return None

    def click_card(self, card: str, use: str) -> None:
        """A click on one of my cards in the action panel."""
        if use == "skill":
            if card in self.chosen_skills:
                self.chosen_skills.remove(card)
            elif len(self.chosen_skills) < self.view()["skills_to_keep"]:
                self.chosen_skills.append(card)
            else:
                count = self.view()["skills_to_keep"]
                self.set_status(counted(count, "You keep {word} skill: deselect it first.",
                                        "You keep {word} skills: deselect one first.",
                                        word=number_word(count)))
            self._rebuild_panel()
        elif use == "discard":
            self.act({"type": "discard_scroll", "card": card})
        elif use == "scroll":
            options = [a for a in self.legal() if a["type"] == "play_scroll" and a["card"] == card]
            if not options:
                self.set_status(_("That scroll cannot be played now."))
            elif "cell" in options[0]:
                self.peek_card = None if self.peek_card == card else card
            elif (self.rules.wasted_scroll(self.view(), card)
                  and self._warned != (card, self.session.changes)):
                self._warned = (card, self.session.changes)     # a second click plays it
                self.set_status(_("{scroll} would do nothing now: click it again to play it "
                                  "anyway.").format(scroll=self.content.scrolls[card].name))
            else:
                self._warned = None
                self.act({"type": "play_scroll", "card": card})

    def click_cell(self, cell: tuple[int, int]) -> None:
        """A click on a space of the board."""
        phase = self.view()["phase"]
        target = [cell[0], cell[1]]
        if phase == "place_tokens":
            self.act({"type": "place_token", "cell": target})
        elif phase == "relocate":
            self.act({"type": "place_adjacent", "cell": target})
        elif phase == "move" and self.peek_card:
            card, self.peek_card = self.peek_card, None
            self.act({"type": "play_scroll", "card": card, "cell": target})
        elif phase == "move":
            route = self.routes().get(cell)
            if route is None:
                self.set_status(self.rules.route_refusal(self.view(), cell))
                return
            self.walk(route[1])
        else:
            self.set_status(_("Nothing to do on the board now."))

    def walk(self, path: list) -> None:
        """Step along ``path`` one space at a time; stop when a step is refused or the
        turn leaves the move phase (a monster, a trap, the end of the turn)."""
        seat, taken = self.view()["turn"], 0
        for cell in path:
            if self.view()["phase"] != "move" or self.view()["turn"] != seat:
                break
            if self.act({"type": "step", "cell": [cell[0], cell[1]]}) is None:
                break
            taken += 1
        self._walked = (self.session.changes, taken)

    # ------------------------------------------------------------------ update
    def update(self, dt) -> None:
        super().update(dt)
        if self.dice_left > 0:
            self.dice_left -= dt
            if self.dice_left <= 0:
                self.app.request_redraw()
        self.animating = self.dice_left > 0

    def hover_text(self, pos) -> str | None:
        """The last treasure/trap drawn, a player's tableau or a board token under ``pos``."""
        if self.last_card and self.last_card_rect().collidepoint(pos):
            deck, card = self.last_card
            c = (self.content.treasures if deck == "treasure" else self.content.traps)[card]
            if deck == "treasure":
                return _("Last treasure drawn: {card}. {text} (right-click to read it "
                         "large)").format(card=c.name, text=c.text)
            return _("Last trap drawn: {card}. {text} (right-click to read it large)").format(
                card=c.name, text=c.text)
        side = self.side_help(pos)
        if side:
            return side
        seat = self._tableau_at(pos)
        if seat is not None:
            p = self.view()["players"][seat]
            skills = " ".join(_("{skill}: {text}").format(skill=self.content.skills[k].name,
                                                          text=self.content.skills[k].text)
                              for k in p["skills"]) or _("not shown yet.")
            return _("{name} ({explorer}): {hp} HP, poison {poison}, {gold}, {scrolls}. "
                     "Skills: {skills} (right-click to read them)").format(
                name=p["name"], explorer=self.explorer_name(p["character"]), hp=p["hp"],
                poison=p["poison"], gold=gold_text(p["gold"]), skills=skills,
                scrolls=counted(p["scrolls"], "{n} scroll", "{n} scrolls"))
        cell = L.cell_at(pos, self.origin)
        if cell is not None and cell in self.routes() and cell in self.rules.pass_through(
                self.view()):
            return _("Another pawn's space: you may walk through it, but your move cannot "
                     "end here.")
        for t in self.view()["board"] if cell is not None else []:
            if tuple(t["cell"]) == cell:
                if not t["kind"]:
                    return _("A face-down rubble token.")
                if t["peeked"] and not t["face_up"]:
                    return _("You peeked: {what} Right-click to look closer.").format(
                        what=token_help(t["kind"]))
                return _("{what} Right-click to look closer.").format(
                    what=token_help(t["kind"]))
        return None

    def hovered_card(self) -> tuple[pygame.Rect, str, str] | None:
        """The hand card under the mouse (``(rect, card id, use)``), or None."""
        for hit in self.card_hits:
            if hit[0].collidepoint(self.app.mouse_pos):
                return hit
        return None

    def card_preview(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The hovered hand card drawn large above the hand, whole and readable at once:
        ``(image, screen rect)``, or None when no hand card is hovered or a dialog is
        open (a preview is never drawn over a dialog). The image is an opaque card face."""
        hit = self.hovered_card()
        if hit is None or self.modal or self.app.top is not self:
            return None
        rect, card, use = hit
        kind = "skill" if use == "skill" else "scroll"
        deck = self.content.skills if use == "skill" else self.content.scrolls
        img = art.text_card(kind, deck[card].name, deck[card].text, PREVIEW,
                            title_px=self.title_px(kind, PREVIEW))
        place = img.get_rect(midbottom=(rect.centerx, L.ACTION.y - 6)).clamp(
            pygame.Rect(0, TOP_BAR_H, 1280, 800 - TOP_BAR_H))
        return img, place

    def draw_front(self, surface) -> None:
        """Over the board and its widgets (under a dialog and the tooltips): the notice,
        then the hovered card's preview, so nothing on the board covers the card."""
        super().draw_front(surface)
        self.draw_status_box(surface)
        preview = self.card_preview()
        if preview is not None:
            img, place = preview
            surface.blit(img, place)
            pygame.draw.rect(surface, P.GOLD, place, 2, border_radius=6)

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        v = self.view()
        key = (self.session.changes, self.viewer(), tuple(self.chosen_skills), self.peek_card,
               i18n.language())
        if key != self._layer_key:                     # redraw the static layer on change
            self._layer_key, self._layer = key, self._draw_layer(v)
        surface.blit(self._layer, (0, 0))
        self._draw_highlights(surface, v)
        self.draw_pawns(surface, v)
        self.draw_marks(surface)
        self._draw_dice(surface)

    MARK_PAD = 2

    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect] | None:
        """The space the last action touched (``marks.mark_rects``)."""
        return marks.mark_rects(self, action, events)

    def _draw_layer(self, v) -> pygame.Surface:
        """Everything that changes only with the state: table, grid, tokens, tracks,
        decks, tableaus and the action panel's cards."""
        layer = table_background((1280, 800)).copy()
        layer.blit(self._grid, L.GRID_POS)
        self._draw_tokens(layer, v)
        self._draw_tracks(layer, v)
        self._draw_decks(layer, v)
        for seat in range(len(v["players"])):
            self._draw_tableau(layer, v, seat)
        self._draw_action_panel(layer, v)
        return layer

    def _draw_tokens(self, surface, v) -> None:
        size = L.CELL - 16
        for t in v["board"]:
            rect = L.cell_rect(t["cell"], self.origin)
            kind = t["kind"] if (t["face_up"] or t["peeked"]) else None
            img = art.rubble_token(kind, size)
            surface.blit(img, img.get_rect(center=rect.center))
            if t["peeked"] and not t["face_up"]:
                pygame.draw.circle(surface, P.SELECTED, rect.center, size // 2 + 2, 3)

    def _targets(self, v) -> dict[tuple[int, int], str]:
        """Spaces to light now -> a short label (cost) or ''."""
        phase, legal = v["phase"], self.legal()
        if phase in ("place_tokens", "relocate"):
            return {tuple(a["cell"]): "" for a in legal if "cell" in a and a["type"] != "play_scroll"}
        if phase == "move" and self.peek_card:
            return {tuple(a["cell"]): "?" for a in legal
                    if a["type"] == "play_scroll" and a["card"] == self.peek_card}
        if phase == "move" and self.shown_seat == v["turn"]:
            crossed = self.rules.pass_through(v)
            return {cell: (T.pass_label(cost) if cell in crossed else
                           gold_short(cost) if cost else "")
                    for cell, (cost, _path) in self.routes().items()}
        return {}

    def _draw_highlights(self, surface, v) -> None:
        for cell, label in self._targets(v).items():
            rect = L.cell_rect(cell, self.origin).inflate(-6, -6)
            surface.blit(tint(rect.size, (*P.HIGHLIGHT[:3], 40)), rect)
            colour = P.GOLD if label and label != "?" else P.HIGHLIGHT
            width = 4 if cell == self.hover_cell else 2
            pygame.draw.rect(surface, colour, rect, width, border_radius=6)
            if label:
                img = fonts.text(label, 16, P.TEXT_LIGHT, bold=True)
                surface.blit(img, img.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))

    def draw_pawns(self, surface, v) -> None:
        """Every pawn of view ``v`` on its space; pawns sharing a space (the Exit, a space
        the active pawn walks through) stand side by side (``layout.pawn_spots``), so
        each one shows. The seat to move has its space framed in gold, and its own pawn
        ringed when it shares the space."""
        standing: dict[tuple[int, int], list[int]] = {}
        for seat, p in enumerate(v["players"]):
            if p["cell"] is not None:
                standing.setdefault(tuple(p["cell"]), []).append(seat)
        active = v["current_seat"] if v["phase"] in ("move", "combat") else None
        for cell, seats in standing.items():
            rect = L.cell_rect(cell, self.origin)
            for seat, (centre, size) in zip(seats, L.pawn_spots(rect, len(seats))):
                if seat == active and len(seats) > 1:
                    pygame.draw.circle(surface, P.GOLD_LIGHT, centre, size // 2 + 2, 2)
                img = pawn(v["players"][seat]["colour"], size)
                surface.blit(img, img.get_rect(center=centre))
            if active in seats:
                pygame.draw.rect(surface, P.GOLD_LIGHT, rect.inflate(-2, -2), 3, border_radius=8)

    def title_px(self, kind: str, size, *, mini: bool = False) -> int:
        """The one title size (px) of every card of deck ``kind`` ("monster", "treasure",
        "scroll", "trap", "skill") drawn at ``size`` = (w, h) px, small (``mini``) or
        whole: the largest at which the deck's longest name fits (``art.title_size``),
        so titles never change size from card to card."""
        deck = {"monster": self.content.monsters, "treasure": self.content.treasures,
                "scroll": self.content.scrolls, "trap": self.content.traps,
                "skill": self.content.skills}[kind]
        return art.title_size(kind, tuple(c.name for c in deck.values()), tuple(size), mini=mini)

    def card_image(self, deck: str, card: str, size) -> pygame.Surface:
        """The face of a treasure or trap card."""
        if deck == "treasure":
            t = self.content.treasures[card]
            return art.text_card("treasure", t.name, t.text, size, value=counted(t.gold, "+{n} gold", "+{n} gold"),
                                 title_px=self.title_px("treasure", size))
        t = self.content.traps[card]
        return art.text_card("trap", t.name, t.text, size, title_px=self.title_px("trap", size))

    def last_card_rect(self) -> pygame.Rect:
        """Where the last drawn treasure or trap card is shown (beside the dice)."""
        return pygame.Rect(L.DICE.right - 70, L.DICE.y + 10, 70, 98)

    def _draw_dice(self, surface) -> None:
        if self.last_card:
            rect = self.last_card_rect()
            deck, card = self.last_card                 # its whole name; hover reads it
            name = (self.content.treasures if deck == "treasure" else self.content.traps)[card].name
            surface.blit(art.mini_card(deck, name, rect.size,
                                       title_px=self.title_px(deck, rect.size, mini=True)), rect)
            pygame.draw.rect(surface, P.GOLD_DARK, rect, 1, border_radius=4)
        tray = self.tray
        if tray is None:
            return
        area = pygame.Rect(L.DICE.x, L.DICE.y, L.DICE.w - (76 if self.last_card else 0), L.DICE.h)
        surface.blit(fonts.fit(tray.title, 15, P.TEXT_LIGHT, area.w, bold=True, minimum=11),
                     area.topleft)
        count = len(tray.dice)
        column = area.w // max(count, 2)
        size = min(40, column - 6)
        rng = random.Random(int(self.dice_left // 60))
        for i, die in enumerate(tray.dice):
            x = area.x + i * column
            shown = rng.randint(1, 8) if self.dice_left > 0 else die.face
            img = art.die_face(shown, size, die.colour)
            surface.blit(img, img.get_rect(midtop=(x + column // 2, area.y + 22)))
            if self.dice_left > 0:
                continue
            y = area.y + 24 + size
            for line in die.caption:
                text = fonts.fit(line, 14, P.TEXT_LIGHT, column - 4, minimum=10)
                surface.blit(text, text.get_rect(midtop=(x + column // 2, y)))
                y += 16

    def explorer_name(self, character: str) -> str:
        """The name of the explorer (character pawn and tableau) chosen at setup."""
        return next(c.name for c in self.content.characters if c.id == character)

    def _draw_action_panel(self, surface, v) -> None:
        a = L.ACTION
        pygame.draw.rect(surface, P.WOOD_DARK, a, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, a, 2, border_radius=10)
        self.card_hits = []
        phase = v["phase"]
        if phase == "skills":
            cards, use, deck = v["my_offer"], "skill", self.content.skills
            title = counted(v["skills_to_keep"], "Keep {n} skill (hover to read):",
                            "Keep {n} skills (hover to read):")
        elif phase == "discard":
            cards, use, deck = v["my_scrolls"], "discard", self.content.scrolls
            title = _("Discard a scroll (down to two):")
        else:
            cards, use, deck = v["my_scrolls"], "scroll", self.content.scrolls
            title = (_("Scrolls: click to play, hover to read") if cards
                     else _("You hold no scrolls."))
        surface.blit(fonts.fit(title, 16, P.TEXT_LIGHT, a.w - 20, bold=True, minimum=12),
                     (a.x + 10, a.y + 8))
        room = a.w - 20
        count = max(1, len(cards))
        w = max(MINI_CARD[0] * 2 // 3, min(MINI_CARD[0], (room - 4 * (count - 1)) // count))
        pitch = min(w + 4, (room - w) // max(1, count - 1)) if count > 1 else w
        kind = "skill" if use == "skill" else "scroll"
        for i, card in enumerate(cards):
            rect = pygame.Rect(a.x + 10 + i * pitch, a.y + 30, w, MINI_CARD[1])
            surface.blit(art.mini_card(kind, deck[card].name, rect.size,
                                       title_px=self.title_px(kind, rect.size, mini=True)), rect)
            chosen = card in self.chosen_skills or card == self.peek_card
            pygame.draw.rect(surface, P.SELECTED if chosen else P.GOLD_DARK, rect, 3 if chosen else 1,
                             border_radius=4)
            self.card_hits.append((rect, card, use))


def showcase() -> pygame.Surface:
    """Two card backs, rubble tokens and a pawn for the main menu (about 360x270 px)."""
    layer = pygame.Surface((360, 270), pygame.SRCALPHA)
    for k, deck in enumerate(("monster", "treasure")):
        img = pygame.transform.rotozoom(art.card_back(deck, (130, 184)), 10 - k * 20, 1)
        layer.blit(img, img.get_rect(center=(120 + k * 80, 120 + k * 10)))
    for k, kind in enumerate((None, "gem", "monster")):
        img = art.rubble_token(kind, 64)
        layer.blit(img, img.get_rect(center=(70 + k * 90, 226)))
    layer.blit(pawn("vermillion", 48), (290, 150))
    return layer
