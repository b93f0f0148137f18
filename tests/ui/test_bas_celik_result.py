"""The person who acts reads their own result before the mouse is passed (a playtester
drew a fate card, or struggled, and the turn ended by itself straight into "Pass the
mouse to ..."; the result was then shown to the next player): after a person's action
that ends their part, with another person next behind a pass screen, the board keeps the
acting person's view with the result (the encounter box, or what happened) and a "Pass
the mouse to ..." button; only that click (or a click on the box) brings the pass screen.
Actions that hand over by their nature (End the turn) pass at once; a computer next
never waits. Driven with real mouse events on positions of 3-person games."""
from __future__ import annotations

import pytest

from games.bas_celik import rules as R
from tests.ui.bas_celik_driver import click, click_action, open_position, positions

PLAYERS = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"),
                                                 ("Cveta", "vermillion"))]


def ends_part(session, action) -> bool:
    """``action`` (not End the turn) hands the decision to another seat."""
    if action["type"] in ("end_turn",):
        return False
    copy = R.clone(session.state)
    seat = R.current_seat(copy)
    R.apply(copy, action)
    return R.current_seat(copy) not in (seat, None) and copy.phase != "market"


@pytest.fixture(scope="module")
def found():
    """Positions where a person's draw, rest, struggle or roll ends their part, and
    positions before an End the turn, from two 3-seat games."""
    out = {"result": [], "end": []}

    def keep(session, step, action):
        if action["type"] == "end_turn" and len(out["end"]) < 2:
            out["end"].append(step)
            return True
        if action["type"] in ("draw", "rest", "struggle", "roll", "attack") and \
                ends_part(session, action) and len(out["result"]) < 6:
            out["result"].append(step)
            return True
        return False
    found = positions(PLAYERS, {}, 21, keep, 3000,
                      enough=lambda f: len(out["result"]) >= 6 and len(out["end"]) >= 2)
    return found


def _secrets(board) -> None:
    board.secrets_seen = True          # a game of secrets: every handover is covered


def test_the_acting_person_reads_the_result_before_the_pass_screen(driver, found):
    d = driver
    held = 0
    for position in found:
        if position.next["type"] == "end_turn":
            continue
        board = open_position(d, position)
        _secrets(board)
        actor = board.viewer()
        assert actor == R.current_seat(board.state)
        click_action(d, board, position.next)
        nxt = R.current_seat(board.state)
        assert nxt != actor
        assert type(d.scene).__name__ == "BoardScene", "the pass screen came first"
        assert board.held == {"seat": actor, "next": nxt}
        assert board.viewer() == actor                 # still the acting person's view
        assert board.decisions() == []                 # no choice of the next seat shown
        assert board.banner, "nothing says what happened"
        assert board.go_on is not None and board.seat_name(nxt) in board.go_on.label
        click(d, board.go_on.rect.center)
        assert type(d.scene).__name__ == "PassScene"
        assert board.held is None and board.banner is None
        held += 1
    assert held >= 4


def test_a_click_on_the_box_passes_the_mouse_too(driver, found):
    from games.bas_celik.ui import painting
    d = driver
    position = next(p for p in found if p.next["type"] != "end_turn")
    board = open_position(d, position)
    _secrets(board)
    click_action(d, board, position.next)
    assert board.held is not None
    assert "pass the mouse" in board.banner_footer()
    click(d, board.banner_rect().center)
    assert type(d.scene).__name__ == "PassScene"


def test_ending_the_turn_passes_at_once(driver, found):
    d = driver
    position = next(p for p in found if p.next["type"] == "end_turn")
    board = open_position(d, position)
    _secrets(board)
    click_action(d, board, position.next)
    assert board.held is None
    nxt = R.current_seat(board.state)
    if nxt is not None and board.state.phase != "market":
        assert type(d.scene).__name__ == "PassScene"


def test_a_computer_next_never_waits(driver, found):
    d = driver
    position = next(p for p in found if p.next["type"] != "end_turn")
    board = open_position(d, position)
    _secrets(board)
    actor = board.viewer()
    for seat in range(3):
        if seat != actor:
            board.session.computers[seat] = "easy"
    click_action(d, board, position.next)
    assert board.held is None


def test_the_encounter_box_keeps_the_centre_and_its_field_in_sight(driver, found):
    """The box sits in the half of the map its field is not in, never over the Centre
    (a playtester found the result box and the meeting box covering the Centre)."""
    from games.bas_celik.content import content
    from games.bas_celik.ui import painting
    d = driver
    boxes = 0
    for position in found:
        if position.next["type"] == "end_turn":
            continue
        board = open_position(d, position)
        board.secrets_seen = True
        click_action(d, board, position.next)
        if not board.banner or not board.banner.get("field"):
            continue
        rect = board.banner_rect()
        c = content().fields
        centre = painting.marker_rects(board.geo)["c_centre"]
        assert not rect.colliderect(centre), rect
        f = c[board.banner["field"]]
        assert not rect.collidepoint(board.geo.to_screen(f.x, f.y)), board.banner["field"]
        boxes += 1
    assert boxes >= 3


def test_a_held_result_goes_when_the_next_seat_is_handed_to_a_computer(driver, found):
    """Who plays (game menu) hands the next seat to a computer while the acting person
    reads the result: nobody is to be passed the mouse any more, the hold ends."""
    d = driver
    position = next(p for p in found if p.next["type"] != "end_turn")
    board = open_position(d, position)
    board.secrets_seen = True
    click_action(d, board, position.next)
    assert board.held is not None
    board.set_computer(board.held["next"], "easy")
    d.app.step([], dt=50.0, force=False)
    assert board.held is None
