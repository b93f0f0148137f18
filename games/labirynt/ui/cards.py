"""The teams' panels of the Labirynt board (``draw_teams``): each seat's heading (player,
team, gems) and its characters' cards, one line for a character off the board and for one
on it its life bar, Strength (the Weapon's bonus split off), its Weapon and Armour
windows, its Rune and every Backpack window with every item it holds (face up only where
the view holds them; those beyond a full Backpack marked); and a card's hover text
(``character_help``). Only what the view holds is drawn."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.labirynt.content import content
from games.labirynt.ui import fightview
from games.labirynt.ui import layout as L
from games.labirynt.ui import texts as T
from games.labirynt.ui.painting import CHOSEN, HASTE_LIT, ZOMBIE, _team_of, max_lp, windows
from sprites import fonts
from sprites import palette as P
from sprites.labirynt import art


def _team_chars(view: dict, seat: int) -> list[dict]:
    team = view["teams"][seat]
    by_id = {c["id"]: c for c in view["chars"]}
    found = [by_id[c] for c in content().team_characters(team) if c in by_id] if team else []
    zombie = by_id.get(ZOMBIE)
    if zombie and zombie["seat"] == seat and zombie["status"] == "active":
        found.append(zombie)
    return found


HEAD_SIZE = 16          # a team's heading (player, team), the same in every panel
NAME_SIZE = 15          # every character's name, the same in every panel (cut, never shrunk)
SHORT_H = 26            # a card of a character off the board: one line
ROOMY_H = 88            # a card this tall names its windows (Weapon, Armour, Backpack)
FULL_MAX_H = 132        # the tallest card of a character on the board


def card_rows(rect: pygame.Rect, chars: list[dict]) -> list[tuple[pygame.Rect, dict]]:
    """The card of each of a team's characters in its panel ``rect`` (under the heading):
    one line for a character off the board (dormant, dead, the Zombie on its card: it
    holds nothing), the rest of the height shared by those on the board."""
    top, bottom = rect.y + 30, rect.bottom - 5
    chars = sorted(chars, key=lambda c: c["status"] != "active")     # on the board first
    short = [c for c in chars if c["status"] != "active"]
    full = len(chars) - len(short)
    room = bottom - top - len(short) * (SHORT_H + 4) - full * 4
    full_h = min(FULL_MAX_H, room // full) if full else 0
    rows, y = [], top
    for c in chars:
        h = full_h if c["status"] == "active" else SHORT_H
        rows.append((pygame.Rect(rect.x + 6, y, rect.w - 12, h), c))
        y += h + 4
    return rows


def heading_text(name: str, team: str | None, room: int) -> str:
    """"player · team" in ``room`` px at ``HEAD_SIZE`` (bold): the player's name cut short
    (with an ellipsis) where both do not fit, never the team's (a playtester's heading
    "Bartomiej Wielkopol..." had lost the team). ``team`` ``None`` (none drawn or chosen
    yet): the name alone (a replay's start at 1024x640 in Polish showed "... · Jeszcze
    bez drużyny", no name at all)."""
    if team is None:
        return name
    shown = name
    line = _("{name} · {team}").format(name=shown, team=team)
    while shown and fonts.width(line, HEAD_SIZE, True) > room:
        shown = shown[:-1]
        line = _("{name} · {team}").format(name=shown.rstrip() + fonts.ELLIPSIS, team=team)
    return line


def _heading(surface, rect: pygame.Rect, name: str, team: str | None, gems: int) -> None:
    """A team panel's heading: "player · team", the player's name cut if need be (never
    the team's), and the gems at the right; one size in every panel."""
    count = fonts.text(str(gems), 18, P.INK, bold=True)
    gem = art.gem(18)
    room = rect.w - 24 - count.get_width() - gem.get_width() - 12
    surface.blit(fonts.fit(heading_text(name, team, room), HEAD_SIZE, P.INK, room, bold=True,
                           minimum=HEAD_SIZE), (rect.x + 10, rect.y + 6))
    surface.blit(gem, (rect.right - 12 - count.get_width() - gem.get_width() - 4, rect.y + 6))
    surface.blit(count, (rect.right - 10 - count.get_width(), rect.y + 5))


def draw_teams(surface, view: dict, viewer: int | None, colour_of, name_of,
               item_hits: list, team_hits: list, slot_hits: list | None = None,
               chosen: str | None = None, window_hits: list | None = None) -> None:
    """Each seat's panel of cards (``layout.team_rect``): player, team, gems and its
    characters' cards (``card_rows``). A card shows the character's Weapon and Armour
    windows and every Backpack window (empty ones drawn as places to fill), and every
    item it holds: the items of a Backpack and the Rune face up only where ``view``
    holds them (the seat looking), elsewhere face down, as many as the view counts; items
    beyond the Backpack's windows (a full Backpack that must make room) after them, marked.
    Fills ``item_hits`` ((rect, character, token) of the items drawn face up),
    ``team_hits`` ((rect, character) of each card), ``slot_hits`` ((rect, character,
    "worn" or "backpack"): where an item dragged onto the card lands) and
    ``window_hits`` ((rect, character, "weapon" | "armour" | "backpack" | "over") of the
    empty windows and the items beyond the Backpack, for their hover texts). ``chosen``:
    the selected character (the one whose moves are lit), its card outlined as its
    figure is."""
    slot_hits = [] if slot_hits is None else slot_hits
    window_hits = [] if window_hits is None else window_hits
    seats = len(view["players"])
    for seat in range(seats):
        rect = L.team_rect(seat, seats, len(view["boards"]))
        turn = view["current_seat"] == seat
        pygame.draw.rect(surface, P.PARCHMENT if not turn else (250, 240, 210), rect,
                         border_radius=8)
        pygame.draw.rect(surface, P.player_rgb(colour_of(seat)), rect, 3 if turn else 2,
                         border_radius=8)
        _heading(surface, rect, name_of(seat),
                 T.team_name(view["teams"][seat]) if view["teams"][seat] else None,
                 view["gems"][seat])
        if view["teams"][seat] and not _team_chars(view, seat):
            _draw_candidates(surface, view, seat, rect, colour_of, team_hits)
        for row, c in card_rows(rect, _team_chars(view, seat)):
            team_hits.append((row, c["id"]))
            _draw_card(surface, view, c, row, colour_of, item_hits, slot_hits, window_hits)
            if c["id"] == chosen:
                pygame.draw.rect(surface, P.INK, row.inflate(2, 2), 2, border_radius=7)
                pygame.draw.rect(surface, CHOSEN, row, 3, border_radius=6)


def card_stats(cid: str, short: bool = False) -> str:
    """A character card's numbers and magic ("Strength 3 · 4 LP · Backpack 4 · Armour
    windows 1 · casts Spells and Incantations"; ``short``: the numbers alone, "Str 3 · 4
    LP · Backpack 4 · Armour 1", for a small card)."""
    from games.labirynt.tables import magic_text
    card = content().characters[cid]
    if short:
        return _("Str {s} · {lp} LP · Backpack {b} · Armour {a}").format(
            s=card.strength, lp=card.lp, b=card.backpack, a=card.armour)
    return _("Strength {s} · {lp} LP · Backpack {b} · Armour windows {a} · {magic}").format(
        s=card.strength, lp=card.lp, b=card.backpack, a=card.armour, magic=magic_text(card.magic))


def _draw_candidates(surface, view: dict, seat: int, rect: pygame.Rect, colour_of,
                     team_hits: list) -> None:
    """Before its two starters are chosen, a team's panel shows its three character cards
    (name, the card's numbers and magic, its ability where there is room; its hover text
    says all): a playtester chose the starting pair from names alone. Each card is a
    ``team_hits`` row (for its hover text)."""
    chars = content().team_characters(view["teams"][seat])
    top, bottom = rect.y + 30, rect.bottom - 5
    h = (bottom - top - 4 * (len(chars) - 1)) // len(chars)
    for k, cid in enumerate(chars):
        row = pygame.Rect(rect.x + 6, top + k * (h + 4), rect.w - 12, h)
        team_hits.append((row, cid))
        pygame.draw.rect(surface, P.PARCHMENT_DARK, row, border_radius=6)
        fig = art.figure(view["teams"][seat], P.player_rgb(colour_of(seat)), T.initial(cid), 20)
        surface.blit(fig, (row.x + 3, row.y + 3))
        surface.blit(fonts.fit(T.name_of(cid), NAME_SIZE, P.INK, row.w - 36, bold=True,
                               minimum=NAME_SIZE), (row.x + 28, row.y + 4))
        y, room = row.y + 24, row.w - 36
        lines = [([card_stats(cid), card_stats(cid, short=True)], P.INK),
                 ([content().characters[cid].text], P.INK_MUTED)]
        for texts, colour in lines:
            img = _fitting_text(texts, colour, room, row.bottom - 3 - y)
            if img is None:
                break                   # no room for it whole: the hover text says it
            surface.blit(img, (row.x + 28, y))
            y += img.get_height() + 2


def _fitting_text(texts: list[str], colour, width: int, height: int) -> pygame.Surface | None:
    """The first of ``texts`` drawn whole within ``width`` x ``height`` px, wrapped, at
    13 px or a little smaller; ``None`` when none fits."""
    for text in texts:
        for size in (13, 12, 11):
            img = fonts.text(text, size, colour, wraplength=width)
            if img.get_height() <= height and img.get_width() <= width:
                return img
    return None


def strength_text(view: dict, cid: str, short: bool) -> str:
    """A card's Strength: the card's, and the Weapon's (or the Glove's) bonus split off
    with the total ("Strength 5 + Weapon 2 = 7"; ``short``: "Str 5 + 2"), since a fight
    adds them ("Combat")."""
    from games.labirynt.state import base_strength, weapon_bonus
    base = base_strength(cid)
    char = next(c for c in view["chars"] if c["id"] == cid)
    bonus = weapon_bonus(fightview.public_position(view), cid)
    if not bonus:
        return _("Str {n}").format(n=base) if short else _("Strength {n}").format(n=base)
    if short:
        return _("Str {base} + {bonus}").format(base=base, bonus=bonus)
    if char["glove"]:
        return _("Strength {base} + Glove {bonus} = {total}").format(
            base=base, bonus=bonus, total=base + bonus)
    return _("Strength {base} + Weapon {bonus} = {total}").format(
        base=base, bonus=bonus, total=base + bonus)


def armour_windows(cid: str) -> int:
    """A character's Armour windows (the Zombie has none)."""
    return 0 if cid == ZOMBIE else content().characters[cid].armour


def _ghost(kind: str, size: int) -> pygame.Surface:
    """An empty window's faint mark of what goes there (a Weapon, an Armour piece)."""
    img = art.token(kind, size - 4).copy()
    img.set_alpha(70)
    return img


def _window(surface, rect: pygame.Rect, over: bool = False) -> None:
    pygame.draw.rect(surface, P.PARCHMENT, rect, border_radius=4)
    pygame.draw.rect(surface, P.DANGER if over else P.PARCHMENT_EDGE, rect, 2 if over else 1,
                     border_radius=4)


def _draw_card(surface, view, c, row, colour_of, item_hits, slot_hits, window_hits) -> None:
    cid = c["id"]
    active = c["status"] == "active"
    pygame.draw.rect(surface, P.PARCHMENT_DARK if active else (210, 200, 180), row,
                     border_radius=6)
    if view["mover"] == cid and active:
        pygame.draw.rect(surface, HASTE_LIT, row, 2, border_radius=6)
    fig = art.figure(_team_of(view, cid), P.player_rgb(colour_of(c["seat"])),
                     T.initial(cid), 20, dim=not active)
    surface.blit(fig, (row.x + 3, row.y + 3))
    if not active:                       # off the board: its name and why, one line

        tag = {"dormant": _("dormant"), "dead": _("dead for good"),
               "card": _("on its card")}.get(c["status"], "")
        line = _("{name} · {state}").format(name=T.name_of(cid), state=tag)
        surface.blit(fonts.fit(line, NAME_SIZE - 2, P.INK_MUTED, row.w - 36,
                               minimum=NAME_SIZE - 2), (row.x + 28, row.y + 5))
        return
    bar_w = min(90, row.w // 5)
    _life_bar(surface, pygame.Rect(row.right - bar_w - 4, row.y + 7, bar_w, 12), c["lp"],
              max_lp(cid))
    name_room = row.w - 30 - bar_w - 10
    surface.blit(fonts.fit(T.name_of(cid), NAME_SIZE, P.INK, name_room, bold=True,
                           minimum=NAME_SIZE), (row.x + 28, row.y + 4))
    if row.h >= ROOMY_H:
        _roomy_windows(surface, view, c, row, item_hits, slot_hits, window_hits)
    else:
        _compact_windows(surface, view, c, row, item_hits, slot_hits, window_hits)


def _weapon_window(surface, c, x, y, size, item_hits, window_hits) -> int:
    """The Weapon window at ``x`` (the Glove of Doom there when worn); returns the x after
    it."""
    rect = pygame.Rect(x, y, size, size)
    _window(surface, rect)
    if c["glove"]:
        surface.blit(art.glove(size - 2), rect.move(1, 1))
    elif c["weapon"]:
        surface.blit(art.token(T.item_kind(c["weapon"]), size - 2), rect.move(1, 1))
        item_hits.append((rect, c["id"], c["weapon"]))
    else:
        surface.blit(_ghost("weapon", size), rect.move(2, 2))
        window_hits.append((rect, c["id"], "weapon"))
    return x + size + 3


def _armour_windows(surface, c, x, y, size, item_hits, window_hits) -> int:
    """The card's Armour windows from ``x``, each with the piece worn or empty; returns
    the x after them."""
    cid = c["id"]
    for k in range(armour_windows(cid)):
        rect = pygame.Rect(x, y, size, size)
        _window(surface, rect)
        if k < len(c["armour"]):
            surface.blit(art.token("armour", size - 2), rect.move(1, 1))
            item_hits.append((rect, cid, c["armour"][k]))
        else:
            surface.blit(_ghost("armour", size), rect.move(2, 2))
            window_hits.append((rect, cid, "armour"))
        x += size + 3
    return x


def _rune(surface, c, x, y, size, item_hits) -> int:
    """The Rune carried (face up for its own seat), if any; returns the x after it."""
    rect = pygame.Rect(x, y, size, size)
    if c.get("rune"):
        surface.blit(art.element_symbol(c["rune"].split(".")[1], size), rect)
        item_hits.append((rect, c["id"], c["rune"]))
        return x + size + 6
    if c["has_rune"]:
        surface.blit(art.face_down(size), rect)
        return x + size + 6
    return x


def _backpack(surface, c, x, y, size, right, item_hits, window_hits) -> list[pygame.Rect]:
    """Every Backpack window from ``x`` (wrapping under itself before ``right``), each
    item in its window, and any item beyond the windows after them in a window marked
    as over the limit; returns the windows' rects."""
    cid = c["id"]
    items = c.get("backpack")
    count = c["backpack_count"]
    rects, x0 = [], x
    for k in range(max(windows(cid), count)):
        if x + size > right:
            x, y = x0, y + size + 3
        rect = pygame.Rect(x, y, size, size)
        over = k >= windows(cid)
        _window(surface, rect, over)
        if k < count:
            if items is not None:
                surface.blit(art.token(T.item_kind(items[k]), size - 2), rect.move(1, 1))
                item_hits.append((rect, cid, items[k]))
            else:
                surface.blit(art.face_down(size - 2), rect.move(1, 1))
            if over:
                window_hits.append((rect, cid, "over"))
        else:
            window_hits.append((rect, cid, "backpack"))
        rects.append(rect)
        x += size + 3
    return rects


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


def _compact_windows(surface, view, c, row, item_hits, slot_hits, window_hits) -> None:
    """A low card (four teams): Strength, then on one line the Weapon and Armour windows,
    the Rune and the Backpack's windows."""
    cid = c["id"]
    size = 18
    y = row.bottom - size - 4
    text = fonts.text(strength_text(view, cid, True), 13, P.INK)
    surface.blit(text, (row.x + 6, y + (size - text.get_height()) // 2))
    x = row.x + 10 + text.get_width()
    worn_x = x
    x = _weapon_window(surface, c, x, y, size, item_hits, window_hits)
    x = _armour_windows(surface, c, x + 3, y, size, item_hits, window_hits)
    slot_hits.append((pygame.Rect(worn_x - 3, y - 3, x - worn_x + 3, size + 6), cid, "worn"))
    x = _rune(surface, c, x + 4, y, size, item_hits)
    rects = _backpack(surface, c, x + 4, y, size, row.right - 2, item_hits, window_hits)
    if rects:
        slot_hits.append((_union(rects).inflate(6, 6), cid, "backpack"))


def _roomy_windows(surface, view, c, row, item_hits, slot_hits, window_hits) -> None:
    """A tall card: Strength split into the card's and the Weapon's; then the named
    windows: "Weapon" and "Armour" (with the Rune carried), and "Backpack" with its
    count."""
    cid = c["id"]
    size = 24 if row.h >= 104 else 22
    x0 = row.x + 28
    surface.blit(fonts.text(strength_text(view, cid, False), 14, P.INK), (x0, row.y + 25))
    y = row.y + 48
    label = fonts.text(_("Weapon"), 13, P.INK_MUTED)
    surface.blit(label, (x0, y + (size - label.get_height()) // 2))
    worn_x = x0 + label.get_width() + 6
    x = _weapon_window(surface, c, worn_x, y, size, item_hits, window_hits)
    if armour_windows(cid):
        label = fonts.text(_("Armour"), 13, P.INK_MUTED)
        surface.blit(label, (x + 10, y + (size - label.get_height()) // 2))
        x = _armour_windows(surface, c, x + 16 + label.get_width(), y, size, item_hits,
                            window_hits)
    slot_hits.append((pygame.Rect(x0 - 4, y - 4, x - x0 + 4, size + 8), cid, "worn"))
    _rune(surface, c, x + 10, y, size, item_hits)
    y += size + 8
    bag = fonts.text(T.backpack_text(c["backpack_count"], windows(cid)), 13, P.INK_MUTED)
    surface.blit(bag, (x0, y + (size - bag.get_height()) // 2))
    rects = _backpack(surface, c, x0 + bag.get_width() + 6, y, size, row.right - 4,
                      item_hits, window_hits)
    if rects:
        slot_hits.append((_union(rects + [bag.get_rect(topleft=(x0, y))]).inflate(6, 6),
                          cid, "backpack"))


def _life_bar(surface, rect, lp: int, most: int) -> None:
    pygame.draw.rect(surface, P.INK, rect, border_radius=3)
    inner = rect.inflate(-2, -2)
    step = inner.w / max(1, most)
    for k in range(most):
        cell = pygame.Rect(inner.x + round(k * step) + 1, inner.y, max(2, round(step) - 2), inner.h)
        pygame.draw.rect(surface, (200, 50, 50) if k < lp else (90, 80, 70), cell, border_radius=2)


def character_help(view: dict, cid: str) -> str:
    """A character card's hover text: name, Strength, LP, windows, magic and ability;
    what the Backpack holds only where the view holds it. A character not yet in the
    game (its team's starters not chosen): its card alone."""
    c = next((x for x in view["chars"] if x["id"] == cid), None)
    if c is None:                        # a card to choose from, before the starters
        return "\n".join([T.name_of(cid), card_stats(cid), content().characters[cid].text])
    lines = [T.name_of(cid), T.lp_text(c["lp"], max_lp(cid))]
    if cid != ZOMBIE:
        card = content().characters[cid]
        magic = {"none": _("no magic"), "spells": _("casts Spells"),
                 "incantations": _("casts Incantations"), "both": _("casts Spells and Incantations")}
        lines.append(_("Strength {s} · Armour windows {a} · {magic}").format(
            s=card.strength, a=card.armour, magic=magic[card.magic]))
        lines.append(card.text)
    lines.append(T.backpack_text(c["backpack_count"], windows(cid)))
    if c.get("backpack"):
        from games.engine.words import and_list
        lines.append(_("In the Backpack: {items}.").format(
            items=and_list([T.item_name(t) for t in c["backpack"]])))
    elif c["backpack_count"]:
        lines.append(_("Its items lie face down: only its player sees them."))
    if c["weapon"]:
        lines.append(_("Weapon: {item}.").format(item=T.item_name(c["weapon"])))
    if c["armour"]:
        from games.engine.words import and_list
        lines.append(_("Armour: {items}.").format(items=and_list([T.item_name(t) for t in c["armour"]])))
    if c.get("rune"):
        lines.append(T.item_help(c["rune"]))
    elif c["has_rune"]:
        lines.append(_("Carries a Rune, face down."))
    return "\n".join(lines)
