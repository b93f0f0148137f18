"""Basilica's score sheet (``games.engine.scoresheet``): the points of each scoring held
("Scoring"), which sum to the totals."""
from __future__ import annotations

from games.engine.i18n import _


def breakdown(state) -> list[tuple[str, list[int]]]:
    """One row per scoring held, ``("Scoring n", [points of each seat])``, in the language
    shown; the rows of a seat sum to its total (``state.totals``)."""
    return [(_("Scoring {number}").format(number=number), list(result["points"]))
            for number, result in enumerate(state.scorings, start=1)]
