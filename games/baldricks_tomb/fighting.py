"""Fights in Baldrick's Tomb: monster combat ("Monster Cards and Combat"), getting knocked
out ("Getting Knocked Out") and the Gem changing hands, passed on or stolen ("Baldrick's
Gem"). Pure Python; the turn that calls these is in ``games.baldricks_tomb.rules``.
"""
from __future__ import annotations

from games.baldricks_tomb import board
from games.baldricks_tomb.tomb import (gold_text, DIE, MAX_HP, State, _d8, _draw, _gain, _lose, content,
                                       run_cost, run_price, skill_shares, skill_total)
from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction


# ---------------------------------------------------------------------------- knock-outs, Gem

def _check_ko(state: State, seat: int) -> list[dict]:
    """"Getting Knocked Out": at 0 HP or with the poison marker on the HP marker."""
    if state.hp[seat] > 0 and state.poison[seat] < state.hp[seat]:
        return []
    lost = _lose(state, seat, state.gold[seat] // 2)
    events = [{"type": "knocked_out", "seat": seat, "lost": lost}]
    if state.gem_holder == seat:
        events += _pass_gem(state, seat)
    state.hp[seat], state.poison[seat] = MAX_HP, 0
    state.cells[seat] = None
    state.reentry.append(seat)
    return events


def _pass_gem(state: State, seat: int) -> list[dict]:
    """The Gem goes to the poorest other player; ties roll a d8, highest wins (rolled
    again among those tied for highest). Solo: the Gem is set aside with the Exit."""
    others = [s for s in range(state.n) if s != seat]
    if not others:
        state.gem_holder = None
        state.tokens["gem"].update(at="aside", cell=None, up=True)
        return [{"type": "gem_dropped", "seat": seat, "last_floor": state.floor == len(state.path)}]
    low = min(state.gold[s] for s in others)
    tied = [s for s in others if state.gold[s] == low]
    rounds = []
    while len(tied) > 1:
        rolls = [[s, _d8(state)] for s in tied]
        rounds.append(rolls)
        best = max(r for _k, r in rolls)
        tied = [s for s, r in rolls if r == best]
    state.gem_holder = tied[0]
    return [{"type": "gem_passed", "seat": seat, "to": tied[0], "rolls": rounds,
             "barrier": bool(rounds)}]


def _can_steal(state: State) -> bool:
    holder, seat = state.gem_holder, state.turn
    return (holder is not None and holder != seat and not state.stole
            and state.cells[holder] is not None
            and board.adjacent(state.cells[seat], state.cells[holder]))


STEAL_HELP = N_("You and the Gem holder each roll a d8 and add any bonuses: roll higher and "
                "the Gem is yours, roll lower and you lose 1 HP; a tie changes nothing.")
"""What a steal attempt does ("Baldrick's Gem"), in the words of ``_steal``'s rule (marked
for the catalog: translate it with ``_`` where it is shown)."""


def _steal(state: State, action: dict) -> list[dict]:
    """"Baldrick's Gem": opposed d8 rolls with modifiers; the holder rolling higher costs
    the thief 1 HP, rolling lower hands over the Gem; a tie changes nothing. The event
    carries each die as rolled (1-8), each bonus and each total (die + bonus, not
    capped: the totals are only compared)."""
    if not _can_steal(state):
        raise IllegalAction(_("Only once per turn, from a space next to the Gem holder's "
                              "pawn."))
    seat, holder = state.turn, state.gem_holder
    state.stole = True
    thief_die, holder_die = _d8(state), _d8(state)
    thief_bonus = skill_total(state, seat, "steal_bonus") + state.steal_bonus
    holder_bonus = skill_total(state, holder, "gem_guard")
    thief, guard = thief_die + thief_bonus, holder_die + holder_bonus
    event = {"type": "steal", "seat": seat, "holder": holder,
             "thief_die": thief_die, "thief_bonus": thief_bonus, "thief_roll": thief,
             "holder_die": holder_die, "holder_bonus": holder_bonus, "holder_roll": guard,
             "thief_scrolls": state.steal_bonus,
             "thief_shares": skill_shares(state, seat, "steal_bonus"),
             "holder_shares": skill_shares(state, holder, "gem_guard"),
             "success": thief > guard, "barrier": True}
    if thief > guard:
        state.gem_holder = seat
        return [event]
    if guard > thief:
        state.hp[seat] -= 1
        return [event, {"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -1}] + \
            _check_ko(state, seat)
    return [event]


# ---------------------------------------------------------------------------- combat

def _start_combat(state: State, seat: int) -> list[dict]:
    card, events = _draw(state, "monster")
    if card is None:
        return events + [{"type": "no_monster", "seat": seat}]
    state.combat = {"monster": card, "damage": 0, "gold": 0, "bonus": 0}
    state.phase = "combat"
    return events + [{"type": "monster", "seat": seat, "card": card, "barrier": True}]


def _end_combat(state: State) -> None:
    """Discard the monster; gold left on it goes back to the supply."""
    state.piles["monster_discard"].append(state.combat["monster"])
    state.supply += state.combat["gold"]
    state.combat = None
    if state.phase == "combat":
        state.phase = "move"


def _monster_defeated(state: State, seat: int) -> list[dict]:
    """The monster is knocked out: its printed gold plus the gold on it ("Combat")."""
    monster = content().monsters[state.combat["monster"]]
    on_card = state.combat["gold"]
    state.combat["gold"] = 0
    state.gold[seat] += on_card
    due = monster.gold + skill_total(state, seat, "bounty")
    paid = on_card + _gain(state, seat, due)
    _end_combat(state)
    return [{"type": "monster_defeated", "seat": seat, "card": monster.id, "gold": paid,
             "due": on_card + due, "skill_shares": skill_shares(state, seat, "bounty")}]


def _combat_symbols(state: State, seat: int, symbols) -> list[dict]:
    combat, events = state.combat, []
    for symbol in symbols:
        if symbol == "treasure":
            paid = 1 if state.supply else 0
            state.supply -= paid
            combat["gold"] += paid
            events.append({"type": "monster_treasure", "seat": seat, "gold": combat["gold"],
                           "short": not paid})
        elif symbol == "player attack":
            combat["damage"] += 1
            events.append({"type": "monster_hit", "seat": seat, "damage": combat["damage"]})
        elif symbol == "monster attack":
            state.hp[seat] = max(0, state.hp[seat] - 1)
            events.append({"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -1})
        elif symbol == "poison":
            state.poison[seat] = min(MAX_HP, state.poison[seat] + 1)
            events.append({"type": "poison", "seat": seat, "poison": state.poison[seat]})
    return events


def _fight(state: State, action: dict) -> list[dict]:
    """Roll the d8 against the swing gauge and resolve every symbol of the rolled space;
    a simultaneous knock-out still pays ("Monster Cards and Combat")."""
    seat, combat = state.turn, state.combat
    monster = content().monsters[combat["monster"]]
    roll = _d8(state)
    scrolls = combat["bonus"]
    modifier = scrolls + skill_total(state, seat, "combat_bonus")
    result = max(1, min(DIE, roll + modifier))
    symbols = monster.symbols(result)
    combat["bonus"] = 0
    events = [{"type": "combat_roll", "seat": seat, "card": monster.id, "roll": roll,
               "modifier": modifier, "result": result, "symbols": list(symbols),
               "scrolls": scrolls, "skill_shares": skill_shares(state, seat, "combat_bonus"),
               "barrier": True}]
    if "run" in symbols:
        _end_combat(state)
        return events + [{"type": "monster_fled", "seat": seat, "card": monster.id}]
    events += _combat_symbols(state, seat, symbols)
    if combat["damage"] >= monster.hp:
        events += _monster_defeated(state, seat)
    return events + _check_ko(state, seat)


def _run_problem(cost: int, gold: int) -> str | None:
    """Why a seat with ``gold`` cannot run from a fight costing ``cost``, or ``None``."""
    if gold >= cost:
        return None
    return _("Running costs {cost}; you have {gold}.").format(cost=gold_text(cost), gold=gold)


def run_refusal(view: dict) -> str | None:
    """Why the fighter cannot run away now, read from any seat's view: running costs the
    monster's level less Run-discount skills, paid in gold ("Monster Cards and Combat");
    ``None`` when it can pay, or when there is no fight."""
    if view["combat"] is None:
        return None
    return _run_problem(view["combat"]["run_cost"], view["players"][view["turn"]]["gold"])


def _run(state: State, action: dict) -> list[dict]:
    cost, seat = run_cost(state), state.turn
    problem = _run_problem(cost, state.gold[seat])
    if problem:
        raise IllegalAction(problem)
    card = state.combat["monster"]
    shares = skill_shares(state, seat, "run_discount", run_price(state) - cost)
    _lose(state, seat, cost)
    _end_combat(state)
    return [{"type": "ran_away", "seat": seat, "card": card, "cost": cost, "skill_shares": shares}]
