"""No board of any game reads the rules state: every module under games/<game>/ui/ and
sprites/<game>/ draws from ``BoardSceneBase.view()`` / ``legal()`` (the view of the seat at
the mouse), so a secret cannot be drawn by accident. The scan looks for any attribute
``.state`` (``self.state``, ``board.state``, ``self.session.state``...) and for
``getattr(x, "state")`` / ``vars(x)["state"]``-style reads."""
import ast
from pathlib import Path

import pytest

from games.engine import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = [g.game_id for g in registry.available_games()]


def state_reads(source: str) -> list[str]:
    """Where ``source`` reaches for a rules state, as ``"line: code"``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "vars") and any(
                  isinstance(a, ast.Constant) and a.value == "state" for a in node.args)):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def board_modules(game_id: str) -> list[Path]:
    """The game's UI modules and art modules."""
    return (sorted((ROOT / "games" / game_id / "ui").glob("*.py"))
            + sorted((ROOT / "sprites" / game_id).glob("*.py")))


def test_the_scan_finds_every_kind_of_state_read():
    sample = ("def f(board, self):\n    v = board.state.phase\n"
              "    return self.session.state, getattr(board, 'state')\n")
    assert sorted(state_reads(sample)) == ["2: board.state", "3: getattr(board, 'state')",
                                           "3: self.session.state"]
    assert state_reads("def f(view):\n    return view['phase'], self.states\n") == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scan_covers_each_games_board(game_id):
    names = {p.name for p in board_modules(game_id)}
    assert {"scene.py", "layout.py"} <= names
    assert not {"rules.py"} & names


@pytest.mark.parametrize("path", [p for g in GAMES for p in board_modules(g)],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_board_module_reads_the_rules_state(path):
    assert state_reads(path.read_text(encoding="utf-8")) == []
