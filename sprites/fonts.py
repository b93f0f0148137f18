"""The one font set of the whole app, with cached fonts and cached rendered text.

Faces (bundled in ``sprites/assets/fonts``, DejaVu, see LICENSE.txt there; they cover the
Polish and Serbian Latin letters ł ż ę ó ś ć ń ź č š ž đ):

- body text: DejaVu Sans, and DejaVu Sans Bold for ``bold=True`` (buttons, emphasis);
- titles and headings (``title=True``): DejaVu Serif Condensed Bold.

pygame's own default font (FreeSans Bold) is not used: it has no regular weight and its
hinting spaces letters unevenly ("Continu e", "Qui t") at 18-26 px.

Sizes are pixel sizes (em height in logical pixels). Body text should be ``BODY`` (20 px,
18 px at least), small captions ``CAPTION`` (16 px) at least, so text stays readable when
the 1280x800 window is shown at 0.8 scale. Fonts are created lazily on first use
(``pygame.font.init()`` is called if needed), so importing this module before
``pygame.init()`` is fine, also under SDL_VIDEODRIVER=dummy.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parent / "assets" / "fonts"
FACES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
         "title": "DejaVuSerifCondensed-Bold.ttf"}

CAPTION = 16
SMALL = 18
BODY = 20
H2 = 26
H1 = 32

_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


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


def text(s: str, size: int, colour, bold: bool = False, wraplength: int = 0,
         align: str = "left", *, title: bool = False) -> pygame.Surface:
    """``s`` rendered anti-aliased on a transparent surface; cached by all arguments.

    ``colour``: anything ``pygame.Color`` accepts (RGB(A) tuple, Color, "#rrggbb").
    ``wraplength`` > 0 wraps lines at that width in px (lines also break at ``\\n``); ``align`` ("left", "center", "right") aligns
    wrapped lines. The surface is shared by every caller: blit it, never draw on it.
    Raises ``KeyError`` for an unknown ``align``.
    """
    return _text(s, size, tuple(pygame.Color(colour)), bold, wraplength, align, title)


@lru_cache(maxsize=4096)
def _text(s: str, size: int, colour: tuple, bold: bool, wraplength: int, align: str,
          title: bool) -> pygame.Surface:
    f = font(size, bold, title=title)
    f.align = _ALIGN[align]
    surface = f.render(s, True, colour, None, wraplength)
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def fit(s: str, size: int, colour, width: int, *, bold: bool = False, minimum: int = 16,
        title: bool = False) -> pygame.Surface:
    """``s`` rendered at ``size`` or smaller (not below ``minimum``) to fit ``width`` px;
    still too wide at ``minimum``, it is cut short with an ellipsis. Cached (the fitting
    too, not only the rendering: top bars call it every frame)."""
    return _fit(s, size, tuple(pygame.Color(colour)), width, bold, minimum, title)


@lru_cache(maxsize=2048)
def _fit(s: str, size: int, colour: tuple, width: int, bold: bool, minimum: int,
         title: bool) -> pygame.Surface:
    f = font(size, bold, title=title)
    while size > minimum and f.size(s)[0] > width:
        size -= 1
        f = font(size, bold, title=title)
    if f.size(s)[0] > width:
        while len(s) > 1 and f.size(s + "\u2026")[0] > width:
            s = s[:-1]
        s = s.rstrip() + "\u2026"
    return text(s, size, colour, bold, title=title)


def line_height(size: int, bold: bool = False, *, title: bool = False) -> int:
    """Distance in px between two lines of text of this font."""
    return font(size, bold, title=title).get_linesize()


def clear_cache() -> None:
    """Forget every cached font and text surface (needed after ``pygame.quit()``)."""
    font.cache_clear()
    _text.cache_clear()
    _fit.cache_clear()
