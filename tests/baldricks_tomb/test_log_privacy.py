"""Hotseat privacy of the game log: everyone at the table reads it, so ``describe`` may say
only what the public view (``view(state, None)``) shows. Over many random games of 1-4
players with every variant, for every event of every action:

- every card a line names is one the table can see just before or just after the action
  (in a discard pile, the monster being fought, a seat's kept skills once chosen), never
  a scroll in a hand, a skill still being chosen or a card in a deck;
- no line tells the kind of a token that lies face down after the action (a token a
  pawn steps onto is flipped for all to see; one only peeked at stays a secret), and a
  token rolled back onto the board is one the table saw set aside face up;
- the line reads nothing hidden from the state: the same event described with a state
  whose hidden parts are shuffled (deck order, hands, face-down tokens) reads the same.
"""
import random
import re

import pytest

from games.baldricks_tomb import board
from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import players
from tests.baldricks_tomb.test_privacy import scramble
from tests.baldricks_tomb.test_random_games import options_for

CONTENT = R.content()
DECKS = {"monster": CONTENT.monsters, "treasure": CONTENT.treasures,
         "scroll": CONTENT.scrolls, "trap": CONTENT.traps, "skill": CONTENT.skills}
# card name -> (deck, id), longest names first so "Rat King" is not read as "Rat"
NAMES = sorted(((card.name, (deck, cid)) for deck, cards in DECKS.items() for cid, card in cards.items()),
               key=lambda item: -len(item[0]))
KIND_WORDS = {"the Exit": "exit", "Baldrick's Gem": "gem", "a monster": "monster",
              "a treasure": "treasure", "a trap": "trap", "a scroll": "scroll",
              "a healing fountain": "fountain"}
AT_SPACE = re.compile(r"(the Exit|Baldrick's Gem|a monster|a treasure|a trap|a scroll|"
                      r"a healing fountain) at red (\d), blue (\d)")
TOKEN_ROLLED = re.compile(r"[Tt]he (\w+) token (?:is rolled to|at) red (\d), blue (\d)")


def cards_named(line: str) -> set:
    """The cards whose full names appear in ``line``, as ``(deck, id)``."""
    found = set()
    for name, card in NAMES:
        pattern = re.compile(rf"(?<![\w']){re.escape(name)}(?![\w'])")
        if pattern.search(line):
            found.add(card)
            line = pattern.sub("#", line)
    return found


def public_cards(view: dict) -> set:
    """The cards a spectator sees in ``view``: discard piles, the monster being fought,
    every seat's kept skills (shown once chosen)."""
    cards = {(deck, c) for deck, pile in view["discards"].items() for c in pile}
    if view["combat"]:
        cards.add(("monster", view["combat"]["monster"]))
    cards |= {("skill", s) for p in view["players"] for s in p["skills"]}
    return cards


def face_down_spaces(view: dict) -> set:
    """The spaces where a spectator sees a face-down token."""
    return {tuple(t["cell"]) for t in view["board"] if not t["face_up"]}


def leaks(line: str, before: dict, after: dict, flipped=frozenset()) -> list[str]:
    """What ``line`` tells that neither public view shows. ``flipped``: the kinds of the
    tokens pawns stepped onto earlier in the same action (turned face up for all)."""
    problems = []
    shown = public_cards(before) | public_cards(after)
    for deck, cid in cards_named(line) - shown:
        problems.append(f"names the {deck} card {DECKS[deck][cid].name}, which nobody may see")
    for word, r, b in AT_SPACE.findall(line):
        cell = (int(r), int(b))
        if cell in face_down_spaces(after):
            problems.append(f"tells that the face-down token at {board.label(cell)} is "
                            f"{KIND_WORDS[word]}")
    aside = set(before["set_aside"]) | set(flipped)
    if before["relocating"]:
        aside.add(before["relocating"]["kind"])
    for kind, _, _ in TOKEN_ROLLED.findall(line):
        if kind not in aside:
            problems.append(f"names a {kind} token the table has not seen set aside")
    return problems


def test_the_checks_catch_a_leak():
    """The checks themselves: a line naming a scroll in a hand, or the kind of a face-down
    token, is caught; the same words about public things are not."""
    s = R.new_game(players(2), {}, seed=4)
    R.apply(s, {"type": "place_rest"})
    view = R.view(s, None)
    held = CONTENT.scrolls[s.scrolls[0][0]].name
    assert leaks(f"Ana draws {held}.", view, view)
    hidden = next(t for t in view["board"] if not t["face_up"])
    assert leaks(f"Ana secretly looks at a trap at {board.label(hidden['cell'])}.", view, view)
    empty = next(c for c in board.ALL_CELLS if c not in face_down_spaces(view))
    assert not leaks(f"Ana uncovers a trap at {board.label(empty)}.", view, view)
    assert not leaks("Ana draws a scroll card.", view, view)
    assert leaks("The trap token is rolled to red 1, blue 1.", view, view)
    assert cards_named("The Rat King runs away.") == {("monster", "rat_king")}


@pytest.mark.parametrize("first", range(0, 32, 8))
def test_no_log_line_tells_the_table_what_it_may_not_see(first):
    rng = random.Random(first)
    checked = set()
    for game in range(first, first + 8):
        s = R.new_game(players(1 + game % 4), options_for(game, random.Random(game)), seed=game)
        while not R.is_over(s):
            before = R.view(s, None)
            events = R.apply(s, rng.choice(R.legal_actions(s)))
            after = R.view(s, None)
            other = scramble(s, None, rng) if rng.random() < 0.2 else None
            flipped = set()
            for e in events:
                line = R.describe(s, e)
                found = leaks(line, before, after, flipped)
                assert not found, (e, line, found)
                if e["type"] == "token":
                    flipped.add(e["kind"])
                if other is not None:
                    assert R.describe(other, e) == line, e
                checked.add(e["type"])
    assert {"token", "trap", "treasure", "scroll_drawn", "scroll_played", "monster",
            "token_roll", "turn", "floor_start"} <= checked
