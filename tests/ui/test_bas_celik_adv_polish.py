"""Baš-Čelik's advanced variant in another language, whole: a two-seat advanced game (the
bribes, the conflict dialog round by round, its result boxes, meetings by attribute, the
finale with the critical blow, the Key card powers, the character cards with their dice)
driven by posted events, in the pseudo-language of ``tests/ui/pseudo.py`` and in Polish
(``test_bas_celik_polish.tour``): every text drawn, tooltip and hover text went through
the catalog, none is cut short or wider than its place.

``python -m tests.ui.test_bas_celik_adv_polish OUTDIR`` writes each screen in Polish at
1280x800 and 1024x640."""
from __future__ import annotations

from pathlib import Path

from games.engine import registry
from games.bas_celik import rules as R
from games.bas_celik.adv_content import advanced
from tests.ui.pseudo import screen_overflows, untranslated, write_shots
from tests.ui.test_bas_celik_polish import NAMES, NOT_TRANSLATED, _app, data_texts, tour  # noqa: F401

SEED = 3            # an advanced game with bribes, Inner creatures, thefts, the critical blow


def adv_tour(p) -> None:
    """The tour of an advanced game (``tour``)."""
    tour(p, "advanced", SEED)


def test_a_whole_advanced_game_shows_only_translated_text_that_fits(pseudo_app):
    p = pseudo_app
    adv_tour(p)
    for where in ("phase bribe", "phase fight", "phase meet", "phase bas", "final ranking"):
        assert any(w.startswith(where) for w in p.wheres), (where, p.wheres)
    texts = [(d.where, d.text) for d in p.recorder.drawn] + p.seen + p.hovered
    texts = list({text: (where, text) for where, text in reversed(texts)}.values())
    allowed = NAMES + NOT_TRANSLATED + [g.title for g in registry.all_games()] + data_texts("pl") \
        + [t.names["pl"] for t in advanced().terrains.values()]        # advanced.yaml's
    found = untranslated(texts, allowed)
    assert found == [], "\n".join(found[:40])
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut[:40]))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def test_a_whole_advanced_game_in_polish_fits_without_cutting(polish_app):
    p = polish_app
    adv_tour(p)
    assert R.is_over(p.board.state)
    assert p.recorder.cut == [], "\n".join(map(repr, p.recorder.cut[:40]))
    assert p.overflows + screen_overflows(p.recorder.drawn) == []


def main(out: Path) -> None:
    """Play the advanced tour in Polish and write a screenshot of each screen into ``out``."""
    write_shots(adv_tour, out)


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/bas-celik-adv-polish"))
