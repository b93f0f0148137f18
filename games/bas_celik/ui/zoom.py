"""Baš-Čelik's cards drawn large to be read (a right-click on the board, the engine's
``ZoomScene``, as in the other games): a card's face (``face``: its name, picture, kind
and what it does, from ``card_texts``) and a character's whole hand as one sheet
(``hero_sheet``: the character card, its task, Key cards, items, curses, Transport,
weapons, Sword, Companion and kept Events). Made only from a view: a curse another seat
holds is drawn as its back (``view`` holds only how many), so nothing private to another
seat is ever drawn."""
from __future__ import annotations

import pygame

from games.engine.i18n import _, counted
from games.bas_celik import card_texts as CT
from games.bas_celik.content import content
from games.bas_celik.log_lines import card_name
from sprites.bas_celik import art

FACE = (240, 340)                  # a card's face, px, when the sheet has room for it
ONE = (300, 420)                   # a card shown alone
SHEET = (1200, 640)                # the most a sheet of faces may cover, px
GAP = 12
TASK_RGB = (88, 70, 112)
KEY_RGB = (150, 116, 40)
GEAR_RGB = (96, 84, 72)


def _look(card: str) -> tuple[tuple, tuple]:
    """``(picture, frame colour)`` of a card for ``art.card_face``."""
    c = content()
    if card in c.characters:
        ch = c.characters[card]
        return ("portrait", ch.nature, ch.number), art.NATURE_RGB[ch.nature]
    if card in c.tasks:
        return ("marker", "start", "outer"), TASK_RGB
    k = c.card(card)
    if k.kind == "creature":
        return ("creature", k.id, k.nature), art.NATURE_RGB[k.nature]
    if k.kind in ("animal", "beast"):
        return ("creature", k.id, None), art.BEAST_RGB if k.kind == "beast" else art.ANIMAL_RGB
    if k.kind == "bas_celik":
        return ("bas",), art.BACK_RGB["centre"]
    if k.kind in ("event", "item", "curse"):
        group = k.group if k.group in art.BACK_RGB else "treasure"
        return ("back", group), art.BACK_RGB[group]
    if k.kind == "key":
        where = next(f for f, key in c.key_fields.items() if key == k.id)
        return ("marker", c.fields[where].kind, "inner"), KEY_RGB
    if k.kind == "sword":
        return ("marker", "centre", "centre"), KEY_RGB
    if k.kind == "transport":
        return ("marker", "village", "outer"), GEAR_RGB
    return ("marker", "blacksmith", "inner"), GEAR_RGB


def face(card: str, size: tuple[int, int] = FACE, advanced: bool = False) -> pygame.Surface:
    """The face of ``card`` (an instance, a kind id, a character or a task id) ``size``
    px, in the language shown; ``advanced``: what it does in the advanced variant
    (``adv_texts.card_text`` where that differs)."""
    picture, frame = _look(card)
    text = CT.card_text(card, "advanced" if advanced else "basic")
    if advanced:
        from games.bas_celik.ui import adv_texts
        text = adv_texts.card_text(card) or text
    return art.card_face(card_name(card), CT.kind_line(card), text, picture, frame, size)


def face_down(group: str, size: tuple[int, int] = FACE) -> pygame.Surface:
    """A curse lying face down (``group``: "inner" or "treasure", its back): nobody but its
    holder knows which it is."""
    return art.card_face(_("A curse, face down"), _("Curse"),
                         _("Only the character holding it knows which curse it is."),
                         ("back", group), art.BACK_RGB[group], size)


def sheet(faces: list) -> pygame.Surface:
    """Card faces side by side, in rows of up to five, each as large as the sheet's
    room (``SHEET``) allows up to ``FACE``; ``faces``: callables ``size -> Surface``."""
    n = max(1, len(faces))
    best = None
    for cols in range(1, 6):
        rows = -(-n // cols)
        w = min(FACE[0], (SHEET[0] - (cols - 1) * GAP) // cols)
        h = min(FACE[1], (SHEET[1] - (rows - 1) * GAP) // rows)
        scale = min(w / FACE[0], h / FACE[1])
        if best is None or scale >= best[0] - 1e-9:     # as large, in fewer rows
            best = (scale, cols, rows)
    scale, cols, rows = best
    size = (max(art.FACE_MIN[0], int(FACE[0] * scale)), max(art.FACE_MIN[1], int(FACE[1] * scale)))
    cols = min(cols, n)
    out = pygame.Surface((cols * size[0] + (cols - 1) * GAP, rows * size[1] + (rows - 1) * GAP),
                         pygame.SRCALPHA)
    for i, make in enumerate(faces):
        r, c = divmod(i, cols)
        out.blit(make(size), (c * (size[0] + GAP), r * (size[1] + GAP)))
    return out


def hero_cards(view: dict, seat: int) -> list:
    """What ``seat``'s character holds, as face makers for ``sheet``, in the order the
    character card lists it: the character, its task, the Key cards, items, curses (named
    only in the view of their holder), Transport, weapons, Sword, Companion, kept Events."""
    h = view["heroes"][seat]
    if not h or not h.get("char"):
        return []
    cards = [h["char"]]
    if h.get("task"):
        cards.append(h["task"])
    keys = [x for x in h["items"] if content().card(x).kind == "key"]
    items = [x for x in h["items"] if content().card(x).kind != "key"]
    cards += keys + _one_each(items) + _one_each(h.get("curses", []))
    cards += list(h["transport"]) + list(h["weapons"])
    cards += [x for x in (h.get("sword"), h.get("companion")) if x]
    cards += list(h["powers"])
    advanced = view["options"].get("variant") == "advanced"
    makers = [lambda size, card=card: face(card, size, advanced) for card in cards]
    if "curses" not in h:
        for group in ("inner", "treasure"):
            for _i in range(h.get("curse_backs", {}).get(group, 0)):
                makers.append(lambda size, g=group: face_down(g, size))
    return makers


def _one_each(cards: list) -> list:
    """One card of each kind (two Wound Salves read the same)."""
    seen, out = set(), []
    for card in cards:
        kind = card.split("#")[0]
        if kind not in seen:
            seen.add(kind)
            out.append(card)
    return out


def hero_caption(view: dict, seat: int, name: str) -> str:
    """The caption under a character's sheet: whose cards, the counts shown once, how
    to close it."""
    h = view["heroes"][seat]
    twice = len(h["items"]) - len(_one_each(h["items"]))
    text = _("{name}'s cards. Click anywhere to close.").format(name=name)
    if twice:
        text = counted(twice, "{name}'s cards ({n} more copy of a card shown). Click anywhere "
                       "to close.", "{name}'s cards ({n} more copies of cards shown). Click "
                       "anywhere to close.", name=name)
    return text


def bank_cards(view: dict) -> list:
    """The bank's cards, one of each kind still in it: the Transport and the weapons sold
    in the variant played (the basic variant's four, or all of the advanced one's), the
    Key cards, the Miraculous Sword."""
    bank = view["bank"]
    basic = view["options"].get("variant", "basic") == "basic"
    cards = _one_each(sorted(bank.get("transport", [])))
    cards += [w for w in _one_each(sorted(bank.get("weapons", [])))
              if content().card(w).basic or not basic]
    cards += _one_each(sorted(x for v in bank.get("keys", {}).values() for x in v))
    cards += _one_each(bank.get("swords", []))
    return [lambda size, card=card: face(card, size, not basic) for card in cards]
