"""A damaged data file found while a new game is set up or started is shown on screen,
naming the file and the entry, over the main menu; the app keeps running.

Each game's data folder is copied, one file is damaged, and the game's loader is pointed
at the copy (its cache cleared before and after)."""
import shutil

import pytest

from games.engine.yamlload import DataError
from tests.ui.driver import start_game


def _point_bazyliszek(monkeypatch, folder):
    from games.bazyliszek import rooms
    monkeypatch.setattr(rooms, "default_path", lambda: folder / "rooms.yaml")
    return [rooms._load_default]


def _point_tomb(monkeypatch, folder):
    from games.baldricks_tomb import content
    monkeypatch.setattr(content, "default_dir", lambda: folder)
    return [content._load_default]


def _point_basilica(monkeypatch, folder):
    from games.basilica import content
    monkeypatch.setattr(content, "data_path", lambda *parts: folder.joinpath(*parts[1:]))
    return [content.load_content]


GAMES = {  # title -> (data folder, file to damage, how to point the loader at a copy)
    "Bazyliszek": ("bazyliszek", "rooms.yaml", _point_bazyliszek),
    "Baldrick's Tomb": ("baldricks_tomb", "monsters.yaml", _point_tomb),
    "Basilica": ("basilica", "tokens.yaml", _point_basilica),
}
DAMAGE = {
    "syntax": "\nbroken: [unclosed\n",
    "duplicate key": None,            # the file's first line written again at the end
    "not UTF-8": b"\xff\xfe\x00",
}


@pytest.fixture
def damaged(tmp_path, monkeypatch):
    """``damaged(title, how)``: the game's data as a damaged copy; returns the file."""
    from games.engine.paths import ROOT
    caches = []

    def make(title, how):
        folder, name, point = GAMES[title]
        copy = tmp_path / folder
        shutil.copytree(ROOT / "data" / folder, copy)
        target = copy / name
        extra = DAMAGE[how]
        if extra is None:
            first = next(line for line in target.read_text(encoding="utf-8").splitlines()
                         if line and not line.startswith((" ", "#", "-")))
            extra = "\n" + first + "\n"
        with open(target, "ab") as f:
            f.write(extra if isinstance(extra, bytes) else extra.encode("utf-8"))
        caches.extend(point(monkeypatch, copy))
        for cache in caches:
            cache.cache_clear()
        return target

    yield make
    monkeypatch.undo()
    for cache in caches:
        cache.cache_clear()


@pytest.mark.parametrize("how", sorted(DAMAGE))
@pytest.mark.parametrize("title", sorted(GAMES))
def test_a_damaged_data_file_is_shown_and_the_menu_comes_back(driver, damaged, title, how):
    target = damaged(title, how)
    d = driver
    names = ["Ana", "Bo"]
    try:
        start_game(d, names, seed=3, game=title)
    except LookupError:
        pass                           # the setup screen could not open: no Start button
    assert type(d.scene).__name__ == "MainMenuScene"
    modal = d.scene.modal
    assert modal is not None and modal.is_open and modal.title == "Damaged game data"
    assert f"File: {target.name}" in modal.message and str(target) in modal.message
    assert "Entry: " in modal.message                # the line or the byte at fault
    d.app.draw()
    d.press("OK")
    assert d.scene.modal is None or not d.scene.modal.is_open
    assert d.app.running and d.button("New game").enabled


@pytest.mark.parametrize("title", sorted(GAMES))
def test_a_loader_raising_at_start_is_shown_with_file_and_entry(driver, monkeypatch, title):
    """The data error is raised only when Start is pressed (after the setup opened)."""
    from games.engine import registry
    info = next(i for i in registry.available_games() if i.title == title)
    rules = info.rules()
    error = DataError(f"/somewhere/data/{info.game_id}/cards.yaml", "card 'x1'",
                      "missing field 'name'")

    def broken(*args, **kwargs):
        raise error

    d = driver
    d.press("New game")
    chooser = d.scene
    card = next(rect for rect, i in chooser.cards if i.title == title)
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)
    assert type(d.scene).__name__ == "SetupScene"
    monkeypatch.setattr(rules, "new_game", broken)
    d.press("Start the game")
    assert type(d.scene).__name__ == "MainMenuScene"
    message = d.scene.modal.message
    assert "File: cards.yaml" in message and "Entry: card 'x1'" in message
    assert "missing field 'name'" in message and title in message


# ---------------------------------------------- every other path that loads game data
def _raise(error):
    def broken(*args, **kwargs):
        raise error
    return broken


def _saved_game(rules, game_id):
    """An autosave of ``game_id`` after one move (written with the real data)."""
    from saves import store
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
    for opt in rules.player_options():
        for p in players:
            p[opt.key] = opt.default
    options = {o.key: o.default for o in rules.setup_options()}
    state = rules.new_game(players, options, 5)
    action = rules.legal_actions(state)[0]
    rules.apply(state, action)
    record = store.make_record(game_id, "A game", players, options, 5, [action], state,
                               rules, "auto")
    return store.save_autosave(record)


@pytest.mark.parametrize("path", ["Continue", "Load game"])
@pytest.mark.parametrize("title", sorted(GAMES))
def test_continue_and_load_show_a_damaged_data_file(driver, monkeypatch, title, path):
    """Replaying a save meets the damaged file: the dialog names it (it is not called an
    old save), the save file is left as it was, and the app goes on."""
    from games.engine import registry
    from games.engine.scenes.menu import MainMenuScene
    info = next(i for i in registry.available_games() if i.title == title)
    rules = info.rules()
    saved = _saved_game(rules, info.game_id)
    before = saved.read_bytes()
    error = DataError(f"/somewhere/data/{info.game_id}/cards.yaml", "card 'x1'", "missing field 'name'")
    monkeypatch.setattr(rules, "new_game", _raise(error))
    d = driver
    d.app.reset(MainMenuScene(d.app))          # the menu reads the saves when it opens
    d.pump()
    if path == "Continue":
        d.press("Continue")
    else:
        d.press("Load game")
        d.press("Load")
    assert type(d.scene).__name__ == "MainMenuScene"
    modal = d.scene.modal
    assert modal is not None and modal.title == "Damaged game data"
    assert "File: cards.yaml" in modal.message and title in modal.message
    assert "older version" not in modal.message
    assert saved.read_bytes() == before
    d.press("OK")
    assert d.app.running


@pytest.mark.parametrize("title", sorted(GAMES))
def test_a_board_that_cannot_read_its_data_is_shown_not_a_crash(driver, monkeypatch, title):
    """The board scene itself meets the damaged file while it opens."""
    from games.engine import registry
    info = next(i for i in registry.available_games() if i.title == title)
    error = DataError(f"/somewhere/data/{info.game_id}/art.yaml", "line 3", "bad colour")
    monkeypatch.setattr(type(info), "scene_class", lambda self: _raise(error))
    d = driver
    try:
        start_game(d, ["Ana", "Bo"], seed=3, game=title)
    except LookupError:
        pass
    assert type(d.scene).__name__ == "MainMenuScene"
    assert d.scene.modal.title == "Damaged game data"
    assert "File: art.yaml" in d.scene.modal.message


def test_main_new_with_damaged_data_shows_it_and_writes_the_frame(monkeypatch, tmp_path, capsys):
    import main
    from games.bazyliszek import rules
    error = DataError("/somewhere/data/bazyliszek/rooms.yaml", "design 'x'", "missing field 'objects'")
    monkeypatch.setattr(rules, "new_game", _raise(error))
    shot = tmp_path / "shot.png"
    assert main.main(["--new", "bazyliszek", "--screenshot", str(shot)]) == 0
    assert shot.is_file()
    assert "rooms.yaml" in capsys.readouterr().err
