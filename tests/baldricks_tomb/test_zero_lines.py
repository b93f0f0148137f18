"""Log lines of a gold change never say "0 gold": a trap taking gold from an empty
purse, a knock-out or a collapsing floor with nothing to take, a payment from an empty
supply each say so in words."""
import re

from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import ready, step, top

ZERO = re.compile(r"\b0 gold\b")


def test_a_gold_trap_on_an_empty_purse_says_there_was_nothing_to_lose():
    traps = [t.id for t in R.content().traps.values()
             if any(fx.handler == "lose_gold" for fx in t.effects)]
    assert len(traps) >= 2
    for trap in traps:
        s = ready(2, tokens={"trap1": (1, 2)})
        s.gold[0] = 0
        top(s, "trap", trap)
        lines = [R.describe(s, e) for e in step(s, (1, 2))]
        assert not any(ZERO.search(line) for line in lines), lines
        assert any("no gold to lose" in line for line in lines), lines


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["gain", "loss", "knocked_out", "floor_end"]),
       amount=st.integers(0, 12), due=st.integers(0, 12))
def test_no_gold_line_counts_zero_gold(kind, amount, due):
    s = ready(2)
    if kind == "gain":
        event = {"type": "gold", "seat": 0, "amount": min(amount, due), "due": due}
    elif kind == "loss":
        event = {"type": "gold", "seat": 0, "amount": -amount}
    elif kind == "knocked_out":
        event = {"type": "knocked_out", "seat": 0, "lost": amount}
    else:
        event = {"type": "floor_end", "floor": 1, "floors": 4, "everyone_out": False,
                 "losses": [[0, amount], [1, due]]}
    line = R.describe(s, event)
    assert not ZERO.search(line), line
    if amount:
        assert f"{amount} gold" in line or kind == "gain", line
