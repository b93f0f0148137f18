"""Basilica in Polish: the game's counts take the Polish plural forms (1, 2, 5, 12, 22), the
log, the refusals, the progress line and the sentences of a damaged position read in the
language shown at the moment they are made, a game saved in one language loads and reads
in the other (saves hold ids and numbers, never translated words), and every Order and
colour name of the data is given in both languages (a damaged copy is a DataError naming
the file, the entry and the language). Expected Polish is written out by hand in the terms
of the Polish rulebook (Rozkaz, Budowniczy, Katedra, Plan Katedry, Podliczanie, ...)."""
from __future__ import annotations

import json
import random
import re
import shutil

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from games.basilica import rules as R
from games.basilica.content import load_content, load_content_from
from games.engine import i18n
from tests.conftest import strings
from games.engine.paths import data_path
from games.engine.yamlload import DataError
from saves import store
from tests.basilica.test_rules import arrange

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


# ----------------------------------------------------------------- plural forms
FORMS = [
    ("{n} element", "{n} elements",
     {1: "1 element", 2: "2 elementy", 5: "5 elementów", 12: "12 elementów", 22: "22 elementy"}),
    ("{n} area with Builders.", "{n} areas with Builders.",
     {1: "1 Obszar z Budowniczymi.", 2: "2 Obszary z Budowniczymi.",
      5: "5 Obszarów z Budowniczymi.", 12: "12 Obszarów z Budowniczymi.",
      22: "22 Obszary z Budowniczymi."}),
    ("{n} scoring was held", "{n} scorings were held",
     {1: "odbyło się 1 podliczenie", 2: "odbyły się 2 podliczenia",
      5: "odbyło się 5 podliczeń", 12: "odbyło się 12 podliczeń",
      22: "odbyły się 22 podliczenia"}),
    ("a tie: {n} point each", "a tie: {n} points each",
     {1: "remis: po 1 punkcie", 2: "remis: po 2 punkty", 5: "remis: po 5 punktów",
      12: "remis: po 12 punktów", 22: "remis: po 22 punkty"}),
    ("The stack is empty: the discard pile becomes a new stack of {n}.",
     "The stack is empty: the discard pile becomes a new stack of {n}.",
     {1: "Stos jest pusty: stos odrzuconych staje się nowym stosem (1 żeton).",
      2: "Stos jest pusty: stos odrzuconych staje się nowym stosem (2 żetony).",
      5: "Stos jest pusty: stos odrzuconych staje się nowym stosem (5 żetonów).",
      12: "Stos jest pusty: stos odrzuconych staje się nowym stosem (12 żetonów).",
      22: "Stos jest pusty: stos odrzuconych staje się nowym stosem (22 żetony)."}),
]


@pytest.mark.parametrize("singular, plural_, table", FORMS, ids=[f[0] for f in FORMS])
def test_the_games_counts_take_the_polish_forms(polish, singular, plural_, table):
    for n, expected in table.items():
        assert i18n.counted(n, singular, plural_) == expected


@pytest.mark.parametrize("built, held, line", [
    (1, 0, "Tura 3: 1 element, 0 z 3 podliczeń"),
    (2, 1, "Tura 3: 2 elementy, 1 z 3 podliczeń"),
    (5, 2, "Tura 3: 5 elementów, 2 z 3 podliczeń"),
    (12, 2, "Tura 3: 12 elementów, 2 z 3 podliczeń"),
    (22, 2, "Tura 3: 22 elementy, 2 z 3 podliczeń"),
])
def test_the_progress_line_in_polish(polish, built, held, line):
    state = R.new_game(PLAYERS, {}, 1)
    state.cathedral = [[x, 0, "y04"] for x in range(built)]
    state.scorings = [{"areas": [], "points": [0, 0]}] * held
    state.turn_number = 3
    assert R.progress(state) == line


# ----------------------------------------------------------------- words of the game
@pytest.mark.parametrize("tid, english, polish_name", [
    ("y04", "yellow element", "żółty element"),
    ("b01", "blue element with a crown", "niebieski element z koroną"),
    ("rg1", "red/green Joker with a crown", "czerwono-zielony Joker z koroną"),
    ("yb2", "yellow/blue Joker", "żółto-niebieski Joker"),
])
def test_elements_are_named_in_the_language_shown(tid, english, polish_name):
    assert R.element_name(tid) == english
    i18n.set_language("pl")
    try:
        assert R.element_name(tid) == polish_name
    finally:
        i18n.set_language("en")


def test_the_orders_carry_the_polish_rulebook_names():
    orders = load_content().orders
    i18n.set_language("pl")
    try:
        assert [o.name for o in orders.values()] == [
            "Zatrudnienie", "Przesunięcie", "Zwolnienie", "Awans", "Rusztowanie", "Witraż",
            "Demontaż", "Podatek"]
        assert orders["hire"].paid == "Przeciwnik może zrobić to samo."
    finally:
        i18n.set_language("en")
    assert orders["hire"].name == "Hire" and orders["dismiss"].paid is None


def test_log_lines_refusals_and_the_protocols_sentences_follow_the_language(polish):
    state = R.new_game(PLAYERS, {}, 4)
    build = next(a for a in R.legal_actions(state) if a["type"] == "build")
    events = R.apply(state, build)
    line = R.describe(state, events[0])
    assert line.startswith(f"Ola buduje w rzędzie {build['y'] + 1}, kolumnie {build['x'] + 1}: ")
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, {"type": "score"})
    assert refused.value.reason == "Teraz nie trwa żadne Podliczanie do zakończenia."
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, {"type": "pay"})
    assert refused.value.reason == "Teraz nie ma Płatnego Rozkazu, na który trzeba odpowiedzieć."
    assert R.placement_problem(state, "y05", 0, 7) == "To pole leży poza Planem Katedry."
    assert R.PIECE_LABEL == "Kolor Budowniczych"
    assert R.UNDO_BARRIER_REASON.startswith("Budowa i Rozkaz odkrywają nowy żeton")
    i18n.set_language("en")
    assert R.describe(state, events[0]).startswith("Ola builds a ")
    assert R.PIECE_LABEL == "Builder colour"
    assert R.placement_problem(state, "y05", 0, 7) == "That cell is outside the Cathedral Plan."


def test_a_paid_order_offer_reads_in_polish(polish):
    question, explanation = R.offer_words("hire", "Bart", "Ola")
    assert question == ("Bart, czy płacisz 1 Monetę graczowi Ola, aby też wykonać Rozkaz "
                        "Zatrudnienie?")
    assert explanation.startswith("Ola bierze Rozkaz Zatrudnienie. Płatny Rozkaz z tego "
                                  "żetonu (przeciwnik może zrobić to samo): za 1 Monetę")


@pytest.mark.parametrize("order,rule", [
    ("hire", "przeciwnik może zrobić to samo"),
    ("shift", "przeciwnik może przestawić jednego ze swoich Budowniczych"),
    ("scaffold", "przeciwnik też może położyć jeden żeton Rusztowania")])
@pytest.mark.parametrize("asked,active", [("Bart", "Ola"), ("Ola", "Bart"),
                                          ("Łukasz Żółć", "Ola")])
def test_the_offer_names_no_gender_and_says_what_the_opponent_may_do(polish, order, rule,
                                                                     asked, active):
    """The offer's Polish never says "Jego" (his) of a player of any name, and its Paid
    Order says with a noun what the opponent may do ("jeden żeton Rusztowania")."""
    question, explanation = R.offer_words(order, asked, active)
    assert question.startswith(f"{asked}, czy płacisz 1 Monetę graczowi {active}, ")
    assert "Jego" not in explanation and " jej " not in explanation
    assert f"Płatny Rozkaz z tego żetonu ({rule})" in explanation


def test_a_scoring_line_and_the_end_read_in_polish(polish):
    state = R.new_game(PLAYERS, {}, 4)
    scoring = {"type": "scoring", "number": 2, "seat": 0,
               "result": {"areas": [], "points": [7, 3]}, "totals": [19, 11]}
    assert R.describe(state, scoring) == "Podliczanie 2: Ola +7, Bart +3 (teraz 19 i 11)."
    assert R.describe(state, {"type": "game_over", "winners": [0, 1]}) == (
        "Koniec gry. Wygrywają: Ola i Bart.")


def test_a_damaged_position_is_told_in_the_language_shown(polish):
    state = R.new_game(PLAYERS, {}, 4)
    broken = dict(state.to_dict(), turn=7)
    with pytest.raises(ValueError) as err:
        R.State.from_dict(broken)
    assert "turn: powinno być miejscem 0 albo 1" in str(err.value)
    state = arrange(R.new_game(PLAYERS, {}, 4), cathedral=[(0, 0, "y01"), (1, 0, "y02")],
                    whole=False)
    state.king = 1                                  # two crowns built, the King one space on
    assert "zbudowano 2 elementy z koroną, a Król stoi na polu 1" in R.invariant_problems(state)


# ----------------------------------------------------------------- saves
def _play(language: str, seed: int, steps: int):
    i18n.set_language(language)
    state = R.new_game(PLAYERS, {}, seed)
    rng, actions, lines = random.Random(seed), [], []
    for _step in range(steps):
        if R.is_over(state):
            break
        action = R.playout_policy(state, rng)
        lines += [R.describe(state, e) for e in R.apply(state, action)]
        actions.append(action)
    return state, actions, lines


_ID = re.compile(r"^[a-z0-9_#-]*$")


@pytest.mark.parametrize("saved_in, loaded_in", [("pl", "en"), ("en", "pl")])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 300))
def test_a_game_saved_in_one_language_loads_and_reads_in_the_other(saved_in, loaded_in, seed,
                                                                     steps):
    try:
        state, actions, lines = _play(saved_in, seed, steps)
        record = json.loads(json.dumps(store.make_record(
            "basilica", "Ola, Bart", PLAYERS, {}, seed, actions, state, R, "named")))
        names = {p["name"] for p in PLAYERS} | {p["colour"] for p in PLAYERS}
        for part in ("snapshot", "actions", "options", "players"):
            words = [s for s in strings(record[part]) if s not in names and not _ID.match(s)]
            assert words == [], part
        i18n.set_language(loaded_in)
        loaded = R.State.from_dict(record["snapshot"])
        assert loaded.to_dict() == state.to_dict()
        again = R.new_game(PLAYERS, {}, seed)
        relines = [R.describe(again, e) for a in actions for e in R.apply(again, a)]
        assert again.to_dict() == state.to_dict()
        assert len(relines) == len(lines) and relines != lines    # the same moves, reworded
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("saved_in", ["pl", "en"])
def test_a_saves_progress_line_is_kept_in_english_and_listed_in_the_language_shown(
        saved_in, tmp_path):
    try:
        state, actions, _lines = _play(saved_in, 5, 40)
        record = store.make_record("basilica", "Ola, Bart", PLAYERS, {}, 5, actions, state, R,
                                   "named")
        i18n.set_language("en")
        english = R.progress(state)
        assert record["progress"] == english and english.startswith("Turn ")
        store.save_named(record, tmp_path)
        assert [e.progress for e in store.list_saves(tmp_path)] == [english]
        i18n.set_language("pl")
        polish = R.progress(state)
        assert polish.startswith("Tura ")
        assert [e.progress for e in store.list_saves(tmp_path)] == [polish]
    finally:
        i18n.set_language("en")


# ----------------------------------------------------------------- data texts
def _copy(tmp_path):
    folder = tmp_path / "basilica"
    shutil.copytree(data_path("basilica"), folder)
    return folder


def _damage(texts: dict, code: str, damage: str) -> None:
    if damage == "drop":
        del texts[code]
    else:
        texts[code] = {"blank": "", "number": 7, "spaces": "   "}[damage]


ORDER_IDS = [o["id"] for o in yaml.safe_load(
    data_path("basilica", "orders.yaml").read_text(encoding="utf-8"))["orders"]]


@settings(max_examples=40, deadline=None)
@given(order=st.sampled_from(ORDER_IDS), field=st.sampled_from(["name", "text", "paid"]),
       code=st.sampled_from(i18n.CODES),
       damage=st.sampled_from(["drop", "blank", "number", "spaces"]))
def test_every_order_text_needs_both_languages(tmp_path_factory, order, field, code, damage):
    folder = _copy(tmp_path_factory.mktemp("orders"))
    data = yaml.safe_load((folder / "orders.yaml").read_text(encoding="utf-8"))
    entry = next(o for o in data["orders"] if o["id"] == order)
    if entry[field] is None:                                  # no Paid Order: give a broken one
        entry[field] = {"en": "The opponent may too.", "pl": "Przeciwnik też może."}
    _damage(entry[field], code, damage)
    (folder / "orders.yaml").write_text(yaml.safe_dump(data, allow_unicode=True,
                                                       sort_keys=False), "utf-8")
    with pytest.raises(DataError) as err:
        load_content_from(folder)
    assert err.value.path.endswith("orders.yaml")
    assert err.value.entry == f"order {order!r}"
    assert f"field {field!r}" in err.value.reason and repr(code) in err.value.reason


@settings(max_examples=30, deadline=None)
@given(colour=st.sampled_from(["yellow", "blue", "red", "green"]),
       form=st.sampled_from(["name", "joined"]), code=st.sampled_from(i18n.CODES),
       damage=st.sampled_from(["drop", "blank", "number", "spaces"]))
def test_every_colour_name_needs_both_languages(tmp_path_factory, colour, form, code, damage):
    folder = _copy(tmp_path_factory.mktemp("colours"))
    data = yaml.safe_load((folder / "components.yaml").read_text(encoding="utf-8"))
    _damage(data["colour_names"][colour][form], code, damage)
    (folder / "components.yaml").write_text(yaml.safe_dump(data, allow_unicode=True,
                                                           sort_keys=False), "utf-8")
    with pytest.raises(DataError) as err:
        load_content_from(folder)
    assert err.value.path.endswith("components.yaml")
    assert err.value.entry == f"colour {colour!r}"
    assert f"field {form!r}" in err.value.reason and repr(code) in err.value.reason


@pytest.mark.parametrize("change, reason", [
    (lambda names: names.pop("green"), "missing field 'green'"),
    (lambda names: names.update(purple=names["red"]),
     "names a colour that 'colours' does not list: 'purple'"),
    (lambda names: names["blue"].update(shade={"en": "x", "pl": "y"}),
     "unknown field 'shade'"),
])
def test_the_colour_names_match_the_colours(tmp_path, change, reason):
    folder = _copy(tmp_path)
    data = yaml.safe_load((folder / "components.yaml").read_text(encoding="utf-8"))
    change(data["colour_names"])
    (folder / "components.yaml").write_text(yaml.safe_dump(data, allow_unicode=True,
                                                           sort_keys=False), "utf-8")
    with pytest.raises(DataError) as err:
        load_content_from(folder)
    assert reason in err.value.reason


def test_every_shipped_order_has_a_polish_text_of_its_own():
    orders = load_content().orders.values()
    for texts in ([o.names for o in orders], [o.texts for o in orders],
                  [o.paids for o in orders if o.paids]):
        polish = [dict(t)["pl"] for t in texts]
        english = [dict(t)["en"] for t in texts]
        assert len(set(polish)) == len(polish) and not set(polish) & set(english)


# Words a Polish playtest found used for something the rulebook names otherwise (or wrong):
# the board's pale cube is a "kostka" Budowniczego, the count of scorings "podliczenia"
# ("Podliczanie" is the event), the +50 token a "żeton Punktacji", the first player the
# one who "ostatnio" (not "najpóźniej") was in a church, a Build is "Rozbudowa".
WRONG_WORDS = ["klocek", "klocka", "Podliczań", "Podliczania:", "najpóźniej", "żeton +50",
               "żeton punktacji", "żetony punktacji", "Budowa:", "przy remisie młodsz",
               "Jego Płatny", "nie można Zwolnić", "wydania tego Rozkazu"]


def basilica_polish_texts() -> list[str]:
    """Every Polish text of Basilica: the catalog's msgstrs of its code, its rules screen
    and its data files' Polish (not their comments, which quote the rulebook)."""
    from babel.messages.pofile import read_po
    from games.engine.paths import ROOT
    with open(ROOT / "data" / "locale" / "pl" / "LC_MESSAGES" / "tabletop.po", "rb") as fp:
        catalog = read_po(fp)
    texts = []
    for m in catalog:
        if m.id and any(where.startswith("games/basilica/") for where, _line in m.locations):
            texts += list(m.string) if isinstance(m.string, tuple) else [m.string]
    for name in ("rules.pl.yaml", "orders.yaml", "components.yaml"):
        lines = (ROOT / "data" / "basilica" / name).read_text(encoding="utf-8").splitlines()
        texts.append("\n".join(line.split(" # ")[0] for line in lines   # not the comments
                               if not line.lstrip().startswith("#")))
    return texts


@pytest.mark.parametrize("word", WRONG_WORDS)
def test_one_term_per_thing_in_every_polish_text(word):
    found = [t for t in basilica_polish_texts() if word in " ".join(t.split())]
    assert not found, found
