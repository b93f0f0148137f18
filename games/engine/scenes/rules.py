"""The rules scene: a game's rules text from data/<game>/rules.yaml, with the parts this
app designed or adapted listed separately. Tabs on the left switch between games."""
from __future__ import annotations

import os

import pygame

from games.engine import registry
from games.engine.i18n import N_, _
from games.engine.paths import data_path
from games.engine.scenes.base import UIScene
from games.engine.yamlload import (DataError, field_words, load_yaml, optional, reject_unknown,
                                   require, shown)
from sprites.widgets import Button, Panel, ScrollText

TEXT_RECT = pygame.Rect(330, 110, 910, 600)
BLOCK_KINDS = ("h1", "h2", "p", "bullet", "note")
TOP_FIELDS = ("game", "title", "source", "sections", "designed")


def rules_blocks(game_id: str, path: str | os.PathLike | None = None) -> list[tuple[str, str]]:
    """The rules of ``game_id`` as ``(kind, text)`` blocks for ``ScrollText``: the title,
    each section's heading and blocks, then the designed part's heading and blocks.

    Reads ``path`` (default ``data/<game_id>/rules.yaml``), checked like the card data:
    raises ``DataError`` naming the file and the entry when the file is missing or not
    YAML, a field is unknown or missing, the ``game`` field names another game, a block is
    not one ``kind: text`` pair of a known kind, or a title, heading or block holds
    something other than text, e.g. an unquoted ``no``, ``yes`` or ``1.10``, which YAML
    reads as false, true and 1.1 (the screen would show "False", "True", "1.1").
    """
    path = data_path(game_id, "rules.yaml") if path is None else path
    data = load_yaml(path)
    reject_unknown(data, TOP_FIELDS, path, None)
    game = require(data, "game", str, path, None)
    if game != game_id:
        raise DataError(path, None, _("field 'game' should be {expected}, got {got}").format(
            expected=repr(game_id), got=repr(game)))
    blocks = [("h1", _text(data, "title", path, None))]
    sections = require(data, "sections", list, path, None)
    if not sections:
        raise DataError(path, None, _("field 'sections' is empty"))
    for i, section in enumerate(sections, start=1):
        entry = _("section {n}").format(n=i)
        reject_unknown(section, ("heading", "blocks"), path, entry)
        heading = _text(section, "heading", path, entry)
        blocks.append(("h2", heading))
        blocks += _blocks(section, path, _("section {heading}").format(heading=repr(heading)))
    designed = optional(data, "designed", dict, None, path, None)
    if designed is not None:
        reject_unknown(designed, ("heading", "source", "blocks"), path, "designed")
        blocks.append(("h1", _text(designed, "heading", path, "designed")))
        blocks += _blocks(designed, path, "designed")
    return blocks


def _text(mapping, key: str, path, entry: str | None) -> str:
    """``mapping[key]`` as non-empty text; see ``rules_blocks`` for the errors."""
    if isinstance(mapping, dict) and key in mapping:
        _check_text(mapping[key], path, entry, field_words(key))
    text = require(mapping, key, str, path, entry)
    if not text.strip():
        raise DataError(path, entry, _("{field} is empty").format(field=field_words(key)))
    return text


def _check_text(value, path, entry: str | None, what: str) -> None:
    """Raise ``DataError`` unless ``value`` is text; a value YAML made of bare words or
    digits (``no``, ``yes``, ``1.10``, a date) gets a hint to quote it."""
    if isinstance(value, str):
        return
    got = _("nothing") if value is None else shown(value)
    if value is None or isinstance(value, (list, dict)):
        raise DataError(path, entry, _("{what} should be text, got {got}").format(
            what=what, got=got))
    raise DataError(path, entry, _("{what} should be text, got {got} (put the text in quotes: "
                                   "YAML reads a bare yes, no or number as a value)").format(
                                       what=what, got=got))


def _blocks(owner: dict, path, entry: str) -> list[tuple[str, str]]:
    out = []
    for n, block in enumerate(require(owner, "blocks", list, path, entry), start=1):
        where = _("{entry}, block {n}").format(entry=entry, n=n)
        if not isinstance(block, dict) or len(block) != 1:
            raise DataError(path, where, _("each block must be one 'kind: text' pair"))
        (kind, text), = block.items()
        if kind not in BLOCK_KINDS:
            raise DataError(path, where, _("unknown block kind {kind} (known: {known})").format(
                kind=shown(kind), known=", ".join(BLOCK_KINDS)))
        _check_text(text, path, where, _("the {kind} block").format(kind=kind))
        if not text.strip():
            raise DataError(path, where, _("the {kind} block is empty").format(kind=kind))
        out.append((kind, text))
    if not out:
        raise DataError(path, entry, _("no blocks"))
    return out


class RulesScene(UIScene):
    """Shows the rules of ``game_id`` (None: the first available game). ``game_id`` and
    ``blocks`` (the ``(kind, text)`` list in the text panel, or an error message naming
    the file when the rules cannot be read) are what is shown now."""

    title = N_("Rules")

    def __init__(self, app, game_id: str | None):
        super().__init__(app)
        self.game_id = game_id or registry.available_games()[0].game_id
        self.blocks: list[tuple[str, str]] = []
        self.panels.append(Panel(TEXT_RECT.inflate(24, 24), style="parchment"))
        self.text = ScrollText(TEXT_RECT.copy(), [], size=20)
        self.widgets.add(self.text)
        y = 110
        for info in registry.all_games():
            tip = None if info.available else _("Not yet available.")
            self.widgets.add(Button(pygame.Rect(30, y, 280, 52), info.title,
                                    lambda g=info.game_id: self.show(g), enabled=info.available,
                                    style="primary" if info.game_id == self.game_id else "secondary",
                                    tooltip=tip, size=18))
            y += 62
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), _("Back"), self.back, style="secondary"))
        self.show(self.game_id)

    def show(self, game_id: str) -> None:
        """Switch to the rules of ``game_id``."""
        self.game_id = game_id
        for w in self.widgets:
            if isinstance(w, Button) and w.label in [g.title for g in registry.all_games()]:
                w.style = "primary" if w.label == registry.get(game_id).title else "secondary"
        try:
            self.blocks = rules_blocks(game_id)
        except DataError as exc:
            self.blocks = [("h1", _("The rules could not be shown")), ("p", str(exc))]
        self.text.set_blocks(self.blocks)
