"""Labirynt Czarnoksiężnika in another language, whole: a two-team game from the main menu
(the chooser, the setup, the board sides and starting characters chosen, the pass
screens, moves with a chamber refused on hover, fights, rolls, the final ranking) driven by
posted events, once in the pseudo-language of ``tests/ui/pseudo.py`` and once in Polish.

In the pseudo-language (language code "pl", so the data texts are the Polish ones):
every text drawn, every tooltip and every hover text holds nothing outside the catalog's
markers but player names, numbers and the Polish data texts. In both: no text was cut
short, and none is wider than its widget or the table.

``python -m tests.ui.test_labirynt_polish OUTDIR`` plays the same game in Polish and writes
each screen as ``NN-<screen>.png`` at 1280x800 and 1024x640 (``small/``).
"""
from __future__ import annotations

import random
from pathlib import Path

from games.engine import i18n, registry
from games.labirynt import rules as R
from games.labirynt.content import content
from games.labirynt.ui import layout as L
from saves import files
from sprites.widgets import Button
from tests.ui.labirynt_driver import act_once, board_of, quick_waits, record
from tests.ui.pseudo import screen_overflows, tour_app, untranslated, write_shots

NAMES = ["Ola", "Bartłomiej"]
NOT_TRANSLATED = ["Labirynt Czarnoksiężnika", "Tabletop Five", "Ctrl", "Esc", "Enter", "F11"]
SEED = 51          # its short game has a fight in which the defender may cast a spell


def tour(p) -> None:
    """From the main menu to the final ranking; ``p.look(where)`` at every new screen."""
    from games.engine.launch import start_new_game
    d = p.driver
    quick_waits(d)
    script = record(2, SEED, limit=600).actions    # the short game of the seed, by clicks
    p.look("main menu")
    start_new_game(d.app, "labirynt", [{"name": NAMES[0], "colour": "blue"},
                                       {"name": NAMES[1], "colour": "yellow"}], {}, SEED)
    d.pump()
    board = board_of(d)
    p.board = board
    rng = random.Random(SEED)
    seen = set()
    for _ in range(2000):
        name = type(d.scene).__name__
        if name == "FinalScene":
            break
        key = (name, board.state.phase if name == "BoardScene" else None,
               (board.state.roll or {}).get("purpose"), bool(board.status))
        if key not in seen:
            seen.add(key)
            where = "the pass screen" if name == "PassScene" else f"phase {key[1]} {key[2] or ''}".strip()
            p.look(where)
            if name == "BoardScene":
                _hover_around(p, board, where)
        act_once(d, board, rng, script)
    p.look("final ranking")
    d.click(next(w for w in d.widgets() if isinstance(w, Button)
                 and w.on_click == d.scene.back).rect.center)
    p.look("the board at the end")


def _hover_around(p, board, where) -> None:
    """Every hover text of the board now: each card row, each figure, each item, a
    chamber of each board, and why a chamber is refused (during a move)."""
    points = [r.center for r, _c in board.team_hits] + [r.center for r, _c, _t in board.item_hits]
    points += [r.center for r, _c in board.figure_hits]
    for b in range(len(board.view()["boards"])):
        side = board.side(b)
        if side is not None:
            points += [board.geo.centre(b, ch) for ch in side.chambers[::3]]
    for pos in points:
        text = board.hover_text(pos)
        if text:
            p.hovered.append((where, text))
    if board.status:
        p.hovered.append((where, board.status))


def data_texts(code: str) -> list[str]:
    """Every name and text of the Labirynt data in language ``code``."""
    c = content()
    found = [side.names[code] for side in c.sides.values()]
    found += [row.names[code] for row in c.rows] + [row.texts[code] for row in c.rows]
    found += [f.names[code] for f in c.finds.values()] + [f.texts[code] for f in c.finds.values()]
    found += [t[code] for t in c.teams.values()] + [e[code] for e in c.elements.values()]
    for ch in c.characters.values():
        found += [ch.names[code], ch.texts[code]]
    found += [s.names[code] for s in c.specials.values()]
    from games.labirynt.ui.texts import initial
    return found + [name[:1].upper() for name in [ch.names[code] for ch in c.characters.values()]
                    + [c.specials["zombie"].names[code]]] + \
        [initial(cid) for cid in list(c.characters) + ["zombie"]]   # the figures' letters


def _app(monkeypatch, language):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    return tour_app(monkeypatch, language, ("labirynt",))


def test_a_whole_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    tour(p)
    for where in ("the pass screen", "phase side", "phase starters", "phase move",
                  "phase casting", "phase roll encounter", "final ranking"):
        assert where in p.wheres, where
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    allowed = NAMES + NOT_TRANSLATED + [g.title for g in registry.all_games()] + data_texts("pl")
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found[:40])
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut[:40]))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []
    assert any(where == "phase casting" and "\u00ab" in t for where, t in texts)   # the fight box


def test_a_whole_game_in_polish_fits_without_cutting(polish_app):
    p = polish_app
    tour(p)
    assert R.is_over(p.board.state)
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut[:40]))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def main(out: Path) -> None:
    """Play the tour in Polish and write a screenshot of each screen into ``out``."""
    write_shots(tour, out)


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/labirynt-polish"))
