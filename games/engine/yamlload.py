"""Strict YAML loading for the shipped data files, with errors a designer can act on.

Every data loader reads its file with :func:`load_yaml` and checks the result with the
small helpers below. Whatever goes wrong (missing file, bad UTF-8, YAML syntax error, a
key written twice in one mapping, a missing or mistyped field) surfaces as one exception
type, :class:`DataError`, whose message names the file, the entry and the reason, e.g.::

    rooms.yaml, design 'barrel_cellar': missing field 'objects'

Loading is always ``yaml.SafeLoader`` based: no Python objects are ever constructed.

Texts a player reads come in every language of ``games.engine.i18n.CODES`` (English and
Polish), in one of two ways, each checked here like any other field:

- **inline**, for short texts such as names and card texts: the field is a mapping of
  language code -> text, ``name: {en: Barrel Cellar, pl: Piwnica z beczkami}``, read with
  :func:`require_texts`; a language missing, one too many or an empty text is a
  :class:`DataError` naming the file, the entry and the language. The screen picks the
  language shown with ``i18n.text(value)`` when it draws, so a change of language in
  Settings applies at once.
- **a file per language**, for long prose such as a game's rules screen: ``rules.yaml``
  (English, the source) and ``rules.pl.yaml`` beside it (:func:`translation_path`), with
  the same structure; the file's loader checks that the two match part for part (see
  ``games.engine.scenes.rules.rules_blocks``) and reads the one of the language shown.

A data file never holds a text in one language only, so nothing is ever blank or left
in English on a translated screen.
"""
from __future__ import annotations

import os
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

import yaml

from games.engine import i18n
from games.engine.i18n import N_, _

# Type names used in messages ("field 'x' should be a number").
_TYPE_NAMES: dict[type, str] = {
    bool: N_("true or false"),
    int: N_("a whole number"),
    float: N_("a number"),
    str: N_("text"),
    list: N_("a list"),
    dict: N_("a mapping"),
}


class DataError(Exception):
    """A shipped data file is unreadable or does not say what its loader needs.

    Attributes: ``path`` (str, the file as given to the loader), ``entry`` (str or None,
    the part of the file at fault, e.g. ``"design 'barrel_cellar'"`` or ``"line 12"``) and
    ``reason`` (str, what is wrong). ``str(err)`` joins the file's name, the entry and the
    reason: ``"rooms.yaml, design 'barrel_cellar': missing field 'objects'"``.
    """

    def __init__(self, path: str | os.PathLike, entry: str | None, reason: str) -> None:
        self.path = str(path)
        self.entry = entry
        self.reason = reason
        super().__init__(self.message())

    def message(self) -> str:
        """The one-line message: ``"<file name>[, <entry>]: <reason>"``."""
        where = Path(self.path).name or self.path
        if self.entry:
            where = f"{where}, {self.entry}"
        return f"{where}: {self.reason}"

    def __str__(self) -> str:
        return self.message()


class _DuplicateKey(yaml.constructor.ConstructorError):
    """A key written twice in one mapping: its problem is our own sentence, translated."""


_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)   # libyaml's C parser when built


class UniqueKeyLoader(_SAFE_LOADER):
    """``yaml.SafeLoader`` (libyaml's ``CSafeLoader`` where PyYAML has it: the same safe
    construction, parsed in C) that refuses a mapping with the same key written twice.

    Plain PyYAML keeps the last value silently, which hides typos in data files. Raises
    ``yaml.constructor.ConstructorError`` (turned into :class:`DataError` by
    :func:`load_yaml`). Merge keys (``<<``) are allowed to be overridden as YAML intends.
    """

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
        seen: dict[Any, yaml.Node] = {}
        for key_node, _value in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key = self.construct_object(key_node, deep=True)
            try:
                first = seen.get(key)
            except TypeError:  # unhashable key: SafeLoader reports it below
                continue
            if first is not None:
                raise _DuplicateKey(
                    None, None,
                    _("duplicate key {key} (first written at line {line})").format(
                        key=repr(key), line=first.start_mark.line + 1),
                    key_node.start_mark)
            seen[key] = key_node
        return super().construct_mapping(node, deep=deep)


def load_yaml(path: str | os.PathLike) -> Any:
    """Read one YAML document from ``path`` (UTF-8) with :class:`UniqueKeyLoader`.

    Returns the plain data (dicts, lists, str, int, float, bool, None). Raises
    :class:`DataError` naming the file when it is missing or unreadable, is not UTF-8, is
    not valid YAML, or has a duplicate key; the entry is ``"line N"`` where YAML gives one.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, None, _("file not found")) from None
    except UnicodeDecodeError as exc:
        raise DataError(path, _("byte {n}").format(n=exc.start), _("file is not UTF-8 text")) from None
    except OSError as exc:
        raise DataError(path, None, _("cannot read file ({why})").format(why=exc.strerror)) from None
    try:
        loader = UniqueKeyLoader(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        entry = _("line {n}").format(n=mark.line + 1) if mark is not None else None
        if isinstance(exc, _DuplicateKey):
            reason = exc.problem
        else:       # PyYAML's own words (English), framed in the language shown
            said = ": ".join(part for part in (exc.context, exc.problem) if part)
            reason = (_("this is not valid YAML ({problem})").format(problem=said) if said
                      else _("invalid YAML"))
        raise DataError(path, entry, reason) from None
    except yaml.YAMLError as exc:
        raise DataError(path, None, _("invalid YAML ({problem})").format(problem=exc)) from None


def field_words(key: str) -> str:
    """A field of a data file as a message names it: ``"field 'objects'"``."""
    return _("field {field}").format(field=repr(key))


def type_name(types: type | tuple[type, ...]) -> str:
    """Human name of an expected type or type tuple: ``(int, float)`` -> ``"a number"``."""
    if not isinstance(types, tuple):
        types = (types,)
    if float in types:
        return _("a number")
    return _(" or ").join(_(_TYPE_NAMES[t]) if t in _TYPE_NAMES else t.__name__ for t in types)


def shown(value: Any, limit: int = 40) -> str:
    """Short ``repr`` of a value for an error message, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def expect(value: Any, types: type | tuple[type, ...], path: str | os.PathLike,
           entry: str | None, what: str) -> Any:
    """Return ``value`` if it has one of ``types``; else raise :class:`DataError`.

    ``what`` names the value in the message (``"field 'x'"``). ``bool`` never passes for
    a number, and an ``int`` passes where ``float`` is expected (converted to float).
    """
    if not isinstance(types, tuple):
        types = (types,)
    if isinstance(value, bool) and bool not in types:
        ok = False
    else:
        ok = isinstance(value, types) or (float in types and isinstance(value, int))
    if not ok:
        got = _("nothing") if value is None else shown(value)
        raise DataError(path, entry, _("{what} should be {kind}, got {got}").format(
            what=what, kind=type_name(types), got=got))
    if float in types and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


def require(mapping: Any, key: str, types: type | tuple[type, ...], path: str | os.PathLike,
            entry: str | None) -> Any:
    """Return ``mapping[key]`` checked against ``types`` (see :func:`expect`).

    Raises :class:`DataError` if ``mapping`` is not a mapping (``"should be a mapping"``),
    the key is absent (``"missing field 'key'"``) or the value has the wrong type
    (``"field 'key' should be a number, got 'abc'"``).
    """
    _require_mapping(mapping, path, entry)
    if key not in mapping:
        raise DataError(path, entry, _("missing field {field}").format(field=repr(key)))
    return expect(mapping[key], types, path, entry, field_words(key))


def optional(mapping: Any, key: str, types: type | tuple[type, ...], default: Any,
             path: str | os.PathLike, entry: str | None) -> Any:
    """Like :func:`require` but returns ``default`` when the key is absent."""
    _require_mapping(mapping, path, entry)
    if key not in mapping:
        return default
    return expect(mapping[key], types, path, entry, field_words(key))


def require_number(mapping: Any, key: str, low: float, high: float,
                   path: str | os.PathLike, entry: str | None) -> float:
    """Return ``mapping[key]`` as a float within ``low..high`` (inclusive).

    Raises :class:`DataError` (``"field 'x' should be between 0 and 1, got 1.5"``).
    """
    value = require(mapping, key, (int, float), path, entry)
    if not low <= value <= high:
        raise DataError(path, entry, _("{field} should be between {low} and {high}, got {value}")
                        .format(field=field_words(key), low=f"{low:g}", high=f"{high:g}",
                                value=f"{value:g}"))
    return value


def require_choice(mapping: Any, key: str, choices: Collection[str],
                   path: str | os.PathLike, entry: str | None) -> str:
    """Return the text ``mapping[key]`` if it is one of ``choices``.

    Raises :class:`DataError` (``"field 'door' should be one of 'left', 'right', got 'up'"``).
    """
    value = require(mapping, key, str, path, entry)
    if value not in choices:
        listed = ", ".join(repr(c) for c in sorted(choices))
        raise DataError(path, entry, _("{field} should be one of {listed}, got {value}").format(
            field=field_words(key), listed=listed, value=repr(value)))
    return value


def reject_unknown(mapping: Any, allowed: Collection[str], path: str | os.PathLike,
                   entry: str | None) -> None:
    """Raise :class:`DataError` if ``mapping`` has a key outside ``allowed`` (catches typos
    such as ``colour`` for ``color``): ``"unknown field 'flor' (expected: door, floor, ...)"``."""
    _require_mapping(mapping, path, entry)
    extra = [k for k in mapping if k not in allowed]
    if extra:
        expected = ", ".join(sorted(allowed))
        raise DataError(path, entry, _("unknown field {field} (expected: {expected})").format(
            field=shown(extra[0]), expected=expected))


def _require_mapping(mapping: Any, path: str | os.PathLike, entry: str | None) -> Mapping:
    if not isinstance(mapping, Mapping):
        got = _("nothing") if mapping is None else shown(mapping)
        raise DataError(path, entry, _("should be a mapping of fields, got {got}").format(got=got))
    return mapping


def require_texts(mapping: Any, key: str, path: str | os.PathLike, entry: str | None) -> dict:
    """Return ``mapping[key]``, a text in every language, as a new ``{code: text}`` dict
    (texts stripped of surrounding space), in the order of ``i18n.CODES``.

    The value must be a mapping with exactly the codes of ``i18n.CODES`` as keys
    (``{en: ..., pl: ...}``), each a non-empty text. Raises :class:`DataError` naming the
    file, the entry and the language: ``"rooms.yaml, design 'rat_nest': field 'name' has
    no text for language 'pl'"``; also when the field is missing, is plain text instead of
    one text per language, names a language the app does not speak, or holds something
    other than text for a language.
    """
    _require_mapping(mapping, path, entry)
    if key not in mapping:
        raise DataError(path, entry, _("missing field {field}").format(field=repr(key)))
    value, what = mapping[key], field_words(key)
    if not isinstance(value, dict):
        got = _("nothing") if value is None else shown(value)
        raise DataError(path, entry, _("{field} should give a text for each language "
                                       "({codes}), got {got}").format(
            field=what, codes=", ".join(i18n.CODES), got=got))
    extra = [code for code in value if code not in i18n.CODES]
    if extra:
        raise DataError(path, entry, _("{field} names a language the app does not speak: "
                                       "{code} (known: {codes})").format(
            field=what, code=shown(extra[0]), codes=", ".join(i18n.CODES)))
    texts = {}
    for code in i18n.CODES:
        if code not in value:
            raise DataError(path, entry, _("{field} has no text for language {code}").format(
                field=what, code=repr(code)))
        text = expect(value[code], str, path, entry,
                      _("{field} for language {code}").format(field=what, code=repr(code)))
        if not text.strip():
            raise DataError(path, entry, _("{field} is empty for language {code}").format(
                field=what, code=repr(code)))
        texts[code] = text.strip()
    return texts


def translation_path(path: str | os.PathLike, code: str) -> Path:
    """The file holding the ``code`` translation of the data file ``path``:
    ``translation_path("data/bazyliszek/rules.yaml", "pl") == Path("data/bazyliszek/rules.pl.yaml")``
    (the source language, ``i18n.SOURCE``, is ``path`` itself)."""
    path = Path(path)
    if code == i18n.SOURCE:
        return path
    return path.with_name(f"{path.stem}.{code}{path.suffix}")


class Named:
    """Mixin for a designed entry read with ``require_texts``: ``name`` and ``text`` in
    the language shown now, picked from the entry's ``names`` / ``texts`` (``{code:
    text}`` per language) each time they are read, so a change of language applies at
    once. The dataclass that mixes it in gives the two fields."""

    @property
    def name(self) -> str:
        """The entry's name in the language shown (``i18n.text``)."""
        return i18n.text(self.names)

    @property
    def text(self) -> str:
        """The entry's text in the language shown (``i18n.text``)."""
        return i18n.text(self.texts)

