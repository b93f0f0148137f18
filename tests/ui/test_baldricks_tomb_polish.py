"""Baldrick's Tomb in another language, whole: a three-seat game with Custom Characters
driven by posted events from the main menu (the setup with its options and the explorers'
choice, the pass screens, the secret skill choice with its refusal, laying the rubble with
a refused space and "place the rest at random", rolling the pawns, moving with a lit
space, a tableau and tokens hovered, a token read large, a walk refused, the load list
with the game's progress line mid-game, fights with their results, relocated tokens,
the ends of the floors, the final ranking, the board at the end, the rules screen and the
load list with the finished game), once in the pseudo-language of ``tests/ui/pseudo.py``
and once in Polish.

In the pseudo-language (language code "pl", so the data texts are the Polish ones):
every text drawn, every tooltip and every hover text holds nothing outside the catalog's
markers but player names, numbers and the Polish data texts (card names and texts,
explorers, the rules); no English data text is drawn. In both: no text was cut short,
none is wider than its widget or the table, and the wrapped texts of the fight and
floor-end dialogs fit the room they have.

``python -m tests.ui.test_baldricks_tomb_polish OUTDIR`` plays the same game in Polish and
writes each screen as ``NN-<screen>.png`` at 1280x800 and, as the smallest window shows
it, 1024x640 (``small/``); headless, in a fresh temporary home.
"""
from __future__ import annotations

import random
from pathlib import Path

import pygame

from games.baldricks_tomb import rules as R
from games.baldricks_tomb.content import load_content
from games.baldricks_tomb.ui import layout as L
from games.baldricks_tomb.ui.combat import CombatScene, FinalScene, FloorEndScene
from games.baldricks_tomb.ui.scene import BoardScene
from games.engine import i18n, registry
from games.engine.i18n import _, counted
from games.engine.scenes.base import ZoomScene
from games.engine.scenes.load import LoadScene
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.passing import PassScene
from games.engine.scenes.rules import RulesScene, rules_blocks
from games.engine.scenes.setup import SetupScene
from sprites import fonts
from sprites.widgets import Button, Choice, TextInput
from tests.ui.pseudo import (button_for, screen_overflows, tour_app,
                             write_shots, untranslated)

NAMES = ["Ola", "Bartłomiej", "Cyryl"]
# Names the same in every language, and the monster cards' level numerals.
NOT_TRANSLATED = ["Baldrick's Tomb", "Tabletop Five", "Ctrl", "Esc", "Tab", "Enter", "F11",
                  "III", "II", "I"]
SEED = 6


# ------------------------------------------------------------------ the tour
def set_up(p) -> None:
    """Main menu -> New game -> Baldrick's Tomb: three seats, Custom Characters on, an
    explorer chosen for the first seat, names typed, a seed; Start."""
    d = p.driver
    menu = d.scene
    p.look("main menu")
    d.click(button_for(menu, menu.on_new).rect.center)
    chooser = d.scene
    card = next(rect for rect, info in chooser.cards if info.game_id == "baldricks_tomb")
    d.click(next(w for w in d.widgets() if isinstance(w, Button) and card.colliderect(w.rect)
                 ).rect.center)
    assert isinstance(d.scene, SetupScene)
    for _step in range(6):
        count = next(w for w in d.widgets() if isinstance(w, Choice))
        if count.value == len(NAMES):
            break
        d.click((count.rect.right - 10, count.rect.centery))
    custom = next(w for w in d.widgets() if isinstance(w, Choice)
                  and w.label == _("Custom characters"))
    d.click((custom.rect.right - 10, custom.rect.centery))
    assert d.scene.options["custom_characters"] is True
    explorer = [w for w in d.widgets() if isinstance(w, Choice) and not w.label
                and any(value == "wren" for value, _text in w.choices)][0]
    d.click((explorer.rect.right - 10, explorer.rect.centery))
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
    p.look("setup, custom characters, three seats")
    d.click(button_for(d.scene, d.scene.start).rect.center)
    assert isinstance(d.scene, (BoardScene, PassScene))


def _hover(p, pos) -> None:
    """Rest the mouse on ``pos`` and note the board's hover text there."""
    board = p.board
    p.driver.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    text = board.hover_text(pos)
    if text:
        p.hovered.append((p.recorder_where(), text))


def _press(d, label: str) -> None:
    d.press(label)


def _skills(p, first) -> None:
    """The secret skill choice: a fourth card refused, then three kept."""
    d, board = p.driver, p.board
    if first("skills"):
        p.look("choosing skills")
        for rect, _card, _use in board.card_hits[:4]:
            d.click(rect.center)
        p.look("a fourth skill refused")
        for rect, _card, _use in board.card_hits[:3]:
            d.click(rect.center)                      # none chosen again
    for rect, _card, _use in board.card_hits[:3]:
        d.click(rect.center)
    _hover(p, board.card_hits[0][0].center)
    if first("skill preview"):
        p.look("a skill card previewed")
    _press(d, counted(3, "Keep this {n}", "Keep these {n}"))


def _rubble(p, first) -> None:
    """Laying the rubble: a token placed by a click, a space too close refused, the rest
    at random."""
    d, board = p.driver, p.board
    if first("rubble"):
        p.look("laying the rubble")
        cell = sorted(R.placeable_cells(board.state))[0]
        d.click(L.cell_rect(cell, board.origin).center)
        near = (cell[0], cell[1] + 1 if cell[1] < 8 else cell[1] - 1)
        d.click(L.cell_rect(near, board.origin).center)
        p.look("a rubble token too close refused")
    _press(d, _("Place the rest at random"))


def _move(p, rng, first) -> None:
    """A move: the first time, hovers, a zoom, a refused walk and the load list; then a
    step chosen by ``rng`` (tokens first), the Exit or the end of the move."""
    d, board = p.driver, p.board
    view = board.view()
    routes = R.routes(view)
    if first("move"):
        p.look("moving")
        if routes:
            _hover(p, L.cell_rect(sorted(routes)[-1], board.origin).center)
            p.look("a lit space under the mouse")
        _hover(p, L.tableau_rect(0, len(view["players"])).center)
        p.look("a tableau explained")
        for t in view["board"]:
            _hover(p, L.cell_rect(t["cell"], board.origin).center)
        far = [(r, b) for r in range(1, 9) for b in range(1, 9) if (r, b) not in routes]
        d.click(L.cell_rect(far[len(far) // 2], board.origin).center)
        p.look("a walk refused")
        d.key(pygame.K_ESCAPE)
        _press(d, _("Load"))
        assert isinstance(d.scene, LoadScene)
        p.look("load list during the game")
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)
        assert d.scene is board
    faced = [t for t in view["board"] if t["face_up"] and t["kind"]]
    if faced and first("token zoom"):
        d.click(L.cell_rect(faced[0]["cell"], board.origin).center, button=3)
        assert isinstance(d.scene, ZoomScene)
        p.look("a face-up token read large")
        d.click((20, 400))
    if board.last_card and first("last card"):
        _hover(p, board.last_card_rect().center)
        p.look("the last card drawn beside the dice")
    labels = [b.label for b in board.panel_buttons]
    if _("Steal the Gem") in labels and first("steal"):
        p.look("the Gem can be stolen")
    if _("Take the Exit") in labels and rng.random() < 0.7:
        _press(d, _("Take the Exit"))
        return
    tokens = {tuple(t["cell"]) for t in view["board"]}
    free = [c for c, (cost, _path) in routes.items() if cost == 0]
    targets = [c for c in free if c in tokens] or free
    if targets and view["free_steps"] > 0 and rng.random() < 0.9:
        d.click(L.cell_rect(rng.choice(sorted(targets)), board.origin).center)
    elif _("End move") in labels:
        _press(d, _("End move"))
    else:
        d.click(L.cell_rect(board.session.legal()[0]["cell"], board.origin).center)


def _fight(p, rng, first) -> None:
    """The fight dialog: fight or (now and then) run; its result until Close."""
    d = p.driver
    dialog = d.scene
    if dialog.outcome:
        if first("fight result"):
            p.look("a fight's result")
        _press(d, _("Close"))
        return
    if first("fight"):
        p.look("a fight")
    run = next(w for w in d.widgets() if isinstance(w, Button) and w.on_click == dialog.run)
    if not run.enabled and first("no run"):
        p.look("a fight with no gold to run")
    if run.enabled and rng.random() < 0.15:
        d.click(run.rect.center)
    else:
        _press(d, _("Fight (roll)"))


def play(p, rng: random.Random) -> None:
    """Play the game to its final screen by clicks, looking at each kind of screen once."""
    d = p.driver
    once: set[str] = set()

    def first(name: str) -> bool:
        if name in once:
            return False
        once.add(name)
        return True

    for _turn in range(5000):
        scene = d.scene
        if isinstance(scene, FinalScene):
            return
        if isinstance(scene, PassScene):
            if first("pass"):
                p.look("the pass screen")
            d.key(pygame.K_RETURN)
            continue
        if isinstance(scene, FloorEndScene):
            if first(f"floor end {scene.event['everyone_out']}"):
                p.look("end of a floor" + (", everyone out" if scene.event["everyone_out"]
                                           else ", collapsed"))
            _press(d, _("Continue"))
            continue
        if isinstance(scene, CombatScene):
            _fight(p, rng, first)
            continue
        board = p.board
        assert scene is board, type(scene).__name__
        phase = board.state.phase
        if phase == "skills":
            _skills(p, first)
        elif phase == "place_tokens":
            _rubble(p, first)
        elif phase == "place_pawns":
            if first("pawns"):
                p.look("rolling the pawns")
            d.click(board.panel_buttons[0].rect.center)
        elif phase == "combat":
            _press(d, _("Back to the fight"))
        elif phase == "relocate":
            if first("relocate"):
                p.look("a relocated token's space taken")
            d.click(L.cell_rect(board.session.legal()[0]["cell"], board.origin).center)
        elif phase == "discard":
            if first("discard"):
                p.look("discarding down to two")
            d.click(board.card_hits[0][0].center)
        elif phase == "move":
            if board.tray is not None and first("dice"):
                p.look("dice in the tray")
            _move(p, rng, first)
    raise AssertionError("the game did not end")


def after_the_game(p) -> None:
    """The final ranking, the board at the end, its rules screen, and from the main menu
    the load list with the finished game."""
    d = p.driver
    assert isinstance(d.scene, FinalScene)
    p.look("final ranking")
    _press(d, _("Back to board"))
    board = d.scene
    assert board is p.board
    p.look("board at the end")
    _press(d, _("Rules"))
    assert isinstance(d.scene, RulesScene) and d.scene.game_id == "baldricks_tomb"
    p.look("rules of Baldrick's Tomb")
    d.key(pygame.K_ESCAPE)
    assert d.scene is board
    board.show_final()
    _press(d, _("Main menu"))
    assert isinstance(d.scene, MainMenuScene)
    d.click(button_for(d.scene, d.scene.on_load).rect.center)
    p.look("load list with the finished game")


def tour(p, rng_seed: int = 5) -> None:
    """The whole tour (see the module docstring); ``p.look(where)`` on each screen."""
    set_up(p)
    p.board = next(s for s in p.driver.app.stack if isinstance(s, BoardScene))
    p.board.tooltips.delay_ms = 0
    play(p, random.Random(rng_seed))
    after_the_game(p)


# ------------------------------------------------------------------ what is checked
def box_problems(scene) -> list[str]:
    """Wrapped texts of the Tomb's dialogs taller than the room they have: the floor
    end's sentences per seat and its footer, the fight's result."""
    found = []
    if isinstance(scene, FloorEndScene):
        for line in scene.rows():
            height = fonts.text(line, 18, (0, 0, 0), wraplength=scene.RECT.w - 130).get_height()
            if height > 82 - 28:
                found.append(f"floor end row {line!r} is {height} px of {82 - 28}")
        foot = fonts.text(scene.footer(), 18, (0, 0, 0), True, scene.RECT.w - 80)
        if foot.get_height() > 136 - 76:
            found.append(f"floor end footer {scene.footer()!r} is {foot.get_height()} px")
    elif isinstance(scene, CombatScene) and scene.outcome:
        out = fonts.text(scene.outcome, 24, (0, 0, 0), True, 420)
        if out.get_height() > 710 - 80 - 360 - 90:
            found.append(f"fight result {scene.outcome!r} is {out.get_height()} px")
    return found


def _app(monkeypatch, language):
    return tour_app(monkeypatch, language, ("baldricks_tomb",), box_problems)


def data_texts(code: str, rules: bool = False) -> list[str]:
    """Every text of the Tomb's data in language ``code``: names and texts of monsters,
    treasures, scrolls, traps, skills and explorers, or (``rules``) the rules screen's
    blocks."""
    c = load_content()
    found = []
    for deck in (c.monsters, c.treasures, c.scrolls, c.traps, c.skills):
        for card in deck.values():
            found.append(card.names[code])
            if hasattr(card, "texts"):
                found.append(card.texts[code])
    for character in c.characters:
        found += [character.names[code], character.texts[code]]
    if rules:
        return [text for _kind, text in rules_blocks("baldricks_tomb", language=code)]
    return found


def test_a_whole_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    tour(p)
    assert len(set(p.wheres)) >= 24                  # every kind of screen was reached
    for where in ("a fight", "a fight's result", "the pass screen", "choosing skills",
                  "a fourth skill refused", "a rubble token too close refused",
                  "a walk refused", "load list during the game", "final ranking"):
        assert where in p.wheres, where
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    allowed = (NAMES + NOT_TRANSLATED + [g.title for g in registry.all_games()]
               + data_texts("pl") + data_texts("pl", rules=True))
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found)
    english_rules = (set(data_texts("en", rules=True)) - set(data_texts("pl", rules=True))
                     - {g.title for g in registry.all_games()})
    english_cards = [t for t in set(data_texts("en")) - set(data_texts("pl")) if " " in t]
    shown = [(w, t) for w, t in texts if t in english_rules
             or any(card in t for card in english_cards)]
    assert shown == [], shown[:5]
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []
    assert p.recorder.game_drawn == 0                # the game's drawing is checked too
    assert any(where == "a fight" and "\u00ab" in t for where, t in texts)


def test_a_whole_game_in_polish_fits_without_cutting(polish_app):
    p = polish_app
    tour(p)
    drawn = [d.text for d in p.recorder.drawn]
    seen = drawn + [t for _w, t in p.seen + p.hovered]
    assert "Rozmieść resztę losowo" in seen           # the button the rules text quotes
    assert any("Grobowiec Baldricka" in t for t in drawn)
    assert any("PŻ" in t for t in drawn)
    assert any("żeton" in t.lower() for t in seen)
    assert any(t.startswith("Piętro ") for t in drawn)  # the load list's progress line
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def test_settings_in_game_switch_the_board_to_the_other_language_at_once(driver):
    from games.engine.launch import start_new_game
    d = driver
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ola", "colour": "vermillion"},
                                             {"name": "Bart", "colour": "blue"}], {}, 4)
    d.pump(2)
    while isinstance(d.scene, PassScene):
        d.key(pygame.K_RETURN)
    board = d.scene
    assert [b.label for b in board.panel_buttons] == ["Place the rest at random"]
    english = pygame.image.tobytes(d.app.screen, "RGB")
    d.key(pygame.K_ESCAPE)
    d.press("Settings")
    language = next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Language")
    d.click((language.rect.right - 10, language.rect.centery))   # English -> Polski
    try:
        assert i18n.language() == "pl"
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)
        assert d.scene is board
        assert [b.label for b in board.panel_buttons] == ["Rozmieść resztę losowo"]
        assert board.heading().startswith("Grobowiec Baldricka")
        d.pump()
        assert pygame.image.tobytes(d.app.screen, "RGB") != english
        drawn = _texts_drawn(board)
        assert "Głębokość" in drawn and "60 złota w zapasie" in drawn
    finally:
        i18n.set_language("en")


def test_the_dice_tray_and_the_deck_backs_follow_a_change_of_language(driver):
    from games.engine.launch import start_new_game
    from sprites.baldricks_tomb import art
    d = driver
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ola", "colour": "vermillion"}], {}, 4)
    d.pump(2)
    board = d.scene
    d.press("Place the rest at random")
    board.act({"type": "roll_pawn"})                        # (a second click would be held)
    assert board.tray.title == "Ola's space" and board.tray.dice[0].caption == ("row",)
    back = pygame.image.tobytes(art.card_back("monster", (70, 98)), "RGBA")
    i18n.set_language("pl")
    try:
        assert board.tray.title == "Pole: Ola" and board.tray.dice[0].caption == ("rząd",)
        assert pygame.image.tobytes(art.card_back("monster", (70, 98)), "RGBA") != back
    finally:
        i18n.set_language("en")
    assert pygame.image.tobytes(art.card_back("monster", (70, 98)), "RGBA") == back


def _texts_drawn(board) -> list[str]:
    """The texts the board's static layer draws, read by drawing it once more."""
    seen = []
    real_text, real_fit = fonts.text, fonts.fit

    def spy_text(s, *args, **kwargs):
        seen.append(s)
        return real_text(s, *args, **kwargs)

    def spy_fit(s, *args, **kwargs):
        seen.append(s)
        return real_fit(s, *args, **kwargs)
    fonts.text, fonts.fit = spy_text, spy_fit
    try:
        board._draw_layer(board.view())
    finally:
        fonts.text, fonts.fit = real_text, real_fit
    return seen


# ------------------------------------------------------------------ screenshots
def main(out: Path) -> None:
    """Play the tour in Polish and write a screenshot of each screen into ``out``."""
    write_shots(tour, out)


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tomb-polish"))
