"""An Event fate card drawn (4.1: resolved at once) shows as a card in the encounter box,
large, with what it did; a computer's next steps leave it in sight."""
from __future__ import annotations

from games.bas_celik import rules as R
from games.bas_celik.content import content
from tests.ui.bas_celik_driver import click_action, open_position, positions

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]


def _event_draws(limit=3):
    def keep(session, _step, action):
        if action["type"] != "draw":
            return False
        probe = R.clone(session.state)
        events = R.apply(probe, action)
        return any(e["type"] == "drew" and content().card(e["card"]).kind == "event"
                   for e in events)
    return positions(PLAYERS, {}, 9, keep, 1200, enough=lambda f: len(f) >= limit)


def test_an_event_drawn_shows_as_a_card_with_what_it_did(driver, monkeypatch):
    from tests.ui.pseudo import Recorder
    found = _event_draws()
    assert found
    for position in found:
        board = open_position(driver, position)
        click_action(driver, board, position.next)
        assert board.banner and board.banner.get("event"), board.banner
        card = next(e["card"] for e in _replay(position) if e["type"] == "drew")
        recorder = Recorder(games=("bas_celik",))
        recorder.install(monkeypatch)
        driver.app.draw()
        monkeypatch.undo()
        texts = [x.text for x in recorder.drawn]
        assert any(content().card(card).name.split(" (")[0] in t for t in texts), texts


def test_a_computers_event_stays_in_sight_over_its_next_steps(driver):
    position = _event_draws(1)[0]
    board = open_position(driver, position)
    seat = R.current_seat(board.state)
    board.act(position.next, by_computer=True)       # as the computer's turn takes it
    assert board.banner and board.banner.get("event")
    while R.current_seat(board.state) == seat and not R.is_over(board.state):
        board.act(R.playout_policy(R.clone(board.state), __import__("random").Random(1)),
                  by_computer=True)
    assert board.banner and board.banner.get("event")  # still there for the table


def _replay(position):
    state = R.State.from_dict(position.state)
    return R.apply(state, position.next)
