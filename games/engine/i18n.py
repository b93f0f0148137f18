"""The languages the app speaks: English (the language the code is written in) and Polish.

Code strings go through gettext from the standard library, translated when they are shown
so that a change of language applies at once:

- ``_("Continue")`` translates now;
- ``N_("Continue")`` only marks a constant (a table entry, a default) for the catalog:
  translate it with ``_`` where it is shown;
- ``ngettext("{n} room", "{n} rooms", n)`` picks the form for ``n`` (Polish has three:
  1 komnata, 2 komnaty, 5 komnat) and ``counted(n, "{n} room", "{n} rooms")`` also fills
  ``{n}``;
- ``pgettext("button", "Load")`` tells apart two uses of one English word.

The catalogs are ``data/locale/<language>/LC_MESSAGES/tabletop.po`` (edited by hand, one
``msgstr`` per ``msgid``) and the ``.mo`` compiled from each (shipped, read at run time);
``python -m tests.catalog`` extracts, updates, compiles and checks them (Babel, a
development tool only). Data texts (YAML) hold both languages in one entry,
``name: {en: ..., pl: ...}``: ``text(value)`` picks the one to show.

Pure Python, no pygame. Rules engines stay language-neutral (their events carry ids and
numbers); ``describe`` and the scenes translate, and saves never hold translated text.
"""
from __future__ import annotations

import gettext
import locale
import os
import struct
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Mapping, TypeVar

from games.engine.bundle import ROOT

T = TypeVar("T")

LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("pl", "Polski"))
CODES = tuple(code for code, _name in LANGUAGES)
SOURCE = "en"                                   # the language of the code's own strings
DOMAIN = "tabletop"
LOCALE_DIR = ROOT / "data" / "locale"         # in the app's folder or the built bundle

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE
_loaded: dict[Path, gettext.NullTranslations] = {}   # catalogs read so far, by file


def _read(code: str) -> gettext.NullTranslations:
    """The catalog of ``code`` (read once). Raises ``OSError``, ``ValueError`` and the
    other errors of a missing or damaged ``.mo``."""
    if code == SOURCE:
        return gettext.NullTranslations()
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if path not in _loaded:
        with open(path, "rb") as fp:
            _loaded[path] = gettext.GNUTranslations(fp)
    return _loaded[path]


def language() -> str:
    """The language shown now: a code of ``LANGUAGES`` ("en" or "pl")."""
    return _language


def set_language(code: str) -> str | None:
    """Show ``code`` ("en" or "pl") from now on. Returns ``None``, or one plain sentence
    when that language's catalog cannot be read (the app then stays in English, which
    always works). Raises ``ValueError`` for a code that is not in ``LANGUAGES``."""
    global _translations, _language
    if code not in CODES:
        raise ValueError(f"no language {code!r}; the languages are {', '.join(CODES)}")
    try:
        found = _read(code)
    except (OSError, ValueError, IndexError, KeyError, struct.error) as exc:   # a damaged .mo
        _translations, _language = gettext.NullTranslations(), SOURCE
        return (f"The {dict(LANGUAGES)[code]} texts could not be read "
                f"({exc.__class__.__name__}), so the game stays in English.")
    _translations, _language = found, code
    return None


def use(translations: gettext.NullTranslations, code: str) -> None:
    """Show ``translations`` as language ``code`` (for tests: a pseudo-language that marks
    every translated string). ``set_language`` undoes it."""
    global _translations, _language
    _translations, _language = translations, code


def each_language(make: Callable[[], T]) -> dict[str, T]:
    """``make()`` called once in each language of ``LANGUAGES``: ``{code: result}``. The
    language shown now is used as it is shown (a test's pseudo-language too), the others
    from their catalogs (English texts where a catalog cannot be read). For texts kept
    while the language may change under them: the game log holds each line in every
    language, so a switch in Settings reaches the lines already written. The language
    shown before comes back afterwards, also when ``make`` raises."""
    global _translations, _language
    before = (_translations, _language)
    made: dict[str, T] = {}
    try:
        for code in CODES:
            if code == before[1]:
                _translations, _language = before
            else:
                try:
                    _translations, _language = _read(code), code
                except (OSError, ValueError, IndexError, KeyError, struct.error):
                    _translations, _language = gettext.NullTranslations(), code
            made[code] = make()
    finally:
        _translations, _language = before
    return made


def shown(texts: Mapping[str, T]) -> T:
    """The entry of ``texts`` (as ``each_language`` makes them) for the language shown
    now, the English one when it has none. Raises ``KeyError`` when neither is there."""
    return texts[_language] if _language in texts else texts[SOURCE]


@contextmanager
def in_source_language() -> Iterator[None]:
    """Within the block texts come out in English, the language of the code, whatever is
    shown: for the few texts a file keeps (a save's progress line), so that files hold no
    translated words. The language shown before comes back afterwards."""
    global _translations, _language
    before = (_translations, _language)
    _translations, _language = gettext.NullTranslations(), SOURCE
    try:
        yield
    finally:
        _translations, _language = before


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language code the system asks for, if the app speaks it, else English: read
    from ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` (the order gettext uses),
    then from the locale Python was given (on Windows, the user's language). The first of
    these that is set decides; within it, the first language of its list the app speaks."""
    env = os.environ if environ is None else environ
    wanted = [env.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for value in wanted:
        if value.strip():                      # the first variable set decides, as in gettext
            for part in value.split(":"):      # LANGUAGE may list several, best first
                code = part.strip().lower()[:2]
                if code in CODES:
                    return code
            return SOURCE
    return SOURCE


def _(message: str) -> str:
    """``message`` in the language shown now (itself when it has no translation)."""
    return _translations.gettext(message)


def N_(message: str) -> str:
    """``message`` itself: marks a constant for the catalog, translated later with ``_``."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that the number ``n`` takes in the language
    shown now (English: 1 -> singular; Polish: 1, 2-4 except 12-14, and the rest)."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated as it is meant in ``context`` ("button", "heading", ...)."""
    return _translations.pgettext(context, message)


def counted(n: int, singular: str, plural: str, **values) -> str:
    """``ngettext`` filled in: ``counted(2, "{n} room", "{n} rooms") == "2 rooms"`` (in
    Polish "2 komnaty"); other ``{fields}`` come from ``values``."""
    return ngettext(singular, plural, n).format(n=n, **values)


def number(n: int) -> str:
    """The whole number ``n`` written in the style of the language shown: digits grouped
    by three, with a comma in English ("999,999,999") and a non-breaking space in Polish
    ("999 999 999"); numbers up to 9999 are written plain in Polish, as Polish writes
    them. For large numbers a player reads (a seed's limit), not for ids."""
    # TRANSLATORS: the separator between groups of three digits in a large number
    # (a comma in English; in Polish a non-breaking space, U+00A0).
    sep = pgettext("digits", ",")
    if _language == "pl" and abs(n) < 10000:
        return str(n)
    return f"{n:,}".replace(",", sep)


def text(value) -> str:
    """A data text in the language shown now: ``value`` is ``{"en": ..., "pl": ...}`` as
    the YAML loaders check it (a plain string is shown as it is, e.g. a name that is the
    same in every language); English where the language shown has no entry (a test's
    pseudo-language). Raises ``KeyError`` when ``value`` has no English either."""
    if isinstance(value, str):
        return value
    return value[_language] if _language in value else value[SOURCE]
