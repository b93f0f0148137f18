"""Moves made on the map (Baš-Čelik board): an Inner World step, the end of a d6 move
with a choice (the triangle field), a beast's place. A playtester found the choices
panel empty then (only the lit fields acted). Now the panel says what a click on a lit
field does, and, when a few fields are lit, offers each as a button too, so a move can
be made with Tab / Enter alone. Driven with real key and mouse events."""
from __future__ import annotations

import pygame
import pytest

from games.bas_celik.ui import texts as T
from tests.ui.bas_celik_driver import drawn_texts, open_position, positions

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bojan", "colour": "yellow"}]


@pytest.fixture(scope="module")
def found():
    """Positions of a 2-person game before a step and before the end of a move."""
    seen = {}

    def keep(session, step, action):
        if action["type"] in ("step", "go") and action["type"] not in seen:
            seen[action["type"]] = step
            return True
        return False
    out = positions(PLAYERS, {}, 5, keep, 6000, enough=lambda f: len(f) >= 2)
    assert {p.next["type"] for p in out} == {"step", "go"}, [p.next for p in out]
    return out


@pytest.mark.parametrize("kind", ["step", "go"])
def test_the_panel_says_to_click_a_lit_field_and_offers_each(driver, found, monkeypatch, kind):
    d = driver
    position = next(p for p in found if p.next["type"] == kind)
    board = open_position(d, position)
    lit = board.targets()
    assert lit and position.next in lit.values()
    assert board.panel_note == T.map_hint(board.decisions()) and board.panel_note
    texts = drawn_texts(d, monkeypatch)
    assert any(t in texts for t in board.panel_note), texts
    buttons = {a[T_KEY[a["type"]]] for _b, a in board.button_actions if a["type"] == kind}
    assert buttons == set(lit)                     # every lit field is a button too
    first = min(b.rect.y for b in board.action_buttons)
    from games.bas_celik.ui import layout as L
    assert first >= L.action_rect(1).y             # under the line, never over it


T_KEY = {"step": "to", "go": "to"}


def test_a_step_is_made_with_the_keyboard_alone(driver, found):
    d = driver
    position = next(p for p in found if p.next["type"] == "step")
    board = open_position(d, position)
    want = position.next
    label = T.action_label(board.view(), want)
    before = board.session.changes
    for _ in range(40):
        d.key(pygame.K_TAB)
        focus = board.widgets.key_focus
        if getattr(focus, "label", None) == label:
            break
    else:
        pytest.fail(f"Tab never reached {label!r}")
    d.key(pygame.K_RETURN)
    assert board.session.changes == before + 1
    assert board.session.actions[-1] == want
    assert board.state.heroes[position.state["turn"]]["field"] == want["to"]


def test_no_line_when_nothing_is_lit():
    assert T.map_hint([{"type": "roll"}, {"type": "end_turn"}]) == []
    assert T.map_hint([{"type": "place", "field": "o01"}])
