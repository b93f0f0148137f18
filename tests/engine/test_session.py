"""Session: undo back to the last barrier within the seat's turn; illegal actions change
nothing; the hotseat pass screen appears only when the next seat's view differs."""
import random

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
    assert "die roll" in s.why_no_undo()          # words for every game (a dice game too)
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


# ------------------------------------------------------------------ undo in every game

from games.engine import registry  # noqa: E402

# Each game's own "a new turn began" events: an oracle for turn boundaries that does not
# come from whose_turn. Bazyliszek has no such event (a turn is one decision there and the
# seat always changes); the seat checks cover it.
TURN_EVENTS = {"basilica": {"turn_end"}, "baldricks_tomb": {"turn"}, "toy": {"end", "answer"},
               "bazyliszek": set(), "labirynt": {"turn"}, "bas_celik": {"turn"}}
GAMES = [(toygame, 1, 3)] + [(g.rules(), g.min_players, g.max_players)
                             for g in registry.available_games()]


def _random_session(rules, low, high, game):
    import random
    rng = random.Random(game)
    n = low + game % (high - low + 1)
    players = [{"name": f"P{i}", "colour": f"c{i}", "shields": i % 3} for i in range(n)]
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    return rng, Session.new(rules, players, options, seed=game)


def _whose_turn(rules, state):
    return rules.whose_turn(state) if hasattr(rules, "whose_turn") else None


@pytest.mark.parametrize("rules,low,high", GAMES, ids=[g[0].GAME_ID for g in GAMES])
def test_undo_never_crosses_a_turn_boundary_or_another_seats_decision(rules, low, high):
    """Random games of every game, undoing at random: whatever Undo offers was decided by
    the seat deciding now, after the last action of any other seat, after the last turn
    boundary (the game's own new-turn events) and after the last barrier; undoing never
    changes who decides nor the turn under way."""
    boundaries = TURN_EVENTS[rules.GAME_ID]
    undone = 0
    for game in range(24):
        rng, s = _random_session(rules, low, high, game)
        history = []                          # (seat, event types, barrier) per action kept
        for _ in range(400):
            if rules.is_over(s.state):
                break
            seat = rules.current_seat(s.state)
            events = s.act(rng.choice(s.legal()))
            history.append((seat, {e["type"] for e in events}, any(e.get("barrier") for e in events)))
            now, k = rules.current_seat(s.state), s.undoable()
            first = len(history) - k                  # the first action Undo could take back
            others = [i for i, (who, _, _) in enumerate(history) if who != now]
            turns = [i for i, (_, kinds, _) in enumerate(history) if kinds & boundaries]
            walls = [i for i, (_, _, barrier) in enumerate(history) if barrier]
            assert first > max(others + turns + walls, default=-1), (game, history[-3:])
            if k and rng.random() < 0.4:
                turn = _whose_turn(rules, s.state)
                for _ in range(rng.randint(1, k)):
                    assert s.undo()
                    history.pop()
                    undone += 1
                    assert rules.current_seat(s.state) == now
                    assert _whose_turn(rules, s.state) == turn
    assert undone > 0 or rules.GAME_ID == "bazyliszek"


@pytest.mark.parametrize("rules,low,high", [g for g in GAMES if hasattr(g[0], "whose_turn")],
                         ids=[g[0].GAME_ID for g in GAMES if hasattr(g[0], "whose_turn")])
def test_whose_turn_changes_exactly_at_the_games_new_turn_events(rules, low, high):
    """``whose_turn`` (protocol) against each game's own events: between two turns under
    way it changes exactly when the action's events start a new turn."""
    changes = 0
    for game in range(24):
        rng, s = _random_session(rules, low, high, game)
        for _ in range(400):
            if rules.is_over(s.state):
                break
            before = rules.whose_turn(s.state)
            events = s.act(rng.choice(s.legal()))
            after = rules.whose_turn(s.state)
            if before is not None and after is not None:
                new_turn = bool({e["type"] for e in events} & TURN_EVENTS[rules.GAME_ID])
                assert (before != after) == new_turn, (game, events)
                assert after[0] == before[0] or new_turn
                changes += new_turn
    assert changes > 20


def test_an_answer_that_ends_the_callers_turn_is_never_undone():
    s = session()
    s.act({"type": "step"})
    s.act({"type": "call"})
    assert s.undoable() == 0                   # the call hands the decision to Bart
    s.act({"type": "answer"})                  # ... which ends Ola's turn: Bart's begins
    assert s.rules.current_seat(s.state) == 1 and s.turn() == (1, 1)
    assert s.undoable() == 0 and not s.undo()
    assert s.why_no_undo() == "Nothing to undo in this turn yet."
    s.act({"type": "step"})
    assert s.undoable() == 1


def test_a_solo_seat_never_undoes_its_previous_turn():
    s = Session.new(toygame, PLAYERS[:1], {}, seed=1)
    s.act({"type": "step"})
    s.act({"type": "end"})                     # the same seat plays the next turn
    assert s.rules.current_seat(s.state) == 0 and s.undoable() == 0 and not s.undo()
    s.act({"type": "step"})
    assert s.undoable() == 1 and s.undo() and s.state.turns == 1 and s.undoable() == 0


def test_basilica_paid_order_declined_on_the_third_action_cannot_be_undone():
    """The reported case: Undo at the start of the next turn took the game back to the
    Paid Order offer."""
    import random
    from games.basilica import rules as B
    for seed in range(40):
        rng, s = random.Random(seed), Session.new(B, PLAYERS, {}, seed)
        while not B.is_over(s.state):
            legal = s.legal()
            third = s.state.actions_done == 2
            if {"type": "decline"} not in legal:
                s.act(rng.choice(legal))
                continue
            decliner = B.current_seat(s.state)
            s.act({"type": "decline"})
            if third and s.state.phase == "play":
                assert s.state.turn == decliner            # the decliner's own turn began
                assert s.undoable() == 0 and not s.undo()
                assert s.why_no_undo() == "Nothing to undo in this turn yet."
                return
    pytest.fail("no Paid Order was declined on a third action")


def test_the_log_written_in_one_language_is_read_in_the_other():
    """Every line is kept in each language: a game played in Polish shows its whole log
    in English once English is chosen, and in Polish again after."""
    from games.engine import i18n, registry
    rules = registry.get("bazyliszek").rules()
    i18n.set_language("pl")
    try:
        s = Session.new(rules, PLAYERS, {}, seed=4)
        for _move in range(3):
            s.act(s.legal()[0])
        polish = s.log
        i18n.set_language("en")
        english = s.log
        assert len(english) == len(polish) > 3
        assert english[0] == "New game of Bazyliszek, seed 4."
        assert polish[0] == "Nowa gra: Bazyliszek, ziarno 4."
        assert all(e != p for e, p in zip(english, polish))
        i18n.set_language("pl")
        assert s.log == polish and s.log_for(0) == polish
    finally:
        i18n.set_language("en")


def test_log_lines_are_the_slices_of_the_log():
    """``Session.log_lines(start, end)`` is ``log[start:end]`` for every pair of bounds
    (negative and past the end included), without building the whole log."""
    from games.engine import registry
    from games.engine.session import Session
    rules = registry.get("bazyliszek").rules()
    players = [{"name": n, "colour": c, "shields": 0} for n, c in (("A", "blue"), ("B", "red"))]
    session = Session.new(rules, players, {}, seed=3)
    rng = random.Random(1)
    for _ in range(12):
        session.act(rules.playout_policy(session.state, rng))
    log = session.log
    n = len(log)
    assert n >= 3
    for start in range(-n - 2, n + 3):
        for end in (None, *range(-n - 2, n + 3)):
            assert session.log_lines(start, end) == log[start:end]


@pytest.mark.parametrize("rules,low,high", GAMES, ids=[g[0].GAME_ID for g in GAMES])
def test_a_long_game_keeps_state_copies_only_for_what_undo_can_still_reach(rules, low, high,
                                                                           monkeypatch):
    """Undo's copies of earlier states are dropped once Undo can never reach them (a long
    Labirynt game kept thousands, hundreds of megabytes): played side by side with a
    session that keeps every copy, the same random actions and undos give the same
    ``undoable()`` and the same states at every step, while the copies kept stay within
    the current turn."""
    for game in range(6):
        rng, lean = _random_session(rules, low, high, game)
        _rng, full = _random_session(rules, low, high, game)
        full._forget_the_past = lambda: None            # the reference keeps everything
        for _ in range(300):
            if rules.is_over(lean.state):
                break
            action = rng.choice(lean.legal())
            lean.act(action)
            full.act(action)
            assert lean.undoable() == full.undoable()
            if lean.undoable() and rng.random() < 0.3:
                for _ in range(rng.randint(1, lean.undoable())):
                    assert lean.undo() and full.undo()
                    assert lean.state.to_dict() == full.state.to_dict()
                    assert lean.undoable() == full.undoable()
            kept = sum(step.before is not None for step in lean._steps)
            this_turn = 0                   # trailing steps within the last step's turn
            for step in reversed(lean._steps):
                if step.turn_before != step.turn_after or \
                        step.turn_after != lean._steps[-1].turn_after:
                    break
                this_turn += 1
            assert kept <= this_turn, (kept, this_turn)
        assert sum(step.before is not None for step in full._steps) == len(full._steps)
