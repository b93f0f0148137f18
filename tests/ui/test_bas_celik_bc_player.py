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
