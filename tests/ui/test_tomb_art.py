"""Headless tests of Baldrick's Tomb's drawn art (sprites/baldricks_tomb/art.py)."""
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

from games.baldricks_tomb import content  # noqa: E402
from sprites import fonts  # noqa: E402
from sprites.baldricks_tomb import art  # noqa: E402
from tests.ui.art_checks import all_different, mean_colour, pixels  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
GAUGE = [(1, 4, ["monster_attack"]), (5, 5, ["monster_attack", "player_attack"]),
         (6, 7, ["player_attack"]), (8, 8, ["treasure"])]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    art.clear_cache()
    yield pygame.display.set_mode((1280, 800))
    art.clear_cache()


def monster(look: str = "spider", **kw) -> pygame.Surface:
    return art.monster_card("Giant Spider", 2, 4, 3, GAUGE, (220, 310), look=look, **kw)


def changed_share(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels whose colour differs by more than 40 in some channel."""
    diff, back = a.copy(), b.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    diff.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)   # opaque: compare RGB only
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (41, 41, 41, 255)).count()
    return 1 - same / (a.get_width() * a.get_height())


# ------------------------------------------------------------------------------------ sizes
@pytest.mark.parametrize("make, size", [
    (lambda: art.symbol_icon("run", 36), (36, 36)),
    (lambda: art.rubble_token(None, 48), (48, 48)),
    (lambda: art.rubble_token("gem", 120), (120, 120)),
    (lambda: monster(), (220, 310)),
    (lambda: art.monster_card("Rat", 1, 2, 1, GAUGE, (120, 170), look="rat"), (120, 170)),
    (lambda: art.text_card("trap", "Pit", "Lose 1 HP.", (150, 212), value="-1 HP"), (150, 212)),
    (lambda: art.card_back("skill", (110, 154)), (110, 154)),
    (lambda: art.depth_track(4, 1, 2, False, (90, 300)), (90, 300)),
    (lambda: art.doom_track(5, 1, (250, 64)), (250, 64)),
    (lambda: art.die_face(8, 44, "blue"), (44, 44)),
    (lambda: art.first_to_land_token(48), (48, 48)),
    (lambda: art.gold_coin(30), (30, 30)),
    (lambda: art.gem_token(40), (40, 40)),
    (lambda: art.mini_card("skill", "Nimble Retreat", (70, 104)), (70, 104)),
    (lambda: art.mini_card("scroll", "Alchemist's Gold", (46, 104)), (46, 104)),
])
def test_every_function_returns_its_size(make, size):
    assert make().get_size() == size


def test_hp_track_is_as_wide_as_asked_and_square_spaced():
    track = art.hp_track(6, 6, 0, 420)
    assert track.get_width() == 420
    assert 24 <= track.get_height() <= 64


def test_board_grid_size_and_origin():
    for cell in (40, 52, 80):
        board = art.board_grid(cell)
        ox, oy = art.grid_origin(cell)
        assert ox == oy > 0
        pad = max(6, cell // 8)
        assert board.get_size() == (ox + 8 * cell + pad, oy + 8 * cell + pad)


def test_board_labels_red_rows_on_the_left_blue_columns_on_top():
    cell = 60
    board = art.board_grid(cell)
    ox, oy = art.grid_origin(cell)
    left_label = (2, oy + cell // 4, ox - 8, cell // 2)     # beside row 1
    top_label = (ox + cell // 4, 2, cell // 2, oy - 8)      # above column 1
    r, _g, b = mean_colour(board, left_label)
    assert r > b + 30
    r, _g, b = mean_colour(board, top_label)
    assert b > r + 30


# ------------------------------------------------------------------------------ distinctness
def test_symbols_are_all_different():
    assert all_different([art.symbol_icon(s, 40) for s in art.SYMBOLS])


def test_symbols_differ_in_shape_not_only_colour():
    masks = [pygame.mask.from_surface(art.symbol_icon(s, 40), 128) for s in art.SYMBOLS]
    for a, b in itertools.combinations(masks, 2):
        overlap = a.overlap_area(b, (0, 0))
        assert overlap < 0.85 * max(a.count(), b.count())


def test_token_kinds_and_back_are_all_different():
    for size in (40, 64):
        assert all_different([art.rubble_token(k, size) for k in (None, *art.TOKEN_KINDS)])


def test_text_cards_and_backs_differ_by_kind():
    assert all_different([art.text_card(k, "Title", "Some text.", (150, 212)) for k in art.TEXT_CARD_KINDS])
    assert all_different([art.card_back(k, (110, 154)) for k in art.DECKS])


def test_dice_differ_by_value_and_colour():
    assert all_different([art.die_face(v, 40, c) for v in range(1, 9) for c in art.DIE_COLOURS])


def test_monster_levels_differ_on_the_same_creature():
    cards = [art.monster_card("Beast", level, 3, 2, GAUGE, (220, 310), look="goblin")
             for level in (1, 2, 3)]
    assert all_different(cards)


@pytest.mark.parametrize("size", [(260, 366), (120, 170)])
def test_every_look_draws_a_different_creature(size):
    """Same name, level and stats: only the picture differs, and by a real share of it."""
    cards = {look: art.monster_card("Beast", 1, 3, 2, GAUGE, size, look=look)
             for look in art.MONSTER_LOOKS}
    for (a, first), (b, second) in itertools.combinations(cards.items(), 2):
        assert changed_share(first, second) > 0.04, (a, b)


@pytest.mark.parametrize("size", [(260, 366), (120, 170)])
def test_no_two_shipped_monsters_render_the_same_picture(size):
    """Every monster card in the data, drawn with the same name, level and numbers so
    that only its picture can differ: no two are the same picture, and each pair differs
    in a real share of the card (the playtest bug: the Bone Hound, the Gargoyle and the
    Kobold Thief were drawn as the Skeleton Guard, the Stone Golem and the Goblin Archer)."""
    monsters = content.load_content().monsters
    cards = {mid: art.monster_card("Beast", 2, 3, 2, GAUGE, size, look=m.look)
             for mid, m in monsters.items()}
    assert len(cards) == 30
    assert len({pixels(card) for card in cards.values()}) == len(cards)
    for (a, first), (b, second) in itertools.combinations(cards.items(), 2):
        assert changed_share(first, second) > 0.04, (a, b)


def test_loader_and_art_know_the_same_looks():
    assert content.MONSTER_LOOKS == art.MONSTER_LOOKS
    assert len(art.MONSTER_LOOKS) >= 8


def test_shipped_monsters_of_a_level_do_not_all_look_alike():
    """The playtest bug: every level-1 card showed the same slime."""
    monsters = content.load_content().monsters
    for level in (1, 2, 3):
        looks = {m.look for m in monsters.values() if m.level == level}
        assert len(looks) >= 6
    pictures = [art.monster_card("Beast", 1, 2, 1, GAUGE, (260, 366), look=monsters[i].look)
                for i in ("crypt_spider", "bat_swarm", "mudling", "cave_rat", "skeleton_guard")]
    assert all_different(pictures)
    assert monsters["crypt_spider"].look == "spider" and monsters["bat_swarm"].look == "bat"
    # each creature drawn as what its name says (a beetle is no spider)
    assert monsters["giant_beetle"].look == "beetle"
    assert monsters["giant_scorpion"].look == "scorpion"
    assert monsters["minotaur"].look == "minotaur"


def test_mini_cards_differ_by_title_and_kind_and_refuse_tiny_sizes():
    cards = [art.mini_card(kind, title, (70, 104)) for kind in ("skill", "scroll")
             for title in ("Dowser", "Light Fingers")]
    assert all_different(cards)
    with pytest.raises(ValueError, match="40x56"):
        art.mini_card("skill", "Dowser", (30, 50))
    with pytest.raises(ValueError, match="text card kind"):
        art.mini_card("monster", "Rat", (70, 104))


def test_lit_highlights_the_segment_of_the_value():
    plain = pixels(monster())
    assert pixels(monster(lit=5)) != plain
    assert pixels(monster(lit=6)) == pixels(monster(lit=7))   # same segment 6-7
    assert pixels(monster(lit=1)) == pixels(monster(lit=4))   # same segment 1-4
    assert pixels(monster(lit=4)) != pixels(monster(lit=5))


def test_damage_and_coins_change_the_monster_card():
    plain = pixels(monster())
    assert pixels(monster(damage=2)) not in (plain, pixels(monster(damage=1)))
    assert pixels(monster(coins=1)) != plain
    assert pixels(monster(coins=9)) != pixels(monster(coins=1))


def test_text_card_value_is_drawn():
    plain = art.text_card("treasure", "Goblet", "Worth a little.", (150, 212))
    valued = art.text_card("treasure", "Goblet", "Worth a little.", (150, 212), value="+3 gold")
    assert pixels(plain) != pixels(valued)


def test_hp_track_markers_move_and_share():
    base = pixels(art.hp_track(6, 4, 2, 420))
    assert pixels(art.hp_track(6, 5, 2, 420)) != base
    assert pixels(art.hp_track(6, 4, 3, 420)) != base
    assert pixels(art.hp_track(6, 3, 3, 420)) != pixels(art.hp_track(6, 3, 2, 420))


def test_tracks_show_where_the_marker_is():
    assert all_different([art.doom_track(5, n, (250, 64)) for n in range(1, 6)])
    assert all_different([art.depth_track(4, 2, 3, False, (90, 300)),
                          art.depth_track(4, 2, 3, True, (90, 300)),
                          art.depth_track(4, 2, None, False, (90, 300)),
                          art.depth_track(4, 3, 3, False, (90, 300))])


def test_vertical_and_horizontal_tracks_both_render():
    assert art.depth_track(5, 1, None, False, (300, 60)).get_size() == (300, 60)
    assert art.doom_track(6, 2, (64, 300)).get_size() == (64, 300)


# ----------------------------------------------------------------------------------- caching
@pytest.mark.parametrize("make", [
    lambda: art.symbol_icon("poison", 32),
    lambda: art.rubble_token("exit", 52),
    lambda: art.rubble_token(None, 52),
    lambda: monster(lit=3, damage=1, coins=2),
    lambda: art.text_card("scroll", "Haste", "Move three more.", (150, 212)),
    lambda: art.card_back("monster", (110, 154)),
    lambda: art.hp_track(6, 2, 1, 300),
    lambda: art.board_grid(48),
    lambda: art.depth_track(4, 2, 2, False, (90, 300)),
    lambda: art.doom_track(5, 2, (250, 64)),
    lambda: art.die_face(3, 40, "red"),
    lambda: art.first_to_land_token(40),
    lambda: art.gold_coin(24),
    lambda: art.gem_token(32),
])
def test_results_are_cached(make):
    assert make() is make()


def test_monster_card_accepts_tuple_or_list_gauge_alike():
    as_tuples = [(lo, hi, tuple(s)) for lo, hi, s in GAUGE]
    assert art.monster_card("Rat", 1, 2, 1, as_tuples, (120, 170), look="rat") is \
        art.monster_card("Rat", 1, 2, 1, GAUGE, (120, 170), look="rat")


def test_everything_draws_without_a_display_mode():
    """Before ``set_mode`` nothing may be ``convert_alpha()``-ed (that would raise)."""
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import pygame; pygame.init(); "
            "from sprites.baldricks_tomb import art as a; "
            "a.rubble_token('trap', 48); a.rubble_token(None, 48); a.symbol_icon('run', 24); "
            "a.monster_card('Rat', 1, 2, 1, [(1, 8, ['run'])], (120, 170), look='rat', lit=2, coins=1); "
            "a.text_card('skill', 'T', 'x', (120, 170), value='+1'); a.card_back('trap', (120, 170)); "
            "a.hp_track(6, 2, 2, 300); a.board_grid(40); a.depth_track(4, 1, 2, True, (80, 200)); "
            "a.doom_track(5, 5, (200, 60)); a.die_face(6, 30, 'blue'); a.gem_token(30); "
            "a.first_to_land_token(30); a.gold_coin(20); print('ok')")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")


# ------------------------------------------------------------------------------------ errors
@pytest.mark.parametrize("call, words", [
    (lambda: art.symbol_icon("dance", 32), ["dance", "run", "poison"]),
    (lambda: art.rubble_token("dragon", 48), ["dragon", "fountain", "exit"]),
    (lambda: art.text_card("monster", "T", "x", (150, 212)), ["monster", "skill"]),
    (lambda: art.card_back("gem", (110, 154)), ["gem", "treasure"]),
    (lambda: art.die_face(3, 40, "green"), ["green", "red", "blue"]),
    (lambda: art.die_face(9, 40), ["1..8", "9"]),
    (lambda: art.icon("unicorn", 32), ["unicorn"]),
    (lambda: monster(look="unicorn"), ["monster look", "unicorn", "slime", "dragon"]),
    (lambda: art.monster_card("Rat", 1, 2, 1, GAUGE, (120, 170), look="Rat"), ["'Rat'", "rat"]),
])
def test_bad_kinds_raise_with_a_clear_message(call, words):
    with pytest.raises(ValueError) as error:
        call()
    for word in words:
        assert word in str(error.value)


@pytest.mark.parametrize("gauge", [
    [(1, 4, ["run"]), (6, 8, ["player_attack"])],            # gap at 5
    [(1, 4, ["run"]), (5, 7, ["player_attack"])],            # stops at 7
    [(1, 8, [])],                                            # no symbol
    [(1, 8, ["fireball"])],                                  # unknown symbol
])
def test_bad_gauges_raise(gauge):
    with pytest.raises(ValueError):
        art.monster_card("Rat", 1, 2, 1, gauge, (120, 170), look="rat")


@pytest.mark.parametrize("kw", [dict(level=4), dict(hp=0), dict(damage=5), dict(lit=9),
                                dict(coins=-1), dict(size=(40, 50))])
def test_bad_monster_values_raise(kw):
    args = dict(name="Rat", level=1, hp=4, gold=1, gauge=GAUGE, size=(120, 170), look="rat")
    extra = {k: kw.pop(k) for k in ("damage", "lit", "coins") if k in kw}
    args.update(kw)
    with pytest.raises(ValueError):
        art.monster_card(**args, **extra)


@pytest.mark.parametrize("call", [
    lambda: art.hp_track(6, 7, 0, 300),
    lambda: art.hp_track(6, 3, -1, 300),
    lambda: art.hp_track(6, 3, 0, 60),
    lambda: art.depth_track(4, 5, None, False, (90, 300)),
    lambda: art.depth_track(4, 1, 6, False, (90, 300)),
    lambda: art.doom_track(5, 0, (250, 64)),
    lambda: art.board_grid(10),
    lambda: art.rubble_token(None, 8),
])
def test_bad_track_values_raise(call):
    with pytest.raises(ValueError):
        call()


def test_demo_renders_the_contact_sheet(tmp_path):
    from sprites.baldricks_tomb import demo as tomb_demo
    sheet = tomb_demo.render()
    assert sheet.get_size() == (1280, 800)
    out = tmp_path / "sheet.png"
    pygame.image.save(sheet, str(out))
    assert out.stat().st_size > 10_000
