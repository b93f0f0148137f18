"""UI test fixtures: a headless app on the main menu, closed after the test; for a game's
whole tour in another language (a test module with ``_app(monkeypatch, language)``, see
``tests.ui.pseudo.tour_app``), the same app in the pseudo-language or in Polish."""
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


@pytest.fixture
def pseudo_app(request, monkeypatch):
    """The test module's tour app (``_app``) with the pseudo-language of
    ``tests.ui.pseudo`` shown (as language "pl", so data texts are the Polish ones)."""
    from games.engine import i18n
    from tests.ui.pseudo import Pseudo, catalog_ids
    p = request.module._app(monkeypatch, lambda: i18n.use(Pseudo(catalog_ids()), "pl"))
    yield p
    p.driver.app.close()
    i18n.set_language("en")


@pytest.fixture
def polish_app(request, monkeypatch):
    """The test module's tour app (``_app``) with Polish shown."""
    from games.engine import i18n
    p = request.module._app(monkeypatch, lambda: i18n.set_language("pl"))
    yield p
    p.driver.app.close()
    i18n.set_language("en")
