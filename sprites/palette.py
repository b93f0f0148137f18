"""The one palette of the whole app: a warm tabletop of green felt, dark wood, parchment
panels and brass accents.

Every colour is an ``(r, g, b)`` tuple (``(r, g, b, a)`` where it is meant to be blended).
Text/background pairs used by the widgets keep a WCAG contrast ratio of at least 4.5:1
(``tests/ui/test_widgets.py`` checks them), so text stays readable at the 0.8 window scale.

Player colours come from the Okabe–Ito colour-blind-safe set; each also has its own pawn
shape (``PAWN_SHAPES``) so no information is carried by colour alone.
"""
from __future__ import annotations

from games.engine.i18n import N_

# --- the table ---------------------------------------------------------------------------
FELT = (36, 84, 62)
FELT_DARK = (22, 56, 41)
FELT_LIGHT = (52, 108, 82)
WOOD = (104, 64, 36)
WOOD_DARK = (60, 37, 22)
WOOD_LIGHT = (138, 90, 52)

# --- panels and text ---------------------------------------------------------------------
PARCHMENT = (243, 231, 201)
PARCHMENT_DARK = (222, 203, 160)
PARCHMENT_EDGE = (190, 160, 110)
INK = (40, 28, 18)            # text on parchment and on brass
INK_MUTED = (96, 74, 52)      # secondary text on parchment
TEXT_LIGHT = (250, 243, 226)  # text on felt, wood and dark panels
TEXT_MUTED = (204, 192, 166)  # secondary text on felt, wood and dark panels

# --- accents -------------------------------------------------------------------------------
GOLD = (214, 172, 82)
GOLD_LIGHT = (242, 210, 132)
GOLD_DARK = (136, 98, 38)
DANGER = (170, 48, 36)
SUCCESS = (44, 118, 62)
HIGHLIGHT = (255, 224, 102)           # outline of a legal move / selectable space
HIGHLIGHT_FILL = (255, 224, 102, 90)  # translucent fill of a legal move
SELECTED = (90, 200, 255)             # the currently selected thing (not a player colour role)
SHADOW = (0, 0, 0, 90)
OVERLAY_DIM = (12, 8, 4, 170)         # dims the screen under a modal dialog

# --- tooltips --------------------------------------------------------------------------------
TOOLTIP_BG = (34, 25, 17)
TOOLTIP_BORDER = GOLD
TOOLTIP_TEXT = TEXT_LIGHT

# --- buttons: style -> state -> (face, border, text) ------------------------------------------
BUTTON = {
    "primary": {
        "normal": (GOLD, GOLD_DARK, INK),
        "hover": (GOLD_LIGHT, GOLD_DARK, INK),
        "pressed": ((188, 146, 62), GOLD_DARK, INK),
    },
    "secondary": {
        "normal": (WOOD, GOLD, TEXT_LIGHT),
        "hover": (WOOD_LIGHT, GOLD_LIGHT, TEXT_LIGHT),
        "pressed": (WOOD_DARK, GOLD, TEXT_LIGHT),
    },
    "danger": {
        "normal": (DANGER, (96, 22, 16), TEXT_LIGHT),
        "hover": ((196, 62, 48), (96, 22, 16), TEXT_LIGHT),
        "pressed": ((132, 34, 26), (96, 22, 16), TEXT_LIGHT),
    },
}
BUTTON_DISABLED = ((150, 142, 126), (110, 102, 90), (52, 48, 42))

# --- players ---------------------------------------------------------------------------------
# key -> (display name, RGB); the names are English, marked for the catalog (shown with
# ``games.engine.i18n._``); Okabe–Ito colours. Bluish green is left out because it melts
# into the green felt. The order keeps the first few seats the most distinct, also under
# simulated protanopia and deuteranopia.
PLAYER_COLOURS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "blue": (N_("Blue"), (0, 114, 178)),
    "yellow": (N_("Yellow"), (240, 228, 66)),
    "vermillion": (N_("Vermilion"), (213, 94, 0)),
    "sky": (N_("Sky blue"), (86, 180, 233)),
    "purple": (N_("Pink"), (204, 121, 167)),
    "orange": (N_("Orange"), (230, 159, 0)),
}

# key -> pawn shape, one distinct shape per colour (sprites/pawns.py draws them).
PAWN_SHAPES: dict[str, str] = {
    "blue": "circle",
    "yellow": "square",
    "vermillion": "triangle",
    "sky": "diamond",
    "purple": "hexagon",
    "orange": "star",
}


# What an unknown colour key (a damaged or foreign save) is drawn with: never an error.
NEUTRAL_PLAYER = (N_("Grey"), (150, 142, 126))
NEUTRAL_SHAPE = "circle"


def player_rgb(key: str) -> tuple[int, int, int]:
    """RGB of player colour ``key``; ``NEUTRAL_PLAYER``'s grey for an unknown key."""
    return PLAYER_COLOURS.get(key, NEUTRAL_PLAYER)[1] if isinstance(key, str) else NEUTRAL_PLAYER[1]


def player_name(key: str) -> str:
    """Display name of player colour ``key`` (e.g. ``"Sky blue"``); "Grey" if unknown."""
    return PLAYER_COLOURS.get(key, NEUTRAL_PLAYER)[0] if isinstance(key, str) else NEUTRAL_PLAYER[0]


def player_shape(key: str) -> str:
    """Pawn shape of player colour ``key`` (``PAWN_SHAPES``); ``NEUTRAL_SHAPE`` if unknown."""
    return PAWN_SHAPES.get(key, NEUTRAL_SHAPE) if isinstance(key, str) else NEUTRAL_SHAPE


def shade(rgb, factor: float) -> tuple[int, int, int]:
    """``rgb`` darkened (factor < 1) or lightened towards white (factor > 1); alpha dropped."""
    r, g, b = rgb[:3]
    if factor <= 1:
        return (int(r * factor), int(g * factor), int(b * factor))
    t = min(factor - 1, 1)
    return tuple(int(c + (255 - c) * t) for c in (r, g, b))
