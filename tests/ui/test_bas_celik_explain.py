"""Every card, curse, task and character ability of Baš-Čelik is explained during play
(a playtester found only names): each card of the box has its sentence of what it does,
in English and Polish; hovering a character card lists each card with what it does, the
ability and the task with how far it is; the panel's buttons about a card say what it
does; a right-click (real mouse events) shows the card large, as the other games do, on
a character card (its whole hand), a creature on the map, the encounter box, a button,
the bank and a character to choose."""
from __future__ import annotations

import pytest

from games.bas_celik import card_texts as CT
from games.bas_celik.content import content
from games.bas_celik.state import every_card
from games.bas_celik.ui import painting
from games.bas_celik.ui import texts as T
from games.engine import i18n
from tests.ui.bas_celik_driver import click, field_point, open_position, positions

PLAYERS = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"),
                                                 ("Cveta", "vermillion"))]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_card_of_the_box_says_what_it_does(language):
    i18n.set_language(language)
    try:
        kinds = sorted({c.split("#")[0] for c in every_card()})
        for card in kinds:
            text, line = CT.card_text(card), CT.kind_line(card)
            assert text and line, card
            assert "{" not in text + line, (card, text)
        for card in content().cards.values():
            if card.kind in ("item", "curse") or (card.kind == "weapon" and card.basic) \
                    or card.kind in ("key", "sword", "transport"):
                assert CT.card_brief(card.id), card.id
        if language == "pl":           # translated: not the English sentence
            i18n.set_language("en")
            english = {c: CT.card_text(c) for c in kinds}
            i18n.set_language("pl")
            assert all(CT.card_text(c) != english[c] for c in kinds)
    finally:
        i18n.set_language("en")


def test_a_task_says_what_it_asks_and_how_far_it_is():
    hero = {"task": "t_slayer", "task_done": False, "ducats": 3,
            "stats": {"overcome": 2, "outer": 2, "inner": 0, "D": 0, "Z": 2, "R": 0,
                      "visited": ["village"], "treasures": 1}}
    assert CT.task_goal("t_slayer") == "Overcome 4 creatures."
    assert CT.task_progress(hero) == "2 of 4 so far"
    hero["task"] = "t_towns"
    assert CT.task_progress(hero) == "visited: a village"
    hero["task_done"] = True
    assert CT.task_progress(hero) == "done"


@pytest.fixture(scope="module")
def found():
    """Positions of a 3-seat game where the seat to decide holds items and may use one,
    and where a creature lies on the map."""
    def keep(session, step, action):
        st = session.state
        seat = st.turn
        h = st.heroes[seat]
        return bool(h and h["items"] and st.board and action["type"] in ("end_turn", "roll")
                    and st.phase in ("turn", "after"))
    return positions(PLAYERS, {}, 21, keep, 2500, enough=lambda f: len(f) >= 3)


def test_hovering_a_character_card_explains_its_cards(driver, found):
    d = driver
    board = open_position(d, found[0])
    seat = board.viewer()
    h = board.state.heroes[seat]
    d.app.draw()
    rect = next(r for r, s in board.card_hits if s == seat)
    text = board.hover_text(rect.center)
    ch = content().characters[h["char"]]
    assert CT.ability_text(ch.ability) in text
    assert CT.task_goal(h["task"]) in text
    for card in h["items"]:
        assert CT.card_with_brief(card) in text, (card, text)
    assert "Right-click" in text


def test_right_click_shows_the_cards_large(driver, found):
    d = driver
    board = open_position(d, found[0])
    seat = board.viewer()
    d.app.draw()
    rect = next(r for r, s in board.card_hits if s == seat)
    click(d, rect.center, button=3)                    # the character's whole hand
    assert type(d.scene).__name__ == "ZoomScene"
    assert board.seat_name(seat) in d.scene.caption
    assert d.scene.image.get_width() > 400
    click(d, (640, 400))
    assert type(d.scene).__name__ == "BoardScene"
    place = sorted(board.view()["board"])[0]           # a creature on the map
    assert "Right-click" in board.hover_text(field_point(board, place))
    click(d, field_point(board, place), button=3)
    assert type(d.scene).__name__ == "ZoomScene"
    click(d, (640, 400))
    click(d, painting.PILE_BOXES["bank"].center, button=3)   # the bank's cards
    assert type(d.scene).__name__ == "ZoomScene"
    click(d, (640, 400))
    about = [(b, a) for b, a in board.button_actions if T.action_card(board.view(), a)]
    assert about, [b.label for b in board.action_buttons]
    button, action = about[0]
    card = T.action_card(board.view(), action)
    assert CT.card_text(card) in button.tooltip        # the button says what it does
    click(d, button.rect.center, button=3)
    assert type(d.scene).__name__ == "ZoomScene"
    click(d, (640, 400))
    assert type(d.scene).__name__ == "BoardScene"


def test_the_encounter_box_shows_its_card_large(driver):
    d = driver

    def keep(session, step, action):
        return action["type"] == "draw"
    position = positions(PLAYERS, {}, 5, keep, 600, enough=lambda f: len(f) >= 6)
    for p in position:
        board = open_position(d, p)
        if board.may_decide():
            click(d, board.button_for(p.next).rect.center)
            break
    if board.banner is None or not board.banner.get("card"):
        pytest.skip("no encounter box with a card in these draws")
    assert "right-click" in board.hover_text(board.banner_rect().center)
    click(d, board.banner_rect().center, button=3)
    assert type(d.scene).__name__ == "ZoomScene"


def test_choosing_a_character_shows_it_large(driver):
    d = driver
    position = positions(PLAYERS, {"characters": "chosen"}, 3, lambda s, i, a: i == 0, 1)[0]
    board = open_position(d, position)
    d.app.draw()
    rect, char = board.choice_hits[0]
    assert CT.ability_text(content().characters[char].ability) in board.hover_text(rect.center)
    click(d, rect.center, button=3)
    assert type(d.scene).__name__ == "ZoomScene"
    click(d, (640, 400))
    assert board.state.phase == "choose"        # the right-click chose nothing


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_card_face_reads_whole_at_12_px_in_a_sheet_of_ten(language):
    """A card shown large is read at 1024x640 too: its text fits the face of a sheet of
    up to ten cards at 12 px at the least (10 px in the smallest window)."""
    import pygame
    from games.bas_celik.log_lines import card_name
    from games.bas_celik.ui import zoom
    from sprites.bas_celik import art
    pygame.init()
    i18n.set_language(language)
    try:
        probe = zoom.sheet([lambda size: pygame.Surface(size)] * 10)
        w = (probe.get_width() - 4 * zoom.GAP) // 5
        h = (probe.get_height() - zoom.GAP) // 2
        kinds = sorted({c.split("#")[0] for c in every_card()})
        for card in kinds:
            assert art.card_face_fits(card_name(card), CT.kind_line(card), CT.card_text(card),
                                      (w, h)), (card, w, h)
    finally:
        i18n.set_language("en")
