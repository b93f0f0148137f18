"""Game-log lines of Baldrick's Tomb (``rules.describe``) for events the rules make, each
line written out by hand: gold won, lost or not paid by a short supply ("Gold"), stepping
onto tokens ("Rubble Tokens"), traps with several effects ("Trap Cards"), a floor
collapsing on the players still inside ("End of Floor"), dice and card names."""
import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, ready, step, top


def lines(state, events, kind):
    return [R.describe(state, e) for e in events if e["type"] == kind]


def holding(card, gold=0, supply=None):
    """Ana (seat 0) holds only scroll ``card`` and ``gold`` gold; ``supply`` gold is left."""
    s = ready(2)
    no_skills(s)
    s.piles["scroll"][:0], s.scrolls[0] = s.scrolls[0], []
    top(s, "scroll", card)
    s.scrolls[0].append(s.piles["scroll"].pop())
    s.supply += s.gold[0] - gold
    s.gold[0] = gold
    if supply is not None:
        s.gold[1] += s.supply - supply
        s.supply = supply
    return s


def test_gold_from_a_scroll_says_what_a_short_supply_could_not_pay():
    # Alchemist's Gold: take 2 gold from the supply.
    s = holding("alchemists_gold")
    ev = R.apply(s, {"type": "play_scroll", "card": "alchemists_gold"})
    assert lines(s, ev, "gold") == ["Ana gains 2 gold."]
    s = holding("alchemists_gold", supply=1)
    ev = R.apply(s, {"type": "play_scroll", "card": "alchemists_gold"})
    assert lines(s, ev, "gold") == ["Ana gains 1 gold (the supply is short: 1 of 2 gold paid)."]
    s = holding("alchemists_gold", supply=0)
    ev = R.apply(s, {"type": "play_scroll", "card": "alchemists_gold"})
    assert lines(s, ev, "gold") == ["Ana gets no gold (the supply is short: 0 of 2 gold paid)."]


def trap_at_1_2(card, gold=5):
    s = ready(2, tokens={"trap1": (1, 2)})
    no_skills(s)
    s.supply += s.gold[0] - gold
    s.gold[0] = gold
    top(s, "trap", card)
    return s


def test_gold_a_trap_takes_or_finds_none_to_take():
    # Hole in Your Pocket: put 2 gold back in the supply.
    s = trap_at_1_2("hole_in_pocket", gold=5)
    ev = step(s, (1, 2))
    assert lines(s, ev, "gold") == ["Ana loses 2 gold."] and s.gold[0] == 3
    s = trap_at_1_2("hole_in_pocket", gold=0)
    ev = step(s, (1, 2))
    assert lines(s, ev, "gold") == ["Ana has no gold to lose."]


def test_a_trap_with_two_effects_names_both():
    s = trap_at_1_2("collapsing_floor")
    ev = step(s, (1, 2))
    assert lines(s, ev, "trap") == ["Ana reveals a trap: Collapsing Floor, -1 HP, no more free steps."]
    s = trap_at_1_2("rusty_hinge")
    ev = step(s, (1, 2))
    assert lines(s, ev, "trap") == ["Ana reveals a trap: Rusty Hinge Alarm, -1 HP, -1 gold."]


def test_stepping_onto_a_token_uncovers_it_or_meets_it_face_up():
    s = ready(2, tokens={"treasure1": (1, 2), "trap1": (2, 1)}, up=("trap1",))
    no_skills(s)
    ev = step(s, (1, 2))
    assert lines(s, ev, "token") == ["Ana uncovers a treasure at red 1, blue 2."]
    s = ready(2, tokens={"treasure1": (1, 2), "trap1": (2, 1)}, up=("trap1",))
    no_skills(s)
    ev = step(s, (2, 1))
    assert lines(s, ev, "token") == ["Ana steps onto a trap at red 2, blue 1."]


def test_a_collapse_names_what_each_seat_inside_loses():
    # "End of Floor": whoever is still inside when the floor collapses loses half their
    # gold, rounded down: Ana 7 -> loses 3, Bo 1 -> loses 0.
    s = ready(2)
    no_skills(s)
    s.gold, s.supply = [7, 1], 52
    s.doom = s.rounds
    ev = R.apply(s, {"type": "end_move"}) + R.apply(s, {"type": "end_move"})
    assert lines(s, ev, "floor_end") == [
        "Floor 1 collapses! Still inside: Ana loses 3 gold, Bo has no gold to lose."]


@pytest.mark.parametrize("die,modifier,result,text", [
    (3, 0, None, "3"), (7, 2, None, "7 + 2 = 9"), (7, 2, 8, "7 + 2 = 9, counts as 8"),
    (2, -3, 1, "2 - 3 = -1, counts as 1"), (5, 1, 6, "5 + 1 = 6"), (4, 0, 4, "4")])
def test_a_roll_reads_die_modifier_and_what_it_counts_as(die, modifier, result, text):
    assert R.roll_text(die, modifier, result) == text


def test_an_unknown_card_id_is_a_key_error_naming_it():
    with pytest.raises(KeyError) as err:
        R.content().card_name("golden_goose")
    assert err.value.args == ("no card 'golden_goose'",)
