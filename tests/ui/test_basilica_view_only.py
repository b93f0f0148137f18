"""The Basilica board draws only the view: no UI module of the game (the board scene, its
painting, layout and scoring dialogs, the game's sprites) reads the rules state. It gets
what it draws from ``view()`` / ``board.view()`` and what it may do from ``legal()``,
so nothing a seat may not see can be drawn by accident."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "games" / "basilica"


def imports_pygame(path: Path) -> bool:
    """True when the module at ``path`` imports pygame (the rules never do)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                 [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name.split(".")[0] == "pygame" for name in names):
            return True
    return False


def ui_modules() -> list[Path]:
    """Every module of games/basilica that imports pygame, and sprites/basilica_*.py."""
    found = [p for p in sorted(GAME.glob("*.py")) if imports_pygame(p)]
    return found + sorted((ROOT / "sprites").glob("basilica_*.py"))


def state_reads(source: str) -> list[str]:
    """Where ``source`` reaches for a rules state: an attribute ``.state`` (``self.state``,
    ``board.state``, ``session.state``...) or a ``getattr(x, "state")``; as ``line: code``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "vars") and any(
                  isinstance(a, ast.Constant) and a.value == "state" for a in node.args)):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_scan_covers_the_board_and_finds_a_state_read():
    names = {p.name for p in ui_modules()}
    assert {"scene.py", "painting.py", "scoring.py", "layout.py", "basilica_art.py"} <= names
    assert not {"rules.py", "cathedral.py", "orders.py"} & names       # those are the rules
    sample = ("def f(board, self):\n    v = board.state.phase\n"
              "    return self.session.state, getattr(board, 'state')\n")
    assert state_reads(sample) == ["2: board.state", "3: self.session.state",
                                   "3: getattr(board, 'state')"]
    assert state_reads("def f(board):\n    return board.view()['phase']\n") == []


@pytest.mark.parametrize("path", ui_modules(), ids=lambda p: p.name)
def test_no_ui_module_of_basilica_reads_the_rules_state(path):
    assert state_reads(path.read_text(encoding="utf-8")) == [], path.name
