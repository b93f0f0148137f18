"""A button that takes the place of the one just clicked does not answer a still pointer
at once (``BoardSceneBase``, every board). A playtester striking at Baš-Čelik clicked again
and again; the third strike won, and the next click pressed the "Place no more beasts"
that had come where "Strike" was. The same button (one more Strike) answers again after
``SETTLE_MS``; a different one after ``NEW_BUTTON_MS`` or once the pointer has moved.
Driven by real posted mouse events on a board whose panel is one button that changes its
label after two actions (a real Bazyliszek session underneath)."""
from __future__ import annotations

import pygame
import pytest

from games.engine.app import SETTLE_MS
from games.engine.scenes.board import NEW_BUTTON_MS, BoardSceneBase
from games.engine.session import Session
from games.engine import registry
from sprites.widgets import Button

PLAYERS = [{"name": "Ana", "colour": "blue", "shields": 0},
           {"name": "Bo", "colour": "yellow", "shields": 0}]
SPOT = pygame.Rect(900, 300, 200, 44)


class OneButtonBoard(BoardSceneBase):
    """A board whose panel is a single button: "Strike" for the first two actions, then
    "Place no more beasts", each click taking a legal action of the game."""

    def __init__(self, app, session):
        super().__init__(app, session)
        self.pressed: list[str] = []
        self._panel()

    def _panel(self) -> None:
        for w in [w for w in self.widgets if w.rect == SPOT]:
            self.widgets.remove(w)
        label = "Strike" if len(self.session.actions) < 2 else "Place no more beasts"
        self.widgets.add(Button(SPOT, label, lambda: self._press(label)))

    def _press(self, label: str) -> None:
        self.pressed.append(label)
        self.act(self.rules.legal_actions(self.state)[0])
        self._panel()

    def instruction(self) -> str:
        return "Click the button."

    def draw_board(self, surface) -> None:
        pass

    def handle_board_event(self, event) -> None:
        pass


def click(d, pos, after_ms: float) -> None:
    """Let ``after_ms`` of app time pass, then one real click at ``pos``."""
    d.app.step([], dt=after_ms)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    d.app.step(dt=1)


def move(d, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.app.step(dt=1)


def board(d) -> OneButtonBoard:
    session = Session.new(registry.get("bazyliszek").rules(), PLAYERS, {}, 3)
    scene = OneButtonBoard(d.app, session)
    d.app.push(scene)
    d.app.step(dt=1)
    return scene


@pytest.mark.parametrize("at", [SPOT.center, SPOT.topleft, (SPOT.right - 2, SPOT.bottom - 2)])
def test_the_same_button_answers_again_a_new_one_waits_for_time_or_a_move(driver, at):
    d = driver
    b = board(d)
    click(d, at, 0)
    assert b.pressed == ["Strike"]
    click(d, at, SETTLE_MS + 20)                    # a deliberate second Strike
    assert b.pressed == ["Strike", "Strike"]
    for wait in (SETTLE_MS + 20, 200, 200):         # the new button, the pointer still
        click(d, at, wait)
    assert b.pressed == ["Strike", "Strike"], "a new button answered a still pointer"
    assert [w.enabled for w in b.widgets if w.rect == SPOT] == [False]   # seen waiting
    click(d, at, NEW_BUTTON_MS)                      # it has been there long enough
    assert b.pressed == ["Strike", "Strike", "Place no more beasts"]
    d.app.step([], dt=NEW_BUTTON_MS)
    assert [w.enabled for w in b.widgets if w.rect == SPOT] == [True]


def test_a_move_off_the_spot_and_back_lets_the_new_button_answer(driver):
    d = driver
    b = board(d)
    click(d, SPOT.center, 0)
    click(d, SPOT.center, SETTLE_MS + 20)
    click(d, SPOT.center, SETTLE_MS + 20)
    assert b.pressed == ["Strike", "Strike"]
    move(d, (SPOT.centerx + 40, SPOT.centery))      # the pointer moved: the label is seen
    move(d, SPOT.center)
    click(d, SPOT.center, SETTLE_MS + 20)
    assert b.pressed == ["Strike", "Strike", "Place no more beasts"]


def test_a_double_click_still_acts_once(driver):
    d = driver
    b = board(d)
    click(d, SPOT.center, 0)
    click(d, SPOT.center, 80)
    assert b.pressed == ["Strike"]


def test_a_click_as_a_computers_turn_ends_does_not_press_the_persons_button(driver):
    """A playtester's click to hurry the computer on landed, once its turn had ended, on
    their own "End move": the turn handed to a person holds clicks for ``SETTLE_MS``."""
    import time
    d = driver
    d.app.settings.computer_pace = "instant"
    rules = registry.get("bazyliszek").rules()
    session = Session.new(rules, PLAYERS, {}, 3)
    first = rules.current_seat(session.state)
    session.computers[first] = "easy"
    b = OneButtonBoard(d.app, session)
    d.app.push(b)
    end = time.monotonic() + 20
    while session.computer_to_move() is not None:       # the computer plays its turn
        assert time.monotonic() < end, "the computer did not move"
        d.app.step([], dt=50)
        time.sleep(0.002)
    assert session.actions and b.pressed == []
    click(d, SPOT.center, 0)                             # the hurry click, a moment late
    assert b.pressed == [], "the person's button answered a click made for the computer"
    click(d, SPOT.center, SETTLE_MS)
    assert len(b.pressed) == 1


def test_a_hurry_ends_with_that_computers_turn(driver):
    """One click swept a playtester's two computers' turns away at once: a hurry lasts to
    the end of the hurried computer's turn, the next one plays at the pace."""
    import time
    d = driver
    d.app.settings.computer_pace = "slow"
    rules = registry.get("bazyliszek").rules()
    players = PLAYERS + [{"name": "Cy", "colour": "vermillion", "shields": 0}]
    session = Session.new(rules, players, {}, 5)
    first = rules.current_seat(session.state)
    session.computers.update({first: "easy", (first + 1) % 3: "easy"})
    b = OneButtonBoard(d.app, session)
    d.app.push(b)
    d.app.step([], dt=16)
    assert b.computer.thinking()
    b.computer.hurry()
    assert b.computer.hurrying
    end = time.monotonic() + 20
    while session.turn()[0] == first:                  # the hurried computer's turn
        assert time.monotonic() < end, "the computer did not move"
        d.app.step([], dt=16)
        time.sleep(0.002)
    d.app.step([], dt=16)
    assert session.turn()[0] == (first + 1) % 3 and not b.computer.hurrying
