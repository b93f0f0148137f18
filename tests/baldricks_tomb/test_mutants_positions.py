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


def set_in(name, key, value):
    def change(d):
        d[name][key] = value
    return change


def combat(**fields):
    fight = {"monster": "cave_rat", "damage": 0, "gold": 0, "bonus": 0}
    fight.update(fields)
    return set_field("combat", {k: v for k, v in fight.items() if v != "drop"})


def relocating(token="treasure1", rolled=(3, 3), options=((3, 2), (3, 4))):
    return set_field("relocating", {"token": token, "rolled": rolled and list(rolled),
                                    "options": [o and list(o) for o in options]})


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
    (set_field("discard_pending", 1), "discard_pending should be true or false, not 1"),
    (set_field("stole", "no"), "stole should be true or false, not 'no'"),
    (set_in("gold", 0, 61), "seat 0's gold is 61, should be 0 to 60"),
    (set_in("wards", 1, -1), "seat 1's wards is -1, should be at least 0"),
    (set_in("exited", 0, "no"), "seat 0's exited should be true or false, not 'no'"),
    (set_in("hp", 1, 7), "seat 1's HP is 7, should be 1 to 6"),
    (lambda d: d["tokens"]["monster1"].update(at=3), "token monster1 is at an unknown place 3"),
    (lambda d: d["tokens"]["monster1"].update(up=1), "token monster1's face-up should be true or false, not 1"),
    (lambda d: d["piles"]["monster_level2"].append("cave_rat"),
     "the monster_level2 pile names unknown ids ['cave_rat']"),
    (lambda d: d["scrolls"][0].append("golden_goose"), "seat 0's scrolls names unknown ids ['golden_goose']"),
    (lambda d: d["skills"][1].pop(), "seat 1 has 2 skills, should be 0 or 3"),
    (combat(bonus="drop"), "combat should have monster, damage, gold and bonus"),
    (combat(monster="unicorn"), "combat against an unknown monster 'unicorn'"),
    (combat(damage=1), "the monster's damage is 1, should be 0 to 0"),
    (combat(gold=-1), "the gold on the monster is -1, should be 0 to 60"),
    (combat(bonus=-1), "the combat bonus is -1, should be at least 0"),
    (set_field("scroll_decks", {"x" * 45: 1}), f"scroll_decks names an unknown scroll {'x' * 40!r}"),
    (set_field("scroll_decks", {"battle_hymn": 0}), "the deck number of battle_hymn is 0, should be at least 1"),
    (set_field("scroll_decks", []), "scroll_decks should map scroll cards to deck numbers"),
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
    (relocating(options=((3, 2), (3, 2))),
     "the relocation spaces should be distinct neighbours of the rolled one"),
    (relocating(rolled=None), "the rolled space should be a space [red, blue] with both 1-8, not None"),
    (relocating(options=((3, 2), None)),
     "a relocation space should be a space [red, blue] with both 1-8, not None"),
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
