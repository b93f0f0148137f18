"""UI test fixtures: a headless app on the main menu, closed after the test."""
import pytest

from games.engine.scenes.menu import MainMenuScene
from tests.ui.driver import Driver


@pytest.fixture
def driver():
    """A ``Driver`` whose app shows the main menu."""
    d = Driver()
    d.app.push(MainMenuScene(d.app))
    d.pump()
    yield d
    d.app.close()
