"""Every board draws whatever player records reach it: unknown colour keys, names with NUL,
lone surrogates, control characters or 50,000 letters (the saves repair such records on
load; the boards must still never raise if one gets through)."""
import random

import pytest

from games.engine import registry
from games.engine.app import App
from games.engine.launch import open_board
from games.engine.session import Session
from games.engine.settings import Settings

ODD_NAMES = ["A\x00b", "\ud800lone", "x" * 50_000, "\u202eevil", "\u0301" * 40 + "a", "😀🎲"]
ODD_COLOURS = ["no-such-colour", "", "BLUE", "blue ", "#ff0000"]


@pytest.mark.parametrize("game", [i.game_id for i in registry.available_games()])
def test_boards_draw_odd_player_records(game):
    info = registry.get(game)
    rules = info.rules()
    count = max(2, info.min_players)
    players = [{"name": ODD_NAMES[i % len(ODD_NAMES)], "colour": ODD_COLOURS[i % len(ODD_COLOURS)]}
               for i in range(count)]
    for opt in rules.player_options():
        for p in players:
            p[opt.key] = opt.default
    options = {o.key: o.default for o in rules.setup_options()}
    app = App(Settings(animation="off"), headless=True)
    app.autosave = False
    try:
        session = Session.new(rules, players, options, 11)
        open_board(app, session)
        rng = random.Random(2)
        for _ in range(40):
            while type(app.top).__name__ == "PassScene":
                app.pop()
            board = app.top
            app.draw()
            legal = rules.legal_actions(session.state)
            if not legal or not hasattr(board, "act"):
                break
            board.act(rng.choice(legal))
        app.draw()
    finally:
        app.close()
