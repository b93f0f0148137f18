"""saves/restoring.py: the exact message of every way a save comes back (or does not), the
count of moves in words, and the repair of damaged player records (``_repaired``).
"""
from __future__ import annotations

import json

import pytest

from saves import store
from saves.records import SaveError
from tests.engine.test_saves import PLAYERS, ToyRules
from tests.engine.test_saves_listing import toy  # noqa: F401 - the toy fixture

OLDER = "This save was made by an older version of the rules: "
CONTINUE = " You can continue from the saved position instead."
EMPTY_NAME = ("player 1's name was changed to \u201cPlayer 1\u201d (it was empty, repeated, "
              "too long or had characters that cannot be shown)")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))


def played(rules, adds, players=PLAYERS, base=None, seed=3) -> dict:
    state = rules.new_game(players, {}, seed) if base is None else rules.State.from_dict(base)
    actions = []
    for n in adds:
        rules.apply(state, {"type": "add", "n": n})
        actions.append({"type": "add", "n": n})
    return store.make_record("toy", "T", players, {}, seed, actions, state, rules, "auto",
                             base=base)


@pytest.mark.parametrize("count, words", [(0, "0 moves"), (1, "1 move"), (2, "2 moves"),
                                          (11, "11 moves")])
def test_the_moves_are_counted_in_words(toy, count, words):
    record = played(toy, [1] * count)
    toy.bonus = 1                                           # the dice now read differently
    restored = store.restore(record)
    if count == 0:                                          # no dice rolled: nothing differs
        assert restored.mismatch is None
        record["snapshot"]["total"] = 5                     # a position the moves do not give
        restored = store.restore(record)
    assert restored.mismatch == f"{OLDER}replaying its {words} gives a different game.{CONTINUE}"
    assert (restored.offer, restored.from_snapshot) == ("snapshot", True)


@pytest.mark.parametrize("count, words", [(1, "1 move"), (3, "3 moves")])
def test_a_damaged_position_offers_the_replay_and_counts_its_moves(toy, count, words):
    record = played(toy, [2] * count)
    del record["snapshot"]["rng"]
    restored = store.restore(record)
    assert restored.mismatch == (f"The stored position in this save is damaged (the game's "
                                 f"code met something it did not expect: KeyError), but its {words} replay without a problem. You can "
                                 f"continue from the replayed game.")
    assert (restored.offer, restored.from_snapshot) == ("replay", False)
    assert [lines["en"] for lines in restored.log] == [("Added 2.", {})] * count


def test_a_replay_that_cannot_be_played_on_says_so(toy):
    record = played(toy, [1, 1])
    toy.scores = lambda state: [0]                          # one score for two seats
    with pytest.raises(SaveError) as info:
        store.restore(record)
    assert info.value.reason == (
        f"{OLDER}replaying its 2 moves gives a game that cannot be played on (its "
        f"players do not match its position). The saved position cannot be rebuilt either "
        f"(its players do not match its position).")


def test_a_stuck_position_is_not_playable(toy):
    record = played(toy, [1])
    toy.legal_actions = lambda state: []
    with pytest.raises(SaveError) as info:
        store.restore(record, prefer_snapshot=True)
    assert info.value.reason == \
        "The saved position cannot be rebuilt (nobody can move in it)."


def test_a_preferred_snapshot_that_cannot_be_rebuilt(toy):
    record = played(toy, [1])
    record["snapshot"]["turn"] = -1
    with pytest.raises(SaveError) as info:
        store.restore(record, prefer_snapshot=True)
    assert info.value.reason == "The saved position cannot be rebuilt ('turn' is damaged)."


def test_rules_that_cannot_be_loaded(toy, monkeypatch):
    from games.engine import registry
    from types import SimpleNamespace

    def rules():
        raise ImportError("no module named toy_rules")
    monkeypatch.setattr(registry, "get", lambda game_id: SimpleNamespace(
        game_id="toy", title="Toy Count", available=True, rules=rules))
    with pytest.raises(SaveError) as info:
        store.restore(played(ToyRules(), [1]))
    assert info.value.reason == "Toy Count cannot be loaded: no module named toy_rules."


# --------------------------------------------------------------------------- repairing players

BAD = [{"name": "", "colour": "blue"}, {"name": "Bob", "colour": "yellow"}]
FIXED = [{"name": "Player 1", "colour": "blue"}, {"name": "Bob", "colour": "yellow"}]


def test_repaired_players_are_played_again(toy):
    record = played(toy, [1, 2, 3], players=BAD)
    original = json.loads(json.dumps(record))
    restored = store.restore(record)
    assert restored.repairs == [EMPTY_NAME]
    assert restored.record == {**original, "players": FIXED,
                               "snapshot": {**original["snapshot"], "names": ["Player 1", "Bob"]}}
    assert restored.state.names == ["Player 1", "Bob"] and restored.state.total == 6
    assert restored.actions == original["actions"] and restored.actions is not record["actions"]
    assert (restored.mismatch, restored.from_snapshot, restored.offer) == (None, False, None)
    assert [lines["en"] for lines in restored.log] == [("Added 1.", {}), ("Added 2.", {}), ("Added 3.", {})]
    assert record == original                                  # the record read is untouched
    again = store.restore(restored.record)
    assert again.repairs == [] and again.mismatch is None


def test_two_repairs_are_joined(toy):
    players = [{"name": "", "colour": "blue"}, {"name": "Bob", "colour": "plaid"}]
    record = played(toy, [1], players=players, base=None)
    record["base"] = ToyRules().new_game(players, {}, 3).to_dict()
    record["base"]["rolls"] = list(record["base"]["rolls"])
    with pytest.raises(SaveError) as info:
        store.restore(record)
    assert info.value.reason == (
        f"This save's players are damaged ({EMPTY_NAME}; Bob plays Yellow (the saved colour "
        f"was unknown or taken)), and a game continued from a stored position cannot be "
        f"repaired.")


def test_a_game_continued_from_a_position_is_not_repaired(toy):
    start = toy.new_game(BAD, {}, 3).to_dict()
    start["rolls"] = list(start["rolls"])
    record = played(toy, [2], players=BAD, base=start)
    with pytest.raises(SaveError) as info:
        store.restore(record)
    assert info.value.reason == (f"This save's players are damaged ({EMPTY_NAME}), and a game "
                                 f"continued from a stored position cannot be repaired.")


class PickyRules(ToyRules):
    """Rules that refuse to set up a game with a seat called "Player 1"."""

    def new_game(self, players, options, seed):
        if any(p["name"] == "Player 1" for p in players):
            raise ValueError("no such player")
        return super().new_game(players, options, seed)


def test_a_game_that_does_not_replay_with_its_players_repaired(toy, monkeypatch):
    picky = PickyRules()
    record = played(picky, [1, 1], players=BAD)
    from games.engine import registry
    from types import SimpleNamespace
    monkeypatch.setattr(registry, "get", lambda game_id: SimpleNamespace(
        game_id="toy", title="Toy Count", available=True, rules=lambda: picky))
    with pytest.raises(SaveError) as info:
        store.restore(record)
    assert info.value.reason == (f"This save's players are damaged ({EMPTY_NAME}), and the "
                                 f"game does not replay with them repaired.")


def test_repairs_with_a_preferred_snapshot_are_refused(toy):
    record = played(toy, [1], players=BAD)
    with pytest.raises(SaveError) as info:
        store.restore(record, prefer_snapshot=True)
    assert info.value.reason == f"This save's players are damaged ({EMPTY_NAME})."


def test_repairs_when_the_replay_differs_are_refused(toy):
    record = played(toy, [1, 3], players=BAD)
    toy.max_add = 2
    with pytest.raises(SaveError) as info:
        store.restore(record)
    assert info.value.reason == (
        f'{OLDER}move 2 of 2 is no longer allowed ("You may add 1 to 2."). Its players are '
        f"damaged too ({EMPTY_NAME}), so it cannot be repaired.")


def test_a_title_that_needs_cleaning_is_replaced_only_then(toy):
    record = played(toy, [1])
    assert store.restore(record).record is record
    record["title"] = "\x00\x01"
    assert store.restore(record).record["title"] == "Toy Count"    # nothing left: the game's name


@pytest.mark.parametrize("game", ["bazyliszek", "baldricks_tomb", "basilica"])
def test_a_position_saved_before_a_field_was_added_offers_the_replay_as_older(game):
    """A version that adds a field to a game's position (Basilica's memory of seen tokens)
    reads an older save by replaying its moves, and says the save is older, not damaged."""
    import random
    from games.engine import registry
    rules = registry.get(game).rules()
    players = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]
    state, rng, actions = rules.new_game(players, {}, 4), random.Random(4), []
    for _ in range(12):
        action = rng.choice(rules.legal_actions(state))
        rules.apply(state, action)
        actions.append(action)
    record = store.make_record(game, "T", players, {}, 4, actions, state, rules, "auto")
    dropped = sorted(k for k in record["snapshot"] if k != "rng")[-1]
    del record["snapshot"][dropped]
    restored = store.restore(record)
    assert restored.mismatch == ("This save's stored position comes from an earlier version of "
                                 "the game (it lacks what this version keeps), but its 12 moves "
                                 "replay without a problem. You can continue from the replayed "
                                 "game.")
    assert restored.offer == "replay" and restored.state.to_dict() == state.to_dict()
    record["snapshot"][dropped] = "?"                  # a damaged value instead: damaged
    assert store.restore(record).mismatch.startswith("The stored position in this save is damaged (")


@pytest.mark.parametrize("error", [KeyError("rng"), TypeError("'NoneType' object is not iterable"),
                                   AttributeError("'Toy' object has no attribute 'frob'"), IndexError("list index out of range"),
                                   ValueError("")])
def test_no_python_wording_reaches_a_player_when_old_data_trips_the_rules(toy, error):
    # A failure that is not one of the rules' own sentences is named, never quoted.
    record = played(toy, [1, 1])

    def broken(state, action):
        raise error
    toy.apply = broken
    restored = store.restore(record)
    assert "the game's code met something it did not expect: " + type(error).__name__ \
        in restored.mismatch
    assert str(error) not in restored.mismatch.replace(type(error).__name__, "") or not str(error)
    assert "Error:" not in restored.mismatch
