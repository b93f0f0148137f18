"""Baldrick's Tomb in Polish: the game's counts take the Polish plural forms (1, 2, 5, 12,
22), log lines, refusals, options and the progress text come out in the language shown
when they are asked for (nothing translated is kept), a game saved in one language loads
and reads in the other (saves hold ids and numbers, never translated words), and every
name and text of the designed cards and explorers is given in both languages (a damaged
copy is a DataError naming the file, the entry and the language). Expected words are
written out by hand."""
from __future__ import annotations

import json
import random
import re
import shutil

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from games.baldricks_tomb import board, content as C, rules as R
from games.engine import i18n
from tests.conftest import strings
from games.engine.yamlload import DataError
from saves import store
from tests.baldricks_tomb.helpers import players

PLAYERS = [{"name": "Ola", "colour": "vermillion"}, {"name": "Bart", "colour": "blue"}]


# ----------------------------------------------------------------- plural forms
FORMS = [
    ("{n} gold", "{n} gold",
     {1: "1 złoto", 2: "2 złota", 5: "5 złota", 12: "12 złota", 22: "22 złota"}),
    ("{n} rubble token", "{n} rubble tokens",
     {1: "1 żeton gruzu", 2: "2 żetony gruzu", 5: "5 żetonów gruzu", 12: "12 żetonów gruzu",
      22: "22 żetony gruzu"}),
    ("{n} free step", "{n} free steps",
     {1: "1 darmowy krok", 2: "2 darmowe kroki", 5: "5 darmowych kroków",
      12: "12 darmowych kroków", 22: "22 darmowe kroki"}),
    ("{n} scroll", "{n} scrolls",
     {1: "1 zwój", 2: "2 zwoje", 5: "5 zwojów", 12: "12 zwojów", 22: "22 zwoje"}),
    ("{n} floor", "{n} floors",
     {1: "1 piętro", 2: "2 piętra", 5: "5 pięter", 12: "12 pięter", 22: "22 piętra"}),
    ("{n} damage", "{n} damage",
     {1: "1 znacznik obrażeń", 2: "2 znaczniki obrażeń", 5: "5 znaczników obrażeń",
      12: "12 znaczników obrażeń", 22: "22 znaczniki obrażeń"}),
    ("{n} gold in the supply", "{n} gold in the supply",
     {1: "1 złoto w zapasie", 22: "22 złota w zapasie", 60: "60 złota w zapasie"}),
    ("{name} loses {n} gold.", "{name} loses {n} gold.",
     {1: "Ola traci 1 złoto.", 2: "Ola traci 2 złota.", 12: "Ola traci 12 złota."}),
]


@pytest.mark.parametrize("singular, plural_, table", FORMS, ids=[f[0] for f in FORMS])
def test_the_games_counts_take_the_polish_forms(polish, singular, plural_, table):
    for n, expected in table.items():
        assert i18n.counted(n, singular, plural_, name="Ola") == expected


def test_the_free_steps_of_a_refused_walk_agree_with_their_number(polish):
    view = {"players": [{"cell": [1, 1], "gold": 0}], "turn": 0, "board": [],
            "free_steps": 0, "step_cost": 2}
    for free, words in ((1, "został 1 darmowy krok"), (2, "zostały 2 darmowe kroki"),
                        (5, "zostało 5 darmowych kroków"), (22, "zostały 22 darmowe kroki")):
        view["free_steps"] = free
        assert words in R.route_refusal(view, [8, 8])


# ----------------------------------------------------------------- words at call time
def test_log_lines_refusals_options_and_progress_are_in_the_language_shown(polish):
    state = R.new_game(PLAYERS, {}, 4)
    assert R.progress(state) == "Piętro 1, przygotowanie"
    events = R.apply(state, {"type": "place_rest"})
    assert R.describe(state, events[0]) == "Ola rozkłada losowo pozostałe żetony gruzu." \
        or R.describe(state, events[0]).startswith("Bart rozkłada losowo")
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, {"type": "end_move"})
    assert refused.value.reason == "Najpierw każdy pionek losuje kośćmi pole startowe."
    assert board.label([3, 5]) == "czerwona 3, niebieska 5"
    assert [o.label for o in R.setup_options()][:2] == ["Długość gry", "Długość piętra"]
    assert [label for _v, label in R.setup_options()[0].choices] == [
        "4 piętra", "3 piętra", "5 pięter", "7 pięter"]
    assert R.player_options()[0].choices[1][1] == "Wren Kartografka"
    line = R.describe(state, {"type": "doom", "round": 3})
    assert line == "Nadciągająca Zagłada przesuwa się na 3."
    i18n.set_language("en")                  # the same call, asked again, in English
    assert R.describe(state, {"type": "doom", "round": 3}) == \
        "The Impending Doom advances to 3."
    assert R.progress(state) == "Floor 1, setting up"
    assert R.player_options()[0].choices[1][1] == "Wren the Cartographer"


def test_a_card_name_follows_the_language_shown_each_time_it_is_read():
    scroll = C.load_content().scrolls["battle_hymn"]
    assert (scroll.name, scroll.text) == ("Battle Hymn",
                                           "Play before a combat roll. Add 2 to that roll.")
    i18n.set_language("pl")
    try:
        assert (scroll.name, scroll.text) == (
            "Hymn bojowy", "Zagraj przed rzutem w walce. Dodaj 2 do tego rzutu.")
        assert C.load_content().card_name("cave_rat") == "Szczur jaskiniowy"
    finally:
        i18n.set_language("en")
    assert C.load_content().card_name("cave_rat") == "Cave Rat"


# ----------------------------------------------------------------- saves
def _play(language: str, seed: int, steps: int, options: dict):
    i18n.set_language(language)
    state = R.new_game(PLAYERS, options, seed)
    rng, actions, lines = random.Random(seed), [], []
    for _step in range(steps):
        if R.is_over(state):
            break
        action = R.playout_policy(state, rng)
        lines += [R.describe(state, e, seat) for e in R.apply(state, action)
                  for seat in (None, 0, 1)]
        actions.append(action)
    return state, actions, lines


_ID = re.compile(r"^[a-z0-9_#-]*$")


@pytest.mark.parametrize("saved_in, loaded_in", [("pl", "en"), ("en", "pl")])
@pytest.mark.parametrize("seed, steps, options", [(3, 12, {}), (8, 150, {"custom_characters": True}),
                                                  (21, 2000, {"floors": 3})])
def test_a_game_saved_in_one_language_loads_and_reads_in_the_other(saved_in, loaded_in, seed,
                                                                     steps, options):
    try:
        state, actions, lines = _play(saved_in, seed, steps, options)
        record = json.loads(json.dumps(store.make_record(
            "baldricks_tomb", "Ola, Bart", PLAYERS, options, seed, actions, state, R,
            "named")))
        names = {p["name"] for p in PLAYERS} | {p["colour"] for p in PLAYERS}
        for part in ("snapshot", "actions", "options", "players"):
            words = [s for s in strings(record[part]) if s not in names and not _ID.match(s)]
            assert words == [], part
        i18n.set_language(loaded_in)
        loaded = R.State.from_dict(record["snapshot"])
        assert loaded.to_dict() == state.to_dict()
        again = R.new_game(PLAYERS, options, seed)
        relines = [R.describe(again, e, seat) for a in actions for e in R.apply(again, a)
                   for seat in (None, 0, 1)]
        assert again.to_dict() == state.to_dict()
        assert len(relines) == len(lines) and relines != lines    # the same moves, reworded
    finally:
        i18n.set_language("en")


# ----------------------------------------------------------------- data in both languages
DECKS = [("monsters", "monster", True), ("treasures", "treasure", False),
         ("scrolls", "scroll", False), ("traps", "trap", False), ("skills", "skill", False),
         ("characters", "character", False)]


def test_every_designed_name_and_text_has_both_languages_and_they_differ():
    c = C.load_content()
    entries = [*c.monsters.values(), *c.treasures.values(), *c.scrolls.values(),
               *c.traps.values(), *c.skills.values(), *c.characters]
    assert len(entries) == 30 + 16 + 16 + 15 + 22 + 4
    same = {"Minotaur", "Hydra", "Sprinter"}        # the same word in both languages
    for entry in entries:
        assert set(entry.names) == {"en", "pl"} and all(entry.names.values())
        assert entry.names["en"] != entry.names["pl"] or entry.names["en"] in same
        if not isinstance(entry, C.Monster):
            assert set(entry.texts) == {"en", "pl"} and all(entry.texts.values())
            assert entry.texts["en"] != entry.texts["pl"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(deck=st.sampled_from(DECKS), index=st.integers(0, 40), field=st.sampled_from(["name", "text"]),
       damage=st.sampled_from(["drop pl", "drop en", "empty pl", "plain", "number pl"]))
def test_a_missing_or_empty_translation_is_a_data_error_naming_file_entry_and_language(
        tmp_path_factory, deck, index, field, damage):
    name, singular, monsters = deck
    if monsters and field == "text":
        field = "name"                               # a monster card has no text
    folder = tmp_path_factory.mktemp("bt") / "data"
    shutil.copytree(C.default_dir(), folder)
    top = yaml.safe_load((folder / f"{name}.yaml").read_text(encoding="utf-8"))
    entry = top[name][index % len(top[name])]
    value = dict(entry[field])
    expected = {"drop pl": "has no text for language 'pl'",
                "drop en": "has no text for language 'en'",
                "empty pl": "is empty for language 'pl'",
                "plain": "should give a text for each language (en, pl)",
                "number pl": "for language 'pl' should be text, got 7"}[damage]
    if damage == "drop pl":
        del value["pl"]
    elif damage == "drop en":
        del value["en"]
    elif damage == "empty pl":
        value["pl"] = "  "
    elif damage == "number pl":
        value["pl"] = 7
    else:
        value = value["en"]
    entry[field] = value
    (folder / f"{name}.yaml").write_text(yaml.safe_dump(top, allow_unicode=True,
                                                         sort_keys=False), encoding="utf-8")
    with pytest.raises(DataError) as err:
        C.load_content(folder)
    assert str(err.value).startswith(f"{name}.yaml, {singular} '{entry['id']}': field '{field}' ")
    assert expected in str(err.value)


def test_the_shipped_data_copies_load(tmp_path):
    shutil.copytree(C.default_dir(), tmp_path / "bt")
    assert C.load_content(tmp_path / "bt") == C.load_content()
    assert players(2)                                  # the helpers still make seats
