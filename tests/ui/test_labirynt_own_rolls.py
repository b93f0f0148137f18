"""A person may be asked only about the rolls of their own turn and fights (a playtester
holding 2 gems clicked "Let it stand" 3-8 times a round for the computers' encounters and
fights): the button on another seat's roll keeps it and asks no more about such rolls,
kept in the save; the seat's own rolls still ask, with a button to be asked about every
roll again. Every click is a posted mouse event."""
import random

from games.engine.launch import session_record
from games.engine.session import Session
from games.labirynt import rules as R
from saves import files
from tests.ui.labirynt_driver import act_once, click_action, quiet_app, record

OWN = "Ask me only about my own rolls"
AGAIN = "Ask me about every roll again"


def _button(board, label):
    return next((b for b in board.action_buttons if b.label == label), None)


def _others_roll(state, i):
    return state.phase == "roll" and state.turn == 1 and state.roll["queue"][0] == 0 and \
        not (state.combat and state.combat.get("def_seat") == 0)


def test_asked_only_about_own_rolls_after_one_click(driver, monkeypatch):
    d = driver
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    rec = record(2, 54, computers={1: "easy"}, limit=900)
    spots = rec.where(_others_roll)
    assert spots, "no roll of the computer's offered to the person"
    quiet_app(d)
    board = rec.open_at(d, spots[0])
    assert board.state.phase == "roll" and R.current_seat(board.state) == 0
    button = _button(board, OWN)
    assert button is not None, [b.label for b in board.action_buttons]
    before = len(board.session.actions)
    d.click(button.rect.center)
    assert board.session.own_offers_only == [0]
    assert board.session.actions[before] == {"type": "keep"}
    # the save keeps the wish, and a loaded game has it again
    saved = session_record(board.session)
    assert saved["own_offers_only"] == [0]
    again = Session.resume(R, saved, board.state, board.session.actions)
    assert again.own_offers_only == [0]
    # play on: the person is never left at another seat's roll; its own still ask
    rng, own_asked = random.Random(3), 0
    for _ in range(400):
        st = board.state
        if R.is_over(st):
            break
        if type(d.scene).__name__ == "BoardScene" and not board.computer.thinking():
            assert not _others_roll(st, 0), "asked about the computer's roll"
            if st.phase == "roll" and R.current_seat(st) == 0 and st.turn == 0:
                own_asked += 1
                assert _button(board, AGAIN) is not None
                if own_asked == 1:
                    d.click(_button(board, AGAIN).rect.center)
                    assert board.session.own_offers_only == []
                    break
        act_once(d, board, rng)
    assert own_asked, "the person's own roll was never offered"


def test_the_button_is_offered_only_on_another_seats_roll(driver, monkeypatch):
    d = driver
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    rec = record(2, 54, computers={1: "easy"}, limit=900)
    mine = rec.where(lambda s, i: s.phase == "roll" and s.turn == 0 and
                     s.roll["queue"][0] == 0)
    assert mine
    quiet_app(d)
    board = rec.open_at(d, mine[0])
    if type(d.scene).__name__ != "BoardScene":
        act_once(d, board, random.Random(1))
    assert board.state.phase == "roll"
    assert _button(board, OWN) is None and _button(board, AGAIN) is None


def test_the_game_menu_sets_each_seats_re_roll_offers(driver, monkeypatch):
    """Menu -> Who plays: under each seat, "Re-roll offers: Every roll / My own rolls
    only", the same wish as the roll panel's buttons, saved; back at the board, a roll of
    another seat's that was waiting for this seat's answer stands at once."""
    import pygame
    from games.engine.scenes.pause import SeatsScene
    from sprites.widgets import Choice
    d = driver
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    rec = record(2, 54, computers={1: "easy"}, limit=900)
    spots = rec.where(_others_roll)
    assert spots
    quiet_app(d)
    board = rec.open_at(d, spots[0])
    assert board.state.phase == "roll" and R.current_seat(board.state) == 0
    saved = []
    board.session.on_change = lambda s: saved.append(list(s.own_offers_only))
    d.key(pygame.K_ESCAPE)
    d.press("Who plays")
    assert isinstance(d.scene, SeatsScene)
    settings = [w for w in d.widgets() if isinstance(w, Choice) and w.label == "Re-roll offers"]
    assert len(settings) == 2 and all(c.value == "every" for c in settings)
    d.click((settings[0].rect.right - 10, settings[0].rect.centery))
    assert settings[0].value == "own" and board.session.own_offers_only == [0]
    assert saved and saved[-1] == [0]
    before = len(board.session.actions)
    d.press("Done")
    d.press("Resume")
    assert board.session.actions[before] == {"type": "keep"}, "the waiting roll was not let stand"
    # and back again: asked about every roll
    d.key(pygame.K_ESCAPE)
    d.press("Who plays")
    first = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Re-roll offers")
    assert first.value == "own"
    d.click((first.rect.right - 10, first.rect.centery))
    assert board.session.own_offers_only == []
