"""One conformance test for every registered game (after OpenSpiel's random simulation test).

Every game listed as available in ``games.engine.registry`` is played here many times,
by uniformly random choices and by its own ``playout_policy``, and after every step the
protocol of ``games.engine.protocol`` is checked:

* the seat to move has legal actions until the game is over, then none, and the game ends;
* every seat's view and the public view are JSON-safe, and reading them (or changing what
  was read) changes nothing;
* ``describe`` gives a real sentence for every event and every seat (and the public line);
  an event's ``shown_to`` names real seats;
* a refused action (a sample of steps) raises ``IllegalAction`` with a reason and leaves ``to_dict()`` as it was;
* (at a sample of steps, different in each game) a ``to_dict``/``from_dict`` copy and a ``clone`` continue exactly like the original;
* ``determinize`` keeps the seat's view and the invariants, leaves the state alone, keeps
  the legal actions of the seat that decides, and depends only on what the seat knows;
* no seat's log line tells it more than it knows: in a determinized copy (where what the
  seat cannot know is drawn again) the same action gives the seat the same lines whenever
  it leaves the seat the same view.

A new game gets all of this by being registered.
"""
from __future__ import annotations

import json
import random
import re

import pytest

from games.engine import registry
from games.engine.protocol import IllegalAction

GAMES = [g.game_id for g in registry.rules_games()]
MAX_STEPS = 5000
RANDOM_GAMES = 150          # uniformly random play: cheap checks at every step
RANDOM_STEPS_OPEN = 300     # ... per game of a game whose random play need not end
POLICY_GAMES = 10           # playout policy, mixed with random choices: every check
POLICY_GAMES_LONG = 2       # ... of a game of thousands of actions (RANDOM_PLAY_ENDS False)
SENTENCE = re.compile(r"^[\"'(A-Z0-9À-Ž].*[.!?]\)?[\"']?$", re.DOTALL)


def _players(n: int) -> list[dict]:
    return [{"name": f"P{i}", "colour": f"c{i}", "shields": i % 3} for i in range(n)]


def _options(rules, rng: random.Random) -> dict:
    """Setup options drawn at random, also those a game takes but does not offer on the
    setup screen yet (``unoffered_options``: Baš-Čelik's advanced variant), so they are
    checked from their first line."""
    every = [*rules.setup_options(), *getattr(rules, "unoffered_options", list)()]
    return {o.key: rng.choice(o.choices)[0] for o in every}


def _new(game_id: str, game: int):
    info = registry.get(game_id)
    rules = info.rules()
    rng = random.Random(game)
    n = rng.randint(info.min_players, info.max_players)
    return rules, rules.new_game(_players(n), _options(rules, rng), seed=game), rng


def _seats(state) -> list:
    return [None, *range(len(state.players))]


def _problems(rules, state) -> list[str]:
    check = getattr(rules, "invariant_problems", None)
    return check(state) if check else []


def _play(rules, state, rng, steps: int, policy: bool) -> list[dict]:
    """Play up to ``steps`` actions; return them (stops at the game's end)."""
    taken = []
    for _ in range(steps):
        if rules.is_over(state):
            break
        action = rules.playout_policy(state, rng) if policy else rng.choice(rules.legal_actions(state))
        rules.apply(state, action)
        taken.append(action)
    return taken


# ---------------------------------------------------------------- the checks of one step
def _scribble(value) -> None:
    """Change every list and dict inside ``value`` in place (a careless scene would)."""
    if isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("scribbled")
    elif isinstance(value, dict):
        for item in value.values():
            _scribble(item)
        value["scribbled"] = True


def check_views(rules, state) -> None:
    before = state.to_dict()
    for seat in _seats(state):
        view = rules.view(state, seat)
        assert json.loads(json.dumps(view)) == view, f"view for {seat} is not JSON-safe"
        assert rules.view(state, seat) == view, "reading a view twice gives two answers"
        _scribble(view)
    assert state.to_dict() == before, "reading the views, or changing what was read, changed the state"


def check_lines(rules, state, events: list[dict]) -> None:
    seats = len(state.players)
    for event in events:
        assert json.loads(json.dumps(event)) == event, f"event not JSON-safe: {event}"
        shown = event.get("shown_to")
        if shown is not None:
            assert isinstance(shown, list) and all(isinstance(s, int) and 0 <= s < seats
                                                  for s in shown), f"bad shown_to in {event}"
        for seat in _seats(state):
            line = rules.describe(state, event, seat)
            assert isinstance(line, str) and SENTENCE.match(line), (
                f"describe({event['type']!r}, seat {seat}) is not a sentence: {line!r}")
            assert "None" not in line and "{" not in line and "_" not in line, line


def check_refusals(rules, state, rng) -> None:
    legal = rules.legal_actions(state)
    before = state.to_dict()
    wrong = [{"type": "no such action"}, {}, {"type": None}, {"type": ["x"]}]
    if legal:
        model = rng.choice(legal)
        for key in model:
            if key != "type":
                for value in (-1, 10 ** 6, "x", None, [1], {"a": 1}):
                    candidate = dict(model, **{key: value})
                    if candidate not in legal:
                        wrong.append(candidate)
        wrong.append(dict(model, stray_key=1) if dict(model, stray_key=1) not in legal else {})
    for action in wrong:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, action)
        assert isinstance(refused.value.reason, str) and refused.value.reason.strip()
        assert state.to_dict() == before, f"refusing {action} changed the state"


def check_copies(rules, state, rng) -> None:
    """A save copy and a clone continue exactly like the original for a few actions."""
    before = state.to_dict()
    saved = rules.State.from_dict(json.loads(json.dumps(before)))
    cloned = rules.clone(state)
    assert cloned is not state and cloned.to_dict() == before and saved.to_dict() == before
    original = rules.State.from_dict(before)
    seed = rng.randrange(10 ** 9)
    for copy in (saved, cloned):
        a, b = random.Random(seed), random.Random(seed)
        for _ in range(6):
            if rules.is_over(original):
                break
            ref = rules.legal_actions(original)
            assert rules.legal_actions(copy) == ref
            action = a.choice(ref)
            b.choice(ref)
            assert rules.apply(copy, action) == rules.apply(original, action)
            assert copy.to_dict() == original.to_dict()
        original = rules.State.from_dict(before)
    assert state.to_dict() == before, "copying or playing on a copy changed the original"


def check_determinize(rules, state, rng) -> None:
    before = state.to_dict()
    mover = rules.current_seat(state)
    for seat in _seats(state):
        r = rng.randrange(10 ** 9)
        det = rules.determinize(state, seat, random.Random(r))
        assert state.to_dict() == before, "determinize changed the state"
        assert det is not state
        assert rules.view(det, seat) == rules.view(state, seat), f"determinize changed seat {seat}'s view"
        assert _problems(rules, det) == [], f"determinized for {seat}: {_problems(rules, det)}"
        json.dumps(det.to_dict())
        if seat is not None and seat == mover:
            assert rules.legal_actions(det) == rules.legal_actions(state)
            if hasattr(rules, "useful_actions"):           # a hint for computer players
                assert rules.useful_actions(det) == rules.useful_actions(state)
        # only what the seat knows matters: determinizing the determinized copy again with
        # the same rng gives the same state as determinizing the original
        r2 = rng.randrange(10 ** 9)
        once = rules.determinize(state, seat, random.Random(r2)).to_dict()
        twice = rules.determinize(det, seat, random.Random(r2)).to_dict()
        assert once == twice, f"determinize for {seat} depends on what the seat cannot know"
        if seat is not None:
            check_no_leak(rules, state, det, seat, rng)


def check_no_leak(rules, state, det, seat: int, rng) -> None:
    """The seat's lines for an action are the same in a world it cannot tell apart."""
    legal = rules.legal_actions(state)
    if not legal:
        return
    action = rng.choice(legal)
    if action not in rules.legal_actions(det):
        return
    real, other = rules.clone(state), rules.clone(det)
    other.rng.setstate(real.rng.getstate())      # the same dice: only the unknown differs
    real_events, other_events = rules.apply(real, action), rules.apply(other, action)
    if rules.view(real, seat) != rules.view(other, seat):
        return                                   # the action showed the seat something new
    real_lines = [rules.describe(real, e, seat) for e in real_events]
    other_lines = [rules.describe(other, e, seat) for e in other_events]
    assert real_lines == other_lines, (
        f"seat {seat}'s log tells it what it cannot know: {real_lines} vs {other_lines}")


# ---------------------------------------------------------------- the tests
@pytest.mark.parametrize("game_id", GAMES)
def test_uniformly_random_play_never_breaks_a_rule_of_the_protocol(game_id):
    ends = getattr(registry.get(game_id).rules(), "RANDOM_PLAY_ENDS", True)
    for game in range(RANDOM_GAMES):
        rules, state, rng = _new(game_id, game)
        for step in range(MAX_STEPS if ends else RANDOM_STEPS_OPEN):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            assert legal, f"game {game} step {step}: no legal action"
            assert rules.current_seat(state) is not None
            events = rules.apply(state, rng.choice(legal))
            assert _problems(rules, state) == [], f"game {game} step {step}"
            assert min(rules.scores(state)) >= 0
            if step % 7 == 0:
                check_lines(rules, state, events)
        else:
            if not ends:         # e.g. a race to 18 gems that random choices never run
                continue
            pytest.fail(f"{game_id} game {game} did not end in {MAX_STEPS} random steps")
        assert rules.winners(state) and rules.legal_actions(state) == []
        assert rules.current_seat(state) is None
        with pytest.raises(ValueError):
            rules.playout_policy(state, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_check_at_every_step_of_policy_games(game_id):
    ends = getattr(registry.get(game_id).rules(), "RANDOM_PLAY_ENDS", True)
    policy_share = 0.8 if ends else 0.98     # random choices there spend what wins the game
    steps = MAX_STEPS if ends else 3 * MAX_STEPS
    for game in range(POLICY_GAMES if ends else POLICY_GAMES_LONG):
        rules, state, rng = _new(game_id, 10_000 + game)
        for step in range(steps):
            check_views(rules, state)
            if step % 4 == game % 4:
                check_refusals(rules, state, rng)
            if step % 9 == game % 9 or rules.is_over(state):
                check_copies(rules, state, rng)
                check_determinize(rules, state, rng)
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            if hasattr(rules, "useful_actions"):   # a hint for computer players: legal
                useful = rules.useful_actions(state)             # ones, in their order
                assert useful and useful == [a for a in legal if a in useful]
            by_policy = rng.random() < policy_share
            action = rules.playout_policy(state, rng) if by_policy else rng.choice(legal)
            assert action in legal, f"policy chose an illegal {action}"
            if by_policy and hasattr(rules, "useful_actions"):
                assert action in useful, f"policy chose {action}, which does nothing"
            events = rules.apply(state, action)
            assert _problems(rules, state) == [], f"game {game} step {step}"
            check_lines(rules, state, events)
        else:
            pytest.fail(f"{game_id} game {game} did not end in {steps} steps")
        assert rules.winners(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ends_under_the_playout_policy(game_id):
    for game in range(40):
        rules, state, rng = _new(game_id, 20_000 + game)
        _play(rules, state, rng, MAX_STEPS, policy=True)
        assert rules.is_over(state), f"{game_id} game {game} did not end under the policy"
        assert rules.winners(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_is_independent_of_its_original(game_id):
    rules, state, rng = _new(game_id, 77)
    _play(rules, state, rng, 20, policy=True)
    copy = rules.clone(state)
    before = state.to_dict()
    _play(rules, copy, rng, 30, policy=True)
    assert state.to_dict() == before
