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
"""
from __future__ import annotations

from games.baldricks_tomb import board
from games.baldricks_tomb.floors import setup_options
from games.baldricks_tomb.tomb import (DECKS, DEPTH_PATHS, GOLD_TOKENS, MAX_HP, MAX_PLAYERS,
                                       MIN_PLAYERS, PHASES, ROUNDS, SOLO_ROUNDS, TOKEN_PLACES,
                                       content)
from games.engine.rulekit import is_int

# Phases a discard-down-to-two can interrupt and hand back to (``State.discard_return``).
DISCARD_RETURNS = ("move", "combat", "relocate", "place_tokens")


class _Checker:
    """Collects problems while walking a raw position dict."""

    def __init__(self, d: dict):
        self.d = d
        self.problems: list[str] = []

    def fail(self, text: str) -> None:
        self.problems.append(text)

    def number(self, name: str, value, low: int, high: int | None = None) -> bool:
        if not is_int(value):
            self.fail(f"{name} should be a whole number, not {value!r}")
            return False
        if value < low or (high is not None and value > high):
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            self.fail(f"{name} is {value}, should be {span}")
            return False
        return True

    def flag(self, name: str, value) -> None:
        if not isinstance(value, bool):
            self.fail(f"{name} should be true or false, not {value!r}")

    def seat(self, name: str, value, n: int, none_ok: bool = False) -> None:
        if value is None and none_ok:
            return
        self.number(name, value, 0, n - 1)

    def cell(self, name: str, value, none_ok: bool = True) -> None:
        if value is None and none_ok:
            return
        if board.as_cell(value) is None or not isinstance(value, list):
            self.fail(f"{name} should be a space [red, blue] with both 1-8, not {value!r}")

    def per_seat(self, name: str, n: int):
        """The field ``name`` if it is a list with one entry per seat, else None."""
        value = self.d[name]
        if not isinstance(value, list) or len(value) != n:
            self.fail(f"{name} should list one entry for each of the {n} seats")
            return None
        return value

    def ids(self, name: str, value, known, distinct: bool = True) -> None:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.fail(f"{name} should be a list of ids")
            return
        unknown = [v for v in value if v not in known]
        if unknown:
            self.fail(f"{name} names unknown ids {unknown[:3]}")
        if distinct and len(set(value)) != len(value):
            self.fail(f"{name} lists an id twice")


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
        check.fail(f"players should be a list of {MIN_PLAYERS} to {MAX_PLAYERS} seats")
        return None
    for s, p in enumerate(players):
        if not isinstance(p, dict) or set(p) != {"name", "colour", "character"}:
            check.fail(f"seat {s} should have a name, a colour and an explorer")
            return None
        if not isinstance(p["name"], str) or not p["name"].strip():
            check.fail(f"seat {s} has no name")
        if not isinstance(p["colour"], str):
            check.fail(f"seat {s}'s colour should be text")
        if p["character"] not in chars if isinstance(p["character"], str) else True:
            check.fail(f"seat {s} plays an unknown explorer {p['character']!r}")
    picked = [p["character"] for p in players]
    if len(set(map(repr, picked))) != len(picked):
        check.fail("two seats play the same explorer")
    return len(players)


def _options(check: _Checker, options) -> int | None:
    allowed = {o.key: o for o in setup_options()}
    if not isinstance(options, dict) or set(options) != set(allowed):
        check.fail(f"options should be exactly {sorted(allowed)}")
        return None
    for key, value in options.items():
        choices = [v for v, _ in allowed[key].choices]
        if type(value) is not type(allowed[key].default) or value not in choices:
            check.fail(f"option {key!r} cannot be {value!r}")
            return None
    return options["floors"]


def _numbers(check: _Checker, d: dict, n: int, floors: int) -> None:
    if not is_int(d["seed"]):
        check.fail(f"seed should be a whole number, not {d['seed']!r}")
    if d["phase"] not in PHASES if isinstance(d["phase"], str) else True:
        check.fail(f"unknown phase {d['phase']!r}")
    check.number("floor", d["floor"], 1, len(DEPTH_PATHS[floors]))
    rounds = d["options"]["collapse"] or (SOLO_ROUNDS if n == 1 else ROUNDS)
    check.number("the Impending Doom round", d["doom"], 1, rounds)
    check.seat("the First to Land seat", d["ftl"], n)
    check.seat("next floor's First to Land seat", d["next_ftl"], n, none_ok=True)
    check.seat("the active seat", d["turn"], n)
    check.seat("the Gem holder", d["gem_holder"], n, none_ok=True)
    check.number("the gold supply", d["supply"], 0, GOLD_TOKENS)
    check.number("free steps", d["free_steps"], 0)
    check.number("the steal bonus", d["steal_bonus"], 0)
    check.flag("stole", d["stole"])
    check.flag("discard_pending", d["discard_pending"])
    ret = d["discard_return"]
    if ret is not None and ret not in DISCARD_RETURNS if isinstance(ret, (str, type(None))) else True:
        check.fail(f"a discard cannot interrupt the phase {ret!r}")
    for name in ("reentry", "to_roll"):
        seats = d[name]
        if not isinstance(seats, list):
            check.fail(f"{name} should be a list of seats")
            continue
        for s in seats:
            check.seat(f"a seat in {name}", s, n)
        if len(set(map(repr, seats))) != len(seats):
            check.fail(f"{name} lists a seat twice")


def _per_seat(check: _Checker, d: dict, n: int) -> None:
    hp, poison = check.per_seat("hp", n), check.per_seat("poison", n)
    for s, value in enumerate(hp or []):
        if check.number(f"seat {s}'s HP", value, 1, MAX_HP) and poison is not None:
            check.number(f"seat {s}'s poison", poison[s], 0, value - 1)
    for s, value in enumerate(check.per_seat("gold", n) or []):
        check.number(f"seat {s}'s gold", value, 0, GOLD_TOKENS)
    for s, value in enumerate(check.per_seat("wards", n) or []):
        check.number(f"seat {s}'s wards", value, 0)
    for s, value in enumerate(check.per_seat("cells", n) or []):
        check.cell(f"seat {s}'s space", value)
    for s, value in enumerate(check.per_seat("exited", n) or []):
        check.flag(f"seat {s}'s exited", value)


def _tokens(check: _Checker, d: dict) -> None:
    ids = content().token_ids()
    tokens = d["tokens"]
    if not isinstance(tokens, dict) or set(tokens) != set(ids):
        check.fail(f"tokens should be exactly the {len(ids)} rubble tokens")
        return
    for tid, t in tokens.items():
        if not isinstance(t, dict) or set(t) != {"at", "cell", "up"}:
            check.fail(f"token {tid} should have at, cell and up")
            continue
        if t["at"] not in TOKEN_PLACES if isinstance(t["at"], str) else True:
            check.fail(f"token {tid} is at an unknown place {t['at']!r}")
        check.cell(f"token {tid}'s space", t["cell"])
        check.flag(f"token {tid}'s face-up", t["up"])
    for name in ("setup_hand", "resolved"):
        check.ids(name, d[name], ids)


def _cards(check: _Checker, d: dict, n: int) -> None:
    c = content()
    piles = d["piles"]
    if not isinstance(piles, dict) or set(piles) != set(DECKS):
        check.fail(f"piles should be exactly {list(DECKS)}")
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
        check.ids(f"the {name} pile", pile, known)
    for name, known, sizes in (("scrolls", c.scrolls, None), ("skills", c.skills, (0, 3)),
                               ("offers", c.skills, (0, 5)), ("known", c.token_ids(), None)):
        for s, hand in enumerate(check.per_seat(name, n) or []):
            check.ids(f"seat {s}'s {name}", hand, known)
            if sizes and isinstance(hand, list) and len(hand) not in sizes:
                check.fail(f"seat {s} has {len(hand)} {name}, should be {' or '.join(map(str, sizes))}")


def _combat(check: _Checker, combat) -> None:
    if combat is None:
        return
    if not isinstance(combat, dict) or set(combat) != {"monster", "damage", "gold", "bonus"}:
        check.fail("combat should have monster, damage, gold and bonus")
        return
    monster = content().monsters.get(combat["monster"]) if isinstance(combat["monster"], str) else None
    if monster is None:
        check.fail(f"combat against an unknown monster {combat['monster']!r}")
        return
    check.number("the monster's damage", combat["damage"], 0, monster.hp - 1)
    check.number("the gold on the monster", combat["gold"], 0, GOLD_TOKENS)
    check.number("the combat bonus", combat["bonus"], 0)


def _relocating(check: _Checker, relocating) -> None:
    if relocating is None:
        return
    if not isinstance(relocating, dict) or set(relocating) != {"token", "rolled", "options"}:
        check.fail("relocating should have token, rolled and options")
        return
    if relocating["token"] not in content().token_ids() if isinstance(relocating["token"], str) else True:
        check.fail(f"relocating an unknown token {relocating['token']!r}")
    check.cell("the rolled space", relocating["rolled"], none_ok=False)
    options = relocating["options"]
    if not isinstance(options, list) or len(options) < 2:
        check.fail("a relocation choice needs at least two spaces")
        return
    for cell in options:
        check.cell("a relocation space", cell, none_ok=False)
    if not check.problems:
        rolled = relocating["rolled"]
        if any(not board.adjacent(rolled, cell) for cell in options) or \
                len({tuple(c) for c in options}) != len(options):
            check.fail("the relocation spaces should be distinct neighbours of the rolled one")


def _scroll_decks(check: _Checker, decks) -> None:
    """``scroll_decks``: scroll card id -> the number (1 or more) of the reshuffled deck
    it last went into."""
    if not isinstance(decks, dict):
        check.fail("scroll_decks should map scroll cards to deck numbers")
        return
    scrolls = content().scrolls
    for card, number in decks.items():
        if card not in scrolls:
            check.fail(f"scroll_decks names an unknown scroll {str(card)[:40]!r}")
        else:
            check.number(f"the deck number of {card}", number, 1)
