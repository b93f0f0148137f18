"""What just happened on the board, driven by posted pygame events: the recap a person
gets after lifting a pass screen (never while it covers the board), closed by a click,
opened again with "Since your turn", also after loading a save; none for a computer's
seat, none after one's own actions, none in a replay; and the mark of the last action
in every game."""
from __future__ import annotations

import random

import pygame
import pytest

from games.engine import recap
from tests.ui.driver import Driver
from tests.ui.recap_shots import GAMES, open_loaded, position


def names(d) -> list[str]:
    return [type(s).__name__ for s in d.app.stack]


def board_of(d):
    return next(s for s in d.app.stack if hasattr(s, "session"))


@pytest.fixture
def rd():
    """A driver whose app shows the recap (the Settings default)."""
    from games.engine.scenes.menu import MainMenuScene
    d = Driver(recap=True)
    d.app.push(MainMenuScene(d.app))
    d.pump()
    yield d
    d.app.close()


def lift(d) -> None:
    assert names(d)[-1] == "PassScene"
    d.press(d.widgets()[0].label)


def recap_lines(scene) -> list[str]:
    return [text for kind, text in scene.blocks if kind == "p"]


def test_recap_after_the_pass_screen_closed_by_a_click_and_opened_again(rd):
    """A loaded Tomb game (scrolls are private, so a pass screen covers the board): no
    recap while the pass screen is up; lifted by its player, the recap lists the other
    seat's actions in that player's own log lines; a click closes it; the board's button
    opens it again, Esc and Enter close it."""
    d = rd
    record = position("baldricks_tomb", 2, 40)
    board = open_loaded(d, record)
    seat = board.rules.current_seat(board.state)
    assert names(d)[-1] == "PassScene"
    for _ in range(5):
        d.pump()
    assert "RecapScene" not in names(d)
    lift(d)
    assert names(d)[-1] == "RecapScene"
    scene = d.scene
    assert scene.seat == seat and scene.reader == seat == board.viewer()
    expected = recap.since_last(board.session, seat, seat)
    assert recap_lines(scene) == [line for part in expected for line in part.lines]
    assert recap_lines(scene) and scene.blocks[0] == ("h2", record["players"][1 - seat]["name"])
    d.wait_for_input()
    d.click((1200, 40))                      # anywhere: over the board's Menu button
    assert names(d)[-1] == "BoardScene"
    assert board.recap_button.enabled
    d.press("Since your turn")
    assert names(d)[-1] == "RecapScene"
    d.key(pygame.K_ESCAPE)
    assert names(d)[-1] == "BoardScene"
    d.press("Since your turn")
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "BoardScene"


def test_the_recap_of_a_live_handover_waits_for_the_right_person(rd):
    """A new Tomb game played on: when the turn goes to the other seat, its pass screen
    comes first and the recap only once it is lifted; the acting seat's own actions in a
    row bring none; with the recap turned off in Settings only the button shows it."""
    from games.engine.launch import start_new_game
    d = rd
    players = [{"name": "Ola", "colour": "vermillion"}, {"name": "Bart", "colour": "blue"}]
    start_new_game(d.app, "baldricks_tomb", players, {}, 11)
    d.pump()
    board = board_of(d)
    rules, rng = board.rules, random.Random(11)
    handovers = 0
    for _ in range(400):
        top = names(d)[-1]
        if top == "PassScene":
            assert "RecapScene" not in names(d)
            seat = rules.current_seat(board.state)
            news = recap.has_news(board.session, seat)
            lift(d)
            if news and names(d)[-1] == "RecapScene":
                assert d.scene.seat == seat == board.viewer()
                handovers += 1
                d.wait_for_input()
                d.click((640, 30))
            if handovers >= 2:
                break
            continue
        if top == "RecapScene":
            pytest.fail("a recap came without a handover")
        if board.rules.is_over(board.state):
            break
        seat = rules.current_seat(board.state)
        board.act(rules.playout_policy(rules.clone(board.state), rng))
        d.pump()
        if rules.current_seat(board.state) == seat:
            assert "RecapScene" not in names(d)      # own actions in a row
    assert handovers >= 2
    d.app.settings.recap = False
    while names(d)[-1] != "PassScene":
        if names(d)[-1] != "BoardScene":
            d.app.pop()
            continue
        board.act(rules.playout_policy(rules.clone(board.state), rng))
        d.pump()
    lift(d)
    assert names(d)[-1] != "RecapScene"
    assert board.recap_button.enabled


def test_no_recap_for_a_computer_and_a_person_gets_the_computers_moves(rd):
    """Bazyliszek against a computer (no pass screen with one person): nothing shows
    while the computer plays; when the person's turn comes, the recap names the
    computer as the log does."""
    from games.engine.launch import start_new_game
    d = rd
    players = [{"name": "Ola", "colour": "vermillion"}, {"name": "Bot", "colour": "blue"}]
    start_new_game(d.app, "bazyliszek", players, {}, 5, computers={1: "easy"})
    d.pump()
    board = board_of(d)
    rules, rng = board.rules, random.Random(5)
    while rules.current_seat(board.state) == 0:
        board.act(rules.playout_policy(rules.clone(board.state), rng))
    assert board._recap_due is None
    while rules.current_seat(board.state) == 1:
        board.act(rules.playout_policy(rules.clone(board.state), rng), by_computer=True)
        assert "RecapScene" not in names(d)
    d.pump()
    assert names(d)[-1] == "RecapScene"
    assert d.scene.blocks[0] == ("h2", "Bot (computer)")


def test_a_replay_has_no_recap_and_no_button(rd):
    from games.engine.replay import Replay
    from games.engine.scenes.replay import ReplayScene
    d = rd
    d.app.push(ReplayScene(d.app, Replay.from_record(position("bazyliszek", 3, 14))))
    d.pump()
    board = d.scene.board
    assert board.recap_button not in board.widgets
    d.key(pygame.K_END)
    d.key(pygame.K_LEFT)
    d.pump(3)
    assert "RecapScene" not in names(d)


@pytest.mark.parametrize("game_id,players,steps", GAMES, ids=[g[0] for g in GAMES])
def test_the_last_action_is_marked_in_every_game(game_id, players, steps):
    """A loaded position of each game: the board marks the places of the last action
    (the game's hook gives screen rects on the board), draws differently with the mark
    than without it, and the recap tells the same lines a live session would."""
    from games.engine.scenes.menu import MainMenuScene
    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    try:
        board = open_loaded(d, position(game_id, players, steps))
        while names(d)[-1] != "BoardScene":
            d.app.pop()
        marks = board.last_marks()
        assert marks
        assert all(pygame.Rect(0, 64, 1280, 736).contains(r) for r in marks)
        with_mark = pygame.Surface((1280, 800))
        board.draw(with_mark)
        without = pygame.Surface((1280, 800))
        board.last_marks = lambda: []
        board.draw(without)
        diff = [r for r in marks
                if pygame.image.tobytes(with_mark.subsurface(r.inflate(16, 16).clip(
                    with_mark.get_rect())), "RGB")
                != pygame.image.tobytes(without.subsurface(r.inflate(16, 16).clip(
                    without.get_rect())), "RGB")]
        assert diff == marks
        index = recap.marked_actions(board.session, lambda i: bool(
            type(board).mark_rects(board, board.session.actions[i],
                                   board.session.played[i].events)))
        assert board.session.played[index].seat == board.session.played[-1].seat
    finally:
        d.app.close()


def test_a_live_action_is_marked_until_the_next():
    """Bazyliszek: the room revealed is marked; after the visit, its slot and the
    visitor's row; after the next seat reveals, only that room."""
    from games.engine.launch import start_new_game
    from games.engine.scenes.menu import MainMenuScene
    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    try:
        players = [{"name": "Ola", "colour": "vermillion"}, {"name": "Bart", "colour": "blue"}]
        start_new_game(d.app, "bazyliszek", players, {}, 3)
        d.pump()
        board = board_of(d)
        assert board.last_marks() == []
        rects = board.slot_rects()
        seat = board.rules.current_seat(board.state)
        board.act({"type": "reveal", "slot": 4})
        assert board.last_marks() == [rects[4]]
        board.act({"type": "visit"})
        assert board.last_marks() == [rects[4], board.player_row(seat)]
        while names(d)[-1] != "BoardScene":
            d.app.pop()
        board.act({"type": "reveal", "slot": 7})
        assert board.last_marks() == [rects[7]]
    finally:
        d.app.close()


def test_a_recap_waits_while_another_seat_still_looks(rd, monkeypatch):
    """A board that holds its pass screen back (Baldrick's Tomb while a fight's result is
    read) still shows the previous seat's view: the recap due to the next seat waits
    until that seat's view (or the public one) is on screen."""
    d = rd
    board = open_loaded(d, position("baldricks_tomb", 2, 40))
    seat = board.rules.current_seat(board.state)
    lift(d)
    d.wait_for_input()
    d.click((640, 30))
    assert names(d)[-1] == "BoardScene"
    monkeypatch.setattr(board, "viewer", lambda: 1 - seat)
    board._recap_due = seat
    d.pump(3)
    assert names(d)[-1] == "BoardScene" and board._recap_due == seat
    monkeypatch.setattr(board, "viewer", lambda: seat)
    d.pump()
    assert names(d)[-1] == "RecapScene" and d.scene.reader == seat
