"""Baldrick's Tomb card faces: the shared card frame, monster cards (picture, level badge,
HP boxes, gold, combat gauge), text cards (treasure, scroll, trap, skill), mini cards and
card backs of the five decks. All cached. Re-exported by ``sprites.baldricks_tomb.art``."""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from games.engine.i18n import _
from sprites import fonts, palette
from sprites.artkit import (cached as _cached, check as _check, stroke as _stroke,
                            display_ready as _display_ready, finish as _finish)
from sprites.pawns import supersampled
from sprites.baldricks_tomb.shapes import (BLOOD, CARD_DARK, DECKS, DECK_COLOURS, DECK_NAMES, DIE_SIDES,
                                 FRAME, INK, LEVEL_GLOW, ROMAN, SYMBOLS, TEXT_CARD_KINDS,
                                 _check_card_size, _draw_shapes, _new)
from sprites.baldricks_tomb.icons import DECK_ICONS, ICONS, icon, symbol_icon
from sprites.baldricks_tomb.tokens import _disc, gold_coin
from sprites.baldricks_tomb.bestiary import CREATURES, MONSTER_LOOKS


# --- card frames ----------------------------------------------------------------------------
def _border(w: int) -> int:
    return max(4, round(w * 0.04))


def _paint_frame(big: pygame.Surface, k: int, edge, body=CARD_DARK) -> None:
    """A card: dark rounded frame, ``body`` filling it and a thin ``edge`` colour line."""
    rect = big.get_rect()
    radius = max(6, round(rect.width / k * 0.06)) * k
    b = _border(rect.width // k) * k
    pygame.draw.rect(big, FRAME, rect, border_radius=radius)
    inner = rect.inflate(-b, -b)
    pygame.draw.rect(big, body, inner, border_radius=radius - b // 2)
    pygame.draw.rect(big, edge, inner, max(1, round(1.5 * k)), border_radius=radius - b // 2)


def _solid(card: pygame.Surface) -> pygame.Surface:
    """``card`` laid on a solid frame-coloured rounded backing 1 px inside its outline:
    smooth-scaling the supersampled face leaves its inside a hair short of opaque, which
    let the board beneath a preview show through. Only the anti-aliased outline keeps its
    partial alpha."""
    w, h = card.get_size()
    out = _new((w, h))
    pygame.draw.rect(out, FRAME, out.get_rect().inflate(-2, -2),
                     border_radius=max(1, max(6, round(w * 0.06)) - 1))
    out.blit(card, (0, 0))
    return out


def _scaled(rect: pygame.Rect, k: int) -> pygame.Rect:
    return pygame.Rect(rect.x * k, rect.y * k, rect.w * k, rect.h * k)


def _glow(big: pygame.Surface, centre, radius: float, colour) -> None:
    """Additive soft light of ``colour`` around ``centre``."""
    size = max(2, round(radius * 2))
    disc = pygame.Surface((64, 64))
    for r in range(32, 0, -1):
        level = round(255 * (1 - r / 32) ** 2)
        pygame.draw.circle(disc, (level, level, level), (32, 32), r)
    disc = pygame.transform.smoothscale(disc, (size, size))
    disc.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    big.blit(disc, (centre[0] - size / 2, centre[1] - size / 2), special_flags=pygame.BLEND_RGB_ADD)


def _shadowed(label: pygame.Surface, offset: int = 1) -> pygame.Surface:
    """Light text with a dark copy ``offset`` px down-right (reads over pictures)."""
    shade = label.copy()
    shade.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    out = _new((label.get_width() + offset, label.get_height() + offset))
    out.blit(shade, (offset, offset))
    out.blit(label, (0, 0))
    return out


# --- titles ---------------------------------------------------------------------------------
MIN_TITLE_PX = 9        # no card title is drawn smaller; a longer one is condensed, never cut


def _one_line_title(title: str, px: int, colour, room: int) -> pygame.Surface:
    """``title`` on one line at ``px`` (card-title face), condensed to ``room`` px wide
    if it is wider: the whole title always shows, never cut short."""
    label = fonts.text(title, px, colour, title=True)
    if label.get_width() > room:
        label = pygame.transform.smoothscale(label, (max(1, room), label.get_height()))
    return label


def _header(size: tuple[int, int]) -> pygame.Rect:
    w, h = size
    b = _border(w)
    return pygame.Rect(b, b, w - 2 * b, round(h * 0.15))


def _header_emblem(kind: str, header: pygame.Rect) -> pygame.Surface:
    return icon(DECK_ICONS[kind], max(10, header.h - 6), halo=True)


def _text_title_room(kind: str, size: tuple[int, int]) -> tuple[int, int]:
    """A text card's title: (largest px, room px wide beside the emblem)."""
    header = _header(size)
    return max(10, round(header.h * 0.5)), header.w - _header_emblem(kind, header).get_width() - 10


def _mini_emblem(kind: str, size: tuple[int, int]) -> pygame.Surface:
    return icon(DECK_ICONS[kind], max(12, min(size) // 3), halo=True)


def _mini_room(kind: str, size: tuple[int, int]) -> pygame.Rect:
    """Where a mini card's wrapped title goes, under its emblem."""
    w, h = size
    b, emblem = _border(w), _mini_emblem(kind, size)
    return pygame.Rect(b + 3, b + 6 + emblem.get_height(), w - 2 * b - 6,
                       h - 2 * b - 8 - emblem.get_height())


def _whole_words(text: str, px: int, width: int, bold: bool = False,
                 align: str = "center") -> pygame.Surface:
    """``text`` wrapped to ``width`` px at ``px``, its lines broken only between words:
    when a word is wider than ``width`` (or the wrap split one anyway: more lines than
    words), the wrap length grows to the widest word, and the caller condenses the
    label to fit."""
    label = fonts.text(text, px, INK, bold, wraplength=width, align=align)
    words = text.split()
    widest = max((fonts.width(word, px, bold) for word in words), default=0)
    if widest <= width and label.get_height() <= max(1, len(words)) * fonts.line_height(px, bold):
        return label
    return fonts.text(text, px, INK, bold, wraplength=widest + px, align=align)


def _mini_label(title: str, px: int, room: pygame.Rect) -> pygame.Surface:
    """A mini card's title, centred, broken only between words: a word wider than the
    room stays whole (``_mini`` condenses the label to fit)."""
    return _whole_words(title, px, room.w, bold=True)


def _mini_fits(title: str, px: int, room: pygame.Rect) -> bool:
    """Every word of ``title`` on a line of its own at most, all lines inside ``room``."""
    words = title.split() or [""]
    return (max(fonts.width(word, px, True) for word in words) <= room.w
            and _mini_label(title, px, room).get_height() <= room.h)


def _monster_title_room(size: tuple[int, int]) -> tuple[int, int]:
    name = _monster_layout(size).name
    return max(10, round(name.h * 0.62)), name.w - 8


@_cached(128)
def _title_size(kind: str, titles: tuple[str, ...], size: tuple[int, int], mini: bool) -> int:
    if mini:
        cap, room = 16, _mini_room(kind, size)
        fits = lambda title, px: _mini_fits(title, px, room)            # noqa: E731
    else:
        cap, room = (_monster_title_room(size) if kind == "monster"
                     else _text_title_room(kind, size))
        fits = lambda title, px: fonts.width(title, px, title=True) <= room   # noqa: E731
    for px in range(cap, MIN_TITLE_PX, -1):
        if all(fits(title, px) for title in titles):
            return px
    return MIN_TITLE_PX


def title_size(kind: str, titles: Sequence[str], size: tuple[int, int], *,
               mini: bool = False) -> int:
    """The one title size (px) for every card of a deck drawn at ``size`` = (w, h) px:
    the largest, up to the face's own (about half its header's height; 16 px on a mini
    card), at which each of ``titles`` fits whole, the longest included, and never below
    ``MIN_TITLE_PX`` (a title too long even then is condensed, never cut). ``kind``:
    "monster" (``monster_card``) or one of ``TEXT_CARD_KINDS`` (``text_card``, or with
    ``mini`` ``mini_card``). Give every card of the deck this ``title_px`` so all their
    titles come out the same size. Cached. Raises ``ValueError`` for another kind, no
    titles or a size the face refuses."""
    if mini or kind != "monster":
        _check(kind, TEXT_CARD_KINDS, "text card kind")
    titles = tuple(str(t) for t in titles)
    if not titles:
        raise ValueError("title_size needs at least one title")
    size = _check_mini_size(size) if mini else _check_card_size(size)
    return _title_size(kind, titles, size, mini)


def _px(title_px: int | None) -> int | None:
    if title_px is not None and int(title_px) < MIN_TITLE_PX:
        raise ValueError(f"title_px must be at least {MIN_TITLE_PX}, got {title_px!r}")
    return None if title_px is None else int(title_px)


# --- monster cards --------------------------------------------------------------------------
class _MonsterLayout(NamedTuple):
    name: pygame.Rect
    picture: pygame.Rect
    stats: pygame.Rect
    gauge: pygame.Rect


def _monster_layout(size: tuple[int, int]) -> _MonsterLayout:
    w, h = size
    b, gap = _border(w), max(2, round(h * 0.012))
    name = pygame.Rect(b, b, w - 2 * b, round(h * 0.11))
    picture = pygame.Rect(b, name.bottom + gap, w - 2 * b, round(h * 0.38))
    stats = pygame.Rect(b, picture.bottom + gap, w - 2 * b, round(h * 0.1))
    gauge = pygame.Rect(b, stats.bottom + gap, w - 2 * b, h - b - stats.bottom - gap)
    return _MonsterLayout(name, picture, stats, gauge)


def _check_gauge(gauge) -> tuple:
    """The swing gauge as a hashable tuple; ``ValueError`` unless its segments cover 1..8
    in order without gaps, each with one or more known symbols."""
    segments, expected = [], 1
    for low, high, symbols in gauge:
        if low != expected or high < low or not symbols:
            raise ValueError(f"swing gauge segments must cover 1-8 in order, each with a "
                             f"symbol; got {gauge!r}")
        for symbol in symbols:
            _check(symbol, SYMBOLS, "combat symbol")
        segments.append((int(low), int(high), tuple(symbols)))
        expected = high + 1
    if expected != DIE_SIDES + 1:
        raise ValueError(f"swing gauge must end at 8; got {gauge!r}")
    return tuple(segments)


def _range_label(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}\u2013{high}"


class _Segment(NamedTuple):
    rect: pygame.Rect     # the whole segment
    label: pygame.Rect    # the number strip at its top
    icon: int             # icon size, px
    font: int             # number font size, px


def _gauge_layout(rect: pygame.Rect, segments) -> list[_Segment]:
    """Segments side by side in ``rect``: each first gets room for its numbers (at a
    slightly smaller font if need be), the rest is shared by what its icons would like."""
    pad, gap = max(2, rect.h // 24), max(2, rect.w // 90)
    inner = rect.inflate(-2 * pad, -2 * pad)
    size = max(9, round(rect.h * 0.22))
    label_h = round(fonts.line_height(size, True) * 0.95)
    nominal = inner.h - label_h - 2 * pad
    floors = [fonts.width(_range_label(low, high), max(8, size - 3), True) + 4
              for low, high, _s in segments]
    wishes = [max(fonts.width(_range_label(low, high), size, True) + 2 * pad,
                  len(symbols) * nominal * 0.9 + (len(symbols) - 1) * gap + 2 * pad) - floor
              for (low, high, symbols), floor in zip(segments, floors)]
    free = inner.w - gap * (len(segments) - 1) - sum(floors)
    share = [free * max(w, 0.1) / sum(max(w, 0.1) for w in wishes) for w in wishes]
    out, x = [], inner.x
    for i, (floor, extra, (_lo, _hi, symbols)) in enumerate(zip(floors, share, segments)):
        right = inner.right if i == len(segments) - 1 else x + round(floor + extra)
        seg = pygame.Rect(x, inner.y, right - x, inner.h)
        fit = (seg.w - 2 * pad - (len(symbols) - 1) * gap) // len(symbols)
        out.append(_Segment(seg, pygame.Rect(seg.x, seg.y, seg.w, label_h),
                            max(8, min(nominal, fit)), size))
        x = right + gap
    return out


def _paint_gauge(big: pygame.Surface, k: int, rect: pygame.Rect, layout, lit_index) -> None:
    pygame.draw.rect(big, FRAME, _scaled(rect, k), border_radius=6 * k)
    for i, seg in enumerate(layout):
        body, strip = _scaled(seg.rect, k), _scaled(seg.label, k)
        radius = 4 * k
        pygame.draw.rect(big, palette.PARCHMENT if i != lit_index else (255, 244, 190), body,
                         border_radius=radius)
        pygame.draw.rect(big, palette.PARCHMENT_DARK if i != lit_index else palette.HIGHLIGHT,
                         strip, border_top_left_radius=radius, border_top_right_radius=radius)
        if i == lit_index:
            pygame.draw.rect(big, palette.HIGHLIGHT, body.inflate(4 * k, 4 * k), 3 * k,
                             border_radius=radius + 2 * k)


def _paint_picture(big: pygame.Surface, k: int, rect: pygame.Rect, level: int, look: str) -> None:
    """The picture box: brick wall, the level's glow and the creature of ``look``."""
    pic = _scaled(rect, k)
    big.fill((30, 26, 28), pic)
    big.set_clip(pic)
    rows = 6
    for row in range(rows):  # faint brick courses
        y = pic.y + row * pic.h / rows
        pygame.draw.line(big, (46, 40, 42), (pic.x, y), (pic.right, y), k)
        for col in range(7):
            x = pic.x + (col + (0.5 if row % 2 else 0)) * pic.w / 6
            pygame.draw.line(big, (46, 40, 42), (x, y), (x, y + pic.h / rows), k)
    _glow(big, pic.center, pic.h * 0.62, LEVEL_GLOW[level])
    big.set_clip(None)
    _draw_shapes(big, CREATURES[look](), (pic.centerx, pic.centery + pic.h * 0.02), pic.h * 0.44,
                 outline=0.035, min_px=k)
    pygame.draw.rect(big, INK, pic, max(1, k))


def _paint_stats(big: pygame.Surface, k: int, boxes: list[pygame.Rect], damage: int) -> None:
    for i, box in enumerate(boxes):
        r = _scaled(box, k)
        edge = max(1.0, box.w * 0.12) * k
        pygame.draw.rect(big, INK, r, border_radius=round(edge * 2))
        hit = i < damage
        pygame.draw.rect(big, BLOOD if hit else palette.PARCHMENT, r.inflate(-2 * edge, -2 * edge),
                         border_radius=round(edge))
        if hit:
            m = r.inflate(-r.w * 0.5, -r.h * 0.5)
            _stroke(big, INK, [m.topleft, m.bottomright], r.w * 0.14)
            _stroke(big, INK, [m.topright, m.bottomleft], r.w * 0.14)


def _hp_boxes(stats: pygame.Rect, hp: int, caption_w: int, reward_w: int) -> list[pygame.Rect]:
    gap = max(1, stats.h // 10)
    room = stats.w - caption_w - reward_w - 3 * gap
    side = max(6, min(stats.h - 4, (room - gap * (hp - 1)) // hp))
    y = stats.centery - side // 2
    return [pygame.Rect(stats.x + caption_w + gap + i * (side + gap), y, side, side) for i in range(hp)]


def _level_badge(card: pygame.Surface, picture: pygame.Rect, level: int) -> None:
    """A brass shield with the level's roman numeral in the picture's top-left corner."""
    w = max(16, round(picture.h * 0.26))
    h = round(w * 1.15)
    x, y = picture.x + max(3, w // 6), picture.y + max(3, w // 6)

    def paint(big, kk):
        pts = [(0.04, 0.04), (0.96, 0.04), (0.96, 0.55), (0.5, 0.97), (0.04, 0.55)]
        outline = [(px * w * kk, py * h * kk) for px, py in pts]
        pygame.draw.polygon(big, INK, outline)
        inner = [(w * kk / 2 + (px - w * kk / 2) * 0.84, h * kk * 0.45 + (py - h * kk * 0.45) * 0.84)
                 for px, py in outline]
        pygame.draw.polygon(big, palette.GOLD, inner)

    card.blit(supersampled((w, h), paint), (x, y))
    numeral = fonts.fit(ROMAN[level], round(w * 0.58), INK, w - 4, minimum=8, title=True)
    card.blit(numeral, numeral.get_rect(center=(x + w / 2, y + h * 0.42)))


def _place_coins(card: pygame.Surface, picture: pygame.Rect, coins: int) -> None:
    """Up to three gold tokens fanned in the picture's bottom-right; more adds "x N"."""
    if coins <= 0:
        return
    size = max(12, round(picture.h * 0.3))
    step, shown = round(size * 0.55), min(coins, 3)
    x = picture.right - size - 2 - step * (shown - 1)
    y = picture.bottom - size - 2
    for i in range(shown):
        card.blit(gold_coin(size), (x + i * step, y))
    if coins > shown:
        label = _shadowed(fonts.text(f"\u00d7{coins}", max(10, size // 2), palette.GOLD_LIGHT, True))
        card.blit(label, label.get_rect(midright=(x - 2, y + size // 2)))


@_cached(64)
def _monster(name, level, look, hp, gold, gauge, size, damage, coins, lit, title_px,
             converted, hp_caption) -> pygame.Surface:
    box = _monster_layout(size)
    segments = _gauge_layout(box.gauge, gauge)
    lit_index = None if lit is None else next(i for i, (lo, hi, _s) in enumerate(gauge) if lo <= lit <= hi)
    stat_size = max(10, round(box.stats.h * 0.62))
    caption = _shadowed(fonts.text(hp_caption, stat_size, palette.TEXT_LIGHT, True))
    reward = _shadowed(fonts.text(str(gold), round(stat_size * 1.15), palette.GOLD_LIGHT, True))
    coin_side = box.stats.h
    boxes = _hp_boxes(box.stats, hp, caption.get_width() + 2, reward.get_width() + coin_side + 4)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, DECK_COLOURS["monster"])
        pygame.draw.rect(big, palette.PARCHMENT, _scaled(box.name, k), border_radius=4 * k)
        _paint_picture(big, k, box.picture, level, look)
        _paint_stats(big, k, boxes, damage)
        _paint_gauge(big, k, box.gauge, segments, lit_index)

    card = supersampled(size, paint, 3)
    title = _one_line_title(name, title_px, INK, box.name.w - 8)
    card.blit(title, title.get_rect(center=box.name.center))
    _level_badge(card, box.picture, level)
    _place_coins(card, box.picture, coins)
    card.blit(caption, caption.get_rect(midleft=(box.stats.x + 2, box.stats.centery)))
    coin_rect = pygame.Rect(0, 0, coin_side, coin_side)
    coin_rect.midright = (box.stats.right - reward.get_width() - 2, box.stats.centery)
    card.blit(icon("treasure", coin_side), coin_rect)
    card.blit(reward, reward.get_rect(midleft=(coin_rect.right + 2, box.stats.centery)))
    _blit_gauge(card, gauge, segments, lit_index)
    return _finish(_solid(card))


def _blit_gauge(card: pygame.Surface, gauge, layout, lit_index) -> None:
    for i, ((low, high, symbols), seg) in enumerate(zip(gauge, layout)):
        label = fonts.fit(_range_label(low, high), seg.font, INK, seg.rect.w - 2, bold=True, minimum=7)
        card.blit(label, label.get_rect(center=seg.label.center))
        gap = max(2, seg.rect.w // 30)
        total = len(symbols) * seg.icon + (len(symbols) - 1) * gap
        x = seg.rect.centerx - total // 2
        y = (seg.label.bottom + seg.rect.bottom) // 2 - seg.icon // 2
        for symbol in symbols:
            card.blit(symbol_icon(symbol, seg.icon), (x, y))
            x += seg.icon + gap
        if lit_index is not None and i != lit_index:
            veil = _new(seg.rect.size)
            pygame.draw.rect(veil, (20, 14, 10, 110), veil.get_rect(), border_radius=4)
            card.blit(veil, seg.rect)


def monster_card(name: str, level: int, hp: int, gold: int,
                 gauge: Sequence[tuple[int, int, Sequence[str]]], size: tuple[int, int], *,
                 look: str, damage: int = 0, coins: int = 0,
                 lit: int | None = None, title_px: int | None = None) -> pygame.Surface:
    """The face of a monster card (rulebook "Monster Cards and Combat"), ``size`` = (w, h)
    px (about 260x366 in the combat dialog, 120x170 small).

    Shows ``name``; ``level`` 1-3 as a roman numeral on a brass shield and as the colour
    of the glow behind the creature; the creature picture named by ``look`` (keyword, one
    of ``MONSTER_LOOKS``, e.g. slime, rat, hound, gargoyle, kobold, lich); ``hp`` damage boxes with the first ``damage`` of them marked
    (red, crossed); the ``gold`` reward; ``coins`` gold tokens placed on the card (TREASURE
    symbol; up to three drawn, more also counted "x N"); and at the bottom the swing
    gauge: ``gauge`` is a list of ``(low, high, symbols)`` covering 1..8 in order, each
    segment showing its numbers and the icons of its ``symbols`` (``SYMBOLS``). ``lit``
    (1..8) highlights the segment that die value falls in and dims the others. The name
    is drawn at ``title_px`` (``title_size`` of the deck, so that every monster's name is
    the same size; default: the largest that fits this name), condensed if it is still
    too wide, never cut. Cached per arguments.

    Raises ``ValueError`` for a level outside 1-3, an unknown look, hp < 1, damage outside
    0..hp, negative gold or coins, lit outside 1..8, a gauge that does not cover 1..8, an
    unknown symbol, a size below 60x84 or a title_px below ``MIN_TITLE_PX``."""
    size = _check_card_size(size)
    if level not in ROMAN:
        raise ValueError(f"monster level must be 1, 2 or 3, got {level!r}")
    _check(look, MONSTER_LOOKS, "monster look")
    if hp < 1 or not 0 <= damage <= hp:
        raise ValueError(f"need hp >= 1 and 0 <= damage <= hp, got hp={hp}, damage={damage}")
    if gold < 0 or coins < 0:
        raise ValueError(f"gold and coins cannot be negative, got gold={gold}, coins={coins}")
    if lit is not None and not 1 <= lit <= DIE_SIDES:
        raise ValueError(f"lit must be a die value 1..8 or None, got {lit!r}")
    px = _px(title_px) or _title_size("monster", (name,), size, False)
    return _monster(name, level, look, hp, gold, _check_gauge(gauge), size, damage, coins, lit,
                    px, _display_ready(), _("HP"))


# --- text cards and card backs -------------------------------------------------------------
def _body_text(text: str, rect: pygame.Rect, start: int) -> pygame.Surface:
    """``text`` wrapped to ``rect``'s width, centred, as large as fits its height (from
    ``start`` px down to 9 px) with its longest word whole on a line; lines break only
    between words (at 9 px a word still too wide is condensed, never broken)."""
    def label_at(px: int) -> pygame.Surface:
        return _whole_words(text, px, rect.w)

    size = start
    label = label_at(size)
    while size > 9 and (label.get_height() > rect.h or label.get_width() > rect.w):
        size -= 1
        label = label_at(size)
    if label.get_width() > rect.w:
        label = pygame.transform.smoothscale(label, (rect.w, label.get_height()))
    return label


@_cached(64)
def _text_card(kind: str, title: str, text: str, size: tuple[int, int], value: str | None,
               title_px: int, converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)
    header = _header(size)
    band = pygame.Rect(b + 4, h - b - 4 - round(h * 0.15), w - 2 * b - 8, round(h * 0.15)) if value else None
    pad = max(4, w // 24)
    bottom = band.top if band else h - b
    body = pygame.Rect(b + pad, header.bottom + pad, w - 2 * (b + pad), bottom - header.bottom - 2 * pad)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, colour, body=palette.PARCHMENT)
        big_header = _scaled(header, k)
        pygame.draw.rect(big, palette.shade(colour, 0.5), big_header, border_top_left_radius=6 * k,
                         border_top_right_radius=6 * k)
        pygame.draw.line(big, colour, big_header.bottomleft, big_header.bottomright, 2 * k)
        if band:
            pygame.draw.rect(big, INK, _scaled(band, k), border_radius=5 * k)
            pygame.draw.rect(big, palette.shade(colour, 0.55), _scaled(band, k).inflate(-3 * k, -3 * k),
                             border_radius=4 * k)

    card = supersampled(size, paint, 3)
    mark_side = min(body.w, body.h) * 3 // 4
    if mark_side >= 16:
        watermark = icon(DECK_ICONS[kind], mark_side).copy()
        watermark.set_alpha(34)
        card.blit(watermark, watermark.get_rect(center=body.center))
    emblem = _header_emblem(kind, header)
    card.blit(emblem, emblem.get_rect(midleft=(header.x + 3, header.centery)))
    room = _text_title_room(kind, size)[1]
    name = _one_line_title(title, title_px, palette.TEXT_LIGHT, room)
    card.blit(name, name.get_rect(center=(header.right - room / 2 - 4, header.centery)))
    label = _body_text(text, body, max(12, min(22, round(w * 0.105))))
    card.blit(label, label.get_rect(center=body.center))
    if band:
        big = fonts.fit(value, max(10, round(band.h * 0.62)), palette.GOLD_LIGHT, band.w - 8,
                        minimum=9, title=True)
        card.blit(big, big.get_rect(center=band.center))
    return _finish(_solid(card))


def text_card(kind: str, title: str, text: str, size: tuple[int, int], *,
              value: str | None = None, title_px: int | None = None) -> pygame.Surface:
    """The face of a treasure, scroll, trap or skill card (``TEXT_CARD_KINDS``), ``size`` =
    (w, h) px: a frame in the deck's colour (gold, indigo, orange, green), a dark header
    with the deck emblem and ``title``, parchment with ``text`` wrapped and centred (shrunk
    to fit, down to 9 px) over a faint emblem, and optionally ``value`` (e.g. "+3 gold")
    large on a ribbon at the bottom. The title is drawn at ``title_px`` (``title_size``
    of the deck, so that every title of the deck is the same size; default: the largest
    that fits this title), condensed if it is still too wide, never cut. Cached per
    arguments. Raises ``ValueError`` for another kind, a size below 60x84 or a title_px
    below ``MIN_TITLE_PX``."""
    _check(kind, TEXT_CARD_KINDS, "text card kind")
    size = _check_card_size(size)
    px = _px(title_px) or _title_size(kind, (title,), size, False)
    return _text_card(kind, title, text, size, value, px, _display_ready())


@_cached(64)
def _mini(kind: str, title: str, size: tuple[int, int], title_px: int,
          converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, colour, body=palette.PARCHMENT)

    card = supersampled(size, paint, 3)
    emblem = _mini_emblem(kind, size)
    card.blit(emblem, emblem.get_rect(midtop=(w // 2, b + 3)))
    room = _mini_room(kind, size)
    label = _mini_label(title, title_px, room)
    if label.get_width() > room.w or label.get_height() > room.h:    # condense, never cut
        label = pygame.transform.smoothscale(label, (min(label.get_width(), room.w),
                                                     min(label.get_height(), room.h)))
    card.blit(label, label.get_rect(center=room.center))
    return _finish(_solid(card))


def _check_mini_size(size) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    if w < 40 or h < 56:
        raise ValueError(f"mini card size must be at least 40x56 px, got {w}x{h}")
    return w, h


def mini_card(kind: str, title: str, size: tuple[int, int], *,
              title_px: int | None = None) -> pygame.Surface:
    """A hand card shown small (a scroll or skill in the action panel), ``size`` = (w, h)
    px: the deck's frame and emblem and the card's whole ``title``, wrapped and shrunk
    to fit, never cut (the text is read large on hover or right-click): at ``title_px``
    (``title_size(..., mini=True)`` of the deck, so that every hand card's title is the
    same size; default: the largest that fits this title), condensed if it still does
    not fit. Cached. Raises ``ValueError`` for a kind not in ``TEXT_CARD_KINDS``, a size
    below 40x56 or a title_px below ``MIN_TITLE_PX``."""
    _check(kind, TEXT_CARD_KINDS, "text card kind")
    size = _check_mini_size(size)
    px = _px(title_px) or _title_size(kind, (title,), size, True)
    return _mini(kind, title, size, px, _display_ready())


@_cached(32)
def _back(kind: str, size: tuple[int, int], title: str, converted: bool) -> pygame.Surface:
    w, h = size
    colour, b = DECK_COLOURS[kind], _border(w)
    banner = pygame.Rect(b + 6, round(h * 0.74), w - 2 * b - 12, max(14, round(h * 0.12)))

    def paint(big: pygame.Surface, k: int) -> None:
        _paint_frame(big, k, palette.GOLD, body=palette.shade(colour, 0.3))
        inner = big.get_rect().inflate(-2 * b * k, -2 * b * k)
        step = inner.w / 5
        big.set_clip(inner)
        for i in range(-6, 12):  # a diamond lattice
            x = inner.x + i * step
            pygame.draw.line(big, palette.shade(colour, 0.42), (x, inner.y), (x + inner.h, inner.bottom), k)
            pygame.draw.line(big, palette.shade(colour, 0.42), (x, inner.bottom), (x + inner.h, inner.y), k)
        centre, r = (inner.centerx, inner.y + inner.h * 0.4), inner.w * 0.36
        _glow(big, centre, r * 2.2, palette.shade(colour, 0.6))
        big.set_clip(None)
        pygame.draw.circle(big, INK, centre, r)
        pygame.draw.circle(big, palette.GOLD, centre, r - 2 * k)
        _disc(big, centre, r * 0.86, palette.shade(colour, 0.35), palette.shade(colour, 0.85))
        _draw_shapes(big, ICONS[DECK_ICONS[kind]](), centre, r * 0.6, outline=0.07, min_px=k)
        pygame.draw.rect(big, INK, _scaled(banner, k), border_radius=4 * k)
        pygame.draw.rect(big, palette.GOLD_DARK, _scaled(banner, k).inflate(-3 * k, -3 * k), border_radius=3 * k)

    card = supersampled(size, paint, 3)
    size = max(10, round(banner.h * 0.66))
    name = fonts.text(title, size, palette.TEXT_LIGHT, title=True)
    if name.get_width() > banner.w - 6:           # small cards: condense, never cut the name
        name = pygame.transform.smoothscale(name, (banner.w - 6, name.get_height()))
    card.blit(_shadowed(name), name.get_rect(center=banner.center))
    return _finish(_solid(card))


def card_back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of every card of deck ``kind`` (``DECKS``: monster, treasure, scroll, trap,
    skill), ``size`` = (w, h) px: a dark lattice in the deck's colour, a gold-ringed
    medallion with the deck emblem and the deck's name on a brass banner. Cached. Raises
    ``ValueError`` for another kind or a size below 60x84."""
    _check(kind, DECKS, "deck")
    return _back(kind, _check_card_size(size), _(DECK_NAMES[kind]), _display_ready())
