"""Labirynt Czarnoksiężnika through the UI: whole games made of posted mouse events only
(the rules' playout policy says what a player would choose; the driver clicks where the
board draws it), with pass screens between the seats, and a game against the computer.

Each whole game is the short game its seed gives when the rules alone play it
(``labirynt_driver.Record``): the clicks replay its decisions, so the game by mouse is the
same game (about 300 actions for seed 54), and the app draws a frame only when the screen
changed (``quick_waits``)."""
import random
import time

import pytest

from games.engine.launch import start_new_game
from games.labirynt import rules as R
from saves import files
from tests.ui.labirynt_driver import Record, act_once, board_of, computer_step, quick_waits

PLAYERS = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
# A seed whose game against the easy computer is short (some 430 actions; the person's
# clicks are the playout policy's choices, the computer's are its own, both from the seed).
COMPUTER_SEED = 25


@pytest.fixture
def quick_saves(monkeypatch):
    """Autosaves without waiting for the disk (their durability is tested in tests/saves):
    a whole game autosaves some 600 times."""
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)


def test_two_teams_play_a_whole_game_by_mouse(driver, quick_saves):
    d = driver
    quick_waits(d)
    script = Record(2, 54, players=PLAYERS).actions
    start_new_game(d.app, "labirynt", PLAYERS, {}, 54)
    d.pump()
    board = board_of(d)
    rng = random.Random(54)
    seen = {}
    for _ in range(3000):
        name = act_once(d, board, rng, script)
        seen[name] = seen.get(name, 0) + 1
        if type(d.scene).__name__ == "FinalScene":
            break
    assert type(d.scene).__name__ == "FinalScene"
    assert R.is_over(board.state) and R.winners(board.state)
    assert max(board.state.gems) >= 18 or len(R.winners(board.state)) == 1
    assert seen["PassScene"] > 10            # every handover covered: Backpacks are secret
    assert len(board.session.actions) > 150  # a real game, every action a click
    assert board.session.actions == script   # the clicks played the recorded game


def test_a_person_plays_a_whole_game_against_the_computer(driver, quick_saves):
    d = driver
    quick_waits(d)
    d.app.settings.computer_pace = "instant"
    start_new_game(d.app, "labirynt", PLAYERS, {}, COMPUTER_SEED, computers={1: "easy"})
    d.pump()
    board = board_of(d)
    rng = random.Random(COMPUTER_SEED)
    end = time.monotonic() + 120
    while type(d.scene).__name__ != "FinalScene":
        assert time.monotonic() < end, "the game did not end"
        assert type(d.scene).__name__ == "BoardScene"     # one person: never a pass screen
        if R.current_seat(board.state) == 1:
            assert not board.action_buttons or not board.may_decide()
            computer_step(d)
        else:
            act_once(d, board, rng)
    assert R.is_over(board.state)
    log = board.session.log
    assert any(line.startswith("Bo (computer) ") for line in log)


def test_every_choice_of_many_positions_is_offered_on_screen(driver, quick_saves):
    """For every position of a game (two seeds, three and four teams too), every legal
    action has its place to click: a lit chamber for a Movement, else a button on some
    page of the action panel."""
    d = driver
    quick_waits(d)
    for seed, n in ((8, 3), (9, 4)):
        players = [{"name": f"P{i}", "colour": c}
                   for i, c in enumerate(("blue", "yellow", "vermillion", "sky")[:n])]
        start_new_game(d.app, "labirynt", players, {}, seed)
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for _ in range(90):
            if type(d.scene).__name__ == "PassScene":
                act_once(d, board, rng)
                continue
            if board.offer_dialog():         # the seats asked answer through the dialog
                asked = [s for s in board.state.roll["queue"] if s != board.state.turn]
                assert [s for _b, s in board.offer_buttons] == asked + [None]
                act_once(d, board, rng)
                continue
            for action in board.legal():
                if action["type"] in ("move", "haste"):
                    board.selected = action["character"]
                    assert tuple(action["to"]) in board.targets()
                else:
                    pages = []
                    while True:
                        pages += [a for _b, a in board.button_actions]
                        pages += [a for a in board.legal() if board.button_for(a)]
                        nxt = [b for b in board.action_buttons if b.on_click == board.next_page]
                        if not nxt or not nxt[0].enabled:
                            break
                        board.next_page()
                    board.page = 0
                    board.rebuild_actions()
                    assert action in pages, action
            board.selected = None
            act_once(d, board, rng)


def test_a_camps_hover_text_says_whose_team_alone_may_enter_it():
    """"Character Movement": no character enters another team's Camp; the Camp's hover
    text says so, naming the player whose team it is (a playtester read only "Safe" on
    an opponent's Camp and tried to walk in). The neutral board's Camp says nothing of it."""
    from games.labirynt.state import side_of
    from games.labirynt.ui.painting import chamber_help
    from tests.labirynt.helpers import game
    state = game(2, 5)                        # set up: teams, sides and starters chosen
    players = state.players
    view = R.view(state, 0)
    assert any(board["owner"] is None for board in state.boards)   # two teams: a neutral board
    for b, board in enumerate(state.boards):
        camp = side_of(state, b).of_kind("camp")
        text = chamber_help(view, (b, camp))
        if board["owner"] is None:
            assert "Only" not in text
        else:
            assert f"Only {players[board['owner']]['name']}'s team may enter this Camp." in text


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_neutral_boards_camp_and_runes_never_promise_gems_or_runes(language):
    """A playtester read "carry a Crystal here for 5 gems" on the neutral board's Camp,
    walked a Crystal in and got nothing (rightly: only one's own Camp turns Crystals into
    gems, "Quests"). Every Camp and Runes chamber of many games says what it does and for
    whom: a team's own, by name; the neutral board's, that it gives no gems and no Runes
    (the rules count it as nobody's own Camp), in English and in Polish."""
    from games.engine import i18n
    from games.labirynt import turns
    from games.labirynt.state import side_of
    from games.labirynt.ui.painting import chamber_help
    from tests.labirynt.helpers import game
    i18n.set_language(language)
    try:
        neutral = 0
        for n in (2, 3, 4):
            for seed in range(4):
                state = game(n, seed)
                view = R.view(state, None)
                for b, board in enumerate(state.boards):
                    side = side_of(state, b)
                    camp = chamber_help(view, (b, side.of_kind("camp")))
                    runes = chamber_help(view, (b, side.of_kind("runes")))
                    if board["owner"] is None:
                        neutral += 1
                        assert i18n._("The neutral board's Runes chamber gives no Runes.") \
                            in runes
                        assert i18n.ngettext(
                            "Any team may enter this Camp, but it is no team's own: a Crystal "
                            "carried here stays a Crystal (only a team's own Camp turns it "
                            "into {n} gem).",
                            "Any team may enter this Camp, but it is no team's own: a Crystal "
                            "carried here stays a Crystal (only a team's own Camp turns it "
                            "into {n} gems).", 5).format(n=5) in camp
                        assert not turns.is_own_camp(state, 0, [b, side.of_kind("camp")])
                    else:
                        name = state.players[board["owner"]]["name"]
                        assert name in camp and name in runes
                        assert i18n.ngettext(
                            "A Crystal that {name}'s team carries in turns into {n} gem.",
                            "A Crystal that {name}'s team carries in turns into {n} gems.",
                            5).format(name=name, n=5) in camp
        assert neutral == 4
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_teammates_figures_never_share_a_letter(language):
    """The letter on each figure tells a team's characters apart, the Zombie included, in
    every language (Eriald the Hunter and the Elven Druid were both "E")."""
    from games.engine import i18n
    from games.labirynt.content import content
    from games.labirynt.ui import texts as T
    try:
        assert i18n.set_language(language) is None
        teams = {}
        for cid, card in content().characters.items():
            teams.setdefault(card.team, []).append(T.initial(cid))
        teams["undead"].append(T.initial("zombie"))
        for team, letters in teams.items():
            assert len(set(letters)) == len(letters), (team, letters)
            assert all(len(x) == 1 and x.isalpha() and x.isupper() for x in letters)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("teams", [2, 3, 4])
def test_the_teleports_faces_are_shown_as_the_rules_roll_them(teams):
    """A playtester could not tell which k6 face sends a Teleport where, so could not
    judge a re-roll: the board scene names each face's board (``texts.teleport_faces``),
    and for every face the rules send the character to the board named for it."""
    import copy

    from games.labirynt.state import side_of
    from games.labirynt.ui import texts as T
    from tests.labirynt.helpers import active, game, place_of, put, script
    base = game(teams, 11)
    seat = base.turn
    cid = active(base, seat)[0]
    home = next(i for i, b in enumerate(base.boards) if b["owner"] == seat)
    tele = place_of(base, home, "teleport")
    door = [home, next(iter(side_of(base, home).neighbours[tele[1]]))]
    put(base, cid, door)
    base.gems[seat] = 0                     # no gems: the k6 is rolled at once
    shown = {}
    base.mover = cid
    for part in T.teleport_faces(R.view(base, seat)).split("; "):
        faces, board = part.split(": ")
        if "\u2013" in faces:                          # a run, "1–3"
            low, high = (int(x) for x in faces.split("\u2013"))
            numbers = range(low, high + 1)
        else:                                           # single faces, "1, 4"
            numbers = [int(x) for x in faces.split(", ")]
        for face in numbers:
            shown[face] = board
    assert sorted(shown) == [1, 2, 3, 4, 5, 6]
    for face in range(1, 7):
        s = copy.deepcopy(base)
        script(s, face)
        R.apply(s, {"type": "move", "character": cid, "to": tele})
        while s.phase == "roll":                      # nobody changes the roll
            R.apply(s, {"type": "keep"})
        landed = s.chars[cid]["place"][0]
        assert T.board_name(R.view(s, seat), landed) == shown[face], face
