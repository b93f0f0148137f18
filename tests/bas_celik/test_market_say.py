"""``market.can_offer`` (told quickly, for the computer players' searches) says exactly
whether ``market.offers_to`` has an offer, in every position of whole games."""
from __future__ import annotations

import random

from games.bas_celik import market, rules
from games.bas_celik.state import in_play
from tests.bas_celik.helpers import game


def test_can_offer_agrees_with_the_offers_made():
    checked = 0
    for seed in range(6):
        s = game(2 + seed % 5, seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if rules.is_over(s):
                break
            seats = [x for x in range(len(s.heroes)) if s.heroes[x] and in_play(s, x)]
            for a in seats:
                for b in seats:
                    if a != b:
                        assert market.can_offer(s, a, b) == bool(market.offers_to(s, a, b))
                        checked += 1
            rules.apply(s, rules.playout_policy(rules.clone(s), rng))
    assert checked > 2000
