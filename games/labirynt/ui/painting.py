"""Drawing the Labirynt board from a seat's view: the boards with their chambers, passages,
figures, tokens and Special tokens (``draw_boards``), the action panel's frame and the
line an item's button leaves there, the fight / roll box (``draw_fight``), the banner of
the last encounter and fight, the re-roll dialog, and the hover texts of chambers. The
teams' cards are ``cards.py``'s. Only what the view holds is drawn."""
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
from sprites.labirynt.dice import face as die_face6

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

CUE = (255, 255, 255)     # what a click would do (``draw_cue``): white, unlike any lit colour


def draw_cue(surface, view: dict, geo: L.BoardView, cue: tuple | None, figures: list) -> None:
    """What a click under the pointer would do (``BoardScene.click_cue``), so the two
    clicks in a lit chamber holding another of one's figures are told apart (playtesters
    wanted both): ``("select", id)`` rings that figure in white (its moves would be lit),
    ``("move", place)`` frames the whole chamber in white (the selected figure goes
    there). ``figures``: ``draw_boards``' hit rects."""
    if cue is None:
        return
    old = surface.get_clip()
    surface.set_clip(geo.view.inflate(-4, -4))
    if cue[0] == "select":
        for rect, cid in figures:
            if cid == cue[1]:
                radius = rect.w * 0.62
                pygame.draw.circle(surface, P.INK, rect.center, radius + 2, 4)
                pygame.draw.circle(surface, CUE, rect.center, radius, 3)
    else:
        b, c = cue[1]
        rect = pygame.Rect(0, 0, geo.chamber_px(), geo.chamber_px())
        rect.center = geo.centre(b, _side(view, b).chambers[c])
        pygame.draw.rect(surface, CUE, rect.inflate(12, 12), 3, border_radius=10)
    surface.set_clip(old)


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


# ---------------------------------------------------------------------------- panel, fight

def draw_action_frame(surface, view: dict, decisions: list, buttons_bottom: int | None = None
                      ) -> int:
    """The action panel's frame and title (its buttons are widgets), and the note of what
    to do when it has no buttons to say it, or of where a Teleport's d6 sends (under the
    buttons, ``buttons_bottom`` the y below them: it was drawn under the first ones);
    returns the y under the note (or the title)."""
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
            name=T.name_of(view["mover"], "object"), faces=T.teleport_faces(view))
    elif decisions and all(a["type"] in ("move", "haste") for a in decisions):
        note = _("Click a lit chamber on the boards to move there (blue: with Haste); click "
                 "another of your characters' cards, or its figure outside the lit "
                 "chambers, to light its moves.")
    if note:
        img = fonts.text(note, 15, P.TEXT_MUTED, wraplength=r.w - 24)
        top = r.y + 40 if buttons_bottom is None else max(r.y + 40, buttons_bottom + 8)
        surface.blit(img, (r.x + 12, top))
        return top + img.get_height()
    return r.y + 30


DONE_SIZE, DONE_MIN = 15, 13      # a done note's font size, and the smallest it may take


def done_text(rect: pygame.Rect, texts: list[str]) -> str:
    """The done note for a panel row ``rect``: "✓ " and the first of ``texts`` (the log's
    line, then the button's label) that fits the row at ``DONE_MIN`` or larger (a
    playtester read "Odbiera: Nekrom…" in a tiny font), else the last, fitted."""
    for text in texts:
        line = "\u2713 " + text
        if fonts.width(line, DONE_MIN) <= rect.w - 16:
            return line
    return "\u2713 " + texts[-1]


def draw_done_note(surface, rect: pygame.Rect, text: str) -> None:
    """What a panel button just did, in its row (``BoardScene.done_note``): a quiet
    framed line, no button (a second click there does nothing)."""
    pygame.draw.rect(surface, (60, 44, 30), rect, border_radius=8)
    pygame.draw.rect(surface, P.GOLD_DARK, rect, 1, border_radius=8)
    img = fonts.fit(text, DONE_SIZE, P.GOLD_LIGHT, rect.w - 16, minimum=11)
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
    if roll and roll["purpose"] == "clash" and k in roll.get("rerolled", []):
        notes.append(_("die re-rolled: it stands"))
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
            face = die_face6(max(1, min(6, roll["dice"][k])), 46)
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
    for k, (d, f) in enumerate(zip(roll["dice"], roll["fate"])):
        surface.blit(die_face6(max(1, min(6, d)), 44), (x, rect.y + 40))
        step = 56
        if k in roll.get("rerolled", []):           # each die once: this one stands
            mark = fonts.text(_("re-rolled"), 12, P.GOLD_LIGHT)
            surface.blit(mark, (x, rect.y + 86))
            step = max(step, mark.get_width() + 10)
        if f:
            img = fonts.text(f"{f:+d}", 16, P.GOLD_LIGHT, bold=True)
            surface.blit(img, (x + 48, rect.y + 52))
            step = max(step, 86)
        x += step
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
    (with any Change of Fate already cast, whose each is, and under "each die once"
    which were re-rolled and stand), what the buttons do (``texts.offer_note``), and a
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
        if k in roll.get("rerolled", []):
            label = _("{die}: re-rolled").format(die=label)
        img = fonts.fit(label, 13, P.GOLD_LIGHT, 150, bold=bool(roll["fate"][k]), minimum=10)
        x -= img.get_width()
        surface.blit(img, (x, rect.y + 14))
        x -= 34
        surface.blit(die_face6(max(1, min(6, roll["dice"][k])), 28), (x, rect.y + 6))
        x -= 14
    title = _("Change the roll? {what}").format(what=titles.get(roll["purpose"], _("The roll")))
    surface.blit(fonts.fit(title, 18, P.GOLD_LIGHT, x - rect.x - 24, bold=True, minimum=12),
                 (rect.x + 12, rect.y + 8))
    note = T.offer_note(view)
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
