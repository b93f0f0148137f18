"""The application: one window, one loop, a stack of scenes.

Scenes subclass ``Scene`` and implement ``handle_event(event)``, ``update(dt)`` and
``draw(surface)``. The ``App`` owns the window (a 1280x800 logical picture scaled to the
window by ``games.engine.window.Display``, so mouse coordinates are always logical), the settings and
the scene stack. The top scene gets the events; scenes below an overlay scene
(``opaque = False``) are drawn first. When no scene is animating, the loop sleeps in
``pygame.event.wait`` so an idle app uses almost no CPU.

``App.dispatch`` is the one gate every input event passes, so each scene gets the same
hotseat-safe input: a key held down (key repeat: a KEYDOWN of a key already down, with
no KEYUP between) never presses anything; a scene with ``input_guard_ms`` (the pass
screen) ignores clicks and keys until it has been on screen that long, and a press it
ignores starts that wait again (a burst of clicks never lifts it); and once an
input event changed what receives input (another scene, a dialog, a game action), the
rest of that frame's input is dropped instead of landing on the new screen by accident;
when it opened or closed a screen or a dialog, input stays ignored for ``SETTLE_MS``, so
the second click of a double-click never acts on the screen that took its place.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pygame

from games.engine import audio, i18n
from games.engine.paths import APP_TITLE
from games.engine.session import Session
from games.engine.settings import Settings, load_settings, save_settings
from games.engine.window import Display
from games.engine.yamlload import DataError

LOGICAL_SIZE = (1280, 800)
IDLE_WAIT_MS = 250
# Events that can press, pick or type something; the others (motion, key release, window
# events) only inform.
ACTING_EVENTS = frozenset((pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN,
                           pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL))
# A press ignored by a guarded scene (the pass screen) starts its guard again: a burst of
# clicks or key presses begun on the screen before it (a playtester clicked "End the turn"
# five times fast) never lifts it; only a press after a pause of the guard's length does.
BURST_EVENTS = frozenset((pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN))
# After a click or key opens or closes a screen or a dialog, input is ignored this long (ms),
# so the second click of a double-click (or a second quick Enter) never lands on the screen
# that took its place, such as the board under a pass screen just lifted.
SETTLE_MS = 350
MAX_PLAY_STEP_MS = 1000     # the most one loop step adds to a game's time played


class Scene:
    """Base class of every scene. ``app`` is the running ``App``.

    ``opaque``: False for overlays (pause menu, dialogs) so the scene beneath is drawn.
    ``animating``: True while the scene needs frames without input (the loop then runs
    at 60 fps instead of waiting for events).
    """

    opaque = True
    input_guard_ms = 0      # > 0: clicks and keys are ignored until shown this long
    shown_in_replay = False  # a board in a replay may open it: something to read or look
                             # at (a card large, the log, the rules), never a step of play
    pauses_play = False      # while it is on the stack above a board, the game's time
                             # played stands still (the game menu)

    def __init__(self, app: "App"):
        self.app = app
        self.animating = False

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one pygame event."""

    def accepts_key_repeat(self, event: pygame.event.Event) -> bool:
        """True if the repeated KEYDOWN ``event`` (a key held down) may reach this scene
        (e.g. Backspace held in a text field). Default: never."""
        return False

    def input_context(self) -> object:
        """Something that changes whenever input starts to mean something else in this
        scene (a game action taken, also from an overlay above it): ``App`` then drops
        the rest of the frame's input, as after a change of the top scene or its dialog.
        Compared with ``==``; default ``None``."""
        return None

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` milliseconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the 1280x800 logical ``surface``."""


class App:
    """Owns the window, settings and scene stack. Create it, ``push`` a first scene, ``run()``."""

    def __init__(self, settings: Settings | None = None, *, headless: bool = False):
        pygame.init()
        if settings is None:
            settings, self.settings_problem = load_settings()
        else:
            self.settings_problem = None
        self.settings = settings
        language_problem = i18n.set_language(settings.language)
        if language_problem:
            self.settings_problem = " ".join(filter(None, (self.settings_problem, language_problem)))
        self.headless = headless
        self.autosave = True          # off for --screenshot runs: they never touch saves
        self.screen = pygame.Surface(LOGICAL_SIZE)
        self.display = Display(APP_TITLE, LOGICAL_SIZE, tuple(self.settings.window_size),
                               icon=_icon(), fit=not headless)
        self._settings_unsaved = False
        # The size the player chose (or dragged the window to) is what is stored; a
        # window shrunk to fit a small desktop shows its real size in Settings but does
        # not overwrite the choice (a playtester's 1024x600 screen left every later run
        # on a 1280x800 one at 864x540).
        self._chosen_size = tuple(self.settings.window_size)
        if tuple(self.settings.window_size) != self.display.windowed_size:
            self.settings.window_size = self.display.windowed_size   # shrunk to the desktop
        audio.init(self.settings.sound)
        pygame.key.set_repeat(400, 40)
        self.stack: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self.dirty = True             # something visible changed: draw at the next step
        self.mouse_pos = (0, 0)       # last known mouse position, logical pixels
        self.clock_ms = 0.0           # app time: the sum of every step's dt, in ms
        self.keys_down: set[int] = set()   # keys pressed and not yet released
        self._shown_top: Scene | None = None   # the top scene of the last frame drawn,
        self._shown_since = 0.0                 # drawn first at this app time
        self._frame_closed = False    # an input event changed the input target this step
        self._settled_at = -float(SETTLE_MS)    # app time a click last changed the screen
        # Going fullscreen before the first frame misplaces it on some window managers:
        # the window opens, shows a frame, then goes fullscreen.
        self._fullscreen_after_first_frame = self.settings.fullscreen and not headless

    # ------------------------------------------------------------------ window
    def is_fullscreen(self) -> bool:
        """True when the window is fullscreen."""
        return self.display.fullscreen

    def toggle_fullscreen(self) -> None:
        """Switch between window and fullscreen (F11) and remember it in the settings."""
        self.display.set_fullscreen(not self.display.fullscreen)
        self.settings.fullscreen = self.display.fullscreen
        self.save_settings()
        self.request_redraw()

    def apply_settings(self) -> None:
        """Apply changed settings to the window and sound, and store them."""
        audio.set_enabled(self.settings.sound)
        if tuple(self.settings.window_size) != tuple(self.display.windowed_size):
            self._chosen_size = tuple(self.settings.window_size)            # picked
            got = self.display.set_size(tuple(self.settings.window_size))  # only a new size moves it
            if got:
                self.settings.window_size = tuple(got)     # what the window really is
        self.save_settings()
        self.request_redraw()

    def save_settings(self) -> None:
        """Store the settings. A failure is said on screen, once until it changes: in the
        board's status line, else as a dialog on the top scene."""
        self._settings_unsaved = False
        problem = save_settings(replace(self.settings, window_size=self._chosen_size))
        if problem and problem != getattr(self, "settings_write_problem", None):
            top = self.top
            if hasattr(top, "set_status"):
                top.set_status(problem, 12000)
            elif hasattr(top, "message"):
                top.message(i18n._("Settings not saved"), problem)
        self.settings_write_problem = problem

    def _remember_window_size(self) -> None:
        """The player resized the window: its real size becomes the setting (stored when
        the app closes, not at every step of a drag)."""
        size = self.display.note_resized()
        if size is not None and tuple(self.settings.window_size) != tuple(size):
            self.settings.window_size = self._chosen_size = tuple(size)
            self._settings_unsaved = True

    # ------------------------------------------------------------------ scenes
    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top."""
        self.stack.append(scene)
        self.dirty = True
        scene.on_enter()

    def pop(self) -> None:
        """Remove the top scene; the one below gets ``on_enter`` again."""
        if self.stack:
            self.stack.pop()
        self.dirty = True
        if self.stack:
            self.stack[-1].on_enter()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start over at ``scene`` (e.g. back to the main menu)."""
        self.stack.clear()
        self.push(scene)

    def quit(self) -> None:
        """Leave the loop at the end of this frame."""
        self.running = False

    # ------------------------------------------------------------------ loop
    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle one event: key tracking and the input gate (see the module docstring),
        global keys (F11, window close), window events, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN:
            repeat = event.key in self.keys_down
            self.keys_down.add(event.key)
            if repeat and not (self.top and self.top.accepts_key_repeat(event)):
                return
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()            # releases happen elsewhere; start afresh
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse_pos = event.pos
        if event.type in ACTING_EVENTS and (self._frame_closed or self.input_wait_ms() > 0):
            top = self.top
            if event.type in BURST_EVENTS and top is not None and top.input_guard_ms \
                    and top is self._shown_top:
                self._shown_since = self.clock_ms      # a burst of clicks goes on: the
            return                                     # guard starts again from this one
        self._window_event(event)
        if self.top:
            target = self._input_target()
            try:
                self.top.handle_event(event)
            except DataError as exc:      # a damaged data file met on any path (new game,
                self._data_problem(exc)   # Continue, Load, Play again): said, not a crash
            if event.type in ACTING_EVENTS and not self._same_target(target):
                self._frame_closed = True
                after = self._input_target()
                if after[0] is not target[0] or after[1] is not target[1]:
                    self._settled_at = self.clock_ms     # another screen or dialog

    def _data_problem(self, exc: DataError) -> None:
        """Back to the main menu with a dialog naming the damaged data file, its entry and
        the problem (``scenes.setup.show_data_problem``)."""
        from games.engine.scenes.setup import show_data_problem
        show_data_problem(self, exc, None)
        self._frame_closed = True
        self.request_redraw()

    def _window_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED):
            if event.type == pygame.WINDOWSIZECHANGED:
                self.display.refresh_viewport()
                self._remember_window_size()
            self.request_redraw()
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWLEAVE):
            self.mouse_pos = (-1, -1)        # where the mouse is is unknown until it moves:
            self.request_redraw()            # no tooltip stays behind at the old place
        if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED):
            self.display.note_window_state(event.type)

    def _input_target(self) -> tuple:
        top = self.top
        modal = getattr(top, "modal", None)
        if modal is not None and not getattr(modal, "is_open", True):
            modal = None
        return (top, modal, tuple(scene.input_context() for scene in self.stack))

    def _same_target(self, before: tuple) -> bool:
        after = self._input_target()
        return after[0] is before[0] and after[1] is before[1] and after[2] == before[2]

    def input_wait_ms(self) -> float:
        """How long (ms of app time) the top scene still ignores clicks and keys: the rest
        of ``SETTLE_MS`` after a click or key changed the screen or dialog, or its
        ``input_guard_ms``, which counts from the first frame it was drawn on top (a scene not
        drawn yet waits the whole guard). 0 when input is taken."""
        settling = max(0.0, SETTLE_MS - (self.clock_ms - self._settled_at))
        top = self.top
        if top is None or not top.input_guard_ms:
            return settling
        if top is not self._shown_top:
            return float(top.input_guard_ms)
        return max(settling, top.input_guard_ms - (self.clock_ms - self._shown_since))

    def draw(self) -> None:
        """Draw the visible scenes (from the topmost opaque one up) and flip."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(self.screen)
        self.display.present(self.screen)
        self.frames_drawn += 1
        if self.top is not self._shown_top:
            self._shown_top, self._shown_since = self.top, self.clock_ms

    def request_redraw(self) -> None:
        """Ask for a frame although no event came (e.g. a tooltip's delay ran out)."""
        self.dirty = True

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 16.0,
             *, force: bool = True) -> None:
        """One frame of ``dt`` ms: dispatch ``events`` (default: pending ones), update,
        draw. With ``force=False`` (the idle loop) it draws only if an event came, a scene
        animates or stopped animating in this step (its last frame), or a redraw was
        requested. Tests drive the app with this."""
        if events is None:
            events = pygame.event.get()
        self.clock_ms += dt
        self._frame_closed = False
        was_animating = any(s.animating for s in self.stack)
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        for scene in list(self.stack):
            scene.update(dt)
        self._count_play(dt)
        busy = events or self.dirty or was_animating or any(s.animating for s in self.stack)
        if self.stack and (force or busy):
            self.dirty = False            # a scene may ask for another frame while drawing
            self.draw()
            if self._fullscreen_after_first_frame:
                self._fullscreen_after_first_frame = False
                self.display.set_fullscreen(True)
                self.request_redraw()

    def _count_play(self, dt: float) -> None:
        """Add ``dt`` ms (at most ``MAX_PLAY_STEP_MS``: a machine asleep plays nobody's
        game) to the time played of the game whose board is the highest on the stack,
        unless a scene above it ``pauses_play`` (the game menu) or the window is
        minimized. Scenes a game opens over its board (a pass screen, a fight, a result)
        count; a replay's session counts nothing (``Session.add_played``)."""
        if self.display.minimized:
            return
        for scene in reversed(self.stack):
            if scene.pauses_play:
                return
            session = getattr(scene, "session", None)
            if isinstance(session, Session):
                if not session.read_only:
                    session.add_played(min(dt, MAX_PLAY_STEP_MS))
                return

    def run(self) -> None:
        """Run until quit. Sleeps in ``event.wait`` whenever nothing animates."""
        while self.running and self.stack:
            if any(s.animating for s in self.stack):
                dt = self.clock.tick(60)
                events = pygame.event.get()
            else:
                first = pygame.event.wait(IDLE_WAIT_MS)
                events = [first] + pygame.event.get() if first.type != pygame.NOEVENT else []
                dt = self.clock.tick()
            self.step(events, dt, force=False)
        self.close()
        pygame.quit()

    def close(self) -> None:
        """Store a window size that changed, and close the window (the app cannot draw
        afterwards)."""
        if self._settings_unsaved:
            self.save_settings()
        self.display.close()

    def screenshot(self, path: str | os.PathLike) -> Path:
        """Draw the current frame and write it as a PNG to ``path``."""
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path


def _icon() -> pygame.Surface | None:
    """The window icon (a card back), or None if it cannot be read."""
    from games.engine.paths import ROOT
    try:
        return pygame.image.load(str(ROOT / "sprites" / "assets" / "icon.png"))
    except (pygame.error, FileNotFoundError):
        return None
