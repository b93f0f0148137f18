"""The double-clickable build's parts that can be checked without building (the build
itself is checked by ``tests/build_check.py``, which CI runs after ``./build.sh``): the
app finds its files from the bundle's folder when frozen, never beside its code or in
the working folder; the hidden quit flag; the pinned build requirements; the icon files;
the Linux launcher in a checkout and in the built folder; the build's output out of git."""
from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from games.engine import bundle, registry
from installer import icons, manifest
from tests import build_check

ROOT = Path(__file__).resolve().parents[1]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


# ---------------------------------------------------------------- where the files are
def test_the_app_root_is_the_checkout_from_source():
    assert bundle.ROOT == ROOT
    assert bundle.app_root(SimpleNamespace()) == ROOT
    assert not bundle.is_frozen()


def test_a_frozen_app_reads_from_the_bundle_folder(tmp_path):
    frozen = SimpleNamespace(frozen=True, _MEIPASS=str(tmp_path / "_internal"),
                             executable=str(tmp_path / "Tabletop Five"))
    assert bundle.app_root(frozen) == (tmp_path / "_internal").resolve()
    assert bundle.is_frozen(frozen)
    without = SimpleNamespace(frozen=True, executable=str(tmp_path / "app" / "Tabletop Five"))
    assert bundle.app_root(without) == (tmp_path / "app").resolve()


def test_every_reader_of_shipped_files_uses_the_bundle_root():
    from games.engine import i18n, paths
    from sprites import fonts
    assert paths.ROOT == paths.DATA_DIR.parent == bundle.ROOT
    assert i18n.LOCALE_DIR == bundle.ROOT / "data" / "locale"
    assert fonts.FONT_DIR == bundle.ROOT / "sprites" / "assets" / "fonts"


# The code is copied to one folder and the shipped files (manifest.shipped_files) to
# another, which the run is told is the frozen bundle's (sys._MEIPASS), and it runs from a
# third, empty one: a reader that finds a file from its module's own place or from the
# working folder, or a file the build would leave out, makes the run fail.
RUN_FROZEN = """
import os, runpy, sys
sys.frozen = True
sys._MEIPASS = os.environ["FAKE_MEIPASS"]
sys.path.insert(0, os.environ["CODE"])
sys.argv = [os.path.join(os.environ["CODE"], "main.py")] + sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


@pytest.fixture(scope="module")
def split_bundle(tmp_path_factory):
    """(code folder, bundle folder, empty working folder)."""
    base = tmp_path_factory.mktemp("frozen")
    code, shipped, cwd = base / "code", base / "_internal", base / "cwd"
    cwd.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "assets")
    for package in ("games", "sprites", "saves"):
        shutil.copytree(ROOT / package, code / package, ignore=ignore)
    shutil.copy2(ROOT / "main.py", code / "main.py")
    for path in manifest.shipped_files():
        (shipped / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, shipped / path)
    assert not (code / "data").exists() and not (code / "sprites" / "assets").exists()
    return code, shipped, cwd


def _run_frozen(split_bundle, tmp_path, args, language="en"):
    code, shipped, cwd = split_bundle
    env = {**os.environ, "FAKE_MEIPASS": str(shipped), "CODE": str(code), "LANGUAGE": language,
           "TABLETOP_HOME": str(tmp_path / "home")}
    return subprocess.run([sys.executable, "-c", RUN_FROZEN, *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game_id", [g.game_id for g in registry.available_games()])
def test_each_game_starts_from_the_shipped_files_alone(split_bundle, tmp_path, game_id):
    shot = tmp_path / "shot.png"
    result = _run_frozen(split_bundle, tmp_path, ["--new", game_id, "--players", "2",
                                                  "--seed", "3", "--screenshot", str(shot)])
    assert result.returncode == 0, result.stderr
    assert "Damaged game data" not in result.stderr and result.stderr == ""
    assert build_check.board_problem(shot) is None
    assert list(split_bundle[2].iterdir()) == []           # nothing in the working folder


def test_the_catalogs_come_from_the_shipped_files(split_bundle, tmp_path):
    polish, english = tmp_path / "pl.png", tmp_path / "en.png"
    assert _run_frozen(split_bundle, tmp_path, ["--screenshot", str(polish)], "pl").returncode == 0
    assert _run_frozen(split_bundle, tmp_path, ["--screenshot", str(english)]).returncode == 0
    source = tmp_path / "source-pl.png"
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", str(source)],
                   env={**os.environ, "LANGUAGE": "pl"}, check=True, capture_output=True,
                   timeout=120)
    assert build_check.pixel_difference(polish, source) == 0
    assert build_check.pixel_difference(polish, english) > 1000


def test_the_manifest_ships_what_the_app_reads_and_names_every_game_module():
    shipped = {str(p).replace(os.sep, "/") for p in manifest.shipped_files()}
    for needed in ("data/locale/pl/LC_MESSAGES/tabletop.mo", "sprites/assets/icon.png",
                   "sprites/assets/fonts/DejaVuSans.ttf", "sprites/assets/fonts/LICENSE.txt",
                   "data/engine/about.yaml", "data/bazyliszek/rules.pl.yaml"):
        assert needed in shipped
    assert not [p for p in shipped if p.endswith((".po", ".pot"))]
    tracked = {p.relative_to(ROOT).as_posix() for folder in manifest.SHIPPED
               for p in (ROOT / folder).rglob("*") if p.is_file()
               and p.suffix not in manifest.LEFT_OUT and "__pycache__" not in p.parts}
    assert shipped == tracked
    modules = set(manifest.game_modules())
    for game in registry.available_games():
        assert {f"games.{game.game_id}.rules", f"games.{game.game_id}.ui.scene"} <= modules
    assert "games.engine.bundle" in modules and "games" in modules
    assert not [m for m in modules if m.endswith("__init__")]


# ---------------------------------------------------------------- the hidden quit flag
def _main(args, tmp_path):
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


def test_quit_after_first_frame_closes_the_menu_by_a_posted_event(tmp_path):
    result = _main(["--quit-after-first-frame"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert build_check.MENU_LINE in result.stdout


def test_quit_after_first_frame_with_a_new_game_leaves_its_autosave(tmp_path):
    from saves import store
    result = _main(["--new", "basilica", "--seed", "5", "--quit-after-first-frame"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "after 1 frame(s) on BoardScene" in result.stdout
    record = store.read_record(store.autosave_path(tmp_path / "home" / "data" / "saves",
                                                   "basilica"))
    assert record["game"] == "basilica" and record["seed"] == 5


def test_the_quit_flag_is_left_out_of_the_help():
    import main
    parsed = main.parse_args(["--quit-after-first-frame"])
    assert parsed.quit_after_first_frame and not main.parse_args([]).quit_after_first_frame
    help_text = subprocess.run([sys.executable, str(ROOT / "main.py"), "--help"],
                               capture_output=True, text=True, check=True).stdout
    assert "--screenshot" in help_text and "quit-after" not in help_text


# ---------------------------------------------------------------- the check itself
def test_the_build_check_tells_a_board_from_a_blank_or_wrong_frame(tmp_path):
    flat, small = tmp_path / "flat.png", tmp_path / "small.png"
    surface = pygame.Surface(build_check.BOARD_SIZE)
    surface.fill((40, 90, 60))
    surface.fill((200, 200, 200), (10, 10, 300, 40))
    pygame.image.save(surface, str(flat))
    pygame.image.save(pygame.Surface((640, 400)), str(small))
    assert "colours" in build_check.board_problem(flat)
    assert "640x400" in build_check.board_problem(small)
    assert "cannot be read" in build_check.board_problem(tmp_path / "missing.png")
    board = tmp_path / "board.png"
    assert _main(["--new", "bazyliszek", "--seed", "2", "--screenshot", str(board)],
                 tmp_path).returncode == 0
    assert build_check.board_problem(board) is None
    assert build_check.pixel_difference(board, board) == 0
    assert build_check.pixel_difference(board, flat) > 100_000


def test_the_build_check_reports_a_missing_build(tmp_path, capsys):
    assert build_check.main([str(tmp_path / "nothing")]) == 2
    assert "run ./build.sh first" in capsys.readouterr().err


# ---------------------------------------------------------------- pinned requirements
def _pins() -> dict[str, tuple[str, str]]:
    """requirements-build.txt as {lower-case name: (version, marker)}."""
    pins = {}
    for line in (ROOT / "requirements-build.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        found = re.fullmatch(r"([A-Za-z0-9_.-]+)==([\w.]+)\s*(?:;\s*(.+))?", line)
        assert found, f"not pinned with ==: {line}"
        pins[found.group(1).lower()] = (found.group(2), found.group(3) or "")
    return pins


def test_every_build_requirement_is_pinned_and_the_games_within_its_ranges():
    from packaging.requirements import Requirement
    pins = _pins()
    assert {"pyinstaller", "pyinstaller-hooks-contrib"} <= set(pins)
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            wanted = Requirement(line)
            version, marker = pins[wanted.name.lower()]
            assert not marker and wanted.specifier.contains(version), (line, version)


# ---------------------------------------------------------------- icons
def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    return struct.unpack(">II", data[16:24])


def test_the_ico_holds_each_size_as_a_png():
    image = pygame.image.load(str(icons.SOURCE))
    data = icons.ico_bytes(image)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(icons.ICO_SIZES):
        w, h, _c, _r, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        assert (w or 256, h or 256, planes, bits) == (size, size, 1, 32)
        assert _png_size(data[offset:offset + length]) == (size, size)
    assert offset + length == len(data)
    with pytest.raises(ValueError):
        icons.ico_bytes(image, (16, 300))


def test_the_icns_holds_each_type_as_a_png():
    data = icons.icns_bytes(pygame.image.load(str(icons.SOURCE)))
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, found = 8, []
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found.append((kind, _png_size(data[at + 8:at + length])[0]))
        at += length
    assert at == len(data) and found == list(icons.ICNS_TYPES)


def test_write_icons_writes_both_files(tmp_path):
    ico, icns = icons.write_icons(tmp_path / "icons")
    assert ico.read_bytes()[:4] == b"\0\0\1\0" and icns.read_bytes()[:4] == b"icns"


# ---------------------------------------------------------------- the Linux launcher
def _install(folder: Path, tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "HOME": str(tmp_path / "home"),
           "XDG_DATA_HOME": str(tmp_path / "share"), "PATH": "/usr/bin:/bin"}
    subprocess.run(["bash", str(folder / "install-launcher.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    entry = (tmp_path / "share" / "applications" / "tabletop-five.desktop").read_text()
    return dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)


@pytest.mark.skipif(shutil.which("bash") is None or os.name == "nt", reason="a bash script (Linux)")
def test_the_launcher_starts_play_sh_in_a_checkout(tmp_path):
    checkout = tmp_path / "my games"
    checkout.mkdir()
    shutil.copy2(ROOT / "install-launcher.sh", checkout)
    entry = _install(checkout, tmp_path)
    assert entry["Exec"] == f'"{checkout}/play.sh"'
    assert entry["Icon"] == f"{checkout}/sprites/assets/icon.png"


@pytest.mark.skipif(shutil.which("bash") is None or os.name == "nt", reason="a bash script (Linux)")
def test_the_launcher_starts_the_built_executable_in_the_built_folder(tmp_path):
    built = tmp_path / "Tabletop Five"
    (built / "_internal").mkdir(parents=True)
    (built / "Tabletop Five").write_text("#!/bin/sh\n")
    (built / "Tabletop Five").chmod(0o755)
    shutil.copy2(ROOT / "install-launcher.sh", built)
    entry = _install(built, tmp_path)
    assert entry["Exec"] == f'"{built}/Tabletop Five"' and entry["Path"] == str(built)
    assert entry["Icon"] == f"{built}/_internal/sprites/assets/icon.png"
    assert entry["Name"] == "Tabletop Five"


# ---------------------------------------------------------------- out of git
@pytest.mark.skipif(not (ROOT / ".git").exists() or shutil.which("git") is None,
                    reason="not a git checkout")
def test_the_build_output_is_kept_out_of_git():
    names = ["dist/Tabletop Five/Tabletop Five", "build/tabletop-five/PKG-00.toc"]
    result = subprocess.run(["git", "check-ignore", *names], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.stdout.split("\n")[:2] == names
