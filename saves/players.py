"""Player records and other text read from files, made safe to use.

A save, the settings or the last-setup file may hold anything. ``clean_players`` is the
one check of player records that every reader uses (``saves.store`` when a save is listed
or loaded, ``games.engine.settings.load_last_setup``): each player is a dict whose
``name`` is text without control characters, at most ``MAX_NAME`` characters, unique at
the table, and whose ``colour`` is a key of ``sprites.palette.PLAYER_COLOURS``, unique
too. ``safe_text`` does the same for any other text shown on screen (titles, progress).
"""
from __future__ import annotations

import unicodedata

from games.engine.i18n import _, counted
from sprites.palette import PLAYER_COLOURS

MAX_NAME = 20          # as the setup screen allows
MAX_TEXT = 200         # any other line read from a file (title, progress)


def safe_text(value: object, limit: int = MAX_TEXT) -> str:
    """``value`` as one line that can be drawn and written as UTF-8: not text -> ``""``;
    lone surrogates -> U+FFFD; control and format characters (NUL, tab, newline, bidi
    overrides...) removed; surrounding spaces stripped; cut to ``limit`` characters."""
    if not isinstance(value, str):
        return ""
    text = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in value)
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf", "Co", "Cn")
                   or ch == "\u200d")
    return kept.strip()[:limit].strip()


def clean_players(players: object) -> tuple[list[dict], list[str]]:
    """Check and repair a list of player records read from a file.

    Returns ``(players, notes)``: copies of the dicts with ``name`` cleaned by
    ``safe_text`` (capped at ``MAX_NAME``; empty or repeated names become "Player <seat>",
    in English: the name is written back to the file) and ``colour`` a known, unused
    palette key (else the first free one); every other key is kept as it was. ``notes``
    has one plain sentence per repair, in the language shown (empty when nothing
    changed). Raises ``ValueError`` when ``players`` is not a list of dicts with a text
    ``name``, or has more players than there are colours.
    """
    if not isinstance(players, list):
        raise ValueError(_("the players are not a list"))
    if len(players) > len(PLAYER_COLOURS):
        raise ValueError(counted(len(players), "it has {n} player; at most {most} can sit",
                                 "it has {n} players; at most {most} can sit",
                                 most=len(PLAYER_COLOURS)))
    for seat, player in enumerate(players, start=1):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise ValueError(_("player {seat} has no name").format(seat=seat))
    cleaned, notes, names, colours = [], [], set(), set()
    for seat, player in enumerate(players, start=1):
        name = safe_text(player["name"], MAX_NAME)
        if not name or name.casefold() in names:
            name = _free_name(seat, names)
        if name != player["name"]:
            notes.append(_("player {seat}'s name was changed to \u201c{name}\u201d (it was empty, "
                           "repeated, too long or had characters that cannot be shown)").format(
                               seat=seat, name=name))
        names.add(name.casefold())
        colour = player.get("colour")
        if not isinstance(colour, str) or colour not in PLAYER_COLOURS or colour in colours:
            colour = next(c for c in PLAYER_COLOURS if c not in colours and
                          all(c != p.get("colour") for p in players[seat:]))
            notes.append(_("{name} plays {colour} (the saved colour was unknown or taken)").format(
                name=name, colour=_(PLAYER_COLOURS[colour][0])))
        colours.add(colour)
        cleaned.append({**player, "name": name, "colour": colour})
    return cleaned, notes


def _free_name(seat: int, taken: set[str]) -> str:
    name, extra = f"Player {seat}", 2
    while name.casefold() in taken:
        name, extra = f"Player {seat}-{extra}", extra + 1
    return name
