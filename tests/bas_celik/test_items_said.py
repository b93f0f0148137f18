"""Every item card does what its card says, and the log and the character card say what
it did (a playtester used "Amulet" and "Hero's Amulet" three times and saw nothing
change: the Amulet's charm is real, +1 to the next conflict roll, but nothing showed it).
For each kind of item of the treasure and the Inner World: the effect happens (Health,
ducats, a charm spent by the next conflict roll and then gone), the log line names it,
and the view's card shows a charm while it waits."""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from games.bas_celik.content import content
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import clear_board, game, place, script

C = content()
ITEMS = sorted({c.id for c in C.cards.values() if c.kind == "item"})


@pytest.mark.parametrize("item", ITEMS)
def test_each_item_does_and_says_what_its_card_says(item):
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = place(st, seat, "o01", items=[f"{item}#1"], health=2, ducats=1)
    eff = C.cards[item].effect
    use = {"type": "use", "card": f"{item}#1"}
    assert use in rules.legal_actions(st)
    events = rules.apply(st, use)
    line = rules.describe(st, next(e for e in events if e["type"] == "used"))
    h = st.heroes[seat]
    kind = eff["handler"]
    if kind == "heal":
        assert h["health"] == 2 + eff["amount"]
        assert f"heals {eff['amount']} Health" in line
    elif kind == "heal_to":
        assert h["health"] == eff["to"]
        assert f"heals {eff['to'] - 2} Health" in line
    elif kind == "gold":
        assert h["ducats"] == 1 + eff["amount"]
        assert f"turns into {eff['amount']} ducats" in line
    else:
        assert kind == "charm"
        assert h["charm"] == eff["amount"]
        assert f"P{seat} uses " in line and f"+{eff['amount']} to the next conflict roll" in line
        shown = [long for long, _short, _bad in T.effects(rules.view(st, None), seat)]
        assert f"+{eff['amount']} to the next conflict roll" in shown


def test_a_charm_adds_to_the_next_conflict_roll_only():
    st = clear_board(game(2, seed=3))
    seat = st.turn
    st = place(st, seat, "o01", items=["amajlija#1"], health=6, weapons=["mac#1"])
    rules.apply(st, {"type": "use", "card": "amajlija#1"})
    st.board["o01"] = "bauk#1"
    st.phase, st.pending = "after", None
    script(st, 6, 5)                      # the Bogeyman's d6, the character's d10
    events = rules.apply(st, {"type": "attack"})
    conflict = next(e for e in events if e["type"] == "conflict")
    assert conflict["bonus"] == 2         # the Sword's +1 and the Amulet's +1
    assert st.heroes[seat]["charm"] == 0  # spent by that roll
    assert not [x for x in T.effects(rules.view(st, None), seat) if "next conflict" in x[0]]
