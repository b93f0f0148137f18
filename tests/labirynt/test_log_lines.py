"""Log lines a playtester misread (session 10): the Encounter roll with its chamber number,
the Teleport's die with the board of each face, and a computer's mark only on what a
computer decided (the roll-off named one of two computers "(computer)")."""
from __future__ import annotations

import random

from games.engine import session
from games.labirynt import rules
from games.labirynt.state import chamber, side_of
from tests.labirynt.helpers import place_of, put, script
from tests.labirynt.test_fights import _into
from tests.labirynt.test_turns import DW, duo

NAMES = ["Ala", "Hardy", "Harda"]


def test_the_encounter_roll_says_dice_plus_chamber_equals_total():
    """"Olek rolls 5 + 2" in a chamber 1 with a total of 8 read as dice + chamber; the
    line says "5 + 2 + chamber 1 = 8", as the roll's box does."""
    s = duo()
    target = _into(s)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 5, 2)
    events = rules.apply(s, {"type": "explore"})
    rolled = next(e for e in events if e["type"] == "rolled")
    number = side_of(s, 0).chambers[target[1]].number
    assert rules.describe(s, rolled) == \
        f"P0 rolls 5 + 2 + chamber {number} = {7 + number} on the Encounter Table."


def test_every_teleport_roll_says_which_faces_send_where():
    """The Teleport's mapping was shown only while a re-roll was offered; the log line of
    every Teleport roll gives it."""
    s = duo()
    s.gems = [0, 0]
    teleport = place_of(s, 0, "teleport")
    side = side_of(s, 0)
    before = next(m for m in side.neighbours[teleport[1]] if side.chambers[m].kind != "camp")
    put(s, DW, [0, before])
    script(s, 2)
    events = rules.apply(s, {"type": "move", "character": DW, "to": teleport})
    rolled = next(e for e in events if e["type"] == "rolled")
    line = rules.describe(s, rolled)
    first, second = (side_of(s, b).name for b in (1, 2))
    assert line == f"P0 rolls 2 for the Teleport's board (1\u20133: {first}; 4\u20136: {second})."
    landed = next(e for e in events if e["type"] == "teleported")
    assert chamber(s, landed["to"]).kind == "teleport" and landed["to"][0] == 1


def _marked(line: str) -> list[str]:
    return [n for n in NAMES if f"{n} (computer)" in line]


def test_the_roll_off_and_the_first_turn_mark_no_computer():
    """Two computers of three seats: the roll-off came right after the last seat (a
    computer) chose its starters, and only that computer's name was marked in it. Lines
    of what no seat decided carry no mark: the roll-off, a turn beginning."""
    for seed in range(6):
        s = rules.new_game([{"name": n, "colour": f"c{i}"} for i, n in enumerate(NAMES)],
                           {"teams": "drawn", "sides": "random", "starters": "chosen",
                            "rerolls": "once"}, seed)
        rng = random.Random(seed)
        lines = []
        while s.phase == "starters":
            seat = rules.current_seat(s)
            for e in rules.apply(s, rng.choice(rules.legal_actions(s))):
                made = session.event_lines(rules, s, e, computer=NAMES[seat])["en"][0]
                lines.append((e["type"], made))
        kinds = dict(lines)
        assert not _marked(kinds["rolloff"]) and not _marked(kinds["turn"]), lines
        assert _marked(kinds["starters_chosen"]) == [NAMES[2]]     # what it chose is marked
