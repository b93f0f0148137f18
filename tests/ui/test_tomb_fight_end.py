"""The end of a fight in the combat dialog, through real clicks: the result stays for
the fighter (never another seat's name or HP) until Close, the board's pass screen and
end-of-floor summary wait for that Close, and Undo brings the fight buttons back."""
import random

import pygame

from tests.ui.driver import start_game
from tests.ui.tomb_driver import act_once


def board_of(d):
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def labels(d):
    return [getattr(w, "label", "") for w in d.widgets()]


def test_every_end_of_a_fight_shows_the_fighters_result_until_close(driver):
    d = driver
    start_game(d, ["Ana", "Bo", "Cy"], seed=21, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(21)
    seen_ends = set()
    for _ in range(6000):
        scene = d.scene
        if type(scene).__name__ == "CombatScene" and "Close" in labels(d):
            fighter = scene.seat
            name = board.session.players[fighter]["name"]
            assert scene.outcome and scene.outcome.startswith(("The ", name)), scene.outcome
            assert all(not line.startswith("Round ") for line in scene.lines)   # no next turn
            assert not any(type(s).__name__ in ("PassScene", "FloorEndScene")
                           for s in d.app.stack)
            drawn = scene.fighter
            assert drawn["name"] == name
            for word in ("knocks out", "runs", "knocked out"):
                if word in scene.outcome:
                    seen_ends.add(word)
            if "knocked out" in scene.outcome:
                assert drawn["hp"] == 0 or drawn["poison"] >= drawn["hp"]
            moved_on = board.rules.current_seat(board.state) != fighter
            d.press("Close")
            if moved_on and board.is_private(board.rules.current_seat(board.state)) \
                    and board.state.phase != "over":
                assert any(type(s).__name__ in ("PassScene", "FloorEndScene")
                           for s in d.app.stack)
            if {"knocks out", "runs", "knocked out"} <= seen_ends:
                break
            continue
        if act_once(d, board, rng) == "FinalScene":
            break
    assert {"knocks out", "runs", "knocked out"} <= seen_ends, seen_ends


def test_undo_after_a_winning_scroll_brings_the_fight_back(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=11, game="Baldrick's Tomb")
    board = board_of(d)
    rng = random.Random(11)
    for _ in range(4000):
        if type(d.scene).__name__ == "CombatScene" and "Fight (roll)" in labels(d):
            break
        act_once(d, board, rng)
    scene, st = d.scene, board.state
    seat = st.turn
    # a Lightning Bolt in the fighter's hand (swapped with the deck) and a monster one hit from out
    for pile in st.piles.values():
        if "lightning_bolt" in pile:
            pile.remove("lightning_bolt")
            if st.scrolls[seat]:
                pile.append(st.scrolls[seat].pop())
    if "lightning_bolt" not in st.scrolls[seat]:
        st.scrolls[seat].append("lightning_bolt")
    st.combat["damage"] = scene.monster.hp - 1
    board.session.changes += 1       # rigged behind the session's back: views and legal
    scene._build()                   # actions are cached on its change counter
    d.pump()
    d.press("Scroll: Lightning Bolt")
    assert "Close" in labels(d) and "knocks out" in scene.outcome
    d.press("Undo")
    d.pump()
    assert d.scene is scene and scene.outcome is None
    assert "Fight (roll)" in labels(d) and "Close" not in labels(d)
    assert board.state.phase == "combat"
    assert all("knocks out" not in line for line in scene.lines)


def test_a_fourth_skill_pick_says_why_it_is_not_taken(driver):
    """The skill offer keeps three ("Game Setup"): a fourth click is refused with a reason."""
    import random
    from games.baldricks_tomb import rules as R
    from games.engine.launch import open_board
    from games.engine.session import Session
    from tests.ui.tomb_driver import act_once
    d = driver
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
    for p in players:
        p.update({o.key: o.default for o in R.player_options()})
    open_board(d.app, Session.new(R, players, {"custom_characters": True}, 4))
    d.pump()
    rng = random.Random(1)
    for _ in range(40):
        board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
        if type(d.scene).__name__ == "BoardScene" and board.state.phase == "skills":
            break
        act_once(d, board, rng)
    assert board.state.phase == "skills" and len(board.card_hits) > 3
    for rect, _, _ in board.card_hits[:4]:
        d.click(rect.center)
    assert len(board.chosen_skills) == 3
    assert board.status == "You keep three skills: deselect one first."
