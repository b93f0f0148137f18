"""A damaged Baldrick's Tomb save is refused naming exactly what is wrong, in words a
player can report: each damaged field below gives its own sentence, written out by hand
(ranges from the rulebook: five rounds, 60 gold in the box, seats of a 2-player game)."""
import json

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import ready


def saved():
    s = ready(2)
    return json.loads(json.dumps(s.to_dict()))


def set_field(name, value):
    def change(d):
        d[name] = value
    return change


def set_seat(seat, key, value):
    def change(d):
        d["players"][seat][key] = value
    return change


def drop_seat_key(seat, key):
    def change(d):
        del d["players"][seat][key]
    return change


def relocating(token="treasure1", rolled=(3, 3), options=((3, 2), (3, 4))):
    return set_field("relocating", {"token": token, "rolled": list(rolled),
                                    "options": [list(o) for o in options]})


CASES = [
    (set_field("doom", 6), "the Impending Doom round is 6, should be 1 to 5"),
    (set_field("doom", "2"), "the Impending Doom round should be a whole number, not '2'"),
    (set_field("ftl", 2), "the First to Land seat is 2, should be 0 to 1"),
    (set_field("next_ftl", 3), "next floor's First to Land seat is 3, should be 0 to 1"),
    (set_field("turn", -1), "the active seat is -1, should be 0 to 1"),
    (set_field("gem_holder", 2), "the Gem holder is 2, should be 0 to 1"),
    (set_field("supply", 61), "the gold supply is 61, should be 0 to 60"),
    (set_field("supply", -1), "the gold supply is -1, should be 0 to 60"),
    (set_field("free_steps", -1), "free steps is -1, should be at least 0"),
    (set_field("steal_bonus", -2), "the steal bonus is -2, should be at least 0"),
    (set_field("floor", 5), "floor is 5, should be 1 to 4"),
    (set_field("resolved", ["monster1", "dragon1", "dragon2", "dragon3", "dragon4"]),
     "resolved names unknown ids ['dragon1', 'dragon2', 'dragon3']"),
    (set_field("resolved", ["monster1", "monster1"]), "resolved lists an id twice"),
    (set_field("resolved", "monster1"), "resolved should be a list of ids"),
    (set_seat(0, "character", "merlin"), "seat 0 plays an unknown explorer 'merlin'"),
    (set_seat(1, "character", 5), "seat 1 plays an unknown explorer 5"),
    (set_seat(0, "character", ["wren"]), "seat 0 plays an unknown explorer ['wren']"),
    (set_seat(0, "name", "  "), "seat 0 has no name"),
    (set_seat(1, "colour", 3), "seat 1's colour should be text"),
    (drop_seat_key(1, "colour"), "seat 1 should have a name, a colour and an explorer"),
    (set_field("players", []), "players should be a list of 1 to 4 seats"),
    (relocating(token="dragon1"), "relocating an unknown token 'dragon1'"),
    (relocating(token=7), "relocating an unknown token 7"),
    (relocating(options=((3, 2),)), "a relocation choice needs at least two spaces"),
    (relocating(options=((3, 2), (5, 5))),
     "the relocation spaces should be distinct neighbours of the rolled one"),
    (relocating(rolled=(9, 3)), "the rolled space should be a space [red, blue] with both 1-8, not [9, 3]"),
]


@pytest.mark.parametrize("change,problem", CASES, ids=[p[:40] for _, p in CASES])
def test_a_damaged_save_names_its_problem(change, problem):
    d = saved()
    change(d)
    with pytest.raises(ValueError) as err:
        R.State.from_dict(d)
    message = str(err.value)
    assert message.startswith("the saved position is damaged: ")
    assert problem in message.split(": ", 1)[1].split("; ")


def test_the_sound_save_loads():
    d = saved()
    assert R.State.from_dict(d).to_dict() == d
