"""Basilica's hidden tokens for computer players: ``clone``, ``determinize`` and the
table's memory they rest on, ``playout_policy`` and ``describe`` per seat
(games/engine/protocol.py; "Przygotowania do rozgrywki" step 5: tokens lie Order side up;
"Wyczerpanie stosu": the discard pile becomes the second stack).

What the table knows is worked out here independently of the engine's memory fields: from
the events of every action and the public view before it (an oracle), and compared.
"""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.basilica import rules as R

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]
TOKENS = R.load_content().tokens


def order_of(tid):
    return TOKENS[tid].order


class Oracle:
    """What the table was shown, from events and views only: the ids seen going into the
    discard pile (by position), the seen ids reshuffled into the second stack and not seen
    since, the Order fields still holding a first-stack token after the reshuffle, and the
    discard positions of such tokens taken as Orders."""

    def __init__(self):
        self.seen_discards, self.restacked = {}, set()
        self.old_fields, self.old_discards = set(), set()
        self.second, self.dismantled = False, 0

    def follow(self, before_view, before_grid, events):
        discard = before_view["discard"]
        for e in events:
            kind = e["type"]
            if kind == "redraw":
                for tid in e["tokens"]:
                    self.seen_discards[discard] = tid
                    discard += 1
            elif kind in ("order", "paid_order"):
                cell = tuple(e["cell"]) if "cell" in e else None
                if e["order"] == "dismantle" and e.get("effect", True) and cell in before_grid:
                    self.seen_discards[discard] = before_grid[cell]      # the element first
                    discard += 1
                    self.dismantled += 1
                if kind == "order":                                     # then the Order token
                    if self.second and e["field"] in self.old_fields:
                        self.old_fields.discard(e["field"])
                        self.old_discards.add(discard)
                    discard += 1
            elif kind == "reshuffle":
                self.restacked = set(self.seen_discards.values())
                self.seen_discards, discard, self.second = {}, 0, True
                self.old_fields = set(range(R.numbers().order_fields))
            elif kind in ("flip", "deal"):
                self.restacked.discard(e["token"])
                if kind == "flip":
                    self.old_fields.discard(e["field"])
            elif kind == "draw":
                self.old_fields.discard(e["field"])


def games_with_oracle(seeds, policy=False):
    """Yield ``(state, oracle)`` after every action of random games from ``seeds``."""
    for seed in seeds:
        rng, state, oracle = random.Random(seed), R.new_game(PLAYERS, {}, seed), Oracle()
        while not R.is_over(state):
            view, grid = R.view(state, None), state.grid()
            action = R.playout_policy(state, rng) if policy else rng.choice(R.legal_actions(state))
            oracle.follow(view, grid, R.apply(state, action))
            yield state, oracle


def random_state(seed, steps):
    rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
    for _ in range(steps):
        if R.is_over(state):
            break
        R.apply(state, rng.choice(R.legal_actions(state)))
    return state


def first_state(until, seeds=range(200)):
    for seed in seeds:
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        while not R.is_over(state):
            if until(state):
                return state
            R.apply(state, rng.choice(R.legal_actions(state)))
    raise AssertionError("no such state")


# ---------------------------------------------------------------- the memory
def test_the_memory_is_what_the_events_showed_the_table():
    reshuffled = dismantled = 0
    old = 0
    for state, oracle in games_with_oracle(range(40)):
        assert {i: state.discard[i] for i in range(len(state.discard))
                if state.discard[i] in state.seen_discards} == oracle.seen_discards
        assert state.restacked_seen == sorted(oracle.restacked)
        assert state.old_fields == sorted(oracle.old_fields if oracle.second else ())
        assert state.old_discards == sorted(oracle.old_discards)
        reshuffled += bool(state.restacked_seen)
        dismantled = max(dismantled, oracle.dismantled)
        old += bool(state.old_discards)
    assert reshuffled > 100 and dismantled > 0 and old > 20


def test_a_memory_that_does_not_fit_the_position_is_refused():
    second = first_state(lambda s: s.exhaustions == 1 and s.restacked_seen and s.old_fields)
    d = json.loads(json.dumps(second.to_dict()))
    assert R.State.from_dict(d).to_dict() == d
    cases = [
        ("restacked_seen", [_on_cathedral(second)], "remembered in the second stack"),
        ("old_fields", [0, 0], "repeats itself"),
        ("old_discards", [len(second.discard) + 3], "old discard"),
        ("seen_discards", [second.stack[0]], "remembered in the discard pile"),
    ]
    first = first_state(lambda s: s.exhaustions == 0 and s.cathedral)
    first = json.loads(json.dumps(first.to_dict()))
    for name, value, says in cases:
        bad = dict(d, **{name: value})
        with pytest.raises(ValueError, match=says):
            R.State.from_dict(bad)
    with pytest.raises(ValueError, match="before the first ran out"):
        R.State.from_dict(dict(first, old_fields=[1]))
    with pytest.raises(ValueError, match="old_fields"):
        R.State.from_dict(dict(first, old_fields=[3]))


def _on_cathedral(state):
    return state.cathedral[0][2]


# ---------------------------------------------------------------- clone
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 300))
def test_a_clone_equals_its_original_and_shares_nothing_that_changes(seed, steps):
    state = random_state(seed, steps)
    before = state.to_dict()
    copy = R.clone(state)
    assert copy is not state and copy.to_dict() == before
    assert copy.rng is not state.rng and copy.rng.getstate() == state.rng.getstate()
    copy.rng.random()
    for name in vars(copy):
        value = getattr(copy, name)
        if isinstance(value, (list, dict)) and value:
            assert value is not getattr(state, name), name
    copy.stack.reverse()
    for rows in (copy.cathedral, copy.builders, copy.promoted, copy.scaffolding,
                 copy.stained_glass):
        for item in rows:
            item.append(99)
    for result in copy.scorings + ([copy.scoring["result"]] if copy.scoring else []):
        result["points"].append(1)
        for area in result["areas"]:
            area["cells"].append([9, 9])
            area["strength"][0] += 5
    copy.players[0]["name"] = "Zed"
    if copy.pending:
        copy.pending["seat"] = 7
    assert state.to_dict() == before


# ---------------------------------------------------------------- determinize
def hidden_slots(state):
    """Every place a token lies out of sight: (place, index)."""
    return ([("stack", i) for i in range(len(state.stack))]
            + [("order", i) for i, t in enumerate(state.order_fields) if t is not None]
            + [("discard", i) for i in range(len(state.discard))])


def at(state, slot):
    place, i = slot
    return {"stack": state.stack, "order": state.order_fields, "discard": state.discard}[place][i]


def check_consistent(state, det, oracle=None):
    """``det`` agrees with everything the table knows about ``state``."""
    for seat in (None, 0, 1):
        assert R.view(det, seat) == R.view(state, seat)
    assert R.invariant_problems(det) == []
    assert det.cathedral == state.cathedral and det.element_fields == state.element_fields
    for name in ("seen_discards", "restacked_seen", "old_fields", "old_discards"):
        assert getattr(det, name) == getattr(state, name)
    seen = set(state.seen_discards)
    for i, tid in enumerate(state.discard):          # what went into the pile, position by position
        if tid in seen:
            assert det.discard[i] == tid
        else:
            assert order_of(det.discard[i]) == order_of(tid) and det.discard[i] not in seen
    restacked = set(oracle.restacked if oracle else state.restacked_seen)
    old = [("order", i) for i in state.old_fields] + [("discard", i) for i in state.old_discards]
    for slot in old:                                 # the first stack's last tokens: never shown
        assert at(det, slot) not in restacked
        assert order_of(at(det, slot)) == order_of(at(state, slot))
    if oracle:
        assert set(oracle.seen_discards.values()) <= set(det.discard)


def test_determinize_keeps_all_the_table_knows_through_whole_games():
    checked = second = 0
    for n, (state, oracle) in enumerate(games_with_oracle(range(16))):
        if n % 5:
            continue
        before = state.to_dict()
        det = R.determinize(state, n % 3 - 1 if n % 3 else None, random.Random(n))
        assert state.to_dict() == before
        check_consistent(state, det, oracle)
        checked += 1
        second += state.exhaustions == 1
    assert checked > 300 and second > 20


def twin(state, rng):
    """``state`` with only what the table cannot see changed: the stack below its top
    shuffled, an Order field's token swapped with one of the same Order from there (not
    an old field's), a fresh RNG."""
    other = R.clone(state)
    below = other.stack[:-1]
    rng.shuffle(below)
    other.stack[:-1] = below
    for i, tid in enumerate(other.order_fields):
        if tid is None or i in other.old_fields:
            continue
        same = [j for j, t in enumerate(other.stack[:-1]) if order_of(t) == order_of(tid)]
        if same:
            j = rng.choice(same)
            other.order_fields[i], other.stack[j] = other.stack[j], tid
    other.rng = random.Random(rng.random())
    assert R.invariant_problems(other) == [] and R.view(other, None) == R.view(state, None)
    return other


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 400), r=st.integers(0, 10 ** 9),
       seat=st.sampled_from([None, 0, 1]))
def test_determinize_depends_only_on_what_the_table_knows(seed, steps, r, seat):
    state = random_state(seed, steps)
    other = twin(state, random.Random(r + 1))
    ours = R.determinize(state, seat, random.Random(r)).to_dict()
    assert ours == R.determinize(other, seat, random.Random(r)).to_dict()
    # every seat knows what the public knows in Basilica
    assert ours == R.determinize(state, None, random.Random(r)).to_dict()
    check_consistent(state, R.determinize(state, seat, random.Random(r)))


def test_the_hidden_tokens_and_the_dice_change_with_the_rng():
    early = R.new_game(PLAYERS, {}, 3)
    mid = first_state(lambda s: s.exhaustions == 0 and 15 <= len(s.stack) <= 25)
    second = first_state(lambda s: s.exhaustions == 1 and len(s.stack) >= 10 and s.phase == "play")
    for state in (early, mid, second):
        dets = [R.determinize(state, 0, random.Random(r)) for r in range(30)]
        assert len({tuple(d.stack) for d in dets}) == 30
        assert len({tuple(d.order_fields) for d in dets}) > 10
        assert len({d.rng.random() for d in dets}) == 30
        assert all(d.rng.getstate() != state.rng.getstate() for d in dets)
        assert len({d.seed for d in dets} | {state.seed}) == 31


def test_every_token_that_may_lie_under_an_order_turns_up_there():
    """Early in a game the element under the first Order can be any unseen token with
    that Order: each of them turns up in some determinization."""
    state = R.new_game(PLAYERS, {}, 11)
    order = order_of(state.order_fields[0])
    possible = {t for t in state.stack + state.order_fields if order_of(t) == order}
    found = {R.determinize(state, None, random.Random(r)).order_fields[0] for r in range(400)}
    assert found == possible


def test_determinize_refuses_a_seat_basilica_has_not():
    with pytest.raises(ValueError):
        R.determinize(R.new_game(PLAYERS, {}, 1), 2, random.Random(1))


# ---------------------------------------------------------------- playout policy
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 400), r=st.integers(0, 10 ** 6))
def test_the_policy_chooses_a_legal_action_and_leaves_the_state_alone(seed, steps, r):
    state = random_state(seed, steps)
    if R.is_over(state):
        with pytest.raises(ValueError):
            R.playout_policy(state, random.Random(r))
        return
    before = state.to_dict()
    assert R.playout_policy(state, random.Random(r)) in R.legal_actions(state)
    assert state.to_dict() == before


def test_the_policy_beats_uniformly_random_play():
    wins = 0
    for game in range(40):
        me, rng, state = game % 2, random.Random(game), R.new_game(PLAYERS, {}, 500 + game)
        while not R.is_over(state):
            choose = R.playout_policy(state, rng) if R.current_seat(state) == me else \
                rng.choice(R.legal_actions(state))
            R.apply(state, choose)
        wins += R.winners(state) == [me]
    assert wins >= 36


def test_the_policy_wastes_no_builder_and_no_coin():
    """The policy places no Builder where it changes no area's outcome while a Build would
    gain, and declines a Paid Hire or Shift that would win nothing."""
    checked = {"place": 0, "decline": 0}
    for seed in range(40):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        while not R.is_over(state):
            legal = R.legal_actions(state)
            choice = R.playout_policy(state, rng)
            if state.phase == "paid_offer" and state.pending["order"] in ("hire", "shift"):
                order, seat = state.pending["order"], state.pending["seat"]
                if all(_margin_after(state, order, seat, t) <= _margin(state, seat)
                       for t in R.order_targets(state, order, seat)):
                    assert choice == {"type": "decline"}
                    checked["decline"] += 1
            if {"type": "place_builder"} in legal:
                placed = R.clone(state)
                R.apply(placed, {"type": "place_builder"})
                if _margin(placed, state.turn) == _margin(state, state.turn) and any(
                        _gains(state, a) for a in legal if a["type"] == "build"):
                    assert choice != {"type": "place_builder"}
                    checked["place"] += 1
            R.apply(state, rng.choice(legal) if rng.random() < 0.5 else choice)
    assert checked["place"] > 5 and checked["decline"] > 5


def _gains(state, build):
    after = R.clone(state)
    R.apply(after, build)
    return _margin(after, state.turn) > _margin(state, state.turn)


def _margin(state, seat):
    points = R.score_areas(state)["points"]
    return points[seat] - points[1 - seat]


def _margin_after(state, order, seat, target):
    """The seat's margin (a scoring now) after carrying out ``order`` on ``target``."""
    from games.basilica import orders
    copy = R.clone(state)
    orders.carry_out(copy, order, seat, {k: list(v) for k, v in target.items()})
    return _margin(copy, seat)


def test_the_policy_builds_a_crowned_element_to_score_when_ahead_and_not_when_behind():
    """A crowned element that moves the King onto a crown space starts a scoring ("Ruch
    pionu Krola"): worth it with a lead, not without one."""
    took = {True: 0, False: 0}
    for seed in range(60):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        while not R.is_over(state) and sum(took.values()) < 60:
            legal = R.legal_actions(state)
            if state.phase == "play" and state.king + 1 in R.numbers().crown_spaces:
                starts = [a for a in legal if a["type"] == "build"
                          and TOKENS[state.element_fields[a["field"]]].crown]
                margin = _margin(state, state.turn)
                if starts and abs(margin) >= 6:
                    choice = R.playout_policy(state, rng)
                    started = choice in starts
                    assert started == (margin > 0), (margin, choice)
                    took[margin > 0] += 1
            R.apply(state, rng.choice(legal))
    assert took[True] > 3 and took[False] > 3


# ---------------------------------------------------------------- describe per seat
def test_every_seat_reads_the_public_line_and_it_is_a_sentence():
    rng, state = random.Random(4), R.new_game(PLAYERS, {}, 4)
    lines = 0
    while not R.is_over(state):
        for event in R.apply(state, R.playout_policy(state, rng)):
            assert "shown_to" not in event
            public = R.describe(state, event)
            assert public == R.describe(state, event, None) == R.describe(state, event, 0) \
                == R.describe(state, event, 1)
            assert public[0].isupper() and public[-1] in ".!?"
            lines += 1
    assert lines > 100
    with pytest.raises(ValueError):
        R.describe(state, {"type": "lunch"}, 0)


def test_the_computer_players_evaluation_favours_the_seat_ahead():
    """``evaluate`` (issue 11's hint for cutting playouts short): two chances summing to 1,
    more for the seat with more points; a finished game gives the winner 1."""
    import random as _random
    from games.basilica import rules as R
    players = [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "yellow"}]
    state = R.new_game(players, {}, 3)
    first = R.evaluate(state)
    assert abs(sum(first) - 1.0) < 1e-9 and all(0.0 <= x <= 1.0 for x in first)
    ahead = R.clone(state)
    ahead.totals = [12, 0]
    assert R.evaluate(ahead)[0] > 0.8 > first[0]
    behind = R.clone(state)
    behind.totals = [0, 12]
    assert R.evaluate(behind)[0] < 0.2
    rng = _random.Random(5)
    while not R.is_over(state):
        R.apply(state, R.playout_policy(state, rng))
    won = R.evaluate(state)
    best = max(state.totals)
    assert [w for w, t in zip(won, state.totals) if t == best] == \
        [1.0 if state.totals.count(best) == 1 else 0.5] * state.totals.count(best)
