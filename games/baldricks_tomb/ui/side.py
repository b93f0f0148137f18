"""The Baldrick's Tomb board's side column, a part of ``BoardScene`` (``SideColumn`` is
one of its bases): the Depth and Impending Doom tracks with their captions, the decks and
the gold supply, each player's tableau with its line of skills, and what each of these
pieces says on hover. Reads only the board's view and content."""
from __future__ import annotations

import pygame

from games.baldricks_tomb.ui import layout as L
from games.engine.i18n import N_, _, counted, ngettext
from sprites import fonts
from sprites import palette as P
from sprites.baldricks_tomb import art
from sprites.pawns import pawn


class SideColumn:
    """The side column's drawing and hover texts (mixed into ``BoardScene``)."""

    def side_help(self, pos) -> str | None:
        """What the piece under ``pos`` is, for the pieces beside the grid: the Depth and
        Impending Doom tracks, each deck, the gold supply and the First to Land token on
        its holder's tableau ("Components"); ``None`` elsewhere."""
        v = self.view()
        if L.DEPTH.collidepoint(pos):
            return _("Depth track: how deep the floor you are on lies (depth {depth}). "
                     "Baldrick's Gem waits deeper down.").format(depth=v["depth"])
        if L.DOOM.collidepoint(pos):
            return _("Impending Doom: round {round} of {rounds}. When the last round ends, "
                     "the floor collapses and whoever is still inside loses half their "
                     "gold.").format(round=v["doom"], rounds=v["rounds"])
        names = {"monster": N_("Monster deck"), "treasure": N_("Treasure deck"),
                 "scroll": N_("Scroll deck"), "trap": N_("Trap deck")}
        for i, deck in enumerate(("monster", "treasure", "scroll", "trap")):
            rect = pygame.Rect(L.DECKS.x + (i % 2) * 108, L.DECKS.y + (i // 2) * 100 - 4, 108, 98)
            if rect.collidepoint(pos):
                return counted(v["deck_sizes"].get(deck, 0), "{deck}: {n} card left.",
                               "{deck}: {n} cards left.", deck=_(names[deck]))
        if pygame.Rect(L.DECKS.x, L.DECKS.bottom - 6, L.DECKS.w, 28).collidepoint(pos):
            return _("The gold supply: every gold won comes from it; when it is empty, "
                     "nothing more is paid.")
        if v["ftl"] is not None:
            rect = L.tableau_rect(v["ftl"], len(v["players"]))
            if pygame.Rect(rect.x + 196, rect.y + 5, 24, 24).collidepoint(pos):
                return _("First to Land token: its holder takes the first turn of each round; "
                         "the first player out of a floor takes it for the next one.")
        return None

    def _draw_tracks(self, surface, v) -> None:
        depth_levels = max(v["depth_path"])
        peak = v["depth_path"].index(depth_levels)
        going_up = v["floor"] - 1 > peak
        gem = v["gem_floor"] if v["gem"]["at"] == "track" else None
        surface.blit(art.depth_track(depth_levels, v["depth"], gem, going_up, L.DEPTH.size), L.DEPTH)
        surface.blit(art.doom_track(v["rounds"], v["doom"], L.DOOM.size), L.DOOM)
        for image, rect in self.track_captions():
            surface.blit(image, rect)

    def track_captions(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The Depth and Doom tracks' captions, ``(image, screen rect)`` each: one size for
        both (the largest up to 16 px at which each fits over its own track without
        reaching the other), each centred over its track inside the tracks' column."""
        captions = ((_("Depth"), L.DEPTH, L.DOOM.x - L.TRACKS.x - 4),
                    (_("Doom"), L.DOOM, L.TRACKS.right - L.DEPTH.right - 4))
        px = next((size for size in range(16, 9, -1)
                   if all(fonts.width(text, size, True) <= room
                          for text, _track, room in captions)), 9)
        out, left = [], L.TRACKS.x + 2
        for text, track, _room in captions:
            image = fonts.text(text, px, P.TEXT_MUTED, bold=True)
            rect = image.get_rect(midbottom=(track.centerx, track.y - 2))
            rect.left = max(rect.left, left)
            out.append((image, rect))
            left = rect.right + 6                     # the next caption starts clear of it
        return out

    def _draw_decks(self, surface, v) -> None:
        sizes = v["deck_sizes"]
        for i, deck in enumerate(("monster", "treasure", "scroll", "trap")):
            x = L.DECKS.x + (i % 2) * 108
            y = L.DECKS.y + (i // 2) * 100
            surface.blit(art.card_back(deck, (70, 98)), (x, y - 4))
            left = sizes.get(deck, 0)
            count = fonts.text(f"{left}", 22, P.TEXT_LIGHT, bold=True)
            surface.blit(count, (x + 76, y + 8))
            # TRANSLATORS: under the number of cards left in a deck (Polish: karty, kart).
            word = ngettext("left", "left", left)
            surface.blit(fonts.fit(word, 15, P.TEXT_MUTED, 34, minimum=9), (x + 74, y + 34))
        coin = art.gold_coin(26)
        surface.blit(coin, (L.DECKS.x, L.DECKS.bottom - 6))
        surface.blit(fonts.text(counted(v["supply"], "{n} gold in the supply",
                                        "{n} gold in the supply"), 16, P.TEXT_LIGHT),
                     (L.DECKS.x + 32, L.DECKS.bottom))

    def _draw_tableau(self, surface, v, seat) -> None:
        p = v["players"][seat]
        rect = L.tableau_rect(seat, len(v["players"]))
        face = P.GOLD_LIGHT if seat == v["current_seat"] else P.PARCHMENT
        pygame.draw.rect(surface, face, rect, border_radius=8)
        pygame.draw.rect(surface, P.WOOD_DARK, rect, 2, border_radius=8)
        surface.blit(pawn(p["colour"], 26), (rect.x + 6, rect.y + 6))
        name = fonts.fit(p["name"], 18, P.INK, 150, bold=True)
        surface.blit(name, (rect.x + 38, rect.y + 8))
        badges = []
        if seat == v["ftl"]:
            badges.append(art.first_to_land_token(24))
        if p["gem"]:
            badges.append(art.gem_token(24))
        x = rect.x + 196
        for img in badges:
            surface.blit(img, (x, rect.y + 5))
            x += 28
        gold = f"{p['gold']}"
        surface.blit(art.gold_coin(22), (rect.right - 78, rect.y + 6))
        surface.blit(fonts.text(gold, 20, P.INK, bold=True), (rect.right - 52, rect.y + 7))
        surface.blit(art.hp_track(p["max_hp"], p["hp"], p["poison"], 200), (rect.x + 8, rect.y + 38))
        column = pygame.Rect(rect.x + 216, rect.y + 34, rect.right - rect.x - 224, 40)
        explorer = self.explorer_name(p["character"])
        surface.blit(fonts.fit(explorer, 15, P.INK, column.w, minimum=11), column.topleft)
        status = [counted(p["scrolls"], "{n} scroll", "{n} scrolls")]
        if p["exited"]:
            status.append(_("got out"))
        if p["knocked_out"]:
            status.append(_("knocked out"))
        surface.blit(fonts.fit(", ".join(status), 15, P.INK_MUTED, column.w, minimum=10),
                     (column.x, column.y + 19))
        skills = self.skills_line(v, seat)
        if skills:
            surface.blit(*skills)

    def skills_line(self, v, seat) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The line naming a seat's kept skills at the foot of its tableau, ``(image,
        screen rect)``, clear of the tableau's border (descenders included); ``None``
        while its skills are not shown."""
        p = v["players"][seat]
        if not p["skills"]:
            return None
        rect = L.tableau_rect(seat, len(v["players"]))
        skills = ", ".join(self.content.skills[s].name for s in p["skills"])
        compact = rect.h < 100                   # four players: beside the status lines
        width = (216 - 14) if compact else rect.w - 16     # compact: left of the column at x + 216
        line = fonts.fit(skills, 15, P.INK_MUTED, width, minimum=10)
        return line, line.get_rect(bottomleft=(rect.x + 8, rect.bottom - 4))
