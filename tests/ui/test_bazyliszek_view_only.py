"""Bazyliszek's board draws only the view, checked in play: a whole game through the mouse
while the board's ``state`` refuses to be read from games/bazyliszek/ui (the source scan of
every game's board is tests/ui/test_view_only.py); the round-end screen groups piles by the
rules' scoring.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from games.bazyliszek.ui.scene import BoardScene
from games.engine.scenes.board import BoardSceneBase
from tests.ui.driver import play_turn, start_game

UI = Path(__file__).resolve().parents[2] / "games" / "bazyliszek" / "ui"


def test_a_whole_game_is_played_with_the_state_closed_to_the_game_ui(driver, monkeypatch):
    """The board's ``state`` raises when a Bazyliszek UI module asks for it; the engine's
    board base (the pass screen, ``view()``, ``legal()``) and the test's player may."""
    base = BoardSceneBase.state.fget
    asked = []

    def guarded(scene):
        caller = Path(sys._getframe(1).f_code.co_filename).resolve()
        if caller.parent == UI:
            asked.append(caller.name)
            raise AssertionError(f"{caller.name} read the rules state")
        return base(scene)

    monkeypatch.setattr(BoardScene, "state", property(guarded))
    d = driver
    start_game(d, ["Ola", "Bart", "Cyryl"], seed=4)
    board = d.scene
    rng = random.Random(3)
    rounds = []
    for _ in range(900):
        name = type(d.scene).__name__
        if name == "FinalScene":
            d.pump(2)
            d.press("Round 2")
            d.pump()
            d.press("Close")
            break
        if name == "RoundEndScene":
            rounds.append(d.scene.round_index)
            d.pump()
            d.press("Final results" if d.scene.round_index else "Move the pawns and start round 2")
            continue
        play_turn(d, board, rng)
        d.pump()
    assert type(d.scene).__name__ == "FinalScene" and rounds == [0, 1]
    assert asked == []


@pytest.mark.parametrize("pile, shields, groups", [
    (["rat_nest-a1", "spider_lair-a1", "rat_nest-a2", "treasure_vault-m1", "rat_nest-a3",
      "spider_lair-a2"], 0,
     [("identical", ["rat_nest-a1", "rat_nest-a2", "rat_nest-a3"]),
      ("identical", ["spider_lair-a1", "spider_lair-a2"]),
      ("card", ["treasure_vault-m1"])]),
    (["rat_nest-m1", "rat_nest-m2"], 0, [("identical", ["rat_nest-m1", "rat_nest-m2"])]),
    (["rat_nest-a1", "rat_nest-m1", "spider_lair-a1", "rat_nest-m2"], 1,
     [("pair", ["rat_nest-a1", "rat_nest-m1"]), ("single", ["spider_lair-a1"]),
      ("shielded", ["rat_nest-m2"])]),
])
def test_the_round_end_screen_groups_a_pile_by_the_rules_scoring(pile, shields, groups):
    """A pile caught by the basilisk shows the rules' identical sets (the view's
    ``identical_sets``) and then its other rooms; a safe pile its pairs, singles and
    shield discards, as scored."""
    from games.bazyliszek.ui.results import RoundEndScene
    from games.bazyliszek.rooms import load_rooms
    from games.bazyliszek.scoring import identical_sets, score_pile
    rooms = load_rooms()
    res = score_pile(pile, rooms, shields).to_dict()
    assert RoundEndScene._groups(res, identical_sets(pile, rooms)) == groups
