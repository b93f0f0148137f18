"""The game chooser: all five games; those not built yet are shown as not yet available."""
from __future__ import annotations

import pygame

from games.engine import registry
from games.engine.i18n import N_, _, counted
from games.engine.scenes.base import UIScene
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button

CARD_W, CARD_H, GAP = 800, 116, 10
BUTTON_W, BUTTON_RIGHT = 220, 18        # the card's button: its width, its gap to the card's edge
BUTTON_GAP = 16                         # px kept free left of the button


class GameChooserScene(UIScene):
    """Pick a game to set up. Unavailable games have a disabled button saying so."""

    title = N_("Choose a game")

    def __init__(self, app):
        super().__init__(app)
        self.cards: list[tuple[pygame.Rect, registry.GameInfo]] = []
        x, y = (1280 - CARD_W) // 2, 100
        for info in registry.all_games():
            rect = pygame.Rect(x, y, CARD_W, CARD_H)
            self.cards.append((rect, info))
            label = _("Set up") if info.available else _("Coming later")
            tip = None if info.available else _("{game} is not available yet.").format(
                game=info.title)
            button = Button(button_rect(rect), label,
                            lambda i=info: self.choose(i), enabled=info.available, tooltip=tip)
            self.widgets.add(button)
            y += CARD_H + GAP
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), _("Back"), self.back,
                                style="secondary"))

    def choose(self, info: registry.GameInfo) -> None:
        """Open the new-game setup for ``info`` (a damaged data file of the game is shown
        over the main menu instead)."""
        from games.engine.scenes.setup import SetupScene, show_data_problem
        from games.engine.yamlload import DataError
        try:
            scene = SetupScene(self.app, info)
        except DataError as exc:
            show_data_problem(self.app, exc, info.title)
            return
        self.app.push(scene)

    def draw_content(self, surface) -> None:
        for rect, info in self.cards:
            face = P.PARCHMENT if info.available else P.PARCHMENT_DARK
            pygame.draw.rect(surface, face, rect, border_radius=10)
            pygame.draw.rect(surface, P.GOLD_DARK, rect, 3, border_radius=10)
            ink = P.INK if info.available else P.INK_MUTED
            for image, where in heading(rect, info, ink):
                surface.blit(image, where)
            blurb = fonts.text(_(info.blurb), 18, ink, wraplength=CARD_W - 260)
            surface.blit(blurb, (rect.x + 20, rect.y + 58))


def button_rect(card: pygame.Rect) -> pygame.Rect:
    """The "Set up" button of a game's ``card``."""
    return pygame.Rect(card.right - BUTTON_RIGHT - BUTTON_W, card.centery - 24, BUTTON_W, 48)


def heading(card: pygame.Rect, info: registry.GameInfo, ink) -> list[tuple]:
    """The game's title and its player count ("2-4 players") at the top of its ``card``,
    as ``[(image, rect), ...]``: the count beside the title on its baseline, both ending
    ``BUTTON_GAP`` px or more before the card's button; a title too long for that shrinks
    (a playtester saw "2-4 players" touch the button after "Labirynt Czarnoksiężnika")."""
    count = fonts.text(player_range(info.min_players, info.max_players), 18, P.INK_MUTED)
    room = button_rect(card).x - BUTTON_GAP - count.get_width() - 16 - (card.x + 20)
    title = fonts.fit(info.title, 30, ink, room, bold=True, minimum=20)
    bottom = card.y + 12 + fonts.text(info.title, 30, ink, bold=True).get_height()  # its foot
    at = title.get_rect(bottomleft=(card.x + 20, bottom))
    return [(title, at), (count, count.get_rect(bottomleft=(at.right + 16, bottom - 6)))]


def player_range(fewest: int, most: int) -> str:
    """How many play a game, as the chooser shows it: "2 players", "2-5 players" (in
    Polish "2 graczy", "2–5 graczy")."""
    if fewest == most:
        return counted(most, "{n} player", "{n} players")
    return _("{fewest}-{most} players").format(fewest=fewest, most=most)
