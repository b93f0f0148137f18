"""Choosing a Haste route on the Labirynt board, by posted clicks: a Haste target reached
by one route moves at once; one reached through several chambers lights those chambers
(and only them) and the click on one of them is the Haste move through it; a click
elsewhere chooses no route and lights every move again.

The Movements come from games played by the rules alone (``labirynt_driver.record``); the
board is opened on each, as a saved game is."""
import random

from games.labirynt import rules as R
from games.labirynt.content import kind_of
from games.labirynt.state import free_windows, may_cast
from saves import files
from tests.ui.labirynt_driver import act_once, chamber_spot, quick_waits, record, spread

COLOURS = ("blue", "yellow", "vermillion", "sky")


def centre(board, place):
    """Where a click is a click on chamber ``place`` (beside one's own figures there)."""
    return chamber_spot(board, place)


def give_haste(state) -> bool:
    """Put a Haste scroll from the Find pool into the Backpack of an active character of
    the seat to move that may cast it (the token moves, nothing is made up)."""
    scrolls = [t for t in state.pool if kind_of(t) == "find" and t.startswith("haste.")]
    for cid, ch in sorted(state.chars.items()):
        if ch["seat"] == state.turn and ch["status"] == "active" and ch["place"] and scrolls \
                and free_windows(state, cid) > 0 and may_cast(cid, scrolls[0]) and \
                not any(t.startswith("haste.") for t in ch["backpack"]):
            state.pool.remove(scrolls[0])
            ch["backpack"].append(scrolls[0])
            return True
    return False


def routes(board) -> dict:
    """The current mover's Haste moves by target, from the legal actions: only targets
    no single step reaches (a click there is the step)."""
    cid = board.current_mover()
    steps = {tuple(a["to"]) for a in board.legal() if a["type"] == "move" and a["character"] == cid}
    found = {}
    for a in board.legal():
        if a["type"] == "haste" and a["character"] == cid and tuple(a["to"]) not in steps:
            found.setdefault(tuple(a["to"]), []).append(a)
    return found


def haste_positions(rec, most: int) -> list[int]:
    """At most ``most`` Movements of ``rec`` (spread over the game) at which the first
    character that may move (the one lit when the board opens) could Haste to a chamber
    no single step reaches, once given a Haste scroll (``give_haste``): half of them with
    a target reached through several chambers."""
    found, several = [], []
    for i, st in enumerate(rec.states):
        if st.phase != "move":
            continue
        trial = R.clone(st)
        if not give_haste(trial):
            continue
        legal = R.legal_actions(trial)
        movers = sorted({a["character"] for a in legal if a["type"] in ("move", "haste")})
        if not movers:
            continue
        steps = {tuple(a["to"]) for a in legal if a["type"] == "move"
                 and a["character"] == movers[0]}
        far = [tuple(a["to"]) for a in legal if a["type"] == "haste"
               and a["character"] == movers[0] and tuple(a["to"]) not in steps]
        if far:
            (several if len(far) > len(set(far)) else found).append(i)
    return sorted(spread(several, most - most // 2) + spread(found, most // 2))


def test_a_haste_route_is_chosen_by_clicking_the_chamber_passed_through(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quick_waits(d)
    d.app.autosave = False           # never saved: saves are tested in tests/saves
    several = single = cancelled = 0
    for n, seed in ((2, 54), (3, 21), (2, 7), (4, 33)):
        rec = record(n, seed, limit=600)
        rng = random.Random(seed)
        for i in haste_positions(rec, 6):
            board = rec.open_at(d, i)
            for _ in range(6):
                st = board.state
                if R.is_over(st) or st.phase != "move":
                    break
                if type(d.scene).__name__ == "BoardScene" and board.decisions() and \
                        not any(a["type"] == "haste" for a in board.legal()):
                    if give_haste(st):
                        board.session.changes += 1
                by_target = routes(board) if type(d.scene).__name__ == "BoardScene" else {}
                if not by_target:
                    act_once(d, board, rng, rec.actions)      # the pass screen
                    continue
                many = sorted(t for t, ways in by_target.items() if len(ways) > 1)
                target = rng.choice(many if many and rng.random() < 0.75 else sorted(by_target))
                ways = by_target[target]
                actions = len(board.session.actions)
                d.click(centre(board, target))
                if len(ways) == 1:
                    assert board.session.actions[actions:] == ways
                    single += 1
                    break
                assert len(board.session.actions) == actions        # nothing moved yet
                assert board.choosing_route() and board.haste_to == target
                lit = board.targets()
                assert set(lit) == {tuple(a["via"]) for a in ways}
                assert all(lit[tuple(a["via"])] == a for a in ways)
                assert "Haste to" in board.instruction()
                if not cancelled or rng.random() < 0.25:           # a click elsewhere
                    away = next(p for p in [(b, c.id) for b in range(len(st.boards))
                                            for c in board.side(b).chambers]
                                if p not in lit and not any(   # no figure to select
                                    ch["place"] == list(p) for ch in st.chars.values()))
                    d.click(centre(board, away))
                    assert not board.choosing_route() and len(board.session.actions) == actions
                    assert target in board.targets()
                    cancelled += 1
                    continue
                way = rng.choice(ways)
                d.click(centre(board, tuple(way["via"])))
                assert board.session.actions[actions:] == [way]
                several += 1
                break
    assert several >= 5 and single >= 3 and cancelled >= 1, (several, single, cancelled)
