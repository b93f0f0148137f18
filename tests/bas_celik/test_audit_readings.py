"""Readings of the rulebook (../shared/rulebooks/bas-celik.txt) checked again.

G. Curses: a paralysed character or creature only defends, never attacks, and while
others may take its Health it takes no one's. A paralysed character therefore plays
its turns (moves, draws, shops, rests, trades, hides), but is never offered an attack
(a creature on its field, a Struggle in a meeting, a beast of the finale), and a higher
roll of its own in a conflict harms no one; the paralysis wears off by the cycles the
card gives, as the other curses do.

Hidden information: ``determinize`` draws again every face-down curse the seat looking
cannot know, an eliminated character's too (A. Characters: its treasures wait for the
winner of the conflict to pick three; the others see only how many curses lie there).

The log: a roll lowered by a curse reads "3-1", as the encounter box shows it.
"""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.bas_celik import rules
from games.bas_celik.content import content
from tests.bas_celik.helpers import edit, game, take

ATTACKS = {"attack", "struggle"}


def _paralysed_play(seed: int, seats: int, start: int, cycles: int, steps: int = 700):
    """A game of ``seats`` under the playout policy; at the first turn from action
    ``start`` on, the seat to move is paralysed for ``cycles``. Yields ``(state,
    seat, legal, events)`` after each later action (``legal``: the choices it was made
    from, ``events``: what it caused)."""
    s = game(seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(start):
        if rules.is_over(s):
            return
        rules.apply(s, rules.playout_policy(s, rng))
    for _ in range(400):
        if rules.is_over(s) or s.phase == "turn":
            break
        rules.apply(s, rules.playout_policy(s, rng))
    if rules.is_over(s):
        return
    seat = s.turn
    s = edit(s, lambda d: d["heroes"][seat].update(paralysed=cycles))
    s.rng = random.Random(seed + 1)
    for _ in range(steps):
        if rules.is_over(s):
            return
        legal = rules.legal_actions(s)
        before = s.heroes[seat]["paralysed"]
        action = rules.playout_policy(s, rng)
        events = rules.apply(s, action)
        yield s, seat, legal, events, before


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.integers(0, 250), st.integers(1, 3))
def test_a_paralysed_character_plays_its_turns_but_never_attacks(seed, seats, start, cycles):
    """G. Curses: while paralysed, the character's turns are played (never skipped for
    the paralysis), no attack is among its choices, it overcomes no creature and no
    beast, and wins no Health from anyone; after ``cycles`` new cycles it is free."""
    turns_played = 0
    for s, seat, legal, events, before in _paralysed_play(seed, seats, start, cycles):
        h = s.heroes[seat]
        cycle_starts = 0
        if before and rules.current_seat(s) == seat and h["paralysed"]:
            assert not ATTACKS & {a["type"] for a in rules.legal_actions(s)}, s.phase
        for i, e in enumerate(events):
            if e["type"] == "turn":
                cycle_starts += e["seat"] == s.order[0]
            if not before:
                continue
            assert not (e["type"] in ("overcome", "beast_killed") and e.get("seat") == seat), e
            if e["type"] == "struggle" and seat in (e["seat"], e["other"]):
                winner = e["seat"] if e["won"] else e["other"]
                loser = e["other"] if e["won"] else e["seat"]
                if winner == seat:
                    assert not any(x["type"] == "hurt" and x["seat"] == loser
                                   for x in events[i + 1:]), events
        if h["char"] is None:
            return                                 # eliminated: the paralysis went with it
        if h["paralysed"] <= before:               # (else a new paralysis took hold)
            assert h["paralysed"] == max(0, before - cycle_starts), "it wears off by cycles"
        if before and e_turn_of(events, seat) and h["skip"] == 0 and not s.meeting:
            assert rules.current_seat(s) == seat and s.phase == "turn", \
                "the paralysed character's turn was skipped"
            turns_played += 1
        if h["paralysed"] == 0:
            break


def e_turn_of(events, seat) -> bool:
    """The last of ``events`` began ``seat``'s turn (nothing after it)."""
    turn = [i for i, e in enumerate(events) if e["type"] == "turn"]
    return bool(turn) and events[turn[-1]]["seat"] == seat and \
        all(e["type"] in ("paralysed_turn", "returned") for e in events[turn[-1] + 1:])


def test_a_paralysed_characters_turn_is_its_own_to_move():
    """G. Curses: the paralysed character's next turn begins with its move (the d6 or a
    step), not skipped, and shows no attack on the creature lying on its field."""
    s = game(2, seed=4)
    seat = s.turn
    field = s.heroes[seat]["field"]

    def change(d):
        d["heroes"][seat]["paralysed"] = 2
        card = next(c for c in d["piles"]["outer"][0] if content().card(c).kind == "creature")
        d["board"][field] = take(d, card)
    s = edit(s, change)
    rules.apply(s, {"type": "end_turn"}) if s.phase == "after" else None
    legal = rules.legal_actions(s)
    assert rules.current_seat(s) == seat and s.phase == "turn"
    assert any(a["type"] in ("roll", "step") for a in legal)
    assert not any(a["type"] == "attack" for a in legal)
    unparalysed = edit(s, lambda d: d["heroes"][seat].update(paralysed=0))
    assert any(a["type"] == "attack" for a in rules.legal_actions(unparalysed))


def test_a_paralysed_defender_answers_the_meeting_without_a_struggle():
    """4.4 / G. Curses: in the second round the paralysed defender decides (no action,
    hiding, stealing, trade), but Struggle is not among its options."""
    from tests.bas_celik.helpers import clear_board, place
    s = game(2, seed=11)
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field="i15", paralysed=2))
    s = place(s, 0, "i00", walked=40)
    rules.apply(s, {"type": "step", "to": "i15"})
    assert s.phase == "meet" and {"type": "struggle"} in rules.legal_actions(s)
    rules.apply(s, {"type": "meet_none"})
    rng = random.Random(0)
    for _ in range(200):
        if s.phase == "meet" and rules.current_seat(s) == 1:
            break
        rules.apply(s, rules.playout_policy(s, rng))
    assert s.phase == "meet" and rules.current_seat(s) == 1
    legal = rules.legal_actions(s)
    assert {"type": "meet_none"} in legal and {"type": "struggle"} not in legal
    rules.apply(s, {"type": "meet_none"})
    assert s.meeting is None and s.heroes[0]["leave"] and s.heroes[1]["leave"]


# ---------------------------------------------------------------------------- determinize

def _loot_position(seed: int, seats: int):
    """Seat 0 has just eliminated seat 1 in a struggle: seat 1's treasures (two Key-less
    items and three face-down curses, from the treasure and the Inner deck) wait for
    seat 0 to pick from (phase ``loot``)."""
    s = game(seats, seed=seed)
    c = content()

    def change(d):
        treasure = [x for x in d["treasure"] if c.card(x).kind == "curse"][:2]
        inner = [x for p in d["piles"]["inner"] for x in p if c.card(x).kind == "curse"][:1]
        items = [x for x in d["treasure"] if c.card(x).kind == "item"][:2]
        loot = sorted(take(d, x) for x in treasure + inner + items)
        d["queue"] = [{"seat": 0, "loot": loot, "left": 3, "resume": "end"}]
        d["phase"] = "loot"
        d["pending"] = None
        d["turn"] = 0
    return edit(s, change)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 500), st.integers(2, 5), st.integers(1, 4))
def test_determinize_deals_an_eliminated_characters_curses_again(seed, seats, looking):
    """A. Characters / G. Curses: a seat other than the winner sees the eliminated
    character's items and how many curses wait in the loot, not which: determinize keeps
    the items and the count of each kind of back, and draws the curses again."""
    looking = 1 + (looking - 1) % (seats - 1)          # any seat but the winner (0)
    s = _loot_position(seed, seats)
    c = content()
    real = s.queue[0]["loot"]
    backs = sorted(c.card(x).group for x in real if c.card(x).kind == "curse")
    drawn = set()
    for i in range(12):
        world = rules.determinize(s, looking, random.Random(i))
        loot = world.queue[0]["loot"]
        assert [x for x in loot if c.card(x).kind != "curse"] == \
            [x for x in real if c.card(x).kind != "curse"]
        assert sorted(c.card(x).group for x in loot if c.card(x).kind == "curse") == backs
        assert rules.view(world, looking) == rules.view(s, looking)
        assert not rules.invariant_problems(world)
        drawn.add(tuple(loot))
    assert len(drawn) > 1, "the curses waiting in the loot were never drawn again"
    mine = rules.determinize(s, 0, random.Random(1))            # the winner sees them
    assert mine.queue[0]["loot"] == real


# ---------------------------------------------------------------------------- log lines

ROLLED = ("conflict", "hide", "struggle", "steal", "bas_round", "beast_round", "beast_hide")


@settings(max_examples=20, deadline=None)
@given(st.integers(-4, 4), st.integers(-4, 4))
def test_a_roll_with_a_minus_reads_as_a_minus_in_the_log(bonus, other):
    """G. Curses lower rolls: a roll of 3 with -1 reads "3-1", never "3+-1", in every
    log line that adds something to a roll (the events of many games, bonuses varied)."""
    found = _rolled_events()
    assert set(ROLLED) - {"beast_hide", "beast_round"} <= {e["type"] for _s, e in found}
    for state, event in found:
        event = dict(event, bonus=bonus)
        event.pop("parts", None)                   # the sums alone (no breakdown)
        event.pop("other_parts", None)
        if "other_bonus" in event and event["other_bonus"] is not None:
            event["other_bonus"] = other
        line = rules.describe(state, event)
        assert "+-" not in line and "+ -" not in line and "+0" not in line, line
        roll = event["hero_roll"] if event["type"] == "conflict" else event["roll"]
        if bonus:                                  # the roll, the bonus and the total
            assert f"{roll}{bonus:+d} = {roll + bonus}" in line, line
        else:
            assert f": {roll}" in line, line
        if bonus:                                  # broken down into its parts
            event["parts"] = [["event", bonus, ""]]
            line = rules.describe(state, event)
            assert "+ -" not in line and "- -" not in line, line
            sign = "+" if bonus > 0 else "-"
            assert f"{roll} {sign} {abs(bonus)} from an Event = {roll + bonus}" in line, line


def test_every_roll_in_the_log_names_its_die():
    """5. Conflict, 4.4.2-4.4.5, 10.: every roll in the log says its die ("d10+1: 8+1 =
    9"), the character's and the other side's (a creature, a character, Baš-Čelik)."""
    import re
    for state, event in _rolled_events():
        line = rules.describe(state, event)
        assert len(re.findall(r"\bd\d+", line)) >= 2, line


_FOUND: list = []


def _rolled_events() -> list:
    """``(state, event)`` of the rolled kinds from a few whole games (made once)."""
    if not _FOUND:
        for seed in range(9):
            s = game(2 + seed % 3, seed=seed)
            rng = random.Random(seed)
            for _ in range(3000):
                if rules.is_over(s):
                    break
                legal = rules.legal_actions(s)
                action = rng.choice(legal) if rng.random() < 0.3 else rules.playout_policy(s, rng)
                for e in rules.apply(s, action):
                    if e["type"] in ROLLED and sum(x[1]["type"] == e["type"] for x in _FOUND) < 4:
                        _FOUND.append((rules.clone(s), e))
    return _FOUND
