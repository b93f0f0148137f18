"""A click on an item of a Labirynt card never does anything with it: it selects the item
(outlined), the action panel then shows that item's choices first, and only a click on
one of those buttons (or a drag) wields, wears, takes off, puts down or discards it. A
playtester's first click on a Backpack item threw it on the floor.

Positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened on each, as a saved game is, and every item drawn face up is clicked by
posted mouse events."""
import pygame

from games.engine.app import SETTLE_MS

from games.labirynt import rules as R
from saves import files
from tests.ui.labirynt_driver import quiet_app, record, spread

ITEM_MOVES = ("wield", "unwield", "wear", "unwear", "drop", "discard_armour", "give", "receive",
              "cast", "ability")


def item_positions(rec, most):
    """Positions (spread over the game) at which some item may be moved or used."""
    return spread(rec.where(lambda st, i: any(a["type"] in ITEM_MOVES
                                              for a in R.legal_actions(st))), most)


def its_actions(board, cid, token):
    """The legal actions that name ``token`` (or take off the Weapon ``token``), from the
    rules' legal actions (not the scene's)."""
    worn = board.state.chars[cid]["weapon"] == token
    return [a for a in board.legal() if token in (a.get("token"), a.get("scroll"), a.get("discard"))
            or (a["type"] == "unwield" and worn and a.get("token", token) == token)]


def lifted(d, rec, i):
    board = rec.open_at(d, i)
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    board.draw(pygame.Surface((1280, 800)))
    return board


def test_a_click_on_an_item_selects_it_and_only_its_button_acts(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    clicked = acted = 0
    for n, seed in ((2, 54), (3, 21), (4, 33)):
        rec = record(n, seed, limit=600)
        for i in item_positions(rec, 8):
            board = lifted(d, rec, i)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            for rect, cid, token in list(board.item_hits):
                before, changes = board.state.to_dict(), board.session.changes
                d.click(rect.center)
                assert board.session.changes == changes and board.state.to_dict() == before, \
                    "a click on an item did something with it"
                wanted = its_actions(board, cid, token)
                if not wanted:
                    assert getattr(board, "item_choice", None) != (cid, token)
                    continue
                clicked += 1
                assert getattr(board, "item_choice", None) == (cid, token)
                shown = [a for _b, a in board.button_actions[:len(wanted)]]
                assert sorted(map(str, shown)) == sorted(map(str, wanted))   # its choices first
                d.click(rect.center)                          # a second click lets it go
                assert board.item_choice is None and board.session.changes == changes
            if board.item_hits and board.decisions():       # select, then its first button
                for rect, cid, token in board.item_hits:
                    wanted = its_actions(board, cid, token)
                    if wanted:
                        d.click(rect.center)
                        button, action = board.button_actions[0]
                        done = len(board.session.actions)
                        d.click(button.rect.center)
                        assert board.session.actions[done] == action and action in wanted
                        acted += 1
                        break
    assert clicked >= 20 and acted >= 5, (clicked, acted)


INVERSE = {"wield": "unwield", "unwield": "wield", "wear": "unwear", "unwear": "wear",
           "take": "drop", "drop": "take", "give": "receive", "receive": "give"}


def test_a_second_click_on_the_same_spot_never_undoes_an_item_action(driver, monkeypatch):
    """A playtester clicked "Wear the Breastplate" and, about a second later, the same
    spot again: the item stayed selected, "Take off the Breastplate" had come in the
    button's place, and the armour came off again (the board's wait for a new button under
    a still pointer, ``NEW_BUTTON_MS``, had run out). After an item's button acts, the
    item's selection ends and no button sits where it was: a second click there, however
    late, does nothing. Each equipment action is clicked from the item's choices and from
    the panel's own list."""
    from games.engine.scenes.board import NEW_BUTTON_MS
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    kinds: dict[str, int] = {}
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7)):
        rec = record(n, seed, limit=600)
        for i in item_positions(rec, 10):
            for selected in (True, False):
                board = lifted(d, rec, i)
                if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                    continue
                pick = None
                for rect, cid, token in board.item_hits:
                    acts = [a for a in its_actions(board, cid, token) if a["type"] in INVERSE]
                    if acts:
                        pick = (rect, acts[0])
                        break
                if pick is None:
                    continue
                rect, action = pick
                if selected:
                    d.click(rect.center)
                button = board.button_for(action)
                if button is None:
                    continue
                spot = button.rect.center
                done = len(board.session.actions)
                d.click(spot)
                assert board.session.actions[done:] == [action]
                assert board.item_choice is None, "the item stays selected after its action"
                for wait in (SETTLE_MS + 20, NEW_BUTTON_MS + 100, 2000):
                    d.app.step([], dt=wait)
                    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                        pygame.event.post(pygame.event.Event(kind, pos=spot, button=1))
                    d.app.step(dt=1)
                assert len(board.session.actions) == done + 1, \
                    f"a second click on {action} did {board.session.actions[done + 1:]}"
                kinds[action["type"]] = kinds.get(action["type"], 0) + 1
    assert sum(kinds.values()) >= 10 and len(kinds) >= 3, kinds
