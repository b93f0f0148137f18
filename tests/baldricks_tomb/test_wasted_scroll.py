"""``rules.wasted_scroll``: a scroll whose every effect would change nothing now (healing
at full HP, curing poison at 0) is named as wasted, and only then: checked against what
playing it really does (``apply``) for every such scroll and many HP and poison levels."""
from hypothesis import given, settings, strategies as st

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import ready

CARE = sorted(c.id for c in R.content().scrolls.values()
              if c.effects and all(e.handler in ("heal", "cure_poison") for e in c.effects))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CARE), st.integers(1, R.MAX_HP), st.integers(0, R.MAX_HP - 1))
def test_a_scroll_is_wasted_exactly_when_playing_it_changes_no_marker(card, hp, poison):
    s = ready(1)
    s.hp[0], s.poison[0] = hp, min(poison, hp - 1) if hp > 1 else 0
    s.scrolls[0] = [card]
    wasted = R.wasted_scroll(R.view(s, 0), card)
    before = (s.hp[0], s.poison[0])
    play = [a for a in R.legal_actions(s) if a["type"] == "play_scroll" and a["card"] == card]
    assert play
    R.apply(s, play[0])
    assert wasted == ((s.hp[0], s.poison[0]) == before)


def test_only_healing_and_curing_scrolls_can_be_wasted():
    s = ready(1)
    s.hp[0], s.poison[0] = R.MAX_HP, 0
    assert CARE
    for card in R.content().scrolls:
        if card not in CARE:
            assert not R.wasted_scroll(R.view(s, 0), card)
