"""``FinalSceneBase``: what every game's end-of-game screen shares.

The buttons at the bottom: "Play again" (the new-game setup of the same game, filled with
the same players and options), "Main menu", "Watch the replay" (the whole game again on
its board, ``scenes.replay``) and "Back to board"; subclasses draw the ranking in
``draw_content`` and may add buttons of their own on the left (``extra``).

Every final screen also has a second page, the score sheet (the button at the top right
turns between them): where each seat's points came from and a chart of the game, turn by
turn (``games.engine.scoresheet``, drawn by ``scenes.sheet_view``), worked out by playing
the game's actions again when the page is first shown. The time played stands at the top
left of both pages.
"""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import N_, _
from games.engine.scenes.base import UIScene
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button


ROW = pygame.Rect(40, 700, 1200, 56)     # the bottom row, where it has room
TIGHT = pygame.Rect(16, 700, 1248, 56)   # ... where its labels need more
GAP, TIGHT_GAP = 10, 8
TOGGLE = pygame.Rect(1000, 34, 240, 48)  # the button turning to the score sheet and back
SHEET = pygame.Rect(40, 122, 1200, 566)  # where the score sheet is drawn
TIME_AT = (40, 94)                       # the time played: its top left corner, under the heading


def duration_text(seconds: float) -> str:
    """A time played in words: "42 min", "1 h 5 min", "under a minute"."""
    minutes = int(seconds // 60)
    if minutes < 1:
        return _("under a minute")
    hours, minutes = divmod(minutes, 60)
    if hours:
        # TRANSLATORS: a time played, hours and minutes, e.g. "1 h 5 min"
        return _("{hours} h {minutes} min").format(hours=hours, minutes=minutes)
    return _("{minutes} min").format(minutes=minutes)


def played_text(seconds: float, whole: bool) -> str:
    """The time-played line of the final screen; ``whole`` False (part of the game was
    played before times were kept) says "at least"."""
    if whole:
        return _("Time played: {time}").format(time=duration_text(seconds))
    return _("Time played: at least {time}").format(time=duration_text(seconds))


def loose_widths(labels: list[str]) -> list[int]:
    """Widths (px) of buttons whose labels show at 22 px with a margin."""
    return [max(140, fonts.width(label, 22, True) + 36) for label in labels]


def tight_widths(labels: list[str], room: int, gap: int) -> list[int]:
    """Widths (px) of buttons side by side in ``room`` px with ``gap`` between them, each
    label at the 18 px a button's label may shrink to, the room left shared out (more
    than ``room`` when not even that fits)."""
    tight = [fonts.width(label, 18, True) + 22 for label in labels]
    spare = max(0, room - sum(tight) - gap * (len(labels) - 1))
    return [w + spare // len(labels) for w in tight]


class FinalSceneBase(UIScene):
    """The end of ``board``'s game (a ``BoardSceneBase``). ``extra``: ``(label, callback)``
    or ``(label, callback, tooltip)`` buttons of the game's own, on the left of the
    bottom row, in order; the shared ones stand on its right (``lay_out_row``)."""

    title = N_("The game is over")

    def __init__(self, app, board, extra: list[tuple] = ()):
        super().__init__(app)
        self.board = board
        own = [Button(pygame.Rect(0, 0, 1, 1), spec[0], spec[1], style="secondary",
                      tooltip=spec[2] if len(spec) > 2 else None) for spec in extra]
        shared = [
            Button(pygame.Rect(0, 0, 1, 1), _("Play again"), self.play_again,
                   tooltip=_("The same players and options, a new game.")),
            Button(pygame.Rect(0, 0, 1, 1), _("Main menu"), self.main_menu, style="secondary"),
            Button(pygame.Rect(0, 0, 1, 1), _("Watch the replay"), self.watch_replay,
                   style="secondary", tooltip=_("The whole game again, action by action, "
                                                "with every player's view.")),
            Button(pygame.Rect(0, 0, 1, 1), _("Back to board"), self.back, style="secondary",
                   tooltip=_("Look at the final position."))]
        lay_out_row(own, shared)
        self.widgets.add(*shared, *own)
        self.sheet_view = None             # made when the score sheet is first shown
        self.sheet_shown = False
        self.toggle = Button(TOGGLE.copy(), _("Score sheet"), self.turn_page,
                             style="secondary", tooltip=self._toggle_tip())
        self.widgets.add(self.toggle)

    def _toggle_tip(self) -> str:
        if self.sheet_shown:
            return _("Back to the ranking.")
        return _("Where the points came from, and a chart of the game turn by turn.")

    def turn_page(self) -> None:
        """Show the score sheet instead of the ranking, or the ranking again."""
        if self.sheet_shown:
            self.show_ranking()
        else:
            self.show_sheet()

    def show_sheet(self) -> None:
        """The score sheet page (worked out the first time, and again after a change of
        language: its rows are in the language shown)."""
        from games.engine.scenes.sheet_view import SheetView
        if self.sheet_view is None or (self.sheet_view.sheet is not None and
                                       self.sheet_view.sheet.language != i18n.language()):
            self.sheet_view = SheetView(SHEET, *self._sheet(), problem=None)
            if self.sheet_view.sheet is None:
                self.sheet_view.problem = self._sheet_problem
        self.sheet_shown = True
        self.toggle.label, self.toggle.tooltip = _("Ranking"), self._toggle_tip()

    def show_ranking(self) -> None:
        """The ranking page (the game's own)."""
        self.sheet_shown = False
        self.toggle.label, self.toggle.tooltip = _("Score sheet"), self._toggle_tip()

    def _sheet(self) -> tuple:
        """``(sheet or None, seats)`` of the game on the board; ``_sheet_problem`` says why
        there is no sheet."""
        from games.engine.launch import session_record
        from games.engine.scoresheet import SheetError, score_sheet
        from saves.store import SaveError
        session = self.board.session
        seats = [(self.board.seat_name(s), self.board.seat_colour(s))
                 for s in range(len(session.players))]
        try:
            return score_sheet(session_record(session)), seats
        except (SheetError, SaveError, ValueError) as exc:
            self._sheet_problem = _("The score sheet cannot be made: {why}").format(
                why=getattr(exc, "reason", str(exc)))
            return None, seats

    def played_line(self) -> str:
        """The time played of the game on the board, in words."""
        session = self.board.session
        return played_text(session.played_seconds, session.played_whole)

    def hover_text(self, pos) -> str | None:
        """On the score sheet, what ``SheetView.hover_text`` says; on the ranking, the
        game's own (``ranking_hover``)."""
        if self.sheet_shown and self.sheet_view is not None:
            return self.sheet_view.hover_text(pos)
        return self.ranking_hover(pos)

    def ranking_hover(self, pos) -> str | None:
        """A tooltip over the ranking page (a game's final screen may say one)."""
        return None

    def draw(self, surface) -> None:
        """The ranking (``draw_content``), or the score sheet in its place; the time
        played at the top left of both."""
        if not self.sheet_shown:
            super().draw(surface)
            return
        self.draw_content = self.sheet_view.draw    # the page drawn in the ranking's place
        try:
            super().draw(surface)
        finally:
            del self.draw_content                   # the class's ranking again

    def draw_background(self, surface) -> None:
        super().draw_background(surface)
        line = fonts.fit(self.played_line(), 18, P.TEXT_LIGHT, 560, minimum=14)
        surface.blit(line, TIME_AT)

    def play_again(self) -> None:
        """The setup of the same game, with the same players and options filled in."""
        from games.engine import registry
        from games.engine.scenes.menu import MainMenuScene
        from games.engine.scenes.setup import SetupScene, show_data_problem
        from games.engine.yamlload import DataError
        session = self.board.session
        info = registry.get(session.game_id)
        try:
            setup = SetupScene(self.app, info, players=session.players, options=session.options)
        except DataError as exc:
            show_data_problem(self.app, exc, info.title)
            return
        self.app.reset(MainMenuScene(self.app))
        self.app.push(setup)

    def watch_replay(self) -> None:
        """The replay of the game just played (``scenes.replay``); Close comes back here."""
        from games.engine.launch import session_record
        from games.engine.scenes.replay import open_replay
        from saves.store import SaveError
        try:
            record = session_record(self.board.session)
        except (SaveError, ValueError) as exc:
            self.message(_("This game cannot be replayed"), getattr(exc, "reason", str(exc)))
            return
        open_replay(self.app, record, self)

    def main_menu(self) -> None:
        """Back to the main menu."""
        from games.engine.scenes.menu import MainMenuScene
        self.app.reset(MainMenuScene(self.app))


def lay_out_row(own: list[Button], shared: list[Button]) -> None:
    """Place the bottom row: a game's ``own`` buttons from the left, the ``shared`` ones
    ending on the right, each as wide as its label asks (``loose_widths``); when the labels
    are long (another language), all of them side by side across the whole width
    (``tight_widths``)."""
    buttons = own + shared
    labels = [b.label for b in buttons]
    widths, gap, left, right = loose_widths(labels), GAP, ROW.x, ROW.right
    if sum(widths) + gap * (len(buttons) - 1) > ROW.w:
        widths = tight_widths(labels, TIGHT.w, TIGHT_GAP)
        gap, left, right = TIGHT_GAP, TIGHT.x, TIGHT.right
    x = left
    for button, width in zip(own, widths):
        button.rect = pygame.Rect(x, ROW.y, width, ROW.h)
        x += width + gap
    x = right - sum(widths[len(own):]) - gap * (len(shared) - 1)
    for button, width in zip(shared, widths[len(own):]):
        button.rect = pygame.Rect(x, ROW.y, width, ROW.h)
        x += width + gap
