"""An independent audit of Labirynt Czarnoksiężnika against its rulebook and issue 12's
"Rules" list, through the public API only (``rules.new_game``, ``legal_actions``,
``apply``, ``view``, ``determinize``, ``to_dict`` / ``from_dict`` ...). Positions are
built by playing set-up actions and then by ``State.from_dict`` of an edited
``to_dict`` (``_edit``), which also checks every invariant; the dice are scripted.

The rules checked, by rulebook section (F = found wrong and fixed in this audit):

I. Character Movement
  - [x] one move a turn, compulsory; none possible -> the turn is lost
  - [x] never into a chamber holding three characters, the Zombie counted; a Haste never
        passes or ends in one, a Teleport incantation never lands in one (FAQ)
  - [x] never into another team's Camp (the neutral board's Camp: anyone, our reading)
  - [x] entering a Teleport: k6 -> always another board, no chaining; 2 gems to choose
  - [F] the board chosen for 2 gems must have room in its Teleport (paying for a full one
        only lost the gems)
  - [x] a character in the entry Teleport cannot be attacked; the exit one is ordinary
II. Exploration
  - [F] the Encounter Table only for a character alone in the chamber: any other
        character (a teammate, the Zombie) stops it, not only another team's
  - [x] never in Camp / Runes / Teleport (no number); 2k6 + the chamber's number
  - [x] fighting another team's character there is optional
Combat
  - [x] higher total wins, tie nothing, a rolled 1 loses unless both rolled 1
  - [x] the monster's die rolled for the seat to the active player's left
  - [x] Armour before LP; beaten twice in a row; two defenders of one team together
Death / Equipment
  - [x] Finds and Crystals stay face up, the Rune back to the pile, the dormant wakes
  - [F] a character woken in its Camp may take what lies there at once (``claim``),
        not only when it next explores there
  - [x] never two Armour pieces of one kind worn
Glove of Doom / End of the Game
  - [F] a defender's Glove that kills the last enemy ends the game (the kill was put
        down to the active player once the fight was over)
  - [x] a Glove kill is for good; short of the last enemy the game goes on
Quests
  - [F] a Rune passes between teammates both ways (``receive`` as well as ``give``)
  - [x] delivered on any board but one's own, the neutral one included
Special Abilities
  - [F] a Haste passing through a chamber meets its Special tokens (a Trap or Cloud of
        another team wounds, one's own Tree of Life heals), as anyone entering it, and
        Crystals carried through one's own Camp turn into gems then
Hidden information
  - [F] determinize keeps what every seat saw go into a Backpack (``known``) and each
        team's number of Crystals
Our own rule
  - [x] "no character can move for a whole round": unreachable with these boards
        (``test_no_round_without_any_move_can_happen``), kept as a safety net and on
        the rules screen
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from games.labirynt import rules
from games.labirynt.content import content
from games.labirynt.state import State, side_of
from tests.labirynt.helpers import Dice, game, types

TEAM_CHARS = {t: content().team_characters(t) for t in ("undead", "dwarves", "ratmen", "elves")}


# ---------------------------------------------------------------------------- positions

def _table(teams, seed=3) -> State:
    """A started game with ``teams`` in seat order (board i belongs to seat i)."""
    return game(len(teams), seed, teams=list(teams))


def _edit(state: State, place=None, bench=(), turn=0, pack=None, floor=None, specials=(),
          lp=None, gems=None) -> State:
    """``State.from_dict`` of ``state.to_dict()`` with: ``place`` {cid: place} stood on the
    board, ``bench`` taken off it (dormant; the Zombie back on its card), ``pack``
    {cid: [find kinds or token ids]} moved from the piles into Backpacks, ``floor``
    {"b:c": [kinds]} laid from the pool, ``specials`` placed, ``lp`` {cid: LP},
    ``gems`` per seat; then it is ``turn``'s Movement."""
    d = state.to_dict()

    def take(kind):
        for pile in ("pool", "crystals", "runes"):
            for t in d[pile]:
                if t == kind or t.split(".")[0] == kind:
                    d[pile].remove(t)
                    return t
        raise LookupError(kind)

    for cid in bench:
        d["chars"][cid].update(status="card" if cid == "zombie" else "dormant", place=None)
    for cid, where in (place or {}).items():
        d["chars"][cid].update(status="active", place=list(where))
    for cid, kinds in (pack or {}).items():
        d["chars"][cid]["backpack"] += [take(k) for k in kinds]
    for k, kinds in (floor or {}).items():
        d["floor"].setdefault(k, []).extend(take(x) for x in kinds)
    d["specials"] = [dict(s) for s in specials]
    for cid, value in (lp or {}).items():
        d["chars"][cid]["lp"] = value
    if gems is not None:
        d["gems"] = list(gems)
    d.update(turn=turn, phase="move", mover=None, step=None, roll=None, combat=None,
             extra_used=False, ability_used=False, wounds=[])
    return State.from_dict(d)


def _only(state: State, keep) -> list[str]:
    """Every character on the board except ``keep`` (to bench)."""
    return [c for c, ch in state.chars.items() if c not in keep and ch["status"] == "active"]


def _kind(state, place) -> str:
    return side_of(state, place[0]).chambers[place[1]].kind


def _special(state, b, kind):
    return [b, side_of(state, b).of_kind(kind)]


def _paths(state, b, kinds=("plain",)):
    """Chains ``[a, via, to]`` of distinct chambers of board ``b`` each a passage apart."""
    side = side_of(state, b)
    out = []
    for a in side.chambers:
        for v in side.neighbours[a.id]:
            for t in side.neighbours[v]:
                if len({a.id, v, t}) == 3 and all(side.chambers[x].kind in kinds
                                                  for x in (a.id, v, t)):
                    out.append([[b, a.id], [b, v], [b, t]])
    return out


def _drive(state, choose=None, limit=60):
    """Apply the first legal action (or ``choose(state, legal)``) until the active
    seat's ``finish`` phase or the game's end; returns every event."""
    events = []
    for _ in range(limit):
        if state.phase in ("finish", "over"):
            break
        legal = rules.legal_actions(state)
        act = choose(state, legal) if choose else None
        events += rules.apply(state, act or legal[0])
    return events


# ---------------------------------------------------------------------------- II. Exploration

@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10 ** 6), st.sampled_from(["nobody", "teammate", "zombie", "enemy"]))
def test_the_encounter_table_only_for_a_character_alone(pick, company):
    """"II. Exploration, 1. Encounter": the Encounter Table is rolled only "if there are no
    other characters in the chamber"; a teammate or the Zombie standing there (FAQ: it
    occupies a place like any character) stops the roll as surely as another team's
    character. Always 2k6 + the chamber's number when it is rolled."""
    s = _table(["undead", "elves"])
    pairs = [p[:2] for p in _paths(s, 0)]
    a, c = pairs[pick % len(pairs)]
    mover = "death_knight"
    other = {"teammate": "banshee", "zombie": "zombie", "enemy": "druid"}.get(company)
    keep = {mover} | ({other} if other else set())
    place = {mover: a}
    if other:
        place[other] = c
    s = _edit(s, place=place, bench=_only(s, keep))
    s.rng = Dice([2, 3])
    rules.apply(s, {"type": "move", "character": mover, "to": c})
    events = rules.apply(s, {"type": "explore"})
    rolled = [e for e in events if e["type"] == "rolled" and e["purpose"] == "encounter"]
    if company == "nobody":
        enc = next(e for e in events if e["type"] == "encounter")
        assert enc["total"] == 5 + side_of(s, 0).chambers[c[1]].number
    else:
        assert rolled == [] and "encounter" not in types(events)


def test_no_encounter_in_the_three_unnumbered_chambers():
    """"1. Encounter" / "Combat": Camp, Runes and Teleport carry no number, so nothing is
    rolled there (the Teleport: the exit one, since the entry one sends on at once)."""
    s = _table(["dwarves", "elves"])
    for kind in ("camp", "runes"):
        target = _special(s, 0, kind)
        side = side_of(s, 0)
        start = [0, side.neighbours[target[1]][0]]
        t = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}))
        rules.apply(t, {"type": "move", "character": "dwarf_warrior", "to": target})
        events = rules.apply(t, {"type": "explore"})
        assert "rolled" not in types(events) and t.phase == "penetrate", kind


# ---------------------------------------------------------------------------- I. Movement

@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(0, 2))
def test_never_into_or_through_a_chamber_of_three(pick, full_at):
    """"I. Character Movement" and FAQ (Haste): no fourth character ever enters a
    chamber, whatever the teams, the Zombie counted, not even for a moment by Haste."""
    s = _table(["undead", "elves"])
    paths = _paths(s, 0)
    a, via, to = paths[pick % len(paths)]
    crowd_at = [via, to, via][full_at]
    crowd = ["necromancer", "death_knight", "zombie"]
    s = _edit(s, place={"druid": a, **{c: crowd_at for c in crowd}},
              bench=_only(s, {"druid", *crowd}), pack={"druid": ["haste"]}, turn=1)
    legal = rules.legal_actions(s)
    assert {"type": "move", "character": "druid", "to": crowd_at} not in legal
    for act in legal:
        if act["type"] == "haste" and act["character"] == "druid":
            assert crowd_at not in (act["via"], act["to"])
        if act["type"] == "move":
            assert act["to"] != crowd_at


def test_never_into_another_teams_camp_but_the_neutral_one_is_open():
    """"I. Character Movement": a character never enters the Camp of another player's
    board; the neutral board of a two-player game belongs to nobody (our reading)."""
    s = _table(["dwarves", "elves"])
    for b, allowed in ((1, False), (2, True)):
        camp = _special(s, b, "camp")
        start = [b, side_of(s, b).neighbours[camp[1]][0]]
        t = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}))
        legal = rules.legal_actions(t)
        assert ({"type": "move", "character": "dwarf_warrior", "to": camp} in legal) == allowed


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_a_teleport_goes_to_another_board_by_the_k6_and_never_on(face):
    """"I. Character Movement": entering a Teleport, a k6 picks the board at once; the
    character always lands in another board's Teleport and is not sent on from there;
    that exit Teleport is an ordinary chamber (a fight may start there)."""
    s = _table(["dwarves", "elves"])
    tele = _special(s, 0, "teleport")
    start = [0, side_of(s, 0).neighbours[tele[1]][0]]
    exits = {b: _special(s, b, "teleport") for b in (1, 2)}
    s = _edit(s, place={"dwarf_warrior": start, "druid": exits[1]},
              bench=_only(s, {"dwarf_warrior", "druid"}))
    s.rng = Dice([face])
    events = rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": tele})
    landed = s.chars["dwarf_warrior"]["place"]
    assert landed[0] != 0 and landed in exits.values()
    assert [e["type"] for e in events].count("teleported") == 1
    assert s.phase == "arrange"
    if landed == exits[1]:
        assert {"type": "attack", "target": "druid"} in rules.legal_actions(s)


def test_each_other_board_takes_three_faces_of_the_teleport_k6():
    """"I. Character Movement": the k6 decides among the other boards; with two others
    each takes half the faces, so both are reached."""
    s = _table(["dwarves", "elves"])
    tele = _special(s, 0, "teleport")
    start = [0, side_of(s, 0).neighbours[tele[1]][0]]
    reached = {}
    for face in range(1, 7):
        t = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}))
        t.rng = Dice([face])
        rules.apply(t, {"type": "move", "character": "dwarf_warrior", "to": tele})
        reached.setdefault(t.chars["dwarf_warrior"]["place"][0], []).append(face)
    assert sorted(len(v) for v in reached.values()) == [3, 3] and 0 not in reached


def test_the_entry_teleport_is_safe_from_attack():
    """"Combat": a character entering a Teleport is sent on before it can explore, so
    another team's character standing in that entry Teleport cannot be attacked."""
    s = _table(["dwarves", "elves"])
    tele = _special(s, 0, "teleport")
    start = [0, side_of(s, 0).neighbours[tele[1]][0]]
    s = _edit(s, place={"dwarf_warrior": start, "druid": tele},
              bench=_only(s, {"dwarf_warrior", "druid"}))
    s.rng = Dice([1])
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": tele})
    assert s.chars["dwarf_warrior"]["place"] != tele
    assert not any(a["type"] == "attack" and a["target"] == "druid"
                   for a in rules.legal_actions(s))


@pytest.mark.parametrize("full", [1, 2])
def test_gems_choose_only_a_teleport_with_room(full):
    """"I. Character Movement" / FAQ: 2 gems choose the board instead of the k6; a
    Teleport already holding three characters cannot be appeared in, so it is never
    offered to be paid for (before the audit the gems were spent and the move was
    blocked)."""
    s = _table(["undead", "elves"])
    tele = _special(s, 1, "teleport")
    start = [1, side_of(s, 1).neighbours[tele[1]][0]]
    other = 0 if full == 1 else 2
    blocked = _special(s, {1: 2, 2: 0}[full], "teleport")
    crowd = ["necromancer", "death_knight", "zombie"]
    s = _edit(s, place={"druid": start, **{c: blocked for c in crowd}},
              bench=_only(s, {"druid", *crowd}), turn=1, gems=[1, 4])
    rules.apply(s, {"type": "move", "character": "druid", "to": tele})
    assert s.phase == "teleport"
    offered = [a["board"] for a in rules.legal_actions(s) if a["type"] == "teleport_to"]
    assert offered == [other] and {"type": "teleport_roll"} in rules.legal_actions(s)
    rules.apply(s, {"type": "teleport_to", "board": other})
    assert s.gems[1] == 2 and s.chars["druid"]["place"] == _special(s, other, "teleport")


# ---------------------------------------------------------------------------- Combat

@settings(max_examples=36, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6))
def test_a_duel_higher_total_wins_a_tie_does_nothing_a_one_loses(att, dfn):
    """"Combat": Strength + k6 each; the higher total wins, a tie changes nothing; a
    rolled 1 loses unless both sides rolled 1 (then a tie). Thrain (Strength 5) attacks
    the Druid (Strength 3), neither armed nor armoured: the loser loses 1 LP."""
    s = _table(["dwarves", "elves"])
    pairs = [p[:2] for p in _paths(s, 0)]
    a, c = pairs[0]
    s = _edit(s, place={"dwarf_warrior": a, "druid": c}, bench=_only(s, {"dwarf_warrior", "druid"}))
    lp = {cid: s.chars[cid]["lp"] for cid in ("dwarf_warrior", "druid")}
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": c})
    s.rng = Dice([att, dfn])
    rules.apply(s, {"type": "attack", "target": "druid"})
    _drive(s, lambda st_, legal: {"type": "ready"} if {"type": "ready"} in legal else
           ({"type": "keep"} if {"type": "keep"} in legal else None))
    if att == 1 and dfn == 1:
        loser = None
    elif att == 1:
        loser = "dwarf_warrior"
    elif dfn == 1:
        loser = "druid"
    elif 5 + att > 3 + dfn:
        loser = "druid"
    elif 5 + att < 3 + dfn:
        loser = "dwarf_warrior"
    else:
        loser = None
    for cid in lp:
        assert s.chars[cid]["lp"] == lp[cid] - (cid == loser)


def test_two_defenders_of_one_team_fight_together_and_both_take_the_wound():
    """"Combat": attacked where two of its characters stand, the defending player may
    join them: Strength summed, one die, both lose 1 LP on a defeat."""
    s = _table(["dwarves", "elves"])
    a, c = [p[:2] for p in _paths(s, 0)][0]
    s = _edit(s, place={"dwarf_warrior": a, "druid": c, "elven_mage": c},
              bench=_only(s, {"dwarf_warrior", "druid", "elven_mage"}))
    lp = {cid: s.chars[cid]["lp"] for cid in ("druid", "elven_mage", "dwarf_warrior")}
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": c})
    rules.apply(s, {"type": "attack", "target": "druid"})
    assert s.phase == "joint" and rules.current_seat(s) == 1
    s.rng = Dice([6, 2])      # 5 + 6 = 11 against 3 + 3 + 2 = 8
    rules.apply(s, {"type": "defend", "together": True})
    _drive(s, lambda st_, legal: {"type": "ready"} if {"type": "ready"} in legal else
           ({"type": "keep"} if {"type": "keep"} in legal else None))
    assert s.chars["druid"]["lp"] == lp["druid"] - 1
    assert s.chars["elven_mage"]["lp"] == lp["elven_mage"] - 1
    assert s.chars["dwarf_warrior"]["lp"] == lp["dwarf_warrior"]
    assert not any(a["type"] == "attack" for a in rules.legal_actions(s))


# ---------------------------------------------------------------------------- death, Camp

def _wound_row():
    return next(r for r in content().rows if r.kind == "event" and r.effect == "wound"
                and r.amount == 1)


@pytest.mark.parametrize("kinds", [["sword"], ["helmet", "elixir"], ["crystal", "dagger"]])
def test_a_character_woken_in_the_camp_takes_what_lies_there_at_once(kinds):
    """"Equipment": items left in the Camp are safe, and "a dormant character entering
    the game may immediately add them to its equipment": when Thrain dies, the dormant
    character wakes in the Camp and may take what lies there in the same turn (the
    ``claim`` action), before it ever explores; a character that has moved off may not."""
    s = _table(["dwarves", "elves"])
    row = _wound_row()
    camp = _special(s, 0, "camp")
    chambers = [ch for ch in side_of(s, 0).chambers if ch.number is not None and
                any(side_of(s, 0).chambers[m].kind == "plain"
                    for m in side_of(s, 0).neighbours[ch.id])]
    need = None
    for ch in chambers:
        for d1 in range(1, 7):
            for d2 in range(1, 7):
                if row.low <= d1 + d2 + ch.number <= row.high:
                    need = (ch, d1, d2)
    ch, d1, d2 = need
    start = [0, next(m for m in side_of(s, 0).neighbours[ch.id]
                     if side_of(s, 0).chambers[m].kind == "plain")]
    dormant = [c for c in TEAM_CHARS["dwarves"] if c != "dwarf_warrior"]
    s = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}) + dormant,
              lp={"dwarf_warrior": 1}, floor={f"{camp[0]}:{camp[1]}": kinds})
    lying = list(s.floor[f"{camp[0]}:{camp[1]}"])
    s.rng = Dice([d1, d2])
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": [0, ch.id]})
    events = rules.apply(s, {"type": "explore"})
    assert "died" in types(events)
    woke = next(e["char"] for e in events if e["type"] == "woke")
    assert s.chars[woke]["place"] == camp and s.turn == 0
    for token in lying:
        act = {"type": "claim", "character": woke, "token": token}
        assert act in rules.legal_actions(s)
        rules.apply(s, act)
    assert sorted(s.chars[woke]["backpack"]) == sorted(lying)
    assert f"{camp[0]}:{camp[1]}" not in s.floor
    # nobody else may take from the Camp this way
    assert not any(a["type"] == "claim" for a in rules.legal_actions(s))


def test_the_woken_character_loses_the_claim_once_it_moves():
    """"Equipment": the right to take at once belongs to the character entering the
    game; once it has walked off it takes things like anyone, by exploring."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 0, "camp")
    s = _edit(s, place={"runesmith": camp}, bench=_only(s, {"runesmith"}),
              floor={f"{camp[0]}:{camp[1]}": ["axe"]})
    d = s.to_dict()
    d["woke"] = ["runesmith"]
    s = State.from_dict(d)
    assert any(a["type"] == "claim" for a in rules.legal_actions(s))
    out = next(a for a in rules.legal_actions(s) if a["type"] == "move")
    rules.apply(s, out)
    _drive(s, lambda st_, legal: {"type": "explore"} if {"type": "explore"} in legal else
           ({"type": "done"} if {"type": "done"} in legal else
            ({"type": "keep"} if {"type": "keep"} in legal else None)))
    assert s.woke == [] or "runesmith" not in s.woke
    assert not any(a["type"] == "claim" for a in rules.legal_actions(s))


# ---------------------------------------------------------------------------- Quests

def test_a_rune_passes_between_teammates_both_ways():
    """"Quests": Runes may be exchanged between characters of the team on the same basis
    as items: the exploring character may hand its Rune over, or take its teammate's."""
    s = _table(["dwarves", "elves"])
    a, c = [p[:2] for p in _paths(s, 0)][0]
    s = _edit(s, place={"dwarf_warrior": a, "runesmith": c},
              bench=_only(s, {"dwarf_warrior", "runesmith"}))
    d = s.to_dict()
    rune = d["runes"].pop(0)
    d["chars"]["runesmith"]["rune"] = rune
    s = State.from_dict(d)
    s.rng = Dice([1, 1])
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": c})
    rules.apply(s, {"type": "explore"})
    assert s.phase == "penetrate"
    act = {"type": "receive", "token": rune, "from": "runesmith"}
    assert act in rules.legal_actions(s)
    rules.apply(s, act)
    assert s.chars["dwarf_warrior"]["rune"] == rune and s.chars["runesmith"]["rune"] is None
    assert {"type": "give", "token": rune, "to": "runesmith"} in rules.legal_actions(s)
    assert rules.invariant_problems(s) == []


def test_a_quest_is_delivered_on_the_neutral_board_too():
    """"Quests": a Rune is delivered to its element's chamber on a board that is not
    one's own; the neutral board of a two-player game counts (it is there for Quests)."""
    s = _table(["dwarves", "elves"])
    for b, ok in ((2, True), (1, True), (0, False)):
        side = side_of(s, b)
        target = next(ch for ch in side.chambers if ch.element and
                      any(side.chambers[m].kind == "plain" and side.chambers[m].element is None
                          for m in side.neighbours[ch.id]))
        start = [b, next(m for m in side.neighbours[target.id]
                         if side.chambers[m].kind == "plain" and side.chambers[m].element is None)]
        t = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}))
        d = t.to_dict()
        rune = next(r for r in d["runes"] if r.split(".")[1] == target.element)
        d["runes"].remove(rune)
        d["chars"]["dwarf_warrior"]["rune"] = rune
        t = State.from_dict(d)
        t.rng = Dice([1, 1])
        rules.apply(t, {"type": "move", "character": "dwarf_warrior", "to": [b, target.id]})
        events = _drive(t, lambda st_, legal: {"type": "explore"} if {"type": "explore"} in legal
                        else ({"type": "done"} if {"type": "done"} in legal else
                              ({"type": "keep"} if {"type": "keep"} in legal else
                               ({"type": "ready"} if {"type": "ready"} in legal else None))))
        done = "quest_done" in types(events)
        assert done == ok, b
        if ok and t.chars["dwarf_warrior"]["status"] == "active":
            assert t.chars["dwarf_warrior"]["rune"] is None


# ---------------------------------------------------------------------------- Specials and Haste

_HASTE_CASES = [
    # (teams, Special token kind, its owner, who hastes through, LP change on the way)
    (["dwarves", "elves"], "trap", "wolsung", "druid", -1),
    (["ratmen", "elves"], "corrosive_cloud", "plague_priest", "elven_mage", -1),
    (["dwarves", "elves"], "tree_of_life", "druid", "elven_mage", +1),
    (["ratmen", "elves"], "corrosive_cloud", "plague_priest", "plague_priest", 0),
    (["elves", "undead"], "tree_of_life", "druid", "necromancer", 0),
]


@pytest.mark.parametrize("teams,kind,owner,mover,change", _HASTE_CASES)
def test_a_haste_through_a_chamber_meets_its_special_tokens(teams, kind, owner, mover, change):
    """"Special Abilities and Special Tokens": a Special token acts first on anyone who
    enters its chamber (a Trap or Cloud only on other teams, a Tree of Life only on its
    own); FAQ (Haste): a Haste passes *into* the chamber on its way (it needs room
    there), so the token there acts on the hasting character as well (our reading of
    the two, on the rules screen), before it goes on."""
    s = _table(teams)
    seat = next(i for i, t in enumerate(teams) if mover in TEAM_CHARS[t])
    owner_seat = next(i for i, t in enumerate(teams) if owner in TEAM_CHARS[t])
    a, via, to = _paths(s, seat)[0]
    place = {mover: a}
    if owner != mover:
        place[owner] = _special(s, owner_seat, "camp")
    s = _edit(s, place=place, bench=_only(s, {mover, owner}), pack={mover: ["haste"]},
              turn=seat, lp={mover: content().characters[mover].lp - 1},
              specials=[{"kind": kind, "owner": owner, "place": via}])
    before = s.chars[mover]["lp"]
    act = {"type": "haste", "character": mover, "via": via, "to": to}
    assert act in rules.legal_actions(s)
    rules.apply(s, act)
    assert s.chars[mover]["place"] == to
    assert s.chars[mover]["lp"] == before + change
    assert rules.invariant_problems(s) == []


def test_a_haste_through_a_trap_can_kill_on_the_way():
    """"Special Abilities" with "Combat" (death): a hasting character at 1 LP that passes
    an enemy Trap dies in that chamber, leaves its items there and goes no further."""
    s = _table(["dwarves", "elves"])
    a, via, to = _paths(s, 1)[0]
    s = _edit(s, place={"druid": a, "wolsung": _special(s, 0, "camp")},
              bench=_only(s, {"druid", "wolsung"}), pack={"druid": ["haste", "sword"]}, turn=1,
              lp={"druid": 1}, specials=[{"kind": "trap", "owner": "wolsung", "place": via}])
    sword = next(t for t in s.chars["druid"]["backpack"] if t.startswith("sword"))
    events = rules.apply(s, {"type": "haste", "character": "druid", "via": via, "to": to})
    died = next(e for e in events if e["type"] == "died")
    assert died["char"] == "druid" and died["place"] == via
    assert sword in s.floor[f"{via[0]}:{via[1]}"]
    assert s.phase == "finish" and rules.invariant_problems(s) == []


# ---------------------------------------------------------------------------- hidden information

@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_determinize_keeps_a_token_everyone_saw_go_into_a_backpack(r):
    """Hidden information: a token lying face up (FAQ) that a character picks up is
    seen by every seat; a determinized copy for another seat keeps it in that Backpack
    (a seat keeps what it saw), while the tokens it never saw are drawn again."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = [0, side_of(s, 0).neighbours[runes[1]][0]]
    s = _edit(s, place={"dwarf_warrior": start}, bench=_only(s, {"dwarf_warrior"}),
              pack={"dwarf_warrior": ["elixir"]}, floor={f"{runes[0]}:{runes[1]}": ["axe"]})
    axe = s.floor[f"{runes[0]}:{runes[1]}"][0]
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": runes})
    rules.apply(s, {"type": "explore"})
    rules.apply(s, {"type": "take", "token": axe})
    seen = next(c for c in rules.view(s, 1)["chars"] if c["id"] == "dwarf_warrior")
    assert "backpack" not in seen and axe not in str(rules.view(s, 1)["chars"])
    det = rules.determinize(s, 1, random.Random(r))
    assert axe in det.chars["dwarf_warrior"]["backpack"]
    elixir = next(t for t in s.chars["dwarf_warrior"]["backpack"] if t != axe)
    dets = [rules.determinize(s, 1, random.Random(r + k)) for k in range(8)]
    assert any(elixir not in d.chars["dwarf_warrior"]["backpack"] for d in dets)
    assert rules.view(det, 1) == rules.view(s, 1) and rules.invariant_problems(det) == []


def test_what_was_seen_is_forgotten_once_it_leaves_unseen():
    """Hidden information: handed to a teammate (face down, only its owner sees which
    item), the token is no longer known to be anywhere in particular."""
    s = _table(["dwarves", "elves"])
    runes = _special(s, 0, "runes")
    start = [0, side_of(s, 0).neighbours[runes[1]][0]]
    s = _edit(s, place={"dwarf_warrior": start, "runesmith": runes},
              bench=_only(s, {"dwarf_warrior", "runesmith"}),
              floor={f"{runes[0]}:{runes[1]}": ["axe"]})
    axe = s.floor[f"{runes[0]}:{runes[1]}"][0]
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": runes})
    rules.apply(s, {"type": "explore"})
    rules.apply(s, {"type": "take", "token": axe})
    before = rules.determinize(s, 1, random.Random(5))
    assert axe in before.chars["dwarf_warrior"]["backpack"]
    rules.apply(s, {"type": "give", "token": axe, "to": "runesmith"})
    dets = [rules.determinize(s, 1, random.Random(k)) for k in range(12)]
    assert any(axe not in d.chars["runesmith"]["backpack"] for d in dets)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_determinize_keeps_each_teams_crystals(r):
    """Hidden information: every Crystal reaches a Backpack in view of the table (a
    Quest, the floor) and only teammates pass them on unseen, so how many Crystals each
    team carries is public: a determinized copy never moves one to another team."""
    s = _table(["dwarves", "elves", "ratmen"])
    keep = {"dwarf_warrior", "druid", "elven_mage", "scavenger"}
    places = {c: _special(s, s.chars[c]["seat"], "camp") for c in keep}
    places["druid"] = places["elven_mage"] = [1, side_of(s, 1).neighbours[
        side_of(s, 1).of_kind("camp")][0]]
    s = _edit(s, place=places, bench=_only(s, keep),
              pack={"druid": ["crystal", "dagger"], "elven_mage": ["sword"],
                    "scavenger": ["elixir", "helmet", "axe"]})
    det = rules.determinize(s, 0, random.Random(r))

    def crystals(state, seat):
        return sum(t.startswith("crystal") for c, ch in state.chars.items()
                   if ch["seat"] == seat for t in ch["backpack"])
    assert crystals(det, 1) == 1 and crystals(det, 2) == 0
    assert rules.view(det, 0) == rules.view(s, 0)


def test_saves_keep_what_was_seen_and_who_woke():
    """Saves exact: the new parts of the position (what the table saw, who woke in the
    Camp) survive ``to_dict`` / ``from_dict`` and a damaged value is refused."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 0, "camp")
    s = _edit(s, place={"runesmith": camp}, bench=_only(s, {"runesmith"}),
              pack={"runesmith": ["axe"]})
    d = s.to_dict()
    d["woke"] = ["runesmith"]
    d["known"] = {"runesmith": list(d["chars"]["runesmith"]["backpack"])}
    t = State.from_dict(d)
    assert t.to_dict() == d
    bad = dict(d, known={"runesmith": ["sword.1" if "sword.1" not in
                                       d["chars"]["runesmith"]["backpack"] else "axe.1"]})
    with pytest.raises(ValueError):
        State.from_dict(bad)
    with pytest.raises(ValueError):
        State.from_dict(dict(d, woke=["eriald"]))


# ---------------------------------------------------------------------------- our own rule

def test_no_round_without_any_move_can_happen():
    """Our reading "no character can move for a whole round: the game ends" cannot be
    reached with these boards. Proof sketch: a stuck character has every neighbour
    chamber full (three) or barred (another team's Camp). A non-Camp chamber is barred to
    nobody, so stuck characters in a non-Camp chamber with a non-Camp neighbour force
    that neighbour full, and so on through its whole non-Camp region; Camp occupants
    force every Camp neighbour full too. At most 9 characters stand on the boards (two a
    team, the Zombie), so a region of 4 or more chambers can never be full. Every Camp
    touches such a region; a smaller region (one chamber off a Camp on one side) has no
    Teleport, so only those who may enter that Camp reach it, and they are stuck only
    with the Camp full, which needs the big region full. So no round can pass with
    nobody able to move. The rule stays as a safety net (and on the rules screen)."""
    most = 4 * 2 + 1
    for key, side in content().sides.items():
        camp = side.of_kind("camp")
        region = {}
        for ch in side.chambers:
            if ch.id == camp or ch.id in region:
                continue
            stack, comp = [ch.id], set()
            while stack:
                x = stack.pop()
                if x not in comp:
                    comp.add(x)
                    stack += [m for m in side.neighbours[x] if m != camp]
            for x in comp:
                region[x] = frozenset(comp)
        assert any(3 * len(region[m]) > most for m in side.neighbours[camp]), key
        for comp in set(region.values()):
            # a small region is reached only through the Camp (no Teleport in it), so
            # only those who may enter that Camp stand there, and they need it full
            assert 3 * len(comp) > most or all(side.chambers[x].kind != "teleport"
                                               for x in comp), key


# ---------------------------------------------------------------------------- the Glove, the end

def _fight_through(state):
    return _drive(state, lambda st_, legal: {"type": "ready"} if {"type": "ready"} in legal else
                  ({"type": "keep"} if {"type": "keep"} in legal else None))


@pytest.mark.parametrize("wearer_attacks", [True, False])
@pytest.mark.parametrize("teams", [["dwarves", "elves"], ["dwarves", "elves", "ratmen"]])
def test_the_glove_wiping_out_the_last_enemy_ends_the_game_whoever_attacked(wearer_attacks,
                                                                            teams):
    """"Glove of Doom" / "End of the Game": a character killed with the Glove dies for
    good, and the team whose Glove has eliminated every character of the other teams
    wins at once, whether its wearer attacked or was attacked and won (before the audit a
    defender's Glove never ended the game: the fight was over when the wound was taken
    and the kill was put down to the active player)."""
    s = _table(teams)
    a, c = [p[:2] for p in _paths(s, 0)][0]
    attacker, target = ("eriald", "dwarf_warrior") if wearer_attacks else \
        ("dwarf_warrior", "eriald")
    s = _edit(s, place={attacker: a, target: c}, bench=_only(s, {"dwarf_warrior", "eriald"}),
              lp={"dwarf_warrior": 1}, turn=s.chars[attacker]["seat"])
    d = s.to_dict()
    for cid, ch in d["chars"].items():
        if ch["seat"] != 1 and cid != "dwarf_warrior":
            ch["status"] = "dead"
    d["chars"]["eriald"]["glove"] = True
    d["gloves"] -= 1
    s = State.from_dict(d)
    rules.apply(s, {"type": "move", "character": attacker, "to": c})
    # the Glove's side rolls 5 against 2: +3 and two wounds kill Thrain (1 LP)
    s.rng = Dice([5, 2] if wearer_attacks else [2, 5])
    rules.apply(s, {"type": "attack", "target": target})
    _fight_through(s)
    assert s.chars["dwarf_warrior"]["status"] == "dead"
    assert rules.is_over(s) and rules.winners(s) == [1]


def test_a_glove_kill_short_of_the_last_enemy_does_not_end_the_game():
    """"End of the Game": while another team still has a character (a dormant one
    included), the game goes on; the one killed by the Glove never comes back."""
    s = _table(["dwarves", "elves"])
    a, c = [p[:2] for p in _paths(s, 0)][0]
    s = _edit(s, place={"dwarf_warrior": a, "eriald": c},
              bench=_only(s, {"dwarf_warrior", "eriald"}), lp={"dwarf_warrior": 1})
    d = s.to_dict()
    d["chars"]["eriald"]["glove"] = True
    d["gloves"] -= 1
    s = State.from_dict(d)
    rules.apply(s, {"type": "move", "character": "dwarf_warrior", "to": c})
    s.rng = Dice([2, 5])
    rules.apply(s, {"type": "attack", "target": "eriald"})
    _fight_through(s)
    assert s.chars["dwarf_warrior"]["status"] == "dead" and not rules.is_over(s)
    woke = [c_ for c_, ch in s.chars.items() if ch["seat"] == 0 and ch["status"] == "active"]
    assert woke and s.chars[woke[0]]["place"] == _special(s, 0, "camp")


@pytest.mark.parametrize("gems", [1, 13])
def test_a_haste_through_ones_own_camp_turns_crystals_into_gems(gems):
    """"Crystals and Gems": a Crystal turns into 5 gems the moment its carrier enters its
    own Camp; a Haste through the Camp enters it on the way (the same reading as for the
    Special tokens), so the gems come then, and 18 of them end the game at once."""
    s = _table(["dwarves", "elves"])
    camp = _special(s, 1, "camp")
    n1, n2 = side_of(s, 1).neighbours[camp[1]][:2]
    s = _edit(s, place={"druid": [1, n1]}, bench=_only(s, {"druid"}), turn=1,
              pack={"druid": ["haste", "crystal"]}, gems=[1, gems])
    act = {"type": "haste", "character": "druid", "via": camp, "to": [1, n2]}
    assert act in rules.legal_actions(s)
    rules.apply(s, act)
    assert s.gems[1] == gems + 5
    assert not any(t.startswith("crystal") for t in s.chars["druid"]["backpack"])
    if gems + 5 >= 18:
        assert rules.is_over(s) and rules.winners(s) == [1]
        assert s.chars["druid"]["place"] == camp
    else:
        assert s.chars["druid"]["place"] == [1, n2] and not rules.is_over(s)


# ---------------------------------------------------------------------------- hidden information, played

def _playout(seed, steps):
    rng = random.Random(seed)
    s = game(2 + seed % 3, seed)
    events = []
    for _ in range(steps):
        if rules.is_over(s):
            break
        events += rules.apply(s, rules.playout_policy(s, rng))
    return s, events


def _still_seen(state, events):
    """Tokens every seat saw picked up from the floor and has not lost sight of since:
    no later event names the token, and its carrier has since handed nothing over, been
    robbed, discarded for an ability or died (any of which could swap it unseen)."""
    import json
    seen = {}
    for e in events:
        text = json.dumps(e)
        for token in [t for t in seen if f'"{t}"' in text]:
            del seen[token]
        if e["type"] in ("given", "robbed", "ability", "died"):
            for token in [t for t, c in seen.items() if c in (e.get("char"), e.get("to"))]:
                del seen[token]
        if e["type"] == "taken":
            seen[e["token"]] = e["char"]
    return {t: c for t, c in seen.items() if t in state.chars[c]["backpack"]}


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(50, 700), st.integers(0, 2 ** 32))
def test_played_games_determinize_keeps_what_was_seen_and_each_teams_crystals(seed, steps, r):
    """Hidden information, over played games: whatever every seat saw picked up and has
    not lost sight of stays in its Backpack in every seat's determinized copy, and each
    team keeps its number of Crystals."""
    s, events = _playout(seed, steps)
    seen = _still_seen(s, events)

    def crystals(state):
        return [sum(t.startswith("crystal") for ch in state.chars.values() if ch["seat"] == k
                    for t in ch["backpack"]) for k in range(state.n)]
    for seat in [None, *range(s.n)]:
        det = rules.determinize(s, seat, random.Random(r))
        assert crystals(det) == crystals(s)
        for token, cid in seen.items():
            assert token in det.chars[cid]["backpack"], (seat, token, cid)
