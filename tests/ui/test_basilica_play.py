"""Basilica through the UI: real posted mouse and key events only (issue 4)."""
import random

import pygame

from games.basilica.ui import layout as L
from saves import store
from tests.ui.basilica_driver import act_once, cell_centre
from tests.ui.driver import start_game


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def start(d, seed=4):
    start_game(d, ["Ola", "Bart"], seed=seed, game="Basilica")
    return board_of(d)


def play_until(d, board, rng, done, limit=3000):
    """Decide by clicks until ``done(board)``; fails after ``limit`` decisions."""
    for _ in range(limit):
        if done(board):
            return
        act_once(d, board, rng)
    raise AssertionError("the condition was never reached")


def test_a_whole_game_through_the_mouse(driver):
    d = driver
    board = start(d, seed=4)
    rng = random.Random(4)
    kinds = set()
    for _ in range(4000):
        phase = board.state.phase
        kinds.add(phase)
        if act_once(d, board, rng) == "FinalScene":
            break
    assert type(d.scene).__name__ == "FinalScene"
    assert board.rules.is_over(board.state) and board.rules.winners(board.state)
    assert {"play", "scoring"} <= kinds
    assert 1 <= len(board.state.scorings) <= 3
    assert store.read_record(store.autosave_path())["over"]
    d.press("Play again")                                 # same players, a new setup
    assert type(d.scene).__name__ == "SetupScene" and d.scene.info.game_id == "basilica"
    assert [p["name"] for p in d.scene.players()] == ["Ola", "Bart"]


def test_build_then_place_a_builder_with_clicks(driver):
    d = driver
    board = start(d)
    seat = board.state.turn
    d.click(L.element_field_rect(0).center)
    assert board.selected == ("element", 0)
    lit = sorted(board._targets())
    assert lit and all(c[0] == 0 for c in lit)          # an empty Plan: the socket column
    d.click(cell_centre(board, lit[0]))
    assert board.state.cathedral[0][:2] == list(lit[0])
    assert "action 2 of 3" in board.instruction()
    d.click(cell_centre(board, lit[0]))                   # the faint cube on it
    assert board.state.builders == [[*lit[0], seat]]
    assert "action 3 of 3" in board.instruction()


def test_an_illegal_cell_says_why(driver):
    d = driver
    board = start(d)
    d.click(L.element_field_rect(1).center)
    far = (5, 2)
    d.click(cell_centre(board, far))
    assert board.state.cathedral == []
    assert board.status == "An element must touch a built element or a socket by a side."
    d.click(cell_centre(board, far), button=3)             # right-click cancels the choice
    assert board.selected is None


def hover(d, board, pos) -> str | None:
    """Rest the mouse on ``pos`` (posted motion); the tooltip text shown, if any."""
    board.tooltips.delay_ms = 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump(2)
    tip = board.tooltips.current()
    return tip.text if tip else None


def test_order_hover_shows_its_text_and_paid_order(driver):
    d = driver
    board = start(d)
    for field in range(3):
        o = board.content.orders[board.view()["order_fields"][field]]
        text = hover(d, board, L.order_field_rect(field).center)
        assert text.startswith(f"{o.name}: {o.text}")
        assert ("Paid Order:" in text) == (o.paid is not None)


def test_hovering_an_illegal_cell_says_why(driver):
    d = driver
    board = start(d)
    d.click(L.element_field_rect(0).center)
    assert hover(d, board, cell_centre(board, (3, 1))) == \
        "An element must touch a built element or a socket by a side."
    assert "Scoring track" in hover(d, board, L.TRACK.center)


def test_paid_order_prompt_asks_the_opponent_and_survives_a_reload(driver):
    d = driver
    board = start(d, seed=9)
    rng = random.Random(9)
    play_until(d, board, rng, lambda b: b.modal is not None and b.modal.is_open
               and b.state.phase == "paid_offer")
    v = board.view()
    opponent, order = v["pending"]["seat"], board.content.orders[v["pending"]["order"]]
    active = board.seat_name(1 - opponent)
    question = (f"{board.seat_name(opponent)}: pay 1 Coin to {active} to also carry out "
                f"{order.name}?")
    assert board.modal.title == f"Paid Order: {order.name}"
    assert board.modal.message.startswith(question + "\n\n")
    live = (board.modal.title, board.modal.message)
    assert board._panel_text(v) == board.rules.offer_text(board.state)
    assert board.instruction() == question
    snapshot = board.state.to_dict()
    d.press("Look at the board")
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    again = board_of(d)
    assert again.state.to_dict() == snapshot
    assert again.modal is not None and again.modal.is_open       # the question comes back
    assert (again.modal.title, again.modal.message) == live          # in the same words
    coins = list(again.state.coins)
    d.press("Pay 1 Coin")
    assert again.state.phase == "paid_order" and again.state.coins[opponent] == coins[opponent] - 1
    assert again.rules.current_seat(again.state) == opponent
    act_once(d, again, rng)                                       # the opponent picks the target
    assert again.state.phase == "play"        # back to the active player (or the next turn)
    assert any("carries out the Paid Order" in line for line in again.session.log[-4:])


def test_scoring_shows_its_breakdown_before_the_markers_move_and_reloads(driver):
    d = driver
    board = start(d, seed=2)
    rng = random.Random(2)
    play_until(d, board, rng, lambda b: b.state.phase == "scoring")
    held = board.view()["scoring"]
    before = list(board.state.totals)
    assert board.scoring.rows() == [a for a in held["result"]["areas"] if sum(a["strength"])]
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    board = board_of(d)
    assert board.state.phase == "scoring" and board.state.totals == before
    d.press("Move the markers")
    assert board.state.totals == [t + p for t, p in zip(before, held["result"]["points"])]
    assert len(board.state.scorings) == held["number"]


def test_an_order_without_target_is_taken_with_the_panel_button(driver):
    d = driver
    board = start(d)
    field = next(i for i, o in enumerate(board.view()["order_fields"])
                 if o in ("dismiss", "promote", "shift", "dismantle"))    # nothing to aim at yet
    d.click(L.order_field_rect(field).center)
    assert "has no target now" in board.instruction()
    assert [b.label for b in board.panel_buttons] == ["Take (no effect)", "Cancel"]
    d.press("Take (no effect)")
    assert board.state.actions_done == 1 and board.selected is None
    assert any(line.endswith("which has no effect now.") for line in board.session.log)


def test_the_panel_speaks_to_the_opponent_during_a_paid_order_offer(driver):
    d = driver
    board = start(d, seed=9)
    rng = random.Random(9)
    play_until(d, board, rng, lambda b: b.state.phase == "paid_offer")
    opponent = board.view()["pending"]["seat"]
    d.press("Look at the board")
    title, body = board._panel_text(board.view())
    assert title.startswith(f"{board.seat_name(opponent)}: pay 1 Coin")
    assert [b.label for b in board.panel_buttons] == ["Decline", "Pay 1 Coin"]
    d.press("Decline")
    assert board.state.phase == "play"


def build_a_snake(d, board, rng) -> None:
    """By clicks, build always as far out as possible until the cathedral no longer fits
    its frame (panning with the Right key to reach the lit cell)."""
    for _ in range(600):
        if board.geometry().scrollable or board.state.phase == "over":
            return
        builds = [a for a in board.legal() if a["type"] == "build"]
        if board.state.phase != "play" or (board.modal and board.modal.is_open) or not builds:
            act_once(d, board, rng)
            continue
        far = max(builds, key=lambda a: (a["x"], -a["y"]))
        d.click(L.element_field_rect(far["field"]).center)
        while not board.geometry().visible(far["x"]):
            d.key(pygame.K_RIGHT)
        d.click(cell_centre(board, (far["x"], far["y"])))
        assert [far["x"], far["y"]] in [c[:2] for c in board.state.cathedral]


def test_a_long_cathedral_pans_with_the_wheel_and_keys_and_clicks_still_hit_their_cell(driver):
    d = driver
    board = start(d, seed=6)
    build_a_snake(d, board, random.Random(6))
    g = board.geometry()
    assert g.scrollable and g.cell == L.MIN_CELL
    d.key(pygame.K_LEFT)
    d.key(pygame.K_LEFT)
    assert board.geometry().first < g.first or g.first == 0
    first = board.geometry().first
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0))
    d.pump()
    assert board.geometry().first == min(first + 2, g.needed - g.columns)


def test_after_a_scoring_the_score_cubes_walk_to_their_new_totals(driver):
    d = driver
    board = start(d, seed=2)
    rng = random.Random(2)
    play_until(d, board, rng, lambda b: b.state.phase == "scoring"
               and any(b.view()["scoring"]["result"]["points"]))
    points = board.view()["scoring"]["result"]["points"]
    before = list(board.state.totals)
    d.app.settings.animation = "normal"
    d.press("Move the markers")
    assert board.marker_totals() == before                   # the cubes start where they were
    d.app.step([], dt=600.0)
    halfway = board.marker_totals()
    assert before != halfway != board.state.totals
    for _ in range(10):
        d.app.step([], dt=200.0)
    assert board.marker_totals() == board.state.totals == [b + p for b, p in zip(before, points)]
    assert not board.animating


def test_starting_other_games_never_loses_an_unfinished_one(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Baldrick's Tomb")
    tomb = board_of(d)
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    board = start(d, seed=4)                                   # a Basilica game
    d.click(L.element_field_rect(0).center)
    d.click(cell_centre(board, sorted(board._targets())[0]))
    games = {e.game for e in store.list_saves() if e.kind == "auto"}
    assert games == {"baldricks_tomb", "basilica"}             # one autosave each
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    assert store.latest_continuable().game == "basilica"       # Continue: the newest
    board = start(d, seed=5)                                   # another Basilica game
    assert board.notice == "Your unfinished Basilica game is kept under Load game."
    assert board.status is None                    # the line saying what to do stays
    d.app.draw()
    top = d.app.screen.subsurface((0, 0, 1280, 64)).copy()
    board.set_notice(None)
    d.app.draw()
    assert pygame.image.tobytes(top, "RGB") == \
        pygame.image.tobytes(d.app.screen.subsurface((0, 0, 1280, 64)), "RGB")
    named = [e for e in store.list_saves() if e.kind == "named"]
    assert [e.game for e in named] == ["basilica"] and "1 element," in named[0].progress
    assert named[0].title == "Unfinished: Basilica: Ola, Bart"
    assert tomb.session.actions == store.read_record(
        store.autosave_path(game_id="baldricks_tomb"))["actions"]


def test_the_hovered_cell_follows_a_pan_without_the_mouse_moving(driver):
    import random as _r
    d = driver
    board = start(d, seed=6)
    build_a_snake(d, board, _r.Random(6))
    pos = cell_centre(board, (board.geometry().first + 2, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    d.pump()
    before, first = board.hover_cell, board.geometry().first
    d.key(pygame.K_RIGHT)
    moved = board.geometry().first - first
    assert moved > 0 and board.hover_cell == (before[0] + moved, before[1])
