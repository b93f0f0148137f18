"""Baldrick's Tomb's side column in Polish (and English): the Depth and Doom captions are
drawn at one size, each over its own track, inside the tracks' column and apart from each
other; a tableau's line of skills sits clear of the tableau's border, descenders and all,
for every number of seats."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from games.baldricks_tomb import rules as R  # noqa: E402
from games.baldricks_tomb.ui import layout as L  # noqa: E402
from games.baldricks_tomb.ui.scene import BoardScene  # noqa: E402
from games.engine import i18n  # noqa: E402
from sprites import fonts  # noqa: E402
from tests.baldricks_tomb.helpers import players  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


@pytest.fixture(params=["en", "pl"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_the_track_captions_share_one_size_and_stay_in_their_column(language):
    (depth, d_rect), (doom, o_rect) = BoardScene.track_captions(None)
    assert depth.get_height() == doom.get_height()
    for rect in (d_rect, o_rect):
        assert L.TRACKS.left <= rect.left and rect.right <= L.TRACKS.right
        assert rect.bottom <= L.DEPTH.y
    assert d_rect.right < o_rect.left
    assert d_rect.right <= L.DOOM.x                 # Depth's caption stays over its track


class Shown:
    """What ``skills_line`` reads of a board: the content's skill names."""

    def __init__(self):
        self.content = R.content()


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_skills_line_sits_inside_its_tableau(language, n):
    s = R.new_game(players(n), {}, 3)
    v = R.view(s, None)
    longest = sorted(R.content().skills, key=lambda k: -len(R.content().skills[k].name))[:3]
    for seat in range(n):
        v["players"][seat]["skills"] = longest
        image, rect = BoardScene.skills_line(Shown(), v, seat)
        tableau = L.tableau_rect(seat, n)
        inside = tableau.inflate(-4, -4)             # the 2 px border and a pixel more
        assert inside.contains(rect), (rect, tableau)
        assert image.get_height() >= fonts.line_height(10)


LONG = ("Za daleko: zostały 3 darmowe kroki, potem 2 złota za krok (masz 0 złota), a żeton "
        "gruzu po drodze kończy ruch (najpierw na niego wejdź).")


@pytest.mark.parametrize("status", [LONG, LONG + " " + LONG, "x" * 10 + " " + "y" * 160])
def test_a_long_status_never_hides_the_grid_or_its_coordinates(driver, status):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if isinstance(s, BoardScene))
    board.set_status(status)
    assert board.status_boxed()
    text, box = board.status_box()
    grid = pygame.Rect(L.GRID_POS, (0, 0)).union(
        L.cell_rect((8, 8), board.origin))            # the coordinates and every space
    assert not box.colliderect(grid)
    assert box.right <= L.DICE.x and box.bottom <= 800 and box.left >= 40
    assert text.get_width() <= box.w and text.get_height() <= box.h


def test_the_pieces_beside_the_grid_explain_themselves_on_hover(driver):
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Ana", "Bo"], seed=3, game="Baldrick's Tomb")
    board = next(s for s in d.app.stack if isinstance(s, BoardScene))
    v = board.view()
    i18n.set_language("pl")
    try:
        assert f"Tor Głębokości: jak głęboko leży obecne piętro (głębokość {v['depth']})" \
            in board.hover_text(L.DEPTH.center)
        assert f"runda {v['doom']} z {v['rounds']}" in board.hover_text(L.DOOM.center)
        for i, word in enumerate(["Talia potworów", "Talia skarbów", "Talia zwojów",
                                  "Talia pułapek"]):
            x, y = L.DECKS.x + (i % 2) * 108 + 30, L.DECKS.y + (i // 2) * 100 + 40
            assert board.hover_text((x, y)).startswith(word + ":")
        assert "zapas" in board.hover_text((L.DECKS.x + 60, L.DECKS.bottom + 6)).lower()
        flag = L.tableau_rect(v["ftl"], 2)
        assert "Pierwszego Zejścia" in board.hover_text((flag.x + 206, flag.y + 15))
    finally:
        i18n.set_language("en")
