"""The game log shows each seat only what it may read (protocol: ``shown_to`` and
``describe(state, event, seat)``): the board's log panel is the log of the seat at the
mouse while only it is looking, the public log otherwise (behind and right after a pass
screen for another seat), and Undo takes the private lines back with the public ones."""
import types

from games.engine.session import Session, event_lines
from tests.engine import toygame
from tests.ui.test_input import PLAYERS, ToyBoard, lift
from games.engine.app import App
from games.engine.scenes.passing import PassScene
from games.engine.settings import Settings


def secret_roll_toy(public_views: bool = False):
    """The toy game whose rolls only the roller may read: "Ola rolls 4." for the roller,
    "Ola rolls the die." for everyone else."""
    rules = types.ModuleType("secret_roll_toy")
    rules.__dict__.update({k: v for k, v in vars(toygame).items() if not k.startswith("__")})
    apply = toygame.apply

    def secret_apply(state, action):
        events = apply(state, action)
        for e in events:
            if e["type"] == "roll":
                e["shown_to"] = [e["seat"]]
        return events

    def describe(state, event, seat=None):
        who = PLAYERS[event["seat"]]["name"] if "seat" in event else "Someone"
        if event["type"] == "roll":
            if seat in event.get("shown_to", []):
                return f"{who} rolls {event['value']}."
            return f"{who} rolls the die."
        return f"{who}: {event['type']}."

    rules.apply, rules.describe = secret_apply, describe
    if public_views:                  # nothing private on the board: no pass screens
        rules.view = lambda state, seat: {"turn": state.turn}
    return rules


def test_event_lines_keep_only_the_seats_whose_line_differs():
    rules = secret_roll_toy()
    state = rules.new_game(PLAYERS, {}, 3)
    event = rules.apply(state, {"type": "roll"})[0]
    value = event["value"]
    assert event_lines(rules, state, event)["en"] == ("Ola rolls the die.", {0: f"Ola rolls {value}."})
    step = {"type": "step", "seat": 0}
    assert event_lines(rules, state, step)["en"] == ("Ola: step.", {})


def test_the_session_keeps_a_log_per_seat_and_undo_takes_private_lines_back():
    rules = secret_roll_toy()
    s = Session.new(rules, PLAYERS, {}, seed=3)
    s.act({"type": "step"})
    s.act({"type": "roll"})
    value = s.state.counts[0] - 1
    assert s.log_for(None) == s.log == ["New game of Toy, seed 3.", "Ola: step.", "Ola rolls the die."]
    assert s.log_for(0) == ["New game of Toy, seed 3.", "Ola: step.", f"Ola rolls {value}."]
    assert s.log_for(1) == s.log
    s.act({"type": "step"})
    assert s.undo()
    assert len(s.private_log) == len(s.log) == 3
    resumed = Session.resume(rules, {"players": PLAYERS, "options": {}, "seed": 3, "title": "t"},
                             s.state, s.actions, list(zip(s.log, s.private_log)))
    assert resumed.log_for(0) == s.log_for(0) and resumed.log_for(1) == s.log_for(1)


def test_the_log_panel_shows_a_private_line_only_to_its_seat():
    rules = secret_roll_toy()
    app = App(Settings(animation="off"), headless=True)
    app.autosave = False
    board = ToyBoard(app, Session.new(rules, PLAYERS, {}, seed=3))
    app.push(board)
    app.step([])
    lift(app)                                         # Ola at the mouse: her counts are private
    board.act({"type": "roll"})
    value = board.state.counts[0]
    assert board.log_lines[-1] == f"Ola rolls {value}."
    board.act({"type": "end"})                        # the turn goes to Bart: covered
    assert isinstance(app.top, PassScene)
    assert board.log_lines[-2:] == ["Ola rolls the die.", "Ola: end."]
    app.step([])                                      # the cover is drawn
    lift(app)
    assert board.shown_seat == 1
    assert f"Ola rolls {value}." not in board.log_lines
    assert "Ola rolls the die." in board.log_lines
    board.open_log()
    assert type(app.top).__name__ == "LogScene" and app.top.lines == board.log_lines
    app.close()


def test_without_a_pass_screen_the_log_panel_stays_public():
    """No cover means nobody confirmed who is at the mouse: the public log shows, also
    after a handover (the seat that just played may still be looking)."""
    rules = secret_roll_toy(public_views=True)
    app = App(Settings(animation="off"), headless=True)
    app.autosave = False
    board = ToyBoard(app, Session.new(rules, PLAYERS, {}, seed=3))
    app.push(board)
    app.step([])
    assert app.top is board
    board.act({"type": "end"})
    board.act({"type": "roll"})                       # Bart rolls: his line is his own
    assert app.top is board and board.shown_seat == 1
    assert board.log_lines[-1] == "Bart rolls the die."
    board.act({"type": "end"})                        # Ola's turn, Bart may still look
    assert "Bart rolls the die." in board.log_lines
    assert not any(line.startswith("Bart rolls ") and line[11].isdigit() for line in board.log_lines)
    app.close()


def test_the_board_view_is_the_viewers_and_follows_every_change():
    """``view()`` is the view of the seat the screen was covered for, the public view
    before that; ``legal()`` follows every action and undo."""
    rules = secret_roll_toy()
    app = App(Settings(animation="off"), headless=True)
    app.autosave = False
    board = ToyBoard(app, Session.new(rules, PLAYERS, {}, seed=3))
    assert board.view() == rules.view(board.state, None)     # nobody confirmed yet
    app.push(board)
    app.step([])
    lift(app)
    assert board.viewer() == 0 and board.view() == {"mine": 0, "turn": 0}
    board.act({"type": "step"})
    assert board.view() == {"mine": 1, "turn": 0}
    assert board.legal() == rules.legal_actions(board.state)
    board.undo()
    assert board.view() == {"mine": 0, "turn": 0}
    for _ in range(3):
        board.act({"type": "step"})
    assert {"type": "step"} not in board.legal()
    board.act({"type": "end"})                # covered for Bart: only the cover is seen
    assert isinstance(app.top, PassScene) and board.view() == {"mine": 0, "turn": 1}
    app.close()
