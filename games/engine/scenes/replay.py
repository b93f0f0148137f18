"""The replay scene: a game shown as it was after any of its actions, on the game's own
board scene in its read-only mode (``BoardSceneBase`` with a ``ReplaySession``).

Opened from the final screen ("Watch the replay", the game just played) and from the load
list ("Replay", any save, finished or not); Close or Esc goes back there. The board keeps
the whole window except its top bar, whose place the replay's controls take:

- the first row: the game's heading, which view is shown, and Close;
- the second row: to the start, to the previous turn, one action back, play / pause, one
  action on, to the next turn, to the end; the pace; the position; a scrubber with a
  mark where each turn begins (a click near a mark goes to that turn's start; a click
  elsewhere or a drag to that action); and "Play on from here" (a finished game).

Keys: Left / Right step, Home / End, Page Up / Page Down a turn, Space plays or pauses.
The game log on the board marks the lines of the action shown.

What is shown: a finished game may show everything, so its replay shows by default the
view of the player whose action it is (their hand, their scrolls), or, as chosen, the
table's view or any one player's; an unfinished game's replay shows only the table's view
(``view(state, None)``), whatever is chosen, and says so. The board offers no legal
action and its session refuses every action, so no click on the board plays anything;
pictures a board opens to be read (a card large, the full log, the rules: a scene's
``shown_in_replay``) open as usual, nothing else does (``_ReplayApp``). A board may give
a result screen for the position shown (``replay_panel()``, an overlay scene, e.g.
Baldrick's Tomb's fight and end of floor): the replay draws it over the board without its
buttons, read-only, and keeps the controls. A board whose choices stand in a panel of
their own names it (``CHOICES_RECT``): the replay fills it with the action shown (its
game-log lines as the viewer reads them) instead of leaving it empty.

Replaying never writes: the save is only read, and the replay's session has no autosave.
"Play on from here" starts a new game from the position shown (a branch), written first
as a new named save; the game replayed stays as it was (when it lives in its game's
autosave, which the branch takes over, it is kept as a named save first).
"""
from __future__ import annotations

import pygame

from games.engine import i18n, registry
from games.engine.i18n import _, counted
from games.engine.replay import Replay, ReplayError, ReplaySession
from games.engine.scenes.base import UIScene
from games.engine.settings import REPLAY_PACE_MS, replay_paces
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, Choice, Modal, Widget

BAR_H = 64                     # px: the board's top bar, which the controls replace
ROW_1, ROW_2, ROW_H = 4, 34, 27
SHOWN_W = 380                  # px at most for the "Shown" choice (left of Close)
CLOSE = pygame.Rect(1126, ROW_1 - 1, 140, ROW_H + 1)
PLAY_ON = pygame.Rect(1040, ROW_2 - 1, 226, ROW_H + 1)     # a finished game's, after the scrubber
ICON_W, ICON_GAP = 34, 4
PACE = pygame.Rect(14 + 7 * (ICON_W + ICON_GAP), ROW_2, 128, ROW_H)
SCRUB = pygame.Rect(510, ROW_2, 756, ROW_H)                # (shorter before Play on)
COUNTER = pygame.Rect(PACE.right + 4, ROW_2, SCRUB.x - PACE.right - 8, ROW_H)
TEXT = 16                      # px: the bar's texts (12.8 px in a 1024x640 window)
SNAP_PX = 6                    # a click this near a turn mark goes to that turn's start


class _ReplayApp:
    """The app as a board in a replay sees it: everything as the real ``app``, except
    that the board may only open scenes made to be read (``shown_in_replay``: a card
    large, the log, the rules); result screens, pass screens, the game menu and the like
    are not opened, and the board never closes the replay itself (``host``)."""

    def __init__(self, app, host):
        object.__setattr__(self, "_app", app)
        object.__setattr__(self, "_host", host)

    def __getattr__(self, name):
        return getattr(self._app, name)

    def __setattr__(self, name, value):
        setattr(self._app, name, value)

    def push(self, scene) -> None:
        """Open ``scene`` only if it is made to be read in a replay."""
        if getattr(scene, "shown_in_replay", False):
            self._app.push(scene)

    def replace(self, scene) -> None:
        """Nothing: a replay's board never replaces a scene."""

    def reset(self, scene) -> None:
        """Nothing: a replay's board never leaves the replay."""

    def pop(self) -> None:
        """Close the scene on top (one the board opened), never the replay."""
        if self._app.top is not self._host:
            self._app.pop()


# ------------------------------------------------------------------------------ controls
class IconButton(Button):
    """A ``Button`` showing a drawn icon instead of a label (the font has no ▶ ⏮):
    ``icon`` one of "start", "previous", "back", "play", "pause", "step", "next", "end"."""

    def __init__(self, rect, icon: str, on_click, *, tooltip: str, style: str = "secondary"):
        super().__init__(rect, "", on_click, tooltip=tooltip, style=style)
        self.icon = icon

    def _state(self):
        return super()._state() + (self.icon,)

    def _render(self) -> pygame.Surface:
        surface = super()._render()
        if not self.enabled:
            ink = P.BUTTON_DISABLED[2]
        else:
            ink = P.BUTTON[self.style]["normal"][2]
        sunk = 3 if self.pressed and self.hovered else 0
        draw_icon(surface, self.icon, (self.rect.w // 2, (self.rect.h - 4) // 2 + sunk), ink)
        return surface


def draw_icon(surface: pygame.Surface, icon: str, centre, ink) -> None:
    """The icon ``icon`` (see ``IconButton``) centred at ``centre``, about 16 px wide."""
    cx, cy = centre
    s = 6

    def triangle(x: float, direction: int) -> None:
        tip, back = x + direction * s, x - direction * s
        pygame.draw.polygon(surface, ink, [(tip, cy), (back, cy - s), (back, cy + s)])

    def bar(x: float) -> None:
        pygame.draw.rect(surface, ink, pygame.Rect(round(x) - 1, cy - s, 3, 2 * s + 1))

    if icon == "play":
        triangle(cx + 1, 1)
    elif icon == "pause":
        bar(cx - 3)
        bar(cx + 3)
    elif icon in ("back", "step"):             # |< and >|
        direction = -1 if icon == "back" else 1
        triangle(cx - 2 * direction, direction)
        bar(cx + 6 * direction)
    elif icon in ("previous", "next"):         # << and >>
        direction = -1 if icon == "previous" else 1
        triangle(cx - 4, direction)
        triangle(cx + 4, direction)
    elif icon in ("start", "end"):             # |<< and >>|
        direction = -1 if icon == "start" else 1
        triangle(cx - 7 * direction, direction)
        triangle(cx + 1 * direction, direction)
        bar(cx + 9 * direction)
    else:
        raise KeyError(f"unknown icon {icon!r}")


class Scrubber(Widget):
    """The replay's time line: ``count`` actions, the knob at ``position``, a mark at each
    of ``marks`` (the positions where a turn begins). A press goes to the position under
    the mouse, to a turn's start when a mark is within ``SNAP_PX``; a drag follows the
    mouse; ``on_seek(position)`` is called for each."""

    PAD = 10

    def __init__(self, rect, count: int, marks: list[int], on_seek):
        super().__init__(rect)
        self.count, self.marks, self.on_seek = count, list(marks), on_seek
        self.position = 0
        self.dragging = False

    def x_of(self, position: int) -> int:
        """The screen x of ``position``."""
        width = self.rect.w - 2 * self.PAD
        return self.rect.x + self.PAD + round(width * position / max(1, self.count))

    def position_at(self, x: int, snap: bool = False) -> int:
        """The position under screen x ``x`` (with ``snap``: a turn's start near it)."""
        if snap:
            near = min(self.marks, key=lambda k: abs(self.x_of(k) - x), default=None)
            if near is not None and abs(self.x_of(near) - x) <= SNAP_PX:
                return near
        width = self.rect.w - 2 * self.PAD
        share = (x - self.rect.x - self.PAD) / max(1, width)
        return max(0, min(self.count, round(share * self.count)))

    def mark_at(self, x: int) -> int | None:
        """The turn mark within ``SNAP_PX`` of screen x ``x``, if any (its position)."""
        near = min(self.marks, key=lambda k: abs(self.x_of(k) - x), default=None)
        return near if near is not None and abs(self.x_of(near) - x) <= SNAP_PX else None

    def handle_event(self, event) -> bool:
        """Press, drag and release; True when consumed."""
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.on_seek(self.position_at(event.pos[0], snap=True))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.on_seek(self.position_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def _state(self):
        return (self.count, self.position, len(self.marks), self.dragging)

    def _render(self) -> pygame.Surface:
        w, h = self.rect.size
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        track = pygame.Rect(2, h // 2 - 6, w - 4, 12)
        pygame.draw.rect(surface, P.shade(P.WOOD_DARK, 0.7), track, border_radius=6)
        x = self.x_of(self.position) - self.rect.x
        pygame.draw.rect(surface, P.GOLD_DARK, pygame.Rect(2, track.y, max(0, x - 2), 12),
                         border_radius=6)
        pygame.draw.rect(surface, P.GOLD_DARK, track, 1, border_radius=6)
        last = -99
        for k in self.marks:              # each turn's start; close ones are thinned out
            mx = self.x_of(k) - self.rect.x
            if mx - last >= 3:
                pygame.draw.line(surface, P.TEXT_LIGHT, (mx, 2), (mx, h - 3), 1)
                last = mx
        ring = P.TEXT_LIGHT if self.hovered or self.dragging else P.INK
        pygame.draw.circle(surface, P.GOLD_LIGHT, (x, h // 2), 9)
        pygame.draw.circle(surface, ring, (x, h // 2), 9, 2)
        return surface


# ------------------------------------------------------------------------------- scene
class ReplayScene(UIScene):
    """The replay of ``replay`` (a ``games.engine.replay.Replay``) on its game's board
    scene (see the module docstring). ``position``: the number of actions shown."""

    def __init__(self, app, replay: Replay):
        super().__init__(app)
        self.replay = replay
        self.session = ReplaySession.of(replay)
        self.position = 0
        self.mode: object = "actor" if replay.over else "table"   # whose view (finished)
        self.playing = False
        self._elapsed = 0.0
        self.session.viewer = self.viewer_at(0)
        info = registry.get(replay.record["game"])
        self.board = info.scene_class()(_ReplayApp(app, self), self.session)
        self.board.show_replayed()
        self._build()
        self._refresh()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        x = 14
        self.icons: dict[str, IconButton] = {}
        for icon, action, tip in (
                ("start", self.to_start, _("To the start of the game (Home).")),
                ("previous", self.previous_turn,
                 _("To the start of this turn, or of the turn before (Page Up).")),
                ("back", self.step_back, _("One action back (Left arrow).")),
                ("play", self.toggle_play, _("Play the actions one by one (Space).")),
                ("step", self.step_forward, _("One action on (Right arrow).")),
                ("next", self.next_turn, _("To the start of the next turn (Page Down).")),
                ("end", self.to_end, _("To the end (End)."))):
            button = IconButton(pygame.Rect(x, ROW_2, ICON_W, ROW_H), icon, action, tooltip=tip,
                                style="primary" if icon == "play" else "secondary")
            self.icons[icon] = button
            self.widgets.add(button)
            x += ICON_W + ICON_GAP
        self.pace_button = Button(PACE, "", self.next_pace, style="secondary", size=TEXT,
                                  tooltip=_("How fast the replay plays: click to change."))
        scrub = SCRUB if not self.replay.over else SCRUB.clip(
            pygame.Rect(0, 0, PLAY_ON.x - 10, 800))
        self.scrubber = Scrubber(scrub, self.replay.count, self.replay.turn_starts, self.seek)
        self.widgets.add(self.pace_button, self.scrubber)
        if self.replay.over:
            seats = [(seat, _("{name}'s view").format(name=player["name"]))
                     for seat, player in enumerate(self.session.players)]
            choices = [("actor", _("View of whoever acts")), ("table", _("The table's view")),
                       *seats]
            widest = max(fonts.width(text, TEXT, True) for _value, text in choices)
            width = min(SHOWN_W, widest + 2 * Choice.ARROW + 24)
            self.shown = Choice(pygame.Rect(CLOSE.x - 10 - width, ROW_1, width, ROW_H - 1),
                                "", choices, self.mode, self.set_mode, size=TEXT,
                                tooltip=_("The game is over, so every player's own view may be "
                                          "shown: by default the view of the player whose "
                                          "action it is. Click to choose another."))
            self.play_on_button = Button(PLAY_ON, _("Play on from here"), self.ask_play_on,
                                         size=TEXT, tooltip=_(
                                             "Start a new game from the position shown, saved "
                                             "under a new name; this game stays as it is."))
            self.widgets.add(self.shown, self.play_on_button)
        else:
            self.shown, self.play_on_button = None, None
        self.widgets.add(Button(CLOSE, _("Close"), self.back, style="secondary", size=TEXT,
                                tooltip=_("Leave the replay (Esc).")))

    # ------------------------------------------------------------------ positions
    def viewer_at(self, position: int) -> int | None:
        """Whose view the board shows at ``position``: in a finished game as chosen
        (``mode``: the seat whose action it is, the table, or a seat); in an unfinished
        game always the table's view (``None``)."""
        if not self.replay.over or self.mode == "table":
            return None
        if self.mode == "actor":
            return self.replay.actor(position)
        return self.mode

    def seek(self, position: int) -> None:
        """Show the game after ``position`` actions (clamped to the game)."""
        position = max(0, min(self.replay.count, position))
        if position == self.position and self.session.position == position:
            return
        self.position = position
        self.session.viewer = self.viewer_at(position)
        self.session.show(position)
        self.board.show_replayed()
        self._refresh()

    def set_mode(self, mode) -> None:
        """The "Shown" choice (finished games)."""
        self.mode = mode
        self.session.viewer = self.viewer_at(self.position)
        self.session.changes += 1
        self.board.show_replayed()
        self._refresh()

    def step_back(self) -> None:
        """One action back (Left)."""
        self.pause()
        self.seek(self.position - 1)

    def step_forward(self) -> None:
        """One action on (Right)."""
        self.pause()
        self.seek(self.position + 1)

    def previous_turn(self) -> None:
        """To the start of this turn, or of the one before (Page Up)."""
        self.pause()
        self.seek(self.replay.previous_turn(self.position))

    def next_turn(self) -> None:
        """To the start of the next turn (Page Down)."""
        self.pause()
        self.seek(self.replay.next_turn(self.position))

    def to_start(self) -> None:
        """To the start (Home)."""
        self.pause()
        self.seek(0)

    def to_end(self) -> None:
        """To the end (End)."""
        self.pause()
        self.seek(self.replay.count)

    def toggle_play(self) -> None:
        """Play or pause (Space); played to the end, it starts again from the start."""
        if self.playing:
            self.pause()
            return
        if self.position >= self.replay.count:
            self.seek(0)
        self.playing, self._elapsed = self.replay.count > 0, 0.0
        self._refresh()

    def pause(self) -> None:
        """Stop playing."""
        if self.playing:
            self.playing = False
            self._refresh()

    def next_pace(self) -> None:
        """The pace button: slow, normal, fast, round again (kept in the settings)."""
        keys = list(REPLAY_PACE_MS)
        settings = self.app.settings
        now = settings.replay_pace if settings.replay_pace in keys else "normal"
        settings.replay_pace = keys[(keys.index(now) + 1) % len(keys)]
        self.app.save_settings()
        self._refresh()

    def _refresh(self) -> None:
        """The controls as the position and the playing allow."""
        at_start, at_end = self.position == 0, self.position >= self.replay.count
        for icon in ("start", "previous", "back"):
            self.icons[icon].enabled = not at_start
        for icon in ("step", "next", "end"):
            self.icons[icon].enabled = not at_end
        play = self.icons["play"]
        play.icon = "pause" if self.playing else "play"
        play.tooltip = (_("Pause (Space).") if self.playing
                        else _("Play the actions one by one (Space)."))
        play.enabled = self.replay.count > 0
        pace = self.app.settings.replay_pace
        self.pace_button.label = dict(replay_paces())[pace if pace in REPLAY_PACE_MS
                                                      else "normal"]
        self.scrubber.position = self.position
        if self.play_on_button is not None:
            over = self.replay.rules.is_over(self.session.state)
            self.play_on_button.enabled = not over
            self.play_on_button.tooltip = (
                _("The game is over at this point: go back to the action to play on from.")
                if over else _("Start a new game from the position shown, saved under a new "
                               "name; this game stays as it is."))
        self.app.request_redraw()

    # ------------------------------------------------------------------ playing on
    def ask_play_on(self) -> None:
        """"Play on from here": asks first, naming the move and the new save."""
        text = counted(self.position,
                       "A new game starts after move {n} of this one and is saved under a new "
                       "name. This game stays as it is.",
                       "A new game starts after move {n} of this one and is saved under a new "
                       "name. This game stays as it is.")
        self.show_modal(Modal(_("Play on from here?"), text,
                              [(_("Play on"), self.play_on, "primary"),
                               (_("Cancel"), None, "secondary")], width=640))

    def play_on(self) -> None:
        """Start the branch (``games.engine.launch.play_on``); a problem is said here."""
        from games.engine.launch import play_on
        from saves.store import SaveError
        try:
            play_on(self.app, self.replay, self.position, self.session.computers)
        except SaveError as exc:
            self.message(_("Could not play on"), exc.reason)

    # ------------------------------------------------------------------ input
    KEYS = {pygame.K_LEFT: "step_back", pygame.K_RIGHT: "step_forward",
            pygame.K_HOME: "to_start", pygame.K_END: "to_end", pygame.K_SPACE: "toggle_play",
            pygame.K_PAGEUP: "previous_turn", pygame.K_PAGEDOWN: "next_turn"}

    def accepts_key_repeat(self, event) -> bool:
        """Left and Right held down step on (nothing else repeats)."""
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT) and not self.modal

    def handle_scene_event(self, event) -> None:
        """The replay's keys, then its controls; mouse events on the board (below the
        controls) go to the board, which can only look (its session refuses actions)."""
        if event.type == pygame.KEYDOWN and event.key in self.KEYS \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            getattr(self, self.KEYS[event.key])()
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            self.widgets.handle_event(event)
            return
        if self.widgets.handle_event(event) and event.type != pygame.MOUSEMOTION:
            return
        if self.scrubber.dragging:
            return
        pos = getattr(event, "pos", self.app.mouse_pos)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) or pos[1] >= BAR_H:
            self.board.handle_event(event)

    def update(self, dt) -> None:
        """The board's own update (its animations, its status line), the playing, then
        the tooltips of the controls and of the board."""
        self.board.update(dt)
        if self.playing:
            self._elapsed += dt
            pace = REPLAY_PACE_MS.get(self.app.settings.replay_pace, REPLAY_PACE_MS["normal"])
            if self._elapsed >= pace:
                self._elapsed = 0.0
                self.seek(self.position + 1)
                if self.position >= self.replay.count:
                    self.pause()
        self.animating = self.playing or self.board.animating
        if self.modal or self.app.top is not self:
            return
        pos = self.app.mouse_pos
        board_widgets = [w for w in self.board.widgets if w.rect.top >= BAR_H]
        self.tooltips.update(pos, board_widgets + list(self.widgets))
        if self.tooltips.current() is None and not self.tooltips.has_target():
            text = self.hover_text(pos)
            if text:
                self.tooltips.show(text, pos)
        if self.tooltips.current() is not self._tip_drawn:
            self.app.request_redraw()

    def hover_text(self, pos) -> str | None:
        """The scrubber: the turn whose mark is under the mouse, or the action there; the
        board below the controls: what the board says of it."""
        if self.scrubber.rect.collidepoint(pos):
            mark = self.scrubber.mark_at(pos[0])
            if mark is not None:
                seat = self.replay.turn_seats[self.replay.turn_starts.index(mark)]
                if seat is not None:
                    return _("{name}'s turn, from move {number}.").format(
                        name=self.session.players[seat]["name"], number=mark)
            return _("Move {number} of {count}.").format(
                number=self.scrubber.position_at(pos[0]), count=self.replay.count)
        if pos[1] >= BAR_H:
            return self.board.hover_text(pos)
        return None

    # ------------------------------------------------------------------ drawing
    def title_line(self) -> str:
        """The bar's first text: the board's refusal while it shows one, else "Replay:"
        and the board's heading (the game, its round or turn)."""
        if self.board.status:
            return self.board.status
        return _("Replay: {heading}").format(heading=self.board.heading())

    def shown_note(self) -> str | None:
        """What an unfinished game's replay says about what it shows (None when the game
        is over: the "Shown" choice says it)."""
        if self.replay.over:
            return None
        return _("Not over: only what the whole table saw.")

    def draw_background(self, surface) -> None:
        """The board as it draws itself, a result screen the game shows at this position
        (``replay_panel``), then the controls' bar over its top bar."""
        self.board.draw(surface)
        choices = getattr(self.board, "CHOICES_RECT", None)
        if choices is not None:
            self.draw_action_note(surface, choices)
        panel = getattr(self.board, "replay_panel", lambda: None)()
        if panel is not None:            # read only: its picture, never its buttons
            panel.draw_background(surface)
            panel.draw_content(surface)
        bar = pygame.Rect(0, 0, 1280, BAR_H)
        pygame.draw.rect(surface, P.WOOD_DARK, bar)
        pygame.draw.line(surface, P.GOLD_DARK, (0, BAR_H - 1), (1280, BAR_H - 1), 2)

    def action_note(self) -> tuple[str, list[str]]:
        """What fills a board's choice panel in a replay (nothing may be chosen there):
        a heading and the game-log lines of the action shown, as the viewer reads them."""
        first, end = self.replay.marked(self.position)
        viewer = self.session.viewer
        lines = []
        for entry in self.replay.log[first:end]:
            public, private = i18n.shown(entry)
            lines.append(private.get(viewer, public) if viewer is not None else public)
        if self.position == 0:
            return _("The game begins"), lines
        return _("Action {number} of {count}").format(number=self.position,
                                                      count=self.replay.count), lines

    def draw_action_note(self, surface, rect: pygame.Rect) -> None:
        """The board's choice panel (``CHOICES_RECT`` of its scene), which a replay leaves
        without choices, filled with ``action_note``."""
        pygame.draw.rect(surface, P.WOOD_DARK, rect, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, rect, 2, border_radius=10)
        heading, lines = self.action_note()
        surface.blit(fonts.fit(heading, 18, P.GOLD_LIGHT, rect.w - 24, bold=True),
                     (rect.x + 12, rect.y + 8))
        y = rect.y + 38
        for line in lines:
            img = fonts.text(line, 16, P.TEXT_LIGHT, wraplength=rect.w - 24)
            if y + img.get_height() > rect.bottom - 8:
                surface.blit(fonts.text("\u2026", 16, P.TEXT_LIGHT), (rect.x + 12, y))
                break
            surface.blit(img, (rect.x + 12, y))
            y += img.get_height() + 6

    def draw_content(self, surface) -> None:
        note, right = self.shown_note(), CLOSE.x
        if note:                              # right-aligned before Close
            text = fonts.fit(note, TEXT, P.TEXT_LIGHT, 520, minimum=TEXT)
            where = text.get_rect(midright=(CLOSE.x - 12, ROW_1 + ROW_H // 2))
            surface.blit(text, where)
            right = where.x
        elif self.shown is not None:
            right = self.shown.rect.x
        title = fonts.fit(self.title_line(), 20, P.GOLD_LIGHT, right - 14 - 16, bold=True,
                          minimum=TEXT)
        surface.blit(title, title.get_rect(midleft=(14, ROW_1 + ROW_H // 2)))
        counter = fonts.fit(f"{self.position} / {self.replay.count}", TEXT, P.TEXT_LIGHT,
                            COUNTER.w, bold=True, minimum=12)
        surface.blit(counter, counter.get_rect(center=COUNTER.center))


def open_replay(app, record: dict, scene) -> None:
    """Open the replay of ``record`` (a checked save record) over ``scene`` (a
    ``UIScene``, where a record that cannot be replayed is explained in a dialog)."""
    try:
        replay = Replay.from_record(record)
    except ReplayError as exc:
        scene.show_modal(Modal(_("This game cannot be replayed"), exc.reason,
                               [(_("OK"), None, "primary")], width=640))
        return
    app.push(ReplayScene(app, replay))
