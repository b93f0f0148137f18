"""Bazyliszek's calls for computer players, through the public API: ``clone``,
``determinize``, ``playout_policy`` and the per-seat ``describe``.

What a seat cannot know in Bazyliszek is which unseen room card lies in which face-down
slot or in the half set aside for round 2 ("Setup"), and the dice of round 2's shuffle:
every other card was face up for the whole table before it went anywhere ("Gameplay").
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.bazyliszek import rules as R
from games.bazyliszek.rooms import RULEBOOK_CARD_COUNT, load_rooms

ROOMS = load_rooms()
NAMES = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa"]


def players(n, shields=(0, 1, 2)):
    return [{"name": NAMES[i], "colour": f"c{i}", "shields": shields[i % len(shields)]}
            for i in range(n)]


def game(seed, n, steps, variant="simplified", policy_share=0.0):
    """A position ``steps`` actions into a game (random actions, some by the policy)."""
    state = R.new_game(players(n), {"variant": variant}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if R.is_over(state):
            break
        if rng.random() < policy_share:
            R.apply(state, R.playout_policy(state, rng))
        else:
            R.apply(state, rng.choice(R.legal_actions(state)))
    return state


positions = st.builds(game, seed=st.integers(0, 10 ** 6), n=st.integers(2, 5),
                      steps=st.integers(0, 320), variant=st.sampled_from(["standard", "simplified"]),
                      policy_share=st.sampled_from([0.0, 0.7]))
seats_of = st.sampled_from([None, 0, 1, 2, 3, 4])


def seat_in(state, seat):
    return None if seat is None else seat % state.n


def unseen(state) -> list[str]:
    """The face-down room cards on the table and the set-aside half, read straight from the
    fields (not through the rules module)."""
    return [c for c, up in zip(state.table, state.face_up) if c is not None and not up] \
        + state.set_aside


def hide_again(state, rng) -> R.State:
    """The same position as far as any seat can tell, with the unseen cards in another
    order, another seed and other dice: built from the save dict, not from ``clone``."""
    twin = R.State.from_dict(state.to_dict())
    slots = [i for i, (c, up) in enumerate(zip(twin.table, twin.face_up)) if c is not None and not up]
    cards = unseen(twin)
    rng.shuffle(cards)
    for i, card in zip(slots, cards):
        twin.table[i] = card
    twin.set_aside = cards[len(slots):]
    twin.seed = rng.randrange(10 ** 9)
    twin.rng = random.Random(rng.random())
    assert R.invariant_problems(twin) == []
    return twin


# ------------------------------------------------------------------------------- clone

@settings(max_examples=60, deadline=None)
@given(positions)
def test_a_clone_equals_its_original_and_shares_nothing_mutable_with_it(state):
    before = state.to_dict()
    copy = R.clone(state)
    assert copy is not state and copy.to_dict() == before
    # change every mutable part of the copy: the original must not move
    copy.players[0]["name"] = "Changed"
    copy.options["variant"] = "changed"
    for name in ("table", "face_up", "set_aside", "centre", "removed", "totals", "shields_left"):
        getattr(copy, name).append("x")
    for pile in copy.piles:
        pile.append("x")
    for round_results in copy.results:
        for res in round_results:
            res["cards"].append("x")
            for pair in res["pairs"]:
                pair.append("x")
            res["points"] = -1
        round_results.append({})
    copy.results.append([])
    copy.rng.random()
    assert state.to_dict() == before


@settings(max_examples=40, deadline=None)
@given(positions, st.integers(0, 10 ** 6))
def test_a_clone_rolls_the_same_dice_and_plays_on_like_its_original(state, seed):
    copy = R.clone(state)
    assert copy.rng.getstate() == state.rng.getstate()
    assert [copy.rng.random() for _ in range(5)] == [state.rng.random() for _ in range(5)]
    rng = random.Random(seed)
    while not R.is_over(state):
        action = rng.choice(R.legal_actions(state))
        assert R.legal_actions(copy) == R.legal_actions(state)
        assert R.apply(copy, action) == R.apply(state, action)
    assert copy.to_dict() == state.to_dict()


# ------------------------------------------------------------------------- determinize

@settings(max_examples=80, deadline=None)
@given(positions, seats_of, st.integers(0, 10 ** 6))
def test_determinize_keeps_the_views_the_seen_cards_and_the_invariants(state, seat, r):
    seat = seat_in(state, seat)
    before = state.to_dict()
    world = R.determinize(state, seat, random.Random(r))
    assert state.to_dict() == before, "determinize changed the real state"
    assert R.invariant_problems(world) == []
    assert R.State.from_dict(world.to_dict()).to_dict() == world.to_dict()
    for s in [None, *range(state.n)]:             # every seat sees the same in Bazyliszek
        assert R.view(world, s) == R.view(state, s)
    assert R.legal_actions(world) == R.legal_actions(state)
    assert R.current_seat(world) == R.current_seat(state)
    # every card that was ever face up stays exactly where it is
    for name in ("piles", "centre", "removed", "results", "face_up", "players", "options",
                 "totals", "shields_left", "turn", "first_seat", "round", "phase", "pending"):
        assert getattr(world, name) == getattr(state, name), name
    assert [c for c, up in zip(world.table, world.face_up) if up or c is None] == \
        [c for c, up in zip(state.table, state.face_up) if up or c is None]
    # the unseen cards are the same cards, re-dealt; the set-aside half keeps its size
    assert Counter(unseen(world)) == Counter(unseen(state))
    assert len(world.set_aside) == len(state.set_aside)


@settings(max_examples=80, deadline=None)
@given(positions, seats_of, st.integers(0, 10 ** 6), st.integers(0, 10 ** 6))
def test_determinize_depends_only_on_what_the_table_has_seen(state, seat, r, other):
    """Two positions that differ only in the unseen cards' order, the seed and the dice
    give equal worlds for an equal rng, for every seat and the public."""
    seat = seat_in(state, seat)
    twin = hide_again(state, random.Random(other))
    assert R.view(twin, seat) == R.view(state, seat)
    assert R.determinize(twin, seat, random.Random(r)).to_dict() == \
        R.determinize(state, seat, random.Random(r)).to_dict()


@settings(max_examples=30, deadline=None)
@given(positions, st.integers(0, 10 ** 6))
def test_every_seat_and_the_public_know_the_same(state, r):
    public = R.determinize(state, None, random.Random(r)).to_dict()
    for seat in range(state.n):
        assert R.determinize(state, seat, random.Random(r)).to_dict() == public


@pytest.mark.parametrize("steps", [0, 30, 81])
@pytest.mark.parametrize("seat", [None, 1])
def test_determinize_draws_the_unseen_cards_and_the_dice_again(steps, seat):
    """Across rngs every unseen card turns up in the face-down slots and in the set-aside
    half, the deal differs from draw to draw, and so do the dice and the seed."""
    state = game(11, 3, steps)
    cards = set(unseen(state))
    slots = [i for i, (c, up) in enumerate(zip(state.table, state.face_up)) if c is not None and not up]
    on_table, aside, deals, dice, seeds = set(), set(), set(), set(), set()
    for r in range(200):
        world = R.determinize(state, seat, random.Random(r))
        deal = tuple(world.table[i] for i in slots)
        on_table |= set(deal)
        aside |= set(world.set_aside)
        deals.add(deal)
        dice.add(world.rng.random())
        seeds.add(world.seed)
    assert on_table == cards and aside == cards
    assert len(deals) == 200 and len(dice) == 200 and len(seeds) > 190
    assert tuple(state.table[i] for i in slots) not in deals or len(slots) < 3


def test_determinize_in_round_2_shuffles_the_returned_cards_among_the_unseen_ones():
    """Round 2's spread mixes the cards that went back to the centre (seen) with the
    set-aside half (unseen): after the shuffle no seat knows where either kind lies."""
    state = game(4, 2, 0)
    rng = random.Random(4)
    while state.phase != "scoring":
        R.apply(state, rng.choice(R.legal_actions(state)))
    back = set(state.centre)
    R.apply(state, {"type": "continue"})
    assert state.round == 2 and not state.set_aside
    first_slot = set()
    for r in range(300):
        world = R.determinize(state, 0, random.Random(r))
        assert R.view(world, 0) == R.view(state, 0)
        first_slot.add(world.table[0])
    assert first_slot & back, "a returned card should be able to lie anywhere"
    assert first_slot - back, "an unseen card should be able to lie anywhere"


def test_determinize_knows_the_real_round_2_shuffle_no_better_than_anyone():
    """The world's dice are new: continuing to round 2 in it deals another spread."""
    state = game(8, 3, 0)
    rng = random.Random(8)
    while state.phase != "scoring":
        R.apply(state, rng.choice(R.legal_actions(state)))
    real = R.clone(state)
    R.apply(real, {"type": "continue"})
    spreads = set()
    for r in range(20):
        world = R.determinize(state, 2, random.Random(r))
        R.apply(world, {"type": "continue"})
        spreads.add(tuple(world.table))
    assert tuple(real.table) not in spreads and len(spreads) == 20


@pytest.mark.parametrize("seat", [-1, 3, 1.5, True, "0"])
def test_determinize_refuses_a_seat_that_is_not_at_the_table(seat):
    with pytest.raises(ValueError):
        R.determinize(game(1, 3, 5), seat, random.Random(1))


# ----------------------------------------------------------------------- playout policy

def room(card):
    c = ROOMS.card(card)
    return c.design, c.mirrored


def doomed(state, seat):
    """The pile already holds more repeats of a room than its owner has shields."""
    counts = Counter(room(c) for c in state.piles[seat])
    return sum(k - 1 for k in counts.values()) > state.shields_left[seat]


@settings(max_examples=80, deadline=None)
@given(positions, st.integers(0, 10 ** 6))
def test_the_policy_picks_a_legal_action_and_refuses_a_finished_game(state, r):
    rng = random.Random(r)
    if R.is_over(state):
        with pytest.raises(ValueError):
            R.playout_policy(state, rng)
    else:
        assert R.playout_policy(state, rng) in R.legal_actions(state)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(2, 5), st.integers(0, 200))
def test_the_policy_visits_exactly_the_rooms_that_are_new_to_the_pile(seed, n, steps):
    state = game(seed, n, steps)
    rng = random.Random(seed)
    while state.phase != "decide" and not R.is_over(state):
        R.apply(state, rng.choice([a for a in R.legal_actions(state) if a["type"] != "take"]
                                  or R.legal_actions(state)))
    if R.is_over(state):
        return
    seat, card = state.turn, state.table[state.pending]
    held = {room(c) for c in state.piles[seat]}
    expected = "visit" if doomed(state, seat) or room(card) not in held else "skip"
    for r in range(5):
        assert R.playout_policy(state, random.Random(r)) == {"type": expected}


def test_the_policy_takes_the_face_up_mirror_image_of_a_room_it_holds_alone():
    checked = 0
    for seed in range(150):
        state = game(seed, 3, 20 + seed % 60)
        if state.phase != "play" or doomed(state, state.turn):
            continue
        held = Counter(room(c) for c in state.piles[state.turn])
        mirrors = [i for i, (c, up) in enumerate(zip(state.table, state.face_up))
                   if c is not None and up and room(c) not in held
                   and (room(c)[0], not room(c)[1]) in held]
        if not mirrors:
            continue
        checked += 1
        for r in range(3):
            action = R.playout_policy(state, random.Random(r))
            assert action["type"] == "take" and action["slot"] in mirrors, (seed, action)
    assert checked >= 10


def test_the_policy_never_takes_a_room_it_already_holds_nor_wastes_a_shield():
    """Seats that all follow the policy never meet the basilisk and never spend a shield."""
    for seed in range(25):
        n = 2 + seed % 4
        state = R.new_game(players(n), {"variant": "simplified"}, seed)
        rng = random.Random(seed)
        while not R.is_over(state):
            R.apply(state, R.playout_policy(state, rng))
        assert all(not res["basilisk"] and not res["shielded"]
                   for rnd in state.results for res in rnd), seed
        assert state.shields_left == [p["shields"] for p in state.players]
        assert all(res["points"] > 0 for rnd in state.results for res in rnd)


def test_the_policy_beats_uniformly_random_seats_clearly():
    """One policy seat among random seats (2-5 players) wins far more than its share."""
    games, wins, share = 60, 0, 0.0
    for g in range(games):
        rng = random.Random(g)
        n = 2 + g % 4
        state = R.new_game(players(n), {"variant": rng.choice(["standard", "simplified"])}, g)
        me = g % n
        while not R.is_over(state):
            if R.current_seat(state) == me:
                R.apply(state, R.playout_policy(state, rng))
            else:
                R.apply(state, rng.choice(R.legal_actions(state)))
        wins += me in R.winners(state)
        share += 1 / n
    assert wins >= 0.85 * games > 2 * share


# ------------------------------------------------------------------------------ describe

@pytest.mark.parametrize("seed", range(6))
def test_every_seat_reads_the_public_log_line(seed):
    """Nothing in Bazyliszek is shown to only some seats: no event says ``shown_to`` and
    each seat's line is the public one, which never names a room that went into a pile."""
    state = R.new_game(players(2 + seed % 4), {"variant": "simplified"}, seed)
    rng = random.Random(seed)
    while not R.is_over(state):
        events = R.apply(state, rng.choice(R.legal_actions(state)))
        for event in events:
            assert "shown_to" not in event
            public = R.describe(state, event)
            assert R.describe(state, event, None) == public
            assert all(R.describe(state, event, s) == public for s in range(state.n))
            if event["type"] in ("visit", "take"):
                assert ROOMS.describe(event["card"]) not in public


def test_all_ninety_cards_stay_accounted_for_in_a_world():
    state = game(3, 4, 70)
    world = R.determinize(state, 2, random.Random(0))
    assert R.card_count(world) == RULEBOOK_CARD_COUNT
    assert sorted(R.position.all_cards(world)) == sorted(R.position.all_cards(state))


def test_forgetting_swaps_pile_cards_with_unseen_ones_and_keeps_every_card():
    """The easy computer's memory model (issue 11): a share of 0 keeps the pile, 1 swaps
    every room of it (while unseen cards last) with a card nobody has seen; all 90 cards
    stay in play, the position stays sound and the legal actions stay the same."""
    import random as _random
    from games.bazyliszek import rules as R
    players = [{"name": n, "colour": c, "shields": 0} for n, c in (("A", "red"), ("B", "blue"))]
    state = R.new_game(players, {"variant": "standard"}, 9)
    rng = _random.Random(4)
    while len(state.piles[state.turn]) < 4 or state.phase != "play":
        R.apply(state, R.playout_policy(state, rng))
    seat, legal = state.turn, R.legal_actions(state)
    kept = R.forget(R.clone(state), seat, 0.0, _random.Random(1))
    assert kept.to_dict() == state.to_dict()
    blurred = R.forget(R.clone(state), seat, 1.0, _random.Random(1))
    assert not set(blurred.piles[seat]) & set(state.piles[seat])
    assert sorted(R.position.all_cards(blurred)) == sorted(R.position.all_cards(state))
    assert R.invariant_problems(blurred) == [] and R.legal_actions(blurred) == legal
    assert blurred.piles[1 - seat] == state.piles[1 - seat]


def test_the_evaluation_prefers_more_points_and_values_an_end_on_the_same_scale():
    """``evaluate`` (issue 11's hint), at the positions of whole games: values in [0, 1]
    summing to 1 over two seats; visiting a revealed room that adds a point (or makes a
    pair) raises the visitor's value and visiting one it holds already (the basilisk)
    lowers it; at the end the winner's value is the result blended with the lead, so a
    won end is worth more than any position on the way (a seat far ahead once threw its
    second round to the basilisk, every end looking alike)."""
    from games.bazyliszek.scoring import score_pile
    players = [{"name": n, "colour": c, "shields": 0} for n, c in (("A", "blue"), ("B", "red"))]
    raised = lowered = 0
    for game in range(6):
        rng = random.Random(game)
        state = R.new_game(players, {}, seed=game)
        while not R.is_over(state):
            value = R.evaluate(state)
            assert all(0.0 <= v <= 1.0 for v in value) and sum(value) == pytest.approx(1.0)
            if state.phase == "decide":
                seat = R.current_seat(state)
                before = score_pile(state.piles[seat], ROOMS, state.shields_left[seat])
                visited, skipped = R.clone(state), R.clone(state)
                R.apply(visited, {"type": "visit"})
                R.apply(skipped, {"type": "skip"})
                after = score_pile(visited.piles[seat], ROOMS, visited.shields_left[seat])
                if not before.basilisk and after.points > before.points:
                    assert R.evaluate(visited)[seat] > R.evaluate(skipped)[seat]
                    raised += 1
                if before.points > 0 and after.basilisk:
                    assert R.evaluate(visited)[seat] < R.evaluate(skipped)[seat]
                    lowered += 1
            R.apply(state, R.playout_policy(state, rng) if rng.random() < 0.7
                    else rng.choice(R.legal_actions(state)))
        final = R.evaluate(state)
        for seat in R.winners(state):
            if len(R.winners(state)) == 1:
                assert final[seat] > 0.85
    assert raised > 20 and lowered > 5
