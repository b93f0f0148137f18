"""The window: F11 twice gives back a maximized window; the window size stored and shown
is the one the window really has; Settings offers only sizes that fit the desktop.
Desktop sizes are monkeypatched (``pygame.display.get_desktop_sizes``)."""
import json

import pygame
import pytest

from games.engine import window
from games.engine.app import App
from games.engine.settings import WINDOW_SIZES, Settings, load_settings, settings_path

DESKTOPS = [(1024, 600), (1024, 768), (1280, 720), (1366, 768), (1440, 900), (1920, 1080),
            (2560, 1440), (3840, 2160), (800, 480)]


@pytest.fixture
def desktop(monkeypatch):
    """Set the (first) desktop's size: ``desktop((w, h))``."""
    def set_to(size):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])
    return set_to


class FakeWindow:
    """Stands for the SDL window where the dummy video driver cannot maximize."""

    def __init__(self, size):
        self.size, self.position, self.calls = size, (0, 0), []

    def set_fullscreen(self, desktop=False):
        self.calls.append("fullscreen")

    def set_windowed(self):
        self.calls.append("windowed")

    def maximize(self):
        self.calls.append("maximize")

    def restore(self):
        self.calls.append("restore")

    def destroy(self):
        self.calls.append("destroy")


def fits(size, desktop_size):
    return size[0] <= desktop_size[0] * 0.95 and size[1] <= desktop_size[1] * 0.9


@pytest.mark.parametrize("size", DESKTOPS)
def test_only_sizes_that_fit_the_desktop_are_offered(desktop, size):
    desktop(size)
    current = window.fit_to_desktop((1280, 800))
    offered = window.offered_sizes(WINDOW_SIZES, current)
    assert current in offered
    assert all(fits(s, size) or s == current for s in offered)
    assert [s for s in WINDOW_SIZES if fits(s, size)] == [s for s in offered if s in WINDOW_SIZES]
    assert offered == sorted(offered, key=lambda s: s[0] * s[1])


@pytest.mark.parametrize("size", DESKTOPS)
def test_the_settings_screen_shows_the_real_window_size(desktop, size):
    """The tester's case: 1280x800 stored, a 864x540 window on a 1024x600 screen."""
    from games.engine.scenes.settings import SettingsScene
    desktop(size)
    app = App(Settings(window_size=(1280, 800)), headless=False)
    real = tuple(app.display.window.size)
    assert tuple(app.settings.window_size) == real == app.display.windowed_size
    assert fits(real, size) or real == window.MIN_SIZE or max(real) <= 640
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    assert scene.size_choice.value == real
    for value, label in scene.size_choice.choices:
        assert fits(value, size) or value == real
        assert label == f"{value[0]} x {value[1]}"
    app.close()
    if settings_path().exists():          # a shrink to fit is not the player's choice:
        data = json.loads(settings_path().read_text(encoding="utf-8"))   # it stays stored
        assert tuple(data["window_size"]) == (1280, 800)


@pytest.mark.parametrize("small", [(1024, 600), (800, 600), (1366, 768)])
def test_a_small_screen_does_not_shrink_the_window_on_the_next_big_one(desktop, small):
    """A playtester's 1024x600 screen gave an 864x540 window; on a 1280x800-fitting one
    later the window is the size chosen before, also after Settings was changed there."""
    from games.engine.scenes.settings import SettingsScene
    desktop(small)
    app = App(Settings(window_size=(1280, 800)), headless=False)
    assert tuple(app.display.window.size) != (1280, 800)
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    app.settings.sound = not app.settings.sound           # another setting changed there
    app.apply_settings()
    app.close()
    desktop((1920, 1080))
    again = App(load_settings()[0], headless=False)
    assert tuple(again.display.window.size) == (1280, 800) == tuple(again.settings.window_size)
    again.close()


def test_picking_a_size_gives_that_window_and_shows_it(desktop):
    from games.engine.scenes.settings import SettingsScene
    desktop((1920, 1080))
    app = App(Settings(window_size=(1024, 640)), headless=False)
    scene = SettingsScene(app)
    app.push(scene)
    scene.size_choice.step(1)                         # the next size: 1280 x 800
    assert tuple(app.display.window.size) == (1280, 800) == tuple(app.settings.window_size)
    assert scene.size_choice.value == (1280, 800)
    scene.size_choice.step(1)                         # 1600 x 1000 does not fit 1080 px:
    assert scene.size_choice.value == (1555, 972) == tuple(app.display.window.size)  # shrunk
    scene.size_choice.step(1)                         # and that was the largest: cycles
    assert scene.size_choice.value == (1024, 640) == tuple(app.display.window.size)
    app.close()


def test_a_window_resized_by_hand_is_remembered(desktop):
    desktop((1920, 1080))
    app = App(Settings(window_size=(1280, 800)), headless=False)
    app.display.window.size = (1111, 700)
    app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1111, y=700)])
    assert tuple(app.settings.window_size) == (1111, 700)
    app.close()
    assert tuple(load_settings()[0].window_size) == (1111, 700)


@pytest.mark.parametrize("presses", [2, 4, 6])
def test_f11_twice_gives_back_a_maximized_window(desktop, presses):
    desktop((1920, 1080))
    app = App(Settings(window_size=(1280, 800)), headless=False)
    real, fake = app.display.window, FakeWindow((1280, 800))
    app.display.window = fake
    app.step([pygame.event.Event(pygame.WINDOWMAXIMIZED)])
    for _ in range(presses):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    assert not app.is_fullscreen()
    assert fake.calls[-2:] == ["windowed", "maximize"] and app.display.maximized
    assert "restore" not in fake.calls
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)])     # un-maximized by hand
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)] * 2)
    assert fake.calls[-1] == "windowed" and fake.size == (1280, 800)
    app.display.window = real
    app.close()


def test_a_restore_after_minimizing_keeps_the_window_maximized(desktop):
    desktop((1920, 1080))
    app = App(Settings(), headless=False)
    for kind in (pygame.WINDOWMAXIMIZED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED):
        app.step([pygame.event.Event(kind)])
    assert app.display.maximized
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)])
    assert not app.display.maximized
    app.close()


@pytest.mark.parametrize("stored", [[1111, 700], [864, 540], [2560, 1600]])
def test_any_sane_stored_size_is_read_back(stored):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"window_size": stored}), encoding="utf-8")
    s, problem = load_settings()
    assert problem is None and list(s.window_size) == stored


@pytest.mark.parametrize("stored", [[10, 10], [1280], "1280x800", [1280.5, 800], [True, 800],
                                    [99999, 800]])
def test_a_silly_stored_size_gives_the_default(stored):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"window_size": stored}), encoding="utf-8")
    s, problem = load_settings()
    assert tuple(s.window_size) == (1280, 800) and "window_size" in problem


@pytest.mark.parametrize("current", [(1024, 640), (864, 540), (1152, 720)])
def test_the_largest_window_the_desktop_takes_is_always_offered(desktop, current):
    """A playtester's case: a first start on a 1280x800 screen opens at 1152x720; after
    choosing 1024x640 (or a start on a smaller screen stored 864x540), 1152x720 must still
    be offered, with every standard size that fits."""
    desktop((1280, 800))
    offered = window.offered_sizes(WINDOW_SIZES, current)
    assert offered == sorted({(1024, 640), (1152, 720), current}, key=lambda s: s[0] * s[1])
