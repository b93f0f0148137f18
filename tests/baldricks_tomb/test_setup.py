"""Baldrick's Tomb: "Game Setup", "Floor Setup" and "Custom Characters"."""
import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import IllegalAction
from tests.baldricks_tomb.helpers import players, rig


def test_game_setup_section():
    s = R.new_game(players(3), {}, seed=4)
    assert s.hp == [6, 6, 6] and s.poison == [0, 0, 0] and s.gold == [0, 0, 0]
    assert all(len(k) == 3 for k in s.skills) and all(len(h) == 2 for h in s.scrolls)
    levels = {R.content().monsters[m].level for m in s.piles["monster"]}
    assert levels == {1}                                  # level one deck on the board
    assert s.piles["monster_level2"] and s.piles["monster_level3"]
    assert s.tokens["gem"]["at"] == "track"               # Gem on the depth track
    assert s.tokens["exit"]["at"] == "setup" and not s.tokens["exit"]["up"]  # mixed in face down
    assert s.depth == 1 and s.doom == 1 and s.supply == 60
    assert s.ftl in range(3) and R.current_seat(s) == s.ftl
    assert {R.new_game(players(3), {}, seed).ftl for seed in range(30)} == {0, 1, 2}


def test_floor_setup_ten_tokens_plus_exit_and_solo_nine():
    s = R.new_game(players(2), {}, seed=1)
    assert s.phase == "place_tokens" and len(s.setup_hand) == 11 and "exit" in s.setup_hand
    assert "gem" not in s.setup_hand                      # the Gem only from floor two
    solo = R.new_game(players(1), {}, seed=1)
    assert len(solo.setup_hand) == 10                     # "Solo Play": nine tokens


@pytest.mark.parametrize("n", [0, 5])
def test_one_to_four_players(n):
    with pytest.raises(ValueError):
        R.new_game(players(n), {}, seed=1)


@pytest.mark.parametrize("options", [{"floors": 6}, {"collapse": 5}, {"dragons": True},
                                     {"custom_characters": "yes"}])
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        R.new_game(players(2), options, seed=1)


def test_explorers_chosen_or_given():
    ps = players(2)
    ps[1]["character"] = "wren"
    s = R.new_game(ps, {}, seed=1)
    assert [p["character"] for p in s.players] == ["osric", "wren"]
    ps[0]["character"] = "wren"
    with pytest.raises(ValueError):
        R.new_game(ps, {}, seed=1)


def test_spacing_rule_one_open_space_between_tokens():
    s = R.new_game(players(2), {}, seed=1)
    R.apply(s, {"type": "place_token", "cell": [4, 4]})
    before = s.to_dict()
    for cell in ([4, 5], [3, 4]):
        with pytest.raises(IllegalAction, match="open space"):
            R.apply(s, {"type": "place_token", "cell": cell})
    assert s.to_dict() == before
    R.apply(s, {"type": "place_token", "cell": [5, 5]})   # diagonal: one step apart is fine
    assert {"type": "place_token", "cell": [4, 6]} in R.legal_actions(s)
    assert {"type": "place_token", "cell": [4, 5]} not in R.legal_actions(s)


def test_place_rest_randomly_obeys_the_spacing_rule():
    for seed in range(20):
        s = R.new_game(players(1 + seed % 4), {"floors": 5}, seed=seed)
        R.apply(s, {"type": "place_token", "cell": [1, 1]})
        ev = R.apply(s, {"type": "place_rest"})
        assert ev[0]["barrier"] and s.phase == "place_pawns"
        cells = [tuple(t["cell"]) for t in s.tokens.values() if t["at"] == "board"]
        assert len(cells) == (10 if seed % 4 == 0 else 11)
        for a in cells:
            assert not any(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for b in cells)


def test_face_down_tokens_hide_their_kind_even_from_the_placer():
    s = R.new_game(players(2), {}, seed=1)
    ev = R.apply(s, {"type": "place_token", "cell": [2, 2]})
    assert "kind" not in ev[0] and "token" not in ev[0]
    assert R.view(s, s.ftl)["board"] == [{"cell": [2, 2], "face_up": False, "peeked": False,
                                          "kind": None}]


def test_pawns_roll_starting_with_first_to_land_and_reroll_onto_a_pawn():
    s = R.new_game(players(3), {}, seed=2)
    R.apply(s, {"type": "place_rest"})
    order = [R.current_seat(s)]
    rig(s, 3, 3)
    R.apply(s, {"type": "roll_pawn"})
    assert order[0] == s.ftl and s.cells[s.ftl] == [3, 3]
    rig(s, 3, 3, 5, 6)
    ev = R.apply(s, {"type": "roll_pawn"})
    assert ev[0]["rolls"] == [[3, 3], [5, 6]] and ev[0]["barrier"]
    R.apply(s, {"type": "roll_pawn"})
    assert s.phase == "move" and s.turn == s.ftl and s.doom == 1


@pytest.mark.parametrize("n,seed,order", [(3, 0, [1, 2, 0]), (4, 8, [2, 3, 0, 1])])
def test_pawns_roll_in_seat_order_from_first_to_land(n, seed, order):
    # "Starting with the player with the First to Land token, each player rolls the two
    # eight-sided dice": then round the table in seat order, as play goes ("Gameplay").
    s = R.new_game(players(n), {}, seed=seed)
    assert s.ftl == order[0]
    R.apply(s, {"type": "place_rest"})
    rolled = []
    rig(s, *[v for k in range(n) for v in (k + 1, 1)])
    while s.phase == "place_pawns":
        rolled.append(R.current_seat(s))
        R.apply(s, {"type": "roll_pawn"})
    assert rolled == order
    assert [s.cells[seat] for seat in order] == [[k + 1, 1] for k in range(n)]


def test_pawn_may_start_on_a_rubble_token_without_resolving_it():
    s = R.new_game(players(1), {}, seed=2)
    R.apply(s, {"type": "place_rest"})
    cell = next(t["cell"] for t in s.tokens.values() if t["at"] == "board")
    rig(s, *cell)
    R.apply(s, {"type": "roll_pawn"})
    assert s.cells[0] == cell and s.resolved == [] and s.phase == "move"
    assert not any(t["up"] for tid, t in s.tokens.items() if t["at"] == "board")


def test_custom_characters_deal_five_keep_three_in_private():
    s = R.new_game(players(3), {"custom_characters": True}, seed=5)
    assert s.phase == "skills" and all(len(o) == 5 for o in s.offers)
    assert R.current_seat(s) == 0 and len(R.legal_actions(s)) == 10
    keep = s.offers[0][:3]
    with pytest.raises(IllegalAction, match="exactly three"):
        R.apply(s, {"type": "keep_skills", "cards": s.offers[0][:2]})
    with pytest.raises(IllegalAction):
        R.apply(s, {"type": "keep_skills", "cards": s.offers[1][:3]})
    ev = R.apply(s, {"type": "keep_skills", "cards": keep})
    assert ev == [{"type": "skills_kept", "seat": 0, "cards": keep, "shown_to": [0]}]
    assert R.current_seat(s) == 1
    assert R.view(s, 1)["players"][0]["skills"] == []        # chosen in secret
    assert R.view(s, 0)["players"][0]["skills"] == keep
    assert R.view(s, 1)["my_offer"] == s.offers[1] and R.view(s, 2)["my_offer"] != s.offers[1]
    R.apply(s, {"type": "keep_skills", "cards": s.offers[1][2:]})
    ev = R.apply(s, {"type": "keep_skills", "cards": s.offers[2][1:4]})
    assert ev[1]["type"] == "skills_revealed" and s.phase == "place_tokens"
    assert all(len(k) == 3 for k in s.skills) and R.invariant_problems(s) == []
    assert R.view(s, 2)["players"][0]["skills"] == keep


def test_a_rubble_token_on_an_occupied_space_is_refused_with_that_reason():
    """Every space already holding a token says so; every other refused space gives the
    spacing rule (both through the public ``apply``)."""
    from games.engine.protocol import IllegalAction
    for seed in range(4):
        s = R.new_game(players(2), {}, seed=seed)
        for _ in range(3):
            if s.phase != "place_tokens":
                break
            R.apply(s, next(a for a in R.legal_actions(s) if a["type"] == "place_token"))
        if s.phase != "place_tokens":
            continue
        taken = {tuple(t["cell"]) for t in R.view(s, None)["board"]}
        legal = {tuple(a["cell"]) for a in R.legal_actions(s) if a["type"] == "place_token"}
        assert taken
        for cell in [(r, c) for r in range(1, 9) for c in range(1, 9)]:
            if cell in legal:
                continue
            try:
                R.apply(s, {"type": "place_token", "cell": list(cell)})
            except IllegalAction as exc:
                want = ("That space already has a token." if cell in taken
                        else "Leave at least one open space between rubble tokens.")
                assert exc.reason == want, (cell, exc.reason)
            else:
                raise AssertionError(f"{cell} was accepted")
