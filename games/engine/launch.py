"""Starting and resuming games: builds a ``Session``, wires autosave, opens the board.

Autosave: after every applied or undone action the session is written to the autosave
file (atomically, see ``saves.store``). A failed write never interrupts play: the board
scene shows the problem in its status line.
"""
from __future__ import annotations

from games.engine import registry
from games.engine.session import Session
from saves import store


def session_record(session: Session, kind: str = "auto") -> dict:
    """The save record of ``session`` (see ``saves.store.make_record``)."""
    return store.make_record(session.game_id, session.title, session.players, session.options,
                             session.seed, session.actions, session.state, session.rules, kind,
                             base=session.base)


def autosave(session: Session) -> str | None:
    """Write the autosave for ``session``; returns a problem sentence or ``None``."""
    try:
        store.save_autosave(session_record(session, "auto"))
        return None
    except (OSError, store.SaveError) as exc:
        return f"Autosave failed: {getattr(exc, 'reason', None) or exc}"


def open_board(app, session: Session, *, reset_to_menu: bool = True,
               note: str | None = None) -> None:
    """Show the board scene for ``session`` (with the main menu beneath it); ``note`` is
    shown in its status line (an autosave problem takes its place)."""
    from games.engine.scenes.menu import MainMenuScene
    info = registry.get(session.game_id)
    scene = info.scene_class()(app, session)

    def on_change(s: Session) -> None:
        problem = autosave(s) if app.autosave else None
        if problem:
            scene.set_status(problem)          # seen when the board is back on top

    session.on_change = on_change
    if reset_to_menu:
        app.reset(MainMenuScene(app))
    app.push(scene)                            # a pass screen may now cover the board
    problem = autosave(session) if app.autosave else None
    if problem or note:
        scene.set_status(problem or note, 9000)


def start_new_game(app, game_id: str, players: list[dict], options: dict, seed: int) -> Session:
    """Create a new game and open its board. An unfinished game of the same game in the
    autosave is first kept as a named save (the board says so). Raises ``ValueError`` for
    a bad setup."""
    rules = registry.get(game_id).rules()
    session = Session.new(rules, players, options, seed)
    open_board(app, session, note=_keep_unfinished(app, rules))
    return session


def _keep_unfinished(app, rules, incoming: dict | None = None) -> str | None:
    """Keep an unfinished autosaved game of ``rules``' game as a named save before another
    takes its autosave; the sentence to show, or None when nothing was kept."""
    if not app.autosave:
        return None
    try:
        kept = store.keep_unfinished_autosave(rules.GAME_ID, incoming=incoming)
    except (OSError, store.SaveError) as exc:
        return f"Your unfinished game could not be kept: {getattr(exc, 'reason', exc)}"
    return f"Your unfinished {rules.TITLE} game is kept under Load game." if kept else None




def resume_restored(app, restored: store.Restored) -> None:
    """Open the board of a save already rebuilt by ``store.restore`` (replayed, or from
    its snapshot when the replay failed). Raises ``SaveError`` when the rebuilt position
    does not fit the save's players."""
    record = restored.record
    rules = registry.get(record["game"]).rules()
    if len(rules.scores(restored.state)) != len(record["players"]):
        raise store.SaveError("This save is damaged: its players do not match its position.")
    if restored.from_snapshot:
        # The saved position becomes the new starting point: later saves replay from it.
        log = ["Continued from the saved position (its moves could not be replayed)."]
        session = Session.resume(rules, record, restored.state, [], log,
                                 base=restored.state.to_dict())
    else:
        opening = ("Continued from a saved position." if "base" in record
                   else f"New game of {rules.TITLE}, seed {record['seed']}.")
        log = [opening, *restored.log, f"Game loaded: {rules.progress(restored.state)}."]
        session = Session.resume(rules, record, restored.state, restored.actions, log,
                                 base=record.get("base"))
    open_board(app, session, note=_keep_unfinished(app, rules, incoming=record))
