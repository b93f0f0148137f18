"""Damaged copies of ``data/bazyliszek/rooms.yaml`` are refused with a ``DataError`` whose
whole message names the file, the entry at fault and the reason, word for word; the edges
of what a designer may write (one copy per orientation, an object of the largest size) load.

Also the name a player reads for a card ("Haunted Crypt, door left"): a mirrored card has
its door on the other wall whichever wall the design puts it on (rulebook "Gameplay":
identical rooms face the same direction, mirror images do not).
"""
from __future__ import annotations

import copy

import pytest
import yaml

from games.bazyliszek.rooms import default_path, load_rooms
from games.engine.yamlload import DataError

KNOWN_KINDS = ("barrel, bat, bones, candle, cauldron, chest, cobweb, coffin, crate, ghost, "
               "key, mushroom, potion, rat, skull, spider, sword, torch")


def shipped() -> dict:
    return yaml.safe_load(default_path().read_text(encoding="utf-8"))


def write(tmp_path, data) -> str:
    path = tmp_path / "rooms.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return str(path)


def refusal(tmp_path, change) -> DataError:
    data = shipped()
    change(data)
    path = write(tmp_path, data)
    with pytest.raises(DataError) as info:
        load_rooms(path)
    assert info.value.path == path
    return info.value


def top(key, value):
    return lambda d: d.__setitem__(key, value)


def drop(key):
    return lambda d: d.pop(key)


def design(key, value, index=0):
    return lambda d: d["designs"][index].__setitem__(key, value)


def drop_design_field(key, index=0):
    return lambda d: d["designs"][index].pop(key)


def obj(key, value):
    return lambda d: d["designs"][0]["objects"][0].__setitem__(key, value)


def drop_obj_field(key):
    return lambda d: d["designs"][0]["objects"][0].pop(key)


# (what is damaged, the change, entry, the whole message)
TOP_LEVEL = [
    ("unknown top field", top("colour", "red"), None,
     "rooms.yaml: unknown field 'colour' (expected: copies, designs, reasoning, source)"),
    ("source blank", top("source", "   "), None, "rooms.yaml: field 'source' is empty"),
    ("source a number", top("source", 3), None,
     "rooms.yaml: field 'source' should be text, got 3"),
    ("reasoning missing", drop("reasoning"), None, "rooms.yaml: missing field 'reasoning'"),
    ("reasoning a list", top("reasoning", ["why"]), None,
     "rooms.yaml: field 'reasoning' should be text, got ['why']"),
    ("no copies", top("copies", 0), None,
     "rooms.yaml: field 'copies' should be at least 1, got 0"),
    ("negative copies", top("copies", -2), None,
     "rooms.yaml: field 'copies' should be at least 1, got -2"),
    ("one copy of 15 designs", top("copies", 1), None,
     "rooms.yaml: 15 designs x 2 orientations x 1 copy = 30 cards, the rulebook has 90"),
    ("designs missing", drop("designs"), None, "rooms.yaml: missing field 'designs'"),
    ("designs a mapping", top("designs", {"a": 1}), None,
     "rooms.yaml: field 'designs' should be a list, got {'a': 1}"),
]

DESIGNS = [
    ("id missing", drop_design_field("id"), "design #1",
     "rooms.yaml, design #1: missing field 'id'"),
    ("id a number", design("id", 7, index=1), "design #2",
     "rooms.yaml, design #2: field 'id' should be text, got 7"),
    ("id with spaces", design("id", "Barrel Cellar"), "design 'Barrel Cellar'",
     "rooms.yaml, design 'Barrel Cellar': field 'id' should be snake_case, got 'Barrel Cellar'"),
    ("id with a dash", design("id", "barrel-cellar"), "design 'barrel-cellar'",
     "rooms.yaml, design 'barrel-cellar': field 'id' should be snake_case, got 'barrel-cellar'"),
    ("name missing", drop_design_field("name"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': missing field 'name'"),
    ("name a number", design("name", 12), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'name' should give a text for each language "
     "(en, pl), got 12"),
    ("name in one language only", design("name", "Barrel Cellar"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'name' should give a text for each language "
     "(en, pl), got 'Barrel Cellar'"),
    ("name without Polish", design("name", {"en": "Barrel Cellar"}), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'name' has no text for language 'pl'"),
    ("name without English", design("name", {"pl": "Piwnica"}, index=2), "design 'rat_nest'",
     "rooms.yaml, design 'rat_nest': field 'name' has no text for language 'en'"),
    ("name blank", design("name", {"en": "  ", "pl": "Piwnica"}), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'name' is empty for language 'en'"),
    ("Polish name blank", design("name", {"en": "Rat Nest", "pl": ""}, index=2),
     "design 'rat_nest'", "rooms.yaml, design 'rat_nest': field 'name' is empty for language 'pl'"),
    ("Polish name a number", design("name", {"en": "Rat Nest", "pl": 3}, index=2),
     "design 'rat_nest'",
     "rooms.yaml, design 'rat_nest': field 'name' for language 'pl' should be text, got 3"),
    ("name in a third language", design("name", {"en": "A", "pl": "B", "de": "C"}),
     "design 'barrel_cellar'", "rooms.yaml, design 'barrel_cellar': field 'name' names a "
     "language the app does not speak: 'de' (known: en, pl)"),
    ("floor missing", drop_design_field("floor"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': missing field 'floor'"),
    ("floor short", design("floor", "#abc"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'floor' should be a colour '#rrggbb' "
     "(quoted in YAML), got '#abc'"),
    ("door missing", drop_design_field("door"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': missing field 'door'"),
    ("objects missing", drop_design_field("objects"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': missing field 'objects'"),
    ("objects empty", design("objects", []), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'objects' is empty"),
    ("objects text", design("objects", "barrels"), "design 'barrel_cellar'",
     "rooms.yaml, design 'barrel_cellar': field 'objects' should be a list, got 'barrels'"),
    ("design field typo", design("flor", "#112233", index=2), "design 'rat_nest'",
     "rooms.yaml, design 'rat_nest': unknown field 'flor' "
     "(expected: door, floor, id, name, objects)"),
]

OBJECTS = [
    ("object not a mapping", lambda d: d["designs"][0]["objects"].__setitem__(0, "barrel"),
     "design 'barrel_cellar', object 1",
     "rooms.yaml, design 'barrel_cellar', object 1: should be a mapping of fields, "
     "got 'barrel'"),
    ("object field typo", obj("colour", "red"), "design 'barrel_cellar', object 1",
     "rooms.yaml, design 'barrel_cellar', object 1: unknown field 'colour' "
     "(expected: kind, size, x, y)"),
    ("kind missing", drop_obj_field("kind"), "design 'barrel_cellar', object 1",
     "rooms.yaml, design 'barrel_cellar', object 1: missing field 'kind'"),
    ("kind a number", obj("kind", 4), "design 'barrel_cellar', object 1",
     "rooms.yaml, design 'barrel_cellar', object 1: field 'kind' should be text, got 4"),
    ("unknown kind", obj("kind", "dragon"), "design 'barrel_cellar', object 1",
     f"rooms.yaml, design 'barrel_cellar', object 1: unknown object kind 'dragon' "
     f"(known: {KNOWN_KINDS})"),
    ("x missing", drop_obj_field("x"), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): missing field 'x'"),
    ("y missing", drop_obj_field("y"), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): missing field 'y'"),
    ("y above 1", obj("y", 1.25), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'y' should be between "
     "0 and 1, got 1.25"),
    ("size missing", drop_obj_field("size"), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): missing field 'size'"),
    ("size text", obj("size", "big"), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'size' should be a "
     "number, got 'big'"),
    ("size zero", obj("size", 0), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'size' should be above 0 "
     "and at most 3, got 0"),
    ("size too big", obj("size", 3.5), "design 'barrel_cellar', object 1 (barrel)",
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'size' should be above 0 "
     "and at most 3, got 3.5"),
]

CASES = TOP_LEVEL + DESIGNS + OBJECTS


@pytest.mark.parametrize("change, entry, message", [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_a_damaged_rooms_file_is_refused_naming_file_entry_and_reason(tmp_path, change, entry,
                                                                      message):
    err = refusal(tmp_path, change)
    assert err.entry == entry
    assert str(err) == message


def test_a_rooms_file_that_is_not_a_mapping_is_refused(tmp_path):
    path = tmp_path / "rooms.yaml"
    path.write_text("- barrel_cellar\n- rat_nest\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_rooms(path)
    assert info.value.entry is None
    assert str(info.value) == ("rooms.yaml: should be a mapping of fields, "
                               "got ['barrel_cellar', 'rat_nest']")


# ----------------------------------------------------------------- the edges that load

def test_one_copy_of_each_orientation_of_45_designs_makes_the_90_cards(tmp_path):
    """Rulebook "Contents of the Box": 90 room cards, however the designer splits them."""
    data = shipped()
    designs = data["designs"]
    for suffix in ("second", "third"):
        for d in list(designs[:15]):
            twin = copy.deepcopy(d)
            twin["id"] = f"{d['id']}_{suffix}"
            designs.append(twin)
    data["copies"] = 1
    room_set = load_rooms(write(tmp_path, data))
    assert len(room_set.designs) == 45
    assert len(room_set.cards) == 90
    assert room_set.card("barrel_cellar_third-m1").mirrored
    assert "barrel_cellar-a2" not in room_set.cards


@pytest.mark.parametrize("size", [3, 3.0, 0.01])
def test_an_object_of_the_largest_or_a_tiny_size_loads(tmp_path, size):
    data = shipped()
    data["designs"][0]["objects"][0]["size"] = size
    room_set = load_rooms(write(tmp_path, data))
    assert room_set.designs["barrel_cellar"].objects[0].size == float(size)


def test_a_floor_colour_in_capitals_loads_in_lower_case(tmp_path):
    data = shipped()
    data["designs"][0]["floor"] = "#4A9AA0"
    assert load_rooms(write(tmp_path, data)).designs["barrel_cellar"].floor == "#4a9aa0"


# ----------------------------------------------------------------- a card's name

@pytest.mark.parametrize("card, text", [
    ("barrel_cellar-a1", "Barrel Cellar, door left"),
    ("barrel_cellar-m2", "Barrel Cellar, door right"),
    ("haunted_crypt-a3", "Haunted Crypt, door right"),
    ("haunted_crypt-m1", "Haunted Crypt, door left"),
    ("treasure_vault-m3", "Treasure Vault, door left"),
    ("witch_kitchen-a2", "Witch's Kitchen, door right"),
    ("spider_lair-m1", "Spider Lair, door right"),
])
def test_a_card_is_named_by_its_room_and_the_wall_its_door_is_on(card, text):
    assert load_rooms().describe(card) == text


def test_every_mirrored_card_has_its_door_on_the_other_wall():
    rooms = load_rooms()
    flipped = {"left": "right", "right": "left"}
    doors = {rooms.designs[d].door for d in rooms.designs}
    assert doors == {"left", "right"}          # both kinds of design are checked below
    for design_id, design_ in rooms.designs.items():
        for copy_no in (1, 2, 3):
            assert rooms.describe(f"{design_id}-a{copy_no}") == \
                f"{design_.name}, door {design_.door}"
            assert rooms.describe(f"{design_id}-m{copy_no}") == \
                f"{design_.name}, door {flipped[design_.door]}"
