"""The widget base classes and the push button: ``Widget`` (lazily re-rendered ``image``
keyed on ``_state()``, hover tracking, tooltip), ``_Clickable`` (activated by a full left
click) and ``Button``.
"""
from __future__ import annotations

from typing import Callable

import pygame

from sprites import fonts, palette
from sprites.widget_art import RADIUS, _fit_text, _gradient, _new


# ------------------------------------------------------------------------------ base class
class Widget(pygame.sprite.Sprite):
    """Base of all widgets: ``rect``, lazily re-rendered ``image``, ``enabled``, ``hovered``
    and ``tooltip`` (str or None; shown by ``TooltipLayer``, also while disabled).

    Subclasses implement ``_state()`` (a hashable summary of what the image shows) and
    ``_render()`` (a new ``rect.size`` surface)."""

    def __init__(self, rect, *, enabled: bool = True, tooltip: str | None = None):
        super().__init__()
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.tooltip = tooltip
        self.hovered = False
        self._image: pygame.Surface | None = None
        self._drawn_state = None

    @property
    def image(self) -> pygame.Surface:
        """The widget's current look, re-rendered only if ``_state()`` changed."""
        state = (self.rect.size, self.enabled, self.hovered, self._state())
        if self._image is None or state != self._drawn_state:
            self._image, self._drawn_state = self._render(), state
        return self._image

    def _state(self):
        return ()

    def _render(self) -> pygame.Surface:
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Track hovering on MOUSEMOTION; never consumes. Subclasses extend it."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the widget onto ``surface`` (for widgets kept outside a group)."""
        surface.blit(self.image, self.rect)


class _Clickable(Widget):
    """A widget activated by a full click: left button pressed and released inside."""

    def __init__(self, rect, **kwargs):
        super().__init__(rect, **kwargs)
        self.pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if getattr(event, "button", None) != 1:
            return False
        inside = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and inside:
            self.pressed, self.hovered = self.enabled, True
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.pressed:
            self.pressed = False
            if inside:
                self.activate()
            return True
        return False

    def activate(self) -> None:
        """What a click does (subclasses)."""


# ---------------------------------------------------------------------------------- Button
class Button(_Clickable):
    """A push button. ``on_click()`` runs on a left click (press and release inside) or on
    ``hotkey`` (a ``pygame.K_*`` constant), only while ``enabled``. ``style``: "primary"
    (brass), "secondary" (wood) or "danger" (red). ``label``, ``enabled`` and ``tooltip`` may
    be changed at any time; the look follows. A disabled button still consumes clicks on it
    and shows its tooltip (use it to say why it is disabled). ``wrap``: a label too wide
    for one line at ``size`` takes two (or more) centred lines where the button is tall
    enough for them, instead of being cut short (``fitted_button`` sets it).
    Raises ``KeyError`` for an unknown style."""

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None, *,
                 enabled: bool = True, tooltip: str | None = None, style: str = "primary",
                 hotkey: int | None = None, size: int = 22, wrap: bool = False):
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        if style not in palette.BUTTON:
            raise KeyError(f"unknown button style {style!r}")
        self.label, self.on_click, self.style, self.hotkey, self.size = label, on_click, style, hotkey, size
        self.wrap = wrap

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and the hotkey; returns True if consumed."""
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.enabled:
                self.activate()
                return True
            return False
        return super().handle_event(event)

    def activate(self) -> None:
        """Run ``on_click`` if enabled (also usable by scenes, e.g. for a default action)."""
        if self.enabled and self.on_click is not None:
            self.on_click()

    def _state(self):
        return (self.label, self.style, self.pressed and self.hovered, self.size, self.wrap)

    def _render(self) -> pygame.Surface:
        w, h = self.rect.size
        if not self.enabled:
            face, border, ink = palette.BUTTON_DISABLED
        else:
            look = "pressed" if self.pressed and self.hovered else "hover" if self.hovered else "normal"
            face, border, ink = palette.BUTTON[self.style][look]
        depth = 4
        sunk = depth - 1 if self.pressed and self.hovered else 0
        surface = _new((w, h))
        pygame.draw.rect(surface, palette.shade(border, 0.6), (0, depth, w, h - depth), border_radius=RADIUS)
        top = pygame.Rect(0, sunk, w, h - depth)
        pygame.draw.rect(surface, face, top, border_radius=RADIUS)
        shine = _gradient((w - 8, (h - depth) // 2), (255, 255, 255, 70 if self.enabled else 30),
                          (255, 255, 255, 0))
        surface.blit(shine, (4, sunk + 3))
        pygame.draw.rect(surface, border, top, 2, border_radius=RADIUS)
        label = None
        if self.wrap and fonts.width(self.label, self.size, True) > w - 20:
            label = fonts.text(self.label, self.size, ink, bold=True, wraplength=w - 20,
                               align="center")
            if label.get_height() > top.h:               # no room for the lines: cut
                label = None
        if label is None:
            label = _fit_text(self.label, self.size, ink, w - 20)
        surface.blit(label, label.get_rect(center=top.center))
        return surface


BUTTON_DEPTH = 4         # px of a button's height under its face (its raised edge)


def _lines_fit(label: str, size: int, rect: pygame.Rect) -> bool:
    """Whether ``label`` wrapped at ``size`` px (bold) fits the face of a button of
    ``rect`` in height, and each of its words fits the width."""
    room = rect.w - 20
    if any(fonts.width(word, size, True) > room for word in label.split()):
        return False
    img = fonts.text(label, size, (0, 0, 0), bold=True, wraplength=room, align="center")
    return img.get_height() <= rect.h - BUTTON_DEPTH


def fitted_button(rect, label: str, on_click: Callable[[], None] | None,
                  style: str = "primary", *, tooltip: str | None = None, largest: int = 17,
                  smallest: int = 12) -> Button:
    """A ``Button`` whose label is shown whole wherever it can be: on one line at the
    largest size from ``largest`` down to ``smallest`` px that fits it (a long name or a
    longer language); too wide for one line even at ``smallest``, on two lines at the
    largest size whose lines fit the button's height; only a label too long for that is
    cut short with an ellipsis, and then its ``tooltip`` is the whole label. Otherwise
    ``tooltip`` is kept only where it says more than the label (none that repeats it).
    Raises ``KeyError`` for an unknown style."""
    rect = pygame.Rect(rect)
    room = rect.w - 20
    sizes = range(largest, smallest - 1, -1)
    size = next((px for px in sizes if fonts.width(label, px, True) <= room), None)
    wrap = False
    if size is None:
        size = next((px for px in sizes if _lines_fit(label, px, rect)), None)
        wrap = size is not None
        size = size or smallest
    cut = not wrap and fonts.width(label, size, True) > room
    if not tooltip or tooltip == label:
        tooltip = label if cut else None
    return Button(rect, label, on_click, size=size, style=style, tooltip=tooltip, wrap=wrap)
