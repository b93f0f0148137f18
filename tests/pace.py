"""How long a game takes people at one table, estimated: a benchmark, not a test.

``python -m tests.pace GAME SEATS [GAMES] [key=value ...]`` plays ``GAMES`` (default 40)
whole games of ``GAME`` (a game id, e.g. ``labirynt``) with ``SEATS`` seats under the
game's ``playout_policy`` (the model of a player every game provides), with the set-up
options given as ``key=value`` (the others drawn per game, as the playout tools do), and
prints the median and the 10th/90th percentiles of:

- the actions, split into *choices* (the seat had two or more legal actions: a person
  looks at the board and decides) and *clicks* (one legal action: a roll, a "done"); the
  same kind of answer given by one seat after another (Labirynt's re-roll offers, which the
  board asks in one dialog with one "Let it stand") counts once;
- the words of the public log lines the game writes (``describe``), what the table reads;
- the estimated minutes at the table, ``CHOICE_S`` seconds a choice, ``CLICK_S`` a click
  and ``WORDS_PER_S`` words read a second.

The weights are a model, not a measurement: they were set so that the one length a
rulebook prints comes out (Baldrick's Tomb: "1 - 4 players, 30-45 minutes"; the model gives
31 minutes for 2 players and 44 for 3). It knows nothing of how hard a decision is: in a
game of long thought (Basilica) people take far longer than it says. A person's first
game is slower; practised players are faster.
"""
from __future__ import annotations

import random
import statistics
import sys

CHOICE_S = 4.0          # look at the board, decide and click
CLICK_S = 1.0           # a roll or a confirmation: one possible action
WORDS_PER_S = 5.0       # skimming the log lines the game writes (300 words a minute)
MAX_ACTIONS = 50_000


def _players(game_id: str, seats: int) -> list[dict]:
    players = [{"name": f"P{i}", "colour": c} for i, c in
               enumerate(["blue", "yellow", "red", "green", "purple", "orange"][:seats])]
    if game_id == "bazyliszek":
        for p in players:
            p["shields"] = 0
    return players


def _value(text: str):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def play(game_id: str, seats: int, seed: int, fixed: dict) -> dict:
    """One game under the playout policy; ``{"choices", "clicks", "words", "seconds"}``.
    Raises ``AssertionError`` if it does not end in ``MAX_ACTIONS`` actions."""
    from games.engine import registry
    rules = registry.get(game_id).rules()
    rng = random.Random(seed)
    options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
    options.update(fixed)
    state = rules.new_game(_players(game_id, seats), options, seed)
    choices = clicks = words = 0
    last = (None, None)               # the seat and the kind of the action before
    for _step in range(MAX_ACTIONS):
        if rules.is_over(state):
            seconds = choices * CHOICE_S + clicks * CLICK_S + words / WORDS_PER_S
            return {"choices": choices, "clicks": clicks, "words": words, "seconds": seconds}
        seat, action = rules.current_seat(state), rules.playout_policy(state, rng)
        kind = action.get("type") if isinstance(action, dict) else None
        if kind is not None and kind == last[1] and seat != last[0]:
            pass                      # the same answer by the next seat: one dialog asks them
        elif len(rules.legal_actions(state)) > 1:
            choices += 1
        else:
            clicks += 1
        last = (seat, kind)
        for event in rules.apply(state, action):
            line = rules.describe(state, event, None)
            words += len(line.split()) if line else 0
    raise AssertionError(f"{game_id} seed {seed}: no end in {MAX_ACTIONS} actions")


def _spread(values: list[float]) -> str:
    ordered = sorted(values)
    return (f"{statistics.median(ordered):.0f} (p10 {ordered[len(ordered) // 10]:.0f}, "
            f"p90 {ordered[len(ordered) * 9 // 10]:.0f})")


def main(argv: list[str]) -> int:
    """Play and print (see the module docstring)."""
    if len(argv) < 2:
        print(__doc__)
        return 2
    game_id, seats = argv[0], int(argv[1])
    rest = argv[2:]
    games = int(rest.pop(0)) if rest and "=" not in rest[0] else 40
    fixed = {k: _value(v) for k, v in (a.split("=", 1) for a in rest)}
    rows = [play(game_id, seats, seed, fixed) for seed in range(games)]
    print(f"{game_id}, {seats} seats, {games} games, options {fixed or 'drawn'}")
    for key in ("choices", "clicks", "words"):
        print(f"  {key}: {_spread([r[key] for r in rows])}")
    print(f"  minutes at {CHOICE_S:g} s a choice, {CLICK_S:g} s a click, {WORDS_PER_S:g} words "
          f"read a second: {_spread([r['seconds'] / 60 for r in rows])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
