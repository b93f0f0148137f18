"""What a seat sees of a Baldrick's Tomb table (``rules.view``), the whole view written out
by hand for one position of floor 1, round 1, and the fight and the Gem views: every
number from the rulebook ("Game Setup": 6 HP, 60 gold in the supply; "Gameplay": four
free steps, then 2 gold a step, five rounds; "End of Game": the Gem counts 5) and the
designed decks (10 monsters a level, 16 treasures, 16 scrolls, 15 traps)."""
from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, ready, step, top


def table():
    """Ana (seat 0) on (1, 1) with 4 HP, poison 1, a ward and the scrolls Mending and
    Blink; Bo on (8, 8) holding the Gem and 3 gold. A face-down treasure on (1, 2), a
    face-up fountain on (3, 3), the face-down Exit on (4, 8)."""
    s = ready(2, tokens={"treasure1": (1, 2), "fountain1": (3, 3)}, up=("fountain1",))
    no_skills(s)
    s.free_steps = 4
    s.piles["scroll"] += s.scrolls[0]
    s.scrolls[0] = []
    for card in ("mending", "blink"):
        top(s, "scroll", card)
        s.scrolls[0].append(s.piles["scroll"].pop())
    s.hp[0], s.poison[0], s.wards[0] = 4, 1, 1
    s.gold[1], s.supply = 3, 57
    s.tokens["gem"].update(at="held", cell=None, up=True)
    s.gem_holder = 1
    assert R.invariant_problems(s) == []
    return s


def seat(name, character, cell, **changes):
    shown = {"name": name, "colour": "blue", "character": character, "hp": 6, "max_hp": 6,
             "poison": 0, "gold": 0, "score": 0, "gem": False, "scrolls": 2, "wards": 0,
             "skills": [], "choosing_skills": False, "exited": False, "cell": cell,
             "knocked_out": False}
    shown.update(changes)
    return shown


def test_the_whole_view_of_a_table():
    s = table()
    assert R.view(s, 0) == {
        "phase": "move", "floor": 1, "floors": 4, "depth": 1, "depth_path": [1, 2, 3, 4],
        "gem_floor": 2, "doom": 1, "rounds": 5, "ftl": 0, "turn": 0, "current_seat": 0,
        "supply": 57,
        "players": [seat("Ana", "wren", [1, 1], hp=4, poison=1, wards=1),
                    seat("Bo", "osric", [8, 8], gold=3, score=8, gem=True)],
        "my_scrolls": ["mending", "blink"], "my_offer": [],
        "board": [{"cell": [1, 2], "face_up": False, "peeked": False, "kind": None},
                  {"cell": [3, 3], "face_up": True, "peeked": False, "kind": "fountain"},
                  {"cell": [4, 8], "face_up": False, "peeked": False, "kind": None}],
        "setup_left": 0, "set_aside": [], "gem": {"at": "held", "holder": 1},
        "combat": None, "relocating": None, "free_steps": 4, "step_cost": 2, "stole": False,
        "deck_sizes": {"monster": 10, "monster_discard": 0, "monster_level2": 10,
                       "monster_level3": 10, "treasure": 16, "treasure_discard": 0,
                       "scroll": 12, "scroll_discard": 0, "trap": 15, "trap_discard": 0},
        "discards": {"monster": [], "treasure": [], "scroll": [], "trap": []},
        "to_roll": [], "winners": [], "skills_to_keep": 0,
    }
    spectator = R.view(s, None)
    assert spectator["my_scrolls"] == [] and spectator["players"] == R.view(s, 1)["players"]


def test_a_fight_shows_the_monster_its_hp_and_the_price_of_running():
    s = table()
    s.tokens["monster1"].update(at="board", cell=[2, 1], up=False)
    top(s, "monster", "cave_rat")                 # level 1, 1 HP
    step(s, (2, 1))
    view = R.view(s, 1)
    assert view["phase"] == "combat" and view["deck_sizes"]["monster"] == 9
    assert view["combat"] == {"monster": "cave_rat", "damage": 0, "gold": 0, "bonus": 0,
                              "run_cost": 1, "hp": 1}
    assert view["set_aside"] == ["monster"] and view["free_steps"] == 3
    assert R.invariant_problems(s) == []         # the monster fought is one of the cards
    # The same card fought and on a pile (another card gone) is a broken position; the
    # designed decks hold 30 monsters, 16 treasures, 16 scrolls, 15 traps and 22 skills.
    s.piles["monster"].pop()
    s.piles["monster_discard"].append("cave_rat")
    assert "99 cards accounted for (98 distinct), expected 99" in R.invariant_problems(s)


def test_the_gem_as_the_table_sees_it():
    s = ready(2)
    assert R.view(s, 0)["gem"] == {"at": "track", "holder": None}
    s.tokens["gem"].update(at="board", cell=[6, 6], up=False)
    assert R.view(s, 0)["gem"] == {"at": "rubble", "holder": None}
    s.tokens["gem"].update(at="aside", cell=None, up=True)
    assert R.view(s, 0)["gem"] == {"at": "aside", "holder": None}


def test_skills_kept_in_secret_until_everyone_has_chosen():
    # "Custom Characters": each keeps three of five skills; nobody sees the others' choice
    # before all have chosen.
    s = R.new_game([{"name": "Ana"}, {"name": "Bo"}], {"custom_characters": True}, 4)
    first = R.current_seat(s)
    other = 1 - first
    offer = list(s.offers[first])
    R.apply(s, {"type": "keep_skills", "cards": offer[:3]})
    mine, theirs = R.view(s, first), R.view(s, other)
    assert mine["players"][first]["skills"] == offer[:3]
    assert theirs["players"][first]["skills"] == [] and R.view(s, None)["players"][first]["skills"] == []
    assert [p["choosing_skills"] for p in theirs["players"]] == [i == other for i in (0, 1)]
    assert theirs["my_offer"] == s.offers[other] and len(theirs["my_offer"]) == 5
    assert mine["my_offer"] == [] and R.view(s, None)["my_offer"] == []
    assert theirs["step_cost"] is None and theirs["skills_to_keep"] == 3
    R.apply(s, {"type": "keep_skills", "cards": s.offers[other][:3]})
    shown = R.view(s, None)
    assert shown["players"][first]["skills"] == offer[:3] and shown["skills_to_keep"] == 0
    assert shown["step_cost"] is not None and all(len(p["skills"]) == 3 for p in shown["players"])
