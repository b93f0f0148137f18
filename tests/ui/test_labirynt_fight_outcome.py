"""The Labirynt panel tells a whole fight, never a first clash over a fight lost
(playtest 10, item 4: Gnolls, "Clash 1 of 2: ... The attacker wins" on the panel while the
lost second clash and the wound stood only in the log).

A position is set up by hand (the druid of the Elves beside a numbered chamber, the dice
to come scripted: an Encounter with the Gnolls, the first clash won, the second lost), the
board is opened on it and the player clicks the chamber and "Explore the chamber"; every
answer after that is the active seat's own single one (a roll it can only let stand, a
fight it has nothing to cast in), passed by the board itself, as in a real game."""
import pygame

from games.engine.launch import open_board
from games.engine.session import Session
from games.labirynt import rules as R
from games.labirynt.content import content
from games.labirynt.state import side_of
from saves import files
from tests.labirynt.helpers import Dice, bench, give, put, total_for, turn_to
from tests.ui.labirynt_driver import board_of, chamber_spot, click_action, quiet_app

PLAYERS = [{"name": "Ala", "colour": "blue"}, {"name": "Olek", "colour": "yellow"}]


def gnolls_session(second: tuple, options: dict):
    """A session at Ala's Movement: the druid (Strength 3, an Elixir unseen in its
    Backpack, full LP) beside a numbered chamber whose Encounter roll meets the Gnolls
    (Strength 5); the druid wins the first clash (6 against 2) and the second clash's
    dice are ``second`` (the druid's, the Gnolls')."""
    session = Session.new(R, PLAYERS, {"teams": "chosen", "sides": "random",
                                       "starters": "random", **options}, 5)
    s = session.state
    R.apply(s, {"type": "choose_team", "team": "elves"})
    R.apply(s, {"type": "choose_team", "team": "dwarves"})
    for cid in [c for c in s.chars if c not in ("druid", "dwarf_warrior")]:
        bench(s, cid)
    side = side_of(s, 0)
    target = next(ch for ch in side.chambers if ch.kind == "plain")
    start = next(m for m in side.neighbours[target.id] if side.chambers[m].kind == "plain")
    put(s, "druid", [0, start])
    put(s, "dwarf_warrior", [1, side_of(s, 1).of_kind("camp")])
    give(s, "druid", "elixir")
    s.gems = [0, 0]
    turn_to(s, 0)
    s.roll = s.combat = None
    total = total_for("Gnolls") - target.number
    a = max(1, min(6, total - 1))
    s.rng = Dice([a, total - a, 6, 2, *second])
    return session, [0, target.id]


def play_to_the_end_of_the_fight(d, second: tuple, options: dict):
    session, target = gnolls_session(second, options)
    open_board(d.app, session)
    d.pump()
    if type(d.scene).__name__ == "PassScene":
        d.key(pygame.K_RETURN)
    board = board_of(d)
    d.click(chamber_spot(board, tuple(target)))
    assert board.view()["phase"] == "arrange"
    click_action(d, board, {"type": "explore"})
    return board


def test_a_fight_beaten_twice_or_not_is_told_whole_on_the_panel(driver, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    for options in ({}, {"rerolls": "once"}):
        board = play_to_the_end_of_the_fight(d, (1, 5), options)    # the second clash lost
        v = board.view()
        assert v["combat"] is None and v["roll"] is None and v["mover"] == "druid"
        banner = board.banner
        assert "Clash 1 of 2" in banner and "Clash 2 of 2" in banner, banner
        assert "The attacker wins" in banner and "The defender wins" in banner
        assert "Not beaten twice in a row: no reward." in banner
        assert "The Elven Druid is wounded" in banner
        assert banner.index("Clash 1 of 2") < banner.index("Clash 2 of 2")
        board = play_to_the_end_of_the_fight(d, (6, 1), options)    # beaten twice
        banner = board.banner
        assert banner.count("The attacker wins") == 2 and "no reward" not in banner
        row = next(r for r in content().rows if r.names["en"] == "Gnolls")
        assert f"gains {row.gems} gems" in banner and "draws" in banner, banner
