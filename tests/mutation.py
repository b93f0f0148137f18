"""Mutation check of the rules engines and the saves (a development tool, not part of CI).

``python -m tests.mutation [TARGET ...]`` copies the checkout (the files git knows) to a
temporary folder, writes a mutmut configuration there for each target and runs mutmut: every
one-line mistake mutmut can make in the target's modules is tried against the target's tests.
It prints, per target, how many mutants the tests killed and lists the survivors, so a
survivor can be read with ``mutmut show NAME`` in the folder it names. Targets:
``bazyliszek``, ``basilica``, ``tomb``, ``saves`` (default: all).

Needs ``tests/requirements-mutation.txt`` (mutmut, on top of the development set). Takes tens of minutes on two cores; run it
with ``nice`` on a shared machine. UI modules (those importing pygame) are left out: the
UI is checked by the UI tests and by looking at it.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TARGETS: dict[str, tuple[str, list[str], list[str]]] = {
    # name: (source path, modules to mutate, tests to run). The rules modules are those that do
    # not import pygame; each game's own tests cover them (the engine tests only add run time).
    "bazyliszek": ("games", [f"games/bazyliszek/{name}.py" for name in
                               ("rules", "rooms", "scoring", "position")],
                   ["tests/bazyliszek"]),
    "basilica": ("games", [f"games/basilica/{name}.py" for name in
                           ("rules", "cathedral", "orders", "content", "checks")],
                 ["tests/basilica"]),
    "tomb": ("games", [f"games/baldricks_tomb/{name}.py" for name in
                       ("rules", "board", "cards", "content", "effects", "exploring",
                        "fighting", "floors", "tomb", "position", "log_lines", "tray")],
             ["tests/baldricks_tomb"]),
    "saves": ("saves", [f"saves/{name}.py" for name in
                        ("store", "players", "records", "files", "restoring")],
              ["tests/engine/test_saves.py", "tests/engine/test_saves_files.py",
               "tests/engine/test_saves_keeping.py", "tests/engine/test_saves_listing.py",
               "tests/engine/test_saves_records.py", "tests/engine/test_saves_restoring.py",
               "tests/engine/test_folders.py",
               "tests/engine/test_load_menu_pause.py", "tests/engine/test_keep_unfinished.py",
               "tests/engine/test_save_properties.py", "tests/basilica/test_saves.py"]),
}
_COPY = ("games", "sprites", "data", "saves", "main.py")


def _config(source: str, modules: list[str], tests: list[str]) -> str:
    def block(key: str, values: list[str]) -> list[str]:
        return [f"{key}="] + [f"    {v}" for v in values]
    lines = ["[mutmut]", f"source_paths={source}", *block("only_mutate", modules),
             *block("also_copy", list(_COPY)),
             *block("pytest_add_cli_args", ["-q", "-p", "no:cacheprovider"]),
             *block("pytest_add_cli_args_test_selection", tests)]
    return "\n".join(lines) + "\n"


def _checkout_copy(into: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.split(b"\0")
    for name in filter(None, files):
        src = ROOT / os.fsdecode(name)
        if src.is_file():
            dst = into / os.fsdecode(name)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)


def run_target(name: str, workdir: Path, only: list[str] | None = None) -> tuple[int, int, list[str]]:
    """Run mutmut for target ``name`` in ``workdir`` (a checkout copy); returns
    ``(killed, total, survivor names)``. With ``only`` (mutant names, as an earlier run listed
    them) just those mutants are tried, e.g. to see which survivors new tests kill; the counts
    are then over those mutants. Raises ``RuntimeError`` if mutmut fails."""
    source, modules, tests = TARGETS[name]
    shutil.rmtree(workdir / "mutants", ignore_errors=True)
    (workdir / "setup.cfg").write_text(_config(source, modules, tests), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    mutmut = [sys.executable, "-m", "mutmut"]
    run = subprocess.run(mutmut + ["run", *(only or [])], cwd=workdir, env=env, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"mutmut run failed for {name}:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    results = subprocess.run(mutmut + ["results", "--all", "true"], cwd=workdir, env=env,
                             capture_output=True, text=True, check=True).stdout
    verdicts = [line.strip().rsplit(": ", 1) for line in results.splitlines() if ": " in line]
    if only:
        wanted = set(only)
        verdicts = [pair for pair in verdicts if pair[0] in wanted]
    killed = sum(1 for _, verdict in verdicts if verdict == "killed")
    survivors = [mutant for mutant, verdict in verdicts if verdict != "killed"]
    return killed, len(verdicts), survivors


def main(argv: list[str] | None = None) -> int:
    """Run the chosen targets and print their scores; exit code 0."""
    parser = argparse.ArgumentParser(prog="python -m tests.mutation", description=__doc__.split("\n")[0])
    parser.add_argument("targets", nargs="*", metavar="TARGET",
                        help=f"one of {', '.join(TARGETS)} (default: all)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (to `mutmut show`)")
    parser.add_argument("--only", type=Path, metavar="FILE",
                        help="try only the mutants named in FILE (one per line, e.g. an earlier "
                             "run's survivors); needs exactly one TARGET")
    args = parser.parse_args(argv)
    unknown = [name for name in args.targets if name not in TARGETS]
    if unknown:
        parser.error(f"unknown target(s) {', '.join(unknown)}; choose from {', '.join(TARGETS)}")
    only = None
    if args.only is not None:
        if len(args.targets) != 1:
            parser.error("--only needs exactly one TARGET")
        only = [line.strip().split(":")[0] for line in
                args.only.read_text(encoding="utf-8").splitlines() if line.strip()]
    workroot = Path(tempfile.mkdtemp(prefix="tabletop-mutation-"))
    for name in args.targets or list(TARGETS):
        workdir = workroot / name
        _checkout_copy(workdir)
        killed, total, survivors = run_target(name, workdir, only)
        share = 100.0 * killed / total if total else 100.0
        print(f"{name}: {killed} of {total} mutants killed ({share:.1f}%), "
              f"{len(survivors)} not killed (in {workdir})")
        for mutant in survivors:
            print(f"    {mutant}")
        if not args.keep:
            shutil.rmtree(workdir / "mutants", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
