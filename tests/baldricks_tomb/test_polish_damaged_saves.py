"""A damaged Baldrick's Tomb save, and a damaged copy of its data files, are named in
Polish when Polish is shown: the same damage the English tests build (every case of
``test_mutants_positions`` and ``test_mutants_content``, the field damage and the broken
links of ``test_positions``, and a few more broken links between fields), read with
Polish shown, gives a message with no English word left outside the ids it quotes (field,
phase, pile, card and token ids stay as the save and the files write them). The English
wording of the same cases is checked word for word by those tests."""
from __future__ import annotations

import json
import random
import re

import pytest

from games.baldricks_tomb import rules as R
from games.engine import i18n
from games.engine.yamlload import DataError
from tests.baldricks_tomb import test_mutants_content as MC
from tests.baldricks_tomb import test_mutants_positions as MP
from tests.baldricks_tomb.test_positions import POSITIONS, cross_damage, field_damage

PREFIX = "zapisana pozycja jest uszkodzona: "

# Words of the English sentences that the Polish ones never hold.
ENGLISH = re.compile(
    r"\b(should|seats?|players?|rounds?|phase|floor|tokens?|piles?|cards?|spaces?|skills?|"
    r"scrolls?|gold|combat|monster|unknown|missing|field|damaged|saved|position|the|is|not|"
    r"and|or|of|with|whole|number|list|ids?|HP|poison|wards|exited|explorer|name|colour|"
    r"options?|seed|supply|steps|bonus|holder|Gem|Exit|First|Land|Impending|Doom|active|"
    r"relocat\w*|rolled|neighbours|deck|damage|twice|exactly|between|nowhere|pawns?|board|"
    r"discard\w*|resolved|choose|accounted|expected|instead|share|missing|true|false)\b")


def unquoted(message: str) -> str:
    """``message`` without what it quotes: ids in quotes, lists and mappings (innermost
    first), and the lists of known choices after "znane:" or "oczekiwane:"."""
    message = re.sub(r"'[^']*'", "", message)
    message = re.sub(r"\((znane|oczekiwane): [^)]*\)", "", message)
    while True:
        shorter = re.sub(r"\[[^\[\]]*\]|\{[^{}]*\}", "", message)
        if shorter == message:
            return message
        message = shorter


def polish_refusal(d: dict) -> str:
    """The refusal of the damaged save ``d`` read with Polish shown, its prefix checked."""
    assert i18n.set_language("pl") is None
    try:
        with pytest.raises(ValueError) as info:
            R.State.from_dict(d)
    finally:
        i18n.set_language("en")
    message = str(info.value)
    assert message.startswith(PREFIX), message
    # Python's own words on an unreadable RNG state are quoted after the kit's sentence.
    return re.sub(r"(nieczytelny stan losowania: ).*", r"\1", message[len(PREFIX):])


def assert_polish(message: str) -> None:
    assert message.strip(), message
    left = ENGLISH.search(unquoted(message))
    assert left is None, f"{left.group(0)!r} in {message!r}"


def test_the_english_words_are_found_where_they_are_left():
    """The check itself: an English sentence is caught, a Polish one passes."""
    assert ENGLISH.search(unquoted("the active seat is -1, should be 0 to 1"))
    assert ENGLISH.search(unquoted("token monster1 is face up at 'pool'"))
    assert not ENGLISH.search(unquoted("aktywne miejsce: -1, a powinno być od 0 do 1"))
    assert not ENGLISH.search(unquoted("pole 'stole': powinna tu być prawda albo fałsz, a nie 'no'"))


# ----------------------------------------------------------------- each field on its own

@pytest.mark.parametrize("change", [c for c, _problem in MP.CASES],
                         ids=[p[:40] for _change, p in MP.CASES])
def test_each_damaged_field_is_named_in_polish(change):
    d = MP.saved()
    change(d)
    assert_polish(polish_refusal(d))


def _sample(k: int, seed: int) -> list[dict]:
    """``k`` positions of the random games, at least one of each phase they reach."""
    by_phase: dict[str, list[dict]] = {}
    for _game, d in POSITIONS:
        by_phase.setdefault(d["phase"], []).append(d)
    rng = random.Random(seed)
    picked = [rng.choice(found) for found in by_phase.values()]
    return picked + rng.sample([d for _game, d in POSITIONS], max(0, k - len(picked)))


def test_every_field_damage_of_random_positions_is_named_in_polish():
    checked = 0
    for d in _sample(10, seed=11):
        for name, damaged in field_damage(d):
            message = polish_refusal(damaged)
            assert_polish(message)
            checked += 1
    assert checked > 800


def test_missing_and_unknown_fields_and_a_bad_rng_are_named_in_polish():
    _game, d = POSITIONS[3]
    for change in (lambda c: c.pop("piles"), lambda c: c.pop("doom"),
                   lambda c: c.update(cheat=1), lambda c: c.update(rng=[3, "x", None])):
        damaged = json.loads(json.dumps(d))
        change(damaged)
        assert_polish(polish_refusal(damaged))


# ----------------------------------------------------------------- links between fields

def more_links(d: dict) -> list[tuple[str, dict]]:
    """Damage keeping each field in range but breaking other rules between fields
    (``tomb.invariant_problems``): gold not conserved, a card twice, two tokens on one
    space, a Gem holder without the Gem, a resolved token face down, a pawn both
    exited and on the board."""
    out = []

    def bad(name, change):
        copy = json.loads(json.dumps(d))
        if change(copy) is not False:
            out.append((name, copy))

    def card_twice(c):
        pile = next((p for p in c["piles"].values() if p), None)
        if pile is None:
            return False
        pile.append(pile[0])

    def tokens_stacked(c):
        on_board = [t for t in c["tokens"].values() if t["at"] == "board"]
        if len(on_board) < 2:
            return False
        on_board[1]["cell"] = list(on_board[0]["cell"])

    def gem_holder_without_gem(c):
        if c["gem_holder"] is not None:
            return False
        c["gem_holder"] = 0

    def exited_on_board(c):
        seat = next((s for s, cell in enumerate(c["cells"]) if cell is not None), None)
        if seat is None:
            return False
        c["exited"][seat] = True

    def resolved_face_down(c):
        if not c["resolved"]:
            return False
        c["tokens"][c["resolved"][0]]["up"] = False

    bad("gold not conserved", lambda c: c.__setitem__("supply", (c["supply"] + 1) % 61))
    for change in (card_twice, tokens_stacked, gem_holder_without_gem, exited_on_board,
                   resolved_face_down):
        bad(change.__name__, change)
    return out


def test_broken_links_between_fields_are_named_in_polish():
    kinds = set()
    for d in _sample(120, seed=4):
        for name, damaged in cross_damage(d) + more_links(d):
            assert_polish(polish_refusal(damaged))
            kinds.add(name)
    assert len(kinds) >= 14


# ----------------------------------------------------------------- the data files

@pytest.mark.parametrize("name, change", [c[:2] for c in MC.CASES],
                         ids=[f"{i}-{c[0]}" for i, c in enumerate(MC.CASES)])
def test_damaged_data_is_named_in_polish(tmp_path, name, change):
    """The file's name stays; the entry and the reason are Polish."""
    assert i18n.set_language("pl") is None
    try:
        with pytest.raises(DataError) as err:
            MC.load_damaged(tmp_path, name, change)
    finally:
        i18n.set_language("en")
    message = str(err.value)
    assert message.startswith(f"{name}.yaml"), message
    # The file names and the token mix's keys (tokens, exit, ...) are the files' own.
    rest = re.sub(r"^tokens\.yaml, tokens(, \w+)?|\w+\.yaml", "", message)
    assert_polish(rest)
