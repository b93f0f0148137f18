"""A character card's row of the advanced variant on the Baš-Čelik board (``painting``
draws the card): the Strength, Intelligence and Speed dice of the card's front (d12 with
Baš-Čelik's heart) with the permanent growth tokens (+1, +2; 8.1) as gold badges, and the
trophies kept towards the next Strength token; the gear line's words for the weapon in
use and the comrade. Only public things: the view's growth, trophies and gear."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.bas_celik.ui import adv_texts as A
from sprites import fonts
from sprites import palette as P
from sprites.bas_celik import art

ROW_H = 20          # the row's height on the card, px
CHIP_PX = 14        # its text (11 px at 1024x640)


def row_h(view: dict) -> int:
    """The height the advanced row takes on a card (0 in the basic variant)."""
    return ROW_H if A.is_advanced(view) else 0


def draw_row(surface, view: dict, seat: int, x: int, y: int, right: int) -> None:
    """The dice chips with their growth tokens from ``x``, then the trophies towards
    Strength, as far as ``right``."""
    h = view["heroes"][seat]
    cx = x
    labels = [_("{attribute} d{n}").format(attribute=A.attr_short(a), n=A.hero_die(view, seat, a))
              for a in ("strength", "intelligence", "speed")]
    tokens = sum(27 for a in ("strength", "intelligence") if h.get("growth", {}).get(a))
    if sum(fonts.width(t, CHIP_PX, True) + 17 for t in labels) + tokens > right - x:
        labels = [_("d{n}").format(n=A.hero_die(view, seat, a))     # only the dice
                  for a in ("strength", "intelligence", "speed")]
    for attribute, label in zip(("strength", "intelligence", "speed"), labels):
        token = h.get("growth", {}).get(attribute, 0)
        w = fonts.width(label, CHIP_PX, True) + 10
        chip = pygame.Rect(cx, y, w, ROW_H - 3)
        pygame.draw.rect(surface, P.PARCHMENT_DARK, chip, border_radius=5)
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, chip, 1, border_radius=5)
        img = fonts.text(label, CHIP_PX, P.INK, bold=True)
        surface.blit(img, img.get_rect(center=chip.center))
        cx = chip.right + 3
        if token:
            badge = pygame.Rect(cx - 1, y, 24, ROW_H - 3)
            pygame.draw.rect(surface, P.GOLD, badge, border_radius=8)
            pygame.draw.rect(surface, P.GOLD_DARK, badge, 1, border_radius=8)
            t = fonts.text(f"+{token}", 12, P.INK, bold=True)
            surface.blit(t, t.get_rect(center=badge.center))
            cx = badge.right + 3
        cx += 4
    need = A.growth_need(h)
    if need is not None:
        text = _("Trophies {n}/{need}").format(n=need[0], need=need[1])
        short = f"{need[0]}/{need[1]}"
        room = right - cx
        if fonts.width(text, 13) <= room:
            surface.blit(fonts.text(text, 13, P.INK_MUTED), (cx + 2, y + 1))
        elif fonts.width(short, 13) + 16 <= room:     # a creature card's back, the count
            surface.blit(art.card_back("outer", 16), (cx + 2, y))
            surface.blit(fonts.text(short, 13, P.INK_MUTED), (cx + 18, y + 1))


def gear_names(view: dict, seat: int, name_of_card) -> list[str]:
    """The gear line's names in the advanced variant: Transport, the weapon (with its
    bonus, or "not in use" beside the Sword), the Sword, the Companion (a comrade
    said), powers."""
    h = view["heroes"][seat]
    out = [name_of_card(t) for t in h["transport"]]
    for w in h["weapons"]:
        out.append(_("{card} (not in use)").format(card=name_of_card(w)) if h["sword"] else
                   _("{card} {bonus}").format(card=name_of_card(w), bonus=A.weapon_short(w)))
    if h["sword"]:
        out.append(name_of_card(h["sword"]))
    if h["companion"]:
        out.append(_("{card} (comrade)").format(card=name_of_card(h["companion"]))
                   if h.get("comrade") else name_of_card(h["companion"]))
    return out + [name_of_card(t) for t in h["powers"]]

