"""The list of the five games, so the menu and the tests can enumerate them.

A game is *available* once its rules module exists; the others are listed by the game
chooser as "not yet available" and never started.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from games.engine.i18n import N_, _


@dataclass(frozen=True)
class GameInfo:
    """One game of the product: ``game_id`` (package name under games/), a one-line
    ``blurb`` (English, marked for the catalog: show it with ``i18n._``) and whether it can be played yet. A playable game's ``title`` and player
    range come from its rules module (``TITLE``, ``MIN_PLAYERS``, ``MAX_PLAYERS``), read
    the first time they are asked for; a game not yet available shows ``planned`` (title,
    fewest and most players) from its rulebook."""

    game_id: str
    blurb: str
    available: bool
    planned: tuple[str, int, int] | None = None
    rules_ready: bool = False      # rules module done, board scene not yet (tests only)

    @property
    def title(self) -> str:
        """The game's name on screen, in the language shown (a rules module marks its
        ``TITLE`` for the catalog: "Baldrick's Tomb" is "Grobowiec Baldricka" in Polish)."""
        return _(self.rules().TITLE) if self.available else self.planned[0]

    @property
    def min_players(self) -> int:
        """Fewest seats."""
        return self.rules().MIN_PLAYERS if self.available else self.planned[1]

    @property
    def max_players(self) -> int:
        """Most seats."""
        return self.rules().MAX_PLAYERS if self.available else self.planned[2]

    def rules(self) -> ModuleType:
        """Import and return ``games.<game_id>.rules``. Raises ``LookupError`` if not available."""
        if not (self.available or self.rules_ready):
            raise LookupError(f"{self.planned[0]} is not available yet")
        return importlib.import_module(f"games.{self.game_id}.rules")

    def scene_class(self):
        """Import and return the game's board scene class (imports pygame)."""
        if not self.available:
            raise LookupError(f"{self.title} is not available yet")
        return importlib.import_module(self._scene_module()).BoardScene

    def _scene_module(self) -> str:
        """The board scene's module: ``games.<game_id>.ui.scene`` (a game's UI modules live
        in its ``ui`` folder, its rules one folder up)."""
        return f"games.{self.game_id}.ui.scene"

    def showcase(self):
        """The game's picture for the main menu (a transparent ``pygame.Surface`` of about
        360x270 px, from ``showcase()`` in its scene module), or ``None`` when it has none
        or is not available. Imports pygame."""
        if not self.available:
            return None
        make = getattr(importlib.import_module(self._scene_module()), "showcase", None)
        return make() if make else None


GAMES: tuple[GameInfo, ...] = (
    GameInfo("bazyliszek",
             N_("Explore the basilisk's cellars; never visit the same room twice."), True),
    GameInfo("baldricks_tomb",
             N_("Dig through rubble, fight monsters and get out before the floor collapses."), True),
    GameInfo("basilica",
             N_("Two master builders raise a cathedral element by element."), True),
    GameInfo("labirynt", N_("Search the sorcerer's labyrinth chamber by chamber."), True),
    GameInfo("bas_celik", N_("Heroes of the Serbian tale hunt the iron-hearted Baš-Čelik."), True,
             ("Baš-Čelik", 2, 6), rules_ready=True),
)


def all_games() -> tuple[GameInfo, ...]:
    """All five games in menu order, available or not."""
    return GAMES


def available_games() -> list[GameInfo]:
    """The games that can be played now."""
    return [g for g in GAMES if g.available]


def rules_games() -> list[GameInfo]:
    """The games whose rules module exists (the available ones and those whose board
    scene is still to come), for the tests that play every rules engine."""
    return [g for g in GAMES if g.available or g.rules_ready]


def get(game_id: str) -> GameInfo:
    """The ``GameInfo`` for ``game_id``. Raises ``KeyError`` naming the unknown id."""
    for g in GAMES:
        if g.game_id == game_id:
            return g
    raise KeyError(f"unknown game '{game_id}'")
