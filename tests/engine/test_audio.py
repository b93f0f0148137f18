"""Sound effects: silence without a device, and with one (the dummy SDL audio driver the
tests run under opens a mixer) each effect is a sound of its own length, played only
while sound is on, and a device that fails mid-game turns sound off instead of crashing."""
import pygame
import pytest

from games.engine import audio


@pytest.fixture
def mixer():
    pygame.init()
    if not audio.init(True):
        pytest.skip("this machine has no mixer, not even the dummy one")
    audio._state["sounds"].clear()
    yield
    audio.set_enabled(True)
    audio._state["sounds"].clear()


def test_no_sound_device_means_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert audio.init(True) is False
    assert not audio.available()
    audio.play("flip")                      # a no-op, no exception


@pytest.mark.parametrize("name,seconds", [("flip", 0.09), ("click", 0.03), ("chime", 0.5)])
def test_each_effect_is_a_sound_of_its_length(mixer, name, seconds):
    audio.play(name)
    sound = audio._state["sounds"][name]
    assert isinstance(sound, pygame.mixer.Sound)
    assert sound.get_length() == pytest.approx(seconds, abs=0.002)
    samples = sound.get_raw()
    assert any(samples)                     # not silence


class _Counter:
    def __init__(self, fail=False):
        self.plays, self.fail = 0, fail

    def play(self):
        if self.fail:
            raise pygame.error("device lost")
        self.plays += 1


def test_effects_play_only_while_sound_is_on(mixer):
    flip = audio._state["sounds"]["flip"] = _Counter()
    audio.play("flip")
    audio.set_enabled(False)
    audio.play("flip")
    audio.play("flip")
    audio.set_enabled(True)
    audio.play("flip")
    assert flip.plays == 2


def test_a_device_that_fails_mid_game_turns_sound_off(mixer):
    audio._state["sounds"]["click"] = _Counter(fail=True)
    audio.play("click")                     # no exception
    assert not audio.available()
    chime = audio._state["sounds"]["chime"] = _Counter()
    audio.play("chime")
    assert chime.plays == 0
