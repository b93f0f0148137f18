"""The Baš-Čelik player (1.: the optional player who keeps the bank and rolls for the
creatures and Baš-Čelik, with no character): its seat has a card of its own saying so,
on screen and on hover, never "no character yet"; the setup note says which seat."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from games.engine.launch import start_new_game
from tests.ui.bas_celik_driver import board_of, settle
from tests.ui.pseudo import Recorder


@pytest.mark.parametrize("n,characters", [(2, "drawn"), (3, "chosen"), (6, "drawn")])
def test_the_bas_celik_seat_shows_its_own_card(driver, monkeypatch, n, characters):
    d = driver
    d.app.autosave = False
    players = [{"name": f"Seat{i}", "colour": c} for i, c in
               enumerate(("blue", "yellow", "vermillion", "sky", "green", "purple")[:n])]
    start_new_game(d.app, "bas_celik", players, {"bc_player": True, "characters": characters}, 3)
    d.pump()
    board = board_of(d)
    bc = board.state.bc_seat
    assert bc == n - 1
    while type(d.scene).__name__ == "PassScene":
        d.key(13)
        settle(d)
    recorder = Recorder(games=("bas_celik",))
    recorder.install(monkeypatch)
    d.app.draw()
    monkeypatch.undo()
    texts = [x.text for x in recorder.drawn]
    assert any(t in (f"Seat{bc}: Baš-Čelik", f"Seat{bc}") for t in texts)
    assert any(t.startswith(("Plays Baš-Čelik",)) for t in texts)
    rect = next(r for r, s in board.card_hits if s == bc)
    d.move(rect.center) if hasattr(d, "move") else None
    tip = board.hover_text(rect.center)
    assert "plays Baš-Čelik" in tip and "bank" in tip and "no character yet" not in tip
    if characters == "drawn":                      # the others' cards name characters
        assert "No character yet" not in texts
    assert "last seat plays Baš-Čelik" in R.SETUP_NOTE


def test_the_setup_screen_marks_the_bas_celik_seat(driver, monkeypatch):
    """A playtester set "Baš-Čelik player: Yes" and nothing showed which seat it was:
    the row of the last seat says so, drawn where no other widget is, and goes when the
    option is No."""
    from games.engine import registry
    from games.engine.scenes.setup import SetupScene
    d = driver
    setup = SetupScene(d.app, registry.get("bas_celik"), options={"bc_player": True})
    setup.set_count(6)
    d.app.push(setup)
    d.pump()
    roles = setup.seat_roles()
    assert roles[:5] == [None] * 5 and "Baš-Čelik" in roles[5]
    recorder = Recorder(games=("bas_celik",))
    recorder.install(monkeypatch)
    d.app.draw()
    monkeypatch.undo()
    drawn = [x for x in recorder.drawn if x.text == roles[5]]
    assert drawn, "the Baš-Čelik seat's mark is not drawn"
    setup.set_option("bc_player", False)
    assert setup.seat_roles() == [None] * 6


def test_the_log_says_the_app_rolls_for_the_bas_celik_player():
    """Honest about who rolls: the app rolls a creature's die for the Baš-Čelik player
    (a playtester read "Filip rolls" though Filip never clicked anything)."""
    import random
    s = R.new_game([{"name": n, "colour": "blue"} for n in ("Ana", "Bojan", "Filip")],
                   {"bc_player": True}, 5)
    rng = random.Random(5)
    for _ in range(400):
        for e in R.apply(s, R.playout_policy(s, rng)):
            if e["type"] == "conflict":
                line = R.describe(s, e)
                assert "rolled by the app for Filip, the Baš-Čelik player" in line, line
                assert "Filip rolls" not in line
                return
    raise AssertionError("no creature conflict in 400 actions")


def test_the_bas_celik_seat_offers_no_player_and_no_pawn(driver, monkeypatch):
    """That seat never takes a turn (the app rolls its dice), yet the setup screen offered
    "Played by: Hard" and a pawn colour for it (a playtester's shot): in their place the
    reason; whatever was remembered for it, no computer plays it; the other seats keep
    their choices, and the seat's choices come back when the option is No."""
    from games.engine import registry
    from games.engine.scenes.setup import COLOUR_X, PLAYED_BY_X, SetupScene
    from sprites.widgets import Choice
    d = driver
    setup = SetupScene(d.app, registry.get("bas_celik"), options={"bc_player": True})
    setup.set_count(3)
    setup.played_by[2] = "hard"
    d.app.push(setup)
    d.pump()
    reason = R.idle_seat({"bc_player": True}, 2, 3)
    assert reason and R.idle_seat({"bc_player": True}, 1, 3) is None
    assert R.idle_seat({"bc_player": False}, 2, 3) is None

    def row_choices(seat):
        y = setup.row_y + seat * setup.row_h
        return [w for w in setup.widgets if isinstance(w, Choice) and w.rect.y == y
                and w.rect.x in (PLAYED_BY_X, COLOUR_X)]
    assert [len(row_choices(s)) for s in range(3)] == [2, 2, 0]
    assert 2 not in setup.computers()
    recorder = Recorder(games=("bas_celik",))
    recorder.install(monkeypatch)
    d.app.draw()
    monkeypatch.undo()
    assert any(x.text == reason for x in recorder.drawn)
    setup.set_option("bc_player", False)
    assert [len(row_choices(s)) for s in range(3)] == [2, 2, 2]
    assert setup.computers() == {2: "hard"}


def test_who_plays_offers_no_choice_for_the_bas_celik_seat(driver, monkeypatch):
    from games.engine.scenes.pause import SeatsScene
    from sprites.widgets import Choice
    d = driver
    d.app.autosave = False
    players = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"),
                                                     ("Cyra", "vermillion"))]
    start_new_game(d.app, "bas_celik", players, {"bc_player": True}, 3)
    d.pump()
    board = board_of(d)
    seats = SeatsScene(d.app, board)
    d.app.push(seats)
    d.pump()
    rows = sorted({w.rect.y for w in seats.widgets if isinstance(w, Choice)})
    assert len(rows) == 2                          # Ana and Bojan; not Cyra
    recorder = Recorder(games=("bas_celik",))
    recorder.install(monkeypatch)
    d.app.draw()
    monkeypatch.undo()
    assert any(x.text == R.idle_seat({"bc_player": True}, 2, 3) for x in recorder.drawn)
