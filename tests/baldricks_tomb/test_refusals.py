"""What ``apply`` says when it refuses an action (the rules on the engine's rule kit,
``games.engine.rulekit.Actions``): an action of another phase gets that phase's sentence,
a malformed action the kit's sentence, and the refusals a player can meet on the board
their own words. Every expected sentence is written out here by hand; the state is
never changed by a refusal."""
import json

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, players, ready
from tests.baldricks_tomb.test_random_games import new_random_game

PHASE_SENTENCES = {
    "skills": "First everyone keeps three of their five skills.",
    "place_tokens": "First the rubble tokens are placed.",
    "place_pawns": "First every pawn rolls its starting space.",
    "move": "It is time to move (or end the move).",
    "combat": "Fight the monster, run away or play a scroll first.",
    "relocate": "First choose where the rubble token goes.",
    "discard": "First discard scrolls down to two.",
    "over": "The game is over.",
}
# A well-formed action of every type, and the phases it belongs to.
EXAMPLES = {
    "keep_skills": ({"cards": ["a", "b", "c"]}, {"skills"}),
    "place_token": ({"cell": [4, 4]}, {"place_tokens"}),
    "place_rest": ({}, {"place_tokens"}),
    "roll_pawn": ({}, {"place_pawns"}),
    "step": ({"cell": [4, 4]}, {"move"}),
    "end_move": ({}, {"move"}),
    "exit": ({}, {"move"}),
    "steal": ({}, {"move"}),
    "play_scroll": ({"card": "x"}, {"move", "combat"}),
    "fight": ({}, {"combat"}),
    "run": ({}, {"combat"}),
    "place_adjacent": ({"cell": [4, 4]}, {"relocate"}),
    "discard_scroll": ({"card": "x"}, {"discard"}),
}


def discarding():
    """Both scroll piles ran out with Ana holding three scrolls: discard down to two."""
    s = ready(2)
    s.scrolls[0].append(s.piles["scroll"].pop())
    s.phase, s.discard_return = "discard", "move"
    assert R.invariant_problems(s) == []
    return s


def positions_of_every_phase():
    """One position of each phase, from random games (1-4 players, every variant; the
    rare discard down to two arranged)."""
    found = {"discard": discarding()}
    for game in range(60):
        state, rng = new_random_game(game)
        while len(found) < len(PHASE_SENTENCES):
            found.setdefault(state.phase, R.clone(state))
            if R.is_over(state):
                break
            R.apply(state, rng.choice(R.legal_actions(state)))
        if len(found) == len(PHASE_SENTENCES):
            return found
    raise AssertionError(f"phases never reached: {set(PHASE_SENTENCES) - set(found)}")


def snapshot(state):
    return json.dumps(state.to_dict(), sort_keys=True)


def test_an_action_of_another_phase_gets_that_phases_sentence_word_for_word():
    for phase, state in positions_of_every_phase().items():
        before = snapshot(state)
        for kind, (keys, phases) in EXAMPLES.items():
            if phase in phases:
                continue
            with pytest.raises(R.IllegalAction) as refused:
                R.apply(state, {"type": kind, **keys})
            assert refused.value.reason == PHASE_SENTENCES[phase], (phase, kind)
        assert snapshot(state) == before


@pytest.mark.parametrize("action, reason", [
    ("step", "An action is a set of named values with a \"type\"."),
    ({"cell": [1, 2]}, "An action needs a \"type\"."),
    ({"type": "walk"}, "Unknown action 'walk': the actions are keep_skills, place_token, "
                       "place_rest, roll_pawn, step, end_move, exit, steal, play_scroll, fight, "
                       "run, place_adjacent and discard_scroll."),
    ({"type": ["step"]}, "Unknown action that: the actions are keep_skills, place_token, "
                         "place_rest, roll_pawn, step, end_move, exit, steal, play_scroll, "
                         "fight, run, place_adjacent and discard_scroll."),
    ({"type": "step"}, "The step action needs 'cell': a space [red, blue], each 1-8."),
    ({"type": "step", "cell": [0, 3]}, "The step action's 'cell' should be a space [red, blue], "
                                       "each 1-8."),
    ({"type": "step", "cell": (1, 2)}, "The step action's 'cell' should be a space [red, blue], "
                                       "each 1-8."),
    ({"type": "step", "cell": [True, 2]}, "The step action's 'cell' should be a space "
                                          "[red, blue], each 1-8."),
    ({"type": "end_move", "cell": [1, 2]}, "The end move action takes no 'cell'."),
    ({"type": "play_scroll", "card": 7}, "The play scroll action's 'card' should be a card id "
                                         "(text)."),
    ({"type": "play_scroll", "card": "x", "cell": "here"},
     "The play scroll action's 'cell' should be a space [red, blue], each 1-8."),
    ({"type": "keep_skills", "cards": ["a", 2]}, "The keep skills action's 'cards' should be a "
                                                 "list of card ids (text)."),
    ({"type": "discard_scroll"}, "The discard scroll action needs 'card': a card id (text)."),
])
def test_a_malformed_action_gets_the_kits_sentence(action, reason):
    state = ready(2)
    before = snapshot(state)
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, action)
    assert refused.value.reason == reason
    assert snapshot(state) == before


def _moving(**kw):
    s = ready(2, **kw)
    no_skills(s)
    return s


def _no_gold_left():
    s = _moving(pawns=((1, 1), (8, 8)))
    s.free_steps, s.supply = 0, 60
    return s


def _pawn_in_the_way():
    s = _moving(pawns=((1, 1), (1, 2)))
    s.free_steps, s.gold[0], s.supply = 1, 0, 60
    return s


def _on_a_pawn():
    s = _moving(pawns=((1, 1), (1, 2)))
    s.free_steps, s.gold[0], s.supply = 2, 0, 60
    R.apply(s, {"type": "step", "cell": [1, 2]})
    return s


def _gem_far_away():
    s = _moving(pawns=((1, 1), (8, 8)))
    s.tokens["gem"].update(at="held", cell=None, up=True)
    s.gem_holder = 1
    return s


def _laying_rubble():
    s = R.new_game(players(2), {}, 3)
    R.apply(s, {"type": "place_token", "cell": [4, 4]})
    return s


def _choosing_skills():
    return R.new_game(players(2), {"custom_characters": True}, 3)


BOARD_REFUSALS = [
    (lambda: _moving(pawns=((1, 1), (8, 8))), {"type": "step", "cell": [3, 1]},
     "Move one space at a time, up, down, left or right."),
    (_no_gold_left, {"type": "step", "cell": [2, 1]},
     "No free steps left: an extra step costs 2 gold; you have 0."),
    (_pawn_in_the_way, {"type": "step", "cell": [1, 2]},
     "You cannot stop on another pawn's space: you may only pass through it if you can move "
     "on afterwards (a free step or 2 gold)."),
    (_on_a_pawn, {"type": "end_move"}, "You cannot stop on another pawn's space."),
    (lambda: _moving(), {"type": "exit"}, "Stand on the face-up Exit to leave the floor."),
    (_gem_far_away, {"type": "steal"},
     "Only once per turn, from a space next to the Gem holder's pawn."),
    (lambda: _moving(), {"type": "play_scroll", "card": "no_such_scroll"},
     "You do not hold that scroll."),
    (_laying_rubble, {"type": "place_token", "cell": [4, 4]}, "That space already has a token."),
    (_laying_rubble, {"type": "place_token", "cell": [4, 5]},
     "Leave at least one open space between rubble tokens."),
    (_choosing_skills, {"type": "keep_skills", "cards": ["a", "b", "c"]},
     "Keep exactly three different skills from the five you were dealt."),
]


@pytest.mark.parametrize("make, action, reason", BOARD_REFUSALS)
def test_the_refusals_a_player_can_meet_on_the_board_keep_their_words(make, action, reason):
    state = make()
    before = snapshot(state)
    with pytest.raises(R.IllegalAction) as refused:
        R.apply(state, action)
    assert refused.value.reason == reason
    assert snapshot(state) == before


def test_a_step_with_the_pawn_off_the_board_is_refused_before_anything_moves():
    s = _moving()
    s.cells[0] = None
    before = snapshot(s)
    with pytest.raises(R.IllegalAction, match="^Your pawn is not on the board.$"):
        R.apply(s, {"type": "step", "cell": [2, 1]})
    assert snapshot(s) == before


def finished(names, golds):
    s = ready(len(names))
    for seat, name in enumerate(names):
        s.players[seat]["name"] = name
    s.gold, s.supply = list(golds), 60 - sum(golds)
    s.phase, s.floor = "over", len(s.path)
    return s


def test_the_save_list_names_the_winners_of_a_finished_game():
    assert R.progress(finished(["Ola", "Bart"], [7, 3])) == "Finished: Ola won"
    assert R.progress(finished(["Ola", "Bart"], [5, 5])) == "Finished: Ola & Bart won"
    assert R.progress(finished(["Ola", "Bart", "Cyryl"], [4, 4, 4])) == \
        "Finished: Ola & Bart & Cyryl won"
    assert R.progress(finished(["Ola", "Bart", "Cyryl"], [1, 4, 4])) == \
        "Finished: Bart & Cyryl won"


def test_the_progress_text_of_the_other_phases():
    s = ready(2)
    s.floor, s.doom = 2, 3
    assert R.progress(s) == "Floor 2, round 3"
    assert R.progress(R.new_game(players(2), {}, 1)) == "Floor 1, setting up"
    assert R.progress(R.new_game(players(2), {"custom_characters": True}, 1)) == "Choosing skills"
