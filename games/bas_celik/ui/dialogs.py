"""The meeting box's option chips (4.4.1-4.4.5) and the trade dialog of the Baš-Čelik
board: the board scene's side of them (``BoardScene`` mixes ``DialogsMixin`` in; the
drawing is in ``boxes`` and ``trade``). Split from ``scene``."""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.bas_celik.ui import painting
from games.bas_celik.ui import texts as T
from games.bas_celik.ui import trade as TR
from sprites import widgets
from sprites.widgets import Button

# the five options of a meeting round (4.4.1-4.4.5): (chip label, action types, help)
MEETING = (("meet_none", N_("No action"), ("meet_none",),
            N_("Leave the other character be (4.4.1).")),
           ("struggle", N_("Struggle"), ("struggle",),
            N_("Struggle to take Health: roll higher, or lose the Health yourself (4.4.2).")),
           ("hide", N_("Hiding"), ("hide",),
            N_("Both roll a d6: at or above the other's roll you slip away and move on next "
               "cycle; below it you may still choose something else.")),
           ("trade", N_("Trade"), ("offer", "trade_offer"),
            N_("Build a trade offer: what you give, what you ask (4.4.4).")),
           ("steal", N_("Stealing"), ("steal",),
            N_("Each rolls a d6; only a higher roll takes up to 6 ducats, the item named or "
               "a curse at random. Click to list what you can steal.")))
# the advanced variant's words for the chips that roll (4.4.2, 4.4.3, 4.4.5, advanced)
ADVANCED_TIPS = {
    "struggle": N_("Struggle to take Health: choose Strength or Intelligence; both roll that "
                   "die, the lower total loses the difference. Click to list both with "
                   "their chances."),
    "hide": N_("Both roll their Speed die: at or above the other's roll you slip away and "
               "move on next cycle; below it you may still choose something else."),
    "steal": N_("Choose what to take and whether by Strength or Intelligence; only a higher "
                "total steals it. Click to list what you can steal."),
}


class DialogsMixin:
    """The meeting chips and the trade dialog (``rebuild_actions`` asks for their
    buttons; ``meet_filter`` and ``trade`` are the scene's)."""

    def _meeting_chips(self, v: dict) -> list[Button]:
        """The meeting box's five option chips (4.4.1-4.4.5) while a meeting round is the
        seat's to decide: no action, struggle and hiding act at once (they are also
        ``button_actions``); trade and stealing show only their offers in the panel, and
        so does struggle in the advanced variant (Strength or Intelligence).
        A chip whose option is not open now is greyed, its tooltip says so."""
        if v["phase"] != "meet" or not v.get("meeting") or not self.may_decide():
            self.meet_filter = None
            return []
        legal = [a for a in self.decisions()]
        box = painting.meeting_rect(v, self.geo)
        chips = []
        advanced = v["options"].get("variant") == "advanced"
        for rect, (key, label, kinds, tip) in zip(painting.meeting_chip_rects(box), MEETING):
            mine = [a for a in legal if a["type"] in kinds]
            tip = ADVANCED_TIPS.get(key, tip) if advanced else tip
            if len(mine) <= 1 and kinds[0] in ("meet_none", "struggle", "hide"):
                action = mine[0] if mine else None
                chip = fitted_button(rect, _(label), (lambda a=action: self.act(a)) if action
                                     else None, "primary", _(tip) if mine else self._closed(key))
                if action is not None:
                    self.button_actions.append((chip, action))
            else:
                chip = fitted_button(rect, _(label) + " …", lambda k=key: self.filter_meeting(k),
                                     "primary" if self.meet_filter == key else "secondary",
                                     _(tip) if mine else self._closed(key))
            chip.enabled = bool(mine)
            chips.append(chip)
        return chips

    # ------------------------------------------------------------------ the trade dialog
    def open_trade(self) -> None:
        """Open the trade dialog (again: close it) for the offers legal now."""
        offers = [a for a in self.decisions() if a["type"] in TR.KINDS]
        if self.trade is not None or not offers:
            self.trade = None
        else:
            m = self.view().get("meeting")
            other = T.other_seat(self.view()) if m else None
            self.trade = TR.TradeDialog(offers, other)
        self.rebuild_actions()
        self.app.request_redraw()

    def _trade_change(self, change) -> None:
        change(self.trade)
        self.rebuild_actions()
        self.app.request_redraw()

    def send_trade(self) -> None:
        """Send the offer built (a legal action), for the other player to answer."""
        action = self.trade.action() if self.trade else None
        if action is not None:
            self.trade = None
            self.act(action)

    def _trade_buttons(self, v: dict) -> list[Button]:
        """The dialog's buttons: to whom, each side's choices, the ducats or service,
        Cancel and Send (greyed, saying why, until the offer is one the rules allow)."""
        t = self.trade
        out = []
        targets = t.targets()
        for rect, seat in zip(TR.to_rects(len(targets)), targets):
            out.append(fitted_button(rect, self.seat_name(seat),
                                     lambda s=seat: self._trade_change(lambda d: d.retarget(s)),
                                     "primary" if seat == t.to else "secondary"))
        for side in ("mine", "theirs"):
            options = t.options(side)
            for rect, what in zip(TR.side_rects(side, len(options)), options):
                out.append(fitted_button(rect, t.label(what),
                                         lambda sd=side, w=what: self._trade_change(
                                             lambda d: d.choose(sd, w)),
                                         "primary" if getattr(t, side) == what else "secondary"))
        if TR.DUCATS in (t.mine, t.theirs) and TR.SERVICE not in (t.mine, t.theirs):
            prices = t.prices()
            for rect, n in zip(TR.amount_rects(len(prices)), prices):
                out.append(fitted_button(rect, T.ducats(n), lambda n=n: self._trade_change(
                    lambda d: setattr(d, "ducats", n)), "primary" if t.ducats == n else "secondary"))
        elif TR.SERVICE in (t.mine, t.theirs):
            kinds = t.services()
            for rect, k in zip(TR.amount_rects(len(kinds)), kinds):
                out.append(fitted_button(rect, _(TR.SHORT_SERVICE[k]), lambda k=k: self._trade_change(
                    lambda d: setattr(d, "service", k)), "primary" if t.service == k else "secondary",
                    _(TR.SERVICE_NAMES[k])))
        out.append(fitted_button(TR.CANCEL, _("Cancel"), self.open_trade, "secondary"))
        send = fitted_button(TR.SEND, _("Send to {name}").format(name=self.seat_name(t.to)),
                             self.send_trade, "primary",
                             t.why_not() or t.preview(v))
        send.enabled = t.action() is not None
        out.append(send)
        return out

    def _closed(self, key: str) -> str:
        """Why a meeting option is not open now."""
        return {"struggle": _("A paralysed character cannot struggle: it only defends."),
                "hide": _("Hiding was tried once this round."),
                "trade": _("Nothing to trade between the two now."),
                "steal": _("The other character has nothing to steal.")}.get(key, "")

    def filter_meeting(self, key: str) -> None:
        """The stealing chip: the panel shows only what may be stolen (again: all); the
        trade chip opens the trade dialog."""
        if key == "trade":
            self.open_trade()
            return
        self.meet_filter = None if self.meet_filter == key else key
        self.page = 0
        self.rebuild_actions()
        self.app.request_redraw()


def fitted_button(rect: pygame.Rect, label: str, on_click, style: str,
                  tooltip: str | None = None) -> Button:
    """``sprites.widgets.fitted_button`` from 16 down to 11 px: the label whole on one
    line, else on two, cut (its tooltip then the whole label) only when neither fits;
    ``tooltip`` only where it says more than the label."""
    return widgets.fitted_button(rect, label, on_click, style, tooltip=tooltip, largest=16,
                                 smallest=11)
