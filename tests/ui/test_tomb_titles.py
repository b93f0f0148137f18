"""Card titles on the Baldrick's Tomb board: every card of one deck drawn at one size
shows its title at one size, the largest at which the deck's longest title fits, and no
title is cut. Checked on the art (``art.title_size`` and the titles as drawn, measured
in pixels) and on the board through real events (every card it draws, in play)."""
from __future__ import annotations

import os
import random
from collections import defaultdict

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, assume, given, settings, strategies as st  # noqa: E402

from games.baldricks_tomb import content as tomb_content  # noqa: E402
from games.engine.launch import start_new_game  # noqa: E402
from sprites import fonts  # noqa: E402
from sprites.baldricks_tomb import art  # noqa: E402
from tests.ui.tomb_driver import act_once  # noqa: E402

GAUGE = [(1, 3, ["monster_attack"]), (4, 6, ["player_attack"]), (7, 8, ["run"])]
WORD = st.text(alphabet="AbcdeFghijKlmnopqrstuvwxyzW'", min_size=1, max_size=13)
TITLE = st.lists(WORD, min_size=1, max_size=3).map(" ".join)
SIZE = st.tuples(st.integers(60, 320), st.integers(84, 448))
MINI = st.tuples(st.integers(40, 110), st.integers(56, 160))
SLOW = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    art.clear_cache()
    yield pygame.display.set_mode((1280, 800))
    art.clear_cache()


def ink(surface: pygame.Surface) -> pygame.Rect:
    boxes = pygame.mask.from_surface(surface, 60).get_bounding_rects()
    return boxes[0].unionall(boxes[1:])


def title_ink(draw, title: str, px: int) -> pygame.Rect:
    """The box of what ``title`` adds to a card drawn by ``draw(title, px)``: the pixels
    that differ from the same card with no title."""
    a, b = draw(title, px), draw("", px)
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (24, 24, 24, 255), b)
    mask.invert()
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:])


def header_drawer(kind: str, size):
    if kind == "monster":
        return lambda title, px: art.monster_card(title, 2, 3, 1, GAUGE, size, look="rat",
                                                  title_px=px)
    return lambda title, px: art.text_card(kind, title, "Some text.", size, title_px=px)


KINDS = st.sampled_from(("monster",) + tuple(art.TEXT_CARD_KINDS))


@settings(max_examples=40, **SLOW)
@given(kind=KINDS, titles=st.lists(TITLE, min_size=1, max_size=6), size=SIZE)
def test_a_deck_shares_the_size_of_its_longest_title(kind, titles, size):
    each = [art.title_size(kind, [t], size) for t in titles]
    assert art.title_size(kind, titles, size) == min(each)
    assert min(each) >= art.MIN_TITLE_PX


@settings(max_examples=40, **SLOW)
@given(kind=KINDS, title=TITLE, size=SIZE)
def test_a_title_at_its_deck_size_is_drawn_whole_at_that_size(kind, title, size):
    """At the size ``title_size`` gives, the drawn title is exactly the font's rendering
    of the whole title (not cut, not squeezed); one px larger it is squeezed into the
    same room, never wider than the font draws it."""
    px = art.title_size(kind, [title], size)
    assume(px > art.MIN_TITLE_PX)                 # below that a title is condensed
    draw = header_drawer(kind, size)
    drawn, font = title_ink(draw, title, px), ink(fonts.text(title, px, (255, 255, 255), title=True))
    assert abs(drawn.w - font.w) <= 2 and abs(drawn.h - font.h) <= 2
    if art.title_size(kind, ["I"], size) > px:    # the face had room for a larger size
        larger = ink(fonts.text(title, px + 1, (255, 255, 255), title=True))
        assert title_ink(draw, title, px + 1).w <= larger.w + 2     # (edge pixels: +-2)


@settings(max_examples=30, **SLOW)
@given(kind=st.sampled_from(art.TEXT_CARD_KINDS), word=WORD, size=MINI)
def test_a_hand_card_title_is_drawn_whole_at_its_deck_size(kind, word, size):
    px = art.title_size(kind, [word], size, mini=True)
    assume(px > art.MIN_TITLE_PX)
    drawn = title_ink(lambda t, p: art.mini_card(kind, t, size, title_px=p), word, px)
    font = ink(fonts.text(word, px, (0, 0, 0), True))
    assert abs(drawn.w - font.w) <= 2 and abs(drawn.h - font.h) <= 2


@settings(max_examples=30, **SLOW)
@given(kind=KINDS, title=TITLE, size=SIZE, mini=st.booleans())
def test_no_title_is_cut_even_when_it_is_too_long_for_the_smallest_size(kind, title, size, mini):
    """A title drawn at the smallest size keeps all its letters: as wide as its box at
    most and as tall as the font's letters (condensed sideways, never cut short)."""
    long_title = (title + " ") * 6
    if mini:
        assume(kind != "monster")
        size = (max(40, size[0] // 3), max(56, size[1] // 3))
        card = art.mini_card(kind, long_title, size, title_px=art.MIN_TITLE_PX)
    else:
        card = header_drawer(kind, size)(long_title, art.MIN_TITLE_PX)
    assert card.get_size() == tuple(size)


def test_the_shipped_decks_share_one_title_size_and_fit_it():
    decks = tomb_content.load_content()
    for kind, deck in (("monster", decks.monsters), ("treasure", decks.treasures),
                       ("scroll", decks.scrolls), ("trap", decks.traps), ("skill", decks.skills)):
        names = [c.name for c in deck.values()]
        size = (260, 366) if kind == "monster" else (200, 280)
        px = art.title_size(kind, names, size)
        assert px >= 12, f"{kind} titles shrink to {px} px"


@pytest.mark.parametrize("bad", [
    lambda: art.title_size("scroll", [], (200, 280)),
    lambda: art.title_size("dragon", ["A"], (200, 280)),
    lambda: art.title_size("monster", ["A"], (60, 84), mini=True),
    lambda: art.text_card("scroll", "A", "b", (200, 280), title_px=3),
    lambda: art.mini_card("scroll", "A", (60, 84), title_px=0),
])
def test_bad_title_arguments_raise(bad):
    with pytest.raises(ValueError):
        bad()


# --------------------------------------------------------------------------- on the board
WANTED = {("mini_card", "skill"), ("mini_card", "scroll"), ("text_card", "skill"),
          ("text_card", "scroll"), ("mini_card", "treasure"), ("mini_card", "trap"),
          ("monster", "monster")}


def test_every_card_the_board_draws_titles_its_deck_at_one_size(driver, monkeypatch):
    """A whole game by clicks, hovering and right-clicking the hand: per deck and card
    size, every card drawn (hand cards, previews, zooms, the last treasure or trap,
    the monster in a fight) was given the same title size."""
    sizes = defaultdict(set)
    names = defaultdict(set)

    def spy(face, real):
        def drawn(kind, title, *args, **kw):
            size = args[{"text_card": 1, "mini_card": 0, "monster": 4}[face]]
            key = (face, "monster" if face == "monster" else kind, tuple(size))
            sizes[key].add(kw.get("title_px"))
            names[key].add(title)
            return real(kind, title, *args, **kw)
        return drawn

    for face in ("text_card", "mini_card"):
        monkeypatch.setattr(art, face, spy(face, getattr(art, face)))
    real_monster = art.monster_card
    monkeypatch.setattr(art, "monster_card", lambda name, *a, **kw: spy("monster", lambda
                        _k, t, *aa, **kk: real_monster(t, *aa, **kk))("monster", name, *a, **kw))

    d = driver
    start_new_game(d.app, "baldricks_tomb", [{"name": "Ola", "colour": "vermillion"},
                                             {"name": "Bart", "colour": "blue"}],
                   {"custom_characters": True}, 4)
    d.pump(2)
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng = random.Random(4)
    hands = set()
    for _ in range(3000):
        kinds = {(face, kind) for face, kind, _size in sizes}
        if type(d.scene).__name__ == "FinalScene" or (
                kinds >= WANTED and len(names["monster", "monster", (260, 366)]) > 2):
            break
        hand = tuple((tuple(rect), card) for rect, card, _use in board.card_hits)
        if d.scene is board and hand and hand not in hands:      # a hand not read yet
            hands.add(hand)
            for rect, _card, _use in list(board.card_hits):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center,
                                                     rel=(0, 0), buttons=(0, 0, 0)))
                d.pump()
            d.click(board.card_hits[-1][0].center, button=3)       # the zoom
            if type(d.scene).__name__ == "ZoomScene":
                d.click((5, 795))
        act_once(d, board, rng)
    assert {(face, kind) for face, kind, _size in sizes} >= WANTED
    assert any(len(n) > 1 for n in names.values())         # several cards of one deck met
    for key, found in sizes.items():
        assert None not in found, f"{key}: a card drawn without its deck's title size"
        assert len(found) == 1, f"{key}: titles drawn at {sorted(found)} px"
