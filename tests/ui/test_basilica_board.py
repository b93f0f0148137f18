"""The Basilica board in arranged positions, by real posted events: the top Order of the
stack, Paid Orders on tokens, lit targets (readable on every element colour, never past the
columns in view), the scoring list with many areas, long refusals shown whole, the true
reason a Dismantle is refused, and one wording of a Paid Order offer live and reloaded."""
from __future__ import annotations

import pygame
import pytest

from games.basilica.ui import layout as L
from games.basilica import orders
from games.basilica import rules as R
from games.basilica.ui import scene as S
from sprites.basilica import art
from sprites import fonts
from tests.basilica.test_orders import DISMANTLE, HIRE, with_order
from tests.basilica.test_rules import arrange
from tests.ui.art_checks import pixels
from tests.ui.basilica_driver import (COLOURFUL, GLASS, PLAYERS, SNAKE, board_with, cell_centre,
                                      many_areas)
from tests.ui.test_basilica_art import ring_gold_share


def move_to(d, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    d.pump(2)


def frame(d) -> pygame.Surface:
    d.app.request_redraw()
    d.pump()
    return d.app.screen.copy()


# ----------------------------------------------------------------- the stack, the tokens

def test_the_piles_show_the_top_order_of_the_stack(driver):
    d = driver
    board = board_with(d, R.new_game(PLAYERS, {}, 3))
    top = board.view()["stack_top"]
    o = board.content.orders[top]
    board.tooltips.delay_ms = 0
    move_to(d, L.stack_rect().center)
    assert board.tooltips.current().text.startswith(
        f"The stack: {board.view()['stack']} tokens, Order side up. On top: {o.name}")
    shot = frame(d).subsurface(L.stack_rect())
    expected = pygame.Surface(L.stack_rect().size, pygame.SRCALPHA)
    expected.blit(art.order_token(top, 56, o.paid is not None), (0, 0))
    drawn, want = pixels(shot), pixels(expected)
    same = sum(1 for i in range(0, len(want), 4) if want[i + 3] == 255
               and max(abs(a - b) for a, b in zip(drawn[i:i + 3], want[i:i + 3])) < 8)
    assert same > 0.8 * sum(1 for i in range(3, len(want), 4) if want[i] == 255)


def test_order_fields_print_the_paid_order_on_tokens_that_have_one(driver):
    d = driver
    state = with_order(R.new_game(PLAYERS, {}, 3), HIRE, 0)
    state = with_order(state, GLASS, 1)
    board = board_with(d, state)
    shot = frame(d)
    box = art.paid_box_rect(L.TOKEN)
    for field, paid in ((0, True), (1, False)):
        token = shot.subsurface(L.order_field_rect(field))
        assert (ring_gold_share(token, box) > 0.8) == paid, field


# ----------------------------------------------------------------- lit targets

def _centre(rect):
    return rect.inflate(-rect.w // 2, -rect.h // 2)


def test_lit_targets_frame_every_element_colour_and_never_tint_it(driver):
    d = driver
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=COLOURFUL), GLASS)
    board = board_with(d, state)
    move_to(d, (10, 790))
    plain = frame(d)
    d.click(L.order_field_rect(0).center)
    move_to(d, (10, 790))
    lit = frame(d)
    g = board.geometry()
    for x, y, tid in COLOURFUL:
        rect = g.cell_rect(x, y)
        assert pixels(plain.subsurface(_centre(rect))) == pixels(lit.subsurface(_centre(rect))), tid
        edge = lit.subsurface(pygame.Rect(rect.x, rect.centery - 1, rect.w // 6, 3))
        lums = [sum(edge.get_at((i, 1))[:3]) / 3 for i in range(edge.get_width())]
        assert min(lums) < 70 and max(lums) > 180, (tid, lums)  # dark and bright: reads anywhere


def test_lit_targets_stay_inside_the_columns_in_view_when_panned(driver):
    d = driver
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=SNAKE), GLASS)
    board = board_with(d, state)
    board.pan(9)
    g = board.geometry()
    assert g.first > 0 and g.scrollable
    move_to(d, (10, 790))
    plain = frame(d)
    d.click(L.order_field_rect(0).center)
    move_to(d, (10, 790))
    lit = frame(d)
    inside = L.CATHEDRAL.inflate(-4, -4)
    view = g.view_rect()
    gaps = [pygame.Rect(inside.x, inside.y, view.x - inside.x, inside.h),
            pygame.Rect(view.right, inside.y, inside.right - view.right, inside.h)]
    for gap in gaps:
        assert gap.w > 0
        assert pixels(plain.subsurface(gap)) == pixels(lit.subsurface(gap))
    d.click((gaps[0].centerx, g.cell_rect(g.first, 0).centery))
    assert board.status == S.OFF_PLAN["hidden"]
    assert board.state.stained_glass == []
    x = g.first + 2                                      # a lit cell in view takes its action
    d.click(cell_centre(board, (x, 0)))
    assert board.state.stained_glass == [[x, 0]]


def test_the_board_edge_and_the_margins_say_what_they_are(driver):
    d = driver
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=COLOURFUL), GLASS)
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    g = board.geometry()
    d.click(g.sockets.center)
    assert board.status == S.OFF_PLAN["sockets"]
    d.click((g.cell_rect(3, 0).centerx, g.origin[1] - 4))
    assert board.status == S.OFF_PLAN["outside"]


# ----------------------------------------------------------------- the scoring list

@pytest.mark.parametrize("builders", [7, 10])
def test_the_scoring_list_shows_every_area_with_builders(driver, builders):
    d = driver
    board = board_with(d, many_areas(builders))
    d.app.settings.animation = "normal"
    d.click(L.element_field_rect(0).center)
    d.click(cell_centre(board, (0, 2)))
    assert board.state.phase == "scoring"
    rows = board.scoring.rows()
    assert len(rows) == builders
    for _ in range(40):                                  # the reveal runs to its end
        d.app.step([], dt=1000.0)
    assert not board.scoring.running() and board.scoring.scroll == 0
    rects = [board.scoring.row_rect(i) for i in range(len(rows))]
    from games.basilica.ui.scoring import TOTALS_X
    assert all(r is not None and L.BOTTOM.contains(r) and r.right < TOTALS_X for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    board.tooltips.delay_ms = 0
    move_to(d, rects[0].center)                          # the first row: named on hover
    assert board.tooltips.current().text.startswith(f"{rows[0]['colour'].capitalize()} area of")


def big_areas(with_singles: bool):
    """A scoring about to open (build y01 from element field 0 at (9, 0)) with large and
    tied areas: row 0 yellow y02-y10 (the 10th is y01), row 1 blue (5), row 2 red (5),
    row 3 green (4); Stained glass on five yellow, five red and two green elements. Ola
    (seat 0) has a Builder on yellow, blue and green, Bart on yellow, blue and red. With
    ``with_singles`` row 4 also holds six one-element areas, a Builder on four of them
    (so the list needs its two columns). Returns the state and the Points text of each area with
    Builders, worked out by hand (size + 2 per Stained glass; a tie: half each, rounded
    down), keyed by the area's colour and first cell."""
    cells = [(x, 0, f"y{n:02d}") for x, n in zip(range(9), range(2, 11))]
    cells += [(x, 1, t) for x, t in enumerate(["b04", "b05", "b06", "b07", "b02"])]
    cells += [(x, 2, t) for x, t in enumerate(["r04", "r05", "r06", "r07", "r02"])]
    cells += [(x, 3, t) for x, t in enumerate(["g04", "g05", "g06", "g07"])]
    singles = [(x, 4, t) for x, t in enumerate(["b08", "r08", "b09", "r09", "g08", "g09"])]
    state = arrange(R.new_game(PLAYERS, {}, 3), cathedral=cells + (singles if with_singles else []),
                    elements=["y01"], whole=False)
    state.king = 4                                  # y02, y03, b02, r02: 4 crowns built
    state.builders = [[0, 0, 0], [1, 0, 1], [0, 1, 0], [1, 1, 1], [0, 2, 1], [0, 3, 0]]
    state.stained_glass = ([[x, 0] for x in range(5)] + [[x, 2] for x in range(5)]
                           + [[0, 3], [1, 3]])
    expected = {("yellow", (0, 0)): "+10 each", ("blue", (0, 1)): "+2 each",
                ("red", (0, 2)): "+15", ("green", (0, 3)): "+8"}
    if with_singles:
        for x, y, t in singles[:4]:                 # 5 Builders each in play at most
            state.builders.append([x, y, x % 2])
            expected[({"b": "blue", "r": "red", "g": "green"}[t[0]], (x, y))] = "+1"
    assert R.invariant_problems(state) == []
    return state, expected


@pytest.mark.parametrize("with_singles", [False, True])
def test_the_scoring_list_shows_large_and_tied_points_whole(driver, with_singles):
    """Every row's Points reads whole ("+17", "+10 each", never "…"), in the one- and the
    two-column list, and every row's text lies inside its row, inside the panel, with
    no two overlapping."""
    from games.basilica.ui import scoring
    d = driver
    state, expected = big_areas(with_singles)
    board = board_with(d, state)
    d.click(L.element_field_rect(0).center)
    d.click(cell_centre(board, (9, 0)))
    assert board.state.phase == "scoring"
    rows = board.scoring.rows()
    got = {(r["colour"], min(tuple(c) for c in r["cells"])): r for r in rows}
    assert set(got) == set(expected)
    assert (board.scoring.step == len(rows))          # animations are off in tests
    shot = frame(d)
    for key, want in expected.items():
        index = rows.index(got[key])
        rect = board.scoring.row_rect(index)
        items = board.scoring.row_items(got[key], rect)
        points = [text for column, text, _, _ in items if column == "points" and text]
        assert points == [want]
        for column, text, image, spot in items:
            assert rect.contains(spot), (key, column, text)
            assert L.BOTTOM.contains(spot) and spot.right < scoring.TOTALS_X
            if text:
                assert fonts.ELLIPSIS not in text
                assert image.get_size() == fonts.text(text, scoring.row_layout(
                    scoring.HALF, board.content.numbers.colours)[0], (0, 0, 0), bold=True
                    if column != "size" and column != "glass" else False).get_size()
        placed = [spot for _, _, _, spot in items]
        assert all(not a.colliderect(b) for i, a in enumerate(placed) for b in placed[i + 1:])
    heads = [spot for _, spot in board.scoring.heading_items(scoring.LIST.x)]
    assert all(not a.colliderect(b) for i, a in enumerate(heads) for b in heads[i + 1:])
    assert all(L.BOTTOM.contains(h) for h in heads)
    assert shot.get_at(L.BOTTOM.center)                   # the frame was drawn


def test_the_row_layout_holds_the_widest_values_at_every_width_used():
    """The columns of a row never overlap and end inside it, for the list's column
    width and a few narrower ones (each font down to 12 px is tried)."""
    from games.basilica.ui import scoring
    colours = R.load_content().numbers.colours
    for width in (scoring.HALF, scoring.HALF - 6, scoring.HALF - 12):
        px, spans = scoring.row_layout(width, colours)
        ends = [left + w for left, w in spans.values()]
        starts = [left for left, _ in spans.values()]
        assert all(e <= s for e, s in zip(ends, starts[1:])) and ends[-1] <= width
    px, spans = scoring.row_layout(scoring.HALF, colours)
    assert px >= 14                               # readable in the list as it is
    assert spans["points"][1] >= fonts.width("+99 each", px, True)


# ----------------------------------------------------------------- refusals

def _reasons():
    """Every sentence the board may show as a refusal, as far as they can be listed: the
    off-Plan ones, the placement ones and every target reason of random positions."""
    import random
    found = set(S.OFF_PLAN.values()) | set(orders.NO_TARGET.values())
    for seed in range(3):
        rng, state = random.Random(seed), R.new_game(PLAYERS, {}, seed)
        for _ in range(150):
            if R.is_over(state):
                break
            for order in R.load_content().orders:
                for x in range(8):
                    for y in range(5):
                        found.add(R.target_problem(state, order, state.turn, {"cell": [x, y]}))
                        if state.element_fields[0]:
                            found.add(R.placement_problem(state, state.element_fields[0], x, y))
            R.apply(state, rng.choice(R.legal_actions(state)))
    return sorted(r for r in found if r)


def test_every_refusal_is_shown_whole(driver):
    d = driver
    board = board_with(d, R.new_game(PLAYERS, {}, 3))
    long = 0
    for reason in _reasons():
        board.set_status(reason)
        shown = board.status
        if board.refusal is None:
            assert shown == reason and fonts.font(16).size(reason)[0] <= S.STATUS_WIDTH
            continue
        long += 1
        assert board.refusal == reason and fonts.font(16).size(shown)[0] <= S.STATUS_WIDTH
        image, box = board.refusal_image()
        assert image.get_height() <= box.h - 34 and image.get_width() <= box.w - 20, reason
    assert long >= 2


def test_dismantle_says_why_on_the_board(driver):
    d = driver
    block = [(0, 1, "g04"), (0, 2, "g05"), (0, 3, "g06"), (1, 2, "r07"), (1, 1, "r08"),
             (2, 1, "y05")]
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=block), DISMANTLE)
    state.builders = [[1, 1, 1]]
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    d.click(cell_centre(board, (1, 1)))
    assert board.status == ("That element holds a Builder: only an element without one can "
                            "be Dismantled.")
    d.click(cell_centre(board, (0, 2)))
    assert board.refusal.startswith("That element is not on the edge of the cathedral")
    board.tooltips.delay_ms = 0
    move_to(d, cell_centre(board, (1, 1)))
    assert board.tooltips.current().text.startswith("That element holds a Builder")
    assert board.state.cathedral == [list(c) for c in block]


# ----------------------------------------------------------------- one offer wording

def test_a_paid_order_offer_reads_the_same_live_and_reloaded(driver):
    """Ola takes Hire with all her Builders out (no effect); Bart may still pay for his."""
    d = driver
    cells = [(x, 0, t) for x, t in enumerate(["g04", "g05", "g06", "g07", "g08", "g09"])]
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=cells), HIRE)
    state.builders = [[x, 0, 0] for x in range(5)]
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    d.press("Take (no effect)")
    assert board.state.phase == "paid_offer" and board.modal.is_open
    live = (board.modal.title, board.modal.message)
    question, explanation = R.offer_text(board.state)
    assert live == ("Paid Order: Hire", f"{question}\n\n{explanation}")
    assert (board.status or board.instruction()) == question          # the top bar too
    again = board_with(d, R.State.from_dict(board.state.to_dict()))
    assert again.modal is not None and again.modal.is_open
    assert (again.modal.title, again.modal.message) == live
    assert (again.status or again.instruction()) == question


def test_the_action_panel_never_cuts_its_text(driver):
    """Every title and body the action panel shows in a game played by clicks fits
    above its buttons (the longest: a Paid Order offer with long names)."""
    import random
    from tests.ui.basilica_driver import act_once
    from tests.ui.driver import start_game
    d = driver
    start_game(d, ["Bartłomiej Wielkopolski", "Maria Konopnicka"], seed=9, game="Basilica")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    rng, seen = random.Random(9), set()
    bottom = lambda: min([b.rect.y for b in board.panel_buttons] + [L.ACTION.bottom]) - 6  # noqa: E731
    for _ in range(300):
        if board.rules.is_over(board.state):
            break
        title, body = board._panel_text(board.view())
        head, text = board.panel_images(title, body)
        assert L.ACTION.y + 16 + head.get_height() + text.get_height() <= bottom(), title
        assert max(head.get_width(), text.get_width()) <= L.ACTION.w - 24
        seen.add(board.state.phase)
        act_once(d, board, rng)
    assert "paid_offer" in seen


# ----------------------------------------------------------------- Esc, cut-off texts

@pytest.mark.parametrize("kind", ["element", "order"])
def test_esc_first_cancels_a_choice_then_opens_the_menu(driver, kind):
    d = driver
    board = board_with(d, with_order(R.new_game(PLAYERS, {}, 3), HIRE, 0))
    rect = L.element_field_rect(0) if kind == "element" else L.order_field_rect(0)
    d.click(rect.center)
    assert board.selected == (kind, 0)
    d.key(pygame.K_ESCAPE)
    assert board.selected is None and d.app.top is board          # cancelled, no menu
    assert all(b.label != "Cancel" for b in board.panel_buttons)
    d.key(pygame.K_ESCAPE)
    assert type(d.app.top).__name__ == "PauseScene"


def test_esc_drops_the_builder_picked_for_a_shift(driver):
    from tests.basilica.test_orders import SHIFT
    d = driver
    cells = [(x, 0, t) for x, t in enumerate(["g04", "g05", "g06"])]
    state = with_order(arrange(R.new_game(PLAYERS, {}, 3), cathedral=cells), SHIFT, 0)
    state.builders = [[0, 0, 0]]
    board = board_with(d, state)
    d.click(L.order_field_rect(0).center)
    d.click(cell_centre(board, (0, 0)))
    assert board.shift_from == (0, 0)
    d.key(pygame.K_ESCAPE)
    assert board.shift_from is None and board.selected is None and d.app.top is board


@pytest.mark.parametrize("order", sorted(R.load_content().orders))
def test_every_order_name_shows_whole_on_the_stack_and_in_the_paid_order_dialog(driver, order):
    from games.basilica.ui import painting
    from sprites.widgets import Panel
    d = driver
    name = R.load_content().orders[order].name
    line = painting.stack_top_text(name)
    assert line.get_width() <= L.PILES.w - 24, name            # whole inside the panel
    assert line.get_size() == fonts.text(f"Top: {name}", 15, (0, 0, 0), bold=True).get_size()
    long_names = [{"name": "Bartłomiej Wielkopolski", "colour": "blue"},
                  {"name": "Maria Konopnicka", "colour": "yellow"}]
    board = board_with(d, R.new_game(long_names, {}, 3), players=long_names)
    board.state.phase, board.state.pending = "paid_offer", {"seat": 1, "order": order}
    board._view_key = None
    if R.load_content().orders[order].paid is None:
        return
    title, message = board.offer_dialog_texts()
    assert title == f"Paid Order: {name}"
    board._open_offer()
    modal = board.modal
    assert modal.title == title
    assert fonts.width(title, Panel.TITLE_SIZE, title=True) <= modal.panel.rect.w - 48
    assert message.startswith(R.offer_text(board.state)[0])
