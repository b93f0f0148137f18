"""Bazyliszek's board draws only the view: no UI module of the game reads the rules state
(``self.state``, ``board.state``, ``session.state``, ``getattr(x, "state")``), so nothing a
seat may not see can be drawn by accident. Checked twice: by reading the modules' source
(every module of games/bazyliszek that imports pygame), and by playing a whole game through
the mouse while the board's ``state`` refuses to be read from those modules.
"""
from __future__ import annotations

import ast
import random
import sys
from pathlib import Path

import pytest

from games.bazyliszek.ui.scene import BoardScene
from games.engine.scenes.board import BoardSceneBase
from tests.ui.driver import play_turn, start_game

GAME = Path(__file__).resolve().parents[2] / "games" / "bazyliszek"


def _imports_pygame(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def ui_modules() -> dict[str, ast.Module]:
    """The game's UI modules (those importing pygame), parsed."""
    found = {}
    for path in sorted(GAME.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        if _imports_pygame(tree):
            found[path.name] = tree
    return found


def state_reads(tree: ast.Module) -> list[int]:
    """Line numbers where ``tree`` reads an attribute named ``state``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            lines.append(node.lineno)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value == "state"):
            lines.append(node.lineno)
    return lines


def test_the_ui_modules_are_found():
    assert {"scene.py", "results.py", "layout.py"} <= set(ui_modules())
    assert "rules.py" not in ui_modules()


@pytest.mark.parametrize("name", sorted(ui_modules()))
def test_no_ui_module_reads_the_rules_state(name):
    assert state_reads(ui_modules()[name]) == [], f"{name} reads .state"


@pytest.mark.parametrize("source, lines", [
    ("x = self.state.table", [1]),
    ("board.state", [1]),
    ("n = len(self.board.session.state.piles)", [1]),
    ("getattr(board, 'state')", [1]),
    ("v = self.view()\nstate = v['phase']", []),
    ("self.statement", []),
])
def test_the_scan_finds_every_kind_of_state_read(source, lines):
    assert state_reads(ast.parse(source)) == lines


def test_a_whole_game_is_played_with_the_state_closed_to_the_game_ui(driver, monkeypatch):
    """The board's ``state`` raises when a Bazyliszek UI module asks for it; the engine's
    board base (the pass screen, ``view()``, ``legal()``) and the test's player may."""
    base = BoardSceneBase.state.fget
    asked = []

    def guarded(scene):
        caller = Path(sys._getframe(1).f_code.co_filename).resolve()
        if caller.parent == GAME:
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
            d.press("Round 2 piles")
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
