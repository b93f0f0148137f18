"""Baldrick's Tomb's board, dialogs and art draw only the view: no UI module reads the
rules state (``board.state``, ``session.state``, ``self.state``), so a secret cannot be
drawn by accident; what they explain comes from the rules (the Steal button's words)."""
import ast
import pathlib

import pytest

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, ready
from tests.ui.driver import start_game

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAME = ROOT / "games" / "baldricks_tomb"
# The game's modules that are not rules: the scene, its dialogs, its geometry and the
# dice tray's wording. Every module of the game that imports pygame must be listed.
UI_MODULES = ("scene.py", "combat.py", "layout.py", "tray.py")


def draws(tree) -> bool:
    """True when a module imports pygame or the art (``sprites``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] in ("pygame", "sprites")
                                                for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in ("pygame",
                                                                                        "sprites"):
            return True
    return False


def ui_files():
    files = [GAME / name for name in UI_MODULES]
    files += sorted((ROOT / "sprites").glob("tomb_*.py"))
    return files


def state_reads(source: str) -> list[str]:
    """Every ``<something>.state`` read in ``source`` (a module's text), as "line: code"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            found.append(f"{node.lineno}: {ast.get_source_segment(source, node)}")
    return found


def test_every_module_of_the_game_that_draws_is_checked():
    drawing = {p.name for p in GAME.glob("*.py") if draws(ast.parse(p.read_text("utf-8")))}
    assert drawing and drawing <= set(UI_MODULES), drawing - set(UI_MODULES)


@pytest.mark.parametrize("path", ui_files(), ids=lambda p: p.name)
def test_no_ui_module_reads_the_rules_state(path):
    reads = state_reads(path.read_text(encoding="utf-8"))
    assert reads == [], f"{path.name} reads the raw state: use view() and legal()"


def test_the_check_finds_every_kind_of_state_read():
    source = ("phase = self.state.phase\n"
              "def f(board):\n"
              "    return board.session.state.turn, getattr(board, 'view')()['turn']\n"
              "s = self.view()['phase']\n")
    assert state_reads(source) == ["1: self.state", "3: board.session.state"]


def test_the_steal_button_says_what_the_rules_say(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=5, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    board.session.state = s                      # a position with a steal to try
    board.session.changes += 1
    board._rebuild_panel()
    steal = next(b for b in board.panel_buttons if b.label == "Steal the Gem")
    assert steal.tooltip == R.ACTION_HELP["steal"]
    assert "a tie changes nothing" in steal.tooltip


def test_news_on_the_status_line_is_the_public_log_line_of_its_event(driver):
    import random
    from games.baldricks_tomb.scene import NEWS
    from tests.ui.tomb_driver import act_once
    d = driver
    start_game(d, ["Ana", "Bo"], seed=9, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng, checked = random.Random(9), set()
    act = board.act

    def recording(action):
        events = act(action)
        news = [e for e in events or [] if e["type"] in NEWS]
        if news and board.status is not None:
            state = board.session.state
            assert board.status == R.describe(state, news[-1])
            checked.add(news[-1]["type"])
        return events
    board.act = recording
    for _ in range(3000):
        if len(checked) >= 4 or act_once(d, board, rng) == "FinalScene":
            break
    assert len(checked) >= 4, checked
