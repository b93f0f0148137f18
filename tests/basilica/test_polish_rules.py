"""Basilica's rules screen in Polish: data/basilica/rules.yaml lists the Polish translation,
data/basilica/rules.pl.yaml, which loads block for block with the English (the Rules scene's
loader checks it), reads in Polish with the Polish rulebook's own terms (basilica.pl.txt:
Rozkaz, Budowniczy, Katedra, Plan Katedry, Król, ...), and is written in our own words, not
copied from that rulebook."""
from __future__ import annotations

import re

import pytest

from games.engine import i18n
from games.engine.paths import ROOT
from games.engine.scenes.rules import rules_blocks

RULEBOOK = ROOT.parent / "shared" / "rulebooks" / "basilica.pl.txt"


def english_blocks() -> list[tuple[str, str]]:
    assert i18n.set_language("en") is None
    return rules_blocks("basilica")


def polish_blocks() -> list[tuple[str, str]]:
    assert i18n.set_language("pl") is None
    try:
        return rules_blocks("basilica")
    finally:
        i18n.set_language("en")


def polish_text() -> str:
    return "\n".join(text for _kind, text in polish_blocks())


def test_the_rules_load_in_english_and_in_polish_with_the_same_blocks():
    en, pl = english_blocks(), polish_blocks()
    assert [kind for kind, _ in pl] == [kind for kind, _ in en]
    assert en[0] == ("h1", "Basilica") and pl[0] == ("h1", "Basilica")   # the game's name
    assert ("h2", "Goal") in en and ("h2", "Cel gry") in pl


def test_the_language_shown_picks_the_file(polish):
    assert rules_blocks("basilica") == rules_blocks("basilica", language="pl")
    assert rules_blocks("basilica") != rules_blocks("basilica", language="en")


def test_every_polish_block_differs_from_the_english_one():
    """Nothing is left in English: every heading and block but the game's name is changed."""
    same = [(kind, en) for (kind, en), (_k, pl) in zip(english_blocks(), polish_blocks())
            if en == pl and en != "Basilica"]
    assert not same, same


# Stems of the Polish rulebook's terms (basilica.pl.txt), each of which the rules screen uses.
RULEBOOK_TERMS = ["Rozkaz", "Płatn", "Budownicz", "Katedr", "Plan Katedry", "Gniazd", "Król",
                  "tor punktacji", "Pola Rozkazów", "Pola elementów Katedry", "Joker", "Obszar",
                  "Rusztowa", "Witraż", "żeton", "awans", "Monet", "Podliczani",
                  "Rozbudow", "Wystawienie Budowniczego", "stos"]


@pytest.mark.parametrize("term", RULEBOOK_TERMS)
def test_the_polish_rulebooks_terms_appear(term):
    assert term in polish_text()


# English game words that must not be left in the Polish text (Joker is the same in both).
ENGLISH_WORDS = ["Order", "Orders", "Builder", "Builders", "Cathedral", "King", "Coin",
                 "Scaffold", "Scaffolding", "Stained", "Dismantle", "Hire", "Shift", "Dismiss",
                 "Promote", "Tax", "area", "scoring", "the", "and", "of"]


def test_no_english_game_word_is_left():
    words = set(re.findall(r"[^\W\d_]+", polish_text().lower()))
    left = [w for w in ENGLISH_WORDS if w.lower() in words]
    assert not left, left


def test_the_polish_text_uses_polish_letters():
    text = polish_text()
    for letter in "ąęłóśżź":
        assert letter in text, letter


def test_the_eight_orders_have_polish_names():
    """The designed Orders are named in Polish, one bullet each, as in the English part."""
    bullets = [text for kind, text in polish_blocks() if kind == "bullet"]
    names = ["Zatrudnienie", "Przesunięcie", "Zwolnienie", "Awans", "Rusztowanie", "Witraż",
             "Demontaż", "Podatek"]
    for name in names:
        assert any(b.startswith(name + ":") for b in bullets), name


COPY_CHARS = 60   # this many letters in a row shared with the rulebook count as copying


def letters(text: str) -> str:
    """``text`` lower-cased with everything but letters and digits dropped: the extracted
    rulebook lost most of its spaces, so it is compared letter run to letter run."""
    return re.sub(r"[\W_]+", "", text.lower())


def test_no_sentence_is_copied_from_the_polish_rulebook():
    if not RULEBOOK.is_file():
        pytest.skip(f"no rulebook at {RULEBOOK}: it sits only in the team's workspace")
    book = letters(RULEBOOK.read_text(encoding="utf-8"))
    runs = {book[i:i + COPY_CHARS] for i in range(len(book) - COPY_CHARS + 1)}
    copied = []
    for _kind, text in polish_blocks():
        mine = letters(text)
        copied += [mine[i:i + COPY_CHARS] for i in range(len(mine) - COPY_CHARS + 1)
                   if mine[i:i + COPY_CHARS] in runs]
    assert not copied, copied[:5]


def test_the_copy_check_catches_a_copied_sentence():
    """The check above can fail: a sentence of the rulebook, spaced as a person would
    write it, shares a run with the rulebook's spaceless text."""
    if not RULEBOOK.is_file():
        pytest.skip(f"no rulebook at {RULEBOOK}: it sits only in the team's workspace")
    book = letters(RULEBOOK.read_text(encoding="utf-8"))
    sentence = ("Gdy stos żetonów Katedry ulegnie wyczerpaniu po raz drugi, gra kończy się "
                "natychmiast")
    assert letters(sentence)[:COPY_CHARS] in book


# ----------------------------------------------------------------- a damaged translation


# Loading an unchanged copy and refusing one out of step with the English: the engine's
# tests/engine/test_rules_translations.py, for every game with a translated rules screen.


# The board's buttons that the rules' "Playing with the mouse" part names (their msgids as
# games/basilica/ui writes them; "Carry out {order_name}" as it reads for Tax).
BUTTONS = ["Place a Builder", "Look at the board", "Decline", "Pay 1 Coin", "Move the markers",
           "Take (no effect)", "Carry out {order_name}"]


def _button_labels(language: str) -> set[str]:
    from games.basilica.content import load_content
    assert i18n.set_language(language) is None
    try:
        tax = load_content().orders["tax"].name
        return {i18n._(b).format(order_name=tax) for b in BUTTONS}
    finally:
        i18n.set_language("en")


def test_the_buttons_the_rules_name_are_the_boards_own():
    """Each of the board's buttons is named in the Polish rules by its label, in „…”, and
    every „…” right after a form of "przycisk" (button) is one of those labels."""
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (ROOT / "games" / "basilica" / "ui").glob("*.py"))
    assert all(f'_("{b}")' in source for b in BUTTONS)   # still the board's labels
    labels, text = _button_labels("pl"), polish_text()
    quoted = set(re.findall(r"„([^”]+)”", text))
    assert labels <= quoted, labels - quoted
    after_button = re.findall(r"przycisk\w*(?: [^„.]{0,12})?\s„([^”]+)”", text) + \
        re.findall(r"„[^”]+” i „([^”]+)”", text)
    assert after_button and set(after_button) <= labels, set(after_button) - labels


def test_the_copy_of_the_check_catches_a_button_named_in_other_words():
    text = "kliknij przycisk „Wystawienia Budowniczego”"
    assert set(re.findall(r"przycisk\w*(?: [^„.]{0,12})?\s„([^”]+)”", text)) - \
        _button_labels("pl") == {"Wystawienia Budowniczego"}
