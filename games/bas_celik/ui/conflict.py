"""The conflict dialog of Baš-Čelik's advanced variant, drawn over the map from a model of
``adv_conflict`` (both sides with their dice attacking and defending, the round's two
halves, its rolls with every part added, the notes, the outcome): live while a character's
conflict with a creature waits for its choice (a bribe, or its half of the round: the
scene puts the choices as buttons at ``button_rects``), and as the box of a result (a
round, a Struggle, a Stealing, a Hiding, a strike at Baš-Čelik with the critical blow's
four dice) that a click closes."""
from __future__ import annotations

import pygame

from games.engine.i18n import N_, _
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from sprites import fonts
from sprites import palette as P
from sprites.bas_celik import art
from sprites.pawns import pawn

W = L.MAP.w - 16                  # the dialog's width, px
PAD = 12
SIDE_W = (W - 2 * PAD - 10) // 2
TITLE_H = 30
STEP_H = 26
ROW_H = 20                        # an attribute row of a side
BUTTON_H, BUTTON_GAP = 32, 6
FOOTER_H = 24
SHORT_ROWS = (N_("Str"), N_("Int"), N_("Spd"))   # the attributes' signs where names are long
MARK_INK = (128, 64, 20)          # a creature's terrain mark and curse on its card
TEXT = 15                         # the body text, 12 px at 1024x640
CHIP_W, CHIP_H = 44, 38           # a roll's chip: its total, its die under it
SMALL = 14                        # the smallest text, 11 px at 1024x640


def _lines_h(lines: list[str], width: int, size: int = TEXT) -> int:
    return sum(fonts.text(t, size, P.TEXT_LIGHT, wraplength=width).get_height() + 2 for t in lines)


def _side_lines(side: dict) -> list[pygame.Surface]:
    """A side's lines under its table, each wrapped to the card's width."""
    colour = P.INK_MUTED if "seat" in side else MARK_INK
    return [fonts.text(line, SMALL, colour, wraplength=SIDE_W - 14) for line in side["lines"]]


def side_h(model: dict) -> int:
    """The height of the two sides' cards (the taller one's lines)."""
    lines = max(sum(i.get_height() + 2 for i in _side_lines(model[k])) for k in ("left", "right"))
    return 54 + 17 + 3 * ROW_H + 4 + lines + 6


def _body_h(model: dict, buttons: int, columns: int) -> int:
    width = W - 2 * PAD
    h = TITLE_H + side_h(model) + 6
    if model.get("steps"):
        h += STEP_H + 6
    h += sum(exchange_h(x, width) for x in model["exchanges"][-3:])
    h += _lines_h(model["notes"], width)
    if model.get("outcome"):
        h += fonts.text(model["outcome"], 16, P.GOLD_LIGHT, bold=True, wraplength=width).get_height() + 6
    rows = -(-buttons // columns) if buttons else 0
    return h + rows * (BUTTON_H + BUTTON_GAP) + 8


def columns(model: dict, count: int = 0) -> int:
    """Buttons a row: two, three where a bribe offers more than four choices."""
    return 3 if model["stage"] == "bribe" and count > 4 else 2


def box_rect(model: dict, view: dict, geo: L.MapView, buttons: int = 0,
             footer: bool = False) -> pygame.Rect:
    """Where the dialog sits: as wide as the map, as tall as it needs (at most the map),
    at the map's top when its character's field shows in the lower half, else at the
    bottom (its figure stays in sight as far as it can)."""
    h = min(L.MAP.h - 16, _body_h(model, buttons, columns(model, buttons)) +
            (FOOTER_H if footer else 0))
    seat = model.get("seat")
    field = (view["heroes"][seat] or {}).get("field") if isinstance(seat, int) else None
    top = L.MAP.y + 8
    if field in content().fields:
        f = content().fields[field]
        if geo.to_screen(f.x, f.y)[1] < L.MAP.centery:
            top = L.MAP.bottom - 8 - h
    return pygame.Rect(L.MAP.x + 8, top, W, h)


def button_rects(rect: pygame.Rect, model: dict, count: int) -> list[pygame.Rect]:
    """The dialog's ``count`` buttons, in rows of ``columns`` at its bottom."""
    cols = columns(model, count)
    rows = -(-count // cols) if count else 0
    w = (rect.w - 2 * PAD - (cols - 1) * 8) // cols
    top = rect.bottom - 8 - rows * (BUTTON_H + BUTTON_GAP) + BUTTON_GAP
    return [pygame.Rect(rect.x + PAD + (i % cols) * (w + 8),
                        top + (i // cols) * (BUTTON_H + BUTTON_GAP), w, BUTTON_H)
            for i in range(count)]


# ---------------------------------------------------------------------------- drawing

def draw(surface, model: dict, rect: pygame.Rect, colour_of, footer: list[str] | None = None,
         buttons: int = 0) -> None:
    """The dialog of ``model`` at ``rect`` (``box_rect``); ``footer``: the line under a
    result box, saying what a click does (options, longest first)."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((34, 25, 17, 242))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, P.GOLD, rect, 2, border_radius=10)
    clip = surface.get_clip()
    surface.set_clip(rect)
    x, w = rect.x + PAD, rect.w - 2 * PAD
    place = fitting((model.get("place") or []) + [""], SMALL, P.TEXT_MUTED, w // 3, minimum=11)
    surface.blit(place, place.get_rect(topright=(rect.right - PAD, rect.y + 10)))
    surface.blit(fonts.fit(model["title"], 17, P.GOLD_LIGHT, w - place.get_width() - 10,
                           bold=True, minimum=12), (x, rect.y + 7))
    y = rect.y + TITLE_H
    sh = side_h(model)
    _side(surface, model["left"], pygame.Rect(x, y, SIDE_W, sh), colour_of)
    _side(surface, model["right"], pygame.Rect(rect.right - PAD - SIDE_W, y, SIDE_W, sh),
          colour_of)
    y += sh + 6
    if model.get("steps"):
        y = _steps(surface, model["steps"], x, y, w)
    for ex in model["exchanges"][-3:]:
        y = _exchange(surface, ex, x, y, w)
    for note in model["notes"]:
        img = fonts.text(note, TEXT, P.TEXT_LIGHT, wraplength=w)
        surface.blit(img, (x, y))
        y += img.get_height() + 2
    if model.get("outcome"):
        img = fonts.text(model["outcome"], 16, P.GOLD_LIGHT, bold=True, wraplength=w)
        surface.blit(img, (x, y + 2))
    surface.set_clip(clip)
    if footer:
        tip = _fitting(footer, 14, P.GOLD_LIGHT, w)
        surface.blit(tip, tip.get_rect(midbottom=(rect.centerx, rect.bottom - 5)))


def _fitting(options: list[str], size: int, colour, width: int) -> pygame.Surface:
    return fitting(options, size, colour, width, minimum=12)


def fitting(options: list[str], size: int, colour, width: int, *, bold: bool = False,
            minimum: int = 10) -> pygame.Surface:
    """The first of ``options`` (longest first) that fits ``width`` px whole at ``size``
    down to ``minimum`` px; the last one otherwise."""
    text = options[-1]
    for option in options:
        if fonts.width(option, minimum, bold) <= width:
            text = option
            break
    return fonts.fit(text, size, colour, width, bold=bold, minimum=minimum)


def _side(surface, side: dict, r: pygame.Rect, colour_of) -> None:
    """One side's card: picture, name, Health, the attribute table, its lines."""
    pygame.draw.rect(surface, P.PARCHMENT, r, border_radius=8)
    frame = art.NATURE_RGB.get(side.get("nature"), (70, 40, 70))
    pygame.draw.rect(surface, frame, r, 3, border_radius=8)
    pic = pygame.Rect(r.x + 6, r.y + 6, 40, 40)
    if side.get("bas"):
        img = art.bas_celik(40)
    elif "seat" in side:
        img = pawn(colour_of(side["seat"]), 34, shadow=False)
    else:
        img = art.creature(content().card(side["card"]).id, 40, side.get("nature"))
    surface.blit(img, img.get_rect(center=pic.center))
    tx, tw = pic.right + 6, r.right - pic.right - 12
    _health(surface, side, r.right - 8, r.y + 8)
    hw = _health_w(side)
    surface.blit(fonts.fit(side["name"], 16, P.INK, tw - hw - 6, bold=True, minimum=12),
                 (tx, r.y + 5))
    surface.blit(fonts.fit(side["kind"], SMALL, P.INK_MUTED, tw, minimum=12), (tx, r.y + 27))
    cols = (r.x + 8, r.x + 8 + int(r.w * 0.40), r.x + 8 + int(r.w * 0.70))
    widths = (cols[1] - cols[0] - 4, cols[2] - cols[1] - 4, r.right - cols[2] - 6)
    y = r.y + 52
    for i, (head, short) in enumerate(((_("attacks"), _("att.")), (_("defends"), _("def.")))):
        surface.blit(fitting([head, short], SMALL, P.INK_MUTED, widths[i + 1], minimum=12),
                     (cols[i + 1], y))
    y += 17
    for (label, attack, defence), short in zip(side["rows"], SHORT_ROWS):
        surface.blit(fitting([label, _(short)], 15, P.INK, widths[0], minimum=12), (cols[0], y))
        surface.blit(fitting([attack], 16, P.INK, widths[1], bold=True, minimum=12), (cols[1], y))
        if defence:
            surface.blit(fitting([defence], 16, P.INK, widths[2], bold=True, minimum=12),
                         (cols[2], y))
        else:
            surface.blit(fitting([_("(Hiding)"), ""], SMALL, P.INK_MUTED, widths[2],
                                 minimum=12), (cols[2], y + 1))
        y += ROW_H
    y += 4
    for img in _side_lines(side):
        surface.blit(img, (r.x + 8, y))
        y += img.get_height() + 2


def _health_w(side: dict) -> int:
    return 14 * side["most"] if side["most"] <= 2 else 60


def _health(surface, side: dict, right: int, y: int) -> None:
    """Health at the card's top right: pips for a creature (1 or 2), else "9/12" on a
    bar of its scale."""
    if side["most"] <= 2:
        for i in range(side["most"]):
            c = (right - 7 - i * 14, y + 7)
            pygame.draw.circle(surface, (196, 44, 52) if i < side["health"] else (200, 186, 160), c, 6)
            pygame.draw.circle(surface, P.INK_MUTED, c, 6, 1)
        return
    bar = pygame.Rect(right - 60, y + 14, 60, 6)
    pygame.draw.rect(surface, (200, 186, 160), bar)
    filled = bar.w * max(0, min(side["health"], side["most"])) // side["most"]
    pygame.draw.rect(surface, (196, 44, 52), pygame.Rect(bar.x, bar.y, filled, bar.h))
    for i in range(1, side["most"]):
        gx = bar.x + bar.w * i // side["most"]
        pygame.draw.line(surface, P.PARCHMENT, (gx, bar.y), (gx, bar.bottom - 1))
    num = fonts.text(f"{side['health']}/{side['most']}", SMALL, P.INK, bold=True)
    surface.blit(num, num.get_rect(bottomright=(right, bar.y - 1)))


def _steps(surface, steps: list, x: int, y: int, w: int) -> int:
    """The round's two halves as two pills: done (ticked), now (lit), later (dim)."""
    pw = (w - 8) // 2
    for i, (text, short, state) in enumerate(steps):
        r = pygame.Rect(x + i * (pw + 8), y, pw, STEP_H - 2)
        colour = {"now": P.GOLD, "done": P.GOLD_DARK, "later": (70, 58, 46)}[state]
        pygame.draw.rect(surface, colour, r, 0 if state == "now" else 2, border_radius=6)
        ink = P.INK if state == "now" else P.TEXT_MUTED if state == "later" else P.TEXT_LIGHT
        tick = "\u2713 " if state == "done" else ""
        img = fitting([tick + text, tick + short], SMALL, ink, pw - 10, bold=state == "now",
                      minimum=12)
        surface.blit(img, img.get_rect(midleft=(r.x + 6, r.centery)))
    return y + STEP_H + 6


def _split(ex: dict, w: int) -> bool:
    """The exchange's title and result share the first line (both fit whole at 14 px)."""
    return fonts.width(ex["title"], 15, True) + fonts.width(ex["result"], 15, True) + 12 <= w


def _hands(ex: dict, w: int) -> list[tuple]:
    """The two rolls of an exchange as ``(who, detail)`` images, each wrapped to its half."""
    half = (w - 30) // 2
    out = []
    for hand in (ex["left"], ex["right"]):
        who = fonts.text(hand["who"], SMALL, P.TEXT_LIGHT, bold=True, wraplength=half - CHIP_W - 8)
        detail = fonts.text(hand["detail"], SMALL, P.GOLD_LIGHT, wraplength=half - CHIP_W - 8)
        out.append((who, detail))
    return out


def _rolls_h(ex: dict, w: int) -> int:
    if ex["dice"]:
        return CHIP_H + 6
    return max(CHIP_H + 4, max(a.get_height() + b.get_height() + 2 for a, b in _hands(ex, w)) + 4)


def _texts(ex: dict, w: int) -> tuple:
    """The title and result images and whether they share a line."""
    good = ex.get("good")
    colour = P.GOLD_LIGHT if good is None else (132, 214, 140) if good else (240, 128, 112)
    split = _split(ex, w)
    result = fonts.text(ex["result"], 15, colour, bold=True, wraplength=w)
    title = fonts.text(ex["title"], 15, P.TEXT_LIGHT, bold=True,
                       wraplength=w - (result.get_width() + 12 if split else 0))
    return title, result, split


def exchange_h(ex: dict, w: int) -> int:
    """An exchange's height: its title line(s), its rolls, its result on a line of its
    own where it does not fit beside the title."""
    title, result, split = _texts(ex, w)
    return title.get_height() + 3 + _rolls_h(ex, w) + (0 if split else result.get_height() + 2)


def _exchange(surface, ex: dict, x: int, y: int, w: int) -> int:
    """One exchange: its title and result (on one line where both fit, else the result
    under the rolls), the two rolls (a chip with the total and the die, who rolled and
    the roll part by part), or the critical blow's four dice."""
    title, result, split = _texts(ex, w)
    if split:
        surface.blit(result, result.get_rect(topright=(x + w, y)))
    surface.blit(title, (x, y))
    y += title.get_height() + 3
    if ex["dice"]:
        cx = x
        for die, face in ex["dice"]:
            _chip(surface, pygame.Rect(cx, y, CHIP_W, CHIP_H), str(face), _("d{n}").format(n=die))
            cx += CHIP_W + 6
        total = fonts.text(_("= {n}").format(n=ex["total"]), 16, P.TEXT_LIGHT, bold=True)
        surface.blit(total, total.get_rect(midleft=(cx + 4, y + CHIP_H // 2)))
    else:
        half = (w - 30) // 2
        for i, (who, detail) in enumerate(_hands(ex, w)):
            hand = (ex["left"], ex["right"])[i]
            hx = x + i * (half + 30)
            _chip(surface, pygame.Rect(hx, y, CHIP_W, CHIP_H), str(hand["total"]), hand["die"])
            surface.blit(who, (hx + CHIP_W + 6, y))
            surface.blit(detail, (hx + CHIP_W + 6, y + who.get_height() + 1))
        vs = fonts.text(_("vs"), SMALL, P.TEXT_MUTED)
        surface.blit(vs, vs.get_rect(center=(x + half + 15, y + CHIP_H // 2)))
    y += _rolls_h(ex, w)
    if not split:
        surface.blit(result, (x, y - 2))
        y += result.get_height() + 2
    return y


def _chip(surface, r: pygame.Rect, value: str, tag: str) -> None:
    pygame.draw.rect(surface, P.PARCHMENT, r, border_radius=6)
    pygame.draw.rect(surface, P.GOLD_DARK, r, 2, border_radius=6)
    num = fonts.text(value, 18, P.INK, bold=True)
    surface.blit(num, num.get_rect(center=(r.centerx, r.centery - 6 if tag else r.centery)))
    if tag:
        small = fonts.fit(tag, 13, P.INK_MUTED, r.w - 4, minimum=9)   # 13 px in our languages
        surface.blit(small, small.get_rect(midbottom=(r.centerx, r.bottom - 1)))
