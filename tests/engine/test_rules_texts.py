"""Generic checks on every game's in-game rules text, ``data/<game>/rules.yaml``.

For each game folder holding a rules file: it loads with the strict loader (duplicate keys
rejected), has the shape the Rules scene renders (title, rulebook sections, a designed
part), every block is a known one-key ``kind: text`` pair, headings are unique, and the text
does not copy the game's rulebook (no run of ``COPY_RUN`` consecutive rulebook words). The
rulebooks live beside the repo in ``../shared/rulebooks``; only these tests read them, and
the copy check is skipped when a rulebook is absent.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.engine.paths import DATA_DIR, ROOT
from games.engine.scenes.rules import rules_blocks
from games.engine.yamlload import DataError, load_yaml

RULEBOOK_DIR = ROOT.parent / "shared" / "rulebooks"
# Game folder under data/ -> its rulebook file in RULEBOOK_DIR.
RULEBOOKS = {
    "bazyliszek": "bazyliszek.txt",
    "baldricks_tomb": "baldricks-tomb.txt",
    "basilica": "basilica.pl.txt",
    "labirynt": "labirynt-czarnoksieznika.txt",
    "bas_celik": "bas-celik.txt",
}
BLOCK_KINDS = {"h1", "h2", "p", "bullet", "note"}
REQUIRED_KEYS = ("game", "title", "source", "sections", "designed")
COPY_RUN = 10  # this many consecutive rulebook words in a row count as copying

GAMES = sorted(p.parent.name for p in DATA_DIR.glob("*/rules.yaml"))


def words(text: str) -> list[str]:
    """Lower-case words of ``text``, apostrophes dropped (``Baldrick's`` -> ``baldricks``)."""
    return re.findall(r"[^\W_]+", re.sub(r"['’`]", "", text.lower()))


def word_runs(seq: list[str], n: int = COPY_RUN) -> set[tuple[str, ...]]:
    """Every run of ``n`` consecutive items of ``seq`` (empty when ``seq`` is shorter)."""
    return {tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)}


def block_text(block: dict) -> str:
    return next(iter(block.values()))


def all_blocks(doc: dict) -> list[dict]:
    """Every block of a rules document: the sections' blocks, then the designed ones."""
    blocks = [b for section in doc["sections"] for b in section["blocks"]]
    return blocks + list(doc["designed"]["blocks"])


def all_texts(doc: dict) -> list[str]:
    """Title, every heading (designed one included) and every block's text."""
    headings = [s["heading"] for s in doc["sections"]] + [doc["designed"]["heading"]]
    return [doc["title"], *headings, *(block_text(b) for b in all_blocks(doc))]


def copied_runs(doc: dict, book_text: str) -> list[tuple[str, str]]:
    """``(copied words, text they were found in)`` for every text of ``doc`` sharing a run
    of ``COPY_RUN`` consecutive words with ``book_text``; empty when nothing is copied."""
    book = word_runs(words(book_text))
    found = []
    for text in all_texts(doc):
        shared = word_runs(words(text)) & book
        found += [(" ".join(run), text) for run in sorted(shared)]
    return found


def rulebook_for(game: str) -> Path:
    """The rulebook file of ``game``; skips the test when it is not beside the repo."""
    assert game in RULEBOOKS, f"no rulebook known for game folder {game!r}: add it to RULEBOOKS"
    path = RULEBOOK_DIR / RULEBOOKS[game]
    if not path.is_file():
        pytest.skip(missing_rulebook(path))
    return path


def missing_rulebook(path: Path) -> str:
    """Why a test that reads a rulebook is skipped: the rulebooks are not in this
    repository, they sit beside the checkout where the project is developed."""
    return (f"no rulebook at {path}: the rulebooks are not part of this repository (only "
            "the team's workspace has them in ../shared/rulebooks beside the checkout), so "
            "whether the rules text copies the rulebook cannot be checked in this clone")


@pytest.fixture(params=GAMES)
def game_rules(request) -> tuple[str, dict]:
    """``(game folder, rules document)`` for each ``data/*/rules.yaml``, strictly loaded."""
    game = request.param
    return game, load_yaml(DATA_DIR / game / "rules.yaml")


def test_there_are_rules_files():
    assert "bazyliszek" in GAMES and "baldricks_tomb" in GAMES


def test_required_keys(game_rules):
    game, doc = game_rules
    assert isinstance(doc, dict), "top level should be a mapping"
    missing = [k for k in REQUIRED_KEYS if k not in doc]
    assert not missing, f"missing keys {missing}"
    assert doc["game"] == game
    assert isinstance(doc["title"], str) and doc["title"].strip()
    assert doc["source"] == "rulebook"
    assert isinstance(doc["sections"], list) and doc["sections"]


def test_sections_have_heading_and_blocks(game_rules):
    _, doc = game_rules
    for i, section in enumerate(doc["sections"]):
        assert isinstance(section, dict), f"section {i + 1} is not a mapping"
        assert set(section) == {"heading", "blocks"}, f"section {i + 1} keys: {sorted(section)}"
        assert isinstance(section["heading"], str) and section["heading"].strip()
        assert isinstance(section["blocks"], list) and section["blocks"], (
            f"section {section['heading']!r} has no blocks")


def test_designed_part(game_rules):
    _, doc = game_rules
    designed = doc["designed"]
    assert isinstance(designed, dict)
    assert designed.get("source") == "designed"
    assert isinstance(designed.get("heading"), str) and designed["heading"].strip()
    assert isinstance(designed.get("blocks"), list) and designed["blocks"]


def test_every_block_is_well_formed(game_rules):
    _, doc = game_rules
    for block in all_blocks(doc):
        assert isinstance(block, dict) and len(block) == 1, f"not a one-key mapping: {block!r}"
        kind, text = next(iter(block.items()))
        assert kind in BLOCK_KINDS, f"unknown block kind {kind!r}"
        assert isinstance(text, str) and text.strip(), f"empty or non-text block {block!r}"


def test_headings_are_unique(game_rules):
    _, doc = game_rules
    headings = [s["heading"] for s in doc["sections"]] + [doc["designed"]["heading"]]
    headings += [block_text(b) for b in all_blocks(doc) if next(iter(b)) in ("h1", "h2")]
    folded = [h.strip().casefold() for h in headings]
    dupes = sorted({h for h in folded if folded.count(h) > 1})
    assert not dupes, f"duplicate headings: {dupes}"


def test_does_not_copy_the_rulebook(game_rules):
    game, doc = game_rules
    book_text = rulebook_for(game).read_text(encoding="utf-8")
    copied = copied_runs(doc, book_text)
    assert not copied, f"copies the rulebook: {copied[0][0]!r} in {copied[0][1]!r}"


def test_copy_detector_catches_a_rulebook_sentence():
    """The copy check must be able to fail: a real sentence of the Baldrick's Tomb rulebook,
    slipped into an otherwise original document (with different capitals and punctuation),
    is reported; the same facts in other words are not."""
    book_text = rulebook_for("baldricks_tomb").read_text(encoding="utf-8")
    sentence = ("If the player holding Baldrick's Gem is knocked out, she gives it to the "
                "player with the lowest amount of gold besides herself.")
    assert sentence in book_text
    doc = {"title": "T", "sections": [{"heading": "H", "blocks": [
        {"p": "Gem rules."}, {"bullet": "Note: " + sentence.upper().replace(",", " --")}]}],
        "designed": {"heading": "D", "blocks": [{"p": "Ours."}]}}
    copied = copied_runs(doc, book_text)
    assert any("knocked out she gives it" in run for run, _ in copied)
    doc["sections"][0]["blocks"][1] = {"bullet": (
        "When the Gem's holder is knocked out, it goes to whichever other player has the "
        "least gold.")}
    assert not copied_runs(doc, book_text)


# ----------------------------------------------------------------- the rules screen's loader

def test_the_rules_screen_shows_every_text_of_the_file_unchanged(game_rules):
    """What ``rules_blocks`` gives the screen is, in order, the title, each section's
    heading and blocks and the designed part, each text exactly as the file has it."""
    game, doc = game_rules
    shown = rules_blocks(game)
    expected = [("h1", doc["title"])]
    for section in doc["sections"]:
        expected.append(("h2", section["heading"]))
        expected += [next(iter(b.items())) for b in section["blocks"]]
    expected.append(("h1", doc["designed"]["heading"]))
    expected += [next(iter(b.items())) for b in doc["designed"]["blocks"]]
    assert shown == expected
    assert all(isinstance(text, str) for _, text in shown)


TEMPLATE = """\
game: toy
title: {title}
source: rulebook
sections:
  - heading: {heading}
    blocks:
      - p: A first paragraph.
      - {kind}: {text}
designed:
  heading: {designed}
  source: designed
  blocks:
    - bullet: {designed_text}
"""
GOOD = {"title": "Toy", "heading": "Setup", "kind": "p", "text": "Deal the cards.",
        "designed": "Designed here", "designed_text": "Our own card texts."}
NOT_TEXT = {"no": "False", "yes": "True", "1.10": "1.1", "3": "3", "2024-01-01": "2024",
            "[a, b]": "['a', 'b']", "{a: b}": "{'a': 'b'}", "null": "nothing", "": "nothing"}
QUOTED = ("no", "yes", "1.10", "3", "2024-01-01")       # bare words YAML turns into values
WHERE = {"title": None, "heading": "section 1", "text": "section 'Setup', block 2",
         "designed": "designed", "designed_text": "designed, block 1"}


def write_rules(tmp_path, **changes) -> Path:
    path = tmp_path / "rules.yaml"
    path.write_text(TEMPLATE.format(**{**GOOD, **changes}), encoding="utf-8")
    return path


def test_the_template_itself_loads(tmp_path):
    blocks = rules_blocks("toy", write_rules(tmp_path))
    assert blocks[0] == ("h1", "Toy") and blocks[-1] == ("bullet", "Our own card texts.")


@pytest.mark.parametrize("field", sorted(WHERE))
@pytest.mark.parametrize("value", sorted(NOT_TEXT))
def test_a_value_that_is_not_text_is_a_data_error_naming_file_and_entry(tmp_path, field, value):
    path = write_rules(tmp_path, **{field: value})
    with pytest.raises(DataError) as err:
        rules_blocks("toy", path)
    message = str(err.value)
    assert message.startswith("rules.yaml" + (f", {WHERE[field]}:" if WHERE[field] else ":"))
    assert "should be text" in message and NOT_TEXT[value] in message
    assert ("put the text in quotes" in message) == (value in QUOTED)


@pytest.mark.parametrize("value", QUOTED)
def test_quoted_the_same_words_are_text(tmp_path, value):
    path = write_rules(tmp_path, text=f'"{value}"', title=f"'{value}'")
    blocks = rules_blocks("toy", path)
    assert blocks[0] == ("h1", value) and ("p", value) in blocks


@pytest.mark.parametrize("changes,words", [
    ({"kind": "para"}, "section 'Setup', block 2: unknown block kind 'para'"),
    ({"kind": "p", "text": "a\n        bullet: b"}, "section 'Setup', block 2"),
    ({"text": "'  '"}, "section 'Setup', block 2: the p block is empty"),
    ({"title": "'   '"}, "rules.yaml: field 'title' is empty"),
])
def test_other_damage_is_a_data_error_too(tmp_path, changes, words):
    with pytest.raises(DataError) as err:
        rules_blocks("toy", write_rules(tmp_path, **changes))
    assert words in str(err.value)


@pytest.mark.parametrize("edit,words", [
    (lambda t: t.replace("game: toy", "game: other"), "field 'game' should be 'toy'"),
    (lambda t: t.replace("source: rulebook", "sauce: rulebook"), "unknown field 'sauce'"),
    (lambda t: t.replace("sections:", "chapters:"), "unknown field 'chapters'"),
    (lambda t: t.replace("  - heading: Setup", "  - title: Setup"), "section 1: unknown field"),
    (lambda t: t.replace("title: Toy\n", ""), "missing field 'title'"),
    (lambda t: "- just a list\n", "should be a mapping"),
])
def test_a_damaged_file_shape_is_a_data_error(tmp_path, edit, words):
    path = write_rules(tmp_path)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(DataError) as err:
        rules_blocks("toy", path)
    assert words in str(err.value)
