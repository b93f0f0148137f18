"""``UIScene``: a scene made of shared widgets, with tooltips and an optional modal dialog."""
from __future__ import annotations

import pygame

from games.engine.app import Scene
from games.engine.i18n import _
from sprites import fonts
from sprites import palette as P
from sprites.widgets import (Modal, Panel, TextInput, TooltipLayer, WidgetGroup, dim_layer,
                             table_background)


class UIScene(Scene):
    """A scene whose interactive parts are widgets in ``self.widgets``.

    While ``self.modal`` is set, it receives every event (nothing beneath is clickable).
    ``back()`` is what Esc does (default: leave the scene). Subclasses draw their own
    content in ``draw_content`` between the background and the widgets.
    """

    title: str = ""          # shown translated (a class's title is marked with ``N_``)

    def __init__(self, app):
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.tooltips = TooltipLayer()
        self.modal: Modal | None = None
        self.panels: list[Panel] = []      # backgrounds, drawn under content and widgets
        self._tip_drawn = None             # the tooltip the last frame drew (None: none)

    def show_modal(self, modal: Modal) -> None:
        """Open ``modal`` above the scene."""
        self.modal = modal

    def close_modal(self) -> None:
        """Close the open dialog, if any."""
        self.modal = None

    def message(self, title: str, text: str) -> None:
        """Show a dialog with ``text`` and an OK button."""
        self.show_modal(Modal(title, text, [(_("OK"), self.close_modal, "primary")]))

    def back(self) -> None:
        """Esc: leave this scene."""
        self.app.pop()

    def handle_event(self, event) -> None:
        if self.modal and not self.modal.is_open:
            self.modal = None
        if self.modal:
            self.modal.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.handle_scene_event(event)

    def handle_scene_event(self, event) -> None:
        """Events when no dialog is open; default: the widgets get them."""
        self.widgets.handle_event(event)

    def accepts_key_repeat(self, event) -> bool:
        """A held key may repeat only as Backspace in a focused text field of this scene
        (never pressing a button)."""
        focused = TextInput.focused
        return (event.key == pygame.K_BACKSPACE and focused is not None
                and focused in self.widgets and not self.modal)

    def update(self, dt) -> None:
        """Tooltips of the top scene: a widget's, else ``hover_text`` for the thing under
        the mouse. A frame is asked for when the tooltip due differs from the one the last
        frame drew: also when only its delay ran out while the mouse rests (no event comes
        then, and the idle loop draws only when asked)."""
        if self.modal or self.app.top is not self:
            return
        pos = self.app.mouse_pos
        self.tooltips.update(pos, self.widgets)
        if self.tooltips.current() is None and not self.tooltips.has_target():
            text = self.hover_text(pos)
            if text:
                self.tooltips.show(text, pos)
        if self.tooltips.current() is not self._tip_drawn:
            self.app.request_redraw()

    def hover_text(self, pos) -> str | None:
        """What a tooltip says about the non-widget thing at ``pos`` (a board space, a
        card...), or None (subclasses)."""
        return None

    def title_text(self) -> str:
        """The heading drawn at the top of the scene: ``title`` translated ("" for none).
        A scene whose heading holds a name (the game being set up) builds it here."""
        return _(self.title) if self.title else ""

    def draw_background(self, surface) -> None:
        """Felt table, the scene's heading (``title_text``) at the top and its ``panels``."""
        surface.blit(table_background((1280, 800)), (0, 0))
        heading = self.title_text()
        if heading:
            draw_heading(surface, heading, 62)
        for panel in self.panels:
            panel.draw(surface)

    def draw_content(self, surface) -> None:
        """Scene-specific drawing under the widgets."""

    def draw_front(self, surface) -> None:
        """Scene-specific drawing over the widgets (under a dialog and the tooltips)."""

    def draw(self, surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        self.widgets.draw(surface)
        self.draw_front(surface)
        self._tip_drawn = None
        if self.modal and self.modal.is_open:
            self.modal.draw(surface)
        elif self.app.top is self:
            self._tip_drawn = self.tooltips.current()
            self.tooltips.draw(surface)


class OverlayScene(UIScene):
    """A ``UIScene`` shown over the scene beneath it, which is dimmed."""

    opaque = False

    def draw_background(self, surface) -> None:
        surface.blit(dim_layer(surface.get_size()), (0, 0))
        for panel in self.panels:
            panel.draw(surface)


class ZoomScene(OverlayScene):
    """Shows one picture large (a card to read) over the dimmed scene; any click or key
    closes it."""

    shown_in_replay = True

    def __init__(self, app, image: pygame.Surface, caption: str = ""):
        super().__init__(app)
        self.image, self.caption = image, caption

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.pop()

    def draw_content(self, surface) -> None:
        rect = self.image.get_rect(center=(640, 380))
        surface.blit(self.image, rect)
        text = self.caption or _("Click anywhere to close.")
        img = fonts.fit(text, 20, P.TEXT_LIGHT, 1000)
        surface.blit(img, img.get_rect(midtop=(640, rect.bottom + 16)))


HEADING_WIDTH = 1180     # px: titles and headings shrink (then are cut) to fit this


def draw_title(surface: pygame.Surface, title: str, subtitle: str | None, y: int) -> None:
    """A large gold title with a shadow, centred at height ``y``, and an optional subtitle;
    both shrink to fit the screen's width."""
    shadow = fonts.fit(title, 76, (0, 0, 0), HEADING_WIDTH, minimum=40, title=True)
    main = fonts.fit(title, 76, P.GOLD_LIGHT, HEADING_WIDTH, minimum=40, title=True)
    rect = main.get_rect(center=(640, y))
    surface.blit(shadow, rect.move(3, 4))
    surface.blit(main, rect)
    if subtitle:
        sub = fonts.fit(subtitle, 26, P.TEXT_LIGHT, HEADING_WIDTH, minimum=18)
        surface.blit(sub, sub.get_rect(center=(640, y + 62)))


def draw_heading(surface: pygame.Surface, text: str, y: int) -> None:
    """A scene heading (smaller than the title) centred at height ``y``; it shrinks to fit
    the screen's width (any text: a title from a save may be long)."""
    shadow = fonts.fit(text, 48, (0, 0, 0), HEADING_WIDTH, minimum=28, title=True)
    main = fonts.fit(text, 48, P.GOLD_LIGHT, HEADING_WIDTH, minimum=28, title=True)
    rect = main.get_rect(center=(640, y))
    surface.blit(shadow, rect.move(2, 3))
    surface.blit(main, rect)
