"""Session: undo back to the last barrier within the seat's turn; illegal actions change
nothing; the hotseat pass screen appears only when the next seat's view differs."""
import pygame
import pytest

from games.engine.protocol import IllegalAction
from games.engine.session import Session
from tests.engine import toygame

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]


def session():
    return Session.new(toygame, PLAYERS, {}, seed=1)


def test_undo_takes_back_own_actions_within_the_turn():
    s = session()
    s.act({"type": "step"})
    s.act({"type": "step"})
    assert s.undoable() == 2
    assert s.undo() and s.state.counts == [1, 0] and len(s.actions) == 1
    assert s.undo() and s.state.counts == [0, 0] and s.actions == []
    assert not s.undo()


def test_undo_never_goes_past_a_die_roll():
    s = session()
    s.act({"type": "step"})
    s.act({"type": "roll"})
    assert s.undoable() == 0 and not s.undo()
    assert "revealed card or a shuffle" in s.why_no_undo()
    s.act({"type": "step"})
    assert s.undoable() == 1
    s.undo()
    assert s.undoable() == 0


def test_undo_never_takes_back_the_previous_seats_turn():
    s = session()
    s.act({"type": "step"})
    s.act({"type": "end"})
    assert s.state.turn == 1 and s.undoable() == 0 and not s.undo()


def test_illegal_action_changes_nothing_not_even_undo_history():
    s = session()
    s.act({"type": "step"})
    before, log = s.state.to_dict(), list(s.log)
    with pytest.raises(IllegalAction):
        s.act({"type": "fly"})
    assert s.state.to_dict() == before and s.log == log and s.undoable() == 1


def test_undo_restores_the_log_and_calls_on_change():
    calls = []
    s = session()
    s.on_change = calls.append
    s.act({"type": "step"})
    n = len(s.log)
    s.undo()
    assert len(s.log) == n - 1 and len(calls) == 2


def test_pass_screen_only_when_the_next_view_differs(monkeypatch):
    from games.engine.app import App
    from games.engine.scenes.board import BoardSceneBase
    from games.engine.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    s = session()
    board = BoardSceneBase(app, s)
    app.push(board)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    assert type(app.top).__name__ == "PassScene"        # a private view is never shown unasked
    app.top.handle_event(enter)
    assert app.top is board
    board.act({"type": "step"})
    assert app.top is board
    board.act({"type": "end"})                     # Bart's view holds his own count
    assert type(app.top).__name__ == "PassScene"
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                            unicode="\r", scancode=0))
    assert app.top is board
    app.close()
