"""Drive the app as a player would: real pygame mouse and key events, posted to SDL's
queue and handled by the app's own loop step. Used by the UI tests and for screenshots.

Set ``SDL_VIDEODRIVER=dummy``, ``SDL_AUDIODRIVER=dummy`` and ``TABLETOP_HOME`` before use.
"""
from __future__ import annotations

import pygame

from games.engine.app import App
from games.engine.settings import Settings


class Driver:
    """A headless ``App`` plus helpers to click and type. ``recap``: the recap shows when a
    person takes the mouse (off by default: the tests of a game's play click on the board
    right after a pass screen; ``tests/ui/test_recap.py`` tests it)."""

    def __init__(self, recap: bool = False):
        self.app = App(Settings(animation="off", recap=recap), headless=True)

    @property
    def scene(self):
        """The top scene."""
        return self.app.top

    def wait_for_input(self, pos=None) -> None:
        """A person needs a moment to react to a new screen: while the top scene still
        ignores input (a pass screen just appeared) or a board still holds clicks at
        ``pos`` after one changed the game (its double-click guard, or a new button under
        a still pointer), let app time pass, drawn as the idle loop draws it (a frame only
        when something asks for one)."""
        for _ in range(100):
            top = self.app.top
            if pos is not None and hasattr(top, "click_held_ms"):
                held = top.click_held_ms(pos)
            else:                        # anywhere: the double-click guard's whole time
                hold = getattr(top, "click_hold_until", None)
                held = 0.0 if hold is None else hold - self.app.clock_ms
            wait = max(self.app.input_wait_ms(), held)
            if wait <= 0:
                return
            self.app.step([], dt=min(100.0, wait + 1), force=False)

    def pump(self, frames: int = 1) -> None:
        """Run ``frames`` loop steps on the posted events, each drawn."""
        for _ in range(frames):
            self.app.step()

    def click(self, pos, button: int = 1) -> None:
        """Move to ``pos`` and click there (down + up), then run a frame."""
        pos = (int(pos[0]), int(pos[1]))
        self.wait_for_input(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.pump()

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release ``key``."""
        self.wait_for_input()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.pump()

    def type_text(self, text: str) -> None:
        """Type ``text`` into the focused field (TEXTINPUT events, as SDL sends them)."""
        self.wait_for_input()
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.pump()

    def widgets(self, scene=None):
        """The clickable widgets of ``scene`` (default: the top scene): the open dialog's
        buttons while one is open, else the scene's widgets."""
        scene = scene or self.scene
        found = list(getattr(scene, "widgets", []))
        modal = getattr(scene, "modal", None)
        if modal is not None and modal.is_open:
            found = list(modal.buttons)
        return found

    def button(self, label: str):
        """The button labelled ``label`` on the top scene. Raises ``LookupError``."""
        for w in self.widgets():
            if getattr(w, "label", None) == label and hasattr(w, "on_click"):
                return w
        labels = [getattr(w, "label", None) for w in self.widgets()]
        raise LookupError(f"no button {label!r} on {type(self.scene).__name__}: {labels}")

    def press(self, label: str) -> None:
        """Click the centre of the button labelled ``label``."""
        self.click(self.button(label).rect.center)

    def screenshot(self, path) -> None:
        """Write the current frame."""
        self.app.screenshot(path)


def start_game(driver: Driver, names: list[str], seed: int | None = 7,
               game: str = "Bazyliszek") -> None:
    """From the main menu: New game -> Set up ``game`` -> type names -> Start."""
    from sprites.widgets import Choice, TextInput
    driver.press("New game")
    chooser = driver.scene
    card = next(rect for rect, info in chooser.cards if info.title == game)
    button = next(w for w in driver.widgets() if getattr(w, "label", "") == "Set up"
                  and card.colliderect(w.rect))
    driver.click(button.rect.center)
    for _ in range(10):
        count = [w for w in driver.widgets() if isinstance(w, Choice)][0]   # rebuilt on change
        if count.value == len(names):
            break
        driver.click((count.rect.right - 10, count.rect.centery))
    inputs = [w for w in driver.widgets() if isinstance(w, TextInput)]
    for field, name in zip(inputs, names):
        driver.click(field.rect.center)
        for _ in field.text:
            driver.key(pygame.K_BACKSPACE)
        driver.type_text(name)
        driver.key(pygame.K_RETURN)
    if seed is not None:
        driver.click(inputs[-1].rect.center)          # the seed field comes last
        driver.type_text(str(seed))
        driver.key(pygame.K_RETURN)
    driver.press("Start the game")


def play_turn(driver: Driver, board, rng) -> None:
    """One decision of a sensible player, made with clicks: never visits a room it already
    holds (the bot peeks at its own pile; a person would remember it)."""
    from games.bazyliszek.rooms import load_rooms
    rooms, st = load_rooms(), board.state
    mine = {rooms.card(c).room for c in st.piles[st.turn]}
    if st.phase == "decide":
        card = rooms.card(st.table[st.pending])
        driver.press("Skip" if card.room in mine or rng.random() < 0.25 else "Visit")
        return
    rects = board.slot_rects()
    ups = [i for i, c in enumerate(st.table)
           if c is not None and st.face_up[i] and rooms.card(c).room not in mine]
    if ups and rng.random() < 0.3:
        driver.click(rects[ups[0]].center)
        driver.press("Take it")
        return
    downs = [i for i, c in enumerate(st.table) if c is not None and not st.face_up[i]]
    driver.click(rects[rng.choice(downs)].center)
