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


def test_every_card_shows_its_windows_and_every_item_it_holds(driver, monkeypatch):
    """A playtester found no Weapon or Armour windows on the cards (the item tooltips
    named them), a Backpack of five items in three windows drawn as three, and "Str 5"
    not counting the Weapon. On every card of a character on the board, in many positions
    of 2-4 teams: one Weapon place and as many Armour places as its card has, drawn
    inside the card (empty ones as places to fill, with a hover text); every Backpack
    window; every item the seat looking holds drawn face up (the ones beyond a full
    Backpack too, marked), another seat's as many face down; Strength with the Weapon's
    bonus split off; a Crystal's hover never speaks of Weapon or Armour windows."""
    from games.labirynt.state import backpack_size, weapon_bonus
    from games.labirynt.ui import cards
    from games.labirynt.ui.texts import drag_hint
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    seen = over = bonus = crystals = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (4, 9)):
        rec = record(n, seed, limit=600)
        for i in spread(range(0, len(rec.actions), 7), 10) + rec.where(
                lambda st, i: st.phase == "room")[:3]:
            board = lifted(d, rec, i)
            if type(d.scene).__name__ != "BoardScene":
                continue
            seat = board.viewer()
            st = board.state
            for cid, ch in st.chars.items():
                if ch["status"] != "active":
                    continue
                row = next(r for r, c in board.team_hits if c == cid)
                places = [(r, k) for r, c, k in board.window_hits if c == cid] + \
                    [(r, t) for r, c, t in board.item_hits if c == cid]
                assert all(row.contains(r) for r, _k in places), "a window outside its card"
                weapon = sum(k == "weapon" for _r, k in places) + bool(ch["weapon"]) + \
                    ch["glove"]
                armour = sum(k == "armour" for _r, k in places) + len(ch["armour"])
                assert weapon == 1 and armour == cards.armour_windows(cid)
                for k in ("weapon", "armour", "backpack", "over"):
                    for r, kind in places:
                        if kind == k:
                            assert board.hover_text(r.center)
                drawn = [t for _r, c, t in board.item_hits if c == cid]
                if seat == ch["seat"] or len(board.people()) < 2:
                    assert sorted(drawn) == sorted(ch["backpack"] + ch["armour"]
                                                   + ([ch["weapon"]] if ch["weapon"] else [])
                                                   + ([ch["rune"]] if ch["rune"] else []))
                    for t in ch["backpack"]:
                        if t.startswith("crystal"):
                            hint = drag_hint(board.view(), cid, t, board.decisions())
                            assert "Weapon" not in hint and "Armour" not in hint
                            crystals += 1
                else:
                    assert not set(drawn) & set(ch["backpack"])
                empty = sum(k == "backpack" for _r, k in places)
                extra = sum(k == "over" for _r, k in places)
                assert empty == max(0, backpack_size(cid) - len(ch["backpack"]))
                assert extra == max(0, len(ch["backpack"]) - backpack_size(cid))
                over += extra > 0
                text = cards.strength_text(board.view(), cid, row.h < cards.ROOMY_H)
                plus = weapon_bonus(st, cid)
                if plus:
                    assert f"+ {plus}" in text or f"Weapon {plus} = " in text or \
                        f"Glove {plus} = " in text
                    bonus += 1
                seen += 1
    assert seen >= 100 and bonus >= 5 and over >= 1, (seen, bonus, over, crystals)


def test_a_full_backpack_at_the_end_of_exploration_wields_by_clicks(driver, monkeypatch):
    """A playtester with five items in three windows could only drop one (he had to drop a
    Sword he would have wielded). At the end of an Exploration (a Quest's Crystal came in),
    every item of the over-full Backpack is on the card, a click on the Sword offers to
    wield it, and its button frees the window: nothing is put down."""
    from games.engine.launch import open_board
    from games.engine.session import Session
    from games.labirynt.state import neighbours, side_of
    from tests.labirynt.helpers import bench, give, put, script
    from tests.labirynt.test_turns import DW, ER, duo
    from tests.ui.labirynt_driver import board_of
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    s = duo()
    bench(s, ER)
    rune = next(r for r in s.runes if r.startswith("rune.fire"))
    s.runes.remove(rune)
    s.chars[DW]["rune"] = rune
    sword, _h, _d = give(s, DW, "sword", "helmet", "dagger")
    target = [1, side_of(s, 1).element_chamber("fire")]
    put(s, DW, neighbours(s, target)[0])
    R.apply(s, {"type": "move", "character": DW, "to": target})
    script(s, 1, 1)
    R.apply(s, {"type": "explore"})
    while s.phase in ("casting", "roll", "armour"):
        R.apply(s, R.legal_actions(s)[0])
    R.apply(s, {"type": "done"})
    assert s.phase == "room"
    session = Session.new(R, [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}],
                          {"teams": "drawn", "sides": "random", "starters": "random"}, 1)
    session.state = s
    open_board(d.app, session)
    d.pump()
    board = board_of(d)
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    board.draw(pygame.Surface((1280, 800)))
    drawn = [t for _r, c, t in board.item_hits if c == DW]
    assert set(s.chars[DW]["backpack"]) <= set(drawn) and len(s.chars[DW]["backpack"]) == 4
    assert sum(k == "over" for _r, c, k in board.window_hits if c == DW) == 1
    rect = next(r for r, c, t in board.item_hits if t == sword)
    d.click(rect.center)
    labels = [b.label for b, _a in board.button_actions]
    assert "Wield the Sword" in labels and "Put down Sword" in labels
    d.click(board.button_for({"type": "wield", "token": sword}).rect.center)
    assert board.state.chars[DW]["weapon"] == sword and board.state.phase == "finish"
    assert not sum(board.state.floor.values(), [])
