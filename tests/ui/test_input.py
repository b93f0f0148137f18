"""Hotseat-safe input, through ``App.step`` with real pygame events.

- A held key (key repeat: KEYDOWN again without KEYUP) never presses anything and never
  lifts a pass screen; a pass screen takes only a fresh press after it has been shown a
  moment; one input event takes at most one action, and once the screen changed, the
  rest of that frame's input is dropped.
- The frame in which an animation ends is drawn (``force=False``, no event).
"""
import random
import types

import pygame
import pytest

from games.engine.app import SETTLE_MS, App, Scene
from games.engine.launch import open_board
from games.engine.scenes.board import BoardSceneBase
from games.engine.scenes.passing import GUARD_MS, PassScene
from games.engine.session import Session
from games.engine.settings import Settings
from sprites.widgets import Button
from tests.engine import toygame

ENTERS = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE]
PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


def down(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def up(key, mod=0):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def click_events(pos, button=1):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def private_later_toy():
    """The toy game, except that a seat's count is private only once it is above 0: a
    seat starts with nothing private and gets something during its turn ("step")."""
    rules = types.ModuleType("private_later_toy")
    rules.__dict__.update({k: v for k, v in vars(toygame).items() if not k.startswith("__")})
    rules.view = lambda state, seat: {
        "mine": state.counts[seat] if seat is not None and state.counts[seat] else None,
        "turn": state.turn}
    return rules


class ToyBoard(BoardSceneBase):
    """A board for the toy games: "Step" and "End turn" (Enter) buttons."""

    def __init__(self, app, session):
        super().__init__(app, session)
        self.widgets.add(Button(pygame.Rect(100, 300, 200, 50), "Step",
                                lambda: self.act({"type": "step"})))
        self.end_button = Button(pygame.Rect(100, 400, 200, 50), "End turn",
                                 lambda: self.act({"type": "end"}), hotkey=pygame.K_RETURN)
        self.widgets.add(self.end_button)


def toy_app(rules=toygame):
    app = App(Settings(animation="off", recap=False), headless=True)
    app.autosave = False
    session = Session.new(rules, PLAYERS, {}, seed=3)
    board = ToyBoard(app, session)
    app.push(board)
    app.step([])
    return app, board


def wait_out_the_guard(app):
    app.step([], dt=GUARD_MS + 50)


def lift(app):
    """The named player clicks the pass screen's button, a moment after it appeared."""
    assert isinstance(app.top, PassScene)
    wait_out_the_guard(app)
    app.step(click_events((640, 520)))
    assert not isinstance(app.top, PassScene)
    app.step([], dt=SETTLE_MS)                        # and looks at the board a moment


# ---------------------------------------------------------------- key repeat and guard
@pytest.mark.parametrize("key", ENTERS)
@pytest.mark.parametrize("hold_ms", [300, 1200, 3000])
def test_a_held_key_never_lifts_the_pass_screen(key, hold_ms):
    app, board = toy_app()
    assert isinstance(app.top, PassScene)             # the toy's views are private
    cover = app.top
    cover.widgets.key_focus = next(iter(cover.widgets))   # the ring on its button (Space)
    app.step([down(key)], dt=16)                      # pressed before the guard ran out...
    for _ in range(hold_ms // 40):                    # ...and held: SDL repeats every 40 ms
        app.step([down(key)], dt=40)
        assert app.top is cover
    app.step([up(key)], dt=16)
    assert app.top is cover
    app.step([], dt=GUARD_MS)
    app.step([down(key), up(key)], dt=16)             # a fresh press lifts it
    assert app.top is board
    app.close()


@pytest.mark.parametrize("key", ENTERS)
def test_a_held_key_presses_a_button_at_most_once(key):
    app, board = toy_app(private_later_toy())
    assert app.top is board                           # nothing private yet: no cover
    board.widgets.key_focus = board.end_button        # the keyboard ring on "End turn"
    app.step([down(key)], dt=16)
    for _ in range(30):                               # 1.2 s of key repeat
        app.step([down(key)], dt=40)
    assert len(board.session.actions) == 1 and board.state.turn == 1
    app.close()


def test_holding_enter_through_a_whole_game_takes_one_action():
    """The tester's case: Enter held for 1.2 s once made 11 actions over four rounds."""
    app, board = toy_app()
    lift(app)
    app.step([down(pygame.K_RETURN)], dt=16)          # ends Ola's turn: Bart's cover
    for _ in range(30):
        app.step([down(pygame.K_RETURN)], dt=40)
    assert len(board.session.actions) == 1
    assert isinstance(app.top, PassScene) and app.top.name == "Bart"
    app.close()


@pytest.mark.parametrize("second", ["enter", "keypad", "click", "enter twice"])
def test_two_presses_in_one_frame_take_one_action_and_keep_the_cover(second):
    app, board = toy_app()
    lift(app)
    more = {"enter": [down(pygame.K_RETURN), up(pygame.K_RETURN)],
            "keypad": [down(pygame.K_KP_ENTER), up(pygame.K_KP_ENTER)],
            "click": click_events((640, 520)),          # where the cover's button will be
            "enter twice": [down(pygame.K_RETURN), up(pygame.K_RETURN)] * 2}[second]
    app.step([down(pygame.K_RETURN), up(pygame.K_RETURN)] + more, dt=16)
    assert len(board.session.actions) == 1
    assert isinstance(app.top, PassScene) and app.top.name == "Bart"
    app.close()


def test_a_click_and_enter_in_one_frame_take_one_action():
    app, board = toy_app(private_later_toy())
    end = board.end_button.rect.center
    app.step(click_events(end) + [down(pygame.K_RETURN), up(pygame.K_RETURN)], dt=16)
    assert len(board.session.actions) == 1 and board.state.turn == 1
    app.close()


@pytest.mark.parametrize("delay", [0, 16, 120, 300, GUARD_MS - 20])
@pytest.mark.parametrize("how", ["click", "enter"])
def test_the_pass_screen_ignores_input_just_after_it_appears(delay, how):
    """A double click or a quick second Enter must not lift the cover it brought up."""
    app, board = toy_app()
    lift(app)
    app.step([down(pygame.K_RETURN), up(pygame.K_RETURN)], dt=16)
    cover = app.top
    assert isinstance(cover, PassScene)
    press = click_events((640, 520)) if how == "click" else [down(pygame.K_RETURN),
                                                             up(pygame.K_RETURN)]
    app.step(press, dt=delay)
    assert app.top is cover
    app.step([], dt=GUARD_MS)
    app.step(press, dt=16)
    assert app.top is board
    app.close()


@pytest.mark.parametrize("gap", [30, 80, 150, 250, GUARD_MS - 40])
@pytest.mark.parametrize("how", ["click", "enter", "space"])
def test_a_burst_of_presses_never_lifts_the_pass_screen(gap, how):
    """A playtester clicked "End the turn" five times fast: a later click of the burst
    lifted the next player's cover and showed their view. Every press the cover ignores
    starts its guard again, so a burst never lifts it, however long it goes on; the first
    press after a pause of the guard's length does."""
    app, board = toy_app()
    lift(app)
    keys = {"enter": pygame.K_RETURN, "space": pygame.K_SPACE}
    press = click_events((640, 520)) if how == "click" else [down(keys[how]), up(keys[how])]
    end_turn = click_events(board.end_button.rect.center)
    app.step(end_turn, dt=16)                         # the first click ends the turn
    cover = app.top
    assert isinstance(cover, PassScene)
    cover.widgets.key_focus = next(iter(cover.widgets))   # Space too: the ring on its button
    for _ in range(max(8, 2 * GUARD_MS // gap)):      # the rest of the burst, over a second
        app.step(press, dt=gap)
        assert app.top is cover
    assert len(board.session.actions) == 1
    app.step([], dt=GUARD_MS + 10)
    app.step(press, dt=16)
    assert app.top is board
    app.close()


def test_a_mouse_press_from_before_the_cover_does_not_lift_it():
    app, board = toy_app()
    lift(app)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 520), button=1),
              down(pygame.K_RETURN), up(pygame.K_RETURN)], dt=16)
    cover = app.top
    assert isinstance(cover, PassScene)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 520), button=1)],
             dt=GUARD_MS + 100)                       # released long after: no click
    assert app.top is cover
    app.close()


def test_backspace_held_in_a_text_field_still_deletes():
    from games.engine.scenes.base import UIScene
    from sprites.widgets import TextInput
    app = App(Settings(animation="off", recap=False), headless=True)
    scene = UIScene(app)
    field = TextInput(pygame.Rect(100, 100, 300, 50), "abcdef", max_len=20)
    scene.widgets.add(field)
    app.push(scene)
    field.focus()
    app.step([down(pygame.K_BACKSPACE)])
    for _ in range(3):
        app.step([down(pygame.K_BACKSPACE)], dt=40)
    assert field.text == "ab"
    field.blur()
    app.close()


def test_f11_held_toggles_once():
    app, board = toy_app()
    app.step([down(pygame.K_F11)])
    for _ in range(9):
        app.step([down(pygame.K_F11)], dt=40)
    assert app.is_fullscreen()
    app.step([up(pygame.K_F11), down(pygame.K_F11), up(pygame.K_F11)])
    assert not app.is_fullscreen()
    app.close()


# ------------------------------------------------------------ tomb: a real pass screen
def tomb_app(count=2):
    app = App(Settings(animation="off", recap=False), headless=True)
    app.autosave = False
    from games.baldricks_tomb import rules
    from games.engine.scenes.menu import MainMenuScene
    players = [{"name": n, "colour": c} for n, c in
               zip(["Ana", "Bo", "Cy", "Di"], ["blue", "yellow", "vermillion", "sky"])][:count]
    app.push(MainMenuScene(app))
    open_board(app, Session.new(rules, players, {"custom_characters": True}, 4))
    app.step([])
    return app


@pytest.mark.parametrize("key", ENTERS)
@pytest.mark.parametrize("how", ["held", "twice in one frame", "click and key"])
def test_tomb_keeping_skills_by_keyboard_never_lifts_the_next_cover(key, how):
    app = tomb_app()
    assert isinstance(app.top, PassScene) and app.top.name == "Ana"
    lift(app)
    board = app.top
    for rect, _, _ in board.card_hits[:3]:
        app.step(click_events(rect.center))
    keep = next(b for b in board.panel_buttons if b.label == "Keep these 3")
    assert keep.enabled
    board.widgets.key_focus = keep
    if how == "held":
        app.step([down(key)])
        for _ in range(30):
            app.step([down(key)], dt=40)
    elif how == "twice in one frame":
        app.step([down(key), up(key), down(key), up(key)])
    else:
        app.step(click_events(keep.rect.center) + [down(key), up(key)])
    assert isinstance(app.top, PassScene) and app.top.name == "Bo"
    assert len(board.session.actions) == 1
    app.close()


# -------------------------------------------------------------- cover before private
def test_a_seat_that_gets_something_private_during_its_turn_is_covered_first():
    app, board = toy_app(private_later_toy())
    assert app.top is board
    app.step(click_events((200, 325)))                # Step: Ola's count is now private
    assert isinstance(app.top, PassScene) and app.top.name == "Ola"
    assert not app.top.passing and "only Ola may see" in app.top.note()
    lift(app)
    app.step(click_events((200, 325)))                # covered already: no second cover
    assert app.top is board
    app.step(click_events(board.end_button.rect.center))   # Bart has nothing private,
    assert isinstance(app.top, PassScene) and app.top.name == "Bart"   # but this game has
    assert not app.top.private and "It is Bart's turn" in app.top.note()   # secrets: every
    lift(app)                                                 # handover is covered alike
    assert app.top is board
    app.close()


def test_a_game_without_secrets_is_never_covered():
    app, board = toy_app(private_later_toy())
    for _ in range(4):                                 # nobody ever steps: nothing private
        app.step(click_events(board.end_button.rect.center))
        assert app.top is board
    app.close()


def test_a_solo_game_is_never_covered():
    app = App(Settings(animation="off", recap=False), headless=True)
    session = Session.new(toygame, PLAYERS[:1], {}, seed=1)
    board = ToyBoard(app, session)
    app.push(board)
    for _ in range(3):
        board.act({"type": "step"})
    assert app.top is board
    app.close()


# ---------------------------------------------------------------- the last frame drawn
class Counter(Scene):
    """Counts from 0 to ``goal`` over ``ms`` milliseconds; remembers what it drew."""

    def __init__(self, app, goal, ms):
        super().__init__(app)
        self.goal, self.ms, self.t, self.drawn = goal, ms, 0.0, []
        self.animating = True

    def value(self):
        return min(self.goal, int(self.goal * self.t / self.ms))

    def update(self, dt):
        if self.animating:
            self.t += dt
            self.animating = self.t < self.ms

    def draw(self, surface):
        self.drawn.append(self.value())


@pytest.mark.parametrize("goal,ms,dt", [(40, 1000, 16), (40, 999, 16.7), (3, 50, 33), (1, 1, 250)])
def test_the_frame_an_animation_ends_in_is_drawn(goal, ms, dt):
    app = App(Settings(), headless=True)
    scene = Counter(app, goal, ms)
    app.push(scene)
    app.step([], dt=0)
    for _ in range(int(ms / dt) + 20):
        app.step([], dt=dt, force=False)              # the idle loop: no event, no mouse
    assert not scene.animating
    assert scene.drawn[-1] == goal
    frames = len(scene.drawn)
    app.step([], dt=dt, force=False)
    assert len(scene.drawn) == frames                 # and then the loop rests
    app.push(Counter(app, goal, ms))                  # the same, seen through frame counts
    assert_last_frame_drawn(app, app.top)
    app.close()


def test_bazyliszek_score_walk_ends_drawn_on_its_last_space(driver):
    """When the score pawns stop, the frame showing where they stopped is drawn without
    a mouse move (the tester saw "39 pts" for a score of 40)."""
    from tests.ui.driver import play_turn, start_game
    d = driver
    start_game(d, ["Ola", "Bart"], seed=11)
    board = d.scene
    rng = random.Random(2)
    for _ in range(300):
        if type(d.scene).__name__ == "RoundEndScene":
            break
        play_turn(d, board, rng)
    assert type(d.scene).__name__ == "RoundEndScene"
    assert board.shown_totals != list(board.state.totals)
    drawn = []
    original = board.draw_board
    board.draw_board = lambda surface: (drawn.append(list(board.shown_totals)), original(surface))
    d.app.settings.animation = "normal"
    d.scene.proceed()                                 # "Move the pawns": the walk starts
    assert board.score_anim
    assert_last_frame_drawn(d.app, board)
    assert drawn[-1] == list(board.state.totals) == list(board.shown_totals)


def assert_last_frame_drawn(app, scene):
    """Step the idle loop (no events) until ``scene`` stops animating; the step in which
    it stopped must have drawn a frame, and the loop rests afterwards."""
    app.step([pygame.event.Event(pygame.WINDOWLEAVE)], dt=0)   # no tooltip asks for frames
    for _ in range(3000):
        before = app.frames_drawn
        app.step([], dt=16, force=False)
        if not scene.animating:
            assert app.frames_drawn == before + 1, "the animation's last frame was not drawn"
            break
    else:
        raise AssertionError("the animation never ended")
    before = app.frames_drawn
    app.step([], dt=16, force=False)
    assert app.frames_drawn == before


def test_tomb_dice_settle_drawn(driver):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ana"], seed=2, game="Baldrick's Tomb")
    board = d.scene
    d.app.settings.animation = "normal"
    board.on_events([{"type": "token_roll", "seat": 0, "kind": "rubble", "rolled": [3, 5],
                     "barrier": True}])
    assert board.animating
    assert_last_frame_drawn(d.app, board)


def test_basilica_march_and_scoring_end_drawn(driver):
    from games.basilica import rules
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Basilica")
    board = d.scene
    d.app.settings.animation = "normal"
    rng = random.Random(4)
    for _ in range(600):
        if board.animating or rules.is_over(board.state):
            break
        board.act(rng.choice(rules.legal_actions(board.state)))
        d.app.step([], dt=0)
    assert board.animating, "nothing animated"
    assert_last_frame_drawn(d.app, board)


# ------------------------------------------- cover before private, over random games
def _game_cases():
    """(rules module, seat count, options) for every game with seat-dependent views and
    the others (where the property holds trivially, but must not be broken)."""
    from games.baldricks_tomb import rules as tomb
    from games.basilica import rules as basilica
    from games.bazyliszek import rules as bazyliszek
    return [(toygame, 2, {}), (toygame, 3, {}), (private_later_toy(), 2, {}),
            (private_later_toy(), 3, {}),
            (tomb, 2, {}), (tomb, 3, {}), (tomb, 4, {}), (tomb, 2, {"custom_characters": True}),
            (tomb, 3, {"custom_characters": True}),
            (bazyliszek, 2, {}), (bazyliszek, 5, {}), (basilica, 2, {})]


def _board_visible(app, board) -> bool:
    """True if drawing now would draw ``board`` (it is under only non-opaque scenes)."""
    if board not in app.stack:
        return False
    return all(not s.opaque for s in app.stack[app.stack.index(board) + 1:])


@pytest.mark.parametrize("case", range(12))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_board_never_draws_a_private_view_nobody_was_covered_for(case, seed):
    """Random games of every game, with undo now and then: whenever the board would be
    drawn, the shown seat's view is the public view, or that seat lifted a pass screen
    since its view last equalled the public one."""
    rules, count, options = _game_cases()[case]
    app = App(Settings(animation="off", recap=False), headless=True)
    app.autosave = False
    colours = ["blue", "yellow", "vermillion", "sky", "purple"]
    players = [{"name": f"P{i}", "colour": colours[i]} for i in range(count)]
    for opt in rules.player_options():
        for p in players:
            p[opt.key] = opt.default
    from games.engine.scenes.menu import MainMenuScene
    app.push(MainMenuScene(app))
    session = Session.new(rules, players, dict(options), seed)
    if rules.GAME_ID == "toy":
        app.push(ToyBoard(app, session))
    else:
        open_board(app, session)
    board = next(s for s in app.stack if isinstance(s, BoardSceneBase))
    rng = random.Random(seed)
    lifted_for = None             # the seat that lifted a cover since its view was public

    def check():
        nonlocal lifted_for
        while isinstance(app.top, PassScene):         # the named player takes the mouse
            cover = app.top
            seat = next(i for i, p in enumerate(players) if p["name"] == cover.name)
            lifted_for = seat
            cover.lift()
        seat = board.shown_seat
        if seat is None or not _board_visible(app, board) or rules.is_over(board.state):
            return                 # once the game is over, nothing is secret any more
        if rules.view(board.state, seat) == rules.view(board.state, None):
            lifted_for = None
        else:
            assert lifted_for == seat, f"seat {seat}'s private view drawn uncovered"

    check()
    for _ in range(120):
        legal = rules.legal_actions(board.state)
        if not legal:
            break
        if rng.random() < 0.08 and board.session.undoable():
            board.undo()
        else:
            board.act(rng.choice(legal))
        check()
    app.close()


# ---------------------------------------------------------------- double clicks
@pytest.mark.parametrize("gap_ms", [60, 150, 300])
def test_a_double_click_on_the_pass_screen_never_acts_on_the_board_beneath(gap_ms):
    """The tester's case: the second click of a double-click on "I am ..." landed on the
    board and made a move nobody chose. A board button sits right under the cover's."""
    app, board = toy_app()
    board.widgets.add(Button(pygame.Rect(540, 495, 200, 50), "Step under the cover",
                             lambda: board.act({"type": "step"})))
    assert isinstance(app.top, PassScene)
    wait_out_the_guard(app)
    app.step(click_events((640, 520)), dt=16)          # the first click lifts the cover
    assert app.top is board
    app.step(click_events((640, 520)), dt=gap_ms)      # the second lands on the board
    assert board.session.actions == []
    app.step([], dt=SETTLE_MS)
    app.step(click_events((640, 520)), dt=16)          # a deliberate click later acts
    assert board.session.actions == [{"type": "step"}]
    app.close()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_pressed_twice_quickly_lifts_the_cover_but_does_not_end_the_turn(key):
    app, board = toy_app()
    wait_out_the_guard(app)
    app.step([down(key), up(key)], dt=16)
    assert app.top is board
    app.step([down(pygame.K_RETURN), up(pygame.K_RETURN)], dt=120)   # End turn's hotkey
    assert board.session.actions == []
    app.close()


def test_a_double_click_that_closes_a_dialog_does_not_press_what_lies_under_it():
    from sprites.widgets import Modal
    app, board = toy_app(private_later_toy())
    assert app.top is board
    board.show_modal(Modal("Note", "Read this.", [("OK", None, "primary")]))
    ok = board.modal.buttons[0].rect.center
    board.widgets.add(Button(pygame.Rect(ok[0] - 50, ok[1] - 20, 100, 40), "Step",
                             lambda: board.act({"type": "step"})))
    app.step([], dt=SETTLE_MS)
    app.step(click_events(ok), dt=16)
    assert board.modal is None or not board.modal.is_open
    app.step(click_events(ok), dt=100)
    assert board.session.actions == []
    app.close()
