"""Baš-Čelik's dialog boxes drawn over the map: the meeting of two characters with its
options, the finale with Baš-Čelik, and the character choice (split from ``painting``,
which re-exports these names)."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.bas_celik.card_texts import character_ability
from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import texts as T
from sprites import fonts
from sprites import palette as P
from sprites.bas_celik import art
from sprites.pawns import pawn
from games.bas_celik.ui.painting import _heart, fitting

MEETING_W, MEETING_H = 440, 150       # the meeting box, px


def meeting_rect(view: dict, geo: L.MapView) -> pygame.Rect:
    """Where the meeting box sits over the map: at the bottom when the meeting's field
    shows in the map's upper half, else at the top (the two figures stay in sight)."""
    f = content().fields[view["meeting"]["field"]]
    y = geo.to_screen(f.x, f.y)[1]
    top = L.MAP.bottom - MEETING_H - 10 if y < L.MAP.centery else L.MAP.y + 10
    return pygame.Rect(L.MAP.centerx - MEETING_W // 2, top, MEETING_W, MEETING_H)


def meeting_chip_rects(box: pygame.Rect) -> list[pygame.Rect]:
    """The five option chips of the meeting box (4.4.1-4.4.5): three over two."""
    w, h, gap = (box.w - 32) // 3, 30, 8
    rows = [(0, 3), (1, 2)]
    out = []
    for row, count in rows:
        x0 = box.centerx - (count * w + (count - 1) * gap) // 2
        for i in range(count):
            out.append(pygame.Rect(x0 + i * (w + gap), box.y + 72 + row * (h + 6), w, h))
    return out


def draw_meeting(surface, view: dict, geo: L.MapView, name_of, colour_of) -> pygame.Rect | None:
    """The meeting of two characters (4.4) while one is under way: which round of the
    two it is, who arrived last and acts first (or answers in the second round), over
    the two figures' pawns; the five option chips are the scene's buttons on it."""
    m = view.get("meeting")
    if view["phase"] != "meet" or not m:
        return None
    box = meeting_rect(view, geo)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((34, 25, 17, 236))
    surface.blit(shade, box)
    pygame.draw.rect(surface, P.GOLD, box, 2, border_radius=10)
    title = _("Meeting: round {n} of 2").format(n=m["round"])
    surface.blit(fonts.fit(title, 17, P.GOLD_LIGHT, box.w - 150, bold=True, minimum=12),
                 (box.x + 12, box.y + 8))
    where = T.short(content().fields[m["field"]].name or "") if content().fields[m["field"]].name \
        else ""
    if where:
        surface.blit(fonts.fit(where, 13, P.TEXT_MUTED, 130, minimum=12),
                     fonts.fit(where, 13, P.TEXT_MUTED, 130, minimum=12).get_rect(
                         topright=(box.right - 12, box.y + 11)))
    actor, other = m["actor"], (m["d"] if m["actor"] == m["a"] else m["a"])
    lines = ([_("{name} arrived last and acts first."), _("{name} acts first.")] if m["round"] == 1
             else [_("Second round: {name} answers."), _("{name} answers.")])
    x = box.x + 12
    for seat in (actor, other):
        surface.blit(pawn(colour_of(seat), 22, shadow=False), (x, box.y + 38))
        x += 24
    surface.blit(fitting([t.format(name=name_of(actor)) for t in lines], 15, P.TEXT_LIGHT,
                         box.right - x - 12, minimum=15), (x + 6, box.y + 41))
    return box


FINALE = pygame.Rect(L.MAP.x + 8, L.MAP.y + 6, L.MAP.w - 16, 100)   # above the encounter box


def draw_finale(surface, view: dict, name_of) -> pygame.Rect | None:
    """The finale's own state over the top of the map while a character fights
    Baš-Čelik (10.): the strikes dealt so far as pips (of the three that take him), his
    die, what a strike needs, and that the others wait."""
    if view["phase"] != "bas":
        return None
    bas = content().cards["bas_celik"]
    box = FINALE
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((30, 18, 30, 236))
    surface.blit(shade, box)
    pygame.draw.rect(surface, P.GOLD, box, 2, border_radius=10)
    img = art.bas_celik(70)
    surface.blit(img, img.get_rect(midleft=(box.x + 10, box.centery)))
    x = box.x + 90
    w = box.right - x - 12
    surface.blit(fonts.fit(_("The finale: the conflict with Baš-Čelik"), 17, P.GOLD_LIGHT, w,
                           bold=True, minimum=13), (x, box.y + 8))
    if view["options"].get("variant") == "advanced":
        _finale_advanced(surface, view, name_of, x, w)
        return box
    strikes = view["centre"]["strikes"]
    for i in range(bas.strikes):
        centre = (x + 10 + i * 26, box.y + 44)
        pygame.draw.circle(surface, P.GOLD if i < strikes else (80, 64, 70), centre, 9)
        pygame.draw.circle(surface, P.GOLD_DARK, centre, 9, 2)
    said = _("Strikes: {n} of {all}").format(n=strikes, all=bas.strikes)
    surface.blit(fonts.fit(said, 15, P.TEXT_LIGHT, w - bas.strikes * 26 - 10, minimum=13),
                 (x + bas.strikes * 26 + 6, box.y + 34))
    rule = _("He rolls {die}: match or beat it to strike.").format(
        die=T.die_text(bas.die, bas.plus))
    surface.blit(fonts.fit(rule, 15, P.TEXT_LIGHT, w, minimum=13), (x, box.y + 56))
    seat = view["current_seat"]
    wait = _("The others wait while {name} fights him.").format(
        name=name_of(seat) if seat is not None else "")
    surface.blit(fonts.fit(wait, 15, P.TEXT_MUTED, w, minimum=13), (x, box.y + 77))
    return box


def choice_rects(view: dict) -> list[tuple[pygame.Rect, str]]:
    """The character cards to choose from (1. Choosing Characters, "chosen" set-up or a
    new character): ``(rect, character id)`` in the bank's order, four a row over the map."""
    chars = view["bank"]["characters"] if view["phase"] == "choose" else []
    cols, gap = 4, 8
    w = (L.MAP.w - 16 - (cols - 1) * gap) // cols
    rows = max(1, -(-len(chars) // cols))
    h = min(200, (L.MAP.h - 50 - (rows - 1) * gap) // rows)
    out = []
    for i, char in enumerate(chars):
        r, c = divmod(i, cols)
        out.append((pygame.Rect(L.MAP.x + 8 + c * (w + gap), L.MAP.y + 44 + r * (h + gap), w, h), char))
    return out


def draw_choice(surface, view: dict, title: str) -> list[tuple[pygame.Rect, str]]:
    """The character cards to choose from over the map (see ``choice_rects``): each with
    its portrait area (nature colour, symbol and d12 number), name, nature, starting Health
    and ducats and special ability. Returns the cards' rects."""
    cards = choice_rects(view)
    if not cards:
        return []
    shade = pygame.Surface(L.MAP.size, pygame.SRCALPHA)
    shade.fill((30, 22, 16, 220))
    surface.blit(shade, L.MAP)
    surface.blit(fonts.fit(title, 18, P.GOLD_LIGHT, L.MAP.w - 20, bold=True, minimum=15),
                 (L.MAP.x + 10, L.MAP.y + 12))
    rules = content().variants[view["options"]["variant"]]
    for rect, char in cards:
        _choice_card(surface, rect, content().characters[char], rules)
    return cards


def _choice_card(surface, rect: pygame.Rect, ch, rules: dict) -> None:
    pygame.draw.rect(surface, P.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surface, art.NATURE_RGB[ch.nature], rect, 3, border_radius=8)
    portrait = pygame.Rect(rect.x + 6, rect.y + 6, rect.w - 12, 54)
    pygame.draw.rect(surface, art.NATURE_RGB[ch.nature], portrait, border_radius=6)
    img = art.portrait(ch.nature, ch.number, 50)
    if rules.get("hero_die") == 0:                 # the advanced variant: the card's dice
        surface.blit(img, img.get_rect(center=(portrait.x + 52, portrait.centery)))
        for i, a in enumerate(("strength", "intelligence", "speed")):
            from games.bas_celik.ui.adv_texts import attr_short
            dice = fonts.text(_("{attribute} d{n}").format(attribute=attr_short(a),
                                                          n=ch.advanced[a]), 12, P.TEXT_LIGHT,
                              bold=True)
            surface.blit(dice, dice.get_rect(topright=(portrait.right - 4, portrait.y + 3 + i * 16)))
    else:
        surface.blit(img, img.get_rect(center=portrait.center))
    number = fonts.text(str(ch.number), 15, P.TEXT_LIGHT, bold=True)
    surface.blit(number, (portrait.x + 5, portrait.y + 3))
    letter = fonts.text(ch.nature, 15, P.TEXT_LIGHT, bold=True)     # the card's D / Z / R
    surface.blit(letter, (portrait.x + 5, portrait.bottom - letter.get_height() - 2))
    x, w, y = rect.x + 7, rect.w - 14, portrait.bottom + 4
    surface.blit(fonts.fit(T.short(ch.name), 15, P.INK, w, bold=True, minimum=13), (x, y))
    y += 18
    surface.blit(fonts.fit(T.nature_name(ch.nature), 14, P.INK_MUTED, w, minimum=12), (x, y))
    y += 18
    _heart(surface, (x + 7, y + 8), (196, 44, 52))
    surface.blit(fonts.text(str(rules["health"]), 15, P.INK, bold=True), (x + 17, y))
    coin = x + 17 + fonts.width(str(rules["health"]), 15, True) + 14   # clear of "12"
    pygame.draw.circle(surface, P.GOLD, (coin, y + 8), 7)
    pygame.draw.circle(surface, P.GOLD_DARK, (coin, y + 8), 7, 1)
    surface.blit(fonts.text(str(rules["ducats"]), 15, P.INK, bold=True), (coin + 10, y))
    y += 20
    room = rect.bottom - 5 - y
    for px in (14, 13, 12):                   # the ability whole, as large as it fits
        ability = fonts.text(character_ability(
            ch.id, "advanced" if rules.get("hero_die") == 0 else "basic"), px, P.INK, wraplength=w)
        if ability.get_height() <= room:
            break
    surface.blit(ability, (x, y), area=pygame.Rect(0, 0, w, room))


def _finale_advanced(surface, view: dict, name_of, x: int, w: int) -> None:
    """The finale box's lines in the advanced variant (10.: Baš-Čelik has 12 Health and is
    treated as a character; B.: the Sword's critical blow): his Health on a bar of 12, his
    roll, and with the Sword the critical blow, else that the others wait."""
    from games.bas_celik.adv_content import advanced as adv_data
    bas = content().cards["bas_celik"]
    most = adv_data().rules["bas_health"]
    health = view["centre"].get("bc_health", most)
    box = FINALE
    bar = pygame.Rect(x, box.y + 36, 12 * 14, 14)
    for i in range(most):
        cell = pygame.Rect(bar.x + i * 14, bar.y, 12, bar.h)
        pygame.draw.rect(surface, (196, 44, 52) if i < health else (80, 64, 70), cell,
                         border_radius=3)
    said = _("Health {n} of {all}").format(n=health, all=most)
    surface.blit(fonts.fit(said, 15, P.TEXT_LIGHT, w - bar.w - 10, minimum=12),
                 (bar.right + 10, box.y + 34))
    die = T.die_text(bas.die, bas.plus)
    rule = [_("He rolls {die} to attack and defend; a hit costs the difference.").format(die=die),
            _("He rolls {die}; a hit costs the difference.").format(die=die)]
    surface.blit(fitting(rule, 15, P.TEXT_LIGHT, w, minimum=12), (x, box.y + 56))
    seat = view["current_seat"]
    h = view["heroes"][seat] if seat is not None else None
    if h and h.get("sword"):
        last = [_("The Sword's critical blow: after a hit, d4+d6+d8+d10 above 20 takes him."),
                _("Critical blow: d4+d6+d8+d10 above 20.")]
    else:
        last = [_("The others wait while {name} fights him.").format(
            name=name_of(seat) if seat is not None else ""), ""]
    surface.blit(fitting(last, 15, P.TEXT_MUTED, w, minimum=12), (x, box.y + 77))
