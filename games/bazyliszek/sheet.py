"""Bazyliszek's score sheet (``games.engine.scoresheet``): per round, the points of
mirror pairs, of other rooms, and what the basilisk took ("Gameplay": a pile with
identical rooms scores 0). A petrified pile's pairs and rooms are counted as they would
have scored, and the basilisk's row takes the same back, so each seat's rows sum to its
score."""
from __future__ import annotations

from games.bazyliszek.rooms import load_rooms
from games.bazyliszek.scoring import PAIR_POINTS, SINGLE_POINTS, score_pile
from games.engine.i18n import _


def breakdown(state) -> list[tuple[str, list[int]]]:
    """Rows ``(label, [points per seat])``, three per round scored (mirror pairs, other
    rooms, petrified by the basilisk: the last only in a round where the basilisk struck),
    in the language shown. The rows of each seat sum to ``state.totals``."""
    rooms = load_rooms()
    rows = []
    for number, results in enumerate(state.results, start=1):
        pairs, singles, lost = [], [], []
        for res in results:
            if res["basilisk"]:       # as the pile would have scored without its copies
                could = score_pile(res["cards"], rooms, len(res["cards"]))
                shown, taken = could, could.points
            else:
                shown, taken = res, 0
            pairs.append(PAIR_POINTS * len(_get(shown, "pairs")))
            singles.append(SINGLE_POINTS * len(_get(shown, "singles")))
            lost.append(-taken)
        rows.append((_("Round {round}: mirror pairs").format(round=number), pairs))
        rows.append((_("Round {round}: other rooms").format(round=number), singles))
        if any(lost):
            rows.append((_("Round {round}: petrified by the basilisk").format(round=number),
                         lost))
    return rows


def _get(result, key: str) -> list:
    return result[key] if isinstance(result, dict) else getattr(result, key)
