"""What just happened, on every board: the recap a person gets on taking the mouse, and
the mark of the last action (``WhatJustHappened``, mixed into ``BoardSceneBase``).

The recap (``RecapScene``) lists what happened since the seat at the mouse last acted
(``games.engine.recap.since_last``), in the game-log lines the board may show now
(``viewer()``: that seat's own lines once a pass screen was lifted for it, else the
public ones), so it never tells more than the board beside it. It opens by itself when a
person takes the mouse: when a pass screen was shown for them, once they lifted it (never
while it covers the board, nor while a screen of the game is over the board); in a game
without one, when the seat that must decide becomes theirs. Never for a computer's seat,
never when nothing was written since (a seat's own actions in a row), never in a replay
or once the game is over, nor when Settings turned it off (``Settings.recap``). A click anywhere (not on its scrollbar), Enter, Space or Esc
closes it; the board's "Since your turn" button, beside "Full log", opens it again.

The mark: the board draws corner brackets (``sprites.marks``) around the places of the
last action (``games.engine.recap.marked_actions``) until the next action. Each game
says which places an action touched with its board's ``mark_rects(action, events)``
hook (screen rects; the places must be public: the mark shows to the whole table), and
calls ``draw_marks(surface)`` where its board drawing puts them (over the places, under
its panels and pop-ups).
"""
from __future__ import annotations

import pygame

from games.engine import recap
from games.engine.i18n import N_, _
from games.engine.scenes.base import OverlayScene
from sprites import fonts
from sprites import palette as P
from sprites.marks import draw_last_mark
from sprites.widgets import Button, Panel, ScrollText

PANEL = pygame.Rect(250, 80, 780, 640)      # the largest recap; a short one is lower
INTRO_H = 38             # px: the line naming the seat, above the text
FOOT_H = 128             # px: the hints and Close, below the text
MAX_TEXT_H = 640 - 80 - INTRO_H - FOOT_H
RECAP_LABEL = N_("Since your turn")
RECAP_TIP = N_("What happened since you last acted.")
NO_RECAP_TIP = N_("Nothing has happened since you last acted.")
LOG_BUTTON_H = 26


def recap_blocks(session, parts: list[recap.RecapPart]) -> list[tuple[str, str]]:
    """The ``ScrollText`` blocks of a recap: a heading with the name of the seat (marked
    as a computer's when one played) before each run of its lines."""
    blocks: list[tuple[str, str]] = []
    for part in parts:
        if part.seat is not None:
            name = session.players[part.seat]["name"]
            if part.computer:
                name = _("{name} (computer)").format(name=name)
            blocks.append(("h2", name))
        blocks.extend(("p", line) for line in part.lines)
    return blocks


class RecapScene(OverlayScene):
    """"Since your last turn": what happened since ``seat`` last acted, told in the lines
    ``reader`` may read, over the board ``board`` (a ``BoardSceneBase``). Long recaps
    scroll (wheel, scrollbar). Closed by a click anywhere but the scrollbar, Enter, Space
    or Esc."""

    input_guard_ms = 300

    def __init__(self, app, board, seat: int, reader: int | None):
        super().__init__(app)
        self.board, self.seat, self.reader = board, seat, reader
        session = board.session
        parts = recap.since_last(session, seat, reader)
        self.blocks = recap_blocks(session, parts)
        name = session.players[seat]["name"]
        if recap.last_own(session, seat) < 0:
            intro = _("{name}, this happened before your first move:").format(name=name)
        else:
            intro = _("{name}, this happened since you last acted:").format(name=name)
        self.intro = intro
        head = Panel(PANEL, title=_("Since your last turn")).content_rect.y - PANEL.y
        text_w = PANEL.w - 40
        self.text = ScrollText(pygame.Rect(0, 0, text_w, MAX_TEXT_H), self.blocks, size=20)
        text_h = min(MAX_TEXT_H, self.text.content_height + 2 * ScrollText.PAD + 4)
        height = head + INTRO_H + text_h + FOOT_H
        panel = Panel(pygame.Rect(PANEL.x, 400 - height // 2, PANEL.w, height),
                      title=_("Since your last turn"), style="parchment")
        self.panels.append(panel)
        area = panel.content_rect
        self.text.rect = pygame.Rect(area.x, area.y + INTRO_H, text_w, text_h)
        self.close_button = Button(pygame.Rect(PANEL.centerx - 110, panel.rect.bottom - 72, 220,
                                               52), _("Close"), self.back, hotkey=pygame.K_RETURN)
        self.widgets.add(self.text, self.close_button)

    def handle_scene_event(self, event) -> None:
        """Its widgets first (the scrollbar, Close); then any other left click, Space or
        the keypad's Enter closes it."""
        if self.widgets.handle_event(event):
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE,
                                                               pygame.K_KP_ENTER)):
            self.back()

    def draw_content(self, surface) -> None:
        area = self.panels[0].content_rect
        intro = fonts.fit(self.intro, 22, P.INK, area.w, bold=True, minimum=16)
        surface.blit(intro, (area.x + 8, area.y + 2))
        y = self.text.rect.bottom + 8
        for line in (_("The last action is framed with white corners on the board."),
                     _("Click anywhere, or press Enter, to close.")):
            hint = fonts.fit(line, 16, P.INK_MUTED, area.w, minimum=12)
            surface.blit(hint, hint.get_rect(midtop=(PANEL.centerx, y)))
            y += hint.get_height() + 2


class WhatJustHappened:
    """Mixin of ``BoardSceneBase``: the recap and the mark of the last action (see the
    module docstring). The board calls ``_init_recap`` from its ``__init__``,
    ``_note_mouse`` after every change and when it first shows, and ``_recap_update``
    once a frame."""

    def _init_recap(self, full_log: Button) -> Button:
        """Set up the state, place "Full log" and make the "Since your turn" button
        beside it, in the log panel's heading; returns the new button."""
        self._holder: int | None = None       # the person seat that decided last
        self._last_person: int | None = None  # ... of them, the last one
        self._recap_due: int | None = None    # a recap waits to be shown to this seat
        self._marks_key, self._marked = None, None
        r = self.LOG_RECT
        self.recap_button = Button(pygame.Rect(0, 0, 10, LOG_BUTTON_H), _(RECAP_LABEL),
                                   self.open_recap, style="secondary", size=16,
                                   tooltip=_(NO_RECAP_TIP), enabled=False)
        self._full_log_button = full_log
        self._place_log_buttons(r)
        return self.recap_button

    def _place_log_buttons(self, r: pygame.Rect) -> None:
        """Both buttons as wide as their labels, right-aligned above the log."""
        right = r.right
        for button in (self._full_log_button, self.recap_button):
            width = fonts.width(button.label, 16, True) + 28       # never cut short
            button.rect = pygame.Rect(right - width, r.y - 29, width, LOG_BUTTON_H)
            right -= width + 6
        self.log_title_room = right - 6 - r.x

    # ------------------------------------------------------------------ the recap
    def recap_seat(self) -> int | None:
        """Whose recap the button shows: the person who must decide now, else the person
        who decided last (while a computer plays)."""
        seat = self.rules.current_seat(self.state)
        if seat is not None and seat not in self.session.computers:
            return seat
        return self._last_person

    def _note_mouse(self) -> None:
        """After a change (and when the board first shows): when the seat that must decide
        is a person's and another seat decided before (or nobody yet), that person takes
        the mouse: their recap is due if anything happened since they last acted."""
        if self.read_only:
            return
        seat = self.rules.current_seat(self.state)
        if seat is None or seat in self.session.computers or self.rules.is_over(self.state):
            self._holder = None
        elif seat != self._holder:
            self._holder = self._last_person = seat
            wanted = self.app.settings.recap and recap.has_news(self.session, seat)
            self._recap_due = seat if wanted else None
        self._refresh_recap_button()

    def _refresh_recap_button(self) -> None:
        seat = self.recap_seat()
        news = seat is not None and recap.has_news(self.session, seat)
        self.recap_button.enabled = news
        self.recap_button.tooltip = _(RECAP_TIP) if news else _(NO_RECAP_TIP)

    def _recap_update(self) -> None:
        """Show the recap that is due once the board (or a screen that plays for it) is
        on top and shows no other seat's view: never under a pass screen nor before one
        held back, and only while the seat it is for must still decide."""
        seat = self._recap_due
        if seat is None:
            return
        top = self.app.top
        if top is not self and getattr(top, "plays_for_board", None) is not self:
            return
        if self.viewer() not in (seat, None):     # another seat still looks: a board that
            return                               # holds its pass screen back (a fight read)
        self._recap_due = None
        if seat == self.rules.current_seat(self.state) and seat not in self.session.computers \
                and not self.rules.is_over(self.state):
            self.open_recap(seat)

    def open_recap(self, seat: int | None = None) -> None:
        """Push the recap of ``seat`` (default: ``recap_seat()``), in the lines the board
        may show now (``viewer()``); nothing when nothing happened."""
        seat = self.recap_seat() if seat is None else seat
        if seat is None or not recap.has_news(self.session, seat):
            return
        self.app.push(RecapScene(self.app, self, seat, self.viewer()))

    # ------------------------------------------------------------------ the mark
    def mark_rects(self, action: dict, events: list[dict]) -> list[pygame.Rect] | None:
        """Hook: the screen rects of the board places ``action`` (with its ``events``,
        as ``rules.apply`` returned them) touched: the room revealed, the cell a pawn
        moved to, the element placed. Only places the whole table may see. Empty: it has
        none (an earlier action of the same seat's run may be marked instead); ``None``:
        nothing before it may be marked either (it dealt a new table). Default: none."""
        return []

    def last_marks(self) -> list[pygame.Rect]:
        """The rects the board marks now (see ``games.engine.recap.marked_actions``): the
        action is looked for again after each change of the game, its rects on each call
        (a board that zooms or pans moves them)."""
        session = self.session
        key = (session.changes, len(session.actions))
        if key != self._marks_key:
            self._marks_key = key
            self._marked = recap.marked_actions(session, lambda index: self._has_marks(index))
        if self._marked is None:
            return []
        return self.mark_rects(session.actions[self._marked],
                               session.played[self._marked].events) or []

    def _has_marks(self, index: int) -> bool | None:
        rects = self.mark_rects(self.session.actions[index], self.session.played[index].events)
        return None if rects is None else bool(rects)

    MARK_PAD = 5      # px between a marked place and its brackets (< 0: inside it, where
                      # places touch, as the squares of a grid do)

    def draw_marks(self, surface) -> None:
        """Corner brackets around every place of ``last_marks``."""
        for rect in self.last_marks():
            draw_last_mark(surface, rect, self.MARK_PAD)
