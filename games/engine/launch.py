"""Starting and resuming games: builds a ``Session``, wires autosave, opens the board.

Autosave: after every applied or undone action the session is written to its game's
autosave file (atomically, see ``saves.store``). A failed write never interrupts play: the
board's status line says the game is not being saved, and why.

Two promises about the autosave file a game takes over:

- an unfinished game already in it is first kept as a named save; if that cannot be done
  (read-only folder...), the new game is not autosaved at all until keeping works (each
  move tries again), so the unfinished game is never overwritten;
- a game continued from a repaired or differently rebuilt position (the load screen's
  "Continue from ..." choices) leaves the original file untouched until its first move.

A game played on from a replay (``play_on``) is a new game: written first as a named save
of its own, and the finished game replayed, when the autosave it is about to take over
holds it, is kept as a named save before.
"""
from __future__ import annotations

from dataclasses import replace

from games.engine import i18n, paths, registry
from games.engine.i18n import _
from games.engine.session import (Played, Session, computer_move_list, computer_seats,
                                  counted_decisions, played_time, seat_list)
from saves import history, store



def session_record(session: Session, kind: str = "auto") -> dict:
    """The save record of ``session`` (see ``saves.store.make_record``)."""
    return store.make_record(session.game_id, session.title, session.players, session.options,
                             session.seed, session.actions, session.state, session.rules, kind,
                             base=session.base, computers=session.computers,
                             computer_moves=session.computer_moves,
                             played=(session.played_seconds, session.played_whole),
                             decisions=session.decisions,
                             own_offers_only=session.own_offers_only)


def autosave(session: Session) -> str | None:
    """Write the autosave for ``session``; returns a problem sentence or ``None``."""
    try:
        store.save_autosave(session_record(session, "auto"))
        return None
    except (OSError, store.SaveError, ValueError) as exc:
        why = getattr(exc, "short", None) or getattr(exc, "reason", None) or str(exc)
        return _("This game is not being saved: {why} (the game menu says more).").format(why=why)


def startup(app) -> None:
    """Housekeeping when the app starts: remove temporary files that writes interrupted
    by a killed process left in the saves and settings folders (``saves.store.
    remove_stale_temporary_files``). Nothing happens for a run that never saves
    (``app.autosave`` off) or a folder that cannot be used."""
    if not getattr(app, "autosave", True):
        return
    for folder in (paths.saves_dir, paths.config_dir):
        try:
            store.remove_stale_temporary_files(folder())
        except OSError:
            continue


class _Keeper:
    """Keeps the unfinished game of ``game_id``'s autosave (as a named save) before
    ``incoming`` (None: a new game) takes the file over; remembers when it failed."""

    def __init__(self, app, rules, incoming: dict | None = None):
        self.rules, self.incoming = rules, incoming
        self.problem: str | None = None
        self.kept = None
        if app.autosave:
            self.attempt()

    def attempt(self) -> bool:
        """Try to keep it now; True when nothing is left to keep."""
        try:
            self.kept = store.keep_unfinished_autosave(self.rules.GAME_ID, incoming=self.incoming)
        except (OSError, store.SaveError) as exc:
            self.problem = getattr(exc, "short", None) or str(exc)
            return False
        self.problem = None
        return True

    def note(self) -> str | None:
        """The sentence to show when the board opens (None: nothing to say)."""
        if self.problem:
            return _("This game is not being saved until your unfinished {game} game can be "
                     "kept ({problem}).").format(game=_(self.rules.TITLE), problem=self.problem)
        if self.kept:
            try:
                over = store.read_record(self.kept)["over"]
            except (OSError, store.SaveError):
                over = False
            if over:
                return _("Your finished {game} game is kept under Load game, with its "
                         "replay.").format(game=_(self.rules.TITLE))
            return _("Your unfinished {game} game is kept under Load game.").format(
                game=_(self.rules.TITLE))
        return None


def open_board(app, session: Session, *, reset_to_menu: bool = True,
               note: str | None = None, keeper: _Keeper | None = None,
               save_now: bool = True) -> None:
    """Show the board scene for ``session`` (with the main menu beneath it); ``note`` is
    shown in its status line (an autosave problem takes its place). ``keeper``: the
    unfinished game that must be kept before this one may autosave (retried on every
    move while it fails). ``save_now=False`` writes the first autosave only after the
    first move (the file on disk stays as it is until then)."""
    from games.engine.scenes.menu import MainMenuScene
    info = registry.get(session.game_id)
    scene = info.scene_class()(app, session)

    def write(s: Session) -> str | None:
        if not app.autosave:
            return None
        if keeper is not None and keeper.problem:
            if not keeper.attempt():
                return keeper.note()
            kept = keeper.note()
            return autosave(s) or (_("{kept} This game is saved from now on.").format(kept=kept)
                                   if kept else None)
        return autosave(s)

    def on_change(s: Session) -> None:
        problem = write(s)
        if app.autosave and s.rules.is_over(s.state):      # into the Statistics, once
            problem = " ".join(filter(None, (problem, history.record_finished(s)))) or None
        if problem:
            scene.set_notice(problem, 12000)   # seen when the board is back on top

    session.on_change = on_change
    if reset_to_menu:
        app.reset(MainMenuScene(app))
    app.push(scene)                            # a pass screen may now cover the board
    if keeper is not None and keeper.problem:
        scene.set_notice(keeper.note(), 15000)
        return
    problem = autosave(session) if app.autosave and save_now else None
    kept = keeper.note() if keeper is not None else None
    text = " ".join(t for t in (problem, kept, note) if t)
    if text:
        scene.set_notice(text, 12000)


def start_new_game(app, game_id: str, players: list[dict], options: dict, seed: int,
                   computers: dict[int, str] | None = None) -> Session:
    """Create a new game and open its board (``computers``: the seats a computer plays,
    ``{seat: level}``). An unfinished game of the same game in the autosave is first kept
    as a named save (the board says so); if it cannot be kept, the new game is not
    autosaved until it can (the board says so too). Raises ``ValueError`` for a bad
    setup."""
    rules = registry.get(game_id).rules()
    session = Session.new(rules, players, options, seed, computers=computers)
    open_board(app, session, keeper=_Keeper(app, rules))
    return session


def resume_restored(app, restored: store.Restored) -> None:
    """Open the board of a save already rebuilt by ``store.restore`` (replayed, from its
    snapshot, or replayed although its stored position is damaged). Raises ``SaveError``
    when the rebuilt position does not fit the save's players.

    Continued from the snapshot, the saved position becomes the new starting point (later
    saves replay from it). Whenever the game on the board is not exactly the one in the
    file (a repaired or rebuilt game), the file is left untouched until the first move."""
    record = restored.record
    rules = registry.get(record["game"]).rules()
    if len(rules.scores(restored.state)) != len(record["players"]):
        raise store.SaveError(_("This save is damaged: its players do not match its position."))
    notes = []
    if restored.from_snapshot:
        log = [i18n.each_language(
            lambda: _("Continued from the saved position (its moves could not be replayed)."))]
        session = Session.resume(rules, record, restored.state, [], log,
                                 base=restored.state.to_dict())
        notes.append(_("Continued from the saved position."))
    else:
        opening = i18n.each_language(
            lambda: _("Continued from a saved position.") if "base" in record
            else _("New game of {game}, seed {seed}.").format(game=_(rules.TITLE),
                                                            seed=record["seed"]))
        loaded = i18n.each_language(
            lambda: _("Game loaded: {progress}.").format(progress=rules.progress(restored.state)))
        log = [opening, *restored.log, loaded]
        played = [replace(p, start=p.start + 1, end=p.end + 1) for p in restored.played]
        session = Session.resume(rules, record, restored.state, restored.actions, log,
                                 base=record.get("base"), played=played,
                                 seats_of_moves=restored.seats)
        if restored.offer == "replay":
            notes.append(_("Continued from the replayed game."))
    if restored.repairs:
        notes.append(_("Player details repaired."))
    if played_time(record.get("played"))[2]:
        notes.append(_("The time played in this save could not be read: it counts from now."))
    if computer_seats(record.get("computers"), len(record["players"]))[1]:
        notes.append(_("Some computer seats could not be read: people play them now."))
    changed = bool(notes)
    if changed:
        notes.append(_("The save file stays as it was until you make a move."))
    open_board(app, session, note=" ".join(notes) or None,
               keeper=_Keeper(app, rules, incoming=record), save_now=not changed)


def play_on(app, replay, position: int, computers: dict[int, str]) -> Session:
    """"Play on from here" in a replay: a new game (a branch) from the position after
    ``position`` actions of ``replay`` (a ``games.engine.replay.Replay``), with the same
    players, ``computers`` (``{seat: level}``) and options, titled
    ``store.branch_title``; its moves so far are those of the game replayed, so it replays
    from the same seed. Unless the app never saves (``app.autosave`` off), the game
    replayed is first kept as a named save when the autosave holds it
    (``store.keep_replayed_autosave``), then the branch is written as a new named save;
    the board then opens as for a loaded game. Raises ``SaveError`` when either write
    fails (nothing has changed then but a kept copy)."""
    record, rules = replay.record, replay.rules
    state = replay.state_at(position)
    actions = replay.actions[:position]
    moves = [i for i in computer_move_list(record.get("computer_moves"), replay.count)
             if i < position]
    title = store.branch_title(record["title"], position)
    branch = store.make_record(record["game"], title, record["players"], record["options"],
                               record["seed"], actions, state, rules, "named",
                               base=record.get("base"), computers=computers,
                               computer_moves=moves, played=(0.0, False),
                               decisions=counted_decisions(replay.actors[:position], moves,
                                                           computers, len(record["players"])),
                               own_offers_only=seat_list(record.get("own_offers_only"),
                                                         len(record["players"])))
    if app.autosave:
        store.keep_replayed_autosave(record)
        store.save_named(branch)
    log = [*replay.log[:replay.lines_after[position]], i18n.each_language(
        lambda: _("Played on from move {number} of the game replayed, as a new game.").format(
            number=position))]
    session = Session.resume(rules, branch, state, actions, log, base=record.get("base"),
                             played=_played_in(replay, position))
    note = _("A new game from move {number}, saved under Load game; the game replayed stays "
             "as it was.").format(number=position)
    open_board(app, session, note=note, keeper=_Keeper(app, rules, incoming=branch))
    return session


def _played_in(replay, position: int) -> list[Played]:
    """Who took each of the first ``position`` actions of ``replay`` and which of its log
    lines each wrote (``Played``), with the events of the last one (applied again to a
    copy of the position before it), so a game played on from a replay marks its last
    action and tells its recap as a loaded game does."""
    played = [Played(replay.actors[i], replay.lines_after[i], replay.lines_after[i + 1])
              for i in range(position)]
    if played:
        before = replay.state_at(position - 1)
        played[-1].events = replay.rules.apply(before, dict(replay.actions[position - 1]))
    return played
