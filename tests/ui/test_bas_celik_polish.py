"""Baš-Čelik in another language, whole: a two-seat game from the main menu (the pass
screens, moves on the map, fate cards, meetings, curses, loot, a hand over its room, the
conflict with Baš-Čelik, the beasts, the final ranking) driven by posted events, once in the pseudo-language of
``tests/ui/pseudo.py`` and once in Polish.

In the pseudo-language (language code "pl", so the data texts are the Polish ones):
every text drawn, every tooltip and every hover text holds nothing outside the catalog's
markers but player names, numbers and the Polish data texts. In both: no text was cut
short, and none is wider than its widget or the table.

``python -m tests.ui.test_bas_celik_polish OUTDIR`` plays the same game in Polish and writes
each screen as ``NN-<screen>.png`` at 1280x800 and 1024x640 (``small/``).
"""
from __future__ import annotations

import functools
from pathlib import Path

from games.engine import registry
from games.bas_celik import rules as R
from games.bas_celik.content import content
from saves import files
from sprites.widgets import Button
from tests.ui.bas_celik_driver import (click_action, field_point, open_position, positions,
                                      take_the_mouse)
from tests.ui.pseudo import screen_overflows, tour_app, untranslated, write_shots

NAMES = ["Ola", "Bartłomiej"]
COLOURS = ("blue", "yellow", "vermillion", "sky", "purple", "orange")
NOT_TRANSLATED = ["Baš-Čelik", "Tabletop Five", "Ctrl", "Esc", "Enter", "F11",
                  "D", "Z", "R"]          # the character cards' nature letters, as printed
SEED = 1172         # a game with every screen of the tour (a loot, a ward, a discard too)


REOPEN = 3         # actions: a position further on opens as a loaded save, a nearer one is clicked to
BANNER = {"conflict", "bas_round", "beast_round", "struggle", "hide", "steal",   # encounter
          "foe_attack", "hero_strike", "fight_hide", "struggle_adv", "steal_adv",  # box, the
          "bas_strike"}                                                 # advanced one's too


@functools.lru_cache(maxsize=2)
def tour_positions(variant: str = "basic", seed: int = SEED) -> tuple:
    """The tour's game (of ``variant``, from ``seed``) played by the rules alone: the
    position before each action that leads to a screen not seen before (its phase,
    whether the encounter box opens, and the kinds of choice it offers), and the position
    before the game's last action."""
    seen = set()

    def keep(session, step, action):
        state = R.clone(session.state)
        events = R.apply(state, action)
        kinds = frozenset(a["type"] for a in R.legal_actions(state)) if not R.is_over(state) else None
        key = (state.phase, any(e["type"] in BANNER for e in events), kinds)
        if R.is_over(state) or key in seen:
            return R.is_over(state)
        seen.add(key)
        return True

    players = [{"name": n, "colour": c} for n, c in zip(NAMES, COLOURS)]
    options = {} if variant == "basic" else {"variant": variant}
    return tuple(positions(players, options, seed, keep, 4000))


def tour(p, variant: str = "basic", seed: int = SEED) -> None:
    """From the main menu to the final ranking (a game of ``variant`` from ``seed``);
    ``p.look(where)`` at every new screen: the board opens (as a loaded save) before each
    action that leads to one, the action is clicked, and the screen it leads to is looked
    at with every hover text."""
    d = p.driver
    p.look("main menu")
    found = tour_positions(variant, seed)
    looked = set()
    board = None
    for position in found:
        at = len(board.session.actions) if board is not None else -REOPEN
        if position.step - at < REOPEN:          # near: play on to it by clicks
            for action in position.actions[at:]:
                _read_on(d, board)
                take_the_mouse(d, board)
                click_action(d, board, action)
        else:                                    # far: open it as a loaded save
            board = open_position(d, position, lift=False)
            p.board = board
        if type(d.scene).__name__ == "PassScene" and "pass" not in looked:
            looked.add("pass")
            p.look("the pass screen")
        _read_on(d, board)
        take_the_mouse(d, board)
        click_action(d, board, position.next)
        if type(d.scene).__name__ == "FinalScene":
            break
        if type(d.scene).__name__ == "PassScene" and "pass" not in looked:
            looked.add("pass")
            p.look("the pass screen")
        take_the_mouse(d, board)
        v = board.view()
        kinds = frozenset(a["type"] for a in board.legal())
        key = (v["phase"], bool(board.banner), kinds)
        if key not in looked:
            looked.add(key)
            where = f"phase {v['phase']}" + (" encounter" if board.banner else "")
            p.look(where)
            _hover_around(p, board, where)
    assert type(d.scene).__name__ == "FinalScene"
    p.look("final ranking")
    d.click(next(w for w in d.widgets() if isinstance(w, Button)
                 and w.on_click == d.scene.back).rect.center)
    p.look("the board at the end")


def _read_on(d, board) -> None:
    """A result the acting person reads before passing the mouse on: passed on."""
    from tests.ui.bas_celik_driver import click
    if type(d.scene).__name__ == "BoardScene" and board.held is not None:
        click(d, board.go_on.rect.center)


def _hover_around(p, board, where) -> None:
    """Every hover text of the board now: each card, a corner box, every third field."""
    from games.bas_celik.ui import painting
    points = [r.center for r, _s in board.card_hits]
    points += [r.center for r in painting.PILE_BOXES.values()]
    points += [field_point(board, f) for f in sorted(content().fields)[::3]]
    points += [field_point(board, f) for f in board.targets()][:3]
    for pos in points:
        text = board.hover_text(pos)
        if text:
            p.hovered.append((where, text))
    if board.status:
        p.hovered.append((where, board.status))


def data_texts(code: str) -> list[str]:
    """Every name of the Baš-Čelik data in language ``code`` (fields, cards, characters,
    tasks), also without the Serbian name in brackets (the map's labels)."""
    c = content()
    found = []
    for group in (c.fields.values(), c.cards.values(), c.characters.values(), c.tasks.values()):
        for item in group:
            if item.names:
                found.append(item.names[code])
                found.append(item.names[code].split(" (")[0])
    return found


def _app(monkeypatch, language):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    return tour_app(monkeypatch, language, ("bas_celik",))


def test_a_whole_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    tour(p)
    for where in ("the pass screen", "phase turn", "phase arrive", "phase after", "phase meet",
                  "phase ward", "phase loot", "phase discard", "phase bas", "phase beasts",
                  "final ranking"):
        assert any(w.startswith(where) for w in p.wheres), where
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    texts = list({text: (where, text) for where, text in reversed(texts)}.values())  # once each
    allowed = NAMES + NOT_TRANSLATED + [g.title for g in registry.all_games()] + data_texts("pl")
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found[:40])
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut[:40]))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


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
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/bas-celik-polish"))
