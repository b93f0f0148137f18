"""The board's dice tray (``tray.tray_for``) for every event that rolls dice, made by the
rules with rigged dice: each die's face, colour and caption and the tray's title, written
out by hand. "Floor Setup": the red die gives the row, the blue one the column; a pawn
rolling onto another pawn rolls again. "Baldrick's Gem": a steal is thief against holder,
each with its bonus; a tie for the Gem is rolled again among those tied for highest."""
from games.baldricks_tomb import rules as R
from games.baldricks_tomb.tray import Die, Tray, tray_for
from tests.baldricks_tomb.helpers import give_skill, no_skills, players, ready, rig, step, top

NAMES = ["Ana", "Bo", "Cyd", "Dee"]


def only(events, kind):
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, [e["type"] for e in events]
    return found[0]


def space_tray(title, red, blue):
    return Tray(title, (Die(red, "red", ("row",)), Die(blue, "blue", ("column",))))


def placing_pawns():
    s = R.new_game(players(2), {}, 3)
    R.apply(s, {"type": "place_rest"})
    assert s.phase == "place_pawns"
    return s


def test_a_starting_space_rolled_once_shows_that_roll():
    s = placing_pawns()
    first = s.to_roll[0]
    event = only(R.apply(rig(s, 3, 5), {"type": "roll_pawn"}), "pawn_placed")
    assert tray_for(event, NAMES) == space_tray(f"{NAMES[first]}'s space", 3, 5)


def test_a_starting_space_rolled_again_shows_the_last_roll():
    # The second pawn rolls the first pawn's space twice, then (6, 2).
    s = placing_pawns()
    R.apply(rig(s, 3, 5), {"type": "roll_pawn"})
    second = s.to_roll[0]
    event = only(R.apply(rig(s, 3, 5, 3, 5, 6, 2), {"type": "roll_pawn"}), "pawn_placed")
    assert event["rolls"] == [[3, 5], [3, 5], [6, 2]]
    assert tray_for(event, NAMES) == space_tray(f"{NAMES[second]}'s space (rolled again)", 6, 2)
    # One re-roll only (two rolls): still "rolled again", still the last roll.
    s = placing_pawns()
    R.apply(rig(s, 4, 4), {"type": "roll_pawn"})
    second = s.to_roll[0]
    event = only(R.apply(rig(s, 4, 4, 7, 1), {"type": "roll_pawn"}), "pawn_placed")
    assert tray_for(event, NAMES) == space_tray(f"{NAMES[second]}'s space (rolled again)", 7, 1)


def test_a_teleport_and_a_re_entry_show_their_space():
    # Blink ("roll the dice and move your pawn there"): (5, 5) holds a token, then (2, 7).
    s = ready(2, tokens={"trap1": (5, 5)})
    no_skills(s)
    s.piles["scroll"][:0], s.scrolls[0] = s.scrolls[0], []
    top(s, "scroll", "blink")
    s.scrolls[0].append(s.piles["scroll"].pop())
    event = only(R.apply(rig(s, 5, 5, 2, 7), {"type": "play_scroll", "card": "blink"}), "teleport")
    assert tray_for(event, NAMES) == space_tray("Ana's space (rolled again)", 2, 7)
    # Knocked out by a trap: the pawn re-enters at the end of the turn on (3, 6).
    s = ready(2, tokens={"trap1": (1, 2)})
    no_skills(s)
    s.hp[0] = 2
    top(s, "trap", "spike_pit")
    rig(s, 6, 6, 3, 6)          # the trap token goes back on (6, 6); Ana re-enters on (3, 6)
    event = only(step(s, (1, 2)), "reentered")
    assert tray_for(event, NAMES) == space_tray("Ana's space", 3, 6)


def test_a_relocated_token_shows_its_kind_and_the_rolled_space():
    s = ready(2, tokens={"treasure1": (1, 2)})
    no_skills(s)
    step(s, (1, 2))
    event = only(R.apply(rig(s, 7, 3), {"type": "end_move"}), "token_roll")
    assert tray_for(event, NAMES) == space_tray("Treasure token", 7, 3)


def test_a_steal_shows_thief_and_holder_with_their_bonuses():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    give_skill(s, 0, "light_fingers")      # +1 to steal
    give_skill(s, 1, "iron_grip")          # +2 to keep the Gem
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    event = only(R.apply(rig(s, 7, 4), {"type": "steal"}), "steal")
    assert tray_for(event, NAMES) == Tray("Steal the Gem", (
        Die(7, "red", ("Ana", "thief", "7 + 1 = 8")),
        Die(4, "blue", ("Bo", "holder", "4 + 2 = 6"))))
    # Without bonuses the captions are the bare dice.
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    event = only(R.apply(rig(s, 2, 8), {"type": "steal"}), "steal")
    assert tray_for(event, NAMES) == Tray("Steal the Gem", (
        Die(2, "red", ("Ana", "thief", "2")), Die(8, "blue", ("Bo", "holder", "8"))))


def gem_passing(gold, *rolls):
    s = ready(4)
    s.gold, s.supply = list(gold), 60 - sum(gold)
    s.tokens["gem"]["at"] = "held"
    s.gem_holder = 0
    return only(R._pass_gem(rig(s, *rolls), 0), "gem_passed")


def test_a_gem_tie_shows_the_last_tie_roll_in_seat_order():
    # Bo and Dee are the poorest (2 gold each): one tie roll, Dee's 6 beats Bo's 3.
    event = gem_passing((9, 2, 5, 2), 3, 6)
    assert tray_for(event, NAMES) == Tray("Gem tie: highest wins", (
        Die(3, "red", ("Bo",)), Die(6, "blue", ("Dee",))))
    # Three tied: all roll 5, then again 6, 3, 1 (dice red, blue, red).
    event = gem_passing((9, 2, 2, 2), 5, 5, 5, 6, 3, 1)
    assert tray_for(event, NAMES) == Tray("Gem tie: highest wins", (
        Die(6, "red", ("Bo",)), Die(3, "blue", ("Cyd",)), Die(1, "red", ("Dee",))))
    # Three rounds: the tray shows the third.
    event = gem_passing((9, 2, 2, 7), 4, 4, 8, 8, 2, 5)
    assert tray_for(event, NAMES) == Tray("Gem tie: highest wins", (
        Die(2, "red", ("Bo",)), Die(5, "blue", ("Cyd",))))


def test_events_that_rolled_no_dice_have_no_tray():
    # The Gem going to the one poorest player rolls nothing.
    assert tray_for(gem_passing((9, 1, 5, 5)), NAMES) is None
    s = ready(2, tokens={"treasure1": (1, 2)})
    events = step(s, (1, 2), (1, 3)) + R.apply(s, {"type": "end_move"})
    quiet = [e for e in events if e["type"] != "token_roll"]
    assert {e["type"] for e in quiet} >= {"step", "token", "treasure", "end_move", "turn"}
    assert [tray_for(e, NAMES) for e in quiet] == [None] * len(quiet)
