"""The hotseat cover: "pass the mouse to <name>" (the next seat has a private view) or
"only <name> looks now" (the seat at the mouse is about to get something private). It
covers the board until the named player deliberately clicks or presses Enter: the app
ignores clicks and keys for ``input_guard_ms`` after it appears and after each click or
key it ignored (a burst of fast clicks never lifts it), and a key held since before never
counts (``App.dispatch`` drops key repeat)."""
from __future__ import annotations

import pygame

from games.engine.i18n import _
from games.engine.scenes.base import UIScene, draw_heading
from sprites import fonts
from sprites import palette as P
from sprites.pawns import pawn
from sprites.widgets import Button

GUARD_MS = 450
NAME_CHARS = 30             # a longer name (from a damaged save) is shortened on this screen


class PassScene(UIScene):
    """Hides everything (opaque) and waits for ``name`` (pawn colour key ``colour``) to
    click "I am <name>". ``board``: the board scene beneath (Esc opens its game menu).
    ``passing``: True when the mouse goes to another player, False when the player at
    the mouse gets something private during their turn (the texts differ). ``private``:
    False when the next seat holds nothing secret now but the game has secrets, so every
    handover is covered alike. ``reason``: a sentence saying why ``name`` takes the
    mouse when it is not for their turn (answering a curse or a trade offer ...), from
    the board's ``pass_reason``; without it the screen says it is their turn."""

    input_guard_ms = GUARD_MS

    def __init__(self, app, name: str, colour: str, board=None, *, passing: bool = True,
                 private: bool = True, reason: str | None = None):
        super().__init__(app)
        self.name, self.colour, self.board, self.passing = name, colour, board, passing
        self.private = private
        self.reason = reason        # why the mouse goes to name, when not for its turn
        self.button = Button(pygame.Rect(290, 490, 700, 64), self.button_label(), self.lift,
                             hotkey=pygame.K_RETURN)
        self.widgets.add(self.button)

    def button_label(self) -> str:
        """The button's label, in the language shown."""
        return _("I am {name}: show my view").format(name=self.short_name())

    def on_enter(self) -> None:
        """Back on top (from the game menu, perhaps from Settings in another language): the
        button speaks the language shown (a playtester's English cover kept its Polish
        button)."""
        super().on_enter()
        self.button.label = self.button_label()

    def short_name(self) -> str:
        """The name as this screen shows it: drawable, at most ``NAME_CHARS`` long."""
        name = fonts.clean(self.name)
        return name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1].rstrip() + fonts.ELLIPSIS

    def lift(self) -> None:
        """The named player is at the mouse: uncover the board."""
        if self.app.top is self:
            self.app.pop()

    def back(self) -> None:
        """Esc does not lift the cover (only the named player's click does); it opens the
        game menu over it, so saving or quitting stays possible."""
        if self.board is not None:
            self.board.open_menu()

    def handle_scene_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_KP_ENTER:
            self.lift()
            return
        super().handle_scene_event(event)

    def heading(self) -> str:
        """The large line: who should take the mouse (or look alone)."""
        name = self.short_name()
        if self.passing:
            return _("Pass the mouse to {name}").format(name=name)
        return _("Only {name} looks now").format(name=name)

    def note(self) -> str:
        """Why the board is covered."""
        name = self.short_name()
        if not self.private:
            if self.reason:
                return _("{why} Click when {name} has the mouse.").format(why=self.reason,
                                                                         name=name)
            return _("It is {name}'s turn. Click when {name} has the mouse.").format(name=name)
        if self.passing:
            if self.reason:
                return _("{why} The next view holds things only {name} may see. Everyone "
                         "else, please look away.").format(why=self.reason, name=name)
            return _("The next view holds things only {name} may see. "
                     "Everyone else, please look away.").format(name=name)
        return _("{name} gets something only {name} may see. "
                 "Everyone else, please look away.").format(name=name)

    def draw_content(self, surface) -> None:
        draw_heading(surface, self.heading(), 250)
        image = pawn(self.colour, 96)
        surface.blit(image, image.get_rect(center=(640, 350)))
        note = fonts.text(self.note(), 22, P.TEXT_LIGHT, wraplength=760, align="center")
        surface.blit(note, note.get_rect(midtop=(640, 410)))
