"""The Rules scene through real clicks: every available game's tab shows that game's own
rules file (title, every section heading, the designed part), the text drawn differs from
game to game, a board's Rules button opens its own game, unavailable games cannot be
picked, and a damaged rules file shows a message naming the file and the entry."""
from __future__ import annotations

import pygame
import pytest
import yaml

from games.engine import registry
from games.engine.paths import DATA_DIR
from games.engine.scenes import rules as rules_scene
from sprites.widgets import ScrollText
from tests.ui.driver import start_game

AVAILABLE = [g for g in registry.all_games() if g.available]
PLAYERS = {"bazyliszek": ["Ola", "Bart"], "baldricks_tomb": ["Ola"], "basilica": ["Ola", "Bart"],
           "labirynt": ["Ola", "Bart"], "bas_celik": ["Ola", "Bart"]}


def rules_file(game_id: str) -> dict:
    """The game's rules file, read with plain PyYAML (not with the scene's loader)."""
    return yaml.safe_load((DATA_DIR / game_id / "rules.yaml").read_text(encoding="utf-8"))


def assert_shows_rules_of(scene, game_id: str) -> None:
    doc = rules_file(game_id)
    assert scene.game_id == game_id
    assert scene.blocks[0] == ("h1", doc["title"])
    h2 = [text for kind, text in scene.blocks if kind == "h2"]
    headings = [s["heading"] for s in doc["sections"]]
    assert [h for h in h2 if h in headings] == headings
    assert ("h1", doc["designed"]["heading"]) in scene.blocks
    last = doc["designed"]["blocks"][-1]
    assert scene.blocks[-1] == next(iter(last.items()))
    # The scroll text holds exactly these blocks: as tall as the same blocks laid out anew.
    fresh = ScrollText(scene.text.rect.copy(), scene.blocks, size=scene.text.size)
    assert scene.text.content_height == fresh.content_height > scene.text.view_height
    assert scene.text.offset == 0


def drawn_text(d) -> bytes:
    """The pixels of the rules text panel as drawn now."""
    d.app.draw()
    return pygame.image.tobytes(d.app.screen.subsurface(rules_scene.TEXT_RECT), "RGB")


def test_every_game_tab_shows_that_games_rules(driver):
    d = driver
    d.press("Rules")
    scene = d.scene
    assert type(scene).__name__ == "RulesScene"
    assert_shows_rules_of(scene, AVAILABLE[0].game_id)          # the first one by default
    drawn = {}
    for info in reversed(AVAILABLE):                             # away from the default first
        d.press(info.title)
        assert d.scene is scene
        assert_shows_rules_of(scene, info.game_id)
        styles = {w.label: w.style for w in d.widgets() if getattr(w, "label", None) in
                  [g.title for g in AVAILABLE]}
        assert styles.pop(info.title) == "primary" and set(styles.values()) == {"secondary"}
        drawn[info.game_id] = drawn_text(d)
    assert len(set(drawn.values())) == len(AVAILABLE), "two games draw the same text"


def test_unavailable_games_cannot_be_picked(driver):
    d = driver
    d.press("Rules")
    scene = d.scene
    before = list(scene.blocks)
    for info in registry.all_games():
        if info.available:
            continue
        button = d.button(info.title)
        assert not button.enabled
        d.click(button.rect.center)
        assert scene.blocks == before and scene.game_id == AVAILABLE[0].game_id


@pytest.mark.parametrize("info", AVAILABLE, ids=[g.game_id for g in AVAILABLE])
def test_a_boards_rules_button_opens_its_own_game(driver, info):
    d = driver
    start_game(d, PLAYERS[info.game_id], seed=4, game=info.title)
    while type(d.scene).__name__ != "BoardScene":       # a pass screen or a first dialog
        d.click((640, 400))
    d.press("Rules")
    assert type(d.scene).__name__ == "RulesScene"
    assert_shows_rules_of(d.scene, info.game_id)
    d.press("Back")
    assert type(d.scene).__name__ == "BoardScene"


def test_a_damaged_rules_file_shows_what_is_wrong(driver, tmp_path, monkeypatch):
    bad = tmp_path / "rules.yaml"
    text = (DATA_DIR / "bazyliszek" / "rules.yaml").read_text(encoding="utf-8")
    bad.write_text(text.replace("title: Bazyliszek", "title: no", 1), encoding="utf-8")
    real = rules_scene.data_path
    monkeypatch.setattr(rules_scene, "data_path",
                        lambda game, name: bad if game == "bazyliszek" else real(game, name))
    d = driver
    d.press("Rules")
    d.press("Bazyliszek")
    kinds, texts = zip(*d.scene.blocks)
    assert texts[0] == "The rules could not be shown"
    assert "rules.yaml" in texts[1] and "field 'title' should be text, got False" in texts[1]
    others = [g for g in AVAILABLE if g.game_id != "bazyliszek"]
    if others:
        d.press(others[0].title)
        assert_shows_rules_of(d.scene, others[0].game_id)
