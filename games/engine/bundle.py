"""Where the application's own files are: the folder holding ``data/`` and ``sprites/``.

From a checkout that is the repository's folder, found from this file's location (never
from the current working directory). In the double-clickable build (PyInstaller, see
``tabletop-five.spec``) the bootloader sets ``sys.frozen`` and puts the path of the
bundle's own folder in ``sys._MEIPASS`` (the ``_internal`` folder beside the executable
of a one-folder build, ``Contents/Frameworks`` of a macOS ``.app``); the spec copies
``data/`` and ``sprites/assets/`` there under the same relative paths, so every reader
(``paths.data_path``, ``i18n``'s catalogs, ``sprites.fonts``, the window icon) works the
same in both.

Pure Python, imports nothing of the app (``i18n`` and ``paths`` both use it).
"""
from __future__ import annotations

import sys
from pathlib import Path


def app_root(system=sys, module_file: str = __file__) -> Path:
    """The absolute folder holding the app's shipped files (``data/``, ``sprites/assets/``).

    ``system``: the ``sys`` module (a stand-in in tests); ``module_file``: this module's
    ``__file__``. A build frozen by PyInstaller (``system.frozen`` true) answers
    ``system._MEIPASS``, or the executable's folder if a freezer sets no ``_MEIPASS``;
    otherwise the folder two levels above ``games/engine/``."""
    if getattr(system, "frozen", False):
        bundle = getattr(system, "_MEIPASS", None)
        return Path(bundle if bundle else Path(system.executable).parent).resolve()
    return Path(module_file).resolve().parents[2]


def is_frozen(system=sys) -> bool:
    """Whether the app runs from a PyInstaller build rather than from Python and a checkout."""
    return bool(getattr(system, "frozen", False))


ROOT: Path = app_root()
