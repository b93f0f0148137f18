"""User settings, kept as JSON in the platformdirs config folder (``settings.json``).

A missing or unreadable settings file gives the defaults (and a message the menu can
show); a write is atomic, like saves.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from games.engine import paths

WINDOW_SIZES = ((1024, 640), (1280, 800), (1600, 1000), (1920, 1200), (2560, 1600))
ANIMATION_SPEEDS = (("off", "Off"), ("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"))
SPEED_FACTORS = {"off": 0.0, "slow": 1.6, "normal": 1.0, "fast": 0.5}


@dataclass
class Settings:
    """``fullscreen``: start fullscreen; ``window_size``: [w, h] of the window in pixels;
    ``sound``: sound effects on; ``animation``: one of ``ANIMATION_SPEEDS`` keys."""

    fullscreen: bool = False
    window_size: tuple = (1280, 800)
    sound: bool = True
    animation: str = "normal"

    def animation_factor(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return SPEED_FACTORS.get(self.animation, 1.0)


def settings_path():
    """Path of the settings file."""
    return paths.config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """Read the settings; returns ``(settings, problem)`` where ``problem`` is a sentence
    when the file existed but could not be used (defaults are returned then)."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        s, bad = Settings(), []
        for key in ("fullscreen", "sound"):
            value = data.get(key, getattr(s, key))
            if isinstance(value, bool):
                setattr(s, key, value)
            else:
                bad.append(key)
        size = data.get("window_size", list(s.window_size))
        if _window_size_ok(size):
            s.window_size = tuple(size)
        else:
            bad.append("window_size")
        anim = data.get("animation", s.animation)
        if anim in SPEED_FACTORS:
            s.animation = anim
        else:
            bad.append("animation")
        problem = (f"Some settings could not be read ({', '.join(bad)}); defaults are used "
                   "for those." if bad else None)
        return s, problem
    except (OSError, ValueError, TypeError, AttributeError) as exc:
        return Settings(), f"Your settings file could not be read ({exc}); defaults are used."


def _window_size_ok(size) -> bool:
    """A stored window size: [w, h] whole pixels, at least 640 x 400 (the window's minimum),
    at most 16384 each. Not only ``WINDOW_SIZES``: a window shrunk to a small desktop or
    resized by the player keeps its real size."""
    return (isinstance(size, list) and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in size)
            and 640 <= size[0] <= 16384 and 400 <= size[1] <= 16384)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically. Raises ``OSError`` if the folder is not writable."""
    from saves.store import write_atomic
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    write_atomic(settings_path(), data)
