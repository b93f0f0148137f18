"""Checks on the in-game rules text ``data/bazyliszek/rules.yaml`` (and the About text,
which uses the same block format): it loads safely, has the shape the Rules scene
renders, keeps the rulebook's key numbers, and does not copy the rulebook's sentences."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from games.engine.paths import ROOT, data_path

RULES_FILE = data_path("bazyliszek", "rules.yaml")
ABOUT_FILE = data_path("engine", "about.yaml")
# Lives beside the repo; only the tests read it, never the app.
RULEBOOK_FILE = ROOT.parent / "shared" / "rulebooks" / "bazyliszek.txt"

NO_RULEBOOK = (f"no rulebook at {RULEBOOK_FILE}: the rulebooks are not part of this repository "
               "(only the team's workspace has them in ../shared/rulebooks beside the "
               "checkout), so the copy check cannot run in this clone")
BLOCK_KINDS = {"h1", "h2", "p", "bullet", "note"}
KEY_NUMBERS = ("90", "40", "48", "5", "8", "11")
COPY_RUN = 10  # this many consecutive rulebook words in a row count as copying


def load(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        return yaml.safe_load(fh)


@pytest.fixture(scope="module")
def rules() -> dict:
    return load(RULES_FILE)


def all_blocks(doc: dict) -> list[dict]:
    """Every block of a rules document: the sections' blocks, then the designed ones."""
    blocks = [b for section in doc["sections"] for b in section["blocks"]]
    return blocks + list(doc["designed"]["blocks"])


def all_texts(doc: dict) -> list[str]:
    """Title, headings and every block's text."""
    texts = [doc["title"]] + [s["heading"] for s in doc["sections"]]
    return texts + [next(iter(b.values())) for b in all_blocks(doc)]


def words(text: str) -> list[str]:
    """Lower-case words of ``text``, apostrophes dropped (``basilisk's`` -> ``basilisks``)."""
    return re.findall(r"[^\W_]+", re.sub(r"['’]", "", text.lower()))


def runs(seq: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)}


def assert_valid_block(block: object) -> None:
    assert isinstance(block, dict) and len(block) == 1, f"not a one-key mapping: {block!r}"
    kind, text = next(iter(block.items()))
    assert kind in BLOCK_KINDS, f"unknown block kind {kind!r}"
    assert isinstance(text, str) and text.strip(), f"empty or non-string text in {block!r}"


def test_top_level_keys(rules):
    assert rules["game"] == "bazyliszek"
    assert rules["title"] == "Bazyliszek"
    assert rules["source"] == "rulebook"
    assert isinstance(rules["sections"], list) and rules["sections"]
    assert rules["designed"]["source"] == "designed"
    assert rules["designed"]["blocks"]


def test_sections_have_headings_and_blocks(rules):
    headings = [s["heading"] for s in rules["sections"]]
    assert all(isinstance(h, str) and h.strip() for h in headings)
    assert len(set(headings)) == len(headings), "duplicate section heading"
    for section in rules["sections"]:
        assert section["blocks"], f"section {section['heading']!r} has no blocks"


def test_every_block_is_well_formed(rules):
    for block in all_blocks(rules):
        assert_valid_block(block)


def test_mentions_key_numbers(rules):
    text = "\n".join(all_texts(rules))
    for number in KEY_NUMBERS:
        assert re.search(rf"(?<!\d){number}(?!\d)", text), f"rules text never mentions {number}"


def test_covers_required_topics(rules):
    text = " ".join(all_texts(rules)).lower()
    for topic in ("mirror", "basilisk", "shield", "round 2", "tie", "set aside", "40-point token"):
        assert topic in text, f"rules text never mentions {topic!r}"


def test_designed_part_states_our_decisions(rules):
    text = " ".join(next(iter(b.values())) for b in rules["designed"]["blocks"]).lower()
    for decision in ("seat order", "drawn at random", "visit", "skip", "15 rooms",
                     "3 copies", "fewest shields", "round 2's pool", "0 pairs", "undo", "confirm"):
        assert decision in text, f"designed list never states {decision!r}"


def test_does_not_copy_the_rulebook(rules):
    if not RULEBOOK_FILE.is_file():
        pytest.skip(NO_RULEBOOK)
    book = runs(words(RULEBOOK_FILE.read_text(encoding="utf-8")), COPY_RUN)
    for text in all_texts(rules):
        copied = runs(words(text), COPY_RUN) & book
        assert not copied, f"copies the rulebook: {' '.join(sorted(copied)[0])!r} in {text!r}"


def test_copy_check_catches_a_copied_sentence():
    """The copy check itself must be able to fail: a rulebook sentence is caught."""
    if not RULEBOOK_FILE.is_file():
        pytest.skip(NO_RULEBOOK)
    book_text = RULEBOOK_FILE.read_text(encoding="utf-8")
    sentence = "Such a player discards all the cards gained in this round onto the centre"
    assert sentence in book_text
    assert runs(words(sentence), COPY_RUN) & runs(words(book_text), COPY_RUN)


def test_about_text_is_well_formed():
    about = load(ABOUT_FILE)
    assert isinstance(about["title"], str) and about["title"].strip()
    assert about["blocks"]
    for block in about["blocks"]:
        assert_valid_block(block)
    text = " ".join(next(iter(b.values())) for b in about["blocks"]).lower()
    for topic in ("five games", "one mouse", "saved automatically"):
        assert topic in text, f"About text never mentions {topic!r}"
