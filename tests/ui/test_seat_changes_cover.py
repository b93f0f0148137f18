"""Seats handed to the computer and back from the game menu (Menu -> Who plays) never
show a private view without a pass screen, and never push a pass screen over the open
dialog. A playtester gave both Labirynt seats back to people: Player 1's Crystals showed at
once to whoever held the mouse; in Baš-Čelik, "Pass the mouse to Cveta" covered the still
open Who plays dialog. The game menu's note about autosaving is not drawn under its own
dialogs either."""
from __future__ import annotations

import pygame

from games.engine.scenes.pause import PauseScene, SeatsScene
from sprites.widgets import Choice
from tests.ui.labirynt_driver import record


def scene_names(d) -> list[str]:
    return [type(s).__name__ for s in d.app.stack]


def set_seat(d, seat: int, label: str) -> None:
    """In the open Who plays dialog, step the seat's choice to ``label`` by clicks."""
    choice = [w for w in d.widgets() if isinstance(w, Choice)][seat]
    for _ in range(5):
        if dict(choice.choices)[choice.value] == label:
            return
        d.click((choice.rect.right - 10, choice.rect.centery))
    assert dict(choice.choices)[choice.value] == label


def open_board_uncovered(d, rec, i):
    board = rec.open_at(d, i)
    for _ in range(3):
        if scene_names(d)[-1] == "PassScene":
            d.click((640, 520))
    assert scene_names(d)[-1] == "BoardScene"
    return board


def test_seats_given_back_to_people_show_no_private_view_until_a_pass_screen(driver):
    d = driver
    rec = record(2, 7)
    spots = rec.where(lambda s, i: s.phase in ("move", "arrange") and i > 40)
    board = open_board_uncovered(d, rec, spots[0])
    seat = board.rules.current_seat(board.state)
    assert board.viewer() == seat and board.is_private(seat)
    d.key(pygame.K_ESCAPE)
    d.press("Who plays")
    assert isinstance(d.scene, SeatsScene)
    for label in ("Computer: easy",):
        set_seat(d, 0, label)
        set_seat(d, 1, label)
    assert board.session.computers == {0: "easy", 1: "easy"}
    assert board.viewer() is None
    set_seat(d, 0, "A person")          # one person: that person's view (nobody else sits)
    assert board.viewer() == 0
    set_seat(d, 1, "A person")          # two people now: nobody's view until a cover lifts
    assert board.session.computers == {}
    assert board.viewer() is None
    assert "PassScene" not in scene_names(d)     # no cover over the open dialog
    d.pump()
    d.press("Done")
    assert isinstance(d.scene, PauseScene) and board.viewer() is None
    d.press("Resume")                  # the same frame: the cover, before any board
    assert scene_names(d)[-1] == "PassScene"     # frame with the private view
    d.click((640, 520))
    assert scene_names(d)[-1] == "BoardScene"
    assert board.viewer() == board.rules.current_seat(board.state)


def test_the_menus_autosave_note_is_drawn_only_while_the_menu_is_on_top(driver, monkeypatch):
    d = driver
    rec = record(2, 7)
    open_board_uncovered(d, rec, rec.where(lambda s, i: s.phase == "move")[0])
    d.key(pygame.K_ESCAPE)
    pause = d.scene
    notes = []
    import sprites.fonts as fonts
    real = fonts.text

    def spy(s, *a, **k):
        notes.append(s)
        return real(s, *a, **k)
    monkeypatch.setattr("games.engine.scenes.pause.fonts.text", spy)
    note = "Your game is saved automatically after every move."
    d.app.request_redraw()
    d.pump()
    assert note in notes
    d.press("Who plays")
    notes.clear()
    d.app.request_redraw()
    d.pump()
    assert note not in notes and isinstance(d.scene, SeatsScene) and pause in d.app.stack
