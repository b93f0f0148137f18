"""Walking through another pawn's space on the Baldrick's Tomb board ("Gameplay": you may
pass through other pawns' spaces, but your move cannot end on one): such a lit space is
labelled as a space to cross (an arrow before any price), its hover says so, a pawn
standing on one is told why it cannot end its move there, and one click that walked
several steps is taken back whole by one Undo. Driven by real events through random
games."""
import random

from games.baldricks_tomb import rules as R
from games.baldricks_tomb.ui import layout as L
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def moving(d, board):
    v = board.view()
    return v["phase"] == "move" and d.scene is board and board.shown_seat == v["turn"]


def others(v):
    return {tuple(p["cell"]) for s, p in enumerate(v["players"])
            if s != v["turn"] and p["cell"] is not None}


def test_pawn_spaces_are_labelled_to_cross_and_the_prompt_says_why_not_stop(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=4, game="Baldrick's Tomb")
    board, rng = board_of(d), random.Random(4)
    labelled = stood = 0
    for _i in range(600):
        if labelled and stood:
            break
        if moving(d, board):
            v = board.view()
            targets = board._targets(v)
            for cell, label in targets.items():
                exit_up = any(t["face_up"] and t["kind"] == "exit" and tuple(t["cell"]) == cell
                              for t in v["board"])
                crossing = cell in others(v) and not exit_up
                assert label.startswith("→") == crossing, (cell, label)
                if crossing:
                    labelled += 1
                    pos = L.cell_rect(cell, board.origin).center
                    assert "cannot end here" in board.hover_text(pos)
            here = v["players"][v["turn"]]["cell"]
            types = {a["type"] for a in board.legal()}
            if tuple(here) in others(v):
                stood += 1
                assert "end_move" not in types and "End move" not in [
                    b.label for b in board.panel_buttons]
                assert "cannot stop on a pawn's space" in board.instruction()
                assert "or end your move" not in board.instruction()
            else:
                assert "cannot stop" not in board.instruction()
        act_once(d, board, rng)
    assert labelled and stood


def test_one_undo_takes_back_a_whole_click_through_a_pawn(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=6, game="Baldrick's Tomb")
    board, rng = board_of(d), random.Random(6)
    tried = 0
    for _i in range(800):
        if tried >= 3:
            break
        if moving(d, board):
            v = board.view()
            crossed = others(v)
            tokens = {tuple(t["cell"]) for t in v["board"]}
            walks = [(cell, path) for cell, (_cost, path) in board.routes().items()
                     if len(path) >= 2 and any(tuple(c) in crossed for c in path[:-1])
                     and tuple(path[-1]) not in tokens]
            if walks:
                before = (board.state.cells[v["turn"]], board.state.free_steps,
                          list(board.state.gold), len(board.session.actions))
                cell, path = walks[0]
                d.click(L.cell_rect(cell, board.origin).center)
                assert len(board.session.actions) == before[3] + len(path)
                d.press("Undo")
                assert (board.state.cells[v["turn"]], board.state.free_steps,
                        list(board.state.gold), len(board.session.actions)) == before
                tried += 1
        act_once(d, board, rng)
    assert tried
