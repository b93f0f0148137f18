"""Baldrick's Tomb through the UI: real posted mouse and key events only."""
import random

import pygame

from saves import store
from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def play_until_moving(d, seed: int):
    """Decide by clicks until the seat to move stands on the board in the move phase."""
    board = board_of(d)
    rng = random.Random(seed)
    while board.state.phase != "move" or type(d.scene).__name__ != "BoardScene":
        act_once(d, board, rng)
    return board


def test_a_whole_solo_game_through_the_mouse(driver):
    d = driver
    start_game(d, ["Ana"], seed=3, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(3)
    for _ in range(3000):
        if act_once(d, board, rng) == "FinalScene":
            break
    assert type(d.scene).__name__ == "FinalScene"
    assert board.rules.is_over(board.state) and board.rules.winners(board.state) == [0]
    assert store.read_record(store.autosave_path())["over"]


def test_three_players_to_the_end_of_floor_one_with_pass_screens(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=5, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(5)
    passes = 0
    for _ in range(2000):
        if act_once(d, board, rng) == "PassScene":
            passes += 1
        if board.state.floor > 1:
            break
    assert board.state.floor == 2 and passes > 0
    assert any("Floor 1" in line for line in board.session.log)


def test_quit_in_the_middle_of_a_fight_and_continue_it(driver):
    d = driver
    start_game(d, ["Ana"], seed=11, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(11)
    for _ in range(3000):
        if board.state.phase == "combat" and type(d.scene).__name__ == "CombatScene":
            break
        act_once(d, board, rng)
    assert board.state.phase == "combat"
    snapshot = board.state.to_dict()
    d.press("Look at the board")
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    assert type(d.scene).__name__ == "CombatScene"        # the fight reopens
    assert board_of(d).state.to_dict() == snapshot
    d.press("Fight (roll)")
    assert board_of(d).state.to_dict() != snapshot


def test_right_click_reads_a_scroll_large_and_a_click_closes_it(driver):
    d = driver
    start_game(d, ["Ana"], seed=2, game="Baldrick's Tomb")
    board = play_until_moving(d, 2)
    assert board.card_hits, "the solo player starts with two scrolls"
    d.click(board.card_hits[0][0].center, button=3)
    assert type(d.scene).__name__ == "ZoomScene"
    d.click((10, 10))
    assert d.scene is board


def test_continuing_never_shows_a_private_hand_without_the_pass_screen(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=6, game="Baldrick's Tomb")
    play_until_moving(d, 6)
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    assert type(d.scene).__name__ == "PassScene"
    d.key(pygame.K_ESCAPE)                                # the game menu, over the cover
    assert type(d.scene).__name__ == "PauseScene"
    d.press("Resume")
    assert type(d.scene).__name__ == "PassScene"
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "BoardScene"


def test_the_first_skill_deal_is_covered_too(driver):
    d = driver
    from games.engine.launch import start_new_game
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ana", "colour": "blue"},
                                             {"name": "Bo", "colour": "yellow"}],
                   {"custom_characters": True}, 4)
    d.pump()
    assert type(d.scene).__name__ == "PassScene"


def test_right_click_on_a_tableau_reads_that_players_skills(driver):
    d = driver
    start_game(d, ["Ana"], seed=2, game="Baldrick's Tomb")
    play_until_moving(d, 2)
    from games.baldricks_tomb.ui import layout as L
    d.click(L.tableau_rect(0, 1).center, button=3)
    assert type(d.scene).__name__ == "ZoomScene" and "skills" in d.scene.caption


def test_the_combat_card_lights_die_plus_modifier_and_fills_the_killing_blow(driver):
    d = driver
    start_game(d, ["Ana"], seed=3, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(3)
    seen = []
    act = board.act

    def recording(action):
        events = act(action)
        seen.extend(events or [])
        return events
    board.act = recording
    checked = set()
    for _ in range(3000):
        scene = d.scene
        if type(scene).__name__ == "CombatScene" and seen:
            rolls = [e for e in seen if e["type"] == "combat_roll"]
            if rolls and scene.last_roll is not None:
                assert (scene.last_roll, scene.last_die) == (rolls[-1]["result"], rolls[-1]["roll"])
                checked.add("roll" if rolls[-1]["modifier"] == 0 else "modified")
            if any(e["type"] == "monster_defeated" for e in seen) and scene.outcome:
                assert scene.last_combat["damage"] == scene.monster.hp
                checked.add("kill")
        if type(scene).__name__ != "CombatScene":
            seen.clear()
        if act_once(d, board, rng) == "FinalScene" or {"roll", "kill"} <= checked:
            break
    assert {"roll", "kill"} <= checked


def test_hovering_a_hand_card_shows_it_whole_above_the_hand(driver):
    from games.baldricks_tomb.ui import layout as TL
    d = driver
    start_game(d, ["Ana"], seed=2, game="Baldrick's Tomb")
    board = play_until_moving(d, 2)
    rect = board.card_hits[0][0]
    spot = (rect.centerx, TL.ACTION.y - 40)                     # inside where the card appears

    def pixel_after_move(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        d.pump(2)
        return tuple(d.app.screen.get_at(spot))

    away = pixel_after_move((400, 300))
    assert board.hovered_card() is None
    over = pixel_after_move(rect.center)
    assert board.hovered_card()[1] == board.card_hits[0][1] and over != away


def test_a_new_game_behind_a_pass_screen_still_says_it_kept_the_old_one(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=5, game="Baldrick's Tomb")
    assert type(d.scene).__name__ == "PassScene"                 # skills are private
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    start_game(d, ["Ana", "Bo"], seed=6, game="Baldrick's Tomb")
    assert type(d.scene).__name__ == "PassScene"
    assert board_of(d).notice == "Your unfinished Baldrick's Tomb game is kept under Load game."


def test_a_gem_tie_roll_does_not_break_the_dice_tray(driver):
    """gem_passed carries [seat, d8] tie-break rounds, not a [red, blue] space roll."""
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=5, game="Baldrick's Tomb")
    board = board_of(d)
    while d.scene is not board:
        d.key(pygame.K_RETURN)                         # past the pass screen
    d.app.settings.animation = "normal"
    board.on_events([{"type": "gem_passed", "seat": 0, "to": 2,
                      "rolls": [[[1, 4], [2, 6]]], "barrier": True}])
    for _ in range(60):
        d.app.step([], dt=50.0)
        d.app.draw()                                   # rolling, then settled dice
    assert not board.animating
