"""The in-game menu (Esc): Resume, Save, Load, Rules, Settings, Quit to menu.

The game autosaves after every action, so leaving never asks about unsaved progress.
"""
from __future__ import annotations

import pygame

from games.engine.launch import session_record
from games.engine.scenes.base import UIScene
from saves import store
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, Panel

PANEL = pygame.Rect(470, 130, 340, 540)


class PauseScene(UIScene):
    """Overlay over ``board`` (a ``BoardSceneBase``)."""

    opaque = False

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.saved_as: str | None = None
        self.panels.append(Panel(PANEL, title="Game menu", style="parchment"))
        items = [("Resume", self.back, "primary"), ("Save", self.save, "secondary"),
                 ("Load", self.load, "secondary"), ("Rules", self.rules, "secondary"),
                 ("Settings", self.settings, "secondary"), ("Quit to menu", self.quit_to_menu, "danger")]
        y = PANEL.y + 74
        for label, callback, style in items:
            self.widgets.add(Button(pygame.Rect(PANEL.x + 40, y, PANEL.w - 80, 54), label,
                                    callback, style=style))
            y += 66

    def save(self) -> None:
        """Write a named save of the game as it is now."""
        try:
            path = store.save_named(session_record(self.board.session, "named"))
            self.saved_as = f"Saved: {path.name}"
        except (store.SaveError, OSError, ValueError) as exc:
            self.message("The game could not be saved", str(exc))

    def load(self) -> None:
        """The load screen."""
        from games.engine.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        """The rules of this game."""
        self.board.open_rules()

    def settings(self) -> None:
        """The settings scene."""
        from games.engine.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        """Back to the main menu; the game is already autosaved (Continue resumes it)."""
        from games.engine.scenes.menu import MainMenuScene
        self.app.reset(MainMenuScene(self.app))

    def draw_background(self, surface) -> None:
        dim = pygame.Surface((1280, 800), pygame.SRCALPHA)
        dim.fill(P.OVERLAY_DIM)
        surface.blit(dim, (0, 0))
        for panel in self.panels:
            panel.draw(surface)

    def draw_content(self, surface) -> None:
        note = self.saved_as or "Your game is saved automatically after every move."
        img = fonts.text(note, 18, P.TEXT_LIGHT)
        surface.blit(img, img.get_rect(midtop=(640, PANEL.bottom + 16)))
