"""What scroll and trap cards do in Baldrick's Tomb: every effect handler ``effects.py``
names, implemented once (``_INSTANT``), applying a card's effects in order ("Trap Cards"),
and playing or discarding the scrolls in hand ("Scroll Cards"). Pure Python.
"""
from __future__ import annotations

from games.baldricks_tomb.content import token_kind
from games.baldricks_tomb.effects import SCROLL_HANDLERS
from games.baldricks_tomb.fighting import _check_ko, _monster_defeated, _start_combat
from games.baldricks_tomb.tomb import (MAX_HP, State, _board_tokens, _draw_scrolls, _gain, _lose,
                                       _next_discarder, _pawn_at, _refill, _roll_space, content,
                                       skill_shares, skill_total)
from games.engine.i18n import _
from games.engine.protocol import IllegalAction


# ---------------------------------------------------------------------------- effects

def _fx_gain_gold(state, seat, amount, ctx):
    return [{"type": "gold", "seat": seat, "amount": _gain(state, seat, amount), "due": amount}]


def _fx_lose_gold(state, seat, amount, ctx):
    return [{"type": "gold", "seat": seat, "amount": -_lose(state, seat, amount)}]


def _fx_heal(state, seat, amount, ctx):
    state.hp[seat] = min(MAX_HP, state.hp[seat] + amount)
    return [{"type": "hp", "seat": seat, "hp": state.hp[seat]}]


def _fx_damage(state, seat, amount, ctx):
    printed, shares = amount, []
    if ctx.get("source") == "trap":
        amount = max(0, amount - skill_total(state, seat, "trap_armour"))
        shares = skill_shares(state, seat, "trap_armour", printed - amount)
    state.hp[seat] = max(0, state.hp[seat] - amount)
    event = {"type": "hp", "seat": seat, "hp": state.hp[seat], "change": -amount}
    if shares:
        event.update(damage=printed, skill_shares=shares)
    return [event]


def _fx_poison(state, seat, amount, ctx):
    state.poison[seat] = min(MAX_HP, state.poison[seat] + amount)
    return [{"type": "poison", "seat": seat, "poison": state.poison[seat]}]


def _fx_cure_poison(state, seat, amount, ctx):
    state.poison[seat] = max(0, state.poison[seat] - amount)
    return [{"type": "poison", "seat": seat, "poison": state.poison[seat]}]


def _fx_extra_steps(state, seat, amount, ctx):
    state.free_steps += amount
    return [{"type": "free_steps", "seat": seat, "free_steps": state.free_steps}]


def _fx_lose_steps(state, seat, amount, ctx):
    state.free_steps = 0
    return [{"type": "free_steps", "seat": seat, "free_steps": 0}]


def _fx_combat_bonus(state, seat, amount, ctx):
    if state.combat is None:        # an earlier effect of the card ended the fight
        return []
    state.combat["bonus"] += amount
    return [{"type": "combat_bonus", "seat": seat, "bonus": state.combat["bonus"]}]


def _fx_extra_attack(state, seat, amount, ctx):
    if state.combat is None:
        return []
    state.combat["damage"] += amount
    events = [{"type": "monster_hit", "seat": seat, "damage": state.combat["damage"]}]
    if state.combat["damage"] >= content().monsters[state.combat["monster"]].hp:
        events += _monster_defeated(state, seat)
    return events


def _fx_teleport(state, seat, amount, ctx):
    tokens = _board_tokens(state)
    cell, rolls = _roll_space(state, lambda c: c not in tokens and _pawn_at(state, c) is None)
    state.cells[seat] = cell
    return [{"type": "teleport", "seat": seat, "rolls": rolls, "cell": cell, "barrier": True}]


def _fx_peek(state, seat, amount, ctx):
    """Look at a face-down token: ``seat`` remembers it (``state.known``); the event's
    ``kind`` is for ``shown_to`` (the peeking seat) alone."""
    tid = _board_tokens(state)[tuple(ctx["cell"])]
    state.known[seat].append(tid)
    return [{"type": "peek", "seat": seat, "cell": list(ctx["cell"]), "kind": token_kind(tid),
             "shown_to": [seat], "barrier": True}]


def _fx_steal_bonus(state, seat, amount, ctx):
    state.steal_bonus += amount
    return [{"type": "steal_bonus", "seat": seat, "bonus": state.steal_bonus}]


def _fx_ward(state, seat, amount, ctx):
    state.wards[seat] += amount
    return [{"type": "ward", "seat": seat, "wards": state.wards[seat]}]


def _fx_draw_scroll(state, seat, amount, ctx):
    return _draw_scrolls(state, seat, amount)


def _fx_discard_scroll(state, seat, amount, ctx):
    events = []
    for _i in range(min(amount, len(state.scrolls[seat]))):
        card = state.scrolls[seat].pop(state.rng.randrange(len(state.scrolls[seat])))
        state.piles["scroll_discard"].append(card)
        events.append({"type": "scroll_lost", "seat": seat, "card": card, "barrier": True})
    return events


def _fx_ambush(state, seat, amount, ctx):
    return _start_combat(state, seat)


# Every scroll and trap handler, implemented once (names from effects.py).
_INSTANT = {
    "gain_gold": _fx_gain_gold, "lose_gold": _fx_lose_gold, "heal": _fx_heal,
    "damage": _fx_damage, "poison": _fx_poison, "cure_poison": _fx_cure_poison,
    "extra_steps": _fx_extra_steps, "lose_steps": _fx_lose_steps,
    "combat_bonus": _fx_combat_bonus, "extra_attack": _fx_extra_attack,
    "teleport": _fx_teleport, "peek": _fx_peek, "steal_bonus": _fx_steal_bonus,
    "ward": _fx_ward, "draw_scroll": _fx_draw_scroll, "discard_scroll": _fx_discard_scroll,
    "ambush": _fx_ambush,
}


def _apply_effects(state: State, seat: int, effects, ctx: dict) -> list[dict]:
    """Apply a card's effects in order; stop once ``seat`` is knocked out."""
    events = []
    for effect in effects:
        events += _INSTANT[effect.handler](state, seat, effect.amount, ctx)
        ko = _check_ko(state, seat)
        events += ko
        if ko:
            break
    return events


# ---------------------------------------------------------------------------- scrolls

def _scroll_play_options(state: State) -> list[dict]:
    seat, phase = state.turn, state.phase
    scrolls = content().scrolls
    acts = []
    hidden = [list(cell) for cell, tid in _board_tokens(state).items()
              if not state.tokens[tid]["up"] and tid not in state.known[seat]]
    for card in state.scrolls[seat]:
        handlers = [e.handler for e in scrolls[card].effects]
        if not all(phase in SCROLL_HANDLERS[h] for h in handlers):
            continue
        if "peek" in handlers:
            acts += [{"type": "play_scroll", "card": card, "cell": c} for c in sorted(hidden)]
        else:
            acts.append({"type": "play_scroll", "card": card})
    return acts


def _play_scroll(state: State, action: dict) -> list[dict]:
    """"Scroll Cards": the active player plays a scroll; once resolved it is discarded."""
    seat, card = state.turn, action["card"]
    if card not in state.scrolls[seat]:
        raise IllegalAction(_("You do not hold that scroll."))
    scroll = content().scrolls[card]
    if action not in _scroll_play_options(state):
        raise IllegalAction(_scroll_refusal(state, scroll, action))
    state.scrolls[seat].remove(card)
    events = [{"type": "scroll_played", "seat": seat, "card": card}]
    events += _apply_effects(state, seat, scroll.effects,
                             {"source": "scroll", "cell": action.get("cell")})
    state.piles["scroll_discard"].append(card)
    return events


def _scroll_refusal(state: State, scroll, action: dict) -> str:
    """Why ``scroll`` (held by the active seat) cannot be played as ``action`` now."""
    handlers = [e.handler for e in scroll.effects]
    phases = frozenset.intersection(*(SCROLL_HANDLERS[h] for h in handlers))
    if state.phase not in phases:
        if phases == {"combat"}:
            return _("{scroll} can only be played in combat.").format(scroll=scroll.name)
        if phases == {"move"}:
            return _("{scroll} can only be played outside combat.").format(scroll=scroll.name)
        return _("{scroll} can only be played in combat or outside combat.").format(
            scroll=scroll.name)
    if "peek" in handlers:
        return _("Choose a face-down rubble token you have not looked at yet.")
    return _("{scroll} needs no space: play it without one.").format(scroll=scroll.name)


def _discard_scroll(state: State, action: dict) -> list[dict]:
    """"Scroll Cards": both scroll piles empty, so everyone discards down to two."""
    seat, card = _next_discarder(state), action["card"]
    if card not in state.scrolls[seat]:
        raise IllegalAction(_("Choose one of your own scrolls to discard."))
    state.scrolls[seat].remove(card)
    state.piles["scroll_discard"].append(card)
    events = [{"type": "scroll_discarded", "seat": seat, "card": card}]
    if not any(len(h) > 2 for h in state.scrolls):
        state.phase, state.discard_return = state.discard_return, None
        events += _refill(state, "scroll")
    return events


def wasted_scroll(view: dict, card: str) -> bool:
    """Whether playing scroll ``card`` now would change nothing for the seat to move in
    ``view`` (any seat's view): each of its effects heals at full HP or cures poison at 0.
    Playing it is still legal ("Scroll Cards" sets no condition); the board warns first."""
    me = view["players"][view["turn"]]
    return scroll_changes_nothing(card, me["hp"], me["poison"])


def scroll_changes_nothing(card: str, hp: int, poison: int) -> bool:
    """Whether scroll ``card`` would change nothing for a seat at ``hp`` Health with its
    poison marker on ``poison``: each of its effects heals at full HP or cures poison at
    0. The one rule behind ``wasted_scroll`` (the board's warning) and the computer
    players' ``outlook.futile`` (their ``useful_actions``)."""
    idle = {"heal": hp >= MAX_HP, "cure_poison": poison <= 0}
    effects = content().scrolls[card].effects
    return bool(effects) and all(idle.get(e.handler, False) for e in effects)
