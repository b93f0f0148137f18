"""The board scene's side of the advanced variant's conflict dialog (``BoardScene`` mixes
``ConflictMixin`` in): the dialog over the map while a character's conflict with a
creature waits for a choice (a bribe, or the character's half of the round), its choices
as buttons inside it (so the action panel keeps only the items and curses that may be
used then), and the result box an advanced conflict's rolls open (``result_banner``)."""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import counted
from games.bas_celik.content import content
from games.bas_celik.ui import adv_conflict as AC
from games.bas_celik.ui import adv_texts as A
from games.bas_celik.ui import conflict as CD
from games.bas_celik.ui import texts as T
from games.bas_celik.ui.dialogs import fitted_button

# the choices the dialog holds in each phase, in the order shown
DIALOG_KINDS = {"fight": ("strike", "hide", "hold"), "bribe": ("bribe", "no_bribe")}


def dialog_order(action: dict) -> tuple:
    """Strength before Intelligence, then Hiding, holding back; the ducats, the items,
    refusing."""
    kinds = ("strike", "hide", "hold", "bribe", "no_bribe")
    return (kinds.index(action["type"]), action.get("attribute") != "strength",
            "card" in action, action.get("card", ""))


class ConflictMixin:
    """The conflict dialog of the advanced variant (see the module docstring)."""

    _conflict_key = None
    _conflict = None

    def conflict_live(self) -> dict | None:
        """The dialog's model while a creature conflict of the advanced variant waits
        (phases ``bribe`` and ``fight``): public, so shown to the whole table; ``None``
        otherwise, or while a conflict's result box covers the map."""
        v = self.view()
        if not A.is_advanced(v) or v["phase"] not in DIALOG_KINDS:
            return None
        if self.banner and self.banner.get("conflict"):
            return None
        key = (self.session.changes, self.viewer(), i18n.language())
        if self._conflict_key != key:
            seat = v["turn"]
            played = [getattr(p, "events", None) for p in getattr(self.session, "played", [])]
            events = AC.round_events(played, seat)
            self._conflict = AC.creature_model(v, seat, events, self.seat_name, v["phase"])
            self._conflict_key = key
        return self._conflict

    def dialog_kinds(self) -> tuple:
        """The kinds of action the live dialog holds (the panel leaves them out)."""
        model = self.conflict_live()
        return DIALOG_KINDS[model["stage"]] if model is not None else ()

    def conflict_actions(self) -> list[dict]:
        """The decisions the dialog holds now (none when it is not up or not the
        person's to decide), in its order; one per kind of item card."""
        model = self.conflict_live()
        if model is None:
            return []
        kinds = DIALOG_KINDS[model["stage"]]
        out, seen = [], set()
        for a in sorted((a for a in self.decisions() if a["type"] in kinds), key=dialog_order):
            key = (a["type"], a.get("attribute"),
                   content().card(a["card"]).id if a.get("card") else None)
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out

    def conflict_rect(self) -> pygame.Rect | None:
        """Where the live dialog is drawn, ``None`` when it is not up."""
        model = self.conflict_live()
        if model is None:
            return None
        return CD.box_rect(model, self.view(), self.geo, len(self._dialog_slots(model)))

    def _dialog_slots(self, model: dict) -> list:
        """The dialog's buttons: its actions, and in a bribe a greyed "Pay" the character
        cannot afford (so the price shows)."""
        acts = self.conflict_actions()
        if not self.may_decide():
            return []
        slots: list = list(acts)
        if model["stage"] == "bribe" and not any(a["type"] == "bribe" and "card" not in a
                                                  for a in acts):
            slots.insert(0, None)
        return slots

    def conflict_buttons(self) -> list:
        """The dialog's buttons for the person deciding (also ``button_actions``)."""
        model = self.conflict_live()
        if model is None:
            return []
        v = self.view()
        slots = self._dialog_slots(model)
        rect = CD.box_rect(model, v, self.geo, len(slots))
        out = []
        for r, a in zip(CD.button_rects(rect, model, len(slots)), slots):
            if a is None:
                price = content().card(model["card"]).negotiation
                h = v["heroes"][model["seat"]]
                b = fitted_button(r, counted(price, "Pay the bribe: {n} ducat",
                                             "Pay the bribe: {n} ducats"), None, "secondary",
                                  counted(h["ducats"], "You have only {n} ducat.",
                                          "You have only {n} ducats."))
                b.enabled = False
                out.append(b)
                continue
            style = "primary" if a["type"] == "strike" or (a["type"] == "bribe" and
                                                            "card" not in a) else "secondary"
            b = fitted_button(r, T.action_label(v, a), lambda a=a: self.act(a), style,
                              T.action_help(v, a))
            self.button_actions.append((b, a))
            out.append(b)
        return out

    def draw_conflict(self, surface) -> None:
        """The live dialog over the map, when it is up."""
        model = self.conflict_live()
        if model is not None:
            CD.draw(surface, model, self.conflict_rect(), self.seat_colour)

    def result_banner(self, view: dict, events: list[dict]) -> dict | None:
        """The result box of an advanced conflict among ``events``: ``{"conflict":
        model, "card"}``; ``None`` when there is none, or when the live dialog already
        shows that round (the conflict goes on in the same seat's choice)."""
        if not A.is_advanced(view):
            return None
        played = [getattr(p, "events", None) for p in getattr(self.session, "played", [])]
        model = AC.result_model(view, events, self.seat_name, played,
                                getattr(self, "_view_before", None))
        if model is None:
            return None
        if view["phase"] in DIALOG_KINDS and model["kind"] == "creature" and \
                model.get("seat") == view["turn"]:
            return None
        return {"conflict": model, "card": model.get("card"), "title": model["title"],
                "dice": [], "nature": None}


def banner_rect(board) -> pygame.Rect:
    """Where a conflict's result box sits (as the live dialog, with the footer line)."""
    return CD.box_rect(board.banner["conflict"], board.view(), board.geo, footer=True)

