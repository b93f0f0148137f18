"""Drawing the Labirynt board from a seat's view: the boards with their chambers, passages,
figures, tokens and Special tokens (``draw_boards``), the teams' character cards
(``draw_teams``: a Backpack's and a Rune's faces only where the view holds them, i.e. for
the seat looking), the action panel's frame, the fight / roll box (``draw_fight``) and the
hover texts of chambers and characters. Only what the view holds is drawn: another seat's
Backpack is a row of face-down tokens of the count the view gives."""
from __future__ import annotations

import pygame

from games.engine import i18n
from games.engine.i18n import _, counted
from games.labirynt.content import content
from games.labirynt.log_lines import clash_verdict
from games.labirynt.ui import fightview
from games.labirynt.ui import layout as L
from games.labirynt.ui import texts as T
from sprites import fonts
from sprites import palette as P
from sprites.labirynt import art
from sprites.widgets import die_face

LIT = (255, 224, 102)
HASTE_LIT = (90, 200, 255)
CHOSEN = (255, 214, 0)       # the selected figure's, card's and item's outline
ZOMBIE = "zombie"


def _owner_rgb(view: dict, b: int, colour_of):
    owner = view["boards"][b]["owner"]
    return P.player_rgb(colour_of(owner)) if owner is not None else None


def _team_of(view: dict, cid: str) -> str:
    if cid == ZOMBIE:
        return ZOMBIE
    return content().characters[cid].team


def max_lp(cid: str) -> int:
    """A character's full LP (the Zombie's from ``tokens.yaml``)."""
    return content().specials["zombie"].lp if cid == ZOMBIE else content().characters[cid].lp


def windows(cid: str) -> int:
    """A character's Backpack windows."""
    return (content().specials["zombie"].backpack if cid == ZOMBIE
            else content().characters[cid].backpack)


# ---------------------------------------------------------------------------- boards

def draw_boards(surface, view: dict, geo: L.BoardView, targets: dict, mover: str | None,
                colour_of, floor_hits: list | None = None,
                route_to: tuple | None = None) -> list[tuple[pygame.Rect, str]]:
    """Every board in play into the view (``geo.view``) at ``geo``'s zoom and pan; ``targets`` (lit
    chambers: (board, chamber) -> action) lit, ``mover``'s figure ringed. Returns the
    figures' hit rects ``(rect, character id)``; fills ``floor_hits`` with ``(rect,
    (board, chamber), token)`` of each token drawn lying in a chamber (a drag source).
    ``route_to``: the Haste target whose route is being chosen, marked with a gold ring
    and a line from each lit chamber passed through."""
    key = (geo.zoom, tuple(geo.pan), repr(view["boards"]),
           tuple(colour_of(s) for s in range(len(view["players"]))), i18n.language())
    if getattr(geo, "layer_key", None) != key:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.set_clip(geo.view.inflate(-4, -4))
        for b in range(len(view["boards"])):
            _draw_board(layer, view, geo, b, colour_of)
        geo.layer, geo.layer_key = layer.subsurface(geo.view).copy(), key
    pygame.draw.rect(surface, P.FELT_DARK, geo.view, border_radius=10)
    old = surface.get_clip()
    surface.set_clip(geo.view.inflate(-4, -4))
    surface.blit(geo.layer, geo.view)
    hits: list[tuple[pygame.Rect, str]] = []
    px = geo.chamber_px()
    for b in range(len(view["boards"])):
        if view["boards"][b]["side"] is None:
            continue
        for ch in _side(view, b).chambers:
            trect = pygame.Rect(0, 0, px, px)
            trect.center = geo.centre(b, ch)
            action = targets.get((b, ch.id))
            if action is not None:
                colour = HASTE_LIT if action["type"] == "haste" else LIT
                glow = pygame.Surface(trect.size, pygame.SRCALPHA)
                glow.fill((*colour, 70))
                surface.blit(glow, trect)
                pygame.draw.rect(surface, colour, trect.inflate(6, 6), 3, border_radius=8)
            if route_to is not None and tuple(route_to) == (b, ch.id):
                pygame.draw.rect(surface, P.GOLD_LIGHT, trect.inflate(10, 10), 4, border_radius=10)
                start = next((c["place"] for c in view["chars"] if c["id"] == mover), None)
                for place in targets:        # each route: from the mover, through, to
                    via = geo.centre(place[0], _side(view, place[0]).chambers[place[1]])
                    pygame.draw.line(surface, P.GOLD_LIGHT, trect.center, via, 3)
                    if start is not None and start[0] == place[0]:
                        here = geo.centre(start[0], _side(view, start[0]).chambers[start[1]])
                        pygame.draw.line(surface, P.GOLD_LIGHT, here, via, 3)
            _draw_floor(surface, view, (b, ch.id), trect, colour_of, floor_hits, geo.view)
    cell = geo.chamber_px()
    size = max(12, round(cell * 0.5))
    by_place: dict[tuple, list[dict]] = {}
    for c in view["chars"]:
        if c["status"] == "active" and c["place"] is not None:
            by_place.setdefault(tuple(c["place"]), []).append(c)
    for place, here in by_place.items():
        side = _side(view, place[0])
        cx, cy = geo.centre(place[0], side.chambers[place[1]])
        step = min(size * 0.95, (cell - size) / max(1, len(here) - 1))
        for k, c in enumerate(here):
            x = cx + round((k - (len(here) - 1) / 2) * step)
            y = cy + round(cell * 0.06)
            rgb = P.player_rgb(colour_of(c["seat"]))
            img = art.figure(_team_of(view, c["id"]), rgb, T.initial(c["id"]), size)
            rect = img.get_rect(center=(x, y))
            if c["id"] == mover:                # the selected figure: its chamber too
                crect = pygame.Rect(0, 0, geo.chamber_px(), geo.chamber_px())
                crect.center = (cx, cy)
                pygame.draw.rect(surface, P.INK, crect.inflate(10, 10), 3, border_radius=9)
                pygame.draw.rect(surface, CHOSEN, crect.inflate(6, 6), 3, border_radius=8)
            surface.blit(img, rect)
            if c["id"] == mover:
                pygame.draw.circle(surface, P.INK, rect.center, size * 0.72 + 2, 3)
                pygame.draw.circle(surface, CHOSEN, rect.center, size * 0.72, 3)
            hits.append((rect, c["id"]))
    surface.set_clip(old)
    pygame.draw.rect(surface, P.GOLD_DARK, geo.view, 2, border_radius=10)
    if geo.zoom > L.ZOOM_MIN:
        tip = fonts.text(_("Wheel: zoom · drag: move the view"), 14, P.TEXT_MUTED)
        surface.blit(tip, tip.get_rect(bottomright=(geo.view.right - 10, geo.view.bottom - 6)))
    return hits


def _side(view: dict, b: int):
    board = view["boards"][b]
    return content().sides[(board["board"], board["side"])]


def _draw_board(surface, view, geo, b, colour_of) -> None:
    rect = geo.board_rect(b)
    board = view["boards"][b]
    owner = board["owner"]
    frame = rect.inflate(10, 10)
    pygame.draw.rect(surface, P.WOOD_DARK, frame, border_radius=8)
    edge = P.player_rgb(colour_of(owner)) if owner is not None else P.GOLD_DARK
    pygame.draw.rect(surface, edge, frame, 3, border_radius=8)
    title = T.board_name(view, b)
    if owner is None:
        title = _("{board} (neutral)").format(board=title)
    img = fonts.fit(title, max(13, min(20, round(15 * geo.zoom))), P.GOLD_LIGHT, frame.w,
                    bold=True, minimum=11)
    surface.blit(img, img.get_rect(midbottom=(frame.centerx, frame.y - 2)))
    if board["side"] is None:
        note = fonts.text(_("The side is not chosen yet."), 15, P.TEXT_MUTED,
                          wraplength=max(60, rect.w - 20), align="center")
        surface.blit(note, note.get_rect(center=rect.center))
        return
    side = _side(view, b)
    width = max(3, round(geo.cell_px() * 0.14))
    for cid, others in side.neighbours.items():
        for o in others:
            if o > cid:
                a = geo.centre(b, side.chambers[cid])
                z = geo.centre(b, side.chambers[o])
                pygame.draw.line(surface, (84, 70, 56), a, z, width + 4)
                pygame.draw.line(surface, (200, 180, 140), a, z, width)
    px = geo.chamber_px()
    owner_rgb = _owner_rgb(view, b, colour_of)
    for ch in side.chambers:
        centre = geo.centre(b, ch)
        tile = art.chamber_tile(ch.kind, ch.number, px, owner_rgb if ch.kind == "camp" else None)
        trect = tile.get_rect(center=centre)
        surface.blit(tile, trect)
        if ch.element:
            sym = art.element_symbol(ch.element, max(12, round(px / 2.6)))
            surface.blit(sym, sym.get_rect(topright=(trect.right - 3, trect.y + 3)))


def _draw_floor(surface, view, place, trect, colour_of, floor_hits=None, area=None) -> None:
    """Tokens lying face up in a chamber (a row at its foot) and Special tokens (its top
    left corner); ``floor_hits`` gets the tokens drawn inside ``area`` (the board view)."""
    tokens = view["floor"].get(f"{place[0]}:{place[1]}", [])
    size = max(10, trect.w // 5)
    shown = tokens[:3]
    x = trect.x + 3
    for t in shown:
        img = art.token(T.item_kind(t), size)
        surface.blit(img, (x, trect.bottom - size - 3))
        if floor_hits is not None and area is not None and \
                area.collidepoint(x + size // 2, trect.bottom - size // 2):
            floor_hits.append((pygame.Rect(x, trect.bottom - size - 3, size - 2, size), place, t))
        x += size - 2
    if len(tokens) > len(shown):
        more = fonts.text(f"+{len(tokens) - len(shown)}", max(10, size - 2), P.TEXT_LIGHT, bold=True)
        surface.blit(more, (x + 2, trect.bottom - size - 2))
    sx = trect.x + 3
    for s in view["specials"]:
        if tuple(s["place"]) == tuple(place) and s["kind"] in art.SPECIAL_KINDS:
            seat = _seat_of(view, s["owner"])
            img = art.special(s["kind"], P.player_rgb(colour_of(seat)), size)
            surface.blit(img, (sx, trect.y + 3))
            sx += size


def _seat_of(view: dict, cid: str) -> int | None:
    return next((c["seat"] for c in view["chars"] if c["id"] == cid), None)


def _kind_help(view: dict, b: int, kind: str) -> list[str]:
    """What a Camp, Teleport or Runes chamber of board ``b`` does, for whom: a team's
    Camp turns that team's Crystals into gems and only it may enter; the neutral board's
    Camp is open to all and turns nothing into gems; only a team's own Runes chamber
    gives Runes ("Quests", "Character Movement"; the neutral board, our reading)."""
    if kind == "teleport":
        return [_("Entering it sends the character to the Teleport of another board.")]
    owner = view["boards"][b].get("owner")
    gems = content().counts["crystal_gems"]
    if owner is None:
        if kind == "runes":
            return [_("The neutral board's Runes chamber gives no Runes.")]
        return [_("Safe: no fights and no encounters here."),
                counted(gems, "Any team may enter this Camp, but it is no team's own: a "
                        "Crystal carried here stays a Crystal (only a team's own Camp turns "
                        "it into {n} gem).",
                        "Any team may enter this Camp, but it is no team's own: a Crystal "
                        "carried here stays a Crystal (only a team's own Camp turns it into "
                        "{n} gems).")]
    name = view["players"][owner]["name"]
    if kind == "runes":
        return [_("{name}'s team draws a Rune (a Quest) here; no other team does.").format(
            name=name)]
    return [_("Safe: no fights and no encounters here."),
            counted(gems, "A Crystal that {name}'s team carries in turns into {n} gem.",
                    "A Crystal that {name}'s team carries in turns into {n} gems.", name=name),
            _("Only {name}'s team may enter this Camp.").format(name=name)]


def chamber_help(view: dict, place) -> str:
    """A chamber's hover text: its name, board and number or kind, element, who stands
    there, the tokens lying there (face up: public) and the Special tokens."""
    b, cid = place
    side = _side(view, b)
    ch = side.chambers[cid]
    lines = [_("{chamber} of {board}").format(chamber=T.chamber_name(view, place),
                                              board=side.name)]
    if ch.kind in ("camp", "teleport", "runes"):
        lines += _kind_help(view, b, ch.kind)
    else:
        lines.append(_("Encounters: 2 dice + {n} on the Encounter Table.").format(n=ch.number))
    if ch.element:
        lines.append(_("{element} chamber: a Rune of {element} is delivered here.").format(
            element=T.element_name(ch.element)))
    here = [c for c in view["chars"] if c["status"] == "active" and c["place"] == list(place)]
    if here:
        from games.engine.words import and_list
        lines.append(_("Here: {names}.").format(names=and_list(
            [f"{T.name_of(c['id'])} ({view['players'][c['seat']]['name']})" for c in here])))
    tokens = view["floor"].get(f"{b}:{cid}", [])
    if tokens:
        from games.engine.words import and_list
        lines.append(_("Lying here: {items}.").format(items=and_list([T.item_name(t) for t in tokens])))
    for s in view["specials"]:
        if tuple(s["place"]) == tuple(place) and s["kind"] in content().specials:
            lines.append(_("Special token: {name}.").format(
                name=content().specials[s["kind"]].name))
    return "\n".join(lines)


# ---------------------------------------------------------------------------- teams

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


def heading_text(name: str, team: str, room: int) -> str:
    """"player · team" in ``room`` px at ``HEAD_SIZE`` (bold): the player's name cut short
    (with an ellipsis) where both do not fit, never the team's (a playtester's heading
    "Bartomiej Wielkopol..." had lost the team)."""
    shown = name
    line = _("{name} · {team}").format(name=shown, team=team)
    while shown and fonts.width(line, HEAD_SIZE, True) > room:
        shown = shown[:-1]
        line = _("{name} · {team}").format(name=shown.rstrip() + fonts.ELLIPSIS, team=team)
    return line


def _heading(surface, rect: pygame.Rect, name: str, team: str, gems: int) -> None:
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
        _heading(surface, rect, name_of(seat), T.team_name(view["teams"][seat]),
                 view["gems"][seat])
        for row, c in card_rows(rect, _team_chars(view, seat)):
            team_hits.append((row, c["id"]))
            _draw_card(surface, view, c, row, colour_of, item_hits, slot_hits, window_hits)
            if c["id"] == chosen:
                pygame.draw.rect(surface, P.INK, row.inflate(2, 2), 2, border_radius=7)
                pygame.draw.rect(surface, CHOSEN, row, 3, border_radius=6)


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
    what the Backpack holds only where the view holds it."""
    c = next(x for x in view["chars"] if x["id"] == cid)
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


# ---------------------------------------------------------------------------- panel, fight

def draw_action_frame(surface, view: dict, decisions: list) -> int:
    """The action panel's frame and title (its buttons are widgets), and the note of what
    to do when it has no buttons to say it; returns the y under the note (or the
    title)."""
    r = L.ACTIONS
    pygame.draw.rect(surface, P.WOOD_DARK, r, border_radius=10)
    pygame.draw.rect(surface, P.GOLD_DARK, r, 2, border_radius=10)
    title = _("Your choices") if decisions else _("Waiting")
    surface.blit(fonts.fit(title, 18, P.GOLD_LIGHT, r.w - 20, bold=True), (r.x + 12, r.y + 8))
    note = None
    if not decisions and view["phase"] != "over":
        note = _("Nothing to choose on this screen now.")
    elif view["phase"] == "teleport":
        note = _("The d6 sends {name} to: {faces}.").format(
            name=T.name_of(view["mover"]), faces=T.teleport_faces(view))
    elif decisions and all(a["type"] in ("move", "haste") for a in decisions):
        note = _("Click a lit chamber on the boards to move there (blue: with Haste); click "
                 "another of your characters or its card to light its moves.")
    if note:
        img = fonts.text(note, 15, P.TEXT_MUTED, wraplength=r.w - 24)
        surface.blit(img, (r.x + 12, r.y + 40))
        return r.y + 40 + img.get_height()
    return r.y + 30


def draw_done_note(surface, rect: pygame.Rect, text: str) -> None:
    """What a panel button just did, in its row (``BoardScene.done_note``): a quiet
    framed line, no button (a second click there does nothing)."""
    pygame.draw.rect(surface, (60, 44, 30), rect, border_radius=8)
    pygame.draw.rect(surface, P.GOLD_DARK, rect, 1, border_radius=8)
    img = fonts.fit(text, 15, P.GOLD_LIGHT, rect.w - 16, minimum=11)
    surface.blit(img, img.get_rect(midleft=(rect.x + 10, rect.centery)))


FIGHT = pygame.Rect(L.LEFT.x + 8, L.LEFT.bottom - 146, L.LEFT.w - 16, 138)


def mover_rect(view: dict, geo) -> pygame.Rect | None:
    """The chamber of the figure that moved (where a fight or a roll happens) on screen,
    as ``geo`` (the scene's ``layout.BoardView``) draws it now; ``None`` without one."""
    char = next((c for c in view["chars"] if c["id"] == view.get("mover")), None)
    if char is None or char.get("place") is None:
        return None
    board, chamber = char["place"]
    if view["boards"][board]["side"] is None:
        return None
    rect = pygame.Rect(0, 0, geo.chamber_px(), geo.chamber_px())
    rect.center = geo.centre(board, _side(view, board).chambers[chamber])
    return rect


def box_on_top(view: dict, geo) -> bool:
    """Whether the fight / roll box goes at the top of the left column (the re-roll
    dialog next to it): when the chamber of the figure that moved (``mover_rect``) lies
    in the column's lower half, so that the box never covers it (with four boards 2 x 2
    a box at the bottom covered the lower two; with three boards in a row the box goes
    under them, over the cards)."""
    rect = mover_rect(view, geo)
    return rect is not None and rect.centery > L.LEFT.centery


def draw_fight(surface, view: dict, banner: str | None, ask: bool = True,
               top: bool = False, below: int | None = None) -> None:
    """The fight under way (both sides' Strength, the spells cast in order, the dice and
    any Change of Fate, the Encounter Table row of a monster), or the roll under way (the
    Encounter Table's dice and the row they hit, a Teleport's or an ability's die), else
    the last encounter's and fight's ``banner`` (``draw_banner``, in the action panel
    under ``below``). Strength and totals come from the view (``fightview``). ``ask``
    False: the roll box does not name the seat asked (the re-roll dialog asks the
    seats). ``top``: the box at the top of the left column instead of its bottom
    (``box_on_top``)."""
    fight, roll = view["combat"], view["roll"]
    if fight and "kind" in fight:
        _draw_fight_box(surface, view, top)
    elif roll:
        _draw_roll_box(surface, view, ask, top)
    elif banner:
        draw_banner(surface, banner, L.ACTIONS.bottom if below is None else below, top)


def banner_rect(banner: str, below: int) -> pygame.Rect | None:
    """Where the banner goes in the action panel, under its buttons and note (``below``:
    the y they end at): its frame, or ``None`` when it does not fit there."""
    img = fonts.text(banner, 15, P.TEXT_LIGHT, wraplength=L.ACTIONS.w - 36)
    box = pygame.Rect(L.ACTIONS.x + 10, below + 8, L.ACTIONS.w - 20, img.get_height() + 16)
    return box if box.bottom <= L.ACTIONS.bottom - 8 else None


def draw_banner(surface, banner: str, below: int, top: bool = False) -> None:
    """The last encounter's row and fight's result (``BoardScene.banner``): in the action
    panel under its buttons (``below``: the y they end at), next to what the player
    decides now and over no board; when it does not fit there, over the left column at
    its edge away from the chamber (``top``: at its top, ``box_on_top``)."""
    box = banner_rect(banner, below)
    if box is not None:
        img = fonts.text(banner, 15, P.TEXT_LIGHT, wraplength=L.ACTIONS.w - 36)
        pygame.draw.rect(surface, (60, 44, 30), box, border_radius=8)
        pygame.draw.rect(surface, P.GOLD_DARK, box, 1, border_radius=8)
        surface.blit(img, (box.x + 8, box.y + 8))
        return
    img = fonts.text(banner, 16, P.TEXT_LIGHT, wraplength=L.LEFT.w - 60)
    box = img.get_rect(midtop=(L.LEFT.centerx, L.LEFT.y + 10)) if top else \
        img.get_rect(midbottom=(L.LEFT.centerx, L.LEFT.bottom - 10))
    box = box.inflate(24, 14)
    pygame.draw.rect(surface, P.WOOD_DARK, box, border_radius=8)
    pygame.draw.rect(surface, P.GOLD, box, 2, border_radius=8)
    surface.blit(img, img.get_rect(center=box.center))


def _box(surface, rect, title: str) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((30, 22, 14, 236))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, P.GOLD, rect, 2, border_radius=10)
    surface.blit(fonts.fit(title, 18, P.GOLD_LIGHT, rect.w - 24, bold=True, minimum=12),
                 (rect.x + 12, rect.y + 7))


FIGHT_MIN_H, FIGHT_MAX_H = 138, 300     # the fight box grows upwards to fit its texts
TOP_Y = L.LEFT.y + 8                    # the box's top when it goes at the top
COL_TOP, COL_PAD, DIE_ROOM = 32, 6, 76


def fight_title(view) -> str:
    """The fight box's title: who fights what (and which clash of a "beaten twice")."""
    fight = view["combat"]
    if fight["kind"] == "monster":
        row = content().rows[fight["row"]]
        title = _("{name} fights {monster}").format(name=T.name_of(fight["attacker"]),
                                                    monster=row.name)
        if row.twice:
            title += "  ·  " + _("clash {n} of 2").format(n=fight["clash"])
        return title
    return _("{a} attacks {d}").format(a=T.side_of_fight(view, "attacker"),
                                       d=T.side_of_fight(view, "defender"))


def fight_column(view, side: str, width: int) -> list[tuple[pygame.Surface, int, int]]:
    """The texts of ``side``'s column of the fight box, top to bottom, as ``(image, x, y)``
    relative to the column (``width`` px wide): who fights (bold), Strength with the die,
    the spells' and wards' numbers, the monster's Encounter Table text and the scrolls
    cast, and "casts no more". Each text wraps in the room it has (never cut); the die
    face keeps the column's right ``DIE_ROOM`` px beside the first lines."""
    fight, roll = view["combat"], view["roll"]
    k = 0 if side == "attacker" else 1
    out = []
    who = T.side_of_fight(view, side)
    img = fonts.text(who, 16, P.TEXT_LIGHT, bold=True, wraplength=width - DIE_ROOM)
    out.append((img, 10, COL_PAD))
    y = COL_PAD + img.get_height() + 2
    total = fightview.strength(view, side)
    if roll and roll["purpose"] == "clash":
        die = roll["dice"][k] + roll["fate"][k]
        line = _("Strength {s} + die {d} = {t}").format(s=total, d=die, t=total + die)
    else:
        line = _("Strength {n}").format(n=total)
    notes = []
    if fight["mods"][side]:
        notes.append(_("spells {n:+d}").format(n=fight["mods"][side]))
    if fight["ward"][side]:
        notes.append(_("ward {n}").format(n=fight["ward"][side]))
    if notes:
        line += " (" + ", ".join(notes) + ")"
    img = fonts.text(line, 15, P.GOLD_LIGHT, wraplength=width - DIE_ROOM)
    out.append((img, 10, y))
    y += img.get_height() + 3
    y = max(y, 64 if roll and roll["purpose"] == "clash" else 0)   # under the die face
    cast = [_("{n}. {scroll}").format(n=n + 1, scroll=T.item_name(e["token"]))
            for n, e in enumerate(fight["cast"]) if e["side"] == side]
    below = []
    if side == "defender" and fight["kind"] == "monster":
        below.append(content().rows[fight["row"]].text)
    if cast:
        below.append(_("Cast: {scrolls}").format(scrolls=", ".join(cast)))
    if below:
        img = fonts.text(" ".join(below), 13, P.TEXT_MUTED, wraplength=width - 20)
        out.append((img, 10, y))
        y += img.get_height() + 3
    if fight["done"][side] and not roll:
        img = fonts.text(_("casts no more"), 14, P.TEXT_MUTED, wraplength=width - 20)
        out.append((img, 10, y))
    return out


def standing_text(view) -> str | None:
    """The clash's result as its dice stand, for the fight box while they may still be
    changed ("As the dice stand: the defender wins, 6 to 5: the attacker rolled a 1..."),
    else ``None``."""
    now = fightview.standing(view)
    if now is None:
        return None
    verdict = clash_verdict(*now)
    return _("As the dice stand: {verdict}").format(verdict=verdict[:1].lower() + verdict[1:])


def fight_layout(view, top: bool = False) -> tuple[pygame.Rect, list[pygame.Rect], list[list]]:
    """The fight box (anchored at the bottom of the boards, or at their top with ``top``,
    as tall as its texts need, ``FIGHT_MIN_H`` to ``FIGHT_MAX_H`` px), its two columns and
    each column's texts (``fight_column``), placed on screen, and under the columns the
    result as the dice stand (``standing_text``): ``(box, columns, [[(image, rect)...],
    ..., [(image, rect)] or []])``."""
    half = (FIGHT.w - 36) // 2
    texts = [fight_column(view, side, half) for side in ("attacker", "defender")]
    need = max(max((y + img.get_height() for img, _x, y in col), default=0) for col in texts)
    verdict = standing_text(view)
    below = fonts.text(verdict, 15, P.GOLD_LIGHT, bold=True, wraplength=FIGHT.w - 24) \
        if verdict else None
    extra = below.get_height() + 6 if below else 0
    h = max(FIGHT_MIN_H, min(FIGHT_MAX_H, COL_TOP + need + COL_PAD + 8 + 8 + extra))
    box = pygame.Rect(FIGHT.x, TOP_Y if top else FIGHT.bottom - h, FIGHT.w, h)
    cols, placed = [], []
    for k, col_texts in enumerate(texts):
        col = pygame.Rect(box.x + 12 + k * (half + 12), box.y + COL_TOP, half,
                          box.h - 40 - extra)
        cols.append(col)
        placed.append([(img, img.get_rect(topleft=(col.x + x, col.y + y)))
                       for img, x, y in col_texts])
    placed.append([(below, below.get_rect(bottomleft=(box.x + 12, box.bottom - 8)))]
                  if below else [])
    return box, cols, placed


def _draw_fight_box(surface, view, top: bool = False) -> None:
    roll = view["roll"]
    box, cols, placed = fight_layout(view, top)
    _box(surface, box, fight_title(view))
    for img, rect in placed[2]:
        surface.blit(img, rect)
    for k, (col, texts) in enumerate(zip(cols, placed[:2])):
        pygame.draw.rect(surface, (60, 44, 30), col, border_radius=8)
        for img, rect in texts:
            surface.blit(img, rect)
        if roll and roll["purpose"] == "clash":
            face = die_face(6, max(1, min(6, roll["dice"][k])), 46)
            surface.blit(face, (col.right - 56, col.y + 8))
            if roll["fate"][k]:
                f = fonts.text(f"{roll['fate'][k]:+d}", 16, P.GOLD_LIGHT, bold=True)
                surface.blit(f, f.get_rect(midtop=(col.right - 33, col.y + 56)))


def _draw_roll_box(surface, view, ask: bool = True, top: bool = False) -> None:
    roll = view["roll"]
    rect = pygame.Rect(FIGHT.x + 100, TOP_Y if top else FIGHT.y, FIGHT.w - 200, FIGHT.h)
    titles = {"encounter": _("The Encounter Table"), "teleport": _("The Teleport's board"),
              "ability": _("The ability's roll")}
    _box(surface, rect, titles.get(roll["purpose"], _("The roll")))
    x = rect.x + 16
    for d, f in zip(roll["dice"], roll["fate"]):
        surface.blit(die_face(6, max(1, min(6, d)), 44), (x, rect.y + 40))
        if f:
            img = fonts.text(f"{f:+d}", 16, P.GOLD_LIGHT, bold=True)
            surface.blit(img, (x + 48, rect.y + 52))
            x += 30
        x += 56
    if roll["purpose"] == "encounter":
        total = fightview.encounter_total(view)
        row = content().row_for(total)
        mover = view["mover"]
        place = next(c["place"] for c in view["chars"] if c["id"] == mover)
        number = _side(view, place[0]).chambers[place[1]].number
        line = _("{dice} + chamber {n} = {total}: {row}").format(
            dice=" + ".join(str(d + f) for d, f in zip(roll["dice"], roll["fate"])),
            n=number, total=total, row=row.name)
        text = fonts.text(line, 15, P.TEXT_LIGHT, bold=True, wraplength=rect.right - x - 12)
        surface.blit(text, (x, rect.y + 36))
        surface.blit(fonts.text(row.text, 13, P.TEXT_MUTED, wraplength=rect.right - x - 12),
                     (x, rect.y + 40 + text.get_height()))
    elif roll["purpose"] == "teleport":
        line = _("The die picks the board the Teleport sends to: {faces}.").format(
            faces=T.teleport_faces(view))
        surface.blit(fonts.text(line, 15, P.TEXT_LIGHT, wraplength=rect.right - x - 12),
                     (x, rect.y + 44))
    if roll["queue"] and ask:
        who = view["players"][roll["queue"][0]]["name"]
        ask = _("{name} may re-roll a die (2 gems) or change it; or let it stand.").format(name=who)
        img = fonts.text(ask, 14, P.GOLD_LIGHT, wraplength=rect.w - 24)
        surface.blit(img, (rect.x + 12, rect.bottom - 8 - img.get_height()))


# ---------------------------------------------------------------------------- menu picture

def showcase() -> pygame.Surface:
    """A passage of three chambers (Camp, a numbered fire chamber, the Teleport) with
    figures of three teams, a Crystal and a Special token, for the main menu: 330x150 px,
    drawn in its top 104 px, so that in the menu's lowest spot it stays above the footer
    line."""
    layer = pygame.Surface((330, 150), pygame.SRCALPHA)
    centres = [(52, 52), (165, 52), (278, 52)]
    pygame.draw.line(layer, (84, 70, 56), centres[0], centres[2], 20)
    pygame.draw.line(layer, (200, 180, 140), centres[0], centres[2], 12)
    for centre, (kind, number) in zip(centres, (("camp", None), ("plain", 3), ("teleport", None))):
        tile = art.chamber_tile(kind, number, 92, (0, 114, 178) if kind == "camp" else None)
        layer.blit(tile, tile.get_rect(center=centre))
    layer.blit(art.element_symbol("fire", 28), (180, 10))
    layer.blit(art.figure("dwarves", (0, 114, 178), T.initial("wolsung"), 40), (124, 40))
    layer.blit(art.figure("elves", (240, 228, 66), T.initial("eriald"), 40), (166, 40))
    layer.blit(art.figure("undead", (213, 94, 0), T.initial("necromancer"), 40), (258, 32))
    layer.blit(art.token("crystal", 24), (296, 74))
    layer.blit(art.special("corrosive_cloud", (86, 180, 233), 28), (12, 66))
    return layer


# ---------------------------------------------------------------------------- re-roll dialog

OFFER_TOP = 76                   # px from the dialog's top to its row of buttons
OFFER_BUTTON_H = 40
OFFER_H = OFFER_TOP + OFFER_BUTTON_H + 10
OFFER_MARK = 14                  # room left of each seat's button for its colour mark
OFFER_GAP = 22


def box_rect(view: dict, top: bool) -> pygame.Rect | None:
    """Where the fight box or the roll box is drawn for ``view`` (``top``: at the left
    column's top, ``box_on_top``), ``None`` while neither is."""
    fight, roll = view["combat"], view["roll"]
    if fight and "kind" in fight:
        return fight_layout(view, top)[0]
    if roll:
        return pygame.Rect(FIGHT.x + 100, TOP_Y if top else FIGHT.y, FIGHT.w - 200, FIGHT.h)
    return None


def offer_rect(box: pygame.Rect | None = None,
               avoid: pygame.Rect | None = None) -> pygame.Rect:
    """The re-roll dialog, a strip as wide as the fight box: next to the fight or roll
    box ``box`` on its side away from the left column's edge it sits at; where that
    would cover ``avoid`` (the chamber the roll is about, ``mover_rect``), at the
    column's other edge instead. Without a box, at the column's top."""
    rect = pygame.Rect(FIGHT.x, L.LEFT.y + 8, FIGHT.w, OFFER_H)
    if box is None:
        return rect
    if box.centery > L.LEFT.centery:
        places = (box.y - 8 - OFFER_H, L.LEFT.y + 8)
    else:
        places = (box.bottom + 8, L.LEFT.bottom - 8 - OFFER_H)
    for y in places:
        rect.y = y
        if avoid is None or not rect.colliderect(avoid):
            return rect
    rect.y = places[0]
    return rect


def offer_button_rect(row: int, seats: int, box: pygame.Rect | None = None,
                      avoid: pygame.Rect | None = None) -> pygame.Rect:
    """The ``row``-th button of the re-roll dialog's row (``seats`` seat buttons, then
    "Let it stand" at ``seats``), in the dialog placed by ``offer_rect``."""
    rect = offer_rect(box, avoid)
    n = seats + 1
    inner = rect.w - 24 - OFFER_MARK
    w = (inner - (n - 1) * OFFER_GAP) // n
    x = rect.x + 12 + OFFER_MARK + row * (w + OFFER_GAP)
    return pygame.Rect(x, rect.y + OFFER_TOP, w, OFFER_BUTTON_H)


def draw_offer_dialog(surface, view: dict, buttons: list, colour_of,
                      box: pygame.Rect | None = None, avoid: pygame.Rect | None = None) -> None:
    """The public re-roll dialog over the public view: what the roll decides, its dice
    (with any Change of Fate already cast, whose each is), what the buttons do, and a
    colour mark beside each seat's button (the buttons are the scene's widgets;
    ``buttons``: (button, seat or ``None``)). It draws only what ``view`` (the public one)
    holds and says the same whoever holds what. Placed by ``offer_rect`` (``box``,
    ``avoid``)."""
    roll = view["roll"]
    rect = offer_rect(box, avoid)
    titles = {"encounter": _("The Encounter Table"), "teleport": _("The Teleport's board"),
              "ability": _("The ability's roll"), "clash": _("The fight's dice")}
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((30, 22, 14, 236))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, P.GOLD, rect, 2, border_radius=10)
    x = rect.right - 12
    for k in reversed(range(len(roll["dice"]))):
        label = T.die_owner(view, k)
        if roll["fate"][k]:
            label += f" {roll['fate'][k]:+d}"
        img = fonts.fit(label, 13, P.GOLD_LIGHT, 150, bold=bool(roll["fate"][k]), minimum=10)
        x -= img.get_width()
        surface.blit(img, (x, rect.y + 14))
        x -= 34
        surface.blit(die_face(6, max(1, min(6, roll["dice"][k])), 28), (x, rect.y + 6))
        x -= 14
    title = _("Change the roll? {what}").format(what=titles.get(roll["purpose"], _("The roll")))
    surface.blit(fonts.fit(title, 18, P.GOLD_LIGHT, x - rect.x - 24, bold=True, minimum=12),
                 (rect.x + 12, rect.y + 8))
    note = _("Each seat below may pay 2 gems to re-roll a die, or cast a Change of Fate "
             "if it can. Its button shows its choices to it alone.")
    surface.blit(fonts.text(note, 13, P.TEXT_LIGHT, wraplength=rect.w - 24),
                 (rect.x + 12, rect.y + 38))
    for button, seat in buttons:
        if seat is not None:
            mark = pygame.Rect(button.rect.x - OFFER_MARK + 2, button.rect.y + 8, 8,
                               button.rect.h - 16)
            pygame.draw.rect(surface, P.player_rgb(colour_of(seat)), mark, border_radius=3)


def draw_dragged(surface, token: str, pos) -> None:
    """An item being dragged, under the mouse at ``pos`` (26 px, ringed in gold)."""
    img = art.token(T.item_kind(token), 26)
    rect = img.get_rect(center=pos)
    pygame.draw.circle(surface, P.GOLD_LIGHT, rect.center, 17, 2)
    surface.blit(img, rect)



def draw_chosen_item(surface, rect: pygame.Rect) -> None:
    """Outline the selected item of a card (``BoardScene.item_choice``): a dark ring and
    a bright one around it, readable on the parchment at any window size."""
    pygame.draw.rect(surface, P.INK, rect.inflate(8, 8), 2, border_radius=5)
    pygame.draw.rect(surface, CHOSEN, rect.inflate(4, 4), 2, border_radius=4)
