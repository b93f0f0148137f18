"""Baldrick's Tomb's rules screen in Polish: data/baldricks_tomb/rules.yaml lists the Polish
translation, data/baldricks_tomb/rules.pl.yaml, which loads block for block with the English
(the Rules scene's loader checks it), uses one set of Polish game terms throughout (Grobowiec
Baldricka, piętro, żeton gruzu, Wyjście, zwój, Klejnot Baldricka, PŻ, tor Zagłady, ...) and
is our own text: the rulebook (baldricks-tomb.txt) is English, so the check is that the Polish
screen is not the English one and shares no long run of letters with the rulebook."""
from __future__ import annotations

import re
from collections import Counter

import pytest
import yaml

from games.engine import i18n
from games.engine.paths import ROOT, data_path
from games.engine.scenes.rules import rules_blocks

GAME = "baldricks_tomb"
RULEBOOK = ROOT.parent / "shared" / "rulebooks" / "baldricks-tomb.txt"


def english_blocks() -> list[tuple[str, str]]:
    assert i18n.set_language("en") is None
    return rules_blocks(GAME)


def polish_blocks() -> list[tuple[str, str]]:
    assert i18n.set_language("pl") is None
    try:
        return rules_blocks(GAME)
    finally:
        i18n.set_language("en")


def polish_text() -> str:
    return "\n".join(text for _kind, text in polish_blocks())


def test_the_rules_load_in_english_and_in_polish_with_the_same_blocks():
    en, pl = english_blocks(), polish_blocks()
    assert [kind for kind, _ in pl] == [kind for kind, _ in en]
    assert en[0] == ("h1", "Baldrick's Tomb") and pl[0] == ("h1", "Grobowiec Baldricka")
    assert ("h2", "Overview and goal") in en and ("h2", "Przegląd i cel gry") in pl
    assert ("h1", "Designed or adapted in this app") in en
    assert ("h1", "Zaprojektowane lub zmienione w aplikacji") in pl


def test_the_language_shown_picks_the_file(polish):
    assert rules_blocks(GAME) == rules_blocks(GAME, language="pl")
    assert rules_blocks(GAME) != rules_blocks(GAME, language="en")


def test_the_english_file_lists_the_polish_translation():
    doc = yaml.safe_load(data_path(GAME, "rules.yaml").read_text(encoding="utf-8"))
    assert doc["translations"] == ["pl"]


def test_every_polish_block_differs_from_the_english_one():
    """The Polish screen is not the English one: every title, heading and block is changed."""
    same = [(kind, en) for (kind, en), (_k, pl) in zip(english_blocks(), polish_blocks())
            if en == pl]
    assert not same, same


def test_every_block_keeps_the_english_blocks_numbers():
    """Block for block, the translation says the same numbers (steps, gold, floors, rounds,
    die faces) as the English: a block moved, merged or mistranslated shows up here."""
    wrong = []
    for (kind, en), (_k, pl) in zip(english_blocks(), polish_blocks()):
        if Counter(re.findall(r"\d+", en)) != Counter(re.findall(r"\d+", pl)):
            wrong.append((en[:60], pl[:60]))
    assert not wrong, wrong


# Stems of the Polish game terms this screen uses, each of which must appear.
TERMS = ["Grobowiec Baldricka", "Klejnot Baldricka", "piętr", "żeton gruzu", "żetony gruzu",
         "gruz", "Wyjści", "Zwój", "zwoj", "umiejętnoś", "potwor", "potwór", "skarb", "pułapk",
         "PŻ", "trucizn", "złot", "toru Głębokości", "znacznik Głębokości", "tor Zagłady",
         "żeton Zagłady", "Nadciągającej Zagłady", "Pierwszego Zejścia", "znacznik obrażeń",
         "skala ciosów", "Źródło uzdrowienia", "źródła uzdrowienia", "plansza postaci", "pionek", "powalon", "k8",
         "UCIECZKA", "ATAK POTWORA", "ATAK GRACZA", "SKARB", "TRUCIZNA"]


@pytest.mark.parametrize("term", TERMS)
def test_the_polish_terms_appear(term):
    assert term in polish_text()


# English game words that must not be left in the Polish text.
ENGLISH_WORDS = ["Baldrick's", "Tomb", "Gem", "Exit", "rubble", "token", "tokens", "scroll",
                 "scrolls", "skill", "skills", "monster", "monsters", "treasure", "trap",
                 "traps", "HP", "poison", "gold", "depth", "Doom", "Impending", "floor",
                 "floors", "First", "Land", "round", "turn", "knocked", "fountain", "RUN",
                 "ATTACK", "the", "and", "of", "you", "player"]


def test_no_english_game_word_is_left():
    words = set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", polish_text().lower()))
    left = [w for w in ENGLISH_WORDS if w.lower() in words]
    assert not left, left


def test_dice_and_hit_points_use_the_polish_abbreviations():
    """Dice are k8 (never d8) and hit points PŻ (never HP), as Polish games write them."""
    text = polish_text()
    assert not re.search(r"\bd8\b", text), "d8"
    assert not re.search(r"\bHP\b", text), "HP"


def test_the_polish_text_uses_polish_letters():
    text = polish_text()
    for letter in "ąćęłńóśżź":
        assert letter in text, letter


COPY_CHARS = 60   # this many letters in a row shared with the rulebook count as copying


def letters(text: str) -> str:
    """``text`` lower-cased with everything but letters and digits dropped, so runs are
    compared whatever the spacing and line breaks."""
    return re.sub(r"[\W_]+", "", text.lower())


def _runs(text: str) -> set[str]:
    mine = letters(text)
    return {mine[i:i + COPY_CHARS] for i in range(len(mine) - COPY_CHARS + 1)}


def test_no_long_run_is_shared_with_the_english_rulebook_or_screen():
    """The Polish file is not the English one (nor the rulebook) in disguise: no run of
    COPY_CHARS letters of a Polish block appears in the English screen or the rulebook."""
    english = set().union(*(_runs(text) for _kind, text in english_blocks()))
    if RULEBOOK.is_file():
        english |= _runs(RULEBOOK.read_text(encoding="utf-8"))
    shared = [run for _kind, text in polish_blocks() for run in _runs(text) & english]
    assert not shared, shared[:5]


def test_the_copy_check_catches_an_english_block_left_in():
    """The check above can fail: an English block pasted into the Polish text shares runs."""
    english = set().union(*(_runs(text) for _kind, text in english_blocks()))
    left_in = max((text for _kind, text in english_blocks()), key=len)
    assert _runs("Zwój: " + left_in) & english


# ----------------------------------------------------------------- a damaged translation


# Loading an unchanged copy and refusing one out of step with the English: the engine's
# tests/engine/test_rules_translations.py, for every game with a translated rules screen.
