"""Baldrick's Tomb rules engine: pure Python, no pygame, deterministic from a seed.

Implements ``games.engine.protocol`` for the rulebook (all sections, all variants). The
game moves through these phases; ``current_seat`` is the seat that must decide:

``skills``        Custom Characters only: each seat in turn keeps 3 of its 5 dealt skills
                  (``{"type": "keep_skills", "cards": [id, id, id]}``), privately.
``place_tokens``  The First to Land holder places the floor's face-down tokens one by one
                  (``{"type": "place_token", "cell": [red, blue]}``) or all the rest at
                  random (``{"type": "place_rest"}``), obeying the spacing rule.
``place_pawns``   Each seat, starting with the First to Land holder, rolls its starting
                  space (``{"type": "roll_pawn"}``; re-rolled onto an occupied space).
``move``          The active seat: ``{"type": "step", "cell": [r, b]}`` (one orthogonal
                  step; free steps first, then gold), ``{"type": "end_move"}``,
                  ``{"type": "exit"}`` (standing on the face-up Exit),
                  ``{"type": "steal"}`` (adjacent to the Gem holder, once per turn),
                  ``{"type": "play_scroll", "card": id}`` (+ ``"cell"`` for a peek).
``combat``        The active seat: ``{"type": "fight"}`` (roll the d8), ``{"type": "run"}``
                  (pay gold equal to the monster's level), ``play_scroll``.
``relocate``      The active seat chooses where a relocated token goes when the rolled
                  space is taken: ``{"type": "place_adjacent", "cell": [r, b]}``.
``discard``       Both scroll piles are empty: each seat with more than two scrolls
                  discards one at a time (``{"type": "discard_scroll", "card": id}``).
``over``          The game has ended.

Spaces are ``[red, blue]`` lists, 1-8 (see ``board.py``). Every die roll and shuffle uses
the state's own ``random.Random``; events that roll, draw or reveal carry ``"barrier": True``.

This module holds the turn and the protocol and re-exports the public names of the modules
it is built on, so callers need only this one: ``tomb.py`` (the numbers, ``State``, dice,
gold, decks, invariants), ``floors.py`` (options, setup, floor setup and end),
``exploring.py`` (movement, the Exit, rubble tokens), ``fighting.py`` (combat, knock-outs,
the Gem changing hands), ``cards.py`` (scroll and trap effects), ``log_lines.py``
(``describe``), ``hidden.py`` (``clone``, ``determinize``), ``policy.py`` (the plan of
``playout_policy``) and ``outlook.py`` (the computer players' hints: ``evaluate``,
``EVALUATE_AFTER``, ``TREE_DEPTH``, ``POLICY_MARGIN``, ``futile``, ``forget``; ``useful_actions`` is here).
"""
from __future__ import annotations

import itertools
import random

from games.baldricks_tomb import board
from games.baldricks_tomb.cards import (_INSTANT, _discard_scroll, _play_scroll,
                                        _scroll_play_options, wasted_scroll)
from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.exploring import (_on_exit, _relocate, _step, must_move_on,
                                            pass_through, route_refusal, routes, step_options)
from games.baldricks_tomb.fighting import (STEAL_HELP, _can_steal, _check_ko, _end_combat, _fight,
                                           _pass_gem, _run, _run_problem, _steal, run_refusal)
from games.baldricks_tomb.floors import (_end_floor, _keep_skills, _place_rest, _place_token,
                                         new_game, placeable_cells, player_options, setup_options)
from games.baldricks_tomb.hidden import clone, determinize
from games.baldricks_tomb.log_lines import describe, roll_text
from games.baldricks_tomb.outlook import (EVALUATE_AFTER, POLICY_MARGIN, TREE_DEPTH, evaluate,
                                          forget, futile)
from games.baldricks_tomb.policy import choose
from games.baldricks_tomb.tomb import (DECKS, DEPTH_PATHS, DIE, EXIT_REVEAL_GOLD, FIRST_EXIT_GOLD,
                                       FLOOR_TOKENS, FREE_STEPS, GEM_DEPTH, GEM_VALUE, GOLD_TOKENS,
                                       MAX_HP, MAX_PLAYERS, MIN_PLAYERS, PHASES, ROUNDS,
                                       SKILLS_DEALT_CUSTOM, SKILLS_KEPT, SOLO_FLOOR_TOKENS,
                                       SOLO_FREE_STEPS, SOLO_ROUNDS, START_SCROLLS, STEP_COST,
                                       TOKEN_PLACES, State, _board_tokens, _gain, _next_discarder,
                                       _pawn_at, _roll_space, content, current_seat,
                                       invariant_problems, is_over, run_cost, scores, skill_shares,
                                       skill_total, step_cost, winners)
from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction
from games.engine.rulekit import Actions, Key, Kind, plain_copy

# The protocol (games/engine/protocol.py), the rulebook's numbers and the helpers other
# code and the tests use, re-exported from the modules above so callers need only this one.
from games.baldricks_tomb.sheet import CHART_LABEL, score_source
__all__ = ["CHART_LABEL", "score_source", "GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "State", "content",
           "setup_options", "player_options", "new_game", "current_seat", "legal_actions",
           "whose_turn", "apply", "is_over", "scores", "winners", "view", "describe", "progress",
           "clone", "determinize", "playout_policy", "evaluate", "EVALUATE_AFTER", "POLICY_MARGIN",
           "TREE_DEPTH", "futile", "useful_actions", "forget",
           "invariant_problems", "IllegalAction", "skill_total", "skill_shares", "step_cost", "run_cost",
           "step_options", "routes", "pass_through", "must_move_on", "wasted_scroll", "route_refusal", "run_refusal", "placeable_cells",
           "roll_text", "ACTION_HELP",
           "MAX_HP", "START_SCROLLS", "SKILLS_KEPT", "SKILLS_DEALT_CUSTOM", "GOLD_TOKENS",
           "FREE_STEPS", "SOLO_FREE_STEPS", "STEP_COST", "FLOOR_TOKENS", "SOLO_FLOOR_TOKENS",
           "ROUNDS", "SOLO_ROUNDS", "GEM_VALUE", "EXIT_REVEAL_GOLD", "FIRST_EXIT_GOLD", "DIE",
           "DEPTH_PATHS", "GEM_DEPTH", "PHASES", "DECKS", "TOKEN_PLACES",
           # private helpers the tests drive directly
           "_start_turn", "_check_ko", "_pass_gem", "_INSTANT"]


GAME_ID = "baldricks_tomb"
TITLE = N_("Baldrick's Tomb")        # translated where shown (registry.GameInfo.title)

# What the move phase's actions do, for the board's buttons ("Gameplay", "The Exit",
# "Baldrick's Gem"): marked for the catalog, translated by the board when it shows them.
ACTION_HELP = {
    "end_move": N_("Stop moving; the rubble you resolved goes back by dice."),
    "exit": N_("Go down to the next floor; no more turns on this one."),
    "steal": STEAL_HELP,
}


# ---------------------------------------------------------------------------- turn flow

def _roll_pawn(state: State, action: dict) -> list[dict]:
    """"Floor Setup": roll the two dice for a starting space; re-roll onto a pawn."""
    seat = state.to_roll.pop(0)
    cell, rolls = _roll_space(state, lambda c: _pawn_at(state, c) is None)
    state.cells[seat] = cell
    events = [{"type": "pawn_placed", "seat": seat, "rolls": rolls, "cell": cell,
               "barrier": True}]
    if not state.to_roll:
        events += _start_turn(state, state.ftl)
    return events


def _start_turn(state: State, seat: int) -> list[dict]:
    """Begin ``seat``'s turn ("Gameplay"): four free steps (five solo, "Solo Play") plus
    its skills' extra steps, no steal yet; returns the ``turn`` event."""
    state.turn, state.phase = seat, "move"
    base = SOLO_FREE_STEPS if state.solo else FREE_STEPS
    state.free_steps = base + skill_total(state, seat, "extra_steps")
    state.stole, state.steal_bonus = False, 0
    return [{"type": "turn", "seat": seat, "round": state.doom, "free_steps": state.free_steps,
             "skill_shares": skill_shares(state, seat, "extra_steps")}]


def _end_move(state: State, action: dict) -> list[dict]:
    if _pawn_at(state, state.cells[state.turn], state.turn) is not None:
        raise IllegalAction(_("You cannot stop on another pawn's space."))
    return [{"type": "end_move", "seat": state.turn}] + _finish_turn(state)


def _exit(state: State, action: dict) -> list[dict]:
    """"The Exit": leave the floor; the first to leave gets 1 gold and First to Land."""
    if not _on_exit(state):
        raise IllegalAction(_("Stand on the face-up Exit to leave the floor."))
    seat = state.turn
    first = state.next_ftl is None
    gold = due = 0
    if first:
        state.next_ftl = seat
        due = FIRST_EXIT_GOLD
        gold = _gain(state, seat, due)
    state.exited[seat] = True
    state.cells[seat] = None
    event = {"type": "exited", "seat": seat, "first": first, "gold": gold, "due": due}
    return [event] + _finish_turn(state)


def _finish_turn(state: State) -> list[dict]:
    """End of a turn ("Gameplay"): relocate resolved tokens by dice (the active seat
    chooses an adjacent space when the rolled one is taken), re-enter knocked-out pawns,
    then the floor ends or play passes on."""
    if state.combat is not None:
        _end_combat(state)
    events = _relocate(state)
    if state.phase == "relocate":
        return events
    for seat in state.reentry:
        cell, rolls = _roll_space(state, lambda c: _pawn_at(state, c) is None)
        state.cells[seat] = cell
        events.append({"type": "reentered", "seat": seat, "rolls": rolls, "cell": cell,
                       "barrier": True})
    state.reentry = []
    if all(state.exited):
        return events + _end_floor(state)
    return events + _next_turn(state)


def _place_adjacent(state: State, action: dict) -> list[dict]:
    cell = action["cell"]
    if cell not in state.relocating["options"]:
        raise IllegalAction(_("Choose an empty space next to the rolled one."))
    tid = state.resolved.pop(0)
    state.tokens[tid].update(at="board", cell=list(cell), up=True)
    state.relocating = None
    state.phase = "move"
    return [{"type": "token_moved", "seat": state.turn, "kind": token_kind(tid),
             "cell": list(cell)}] + _finish_turn(state)


def _next_turn(state: State) -> list[dict]:
    """Pass play on; each time the First to Land seat's turn comes round the Impending
    Doom advances, and after the last round the floor ends. Exited seats are skipped
    (their seat still marks the round)."""
    events, seat = [], state.turn
    while True:
        seat = (seat + 1) % state.n
        if seat == state.ftl:
            if state.doom >= state.rounds:
                return events + _end_floor(state)
            state.doom += 1
            events.append({"type": "doom", "round": state.doom})
        if not state.exited[seat]:
            return events + _start_turn(state, seat)


# ---------------------------------------------------------------------------- protocol

_TURN_PHASES = ("move", "combat", "relocate")


def whose_turn(state: State) -> tuple[int, tuple[int, int]] | None:
    """The turn under way ("Gameplay"): ``(active seat, (floor, round))``, also while
    other seats discard down to two during it; ``None`` in the set-up phases and once the
    game is over. Every new turn changes it: the round advances each time play passes
    the First to Land seat, so a solo player's turns differ too."""
    phase = state.discard_return if state.phase == "discard" else state.phase
    if phase not in _TURN_PHASES:
        return None
    return state.turn, (state.floor, state.doom)


# The sentence said when an action of another phase is tried in each phase (marked for
# the catalog; ``apply`` translates it as it is raised).
_PHASE_REASONS = {
    "skills": N_("First everyone keeps three of their five skills."),
    "place_tokens": N_("First the rubble tokens are placed."),
    "place_pawns": N_("First every pawn rolls its starting space."),
    "move": N_("It is time to move (or end the move)."),
    "combat": N_("Fight the monster, run away or play a scroll first."),
    "relocate": N_("First choose where the rubble token goes."),
    "discard": N_("First discard scrolls down to two."),
    "over": N_("The game is over."),
}


def legal_actions(state: State) -> list[dict]:
    """Every action the seat that must decide may take now (see the module docstring)."""
    phase = state.phase
    if phase == "skills":
        offer = state.offers[current_seat(state)]
        return [{"type": "keep_skills", "cards": list(c)} for c in itertools.combinations(offer, 3)]
    if phase == "place_tokens":
        return [{"type": "place_token", "cell": list(c)} for c in placeable_cells(state)] + \
            [{"type": "place_rest"}]
    if phase == "place_pawns":
        return [{"type": "roll_pawn"}]
    if phase == "move":
        return _move_actions(state)
    if phase == "combat":
        acts = [{"type": "fight"}]
        if _run_problem(run_cost(state), state.gold[state.turn]) is None:
            acts.append({"type": "run"})
        return acts + _scroll_play_options(state)
    if phase == "relocate":
        return [{"type": "place_adjacent", "cell": list(c)} for c in state.relocating["options"]]
    if phase == "discard":
        return [{"type": "discard_scroll", "card": c}
                for c in state.scrolls[_next_discarder(state)]]
    return []


def useful_actions(state: State) -> list[dict]:
    """The legal actions a computer player weighs (protocol hint, ``games.engine.bots``):
    ``legal_actions(state)`` in its order, less the ones that change nothing
    (``outlook.futile``: a healing scroll at full Health) while another is left. Never
    empty while the game goes on."""
    legal = legal_actions(state)
    return [a for a in legal if not futile(state, a)] or legal


def playout_policy(state: State, rng: random.Random) -> dict:
    """A quick, sensible legal action for the seat that must decide now, chosen with
    ``rng`` from what that seat can see, without looking ahead (``policy.py`` has the
    plan). Raises ``ValueError`` when the game is over."""
    legal = legal_actions(state)
    if not legal:
        raise ValueError(_("The game is over: nobody has anything to choose."))
    return choose(state, legal, rng)


def _move_actions(state: State) -> list[dict]:
    acts = [{"type": "step", "cell": list(c)} for c in step_options(state)]
    if _pawn_at(state, state.cells[state.turn], state.turn) is None:
        acts.append({"type": "end_move"})
    if _on_exit(state):
        acts.append({"type": "exit"})
    if _can_steal(state):
        acts.append({"type": "steal"})
    return acts + _scroll_play_options(state)


def _settle(state: State) -> list[dict]:
    """After an action: a knocked-out active seat ends its turn at once; a pending
    discard-down-to-two interrupts whatever comes next."""
    events = []
    seat = state.turn
    if state.phase in ("move", "combat") and state.cells[seat] is None and seat in state.reentry:
        events += _finish_turn(state)
    if state.discard_pending and state.phase not in ("over", "discard"):
        state.discard_pending = False
        if any(len(h) > 2 for h in state.scrolls):
            state.discard_return, state.phase = state.phase, "discard"
            events.append({"type": "discard_down", "seat": _next_discarder(state)})
    return events


# Each action: its handler, the phases it may be taken in and the keys it takes besides
# "type" (checked by the kit before the handler runs). play_scroll's "cell" is for a peek
# scroll alone; the scroll itself says when one is wrong.
_CELL = Key(lambda v: isinstance(v, list) and board.as_cell(v) is not None,
            N_("a space [red, blue], each 1-8"))
_CARD = Key(lambda v: isinstance(v, str), N_("a card id (text)"))
_CARDS = Key(lambda v: isinstance(v, list) and all(isinstance(c, str) for c in v),
             N_("a list of card ids (text)"))
_ACTIONS = Actions({
    "keep_skills": Kind(_keep_skills, ("skills",), {"cards": _CARDS}),
    "place_token": Kind(_place_token, ("place_tokens",), {"cell": _CELL}),
    "place_rest": Kind(_place_rest, ("place_tokens",)),
    "roll_pawn": Kind(_roll_pawn, ("place_pawns",)),
    "step": Kind(_step, ("move",), {"cell": _CELL}),
    "end_move": Kind(_end_move, ("move",)),
    "exit": Kind(_exit, ("move",)),
    "steal": Kind(_steal, ("move",)),
    "play_scroll": Kind(_play_scroll, ("move", "combat"),
                        {"card": _CARD, "cell": Key(_CELL.check, _CELL.words, optional=True)}),
    "fight": Kind(_fight, ("combat",)),
    "run": Kind(_run, ("combat",)),
    "place_adjacent": Kind(_place_adjacent, ("relocate",), {"cell": _CELL}),
    "discard_scroll": Kind(_discard_scroll, ("discard",), {"card": _CARD}),
}, _PHASE_REASONS, after=_settle)


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for ``current_seat`` and return the events it caused.

    Raises ``IllegalAction`` (state unchanged) when the action is not allowed now,
    including any malformed action: not a dict, an unknown ``"type"``, a missing or
    unknown key, or a value of the wrong kind (``games.engine.rulekit.Actions``). Never
    raises anything else for a bad action. The reason is in the language shown (a
    phase's sentence is translated here, as it is raised; the others where they are
    raised).
    """
    try:
        return _ACTIONS.apply(state, action)
    except IllegalAction as exc:
        raise IllegalAction(_(exc.reason)) from None


# ---------------------------------------------------------------------------- views

# Where the Gem is, as the table sees it: once mixed into the floor's rubble it is one
# face-down token among the others, in the placer's hand or on the board alike.
_GEM_SEEN = {"track": "track", "held": "held", "aside": "aside", "setup": "rubble",
             "board": "rubble"}


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (``None``: a spectator). Hidden from other seats: scroll
    cards in hand (only counts are shown), skills being chosen (and what they would
    change, such as the step cost), the identity of face-down tokens, the Gem's among
    them, even for the seat that placed it (a seat sees the kinds it has peeked at), the
    order of the tokens still to place and the order of decks. Two states that differ
    only in what ``seat`` may not see give equal views. ``skills_to_keep``: while skills
    are chosen ("Custom Characters"), how many each seat keeps (else 0)."""
    c = content()
    board_tokens = []
    for cell, tid in sorted(_board_tokens(state).items()):
        token = state.tokens[tid]
        peeked = seat is not None and tid in state.known[seat]
        board_tokens.append({"cell": list(cell), "face_up": token["up"], "peeked": peeked,
                             "kind": token_kind(tid) if token["up"] or peeked else None})
    players = []
    hide_skills = state.phase == "skills"
    for s, p in enumerate(state.players):
        players.append({
            "name": p["name"], "colour": p["colour"], "character": p["character"],
            "hp": state.hp[s], "max_hp": MAX_HP, "poison": state.poison[s],
            "gold": state.gold[s], "score": scores(state)[s], "gem": state.gem_holder == s,
            "scrolls": len(state.scrolls[s]), "wards": state.wards[s],
            "skills": list(state.skills[s]) if not hide_skills or s == seat else [],
            "choosing_skills": bool(state.offers[s]), "exited": state.exited[s],
            "cell": state.cells[s], "knocked_out": s in state.reentry})
    combat = None
    if state.combat is not None:
        combat = dict(state.combat, run_cost=run_cost(state),
                      hp=c.monsters[state.combat["monster"]].hp)
    relocating = None
    if state.relocating is not None:
        relocating = {"kind": token_kind(state.relocating["token"]),
                      "rolled": state.relocating["rolled"], "options": state.relocating["options"]}
    return plain_copy({   # a copy: nothing a scene does to it reaches the state
        "phase": state.phase, "floor": state.floor, "floors": len(state.path),
        "depth": state.depth, "depth_path": list(state.path), "gem_floor": state.gem_floor,
        "doom": state.doom, "rounds": state.rounds, "ftl": state.ftl, "turn": state.turn,
        "current_seat": current_seat(state), "supply": state.supply, "players": players,
        "my_scrolls": list(state.scrolls[seat]) if seat is not None else [],
        "my_offer": list(state.offers[seat]) if seat is not None else [],
        "board": board_tokens, "setup_left": len(state.setup_hand),
        "set_aside": [token_kind(t) for t in state.resolved],
        "gem": {"at": _GEM_SEEN[state.tokens["gem"]["at"]], "holder": state.gem_holder},
        "combat": combat, "relocating": relocating, "free_steps": state.free_steps,
        "step_cost": None if hide_skills else step_cost(state, state.turn), "stole": state.stole,
        "deck_sizes": {name: len(state.piles[name]) for name in DECKS if name != "skill_box"},
        "discards": {name: list(state.piles[f"{name}_discard"])
                     for name in ("monster", "treasure", "scroll", "trap")},
        "to_roll": list(state.to_roll), "winners": winners(state),
        "skills_to_keep": SKILLS_KEPT if hide_skills else 0,
    })


def progress(state: State) -> str:
    """Short progress text for the save list in the language shown, e.g. ``"Floor 2,
    round 3"``, ``"Choosing skills"``, ``"Finished: Ola & Bart won"``."""
    if state.phase == "over":
        names = " & ".join(state.players[s]["name"] for s in winners(state))
        return _("Finished: {names} won").format(names=names)
    if state.phase == "skills":
        return _("Choosing skills")
    if state.phase in ("place_tokens", "place_pawns"):
        return _("Floor {floor}, setting up").format(floor=state.floor)
    return _("Floor {floor}, round {round}").format(floor=state.floor, round=state.doom)
