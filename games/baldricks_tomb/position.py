"""Checking a saved Baldrick's Tomb position field by field before it is rebuilt.

``field_problems(d)`` reads the plain dict that ``State.to_dict`` writes and says what is
wrong with each field on its own: a value of the wrong kind (text where a number belongs,
a bool for a number), a number out of its range (a seat beyond the table, a space off the
8x8 board, floor 99, HP 9), an unknown card or token id. Fields missing or unknown are
found before it by ``rulekit.StateBase.shape_problems``; rules linking several fields
(whose turn it is and where that pawn is, which phase owns which bookkeeping) are
``tomb.invariant_problems``, run on the rebuilt state. Pure Python;
``State.from_dict`` (``rulekit.StateBase``) calls all three and refuses a damaged
position with ``ValueError``.

Every sentence is made in the language shown (``games.engine.i18n``), at the moment the
check runs, so a damaged save is named in Polish when Polish is shown; ids (fields,
phases, cards, tokens, piles) stay as the save writes them.
"""
from __future__ import annotations

from games.baldricks_tomb import board
from games.baldricks_tomb.floors import setup_options
from games.baldricks_tomb.tomb import (DECKS, DEPTH_PATHS, GOLD_TOKENS, MAX_HP, MAX_PLAYERS,
                                       MIN_PLAYERS, PHASES, ROUNDS, SOLO_ROUNDS, TOKEN_PLACES,
                                       content)
from games.engine.i18n import N_, _, counted, pgettext
from games.engine.rulekit import is_int

# Phases a discard-down-to-two can interrupt and hand back to (``State.discard_return``).
DISCARD_RETURNS = ("move", "combat", "relocate", "place_tokens")

# How a seat's own field is named in a sentence (translated where it is used).
SEAT_FIELDS = {"hp": N_("seat {seat}'s HP"), "poison": N_("seat {seat}'s poison"),
               "gold": N_("seat {seat}'s gold"), "wards": N_("seat {seat}'s wards"),
               "cells": N_("seat {seat}'s space"), "exited": N_("seat {seat}'s exited")}


def field_name(name: str) -> str:
    """A field of the save (its id, e.g. ``"stole"``) as a sentence names it, in the
    language shown: the bare id in English."""
    # TRANSLATORS: {field} is the id of a field of a saved game, such as stole or reentry.
    return pgettext("saved field", "{field}").format(field=name)


def seat_field(seat: int, name: str) -> str:
    """Seat ``seat``'s per-seat field ``name`` (an id of ``SEAT_FIELDS``, else a hand
    such as ``"scrolls"``) as a sentence names it, in the language shown."""
    if name in SEAT_FIELDS:
        return _(SEAT_FIELDS[name]).format(seat=seat)
    return _("seat {seat}'s {field}").format(seat=seat, field=name)


class _Checker:
    """Collects problems while walking a raw position dict."""

    def __init__(self, d: dict):
        self.d = d
        self.problems: list[str] = []

    def fail(self, text: str) -> None:
        self.problems.append(text)

    def number(self, name: str, value, low: int, high: int | None = None) -> bool:
        if not is_int(value):
            self.fail(_("{name} should be a whole number, not {value}")
                      .format(name=name, value=repr(value)))
            return False
        if value < low or (high is not None and value > high):
            span = (_("{low} to {high}").format(low=low, high=high) if high is not None
                    else _("at least {low}").format(low=low))
            self.fail(_("{name} is {value}, should be {span}")
                      .format(name=name, value=value, span=span))
            return False
        return True

    def flag(self, name: str, value) -> None:
        if not isinstance(value, bool):
            self.fail(_("{name} should be true or false, not {value}")
                      .format(name=name, value=repr(value)))

    def seat(self, name: str, value, n: int, none_ok: bool = False) -> None:
        if value is None and none_ok:
            return
        self.number(name, value, 0, n - 1)

    def cell(self, name: str, value, none_ok: bool = True) -> None:
        if value is None and none_ok:
            return
        if board.as_cell(value) is None or not isinstance(value, list):
            self.fail(_("{name} should be a space [red, blue] with both 1-8, not {value}")
                      .format(name=name, value=repr(value)))

    def per_seat(self, name: str, n: int):
        """The field ``name`` if it is a list with one entry per seat, else None."""
        value = self.d[name]
        if not isinstance(value, list) or len(value) != n:
            self.fail(_("{field} should list one entry for each of the {n} seats")
                      .format(field=field_name(name), n=n))
            return None
        return value

    def ids(self, name: str, value, known, distinct: bool = True) -> None:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.fail(_("{name} should be a list of ids").format(name=name))
            return
        unknown = [v for v in value if v not in known]
        if unknown:
            self.fail(_("{name} names unknown ids {ids}").format(name=name, ids=unknown[:3]))
        if distinct and len(set(value)) != len(value):
            self.fail(_("{name} lists an id twice").format(name=name))


def field_problems(d: dict) -> list[str]:
    """What is wrong with the fields of the raw position ``d`` taken one by one (empty
    when every field has the right kind and range). ``d`` is a dict holding every field
    of ``State.FIELDS`` and nothing unknown (``StateBase.shape_problems`` checks that
    first). See the module docstring."""
    check = _Checker(d)
    n = _players(check, d["players"])
    floors = _options(check, d["options"])
    if n is None or floors is None:
        return check.problems
    _numbers(check, d, n, floors)
    _per_seat(check, d, n)
    _tokens(check, d)
    _cards(check, d, n)
    _combat(check, d["combat"])
    _relocating(check, d["relocating"])
    _scroll_decks(check, d.get("scroll_decks", {}))
    return check.problems


def _players(check: _Checker, players) -> int | None:
    chars = {c.id for c in content().characters}
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        check.fail(_("players should be a list of {least} to {most} seats")
                   .format(least=MIN_PLAYERS, most=MAX_PLAYERS))
        return None
    for s, p in enumerate(players):
        if not isinstance(p, dict) or set(p) != {"name", "colour", "character"}:
            check.fail(_("seat {seat} should have a name, a colour and an explorer").format(seat=s))
            return None
        if not isinstance(p["name"], str) or not p["name"].strip():
            check.fail(_("seat {seat} has no name").format(seat=s))
        if not isinstance(p["colour"], str):
            check.fail(_("seat {seat}'s colour should be text").format(seat=s))
        if p["character"] not in chars if isinstance(p["character"], str) else True:
            check.fail(_("seat {seat} plays an unknown explorer {explorer}")
                       .format(seat=s, explorer=repr(p["character"])))
    picked = [p["character"] for p in players]
    if len(set(map(repr, picked))) != len(picked):
        check.fail(_("two seats play the same explorer"))
    return len(players)


def _options(check: _Checker, options) -> int | None:
    allowed = {o.key: o for o in setup_options()}
    if not isinstance(options, dict) or set(options) != set(allowed):
        check.fail(_("options should be exactly {keys}").format(keys=sorted(allowed)))
        return None
    for key, value in options.items():
        choices = [v for v, _label in allowed[key].choices]
        if type(value) is not type(allowed[key].default) or value not in choices:
            check.fail(_("option {key} cannot be {value}").format(key=repr(key), value=repr(value)))
            return None
    return options["floors"]


def _numbers(check: _Checker, d: dict, n: int, floors: int) -> None:
    if not is_int(d["seed"]):
        check.fail(_("seed should be a whole number, not {value}").format(value=repr(d["seed"])))
    if d["phase"] not in PHASES if isinstance(d["phase"], str) else True:
        check.fail(_("unknown phase {phase}").format(phase=repr(d["phase"])))
    check.number(_("floor"), d["floor"], 1, len(DEPTH_PATHS[floors]))
    rounds = d["options"]["collapse"] or (SOLO_ROUNDS if n == 1 else ROUNDS)
    check.number(_("the Impending Doom round"), d["doom"], 1, rounds)
    check.seat(_("the First to Land seat"), d["ftl"], n)
    check.seat(_("next floor's First to Land seat"), d["next_ftl"], n, none_ok=True)
    check.seat(_("the active seat"), d["turn"], n)
    check.seat(_("the Gem holder"), d["gem_holder"], n, none_ok=True)
    check.number(_("the gold supply"), d["supply"], 0, GOLD_TOKENS)
    check.number(_("free steps"), d["free_steps"], 0)
    check.number(_("the steal bonus"), d["steal_bonus"], 0)
    check.flag(field_name("stole"), d["stole"])
    check.flag(field_name("discard_pending"), d["discard_pending"])
    ret = d["discard_return"]
    if ret is not None and ret not in DISCARD_RETURNS if isinstance(ret, (str, type(None))) else True:
        check.fail(_("a discard cannot interrupt the phase {phase}").format(phase=repr(ret)))
    for name in ("reentry", "to_roll"):
        seats = d[name]
        if not isinstance(seats, list):
            check.fail(_("{field} should be a list of seats").format(field=field_name(name)))
            continue
        for s in seats:
            check.seat(_("a seat in {field}").format(field=name), s, n)
        if len(set(map(repr, seats))) != len(seats):
            check.fail(_("{field} lists a seat twice").format(field=field_name(name)))


def _per_seat(check: _Checker, d: dict, n: int) -> None:
    hp, poison = check.per_seat("hp", n), check.per_seat("poison", n)
    for s, value in enumerate(hp or []):
        if check.number(seat_field(s, "hp"), value, 1, MAX_HP) and poison is not None:
            check.number(seat_field(s, "poison"), poison[s], 0, value - 1)
    for s, value in enumerate(check.per_seat("gold", n) or []):
        check.number(seat_field(s, "gold"), value, 0, GOLD_TOKENS)
    for s, value in enumerate(check.per_seat("wards", n) or []):
        check.number(seat_field(s, "wards"), value, 0)
    for s, value in enumerate(check.per_seat("cells", n) or []):
        check.cell(seat_field(s, "cells"), value)
    for s, value in enumerate(check.per_seat("exited", n) or []):
        check.flag(seat_field(s, "exited"), value)


def _tokens(check: _Checker, d: dict) -> None:
    ids = content().token_ids()
    tokens = d["tokens"]
    if not isinstance(tokens, dict) or set(tokens) != set(ids):
        check.fail(_("tokens should be exactly the {n} rubble tokens").format(n=len(ids)))
        return
    for tid, t in tokens.items():
        if not isinstance(t, dict) or set(t) != {"at", "cell", "up"}:
            check.fail(_("token {token} should have at, cell and up").format(token=tid))
            continue
        if t["at"] not in TOKEN_PLACES if isinstance(t["at"], str) else True:
            check.fail(_("token {token} is at an unknown place {place}")
                       .format(token=tid, place=repr(t["at"])))
        check.cell(_("token {token}'s space").format(token=tid), t["cell"])
        check.flag(_("token {token}'s face-up").format(token=tid), t["up"])
    for name in ("setup_hand", "resolved"):
        check.ids(field_name(name), d[name], ids)


def _cards(check: _Checker, d: dict, n: int) -> None:
    c = content()
    piles = d["piles"]
    if not isinstance(piles, dict) or set(piles) != set(DECKS):
        check.fail(_("piles should be exactly {piles}").format(piles=list(DECKS)))
        return
    decks = {"monster": c.monsters, "treasure": c.treasures, "scroll": c.scrolls,
             "trap": c.traps}
    for name, pile in piles.items():
        if name.startswith("monster_level"):
            level = int(name[-1])
            known = {m for m, card in c.monsters.items() if card.level == level}
        elif name == "skill_box":
            known = c.skills
        else:
            known = decks[name.split("_")[0]]
        check.ids(_("the {pile} pile").format(pile=name), pile, known)
    for name, known, sizes in (("scrolls", c.scrolls, None), ("skills", c.skills, (0, 3)),
                               ("offers", c.skills, (0, 5)), ("known", c.token_ids(), None)):
        for s, hand in enumerate(check.per_seat(name, n) or []):
            check.ids(seat_field(s, name), hand, known)
            if sizes and isinstance(hand, list) and len(hand) not in sizes:
                check.fail(_hand_size(s, name, len(hand), sizes))


def _hand_size(seat: int, name: str, held: int, sizes: tuple[int, int]) -> str:
    """Seat ``seat`` holds ``held`` cards in its hand ``name`` ("skills" or "offers"),
    where the rules allow only the two ``sizes``."""
    either = _("{a} or {b}").format(a=sizes[0], b=sizes[1])
    if name == "skills":
        return counted(held, "seat {seat} has {n} skill, should be {sizes}",
                       "seat {seat} has {n} skills, should be {sizes}", seat=seat, sizes=either)
    return counted(held, "seat {seat} has {n} offer, should be {sizes}",
                   "seat {seat} has {n} offers, should be {sizes}", seat=seat, sizes=either)


def _combat(check: _Checker, combat) -> None:
    if combat is None:
        return
    if not isinstance(combat, dict) or set(combat) != {"monster", "damage", "gold", "bonus"}:
        check.fail(_("combat should have monster, damage, gold and bonus"))
        return
    monster = content().monsters.get(combat["monster"]) if isinstance(combat["monster"], str) else None
    if monster is None:
        check.fail(_("combat against an unknown monster {monster}")
                   .format(monster=repr(combat["monster"])))
        return
    check.number(_("the monster's damage"), combat["damage"], 0, monster.hp - 1)
    check.number(_("the gold on the monster"), combat["gold"], 0, GOLD_TOKENS)
    check.number(_("the combat bonus"), combat["bonus"], 0)


def _relocating(check: _Checker, relocating) -> None:
    if relocating is None:
        return
    if not isinstance(relocating, dict) or set(relocating) != {"token", "rolled", "options"}:
        check.fail(_("relocating should have token, rolled and options"))
        return
    if relocating["token"] not in content().token_ids() if isinstance(relocating["token"], str) else True:
        check.fail(_("relocating an unknown token {token}").format(token=repr(relocating["token"])))
    check.cell(_("the rolled space"), relocating["rolled"], none_ok=False)
    options = relocating["options"]
    if not isinstance(options, list) or len(options) < 2:
        check.fail(_("a relocation choice needs at least two spaces"))
        return
    for cell in options:
        check.cell(_("a relocation space"), cell, none_ok=False)
    if not check.problems:
        rolled = relocating["rolled"]
        if any(not board.adjacent(rolled, cell) for cell in options) or \
                len({tuple(c) for c in options}) != len(options):
            check.fail(_("the relocation spaces should be distinct neighbours of the rolled one"))


def _scroll_decks(check: _Checker, decks) -> None:
    """``scroll_decks``: scroll card id -> the number (1 or more) of the reshuffled deck
    it last went into."""
    if not isinstance(decks, dict):
        check.fail(_("scroll_decks should map scroll cards to deck numbers"))
        return
    scrolls = content().scrolls
    for card, number in decks.items():
        if card not in scrolls:
            check.fail(_("scroll_decks names an unknown scroll {card}").format(card=repr(str(card)[:40])))
        else:
            check.number(_("the deck number of {card}").format(card=card), number, 1)
