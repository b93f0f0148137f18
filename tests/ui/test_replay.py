"""The replay scene, driven by posted events: from the final screen (watch, scrub by keys,
buttons, clicks and a drag, play, back), from the load list (an unfinished game: the
table's view only), "Play on from here" (a new named save, the game replayed kept), and
for every game: the board only looks (no click plays, nothing is saved) and an unfinished
game's replay draws nothing a seat kept hidden (each frame equals the frame of the same
position with every hidden thing drawn again by ``determinize``).

Games are played by the rules alone (the playout policy), so the suite stays short."""
import json
import random

import pygame
import pytest

from games.engine import paths, registry
from games.engine.launch import open_board, session_record
from games.engine.replay import REFUSAL, Replay
from games.engine.scenes.replay import ReplayScene
from games.engine.session import Session
from saves import store

GAMES = [g.game_id for g in registry.available_games()]
COLOURS = ("blue", "yellow", "vermillion", "sky")


def play(game_id: str, seed: int, seats: int, steps: int = 10 ** 6) -> Session:
    """A game played by the playout policy to its end or for ``steps`` actions."""
    rules = registry.get(game_id).rules()
    session = Session.new(rules, [{"name": f"P{i + 1}", "colour": COLOURS[i]}
                                  for i in range(seats)], {}, seed)
    rng = random.Random(seed)
    while not rules.is_over(session.state) and len(session.actions) < steps:
        session.act(rules.playout_policy(session.state, rng))
    return session


def saves_folder() -> dict:
    """Every file of the saves folder with its bytes."""
    folder = paths.saves_dir()
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def replay_of(driver) -> ReplayScene:
    scene = driver.scene
    assert isinstance(scene, ReplayScene), type(scene).__name__
    return scene


def key(driver, k) -> None:
    driver.key(k)


def check_shown(scene, positions=None) -> None:
    """The board shows the replay's position (and, given ``positions``, the state the
    game had there)."""
    state = scene.board.state
    assert state.to_dict() == scene.replay.state_at(scene.position).to_dict()
    if positions is not None:
        assert state.to_dict() == positions[scene.position]


def finished_on_final_screen(driver, game_id="basilica", seed=4, seats=2):
    """A finished game opened on its board, the final screen on top; its positions."""
    session = play(game_id, seed, seats)
    record = session_record(session)
    rules, replay = session.rules, Replay.from_record(record)
    state, positions = replay.state_at(0), []
    for action in [None, *session.actions]:       # played again, not read from the replay
        if action is not None:
            rules.apply(state, dict(action))
        positions.append(state.to_dict())
    open_board(driver.app, session)
    driver.pump()
    board = next(s for s in driver.app.stack if type(s).__name__ == "BoardScene")
    if type(driver.scene).__name__ != "FinalScene":
        board.show_final()
        driver.pump()
    assert type(driver.scene).__name__ == "FinalScene"
    return session, positions


def test_final_screen_replay_scrub_and_back(driver):
    session, positions = finished_on_final_screen(driver)
    files = saves_folder()
    assert any(name.startswith("autosave") for name in files)
    driver.press("Watch the replay")
    scene = replay_of(driver)
    count = scene.replay.count
    assert scene.position == 0 and scene.replay.over and count == len(session.actions)
    check_shown(scene, positions)
    for _ in range(3):
        key(driver, pygame.K_RIGHT)
    assert scene.position == 3
    key(driver, pygame.K_LEFT)
    assert scene.position == 2
    key(driver, pygame.K_END)
    assert scene.position == count
    key(driver, pygame.K_HOME)
    assert scene.position == 0
    key(driver, pygame.K_PAGEDOWN)
    assert scene.position == scene.replay.turn_starts[1]
    check_shown(scene, positions)
    # the mouse: the buttons, a click on the scrubber, a drag along it
    driver.click(scene.icons["end"].rect.center)
    assert scene.position == count
    driver.click(scene.icons["previous"].rect.center)
    assert scene.position == scene.replay.turn_starts[-1]
    driver.click(scene.icons["back"].rect.center)
    assert scene.position == scene.replay.turn_starts[-1] - 1
    driver.click(scene.icons["start"].rect.center)
    assert scene.position == 0
    driver.click(scene.icons["step"].rect.center)
    driver.click(scene.icons["next"].rect.center)
    assert scene.position == scene.replay.next_turn(1)
    bar = scene.scrubber
    mark = scene.replay.turn_starts[len(scene.replay.turn_starts) // 2]
    driver.click((bar.x_of(mark) + 2, bar.rect.centery))         # near a mark: its turn
    assert scene.position == mark
    check_shown(scene, positions)
    quarter, three = bar.x_of(count // 4), bar.x_of(3 * count // 4)
    driver.wait_for_input()
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=(quarter, bar.rect.centery),
                                     rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(quarter, bar.rect.centery),
                                     button=1)):
        pygame.event.post(event)
    driver.pump()
    for x in [*range(quarter, three, 37), three]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, bar.rect.centery + 30),
                                             rel=(37, 0), buttons=(1, 0, 0)))
        driver.pump()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(three, bar.rect.centery),
                                         button=1))
    driver.pump()
    assert abs(scene.position - 3 * count // 4) <= 2 and not bar.dragging
    check_shown(scene, positions)
    # play at the chosen pace, then pause
    from games.engine.settings import REPLAY_PACE_MS
    driver.press("Normal")
    assert driver.app.settings.replay_pace == "fast"
    start = scene.position
    key(driver, pygame.K_SPACE)
    assert scene.playing
    driver.app.step([], dt=REPLAY_PACE_MS["fast"] + 1)
    driver.app.step([], dt=REPLAY_PACE_MS["fast"] + 1)
    assert scene.position == start + 2
    key(driver, pygame.K_SPACE)
    assert not scene.playing
    check_shown(scene, positions)
    # the log marks the action shown
    first, end = scene.replay.marked(scene.position)
    assert scene.board.log.marked == (first, end)
    assert scene.board.log_lines[first] == scene.replay.log[first]["en"][1].get(
        scene.session.viewer, scene.replay.log[first]["en"][0])
    assert saves_folder() == files                     # nothing written, nothing changed
    driver.press("Close")
    assert type(driver.scene).__name__ == "FinalScene"
    driver.press("Watch the replay")
    key(driver, pygame.K_RIGHT)
    key(driver, pygame.K_ESCAPE)
    assert type(driver.scene).__name__ == "FinalScene"
    assert saves_folder() == files


def test_a_finished_game_shows_the_view_of_whoever_acts_or_as_chosen(driver):
    session, positions = finished_on_final_screen(driver, "baldricks_tomb", 3, 3)
    driver.press("Watch the replay")
    scene = replay_of(driver)
    rules = scene.replay.rules
    scene.seek(scene.replay.count // 2)
    driver.pump()
    actor = scene.replay.actor(scene.position)
    assert scene.board.viewer() == actor
    assert scene.board.view() == rules.view(scene.board.state, actor)
    driver.click((scene.shown.rect.right - 10, scene.shown.rect.centery))   # -> the table
    assert scene.mode == "table" and scene.board.viewer() is None
    assert scene.board.view() == rules.view(scene.board.state, None)
    driver.click((scene.shown.rect.right - 10, scene.shown.rect.centery))   # -> P1
    assert scene.board.viewer() == 0
    assert scene.board.view() == rules.view(scene.board.state, 0)


def unfinished_save(game_id="baldricks_tomb", seed=11, seats=3, steps=70):
    """An unfinished game written as a named save: ``(path, session)``."""
    session = play(game_id, seed, seats, steps)
    assert not session.rules.is_over(session.state)
    return store.save_named(session_record(session, "named")), session


def test_load_list_replay_of_an_unfinished_game(driver):
    path, session = unfinished_save()
    before = path.read_bytes()
    files = saves_folder()
    driver.press("Load game")
    driver.press("Replay")
    scene = replay_of(driver)
    assert not scene.replay.over and scene.shown is None and scene.play_on_button is None
    assert "Not over" in scene.shown_note()
    rules = scene.replay.rules
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_PAGEUP,
              pygame.K_HOME, pygame.K_PAGEDOWN):
        key(driver, k)
        assert scene.board.viewer() is None
        assert scene.board.view() == rules.view(scene.board.state, None)
        check_shown(scene)
    driver.click((scene.scrubber.x_of(40), scene.scrubber.rect.centery))
    assert abs(scene.position - 40) <= 1
    assert path.read_bytes() == before and saves_folder() == files
    driver.press("Close")
    assert type(driver.scene).__name__ == "LoadScene"
    assert path.read_bytes() == before and saves_folder() == files


def test_play_on_from_here_starts_a_branch_and_keeps_the_game_replayed(driver):
    session, positions = finished_on_final_screen(driver)
    original = session_record(session)
    autosave = store.autosave_path(None, "basilica")
    driver.press("Watch the replay")
    scene = replay_of(driver)
    driver.press("Play on from here")                  # at the start: a new game of it
    driver.press("Cancel")
    assert replay_of(driver) is scene
    scene.seek(scene.replay.count)
    driver.pump()
    assert not scene.play_on_button.enabled            # nothing to play on at the end
    scene.seek(30)
    driver.pump()
    driver.press("Play on from here")
    driver.press("Play on")
    board = next(s for s in driver.app.stack if type(s).__name__ == "BoardScene")
    assert not board.read_only and board.session.actions == original["actions"][:30]
    assert board.state.to_dict() == positions[30]
    assert board.session.title == original["title"] + " (branch from move 30)"
    named = [store.read_record(e.path) for e in store.list_saves() if e.kind == "named"]
    kept = [r for r in named if store.same_game(r, original)]
    assert len(kept) == 1 and kept[0]["snapshot"] == original["snapshot"]    # the original
    branch = [r for r in named if r["title"].endswith("(branch from move 30)")]
    assert len(branch) == 1 and branch[0]["actions"] == original["actions"][:30]
    assert store.read_record(autosave)["actions"] == original["actions"][:30]
    # the branch plays on
    rules = board.rules
    board.act(rules.playout_policy(board.state, random.Random(1)))
    assert len(board.session.actions) == 31
    from games.engine.scenes.load import shown_title
    assert shown_title(branch[0]["title"]) == original["title"] + " (branch from move 30)"


def test_play_on_leaves_a_named_original_untouched(driver):
    session = play("bazyliszek", 5, 2)
    path = store.save_named(session_record(session, "named"))
    before = path.read_bytes()
    driver.press("Load game")
    driver.press("Replay")
    scene = replay_of(driver)
    scene.seek(25)
    driver.press("Play on from here")
    driver.press("Play on")
    assert path.read_bytes() == before
    board = next(s for s in driver.app.stack if type(s).__name__ == "BoardScene")
    assert board.session.actions == session.actions[:25]


def open_replay_scene(driver, game_id, seed, seats, steps):
    """The replay scene of an unfinished game of ``game_id`` (as a loaded save's), of
    ``steps`` actions or a few less than its end."""
    session = play(game_id, seed, seats, steps)
    if session.rules.is_over(session.state):
        session = play(game_id, seed, seats, len(session.actions) - 5)
    assert not session.rules.is_over(session.state)
    driver.app.push(ReplayScene(driver.app, Replay.from_record(session_record(session))))
    driver.pump()
    return replay_of(driver)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_only_looks(driver, game_id):
    info = registry.get(game_id)
    scene = open_replay_scene(driver, game_id, 21, min(3, info.max_players), 50)
    refused = []
    board = scene.board
    original_act = board.session.act

    def act(action, by_computer=False):
        refused.append(action)
        return original_act(action, by_computer)

    board.session.act = act
    said, set_status = [], board.set_status
    board.set_status = lambda text, *args, **kw: (said.append(text), set_status(text, *args, **kw))
    files = saves_folder()
    for position in (scene.replay.count // 3, scene.replay.count):
        scene.seek(position)
        driver.pump()
        before = board.state.to_dict()
        targets = [w.rect.center for w in board.widgets if w.rect.top >= 64
                   and getattr(w, "on_click", None) is not None]
        targets += [(x, y) for x in range(40, 1280, 120) for y in range(100, 800, 110)]
        for pos in targets:
            driver.click(pos)
            if not isinstance(driver.scene, ReplayScene):   # the full log: to read only
                assert driver.scene.shown_in_replay, type(driver.scene).__name__
                driver.key(pygame.K_ESCAPE)
            assert isinstance(driver.scene, ReplayScene), type(driver.scene).__name__
            assert board.state.to_dict() == before
            assert scene.position == position
        for k in (pygame.K_z, pygame.K_v, pygame.K_s, pygame.K_RETURN):
            driver.key(k, mod=pygame.KMOD_CTRL if k == pygame.K_z else 0)
        assert board.state.to_dict() == before and scene.position == position
    assert saves_folder() == files
    assert scene.session.actions == scene.replay.actions[:scene.position]
    if refused:                       # a button that would have played said why not
        assert REFUSAL in said


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_replay_draws_no_secret(driver, game_id):
    info = registry.get(game_id)
    scene = open_replay_scene(driver, game_id, 9, min(3, info.max_players), 120)
    rules, board, rng = scene.replay.rules, scene.board, random.Random(3)
    positions = sorted(rng.sample(range(scene.replay.count + 1), 8)) + [scene.replay.count]
    for position in positions:
        scene.seek(position)
        real = board.state
        assert board.viewer() is None and board.view() == rules.view(real, None)
        driver.app.draw()
        frame = pygame.image.tobytes(driver.app.screen, "RGB")
        # every hidden thing drawn again: the screen must not change
        scene.session.state = rules.determinize(real, None, random.Random(position))
        scene.session.changes += 1
        board.show_replayed()
        assert board.view() == rules.view(real, None)
        driver.app.draw()
        assert pygame.image.tobytes(driver.app.screen, "RGB") == frame, (game_id, position)
        scene.session.state = real
        scene.session.changes += 1
        board.show_replayed()


def test_the_log_panel_marks_the_current_action(driver):
    scene = open_replay_scene(driver, "bas_celik", 4, 3, 60)
    log = scene.board.log
    for position in (0, 1, 30, 60, 29):
        scene.seek(position)
        first, end = scene.replay.marked(position)
        assert log.marked == (first, end)
        assert len(log.blocks) == scene.replay.lines_after[position]
        assert [text for _kind, text in log.blocks] == scene.session.log_for(None)
        top = log._tops[first]
        assert log.offset <= top < log.offset + log.view_height      # in sight
    assert json.dumps(scene.replay.record)         # the record stays JSON


def test_a_replay_shows_a_round_end_to_look_at_only(driver):
    """Bazyliszek's "See the scores" in a replay opens the round's piles as a review (its
    Close plays nothing); no other result screen opens."""
    session = play("bazyliszek", 4, 2)
    driver.app.push(ReplayScene(driver.app, Replay.from_record(session_record(session))))
    driver.pump()
    scene = replay_of(driver)
    rules = scene.replay.rules
    scene.seek(next(k for k in range(scene.replay.count)
                    if scene.replay.state_at(k).phase == "scoring"))
    driver.pump()
    before = scene.board.state.to_dict()

    def board_button(label):
        return next(w for w in scene.board.widgets if getattr(w, "label", None) == label)

    driver.click(board_button("See the scores").rect.center)
    assert type(driver.scene).__name__ == "RoundEndScene" and driver.scene.review
    driver.press("Close")
    assert driver.scene is scene and scene.board.state.to_dict() == before
    scene.seek(scene.replay.count)
    driver.pump()
    driver.click(board_button("Final results").rect.center)   # a step of play: not opened
    assert driver.scene is scene
    assert rules.is_over(scene.board.state)
