"""The Labirynt setup choices are never blind: each side button says what the side is
(open halls or winding corridors, its numbered chambers by danger, its passages) and,
while the mouse is on it, the boards show that side; each starting pair and each team
names its characters' card values. Values come from the data files (read here with plain
PyYAML, not with the game's loader)."""
import pygame
import yaml

from games.engine.paths import data_path
from games.labirynt import rules as R
from games.labirynt.ui import layout as L
from saves import files
from tests.ui.labirynt_driver import act_once, quiet_app, record


def data(name):
    with open(data_path("labirynt", name), encoding="utf-8") as f:
        return yaml.safe_load(f)


def hover(d, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    d.pump()
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    return pygame.image.tobytes(d.app.screen.subsurface(board.geo.view), "RGB")


def test_side_and_starter_buttons_show_what_they_choose(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    cards = {c["id"]: c for c in data("characters.yaml")["characters"]}
    boards = data("boards.yaml")
    rec = record(2, 54, limit=600)
    board = rec.open_at(d, 0)
    sides = starters = 0
    for _ in range(12):
        if type(d.scene).__name__ == "PassScene":
            d.key(pygame.K_RETURN)
            continue
        phase = board.state.phase
        if phase not in ("side", "starters"):
            break
        if phase == "side":
            frames = {None: hover(d, (board.geo.view.x + 5, board.geo.view.bottom - 5))}
            for button, a in board.button_actions:
                if a["type"] != "choose_side":
                    continue
                frames[a["side"]] = hover(d, button.rect.center)
                number = board.state.boards[R.current_seat(board.state)]["board"]
                entry = next(b for b in boards["boards"] if b["board"] == number)[
                    "sides"][a["side"]]
                numbered = [c for c in entry["chambers"] if "number" in c]
                assert entry["name"]["en"] in button.tooltip
                assert f"{len(entry['passages'])} passages" in button.tooltip
                assert sum(int(part.split("\u00d7")[1]) for part in
                           button.tooltip.split("danger ")[1].split(";")[0].split(", ")) \
                    == len(numbered)
                sides += 1
            assert len(set(frames.values())) == len(frames), "the boards show no preview"
        else:
            for button, a in board.button_actions:
                if a["type"] == "choose_starters":
                    for cid in a["characters"]:
                        card = cards[cid]
                        assert f"{card['name']['en']}: Strength {card['strength']}, " \
                               f"{card['lp']} LP, Backpack {card['backpack']}" in button.tooltip
                    starters += 1
        act_once(d, board, None, rec.actions)
    assert sides >= 4 and starters >= 6, (sides, starters)
