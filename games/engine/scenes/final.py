"""``FinalSceneBase``: what every game's end-of-game screen shares.

The buttons at the bottom: "Play again" (the new-game setup of the same game, filled with
the same players and options), "Main menu", "Watch the replay" (the whole game again on
its board, ``scenes.replay``) and "Back to board"; subclasses draw the ranking in
``draw_content`` and may add buttons of their own on the left (``extra``).
"""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.engine.scenes.base import UIScene
from sprites import fonts
from sprites.widgets import Button


ROW = pygame.Rect(40, 700, 1200, 56)     # the bottom row, where it has room
TIGHT = pygame.Rect(16, 700, 1248, 56)   # ... where its labels need more
GAP, TIGHT_GAP = 10, 8


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
