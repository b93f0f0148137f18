"""``rules.must_move_on`` and ``rules.pass_through`` agree with the legal actions
through random games ("Gameplay": a move may pass through other pawns' spaces but not
end on one): a pawn told to move on has no End move, one not told so has it, and every
legal step onto a space to cross leaves the pawn without End move."""
import random

from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import players


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_move_on_and_pass_through_match_the_legal_actions(n, seed):
    s = R.new_game(players(n), {}, seed)
    rng, seen = random.Random(seed), 0
    for _i in range(400):
        if R.is_over(s):
            break
        legal = R.legal_actions(s)
        v = R.view(s, s.turn)
        if s.phase == "move" and s.cells[s.turn] is not None:
            ends = any(a["type"] == "end_move" for a in legal)
            assert R.must_move_on(v) == (not ends)
            for a in legal:
                if a["type"] == "step" and tuple(a["cell"]) in R.pass_through(v):
                    after = R.clone(s)
                    R.apply(after, a)
                    if after.phase == "move" and after.turn == s.turn:
                        assert not any(b["type"] == "end_move" for b in R.legal_actions(after))
                        seen += 1
        else:
            assert not R.pass_through(v)
        R.apply(s, rng.choice(legal))
