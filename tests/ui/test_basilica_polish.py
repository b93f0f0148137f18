"""Basilica in another language, whole: a game driven by posted events from the main menu
(the setup, the board through every kind of state: an element chosen with a refusal, a
long refusal, the faint cube to Place a Builder, an Order chosen, one taken with no
effect, the Paid Order dialog put aside and answered, a Paid Order carried out, the "no
element fits" redraw, a scoring's breakdown row by row and whole, the markers moving, the
final screen, the board at the end, its rules screen, the load list with the game's
progress during the game and after it), once in the pseudo-language of
``tests/ui/pseudo.py`` and once in Polish.

In the pseudo-language (language code "pl", so the data texts are the Polish ones):
every text drawn, every tooltip and every hover text holds nothing outside the catalog's
markers but player names, numbers and the Polish data texts (Orders, colours, rules); no
English data text is drawn. In both: no text was cut short, none is wider than its widget
or the table, and the wrapped texts (the action panel's title and body, a long refusal)
fit the room they have.

``python -m tests.ui.test_basilica_polish OUTDIR`` plays the same game in Polish and
writes each screen as ``NN-<screen>.png`` at 1280x800 and, as the smallest window shows
it, 1024x640 (``small/``); headless, in a fresh temporary home.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pygame

from games.basilica import rules as R
from games.basilica.content import load_content
from games.basilica.ui import layout as L
from games.basilica.ui.scene import BoardScene
from games.basilica.ui.scoring import FinalScene
from games.engine import i18n, registry
from games.engine.i18n import _
from games.engine.scenes.load import LoadScene
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.rules import RulesScene, rules_blocks
from games.engine.scenes.setup import SetupScene
from sprites.widgets import Button, TextInput
from tests.ui.pseudo import (button_for, screen_overflows, tour_app,
                             write_shots, unmarked_part, untranslated)

NAMES = ["Ola", "Bartłomiej"]
NOT_TRANSLATED = ["Basilica", "Tabletop Five", "Ctrl", "Esc", "Tab", "Enter", "F11", "S", "+50"]
SEED = 2


# ------------------------------------------------------------------ the tour
def set_up(p) -> None:
    """Main menu -> New game -> Basilica: the two names typed, a seed; Start."""
    d = p.driver
    menu = d.scene
    p.look("main menu")
    d.click(button_for(menu, menu.on_new).rect.center)
    chooser = d.scene
    p.look("game chooser")
    card = next(rect for rect, info in chooser.cards if info.game_id == "basilica")
    d.click(next(w for w in d.widgets() if isinstance(w, Button) and card.colliderect(w.rect)
                 ).rect.center)
    assert isinstance(d.scene, SetupScene)
    inputs = [w for w in d.widgets() if isinstance(w, TextInput)]
    for field, name in zip(inputs, NAMES):
        d.click(field.rect.center)
        for _letter in field.text:
            d.key(pygame.K_BACKSPACE)
        d.type_text(name)
        d.key(pygame.K_RETURN)
    d.click(inputs[-1].rect.center)
    d.type_text(str(SEED))
    d.key(pygame.K_RETURN)
    p.look("setup, two seats")
    d.click(button_for(d.scene, d.scene.start).rect.center)
    assert isinstance(d.scene, BoardScene)


def _hover(p, pos) -> None:
    """Rest the mouse on ``pos`` and note the board's hover text there."""
    p.driver.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    text = p.driver.scene.hover_text(pos)
    if text:
        p.hovered.append((p.recorder_where(), text))


def _centre(board, cell):
    return board.geometry().cell_rect(*cell).center


def _hover_everything(p, board) -> None:
    """Every kind of hover text of the board: the fields, the pair's gap, the stack, the
    track, built cells (with Builders, Stained glass), an empty one and beside the Plan."""
    v = board.view()
    for i in range(3):
        _hover(p, L.element_field_rect(i).center)
        _hover(p, L.order_field_rect(i).center)
        pair, order = L.pair_rect(i), L.order_field_rect(i)
        _hover(p, (pair.x + 3, pair.y + 3))
        _hover(p, (pair.centerx, (order.bottom + L.element_field_rect(i).y) // 2))
    _hover(p, L.stack_rect().center)
    _hover(p, L.TRACK.center)
    g = board.geometry()
    for x, y, _tid in v["cathedral"][:40]:
        if g.visible(x):
            _hover(p, _centre(board, (x, y)))
    for x, y in v["scaffolding"]:
        if g.visible(x):
            _hover(p, _centre(board, (x, y)))


def _settle_offer(p, board, rng, once) -> None:
    """The Paid Order dialog: the first time looked at, put aside (the panel's buttons then
    answer), afterwards paid or declined."""
    d = p.driver
    if once("offer"):
        p.look("a Paid Order offer")
        d.press(_("Look at the board"))
        p.look("a Paid Order offer put aside")
        d.press(_("Pay 1 Coin"))
        return
    d.press(_("Pay 1 Coin") if rng.random() < 0.6 else _("Decline"))


def _board_turn(p, board, rng, once) -> None:
    d = p.driver
    v, legal = board.view(), board.session.legal()
    types = {a["type"] for a in legal}
    phase = v["phase"]
    if phase == "scoring":
        if once("scoring"):
            board.scoring.step = 1
            d.pump()
            p.look("a scoring: its first row")
            rows = board.scoring.rows()
            if rows:
                _hover(p, board.scoring.row_rect(0).center)
            d.click(L.element_field_rect(0).center)            # refused during a scoring
            p.look("a click refused during a scoring")
            if any(b.label == _("Show all areas") for b in board.scoring.buttons):
                d.press(_("Show all areas"))
            p.look("a scoring: every area")
        d.press(_("Move the markers"))
        if once("markers"):
            p.look("the markers move")
        return
    if phase == "paid_offer":
        d.press(_("Pay 1 Coin"))
        return
    if phase == "paid_order":
        if once("paid order"):
            p.look("a Paid Order to carry out")
            _hover_everything(p, board)
        action = rng.choice(legal)
        d.click(_centre(board, action["cell"]))
        if "to" in action:
            d.click(_centre(board, action["to"]))
        return
    if "redraw" in types:
        p.look("no element fits: deal new ones")
        d.press(_("Deal new elements"))
        return
    if "place_builder" in types and rng.random() < 0.7:
        if once("cube"):
            p.look("the faint cube to Place a Builder")
            d.press(_("Place a Builder"))
        else:
            d.click(_centre(board, v["last_build"]))
        return
    if rng.random() < 0.65:
        field = rng.choice(sorted({a["field"] for a in legal if a["type"] == "build"}))
        d.click(L.element_field_rect(field).center)
        targets = sorted(board._targets())
        if once("element chosen"):
            p.look("an element chosen")
            far = (board.geometry().columns - 1, 4)
            _hover(p, _centre(board, far))
            d.click(_centre(board, far))                         # refused: not touching
            p.look("a build refused")
            _hover(p, (L.CATHEDRAL.x + 4, L.CATHEDRAL.centery))  # the sockets
        d.click(_centre(board, rng.choice(targets)))
        return
    field = rng.randrange(3)
    order = v["order_fields"][field]
    d.click(L.order_field_rect(field).center)
    targets = [a for a in legal if a["type"] == "order" and a["field"] == field]
    if once(f"order {order}"):
        p.look(f"an Order chosen: {order}")
        _hover_everything(p, board)
    if targets == [{"type": "order", "field": field}]:
        d.press(board.panel_buttons[0].label)        # Carry out Tax / Take it with no effect
        return
    if once("order refused"):
        empty = next((c for c in ((x, y) for x in range(8) for y in range(5))
                      if c not in board._targets() and board.geometry().visible(c[0])), None)
        if empty is not None:
            d.click(_centre(board, empty))
            p.look("a target refused")
    action = rng.choice(targets)
    if order == "shift":
        d.click(_centre(board, action["cell"]))
        if once("shift"):
            p.look("a Builder picked for a Shift")
        d.click(_centre(board, action["to"]))
    else:
        d.click(_centre(board, action["cell"]))


def play(p, rng: random.Random) -> None:
    """Play the game to its end by clicks, looking at each kind of screen once."""
    d = p.driver
    board = d.scene
    seen: set[str] = set()

    def once(name: str) -> bool:
        if name in seen:
            return False
        seen.add(name)
        return True

    p.look("board at the start")
    _hover_everything(p, board)
    for _turn in range(4000):
        scene = d.scene
        if isinstance(scene, FinalScene):
            return
        if type(scene).__name__ == "PassScene":
            d.key(pygame.K_RETURN)
            continue
        if board.modal and board.modal.is_open:
            _settle_offer(p, board, rng, once)
            continue
        v = board.view()
        if v["phase"] == "play" and v["turn_number"] == 4 and once("load"):
            d.key(pygame.K_ESCAPE)
            p.look("game menu")
            d.press(_("Load"))
            assert isinstance(d.scene, LoadScene)
            p.look("load list during the game")
            d.key(pygame.K_ESCAPE)
            d.key(pygame.K_ESCAPE)
            assert d.scene is board
        if len(v["cathedral"]) >= 30 and v["phase"] == "play" and once("long"):
            p.look("a long cathedral")
            _hover_everything(p, board)
        _board_turn(p, board, rng, once)
    raise AssertionError("the game did not end")


def after_the_game(p) -> None:
    """The final screen, the board at the end, its rules screen, and from the main menu
    the load list with the finished game."""
    d = p.driver
    assert isinstance(d.scene, FinalScene)
    p.look("final screen")
    d.press(_("Back to board"))
    board = d.scene
    assert isinstance(board, BoardScene)
    p.look("board at the end")
    _hover_everything(p, board)
    d.press(_("Rules"))
    assert isinstance(d.scene, RulesScene) and d.scene.game_id == "basilica"
    p.look("rules of Basilica")
    d.key(pygame.K_ESCAPE)
    assert d.scene is board
    board.show_final()
    d.press(_("Main menu"))
    assert isinstance(d.scene, MainMenuScene)
    d.click(button_for(d.scene, d.scene.on_load).rect.center)
    p.look("load list with the finished game")


def long_refusal(p) -> None:
    """A refusal too long for the status line, shown whole over the action panel: a
    Dismantle of an element inside the cathedral (a position arranged for it)."""
    from tests.basilica.test_orders import DISMANTLE, with_order
    from tests.basilica.test_rules import arrange
    from tests.ui.basilica_driver import PLAYERS, board_with
    d = p.driver
    block = [(0, 1, "g04"), (0, 2, "g05"), (0, 3, "g06"), (1, 2, "r07"), (1, 1, "r08"),
             (2, 1, "y05")]
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=block), DISMANTLE)
    state.builders = [[1, 1, 1]]
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    d.click(_centre(board, (0, 2)))
    assert board.refusal
    p.look("a long refusal")
    d.app.pop()


def panned_plan(p) -> None:
    """A cathedral too long for its frame, panned to its middle, with an Order's targets
    lit: the arrows saying how many columns are out of view on each side."""
    from tests.basilica.test_orders import with_order
    from tests.basilica.test_rules import arrange
    from tests.ui.basilica_driver import GLASS, PLAYERS, SNAKE, board_with
    d = p.driver
    board = board_with(d, with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=SNAKE),
                                     GLASS))
    board.pan(9)
    d.click(L.order_field_rect(0).center)
    _hover(p, _centre(board, (board.geometry().first + 3, 0)))
    _hover(p, (L.CATHEDRAL.right - 3, L.CATHEDRAL.centery))
    p.look("a long cathedral panned")
    d.app.pop()


def tour(p, rng_seed: int = 5) -> None:
    """The whole tour (see the module docstring); ``p.look(where)`` on each screen."""
    set_up(p)
    play(p, random.Random(rng_seed))
    after_the_game(p)


# ------------------------------------------------------------------ what is checked
def box_problems(scene) -> list[str]:
    """Wrapped texts of Basilica's board taller than the room they have: the action
    panel's title and body, the long refusal's box."""
    found = []
    if isinstance(scene, BoardScene):
        title, body = scene._panel_text(scene.view())
        if not scene._panel_fit(title, body, scene.notice_room())[2]:
            found.append(f"action panel {title!r} / {body!r} does not fit")
        if scene.refusal and scene.status is not None:
            img, box = scene.refusal_image()
            if img.get_height() > box.h - 34:
                found.append(f"refusal {scene.refusal!r} is {img.get_height()} px of "
                             f"{box.h - 34}")
    return found


def _instruction(p, where: str, scene) -> None:
    """Basilica's top line is the board's own instruction and heading: noted as texts."""
    if isinstance(scene, BoardScene):
        p.seen += [(where, scene.instruction()), (where, scene.heading())]


def _app(monkeypatch, language):
    return tour_app(monkeypatch, language, ("basilica",), box_problems, _instruction)


def data_texts(code: str) -> list[str]:
    """Every text of Basilica's data in language ``code``: the Orders' names, texts and
    Paid Orders, the colour names and the rules screen's blocks."""
    content = load_content()
    texts = []
    for o in content.orders.values():
        texts += [dict(o.names)[code], dict(o.texts)[code]]
        if o.paids:
            paid = dict(o.paids)[code].rstrip(".")
            texts += [dict(o.paids)[code], paid[0].lower() + paid[1:]]
    for _colour, forms in content.numbers.colour_names:
        for _form, names in forms:
            name = dict(names)[code]
            texts += [name, name[:1].upper() + name[1:]]
    blocks = [text for _kind, text in rules_blocks("basilica", language=code)]
    return texts + blocks


def _english_words() -> list[str]:
    """The English data texts a Polish screen must never show (Order names, their texts,
    the colour names), as whole words."""
    content = load_content()
    words = [dict(o.names)["en"] for o in content.orders.values()]
    words += [dict(o.texts)["en"] for o in content.orders.values()]
    return words


def test_a_whole_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    tour(p)
    long_refusal(p)
    panned_plan(p)
    assert {"a scoring: its first row", "a Paid Order offer", "an element chosen",
            "a build refused", "final screen", "rules of Basilica",
            "load list with the finished game", "a long refusal",
            "a long cathedral panned"} <= set(p.wheres)
    assert len(set(p.wheres)) >= 22                  # every kind of screen was reached
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    allowed = NAMES + ["Bart"] + NOT_TRANSLATED + [g.title for g in registry.all_games()] + data_texts("pl")
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found)
    english = _english_words()
    english_rules = set(data_texts("en")) - set(data_texts("pl"))
    assert [(w, t) for w, t in texts if t in english_rules
            or any(re.search(rf"\b{re.escape(word)}\b", unmarked_part(t)) for word in english)
            ] == []
    assert sorted(set(t for _w, t in p.recorder.cut)) == []
    assert p.overflows + screen_overflows(p.recorder.drawn) == []
    assert any("Mouse wheel" in t for _w, t in texts)                 # Basilica's own drawing


def test_a_whole_game_in_polish_fits_without_cutting(polish_app):
    p = polish_app
    tour(p)
    long_refusal(p)
    panned_plan(p)
    drawn = [d.text for d in p.recorder.drawn]
    shown = drawn + [t for _w, t in p.seen + p.hovered]
    assert any("Przesuń znaczniki" in t for t in shown)
    assert any("Płatny Rozkaz" in t for t in shown)
    assert any("Podliczanie" in t for t in drawn)
    assert any("Przebieg rozgrywki" in t or "Katedr" in t for t in drawn)   # the rules screen
    assert any(re.match(r"Tura \d+: ", t) for t in drawn)                   # the load list
    assert sorted(set(t for _w, t in p.recorder.cut)) == []
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def test_settings_in_game_switch_the_board_to_the_other_language_at_once(driver):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ola", "Bart"], seed=4, game="Basilica")
    board = d.scene
    d.click(L.element_field_rect(0).center)                      # an element chosen
    assert [b.label for b in board.panel_buttons] == ["Cancel"]
    english = board._panel_text(board.view())
    d.key(pygame.K_ESCAPE)                                       # drops the choice
    d.click(L.order_field_rect(0).center)
    order = board.content.orders[board.view()["order_fields"][0]]
    assert board._panel_text(board.view())[0] == order.name
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    d.press("Settings")
    language = next(w for w in d.widgets()
                    if type(w).__name__ == "Choice" and w.label == "Language")
    d.click((language.rect.right - 10, language.rect.centery))   # English -> Polski
    try:
        assert i18n.language() == "pl"
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)
        assert d.scene is board
        d.click(L.order_field_rect(0).center)
        assert board._panel_text(board.view())[0] == dict(order.names)["pl"]
        assert [b.label for b in board.panel_buttons][-1] == "Anuluj"
        assert board.instruction().startswith("Ola, akcja 1\u00a0z\u00a03: ")
        assert board.heading() == "Basilica  ·  Tura 1  ·  Podliczenia: 0 z 3"
        assert english != board._panel_text(board.view())
    finally:
        i18n.set_language("en")


def test_the_scoring_list_is_laid_out_for_the_language_shown():
    """The row layout is cached per language: the Polish headings and colour names get
    their own widths, the English ones theirs again afterwards."""
    from games.basilica.ui.scoring import row_layout
    pygame.display.init()
    colours = load_content().numbers.colours
    english = row_layout(600, colours)
    i18n.set_language("pl")
    try:
        polish = row_layout(600, colours)
    finally:
        i18n.set_language("en")
    assert polish != english
    assert row_layout(600, colours) == english


# ------------------------------------------------------------------ screenshots
def main(out: Path) -> None:
    """Play the tour in Polish and write a screenshot of each screen into ``out``."""
    def everything(p) -> None:
        tour(p)
        long_refusal(p)
        panned_plan(p)
    write_shots(everything, out)


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/basilica-polish"))
