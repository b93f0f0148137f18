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
from games.engine.yamlload import load_yaml

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
        pytest.skip(f"rulebook not found at {path}")
    return path


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
