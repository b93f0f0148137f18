"""The translation catalogs (a development tool, not part of the app; needs Babel from
requirements-dev.txt).

``python -m tests.catalog update``
    Extract every marked string of the code (``_``, ``N_``, ``ngettext``, ``pgettext``,
    ``counted``: see ``games.engine.i18n``; ``rulekit.Template``) into ``data/locale/tabletop.pot`` and merge it
    into each language's ``.po``: new strings get an empty ``msgstr`` to fill in, strings
    gone from the code are dropped.
``python -m tests.catalog compile``
    Write each ``.po`` as the ``.mo`` the app reads (commit both).
``python -m tests.catalog fill CODE FILE.json``
    Set translations of language ``CODE`` from a JSON object ``{msgid: msgstr}`` (a list
    of the forms for a plural entry, keyed by its singular): quicker than editing the
    ``.po`` by hand for many entries. Only entries already in the catalog are set.
``python -m tests.catalog check``
    List what is missing: strings of the code not in a catalog, untranslated or fuzzy
    entries, a ``.mo`` older than its ``.po``. Exit status 1 when anything is.

The suite's ``tests/engine/test_catalog.py`` runs the same checks.
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from games.engine import i18n

ROOT = Path(__file__).resolve().parents[1]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "counted": (2, 3), "Template": None}
SOURCES = ("games", "sprites", "saves")
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
HEADER = ("# Tabletop Five in {language}: fill in each msgstr, then run\n"
          "# `python -m tests.catalog compile` (see tests/catalog.py).")


def po_path(code: str) -> Path:
    """The editable catalog of language ``code``."""
    return i18n.LOCALE_DIR / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def extract() -> Catalog:
    """Every marked string of the app's code (games/, sprites/, saves/, main.py) as a template."""
    template = Catalog(project="Tabletop Five", domain=i18n.DOMAIN, fuzzy=False,
                       header_comment="# Every string of Tabletop Five's code that is translated.")
    found = [(f"{folder}/{name}", line, msg, comments, context)
             for folder in SOURCES
             for name, line, msg, comments, context in extract_from_dir(
                 ROOT / folder, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",))]
    with open(ROOT / "main.py", "rb") as fp:
        from babel.messages.extract import extract as extract_file
        found += [("main.py", line, msg, comments, context)
                  for line, msg, comments, context in extract_file("python", fp, keywords=KEYWORDS)]
    for where, line, msg, comments, context in found:
        template.add(msg, None, [(where, line)], auto_comments=comments, context=context)
    return template


def read(code: str) -> Catalog:
    """The catalog of ``code`` as it stands (an empty one if there is none yet)."""
    path = po_path(code)
    if not path.exists():
        return Catalog(locale=code, domain=i18n.DOMAIN, project="Tabletop Five")
    with open(path, "rb") as fp:
        return read_po(fp, locale=code)


def update() -> None:
    """Write the template and merge it into every language's catalog."""
    template = extract()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    with open(TEMPLATE, "wb") as fp:
        write_po(fp, template, omit_header=False, width=96)
    for code in i18n.CODES:
        if code == i18n.SOURCE:
            continue
        catalog = read(code)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.fuzzy = False            # a fuzzy header would leave the plural rule out of the .mo
        catalog.header_comment = HEADER.format(language=dict(i18n.LANGUAGES)[code])
        catalog.version, catalog.msgid_bugs_address = "1", ""
        catalog.last_translator = catalog.language_team = "the Tabletop Five team"
        po_path(code).parent.mkdir(parents=True, exist_ok=True)
        write(code, catalog)


def write(code: str, catalog: Catalog) -> None:
    """Write ``catalog`` as the ``.po`` of ``code``."""
    catalog.fuzzy = False
    with open(po_path(code), "wb") as fp:
        write_po(fp, catalog, width=96, include_previous=False)


def fill(code: str, table: dict) -> list[str]:
    """Set the translations of ``code`` from ``table`` (msgid, or a plural's singular, ->
    msgstr or list of forms; ``"context\u0004msgid"`` for an entry of ``pgettext``, which
    a plain msgid fills too when the table has no key with its context); returns the keys
    that matched no entry."""
    catalog, used = read(code), set()
    for message in catalog:
        key = message.id if isinstance(message.id, str) else message.id[0] if message.id else ""
        if key and message.context and f"{message.context}\u0004{key}" in table:
            key = f"{message.context}\u0004{key}"
        if key and key in table:
            value = table[key]
            message.string = tuple(value) if isinstance(value, list) else value
            message.flags.discard("fuzzy")
            used.add(key)
    write(code, catalog)
    return sorted(set(table) - used)


def compiled(code: str) -> bytes:
    """The ``.mo`` bytes the ``.po`` of ``code`` compiles to."""
    out = io.BytesIO()
    write_mo(out, read(code), use_fuzzy=False)
    return out.getvalue()


def compile_all() -> None:
    """Write every language's ``.mo`` from its ``.po``."""
    for code in i18n.CODES:
        if code != i18n.SOURCE:
            po_path(code).with_suffix(".mo").write_bytes(compiled(code))


# Folders whose strings are not translated yet: their untranslated entries are listed by
# ``check`` but do not fail the suite. Each game's Polish slice empties its entries here.
# Folders whose strings wait for the lead's merge of their Polish (notes/pl-<game>.json):
# their entries may be missing from the catalog or untranslated until then.
PENDING: tuple[str, ...] = ()


def problems(skip: tuple[str, ...] = ()) -> list[str]:
    """What is missing from the catalogs, one line each (empty when complete); an entry
    used only in files under the folders ``skip`` may stay untranslated."""
    template, found = extract(), []
    for code in i18n.CODES:
        if code == i18n.SOURCE:
            continue
        catalog = read(code)
        for message in template:
            if not message.id:
                continue
            entry = catalog.get(message.id, message.context)
            where = f"{code}: {message.id!r} ({message.locations[0][0]})"
            if entry is None:
                if not all(path.startswith(skip) for path, _line in message.locations):
                    found.append(f"{where} is not in the catalog: run "
                                 "`python -m tests.catalog update`")
            elif entry.fuzzy or not entry.string or (
                    isinstance(entry.string, tuple) and not all(entry.string)):
                if not all(path.startswith(skip) for path, _line in message.locations):
                    found.append(f"{where} has no translation")
        mo = po_path(code).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compiled(code):
            found.append(f"{code}: {mo.name} is not compiled from the .po: run "
                         "`python -m tests.catalog compile`")
    return found


def main(argv: list[str]) -> int:
    """Run the command ``argv[0]`` (update, compile or check)."""
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "fill" and len(argv) == 3:
        import json
        unused = fill(argv[1], json.loads(Path(argv[2]).read_text(encoding="utf-8")))
        if unused:
            print("Not in the catalog (run update first?):\n  " + "\n  ".join(unused))
    elif command == "check":
        found, later = problems(PENDING), set(problems()) - set(problems(PENDING))
        if later:
            print(f"{len(later)} entries of folders not translated yet ({', '.join(PENDING)}).")
        print("\n".join(found) if found else "The catalogs are complete.")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
