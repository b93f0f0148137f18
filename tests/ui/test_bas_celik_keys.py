"""Key cards are named wherever they matter (a playtester was offered "Take the Key card
here" without its name, was offered no Key card at the Blacksmith with no word why, and
saw "Keys: 2" on the cards): the button names the Key card, the instruction says why none
is offered (one of each per character, or none left: 10.), a key location's tooltip
says which Key card lies there and how many are left, and a character card names its
Key cards, on a line of its own when they do not fit beside Health and ducats."""
from __future__ import annotations

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import clear_board, game, place
from tests.ui.bas_celik_driver import drawn_texts, field_point, open_position, positions

C = content()
BLACKSMITH = next(f for f, k in C.key_fields.items() if k == "boar")


def at_the_blacksmith(**hero):
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = place(st, seat, BLACKSMITH, **hero)
    st.phase = "arrive"
    return st, seat


def test_the_key_button_names_its_key_card():
    st, seat = at_the_blacksmith()
    view = rules.view(st, seat)
    action = {"type": "take_key"}
    assert action in rules.legal_actions(st)
    assert T.action_label(view, action) == "Take the Key card Strength of the Boar"


def test_no_key_offered_says_why():
    st, seat = at_the_blacksmith(items=["boar#1"])
    view = rules.view(st, seat)
    legal = rules.legal_actions(st)
    assert {"type": "take_key"} not in legal
    said = T.instruction(view, "P0", legal)
    assert "already have the Key card Strength of the Boar" in said
    st2, seat2 = at_the_blacksmith()
    st2.bank["keys"][BLACKSMITH] = []           # taken by others (only the view is read)
    view2 = rules.view(st2, seat2)
    assert "No Key card Strength of the Boar" in T.instruction(view2, "P0", [])


def test_a_key_location_says_which_key_cards_are_left():
    st, seat = at_the_blacksmith()
    view = rules.view(st, seat)
    assert "Key cards here: 3 Strength of the Boar" in T.field_help(view, BLACKSMITH)


def test_the_character_card_names_its_keys(driver, monkeypatch):
    def keep(session, step, _action):
        return any(h and sum(1 for x in h["items"] if C.card(x).kind == "key") >= 2
                   for h in session.state.heroes)
    players = [{"name": f"Player {i + 1}", "colour": c} for i, c in
               enumerate(("blue", "yellow", "vermillion", "sky", "purple", "orange"))]
    found = positions(players, {}, 12, keep, 4000, enough=lambda f: len(f) >= 1)
    assert found
    d = driver
    board = open_position(d, found[0])
    texts = drawn_texts(d, monkeypatch)
    holders = [h for h in board.state.heroes
               if h and sum(1 for x in h["items"] if C.card(x).kind == "key") >= 2]
    for h in holders:
        names = [T.key_name(C.card(x).id) for x in h["items"] if C.card(x).kind == "key"]
        assert any(all(n in t for n in names) for t in texts), texts
    assert not any(t.startswith("Keys: ") and t[6:].strip().isdigit() for t in texts)
    hover = board.hover_text(field_point(board, BLACKSMITH))
    assert "Strength of the Boar" in hover


def test_a_key_taken_here_before_says_so():
    """10. (one Key card from each location per character, for good): a character who
    took this location's Key card and lost it is told why none is offered again."""
    st, seat = at_the_blacksmith()
    st.heroes[seat]["keys_taken"] = ["boar"]
    view = rules.view(st, seat)
    legal = rules.legal_actions(st)
    assert {"type": "take_key"} not in legal
    assert "took this location's Key card" in T.instruction(view, "P0", legal)
