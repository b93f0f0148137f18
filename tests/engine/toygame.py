"""A tiny game implementing the rules-engine protocol, for engine tests.

Each seat in turn may ``step`` (add 1 to its secret count, up to 3 per turn), ``roll`` a
die (adds the roll; randomness, so a barrier), ``call`` the next seat, and must ``end``
its turn. A call is answered by the next seat (``answer``: it adds 1 to the answerer's
count), outside its own turn, and the answer ends the caller's turn: the answerer's own
turn begins at once, so the same seat decides before and after the turn boundary (like a
Paid Order declined on Basilica's third action). The game ends after 4 turns. Each seat
sees only its own count: ``view`` differs per seat. With one seat every turn is that
seat's (a solo game).
"""
import random

from games.engine.protocol import IllegalAction, rng_from_json, rng_to_json

GAME_ID = "toy"
TITLE = "Toy"
MIN_PLAYERS, MAX_PLAYERS = 1, 3


class State:
    def __init__(self, n, seed):
        self.counts, self.turn, self.turns, self.steps = [0] * n, 0, 0, 0
        self.called = None                      # the seat answering a call, or None
        self.rng = random.Random(seed)

    def to_dict(self):
        return {"counts": list(self.counts), "turn": self.turn, "turns": self.turns,
                "steps": self.steps, "called": self.called, "rng": rng_to_json(self.rng)}

    @classmethod
    def from_dict(cls, d):
        s = cls(len(d["counts"]), 0)
        s.counts, s.turn, s.turns, s.steps = list(d["counts"]), d["turn"], d["turns"], d["steps"]
        s.called = d["called"]
        s.rng = rng_from_json(d["rng"])
        return s


def clone(state):
    """An independent copy (a toy's: through ``to_dict``)."""
    return State.from_dict(state.to_dict())


def setup_options():
    return []


def player_options():
    return []


def new_game(players, options, seed):
    return State(len(players), seed)


def is_over(state):
    return state.turns >= 4


def current_seat(state):
    if is_over(state):
        return None
    return state.turn if state.called is None else state.called


def whose_turn(state):
    """(the seat whose turn it is, the turn's number); None once the game is over."""
    return None if is_over(state) else (state.turn, state.turns)


def legal_actions(state):
    if is_over(state):
        return []
    if state.called is not None:
        return [{"type": "answer"}]
    acts = [{"type": "roll"}, {"type": "call"}, {"type": "end"}]
    return ([{"type": "step"}] if state.steps < 3 else []) + acts


def _end_turn(state):
    state.turn, state.steps, state.turns = (state.turn + 1) % len(state.counts), 0, state.turns + 1


def apply(state, action):
    if action not in legal_actions(state):
        raise IllegalAction("Not now.")
    seat = current_seat(state)
    if action["type"] == "step":
        state.counts[seat] += 1
        state.steps += 1
        return [{"type": "step", "seat": seat}]
    if action["type"] == "roll":
        value = state.rng.randint(1, 6)
        state.counts[seat] += value
        return [{"type": "roll", "seat": seat, "value": value, "barrier": True}]
    if action["type"] == "call":
        state.called = (seat + 1) % len(state.counts)
        return [{"type": "call", "seat": seat}]
    if action["type"] == "answer":
        state.counts[seat] += 1
        state.called = None
        _end_turn(state)
        return [{"type": "answer", "seat": seat}]
    _end_turn(state)
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
