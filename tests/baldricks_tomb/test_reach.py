"""Where a pawn can walk ("Gameplay", "The Exit"): ``rules.routes`` (what the board lets
a player click, read from a view) is exactly what ``legal_actions`` allows step by step,
found here by brute force through the public API, never by a second copy of the step
rule; every seat's view gives the same routes and refusals."""
import copy
import random

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, players, ready, step


def clone(state):
    """A deep copy of ``state`` (fast: the RNG's state is an immutable tuple)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    return R.State(rng=rng, **{f: copy.deepcopy(getattr(state, f)) for f in R.State.FIELDS})


def walkable(state):
    """Every space the active pawn can reach by a sequence of legal ``step`` actions,
    applied on copies; a walk stops on a rubble token (stepping on it resolves it) and
    when the move phase or the turn ends. The start space is left out."""
    start, seat = tuple(state.cells[state.turn]), state.turn
    tokens = {tuple(t["cell"]) for t in R.view(state, None)["board"]}
    found, seen = set(), set()
    stack = [state]
    while stack:
        s = stack.pop()
        for action in R.legal_actions(s):
            if action["type"] != "step":
                continue
            nxt = clone(s)
            R.apply(nxt, action)
            cell = tuple(action["cell"])
            if cell != start:
                found.add(cell)
            key = (cell, nxt.free_steps, nxt.gold[seat])
            if cell in tokens or key in seen or nxt.phase != "move" or nxt.turn != seat:
                continue
            seen.add(key)
            stack.append(nxt)
    return found


def walk_is_legal(state, path):
    s = clone(state)
    for cell in path:
        action = {"type": "step", "cell": list(cell)}
        assert action in R.legal_actions(s), (path, cell)
        R.apply(s, action)


def exit_under_a_pawn(state, rng):
    """A variant of ``state`` with the face-up Exit moved under another seat's pawn."""
    s = clone(state)
    tokens = {tuple(t["cell"]) for tid, t in s.tokens.items() if t["at"] == "board" and tid != "exit"}
    others = [tuple(c) for seat, c in enumerate(s.cells)
              if c is not None and seat != s.turn and tuple(c) not in tokens]
    if not others:
        return None
    s.tokens["exit"].update(at="board", cell=list(rng.choice(others)), up=True)
    assert R.invariant_problems(s) == []
    return s


def move_positions(games=30, per_game=3):
    """Positions in the move phase from random games over 1-4 players."""
    out = []
    for game in range(games):
        rng = random.Random(game)
        s = R.new_game(players(1 + game % 4), {}, seed=game)
        taken = 0
        while not R.is_over(s) and taken < per_game:
            if s.phase == "move" and rng.random() < 0.2:
                out.append(clone(s))
                taken += 1
                if s.n > 1:
                    variant = exit_under_a_pawn(s, rng)
                    if variant is not None:
                        out.append(variant)
            R.apply(s, rng.choice(R.legal_actions(s)))
    return out


def test_routes_are_exactly_the_spaces_legal_steps_reach():
    positions = move_positions()
    assert len(positions) > 80
    pawn_spaces = exits = 0
    for s in positions:
        routes = R.routes(R.view(s, None))
        assert set(routes) == walkable(s)
        assert all(R.routes(R.view(s, seat)) == routes for seat in range(s.n))
        for cell, (cost, path) in routes.items():
            walk_is_legal(s, path)
            assert path[-1] == cell and len(path) >= 1
            pawn_spaces += R._pawn_at(s, cell, s.turn) is not None
            exits += s.tokens["exit"]["up"] and tuple(s.tokens["exit"]["cell"]) == cell
        one_step = {tuple(a["cell"]) for a in R.legal_actions(s) if a["type"] == "step"}
        assert one_step == {c for c, (_, path) in routes.items() if len(path) == 1}
    assert pawn_spaces > 5 and exits > 5           # both cases were really tried


def test_a_pawn_waiting_on_the_exit_does_not_lock_the_others_out():
    # "A player revealing the Exit does not have to use it immediately": Bo waits on it.
    # Ana, with her last free step and no gold, may still step on and leave.
    s = ready(2, pawns=((1, 1), (1, 2)), tokens={"exit": (1, 2)}, up=("exit",))
    no_skills(s)
    s.free_steps, s.gold[0], s.gold[1], s.supply = 1, 0, 8, 52
    assert (1, 2) in R.routes(R.view(s, None))
    step(s, (1, 2))
    assert {"type": "exit"} in R.legal_actions(s)
    R.apply(s, {"type": "exit"})
    assert s.exited[0] and s.gold[0] == 1               # first out: +1 gold


def test_the_exit_under_a_pawn_stays_open_on_the_way_to_it():
    s = ready(2, pawns=((1, 1), (1, 4)), tokens={"exit": (1, 4)}, up=("exit",))
    no_skills(s)
    s.free_steps, s.gold[0], s.supply = 3, 0, 60
    cost, path = R.routes(R.view(s, None))[(1, 4)]
    assert cost == 0 and path == [(1, 2), (1, 3), (1, 4)]


def test_refusals_say_what_the_rules_say():
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.free_steps, s.gold[0], s.supply = 1, 0, 60
    assert (1, 2) not in R.routes(R.view(s, None))
    assert "another pawn" in R.route_refusal(R.view(s, None), (1, 2))
    assert "free step" in R.route_refusal(R.view(s, None), (5, 5)).lower()
    assert "already there" in R.route_refusal(R.view(s, None), (1, 1))


def test_every_seat_reads_the_same_refusal_for_every_space_out_of_reach():
    checked = 0
    for s in move_positions(games=12, per_game=2):
        views = [R.view(s, seat) for seat in (None, *range(s.n))]
        reach = R.routes(views[0])
        for cell in ((r, b) for r in range(1, 9) for b in range(1, 9)):
            if cell in reach:
                continue
            reasons = {R.route_refusal(v, cell) for v in views}
            assert len(reasons) == 1 and reasons.pop().endswith(".")
            checked += 1
    assert checked > 500
