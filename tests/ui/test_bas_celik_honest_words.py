"""Buttons and pass screens say what really happens (a playtester found: the Devil
offered "Pay the ferry (d4)" though he crosses free; "Wade across" hiding that the next
cycle is lost; the pass screen saying "It is Cveta's turn" when she only answered a
curse or a trade; "anticlockwise" on the button but "counter-clockwise" in the log)."""
from __future__ import annotations

from games.bas_celik import rules as R
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import char_of, clear_board, game, place, set_char
from tests.ui.bas_celik_driver import click_action, open_position, positions


def at_the_ferry(char):
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, char)
    st = place(st, seat, "o11", ducats=4)
    st.phase, st.pending = "water", {"water": "o11"}
    return st, seat


def test_the_ferry_and_wading_say_what_they_cost():
    st, seat = at_the_ferry("djavo")                # the Devil pays no ferry
    view = R.view(st, seat)
    assert T.action_label(view, {"type": "ferry"}) == "Cross on the ferry for free"
    assert "skip the next cycle" in T.action_label(view, {"type": "wade"})
    assert "skipped the next cycle" in T.action_help(view, {"type": "wade"})
    st, seat = at_the_ferry(char_of("D"))
    view = R.view(st, seat)
    assert "d4" in T.action_label(view, {"type": "ferry"})


def test_the_direction_is_said_as_the_log_says_it():
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = set_char(st, seat, char_of("R"))
    st = place(st, seat, "o01", dir=None)
    view = R.view(st, seat)
    label = T.action_label(view, {"type": "roll", "clockwise": False})
    assert "counter-clockwise" in label and "anticlockwise" not in label
    events = R.apply(st, {"type": "roll", "clockwise": False})
    assert "counter-clockwise" in R.describe(st, events[0])


def test_the_pass_screen_says_why_outside_a_turn(driver):
    """A curse laid on another person: the pass screen for the cursed seat says it
    answers a curse, not that it is its turn."""
    d = driver
    players = [{"name": n, "colour": c} for n, c in (("Ana", "blue"), ("Bojan", "yellow"),
                                                     ("Cveta", "vermillion"))]
    found = positions(players, {}, 6, lambda s, i, a: a["type"] == "curse" and bool(
        s.state.heroes[a["target"]]["curses"]), 4000,    # a target with a choice to make
                      enough=lambda f: len(f) >= 1)
    assert found
    board = open_position(d, found[0])
    board.secrets_seen = True
    target = found[0].next["target"]
    click_action(d, board, found[0].next)
    assert type(d.scene).__name__ == "PassScene"
    note = d.scene.note()
    assert "curse" in note and "turn" not in note, note
    assert board.seat_name(target) in note


def _rules_text(language: str) -> str:
    import yaml
    from games.engine.paths import data_path
    name = "rules.yaml" if language == "en" else f"rules.{language}.yaml"
    return yaml.safe_load(open(data_path("bas_celik") / name, encoding="utf-8")).__repr__()


def test_the_rules_screen_gives_the_shops_real_prices():
    """The rules screen said villages sell "Boats, Horses, Mules and Health at 1 ducat
    each" while the shops charge 3, 6 and 4: each Transport's price and the weapons'
    are said as the data has them, in both languages."""
    from games.bas_celik.content import content
    c = content()
    english = _rules_text("en")
    assert "at 1 ducat each" not in english
    for t in ("boat", "mule", "horse"):
        name = c.cards[t].names["en"].split(" (")[0]
        assert f"{name} for {c.cards[t].price}" in english, name
    polish = _rules_text("pl")
    for t in ("boat", "mule", "horse"):
        assert f" za {c.cards[t].price}" in polish, t
    for w in ("mac", "buzdovan", "sekira"):
        assert f"{c.cards[w].price} ducats" in english


def test_tips_say_the_rule_not_the_rulebook_section():
    """Tooltips a playtester found to be jargon: the Stealing chip ("Show only what can
    be stolen in the panel (4.4.5)") and the Hiding roll option ("d6 is the basic
    variant's reading") say what happens instead."""
    from games.bas_celik.setup import setup_options
    from games.bas_celik.ui.scene import MEETING
    tips = {key: tip for key, _label, _kinds, tip in MEETING}
    assert "d6" in tips["steal"] and "panel (4.4.5)" not in tips["steal"]
    assert "d6" in tips["hide"]
    hiding = next(o for o in setup_options() if o.key == "hiding_die")
    assert "reading" not in hiding.help and "Speed die" in hiding.help
