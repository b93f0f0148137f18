"""The Bazyliszek room cards: the shipped data, its strict loader and the drawn art."""
from __future__ import annotations

import itertools
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from games.bazyliszek.rooms import (OBJECT_KINDS, RULEBOOK_CARD_COUNT, Design,  # noqa: E402
                                    RoomObject, card_id, default_path, load_rooms)
from games.engine.yamlload import DataError  # noqa: E402
from sprites.bazyliszek import room_cards as room_art  # noqa: E402

SMALL = (56, 80)
PICTURE = (50, 60)


@pytest.fixture(scope="module")
def rooms():
    return load_rooms()


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


# --- the shipped data ------------------------------------------------------------------
def test_deck_has_the_rulebook_count(rooms):
    assert RULEBOOK_CARD_COUNT == 90
    assert len(rooms.cards) == 90
    assert len(rooms.designs) == 15


def test_three_copies_of_each_orientation(rooms):
    for design in rooms.designs:
        for mirrored in (False, True):
            copies = [c for c in rooms.cards.values() if c.design == design and c.mirrored == mirrored]
            assert sorted(c.copy for c in copies) == [1, 2, 3]


def test_card_ids_well_formed_and_ordered(rooms):
    pattern = re.compile(r"^[a-z][a-z0-9_]*-[am][1-3]$")
    for cid, card in rooms.cards.items():
        assert pattern.match(cid), cid
        assert cid == card.id == card_id(card.design, card.mirrored, card.copy)
    first = list(rooms.cards)[:7]
    design0, design1 = list(rooms.designs)[:2]
    assert first == [f"{design0}-a1", f"{design0}-a2", f"{design0}-a3", f"{design0}-m1",
                     f"{design0}-m2", f"{design0}-m3", f"{design1}-a1"]


def test_same_room_and_mirror_pairs(rooms):
    assert rooms.card("barrel_cellar-a1").room == rooms.card("barrel_cellar-a3").room
    assert rooms.card("barrel_cellar-a1").room != rooms.card("barrel_cellar-m1").room


def test_describe_and_lookup(rooms):
    door = rooms.designs["barrel_cellar"].door
    other = "right" if door == "left" else "left"
    assert rooms.describe("barrel_cellar-a2") == f"Barrel Cellar, door {door}"
    assert rooms.describe("barrel_cellar-m3") == f"Barrel Cellar, door {other}"
    assert rooms.describe("barrel_cellar-a1") == rooms.describe("barrel_cellar-a3")
    assert rooms.design_of("rat_nest-m1").name == "Rat Nest"
    with pytest.raises(KeyError, match="no room card"):
        rooms.card("dragon_den-a1")


def test_source_and_reasoning_present():
    raw = yaml.safe_load(default_path().read_text(encoding="utf-8"))
    assert raw["source"] == "designed"
    assert "15" in raw["reasoning"] and "mirror" in raw["reasoning"]


def test_default_file_is_cached(rooms):
    assert load_rooms() is load_rooms()
    assert load_rooms(default_path()) is not load_rooms()
    assert load_rooms(default_path()) == load_rooms()


def test_designs_are_small_distinct_and_lopsided(rooms):
    floors = [room_art.hex_colour(d.floor) for d in rooms.designs.values()]
    for a, b in itertools.combinations(floors, 2):
        assert sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5 > 40, (a, b)
    kind_sets = [frozenset(o.kind for o in d.objects) for d in rooms.designs.values()]
    assert len(set(kind_sets)) == len(kind_sets)
    for design in rooms.designs.values():
        assert 2 <= len(design.objects) <= 4, design.id
        mean_x = sum(o.x for o in design.objects) / len(design.objects)
        # Objects cluster on the side away from the doorway.
        away = mean_x - 0.5 if design.door == "left" else 0.5 - mean_x
        assert away >= 0.12, design.id


# --- the art -----------------------------------------------------------------------------
def pixels(surface):
    return pygame.image.tobytes(surface, "RGB")


def glance(surface):
    """What a glance sees: the picture averaged down to 10x12 colour blocks."""
    return pixels(pygame.transform.smoothscale(surface, (10, 12)))


def mean_difference(a: bytes, b: bytes) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def test_every_object_kind_has_a_drawing():
    assert set(room_art.DRAWERS) == OBJECT_KINDS
    for kind, draw in room_art.DRAWERS.items():
        layer = pygame.Surface((120, 120), pygame.SRCALPHA)
        draw(room_art.Pen(layer, 60, 60, 30), 0)
        assert pygame.mask.from_surface(layer).count() > 300, kind


def test_mirror_is_exact_flip_and_clearly_different(rooms):
    for design in rooms.designs.values():
        plain = room_art.room_picture(design, False, PICTURE)
        mirror = room_art.room_picture(design, True, PICTURE)
        assert pixels(mirror) == pixels(pygame.transform.flip(plain, True, False))
        assert mean_difference(glance(plain), glance(mirror)) > 25, design.id


def test_no_two_designs_look_alike(rooms):
    looks = {(d, m): glance(room_art.room_picture(design, m, PICTURE))
             for d, design in rooms.designs.items() for m in (False, True)}
    for (a, look_a), (b, look_b) in itertools.combinations(looks.items(), 2):
        if a[0] != b[0]:
            assert mean_difference(look_a, look_b) > 12, (a, b)


def test_card_faces(rooms):
    plain = room_art.card_face(rooms, "haunted_crypt-a1", SMALL)
    mirror = room_art.card_face(rooms, "haunted_crypt-m2", SMALL)
    assert plain.get_size() == mirror.get_size() == SMALL
    assert room_art.card_face(rooms, "haunted_crypt-a3", SMALL) is plain
    assert pixels(plain) != pixels(mirror)
    # The name strip at the bottom is the same on both: the text is not mirrored.
    strip = pygame.Rect(4, 66, 48, 10)
    assert pixels(plain.subsurface(strip)) == pixels(mirror.subsurface(strip))
    assert pixels(plain.subsurface(strip)) != pixels(
        room_art.card_face(rooms, "rat_nest-a1", SMALL).subsurface(strip))
    with pytest.raises(KeyError):
        room_art.card_face(rooms, "nowhere-a1", SMALL)


def test_card_faces_at_board_and_zoom_sizes(rooms):
    for size in ((45, 64), (84, 120), (200, 286)):
        face = room_art.card_face(rooms, "key_chamber-m1", size)
        assert face.get_size() == size
        assert face.get_at((size[0] // 2, size[1] // 3)).a == 255


def test_card_back():
    back = room_art.card_back(SMALL)
    assert back.get_size() == SMALL
    assert room_art.card_back(SMALL) is back
    assert back.get_at((0, 0)).a < 255  # rounded corner
    assert back.get_at((28, 40)).a == 255


def test_faces_convert_once_a_display_exists(rooms):
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        face = room_art.card_face(rooms, "bone_pit-a1", SMALL)
        assert face.get_flags() & pygame.SRCALPHA
        assert room_art.card_face(rooms, "bone_pit-a1", SMALL) is face
    finally:
        pygame.display.quit()


# --- bad files -------------------------------------------------------------------------
def shipped():
    return yaml.safe_load(default_path().read_text(encoding="utf-8"))


def write(tmp_path, data):
    path = tmp_path / "rooms.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def broken(change):
    data = shipped()
    change(data)
    return data


def set_object(field, value):
    return lambda d: d["designs"][0]["objects"][0].__setitem__(field, value)


def set_design(field, value):
    return lambda d: d["designs"][0].__setitem__(field, value)


CASES = [
    ("missing field", lambda d: d["designs"][0].pop("objects"),
     "rooms.yaml, design 'barrel_cellar': missing field 'objects'"),
    ("wrong type", set_object("x", "abc"),
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'x' should be a number, "
     "got 'abc'"),
    ("unknown kind", set_object("kind", "dragon"),
     "rooms.yaml, design 'barrel_cellar', object 1: unknown object kind 'dragon'"),
    ("x outside 0..1", set_object("x", 1.5),
     "rooms.yaml, design 'barrel_cellar', object 1 (barrel): field 'x' should be between 0 and 1"),
    ("y outside 0..1", set_object("y", -0.1), "field 'y' should be between 0 and 1"),
    ("bad size", set_object("size", 0), "field 'size' should be above 0"),
    ("duplicate id", lambda d: d["designs"][1].__setitem__("id", "barrel_cellar"),
     "rooms.yaml, design 'barrel_cellar': duplicate design id"),
    ("bad colour", set_design("floor", "teal"),
     "rooms.yaml, design 'barrel_cellar': field 'floor' should be a colour"),
    ("door", set_design("door", "up"),
     "rooms.yaml, design 'barrel_cellar': field 'door' should be one of 'left', 'right'"),
    ("id not snake_case", set_design("id", "Barrel Cellar"), "should be snake_case"),
    ("no objects", set_design("objects", []), "field 'objects' is empty"),
    ("typo field", set_design("flor", "#112233"), "unknown field 'flor'"),
    ("design not a mapping", lambda d: d["designs"].__setitem__(2, "rat_nest"),
     "rooms.yaml, design #3: should be a mapping"),
    ("wrong total", lambda d: d.__setitem__("copies", 2),
     "rooms.yaml: 15 designs x 2 orientations x 2 copies = 60 cards, the rulebook has 90"),
    ("design missing", lambda d: d["designs"].pop(), "= 84 cards, the rulebook has 90"),
    ("source missing", lambda d: d.pop("source"), "rooms.yaml: missing field 'source'"),
    ("copies text", lambda d: d.__setitem__("copies", "three"),
     "rooms.yaml: field 'copies' should be a whole number, got 'three'"),
]


@pytest.mark.parametrize("change, message", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_data_is_reported(tmp_path, change, message):
    path = write(tmp_path, broken(change))
    with pytest.raises(DataError) as info:
        load_rooms(path)
    assert message in str(info.value)
    assert str(info.value).startswith("rooms.yaml")
    assert info.value.path == str(path)


def test_duplicate_key_in_rooms_file(tmp_path):
    text = default_path().read_text(encoding="utf-8")
    text = text.replace("    door: left\n", "    door: left\n    door: right\n", 1)
    path = tmp_path / "rooms.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_rooms(path)
    assert re.match(r"rooms.yaml, line \d+: duplicate key 'door'", str(info.value))


def test_syntax_error_in_rooms_file(tmp_path):
    path = tmp_path / "rooms.yaml"
    path.write_text(default_path().read_text(encoding="utf-8") + "  - {kind: rat, x: 0.5\n",
                    encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_rooms(path)
    assert re.match(r"rooms.yaml, line \d+: ", str(info.value))


def test_unquoted_colour_is_explained(tmp_path):
    text = default_path().read_text(encoding="utf-8").replace('"#4a9aa0"', "#4a9aa0", 1)
    path = tmp_path / "rooms.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"design 'barrel_cellar': field 'floor' should be text, "
                                        r"got nothing"):
        load_rooms(path)


def test_a_valid_copy_loads(tmp_path):
    room_set = load_rooms(write(tmp_path, shipped()))
    assert list(room_set.cards) == list(load_rooms().cards)
    assert room_set.designs["barrel_cellar"] == Design(
        id="barrel_cellar", names=(("en", "Barrel Cellar"), ("pl", "Piwnica z beczkami")),
        floor="#4a9aa0", door="left",
        objects=(RoomObject("barrel", 0.66, 0.60, 1.25), RoomObject("barrel", 0.86, 0.66, 1.15),
                 RoomObject("barrel", 0.76, 0.84, 1.3)))
