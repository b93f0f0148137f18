"""Taking a seat back from the computer ("Who plays") in another person's turn puts up
no pass screen: the person at the mouse was looking at that turn's view already (a
playtester took Bob back during Ala's turn and was told to pass the mouse to Ala). Taken
back in its own turn, the seat's view is still covered until its person takes the mouse."""
from games.labirynt import rules as R
from saves import files
from tests.ui.labirynt_driver import quiet_app, record


def _covers(d):
    return [s for s in d.app.stack if type(s).__name__ == "PassScene"]


def _open(d, monkeypatch, test):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    rec = record(2, 54, computers={1: "easy"}, limit=900)
    quiet_app(d)
    return rec.open_at(d, rec.where(test)[0])


def test_taking_a_seat_back_in_another_persons_turn_keeps_that_turns_view(driver, monkeypatch):
    d = driver
    for phase in ("move", "finish"):
        board = _open(d, monkeypatch, lambda s, i: s.phase == phase and s.turn == 0 and i > 40)
        assert not _covers(d) and board.viewer() == 0
        board.set_computer(1, None)                # Menu -> Who plays, as it applies it
        d.pump()
        assert not _covers(d), "a pass screen for the seat already at the mouse"
        assert board.viewer() == 0 and R.current_seat(board.state) == 0


def test_a_seat_taken_back_in_its_own_turn_is_still_covered(driver, monkeypatch):
    d = driver
    board = _open(d, monkeypatch, lambda s, i: s.phase == "move" and s.turn == 1 and i > 40)
    board.set_computer(1, None)
    d.pump()
    assert [c.name for c in _covers(d)] == [board.seat_name(1)]
