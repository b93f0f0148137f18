"""Bazyliszek in Polish: the game's counts take the Polish plural forms, a game saved in
one language loads and reads in the other (saves hold ids and numbers, never translated
words), the rules screen's Polish file must match the English one block for block, and
every room name is given in both languages (a damaged copy is a DataError naming the
file, the design and the language)."""
from __future__ import annotations

import json
import random
import re

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from games.bazyliszek import rules as R
from games.bazyliszek.rooms import default_path, load_rooms
from games.engine import i18n
from tests.conftest import strings
from games.engine.paths import data_path
from games.engine.scenes.rules import rules_blocks
from games.engine.yamlload import DataError
from saves import store

PLAYERS = [{"name": "Ola", "colour": "red", "shields": 1},
           {"name": "Bart", "colour": "blue", "shields": 2}]


# ----------------------------------------------------------------- plural forms
# (singular, plural, {n: what a Polish player reads}), written out by hand.
FORMS = [
    ("{n} room face down", "{n} rooms face down",
     {1: "1 zakryta komnata", 2: "2 zakryte komnaty", 5: "5 zakrytych komnat",
      12: "12 zakrytych komnat", 22: "22 zakryte komnaty"}),
    ("{n} point", "{n} points",
     {1: "1 punkt", 2: "2 punkty", 5: "5 punktów", 12: "12 punktów", 22: "22 punkty"}),
    ("{n} mirror pair", "{n} mirror pairs",
     {1: "1 lustrzana para", 2: "2 lustrzane pary", 5: "5 lustrzanych par",
      12: "12 lustrzanych par", 22: "22 lustrzane pary"}),
    ("{n} other room", "{n} other rooms",
     {1: "1 inna komnata", 2: "2 inne komnaty", 5: "5 innych komnat", 12: "12 innych komnat",
      22: "22 inne komnaty"}),
    ("{n} repeated card", "{n} repeated cards",                # what must be discarded
     {1: "1 powtórzoną kartę", 2: "2 powtórzone karty", 5: "5 powtórzonych kart",
      12: "12 powtórzonych kart", 22: "22 powtórzone karty"}),
    ("{n} shield used", "{n} shields used",
     {1: "zużyto 1 tarczę", 2: "zużyto 2 tarcze", 5: "zużyto 5 tarcz", 12: "zużyto 12 tarcz",
      22: "zużyto 22 tarcze"}),
    ("{n} face down", "{n} face down",
     {1: "1 zakryta", 2: "2 zakryte", 5: "5 zakrytych", 12: "12 zakrytych", 22: "22 zakryte"}),
    ("{n} shield left.", "{n} shields left.",
     {1: "Została 1 tarcza.", 2: "Zostały 2 tarcze.", 5: "Zostało 5 tarcz.",
      12: "Zostało 12 tarcz.", 22: "Zostały 22 tarcze."}),
    ("{n} room in the pile (face down; nobody may look).",
     "{n} rooms in the pile (face down; nobody may look).",
     {1: "1 komnata na stosie (zakryta – nikt nie może do niej zaglądać).",
      5: "5 komnat na stosie (zakryte – nikt nie może do nich zaglądać).",
      22: "22 komnaty na stosie (zakryte – nikt nie może do nich zaglądać)."}),
]


@pytest.mark.parametrize("singular, plural_, table", FORMS, ids=[f[0] for f in FORMS])
def test_the_games_counts_take_the_polish_forms(polish, singular, plural_, table):
    for n, expected in table.items():
        assert i18n.counted(n, singular, plural_) == expected


def _score_event(points, pairs, singles, shielded=0):
    result = {"basilisk": False, "points": points, "pairs": [["a", "b"]] * pairs,
              "singles": ["c"] * singles, "shielded": ["d"] * shielded}
    return {"type": "pile_scored", "seat": 0, "result": result}


@pytest.mark.parametrize("points, pairs, singles, shielded, line", [
    (1, 0, 1, 0, "Ola zdobywa 1 punkt: 0 lustrzanych par, 1 inna komnata."),
    (12, 2, 2, 0, "Ola zdobywa 12 punktów: 2 lustrzane pary, 2 inne komnaty."),
    (22, 4, 2, 1, "Ola zdobywa 22 punkty: 4 lustrzane pary, 2 inne komnaty (zużyto 1 tarczę)."),
    (5, 1, 0, 2, "Ola zdobywa 5 punktów: 1 lustrzana para, 0 innych komnat (zużyto 2 tarcze)."),
])
def test_a_scoring_reads_in_polish(polish, points, pairs, singles, shielded, line):
    state = R.new_game(PLAYERS, {"variant": "simplified"}, 1)
    assert R.describe(state, _score_event(points, pairs, singles, shielded)) == line


def test_log_lines_progress_and_refusals_are_in_the_language_shown(polish):
    state = R.new_game(PLAYERS, {}, 4)
    slot = R.legal_actions(state)[0]["slot"]
    events = R.apply(state, {"type": "reveal", "slot": slot})
    assert R.describe(state, events[0]).endswith("odkrywa komnatę.")
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, {"type": "take", "slot": slot})
    assert refused.value.reason == "Najpierw zdecyduj: odwiedź odkrytą komnatę albo ją pomiń."
    card = state.table[slot]
    events = R.apply(state, {"type": "skip"})
    design = load_rooms().design_of(card)
    assert dict(design.names)["pl"] in R.describe(state, events[0])
    assert R.progress(state) == "runda 1, 44 zakryte komnaty"
    assert R.NO_UNDO_REASON.startswith("W Bazyliszku nie ma cofania")
    assert [label for _v, label in R.setup_options()[0].choices] == ["Podstawowy", "Uproszczony"]
    i18n.set_language("en")
    assert R.describe(state, events[0]).endswith(", stays face up.")
    assert R.NO_UNDO_REASON.startswith("No undo in Bazyliszek")


# ----------------------------------------------------------------- saves
def _play(language: str, seed: int, steps: int):
    i18n.set_language(language)
    state = R.new_game(PLAYERS, {"variant": "simplified"}, seed)
    rng, actions, lines = random.Random(seed), [], []
    for _step in range(steps):
        if R.is_over(state):
            break
        action = R.playout_policy(state, rng)
        lines += [R.describe(state, e) for e in R.apply(state, action)]
        actions.append(action)
    return state, actions, lines


# What only a translated text would hold: the Polish catalog's words and room names.
_ID = re.compile(r"^[a-z0-9_#-]*$")


@pytest.mark.parametrize("saved_in, loaded_in", [("pl", "en"), ("en", "pl")])
@pytest.mark.parametrize("seed, steps", [(3, 10), (8, 60), (21, 400)])
def test_a_game_saved_in_one_language_loads_and_reads_in_the_other(saved_in, loaded_in, seed,
                                                                     steps):
    try:
        state, actions, lines = _play(saved_in, seed, steps)
        record = json.loads(json.dumps(store.make_record(
            "bazyliszek", "Ola, Bart", PLAYERS, {"variant": "simplified"}, seed, actions, state,
            R, "named")))
        # Positions and moves hold ids, numbers and the players' own names only.
        names = {p["name"] for p in PLAYERS} | {p["colour"] for p in PLAYERS}
        for part in ("snapshot", "actions", "options", "players"):
            words = [s for s in strings(record[part]) if s not in names and not _ID.match(s)]
            assert words == [], part
        i18n.set_language(loaded_in)
        loaded = R.State.from_dict(record["snapshot"])
        assert loaded.to_dict() == state.to_dict()
        again = R.new_game(PLAYERS, {"variant": "simplified"}, seed)
        relines = [R.describe(again, e) for a in actions for e in R.apply(again, a)]
        assert again.to_dict() == state.to_dict()
        assert len(relines) == len(lines) and relines != lines    # the same moves, reworded
    finally:
        i18n.set_language("en")


# ----------------------------------------------------------------- the rules file in Polish
def _rules(tmp_path, english=None, polish=None):
    """Copies of rules.yaml and rules.pl.yaml in ``tmp_path``, changed by the functions."""
    source = yaml.safe_load(data_path("bazyliszek", "rules.yaml").read_text(encoding="utf-8"))
    translation = yaml.safe_load(data_path("bazyliszek", "rules.pl.yaml").read_text(encoding="utf-8"))
    for data, change in ((source, english), (translation, polish)):
        if change:
            change(data)
    (tmp_path / "rules.yaml").write_text(yaml.safe_dump(source, allow_unicode=True), "utf-8")
    if translation is not None:
        (tmp_path / "rules.pl.yaml").write_text(yaml.safe_dump(translation, allow_unicode=True),
                                                "utf-8")
    return tmp_path / "rules.yaml"


def test_the_polish_rules_are_shown_in_polish_and_the_english_in_english(tmp_path):
    path = _rules(tmp_path)
    english, polish = rules_blocks("bazyliszek", path, "en"), rules_blocks("bazyliszek", path, "pl")
    assert [k for k, _t in english] == [k for k, _t in polish]
    assert polish[1] == ("h2", "Cel gry") and english[1] == ("h2", "Goal")
    assert sum(a == b for a, b in zip(english, polish)) == 1          # only the title


def _drop_section(data):
    data["sections"].pop(3)


def _drop_block(data):
    data["sections"][2]["blocks"].pop(0)


def _kind_changed(data):
    data["sections"][4]["blocks"][1] = {"p": "Akapit zamiast punktu."}


def _empty_block(data):
    data["designed"]["blocks"][2] = {"bullet": "  "}


def _no_designed(data):
    data.pop("designed")


def _translations_here(data):
    data["translations"] = ["pl"]


def _designed_block_dropped(data):
    data["designed"]["blocks"].pop()


@pytest.mark.parametrize("change, message", [
    (_drop_section, "rules.pl.yaml: 9 sections, but rules.yaml has 10"),
    (_drop_block, "rules.pl.yaml, section 3: 4 blocks, but rules.yaml has 5 here"),
    (_kind_changed, "rules.pl.yaml, section 5, block 2: a p block, but rules.yaml has a bullet "
                    "block here"),
    (_empty_block, "rules.pl.yaml, designed, block 3: the bullet block is empty"),
    (_no_designed, "rules.pl.yaml: no designed part, but rules.yaml has one"),
    (_translations_here, "rules.pl.yaml: unknown field 'translations'"),
    (_designed_block_dropped, "rules.pl.yaml, designed: 10 blocks, but rules.yaml has 11 here"),
])
def test_a_polish_rules_file_that_does_not_match_is_a_data_error_naming_it(tmp_path, change,
                                                                           message):
    path = _rules(tmp_path, polish=change)
    assert rules_blocks("bazyliszek", path, "en")[1] == ("h2", "Goal")   # English still reads
    with pytest.raises(DataError) as err:
        rules_blocks("bazyliszek", path, "pl")
    assert str(err.value).startswith(message)
    assert err.value.path.endswith("rules.pl.yaml")


def test_a_missing_polish_rules_file_is_a_data_error_not_english(tmp_path):
    path = _rules(tmp_path)
    (tmp_path / "rules.pl.yaml").unlink()
    with pytest.raises(DataError) as err:
        rules_blocks("bazyliszek", path, "pl")
    assert str(err.value) == "rules.pl.yaml: file not found"


@pytest.mark.parametrize("listed", [["de"], ["en"], "pl", [["pl"]]])
def test_the_translations_listed_must_be_languages_of_the_app(tmp_path, listed):
    path = _rules(tmp_path, english=lambda d: d.__setitem__("translations", listed))
    with pytest.raises(DataError) as err:
        rules_blocks("bazyliszek", path, "en")
    assert str(err.value).startswith("rules.yaml: field 'translations' should")


def test_a_game_that_lists_no_translation_shows_its_english_rules(tmp_path):
    path = _rules(tmp_path, english=lambda d: d.pop("translations"))
    (tmp_path / "rules.pl.yaml").unlink()
    assert rules_blocks("bazyliszek", path, "pl")[1] == ("h2", "Goal")


# ----------------------------------------------------------------- room names
def _rooms_copy(tmp_path, design: int, change) -> str:
    data = yaml.safe_load(default_path().read_text(encoding="utf-8"))
    change(data["designs"][design]["name"])
    path = tmp_path / "rooms.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), "utf-8")
    return str(path)


@settings(max_examples=40, deadline=None)
@given(design=st.integers(0, 14), code=st.sampled_from(i18n.CODES),
       damage=st.sampled_from(["drop", "blank", "number", "spaces"]))
def test_every_room_name_needs_both_languages(tmp_path_factory, design, code, damage):
    shipped = yaml.safe_load(default_path().read_text(encoding="utf-8"))
    design_id = shipped["designs"][design]["id"]

    def change(name):
        if damage == "drop":
            del name[code]
        else:
            name[code] = {"blank": "", "number": 7, "spaces": "   "}[damage]

    path = _rooms_copy(tmp_path_factory.mktemp("rooms"), design, change)
    with pytest.raises(DataError) as err:
        load_rooms(path)
    assert err.value.entry == f"design {design_id!r}"
    assert f"field 'name'" in err.value.reason and repr(code) in err.value.reason


def test_every_shipped_room_has_a_polish_name_of_its_own():
    rooms = load_rooms()
    polish = [dict(d.names)["pl"] for d in rooms.designs.values()]
    english = [dict(d.names)["en"] for d in rooms.designs.values()]
    assert len(set(polish)) == len(polish) == 15
    assert not set(polish) & set(english)


def test_a_card_is_described_in_the_language_shown(polish):
    rooms = load_rooms()
    assert rooms.describe("barrel_cellar-a1") == "Piwnica z beczkami, drzwi po lewej"
    assert rooms.describe("barrel_cellar-m1") == "Piwnica z beczkami, drzwi po prawej"
    i18n.set_language("en")
    assert rooms.describe("barrel_cellar-m1") == "Barrel Cellar, door right"


@pytest.mark.parametrize("saved_in", ["pl", "en"])
def test_a_saves_progress_line_is_kept_in_english_and_listed_in_the_language_shown(
        saved_in, tmp_path):
    try:
        state, actions, _lines = _play(saved_in, 5, 30)
        record = store.make_record("bazyliszek", "Ola, Bart", PLAYERS, {"variant": "simplified"},
                                   5, actions, state, R, "named")
        i18n.set_language("en")
        english = R.progress(state)
        assert record["progress"] == english             # the file holds no Polish words
        store.save_named(record, tmp_path)
        assert [e.progress for e in store.list_saves(tmp_path)] == [english]
        i18n.set_language("pl")
        polish = R.progress(state)
        assert polish != english
        assert [e.progress for e in store.list_saves(tmp_path)] == [polish]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("action, reason", [
    ({"type": "reveal", "slot": "x"},
     "Pole 'slot' akcji reveal powinno być miejscem na stole (liczbą całkowitą)."),
    ({"type": "reveal"},
     "Akcja reveal potrzebuje pola 'slot', które jest miejscem na stole (liczbą całkowitą)."),
    ({"type": "visit", "slot": 0}, "Akcja visit nie przyjmuje pola 'slot'."),
    ({"slot": 0}, "Akcja musi mieć pole \"type\"."),
    ([1], "Akcja to zestaw nazwanych wartości z polem \"type\"."),
    ({"type": "continue"}, "Najpierw odkryj zakrytą komnatę albo zabierz odkrytą."),
])
def test_a_malformed_or_untimely_action_is_refused_in_polish(polish, action, reason):
    state = R.new_game(PLAYERS, {"variant": "simplified"}, 3)
    with pytest.raises(R.IllegalAction) as info:
        R.apply(state, action)
    assert info.value.reason == reason
