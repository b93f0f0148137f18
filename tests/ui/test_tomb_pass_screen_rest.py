"""Behind a pass screen nothing private is drawn, whatever the mouse rests on and whatever
key is held: the resting-mouse tooltip fix asks for frames when a tooltip's delay runs
out, and Baldrick's Tomb previews scrolls on hover, so both are tried at a handover. The
mouse rests on a grid of points over the whole window while Return is held down (KEYDOWN
repeats, no KEYUP) and time passes. The board (its hand, previews, tooltips, log) must not
be drawn at all while the pass screen is up, no scroll or skill name may be drawn, and the
pass screen stays up until a fresh press."""
import random

import pygame

from games.baldricks_tomb.tomb import content
from games.engine.launch import start_new_game
from sprites import fonts
from tests.ui.tomb_driver import act_once

IDLE_MS = 250


def test_a_resting_mouse_and_a_held_key_show_nothing_private_behind_a_pass_screen(monkeypatch):
    from tests.ui.driver import Driver
    d = Driver()
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: int(d.app.clock_ms))
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ola", "colour": "blue"},
                                             {"name": "Bart", "colour": "yellow"}],
                   {"custom_characters": True}, 11)
    d.pump(2)
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng, handovers = random.Random(11), 0
    secret = {c.name for c in content().scrolls.values()} | {s.name for s in content().skills.values()}
    drawn: list[str] = []
    board_frames: list[str] = []
    real_draw = type(board).draw
    monkeypatch.setattr(type(board), "draw", lambda self, surface: (
        board_frames.append(type(d.app.top).__name__), real_draw(self, surface))[1])
    for name in ("text", "fit"):
        real = getattr(fonts, name)
        monkeypatch.setattr(fonts, name, lambda s, *a, _real=real, **k: (drawn.append(s), _real(s, *a, **k))[1])
    seen_own: set[str] = set()
    for _ in range(400):
        if type(d.scene).__name__ == "PassScene":
            handovers += 1
            drawn.clear()
            board_frames.clear()
            down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                      scancode=40)
            d.app.step([down], dt=16, force=False)          # pressed ...
            for x in range(40, 1280, 160):
                for y in range(40, 800, 120):
                    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                                buttons=(0, 0, 0))
                    d.app.step([motion, down], dt=16, force=False)   # ... and held: repeats
                    for _ in range(3):
                        d.app.step([down], dt=IDLE_MS, force=False)
                    assert type(d.scene).__name__ == "PassScene", "a held key lifted the pass screen"
            assert drawn, "the recorder saw the pass screen's own text"
            assert board_frames == [], "the board was drawn behind the pass screen"
            leaked = sorted({s for s in drawn if any(n in s for n in secret)})
            assert leaked == [], leaked
            d.app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)], dt=16)
            if handovers >= 3:
                break
            d.wait_for_input()
            d.key(pygame.K_RETURN)                           # a fresh press lifts it
            d.pump(2)
            board_frames.clear()
            d.app.step([], dt=16)                            # the seat's own board: drawn
            seen_own.update(board_frames)
            continue
        act_once(d, board, rng)
    assert handovers >= 3
    assert seen_own == {"BoardScene"}, "the spy sees the board when it is drawn"
