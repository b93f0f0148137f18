"""Monkey test: for each playable game, thousands of random mouse moves, clicks, wheel
turns, typed text and key presses (key repeat included: KEYDOWN of a held key without
KEYUP), driven through ``App.step`` with real pygame events, from the main menu through
the setup into the game (and wherever the clicks lead: menus, dialogs, saves, rules).

Now and then, on the board, a "sensible player" of the UI tests makes one decision
(real clicks too: ``tests/ui/driver.py``, ``tomb_driver``, ``basilica_driver``), so the
random input meets many positions of the game, not only its first turn.

After every step: no exception; the rules' ``invariant_problems`` (where a game has
them) hold; a pass screen was never lifted by a repeated key; and the board is never
visible with a seat's private view that seat has not lifted a pass screen for since its
view last equalled the public one. Seeded and deterministic.
"""
import random

import pygame
import pytest

from games.engine.app import App
from games.engine.scenes.board import BoardSceneBase
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.passing import PassScene
from games.engine.settings import Settings

STEPS = 950
KEYS = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_ESCAPE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_z, pygame.K_a, pygame.K_f,
        pygame.K_F11, pygame.K_UP, pygame.K_DOWN]
TEXT = ["a", "Z", "ż", "7", " ", "\U0001F600", "\u05e9", "\u0301"]
# on screens other than the board, these buttons lead back into the game
TOWARDS_THE_GAME = ["Continue", "New game", "Set up", "Start the game", "Resume", "OK",
                    "Close", "Back to board", "Keep it", "Cancel", "Back", "Play again"]
NEVER = {"Quit"}                  # the main menu's Quit would end the run


class Monkey:
    """Makes random input for ``app`` with ``rng`` and keeps its own record of held keys."""

    def __init__(self, app, rng, title):
        self.app, self.rng, self.title = app, rng, title
        self.held: set[int] = set()
        self.pos = (640, 400)

    def event_for(self, kind, **kw):
        return pygame.event.Event(kind, **kw)

    def key_down(self, key, mod=0):
        repeat = key in self.held
        self.held.add(key)
        return self.event_for(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0,
                              monkey_repeat=repeat)

    def key_up(self, key):
        self.held.discard(key)
        return self.event_for(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)

    def widget_target(self):
        """A point on one of the top scene's enabled buttons (biased towards the game)."""
        top = self.app.top
        found = list(getattr(top, "widgets", []))
        modal = getattr(top, "modal", None)
        if modal is not None and modal.is_open:
            found = list(modal.buttons)
        buttons = [w for w in found if getattr(w, "enabled", False) and hasattr(w, "rect")
                   and getattr(w, "label", "") not in NEVER]
        if isinstance(top, MainMenuScene) and not (modal and modal.is_open):
            buttons = [b for b in buttons if b.label in ("Continue", "New game", "Load game",
                                                        "Rules", "Settings")]
        if not buttons:
            return None
        if not isinstance(top, BoardSceneBase):
            preferred = [b for b in buttons if getattr(b, "label", "") in TOWARDS_THE_GAME]
            chooser = getattr(top, "cards", None)
            if chooser:                                  # "Set up" of the game under test
                card = next(rect for rect, info in chooser if info.title == self.title)
                preferred = [b for b in buttons if card.colliderect(b.rect)] or preferred
            if preferred and self.rng.random() < 0.7:
                buttons = preferred
        return self.rng.choice(buttons).rect.center

    def events(self):
        """The events of one frame (1 to 3 input events, sometimes a held key's repeat)."""
        rng, out = self.rng, []
        if rng.random() < 0.08:                          # leaning on Enter: held, repeating
            out.append(self.key_down(rng.choice((pygame.K_RETURN, pygame.K_KP_ENTER))))
        for _ in range(rng.choice((1, 1, 2, 3))):
            r = rng.random()
            if self.held and r < 0.18:                   # a held key repeats (or is let go)
                key = rng.choice(sorted(self.held))
                out.append(self.key_down(key) if rng.random() < 0.8 else self.key_up(key))
            elif r < 0.55:
                target = self.widget_target() if rng.random() < 0.5 else None
                pos = target or (rng.randrange(1280), rng.randrange(800))
                button = rng.choice((1, 1, 1, 1, 3))
                out.append(self.event_for(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0)))
                out.append(self.event_for(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                if rng.random() < 0.95:
                    out.append(self.event_for(pygame.MOUSEBUTTONUP, pos=pos, button=button))
                self.pos = pos
            elif r < 0.65:
                self.pos = (rng.randrange(1280), rng.randrange(800))
                out.append(self.event_for(pygame.MOUSEMOTION, pos=self.pos, rel=(0, 0),
                                          buttons=(0, 0, 0)))
            elif r < 0.7:
                out.append(self.event_for(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)),
                                          flipped=False, precise_x=0.0, precise_y=0.0))
            elif r < 0.76:
                out.append(self.event_for(pygame.TEXTINPUT, text=rng.choice(TEXT)))
            else:
                key = rng.choice(KEYS)
                mod = pygame.KMOD_CTRL if key in (pygame.K_z, pygame.K_a) and rng.random() < 0.6 \
                    else pygame.KMOD_SHIFT if key == pygame.K_TAB and rng.random() < 0.3 else 0
                out.append(self.key_down(key, mod))
                if rng.random() < 0.75:                  # a quick press; else it stays held
                    out.append(self.key_up(key))
        return out


def _sensible_move(app, board, rng) -> None:
    """One decision of the UI tests' player for ``board``'s game, made with real clicks."""
    from tests.ui.driver import Driver, play_turn
    d = Driver.__new__(Driver)            # the helpers' clicks, on this app
    d.app = app
    try:
        game = board.session.game_id
        if game == "bazyliszek":
            if app.top is board:
                play_turn(d, board, rng)
            elif hasattr(app.top, "proceed"):
                d.press(app.top.widgets.sprites()[0].label)     # the round-end screen
        elif game == "baldricks_tomb":
            from tests.ui.tomb_driver import act_once
            act_once(d, board, rng)
        elif game == "labirynt":
            from tests.ui.labirynt_driver import act_once
            try:
                act_once(d, board, rng)
            except AssertionError:        # the monkey panned or zoomed the chamber away
                pass
        elif game == "bas_celik":
            from tests.ui.bas_celik_driver import act_once
            try:
                act_once(d, board, rng)
            except AssertionError:        # the monkey zoomed the field away, or a dialog
                pass                      # it left open took the click
        else:
            from tests.ui.basilica_driver import act_once
            act_once(d, board, rng)
    except (LookupError, IndexError):
        pass                              # that player has nothing to click here


def _board(app):
    return next((s for s in reversed(app.stack) if isinstance(s, BoardSceneBase)), None)


def _board_visible(app, board):
    return all(not s.opaque for s in app.stack[app.stack.index(board) + 1:])


@pytest.mark.parametrize("title", ["Bazyliszek", "Baldrick's Tomb", "Basilica", "Labirynt Czarnoksiężnika",
                                   "Baš-Čelik"])
def test_monkey(title, monkeypatch):
    rng = random.Random(f"monkey {title}")
    app = App(Settings(animation="fast"), headless=True)
    app.push(MainMenuScene(app))
    app.step([])
    monkey = Monkey(app, rng, title)
    dispatching = []
    lifts = []
    real_dispatch, real_lift = app.dispatch, PassScene.lift

    def dispatch(event):
        if event.type == pygame.KEYUP:            # also the sensible player's key presses
            monkey.held.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            monkey.held.add(event.key)
        dispatching.append(event)
        try:
            real_dispatch(event)
        finally:
            dispatching.pop()

    def lift(scene):
        event = dispatching[-1] if dispatching else None
        if app.top is scene:
            assert event is not None, "a pass screen lifted without any input"
            assert not getattr(event, "monkey_repeat", False), \
                f"a pass screen was lifted by a repeated key {pygame.key.name(event.key)}"
            lifts.append((scene.board, scene.name))
        real_lift(scene)

    app.dispatch = dispatch
    monkeypatch.setattr(PassScene, "lift", lift)
    from games.engine import registry
    from tests.ui.driver import Driver, start_game
    info = next(i for i in registry.available_games() if i.title == title)
    d = Driver.__new__(Driver)
    d.app = app
    count = rng.randint(max(2, info.min_players), min(3, info.max_players))
    start_game(d, ["Ana", "Bo", "Cy"][:count], seed=rng.randrange(1000), game=title)
    covered_for = {}              # board -> the seat that lifted a cover since its view was public
    boards_seen, actions = set(), 0
    for step in range(STEPS):
        board = _board(app)
        at_board = board is not None and (app.top is board or isinstance(app.top, PassScene)
                                          or hasattr(app.top, "proceed"))
        if at_board and rng.random() < 0.2 and not board.rules.is_over(board.state):
            _sensible_move(app, board, rng)
        else:
            app.step(monkey.events(), dt=rng.choice((8, 16, 16, 33, 120, 500)))
        if not app.running or not app.stack:      # Esc on the main menu closes the app:
            app.running = True                    # start it again at the menu
            if not app.stack:
                app.push(MainMenuScene(app))
        for board, name in lifts:
            covered_for[board] = next(i for i, p in enumerate(board.session.players)
                                      if p["name"] == name)
        lifts.clear()
        board = _board(app)
        if board is None:
            continue
        boards_seen.add(board)
        actions = max(actions, len(board.session.actions))
        rules = board.rules
        problems = getattr(rules, "invariant_problems", lambda s: [])(board.state)
        assert problems == [], f"step {step}: {problems}"
        # What is drawn is the view of board.viewer(); with one person at the table (a
        # solo game, or every other seat a computer) it is that person's own.
        seat = board.viewer()
        if seat is None or len(board.people()) < 2 or not _board_visible(app, board):
            continue
        if rules.view(board.state, seat) == rules.view(board.state, None):
            covered_for.pop(board, None)
        else:
            assert covered_for.get(board) == seat, \
                (f"step {step}: seat {seat}'s private view drawn without a pass screen; "
                 f"scenes {[type(s).__name__ for s in app.stack]}, phase "
                 f"{getattr(board.state, 'phase', None)}, {len(board.session.players)} seats, computers "
                 f"{board.session.computers}, "
                 f"last actions {board.session.actions[-4:]}")
    assert boards_seen, "the monkey never reached a board"
    assert actions >= 20, f"only {actions} actions were taken"
    app.close()
