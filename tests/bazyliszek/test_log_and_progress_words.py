"""The words Bazyliszek shows for a game: every game-log line ``describe`` writes for the
events of real turns, the save list's ``progress`` text in every phase, and the reasons an
action is refused (the rule kit's sentences for a malformed action, the game's own
for the refusals a player can meet), all as whole sentences written out by hand.

Rulebook sections: "Gameplay" (reveal, visit, skip, take; the round ends when the last card
has been revealed; scoring), "Examples", "Simplified Variant" (shields).
"""
from __future__ import annotations

import pytest

from games.bazyliszek import rules as R
from games.bazyliszek.rooms import load_rooms
from games.engine.protocol import IllegalAction

NAMES = ["Ola", "Bart", "Cyryl", "Dorota", "Ewa"]


def new(n=2, seed=5, variant="standard", shields=0):
    players = [{"name": NAMES[i], "colour": f"c{i}", "shields": shields} for i in range(n)]
    return R.new_game(players, {"variant": variant}, seed)


def first_face_down(state) -> int:
    return next(i for i, (c, up) in enumerate(zip(state.table, state.face_up))
                if c is not None and not up)


def turn(state, decision, slot=None):
    """Reveal ``slot`` (default: the first face-down one), then visit or skip it; returns
    every event of the two actions."""
    slot = first_face_down(state) if slot is None else slot
    return (R.apply(state, {"type": "reveal", "slot": slot})
            + R.apply(state, {"type": decision}))


def skip_to_round_end(state) -> list[dict]:
    """Reveal and skip every face-down room left; the events of the last turn."""
    events = []
    while state.phase in ("play", "decide"):
        events = turn(state, "skip")
    return events


def lines(state, events) -> list[str]:
    return [R.describe(state, e) for e in events]


# ----------------------------------------------------------------- log lines of turns

@pytest.mark.parametrize("n", [2, 3, 5])
@pytest.mark.parametrize("seed", [1, 5, 12])
def test_reveal_visit_skip_and_take_are_logged_without_naming_piled_rooms(n, seed):
    """"Gameplay": a visited room goes face down onto the pile (never named); a skipped one
    stays face up (named with its door side); a face-up room may be taken later."""
    state = new(n, seed)
    first = state.turn
    name = NAMES[first]
    nxt = NAMES[(first + 1) % n]
    assert lines(state, turn(state, "visit")) == [
        f"{name} reveals a room.", f"{name} visits it: onto the pile, face down."]
    slot = first_face_down(state)
    shown = load_rooms().describe(state.table[slot])
    assert lines(state, turn(state, "skip", slot)) == [
        f"{nxt} reveals a room.", f"{nxt} skips it: {shown}, stays face up."]
    after = NAMES[(first + 2) % n]
    assert lines(state, R.apply(state, {"type": "take", "slot": slot})) == [
        f"{after} takes a face-up room from the table."]


def test_a_skipped_room_is_named_by_its_room_and_door_side():
    state = new(2, seed=5)
    slot = state.table.index("haunted_crypt-m2")
    assert lines(state, turn(state, "skip", slot))[1] == \
        "Ola skips it: Haunted Crypt, door left, stays face up."


def test_a_round_where_everyone_skips_scores_nothing_and_round_two_has_all_90_rooms():
    """"Gameplay": the round ends once the last card is revealed; skipped rooms go back
    into round 2 with the set-aside half."""
    state = new(2, seed=5)
    assert state.turn == 0            # seed 5 gives Ola the first turn, so also the 45th
    assert lines(state, skip_to_round_end(state)) == [
        "Ola reveals a room.",
        "Ola skips it: " + load_rooms().describe(state.table[-1]) + ", stays face up.",
        "Round 1 is over: the piles are revealed.",
        "Ola scores 0 points: 0 mirror pairs, 0 other rooms.",
        "Bart scores 0 points: 0 mirror pairs, 0 other rooms.",
    ]
    assert lines(state, R.apply(state, {"type": "continue"})) == [
        "Round 2 begins with 90 rooms face down; Bart starts."]
    end = lines(state, skip_to_round_end(state))
    assert end[2:] == [
        "Round 2 is over: the piles are revealed.",
        "Ola scores 0 points: 0 mirror pairs, 0 other rooms.",
        "Bart scores 0 points: 0 mirror pairs, 0 other rooms.",
        "The game is over. Winners: Ola and Bart.",
    ]


def test_one_visited_room_wins_a_game_where_the_others_skip_everything():
    """"Gameplay": 1 point for a room that is neither repeated nor mirrored; the most
    points win."""
    state = new(3, seed=2)
    first = state.turn
    turn(state, "visit")
    end = lines(state, skip_to_round_end(state))
    scored = {NAMES[s]: ("1 point: 0 mirror pairs, 1 other room" if s == first
                         else "0 points: 0 mirror pairs, 0 other rooms") for s in range(3)}
    assert end[3:] == [f"{NAMES[s]} scores {scored[NAMES[s]]}." for s in range(3)]
    assert lines(state, R.apply(state, {"type": "continue"})) == [
        f"Round 2 begins with 89 rooms face down; {NAMES[(first + 1) % 3]} starts."]
    end = lines(state, skip_to_round_end(state))
    assert end[-1] == f"The game is over. Winner: {NAMES[first]}."


def _slots_of(state, *cards):
    return [state.table.index(c) if c in state.table else None for c in cards]


def _visit_cards(state, cards):
    """Let whoever's turn it is visit ``cards`` (those on the table) in turn, with every
    other seat skipping, until the named cards are all in seat ``state.turn``'s pile."""
    seat = state.turn
    for card in cards:
        while state.turn != seat:
            turn(state, "skip", next(i for i, (c, up) in enumerate(zip(state.table, state.face_up))
                                     if c is not None and not up and c not in cards))
        turn(state, "visit", state.table.index(card))
    return seat


def _round1_with_pile(pile, variant="standard", shields=0, n=2):
    """A 2-seat round 1 where the first seat visits ``pile`` (cards spread on the table)
    and everything else is skipped; the log lines of the round's end."""
    for seed in range(200):
        state = new(n, seed, variant, shields)
        if all(c in state.table for c in pile):
            break
    seat = _visit_cards(state, pile)
    return state, seat, lines(state, skip_to_round_end(state))


def test_the_log_line_of_a_pile_with_a_mirror_pair_and_a_single_room():
    """"Examples": a mirror pair is 5 points, another room 1."""
    state, seat, end = _round1_with_pile(["barrel_cellar-a1", "barrel_cellar-m2", "rat_nest-a3"])
    assert f"{NAMES[seat]} scores 6 points: 1 mirror pair, 1 other room." in end


def test_the_log_line_of_a_pile_that_meets_the_basilisk():
    """"Gameplay": two identical rooms: no points, the cards go back to the centre."""
    state, seat, end = _round1_with_pile(["haunted_crypt-m1", "haunted_crypt-m3"])
    assert f"{NAMES[seat]} meets the basilisk: 0 points, the cards go back to the centre." in end


def test_the_log_line_of_a_pile_saved_by_a_shield():
    """"Simplified Variant": a shield discards the card that would meet the basilisk."""
    state, seat, end = _round1_with_pile(["haunted_crypt-m1", "haunted_crypt-m3", "rat_nest-m1"],
                                         variant="simplified", shields=2)
    assert f"{NAMES[seat]} scores 2 points: 0 mirror pairs, 2 other rooms (1 shield used)." in end


@pytest.mark.parametrize("kind", ["mystery", "", "Reveal", "reveal ", "pile-scored"])
def test_an_event_of_a_kind_the_game_does_not_make_is_refused(kind):
    """A line is never made up for an event the game has no line for (a mistake in the
    rules, not something to show a player)."""
    with pytest.raises(ValueError) as err:
        R.describe(new(), {"type": kind, "seat": 0})
    assert str(err.value) == f"Bazyliszek makes no {kind!r} event"


# ----------------------------------------------------------------- progress text

def test_progress_counts_the_face_down_rooms_as_the_round_goes():
    state = new(2, seed=5)
    assert R.progress(state) == "Round 1: 45 rooms face down"
    R.apply(state, {"type": "reveal", "slot": 0})
    assert R.progress(state) == "Round 1: 44 rooms face down"
    R.apply(state, {"type": "skip"})
    assert R.progress(state) == "Round 1: 44 rooms face down"
    turn(state, "visit")
    assert R.progress(state) == "Round 1: 43 rooms face down"
    R.apply(state, {"type": "take", "slot": 0})
    assert R.progress(state) == "Round 1: 43 rooms face down"
    while R.face_down_count(state) > 1:
        turn(state, "skip")
    assert R.progress(state) == "Round 1: 1 room face down"
    skip_to_round_end(state)
    assert R.progress(state) == "Round 1 scored"
    R.apply(state, {"type": "continue"})
    # 43 rooms face up on the table, nothing in the centre, 45 set aside.
    assert R.progress(state) == "Round 2: 88 rooms face down"


def test_progress_names_the_winner_or_the_winners_once_the_game_is_over():
    """"Gameplay": a tie with as many round-2 mirror pairs is a shared victory."""
    tie = new(3, seed=4)
    for _ in range(2):
        skip_to_round_end(tie)
        if tie.phase == "scoring":
            R.apply(tie, {"type": "continue"})
    assert R.progress(tie) == "Finished: Ola & Bart & Cyryl won"
    one = new(2, seed=5)
    turn(one, "visit")                 # Ola's first turn
    for _ in range(2):
        skip_to_round_end(one)
        if one.phase == "scoring":
            R.apply(one, {"type": "continue"})
    assert R.progress(one) == "Finished: Ola won"


# ----------------------------------------------------------------- refusal reasons

@pytest.mark.parametrize("action, reason", [
    ("x" * 28, 'An action is a set of named values with a "type".'),
    (12, 'An action is a set of named values with a "type".'),
    ({}, 'An action needs a "type".'),
    ({"slot": 0}, 'An action needs a "type".'),
    ({"type": "y" * 50}, "Unknown action 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy: the actions "
                         "are reveal, take, visit, skip and continue."),
    ({"type": ["take"]}, "Unknown action that: the actions are reveal, take, visit, skip and "
                         "continue."),
    ({"type": "reveal"}, "The reveal action needs 'slot': a place on the table (a whole "
                         "number)."),
    ({"type": "reveal", "slot": "z" * 30}, "The reveal action's 'slot' should be a place on "
                                           "the table (a whole number)."),
    ({"type": "take", "slot": True}, "The take action's 'slot' should be a place on the table "
                                     "(a whole number)."),
    ({"type": "take", "slot": 0, "w" * 50: 1}, "The take action takes no "
                                               "'wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww'."),
    ({"type": "visit", "slot": 0}, "The visit action takes no 'slot'."),
    ({"type": "continue", "round": 2}, "The continue action takes no 'round'."),
])
def test_an_action_of_the_wrong_shape_is_refused_with_the_kits_sentence(action, reason):
    """Malformed actions (no player can click one) get the rule kit's sentences, checked
    before the phase: the state is left as it was."""
    state = new(2, seed=5)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        R.apply(state, action)
    assert str(info.value) == reason
    assert state.to_dict() == before


PHASE_SENTENCES = {
    "play": "First reveal a face-down room or take a face-up one.",
    "decide": "First decide: visit the revealed room or skip it.",
    "scoring": "The round is over; continue to the next round.",
    "over": "The game is over.",
}
ACTION_PHASES = {"reveal": "play", "take": "play", "visit": "decide", "skip": "decide",
                 "continue": "scoring"}


def in_phase(phase: str):
    """A two-seat game in ``phase`` (round 1, or round 2 once over)."""
    state = new(2, seed=5)
    if phase == "decide":
        R.apply(state, {"type": "reveal", "slot": 0})
    elif phase in ("scoring", "over"):
        skip_to_round_end(state)
        if phase == "over":
            R.apply(state, {"type": "continue"})
            skip_to_round_end(state)
    assert state.phase == phase
    return state


@pytest.mark.parametrize("phase", list(PHASE_SENTENCES))
@pytest.mark.parametrize("kind", list(ACTION_PHASES))
def test_an_action_of_another_phase_gets_that_phases_sentence_word_for_word(phase, kind):
    """The sentences a player meets on the board stay as they were (the scene shows the
    rules' reason in its status line)."""
    if ACTION_PHASES[kind] == phase:
        return
    state = in_phase(phase)
    action = {"type": kind, "slot": 0} if kind in ("reveal", "take") else {"type": kind}
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        R.apply(state, action)
    assert str(info.value) == PHASE_SENTENCES[phase]
    assert state.to_dict() == before


def test_the_refusals_of_a_slot_are_word_for_word():
    state = new(2, seed=5)
    R.apply(state, {"type": "reveal", "slot": 3})
    R.apply(state, {"type": "skip"})
    R.apply(state, {"type": "reveal", "slot": 4})
    R.apply(state, {"type": "visit"})
    refusals = [({"type": "reveal", "slot": 3}, "That room is already face up: take it instead."),
                ({"type": "take", "slot": 5}, "That room is face down: reveal it first."),
                ({"type": "take", "slot": 4}, "That room has already been taken."),
                ({"type": "reveal", "slot": 4}, "That room has already been taken."),
                ({"type": "reveal", "slot": 45}, "There is no such place on the table: 45 is "
                                                 "not between 0 and 44."),
                ({"type": "take", "slot": -1}, "There is no such place on the table: -1 is "
                                               "not between 0 and 44.")]
    before = state.to_dict()
    for action, reason in refusals:
        with pytest.raises(IllegalAction) as info:
            R.apply(state, action)
        assert str(info.value) == reason
    assert state.to_dict() == before
