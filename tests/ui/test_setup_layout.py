"""The setup screen of every game, at its most seats and with each choice of its game
options shown, keeps every widget apart: no seat row runs into the seed field or into
another row (a playtester's six-seat Baš-Čelik setup hid seat 6 under the seed field),
and all of it stays on the parchment panel."""
import itertools

import pytest

from games.engine import registry
from games.engine.scenes.setup import PANEL, SEED_Y, SetupScene


@pytest.mark.parametrize("game_id", [g.game_id for g in registry.available_games()])
def test_no_widget_of_the_setup_covers_another(driver, game_id):
    info = registry.get(game_id)
    rules = info.rules()
    options = rules.setup_options()
    combos = itertools.islice(itertools.product(*[[v for v, _l in o.choices] for o in options]), 24)
    for values in combos:
        for count in sorted({info.min_players, info.max_players}):
            setup = SetupScene(driver.app, info, options=dict(zip([o.key for o in options], values)))
            setup.set_count(count)
            rects = [w.rect for w in setup.widgets if w.rect.colliderect(PANEL)]
            assert len(rects) >= 3 * count + 2
            for a, b in itertools.combinations(rects, 2):
                assert not a.colliderect(b), f"{game_id} {count} seats {values}: {a} and {b}"
            for r in rects:
                assert PANEL.contains(r), f"{game_id}: {r} leaves the panel {PANEL}"
            hint = setup.hint().get_rect(topleft=(560, SEED_Y + 15))
            assert PANEL.contains(hint), f"{game_id}: the setup note {hint} leaves the panel"
