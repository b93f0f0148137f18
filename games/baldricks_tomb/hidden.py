"""Copies of a Baldrick's Tomb position for computer players: ``clone`` (an exact copy,
fast) and ``determinize`` (a copy in which everything one seat cannot know is drawn
again). Pure Python; ``games.baldricks_tomb.rules`` re-exports both.

What a seat cannot know, and how ``determinize`` draws it again (each from a canonical
form of the unknown part: the unknown cards or tokens sorted, then shuffled with the
caller's ``rng``, never from the order the state holds them in):

* the order of every deck, and which level-two and level-three monsters wait in which
  order ("Monster Cards and Combat"): the contents are public (the table can count them
  from the discard piles), so only the order is shuffled again;
* the scroll cards in other seats' hands and in the scroll deck ("Scroll Cards"): dealt
  again among those places. A hand holds, for each scroll deck it drew from, as many
  cards as it drew from that deck and still holds (all public: the table sees every draw
  and every discarded card), so the cards of each deck (``State.scroll_decks``) are
  dealt only among the hand places and deck places of that deck: a card the seat saw
  shuffled into a new deck is never dealt into a hand that has not drawn since;
* the skills other seats are choosing or have chosen while skills are chosen in secret
  ("Custom Characters"), and the skills back in the box: dealt again among those places,
  the seat's own two returned skills staying in the box;
* the identity of face-down rubble tokens the seat has not peeked at, of the tokens in
  the First to Land holder's hand and of the tokens left out of this floor ("Floor
  Setup", "Rubble Tokens"): dealt again among those places. The Exit and the Gem are
  always in the floor's rubble, never among the tokens left out; a token another seat
  peeked at stays the one that seat knows (the table saw where it looked);
* the dice to come: the state's ``random.Random`` is reseeded from ``rng``. (``seed``,
  the number the game was set up from, is kept: it is the save's record, and no rule
  reads it after the setup.)

Everything else (the board, pawns, gold, HP, face-up tokens, discard piles, the monster
being fought, the seat's own hand and skills and the tokens it peeked at) is kept as it
is, so the seat's view stays the same.
"""
from __future__ import annotations

import random

from games.baldricks_tomb.tomb import SKILLS_DEALT_CUSTOM, State, content

_PUBLIC_SET_PILES = ("monster", "monster_level2", "monster_level3", "treasure", "trap")
_SPECIAL_TOKENS = ("exit", "gem")        # never left out of a floor ("Floor Setup")


def clone(state: State) -> State:
    """An independent exact copy of ``state`` (``to_dict()`` and RNG state equal), made
    field by field without JSON or validation (``rulekit.StateBase.clone``), for computer
    players that copy a position thousands of times per decision."""
    return state.clone()


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` in which everything ``seat`` cannot know is drawn again from
    ``rng`` (see the module docstring for what that is in this game); ``seat=None``: a
    spectator, who knows only what is public. The copy keeps ``view(copy, seat)``, the
    invariants and, when ``seat`` decides now, its legal actions; it depends only on what
    ``seat`` knows and on ``rng`` (two states that differ only in what ``seat`` cannot
    know give equal copies for equal ``rng``). ``state`` is left unchanged."""
    det = clone(state)
    for name in _PUBLIC_SET_PILES:
        pile = det.piles[name]
        pile.sort()
        rng.shuffle(pile)
    _redeal_scrolls(det, seat, rng)
    _redeal_skills(det, seat, rng)
    _redeal_tokens(det, seat, rng)
    det.rng = random.Random(rng.getrandbits(64))
    return det


def _deal(places: list[tuple[list, int]], cards: list[str], rng: random.Random) -> None:
    """Put ``cards`` (sorted first, so their given order never matters) in a random order
    into ``places``, each a ``(list, index)`` slot; as many cards as places."""
    cards = sorted(cards)
    rng.shuffle(cards)
    for (where, index), card in zip(places, cards, strict=True):
        where[index] = card


def _redeal_scrolls(det: State, seat: int | None, rng: random.Random) -> None:
    """Other seats' scroll cards and the scroll deck, dealt again deck by deck: each hand
    place keeps the deck number (``scroll_decks``) of the card it holds, which the table
    knows."""
    decks = det.scroll_decks
    places: dict[int, list[tuple[list, int]]] = {}
    hidden = [hand for s, hand in enumerate(det.scrolls) if s != seat] + [det.piles["scroll"]]
    for hand in hidden:
        for index, card in enumerate(hand):
            places.setdefault(decks.get(card, 0), []).append((hand, index))
    for number in sorted(places):
        _deal(places[number], [where[i] for where, i in places[number]], rng)


def _redeal_skills(det: State, seat: int | None, rng: random.Random) -> None:
    """The skills in the box, and while skills are chosen in secret the other seats'
    offers and kept skills, dealt again. With Custom Characters each seat that has chosen
    put its two other skills back on top of the box in turn order; the seat's own two stay
    where they are."""
    box = det.piles["skill_box"]
    places = [(box, i) for i in range(len(box))]
    if det.options["custom_characters"]:
        dealt_first = len(content().skills) - SKILLS_DEALT_CUSTOM * det.n
        chosen = [s for s in range(det.n) if not det.offers[s]]
        returned = SKILLS_DEALT_CUSTOM - len(det.skills[seat]) if seat is not None else 0
        if seat in chosen and len(box) == dealt_first + returned * len(chosen):
            mine = dealt_first + returned * chosen.index(seat)
            places = [p for p in places if not mine <= p[1] < mine + returned]
        for s in range(det.n):
            if s != seat:
                places += [(det.offers[s], i) for i in range(len(det.offers[s]))]
                if det.phase == "skills":
                    places += [(det.skills[s], i) for i in range(len(det.skills[s]))]
    _deal(places, [where[i] for where, i in places], rng)


def _redeal_tokens(det: State, seat: int | None, rng: random.Random) -> None:
    """The tokens ``seat`` cannot tell apart, dealt again: face down on the board and not
    peeked at by ``seat`` (by space), in the placer's hand (by position) and left out of
    the floor. The Exit and the Gem, when among them, go to a random place in the floor's
    rubble (board or hand), never among the tokens left out. Other seats' peeks follow
    the spaces they looked at."""
    tokens = det.tokens
    mine = set(det.known[seat]) if seat is not None else set()
    board = sorted((tuple(t["cell"]), tid) for tid, t in tokens.items()
                   if t["at"] == "board" and not t["up"] and tid not in mine)
    pool = [tid for tid in content().token_ids() if tokens[tid]["at"] == "pool"]
    peeked = [[tuple(tokens[tid]["cell"]) for tid in known] for known in det.known]
    rubble = [("board", cell) for cell, _ in board] + \
        [("setup", i) for i in range(len(det.setup_hand))]
    unknown = [tid for _, tid in board] + det.setup_hand + pool
    special = sorted(t for t in unknown if t in _SPECIAL_TOKENS)
    ordinary = sorted(t for t in unknown if t not in _SPECIAL_TOKENS)
    rng.shuffle(ordinary)
    chosen = rng.sample(range(len(rubble)), len(special))
    placed = dict(zip(chosen, special))
    rest = iter(ordinary)
    for index, (where, spot) in enumerate(rubble):
        tid = placed[index] if index in placed else next(rest)
        if where == "board":
            tokens[tid] = {"at": "board", "cell": list(spot), "up": False}
        else:
            tokens[tid] = {"at": "setup", "cell": None, "up": False}
            det.setup_hand[spot] = tid
    for tid in rest:
        tokens[tid] = {"at": "pool", "cell": None, "up": False}
    at_cell = {tuple(t["cell"]): tid for tid, t in tokens.items() if t["at"] == "board"}
    for s, cells in enumerate(peeked):
        if s != seat:
            det.known[s] = [at_cell[cell] for cell in cells]

