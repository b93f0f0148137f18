"""``clone`` and ``determinize`` (protocol: ``games.engine.protocol``) for Baldrick's Tomb.

``clone`` is an exact, independent copy. ``determinize(state, seat, rng)`` keeps what
``seat`` sees and knows and draws the rest again: checked on positions of every phase
from random games (1-4 players, every variant), against worlds built here by swapping
only things the seat cannot tell apart, and in scenes where the seat knows more than its
view shows (cards it saw shuffled into a new scroll deck, the skills it put back).
"""
import dataclasses
import json
import random

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, players, ready, step
from tests.baldricks_tomb.test_privacy import scramble_tokens
from tests.baldricks_tomb.test_random_games import options_for

SEATS = lambda s: [None, *range(s.n)]     # noqa: E731 - every seat and the spectator


def sample(games=24, every=11):
    """(state, returned) pairs from games played half by the policy, half at random, in
    every phase; ``returned[s]``: the two skills seat ``s`` put back in the box (Custom
    Characters), which only ``s`` knows."""
    out = []
    for game in range(games):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), options_for(game, rng), seed=game)
        returned = {}
        step_no = 0
        while not R.is_over(s):
            if step_no % every == game % every:
                out.append((R.clone(s), dict(returned)))
            action = R.playout_policy(s, rng) if rng.random() < 0.5 else rng.choice(R.legal_actions(s))
            if action["type"] == "keep_skills":
                seat = R.current_seat(s)
                returned[seat] = [c for c in s.offers[seat] if c not in action["cards"]]
            R.apply(s, action)
            step_no += 1
        out.append((s, returned))
    return out


POSITIONS = sample()


def test_the_sample_reaches_every_phase_and_a_reshuffled_scroll_deck():
    assert {s.phase for s, _ in POSITIONS} >= {"skills", "place_tokens", "place_pawns", "move",
                                               "combat", "over"}
    assert any(s.scroll_decks for s, _ in POSITIONS)


# ---------------------------------------------------------------------------- clone

def test_clone_and_the_save_copy_every_field_of_the_state():
    names = {f.name for f in dataclasses.fields(R.State)}
    assert names == set(R.State.FIELDS + R.State.OPTIONAL_FIELDS) | {"rng"}
    s = next(s for s, _ in POSITIONS if s.scroll_decks)
    assert set(R.clone(s).__dict__) == names
    assert set(s.to_dict()) == names


def test_a_clone_equals_its_original_and_shares_nothing_that_changes():
    for state, _ in POSITIONS:
        copy = R.clone(state)
        assert copy is not state and copy.to_dict() == state.to_dict()
        assert copy.rng is not state.rng and copy.rng.getstate() == state.rng.getstate()
        before = json.dumps(state.to_dict(), sort_keys=True)   # text: shares nothing
        for value in _containers(copy):           # change every list and dict of the copy
            if isinstance(value, list):
                value.append("x")
            else:
                value["x"] = 1
        copy.rng.random()
        assert json.dumps(state.to_dict(), sort_keys=True) == before


def _containers(state):
    """Every list and dict reachable from the fields of ``state``."""
    stack = [getattr(state, name) for name in R.State.FIELDS + R.State.OPTIONAL_FIELDS]
    found = []
    while stack:
        value = stack.pop()
        if isinstance(value, (list, dict)):
            found.append(value)
            stack.extend(value.values() if isinstance(value, dict) else value)
    return found


# ---------------------------------------------------------------------------- determinize

def test_determinize_keeps_the_view_the_invariants_and_the_original():
    rng = random.Random(3)
    for state, _ in POSITIONS:
        before = state.to_dict()
        for seat in SEATS(state):
            det = R.determinize(state, seat, random.Random(rng.random()))
            assert R.view(det, seat) == R.view(state, seat), (state.phase, seat)
            assert R.invariant_problems(det) == []
            assert R.State.from_dict(det.to_dict()).to_dict() == det.to_dict()
            if seat is not None and seat == R.current_seat(state):
                assert R.legal_actions(det) == R.legal_actions(state)
        assert state.to_dict() == before


def other_world(state, seat, returned, rng):
    """A copy of ``state`` that differs only in what ``seat`` cannot know, made by swaps:
    deck orders; scroll cards swapped between other seats' hands and the scroll deck,
    only between two places holding cards of the same scroll deck; while skills are
    chosen, the other seats' secret skills swapped with the box, never with the two that
    ``seat`` put back (``returned``); the tokens ``seat`` cannot tell apart; the dice."""
    s = R.clone(state)
    for pile in ("monster", "monster_level2", "monster_level3", "treasure", "trap"):
        rng.shuffle(s.piles[pile])
    places = [(hand, i) for o, hand in enumerate(s.scrolls) if o != seat for i in range(len(hand))]
    places += [(s.piles["scroll"], i) for i in range(len(s.piles["scroll"]))]
    _swap_within(places, lambda card: s.scroll_decks.get(card, 0), rng)
    box = s.piles["skill_box"]
    mine = set(returned.get(seat, ())) if seat is not None else set()
    places = [(box, i) for i in range(len(box)) if box[i] not in mine]
    for o in range(s.n):
        if o != seat:
            places += [(s.offers[o], i) for i in range(len(s.offers[o]))]
            if s.phase == "skills":
                places += [(s.skills[o], i) for i in range(len(s.skills[o]))]
    _swap_within(places, lambda card: 0, rng)
    scramble_tokens(rng, s, seat)
    s.rng = random.Random(rng.random())
    assert R.view(s, seat) == R.view(state, seat) and R.invariant_problems(s) == []
    return s


def _swap_within(places, group, rng, swaps=40):
    for _ in range(swaps if len(places) > 1 else 0):
        (a, i), (b, j) = rng.sample(places, 2)
        if group(a[i]) == group(b[j]):
            a[i], b[j] = b[j], a[i]


def test_determinize_depends_only_on_what_the_seat_knows():
    rng = random.Random(8)
    differed = 0
    for state, returned in POSITIONS:
        for seat in SEATS(state):
            other = other_world(state, seat, returned, rng)
            differed += other.to_dict() != state.to_dict()
            r = rng.random()
            assert R.determinize(other, seat, random.Random(r)).to_dict() == \
                R.determinize(state, seat, random.Random(r)).to_dict(), (state.phase, seat)
    assert differed > len(POSITIONS)


def test_what_the_seat_cannot_know_changes_with_the_rng():
    """Across rngs: deck orders, other seats' scrolls, the face-down tokens' identities
    and the dice to come each take several values wherever the seat cannot know them."""
    varied = {"piles": 0, "hands": 0, "tokens": 0}
    for state, _ in POSITIONS[::3]:
        for seat in SEATS(state):
            dets = [R.determinize(state, seat, random.Random(r)) for r in range(6)]
            assert len({d.rng.random() for d in dets}) == 6
            parts = {"piles": lambda d: repr(d.piles["monster"] + d.piles["treasure"]),
                     "hands": lambda d: repr([h for o, h in enumerate(d.scrolls) if o != seat]),
                     "tokens": lambda d: repr(sorted((t["cell"], tid) for tid, t in d.tokens.items()
                                                     if t["at"] == "board" and not t["up"]))}
            for name, part in parts.items():
                if len({part(d) for d in dets}) > 1:
                    varied[name] += 1
            if len(state.piles["monster"]) > 3:
                assert len({parts["piles"](d) for d in dets}) > 1
    assert min(varied.values()) > 10, varied


# ---------------------------------------------------------------------------- what a seat saw

def reshuffled():
    """Ana (seat 0) steps onto a scroll token with the scroll deck empty: the discard pile
    (every scroll not in a hand) is shuffled into a new deck and Ana draws from it. Bo
    holds his two cards from the deck of the game setup."""
    s = ready(2, tokens={"scroll1": (1, 2)})
    no_skills(s)
    s.piles["scroll_discard"] += s.piles["scroll"]
    s.piles["scroll"].clear()
    events = step(s, (1, 2))
    assert [e["type"] for e in events][-2:] == ["reshuffled", "scroll_drawn"]
    return s


def test_a_card_seen_shuffled_into_a_new_deck_is_never_dealt_to_a_hand_that_did_not_draw_since():
    s = reshuffled()
    bo, ana_old, ana_new = sorted(s.scrolls[1]), s.scrolls[0][:2], s.scrolls[0][2]
    new_deck = set(s.piles["scroll"]) | {ana_new}
    assert {s.scroll_decks[c] for c in new_deck} == {1} and not set(bo) & new_deck
    drawn_by_ana = set()
    for r in range(25):
        for_ana = R.determinize(s, 0, random.Random(r))
        assert sorted(for_ana.scrolls[1]) == bo            # Ana saw every other card go
        assert set(for_ana.piles["scroll"]) == new_deck - {ana_new}   # into the new deck
        for_bo = R.determinize(s, 1, random.Random(r))
        assert sorted(for_bo.scrolls[0][:2]) == sorted(ana_old)
        assert for_bo.scrolls[0][2] in new_deck
        drawn_by_ana.add(for_bo.scrolls[0][2])
        public = R.determinize(s, None, random.Random(r))
        assert sorted(public.scrolls[0][:2] + public.scrolls[1]) == sorted(ana_old + bo)
    assert len(drawn_by_ana) > 5                            # Bo cannot tell which it was


def test_scroll_decks_survive_a_save_and_older_positions_still_load():
    s = reshuffled()
    d = s.to_dict()
    assert R.State.from_dict(d).scroll_decks == s.scroll_decks
    fresh = R.new_game(players(2), {}, 4)
    assert "scroll_decks" not in fresh.to_dict()            # as saved before it existed
    assert R.State.from_dict(fresh.to_dict()).to_dict() == fresh.to_dict()


@pytest.mark.parametrize("damage", [
    lambda d: d.update(scroll_decks=[1]), lambda d: d["scroll_decks"].update(haste=0),
    lambda d: d["scroll_decks"].update(haste="1"), lambda d: d["scroll_decks"].update(nope=1),
    lambda d: d["scroll_decks"].pop(d["piles"]["scroll"][0]),      # a deck of two shuffles
])
def test_a_damaged_scroll_decks_field_is_refused(damage):
    d = reshuffled().to_dict()
    damage(d)
    with pytest.raises(ValueError, match="damaged"):
        R.State.from_dict(d)


def custom_game():
    """3 players with Custom Characters: Ana (seat 0) has kept three skills, Bo chooses."""
    s = R.new_game(players(3), {"custom_characters": True}, seed=6)
    offer = list(s.offers[0])
    R.apply(s, {"type": "keep_skills", "cards": offer[:3]})
    return s, offer


def test_the_skills_a_seat_put_back_stay_in_the_box_for_it():
    s, offer = custom_game()
    bos_offers, anas_skills = set(), set()
    for r in range(25):
        det = R.determinize(s, 0, random.Random(r))
        assert det.skills[0] == offer[:3] and set(offer[3:]) <= set(det.piles["skill_box"])
        assert not set(offer) & set(det.offers[1] + det.offers[2])
        bos_offers.add(tuple(det.offers[1]))
        anas_skills.add(tuple(R.determinize(s, 1, random.Random(r)).skills[0]))
    assert len(bos_offers) > 20 and len(anas_skills) > 20     # secret from the others


def test_the_exit_and_the_gem_stay_in_the_floors_rubble():
    rng = random.Random(2)
    s = R.new_game(players(2), {"floors": 3}, seed=11)
    while not (s.phase == "place_tokens" and s.tokens["gem"]["at"] in ("setup", "board")
               and 0 < len(s.setup_hand) < 8):
        legal = R.legal_actions(s)
        assert legal, "the game ended before the Gem was mixed into the rubble"
        R.apply(s, next((a for a in legal if a["type"] == "place_token"), None) or R.playout_policy(s, rng))
    for r in range(30):
        for seat in SEATS(s):
            det = R.determinize(s, seat, random.Random(r))
            assert det.tokens["exit"]["at"] in ("setup", "board")
            assert det.tokens["gem"]["at"] in ("setup", "board")


def test_a_token_another_seat_peeked_at_is_the_one_on_that_space():
    s = ready(2, tokens={"trap1": (5, 5), "treasure1": (3, 3), "monster1": (6, 2)})
    s.known[1] = ["trap1"]
    s.known[0] = ["monster1"]
    kinds = set()
    for r in range(30):
        det = R.determinize(s, 0, random.Random(r))
        assert det.tokens["monster1"]["cell"] == [6, 2] and det.known[0] == ["monster1"]
        (peeked,) = det.known[1]
        assert det.tokens[peeked]["cell"] == [5, 5]
        kinds.add(peeked.rstrip("0123456789"))
    assert len(kinds) > 1                       # Ana does not know what Bo saw there
