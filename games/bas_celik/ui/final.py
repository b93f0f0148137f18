"""The end of a Baš-Čelik game: who escorted Baš-Čelik to a refuge (or that every player
lost to him), and each seat's character, Key cards and strikes dealt."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.engine.scenes.final import FinalSceneBase
from games.engine.words import and_list
from games.bas_celik.content import content
from sprites import fonts
from sprites import palette as P
from sprites.bas_celik import art
from sprites.pawns import pawn


class FinalScene(FinalSceneBase):
    """The final ranking: the winner first, marked; then by ``rules.scores``."""

    def verdict(self) -> str:
        """The headline: who escorted Baš-Čelik to a refuge; or, when every hero fell to
        him, the Baš-Čelik player's win or the seats that struck him most (sharing it)."""
        v = self.board.view()
        names = and_list([v["players"][s]["name"] for s in v["winners"]])
        if any(v["heroes"][s] and not v["heroes"][s]["out"] for s in v["winners"]):
            return _("{names} escorts Baš-Čelik to a refuge and wins!").format(names=names)
        if v["bc_seat"] is not None and v["winners"] == [v["bc_seat"]]:
            return _("Every hero fell: {name}, playing Baš-Čelik, wins!").format(name=names)
        return _("Every hero fell to Baš-Čelik; {names} struck him most.").format(names=names)

    def draw_content(self, surface) -> None:
        v = self.board.view()
        line = fonts.fit(self.verdict(), 34, P.GOLD_LIGHT, 1040, bold=True)
        where = line.get_rect(center=(640 + 32, 160))
        surface.blit(line, where)
        icon = art.bas_celik(56)
        surface.blit(icon, icon.get_rect(midright=(where.x - 8, where.centery)))
        def standing(s):              # the winners, then Key cards and strikes (rules.scores)
            h = v["heroes"][s] or {"keys_placed": [], "items": [], "best": 0}
            keys = len(h["keys_placed"]) + sum(1 for c in h["items"] if content().card(c).kind == "key")
            return (s not in v["winners"], -(keys * 2 + h["best"]), s)
        order = sorted(range(len(v["players"])), key=standing)
        row_h = min(86, (680 - 196) // max(1, len(order)))
        for row, seat in enumerate(order):
            p, h = v["players"][seat], v["heroes"][seat]
            rect = pygame.Rect(220, 196 + row * row_h, 840, row_h - 8)
            won = seat in v["winners"]
            pygame.draw.rect(surface, P.GOLD_LIGHT if won else P.PARCHMENT, rect, border_radius=10)
            mid = rect.centery
            num = fonts.text(f"{row + 1}.", 30, P.INK, bold=True)
            surface.blit(num, num.get_rect(midleft=(rect.x + 16, mid)))
            icon = pawn(p["colour"], 36)
            surface.blit(icon, icon.get_rect(midleft=(rect.x + 64, mid)))
            name = fonts.fit(p["name"], 24, P.INK, 330, bold=True)
            surface.blit(name, name.get_rect(bottomleft=(rect.x + 112, mid + 2)))
            char = content().characters[h["char"]].name if h and h.get("char") else ""
            if h and h.get("out"):
                char = (_("{char}, fell to Baš-Čelik").format(char=char) if char
                        else _("Fell to Baš-Čelik"))
            sub = fonts.fit(char, 16, P.INK_MUTED, 330)
            surface.blit(sub, (rect.x + 112, mid + 4))
            if h:
                keys = len(h["keys_placed"]) + sum(1 for c in h["items"] if content().card(c).kind == "key")
                facts = _("Key cards: {keys}  ·  strikes dealt: {best}").format(keys=keys, best=h["best"])
                text = fonts.fit(facts, 18, P.INK, 470)
                surface.blit(text, text.get_rect(midright=(rect.right - 18, mid)))
