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
    (shrunk to fit the desktop unless ``fit`` is False, as for headless runs)."""

    def __init__(self, title: str, logical: tuple[int, int], size: tuple[int, int],
                 *, icon: pygame.Surface | None = None, fit: bool = True):
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth at 0.8x and 4K
        self.logical = logical
        self.windowed_size = size
        self.window = pygame.Window(title, fit_to_desktop(size) if fit else size, resizable=True)
        self.window.minimum_size = MIN_SIZE
        if icon is not None:
            self.window.set_icon(icon)
        self.renderer = Renderer(self.window)
        self.renderer.logical_size = logical
        self.texture = Texture(self.renderer, logical, streaming=True)
        self.fullscreen = False

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

    def set_size(self, size: tuple[int, int]) -> None:
        """Resize the window (kept within the desktop) and centre it; in fullscreen the
        size is kept and applied when the window comes back."""
        self.windowed_size = size
        if self.fullscreen:
            return                       # applied when leaving fullscreen
        self.window.size = fit_to_desktop(size)
        self.window.position = pygame.WINDOWPOS_CENTERED

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's resolution, or back to the window."""
        if on:
            self.window.set_fullscreen(desktop=True)
            self.fullscreen = True
        else:
            self.window.set_windowed()
            self.fullscreen = False
            self.set_size(self.windowed_size)


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` shrunk (keeping its shape) to fit 95 % x 90 % of the first desktop."""
    w, h = size
    try:
        dw, dh = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return (w, h)
    scale = min(1.0, dw * 0.95 / w, dh * 0.9 / h)
    return (max(MIN_SIZE[0], int(w * scale)), max(MIN_SIZE[1], int(h * scale)))
