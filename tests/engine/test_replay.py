"""The replay model (``games.engine.replay``): every position of random games of every
game, reached by a jump from anywhere, equals the state reached by playing those actions;
its log is the log the game had; its session only looks; records that do not replay say
why."""
import json
import random

import pytest

from games.engine import registry
from games.engine.protocol import IllegalAction
from games.engine.replay import REFUSAL, Replay, ReplayError, ReplaySession
from games.engine.session import Session, turn_of
from saves.records import make_record

GAMES = [g.game_id for g in registry.rules_games()]
COLOURS = ("blue", "yellow", "vermillion", "sky", "green", "purple")
STEPS = 160                  # actions per game at most (short games end before)
JUMPS = 40                   # random positions visited per game, in random order


def _players(n: int) -> list[dict]:
    return [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]


def played(game_id: str, seed: int, steps: int = STEPS):
    """A game of ``game_id`` played by the playout policy through a ``Session`` (so its log
    is the one a board keeps), with every position's ``to_dict``: ``(session, record,
    positions)``."""
    info = registry.get(game_id)
    rules = info.rules()
    rng = random.Random(seed)
    n = rng.randint(info.min_players, min(info.max_players, 4))
    session = Session.new(rules, _players(n), {}, seed)
    positions = [session.state.to_dict()]
    while not rules.is_over(session.state) and len(session.actions) < steps:
        session.act(rules.playout_policy(session.state, rng))
        positions.append(session.state.to_dict())
    record = make_record(game_id, session.title, session.players, {}, seed, session.actions,
                         session.state, rules, "auto")
    return session, record, positions


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_jump_anywhere_equals_playing_there(game_id, seed):
    session, record, positions = played(game_id, seed)
    replay = Replay.from_record(record)
    assert replay.count == len(session.actions)
    rng = random.Random(seed)
    order = [rng.randrange(replay.count + 1) for _ in range(JUMPS)] + [0, replay.count]
    for k in order:                                   # back and forth, far and near
        state = replay.state_at(k)
        assert state.to_dict() == positions[k], (game_id, seed, k)
        replay.rules.apply(state, replay.rules.legal_actions(state)[0]) \
            if not replay.rules.is_over(state) else None      # a copy: changing it ...
        assert replay.state_at(k).to_dict() == positions[k]   # ... changes no later jump
    assert replay.over == replay.rules.is_over(session.state)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_and_the_turns_are_the_games(game_id):
    session, record, positions = played(game_id, 3)
    replay = Replay.from_record(record)
    assert replay.log == session._lines              # the lines the board showed in play
    opening = 1 + len(getattr(replay.rules, "setup_events", lambda *a: [])(
        record["players"], {}, record["seed"]))          # the new game and its set-up
    assert replay.lines_after[0] == opening and replay.lines_after[-1] == len(replay.log)
    assert replay.marked(0) == (0, opening)
    assert replay.lines_after == sorted(replay.lines_after)
    rules = replay.rules
    states = [rules.State.from_dict(p) for p in positions]
    starts = [k for k in range(1, len(states))
              if turn_of(rules, states[k]) != turn_of(rules, states[k - 1])
              and rules.current_seat(states[k]) is not None]
    assert replay.turn_starts == [0] + starts
    for k in range(1, replay.count + 1):
        assert replay.actor(k) == rules.current_seat(states[k - 1])
        first, end = replay.marked(k)
        assert (first, end) == (replay.lines_after[k - 1], replay.lines_after[k])
        assert replay.turn_start(k) <= k < replay.next_turn(k) or k == replay.count
        assert replay.previous_turn(k) < k


def test_turn_steps_walk_every_turn_start():
    _session, record, _positions = played("basilica", 4)
    replay = Replay.from_record(record)
    k, seen = 0, [0]
    while k < replay.count:
        k = replay.next_turn(k)
        seen.append(k)
    assert seen == replay.turn_starts + [replay.count]
    back = [replay.count]
    while back[-1] > 0:
        back.append(replay.previous_turn(back[-1]))
    assert set(replay.turn_starts) <= set(back)


def test_the_replay_session_only_looks():
    session, record, positions = played("bazyliszek", 5, 30)
    replay = Replay.from_record(record)
    shown = ReplaySession.of(replay)
    shown.show(12)
    assert shown.state.to_dict() == positions[12] and shown.actions == record["actions"][:12]
    assert shown.log == [lines["en"][0] for lines in replay.log[:replay.lines_after[12]]]
    before = json.dumps(shown.state.to_dict())
    legal = replay.rules.legal_actions(shown.state)
    with pytest.raises(IllegalAction) as refused:
        shown.act(legal[0])
    assert refused.value.reason == REFUSAL
    assert not shown.undo() and shown.undoable() == 0 and shown.why_no_undo() == REFUSAL
    assert shown.legal() == [] and shown.computer_to_move() is None
    assert json.dumps(shown.state.to_dict()) == before and shown.on_change is None
    assert record["actions"] == session.actions            # the record is never changed


def test_a_game_continued_from_a_stored_position_replays_from_it():
    session, record, positions = played("baldricks_tomb", 6, 60)
    base = dict(record, base=positions[20], actions=record["actions"][20:])
    replay = Replay.from_record(base)
    assert replay.count == len(session.actions) - 20
    assert replay.state_at(0).to_dict() == positions[20]
    assert replay.state_at(replay.count).to_dict() == positions[-1]
    assert replay.log[0]["en"][0] == "Continued from a saved position."


def test_a_long_game_keeps_a_bounded_number_of_copies():
    _session, record, positions = played("labirynt", 7, 900)
    replay = Replay.from_record(record)
    assert len(replay._copies) <= 260 and replay.every >= 8
    for k in (0, 1, replay.every - 1, replay.every, replay.count - 1, replay.count):
        assert replay.state_at(k).to_dict() == positions[k]


def test_records_that_do_not_replay_say_why():
    _session, record, _positions = played("bazyliszek", 8, 20)
    broken = json.loads(json.dumps(record))
    broken["actions"][5] = {"type": "take", "slot": 999}
    with pytest.raises(ReplayError) as refused:
        Replay.from_record(broken)
    assert refused.value.reason.startswith("Move 6 of 20 cannot be replayed")
    moved = json.loads(json.dumps(record))
    moved["snapshot"]["round"] = 2
    with pytest.raises(ReplayError, match="no longer replay"):
        Replay.from_record(moved)
    unknown = dict(record, game="chess")
    with pytest.raises(ReplayError, match="cannot replay"):
        Replay.from_record(unknown)
    with pytest.raises(IndexError):
        Replay.from_record(record).state_at(21)
