"""A turn of Baš-Čelik: the cycle, movement (V. Moving Around the Board), the fields'
encounters (4.1-4.3) and fate cards (G.). Shops, healing, items, curses and tasks are in
``care.py``; conflicts, meetings (4.4) and elimination in ``fighting.py``; the finale in
``finale.py``. Pure Python.

Every function that changes the state returns the events it caused. A handler sets
``state.phase`` to what comes next and calls ``settle``, which runs what follows without
a choice: an over-full hand to empty first, the end of the turn, the next seat's start.
"""
from __future__ import annotations

from games.bas_celik import advanced, care, fighting, finale, market
from games.bas_celik.content import content
from games.bas_celik.state import (State, capacity, carried, has_all_keys, heal, hero,
                                   heroes_at, holds_key, in_play, keys_taken, roll, variant,
                                   world_of)

TURN_PHASES = ("turn", "path", "water", "arrive", "after", "bas", "beast", "beasts", "fight",
               "bribe", "foe_attack")
NO_MENDING = ("discard", "mend", "loot", "ward", "trade", "choose", "over", "foe_attack")
RING_LAP = 36                      # fields of the Outer ring: one full circle


# ---------------------------------------------------------------------------- abilities

def ability(state: State, h: dict, name: str) -> dict | None:
    """The hero's ability's parameters when it is ``name`` (a handler of
    ``content.ABILITIES``), else ``None``: the back of the character card, so only in
    the basic variant (A.); the advanced variant plays the front's ability instead
    (``advanced.front_ability``)."""
    if h["char"] is None or advanced.is_advanced(state):
        return None
    a = content().characters[h["char"]].ability
    return a if a["handler"] == name else None


def has_transport(h: dict, kind: str) -> bool:
    """The hero holds a Transport card of ``kind`` ("boat", "horse", "mule")."""
    return any(t.split("#")[0] == kind for t in h["transport"])


# ---------------------------------------------------------------------------- cycle

def cycle_starts(state: State) -> list[dict]:
    """A new cycle (D. Cycle): the cards of the last cycle go back under their piles
    (G. Fate cards: "during the next cycle") and passing changes wear off by a cycle."""
    events = []
    state.cycle += 1
    for card, world, pile in state.returning:
        state.piles[world][pile].append(card)
        state.known[world][pile] += 1
    if state.returning:
        events.append({"type": "returned", "cards": [c for c, _w, _p in state.returning]})
    state.returning = []
    for h in state.heroes:
        if h is None:
            continue
        h["mods"] = [[a, n - 1, src] for a, n, src in h["mods"] if n > 1]
        h["paralysed"] = max(0, h["paralysed"] - 1)     # a paralysis wears off by cycles too
    state.spells = {f: [a, n - 1, k] for f, (a, n, k) in state.spells.items()
                    if n > 1 and f in state.board}
    events += care.collect_tolls(state)            # V. Bridges: a toll owed
    for h in state.heroes:                         # V. Bridges: no healing in the skipped
        if h is None or h.get("no_heal_cycle") is None:    # cycle of an unpaid toll, only
            continue
        h["no_heal"] = h["no_heal_cycle"] == state.cycle
        if h["no_heal_cycle"] <= state.cycle - 1:
            h["no_heal_cycle"] = None
    return events


def return_fate(state: State, card: str) -> None:
    """A fate card used up goes back during the next cycle under the pile it was drawn
    from (3. Starting the Game: "returned under the pile from which it was drawn"); a card
    of no known pile goes under the smaller of its world's two piles."""
    world = content().card(card).group
    pile = state.origin.pop(card, None)
    if pile is None:
        piles = state.piles[world]
        waiting = [p for _c, w, p in state.returning if w == world]
        sizes = [len(piles[i]) + waiting.count(i) for i in (0, 1)]
        pile = 0 if sizes[0] <= sizes[1] else 1
    state.returning.append([card, world, pile])


def return_face_down(state: State, card: str) -> None:
    """A curse its holder gives back unseen (an over-full hand, an eliminated character's
    cards): straight under its deck, and nobody knows that deck's bottom any more (G.
    Curses lie face down; no seat learns which curse it was)."""
    kind = content().card(card)
    if kind.kind != "curse":
        return_card(state, card)
    elif kind.group == "treasure":
        state.treasure.append(card)
        state.treasure_known = 0
    else:
        world = kind.group
        pile = state.origin.pop(card, None)
        if pile is None:
            pile = 0 if len(state.piles[world][0]) <= len(state.piles[world][1]) else 1
        state.piles[world][pile].append(card)
        state.known[world][pile] = 0


def return_card(state: State, card: str) -> None:
    """Put ``card`` back where it belongs: a fate card under its pile next cycle, a
    treasure under the treasure deck, a Key card to its location, a Sword, Transport or
    weapon to the bank."""
    c = content()
    kind = c.card(card)
    if kind.group in ("outer", "inner"):
        return_fate(state, card)
    elif kind.group == "treasure":
        state.treasure.append(card)
        state.treasure_known += 1
    elif kind.kind == "key":
        where = next(f for f, k in c.key_fields.items() if k == kind.id)
        state.bank["keys"][where].append(card)
        state.bank["keys"][where].sort()
    elif kind.kind == "sword":
        state.bank["swords"].append(card)
    elif kind.group == "transport":
        state.bank["transport"].append(card)
    elif kind.group == "weapon":
        state.bank["weapons"].append(card)
    else:                                          # pragma: no cover - a Centre card
        raise ValueError(f"{card} has no place to go back to")


def next_seat(state: State) -> int:
    """The seat after ``state.turn`` in the cycle's order."""
    i = state.order.index(state.turn)
    return state.order[(i + 1) % len(state.order)]


def end_turn(state: State) -> list[dict]:
    """End the turn and begin the next seat's (skipping those that cannot play)."""
    events = []
    for _guard in range(4 * len(state.order) + 4):
        if state.phase == "over":
            return events
        nxt = next_seat(state)
        if nxt == state.order[0]:
            if market.opens(state):
                return events + market.open_market(state)
            events += cycle_starts(state)
        state.turn = nxt
        state.turn_no += 1
        events.append({"type": "turn", "seat": nxt, "turn": state.turn_no})
        started = begin_turn(state)
        events += started
        if state.phase != "end":
            return events
    return events                                  # pragma: no cover - everyone is out


def begin_turn(state: State) -> list[dict]:
    """The start of ``state.turn``'s turn: a new character for a seat whose character was
    eliminated, a skipped turn, the second round of a meeting (4.4), else
    the turn's choices (phase ``turn``); phase ``end`` when the seat does not play now."""
    seat = state.turn
    h = state.heroes[seat]
    state.pending = None
    if h is None or h["out"]:
        state.phase = "end"
        return []
    if h["char"] is None:
        if state.options["characters"] == "chosen":
            state.phase = "choose"
            state.pending = {"seat": seat}
            return []
        events = draw_character(state, seat)
        return events + start_playing(state, seat)
    return start_playing(state, seat)


def start_playing(state: State, seat: int) -> list[dict]:
    """A seat with a character begins its turn (after a new character, if one was taken):
    a skipped turn (V. Water and Bridges, events) is used up, and the second rounds of
    the meetings that wait for this seat are its turn (4.4: "when the defender's turn
    comes"), also in a skipped turn: the skip keeps the character on its field, it does
    not put off the crossing (V. Water: "crossing takes 2 cycles"). Otherwise the turn's
    choices (phase ``turn``)."""
    h = hero(state, seat)
    said = [{"type": "paralysed_turn", "seat": seat, "left": h["paralysed"]}] \
        if h["paralysed"] > 0 else []             # G. Curses: it plays, but attacks no one
    skipped = h["skip"] > 0
    if skipped:
        h["skip"] -= 1
        said.append({"type": "skipped", "seat": seat})
    if fighting.second_round_waits(state, seat):
        return said + fighting.start_second_round(state, seat)
    if skipped:
        state.phase = "end"
        return said
    if h.get("fight"):                             # 4.2, advanced: the conflict goes on
        from games.bas_celik import conflict_adv
        return said + conflict_adv.next_round(state, seat)
    if h.get("no_heal_cycle") is None:
        h["no_heal"] = False                       # an older save's ban: until this turn
    h["remain"] = "now" if h.get("remain") == "next" else None   # for this turn only
    state.phase = "turn"
    return said


def draw_character(state: State, seat: int) -> list[dict]:
    """1. Choosing Characters: a d12 picks the character with that number (rolled again
    while it is in play). Then its task is drawn and it starts at its starting point."""
    c = content()
    free = set(state.bank["characters"])
    rolls = []
    numbers = {ch.number: ch.id for ch in c.characters.values()}
    while True:
        r = roll(state, 12)
        rolls.append(r)
        if numbers[r] in free:
            break
    state.draws.append([seat, rolls])
    return [{"type": "d12_character", "seat": seat, "rolls": rolls, "barrier": True}] + \
        take_character(state, seat, numbers[r])


def take_character(state: State, seat: int, char: str) -> list[dict]:
    """Give ``seat`` the character ``char`` from the bank: full Health and ducats, its
    starting point, a special task drawn at random (2. Drawing Special Tasks)."""
    c = content()
    h = hero(state, seat)
    state.bank["characters"].remove(char)
    v = variant(state)
    ch = c.characters[char]
    h.update(char=char, field=ch.start, health=v["health"], ducats=v["ducats"],
             dir={"D": 1, "Z": -1, "R": None}[ch.nature], walked=0, skip=0, no_heal=False,
             no_heal_cycle=None, toll_owed=0, keys_taken=[], remain=None, paralysed=0, mods=[], charm=0, task_done=False, heart=False, dealt=True,
             leave=False, parted_from=None, keys_placed=[],
             stats={"overcome": 0, "outer": 0, "inner": 0, "D": 0, "Z": 0, "R": 0,
                    "visited": [], "treasures": 0})
    if state.options.get("variant") == "advanced":
        advanced.new_front(h)                      # A.: the front of the card
    events = [{"type": "character", "seat": seat, "char": char, "field": ch.start}]
    if state.bank["tasks"]:
        i = state.rng.randrange(len(state.bank["tasks"]))
        h["task"] = state.bank["tasks"].pop(i)
        events.append({"type": "task", "seat": seat, "task": h["task"], "barrier": True})
    return events


# ---------------------------------------------------------------------------- settling

def settle(state: State) -> list[dict]:
    """Run what follows an action without a choice: a hand over its room is emptied
    first (phase ``discard``, 7. Treasure), then the task is checked, then a turn that is
    done (phase ``end``) passes to the next seat."""
    events = []
    for s, h in enumerate(state.heroes):
        if h is not None and in_play(state, s):
            events += care.check_task(state, s)
    if state.phase == "over":
        return events
    if state.phase in TURN_PHASES and not in_play(state, state.turn):
        state.phase = "end"                        # the hero fell during its own turn
    over = [s for s, h in enumerate(state.heroes) if h is not None and carried(h) > capacity(h)]
    if over and state.phase != "discard":
        state.queue.insert(0, {"seat": over[0], "resume": state.phase})
        state.phase = "discard"
        return events
    while state.mending and state.phase not in NO_MENDING:
        seat = state.mending.pop(0)
        if in_play(state, seat) and care.healing_options(state, seat):
            state.queue.insert(0, {"seat": seat, "resume": state.phase, "mend": True})
            state.phase = "mend"
            return events
    if state.phase == "after" and not after_options(state):
        state.phase = "end"
    if state.phase == "end" and in_play(state, state.turn) and \
            fighting.second_round_waits(state, state.turn):
        events += fighting.start_second_round(state, state.turn)   # 4.4: the next one
        return events
    if state.phase == "end":
        events += end_turn(state)
        if state.phase != "over":
            events += settle(state)
    return events


# ---------------------------------------------------------------------------- movement

def ring_index(field_id: str) -> int:
    """The place of an Outer field on the ring (clockwise from "o00")."""
    return content().ring.index(field_id)


def ring_step(field_id: str, direction: int, steps: int = 1) -> str:
    """The Outer field ``steps`` fields from ``field_id`` in ``direction`` (+1 clockwise)."""
    ring = content().ring
    return ring[(ring.index(field_id) + direction * steps) % len(ring)]


def blocked(state: State, field_id: str, seat: int) -> bool:
    """4.3: a field holding another character and a creature cannot be stopped on."""
    return bool(heroes_at(state, field_id, but=seat)) and field_id in state.board


def free(state: State, field_id: str, seat: int) -> bool:
    """A free field for 4.3's "first free field further along": no character, no card."""
    return not heroes_at(state, field_id, but=seat) and field_id not in state.board \
        and field_id not in state.centre["beasts"]


def escorting(state: State, seat: int) -> bool:
    """``seat``'s character escorts Baš-Čelik and his heart (10. Finale)."""
    return state.centre["bc"] == seat


def refuge(state: State, seat: int) -> str:
    """The refuge castle of ``seat``'s character, by its nature (10. Finale)."""
    return content().refuges[content().characters[hero(state, seat)["char"]].nature]


def ring_paths(state: State, seat: int, steps: int, direction: int) -> list[dict]:
    """Where an Outer move of ``steps`` fields in ``direction`` may end (V.): each a
    ``{"to", "steps", "bridges"}``. The move stops on the first water field (the Horse
    never jumps one), may stop on a triangle field once the hero has gone round the
    circle, stops on the hero's refuge while escorting Baš-Čelik, and goes on past a
    field with a character and a creature (4.3) to the first free field. With a Horse the
    move may go one field further (and so skip an occupied field)."""
    h = hero(state, seat)
    c = content()
    here = h["field"]
    partner = parted_from(state, seat)
    longest = steps + (1 if has_transport(h, "horse") else 0)
    out, bridges = [], 0
    for i in range(1, steps + 2 * RING_LAP):
        at = ring_step(here, direction, i)
        f = c.fields[at]
        if f.kind == "bridge":
            bridges += 1
        option = {"to": at, "steps": i, "bridges": bridges}
        if f.kind == "water" or (escorting(state, seat) and at == refuge(state, seat)):
            out.append(option)                     # water stops every move
            break
        if f.kind == "gate" and h["walked"] + i >= RING_LAP and i < steps:
            out.append(option)                     # round the circle: into the Inner World
        if i >= steps and not blocked(state, at, seat) and at != partner:
            out.append(option)
        if i >= longest and out and out[-1]["steps"] >= steps:
            break                                  # 4.3: else on to the first free field
    return out


def step_targets(state: State, seat: int) -> list[str]:
    """The fields one move away in the Inner World or the Centre (V.): along the links,
    any direction; the Centre's access fields only with the three Key cards, the Centre
    itself only once all three are unlocked (10. Finale; after Baš-Čelik is taken the
    Centre is open); never onto a field with another character and a creature (4.3). With
    a Horse also two fields along an Inner path, never over water."""
    c = content()
    h = hero(state, seat)
    here = h["field"]
    near = list(c.links.get(here, ()))
    if c.fields[here].kind == "gate" and h["walked"] < RING_LAP:
        near = []                                  # not yet round the circle
    out = []
    for f in near:
        if allowed_step(state, seat, here, f):
            out.append(f)
        elif blocked(state, f, seat) and c.fields[f].world == "inner":
            out += [g for g in beyond_blocked(state, seat, here, f) if g not in out]
    if has_transport(h, "horse") and c.fields[here].world != "outer":
        for mid in list(out):
            if c.fields[mid].world != "inner" or c.fields[mid].kind == "water":
                continue
            for f in c.links.get(mid, ()):
                if f != here and f not in out and c.fields[f].world == "inner" \
                        and allowed_step(state, seat, mid, f):
                    out.append(f)
    return sorted(out)


def beyond_blocked(state: State, seat: int, here: str, f: str) -> list[str]:
    """4.3 in the Inner World: a field holding another character and a creature is not
    stopped on; the move goes on along the path to the first free field(s) beyond it
    (each way the path forks), never back to ``here`` and never into the Centre."""
    c = content()
    out, seen, todo = [], {here, f}, [f]
    while todo:
        at = todo.pop(0)
        for g in c.links.get(at, ()):
            if g in seen or c.fields[g].world != "inner":
                continue
            seen.add(g)
            if blocked(state, g, seat):
                todo.append(g)
            elif allowed_step(state, seat, at, g):
                out.append(g)
    return out


def parted_from(state: State, seat: int) -> str | None:
    """The field ``seat`` may not end its move on: where the character it met stands
    now, while ``seat`` still has to leave the meeting's field (4.4: both move on to
    DIFFERENT fields in the next cycle, except after a Struggle)."""
    h = hero(state, seat)
    other = h.get("parted_from")
    if not h["leave"] or other is None or not in_play(state, other):
        return None
    return state.heroes[other]["field"]


def allowed_step(state: State, seat: int, here: str, to: str) -> bool:
    """One step from ``here`` to ``to`` is allowed for ``seat`` (see ``step_targets``)."""
    c = content()
    f = c.fields[to]
    h = hero(state, seat)
    if blocked(state, to, seat) or to == parted_from(state, seat):
        return False
    if f.world == "centre" and state.centre["bc"] == "centre":
        if f.kind == "centre":
            return len(state.centre["unlocked"]) == 3 and has_all_keys(h)
        return has_all_keys(h)
    return True


def move_options(state: State, seat: int) -> list[dict]:
    """The moves open to ``seat`` at the start of its turn: ``roll`` on the Outer ring
    (an Indifferent character's first roll names its direction, kept for the game),
    ``step {to}`` in the Inner World and the Centre and from a triangle field inwards."""
    h = hero(state, seat)
    out = []
    if world_of(h["field"]) == "outer":
        if h["dir"] is None:
            out += [{"type": "roll", "clockwise": True}, {"type": "roll", "clockwise": False}]
        else:
            out.append({"type": "roll"})
    out += [{"type": "step", "to": f} for f in step_targets(state, seat)]
    return out


def do_roll(state: State, seat: int, clockwise: bool | None) -> list[dict]:
    """Roll d6 for an Outer move; the paths it may take become the choices (phase
    ``path``), or the move is made at once when there is only one."""
    h = hero(state, seat)
    events = []
    if h["dir"] is None:
        h["dir"] = 1 if clockwise else -1
        events.append({"type": "direction", "seat": seat, "clockwise": bool(clockwise)})
    die = 12 if h["heart"] else 6                  # 10.: the heart, d12 for all rolls
    d = roll(state, die)
    paths = ring_paths(state, seat, d, h["dir"])
    events.append({"type": "move_roll", "seat": seat, "roll": d, "die": die, "barrier": True})
    state.pending = {"paths": paths, "roll": d}    # ``go`` says why after the move
    if len(paths) == 1:
        return events + go(state, seat, paths[0])
    state.phase = "path"
    return events


def said_of_the_move(state: State, seat: int, path: dict) -> list[dict]:
    """What the log says after an Outer move along ``path`` (one of ``state.pending``'s,
    before the hero leaves its field): ``why_not_there`` of the roll, only of this path:
    the water or refuge that stopped it here, the fields passed over to reach a field
    beyond the roll. Nothing for a position saved before the roll was kept."""
    p = state.pending or {}
    if "roll" not in p:
        return []
    roll_ = p["roll"]
    out = []
    for e in why_not_there(state, seat, roll_, hero(state, seat)["dir"], p["paths"]):
        if e["type"] == "move_stopped" and e["field"] == path["to"] or \
                e["type"] == "passed_over" and path["steps"] > roll_:
            out.append(e)
    return out


def why_not_there(state: State, seat: int, roll_: int, direction: int,
                  paths: list[dict]) -> list[dict]:
    """Why an Outer move of ``roll_`` fields cannot end where the roll says (so the log
    can tell): ``passed_over`` for each field from there on that it may not stop on, a
    character and a creature on it (4.3: on to the first free field) or the character met
    last (4.4: the two leave to DIFFERENT fields; ``other`` names it); ``move_stopped``
    when water (V.) or the escort's refuge (10.) ends it short of the roll."""
    if not paths:
        return []
    here = hero(state, seat)["field"]
    ends = sorted(p["steps"] for p in paths)
    if ends[0] < roll_ and all(p["steps"] < roll_ for p in paths):
        last = max(paths, key=lambda p: p["steps"])
        why = "water" if content().fields[last["to"]].kind == "water" else "refuge"
        return [{"type": "move_stopped", "seat": seat, "field": last["to"], "why": why,
                 "steps": last["steps"], "roll": roll_}]
    if any(p["steps"] == roll_ for p in paths):
        return []
    stop = min((n for n in ends if n > roll_), default=roll_)
    partner = hero(state, seat).get("parted_from")
    out = []
    for i in range(roll_, stop):
        at = ring_step(here, direction, i)
        if blocked(state, at, seat):
            out.append({"type": "passed_over", "seat": seat, "field": at, "why": "blocked",
                        "other": heroes_at(state, at, but=seat)[0]})
        elif at == parted_from(state, seat):
            out.append({"type": "passed_over", "seat": seat, "field": at, "why": "parted",
                        "other": partner})
    return out


def go(state: State, seat: int, path: dict) -> list[dict]:
    """Make an Outer move along ``path``: the move, then why it did not end where the
    roll said (``said_of_the_move``: the log tells the move before its stop), bridge
    tolls (1 ducat each; what the character cannot pay now is owed and taken when the
    next cycle begins, or it is skipped then and cannot heal in that cycle:
    ``care.collect_tolls``), the fields walked for
    the full circle, then the arrival."""
    h = hero(state, seat)
    said = said_of_the_move(state, seat, path)
    state.pending = None
    h["walked"] += path["steps"]
    h["field"] = path["to"]
    h["leave"] = False
    h["parted_from"] = None
    h["remain"] = None
    events = [{"type": "moved", "seat": seat, "to": path["to"], "steps": path["steps"]}] + said
    if path["bridges"] and not ability(state, h, "toll_free"):
        toll = path["bridges"]
        paid = min(toll, h["ducats"])
        h["ducats"] -= paid
        if paid:
            events.append({"type": "toll", "seat": seat, "paid": paid})
        if paid < toll:                            # taken next cycle (``care.collect_tolls``)
            h["toll_owed"] = h.get("toll_owed", 0) + toll - paid
            events.append({"type": "toll_owed", "seat": seat, "owed": toll - paid})
    return events + arrive(state, seat)


def step(state: State, seat: int, to: str) -> list[dict]:
    """One move in the Inner World or the Centre (or through a gate) onto ``to``."""
    h = hero(state, seat)
    h["field"] = to
    h["leave"] = False
    h["parted_from"] = None
    h["remain"] = None
    return [{"type": "moved", "seat": seat, "to": to}] + arrive(state, seat)


# ---------------------------------------------------------------------------- arriving

def arrive(state: State, seat: int) -> list[dict]:
    """What happens on the field a move ended on, in order: water (2 cycles to cross
    unless a Boat or the ferry), the refuge of an escort (the win), Baš-Čelik lying
    where his escort fell, a beast of the finale, the Centre, an access field unlocked,
    a creature or animal lying there (4.2), another character (4.4: on any field, the
    Centre's included, so the escort of Baš-Čelik can be met there and challenged in a
    Struggle, 10.), else a fate card or a Key card (4.1; none in the Centre)."""
    c = content()
    h = hero(state, seat)
    f = c.fields[h["field"]]
    kinds = h["stats"]["visited"]
    if f.kind not in kinds:
        kinds.append(f.kind)
        kinds.sort()
    if f.kind == "water" and not state.pending:
        if has_transport(h, "boat") or ability(state, h, "water_walker"):
            pass
        elif f.ferry and (h["ducats"] > 0 or ability(state, h, "toll_free")):
            state.phase = "water"
            state.pending = {"water": f.id}
            return []
        else:
            h["skip"] += 1                         # skips add up
            events = [{"type": "wade", "seat": seat}]
            return events + arrive_after_water(state, seat)
    return arrive_after_water(state, seat)


def arrive_after_water(state: State, seat: int) -> list[dict]:
    """``arrive`` past the water: the rest of the field's encounter."""
    c = content()
    h = hero(state, seat)
    f = c.fields[h["field"]]
    state.pending = None
    if escorting(state, seat) and f.id == refuge(state, seat):
        state.winners = [seat]
        state.phase = "over"
        return [{"type": "won", "seat": seat, "field": f.id}]
    events = []
    if state.centre["bc"] == f.id:
        state.centre["bc"] = seat
        h["heart"] = True
        events.append({"type": "escort_taken", "seat": seat})
    if f.id in state.centre["beasts"]:
        return events + finale.meet_beast(state, seat)
    if f.kind == "centre" and state.centre["bc"] == "centre":
        state.phase = "bas"
        state.centre["strikes"] = 0
        return events + [{"type": "bas_meet", "seat": seat}]
    if f.world == "centre":
        if f.key and f.id not in state.centre["unlocked"] and state.centre["bc"] == "centre":
            card = next(x for x in h["items"] if x.split("#")[0] == f.key)
            h["items"].remove(card)
            h["keys_placed"].append(f.key)
            state.centre["unlocked"][f.id] = card
            events.append({"type": "unlocked", "seat": seat, "field": f.id, "key": f.key})
    elif f.id in state.board:
        return events + fighting.meet_card(state, seat, f.id)
    others = fighting.defenders(state, heroes_at(state, f.id, but=seat))
    if len(others) > 1:                            # 4.4: several there, the newcomer picks
        state.phase = "arrive"
        state.pending = {"whom": others}
        return events + [{"type": "meet_whom", "seat": seat, "others": others}]
    if others:                                     # 4.4 on every field, the Centre's too
        return events + fighting.begin_meeting(state, seat, others[0])
    if f.world == "centre":                        # no fate card in the Centre of the World
        state.phase = "after"
        return events
    state.phase = "arrive"
    if not arrive_options(state, seat):
        state.phase = "after"
    return events


def arrive_options(state: State, seat: int) -> list[dict]:
    """4.1 on an empty field: draw from either pile of the world (a pile with cards), or
    at a key location take its Key card instead (one of each per character, 10.). On a
    field where several characters stand (4.4): ``meet_hero {other}``, whom to meet."""
    if state.pending and "whom" in state.pending:
        return [{"type": "meet_hero", "other": s} for s in state.pending["whom"]]
    h = hero(state, seat)
    here = h["field"]
    world = world_of(here)
    out = [{"type": "draw", "pile": i} for i in (0, 1) if state.piles[world][i]]
    key = content().key_fields.get(here)
    if key and state.bank["keys"][here] and not holds_key(h, key) \
            and key not in keys_taken(h):
        out.append({"type": "take_key"})
    return out


def take_key(state: State, seat: int) -> list[dict]:
    """Take the location's Key card instead of a fate card (10. Finale); the character
    may take no other card from this location (``keys_taken``)."""
    h = hero(state, seat)
    card = state.bank["keys"][h["field"]].pop(0)
    h["keys_taken"] = sorted(set(keys_taken(h)) | {content().card(card).id})
    h["items"].append(card)
    h["items"].sort()
    state.phase = "after"
    return [{"type": "key_taken", "seat": seat, "card": card}]


def draw(state: State, seat: int, pile: int) -> list[dict]:
    """4.1: draw the top card of ``pile`` of the world the hero is in and resolve it:
    an event at once (back under its pile next cycle; Cikavac and Mute Tongue kept), a
    creature or animal met on the field (6.), an item or curse taken (Inner World; then
    the next player plays)."""
    c = content()
    h = hero(state, seat)
    world = world_of(h["field"])
    deck = state.piles[world][pile]
    card = deck.pop(0)
    state.known[world][pile] = min(state.known[world][pile], len(deck))
    state.origin[card] = pile
    kind = c.card(card)
    if kind.kind in ("item", "curse"):
        target = h["items"] if kind.kind == "item" else h["curses"]
        target.append(card)
        target.sort()
        h["stats"]["treasures"] += 1
        state.phase = "end"
        if kind.kind == "curse":
            return [{"type": "drew_curse", "seat": seat, "pile": pile, "card": card,
                     "shown_to": [seat], "barrier": True}]
        return [{"type": "drew", "seat": seat, "pile": pile, "card": card, "barrier": True}]
    events = [{"type": "drew", "seat": seat, "pile": pile, "card": card, "barrier": True}]
    if kind.kind == "event":
        return events + event(state, seat, card)
    state.board[h["field"]] = card
    return events + fighting.meet_card(state, seat, h["field"])


def event(state: State, seat: int, card: str) -> list[dict]:
    """Resolve an Event card at once (G.; its handler of ``content.EFFECTS``)."""
    h = hero(state, seat)
    eff = content().card(card).effect
    kind = eff["handler"]
    events = []
    state.phase = "after"
    if kind == "keep":
        h["powers"].append(card)
        h["powers"].sort()
        return [{"type": "power", "seat": seat, "card": card}]
    return_fate(state, card)
    if kind == "ducats":
        before = h["ducats"]
        h["ducats"] = max(0, h["ducats"] + eff["amount"])
        events.append({"type": "ducats", "seat": seat, "change": h["ducats"] - before})
    elif kind == "health":
        if eff["amount"] > 0:
            events.append({"type": "healed", "seat": seat, "amount": heal(state, h, eff["amount"])})
        else:
            events += fighting.hurt(state, seat, -eff["amount"], by=None)
    elif kind == "skip":
        h["skip"] += eff["cycles"]                 # skips add up
        events.append({"type": "will_skip", "seat": seat, "cycles": eff["cycles"]})
    elif kind == "roll_bonus":
        h["mods"].append([eff["amount"], eff["cycles"], "event"])
        events.append({"type": "mod", "seat": seat, "amount": eff["amount"], "cycles": eff["cycles"]})
    elif kind == "treasure":
        events += fighting.give_treasure(state, seat, eff["count"])
    return events


def water_choice(state: State, seat: int, ferry: bool) -> list[dict]:
    """On a ferry's water field: pay d4 ducats (all one has, if fewer) and cross at once,
    or wade (skipped next cycle)."""
    h = hero(state, seat)
    events = []
    if ferry:
        fee = 0 if ability(state, h, "toll_free") else roll(state, 4)
        paid = min(fee, h["ducats"])
        h["ducats"] -= paid
        events.append({"type": "ferry", "seat": seat, "paid": paid, "barrier": True})
    else:
        h["skip"] += 1                         # skips add up
        events.append({"type": "wade", "seat": seat})
    state.pending = None
    return events + arrive_after_water(state, seat)


# ---------------------------------------------------------------------------- choices

def turn_options(state: State) -> list[dict]:
    """Phase ``turn``: move, rest, attack what lies on the field (not while paralysed:
    G. Curses), shop, use, curse, return a task; ``remain`` (stay on the field, the
    turn ends) for a defender another character hid from (4.4.3: it "may move or remain
    there when its turn comes") and for both characters after a meeting with a Struggle
    (4.4: only they need not move on); ``wait`` only when nothing else moves the hero
    on."""
    seat = state.turn
    h = hero(state, seat)
    out = move_options(state, seat)
    if care.can_rest(state, seat):
        out.append({"type": "rest"})
    if h["field"] in state.board and not h["leave"] and not h["paralysed"] \
            and h.get("fought", 0) != state.turn_no:
        out.append({"type": "attack"})
    moves = bool(out)
    if h.get("remain") == "now" and not h["leave"]:
        out.append({"type": "remain"})             # 4.4.3 / 4.4: it may remain there
        moves = True
    out += side_options(state, seat)
    if not moves:
        out.append({"type": "wait"})
    return out


def side_options(state: State, seat: int) -> list[dict]:
    """What a hero may do besides its move at any moment of its turn: shop, use items,
    lay curses, return a task done."""
    out = care.shop_options(state, seat) + care.use_options(state, seat) + \
        care.curse_options(state, seat)
    if care.can_return_task(state, seat):
        out.append({"type": "return_task"})
    if advanced.is_advanced(state):
        out += advanced.side_options(state, seat)
    return out


def after_options(state: State) -> list[dict]:
    """Phase ``after`` (the move is made): attack a creature that ignored the hero, the
    side options, ``end_turn``; empty when there is nothing but ending the turn."""
    seat = state.turn
    h = hero(state, seat)
    out = []
    if h["field"] in state.board and not state.pending and not h["paralysed"] \
            and h.get("fought", 0) != state.turn_no:  # 4.2 basic: one round a turn
        out.append({"type": "attack"})                # G. Curses: a paralysed one only defends
    out += side_options(state, seat)
    return out + [{"type": "end_turn"}] if out else []
