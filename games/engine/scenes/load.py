"""The load screen: every save with game, players, progress and date; Load and Delete.

Unreadable files are listed with their reason (and can be deleted, never loaded); they
never hide the other saves. A save whose replay no longer matches its snapshot is
explained and can be continued from the snapshot; one whose snapshot is damaged but whose
moves replay can be continued from the replayed game. A saves folder that cannot be used
is named with what is wrong with it.
"""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.engine.launch import resume_restored
from games.engine.scenes.base import UIScene
from saves import store
from sprites import fonts
from sprites import palette as P
from sprites.widgets import Button, Modal, Panel

LIST = pygame.Rect(80, 110, 1120, 600)
ROW_H = 84
PER_PAGE = 7


OFFERS = {"snapshot": (N_("The rules have changed"), N_("Continue from the saved position")),
          "replay": (N_("The saved position cannot be used"), N_("Continue from the replayed game"))}


def open_save(app, path, scene) -> None:
    """Load the save at ``path`` and open its board. Problems are shown as a dialog on
    ``scene`` (a ``UIScene``): an unreadable file; a replay mismatch (offering the saved
    position, or the replayed game when the saved position is damaged); repaired player
    records (asking before going on)."""
    try:
        record = store.read_record(path)
        restored = store.restore(record)
    except store.SaveError as exc:
        _cannot_open(scene, exc)
        return
    if restored.mismatch:                   # restored already holds the game it offers
        title, label = OFFERS[restored.offer]
        scene.show_modal(Modal(_(title), restored.mismatch,
                               [(_(label), lambda: _resume(app, restored, scene), "primary"),
                                (_("Cancel"), None, "secondary")], width=640))
        return
    if restored.repairs:                    # the game is fine; its player records were not
        text = _("Some player details in this save could not be used and were repaired: "
                 "{repairs}. The file stays as it was until you make a move.").format(
                     repairs="; ".join(restored.repairs))
        scene.show_modal(Modal(_("This save was repaired"), text,
                               [(_("Continue"), lambda: _resume(app, restored, scene), "primary"),
                                (_("Cancel"), None, "secondary")], width=640))
        return
    _resume(app, restored, scene)


def _resume(app, restored, scene) -> None:
    try:
        resume_restored(app, restored)
    except store.SaveError as exc:
        _cannot_open(scene, exc)


def _cannot_open(scene, exc: store.SaveError) -> None:
    scene.show_modal(Modal(_("This save cannot be opened"), exc.reason,
                           [(_("OK"), None, "primary")]))


def shown_title(title: str) -> str:
    """A save's title as the list shows it: the "Unfinished: " that marks a game kept when
    another took its autosave, and the " (branch from move N)" of a game played on from a
    replay, are stored in English (saves hold no translated text) and shown in the
    language of the screen."""
    if title.startswith(store.KEPT_PREFIX):
        return _("Unfinished: {title}").format(title=shown_title(title[len(store.KEPT_PREFIX):]))
    branch = store.split_branch(title)
    if branch is not None:
        return _("{title} (branch from move {number})").format(
            title=shown_title(branch[0]), number=branch[1])
    return title


def row_lines(head: str, date: str, body: str, ink, width: int
              ) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface]:
    """A row's text, each line at most ``width`` px wide: ``(name, when, rest)``, the
    name on the first line (made smaller, then cut short, to fit), the date
    (``"29 Nov 2026, 16:05:07  ·  "``) always in full at the start of the second line and
    the players and progress after it, made smaller or cut to fit the rest."""
    name = fonts.fit(head, 22, ink, width, bold=True, minimum=16)
    when = fonts.text(f"{date}  \u00b7  ", 18, ink)
    rest = fonts.fit(body, 18, P.INK_MUTED, max(40, width - when.get_width()), minimum=15)
    return name, when, rest


class LoadScene(UIScene):
    """Lists the saves folder, newest first, a page at a time."""

    title = N_("Load a game")

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.entries: list[store.SaveEntry] = []
        self.refresh()

    def refresh(self) -> None:
        """Re-read the folder and rebuild the rows."""
        self.folder_problem = store.folder_problem()
        entries = store.list_saves()          # newest first; unreadable files after the rest
        self.entries = [e for e in entries if e.ok] + [e for e in entries if not e.ok]
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        self.widgets.empty()
        self.load_buttons: list[Button] = []       # each row's Load, Replay and Delete
        self.replay_buttons: list[Button] = []
        self.delete_buttons: list[Button] = []
        self.panels = []
        self.panels.append(Panel(LIST.inflate(20, 20), style="dark"))
        shown = self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, entry in enumerate(shown):
            y = LIST.y + k * ROW_H + 24                      # the buttons side by side
            load = Button(pygame.Rect(LIST.right - 448, y, 124, 48), _("Load"),
                          lambda e=entry: open_save(self.app, e.path, self), enabled=entry.ok,
                          tooltip=None if entry.ok else entry.reason)
            replay = Button(pygame.Rect(LIST.right - 316, y, 146, 48), _("Replay"),
                            lambda e=entry: self.replay(e), style="secondary",
                            enabled=entry.ok, tooltip=_(
                                "Watch this game again, action by action; the save is not "
                                "changed.") if entry.ok else entry.reason)
            delete = Button(pygame.Rect(LIST.right - 162, y, 140, 48), _("Delete"),
                            lambda e=entry: self.confirm_delete(e), style="danger")
            self.load_buttons.append(load)
            self.replay_buttons.append(replay)
            self.delete_buttons.append(delete)
            self.widgets.add(load, replay, delete)
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), _("Back"), self.back, style="secondary"))
        if pages > 1:
            self.widgets.add(Button(pygame.Rect(900, 730, 150, 48), _("Newer"), lambda: self.turn(-1),
                                    style="secondary", enabled=self.page > 0))
            self.widgets.add(Button(pygame.Rect(1070, 730, 150, 48), _("Older"), lambda: self.turn(1),
                                    style="secondary", enabled=self.page < pages - 1))

    def replay(self, entry: store.SaveEntry) -> None:
        """The replay of ``entry``'s game (``scenes.replay``); Close comes back here."""
        from games.engine.scenes.replay import open_replay
        try:
            record = store.read_record(entry.path)
        except store.SaveError as exc:
            _cannot_open(self, exc)
            return
        open_replay(self.app, record, self)

    def turn(self, delta: int) -> None:
        """Previous/next page."""
        self.page += delta
        self.refresh()

    def confirm_delete(self, entry: store.SaveEntry) -> None:
        """Ask before deleting ``entry``."""
        what = shown_title(entry.title) if entry.title else entry.display_name
        if len(what) > 120:                  # the warning under it must stay on screen
            what = what[:119].rstrip() + fonts.ELLIPSIS
        self.show_modal(Modal(_("Delete this save?"),
                              _("{save}\nThis cannot be undone.").format(save=what),
                              [(_("Delete"), lambda: self.delete(entry), "danger"),
                               (_("Keep it"), None, "secondary")]))

    def delete(self, entry: store.SaveEntry) -> None:
        """Delete ``entry``'s file and refresh the list."""
        try:
            store.delete_save(entry.path)
        except (OSError, store.SaveError) as exc:
            self.message(_("Could not delete"), getattr(exc, "reason", None) or str(exc))
        self.refresh()

    def draw_content(self, surface) -> None:
        if self.folder_problem:
            text = _("{problem} Games cannot be saved until this is put right.").format(
                problem=self.folder_problem)
            msg = fonts.text(text, 18, P.GOLD_LIGHT, wraplength=LIST.w - 40, align="center")
            where = (LIST.centerx, LIST.bottom + 16) if self.entries else LIST.center
            surface.blit(msg, msg.get_rect(midbottom=where) if self.entries
                         else msg.get_rect(center=where))
        elif not self.entries:
            msg = fonts.text(_("No saved games yet. Games save themselves as you play."), 24,
                             P.TEXT_LIGHT, wraplength=LIST.w - 40, align="center")
            surface.blit(msg, msg.get_rect(center=LIST.center))
        shown = self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, entry in enumerate(shown):
            self._draw_row(surface, entry, pygame.Rect(LIST.x + 10, LIST.y + k * ROW_H + 10,
                                                        LIST.w - 20, ROW_H - 8))

    def _draw_row(self, surface, entry: store.SaveEntry, row: pygame.Rect) -> None:
        pygame.draw.rect(surface, P.PARCHMENT if entry.ok else P.PARCHMENT_DARK, row, border_radius=8)
        if entry.ok:
            if entry.kind == "auto":
                head = _("{game}  \u00b7  Autosave").format(game=entry.game_title)
            elif entry.game_title in shown_title(entry.title):   # "Unfinished: Basilica:
                head = _("\u201c{save}\u201d").format(save=shown_title(entry.title))  # Ola, Bart"
            else:                                  # the name given when saving comes first
                head = _("\u201c{save}\u201d  \u00b7  {game}").format(
                    save=shown_title(entry.title), game=entry.game_title)
            body = f"{', '.join(entry.players)}  \u2014  {entry.progress}"
            ink = P.INK
        else:
            head = _("Unreadable: {file}").format(file=entry.display_name)
            body = entry.reason or _("Unknown problem.")
            ink = P.DANGER
        width = row.w - 470                     # the text's room left of the buttons
        if entry.ok:
            name, when, rest = row_lines(head, entry.display_date, body, ink, width)
        else:
            name = fonts.fit(head, 22, ink, width, bold=True, minimum=16)
            when = pygame.Surface((0, 0))
            rest = fonts.fit(body, 18, P.INK_MUTED, width, minimum=15)
        surface.blit(name, (row.x + 16, row.y + 10))
        surface.blit(when, (row.x + 16, row.y + 44))
        surface.blit(rest, (row.x + 16 + when.get_width(), row.y + 44))
