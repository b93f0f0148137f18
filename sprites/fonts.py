"""The one font set of the whole app, with cached fonts and cached rendered text.

Faces (bundled in ``sprites/assets/fonts``, DejaVu, see LICENSE.txt there; they cover the
Polish and Serbian Latin letters ł ż ę ó ś ć ń ź č š ž đ):

- body text: DejaVu Sans, and DejaVu Sans Bold for ``bold=True`` (buttons, emphasis);
- titles and headings (``title=True``): DejaVu Serif Condensed Bold.

pygame's own default font (FreeSans Bold) is not used: it has no regular weight and its
hinting spaces letters unevenly ("Continu e", "Qui t") at 18-26 px.

Every string reaches a font through ``clean`` (``text``, ``fit`` and ``width`` call it), so
text from a save, the settings or the last-setup file can hold anything: NUL and other
control characters, lone surrogates, bidirectional overrides, endless combining marks or
50,000 characters are made drawable (see ``clean``) instead of crashing or freezing a
screen. Never call ``font(...).render`` on outside text yourself.

Sizes are pixel sizes (em height in logical pixels). Body text should be ``BODY`` (20 px,
18 px at least), small captions ``CAPTION`` (16 px) at least, so text stays readable when
the 1280x800 window is shown at 0.8 scale. Fonts are created lazily on first use
(``pygame.font.init()`` is called if needed), so importing this module before
``pygame.init()`` is fine, also under SDL_VIDEODRIVER=dummy.
"""
from __future__ import annotations

import unicodedata
from collections import OrderedDict
from functools import lru_cache

import pygame

from games.engine.bundle import ROOT

FONT_DIR = ROOT / "sprites" / "assets" / "fonts"     # in the app's folder or the built bundle
FACES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
         "title": "DejaVuSerifCondensed-Bold.ttf"}

CAPTION = 16
SMALL = 18
BODY = 20
H2 = 26
H1 = 32

_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}

MAX_LINE_CHARS = 400        # one line of text longer than this is cut (with an ellipsis)
MAX_WRAPPED_CHARS = 4000    # wrapped text (a rules paragraph, a dialog) is cut here
MAX_COMBINING = 2           # combining marks kept on one letter
ELLIPSIS = "\u2026"
REPLACEMENT = "\ufffd"
# Direction overrides and isolates reorder what follows them (SDL_ttf ignores them, a
# reader would not); byte-order and word-joiner marks draw as boxes.
_INVISIBLE = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                       "\u2066\u2067\u2068\u2069\ufeff\u2060\u200b")


def clean(s, multiline: bool = False) -> str:
    """``s`` made safe to hand to a font: any value is turned into text (``str(s)``,
    None is empty);
    lone surrogates (from a damaged file) become U+FFFD; NUL and other control
    characters are dropped, except tabs (a space) and, when ``multiline``, line breaks
    (``\\r\\n``, ``\\r``, U+2028 become ``\\n``; without it every line break is a space);
    direction overrides and zero-width marks are dropped; more than ``MAX_COMBINING``
    combining marks on one letter are dropped; the result is cut to ``MAX_LINE_CHARS``
    (``MAX_WRAPPED_CHARS`` when ``multiline``) with an ellipsis. Cached; never raises."""
    if s is None:
        s = ""
    elif not isinstance(s, str):
        try:
            s = str(s)
        except Exception:                       # an object whose __str__ fails
            s = REPLACEMENT
    return _clean(s, bool(multiline))


@lru_cache(maxsize=8192)
def _clean(s: str, multiline: bool) -> str:
    limit = MAX_WRAPPED_CHARS if multiline else MAX_LINE_CHARS
    cut = len(s) > limit * 2
    s = s[:limit * 2]                               # never scan a huge string whole
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in s):
        # valid pairs become one character, lone halves the replacement character
        s = s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    s = s.replace("\r\n", "\n")
    out, marks = [], 0
    for ch in s:
        code = ord(ch)
        if ch in "\n\r\u2028\u2029\x0b\x0c\x85":
            out.append("\n" if multiline else " ")
            marks = 0
            continue
        if ch == "\t":
            ch = " "
        elif code < 0x20 or 0x7F <= code < 0xA0 or ch in _INVISIBLE:
            continue
        elif 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE:
            ch = REPLACEMENT                          # noncharacters
        if unicodedata.combining(ch):
            marks += 1
            if marks > MAX_COMBINING:
                continue
        else:
            marks = 0
        out.append(ch)
    text_ = "".join(out)
    if cut or len(text_) > limit:
        text_ = text_[:limit - 1].rstrip() + ELLIPSIS
    return text_


@lru_cache(maxsize=None)
def font(size: int, bold: bool = False, *, title: bool = False) -> pygame.font.Font:
    """The app font at ``size`` px: sans regular, sans ``bold``, or the ``title`` face
    (always bold). Cached per arguments: do not change the returned font's attributes.
    Raises ``ValueError`` if ``size`` < 1, ``FileNotFoundError`` if the font file is gone."""
    if size < 1:
        raise ValueError(f"font size must be at least 1 px, got {size}")
    if not pygame.font.get_init():
        pygame.font.init()
    face = "title" if title else "bold" if bold else "regular"
    return pygame.font.Font(FONT_DIR / FACES[face], size)


_NOT_IN_ANY_FONT = "\U0010fffd"        # a private-use character: drawn as the "no glyph" box


@lru_cache(maxsize=4096)
def _has_glyph(ch: str, bold: bool, title: bool) -> bool:
    """True if the face draws ``ch`` itself, not its "no glyph" box (found by comparing
    metrics, then pixels, with a character no font has)."""
    f = font(12, bold, title=title)
    if f.metrics(ch) != f.metrics(_NOT_IN_ANY_FONT):
        return True
    try:
        drawn = f.render(ch, False, (0, 0, 0), (255, 255, 255))
        box = f.render(_NOT_IN_ANY_FONT, False, (0, 0, 0), (255, 255, 255))
    except pygame.error:
        return False
    return drawn.get_size() != box.get_size() or \
        pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(box, "RGB")


@lru_cache(maxsize=4096)
def drawable(s: str, bold: bool = False, title: bool = False) -> str:
    """``s`` (already ``clean``) without the characters the face has no glyph for (emoji,
    most scripts beyond Latin, Greek and Cyrillic), which would show as empty boxes; runs of
    spaces left behind are folded and the ends trimmed."""
    if all(ord(ch) < 0x250 for ch in s):
        return s
    kept = "".join(ch for ch in s if ord(ch) < 0x250 or ch == "\n" or _has_glyph(ch, bold, title))
    if kept == s:
        return s
    return "\n".join(_fold(line) for line in kept.split("\n"))


def drawn_everywhere(ch: str) -> bool:
    """True when every face of the app (regular, bold, title) has a glyph for ``ch``, so
    text made of such characters looks the same wherever it is drawn (player names)."""
    return all(drawable(ch, bold, title) == ch
               for bold, title in ((False, False), (True, False), (False, True)))


def _fold(line: str) -> str:
    while "  " in line:
        line = line.replace("  ", " ")
    return line.strip()


def text(s: str, size: int, colour, bold: bool = False, wraplength: int = 0,
         align: str = "left", *, title: bool = False) -> pygame.Surface:
    """``s`` rendered anti-aliased on a transparent surface; cached by all arguments.

    ``colour``: anything ``pygame.Color`` accepts (RGB(A) tuple, Color, "#rrggbb").
    ``wraplength`` > 0 wraps lines at that width in px (lines also break at ``\\n``); ``align`` ("left", "center", "right") aligns
    wrapped lines. The surface is shared by every caller: blit it, never draw on it.
    ``s`` may be any text (see ``clean``). Raises ``KeyError`` for an unknown ``align``.
    """
    return _text(drawable(clean(s, multiline=wraplength > 0), bold, title), size,
                 tuple(pygame.Color(colour)), bold, wraplength, align, title)


TEXT_CACHE_BYTES = 24 * 2 ** 20   # rendered text kept: several screens' worth of pixels


class SurfaceCache:
    """Surfaces kept by key, least recently used first out, bounded by their pixels'
    bytes (``budget``) rather than by their number: a log of long lines, each a new
    surface, must not keep hundreds of megabytes (a long Labirynt game once did).
    ``get(key, make)`` returns the kept surface or keeps ``make()``; ``bytes`` is the
    total kept; ``clear()`` forgets all."""

    def __init__(self, budget: int):
        self.budget, self.bytes = budget, 0
        self._kept: OrderedDict = OrderedDict()

    def get(self, key, make) -> pygame.Surface:
        surface = self._kept.get(key)
        if surface is not None:
            self._kept.move_to_end(key)
            return surface
        surface = make()
        size = surface.get_bytesize() * surface.get_width() * surface.get_height()
        self._kept[key] = surface
        self.bytes += size
        while self.bytes > self.budget and len(self._kept) > 1:
            _key, old = self._kept.popitem(last=False)
            self.bytes -= old.get_bytesize() * old.get_width() * old.get_height()
        return surface

    def __len__(self) -> int:
        return len(self._kept)

    def clear(self) -> None:
        self._kept.clear()
        self.bytes = 0


_TEXTS = SurfaceCache(TEXT_CACHE_BYTES)


def _text(s: str, size: int, colour: tuple, bold: bool, wraplength: int, align: str,
          title: bool) -> pygame.Surface:
    return _TEXTS.get((s, size, colour, bold, wraplength, align, title),
                      lambda: _render(s, size, colour, bold, wraplength, align, title))


def _render(s: str, size: int, colour: tuple, bold: bool, wraplength: int, align: str,
            title: bool) -> pygame.Surface:
    f = font(size, bold, title=title)
    f.align = _ALIGN[align]
    try:
        surface = f.render(s, True, colour, None, wraplength)
    except pygame.error:        # "Text has zero width": only glyphs that draw nothing
        surface = pygame.Surface((0, f.get_linesize()), pygame.SRCALPHA)
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def fit(s: str, size: int, colour, width: int, *, bold: bool = False, minimum: int = 16,
        title: bool = False) -> pygame.Surface:
    """``s`` rendered at ``size`` or smaller (not below ``minimum``) to fit ``width`` px;
    still too wide at ``minimum``, it is cut short with an ellipsis. ``s`` may be any text
    (see ``clean``; line breaks become spaces). The fitting measures O(log n) times
    (binary searches over sizes and over the length kept). Cached (the fitting too, not
    only the rendering: top bars call it every frame)."""
    return _fit(drawable(clean(s), bold, title), size, tuple(pygame.Color(colour)), width,
                bold, minimum, title)


def _fit(s: str, size: int, colour: tuple, width: int, bold: bool, minimum: int,
         title: bool) -> pygame.Surface:
    shown, size = _fitting(s, size, width, bold, minimum, title)
    return _text(shown, size, colour, bold, 0, "left", title)


@lru_cache(maxsize=4096)
def _fitting(s: str, size: int, width: int, bold: bool, minimum: int,
             title: bool) -> tuple[str, int]:
    """The text shown and its size for ``fit`` (small: kept by number, not bytes)."""
    minimum = max(1, min(minimum, size))
    if font(size, bold, title=title).size(s)[0] > width:
        low, high = minimum, size - 1               # largest size whose width fits
        while low <= high:
            mid = (low + high) // 2
            if font(mid, bold, title=title).size(s)[0] <= width:
                low = mid + 1
            else:
                high = mid - 1
        size = max(minimum, high)
    f = font(size, bold, title=title)
    if f.size(s)[0] > width:
        s = _cut_to(f, s, width)
    return s, size


def _cut_to(f: pygame.font.Font, s: str, width: int) -> str:
    """The longest start of ``s`` that fits ``width`` px with an ellipsis after it (just
    the ellipsis if nothing fits): a binary search over the length kept."""
    def shown(k: int) -> str:
        return s[:k].rstrip() + ELLIPSIS

    low, high = 0, len(s) - 1                      # shown(low) is taken to fit
    while low < high:
        mid = (low + high + 1) // 2
        if f.size(shown(mid))[0] <= width:
            low = mid
        else:
            high = mid - 1
    return shown(low)


def width(s: str, size: int, bold: bool = False, *, title: bool = False) -> int:
    """Width in px of ``s`` on one line at ``size`` (``s`` made safe by ``clean``)."""
    return font(size, bold, title=title).size(drawable(clean(s), bold, title))[0]


def line_height(size: int, bold: bool = False, *, title: bool = False) -> int:
    """Distance in px between two lines of text of this font."""
    return font(size, bold, title=title).get_linesize()


def clear_cache() -> None:
    """Forget every cached font and text surface (needed after ``pygame.quit()``)."""
    font.cache_clear()
    _TEXTS.clear()
    _fitting.cache_clear()
    _clean.cache_clear()
