"""Layout at the smallest window and in Polish (a playtester at 1024x640 in Polish):
the corner boxes' titles ("Los wewnętrzny") whole and clear of their boxes' sides; the
fields' names clear of the pawns, creatures and Baš-Čelik standing on the map ("Kowal",
"Cudowny Kamień", "Środek Świata" were covered); a character card naming its items
whole, on two lines where it has the room, instead of "Items: 4"."""
from __future__ import annotations

import pygame
import pytest

from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import painting
from games.engine import i18n
from sprites import fonts
from tests.bas_celik.helpers import clear_board, game, place
from tests.ui.bas_celik_driver import drawn_texts, open_position, Position

C = content()


@pytest.mark.parametrize("language", ["en", "pl"])
def test_corner_titles_are_whole_and_clear_of_their_sides(language):
    pygame.init()
    i18n.set_language(language)
    try:
        titles = {"outer": i18n._("Outer fate"), "inner": i18n._("Inner fate"),
                  "treasure": i18n._("Treasure"), "bank": i18n._("Bank")}
        for key, title in titles.items():
            box = painting.PILE_BOXES[key]
            room = box.w - 2 * painting.CORNER_PAD
            assert fonts.width(title, painting.CORNER_TITLE_MIN, True) <= room, (key, title)
            assert painting.corner_title(title, box).get_width() <= room
    finally:
        i18n.set_language("en")


def test_names_keep_clear_of_the_pieces_on_their_fields():
    """Figures on the Blacksmith, the Wonder Stone and Šurlane, Baš-Čelik in the Centre:
    their fields' names are drawn, and over none of the pieces."""
    pygame.init()
    s = clear_board(game(4, seed=3))
    for seat, kind in enumerate(("blacksmith", "wonder_stone", "surlane", "castle")):
        field = next(f.id for f in C.fields.values() if f.kind == kind and f.world == "inner")
        s = place(s, seat, field)
    view = R.view(s, None)
    geo = L.MapView()
    pieces = painting.piece_rects(view, geo)
    plates = painting.label_plates(geo, painting.name_px(geo), avoid=pieces)
    named = {fid for fid, _r, _t in plates}
    for kind in ("blacksmith", "wonder_stone", "surlane", "centre"):
        fid = next(f.id for f in C.fields.values() if f.kind == kind)
        assert fid in named, kind
    for fid, plate, _text in plates:
        if C.fields[fid].kind in ("blacksmith", "wonder_stone", "surlane", "centre"):
            assert plate.inflate(6, 2).collidelist(pieces) < 0, fid


def test_a_card_names_its_items_on_two_lines(driver, monkeypatch):
    s = clear_board(game(3, seed=3))
    seat = s.turn
    items = ["amajlija#1", "hleb_so#1", "krst#1", "ziva_voda#1", "melem#1"]
    s = place(s, seat, "o01", items=items, transport=["boat#1"])
    from games.engine.session import Session
    session = Session.new(R, [{"name": n, "colour": c} for n, c in
                              (("Ana", "blue"), ("Bojan", "yellow"), ("Cveta", "vermillion"))],
                          {}, 3)
    session.state = s
    board = open_position(driver, Position(session, 0))
    texts = drawn_texts(driver, monkeypatch)
    for card in items:
        name = C.card(card).names["en"].split(" (")[0]
        assert any(name in t for t in texts), (name, texts)
    assert not any(t.startswith("Items: ") and t[7:].strip().isdigit() for t in texts)
    assert board.view()["heroes"][seat]["items"]
