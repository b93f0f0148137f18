"""What goes into the double-clickable build besides the code PyInstaller finds itself:
the files the app reads at run time and the modules it imports by name. Shared by
``tabletop-five.spec``, the tests and ``tests/build_check.py``, so that the three agree.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Folders the app reads at run time (games.engine.bundle.ROOT / these), copied into the
# bundle under the same relative paths.
SHIPPED = ("data", "sprites/assets")
# Files in them the app never reads: the catalogs' sources (it reads the compiled .mo).
LEFT_OUT = frozenset({".po", ".pot", ".pyc"})


def shipped_files(root: Path = ROOT) -> list[Path]:
    """Every file the build copies, relative to ``root`` (sorted): all files under
    ``SHIPPED`` except those ending in ``LEFT_OUT`` and Python caches."""
    found = []
    for folder in SHIPPED:
        for path in (root / folder).rglob("*"):
            if path.is_file() and path.suffix not in LEFT_OUT and "__pycache__" not in path.parts:
                found.append(path.relative_to(root))
    return sorted(found)


def datas(root: Path = ROOT) -> list[tuple[str, str]]:
    """``shipped_files`` as PyInstaller's ``datas``: (source file, folder in the bundle)."""
    return [(str(root / p), str(p.parent)) for p in shipped_files(root)]


def game_modules(root: Path = ROOT) -> list[str]:
    """Every module under ``games/`` by dotted name (sorted), found from the files, so
    nothing is imported at build time. The registry imports each game's rules and board
    scene with ``importlib.import_module``, which PyInstaller cannot follow."""
    names = set()
    for path in (root / "games").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return sorted(names)
