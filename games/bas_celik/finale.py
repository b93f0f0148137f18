"""The finale of Baš-Čelik (10.): the conflict with Baš-Čelik in the Centre of the World
(basic variant; the advanced one is ``conflict_adv.bas_round``), his capture, and the
three beasts the captor places (the Dragon, Ala and Ažđaja): where they may go, meeting
one, the basic variant's struggle and escape (the advanced variant's conflict with a
beast: ``conflict_adv.meet_beast``), the reward. Pure Python, no pygame.
"""
from __future__ import annotations

from games.bas_celik.content import content
from games.bas_celik.fighting import (give_treasure, hero_bonus, hero_die, speed_roll,
                                      strike_hero)
from games.bas_celik.state import State, hero, hero_seats, in_play, roll


def _turns():
    from games.bas_celik import turns
    return turns


def _adv():
    from games.bas_celik import advanced
    return advanced


def bas_strike(state: State, seat: int) -> list[dict]:
    """10. Finale: one round against Baš-Čelik: he rolls d12+2, the character its die and
    bonuses (curses void in the Centre); higher or equal is a strike, three strikes in the
    conflict take him; his higher roll costs the character 1 Health (its Companion
    first). He is never healed. Losing to him ends the player's game."""
    card = content().cards["bas_celik"]
    them = roll(state, card.die)
    die = hero_die(state, seat)
    mine = roll(state, die)
    bonus, parts = hero_bonus(state, seat, "creature", True)
    ok = mine + bonus >= them + card.plus
    h = hero(state, seat)
    events = [{"type": "bas_round", "seat": seat, "roll": mine, "bonus": bonus, "parts": parts,
               "bc_roll": them,
               "die": die, "bc_die": card.die, "plus": card.plus, "struck": ok, "roller": state.bc_seat, "barrier": True}]
    if ok:
        state.centre["strikes"] += 1
        h["best"] = max(h["best"], state.centre["strikes"])
        if state.centre["strikes"] >= card.strikes:
            return events + capture(state, seat)
        return events
    events += strike_hero(state, seat, None, reason="bas")
    if not in_play(state, seat):
        state.centre["strikes"] = 0
        if state.phase not in ("over",):
            state.phase = "end"
    return events


def capture(state: State, seat: int) -> list[dict]:
    """Baš-Čelik is overcome: the drawn cards leave the board's fields, the captor takes
    the Key cards that unlocked the Centre (one of each kind), holds Baš-Čelik and his
    heart, and may place the Dragon, Ala and Ažđaja (phase ``beasts``)."""
    h = hero(state, seat)
    t = _turns()
    state.centre["bc"] = seat
    state.centre["captor"] = seat
    h["heart"] = True
    cleared = sorted(state.board.values())
    for card in cleared:
        t.return_fate(state, card)
    state.board = {}
    state.spells = {}
    for other in filter(None, state.heroes):       # advanced: no creature left to fight
        other.update({"fight": None} if "fight" in other else {})
    for f, card in sorted(state.centre["unlocked"].items()):
        key = content().card(card).id
        if not any(x.split("#")[0] == key for x in h["items"]):
            h["items"] = sorted(h["items"] + [card])
        else:
            t.return_card(state, card)
    state.centre["unlocked"] = {}
    h["keys_placed"] = []
    state.phase = "beasts" if state.centre["beast_bank"] else "after"
    return [{"type": "captured", "seat": seat, "cleared": len(cleared)}]


def beast_fields(state: State) -> list[str]:
    """Where the captor may place a beast: an Outer or Inner field with no figure, card
    or beast on it."""
    c = content()
    return [f for f, fl in c.fields.items() if fl.world != "centre" and f not in state.board
            and f not in state.centre["beasts"] and not any(
                in_play(state, s) and state.heroes[s]["field"] == f for s in hero_seats(state))]


def place_beast(state: State, field_id: str | None) -> list[dict]:
    """Place the next beast of the bank on ``field_id`` (``None``: place no more)."""
    if field_id is None:
        state.phase = "after"
        return [{"type": "beasts_done", "seat": state.turn}]
    card = state.centre["beast_bank"].pop(0)
    health = _adv().beast_health(card) if _adv().is_advanced(state) else content().card(card).health
    state.centre["beasts"][field_id] = {"card": card, "health": health}
    if not state.centre["beast_bank"]:
        state.phase = "after"
    return [{"type": "beast_placed", "seat": state.turn, "card": card, "field": field_id}]


def meet_beast(state: State, seat: int) -> list[dict]:
    """A beast of the finale on the field arrived at: the captor eliminates it at once;
    anyone else struggles with it or tries to hide (escaped only as from a character)."""
    h = hero(state, seat)
    f = h["field"]
    if state.centre["captor"] == seat:
        return kill_beast(state, seat, f, auto=True)
    if _adv().is_advanced(state):                  # a conflict as with a creature
        from games.bas_celik import conflict_adv
        return conflict_adv.meet_beast(state, seat)
    state.phase = "beast"
    return [{"type": "beast_met", "seat": seat, "card": state.centre["beasts"][f]["card"]}]


def kill_beast(state: State, seat: int, field_id: str, auto: bool = False) -> list[dict]:
    """A beast eliminated: 3 treasures and its ducats (10.); its card back in the bank."""
    beast = state.centre["beasts"].pop(field_id)
    state.centre["beast_bank"].append(beast["card"])
    if _adv().is_advanced(state):                  # anyone's conflict with it ends
        from games.bas_celik import conflict_adv
        conflict_adv.gone(state, beast["card"])
    state.centre["placed"] = True
    hero(state, seat)["ducats"] += content().card(beast["card"]).ducats
    state.phase = "after"
    return [{"type": "beast_killed", "seat": seat, "card": beast["card"], "auto": auto}] + \
        give_treasure(state, seat, 3)


def beast_action(state: State, seat: int, kind: str) -> list[dict]:
    """``struggle``: the character attacks and must roll higher than the beast's die (the
    captor rolls it) to take 1 of its Health, else it loses 1 itself; ``hide``: a Hiding
    roll against the beast (4.4.3), failing which the struggle follows (a paralysed
    character may only hide, and its higher roll harms no one: G. Curses)."""
    f = hero(state, seat)["field"]
    beast = state.centre["beasts"][f]
    card = content().card(beast["card"])
    events = []
    if kind == "hide":
        da, ra, ba, pa = speed_roll(state, seat)
        rb = roll(state, 6)
        ok = ra + ba >= rb
        events.append({"type": "beast_hide", "seat": seat, "card": beast["card"], "roll": ra,
                       "bonus": ba, "parts": pa, "other_roll": rb, "die": da, "other_die": 6,
                       "hidden": ok, "barrier": True})
        if ok:
            state.phase = "after"
            return events
    die = hero_die(state, seat)
    mine = roll(state, die)
    bonus, parts = hero_bonus(state, seat, "creature", True)
    them = roll(state, card.die) + card.plus
    win = mine + bonus > them
    events.append({"type": "beast_round", "seat": seat, "card": beast["card"], "roll": mine,
                   "bonus": bonus, "parts": parts, "other_roll": them, "won": win, "die": die,
                   "other_die": card.die, "other_plus": card.plus,
                   "roller": state.centre["captor"], "barrier": True})
    state.phase = "after"
    if win and hero(state, seat)["paralysed"]:     # G. Curses: it defends, harms no one
        return events + [{"type": "paralysed_blow", "seat": seat}]
    if win:
        beast["health"] -= 1
        if beast["health"] <= 0:
            return events + kill_beast(state, seat, f)
        return events
    return events + strike_hero(state, seat, None)

