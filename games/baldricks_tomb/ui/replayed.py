"""Baldrick's Tomb's result screens in a replay: the position a replay shows gets, read
only, the screen the table saw there in play (issue 15). After an action that ended a
floor, the end of floor ("End of Floor": who got out, who lost half their gold); during a
fight, the fight dialog; after the action that ended a fight, that dialog with its
result. The replay draws the panel over the board, without its buttons (nothing in a
replay can be played) and keeps the controls."""
from __future__ import annotations

from games.baldricks_tomb.ui.combat import FIGHT_ENDS, CombatScene, FloorEndScene


def replay_panel(board):
    """The overlay scene to draw over ``board`` (a board scene on a replay's session) at
    the position shown, or ``None``: never pushed, never given input."""
    session = board.session
    replay, position = session.replay, session.position
    if replay is None or position == 0:
        return None
    before = replay.state_at(position - 1)
    after = replay.rules.clone(before)
    events = replay.rules.apply(after, dict(replay.actions[position - 1]))
    floor_end = next((e for e in events if e["type"] == "floor_end"), None)
    fought = board.rules.view(before, None)["phase"] == "combat"
    if fought and any(e["type"] in FIGHT_ENDS for e in events):
        return _fight_result(board, before, after, events)
    if floor_end is not None:
        return FloorEndScene(board.app, board, floor_end)
    if board.view()["phase"] == "combat":
        return CombatScene(board.app, board)
    return None


def _fight_result(board, before, after, events) -> CombatScene:
    """The fight dialog as it showed the end of the fight: made at the position before
    the action, then told the action's events at the position after it."""
    session = board.session
    position = session.position
    session.show(position - 1, before)
    try:
        dialog = CombatScene(board.app, board)
        fighter = dict(dialog._public())
    finally:
        session.show(position, after)
    dialog._after(events, fighter, session.replay.lines_after[position - 1])
    return dialog
