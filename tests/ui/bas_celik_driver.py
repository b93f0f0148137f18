"""A player of Baš-Čelik made of clicks, for UI tests and screenshots: the rules' playout
policy says what a sensible player would choose, and the choice is made only with mouse
events on what the board scene draws (a lit field, a button of the action panel)."""
from __future__ import annotations

import random

import pygame

from games.bas_celik import rules as R
from games.bas_celik.content import content


def board_of(d):
    """The Baš-Čelik board scene on the app's stack."""
    return next(s for s in d.app.stack if type(s).__name__ == "BoardScene")


def wanted(board, rng: random.Random) -> dict:
    """What the playout policy would choose now (the oracle), from a copy of the state."""
    return R.playout_policy(R.clone(board.state), rng)


def field_point(board, field_id: str) -> tuple[int, int]:
    """The screen centre of ``field_id``'s marker."""
    f = content().fields[field_id]
    return board.geo.to_screen(f.x, f.y)


def settle(d) -> None:
    """``Driver.wait_for_input``: the time a person takes before the next input, passed
    as the app's idle loop passes it."""
    d.wait_for_input()


def click(d, pos, button: int = 1) -> None:
    """``Driver.click`` (move, press, release: real events, then a frame), waiting as
    ``settle`` does and as long as the board ignores a click at ``pos`` (a box over the
    map that just went: ``popup.SETTLE_MS``)."""
    settle(d)
    d.wait_for_input(pos)
    pos = (int(pos[0]), int(pos[1]))      # the pointer comes first, as a hand moves it: a
    pygame.event.post(pygame.event.Event(  # button greyed while a click nearby waited
        pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))   # lights up again
    d.pump()
    d.click(pos, button)


def key(d, code: int) -> None:
    """``Driver.key``, waiting as ``settle`` does."""
    settle(d)
    d.key(code)


def click_action(d, board, action: dict) -> None:
    """Take ``action`` (legal now) with the mouse: a step, the end of a move or a beast's
    place on its lit field, anything else on its button, turning the action panel's pages
    until it shows. Raises ``LookupError`` if the scene offers no way to click it."""
    if action["type"] in ("offer", "trade_offer"):
        make_offer(d, board, action)
        return
    if action["type"] in ("step", "go", "place"):
        field = action["to"] if "to" in action else action["field"]
        assert board.targets().get(field) == action, (action, board.targets())
        if board.banner:                           # a click anywhere first closes the box
            click(d, board.banner_rect().center)
        click(d, field_point(board, field))
        return
    for _ in range(40):
        button = board.button_for(action)
        if button is not None:
            click(d, button.rect.center)
            return
        more = next((b for b in board.action_buttons if b.on_click == board.next_page), None)
        if more is None or not more.enabled:
            break
        click(d, more.rect.center)
    raise LookupError(f"no way to click {action} on the board: "
                      f"{[b.label for b in board.action_buttons]}")


def dialog_button(board, label: str, where: str | None = None):
    """The trade dialog's button labelled ``label`` (``where``: "mine" or "theirs" for a
    side's column only); ``LookupError`` if none."""
    from games.bas_celik.ui import trade
    found = [b for b in board.action_buttons if b.label == label and trade.BOX.contains(b.rect)]
    if where in ("mine", "theirs"):
        column = trade.side_rects(where, 2 * trade.SIDE_ROWS)
        found = [b for b in found if column[0].unionall(column).contains(b.rect)]
    if not found:
        raise LookupError(f"no {label!r} in the trade dialog: "
                          f"{[b.label for b in board.action_buttons]}")
    return found[0]


def offer_steps(board, action: dict) -> list[tuple[str, str]]:
    """``(label, where)`` to click in the trade dialog, in order, to build ``action``
    (``where``: "to", "mine", "theirs" or "amount")."""
    from games.bas_celik.ui import texts as T
    from games.bas_celik.ui import trade
    d = trade.deal_of(action)
    mine = d.get("give") or (trade.DUCATS if "price" in d else trade.SERVICE)
    theirs = d.get("take") or (trade.DUCATS if "price" in d else trade.SERVICE)
    dialog = trade.TradeDialog([action], None)
    steps = []
    if "to" in action:
        steps.append((board.seat_name(action["to"]), "to"))
    steps += [(dialog.label(mine), "mine"), (dialog.label(theirs), "theirs")]
    if "price" in d:
        steps.append((T.ducats(d["price"]), "amount"))
    if "service" in d:
        from games.engine.i18n import _
        steps.append((_(trade.SHORT_SERVICE[d["service"]]), "amount"))
    return steps


def offer_reachable(board, action: dict) -> bool:
    """True when the panel has the button that opens the trade dialog and the dialog's
    choices (to whom, each side, the ducats or service) build ``action`` exactly."""
    from games.bas_celik.ui import texts as T
    from games.bas_celik.ui import trade
    if not any(b.on_click == board.open_trade for b in board.action_buttons):
        return False
    offers = [a for a in board.legal() if a["type"] in trade.KINDS]
    dialog = trade.TradeDialog(offers, T.other_seat(board.view()) if board.view().get("meeting") else None)
    d = trade.deal_of(action)
    if "to" in action:
        if action["to"] not in dialog.targets():
            return False
        dialog.retarget(action["to"])
    mine = d.get("give") or (trade.DUCATS if "price" in d else trade.SERVICE)
    theirs = d.get("take") or (trade.DUCATS if "price" in d else trade.SERVICE)
    for side, what in (("mine", mine), ("theirs", theirs)):
        if what not in dialog.options(side):
            return False
        dialog.choose(side, what)
    if "price" in d:
        if d["price"] not in dialog.prices():
            return False
        dialog.ducats = d["price"]
    if "service" in d:
        if d["service"] not in dialog.services():
            return False
        dialog.service = d["service"]
    return dialog.action() == action


def make_offer(d, board, action: dict) -> None:
    """Build and send the trade ``action`` with clicks: the panel's "Make a trade offer"
    button, to whom (when there is a choice), what goes each way, the ducats or service,
    then "Send to <name>" (``send_label``). Raises ``LookupError`` when a step is not on screen."""
    if board.trade is None:
        opener = next((b for b in board.action_buttons if b.on_click == board.open_trade), None)
        if opener is None:
            raise LookupError("no way to open the trade dialog")
        click(d, opener.rect.center)
    for label, where in offer_steps(board, action):
        if where == "to" and board.trade.to == action["to"]:
            continue                               # chosen already (or nobody else)
        button = dialog_button(board, label, where)
        if button.style != "primary":              # not chosen already
            click(d, button.rect.center)
    assert board.trade.action() == action, (board.trade.action(), action)
    click(d, dialog_button(board, send_label(board)).rect.center)


def send_label(board) -> str:
    """The trade dialog's Send button's label: it names the player the offer goes to."""
    from games.engine.i18n import _
    return _("Send to {name}").format(name=board.seat_name(board.trade.to))


def act_once(d, board, rng: random.Random) -> str:
    """Make one decision through the UI; returns the name of the scene that was handled."""
    name = type(d.scene).__name__
    if name == "PassScene":
        key(d, pygame.K_RETURN)
    elif name == "BoardScene":
        if board.held is not None:                   # the acting person read its result
            click(d, board.go_on.rect.center)
        elif board.computer.thinking() or board.session.computer_to_move() is not None:
            d.pump()
            d.app.step([], dt=200.0, force=False)    # the idle loop: drawn when asked
        elif not board.rules.is_over(board.state):
            action = wanted(board, rng)
            if board.in_poll() and action not in board.decisions():
                action = {"type": "market_pass"}      # a computer's seat answers itself
            before = board.session.changes
            click_action(d, board, action)
            if board.session.changes == before:
                raise AssertionError(f"the click did not act: {action}, status {board.status!r}")
    return name


# ---------------------------------------------------------------------------- positions

class Position:
    """A position reached by the rules alone (no screen): what a save holds of it (the
    players, options, seed, the actions so far, the state) and its game log, each line
    in every language with the seats' private lines. ``step``: how many actions led to it;
    ``next``: the action the game took there (set by ``positions``)."""

    def __init__(self, session, step: int):
        self.record = {"players": [dict(p) for p in session.players],
                       "options": dict(session.options), "seed": session.seed,
                       "title": session.title}
        import copy
        self.state = copy.deepcopy(session.state.to_dict())   # to_dict shares lists
        self.actions = [dict(a) for a in session.actions]
        self.lines = [dict(lines) for lines in session._lines]
        self.step = step
        self.next: dict | None = None

    def session(self):
        """A new ``Session`` at this position, as a loaded save continues it."""
        from games.engine.session import Session
        import copy
        return Session.resume(R, self.record, R.State.from_dict(copy.deepcopy(self.state)),
                              list(self.actions), self.lines)


def positions(players: list[dict], options: dict, seed: int, keep, steps: int,
              enough=lambda found: False) -> list[Position]:
    """Play a game of ``players`` through a ``Session`` with the playout policy (the
    same choices as ``act_once``, from ``random.Random(seed)``) for up to ``steps``
    actions; ``keep(session, step, action)`` says which positions to remember (before
    ``action``, the one the game takes there, is taken); stops at the end of the game or
    once ``enough(found)``."""
    from games.engine.session import Session
    session = Session.new(R, players, options, seed)
    rng = random.Random(seed)
    found: list[Position] = []
    for step in range(steps):
        if R.is_over(session.state) or enough(found):
            break
        action = R.playout_policy(R.clone(session.state), rng)
        if keep(session, step, action):
            found.append(Position(session, step))
            found[-1].next = action
        session.act(action)
    return found


def open_position(d, position: Position, lift: bool = True):
    """Open the board on ``position`` the way a loaded save opens (``launch.open_board``,
    autosave off: the tests of saves test it). With ``lift`` the seat to decide is at
    the mouse: the pass screen is lifted by its key, and where the loaded board showed
    none (the seat holds nothing private now) the handover screen a game of secrets
    shows at every change of seat is put up and lifted the same way, so the screen
    shows that seat's view (``viewer()``). Returns the board scene."""
    from games.engine.launch import open_board
    d.app.autosave = False
    open_board(d.app, position.session())
    d.pump()
    board = board_of(d)
    if lift:
        take_the_mouse(d, board)
    return board


def take_the_mouse(d, board) -> None:
    """The seat to decide comes to the mouse: its pass screen lifted by its key, put up
    first where the board shows another view (see ``open_position``)."""
    seat = R.current_seat(board.state)
    if type(d.scene).__name__ == "BoardScene" and seat is not None \
            and seat not in board.session.computers and board.viewer() != seat:
        board.cover(seat, private=False)
        d.pump()
    if type(d.scene).__name__ == "PassScene":
        key(d, pygame.K_RETURN)


def drawn_texts(d, monkeypatch) -> list[str]:
    """The texts the next frame draws (a ``tests.ui.pseudo.Recorder`` over one
    ``App.draw``; ``monkeypatch`` is undone afterwards, as the recorder needs)."""
    from tests.ui.pseudo import Recorder
    recorder = Recorder(games=("bas_celik",))
    recorder.install(monkeypatch)
    d.app.draw()
    monkeypatch.undo()
    return [x.text for x in recorder.drawn]
