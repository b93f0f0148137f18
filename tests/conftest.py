"""Test set-up: headless SDL, and every test's user folders (saves, settings) in a
temporary directory so no test ever touches a real player's files."""
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English on screen whatever the machine's language (a test that wants
# Polish sets it itself, and the fixture below puts English back after every test).
os.environ["LANGUAGE"] = "en"
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    yield
    from games.engine import i18n
    i18n.set_language(i18n.SOURCE)


@pytest.fixture
def polish():
    """Polish shown for the test (English again afterwards)."""
    from games.engine import i18n
    assert i18n.set_language("pl") is None
    yield
    i18n.set_language("en")


def strings(value):
    """Every string in a JSON-like ``value`` (keys too), for checking that a save or a
    state holds no translated words."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(key)
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


# Property tests (hypothesis) run the same examples on every run, so the suite is
# deterministic (CI never fails by chance); `pytest --hypothesis-profile=explore` tries
# new random examples, to look for new failures while developing.
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("default", derandomize=True, database=None,
                                      print_blob=True)
_hypothesis_settings.register_profile("explore", derandomize=False)
_hypothesis_settings.load_profile("default")
