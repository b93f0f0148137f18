"""A player of Labirynt Czarnoksiężnika made of clicks, for UI tests and screenshots: the
rules' playout policy says what a sensible player would choose, and the choice is made
only with mouse events on what the board scene draws (a chamber, a figure, a button)."""
from __future__ import annotations

import bisect
import random
import time

import pygame

from games.labirynt import rules as R


def board_of(d):
    """The Labirynt board scene on the app's stack."""
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def wanted(board, rng: random.Random, script: list[dict] | None = None) -> dict:
    """What the playout policy would choose now (the oracle), from a copy of the state;
    with ``script`` (a ``Record``'s actions), its next action while the game follows it."""
    return scripted(board, script) or R.playout_policy(R.clone(board.state), rng)


def offer_choice(board, rng: random.Random) -> int | None:
    """The re-roll dialog's button a sensible table would click: the first queued seat
    people play whose playout-policy answer is not to let the roll stand (played out on a
    copy, the people's seats before it keeping), else ``None`` ("Let it stand"). A
    computer's seat in the queue ends the look-ahead (it answers for itself)."""
    state, seats = R.clone(board.state), board.offer_seats()
    while state.phase == "roll":
        head = state.roll["queue"][0]
        if head in board.session.computers or head not in seats:
            return None                    # (a computer answers; or the next roll)
        action = R.playout_policy(state, rng)
        if action["type"] != "keep":
            return head
        R.apply(state, action)
    return None


def click_offer(d, board, seat: int | None) -> None:
    """Click the re-roll dialog's button of ``seat`` (``None``: "Let it stand")."""
    button = next(b for b, s in board.offer_buttons if s == seat)
    d.click(button.rect.center)


def chamber_spot(board, place) -> tuple[int, int]:
    """A point of chamber ``place`` on screen where a click is a click on the chamber: its
    centre, or where none of the figures standing there is drawn (a click on one's own
    figure selects it)."""
    side = board.side(place[0])
    cx, cy = board.geo.centre(place[0], side.chambers[place[1]])
    half = board.geo.chamber_px() // 2 - 2
    for dy in [0] + [s * k for k in range(2, half + 1, 2) for s in (1, -1)]:
        for dx in [0] + [s * k for k in range(2, half + 1, 2) for s in (1, -1)]:
            pos = (cx + dx, cy + dy)
            if board.chamber_at(pos) == tuple(place) and \
                    not any(r.collidepoint(pos) for r, _c in board.figure_hits):
                return pos
    return cx, cy


def click_action(d, board, action: dict) -> None:
    """Take ``action`` (legal now) with the mouse: a Movement on its chamber (after a click
    on the figure when another character's moves are lit), anything else on its button,
    turning the action panel's pages until it shows. Raises ``LookupError`` if the scene
    offers no way to click it."""
    if action["type"] in ("move", "haste"):
        if board.current_mover() != action["character"]:
            rect = next(r for r, c in board.team_hits if c == action["character"])
            d.click((rect.x + 60, rect.y + 10))          # the card's name
            assert board.current_mover() == action["character"]
        d.click(chamber_spot(board, tuple(action["to"])))
        if board.choosing_route():          # several routes: the chamber passed through
            d.click(chamber_spot(board, tuple(action["via"])))
        return
    for _ in range(20):
        button = board.button_for(action)
        if button is not None:
            d.click(button.rect.center)
            return
        more = next((b for b in board.action_buttons if b.on_click == board.next_page), None)
        if more is None or not more.enabled:
            break
        d.click(more.rect.center)
    raise LookupError(f"no way to click {action} on the board: "
                      f"{[b.label for b in board.action_buttons]}")


def computer_step(d) -> None:
    """Let a computer's turn go on for 200 ms of app time while its worker thinks, with a
    frame only when the screen changed (``App.step(force=False)``)."""
    d.app.step(None, dt=200.0, force=False)
    time.sleep(0.002)


def act_once(d, board, rng: random.Random, script: list[dict] | None = None) -> str:
    """Make one decision through the UI; returns the name of the scene that was handled.
    ``script``: a ``Record``'s actions, taken by clicks while the game follows them (the
    game then ends as the rules alone played it), else the playout policy's."""
    name = type(d.scene).__name__
    if name == "PassScene":
        d.key(pygame.K_RETURN)
    elif name == "BoardScene":
        if board.computer.thinking() or board.session.computer_to_move() is not None:
            computer_step(d)
        elif board.offer_dialog():
            before = (board.session.changes, len(d.app.stack))
            choice = replay_choice(board, script, rng) if script else offer_choice(board, rng)
            click_offer(d, board, choice)
            if (board.session.changes, len(d.app.stack)) == before and board.offer_dialog():
                raise AssertionError("the re-roll dialog's click did nothing")
        elif not board.rules.is_over(board.state):
            action = wanted(board, rng, script)
            before = board.session.changes
            click_action(d, board, action)
            if board.session.changes == before:
                raise AssertionError(f"the click did not act: {action}, status {board.status!r}")
    return name


# ------------------------------------------------------------------ games played by the rules
# A UI test reaches the position it cares about by playing the rules alone (no drawing, no
# saving: a thousand actions in about a second), then opens the board on that position as
# a loaded game is opened, and drives only the part under test by posted events.

def quick_waits(d) -> None:
    """Let ``d`` wait for the app to take input again (``Driver.wait_for_input``) in one
    step of app time instead of many, drawing a frame only when the screen changed
    (``App.step(force=False)``): the board is still drawn after every change, before the
    next click looks for what it drew."""
    def wait(pos=None) -> None:
        app = d.app
        for _ in range(20):
            top = app.top
            if pos is not None and hasattr(top, "click_held_ms"):
                held = top.click_held_ms(pos)          # also a new button's wait there
            else:
                hold = getattr(top, "click_hold_until", None)
                held = 0.0 if hold is None else hold - app.clock_ms
            left = max(app.input_wait_ms(), held)
            if left <= 0:
                break
            app.step([], dt=left + 1, force=False)
        if app.dirty:
            app.step([], dt=1.0, force=False)
    d.wait_for_input = wait


class Record:
    """A game of ``n`` seats (``players``, default ``P0``, ``P1``, ...) played by the rules
    alone from ``seed``: each seat people play takes the playout policy's action
    (``random.Random(seed)``), each computer's seat (``computers``, ``{seat: level}``) what
    ``bots.choose`` takes for it on the board (the same decision seed as
    ``computer_turns``), so the board replays it exactly. ``actions`` is the whole game (or
    its first ``limit`` actions); ``states[i]`` the state before action ``i`` (and
    ``states[len(actions)]`` the last), for tests that look for positions; ``tamper(state)``,
    when given, may change the state before each decision (a test's own set-up, e.g. gems
    taken away), as the test would on the board; ``think=False``: the computers' seats
    take the playout policy's action too (far cheaper; on the board the computer then
    thinks for itself, and the clicks follow the record only while the game does).

    ``session_at(i)`` is a ``Session`` at action ``i``, loaded at the start of that turn
    (as ``Session.resume`` loads a saved game) with the rest of the turn played on it;
    ``open_at(d, i)`` the board on it. With ``logs=True`` the game is played through a
    ``Session`` and a loaded game's log holds every line written before (slower: a test
    that reads the log); else it starts with the "Game loaded" line."""

    COLOURS = ("blue", "yellow", "vermillion", "sky")

    def __init__(self, n: int, seed: int, computers: dict | None = None,
                 options: dict | None = None, limit: int = 4000,
                 players: list[dict] | None = None, tamper=None, think: bool = True,
                 logs: bool = False):
        from games.engine import bots
        from games.engine.scenes.computer_turns import decision_seed
        from games.engine.session import Session
        self.players = players or [{"name": f"P{i}", "colour": self.COLOURS[i]}
                                   for i in range(n)]
        self.seed, self.options = seed, dict(options or {})
        self.computers = dict(computers or {})
        self.logs = logs
        session = Session.new(R, self.players, self.options, seed, computers=self.computers)
        self.title = session.title
        rng = random.Random(seed)
        self.states: list = []
        self.actions: list[dict] = []
        self.computer_moves: list[int] = []
        self._logs: dict[int, list | None] = {}   # turn starts (-> the log lines by then)
        state, turn = session.state, None
        while True:
            if tamper is not None and not R.is_over(state):
                tamper(state)
            self.states.append(R.clone(state))
            if R.whose_turn(state) != turn or not self._logs:
                turn = R.whose_turn(state)
                self._logs[len(self.actions)] = list(session._lines) if logs else None
            if R.is_over(state) or len(self.actions) >= limit:
                break
            seat = R.current_seat(state)
            if seat in self.computers and think:
                action = bots.choose(R, R.clone(state), seat, self.computers[seat],
                                     decision_seed(seed, len(self.actions), seat))
            else:
                action = R.playout_policy(R.clone(state), rng)
            if seat in self.computers:
                self.computer_moves.append(len(self.actions))
            self.actions.append(action)
            if logs:
                session.act(action, by_computer=seat in self.computers)
            else:
                R.apply(state, action)
        self._starts = sorted(self._logs)

    def where(self, test) -> list[int]:
        """The indices ``i`` whose state before action ``i`` passes ``test(state, i)``."""
        return [i for i, s in enumerate(self.states) if test(s, i)]

    def turn_start(self, i: int) -> int:
        """The index of the first position of the turn that position ``i`` is in (the
        active seat's first decision of it)."""
        return self._starts[bisect.bisect_right(self._starts, i) - 1]

    def session_at(self, i: int):
        """A ``Session`` at the position before action ``i``: loaded at the start of its
        turn (``Session.resume``), the rest of the turn played on it."""
        from games.engine.session import Session
        j = self.turn_start(i)
        record = {"players": self.players, "options": self.options, "seed": self.seed,
                  "title": self.title,
                  "computers": {str(s): lv for s, lv in self.computers.items()},
                  "computer_moves": [m for m in self.computer_moves if m < j]}
        session = Session.resume(R, record, R.clone(self.states[j]), self.actions[:j],
                                 log=self._logs[j])
        for k in range(j, i):
            session.state = R.clone(self.states[k])      # a tampered position as recorded
            session.act(self.actions[k], by_computer=k in self.computer_moves)
        if i > j:
            session.state = R.clone(self.states[i])
        return session

    def open_at(self, d, i: int):
        """Open the board (``launch.open_board``, the main menu beneath it) on the position
        before action ``i``; returns the board scene. A pass screen covers it first when
        the seat to move holds secrets, as when a saved game is opened."""
        from games.engine.launch import open_board
        open_board(d.app, self.session_at(i))
        d.pump()
        return board_of(d)


_RECORDS: dict = {}


def record(n: int, seed: int, computers: dict | None = None, limit: int = 4000,
           logs: bool = False) -> Record:
    """``Record(n, seed, computers, limit=limit, logs=logs)``, played once per test run
    (the tests of every module share it; nothing may change it)."""
    key = (n, seed, tuple(sorted((computers or {}).items())), limit)
    if key not in _RECORDS or (logs and not _RECORDS[key].logs):
        _RECORDS[key] = Record(n, seed, computers, limit=limit, logs=logs)
    return _RECORDS[key]


def spread(items: list, most: int) -> list:
    """At most ``most`` of ``items``, evenly spread over them (first and last kept)."""
    if len(items) <= most:
        return list(items)
    if most == 1:
        return [items[0]]
    return [items[round(k * (len(items) - 1) / (most - 1))] for k in range(most)]


def scripted(board, script: list[dict] | None) -> dict | None:
    """The next action of ``script`` (a ``Record``'s actions) when the game on ``board`` is
    still that game and the action is legal now, else ``None``."""
    if script is None:
        return None
    done = board.session.actions
    k = len(done)
    if k >= len(script) or (k and done[-1] != script[k - 1]):
        return None
    return script[k] if script[k] in board.legal() else None


def replay_choice(board, script: list[dict], rng: random.Random) -> int | None:
    """``offer_choice`` for a scripted game: the first queued seat people play whose
    scripted answer is not ``keep``, else ``None``."""
    if scripted(board, script) is None:
        return offer_choice(board, rng)
    state, k = R.clone(board.state), len(board.session.actions)
    seats = board.offer_seats()
    while state.phase == "roll":
        head = state.roll["queue"][0]
        if head in board.session.computers or head not in seats:
            return None                    # (a computer answers; or the next roll)
        if k >= len(script) or script[k] not in R.legal_actions(state):
            return offer_choice(board, rng)
        if script[k]["type"] != "keep":
            return head
        R.apply(state, script[k])
        k += 1
    return None


def quiet_app(d) -> None:
    """Prepare ``d`` for boards opened on recorded positions: ``quick_waits``, computers
    at the instant pace, and no autosave (these games are never saved; saves are tested
    in tests/saves)."""
    quick_waits(d)
    d.app.autosave = False
    d.app.settings.computer_pace = "instant"


def dialog_turns(rec: Record, seats: int = 1, most: int = 3) -> list[int]:
    """The starts of at most ``most`` turns of ``rec`` (spread over the game) in which a
    roll is offered to at least ``seats`` seats people play other than the active one
    (the re-roll dialog asks them)."""
    starts = []
    for i, st in enumerate(rec.states):
        if st.phase == "roll" and st.roll["queue"][0] != st.turn and \
                st.roll["queue"][0] not in rec.computers and \
                len([s for s in st.roll["queue"] if s != st.turn
                     and s not in rec.computers]) >= seats:
            j = rec.turn_start(i)
            if j not in starts:
                starts.append(j)
    return spread(starts, most)
