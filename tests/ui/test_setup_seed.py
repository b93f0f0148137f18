"""The new-game screen's seed field: what it refuses says what a seed may be."""
import pygame
import pytest

from tests.ui.driver import Driver
from sprites.widgets import TextInput


@pytest.mark.parametrize("typed", ["-42", "4.5", "12a", "+3"])
def test_a_seed_that_is_not_digits_is_refused_with_what_a_seed_may_be(typed):
    d = Driver()
    from games.engine.scenes.menu import MainMenuScene
    d.app.push(MainMenuScene(d.app))
    d.pump()
    d.press("New game")
    card = d.scene.cards[0][0]
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)
    seed = [w for w in d.widgets() if isinstance(w, TextInput)][-1]
    d.click(seed.rect.center)
    d.type_text(typed)
    d.key(pygame.K_RETURN)
    d.press("Start the game")
    assert d.scene.modal is not None
    said = " ".join(d.scene.modal.message.split())
    assert "digits only" in said and "0 to 999,999,999" in said, said
