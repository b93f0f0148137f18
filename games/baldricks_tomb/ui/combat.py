"""Baldrick's Tomb dialogs: the combat dialog, the end-of-floor summary and the final ranking.

Combat ("Monster Cards and Combat"): the monster card large with its swing gauge, damage
and gold markers; the last roll lights its gauge segment; Fight rolls the d8, Run pays
the monster's level in gold (less a Run-discount skill), and any scroll playable in
combat can be played before a roll. When the fight ends the outcome stays on screen
until Close. The board's Undo, Rules and Menu buttons stay usable over the dialog.

End of floor ("End of Floor"): who got out and with how much gold, who was still inside
and lost half, who holds the Gem and what comes next; shown before the next floor (and
before any pass screen), public information only.
"""
from __future__ import annotations

import pygame

from games.baldricks_tomb.log_lines import roll_text
from games.baldricks_tomb.tomb import gold_text
from games.engine.i18n import N_, _, counted
from games.engine.scenes.base import OverlayScene
from games.engine.scenes.computer_turns import ClosesWithoutPeople, while_computer_plays
from games.engine.rulekit import places
from games.engine.scenes.final import FinalSceneBase
from games.engine.words import and_list
from sprites import fonts
from sprites import palette as P
from sprites.baldricks_tomb import art
from sprites.pawns import pawn
from sprites.widgets import Button, Panel

PANEL = pygame.Rect(250, 90, 780, 620)
CARD = (260, 366)


# Events that end a fight, and what may follow them still belonging to the fight (a
# knock-out after the killing blow, the Gem leaving the knocked-out fighter).
FIGHT_ENDS = ("monster_defeated", "monster_fled", "ran_away", "knocked_out")
FIGHT_AFTERMATH = ("knocked_out", "gem_passed", "gem_dropped")


def fight_events(events: list[dict], seat: int) -> tuple[list[dict], bool]:
    """The part of one action's ``events`` that belongs to ``seat``'s fight, and whether
    the fight ended in it: everything up to the event that ends the fight, then only its
    aftermath (a knock-out, the Gem passed on or dropped); what follows (the turn passing,
    re-entries, the Doom, the floor's end) is left out."""
    kept, ended = [], False
    for e in events:
        if ended and not (e["type"] in FIGHT_AFTERMATH and e.get("seat") == seat):
            break
        kept.append(e)
        if e["type"] in FIGHT_ENDS:
            ended = True
    return kept, ended


class CombatScene(ClosesWithoutPeople, OverlayScene):
    """The fight of ``board``'s active seat (the fighter, ``seat``) against the drawn
    monster. Everything it draws is the fighter's public data (``board.view()``) and this
    fight's log lines; when the fight ends it shows the result for the fighter until Close,
    even though the turn may already have passed (the board holds back its pass screen
    until then). Any change of the game it did not make itself (Undo, a load) makes it
    follow the game."""

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.panels.append(Panel(PANEL, title=_("Combat"), style="parchment"))
        v = board.view()
        c = v["combat"]
        self.seat = v["turn"]                 # the fighter, kept when the turn passes on
        self.card = c["monster"]
        self.monster = board.content.monsters[c["monster"]]
        self.last_combat = dict(c)            # the card as it stood when the fight ended
        self.last_roll: int | None = None     # die + modifier: the gauge segment lit
        self.last_die: int | None = None      # the d8 as rolled
        self.last_modifier = 0                # scroll + skill bonus added to it
        self.outcome: str | None = None
        self.fighter: dict | None = None      # the fighter's data as the fight ended
        self.log_start = board.session.log_length()   # this fight's lines follow in the log
        self.log_end: int | None = None       # where they stop once the fight is over
        self.segments = [(low, high, [s.replace(" ", "_") for s in symbols])   # art's names
                         for low, high, symbols in self.monster.gauge_ranges()]
        self.undo_button = Button(board.undo_button.rect.copy(), _("Undo"), self.undo,
                                  style="secondary")
        self._seen = self._game_key()
        self._build()

    def _game_key(self) -> int:
        return self.board.session.changes

    @property
    def lines(self) -> list[str]:
        """The game-log lines of this fight so far (the session writes them); once the
        fight is over, only up to its end."""
        session = self.board.session
        return session.log_lines(min(self.log_start, session.log_length()), self.log_end)

    def _top_bar(self) -> None:
        """The board's Undo, Rules and Menu, in the same places, working over the dialog."""
        self.undo_button.enabled = self.board.undo_button.enabled
        self.undo_button.tooltip = self.board.undo_button.tooltip
        self.widgets.add(self.undo_button)
        self.widgets.add(Button(pygame.Rect(1010, 10, 120, 44), _("Rules"), self.board.open_rules,
                                style="secondary", tooltip=_("The rules of this game.")))
        self.widgets.add(Button(pygame.Rect(1140, 10, 124, 44), _("Menu"), self.board.open_menu,
                                style="secondary", tooltip=_("Save, load, settings, quit (Esc).")))

    def undo(self) -> None:
        """Take back the last action of the fight that can be taken back (a scroll played
        since the last roll, a winning scroll); the dialog follows the state."""
        self.board.undo()
        self.refresh()

    def refresh(self) -> None:
        """Follow the game as it is now: the same fight still going shows its buttons
        again (no result); anything else closes the dialog (the board reopens a fight)."""
        self._seen = self._game_key()
        v = self.board.view()
        if v["phase"] == "combat" and v["combat"] is not None and v["turn"] == self.seat \
                and v["combat"]["monster"] == self.card:
            self.outcome, self.fighter, self.log_end = None, None, None
            self.last_combat = dict(v["combat"])
            self._build()
            self.board.resume_after_fight(stale=True)
            return
        if self.app.top is self:
            self.app.pop()
        self.board.resume_after_fight(stale=True)

    def update(self, dt) -> None:
        super().update(dt)
        if self._game_key() != self._seen and self.app.top is self:
            self.refresh()

    def showing_result(self) -> bool:
        """The fight is over and its result shows (``ClosesWithoutPeople``)."""
        return self.outcome is not None

    def close_for_table(self) -> None:
        """Close, as the Close button does."""
        self.back()

    @property
    def plays_for_board(self):
        """The board, while the fight goes on: a computer fighter then plays it here
        (``games.engine.scenes.computer_turns``); once the result shows, nothing moves
        until a person closes it."""
        return self.board if self.outcome is None else None

    def handle_event(self, event) -> None:
        """Ctrl+Z, then the dialog. During a computer's fight only the top bar answers,
        and a click or Space hurries the computer on: nobody fights for it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if not self.board.computer.thinking():
                self.undo()
            return
        if self.outcome is None and self.board.computer.thinking() and not self.modal:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()
                return
            top_bar = [w for w in self.widgets if w.rect.bottom <= 64]
            while_computer_plays(self.board.computer, event, top_bar, self.widgets)
            return
        super().handle_event(event)

    def _build(self) -> None:
        self.widgets.empty()
        self._top_bar()
        x, y = PANEL.x + 330, PANEL.y + 330
        if self.outcome:
            self.widgets.add(Button(pygame.Rect(x, PANEL.bottom - 80, 200, 52), _("Close"), self.back,
                                    hotkey=pygame.K_RETURN))
            return
        legal, view = self.board.legal() or [], self.board.view()   # none in a replay
        can_run = any(a["type"] == "run" for a in legal)
        cost = view["combat"]["run_cost"]
        fight, run = _("Fight (roll)"), _("Run ({cost})").format(cost=gold_text(cost))
        need = [fonts.width(label, 16, True) + 24 for label in (fight, run)]
        first = max(120, min(290, need[0] + (420 - sum(need)) // 2))  # the longer label, more room
        self.widgets.add(Button(pygame.Rect(x, y, first, 52), fight, self.fight,
                                hotkey=pygame.K_f, size=16,
                                tooltip=_("Roll the d8 and do what the gauge says.")))
        self.widgets.add(Button(pygame.Rect(x + first + 10, y, 420 - first, 52), run, self.run,
                                style="secondary", enabled=can_run, size=16,
                                tooltip=(_("Pay {cost} and leave the fight.").format(
                                    cost=gold_text(cost)) if can_run else
                                         self.board.rules.run_refusal(view))))
        scrolls = [a for a in legal if a["type"] == "play_scroll"]
        for i, action in enumerate(scrolls[:4]):
            card = self.board.content.scrolls[action["card"]]
            label, tip = _("Scroll: {scroll}").format(scroll=card.name), card.text
            if self.board.rules.wasted_scroll(view, action["card"]):     # legal, but idle
                label = _("{scroll} (no effect)").format(scroll=card.name)
                tip = _("{text} It would change nothing now.").format(text=card.text)
            self.widgets.add(Button(pygame.Rect(x, y + 64 + i * 50, 420, 44), label,
                                    lambda a=action: self.play(a), style="secondary", size=18,
                                    tooltip=tip))
        self.widgets.add(Button(pygame.Rect(PANEL.x + 30, PANEL.bottom - 80, 260, 52),
                                _("Look at the board"), self.look, style="secondary", size=16,
                                tooltip=_("Close this dialog; \"Back to the fight\" reopens "
                                          "it.")))

    def _public(self) -> dict:
        """The fighter's public data now (name, colour, HP, poison, gold): the same in
        every seat's view."""
        return self.board.view()["players"][self.seat]

    def _act(self, action: dict) -> None:
        before = dict(self._public())
        log_before = self.board.session.log_length()
        self.board.fight_acting = True
        try:
            events = self.board.act(action)
        finally:
            self.board.fight_acting = False
        self._after(events, before, log_before)

    def _after(self, events, before: dict | None = None, log_before: int | None = None) -> None:
        self._seen = self._game_key()
        if events is None:
            return
        kept, ended = fight_events(events, self.seat)
        for e in kept:
            if e["type"] == "combat_roll":
                self.last_roll, self.last_die = e["result"], e["roll"]
                self.last_modifier = e["modifier"]
            if e["type"] == "monster_defeated":       # the killing blow fills the last box
                self.last_combat["damage"] = self.monster.hp
        v = self.board.view()
        if v["combat"] is not None and v["combat"]["monster"] == self.card:
            self.last_combat = dict(v["combat"])
        if ended or v["phase"] != "combat" or v["turn"] != self.seat:
            start = (log_before if log_before is not None
                     else self.board.session.log_length() - len(events))
            self.log_end = start + len(kept)
            self.fighter = self._fighter_at_end(kept, events, before)
            self.outcome = self._outcome_text(kept, self.board.session.log_lines(start, self.log_end))
        self._build()

    def _fighter_at_end(self, kept: list[dict], events: list[dict], before: dict | None) -> dict:
        """The fighter's data as the fight ended: HP and poison as they were when knocked
        out (the pawn is reset for its return), gold before a floor's end halved it."""
        p = dict(self._public())
        if any(e["type"] == "knocked_out" for e in kept) and before is not None:
            p["hp"], p["poison"] = before["hp"], before["poison"]
            for e in kept:
                if e.get("seat") == self.seat and e["type"] == "hp":
                    p["hp"] = e["hp"]
                elif e.get("seat") == self.seat and e["type"] == "poison":
                    p["poison"] = e["poison"]
        for e in events:
            if e["type"] == "floor_end":
                p["gold"] = e["had"][self.seat]
        return p

    def _outcome_text(self, kept: list[dict], lines: list[str]) -> str:
        """The result of the fight for the fighter: the game-log ``lines`` (one per event
        of ``kept``) of the events that ended it."""
        ends = [line for e, line in zip(kept, lines) if e["type"] in FIGHT_ENDS + FIGHT_AFTERMATH]
        if not ends:
            return _("The fight is over.")
        return " ".join(ends)

    def roll_label(self) -> str | None:
        """What the dialog writes beside the die: die + bonus = total (and what a capped
        total counts as), exactly as the log says it; None without a bonus or a roll."""
        if self.last_die is None or not self.last_modifier:
            return None
        return roll_text(self.last_die, self.last_modifier, self.last_roll)

    def fight(self) -> None:
        """Roll the d8."""
        self._act({"type": "fight"})

    def run(self) -> None:
        """Run away, paying the run cost in gold (the monster's level, less skills)."""
        self._act({"type": "run"})

    def play(self, action: dict) -> None:
        """Play a scroll before the next roll."""
        self._act(action)

    def look(self) -> None:
        """Close the dialog to look at the board; the fight waits."""
        self.board.combat_dismissed = True
        self.app.pop()

    def back(self) -> None:
        """Close (Enter, Esc): a finished fight hands back to the board, which then shows
        what it held back (the pass screen, the end of the floor); a running fight waits."""
        if self.outcome is None:
            self.look()
        else:
            self.app.pop()
            self.board.resume_after_fight()

    def draw_content(self, surface) -> None:
        c = self.last_combat if self.outcome else (self.board.view()["combat"] or self.last_combat)
        m = self.monster
        img = art.monster_card(m.name, m.level, m.hp, m.gold, self.segments, CARD,
                               look=m.look, damage=min(c["damage"], m.hp), coins=c["gold"],
                               lit=self.last_roll,
                               title_px=self.board.title_px("monster", CARD))
        surface.blit(img, (PANEL.x + 40, PANEL.y + 80))
        p = self.fighter if self.outcome and self.fighter else self._public()
        x, y = PANEL.x + 330, PANEL.y + 86
        surface.blit(pawn(p["colour"], 30), (x, y))
        surface.blit(fonts.text(p["name"], 24, P.INK, bold=True), (x + 40, y + 2))
        surface.blit(art.hp_track(p["max_hp"], p["hp"], p["poison"], 300), (x, y + 44))
        surface.blit(fonts.text(_("Gold: {gold}").format(gold=p["gold"]), 20, P.INK), (x, y + 100))
        if self.last_die is not None:
            surface.blit(art.die_face(self.last_die, 64, "red"), (x + 300, y + 80))
            text = self.roll_label()
            if text:                                   # a bonus: the same words as the log
                label = fonts.fit(text, 16, P.INK, 200, bold=True, minimum=11)
                surface.blit(label, label.get_rect(midright=(x + 292, y + 112)))
        self._draw_lines(surface, x, y + 140, PANEL.y + 322)     # the buttons start below
        self._draw_legend(surface, m)
        if self.outcome:
            out = fonts.text(self.outcome, 24, P.INK, bold=True, wraplength=420)
            surface.blit(out, (x, PANEL.y + 360))


    def _draw_lines(self, surface, x: int, top: int, bottom: int) -> None:
        """The fight's latest log lines, wrapped, as many as fit between top and bottom."""
        images = []
        height = 0
        for line in reversed(self.lines):
            img = fonts.text(line, 18, P.INK_MUTED, wraplength=420)
            if height + img.get_height() > bottom - top:
                break
            images.insert(0, img)
            height += img.get_height() + 4
        for img in images:
            surface.blit(img, (x, top))
            top += img.get_height() + 4

    def _draw_legend(self, surface, monster) -> None:
        """What the symbols on this monster's gauge mean, under the card."""
        used = []
        for symbols in monster.gauge:
            used += [s for s in symbols if s not in used]
        x0, y0 = PANEL.x + 40, PANEL.y + 80 + CARD[1] + 10
        for i, symbol in enumerate(used):
            x, y = x0 + (i % 2) * 140, y0 + (i // 2) * 28
            surface.blit(art.symbol_icon(symbol.replace(" ", "_"), 24), (x, y))
            surface.blit(fonts.fit(_(LEGEND[symbol]), 15, P.INK, 110, minimum=9), (x + 28, y + 4))


# What each combat symbol does, under the card (marked; translated where it is drawn).
LEGEND = {"run": N_("it flees"), "monster attack": N_("you -1 HP"),
          "player attack": N_("it -1 HP"), "treasure": N_("+1 gold on it"),
          "poison": N_("+1 poison")}


class FloorEndScene(ClosesWithoutPeople, OverlayScene):
    """The end of a floor ("End of Floor") from its ``floor_end`` event: per seat, got
    out with its gold, or still inside and what it lost of what; the Gem's holder; what
    comes next. Continue (Enter, Esc) closes it."""

    RECT = pygame.Rect(290, 110, 700, 580)

    def __init__(self, app, board, event: dict):
        super().__init__(app)
        self.board, self.event = board, event
        self.panels.append(Panel(self.RECT, title=self._title(), style="parchment"))
        self.widgets.add(Button(pygame.Rect(540, self.RECT.bottom - 76, 200, 52), _("Continue"),
                                self.back, hotkey=pygame.K_RETURN))

    def close_for_table(self) -> None:
        """Continue, as the button does (``ClosesWithoutPeople``)."""
        self.back()

    def _title(self) -> str:
        e = self.event
        if e["everyone_out"]:
            return _("Floor {floor} of {floors}: everyone got out").format(floor=e["floor"],
                                                                          floors=e["floors"])
        return _("Floor {floor} of {floors} collapses").format(floor=e["floor"],
                                                              floors=e["floors"])

    def rows(self) -> list[str]:
        """One sentence per seat, in seat order."""
        e, out = self.event, []
        lost = dict((seat, gold) for seat, gold in e["losses"])
        for seat, player in enumerate(self.board.session.players):
            gem = e["gem_holder"] == seat
            gold, had = e["gold"][seat], e["had"][seat]
            if e["exited"][seat]:
                out.append(counted(gold, "Got out with {n} gold and Baldrick's Gem.",
                                   "Got out with {n} gold and Baldrick's Gem.") if gem else
                           counted(gold, "Got out with {n} gold.", "Got out with {n} gold."))
            elif lost.get(seat):
                values = {"lost": lost[seat], "keeps": gold}
                out.append(counted(had, "Still inside: lost {lost} of {n} gold (half), keeps "
                                        "{keeps} and Baldrick's Gem.",
                                   "Still inside: lost {lost} of {n} gold (half), keeps {keeps} "
                                   "and Baldrick's Gem.", **values) if gem else
                           counted(had, "Still inside: lost {lost} of {n} gold (half), keeps "
                                        "{keeps}.",
                                   "Still inside: lost {lost} of {n} gold (half), keeps "
                                   "{keeps}.", **values))
            else:
                out.append(counted(had, "Still inside with {n} gold: nothing to lose and "
                                        "Baldrick's Gem.",
                                   "Still inside with {n} gold: nothing to lose and Baldrick's "
                                   "Gem.") if gem else
                           counted(had, "Still inside with {n} gold: nothing to lose.",
                                   "Still inside with {n} gold: nothing to lose."))
        return out

    def footer(self) -> str:
        """What comes next."""
        e = self.event
        if e["floor"] >= e["floors"]:
            return _("That was the last floor: the final results follow.")
        v = self.board.view()
        nxt = _("Next: floor {floor} (depth {depth}).").format(floor=e["floor"] + 1,
                                                                depth=v["depth"])
        if len(v["players"]) == 1:            # solo: nobody else could hold the token
            return nxt
        ftl = self.board.seat_name(v["ftl"])
        return nxt + " " + _("{name} holds First to Land and lays out the rubble.").format(
            name=ftl)

    def draw_content(self, surface) -> None:
        x, y = self.RECT.x + 40, self.RECT.y + 86
        if not self.event["everyone_out"]:
            note = _("Whoever was still inside when it fell loses half their gold, rounded "
                     "down.")
        else:
            note = _("Everyone left through the Exit: nobody loses gold.")
        note = fonts.text(note, 18, P.INK_MUTED, wraplength=self.RECT.w - 80)
        surface.blit(note, (x, y))
        y += note.get_height() + 18
        for seat, line in enumerate(self.rows()):
            colour = self.board.seat_colour(seat)
            surface.blit(pawn(colour, 34), (x, y + 4))
            surface.blit(fonts.fit(self.board.seat_name(seat), 22, P.INK, 560, bold=True), (x + 48, y))
            surface.blit(fonts.text(line, 18, P.INK, wraplength=self.RECT.w - 130), (x + 48, y + 28))
            y += 82
        foot = fonts.text(self.footer(), 18, P.INK, bold=True, wraplength=self.RECT.w - 80)
        surface.blit(foot, (x, self.RECT.bottom - 136))


class FinalScene(FinalSceneBase):
    """The final ranking: most gold (the Gem counts 5) wins; ties share the victory."""

    def verdict(self) -> str:
        """The headline: who won (ties share it), or alone, the solo player's score (gold,
        the Gem counting 5: "Solo Play" has no one to beat)."""
        v = self.board.view()
        if len(v["players"]) == 1:
            return _("Your score: {score}").format(score=v["players"][0]["score"])
        winners = v["winners"]
        names = and_list(v["players"][s]["name"] for s in winners)
        return counted(len(winners), "{names} is top explorer!", "{names} share the victory!",
                       names=names)

    def draw_content(self, surface) -> None:
        v = self.board.view()
        winners = v["winners"]
        line = fonts.text(self.verdict(), 38, P.GOLD_LIGHT, bold=True)
        surface.blit(line, line.get_rect(center=(640, 150)))
        order = sorted(range(len(v["players"])), key=lambda s: -v["players"][s]["score"])
        for row, (place, seat) in enumerate(places(order, lambda s: v["players"][s]["score"])):
            p = v["players"][seat]
            rect = pygame.Rect(240, 200 + row * 100, 800, 86)
            pygame.draw.rect(surface, P.GOLD_LIGHT if seat in winners else P.PARCHMENT, rect,
                             border_radius=10)
            surface.blit(fonts.text(f"{place}.", 36, P.INK, bold=True), (rect.x + 16, rect.y + 22))
            surface.blit(pawn(p["colour"], 40), (rect.x + 70, rect.y + 22))
            surface.blit(fonts.fit(p["name"], 28, P.INK, 560, bold=True), (rect.x + 124, rect.y + 12))
            worth = (counted(p["gold"], "{n} gold + Baldrick's Gem (5)",
                             "{n} gold + Baldrick's Gem (5)") if p["gem"] else gold_text(p["gold"]))
            surface.blit(fonts.text(worth, 18, P.INK_MUTED), (rect.x + 124, rect.y + 50))
            total = fonts.text(str(p["score"]), 44, P.INK, bold=True)
            surface.blit(total, total.get_rect(midright=(rect.right - 20, rect.centery)))
