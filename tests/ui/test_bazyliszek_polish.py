"""Bazyliszek in another language, whole: a simplified game of five driven by posted
events from the main menu (the setup with its options, the board through both rounds
with a revealed, a selected and a zoomed room and the refusals, the round-end screens, the
final screen and its review, the rules screen, the load list with the game's progress),
once in the pseudo-language of ``tests/ui/pseudo.py`` and once in Polish.

In the pseudo-language (language code "pl", so the data texts are the Polish ones):
every text drawn, every tooltip and every hover text holds nothing outside the catalog's
markers but player names, numbers and the Polish data texts (room names, rules); no
English data text is drawn. In both: no text was cut short, none is wider than its
widget or the table, and the wrapped texts (the action panel's title, a pile's verdict,
the final screen's tie note) fit the room they have.

``python -m tests.ui.test_bazyliszek_polish OUTDIR`` plays the same game in Polish and
writes each screen as ``NN-<screen>.png`` at 1280x800 and, as the smallest window shows
it, 1024x640 (``small/``); headless, in a fresh temporary home.
"""
from __future__ import annotations

import random
from pathlib import Path

import pygame

from games.bazyliszek.rooms import load_rooms
from games.bazyliszek.ui.results import (LEGEND_SIZE, LEGEND_Y, PANEL, FinalScene,
                                         RoundEndScene, verdict_text)
from games.bazyliszek.ui.scene import PANEL_TITLE, BoardScene
from games.engine import i18n, registry
from games.engine.i18n import _
from games.engine.scenes.load import LoadScene
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.rules import RulesScene, rules_blocks
from games.engine.scenes.setup import SetupScene
from sprites import fonts
from sprites.widgets import Button, Choice, TextInput
from tests.ui.pseudo import (button_for, screen_overflows, tour_app,
                             write_shots, untranslated)

NAMES = ["Ola", "Bartłomiej", "Cyryl", "Dorota", "Ewa"]
NOT_TRANSLATED = ["Bazyliszek", "Tabletop Five", "Ctrl", "Esc", "Tab", "Enter", "F11", "S"]
SEED = 12


# ------------------------------------------------------------------ the tour
def press(d, label: str) -> None:
    """Click the button whose label is ``label`` in the language shown."""
    d.press(label)


def set_up(p) -> None:
    """Main menu -> New game -> Bazyliszek: five seats, the simplified variant (a shields
    choice per seat), names typed, a seed; Start."""
    d = p.driver
    menu = d.scene
    p.look("main menu")
    d.click(button_for(menu, menu.on_new).rect.center)
    chooser = d.scene
    card = next(rect for rect, info in chooser.cards if info.game_id == "bazyliszek")
    d.click(next(w for w in d.widgets() if isinstance(w, Button) and card.colliderect(w.rect)
                 ).rect.center)
    assert isinstance(d.scene, SetupScene)
    for _step in range(6):
        count = next(w for w in d.widgets() if isinstance(w, Choice))
        if count.value == len(NAMES):
            break
        d.click((count.rect.right - 10, count.rect.centery))
    variant = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == _("Variant"))
    d.click((variant.rect.right - 10, variant.rect.centery))
    assert d.scene.options["variant"] == "simplified"
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
    p.look("setup, simplified variant, five seats")
    d.click(button_for(d.scene, d.scene.start).rect.center)
    assert isinstance(d.scene, BoardScene)


def _hover(p, pos) -> None:
    """Rest the mouse on ``pos`` and note the board's hover text there."""
    p.driver.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    text = p.driver.scene.hover_text(pos)
    if text:
        p.hovered.append((p.recorder_where(), text))


def play(p, rng: random.Random) -> None:
    """Play both rounds by clicks (a player visits a room it already holds now and then,
    so shields are spent and piles meet the basilisk), looking at each kind of screen
    once; ends on the final screen."""
    d, rooms = p.driver, load_rooms()
    board = d.scene
    once: set[str] = set()

    def first(name: str) -> bool:
        if name in once:
            return False
        once.add(name)
        return True

    p.look("board at the start")
    _hover(p, board.player_row(1).center)
    for _turn in range(3000):
        scene = d.scene
        if isinstance(scene, FinalScene):
            return
        if isinstance(scene, RoundEndScene):
            index = scene.round_index
            p.look(f"round {index + 1} piles")
            _hover(p, scene._layouts()[0].cards[0][0].center)
            if index == 0:
                press(d, _("Back to board"))
                p.look("board between the rounds")
                press(d, _("See the scores"))
                press(d, _("Move the pawns and start round 2"))
                p.look("board at the start of round 2")
            else:
                press(d, _("Final results"))
            continue
        st, rects = board.state, board.slot_rects()
        mine = {rooms.card(c).room for c in st.piles[st.turn]}
        if st.phase == "decide":
            if first("revealed"):
                p.look("a room revealed")
                other = next(i for i, c in enumerate(st.table) if c is not None and i != st.pending)
                d.click(rects[other].center)           # refused: decide first
                p.look("a click refused while deciding")
                _hover(p, board.player_row(0).center)
            held = rooms.card(st.table[st.pending]).room in mine
            press(d, _("Visit") if (rng.random() < 0.45 if held else rng.random() < 0.8)
                  else _("Skip"))
            continue
        ups = [i for i, c in enumerate(st.table) if c is not None and st.face_up[i]]
        if ups and first("zoom"):
            _hover(p, rects[ups[0]].center)
            d.click(rects[ups[0]].center, button=3)
            p.look("a face-up room shown large")
            d.click((20, 20))
        fresh = [i for i in ups if rooms.card(st.table[i]).room not in mine]
        if fresh and rng.random() < 0.3:
            d.click(rects[fresh[0]].center)
            if first("selected"):
                p.look("a face-up room selected")
                _hover(p, rects[fresh[0]].center)
            press(d, _("Take it"))
            continue
        downs = [i for i, c in enumerate(st.table) if c is not None and not st.face_up[i]]
        if first("face-down right-click"):
            d.click(rects[downs[0]].center, button=3)
            p.look("a face-down room right-clicked")
        if st.round == 1 and sum(len(pile) for pile in st.piles) == 6 and first("load"):
            d.key(pygame.K_ESCAPE)
            press(d, _("Load"))
            assert isinstance(d.scene, LoadScene)
            p.look("load list during round 1")
            d.key(pygame.K_ESCAPE)
            d.key(pygame.K_ESCAPE)
            assert d.scene is board
        d.click(rects[rng.choice(downs)].center)
    raise AssertionError("the game did not end")


def after_the_game(p) -> None:
    """The final screen, round 1's piles again, the board at the end, its rules screen,
    and from the main menu the load list with the finished game."""
    d = p.driver
    assert isinstance(d.scene, FinalScene)
    p.look("final screen")
    press(d, _("Round {round}").format(round=1))
    p.look("round 1 piles from the final screen")
    press(d, _("Close"))
    press(d, _("Back to board"))
    board = d.scene
    p.look("board at the end")
    press(d, _("Rules"))
    assert isinstance(d.scene, RulesScene) and d.scene.game_id == "bazyliszek"
    p.look("rules of Bazyliszek")
    d.key(pygame.K_ESCAPE)
    assert d.scene is board
    board.show_final()
    press(d, _("Main menu"))
    assert isinstance(d.scene, MainMenuScene)
    d.click(button_for(d.scene, d.scene.on_load).rect.center)
    p.look("load list with the finished game")


def tour(p, rng_seed: int = 3) -> None:
    """The whole tour (see the module docstring); ``p.look(where)`` on each screen."""
    set_up(p)
    play(p, random.Random(rng_seed))
    after_the_game(p)


# ------------------------------------------------------------------ what is checked
def box_problems(scene) -> list[str]:
    """Wrapped texts of Bazyliszek's screens taller than the room they have."""
    found = []
    if isinstance(scene, BoardScene):
        shown = scene.panel_slot()
        name = None if shown is None else scene.rooms.describe(scene.view()["table"][shown])
        title = scene._panel_title(name)
        height = fonts.text(title, PANEL_TITLE, (0, 0, 0), True,
                            scene.panel_title_width()).get_height()
        if height > scene.panel_title_room():
            found.append(f"action panel title {title!r} is {height} px of "
                         f"{scene.panel_title_room()}")
    elif isinstance(scene, RoundEndScene):
        for res, row in zip(scene.results, scene._rows()):
            verdict = scene._verdict(res)[0]
            height = verdict_text(verdict, (0, 0, 0), row.h - 46).get_height()
            if height > row.h - 46:
                found.append(f"verdict {verdict!r} is {height} px of {row.h - 46}")
        legend = fonts.text(scene.legend(), LEGEND_SIZE, (0, 0, 0), False, 1180)
        if LEGEND_Y + legend.get_height() // 2 > PANEL.y or legend.get_height() > 2 * 18:
            found.append(f"the legend {scene.legend()!r} takes more than two lines")
    elif isinstance(scene, FinalScene):
        v = scene.board.view()
        tie = scene._tie_note(v["totals"], v["winners"])
        if tie and fonts.text(tie, 20, (0, 0, 0), False, 900).get_height() > 64:
            found.append(f"tie note {tie!r} is taller than two lines")
    return found


def _app(monkeypatch, language):
    return tour_app(monkeypatch, language, ("bazyliszek",), box_problems)


def data_texts(code: str) -> list[str]:
    """Every text of Bazyliszek's data in language ``code``: room names, the rooms as the
    cards are described, the rules screen's blocks."""
    rooms = load_rooms()
    names = [dict(d.names)[code] for d in rooms.designs.values()]
    blocks = [text for _kind, text in rules_blocks("bazyliszek", language=code)]
    return names + blocks


def test_a_whole_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    tour(p)
    assert len(set(p.wheres)) >= 18                  # every kind of screen was reached
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    assert any(where.startswith("round 2") for where in p.wheres)
    allowed = NAMES + NOT_TRANSLATED + [g.title for g in registry.all_games()] + data_texts("pl")
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found)
    english_rooms = [dict(d.names)["en"] for d in load_rooms().designs.values()]
    english_rules = set(data_texts("en")) - set(data_texts("pl"))
    assert [(w, t) for w, t in texts if t in english_rules
            or any(room in t for room in english_rooms)] == []
    assert p.recorder.cut == []
    assert p.overflows + screen_overflows(p.recorder.drawn) == []
    assert any(" pts" in t for _w, t in texts)      # Bazyliszek's own drawing was checked


def test_a_whole_game_in_polish_fits_without_cutting(polish_app):
    p = polish_app
    tour(p)
    drawn = [d.text for d in p.recorder.drawn]
    assert any("Odwiedź" in t for t in drawn + [t for _w, t in p.seen])
    assert any("Ofiara bazyliszka" in t or "lustrzan" in t for t in drawn)
    assert any("Cel gry" in t for t in drawn)       # the rules screen, from rules.pl.yaml
    assert p.recorder.cut == []
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def test_settings_in_game_switch_the_board_to_the_other_language_at_once(driver):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ola", "Bart"], seed=4)
    board = d.scene
    d.click(board.slot_rects()[0].center)                       # a room revealed
    assert [b.label for b in board.action_buttons] == ["Visit", "Skip"]
    d.key(pygame.K_ESCAPE)
    d.press("Settings")
    language = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Language")
    d.click((language.rect.right - 10, language.rect.centery))   # English -> Polski
    assert i18n.language() == "pl"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.scene is board
    assert [b.label for b in board.action_buttons] == ["Odwiedź", "Pomiń"]
    assert board.instruction().startswith("Ola: odwiedź") or board.instruction().startswith(
        "Bart: odwiedź")
    i18n.set_language("en")


def test_a_room_card_shows_its_name_in_the_language_shown():
    from sprites.bazyliszek.room_cards import card_face
    pygame.display.init()
    rooms = load_rooms()
    english = pygame.image.tobytes(card_face(rooms, "rat_nest-a1", (96, 137)), "RGBA")
    i18n.set_language("pl")
    try:
        polish = pygame.image.tobytes(card_face(rooms, "rat_nest-a1", (96, 137)), "RGBA")
        mirrored = pygame.image.tobytes(card_face(rooms, "rat_nest-m1", (96, 137)), "RGBA")
    finally:
        i18n.set_language("en")
    assert english != polish != mirrored
    top = 96 * 4 * 100                                          # the picture above the strip
    assert english[:top] == polish[:top]


# ------------------------------------------------------------------ screenshots
def main(out: Path) -> None:
    """Play the tour in Polish and write a screenshot of each screen into ``out``."""
    write_shots(tour, out)


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/bazyliszek-polish"))
