"""Basilica saves: written and restored at random points, including during a Paid Order
prompt and during a scoring (issue 4, "Tests and figures")."""
import random

from games.basilica import rules as R
from saves import store

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "vermillion"}]


def _save_and_restore(tmp_path, seed, actions, state):
    record = store.make_record("basilica", "test", PLAYERS, {}, seed, actions, state, R, "named")
    path = store.save_named(record, tmp_path)
    restored = store.restore(store.read_record(path))
    assert restored.mismatch is None and not restored.from_snapshot
    assert restored.state.to_dict() == state.to_dict()
    assert R.legal_actions(restored.state) == R.legal_actions(state)
    return restored


def test_saves_restore_at_random_points_and_in_every_waiting_phase(tmp_path):
    seen = set()
    for seed in range(12):
        rng = random.Random(seed)
        state, actions = R.new_game(PLAYERS, {}, seed), []
        stops = set(rng.sample(range(300), 4))
        while not R.is_over(state):
            phase = state.phase
            if len(actions) in stops or (phase in ("paid_offer", "paid_order", "scoring")
                                         and phase not in seen):
                seen.add(phase)
                _save_and_restore(tmp_path, seed, actions, state)
            action = rng.choice(R.legal_actions(state))
            R.apply(state, action)
            actions.append(action)
        _save_and_restore(tmp_path, seed, actions, state)
    assert {"paid_offer", "paid_order", "scoring"} <= seen


def test_undo_takes_back_only_a_builder_never_a_build_nor_a_paid_order():
    from games.engine.session import Session
    session = Session.new(R, PLAYERS, {}, 9)
    rng = random.Random(9)
    seen = {"place_builder": 0, "paid": 0}
    for _ in range(2000):
        if R.is_over(session.state):
            break
        legal = session.legal()
        kinds = {a["type"] for a in legal}
        action = {"type": "place_builder"} if "place_builder" in kinds else \
            {"type": "pay"} if "pay" in kinds else rng.choice(legal)
        before = session.state.to_dict()
        session.act(action)
        if action["type"] == "place_builder" and R.current_seat(session.state) == before["turn"]:
            assert session.undoable() == 1 and session.undo()
            assert session.state.to_dict() == before
            seen["place_builder"] += 1
            session.act(action)
        elif action["type"] in ("build", "order", "pay", "paid_order", "redraw"):
            assert session.undoable() == 0, action
            seen["paid"] += action["type"] in ("pay", "paid_order")
    assert seen["place_builder"] > 5 and seen["paid"] > 2
