"""saves/records.py and saves/players.py: the exact sentence for every malformed record,
and the exact repairs of player records and texts read from a file.
"""
from __future__ import annotations

import pytest

from saves import store
from saves.players import clean_players, safe_text
from saves.records import SaveError, _check_record
from tests.engine.test_saves import PLAYERS, ToyRules
from tests.engine.test_saves_listing import toy  # noqa: F401 - the toy fixture


def _good() -> dict:
    return {"format": 1, "app": "TabletopFive", "game": "toy", "title": "T",
            "players": [dict(p) for p in PLAYERS], "options": {}, "seed": 1,
            "actions": [{"type": "add", "n": 1}], "snapshot": {}, "progress": "p",
            "over": False, "saved_at": "2026-01-02T03:04:05+01:00", "kind": "named"}


def refusal(record) -> str:
    with pytest.raises(SaveError) as info:
        _check_record(record)
    return info.value.reason


def test_a_good_record_passes():
    assert _check_record(_good()) is None


@pytest.mark.parametrize("value, shown", [([], "a list"), ("x", "text"), (3, "a whole number"),
                                          (2.5, "a decimal number"), (None, "null"),
                                          (True, "true/false"), (b"x", "a value")])
def test_not_an_object(value, shown):
    assert refusal(value) == f"Not a save: the file holds {shown} instead of an object."


@pytest.mark.parametrize("value, expected", [
    ("1", "Damaged save: 'format' should be a whole number, not text."),
    (True, "Damaged save: 'format' should be a whole number, not true/false."),
    (1.0, "Damaged save: 'format' should be a whole number, not a decimal number."),
    ({1}, "Damaged save: 'format' should be a whole number, not that."),
    (2, "Made by a newer version of Tabletop Five (save format 2); this version reads format 1."),
    (0, "Unknown save format 0."),
    (-4, "Unknown save format -4."),
])
def test_the_format_number(value, expected):
    assert refusal({**_good(), "format": value}) == expected


def test_no_format_number():
    record = _good()
    del record["format"]
    assert refusal(record) == "Damaged save: it has no format number."


FIELDS = ["app", "game", "title", "players", "options", "seed", "actions", "snapshot",
          "progress", "over", "saved_at", "kind"]


@pytest.mark.parametrize("key", FIELDS)
def test_each_field_missing(key):
    record = _good()
    del record[key]
    assert refusal(record) == f"Damaged save: the '{key}' field is missing."


@pytest.mark.parametrize("key, value, expected", [
    ("app", 1, "'app' should be text, not a whole number"),
    ("game", None, "'game' should be text, not null"),
    ("title", [], "'title' should be text, not a list"),
    ("players", {}, "'players' should be a list, not an object"),
    ("options", [], "'options' should be an object, not a list"),
    ("seed", 1.5, "'seed' should be a whole number, not a decimal number"),
    ("seed", False, "'seed' should be a whole number, not true/false"),
    ("actions", "x", "'actions' should be a list, not text"),
    ("snapshot", 0, "'snapshot' should be an object, not a whole number"),
    ("progress", None, "'progress' should be text, not null"),
    ("over", 0, "'over' should be true/false, not a whole number"),
    ("saved_at", 20260102, "'saved_at' should be text, not a whole number"),
    ("kind", {1, 2}, "'kind' should be text, not that"),
])
def test_each_field_of_the_wrong_type(key, value, expected):
    assert refusal({**_good(), key: value}) == f"Damaged save: {expected}."


@pytest.mark.parametrize("change, expected", [
    ({"app": "Chess3000"}, "Not a Tabletop Five save (made by 'Chess3000')."),
    ({"kind": "quick"}, "Damaged save: unknown kind 'quick'."),
    ({"players": [{"name": "A"}, "B"]}, "Damaged save: player 2 has no name."),
    ({"players": [{"name": 1}]}, "Damaged save: player 1 has no name."),
    ({"players": [{"name": str(i)} for i in range(7)]},
     "Damaged save: it has 7 players; at most 6 can sit."),
    ({"actions": [{"type": "a"}, {"type": 3}]}, "Damaged save: move 2 is not an action."),
    ({"actions": [[]]}, "Damaged save: move 1 is not an action."),
    ({"actions": [{"n": 1}]}, "Damaged save: move 1 is not an action."),
    ({"base": []}, "Damaged save: 'base' should be an object."),
    ({"saved_at": "yesterday"}, "Damaged save: 'saved_at' is not a date."),
])
def test_contents(change, expected):
    assert refusal({**_good(), **change}) == expected


def test_six_players_and_kinds_and_a_base_are_allowed():
    players = [{"name": str(i)} for i in range(6)]
    for kind in ("auto", "named"):
        assert _check_record({**_good(), "players": players, "kind": kind, "base": {}}) is None


def test_unknown_and_unplayable_games(toy, monkeypatch):
    with pytest.raises(SaveError) as info:
        store._game_info("chess")
    assert info.value.reason == "A save for a game this version does not know ('chess')."
    import dataclasses
    from games.engine import registry
    monkeypatch.setattr(registry, "GAMES", tuple(       # every game is playable now: one not yet
        dataclasses.replace(g, available=False) if g.game_id == "bas_celik" else g
        for g in registry.GAMES))
    with pytest.raises(SaveError) as info:
        store._game_info("bas_celik")
    assert info.value.reason == "A save for Baš-Čelik, which this version cannot play yet."
    assert store._game_info("toy").title == "Toy Count"


def test_save_error_short_text():
    assert SaveError("The file is empty.").short == "The file is empty"
    assert SaveError("The file is empty.", "empty").short == "empty"
    assert str(SaveError("Why.")) == "Why." == SaveError("Why.").reason


def test_make_record_refuses_a_bad_kind_by_name(toy):
    state = toy.new_game(PLAYERS, {}, 1)
    with pytest.raises(ValueError) as info:
        store.make_record("toy", "t", PLAYERS, {}, 1, [], state, toy, "quick")
    assert str(info.value) == "kind must be one of ('auto', 'named'), not 'quick'"
    with pytest.raises(ValueError, match="^not JSON-safe: "):
        store.make_record("toy", "t", PLAYERS, {"x": object()}, 1, [], state, toy, "auto")


def test_make_record_with_a_base(toy):
    state = toy.new_game(PLAYERS, {}, 1)
    base = {"total": (1, 2)}
    record = store.make_record("toy", "t", PLAYERS, {}, 1, [], state, toy, "auto", base=base)
    assert record["base"] == {"total": [1, 2]}
    base["total"] = 9
    assert record["base"] == {"total": [1, 2]}
    assert "base" not in store.make_record("toy", "t", PLAYERS, {}, 1, [], state, toy, "auto")
    empty = store.make_record("toy", "t", PLAYERS, {}, 1, [], state, toy, "auto", base={})
    assert empty["base"] == {}                                 # an empty position is still one


def test_make_record_refuses_a_non_int_seed(toy):
    state = ToyRules().new_game(PLAYERS, {}, 1)
    with pytest.raises(SaveError) as info:
        store.make_record("toy", "t", PLAYERS, {}, "1", [], state, toy, "auto")
    assert info.value.reason == "Damaged save: 'seed' should be a whole number, not text."


# --------------------------------------------------------------------------- players and texts

@pytest.mark.parametrize("text, shown", [
    ("  a  b  ", "a  b"), ("a\x00b\tc\nd", "abcd"), ("\u202eabc\u200b", "abc"),
    ("a\u200db", "a\u200db"),                       # a joiner stays (emoji sequences)
    ("x\ud800y", "x\ufffdy"), ("\udfff", "\ufffd"), ("\ue000a", "a"),   # private use goes
    (None, ""), (5, ""), (["a"], ""),
])
def test_safe_text(text, shown):
    assert safe_text(text) == shown


def test_safe_text_cuts_then_strips():
    assert safe_text("a" * 199 + " b") == "a" * 199
    assert safe_text("abcdef", 3) == "abc" and safe_text("ab cd", 3) == "ab"
    assert safe_text(" " * 5 + "abc", 3) == "abc"


def test_clean_players_notes_each_repair():
    players = [{"name": "Ola", "colour": "sky"}, {"name": "ola", "colour": "sky"},
               {"name": "x" * 21, "colour": "gold", "ai": 1}, {"name": "Player 2"}]
    cleaned, notes = clean_players(players)
    assert cleaned == [{"name": "Ola", "colour": "sky"},
                       {"name": "Player 2", "colour": "blue"},
                       {"name": "x" * 20, "colour": "yellow", "ai": 1},
                       {"name": "Player 4", "colour": "vermillion"}]
    assert notes == [
        "player 2's name was changed to \u201cPlayer 2\u201d (it was empty, repeated, too long "
        "or had characters that cannot be shown)",
        "Player 2 plays Blue (the saved colour was unknown or taken)",
        "player 3's name was changed to \u201c" + "x" * 20 + "\u201d (it was empty, repeated, "
        "too long or had characters that cannot be shown)",
        "xxxxxxxxxxxxxxxxxxxx plays Yellow (the saved colour was unknown or taken)",
        "player 4's name was changed to \u201cPlayer 4\u201d (it was empty, repeated, too long "
        "or had characters that cannot be shown)",
        "Player 4 plays Vermilion (the saved colour was unknown or taken)",
    ]
    assert players[1] == {"name": "ola", "colour": "sky"}              # the input is untouched


def test_a_free_name_skips_taken_ones():
    players = [{"name": "Player 2", "colour": "blue"}, {"name": "player 2-2", "colour": "yellow"},
               {"name": "", "colour": "sky"}, {"name": "PLAYER 2", "colour": "purple"}]
    names = [p["name"] for p in clean_players(players)[0]]
    assert names == ["Player 2", "player 2-2", "Player 3", "Player 4"]
    players[2]["name"] = "Player 4"
    assert [p["name"] for p in clean_players(players)[0]] == \
        ["Player 2", "player 2-2", "Player 4", "Player 4-2"]


def test_a_repaired_colour_leaves_the_later_seats_theirs():
    players = [{"name": "A", "colour": "x"}, {"name": "B", "colour": "blue"},
               {"name": "C", "colour": "yellow"}]
    assert [p["colour"] for p in clean_players(players)[0]] == ["vermillion", "blue", "yellow"]


@pytest.mark.parametrize("players, expected", [
    ("ab", "the players are not a list"), (None, "the players are not a list"),
    ([{"name": "a"}, {"colour": "blue"}], "player 2 has no name"),
    ([{"name": "a"}, ["b"]], "player 2 has no name"),
    ([{"name": str(i)} for i in range(7)], "it has 7 players; at most 6 can sit"),
])
def test_clean_players_refuses(players, expected):
    with pytest.raises(ValueError) as info:
        clean_players(players)
    assert str(info.value) == expected


def test_nothing_to_repair_notes_nothing():
    assert clean_players([]) == ([], [])
    assert clean_players([dict(p) for p in PLAYERS]) == (PLAYERS, [])
