"""What just happened: the recap of what a seat missed, and the actions the board marks.

Both read a ``Session``'s ``played`` (who took each action, the game-log lines it wrote,
the events of the newest ones), so they work alike in every game, in a new game and in a
loaded one (``saves.restoring`` rebuilds ``played`` while it replays the save; a game
continued from its stored position, whose moves were not replayed, knows nothing of the
moves before it, so its recap starts at that point).

``since_last(session, seat, reader)`` is what happened since ``seat`` last acted, told in
the game-log lines ``reader`` may read (``Session.lines_for``): the board passes the seat
at the mouse as the reader once a pass screen was lifted for it, else ``None`` (the
public lines), so a recap never shows what the screen may not.

``marked_actions(session)`` are the actions whose places the board marks: the newest
action, or, when it has no place on the board (an "end the turn"), the newest one of the
same seat's run of actions that has (the game's ``mark_rects`` hook says which has).

Nothing here imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RecapPart:
    """One run of actions by one seat in a recap: ``seat`` (``None``: none), ``computer``
    (a computer took them) and the log ``lines`` they wrote, as the reader may read them."""

    seat: int | None
    computer: bool
    lines: tuple[str, ...]


def last_own(session, seat: int) -> int:
    """The index in ``session.actions`` of the newest action ``seat`` took, ``-1`` when it
    took none that ``session.played`` knows of."""
    for index in range(len(session.played) - 1, -1, -1):
        if session.played[index].seat == seat:
            return index
    return -1


def has_news(session, seat: int | None) -> bool:
    """True when some action written in the log came after ``seat``'s newest action
    (cheap: looks back only to that action)."""
    if seat is None:
        return False
    for played in reversed(session.played):
        if played.seat == seat:
            return False
        if played.end > played.start:
            return True
    return False


def since_last(session, seat: int, reader: int | None) -> list[RecapPart]:
    """What happened since ``seat`` last acted (from the start of play when it has not
    yet): the actions taken after its newest one, grouped in runs of one seat each, with
    the lines they wrote in the game log as ``reader`` may read them (``None``: the
    public lines). Empty when nothing was written since (its own actions in a row)."""
    first = last_own(session, seat) + 1
    parts: list[RecapPart] = []
    computers = set(session.computer_moves)
    for index in range(first, len(session.played)):
        played = session.played[index]
        if played.end <= played.start:
            continue
        lines = tuple(session.lines_for(reader, played.start, played.end))
        by_computer = index in computers
        if parts and parts[-1].seat == played.seat and parts[-1].computer == by_computer:
            parts[-1] = RecapPart(played.seat, by_computer, parts[-1].lines + lines)
        else:
            parts.append(RecapPart(played.seat, by_computer, lines))
    return parts


def marked_actions(session, has_marks) -> int | None:
    """The index in ``session.actions`` of the action the board marks: the newest one for
    which ``has_marks(index)`` is true, looking back from the newest action through the
    run of actions its seat took (never past another seat's action, an action whose
    events are no longer kept, nor one for which ``has_marks`` is ``None``: it changed
    the board so that older places mean nothing, a new round dealt); ``None`` when there
    is none."""
    played = session.played
    if not played:
        return None
    seat = played[-1].seat
    for index in range(len(played) - 1, -1, -1):
        if played[index].seat != seat or played[index].events is None:
            return None
        found = has_marks(index)
        if found is None:
            return None
        if found:
            return index
    return None
