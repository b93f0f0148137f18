"""The Load list names a save's game once: a game kept when another took its autosave is
titled "Unfinished: <game>: <players>", and the row used to add " · <game>" after it, so
the long title was shrunk and cut ("Niedokończona: Labirynt Czarnoksiężnika: Ala, Bo…",
a playtester's screenshot). A save whose own title does not name its game still gets it."""
import pytest

from games.engine import launch
from games.engine.scenes.load import LoadScene
from saves import store
from sprites import fonts

PLAYERS = [{"name": "Ala", "colour": "blue"}, {"name": "Bob", "colour": "yellow"}]


def drawn_texts(scene, surface) -> list[str]:
    seen, real = [], {name: getattr(fonts, name) for name in ("text", "fit")}
    for name, func in real.items():
        setattr(fonts, name, lambda s, *a, func=func, **k: (seen.append(s), func(s, *a, **k))[1])
    try:
        scene.draw(surface)
    finally:
        for name, func in real.items():
            setattr(fonts, name, func)
    return seen


@pytest.mark.parametrize("game_id", ["labirynt", "basilica"])
def test_a_kept_game_names_its_game_once_and_a_named_save_still_names_it(driver, game_id):
    launch.start_new_game(driver.app, game_id, PLAYERS, {}, 3)
    board = next(s for s in driver.app.stack if hasattr(s, "session"))
    board.act(board.session.legal()[0])
    launch.start_new_game(driver.app, game_id, PLAYERS, {}, 4)    # the first is kept
    kept = next(e for e in store.list_saves() if e.title.startswith(store.KEPT_PREFIX))
    game = kept.game_title
    other = store.save_named({**store.read_record(kept.path), "title": "Friday"})
    scene = LoadScene(driver.app)
    driver.app.push(scene)
    texts = drawn_texts(scene, driver.app.screen)
    heads = [t for t in texts if "Unfinished" in t]
    assert heads and all(t.count(game) == 1 for t in heads), heads
    assert any("Friday" in t and game in t for t in texts), texts
    assert other.is_file()
