"""The conflict dialog of Baš-Čelik's advanced variant, piece by piece, on positions built
through the rules (``tests/bas_celik/helpers``: edited ``to_dict``, scripted dice) and
played with real mouse events: the bribe with its price (ducats or an item, or refusal),
the character's half of a round (strike by attribute with its chance, Hiding once a
round, holding back), the Inner World creature's second strike, the result box of a
round, the comrade taking the blow, a Struggle and a Stealing by attribute from the
meeting's chips, the critical blow's four dice, the Key card powers, the weapon shops,
resting, Health at 3 ducats, the prey and the Intelligence growth; every kind of action
of the rules has words; another seat's curses are never drawn."""
from __future__ import annotations

import pytest

from games.engine.launch import open_board
from games.engine.session import Session
from games.bas_celik import rules as R
from games.bas_celik.content import content
from games.bas_celik.ui import adv_conflict as AC
from games.bas_celik.ui import texts as T
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take
from tests.ui.bas_celik_driver import board_of, click, drawn_texts, field_point, take_the_mouse

C = content()
PLAIN = {"D": "vila", "Z": "djavo", "R": "lopov"}    # the characters these tests play


def _two(nature="D", field="o00", seat1_field="i08", variant="advanced", **hero):
    """A 2-seat game (advanced by default): seat 0 (a plain character of ``nature``) on
    ``field`` to move, seat 1 far away, no creature on the board."""
    s = game(2, 3, variant=variant)
    s = set_char(s, 0, PLAIN[nature])
    s = clear_board(s)
    s = edit(s, lambda d: d["heroes"][1].update(field=seat1_field))
    return place(s, 0, field, **hero)


def _lay(state, field, card):
    def change(d):
        d["board"][field] = take(d, card)
    return edit(state, change)


def _open(d, state):
    """The board on ``state`` (its dice as scripted), the seat to decide at the mouse."""
    record = {"players": [dict(p) for p in state.players], "options": dict(state.options),
              "seed": state.seed, "title": "test"}
    d.app.autosave = False
    open_board(d.app, Session.resume(R, record, state, [], base=state.to_dict()))
    d.pump()
    board = board_of(d)
    take_the_mouse(d, board)
    return board


def _press(d, board, label: str) -> None:
    """Click the button labelled ``label`` (the panel, turning its pages, the chips or
    the dialog)."""
    seen = []
    for _ in range(10):
        button = next((b for b in board.action_buttons if b.label == label), None)
        if button is not None:
            click(d, button.rect.center)
            return
        seen += [b.label for b in board.action_buttons]
        more = next((b for b in board.action_buttons if b.on_click == board.next_page), None)
        if more is None or not more.enabled:
            break
        click(d, more.rect.center)
    raise AssertionError((label, seen))


def _labels(board) -> list[str]:
    """Every label the panel, the chips and the dialog show, on every page."""
    return [T.action_label(board.view(), a) for a in board.decisions()] + \
        [b.label for b in board.action_buttons]


def _dialog_labels(board) -> list[str]:
    rect = board.conflict_rect()
    return [b.label for b in board.action_buttons if rect and rect.contains(b.rect)]


# ---------------------------------------------------------------------------- bribes

def _bribe(d, **hero):
    """Seat 0 (Good) steps onto o02 where the Water Man (Indifferent) lies: it asks."""
    s = _lay(_two("D", "o01", dir=1, **hero), "o02", "vodenjak#1")
    script(s, 1)
    R.apply(s, {"type": "roll"})
    assert s.phase == "bribe"
    return s


def test_the_bribe_shows_its_price_and_pays_in_ducats_by_click(driver):
    s = _bribe(driver, items=["melem#1"])
    board = _open(driver, s)
    price = C.card("vodenjak").negotiation
    model = board.conflict_live()
    assert model["stage"] == "bribe" and model["card"] == "vodenjak#1"
    assert any(str(price) in n for n in model["notes"])
    assert _dialog_labels(board) == [f"Pay the bribe: {price} ducats",
                                     "Bribe it with Wound Salve", "Refuse: it attacks first"]
    assert not any(b.label.startswith("Pay the bribe") for b in board.action_buttons
                   if not board.conflict_rect().contains(b.rect))     # not in the panel
    ducats = board.state.heroes[0]["ducats"]
    _press(driver, board, f"Pay the bribe: {price} ducats")
    assert board.state.heroes[0]["ducats"] == ducats - price and board.view()["phase"] == "after"
    assert board.conflict_live() is None


def test_an_item_may_pay_the_bribe_and_a_poor_character_sees_the_price_greyed(driver):
    board = _open(driver, _bribe(driver, items=["melem#1"], ducats=0))
    pay = next(b for b in board.action_buttons if b.label.startswith("Pay the bribe"))
    assert not pay.enabled and "0 ducats" in pay.tooltip
    _press(driver, board, "Bribe it with Wound Salve")
    assert board.state.heroes[0]["items"] == [] and board.view()["phase"] == "after"


def test_refusing_the_bribe_opens_the_round_with_its_attack_shown(driver):
    s = _bribe(driver)
    board = _open(driver, s)
    script(board.state, 6, 1)                        # its Strength 6 (+ water) against 1
    _press(driver, board, "Refuse: it attacks first")
    model = board.conflict_live()
    assert model["stage"] == "fight"
    (attack,) = model["exchanges"]
    assert attack["left"]["who"] == "Water Man" and attack["right"]["total"] <= 1 + 2
    assert "loses" in attack["result"] and not attack["good"]
    assert model["steps"][0][-1] == "done" and model["steps"][1][-1] == "now"   # roles swap


# ---------------------------------------------------------------------------- a round

def _inner(**hero):
    """Seat 0 (Good) on i00, one step from i15 where the Bukavac (Evil, Inner) lies."""
    s = _two("D", "i00", walked=40, **hero)
    return _lay(s, "i15", "bukavac#1")


def test_an_inner_creature_struck_twice_in_a_round_by_clicks_then_the_result_box(driver):
    board = _open(driver, _inner())
    script(board.state, 1, 6)                         # its attack 1 against her 6
    click(driver, field_point(board, "i15"))
    model = board.conflict_live()
    assert model["left"]["health"] == 2 and model["left"]["most"] == 2
    labels = _dialog_labels(board)
    assert [x.split(" · ")[0] for x in labels] == ["Strike with Strength", "Strike with Intelligence",
                                                   "Try to hide", "Strike no blow this round"]
    assert all(x.endswith("%") for x in labels[:3])
    assert model["exchanges"][0]["good"]             # she defended
    script(board.state, 8, 1)
    _press(driver, board, next(x for x in labels if x.startswith("Strike with Intelligence")))
    model = board.conflict_live()
    assert model["left"]["health"] == 1
    assert any("one more hit" in n for n in model["notes"])
    assert not any(x.startswith("Try to hide") for x in _dialog_labels(board))   # not now
    script(board.state, 8, 1)
    _press(driver, board, next(x for x in _dialog_labels(board)
                               if x.startswith("Strike with Intelligence")))
    assert board.view()["phase"] == "after" and "i15" not in board.view()["board"]
    box = board.banner["conflict"]
    assert box["kind"] == "creature" and box["left"]["health"] == 0
    assert [x["title"] for x in box["exchanges"]] == [
        "Bukavac attacks with Strength, P0 defends",
        "P0 strikes with Intelligence, Bukavac defends", "P0 strikes again with Intelligence"]
    assert "overcomes" in box["outcome"]
    assert [step[-1] for step in box["steps"]] == ["done", "done"]
    texts = drawn_texts(driver, pytest.MonkeyPatch())
    assert any("Bukavac" in t for t in texts) and any("overcomes" in t for t in texts)


def test_a_failed_hiding_leaves_the_strikes_and_a_held_round_ends_the_turn(driver):
    board = _open(driver, _inner())
    script(board.state, 1, 6)
    click(driver, field_point(board, "i15"))
    script(board.state, 1, 8)                         # her Speed 1 against its 8
    _press(driver, board, next(x for x in _dialog_labels(board) if x.startswith("Try to hide")))
    model = board.conflict_live()
    assert model["exchanges"][-1]["result"].startswith("Not hidden")
    assert any("Hiding failed" in n for n in model["notes"])
    assert not any(x.startswith("Try to hide") for x in _dialog_labels(board))
    _press(driver, board, "Strike no blow this round")
    assert board.state.turn == 1 and board.state.heroes[0]["fight"] is not None


def test_a_comrade_is_made_by_click_attacks_beside_and_takes_the_blow(driver):
    s = _two("D", "o01", dir=1, companion="vuk#1")
    board = _open(driver, s)
    _press(driver, board, "Make Grey Wolf your comrade")
    assert board.state.heroes[0]["comrade"]
    side = AC.hero_side(board.view(), 0, "Ana", "creature")
    # the comrade's die in attack, not in defence (her defence: the card's +1 and her
    # front ability's +1, characters.yaml)
    assert side["rows"][0][1] == "d6+d6" and side["rows"][0][2] == "d6+2"
    assert side["lines"][0].startswith("Comrade Grey Wolf")
    texts = drawn_texts(driver, pytest.MonkeyPatch())
    assert any("Grey Wolf (comrade)" in t for t in texts)
    s = _lay(board.state, "o02", "bauk#1")             # an Evil creature on the next field
    board = _open(driver, s)
    script(board.state, 1, 6, 1)                       # the move; its 6 against her 1
    _press(driver, board, "Roll the d6 and move")
    model = board.conflict_live()
    assert model["exchanges"][0]["result"] == "Grey Wolf takes the blow and is gone"
    assert board.state.heroes[0]["health"] == 12 and board.state.heroes[0]["companion"] is None


# ---------------------------------------------------------------------------- meetings

def _meeting(**hero):
    """Seat 0 (the Fairy) steps onto o02 where seat 1 (the Devil) stands."""
    s = _two("D", "o01", seat1_field="o02", dir=1, **hero)
    s = set_char(s, 1, "djavo")
    script(s, 1)
    R.apply(s, {"type": "roll"})
    assert s.phase == "meet"
    return s


def test_a_struggle_by_attribute_from_the_chip_and_its_result_box(driver):
    board = _open(driver, _meeting())
    chip = next(b for b in board.action_buttons if b.label == "Struggle …")
    click(driver, chip.rect.center)
    listed = [b.label for b, a in board.button_actions if a["type"] == "struggle"]
    assert listed == ["Struggle with P1 by Strength", "Struggle with P1 by Intelligence"]
    help_ = next(b.tooltip for b, a in board.button_actions if a.get("attribute") == "intelligence")
    assert "You win" in help_ and "%" in help_
    script(board.state, 8, 2)
    _press(driver, board, "Struggle with P1 by Intelligence")
    box = board.banner["conflict"]
    assert box["kind"] == "meeting"
    (x,) = box["exchanges"]
    assert x["left"]["total"] > x["right"]["total"] and x["result"] == \
        f"P1 loses {x['left']['total'] - x['right']['total']} Health"


def test_a_stealing_by_attribute_and_a_tie_in_a_struggle(driver):
    board = _open(driver, _meeting())
    click(driver, next(b for b in board.action_buttons if b.label == "Stealing …").rect.center)
    assert {"Steal ducats by Strength", "Steal ducats by Intelligence"} <= set(_labels(board))
    script(board.state, 7, 5)
    _press(driver, board, "Steal ducats by Intelligence")
    box = board.banner["conflict"]
    assert box["exchanges"][0]["result"] == "Stolen" and "takes" in box["outcome"]
    board = _open(driver, _meeting())
    click(driver, next(b for b in board.action_buttons if b.label == "Struggle …").rect.center)
    script(board.state, 4, 3)                         # 4 against 3 + 1: a tie
    _press(driver, board, "Struggle with P1 by Intelligence")
    assert board.banner["conflict"]["exchanges"][0]["result"] == "A tie: neither is hurt"


# ---------------------------------------------------------------------------- the finale

def _centre(**hero):
    """Seat 0 facing Baš-Čelik (phase ``bas``), the Centre unlocked by it."""
    s = _two("D", "c_spring", **hero)

    def change(d):
        for f, k in (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1")):
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][0]["keys_placed"] = ["boar", "owl", "swallow"]
        d["heroes"][0]["field"] = "c_centre"
        d["phase"] = "bas"
    return edit(s, change)


def test_the_critical_blow_shows_its_four_dice(driver):
    board = _open(driver, _centre(sword="sword#1"))
    texts = drawn_texts(driver, pytest.MonkeyPatch())
    assert any("Health 12 of 12" in t for t in texts)
    assert any("critical blow" in t for t in texts)
    script(board.state, 8, 1, 4, 6, 8, 3)            # 8+2 against 1+2; 4+6+8+3 = 21
    _press(driver, board, next(x for x in _labels(board) if x.startswith("Strike with Intelligence")))
    box = board.banner["conflict"]
    crit = next(x for x in box["exchanges"] if x["dice"])
    assert crit["dice"] == [(4, 4), (6, 6), (8, 8), (10, 3)] and crit["total"] == 21
    assert crit["good"] and "defeated at once" in crit["result"]
    assert "captive" in box["outcome"]
    texts = drawn_texts(driver, pytest.MonkeyPatch())
    assert "= 21" in texts and {"d4", "d6", "d8", "d10"} <= set(texts)


def test_key_card_powers_are_buttons_in_words(driver):
    s = _two("D", "o02", seat1_field="o05", items=["boar#1", "swallow#1"])
    s = edit(s, lambda d: d["heroes"][1].update(weapons=[take(d, "koplje#1")],
                                                 transport=[take(d, "mule#1")]))
    s = edit(s, lambda d: d["centre"].update(bc="o30"))
    board = _open(driver, s)
    labels = _labels(board)
    assert "Boar: take Spear from P1" in labels and "Swallow: take Mule from P1" in labels
    _press(driver, board, "Boar: take Spear from P1")
    assert board.state.heroes[1]["weapons"] == []


# ---------------------------------------------------------------------------- the shops

def test_weapons_common_in_a_village_better_inner_and_sold_back_for_half(driver):
    board = _open(driver, _two("D", "o02", ducats=40))
    village = [a for _b, a in board.button_actions if a["type"] == "buy"]
    labels = {T.action_label(board.view(), a) for a in board.legal() if a["type"] == "buy"}
    assert "Buy Spear, +1 Str attack: 8 ducats" in labels
    assert "Buy Shield, +1 Str defence: 7 ducats" in labels
    assert not any("War Club" in x for x in labels)                # better: not here
    tip = T.action_help(board.view(), {"type": "buy", "card": "koplje"})
    assert "common weapon" in tip and "Blacksmith" in tip and "half" in tip
    assert village
    board = _open(driver, _two("D", "i12", ducats=40))             # the Wonder Stone
    labels = {T.action_label(board.view(), a) for a in board.legal() if a["type"] == "buy"}
    assert "Buy War Club, +2 to all: 20 ducats" in labels and not any("Spear" in x for x in labels)
    board = _open(driver, _two("D", "o02", weapons=["topuz#1"]))
    sell = next(a for a in board.legal() if a["type"] == "sell")
    assert T.action_label(board.view(), sell) == "Sell War Club for 10 ducats"
    assert "half its price" in T.action_help(board.view(), sell)


def test_rest_anywhere_and_health_at_three_ducats_are_said(driver):
    board = _open(driver, _two("D", "o01", health=8))
    v = board.view()
    rest = {"type": "rest"}
    assert rest in board.legal() and "any field" in T.action_help(v, rest)
    board = _open(driver, _two("D", "o02", health=8))
    assert "Buy 1 Health for 3 ducats" in _labels(board)
    health = board.state.heroes[0]["ducats"]
    _press(driver, board, "Buy 1 Health for 3 ducats")
    assert board.state.heroes[0]["ducats"] == health - 3 and board.state.heroes[0]["health"] == 9


def test_an_indifferent_character_chooses_its_prey_and_curses_grow_intelligence(driver):
    s = _two("R", "o01", curses=["urok#1", "urok#2", "urok#3"])
    board = _open(driver, s)
    assert {"Grow by beating Good creatures", "Grow by beating Evil creatures"} <= set(_labels(board))
    _press(driver, board, "Grow by beating Evil creatures")
    assert board.state.heroes[0]["prey"] == "Z"
    _press(driver, board, "Give back 3 curses: Intelligence +1")
    assert board.state.heroes[0]["growth"]["intelligence"] == 1
    texts = drawn_texts(driver, pytest.MonkeyPatch())
    assert "+1" in texts and "Int d8" in texts                     # the token on the card
    hover = T.hero_help(board.view(), 0)
    assert "Trophies: 0 of 4 towards Strength +1 (Evil creatures" in hover


# ---------------------------------------------------------------------------- words, privacy

SAMPLE = {"choose_character": {"character": "vila"}, "step": {"to": "o01"},
          "go": {"to": "o01"}, "buy": {"card": "koplje"}, "sell": {"card": "koplje#1"},
          "use": {"card": "melem#1"}, "curse": {"card": "urok#1", "target": 1},
          "curse_creature": {"card": "urok#1"}, "draw": {"pile": 0},
          "meet_hero": {"other": 1}, "discard": {"card": "melem#1"},
          "struggle": {"attribute": "strength"}, "steal": {"what": "ducats", "attribute": "strength"},
          "offer": {"give": "melem#1", "price": 2}, "loot": {"card": "melem#1"},
          "ward": {"card": "urok#1"}, "strike": {"attribute": "strength"},
          "bribe": {"card": "melem#1"}, "prey": {"nature": "D"},
          "key_power": {"card": "boar#1", "target": 1, "what": "koplje#1"},
          "place": {"field": "o01"}, "market_trader": {"seat": 1},
          "trade_offer": {"to": 1, "give": "melem#1", "price": 2}, "roll": {},
          "foe_attack": {"attribute": "intelligence"}}


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_every_kind_of_action_of_the_rules_has_words(variant):
    """Each kind of ``rules``' action table gets a label and a tooltip in words (never
    its id), in both variants, at a position where the hero has what it names."""
    s = _two("R", "o02", variant=variant, companion="vuk#1", items=["melem#1"],
             curses=["urok#1", "urok#2", "urok#3"])
    v = R.view(s, 0)
    for kind in R._ACTIONS.kinds:
        action = {"type": kind, **SAMPLE.get(kind, {})}
        label, tip = T.action_label(v, action), T.action_help(v, action)
        assert label and label != kind and "_" not in label, (kind, label)
        assert tip and "_" not in tip.split("\n")[0], (kind, tip)


def test_other_seats_curses_are_never_drawn_on_cards_or_in_the_dialog(driver):
    s = _inner()
    s = edit(s, lambda d: d["heroes"][1].update(curses=[take(d, "urok#1"),
                                                        take(d, "vezivanje#1")]))
    board = _open(driver, s)
    script(board.state, 1, 6)
    click(driver, field_point(board, "i15"))
    assert board.viewer() == 0
    texts = " ".join(drawn_texts(driver, pytest.MonkeyPatch()))
    for card in board.state.heroes[1]["curses"]:
        assert T.card_name(card) not in texts
    assert AC.round_events([], 0) == []


def test_the_dialog_covers_the_map_for_hover_clicks_and_right_clicks(driver):
    """Over the live dialog the hover says how to read it (not the field under it), a
    click off its buttons does nothing, a right-click shows the creature large."""
    board = _open(driver, _inner())
    script(board.state, 1, 6)
    click(driver, field_point(board, "i15"))
    rect = board.conflict_rect()
    inside = (rect.x + 6, rect.y + rect.h // 2)
    assert not any(b.rect.collidepoint(inside) for b in board.action_buttons)
    assert "round by round" in board.hover_text(inside)
    before = board.session.changes
    click(driver, inside)
    assert board.session.changes == before and board.conflict_live() is not None
    driver.click(inside, button=3)
    assert type(driver.scene).__name__ == "ZoomScene"


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_devils_ferry_and_ability_words_follow_the_variant(variant):
    """The advanced variant plays the front of the card: the Devil's free ferry and toll
    (the back's ability) are the basic variant's; the board said "for free" and showed the
    back's ability in both."""
    from games.bas_celik.card_texts import character_ability
    from tests.bas_celik.helpers import game, set_char
    s = set_char(game(2, 3, variant=variant), 0, "djavo")
    v = R.view(s, 0)
    v = {**v, "current_seat": 0}
    label = T.action_label(v, {"type": "ferry"})
    assert ("free" in label) == (variant == "basic"), label
    said = T.hero_help(v, 0)
    assert character_ability("djavo", variant) in said
    other = "advanced" if variant == "basic" else "basic"
    assert character_ability("djavo", other) not in said


@pytest.mark.parametrize("variant, most", [("basic", "6"), ("advanced", "12")])
def test_a_healing_cards_words_name_the_variants_maximum(variant, most):
    """A playtester's Bread and Salt said "never above 6" in the advanced variant, where
    it healed her from 7 to 8 of 12: the board's words for a card follow the variant."""
    from tests.bas_celik.helpers import game
    s = game(2, 3, variant=variant)
    v = R.view(s, 0)
    said = T.card_text_in(v, "hleb_so#1")
    assert f"never above {most})" in said, said
