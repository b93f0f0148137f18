"""Render one 1280x800 frame showing every shared widget, pawn and die, and save it.

Usage: ``python -m sprites.demo out.png [small.png]`` — the optional second file gets the
same frame smooth-scaled to 1024x640 (the smallest window), to check readability.
Runs headless (SDL_VIDEODRIVER defaults to "dummy" here).
"""
from __future__ import annotations

import os
import sys

import pygame

from sprites import fonts, palette, pawns, widgets as w

RULES = [
    ("h1", "Baš-Čelik"),
    ("p", "A Serbian tale told at a Polish table: from Łódź with żółć, to Đurđevdan."),
    ("h2", "Setting up"),
    ("bullet", "Each player picks a colour and a pawn shape."),
    ("bullet", "Shuffle the room cards; deal three to everyone."),
    ("note", "Tip: hover any greyed-out button to read why it is disabled."),
    ("h2", "A turn"),
    ("p", "Roll the die, move your pawn, then resolve the room you entered. Zażółć gęślą "
          "jaźń — ćma, šuma, đak, čaša."),
    ("p", "The first player to reach 40 points takes the brass token."),
]
LOG = [("p", "Ana rolled 5 and moved to the Mill."), ("p", "Bartek drew Łańcuch (chain)."),
       ("note", "Round 3 begins."), ("p", "Đorđe scored 4 points: 38 in all."),
       ("p", "Żaneta passed."), ("p", "Ana rolled 2 and met Baš-Čelik.")]


def build(log=print) -> tuple[w.WidgetGroup, list]:
    """The demo widgets (a group) and the extra things drawn after it."""
    group = w.WidgetGroup()
    left = w.Panel((32, 32, 380, 736), title="New game")
    group.add(left)
    x, y, bw = left.content_rect.x, left.content_rect.y, left.content_rect.width
    group.add(w.Label((x, y, bw, 28), "Choose the seats, then start.", colour=palette.INK_MUTED))
    group.add(w.Choice((x, y + 40, bw, 48), "Players", [(n, str(n)) for n in range(2, 7)], 4, log))
    group.add(w.Choice((x, y + 100, bw, 48), "Variant", [("full", "Full rules"), ("simple", "Simplified")],
                       "full", log))
    group.add(w.Label((x, y + 160, bw, 24), "Name of player 1", size=fonts.CAPTION, colour=palette.INK_MUTED))
    name = w.TextInput((x, y + 186, bw, 48), "Zbigniew z Łodzi", on_change=log)
    group.add(name)
    group.add(w.Checkbox((x, y + 248, bw, 40), "Sound effects", True, log))
    group.add(w.Checkbox((x, y + 292, bw, 40), "Show legal moves", False, log))
    buttons = [("Start game", "primary", True, None), ("Continue", "primary", True, None),
               ("Rules", "secondary", True, None), ("Load game", "secondary", False, "No saved games yet."),
               ("Quit", "danger", True, None)]
    for i, (label, style, enabled, tip) in enumerate(buttons):
        group.add(w.Button((x, y + 350 + i * 64, bw, 52), label, lambda: None, style=style,
                           enabled=enabled, tooltip=tip))
    name.focus()
    rules = w.Panel((432, 32, 440, 420), title="Rules")
    log_panel = w.Panel((892, 32, 356, 420), title="Game log", style="dark")
    log_text = w.ScrollText(log_panel.content_rect, LOG, style="dark")
    for n in range(4, 12):
        log_text.append("p", f"Turn {n}: Šime moved {n % 6 + 1} spaces.")
    group.add(rules, w.ScrollText(rules.content_rect, RULES), log_panel, log_text)
    return group, _table_things(group)


def _table_things(group: w.WidgetGroup) -> list:
    """Dice, pawns and token on the felt (bottom middle); returns (surface, pos) pairs."""
    d6, d8 = w.Die((440, 480, 96, 96), 6, 5), w.Die((544, 480, 96, 96), 8, 7)
    rolling = w.Die((648, 480, 96, 96), 6, 1, seed=4)
    rolling.roll(3, 1000)
    rolling.update(150)
    group.add(d6, d8, rolling)
    group.add(w.Label((440, 580, 320, 26), "d6, d8 and a die mid-roll", size=fonts.CAPTION,
                      colour=palette.TEXT_MUTED))
    things = [(pawns.score_token_40(72), (760, 492))]
    for i, key in enumerate(palette.PLAYER_COLOURS):
        px = 440 + i * 68
        things.append((pawns.pawn(key, 64), (px, 620)))
        caption = fonts.text(palette.player_name(key), fonts.CAPTION, palette.TEXT_LIGHT)
        things.append((caption, caption.get_rect(midtop=(px + 32, 688)).topleft))
        things.append((pawns.pawn_icon(key, 24), (px + 20, 716)))
    return things


def render() -> pygame.Surface:
    """Build the demo and draw one frame (hover, tooltip and modal included)."""
    screen = pygame.display.get_surface()
    group, things = build(log=lambda value: None)
    load = next(b for b in group if isinstance(b, w.Button) and not b.enabled)
    hover = next(b for b in group if isinstance(b, w.Button) and b.label == "Continue")
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hover.rect.center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    tips = w.TooltipLayer(delay_ms=0)
    tips.update((load.rect.right - 30, load.rect.centery), group)
    modal = w.Modal("Leave the game?", "Your game is saved automatically. Go back to the main menu?",
                    [("Leave", None, "danger"), ("Stay", None, "secondary")], width=370,
                    bounds=pygame.Rect(880, 472, 368, 296))
    screen.blit(w.table_background(screen.get_size()), (0, 0))
    group.draw(screen)
    for surface, pos in things:
        screen.blit(surface, pos)
    modal.draw(screen)
    tips.draw(screen)
    return screen


def write_sheet(render_fn, argv: list[str], usage: str) -> int:
    """Shared entry point of the contact-sheet demos: open a headless 1280x800 display,
    draw ``render_fn()``, save it to ``argv[0]`` and, if given, a 0.8-scale copy to
    ``argv[1]``. Prints ``usage`` and returns 2 without arguments; else returns 0."""
    if not argv:
        print(usage)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((1280, 800))
    frame = render_fn()
    pygame.image.save(frame, argv[0])
    if len(argv) > 1:
        pygame.image.save(pygame.transform.smoothscale(frame, (1024, 640)), argv[1])
    pygame.quit()
    return 0


def main(argv: list[str]) -> int:
    """Entry point: ``argv`` = [out.png, optional small.png]; returns the exit status."""
    return write_sheet(render, argv, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
