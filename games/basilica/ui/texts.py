"""The Basilica board's words: its heading, the instruction (whole, or short for a narrow
top bar), what to click for an Order, the action panel's title and body, and the hover
texts of the fields, the stack, the track and the Plan's cells. Every text is made in the
language shown when it is asked for (nothing translated is kept), from the board's view
and choice alone. ``BoardTexts`` is a part of ``scene.BoardScene``.
"""
from __future__ import annotations

from games.basilica.ui import layout as L
from games.engine.i18n import N_, _, counted
from games.engine.words import and_list
from sprites import fonts

# What to click for an Order with targets on the Plan, one whole clause per Order (marked
# for the catalog, translated where it is shown). Shift and Tax have their own wording.
HINTS = {"hire": N_("click a lit cell to Hire a Builder onto it"),
         "dismiss": N_("click a lit cell to Dismiss that Builder"),
         "promote": N_("click a lit cell to Promote your Builder there"),
         "scaffold": N_("click a lit cell to put Scaffolding there"),
         "stained_glass": N_("click a lit cell to put Stained glass on it"),
         "dismantle": N_("click a lit cell to Dismantle it")}
OUTSIDE = N_("Outside the Cathedral Plan: the cathedral grows only within the 5 rows that "
             "start at the 5 sockets.")
# Why a click beside the Plan's cells does nothing (marked; translated where shown).
OFF_PLAN = {
    "outside": OUTSIDE,
    "sockets": N_("The board's edge with its 5 sockets: the cathedral starts in the column "
                  "to their right."),
    "hidden": N_("That part of the Plan is panned out of view: the mouse wheel or the arrow "
                 "keys bring it back."),
    "beyond": N_("The Plan goes on to the right, but nothing can be built that far yet."),
}


class BoardTexts:
    """The words of the Basilica board (mixed into ``scene.BoardScene``, whose view, choice
    and rules they read)."""

    def heading(self) -> str:
        v, n = self.view(), self.content.numbers
        held = (_("Scoring {number} of {scorings} under way").format(
                    number=v["scoring"]["number"], scorings=n.scorings) if v["scoring"]
                else _("Scorings {held} of {scorings}").format(held=len(v["scorings"]),
                                                               scorings=n.scorings))
        return _("Basilica  ·  Turn {turn}  ·  {held}").format(turn=v["turn_number"], held=held)

    def action_text(self) -> str:
        """"action 2 of 3" for the active player, in the language shown."""
        return _("action {number} of {actions}").format(
            number=self.view()["actions_done"] + 1,
            actions=self.content.numbers.actions_per_turn)

    def instruction(self) -> str:
        v = self.view()
        phase = v["phase"]
        if phase == "over":
            return _("The game is over.")
        seat = self.turn_seat()
        name = self.seat_name(seat)
        if phase == "scoring":
            return _("Scoring {number}: read the breakdown, then {name} moves the "
                     "markers.").format(number=v["scoring"]["number"], name=name)
        if phase == "paid_offer":
            return self.offer_texts()[0]
        if phase == "paid_order":
            return _("{name}: {hint} (Paid Order).").format(
                name=name, hint=self._target_hint(v["pending"]["order"]))
        fields = {"name": name, "action": self.action_text()}
        if self.selected and self.selected[0] == "element":
            return _("{name}, {action}: click a lit cell of the Plan to build there "
                     "(right-click to cancel).").format(**fields)
        if self.selected:
            return _("{name}, {action}: {hint}.").format(
                hint=self._target_hint(self.order_of(self.selected[1])), **fields)
        if v["last_build"] and "place_builder" in self._types():
            return _("{name}, {action}: click the faint cube to Place a Builder, or choose an "
                     "element or Order.").format(**fields)
        if "redraw" in self._types():
            return _("{name}, {action}: no element fits the Plan: discard the three and deal "
                     "new ones.").format(**fields)
        return _("{name}, {action}: choose an element to build or an Order to carry "
                 "out.").format(**fields)

    def top_line(self) -> tuple[int | None, str]:
        """The top bar's line (``BoardSceneBase.top_line``): the status, or the
        instruction; an instruction too long for the line even at its smallest font (a
        longer language) is said without the player's name and action count, which the
        seat's icon and the panels show (``short_instruction``)."""
        seat, text = super().top_line()
        if not self.status and fonts.width(text, 16) > self.LINE_ROOM:
            text = self.short_instruction()
        return seat, text

    def short_instruction(self) -> str:
        """The instruction without "{name}, action N of 3: " before it, in the language
        shown (for the top bar when the whole one does not fit)."""
        v = self.view()
        if v["phase"] != "play":
            return self.instruction()
        if self.selected and self.selected[0] == "element":
            return _("Click a lit cell of the Plan to build there (right-click to cancel).")
        if self.selected:
            hint = self._target_hint(self.order_of(self.selected[1]))
            # TRANSLATORS: {hint} is what to click for the Order chosen, a whole clause.
            return _("{hint}.").format(hint=hint[:1].upper() + hint[1:])
        if v["last_build"] and "place_builder" in self._types():
            return _("Click the faint cube to Place a Builder, or choose an element or Order.")
        if "redraw" in self._types():
            return _("No element fits the Plan: discard the three and deal new ones.")
        return _("Choose an element to build or an Order to carry out.")

    def _target_hint(self, order: str) -> str:
        """What to click for ``order`` (chosen, or the Paid Order paid for), a clause in the
        language shown; an Order without any possible target, Tax included, says so alike
        (``rules.order_has_effect``)."""
        name = self.content.orders[order].name
        if not self.rules.order_has_effect(self.view(), order):
            return _("{order_name} has no target now: take it with no effect, or "
                     "cancel").format(order_name=name)
        if order == "tax":
            return _("press Carry out {order_name}, or cancel").format(order_name=name)
        if order == "shift":
            return (_("click a lit element to move your Builder there") if self.shift_from
                    else _("click one of your lit Builders to Shift it"))
        if order in HINTS:
            return _(HINTS[order])
        return _("click a lit cell for {order_name}").format(order_name=name)

    def hover_text(self, pos) -> str | None:
        """The hover text for the thing under ``pos`` (fields, cathedral cells), or None."""
        v = self.view()
        if v["phase"] == "scoring" and L.BOTTOM.collidepoint(pos):
            return self.scoring.row_tooltip(pos)  # the breakdown covers the fields
        for i, tid in enumerate(v["element_fields"]):
            if tid and L.element_field_rect(i).collidepoint(pos):
                fields = {"number": i + 1, "element": self.rules.element_name(tid)}
                if v["phase"] == "over":
                    return _("Element field {number}: {element}.").format(**fields)
                return _("Element field {number}: {element}. Click it, then a lit cell of the "
                         "Plan, to build it.").format(**fields)
        for i, order in enumerate(v["order_fields"]):
            if order and L.order_field_rect(i).collidepoint(pos):
                return self.order_words(order)
            if L.pair_rect(i).collidepoint(pos):
                return _("Each Order token hides an element on its other side. When the "
                         "element below is built, the Order above is turned over to become "
                         "the next element here, and a new Order is drawn from the stack.")
        if L.stack_rect().collidepoint(pos):
            return self.stack_tooltip()
        if L.TRACK.collidepoint(pos):
            return self.track_tooltip()
        if L.PLAYERS.collidepoint(pos):
            return self.player_tooltip(pos)
        if not L.CATHEDRAL.collidepoint(pos):
            return None
        where, cell = self.geometry().locate(pos)
        if where != "cell":
            return _(OFF_PLAN[where]) if (self.selected or self._pending_order()) else None
        return self._cell_tooltip(cell)

    def _cell_tooltip(self, cell) -> str | None:
        v = self.view()
        if (self.selected and self.selected[0] == "element") or self._pending_order():
            if cell not in self._targets():
                return self.why_not(cell)
        grid = {(x, y): t for x, y, t in v["cathedral"]}
        if cell not in grid:
            return _("Scaffolding: nothing can be built here until a Dismantle removes it.") \
                if list(cell) in v["scaffolding"] else None
        name = self.rules.element_name(grid[cell])
        parts = [name[:1].upper() + name[1:]]
        for x, y, seat in v["builders"]:
            if (x, y) == cell:
                builder = (_("{name}'s Builder (promoted, counts 2)") if [x, y] in v["promoted"]
                           else _("{name}'s Builder"))
                parts.append(builder.format(name=self.seat_name(seat)))
        if list(cell) in v["stained_glass"]:
            parts.append(_("Stained glass"))
        # TRANSLATORS: a cell's hover text: {parts} lists what lies there ("Blue element,
        # Ola's Builder, Stained glass").
        return _("{parts}.").format(parts=_(", ").join(parts))

    def stack_tooltip(self) -> str:
        """What the stack shows, in words: its size and the Order on its top token (the
        tokens lie Order side up, so everyone sees it; the elements stay hidden)."""
        v = self.view()
        if not v["stack_top"]:
            return _("The stack is empty.")
        return counted(v["stack"], "The stack: {n} token, Order side up. On top: {order} It is "
                       "the next Order drawn onto an Order field.",
                       "The stack: {n} tokens, Order side up. On top: {order} It is the next "
                       "Order drawn onto an Order field.", order=self.order_words(v["stack_top"]))

    def order_words(self, order: str) -> str:
        """Order ``order`` (an id) in words, in the language shown: its name, what it does
        and its Paid Order, or that it has none."""
        o = self.content.orders[order]
        if o.paid:
            return _("{order_name}: {text} Paid Order: {paid}").format(
                order_name=o.name, text=o.text, paid=o.paid)
        return _("{order_name}: {text} No Paid Order.").format(order_name=o.name, text=o.text)

    def track_tooltip(self) -> str:
        """What the track shows, in words (the language shown)."""
        v = self.view()
        fields = {"first": self.seat_name(0), "first_total": v["totals"][0],
                  "second": self.seat_name(1), "second_total": v["totals"][1],
                  "space": v["king"], "next": self.rules.next_crown_space(v["king"])}
        if fields["next"] is not None and v["phase"] != "over":
            return _("Scoring track: {first} has {first_total} and {second} has {second_total} "
                     "points, the King on space {space}, next scoring when he reaches {next}. "
                     "Each crowned element built moves the King one space; a score of 50 or "
                     "more earns a +50 token.").format(**fields)
        return _("Scoring track: {first} has {first_total} and {second} has {second_total} "
                 "points, the King on space {space}. Each crowned element built moves the "
                 "King one space; a score of 50 or more earns a +50 token.").format(**fields)

    def player_tooltip(self, pos) -> str | None:
        """The hover text of what lies under ``pos`` in a player's panel
        (``painting.player_items``): the score, a +50 token, the Coins, the Builders in
        supply or the advancement tokens left, each named with its number and what it is
        for; ``None`` elsewhere."""
        from games.basilica.ui.painting import player_items
        v, n = self.view(), self.content.numbers
        for seat in range(len(v["totals"])):
            for kind, _image, spot in player_items(self, v, seat):
                if not spot.collidepoint(pos):
                    continue
                fields = {"name": self.seat_name(seat), "total": v["totals"][seat],
                          "coins": v["coins"][seat], "supply": v["supply"][seat],
                          "advancement": v["advancement"][seat],
                          "advancement_total": n.advancement_per_player,
                          "tokens": self.rules.track_position(v["totals"][seat])[0]}
                return {
                    "total": _("{name}: {total} points."),
                    "plus50": _("{name}'s +50 tokens: {tokens}. Each one counts 50 points "
                                "beyond the track's last space."),
                    "coins": _("{name}'s Coins: {coins}. A Coin pays for a Paid Order (it "
                               "goes to the player whose turn it is); Tax takes one from the "
                               "opponent."),
                    "supply": _("{name}'s Builders in supply, not on the cathedral: "
                                "{supply}. Place a Builder and Hire put one on an element."),
                    "advancement": _("{name}'s advancement tokens left: {advancement} of "
                                     "{advancement_total}. Promote lays one on one of "
                                     "{name}'s Builders: it then counts 2 and cannot be "
                                     "Dismissed."),
                }[kind].format(**fields)
        return None

    def _panel_text(self, v) -> tuple[str, str]:
        """The action panel's title and body for the state and choice on screen."""
        phase = v["phase"]
        if phase == "over":
            winners = v["winners"]
            return _("The game is over."), counted(
                len(winners), "{names} wins!", "{names} share the victory!",
                names=and_list(self.seat_name(s) for s in winners))
        if phase == "scoring":
            return (_("Scoring {number}").format(number=v["scoring"]["number"]),
                    _("The breakdown is below the cathedral; the points are added when the "
                      "markers move."))
        if phase == "paid_offer":
            return self.offer_texts()
        order = self._pending_order()
        if order:
            o = self.content.orders[order]
            title = (_("Paid Order: {order_name}").format(order_name=o.name)
                     if phase == "paid_order" else o.name)
            return title, o.text
        if self.selected:
            tid = v["element_fields"][self.selected[1]]
            return (_("Build: {element}").format(element=self.rules.element_name(tid)),
                    _("It may go on any lit cell. Hover another cell to see why not."))
        seat = v["active"]
        return (_("{name}'s turn, {action}").format(name=self.seat_name(seat),
                                                   action=self.action_text()),
                _("Three actions a turn: Build, Place a Builder (right after a Build), or "
                  "carry out an Order. Hover anything to read it."))
