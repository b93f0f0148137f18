"""The main menu: Continue, New game, Load game, Rules, Statistics, Settings, Quit.

Below the buttons it says, in plain words, whatever keeps the app from using the user's
folders (settings or saves that cannot be read or written) and when Continue passes over
a newer autosave that cannot be read.
"""
from __future__ import annotations

import re

import pygame

from games.engine import i18n
from games.engine import settings as settings_file
from games.engine.i18n import N_, _
from games.engine.paths import APP_TITLE
from games.engine.scenes.base import UIScene, draw_title
from saves import store
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button

BUTTON_W, BUTTON_H, GAP = 340, 56, 8
NOTICE_H = 88                      # px of notices between the subtitle and the buttons
HINT_W = 1200                      # px for the keys hint at the bottom


class MainMenuScene(UIScene):
    """First screen. Continue resumes the autosave of an unfinished game."""

    def __init__(self, app):
        super().__init__(app)
        self.settings_notice: str | None = app.settings_problem
        app.settings_problem = None
        self.notices: list[str] = []
        self.continue_entry = None         # the widgets are built in on_enter (push)

    @property
    def notice(self) -> str | None:
        """Everything the menu has to say about files and folders, or None."""
        return " ".join(self.notices) or None

    def _folder_notices(self, skipped: list) -> list[str]:
        notes = [self.settings_notice] if self.settings_notice else []
        config = settings_file.folder_problem()
        if config and not any(config.rstrip(".") in n for n in notes):
            notes.append(_("{problem} Changes to the settings cannot be kept.").format(
                problem=config))
        saves = store.folder_problem()
        if saves:
            notes.append(_("{problem} You can play, but games cannot be saved.").format(
                problem=saves))
        if skipped:
            bad = skipped[0]
            if self.continue_entry:
                note = _("Your newest autosave ({file}, {date}) cannot be read: {reason} "
                         "Continue resumes an older game.")
            else:
                note = _("Your newest autosave ({file}, {date}) cannot be read: {reason} "
                         "It is listed under Load game.")
            notes.append(note.format(file=bad.display_name, date=bad.display_date,
                                     reason=bad.reason))
        return notes

    def _build(self) -> None:
        self.widgets.empty()
        self.continue_entry, skipped = store.continue_choice()
        self.notices = self._folder_notices(skipped)
        x = (1280 - BUTTON_W) // 2
        y = 300
        items = [
            (N_("Continue"), self.on_continue, "primary", self._continue_tip()),
            (N_("New game"), self.on_new, "primary", _("Choose a game and set up the table.")),
            (N_("Load game"), self.on_load, "secondary", _("Resume a saved game.")),
            (N_("Rules"), self.on_rules, "secondary", _("Read the rules of each game.")),
            (N_("Statistics"), self.on_statistics, "secondary",
             _("Finished games: who played, who won, best scores.")),
            (N_("Settings"), self.on_settings, "secondary",
             _("Window, sound, animation and language.")),
            (N_("Quit"), self.app.quit, "danger", _("Close the tabletop. Your game is saved.")),
        ]
        for label, callback, style, tip in items:
            button = Button(pygame.Rect(x, y, BUTTON_W, BUTTON_H), _(label), callback,
                            style=style, tooltip=tip)
            if label == "Continue":
                button.enabled = self.continue_entry is not None
            self.widgets.add(button)
            y += BUTTON_H + GAP

    def _continue_tip(self) -> str:
        e = self.continue_entry
        if e is None:
            return _("No unfinished game to continue yet.")
        return _("{game}: {players} — {progress} ({date})").format(
            game=e.game_title, players=", ".join(e.players), progress=e.progress,
            date=e.display_date)

    def on_enter(self) -> None:
        """Refresh Continue (a game may have been saved or finished meanwhile)."""
        self._build()

    # ------------------------------------------------------------------ actions
    def on_continue(self) -> None:
        """Resume the autosaved game."""
        from games.engine.scenes.load import open_save
        if self.continue_entry:
            open_save(self.app, self.continue_entry.path, self)

    def on_new(self) -> None:
        """Choose a game to set up."""
        from games.engine.scenes.chooser import GameChooserScene
        self.app.push(GameChooserScene(self.app))

    def on_load(self) -> None:
        """The load screen."""
        from games.engine.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

    def on_rules(self) -> None:
        """The rules screen."""
        from games.engine.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, None))

    def on_statistics(self) -> None:
        """The statistics of finished games."""
        from games.engine.scenes.statistics import StatisticsScene
        self.app.push(StatisticsScene(self.app))

    def on_settings(self) -> None:
        """The settings screen."""
        from games.engine.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        """Esc does nothing on the main menu (Quit is a button)."""

    def draw_content(self, surface) -> None:
        if _DECOR or self.app.frames_drawn:      # the card fan follows on the second frame
            surface.blit(_decor(), (0, 0))
        else:
            self.app.request_redraw()
        draw_title(surface, APP_TITLE, _("Five board games for one table and one mouse"), 110)
        if self.notices:
            self._draw_notices(surface)
        hint = fonts.fit(_("F11: full screen   ·   Tab, Enter: buttons by keyboard   ·   "
                           "Esc in a game: game menu"), 18, P.TEXT_MUTED, HINT_W, minimum=16)
        surface.blit(hint, hint.get_rect(midbottom=(640, 772)))

    def _draw_notices(self, surface) -> None:
        """The folder and file problems in a dark box between the title and the buttons.
        When they do not fit there, the folders' paths are left out, then the type is
        made smaller."""
        lines = self.notices
        for size, strip in ((18, False), (16, False), (16, True), (14, True)):
            if strip:
                lines = [re.sub(r" \([^()]*[/\\][^()]*\)", "", n) for n in self.notices]
            msg = fonts.text("\n".join(lines), size, P.TEXT_LIGHT, wraplength=1160,
                             align="center")
            if msg.get_height() <= NOTICE_H:
                break
        box = msg.get_rect(midtop=(640, 196)).inflate(24, 10)
        pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=8)
        pygame.draw.rect(surface, P.DANGER, box, 2, border_radius=8)
        surface.blit(msg, msg.get_rect(center=box.center))


_DECOR: dict = {}        # language -> the pictures layer (the cards carry words)


# Where the games' pictures go, beside the menu buttons: (centre, largest size).
SHOWCASE_SPOTS = (((240, 420), (360, 260)), ((1040, 480), (380, 300)),
                  ((240, 655), (330, 190)), ((1040, 700), (330, 150)))


def _decor() -> pygame.Surface:
    """Each playable game's picture (``GameInfo.showcase``) around the menu buttons, in
    menu order (drawn once per language shown, then cached: its cards' names are words)."""
    if i18n.language() in _DECOR:
        return _DECOR[i18n.language()]
    from games.engine import registry
    layer = pygame.Surface((1280, 800), pygame.SRCALPHA)
    pictures = [p for p in (g.showcase() for g in registry.available_games()) if p is not None]
    for picture, (centre, most) in zip(pictures, SHOWCASE_SPOTS):
        scale = min(1.0, most[0] / picture.get_width(), most[1] / picture.get_height())
        if scale < 1:
            picture = pygame.transform.smoothscale_by(picture, scale)
        layer.blit(picture, picture.get_rect(center=centre))
    layer = layer.convert_alpha() if pygame.display.get_surface() else layer
    _DECOR[i18n.language()] = layer
    return layer
