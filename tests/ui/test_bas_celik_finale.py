"""The finale on the Baš-Čelik board (10.): while a character fights Baš-Čelik the map
carries a box of its own: the strikes dealt so far of the three that take him, his die,
what a strike needs, and that the others wait; a strike clicked on the panel updates
it. Positions from 2-seat games played by the rules alone, opened as a loaded save."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from games.bas_celik.ui import painting
from tests.ui.bas_celik_driver import click_action, open_position, positions
from tests.ui.bas_celik_driver import drawn_texts as drawn


@pytest.fixture(scope="module")
def fights():
    """Positions in the conflict with Baš-Čelik, and a few ordinary turns."""
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
    found = []
    for seed in (261, 6, 1):
        found += positions(players, {}, seed,
                           lambda s, step, _a: s.state.phase == "bas" or step in (5, 50), 3000)
    assert sum(1 for p in found if p.state["phase"] == "bas") >= 3
    return found


def test_the_finale_has_its_own_box_with_the_strikes_dealt(driver, fights, monkeypatch):
    clicked = 0
    for position in fights:
        board = open_position(driver, position)
        texts = drawn(driver, monkeypatch)
        fighting = board.view()["phase"] == "bas"
        assert ("The finale: the conflict with Baš-Čelik" in texts) == fighting
        if not fighting:
            continue
        strikes = board.view()["centre"]["strikes"]
        assert f"Strikes: {strikes} of 3" in texts
        assert "He rolls d12+2: match or beat it to strike." in texts
        assert f"The others wait while {board.seat_name(R.current_seat(board.state))} fights him." in texts
        click_action(driver, board, {"type": "strike"})       # a real click on the panel
        if board.view()["phase"] == "bas":
            after = board.view()["centre"]["strikes"]
            assert f"Strikes: {after} of 3" in drawn(driver, monkeypatch)
            clicked += 1
    assert clicked >= 1


def test_the_finale_box_leaves_the_encounter_box_in_sight():
    from games.bas_celik.ui import layout as L
    banner = {"title": "Baš-Čelik", "dice": [], "field": "c_centre"}
    assert not painting.FINALE.colliderect(painting.encounter_rect(banner, {"phase": "bas"},
                                                                   L.MapView()))
