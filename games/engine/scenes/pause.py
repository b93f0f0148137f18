"""The in-game menu (Esc): Resume, Save, Load, Seats, Rules, Settings, Quit to menu.

The game autosaves after every action, so leaving never asks about unsaved progress.
Save asks for a name (``SaveAsScene``) and writes a named save that Load lists. Seats
(``SeatsScene``) hands any seat to the computer, at a level, or takes it back, at any
moment of the game.
"""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import N_, _
from games.engine.launch import session_record
from games.engine.scenes.base import OverlayScene
from saves import store
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.widgets import Button, Choice, Label, Panel, TextInput

PANEL = pygame.Rect(470, 110, 340, 560)


class PauseScene(OverlayScene):
    """Overlay over ``board`` (a ``BoardSceneBase``); the game's time played stands
    still while it is open (``pauses_play``)."""

    pauses_play = True

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.saved_path = None
        self.saved_name = ""
        self.not_saved = store.folder_problem()     # the folder problem, or None
        self.save_button: Button | None = None
        self.panels.append(Panel(PANEL, title=_("Game menu"), style="parchment"))
        items = [(N_("Resume"), self.back, "primary"), (N_("Save"), self.save, "secondary"),
                 (N_("Load"), self.load, "secondary"),
                 (N_("Who plays"), self.seats, "secondary"),
                 (N_("Rules"), self.rules, "secondary"),
                 (N_("Settings"), self.settings, "secondary"),
                 (N_("Quit to menu"), self.quit_to_menu, "danger")]
        y = PANEL.y + 74
        self._labels: list[tuple[Button, str]] = []     # said again in a new language
        for label, callback, style in items:
            button = Button(pygame.Rect(PANEL.x + 40, y, PANEL.w - 80, 54), _(label), callback,
                            style=style)
            self.widgets.add(button)
            self._labels.append((button, label))
            if label == "Save":
                self.save_button = button
            y += 66
        self._language = i18n.language()

    def save(self) -> None:
        """Ask for a name, then write a named save of the game as it is now."""
        self.app.push(SaveAsScene(self.app, self))

    def write_save(self, name: str) -> None:
        """Write the named save ``name`` (a dialog says so when it fails)."""
        record = session_record(self.board.session, "named")
        record["title"] = name
        try:
            self.saved_path = store.save_named(record)
        except (store.SaveError, OSError, ValueError) as exc:
            self.message(_("The game could not be saved"), getattr(exc, "reason", None) or str(exc))
            return
        self.saved_name = name
        self.save_button.enabled = False          # nothing can change until you resume
        self.save_button.label = _("Saved")
        self.save_button.tooltip = _("This position is saved; it is in the Load list.")

    def on_enter(self) -> None:
        """Back from the load screen: forget a save that was deleted there. Back from
        Settings in another language: this menu and the board under it speak it at once."""
        if self._language != i18n.language():
            self._language = i18n.language()
            self.panels[0].title = _("Game menu")
            for button, label in self._labels:
                if button is not self.save_button or self.saved_path is None:
                    button.label = _(label)
            if self.saved_path is not None:
                self.save_button.label = _("Saved")
                self.save_button.tooltip = _("This position is saved; it is in the Load list.")
            self.board.say_chrome_again()
        if self.saved_path is not None and not self.saved_path.exists():
            self.saved_path = None
            self.save_button.enabled, self.save_button.label = True, _("Save")
            self.save_button.tooltip = None

    def load(self) -> None:
        """The load screen."""
        from games.engine.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

    def seats(self) -> None:
        """Who plays each seat: a person or the computer (``SeatsScene``)."""
        self.app.push(SeatsScene(self.app, self.board))

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
        if self.app.top is not self:       # a dialog of the menu is open: it speaks alone
            return
        if self.saved_path:
            note = _("Saved as \u201c{name}\u201d: it is in the Load list.").format(
                name=self.saved_name)
        elif self.not_saved:
            note = _("This game is not being saved. {problem}").format(problem=self.not_saved)
        else:
            note = _("Your game is saved automatically after every move.")
        wrap = 1000 if fonts.width(note, 18) > 1000 else 0     # short: as wide as it is
        img = fonts.text(note, 18, P.TEXT_LIGHT, wraplength=wrap, align="center")
        box = img.get_rect(midtop=(640, PANEL.bottom + 16)).inflate(24, 12)
        pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))


class SaveAsScene(OverlayScene):
    """Name a save: a text field (the game's title to start with), Save or Cancel; Enter
    saves, Esc cancels. ``pause`` is the game menu that writes it."""

    RECT = pygame.Rect(340, 250, 600, 280)

    def __init__(self, app, pause: PauseScene):
        super().__init__(app)
        self.pause = pause
        self.panels.append(Panel(self.RECT, title=_("Save the game"), style="parchment"))
        r = self.RECT
        self.widgets.add(Label((r.x + 40, r.y + 66, r.w - 80, 46),
                               _("A name for this save (it is listed under Load game):"), size=18))
        self.name = TextInput((r.x + 40, r.y + 118, r.w - 80, 52), pause.board.session.title,
                              max_len=48, placeholder=_("A name for this save"))
        self.widgets.add(self.name)
        self.widgets.add(Button((r.x + 40, r.bottom - 74, 240, 52), _("Save"), self.confirm))
        self.widgets.add(Button((r.right - 280, r.bottom - 74, 240, 52), _("Cancel"), self.back,
                                style="secondary"))
        self.name.focus()
        self.name.select_all()                 # type a new name straight away

    def confirm(self) -> None:
        """Save under the typed name (the game's title when left empty)."""
        name = self.name.text.strip() or self.pause.board.session.title
        self.name.blur()
        self.app.pop()
        self.pause.write_save(name)

    def handle_scene_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        super().handle_scene_event(event)

    def back(self) -> None:
        self.name.blur()
        super().back()


PLAYED_BY = (("person", N_("A person")), ("easy", N_("Computer: easy")),
             ("normal", N_("Computer: normal")), ("hard", N_("Computer: hard")))


class SeatsScene(OverlayScene):
    """Who plays each seat of ``board``'s game: a person, or the computer at a level.
    A change applies at once (``BoardSceneBase.set_computer``) and is saved with the game;
    a computer handed the seat to move plays as soon as the menu is closed. Under a seat's
    row, the game's own settings for its person (``BoardSceneBase.seat_settings``)."""

    ROW_H = 66
    SETTING_H = 50                 # a game's own setting for the seat (``seat_settings``)

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        players = board.session.players
        extras = [board.seat_settings(seat) for seat in range(len(players))]
        self.row_h = self.ROW_H + self.SETTING_H * max(map(len, extras), default=0)
        height = 150 + self.row_h * len(players)
        self.rect = pygame.Rect(290, max(20, 400 - height // 2), 700, height)
        self.panels.append(Panel(self.rect, title=_("Who plays each seat"), style="parchment"))
        choices = [(key, _(label)) for key, label in PLAYED_BY]
        for seat in range(len(players)):
            y = self.rect.y + 70 + seat * self.row_h
            level = board.session.computer_level(seat) or "person"
            if self.idle_reason(seat) is None:     # a seat with no turns: no choice
                self.widgets.add(Choice(pygame.Rect(self.rect.x + 330, y, 330, 50), "",
                                        choices, level, lambda v, s=seat: self.set_seat(s, v)))
        for seat in range(len(players)):        # after every seat's "played by" choice
            y = self.rect.y + 70 + seat * self.row_h
            for i, setting in enumerate(extras[seat]):
                self.widgets.add(Choice(
                    pygame.Rect(self.rect.x + 92, y + self.ROW_H - 8 + i * self.SETTING_H, 568, 44),
                    setting["label"], setting["choices"], setting["value"], setting["set"],
                    tooltip=setting.get("tooltip"), size=fonts.SMALL))
        self.widgets.add(Button(pygame.Rect(self.rect.centerx - 110, self.rect.bottom - 72,
                                            220, 52), _("Done"), self.back))

    def idle_reason(self, seat: int) -> str | None:
        """Why ``seat`` never takes a turn in this game (the rules module's optional
        ``idle_seat``), shown in place of its choice."""
        idle = getattr(self.board.rules, "idle_seat", None)
        session = self.board.session
        return idle(session.options, seat, len(session.players)) if idle else None

    def set_seat(self, seat: int, value: str) -> None:
        """Choice: seat ``seat`` played by a person ("person") or the computer at a level."""
        self.board.set_computer(seat, None if value == "person" else value)

    def draw_content(self, surface) -> None:
        for seat, player in enumerate(self.board.session.players):
            y = self.rect.y + 70 + seat * self.row_h
            surface.blit(pawn(player["colour"], 40), (self.rect.x + 40, y + 5))
            name = fonts.fit(player["name"], 22, P.INK, 226, bold=True)
            surface.blit(name, name.get_rect(midleft=(self.rect.x + 92, y + 25)))
            idle = self.idle_reason(seat)
            if idle:
                said = fonts.fit(idle, 18, P.INK_MUTED, 330, minimum=13)
                surface.blit(said, said.get_rect(midleft=(self.rect.x + 336, y + 25)))
