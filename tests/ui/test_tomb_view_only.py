"""Baldrick's Tomb's board explains what the rules say (the Steal button's words, the
status line's news); that no board module reads the rules state is tests/ui/test_view_only.py."""

from games.baldricks_tomb import rules as R
from tests.baldricks_tomb.helpers import no_skills, ready
from tests.ui.driver import start_game

def test_the_steal_button_says_what_the_rules_say(driver):
    d = driver
    start_game(d, ["Ana", "Bo"], seed=5, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    s = ready(2, pawns=((1, 1), (1, 2)))
    no_skills(s)
    s.tokens["gem"].update(at="held")
    s.gem_holder = 1
    board.session.state = s                      # a position with a steal to try
    board.session.changes += 1
    board._rebuild_panel()
    steal = next(b for b in board.panel_buttons if b.label == "Steal the Gem")
    assert steal.tooltip == R.ACTION_HELP["steal"]
    assert "a tie changes nothing" in steal.tooltip


def test_news_on_the_status_line_is_the_public_log_line_of_its_event(driver):
    import random
    from games.baldricks_tomb.ui.scene import NEWS
    from tests.ui.tomb_driver import act_once
    d = driver
    start_game(d, ["Ana", "Bo"], seed=9, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng, checked = random.Random(9), set()
    act = board.act

    def recording(action):
        events = act(action)
        news = [e for e in events or [] if e["type"] in NEWS]
        if news and board.status is not None:
            state = board.session.state
            assert board.status == R.describe(state, news[-1])
            checked.add(news[-1]["type"])
        return events
    board.act = recording
    for _ in range(3000):
        if len(checked) >= 4 or act_once(d, board, rng) == "FinalScene":
            break
    assert len(checked) >= 4, checked
