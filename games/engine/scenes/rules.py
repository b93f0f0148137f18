"""The rules scene: a game's rules text from data/<game>/rules.yaml (or its translation,
rules.<language>.yaml beside it), with the parts this app designed or adapted listed
separately. Tabs on the left switch between games."""
from __future__ import annotations

import os

import pygame

from games.engine import i18n, registry
from games.engine.i18n import N_, _
from games.engine.paths import data_path
from games.engine.scenes.base import UIScene
from games.engine.yamlload import (DataError, field_words, load_yaml, optional, reject_unknown,
                                   require, shown, translation_path)
from sprites.widgets import Button, Panel, ScrollText

TEXT_RECT = pygame.Rect(330, 110, 910, 600)
BLOCK_KINDS = ("h1", "h2", "p", "bullet", "note")
TOP_FIELDS = ("game", "title", "source", "sections", "designed")


def rules_blocks(game_id: str, path: str | os.PathLike | None = None,
                 language: str | None = None) -> list[tuple[str, str]]:
    """The rules of ``game_id`` as ``(kind, text)`` blocks for ``ScrollText``, in
    ``language`` (default: the language shown now): the title, each section's heading and
    blocks, then the designed part's heading and blocks.

    Reads ``path`` (default ``data/<game_id>/rules.yaml``, the English text), checked like
    the card data: raises ``DataError`` naming the file and the entry when the file is
    missing or not YAML, a field is unknown or missing, the ``game`` field names another
    game, a block is not one ``kind: text`` pair of a known kind, or a title, heading or
    block holds something other than text, e.g. an unquoted ``no``, ``yes`` or ``1.10``,
    which YAML reads as false, true and 1.1 (the screen would show "False", "True", "1.1").

    Translations sit in a file per language beside it, ``rules.<code>.yaml``
    (``yamlload.translation_path``), with the same structure, listed in the English file's
    ``translations`` (e.g. ``[pl]``). For a language listed there the translation is read,
    checked the same way and checked to match the English part for part and block for
    block (as many sections, each with as many blocks of the same kinds, a designed part
    exactly when the English has one): a listed translation that is missing, damaged or
    different in shape is a ``DataError`` naming the translation's file and the entry,
    never an English or blank screen. A language not listed (a game whose rules are not
    translated yet) shows the English.
    """
    path = data_path(game_id, "rules.yaml") if path is None else path
    language = i18n.language() if language is None else language
    data = load_yaml(path)
    source = _document(data, path, game_id, translated=False)
    listed = optional(data, "translations", list, [], path, None)
    for code in listed:
        if code not in i18n.CODES or code == i18n.SOURCE:
            raise DataError(path, None, _("field 'translations' should list language codes "
                                          "of {codes}, got {got}").format(
                codes=", ".join(c for c in i18n.CODES if c != i18n.SOURCE), got=shown(code)))
    if language == i18n.SOURCE or language not in listed:
        return _flat(source)
    other = translation_path(path, language)
    translated = _document(load_yaml(other), other, game_id, translated=True)
    _match(source, translated, path, other)
    return _flat(translated)


# One part of a rules document: (kind "title" | "section" | "designed", its entry for a
# message, its blocks: the heading first).
Part = tuple[str, str | None, list[tuple[str, str]]]


def _document(data, path, game_id: str, translated: bool) -> list[Part]:
    """The parts of one rules file (English, or a translation: no ``translations`` field),
    each checked; see ``rules_blocks`` for the errors."""
    reject_unknown(data, TOP_FIELDS if translated else TOP_FIELDS + ("translations",), path, None)
    game = require(data, "game", str, path, None)
    if game != game_id:
        raise DataError(path, None, _("field 'game' should be {expected}, got {got}").format(
            expected=repr(game_id), got=repr(game)))
    parts: list[Part] = [("title", None, [("h1", _text(data, "title", path, None))])]
    sections = require(data, "sections", list, path, None)
    if not sections:
        raise DataError(path, None, _("field 'sections' is empty"))
    for i, section in enumerate(sections, start=1):
        entry = _("section {n}").format(n=i)
        reject_unknown(section, ("heading", "blocks"), path, entry)
        heading = _text(section, "heading", path, entry)
        parts.append(("section", entry, [("h2", heading)] + _blocks(
            section, path, _("section {heading}").format(heading=repr(heading)))))
    designed = optional(data, "designed", dict, None, path, None)
    if designed is not None:
        reject_unknown(designed, ("heading", "source", "blocks"), path, "designed")
        parts.append(("designed", "designed", [("h1", _text(designed, "heading", path, "designed"))]
                      + _blocks(designed, path, "designed")))
    return parts


def _flat(parts: list[Part]) -> list[tuple[str, str]]:
    return [block for _kind, _entry, blocks in parts for block in blocks]


def _match(source: list[Part], translated: list[Part], path, other) -> None:
    """Raise ``DataError`` (naming ``other``, the translation) unless ``translated`` has
    the parts of ``source`` with as many blocks of the same kinds in each."""
    english = os.path.basename(os.fspath(path))
    kinds = [kind for kind, _entry, _blocks in source]
    got = [kind for kind, _entry, _blocks in translated]
    if kinds.count("section") != got.count("section"):
        raise DataError(other, None, _("{got} sections, but {english} has {expected}").format(
            got=got.count("section"), english=english, expected=kinds.count("section")))
    if ("designed" in kinds) != ("designed" in got):
        raise DataError(other, None, (_("no designed part, but {english} has one")
                                      if "designed" in kinds else
                                      _("a designed part, but {english} has none")).format(
            english=english))
    for (_kind, entry, blocks), (_other, _entry, theirs) in zip(source, translated):
        if len(blocks) != len(theirs):
            raise DataError(other, entry, _("{got} blocks, but {english} has {expected} here")
                            .format(got=len(theirs) - 1, english=english,
                                    expected=len(blocks) - 1))
        for n, ((kind, _text_), (their_kind, _their)) in enumerate(zip(blocks, theirs)):
            if kind != their_kind:
                where = _("{entry}, block {n}").format(entry=entry, n=n) if entry else None
                raise DataError(other, where, _("a {got} block, but {english} has a {expected} "
                                                "block here").format(
                    got=their_kind, english=english, expected=kind))


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
    shown_in_replay = True

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
            tables = getattr(registry.get(game_id).rules(), "rules_tables", None)
            if tables is not None:           # a game's tables made from its data files,
                heads = [k for k, (kind, _t) in enumerate(self.blocks) if kind == "h1"]
                at = heads[-1] if len(heads) > 1 else len(self.blocks)   # before the
                self.blocks = self.blocks[:at] + tables() + self.blocks[at:]  # designed part
        except DataError as exc:
            self.blocks = [("h1", _("The rules could not be shown")), ("p", str(exc))]
        self.text.set_blocks(self.blocks)
