"""A tooltip appears while the mouse rests, on every kind of scene: one motion event,
then the app's idle loop (``App.step(force=False)``, which draws only when asked) with
time passing and no further event. The delay running out must itself ask for a frame
(a Basilica playtester rested the mouse for seconds and saw nothing)."""
import pygame
import pytest

from games.engine.scenes.menu import MainMenuScene
from tests.ui.driver import Driver

IDLE_MS = 250


def _rest_at(d, pos, seconds=2.0):
    d.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
               dt=16.0, force=False)
    for _ in range(int(seconds * 1000 / IDLE_MS)):
        d.app.step([], dt=IDLE_MS, force=False)


def _setup(d):
    d.press("New game")
    card = d.scene.cards[0][0]
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)


@pytest.mark.parametrize("go", [lambda d: None, _setup], ids=["main menu", "setup"])
def test_every_widget_tooltip_is_drawn_once_its_delay_ran_out_at_rest(go, monkeypatch):
    d = Driver()
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: int(d.app.clock_ms))
    d.app.push(MainMenuScene(d.app))
    d.pump(2)
    go(d)
    d.pump(2)
    tipped = [w for w in d.widgets() if getattr(w, "tooltip", None)]
    assert tipped, "the scene has widgets with tooltips"
    for widget in tipped:
        _rest_at(d, (0, 0), 0.5)                       # away: no tooltip
        _rest_at(d, widget.rect.center)
        tip = d.scene.tooltips.current()
        assert tip is not None, widget
        inner = tip.rect.inflate(-12, -12).clip(d.app.screen.get_rect())
        shown = pygame.image.tobytes(d.app.screen.subsurface(inner), "RGB")
        drawn = pygame.image.tobytes(tip.image.subsurface(inner.move(-tip.rect.x, -tip.rect.y)), "RGB")
        assert shown == drawn, f"{getattr(widget, 'label', widget)}'s tooltip is due but not drawn"


def test_a_resting_mouse_does_not_redraw_every_step_once_the_tooltip_is_shown(monkeypatch):
    d = Driver()
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: int(d.app.clock_ms))
    d.app.push(MainMenuScene(d.app))
    d.pump(2)
    widget = next(w for w in d.widgets() if getattr(w, "tooltip", None))
    _rest_at(d, widget.rect.center)
    before = d.app.frames_drawn
    _rest_at(d, widget.rect.center, 0)                 # the motion event draws one frame
    for _ in range(8):
        d.app.step([], dt=IDLE_MS, force=False)
    assert d.app.frames_drawn - before <= 2
