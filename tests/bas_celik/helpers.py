"""Positions for the Baš-Čelik tests: a started game, heroes placed by hand (through an
edited ``to_dict`` read back with ``State.from_dict``, which checks every invariant),
dice scripted. The rules are then driven through ``rules.apply`` only."""
from __future__ import annotations

import random

from games.bas_celik import rules
from games.bas_celik.content import content

C = content()


class Dice(random.Random):
    """A ``random.Random`` whose ``randint`` rolls come from ``faces`` first (each must
    fit the die rolled), then from the seed."""

    def __init__(self, faces, seed=0):
        super().__init__(seed)
        self.faces = list(faces)

    def randint(self, a, b):
        if self.faces:
            face = self.faces.pop(0)
            assert a <= face <= b, f"scripted {face} on a d{b}"
            return face
        return super().randint(a, b)


def game(n: int = 2, seed: int = 1, **options):
    """A started game of ``n`` seats (characters drawn unless options say otherwise)."""
    return rules.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)], options, seed)


def edit(state, change):
    """``change(d)`` on ``state.to_dict()`` then read back (checked) with the same dice."""
    d = state.to_dict()
    change(d)
    new = rules.State.from_dict(d)
    new.rng = state.rng
    return new


def script(state, *faces):
    """The next rolls of ``state`` will be ``faces``."""
    state.rng = Dice(faces)


def take(d, card):
    """Remove ``card`` from wherever it is in the dict ``d`` of a state (to hand it to
    someone in a position built by hand); returns ``card``."""
    for piles in d["piles"].values():
        for pile in piles:
            if card in pile:
                pile.remove(card)
                return card
    for f, c in list(d["board"].items()):
        if c == card:
            del d["board"][f]
            return card
    if card in d["treasure"]:
        d["treasure"].remove(card)
        return card
    for cards in d["bank"]["keys"].values():
        if card in cards:
            cards.remove(card)
            return card
    for name in ("swords", "transport", "weapons"):
        if card in d["bank"][name]:
            d["bank"][name].remove(card)
            return card
    for h in d["heroes"]:
        if h is None:
            continue
        for name in ("items", "curses", "powers", "transport", "weapons"):
            if card in h[name]:
                h[name].remove(card)
                return card
        for name in ("companion", "sword"):
            if h[name] == card:
                h[name] = None
                return card
    raise LookupError(card)


def place(state, seat, field, **hero):
    """``state`` with ``seat``'s hero on ``field`` (its turn, phase ``turn``), any hero
    keys changed, and the cards named in ``items``/``curses``/``transport``/``weapons``/
    ``powers`` moved into its hand."""
    def change(d):
        h = d["heroes"][seat]
        h["field"] = field
        for name in ("items", "curses", "transport", "weapons", "powers"):
            if name in hero:
                for card in h[name]:
                    pass
                h[name] = sorted(take(d, c) for c in hero.pop(name))
        for name in ("companion", "sword"):
            if hero.get(name):
                h[name] = take(d, hero.pop(name))
        h.update(hero)
        d["turn"] = seat
        d["phase"] = "turn"
        d["pending"] = None
    return edit(state, change)


def clear_board(state):
    """No creature lying anywhere and nobody else on the board's way: every other hero
    moved to far fields is left to the tests; this only empties the fields."""
    def change(d):
        for f, card in list(d["board"].items()):
            kind = C.card(card)
            d["piles"][kind.group][0].append(card)
        d["board"] = {}
    return edit(state, change)


def top(state, world, pile, card):
    """Put ``card`` on top of ``world``'s ``pile`` (moved from wherever it is)."""
    def change(d):
        take(d, card)
        d["piles"][world][pile].insert(0, card)
        d["known"][world][pile] = min(d["known"][world][pile], len(d["piles"][world][pile]) - 1)
    return edit(state, change)


def char_of(nature):
    """A character id of ``nature``."""
    return next(c.id for c in C.characters.values() if c.nature == nature)


def set_char(state, seat, char):
    """``seat`` plays ``char`` (swapped with the bank, keeping its field)."""
    def change(d):
        h = d["heroes"][seat]
        old = h["char"]
        if old == char:
            return
        for other in d["heroes"]:
            if other is not None and other["char"] == char:
                other["char"] = old
                break
        else:
            d["bank"]["characters"].remove(char)
            d["bank"]["characters"].append(old)
        h["char"] = char
        nature = C.characters[char].nature
        h["dir"] = {"D": 1, "Z": -1, "R": 1}[nature]
    return edit(state, change)
