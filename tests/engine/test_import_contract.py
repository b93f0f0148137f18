"""The layers keep to their side: rules modules import no pygame (and no art), the engine
imports no game, and every game's rules module says who it is. Each check runs in a
fresh interpreter, so what an earlier test imported cannot hide a stray import."""
import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.engine import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = [g.game_id for g in registry.available_games()]


def _modules_after_import(module: str) -> set[str]:
    code = f"import sys, json; import {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return set(json.loads(out))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rules_module_imports_no_pygame_and_no_art(game_id):
    loaded = _modules_after_import(f"games.{game_id}.rules")
    assert "pygame" not in loaded
    assert not any(name == "sprites" or name.startswith("sprites.") for name in loaded)
    other_games = {g for g in GAMES if g != game_id}
    assert not any(name.split(".")[1] in other_games for name in loaded
                   if name.startswith("games.") and name.count(".") >= 1)


def test_the_saves_and_the_engine_rules_side_import_no_pygame():
    for module in ("saves.store", "games.engine.session", "games.engine.protocol",
                   "games.engine.registry", "games.engine.launch"):
        assert "pygame" not in _modules_after_import(module), module


def _imported_names(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
    return names


def test_no_engine_module_imports_a_game():
    games = {g.game_id for g in registry.all_games()}
    offenders = []
    for path in sorted((ROOT / "games" / "engine").rglob("*.py")):
        for name in _imported_names(path):
            parts = name.split(".")
            if parts[0] == "games" and len(parts) > 1 and parts[1] in games:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_registry_reads_who_a_game_is_from_its_rules_module(game_id):
    info = registry.get(game_id)
    rules = info.rules()
    assert rules.GAME_ID == game_id
    assert isinstance(rules.TITLE, str) and rules.TITLE.strip()
    assert 1 <= rules.MIN_PLAYERS <= rules.MAX_PLAYERS
    assert (info.title, info.min_players, info.max_players) == (
        rules.TITLE, rules.MIN_PLAYERS, rules.MAX_PLAYERS)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_ui_lives_in_its_ui_folder_and_its_rules_beside_it(game_id):
    """Layers told apart by folder: games/<game>/ holds the rules (no pygame, no art),
    games/<game>/ui/ the board scene and its dialogs, sprites/<game>/ the art."""
    folder = ROOT / "games" / game_id
    assert (folder / "ui" / "scene.py").is_file()
    assert (ROOT / "sprites" / game_id / "__init__.py").is_file()
    for path in sorted(folder.glob("*.py")):
        drawing = [name for name in _imported_names(path)
                   if name.split(".")[0] in ("pygame", "sprites") or ".ui" in name]
        assert drawing == [], f"{path.relative_to(ROOT)} is a rules module but imports {drawing}"
    flat_art = sorted(p.name for p in (ROOT / "sprites").glob("*.py")
                      if p.name.startswith((game_id, game_id.split("_")[-1])))
    assert flat_art == [], f"{game_id}'s art belongs in sprites/{game_id}/: {flat_art}"


def test_no_module_of_the_app_grows_past_800_lines():
    """A module that long does several things: split it by what it does (art by what it
    draws: cards, board, tokens, dice)."""
    long = [f"{p.relative_to(ROOT)}: {n}" for folder in ("games", "sprites", "saves")
            for p in sorted((ROOT / folder).rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800]
    assert long == []
