"""Text and frame widgets: ``Label`` (one text in a rect), ``Panel`` (a framed background
with an optional title, opaque to the mouse) and ``ScrollText`` (scrollable formatted
blocks, e.g. rules and the game log).
"""
from __future__ import annotations

import bisect
from typing import Iterable

import pygame

from sprites import fonts, palette
from sprites.widget_art import _fade, _fit_text, _new, ornament_rule, panel_surface
from sprites.widget_base import Widget


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

    A block is measured when added, so ``append`` (the game log) costs one block; only
    the blocks in view are drawn (their text from ``fonts``' cache, which is bounded), so
    a log of thousands of lines keeps no surface per line (a long Labirynt game once
    held ~100 MB of them). ``mark(first, end)`` lays a band behind blocks ``first:end``
    (the action a replay shows), ``show_block`` scrolls one into view and ``truncate``
    drops the blocks after the first ``count``. Raises ``KeyError`` for an unknown kind or
    style."""

    PAD = 8
    BAR = 12
    KINDS = {  # kind -> (size offset, bold, colour role, space before, indent)
        "h1": (12, True, "head", 18, 0), "h2": (5, True, "head", 14, 0), "p": (0, False, "ink", 8, 0),
        "bullet": (0, False, "ink", 4, 26), "note": (-2, False, "muted", 8, 16),
    }
    COLOURS = {
        "parchment": {"head": (112, 52, 20), "ink": palette.INK, "muted": palette.INK_MUTED,
                      "bar": (*palette.INK, 40), "thumb": palette.GOLD_DARK,
                      "mark": (*palette.GOLD, 110)},
        "dark": {"head": palette.GOLD_LIGHT, "ink": palette.TEXT_LIGHT, "muted": palette.TEXT_MUTED,
                 "bar": (255, 255, 255, 40), "thumb": palette.GOLD,
                 "mark": (*palette.GOLD_DARK, 150)},
    }

    def __init__(self, rect, blocks: Iterable[tuple[str, str]], *, size: int = fonts.BODY,
                 style: str = "parchment"):
        super().__init__(rect)
        self.size, self.colours = size, self.COLOURS[style]
        self.offset = 0
        self._version = 0
        self._drag: int | None = None
        self.marked: tuple[int, int] = (0, 0)     # blocks first:end drawn on a band
        self.set_blocks(blocks)

    # --- content
    def set_blocks(self, blocks: Iterable[tuple[str, str]]) -> None:
        """Replace all text with ``blocks`` and scroll to the top."""
        self._tops: list[int] = []
        self._blocks: list[tuple[str, str]] = []     # (kind, text), measured, drawn in view
        self.content_height = 0
        self._version += 1
        for kind, text in blocks:
            self._add(kind, text)
        self.offset = 0

    @property
    def blocks(self) -> list[tuple[str, str]]:
        """The ``(kind, text)`` blocks shown, in order (a copy)."""
        return list(self._blocks)

    def append(self, kind: str, text: str) -> None:
        """Add one block at the end; if the view was at the end it stays there."""
        follow = self.offset >= self.max_offset
        self._add(kind, text)
        self._version += 1
        if follow:
            self.scroll_to_end()

    def truncate(self, count: int) -> None:
        """Keep only the first ``count`` blocks (the scroll offset is clamped)."""
        if count >= len(self._blocks):
            return
        count = max(0, count)
        self.content_height = (self._tops[count - 1] + self._body(*self._blocks[count - 1])[0]
                               .get_height()) if count else 0
        del self._tops[count:], self._blocks[count:]
        self._version += 1
        self.offset = min(self.offset, self.max_offset)

    def mark(self, first: int, end: int) -> None:
        """Draw blocks ``first:end`` on a band (``(0, 0)``: none)."""
        if (first, end) != self.marked:
            self.marked = (first, end)
            self._version += 1

    def show_block(self, index: int) -> None:
        """Scroll so that block ``index`` (and what follows it, as far as fits) is in
        view, with a few lines before it when the text allows; the last block for an
        index past the end."""
        if not self._blocks:
            return
        index = max(0, min(index, len(self._blocks) - 1))
        top = self._tops[index]
        bottom = self._tops[index + 1] if index + 1 < len(self._tops) else self.content_height
        if top < self.offset or bottom > self.offset + self.view_height:
            lead = self.view_height // 3 if bottom - top < self.view_height // 2 else 0
            self.offset = max(0, min(self.max_offset, top - lead))

    def _add(self, kind: str, text: str) -> None:
        height = self._body(kind, text)[0].get_height()
        top = self.content_height + (self.KINDS[kind][3] if self._blocks else 0)
        self._tops.append(top)
        self._blocks.append((kind, text))
        self.content_height = top + height

    def _body(self, kind: str, text: str) -> tuple[pygame.Surface, int, int]:
        """A block's text surface (from the fonts' cache), its indent and font size."""
        grow, bold, role, _before, indent = self.KINDS[kind]
        size = max(fonts.SMALL, self.size + grow)
        width = self.rect.width - 2 * self.PAD - self.BAR - indent
        body = fonts.text(text, size, self.colours[role], bold, width, title=kind in ("h1", "h2"))
        return body, indent, size

    def _draw_block(self, surface: pygame.Surface, kind: str, text: str, y: int) -> None:
        body, indent, size = self._body(kind, text)
        surface.blit(body, (self.PAD + indent, y))
        if kind == "bullet":
            dot = fonts.text("\u2022", size, self.colours["head"], True)
            surface.blit(dot, (self.PAD + 6, y))
        elif kind == "note":
            pygame.draw.rect(surface, self.colours["thumb"],
                             (self.PAD, y + 2, 4, body.get_height() - 4))

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
        for index, (top, (kind, text)) in enumerate(zip(self._tops[first:],
                                                          self._blocks[first:]), first):
            y = top - self.offset + self.PAD
            if y > self.rect.height:
                break
            if self.marked[0] <= index < self.marked[1]:
                height = self._body(kind, text)[0].get_height()
                band = pygame.Rect(2, y - 3, self.rect.width - self.BAR - 6, height + 6)
                pygame.draw.rect(surface, self.colours["mark"], band, border_radius=6)
            self._draw_block(surface, kind, text, y)
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
