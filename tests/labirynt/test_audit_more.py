"""A second independent audit of Labirynt Czarnoksiężnika against its rulebook (the
printed text and its FAQ) and issue 12's "Rules" list: the rules the earlier tests
(``test_audit_rules.py``, ``test_fights.py``, ``test_turns.py``, ``test_specials.py``)
leave unchecked. Only the public API is used (``legal_actions``, ``apply``, ``view``,
``describe``, ``is_over``, ``winners``); positions are built as ``test_audit_rules`` builds
them (``_edit``: ``State.from_dict`` of an edited ``to_dict``, every invariant checked),
and the dice are scripted. Each test names the section or FAQ ruling it checks.

The audit found three disagreements, fixed since: a Zombie killed by the Glove of Doom
came back on the Necromancer's card; Stone Skin spared both joint defenders instead of one
wound of the side; no Elixir could be drunk in one's own fight before the die.
"""
from __future__ import annotations

import pytest

from games.labirynt import rules
from games.labirynt.content import content
from games.labirynt.state import State, side_of
from tests.labirynt.helpers import Dice, row_index, types
from tests.labirynt.test_audit_rules import _edit, _only, _paths, _special, _table

DW, ER = "dwarf_warrior", "eriald"
ARRANGING = {"wield", "unwield", "wear", "unwear"}


# ---------------------------------------------------------------------------- helpers

def _row(name: str):
    return content().rows[row_index(name)]


def _number(s, place):
    return side_of(s, place[0]).chambers[place[1]].number


def _dice_for(name: str, number: int):
    """Two k6 faces that read row ``name`` of the Encounter Table in a chamber numbered
    ``number`` (``None`` when no throw reaches it)."""
    row = _row(name)
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            if row.low <= d1 + d2 + number <= row.high:
                return d1, d2
    return None


def _quiet(number: int):
    """Faces reading a row that gives no item and no fight (nothing, a heal, gems)."""
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            row = content().row_for(d1 + d2 + number)
            if row.kind == "nothing" or (row.kind == "event" and row.effect in ("heal", "gem")
                                         and row.amount < 5):
                return d1, d2
    raise LookupError(number)


def _plain_pair(s, b, name=None):
    """Neighbouring numbered chambers ``(a, c)`` of board ``b`` without an element (and,
    with ``name``, where a throw reads that row in ``c``)."""
    side = side_of(s, b)
    for a, c, _t in _paths(s, b):
        if side.chambers[a[1]].element or side.chambers[c[1]].element:
            continue
        if name is None or _dice_for(name, _number(s, c)):
            return a, c
    raise LookupError(name)


def _next_to(s, place, kinds=("plain",)):
    """A neighbour of ``place`` of one of ``kinds``."""
    side = side_of(s, place[0])
    for m in side.neighbours[place[1]]:
        ch = side.chambers[m]
        if ch.kind in kinds:
            return [place[0], m]
    raise LookupError(place)


def _settle(s):
    """Every side casts nothing more and every seat offered a roll lets it stand."""
    while s.phase in ("casting", "roll"):
        rules.apply(s, {"type": "ready"} if s.phase == "casting" else {"type": "keep"})


def _with(s, **changes):
    """``State.from_dict`` of ``s`` with ``changes`` applied to its dict by the callables
    given (``chars=lambda chars: ...``), so the invariants are checked again."""
    d = s.to_dict()
    for name, change in changes.items():
        change(d[name]) if callable(change) else d.__setitem__(name, change)
    return State.from_dict(d)


def _token(s, cid, kind):
    return next(t for t in s.chars[cid]["backpack"] if t.split(".")[0] == kind)


def _wear(s, cid, kind):
    """Put the ``kind`` Armour from ``cid``'s Backpack on (by a dict edit)."""
    token = _token(s, cid, kind)

    def change(chars):
        chars[cid]["backpack"].remove(token)
        chars[cid]["armour"].append(token)
        chars[cid]["armour"].sort()
    return _with(s, chars=change), token


def _wield(s, cid, kind):
    token = _token(s, cid, kind)

    def change(chars):
        chars[cid]["backpack"].remove(token)
        chars[cid]["weapon"] = token
    return _with(s, chars=change), token


def _glove(s, cid):
    """``cid`` wears the Glove of Doom (one of the four is used up)."""
    def change(chars):
        chars[cid]["glove"] = True
    s = _with(s, chars=change)
    s.gloves -= 1
    return s


def _floor(s, place):
    return s.floor.get(f"{place[0]}:{place[1]}", [])


# ---------------------------------------------------------------------------- I. Movement, the turn

def test_a_player_may_not_give_up_the_move():
    """"I. Character Movement": "a player must move one of their characters ... a player
    may not voluntarily give up the move": at the Movement nothing ends the turn or skips
    to Exploration while a move exists."""
    s = _table(["dwarves", "elves"])
    legal = rules.legal_actions(s)
    assert s.phase == "move" and any(a["type"] == "move" for a in legal)
    assert {a["type"] for a in legal} <= {"move", "haste", "teleport_spell", "drink", "heal",
                                          "claim"}
    for action in ({"type": "end_turn"}, {"type": "explore"}, {"type": "extra_move"},
                   {"type": "done"}):
        with pytest.raises(rules.IllegalAction):
            rules.apply(s, action)
    assert s.phase == "move" and s.turn == 0


def test_the_extra_move_may_be_made_with_another_character():
    """"II. Exploration" (end) / "Crystals and Gems": for 1 gem, once a turn, "a Movement
    and Exploration again, with the same or another character"."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = _next_to(s, runes, ("plain", "camp"))
    camp = _special(s, 0, "camp")
    s = _edit(s, place={DW: start, "runesmith": camp}, bench=_only(s, {DW, "runesmith"}),
              gems=[3, 1])
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    rules.apply(s, {"type": "explore"})
    rules.apply(s, {"type": "done"})
    assert s.phase == "finish"
    rules.apply(s, {"type": "extra_move"})
    other = [a for a in rules.legal_actions(s) if a["type"] == "move"
             and a["character"] == "runesmith"]
    assert other, "the teammate may make the extra move"
    rules.apply(s, other[0])
    assert s.mover == "runesmith" and s.gems[0] == 2 and s.extra_used


def test_teammates_exchange_nothing_at_the_start_of_exploration():
    """"II. Exploration": at its start the character may re-arrange its own equipment,
    but "the player may not, at this point, exchange tokens between the characters of
    their team"; the exchange comes with Chamber Penetration."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = _next_to(s, runes, ("plain", "camp"))
    s = _edit(s, place={DW: start, "runesmith": runes}, bench=_only(s, {DW, "runesmith"}),
              pack={DW: ["sword", "elixir"], "runesmith": ["dagger"]})
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    assert s.phase == "arrange"
    legal = rules.legal_actions(s)
    assert any(a["type"] == "wield" for a in legal)            # its own equipment: yes
    assert not any(a["type"] in ("give", "receive", "take", "drop") for a in legal)
    rules.apply(s, {"type": "explore"})
    assert s.phase == "penetrate"
    legal = rules.legal_actions(s)
    assert any(a["type"] == "give" for a in legal) and any(a["type"] == "receive" for a in legal)


def test_the_wielded_weapon_chosen_before_the_fight_counts_in_it():
    """"Equipment": the configuration is changed at the start of Exploration "so that,
    before the k6 is rolled in a fight, it is known which weapon the character uses":
    a Sword taken in hand before the attack adds +2 to that fight (5 + 2 + 2 against
    3 + 6: a tie), while the same dice unarmed lose (7 against 9)."""
    for armed in (True, False):
        s = _table(["dwarves", "elves"])
        a, c = _plain_pair(s, 0)
        s = _edit(s, place={DW: a, "druid": c}, bench=_only(s, {DW, "druid"}),
                  pack={DW: ["sword"]})
        rules.apply(s, {"type": "move", "character": DW, "to": c})
        if armed:
            rules.apply(s, {"type": "wield", "token": _token(s, DW, "sword")})
        s.rng = Dice([2, 6])
        rules.apply(s, {"type": "attack", "target": "druid"})
        _settle(s)
        assert s.chars["druid"]["lp"] == content().characters["druid"].lp
        assert s.chars[DW]["lp"] == (5 if armed else 4), armed


def test_the_attacked_player_never_rearranges_or_uses_items_in_the_fight():
    """"Equipment": the configuration may be changed only at the beginning and end of
    one's own turn, fixed "before the k6 is rolled in a fight"; Elixirs are drunk "at
    any moment of one's turn". The attacked seat, whatever it is asked (defend together,
    cast, a roll), is never offered to wield, wear, drop, take or drink."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c, "elven_mage": c},
              bench=_only(s, {DW, "druid", "elven_mage"}), gems=[1, 2],
              pack={"druid": ["sword", "helmet", "elixir", "fireball"]},
              lp={"druid": 3})
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    rules.apply(s, {"type": "attack", "target": "druid"})
    s.rng = Dice([4, 4])
    seen = set()
    for _ in range(20):
        if s.phase in ("finish", "penetrate", "over"):
            break
        legal = rules.legal_actions(s)
        if rules.current_seat(s) == 1:
            seen.add(s.phase)
            assert not {a["type"] for a in legal} & (ARRANGING | {"drop", "take", "drink",
                                                                  "heal", "give"})
        pick = next((x for x in legal if x["type"] in ("ready", "keep")), None)
        rules.apply(s, pick or {"type": "defend", "together": False})
    assert {"joint", "casting", "roll"} <= seen


# ---------------------------------------------------------------------------- Combat

def test_a_second_character_entering_fights_the_opponent_alone():
    """"Combat": "Two characters may not attack together. If in a chamber there is one
    character each of player A and player B, and a second character of player A enters
    it, then that character may fight the opponent's character only alone": Wolsung (4)
    entering where Thrain (5) already stands fights the Druid (3) on his own Strength."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"wolsung": a, DW: c, "druid": c}, bench=_only(s, {"wolsung", DW, "druid"}))
    rules.apply(s, {"type": "move", "character": "wolsung", "to": c})
    s.rng = Dice([2, 4])          # Wolsung 4 + 2 = 6 against 3 + 4 = 7 (Thrain added: 11)
    events = rules.apply(s, {"type": "attack", "target": "druid"})
    _settle(s)
    assert s.phase != "joint"
    assert s.chars["wolsung"]["lp"] == 4 and s.chars[DW]["lp"] == 5
    assert s.chars["druid"]["lp"] == content().characters["druid"].lp
    fight = next(e for e in events if e["type"] == "fight")
    assert fight["char"] == "wolsung" and fight["defenders"] == ["druid"]


def test_characters_of_two_teams_never_defend_together():
    """"Combat": "Characters from different teams may not defend together": attacked
    where a Ratman stands too, the Druid defends alone (no joint choice is offered) and
    the Ratman is not touched by the fight."""
    s = _table(["dwarves", "elves", "ratmen"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c, "scavenger": c},
              bench=_only(s, {DW, "druid", "scavenger"}))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([6, 2])
    events = rules.apply(s, {"type": "attack", "target": "druid"})
    assert s.phase != "joint"
    _settle(s)
    fight = next(e for e in events if e["type"] == "fight")
    assert fight["defenders"] == ["druid"]
    assert s.chars["druid"]["lp"] == content().characters["druid"].lp - 1
    assert s.chars["scavenger"]["lp"] == content().characters["scavenger"].lp


def test_a_fight_may_take_place_in_the_runes_chamber():
    """"Combat": the Runes chamber has no number, "so encounters are never drawn there,
    but a fight with characters belonging to hostile teams may take place there"."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = _next_to(s, runes, ("plain", "camp"))
    s = _edit(s, place={DW: start, "druid": runes}, bench=_only(s, {DW, "druid"}))
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    assert {"type": "attack", "target": "druid"} in rules.legal_actions(s)
    s.rng = Dice([6, 2])
    rules.apply(s, {"type": "attack", "target": "druid"})
    _settle(s)
    assert s.chars["druid"]["lp"] == content().characters["druid"].lp - 1


def test_tokens_may_be_collected_in_the_exit_teleport():
    """"Combat" (Teleport): "The exit Teleport chamber, however, is treated normally ...
    tokens may be collected from it": an Axe lying in the Teleport the character lands in
    can be taken."""
    s = _table(["dwarves", "elves"])
    tele = _special(s, 0, "teleport")
    start = _next_to(s, tele, ("plain", "camp", "runes"))
    exit_ = _special(s, 1, "teleport")
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}), floor={f"{exit_[0]}:{exit_[1]}": ["axe"]})
    axe = _floor(s, exit_)[0]
    s.rng = Dice([1])             # faces 1-3: the first board after board 0
    rules.apply(s, {"type": "move", "character": DW, "to": tele})
    assert s.chars[DW]["place"] == exit_
    events = rules.apply(s, {"type": "explore"})
    assert "rolled" not in types(events)
    assert {"type": "take", "token": axe} in rules.legal_actions(s)
    rules.apply(s, {"type": "take", "token": axe})
    assert axe in s.chars[DW]["backpack"]


def test_chamber_penetration_follows_a_lost_fight_and_an_elixir_right_after_it():
    """"2. Chamber Penetration": "After a fight, regardless of its result, the character
    may penetrate the chamber"; "Equipment": the Elixir heals 1 LP "at any moment of
    one's turn, even right after a lost fight"."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0, "Goblin")
    s = _edit(s, place={DW: a}, bench=_only(s, {DW}), pack={DW: ["elixir"]},
              floor={f"{c[0]}:{c[1]}": ["dagger"]})
    dagger = _floor(s, c)[0]
    d1, d2 = _dice_for("Goblin", _number(s, c))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([d1, d2, 1, 6])    # Thrain rolls a 1: he loses
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    assert next(e for e in events if e["type"] == "clash")["result"] == "defender"
    assert s.chars[DW]["lp"] == 4 and s.phase == "penetrate"
    legal = rules.legal_actions(s)
    assert {"type": "take", "token": dagger} in legal
    assert {"type": "drink", "character": DW} in legal
    rules.apply(s, {"type": "drink", "character": DW})
    assert s.chars[DW]["lp"] == 5


def test_everything_the_dead_carried_is_left_in_the_chamber():
    """"Equipment": "When a character dies, all the item tokens it carries are left in the
    chamber where it died": the Backpack, the worn Armour and the Weapon in hand. The
    Druid (1 LP) loses to the Wraith, whose wound goes past Armour (designed)."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 1, "Wraith")
    s = _edit(s, place={"druid": a}, bench=_only(s, {"druid"}), turn=1, lp={"druid": 1},
              pack={"druid": ["sword", "elixir", "helmet", "dagger"]})
    s, helmet = _wear(s, "druid", "helmet")
    s, dagger = _wield(s, "druid", "dagger")
    carried = sorted(s.chars["druid"]["backpack"] + [helmet, dagger])
    d1, d2 = _dice_for("Wraith", _number(s, c))
    rules.apply(s, {"type": "move", "character": "druid", "to": c})
    s.rng = Dice([d1, d2, 1, 6])
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    assert "died" in types(events) or s.chars["druid"]["status"] == "dormant"
    assert s.chars["druid"]["status"] == "dormant"
    assert sorted(_floor(s, c)) == carried
    assert rules.invariant_problems(s) == []


def test_the_winner_may_take_what_the_dead_left_and_every_seat_sees_it():
    """"2. Chamber Penetration" with death: the fallen character's tokens lie in the
    chamber face up (FAQ) for every seat to see, and the winner, penetrating the chamber
    after the fight, may take them."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c}, bench=_only(s, {DW, "druid"}), lp={"druid": 1},
              pack={"druid": ["sword", "elixir"]})
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([6, 2])
    rules.apply(s, {"type": "attack", "target": "druid"})
    _settle(s)
    lying = _floor(s, c)
    assert len(lying) == 2 and s.chars["druid"]["status"] == "dormant"
    for seat in (0, 1, None):
        assert rules.view(s, seat)["floor"][f"{c[0]}:{c[1]}"] == sorted(lying)
    sword = next(t for t in lying if t.startswith("sword"))
    assert s.phase == "penetrate" and {"type": "take", "token": sword} in rules.legal_actions(s)
    rules.apply(s, {"type": "take", "token": sword})
    assert sword in s.chars[DW]["backpack"]


def test_armour_in_the_backpack_takes_no_wound():
    """"Equipment": Armour protects only when worn in the card's Armour window ("When a
    character receives a wound, it first removes an Armour token" from the card): a
    helmet carried in the Backpack is not lost, the LP is."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0, "Goblin")
    s = _edit(s, place={DW: a}, bench=_only(s, {DW}), pack={DW: ["helmet"]})
    d1, d2 = _dice_for("Goblin", _number(s, c))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([d1, d2, 1, 6])
    rules.apply(s, {"type": "explore"})
    _settle(s)
    assert s.chars[DW]["lp"] == 4 and _token(s, DW, "helmet")


def test_a_character_without_armour_windows_wears_none():
    """"Equipment": Armour is worn "depending on the character, 0, 1 or 2 windows": the
    Plague Priest's card has none, so no helmet goes on."""
    s = _table(["ratmen", "elves"])
    assert content().characters["plague_priest"].armour == 0
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"plague_priest": a}, bench=_only(s, {"plague_priest"}),
              pack={"plague_priest": ["helmet", "breastplate"]})
    rules.apply(s, {"type": "move", "character": "plague_priest", "to": c})
    assert not any(x["type"] == "wear" for x in rules.legal_actions(s))


# ---------------------------------------------------------------------------- beaten twice in a row

def _gnolls(clash_dice, gems=1):
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0, "Gnolls")
    s = _edit(s, place={DW: a}, bench=_only(s, {DW}), gems=[gems, 1])
    d1, d2 = _dice_for("Gnolls", _number(s, c))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([d1, d2, *clash_dice])
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    return s, events


def test_gnolls_won_once_then_tied_give_nothing_and_wound_nobody():
    """"Combat": a resilient monster "must be defeated twice in a row. If even one of the
    clashes ends in a tie ... there is no reward", and a tie does nothing: Thrain (5 +1
    against monsters) beats the Gnolls (5) 12 to 7, then ties 9 to 9."""
    s, events = _gnolls([6, 2, 3, 4])
    assert [e["result"] for e in events if e["type"] == "clash"] == ["attacker", "tie"]
    assert s.chars[DW]["lp"] == 5 and s.chars[DW]["backpack"] == [] and s.gems[0] == 1


def test_gnolls_that_win_the_first_clash_wound_and_end_the_fight():
    """"Combat": a loss in the first clash wounds the character and there is no reward."""
    s, events = _gnolls([2, 6])
    assert [e["result"] for e in events if e["type"] == "clash"] == ["defender"]
    assert s.chars[DW]["lp"] == 4 and s.chars[DW]["backpack"] == [] and s.gems[0] == 1


def test_gnolls_beaten_twice_pay_their_finds_and_gems():
    """"Combat": beaten twice in a row, the monster pays its reward (Encounter Table:
    Finds and, "sometimes", gems to the treasury)."""
    row = _row("Gnolls")
    s, events = _gnolls([6, 2, 6, 2])
    assert [e["result"] for e in events if e["type"] == "clash"] == ["attacker", "attacker"]
    assert len(s.chars[DW]["backpack"]) == min(row.finds, 3) and s.gems[0] == 1 + row.gems


def test_gems_a_monster_pays_that_reach_18_end_the_game_at_once():
    """"End of the Game" / "Crystals and Gems": gems from a beaten monster go straight to
    the treasury, and 18 of them end the game at once (nothing more is asked)."""
    row = _row("Gnolls")
    s, _events = _gnolls([6, 2, 6, 2], gems=18 - row.gems)
    assert rules.is_over(s) and rules.winners(s) == [0] and rules.legal_actions(s) == []


# ---------------------------------------------------------------------------- Quests

def _element_way(s, b, element=None):
    """``(start, target)``: an element chamber of board ``b`` and a numbered neighbour
    without an element."""
    side = side_of(s, b)
    for ch in side.chambers:
        if ch.element and (element is None or ch.element == element):
            for m in side.neighbours[ch.id]:
                n = side.chambers[m]
                if n.kind == "plain" and not n.element:
                    return [b, m], [b, ch.id]
    raise LookupError


def _carry_rune(s, cid, element):
    rune = next(r for r in s.runes if r.split(".")[1] == element)

    def change(d):
        d["runes"].remove(rune)
        d["chars"][cid]["rune"] = rune
    d = s.to_dict()
    change(d)
    return State.from_dict(d), rune


def test_a_quest_crystal_takes_a_window_and_a_full_backpack_makes_room_face_up():
    """"Equipment": "Items also include the Crystals"; "If a character has a full Backpack
    and acquires another item, it must make room for it by placing a discarded item in the
    chamber"; FAQ: a token left on the board lies face up. Thrain (3 windows, full)
    delivers a Rune: the Crystal comes, he must put something down, and every seat sees
    what he left."""
    s = _table(["dwarves", "elves"])
    start, target = _element_way(s, 1)
    element = side_of(s, 1).chambers[target[1]].element
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}),
              pack={DW: ["dagger", "dagger", "elixir"]})
    s, rune = _carry_rune(s, DW, element)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    s.rng = Dice(list(_quiet(_number(s, target))))
    rules.apply(s, {"type": "explore"})
    _settle(s)
    events = rules.apply(s, {"type": "done"})
    assert "quest_done" in types(events)
    assert s.phase == "room" and rules.current_seat(s) == 0
    crystal = _token(s, DW, "crystal")
    assert {"type": "drop", "token": crystal} in rules.legal_actions(s)
    elixir = _token(s, DW, "elixir")
    rules.apply(s, {"type": "drop", "token": elixir})
    assert len(s.chars[DW]["backpack"]) == 3 and crystal in s.chars[DW]["backpack"]
    assert elixir in rules.view(s, 1)["floor"][f"{target[0]}:{target[1]}"]


def test_a_quest_is_completed_after_a_lost_fight_in_its_chamber():
    """"II. Exploration": Quests come after the Encounter and Chamber Penetration,
    "regardless of [the fight's] result": a character beaten (not killed) by a monster in
    its Rune's chamber still completes the Quest."""
    s = _table(["dwarves", "elves"])
    start, target = next((w for b in (1, 2) for w in [_element_way(s, b)]
                          if _dice_for("Goblin", _number(s, w[1]))))
    element = side_of(s, target[0]).chambers[target[1]].element
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}))
    s, rune = _carry_rune(s, DW, element)
    d1, d2 = _dice_for("Goblin", _number(s, target))
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    s.rng = Dice([d1, d2, 1, 6])
    rules.apply(s, {"type": "explore"})
    _settle(s)
    assert s.chars[DW]["lp"] == 4
    events = rules.apply(s, {"type": "done"})
    assert "quest_done" in types(events)
    assert s.chars[DW]["rune"] is None and _token(s, DW, "crystal") and rune in s.runes


def test_no_rune_is_drawn_in_another_teams_runes_chamber():
    """"3. Quests": "a Quest may be drawn only on one's own board": entering the Elves'
    Runes chamber, a Dwarf draws nothing."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 1, "runes")
    start = _next_to(s, runes, ("plain",))
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}))
    pile = list(s.runes)
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    rules.apply(s, {"type": "explore"})
    events = rules.apply(s, {"type": "done"})
    assert "rune_drawn" not in types(events)
    assert s.chars[DW]["rune"] is None and s.runes == pile


def test_a_rune_completes_only_the_chamber_of_its_own_element():
    """"Quests": the character "must bring the Rune to a chamber marked with the same
    element as the Rune it carries": a Water Rune in the Fire chamber does nothing."""
    s = _table(["dwarves", "elves"])
    start, target = _element_way(s, 1)
    element = side_of(s, 1).chambers[target[1]].element
    wrong = next(e for e in ("fire", "water", "earth", "air") if e != element)
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}))
    s, rune = _carry_rune(s, DW, wrong)
    rules.apply(s, {"type": "move", "character": DW, "to": target})
    s.rng = Dice(list(_quiet(_number(s, target))))
    rules.apply(s, {"type": "explore"})
    _settle(s)
    events = rules.apply(s, {"type": "done"})
    assert "quest_done" not in types(events)
    assert s.chars[DW]["rune"] == rune and not any(t.startswith("crystal")
                                                   for t in s.chars[DW]["backpack"])


def test_a_crystal_turns_into_gems_only_in_ones_own_camp():
    """"Crystals and Gems": a Crystal turns into five gems when its carrier "enters its
    Camp"; carried into the neutral board's Camp it stays a Crystal."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 2, "camp")
    start = _next_to(s, camp, ("plain", "runes", "teleport"))
    if side_of(s, 2).chambers[start[1]].kind == "teleport":
        pytest.skip("only a Teleport beside the neutral Camp")
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}), pack={DW: ["crystal"]})
    events = rules.apply(s, {"type": "move", "character": DW, "to": camp})
    assert "gems" not in types(events) and s.gems[0] == 1
    assert _token(s, DW, "crystal")


# ---------------------------------------------------------------------------- Special tokens

def test_a_trap_never_hits_its_own_team():
    """Issue 12 / "Special Abilities and Special Tokens": "a Trap hits only other teams'
    characters": the Runesmith walks into Wolsung's Trap unhurt and the Trap stays."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    trap = {"kind": "trap", "owner": "wolsung", "place": c}
    s = _edit(s, place={"runesmith": a, "wolsung": _special(s, 0, "camp")},
              bench=_only(s, {"runesmith", "wolsung"}), specials=[trap],
              lp={"runesmith": 3})
    events = rules.apply(s, {"type": "move", "character": "runesmith", "to": c})
    assert "special_hit" not in types(events)
    assert s.chars["runesmith"]["lp"] == 3 and s.specials == [trap]


def test_a_token_acts_on_a_character_that_was_there_once_it_comes_back():
    """"Special Abilities": a token does not act on a character already standing in its
    chamber; "It will act only when that character returns to the chamber". The Druid,
    standing in the Trap's chamber, leaves and comes back (the extra move): the Trap
    springs then."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 1)
    trap = {"kind": "trap", "owner": "wolsung", "place": c}
    s = _edit(s, place={"druid": c, "wolsung": _special(s, 0, "camp")},
              bench=_only(s, {"druid", "wolsung"}), specials=[trap], turn=1, gems=[1, 3])
    events = rules.apply(s, {"type": "move", "character": "druid", "to": a})
    assert "special_hit" not in types(events)
    s.rng = Dice(list(_quiet(_number(s, a))))
    rules.apply(s, {"type": "explore"})
    _settle(s)
    rules.apply(s, {"type": "done"})
    rules.apply(s, {"type": "extra_move"})
    events = rules.apply(s, {"type": "move", "character": "druid", "to": c})
    assert "special_hit" in types(events)
    assert s.chars["druid"]["lp"] == content().characters["druid"].lp - 1 and s.specials == []


def test_special_tokens_act_on_the_zombie():
    """FAQ (Zombie): "Special tokens act on it": the Zombie (1 LP) walking into the
    Dwarves' Trap falls; its Find stays in that chamber and it goes back to the card."""
    s = _table(["undead", "dwarves"])
    a, c = _plain_pair(s, 0)
    trap = {"kind": "trap", "owner": "wolsung", "place": c}
    s = _edit(s, place={"zombie": a, "necromancer": _special(s, 0, "camp"),
                        "wolsung": _special(s, 1, "camp")},
              bench=_only(s, {"zombie", "necromancer", "wolsung"}), specials=[trap],
              pack={"zombie": ["dagger"]})
    dagger = s.chars["zombie"]["backpack"][0]
    events = rules.apply(s, {"type": "move", "character": "zombie", "to": c})
    assert "special_hit" in types(events) and "died" in types(events)
    assert s.chars["zombie"]["status"] == "card" and _floor(s, c) == [dagger]


@pytest.mark.parametrize("teams,owner,kind", [
    (["dwarves", "elves"], "wolsung", "trap"),
    (["elves", "dwarves"], "druid", "tree_of_life"),
    (["ratmen", "elves"], "plague_priest", "corrosive_cloud"),
])
def test_a_dead_characters_special_tokens_leave_the_board(teams, owner, kind):
    """"Combat" (death): "If the character was using a Special ability, it must be removed
    from the board (for example, if the Elven Druid had previously created a Tree of
    Life, the Tree is removed from the board)". The owner (1 LP) dies of a Rockfall."""
    s = _table(teams)
    a, c = _plain_pair(s, 0, "Rockfall")
    far = _special(s, 0, "runes")
    s = _edit(s, place={owner: a}, bench=_only(s, {owner}), lp={owner: 1},
              specials=[{"kind": kind, "owner": owner, "place": far}])
    d1, d2 = _dice_for("Rockfall", _number(s, c))
    rules.apply(s, {"type": "move", "character": owner, "to": c})
    s.rng = Dice([d1, d2])
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    assert "died" in types(events) or s.chars[owner]["status"] != "active"
    assert s.specials == []


def test_an_ability_costs_a_find_even_when_it_fails_and_never_a_crystal():
    """"Special Abilities": a lasting ability needs "the use of a Find token (it is
    discarded to the Find pile) and a roll of a k6": a Crystal is not a Find and cannot
    pay; the Find is spent even when the roll fails."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"wolsung": c}, bench=_only(s, {"wolsung"}),
              pack={"wolsung": ["dagger", "crystal"]})
    s.phase, s.mover = "finish", "wolsung"
    dagger, crystal = _token(s, "wolsung", "dagger"), _token(s, "wolsung", "crystal")
    offered = [x for x in rules.legal_actions(s) if x["type"] == "ability"]
    assert offered == [{"type": "ability", "discard": dagger}]
    s.rng = Dice([1])             # Wolsung needs 3 or more
    events = rules.apply(s, offered[0])
    _settle(s)
    assert not next(e for e in events if e["type"] == "ability_result")["worked"]
    assert dagger in s.pool and s.chars["wolsung"]["backpack"] == [crystal]
    assert s.specials == [] and s.phase == "finish"
    assert not any(x["type"] == "ability" for x in rules.legal_actions(s))


def test_an_ability_is_used_only_at_the_end_of_exploration():
    """"Special Abilities": "the special abilities of characters may be used only at the
    end of the Exploration phase (i.e. if Wolsung wants to set a Trap, he must first
    explore the given chamber)"."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"wolsung": a}, bench=_only(s, {"wolsung"}), pack={"wolsung": ["dagger"]})
    rules.apply(s, {"type": "move", "character": "wolsung", "to": c})
    assert not any(x["type"] == "ability" for x in rules.legal_actions(s))
    s.rng = Dice(list(_quiet(_number(s, c))))
    rules.apply(s, {"type": "explore"})
    _settle(s)
    assert s.phase == "penetrate"
    assert not any(x["type"] == "ability" for x in rules.legal_actions(s))
    rules.apply(s, {"type": "done"})
    assert any(x["type"] == "ability" for x in rules.legal_actions(s))


# ---------------------------------------------------------------------------- the Zombie

def test_no_zombie_is_raised_in_a_chamber_with_no_room():
    """FAQ (Zombie): it "occupies a place in the chamber", so it is never raised into a
    chamber already holding three characters."""
    s = _table(["undead", "dwarves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"necromancer": c, "banshee": c}, bench=_only(s, {"necromancer", "banshee"}),
              pack={"necromancer": ["dagger"]})
    s.phase, s.mover = "finish", "necromancer"
    assert any(x["type"] == "ability" for x in rules.legal_actions(s))
    s = _edit(s, place={"necromancer": c, "banshee": c, DW: c},
              bench=_only(s, {"necromancer", "banshee", DW}))
    s.phase, s.mover = "finish", "necromancer"
    assert not any(x["type"] == "ability" for x in rules.legal_actions(s))


def test_the_zombie_carries_one_find_or_crystal_and_no_rune():
    """"Special Abilities" / FAQ: the Zombie's Backpack "may hold one Find token or one
    Crystal": it takes one token lying in the chamber and then no more; a Rune is not for
    it (the Necromancer standing there keeps his)."""
    s = _table(["undead", "dwarves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"zombie": a, "necromancer": c}, bench=_only(s, {"zombie", "necromancer"}),
              floor={f"{c[0]}:{c[1]}": ["dagger", "sword"]})
    s, rune = _carry_rune(s, "necromancer", "fire")
    rules.apply(s, {"type": "move", "character": "zombie", "to": c})
    events = rules.apply(s, {"type": "explore"})
    assert "rolled" not in types(events) and s.phase == "penetrate"
    takes = [x for x in rules.legal_actions(s) if x["type"] == "take"]
    assert len(takes) == 2
    rules.apply(s, takes[0])
    legal = rules.legal_actions(s)
    assert not any(x["type"] == "take" for x in legal)
    assert not any(x["type"] == "receive" and x["token"] == rune for x in legal)


def test_the_zombie_brings_a_crystal_home_for_five_gems():
    """FAQ (Zombie, one Crystal) with "Crystals and Gems": a Crystal the Zombie carries
    into its team's Camp turns into five gems."""
    s = _table(["undead", "dwarves"])
    camp = _special(s, 0, "camp")
    start = _next_to(s, camp, ("plain", "runes"))
    s = _edit(s, place={"zombie": start, "necromancer": camp},
              bench=_only(s, {"zombie", "necromancer"}), pack={"zombie": ["crystal"]})
    rules.apply(s, {"type": "move", "character": "zombie", "to": camp})
    assert s.gems[0] == 6 and s.chars["zombie"]["backpack"] == []


def test_a_zombie_killed_by_the_glove_is_gone_for_good():
    """"Glove of Doom" with the FAQ on the Zombie (a full character): killed by the Glove,
    the Zombie is removed from the game and cannot be raised again."""
    s = _table(["undead", "dwarves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "zombie": c, "necromancer": _special(s, 0, "camp")},
              bench=_only(s, {DW, "zombie", "necromancer"}), turn=1,
              pack={"necromancer": ["dagger"]})
    s = _glove(s, DW)
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([5, 2])
    rules.apply(s, {"type": "attack", "target": "zombie"})
    _settle(s)
    assert s.chars["zombie"]["status"] != "active"
    # the Necromancer's next Exploration, away from the Camp
    s = _edit(s, place={"necromancer": a}, turn=0)
    s.phase, s.mover = "finish", "necromancer"
    assert not any(x["type"] == "ability" for x in rules.legal_actions(s))


# ---------------------------------------------------------------------------- the Glove of Doom

def test_only_one_glove_of_doom_per_team():
    """"Glove of Doom": "only one Glove of Doom may be present per team, which means that
    only one character of the team may use it at a time"."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 0, "camp")
    s = _edit(s, place={DW: camp, "runesmith": camp}, bench=_only(s, {DW, "runesmith"}),
              gems=[5, 1], pack={DW: ["sword", "helmet", "fireball"]})
    s.phase, s.mover = "finish", DW
    assert any(x["type"] == "make_glove" for x in rules.legal_actions(s))
    s = _glove(s, "runesmith")
    s.phase, s.mover = "finish", DW
    assert not any(x["type"] == "make_glove" for x in rules.legal_actions(s))


def test_the_glove_wearer_wears_no_armour_and_never_puts_the_glove_away():
    """"Glove of Doom": "placed on the card instead of a Weapon"; its wearer "may not
    actively use any armour"; the Glove "may not be discarded in any way, kept in the
    Backpack or given to another character"."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: c, "runesmith": c}, bench=_only(s, {DW, "runesmith"}),
              pack={DW: ["helmet", "sword"]})
    s = _glove(s, DW)
    for phase in ("finish", "penetrate"):
        s.phase, s.mover = phase, DW
        legal = rules.legal_actions(s)
        assert not {x["type"] for x in legal} & ARRANGING, phase
        assert all("glove" not in str(x.get("token", "")) for x in legal)
    assert s.chars[DW]["glove"] and s.chars[DW]["weapon"] is None


def test_the_glove_is_no_weapon_for_shatter_nor_the_acid_monster():
    """"Glove of Doom": "it is not a Weapon, so no spells, Incantations or abilities that
    normally act on Weapons work on it" and it is "indestructible as long as the
    character wearing it lives": Shatter has nothing to break, the Acid Monster nothing
    to dissolve."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"wolsung": a, ER: c}, bench=_only(s, {"wolsung", ER}),
              pack={"wolsung": ["shatter"], ER: ["sword"]})
    s, sword = _wield(s, ER, "sword")
    rules.apply(s, {"type": "move", "character": "wolsung", "to": c})
    rules.apply(s, {"type": "attack", "target": ER})
    assert s.phase == "casting"
    assert any(x["type"] == "cast" and x.get("target") == ER for x in rules.legal_actions(s))
    # the same with the Glove on Eriald instead of the Sword
    t = _table(["dwarves", "elves"])
    t = _edit(t, place={"wolsung": a, ER: c}, bench=_only(t, {"wolsung", ER}),
              pack={"wolsung": ["shatter"]})
    t = _glove(t, ER)
    rules.apply(t, {"type": "move", "character": "wolsung", "to": c})
    rules.apply(t, {"type": "attack", "target": ER})
    assert not any(x["type"] == "cast" for x in rules.legal_actions(t))
    # the Acid Monster
    u = _table(["dwarves", "elves"])
    a2, c2 = _plain_pair(u, 0, "Acid Monster")
    u = _edit(u, place={DW: a2}, bench=_only(u, {DW}))
    u = _glove(u, DW)
    d1, d2 = _dice_for("Acid Monster", _number(u, c2))
    rules.apply(u, {"type": "move", "character": DW, "to": c2})
    u.rng = Dice([d1, d2, 6, 2])
    events = rules.apply(u, {"type": "explore"})
    _settle(u)
    assert next(e for e in events if e["type"] == "clash")["result"] == "attacker"
    assert u.chars[DW]["glove"] and "dissolved" not in types(events)


def test_the_glove_crumbles_when_its_wearer_dies():
    """"Glove of Doom": "when the hero dies, the Glove crumbles (the token is set
    aside)": it is not left in the chamber, no character of the team wears it, and the
    token does not come back to be made again."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0, "Goblin")
    s = _edit(s, place={DW: a}, bench=_only(s, {DW}), lp={DW: 1})
    s = _glove(s, DW)
    gloves = s.gloves
    d1, d2 = _dice_for("Goblin", _number(s, c))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([d1, d2, 1, 6])
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    died = next(e for e in events if e["type"] == "died")
    assert died["crumbled"] and _floor(s, c) == []
    assert not any(ch["glove"] for ch in s.chars.values()) and s.gloves == gloves


def test_the_glove_deals_two_wounds_taken_by_two_armour_pieces():
    """"Glove of Doom": its wearer "inflicts 2 wounds instead of one and receives +3 to
    Strength"; "Equipment": each wound takes an Armour token first. Eriald, wearing a
    helmet and a breastplate, loses both and keeps his LP."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, ER: c}, bench=_only(s, {DW, ER}), pack={ER: ["helmet", "breastplate"]})
    s, _h = _wear(s, ER, "helmet")
    s, _b = _wear(s, ER, "breastplate")
    s = _glove(s, DW)
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([2, 4])          # 5 + 3 + 2 = 10 against 4 + 4 = 8 (unarmed Thrain: 7)
    rules.apply(s, {"type": "attack", "target": ER})
    _settle(s)
    assert s.chars[ER]["armour"] == [] and s.chars[ER]["lp"] == content().characters[ER].lp


def test_a_team_wiped_out_by_the_glove_gets_no_turn_and_the_game_goes_on():
    """"End of the Game": the Glove's team wins only when it has eliminated "all
    characters belonging to the other teams"; with a third team still in play the game
    goes on, and the eliminated team gets no turn (our reading, on the rules screen)."""
    s = _table(["dwarves", "elves", "ratmen"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c, "scavenger": _special(s, 2, "camp")},
              bench=_only(s, {DW, "druid", "scavenger"}), lp={"druid": 1})

    def bury(chars):
        for cid in ("eriald", "elven_mage"):
            chars[cid]["status"] = "dead"
    s = _with(s, chars=bury)
    s = _glove(s, DW)
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([5, 2])
    rules.apply(s, {"type": "attack", "target": "druid"})
    _settle(s)
    assert s.chars["druid"]["status"] == "dead" and not rules.is_over(s)
    rules.apply(s, {"type": "done"})
    events = rules.apply(s, {"type": "end_turn"})
    assert s.turn == 2 and not any(e["type"] == "turn" and e["seat"] == 1 for e in events)


# ---------------------------------------------------------------------------- magic, rolls, gems

def test_change_of_fate_only_by_the_active_or_the_attacked_player():
    """"Magic": Spells are cast "at any moment of one's turn, or at the moment the
    character has been attacked": a third seat holding a Change of Fate is not asked
    about another seat's Encounter roll; with 2 gems it is asked, but only to re-roll."""
    s = _table(["dwarves", "elves", "ratmen"])
    a, c = _plain_pair(s, 0)
    quiet = list(_quiet(_number(s, c)))
    base = _edit(s, place={DW: a, "plague_priest": _special(s, 2, "camp")},
                 bench=_only(s, {DW, "plague_priest"}), pack={"plague_priest": ["change_of_fate"]})
    t = _edit(base)
    rules.apply(t, {"type": "move", "character": DW, "to": c})
    t.rng = Dice(quiet)
    rules.apply(t, {"type": "explore"})
    assert t.phase != "roll"
    u = _edit(base, gems=[1, 1, 2])
    rules.apply(u, {"type": "move", "character": DW, "to": c})
    u.rng = Dice(quiet)
    rules.apply(u, {"type": "explore"})
    assert u.phase == "roll" and rules.current_seat(u) == 2
    legal = rules.legal_actions(u)
    assert any(x["type"] == "reroll" for x in legal)
    assert not any(x["type"] == "fate" for x in legal)


def test_the_attacked_player_may_change_or_reroll_the_attackers_die():
    """"Magic" (cast "at the moment the character has been attacked"), FAQ ("any roll may
    be modified, even after it has been made") and "Crystals and Gems" ("a single re-roll
    of any k6, including one rolled by an opponent"): the Druid, attacked, takes 2 from
    Thrain's die (9 v 7 becomes 7 v 7, a tie); with 2 gems instead it re-rolls that die
    (a 1: Thrain loses)."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    base = _edit(s, place={DW: a, "druid": c}, bench=_only(s, {DW, "druid"}),
                 pack={"druid": ["change_of_fate"]})
    t = _edit(base)
    rules.apply(t, {"type": "move", "character": DW, "to": c})
    t.rng = Dice([4, 4])
    rules.apply(t, {"type": "attack", "target": "druid"})
    while t.phase == "casting":
        rules.apply(t, {"type": "ready"})
    assert t.phase == "roll" and rules.current_seat(t) == 1
    fate = next(x for x in rules.legal_actions(t) if x["type"] == "fate" and x["die"] == 0
                and x["delta"] == -2)
    rules.apply(t, fate)
    _settle(t)
    assert t.chars["druid"]["lp"] == 4 and t.chars[DW]["lp"] == 5
    u = _edit(base, gems=[1, 2], pack={"druid": []})
    rules.apply(u, {"type": "move", "character": DW, "to": c})
    u.rng = Dice([4, 4, 1])
    rules.apply(u, {"type": "attack", "target": "druid"})
    while u.phase == "casting":
        rules.apply(u, {"type": "ready"})
    assert rules.current_seat(u) == 1
    rules.apply(u, {"type": "reroll", "die": 0})
    _settle(u)
    assert u.gems[1] == 0 and u.chars[DW]["lp"] == 4 and u.chars["druid"]["lp"] == 4


@pytest.mark.parametrize("purpose", ["teleport", "ability"])
def test_every_k6_may_be_rerolled_by_an_opponent(purpose):
    """"Crystals and Gems": 2 gems buy "a single re-roll of any k6, including one rolled
    by an opponent": the Teleport's k6 and the Special ability's k6 are offered too."""
    s = _table(["dwarves", "elves"])
    if purpose == "teleport":
        tele = _special(s, 0, "teleport")
        start = _next_to(s, tele, ("plain", "camp", "runes"))
        s = _edit(s, place={DW: start}, bench=_only(s, {DW}), gems=[1, 2])
        s.rng = Dice([1, 6])
        rules.apply(s, {"type": "move", "character": DW, "to": tele})
    else:
        a, c = _plain_pair(s, 0)
        s = _edit(s, place={"wolsung": c}, bench=_only(s, {"wolsung"}), gems=[1, 2],
                  pack={"wolsung": ["dagger"]})
        s.phase, s.mover = "finish", "wolsung"
        s.rng = Dice([1, 6])
        rules.apply(s, next(x for x in rules.legal_actions(s) if x["type"] == "ability"))
    assert s.phase == "roll" and s.roll["purpose"] == purpose and rules.current_seat(s) == 1
    rules.apply(s, {"type": "reroll", "die": 0})
    assert s.gems[1] == 0
    if purpose == "teleport":
        # face 6: the second board after board 0
        assert s.chars[DW]["place"] == _special(s, 2, "teleport")
    else:
        assert s.specials and s.specials[0]["kind"] == "trap"


def test_the_monster_is_rolled_for_by_the_player_on_the_left_of_any_seat():
    """"Combat": "the monster is rolled for by the person sitting to the left of the
    active player": in a three-player game, the last seat's left is the first seat."""
    s = _table(["dwarves", "elves", "ratmen"])
    a, c = _plain_pair(s, 2, "Goblin")
    s = _edit(s, place={"scavenger": a}, bench=_only(s, {"scavenger"}), turn=2)
    d1, d2 = _dice_for("Goblin", _number(s, c))
    rules.apply(s, {"type": "move", "character": "scavenger", "to": c})
    s.rng = Dice([d1, d2, 6, 2])
    events = rules.apply(s, {"type": "explore"})
    rolled = next(e for e in events if e["type"] == "rolled" and e["purpose"] == "clash")
    assert rolled["left"] == 0 and "P0" in rules.describe(s, rolled)


def test_a_token_put_down_in_penetration_lies_face_up_for_everyone():
    """FAQ: "Every time a token is left on the board, it should be 'face up'": an item the
    explorer puts down during Chamber Penetration is seen by every seat, though it was
    face down in the Backpack."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = _next_to(s, runes, ("plain", "camp"))
    s = _edit(s, place={DW: start}, bench=_only(s, {DW}), pack={DW: ["axe"]})
    axe = _token(s, DW, "axe")
    assert axe not in str(rules.view(s, 1)["chars"])
    rules.apply(s, {"type": "move", "character": DW, "to": runes})
    rules.apply(s, {"type": "explore"})
    rules.apply(s, {"type": "drop", "token": axe})
    for seat in (0, 1, None):
        assert axe in rules.view(s, seat)["floor"][f"{runes[0]}:{runes[1]}"]


# ---------------------------------------------------------------------------- more Combat and Specials

@pytest.mark.parametrize("owner,kind,count", [("wolsung", "trap", 2),
                                              ("druid", "tree_of_life", 1),
                                              ("plague_priest", "corrosive_cloud", 2)])
def test_each_team_has_its_own_number_of_special_tokens(owner, kind, count):
    """"Special Abilities and Special Tokens": "Trap (two pieces) ... Corrosive Cloud
    (two pieces); Tree of Life (one piece)": with all of its pieces on the board the
    ability is not offered; with one piece fewer it is."""
    team = next(t for t in ("dwarves", "elves", "ratmen") if owner in
                content().team_characters(t))
    s = _table([team, "undead"])
    a, c = _plain_pair(s, 0)
    spots = [_special(s, 0, "runes"), a]
    for placed in (count - 1, count):
        t = _edit(s, place={owner: c}, bench=_only(s, {owner}), pack={owner: ["dagger"]},
                  specials=[{"kind": kind, "owner": owner, "place": spots[i]}
                            for i in range(placed)])
        t.phase, t.mover = "finish", owner
        offered = any(x["type"] == "ability" for x in rules.legal_actions(t))
        assert offered == (placed < count), placed


def test_eriald_defending_wins_on_a_rolled_six():
    """"Special Abilities": "Eriald the Hunter wins a fight automatically when he rolls a
    six on the die", attacked as well: Thrain 5 + 5 against Eriald 4 + 6 would be a tie;
    Eriald wins it and Thrain takes the wound."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, ER: c}, bench=_only(s, {DW, ER}))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([5, 6])
    rules.apply(s, {"type": "attack", "target": ER})
    _settle(s)
    assert s.chars[DW]["lp"] == 4 and s.chars[ER]["lp"] == content().characters[ER].lp


@pytest.mark.parametrize("thrain,troll,result", [(2, 1, "attacker"), (1, 1, "tie")])
def test_a_monster_that_rolls_a_one_loses_unless_both_did(thrain, troll, result):
    """"Combat": "If a player rolls a one on the die, they automatically lose, unless the
    opposing player (or the monster) also rolled a one, in which case it is a tie": the
    Troll (7) rolling a 1 loses to Thrain's 5 + 1 + 2 = 8 ... and any total, and both
    rolling a 1 is a tie."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0, "Troll")
    s = _edit(s, place={DW: a}, bench=_only(s, {DW}))
    d1, d2 = _dice_for("Troll", _number(s, c))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    s.rng = Dice([d1, d2, thrain, troll])
    events = rules.apply(s, {"type": "explore"})
    _settle(s)
    assert next(e for e in events if e["type"] == "clash")["result"] == result
    assert s.chars[DW]["lp"] == 5
    assert len(s.chars[DW]["backpack"]) == (_row("Troll").finds if result == "attacker" else 0)


def test_a_defender_whose_teammate_stays_out_fights_alone():
    """"Combat": the defending player "may decide" that the two fight together; declining,
    only the character attacked fights: its Strength alone (the Mage's 3 is not added)
    and only it takes the wound."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c, "elven_mage": c},
              bench=_only(s, {DW, "druid", "elven_mage"}))
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    rules.apply(s, {"type": "attack", "target": "druid"})
    assert s.phase == "joint" and rules.current_seat(s) == 1
    s.rng = Dice([3, 4])          # Thrain 8 against the Druid's 7 (with the Mage: 10)
    rules.apply(s, {"type": "defend", "together": False})
    _settle(s)
    assert s.chars["druid"]["lp"] == content().characters["druid"].lp - 1
    assert s.chars["elven_mage"]["lp"] == content().characters["elven_mage"].lp
    assert s.chars[DW]["lp"] == 5


# ---------------------------------------------------------------------------- the designed Finds Table

def _stone_skin_fight(together):
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c, "elven_mage": c},
              bench=_only(s, {DW, "druid", "elven_mage"}), pack={"druid": ["shield_spell"]})
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    rules.apply(s, {"type": "attack", "target": "druid"})
    s.rng = Dice([6, 2])          # Thrain 11 against 3 (+ 3) + 2: the defence loses
    rules.apply(s, {"type": "defend", "together": together})
    assert s.phase == "casting" and rules.current_seat(s) == 1
    rules.apply(s, next(x for x in rules.legal_actions(s) if x["type"] == "cast"))
    _settle(s)
    lost = sum(content().characters[c].lp - s.chars[c]["lp"] for c in ("druid", "elven_mage"))
    return s, lost


def test_stone_skin_spares_a_lone_defender_its_wound():
    """Finds Table (designed, ``finds.yaml``): Stone Skin, "if your side loses, it takes
    1 wound fewer": the Druid alone, beaten, loses nothing."""
    _s, lost = _stone_skin_fight(False)
    assert lost == 0


def test_stone_skin_takes_one_wound_off_a_joint_defence():
    """Finds Table (designed) with "Combat" (joint defence: "both defending characters
    lose one Life Point each"): Stone Skin takes one wound off the losing side, so of the
    two wounds one is still taken."""
    _s, lost = _stone_skin_fight(True)
    assert lost == 1


# ---------------------------------------------------------------------------- movement by magic

def test_the_teleport_incantation_goes_to_another_boards_teleport_of_ones_choice():
    """Finds Table (designed): the Teleport incantation, "as your move: go to the
    Teleport chamber of another board of your choice"; "Magic": single use, back to the
    Find pool; "I. Character Movement": the character lands there and does not teleport
    on (it explores that Teleport), and no gems are paid. Wolsung's card allows
    Incantations."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={"wolsung": c}, bench=_only(s, {"wolsung"}), pack={"wolsung": ["teleport"]})
    scroll = _token(s, "wolsung", "teleport")
    offered = sorted(x["board"] for x in rules.legal_actions(s) if x["type"] == "teleport_spell")
    assert offered == [1, 2]
    events = rules.apply(s, {"type": "teleport_spell", "character": "wolsung", "board": 2})
    assert s.chars["wolsung"]["place"] == _special(s, 2, "teleport")
    assert [e["type"] for e in events].count("teleported") == 1
    assert scroll in s.pool and s.chars["wolsung"]["backpack"] == [] and s.gems[0] == 1
    assert s.phase == "arrange" and s.mover == "wolsung"


def test_the_teleport_incantation_never_lands_in_a_full_teleport():
    """FAQ: "If three characters are in a chamber, then not even a momentary passage or
    appearance in it by means of magic is possible. There must be room for the
    character": a Teleport holding three characters is not offered."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    full = _special(s, 1, "teleport")
    crowd = ["druid", "elven_mage", "eriald"]
    s = _edit(s, place={"wolsung": c, **{x: full for x in crowd}},
              bench=_only(s, {"wolsung", *crowd}), pack={"wolsung": ["teleport"]})
    offered = sorted(x["board"] for x in rules.legal_actions(s) if x["type"] == "teleport_spell")
    assert offered == [2]
    with pytest.raises(rules.IllegalAction):
        rules.apply(s, {"type": "teleport_spell", "character": "wolsung", "board": 1})


def test_a_haste_never_enters_or_passes_another_teams_camp():
    """"I. Character Movement": "characters may not enter the Camp chamber of a board
    other than their own", by magic neither (FAQ: a Haste enters the chambers it passes
    through): the Druid hasting on the Dwarves' board never goes into or through their
    Camp."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 0, "camp")
    side = side_of(s, 0)
    starts = {m2 for m in side.neighbours[camp[1]] for m2 in side.neighbours[m]
              if m2 != camp[1]} | set(side.neighbours[camp[1]])
    checked = 0
    for start in sorted(starts):
        if side.chambers[start].kind != "plain":
            continue
        t = _edit(s, place={"druid": [0, start]}, bench=_only(s, {"druid"}), turn=1,
                  pack={"druid": ["haste"]})
        for x in rules.legal_actions(t):
            if x["type"] in ("haste", "move"):
                assert camp not in (x.get("via"), x["to"]), x
                checked += 1
    assert checked > 0


@pytest.mark.parametrize("purpose", ["teleport", "ability"])
def test_change_of_fate_changes_any_roll_of_ones_turn(purpose):
    """FAQ: "With the help of this spell, any roll may be modified, even after it has been
    made. 2 may be either added to or subtracted from the result": the Teleport's k6 (a
    5 made a 3 sends the Druid to the other board) and a Special ability's k6 (the
    Necromancer's 2 made a 4 raises the Zombie)."""
    if purpose == "teleport":
        s = _table(["dwarves", "elves"])
        tele = _special(s, 1, "teleport")
        start = _next_to(s, tele, ("plain", "camp", "runes"))
        s = _edit(s, place={"druid": start}, bench=_only(s, {"druid"}), turn=1,
                  pack={"druid": ["change_of_fate"]})
        s.rng = Dice([5])
        rules.apply(s, {"type": "move", "character": "druid", "to": tele})
        # the boards after board 1 are 2 and 0: faces 1-3 send to board 2, 4-6 to board 0
        delta, landing = -2, _special(s, 2, "teleport")
        cid = "druid"
    else:
        s = _table(["undead", "dwarves"])
        a, c = _plain_pair(s, 0)
        s = _edit(s, place={"necromancer": c}, bench=_only(s, {"necromancer"}),
                  pack={"necromancer": ["dagger", "change_of_fate"]})
        s.phase, s.mover = "finish", "necromancer"
        s.rng = Dice([2])
        rules.apply(s, {"type": "ability", "discard": _token(s, "necromancer", "dagger")})
        delta, cid = 2, "necromancer"
    assert s.phase == "roll" and s.roll["purpose"] == purpose
    scroll = _token(s, cid, "change_of_fate")
    rules.apply(s, {"type": "fate", "scroll": scroll, "die": 0, "delta": delta})
    _settle(s)
    assert scroll in s.pool
    if purpose == "teleport":
        assert s.chars["druid"]["place"] == landing
    else:
        assert s.chars["zombie"]["status"] == "active"
        assert s.chars["zombie"]["place"] == s.chars["necromancer"]["place"]


def test_an_elixir_may_be_drunk_in_ones_own_fight_before_the_die():
    """"Equipment": the Elixir heals 1 LP "at any moment of one's turn": the Druid (2 LP)
    meets a Troll (2 wounds) and, asked for her spells before the fight's k6, may drink."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 1, "Troll")
    s = _edit(s, place={"druid": a}, bench=_only(s, {"druid"}), turn=1, lp={"druid": 2},
              pack={"druid": ["elixir", "fireball"]})
    d1, d2 = _dice_for("Troll", _number(s, c))
    rules.apply(s, {"type": "move", "character": "druid", "to": c})
    s.rng = Dice([d1, d2])
    rules.apply(s, {"type": "explore"})
    while s.phase == "roll":
        rules.apply(s, {"type": "keep"})
    assert s.phase == "casting" and rules.current_seat(s) == 1 and s.turn == 1
    assert {"type": "drink", "character": "druid"} in rules.legal_actions(s)


def test_a_healing_word_may_be_cast_in_ones_own_fight_before_the_die():
    """"Magic": a Spell or Incantation "may be cast at any moment of one's turn", one at a
    time and the sides in turn during a fight: the Druid (2 LP), asked for her spells
    against a Troll, may cast a Healing Word (2 LP back, designed Finds Table); it is one
    of her casts, listed with the fight's, and she may still cast her Fireball after it.
    The Troll's side casts nothing, so the order comes back to her."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 1, "Troll")
    s = _edit(s, place={"druid": a}, bench=_only(s, {"druid"}), turn=1, lp={"druid": 2},
              pack={"druid": ["healing", "fireball"]})
    d1, d2 = _dice_for("Troll", _number(s, c))
    rules.apply(s, {"type": "move", "character": "druid", "to": c})
    s.rng = Dice([d1, d2])
    rules.apply(s, {"type": "explore"})
    while s.phase == "roll":
        rules.apply(s, {"type": "keep"})
    assert s.phase == "casting" and rules.current_seat(s) == 1
    heal = {"type": "heal", "character": "druid"}
    assert heal in rules.legal_actions(s)
    events = rules.apply(s, heal)
    assert s.chars["druid"]["lp"] == 4
    cast = next(e for e in events if e["type"] == "cast")
    assert cast["side"] == "attacker" and cast["char"] == "druid"
    assert [e["side"] for e in s.combat["cast"]] == ["attacker"]
    assert s.phase == "casting" and rules.current_seat(s) == 1
    assert any(a["type"] == "cast" for a in rules.legal_actions(s))    # the Fireball
    assert heal not in rules.legal_actions(s)                           # spent
    assert rules.invariant_problems(s) == []


def test_the_attacked_seat_casts_no_healing_word_in_anothers_turn():
    """"Magic": a Healing Word is cast in one's own turn ("in your turn"): a defender with
    one, asked for its spells in another seat's fight, is not offered it."""
    s = _table(["dwarves", "elves"])
    a, c = _plain_pair(s, 0)
    s = _edit(s, place={DW: a, "druid": c}, bench=_only(s, {DW, "druid"}), lp={"druid": 2},
              pack={"druid": ["healing", "fireball"]})
    rules.apply(s, {"type": "move", "character": DW, "to": c})
    rules.apply(s, {"type": "attack", "target": "druid"})
    for _ in range(10):
        if s.phase == "casting" and rules.current_seat(s) == 1:
            break
        legal = rules.legal_actions(s)
        rules.apply(s, next((x for x in legal if x["type"] in ("ready", "keep")), legal[0]))
    assert s.phase == "casting" and rules.current_seat(s) == 1
    assert not any(a["type"] == "heal" for a in rules.legal_actions(s))
