"""Shared helpers for the Baldrick's Tomb tests: seats, rigged dice, a ready-to-move board."""
import random

from games.baldricks_tomb import rules as R

NAMES = ["Ana", "Bo", "Cyd", "Dee", "Eve"]
CORNERS = ((1, 1), (8, 8), (1, 8), (8, 1))


def players(n):
    return [{"name": NAMES[i], "colour": "blue"} for i in range(n)]


class Rigged(random.Random):
    """A ``random.Random`` whose ``randint`` (every die roll) returns the scripted values
    first; shuffles and choices stay random."""

    def __init__(self, rolls, seed=0):
        super().__init__(seed)
        self.rolls = list(rolls)

    def randint(self, a, b):
        if self.rolls:
            value = self.rolls.pop(0)
            assert a <= value <= b
            return value
        return super().randint(a, b)


def rig(state, *rolls):
    """Script the next die rolls of ``state`` (keeps the shuffles random)."""
    state.rng = Rigged(rolls, seed=state.seed)
    return state


EXIT_AWAY = (4, 8)      # where the Exit lies when a test does not place it itself


def ready(n=2, pawns=CORNERS, tokens=None, up=(), seed=1, options=None, ftl=0):
    """A game in the move phase of floor 1, round 1: ``ftl``'s turn, pawns on ``pawns``,
    exactly ``tokens`` (id -> space) on the board (face down unless listed in ``up``).
    The Exit is never off the board ("The Exit"): unless ``tokens`` places it, it lies
    face down on ``EXIT_AWAY``, out of every test's way."""
    s = R.new_game(players(n), options or {}, seed)
    R.apply(s, {"type": "place_rest"})
    while s.phase == "place_pawns":
        R.apply(s, {"type": "roll_pawn"})
    for tid, t in s.tokens.items():
        if t["at"] == "board":
            t.update(at="pool", cell=None, up=False)
    tokens = dict(tokens or {})
    tokens.setdefault("exit", EXIT_AWAY)
    for tid, cell in tokens.items():
        s.tokens[tid].update(at="board", cell=list(cell), up=tid in up)
    s.cells = [list(c) for c in pawns[:n]]
    s.ftl = ftl
    s.doom = 1
    R._start_turn(s, ftl)
    assert R.invariant_problems(s) == []
    return s


def top(state, deck, card):
    """Put ``card`` on top of pile ``deck``, taking it from wherever it is."""
    for pile in state.piles.values():
        if card in pile:
            pile.remove(card)
    for hand in state.scrolls + state.skills:
        if card in hand:
            hand.remove(card)
    state.piles[deck].append(card)


def give_skill(state, seat, skill):
    """Replace ``seat``'s skills with just ``skill`` (others back in the box)."""
    state.piles["skill_box"] += state.skills[seat]
    state.skills[seat] = []
    state.piles["skill_box"].remove(skill)
    state.skills[seat] = [skill]


def no_skills(state):
    for seat in range(state.n):
        state.piles["skill_box"] += state.skills[seat]
        state.skills[seat] = []


def step(state, *cells):
    events = []
    for cell in cells:
        events += R.apply(state, {"type": "step", "cell": list(cell)})
    return events


def types(events):
    return [e["type"] for e in events]
