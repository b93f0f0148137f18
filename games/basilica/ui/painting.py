"""Drawing of the Basilica board's static parts, for ``games.basilica.ui.scene.BoardScene``:
the scoring track, the cathedral on its Plan, the paired Order and element fields, the
piles and supply, and the two player panels. Each function draws into ``surface`` (the
board's cached layer) what ``board.view()`` (``v``) shows; none changes the game.
"""
from __future__ import annotations

import pygame

from games.basilica.ui import layout as L
from games.engine.i18n import _
from sprites.basilica import art
from sprites import fonts
from sprites import palette as P


def draw_track(surface, board) -> None:
    """The 0-49 track band (the markers are drawn each frame by :func:`draw_markers`)."""
    t, n = L.TRACK, board.content.numbers
    surface.blit(art.track_band(t.w, t.h, n.track_length, n.crown_spaces), t)


# How far (px) the score cubes reach down into their space's top edge and the King up into
# his space's bottom edge: little enough that a crown space's crown and number stay in
# view beside them, also at the window's smallest size (1024x640, drawn at 0.8).
MARKER_OVERLAP = 6
KING_OVERLAP = 8


def draw_markers(surface, board, v, totals) -> None:
    """The score cubes at ``totals`` (per seat; moving during the markers' animation)
    standing on the top edge of their space (side by side when they share it), and the
    King hanging from the bottom edge of his, so the numbers between stay readable."""
    t, n = L.TRACK, board.content.numbers
    spaces = [board.rules.track_position(totals[s])[1] for s in range(2)]
    for seat in range(2):
        r = art.track_space_rect(t.w, t.h, spaces[seat], n.track_length).move(t.topleft)
        size = 16 if spaces[0] == spaces[1] else 20
        cube = board.cube(seat, size)
        dx = (-size // 2 if seat == 0 else size // 2) if spaces[0] == spaces[1] else 0
        surface.blit(cube, cube.get_rect(midbottom=(r.centerx + dx, r.y + MARKER_OVERLAP)))
    spot = art.track_space_rect(t.w, t.h, v["king"] % n.track_length, n.track_length)
    spot = spot.move(t.topleft)
    king = art.king_pawn(22)
    surface.blit(king, king.get_rect(midtop=(spot.centerx, spot.bottom - KING_OVERLAP)))


def draw_cathedral(surface, board, v) -> None:
    """The board edge with its sockets, the Plan's cells (as many columns as
    ``board.geometry()`` gives), elements, Stained glass, Scaffolding, Builders (promoted
    ones marked) and the Builder chosen for a Shift."""
    g = board.geometry()
    frame = L.CATHEDRAL
    pygame.draw.rect(surface, P.FELT_DARK, frame, border_radius=10)
    pygame.draw.rect(surface, P.GOLD_DARK, frame, 2, border_radius=10)
    surface.set_clip(frame.inflate(-4, -4))
    if g.first == 0:
        surface.blit(art.socket_board(g.cell, g.rows), g.sockets)
    empty = art.plan_cell(g.cell)
    for x in range(g.first, g.first + g.columns):
        for y in range(g.rows):
            surface.blit(empty, g.cell_rect(x, y))
    surface.set_clip(g.view_rect().clip(frame.inflate(-4, -4)))   # nothing spills past it
    _draw_pieces(surface, board, v, g)
    surface.set_clip(None)
    if g.scrollable:
        _draw_pan_hint(surface, g)


_HALO: dict = {}


def builder_size(cell: int) -> int:
    """The size (px) of a Builder cube on a Plan cell of ``cell`` px (also the faint cube
    offered after a Build)."""
    return max(12, int(cell * 0.52))


def halo(size: int, colour) -> pygame.Surface:
    """A soft disc set under a Builder cube of ``size`` px so it stands out on a tile of
    its own colour (parchment; gold under a promoted Builder). Cached."""
    key = (size, tuple(colour))
    if key not in _HALO:
        side = int(size * 1.25)
        disc = pygame.Surface((side, side), pygame.SRCALPHA)
        pygame.draw.circle(disc, (*colour[:3], 120), (side // 2, side // 2), side // 2)
        pygame.draw.circle(disc, (*colour[:3], 200), (side // 2, side // 2), side // 2 - 3)
        _HALO[key] = disc
    return _HALO[key]


def _draw_pan_hint(surface, g) -> None:
    """Arrows on the sides that hide part of a long cathedral, and how to see it."""
    frame = L.CATHEDRAL
    if g.first > 0:
        _edge_arrow(surface, (frame.x + 4, frame.centery), -1,
                    _("{n} more").format(n=g.first))
    hidden = g.needed - g.first - g.columns
    if hidden > 0:
        _edge_arrow(surface, (frame.right - 4, frame.centery), 1,
                    _("{n} more").format(n=hidden))
    tip = fonts.fit(_("Mouse wheel or the arrow keys: see the rest of the cathedral"), 14,
                    P.TEXT_MUTED, frame.w - 80)
    surface.blit(tip, tip.get_rect(midbottom=(frame.centerx, frame.bottom - 1)))


def _edge_arrow(surface, tip, direction: int, label: str) -> None:
    x, y = tip
    back = x - direction * 22
    pygame.draw.polygon(surface, P.GOLD_LIGHT, [(x, y), (back, y - 18), (back, y + 18)])
    pygame.draw.polygon(surface, P.WOOD_DARK, [(x, y), (back, y - 18), (back, y + 18)], 2)
    text = fonts.text(label, 14, P.GOLD_LIGHT, bold=True)
    spot = text.get_rect(midtop=(back + direction * 4, y + 20))
    surface.blit(text, spot.clamp(L.CATHEDRAL.inflate(-4, 0)))    # a longer word stays inside


def _draw_pieces(surface, board, v, g) -> None:
    """Elements, Stained glass, Scaffolding and Builders on the Plan (clipped by the
    caller to the cathedral's frame)."""
    for x, y, tid in v["cathedral"]:
        if not g.visible(x):
            continue
        tok = board.content.tokens[tid]
        surface.blit(art.element_tile(tok.colours, tok.crown, g.cell - 2),
                     g.cell_rect(x, y).inflate(-2, -2))
    glass = art.stained_glass(max(12, int(g.cell * 0.42)))
    for x, y in v["stained_glass"]:
        if g.visible(x):
            surface.blit(glass, glass.get_rect(bottomleft=g.cell_rect(x, y).inflate(-4, -4).bottomleft))
    for x, y in v["scaffolding"]:
        if g.visible(x):
            surface.blit(art.scaffolding(g.cell - 2), g.cell_rect(x, y).inflate(-2, -2))
    cube_size = builder_size(g.cell)
    for x, y, seat in v["builders"]:
        if not g.visible(x):
            continue
        promoted = [x, y] in v["promoted"]
        centre = g.cell_rect(x, y).center
        ring = halo(cube_size, P.GOLD_LIGHT if promoted else P.PARCHMENT)
        surface.blit(ring, ring.get_rect(center=centre))
        cube = board.cube(seat, cube_size, promoted)
        surface.blit(cube, cube.get_rect(center=centre))
    if board.shift_from is not None and g.visible(board.shift_from[0]):
        pygame.draw.rect(surface, P.SELECTED, g.cell_rect(*board.shift_from), 4, border_radius=4)


def draw_fields(surface, board, v) -> None:
    """The 3 Order fields above their paired element fields, one frame per pair, each
    Order named under its token."""
    f = L.FIELDS
    pygame.draw.rect(surface, P.WOOD_DARK, f, border_radius=10)
    pygame.draw.rect(surface, P.GOLD_DARK, f, 2, border_radius=10)
    surface.blit(fonts.fit(_("Orders (top row) and elements to build (bottom row)"), 16,
                           P.TEXT_LIGHT, f.w - 28, bold=True, minimum=11), (f.x + 14, f.y + 6))
    for i in range(len(v["order_fields"])):
        pair = L.pair_rect(i)
        pygame.draw.rect(surface, P.shade(P.WOOD_DARK, 1.25), pair, border_radius=8)
        o_rect, e_rect = L.order_field_rect(i), L.element_field_rect(i)
        order, tid = v["order_fields"][i], v["element_fields"][i]
        if order:
            surface.blit(order_picture(board, order, L.TOKEN), o_rect)
            name = fonts.fit(board.content.orders[order].name, 16, P.GOLD_LIGHT, L.PAIR_W - 20,
                             bold=True)
            surface.blit(name, name.get_rect(midtop=(o_rect.centerx, o_rect.bottom + 2)))
        arrow_y = o_rect.bottom + 24
        pygame.draw.polygon(surface, P.GOLD_DARK, [(o_rect.centerx - 8, arrow_y),
                                                   (o_rect.centerx + 8, arrow_y),
                                                   (o_rect.centerx, arrow_y + 10)])
        if tid:
            tok = board.content.tokens[tid]
            surface.blit(art.element_tile(tok.colours, tok.crown, L.TOKEN), e_rect)
        else:
            pygame.draw.rect(surface, P.WOOD, e_rect, 2, border_radius=6)
        draw_selection(surface, board, i, o_rect, e_rect)


def order_picture(board, order: str, size: int):
    """The Order token of ``order`` at ``size`` px, with its coin-framed Paid Order box
    when the Order has a Paid Order (orders.yaml)."""
    return art.order_token(order, size, paid=board.content.orders[order].paid is not None)


def draw_selection(surface, board, i, o_rect, e_rect) -> None:
    """Pair ``i``'s frame: the chosen token outlined, or both outlined thinly while the
    active player has still to choose."""
    chosen = {"order": o_rect, "element": e_rect}
    if board.selected and board.selected[1] == i:
        pygame.draw.rect(surface, P.SELECTED, chosen[board.selected[0]].inflate(8, 8), 4,
                         border_radius=8)
    elif board.view()["phase"] == "play" and not board.selected:
        for rect in chosen.values():
            pygame.draw.rect(surface, P.GOLD, rect.inflate(6, 6), 1, border_radius=8)


def stack_top_text(order_name: str) -> pygame.Surface:
    """The line naming the Order on top of the stack ("Top: Stained glass"), drawn whole
    within the piles panel (``L.PILES`` less 12 px a side): every Order name fits."""
    return fonts.text(_("Top: {order_name}").format(order_name=order_name), 15, P.GOLD_LIGHT,
                      bold=True)


def draw_piles(surface, board, v) -> None:
    """The stack and discard counts, the Scaffolding and Stained glass left in the
    supply, and where the King stands."""
    p = L.PILES
    pygame.draw.rect(surface, P.WOOD_DARK, p, border_radius=10)
    pygame.draw.rect(surface, P.GOLD_DARK, p, 2, border_radius=10)
    n = board.content.numbers
    layers = min(4, max(1, v["stack"] // 12 + 1)) if v["stack"] else 0
    top = L.stack_rect()
    for j in reversed(range(layers)):     # the tokens below, then the top one Order side up
        token = order_picture(board, v["stack_top"], top.w) if j == 0 else art.token_back(top.w)
        surface.blit(token, top.move(-3 * j, 3 * j))
    if not layers:
        pygame.draw.rect(surface, P.WOOD, top, 2, border_radius=6)
    on_top = (board.content.orders[v["stack_top"]].name if v["stack_top"]
              else _("nothing"))
    again = _("no more reshuffles") if v["exhaustions"] else _("refills once")
    x, w = p.x + 90, p.w - 96
    y = p.y + 8
    for text, px, colour, bold in ((_("Stack: {n}").format(n=v["stack"]), 18, P.TEXT_LIGHT, True),
                                   (again, 14, P.TEXT_MUTED, False),
                                   (_("Discard: {n}").format(n=v["discard"]), 18, P.TEXT_LIGHT,
                                    True)):
        img = fitted(text, px, colour, w, bold)
        surface.blit(img, (x, y))
        y += img.get_height() + 1
    # the top Order on a line of its own, under the token, the panel's whole width
    y = max(y + 4, top.bottom + 14)
    img = stack_top_text(on_top)
    if img.get_width() > p.w - 24:                      # a longer language: wrapped
        img = fitted(_("Top: {order_name}").format(order_name=on_top), 15, P.GOLD_LIGHT,
                     p.w - 24, True)
    surface.blit(img, (p.x + 12, y))
    y += img.get_height() + 8
    supply = [(art.scaffolding(30), _("Scaffolding {n} left").format(
                  n=n.scaffolding - len(v["scaffolding"]))),
              (art.stained_glass(28), _("Stained glass {n} left").format(
                  n=n.stained_glass - len(v["stained_glass"])))]
    for img, text in supply:
        label = fitted(text, 16, P.TEXT_LIGHT, p.w - 56)
        row = max(30, label.get_height())
        surface.blit(img, img.get_rect(center=(p.x + 26, y + row // 2)))
        surface.blit(label, (p.x + 48, y + (row - label.get_height()) // 2))
        y += row + 10
    crowns = ", ".join(str(s) for s in n.crown_spaces)
    king_line = fitted(_("King on space {space}").format(space=v["king"]), 16, P.TEXT_LIGHT,
                       p.w - 56, True)
    spaces = fitted(_("scorings at {spaces}").format(spaces=crowns), 15, P.TEXT_MUTED, p.w - 56)
    top_y = max(y, p.bottom - 14 - king_line.get_height() - spaces.get_height())
    surface.blit(art.king_pawn(30), (p.x + 12, top_y))
    surface.blit(king_line, (p.x + 48, top_y))
    surface.blit(spaces, (p.x + 48, top_y + king_line.get_height() + 2))


def fitted(text: str, size: int, colour, width: int, bold: bool = False,
           smallest: int = 12) -> pygame.Surface:
    """``text`` on one line ``width`` px wide at ``size`` px or smaller (down to
    ``smallest``), or, when even that is too wide (a longer language), wrapped onto two
    lines or more at ``smallest`` px: never cut short."""
    for px in range(size, smallest - 1, -1):
        if fonts.width(text, px, bold) <= width:
            return fonts.fit(text, px, colour, width, bold=bold, minimum=px)
    return fonts.text(text, smallest, colour, bold, wraplength=width)


def player_items(board, v, seat) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
    """What ``seat``'s panel shows, each with where: ``(kind, image, screen rect)`` with
    kind ``"total"`` (the score), ``"plus50"`` (one per +50 token), ``"coins"``,
    ``"supply"`` (Builders not on the cathedral) and ``"advancement"`` (tokens left),
    the last three an icon and its number together (``BoardTexts.player_tooltip`` names
    each on hover)."""
    rect = L.player_rect(seat)
    items = []
    tokens = board.rules.track_position(v["totals"][seat])[0]
    score = fonts.text(str(v["totals"][seat]), 30, P.INK, bold=True)
    items.append(("total", score, score.get_rect(topright=(rect.right - 12, rect.y + 4))))
    x = rect.right - 20 - score.get_width()
    for _token in range(tokens):
        x -= 30
        token = art.plus50_token(26)
        items.append(("plus50", token, token.get_rect(topleft=(x, rect.y + 8))))
    line = rect.y + 48
    x = rect.x + 10
    for kind, icon, text in (
            ("coins", art.coin(22), f"{v['coins'][seat]}"),
            ("supply", board.cube(seat, 22), _("{n} in supply").format(n=v["supply"][seat])),
            ("advancement", art.advancement_token(22), f"{v['advancement'][seat]}")):
        label = fonts.text(text, 17, P.INK)
        both = pygame.Surface((28 + label.get_width(), max(22, label.get_height() + 1)),
                              pygame.SRCALPHA)
        both.blit(icon, (0, 0))
        both.blit(label, (28, 1))
        items.append((kind, both, both.get_rect(topleft=(x, line))))
        x += both.get_width() + 22
    return items


def draw_player(surface, board, v, seat) -> None:
    """``seat``'s panel: cube, name, total (with +50 tokens), Coins, Builders in supply,
    advancement tokens (``player_items``); the active player's is lit and says which
    action is next."""
    rect = L.player_rect(seat)
    active = seat == v["active"]
    pygame.draw.rect(surface, P.GOLD_LIGHT if active else P.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surface, P.WOOD_DARK, rect, 2, border_radius=8)
    surface.blit(board.cube(seat, 32), (rect.x + 6, rect.y + 6))
    surface.blit(fonts.fit(board.seat_name(seat), 20, P.INK, 190, bold=True), (rect.x + 44, rect.y + 8))
    for _kind, image, spot in player_items(board, v, seat):
        surface.blit(image, spot)
    if active:
        phase = v["phase"]
        other = board.seat_name(1 - seat)
        doing = {"paid_offer": _("waiting for {name}'s answer").format(name=other),
                 "paid_order": _("waiting for {name}'s Paid Order").format(name=other),
                 "scoring": _("a scoring is being held")}.get(phase) or _(
                     "Playing: {action}").format(action=board.action_text())
        turn = fonts.fit(doing, 16, P.INK_MUTED, rect.w - 24, bold=True, minimum=12)
        surface.blit(turn, turn.get_rect(bottomright=(rect.right - 12, rect.bottom - 4)))
