"""Basilica's view: what every seat and the table see ("Przygotowania do rozgrywki" step 5:
the stack lies Order side up, so the Order on its top token is public)."""
import json
import random

from games.basilica import rules as R

PLAYERS = [{"name": "Ola", "colour": "red"}, {"name": "Bart", "colour": "blue"}]


def test_the_top_order_of_the_stack_is_shown_to_everyone_but_not_its_element():
    state = R.new_game(PLAYERS, {}, 5)
    top = state.stack[-1]
    views = [R.view(state, seat) for seat in (None, 0, 1)]
    assert views[0] == views[1] == views[2]
    assert views[0]["stack_top"] == R.load_content().tokens[top].order
    assert top not in json.dumps(views[0])              # the element side stays hidden


def test_the_shown_top_order_is_the_next_order_drawn_in_random_games():
    """Every Order drawn onto an Order field (event ``draw``) is the one the view showed
    on top of the stack just before, unless the stack was reshuffled on the way."""
    checked = 0
    for seed in range(30):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        while not R.is_over(state):
            shown = R.view(state, None)["stack_top"]
            assert shown == (R.load_content().tokens[state.stack[-1]].order if state.stack
                             else None)
            events = R.apply(state, rng.choice(R.legal_actions(state)))
            kinds = [e["type"] for e in events]
            if "draw" in kinds and not {"deal", "reshuffle"} & set(kinds[:kinds.index("draw")]):
                assert events[kinds.index("draw")]["order"] == shown, (seed, events)
                checked += 1
    assert checked > 500


def test_an_empty_stack_shows_no_top_order():
    state = R.new_game(PLAYERS, {}, 1)
    state.discard.extend(state.stack)
    state.stack.clear()
    assert R.view(state, None)["stack_top"] is None
