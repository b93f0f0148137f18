"""Computer players on a board: the turns of the seats a computer plays (UI side).

A board scene owns one ``ComputerTurns``. Whenever the seat that must decide is a
computer's (``Session.computers``), it thinks in a worker thread
(``games.engine.bots.choose`` on a copy of the state), so the window keeps answering
while it does; then, once the action has had its time on screen (Settings -> Computer
players: the pace, ``settings.PACE_MS``), the board takes it through ``act`` like a click
would, so it is drawn and logged as any other action. It acts only while the board (or
a scene that plays for it, ``plays_for_board``) is on top: never under the game menu, a
pass screen, the rules or a dialog, nor while the board asks it to wait for a person
(``computer_waits``: a result the table reads before anyone moves on). A click or Space during a computer's turn plays the
rest of the computer's actions without waiting ("hurry"), until a person must decide.

The worker's result is kept only for the position it was asked about: after an undo, a
seat handed back to a person, or any other change, it is thrown away and thought again.

Two helpers keep the same rules for the scenes over a board: ``while_computer_plays`` (the
only input a scene takes during a computer's turn: its top bar and log, and a click or
Space that hurries the computer) and ``ClosesWithoutPeople`` (a result screen a person
would close, the end of a round, a floor or a fight, closes itself after a while when
every seat is a computer's, so a table of computers plays a whole game by itself).
"""
from __future__ import annotations

import threading

import pygame

from games.engine import bots
from games.engine.settings import PACE_MS

# Posted by the worker when it has chosen, so that an idle app wakes at once.
THOUGHT = pygame.event.custom_type()


READ_PACES = 4           # a result screen stays this many paces when nobody closes it


def reading_ms(pace: str) -> float:
    """How long (ms) a result screen shows when no person sits at the table to close it:
    ``READ_PACES`` times the computers' pace (``settings.PACE_MS``; 0 at "instant")."""
    return READ_PACES * PACE_MS.get(pace, 0)


def while_computer_plays(computer: "ComputerTurns", event, chrome, others=()) -> None:
    """Take ``event`` in a scene while a computer plays (the rule of every board and of
    a dialog that plays for one): only the ``chrome`` widgets answer (top bar, log: Rules,
    Menu, scrolling); ``others`` (every other widget of the scene) only see the mouse
    move, so a hover ends where it should; a left click or Space anywhere else hurries
    the computer on. No game button ever acts for the computer."""
    if any(w.handle_event(event) for w in chrome):
        return
    if event.type == pygame.MOUSEMOTION:
        for w in others:
            if w not in chrome:
                w.handle_event(event)
    if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE):
        computer.hurry()


class ClosesWithoutPeople:
    """Mixin for a result screen over a board (``self.board``, a ``BoardSceneBase``)
    that a person closes to go on: the scores of a round, the end of a floor, a fight's
    result. When every seat is a computer's, nobody would, so once the screen has been on
    top for ``reading_ms`` of the pace it calls ``close_for_table()`` (what its Continue
    button does). ``showing_result()`` says whether the result is on screen now (a
    dialog that shows it only at its end); a screen with a person at the table never
    closes by itself. Put it before the scene class in the bases."""

    _read_ms = 0.0

    def showing_result(self) -> bool:
        """True while the screen shows the result a person would close (default: always)."""
        return True

    def close_for_table(self) -> None:
        """Go on as the screen's Continue button does (subclasses)."""
        raise NotImplementedError

    def update(self, dt) -> None:
        super().update(dt)
        if self.app.top is not self or not self.showing_result() or self.board.people():
            self._read_ms = 0.0
            return
        self._read_ms += dt
        if self._read_ms >= reading_ms(self.app.settings.computer_pace):
            self._read_ms = 0.0
            self.close_for_table()
            self.app.request_redraw()


def decision_seed(seed: int, moves: int, seat: int) -> int:
    """The seed of one computer decision: from the game's ``seed``, the number of
    ``moves`` played so far and the ``seat``, so a replayed game decides the same."""
    return (seed * 1_000_003 + moves * 7_919 + seat) % (2 ** 63)


class ComputerTurns:
    """Plays the computer seats of ``board`` (a ``BoardSceneBase``): call ``update()`` once
    a frame, ``hurry()`` on a click or Space during a computer's turn."""

    def __init__(self, board):
        self.board = board
        self._asked: tuple | None = None      # (changes, seat, level) thought about
        self._answer: tuple | None = None     # (key, action) from the worker
        self._lock = threading.Lock()
        self._since = 0.0                     # app clock when the position came up
        self.hurrying = False
        self._hurry_turn: tuple | None = None     # the turn a click or Space hurries

    # ------------------------------------------------------------------ state
    def seat(self) -> int | None:
        """The seat a computer must decide for now, else ``None`` (a person's turn, or
        the game is over)."""
        session = self.board.session
        if session.rules.is_over(session.state):
            return None
        return session.computer_to_move()

    def thinking(self) -> bool:
        """True while a computer must decide and its action is not taken yet."""
        return self.seat() is not None

    def hurry(self) -> None:
        """Take this computer's actions without waiting, to the end of its turn
        (``Session.turn``): the next computer's turn is played at the pace again, so the
        table sees it (a playtester's one click swept two computers' turns away)."""
        if self.thinking():
            self.hurrying = True
            self._hurry_turn = self.board.session.turn()

    def _key(self, seat: int) -> tuple:
        session = self.board.session
        return (session.changes, len(session.actions), seat, session.computers[seat])

    # ------------------------------------------------------------------ each frame
    def update(self) -> None:
        """Start thinking about a new position, or take the action thought of once its
        time is up and the board may act."""
        seat = self.seat()
        if seat is None:
            self.hurrying = False
            self._asked = None
            return
        if self.hurrying and self.board.session.turn() != self._hurry_turn:
            self.hurrying = False                 # that computer's turn is over
        key = self._key(seat)
        app = self.board.app
        if key != self._asked:
            self._asked, self._since = key, app.clock_ms
            self._start(key)
        with self._lock:
            answer = self._answer
        if answer is None or answer[0] != key or not self._may_act():
            return
        pace = 0 if self.hurrying else PACE_MS.get(app.settings.computer_pace, 0)
        if app.clock_ms - self._since < pace:
            return
        with self._lock:
            self._answer = None
        self.board.act(answer[1], by_computer=True)
        if self.seat() is None:               # a person decides now
            self.hurrying = False
        app.request_redraw()

    def _may_act(self) -> bool:
        """The board, or a scene playing for it, is on top and nothing is moving on it."""
        top = self.board.app.top
        if top is not self.board and getattr(top, "plays_for_board", None) is not self.board:
            return False
        modal = getattr(self.board, "modal", None)
        if self.board.animating or (modal and getattr(modal, "is_open", True)):
            return False
        return not (self.board.people() and self.board.computer_waits())

    def _start(self, key: tuple) -> None:
        session = self.board.session
        rules, seat, level = session.rules, key[2], key[3]
        state = rules.clone(session.state)
        seed = decision_seed(session.seed, len(session.actions), seat)

        def think() -> None:
            try:
                action = bots.choose(rules, state, seat, level, seed)
            except Exception:        # noqa: BLE001 - a search failure must not end the game
                legal = rules.legal_actions(state)
                action = legal[0] if legal else None
            if action is None:
                return
            with self._lock:
                self._answer = (key, action)
            try:
                pygame.event.post(pygame.event.Event(THOUGHT))
            except pygame.error:     # no event queue (the app is closing)
                pass

        threading.Thread(target=think, name="computer player", daemon=True).start()
