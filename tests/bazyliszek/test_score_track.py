"""Where a Bazyliszek total sits on the 40-space score track (rulebook "Gameplay": beyond
the last space a player takes a 40-point token and the pawn goes round again; "Przemek
scored 48 points ... a 40-point token ... space 8")."""
from __future__ import annotations

import pytest

from games.bazyliszek.scoring import track_position


@pytest.mark.parametrize("total, tokens, space", [
    (0, 0, 0), (1, 0, 1), (39, 0, 39), (40, 1, 0), (48, 1, 8), (79, 1, 39), (80, 2, 0),
    (203, 5, 3),
])
def test_a_total_is_tokens_of_40_and_a_space_on_the_track(total, tokens, space):
    assert track_position(total) == (tokens, space)


@pytest.mark.parametrize("total", [-1, -40])
def test_a_negative_total_is_refused(total):
    with pytest.raises(ValueError) as info:
        track_position(total)
    assert str(info.value) == "scores are never negative"
