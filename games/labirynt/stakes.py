"""What a roll is worth to a seat in Labirynt Czarnoksiężnika: the playout policy's
judgement of a re-roll (2 gems, "Crystals and Gems") and the risk a character runs, in
gems' worth. Pure Python, no look-ahead; ``policy.py`` uses it.

A roll's worth to a seat is what its outcome as the dice stand brings that seat: in its
own fight (``clash``) the wounds taken or dealt and the reward, in its own Encounter the
Encounter Table row (a monster by its odds), for its own Teleport the board it lands on,
for its own ability whether it works. A re-roll of one die is worth the mean over the six
faces it may show; the seat re-rolls the die that gains the most when the gain beats the
price of 2 gems (``reroll_price``).
"""
from __future__ import annotations

from functools import lru_cache

from games.labirynt.content import DIE_FACES, content, kind_of
from games.labirynt.fighting import SIDES, clash_result, side_chars, strength, wins_on_six
from games.labirynt.rolls import rerollable
from games.labirynt.state import (State, ability, base_strength, chamber, home_board,
                                  max_lp, weapon_bonus)

WOUND = 0.8              # an LP lost, in gems, besides the risk of dying it brings
ARMOUR_PIECE = 0.6       # an Armour token discarded to take a wound
FIND = 0.8               # a Find drawn
DEATH = 4.0              # a character dying, besides what it carries: its way lost
CRYSTAL = 5.0            # a Crystal carried: 5 gems at home
RUNE = 1.5               # a Rune carried: a Crystal's Quest under way
GLOVE_DEATH = 6.0        # a death for good (the Glove of Doom)
LANDING = 3.0            # a Crystal carrier's Teleport landing on its home board
ABILITY = 1.2            # a lasting ability that works
GEM_PRICE = 1.0          # what one gem spent on a re-roll weighs (more as the team nears
# the win). Gems win the game, so a re-roll pays when much is at stake: a wound near
# death, a Crystal or Rune carried, a big reward; measured against the policy that
# never re-rolled (tests.labirynt.policy_duel), cheaper re-rolls won fewer games


def death_loss(state: State, cid: str, glove: bool = False) -> float:
    """What ``cid``'s death costs its team, in gems: the character, its Crystals (they
    stay in the chamber, for anyone), its Rune (back to the pool), its equipment."""
    ch = state.chars[cid]
    crystals = sum(kind_of(t) == "crystal" for t in ch["backpack"])
    loss = DEATH + CRYSTAL * crystals + (RUNE if ch["rune"] else 0.0)
    loss += 0.3 * (len(ch["backpack"]) - crystals) + 0.5 * weapon_bonus(state, cid)
    return loss + (GLOVE_DEATH if glove else 0.0)


def danger(lp: int) -> float:
    """The share of a death's cost a character with ``lp`` Life Points bears, as a rough
    chance of dying before it is healed or home: all of it at 0, 0.3 at 1 LP, halving
    with every LP above."""
    return 1.0 if lp <= 0 else 0.3 * 0.5 ** (lp - 1)


def wound_loss(state: State, cid: str, wounds: int, drain: bool = False,
               glove: bool = False) -> float:
    """What ``wounds`` wounds cost ``cid``'s team, in gems: Armour first (unless
    ``drain``), then LP, each LP with the nearer risk of dying (``danger``)."""
    if wounds <= 0:
        return 0.0
    ch = state.chars[cid]
    absorbed = 0 if drain else min(wounds, len(ch["armour"]))
    left = wounds - absorbed
    lp = ch["lp"]
    after = lp - left
    loss = ARMOUR_PIECE * absorbed + WOUND * min(left, lp)
    return loss + death_loss(state, cid, glove) * (danger(after) - danger(lp))


@lru_cache(maxsize=512)
def clash_odds(mine: int, theirs: int, six: bool = False) -> tuple[float, float]:
    """``(win, lose)`` chances of one clash for a side of Strength ``mine`` (``six``: it
    wins on a rolled six) against one of ``theirs``, both dice to come ("Combat")."""
    win = lose = 0
    faces = range(1, DIE_FACES + 1)
    for a in faces:
        for b in faces:
            result = clash_result({"attacker": mine + a, "defender": theirs + b},
                                  {"attacker": a, "defender": b},
                                  {"attacker": six, "defender": False})
            win += result == "attacker"
            lose += result == "defender"
    return win / DIE_FACES ** 2, lose / DIE_FACES ** 2


def reroll_price(state: State, seat: int) -> float:
    """The worth a re-roll must gain for ``seat`` to pay its 2 gems: more as the team
    nears the win (a gem spent is one more to find)."""
    win = content().counts["win_gems"]
    return 2 * GEM_PRICE * (1.0 + state.gems[seat] / win)


# ---------------------------------------------------------------------------- fights

def _my_side(state: State, seat: int) -> str | None:
    fight = state.combat
    if state.chars[fight["attacker"]]["seat"] == seat:
        return "attacker"
    if fight["def_seat"] == seat:
        return "defender"
    return None


def _win_worth(state: State, side: str) -> float:
    """What winning a clash brings ``side``: a beaten monster's reward (half of it on the
    first of two clashes), or the wounds dealt to the other side's characters."""
    fight = state.combat
    if fight["kind"] == "monster":
        if side == "defender":
            return 0.0
        row = content().rows[fight["row"]]
        reward = FIND * row.finds + row.gems
        if row.special == "dissolve":
            reward -= 0.7 * weapon_bonus(state, fight["attacker"])
        return reward * (0.5 if row.twice and fight["clash"] == 1 else 1.0)
    other = "defender" if side == "attacker" else "attacker"
    glove = any(state.chars[c]["glove"] for c in side_chars(state, side))
    hits = content().glove["wounds"] if glove else 1
    ward, worth = fight["ward"][other], 0.0
    for cid in side_chars(state, other):
        cut = min(ward, hits)
        ward -= cut
        worth += 0.7 * wound_loss(state, cid, hits - cut, glove=glove)
    return worth


def _lose_worth(state: State, side: str) -> float:
    """What losing a clash costs ``side`` (a positive number)."""
    fight = state.combat
    if fight["kind"] == "monster":
        if side == "defender":
            return 0.0
        row = content().rows[fight["row"]]
        cid = fight["attacker"]
        if row.special == "rob":
            return 1.0 if state.chars[cid]["backpack"] else 0.0
        hits = max(0, row.wounds - fight["ward"]["attacker"])
        return wound_loss(state, cid, hits, drain=row.special == "drain")
    other = "defender" if side == "attacker" else "attacker"
    glove = any(state.chars[c]["glove"] for c in side_chars(state, other))
    hits = content().glove["wounds"] if glove else 1
    ward, loss = fight["ward"][side], 0.0
    for cid in side_chars(state, side):
        cut = min(ward, hits)
        ward -= cut
        loss += wound_loss(state, cid, hits - cut, glove=glove)
    return loss


def _clash_worth(state: State, seat: int):
    side = _my_side(state, seat)
    if side is None:
        return None
    win, lose = _win_worth(state, side), -_lose_worth(state, side)
    power = {s: strength(state, s) for s in SIDES}
    six = {s: wins_on_six(state, s) for s in SIDES}

    def worth(dice: list[int]) -> float:
        faces = {"attacker": dice[0], "defender": dice[1]}
        totals = {s: power[s] + faces[s] for s in SIDES}
        result = clash_result(totals, faces, six)
        return 0.0 if result == "tie" else win if result == side else lose
    return worth


# ---------------------------------------------------------------------------- other rolls

def _row_worth(state: State, cid: str, row) -> float:
    """What meeting Encounter Table ``row`` is worth to ``cid`` (a monster by its odds)."""
    if row.kind == "nothing":
        return 0.0
    if row.kind == "event":
        if row.effect == "find":
            return FIND * row.amount
        if row.effect == "gem":
            return float(row.amount)
        if row.effect == "heal":
            return WOUND * min(row.amount, max_lp(cid) - state.chars[cid]["lp"])
        return -wound_loss(state, cid, row.amount)
    mine = base_strength(cid) + weapon_bonus(state, cid) + \
        (1 if ability(cid) == "monster_bonus" else 0)
    win, lose = clash_odds(mine, row.strength, ability(cid) == "six_wins")
    if row.twice:
        win, lose = win * win, lose + win * lose
    reward = FIND * row.finds + row.gems
    if row.special == "rob":
        cost = 1.0 if state.chars[cid]["backpack"] else 0.0
    else:
        cost = wound_loss(state, cid, row.wounds, drain=row.special == "drain")
    return win * reward - lose * cost


def _encounter_worth(state: State, seat: int):
    cid = state.mover
    if seat != state.turn or cid is None:
        return None
    number = chamber(state, state.chars[cid]["place"]).number or 0
    return lambda dice: _row_worth(state, cid, content().row_for(sum(dice) + number))


def landing_worth(state: State, cid: str, board: int) -> float:
    """What landing on ``board`` through a Teleport is worth to ``cid``: a Crystal
    carrier's home board, a Rune carrier's any board but its home."""
    ch = state.chars[cid]
    home = home_board(state, ch["seat"])
    if any(kind_of(t) == "crystal" for t in ch["backpack"]):
        return LANDING if board == home else 0.0
    if ch["rune"]:
        return 0.0 if board == home else LANDING / 2
    return 0.0


def _teleport_worth(state: State, seat: int):
    if seat != state.turn or state.mover is None:
        return None
    from games.labirynt.turns import teleport_targets
    targets = teleport_targets(state)
    groups = content().teleport_faces(len(targets))

    def worth(dice: list[int]) -> float:
        face = max(1, min(DIE_FACES, dice[0]))
        board = next(targets[i] for i, g in enumerate(groups) if face in g)
        return landing_worth(state, state.mover, board)
    return worth


def _ability_worth(state: State, seat: int):
    if seat != state.turn or state.mover is None:
        return None
    need = content().specials[ability(state.mover)].need
    return lambda dice: ABILITY if dice[0] >= need else 0.0


WORTH = {"clash": _clash_worth, "encounter": _encounter_worth, "teleport": _teleport_worth,
         "ability": _ability_worth}


def best_reroll(state: State, seat: int) -> tuple[int | None, float]:
    """The die of the roll under way (``State.roll``) whose re-roll gains ``seat`` the
    most, and that gain in gems' worth (the mean over the die's six faces less the roll
    as it stands; a re-rolled die loses its Change of Fate), among the dice that may
    still be re-rolled (``rolls.rerollable``: under "each die once" a re-rolled die
    stands); ``(None, 0.0)`` when the roll is none of ``seat``'s business (another
    seat's fight, Encounter, Teleport or ability) or no re-roll gains anything."""
    worth = WORTH[state.roll["purpose"]](state, seat)
    if worth is None:
        return None, 0.0
    dice = [d + f for d, f in zip(state.roll["dice"], state.roll["fate"])]   # as they stand
    now = worth(dice)
    best, gain = None, 1e-9
    for die in rerollable(state):
        mean = sum(worth(dice[:die] + [face] + dice[die + 1:])
                   for face in range(1, DIE_FACES + 1)) / DIE_FACES
        if mean - now > gain:
            best, gain = die, mean - now
    return best, (gain if best is not None else 0.0)


def wants_reroll(state: State, seat: int) -> int | None:
    """The die ``seat`` should pay 2 gems to re-roll now, or ``None``: the best re-roll
    (``best_reroll``) when its gain beats the price (``reroll_price``)."""
    die, gain = best_reroll(state, seat)
    if die is None or gain <= reroll_price(state, seat):
        return None
    return die


def own_one_lost(state: State) -> bool:
    """Whether the seat asked about the roll under way holds 2 gems and its own side of
    the fight just rolled a 1 that loses the clash (the other side did not), a die it
    may still re-roll (``rolls.rerollable``): what
    everyone sees on the table, so a computer player's choice of who decides (its
    search, or the judgement of stakes, ``rules.policy_decides``) tells nothing hidden."""
    roll = state.roll
    if state.phase != "roll" or roll["purpose"] != "clash" or not state.combat:
        return False
    seat = roll["queue"][0]
    side = _my_side(state, seat)
    if side is None or state.gems[seat] < 2:
        return False
    faces = [d + f for d, f in zip(roll["dice"], roll["fate"])]
    mine = 0 if side == "attacker" else 1
    return faces[mine] <= 1 < faces[1 - mine] and mine in rerollable(state)
