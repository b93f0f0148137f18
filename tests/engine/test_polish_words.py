"""The engine's own words in Polish: plural forms, lists joined with "i", dates, the
messages about saves, folders and settings, the pass screen and the log lines, and
catalog entries whose Polish keeps the fields the code fills in."""
import json
import re
import string
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.engine import i18n, paths, settings
from games.engine.scenes.chooser import player_range
from games.engine.session import Session
from games.engine.words import and_list
from saves import store
from saves.players import clean_players
from tests import catalog
from tests.engine import toygame
from tests.engine.test_saves_listing import toy  # noqa: F401 - the toy fixture
from tests.engine.test_saves_restoring import played


# --------------------------------------------------------------------------- plurals
# The grammar: 1 gracz; 2, 3, 4, 22-24, 32... gracze; 0, 5-21, 25-31, 100-101, 111-114 graczy.
FORMS = {1: "1 gracz", 2: "2 gracze", 3: "3 gracze", 4: "4 gracze", 5: "5 graczy",
         0: "0 graczy", 11: "11 graczy", 12: "12 graczy", 14: "14 graczy", 21: "21 graczy",
         22: "22 gracze", 24: "24 gracze", 25: "25 graczy", 101: "101 graczy",
         102: "102 gracze", 112: "112 graczy", 1000: "1000 graczy"}


@pytest.mark.parametrize("n", sorted(FORMS))
def test_a_count_of_players_takes_the_polish_form_of_its_number(polish, n):
    assert i18n.counted(n, "{n} player", "{n} players") == FORMS[n]


def test_the_chooser_names_the_player_range_in_each_language(polish):
    assert (player_range(2, 2), player_range(2, 5)) == ("2 gracze", "2–5 graczy")
    i18n.set_language("en")
    assert (player_range(2, 2), player_range(1, 1), player_range(2, 5)) == (
        "2 players", "1 player", "2-5 players")


@pytest.mark.parametrize("count, moves", [(1, "1 ruchu"), (2, "2 ruchów"), (5, "5 ruchów"),
                                          (22, "22 ruchów")])
def test_a_replay_that_differs_counts_its_moves_in_polish(polish, toy, count, moves):
    record = played(toy, [1] * count)
    toy.bonus = 1                                           # the dice now read differently
    assert store.restore(record).mismatch == (
        f"Ten zapis powstał przy starszej wersji zasad: powtórzenie jego {moves} daje inną "
        f"grę. Możesz zamiast tego kontynuować od zapisanej pozycji.")


@pytest.mark.parametrize("count, moves", [(1, "1 ruch daje"), (3, "3 ruchy dają"),
                                          (5, "5 ruchów daje"), (24, "24 ruchy dają")])
def test_a_damaged_position_counts_the_moves_that_replay_in_polish(polish, toy, count, moves):
    record = played(toy, [2] * count)
    del record["snapshot"]["rng"]
    assert store.restore(record).mismatch == (
        f"Pozycja w tym zapisie jest uszkodzona (kod gry natrafił na coś, czego się nie "
        f"spodziewał: KeyError), ale jego {moves} się "
        f"powtórzyć bez problemu. Możesz kontynuować powtórzoną grę.")


# --------------------------------------------------------------------------- lists
@given(st.lists(st.text("ABCabcłóż", min_size=1, max_size=6), min_size=2, max_size=7))
def test_a_polish_list_ends_with_i_and_keeps_every_item(items):
    i18n.set_language("pl")
    try:
        joined = and_list(items)
    finally:
        i18n.set_language("en")
    assert joined == ", ".join(items[:-1]) + " i " + items[-1]
    assert " and " not in joined


@pytest.mark.parametrize("items, polish_words", [
    ([], ""), (["Ola"], "Ola"), (["Ola", "Bart"], "Ola i Bart"),
    (["Ola", "Bart", "Cyryl"], "Ola, Bart i Cyryl"), (["A", "B", "C", "D"], "A, B, C i D")])
def test_and_list_in_polish(polish, items, polish_words):
    assert and_list(items) == polish_words


# --------------------------------------------------------------------------- dates
MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
          "września", "października", "listopada", "grudnia"]


@pytest.mark.parametrize("when, shown", [
    (datetime(2026, 12, 1, 14, 5, 0), "01.12.2026, 14:05:00"),
    (datetime(2026, 1, 2, 3, 4, 5), "02.01.2026, 03:04:05"),
    (datetime(2026, 11, 29, 16, 5, 7), "29.11.2026, 16:05:07"),
    (datetime(9999, 12, 31, 23, 59, 59), "31.12.9999, 23:59:59")])
def test_a_save_date_is_written_the_polish_way(polish, when, shown):
    entry = store.SaveEntry(paths.ROOT / "x.json", True, None, "toy", "Toy", "T", [], "",
                            when.isoformat(), "named", False)
    assert entry.display_date == shown


@pytest.mark.parametrize("month", range(1, 13))
def test_a_month_after_the_day_is_in_the_genitive(polish, month):
    assert store.month_name(month) == MONTHS[month - 1]


def test_english_dates_are_unchanged():
    assert store.date_text(datetime(2026, 11, 29, 16, 5, 7)) == "29 Nov 2026, 16:05:07"


# --------------------------------------------------------------------------- messages
DAMAGED_FILES = {
    b"": "Plik jest pusty.",
    b"\xff\xfe\x00garbage": "Uszkodzony plik: to nie jest tekst.",
    b'{"format": 1, "app": "Tab': "Uszkodzony plik: urywa się w połowie (jest obcięty).",
    b"[1, 2]": "To nie jest zapis: jego treść powinna być obiektem, a jest listą.",
    b'{"app": "TabletopFive"}': "Uszkodzony zapis: brak numeru formatu.",
    b'{"format": 99}': "Zapis z nowszej wersji Tabletop Five (format zapisu 99); ta wersja "
                       "czyta format 1.",
    b'{"format": "one"}': "Uszkodzony zapis: 'format' powinien być liczbą całkowitą, a nie "
                          "tekstem.",
    b'{"format": 1}': "Uszkodzony zapis: brakuje pola 'app'.",
    b"{} x": "Uszkodzony plik: niepoprawny JSON (wiersz 1, kolumna 4).",
}


@pytest.mark.parametrize("content", list(DAMAGED_FILES), ids=range(len(DAMAGED_FILES)))
def test_a_damaged_save_is_explained_in_polish(polish, tmp_path, content):
    path = tmp_path / "save.json"
    path.write_bytes(content)
    with pytest.raises(store.SaveError) as info:
        store.read_record(path)
    assert info.value.reason == DAMAGED_FILES[content]


def test_the_load_list_lists_an_unreadable_file_with_its_polish_reason(polish, tmp_path):
    (tmp_path / "broken.json").write_bytes(b"")
    (entry,) = store.list_saves(tmp_path)
    assert (entry.ok, entry.reason) == (False, "Plik jest pusty.")


def test_a_folder_that_is_a_file_is_named_in_polish(polish, tmp_path):
    blocker = tmp_path / "saves"
    blocker.write_text("x")
    with pytest.raises(paths.FolderError) as info:
        paths._ensure(blocker, paths.SAVES_FOLDER)
    assert info.value.reason == f"Folder zapisów ({blocker}) jest plikiem, a nie folderem."
    assert info.value.short == "folder zapisów jest plikiem"
    assert store.folder_problem(blocker) == info.value.reason


def test_a_damaged_settings_file_is_explained_in_polish(polish):
    path = settings.settings_path()
    path.write_text("{not json", encoding="utf-8")
    loaded, problem = settings.load_settings()
    assert problem == (f"Plik ustawień ({path}) jest uszkodzony (nie jest poprawnym JSON-em); "
                       "używane są ustawienia domyślne.")
    path.write_text(json.dumps({"sound": "loud"}), encoding="utf-8")
    assert settings.load_settings()[1] == ("Części ustawień nie udało się odczytać (sound); "
                                           "dla nich używane są wartości domyślne.")


def test_a_repaired_player_is_described_in_polish_but_keeps_an_english_name(polish):
    players, notes = clean_players([{"name": "", "colour": "blue"},
                                    {"name": "Łucja", "colour": "blue"}])
    assert [p["name"] for p in players] == ["Player 1", "Łucja"]   # written back to the file
    assert notes == ["imię gracza 1 zmieniono na „Player 1” (było puste, powtórzone, za długie "
                     "albo miało znaki, których nie da się pokazać)",
                     "Łucja gra kolorem: Żółty (zapisany kolor był nieznany lub zajęty)"]


def test_the_game_log_starts_in_polish_and_undo_explains_itself_in_polish(polish):
    players = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]
    session = Session.new(toygame, players, {}, 3)
    assert session.log == ["Nowa gra: Toy, ziarno 3."]
    assert session.why_no_undo() == "W tej turze nie ma jeszcze czego cofnąć."
    assert session.title == "Toy: Ola, Bart"          # saved: no translated text in it


def test_the_pass_screen_speaks_polish_with_polish_names(polish):
    import pygame
    from games.engine.scenes.passing import PassScene
    pygame.init()
    scene = PassScene(_FakeApp(), "Żaneta", "blue")
    assert scene.heading() == "Przekaż mysz: Żaneta"
    assert next(iter(scene.widgets)).label == "To ja, Żaneta: pokaż mój widok"
    assert PassScene(_FakeApp(), "Łucja", "blue", passing=False).heading() == (
        "Teraz patrzy tylko: Łucja")


class _FakeApp:
    def request_redraw(self):
        pass


# --------------------------------------------------------------------------- the catalog
_FIELDS_NOTE = re.compile(r"\{(\w+)\}")


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_every_polish_entry_uses_only_fields_the_code_fills_in():
    # The code fills the English template's fields (and those a translator's note lists):
    # a misspelt field in a translation would raise KeyError on screen.
    wrong = []
    for message in catalog.read("pl"):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        filled = set().union(*(_fields(e) for e in english))
        for note in message.auto_comments:
            filled |= set(_FIELDS_NOTE.findall(note))
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [(english[0], form) for form in forms if not _fields(form) <= filled]
    assert wrong == []


def test_the_polish_catalog_uses_polish_letters_and_quotes():
    entries = {m.id: m.string for m in catalog.read("pl") if isinstance(m.id, str) and m.id}
    assert entries["Load game"] == "Wczytaj grę" and entries["Quit to menu"] == "Menu główne"
    assert entries["Saved as “{name}”: it is in the Load list."].startswith("Zapisano jako „{name}”")
    assert sum(bool(re.search("[ąćęłńóśźż]", str(s))) for s in entries.values()) > 150
