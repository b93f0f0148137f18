"""Screenshots of every engine screen in Polish, for looking at: chooses Settings ->
Language -> Polski with clicks, then goes round the screens of ``test_pseudo_locale``'s
tour, writing each as ``NN-<screen>.png`` at 1280x800 and as the 1024x640 window shows it
(``small/``).

    python -m tests.ui.polish_shots OUTDIR

Runs headless in a fresh temporary home (never the real saves).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace


def main(out: Path) -> None:
    """Write the screenshots into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-shots-")
    os.environ["LANGUAGE"] = "en"
    import pygame

    from games.engine import i18n, registry
    from games.engine.scenes.menu import MainMenuScene
    from sprites.widgets import Choice
    from tests.ui import test_pseudo_locale as tour
    from tests.ui.driver import Driver
    from tests.ui.pseudo import shot_writer

    real_get = registry.get
    registry.get = lambda g: tour.TOY if g == "toy" else real_get(g)
    tour.make_saves()
    driver = Driver()
    driver.app.autosave = True
    driver.app.push(MainMenuScene(driver.app))
    driver.pump()
    menu = driver.scene
    driver.press("Settings")
    language = next(w for w in driver.widgets() if isinstance(w, Choice) and w.label == "Language")
    driver.click((language.rect.right - 10, language.rect.centery))
    assert i18n.language() == "pl", i18n.language()
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu
    look, count = shot_writer(driver, out)
    shots = SimpleNamespace(driver=driver, look=look)
    tour.visit_menu_chooser_setup_settings_rules(shots)
    tour.visit_load_board_pause_final(shots)
    driver.app.close()
    print(f"wrote {count[0]} screenshots to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/polish-shots"))
