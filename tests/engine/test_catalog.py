"""The languages: the catalogs are complete and compiled, Polish plurals take the right
form, the language setting is read, kept and applied, and a broken catalog leaves the
game in English with a sentence instead of a crash."""
import ast
import gettext
from pathlib import Path

import pytest

from games.engine import i18n
from games.engine.settings import Settings, _from_dict, load_settings, save_settings
from tests import catalog

ROOT = Path(__file__).resolve().parents[2]


def test_every_marked_string_has_a_polish_translation_and_the_mo_is_compiled():
    # The games' own texts are translated game by game: until then their folders are
    # listed in catalog.PENDING (and shown in English).
    assert catalog.problems(catalog.PENDING) == []


@pytest.mark.parametrize("n, form", [(0, 2), (1, 0), (2, 1), (3, 1), (4, 1), (5, 2), (11, 2),
                                     (12, 2), (14, 2), (21, 2), (22, 1), (24, 1), (25, 2),
                                     (101, 2), (102, 1), (112, 2), (122, 1)])
def test_polish_plural_rule_picks_the_form_of_the_grammar(n, form):
    # 1 komnata (form 0); 2, 3, 4, 22, 102 komnaty (form 1); 0, 5, 11-14, 21, 25 komnat (form 2)
    with open(catalog.po_path("pl").with_suffix(".mo"), "rb") as fp:
        translations = gettext.GNUTranslations(fp)
    assert translations.plural(n) == form


def test_polish_is_shown_once_chosen_and_english_comes_back():
    assert i18n.set_language("pl") is None and i18n.language() == "pl"
    assert i18n._("Settings") == "Ustawienia"
    assert i18n._("a text the catalog does not hold") == "a text the catalog does not hold"
    assert i18n.set_language("en") is None
    assert i18n._("Settings") == "Settings"


def test_counted_fills_the_plural_form_in():
    assert i18n.counted(1, "{n} room", "{n} rooms") == "1 room"
    assert i18n.counted(5, "{n} room", "{n} rooms") == "5 rooms"
    assert i18n.counted(2, "{n} room of {who}", "{n} rooms of {who}", who="Ola") == "2 rooms of Ola"


@pytest.mark.parametrize("code", ["de", "", "PL", None, "english"])
def test_an_unknown_language_is_refused(code):
    with pytest.raises(ValueError):
        i18n.set_language(code)


@pytest.mark.parametrize("content", [b"", b"not a catalog at all", b"\xde\x12\x04\x95" + b"\0" * 3])
def test_a_broken_catalog_leaves_english_and_says_so(tmp_path, monkeypatch, content):
    (tmp_path / "pl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "pl" / "LC_MESSAGES" / "tabletop.mo").write_bytes(content)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    problem = i18n.set_language("pl")
    assert problem and "Polski" in problem and "English" in problem
    assert i18n.language() == "en" and i18n._("Settings") == "Settings"


def test_a_missing_catalog_leaves_english_and_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert "could not be read" in i18n.set_language("pl") and i18n.language() == "en"


@pytest.mark.parametrize("environ, code", [
    ({"LANG": "pl_PL.UTF-8"}, "pl"), ({"LANG": "en_GB.UTF-8"}, "en"), ({}, "en"),
    ({"LANGUAGE": "pl:en", "LANG": "en_US.UTF-8"}, "pl"), ({"LANGUAGE": "de:pl"}, "pl"), ({"LANGUAGE": "de"}, "en"),
    ({"LC_ALL": "pl_PL", "LANG": "en_US"}, "pl"), ({"LC_MESSAGES": "C", "LANG": "pl_PL"}, "en"),
    ({"LANGUAGE": "", "LANG": "pl"}, "pl"), ({"LANG": "fr_FR"}, "en"),
])
def test_system_language_follows_the_first_language_asked_for(environ, code):
    assert i18n.system_language(environ) == code


def test_the_language_setting_is_kept_and_a_bad_one_falls_back(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "pl")
    assert Settings().language == "pl"               # the default follows the system
    settings = Settings(language="en")
    assert save_settings(settings) is None
    assert load_settings() == (settings, None)
    for bad in ("de", 7, None, ["pl"]):
        loaded, problem = _from_dict({"language": bad})
        assert loaded.language == "pl" and "language" in problem


def _modules_importing_underscore():
    paths = [ROOT / "main.py"] + [path for folder in catalog.SOURCES
                                  for path in sorted((ROOT / folder).rglob("*.py"))]
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.ImportFrom) and n.module == "games.engine.i18n"
               and any(a.name == "_" for a in n.names) for n in ast.walk(tree)):
            yield path, tree


def test_no_module_that_translates_with_underscore_also_uses_it_as_a_name():
    # ``for _, x in pairs`` in a module that imports ``_`` would make ``_("...")`` fail.
    found = []
    for path, tree in _modules_importing_underscore():
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            elif isinstance(node, ast.arg) and node.arg == "_":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []
    assert list(_modules_importing_underscore())          # the scan sees the modules it checks


def test_in_source_language_gives_english_inside_and_the_language_shown_after():
    i18n.set_language("pl")
    with i18n.in_source_language():
        assert i18n.language() == "en" and i18n._("Settings") == "Settings"
    assert i18n.language() == "pl" and i18n._("Settings") == "Ustawienia"
    with pytest.raises(RuntimeError):
        with i18n.in_source_language():
            raise RuntimeError("a failure inside")
    assert i18n.language() == "pl"


def test_each_language_makes_a_text_in_every_language_and_leaves_the_shown_one():
    for shown in i18n.CODES:
        i18n.set_language(shown)
        made = i18n.each_language(lambda: i18n._("Settings"))
        assert made == {"en": "Settings", "pl": "Ustawienia"}
        assert i18n.language() == shown and i18n.shown(made) == i18n._("Settings")
        with pytest.raises(RuntimeError):
            i18n.each_language(lambda: (_ for _ in ()).throw(RuntimeError("a failure inside")))
        assert i18n.language() == shown
    i18n.set_language("en")


def test_each_language_keeps_a_pseudo_language_shown_and_reads_the_others():
    class Marked(gettext.NullTranslations):
        def gettext(self, message):
            return f"«{message}»"
    i18n.use(Marked(), "pl")
    try:
        assert i18n.each_language(lambda: i18n._("Settings")) == {"en": "Settings",
                                                                  "pl": "«Settings»"}
        assert i18n._("Settings") == "«Settings»"
    finally:
        i18n.set_language("en")


def test_each_language_gives_english_words_where_a_catalog_cannot_be_read(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)          # no catalog there at all
    assert i18n.each_language(lambda: i18n._("Settings")) == {"en": "Settings", "pl": "Settings"}


@pytest.mark.parametrize("code, n, written", [
    ("en", 999_999_999, "999,999,999"), ("en", 2026, "2,026"), ("en", 7, "7"),
    ("pl", 999_999_999, "999\u00a0999\u00a0999"), ("pl", 2026, "2026"), ("pl", 12_345, "12\u00a0345"),
    ("pl", -40_000, "-40\u00a0000")])
def test_large_numbers_are_grouped_as_the_language_writes_them(code, n, written):
    i18n.set_language(code)
    try:
        assert i18n.number(n) == written
    finally:
        i18n.set_language("en")
