"""Drawing the Baš-Čelik board from a seat's view: the illustrated map (``draw_map``: land,
the Outer ring as a road round the world with its rivers and lake, the Inner World's paths
and waters, the Centre's rock with its four fields, every field's marker), what stands on
it (creatures, the beasts, Baš-Čelik, the figures in their seats' colours and shapes), the
fate piles, the treasure deck and the bank in the map's corners, the characters' cards
(``draw_cards``: curses face down with their count, named only where the view holds them)
and the encounter box of the last conflict (``draw_encounter``). Only what the view holds
is drawn."""
from __future__ import annotations

import functools
import math

import pygame

from games.engine import i18n
from games.engine.i18n import _, counted
from games.bas_celik.content import content
from games.bas_celik.ui.texts import card_name
from games.bas_celik.ui import adv_card
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import texts as T
from sprites import fonts
from sprites import palette as P
from sprites.bas_celik import art
from sprites.artkit import stroke
from sprites.pawns import pawn

LIT = P.HIGHLIGHT


# ---------------------------------------------------------------------------- the map

def _layer(geo: L.MapView) -> pygame.Surface:
    """The map's still picture (land, roads, water, markers, names) for ``geo``'s zoom and
    pan, cached on ``geo``."""
    key = (geo.zoom, tuple(geo.pan), i18n.language())
    if getattr(geo, "layer_key", None) == key:
        return geo.layer
    c = content()
    layer = pygame.Surface(L.MAP.size, pygame.SRCALPHA)
    off = (-L.MAP.x, -L.MAP.y)

    def at(x, y):
        sx, sy = geo.to_screen(x, y)
        return sx + off[0], sy + off[1]

    layer.fill((74, 120, 150))                       # the sea round the world
    land = [at(50 + 49 * math.cos(math.radians(a)), 50 + 49 * math.sin(math.radians(a)))
            for a in range(0, 360, 6)]
    pygame.draw.polygon(layer, art.LAND, land)
    stroke(layer, art.LAND_DARK, land, max(2, geo.px(0.8)), closed=True)
    inner = [at(50 + 36 * math.cos(math.radians(a)), 50 + 36 * math.sin(math.radians(a)))
             for a in range(0, 360, 6)]
    pygame.draw.polygon(layer, art.INNER_LAND, inner)
    # woods and hills between the ring and the Inner World
    for i in range(36):
        a = math.radians(i * 10 + 5)
        for rr, big in ((41.5, 1.4), (31.5, 1.0)):
            x, y = 50 + rr * math.cos(a), 50 + rr * math.sin(a)
            if i % 3 == 0:
                pygame.draw.polygon(layer, (70, 104, 58), [at(x - big, y + big), at(x + big, y + big),
                                                           at(x, y - big * 1.6)])
            elif i % 3 == 1:
                pygame.draw.circle(layer, (82, 118, 62), at(x, y), geo.px(big))
    # rivers from the rim to the water fields and bridges of the ring
    for fid in c.ring:
        f = c.fields[fid]
        if f.kind in ("water", "bridge"):
            a = math.atan2(f.y - 50, f.x - 50)
            pts = [at(50 + r * math.cos(a + 0.05 * math.sin(r)), 50 + r * math.sin(a + 0.05 * math.sin(r)))
                   for r in range(30, 51, 2)]
            stroke(layer, art.WATER, pts, geo.px(2.2 if f.kind == "bridge" else 3.4))
            if f.kind == "water" and not f.ferry:
                pygame.draw.ellipse(layer, art.WATER, pygame.Rect(0, 0, geo.px(9), geo.px(6)).move(
                    at(f.x - 4.5, f.y - 1.5)))
    # the Outer ring's road
    ring = [at(c.fields[f].x, c.fields[f].y) for f in c.ring]
    stroke(layer, art.ROAD_EDGE, ring, geo.px(3.4), closed=True)
    stroke(layer, art.ROAD, ring, geo.px(2.4), closed=True)
    # the Inner World's paths (and the gates' ways in), water fields as lakes
    drawn = set()
    for a, links in c.links.items():
        for b in links:
            if (b, a) in drawn or a not in c.fields or b not in c.fields:
                continue
            drawn.add((a, b))
            fa, fb = c.fields[a], c.fields[b]
            if "centre" in (fa.world, fb.world) and fa.world == fb.world:
                continue
            stroke(layer, art.ROAD_EDGE, [at(fa.x, fa.y), at(fb.x, fb.y)], geo.px(2.2))
            stroke(layer, (176, 146, 100), [at(fa.x, fa.y), at(fb.x, fb.y)], geo.px(1.4))
    for f in c.fields.values():
        if f.world == "inner" and f.kind == "water":
            pygame.draw.ellipse(layer, art.WATER, pygame.Rect(0, 0, geo.px(10), geo.px(6.5)).move(
                at(f.x - 5, f.y - 3.25)))
    # the Centre's rock
    rock = [at(50 + 15 * math.cos(math.radians(a)), 53 + 11 * math.sin(math.radians(a)))
            for a in range(0, 360, 12)]
    pygame.draw.polygon(layer, art.STONE, rock)
    stroke(layer, art.STONE_DARK, rock, geo.px(0.6), closed=True)
    centre_ids = [f.id for f in c.fields.values() if f.world == "centre"]
    for fid in centre_ids:
        if fid != "c_centre":
            f, m = c.fields[fid], c.fields["c_centre"]
            stroke(layer, art.STONE_DARK, [at(f.x, f.y), at(m.x, m.y)], geo.px(1.0))
    # the markers (their names are drawn with the pieces: ``_draw_names``)
    size = geo.field_px()
    for f in c.fields.values():
        marker = art.field_marker(f.kind, f.world, size)
        layer.blit(marker, marker.get_rect(center=at(f.x, f.y)))
    geo.layer, geo.layer_key = layer, key
    return layer


def name_px(geo: L.MapView) -> int:
    """The size of the map's field names at ``geo``'s zoom."""
    return max(10, min(15, geo.px(2.0)))


def _draw_names(surface, geo: L.MapView, pieces: list[pygame.Rect]) -> None:
    """The map's field names (``label_plates``), each where no piece standing on the map
    now covers it (a playtester's pawns hid "Kowal" and "Cudowny Kamień", Baš-Čelik "Środek
    Świata"); placed again only when the pieces, the zoom or the language change."""
    key = (geo.layer_key, tuple(tuple(r) for r in pieces))
    if getattr(geo, "names_key", None) != key:
        geo.names, geo.names_key = label_plates(geo, name_px(geo), avoid=pieces), key
    px = name_px(geo)
    for _fid, plate, text in geo.names:
        back = _plate_back(plate.inflate(6, 2).size)
        surface.blit(back, plate.inflate(6, 2))
        surface.blit(fonts.text(text, px, P.INK, bold=True), plate)


@functools.lru_cache(maxsize=64)
def _plate_back(size: tuple[int, int]) -> pygame.Surface:
    back = pygame.Surface(size, pygame.SRCALPHA)
    back.fill((243, 231, 201, 190))
    return back


# the fields named even unzoomed, most important first (a label that finds no free
# place gives way to those before it)
ALWAYS_NAMED = ("centre", "castle", "surlane", "wonder_stone", "blacksmith", "church",
                "cemetery", "tower", "village")


def marker_rects(geo: L.MapView) -> dict[str, pygame.Rect]:
    """Field id -> its marker's square on screen (px), every field of the board."""
    size = geo.field_px()
    return {f.id: pygame.Rect(0, 0, size, size).move(
        geo.to_screen(f.x, f.y)[0] - size // 2, geo.to_screen(f.x, f.y)[1] - size // 2)
        for f in content().fields.values()}


def label_plates(geo: L.MapView, name_px: int,
                 avoid: list[pygame.Rect] = ()) -> list[tuple[str, pygame.Rect, str]]:
    """The map's field names as ``(field id, screen rect, text)``: a name sits next to
    its own marker (below, above, right or left of it) wholly inside the map, covering
    no marker and no other name, or is not drawn at all (never pushed into view onto
    other fields). Unzoomed only the fields of ``ALWAYS_NAMED`` kinds are named, zoomed
    in (1.8 or more) every named field; the more important kinds choose first. A name
    also keeps clear of ``avoid`` (the pieces standing on the map) where it can, and
    else lies where it would with no pieces."""
    c = content()
    markers = marker_rects(geo)
    rank = {k: i for i, k in enumerate(ALWAYS_NAMED)}
    named = [f for f in c.fields.values() if f.name and
             (geo.zoom >= 1.8 or f.kind in rank)]
    named.sort(key=lambda f: (rank.get(f.kind, len(rank)), f.id))
    taken: list[pygame.Rect] = []
    out = []
    gap = 2
    for f in named:
        m = markers[f.id]
        if not L.MAP.colliderect(m):
            continue                               # its field is off the map: no name
        text = _short(f.name)
        w, h = fonts.width(text, name_px, True), fonts.text(text, name_px, P.INK, bold=True).get_height()
        below = pygame.Rect(m.centerx - w // 2, m.bottom + gap, w, h)
        above = pygame.Rect(m.centerx - w // 2, m.top - gap - h, w, h)
        right = pygame.Rect(m.right + gap + 1, m.centery - h // 2, w, h)
        left = pygame.Rect(m.left - gap - 1 - w, m.centery - h // 2, w, h)
        vertical = (above, below) if f.world == "inner" else (below, above)
        shifted = [r.move(dx, 0) for dx in (w // 2 - 4, 4 - w // 2) for r in vertical]
        order = (*vertical, right, left, *shifted,
                 right.move(0, -h // 2 - 2), right.move(0, h // 2 + 2),
                 left.move(0, -h // 2 - 2), left.move(0, h // 2 + 2))
        for pieces in (avoid, ()):             # clear of the pieces if it can be
            found = next((p for p in order if _free(p.inflate(6, 2), taken, markers, pieces)),
                         None)
            if found is not None:
                taken.append(found.inflate(6, 2))
                out.append((f.id, found, text))
                break
    return out


def _free(pad: pygame.Rect, taken: list, markers: dict, pieces) -> bool:
    """``pad`` (a name's plate) lies wholly in the map, over no marker, no other name
    and none of ``pieces``."""
    return L.MAP.inflate(-4, -4).contains(pad) and pad.collidelist(taken) < 0 \
        and not any(pad.colliderect(r) for r in markers.values()) and pad.collidelist(pieces) < 0


def _short(name: str) -> str:
    """A field's name without its Serbian name in brackets (hover gives the whole)."""
    return name.split(" (")[0]


def hero_fields(view: dict) -> dict[str, list[int]]:
    """Field id -> the seats whose characters stand there (in seat order)."""
    out: dict[str, list[int]] = {}
    for s, h in enumerate(view["heroes"]):
        if h and h.get("char") and h.get("field") and not h.get("out"):
            out.setdefault(h["field"], []).append(s)
    return out


def figure_pos(geo: L.MapView, view: dict, seat: int) -> tuple[int, int] | None:
    """Where ``seat``'s figure stands on screen (beside its field's marker when several
    share it), else ``None``."""
    h = view["heroes"][seat]
    if not h or not h.get("field") or h.get("out"):
        return None
    f = content().fields[h["field"]]
    seats = hero_fields(view)[h["field"]]
    i, n = seats.index(seat), len(seats)
    cx, cy = geo.to_screen(f.x, f.y)
    if n == 1:
        return cx, cy - geo.field_px() // 3
    a = math.radians(-90 + 360 * i / n)
    r = geo.field_px() * 0.6
    return round(cx + r * math.cos(a)), round(cy + r * math.sin(a))


def piece_rects(view: dict, geo: L.MapView) -> list[pygame.Rect]:
    """Where the pieces standing on the map are drawn now (screen px): the creatures
    and animals lying on fields, the beasts, Baš-Čelik in the Centre, the figures."""
    c = content()
    size = geo.field_px()
    cs = max(14, round(size * 0.8))
    out = []
    for fid in view["board"]:
        if fid in c.fields:
            x, y = geo.to_screen(c.fields[fid].x, c.fields[fid].y)
            out.append(pygame.Rect(0, 0, round(cs * 0.72), cs).move(
                x + size // 2 - round(cs * 0.36), y + size // 3 - cs // 2))
    for fid in view["centre"].get("beasts", {}):
        if fid in c.fields:
            x, y = geo.to_screen(c.fields[fid].x, c.fields[fid].y)
            out.append(pygame.Rect(0, 0, round((cs + 4) * 0.72), cs + 4).move(
                x - size // 2 - round((cs + 4) * 0.36), y + size // 3 - (cs + 4) // 2))
    if view["centre"].get("bc") == "centre":
        x, y = geo.to_screen(c.fields["c_centre"].x, c.fields["c_centre"].y)
        big = round(size * 1.2)
        out.append(pygame.Rect(0, 0, big, big).move(x + size - big // 2, y - size // 4 - big // 2))
    pawn_px = max(16, round(size * 0.9))
    for seat in range(len(view["players"])):
        pos = figure_pos(geo, view, seat)
        if pos is not None:
            out.append(pygame.Rect(0, 0, pawn_px, pawn_px).move(pos[0] - pawn_px // 2,
                                                               pos[1] - pawn_px // 2))
    return out


def draw_map(surface, view: dict, geo: L.MapView, targets: dict, colour_of) -> None:
    """The map into ``L.MAP`` at ``geo``'s zoom and pan, ``targets`` (field id -> action)
    lit, the fields' names where no piece covers them, then creatures, beasts, Baš-Čelik
    and the figures."""
    old = surface.get_clip()
    surface.set_clip(L.MAP)
    surface.blit(_layer(geo), L.MAP)
    _draw_names(surface, geo, piece_rects(view, geo))
    c = content()
    size = geo.field_px()
    for fid in targets:
        f = c.fields[fid]
        pos = geo.to_screen(f.x, f.y)
        glow = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*LIT, 90), (size, size), size * 0.75)
        surface.blit(glow, glow.get_rect(center=pos))
        pygame.draw.circle(surface, LIT, pos, size // 2 + 3, 3)
    cs = max(14, round(size * 0.8))
    for fid, card in view["board"].items():
        if fid in c.fields:
            f = c.fields[fid]
            x, y = geo.to_screen(f.x, f.y)
            kind = content().card(card)
            img = art.creature(kind.id, cs, kind.nature)
            surface.blit(img, img.get_rect(center=(x + size // 2, y + size // 3)))
    for fid, beast in view["centre"].get("beasts", {}).items():
        if fid in c.fields:
            f = c.fields[fid]
            x, y = geo.to_screen(f.x, f.y)
            img = art.creature(content().card(beast["card"]).id, cs + 4)
            surface.blit(img, img.get_rect(center=(x - size // 2, y + size // 3)))
    bc = view["centre"].get("bc")
    if bc == "centre":
        f = c.fields["c_centre"]
        img = art.bas_celik(round(size * 1.2))
        x, y = geo.to_screen(f.x, f.y)
        surface.blit(img, img.get_rect(center=(x + size, y - size // 4)))
    for seat in range(len(view["players"])):
        pos = figure_pos(geo, view, seat)
        if pos is None:
            continue
        img = pawn(colour_of(seat), max(16, round(size * 0.9)))
        surface.blit(img, img.get_rect(center=pos))
        h = view["heroes"][seat]
        if h.get("heart"):       # the captor carries Baš-Čelik
            small = art.bas_celik(max(16, size // 2 + 4))
            surface.blit(small, small.get_rect(center=(pos[0] + size // 2, pos[1] - size // 2)))
        if seat == view["current_seat"]:
            pygame.draw.circle(surface, P.SELECTED, pos, round(size * 0.55), 2)
    surface.set_clip(old)
    pygame.draw.rect(surface, P.WOOD_DARK, L.MAP, 3, border_radius=6)
    _draw_corners(surface, view)


CORNER_PAD = 8          # px between a corner box's title and its sides
CORNER_TITLE_MIN = 12   # its title's smallest size (10 px still at 1024x640)


def corner_title(title: str, rect: pygame.Rect) -> pygame.Surface:
    """A corner box's title, 14 px down to ``CORNER_TITLE_MIN``, ``CORNER_PAD`` clear of
    both sides."""
    return fonts.fit(title, 14, P.GOLD_LIGHT, rect.w - 2 * CORNER_PAD, bold=True,
                     minimum=CORNER_TITLE_MIN)


def _corner_box(surface, rect: pygame.Rect, title: str) -> None:
    pygame.draw.rect(surface, P.WOOD_DARK, rect, border_radius=8)
    pygame.draw.rect(surface, P.GOLD_DARK, rect, 2, border_radius=8)
    surface.blit(corner_title(title, rect), (rect.x + CORNER_PAD, rect.y + 4))


def _pile(surface, group: str, x: int, y: int, count: int, label: str) -> None:
    back = art.card_back(group, 38)
    for i in range(min(3, count)):
        surface.blit(back, (x + i * 2, y - i * 2))
    if count == 0:
        pygame.draw.rect(surface, P.TEXT_MUTED, pygame.Rect(x, y, back.get_width(), 38), 1,
                         border_radius=4)
    text = fonts.text(str(count), 14, P.TEXT_LIGHT, bold=True)
    surface.blit(text, text.get_rect(midtop=(x + back.get_width() // 2 + 2, y + 40)))
    if label:
        tag = fonts.text(label, 12, P.TEXT_MUTED)
        surface.blit(tag, tag.get_rect(midtop=(x + back.get_width() // 2 + 2, y + 56)))


_B = L.PILES
PILE_BOXES = {"outer": pygame.Rect(_B.x, _B.y, 130, _B.h),     # titles of two words
              "inner": pygame.Rect(_B.x + 138, _B.y, 130, _B.h),  # ("Los wewnętrzny")
              "treasure": pygame.Rect(_B.x + 276, _B.y, 110, _B.h),
              "bank": pygame.Rect(_B.x + 394, _B.y, _B.w - 394, _B.h)}


def _draw_corners(surface, view: dict) -> None:
    """The fate piles of both worlds (two piles each), the treasure deck with the cards
    going back, and the bank's Key cards, Swords and Transport."""
    for world, title in (("outer", _("Outer fate")), ("inner", _("Inner fate"))):
        box = PILE_BOXES[world]
        _corner_box(surface, box, title)
        left = box.x + (box.w - 54 - 27) // 2            # the two piles in the middle
        for i, pile in enumerate(view["piles"][world]):
            _pile(surface, world, left + i * 54, box.y + 26, pile["size"], str(i + 1))
    box = PILE_BOXES["treasure"]
    _corner_box(surface, box, _("Treasure"))
    left = box.x + (box.w - 54 - 27) // 2
    _pile(surface, "treasure", left, box.y + 26, view["treasure"]["size"], "")
    centre_left = len(view["centre"].get("beast_bank", []))
    _pile(surface, "centre", left + 54, box.y + 26, centre_left, "")
    box = PILE_BOXES["bank"]
    bc = view.get("bc_seat")
    _corner_box(surface, box, _("Bank") if bc is None else                # its keeper (1.)
                _("Bank: {name}").format(name=view["players"][bc]["name"]))
    bank = view["bank"]
    keys = sum(len(v) for v in bank.get("keys", {}).values())
    rows = [_("Key cards: {n}").format(n=keys),
            _("Miraculous Swords: {n}").format(n=len(bank.get("swords", []))),
            _("Transport: {n}").format(n=len(bank.get("transport", []))),
            _("Weapons for sale: {n}").format(n=len(sold_weapons(view)))]
    for i, row in enumerate(rows):
        surface.blit(fonts.fit(row, 14, P.TEXT_LIGHT, box.w - 16, minimum=12),
                     (box.x + 8, box.y + 26 + i * 20))


def corner_at(pos) -> str | None:
    """Which corner box (``PILE_BOXES`` key) holds ``pos``."""
    return next((k for k, r in PILE_BOXES.items() if r.collidepoint(pos)), None)


def corner_help(view: dict, which: str) -> str:
    """The hover text of a corner box: its piles' sizes and what lies known at their
    bottom (cards every seat saw go under)."""
    if which in ("outer", "inner"):
        lines = [_("Fate cards of the Outer World.") if which == "outer" else _("Fate cards of the Inner World.")]
        for i, pile in enumerate(view["piles"][which]):
            lines.append(_("Pile {n}: {count} cards.").format(n=i + 1, count=pile["size"]))
        return "\n".join(lines)
    if which == "treasure":
        return _("The treasure deck: {count} cards. Beasts left in the Centre: {beasts}.").format(
            count=view["treasure"]["size"], beasts=len(view["centre"].get("beast_bank", [])))
    bank = view["bank"]
    transport = _priced(bank.get("transport", []))
    weapons = _priced(sold_weapons(view))
    sells = _("Castles and the Blacksmith sell weapons: {cards}.") \
        if view["options"].get("variant", "basic") == "basic" else \
        _("Weapons: common ones (up to 15 ducats) in every settlement, better ones at the "
          "Inner castles, the Blacksmith and the Wonder Stone: {cards}.")
    lines = [_("Settlements sell Transport: {cards}.").format(cards=transport or _("none left")),
             sells.format(cards=weapons or _("none left")),
             counted(len(bank.get("swords", [])),
                     "{n} Miraculous Sword is left for a special task done.",
                     "{n} Miraculous Swords are left for special tasks done."),
             _("Key cards lie at Šurlane, the Blacksmith and the Wonder Stone."),
             _("Right-click: the cards large.")]
    return "\n".join(lines)


def sold_weapons(view: dict) -> list[str]:
    """The bank's weapons that the variant played sells (the basic variant: the swords,
    the mace and the axe; 8.)."""
    basic = view["options"].get("variant", "basic") == "basic"
    return [w for w in view["bank"].get("weapons", []) if content().card(w).basic or not basic]


def _priced(cards: list[str]) -> str:
    """One of each kind of ``cards`` with its price: "Boat 3, Horse 6"."""
    kinds = sorted({content().card(x).id for x in cards}, key=lambda k: content().cards[k].price)
    return ", ".join(_("{card} {price}").format(card=T.short(card_name(k)),
                                                price=T.ducats(content().cards[k].price))
                     for k in kinds)


# ---------------------------------------------------------------------------- cards

CARD_PX = 15     # the smallest text on a character card: 12 px still at 1024x640 (x0.8)


def draw_cards(surface, view: dict, colour_of, hits: list) -> None:
    """Every seat's character card into ``L.CARDS``; appends ``(rect, seat)`` to ``hits``."""
    n = len(view["players"])
    for seat in range(n):
        rect = L.card_rect(seat, n)
        hits.append((rect, seat))
        _card(surface, view, seat, rect, colour_of)


def fitting(options: list[str], size: int, colour, width: int, *, bold: bool = False,
            minimum: int = 10) -> pygame.Surface:
    """The first of ``options`` (longest first) that fits ``width`` px whole at ``size``
    down to ``minimum`` px; the last one otherwise (``fonts.fit``)."""
    for text in options:
        if fonts.width(text, minimum, bold) <= width:
            break
    return fonts.fit(text, size, colour, width, bold=bold, minimum=minimum)


def _card(surface, view: dict, seat: int, rect: pygame.Rect, colour_of) -> None:
    h = view["heroes"][seat]
    p = view["players"][seat]
    turn = seat == view["current_seat"]
    pygame.draw.rect(surface, P.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surface, P.SELECTED if turn else P.PARCHMENT_EDGE, rect, 3 if turn else 2,
                     border_radius=8)
    surface.blit(pawn(colour_of(seat), 26, shadow=False), (rect.x + 6, rect.y + 5))
    x = rect.x + 38
    w = rect.right - x - 6
    if seat == view.get("bc_seat"):               # the Baš-Čelik player (1.): no character
        surface.blit(fitting([_("{name}: Baš-Čelik").format(name=p["name"]), p["name"]], 16,
                             P.INK, w, bold=True, minimum=CARD_PX), (x, rect.y + 6))
        for i, lines in enumerate(T.bc_player_lines()):
            surface.blit(fitting(lines, CARD_PX, P.INK_MUTED if i else P.INK, w,
                                 minimum=CARD_PX), (x, rect.y + 28 + i * (CARD_PX + 4)))
        return
    if h is None or h.get("char") is None:
        surface.blit(fonts.fit(p["name"], 16, P.INK, w, bold=True, minimum=CARD_PX), (x, rect.y + 8))
        surface.blit(fonts.fit(_("No character yet"), CARD_PX, P.INK_MUTED, w, minimum=CARD_PX),
                     (x, rect.y + 30))
        return
    ch = content().characters[h["char"]]
    title = _("{name}: {char}").format(name=p["name"], char=T.short(ch.name))
    surface.blit(fitting([title, p["name"]], 16, P.INK, w - 30, bold=True, minimum=CARD_PX),
                 (x, rect.y + 6))
    badge = pygame.Rect(rect.right - 30, rect.y + 6, 24, 20)
    pygame.draw.rect(surface, art.NATURE_RGB[ch.nature], badge, border_radius=5)
    letter = fonts.text(ch.nature, CARD_PX, P.TEXT_LIGHT, bold=True)   # the card's D / Z / R
    surface.blit(letter, letter.get_rect(center=badge.center))
    if h.get("out"):
        surface.blit(fonts.fit(_("Out of the game"), CARD_PX, P.DANGER, w, bold=True, minimum=CARD_PX),
                     (x, rect.y + 28))
        return
    # Health as hearts, ducats as a coin
    most = content().variants[view["options"]["variant"]].get("max_health", 6)
    y = rect.y + 28
    for i in range(max(most, h["health"])):
        colour = (196, 44, 52) if i < h["health"] else (200, 186, 160)
        _heart(surface, (x + 7 + i * 15, y + 8), colour)
    coin_x = x + 10 + max(most, h["health"]) * 15
    pygame.draw.circle(surface, P.GOLD, (coin_x + 7, y + 8), 7)
    pygame.draw.circle(surface, P.GOLD_DARK, (coin_x + 7, y + 8), 7, 1)
    surface.blit(fonts.text(str(h["ducats"]), CARD_PX, P.INK, bold=True), (coin_x + 18, y - 1))
    keys = [content().card(k).id for k in h["items"] if content().card(k).kind == "key"]
    keys += [f"{k}*" for k in h.get("keys_placed", [])]
    lines = []
    if keys:               # by name: beside Health and ducats (after a key), else a line
        names = ", ".join(_key_name(k) for k in keys)
        room = rect.right - coin_x - 48 - 18
        if fonts.width(names, CARD_PX) <= room:
            _key_icon(surface, (coin_x + 44, y + 1))
            surface.blit(fonts.text(names, CARD_PX, P.INK), (coin_x + 44 + 18, y))
        else:
            lines.append(([_("Keys: {keys}").format(keys=names),
                           _("Keys: {n}").format(n=len(keys))], P.INK))
    for options, harmful in T.effect_lines(view, seat):   # public: they change rolls
        lines.append((options, P.DANGER if harmful else P.SUCCESS))
    if adv_card.row_h(view):                      # the advanced variant's dice, growth
        adv_card.draw_row(surface, view, seat, rect.x + 8, y + 19, rect.right - 6)
        y += adv_card.row_h(view)
        gear = adv_card.gear_names(view, seat, card_name)
    else:
        gear = [card_name(t) for t in h["transport"]] + [card_name(t) for t in h["weapons"]]
        if h["sword"]:
            gear.append(card_name(h["sword"]))
        if h["companion"]:
            gear.append(card_name(h["companion"]))
        gear += [card_name(t) for t in h["powers"]]
    items = [card_name(i) for i in h["items"] if content().card(i).kind != "key"]
    ly = y + 19
    line_h = CARD_PX + 3
    room = rect.w - 14 - (40 if h["curse_count"] and "curses" not in h else 0)
    slots = max(0, (rect.bottom - 2 - ly) // line_h)
    task = []
    if h["task"]:
        done = " \u2713" if h["task_done"] else ""
        task = [([_("Task: {task}").format(task=card_name(h["task"])) + done,
                  card_name(h["task"]) + done], P.SUCCESS if h["task_done"] else P.INK_MUTED)]
    curses = []
    if "curses" in h:
        curses = [_Names(_("Your curses: {cards}"), [card_name(c) for c in h["curses"]], P.DANGER)]
    elif h["curse_count"]:
        curses = [([T.counted_curses(h["curse_count"])], P.DANGER)]
    named = ([_Names("{cards}", gear, P.INK)] if gear else []) + \
        ([_Names(_("Items: {cards}"), items, P.INK)] if items else [])
    if len(lines) + len(named) + len(curses) + len(task) > slots and len(named) == 2:
        named = [_Names(_("Gear and items: {cards}"), gear + items, P.INK)]   # one line
    lines += named + curses + task
    spare = slots - len(lines)
    drawn = []
    for line in lines:
        if isinstance(line, _Names):
            rows = line.rows(room, 1 + max(0, spare))   # names whole, on more lines if need be
            spare -= len(rows) - 1
            drawn += [([row], line.colour) for row in rows]
        else:
            drawn.append(line)
    for options, colour in drawn[:slots]:
        surface.blit(fitting(options, CARD_PX, colour, room, minimum=CARD_PX), (rect.x + 8, ly))
        ly += line_h
    if h["curse_count"] and "curses" not in h:
        back = art.card_back("inner", 20)
        for i in range(min(4, h["curse_count"])):
            surface.blit(back, (rect.right - 22 - i * 8, rect.bottom - 24))


def _key_icon(surface, at) -> None:
    """A small key (the Key cards' sign on a character card), 16 px wide, top left ``at``."""
    x, y = at
    pygame.draw.circle(surface, P.GOLD_DARK, (x + 4, y + 8), 4, 2)
    pygame.draw.line(surface, P.GOLD_DARK, (x + 8, y + 8), (x + 15, y + 8), 2)
    pygame.draw.line(surface, P.GOLD_DARK, (x + 12, y + 8), (x + 12, y + 12), 2)
    pygame.draw.line(surface, P.GOLD_DARK, (x + 15, y + 8), (x + 15, y + 12), 2)


class _Names:
    """A line of a character card that names cards ("Items: Amulet, Water of Life"):
    ``template`` with ``{cards}`` at its end, the ``names``, the ``colour``."""

    def __init__(self, template: str, names: list[str], colour):
        self.template, self.names, self.colour = template, names, colour

    def rows(self, width: int, most: int) -> list[str]:
        """The line as rows of at most ``width`` px at the card's size: every name whole
        on up to ``most`` rows (the first with the template's words, the others after an
        indent); when they do not fit, as many names as fit and "+2 more"."""
        head = self.template.split("{cards}")[0] if self.template.endswith("{cards}") else ""
        if head or self.template == "{cards}":
            rows, row = [], head
            for i, name in enumerate(self.names):
                part = name + ("," if i < len(self.names) - 1 else "")
                joined = row + part if not row.strip() or row.endswith(" ") else row + " " + part
                if row.strip() and fonts.width(joined, CARD_PX) > width:
                    rows.append(row)
                    row = "   " + part
                else:
                    row = joined
            rows.append(row)
            if len(rows) <= most and all(fonts.width(r, CARD_PX) <= width for r in rows):
                return rows
        for shown in range(len(self.names) - 1, 0, -1):   # some names, then how many more
            more = _("{cards} +{n} more").format(cards=", ".join(self.names[:shown]),
                                                 n=len(self.names) - shown)
            text = self.template.format(cards=more)
            if fonts.width(text, CARD_PX) <= width:
                return [text]
        text = self.template.format(cards=counted(len(self.names), "{n} card", "{n} cards"))
        if fonts.width(text, CARD_PX) > width:                 # the count alone
            text = counted(len(self.names), "{n} card", "{n} cards")
        return [text]


def _key_name(key: str) -> str:
    placed = key.endswith("*")
    key = key.rstrip("*")
    name = {"owl": _("Owl"), "boar": _("Boar"), "swallow": _("Swallow")}.get(key, key)
    return name + (" \u2713" if placed else "")


def _heart(surface, centre, colour) -> None:
    x, y = centre
    pygame.draw.circle(surface, colour, (x - 3, y - 2), 4)
    pygame.draw.circle(surface, colour, (x + 3, y - 2), 4)
    pygame.draw.polygon(surface, colour, [(x - 7, y - 1), (x + 7, y - 1), (x, y + 7)])


# ---------------------------------------------------------------------------- panel, encounter

def draw_action_frame(surface, view: dict, title: str, note: list[str] | None = None) -> None:
    """The action panel's frame and its title (what the decisions are about); ``note``
    (options, longest first: ``texts.map_hint``) on the first button row's place."""
    r = L.ACTIONS
    pygame.draw.rect(surface, P.WOOD_DARK, r, border_radius=10)
    pygame.draw.rect(surface, P.GOLD_DARK, r, 2, border_radius=10)
    surface.blit(fonts.fit(title, 16, P.GOLD_LIGHT, r.w - 20, bold=True, minimum=11), (r.x + 10, r.y + 7))
    if note:
        row = L.action_rect(0)
        small = 13 if fonts.width(note[-1], 13) <= row.w else 11   # the last smaller
        img = fitting(note, 15, P.TEXT_LIGHT, row.w, minimum=small)
        surface.blit(img, img.get_rect(midleft=(row.x + 2, row.centery)))


def draw_encounter(surface, view: dict, banner: dict | None, footer: str | list = "",
                   geo: L.MapView | None = None, rect: pygame.Rect | None = None) -> None:
    """The last encounter (a creature, a beast, a meeting or Baš-Čelik) over the map, at
    ``rect`` (else ``popup.encounter_rect``): the card drawn large on the left, the dice
    with their die sizes and the outcome on the right; or a box of what happened
    (``banner["lines"]``); ``footer`` under it says what a click does."""
    if not banner:
        return
    rect = rect or encounter_rect(banner, view, geo)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((34, 25, 17, 236))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, P.GOLD, rect, 2, border_radius=10)
    if footer:                                     # a list: the first that fits whole
        tip = fitting(footer if isinstance(footer, list) else [footer], 14, P.GOLD_LIGHT,
                      rect.w - 24, minimum=12)
        surface.blit(tip, tip.get_rect(midbottom=(rect.centerx, rect.bottom - 5)))
    if banner.get("lines"):
        surface.blit(fonts.fit(banner["title"], 17, P.GOLD_LIGHT, rect.w - 24, bold=True,
                               minimum=13), (rect.x + 12, rect.y + 10))
        body = lines_image(banner)
        room = rect.h - 44 - FOOTER_H - 6
        surface.blit(body, (rect.x + 12, rect.y + 40),
                     area=pygame.Rect(0, max(0, body.get_height() - room), body.get_width(), room))
        return
    rect = pygame.Rect(rect.x, rect.y, rect.w, rect.h - FOOTER_H)
    card = pygame.Rect(rect.x + 12, rect.y + 12, 120, rect.h - 24)
    pygame.draw.rect(surface, P.PARCHMENT, card, border_radius=8)
    nature = banner.get("nature")
    pygame.draw.rect(surface, art.NATURE_RGB.get(nature, (50, 30, 50)), card, 4, border_radius=8)
    img = art.bas_celik(80) if banner.get("bas") else \
        art.card_back(banner["group"], 80) if banner.get("event") else \
        art.creature(banner.get("kind"), 80, nature)
    surface.blit(img, img.get_rect(center=(card.centerx, card.y + 62)))
    title = fonts.text(banner["title"], 13, P.INK, bold=True, wraplength=card.w - 10)
    surface.blit(title, (card.x + 6, card.y + 108))
    for i, line in enumerate(banner.get("facts", [])[:3]):
        surface.blit(fonts.fit(line, 12, P.INK_MUTED, card.w - 10, minimum=9),
                     (card.x + 6, card.y + 108 + title.get_height() + 4 + i * 15))
    x = card.right + 14
    w = rect.right - x - 12
    y = rect.y + 14
    if banner.get("text"):                         # what the card does (an Event)
        said = fonts.text(banner["text"], 14, P.TEXT_LIGHT, wraplength=w)
        surface.blit(said, (x, y))
        y += said.get_height() + 8
    for who, value, die, detail in banner.get("dice", []):   # die "d10+2", detail "7 + 1
        bw = max(64, fonts.width(die, 11) + 12)                # Sword + 1 charm = 9"
        surface.blit(fonts.fit(who, 14, P.TEXT_LIGHT, w - bw - 6, minimum=10), (x, y + 8))
        box = pygame.Rect(x + w - bw, y, bw, 34)
        pygame.draw.rect(surface, P.PARCHMENT, box, border_radius=6)
        pygame.draw.rect(surface, P.GOLD_DARK, box, 2, border_radius=6)
        num = fonts.text(str(value), 18, P.INK, bold=True)
        surface.blit(num, num.get_rect(center=(box.centerx, box.centery - 4)))
        tag = fonts.text(die, 11, P.INK_MUTED)
        surface.blit(tag, tag.get_rect(midbottom=(box.centerx, box.bottom - 1)))
        y += 38
        if detail:                                 # the roll part by part, under the row
            said = fonts.text(detail, 12, P.GOLD_LIGHT, wraplength=w)
            surface.blit(said, (x, y))
            y += said.get_height() + 2
        y += 4
    outcome = fonts.text(banner.get("outcome", ""), 15, P.GOLD_LIGHT, bold=True, wraplength=w)
    surface.blit(outcome, (x, max(y + 4, rect.bottom - outcome.get_height() - 12)))



def showcase() -> pygame.Surface:
    """A stretch of the Outer ring with a village, a castle and a bridge, a creature and
    two figures, Baš-Čelik above them (330x150 px), for the main menu."""
    out = pygame.Surface((330, 150), pygame.SRCALPHA)
    pygame.draw.rect(out, art.LAND, out.get_rect(), border_radius=14)
    road = [(10, 110), (80, 80), (165, 70), (250, 82), (320, 112)]
    stroke(out, art.WATER, [(210, 0), (205, 60), (215, 150)], 10)
    stroke(out, art.ROAD_EDGE, road, 16)
    stroke(out, art.ROAD, road, 11)
    for kind, pos in (("village", (60, 88)), ("castle", (140, 72)), ("bridge", (208, 74)),
                      ("gate", (285, 95))):
        m = art.field_marker(kind, "outer", 38)
        out.blit(m, m.get_rect(center=pos))
    out.blit(art.creature("bauk", 34, "Z"), (228, 36))
    out.blit(pawn("blue", 30), (46, 50))
    out.blit(pawn("vermillion", 30), (126, 34))
    out.blit(art.bas_celik(56), (150, 0))
    return out


from games.bas_celik.ui.popup import (ENCOUNTER, FOOTER_H, LINES_MAX_H,  # noqa: E402,F401
                                      LINES_W, encounter_rect, lines_image)
from games.bas_celik.ui.boxes import (FINALE, _choice_card, choice_rects,  # noqa: E402,F401
                                      draw_choice, draw_finale, draw_meeting,
                                      meeting_chip_rects, meeting_rect)
