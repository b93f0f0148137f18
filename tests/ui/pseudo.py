"""A pseudo-language for finding text that is not translated or does not fit.

``Pseudo`` translates every string of the catalog (``tests.catalog.extract``) into
``«`` + the English + a third as many extra letters + ``»`` (``{fields}`` stay as they
are), and leaves every other string alone, so a string that never went through the
catalog shows on screen without the markers, and one that is a third longer than the
English shows where the screen has no room for a longer language.

``Recorder`` notes every string handed to ``sprites.fonts`` to be drawn (``text`` and
``fit``), which of them ``fit`` had to cut short, which dialog messages were cut, and
whether a game module drew them (``games/<game>/`` or ``sprites/<game>/`` on the call
stack: a game's own texts are translated game by game; the games named in its ``games``
are translated, and what they draw is recorded and checked like the engine's). ``untranslated`` and
``widget_overflows`` turn what was recorded into readable complaints.
"""
from __future__ import annotations

import gettext
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from games.engine import registry
from sprites import fonts, widget_dialogs
from sprites.widgets import Button, Checkbox, Choice, Label, TextInput

ROOT = Path(__file__).resolve().parents[2]
OPEN, CLOSE = "\u00ab", "\u00bb"
PADDING = "ąęłżśćńóź"                     # Polish letters: as wide as real text gets
_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_LETTER = re.compile(r"[^\W\d_]")
_FILE_NAME = re.compile(r"[\w.-]+\.(?:json|yaml|tmp)\b|(?<!\w)(?:[A-Za-z]:)?[/\\][^\s()]+")


def mark(message: str) -> str:
    """``message`` in the pseudo-language: between the markers, a third longer."""
    extra = max(1, len(message) // 3)
    return OPEN + message + (PADDING * (extra // len(PADDING) + 1))[:extra] + CLOSE


class Pseudo(gettext.NullTranslations):
    """Marks the strings of ``known`` (``{(msgid, context)}``; a plural by its singular)
    and leaves the rest as they are."""

    def __init__(self, known: set[tuple[str, str | None]]):
        super().__init__()
        self.known = known

    def gettext(self, message):
        return mark(message) if (message, None) in self.known else message

    def ngettext(self, singular, plural, n):
        chosen = singular if n == 1 else plural
        return mark(chosen) if (singular, None) in self.known else chosen

    def pgettext(self, context, message):
        return mark(message) if (message, context) in self.known else message

    def npgettext(self, context, singular, plural, n):
        chosen = singular if n == 1 else plural
        return mark(chosen) if (singular, context) in self.known else chosen


def catalog_ids() -> set[tuple[str, str | None]]:
    """Every ``(msgid, context)`` of the code's catalog (a plural by its singular)."""
    from tests import catalog
    found = set()
    for message in catalog.extract():
        if message.id:
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            found.add((key, message.context))
    return found


def _game_folders(games) -> tuple[str, ...]:
    return tuple(str(ROOT / top / game) + "/" for game in games for top in ("games", "sprites"))


_GAME_FOLDERS = _game_folders(g.game_id for g in registry.all_games())


def _drawn_by_a_game(translated: tuple[str, ...] = ()) -> bool:
    """True when a game module not among ``translated`` (game folders) is drawing."""
    return _on_stack(lambda code: code.co_filename.startswith(_GAME_FOLDERS)
                     and not code.co_filename.startswith(translated))


def _in_a_showcase() -> bool:
    """True while the main menu's picture of a game (``GameInfo.showcase``) is drawn: art
    (chamber numbers, figures' initials), drawn once per process and cached, so whether a
    test sees it depends only on which test ran first."""
    return _on_stack(lambda code: code.co_name == "showcase")


def _on_stack(test) -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if test(frame.f_code):
            return True
        frame = frame.f_back
    return False


# Where cutting is the design: a save's row in the load list shrinks, then shortens, its
# title, and keeps the date whole before the players and progress it shortens
# (``scenes.load.row_lines``).
SHORTENED_BY_DESIGN = (("games/engine/scenes/load.py", "row_lines"),)


def _shortened_by_design() -> bool:
    return _on_stack(lambda code: any(code.co_filename.endswith(where) and code.co_name == name
                                      for where, name in SHORTENED_BY_DESIGN))


@dataclass
class Drawn:
    """One string handed to a font: ``where`` (the scene on top), ``how`` ("text" or
    "fit"), its size in px and, for ``text``, the width and height of what was drawn and
    the width it was wrapped in (0: one line)."""

    text: str
    where: str
    how: str
    size: int
    drawn_width: int = 0
    wrapped: bool = False
    drawn_height: int = 0
    wraplength: int = 0


@dataclass
class Recorder:
    """Patches ``sprites.fonts`` (``text``, ``fit``, the cutting in ``fit``) and the dialog's
    message cutting while installed (``install(monkeypatch)``); ``where`` names what is on
    screen now (set it as the test moves on). ``games``: the ids of the games whose own
    drawing is recorded too (translated games; the others' count in ``game_drawn``)."""

    where: str = "start"
    games: tuple[str, ...] = ()
    drawn: list[Drawn] = field(default_factory=list)
    cut: list[tuple[str, str]] = field(default_factory=list)      # (where, text)
    cut_by_design: list[tuple[str, str]] = field(default_factory=list)
    game_drawn: int = 0

    def install(self, monkeypatch) -> None:
        text, fit, cut_to, cut_message = (fonts.text, fonts.fit, fonts._cut_to,
                                          widget_dialogs._cut_message)
        fonts.clear_cache()             # cached fittings would not show their cutting again
        translated = _game_folders(self.games)

        def recording_text(s, size, colour, bold=False, wraplength=0, align="left", *,
                           title=False):
            surface = text(s, size, colour, bold, wraplength, align, title=title)
            if _in_a_showcase():
                return surface          # the menu's picture of a game: a digit, an initial
            if _drawn_by_a_game(translated):
                self.game_drawn += 1
            else:
                self.drawn.append(Drawn(str(s), self.where, "text", size, surface.get_width(),
                                        wraplength > 0, surface.get_height(), wraplength))
            return surface

        def recording_fit(s, size, colour, width, *, bold=False, minimum=16, title=False):
            if _drawn_by_a_game(translated):
                self.game_drawn += 1
            else:
                self.drawn.append(Drawn(str(s), self.where, "fit", size))
            return fit(s, size, colour, width, bold=bold, minimum=minimum, title=title)

        def recording_cut(font, s, width):
            if _shortened_by_design():
                self.cut_by_design.append((self.where, s))
            elif not _drawn_by_a_game(translated):
                self.cut.append((self.where, s))
            return cut_to(font, s, width)

        def recording_cut_message(body, height):
            self.cut.append((self.where, "a dialog's message"))
            return cut_message(body, height)

        monkeypatch.setattr(fonts, "text", recording_text)
        monkeypatch.setattr(fonts, "fit", recording_fit)
        monkeypatch.setattr(fonts, "_cut_to", recording_cut)
        monkeypatch.setattr(widget_dialogs, "_cut_message", recording_cut_message)


def unmarked_part(text: str) -> str:
    """``text`` with every marked part taken out (innermost first)."""
    while True:
        shorter = _MARKED.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


def bare(text: str, allowed: list[str]) -> str:
    """What is left of ``text`` once every marked part (innermost first), every string of
    ``allowed`` (names, a game's own texts) and every file name or path is taken out; "" when
    only digits, punctuation and spaces remain."""
    text = _FILE_NAME.sub(" ", unmarked_part(text))
    for word in sorted(allowed, key=len, reverse=True):
        if word:
            text = text.replace(word, " ")
    return text.strip() if _LETTER.search(text) else ""


def untranslated(texts: list[tuple[str, str]], allowed: list[str]) -> list[str]:
    """``"<where>: <text>"`` for each ``(where, text)`` that holds English outside the
    markers (see ``bare``), once each."""
    found = []
    for where, text in texts:
        left = bare(text, allowed)
        if left and f"{where}: {text!r}" not in found:
            found.append(f"{where}: {text!r} (left: {left!r})")
    return found


def widget_texts(widgets, where: str) -> list[tuple[str, str]]:
    """``(where, text)`` of each tooltip among ``widgets`` (tooltips are drawn only after
    the mouse rests, so they are read from the widgets)."""
    return [(where, w.tooltip) for w in widgets if getattr(w, "tooltip", None)]


def widget_overflows(widgets, where: str) -> list[str]:
    """Texts wider (or taller) than their widget, for the widgets that draw text without
    ``fonts.fit`` (whose cutting the ``Recorder`` notes): a ``Checkbox`` label beside its
    box, a ``TextInput`` placeholder, a ``Label``'s wrapped text; also a ``Choice`` whose
    widest value leaves no room for its label, and a ``Button`` whose label would need
    less than the smallest size ``fit`` goes down to."""
    found = []
    for w in widgets:
        if isinstance(w, Checkbox):
            need = 2 + w.BOX + 12 + fonts.width(w.label, w.size)
            if need > w.rect.width:
                found.append(f"{where}: checkbox {w.label!r} needs {need} px of {w.rect.width}")
        elif isinstance(w, TextInput) and not w.text and w.placeholder:
            need = 12 + fonts.width(w.placeholder, w.size) + 12
            if need > w.rect.width:
                found.append(f"{where}: field placeholder {w.placeholder!r} needs {need} px "
                             f"of {w.rect.width}")
        elif isinstance(w, Label):
            wrap = w.rect.width if w.wrap else 0
            height = fonts.text(w.text, w.size, w.colour, w.bold, wrap).get_height()
            if height > w.rect.height or (not wrap and fonts.width(w.text, w.size, w.bold)
                                           > w.rect.width):
                found.append(f"{where}: label {w.text!r} is larger than {w.rect.size}")
        elif isinstance(w, Choice) and w.label:
            widest = max(fonts.width(text, w.size, True) for _value, text in w.choices)
            room = w._box.x - 12
            if widest + 2 * w.ARROW + 24 > w.rect.width or fonts.width(w.label, w.size) > room:
                found.append(f"{where}: choice {w.label!r} does not fit {w.rect.width} px")
        elif isinstance(w, Button) and getattr(w, "wrap", False):
            from sprites.widget_base import _lines_fit     # two lines (``fitted_button``)
            if not _lines_fit(w.label, w.size, w.rect):
                found.append(f"{where}: button {w.label!r} does not fit {w.rect.size} "
                             "on two lines")
        elif isinstance(w, Button):
            if fonts.width(w.label, min(w.size, 18), True) > w.rect.width - 20:
                found.append(f"{where}: button {w.label!r} is wider than {w.rect.width - 20} px")
    return found


def screen_overflows(drawn: list[Drawn], width: int = 1280 - 28) -> list[str]:
    """One-line texts drawn wider than the table inside its rim."""
    return [f"{d.where}: {d.text!r} is {d.drawn_width} px wide" for d in drawn
            if d.how == "text" and not d.wrapped and d.drawn_width > width]


def button_for(scene, callback) -> Button:
    """The button of ``scene`` (or of its open dialog) that runs ``callback``."""
    for w in list(getattr(scene, "widgets", [])):
        if isinstance(w, Button) and w.on_click == callback:
            return w
    raise LookupError(f"no button for {callback} on {type(scene).__name__}")



# ------------------------------------------------------------------ a game's whole tour
def look(p, where: str, box_problems=lambda scene: []) -> None:
    """Draw the top scene as it is now and note, as ``where``, its widgets' texts
    (``p.seen``), what overflows (``p.overflows``: widgets, and ``box_problems(scene)``
    for a game's own wrapped texts) and that the screen was reached (``p.wheres``); a
    board's status line is a text of its own (it is drawn by the engine from the game)."""
    p.recorder.where = where
    p.driver.app.step([])
    scene = p.driver.scene
    widgets = list(getattr(scene, "widgets", []))
    modal = getattr(scene, "modal", None)
    if modal is not None and modal.is_open:
        widgets += modal.buttons
    p.seen += widget_texts(widgets, where)
    board = getattr(p, "board", None)
    if board is not None and scene is board and getattr(board, "status", None):
        p.seen.append((where, board.status))
    p.overflows += widget_overflows(widgets, where) + box_problems(scene)
    if hasattr(p, "wheres"):
        p.wheres.append(where)


def tour_app(monkeypatch, language, games: tuple[str, ...], box_problems=lambda scene: [],
             look_more=None):
    """A headless app on the main menu for a tour of ``games``' screens: a ``Recorder``
    installed (``monkeypatch``), ``language()`` called once the app has set its own, and
    ``p.look(where)`` noting each screen (``look``; ``look_more(p, where, scene)`` may
    note more). Close ``p.driver.app`` afterwards."""
    from types import SimpleNamespace

    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.driver import Driver
    recorder = Recorder(games=games)
    recorder.install(monkeypatch)
    driver = Driver()
    language()
    driver.app.push(MainMenuScene(driver.app))
    driver.pump()
    p = SimpleNamespace(driver=driver, recorder=recorder, seen=[], overflows=[], hovered=[],
                        wheres=[], board=None)

    def noted(where: str) -> None:
        look(p, where, box_problems)
        if look_more is not None:
            look_more(p, where, p.driver.scene)
    p.look = noted
    p.recorder_where = lambda: recorder.where
    return p


def write_shots(tour, out: Path) -> int:
    """Play ``tour(p)`` in Polish, headless in a fresh temporary home, and write each
    screen ``p.look(where)`` names as ``out/NN-<where>.png`` at 1280x800 and, as the
    smallest window shows it, ``out/small/NN-<where>.png`` at 1024x640. Returns how many
    screens were written."""
    import os
    import tempfile
    from types import SimpleNamespace

    from games.engine import i18n
    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.driver import Driver
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-shots-")
    driver = Driver()
    i18n.set_language("pl")
    driver.app.push(MainMenuScene(driver.app))
    driver.pump()
    shot, count = shot_writer(driver, out)
    tour(SimpleNamespace(driver=driver, look=shot, hovered=[], recorder_where=lambda: "",
                         board=None))
    driver.app.close()
    print(f"wrote {count[0]} screenshots to {out}")
    return count[0]


def shot_writer(driver, out: Path):
    """``(shot, count)``: ``shot(where)`` draws ``driver``'s app and writes the screen as
    ``out/NN-<where>.png`` (1280x800) and ``out/small/NN-<where>.png`` (1024x640);
    ``count[0]`` is how many were written."""
    import pygame
    (out / "small").mkdir(parents=True, exist_ok=True)
    count = [0]

    def shot(where: str) -> None:
        driver.app.step([])
        count[0] += 1
        name = f"{count[0]:02d}-{re.sub(r'[^a-z0-9]+', '-', where.lower()).strip('-')}.png"
        driver.app.screenshot(out / name)
        small = pygame.transform.smoothscale(driver.app.screen, (1024, 640))
        pygame.image.save(small, str(out / "small" / name))
    return shot, count
