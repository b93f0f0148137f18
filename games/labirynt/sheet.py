"""Labirynt's score sheet (``games.engine.scoresheet``): the gems each seat took from
beaten monsters, from crystals brought home and from chamber events, and those it spent
(re-rolls, teleports, extra moves, the Glove: "Crystals and Gems"). Whoever reaches the
winning gems first wins; the chart follows the gems."""
from __future__ import annotations

from games.engine.i18n import N_, _

CHART_LABEL = N_("Gems")
SOURCES = {"monster": N_("Gems from monsters"), "crystal": N_("Gems from crystals"),
           "event": N_("Gems from chamber events")}


def score_source(state, events: list[dict]) -> str:
    """Where an action's change of gems came from, in the language shown: the reason of
    its first ``gems`` event, else gems spent."""
    for e in events:
        if e.get("type") == "gems" and e.get("why") in SOURCES:
            return _(SOURCES[e["why"]])
    return _("Gems spent")
