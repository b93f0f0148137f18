"""Screenshots of what Labirynt's playtest 10 changed, for looking at:
``python -m tests.ui.labirynt_playtest_shots OUTDIR [en|pl]`` writes, at 1280x800 and
(``small/``) 1024x640: the setup screen with the Re-rolls option, the starting pair chosen
with the three cards in sight (two and four teams), the re-roll dialog and a seat's own
choices under "each die once" after a re-roll, a fight with Gnolls told whole on the
panel, the hover over a teammate in a lit chamber, a refused drag's sentence on the top
line, the game log with the Encounter and Teleport lines, and the rules screen's part on
the re-rolls. Runs headless in a temporary home; nothing is saved."""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tt5-lab-shots-"))


def hover(d, pos) -> None:
    """Rest the pointer at ``pos`` until its tooltip shows."""
    import pygame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    d.pump()
    time.sleep(0.5)                      # the tooltip's delay runs in real time
    d.pump(2)


def main(argv: list[str]) -> int:
    import pygame

    from games.engine import i18n, registry
    from games.engine.launch import open_board
    from games.engine.scenes.menu import MainMenuScene
    from games.engine.scenes.rules import RulesScene
    from games.engine.scenes.setup import SetupScene
    from games.labirynt import rules as R
    from tests.ui.driver import Driver
    from tests.ui.labirynt_driver import act_once, board_of, chamber_spot, quiet_app, record
    from tests.ui.pseudo import shot_writer
    from tests.ui.test_labirynt_drag import category, drag
    from tests.ui.test_labirynt_fight_outcome import play_to_the_end_of_the_fight
    from tests.ui.test_labirynt_playtest10 import once_offer
    from tests.ui.test_labirynt_selection import teammate_in_lit_chamber
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0])
    language = argv[1] if len(argv) > 1 else "en"
    d = Driver()
    i18n.set_language(language)
    d.app.push(MainMenuScene(d.app))
    d.pump()
    quiet_app(d)
    shot, count = shot_writer(d, out)

    def lift():
        if type(d.scene).__name__ == "PassScene":
            d.key(pygame.K_RETURN)

    d.app.push(SetupScene(d.app, registry.get("labirynt")))
    d.pump()
    shot("setup")
    d.app.pop()
    for seats, seed in ((2, 54), (4, 33)):
        rec = record(seats, seed, limit=600)
        i = next(k for k, st in enumerate(rec.states) if st.phase == "starters")
        rec.open_at(d, i)
        lift()
        shot(f"starters {seats} teams")
    rec, i, st = once_offer(21)
    session = rec.session_at(i)
    session.state = st
    open_board(d.app, session)
    d.pump()
    board = board_of(d)
    lift()
    if board.offer_dialog():
        shot("each die once dialog")
        head = board.view()["roll"]["queue"][0]
        d.click(next(b for b, s in board.offer_buttons if s == head).rect.center)
        lift()
    shot("each die once own choices")
    board = play_to_the_end_of_the_fight(d, (1, 5), {"rerolls": "once"})
    shot("gnolls fight lost")
    board = play_to_the_end_of_the_fight(d, (6, 1), {"rerolls": "once"})
    shot("gnolls fight won")
    rec = record(2, 54, limit=600)
    for i in rec.where(teammate_in_lit_chamber)[:1]:
        board = rec.open_at(d, i)
        lift()
        a = next(a for a in board.decisions() if a["type"] == "move" and any(
            c["place"] == list(a["to"]) and c["id"] != a["character"]
            and c["seat"] == board.view()["current_seat"] for c in board.view()["chars"]))
        card = next(r for r, c in board.team_hits if c == a["character"])
        d.click((card.x + 60, card.y + 10))
        mate = next(c["id"] for c in board.view()["chars"] if c["place"] == list(a["to"])
                    and c["id"] != a["character"])
        hover(d, next(r for r, c in board.figure_hits if c == mate).center)
        shot("teammate in a lit chamber")
    spots = rec.where(lambda st, i: st.phase == "penetrate" and any(
        category(t) in ("weapon", "armour") for t in st.chars[st.mover]["backpack"]))
    for i in spots[:1]:
        board = rec.open_at(d, i)
        lift()
        board.draw(pygame.Surface((1280, 800)))
        mover = board.state.mover
        rect = next(r for r, c, tok in board.item_hits if c == mover and
                    category(tok) in ("weapon", "armour"))
        slot = next(r for r, c, w in board.slot_hits if c == mover and w == "worn")
        drag(d, rect.center, (slot.right - 6, slot.centery))
        shot("refused drag status")
    board = rec.open_at(d, 0)
    rng = random.Random(3)
    for _ in range(400):
        if R.is_over(board.state) or any("Teleport" in line and "1" in line and ":" in line
                                         for line in board.session.log[-3:]) and _ > 150:
            break
        act_once(d, board, rng, rec.actions)
    lift()
    shot("the log")
    d.app.push(RulesScene(d.app, "labirynt"))
    d.pump()
    scene = d.scene
    index = next(k for k, (_kind, text) in enumerate(scene.blocks)
                 if text.startswith(("Re-rolls, a setting", "Przerzuty, ustawienie")))
    scene.text.show_block(index)
    d.app.request_redraw()
    shot("rules re-rolls")
    d.app.close()
    print(f"wrote {count[0]} screenshots to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
