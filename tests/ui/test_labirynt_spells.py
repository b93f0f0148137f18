"""Spells in a Labirynt fight, cast by people through the board ("Magic": in a fight the
defender casts first, then the attacker, one at a time, until both cast no more). A
playtester never saw a spell cast in 75 minutes (no person held a scroll in a fight, the
computers never cast), so this test makes sure a person can: two people, each with
combat scrolls their characters may cast, one attacks the other; every cast and every
"cast no more" is a click on the action panel after that seat's pass screen; the fight
box lists the spells cast in order and counts them in Strength; half-way through the
exchange the game is left by the menu and continued from its autosave, and the exchange
goes on where it stood, to the clash.

The positions come from a game played by the rules alone (``labirynt_driver.record``):
a Movement that ends beside another team's character; the scrolls are moved there from
the Find pool before the board opens (a game continued from that position: its save
holds it as its base, so the reload replays the clicks from there)."""
import pygame

from games.engine.launch import open_board
from games.engine.session import Session
from games.labirynt import rules as R
from games.labirynt.content import content
from games.labirynt.state import find_kind, free_windows, may_cast
from games.labirynt.ui import painting
from games.labirynt.ui.texts import item_name
from saves import files
from tests.ui.labirynt_driver import board_of, quick_waits, record

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"},
           {"name": "Cyd", "colour": "vermillion"}, {"name": "Dot", "colour": "sky"}]


def arm(state, cid: str, most: int = 2) -> list[str]:
    """Move up to ``most`` combat scrolls that ``cid`` may cast (different kinds, a
    Shatter only against a held Weapon being of no use here) from the Find pool into its
    free Backpack windows; returns them."""
    given, kinds = [], set()
    for token in sorted(state.pool):
        kind = find_kind(token)
        if kind is None or kind.when != "combat" or kind.effect == "shatter" or \
                kind.id in kinds or not may_cast(cid, token):
            continue
        if len(given) >= most or free_windows(state, cid) <= 0:
            break
        state.pool.remove(token)
        state.chars[cid]["backpack"].append(token)
        given.append(token)
        kinds.add(kind.id)
    return given


def duel_positions(rec) -> list:
    """Positions before an ``attack`` that a recorded game offers: the attacker's seat at
    its Exploration with another team's character in the chamber, both able to cast."""
    found = []
    for i, st in enumerate(rec.states):
        if st.phase != "arrange" or R.current_seat(st) is None:
            continue
        for a in R.legal_actions(st):
            if a["type"] != "attack":
                continue
            mover, target = st.mover, a["target"]
            if all(c in content().characters and content().characters[c].magic != "none"
                   and free_windows(st, c) > 0 for c in (mover, target)):
                found.append((i, a))
    return found


def drawn_texts(board) -> list[str]:
    """Every text the board draws in one frame (``fonts.text`` and ``fonts.fit``)."""
    from sprites import fonts
    seen, real = [], {name: getattr(fonts, name) for name in ("text", "fit")}
    for name, func in real.items():
        setattr(fonts, name, lambda s, *a, func=func, **k: (seen.append(s), func(s, *a, **k))[1])
    try:
        board.draw(pygame.Surface((1280, 800)))
    finally:
        for name, func in real.items():
            setattr(fonts, name, func)
    return seen


def continue_game(d) -> object:
    """Leave by the game menu and continue the autosave from the main menu."""
    d.key(pygame.K_ESCAPE)
    d.press("Quit to menu")
    d.press("Continue")
    return board_of(d)


def lift(d) -> None:
    """Lift a pass screen (the seat to decide looks)."""
    while type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)


def test_people_cast_spells_in_a_fight_by_clicks_and_a_reload_keeps_the_exchange(
        driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quick_waits(d)
    d.app.settings.computer_pace = "instant"
    fights = casts = reloads = 0
    # (duels between two casters are rare in the playout policy's games: the seeds that hold one)
    for n, seed in ((2, 54), (2, 7), (3, 21), (4, 33), (3, 5), (4, 9), (4, 2), (3, 14)):
        rec = record(n, seed, limit=600)
        for i, attack in duel_positions(rec)[:1]:
            state = R.clone(rec.states[i])
            mine = arm(state, state.mover)
            theirs = arm(state, attack["target"])
            if not mine or not theirs:
                continue
            session = Session.resume(R, {"players": PLAYERS[:n], "options": rec.options,
                                         "seed": rec.seed, "title": "Spells"},
                                     state, [], base=state.to_dict())
            open_board(d.app, session)
            d.pump()
            board = board_of(d)
            lift(d)
            d.click(board.button_for(attack).rect.center)
            while board.state.phase == "joint":          # two defenders: a choice
                lift(d)
                d.click(board.button_for({"type": "defend", "together": False}).rect.center)
            assert board.state.phase == "casting", board.state.phase
            fights += 1
            order, reloaded = [], False
            for _ in range(12):
                st = board.state
                if st.phase != "casting":
                    break
                side = st.combat["caster"]
                lift(d)
                assert board.viewer() == R.current_seat(st), "a caster without its own view"
                cast = next((a for a in board.legal() if a["type"] == "cast"), None)
                if cast is None:           # "cast no more", unless passed as its only answer
                    button = board.button_for({"type": "ready"})
                    if button is not None:
                        d.click(button.rect.center)
                    else:
                        d.pump()
                    continue
                before = dict(st.combat["mods"])
                d.click(board.button_for(cast).rect.center)
                st = board.state
                order.append((side, cast["scroll"]))
                casts += 1
                assert [(e["side"], e["token"]) for e in st.combat["cast"]] == order if \
                    st.combat else True
                if st.combat and st.phase == "casting":
                    v = board.view()
                    assert painting.standing_text(v) is None          # no dice yet
                    texts = drawn_texts(board)
                    for k, (s_side, token) in enumerate(order):       # listed in order
                        assert any(f"{k + 1}. {item_name(token)}" in t for t in texts), token
                    assert st.combat["mods"] != before or st.combat["ward"][side] or \
                        find_kind(cast["scroll"]).effect not in ("strength", "weaken")
                if len(order) == 2 and not reloaded and board.state.phase == "casting":
                    snapshot = board.state.to_dict()
                    board = continue_game(d)
                    lift(d)
                    assert board.state.to_dict() == snapshot, "the reload changed the fight"
                    assert [(e["side"], e["token"]) for e in board.state.combat["cast"]] == \
                        order
                    reloaded, reloads = True, reloads + 1
            assert board.state.phase != "casting", "the exchange never ended"
            assert {s for s, _t in order} == {"attacker", "defender"}
            assert order[0][0] == "defender"                 # the defender casts first
            lines = board.session.log_for(None)
            for _side, token in order:
                assert any(content().find(token).name in line and "casts" in line
                           for line in lines), token
    assert fights >= 3 and casts >= 6 and reloads >= 3, (fights, casts, reloads)
