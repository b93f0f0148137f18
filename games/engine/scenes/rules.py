"""The rules scene: a game's rules text from data/<game>/rules.yaml, with the parts this
app designed or adapted listed separately. Tabs on the left switch between games."""
from __future__ import annotations

import pygame

from games.engine import registry
from games.engine.paths import data_path
from games.engine.scenes.base import UIScene
from games.engine.yamlload import DataError, load_yaml
from sprites.widgets import Button, Panel, ScrollText

TEXT_RECT = pygame.Rect(330, 110, 910, 600)
BLOCK_KINDS = ("h1", "h2", "p", "bullet", "note")


def rules_blocks(game_id: str) -> list[tuple[str, str]]:
    """The rules of ``game_id`` as ``(kind, text)`` blocks for ``ScrollText``: the title,
    each section, then "Designed for this app". Raises ``DataError`` (file and entry named)
    when the file is missing or malformed."""
    path = data_path(game_id, "rules.yaml")
    data = load_yaml(path)
    if not isinstance(data, dict) or "sections" not in data:
        raise DataError(path, None, "missing field 'sections'")
    blocks = [("h1", str(data.get("title", game_id)))]
    for i, section in enumerate(data["sections"]):
        if not isinstance(section, dict) or "heading" not in section:
            raise DataError(path, f"section {i + 1}", "missing field 'heading'")
        blocks.append(("h2", str(section["heading"])))
        blocks += _blocks(section.get("blocks", []), path, f"section '{section['heading']}'")
    designed = data.get("designed")
    if designed:
        blocks.append(("h1", str(designed.get("heading", "Designed for this app"))))
        blocks += _blocks(designed.get("blocks", []), path, "designed")
    return blocks


def _blocks(raw, path, entry) -> list[tuple[str, str]]:
    out = []
    for block in raw:
        if not isinstance(block, dict) or len(block) != 1:
            raise DataError(path, entry, "each block must be one 'kind: text' pair")
        (kind, text), = block.items()
        if kind not in BLOCK_KINDS:
            raise DataError(path, entry, f"unknown block kind '{kind}'")
        out.append((kind, str(text)))
    return out


class RulesScene(UIScene):
    """Shows the rules of ``game_id`` (None: the first available game)."""

    title = "Rules"

    def __init__(self, app, game_id: str | None):
        super().__init__(app)
        self.game_id = game_id or registry.available_games()[0].game_id
        self.panels.append(Panel(TEXT_RECT.inflate(24, 24), style="parchment"))
        self.text = ScrollText(TEXT_RECT.copy(), [], size=20)
        self.widgets.add(self.text)
        y = 110
        for info in registry.all_games():
            tip = None if info.available else "Not yet available."
            self.widgets.add(Button(pygame.Rect(30, y, 280, 52), info.title,
                                    lambda g=info.game_id: self.show(g), enabled=info.available,
                                    style="primary" if info.game_id == self.game_id else "secondary",
                                    tooltip=tip, size=18))
            y += 62
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), "Back", self.back, style="secondary"))
        self.show(self.game_id)

    def show(self, game_id: str) -> None:
        """Switch to the rules of ``game_id``."""
        self.game_id = game_id
        for w in self.widgets:
            if isinstance(w, Button) and w.label in [g.title for g in registry.all_games()]:
                w.style = "primary" if w.label == registry.get(game_id).title else "secondary"
        try:
            self.text.set_blocks(rules_blocks(game_id))
        except DataError as exc:
            self.text.set_blocks([("h1", "The rules could not be shown"), ("p", str(exc))])
