"""``FinalSceneBase``: what every game's end-of-game screen shares.

The buttons at the bottom: "Play again" (the new-game setup of the same game, filled with
the same players and options), "Main menu" and "Back to board"; subclasses draw the
ranking in ``draw_content`` and may add buttons of their own on the left (``extra``).
"""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.engine.scenes.base import UIScene
from sprites.widgets import Button


class FinalSceneBase(UIScene):
    """The end of ``board``'s game (a ``BoardSceneBase``). ``extra``: ``(label, callback)``
    buttons placed on the left of the bottom row, in order."""

    title = N_("The game is over")

    def __init__(self, app, board, extra: list[tuple[str, object]] = ()):
        super().__init__(app)
        self.board = board
        self.widgets.add(Button(pygame.Rect(420, 700, 210, 56), _("Play again"), self.play_again,
                                tooltip=_("The same players and options, a new game.")))
        self.widgets.add(Button(pygame.Rect(640, 700, 210, 56), _("Main menu"), self.main_menu,
                                style="secondary"))
        self.widgets.add(Button(pygame.Rect(1000, 700, 240, 56), _("Back to board"), self.back,
                                style="secondary", tooltip=_("Look at the final position.")))
        for i, (label, callback) in enumerate(extra):
            self.widgets.add(Button(pygame.Rect(40 + i * 190, 700, 180, 56), label, callback,
                                    style="secondary"))

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

    def main_menu(self) -> None:
        """Back to the main menu."""
        from games.engine.scenes.menu import MainMenuScene
        self.app.reset(MainMenuScene(self.app))
