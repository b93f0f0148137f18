"""Hotseat privacy: ``view(state, seat)`` shows a seat only what it may see. Two states
that differ only in what ``seat`` may not see (deck order, other seats' scrolls and
secret skills, face-down tokens it has not peeked at, the Gem among them, the order of
the tokens still to be placed, the dice to come) give the seat equal views, in every
phase of random games over 1-4 players and all variants."""
import random

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import players
from tests.baldricks_tomb.test_random_games import options_for
from tests.baldricks_tomb.test_reach import clone

HIDDEN_PILES = ("monster", "monster_level2", "monster_level3", "treasure", "scroll", "trap",
                "skill_box")


def redeal(rng, hands):
    """Shuffle the cards of ``hands`` (lists, changed in place) among them, sizes kept."""
    cards = [c for hand in hands for c in hand]
    rng.shuffle(cards)
    for hand in hands:
        size = len(hand)
        hand[:] = cards[:size]
        del cards[:size]


def scramble_tokens(rng, s, seat):
    """Swap the identities of the tokens ``seat`` cannot tell apart: face down on the
    board and not peeked at by ``seat``, in the placer's hand, in the face-down pool.
    The Exit and the Gem stay in the floor's rubble (the table knows they are in it)."""
    mine = set(s.known[seat]) if seat is not None else set()
    hidden = [tid for tid, t in s.tokens.items()
              if t["at"] in ("setup", "pool") or (t["at"] == "board" and not t["up"] and tid not in mine)]
    slots = [dict(s.tokens[tid]) for tid in hidden]
    while True:
        new = list(hidden)
        rng.shuffle(new)
        if all(slot["at"] != "pool" for tid, slot in zip(new, slots) if tid in ("exit", "gem")):
            break
    rename = dict(zip(hidden, new))
    for tid, slot in zip(new, slots):
        s.tokens[tid] = slot
    s.setup_hand = [rename.get(t, t) for t in s.setup_hand]
    for other, known in enumerate(s.known):
        if other != seat:
            s.known[other] = [rename.get(t, t) for t in known]


def scramble(state, seat, rng):
    """A copy of ``state`` differing only in what ``seat`` (None: nobody) may not see."""
    s = clone(state)
    for pile in HIDDEN_PILES:
        rng.shuffle(s.piles[pile])
    others = [o for o in range(s.n) if o != seat]
    redeal(rng, [s.scrolls[o] for o in others] + [s.piles["scroll"]])
    if s.phase == "skills":
        redeal(rng, [s.skills[o] for o in others if s.skills[o]]
               + [s.offers[o] for o in others if s.offers[o]] + [s.piles["skill_box"]])
    scramble_tokens(rng, s, seat)
    s.rng = random.Random(rng.random())
    assert R.invariant_problems(s) == []
    return s


def positions(games=120):
    out = []
    for game in range(games):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), options_for(game, rng), seed=game)
        while not R.is_over(s):
            if rng.random() < 0.04:
                out.append(clone(s))
            R.apply(s, rng.choice(R.legal_actions(s)))
    return out


def test_views_hide_everything_a_seat_may_not_see():
    rng = random.Random(1)
    seen_phases, gem_in_hand = set(), 0
    for state in positions():
        seen_phases.add(state.phase)
        gem_in_hand += state.phase == "place_tokens" and state.tokens["gem"]["at"] in ("setup", "board")
        for seat in [None] + list(range(state.n)):
            assert R.view(state, seat) == R.view(scramble(state, seat, rng), seat), (state.phase, seat)
    assert seen_phases >= {"skills", "place_tokens", "place_pawns", "move", "combat", "relocate"}
    assert gem_in_hand > 5


def gem_floor_setup(seed):
    """A 2-player game at the start of floor 2's setup, the Gem mixed into the rubble."""
    rng = random.Random(seed)
    s = R.new_game(players(2), {}, seed=seed)
    while not (s.phase == "place_tokens" and s.floor == 2):
        legal = R.legal_actions(s)
        quick = [a for a in legal if a["type"] in ("place_rest", "end_move", "exit", "run")]
        R.apply(s, rng.choice(quick or legal))
    assert "gem" in s.setup_hand
    return s


def test_a_face_down_gem_looks_like_any_face_down_token_even_to_its_placer():
    for seed in range(4):
        s = gem_floor_setup(seed)
        placer = s.ftl
        before = R.view(s, placer)["gem"]
        while s.setup_hand:
            gem_next = s.setup_hand[0] == "gem"
            R.apply(s, {"type": "place_token", "cell": list(R.placeable_cells(s)[0])})
            after = R.view(s, placer)
            assert after["gem"] == before, "placing the Gem must not show which token it was"
            if gem_next:
                cell = s.tokens["gem"]["cell"]
                token = next(t for t in after["board"] if t["cell"] == cell)
                assert token == {"cell": cell, "face_up": False, "peeked": False, "kind": None}
