"""No sound device, no problem: the game runs silently."""
import pygame

from games.engine import audio


def test_no_sound_device_means_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert audio.init(True) is False
    assert not audio.available()
    audio.play("flip")                      # a no-op, no exception


def test_effects_play_when_a_device_exists():
    pygame.init()
    if not audio.init(True):
        return                              # this machine has no mixer at all
    for name in ("flip", "click", "chime"):
        audio.play(name)
    audio.set_enabled(False)
    audio.play("flip")
