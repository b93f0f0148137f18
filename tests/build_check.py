"""Check a double-clickable build (``./build.sh``) the way a player meets it, headless.

    .venv/bin/python -m tests.build_check [BUNDLE] [--no-compare]

``BUNDLE`` is the built folder (default ``dist/Tabletop Five``). Run with the checkout's
``.venv`` Python after the build (CI does: ``.ci/run``). It checks, with SDL's dummy
video and audio drivers, from an empty working folder and with the user folders
(``HOME``, ``XDG_*``) moved to a temporary folder, so no real player's files are touched:

1. the bundle holds every file the app reads at run time (``installer/manifest.py``:
   ``data/``, the fonts and the art), byte for byte, and none of the files left out;
2. for every playable game, ``--new GAME --players N --seed S --screenshot PNG`` exits 0
   and writes a real board: 1280x800, many colours, no colour covering almost all of it,
   and (unless ``--no-compare``) the same pixels as ``python main.py`` from the checkout
   draws with the same flags; the main menu likewise in Polish (the catalogs are in);
   none of these runs writes a save;
3. started without flags and given ``--quit-after-first-frame`` (a flag left out of the
   help: it posts ``pygame.QUIT`` after the first frame), the app draws the main menu,
   closes by that event and exits 0, having made its saves and settings folders where
   platformdirs puts them; a game started that way leaves its autosave there;
4. nothing was written inside the bundle, nor in the working folder.

Prints one line per check and the time each took; exit status 0 when all passed, 1 when
any failed (each failure is printed, and repeated at the end), 2 when there is no build.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from installer import manifest  # noqa: E402

NAME = "Tabletop Five"
BOARD_SIZE = (1280, 800)       # games.engine.app.LOGICAL_SIZE: what --screenshot writes
MIN_COLOURS = 64               # a drawn board has hundreds; a blank or flat frame a few
MAX_ONE_COLOUR = 0.9           # share of the pixels the commonest colour may cover
TIMEOUT = 120                  # seconds for one run of the app
SEED = 7
MENU_LINE = "closed by a posted QUIT event after 1 frame(s) on MainMenuScene"


class Check:
    """Collects the outcome of each check; ``ok`` and ``fail`` print it at once."""

    def __init__(self):
        self.failures: list[str] = []
        self.started = time.monotonic()

    def ok(self, text: str, since: float) -> None:
        print(f"ok    {text} ({time.monotonic() - since:.1f} s)", flush=True)

    def fail(self, text: str) -> None:
        self.failures.append(text)
        print(f"FAIL  {text}", flush=True)


def executable(bundle: Path) -> Path:
    """The built executable in the folder ``bundle`` (``Tabletop Five.exe`` on Windows)."""
    return bundle / (f"{NAME}.exe" if os.name == "nt" else NAME)


def contents(bundle: Path) -> Path:
    """The folder of the bundle holding the shipped files (PyInstaller's ``_internal``,
    ``sys._MEIPASS`` at run time)."""
    return bundle / "_internal"


def listing(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder``: relative path -> (size, modification time in ns)."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() or p.is_symlink()}


def board_problem(png: Path) -> str | None:
    """Why the PNG at ``png`` is not a drawn board (None when it is one): wrong size, too
    few colours, or one colour covering nearly all of it."""
    import pygame
    try:
        image = pygame.image.load(str(png))
    except (pygame.error, FileNotFoundError) as exc:
        return f"cannot be read as a PNG ({exc})"
    if image.get_size() != BOARD_SIZE:
        return f"is {image.get_width()}x{image.get_height()}, not {BOARD_SIZE[0]}x{BOARD_SIZE[1]}"
    data = pygame.image.tobytes(image, "RGB")
    colours = Counter(data[i:i + 3] for i in range(0, len(data), 3))
    pixels = len(data) // 3
    share = colours.most_common(1)[0][1] / pixels
    if len(colours) < MIN_COLOURS:
        return f"has only {len(colours)} colours (a board has {MIN_COLOURS} or more)"
    if share > MAX_ONE_COLOUR:
        return f"is {share:.0%} one colour"
    return None


def pixel_difference(one: Path, other: Path) -> int:
    """How many pixels differ between two PNGs of the same size."""
    import pygame
    a = pygame.image.tobytes(pygame.image.load(str(one)), "RGB")
    b = pygame.image.tobytes(pygame.image.load(str(other)), "RGB")
    if len(a) != len(b):
        return max(len(a), len(b)) // 3
    return sum(a[i:i + 3] != b[i:i + 3] for i in range(0, len(a), 3))


def user_folders(env: dict[str, str]) -> tuple[Path, Path]:
    """The saves folder and the settings folder platformdirs gives the app under ``env``
    (asked in a fresh interpreter, so ``env``'s HOME and XDG_* apply)."""
    code = ("import json, platformdirs; print(json.dumps([platformdirs.user_data_dir("
            "'TabletopFive', appauthor=False), platformdirs.user_config_dir("
            "'TabletopFive', appauthor=False)]))")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout
    data, config = json.loads(out)
    return Path(data) / "saves", Path(config)


def games() -> list[tuple[str, int]]:
    """Every playable game with the number of players to start it with (3, or the
    nearest the game allows)."""
    from games.engine import registry
    return [(g.game_id, min(g.max_players, max(g.min_players, 3)))
            for g in registry.available_games()]


class Runner:
    """Runs the built app (and the checkout's main.py, to compare) from an empty folder
    with the user folders moved under a temporary folder."""

    def __init__(self, exe: Path, scratch: Path):
        self.exe = exe
        self.cwd = scratch / "cwd"
        self.shots = scratch / "shots"
        for folder in (self.cwd, self.shots):
            folder.mkdir()
        home = scratch / "home"
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("TABLETOP_HOME", "DISPLAY", "WAYLAND_DISPLAY")}
        self.env.update(HOME=str(home), XDG_DATA_HOME=str(home / "share"),
                        XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
                        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LANGUAGE="en",
                        PYGAME_HIDE_SUPPORT_PROMPT="1")

    def run(self, args: list[str], *, source: bool = False,
            language: str = "en") -> subprocess.CompletedProcess | str:
        """Run the built app (or, ``source``, main.py from the checkout) with ``args``;
        the finished process, or a sentence when it did not finish in time."""
        command = [sys.executable, str(ROOT / "main.py")] if source else [str(self.exe)]
        try:
            return subprocess.run(command + args, cwd=self.cwd, env={**self.env, "LANGUAGE": language},
                                  capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return f"did not finish in {TIMEOUT} s"
        except OSError as exc:
            return f"could not be started ({exc})"


def said(result: subprocess.CompletedProcess | str) -> str:
    """A failed run in a few words: its exit code and the end of what it printed."""
    if isinstance(result, str):
        return result
    tail = (result.stderr or result.stdout or "").strip().splitlines()[-3:]
    return f"exit code {result.returncode}" + (f": {' | '.join(tail)}" if tail else "")


def check_contents(check: Check, bundle: Path) -> None:
    since = time.monotonic()
    inside = contents(bundle)
    shipped = manifest.shipped_files()
    missing = [str(p) for p in shipped if not (inside / p).is_file()]
    changed = [str(p) for p in shipped if (inside / p).is_file()
               and (inside / p).read_bytes() != (ROOT / p).read_bytes()]
    extra = [str(p.relative_to(inside)) for folder in manifest.SHIPPED
             for p in (inside / folder).rglob("*") if p.suffix in manifest.LEFT_OUT]
    if missing or changed or extra:
        for what, names in (("missing", missing), ("differs from the checkout", changed),
                            ("should not be shipped", extra)):
            if names:
                check.fail(f"bundle: {len(names)} file(s) {what}: {', '.join(names[:5])}")
    else:
        check.ok(f"bundle holds the {len(shipped)} files the app reads (data/, fonts, art)",
                 since)


def check_screenshot(check: Check, runner: Runner, label: str, args: list[str],
                     compare: bool, language: str = "en") -> None:
    since = time.monotonic()
    png = runner.shots / f"{label}.png"
    result = runner.run(args + ["--screenshot", str(png)], language=language)
    if isinstance(result, str) or result.returncode != 0:
        check.fail(f"{label}: the built app {said(result)}")
        return
    problem = board_problem(png)
    if problem:
        check.fail(f"{label}: the PNG {problem}")
        return
    seconds = time.monotonic() - since
    note = ""
    if compare:
        source_png = runner.shots / f"{label}-source.png"
        source = runner.run(args + ["--screenshot", str(source_png)], source=True,
                            language=language)
        if isinstance(source, str) or source.returncode != 0:
            check.fail(f"{label}: main.py from the checkout {said(source)}")
            return
        differ = pixel_difference(png, source_png)
        if differ:
            check.fail(f"{label}: {differ} pixels differ from main.py's frame with the same flags")
            return
        note = ", the same pixels as main.py's"
    print(f"ok    {label}: exit 0, a drawn {BOARD_SIZE[0]}x{BOARD_SIZE[1]} frame{note} "
          f"(built app {seconds:.1f} s)", flush=True)


def check_menu_and_quit(check: Check, runner: Runner) -> None:
    since = time.monotonic()
    saves, config = user_folders(runner.env)
    result = runner.run(["--quit-after-first-frame"])
    if isinstance(result, str) or result.returncode != 0:
        check.fail(f"main menu: the built app {said(result)}")
    elif MENU_LINE not in result.stdout:
        check.fail(f"main menu: expected '{MENU_LINE}', got '{result.stdout.strip()}'")
    elif not (saves.is_dir() and config.is_dir()):
        check.fail(f"main menu: the platformdirs folders {saves} and {config} were not made")
    else:
        check.ok("main menu drawn, closed by a posted pygame.QUIT, exit 0; saves and "
                 f"settings folders made by platformdirs ({saves.parent.parent.name}/..., "
                 f"{config.parent.name}/...)", since)


def check_autosave(check: Check, runner: Runner, game_id: str, players: int) -> None:
    since = time.monotonic()
    saves, _config = user_folders(runner.env)
    result = runner.run(["--new", game_id, "--players", str(players), "--seed", str(SEED),
                         "--quit-after-first-frame"])
    if isinstance(result, str) or result.returncode != 0:
        check.fail(f"{game_id} started and closed: the built app {said(result)}")
        return
    from saves import store
    path = store.autosave_path(saves, game_id)
    try:
        record = store.read_record(path)
    except (OSError, store.SaveError) as exc:
        check.fail(f"{game_id} started and closed: no readable autosave at {path} ({exc})")
        return
    if record.get("game") != game_id or record.get("seed") != SEED:
        check.fail(f"{game_id} started and closed: the autosave holds another game")
        return
    check.ok(f"{game_id} started and closed by a posted pygame.QUIT: its autosave is in "
             "the platformdirs saves folder", since)


def main(argv: list[str] | None = None) -> int:
    """Run every check on the build; the exit status (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m tests.build_check",
                                     description="Check the built Tabletop Five, headless.")
    parser.add_argument("bundle", nargs="?", default=str(ROOT / "dist" / NAME),
                        help="the built folder (default: dist/Tabletop Five)")
    parser.add_argument("--no-compare", action="store_true",
                        help="do not compare the frames with main.py's from the checkout")
    args = parser.parse_args(argv)
    bundle = Path(args.bundle).resolve()
    exe = executable(bundle)
    if not exe.is_file():
        print(f"build check: no built app at {exe} (run ./build.sh first)", file=sys.stderr)
        return 2
    check = Check()
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"build check of {bundle} ({size / 2**20:.0f} MB)", flush=True)
    before = listing(bundle)
    with tempfile.TemporaryDirectory(prefix="build-check-") as scratch:
        runner = Runner(exe, Path(scratch))
        check_contents(check, bundle)
        for game_id, players in games():
            check_screenshot(check, runner, f"{game_id} ({players} players, seed {SEED})",
                             ["--new", game_id, "--players", str(players), "--seed", str(SEED)],
                             not args.no_compare)
        check_screenshot(check, runner, "main menu in Polish", [], not args.no_compare,
                         language="pl")
        saves, _config = user_folders(runner.env)
        if saves.is_dir() and any(saves.iterdir()):
            check.fail(f"a --screenshot run wrote in the saves folder: {sorted(saves.iterdir())}")
        check_menu_and_quit(check, runner)
        game_id, players = games()[0]
        check_autosave(check, runner, game_id, players)
        since = time.monotonic()
        after = listing(bundle)
        written = sorted((set(after) ^ set(before)) | {k for k in after if after[k] != before.get(k)})
        left = sorted(p.name for p in runner.cwd.iterdir())
        if written:
            check.fail(f"files written or changed inside the bundle: {', '.join(written[:5])}")
        elif left:
            check.fail(f"files written in the working folder: {', '.join(left[:5])}")
        else:
            check.ok("nothing written inside the bundle or in the working folder", since)
        shutil.rmtree(runner.shots, ignore_errors=True)
    seconds = time.monotonic() - check.started
    if check.failures:
        print(f"\nbuild check FAILED ({len(check.failures)} problem(s), {seconds:.0f} s):",
              file=sys.stderr)
        for text in check.failures:
            print(f"  - {text}", file=sys.stderr)
        return 1
    print(f"build check passed ({seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
