"""The re-roll offers of the Labirynt board (``RerollOffers``, a part of ``BoardScene``).

Re-roll offers (``turns.open_roll``: every seat that may change a roll is asked, one at
a time in turn order from the active seat): the active seat answers in its own view, as
any decision. The other seats people play are asked together in one public dialog over
the public view (``offer_dialog``): a button per queued seat and "Let it stand"; after
another seat changed the roll, the active seat is asked again in that dialog too (it
first), not behind its own pass screen. "Let it stand" answers ``keep`` for every queued
seat people play, in order (a computer's seat answers for itself in its place); a seat's
button answers ``keep`` for the people's seats before it, then covers the screen with
that seat's pass screen and shows its own choices. After any change of the roll the
rules ask again everyone who may still change it; under the game's reading "each die
once" (``rolls.py``, a setup option) a re-rolled die stands, and the dialog, the roll's
box and the fight box mark it so. Coming back to a seat's private view afterwards is
covered by its pass screen, unless nobody but the person who held the mouse before the
roll could have clicked meanwhile (only computers were asked).

A person may ask to be offered only the rolls that concern their seat: its own turn's
and the fights it defends in (``Session.own_offers_only``, kept in the save). A seat's
own choices on another seat's roll carry a button that lets it stand and asks no more
about such rolls (a playtester holding 2 gems clicked "Let it stand" 3-8 times a round
for the computers' encounters and fights: "Ask me only about my own rolls"); such a seat's offers of other rolls are then
let stand at once, by what everyone sees (whose turn it is, who defends), so nothing
hidden shows in it. Its own rolls' choices carry "Ask me about every roll again". Every
rule stays: any seat may re-roll any die that may still be re-rolled for 2 gems as long as
it asks to be offered.
"""
from __future__ import annotations

from games.engine.i18n import _
from games.labirynt.ui import painting
from games.labirynt.ui import texts as T
from sprites.widgets import fitted_button


class RerollOffers:
    """The board scene's re-roll offers: the public dialog (``offer_dialog``), its buttons
    and their answers, and the pass screens around a roll (``_check_pass_screen``). Mixed
    into ``BoardScene`` before ``BoardSceneBase``, whose methods it extends."""

    # ------------------------------------------------------ only the seat's own rolls
    def concerns(self, seat: int) -> bool:
        """Whether the roll under way concerns ``seat``: its own turn, or a fight it
        defends in (public: whose turn, who defends)."""
        v = self.view()
        fight = v.get("combat")
        return seat == v["turn"] or bool(fight and fight.get("def_seat") == seat)

    def let_stand_for(self, seat: int) -> bool:
        """Whether ``seat``'s offer of the roll under way is let stand without asking:
        its person asked for its own rolls only and this roll does not concern it."""
        return seat in self.session.own_offers_only and seat not in self.session.computers \
            and not self.concerns(seat)

    def _keep_unasked(self) -> None:
        """Let the roll stand for the seat asked now when it is not to be asked
        (``let_stand_for``), as that seat's answer."""
        for _guard in range(8):
            v = self.view()
            if v["phase"] != "roll" or self.session.read_only or \
                    not self.let_stand_for(v["roll"]["queue"][0]):
                return
            self.act({"type": "keep"})

    def offer_extras(self, v: dict) -> list[dict]:
        """The panel's own buttons on a roll offered to the seat at the mouse, besides the
        rules' answers: ask only about its own rolls (keeping this one), or about every
        roll again."""
        if v["phase"] != "roll" or not self.may_decide() or self.offer_dialog():
            return []
        seat = v["roll"]["queue"][0]
        if self.concerns(seat):
            return [{"type": "ask_every_roll"}] if seat in self.session.own_offers_only else []
        return [{"type": "ask_own_rolls"}]

    @staticmethod
    def extra_label(action: dict) -> str | None:
        """The label of an ``offer_extras`` button, ``None`` for a rules action."""
        if action["type"] == "ask_own_rolls":
            return _("Ask me only about my own rolls")
        if action["type"] == "ask_every_roll":
            return _("Ask me about every roll again")
        return None

    @staticmethod
    def extra_tip(action: dict) -> str | None:
        """The hover text of an ``offer_extras`` button, ``None`` for a rules action."""
        if action["type"] == "ask_own_rolls":
            return _("Lets this roll stand. From now on other players' rolls stand for you at "
                     "once: you are asked only about the rolls of your own turn and of fights "
                     "you defend in, until you click \"Ask me about every roll again\" on one.")
        if action["type"] == "ask_every_roll":
            return _("You are asked about every roll again, other players' too.")
        return None

    def extra_press(self, action: dict) -> bool:
        """Carry out an ``offer_extras`` button (True), or say it is none (False)."""
        if action["type"] not in ("ask_own_rolls", "ask_every_roll"):
            return False
        seat, quiet = self.view()["roll"]["queue"][0], self.session.own_offers_only
        if action["type"] == "ask_own_rolls":
            quiet[:] = sorted(set(quiet) | {seat})
            self.act({"type": "keep"})
            return True
        if action["type"] == "ask_every_roll":
            quiet[:] = [s for s in quiet if s != seat]
            self.rebuild_actions()
            self.app.request_redraw()
        return True

    def seat_settings(self, seat: int) -> list[dict]:
        """``BoardSceneBase.seat_settings``: the game menu's "Who plays" lets each seat's
        person choose to be asked about every roll or only about its own (the same choice
        as the roll panel's buttons), at any moment."""
        def choose(value: str) -> None:
            quiet = self.session.own_offers_only
            quiet[:] = sorted(set(quiet) | {seat}) if value == "own" else \
                [s for s in quiet if s != seat]
            self.rebuild_actions()
            if self.session.on_change:
                self.session.on_change(self.session)
        return [{"label": _("Re-roll offers"),
                 "choices": [("every", _("Every roll")), ("own", _("My own rolls only"))],
                 "value": "own" if seat in self.session.own_offers_only else "every",
                 "set": choose,
                 "tooltip": _("Any team may pay 2 gems to re-roll a die, an opponent's "
                              "too (each die once, or again and again: the game's Re-rolls "
                              "option). \"My own rolls only\": other players' rolls stand "
                              "for this seat at once; it is asked only about the rolls of its "
                              "own turn and of fights it defends in.")}]

    def offer_seats(self) -> list[int]:
        """The seats people play that the roll under way is offered to in the dialog, in
        the rules' queue order (turn order from the active seat): the active seat too once
        another seat has been asked in this roll (it is asked again after their change,
        and the mouse may be in other hands)."""
        v = self.view()
        roll = v["roll"] if v["phase"] == "roll" else None
        if not roll:
            return []
        return [s for s in roll["queue"] if s not in self.session.computers
                and not self.let_stand_for(s) and (s != v["turn"] or self._others_asked)]

    def offer_dialog(self) -> bool:
        """True while the public re-roll dialog asks the people's seats: at least two
        people play, the roll is offered to a seat people play that has not opened its own
        offer with its button, and that seat is not the active one, or it is but another
        seat was asked in this roll (a playtester's table got "pass the mouse to Player 1"
        for the active seat's forced answer after Player 2's re-roll, then the dialog, then
        the same pass screen again: now the dialog asks them all, and one hand-off follows
        it)."""
        v = self.view()
        if v["phase"] != "roll" or len(self.people()) < 2:
            return False
        head = v["roll"]["queue"][0]
        return head not in self.session.computers and head != self.asked and \
            not self.let_stand_for(head) and (head != v["turn"] or self._others_asked)

    def on_enter(self) -> None:
        """``BoardSceneBase.on_enter``; a game opened while the re-roll dialog asks shows
        it over the public view, with no pass screen first."""
        if not self._covered_once and self.offer_dialog():
            self._covered_once = True
            self.shown_seat, self._log_reader = None, None
        super().on_enter()
        self._keep_unasked()

    def let_it_stand(self) -> None:
        """The dialog's "Let it stand": ``keep`` for every queued seat people play, in
        order; a computer's seat answers for itself in its place."""
        self.offer_plan = {"keep": set(self.offer_seats()), "open": None}
        self._advance_offers()

    def change_it(self, seat: int) -> None:
        """A seat's button of the dialog: ``keep`` for the people's seats queued before
        it, then ``seat``'s pass screen and its own choices (re-roll, Change of Fate, or
        let it stand)."""
        seats = self.offer_seats()
        self.offer_plan = {"keep": set(seats[:seats.index(seat)]), "open": seat}
        self._advance_offers()

    def _advance_offers(self) -> None:
        """Give the answers a dialog click stands for, as far as they go now: a seat
        whose answer is ``keep`` keeps, a computer's seat is left to answer, the seat
        that asked for its offer gets its pass screen. A change of the roll ends the
        plan (``act``): everyone is asked again."""
        plan, v = self.offer_plan, self.view()
        if plan is None:
            return
        if v["phase"] != "roll":
            self.offer_plan = None
            return
        head = v["roll"]["queue"][0]
        if head in self.session.computers:
            return
        if head in plan["keep"]:
            plan["keep"].discard(head)
            self.act({"type": "keep"})
            return
        self.offer_plan = None
        if head == plan["open"]:
            self.open_offer(head)

    def open_offer(self, seat: int) -> None:
        """Cover the screen with ``seat``'s pass screen; once lifted, its own view shows
        its choices on the roll."""
        self.asked = seat
        self.shown_seat = seat
        self.cover(seat, passing=True, private=self.is_private(seat))
        self.rebuild_actions()
        self.app.request_redraw()

    def undo(self) -> None:
        """``BoardSceneBase.undo``; a dialog click's remaining answers are dropped (the
        Session never takes back another seat's decision)."""
        self.offer_plan = None
        super().undo()

    def _check_pass_screen(self) -> None:
        """The base's cover (``BoardSceneBase._check_pass_screen``), with the re-roll
        offers' rules: while the dialog asks, the public view shows (anyone may take the
        mouse); coming back after a roll to the seat that held the mouse when the roll
        began, with only computers asked meanwhile, is not covered."""
        v = self.view()                      # phase, turn and the roll's queue: public
        seat = v["current_seat"]
        if seat is None or len(self.people()) < 2:
            return super()._check_pass_screen()
        if v["phase"] == "roll":
            head = v["roll"]["queue"][0]
            if head != v["turn"] and head not in self.session.computers:
                self._others_asked = True
            if self._episode is None:
                self._episode = {"turn": (v["turn"], v["turn_no"]), "holder": self.viewer(),
                                 "others": False}
            if self.asked is not None and v["roll"]["queue"][0] != self.asked:
                self.asked = None
            if seat not in self.session.computers and seat != self._episode["holder"]:
                self._episode["others"] = True
            if self.offer_dialog():
                self.shown_seat, self.covered = None, False
                self._log_reader = None          # whoever takes the mouse: the public view
                return
        else:
            self.asked, self._others_asked = None, False
        episode = self._episode
        if episode is not None and seat not in self.session.computers and v["phase"] != "roll":
            self._episode = None
            if not episode["others"] and seat == episode["holder"] and \
                    episode["turn"] == (v["turn"], v["turn_no"]) and self._log_reader == seat:
                self.shown_seat = seat           # the same person kept the mouse
                self.covered = self.is_private(seat)
                return
        super()._check_pass_screen()

    def _build_offer_buttons(self, v: dict) -> None:
        """The dialog's buttons in a row: one per queued seat people play, then "Let it
        stand"."""
        seats = self.offer_seats()
        box, avoid = painting.box_rect(v, self.box_top), painting.mover_rect(v, self.geo)
        for k, seat in enumerate(seats):
            label = _("{team} ({name}): change it").format(
                team=T.team_name(v["teams"][seat]), name=self.seat_name(seat))
            button = fitted_button(painting.offer_button_rect(k, len(seats), box, avoid),
                                   label, lambda s=seat: self.change_it(s), "secondary")
            self.offer_buttons.append((button, seat))
        stand = fitted_button(painting.offer_button_rect(len(seats), len(seats), box, avoid),
                              _("Let it stand"), self.let_it_stand, "primary")
        self.offer_buttons.append((stand, None))
        self.action_buttons += [b for b, _s in self.offer_buttons]
