"""Computer seats never show up as buttons a person has to click in the end-of-cycle
poll (a playtester was shown "Dragan: make an offer" for computer seats): the poll put
to the people lists only people's seats; a computer seat with something to do answers for
itself first, as computers decide in the market (the playout policy), and is named by
itself when it wants to trade."""
from __future__ import annotations

from games.bas_celik import rules as R
from tests.ui.bas_celik_driver import open_position, positions

PLAYERS = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"),
                                                 ("Dragan", "vermillion"))]


def test_no_button_for_a_computer_seat_in_the_poll(driver):
    def keep(session, step, _action):
        st = session.state
        if st.phase != "market" or st.market.get("trader") is not None:
            return False
        named = {a["seat"] for a in R.legal_actions(st) if a["type"] == "market_trader"}
        return 2 in named and named - {2}
    found = positions(PLAYERS, {}, 21, keep, 4000, enough=lambda f: len(f) >= 3)
    assert found
    d = driver
    for position in found:
        board = open_position(d, position)
        board.session.computers[2] = "easy"
        board.shown_seat = None                    # the table looks at the poll
        board._after_change()
        for _ in range(3):
            d.app.step([], dt=100.0, force=False)
        if not board.in_poll():
            assert any("Dragan" in line and "trade" in line for line in board.log_lines[-3:])
            continue                               # Dragan answered: he trades
        labels = [b.label for b in board.action_buttons]
        assert "Dragan: make an offer" not in labels, labels
        assert any(label.endswith(": make an offer") for label in labels), labels
        assert "Nobody trades" in labels
        assert not any(a["type"] == "market_trader" and a["seat"] == 2
                       for a in board.decisions())
