"""The rolls of Labirynt Czarnoksiężnika that every seat may change ("Crystals and Gems":
2 gems re-roll a k6, an opponent's too; "Magic" and the FAQ: a Change of Fate adds or
subtracts 2 on any roll): a roll is opened (``open_roll``), each seat that may change it
is asked in turn order from the active seat, and once nobody changes it any more the turn
goes on with the step the roll named. Pure Python; ``turns.py`` opens the rolls.

``State.roll``: ``{"purpose": "encounter"|"clash"|"teleport"|"ability", "dice": [k6],
"fate": [the Changes of Fate on each die], "then": the step after it, "queue": [the seats
still to be asked, the first asked now]}``, and under the reading "each die once" also
``"rerolled": [the dice re-rolled so far]``.

"2 Gems: a single re-roll of any k6" may be read two ways; the game's setup option
``rerolls`` says which (``setup.py``; the rules screen says so):

- ``"once"`` (the default): each die of a roll may be re-rolled once. A re-rolled die
  stands: nobody may re-roll it again (a Change of Fate still may change it, FAQ). After
  any change every seat that may still change something is asked again, so the roll ends
  after at most one re-roll per die and the Changes of Fate held.
- ``"again"``: a re-roll is one die rolled again, and any die may be re-rolled again and
  again, by anyone who pays: after any change everyone is asked again. A setup made before
  the option existed (an older save's) plays this way, as it did.

Who is asked depends only on what the whole table knows, so that being asked tells
nothing hidden: a seat with 2 gems while a die may still be re-rolled, or one whose
character that may cast a Change of Fate now might hold one (``state.might_hold``: an
item the table did not see go into its Backpack, other than the Crystals the table
counts, or a Change of Fate it saw taken). A setup made before the option existed asks
as it did then: any such character with anything in its Backpack.
"""
from __future__ import annotations

from games.labirynt.content import content
from games.labirynt.equipment import scroll_of
from games.labirynt.fighting import side_chars
from games.labirynt.state import ZOMBIE, State, find_kind, in_play, k6, might_hold, to_pool

REROLL_GEMS = 2          # "Crystals and Gems"
REROLLS = ("once", "again")      # the setup option ``rerolls`` (module docstring)
OLD_REROLLS = "again"            # a setup made before that option: as the game was then

def fate_casters(state: State, seat: int) -> list[str]:
    """``seat``'s characters that may cast a Change of Fate now: any of its characters on
    the board in its own turn, its fighters when attacked ("Magic")."""
    if seat == state.turn:
        chars = in_play(state, seat)
    elif state.combat and state.combat["def_seat"] == seat:
        chars = side_chars(state, "defender")
    else:
        return []
    return [c for c in chars if c != ZOMBIE and content().characters[c].may_cast("spell")]


def rerolls_reading(state: State) -> str:
    """How re-rolls are read in this game: ``"once"`` or ``"again"`` (the module
    docstring; ``OLD_REROLLS`` for a setup made before the option existed)."""
    return state.options.get("rerolls", OLD_REROLLS)


def rerollable(state: State) -> list[int]:
    """The dice of the roll under way that a re-roll may take now: every die when a die
    may be re-rolled again and again; else those not re-rolled yet in this roll."""
    roll = state.roll
    dice = range(len(roll["dice"]))
    if rerolls_reading(state) != "once":
        return list(dice)
    return [d for d in dice if d not in roll.get("rerolled", [])]


def may_hold_fate(state: State, seat: int) -> bool:
    """Whether, by what the whole table knows, one of ``seat``'s characters that may cast
    a Change of Fate now (``fate_casters``) might hold one (``state.might_hold``). A setup
    made before the ``rerolls`` option: any such character with anything in its Backpack
    (as those games asked)."""
    casters = fate_casters(state, seat)
    if "rerolls" not in state.options:
        return any(state.chars[c]["backpack"] for c in casters)
    return might_hold(state, casters, lambda _cid, token: _is_fate(token))


def _is_fate(token: str) -> bool:
    kind = find_kind(token)
    return bool(kind and kind.effect == "fate")


def may_intervene(state: State, seat: int) -> bool:
    """Whether ``seat`` is offered the roll under way: it holds 2 gems and a die may still
    be re-rolled (``rerollable``), or it might hold a Change of Fate it may cast now
    (``may_hold_fate``). Decided by what the whole table knows only, so being asked tells
    nothing hidden."""
    if state.gems[seat] >= REROLL_GEMS and rerollable(state):
        return True
    return may_hold_fate(state, seat)


def open_roll(state: State, purpose: str, count: int, then: str, **told) -> list[dict]:
    """Roll ``count`` k6 for ``purpose``; every seat that may change the roll is then
    offered it, one at a time in turn order from the active seat. ``told``: what the
    ``rolled`` event carries besides the dice for the log to say what they decide (the
    Encounter's chamber ``number``, the Teleport's ``faces``)."""
    dice = [k6(state) for _ in range(count)]
    state.roll = {"purpose": purpose, "dice": dice, "fate": [0] * count, "then": then,
                  "queue": []}
    if rerolls_reading(state) == "once":
        state.roll["rerolled"] = []
    _queue_offers(state)
    event = {"type": "rolled", "seat": state.turn, "purpose": purpose, "dice": list(dice),
             "barrier": True, **told}
    if purpose == "clash" and state.combat["kind"] == "monster":
        event["left"] = (state.turn + 1) % state.n
    return [event] + _after_offer(state)


def _queue_offers(state: State) -> None:
    seats = [(state.turn + i) % state.n for i in range(state.n)]
    state.roll["queue"] = [s for s in seats if may_intervene(state, s)]


def _after_offer(state: State) -> list[dict]:
    if state.roll["queue"]:
        state.phase = "roll"
        return []
    state.step = state.roll["then"]
    return []


def keep_roll(state: State) -> list[dict]:
    """The seat asked lets the roll stand."""
    state.roll["queue"].pop(0)
    return _after_offer(state)


def reroll(state: State, die: int) -> list[dict]:
    """2 gems: roll one k6 of the roll again, an opponent's too (its Change of Fate goes
    with the face it changed); then everyone who may still change the roll is asked
    again. Under "each die once" the die now stands (``rerollable``)."""
    seat = state.roll["queue"][0]
    state.gems[seat] -= REROLL_GEMS
    old = state.roll["dice"][die]
    state.roll["dice"][die] = k6(state)
    state.roll["fate"][die] = 0
    if "rerolled" in state.roll:
        state.roll["rerolled"] = sorted(set(state.roll["rerolled"]) | {die})
    _queue_offers(state)
    return [{"type": "rerolled", "seat": seat, "die": die, "old": old,
             "new": state.roll["dice"][die], "barrier": True, **whose_die(state, die)}] + \
        _after_offer(state)


def whose_die(state: State, die: int) -> dict:
    """What the log needs to name die ``die`` of the roll under way unambiguously: the
    roll's ``purpose`` and its ``count`` of dice; in a fight the side whose die it is
    (``"side"``), its ``"chars"`` (the attacker, or the defenders) or the monster's Encounter
    Table ``"row"``."""
    roll = state.roll
    found = {"purpose": roll["purpose"], "count": len(roll["dice"])}
    if roll["purpose"] == "clash" and state.combat:
        side = "attacker" if die == 0 else "defender"
        found["side"] = side
        if side == "defender" and state.combat["kind"] == "monster":
            found["row"] = state.combat["row"]
        else:
            found["chars"] = side_chars(state, side)
    return found


def fate(state: State, token: str, die: int, delta: int) -> list[dict]:
    """A Change of Fate: +2 or -2 on a die of the roll just made (FAQ)."""
    seat = state.roll["queue"][0]
    owner = next(c for c in fate_casters(state, seat) if token in state.chars[c]["backpack"])
    state.chars[owner]["backpack"].remove(token)
    to_pool(state, token)
    state.roll["fate"][die] += delta
    _queue_offers(state)
    return [{"type": "fate", "seat": seat, "char": owner, "token": token, "die": die,
             "delta": delta, **whose_die(state, die)}] + _after_offer(state)


def fate_options(state: State, seat: int) -> list[dict]:
    """The Change of Fate casts ``seat`` may make on the roll now."""
    acts = []
    for cid in fate_casters(state, seat):
        token = scroll_of(state, cid, "fate")
        if token:
            for die in range(len(state.roll["dice"])):
                acts += [{"type": "fate", "scroll": token, "die": die, "delta": d} for d in (2, -2)]
    seen, out = set(), []
    for a in acts:
        k = (a["die"], a["delta"])
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out
