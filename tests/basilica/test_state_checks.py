"""Loading a Basilica position (``State.from_dict``): every state a game reaches loads,
and a damaged one (wrong types, cells off the Plan, unknown tokens or Orders, impossible
counts, a seat out of range, fields that contradict each other) is refused with a
``ValueError`` that says what is wrong; nothing else ever escapes."""
import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.basilica import rules as R
from games.engine.protocol import IllegalAction

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]
TOKENS = list(R.load_content().tokens)


def _play(seed, until):
    """A random game from ``seed`` up to the first state with ``until(state)``, or None."""
    rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
    while not R.is_over(state):
        if until(state):
            return state
        R.apply(state, rng.choice(R.legal_actions(state)))
    return state if until(state) else None


def _find(until):
    for seed in range(300):
        state = _play(seed, until)
        if state is not None:
            return json.loads(json.dumps(state.to_dict()))
    raise AssertionError("no such state in 300 random games")


def _rich(s):
    return (s.phase == "play" and len(s.cathedral) >= 8 and s.promoted and s.scaffolding
            and s.stained_glass and s.scorings and s.last_build
            and {b[2] for b in s.builders} == {0, 1}
            and any(R.load_content().tokens[t].joker for _, _, t in s.cathedral))


@pytest.fixture(scope="module")
def rich():
    """A position in play with Builders of both seats, a promotion, Scaffolding, Stained
    glass, a Joker, a scoring held and an element just built."""
    return _find(_rich)


@pytest.fixture(scope="module")
def offer():
    return _find(lambda s: s.phase == "paid_offer")


@pytest.fixture(scope="module")
def paid():
    return _find(lambda s: s.phase == "paid_order")


@pytest.fixture(scope="module")
def scoring():
    return _find(lambda s: s.phase == "scoring" and s.scoring["result"]["areas"])


def refused(d, *fragments):
    """Load ``d``: it must be refused, and the message must hold every fragment."""
    with pytest.raises(ValueError) as info:
        R.State.from_dict(d)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_every_state_of_random_games_loads_as_itself():
    phases = set()
    for seed in range(12):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        while True:
            d = json.loads(json.dumps(state.to_dict()))
            assert R.State.from_dict(d).to_dict() == d
            phases.add(state.phase)
            if R.is_over(state):
                break
            R.apply(state, rng.choice(R.legal_actions(state)))
    assert phases == {"play", "paid_offer", "paid_order", "scoring", "over"}


# ----------------------------------------------------------------- one field at a time

def _set(field, value):
    return lambda d: d.__setitem__(field, value)


FIELD_CASES = [
    # (name, change, what the message says)
    ("not a dict", None, "it is not a set of named fields"),
    ("missing field", lambda d: d.pop("king"), "missing field 'king'"),
    ("unknown field", _set("bishop", 1), "unknown field 'bishop'"),
    ("three players", lambda d: d["players"].append({"name": "Cyryl", "colour": "green"}),
     "players: should be two players"),
    ("nameless player", lambda d: d["players"][0].__setitem__("name", " "), "players:"),
    ("offer of a list", _set("pending", {"order": ["hire"], "seat": 1}), "pending: should be"),
    ("offer of a dict", _set("pending", {"order": {}, "seat": 1}), "pending: should be"),
    ("seed text", _set("seed", "7"), "seed: should be a whole number"),
    ("phase unknown", _set("phase", "lunch"), "phase: should be one of"),
    ("seat 2", _set("turn", 2), "turn: should be seat 0 or 1"),
    ("seat -1", _set("turn", -1), "turn: should be seat 0 or 1"),
    ("seat bool", _set("turn", True), "turn: should be seat 0 or 1"),
    ("seat text", _set("turn", "0"), "turn: should be seat 0 or 1"),
    ("four actions", _set("actions_done", 3), "actions_done:"),
    ("actions float", _set("actions_done", 1.0), "actions_done:"),
    ("last build off the Plan", _set("last_build", [0, 5]), "last_build:"),
    ("last build a tuple-ish", _set("last_build", {"x": 0, "y": 0}), "last_build:"),
    ("stack not a list", _set("stack", "y01"), "stack: should be a list of token ids"),
    ("stack unknown token", lambda d: d["stack"].append("q99"), "stack:"),
    ("discard holds a number", lambda d: d["discard"].append(4), "discard:"),
    ("two Order fields", lambda d: d["order_fields"].pop(), "order_fields:"),
    ("unknown element", lambda d: d["element_fields"].__setitem__(0, "zz"), "element_fields:"),
    ("cell row 5", lambda d: d["cathedral"][0].__setitem__(1, 5), "cathedral:"),
    ("cell column -1", lambda d: d["cathedral"][0].__setitem__(0, -1), "cathedral:"),
    ("cell column 1.5", lambda d: d["cathedral"][0].__setitem__(0, 1.5), "cathedral:"),
    ("cell far away", lambda d: d["cathedral"][0].__setitem__(0, 10 ** 9), "cathedral:"),
    ("cell of two", lambda d: d["cathedral"].__setitem__(0, d["cathedral"][0][:2]), "cathedral:"),
    ("unknown token built", lambda d: d["cathedral"][0].__setitem__(2, "x01"), "cathedral:"),
    ("Builder of seat 2", lambda d: d["builders"][0].__setitem__(2, 2), "builders:"),
    ("Builder seat null", lambda d: d["builders"][0].__setitem__(2, None), "builders:"),
    ("Coins 3", _set("coins", [3, 0]), "coins:"),
    ("Coins negative", _set("coins", [-1, 1]), "coins:"),
    ("Coins of one", _set("coins", [1]), "coins:"),
    ("negative score", _set("totals", [-2, 0]), "totals:"),
    ("King off the track", _set("king", 16), "king:"),
    ("King text", _set("king", "5"), "king:"),
    ("four scorings", lambda d: d["scorings"].extend(d["scorings"] * 3), "scorings:"),
    ("scoring not a breakdown", lambda d: d["scorings"].__setitem__(0, {"points": [1, 1]}),
     "scorings:"),
    ("three exhaustions", _set("exhaustions", 3), "exhaustions:"),
    ("turn 0", _set("turn_number", 0), "turn_number:"),
    ("advancement 5", _set("advancement", [5, 4]), "advancement:"),
    ("promoted off the Plan", lambda d: d["promoted"].append([0, 7]), "promoted:"),
    ("scaffolding text", _set("scaffolding", "none"), "scaffolding:"),
    ("glass cell of three", lambda d: d["stained_glass"].append([0, 0, 0]), "stained_glass:"),
    ("offer of an unknown Order", _set("pending", {"order": "bribe", "seat": 1}), "pending:"),
    ("offer with an extra key", _set("pending", {"order": "hire", "seat": 1, "coin": 1}),
     "pending:"),
    ("scoring number 4", _set("scoring", {"number": 4, "result": {"areas": [], "points": [0, 0]},
                                          "interrupted": True, "final": False}), "scoring:"),
    ("rng a number", _set("rng", 5), "rng:"),
    ("rng of another version", lambda d: d["rng"].__setitem__(0, 2), "rng:"),
    ("rng words negative", lambda d: d["rng"][1].__setitem__(0, -1), "rng:"),
]


@pytest.mark.parametrize("name,change,says", FIELD_CASES, ids=[c[0] for c in FIELD_CASES])
def test_a_field_of_the_wrong_type_or_range_is_refused(rich, name, change, says):
    d = copy.deepcopy(rich)
    if change is None:
        d = [d]
    else:
        change(d)
    refused(d, "the saved position is damaged", says)


# ----------------------------------------------------------------- fields that disagree

def _builder_cell(d, seat):
    return next(b[:2] for b in d["builders"] if b[2] == seat)


def _empty_cell(d):
    built = {tuple(c[:2]) for c in d["cathedral"]} | {tuple(c) for c in d["scaffolding"]}
    return next([x, y] for x in range(60) for y in range(5) if (x, y) not in built)


def _two_jokers(d):
    """Put a second Joker beside a built Joker (swapping tokens, so 58 stay)."""
    grid = {tuple(c[:2]): c for c in d["cathedral"]}
    jokers = [t for t in TOKENS if R.load_content().tokens[t].joker]
    for (x, y), cell in grid.items():
        if not R.load_content().tokens[cell[2]].joker:
            continue
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in grid and not R.load_content().tokens[grid[nxt][2]].joker:
                other = next(j for j in jokers if j != cell[2] and j not in
                             [c[2] for c in d["cathedral"]])
                for pile in ("stack", "discard", "order_fields", "element_fields"):
                    if other in d[pile]:
                        d[pile][d[pile].index(other)] = grid[nxt][2]
                grid[nxt][2] = other
                return
    raise AssertionError("no Joker with a plain neighbour")


CROSS_CASES = [
    ("a token twice", lambda d: d["stack"].__setitem__(0, d["stack"][1]), "tokens accounted"),
    ("a token missing", lambda d: d["stack"].pop(), "tokens accounted"),
    ("two elements on a cell", lambda d: d["cathedral"].append(
        d["cathedral"][0][:2] + [d["stack"].pop()]), "overlap"),
    ("an element cut off", lambda d: d["cathedral"].append([40, 2, d["stack"].pop()]),
     "cut off from the sockets"),
    ("two Jokers side by side", _two_jokers, "two Jokers touch"),
    ("a Builder on an empty cell", lambda d: d["builders"].append(_empty_cell(d) + [0]),
     "not alone on a built element"),
    ("two Builders on an element", lambda d: d["builders"].append(
        _builder_cell(d, 0) + [1]), "not alone"),
    ("six Builders", lambda d: d["builders"].extend(
        [c[:2] + [0] for c in d["cathedral"] if c[:2] not in [b[:2] for b in d["builders"]]][:6]),
     "more Builders in play"),
    ("an empty field in play", lambda d: d["stack"].append(
        d["order_fields"].pop(0)) or d["order_fields"].insert(0, None), "empty field"),
    ("the wrong seat's turn", lambda d: d.__setitem__("turn_number", d["turn_number"] + 1),
     "not seat"),
    ("just built on an empty cell", lambda d: d.__setitem__("last_build", _empty_cell(d)),
     "element just built"),
    ("just built with no action done", _set("actions_done", 0), "element just built"),
    ("scores without scorings", lambda d: d["totals"].__setitem__(0, d["totals"][0] + 3),
     "not the points of the scorings"),
    ("King behind the crowns built", _set("king", 0), "crowned elements built"),
    ("a scoring missed", lambda d: d.__setitem__("scorings", []) or d.__setitem__(
        "totals", [0, 0]), "scorings held with the King"),
    ("a scoring open in play", lambda d: d.__setitem__("scoring", {
        "number": 2, "result": {"areas": [], "points": [0, 0]}, "interrupted": True,
        "final": False}), "scoring out of place"),
    ("stack out but playing on", _set("exhaustions", 2), "ran out a second time"),
    ("over too early", lambda d: d.update(phase="over", last_build=None),
     "ended before its third scoring"),
    ("Coins from nowhere", _set("coins", [2, 1]), "bad Coins"),
    ("an advancement token lost", lambda d: d["advancement"].__setitem__(
        0, d["advancement"][0] - 1 if d["advancement"][0] else 1), "advancement tokens"),
    ("a promotion without a Builder", lambda d: d["promoted"].append(_empty_cell(d)),
     "advancement tokens or promoted"),
    ("Scaffolding on an element", lambda d: d["scaffolding"].append(d["cathedral"][0][:2]),
     "Scaffolding off"),
    ("nine Scaffolding", lambda d: d["scaffolding"].extend(
        [[x, 4] for x in range(30, 39)]), "Scaffolding off"),
    ("Stained glass on nothing", lambda d: d["stained_glass"].append(_empty_cell(d)),
     "Stained glass off"),
    ("an offer in play", _set("pending", {"order": "hire", "seat": 1}), "Paid Order offer"),
]


@pytest.mark.parametrize("name,change,says", CROSS_CASES, ids=[c[0] for c in CROSS_CASES])
def test_fields_that_contradict_each_other_are_refused(rich, name, change, says):
    d = copy.deepcopy(rich)
    change(d)
    refused(d, says)


def test_a_paid_order_offer_that_cannot_be_is_refused(offer, paid):
    seat = offer["pending"]["seat"]
    for order in ("dismiss", "promote", "tax"):                 # no Paid Order on these
        d = copy.deepcopy(offer)
        d["pending"]["order"] = order
        refused(d, "Paid Order offer out of place")
    d = copy.deepcopy(offer)
    d["pending"]["seat"] = 1 - seat                             # the active seat itself
    refused(d, "Paid Order offer out of place")
    d = copy.deepcopy(offer)
    d["coins"][seat], d["coins"][1 - seat] = 0, 1               # nothing to pay with
    refused(d, "without a Coin")
    d = copy.deepcopy(paid)
    d["pending"]["order"], d["builders"] = "shift", []           # nothing to shift
    d["promoted"], d["advancement"] = [], [4, 4]
    refused(d, "nothing to carry it out on")


def test_an_open_scoring_must_be_the_cathedrals_breakdown(scoring):
    d = copy.deepcopy(scoring)
    area = d["scoring"]["result"]["areas"][0]
    area["points"][0] += 1
    d["scoring"]["result"]["points"][0] += 1
    refused(d, "breakdown is not the cathedral's")
    d = copy.deepcopy(scoring)
    d["scoring"]["result"]["points"][0] += 1                    # totals off the areas' sum
    refused(d, "scoring:")
    d = copy.deepcopy(scoring)
    d["scoring"]["number"] = len(d["scorings"]) + 2 if len(d["scorings"]) < 2 else 1
    refused(d, "open scoring's number")
    d = copy.deepcopy(scoring)
    d["scoring"]["final"] = not d["scoring"]["final"]
    refused(d, "final exactly when the stack ran out")
    d = copy.deepcopy(scoring)
    d["phase"] = "play"
    refused(d, "scoring out of place")


# ----------------------------------------------------------------- anything at all

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.floats(allow_nan=True)
    | st.sampled_from(TOKENS[:6] + ["hire", "dismiss", "play", "scoring", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["order", "seat", "name", "colour", "x"]), inner, max_size=3),
    max_leaves=8)


def _paths(value, path=()):
    """Every place inside ``value`` a damage can go: ``(path, ...)`` tuples of keys."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list) and path[:1] != ("rng",):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damage_is_refused_with_a_value_error_or_loads_a_playable_state(rich, data):
    """Replace any part of a saved position with any JSON value: ``from_dict`` raises
    ValueError, or (the value happened to fit) gives a sound state that plays on."""
    d = copy.deepcopy(rich)
    path = data.draw(st.sampled_from([p for p in _paths(d) if p]))
    value = data.draw(JSON)
    target = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        state = R.State.from_dict(d)
    except ValueError as exc:
        assert str(exc).startswith("the saved position is damaged")
        return
    assert R.invariant_problems(state) == []
    legal = R.legal_actions(state)
    assert legal or R.is_over(state)
    for action in legal[:40]:
        trial = R.State.from_dict(state.to_dict())
        try:
            R.apply(trial, action)
        except IllegalAction:                           # never: it was listed as legal
            raise AssertionError(action)


# Values of every JSON kind, the unhashable ones too (a list or a dict where a name or an
# id is kept), each one that no field of the places they go into expects.
ODD_VALUES = [None, True, -1, 2.5, "zz", [], {}, [[]], {"order": []}]


def _places(d):
    """Every place inside ``d`` a damage can go, long lists (the stack, the discard pile,
    the RNG) only at their first two items."""
    def walk(value, path):
        if path:
            yield path
        if isinstance(value, dict):
            for k, v in value.items():
                yield from walk(v, path + (k,))
        elif isinstance(value, list) and path[:1] != ("rng",):
            for i, v in enumerate(value[:2] if len(value) > 6 else value):
                yield from walk(v, path + (i,))
    return list(walk(d, ()))


@pytest.mark.parametrize("position", ["rich", "offer", "paid", "scoring"])
def test_an_odd_value_anywhere_is_refused_in_words_and_never_crashes(position, request):
    """Every place of a position in each phase (the Paid Order offer's Order included)
    with every odd value: ``from_dict`` refuses it with the damaged-save sentence, or the
    value happened to fit and the state is sound; no other error escapes."""
    sound = request.getfixturevalue(position)
    for path in _places(sound):
        for value in ODD_VALUES:
            d = copy.deepcopy(sound)
            target = d
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = copy.deepcopy(value)
            try:
                state = R.State.from_dict(d)
            except ValueError as exc:
                assert str(exc).startswith("the saved position is damaged: "), (path, value)
                continue
            assert R.invariant_problems(state) == [], (path, value)
