"""The shared widgets of every scene: buttons, labels, panels, scrolling text, tooltips,
modal dialogs, selectors, text input, checkboxes and dice.

Every widget is a ``pygame.sprite.Sprite`` with ``rect`` (logical 1280x800 coordinates) and
``image``. ``image`` is re-rendered only when the widget's visible state changes (hover,
pressed, enabled, text, value...): each widget lists that state in ``_state()`` and the
``image`` property compares it with the state last drawn. Keep widgets in a
``WidgetGroup`` (a ``LayeredUpdates``) and give it every event: ``handle_event`` returns
True when a widget consumed the event. Callbacks take no arguments, except ``on_change``
callbacks, which get the new value.
"""
from __future__ import annotations

import bisect
import random
from functools import lru_cache
from typing import Callable, Iterable

import pygame

from sprites import fonts, palette
from sprites.pawns import supersampled

LOGICAL_SIZE = (1280, 800)
RADIUS = 8  # corner radius of buttons and boxes


# ------------------------------------------------------------------------- drawing helpers
def _screen_rect() -> pygame.Rect:
    screen = pygame.display.get_surface()
    return screen.get_rect() if screen is not None else pygame.Rect((0, 0), LOGICAL_SIZE)


def _new(size) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _gradient(size, top, bottom) -> pygame.Surface:
    """A vertical gradient from colour ``top`` to ``bottom`` (RGB or RGBA), ``size`` px."""
    tiny = pygame.Surface((1, 2), pygame.SRCALPHA)
    tiny.set_at((0, 0), top)
    tiny.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(tiny, size)


def _vignette(size, strength: int) -> pygame.Surface:
    """A dark edge overlay, transparent in the middle, ``strength`` = alpha at the corners."""
    w, h = 24, 16
    tiny = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = ((x - (w - 1) / 2) / (w / 2)) ** 2 + ((y - (h - 1) / 2) / (h / 2)) ** 2
            tiny.set_at((x, y), (0, 0, 0, int(strength * min(1.0, d / 2) ** 1.5)))
    return pygame.transform.smoothscale(tiny, size)


def _speckle(surface: pygame.Surface, colours, count: int, seed: int, max_size: int = 3) -> None:
    """Scatter ``count`` small translucent specks (texture) over ``surface``, reproducibly."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    specks: dict[tuple, pygame.Surface] = {}
    blits = []
    for _ in range(count):
        key = (rng.randint(1, max_size), rng.choice(colours))
        speck = specks.get(key)
        if speck is None:
            speck = specks[key] = pygame.Surface(key[0:1] * 2, pygame.SRCALPHA)
            speck.fill(key[1])
        blits.append((speck, (rng.randrange(w), rng.randrange(h))))
    surface.blits(blits, doreturn=False)


def _grain(surface: pygame.Surface, seed: int, colour=(0, 0, 0), alpha: int = 26) -> None:
    """Wavy horizontal wood-grain lines over ``surface``."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    for _ in range(max(4, h // 5)):
        y0, amp, phase = rng.uniform(0, h), rng.uniform(1, 4), rng.uniform(0, 6.28)
        points = [(x, y0 + amp * pygame.math.Vector2(1, 0).rotate_rad(phase + x / 90).y)
                  for x in range(0, w + 40, 40)]
        pygame.draw.aalines(surface, (*colour, rng.randint(alpha // 2, alpha)), False, points)


@lru_cache(maxsize=8)
def table_background(size: tuple[int, int] = LOGICAL_SIZE, rim: int = 14) -> pygame.Surface:
    """The table: green felt with a soft texture and vignette, framed by a wooden rim
    ``rim`` px wide (0 for none). Cached; blit it first each frame, never draw on it."""
    surface = pygame.Surface(size)
    surface.fill(palette.FELT)
    tile = pygame.Surface((256, 256), pygame.SRCALPHA)       # felt texture, tiled
    _speckle(tile, [(*palette.FELT_DARK, 60), (*palette.FELT_LIGHT, 50)], 256 * 256 // 200, 7, 2)
    surface.blits([(tile, (x, y)) for x in range(0, size[0], 256) for y in range(0, size[1], 256)],
                  doreturn=False)
    surface.blit(_vignette(size, 150), (0, 0))
    if rim:
        strip = pygame.Surface((size[0], 100), pygame.SRCALPHA)   # wood grain, tiled down
        strip.fill(palette.WOOD)
        _grain(strip, 11, alpha=60)
        wood = pygame.Surface(size, pygame.SRCALPHA)
        wood.blits([(strip, (0, y)) for y in range(0, size[1], 100)], doreturn=False)
        inner = pygame.Rect(0, 0, size[0], size[1]).inflate(-2 * rim, -2 * rim)
        pygame.draw.rect(wood, (0, 0, 0, 0), inner, border_radius=RADIUS * 2)
        surface.blit(wood, (0, 0))
        pygame.draw.rect(surface, palette.WOOD_DARK, inner.inflate(4, 4), 3, border_radius=RADIUS * 2)
        pygame.draw.rect(surface, palette.GOLD_DARK, inner.inflate(8, 8), 1, border_radius=RADIUS * 2 + 2)
    return surface.convert() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=64)
def panel_surface(size: tuple[int, int], style: str = "parchment") -> pygame.Surface:
    """A framed panel background of ``size`` px: "parchment" (light, ink text) or "dark"
    (dark wood, light text). Cached and shared. Raises ``KeyError`` for another style."""
    fill, edge, line = {"parchment": (palette.PARCHMENT, palette.WOOD_DARK, palette.GOLD_DARK),
                        "dark": ((58, 40, 26), palette.WOOD_DARK, palette.GOLD)}[style]
    surface = _new(size)
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=RADIUS + 4)
    body = _new(rect.inflate(-8, -8).size)
    body.fill(fill)
    if style == "parchment":
        body.blit(_gradient(body.get_size(), (255, 255, 255, 40), (120, 80, 30, 40)), (0, 0))
        specks = [(*palette.PARCHMENT_EDGE, 50), (255, 255, 255, 60)]
        _speckle(body, specks, body.get_width() * body.get_height() // 300, 3)
    else:
        _grain(body, 5, alpha=40)
    body.blit(_vignette(body.get_size(), 110 if style == "parchment" else 140), (0, 0))
    mask = _new(body.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=RADIUS)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(body, (4, 4))
    pygame.draw.rect(surface, line, rect.inflate(-12, -12), 2, border_radius=RADIUS - 2)
    return surface


def ornament_rule(surface: pygame.Surface, y: int, x0: int, x1: int, colour) -> None:
    """Draw a thin horizontal rule from ``x0`` to ``x1`` at ``y`` with a small diamond in the
    middle (used under titles)."""
    mid = (x0 + x1) // 2
    pygame.draw.line(surface, colour, (x0, y), (mid - 10, y), 2)
    pygame.draw.line(surface, colour, (mid + 10, y), (x1, y), 2)
    pygame.draw.polygon(surface, colour, [(mid, y - 5), (mid + 6, y), (mid, y + 5), (mid - 6, y)])


def _fit_text(s: str, size: int, colour, width: int, bold: bool = True, minimum: int = 18,
              title: bool = False) -> pygame.Surface:
    """``fonts.fit`` with bold as the widgets' default."""
    return fonts.fit(s, size, colour, width, bold=bold, minimum=minimum, title=title)


def _arrow(surface: pygame.Surface, centre, direction: int, colour, half: int = 7) -> None:
    """A filled triangle pointing left (direction -1) or right (+1); the font has no ◀ ▶."""
    cx, cy = centre
    tip, back = cx + direction * half, cx - direction * half
    pygame.draw.polygon(surface, colour, [(tip, cy), (back, cy - half), (back, cy + half)])


@lru_cache(maxsize=32)
def _soft_shadow(size: tuple[int, int], margin: int, blur: int) -> pygame.Surface:
    """A blurred dark rounded rectangle of ``size``, in a surface ``margin`` px larger on
    every side (blit it at ``rect.inflate(2 * margin, 2 * margin)``, shifted down)."""
    shadow = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 120), (margin, margin, *size), border_radius=margin)
    return pygame.transform.gaussian_blur(shadow, blur)


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
    and shows its tooltip (use it to say why it is disabled).
    Raises ``KeyError`` for an unknown style."""

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None, *,
                 enabled: bool = True, tooltip: str | None = None, style: str = "primary",
                 hotkey: int | None = None, size: int = 22):
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        if style not in palette.BUTTON:
            raise KeyError(f"unknown button style {style!r}")
        self.label, self.on_click, self.style, self.hotkey, self.size = label, on_click, style, hotkey, size

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
        return (self.label, self.style, self.pressed and self.hovered, self.size)

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
        label = _fit_text(self.label, self.size, ink, w - 20)
        surface.blit(label, label.get_rect(center=top.center))
        return surface


# ----------------------------------------------------------------------------------- Label
class Label(Widget):
    """Text in ``rect``: ``size`` px (>= 18 for body text), ``colour`` (default ink, for
    parchment; use ``palette.TEXT_LIGHT`` on felt/wood), ``align`` "left"/"center"/"right",
    ``valign`` "top"/"middle"/"bottom", wrapped at the rect width when ``wrap``. Text that
    does not fit is clipped. Change it with ``set_text``."""

    def __init__(self, rect, text: str, *, size: int = fonts.BODY, colour=None, align: str = "left",
                 bold: bool = False, wrap: bool = True, valign: str = "middle"):
        super().__init__(rect)
        self.text, self.size, self.bold, self.wrap = text, size, bold, wrap
        self.colour = palette.INK if colour is None else colour
        self.align, self.valign = align, valign

    def set_text(self, text: str) -> None:
        """Show ``text`` instead (re-rendered at the next draw only if it differs)."""
        self.text = text

    def _state(self):
        return (self.text, self.size, tuple(self.colour), self.align, self.valign, self.bold, self.wrap)

    def _render(self) -> pygame.Surface:
        surface = _new(self.rect.size)
        wrap = self.rect.width if self.wrap else 0
        rendered = fonts.text(self.text, self.size, self.colour, self.bold, wrap, self.align)
        free_w, free_h = self.rect.width - rendered.get_width(), self.rect.height - rendered.get_height()
        x = {"left": 0, "center": free_w // 2, "right": free_w}[self.align]
        y = {"top": 0, "middle": free_h // 2, "bottom": free_h}[self.valign]
        surface.blit(rendered, (x, max(0, y)))
        return surface


# ----------------------------------------------------------------------------------- Panel
class Panel(Widget):
    """A framed panel background (``style`` "parchment" or "dark"), with an optional
    ``title`` drawn at the top over an ornamental rule. ``content_rect`` is the area below
    the title, inside the frame. It is opaque to the mouse: clicks and wheel turns on it
    are consumed (after the widgets above it had their turn), so they never reach what
    lies beneath (the board)."""

    TITLE_SIZE = 28

    def __init__(self, rect, *, title: str | None = None, style: str = "parchment"):
        super().__init__(rect)
        self.title, self.style = title, style
        head = 16 + fonts.line_height(self.TITLE_SIZE, title=True) + 16 if title else 16
        self.content_rect = pygame.Rect(self.rect.x + 20, self.rect.y + head,
                                        self.rect.width - 40, self.rect.height - head - 16)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Consume mouse buttons and wheel turns over the panel."""
        super().handle_event(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.rect.collidepoint(event.pos)
        return event.type == pygame.MOUSEWHEEL and self.hovered

    def _state(self):
        return (self.title, self.style)

    def _render(self) -> pygame.Surface:
        surface = panel_surface(self.rect.size, self.style).copy()
        if self.title:
            ink = palette.INK if self.style == "parchment" else palette.GOLD_LIGHT
            rule = palette.GOLD_DARK if self.style == "parchment" else palette.GOLD
            title = _fit_text(self.title, self.TITLE_SIZE, ink, self.rect.width - 48, title=True)
            surface.blit(title, title.get_rect(midtop=(self.rect.width // 2, 16)))
            y = 16 + fonts.line_height(self.TITLE_SIZE, title=True) + 4
            ornament_rule(surface, y, 32, self.rect.width - 32, rule)
        return surface


# ------------------------------------------------------------------------------ ScrollText
class ScrollText(Widget):
    """Scrollable formatted text: ``blocks`` is a list of ``(kind, text)``, kind one of
    "h1", "h2", "p", "bullet", "note"; wrapped to the width; scrolled by the mouse wheel,
    by dragging the scrollbar thumb or clicking its track. Transparent background: put it
    on a ``Panel`` of the same ``style`` ("parchment" = ink text, "dark" = light text).

    Blocks are rendered once when added, so ``append`` (the game log) costs one block.
    Raises ``KeyError`` for an unknown kind or style."""

    PAD = 8
    BAR = 12
    KINDS = {  # kind -> (size offset, bold, colour role, space before, indent)
        "h1": (12, True, "head", 18, 0), "h2": (5, True, "head", 14, 0), "p": (0, False, "ink", 8, 0),
        "bullet": (0, False, "ink", 4, 26), "note": (-2, False, "muted", 8, 16),
    }
    COLOURS = {
        "parchment": {"head": (112, 52, 20), "ink": palette.INK, "muted": palette.INK_MUTED,
                      "bar": (*palette.INK, 40), "thumb": palette.GOLD_DARK},
        "dark": {"head": palette.GOLD_LIGHT, "ink": palette.TEXT_LIGHT, "muted": palette.TEXT_MUTED,
                 "bar": (255, 255, 255, 40), "thumb": palette.GOLD},
    }

    def __init__(self, rect, blocks: Iterable[tuple[str, str]], *, size: int = fonts.BODY,
                 style: str = "parchment"):
        super().__init__(rect)
        self.size, self.colours = size, self.COLOURS[style]
        self.offset = 0
        self._version = 0
        self._drag: int | None = None
        self.set_blocks(blocks)

    # --- content
    def set_blocks(self, blocks: Iterable[tuple[str, str]]) -> None:
        """Replace all text with ``blocks`` and scroll to the top."""
        self._tops: list[int] = []
        self._surfaces: list[pygame.Surface] = []
        self.content_height = 0
        self._version += 1
        for kind, text in blocks:
            self._add(kind, text)
        self.offset = 0

    def append(self, kind: str, text: str) -> None:
        """Add one block at the end; if the view was at the end it stays there."""
        follow = self.offset >= self.max_offset
        self._add(kind, text)
        self._version += 1
        if follow:
            self.scroll_to_end()

    def _add(self, kind: str, text: str) -> None:
        grow, bold, role, before, indent = self.KINDS[kind]
        size = max(fonts.SMALL, self.size + grow)
        width = self.rect.width - 2 * self.PAD - self.BAR - indent
        body = fonts.text(text, size, self.colours[role], bold, width, title=kind in ("h1", "h2"))
        block = _new((indent + body.get_width(), body.get_height()))
        block.blit(body, (indent, 0))
        if kind == "bullet":
            dot = fonts.text("\u2022", size, self.colours["head"], True)
            block.blit(dot, (6, 0))
        elif kind == "note":
            pygame.draw.rect(block, self.colours["thumb"], (0, 2, 4, body.get_height() - 4))
        top = self.content_height + (before if self._surfaces else 0)
        self._tops.append(top)
        self._surfaces.append(block)
        self.content_height = top + block.get_height()

    # --- scrolling
    @property
    def view_height(self) -> int:
        """Height in px of the visible text area."""
        return self.rect.height - 2 * self.PAD

    @property
    def max_offset(self) -> int:
        """Largest scroll offset (0 when everything fits)."""
        return max(0, self.content_height - self.view_height)

    def scroll_by(self, px: int) -> None:
        """Scroll down by ``px`` (negative: up), clamped to the content."""
        self.offset = max(0, min(self.max_offset, self.offset + int(px)))

    def scroll_to_end(self) -> None:
        """Show the last lines."""
        self.offset = self.max_offset

    def _thumb(self) -> pygame.Rect | None:
        """Scrollbar thumb in widget coordinates, or None when nothing scrolls."""
        if not self.max_offset:
            return None
        track = self.rect.height - 2 * self.PAD
        h = max(36, track * self.view_height // self.content_height)
        y = self.PAD + (track - h) * self.offset // self.max_offset
        return pygame.Rect(self.rect.width - self.BAR, y, self.BAR, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the text, scrollbar drag and track clicks; True if consumed."""
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_by(-event.y * 3 * fonts.line_height(self.size))
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press_bar(event.pos)
        return False

    def _press_bar(self, pos) -> bool:
        thumb = self._thumb()
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        if thumb is None or not self.rect.collidepoint(pos) or local[0] < thumb.x - 4:
            return False
        if thumb.collidepoint(thumb.x, local[1]):
            self._drag = local[1] - thumb.y
        else:
            self.scroll_by(self.view_height if local[1] > thumb.y else -self.view_height)
        return True

    def _drag_to(self, y: int) -> None:
        thumb = self._thumb()
        if thumb is None:
            return
        track = self.rect.height - 2 * self.PAD - thumb.height
        top = y - self.rect.y - self._drag - self.PAD
        self.offset = max(0, min(self.max_offset, round(top * self.max_offset / max(1, track))))

    # --- drawing
    def _state(self):
        return (self._version, self.offset, self._drag is not None)

    def _render(self) -> pygame.Surface:
        surface = _new(self.rect.size)
        first = max(0, bisect.bisect_right(self._tops, self.offset) - 1)
        for top, block in zip(self._tops[first:], self._surfaces[first:]):
            y = top - self.offset + self.PAD
            if y > self.rect.height:
                break
            surface.blit(block, (self.PAD, y))
        self._fade_edges(surface)
        thumb = self._thumb()
        if thumb is not None:
            track = pygame.Rect(thumb.x, self.PAD, self.BAR, self.rect.height - 2 * self.PAD)
            pygame.draw.rect(surface, self.colours["bar"], track, border_radius=self.BAR // 2)
            colour = self.colours["thumb"]
            if self._drag is not None:
                colour = palette.shade(colour, 1.2)
            pygame.draw.rect(surface, colour, thumb, border_radius=self.BAR // 2)
        return surface


    def _fade_edges(self, surface: pygame.Surface) -> None:
        """Fade the text out towards an edge beyond which there is more to scroll to."""
        w = self.rect.width - self.BAR
        if self.offset > 0:
            surface.blit(_fade((w, self.PAD * 3), True), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if self.offset < self.max_offset:
            surface.blit(_fade((w, self.PAD * 3), False), (0, self.rect.height - self.PAD * 3),
                         special_flags=pygame.BLEND_RGBA_MULT)


@lru_cache(maxsize=16)
def _fade(size: tuple[int, int], top: bool) -> pygame.Surface:
    """An alpha ramp (white, transparent at the ``top`` or bottom edge) for BLEND_RGBA_MULT."""
    clear, solid = (255, 255, 255, 0), (255, 255, 255, 255)
    return _gradient(size, clear, solid) if top else _gradient(size, solid, clear)


# -------------------------------------------------------------------------------- Tooltips
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

    def place(self, anchor, bounds: pygame.Rect | None = None) -> None:
        """Move next to ``anchor`` (x, y) within ``bounds`` (default: the screen)."""
        bounds = bounds or _screen_rect()
        self.rect.topleft = (anchor[0] + 16, anchor[1] + 22)
        if self.rect.right > bounds.right:
            self.rect.right = anchor[0] - 8
        if self.rect.bottom > bounds.bottom:
            self.rect.bottom = anchor[1] - 8
        self.rect.clamp_ip(bounds)


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

    def update(self, mouse_pos, widgets: Iterable = ()) -> None:
        """Look for the topmost widget under ``mouse_pos`` with a non-empty ``tooltip``
        (``widgets``: a group or any iterable, bottom to top)."""
        self._before = (self._key, self._since)
        found = None
        for widget in reversed(list(widgets)):
            tip = getattr(widget, "tooltip", None)
            if tip and widget.rect.collidepoint(mouse_pos):
                found = (("widget", id(widget), tip), tip, tuple(mouse_pos))
                break
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
        self._tip.place(pos)
        return self._tip

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tooltip, if one is due, on top of ``surface``."""
        tip = self.current()
        if tip is not None:
            surface.blit(tip.image, tip.rect)


# ----------------------------------------------------------------------------------- Modal
@lru_cache(maxsize=4)
def dim_layer(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark sheet of ``size`` px that dims what lies beneath a dialog or an
    overlay scene (made once per size)."""
    layer = _new(size)
    layer.fill(palette.OVERLAY_DIM)
    return layer


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

    def __init__(self, title: str, message: str, buttons: list[tuple[str, Callable | None, str]],
                 *, width: int = 520, bounds: pygame.Rect | None = None):
        self.is_open = True
        self.title, self.message = title, message       # the texts, for tests and logs
        self.bounds = pygame.Rect(bounds) if bounds is not None else _screen_rect()
        widths = [min(420, max(140, fonts.width(label, 22, True) + 44)) for label, _, _ in buttons]
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
    characters, like typing."""

    focused: "TextInput | None" = None

    def __init__(self, rect, text: str = "", *, max_len: int = 16,
                 on_change: Callable[[str], None] | None = None, size: int = 22,
                 placeholder: str = "", tooltip: str | None = None):
        super().__init__(rect, tooltip=tooltip)
        # only printable text, as typing gives (a title from a save may hold anything)
        self.text = "".join(ch for ch in str(text) if ch.isprintable())[:max_len]
        self.max_len, self.on_change = max_len, on_change
        self.size, self.placeholder = size, placeholder
        self.all_selected = False          # Ctrl+A: the next key replaces the whole text

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
            typed = "".join(ch for ch in event.text if ch.isprintable())
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


# ------------------------------------------------------------------------------------- Die
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _check_face(sides: int, value: int) -> None:
    if sides not in (6, 8) or not 1 <= value <= sides:
        raise ValueError(f"no face {value} on a d{sides}")


@lru_cache(maxsize=64)
def die_face(sides: int, value: int, size: int) -> pygame.Surface:
    """A die face ``size`` px square: d6 ivory with pips, d8 a red octagon with the number.
    Raises ``ValueError`` for other ``sides`` or a ``value`` outside 1..sides."""
    _check_face(sides, value)

    def paint(big, k):
        s, c = size * k, size * k / 2
        if sides == 6:
            radius = round(s * 0.16)
            pygame.draw.rect(big, palette.INK, (0, 0, s, s), border_radius=radius + 2 * k)
            pygame.draw.rect(big, (222, 212, 188), (2 * k, 2 * k, s - 4 * k, s - 4 * k), border_radius=radius)
            pygame.draw.rect(big, (252, 247, 234), (3 * k, 3 * k, s - 7 * k, s - 9 * k), border_radius=radius)
            for px, py in PIPS[value]:
                pygame.draw.circle(big, palette.INK, (c + px * s * 0.26, c + py * s * 0.26), s * 0.085)
        else:
            corners = ((-0.42, -1), (0.42, -1), (1, -0.42), (1, 0.42),
                       (0.42, 1), (-0.42, 1), (-1, 0.42), (-1, -0.42))
            octagon = [(c + c * dx, c + c * dy) for dx, dy in corners]
            pygame.draw.polygon(big, palette.INK, octagon)
            inner = [(c + (x - c) * 0.9, c + (y - c) * 0.9) for x, y in octagon]
            pygame.draw.polygon(big, (150, 34, 36), inner)
            facet = [(c + (x - c) * 0.62, c + (y - c) * 0.62) for x, y in octagon]
            pygame.draw.polygon(big, (178, 50, 48), facet)
            for a, b in zip(inner, facet):
                pygame.draw.line(big, (120, 26, 28), a, b, k)

    face = supersampled((size, size), paint)
    if sides == 8:
        number = fonts.text(str(value), round(size * 0.5), palette.TEXT_LIGHT, True)
        face.blit(number, number.get_rect(center=(size // 2, size // 2 + 1)))
    return face


class Die(Widget):
    """A d6 (pips) or d8 (number) showing ``value``. ``roll(final_value, duration_ms)``
    animates tumbling random faces and lands on ``final_value`` (the value is the caller's:
    this only animates); advance it with ``update(dt_ms)``. ``seed`` makes the tumbling
    repeatable (screenshots). Raises ``ValueError`` for a bad ``sides`` or value."""

    FLIP_MS = 70

    def __init__(self, rect, sides: int = 6, value: int = 1, *, tooltip: str | None = None,
                 seed: int | None = None):
        super().__init__(rect, tooltip=tooltip)
        _check_face(sides, value)
        self.sides = sides
        self.value, self.shown, self.angle = value, value, 0
        self._left = 0
        self._since_flip = 0
        self._on_done: Callable[[], None] | None = None
        self._rng = random.Random(seed)  # only picks the tumbling faces, never the result

    @property
    def rolling(self) -> bool:
        """True while the roll animation runs."""
        return self._left > 0

    def roll(self, final_value: int, duration_ms: int = 800,
             on_done: Callable[[], None] | None = None) -> None:
        """Start tumbling for ``duration_ms``; then show ``final_value`` and call ``on_done``."""
        _check_face(self.sides, final_value)
        self.value, self._left, self._on_done = final_value, max(1, duration_ms), on_done
        self._since_flip = self.FLIP_MS

    def update(self, dt: float = 0, *args) -> None:
        """Advance the animation by ``dt`` milliseconds."""
        if not self.rolling:
            return
        self._left -= dt
        self._since_flip += dt
        if self._left <= 0:
            self._left, self.shown, self.angle = 0, self.value, 0
            if self._on_done is not None:
                done, self._on_done = self._on_done, None
                done()
        elif self._since_flip >= self.FLIP_MS:
            self._since_flip = 0
            faces = [v for v in range(1, self.sides + 1) if v != self.shown]
            self.shown, self.angle = self._rng.choice(faces), self._rng.uniform(-14, 14)

    def _state(self):
        return (self.shown, round(self.angle))

    def _render(self) -> pygame.Surface:
        size = round(min(self.rect.size) * 0.8)
        face = die_face(self.sides, self.shown, size)
        if self.angle:
            face = pygame.transform.rotozoom(face, self.angle, 1)
        surface = _new(self.rect.size)
        shadow = _soft_shadow((size - 8, size - 8), 6, 4)
        centre = surface.get_rect().center
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 5)))
        surface.blit(face, face.get_rect(center=centre))
        return surface


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
