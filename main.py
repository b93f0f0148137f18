#!/usr/bin/env python3
"""Tabletop Five: start-up only. Parses flags, opens the window, runs the scene manager.

Run ``python main.py --help`` for the flags. One more flag is left out of the help, for
checking a build (``tests/build_check.py``): ``--quit-after-first-frame`` opens the window
as usual, draws the first frame, then posts ``pygame.QUIT`` and lets the app's own loop
close the window and exit (code 0), printing what it closed on.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command-line flags (see ``--help``)."""
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="Tabletop Five: five board games for one table and one mouse.")
    parser.add_argument("--new", metavar="GAME",
                        help="start straight into a new game of GAME (e.g. bazyliszek)")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players for --new (default: the game's minimum)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for --new (default: random)")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="write a PNG of the first frame and exit (works without a display)")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--quit-after-first-frame", action="store_true",
                        help=argparse.SUPPRESS)     # for build checks: see the module docstring
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the process exit code."""
    args = parse_args(argv)
    if args.screenshot and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from games.engine.app import App
    from games.engine.launch import startup
    from games.engine.scenes.menu import MainMenuScene
    from games.engine.scenes.setup import show_data_problem
    from games.engine.yamlload import DataError

    headless = bool(args.screenshot)
    app = App(headless=headless)
    app.autosave = not headless
    startup(app)                    # leftovers of writes a killed process interrupted
    if args.windowed:
        app.settings.fullscreen = False
    app.push(MainMenuScene(app))
    if args.new:
        try:
            _new_game(app, args)
        except (KeyError, LookupError, ValueError) as exc:
            print(f"main.py: {exc.args[0] if exc.args else exc}", file=sys.stderr)
            return 2
        except DataError as exc:        # shown over the menu, as for a game started there
            print(f"main.py: {exc}", file=sys.stderr)
            show_data_problem(app, exc, None)
    if args.screenshot:
        app.step([])
        path = app.screenshot(args.screenshot)
        print(f"wrote {path}")
        return 0
    if args.quit_after_first_frame:
        _quit_after_first_frame(app)
        return 0
    app.run()
    return 0


def _quit_after_first_frame(app) -> None:
    """Draw the first frame, post ``pygame.QUIT`` and run the app's loop, which reads it
    like a click on the window's close button and closes the window; then print the
    frames drawn and the scene on top (a build check reads it)."""
    import pygame
    app.step([])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    top = type(app.top).__name__
    app.run()
    print(f"closed by a posted QUIT event after {app.frames_drawn} frame(s) on {top}")


def _new_game(app, args: argparse.Namespace) -> None:
    """Start the game ``--new`` names with default players and options. Raises
    ``KeyError``/``LookupError`` for an unknown or unavailable game, ``ValueError`` for a
    player count it does not allow and ``DataError`` for a damaged data file."""
    from games.engine import registry
    from games.engine.launch import start_new_game
    from games.engine.scenes.setup import default_name
    from sprites.palette import PLAYER_COLOURS
    info = registry.get(args.new)
    rules = info.rules()
    n = args.players or info.min_players
    colours = list(PLAYER_COLOURS)
    defaults = {o.key: o.default for o in rules.player_options()}
    players = [{"name": default_name(i), "colour": colours[i % len(colours)], **defaults}
               for i in range(n)]
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    options = {o.key: o.default for o in rules.setup_options()}
    start_new_game(app, info.game_id, players, options, seed)


if __name__ == "__main__":
    sys.exit(main())
