"""Baš-Čelik rules engine (basic and advanced variants): pure Python, no pygame,
deterministic from a seed. The variant is the option ``variant`` ("basic", the default,
or "advanced": ``unoffered_options``, not on the setup screen until the board plays it).

Implements ``games.engine.protocol``. Phases (``current_seat`` is the seat that decides):

``choose``  a seat chooses its character (set-up by agreement, or starting over):
            ``choose_character {character}``.
``turn``    the start of a turn: ``roll`` (Outer ring; an Indifferent character's first
            roll names its direction: ``clockwise``), ``step {to}`` (Inner World, Centre,
            through a triangle field), ``rest``, ``attack`` (the creature lying here),
            ``wait`` (only when nothing else moves the hero), ``remain`` (stay on
            the field: a defender another hid from, both after a meeting with a
            Struggle, 4.4.3 / 4.4); at any moment of the turn
            also ``buy {card}``, ``sell {card}``, ``buy_health``, ``use {card}``,
            ``curse {card, target}``, ``curse_creature {card}``, ``return_task``.
``path``    where the d6 move ends when there is a choice: ``go {to}``.
``water``   on a ferry's water field: ``ferry`` (d4 ducats) or ``wade`` (skipped next cycle).
``arrive``  an empty field: ``draw {pile}`` (0 or 1), ``take_key`` at a key location; a
            field where several characters stand: ``meet_hero {other}`` (whom to meet, 4.4).
``after``   the move is made: ``attack``, the anytime actions, ``end_turn``.
``discard`` a hand over its room: ``discard {card}``.
``meet``    a meeting round (4.4): ``meet_none``, ``struggle``, ``hide``, ``steal {what}``,
            ``offer {give, take, price}`` (a trade: any two of the three).
``trade``   the other player answers the offer: ``accept_offer`` or ``decline_offer``.
``loot``    the winner of a conflict between characters: ``loot {card}``, ``loot_done``.
``ward``    a cursed seat: ``ward {card}`` (a curse of its own) or ``accept``.
``bas``     the conflict with Baš-Čelik: ``strike``, ``use {card}``.
``beasts``  the captor places the Dragon, Ala and Ažđaja: ``place {field}``, ``place_done``.
``beast``   a beast on the field arrived at: ``struggle`` or ``hide``.
``mend``    a seat hurt outside its own turn may heal with a card (9.): ``use {card}``,
            ``mend_done``.
``market``  the end of a cycle (3., 4.4.4): one public poll, ``market_trader {seat}`` (that
            character makes offers) or ``market_pass`` (nobody trades); the trader named
            ``trade_offer {to, give|take, take|price|service}`` to any other, ``use
            {card}`` (healing), ``market_pass`` (done); a meeting offers the service
            forms too (``market.py``).
``over``    the game has ended.

The advanced variant (every paragraph marked "Advanced variant"; ``advanced.py``,
``conflict_adv.py``) adds two phases and changes some actions:

``fight``   the character's half of a creature conflict's round (the creature attacked
            first): ``strike {attribute}`` ("strength" / "intelligence"), ``hide``,
            ``hold``, ``use {card}``, ``curse_creature {card}``; also the conflict with
            a beast of the finale (no phase ``beast`` in this variant).
``bribe``   a creature that may be bribed: ``bribe`` (its Negotiation in ducats),
            ``bribe {card}`` (an item), ``no_bribe``.
``foe_attack`` the seat that controls the attacker chooses its attribute, ``foe_attack
            {attribute}``: the Baš-Čelik player for a creature's attack and Baš-Čelik's
            blow, the captor for a beast's (``pending``: ``{"foe": "creature" | "beast" |
            "bas", "seat": the character attacked, "controller"}``); without a
            Baš-Čelik player the app chooses for creatures and Baš-Čelik.
            In ``meet`` a Struggle and a Stealing name the attribute (``struggle
            {attribute}``, ``steal {what, attribute}``); in ``bas`` ``strike {attribute}``;
            in ``turn`` / ``after`` also ``comrade``, ``prey {nature}``, ``grow``,
            ``key_power {card, target, what}``.

The modules: ``content.py`` (the designed data), ``state.py`` (``State``, helpers,
invariants), ``setup.py``, ``turns.py`` (cycle, movement, fields, fate cards), ``care.py`` (shops,
healing, items, curses, tasks), ``fighting.py`` (conflicts, meetings, elimination),
``finale.py`` (Baš-Čelik's conflict, his capture, the beasts), ``log_lines.py`` (``describe``), ``hidden.py`` (``view``, ``clone``, ``determinize``) and
``policy.py`` (``playout_policy``, ``evaluate``); the advanced variant's ``adv_content.py``
(``data/bas_celik/advanced.yaml``), ``advanced.py``, ``conflict_adv.py``, ``log_adv.py``
and ``policy_adv.py``.
"""
from __future__ import annotations

import random

from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction
from games.engine.rulekit import Actions, Key, Kind, is_int, said_in_language
from games.bas_celik import advanced, care, conflict_adv, fighting, finale, market, turns
from games.bas_celik.content import content
from games.bas_celik.hidden import clone, determinize, view
from games.bas_celik.log_lines import describe
from games.bas_celik.policy import EVALUATE_AFTER, choose, evaluate
from games.bas_celik.setup import (choose_next, new_game, player_options, setup_events,
                                   setup_options, unoffered_options)
from games.bas_celik.state import (MAX_PLAYERS, MIN_PLAYERS, State, hero, invariant_problems,
                                   capacity, carried)

from games.bas_celik.sheet import CHART_LABEL, breakdown, chart_values
__all__ = ["CHART_LABEL", "breakdown", "chart_values", "GAME_ID", "TITLE", "MIN_PLAYERS",
           "MAX_PLAYERS", "State", "setup_options",
           "player_options", "unoffered_options", "new_game", "setup_events", "current_seat", "whose_turn", "legal_actions", "apply",
           "is_over", "scores", "winners", "view", "describe", "progress", "clone",
           "determinize", "playout_policy", "evaluate", "EVALUATE_AFTER", "policy_decides",
           "invariant_problems", "IllegalAction", "RANDOM_PLAY_ENDS", "SETUP_NOTE", "seat_role", "idle_seat",
           "POLICY_MARGIN", "ACTION_COST"]

GAME_ID = "bas_celik"
TITLE = "Baš-Čelik"                 # a name, the same in every language
_SAID = {"SETUP_NOTE": N_("Seats play in this order; a d6 roll-off picks who starts. With a "
                          "Baš-Čelik player, the last seat plays Baš-Čelik: it keeps the "
                          "bank and rolls for the creatures, with no character.")}


__getattr__ = said_in_language(_SAID, __name__)   # the sentences above, translated


def seat_role(options: dict, seat: int, count: int) -> str | None:
    """What the setup screen says of seat ``seat`` (0-based) of ``count`` with
    ``options``: the last seat plays Baš-Čelik when there is a Baš-Čelik player (1.);
    in the advanced variant it also chooses the creatures' attacks (phase
    ``foe_attack``); ``None`` for a seat with a character."""
    if options.get("bc_player") and seat == count - 1:
        if options.get("variant") == "advanced":
            return _("Plays Baš-Čelik: keeps the bank, chooses how the creatures attack, no "
                     "character")
        return _("Plays Baš-Čelik: keeps the bank, no character")
    return None


def idle_seat(options: dict, seat: int, count: int) -> str | None:
    """Why seat ``seat`` of ``count`` never takes a turn with ``options``: the Baš-Čelik
    player (1.) of the basic variant, whose dice the app rolls at once; ``None`` for a
    seat with a character, and for the Baš-Čelik player of the advanced variant, who
    chooses how the creatures and Baš-Čelik attack (a person or a computer plays it)."""
    if options.get("bc_player") and seat == count - 1 and options.get("variant") != "advanced":
        return _("No turns: the app rolls its dice")
    return None


# Where it searches, a computer keeps the playout policy's choice unless its search finds
# better by more than two standard errors: the policy heads for the Key cards, and one
# field more or less on the way changes a playout's end less than its dice, so a Hard
# seat's search wandered the Inner World by the noise of its playouts (a playtester's
# Hard seat took no Key card in 44 cycles; it even stepped back out to the ring).
POLICY_MARGIN = 2.0
# An action here costs more to list and apply than in Baldrick's Tomb (the work budget's
# yardstick: the market's questions at every cycle's end, the shops, items and curses of
# every turn), so it counts one and a half in a computer's work budget: Hard's decisions
# took about 0.9 s of CPU on average and up to 1.4 s where the goal is under 1 s,
# Normal's 0.3 s where the goal is under 0.3 s (tests.bench_bots).
ACTION_COST = 1.5


# Uniformly random choices walk round the ring for ever and throw their lives at
# Baš-Čelik's d12+2 without a Sword; the playout policy's games end.
RANDOM_PLAY_ENDS = False


# ---------------------------------------------------------------------------- seats

def current_seat(state: State) -> int | None:
    """The seat that must decide now (see the module docstring), ``None`` once over."""
    phase = state.phase
    if phase == "over":
        return None
    if phase == "choose":
        return state.pending["seat"]
    if phase in ("discard", "loot", "mend"):
        return state.queue[0]["seat"]
    if phase == "market":
        return market.market_seat(state)
    if phase == "ward":
        return state.pending["target"]
    if phase == "trade":
        return state.pending["to"]
    if phase == "meet":
        return state.meeting["actor"]
    if phase == "foe_attack":
        return state.pending["controller"]
    return state.turn


def whose_turn(state: State) -> tuple[int, int] | None:
    """``(seat, turn number)`` during play; ``None`` while setting up or over."""
    if state.phase == "over" or state.turn_no == 0:
        return None
    return state.turn, state.turn_no


def is_over(state: State) -> bool:
    """The game has ended (Baš-Čelik escorted to a refuge, or every player lost to him)."""
    return state.phase == "over"


def scores(state: State) -> list[int]:
    """Each seat's way towards the win: 10 for the winner; else 2 per Key card held or
    placed and the most strikes dealt to Baš-Čelik in one fight, at most 9 (our measure
    for the save list and bots; ``sheet.breakdown`` shows its parts)."""
    out = []
    for s, h in enumerate(state.heroes):
        if s in state.winners:
            out.append(10)
        elif h is None or h["char"] is None:
            out.append(0)
        else:
            from games.bas_celik.sheet import key_cards
            out.append(min(9, key_cards(state, s) * 2 + h["best"]))
    return out


def winners(state: State) -> list[int]:
    """The winning seats once the game is over, else ``[]``."""
    return list(state.winners) if state.phase == "over" else []


def progress(state: State) -> str:
    """Save-list text: ``"Cycle 12: most Key cards 2"``, ``"Cycle 2: no Key cards yet"``,
    ``"Setting up"`` or the finish."""
    if state.phase == "over":
        return _("Finished: {names} won").format(
            names=" & ".join(state.players[s]["name"] for s in winners(state)))
    if state.turn_no == 0:
        return _("Setting up")
    if state.centre["bc"] != "centre":
        return _("Cycle {cycle}: Baš-Čelik is taken").format(cycle=state.cycle)
    keys = max((len(h["keys_placed"]) + sum(1 for c in h["items"] if content().card(c).kind == "key")
                for h in state.heroes if h is not None), default=0)
    if not keys:
        return _("Cycle {cycle}: no Key cards yet").format(cycle=state.cycle)
    return _("Cycle {cycle}: most Key cards {keys}").format(cycle=state.cycle, keys=keys)


# ---------------------------------------------------------------------------- legal actions

def _dedupe(actions: list[dict], key: str) -> list[dict]:
    seen, out = set(), []
    for a in actions:
        k = a[key].split("#")[0]
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


def legal_actions(state: State) -> list[dict]:
    """Every action the seat that must decide may take now."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "choose":
        return [{"type": "choose_character", "character": c} for c in state.bank["characters"]]
    if phase == "turn":
        return turns.turn_options(state)
    if phase == "path":
        seen, out = set(), []
        for p in state.pending["paths"]:
            if p["to"] not in seen:
                seen.add(p["to"])
                out.append({"type": "go", "to": p["to"]})
        return out
    if phase == "water":
        return [{"type": "ferry"}, {"type": "wade"}]
    if phase == "arrive":
        return turns.arrive_options(state, state.turn)
    if phase == "after":
        return turns.after_options(state)
    if phase == "discard":                         # 7.: return a card, or use one up
        seat = state.queue[0]["seat"]
        h = hero(state, seat)
        spend = [a for a in care.use_options(state, seat)
                 if content().card(a["card"]).effect["handler"] in ("gold", "heal", "heal_to")]
        return _dedupe([{"type": "discard", "card": c} for c in h["items"] + h["curses"]],
                       "card") + spend
    if phase == "meet":
        if advanced.is_advanced(state):
            return conflict_adv.meet_options(state)
        return fighting.meet_options(state)
    if phase == "fight":                           # advanced: the character's half
        return conflict_adv.fight_options(state)
    if phase == "bribe":
        return conflict_adv.bribe_options(state)
    if phase == "foe_attack":                      # the controller's choice
        return [{"type": "foe_attack", "attribute": a} for a in ("strength", "intelligence")]
    if phase == "loot":
        return fighting.loot_options(state)
    if phase == "trade":
        return [{"type": "accept_offer"}, {"type": "decline_offer"}]
    if phase == "mend":
        return care.healing_options(state, state.queue[0]["seat"]) + [{"type": "mend_done"}]
    if phase == "market":
        return market.market_options(state)
    if phase == "ward":
        h = hero(state, state.pending["target"])
        return [{"type": "accept"}] + _dedupe([{"type": "ward", "card": c} for c in h["curses"]], "card")
    if phase == "bas" and advanced.is_advanced(state):
        return conflict_adv.bas_options(state)
    if phase == "bas":
        return [{"type": "strike"}] + [a for a in care.use_options(state, state.turn)
                                       if content().card(a["card"]).effect["handler"] in ("heal", "heal_to")]
    if phase == "beasts":
        return [{"type": "place", "field": f} for f in finale.beast_fields(state)] + \
            [{"type": "place_done"}]
    if phase == "beast":                           # G. Curses: a paralysed one only hides
        return ([] if hero(state, state.turn)["paralysed"] else [{"type": "struggle"}]) + \
            [{"type": "hide"}]
    return []


def playout_policy(state: State, rng: random.Random) -> dict:
    """A quick, purposeful legal action for the seat that must decide now (``policy.py``).
    Raises ``ValueError`` when the game is over."""
    legal = legal_actions(state)
    if not legal:
        raise ValueError(_("The game is over: nobody has anything to choose."))
    return choose(state, legal, rng)


POLICY_PHASES = frozenset({"discard", "loot", "beasts", "path", "mend", "market", "foe_attack"})


def policy_decides(state: State) -> bool:
    """True where a computer player should take ``playout_policy``'s action rather than
    search: shopping and using items at the start or end of a turn (free actions a search
    would shuffle), what to drop or take, where to place the beasts, which attribute a
    creature it controls attacks with (the policy reckons the harm exactly)."""
    if state.phase in POLICY_PHASES:
        return True
    if state.phase in ("turn", "after"):
        legal = legal_actions(state)
        return any(a["type"] in ("buy", "sell", "buy_health", "use", "return_task") for a in legal)
    return False


# ---------------------------------------------------------------------------- handlers

def _run(state: State, action: dict) -> list[dict]:
    seat = current_seat(state)
    kind = action["type"]
    phase = state.phase
    if kind == "choose_character":
        return choose_next(state, seat, action["character"])
    if kind == "roll":
        return turns.do_roll(state, seat, action.get("clockwise"))
    if kind == "go":
        path = next(p for p in state.pending["paths"] if p["to"] == action["to"])
        return turns.go(state, seat, path)
    if kind == "step":
        return turns.step(state, seat, action["to"])
    if kind == "rest":
        return care.rest(state, seat)
    if kind == "attack" and advanced.is_advanced(state):
        return conflict_adv.attack(state, seat)
    if kind == "attack":
        field = hero(state, seat)["field"]
        return [{"type": "attacks", "seat": seat, "card": state.board[field]}] + \
            fighting.creature_round(state, seat, field, attacking=True)
    if kind == "wait":
        state.phase = "end"
        return [{"type": "waited", "seat": seat}]
    if kind == "remain":
        hero(state, seat)["remain"] = None
        state.phase = "end"
        return [{"type": "remained", "seat": seat}]
    if kind == "buy":
        return care.buy(state, seat, action["card"])
    if kind == "sell":
        return care.sell(state, seat, action["card"])
    if kind == "buy_health":
        return care.buy_health(state, seat)
    if kind == "use":
        events = care.use(state, seat, action["card"])
        if phase == "mend" and not care.healing_options(state, seat):
            state.phase = state.queue.pop(0)["resume"]
        elif phase == "discard" and carried(hero(state, seat)) <= capacity(hero(state, seat)):
            state.phase = state.queue.pop(0)["resume"]   # a card used up is one fewer
        return events
    if kind == "mend_done":
        state.phase = state.queue.pop(0)["resume"]
        return []
    if kind == "trade_offer":
        return market.offer(state, seat, action)
    if kind == "market_pass":
        return market.market_pass(state)
    if kind == "market_trader":
        return market.name_trader(state, action["seat"])
    if kind == "curse":
        return care.lay_curse(state, seat, action["card"], action["target"])
    if kind == "curse_creature":
        return care.curse_creature(state, seat, action["card"])
    if kind == "return_task":
        return care.return_task(state, seat)
    if kind in ("ferry", "wade"):
        return turns.water_choice(state, seat, kind == "ferry")
    if kind == "draw":
        return turns.draw(state, seat, action["pile"])
    if kind == "take_key":
        return turns.take_key(state, seat)
    if kind == "meet_hero":
        state.pending = None
        return fighting.begin_meeting(state, seat, action["other"])
    if kind == "end_turn":
        state.phase = "end"
        return []
    if kind == "discard":
        h = hero(state, seat)
        card = action["card"]
        if card in h["items"]:
            h["items"].remove(card)
            turns.return_card(state, card)
            events = [{"type": "discarded", "seat": seat, "card": card}]
        else:
            h["curses"].remove(card)
            turns.return_face_down(state, card)
            events = [{"type": "discarded_curse", "seat": seat, "card": card,
                       "shown_to": [seat]}]
        if carried(h) <= capacity(h):
            state.phase = state.queue.pop(0)["resume"]
        return events
    if kind in ("struggle", "hide") and phase == "beast":
        return finale.beast_action(state, seat, kind)
    adv = _run_advanced(state, seat, action)
    if adv is not None:
        return adv
    if kind in ("meet_none", "struggle", "hide", "steal"):
        return fighting.meet_action(state, action)
    if kind == "offer":
        return fighting.offer(state, action)
    if kind in ("accept_offer", "decline_offer"):
        return fighting.answer_offer(state, kind == "accept_offer")
    if kind == "loot":
        return fighting.loot(state, action["card"])
    if kind == "loot_done":
        return fighting.loot(state, None)
    if kind == "ward":
        return care.ward(state, action["card"])
    if kind == "accept":
        return care.ward(state, None)
    if kind == "strike":
        return finale.bas_strike(state, seat)
    if kind == "place":
        return finale.place_beast(state, action["field"])
    if kind == "place_done":
        return finale.place_beast(state, None)
    raise IllegalAction(_("That cannot be done now."))     # pragma: no cover


_REFUSE = {
    "choose_character": N_("That character is not free to choose."),
    "roll": N_("A d6 is rolled only for a move on the Outer ring."),
    "go": N_("The roll does not take the character there."),
    "step": N_("That field is not one move away, or it is locked."),
    "rest": N_("Resting heals only in a settlement or on a holy field, below full Health."),
    "attack": N_("There is nothing to attack on this field."),
    "wait": N_("The character can still move."),
    "remain": N_("The character must move on: it may remain only after another hid from it or after a struggle."),
    "buy": N_("That is not sold here, not left in the bank, or costs more ducats than you have."),
    "sell": N_("Weapons are sold back only in a settlement."),
    "buy_health": N_("Health is bought in a settlement, one ducat each, up to the maximum."),
    "use": N_("That item cannot be used now."),
    "curse": N_("That curse cannot be laid on that character now."),
    "curse_creature": N_("A curse is laid on a creature lying on your field, one at a time."),
    "return_task": N_("A task done is returned on the Spring, the Foot of the Cliff or the Stone Plateau."),
    "draw": N_("Draw from a pile of this world that has cards."),
    "take_key": N_("No Key card for you here."),
    "meet_hero": N_("Meet one of the characters standing on this field."),
    "discard": N_("Only a card of the hand can be returned."),
    "steal": N_("There is no such thing to steal."),
    "offer": N_("Trade offers item cards lying face up, for a card or 1 to 6 ducats the other has."),
    "trade_offer": N_("A trade gives or takes an item card lying face up, for a card, 1 to 6 ducats or a service; one offer to each character."),
    "loot": N_("That card is not among the loser's treasures, or you hold one like it."),
    "ward": N_("Only one of your own curses wards off a curse."),
    "place": N_("A beast is placed on a free Outer or Inner field."),
    "strike": N_("Strike with Strength or Intelligence, in a conflict under way."),
    "bribe": N_("The bribe is the creature's Negotiation in ducats, or one of your item cards."),
    "comrade": N_("Only a Companion that is not a comrade yet becomes one."),
    "prey": N_("Only an Indifferent character chooses, once, Good or Evil creatures for its growth."),
    "grow": N_("Intelligence grows when you hold enough curses: 3, then 2 more."),
    "key_power": N_("A Key card's power works after Baš-Čelik's defeat, on a weapon or Transport it can take."),
    "foe_attack": N_("Only the one who rolls for the creature chooses its attack, when it attacks."),
}


def _run_advanced(state: State, seat: int, action: dict) -> list[dict] | None:
    """The actions of the advanced variant (``advanced.py``, ``conflict_adv.py``);
    ``None`` for any other."""
    kind, phase = action["type"], state.phase
    if phase == "fight" and kind in ("strike", "hide", "hold"):
        return {"strike": lambda: conflict_adv.strike(state, seat, action["attribute"]),
                "hide": lambda: conflict_adv.hide(state, seat),
                "hold": lambda: conflict_adv.hold(state, seat)}[kind]()
    if phase == "bas" and kind == "strike" and "attribute" in action:
        return conflict_adv.bas_round(state, seat, action["attribute"])
    if phase == "meet" and kind in ("struggle", "steal", "hide", "meet_none") and \
            advanced.is_advanced(state):
        return conflict_adv.meet_action(state, action)
    if kind == "foe_attack":
        return conflict_adv.attack_chosen(state, action["attribute"])
    if kind == "bribe":
        return conflict_adv.bribe(state, seat, action.get("card"))
    if kind == "no_bribe":
        return conflict_adv.refuse_bribe(state, seat)
    if kind == "comrade":
        return advanced.make_comrade(state, seat)
    if kind == "prey":
        return advanced.choose_prey(state, seat, action["nature"])
    if kind == "grow":
        return advanced.grow_intelligence(state, seat)
    if kind == "key_power":
        return advanced.key_power(state, seat, action["card"], action["target"], action["what"])
    return None


def _handler(state: State, action: dict) -> list[dict]:
    if action not in legal_actions(state):
        raise IllegalAction(_(_REFUSE.get(action["type"], N_("That cannot be done now."))))
    events = _run(state, action)
    return events + turns.settle(state)


_TEXT = Key(lambda v: isinstance(v, str), N_("an id (text)"))
_INT = Key(is_int, N_("a whole number"))
_OPT_TEXT = Key(lambda v: isinstance(v, str), N_("an id (text)"), optional=True)
_OPT_INT = Key(is_int, N_("a whole number"), optional=True)
_BOOL = Key(lambda v: isinstance(v, bool), N_("true or false"), optional=True)
_ANY = ("turn", "after")
_ATTRIBUTE_NAMED = Key(lambda v: v in ("strength", "intelligence"), N_("strength or intelligence"))
_ATTRIBUTE = Key(lambda v: v in ("strength", "intelligence"), N_("strength or intelligence"),
                 optional=True)
_ACTIONS = Actions({
    "choose_character": Kind(_handler, ("choose",), {"character": _TEXT}),
    "roll": Kind(_handler, ("turn",), {"clockwise": _BOOL}),
    "go": Kind(_handler, ("path",), {"to": _TEXT}),
    "step": Kind(_handler, ("turn",), {"to": _TEXT}),
    "rest": Kind(_handler, ("turn",)),
    "attack": Kind(_handler, _ANY),
    "wait": Kind(_handler, ("turn",)),
    "remain": Kind(_handler, ("turn",)),
    "buy": Kind(_handler, _ANY, {"card": _TEXT}),
    "sell": Kind(_handler, _ANY, {"card": _TEXT}),
    "buy_health": Kind(_handler, _ANY),
    "use": Kind(_handler, _ANY + ("bas", "mend", "market", "meet", "discard", "fight"),
                {"card": _TEXT}),
    "mend_done": Kind(_handler, ("mend",)),
    "trade_offer": Kind(_handler, ("meet", "market"), {"to": _INT, "give": _OPT_TEXT,
                                                       "take": _OPT_TEXT, "price": _OPT_INT,
                                                       "service": _OPT_TEXT}),
    "market_pass": Kind(_handler, ("market",)),
    "market_trader": Kind(_handler, ("market",), {"seat": _INT}),
    "curse": Kind(_handler, _ANY, {"card": _TEXT, "target": _INT}),
    "curse_creature": Kind(_handler, _ANY + ("fight",), {"card": _TEXT}),
    "return_task": Kind(_handler, _ANY),
    "ferry": Kind(_handler, ("water",)),
    "wade": Kind(_handler, ("water",)),
    "draw": Kind(_handler, ("arrive",), {"pile": _INT}),
    "take_key": Kind(_handler, ("arrive",)),
    "meet_hero": Kind(_handler, ("arrive",), {"other": _INT}),
    "end_turn": Kind(_handler, ("after",)),
    "discard": Kind(_handler, ("discard",), {"card": _TEXT}),
    "meet_none": Kind(_handler, ("meet",)),
    "struggle": Kind(_handler, ("meet", "beast"), {"attribute": _ATTRIBUTE}),
    "hide": Kind(_handler, ("meet", "beast", "fight")),
    "steal": Kind(_handler, ("meet",), {"what": _TEXT, "attribute": _ATTRIBUTE}),
    "offer": Kind(_handler, ("meet",), {"give": _OPT_TEXT, "take": _OPT_TEXT, "price": _OPT_INT}),
    "accept_offer": Kind(_handler, ("trade",)),
    "decline_offer": Kind(_handler, ("trade",)),
    "loot": Kind(_handler, ("loot",), {"card": _TEXT}),
    "loot_done": Kind(_handler, ("loot",)),
    "ward": Kind(_handler, ("ward",), {"card": _TEXT}),
    "accept": Kind(_handler, ("ward",)),
    "strike": Kind(_handler, ("bas", "fight"), {"attribute": _ATTRIBUTE}),
    "hold": Kind(_handler, ("fight",)),
    "foe_attack": Kind(_handler, ("foe_attack",), {"attribute": _ATTRIBUTE_NAMED}),
    "bribe": Kind(_handler, ("bribe",), {"card": _OPT_TEXT}),
    "no_bribe": Kind(_handler, ("bribe",)),
    "comrade": Kind(_handler, _ANY),
    "prey": Kind(_handler, _ANY, {"nature": _TEXT}),
    "grow": Kind(_handler, _ANY),
    "key_power": Kind(_handler, _ANY, {"card": _TEXT, "target": _INT, "what": _TEXT}),
    "place": Kind(_handler, ("beasts",), {"field": _TEXT}),
    "place_done": Kind(_handler, ("beasts",)),
}, {
    "choose": N_("First choose a character."),
    "turn": N_("Move, rest or deal with this field first."),
    "path": N_("First choose where the move ends."),
    "water": N_("First pay the ferry or wade across."),
    "arrive": N_("First draw a fate card (or take the Key card)."),
    "after": N_("Finish the turn, or use what this field offers."),
    "discard": N_("First return the cards you cannot carry."),
    "meet": N_("First choose what to do in the meeting."),
    "loot": N_("First take the loser's treasures, or say you are done."),
    "ward": N_("First answer the curse."),
    "trade": N_("First the trade offer is accepted or declined."),
    "mend": N_("First use a healing card, or say you are done."),
    "market": N_("The cycle is played out: name who trades, or say nobody does."),
    "bas": N_("The conflict with Baš-Čelik goes on: strike."),
    "beasts": N_("First place the beasts of the Centre, or stop."),
    "beast": N_("First struggle with the beast or try to hide."),
    "fight": N_("The conflict with the creature goes on: strike, hide or hold back."),
    "bribe": N_("First bribe the creature or refuse."),
    "foe_attack": N_("First the attack is chosen: Strength or Intelligence."),
    "over": N_("The game is over."),
})


def apply(state: State, action: dict) -> list[dict]:
    """Perform ``action`` for ``current_seat`` and return the events it caused. Raises
    ``IllegalAction`` (state unchanged) for any action not legal now, malformed ones
    included."""
    try:
        return _ACTIONS.apply(state, action)
    except IllegalAction as exc:
        raise IllegalAction(_(exc.reason)) from None
