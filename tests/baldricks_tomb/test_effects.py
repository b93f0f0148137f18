"""Every effect handler, through every card that uses it ("Scroll Cards", "Trap Cards",
"Skill Cards"): each card is played or drawn and its effect checked."""
import pytest

from games.baldricks_tomb import rules as R
from games.baldricks_tomb.effects import SCROLL_HANDLERS
from tests.baldricks_tomb.helpers import give_skill, no_skills, ready, rig, step, top, types

CONTENT = R.content()


def holding(card, combat=False, n=2):
    """Seat 0 holds just scroll ``card``; in combat against the Tomb Lord (3 HP) if asked."""
    s = ready(n, tokens={"monster1": (1, 2), "treasure1": (5, 5)})
    no_skills(s)
    s.hp[0], s.poison[0], s.gold[0], s.supply, s.free_steps = 2, 1, 4, 56, 4
    if combat:
        s.hp[0] = 3
        top(s, "monster", "tomb_lord")
        step(s, (1, 2))
    s.piles["scroll"][:0], s.scrolls[0] = s.scrolls[0], []
    top(s, "scroll", card)
    s.scrolls[0].append(s.piles["scroll"].pop())
    return s


def snapshot(s):
    return {"gold": s.gold[0], "hp": s.hp[0], "poison": s.poison[0], "steps": s.free_steps,
            "scrolls": len(s.scrolls[0]), "wards": s.wards[0], "steal": s.steal_bonus,
            "bonus": s.combat["bonus"] if s.combat else 0,
            "damage": s.combat["damage"] if s.combat else 0, "cell": s.cells[0],
            "phase": s.phase,
            "peeked": [t["cell"] for t in R.view(s, 0)["board"] if t["peeked"]]}


# What each scroll changes, worked out by hand from ``holding``: outside combat seat 0
# has 2 HP, poison 1, 4 gold, 4 free steps and only this scroll, on (1, 1);
# in combat (against the 3-HP Tomb Lord, after one step onto it) 3 HP and 3 free steps.
# The dice are rigged 5, 5, 6, 6: a teleport rolls (5, 5), where a token lies, then (6, 6).
SCROLL_RESULTS = {
    "battle_hymn": {"bonus": 2}, "war_chant": {"bonus": 2}, "steady_hand": {"bonus": 1},
    "lightning_bolt": {"damage": 1}, "fire_lance": {"damage": 1},
    "haste": {"steps": 6}, "winged_boots": {"steps": 7}, "blink": {"cell": [6, 6]},
    "mending": {"hp": 4}, "second_wind": {"hp": 5}, "antidote": {"poison": 0},
    "far_sight": {"peeked": [[5, 5]]}, "sticky_fingers": {"steal": 3},
    "warding_sigil": {"wards": 1}, "scholars_notes": {"scrolls": 2},
    "alchemists_gold": {"gold": 6},
}


def test_every_scroll_has_a_worked_result():
    assert set(SCROLL_RESULTS) == set(CONTENT.scrolls)


@pytest.mark.parametrize("card", sorted(CONTENT.scrolls))
def test_every_scroll_card(card):
    scroll = CONTENT.scrolls[card]
    handlers = [e.handler for e in scroll.effects]
    combat = all("combat" in SCROLL_HANDLERS[h] for h in handlers) and \
        not all("move" in SCROLL_HANDLERS[h] for h in handlers)
    s = holding(card, combat=combat)
    rig(s, 5, 5, 6, 6)                                    # teleport: (5,5) has a token
    action = {"type": "play_scroll", "card": card}
    if "peek" in handlers:
        action["cell"] = [5, 5]
    assert action in R.legal_actions(s)
    before = snapshot(s)
    ev = R.apply(s, action)
    assert ev[0] == {"type": "scroll_played", "seat": 0, "card": card}
    expected = dict(before, scrolls=0)            # the scroll played is discarded
    expected.update(SCROLL_RESULTS[card])
    assert snapshot(s) == expected
    assert card in s.piles["scroll_discard"] and card not in s.scrolls[0]
    assert R.invariant_problems(s) == []


def test_peek_is_private_to_the_peeking_seat():
    s = holding("far_sight")
    ev = R.apply(s, {"type": "play_scroll", "card": "far_sight", "cell": [5, 5]})
    peek = next(e for e in ev if e["type"] == "peek")
    assert peek["shown_to"] == [0]                        # what it saw: the peeker's alone
    assert "treasure" not in R.describe(s, peek) and "treasure" not in R.describe(s, peek, 1)
    assert R.describe(s, peek, 0) == "Ana secretly looks at the token at red 5, blue 5: a treasure."
    mine = next(t for t in R.view(s, 0)["board"] if t["cell"] == [5, 5])
    theirs = next(t for t in R.view(s, 1)["board"] if t["cell"] == [5, 5])
    assert mine == {"cell": [5, 5], "face_up": False, "peeked": True, "kind": "treasure"}
    assert theirs["kind"] is None and not theirs["peeked"]


def test_peek_needs_a_face_down_token():
    s = holding("far_sight")
    s.tokens["treasure1"]["up"] = True
    s.tokens["monster1"]["up"] = True
    s.tokens["exit"]["up"] = True
    assert not any(a.get("card") == "far_sight" for a in R.legal_actions(s))


def test_ward_stops_the_next_trap():
    s = ready(1, tokens={"trap1": (1, 2)})
    no_skills(s)
    s.wards[0] = 1
    top(s, "trap", "spike_pit")
    ev = step(s, (1, 2))
    trap = next(e for e in ev if e["type"] == "trap")
    assert trap["warded"] and s.hp[0] == 6 and s.wards[0] == 0
    assert "ward" in R.describe(s, trap)


def trapped(card, n=1):
    s = ready(n, tokens={"trap1": (1, 2), "treasure1": (5, 5)})
    no_skills(s)
    s.gold[0], s.supply, s.free_steps = 5, 55, 4
    top(s, "trap", card)
    return rig(s, 5, 5, 7, 7)


# What each trap does, worked out by hand from ``trapped``: seat 0 (6 HP, poison 0,
# 5 gold, 2 scrolls) steps from (1, 1) onto the trap at (1, 2), one of its 4 free steps.
# The dice are rigged 5, 5, 7, 7: a trapdoor rolls (5, 5), where a token lies, then (7, 7).
TRAP_RESULTS = {
    "falling_rocks": {"hp": 5}, "spike_pit": {"hp": 4}, "swinging_blade": {"hp": 5},
    "collapsing_floor": {"hp": 5, "steps": 0}, "poison_needle": {"poison": 1},
    "gas_cloud": {"poison": 1, "hp": 5}, "viper_nest": {"poison": 2},
    "hole_in_pocket": {"gold": 3}, "greedy_ghost": {"gold": 2}, "toll_skeleton": {"gold": 4},
    "quicksand": {"steps": 0}, "soggy_satchel": {"scrolls": 1}, "trapdoor": {"cell": [7, 7]},
    "wandering_monster": {"phase": "combat"}, "rusty_hinge": {"hp": 5, "gold": 4},
}


def test_every_trap_has_a_worked_result():
    assert set(TRAP_RESULTS) == set(CONTENT.traps)


@pytest.mark.parametrize("card", sorted(CONTENT.traps))
def test_every_trap_card(card):
    s = trapped(card)
    before = dict(snapshot(s), cell=[1, 2], steps=3)      # after the step, before the trap
    ev = step(s, (1, 2))
    assert ev[2]["type"] == "trap" and ev[2]["card"] == card
    assert snapshot(s) == dict(before, **TRAP_RESULTS[card])
    if card == "wandering_monster":
        assert s.combat["monster"] in CONTENT.monsters and ev[-1]["type"] == "monster"
    assert card in s.piles["trap_discard"] and R.invariant_problems(s) == []
    assert R.describe(s, ev[2]).startswith("Ana reveals a trap: ")


def test_trap_damage_knock_out_skips_the_rest_of_the_card():
    s = trapped("rusty_hinge")
    s.hp[0] = 1
    ev = step(s, (1, 2))
    assert "knocked_out" in types(ev) and s.gold[0] == 3    # half of 5, not also -1


# ------------------------------------------------------------------ skills

def test_skill_extra_steps():
    s = ready(2)
    give_skill(s, 0, "long_stride")
    R._start_turn(s, 0)
    assert s.free_steps == 5


def test_skill_treasure_bonus_and_scroll_bonus():
    s = ready(1, tokens={"treasure1": (1, 2), "scroll1": (1, 3)})
    give_skill(s, 0, "appraiser")
    top(s, "treasure", "copper_coins")
    step(s, (1, 2))
    assert s.gold[0] == 2
    give_skill(s, 0, "bookworm")
    step(s, (1, 3))
    assert len(s.scrolls[0]) == 4


def test_skill_trap_armour():
    s = trapped("spike_pit")
    give_skill(s, 0, "thick_skin")
    step(s, (1, 2))
    assert s.hp[0] == 5


def test_skill_bounty():
    s = ready(1, tokens={"monster1": (1, 2)})
    give_skill(s, 0, "bounty_hunter")
    top(s, "monster", "cave_rat")
    step(s, (1, 2))
    rig(s, 8)
    R.apply(s, {"type": "fight"})
    assert s.gold[0] == 2


def test_skill_fountain_cure():
    s = ready(1, tokens={"fountain1": (1, 2)})
    give_skill(s, 0, "purifier")
    s.hp[0], s.poison[0] = 4, 3
    step(s, (1, 2))
    assert s.hp[0] == 6 and s.poison[0] == 1


def test_skill_step_discount():
    s = ready(1)
    give_skill(s, 0, "pathfinder")
    s.free_steps, s.gold[0], s.supply = 0, 3, 57
    ev = step(s, (1, 2))
    assert ev[0]["cost"] == 1 and s.gold[0] == 2 and R.view(s, 0)["step_cost"] == 1


def test_skill_exit_bonus():
    s = ready(1, tokens={"exit": (1, 2)})
    give_skill(s, 0, "dowser")
    step(s, (1, 2))
    assert s.gold[0] == 3


def test_skill_with_two_effects():
    s = ready(2)
    give_skill(s, 0, "veteran")
    R._start_turn(s, 0)
    assert s.free_steps == 5 and R.skill_total(s, 0, "combat_bonus") == 1
