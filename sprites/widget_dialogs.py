"""Things drawn over everything else: ``Tooltip`` and ``TooltipLayer`` (delayed hover
tips for widgets and board things) and ``Modal`` (a centred dialog with a row of buttons
over the dimmed screen).
"""
from __future__ import annotations

from typing import Callable, Iterable

import pygame

from sprites import fonts, palette
from sprites.widget_art import _fade, _new, _screen_rect, _soft_shadow, dim_layer
from sprites.widget_base import Button, _Clickable
from sprites.widget_inputs import Choice, TextInput
from sprites.widget_text import Panel


# -------------------------------------------------------------------------------- Tooltips
def _is_control(widget) -> bool:
    """Whether ``widget`` is something a player clicks or types into (a button, a choice,
    a check box, a text field), which a tooltip should not hide."""
    return isinstance(widget, (_Clickable, Choice, TextInput)) and getattr(widget, "visible", True)


class Tooltip(pygame.sprite.Sprite):
    """A tooltip box: ``text`` wrapped at ``MAX_WIDTH`` px in light 18 px text on a dark,
    brass-edged box. ``place(anchor)`` puts it below-right of ``anchor`` (the mouse),
    flipped and clamped so it stays inside the screen."""

    MAX_WIDTH = 340
    SIZE = 18

    def __init__(self, text: str):
        super().__init__()
        self.text = text
        body = fonts.text(text, self.SIZE, palette.TOOLTIP_TEXT, False, self.MAX_WIDTH)
        self.image = _new((body.get_width() + 24, body.get_height() + 16))
        self.rect = self.image.get_rect()
        pygame.draw.rect(self.image, palette.TOOLTIP_BG, self.rect, border_radius=6)
        pygame.draw.rect(self.image, palette.TOOLTIP_BORDER, self.rect, 2, border_radius=6)
        self.image.blit(body, (12, 8))

    def place(self, anchor, bounds: pygame.Rect | None = None,
              avoid: Iterable[pygame.Rect] = (), around: pygame.Rect | None = None) -> None:
        """Move next to ``anchor`` (x, y) within ``bounds`` (default: the screen): below and
        to the right of it, else flipped to where it fits. With ``avoid`` (the rects of
        other buttons and controls), the first of the places around the anchor (below
        right, below left, above right, above left, then beside ``around``, the hovered
        widget's rect) that covers none of them nor ``around`` itself, else the one
        covering the least of them, so that a tip never hides the button a player reaches
        for next, nor the field it explains."""
        bounds = bounds or _screen_rect()
        avoid = [pygame.Rect(r) for r in avoid]
        explained = pygame.Rect(around) if around is not None else None
        candidates = [self._default_spot(anchor, bounds)]
        if avoid:
            w, h = self.rect.size
            x, y = anchor
            spots = [(x + 16, y + 22), (x - 8 - w, y + 22), (x + 16, y - 8 - h),
                     (x - 8 - w, y - 8 - h)]
            if around is not None:
                spots += [(around.left - 6 - w, y - h // 2), (around.right + 6, y - h // 2),
                          (x - w // 2, around.bottom + 6), (x - w // 2, around.top - 6 - h)]
            candidates += [pygame.Rect(spot, (w, h)).clamp(bounds) for spot in spots]

        def covered(rect: pygame.Rect) -> int:
            area = sum(rect.clip(r).w * rect.clip(r).h for r in avoid)
            if explained is not None:        # the control it explains, least of all
                cut = rect.clip(explained)   # (a name field hidden while typed into)
                area += 100 * cut.w * cut.h
            return area
        best = min(range(len(candidates)), key=lambda k: (covered(candidates[k]), k))
        self.rect = candidates[best]

    def _default_spot(self, anchor, bounds: pygame.Rect) -> pygame.Rect:
        rect = self.rect.copy()
        rect.topleft = (anchor[0] + 16, anchor[1] + 22)
        if rect.right > bounds.right:
            rect.right = anchor[0] - 8
        if rect.bottom > bounds.bottom:
            rect.bottom = anchor[1] - 8
        return rect.clamp(bounds)


class TooltipLayer:
    """Shows one tooltip after the mouse rested ``delay_ms`` on the same target.

    Each frame: ``update(mouse_pos, widgets)`` (topmost hovered widget with a ``tooltip``,
    enabled or not), then optionally ``show(text, pos)`` for a non-widget thing under the
    mouse (a board space...), then ``draw(surface)`` last. A target that stays the same keeps
    its timer; a new target restarts it."""

    def __init__(self, delay_ms: int = 400):
        self.delay_ms = delay_ms
        self._key = None
        self._since = 0
        self._before = (None, 0)
        self._target: tuple[str, tuple] | None = None
        self._tip: Tooltip | None = None
        self._avoid: list[pygame.Rect] = []       # the other controls' rects (``update``)
        self._around: pygame.Rect | None = None   # the hovered widget's rect

    def update(self, mouse_pos, widgets: Iterable = ()) -> None:
        """Look for the topmost widget under ``mouse_pos`` with a non-empty ``tooltip``
        (``widgets``: a group or any iterable, bottom to top). The tip is placed so as to
        cover none of the other controls among ``widgets`` where it can (``Tooltip.place``)."""
        self._before = (self._key, self._since)
        found = None
        widgets = list(widgets)
        for widget in reversed(widgets):
            tip = getattr(widget, "tooltip", None)
            if isinstance(widget, TextInput) and widget.has_focus:
                tip = None                  # being typed into: it needs no explaining
            if tip and widget.rect.collidepoint(mouse_pos):
                found = (("widget", id(widget), tip), tip, tuple(mouse_pos))
                self._around = widget.rect
                break
        else:
            self._around = None
        self._avoid = [w.rect for w in widgets if _is_control(w) and
                       not w.rect.collidepoint(mouse_pos)]
        self._set(found)

    def show(self, text: str, pos) -> None:
        """Ask for a tooltip ``text`` next to ``pos`` this frame (after the usual delay);
        call it each frame while the thing stays hovered."""
        self._set((("text", text), text, tuple(pos)))

    def hide(self) -> None:
        """Drop the current tooltip and its timer."""
        self._set(None)

    def _set(self, found) -> None:
        key = found[0] if found else None
        if key != self._key:
            self._since = self._before[1] if key == self._before[0] else pygame.time.get_ticks()
            self._key = key
        self._target = found

    def has_target(self) -> bool:
        """True while something with a tooltip is hovered (its delay may still run)."""
        return self._target is not None

    def current(self) -> Tooltip | None:
        """The tooltip to draw now (placed), or None while nothing is hovered or the delay
        has not passed."""
        if self._target is None or pygame.time.get_ticks() - self._since < self.delay_ms:
            return None
        _, text, pos = self._target
        if self._tip is None or self._tip.text != text:
            self._tip = Tooltip(text)
        around = self._around if self._target[0][0] == "widget" else None
        self._tip.place(pos, avoid=self._avoid, around=around)
        return self._tip

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tooltip, if one is due, on top of ``surface``."""
        tip = self.current()
        if tip is not None:
            surface.blit(tip.image, tip.rect)


# ----------------------------------------------------------------------------------- Modal
def _cut_message(body: pygame.Surface, height: int) -> pygame.Surface:
    """The top ``height`` px of ``body``, fading out over its last lines."""
    cut = body.subsurface((0, 0, body.get_width(), height)).copy()
    fade = min(height, 48)
    cut.blit(_fade((body.get_width(), fade), False), (0, height - fade),
             special_flags=pygame.BLEND_RGBA_MULT)
    return cut


class Modal:
    """A centred dialog over the dimmed screen: ``title``, wrapped ``message`` and a row of
    ``buttons`` ``(label, callback or None, style)``. A button closes the dialog, then runs
    its callback. While ``is_open``, ``handle_event`` consumes every event; Esc picks the
    last button (the cancel choice), Enter the first. Draw it last with ``draw(surface)``.
    ``bounds`` (default: the whole screen) is the area it is centred in and dims. The
    dialog grows wider than ``width`` if its buttons need it; a message too long for the
    screen shows its start (the buttons always stay on screen)."""

    PAD = 28
    GAP = 16
    BUTTON_MAX = 560          # px: a longer button label shrinks, then is cut

    def __init__(self, title: str, message: str, buttons: list[tuple[str, Callable | None, str]],
                 *, width: int = 520, bounds: pygame.Rect | None = None):
        self.is_open = True
        self.title, self.message = title, message       # the texts, for tests and logs
        self.bounds = pygame.Rect(bounds) if bounds is not None else _screen_rect()
        widths = [min(self.BUTTON_MAX, max(140, fonts.width(label, 22, True) + 44))
                  for label, _callback, _style in buttons]
        width = max(width, sum(widths) + self.GAP * (len(widths) - 1) + 2 * self.PAD)
        body = fonts.text(message, fonts.BODY, palette.INK, False, width - 2 * self.PAD, "center")
        title_h = fonts.line_height(Panel.TITLE_SIZE, title=True) + 16
        room = self.bounds.height - (18 + title_h + 24 + 52 + self.PAD) - 40
        if body.get_height() > room > 0:              # a message too long for the screen:
            body = _cut_message(body, room)           # its start, faded out
        height = 18 + title_h + body.get_height() + 24 + 52 + self.PAD
        self.panel = Panel(pygame.Rect(0, 0, width, height), title=title)
        self.panel.rect.center = self.bounds.center
        self._message = body
        self._message_pos = body.get_rect(midtop=(self.panel.rect.centerx, self.panel.rect.y + 18 + title_h))
        self.buttons = self._make_buttons(buttons, widths, self.panel.rect)
        self._shadow = None

    def _make_buttons(self, specs, widths: list[int], frame: pygame.Rect) -> list[Button]:
        x = frame.centerx - (sum(widths) + self.GAP * (len(widths) - 1)) // 2
        made = []
        for (label, callback, style), w in zip(specs, widths):
            made.append(Button((x, frame.bottom - self.PAD - 52, w, 52), label,
                               self._closing(callback), style=style))
            x += w + self.GAP
        return made

    def _closing(self, callback):
        def run():
            self.close()
            if callback is not None:
                callback()
        return run

    def close(self) -> None:
        """Close without running any callback."""
        self.is_open = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the dialog's buttons; True (consumed) whenever open."""
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key == pygame.K_ESCAPE:
                self.buttons[-1].activate()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[0].activate()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                break
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Dim ``surface`` and draw the dialog on it (nothing when closed)."""
        if not self.is_open:
            return
        if self._shadow is None:
            self._shadow = _soft_shadow(self.panel.rect.size, 12, 8)
        surface.blit(dim_layer(self.bounds.size), self.bounds)
        surface.blit(self._shadow, self.panel.rect.inflate(24, 24).move(0, 8))
        self.panel.draw(surface)
        surface.blit(self._message, self._message_pos)
        for button in self.buttons:
            button.draw(surface)
