"""An action of another phase is refused with the phase's sentence, word for word, in every
phase a game passes through (the sentences are written out here by hand; Basilica's
``ACTIONS`` table on the engine's rule kit says them). "Przebieg rozgrywki - tury" and
"Platne Rozkazy dla przeciwnika": the turn, the Paid Order offer and its carrying out, the
scoring held and the end of the game each accept only their own actions."""
import random

import pytest

from games.basilica import rules as R
from games.engine.protocol import IllegalAction
from tests.basilica.test_rules import PLAYERS

WELL_FORMED = {"build": {"type": "build", "field": 0, "x": 0, "y": 0},
               "place_builder": {"type": "place_builder"}, "redraw": {"type": "redraw"},
               "order": {"type": "order", "field": 0}, "pay": {"type": "pay"},
               "decline": {"type": "decline"}, "paid_order": {"type": "paid_order"},
               "score": {"type": "score"}}
OWN = {"play": {"build", "place_builder", "redraw", "order"}, "paid_offer": {"pay", "decline"},
       "paid_order": {"paid_order"}, "scoring": {"score"}, "over": set()}
NO_SCORING = "There is no scoring to finish now."
SENTENCES = {"play": "There is no Paid Order to answer now.",
             "paid_offer": "First answer the Paid Order offer: pay or decline.",
             "paid_order": "First carry out the Paid Order you paid for.",
             "scoring": "A scoring is being held: move the markers first.",
             "over": "The game is over."}


def expected(phase: str, kind: str) -> str:
    if kind == "score" and phase != "over":
        return NO_SCORING
    return SENTENCES[phase]


@pytest.mark.parametrize("seed", range(6))
def test_every_action_of_another_phase_gets_that_phases_sentence(seed):
    rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
    seen = set()
    while True:
        phase, before = state.phase, state.to_dict()
        for kind, action in WELL_FORMED.items():
            if kind in OWN[phase]:
                continue
            with pytest.raises(IllegalAction) as refused:
                R.apply(state, dict(action))
            assert refused.value.reason == expected(phase, kind), (phase, kind)
            assert state.to_dict() == before
            seen.add(phase)
        if R.is_over(state):
            break
        R.apply(state, rng.choice(R.legal_actions(state)))
    assert {"play", "scoring", "over"} <= seen


def test_the_paid_order_phases_refuse_the_other_actions():
    """Both Paid Order phases, reached on purpose (random games may miss them)."""
    from tests.basilica.test_orders import order, ready
    state = ready("y01")                                  # Hire, with a Paid Order
    R.apply(state, order(0, cell=[0, 0]))
    for phase in ("paid_offer", "paid_order"):
        assert state.phase == phase
        for kind, action in WELL_FORMED.items():
            if kind not in OWN[phase]:
                with pytest.raises(IllegalAction, match=f"^{expected(phase, kind)}$"):
                    R.apply(state, dict(action))
        if phase == "paid_offer":
            R.apply(state, {"type": "pay"})
