"""Strict YAML loading (games/engine/yamlload.py): errors name the file, entry and reason."""
from __future__ import annotations

import pytest

from games.engine.yamlload import (DataError, expect, load_yaml, optional, reject_unknown,
                                   require, require_choice, require_number)


def write(tmp_path, text, name="things.yaml", encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding) if isinstance(text, str) else text)
    return path


def test_loads_plain_data(tmp_path):
    path = write(tmp_path, "name: Cellar\nsize: 3\nitems: [a, b]\nnested: {x: 0.5}\n")
    assert load_yaml(path) == {"name": "Cellar", "size": 3, "items": ["a", "b"],
                               "nested": {"x": 0.5}}


def test_duplicate_key_names_key_and_lines(tmp_path):
    path = write(tmp_path, "rooms:\n  - id: a\n    door: left\n    door: right\n")
    with pytest.raises(DataError) as info:
        load_yaml(path)
    err = info.value
    assert err.path == str(path)
    assert err.entry == "line 4"
    assert "duplicate key 'door'" in err.reason and "line 3" in err.reason
    assert str(err).startswith("things.yaml, line 4: duplicate key 'door'")


def test_duplicate_top_level_key(tmp_path):
    with pytest.raises(DataError, match=r"things.yaml, line 2: duplicate key 'a'"):
        load_yaml(write(tmp_path, "a: 1\na: 2\n"))


def test_same_key_in_different_mappings_is_fine(tmp_path):
    data = load_yaml(write(tmp_path, "- {id: a, x: 1}\n- {id: b, x: 2}\n"))
    assert [d["id"] for d in data] == ["a", "b"]


def test_merge_key_may_be_overridden(tmp_path):
    data = load_yaml(write(tmp_path, "base: &b {x: 1, y: 2}\nitem:\n  <<: *b\n  y: 5\n"))
    assert data["item"] == {"x": 1, "y": 5}


def test_syntax_error_names_file_and_line(tmp_path):
    with pytest.raises(DataError) as info:
        load_yaml(write(tmp_path, "a: [1, 2\nb: 3\n"))
    assert info.value.entry == "line 2"
    assert str(info.value).startswith("things.yaml, line 2: ")


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match=r"^nowhere.yaml: file not found$"):
        load_yaml(tmp_path / "nowhere.yaml")


def test_not_utf8(tmp_path):
    with pytest.raises(DataError, match="not UTF-8"):
        load_yaml(write(tmp_path, "name: Zażółć\n", encoding="utf-16"))


def test_python_tags_are_refused(tmp_path):
    path = write(tmp_path, "x: !!python/object/apply:os.getcwd []\n")
    with pytest.raises(DataError, match=r"things.yaml, line 1"):
        load_yaml(path)


def test_message_without_entry():
    err = DataError("/somewhere/data/rooms.yaml", None, "file not found")
    assert str(err) == "rooms.yaml: file not found"
    assert err.entry is None and err.reason == "file not found"


def test_require_returns_value_and_reports_missing_field():
    entry = "design 'barrel_cellar'"
    assert require({"objects": [1]}, "objects", list, "rooms.yaml", entry) == [1]
    with pytest.raises(DataError) as info:
        require({}, "objects", list, "rooms.yaml", entry)
    assert str(info.value) == "rooms.yaml, design 'barrel_cellar': missing field 'objects'"


def test_require_wrong_type():
    with pytest.raises(DataError) as info:
        require({"x": "abc"}, "x", (int, float), "rooms.yaml", "design 'a'")
    assert str(info.value) == "rooms.yaml, design 'a': field 'x' should be a number, got 'abc'"


def test_require_number_accepts_int_as_float_but_not_bool():
    assert require({"x": 1}, "x", (int, float), "f.yaml", None) == 1.0
    assert isinstance(require({"x": 1}, "x", (int, float), "f.yaml", None), float)
    with pytest.raises(DataError, match="should be a number, got True"):
        require({"x": True}, "x", (int, float), "f.yaml", None)
    with pytest.raises(DataError, match="should be a whole number, got 2.5"):
        require({"n": 2.5}, "n", int, "f.yaml", None)


def test_require_null_value_and_non_mapping():
    with pytest.raises(DataError, match="field 'floor' should be text, got nothing"):
        require({"floor": None}, "floor", str, "f.yaml", "design 'a'")
    with pytest.raises(DataError, match=r"f.yaml, design #2: should be a mapping"):
        require(["not", "a", "mapping"], "id", str, "f.yaml", "design #2")


def test_optional_default_and_check():
    assert optional({}, "colour", str, "grey", "f.yaml", None) == "grey"
    with pytest.raises(DataError, match="field 'colour' should be text"):
        optional({"colour": 5}, "colour", str, "grey", "f.yaml", None)


def test_require_number_range():
    assert require_number({"x": 0}, "x", 0, 1, "f.yaml", None) == 0.0
    with pytest.raises(DataError, match=r"field 'x' should be between 0 and 1, got 1.5"):
        require_number({"x": 1.5}, "x", 0, 1, "f.yaml", "object 1")


def test_require_choice():
    assert require_choice({"door": "left"}, "door", ("left", "right"), "f.yaml", None) == "left"
    with pytest.raises(DataError, match=r"should be one of 'left', 'right', got 'up'"):
        require_choice({"door": "up"}, "door", ("left", "right"), "f.yaml", None)


def test_reject_unknown_field():
    reject_unknown({"id": 1}, ("id", "name"), "f.yaml", None)
    with pytest.raises(DataError, match=r"unknown field 'nmae' \(expected: id, name\)"):
        reject_unknown({"id": 1, "nmae": 2}, ("id", "name"), "f.yaml", "design 'a'")


def test_expect_names_what():
    assert expect([1], list, "f.yaml", None, "field 'designs'") == [1]
    with pytest.raises(DataError, match=r"field 'designs' should be a list, got 'x'"):
        expect("x", list, "f.yaml", None, "field 'designs'")


@pytest.mark.parametrize("text", ["a: [1, 2\nb: 3\n", "a: b: c\n", "a:\n\t- 1\n", "- a\nb: 1\n",
                                  "a: 'open\n", "a: 1\na: 2\n", "{a: 1\n"])
def test_a_yaml_error_is_framed_in_the_language_shown(tmp_path, text):
    """PyYAML says what is wrong in English; the message around it, the file, the line and
    the sentence saying it is not valid YAML, are in the language shown (and a duplicate key,
    our own sentence, is wholly in it)."""
    from games.engine import i18n
    path = write(tmp_path, text)
    with pytest.raises(DataError) as english:
        load_yaml(path)
    assert i18n.set_language("pl") is None
    try:
        with pytest.raises(DataError) as polish:
            load_yaml(path)
    finally:
        i18n.set_language("en")
    assert english.value.entry.startswith("line ") and polish.value.entry.startswith("wiersz ")
    assert polish.value.reason != english.value.reason
    assert polish.value.reason.startswith(("to nie jest poprawny YAML (", "powtórzony klucz "))
