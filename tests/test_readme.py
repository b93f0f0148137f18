"""The README's commands work on a fresh machine: the game's packages are only in .venv,
so every command that runs the game's code uses .venv's Python, and the modules it names
exist."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def commands() -> list[str]:
    """Every `...` span and every line of a ```sh block that runs a Python."""
    spans = re.findall(r"`([^`\n]+)`", README)
    blocks = re.findall(r"```sh\n(.*?)```", README, re.S)
    lines = [line for block in blocks for line in block.splitlines()]
    return [c for c in spans + lines if re.search(r"\bpython[\d.]*(\.exe)?\b", c)]


def test_commands_use_the_virtual_environments_python():
    found = commands()
    assert any("main.py" in c for c in found) and any("sprites.demo" in c for c in found)
    for command in found:
        python = re.search(r"(\S*python(?:3(?:\.\d+)?)?(?:\.exe)?)\b", command).group(1)
        if command.startswith("python3 -m venv"):
            continue                                    # makes the venv: any Python will do
        assert python in (".venv/bin/python", ".venv\\Scripts\\python.exe"), command


def test_the_modules_and_scripts_it_names_exist():
    for module in re.findall(r"-m ((?:sprites|tests)(?:\.\w+)+)", README):
        assert (ROOT / (module.replace(".", "/") + ".py")).is_file(), module
    for script in re.findall(r"\./([\w-]+\.(?:sh|command))", README) + ["play.bat", "build.bat"]:
        assert (ROOT / script).is_file(), script
