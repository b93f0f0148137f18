"""The rules-engine protocol every game implements.

A game lives in ``games/<game_id>/rules.py``. That module imports no pygame and exposes
the same surface in every game, so the menu, the saves and the tests treat games alike
(the shape follows OpenSpiel's game API and python-chess's ``Board``):

Module constants
    ``GAME_ID`` (str), ``TITLE`` (str), ``MIN_PLAYERS`` / ``MAX_PLAYERS`` (int).

``new_game(players, options, seed) -> State``
    ``players`` is a list of dicts, one per seat in turn order, each with at least
    ``"name"`` (str) and ``"colour"`` (a palette key, str); a game may read more keys
    (Bazyliszek reads ``"shields"``). ``options`` is a dict of the game's setup options
    (see ``setup_options``). ``seed`` is an int; every die and shuffle comes from a
    ``random.Random`` owned by the state and seeded from it. Raises ``ValueError`` for a
    player count or option the game does not allow.

``setup_options() -> list[Option]`` and ``player_options() -> list[Option]``
    What the new-game scene offers: game-wide options and per-seat options.

``legal_actions(state) -> list[dict]``
    Every action the seat that must decide now may take. An action is a small JSON-safe
    dict with a ``"type"`` key. Empty exactly when the game is over.

``apply(state, action) -> list[dict]``
    Performs ``action`` on ``state`` in place and returns the events it caused, in order.
    An event is a JSON-safe dict with ``"type"``; ``"seat"`` when a seat caused it;
    ``"barrier": True`` when it revealed something hidden or used randomness (undo never
    goes back past such an event); ``"by_game": True`` when no seat's decision made it,
    whichever action it followed (a roll-off once the last set-up choice is made, a new
    turn): its log lines never mark the acting seat as a computer's, as they would
    (``session.event_lines``) wherever they name it. An action that is not legal raises
    ``IllegalAction`` whose ``reason`` a player can read, and leaves the state unchanged.

``current_seat(state) -> int | None``
    The seat that must decide now (``None`` once the game is over).

``whose_turn(state) -> tuple[int, object] | None`` (optional; every game with turns
should have it)
    The turn under way: ``(seat, number)``, the seat whose turn it is (which may differ
    from ``current_seat`` while another seat answers something during that turn, e.g. a
    Paid Order offer) and a value (an int, or a tuple of ints such as floor and round)
    that changes whenever a new turn begins, also when the same seat plays again (a solo
    game). ``None`` when no turn is under way (set-up choices); then each seat that must
    decide counts as a turn of its own, which is also how a game without ``whose_turn`` is
    treated. Undo (``games.engine.session``) takes an action back only when it raised no
    barrier, was taken by the seat whose turn it is and who must decide now, and began and
    ended in the turn under way now: it never crosses a turn boundary or another seat's
    decision.

``is_over(state) -> bool``, ``scores(state) -> list[int]``, ``winners(state) -> list[int]``
    Scores are per seat; winners is the list of winning seats (several on a shared win,
    empty until the game is over).

``view(state, seat) -> dict``
    Everything ``seat`` may see, as a JSON-safe dict. ``seat=None`` is the public view
    (what everyone at the table sees). The hotseat "pass to <name>" screen is shown when
    the next seat's view differs from the view on screen, and when a game opens on a seat
    whose view differs from the public one.

``describe(state, event, seat=None) -> str``
    One line for the game log as ``seat`` may read it (``None``: the public line, what
    everyone at the table may read), in the rulebook's terms: a sentence (a capital or a
    digit first, a full stop, "!" or "?" last) that never tells ``seat`` what it may not
    see. An event whose details only some seats may see says so with ``"shown_to"``: the
    list of those seats (like boardgame.io's ``redact``); every other seat, and the public
    line, get a line without the details. ``state`` is the state right after the action
    that caused the event. The game log on screen is the log of the seat at the mouse
    once a pass screen was lifted for it, else the public log: a game whose lines differ
    per seat should also give those seats private views, so that they are covered.

``clone(state) -> State``
    An independent deep copy, equal in every respect (``to_dict()``, RNG state included),
    made directly rather than through ``to_dict``/``from_dict`` (no JSON, no validation),
    for computer players that copy a state thousands of times per decision.

``determinize(state, seat, rng) -> State``
    A copy of ``state`` in which everything ``seat`` cannot know is drawn again at random
    from ``rng`` (a ``random.Random``), consistently with what it knows: deck orders,
    face-down cards and tokens, other seats' hidden cards, and the state's own RNG
    (reseeded from ``rng``, so no future die is known either). What a seat knows is what
    its view shows now and what it was shown earlier (a card it saw before it went face
    down). The result keeps the seat's view (``view(determinize(s, p, r), p) == view(s,
    p)``), passes the game's invariants, and depends only on what the seat knows and on
    ``rng``: two states that differ only in what ``seat`` cannot know give equal results
    for equal ``rng``. ``seat=None`` keeps only what is public. ``state`` is unchanged.

``playout_policy(state, rng) -> dict``
    A quick, sensible legal action for the seat that must decide now (no resources
    wasted, moves with a purpose), chosen with ``rng``: for random-game tests and the
    playouts of computer players. Every game ends when all seats play it. Raises
    ``ValueError`` when the game is over.

``evaluate(state) -> list[float]``, ``EVALUATE_AFTER`` (int) and ``forget(world, seat,
share, rng) -> State`` (optional hints for computer players, ``games.engine.bots``)
    ``evaluate``: each seat's chance to win as a heuristic judges a position (floats in
    [0, 1]), so a search may cut its playouts short, after at most ``EVALUATE_AFTER``
    actions (a long game whose playouts are costly); a search also judges a finished game
    by it, so it must value an end on the same scale (a win near 1, more points better). ``forget``: a memory model for the
    easy level, changing a determinized ``world`` in place so that ``seat`` misremembers a
    ``share`` (0 to 1) of what it should remember; it keeps the legal actions. The level
    searches such worlds, and takes its playout policy's moves in one.

``policy_decides(state) -> bool`` (optional hint for computer players)
    True where a computer player should take ``playout_policy``'s action instead of
    searching: decisions with no consequence a search can see, such as free moves that undo
    each other (Labirynt's equipment), which a search would repeat without end.

``TREE_DEPTH`` (optional int, a hint for computer players)
    The most decisions a computer's search tree holds below the position (1: only the
    choices at hand, each followed by the playout policy for every seat, "flat" Monte
    Carlo). For a game whose moves differ by little against the noise of its playouts:
    a deeper tree's own choices are then made almost at random, and judge the moves above
    them by the bad replies they try (Baldrick's Tomb's search ended its moves early so,
    to leave the random walking to the other seat). Default: no limit.

``useful_actions(state) -> list[dict]`` (optional hint for computer players)
    The legal actions a computer player weighs: ``legal_actions(state)``, in its order,
    less the actions that would do nothing (Basilica's Order taken with no effect, Baldrick's Tomb's healing scroll at full Health) while
    one with an effect exists; never empty while the game goes on, and, like the legal
    actions, the same in every world ``determinize`` draws for the seat deciding. The
    search considers only these, at the root and in its tree, and the playout policy
    should never pick a left-out one either, so a computer never spends an action on
    nothing.

``ACTION_COST`` (optional int, a hint for computer players)
    How many steps of a level's work budget (``bots.Level.work``) one applied action
    counts for: a game whose actions take several times as long to apply and to list as
    the others' (Labirynt's many characters, chambers and items) gives a number above 1,
    so its computers think no longer than the others'. Default 1.

``POLICY_MARGIN`` (optional float, a hint for computer players)
    Trust in the playout policy: a search keeps its most visited action only if that
    action's mean reward beats the policy's move by more than ``POLICY_MARGIN`` standard
    errors of the difference; otherwise the policy's move is played. For a game whose
    decisions differ by less than its playouts' noise (a re-roll's 2 gems against a long
    game's luck), so that a small search does not act on noise.

``setup_events(players, options, seed) -> list[dict]`` (optional)
    The events of ``new_game(players, options, seed)`` itself, as ``apply`` returns them
    (described by ``describe`` against the new game's state): what the set-up decided
    before anybody acted (characters drawn, a roll for the first player, who plays a
    special seat), so that the game log tells it from its first line, in a new game and
    in one loaded. Raises what ``new_game`` raises.

``breakdown(state) -> list[tuple[str, list[int]]]`` (optional; the final screen's score sheet,
``games.engine.scoresheet``)
    Where each seat's points came from, read from a finished game's state: rows ``(label
    in the language shown, [value per seat])`` in the order to show them, each seat's rows
    summing to its ``scores`` (Bazyliszek: per round, mirror pairs, other rooms, petrified;
    Basilica: per scoring).

``score_source(state, events) -> str | None`` (optional; for a game without ``breakdown``
whose state keeps only totals)
    The row (a label in the language shown) to which the sheet credits the change of
    ``scores`` one action made: ``state`` is the state after it, ``events`` what it
    returned (Baldrick's Tomb: the floor; Labirynt: the kind of gem). ``None`` credits
    "Other". The sheet finds the changes by playing the saved actions again.

``chart_values(state) -> list[float]`` and ``CHART_LABEL`` (optional str, marked with
``N_``)
    What the final screen's chart follows per seat, sampled at the start of every turn,
    when it is not ``scores`` (a race known only at its end: Baš-Čelik's Key cards), and
    the name of it for the chart's axis (default "Points"; Labirynt "Gems").

``progress(state) -> str``
    A short description for the save list, e.g. ``"Round 1: 31 rooms face down"``.

``NO_UNDO_REASON`` (optional str)
    For a game whose turns leave nothing to undo, the sentence the Undo button shows.

``UNDO_BARRIER_REASON`` (optional str)
    The sentence the Undo button shows when a barrier stops it, in the game's terms
    (default: a die roll, a drawn card or a shuffle).

``PIECE_LABEL`` (optional str)
    The heading of the new-game screen's colour column (default "Pawn"), e.g. "Builder
    colour" where the players' pieces are cubes.

``SETUP_NOTE`` (optional str)
    One line under the seats of the new-game screen, e.g. who starts (default: "Seats
    play in this order; the rules pick who starts.").

``seat_role(options, seat, count) -> str | None`` (optional)
    What the new-game screen says in a seat's row with the options chosen (e.g. "Plays
    Baš-Čelik" for the seat that keeps the bank and has no character), else ``None``.

``idle_seat(options, seat, count) -> str | None`` (optional)
    Why a seat never takes a turn with the options chosen (e.g. the Baš-Čelik player,
    whose dice the app rolls), in a few words: the new-game screen and "Who plays" show
    it in place of the seat's Played by and Pawn choices; ``None`` for a seat that plays.

``invariant_problems(state) -> list[str]`` (optional)
    What is wrong with a state (empty when sound); the generic random-game test calls it
    after every action.

``State.to_dict() -> dict`` / ``State.from_dict(d) -> State``
    JSON-safe and exact: ``State.from_dict(s.to_dict()).to_dict() == s.to_dict()``, RNG
    state included, so loading never re-rolls a die. ``from_dict`` raises ``ValueError``
    ("the saved position is damaged: ...") for a damaged position. A game's ``State``
    gets these and ``clone`` from ``games.engine.rulekit.StateBase`` by naming its fields
    and its checks; its ``describe`` is a ``rulekit.EventLines`` table.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


class IllegalAction(Exception):
    """An action the rules do not allow now.

    ``reason`` is a sentence a player can read ("That room is already face up."). Raising
    it promises that the state was left unchanged.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Option:
    """One setup option shown by the new-game scene.

    ``key`` is the key in the options dict (or player dict); ``label`` is shown on screen;
    ``choices`` is a list of ``(value, label)`` pairs; ``default`` is one of the values;
    ``help`` is a tooltip sentence. ``depends`` optionally names ``(key, value)``: the
    option only matters (and is only shown) when that game option has that value.
    ``unique`` (per-seat options): no two seats may choose the same value other than the
    default (the setup screen swaps, as it does colours).
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    help: str = ""
    depends: tuple[str, Any] | None = None
    unique: bool = False


def rng_to_json(rng: random.Random) -> list:
    """Return ``rng``'s full state as a JSON-safe list (exact; see ``rng_from_json``)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    """Rebuild a ``random.Random`` from ``rng_to_json`` output. Raises ``ValueError`` if malformed."""
    try:
        version, internal, gauss = data
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"bad RNG state: {exc}") from exc
    return rng
