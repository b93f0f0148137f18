"""Baš-Čelik's score sheet (``games.engine.scoresheet``). The game is won, not scored: its
``scores`` are our measure of each seat's way towards the win (10 for a winner; else 2 per
Key card held or placed and the most strikes dealt to Baš-Čelik in one fight, at most 9),
and the sheet shows those parts; the chart follows the Key cards, the way to the end."""
from __future__ import annotations

from games.bas_celik.content import content
from games.engine.i18n import N_, _

CHART_LABEL = N_("Key cards held or placed")


def key_cards(state, seat: int) -> int:
    """How many Key cards ``seat``'s hero holds or has placed (0 without a hero)."""
    h = state.heroes[seat]
    if h is None or h["char"] is None:
        return 0
    return len(h["keys_placed"]) + sum(1 for c in h["items"] if content().card(c).kind == "key")


def chart_values(state) -> list[int]:
    """Each seat's Key cards held or placed (``key_cards``)."""
    return [key_cards(state, seat) for seat in range(len(state.heroes))]


def breakdown(state) -> list[tuple[str, list[int]]]:
    """Rows of the measure ``scores`` gives, in the language shown: the win, Key cards
    (2 each) and strikes dealt for every seat, the winner's too (the ranking shows them:
    a playtester read "Key cards: 3" there and 0 on the sheet), then the rows that bring
    each seat to its score: the cap at 9, and for a winner the win counting 10 in all
    (negative rows, shown only when they cut something); each seat's rows sum to its
    score."""
    seats = range(len(state.heroes))
    won = [10 if s in state.winners else 0 for s in seats]
    keys, strikes, cap, win_cap = [], [], [], []
    for s in seats:
        h = state.heroes[s]
        k = 2 * key_cards(state, s)
        b = h["best"] if h is not None else 0
        keys.append(k), strikes.append(b)
        if s in state.winners:
            cap.append(0), win_cap.append(-(k + b))
        elif h is None or h["char"] is None:      # no hero now: its score is 0
            cap.append(-(k + b)), win_cap.append(0)
        else:
            cap.append(min(9, k + b) - (k + b)), win_cap.append(0)
    rows = [(_("Victory"), won), (_("Key cards (2 each)"), keys),
            (_("Most strikes dealt to Baš-Čelik"), strikes)]
    if any(cap):
        rows.append((_("Capped at 9"), cap))
    if any(win_cap):
        rows.append((_("A win counts 10 in all"), win_cap))
    return rows
