"""Trade at the end of every cycle and services in trades (3. Starting the Game: item
cards are traded "for other cards, gold, or services at the end of a cycle played out";
4.4.4 Trade: "or at the end of the cycle between all characters"). Pure Python.

When the last seat of a cycle has played, the market opens (phase ``market``). A seat with
nothing to offer or use is not asked (``market_idle`` in the log); when nobody has, the
market closes at once. Otherwise the table is asked once, in public (the *poll*): the
seat that played last (the *chair*, so the mouse need not change hands) names a character
who wants to trade (``market_trader {seat}``) or says nobody trades (``market_pass``: the
market closes). The named seat then offers trades to ANY other character
(``trade_offer``, at most one offer to each other character per market), uses a healing
card (9. Healing: any time in the cycle), or is done (``market_pass``: it is not asked
again this market). The other player answers an offer (phase ``trade``:
``accept_offer`` / ``decline_offer``); after an answer, or when the trader is done, the
poll is asked again with the last one to decide in the chair, until nobody trades or
nobody has anything left to do.

A ``trade_offer`` is ``{"type": "trade_offer", "to": seat, ...}`` with one of five forms:
``give`` + ``take`` (an item card for one of theirs), ``give`` + ``price`` (for 1-6 of
their ducats), ``take`` + ``price`` (one of theirs for 1-6 of my ducats), ``give`` +
``service`` (they promise me a service) or ``take`` + ``service`` (I promise them a
service). The rulebook names services but no list of them, so the kinds are designed
(``SERVICES``); a service is a promise between the players, shown in the log and kept in
the view's ``promises``, that the rules do not enforce. In a meeting (4.4.4) the service
forms are offered the same way, with ``to`` the other character of the meeting.
"""
from __future__ import annotations

from games.engine.i18n import N_
from games.bas_celik.content import content
from games.bas_celik.state import State, hero, in_play

# Designed service kinds (source: designed): what one character may promise another.
SERVICES = ("truce", "no_stealing", "favour")
SERVICE_NAMES = {
    "truce": N_("a truce: no Struggle against the other next cycle"),
    "no_stealing": N_("no Stealing from the other next cycle"),
    "favour": N_("a favour agreed at the table"),
}


def _turns():
    from games.bas_celik import turns
    return turns


def _fighting():
    from games.bas_celik import fighting
    return fighting


def seats_trading(state: State) -> list[int]:
    """The seats with a character on the board, in the cycle's order."""
    return [s for s in state.order if in_play(state, s)]


def opens(state: State) -> bool:
    """The market opens at this end of a cycle: two characters or more are in play and
    it has not been held for this cycle yet."""
    return state.market.get("held") != state.cycle and len(seats_trading(state)) >= 2


def open_market(state: State) -> list[dict]:
    """Open the end-of-cycle trade (phase ``market``): the poll, chaired by the seat that
    played last (else the first that can act); closes at once when nobody can act."""
    seats = seats_trading(state)
    state.market = {"seats": seats, "offered": [], "cycle": state.cycle, "done": [],
                    "trader": None, "chair": None}
    idle = [{"type": "market_idle", "seat": s} for s in seats if not has_say(state, s)]
    sayers = traders(state)
    if not sayers:
        state.market = {"held": state.cycle}
        state.phase = "end"
        return []                                  # nobody has anything to trade or use
    state.market["chair"] = state.turn if in_play(state, state.turn) else sayers[0]
    state.phase = "market"
    return [{"type": "market_open", "cycle": state.cycle}] + idle


def traders(state: State) -> list[int]:
    """The seats, in the cycle's order, that still have something to do in this market
    (``has_say``) and have not said they are done."""
    return [s for s in state.market["seats"]
            if s not in state.market.get("done", []) and has_say(state, s)]


def market_seat(state: State) -> int:
    """The seat that decides in the market: the trader named, else the poll's chair."""
    m = state.market
    return m["trader"] if m.get("trader") is not None else m["chair"]


def _close(state: State) -> list[dict]:
    state.market = {"held": state.market["cycle"]}
    state.phase = "end"
    return [{"type": "market_closed"}]


def _poll(state: State, chair: int) -> list[dict]:
    """Back to the poll with ``chair`` deciding; the close when nobody can act."""
    state.market["trader"] = None
    state.phase = "market"
    if not traders(state):
        return _close(state)
    state.market["chair"] = chair
    return []


def has_say(state: State, seat: int) -> bool:
    """``seat`` has something to do in the market: a trade to offer or a healing card
    to use (a seat with nothing to do is not asked)."""
    from games.bas_celik import care
    if not in_play(state, seat) or seat in state.market.get("done", []):
        return False
    if care.healing_options(state, seat):
        return True
    return any(can_offer(state, seat, other) for other in state.market["seats"]
               if other != seat and in_play(state, other)
               and [seat, other] not in state.market["offered"])


def can_offer(state: State, seat: int, other: int) -> bool:
    """``offers_to(state, seat, other)`` is not empty, told without making the offers
    (the computer players' searches ask it at every cycle's end): every trade moves an
    item card one way, and any item card that may move makes a service offer at least."""
    f = _fighting()
    h, o = hero(state, seat), hero(state, other)
    return any(f._can_take(o, c) for c in h["items"]) or \
        any(f._can_take(h, c) for c in o["items"])


def service_offers(state: State, seat: int, other: int) -> list[dict]:
    """The service forms of a trade from ``seat`` to ``other``: one of my item cards
    for their service, or one of theirs for my service (one per kind of card)."""
    f = _fighting()
    h, o = hero(state, seat), hero(state, other)
    mine = f._dedupe([{"card": c} for c in h["items"] if f._can_take(o, c)])
    theirs = f._dedupe([{"card": c} for c in o["items"] if f._can_take(h, c)])
    out = []
    for service in SERVICES:
        out += [{"type": "trade_offer", "to": other, "give": a["card"], "service": service}
                for a in mine]
        out += [{"type": "trade_offer", "to": other, "take": b["card"], "service": service}
                for b in theirs]
    return out


def offers_to(state: State, seat: int, other: int) -> list[dict]:
    """Every trade ``seat`` may offer ``other`` in the market: the forms of a meeting's
    trade (``fighting.trade_offers``) as ``trade_offer`` with ``to``, and the services."""
    out = []
    for a in _fighting().trade_offers(state, seat, other):
        deal = {k: a[k] for k in ("give", "take", "price") if k in a}
        out.append({"type": "trade_offer", "to": other, **deal})
    return out + service_offers(state, seat, other)


def market_options(state: State) -> list[dict]:
    """Phase ``market``. The poll: ``market_trader`` for each seat that still has
    something to do (``traders``) and ``market_pass`` (nobody trades: the close). A
    trader's say: trade offers to each other character not yet offered this market,
    healing cards, ``market_pass`` (done)."""
    from games.bas_celik import care
    if state.market.get("trader") is None:
        return [{"type": "market_trader", "seat": s} for s in traders(state)] + \
            [{"type": "market_pass"}]
    seat = market_seat(state)
    out = []
    for other in state.market["seats"]:
        if other != seat and in_play(state, other) and [seat, other] not in state.market["offered"]:
            out += offers_to(state, seat, other)
    out += care.healing_options(state, seat)
    return out + [{"type": "market_pass"}]


def name_trader(state: State, seat: int) -> list[dict]:
    """The poll names ``seat`` to make its offers (``market_trader``)."""
    state.market["trader"] = seat
    return [{"type": "market_trader", "seat": seat}]


def offer(state: State, seat: int, action: dict) -> list[dict]:
    """Make a ``trade_offer``; the other player answers (phase ``trade``)."""
    other = action["to"]
    deal = {k: action[k] for k in ("give", "take", "price", "service") if k in action}
    market = state.phase == "market"
    if market:
        state.market["offered"].append([seat, other])
    state.pending = {"offer": deal, "from": seat, "to": other, "market": market}
    state.phase = "trade"
    return [{"type": "offered", "seat": seat, "other": other, **deal}]


def market_pass(state: State) -> list[dict]:
    """In the poll: nobody trades, the market closes. A trader's: it is done this
    market, and the poll is asked again (it in the chair)."""
    m = state.market
    if m.get("trader") is None:
        return [{"type": "market_nobody"}] + _close(state)
    seat = m["trader"]
    m["done"].append(seat)
    return [{"type": "market_pass", "seat": seat}] + _poll(state, seat)


def promise(state: State, deal: dict, offerer: int, answerer: int) -> list[dict]:
    """Record the service of an accepted trade: the side that receives an item card
    without giving one promises the service."""
    if "service" not in deal:
        return []
    by, to = (answerer, offerer) if "give" in deal else (offerer, answerer)
    state.promises.append({"from": by, "to": to, "service": deal["service"],
                           "cycle": state.cycle})
    return [{"type": "promised", "seat": by, "other": to, "service": deal["service"]}]


def after_answer(state: State, p: dict) -> list[dict]:
    """Where play goes once an offer is answered: back to the market's poll (the one
    who answered in the chair, so the mouse need not change hands again), or the
    meeting's round is spent (``fighting.end_round``)."""
    if p.get("market"):
        return _poll(state, p["to"])
    return _fighting().end_round(state)
