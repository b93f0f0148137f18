"""Combat, wounds and death in Labirynt Czarnoksiężnika ("Combat", "Equipment", "Glove of
Doom"). Pure Python; the turn flow (``turns.py``) calls these.

A fight is ``State.combat``: ``{"kind": "monster"|"duel", "row": index into the Encounter
Table or None, "attacker": id, "defenders": [ids], "def_seat": seat or None, "caster":
"defender"|"attacker", "done": {side: bool}, "mods": {side: int}, "ward": {side: int},
"clash": 1|2, "cast": [{"seat", "token", "side"}]}``. Pending wounds are
``State.wounds``: ``{"char", "n", "drain", "glove"}`` taken one by one, Armour first (a
Glove's wound also names ``"by"``, the seat of the Glove's team, for the end of the game).
"""
from __future__ import annotations

from games.labirynt.content import content
from games.labirynt.state import (ZOMBIE, State, ability, at, base_strength, chamber, gain_gems,
                                  lay, max_lp, special_place, team_alive, to_pool, weapon_bonus,
                                  home_board)

SIDES = ("attacker", "defender")


def side_chars(state: State, side: str) -> list[str]:
    """The characters fighting on ``side`` (a monster's side has none)."""
    fight = state.combat
    return [fight["attacker"]] if side == "attacker" else list(fight["defenders"])


def side_seat(state: State, side: str) -> int | None:
    """The seat casting for ``side`` (``None`` for a monster)."""
    fight = state.combat
    return state.chars[fight["attacker"]]["seat"] if side == "attacker" else fight["def_seat"]


def strength(state: State, side: str) -> int:
    """``side``'s Strength before the die: the card(s), the Weapon (or the Glove's +3),
    abilities and spells cast ("Combat": Strength + modifiers + k6). A monster's side:
    its Encounter Table Strength and spells against it."""
    fight = state.combat
    total = fight["mods"][side]
    if side == "defender" and fight["kind"] == "monster":
        return total + content().rows[fight["row"]].strength
    for cid in side_chars(state, side):
        total += base_strength(cid) + weapon_bonus(state, cid)
        skill = ability(cid)
        if (skill == "monster_bonus" and fight["kind"] == "monster") or \
                (skill == "duel_bonus" and fight["kind"] == "duel"):
            total += 1
    return total


def wins_on_six(state: State, side: str) -> bool:
    """A side with Eriald the Hunter (``six_wins``) wins on a rolled six."""
    if side == "defender" and state.combat["kind"] == "monster":
        return False
    return any(ability(c) == "six_wins" for c in side_chars(state, side))


def clash_result(totals: dict, dice: dict, six: dict) -> str:
    """Who wins one clash ("Combat"): ``"attacker"``, ``"defender"`` or ``"tie"``.

    ``totals``: side -> Strength + die; ``dice``: side -> the die as it stands after any
    Change of Fate; ``six``: side -> wins on a rolled six. A 1 (or less) loses unless
    both sides rolled it (a tie); a six wins for a ``six`` side unless both may claim it;
    else the higher total wins and equal totals tie."""
    ones = {s: dice[s] <= 1 for s in SIDES}
    if ones["attacker"] and ones["defender"]:
        return "tie"
    if ones["attacker"] or ones["defender"]:
        return "defender" if ones["attacker"] else "attacker"
    sixes = {s: six[s] and dice[s] >= 6 for s in SIDES}
    if sixes["attacker"] != sixes["defender"]:
        return "attacker" if sixes["attacker"] else "defender"
    if totals["attacker"] == totals["defender"]:
        return "tie"
    return "attacker" if totals["attacker"] > totals["defender"] else "defender"


def clash_reason(totals: dict, dice: dict, six: dict) -> str:
    """What decided a clash (``clash_result``'s arguments): ``"ones"`` (both sides rolled
    a 1: a tie), ``"one"`` (one side rolled a 1 and lost, whatever the totals), ``"six"``
    (a side that wins on a rolled six did), else ``"total"`` (the higher total, or equal
    totals: a tie)."""
    ones = [s for s in SIDES if dice[s] <= 1]
    if ones:
        return "ones" if len(ones) == 2 else "one"
    sixes = [s for s in SIDES if six[s] and dice[s] >= 6]
    return "six" if len(sixes) == 1 else "total"


def resolve_clash(state: State) -> tuple[list[dict], bool]:
    """Settle the clash just rolled (``State.roll``: dice 0 the attacker's, 1 the
    defender's or monster's). Returns the events and whether a second clash follows
    (a monster beaten twice in a row, "Combat")."""
    fight, roll = state.combat, state.roll
    dice = {"attacker": roll["dice"][0] + roll["fate"][0],
            "defender": roll["dice"][1] + roll["fate"][1]}
    totals = {s: strength(state, s) + dice[s] for s in SIDES}
    six = {s: wins_on_six(state, s) for s in SIDES}
    result = clash_result(totals, dice, six)
    event = {"type": "clash", "seat": state.turn, "result": result, "dice": dice,
             "totals": totals, "clash": fight["clash"], "kind": fight["kind"],
             "why": clash_reason(totals, dice, six), "attacker": fight["attacker"],
             "defenders": list(fight["defenders"]), "row": fight["row"]}
    events = [event]
    if fight["kind"] == "monster":
        row = content().rows[fight["row"]]
        if result == "attacker" and row.twice and fight["clash"] == 1:
            fight["clash"] = 2
            return events, True
        if result == "attacker":
            events += _monster_beaten(state, row)
        elif result == "defender":
            events += _monster_wins(state, row)
    elif result != "tie":
        loser = "defender" if result == "attacker" else "attacker"
        glove = any(state.chars[c]["glove"] for c in side_chars(state, result))
        spared = fight["ward"][loser]     # a ward (Stone Skin) spares the side that many
        for cid in side_chars(state, loser):   # wounds in all, first of the first listed
            hits = content().glove["wounds"] if glove else 1
            cut = min(spared, hits)
            hits, spared = hits - cut, spared - cut
            if hits:
                wound = {"char": cid, "n": hits, "drain": False, "glove": glove}
                if glove:
                    wound["by"] = side_seat(state, result)      # the Glove's team
                state.wounds.append(wound)
    return events, False


def _monster_beaten(state: State, row) -> list[dict]:
    """The reward of a beaten monster (Finds, gems) and its after-effect (the Acid
    Monster dissolves the Weapon used)."""
    cid = state.combat["attacker"]
    ch = state.chars[cid]
    events = []
    if row.special == "dissolve" and ch["weapon"] and not ch["glove"]:
        weapon = ch["weapon"]
        ch["weapon"] = None
        to_pool(state, weapon)
        events.append({"type": "dissolved", "seat": ch["seat"], "char": cid, "token": weapon})
    finds = row.finds + (1 if ability(cid) == "extra_find" else 0)
    events += give_finds(state, cid, finds)
    if row.gems:
        gain_gems(state, ch["seat"], row.gems)
        events.append({"type": "gems", "seat": ch["seat"], "amount": row.gems, "why": "monster"})
    return events


def give_finds(state: State, cid: str, count: int) -> list[dict]:
    """Draw ``count`` Finds into ``cid``'s Backpack (a full Backpack makes room later, in
    the ``room`` phase). The kinds are shown to the owner only."""
    from games.labirynt.state import draw_find
    drawn = []
    for _ in range(count):
        token = draw_find(state)
        if token is None:
            break
        state.chars[cid]["backpack"].append(token)
        drawn.append(token)
    seat = state.chars[cid]["seat"]
    return [{"type": "finds", "seat": seat, "char": cid, "count": len(drawn), "asked": count,
             "tokens": drawn, "shown_to": [seat], "barrier": True}]


def _monster_wins(state: State, row) -> list[dict]:
    cid = state.combat["attacker"]
    ch = state.chars[cid]
    if row.special == "rob":
        if not ch["backpack"]:
            return [{"type": "robbed", "seat": ch["seat"], "char": cid, "token": None,
                     "shown_to": [ch["seat"]], "barrier": True}]
        token = ch["backpack"].pop(state.rng.randrange(len(ch["backpack"])))
        to_pool(state, token)
        return [{"type": "robbed", "seat": ch["seat"], "char": cid, "token": token,
                 "shown_to": [ch["seat"]], "barrier": True}]
    hits = max(0, row.wounds - state.combat["ward"]["attacker"])
    if hits:
        state.wounds.append({"char": cid, "n": hits, "drain": row.special == "drain",
                             "glove": False})
    return []


# ---------------------------------------------------------------------------- wounds

def armour_choice_needed(state: State) -> bool:
    """The first pending wound needs its owner to choose which Armour to discard: two
    different pieces worn and fewer wounds to take than pieces ("Combat")."""
    if not state.wounds:
        return False
    w = state.wounds[0]
    ch = state.chars[w["char"]]
    return (ch["status"] == "active" and not w["drain"] and len(ch["armour"]) >= 2
            and w["n"] < len(ch["armour"]) and len({t.split(".")[0] for t in ch["armour"]}) > 1)


def take_wounds(state: State) -> list[dict]:
    """Take pending wounds until one needs a choice (``armour_choice_needed``) or none
    are left: Armour first (discarded to the Find pool), then LP; at 0 LP the character
    dies (``kill``)."""
    events = []
    while state.wounds and not armour_choice_needed(state):
        w = state.wounds[0]
        ch = state.chars[w["char"]]
        if ch["status"] != "active" or w["n"] <= 0:
            state.wounds.pop(0)
            continue
        w["n"] -= 1
        if ch["armour"] and not w["drain"]:
            piece = ch["armour"].pop(0)
            to_pool(state, piece)
            events.append({"type": "armour_lost", "seat": ch["seat"], "char": w["char"],
                           "token": piece})
            continue
        ch["lp"] -= 1
        events.append({"type": "wounded", "seat": ch["seat"], "char": w["char"], "lp": ch["lp"]})
        if ch["lp"] <= 0:
            state.wounds.pop(0)
            events += kill(state, w["char"], w["glove"], w.get("by"))
    return events


def discard_armour(state: State, token: str) -> list[dict]:
    """The wounded character's owner discards the chosen Armour for one wound."""
    w = state.wounds[0]
    ch = state.chars[w["char"]]
    ch["armour"].remove(token)
    to_pool(state, token)
    w["n"] -= 1
    return [{"type": "armour_lost", "seat": ch["seat"], "char": w["char"], "token": token}]


def heal(state: State, cid: str, amount: int) -> int:
    """Give ``cid`` up to ``amount`` LP, never past full; returns the LP gained."""
    ch = state.chars[cid]
    gained = max(0, min(amount, max_lp(cid) - ch["lp"]))
    ch["lp"] += gained
    return gained


# ---------------------------------------------------------------------------- death

def _drop_all(state: State, cid: str) -> list[str]:
    ch = state.chars[cid]
    place = ch["place"]
    left = ch["backpack"] + ch["armour"] + ([ch["weapon"]] if ch["weapon"] else [])
    for token in left:
        lay(state, place, token)
    if ch["rune"]:
        to_pool(state, ch["rune"])
    ch.update(backpack=[], armour=[], weapon=None, rune=None, glove=False)
    return left


def kill(state: State, cid: str, by_glove: bool, killer: int | None = None) -> list[dict]:
    """``cid`` dies ("Combat", death): its Finds and Crystals stay in the chamber face up,
    its Rune goes back to the pile, its Special tokens leave the board (the Zombie too),
    a Glove of Doom crumbles; the dormant character wakes in the Camp and the dead one
    becomes the dormant one, unless the Glove killed it: then it is dead for good. A lone
    survivor with nobody dormant wakes again in the Camp (our reading). Ends the game
    when the Glove has killed every other team: ``killer`` is the seat whose Glove dealt
    the wounds (the fight is over by the time they are taken, and the Glove may be the
    defender's)."""
    ch = state.chars[cid]
    seat, place = ch["seat"], list(ch["place"])
    had_glove = ch["glove"]
    left = _drop_all(state, cid)
    events = [{"type": "died", "seat": seat, "char": cid, "place": place, "left": left,
               "glove": by_glove, "crumbled": had_glove}]
    if state.mover == cid:
        state.mover = None
    if cid == ZOMBIE:          # back on the Necromancer's card, or, killed by the Glove,
        # set aside for good like any character ("Glove of Doom"; FAQ: a full character)
        ch.update(status="dead" if by_glove else "card", place=None, lp=max_lp(cid))
        return events
    events += remove_specials(state, cid)
    ch["lp"] = max_lp(cid)
    ch["place"] = None
    if by_glove:
        ch["status"] = "dead"
    dormant = [c for c, d in state.chars.items() if d["seat"] == seat and d["status"] == "dormant"
               and c != cid]
    if not by_glove:
        ch["status"] = "dormant"
    camp = special_place(state, home_board(state, seat), "camp")
    wake = dormant[0] if dormant else (cid if not by_glove and not _others_active(state, seat)
                                       else None)
    if wake is not None:
        state.chars[wake].update(status="active", place=camp, lp=max_lp(wake))
        if wake not in state.woke:
            state.woke.append(wake)
        events.append({"type": "woke", "seat": seat, "char": wake})
    if by_glove:
        if killer is None:
            killer = state.turn if state.combat is None else side_seat(
                state, "attacker" if state.chars[state.combat["attacker"]]["seat"] != seat
                else "defender")
        if killer is not None and killer != seat and all(not team_alive(state, s) for s in range(state.n)
                                      if s != killer):
            state.winner, state.phase = killer, "over"
    return events


def _others_active(state: State, seat: int) -> bool:
    return any(d["seat"] == seat and d["status"] == "active" for c, d in state.chars.items()
               if c != ZOMBIE)


def remove_specials(state: State, cid: str) -> list[dict]:
    """A dead character's Special effects leave the board ("Special Abilities"): its
    tokens go back to its card, the Necromancer's Zombie drops what it carries."""
    events = []
    mine = [s for s in state.specials if s["owner"] == cid]
    if mine:
        state.specials = [s for s in state.specials if s["owner"] != cid]
        events.append({"type": "specials_gone", "seat": state.chars[cid]["seat"], "char": cid,
                       "count": len(mine)})
    if ability(cid) == "zombie" and ZOMBIE in state.chars and \
            state.chars[ZOMBIE]["status"] == "active":
        zombie = state.chars[ZOMBIE]
        left = _drop_all(state, ZOMBIE)
        place = zombie["place"]
        zombie.update(status="card", place=None, lp=max_lp(ZOMBIE))
        if state.mover == ZOMBIE:
            state.mover = None
        events.append({"type": "died", "seat": zombie["seat"], "char": ZOMBIE, "place": place,
                       "left": left, "glove": False, "crumbled": False})
    return events


def in_camp(state: State, place) -> bool:
    """No fight ever takes place in a Camp ("Combat")."""
    return chamber(state, place).kind == "camp"


def fight_targets(state: State, cid: str) -> list[str]:
    """The other teams' characters ``cid`` may attack where it stands (never in a Camp)."""
    ch = state.chars[cid]
    if in_camp(state, ch["place"]):
        return []
    return [c for c in at(state, ch["place"]) if state.chars[c]["seat"] != ch["seat"]]
