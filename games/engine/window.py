"""The window: a resizable ``pygame.Window`` whose renderer shows the app's 1280x800
logical surface scaled to any window size (letterboxed), windowed or fullscreen.

Scenes draw on one plain 1280x800 ``Surface``; ``present`` uploads it to a streaming
texture and lets SDL's renderer scale it on the GPU (or SDL's software renderer), the way
``pygame.SCALED`` does, but with a window size we choose (``pygame.SCALED`` cannot open
a window smaller than its logical size, nor at 0.8x). SDL maps mouse events back to
logical coordinates because the renderer has a logical size.
"""
from __future__ import annotations

import os

import pygame
from pygame._sdl2.video import Renderer, Texture

MIN_SIZE = (640, 400)


class Display:
    """One window of ``logical`` (w, h) pixels, shown at ``size`` (w, h) window pixels
    (shrunk to fit the desktop unless ``fit`` is False, as for headless runs).

    ``windowed_size`` is the size the window really has (or gets back) as a plain
    window: the size asked for, shrunk to the desktop, or what the player dragged it to.
    ``maximized`` follows the window manager's maximize / restore (reported by
    ``note_window_state``); leaving fullscreen brings back a maximized window maximized.
    """

    def __init__(self, title: str, logical: tuple[int, int], size: tuple[int, int],
                 *, icon: pygame.Surface | None = None, fit: bool = True):
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth at 0.8x and 4K
        self.logical = logical
        self.fit = fit
        self.windowed_size = self._fitted(size)
        self.window = pygame.Window(title, self.windowed_size, resizable=True)
        self.window.minimum_size = MIN_SIZE
        if icon is not None:
            self.window.set_icon(icon)
        self.renderer = Renderer(self.window)
        self.renderer.logical_size = logical
        self.texture = Texture(self.renderer, logical, streaming=True)
        self.fullscreen = False
        self.maximized = False
        self._minimized = False
        self._maximized_before_fullscreen = False

    def _fitted(self, size) -> tuple[int, int]:
        return fit_to_desktop(tuple(size)) if self.fit else (int(size[0]), int(size[1]))

    def present(self, surface: pygame.Surface) -> None:
        """Show ``surface`` (the logical frame) in the window."""
        self.texture.update(surface)
        w, h = self.window.size
        if w * self.logical[1] != h * self.logical[0]:      # black bars to clear
            self.renderer.draw_color = (0, 0, 0, 255)
            self.renderer.clear()
        self.renderer.blit(self.texture, pygame.Rect((0, 0), self.logical))
        self.renderer.present()

    def refresh_viewport(self) -> None:
        """After the window changed size: recompute the letterboxed viewport."""
        self.renderer.logical_size = self.logical

    def close(self) -> None:
        """Destroy the texture, renderer and window now (in that order), not at some later
        garbage collection, which could free SDL objects a newer window reuses."""
        for name in ("texture", "renderer"):
            setattr(self, name, None)
        if self.window is not None:
            self.window.destroy()
            self.window = None

    @property
    def minimized(self) -> bool:
        """True while the window is minimized (as its last window event said)."""
        return self._minimized

    def note_window_state(self, event_type: int) -> None:
        """Follow WINDOWMAXIMIZED / WINDOWMINIMIZED / WINDOWRESTORED events (ignored in
        fullscreen). A restore after a minimize keeps the maximized state it had."""
        if self.fullscreen:
            return
        if event_type == pygame.WINDOWMAXIMIZED:
            self.maximized, self._minimized = True, False
        elif event_type == pygame.WINDOWMINIMIZED:
            self._minimized = True
        elif event_type == pygame.WINDOWRESTORED:
            if self._minimized:
                self._minimized = False
            else:
                self.maximized = False

    def note_resized(self) -> tuple[int, int] | None:
        """After WINDOWSIZECHANGED: if the window is a plain window (not fullscreen,
        maximized or minimized), remember its real size as ``windowed_size`` and return
        it; else None."""
        if self.fullscreen or self.maximized or self._minimized or self.window is None:
            return None
        self.windowed_size = tuple(self.window.size)
        return self.windowed_size

    def set_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """Resize the window to ``size`` shrunk to the desktop, and centre it; returns the
        size it gets. In fullscreen it is kept and applied when the window comes back; a
        maximized window is first restored."""
        self.windowed_size = self._fitted(size)
        if self.fullscreen:
            return self.windowed_size    # applied when leaving fullscreen
        if self.maximized:
            self.window.restore()
            self.maximized = False
        self.window.size = self.windowed_size
        self.window.position = pygame.WINDOWPOS_CENTERED
        return self.windowed_size

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's resolution, or back to the window as it was
        (maximized again if it was maximized)."""
        if on:
            if not self.fullscreen:
                self._maximized_before_fullscreen = self.maximized
            self.window.set_fullscreen(desktop=True)
            self.fullscreen = True
        else:
            self.window.set_windowed()
            self.fullscreen = False
            if self._maximized_before_fullscreen:
                self.window.maximize()
                self.maximized = True
            else:
                self.set_size(self.windowed_size)


def desktop_size() -> tuple[int, int] | None:
    """Size in px of the first desktop, or None when it cannot be asked."""
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError):
        return None


def fits_desktop(size: tuple[int, int]) -> bool:
    """True if a window of ``size`` opens unshrunk: within 95 % x 90 % of the first
    desktop (always True when the desktop size is unknown)."""
    desktop = desktop_size()
    if desktop is None:
        return True
    return size[0] <= desktop[0] * 0.95 and size[1] <= desktop[1] * 0.9


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` shrunk (keeping its shape) to fit 95 % x 90 % of the first desktop."""
    w, h = size
    desktop = desktop_size()
    if desktop is None:
        return (w, h)
    dw, dh = desktop
    scale = min(1.0, dw * 0.95 / w, dh * 0.9 / h)
    return (max(MIN_SIZE[0], int(w * scale)), max(MIN_SIZE[1], int(h * scale)))


def offered_sizes(choices, current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes to offer, smallest first: those of ``choices`` (w, h) that fit
    the desktop (``fits_desktop``); the smallest choice too large for it, shrunk to fit (the
    largest window this desktop takes, e.g. 1152 x 720 for 1280 x 800 on a 1280 x 800 screen,
    so the size a first start opened at can always be chosen again); and ``current`` (the
    window's real size) in any case."""
    sizes = {tuple(c) for c in choices if fits_desktop(tuple(c))}
    too_large = [tuple(c) for c in choices if not fits_desktop(tuple(c))]
    if too_large:
        sizes.add(fit_to_desktop(min(too_large, key=lambda c: c[0] * c[1])))
    sizes.add(tuple(current))
    return sorted(sizes, key=lambda s: (s[0] * s[1], s))
