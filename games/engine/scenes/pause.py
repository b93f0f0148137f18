"""The in-game menu (Esc): Resume, Save, Load, Rules, Settings, Quit to menu.

The game autosaves after every action, so leaving never asks about unsaved progress.
"""
from __future__ import annotations

import pygame

from games.engine.launch import session_record
from games.engine.scenes.base import OverlayScene
from saves import store
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, Panel

PANEL = pygame.Rect(470, 130, 340, 540)


class PauseScene(OverlayScene):
    """Overlay over ``board`` (a ``BoardSceneBase``)."""

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.saved_path = None
        self.save_button: Button | None = None
        self.panels.append(Panel(PANEL, title="Game menu", style="parchment"))
        items = [("Resume", self.back, "primary"), ("Save", self.save, "secondary"),
                 ("Load", self.load, "secondary"), ("Rules", self.rules, "secondary"),
                 ("Settings", self.settings, "secondary"), ("Quit to menu", self.quit_to_menu, "danger")]
        y = PANEL.y + 74
        for label, callback, style in items:
            button = Button(pygame.Rect(PANEL.x + 40, y, PANEL.w - 80, 54), label, callback,
                            style=style)
            self.widgets.add(button)
            if label == "Save":
                self.save_button = button
            y += 66

    def save(self) -> None:
        """Write a named save of the game as it is now."""
        try:
            self.saved_path = store.save_named(session_record(self.board.session, "named"))
        except (store.SaveError, OSError, ValueError) as exc:
            self.message("The game could not be saved", str(exc))
            return
        self.save_button.enabled = False          # nothing can change until you resume
        self.save_button.label = "Saved"
        self.save_button.tooltip = "This position is saved; it is in the Load list."

    def on_enter(self) -> None:
        """Back from the load screen: forget a save that was deleted there."""
        if self.saved_path is not None and not self.saved_path.exists():
            self.saved_path = None
            self.save_button.enabled, self.save_button.label = True, "Save"
            self.save_button.tooltip = None

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

    def draw_content(self, surface) -> None:
        note = (f"Saved as {self.saved_path.name}" if self.saved_path
                else "Your game is saved automatically after every move.")
        img = fonts.text(note, 18, P.TEXT_LIGHT)
        box = img.get_rect(midtop=(640, PANEL.bottom + 16)).inflate(24, 12)
        pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))
