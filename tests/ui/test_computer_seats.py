"""Computer players on the board, driven by a person's posted events only: a seat handed
to the computer from the game menu (Menu -> Who plays) plays its turns by itself, at the
pace set in Settings, while the window keeps answering; a click or Space hurries it on and
never acts for it; it never acts under the menu, the log or a dialog; a save keeps who
is a computer, and a save whose computer seats are damaged loads with people in them and
says so."""
from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from games.engine import bots
from games.engine.scenes.computer_turns import decision_seed
from games.engine.scenes.pause import SeatsScene
from games.engine.scenes.setup import PLAYED_BY_X
from saves import store
from sprites.widgets import Choice
from tests.ui.driver import play_turn, start_game


def scene_name(d) -> str:
    return type(d.scene).__name__


def hand_to_computer(d, seat: int, label: str) -> None:
    """Menu -> Who plays -> seat's choice set to ``label`` -> Done -> Resume."""
    d.key(pygame.K_ESCAPE)
    d.press("Who plays")
    assert isinstance(d.scene, SeatsScene)
    choice = [w for w in d.widgets() if isinstance(w, Choice)][seat]
    for _ in range(4):
        if dict(choice.choices)[choice.value] == label:
            break
        d.click((choice.rect.right - 10, choice.rect.centery))
    assert dict(choice.choices)[choice.value] == label
    d.press("Done")
    d.press("Resume")


def until(d, done, seconds: float = 20.0) -> None:
    """Step the app in 100 ms of app time (the computer's pace) until ``done()``, giving
    the computer's worker real time to think. Frames are drawn as the idle loop draws
    them (when something asks for one), so a move the board forgets to show stays unseen."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the computer did not move"
        d.app.step([], dt=100.0, force=False)
        time.sleep(0.002)


def test_a_person_plays_a_whole_game_against_the_computer(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=11)
    board = d.scene
    hand_to_computer(d, 1, "Computer: easy")
    assert board.session.computers == {1: "easy"}
    rng, rounds = random.Random(2), 0
    for _ in range(800):
        name = scene_name(d)
        if name == "FinalScene":
            break
        if name == "RoundEndScene":
            rounds += 1
            d.press("Final results" if d.scene.round_index else
                    "Move the pawns and start round 2")
        elif board.rules.current_seat(board.state) == 1:
            moves = len(board.session.actions)
            until(d, lambda: len(board.session.actions) > moves or scene_name(d) != "BoardScene")
        else:
            assert name == "BoardScene"                  # one person: never a pass screen
            play_turn(d, board, rng)
    assert scene_name(d) == "FinalScene" and rounds == 2
    assert board.rules.is_over(board.state)
    assert len(board.session.actions) > 20
    log = board.session.log
    assert any(line.startswith("Bart (computer) ") for line in log)      # its moves say so
    assert not any("Ola (computer)" in line for line in log)
    auto = store.read_record(store.autosave_path())
    assert auto["computers"] == {"1": "easy"} and auto["over"]


def test_the_window_answers_while_the_computer_thinks_and_it_waits_under_the_log(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=3)
    board = d.scene
    first = board.rules.current_seat(board.state)
    hand_to_computer(d, first, "Computer: hard")     # the seat to move: it thinks at once
    d.app.step([], dt=16.0)
    assert board.computer.thinking()
    moves = len(board.session.actions)
    d.press("Full log")                                # answered while it thinks
    assert scene_name(d) == "LogScene"
    end = time.monotonic() + 3.0
    while time.monotonic() < end:                      # it has thought, but may not act here
        d.app.step([], dt=100.0)
        time.sleep(0.01)
    assert len(board.session.actions) == moves
    d.key(pygame.K_ESCAPE)
    assert d.scene is board
    until(d, lambda: len(board.session.actions) > moves)


def test_a_click_on_the_board_hurries_the_computer_and_never_acts_for_it(driver):
    d = driver
    start_game(d, ["Ola", "Bart"], seed=5)
    board = d.scene
    d.app.settings.computer_pace = "slow"             # 1.6 s per action
    first = board.rules.current_seat(board.state)
    hand_to_computer(d, first, "Computer: easy")
    moves, start = len(board.session.actions), d.app.clock_ms
    assert not board.undo_button.enabled
    s = board.session
    its_own = bots.choose(s.rules, s.state, first, "easy",
                          decision_seed(s.seed, len(s.actions), first))
    other = next(i for i, card in enumerate(board.state.table)
                 if card is not None and i != its_own.get("slot"))
    d.click(board.slot_rects()[other].center)         # a person's click on another room
    assert board.computer.hurrying
    assert board.session.actions[moves:moves + 1] in ([], [its_own])   # never the click's
    until(d, lambda: board.rules.current_seat(board.state) != first, seconds=10.0)
    assert len(board.session.actions) >= moves + 2    # its whole turn: reveal, then decide
    assert board.session.actions[moves] == its_own
    assert d.app.clock_ms - start < 1600              # without waiting out the pace
    assert not board.computer.hurrying                # a person decides now


def test_a_save_keeps_its_computers_and_damaged_ones_become_people(driver):
    d = driver
    start_game(d, ["Ola", "Bart", "Cyryl"], seed=7)
    board = d.scene
    hand_to_computer(d, 2, "Computer: normal")
    assert store.read_record(store.autosave_path())["computers"] == {"2": "normal"}
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    assert d.scene.session.computers == {2: "normal"}
    path = store.autosave_path()
    record = json.loads(path.read_text(encoding="utf-8"))
    record["computers"] = {"2": "grandmaster", "x": "easy", "1": "hard"}
    path.write_text(json.dumps(record), encoding="utf-8")
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    assert d.scene.session.computers == {1: "hard"}
    assert "people play them now" in (d.scene.notice or "")


def test_the_setup_offers_a_computer_for_each_seat_and_remembers_it(driver):
    """New game -> a seat's "Played by" set to a level -> Start: that seat is a computer's
    from the first move; the next setup of the game offers the same again."""
    d = driver
    d.press("New game")
    chooser = d.scene
    card = next(rect for rect, info in chooser.cards if info.title == "Bazyliszek")
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)
    setup = d.scene
    played_by = lambda: [w for w in d.widgets()
                         if isinstance(w, Choice) and w.rect.x == PLAYED_BY_X]
    assert [c.value for c in played_by()] == ["person", "person"]
    second = played_by()[1]
    for _ in range(3):                                   # Person -> Easy -> Normal -> Hard
        d.click((second.rect.right - 10, second.rect.centery))
    assert setup.computers() == {1: "hard"}
    d.press("Start the game")
    board = d.scene
    assert board.session.computers == {1: "hard"}
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("New game")
    card = next(rect for rect, info in d.scene.cards if info.title == "Bazyliszek")
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)
    assert [c.value for c in played_by()] == ["person", "hard"]


@pytest.mark.parametrize("game_id, seats, pace", [("bazyliszek", 2, "instant"),
                                                  ("basilica", 2, "fast"),
                                                  ("baldricks_tomb", 2, "instant")])
def test_computers_play_a_whole_game_by_themselves(driver, game_id, seats, pace, monkeypatch):
    """Every seat a computer (easy): the board plays a whole game by itself, through its
    dialogs (a fight in Baldrick's Tomb) and its result screens (a round's scores, the
    end of a floor, a fight's result close themselves when no person sits at the table),
    to the final screen, with no key pressed and no click. (The easy level searches less
    here, to keep the test quick: the screens, not the choices, are tested.)"""
    from games.engine.launch import start_new_game
    from games.engine.scenes.final import FinalSceneBase
    monkeypatch.setitem(bots.LEVELS, "easy", bots.Level(iterations=4, depth=6))
    d = driver
    d.app.settings.computer_pace = pace
    colours = ["blue", "yellow", "orange"]
    players = [{"name": f"P{i}", "colour": colours[i]} for i in range(seats)]
    if game_id == "bazyliszek":
        for p in players:
            p["shields"] = 0
    session = start_new_game(d.app, game_id, players, {}, 5,
                             computers={i: "easy" for i in range(seats)})
    end, screens = time.monotonic() + 120, set()
    while not isinstance(d.app.top, FinalSceneBase):
        assert time.monotonic() < end, f"the computers stopped playing under {d.app.top}"
        screens.add(type(d.app.top).__name__)
        d.app.step([], dt=400.0)
        time.sleep(0.001)
    assert session.rules.is_over(session.state)
    from saves import history                      # the finished game is in the statistics
    entries, problem = history.load_history()
    assert problem is None and len(entries) == 1
    assert [p["name"] for p in entries[0]["players"]] == [p["name"] for p in players]
    assert [p["computer"] for p in entries[0]["players"]] == ["easy"] * seats
    assert {i for i, p in enumerate(entries[0]["players"]) if p["won"]} == \
        set(session.rules.winners(session.state))
    expected = {"bazyliszek": {"RoundEndScene"}, "basilica": set(),
                "baldricks_tomb": {"CombatScene", "FloorEndScene"}}[game_id]
    assert expected <= screens


def test_a_result_screen_waits_for_the_person_at_the_table(driver):
    """With one person at the table, the end of a round stays until that person closes
    it, however long it is on screen; handed to the computer too, it closes itself."""
    from games.bazyliszek.ui.results import RoundEndScene
    from games.engine.launch import start_new_game
    d = driver
    d.app.settings.computer_pace = "fast"
    players = [{"name": f"P{i}", "colour": c, "shields": 0}
               for i, c in enumerate(["blue", "yellow"])]
    session = start_new_game(d.app, "bazyliszek", players, {}, 5, computers={1: "easy"})
    rules, rng = session.rules, random.Random(3)
    while session.state.phase != "scoring":
        if rules.current_seat(session.state) == 0:
            d.app.top.act(rules.playout_policy(session.state, rng))
        d.app.step([], dt=400.0)
        time.sleep(0.001)
    for _ in range(20):
        d.app.step([], dt=1000.0)
    assert isinstance(d.app.top, RoundEndScene)
    d.app.top.board.set_computer(0, "easy")
    for _ in range(10):
        d.app.step([], dt=1000.0)
    assert not isinstance(d.app.top, RoundEndScene)


def _toy_with_computers():
    """The toy game of tests.engine.toygame (each seat's count is private) with what a
    computer player needs: clone, determinize (the dice redrawn) and a playout policy."""
    import types

    from games.engine.protocol import rng_from_json
    from tests.engine import toygame
    rules = types.ModuleType("toy_with_computers")
    rules.__dict__.update({k: v for k, v in vars(toygame).items() if not k.startswith("__")})
    rules.clone = lambda s: toygame.State.from_dict(s.to_dict())

    def determinize(state, seat, rng):
        world = toygame.State.from_dict(state.to_dict())
        world.rng = rng_from_json(state.to_dict()["rng"])
        world.rng.seed(rng.getrandbits(32))
        return world
    rules.determinize = determinize
    rules.playout_policy = lambda s, rng: rng.choice(toygame.legal_actions(s))
    return rules


def test_a_persons_private_view_is_never_shown_while_a_computer_or_the_other_person_plays():
    """Ola and Cyryl are people, Bart a computer, and each count is private: Ola's view is
    covered before Bart plays (the table sees the public view, with no pass screen to a
    computer), and Cyryl gets a pass screen before his view is drawn."""
    from games.engine.app import App
    from games.engine.scenes.passing import PassScene
    from games.engine.session import Session
    from games.engine.settings import Settings
    from tests.ui.test_input import ToyBoard, lift
    rules = _toy_with_computers()
    players = [{"name": n, "colour": c} for n, c in
               (("Ola", "blue"), ("Bart", "yellow"), ("Cyryl", "orange"))]
    app = App(Settings(animation="off", computer_pace="instant"), headless=True)
    app.autosave = False
    board = ToyBoard(app, Session.new(rules, players, {}, seed=3, computers={1: "easy"}))
    app.push(board)
    app.step([])
    lifted, seen_computer, end = None, False, time.monotonic() + 30
    while not rules.is_over(board.state):
        assert time.monotonic() < end
        if isinstance(app.top, PassScene):
            seat = rules.current_seat(board.state)
            assert seat != 1                              # never a pass screen to a computer
            lift(app)
            lifted = seat
            continue
        seat = rules.current_seat(board.state)
        if app.top is board:
            if seat == 1:
                seen_computer = True
                assert board.viewer() is None             # the table watches the computer
            else:
                assert board.viewer() in (None, seat) and (board.viewer() is None
                                                          or lifted == seat)
        if seat == 1:                 # keys held, a hover and a right-click change nothing
            held = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
                    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB) for _ in range(3)]
            pointer = [pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 400), rel=(0, 0),
                                          buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=3),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 400), button=3)]
            app.step(held + pointer, dt=100.0)
            assert board.viewer() is None and not isinstance(app.top, PassScene) or \
                rules.current_seat(board.state) != 1
            time.sleep(0.002)
        else:
            if board.state.called is not None:            # asked by the computer: answer
                board.act({"type": "answer"})
            else:
                board.act({"type": "end"} if board.state.steps else {"type": "step"})
            app.step([])
    assert seen_computer
    app.close()


def test_a_computers_moves_say_so_in_the_log_also_after_loading(tmp_path, monkeypatch):
    """The lines of a computer's actions name it "(computer)" ("(komputer)" in Polish);
    a save lists those moves, so the replayed log of a loaded game says so too."""
    from games.engine import i18n, registry
    from games.engine.launch import session_record
    from games.engine.session import Session, by_computer
    rules = registry.get("bazyliszek").rules()
    players = [{"name": "Ola", "colour": "blue", "shields": 0},
               {"name": "Bart", "colour": "yellow", "shields": 0}]
    s = Session.new(rules, players, {}, 4, computers={1: "easy"})
    while len(s.actions) < 12:
        s.act(s.legal()[0], by_computer=rules.current_seat(s.state) == 1)
    assert s.computer_moves and s.computer_moves == sorted(set(s.computer_moves))
    english = s.log
    assert any(line.startswith("Bart (computer) ") for line in english)
    i18n.set_language("pl")
    try:
        assert any(line.startswith("Bart (komputer) ") for line in s.log)
    finally:
        i18n.set_language("en")
    restored = store.restore(session_record(s, "named"))
    replayed = [lines["en"][0] for lines in restored.log]
    assert replayed == english[1:]                    # (the opening line is the launcher's)
    assert by_computer("Olaf and Ola play.", "Ola") == "Olaf and Ola (computer) play."
    assert by_computer("Nobody here.", "Ola") == "Nobody here."


def test_no_game_button_answers_for_the_computer(driver):
    """While a computer decides whether to visit the room it revealed, a person's click on
    Visit or Skip, or their keys V and S, take nothing: what happens is the computer's
    own choice."""
    d = driver
    start_game(d, ["Ola", "Bart"], seed=5)
    board = d.scene
    d.app.settings.computer_pace = "slow"
    first = board.rules.current_seat(board.state)
    hand_to_computer(d, first, "Computer: easy")
    until(d, lambda: board.state.phase == "decide")              # it revealed a room
    assert board.rules.current_seat(board.state) == first
    s = board.session
    its_own = bots.choose(s.rules, s.state, first, "easy",
                          decision_seed(s.seed, len(s.actions), first))
    other = {"type": "skip"} if its_own == {"type": "visit"} else {"type": "visit"}
    moves = len(s.actions)
    button = next(b for b in board.action_buttons if b.label == other["type"].title())
    d.click(button.rect.center)
    d.key(pygame.K_v if other["type"] == "visit" else pygame.K_s)
    until(d, lambda: len(s.actions) > moves)
    assert s.actions[moves] == its_own


@pytest.mark.parametrize("computer", [0, 1])
@pytest.mark.parametrize("seed", [1, 2])
def test_after_the_computers_turn_the_persons_reachable_spaces_are_lit(driver, seed, computer):
    """Baldrick's Tomb against one computer: a playtester found no space lit on any of
    their turns (when the computer had the first turn, the board kept taking it for the
    seat at the mouse)."""
    from games.engine.launch import start_new_game
    from tests.ui.tomb_driver import act_once
    d = driver
    d.app.settings.computer_pace = "instant"
    players = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]
    start_new_game(d.app, "baldricks_tomb", players, {}, seed, computers={computer: "easy"})
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng, checked, end = random.Random(seed), 0, time.monotonic() + 60
    while checked < 3 and not board.rules.is_over(board.state):
        assert time.monotonic() < end, "the game did not come to the person's moves"
        if board.session.computer_to_move() is not None or board.computer.thinking():
            d.app.step([], dt=100.0, force=False)
            time.sleep(0.002)
            continue
        if d.scene is board and board.state.phase == "move" and board.routes():
            assert board._targets(board.view()), "the person's reachable spaces are not lit"
            checked += 1
        act_once(d, board, rng)
    assert checked == 3
