"""The score sheet of a game: where each seat's points came from (the breakdown) and how
the charted measure stood at the start of every turn (the chart), worked out by playing the
game's saved actions again from its seed (or its stored starting position), so a loaded
save has one as well and nothing new is kept in saves.

A game says what its sheet holds through optional hooks of the rules protocol
(``games.engine.protocol``):

- ``breakdown(state) -> list[tuple[str, list[int]]]``: the rows of a finished game read
  from its final state (Bazyliszek's rounds, Basilica's scorings);
- ``score_source(state, events) -> str | None``: for a game whose state keeps only
  totals, the row one action's change of score is credited to (Baldrick's Tomb's floors,
  Labirynt's kinds of gem), ``None`` for "Other" (rows that only take points away, such as gems spent, come
  after the others);
- ``chart_values(state) -> list[float]`` and ``CHART_LABEL``: what the chart follows
  when it is not the score (a race: Key cards); the label names it on the axis.

Without ``breakdown`` or ``score_source`` the sheet has one row, the final score. Every
breakdown sums, per seat, to ``scores(state)`` at the end. Nothing here imports pygame.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from games.engine import i18n, registry
from games.engine.i18n import N_, _
from games.engine.session import turn_of

# The chart's axis when the game charts its score.
POINTS_LABEL = N_("Points")


class SheetError(Exception):
    """A game whose score sheet cannot be made (its moves no longer replay); ``reason``
    is one sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class ScoreSheet:
    """One game's sheet. ``rows``: ``(label, [value per seat])`` in the language shown
    when it was made, in the order the game gives them (or first met); ``totals``: the
    final score per seat (each seat's column of ``rows`` sums to it); ``label``: what the
    chart follows ("Points", "Key cards"); ``turns``: the chart's points, one per turn
    begun and one for the end: ``(turn number, [value per seat])``, turn 0 the start of
    the game; ``language``: the language its texts are in."""

    rows: list[tuple[str, list[float]]]
    totals: list[float]
    label: str
    turns: list[tuple[int, list[float]]]
    language: str


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _values(rules: Any, state: object) -> list[float]:
    hook = getattr(rules, "chart_values", None)
    return list(hook(state) if hook else rules.scores(state))


def _start(rules: Any, record: dict) -> object:
    if "base" in record:
        return rules.State.from_dict(_plain(record["base"]))
    return rules.new_game(_plain(record["players"]), _plain(record["options"]), record["seed"])


def score_sheet(record: dict) -> ScoreSheet:
    """The sheet of the game a save ``record`` holds (``launch.session_record`` of a game
    on screen, or a save read back), finished or not. Raises ``SheetError`` when its game
    is unknown or its moves do not replay."""
    try:
        rules = registry.get(record["game"]).rules()
        state = _start(rules, record)
    except Exception as exc:  # noqa: BLE001 - old data under new rules
        raise SheetError(_("This game can no longer be set up ({why}).").format(
            why=type(exc).__name__)) from None
    source = None if hasattr(rules, "breakdown") else getattr(rules, "score_source", None)
    credited: dict[str, list[float]] = {}
    scores = list(rules.scores(state))
    start = list(scores)
    turn, turns = turn_of(rules, state), [(0, _values(rules, state))]
    for number, action in enumerate(record["actions"], start=1):
        try:
            events = rules.apply(state, _plain(action))
        except Exception as exc:  # noqa: BLE001 - old data under new rules
            raise SheetError(_("Move {number} of {count} cannot be replayed ({why}).").format(
                number=number, count=len(record["actions"]), why=type(exc).__name__)) from None
        if source is not None:
            now = list(rules.scores(state))
            if now != scores:
                label = source(state, events) or _("Other")
                row = credited.setdefault(label, [0] * len(now))
                for seat, (new, old) in enumerate(zip(now, scores)):
                    row[seat] += new - old
            scores = now
        now_turn = turn_of(rules, state)
        if now_turn != turn and rules.current_seat(state) is not None:
            turns.append((len(turns), _values(rules, state)))
        turn = now_turn
    totals = list(rules.scores(state))
    if turns[-1][1] != _values(rules, state) or len(turns) == 1:
        turns.append((len(turns), _values(rules, state)))
    if hasattr(rules, "breakdown"):
        rows = [(label, list(values)) for label, values in rules.breakdown(state)]
    elif source is not None:
        rows = sorted(credited.items(), key=lambda row: all(v <= 0 for v in row[1]))
        if any(start):
            rows.insert(0, (_("At the start"), start))
    else:
        rows = [(_("Final score"), list(totals))]
    label = _(getattr(rules, "CHART_LABEL", POINTS_LABEL))
    return ScoreSheet(rows, totals, label, turns, i18n.language())


def row_sums(sheet: ScoreSheet) -> list[float]:
    """Each seat's column of ``sheet.rows`` added up (equal to ``sheet.totals``)."""
    return [sum(values[seat] for _label, values in sheet.rows)
            for seat in range(len(sheet.totals))]
