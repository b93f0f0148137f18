"""New-game setup: player count, names, who plays each seat (a person or the computer at a
level), pawn colours, per-player and game options, seed.

The options offered come from the game's rules module (``setup_options`` and
``player_options``), so every variant the rulebook offers is a choice here. A damaged
data file found while the game is set up or started (``DataError``) is shown on screen,
naming the file and the entry, over the main menu (``show_data_problem``).
"""
from __future__ import annotations

import random

import pygame

from games.engine import i18n
from games.engine.i18n import _, counted, pgettext
from games.engine.launch import start_new_game
from games.engine.settings import load_last_setup, save_last_setup
from games.engine.scenes.base import UIScene
from games.engine.yamlload import DataError
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.widgets import Button, Choice, Modal, Panel, TextInput

PANEL = pygame.Rect(60, 100, 1160, 600)
NAME_X, PLAYED_BY_X, COLOUR_X, OPTIONS_X, OPTIONS_W = 152, 402, 632, 882, 314   # a seat's row
NAME_W, PLAYED_BY_W, COLOUR_W = 240, 220, 240
ROW_H = 64                 # px per seat row at most (rows close up when many seats need it)
SEED_Y = 630               # top of the seed field, under the seat rows
HINT_W = 640               # px of the setup note beside it
OPTION_H = 56
SEED_MAX = 10 ** 9
MAX_NAME = 20


class SetupScene(UIScene):
    """Set up a game of ``info`` (a ``GameInfo``). ``players``/``options``: a setup to
    prefill (a rematch); without them, the setup last started for this game."""

    def __init__(self, app, info, players: list[dict] | None = None,
                 options: dict | None = None):
        super().__init__(app)
        self.info = info
        self.rules = info.rules()
        self.options = {o.key: o.default for o in self.rules.setup_options()}
        colours = list(P.PLAYER_COLOURS)
        self.seats = [{"name": "", "colour": colours[i % len(colours)]}
                      for i in range(info.max_players)]
        for seat in self.seats:
            seat.update({o.key: o.default for o in self.rules.player_options()})
        remembered = load_last_setup(info.game_id)
        self.played_by = ["person"] * info.max_players      # or a level of bots.LEVELS
        if players is None and remembered:
            players = remembered.get("players")
            for seat, level in remembered.get("computers", {}).items():
                if seat < info.max_players:
                    self.played_by[seat] = level
            self.options.update({k: v for k, v in remembered.get("options", {}).items()
                                 if k in self.options and _allowed(self.rules.setup_options(), k, v)})
        for key, value in (options or {}).items():
            if key in self.options and _allowed(self.rules.setup_options(), key, value):
                self.options[key] = value
        for seat, given in zip(self.seats, players or []):
            seat.update({k: v for k, v in given.items()
                         if k in ("name", "colour") or k in seat and
                         _allowed(self.rules.player_options(), k, v)})
            seat["name"] = "".join(ch for ch in printable_name(seat["name"])
                                   if fonts.drawn_everywhere(ch))
        for i, seat in enumerate(self.seats):
            if seat["name"].strip() in i18n.each_language(lambda i=i: default_name(i)).values():
                # A name the setup gave ("Player 2" / "Gracz 2"), not one typed: leave the
                # field empty so it is shown, and given, in the language of the moment.
                seat["name"] = ""
        self._unique_colours()
        self._unique_options()
        self.count = max(info.min_players, min(info.max_players, len(players or []) or info.min_players))
        self.seed_text = ""
        self._build()

    def title_text(self) -> str:
        """The heading: which game is being set up."""
        return _("New game: {game}").format(game=self.info.title)

    def _unique_options(self) -> None:
        """A remembered value of a ``unique`` per-seat option that an earlier seat already
        has goes back to the default."""
        for opt in self.rules.player_options():
            if opt.unique:
                taken = set()
                for seat in self.seats:
                    if seat.get(opt.key) in taken:
                        seat[opt.key] = opt.default
                    elif seat.get(opt.key) != opt.default:
                        taken.add(seat.get(opt.key))

    def _unique_colours(self) -> None:
        """Give a seat whose remembered colour another seat already has a free colour."""
        taken: set[str] = set()
        free = [c for c in P.PLAYER_COLOURS]
        for seat in self.seats:
            if seat["colour"] not in P.PLAYER_COLOURS or seat["colour"] in taken:
                seat["colour"] = next(c for c in free if c not in taken and
                                      all(c != o["colour"] for o in self.seats))
            taken.add(seat["colour"])

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        self.widgets.empty()
        self.panels = []
        self.panels.append(Panel(PANEL, style="parchment"))
        counts = [(n, counted(n, "{n} player", "{n} players"))
                  for n in range(self.info.min_players, self.info.max_players + 1)]
        slots = [Choice(pygame.Rect(0, 0, 520, 48), _("Players"), counts, self.count,
                        self.set_count, enabled=len(counts) > 1)]
        for opt in self.rules.setup_options():
            slots.append(Choice(pygame.Rect(0, 0, 520, 48), opt.label, list(opt.choices),
                                self.options[opt.key], lambda v, k=opt.key: self.set_option(k, v),
                                tooltip=opt.help or None))
        for i, widget in enumerate(slots):             # two columns of game-wide choices
            widget.rect.topleft = (100 if i % 2 == 0 else 660, 124 + (i // 2) * OPTION_H)
            self.widgets.add(widget)
        self.row_y = 124 + -(-len(slots) // 2) * OPTION_H + 50
        # Every seat row above the seed field: six seats under two rows of game options
        # once ran into it (a playtester's 1024x640 Baš-Čelik setup hid seat 6).
        self.row_h = min(ROW_H, (SEED_Y - 8 - self.row_y) // max(self.count, 1))
        self.field_h = min(50, self.row_h - 6)
        for i in range(self.count):
            self._build_row(i, self.row_y + i * self.row_h)
        seed = TextInput(pygame.Rect(300, SEED_Y, 220, 48), self.seed_text, max_len=9,
                         on_change=self.set_seed, placeholder=_("random"),
                         tooltip=_("Leave empty for a random game. The same seed and "
                                   "choices deal the same game."))
        self.widgets.add(seed)
        self.widgets.add(Button(pygame.Rect(40, 730, 160, 48), _("Back"), self.back, style="secondary"))
        self.widgets.add(Button(pygame.Rect(1000, 722, 240, 60), _("Start the game"), self.start))

    def _build_row(self, i: int, y: int) -> None:
        seat = self.seats[i]
        h = self.field_h
        self.widgets.add(TextInput(pygame.Rect(NAME_X, y, NAME_W, h), seat["name"],
                                   max_len=MAX_NAME,
                                   on_change=lambda t, i=i: self.set_name(i, t),
                                   placeholder=default_name(i),
                                   allowed=fonts.drawn_everywhere,
                                   tooltip=_("Up to {n} letters; left empty, the seat is "
                                             "called \u201c{name}\u201d.").format(
                                                 n=MAX_NAME, name=default_name(i))))
        if self.idle_reason(i) is None:            # a seat with no turns: no choices
            self.widgets.add(Choice(pygame.Rect(PLAYED_BY_X, y, PLAYED_BY_W, h), "",
                                    played_by_choices(), self.played_by[i],
                                    lambda v, i=i: self.set_played_by(i, v),
                                    tooltip=_("Who plays this seat: a person, or the "
                                              "computer (easy, normal or hard).")))
            colours = [(key, _(name)) for key, (name, _rgb) in P.PLAYER_COLOURS.items()]
            self.widgets.add(Choice(pygame.Rect(COLOUR_X, y, COLOUR_W, h), "", colours,
                                    seat["colour"], lambda v, i=i: self.set_colour(i, v),
                                    tooltip=self.colour_tip()))
        x, shown = OPTIONS_X, self.shown_player_options()
        width = self.option_width()
        for opt in shown:
            self.widgets.add(Choice(pygame.Rect(x, y, width, h), "", list(opt.choices),  # named above
                                    seat[opt.key], lambda v, i=i, k=opt.key: self.set_seat_option(i, k, v),
                                    tooltip=opt.help or None))
            x += width + 10

    def idle_reason(self, i: int) -> str | None:
        """Why seat ``i`` takes no turn with the options chosen (the rules module's
        optional ``idle_seat``), shown in place of its Played by and Pawn choices."""
        idle = getattr(self.rules, "idle_seat", None)
        return idle(self.options, i, self.count) if idle else None

    def colour_tip(self) -> str:
        """The colour choice's tooltip, naming the game's pieces (``PIECE_LABEL``, e.g.
        "Builder colour") where it has its own."""
        piece = getattr(self.rules, "PIECE_LABEL", None)
        if piece:
            return _("{piece}; each colour also has its own shape.").format(piece=piece)
        return _("Pawn colour; each colour also has its own shape.")

    def shown_player_options(self) -> list:
        """The per-player options that apply with the game options chosen now."""
        return [o for o in self.rules.player_options()
                if not o.depends or self.options.get(o.depends[0]) == o.depends[1]]

    def option_width(self) -> int:
        """Width in px of each per-player option's column (they share ``OPTIONS_W`` px)."""
        return (OPTIONS_W - 10 * (len(self.shown_player_options()) - 1)) // max(
            1, len(self.shown_player_options()))

    def handle_scene_event(self, event) -> None:
        """Tab / Shift+Tab move between the text fields; past the last (or before the
        first) they leave the fields for the keyboard ring over the buttons and choices."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and TextInput.focused:
            fields = [w for w in self.widgets if isinstance(w, TextInput)]
            if TextInput.focused in fields:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                at = fields.index(TextInput.focused) + step
                if 0 <= at < len(fields):
                    fields[at].focus()
                    return
                TextInput.focused.blur()            # the group's Tab takes it from here
        super().handle_scene_event(event)

    # ------------------------------------------------------------------ changes
    def set_count(self, n: int) -> None:
        """Number of players."""
        self.count = n
        self._build()

    def set_option(self, key: str, value) -> None:
        """A game option (may show or hide per-player options)."""
        self.options[key] = value
        self._build()

    def set_name(self, i: int, text: str) -> None:
        """Seat ``i``'s name as typed."""
        self.seats[i]["name"] = text

    def set_played_by(self, i: int, value: str) -> None:
        """Who plays seat ``i``: "person", or a level of ``games.engine.bots.LEVELS``."""
        self.played_by[i] = value

    def computers(self) -> dict[int, str]:
        """The seats a computer plays, ``{seat: level}``, among the seats in the game."""
        return {i: level for i, level in enumerate(self.played_by[:self.count])
                if level != "person" and self.idle_reason(i) is None}

    def set_colour(self, i: int, colour: str) -> None:
        """Seat ``i``'s colour; a colour another seat has is swapped with it."""
        for j, other in enumerate(self.seats):
            if j != i and other["colour"] == colour:
                other["colour"] = self.seats[i]["colour"]
        self.seats[i]["colour"] = colour
        self._build()

    def set_seat_option(self, i: int, key: str, value) -> None:
        """A per-player option of seat ``i``; for a ``unique`` option, a value another seat
        has is swapped with it (as colours are)."""
        opt = next(o for o in self.rules.player_options() if o.key == key)
        swapped = False
        if opt.unique and value != opt.default:
            for j, other in enumerate(self.seats[:self.count]):
                if j != i and other.get(key) == value:
                    other[key], swapped = self.seats[i][key], True
        self.seats[i][key] = value
        if swapped:
            self._build()

    def set_seed(self, text: str) -> None:
        """The seed field (digits only)."""
        self.seed_text = text

    # ------------------------------------------------------------------ start
    def players(self) -> list[dict]:
        """The players as ``new_game`` takes them (empty names become "Player N")."""
        out = []
        for i, seat in enumerate(self.seats[:self.count]):
            p = dict(seat)
            # runs of spaces close up (a character no font draws, dropped while typing,
            # left two spaces between the words around it)
            p["name"] = " ".join(seat["name"].split())[:MAX_NAME] or default_name(i)
            out.append(p)
        return out

    def problem(self) -> str | None:
        """Why the game cannot start yet, or None. (Name fields take only characters every
        font can draw, so names are compared as they will be seen.)"""
        names = [p["name"].casefold() for p in self.players()]
        if len(set(names)) != len(names):
            return _("Two players have the same name: give everyone their own.")
        if self.seed_text.strip() and not self.seed_text.strip().isdigit():
            # "-42" is a whole number too: say which ones a seed may be.
            return _("The seed is made of digits only: a whole number from 0 to {largest} "
                     "(or leave it empty for a random game).").format(
                         largest=i18n.number(SEED_MAX - 1))
        return None

    def start(self) -> None:
        """Start the game with these settings."""
        problem = self.problem()
        if problem:
            self.message(_("Not yet"), problem)
            return
        seed = int(self.seed_text) if self.seed_text.strip() else random.randrange(SEED_MAX)
        save_last_setup(self.info.game_id, self.players(), self.options, self.computers())
        try:
            start_new_game(self.app, self.info.game_id, self.players(), dict(self.options), seed,
                           computers=self.computers())
        except DataError as exc:
            show_data_problem(self.app, exc, self.info.title)
        except ValueError as exc:
            self.message(_("This setup cannot be played"), str(exc))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface) -> None:
        heads = [(_("Name"), NAME_X, NAME_W),
                 (_("Played by"), PLAYED_BY_X, PLAYED_BY_W),
                 (getattr(self.rules, "PIECE_LABEL", None) or _("Pawn"), COLOUR_X, COLOUR_W)]
        heads += [(o.label, OPTIONS_X + k * (self.option_width() + 10), self.option_width())
                  for k, o in enumerate(self.shown_player_options())]
        for label, x, room in heads:
            surface.blit(fonts.fit(label, 18, P.INK_MUTED, room, bold=True, minimum=14),
                         (x, self.row_y - 26))
        for i in range(self.count):
            y, h = self.row_y + i * self.row_h, self.field_h
            number = fonts.text(f"{i + 1}.", 24, P.INK, bold=True)
            surface.blit(number, (74, y + (h - number.get_height()) // 2))
            size = min(40, h - 8)
            surface.blit(pawn(self.seats[i]["colour"], size), (106 + (40 - size) // 2,
                                                              y + (h - size) // 2))
            idle = self.idle_reason(i)
            if idle:                               # in place of Played by and Pawn
                img = fonts.fit(idle, 18, P.INK_MUTED, COLOUR_X + COLOUR_W - PLAYED_BY_X,
                                minimum=13)
                surface.blit(img, (PLAYED_BY_X + 6, y + (h - img.get_height()) // 2))
        self.draw_seat_roles(surface)
        surface.blit(fonts.fit(_("Seed (optional)"), 20, P.INK, 190), (100, SEED_Y + 13))
        hint = self.hint()
        surface.blit(hint, hint.get_rect(topleft=(560, SEED_Y + 15)))

    def seat_roles(self) -> list[str | None]:
        """Per seat shown, what the game's options make of it (the rules module's
        optional ``seat_role(options, seat, count)``: e.g. "Plays Baš-Čelik" for the
        seat that keeps the bank), else ``None``."""
        role = getattr(self.rules, "seat_role", None)
        return [role(self.options, i, self.count) if role else None for i in range(self.count)]

    def draw_seat_roles(self, surface) -> None:
        """A seat's role (``seat_roles``) in its row, where per-player options would
        sit (a game with a role has none there)."""
        if self.shown_player_options():
            return
        for i, text in enumerate(self.seat_roles()):
            if text:
                y, h = self.row_y + i * self.row_h, self.field_h
                for size in (18, 17, 16, 15, 14):      # whole, on two lines if need be
                    img = fonts.text(text, size, P.INK, bold=True, wraplength=OPTIONS_W)
                    if img.get_height() <= self.row_h:
                        break
                surface.blit(img, (OPTIONS_X, y + (h - img.get_height()) // 2))

    def hint(self) -> "pygame.Surface":
        """The game's setup note beside the seed field, in the largest size from 18 px
        down to 14 that keeps it on the panel (Basilica's ran out of it in a playtest)."""
        note = getattr(self.rules, "SETUP_NOTE", None) or _(
            "Seats play in this order; the rules pick who starts.")
        room = PANEL.bottom - 6 - (SEED_Y + 15)
        for size in (18, 17, 16, 15, 14):
            hint = fonts.text(note, size, P.INK_MUTED, wraplength=HINT_W)
            if hint.get_height() <= room:
                break
        return hint


def played_by_choices() -> list[tuple[str, str]]:
    """``(value, label)`` for who plays a seat: a person, or the computer at each level of
    ``games.engine.bots.LEVELS``, labelled in the language shown."""
    return [("person", pgettext("played by", "Person")), ("easy", pgettext("played by", "Easy")),
            ("normal", pgettext("played by", "Normal")), ("hard", pgettext("played by", "Hard"))]


def default_name(seat: int) -> str:
    """The name of seat ``seat`` (0-based) when none is typed: "Player 1" ("Gracz 1").
    It becomes the player's name, kept in saves like any typed name."""
    return _("Player {n}").format(n=seat + 1)


def printable_name(name) -> str:
    """``name`` as a name field takes it: only printable characters (no control characters,
    lone surrogates or direction overrides, as typing gives), at most ``MAX_NAME`` long;
    "" for a non-text value."""
    if not isinstance(name, str):
        return ""
    return "".join(ch for ch in name if ch.isprintable())[:MAX_NAME]


def show_data_problem(app, exc: DataError, game_title: str | None) -> None:
    """Back to the main menu, with a dialog saying which data file of ``game_title`` is
    damaged, where in it and what is wrong (``exc``: a ``yamlload.DataError``).
    ``game_title`` None: the game is named from the file's folder (``data/<game>/``)."""
    from games.engine.scenes.menu import MainMenuScene
    from pathlib import Path
    where = Path(exc.path).name or exc.path
    if game_title is None:
        from games.engine import registry
        try:
            game_title = registry.get(Path(exc.path).parent.name).title
        except KeyError:
            game_title = _("The game")
    lines = [_("{game} cannot start: one of its data files is damaged.").format(game=game_title),
             "", _("File: {file}").format(file=where)]
    if exc.entry:
        lines.append(_("Entry: {entry}").format(entry=exc.entry))
    lines += [_("Problem: {problem}").format(problem=exc.reason), "", f"({exc.path})",
              _("Reinstalling the game restores its data files. Your saves are not affected.")]
    menu = MainMenuScene(app)
    app.reset(menu)
    menu.show_modal(Modal(_("Damaged game data"), "\n".join(lines), [(_("OK"), None, "primary")],
                          width=760))


def _allowed(options, key: str, value) -> bool:
    """True if ``value`` is one of the choices of option ``key``."""
    return any(o.key == key and value in [v for v, _label in o.choices] for o in options)
