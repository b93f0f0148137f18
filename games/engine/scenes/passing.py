"""The hotseat "pass to <name>" screen: covers the board until the named player is at the mouse."""
from __future__ import annotations

import pygame

from games.engine.scenes.base import UIScene, draw_heading
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.widgets import Button


class PassScene(UIScene):
    """Hides everything (opaque) and waits for ``name`` to click "I am <name>"."""

    def __init__(self, app, name: str, colour: str, board=None):
        super().__init__(app)
        self.name, self.colour, self.board = name, colour, board
        self.widgets.add(Button(pygame.Rect(440, 470, 400, 64), f"I am {name}: show my view",
                                self.app.pop, hotkey=pygame.K_RETURN))

    def back(self) -> None:
        """Esc does not lift the cover (only the named player's click does); it opens the
        game menu over it, so saving or quitting stays possible."""
        if self.board is not None:
            self.board.open_menu()

    def draw_content(self, surface) -> None:
        draw_heading(surface, f"Pass the mouse to {self.name}", 250)
        surface.blit(pawn(self.colour, 96), pawn(self.colour, 96).get_rect(center=(640, 360)))
        note = fonts.text("The next view holds things only this player may see. "
                          "Everyone else, please look away.", 22, P.TEXT_LIGHT, wraplength=700,
                          align="center")
        surface.blit(note, note.get_rect(center=(640, 430)))
