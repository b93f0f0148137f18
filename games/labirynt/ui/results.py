"""What the Labirynt board says about the last Encounter and fight once their dice are
settled (``RollResults``, a part of ``BoardScene``): the ``banner`` in the action panel.

It notes, from each action's events, the Encounter Table row a roll hit and the whole
fight that followed: every clash (a monster beaten twice in a row has two), then what the
fight did (wounds and Armour lost, a death, the Finds and gems won, a Weapon dissolved, a
robbery), so that the panel never shows a first clash won over a fight lost (a
playtester read "Clash 1 of 2: ... The attacker wins" while the second clash and the
wound stood only in the log). A fight's lines are made when they are drawn, for the seat
looking then (``rules.describe``: a Find's kind only for its owner).

The board's answers that follow an action at once (a re-roll offer let stand, a side that
casts no more) are actions of their own, taken inside the first one's handling, so their
events arrive before the first one's: each action's events carry the order in which it
began (``_begun``), and an older action's notes never replace a newer one's.
"""
from __future__ import annotations

from games.engine.i18n import _
from games.labirynt.content import content
from games.labirynt.ui import texts as T

# What a fight does after its last clash, told under it (event types of the rules).
OUTCOME = ("armour_lost", "wounded", "died", "finds", "gems", "dissolved", "robbed")
# Events after which a fight's outcome is complete (the turn goes on elsewhere).
MOVED_ON = ("turn", "moved", "teleported", "extra_move", "fight", "encounter", "attack")


class RollResults:
    """The board scene's notes of the last Encounter and fight (module docstring). Mixed
    into ``BoardScene`` before ``BoardSceneBase``, whose ``act`` and ``on_events`` it
    extends."""

    def _init_results(self) -> None:
        self._encounter: dict | None = None   # the last Encounter roll: row, total, who, where
        self._fight: dict | None = None       # the last fight: its clashes and outcome events
        self._places: dict = {}               # where each character stood before an action
        self._begun = 0                       # actions begun so far (their order)
        self._acting: list[tuple[int, dict]] = []   # (order, places) of the actions under way

    def act(self, action: dict, by_computer: bool = False):
        """``BoardSceneBase.act``, noting the order it began in and where each character
        stood before it (a character the action killed has no place after it)."""
        self._places = {c["id"]: c["place"] for c in self.view()["chars"]
                        if c["place"] is not None}
        self._begun += 1
        self._acting.append((self._begun, self._places))
        try:
            return super().act(action, by_computer)
        finally:
            self._acting.pop()

    def on_events(self, events: list[dict]) -> None:
        """Note the Encounter Table row a roll hit and the fight's clashes and outcome,
        with the turn, the character and where it stood (``banner`` makes the text), unless
        a newer action's notes are there already (module docstring)."""
        order, before = self._acting[-1] if self._acting else (self._begun, self._places)
        v = self.view()
        turn = (v["turn"], v["turn_no"])
        places = {c["id"]: c["place"] for c in v["chars"] if c["place"] is not None}
        first = self.session.log_length() - len(events)   # each event wrote one log entry
        for at, e in enumerate(events, start=first):
            kind = e["type"]
            if kind == "encounter":
                cid = e["char"]
                if self._newer(self._encounter, order):
                    self._encounter = {"row": e["row"], "total": e["total"], "turn": turn,
                                       "mover": cid, "order": order,
                                       "place": places.get(cid, before.get(cid))}
            if kind == "clash":
                fight, cid = self._fight, e["attacker"]
                if fight and fight["mover"] == cid and fight["turn"] == turn and \
                        {c["clash"] for c in fight["clashes"]} == {3 - e["clash"]}:
                    # the other clash of a monster beaten twice, in either order
                    fight["clashes"] = sorted(fight["clashes"] + [e], key=lambda c: c["clash"])
                    if order >= fight["order"]:
                        fight["order"], fight["open"] = order, True
                elif self._newer(fight, order):
                    self._fight = {"clashes": [e], "after": [], "turn": turn, "mover": cid,
                                   "order": order, "open": True,
                                   "place": places.get(cid, before.get(cid))}
            elif self._fight and self._fight["open"] and order >= self._fight["order"]:
                if kind in MOVED_ON:
                    self._fight["open"] = False
                elif kind in OUTCOME and at >= 0:
                    self._fight["after"].append(at)      # its log entry, as each seat reads it

    @staticmethod
    def _newer(note: dict | None, order: int) -> bool:
        return note is None or order >= note["order"]

    def _about_now(self, note: dict | None) -> bool:
        """Whether a noted roll or fight (``on_events``) is about the position on screen:
        the same turn, in that Exploration (not after another Movement began), the same
        character still in the chamber where it happened, or fallen there (the view's
        mover is gone)."""
        v = self.view()
        if note is None or note["turn"] != (v["turn"], v["turn_no"]) \
                or v["phase"] in ("move", "teleport", "over"):
            return False
        if v["mover"] is None:
            char = next((c for c in v["chars"] if c["id"] == note["mover"]), None)
            return char is None or char["status"] != "active" or char["place"] != note["place"]
        mover = next((c for c in v["chars"] if c["id"] == v["mover"]), None)
        return v["mover"] == note["mover"] and mover is not None and \
            mover["status"] == "active" and mover["place"] == note["place"]

    def fight_lines(self) -> list[str]:
        """The last fight as the banner tells it: each clash (both sides' Strength and
        dice, who won and why), that a monster not beaten twice in a row gave nothing, and
        what the fight did, each line as the seat looking may read it."""
        fight = self._fight
        lines = [T.clash_text(e) for e in fight["clashes"]]
        last = fight["clashes"][-1]
        if last["kind"] == "monster" and content().rows[last["row"]].twice and \
                len(fight["clashes"]) == 2 and last["result"] != "attacker":
            lines.append(_("Not beaten twice in a row: no reward."))
        viewer = self.viewer()
        lines += [line for at in fight["after"] if at < self.session.log_length()
                  for line in self.session.lines_for(viewer, at, at + 1)]
        return lines

    @property
    def banner(self) -> str | None:
        """The last Encounter roll's row and the last fight's clashes and outcome
        (``fight_lines``), in the language shown, while they are about the position on
        screen (``_about_now``); else ``None``. A playtester saw a fight resolved at once
        (nobody could change its dice) and found its winner only in the log."""
        lines = []
        if self._about_now(self._encounter):
            e = self._encounter
            row = content().rows[e["row"]]
            lines.append(_("Encounter roll {total}: {row}. {text}").format(
                total=e["total"], row=row.name, text=row.text))
        if self._about_now(self._fight):
            lines += self.fight_lines()
        return "\n".join(lines) or None
