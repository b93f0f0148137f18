"""Where the application finds its own files and where it keeps the user's.

Everything the app ships (data/, sprites/) is resolved from this file's location, never
from the current working directory, so the game starts the same from a double-click, a
launcher or a terminal anywhere.

The user's files (saves, settings) live in the folders platformdirs gives for
``APP_NAME``. Setting the environment variable ``TABLETOP_HOME`` to a folder puts both
under that folder instead; the tests use it so they never touch a real user's saves.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "TabletopFive"
APP_TITLE = "Tabletop Five"

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "data"


def data_path(*parts: str) -> Path:
    """Return the path of a shipped data file, e.g. ``data_path("bazyliszek", "rooms.yaml")``."""
    return DATA_DIR.joinpath(*parts)


def _home_override() -> Path | None:
    value = os.environ.get("TABLETOP_HOME")
    return Path(value) if value else None


def user_data_dir() -> Path:
    """Folder for the user's data (saves live in its ``saves`` subfolder); created on demand."""
    home = _home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """Folder holding save files: ``user_data_dir()/saves``; created on demand."""
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Folder for settings (``settings.json``); created on demand."""
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
