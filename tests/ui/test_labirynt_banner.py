"""The Labirynt board's Encounter banner is never about an earlier position: it shows only
while the character that rolled is still in that chamber in that Exploration (gone after
"Another move", a step elsewhere or the next turn), in the language shown (made again
from the row, not kept as a text). A playtester read an old encounter over a new chamber.

Turns come from games played by the rules alone (``labirynt_driver.record``); the board is
opened at their start, as a saved game is, and each turn is played by clicks."""
import random

import pygame

from games.engine import i18n
from games.labirynt import rules as R
from games.labirynt.content import content
from saves import files
from tests.ui.labirynt_driver import act_once, quiet_app, record, spread


def encounter_turns(rec, most):
    """Starts of turns with an Encounter roll and, later in the turn, another Movement."""
    found = []
    for i, st in enumerate(rec.states):
        if st.phase == "roll" and st.roll["purpose"] == "encounter":
            start = rec.turn_start(i)
            later = [k for k in range(i, len(rec.states))
                     if rec.turn_start(k) == start and rec.states[k].phase == "move"]
            if later and start not in found:
                found.append(start)
    return spread(found, most)


def mover_place(board):
    v = board.view()
    c = next((c for c in v["chars"] if c["id"] == v["mover"]), None)
    return c and c["place"]


def test_the_encounter_banner_is_about_the_position_on_screen(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    shown = gone = translated = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for begin in encounter_turns(rec, 4):
            board = rec.open_at(d, begin)
            rng = random.Random(begin)
            turn = R.whose_turn(board.state)
            seen = None                               # (mover, place) when it appeared
            for _ in range(60):
                if R.is_over(board.state) or R.whose_turn(board.state) != turn:
                    break
                v = board.view()
                if board.banner is not None:
                    if seen is None:
                        seen = (v["mover"], mover_place(board))
                        shown += 1
                        try:
                            i18n.set_language("pl")
                            row = next(r for r in content().rows if r.names["pl"] in board.banner)
                            assert row.texts["pl"] in board.banner
                            translated += 1
                        finally:
                            i18n.set_language("en")
                    assert (v["mover"], mover_place(board)) == seen, "a banner of another place"
                    assert v["phase"] != "move", "a banner over a new Movement"
                elif seen is not None and ((v["mover"], mover_place(board)) != seen
                                           or v["phase"] == "move"):
                    gone += 1
                    seen = None
                act_once(d, board, rng, rec.actions)
            assert board.banner is None or R.whose_turn(board.state) == turn
    assert shown >= 5 and gone >= 3 and translated == shown, (shown, gone, translated)


def clash_positions(rec, most):
    """Positions whose next action (by clicks, the recorded one) settles a clash."""
    found = []
    for i in range(len(rec.actions)):
        st = R.clone(rec.states[i])
        events = R.apply(st, rec.actions[i])
        if any(e["type"] == "clash" for e in events):
            found.append(i)
    return spread(found, most)


def test_a_fights_result_stays_on_screen_after_it_is_settled(driver, monkeypatch):
    """A playtester saw a fight settled at once (nobody could change its dice): the banner
    showed only the encounter and the winner was only in the log. After a clash the
    banner says both sides' Strength, dice and totals, who won and why (a rolled 1 always
    loses), in the language shown, and keeps it while that Exploration goes on, also when
    the fighter fell."""
    from games.labirynt.log_lines import clash_verdict
    from games.labirynt.ui.texts import clash_text
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    shown = ones = fell = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for i in clash_positions(rec, 8):
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            done = len(board.session.actions)
            act_once(d, board, random.Random(i), rec.actions)
            if board.session.actions[done:done + 1] != [rec.actions[i]]:
                continue
            st = R.clone(rec.states[i])
            clash = [e for e in R.apply(st, rec.actions[i]) if e["type"] == "clash"][-1]
            v = board.view()
            if v["phase"] in ("move", "teleport", "over") or v["roll"] or v["combat"]:
                continue                        # the turn went on past it, or fights again
            assert board.banner is not None, "the fight's result is not on screen"
            assert clash_text(clash) in board.banner
            assert clash_verdict(clash["result"], clash["why"], clash["totals"]) in board.banner
            for side in ("attacker", "defender"):
                assert str(clash["totals"][side]) in board.banner
            shown += 1
            ones += clash["why"] == "one"
            fell += v["mover"] is None
            i18n.set_language("pl")
            try:
                assert clash_verdict(clash["result"], clash["why"], clash["totals"]) \
                    in board.banner
            finally:
                i18n.set_language("en")
    assert shown >= 8 and ones >= 1, (shown, ones, fell)


def test_the_fight_of_a_character_that_fell_stays_on_screen(driver, monkeypatch):
    """A fight lost with 1 LP left (the attacker's LP set to 1 and its Armour taken off in
    a recorded game, before the clash is settled by a click): the character dies, and the
    banner still says the fight's result (the figure that fought is gone from the chamber)."""
    from games.engine.launch import open_board
    from games.labirynt.log_lines import clash_verdict
    from tests.ui.labirynt_driver import board_of
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    fell = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5), (4, 9)):
        rec = record(n, seed, limit=600)
        for i in clash_positions(rec, 12):
            st = R.clone(rec.states[i])
            attacker = st.combat["attacker"] if st.combat else st.mover
            st.chars[attacker]["lp"], st.chars[attacker]["armour"] = 1, []
            events = R.apply(R.clone(st), rec.actions[i])
            if not any(e["type"] == "died" and e["char"] == attacker for e in events):
                continue
            session = rec.session_at(i)
            session.state = st
            open_board(d.app, session)
            d.pump()
            board = board_of(d)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if not board.decisions():
                continue
            act_once(d, board, random.Random(i), rec.actions)
            v = board.view()
            if v["phase"] in ("move", "teleport", "over") or v["roll"] or v["combat"]:
                continue
            clash = [e for e in events if e["type"] == "clash"][-1]
            assert board.banner and clash_verdict(clash["result"], clash["why"],
                                                  clash["totals"]) in board.banner
            fell += 1
    assert fell >= 2, fell
