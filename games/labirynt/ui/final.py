"""The end of a Labirynt game: who won (18 gems, or the last team standing after the Glove
of Doom) and every seat's gems and team."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.engine.scenes.final import FinalSceneBase
from games.labirynt.ui import texts as T
from sprites import fonts
from sprites import palette as P
from sprites.labirynt import art
from sprites.pawns import pawn


class FinalScene(FinalSceneBase):
    """The final ranking by gems; the winner first, marked."""

    def verdict(self) -> str:
        """The headline: the winner's name."""
        v = self.board.view()
        from games.engine.words import and_list
        return _("{names} wins the labyrinth!").format(
            names=and_list([v["players"][s]["name"] for s in v["winners"]]))

    def draw_content(self, surface) -> None:
        v = self.board.view()
        line = fonts.fit(self.verdict(), 38, P.GOLD_LIGHT, 1100, bold=True)
        surface.blit(line, line.get_rect(center=(640, 150)))
        order = sorted(range(len(v["players"])),
                       key=lambda s: (s not in v["winners"], -v["gems"][s], s))
        for row, seat in enumerate(order):
            p = v["players"][seat]
            rect = pygame.Rect(240, 200 + row * 100, 800, 86)
            won = seat in v["winners"]
            pygame.draw.rect(surface, P.GOLD_LIGHT if won else P.PARCHMENT, rect, border_radius=10)
            surface.blit(fonts.text(f"{row + 1}.", 36, P.INK, bold=True), (rect.x + 16, rect.y + 22))
            surface.blit(pawn(p["colour"], 40), (rect.x + 70, rect.y + 22))
            surface.blit(fonts.fit(p["name"], 28, P.INK, 520, bold=True), (rect.x + 124, rect.y + 12))
            surface.blit(fonts.fit(T.team_name(v["teams"][seat]), 18, P.INK_MUTED, 520),
                         (rect.x + 124, rect.y + 50))
            gems = fonts.text(T.gems_text(v["gems"][seat]), 30, P.INK, bold=True)
            gr = gems.get_rect(midright=(rect.right - 20, rect.centery))
            surface.blit(gems, gr)
            surface.blit(art.gem(34), art.gem(34).get_rect(midright=(gr.x - 8, rect.centery)))
