"""Dragging items on the Labirynt board, by posted mouse events (button down on an item,
motion with the button held, button up elsewhere): a drop between a card's Backpack, its
Weapon and Armour windows, another character's card, the chamber's tokens and the chamber
itself becomes the rules' action for it, or changes nothing and says the rules' reason.
A press on an item drags the item, never the boards' view.

The positions come from games played by the rules alone (``labirynt_driver.record``); the
board is opened on each (as a saved game is) and the turn played on by clicks."""
import random

import pygame
import pytest

from games.engine.protocol import IllegalAction
from games.labirynt import rules as R
from games.labirynt.content import content, kind_of
from games.labirynt.ui import layout as L
from games.labirynt.ui.dragging import not_now
from games.labirynt.ui.texts import REARRANGE_WHEN
from saves import files
from tests.ui.labirynt_driver import act_once, quick_waits, record, spread

COLOURS = ("blue", "yellow", "vermillion", "sky")
LIMIT = 600          # the recorded games' first actions: positions enough for every test


def drag(d, start, end, steps=4):
    """Press at ``start``, move with the left button held to ``end``, let go there."""
    d.wait_for_input()
    start, end = tuple(map(int, start)), tuple(map(int, end))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    last = start
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                             rel=(pos[0] - last[0], pos[1] - last[1]),
                                             buttons=(1, 0, 0)))
        last = pos
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    d.pump()


def category(token: str) -> str:
    kind = kind_of(token)
    return content().find(token).category if kind == "find" else kind


def expected(state, source, target) -> dict | None:
    """What the drop means, written from the rulebook's windows (not the scene's code):
    ``None`` when it means nothing (the item back where it was)."""
    mover = state.mover
    if source[0] == "floor":
        token = source[2]
        if target[0] == "card":
            cid = target[1]
            if cid == mover:
                return {"type": "take", "token": token}
            return {"type": "claim", "character": cid, "token": token}
        return None
    _s, owner, token = source
    ch = state.chars[owner]
    worn = token == ch["weapon"] or token in ch["armour"]
    if target[0] == "chamber":
        return {"type": "drop", "token": token} if list(target[1]) == ch["place"] else "elsewhere"
    cid, window = target[1], target[2]
    if cid == owner:
        if window == "worn" and not worn:
            return {"weapon": {"type": "wield", "token": token},
                    "armour": {"type": "wear", "token": token}}.get(category(token), "not worn")
        if window == "backpack" and worn:
            return {"type": "unwield"} if token == ch["weapon"] else {"type": "unwear", "token": token}
        return None
    if cid == mover:
        return {"type": "receive", "token": token, "from": owner}
    return {"type": "give", "token": token, "to": cid}


def sources(board):
    found = [(("card", cid, token), rect.center) for rect, cid, token in board.item_hits]
    found += [(("floor", tuple(place), token), rect.center) for rect, place, token in board.floor_hits]
    return found


def targets(board, state):
    found = []
    for rect, cid, window in board.slot_hits:
        found.append((("card", cid, window), (rect.right - 6, rect.centery)))
    for cid, ch in state.chars.items():
        if ch["status"] == "active" and ch["place"] is not None:
            b, c = ch["place"]
            side = board.side(b)
            found.append((("chamber", (b, c)), board.geo.centre(b, side.chambers[c])))
    return found


ITEM_ACTIONS = ("take", "drop", "wield", "wear", "unwield", "unwear", "give", "receive", "claim")


def item_turns(rec, most: int) -> list[int]:
    """The first positions of at most ``most`` turns of ``rec`` (spread over the game) in
    which some item may be moved (taken, put down, worn, given...), and of every turn in
    which a token lying in a chamber may be taken (rare under the playout policy)."""
    found, taking = [], []
    for i in rec.where(lambda st, i: any(a["type"] in ITEM_ACTIONS
                                         for a in R.legal_actions(st))):
        if not found or rec.turn_start(i) != rec.turn_start(found[-1]):
            found.append(i)
        if any(a["type"] == "take" for a in R.legal_actions(rec.states[i])) and \
                (not taking or rec.turn_start(i) != rec.turn_start(taking[-1])):
            taking.append(i)
    chosen = spread(found, most)
    return sorted(set(chosen) | {i for i in taking
                                 if rec.turn_start(i) not in map(rec.turn_start, chosen)})


def opened(d, monkeypatch, rec, i):
    """The board opened on ``rec``'s position ``i``, its pass screen lifted (no autosave:
    these games are never saved; saves are tested in tests/saves)."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    quick_waits(d)
    d.app.autosave = False
    board = rec.open_at(d, i)
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    return board


def test_every_drop_is_the_rules_action_or_their_refusal(driver, monkeypatch):
    d = driver
    tried, taken, refused = 0, set(), 0
    for n, seed in ((2, 54), (3, 21), (2, 7), (4, 33), (2, 11)):
        rec = record(n, seed, limit=LIMIT)
        for i in item_turns(rec, 10):
            board = opened(d, monkeypatch, rec, i)
            rng = random.Random(i)
            turn, dropped = R.whose_turn(board.state), False
            for _ in range(40):
                if R.is_over(board.state) or R.whose_turn(board.state) != turn:
                    break
                legal = board.legal()
                movable = any(a["type"] in ITEM_ACTIONS for a in legal)
                if dropped and not movable:
                    break                       # the turn's items are arranged
                if type(d.scene).__name__ == "BoardScene" and board.decisions() and movable:
                    dropped = True
                    board.draw(pygame.Surface((1280, 800)))
                    srcs, tgts = sources(board), targets(board, board.state)
                    pairs = [(s, t) for s in srcs for t in tgts]
                    useful = [(s, t) for s, t in pairs
                              if expected(board.state, s[0], t[0]) in legal]
                    if pairs:                   # half the time a drop the rules allow now
                        if useful and rng.random() < 0.5:
                            kinds = sorted({expected(board.state, s[0], t[0])["type"]
                                            for s, t in useful})
                            fresh = [k for k in kinds if k not in taken]
                            kind = rng.choice(fresh or kinds)    # each kind tried soon
                            pick = [(s, t) for s, t in useful
                                    if expected(board.state, s[0], t[0])["type"] == kind]
                        else:
                            pick = pairs
                        (source, spos), (target, tpos) = rng.choice(pick)
                        want = expected(board.state, source, target)
                        before, changes = board.state.to_dict(), board.session.changes
                        board.status = None
                        drag(d, spos, tpos)
                        tried += 1
                        if isinstance(want, dict) and want in legal:
                            assert board.session.actions[-1] == want, (source, target)
                            taken.add(want["type"])
                        else:
                            assert board.session.changes == changes and \
                                board.state.to_dict() == before
                            if isinstance(want, dict):
                                try:
                                    R.apply(R.clone(board.state), want)
                                except IllegalAction as exc:
                                    # a kind of drop whose moment this is not says when
                                    # it may be made, else the rules' refusal
                                    said = not_now(want, board.state.phase) or exc.reason
                                    assert board.status == str(said), (want, board.status)
                                    refused += 1
                            elif want is not None:
                                assert board.status, (source, target)     # said why
                act_once(d, board, rng, rec.actions)   # the turn goes on, one drop a position
    assert tried >= 60
    assert {"take", "drop", "wield"} <= taken, taken
    assert refused >= 5


def test_a_press_on_an_item_drags_the_item_not_the_view(driver, monkeypatch):
    d = driver
    rec = record(2, 54, limit=LIMIT)
    lying = rec.where(lambda st, i: any(st.floor.values()) and any(
        a["type"] in ITEM_ACTIONS for a in R.legal_actions(st)))
    assert lying, "no token lying on the boards"
    board = opened(d, monkeypatch, rec, lying[0])
    assert type(d.scene).__name__ == "BoardScene" and board.decisions()
    board.draw(pygame.Surface((1280, 800)))
    assert board.floor_hits
    rect, place, token = board.floor_hits[0]
    d.wait_for_input()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(6):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    d.pump()
    assert board.geo.zoom > 1.5
    board.draw(pygame.Surface((1280, 800)))
    rect, place, token = next(h for h in board.floor_hits if board.geo.view.contains(h[0]))
    pan = list(board.geo.pan)
    changes = board.session.changes
    row = next(r for r, cid in board.team_hits if cid == (board.state.mover or cid))
    drag(d, rect.center, row.center)              # onto a card: take it, or say why not
    assert board.geo.pan == pan                    # the item moved, not the view
    if board.session.changes == changes:
        assert board.status                        # a refusal says why
    else:
        assert board.session.actions[-1]["token"] == token
    empty = (board.geo.view.x + 20, board.geo.view.bottom - 20)
    assert board.item_at(empty) is None
    drag(d, empty, (empty[0] + 60, empty[1] - 40))
    assert board.geo.pan != pan                    # a press elsewhere pans


def press_and_move(d, start, end):
    """Press at ``start`` and move with the left button held to ``end`` (no release)."""
    d.wait_for_input()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in (1, 2, 3):
        pos = (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 5),
                                             buttons=(1, 0, 0)))
    d.pump()


@pytest.mark.parametrize("how", ["escape", "menu", "rules", "button up unseen"])
def test_a_drag_ends_when_esc_is_pressed_or_a_screen_comes_over_the_board(driver, monkeypatch,
                                                                          how):
    """A playtester pressed Esc while dragging a Crystal: the game menu opened with the
    Crystal floating over the dimmed board, and after Resume it kept following the
    pointer with the button up until the next click. Esc during a drag lets the item go
    where it was (a second Esc opens the menu); any screen pushed over the board during
    a drag ends it; so does a motion with the button up (it was let go unseen). Nothing
    changes in the game, and nothing is drawn under the pointer afterwards."""
    from games.labirynt.ui import painting
    d = driver
    drags = 0
    for n, seed in ((2, 54), (3, 21)):
        rec = record(n, seed, limit=LIMIT)
        for i in item_turns(rec, 3):
            board = opened(d, monkeypatch, rec, i)
            if type(d.scene).__name__ != "BoardScene" or not board.item_hits:
                continue
            drawn = []
            monkeypatch.setattr(painting, "draw_dragged",
                                lambda surface, token, pos: drawn.append(token))
            rect, _cid, _token = board.item_hits[0]
            before, changes = board.state.to_dict(), board.session.changes
            press_and_move(d, rect.center, (board.geo.view.centerx, board.geo.view.centery))
            assert board.held is not None and board._dragging and drawn
            if how == "escape":
                d.key(pygame.K_ESCAPE)
                assert d.app.top is board, "Esc during a drag opened the menu"
            elif how == "menu":
                board.open_menu()
                d.pump()
                d.key(pygame.K_ESCAPE)                 # Resume
            elif how == "rules":
                board.open_rules()
                d.pump()
                d.app.pop()
                d.pump()
            else:
                pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(board.geo.view.centerx + 9, board.geo.view.centery), rel=(9, 0),
                    buttons=(0, 0, 0)))
                d.pump()
            assert d.app.top is board
            assert board.held is None and not board._dragging and board._press is None
            drawn.clear()
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300),
                                                 rel=(3, 3), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300),
                                                 button=1))
            d.pump()
            assert not drawn, "the item still follows the pointer"
            assert board.session.changes == changes and board.state.to_dict() == before
            if how == "escape":
                d.key(pygame.K_ESCAPE)
                assert type(d.app.top).__name__ == "PauseScene"   # no drag: the menu
                d.key(pygame.K_ESCAPE)
            drags += 1
    assert drags >= 3


def test_a_weapon_dragged_mid_exploration_says_when_and_its_tip_agrees(driver, monkeypatch):
    """A playtester dragged a Weapon into the Weapon window during Chamber Penetration
    ("drag it into the Weapon window to take it in hand", said its tip) and nothing
    happened: the tip names only the drops the rules take now and says when a Weapon is
    taken in hand; the drop says the same."""
    d = driver
    seen = 0
    for n, seed in ((2, 54), (3, 21), (2, 7), (4, 33), (2, 11)):
        rec = record(n, seed, limit=LIMIT)
        spots = rec.where(lambda st, i: st.phase == "penetrate" and any(
            category(t) in ("weapon", "armour") for t in st.chars[st.mover]["backpack"]))
        for i in spots[:2]:
            board = opened(d, monkeypatch, rec, i)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            board.draw(pygame.Surface((1280, 800)))
            mover = board.state.mover
            for rect, cid, token in board.item_hits:
                if cid != mover or category(token) not in ("weapon", "armour") or \
                        token not in board.state.chars[mover]["backpack"]:
                    continue
                tip = board.hover_text(rect.center)
                assert REARRANGE_WHEN() in tip and "Weapon window to take" not in tip, tip
                slot = next(r for r, c, w in board.slot_hits if c == mover and w == "worn")
                before, changes = board.state.to_dict(), board.session.changes
                drag(d, rect.center, (slot.right - 6, slot.centery))
                assert board.session.changes == changes and board.state.to_dict() == before
                assert board.status == REARRANGE_WHEN()
                seen += 1
                break
    assert seen >= 3
