"""Screenshots of Baš-Čelik's advanced variant for looking at: ``python -m
tests.ui.bas_celik_adv_shots OUTDIR [en|pl] [SEED ...]``.

Plays advanced 2-player games by clicks (``bas_celik_driver.act_once``) and writes the
board the first time each state worth seeing shows: a bribe asked (``bribe``), the
character's half of a round with the creature's attack (``fight``), an Inner creature
struck once (``again``), a failed Hiding (``hid``), a round's result box (``round``), a
Struggle or a Stealing between characters (``meeting``), the finale (``bas``) and its
result with the critical blow (``critical``), a weapon shop (``shop``), a Key card's
power (``key``), the character cards late in the game (``cards``); then the setup screen
(``setup``) and the rules screen's advanced part (``rules``). Each PNG at 1280x800 and
scaled to 1024x640 (``small_<name>``). Runs headless; saves go to a temporary
TABLETOP_HOME.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile


def main(out: str, language: str = "en", seeds=(3, 1, 9)) -> None:
    """Play the games of ``seeds`` and write the screenshots into ``out``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp()
    import pygame
    from games.engine import i18n
    from games.engine.launch import start_new_game
    from games.engine.scenes.menu import MainMenuScene
    from tests.ui.bas_celik_driver import act_once, board_of
    from tests.ui.driver import Driver

    os.makedirs(out, exist_ok=True)
    i18n.set_language(language)
    d = Driver()
    i18n.set_language(language)              # the app set its own at start
    d.app.push(MainMenuScene(d.app))
    d.pump()
    taken: set[str] = set()

    def shot(name: str) -> None:
        path = os.path.join(out, name + ".png")
        d.pump()
        d.screenshot(path)
        small = pygame.transform.smoothscale(pygame.image.load(path), (1024, 640))
        pygame.image.save(small, os.path.join(out, "small_" + name + ".png"))
        taken.add(name)

    for seed in seeds:
        start_new_game(d.app, "bas_celik", [{"name": "Ana", "colour": "blue"},
                                            {"name": "Bartłomiej", "colour": "yellow"}],
                       {"variant": "advanced"}, seed)
        d.app.autosave = False
        d.pump()
        board = board_of(d)
        rng = random.Random(seed)
        for _ in range(4000):
            if type(d.scene).__name__ == "FinalScene":
                break
            if type(d.scene).__name__ == "BoardScene":
                for name in wanted(board, taken):
                    shot(name)
            act_once(d, board, rng)
        while d.app.top is not board and len(d.app.stack) > 1:
            d.app.pop()
        d.app.pop()
        d.pump()
    setup_and_rules(d, shot)
    print("written:", ", ".join(sorted(taken)))


def wanted(board, taken: set) -> list[str]:
    """The names of the states the board shows now that are not taken yet."""
    v = board.view()
    out = []
    model = board.conflict_live()
    banner = board.banner.get("conflict") if board.banner else None
    if model and board.may_decide():
        if model["stage"] == "bribe":
            out.append("bribe")
        elif model["exchanges"] and (v["heroes"][v["turn"]].get("fight") or {}).get("again"):
            out.append("again")
        elif model["exchanges"] and (v["heroes"][v["turn"]].get("fight") or {}).get("hid"):
            out.append("hid")
        elif model["exchanges"]:
            out.append("fight")
    if banner:
        kinds = {"creature": "round", "meeting": "meeting", "bas": "bas_result"}
        out.append(kinds[banner["kind"]])
        if any(x["dice"] for x in banner["exchanges"]):
            out.append("critical")
    if v["phase"] == "bas" and board.may_decide():
        out.append("bas")
    types = {a["type"] for a in board.legal()} if board.may_decide() else set()
    if "key_power" in types:
        out.append("key")
    if any(a["type"] == "buy" and a["card"].split("#")[0] in (
            "koplje", "stit", "luk", "brojanica", "knjiga", "dimiskija", "topuz")
           for a in board.legal()) and board.may_decide():
        out.append("shop")
    if v["cycle"] >= 8 and any(h and h.get("trophies") for h in v["heroes"]):
        out.append("cards")
    return [n for n in out if n not in taken]


def setup_and_rules(d, shot) -> None:
    """The setup screen with Advanced chosen, and the rules screen at its advanced part."""
    from games.engine import registry
    from games.engine.scenes.rules import RulesScene
    from games.engine.scenes.setup import SetupScene
    setup = SetupScene(d.app, registry.get("bas_celik"), options={"variant": "advanced"})
    d.app.push(setup)
    shot("setup")
    d.app.pop()
    rules = RulesScene(d.app, "bas_celik")
    d.app.push(rules)
    shot("rules")
    heads = [i for i, (kind, text) in enumerate(rules.blocks) if kind in ("h1", "h2")]
    advanced = [i for i in heads if any(w in rules.blocks[i][1] for w in ("Advanced", "zaawansowany"))]
    for n, i in enumerate(advanced):
        rules.text.offset = 0
        rules.text.show_block(i)
        rules.text.offset = min(rules.text.max_offset, rules.text.offset + 10)
        shot(f"rules_advanced{n}")
    rules.text.offset = rules.text.max_offset             # the designed part's end
    shot("rules_designed")
    d.app.pop()


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[0], args[1] if len(args) > 1 else "en",
         tuple(int(x) for x in args[2:]) or (3, 1, 9))
