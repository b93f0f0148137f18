"""Text from outside (saves, settings, the last-setup file) may hold anything: every
screen that draws such text draws it, quickly, whatever it holds.

Entry points: the fonts themselves, the load list (titles, player names, file names),
the board of each game (player names), the setup screen (remembered names), the save
dialog (the game's title), the pass screen and dialogs. Variants: NUL, a lone
surrogate, 50,000 characters, emoji, right-to-left text, piles of combining marks.
"""
import json
import os

import pygame
import pytest
from hypothesis import example, given, settings as hsettings
from hypothesis import strategies as st

from games.engine import paths
from games.engine.launch import open_board
from games.engine.session import Session
from saves import store
from sprites import fonts

ODD = {
    "nul": "Ola\x00Bart",
    "lone surrogate": "Ola\ud800",
    "low surrogate first": "\udc00Ola",
    "50,000 characters": "Wielki " * 7143,
    "emoji": "Ola \U0001F600\U0001F3B2\u200d\U0001F525",
    "rtl": "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",
    "bidi override": "\u202eabc\u202c x",
    "combining": "Z" + "\u0301\u0316\u0334" * 400,
    "controls": "a\tb\r\nc\x07\x1b[31md\x7f\x85",
    "noncharacters": "\ufffe\uffff\U0010ffff",
}
CASES = sorted(ODD)


def drawable(s: str) -> bool:
    """What a font can take: no NUL, no surrogate, not absurdly long."""
    return "\x00" not in s and not any(0xD800 <= ord(c) <= 0xDFFF for c in s) and \
        len(s) <= fonts.MAX_WRAPPED_CHARS


# ------------------------------------------------------------------------- the fonts
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("wrap", [0, 300])
def test_text_and_fit_draw_any_text(case, wrap):
    s = ODD[case]
    image = fonts.text(s, 20, (0, 0, 0), wraplength=wrap)
    assert image.get_width() <= max(wrap, 20 * fonts.MAX_LINE_CHARS)
    fitted = fonts.fit(s, 22, (0, 0, 0), 300)
    assert fitted.get_width() <= 300
    assert fonts.width(s, 20) >= 0
    assert drawable(fonts.clean(s)) and drawable(fonts.clean(s, multiline=True))


@given(st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF,
                                      blacklist_categories=()), max_size=60))
@hsettings(max_examples=300, deadline=None)
@example("\U000e0000")                    # a glyph that draws nothing: "Text has zero width"
@example("\u200b\U000e0001")
def test_any_string_at_all_can_be_drawn(s):
    assert drawable(fonts.clean(s))
    assert fonts.fit(s, 20, (0, 0, 0), 120).get_width() <= 120
    fonts.text(s, 18, (0, 0, 0), wraplength=200)


@given(st.text(min_size=1, max_size=40))
@hsettings(max_examples=200, deadline=None)
def test_clean_keeps_ordinary_text_as_it_is(s):
    """Letters, digits and punctuation of any script pass unchanged."""
    ordinary = "".join(c for c in s if c.isprintable() and c not in fonts._INVISIBLE
                       and not 0xD800 <= ord(c) <= 0xDFFF and not c.isspace()
                       and not __import__("unicodedata").combining(c)
                       and (ord(c) & 0xFFFE) != 0xFFFE and not 0xFDD0 <= ord(c) <= 0xFDEF)
    assert fonts.clean(ordinary) == ordinary


def test_clean_cuts_what_is_too_long_with_an_ellipsis():
    assert fonts.clean("x" * 50000) == "x" * (fonts.MAX_LINE_CHARS - 1) + fonts.ELLIPSIS
    assert len(fonts.clean("x " * 50000, multiline=True)) <= fonts.MAX_WRAPPED_CHARS
    assert fonts.clean("ab\ncd") == "ab cd" and fonts.clean("ab\r\ncd", True) == "ab\ncd"
    assert fonts.clean("e" + "\u0301" * 9) == "e\u0301\u0301"
    assert fonts.clean("\ud83d\ude00") == "\U0001F600"       # a valid pair is one emoji
    assert fonts.clean(None) == "" and fonts.clean(42) == "42"


class _CountingFont:
    """Wraps a font and counts its measurements."""

    def __init__(self, real, counter):
        self._real, self._counter = real, counter

    def size(self, s):
        self._counter.append(len(s))
        return self._real.size(s)

    def __getattr__(self, name):
        return getattr(self._real, name)

    def __setattr__(self, name, value):
        if name.startswith("_"):
            object.__setattr__(self, name, value)
        else:
            setattr(self._real, name, value)


@pytest.mark.parametrize("length", [10, 100, 1000, 50000])
@pytest.mark.parametrize("width", [1, 40, 300])
def test_fit_measures_a_logarithmic_number_of_times(monkeypatch, length, width):
    """The tester's 50,000-character title froze the load list for 38 s: fitting cut one
    letter at a time. Now the sizes and the length kept are found by binary search."""
    calls = []
    real = fonts.font
    fonts.clear_cache()
    monkeypatch.setattr(fonts, "font", lambda *a, **k: _CountingFont(real(*a, **k), calls))
    image = fonts.fit("Wielki dom " * (length // 11 + 1), 28, (0, 0, 0), width, minimum=14)
    assert image.get_width() <= max(width, fonts.width(fonts.ELLIPSIS, 14))
    assert len(calls) <= 2 * 14, calls               # ~log2(28-14) + log2(400) + a few
    monkeypatch.undo()
    fonts.clear_cache()


def test_fit_keeps_as_much_as_fits():
    s = "Piątek u Oli, partia druga"
    full = fonts.width(s, 20)
    assert fonts.fit(s, 20, (0, 0, 0), full).get_width() == full      # fits: unchanged
    cut = fonts.fit(s, 20, (0, 0, 0), full // 2, minimum=20)
    assert full // 2 - fonts.width("ąW", 20) <= cut.get_width() <= full // 2


# ------------------------------------------------------------------ entry points
def _record(game="bazyliszek", title="A game", names=("Ola", "Bart")):
    from games.engine import registry
    rules = registry.get(game).rules()
    players = [{"name": n, "colour": c} for n, c in zip(("Ola", "Bart"), ("blue", "yellow"))]
    for opt in rules.player_options():
        for p in players:
            p[opt.key] = opt.default
    session = Session.new(rules, players, {o.key: o.default for o in rules.setup_options()}, 5)
    record = store.make_record(game, "title", players, session.options, 5, [], session.state,
                               rules, "named")
    record["title"] = title
    for p, name in zip(record["players"], names):
        p["name"] = name
    return record


def _write(record, name):
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(record), encoding="ascii")   # \ud800 kept escaped


@pytest.mark.parametrize("case", CASES)
def test_the_load_list_draws_odd_titles_names_and_file_names(driver, case):
    s = ODD[case]
    _write(_record(title=s), "odd-title.json")
    _write(_record(title="Names", names=(s, s + "2")), "odd-names.json")
    folder = os.fsencode(paths.saves_dir())
    with open(os.path.join(folder, b"\xff\xfe bad \x01.json"), "wb") as f:   # not UTF-8
        f.write(b"{not json")
    d = driver
    d.press("Load game")
    assert type(d.scene).__name__ == "LoadScene"
    d.app.draw()
    assert len(d.scene.entries) == 3
    for button in [w for w in d.widgets() if getattr(w, "label", "") == "Delete"]:
        d.click(button.rect.center)                 # the dialog names the save
        modal = d.scene.modal
        d.app.draw()
        for b in modal.buttons:
            assert d.app.screen.get_rect().contains(b.rect), "a dialog button off screen"
        d.press("Keep it")


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("game", ["bazyliszek", "baldricks_tomb", "basilica"])
def test_every_board_draws_odd_player_names_and_titles(driver, case, game):
    from games.engine import registry
    s = ODD[case]
    rules = registry.get(game).rules()
    colours = ["blue", "yellow"]
    players = [{"name": s + str(i), "colour": colours[i]} for i in range(2)]
    for opt in rules.player_options():
        for p in players:
            p[opt.key] = opt.default
    session = Session.new(rules, players, {o.key: o.default for o in rules.setup_options()},
                          3, title=s)
    d = driver
    d.app.autosave = False
    open_board(d.app, session)
    d.app.draw()                                      # maybe the pass screen first
    while type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
        d.app.draw()
    d.key(pygame.K_ESCAPE)                            # the game menu, then the save dialog
    d.press("Save")
    assert type(d.scene).__name__ == "SaveAsScene"
    d.app.draw()
    assert d.scene.name.text.isprintable()          # what would be saved as the name


@pytest.mark.parametrize("case", CASES)
def test_the_setup_screen_draws_odd_remembered_names(driver, case):
    s = ODD[case]
    path = paths.config_dir() / "last_setup.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"players": [{"name": s, "colour": "blue"}, {"name": s[::-1], "colour": "\x00"}],
             "options": {}}
    path.write_text(json.dumps({g: entry for g in ("bazyliszek", "baldricks_tomb", "basilica")}),
                    encoding="ascii")
    from games.engine import registry
    from games.engine.scenes.setup import MAX_NAME, SetupScene
    d = driver
    for info in registry.available_games():
        d.app.push(SetupScene(d.app, info))
        d.app.draw()
        names = [seat["name"] for seat in d.scene.seats[:2]]
        assert all(len(n) <= MAX_NAME and n.isprintable() for n in names)
        d.app.pop()


@pytest.mark.parametrize("case", CASES)
def test_pass_screen_and_dialogs_draw_odd_names(driver, case):
    from games.engine.scenes.passing import PassScene
    from sprites.widgets import Modal
    s = ODD[case]
    d = driver
    for passing in (True, False):
        d.app.push(PassScene(d.app, s, s, passing=passing))
        d.app.draw()
        d.app.pop()
    d.scene.show_modal(Modal(s, s, [(s, None, "primary"), ("OK", None, "secondary")]))
    d.app.draw()
    assert all(d.app.screen.get_rect().contains(b.rect) for b in d.scene.modal.buttons)


@pytest.mark.parametrize("given, shown", [
    ("🐍 Ola 👑", "Ola"), ("中文 Bart", "Bart"), ("Zażółć gęślą jaźń", "Zażółć gęślą jaźń"),
    ("Ščęść Đorđe", "Ščęść Đorđe"), ("Αθήνα Москва", "Αθήνα Москва"), ("🎲🎲", "")])
def test_characters_the_font_cannot_draw_are_left_out_not_boxed(given, shown):
    """Emoji and scripts the bundled faces lack would be drawn as empty boxes."""
    for bold in (False, True):
        assert fonts.drawable(fonts.clean(given), bold) == shown
        assert fonts.width(given, 20, bold) == fonts.width(shown, 20, bold)
    assert fonts.text(given, 20, (0, 0, 0)).get_size() == fonts.text(shown, 20, (0, 0, 0)).get_size()


@pytest.mark.parametrize("typed, kept", [
    (["🎲🎲", "Bart"], ["", "Bart"]), (["Ola", "中文"], ["Ola", ""]),
    (["🐉🐉☺❤", "Zoë"], ["☺", "Zoë"]), (["Ola 🐍", "Żaneta"], ["Ola ", "Żaneta"])])
def test_a_name_field_takes_only_what_every_font_can_draw(driver, typed, kept):
    """Emoji and scripts the faces lack would vanish on the board (or on the pass screen's
    title face only): the name field never takes them, so what is typed is what is seen."""
    from tests.ui.driver import start_game
    d = driver
    start_game(d, typed)
    assert type(d.scene).__name__ == "BoardScene"
    names = [p["name"] for p in d.scene.session.players]
    assert names == [k.strip() or f"Player {i + 1}" for i, k in enumerate(kept)]


def test_names_that_look_alike_once_drawn_are_refused(driver):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ola🐍", "ola👑"])
    assert type(d.scene).__name__ == "SetupScene"
    assert d.scene.modal.title == "Not yet"
    assert d.scene.modal.message.startswith("Two players have the same name")


def test_a_remembered_name_loses_what_the_fonts_cannot_draw(driver):
    from games.engine import registry
    from games.engine.scenes.setup import SetupScene
    path = paths.config_dir() / "last_setup.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"players": [{"name": "🐉Ola❤", "colour": "blue"}, {"name": "中文", "colour": "yellow"}],
             "options": {}}
    path.write_text(json.dumps({"bazyliszek": entry}), encoding="utf-8")
    d = driver
    d.app.push(SetupScene(d.app, registry.get("bazyliszek")))
    assert [seat["name"] for seat in d.scene.seats[:2]] == ["Ola", ""]
    assert d.scene.problem() is None
