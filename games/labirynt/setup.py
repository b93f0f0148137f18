"""Setting up a game of Labirynt Czarnoksiężnika ("Setup"): teams drawn or chosen, a board
each (drawn, side chosen), the neutral third board of a two-player game, the two starting
characters of each team, full LP, 1 gem each, the first player by a k6 roll-off. Pure
Python."""
from __future__ import annotations

import random

from games.engine.i18n import N_, _
from games.engine.protocol import IllegalAction, Option
from games.labirynt.content import SIDES, TEAMS, content
from games.labirynt.state import MAX_PLAYERS, MIN_PLAYERS, ZOMBIE, State, k6, max_lp
from games.labirynt.turns import start_turn


# Options added after games had been saved: a setup without one plays as before it existed
# (``new_game``), so an older save's moves replay as they were played.
SINCE = ("rerolls",)


def setup_options() -> list[Option]:
    """The rulebook's set-up choices: teams drawn or chosen ("Setup"); board sides and
    starting characters chosen by each player, or drawn at random to start quickly; how
    "a single re-roll of any k6" ("Crystals and Gems") is read, each die once or again
    and again (``rolls.py``). The labels are in the language shown (the setup screen
    draws them as they are)."""
    return [
        Option("teams", _("Teams"), (("drawn", _("Drawn")), ("chosen", _("Chosen"))), "drawn",
               _("Each player draws a team, or chooses one in seat order.")),
        Option("sides", _("Board sides"), (("chosen", _("Chosen")), ("random", _("Drawn"))),
               "chosen", _("Each player gets a board at random and plays on the side they "
                           "choose, or on a side drawn at random.")),
        Option("starters", _("Characters"), (("chosen", _("Chosen")), ("random", _("Drawn"))),
               "chosen", _("Each player chooses which two of their team's three characters "
                           "start in the Camp, or the two are drawn at random.")),
        Option("rerolls", _("Re-rolls"), (("once", _("Each die once")),
                                          ("again", _("Again and again"))), "once",
               _("2 gems re-roll any die, an opponent's too. Each die once: a die re-rolled "
                 "stands, nobody may re-roll it again (a Change of Fate still may change "
                 "it). Again and again: after every change anyone may pay to re-roll any "
                 "die again, so a roll can go on while gems last.")),
    ]


def player_options() -> list[Option]:
    """No per-seat options: a seat's team is drawn or chosen in the game."""
    return []


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """A new game for 2-4 ``players`` (seat order is clockwise). Raises ``ValueError`` for
    another count or an unknown option value. An option missing from ``options`` takes
    its default, except ``rerolls``: a setup without it was made before that option
    existed (an older save's), and plays as those games did (``rolls.OLD_REROLLS``, the
    key left out of ``State.options``), so that its moves replay. Drawn things are drawn
    at once; chosen ones wait for the seats' ``choose_team`` / ``choose_side`` /
    ``choose_starters``."""
    return _new_game(players, options, seed)[0]


def setup_events(players: list[dict], options: dict, seed: int) -> list[dict]:
    """The events of ``new_game(players, options, seed)`` itself (the protocol's hook): the
    teams, sides and starting characters drawn, and, when nothing is left to choose, the
    roll-off with its dice and the first turn. Raises what ``new_game`` raises."""
    return _new_game(players, options, seed)[1]


def _new_game(players: list[dict], options: dict, seed: int) -> tuple[State, list[dict]]:
    """``new_game`` and the events of what it drew (``setup_events``)."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(_("Labirynt Czarnoksiężnika is played by 2 to 4 players."))
    opts = {o.key: options.get(o.key, o.default) for o in setup_options()
            if o.key in options or o.key not in SINCE}
    for o in setup_options():
        if o.key in opts and opts[o.key] not in [v for v, _label in o.choices]:
            raise ValueError(f"unknown value {opts[o.key]!r} for option {o.key!r}")
    rng = random.Random(seed)
    c = content()
    n = len(players)
    boards = [1, 2, 3, 4]
    rng.shuffle(boards)
    in_play = boards[:n] + ([boards[n]] if n == 2 else [])
    state = State(
        seed=seed, players=[{"name": p["name"], "colour": p["colour"]} for p in players],
        options=opts, teams=[None] * n,
        boards=[{"board": b, "side": None, "owner": i if i < n else None}
                for i, b in enumerate(in_play)],
        chars={}, floor={}, pool=sorted(c.find_ids), runes=sorted(c.rune_ids),
        crystals=sorted(c.crystal_ids, key=lambda t: int(t.split(".")[1])),
        gems=[c.counts["start_gems"]] * n, specials=[], phase="team", turn=0, turn_no=0,
        mover=None, extra_used=False, ability_used=False, step=None, combat=None, roll=None,
        wounds=[], setup_queue=[], gloves=c.counts["gloves"], order=[], rolloff=[],
        winner=None, rng=rng)
    events: list[dict] = []
    if n == 2:
        state.boards[2]["side"] = rng.choice(SIDES)
    if opts["teams"] == "drawn":
        teams = list(TEAMS)
        rng.shuffle(teams)
        state.teams = teams[:n]
        events += [{"type": "team_chosen", "seat": s, "team": t, "drawn": True}
                   for s, t in enumerate(state.teams)]
    else:
        state.setup_queue += [["team", s] for s in range(n)]
    if opts["sides"] == "random":
        for b in state.boards[:n]:
            b["side"] = rng.choice(SIDES)
        events += [{"type": "side_chosen", "seat": s, "side": b["side"], "board": b["board"],
                    "drawn": True} for s, b in enumerate(state.boards[:n])]
    else:
        state.setup_queue += [["side", s] for s in range(n)]
    state.setup_queue += [["starters", s] for s in range(n)]
    events += _advance_setup(state)
    return state, events


def _advance_setup(state: State) -> list[dict]:
    """Take drawn starters at once; when nothing is left to choose, begin play."""
    events: list[dict] = []
    while state.setup_queue:
        what, seat = state.setup_queue[0]
        if what == "starters" and state.options["starters"] == "random":
            chars = content().team_characters(state.teams[seat])
            starters = sorted(state.rng.sample(chars, 2))
            _place_team(state, seat, starters)
            state.setup_queue.pop(0)
            events.append({"type": "starters_chosen", "seat": seat, "characters": starters,
                           "drawn": True})
            continue
        state.phase = what
        return events
    return events + _begin(state)


def _place_team(state: State, seat: int, starters: list[str]) -> None:
    team = state.teams[seat]
    camp = [seat, content().sides[(state.boards[seat]["board"],
                                   state.boards[seat]["side"])].of_kind("camp")]
    for cid in content().team_characters(team):
        state.chars[cid] = {"seat": seat, "status": "active" if cid in starters else "dormant",
                            "lp": max_lp(cid), "place": list(camp) if cid in starters else None,
                            "weapon": None, "armour": [], "backpack": [], "rune": None,
                            "glove": False}
    if team == "undead":
        state.chars[ZOMBIE] = {"seat": seat, "status": "card", "lp": max_lp(ZOMBIE),
                               "place": None, "weapon": None, "armour": [], "backpack": [],
                               "rune": None, "glove": False}
    state.chars = dict(sorted(state.chars.items()))


def _begin(state: State) -> list[dict]:
    """The roll-off: everyone rolls a d6, the highest begins, ties roll again among the
    tied ("Setup"); then play goes clockwise."""
    rolling = list(range(state.n))
    while True:
        faces = {s: k6(state) for s in rolling}
        state.rolloff.append([faces.get(s) for s in range(state.n)])
        best = max(faces.values())
        rolling = [s for s in rolling if faces[s] == best]
        if len(rolling) == 1:
            break
    first = rolling[0]
    state.order = [(first + i) % state.n for i in range(state.n)]
    state.turn = (first - 1) % state.n
    events = [{"type": "rolloff", "seat": first, "rounds": [list(r) for r in state.rolloff],
               "barrier": True, "by_game": True}]
    state.turn = first
    state.turn_no = 0
    return events + start_turn(state, first)


def choose_team(state: State, action: dict) -> list[dict]:
    """A seat chooses one of the teams not taken yet."""
    seat = state.setup_queue[0][1]
    team = action["team"]
    if team not in TEAMS or team in state.teams:
        raise IllegalAction(_("Choose a team nobody has taken."))
    state.teams[seat] = team
    state.setup_queue.pop(0)
    return [{"type": "team_chosen", "seat": seat, "team": team}] + _advance_setup(state)


def choose_side(state: State, action: dict) -> list[dict]:
    """A seat chooses the side of the board it drew."""
    seat = state.setup_queue[0][1]
    if action["side"] not in SIDES:
        raise IllegalAction(_("A board has the sides A and B."))
    state.boards[seat]["side"] = action["side"]
    state.setup_queue.pop(0)
    return [{"type": "side_chosen", "seat": seat, "side": action["side"],
             "board": state.boards[seat]["board"]}] + _advance_setup(state)


def choose_starters(state: State, action: dict) -> list[dict]:
    """A seat chooses which two of its three characters start in the Camp."""
    seat = state.setup_queue[0][1]
    chosen = action["characters"]
    team = content().team_characters(state.teams[seat])
    if len(set(chosen)) != 2 or not set(chosen) <= set(team):
        raise IllegalAction(_("Choose two different characters of your team."))
    _place_team(state, seat, sorted(chosen))
    state.setup_queue.pop(0)
    return [{"type": "starters_chosen", "seat": seat, "characters": sorted(chosen)}] + \
        _advance_setup(state)


def setup_actions(state: State) -> list[dict]:
    """The choices of the seat setting up now."""
    what, seat = state.setup_queue[0]
    if what == "team":
        return [{"type": "choose_team", "team": t} for t in TEAMS if t not in state.teams]
    if what == "side":
        return [{"type": "choose_side", "side": s} for s in SIDES]
    team = content().team_characters(state.teams[seat])
    return [{"type": "choose_starters", "characters": sorted([a, b])}
            for i, a in enumerate(team) for b in team[i + 1:]]
