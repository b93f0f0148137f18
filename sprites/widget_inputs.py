"""Input widgets and the event-routing group: ``Choice`` (a cycling selector),
``TextInput`` (a one-line field with SDL text input), ``Checkbox`` and ``WidgetGroup``
(dispatches events top-down, gives keys to the focused field first, and runs the
Tab / Enter / Space / arrow keyboard focus ring over buttons and choices).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from sprites import fonts, palette
from sprites.pawns import supersampled
from sprites.widget_art import RADIUS, _arrow, _fit_text, _new
from sprites.widget_base import Button, Widget, _Clickable


# ---------------------------------------------------------------------------------- Choice
class Choice(Widget):
    """A "◀ value ▶" selector with a ``label`` on its left: the left arrow picks the
    previous choice, the right arrow or the box the next one (right-click: previous),
    cycling round. ``choices``: list of ``(value, label)``; ``on_change(value)`` is called
    after each change. Raises ``ValueError`` if ``value`` is not among the choices."""

    ARROW = 40

    def __init__(self, rect, label: str, choices: list[tuple[object, str]], value,
                 on_change: Callable[[object], None] | None, *, enabled: bool = True,
                 tooltip: str | None = None, colour=None, size: int = fonts.BODY):
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        self.label, self.choices, self.on_change, self.size = label, list(choices), on_change, size
        self.colour = palette.INK if colour is None else colour
        self._part: str | None = None
        self.value = value
        widest = max(fonts.width(text, size, True) for _, text in self.choices)
        box_w = self.rect.width if not label else min(self.rect.width, widest + 2 * self.ARROW + 24)
        self._box = pygame.Rect(self.rect.width - box_w, 0, box_w, self.rect.height)

    @property
    def value(self):
        """The selected value; setting it re-renders (no ``on_change`` call)."""
        return self._value

    @value.setter
    def value(self, value) -> None:
        if value not in [v for v, _ in self.choices]:
            raise ValueError(f"{value!r} is not one of the choices")
        self._value = value

    def step(self, delta: int) -> None:
        """Select the choice ``delta`` places on (cyclic) and call ``on_change``."""
        values = [v for v, _ in self.choices]
        self._value = values[(values.index(self._value) + delta) % len(values)]
        if self.on_change is not None:
            self.on_change(self._value)

    def _part_at(self, pos) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        if not self._box.collidepoint(local):
            return None
        if local[0] < self._box.x + self.ARROW:
            return "left"
        return "right" if local[0] >= self._box.right - self.ARROW else "box"

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Arrow and box clicks; True if consumed."""
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self._part = self._part_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            part = self._part_at(event.pos)
            if part is None:
                return False
            if self.enabled:
                self.step(-1 if part == "left" or event.button == 3 else 1)
            return True
        return False

    def _state(self):
        return (self._value, self._part if self.hovered else None, self.label)

    def _render(self) -> pygame.Surface:
        surface = _new(self.rect.size)
        ink = self.colour if self.enabled else palette.BUTTON_DISABLED[2]
        if self.label:
            text = _fit_text(self.label, self.size, ink, self._box.x - 12, bold=False)
            surface.blit(text, text.get_rect(midleft=(0, self.rect.height // 2)))
        box = self._box
        pygame.draw.rect(surface, palette.PARCHMENT_DARK, box, border_radius=RADIUS)
        for side, direction in (("left", -1), ("right", 1)):
            area = pygame.Rect(box.x if side == "left" else box.right - self.ARROW, 0, self.ARROW, box.height)
            look = "hover" if self.hovered and self._part == side and self.enabled else "normal"
            face = palette.BUTTON["primary"][look][0] if self.enabled else palette.BUTTON_DISABLED[0]
            pygame.draw.rect(surface, face, area.inflate(-6, -6), border_radius=RADIUS - 2)
            _arrow(surface, area.center, direction, palette.INK if self.enabled else ink)
        pygame.draw.rect(surface, palette.WOOD_DARK, box, 2, border_radius=RADIUS)
        label = dict(self.choices)[self._value]
        text = _fit_text(label, self.size, palette.INK, box.width - 2 * self.ARROW - 8)
        surface.blit(text, text.get_rect(center=box.center))
        return surface


# ------------------------------------------------------------------------------- TextInput
class TextInput(Widget):
    """A one-line text field (player names). A click focuses it (and starts SDL text input
    so AltGr/IME letters such as "ż" arrive as TEXTINPUT); typed text is appended up to
    ``max_len`` characters; Backspace deletes; Enter, Esc, Tab or a click elsewhere end
    the focus. ``on_change(text)`` runs after each change. Only one field is focused at a
    time (``TextInput.focused``). The starting ``text`` keeps only its printable
    characters, like typing. ``allowed(ch)``, when given, must be true of every character
    the field takes (typed or given): a name field takes only what the fonts can draw."""

    focused: "TextInput | None" = None

    def __init__(self, rect, text: str = "", *, max_len: int = 16,
                 on_change: Callable[[str], None] | None = None, size: int = 22,
                 placeholder: str = "", tooltip: str | None = None,
                 allowed: Callable[[str], bool] | None = None):
        super().__init__(rect, tooltip=tooltip)
        self.allowed = allowed
        # only printable text, as typing gives (a title from a save may hold anything)
        self.text = self._takes(str(text))[:max_len]
        self.max_len, self.on_change = max_len, on_change
        self.size, self.placeholder = size, placeholder
        self.all_selected = False          # Ctrl+A: the next key replaces the whole text

    def _takes(self, text: str) -> str:
        """The characters of ``text`` this field accepts."""
        return "".join(ch for ch in text if ch.isprintable()
                       and (self.allowed is None or self.allowed(ch)))

    @property
    def has_focus(self) -> bool:
        """True while this field receives the keyboard."""
        return TextInput.focused is self

    def focus(self) -> None:
        """Take the keyboard (unfocusing any other field)."""
        if TextInput.focused is not None and TextInput.focused is not self:
            TextInput.focused.blur()
        TextInput.focused = self
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def blur(self) -> None:
        """Give the keyboard back."""
        if TextInput.focused is self:
            TextInput.focused = None
            pygame.key.stop_text_input()

    def remove_internal(self, group) -> None:
        """Leaving a group (``remove``, ``kill`` or the group's ``empty``) gives the
        keyboard back, so a rebuilt screen never keeps typing into a lost field."""
        self.blur()
        super().remove_internal(group)

    def select_all(self) -> None:
        """Mark the whole text (shown highlighted): typing replaces it, Backspace clears it."""
        self.all_selected = bool(self.text)

    def _edit(self, text: str) -> None:
        self.all_selected = False
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Focus clicks, TEXTINPUT and editing keys while focused; True if consumed."""
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.focus()
                return True
            self.blur()
            return False
        if not self.has_focus:
            return False
        if event.type == pygame.TEXTINPUT:
            typed = self._takes(event.text)
            kept = "" if self.all_selected else self.text
            self._edit((kept + typed)[:self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.select_all()
            elif event.key == pygame.K_BACKSPACE:
                self._edit("" if self.all_selected else self.text[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.blur()
            return True  # swallow keys typed into the field (no hotkeys meanwhile)
        return False

    def _state(self):
        # a steady caret: the app draws only on events, so a blinking one would show or
        # hide at random after each key
        return (self.text, self.has_focus, self.placeholder, self.all_selected)

    def _render(self) -> pygame.Surface:
        surface = _new(self.rect.size)
        area = surface.get_rect()
        pygame.draw.rect(surface, (255, 250, 236), area, border_radius=RADIUS - 2)
        pygame.draw.rect(surface, (0, 0, 0, 30), area.inflate(-4, -4).move(0, 1), 2, border_radius=RADIUS - 2)
        border, width = (palette.GOLD_DARK, 3) if self.has_focus else (palette.WOOD_DARK, 2)
        pygame.draw.rect(surface, border, area, width, border_radius=RADIUS - 2)
        shown = self.text or self.placeholder
        text = fonts.text(shown, self.size, palette.INK if self.text else palette.INK_MUTED)
        x = min(12, area.width - 16 - text.get_width())  # keep the end visible
        place = text.get_rect(midleft=(x, area.centery))
        if self.all_selected and self.has_focus:
            pygame.draw.rect(surface, palette.SELECTED, place.inflate(4, 2), border_radius=3)
        surface.blit(text, place)
        if self.has_focus and not self.all_selected:
            cx = x + (text.get_width() if self.text else 0) + 2
            pygame.draw.line(surface, palette.INK, (cx, area.centery - self.size // 2),
                             (cx, area.centery + self.size // 2), 2)
        return surface


# -------------------------------------------------------------------------------- Checkbox
class Checkbox(_Clickable):
    """A tick box with a ``label`` on its right; a click anywhere in ``rect`` toggles
    ``checked`` and calls ``on_change(checked)``."""

    BOX = 28

    def __init__(self, rect, label: str, checked: bool, on_change: Callable[[bool], None] | None,
                 *, enabled: bool = True, tooltip: str | None = None, colour=None, size: int = fonts.BODY):
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        self.label, self.checked, self.on_change, self.size = label, checked, on_change, size
        self.colour = palette.INK if colour is None else colour

    def activate(self) -> None:
        """Toggle (if enabled) and report the new state."""
        if self.enabled:
            self.checked = not self.checked
            if self.on_change is not None:
                self.on_change(self.checked)

    def _state(self):
        return (self.label, self.checked, self.pressed)

    def _render(self) -> pygame.Surface:
        surface = _new(self.rect.size)
        box = pygame.Rect(2, (self.rect.height - self.BOX) // 2, self.BOX, self.BOX)
        fill = (255, 250, 236) if self.enabled else palette.BUTTON_DISABLED[0]
        if self.hovered and self.enabled:
            fill = palette.GOLD_LIGHT
        pygame.draw.rect(surface, fill, box, border_radius=5)
        pygame.draw.rect(surface, palette.WOOD_DARK, box, 2, border_radius=5)
        if self.checked:
            surface.blit(_tick(self.BOX), box)
        ink = self.colour if self.enabled else palette.BUTTON_DISABLED[2]
        text = fonts.text(self.label, self.size, ink)
        surface.blit(text, text.get_rect(midleft=(box.right + 12, box.centery)))
        return surface


@lru_cache(maxsize=4)
def _tick(size: int) -> pygame.Surface:
    def paint(big, k):
        points = [(0.22 * size * k, 0.52 * size * k), (0.42 * size * k, 0.74 * size * k),
                  (0.80 * size * k, 0.26 * size * k)]
        pygame.draw.lines(big, palette.SUCCESS, False, points, round(size * 0.14 * k))
        for p in points:
            pygame.draw.circle(big, palette.SUCCESS, p, size * 0.07 * k)
    return supersampled((size, size), paint)


# ----------------------------------------------------------------------------- WidgetGroup
class WidgetGroup(pygame.sprite.LayeredUpdates):
    """A ``LayeredUpdates`` of widgets that also routes events: ``handle_event`` offers an
    event to the widgets from the topmost down and stops at the first that consumes it
    (MOUSEMOTION reaches all, for hover). Keys go first to a focused ``TextInput`` of the
    group, so typing a name never triggers a button hotkey.

    Keyboard use: Tab / Shift+Tab move a focus ring over the enabled buttons and choices
    (in reading order: top to bottom, left to right); Enter or Space presses a button in
    the ring, Left / Right step a choice (``key_focus``). When a scene rebuilds its widgets
    the ring moves to the new widget with the same label or place; a mouse click drops
    it. ``draw(surface)`` draws the ring last."""

    key_focus: "Widget | None" = None

    def _buttons(self) -> list:
        return sorted((w for w in self.sprites() if isinstance(w, (Button, Choice)) and w.enabled),
                      key=lambda w: (w.rect.y, w.rect.x))

    def _resolve_focus(self) -> None:
        """After a rebuild, put the ring on the new widget that replaced the focused one."""
        old = self.key_focus
        if old is None or old in self:
            return
        same = [w for w in self._buttons() if type(w) is type(old)]
        label = getattr(old, "label", None)
        self.key_focus = (next((w for w in same if w.rect == old.rect and w.label == label), None)
                          or next((w for w in same if label and w.label == label), None)
                          or next((w for w in same if w.rect == old.rect), None))

    def _keyboard(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab / Enter / Space / Left / Right; True when used."""
        self._resolve_focus()
        focus = self.key_focus
        if isinstance(focus, Choice) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            focus.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.key == pygame.K_TAB:
            buttons = self._buttons()
            if not buttons:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            at = buttons.index(self.key_focus) if self.key_focus in buttons else (-1 if step > 0 else 0)
            self.key_focus = buttons[(at + step) % len(buttons)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and \
                isinstance(focus, Button) and focus in self and focus.enabled:
            focus.activate()
            return True
        return False

    def draw(self, surface, *args, **kwargs):
        """Draw the widgets, then the keyboard focus ring (if any)."""
        result = super().draw(surface, *args, **kwargs)
        self._resolve_focus()
        ring = self.key_focus
        if ring is not None and ring in self and ring.enabled:     # white on dark: unlike
            box = ring.rect.inflate(10, 10)                          # any selection colour
            pygame.draw.rect(surface, palette.INK, box.inflate(4, 4), 2, border_radius=RADIUS + 6)
            pygame.draw.rect(surface, (255, 255, 255), box, 3, border_radius=RADIUS + 4)
        return result

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Dispatch ``event``; True if a widget consumed it."""
        focused = TextInput.focused
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and focused is not None and focused in self:
            return focused.handle_event(event)
        if event.type == pygame.KEYDOWN and self._keyboard(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key_focus = None
            if focused is not None and focused in self and not focused.rect.collidepoint(event.pos):
                focused.blur()
        consumed = False
        for widget in reversed(self.sprites()):
            handler = getattr(widget, "handle_event", None)
            if handler is not None and handler(event):
                consumed = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return consumed
