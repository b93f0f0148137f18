"""``BoardSceneBase``: what every game's board scene shares.

The top bar (game, whose turn, what to do now, Undo / Rules / Menu buttons), the game
log panel, the status line that says why a click did nothing, Esc for the game menu,
Ctrl+Z for Undo, and the hotseat cover: whenever the seat at the mouse (``shown_seat``)
is about to see something private (its view differs from the public view,
``view(state, None)``) and the screen has not been covered for it since its view last
equalled the public one, a pass screen covers the board first: "pass the mouse to
<name>" when the turn went to another seat, "only <name> looks now" when the same seat
gets something private (a scroll drawn during its turn). Once any seat's view has been
private in a game, every change of seat is covered, secret or not, so the players always
know when to hand over the mouse. Solo games are never covered, and nothing is covered
once the game is over (the end of a game shows everything).

Seats a computer plays (``Session.computers``) take their turns by themselves
(``computer_turns.ComputerTurns``); while one does, the table sees the public view, the
board takes no clicks (a click or Space hurries the computer on) and Undo waits. When at
most one person plays, nothing is ever covered: that person sees its own view throughout.

A board scene turns clicks into the rules engine's legal actions through ``act`` and
never changes the state itself.

In a replay (``games.engine.scenes.replay``) the same board scene shows a finished or
saved game read-only: its session is a ``games.engine.replay.ReplaySession``
(``read_only``), which refuses every action and undo, so no click, drag or key of any
board can change a game; the board offers no legal action (nothing is lit), covers
nothing, draws the view the replay chooses (``viewer``), leaves its top bar to the
replay's controls and marks the current action's lines in its log. ``show_replayed`` is
called when the replay shows another position; a game whose scene keeps something of its
own about the position (animated totals) resets it in ``replay_shown``.
"""
from __future__ import annotations

import random

import pygame

from games.engine import i18n
from games.engine.app import SETTLE_MS
from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction
from games.engine.scenes.base import OverlayScene, UIScene
from games.engine.scenes.computer_turns import ComputerTurns, while_computer_plays
from games.engine.scenes.recap import RECAP_LABEL, WhatJustHappened
from games.engine.session import Session
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.widgets import Button, Panel, ScrollText

TOP_BAR_H = 64


DOUBLE_CLICK_SLOP = 6      # px: a second click this near the first is part of a double click
NEW_BUTTON_MS = 900        # app ms: a button that took the place of the one clicked, with
                           # the pointer not moved since, does not answer before then


class BoardSceneBase(WhatJustHappened, UIScene):
    """Base of the board scenes. ``session`` is the game being played.

    Subclasses implement ``instruction()`` (what the seat to move may do now),
    ``draw_board(surface)`` and ``handle_board_event(event)``, and call ``act(action)``.
    The class attribute ``LOG_RECT`` is where the game log sits (each game overrides it).
    ``hover_text(pos)`` (from ``UIScene``) gives tooltips for things on the board.
    What just happened (the recap, the mark of the last action) comes from
    ``WhatJustHappened``: a game gives ``mark_rects`` and calls ``draw_marks``.
    """

    LOG_RECT = pygame.Rect(888, 440, 376, 344)

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.click_hold_until = -float(SETTLE_MS)  # app ms: left clicks ignored till then
        self.click_hold_at = (-999, -999)          # ... near this point (the acting click)
        self.click_hold_label: str | None = None   # the label of the button that acted
        self._public, self._public_key = None, None  # public_view() and its state change
        self._held_button = None                   # the new button greyed while it waits
        self.status: str | None = None
        self.status_until = 0
        self.notice: str | None = None
        self.notice_until = 0
        self.secrets_seen = False  # some seat's view has been private in this game: from
                                   # then on every change of seat is covered
        self._covered_once = False
        self.shown_seat = self.rules.current_seat(session.state)
        self.covered = False       # a pass screen was shown for shown_seat since its view
        self._changes = 0          # last equalled the public view; count of state changes
        self.log = ScrollText(self.LOG_RECT.copy(), [], size=18, style="dark")
        self._log_len = 0
        self._log_seat: int | None = None
        self._log_reader: int | None = None   # the seat the screen was last covered for
        self._cover_later = False   # changes now come from a scene over the board ...
        self._cover_due = False     # ... so the pass-screen check waits for the board
        self._view_key = self._legal_key = None
        self._view: dict = {}
        self._legal: list[dict] = []
        self._sync_log()
        self.undo_button = Button(pygame.Rect(880, 10, 120, 44), _("Undo"), self.undo,
                                  style="secondary")
        rules = Button(pygame.Rect(1010, 10, 120, 44), _("Rules"), self.open_rules,
                       style="secondary", tooltip=_("The rules of this game."))
        menu = Button(pygame.Rect(1140, 10, 124, 44), _("Menu"), self.open_menu,
                      style="secondary", tooltip=_("Save, load, settings, quit (Esc)."))
        r = self.LOG_RECT
        full_log = Button(pygame.Rect(r.right - 150, r.y - 29, 150, 26), _("Full log"),
                          self.open_log, style="secondary", size=16,
                          tooltip=_("Read the whole game log."))
        recap = self._init_recap(full_log)
        # (button, label, tooltip) in the code's words: said again in a language chosen
        # in Settings while the game is open (``on_enter``).
        self._chrome = [(self.undo_button, N_("Undo"), None),
                        (rules, N_("Rules"), N_("The rules of this game.")),
                        (menu, N_("Menu"), N_("Save, load, settings, quit (Esc).")),
                        (full_log, N_("Full log"), N_("Read the whole game log.")),
                        (recap, RECAP_LABEL, None)]
        self._chrome_language = i18n.language()
        self.widgets.add(self.undo_button, rules, menu, self.log, full_log)
        self.chrome_widgets = (self.undo_button, rules, menu, self.log, full_log)
        if not self.read_only:               # a replay has no recap
            self.widgets.add(recap)
            self.chrome_widgets += (recap,)
        self.computer = ComputerTurns(self)     # plays the seats a computer plays
        self._refresh_undo()

    # ------------------------------------------------------------------ state helpers
    @property
    def state(self):
        """The current rules state (read only for scenes)."""
        return self.session.state

    @property
    def read_only(self) -> bool:
        """True while the board shows a replay (see the module docstring)."""
        return self.session.read_only

    def seat_name(self, seat: int) -> str:
        """Name of ``seat``."""
        return self.session.players[seat]["name"]

    def seat_colour(self, seat: int) -> str:
        """Colour key of ``seat``."""
        return self.session.players[seat]["colour"]

    def set_status(self, text: str | None, ms: int = 6000) -> None:
        """Show ``text`` in the status line for ``ms`` milliseconds."""
        self.status = text
        self.status_until = pygame.time.get_ticks() + ms

    def set_notice(self, text: str | None, ms: int = 12000) -> None:
        """Show ``text`` (news about the game's files: kept, not saved, continued from a
        position) for ``ms`` milliseconds in a box under the top bar, so the line saying
        what to do next stays readable. ``None`` removes it."""
        self.notice = text
        self.notice_until = pygame.time.get_ticks() + ms
        self.app.request_redraw()

    def view(self) -> dict:
        """``rules.view`` for ``viewer()``: what a board scene may draw. Cached until the
        state or the viewer changes; do not change the dict."""
        key = (self.session.changes, self.viewer())
        if self._view_key != key:
            self._view, self._view_key = self.rules.view(self.state, key[1]), key
        return self._view

    def public_view(self) -> dict:
        """``rules.view`` for nobody in particular (what the whole table may see), cached
        until the state changes; do not change the dict. For a board that must decide
        whose view to show from what is public (``viewer`` cannot ask ``view``)."""
        if self._public_key != self.session.changes:
            self._public = self.rules.view(self.state, None)
            self._public_key = self.session.changes
        return self._public

    def describe(self, event: dict) -> str:
        """``event`` (of the rules) as the log line ``viewer()`` may read."""
        return self.rules.describe(self.state, event, self.viewer())

    def legal(self) -> list[dict]:
        """The legal actions now (of the seat that must decide), cached until the state
        changes; do not change the list. None in a replay (nothing may be played, and
        the seat that decided may have held what the view shown hides)."""
        if self.read_only:
            return []
        if self._legal_key != self.session.changes:
            self._legal, self._legal_key = self.rules.legal_actions(self.state), self.session.changes
        return self._legal

    # ------------------------------------------------------------------ acting
    def act(self, action: dict, by_computer: bool = False) -> list[dict] | None:
        """Send ``action`` to the rules (``by_computer``: a computer player's, see
        ``computer_turns``). On refusal show the reason and return ``None`` (nothing
        changes, not even the undo history)."""
        self.status = None                 # an autosave problem during act() sets a new one
        try:
            events = self.session.act(action, by_computer)
        except IllegalAction as exc:
            self.set_status(exc.reason)
            return None
        self._after_change()
        self.on_events(events)
        return events

    def on_events(self, events: list[dict]) -> None:
        """Hook for subclasses: animate or react to the events of an action."""

    def undo(self) -> None:
        """Undo button / Ctrl+Z."""
        if self.session.undo():
            self.set_status(_("Undone."), 1500)
            self._after_change()
        else:
            self.set_status(self.session.why_no_undo())

    def _after_change(self) -> None:
        self._changes += 1
        self._refresh_undo()
        if not self.read_only:              # a replay covers nothing (its viewer is set)
            self._check_pass_screen()
        self._sync_log()                    # after the cover: whose log may show follows it
        self._note_mouse()                  # a person taking the mouse gets a recap

    def show_replayed(self) -> None:
        """A replay put another position on this board's (read-only) session: everything
        drawn from the position is made again, as after an action (without its events:
        nothing animates, no result screen opens), then ``replay_shown``."""
        self.status = None
        self._after_change()
        self.replay_shown()
        self.app.request_redraw()

    def replay_shown(self) -> None:
        """Hook for a game whose scene keeps something of its own about the position
        (totals it animates, a selection): set it from the position now shown."""

    def viewer(self) -> int | None:
        """Whose view and game log are on screen: the seat at the mouse once a pass screen
        was lifted for it (so it is the one looking; in a solo game, always its seat), else
        ``None``: the public view and log, which anyone at the table may see. A handover
        that is not covered (no seat has had secrets yet) shows the public ones until the
        next cover (the new seat's view then equals the public view anyway). In a replay:
        the view the replay chose (``ReplaySession.viewer``)."""
        if self.read_only:
            return self.session.viewer
        people = self.people()
        if len(people) <= 1:            # nobody else at the table: the one person's view
            return people[0] if people else None
        seat = self.shown_seat
        if seat is not None and seat == self._log_reader and seat in people:
            return seat
        return None

    def people(self) -> list[int]:
        """The seats people play (not a computer), in seat order."""
        return [s for s in range(len(self.session.players)) if s not in self.session.computers]

    def _sync_log(self) -> None:
        seat = self.viewer()
        lines = self.session.log_for(seat)
        if self.read_only:
            self._sync_replay_log(seat, lines)
            return
        if (seat != self._log_seat or self._log_len is None
                or len(lines) < self._log_len):   # another reader or language, or undo
            self.log.set_blocks([("p", line) for line in lines])
        else:
            for line in lines[self._log_len:]:
                self.log.append("p", line)
        self._log_seat, self._log_len = seat, len(lines)
        self.log_lines = lines                  # the lines the log panel shows now
        self.log.scroll_to_end()

    def _sync_replay_log(self, seat, lines: list[str]) -> None:
        """The log of a replay: the lines up to the action shown, those of that action
        marked and scrolled into view. Only what changed is laid out again (a step adds
        or drops a few lines; another viewer changes the lines from its first secret)."""
        if self._log_len is None:                  # another language: every line again
            self.log.set_blocks([("p", line) for line in lines])
        else:
            shown, same = getattr(self, "log_lines", []), 0
            limit = min(len(shown), len(lines))
            while same < limit and shown[same] == lines[same]:
                same += 1
            self.log.truncate(same)
            for line in lines[same:]:
                self.log.append("p", line)
        self._log_seat, self._log_len = seat, len(lines)
        self.log_lines = lines
        first, end = self.session.marked
        self.log.mark(first, end)
        self.log.show_block(first)

    def _refresh_undo(self) -> None:
        if self.session.computer_to_move() is not None and not self.rules.is_over(self.state):
            self.undo_button.enabled = False
            self.undo_button.tooltip = _("A computer is playing; wait for your turn.")
            return
        can = self.session.undoable() > 0
        self.undo_button.enabled = can
        self.undo_button.tooltip = (_("Take back your last action (Ctrl+Z).") if can
                                    else self.session.why_no_undo())

    def is_private(self, seat: int | None) -> bool:
        """True if ``seat``'s view now holds something the other seats may not see (it
        differs from the public view); never when one person plays (a solo game, or
        everyone else a computer)."""
        if seat is None or (len(self.people()) < 2 and not self.read_only):
            return False
        private = self.rules.view(self.state, seat) != self.rules.view(self.state, None)
        self.secrets_seen = self.secrets_seen or private
        return private

    def _check_pass_screen(self) -> None:
        """After a change of the state: follow the seat to move, and cover the screen
        before a private view the screen was not covered for is drawn. A change made from
        a scene over the board (the game menu's "Who plays") is looked at once the board
        is on top again (``update``): until then the board shows no private view anew."""
        if self._cover_later:
            self._cover_due = True
            return
        seat = self.rules.current_seat(self.state)
        if seat is None:
            return
        if len(self.people()) < 2:             # one person: no cover, but follow the seat
            # (a person playing a computer found no space lit on their turns: the board
            # still showed the computer's turn as the seat at the mouse)
            self.shown_seat = None if seat in self.session.computers else seat
            return
        if seat in self.session.computers:     # the table watches a computer: the public
            self.shown_seat, self.covered = None, False   # view, no private one on screen
            return
        passing = seat != self.shown_seat
        if passing:
            self.shown_seat, self.covered = seat, False
        if not self.is_private(seat):
            self.covered = False               # others may look again: cover next time
            if passing and self.secrets_seen:  # a game of secrets: every handover alike,
                self.cover(seat, private=False)  # so players always know when to pass
        elif not self.covered:
            self.cover(seat, passing=passing)

    def cover(self, seat: int, *, passing: bool = True, private: bool = True) -> None:
        """Push the pass screen for ``seat`` over whatever is on top (see ``PassScene``);
        ``private`` False: a handover in a game of secrets when this seat holds none now."""
        from games.engine.scenes.passing import PassScene
        if self.read_only:               # a replay shows the view it chose, uncovered
            return
        self.covered = private
        self._log_reader = seat         # the cover is opaque: when it lifts, seat is looking
        self.app.push(PassScene(self.app, self.seat_name(seat), self.seat_colour(seat), self,
                                passing=passing, private=private,
                                reason=self.pass_reason(seat) if passing else None))
        self._sync_log()

    def pass_reason(self, seat: int) -> str | None:
        """Why ``seat`` takes the mouse when it is not for its own turn (a game whose
        seats answer between turns says so: "Cveta answers a trade offer."), said on the
        pass screen instead of "It is Cveta's turn"; ``None``: its turn."""
        return None

    def input_context(self) -> object:
        """Changes with every action and undo: after one, the rest of the frame's input
        is dropped (it was meant for the position before)."""
        return self._changes

    def say_chrome_again(self) -> None:
        """Label the top bar's and the log's buttons in the language shown, if it changed,
        then let the game make its own texts again (``language_changed``)."""
        if self._chrome_language == i18n.language():
            return
        self._chrome_language = i18n.language()
        for button, label, tip in self._chrome:
            button.label = _(label)
            if tip:
                button.tooltip = _(tip)
        self._place_log_buttons(self.LOG_RECT)
        self._refresh_undo()
        self._log_seat = self._log_len = None    # the log's lines, again in the language shown
        self._sync_log()
        self.language_changed()
        self.app.request_redraw()

    def language_changed(self) -> None:
        """The language shown changed while the game was open (Settings): a game whose
        scene keeps translated texts (buttons, cached layers) makes them again here."""

    def on_enter(self) -> None:
        """The first time the board shows (a new or loaded game): if the seat to move has
        a private view and others are at the table, cover it with the pass screen; then
        ``on_first_enter()``. Back from Settings in another language, the board's own
        buttons are labelled again in it."""
        self.say_chrome_again()
        if self._covered_once:
            return
        self._covered_once = True
        seat = self.rules.current_seat(self.state)
        if seat in self.session.computers:
            self.shown_seat = None            # the table watches a computer's turn
        else:
            self.shown_seat = seat if seat is not None else self.shown_seat
            if self.is_private(seat):
                self.cover(seat)
        self._sync_log()
        self._note_mouse()
        self.on_first_enter()

    def on_first_enter(self) -> None:
        """Hook for subclasses: runs once, when the board first shows (e.g. to reopen a
        screen a loaded game was saved in)."""

    def policy_answer(self, seat: int, prepare=None) -> dict:
        """What the game's playout policy answers for computer seat ``seat`` now, in a
        world determinized for it (only what it may know), both seeded from the game's
        seed: for a public question a computer seat answers at once, without a search
        (Baš-Čelik's end-of-cycle poll). ``prepare(world, seat)`` may set the world up
        first. The board itself never reads the rules state."""
        world = self.rules.determinize(self.state, seat, random.Random(self.session.seed))
        if prepare is not None:
            prepare(world, seat)
        return self.rules.playout_policy(world, random.Random(self.session.seed))

    def seat_settings(self, seat: int) -> list[dict]:
        """A game's own settings for ``seat``'s person, shown under its row of the game
        menu's "Who plays" (``SeatsScene``), each a dict: ``label`` (on screen), ``choices``
        (``[(value, label)]``), ``value`` (the current one), ``set`` (called with the value
        chosen; it keeps the choice in the session, which is saved), ``tooltip``. None by
        default."""
        return []

    def set_computer(self, seat: int, level: str | None) -> None:
        """Hand ``seat`` to the computer at ``level`` (a key of ``bots.LEVELS``), or,
        with ``None``, back to a person. Applies at once: a person given back the seat
        to move gets the pass screen first when others could see its private view, and
        the game is saved with the change. When the people at the table change, no seat's
        private view stays on screen (with two or more people, the public one shows until
        a pass screen is lifted: a playtester's Crystals showed at once when both seats
        were given back to people). Made from the game menu, the pass screen waits until
        the menu is closed (it covered the open "Who plays" dialog)."""
        before, now = self.people(), self.rules.current_seat(self.state)
        # the seat to move, a person's before and after, whose view is on screen (alone
        # at the table, or its pass screen lifted), keeps it: whoever holds the mouse saw
        # it already (a playtester taking Bob back in Ala's turn got "pass to Ala")
        keep = now is not None and seat != now and now in before and \
            self.shown_seat == now and (self.covered or len(before) < 2)
        if level is None:
            self.session.computers.pop(seat, None)
        else:
            self.session.computers[seat] = level
        if keep and now in self.people():
            self.covered, self._log_reader = self.is_private(now), now
        elif self.people() != before or (level is None and seat == now):
            self.shown_seat, self._log_reader = None, None   # nobody is looking yet:
            self.covered = False                              # cover if private
        self._cover_later = self.app.top is not self
        try:
            self._after_change()
        finally:
            self._cover_later = False
        if self.session.on_change:
            self.session.on_change(self.session)

    # ------------------------------------------------------------------ scenes
    def open_menu(self) -> None:
        """The in-game menu (Esc)."""
        from games.engine.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        """The whole game log, large."""
        self.app.push(LogScene(self.app, self.session.log_for(self.viewer())))

    def open_rules(self) -> None:
        """The rules of this game."""
        from games.engine.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.session.game_id))

    def back(self) -> None:
        self.open_menu()

    # ------------------------------------------------------------------ events
    def handle_scene_event(self, event) -> None:
        """Ctrl+Z, the widgets (top bar, log), then the board's own clicks; during a
        computer's turn the board takes no clicks (a click on it or Space hurries the
        computer on instead) and no game button answers (only the top bar's and the
        log's), except while it waits for a person (``computer_waits``). After a click
        that changed the game, left clicks at the same place are ignored for
        ``SETTLE_MS`` of app time (every board: a double click acts once)."""
        clicking = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            getattr(event, "button", None) == 1
        if event.type == pygame.MOUSEMOTION and not self._near_hold(event.pos):
            self.click_hold_label = None          # moved away: whatever is there is seen
        if clicking and self.click_held_ms(event.pos) > 0:
            return                   # a double click's second click, or a new button: below
        clicked = self._button_label_at(event.pos) if clicking else None
        changes, computer = self.session.changes, self.session.computer_to_move()
        self._handle_scene_event(event)
        self._after_computer(computer)
        if clicking and self.session.changes != changes:
            # A click changed the game: buttons and lit places are laid out anew, and
            # another may now sit under the pointer; for SETTLE_MS of app time further
            # clicks there are ignored, so a double click acts once (a playtester's
            # double click on Explore also pressed the "Go on" that took its place).
            # A button with another label that took the clicked one's place waits
            # NEW_BUTTON_MS, or until the pointer moves: a playtester striking again and
            # again pressed the "Place no more beasts" that came where "Strike" had been,
            # while the same button (one more Strike) answers after SETTLE_MS.
            self.click_hold_until = self.app.clock_ms + SETTLE_MS
            self.click_hold_at = event.pos
            self.click_hold_label = clicked

    def _after_computer(self, before: int | None) -> None:
        """When a computer's turn has just handed the game to a person (``before``: the
        computer seat that was to move), clicks anywhere wait ``SETTLE_MS``: a click meant
        to hurry the computer on must not land on the person's buttons (a playtester's
        hurry click ended their own turn with "End move")."""
        if before is not None and self.session.computer_to_move() is None \
                and not self.rules.is_over(self.state):
            self.click_hold_until = self.app.clock_ms + SETTLE_MS
            self.click_hold_at, self.click_hold_label = None, None

    def click_held_ms(self, pos) -> float:
        """How long (app ms) a left click at ``pos`` would still be ignored: 0 when it
        would be handled. Within ``SETTLE_MS`` of a click that changed the game, near
        where it was; then, until ``NEW_BUTTON_MS``, if a button of another label now sits
        there and the pointer has not moved away since (see ``handle_scene_event``)."""
        if not self._near_hold(pos):
            return 0.0
        now = self.app.clock_ms
        if now < self.click_hold_until:
            return self.click_hold_until - now
        until = self.click_hold_until - SETTLE_MS + NEW_BUTTON_MS
        if self.click_hold_label is not None and now < until:
            label = self._button_label_at(pos, also=self._held_button)
            if label is not None and label != self.click_hold_label:
                return until - now
        return 0.0

    def _grey_held_button(self) -> None:
        """While a new button waits under a still pointer (``click_held_ms``) it is drawn
        greyed, so the wait is seen; it lights up when it answers."""
        pos = self.click_hold_at
        waiting = pos is not None and self.app.clock_ms >= self.click_hold_until \
            and self.click_held_ms(pos) > 0
        held = self._held_button
        if held is not None and not waiting:
            self._held_button = None
            if held in self.widgets:
                held.enabled = True
            self.app.request_redraw()
        elif held is None and waiting:
            button = self._button_at(pos)
            if button is not None:
                button.enabled = False
                self._held_button = button
                self.app.request_redraw()

    def _near_hold(self, pos) -> bool:
        if self.click_hold_at is None:                   # held everywhere
            return True
        return abs(pos[0] - self.click_hold_at[0]) <= DOUBLE_CLICK_SLOP and \
            abs(pos[1] - self.click_hold_at[1]) <= DOUBLE_CLICK_SLOP

    def _button_at(self, pos, also=None):
        """The enabled button under ``pos`` (the top one; ``also`` counts as enabled), or None."""
        for widget in reversed(list(self.widgets)):
            if getattr(widget, "on_click", None) is not None and widget.rect.collidepoint(pos) \
                    and (widget is also or getattr(widget, "enabled", True)) \
                    and getattr(widget, "visible", True):
                return widget
        return None

    def _button_label_at(self, pos, also=None) -> str | None:
        """The label of the enabled button under ``pos`` (see ``_button_at``), or None."""
        button = self._button_at(pos, also)
        return None if button is None else getattr(button, "label", None)

    def _handle_scene_event(self, event) -> None:
        computer = self.computer.thinking() and not (self.people() and self.computer_waits())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                event.mod & pygame.KMOD_CTRL:
            if not computer:
                self.undo()
            return
        if computer:                 # only the top bar and the log: no game button acts
            while_computer_plays(self.computer, event, self.chrome_widgets, self.widgets)
            return
        if self.widgets.handle_event(event):
            return
        self.handle_board_event(event)

    def handle_board_event(self, event) -> None:
        """Clicks on the board itself (subclasses)."""

    def update(self, dt) -> None:
        super().update(dt)
        if self._cover_due and self.app.top is self:
            self._cover_due = False
            self._check_pass_screen()
            self._sync_log()
            self.app.request_redraw()
        self._recap_update()
        self._grey_held_button()
        if self.status and pygame.time.get_ticks() > self.status_until:
            self.status = None
            self.app.request_redraw()
        if self.notice and pygame.time.get_ticks() > self.notice_until:
            self.notice = None
            self.app.request_redraw()
        thinking, computer = self.computer.thinking(), self.session.computer_to_move()
        self.computer.update()
        self._after_computer(computer)
        if thinking != self.computer.thinking():
            self._refresh_undo()
            self.app.request_redraw()

    # ------------------------------------------------------------------ drawing
    def instruction(self) -> str:
        """What the seat to move may do now (subclasses)."""
        return ""

    def turn_seat(self) -> int | None:
        """The seat whose turn the screen shows (None between rounds or at the end)."""
        return self.rules.current_seat(self.state)

    def heading(self) -> str:
        """Left part of the top bar (subclasses add e.g. the round)."""
        return _(self.rules.TITLE)

    LINE_ROOM = 866 - 46        # px for the top line's text beside the seat icon

    def top_line(self) -> tuple[int | None, str]:
        """What the line under the heading shows: ``(seat whose icon leads it or None,
        text)``; the status while there is one, else the instruction, both after the
        seat to move's icon. A game may say more (whose news it is, shorter wording)."""
        return self.turn_seat(), self.status or self.instruction()

    def computer_waits(self) -> bool:
        """True while the table should read something before a computer moves on (a
        scoring shown row by row that a person confirms): the computer to move then
        waits for a person to take the action on the board (a game overrides it; when
        no person plays, computers never wait)."""
        return False

    def computer_line(self) -> tuple[int, str] | None:
        """The top line during a computer's turn: ``(its seat, what it is doing)``, else
        ``None``."""
        seat = self.computer.seat()
        if seat is None or self.status or (self.people() and self.computer_waits()):
            return None
        if self.computer.hurrying:
            return seat, _("{name} (computer) plays the rest of its turn.").format(
                name=self.seat_name(seat))
        return seat, _("{name} (computer) is playing. Click the board or press Space to "
                       "hurry it on.").format(name=self.seat_name(seat))

    def draw_top_bar(self, surface) -> None:
        """Game name, then ``top_line()``: a seat's pawn icon and the status line (gold)
        or the instruction, shrunk down to 16 px to fit before the buttons. Nothing in a
        replay: its controls take the top bar's place."""
        if self.read_only:
            return
        bar = pygame.Rect(0, 0, 1280, TOP_BAR_H)
        pygame.draw.rect(surface, P.WOOD_DARK, bar)
        pygame.draw.line(surface, P.GOLD_DARK, (0, TOP_BAR_H - 1), (1280, TOP_BAR_H - 1), 2)
        surface.blit(fonts.text(self.heading(), 26, P.GOLD_LIGHT, bold=True), (18, 8))
        seat, text = self.computer_line() or self.top_line()
        if seat is not None:
            surface.blit(pawn(self.seat_colour(seat), 22), (18, 36))
        colour = P.GOLD_LIGHT if self.status else P.TEXT_LIGHT
        surface.blit(fonts.fit(text, 20, colour, self.LINE_ROOM, minimum=16), (46, 38))

    def draw_log_frame(self, surface) -> None:
        """A dark frame and a title for the log panel."""
        r = self.log.rect
        frame = pygame.Rect(r.x - 8, r.y - 30, r.w + 16, r.h + 38)
        pygame.draw.rect(surface, P.WOOD_DARK, frame, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, frame, 2, border_radius=10)
        name = _("Game log")                 # beside its buttons, only when it fits whole
        if fonts.width(name, 14, True) <= self.log_title_room:
            title = fonts.fit(name, 18, P.GOLD_LIGHT, self.log_title_room, bold=True,
                              minimum=14)
            surface.blit(title, (r.x, r.y - 24))

    def draw_board(self, surface) -> None:
        """The game's own board (subclasses)."""

    def draw_notice(self, surface) -> None:
        """The notice (``set_notice``) in a dark box centred under the top bar."""
        if not self.notice:
            return
        wrap = 760 if fonts.width(self.notice, 18) > 760 else 0    # short: as wide as it is
        text = fonts.text(self.notice, 18, P.GOLD_LIGHT, wraplength=wrap, align="center")
        box = text.get_rect(midtop=(640, TOP_BAR_H + 10)).inflate(28, 18)
        pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, box, 2, border_radius=10)
        surface.blit(text, text.get_rect(center=box.center))

    def draw_content(self, surface) -> None:
        self.draw_board(surface)
        self.draw_top_bar(surface)
        self.draw_log_frame(surface)     # drawn before the widgets, so the log text sits on it

    def draw_front(self, surface) -> None:
        self.draw_notice(surface)        # over the board and its widgets, under any dialog


class LogScene(OverlayScene):
    """The game log over the board, large and scrollable (Esc or Close to go back)."""

    RECT = pygame.Rect(160, 90, 960, 600)
    shown_in_replay = True

    def __init__(self, app, lines: list[str]):
        super().__init__(app)
        self.lines = list(lines)                # what it shows
        self.panels.append(Panel(self.RECT.inflate(24, 60).move(0, -18), title=_("Game log"),
                                 style="parchment"))
        text = ScrollText(self.RECT.inflate(-20, -40).move(0, 20), [("p", line) for line in lines],
                          size=20)
        text.scroll_to_end()
        self.widgets.add(text)
        self.widgets.add(Button(pygame.Rect(540, 712, 200, 52), _("Close"), self.back))
