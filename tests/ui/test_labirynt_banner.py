"""The Labirynt board's Encounter banner is never about an earlier position: it shows only
while the character that rolled is still in that chamber in that Exploration (gone after
"Another move", a step elsewhere or the next turn), in the language shown (made again
from the row, not kept as a text). A playtester read an old encounter over a new chamber.

Turns come from games played by the rules alone (``labirynt_driver.record``); the board is
opened at their start, as a saved game is, and each turn is played by clicks."""
import random

from games.engine import i18n
from games.labirynt import rules as R
from games.labirynt.content import content
from saves import files
from tests.ui.labirynt_driver import act_once, quiet_app, record, spread


def encounter_turns(rec, most):
    """Starts of turns with an Encounter roll and, later in the turn, another Movement."""
    found = []
    for i, st in enumerate(rec.states):
        if st.phase == "roll" and st.roll["purpose"] == "encounter":
            start = rec.turn_start(i)
            later = [k for k in range(i, len(rec.states))
                     if rec.turn_start(k) == start and rec.states[k].phase == "move"]
            if later and start not in found:
                found.append(start)
    return spread(found, most)


def mover_place(board):
    v = board.view()
    c = next((c for c in v["chars"] if c["id"] == v["mover"]), None)
    return c and c["place"]


def test_the_encounter_banner_is_about_the_position_on_screen(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    shown = gone = translated = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for begin in encounter_turns(rec, 4):
            board = rec.open_at(d, begin)
            rng = random.Random(begin)
            turn = R.whose_turn(board.state)
            seen = None                               # (mover, place) when it appeared
            for _ in range(60):
                if R.is_over(board.state) or R.whose_turn(board.state) != turn:
                    break
                v = board.view()
                if board.banner is not None:
                    if seen is None:
                        seen = (v["mover"], mover_place(board))
                        shown += 1
                        try:
                            i18n.set_language("pl")
                            row = next(r for r in content().rows if r.names["pl"] in board.banner)
                            assert row.texts["pl"] in board.banner
                            translated += 1
                        finally:
                            i18n.set_language("en")
                    assert (v["mover"], mover_place(board)) == seen, "a banner of another place"
                    assert v["phase"] != "move", "a banner over a new Movement"
                elif seen is not None and ((v["mover"], mover_place(board)) != seen
                                           or v["phase"] == "move"):
                    gone += 1
                    seen = None
                act_once(d, board, rng, rec.actions)
            assert board.banner is None or R.whose_turn(board.state) == turn
    assert shown >= 5 and gone >= 3 and translated == shown, (shown, gone, translated)
