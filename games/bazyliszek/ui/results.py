"""Round-end and final screens of Bazyliszek.

The round-end screen reveals every pile: mirror pairs side by side under a "5" badge,
identical cards marked in red (the basilisk), cards a shield discarded crossed out with a
shield, other rooms under "1"; each pile's points on the right. Only when the players
continue do the pawns move on the score track. Both screens draw the board's view
(``board.view()``): the rules' scorings, identical sets, winners and ranking.
"""
from __future__ import annotations

import pygame

from games.bazyliszek.ui import layout as L
from games.bazyliszek.rooms import load_rooms
from games.engine.scenes.base import OverlayScene, ZoomScene
from games.engine.scenes.computer_turns import ClosesWithoutPeople
from games.engine.rulekit import places
from games.engine.scenes.final import FinalSceneBase
from games.engine.i18n import _, counted, ngettext
from games.engine.words import and_list
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.bazyliszek.room_cards import card_face
from sprites.widgets import Button, panel_surface

PANEL = pygame.Rect(40, 108, 1200, 602)
ZOOM_CARD = (330, 471)            # a right-clicked room card, px
NAME_X, NAME_W = 48, 176          # px: a pile owner's name, from the row's left edge
NAME_SIZE, NAME_MIN = 22, 14      # px: the name's font size, shrunk down to the minimum
CARDS_X = 232                     # px from the row's left edge: where its cards begin
POINTS_W = 110                    # px at the row's right end: its points and their label
VERDICT_W = 212                   # px: a pile's verdict wraps in this width under the name
LEGEND_SIZE, LEGEND_Y = 14, 90    # the colours' legend: two lines at most, above the piles


def verdict_text(text: str, colour, height: int) -> pygame.Surface:
    """A pile's verdict wrapped in ``VERDICT_W`` px at 18 px, or smaller (down to 12 px)
    when it would be taller than ``height`` px (five piles leave little room each)."""
    for size in range(18, 11, -1):
        img = fonts.text(text, size, colour, wraplength=VERDICT_W)
        if img.get_height() <= height:
            return img
    return img
SHIELD_INK = (24, 84, 150)        # dark blue: readable on parchment


class RoundEndScene(ClosesWithoutPeople, OverlayScene):
    """Shows round ``round_index``'s scored piles (``board.view()["results"]``, with their
    ``identical_sets``); Continue moves the score pawns and (after round 1) starts round
    2, or (after round 2) opens the final screen."""

    def __init__(self, app, board, round_index: int, review: bool = False):
        super().__init__(app)
        self.board, self.round_index, self.review = board, round_index, review
        self.rooms = load_rooms()
        shown = board.view()
        self.results = shown["results"][round_index]
        self.identical = shown["identical_sets"][round_index]     # per seat
        self._piles: list[L.PileLayout] | None = None
        self.title = _("Round {round}: the piles are revealed").format(round=round_index + 1)
        last = round_index == 1
        label = _("Final results") if last else _("Move the pawns and start round 2")
        if review:
            label = _("Close")
        back, tip = self.back_button_words(review, last)
        self.widgets.add(Button(pygame.Rect(700, 726, 540, 56), label, self.proceed,
                                hotkey=pygame.K_RETURN))
        self.widgets.add(Button(pygame.Rect(40, 726, 260, 56), back, self.back,
                                style="secondary", tooltip=tip))

    @staticmethod
    def back_button_words(review: bool, last: bool) -> tuple[str, str]:
        """``(label, tooltip)`` of the bottom-left button, in the language shown; the
        tooltip says where the button leads. A review (opened from the final screen) goes
        back to the final results; otherwise the button shows the board, whose right panel
        then offers this screen again (after round 1) or the final results (after round
        2)."""
        if review:
            return _("Back"), _("Back to the final results.")
        if last:
            return _("Back to board"), _("Look at the table; the button in the right panel "
                                         "then opens the final results.")
        return _("Back to board"), _("Look at the table; come back here with the button in "
                                     "the right panel.")

    @property
    def shown_in_replay(self) -> bool:
        """A review (it plays nothing) may be opened in a replay: "See the scores"."""
        return self.review

    def title_text(self) -> str:
        """The heading, already in the language shown (made when the screen opened)."""
        return self.title

    def showing_result(self) -> bool:
        """A round's result, not a review opened from the final screen (that one a person
        opened and closes: ``ClosesWithoutPeople``)."""
        return not self.review

    def close_for_table(self) -> None:
        """Go on as the Continue button does."""
        self.proceed()

    def proceed(self) -> None:
        """Continue: move the pawns; start round 2 or show the final ranking."""
        board = self.board
        self.app.pop()
        if self.review:
            return
        board.move_score_pawns()
        phase = board.view()["phase"]
        if phase == "scoring":
            board.act({"type": "continue"})
        elif phase == "over":
            board.show_final()

    def draw_background(self, surface) -> None:
        super().draw_background(surface)          # the board beneath, dimmed
        sheet = pygame.Rect(20, 12, 1240, 776)
        surface.blit(panel_surface(sheet.size, "parchment"), sheet)
        head = fonts.fit(self.title, 36, P.INK, 1200, bold=True, minimum=24)
        surface.blit(head, head.get_rect(center=(640, 50)))

    def _rows(self) -> list[pygame.Rect]:
        """One rect per seat, stacked in ``PANEL``."""
        n = len(self.results)
        row_h = min(300, PANEL.h // n)
        return [pygame.Rect(PANEL.x, PANEL.y + seat * row_h, PANEL.w, row_h - 6)
                for seat in range(n)]

    def _layouts(self) -> list[L.PileLayout]:
        """Each pile's cards laid out in its row (worked out once: results never change)."""
        if self._piles is None:
            self._piles = [L.pile_layout(self._groups(res, sets), _card_area(row))
                           for res, sets, row in zip(self.results, self.identical, self._rows())]
        return self._piles

    def card_at(self, pos) -> str | None:
        """The card id shown under ``pos``, if any (the last drawn wins where they overlap)."""
        for layout in self._layouts():
            for rect, cid, _kind in reversed(layout.cards):
                if rect.collidepoint(pos):
                    return cid
        return None

    def handle_scene_event(self, event) -> None:
        """Right-click on a card shows it large; everything else goes to the buttons."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            cid = self.card_at(event.pos)
            if cid is not None:
                self.app.push(room_zoom(self.app, self.rooms, cid))
                return
        super().handle_scene_event(event)

    def hover_text(self, pos) -> str | None:
        """A card's name and door side; over a pile owner's name, the whole name (a long
        one may be drawn smaller or cut)."""
        for seat, row in enumerate(self._rows()):
            if name_rect(row).collidepoint(pos):
                return self.board.seat_name(seat)
        cid = self.card_at(pos)
        if cid is None:
            return None
        return _("{room}. Right-click to see it large.").format(room=self.rooms.describe(cid))

    def legend(self) -> str:
        """What the colours and marks of the cards mean (the shield's only when a shield
        discarded a card this round)."""
        if any(r["shielded"] for r in self.results):
            return _("Green: a mirror pair, 5 points.  Other rooms: 1 point each.  "
                     "Red: identical rooms, the basilisk strikes, 0 points.  "
                     "Crossed out: a shield discarded it.")
        return _("Green: a mirror pair, 5 points.  Other rooms: 1 point each.  "
                 "Red: identical rooms, the basilisk strikes, 0 points.")

    def draw_content(self, surface) -> None:
        legend = self.legend()
        img = fonts.text(legend, LEGEND_SIZE, P.INK_MUTED, wraplength=1180, align="center")
        surface.blit(img, img.get_rect(center=(640, LEGEND_Y)))
        for seat, (res, row, layout) in enumerate(zip(self.results, self._rows(), self._layouts())):
            self._draw_row(surface, seat, res, row)
            for rect, cid, kind in layout.cards:
                surface.blit(card_face(self.rooms, cid, rect.size), rect)
                _mark(surface, kind, rect)
            for rect, kind, count in layout.badges:
                _badge(surface, kind, count, rect)

    def _draw_row(self, surface, seat, res, row) -> None:
        board = self.board
        pygame.draw.rect(surface, P.PARCHMENT_DARK, row, border_radius=8)
        surface.blit(pawn(board.seat_colour(seat), 30), (row.x + 10, row.y + 10))
        surface.blit(fonts.fit(board.seat_name(seat), NAME_SIZE, P.INK, NAME_W, bold=True,
                               minimum=NAME_MIN), name_rect(row).topleft)
        verdict, colour = self._verdict(res)
        surface.blit(verdict_text(verdict, colour, row.h - 46), (row.x + 12, row.y + 46))
        pts = fonts.text(f"{res['points']}", 44, P.DANGER if res["basilisk"] else P.INK, bold=True)
        surface.blit(pts, pts.get_rect(midright=(row.right - 50, row.centery - 6)))
        # TRANSLATORS: under a pile's points on the round-end screen, e.g. "5" / "points".
        label = fonts.fit(ngettext("point", "points", res["points"]), 18, P.INK_MUTED,
                          POINTS_W - 20)
        surface.blit(label, label.get_rect(midright=(row.right - 14, row.centery + 20)))

    def _verdict(self, res) -> tuple[str, tuple]:
        return verdict(res)

    @staticmethod
    def _groups(res, sets) -> list[tuple[str, list[str]]]:
        """Cards in display order: mirror pairs, other rooms, cards a shield discarded; for
        a pile caught by the basilisk, each of its ``sets`` of identical cards (the rules'
        ``identical_sets``), then the rest."""
        if res["basilisk"]:
            groups = [("identical", list(ids)) for ids in sets]
            held = {cid for ids in sets for cid in ids}
            rest = [cid for cid in res["cards"] if cid not in held]
            return groups + ([("card", rest)] if rest else [])
        groups = [("pair", list(pair)) for pair in res["pairs"]]
        if res["singles"]:
            groups.append(("single", list(res["singles"])))
        if res["shielded"]:
            groups.append(("shielded", list(res["shielded"])))
        return groups


def verdict(res: dict) -> tuple[str, tuple]:
    """What a scored pile earned, for its row on the round-end screen: ``(text in the
    language shown, colour)``. ``res`` is one pile's scoring as the rules' view gives it
    (``basilisk``, ``cards``, ``pairs``, ``singles``, ``shielded``, ``duplicates``,
    ``shields_held``). A pile caught by the basilisk although its owner held shields says
    how many shields there were and how many repeated cards (the copies beyond the first,
    "Simplified Variant") would have had to be discarded."""
    if res["basilisk"]:
        held = res.get("shields_held", 0)
        if held:
            # TRANSLATORS: {cards} is e.g. "3 repeated cards": the extra copies that
            # would have had to be discarded, one shield each (the object of "discard").
            cards = counted(len(res["duplicates"]), "{n} repeated card",
                            "{n} repeated cards")
            # TRANSLATORS: {n} shields held, fewer than the repeated cards to discard.
            return counted(held, "Caught by the basilisk! Too few shields: {n} held, "
                                 "{cards} to discard.",
                           "Caught by the basilisk! Too few shields: {n} held, "
                           "{cards} to discard.", cards=cards), P.DANGER
        return _("Caught by the basilisk!"), P.DANGER
    if not res["cards"]:
        return _("Empty pile."), P.INK_MUTED
    pairs = counted(len(res["pairs"]), "{n} mirror pair", "{n} mirror pairs")
    others = counted(len(res["singles"]), "{n} other room", "{n} other rooms")
    if res["shielded"]:
        return counted(len(res["shielded"]), "{pairs}, {others}. {n} shield used.",
                       "{pairs}, {others}. {n} shields used.", pairs=pairs,
                       others=others), P.INK
    return _("{pairs}, {others}.").format(pairs=pairs, others=others), P.INK


def _card_area(row: pygame.Rect) -> pygame.Rect:
    """Where a row's cards go: right of the name and verdict, left of the points."""
    return pygame.Rect(row.x + CARDS_X, row.y + 6, row.w - CARDS_X - POINTS_W, row.h - 12)


def name_rect(row: pygame.Rect) -> pygame.Rect:
    """Where a pile owner's name is drawn in its ``row`` (px, logical screen)."""
    return pygame.Rect(row.x + NAME_X, row.y + 12, NAME_W, 28)


def room_zoom(app, rooms, cid: str) -> ZoomScene:
    """A room card shown large (right-click), with its name and door side: the same name
    with the door on the other side is its mirror image."""
    return ZoomScene(app, card_face(rooms, cid, ZOOM_CARD),
                     _("{room}. Its mirror image has the door on the other side.").format(
                         room=rooms.describe(cid)))


def _mark(surface, kind: str, rect: pygame.Rect) -> None:
    if kind == "identical":
        pygame.draw.rect(surface, P.DANGER, rect.inflate(4, 4), 3, border_radius=4)
    elif kind == "shielded":
        dim = pygame.Surface(rect.size, pygame.SRCALPHA)
        dim.fill((40, 40, 60, 150))
        surface.blit(dim, rect)
        pygame.draw.line(surface, SHIELD_INK, rect.topleft, rect.bottomright, 4)
        pygame.draw.line(surface, SHIELD_INK, rect.topright, rect.bottomleft, 4)
    elif kind == "pair":
        pygame.draw.rect(surface, P.SUCCESS, rect.inflate(4, 4), 3, border_radius=4)


def _badge(surface, kind: str, count: int, rect: pygame.Rect) -> None:
    """The label over a group of cards: what it scores or why it is marked."""
    texts = {"pair": [_("+5 mirror pair"), "+5"],
             "single": [_("+1 each ({n})").format(n=count), f"+{count}"],
             "identical": [_("identical!"), "!"],
             "shielded": [_("shield discard"), _("shield"), "S"], "card": [""]}[kind]
    colour = {"pair": P.SUCCESS, "single": P.INK_MUTED, "identical": P.DANGER,
              "shielded": SHIELD_INK, "card": P.INK_MUTED}[kind]
    for text in texts:
        img = fonts.text(text, 16, colour, bold=True)
        if img.get_width() <= rect.w + 6 or text == texts[-1]:
            if text:
                surface.blit(img, (rect.x, rect.y))
            return


class FinalScene(FinalSceneBase):
    """The final ranking with points per round and the rulebook's tie break; each round's
    piles can be looked at again."""

    def __init__(self, app, board):
        super().__init__(app, board, extra=[
            (_("Round {round}").format(round=k + 1), lambda k=k: self.review(k),
             _("Look at the piles of round {round} again.").format(round=k + 1))
            for k in range(2)])

    def review(self, round_index: int) -> None:
        """Show a round's piles again."""
        self.app.push(RoundEndScene(self.app, self.board, round_index, review=True))

    def draw_content(self, surface) -> None:
        board, v = self.board, self.board.view()
        winners = v["winners"]
        names = and_list(board.seat_name(s) for s in winners)
        verdict = counted(len(winners), "{names} wins!", "{names} share the victory!",
                          names=names)
        line = fonts.fit(verdict, 40, P.GOLD_LIGHT, 1180, bold=True, minimum=24)
        surface.blit(line, line.get_rect(center=(640, 140)))
        tie = self._tie_note(v["totals"], winners)
        if tie:
            note = fonts.text(tie, 20, P.TEXT_LIGHT, wraplength=900, align="center")
            surface.blit(note, note.get_rect(center=(640, 184)))
        y = 220
        ranked = places(v["ranking"], lambda s: (v["totals"][s], v["round2_pairs"][s]))
        for place, seat in ranked:
            self._draw_rank(surface, place, seat, pygame.Rect(120, y, 1040, 80), seat in winners)
            y += 90

    def _tie_note(self, totals, winners) -> str | None:
        best = max(totals)
        tied = [s for s, total in enumerate(totals) if total == best]
        if len(tied) < 2:
            return None
        points = counted(best, "{n} point", "{n} points")
        if len(winners) < len(tied):
            return _("Tied on {points}: the tie is broken by the most mirror pairs collected in "
                     "round 2.").format(points=points)
        return _("Tied on {points} and on mirror pairs in round 2: the victory is shared.").format(
            points=points)

    def _draw_rank(self, surface, place, seat, rect, winner) -> None:
        board, v = self.board, self.board.view()
        face = P.GOLD_LIGHT if winner else P.PARCHMENT
        pygame.draw.rect(surface, face, rect, border_radius=10)
        pygame.draw.rect(surface, P.GOLD_DARK, rect, 3, border_radius=10)
        surface.blit(fonts.text(f"{place}.", 36, P.INK, bold=True), (rect.x + 16, rect.y + 20))
        surface.blit(pawn(board.seat_colour(seat), 40), (rect.x + 70, rect.y + 20))
        surface.blit(fonts.fit(board.seat_name(seat), 28, P.INK, 520, bold=True), (rect.x + 124, rect.y + 12))
        results = v["results"]
        r1 = results[0][seat]["points"]
        r2 = results[1][seat]["points"] if len(results) > 1 else 0
        pairs = v["round2_pairs"][seat]
        if v["variant"] == "simplified":
            detail = _("Round 1: {first}  ·  Round 2: {second}  ·  mirror pairs in round 2: "
                       "{pairs}  ·  shields left: {shields}").format(
                first=r1, second=r2, pairs=pairs, shields=v["shields_left"][seat])
        else:
            detail = _("Round 1: {first}  ·  Round 2: {second}  ·  mirror pairs in round 2: "
                       "{pairs}").format(first=r1, second=r2, pairs=pairs)
        surface.blit(fonts.fit(detail, 18, P.INK_MUTED, rect.w - 124 - 90, minimum=14),
                     (rect.x + 124, rect.y + 48))
        total = fonts.text(f"{v['totals'][seat]}", 44, P.INK, bold=True)
        surface.blit(total, total.get_rect(midright=(rect.right - 20, rect.centery)))
