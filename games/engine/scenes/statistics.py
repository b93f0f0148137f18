"""The Statistics screen (main menu -> Statistics): games played per game, the longest
and shortest of each (by moves, and by time played where it is known) and its best score; per player name, games played and won and the
best score in each game. Read from ``saves.history`` (the finished games); a history
that could not be read says so at the top, and the screen shows what there is."""
from __future__ import annotations

import pygame

from games.engine import i18n, registry
from games.engine.i18n import N_, _
from games.engine.scenes.base import UIScene
from games.engine.scenes.final import duration_text
from games.engine.scenes.setup import played_by_choices
from saves import history
from sprites.widgets import Button, Panel, ScrollText

LEFT = pygame.Rect(60, 130, 570, 540)
RIGHT = pygame.Rect(650, 130, 570, 540)


def _title(game_id: str) -> str:
    try:
        return registry.get(game_id).title
    except KeyError:
        return game_id


def _score(value) -> str:
    return i18n.number(int(value)) if float(value).is_integer() else f"{value:g}"


def _day(entry: dict) -> str:
    """The day ``entry`` finished on ("2 Dec 2026"; Polish "02.12.2026")."""
    from datetime import datetime
    from saves.store import month_name
    try:
        when = datetime.fromisoformat(entry.get("finished", ""))
    except (TypeError, ValueError):
        return ""
    # TRANSLATORS: a day without the time; fields as for a save's date: {day} or {day_2},
    # {month} (a name) or {month_2}, {year}
    return _("{day} {month} {year}").format(day=when.day, day_2=f"{when.day:02d}",
                                            month=month_name(when.month),
                                            month_2=f"{when.month:02d}", year=when.year)


def game_blocks(games: dict) -> list[tuple[str, str]]:
    """The left column: per game (in the menu's order), played, longest, shortest, best."""
    blocks = []
    order = [g.game_id for g in registry.all_games()]
    for game_id in sorted(games, key=lambda g: order.index(g) if g in order else len(order)):
        g = games[game_id]
        blocks.append(("h2", _title(game_id)))
        blocks.append(("bullet", i18n.counted(g.played, "{n} game finished", "{n} games finished")))
        for label, e in ((N_("Longest: {moves} ({players}, {date})"), g.longest),
                         (N_("Shortest: {moves} ({players}, {date})"), g.shortest)):
            if e is not None and (label.startswith("Longest") or g.played > 1):
                blocks.append(("bullet", _(label).format(
                    moves=i18n.counted(e["moves"], "{n} move", "{n} moves"),
                    players=", ".join(p["name"] for p in e["players"]), date=_day(e))))
        for label, e in ((N_("Longest by time: {time} ({players}, {date})"), g.longest_time),
                         (N_("Shortest by time: {time} ({players}, {date})"), g.shortest_time)):
            if e is not None and (label.startswith("Longest") or e is not g.longest_time):
                blocks.append(("bullet", _(label).format(
                    time=duration_text(e["seconds"]),
                    players=", ".join(p["name"] for p in e["players"]), date=_day(e))))
        if g.best is not None:
            blocks.append(("bullet", _("Best score: {score} ({name})").format(
                score=_score(g.best[0]), name=g.best[1])))
    return blocks


def player_blocks(players: dict) -> list[tuple[str, str]]:
    """The right column: per person's name (most games first), then the computer players
    by level, played and won, best scores."""
    blocks = []
    levels = dict(played_by_choices())
    people = [t for t in players.values() if t.computer is None]
    computers = [t for t in players.values() if t.computer is not None]
    for t in sorted(people, key=lambda t: (-t.played, -t.won, t.name.casefold())) + \
            sorted(computers, key=lambda t: list(levels).index(t.computer)
                   if t.computer in levels else len(levels)):
        blocks.append(("h2", t.name if t.computer is None else _("Computer: {level}").format(
            level=levels.get(t.computer, t.computer))))
        share = round(100 * t.won / t.played) if t.played else 0
        blocks.append(("bullet", _("{played}, {won} ({share} %)").format(
            played=i18n.counted(t.played, "{n} game", "{n} games"),
            won=i18n.counted(t.won, "{n} won", "{n} won"), share=share)))
        for game_id, best in sorted(t.best.items(), key=lambda kv: _title(kv[0])):
            blocks.append(("bullet", _("Best in {game}: {score}").format(
                game=_title(game_id), score=_score(best))))
    return blocks


class StatisticsScene(UIScene):
    """Finished games, per game and per player (``saves.history``). Esc or Back returns."""

    title = N_("Statistics")

    def __init__(self, app):
        super().__init__(app)
        entries, self.problem = history.load_history()
        games, players = history.totals(entries)
        self.entries = entries
        left_panel = Panel(LEFT, title=_("Games"), style="parchment")
        right_panel = Panel(RIGHT, title=_("Players"), style="parchment")
        self.panels += [left_panel, right_panel]
        if entries:
            left, right = game_blocks(games), player_blocks(players)
        else:
            left = [("p", _("No finished game yet. Every game played to its end is counted "
                            "here: who played, who won, the scores and how long it ran."))]
            right = []
        if self.problem:
            left = [("note", self.problem)] + left
        self.widgets.add(ScrollText(left_panel.content_rect.inflate(-16, -8), left, size=19))
        self.widgets.add(ScrollText(right_panel.content_rect.inflate(-16, -8), right, size=19))
        self.widgets.add(Button(pygame.Rect(540, 712, 200, 52), _("Back"), self.back,
                                style="secondary"))
