"""The Labirynt boards fill the board view: four boards lie 2 x 2 over its whole height
(their columns spread over its width), two or three in one row with chambers as large as
the left column's width allows, in a view just as tall as they need (the cards get the
rest); boards never overlap, stay inside the view at zoom 1, and every chamber is found
again at its own centre (a click there is that chamber)."""
import pygame
import pytest

from games.labirynt.content import content
from games.labirynt.ui import layout as L


def union(rects):
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_boards_fill_the_view(count):
    geo = L.BoardView(count)
    view = geo.view
    rects = [geo.board_rect(b) for b in range(count)]
    for k, r in enumerate(rects):
        assert view.contains(r.inflate(10, 10))
        assert not any(r.colliderect(o) for o in rects[:k]), "boards overlap"
    spans = union(rects)
    if count == 4:
        assert spans.h >= 0.75 * view.h and spans.w >= 0.85 * view.w
        assert len({r.y for r in rects}) == 2 and len({r.x for r in rects}) == 2
    else:
        assert spans.w >= 0.9 * view.w and spans.h + L.TITLE_H >= 0.85 * view.h   # no bands
        assert abs(spans.centery - view.centery) <= 12        # centred, not at the top
    side = next(iter(content().sides.values()))
    for b in range(count):
        for ch in side.chambers:
            assert geo.hit(geo.centre(b, ch), b, side.chambers) == ch.id


def test_zoomed_in_the_view_can_reach_every_board():
    geo = L.BoardView(4)
    VIEW = geo.view
    geo.zoom_at(VIEW.center, 2.5)
    for b in range(4):
        target = geo.board_rect(b).center
        for _ in range(40):
            if VIEW.collidepoint(target):
                break
            geo.drag(max(-80, min(80, VIEW.centerx - target[0])),
                     max(-80, min(80, VIEW.centery - target[1])))
            target = geo.board_rect(b).center
        assert VIEW.collidepoint(target), b


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_left_column_is_used_by_boards_and_cards(seats):
    """A playtester found wide empty green bands above and below three boards in a row
    while their chambers stayed small, and with four teams 2 x 2 boards of ~30 px
    chambers (at 1024x640) in wide green margins over cramped cards that cut the names.
    Now: three boards fill a view no taller than they are (the cards get the height
    left), four boards fill a view beside a column of the four teams' panels; a chamber
    is at least 40 px at 1024x640 (0.8 of the logical size), no two areas overlap, all
    lie in the left column, and a team's panel is at least 280 px wide and tall enough
    for a heading, a one-line card and two cards of windows."""
    count = 3 if seats == 2 else seats
    geo = L.BoardView(count)
    view, teams = geo.view, L.teams_rect(count)
    assert L.LEFT.contains(view) and L.LEFT.contains(teams) and not view.colliderect(teams)
    assert geo.chamber_px() * 0.8 >= 40, geo.chamber_px()
    spans = union([geo.board_rect(b) for b in range(count)])
    if count != 4:
        assert view.h - (spans.h + L.TITLE_H) <= 2 * L.PAD + 8, "empty bands round the boards"
    panels = [L.team_rect(s, seats, count) for s in range(seats)]
    for k, panel in enumerate(panels):
        assert teams.contains(panel) and not any(panel.colliderect(o) for o in panels[:k])
        assert panel.w >= 280 and panel.h >= 30 + 26 + 2 * 44, panel


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_name_is_drawn_whole_at_one_size_and_every_heading_keeps_its_team(language):
    """A playtester's four-team panels cut names ("The Plague Pri...", "Skritch the
    As...") at sizes that differed from card to card, and a long player name pushed the
    team out of its heading. At every table size every character's name fits its card
    whole at the one name size (``cards.NAME_SIZE``), and a heading keeps the team's
    name whole whatever the player's name."""
    from games.engine import i18n
    from games.labirynt.log_lines import char_name
    from games.labirynt.ui import cards
    from games.labirynt.ui.texts import team_name
    from sprites import fonts
    i18n.set_language(language)
    try:
        for seats in (2, 3, 4):
            count = 3 if seats == 2 else seats
            panel = L.team_rect(0, seats, count)
            row = pygame.Rect(panel.x + 6, panel.y + 30, panel.w - 12, 44)
            room = row.w - 30 - min(90, row.w // 5) - 10       # beside the life bar
            for cid in content().characters:
                assert fonts.width(char_name(cid), cards.NAME_SIZE, True) <= room, \
                    (seats, char_name(cid))
            for team in content().teams:
                for name in ("Bartłomiej Wielkopolski-Grzybowski", "Ana", "W" * 40):
                    line = cards.heading_text(name, team_name(team), panel.w - 80)
                    assert line.endswith(team_name(team))
                    assert fonts.width(line, cards.HEAD_SIZE, True) <= panel.w - 80
            for name in ("Ala", "Bartłomiej", "Player 3"):     # a replay's start, no team yet
                room = panel.w - 80
                line = cards.heading_text(name, None, room)
                assert line == name, line
                assert fonts.width(line, cards.HEAD_SIZE, True) <= room
    finally:
        i18n.set_language("en")


def test_a_done_note_is_never_cut_in_a_tiny_font():
    """What a panel button just did shows in its row: the log's line where it fits at a
    readable size, else the button's own label ("Odbiera: Nekrom…" was cut small)."""
    from games.engine import i18n
    from games.labirynt import rules as R
    from games.labirynt.ui import painting, texts
    from sprites import fonts
    from tests.labirynt.helpers import game
    i18n.set_language("pl")
    try:
        s = game(2, 1)
        rect = L.action_rect(1)
        chars = list(content().characters)
        for a, b in zip(chars, chars[1:] + chars[:1]):
            event = {"type": "given", "seat": 0, "char": a, "to": b, "token": "weakness.1",
                     "shown_to": [0]}
            line = R.describe(s, event, 0)
            label = texts.action_label(R.view(s, 0), {"type": "give", "token": "weakness.1",
                                                      "to": b})
            shown = painting.done_text(rect, [line, label])
            assert fonts.width(shown, painting.DONE_MIN) <= rect.w - 16, shown
            assert shown[2:] in (line, label)
    finally:
        i18n.set_language("en")


def test_the_teleports_note_is_drawn_under_the_buttons(driver, monkeypatch):
    """Entering a Teleport with 2 gems, the panel's buttons (roll, pay for a board) and
    the note of where the d6 sends: the note under the last button (it was drawn under
    the first ones, "1-3 / 4-6" hidden)."""
    from games.labirynt import rules as R
    from games.labirynt.ui import painting
    from saves import files
    from tests.ui.labirynt_driver import quiet_app, record
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    seen = 0
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7)):
        rec = record(n, seed, limit=900)
        for i in rec.where(lambda s, i: s.phase == "teleport")[:2]:
            board = rec.open_at(d, i)
            if type(d.scene).__name__ == "PassScene":
                d.key(pygame.K_RETURN)
            if type(d.scene).__name__ != "BoardScene" or not board.decisions():
                continue
            assert R.current_seat(board.state) == board.state.turn
            buttons = [b.rect for b in board.action_buttons if L.ACTIONS.contains(b.rect)]
            assert len(buttons) >= 2
            bottom = max(r.bottom for r in buttons)
            below = painting.draw_action_frame(pygame.Surface((1280, 800)), board.view(),
                                               board.decisions(), bottom)
            assert below > bottom + 8
            seen += 1
    assert seen >= 2
