"""Who holds the mouse on the Baš-Čelik board: the end-of-cycle poll put to the whole
table (its computer seats answer for themselves), the pass screen between people, and a
result the acting person reads before passing the mouse on (``held``). The board scene
mixes ``HandoverMixin`` in. Split from ``scene``."""
from __future__ import annotations

from games.engine.i18n import _

# A person's own action that hands the mouse on by its nature (they know what follows);
# after any other action that ends their part, they read its result before the pass
# screen for the next person (``held``).
HANDOVERS = frozenset({"end_turn", "market_pass", "market_trader", "offer", "trade_offer",
                       "accept_offer", "decline_offer", "curse", "meet_none", "loot",
                       "loot_done", "place_done", "mend_done", "discard", "choose_character",
                       "accept", "ward", "wait", "remain"})


class HandoverMixin:
    """The poll, the pass screen and the held result (see the module docstring)."""

    def in_poll(self) -> bool:
        """The end-of-cycle poll (``market`` with no trader named): a public question to
        the whole table, who trades or nobody, so only the public view is drawn."""
        view = self.public_view()
        market = view.get("market")
        return view.get("phase") == "market" and isinstance(market, dict) \
            and "seats" in market and market.get("trader") is None

    def computer_waits(self) -> bool:
        """The public poll chaired by a computer while a person could trade: the table
        answers it (a computer would say nobody trades for everyone)."""
        if not self.in_poll() or self.public_view()["current_seat"] not in self.session.computers:
            return False
        return any(a["type"] == "market_trader" and a["seat"] not in self.session.computers
                   for a in self.legal())

    def poll_computers(self) -> bool:
        """The end-of-cycle poll put to the people at the table: first each computer seat
        with something to do answers for itself, as the computer players decide in the
        market (the playout policy: ``rules.policy_decides``), and makes its offers if it
        wants to; a person is never shown a button to click for a computer's seat. True
        when a computer seat was named now."""
        if not self.in_poll() or self.held is not None or self.app.top is not self:
            return False
        chair = self.public_view()["current_seat"]
        if chair in self.session.computers and not self.computer_waits():
            return False                           # the computer chairs: it decides alone
        public = self.public_view()
        market = (public["cycle"], public["turn_no"])
        if self._poll_asked[0] != market:
            self._poll_asked = (market, set())
        asked = self._poll_asked[1]
        for a in self.legal():
            seat = a.get("seat")
            if a["type"] != "market_trader" or seat not in self.session.computers or seat in asked:
                continue
            asked.add(seat)                        # in a world the seat may know of
            if self.policy_answer(seat, _chaired) == a:
                self.act(a, by_computer=True)
                return True
        return False

    def _would_cover(self, seat: int | None) -> bool:
        """The base board would put up a pass screen for ``seat`` now: another person
        than the one at the mouse, in a game of secrets or with a private view (never
        for the public poll: the whole table answers it)."""
        if seat is None or len(self.people()) < 2 or seat in self.session.computers \
                or seat == self.shown_seat or self.in_poll():
            return False
        return self.is_private(seat) or self.secrets_seen

    def _check_pass_screen(self) -> None:
        """As the base board's, except after a person's own action that ended their part
        (their turn, their meeting round, a card drawn) when another person comes next
        behind a pass screen: the acting person first reads the result (``held``: the
        encounter box or what happened, with "Pass the mouse to ..."), and the pass screen
        comes with ``release``. Actions that hand over by their nature (End the turn, a
        trade offer, a curse laid ...) pass at once (``HANDOVERS``). The end-of-cycle poll
        is a public question to the whole table: no pass screen before it, whoever
        chairs it and whatever that seat holds."""
        if self.held is not None:
            return
        if self.in_poll():                     # the table's public question: nobody's
            self.shown_seat, self.covered = None, False    # private view, no pass screen
            self._log_reader = None            # (the chair may hold curses: not shown)
            return
        acting = self._acting
        seat = self.public_view()["current_seat"]
        if acting is not None and acting[0] is not None and acting[1] not in HANDOVERS \
                and seat != acting[0] and self._would_cover(seat):
            self.held = {"seat": acting[0], "next": seat}
            return
        super()._check_pass_screen()

    def pass_reason(self, seat: int) -> str | None:
        """Why ``seat`` takes the mouse outside its own turn, for the pass screen: it
        answers a curse laid on it or a trade offer, answers in the second round of a
        meeting, may heal with a card after a hurt, returns cards it cannot carry, takes a
        loser's treasures, makes trade offers at the end of the cycle, chooses the attack of
        a creature or beast it rolls for (advanced)."""
        v = self.public_view()
        name = self.seat_name(seat)
        phase = v["phase"]
        if phase == "meet" and v.get("meeting") and v["meeting"]["round"] == 2:
            return _("{name} answers in the second round of a meeting.").format(name=name)
        reasons = {"ward": _("A curse is laid on {name}: {name} answers it."),
                   "trade": _("{name} answers a trade offer."),
                   "mend": _("{name} was hurt and may heal with a card now."),
                   "discard": _("{name} carries too many cards and returns some."),
                   "loot": _("{name} takes the loser's treasures."),
                   "market": _("{name} makes trade offers at the end of the cycle."),
                   "foe_attack": _("{name} rolls for the foe and chooses its attack.")}
        if phase in reasons and not self.in_poll():
            return reasons[phase].format(name=name)
        return None

    def release(self) -> None:
        """The acting person has read the result: its box closes and the pass screen for
        the next person follows (``_check_pass_screen``)."""
        if self.held is None:
            return
        self.held = None
        self.banner = self._banner_at = None
        self._check_pass_screen()
        self._sync_log()
        self.rebuild_actions()
        self.app.request_redraw()


def _chaired(world, seat: int) -> None:
    """A world in which ``seat`` chairs the end-of-cycle poll (it answers for itself)."""
    world.market["chair"] = seat
