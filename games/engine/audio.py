"""Sound effects, made in code (short card-flip, click and chime sounds).

If the mixer cannot start (no sound device, dummy driver) the game runs silently: every
function here is then a no-op. ``play(name)`` is the only call scenes make.
"""
from __future__ import annotations

import math
import random
from array import array

import pygame

_state = {"ok": False, "enabled": True, "sounds": {}}


def init(enabled: bool = True) -> bool:
    """Start the mixer if possible; returns whether sound is available."""
    _state["enabled"] = enabled
    try:
        pygame.mixer.init(frequency=44100, size=-16, channels=1, buffer=512)
        _state["ok"] = pygame.mixer.get_init() is not None
    except pygame.error:
        _state["ok"] = False
    return _state["ok"]


def set_enabled(enabled: bool) -> None:
    """Turn effects on or off (the Settings scene's "Sound" switch)."""
    _state["enabled"] = enabled


def available() -> bool:
    """True when a sound device was opened."""
    return _state["ok"]


def _tone(kind: str) -> pygame.mixer.Sound:
    freq, size, channels = pygame.mixer.get_init()
    rng = random.Random(kind)
    if kind == "flip":        # a short brushed noise burst
        n = int(freq * 0.09)
        samples = [int(9000 * (1 - i / n) ** 2 * (rng.random() * 2 - 1)) for i in range(n)]
    elif kind == "click":
        n = int(freq * 0.03)
        samples = [int(7000 * (1 - i / n) * math.sin(i * 2 * math.pi * 900 / freq)) for i in range(n)]
    else:                      # chime: two soft notes
        n = int(freq * 0.5)
        samples = [int(6000 * math.exp(-4 * i / n) *
                       (math.sin(i * 2 * math.pi * 660 / freq) +
                        0.5 * math.sin(i * 2 * math.pi * 990 / freq))) for i in range(n)]
    data = array("h", (s for s in samples for _ in range(channels)))
    return pygame.mixer.Sound(buffer=data.tobytes())


def play(name: str) -> None:
    """Play effect ``name`` ("flip", "click" or "chime") if sound is on and available."""
    if not (_state["ok"] and _state["enabled"]):
        return
    try:
        sound = _state["sounds"].get(name)
        if sound is None:
            sound = _state["sounds"][name] = _tone(name)
        sound.play()
    except pygame.error:
        _state["ok"] = False
