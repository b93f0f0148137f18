"""The shared widgets of every scene: buttons, labels, panels, scrolling text, tooltips,
modal dialogs, selectors, text input, checkboxes and dice.

Every widget is a ``pygame.sprite.Sprite`` with ``rect`` (logical 1280x800 coordinates) and
``image``. ``image`` is re-rendered only when the widget's visible state changes (hover,
pressed, enabled, text, value...): each widget lists that state in ``_state()`` and the
``image`` property compares it with the state last drawn. Keep widgets in a
``WidgetGroup`` (a ``LayeredUpdates``) and give it every event: ``handle_event`` returns
True when a widget consumed the event. Callbacks take no arguments, except ``on_change``
callbacks, which get the new value.

The code lives in sibling modules; this module re-exports their public names, so
``from sprites.widgets import Button`` keeps working:

- ``sprites.widget_art``: ``LOGICAL_SIZE``, ``RADIUS``, ``table_background``,
  ``panel_surface``, ``ornament_rule``, ``dim_layer`` (surfaces and drawing helpers)
- ``sprites.widget_base``: ``Widget``, ``Button``, ``fitted_button`` (base classes, the
  push button, and one whose label takes the size or the two lines that show it whole)
- ``sprites.widget_text``: ``Label``, ``Panel``, ``ScrollText``
- ``sprites.widget_dialogs``: ``Tooltip``, ``TooltipLayer``, ``Modal``
- ``sprites.widget_inputs``: ``Choice``, ``TextInput``, ``Checkbox``, ``WidgetGroup``
- ``sprites.widget_dice``: ``PIPS``, ``die_face``, ``Die``
"""
from __future__ import annotations

from sprites.widget_art import (LOGICAL_SIZE, RADIUS, dim_layer, ornament_rule, panel_surface,
                                table_background)
from sprites.widget_base import Button, Widget, fitted_button
from sprites.widget_dialogs import Modal, Tooltip, TooltipLayer
from sprites.widget_dice import PIPS, Die, die_face
from sprites.widget_inputs import Checkbox, Choice, TextInput, WidgetGroup
from sprites.widget_text import Label, Panel, ScrollText

__all__ = ["LOGICAL_SIZE", "RADIUS", "table_background", "panel_surface", "ornament_rule",
           "dim_layer", "Widget", "Button", "fitted_button", "Label", "Panel", "ScrollText",
           "Tooltip",
           "TooltipLayer", "Modal", "Choice", "TextInput", "Checkbox", "WidgetGroup", "PIPS",
           "die_face", "Die"]
