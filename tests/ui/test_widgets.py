"""Headless tests of the shared look: fonts, palette, widgets, pawns and dice."""
from __future__ import annotations

import itertools
import math
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites import fonts, palette, pawns, widgets as w  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    fonts.clear_cache()
    yield pygame.display.set_mode((1280, 800))


def dispatch(handler, *events) -> list[bool]:
    """Post ``events`` to SDL's queue, read them back and give them to ``handler``."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    posted = {e.type for e in events}
    return [handler(e) for e in pygame.event.get() if e.type in posted]


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def click(pos, button=1):
    return (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


class Counter:
    def __init__(self):
        self.calls = []

    def __call__(self, *args):
        self.calls.append(args)


# ----------------------------------------------------------------------------------- fonts
def _pixels(surface):
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_fonts_render_polish_and_serbian_letters(bold):
    question = _pixels(fonts.font(24, bold).render("?", True, (0, 0, 0)))
    missing = _pixels(fonts.font(24, bold).render("\ue000", True, (0, 0, 0)))
    for ch in "łżęčšđŁŻĘČŠĐóźćń":
        glyph = fonts.font(24, bold).render(ch, True, (0, 0, 0))
        assert glyph.get_width() > 0
        assert _pixels(glyph) not in (question, missing), ch


def test_font_size_is_pixels_and_text_is_cached():
    assert fonts.font(20).get_height() >= 20
    first = fonts.text("Łódź", 20, palette.INK)
    assert fonts.text("Łódź", 20, pygame.Color(palette.INK)) is first
    wrapped = fonts.text("word " * 40, 20, palette.INK, wraplength=200)
    assert wrapped.get_width() <= 200 and wrapped.get_height() > 3 * fonts.line_height(20)


# --------------------------------------------------------------------------------- palette
def _luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_text_colours_have_enough_contrast():
    pairs = [(palette.INK, palette.PARCHMENT), (palette.INK, palette.PARCHMENT_DARK),
             (palette.INK_MUTED, palette.PARCHMENT), (palette.TEXT_LIGHT, palette.FELT),
             (palette.TEXT_MUTED, palette.FELT_DARK), (palette.TEXT_LIGHT, palette.WOOD),
             (palette.TOOLTIP_TEXT, palette.TOOLTIP_BG),
             (w.ScrollText.COLOURS["parchment"]["head"], palette.PARCHMENT),
             (palette.GOLD_LIGHT, (58, 40, 26))]
    pairs += [(ink, face) for style in palette.BUTTON.values() for face, _, ink in style.values()]
    for ink, background in pairs:
        assert contrast(ink, background) >= 4.5, (ink, background)
    face, _, ink = palette.BUTTON_DISABLED
    assert contrast(ink, face) >= 3


# Machado et al. (2009) full-severity dichromacy matrices, on linear RGB.
CVD = {"normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
       "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                      (-0.003882, -0.048116, 1.051998)),
       "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                        (-0.011820, 0.042940, 0.968881))}


def _lab(rgb, matrix):
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    r, g, b = (min(1, max(0, sum(m * c for m, c in zip(row, lin)))) for row in matrix)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, \
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def test_player_colours_stay_distinct_for_colour_blind_players():
    assert len(palette.PLAYER_COLOURS) == 6
    assert set(palette.PAWN_SHAPES) == set(palette.PLAYER_COLOURS)
    assert len(set(palette.PAWN_SHAPES.values())) == 6
    for vision, matrix in CVD.items():
        for a, b in itertools.combinations(palette.PLAYER_COLOURS, 2):
            distance = math.dist(_lab(palette.player_rgb(a), matrix), _lab(palette.player_rgb(b), matrix))
            assert distance > 15, (vision, a, b, distance)


# ---------------------------------------------------------------------------------- Button
def test_button_fires_on_click_inside_only():
    clicked = Counter()
    button = w.Button((100, 100, 200, 50), "Start", clicked)
    assert dispatch(button.handle_event, *click((150, 120))) == [True, True]
    assert len(clicked.calls) == 1
    dispatch(button.handle_event, *click((350, 120)))
    pressed_inside_released_outside = click((150, 120))[0], click((350, 120))[1]
    dispatch(button.handle_event, *pressed_inside_released_outside)
    dispatch(button.handle_event, *click((150, 120), button=3))
    assert len(clicked.calls) == 1


def test_disabled_button_does_not_fire_and_rerenders_when_enabled():
    clicked = Counter()
    button = w.Button((100, 100, 200, 50), "Load", clicked, enabled=False, tooltip="No saves")
    disabled_look = button.image
    assert button.image is disabled_look  # cached while nothing changes
    dispatch(button.handle_event, *click((150, 120)), key(pygame.K_l))
    assert clicked.calls == []
    button.enabled = True
    assert button.image is not disabled_look
    dispatch(button.handle_event, *click((150, 120)))
    assert len(clicked.calls) == 1


def test_button_hotkey_and_hover_look():
    clicked = Counter()
    button = w.Button((100, 100, 200, 50), "Roll", clicked, hotkey=pygame.K_SPACE)
    plain = button.image
    assert dispatch(button.handle_event, key(pygame.K_SPACE), key(pygame.K_a)) == [True, False]
    assert len(clicked.calls) == 1
    dispatch(button.handle_event, motion((110, 110)))
    assert button.hovered and button.image is not plain


def test_group_dispatches_topmost_first():
    below, above = Counter(), Counter()
    group = w.WidgetGroup()
    group.add(w.Panel((0, 0, 400, 400)), w.Button((50, 50, 200, 60), "Below", below))
    group.add(w.Button((100, 60, 200, 60), "Above", above))
    dispatch(group.handle_event, *click((150, 80)))
    assert len(above.calls) == 1 and below.calls == []
    assert dispatch(group.handle_event, *click((350, 350))) == [True, True]  # the panel is opaque
    assert dispatch(group.handle_event, *click((450, 350))) == [False, False]
    surface = pygame.Surface((400, 400))
    group.draw(surface)


# ----------------------------------------------------------------------------------- Modal
def test_modal_swallows_clicks_and_escape_picks_cancel():
    beneath, ok, cancel = Counter(), Counter(), Counter()
    group = w.WidgetGroup(w.Button((0, 0, 1280, 800), "Whole screen", beneath))
    modal = w.Modal("Quit?", "Leave the table?", [("Leave", ok, "danger"), ("Stay", cancel, "secondary")])

    def route(event):
        return modal.handle_event(event) or group.handle_event(event)

    assert all(dispatch(route, motion((5, 5)), *click((5, 5))))
    assert beneath.calls == [] and modal.is_open
    modal.draw(pygame.Surface((1280, 800)))
    dispatch(route, key(pygame.K_ESCAPE))
    assert cancel.calls == [()] and ok.calls == [] and not modal.is_open
    dispatch(route, *click((5, 5)))
    assert len(beneath.calls) == 1


def test_modal_button_click_runs_callback():
    ok = Counter()
    modal = w.Modal("Saved", "The game was saved.", [("OK", ok, "primary")])
    dispatch(modal.handle_event, *click(modal.buttons[0].rect.center))
    assert ok.calls == [()] and not modal.is_open
    assert modal.panel.rect.center == (640, 400)


# ------------------------------------------------------------------------------- TextInput
def test_text_input_typing_backspace_and_focus():
    changes = Counter()
    field = w.TextInput((100, 100, 300, 48), "Ana", max_len=5, on_change=changes)
    typed = pygame.event.Event(pygame.TEXTINPUT, text="ż")
    dispatch(field.handle_event, typed)
    assert field.text == "Ana"  # not focused yet
    dispatch(field.handle_event, *click((150, 120)))
    assert field.has_focus
    dispatch(field.handle_event, typed)
    assert field.text == "Anaż"
    dispatch(field.handle_event, pygame.event.Event(pygame.TEXTINPUT, text="łę"))
    assert field.text == "Anażł"  # max_len
    dispatch(field.handle_event, key(pygame.K_BACKSPACE))
    assert field.text == "Anaż" and changes.calls[-1] == ("Anaż",)
    dispatch(field.handle_event, key(pygame.K_RETURN))
    assert not field.has_focus and w.TextInput.focused is None


def test_focused_text_input_blocks_hotkeys_in_its_group():
    roll = Counter()
    field = w.TextInput((100, 100, 300, 48), "")
    group = w.WidgetGroup(field, w.Button((100, 200, 200, 50), "Roll", roll, hotkey=pygame.K_r))
    dispatch(group.handle_event, *click((150, 120)), key(pygame.K_r))
    assert roll.calls == []
    dispatch(group.handle_event, *click((600, 600)), key(pygame.K_r))
    assert not field.has_focus and len(roll.calls) == 1


# --------------------------------------------------------------------- Choice and Checkbox
def test_choice_cycles_both_ways():
    changes = Counter()
    choice = w.Choice((100, 100, 400, 48), "Players", [(2, "2"), (3, "3"), (4, "4")], 3, changes)
    box = choice.rect.x + choice._box.x
    dispatch(choice.handle_event, *click((box + 10, 120)))  # left arrow
    assert choice.value == 2
    dispatch(choice.handle_event, *click((box + 10, 120)))  # wraps round
    assert choice.value == 4
    dispatch(choice.handle_event, *click((choice.rect.right - 10, 120)))
    dispatch(choice.handle_event, *click((box + choice._box.width // 2, 120)))
    assert choice.value == 3 and changes.calls == [(2,), (4,), (2,), (3,)]
    with pytest.raises(ValueError):
        choice.value = 9


def test_checkbox_toggles():
    changes = Counter()
    box = w.Checkbox((100, 100, 300, 40), "Sound", False, changes)
    dispatch(box.handle_event, *click((120, 120)))
    dispatch(box.handle_event, *click((120, 120)))
    assert changes.calls == [(True,), (False,)] and not box.checked


# ------------------------------------------------------------------------------ ScrollText
def test_scroll_text_wheel_scrolls_and_clamps():
    blocks = [("h1", "Baš-Čelik")] + [("p", f"Paragraph {i}: Łódź, Đurđevdan.") for i in range(30)]
    text = w.ScrollText((100, 100, 400, 300), blocks)
    assert text.max_offset > 0 and text.offset == 0
    wheel_down = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                    precise_x=0.0, precise_y=-1.0)
    assert dispatch(text.handle_event, wheel_down) == [False]  # mouse not over it
    dispatch(text.handle_event, motion((200, 200)), wheel_down)
    assert text.offset > 0
    for _ in range(100):
        text.handle_event(wheel_down)
    assert text.offset == text.max_offset
    text.scroll_by(-10 ** 6)
    assert text.offset == 0
    before = text.image
    text.scroll_to_end()
    assert text.image is not before


def test_scroll_text_append_follows_the_end_and_scrollbar_drags():
    log = w.ScrollText((0, 0, 300, 200), [])
    for n in range(40):
        log.append("p", f"Turn {n}")
    assert log.offset == log.max_offset > 0
    thumb = log._thumb().move(log.rect.topleft)
    dispatch(log.handle_event, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
             motion((thumb.centerx, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 0), button=1))
    assert log.offset == 0
    log.append("p", "New line")
    assert log.offset == 0  # the reader scrolled up: stay there
    with pytest.raises(KeyError):
        log.append("h9", "bad kind")


def _surfaces_held(widget) -> int:
    """Surfaces a widget holds in its attributes and their lists/dicts (its image aside)."""
    found = 0
    for name, value in vars(widget).items():
        if name == "_image":
            continue
        items = value.values() if isinstance(value, dict) else \
            value if isinstance(value, (list, tuple)) else [value]
        found += sum(isinstance(item, pygame.Surface) for item in items)
    return found


def test_a_long_log_keeps_no_surface_per_line_and_draws_as_a_short_one():
    """Memory (a long Labirynt game's log held ~100 MB of rendered lines): 3,000 lines
    appended keep no surface per line, the text cache stays within its byte budget, and
    the end of the long log looks exactly like a log of only its last lines scrolled to
    the same place."""
    lines = [f"Turn {n}: Ola's Wolsung fights the gnolls in chamber {n % 9} and wins."
             for n in range(3000)]
    log = w.ScrollText((0, 0, 300, 200), [])
    for line in lines:
        log.append("p", line)
    assert _surfaces_held(log) == 0
    assert fonts._TEXTS.bytes <= fonts.TEXT_CACHE_BYTES
    short = w.ScrollText((0, 0, 300, 200), [])
    for line in lines[-40:]:
        short.append("p", line)
    assert log.offset == log.max_offset and short.offset == short.max_offset
    assert pygame.image.tobytes(log.image, "RGBA") == pygame.image.tobytes(short.image, "RGBA")
    log.scroll_by(-10 ** 6)                       # the first lines, drawn again on demand
    first = w.ScrollText((0, 0, 300, 200), [("p", line) for line in lines[:40]])
    assert pygame.image.tobytes(log.image, "RGBA") == pygame.image.tobytes(first.image, "RGBA")


def test_the_text_cache_is_bounded_by_bytes_and_keeps_what_was_used_last():
    """``fonts.SurfaceCache``: least recently used out first once the pixels' bytes pass
    the budget; a surface asked for again is kept."""
    cache = fonts.SurfaceCache(budget=100 * 100 * 4 * 3)          # three 100x100 surfaces
    made = []

    def make(n):
        def build():
            made.append(n)
            return pygame.Surface((100, 100), pygame.SRCALPHA)
        return build
    first = cache.get(0, make(0))
    for n in (1, 2):
        cache.get(n, make(n))
    assert cache.get(0, make(0)) is first and made == [0, 1, 2]   # used again: now newest
    cache.get(3, make(3))                                         # 1 is the oldest: out
    assert len(cache) == 3 and cache.bytes == 100 * 100 * 4 * 3
    cache.get(1, make(1))
    assert made == [0, 1, 2, 3, 1]
    cache.get(0, make(0))
    assert made == [0, 1, 2, 3, 1]                                # 0 survived: used lately


# -------------------------------------------------------------------------------- Tooltips
def test_tooltip_layer_shows_disabled_button_tooltip_after_delay(monkeypatch):
    now = [10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    button = w.Button((100, 100, 200, 50), "Load", None, enabled=False, tooltip="No saved games yet.")
    group = w.WidgetGroup(w.Panel((0, 0, 600, 600)), button)
    layer = w.TooltipLayer(delay_ms=400)
    layer.update((150, 120), group)
    assert layer.current() is None
    now[0] += 200
    layer.update((152, 121), group)
    assert layer.current() is None
    now[0] += 250
    layer.update((152, 121), group)
    tip = layer.current()
    assert tip is not None and tip.text == "No saved games yet."
    assert pygame.Rect(0, 0, 1280, 800).contains(tip.rect)
    layer.update((900, 700), group)
    assert layer.current() is None


def test_tooltip_show_for_non_widgets_stays_on_screen(monkeypatch):
    now = [5_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    layer = w.TooltipLayer(delay_ms=400)
    for _ in range(3):  # a scene calls update, then show, every frame
        layer.update((1270, 790), [])
        layer.show("Room: the Mill. " * 6, (1270, 790))
        now[0] += 250
    tip = layer.current()
    assert tip is not None and pygame.Rect(0, 0, 1280, 800).contains(tip.rect)
    layer.draw(pygame.display.get_surface())


# --------------------------------------------------------------------- Label, Panel, Die
def test_label_rerenders_only_on_change():
    label = w.Label((0, 0, 300, 40), "Hello")
    first = label.image
    label.set_text("Hello")
    assert label.image is first
    label.set_text("Cześć")
    assert label.image is not first


def test_panel_content_sits_inside():
    panel = w.Panel((100, 100, 400, 300), title="Rules")
    assert panel.rect.contains(panel.content_rect)
    assert panel.content_rect.top > panel.rect.top + 40


def test_die_roll_lands_on_final_value():
    done = Counter()
    die = w.Die((0, 0, 80, 80), 8, 1)
    die.roll(7, duration_ms=300, on_done=done)
    faces = set()
    for _ in range(10):
        die.update(25)
        faces.add(die.shown)
        die.image
    assert die.rolling and len(faces) > 1
    die.update(100)
    assert not die.rolling and die.shown == 7 and done.calls == [()]
    with pytest.raises(ValueError):
        die.roll(9)
    with pytest.raises(ValueError):
        w.Die((0, 0, 80, 80), 7)


# --------------------------------------------------------------------------------- pawns
def test_pawns_have_distinct_shapes_and_dark_outline():
    masks = {k: pygame.mask.from_surface(pawns.pawn(k, 64, shadow=False), 200)
             for k in palette.PLAYER_COLOURS}
    for a, b in itertools.combinations(masks, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        assert overlap < 0.93 * max(masks[a].count(), masks[b].count()), (a, b)
    image = pawns.pawn("blue", 64, shadow=False)
    row = [image.get_at((x, 32)) for x in range(64)]
    assert any(p.a > 200 and max(p.r, p.g, p.b) < 80 for p in row)  # the outline
    assert pawns.pawn("orange", 64) is pawns.pawn("orange", 64)
    assert pawns.score_token_40(48).get_size() == (48, 48)


@pytest.mark.parametrize("key", ["green", "", "BLUE", None, 7, ["blue"], {"x": 1}, "\x00", "\ud800"])
def test_an_unknown_colour_key_draws_a_neutral_pawn(key):
    """A damaged save may name any colour: the pawn is drawn in the neutral grey."""
    image = pawns.pawn(key, 40)
    assert image.get_size() == (40, 40)
    centre = image.get_at((18, 18))
    assert (centre.r, centre.g, centre.b) not in [rgb for _, rgb in palette.PLAYER_COLOURS.values()]
    assert palette.player_rgb(key) == palette.NEUTRAL_PLAYER[1]
    assert palette.player_name(key) == "Grey"
    assert palette.player_shape(key) == palette.NEUTRAL_SHAPE
    assert pawns.pawn_icon(key).get_size() == (24, 24)


def test_demo_frame_renders():
    from sprites import demo
    frame = demo.render()
    assert frame.get_size() == (1280, 800)


def test_every_playable_game_has_a_menu_picture_and_the_others_none():
    from games.engine import registry
    for info in registry.all_games():
        picture = info.showcase()
        if info.available:
            assert isinstance(picture, pygame.Surface), info.game_id
            w, h = picture.get_size()
            assert 200 <= w <= 400 and 150 <= h <= 300, (info.game_id, w, h)
            assert picture.get_bounding_rect().width > w // 2     # something is drawn
        else:
            assert picture is None


def test_a_tooltip_does_not_outlive_a_resize_or_the_mouse_leaving(driver):
    d = driver
    new_game = d.button("New game")
    d.scene.tooltips.delay_ms = 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=new_game.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    d.pump(2)
    assert d.scene.tooltips.current() is not None
    for kind in (pygame.WINDOWSIZECHANGED, pygame.WINDOWLEAVE):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=new_game.rect.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        d.pump(2)
        pygame.event.post(pygame.event.Event(kind, x=900, y=600))
        d.pump(2)
        assert d.scene.tooltips.current() is None, kind


def test_changing_sound_or_animation_does_not_move_the_window(driver, monkeypatch):
    d = driver
    moved = []
    monkeypatch.setattr(d.app.display, "set_size", lambda size: moved.append(size))
    d.app.settings.sound = not d.app.settings.sound
    d.app.apply_settings()
    assert moved == []
    d.app.settings.window_size = (1024, 640)
    d.app.apply_settings()
    assert moved == [(1024, 640)]


def test_menus_work_from_the_keyboard_tab_then_enter(driver):
    d = driver
    d.key(pygame.K_TAB)
    group = d.scene.widgets
    first = group.key_focus
    assert first is not None and first.enabled and first.label in ("Continue", "New game")
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert group.key_focus is first
    while group.key_focus.label != "New game":
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "GameChooserScene"
    d.key(pygame.K_TAB)
    assert d.scene.widgets.key_focus.label == "Set up"         # the first game's button
    d.click((5, 5))                                            # the mouse drops the ring
    assert d.scene.widgets.key_focus is None


def test_setup_choices_from_the_keyboard_and_the_ring_survives_a_rebuild(driver):
    from sprites.widgets import Choice
    d = driver
    d.press("New game")
    d.key(pygame.K_TAB)                                         # Set up (Bazyliszek)
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "SetupScene"
    group = d.scene.widgets
    while not (isinstance(group.key_focus, Choice) and group.key_focus.label == "Players"):
        d.key(pygame.K_TAB)
    before = d.scene.count
    d.key(pygame.K_RIGHT)                                       # one more player: rebuilt
    assert d.scene.count == before + 1
    d.key(pygame.K_RIGHT)
    assert d.scene.count == before + 2                          # the ring followed the rebuild
    assert isinstance(group.key_focus, Choice) and group.key_focus in group


def test_tab_leaves_the_last_text_field_for_the_buttons(driver):
    from sprites.widgets import TextInput
    d = driver
    d.press("New game")
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)                                      # set up the first game
    fields = [w for w in d.widgets() if isinstance(w, TextInput)]
    d.click(fields[0].rect.center)
    for _ in fields[1:]:
        d.key(pygame.K_TAB)
    assert TextInput.focused is fields[-1]                      # the seed field
    d.key(pygame.K_TAB)
    assert TextInput.focused is None and d.scene.widgets.key_focus is not None


def _face_ink_rows(button) -> list[int]:
    """The rows of the button's face holding label ink (dark pixels on the brass face)."""
    img = button.image
    rows = []
    for y in range(img.get_height() - 4):
        if any(sum(img.get_at((x, y))[:3]) < 200 for x in range(10, img.get_width() - 10)):
            rows.append(y)
    return rows


@pytest.mark.parametrize("width, height", [(340, 36), (250, 36), (180, 44), (400, 30)])
def test_fitted_button_shows_a_long_label_whole_on_two_lines_or_says_it_in_a_tooltip(width, height):
    # A label too wide for one line at the smallest size was cut short with no way to read
    # it ("Give Rune of Fire -> Thrain Żelazna Pięść" in the Labirynt panel).
    words = ["Give", "Rune", "of", "Fire", "→", "Thrain", "Żelazna", "Pięść", "Sprzedaj",
             "Miraculous", "Sword", "Wonder", "Stone", "to", "the", "Spirit-Hunter"]
    rect = pygame.Rect(0, 0, width, height)
    kinds = set()
    for n in range(1, 24):
        label = " ".join(words[(k * 7 + n) % len(words)] for k in range(n))
        button = w.fitted_button(rect, label, lambda: None, "primary")
        room = width - 20
        assert 12 <= button.size <= 17
        if fonts.width(label, button.size, True) <= room:
            kind = "one line"
            assert not button.wrap and button.tooltip is None
            assert all(fonts.width(label, px, True) > room for px in range(button.size + 1, 18))
        elif button.wrap:
            kind = "lines"
            img = fonts.text(label, button.size, (0, 0, 0), bold=True, wraplength=room)
            assert img.get_height() <= height - 4, label
            assert button.tooltip is None
            rows = _face_ink_rows(button)
            assert rows and rows[-1] - rows[0] > fonts.line_height(button.size, True), label
        else:
            kind = "cut"
            assert button.tooltip == label and button.size == 12
        kinds.add(kind)
        assert button.image.get_size() == rect.size
    assert "one line" in kinds and ("lines" in kinds or height < 36)


def test_fitted_button_keeps_a_tooltip_that_says_more_and_drops_one_that_repeats():
    rect = pygame.Rect(0, 0, 300, 36)
    assert w.fitted_button(rect, "Rest", None, tooltip="Rest heals 1").tooltip == "Rest heals 1"
    assert w.fitted_button(rect, "Rest", None, tooltip="Rest").tooltip is None
    assert w.fitted_button(rect, "Rest", None, "secondary").style == "secondary"


@pytest.mark.parametrize("x", [880, 600, 20])
def test_a_buttons_tooltip_never_covers_the_other_buttons_where_it_has_room(x):
    # A column of panel buttons: the tip of one hovered near its bottom edge sat below the
    # mouse, over the next button (a playtester's fourth "Strike" landed on the button
    # under the tip). Now it goes where it covers no other control, when such a place exists.
    layer = w.TooltipLayer(delay_ms=0)
    buttons = [w.Button((x, 100 + k * 40, 380, 34), f"Button {k}", None,
                        tooltip="A long explanation of what this button does, " * 3)
               for k in range(8)]
    others = [w.Panel((0, 0, 1280, 800))] + buttons
    for k, button in enumerate(buttons):
        for pos in (button.rect.midbottom, button.rect.center, button.rect.bottomright):
            pos = (min(pos[0], button.rect.right - 1), min(pos[1], button.rect.bottom - 1))
            layer.update(pos, others)
            tip = layer.current()
            assert tip is not None and tip.text == button.tooltip
            assert pygame.Rect(0, 0, 1280, 800).contains(tip.rect)
            for other in buttons:
                if other is not button:
                    assert not tip.rect.colliderect(other.rect), (k, pos, tip.rect, other.rect)


@pytest.mark.parametrize("row", range(3))
def test_a_name_fields_tip_never_covers_the_field_and_none_shows_while_typing(row):
    """A playtester saw the name field's own tip ("Up to 20 letters...") laid over the
    field being typed into, on the set-up screen's rows of fields and choices. The tip
    goes where it does not cover the field, and a field being
    typed into shows none. (The rows leave no place free of every control: the tip
    covers the least of the others.)"""
    layer = w.TooltipLayer(delay_ms=0)
    rows = []
    for k in range(3):
        y = 320 + 58 * k
        rows += [w.TextInput((200, y, 216, 44), text=f"Player {k + 1}", tooltip="Up to 20 "
                             "letters; left empty, the seat is called Player 2."),
                 w.Choice((426, y, 196, 44), "", [(0, "Person"), (1, "Easy")], 0, None),
                 w.Choice((632, y, 216, 44), "", [(0, "Blue"), (1, "Red")], 0, None)]
    field = rows[3 * row]
    for pos in (field.rect.center, field.rect.midbottom, (field.rect.right - 2, field.rect.y + 2)):
        pos = (pos[0], min(pos[1], field.rect.bottom - 1))
        layer.update(pos, rows)
        tip = layer.current()
        assert tip is not None and not tip.rect.colliderect(field.rect), (pos, tip.rect)
    field.focus()
    try:
        layer.update(field.rect.center, rows)
        assert layer.current() is None
    finally:
        field.blur()


def test_with_no_free_place_the_tip_covers_the_least_of_the_controls():
    wall = [pygame.Rect(0, y, 1280, 30) for y in range(0, 800, 40)]

    def covered(rect):
        return sum(rect.clip(r).w * rect.clip(r).h for r in wall)
    for anchor in ((640, 400), (100, 100), (1200, 700), (640, 20)):
        tip, plain = w.Tooltip("x " * 200), w.Tooltip("x " * 200)
        tip.place(anchor, avoid=wall)
        plain.place(anchor)                         # where it went before
        assert 0 < covered(tip.rect) <= covered(plain.rect)
        assert pygame.Rect(0, 0, 1280, 800).contains(tip.rect)
    plain = w.Tooltip("short")
    plain.place((100, 100))
    assert plain.rect.topleft == (116, 122)          # nothing to avoid: below right, as before


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_choosers_player_count_keeps_clear_of_the_set_up_button(language):
    """A playtester saw "2-4 players" nearly touch "Set up" after the long title
    "Labirynt Czarnoksiężnika" (and in Polish too). On every game's card, in English and
    Polish, the count ends at least 16 px before the button and never overlaps the title;
    a title too long shrinks instead (also a made-up longer one)."""
    from games.engine import i18n, registry
    from games.engine.scenes import chooser
    from sprites import palette as P
    i18n.set_language(language)
    try:
        card = pygame.Rect(240, 100, chooser.CARD_W, chooser.CARD_H)
        games = list(registry.all_games())
        games.append(registry.GameInfo("later", "", False,
                                       ("Labirynt Czarnoksiężnika i Smoki", 2, 12)))
        for info in games:
            (_t, title), (_c, count) = chooser.heading(card, info, P.INK)
            button = chooser.button_rect(card)
            assert count.right + chooser.BUTTON_GAP <= button.left, (info.title, count, button)
            assert title.right < count.left and card.contains(title)
    finally:
        i18n.set_language("en")
