"""play.sh and play.command install the packages only when requirements.txt changed, then
start the game. Run in a scratch folder with a stand-in .venv/bin/python that records how
it is called (no network, no real installation)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FAKE_PYTHON = f"""#!/bin/sh
# Records each call; pretends to be pip; runs -c snippets with the real interpreter.
echo "$*" >> calls.log
if [ "$1" = "-c" ]; then exec "{sys.executable}" "$@"; fi
exit 0
"""

pytestmark = pytest.mark.skipif(shutil.which("bash") is None or os.name == "nt",
                                reason="play.sh and play.command are bash scripts (Linux, "
                                       "macOS); Windows uses play.bat")


@pytest.fixture(params=["play.sh", "play.command"])
def checkout(request, tmp_path):
    """A scratch copy of the script and requirements.txt with a stand-in venv python."""
    shutil.copy(ROOT / request.param, tmp_path / "play")
    shutil.copy(ROOT / "requirements.txt", tmp_path / "requirements.txt")
    venv_bin = tmp_path / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text(FAKE_PYTHON)
    (venv_bin / "python").chmod(0o755)
    return tmp_path


def run(folder: Path) -> list[str]:
    """Run the script once; the stand-in python's calls of that run."""
    log = folder / "calls.log"
    log.unlink(missing_ok=True)
    subprocess.run(["bash", str(folder / "play"), "--windowed"], cwd=folder, check=True,
                   timeout=60)
    return log.read_text().splitlines()


def installs(calls: list[str]) -> int:
    return sum("-m pip install" in c for c in calls)


def test_installs_once_then_only_when_requirements_change(checkout):
    first = run(checkout)
    assert installs(first) == 1 and first[-1] == "main.py --windowed"
    again = run(checkout)
    assert installs(again) == 0 and again[-1] == "main.py --windowed"
    with open(checkout / "requirements.txt", "a") as fh:
        fh.write("# a new pin\n")
    assert installs(run(checkout)) == 1
    assert installs(run(checkout)) == 0


def test_a_failed_install_is_tried_again_next_time(checkout):
    python = checkout / ".venv" / "bin" / "python"
    python.write_text(FAKE_PYTHON.replace("exit 0", 'case "$*" in *pip*) exit 1;; esac\nexit 0'))
    with pytest.raises(subprocess.CalledProcessError):
        run(checkout)
    python.write_text(FAKE_PYTHON)
    assert installs(run(checkout)) == 1
