"""The trade dialog of the Baš-Čelik board (3. Starting the Game: item cards traded for
other cards, ducats or services; 4.4.4 Trade): the seat to move builds an offer (to
whom, what it gives, what it asks: an item card, ducats or a service), sees it whole,
and sends it; the other player then accepts or declines on its own (phase ``trade``).

The dialog only ever sends one of ``rules.legal_actions`` (``offer`` in a meeting,
``trade_offer`` otherwise): every choice it shows comes from those actions, and a
combination the rules do not allow leaves "Send" greyed with the reason.
"""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.bas_celik.market import SERVICE_NAMES, SERVICES
from games.bas_celik.ui import layout as L
from games.bas_celik.content import content
from games.bas_celik.ui import texts as T
from sprites import fonts
from sprites import palette as P

KINDS = ("offer", "trade_offer")
DUCATS, SERVICE = "ducats", "service"
SHORT_SERVICE = {"truce": N_("Truce"), "no_stealing": N_("No stealing"), "favour": N_("A favour")}
BOX = L.MAP.inflate(-12, -12)
COL_W = (BOX.w - 36) // 2
ROW_H, ROW_GAP = 30, 4


def deal_of(action: dict) -> dict:
    """The parts of a trade action: ``give``, ``take``, ``price``, ``service`` it names."""
    return {k: action[k] for k in ("give", "take", "price", "service") if k in action}


class TradeDialog:
    """What the seat to move has chosen so far: the other player ``to``, its side
    ``mine`` (an item card id, ``DUCATS`` or ``SERVICE``), the other side ``theirs``,
    ``ducats`` (1-6) and ``service`` (a ``market.SERVICES`` kind). ``offers``: the legal
    trade actions now; ``meeting_other``: the other character of a meeting (its offers
    name no ``to``)."""

    def __init__(self, offers: list[dict], meeting_other: int | None):
        self.offers, self.meeting_other = offers, meeting_other
        self.to = self.targets()[0]
        self.mine = self.theirs = None
        self.ducats, self.service = 1, SERVICES[0]

    def retarget(self, seat: int) -> None:
        """Offer to ``seat`` instead (both sides chosen again)."""
        self.to, self.mine, self.theirs = seat, None, None

    def _to(self, action: dict) -> int:
        return action.get("to", self.meeting_other)

    def targets(self) -> list[int]:
        """The other players an offer may go to now."""
        return sorted({self._to(a) for a in self.offers})

    def _here(self) -> list[dict]:
        return [a for a in self.offers if self._to(a) == self.to]

    def options(self, side: str) -> list[str]:
        """What may go on ``side`` ("mine": what I give, "theirs": what I ask) in some
        legal offer to ``to``: item cards (one per kind, as the offers name them), then
        ducats and a service where an offer takes them."""
        own, other = ("give", "take") if side == "mine" else ("take", "give")
        cards, extra = [], []
        for a in self._here():
            d = deal_of(a)
            if own in d and d[own] not in cards:
                cards.append(d[own])
            if other in d and "price" in d and DUCATS not in extra:
                extra.append(DUCATS)
            if other in d and "service" in d and SERVICE not in extra:
                extra.append(SERVICE)
        return sorted(cards) + [x for x in (DUCATS, SERVICE) if x in extra]

    def wanted(self) -> dict | None:
        """The parts the choices make (``None`` while a side is empty or both are
        ducats or services)."""
        mine, theirs = self.mine, self.theirs
        if mine is None or theirs is None:
            return None
        card = lambda x: x not in (DUCATS, SERVICE)      # noqa: E731
        if card(mine) and card(theirs):
            return {"give": mine, "take": theirs}
        if card(mine) and theirs == DUCATS:
            return {"give": mine, "price": self.ducats}
        if mine == DUCATS and card(theirs):
            return {"take": theirs, "price": self.ducats}
        if card(mine) and theirs == SERVICE:
            return {"give": mine, "service": self.service}
        if mine == SERVICE and card(theirs):
            return {"take": theirs, "service": self.service}
        return None

    def action(self) -> dict | None:
        """The legal action the choices make, else ``None``."""
        wanted = self.wanted()
        return next((a for a in self._here() if deal_of(a) == wanted), None) if wanted else None

    def why_not(self) -> str:
        """Why "Send" is greyed (empty when it is not)."""
        if self.mine is None or self.theirs is None:
            return _("Choose what you give and what you ask.")
        if self.action() is None:
            wanted = self.wanted()
            if wanted is None:
                return _("An item card must go one way: ducats or a service pay for it.")
            card = wanted.get("give") or wanted.get("take")
            if ("price" in wanted or "service" in wanted) and \
                    content().card(card).kind in ("weapon", "transport"):
                return _("Ducats or a service pay only for an item card: a weapon or Transport "
                         "card is traded for an item card.")
            return _("The rules do not allow this offer now (not so many ducats?).")
        return ""

    def prices(self) -> list[int]:
        """The ducat amounts a legal offer of the chosen cards names."""
        card = self.mine if self.theirs == DUCATS else self.theirs
        key = "give" if self.theirs == DUCATS else "take"
        return sorted({a["price"] for a in self._here() if "price" in a and a.get(key) == card}) \
            or [1]

    def services(self) -> list[str]:
        """The service kinds a legal offer of the chosen card names."""
        card = self.mine if self.theirs == SERVICE else self.theirs
        key = "give" if self.theirs == SERVICE else "take"
        return [s for s in SERVICES if any(a.get("service") == s and a.get(key) == card
                                           for a in self._here())] or list(SERVICES)

    def choose(self, side: str, what: str) -> None:
        """Put ``what`` on ``side`` (again: take it off); amounts stay within the legal."""
        current = getattr(self, side)
        setattr(self, side, None if current == what else what)
        other = "theirs" if side == "mine" else "mine"
        if getattr(self, side) in (DUCATS, SERVICE) and getattr(self, other) in (DUCATS, SERVICE):
            setattr(self, other, None)                 # an item card must go one way
        self.ducats = min(max(self.ducats, min(self.prices())), max(self.prices()))
        if self.service not in self.services():
            self.service = self.services()[0]

    def label(self, what: str) -> str:
        """A choice's button label."""
        if what == DUCATS:
            return _("Ducats")
        if what == SERVICE:
            return _("A service")
        return T.card_name(what)

    def preview(self, view: dict) -> str:
        """The whole offer in words, as the other player will read it."""
        action = self.action()
        if action is None:
            return ""
        name = view["players"][self.to]["name"]
        d = deal_of(action)
        if "service" in d:
            promise = _(SERVICE_NAMES[d["service"]])
            if "give" in d:
                return _("You give {name} {card}; {name} promises you {service}.").format(
                    name=name, card=T.card_name(d["give"]), service=promise)
            return _("{name} gives you {card}; you promise {name} {service}.").format(
                name=name, card=T.card_name(d["take"]), service=promise)
        if "give" in d and "take" in d:
            return _("You give {name} {give}; {name} gives you {take}.").format(
                name=name, give=T.card_name(d["give"]), take=T.card_name(d["take"]))
        if "give" in d:
            return _("You give {name} {card}; {name} pays you {ducats}.").format(
                name=name, card=T.card_name(d["give"]), ducats=T.ducats(d["price"]))
        return _("{name} gives you {card}; you pay {name} {ducats}.").format(
            name=name, card=T.card_name(d["take"]), ducats=T.ducats(d["price"]))


# ---------------------------------------------------------------------------- layout

def to_rects(count: int) -> list[pygame.Rect]:
    """The buttons naming the other players, in a row under the title."""
    w = min(140, (BOX.w - 24 - (count - 1) * 6) // max(1, count))
    return [pygame.Rect(BOX.x + 12 + i * (w + 6), BOX.y + 62, w, ROW_H) for i in range(count)]


SIDE_ROWS = 8


def side_rects(side: str, count: int) -> list[pygame.Rect]:
    """The choice buttons of a side's column (mine on the left): one under the other,
    in two half-width columns when more than ``SIDE_ROWS`` (a Mule's hand)."""
    x = BOX.x + 12 if side == "mine" else BOX.x + 24 + COL_W
    halves = 1 if count <= SIDE_ROWS else 2
    w = (COL_W - (halves - 1) * 6) // halves
    rows = -(-count // halves)
    return [pygame.Rect(x + (i // rows) * (w + 6), BOX.y + 128 + (i % rows) * (ROW_H + ROW_GAP),
                        w, ROW_H) for i in range(count)]


AMOUNT_Y = BOX.y + 128 + SIDE_ROWS * (ROW_H + ROW_GAP) + 4
PREVIEW = pygame.Rect(BOX.x + 12, AMOUNT_Y + ROW_H + 10, BOX.w - 24, 64)
SEND = pygame.Rect(BOX.right - 12 - 200, BOX.bottom - 12 - 36, 200, 36)
CANCEL = pygame.Rect(SEND.x - 12 - 140, SEND.y, 140, 36)


def amount_rects(count: int) -> list[pygame.Rect]:
    """The ducat amounts or service kinds, in a row under the columns."""
    w = min(90 if count > 3 else 150, (BOX.w - 24 - (count - 1) * 6) // max(1, count))
    return [pygame.Rect(BOX.x + 12 + i * (w + 6), AMOUNT_Y, w, ROW_H) for i in range(count)]


def draw(surface, view: dict, dialog: TradeDialog) -> None:
    """The dialog's frame and words under its buttons: the title, the columns' heads,
    the offer whole, or why it cannot be sent yet."""
    shade = pygame.Surface(BOX.size, pygame.SRCALPHA)
    shade.fill((34, 25, 17, 244))
    surface.blit(shade, BOX)
    pygame.draw.rect(surface, P.GOLD, BOX, 2, border_radius=10)
    surface.blit(fonts.fit(_("A trade offer"), 18, P.GOLD_LIGHT, BOX.w - 24, bold=True, minimum=15),
                 (BOX.x + 12, BOX.y + 10))
    surface.blit(fonts.fit(_("To whom:"), 15, P.TEXT_LIGHT, BOX.w - 24, minimum=13),
                 (BOX.x + 12, BOX.y + 40))
    for side, head in (("mine", _("You give")), ("theirs", _("You ask"))):
        x = side_rects(side, 1)[0].x
        surface.blit(fonts.fit(head, 15, P.TEXT_LIGHT, COL_W, bold=True, minimum=13),
                     (x, BOX.y + 104))
    pygame.draw.rect(surface, P.PARCHMENT, PREVIEW, border_radius=6)
    said = dialog.preview(view) or dialog.why_not()
    colour = P.INK if dialog.action() else P.INK_MUTED
    text = fonts.text(said, 15, colour, wraplength=PREVIEW.w - 16)
    surface.blit(text, (PREVIEW.x + 8, PREVIEW.y + 6), area=pygame.Rect(0, 0, PREVIEW.w - 16,
                                                                      PREVIEW.h - 8))


def pending_text(view: dict) -> str:
    """The offer waiting for an answer (phase ``trade``), whole, to the one who answers."""
    p = view.get("pending") or {}
    d = p.get("offer") or {}
    name = view["players"][p["from"]]["name"] if "from" in p else ""
    if "service" in d:
        promise = _(SERVICE_NAMES[d["service"]])
        if "give" in d:
            return _("{name} gives you {card}; you promise {name} {service}.").format(
                name=name, card=T.card_name(d["give"]), service=promise)
        return _("You give {name} {card}; {name} promises you {service}.").format(
            name=name, card=T.card_name(d["take"]), service=promise)
    if "give" in d and "take" in d:
        return _("{name} gives you {give}; you give {name} {take}.").format(
            name=name, give=T.card_name(d["give"]), take=T.card_name(d["take"]))
    if "give" in d:
        return _("{name} gives you {card}; you pay {name} {ducats}.").format(
            name=name, card=T.card_name(d["give"]), ducats=T.ducats(d["price"]))
    if "take" in d:
        return _("You give {name} {card}; {name} pays you {ducats}.").format(
            name=name, card=T.card_name(d["take"]), ducats=T.ducats(d["price"]))
    return ""


OFFERED = pygame.Rect(L.MAP.centerx - 230, L.MAP.y + 10, 460, 96)


def draw_pending(surface, view: dict) -> None:
    """The offer waiting for the other player's answer, whole, over the map."""
    if view["phase"] != "trade" or not view.get("pending"):
        return
    shade = pygame.Surface(OFFERED.size, pygame.SRCALPHA)
    shade.fill((34, 25, 17, 236))
    surface.blit(shade, OFFERED)
    pygame.draw.rect(surface, P.GOLD, OFFERED, 2, border_radius=10)
    p = view["pending"]
    title = _("{name} offers a trade").format(name=view["players"][p["from"]]["name"])
    surface.blit(fonts.fit(title, 17, P.GOLD_LIGHT, OFFERED.w - 24, bold=True, minimum=13),
                 (OFFERED.x + 12, OFFERED.y + 8))
    text = fonts.text(pending_text(view), 15, P.TEXT_LIGHT, wraplength=OFFERED.w - 24)
    surface.blit(text, (OFFERED.x + 12, OFFERED.y + 34),
                 area=pygame.Rect(0, 0, OFFERED.w - 24, OFFERED.h - 40))
