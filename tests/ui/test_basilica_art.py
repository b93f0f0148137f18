"""Headless tests of Basilica's drawn art (sprites/basilica/art.py)."""
from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from games.engine.paths import data_path  # noqa: E402
from sprites import fonts, palette  # noqa: E402
from sprites.basilica import art  # noqa: E402
from tests.ui.art_checks import mean_colour, pixels  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BLUE = palette.player_rgb("blue")
# Machado et al. (2009) colour-vision-deficiency matrices at severity 1, on linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    art.clear_cache()
    yield pygame.display.set_mode((1280, 800))
    art.clear_cache()








def simulate(rgb, matrix) -> tuple[float, ...]:
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def encode(c):
        c = min(1.0, max(0.0, c))
        return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)

    lin = [linear(c) for c in rgb]
    return tuple(encode(sum(row[j] * lin[j] for j in range(3))) for row in matrix)


# ------------------------------------------------------------------------------ data agrees
def test_colours_and_orders_match_the_data_files():
    components = yaml.safe_load(data_path("basilica", "components.yaml").read_text(encoding="utf-8"))
    orders = yaml.safe_load(data_path("basilica", "orders.yaml").read_text(encoding="utf-8"))
    assert tuple(components["rulebook"]["colours"]) == art.COLOURS
    assert tuple(o["id"] for o in orders["orders"]) == art.ORDERS
    assert set(art.ELEMENT_RGB) == set(art.COLOURS) == set(art.COLOUR_GLYPHS)


def test_element_colours_stay_apart_under_colour_blindness():
    for name, matrix in {**CVD, "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1))}.items():
        for a, b in itertools.combinations(art.COLOURS, 2):
            pa, pb = simulate(art.ELEMENT_RGB[a], matrix), simulate(art.ELEMENT_RGB[b], matrix)
            distance = sum((x - y) ** 2 for x, y in zip(pa, pb)) ** 0.5
            assert distance > 60, f"{a} and {b} too close under {name}: {distance:.0f}"


# ------------------------------------------------------------------------------------ sizes
@pytest.mark.parametrize("make, size", [
    (lambda: art.element_tile(("red",), False, 20), (20, 20)),
    (lambda: art.element_tile(("blue", "green"), True, 96), (96, 96)),
    (lambda: art.colour_glyph("green", 24), (24, 24)),
    (lambda: art.order_token("tax", 88), (88, 88)),
    (lambda: art.token_back(32), (32, 32)),
    (lambda: art.builder_cube(BLUE, 12), (12, 12)),
    (lambda: art.builder_cube(BLUE, 40, promoted=True), (40, 40)),
    (lambda: art.scaffolding(56), (56, 56)),
    (lambda: art.stained_glass(24), (24, 24)),
    (lambda: art.king_pawn(48), (48, 48)),
    (lambda: art.coin(30), (30, 30)),
    (lambda: art.advancement_token(30), (30, 30)),
    (lambda: art.plus50_token(40), (40, 40)),
    (lambda: art.socket_board(60), (48, 300)),
    (lambda: art.socket_board(50, rows=3), (40, 150)),
    (lambda: art.track_band(1250, 46), (1250, 46)),
    (lambda: art.plan_cell(60), (60, 60)),
    (lambda: art.target_frame(44), (44, 44)),
    (lambda: art.target_frame(72, hovered=True), (72, 72)),
])
def test_every_function_returns_its_size_with_alpha(make, size):
    surface = make()
    assert surface.get_size() == size
    assert surface.get_flags() & pygame.SRCALPHA


def test_track_spaces_tile_the_band_left_to_right():
    rects = [art.track_space_rect(1250, 46, n) for n in range(50)]
    band = pygame.Rect(0, 0, 1250, 46)
    assert all(band.contains(r) for r in rects)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))
    assert max(r.w for r in rects) - min(r.w for r in rects) <= 1
    assert rects[0].w >= 20 and rects[0].h >= 30
    assert rects[-1].right > 1230


def test_crown_spaces_are_gold_and_others_are_not():
    band = art.track_band(1250, 46)
    for n, crowned in ((5, True), (10, True), (15, True), (6, False), (20, False)):
        r, _g, b = mean_colour(band, art.track_space_rect(1250, 46, n).inflate(-8, -8))
        assert r - b > 85 if crowned else r - b < 70, n


# ------------------------------------------------------------------------------ distinctness
def differing_pixels(a: pygame.Surface, b: pygame.Surface, tolerance: int = 60) -> int:
    pa, pb = pixels(a), pixels(b)
    return sum(1 for i in range(0, len(pa), 4)
               if max(abs(x - y) for x, y in zip(pa[i:i + 4], pb[i:i + 4])) > tolerance)


def test_every_order_has_its_own_icon():
    tokens = {order: art.order_token(order, 88) for order in art.ORDERS}
    tokens["back"] = art.token_back(88)
    for (a, ta), (b, tb) in itertools.combinations(tokens.items(), 2):
        assert differing_pixels(ta, tb) > 100, (a, b)


def test_colour_glyphs_differ_in_shape_not_only_colour():
    """The light glyphs of the four one-colour tiles differ in shape (intersection over
    union of their pixels well below 1)."""
    masks = [pygame.mask.from_threshold(art.element_tile((c,), False, 64), art.IVORY, (30, 30, 30, 255))
             for c in art.COLOURS]
    for a, b in itertools.combinations(masks, 2):
        assert a.count() > 60 and b.count() > 60
        both = a.overlap_area(b, (0, 0))
        assert both / (a.count() + b.count() - both) < 0.85


def test_joker_puts_its_first_colour_top_left():
    tile = art.element_tile(("blue", "red"), False, 64)
    r, _g, b = mean_colour(tile, (8, 30, 6, 6))         # left edge, upper half: blue
    assert b > r + 40
    r, _g, b = mean_colour(tile, (50, 30, 6, 6))        # right edge, upper half: red
    assert r > b + 40
    assert pixels(tile) != pixels(art.element_tile(("red", "blue"), False, 64))


def test_crown_and_promotion_add_gold():
    def gold_pixels(surface):
        return pygame.mask.from_threshold(surface, palette.GOLD, (30, 30, 40, 255)).count()

    for colour in ("blue", "red", "green"):
        plain, crowned = art.element_tile((colour,), False, 64), art.element_tile((colour,), True, 64)
        assert gold_pixels(crowned) > gold_pixels(plain) + 30, colour
    corner = (40, 4, 20, 20)                 # on yellow the crown sits on a dark badge
    plain, crowned = art.element_tile(("yellow",), False, 64), art.element_tile(("yellow",), True, 64)
    assert sum(mean_colour(plain, corner)) - sum(mean_colour(crowned, corner)) > 120
    assert gold_pixels(art.builder_cube(BLUE, 48, True)) > gold_pixels(art.builder_cube(BLUE, 48)) + 30


# ----------------------------------------------------------------------------------- caching
@pytest.mark.parametrize("make", [
    lambda: art.element_tile(("green",), True, 48),
    lambda: art.element_tile(["yellow", "blue"], False, 48),
    lambda: art.colour_glyph("red", 20),
    lambda: art.order_token("promote", 64),
    lambda: art.token_back(64),
    lambda: art.builder_cube(BLUE, 24, True),
    lambda: art.scaffolding(48),
    lambda: art.stained_glass(20),
    lambda: art.king_pawn(32),
    lambda: art.coin(20),
    lambda: art.advancement_token(20),
    lambda: art.plus50_token(24),
    lambda: art.socket_board(48),
    lambda: art.track_band(1000, 40),
    lambda: art.plan_cell(48),
])
def test_results_are_cached(make):
    assert make() is make()


def test_everything_draws_without_a_display_mode():
    """Before ``set_mode`` nothing may be ``convert_alpha()``-ed (that would raise)."""
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import pygame; pygame.init(); "
            "from sprites.basilica import art as a; "
            "a.element_tile(('red', 'green'), True, 40); a.order_token('hire', 40); a.token_back(40); "
            "a.builder_cube((1, 2, 3), 20, True); a.scaffolding(30); a.stained_glass(16); "
            "a.king_pawn(20); a.coin(16); a.advancement_token(16); a.plus50_token(24); "
            "a.socket_board(30); a.track_band(700, 30); a.plan_cell(30); print('ok')")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")


# ------------------------------------------------------------------------------------ errors
@pytest.mark.parametrize("call, words", [
    (lambda: art.element_tile(("purple",), False, 48), ["purple", "yellow", "green"]),
    (lambda: art.element_tile(("red", "red"), False, 48), ["red"]),
    (lambda: art.element_tile(("red", "blue", "green"), False, 48), ["two"]),
    (lambda: art.element_tile((), False, 48), ["one colour"]),
    (lambda: art.order_token("bribe", 64), ["bribe", "hire", "tax"]),
    (lambda: art.colour_glyph("white", 24), ["white", "blue"]),
])
def test_bad_kinds_raise_with_a_clear_message(call, words):
    with pytest.raises(ValueError) as error:
        call()
    for word in words:
        assert word in str(error.value)


@pytest.mark.parametrize("call", [
    lambda: art.element_tile(("red",), False, 19),
    lambda: art.order_token("hire", 31),
    lambda: art.token_back(20),
    lambda: art.colour_glyph("red", 6),
    lambda: art.builder_cube(BLUE, 11),
    lambda: art.builder_cube((0, 300, 0), 24),
    lambda: art.builder_cube((0, 0), 24),
    lambda: art.builder_cube("blue", 24),
    lambda: art.scaffolding(10),
    lambda: art.stained_glass(8),
    lambda: art.king_pawn(10),
    lambda: art.coin(6),
    lambda: art.advancement_token(6),
    lambda: art.plus50_token(12),
    lambda: art.socket_board(10),
    lambda: art.socket_board(48, rows=0),
    lambda: art.plan_cell(8),
    lambda: art.track_band(400, 46),
    lambda: art.track_band(1250, 10),
    lambda: art.track_band(1250, 46, crown_spaces=(5, 50)),
    lambda: art.track_space_rect(1250, 46, 50),
    lambda: art.track_space_rect(1250, 46, -1),
])
def test_bad_sizes_and_values_raise(call):
    with pytest.raises(ValueError):
        call()


def test_demo_renders_the_contact_sheet(tmp_path):
    from sprites.basilica import demo as basilica_demo
    sheet = basilica_demo.render()
    assert sheet.get_size() == (1280, 800)
    out = tmp_path / "sheet.png"
    pygame.image.save(sheet, str(out))
    assert out.stat().st_size > 10_000


def test_cube_mark_prints_the_owners_shape_and_rejects_unknown_shapes():
    rgb = palette.player_rgb("yellow")
    plain = art.builder_cube(rgb, 40)
    marked = art.builder_cube(rgb, 40, mark="square")
    other = art.builder_cube(rgb, 40, mark="star")
    raw = lambda s: pygame.image.tobytes(s, "RGBA")     # noqa: E731
    assert raw(plain) != raw(marked) != raw(other)
    assert art.builder_cube(rgb, 40, mark="square") is marked
    with pytest.raises(ValueError, match="mark"):
        art.builder_cube(rgb, 40, mark="heart")


# ------------------------------------------------------------------------------ Paid Orders
def ring_gold_share(surface, box) -> float:
    """The share of short lines across the box's frame (from 2 px outside it to a fifth
    of the way in, along the middle 60% of each side, where no corner Coin sits) that
    cross a gold pixel."""
    depth, cut = max(3, box.w // 5), box.w // 5

    def gold(x, y):
        return sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], palette.GOLD)) < 60

    lines = []
    for t in range(cut, box.w - cut):
        lines.append([(box.x + t, box.y + d) for d in range(-2, depth)])
        lines.append([(box.x + t, box.bottom - 1 - d) for d in range(-2, depth)])
        lines.append([(box.x + d, box.y + t) for d in range(-2, depth)])
        lines.append([(box.right - 1 - d, box.y + t) for d in range(-2, depth)])
    return sum(any(gold(x, y) for x, y in line) for line in lines) / len(lines)


@pytest.mark.parametrize("size", [40, 56, 80, 96])
def test_a_paid_order_token_carries_a_gold_coin_framed_box_in_its_corner(size):
    """"Platne Rozkazy": the Paid Order's smaller symbols sit in their own frame marked
    with a Coin. The corner box's frame is gold only on a token with a Paid Order."""
    box = art.paid_box_rect(size)
    for order in art.ORDERS:
        plain, paid = art.order_token(order, size), art.order_token(order, size, paid=True)
        assert differing_pixels(plain, paid) > size, order
        assert ring_gold_share(paid, box) > 0.8 > 0.5 > ring_gold_share(plain, box), order


def test_the_board_draws_the_paid_order_box_exactly_on_orders_with_a_paid_order():
    from games.basilica.ui import painting
    from games.basilica.content import load_content

    class Board:
        content = load_content()

    for order, o in Board.content.orders.items():
        drawn = painting.order_picture(Board, order, 80)
        assert (pixels(drawn) == pixels(art.order_token(order, 80, paid=True))) == bool(o.paid)
        assert (pixels(drawn) == pixels(art.order_token(order, 80))) == (not o.paid)


def _edge_colour(band, n, length=50):
    """The colour of space ``n``'s outline (the middle of its left edge)."""
    r = art.track_space_rect(band.get_width(), band.get_height(), n, length)
    return tuple(band.get_at((r.x, r.centery)))[:3]


@pytest.mark.parametrize("crowns", [(5, 10, 15), (3, 20, 45), (0, 25), (49,)])
def test_only_the_crown_spaces_stand_out_on_the_track(crowns):
    """Only the spaces holding a scoring are marked (gold edge, gold face); 20, 25, 30 ...
    are plain like their neighbours (basilica-notes.md: crown spaces 5, 10, 15)."""
    band = art.track_band(1250, 46, crown_spaces=crowns)
    for n in range(50):
        r, _g, b = mean_colour(band, art.track_space_rect(1250, 46, n).inflate(-8, -8))
        if n in crowns:
            assert _edge_colour(band, n) == tuple(palette.GOLD_DARK) and r - b > 85, n
        else:
            assert _edge_colour(band, n) == tuple(art.INK)[:3] and r - b < 70, n


# ------------------------------------------------------------------------------ Builder cubes
def _lum(rgb) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


# Every ground a Builder cube is drawn on: the four element colours (also under a Joker),
# the player cards (the active one gold), the track's spaces and its wooden band, the felt.
CUBE_GROUNDS = {**{f"{c} element": rgb for c, rgb in art.ELEMENT_RGB.items()},
                "active card": palette.GOLD_LIGHT, "card": palette.PARCHMENT,
                "track space": palette.PARCHMENT_DARK, "crown space": palette.GOLD,
                "track band": palette.WOOD_DARK, "felt": palette.FELT_DARK}


@pytest.mark.parametrize("size", [13, 16, 20, 22, 26, 32, 37])
@pytest.mark.parametrize("colour", list(palette.PLAYER_COLOURS))
def test_a_builder_cube_stands_out_on_every_ground(colour, size):
    """Its silhouette (the middle row's first and last pixels, from each side) always holds
    a pixel far in brightness from the ground: a dark line for light grounds, a light rim
    for dark ones, also on an element of the cube's own colour."""
    cube = art.builder_cube(palette.player_rgb(colour), size, False, palette.player_shape(colour))
    y = size // 2
    row = [cube.get_at((x, y)) for x in range(size)]
    solid = [x for x, c in enumerate(row) if c.a >= 200]
    for name, ground in CUBE_GROUNDS.items():
        sheet = pygame.Surface((size, size))
        sheet.fill(ground)
        sheet.blit(cube, (0, 0))
        left, right = solid[0], solid[-1]                   # each side's outline band,
        for edge in (range(max(0, left - 2), left + 3),      # its soft edge too
                     range(min(size - 1, right + 2), right - 3, -1)):
            far = max(abs(_lum(sheet.get_at((x, y))) - _lum(ground)) for x in edge)
            assert far >= 90, (name, list(edge), far)


def test_the_cube_outline_is_dark_inside_a_light_rim():
    for size in (13, 22, 37):
        cube = art.builder_cube(palette.player_rgb("yellow"), size)
        y = size // 2
        solid = [x for x in range(size) if cube.get_at((x, y)).a >= 200]
        lums = [_lum(cube.get_at((x, y))) for x in solid[:3]]
        assert lums[0] > 130 and min(lums[1:]) < 85, (size, lums)
