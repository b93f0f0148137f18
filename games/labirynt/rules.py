"""Labirynt Czarnoksiężnika rules engine: pure Python, no pygame, deterministic from a seed.

Implements ``games.engine.protocol``. Phases (``current_seat`` is the seat that decides):

``team`` / ``side`` / ``starters``  set-up choices, seat by seat ("Setup"):
    ``choose_team {team}``, ``choose_side {side}``, ``choose_starters {characters}``.
``move``      the active seat's Movement: ``move {character, to}``, ``haste {character,
              via, to}``, ``teleport_spell {character, board}``; ``drink`` / ``heal``
              ``{character}`` at any moment of the turn.
``teleport``  entering a Teleport with 2 gems: ``teleport_roll`` or ``teleport_to {board}``.
``arrange``   the start of Exploration: ``wield {token}``, ``unwield``, ``wear {token}``,
              ``unwear {token}``, ``attack {target}``, ``explore``, ``drink``, ``heal``.
``joint``     the attacked seat with two characters there: ``defend {together}``.
``casting``   a fight's spells, defender first, alternating: ``cast {scroll[, target]}``,
              ``ready`` (no more).
``roll``      each seat that may change the roll just made, in turn order from the active
              seat: ``keep``, ``reroll {die}`` (2 gems; each die once, or again and
              again, as the ``rerolls`` option says: ``rolls.py``), ``fate {scroll, die,
              delta}``.
``armour``    a wounded character's owner: ``discard_armour {token}``.
``room``      an over-full Backpack: ``drop {token}``; at the end of Exploration (a
              Quest's Crystal) also ``wield`` / ``wear`` one of its items into a free
              place on the card.
``penetrate`` Chamber Penetration: ``take``, ``drop``, ``give {token, to}``,
              ``receive {token, from}`` (an item or a teammate's Rune either way),
              ``done``; then the Quests are settled.
``claim {character, token}`` (any moment of the turn): a character woken in its Camp
              that has not moved since takes a token lying there ("Equipment").
``finish``    the end of Exploration: the arranging actions, ``ability {discard}``,
              ``make_glove {weapon, armour, scroll}``, ``drink``, ``heal``,
              ``extra_move`` (1 gem, once a turn), ``end_turn``.
``over``      the game has ended.

Places are ``[board, chamber]`` (``state.py``). The modules: ``content.py`` (the designed
data), ``state.py`` (``State``, helpers, invariants), ``setup.py``, ``turns.py`` (the turn),
``fighting.py`` (combat, wounds, death), ``log_lines.py`` (``describe``), ``hidden.py``
(``view``, ``clone``, ``determinize``) and ``policy.py`` (``playout_policy``, ``evaluate``).
"""
from __future__ import annotations

import random

from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction
from games.engine.rulekit import Actions, Key, Kind, is_int, said_in_language
from games.labirynt import turns
from games.labirynt.content import content
from games.labirynt.fighting import discard_armour, fight_targets, heal as heal_lp, side_seat
from games.labirynt.turns import begin_combat
from games.labirynt.hidden import clone, determinize, view
from games.labirynt.log_lines import describe
from games.labirynt.tables import rules_tables  # noqa: F401  (the rules screen's tables)
from games.labirynt.policy import EVALUATE_AFTER, choose, evaluate
from games.labirynt.rolls import rerollable
from games.labirynt.stakes import own_one_lost
from games.labirynt.setup import (choose_side, choose_starters, choose_team, new_game,
                                  player_options, setup_actions, setup_events, setup_options)
from games.labirynt.state import (MAX_PLAYERS, MIN_PLAYERS, ZOMBIE, State, at, enemies_at,
                                  forget_gone, has_room, invariant_problems, key, lay, lift, reveal,
                                  special_place, to_pool)

from games.labirynt.sheet import CHART_LABEL, score_source
__all__ = ["CHART_LABEL", "score_source", "GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "State", "setup_options",
           "player_options", "new_game", "setup_events", "current_seat", "whose_turn",
           "legal_actions", "apply",
           "is_over", "scores", "winners", "view", "describe", "progress", "clone",
           "determinize", "playout_policy", "evaluate", "EVALUATE_AFTER", "policy_decides",
           "POLICY_MARGIN", "ACTION_COST", "invariant_problems",
           "IllegalAction", "RANDOM_PLAY_ENDS", "SETUP_NOTE", "PIECE_LABEL",
           "UNDO_BARRIER_REASON"]

GAME_ID = "labirynt"
TITLE = "Labirynt Czarnoksiężnika"      # a name, the same in every language (as "Basilica")
# The protocol's PIECE_LABEL and SETUP_NOTE, marked for the catalog and given in the
# language shown when they are read (``__getattr__``), as the setup screen draws them.
_SAID = {"PIECE_LABEL": N_("Colour"),
         "SETUP_NOTE": N_("Seats play clockwise in this order; a d6 roll-off picks who starts."),
         "UNDO_BARRIER_REASON": N_("Undo never goes back past a die roll or a token drawn "
                                   "from a pile.")}


__getattr__ = said_in_language(_SAID, __name__)   # the sentences above, translated
# Uniformly random choices waste gems on every re-roll offer and walk the maze aimlessly,
# so a random game need not reach 18 gems; the playout policy's games always end.
RANDOM_PLAY_ENDS = False


# ---------------------------------------------------------------------------- seats

def current_seat(state: State) -> int | None:
    """The seat that must decide now (see the module docstring), ``None`` once over."""
    phase = state.phase
    if phase == "over":
        return None
    if phase in ("team", "side", "starters"):
        return state.setup_queue[0][1]
    if phase == "joint":
        return state.combat["def_seat"]
    if phase == "casting":
        return side_seat(state, state.combat["caster"])
    if phase == "roll":
        return state.roll["queue"][0]
    if phase == "armour":
        return state.chars[state.wounds[0]["char"]]["seat"]
    if phase == "room":
        return state.chars[turns.overfull(state)]["seat"]
    return state.turn


def whose_turn(state: State) -> tuple[int, int] | None:
    """``(active seat, turn number)`` during play; ``None`` while setting up or over."""
    if state.phase in ("team", "side", "starters", "over"):
        return None
    return state.turn, state.turn_no


def is_over(state: State) -> bool:
    """The game has ended (18 gems, or the Glove of Doom wiped out every other team)."""
    return state.phase == "over"


def scores(state: State) -> list[int]:
    """Each seat's gems."""
    return list(state.gems)


def winners(state: State) -> list[int]:
    """The winning seat once the game is over, else ``[]``."""
    return [state.winner] if state.phase == "over" and state.winner is not None else []


def progress(state: State) -> str:
    """Save-list text: ``"Turn 12: most gems 7"``, ``"Setting up"`` or the finish."""
    if state.phase == "over":
        return _("Finished: {names} won").format(
            names=" & ".join(state.players[s]["name"] for s in winners(state)))
    if state.phase in ("team", "side", "starters"):
        return _("Setting up")
    return _("Turn {turn}: most gems {gems}").format(turn=state.turn_no, gems=max(state.gems))


# ---------------------------------------------------------------------------- legal actions

def legal_actions(state: State) -> list[dict]:
    """Every action the seat that must decide may take now."""
    phase = state.phase
    if phase == "over":
        return []
    if phase in ("team", "side", "starters"):
        return setup_actions(state)
    if phase == "move":
        return turns.move_options(state, state.turn) + _anytime(state)
    if phase == "teleport":
        boards = [b for b in turns.teleport_targets(state)
                  if has_room(state, special_place(state, b, "teleport"))]
        return [{"type": "teleport_roll"}] + [{"type": "teleport_to", "board": b} for b in boards]
    if phase == "arrange":
        return (turns.arrange_options(state) + [{"type": "explore"}]
                + [{"type": "attack", "target": t} for t in fight_targets(state, state.mover)]
                + _anytime(state))
    if phase == "joint":
        return [{"type": "defend", "together": True}, {"type": "defend", "together": False}]
    if phase == "casting":      # the active seat may drink an Elixir ("Equipment": any
        care = turns.care_options(state) \
            if current_seat(state) == state.turn else []   # moment of one's turn) or cast a
        return turns.combat_casts(state) + [{"type": "ready"}] + care   # Healing Word before
        # the die (a Spell or Incantation "at any moment of one's turn", "Magic")
    if phase == "roll":
        seat = state.roll["queue"][0]
        acts = [{"type": "keep"}]
        if state.gems[seat] >= turns.REROLL_GEMS:
            acts += [{"type": "reroll", "die": d} for d in rerollable(state)]
        return acts + turns.fate_options(state, seat)
    if phase == "armour":
        return [{"type": "discard_armour", "token": t}
                for t in sorted(set(state.chars[state.wounds[0]["char"]]["armour"]))]
    if phase == "room":
        return turns.room_options(state)
    if phase == "penetrate":
        return turns.penetrate_actions(state) + _anytime(state)
    if phase == "finish":
        acts = [{"type": "end_turn"}]
        if not state.extra_used and state.gems[state.turn] >= turns.EXTRA_MOVE_GEMS and \
                turns.move_options(state, state.turn):
            acts.append({"type": "extra_move"})
        return (acts + turns.arrange_options(state) + turns.ability_options(state)
                + turns.glove_options(state) + _anytime(state))
    return []


def _anytime(state: State) -> list[dict]:
    """What the active seat may do at any moment of its turn: Elixirs, Healing Words and
    taking what lies in the Camp for a character just woken there."""
    return turns.care_options(state) + turns.claim_options(state)


def playout_policy(state: State, rng: random.Random) -> dict:
    """A quick, purposeful legal action for the seat that must decide now (``policy.py``).
    Raises ``ValueError`` when the game is over."""
    legal = legal_actions(state)
    if not legal:
        raise ValueError(_("The game is over: nobody has anything to choose."))
    return choose(state, legal, rng)


# Phases where a computer player takes the playout policy's action instead of searching
# (``games.engine.bots``): re-arranging equipment, taking and dropping tokens, an Armour
# to lose. They are free and undo each other (a Weapon wielded, then put away), so every
# order of them is worth the same to a search, which would shuffle items back and forth
# for ever; the policy knows what is worth carrying and then goes on. And the Movement:
# a Quest takes many turns, so one step's worth is far below the noise of a search's
# playouts (fights, finds, teleports), and searched steps wander; the policy walks the
# shortest way to its goal (policy.goal), and rolls for its Teleport target rather than
# paying 2 gems (searched, the target's worth lies beyond the playouts' reach, while the
# 2 gems are seen at once, so searches paid at random); and the setup's choices (a team,
# a board side, the starting pair: a whole game's playouts to judge them took seconds and
# told little). The search still decides the
# fights' spells, the re-rolls and Changes of Fate, and defending.
POLICY_PHASES = frozenset({"arrange", "finish", "penetrate", "room", "armour", "move",
                           "teleport", "team", "side", "starters"})
# Where it searches, a computer keeps the policy's choice unless its search finds better
# by more than two standard errors: a re-roll's 2 gems weigh less than a playout's luck,
# and a small search (Easy) paid for re-rolls at random, so its games never ended.
POLICY_MARGIN = 2.0
# An action here costs about twice as long to list and apply as in the other games (every
# character's passages, the Teleports, the items), so it counts twice in a computer's work
# budget: Hard's roll decisions took some 2 s where the goal is 1.
ACTION_COST = 2


def policy_decides(state: State) -> bool:
    """True when a computer player should take ``playout_policy``'s action now rather
    than search (``POLICY_PHASES``; issue 11's optional hints), and when its own side
    of a fight just rolled a 1 that loses and it holds 2 gems (``stakes.own_one_lost``):
    there the policy weighs the re-roll by what is at stake (``stakes.wants_reroll``),
    where a search's playouts, short of the turns the stake lasts, kept the 2 gems even
    with a Crystal carrier dying of the 1 (a playtester saw Hard seats never re-roll)."""
    return state.phase in POLICY_PHASES or own_one_lost(state)


# ---------------------------------------------------------------------------- handlers

def _legal(reason: str):
    """A handler that refuses an action not among the legal ones with ``reason``."""
    def check(handler):
        def run(state: State, action: dict) -> list[dict]:
            if action not in legal_actions(state):
                raise IllegalAction(_(reason))
            return handler(state, action) + turns.run(state)
        return run
    return check


@_legal(N_("That character cannot move there."))
def _move(state, action):
    return turns.move(state, action["character"], action["to"])


@_legal(N_("Haste cannot take that character there."))
def _haste(state, action):
    cid = action["character"]
    token = turns.scroll_of(state, cid, "haste")
    state.chars[cid]["backpack"].remove(token)
    to_pool(state, token)
    return [{"type": "cast", "seat": state.turn, "char": cid, "token": token, "side": None}] + \
        turns.haste(state, cid, action["via"], action["to"])


@_legal(N_("The Teleport incantation cannot take that character there."))
def _teleport_spell(state, action):
    cid = action["character"]
    token = turns.scroll_of(state, cid, "teleport")
    state.chars[cid]["backpack"].remove(token)
    to_pool(state, token)
    state.mover = cid
    return [{"type": "cast", "seat": state.turn, "char": cid, "token": token, "side": None}] + \
        turns.teleport_to(state, action["board"])


@_legal(N_("That is not one of the boards a Teleport can send to."))
def _teleport_to(state, action):
    state.gems[state.turn] -= turns.TELEPORT_GEMS
    return [{"type": "teleport_chosen", "seat": state.turn, "board": action["board"]}] + \
        turns.teleport_to(state, action["board"])


@_legal(N_("The board is rolled for only on entering a Teleport."))
def _teleport_roll(state, action):
    state.step = "teleport_roll"
    return []


@_legal(N_("Exploration goes on only after the move."))
def _explore(state, action):
    return turns.explore(state)


@_legal(N_("The moving character can attack only another team's character standing with it, never in a Camp."))
def _attack(state, action):
    target = action["target"]
    seat = state.chars[target]["seat"]
    place = state.chars[state.mover]["place"]
    mates = [c for c in at(state, place) if c != target and state.chars[c]["seat"] == seat]
    event = {"type": "attack", "seat": state.turn, "char": state.mover, "target": target}
    if mates:
        state.combat = {"pending": [target, mates[0]], "def_seat": seat}
        state.phase = "joint"
        return [event]
    return [event] + begin_combat(state, "duel", None, [target])


@_legal(N_("Choose whether the two characters defend together."))
def _defend(state, action):
    target, mate = state.combat["pending"]
    defenders = [target, mate] if action["together"] else [target]
    state.combat = None
    return [{"type": "defend", "seat": state.chars[target]["seat"],
             "together": action["together"]}] + begin_combat(state, "duel", None, defenders)


@_legal(N_("That scroll cannot be cast in this fight."))
def _cast(state, action):
    return turns.cast(state, action["scroll"], action.get("target"))


@_legal(N_("It is not your turn to cast."))
def _ready(state, action):
    return turns.ready(state)


@_legal(N_("You are not offered this roll."))
def _keep(state, action):
    return turns.keep_roll(state)


@_legal(N_("A re-roll costs 2 gems and takes one of the dice just rolled that may still be re-rolled."))
def _reroll(state, action):
    return turns.reroll(state, action["die"])


@_legal(N_("That Change of Fate cannot be cast now."))
def _fate(state, action):
    return turns.fate(state, action["scroll"], action["die"], action["delta"])


@_legal(N_("Discard one of the Armour pieces the wounded character wears."))
def _discard_armour(state, action):
    return discard_armour(state, action["token"])


def _drop(state: State, action: dict) -> list[dict]:
    if action not in legal_actions(state):
        raise IllegalAction(_("Only an item of the Backpack can be put down."))
    cid = turns.overfull(state) if state.phase == "room" else state.mover
    ch = state.chars[cid]
    ch["backpack"].remove(action["token"])
    lay(state, ch["place"], action["token"])
    return [{"type": "dropped", "seat": ch["seat"], "char": cid,
             "token": action["token"]}] + turns.run(state)


@_legal(N_("Only a token lying here can be taken, into a free Backpack window."))
def _take(state, action):
    ch = state.chars[state.mover]
    token = action["token"]
    lift(state, ch["place"], token)
    ch["backpack"].append(token)
    reveal(state, state.mover, token)
    return [{"type": "taken", "seat": ch["seat"], "char": state.mover, "token": token}]


@_legal(N_("Only a token lying here can be taken, into a free Backpack window."))
def _claim(state, action):
    cid, token = action["character"], action["token"]
    ch = state.chars[cid]
    lift(state, ch["place"], token)
    ch["backpack"].append(token)
    reveal(state, cid, token)
    return [{"type": "taken", "seat": ch["seat"], "char": cid, "token": token}]


@_legal(N_("Items pass only between characters of one team standing together."))
def _give(state, action):
    ch, mate = state.chars[state.mover], state.chars[action["to"]]
    token = action["token"]
    if token == ch["rune"]:
        ch["rune"], mate["rune"] = None, token
    else:
        ch["backpack"].remove(token)
        mate["backpack"].append(token)
    return [{"type": "given", "seat": ch["seat"], "char": state.mover, "to": action["to"],
             "token": token, "shown_to": [ch["seat"]]}]


@_legal(N_("Items pass only between characters of one team standing together."))
def _receive(state, action):
    ch, mate = state.chars[state.mover], state.chars[action["from"]]
    token = action["token"]
    if token == mate["rune"]:
        ch["rune"], mate["rune"] = token, None
    else:
        mate["backpack"].remove(token)
        ch["backpack"].append(token)
    return [{"type": "given", "seat": ch["seat"], "char": action["from"], "to": state.mover,
             "token": token, "shown_to": [ch["seat"]]}]


@_legal(N_("Chamber Penetration is not under way."))
def _done(state, action):
    state.step = "quests"
    return []


@_legal(N_("That Weapon is not in the moving character's Backpack."))
def _wield(state, action):
    return turns.wield(state, action["token"])


@_legal(N_("There is no Weapon to put away, or no free Backpack window."))
def _unwield(state, action):
    ch = state.chars[state.mover]
    ch["backpack"].append(ch["weapon"])
    reveal(state, state.mover, ch["weapon"])
    token, ch["weapon"] = ch["weapon"], None
    return [{"type": "unwield", "seat": ch["seat"], "char": state.mover, "token": token}]


@_legal(N_("That Armour cannot be put on: one of each piece, within the card's Armour windows."))
def _wear(state, action):
    ch = state.chars[state.mover]
    ch["backpack"].remove(action["token"])
    ch["armour"].append(action["token"])
    ch["armour"].sort()
    return [{"type": "wear", "seat": ch["seat"], "char": state.mover, "token": action["token"]}]


@_legal(N_("That Armour is not worn, or the Backpack is full."))
def _unwear(state, action):
    ch = state.chars[state.mover]
    ch["armour"].remove(action["token"])
    ch["backpack"].append(action["token"])
    reveal(state, state.mover, action["token"])
    return [{"type": "unwear", "seat": ch["seat"], "char": state.mover, "token": action["token"]}]


@_legal(N_("That character has no Elixir to drink, or has full LP."))
def _drink(state, action):
    cid = action["character"]
    ch = state.chars[cid]
    token = next(t for t in sorted(ch["backpack"]) if t.startswith("elixir."))
    ch["backpack"].remove(token)
    to_pool(state, token)
    heal_lp(state, cid, 1)
    return [{"type": "drank", "seat": ch["seat"], "char": cid, "lp": ch["lp"]}]


@_legal(N_("That character cannot cast a Healing Word now."))
def _heal(state, action):
    cid = action["character"]
    ch = state.chars[cid]
    token = turns.scroll_of(state, cid, "heal")
    ch["backpack"].remove(token)
    to_pool(state, token)
    heal_lp(state, cid, content().find(token).amount)
    if state.phase != "casting":
        return [{"type": "cast", "seat": ch["seat"], "char": cid, "token": token, "side": None}]
    return turns.cast_healing(state, cid, token)     # in a fight: one of the side's spells


@_legal(N_("The ability needs a Find from the Backpack, outside Camp and Teleport, once an Exploration."))
def _ability(state, action):
    return turns.use_ability(state, action["discard"])


@_legal(N_("The Glove of Doom is made in one's own Camp from 3 gems, an Armour, a Weapon and a scroll."))
def _make_glove(state, action):
    return turns.make_glove(state, action["weapon"], action["armour"], action["scroll"])


@_legal(N_("Another Movement costs 1 gem, once a turn."))
def _extra_move(state, action):
    return turns.extra_move(state)


@_legal(N_("The turn ends after Exploration."))
def _end_turn(state, action):
    return turns.end_turn(state)


def _setup(handler):
    def run(state: State, action: dict) -> list[dict]:
        if action not in legal_actions(state):
            raise IllegalAction(_("That choice is not open now."))
        return handler(state, action)
    return run


_TEXT = Key(lambda v: isinstance(v, str), N_("an id (text)"))
_PLACE = Key(lambda v: isinstance(v, list) and len(v) == 2 and all(is_int(x) for x in v),
             N_("a place [board, chamber] (two whole numbers)"))
_INT = Key(is_int, N_("a whole number"))
_BOOL = Key(lambda v: isinstance(v, bool), N_("true or false"))
_TURN = ("move", "arrange", "penetrate", "finish")
_ACTIONS = Actions({
    "choose_team": Kind(_setup(choose_team), ("team",), {"team": _TEXT}),
    "choose_side": Kind(_setup(choose_side), ("side",), {"side": _TEXT}),
    "choose_starters": Kind(_setup(choose_starters), ("starters",), {"characters": Key(
        lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
        N_("a list of character ids"))}),
    "move": Kind(_move, ("move",), {"character": _TEXT, "to": _PLACE}),
    "haste": Kind(_haste, ("move",), {"character": _TEXT, "via": _PLACE, "to": _PLACE}),
    "teleport_spell": Kind(_teleport_spell, ("move",), {"character": _TEXT, "board": _INT}),
    "teleport_roll": Kind(_teleport_roll, ("teleport",)),
    "teleport_to": Kind(_teleport_to, ("teleport",), {"board": _INT}),
    "explore": Kind(_explore, ("arrange",)),
    "attack": Kind(_attack, ("arrange",), {"target": _TEXT}),
    "defend": Kind(_defend, ("joint",), {"together": _BOOL}),
    "cast": Kind(_cast, ("casting",), {"scroll": _TEXT, "target": Key(
        lambda v: isinstance(v, str), N_("an id (text)"), optional=True)}),
    "ready": Kind(_ready, ("casting",)),
    "keep": Kind(_keep, ("roll",)),
    "reroll": Kind(_reroll, ("roll",), {"die": _INT}),
    "fate": Kind(_fate, ("roll",), {"scroll": _TEXT, "die": _INT, "delta": _INT}),
    "discard_armour": Kind(_discard_armour, ("armour",), {"token": _TEXT}),
    "drop": Kind(_drop, ("room", "penetrate"), {"token": _TEXT}),
    "take": Kind(_take, ("penetrate",), {"token": _TEXT}),
    "give": Kind(_give, ("penetrate",), {"token": _TEXT, "to": _TEXT}),
    "receive": Kind(_receive, ("penetrate",), {"token": _TEXT, "from": _TEXT}),
    "done": Kind(_done, ("penetrate",)),
    "wield": Kind(_wield, ("arrange", "finish", "room"), {"token": _TEXT}),
    "unwield": Kind(_unwield, ("arrange", "finish")),
    "wear": Kind(_wear, ("arrange", "finish", "room"), {"token": _TEXT}),
    "unwear": Kind(_unwear, ("arrange", "finish"), {"token": _TEXT}),
    "claim": Kind(_claim, _TURN, {"character": _TEXT, "token": _TEXT}),
    "drink": Kind(_drink, _TURN + ("casting",), {"character": _TEXT}),
    "heal": Kind(_heal, _TURN + ("casting",), {"character": _TEXT}),
    "ability": Kind(_ability, ("finish",), {"discard": _TEXT}),
    "make_glove": Kind(_make_glove, ("finish",), {"weapon": _TEXT, "armour": _TEXT,
                                                  "scroll": _TEXT}),
    "extra_move": Kind(_extra_move, ("finish",)),
    "end_turn": Kind(_end_turn, ("finish",)),
}, {
    "team": N_("First choose a team."),
    "side": N_("First choose the side of your board."),
    "starters": N_("First choose the two characters who start in the Camp."),
    "move": N_("First move one of your characters."),
    "teleport": N_("First roll for the Teleport's board, or pay 2 gems to choose it."),
    "arrange": N_("Fight, or go on exploring the chamber."),
    "joint": N_("The attacked player first decides whether to defend together."),
    "casting": N_("Cast a scroll or say you cast no more."),
    "roll": N_("First the roll is offered for a re-roll or a Change of Fate."),
    "armour": N_("First choose which Armour takes the wound."),
    "room": N_("First make room in the Backpack."),
    "penetrate": N_("Take, leave or hand over items, then go on."),
    "finish": N_("End the turn, or use what the end of Exploration allows."),
    "over": N_("The game is over."),
})


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for ``current_seat`` and return the events it caused. Raises
    ``IllegalAction`` (state unchanged) for any action not legal now, malformed ones
    included."""
    try:
        events = _ACTIONS.apply(state, action)
    except IllegalAction as exc:
        raise IllegalAction(_(exc.reason)) from None
    forget_gone(state)
    return events
