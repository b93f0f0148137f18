"""Choosing characters on the Baš-Čelik board (1. Choosing Characters, the "chosen"
set-up): the characters left in the bank are cards over the map (portrait area, name,
nature, starting Health and ducats, special ability), and a click on a card chooses it;
the next seat sees the cards left."""
from __future__ import annotations

import itertools


from games.engine.launch import start_new_game
from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import painting
from games.bas_celik.ui import texts as T
from tests.ui.bas_celik_driver import board_of, click, take_the_mouse
from tests.ui.bas_celik_driver import drawn_texts as drawn

PLAYERS = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bo", "yellow"), ("Cy", "sky"))]


def test_each_seat_chooses_its_character_from_cards_by_a_click(driver, monkeypatch):
    d = driver
    d.app.autosave = False
    start_new_game(d.app, "bas_celik", PLAYERS, {"characters": "chosen"}, 4)
    d.pump()
    board = board_of(d)
    chosen = []
    for seat_turn in range(3):
        take_the_mouse(d, board)
        assert board.state.phase == "choose"
        left = board.view()["bank"]["characters"]
        cards = painting.choice_rects(board.view())
        assert [c for _r, c in cards] == left and len(left) == 12 - seat_turn
        for (a, _x), (b, _y) in itertools.combinations(cards, 2):
            assert not a.colliderect(b)
        assert all(L.MAP.contains(r) for r, _c in cards)
        texts = drawn(d, monkeypatch)
        for char in left:
            ch = content().characters[char]
            assert T.short(ch.name) in texts and T.nature_name(ch.nature) in texts
            assert T.ability_text(ch.ability) in texts
        pick = cards[(5 * seat_turn) % len(cards)]
        assert T.field_name(content().characters[pick[1]].start) in board.hover_text(pick[0].center)
        click(d, pick[0].center)
        assert board.session.actions[-1] == {"type": "choose_character", "character": pick[1]}
        chosen.append(pick[1])
    assert [h["char"] for h in board.state.heroes] == chosen
    assert R.current_seat(board.state) is not None and board.state.phase != "choose"


def test_a_click_between_the_cards_chooses_nothing(driver):
    d = driver
    d.app.autosave = False
    start_new_game(d.app, "bas_celik", PLAYERS[:2], {"characters": "chosen"}, 4)
    d.pump()
    board = board_of(d)
    take_the_mouse(d, board)
    cards = painting.choice_rects(board.view())
    gap = (cards[0][0].right + 4, cards[0][0].centery)
    assert not any(r.collidepoint(gap) for r, _c in cards)
    click(d, gap)
    assert board.session.actions == [] and board.state.phase == "choose"
