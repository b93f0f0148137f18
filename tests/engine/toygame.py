"""A tiny game implementing the rules-engine protocol, for engine tests.

Each seat in turn may ``step`` (add 1 to its secret count, up to 3 per turn), ``roll`` a
die (adds the roll; randomness, so a barrier) and must ``end`` its turn. The game ends
after 4 turns. Each seat sees only its own count: ``view`` differs per seat.
"""
import random

from games.engine.protocol import IllegalAction, rng_from_json, rng_to_json

GAME_ID = "toy"
TITLE = "Toy"
MIN_PLAYERS, MAX_PLAYERS = 1, 3


class State:
    def __init__(self, n, seed):
        self.counts, self.turn, self.turns, self.steps = [0] * n, 0, 0, 0
        self.rng = random.Random(seed)

    def to_dict(self):
        return {"counts": list(self.counts), "turn": self.turn, "turns": self.turns,
                "steps": self.steps, "rng": rng_to_json(self.rng)}

    @classmethod
    def from_dict(cls, d):
        s = cls(len(d["counts"]), 0)
        s.counts, s.turn, s.turns, s.steps = list(d["counts"]), d["turn"], d["turns"], d["steps"]
        s.rng = rng_from_json(d["rng"])
        return s


def setup_options():
    return []


def player_options():
    return []


def new_game(players, options, seed):
    return State(len(players), seed)


def is_over(state):
    return state.turns >= 4


def current_seat(state):
    return None if is_over(state) else state.turn


def legal_actions(state):
    if is_over(state):
        return []
    acts = [{"type": "roll"}, {"type": "end"}]
    return ([{"type": "step"}] if state.steps < 3 else []) + acts


def apply(state, action):
    if action not in legal_actions(state):
        raise IllegalAction("Not now.")
    seat = state.turn
    if action["type"] == "step":
        state.counts[seat] += 1
        state.steps += 1
        return [{"type": "step", "seat": seat}]
    if action["type"] == "roll":
        value = state.rng.randint(1, 6)
        state.counts[seat] += value
        return [{"type": "roll", "seat": seat, "value": value, "barrier": True}]
    state.turn, state.steps, state.turns = (seat + 1) % len(state.counts), 0, state.turns + 1
    return [{"type": "end", "seat": seat}]


def scores(state):
    return list(state.counts)


def winners(state):
    if not is_over(state):
        return []
    best = max(state.counts)
    return [i for i, c in enumerate(state.counts) if c == best]


def view(state, seat):
    return {"mine": state.counts[seat] if seat is not None else None, "turn": state.turn}


def describe(state, event):
    return f"seat {event.get('seat')} {event['type']}"


def progress(state):
    return f"turn {state.turns}"
