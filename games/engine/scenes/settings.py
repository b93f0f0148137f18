"""The settings scene: fullscreen, window size, sound, animation speed, language, the pace
of computer players and of replays, the recap when a person takes the mouse (kept in the
platformdirs config folder). Only window sizes that fit
the desktop are offered, and the size shown is the one the window really has."""
from __future__ import annotations

import pygame

from games.engine import audio, i18n
from games.engine.i18n import N_, _
from games.engine.scenes.base import UIScene
from games.engine.settings import ANIMATION_SPEEDS, WINDOW_SIZES, computer_paces, replay_paces
from games.engine.window import offered_sizes
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, Checkbox, Choice, Panel

PANEL = pygame.Rect(340, 96, 600, 566)
ROWS = (22, 86, 156, 218, 288, 358, 428, 500)   # px below the panel's top: each setting


class SettingsScene(UIScene):
    """Each change applies at once and is saved."""

    title = N_("Settings")

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        x, w = PANEL.x + 40, PANEL.w - 80
        self.panels.append(Panel(PANEL, style="parchment"))
        self.fullscreen_box = Checkbox(pygame.Rect(x, PANEL.y + ROWS[0], w, 44), _("Full screen (F11)"),
                                       app.is_fullscreen(), self.set_fullscreen)
        self.widgets.add(self.fullscreen_box)
        self.size_choice = Choice(pygame.Rect(x, PANEL.y + ROWS[1], w, 52), _("Window size"),
                                  self.size_choices(), tuple(s.window_size), self.set_size)
        self.widgets.add(self.size_choice)
        self.widgets.add(Checkbox(pygame.Rect(x, PANEL.y + ROWS[2], w, 44), _("Sound effects"),
                                  s.sound, self.set_sound))
        self.widgets.add(Choice(pygame.Rect(x, PANEL.y + ROWS[3], w, 52), _("Animations"),
                                [(key, _(label)) for key, label in ANIMATION_SPEEDS],
                                s.animation, self.set_animation))
        # Each language is named in itself, so a player who cannot read the other finds it.
        self.widgets.add(Choice(pygame.Rect(x, PANEL.y + ROWS[4], w, 52), _("Language"),
                                list(i18n.LANGUAGES), i18n.language(), self.set_language))
        self.widgets.add(Choice(pygame.Rect(x, PANEL.y + ROWS[5], w, 52), _("Computer pace"),
                                computer_paces(),
                                s.computer_pace, self.set_computer_pace,
                                tooltip=_("How long each move of a computer player stays on "
                                          "screen before its next one. A click or Space "
                                          "during its turn plays the rest of it at once.")))
        self.widgets.add(Choice(pygame.Rect(x, PANEL.y + ROWS[6], w, 52), _("Replay pace"),
                                replay_paces(), s.replay_pace, self.set_replay_pace,
                                tooltip=_("How long each action stays on screen when a "
                                          "replay plays (also set in the replay's bar).")))
        self.widgets.add(Checkbox(pygame.Rect(x, PANEL.y + ROWS[7], w, 44),
                                  _("Recap when you take the mouse"), s.recap, self.set_recap,
                                  tooltip=_("When you take the mouse, a short list shows what "
                                            "happened since your last turn (the board's "
                                            "\u201cSince your turn\u201d button shows it "
                                            "again).")))
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), _("Back"), self.back, style="secondary"))

    def update(self, dt) -> None:
        super().update(dt)
        if self.fullscreen_box.checked != self.app.is_fullscreen():     # F11 pressed here
            self.fullscreen_box.checked = self.app.is_fullscreen()
            self.app.request_redraw()
        size = tuple(self.app.settings.window_size)
        if self.size_choice.value != size:        # the window was resized meanwhile
            self.size_choice.choices = self.size_choices()
            self.size_choice.value = size
            self.app.request_redraw()

    def size_choices(self) -> list[tuple[tuple[int, int], str]]:
        """``(size, label)`` for each window size offered: the standard sizes that fit
        this desktop, and the window's present size."""
        sizes = offered_sizes(WINDOW_SIZES, tuple(self.app.settings.window_size))
        return [(size, _("{width} x {height}").format(width=size[0], height=size[1]))
                for size in sizes]

    def set_fullscreen(self, on: bool) -> None:
        """Checkbox: switch full screen."""
        if on != self.app.is_fullscreen():
            self.app.toggle_fullscreen()

    def set_size(self, size) -> None:
        """Choice: window size (applies when not full screen)."""
        self.app.settings.window_size = tuple(size)
        self.app.apply_settings()                 # the size the window really got
        self.size_choice.choices = self.size_choices()
        self.size_choice.value = tuple(self.app.settings.window_size)

    def set_sound(self, on: bool) -> None:
        """Checkbox: sound effects."""
        self.app.settings.sound = on
        self.app.apply_settings()
        audio.play("click")

    def set_animation(self, speed: str) -> None:
        """Choice: animation speed."""
        self.app.settings.animation = speed
        self.app.apply_settings()

    def set_computer_pace(self, pace: str) -> None:
        """Choice: how long a computer player's action stays on screen."""
        self.app.settings.computer_pace = pace
        self.app.apply_settings()

    def set_recap(self, on: bool) -> None:
        """Checkbox: the recap when a person takes the mouse."""
        self.app.settings.recap = on
        self.app.apply_settings()

    def set_replay_pace(self, pace: str) -> None:
        """Choice: how long each action stays on screen while a replay plays."""
        self.app.settings.replay_pace = pace
        self.app.apply_settings()

    def set_language(self, code: str) -> None:
        """Choice: the language of everything shown; applies at once (this screen is made
        again in it) and is saved."""
        problem = i18n.set_language(code)
        self.app.settings.language = i18n.language()
        self.app.apply_settings()
        again = SettingsScene(self.app)
        self.app.replace(again)
        if problem:
            again.message(_("Language"), problem)

    def draw_content(self, surface) -> None:
        note = _("No sound device was found: the game runs silently.") if not audio.available() \
            else _("Settings are saved at once.")
        img = fonts.text(note, 18, P.TEXT_MUTED)
        surface.blit(img, img.get_rect(midtop=(640, PANEL.bottom + 16)))
