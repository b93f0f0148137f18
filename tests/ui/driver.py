"""Drive the app as a player would: real pygame mouse and key events, posted to SDL's
queue and handled by the app's own loop step. Used by the UI tests and for screenshots.

Set ``SDL_VIDEODRIVER=dummy``, ``SDL_AUDIODRIVER=dummy`` and ``TABLETOP_HOME`` before use.
"""
from __future__ import annotations

import pygame

from games.engine.app import App
from games.engine.settings import Settings


class Driver:
    """A headless ``App`` plus helpers to click and type."""

    def __init__(self):
        self.app = App(Settings(animation="off"), headless=True)

    @property
    def scene(self):
        """The top scene."""
        return self.app.top

    def pump(self, frames: int = 1) -> None:
        """Run ``frames`` loop steps on the posted events."""
        for _ in range(frames):
            self.app.step()

    def click(self, pos, button: int = 1) -> None:
        """Move to ``pos`` and click there (down + up), then run a frame."""
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.pump()

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release ``key``."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.pump()

    def type_text(self, text: str) -> None:
        """Type ``text`` into the focused field (TEXTINPUT events, as SDL sends them)."""
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.pump()

    def widgets(self, scene=None):
        """All widgets of ``scene`` (default: the top scene), modal buttons included."""
        scene = scene or self.scene
        found = list(getattr(scene, "widgets", []))
        modal = getattr(scene, "modal", None)
        if modal is not None and modal.is_open:
            found = list(modal.buttons)
        return found

    def button(self, label: str):
        """The button labelled ``label`` on the top scene. Raises ``LookupError``."""
        for w in self.widgets():
            if getattr(w, "label", None) == label and hasattr(w, "on_click"):
                return w
        labels = [getattr(w, "label", None) for w in self.widgets()]
        raise LookupError(f"no button {label!r} on {type(self.scene).__name__}: {labels}")

    def press(self, label: str) -> None:
        """Click the centre of the button labelled ``label``."""
        self.click(self.button(label).rect.center)

    def screenshot(self, path) -> None:
        """Write the current frame."""
        self.app.screenshot(path)
