"""The "no element can be placed" rule ("Uwaga!" under "Rozbudowa Katedry"): the redraw's
events exactly, for either seat, and a redraw that empties the stack a second time
("Wyczerpanie stosu": the game ends after a final scoring)."""
from games.basilica import rules as R
from tests.basilica.test_rules import JOKER_TRAP, arrange, new


def trapped(stack_top=("g04", "r04", "b06")):
    """Three elements that fit nowhere on JOKER_TRAP (two Jokers and a blue one)."""
    return arrange(new(), cathedral=JOKER_TRAP, elements=["yg2", "yg3", "br2"],
                   stack_top=list(stack_top))


def test_a_redraw_discards_the_three_and_deals_three_from_the_top():
    state = trapped()
    assert R.apply(state, {"type": "redraw"}) == [
        {"type": "redraw", "seat": 0, "tokens": ["yg2", "yg3", "br2"]},
        {"type": "deal", "field": 0, "token": "b06", "barrier": True},
        {"type": "deal", "field": 1, "token": "r04", "barrier": True},
        {"type": "deal", "field": 2, "token": "g04", "barrier": True}]
    assert state.element_fields == ["b06", "r04", "g04"]
    assert state.discard == ["yg2", "yg3", "br2"] and state.phase == "play"


def test_the_second_player_redraws_too():
    state = trapped()
    state.turn, state.turn_number = 1, 2
    events = R.apply(state, {"type": "redraw"})
    assert events[0] == {"type": "redraw", "seat": 1, "tokens": ["yg2", "yg3", "br2"]}
    assert R.describe(state, events[0]) == (
        "Bart cannot place any element: the three are discarded.")
    assert R.current_seat(state) == 1 and state.actions_done == 0


def test_a_redraw_that_empties_the_stack_a_second_time_ends_the_game():
    state = trapped(stack_top=["g04"])
    state.discard, state.stack = state.stack[:-1], ["g04"]   # the discard pile was used once
    state.exhaustions = 1
    assert R.invariant_problems(state) == []
    events = R.apply(state, {"type": "redraw"})
    assert events == [
        {"type": "redraw", "seat": 0, "tokens": ["yg2", "yg3", "br2"]},
        {"type": "deal", "field": 0, "token": "g04", "barrier": True},
        {"type": "stack_out", "exhaustion": 2},
        {"type": "scoring_open", "number": 1, "seat": 0, "final": True, "barrier": True}]
    assert state.element_fields == ["g04", None, None] and state.phase == "scoring"
    R.apply(state, {"type": "score"})
    assert R.is_over(state)
