"""Setting up a game of Baš-Čelik (Game Instructions 1-3): characters drawn by d12 (the
rulebook's recommended way, the default) or chosen, the optional Baš-Čelik player, a
special task each, 6 Health and 6 ducats, the fate cards of each world in two piles of
about equal size, the first player by a d6 roll-off. Pure Python."""
from __future__ import annotations

import random

from games.engine.i18n import _
from games.engine.protocol import Option
from games.bas_celik.adv_content import advanced
from games.bas_celik.content import content
from games.bas_celik.state import MAX_PLAYERS, MIN_PLAYERS, State, roll
from games.bas_celik import turns


def setup_options() -> list[Option]:
    """The set-up choices: the variant (basic, the default, or advanced: every paragraph
    marked "Advanced variant", ``advanced.py``, ``conflict_adv.py``; a save without it is
    a basic game), how characters are taken (1.), whether one player plays Baš-Čelik (1.:
    rolls for the creatures and keeps the bank, no character), and which die Hiding rolls
    in the basic variant (4.4.3 prints a d6 and the character's Speed die: a setting)."""
    return [
        Option("variant", _("Variant"), (("basic", _("Basic")), ("advanced", _("Advanced"))),
               "basic", _("Basic: every character rolls a d10 and has 6 Health, the easier "
                          "start. Advanced: each card's own Strength, Intelligence and Speed "
                          "dice, 12 Health and 10 ducats, creatures that strike first and "
                          "fight on over rounds or take bribes, weapons, comrades and "
                          "attributes that grow.")),
        Option("characters", _("Characters"), (("drawn", _("Drawn by d12")), ("chosen", _("Chosen"))),
               "drawn", _("Roll a d12 for each player's character (the recommended way), or choose them.")),
        Option("bc_player", _("Baš-Čelik player"), ((False, _("No")), (True, _("Yes"))), False,
               _("The last seat plays Baš-Čelik: rolls for every creature and keeps the bank, with no character of its own.")),
        Option("hiding_die", _("Hiding roll"), (("d6", _("d6")), ("speed", _("Speed die"))), "d6",
               _("How a character tries to hide from another it meets: the rulebook names a d6 "
                 "in one sentence and the character's Speed die in the next. The d6 (the "
                 "default) suits the basic variant, whose cards print no Speed die; the "
                 "advanced variant always rolls the Speed die.")),
    ]


def unoffered_options() -> list[Option]:
    """Set-up choices the rules engine takes but the setup screen does not offer
    (``new_game`` checks them like ``setup_options``): none now (the variant was one until
    the advanced variant played through the board scene, issue 14)."""
    return []


def player_options() -> list[Option]:
    """No per-seat options: characters are drawn or chosen in the game."""
    return []


def fresh_hero() -> dict:
    """A seat's hero before it takes a character."""
    return {"char": None, "task": None, "field": None, "health": 0, "ducats": 0, "dir": None,
            "walked": 0, "items": [], "curses": [], "powers": [], "transport": [], "weapons": [],
            "companion": None, "sword": None, "keys_placed": [], "skip": 0, "no_heal": False,
            "no_heal_cycle": None, "toll_owed": 0, "keys_taken": [], "remain": None,
            "paralysed": 0, "mods": [], "charm": 0,
            "stats": {"overcome": 0, "outer": 0, "inner": 0, "D": 0, "Z": 0, "R": 0,
                      "visited": [], "treasures": 0},
            "task_done": False, "out": False, "heart": False, "dealt": True, "leave": False,
            "parted_from": None, "fought": 0,
            "best": 0}


def new_game(players: list[dict], options: dict, seed: int) -> State:
    """A new game for 2-6 ``players`` (seat order round the table). Raises ``ValueError``
    for another count or an unknown option value."""
    return new_game_with_events(players, options, seed)[0]


def setup_events(players: list[dict], options: dict, seed: int) -> list[dict]:
    """What setting up ``new_game(players, options, seed)`` did, as events for the game
    log: the Baš-Čelik player's seat (1. Preparation: it keeps the bank and rolls for the
    creatures), the characters drawn by d12 with their special tasks, the d6 roll for the
    first player (3. Starting the Game) and the first turn. Raises what ``new_game``
    raises."""
    return new_game_with_events(players, options, seed)[1]


def new_game_with_events(players: list[dict], options: dict,
                         seed: int) -> tuple[State, list[dict]]:
    """``new_game`` and the events of its set-up (``setup_events``)."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(_("Baš-Čelik is played by 2 to 6 players."))
    every = setup_options() + unoffered_options()
    opts = {o.key: options.get(o.key, o.default) for o in every}
    for o in every:
        if opts[o.key] not in [v for v, _label in o.choices]:
            raise ValueError(f"unknown value {opts[o.key]!r} for option {o.key!r}")
    c = content()
    rng = random.Random(seed)
    n = len(players)
    bc_seat = n - 1 if opts["bc_player"] else None
    piles, known = {}, {}
    for world in ("outer", "inner"):
        deck = c.instances(world)
        rng.shuffle(deck)
        half = (len(deck) + 1) // 2
        piles[world] = [deck[:half], deck[half:]]
        known[world] = [0, 0]
    treasure = c.instances("treasure")
    rng.shuffle(treasure)
    tasks = list(c.tasks)
    rng.shuffle(tasks)
    keys = {f: sorted(x for x in c.instances("key") if x.split("#")[0] == k)
            for f, k in c.key_fields.items()}
    state = State(
        seed=seed, players=[{"name": p["name"], "colour": p["colour"]} for p in players],
        options=opts, bc_seat=bc_seat,
        heroes=[None if s == bc_seat else fresh_hero() for s in range(n)],
        piles=piles, known=known, returning=[], board={}, treasure=treasure, treasure_known=0,
        bank={"keys": keys, "swords": sorted(x for x in c.instances("key") if x.startswith("sword#")),
              "transport": c.instances("transport"), "weapons": sorted(c.instances("weapon")),
              "characters": list(c.characters), "tasks": tasks, "tasks_done": []},
        centre={"unlocked": {}, "bc": "centre", "strikes": 0, "beasts": {},
                "beast_bank": [x for x in c.instances("centre") if x != "bas_celik#1"],
                "captor": None, "placed": False,
                **({"bc_health": advanced().rules["bas_health"]}   # 10., advanced
                   if opts["variant"] == "advanced" else {})},
        order=[], turn=0, turn_no=0, cycle=0, phase="choose", pending=None, meeting=None,
        queue=[], rolloff=[], draws=[], winners=[], rng=rng)
    seats = [s for s in range(n) if s != bc_seat]
    events = [] if bc_seat is None else [{"type": "bc_player", "seat": bc_seat}]
    if opts["characters"] == "chosen":
        state.pending = {"seat": seats[0]}
        return state, events
    for s in seats:
        events += turns.draw_character(state, s)
    events += finish_setup(state)
    return state, events


def choose_next(state: State, seat: int, char: str) -> list[dict]:
    """A seat chooses its character (1.: by agreement); the next seat chooses, and once
    all have, the game starts. Mid-game: the seat starts over with it."""
    events = turns.take_character(state, seat, char)
    if state.turn_no > 0:
        state.pending = None
        return events + turns.start_playing(state, seat)
    seats = [s for s in range(len(state.heroes)) if state.heroes[s] is not None]
    later = [s for s in seats if s > seat]
    if later:
        state.pending = {"seat": later[0]}
        return events
    return events + finish_setup(state)


def finish_setup(state: State) -> list[dict]:
    """3. Starting the Game: every player rolls d6, the highest plays first (ties roll
    again among them); the cycle runs from that seat round the table."""
    seats = [s for s in range(len(state.heroes)) if state.heroes[s] is not None]
    rolling = list(seats)
    while True:
        rolls = {s: roll(state, 6) for s in rolling}
        state.rolloff.append([[s, rolls[s]] for s in rolling])
        best = max(rolls.values())
        rolling = [s for s in rolling if rolls[s] == best]
        if len(rolling) == 1:
            break
    first = rolling[0]
    i = seats.index(first)
    state.order = seats[i:] + seats[:i]
    state.turn, state.turn_no, state.cycle = first, 1, 1
    state.pending = None
    events = [{"type": "first_player", "seat": first, "barrier": True}]
    events += turns.begin_turn(state)
    return events + turns.settle(state)
