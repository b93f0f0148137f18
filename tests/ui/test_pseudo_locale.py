"""Every text the engine's own screens draw goes through the catalog and fits its place,
checked in a pseudo-language (``tests/ui/pseudo.py``) that marks each catalog string and
makes it a third longer: the scenes are driven with real posted events (main menu with a
notice, game chooser, each game's setup with its refusal, settings, rules, the load list
with a damaged save, its delete question and a rules-changed offer, the pass screen, the
board's bar and log, the game menu, naming a save, the full log, the final screen and
the damaged-data dialog), and then

- every string handed to the fonts, and every tooltip, holds English only inside the
  markers, apart from player names, numbers, punctuation, file names and the texts a
  game module hands to the engine (``GAME_TEXTS``: they are translated with the games);
- no text was cut short, no dialog's message was cut, and no widget's text is wider
  than the widget.
"""
import os
from types import SimpleNamespace

import pygame
import pytest

from games.engine import i18n, registry
from games.engine.scenes.base import UIScene
from games.engine.scenes.board import BoardSceneBase
from games.engine.scenes.final import FinalSceneBase
from games.engine.scenes.load import LoadScene
from games.engine.scenes.menu import MainMenuScene
from games.engine.scenes.passing import PassScene
from games.engine.scenes.pause import PauseScene, SaveAsScene
from games.engine.scenes.rules import RulesScene, rules_blocks
from games.engine.scenes.settings import SettingsScene
from games.engine.scenes.setup import SetupScene, show_data_problem
from games.engine.yamlload import DataError, load_yaml
from saves import store
from sprites.widgets import Button, Checkbox, Choice, TextInput
from tests.engine import toygame
from tests.ui.driver import Driver
from tests.ui.pseudo import (Pseudo, Recorder, bare, button_for, catalog_ids, look, mark,
                             screen_overflows, unmarked_part, untranslated, widget_overflows)

PLAYERS = [{"name": "Ola", "colour": "blue"}, {"name": "Bart", "colour": "yellow"}]
NAMES = ["Ola", "Bart", "Friday at Ola's", "Changed"]     # players and saves: named by us
NOT_TRANSLATED = ["Tabletop Five", "English", "Polski", "Ctrl", "Esc", "Tab", "Enter", "F11",
                  "MB", "JSON", "YAML", "UTF"]     # names: the same in every language


class ToyBoard(BoardSceneBase):
    """The engine's board chrome around the toy game (no board of its own); E ends the
    turn."""

    def instruction(self) -> str:
        return "Toy: step or end your turn."

    def handle_board_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.act({"type": "end"})


TOY = SimpleNamespace(game_id="toy", title=toygame.TITLE, available=True, blurb="",
                      min_players=1, max_players=3, rules=lambda: toygame,
                      scene_class=lambda: ToyBoard, showcase=lambda: None)


# The texts a game module hands to the engine, which shows them as they are: each game
# translates its own in a later step, and then its entry goes (the test below fails on an
# entry that nothing drawn needs any more, so the list only shrinks). The rules text is
# data, not catalog strings: in the pseudo-language it is the English of rules.yaml.
GAME_TEXTS = {
    "game titles": lambda: [g.title for g in registry.all_games()],
    "rules text (data/<game>/rules.yaml)": lambda: [
        text for info in registry.available_games() for _kind, text in rules_blocks(info.game_id)],
    "a game's tables on its rules screen, made from its data (rules_tables)": lambda: [
        text for info in registry.available_games()
        for _kind, text in getattr(info.rules(), "rules_tables", lambda: [])()],
    "the toy game's title, instruction, log lines and progress": lambda: [
        toygame.TITLE, ToyBoard.instruction(None), toygame.progress(toygame.new_game(PLAYERS, {}, 3))]
        + [f"seat {seat} {kind}" for seat in range(3)
           for kind in ("step", "roll", "call", "answer", "end")],
}


@pytest.fixture
def pseudo(monkeypatch):
    """A headless app on the main menu in the pseudo-language, the toy game registered,
    the saves folder holding saves of every kind, and a ``Recorder`` installed."""
    yield from _tour_app(monkeypatch, lambda: i18n.use(Pseudo(catalog_ids()), "en"))


@pytest.fixture
def polish(monkeypatch):
    """The same app in Polish."""
    yield from _tour_app(monkeypatch, lambda: i18n.set_language("pl"))


def _tour_app(monkeypatch, language):
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda g: TOY if g == "toy" else real_get(g))
    make_saves()
    recorder = Recorder()
    recorder.install(monkeypatch)
    driver = Driver()
    driver.app.autosave = True
    language()                                  # after the app set its language
    driver.app.push(MainMenuScene(driver.app))
    driver.pump()
    tour = SimpleNamespace(driver=driver, recorder=recorder, seen=[], overflows=[])
    tour.look = lambda where: look(tour, where)
    yield tour
    driver.app.close()


def _toy_record(actions=(), title="Toy: Ola, Bart", kind="named"):
    state = toygame.new_game(PLAYERS, {}, 3)
    for action in actions:
        toygame.apply(state, action)
    return store.make_record("toy", title, PLAYERS, {}, 3, list(actions), state, toygame, kind)


def make_saves() -> None:
    """A named save, a kept unfinished game, a save whose moves no longer replay to its
    position (the rules-changed offer), the toy autosave (what Continue resumes) and,
    newest, a damaged autosave (the main menu's notice, an unreadable row)."""
    store.save_named(_toy_record([{"type": "step"}], title="Friday at Ola's"))
    store.save_named(_toy_record(title=store.KEPT_PREFIX + "Toy: Ola, Bart"))
    changed = _toy_record([{"type": "step"}], title="Changed")
    changed["snapshot"]["counts"] = [2, 0]
    store.save_named(changed)
    auto = store.save_autosave(_toy_record([{"type": "step"}], kind="auto"))
    damaged = auto.with_name("autosave-bazyliszek.json")
    damaged.write_text('{"format": 1, "app": "Tabletop', encoding="utf-8")
    later = os.path.getmtime(auto) + 60
    os.utime(damaged, (later, later))


def press(p, button) -> None:
    p.driver.click(button.rect.center)


def modal_button(p, index: int) -> Button:
    return p.driver.scene.modal.buttons[index]


def visit_menu_chooser_setup_settings_rules(p) -> None:
    """From the main menu: the chooser, each game's setup (all seats) and its refusal of
    a bad seed, settings, each game's rules; back on the main menu. ``p.look(where)`` is
    called on each screen."""
    d = p.driver
    menu = d.scene
    assert menu.notices, "the damaged newest autosave makes a notice"
    p.look("main menu")
    press(p, button_for(menu, menu.on_new))
    p.look("game chooser")
    chooser = d.scene
    for info in registry.available_games():
        card = next(rect for rect, i in chooser.cards if i is info)
        press(p, next(w for w in d.widgets() if isinstance(w, Button) and card.colliderect(w.rect)))
        setup = d.scene
        assert isinstance(setup, SetupScene)
        count = next(w for w in d.widgets() if isinstance(w, Choice))
        while count.value != info.max_players:          # every seat's row
            d.click((count.rect.right - 10, count.rect.centery))
            count = next(w for w in d.widgets() if isinstance(w, Choice))
        p.look(f"setup of {info.title}")
        seed = [w for w in d.widgets() if isinstance(w, TextInput)][-1]
        d.click(seed.rect.center)
        d.type_text("-")
        d.key(pygame.K_RETURN)
        press(p, button_for(d.scene, d.scene.start))
        assert d.scene.modal is not None                # the seed is refused
        p.look(f"setup of {info.title}, refused")
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)                          # back to the chooser
        assert d.scene is chooser
    d.key(pygame.K_ESCAPE)
    press(p, button_for(d.scene, d.scene.on_settings))
    assert isinstance(d.scene, SettingsScene)
    p.look("settings")
    d.key(pygame.K_ESCAPE)
    press(p, button_for(d.scene, d.scene.on_rules))
    rules = d.scene
    assert isinstance(rules, RulesScene)
    for info in registry.available_games():
        press(p, next(w for w in d.widgets() if getattr(w, "label", None) == info.title))
        p.look(f"rules of {info.title}")
    d.key(pygame.K_ESCAPE)


def visit_load_board_pause_final(p) -> None:
    """From the main menu: the load list, its delete question and rules-changed offer, the
    pass screens, the board, the game menu, naming a save, rules that cannot be shown,
    the full log, the final screen, its replay and the damaged-data dialog."""
    d = p.driver
    press(p, button_for(d.scene, d.scene.on_load))
    load = d.scene
    assert isinstance(load, LoadScene) and any(not e.ok for e in load.entries)
    p.look("load list")
    deletes = load.delete_buttons
    bad = next(i for i, e in enumerate(load.entries) if not e.ok)
    press(p, deletes[bad])
    p.look("load list, delete?")
    press(p, modal_button(p, -1))                       # keep it
    changed = next(i for i, e in enumerate(load.entries) if e.title == "Changed")
    press(p, load.load_buttons[changed])
    assert d.scene.modal is not None and d.scene.modal.is_open
    p.look("load list, the rules changed")
    press(p, modal_button(p, 0))                        # continue from the saved position
    assert isinstance(d.scene, PassScene)
    p.look("pass screen")
    press(p, next(iter(d.scene.widgets)))
    board = d.scene
    assert isinstance(board, ToyBoard)
    p.look("board")
    d.key(pygame.K_e)                                   # the turn ends: the mouse goes to Bart
    assert isinstance(d.scene, PassScene)
    p.look("pass screen, next player")
    press(p, next(iter(d.scene.widgets)))
    d.key(pygame.K_z, pygame.KMOD_CTRL)                 # refused: nothing of Bart's to undo
    p.look("board, undo refused")
    d.key(pygame.K_ESCAPE)
    pause = d.scene
    assert isinstance(pause, PauseScene)
    p.look("game menu")
    press(p, button_for(pause, pause.save))
    assert isinstance(d.scene, SaveAsScene)
    p.look("naming a save")
    d.key(pygame.K_RETURN)
    assert d.scene is pause and pause.saved_path is not None
    p.look("game menu, saved")
    press(p, button_for(pause, pause.rules))            # the toy game has no rules file
    p.look("rules that cannot be shown")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)                              # back to the board
    press(p, next(w for w in d.widgets() if isinstance(w, Button) and w.on_click == board.open_log))
    p.look("full log")
    d.key(pygame.K_ESCAPE)
    final = FinalSceneBase(d.app, board)
    d.app.push(final)
    p.look("final screen")
    press(p, button_for(final, final.watch_replay))
    assert type(d.scene).__name__ == "ReplayScene"
    p.look("replay of an unfinished game")
    d.key(pygame.K_END)
    p.look("replay, at the end")
    d.key(pygame.K_ESCAPE)
    assert d.scene is final
    bad_file = store.paths.user_data_dir() / "broken.yaml"
    bad_file.write_text("cards: [1, 2\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_yaml(bad_file)
    show_data_problem(d.app, info.value, "Basilica")
    p.look("damaged game data")


def test_every_engine_screen_shows_only_translated_text_that_fits(pseudo):
    visit_menu_chooser_setup_settings_rules(pseudo)
    visit_load_board_pause_final(pseudo)
    drawn = pseudo.recorder.drawn
    assert len({d.where for d in drawn}) >= 20            # the tour reached every screen
    texts = [(d.where, d.text) for d in drawn] + pseudo.seen
    game_texts = {kind: [t for t in make() if t] for kind, make in GAME_TEXTS.items()}
    allowed = NAMES + NOT_TRANSLATED + [t for found in game_texts.values() for t in found]
    assert untranslated(texts, allowed) == []
    assert pseudo.recorder.cut == []            # (a save's title beside its date may be)
    assert pseudo.overflows + screen_overflows(drawn) == []
    unmarked = [unmarked_part(text) for _where, text in texts]
    unused = [kind for kind, found in game_texts.items()
              if not any(t in part for t in found for part in unmarked)]
    assert unused == []                 # an allowance nothing needs any more is taken out


def test_every_engine_screen_in_polish_fits_without_cutting(polish):
    visit_menu_chooser_setup_settings_rules(polish)
    visit_load_board_pause_final(polish)
    drawn = polish.recorder.drawn
    assert any("Wczytaj grę" in d.text for d in drawn)
    assert polish.recorder.cut + polish.recorder.cut_by_design == []
    assert polish.overflows + screen_overflows(drawn) == []


# ------------------------------------------------------------ the checks can fail
class _Bare(UIScene):
    """A scene with one string that skipped the catalog, a button and a checkbox too
    narrow for their translated labels."""

    def __init__(self, app):
        super().__init__(app)
        self.widgets.add(Button(pygame.Rect(100, 100, 200, 48), "Bare English", None))
        self.widgets.add(Button(pygame.Rect(100, 200, 200, 48),
                                i18n._("The game could not be saved"), None))
        self.widgets.add(Checkbox(pygame.Rect(100, 300, 120, 40), i18n._("Sound effects"),
                                  True, None))


def test_the_checks_find_a_string_that_skipped_the_catalog_and_a_text_too_wide(monkeypatch):
    recorder = Recorder()
    recorder.install(monkeypatch)
    driver = Driver()
    i18n.use(Pseudo(catalog_ids()), "en")
    scene = _Bare(driver.app)
    driver.app.push(scene)
    driver.app.step([])
    texts = [(d.where, d.text) for d in recorder.drawn]
    assert untranslated(texts, []) == ["start: 'Bare English' (left: 'Bare English')"]
    assert [text for _where, text in recorder.cut] == [mark("The game could not be saved")]
    overflows = widget_overflows(scene.widgets, "start")
    assert len(overflows) == 2 and "could not be saved" in overflows[0]
    assert "Sound effects" in overflows[1]
    driver.app.close()


@pytest.mark.parametrize("text, left", [
    (mark("Load"), ""), ("Toy" + mark(": {players}").format(players="Ola"), "Toy"),
    (mark("{game}: {players}").format(game="Toy", players="Ola"), ""),    # filled in: inside
    (mark("{rest} and {last}").format(rest="Ola" + mark(", ") + "Bart", last="Cyryl"), ""),
    ("Continue", "Continue"), (mark("Saved") + " now", "now"), ("12:05 · 3/4", ""),
    ("file autosave-toy.json", "file"),
])
def test_bare_keeps_what_is_outside_the_markers(text, left):
    assert bare(text, ["Ola", "Bart", "Cyryl"]) == left


def test_the_pseudo_language_marks_only_catalog_strings_and_keeps_fields():
    pseudo = Pseudo({("Load", None), ("{n} player", None), ("Jan", "date")})
    assert pseudo.gettext("Load").startswith("\u00abLoad") and pseudo.gettext("x") == "x"
    assert pseudo.ngettext("{n} player", "{n} players", 2).format(n=2).startswith("\u00ab2 players")
    assert pseudo.pgettext("date", "Jan") != "Jan" and pseudo.pgettext("month", "Jan") == "Jan"
    for message in ("Load", "{game} is not available yet.", "Pass the mouse to {name}"):
        marked = mark(message)
        assert len(marked) - 2 >= len(message) * 4 // 3
        assert marked.format(game="G", name="N") is not None
