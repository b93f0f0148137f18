"""Baldrick's Tomb's score sheet (``games.engine.scoresheet``): the gold each floor brought
(and cost) each seat, the Gem's 5 counted on the floor where its holder changed ("End of
Game": gold, the Gem counting 5)."""
from __future__ import annotations

from games.engine.i18n import N_, _

CHART_LABEL = N_("Gold (the Gem counts 5)")


def score_source(state, events: list[dict]) -> str:
    """The floor an action's change of score belongs to, ``"Floor n"`` in the language
    shown: the floor that ended in it (an action that ends a floor moves on to the next),
    else the floor under way."""
    floor = next((e["floor"] for e in events if e.get("type") == "floor_end"), state.floor)
    return _("Floor {floor}").format(floor=floor)
