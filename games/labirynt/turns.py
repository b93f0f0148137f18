"""The turn of Labirynt Czarnoksiężnika ("Playing the Game"): Movement, Teleports,
Exploration (Encounter, Chamber Penetration, Quests), Special abilities and the end of a
turn. Pure Python. The rolls every seat may change with gems or a Change of Fate are
``rolls.py``'s (re-exported here).

The turn runs as *steps* (``State.step``, the part of the turn due next) between the
decisions of the seats (``State.phase``): ``run`` takes pending wounds first, then makes
room in an over-full Backpack, then carries out steps until one stops at a decision.
"""
from __future__ import annotations

from games.labirynt.content import content, kind_of
from games.labirynt.fighting import (give_finds, heal, kill, resolve_clash, side_chars,
                                     side_seat, take_wounds, armour_choice_needed)
from games.labirynt.equipment import (GLOVE_GEMS, arrange_options, care_options,  # noqa: F401
                                      claim_options, glove_options, make_glove, scroll_of,
                                      wield)
from games.labirynt.state import (ZOMBIE, State, ability, at, backpack_size, chamber, draw_find,
                                  find_kind, free_windows, gain_gems, has_room,
                                  home_board, in_play, is_own_camp, lay, may_cast, might_hold,
                                  neighbours, reveal, side_of, special_place, team_alive,
                                  to_pool)

from games.labirynt.rolls import (REROLL_GEMS, fate, fate_casters, fate_options,  # noqa: F401
                                  keep_roll, may_intervene, open_roll, reroll, whose_die)

TELEPORT_GEMS = 2
EXTRA_MOVE_GEMS = 1


# ---------------------------------------------------------------------------- running

def overfull(state: State) -> str | None:
    """The first character (id order) whose Backpack holds more than its windows."""
    for cid, ch in state.chars.items():
        if ch["status"] == "active" and len(ch["backpack"]) > backpack_size(cid):
            return cid
    return None


def room_options(state: State) -> list[dict]:
    """How the over-full Backpack (``overfull``) makes room: an item put down in the
    chamber ("Equipment"); at the end of the mover's Exploration, where its equipment may
    be re-arranged ("Exploration", "Equipment": a Quest's Crystal came in after the
    chamber was penetrated), also a Weapon taken in hand while none is held, or Armour
    put on into a free Armour window, which frees a window and keeps the item."""
    cid = overfull(state)
    acts = [{"type": "drop", "token": t} for t in sorted(set(state.chars[cid]["backpack"]))]
    if state.step == "finish" and cid == state.mover:
        held = state.chars[cid]["weapon"]
        acts += [a for a in arrange_options(state)
                 if a["type"] == "wear" or (a["type"] == "wield" and not held)]
    return acts


def run(state: State) -> list[dict]:
    """Carry the turn on until a seat must decide (or the game is over)."""
    events: list[dict] = []
    while state.phase != "over":
        if state.wounds:
            events += take_wounds(state)
            if state.phase == "over":
                break
            if armour_choice_needed(state):
                state.phase = "armour"
                return events
            continue
        if overfull(state) is not None:
            state.phase = "room"
            return events
        step = state.step
        if step is None:
            return events
        state.step = None
        events += STEPS[step](state)
    return events


# ---------------------------------------------------------------------------- turns

def start_turn(state: State, seat: int) -> list[dict]:
    """Begin ``seat``'s turn: one compulsory move; with none possible the turn is lost
    ("Character Movement") and play passes on. When no team can move for a whole round
    the game cannot go on: it ends, the most gems winning (our reading)."""
    events: list[dict] = []
    for _ in range(state.n):
        state.turn, state.turn_no = seat, state.turn_no + 1
        state.mover, state.extra_used, state.ability_used = None, False, False
        state.phase = "move"
        events.append({"type": "turn", "seat": seat, "turn": state.turn_no, "by_game": True})
        if move_options(state, seat):
            return events
        events.append({"type": "turn_lost", "seat": seat, "by_game": True})
        seat = _next_seat(state)
        if seat is None:
            break
    best = max(state.gems)
    state.winner = next(s for s in [(state.turn + i) % state.n for i in range(state.n)]
                        if state.gems[s] == best)
    state.phase = "over"
    return events + [{"type": "stalemate", "seat": state.winner, "by_game": True}]


def _next_seat(state: State) -> int | None:
    seat = state.turn
    for _ in range(state.n):
        seat = (seat + 1) % state.n
        if team_alive(state, seat):
            return seat
    return None


def next_turn(state: State) -> list[dict]:
    """Play passes clockwise to the next team that still has a character (a team with
    none left gets no turn: our reading)."""
    seat = _next_seat(state)
    if seat is None:
        state.phase = "over"
        return []
    return start_turn(state, seat)


def end_turn(state: State) -> list[dict]:
    """The player ends the turn after Exploration."""
    return [{"type": "turn_end", "seat": state.turn}] + next_turn(state)


def extra_move(state: State) -> list[dict]:
    """Once a turn, 1 gem for another Movement and Exploration ("Crystals and Gems")."""
    state.gems[state.turn] -= EXTRA_MOVE_GEMS
    state.extra_used, state.mover, state.ability_used = True, None, False
    state.phase = "move"
    return [{"type": "extra_move", "seat": state.turn}]


# ---------------------------------------------------------------------------- movement

def may_enter(state: State, seat: int, place) -> bool:
    """A character of ``seat`` may step into ``place``: room for it (fewer than three
    characters) and not another team's Camp ("Character Movement"; the neutral board's
    Camp belongs to nobody, our reading)."""
    here = chamber(state, place)
    owner = state.boards[place[0]]["owner"]
    if here.kind == "camp" and owner is not None and owner != seat:
        return False
    return has_room(state, place)


def steps_from(state: State, cid: str) -> list[list[int]]:
    """The places ``cid`` may move to with one step."""
    ch = state.chars[cid]
    return [p for p in neighbours(state, ch["place"]) if may_enter(state, ch["seat"], p)]


def haste_routes(state: State, cid: str) -> list[tuple[list[int], list[int]]]:
    """``(via, to)`` for a Haste move of two chambers: never into or through a chamber
    holding three characters (FAQ), never through a Teleport (entering one teleports)."""
    ch = state.chars[cid]
    out = []
    for via in steps_from(state, cid):
        if chamber(state, via).kind == "teleport":
            continue
        for to in neighbours(state, via):
            if to != ch["place"] and may_enter(state, ch["seat"], to) and (via, to) not in out:
                out.append((via, to))
    return out


def move_options(state: State, seat: int) -> list[dict]:
    """Every Movement ``seat`` may make now: a step, a Haste move or a Teleport
    incantation, with any of its characters on the board."""
    acts = []
    for cid in in_play(state, seat):
        acts += [{"type": "move", "character": cid, "to": p} for p in steps_from(state, cid)]
        if scroll_of(state, cid, "haste"):
            acts += [{"type": "haste", "character": cid, "via": v, "to": t}
                     for v, t in haste_routes(state, cid)]
        if scroll_of(state, cid, "teleport"):
            here = state.chars[cid]["place"][0]
            for b in range(len(state.boards)):
                if b != here and has_room(state, special_place(state, b, "teleport")):
                    acts.append({"type": "teleport_spell", "character": cid, "board": b})
    return acts


def move(state: State, cid: str, to, how: str = "move", via=None) -> list[dict]:
    """Move ``cid`` (a step or Haste); entering a Teleport sends it on at once."""
    ch = state.chars[cid]
    start = list(ch["place"])
    ch["place"] = list(to)
    state.mover = cid
    if cid in state.woke:
        state.woke.remove(cid)
    event = {"type": "moved", "seat": ch["seat"], "char": cid, "from": start, "to": list(to),
             "how": how}
    if via is not None:
        event["via"] = list(via)
    if chamber(state, to).kind == "teleport":
        return [event] + begin_teleport(state)
    state.step = "arrived"
    return [event]


def haste(state: State, cid: str, via, to) -> list[dict]:
    """A Haste move through ``via`` into ``to``. Passing through is entering (the FAQ
    counts even a passage by magic), so what entering does happens in ``via`` first
    (``entering``: the Special tokens lying there act, Crystals carried through one's own
    Camp turn into gems); if the character survives it goes on into ``to``
    (``_haste_on``) and explores there. With nothing to happen in ``via`` it is one move
    of two chambers."""
    ch = state.chars[cid]
    crystals = is_own_camp(state, ch["seat"], via) and \
        any(kind_of(t) == "crystal" for t in ch["backpack"])
    if not crystals and not _acting_specials(state, cid, via):
        return move(state, cid, to, "haste", via)
    ch = state.chars[cid]
    start = list(ch["place"])
    ch["place"] = list(via)
    state.mover = cid
    if cid in state.woke:
        state.woke.remove(cid)
    state.onward = list(to)
    state.step = "haste_on"
    events = [{"type": "moved", "seat": ch["seat"], "char": cid, "from": start,
               "to": list(via), "how": "haste"}] + entering(state, cid)
    if state.phase == "over":
        state.onward, state.step = None, None
    return events


def _haste_on(state: State) -> list[dict]:
    to, state.onward = state.onward, None
    cid = state.mover
    if cid is None or state.chars[cid]["status"] != "active":
        state.step = "finish"           # it fell in the chamber it passed through
        return []
    return move(state, cid, to, "haste")


def teleport_targets(state: State) -> list[int]:
    """The other boards in play, in order after the mover's board: the k6's faces are
    split evenly over them (``boards.yaml``'s ``teleport``)."""
    here = state.chars[state.mover]["place"][0]
    count = len(state.boards)
    return [(here + i) % count for i in range(1, count)]


def begin_teleport(state: State) -> list[dict]:
    """Entering a Teleport: the board is rolled on a k6 at once, or chosen for 2 gems."""
    if state.gems[state.turn] >= TELEPORT_GEMS:
        state.phase = "teleport"
        return []
    state.step = "teleport_roll"
    return []


def teleport_to(state: State, board: int) -> list[dict]:
    """Land in the Teleport of ``board``; when three characters stand there the mover
    stays in the entry Teleport and explores nothing (our reading)."""
    cid = state.mover
    ch = state.chars[cid]
    target = special_place(state, board, "teleport")
    if not has_room(state, target):
        state.step = "finish"
        return [{"type": "teleport_blocked", "seat": ch["seat"], "char": cid, "board": board}]
    start = ch["place"]
    ch["place"] = target
    if cid in state.woke:
        state.woke.remove(cid)
    state.step = "arrived"
    return [{"type": "teleported", "seat": ch["seat"], "char": cid, "from": start, "to": target}]


def _teleport_roll(state: State) -> list[dict]:
    targets = teleport_targets(state)
    faces = [[list(group), board] for board, group in
             zip(targets, content().teleport_faces(len(targets)))]
    return open_roll(state, "teleport", 1, "teleport_land", faces=faces)


def _teleport_land(state: State) -> list[dict]:
    face = max(1, min(6, state.roll["dice"][0] + state.roll["fate"][0]))
    targets = teleport_targets(state)
    groups = content().teleport_faces(len(targets))
    board = next(targets[i] for i, g in enumerate(groups) if face in g)
    state.roll = None
    return teleport_to(state, board)


def _arrived(state: State) -> list[dict]:
    """After a move: Crystals carried into one's own Camp turn into gems; Special tokens
    act first on a character entering ("Special Abilities"); then Exploration begins."""
    events = entering(state, state.mover)
    if state.phase != "over":
        state.step = "explore_start"
    return events


def entering(state: State, cid: str) -> list[dict]:
    """What entering its chamber does to ``cid``, also on a Haste's way through: the
    Crystals it carries into its own Camp turn into gems ("Crystals and Gems"), then the
    Special tokens there act on it ("Special Abilities"). Stops when the gems end the
    game."""
    ch = state.chars[cid]
    events = []
    if is_own_camp(state, ch["seat"], ch["place"]):
        for token in [t for t in ch["backpack"] if kind_of(t) == "crystal"]:
            ch["backpack"].remove(token)
            to_pool(state, token)
            gain_gems(state, ch["seat"], content().counts["crystal_gems"])
            events.append({"type": "gems", "seat": ch["seat"], "amount":
                           content().counts["crystal_gems"], "why": "crystal"})
            if state.phase == "over":
                return events
    return events + _specials_on_entry(state, cid)


def _acting_specials(state: State, cid: str, place) -> list[dict]:
    """The Special tokens at ``place`` that act on ``cid`` walking in: a Trap or Corrosive
    Cloud of another team, a Tree of Life of its own."""
    out = []
    for token in [s for s in state.specials if s["place"] == list(place)]:
        spec = content().specials[token["kind"]]
        friendly = state.chars[token["owner"]]["seat"] == state.chars[cid]["seat"]
        if (spec.hits == "enemies") != friendly:
            out.append(token)
    return out


def _specials_on_entry(state: State, cid: str) -> list[dict]:
    ch = state.chars[cid]
    events = []
    for token in _acting_specials(state, cid, ch["place"]):
        spec = content().specials[token["kind"]]
        if spec.effect == "wound":
            if ability(cid) == "sure_footed":
                events.append({"type": "special_dodged", "seat": ch["seat"], "char": cid,
                               "kind": token["kind"]})
                continue
            state.wounds.append({"char": cid, "n": spec.amount, "drain": False, "glove": False})
        else:
            heal(state, cid, spec.amount)
        events.append({"type": "special_hit", "seat": ch["seat"], "char": cid,
                       "kind": token["kind"], "lp": ch["lp"]})
        if not spec.lasting:
            state.specials.remove(token)
    return events


def _explore_start(state: State) -> list[dict]:
    if state.mover is None:
        state.step = "finish"
        return []
    state.phase = "arrange"
    return []


# ---------------------------------------------------------------------------- encounter

def explore(state: State) -> list[dict]:
    """Go on without a fight: the Encounter Table only when the character stands alone
    in the chamber (no other character at all, teammates and the Zombie included: "1.
    Encounter"), never in an unnumbered chamber, never for the Zombie (FAQ)."""
    ch = state.chars[state.mover]
    here = chamber(state, ch["place"])
    if here.number is None or state.mover == ZOMBIE or len(at(state, ch["place"])) > 1:
        state.step = "penetrate"
        return []
    state.step = "encounter"
    return []


def _encounter(state: State) -> list[dict]:
    number = chamber(state, state.chars[state.mover]["place"]).number
    return open_roll(state, "encounter", 2, "encounter_resolve", number=number)


def encounter_total(state: State) -> int:
    """2k6 + the chamber's number, as the dice stand (Change of Fate included)."""
    roll = state.roll
    number = chamber(state, state.chars[state.mover]["place"]).number
    return sum(roll["dice"]) + sum(roll["fate"]) + number


def _encounter_resolve(state: State) -> list[dict]:
    total = encounter_total(state)
    state.roll = None
    rows = content().rows
    row = content().row_for(total)
    index = rows.index(row)
    cid = state.mover
    seat = state.chars[cid]["seat"]
    events = [{"type": "encounter", "seat": seat, "char": cid, "total": total, "row": index}]
    state.step = "penetrate"
    if row.kind == "event":
        if row.effect == "find":
            events += give_finds(state, cid, row.amount)
        elif row.effect == "wound":
            state.wounds.append({"char": cid, "n": row.amount, "drain": False, "glove": False})
        elif row.effect == "heal":
            heal(state, cid, row.amount)
        elif row.effect == "gem":
            gain_gems(state, seat, row.amount)
            events.append({"type": "gems", "seat": seat, "amount": row.amount, "why": "event"})
    elif row.kind == "monster":
        state.step = None
        events += begin_combat(state, "monster", index, [])
    return events


# ---------------------------------------------------------------------------- combat

def begin_combat(state: State, kind: str, row: int | None, defenders: list[str]) -> list[dict]:
    """Open a fight: spells are cast in turn, defender first ("Magic")."""
    def_seat = state.chars[defenders[0]]["seat"] if defenders else None
    state.combat = {"kind": kind, "row": row, "attacker": state.mover, "defenders": defenders,
                    "def_seat": def_seat, "caster": "defender",
                    "done": {"attacker": False, "defender": False},
                    "mods": {"attacker": 0, "defender": 0}, "ward": {"attacker": 0, "defender": 0},
                    "clash": 1, "cast": []}
    events = [{"type": "fight", "seat": state.turn, "char": state.mover, "kind": kind,
               "row": row, "defenders": defenders, "def_seat": def_seat}]
    return events + _next_caster(state)


def may_still_cast(state: State, side: str) -> bool:
    """Whether ``side`` could cast anything in this fight, by what every seat knows: one
    of its fighters' cards allows magic and that fighter might hold a scroll to cast in
    a fight (``state.might_hold``; the attacker, whose turn it is, also a Healing Word or
    an Elixir, "any moment of one's turn"). A side that could not is not asked; a side
    that might is asked whatever it holds (its Backpacks' contents stay its secret). A
    setup made before the ``rerolls`` option asks as those games did: a fighter whose
    card allows magic with anything in its Backpack."""
    casters = [c for c in side_chars(state, side)
               if c != ZOMBIE and content().characters[c].magic != "none"]
    if "rerolls" not in state.options:
        return any(state.chars[c]["backpack"] for c in casters)

    def wanted(cid: str, token: str) -> bool:
        kind = find_kind(token)
        if kind is None:
            return False
        if side == "attacker" and kind.category == "elixir":
            return True
        return kind.is_scroll and may_cast(cid, token) and (
            kind.when == "combat" or (side == "attacker" and kind.effect == "heal"))
    return might_hold(state, casters, wanted)


def _next_caster(state: State) -> list[dict]:
    fight = state.combat
    done = fight["done"]
    for side in ("attacker", "defender"):
        if not done[side] and not may_still_cast(state, side):
            done[side] = True
    if done["attacker"] and done["defender"]:
        state.step = "clash"
        return []
    if done[fight["caster"]]:
        fight["caster"] = "attacker" if fight["caster"] == "defender" else "defender"
    state.phase = "casting"
    return []


def combat_casts(state: State) -> list[dict]:
    """The combat scrolls the side now casting may cast: a Spell or Incantation its card
    allows, held by one of its fighters (``shatter``: against a character's Weapon)."""
    fight = state.combat
    side = fight["caster"]
    other = "defender" if side == "attacker" else "attacker"
    acts = []
    for cid in side_chars(state, side):
        seen = set()
        for token in sorted(state.chars[cid]["backpack"]):
            kind = find_kind(token)
            if not kind or kind.when != "combat" or not may_cast(cid, token) or kind.id in seen:
                continue
            seen.add(kind.id)
            if kind.effect == "shatter":
                for target in side_chars(state, other):
                    if state.chars[target]["weapon"]:
                        acts.append({"type": "cast", "scroll": token, "target": target})
            else:
                acts.append({"type": "cast", "scroll": token})
    return acts


def cast(state: State, token: str, target: str | None) -> list[dict]:
    """Cast one combat scroll; it goes back to the Find pool (single use)."""
    fight = state.combat
    side = fight["caster"]
    other = "defender" if side == "attacker" else "attacker"
    owner = next(c for c in side_chars(state, side) if token in state.chars[c]["backpack"])
    state.chars[owner]["backpack"].remove(token)
    to_pool(state, token)
    kind = find_kind(token)
    if kind.effect == "strength":
        fight["mods"][side] += kind.amount
    elif kind.effect == "weaken":
        fight["mods"][other] -= kind.amount
    elif kind.effect == "ward":
        fight["ward"][side] += kind.amount
    elif kind.effect == "shatter":
        weapon = state.chars[target]["weapon"]
        state.chars[target]["weapon"] = None
        to_pool(state, weapon)
    fight["cast"].append({"seat": state.chars[owner]["seat"], "token": token, "side": side})
    event = {"type": "cast", "seat": state.chars[owner]["seat"], "char": owner, "token": token,
             "side": side}
    if target:
        event["target"] = target
    if not fight["done"][other]:
        fight["caster"] = other
    return [event] + _next_caster(state)


def cast_healing(state: State, cid: str, token: str) -> list[dict]:
    """A Healing Word (``token``, already spent and its LP healed) cast by ``cid`` of the
    active seat while its side casts in a fight: one Spell or Incantation at a time, the
    sides in turn ("Magic"), so the other side casts next unless it is done. Returns the
    events: the cast (its ``side``) and what the casting order does next."""
    fight = state.combat
    side = fight["caster"]
    other = "defender" if side == "attacker" else "attacker"
    seat = state.chars[cid]["seat"]
    fight["cast"].append({"seat": seat, "token": token, "side": side})
    if not fight["done"][other]:
        fight["caster"] = other
    return [{"type": "cast", "seat": seat, "char": cid, "token": token, "side": side,
             "lp": state.chars[cid]["lp"]}] + _next_caster(state)


def ready(state: State) -> list[dict]:
    """The side now casting will cast no more in this fight. The log says so only after
    it cast something: a side that casts nothing says nothing (a playtester read "Ala
    casts no more in this fight" after fights where no scroll was ever offered to her);
    whether it was asked is public, so the line's absence tells nothing."""
    fight = state.combat
    side = fight["caster"]
    fight["done"][side] = True
    if not any(c["side"] == side for c in fight["cast"]):
        return _next_caster(state)
    return [{"type": "ready", "seat": side_seat(state, side), "side": side}] + _next_caster(state)


def _clash(state: State) -> list[dict]:
    return open_roll(state, "clash", 2, "clash_resolve")


def _clash_resolve(state: State) -> list[dict]:
    events, again = resolve_clash(state)
    state.roll = None
    if again:
        state.step = "clash"
        return events
    state.combat = None
    state.step = "penetrate"
    return events


# ---------------------------------------------------------------------------- penetration

def _penetrate(state: State) -> list[dict]:
    if state.mover is None:
        state.step = "finish"
        return []
    state.phase = "penetrate"
    return []


def penetrate_actions(state: State) -> list[dict]:
    """Take a token lying here (into a free window), drop one, hand one to a teammate
    standing here ("Chamber Penetration"), or go on to the Quests."""
    cid = state.mover
    ch = state.chars[cid]
    acts = [{"type": "done"}]
    from games.labirynt.state import key
    if free_windows(state, cid) > 0:
        for token in sorted(set(state.floor.get(key(ch["place"]), []))):
            if cid != ZOMBIE or kind_of(token) in ("find", "crystal"):
                acts.append({"type": "take", "token": token})
    for token in sorted(set(ch["backpack"])):
        acts.append({"type": "drop", "token": token})
    mates = [c for c in at(state, ch["place"]) if c != cid and state.chars[c]["seat"] == ch["seat"]]
    for mate in mates:
        if free_windows(state, mate) > 0:
            acts += [{"type": "give", "token": t, "to": mate} for t in sorted(set(ch["backpack"]))]
        if ch["rune"] and state.chars[mate]["rune"] is None and mate != ZOMBIE:
            acts.append({"type": "give", "token": ch["rune"], "to": mate})
        if free_windows(state, cid) > 0:
            acts += [{"type": "receive", "token": t, "from": mate}
                     for t in sorted(set(state.chars[mate]["backpack"]))]
        if state.chars[mate]["rune"] and ch["rune"] is None and cid != ZOMBIE:
            acts.append({"type": "receive", "token": state.chars[mate]["rune"], "from": mate})
    return acts


def _quests(state: State) -> list[dict]:
    """Quests: draw a Rune in one's own Runes chamber (one at a time), deliver it to its
    element's chamber on a board not one's own for a Crystal ("Quests")."""
    state.step = "finish"
    cid = state.mover
    if cid is None or cid == ZOMBIE:
        return []
    ch = state.chars[cid]
    here = chamber(state, ch["place"])
    owner = state.boards[ch["place"][0]]["owner"]
    seat = ch["seat"]
    if ch["rune"] and here.element == ch["rune"].split(".")[1] and owner != seat:
        to_pool(state, ch["rune"])
        element = ch["rune"].split(".")[1]
        ch["rune"] = None
        crystal = state.crystals.pop(0) if state.crystals else None
        if crystal:
            ch["backpack"].append(crystal)
            reveal(state, cid, crystal)
        return [{"type": "quest_done", "seat": seat, "char": cid, "element": element,
                 "crystal": crystal is not None}]
    if here.kind == "runes" and owner == seat and ch["rune"] is None and state.runes:
        rune = state.runes.pop(state.rng.randrange(len(state.runes)))
        ch["rune"] = rune
        return [{"type": "rune_drawn", "seat": seat, "char": cid, "rune": rune,
                 "shown_to": [seat], "barrier": True}]
    return []


# ---------------------------------------------------------------------------- the end of Exploration

def _finish(state: State) -> list[dict]:
    state.phase = "finish"
    return []


def ability_options(state: State) -> list[dict]:
    """The mover's lasting Special ability, used at the end of its Exploration: a Find
    from its Backpack is discarded and a k6 rolled; never in a Camp or Teleport, with a
    token left on the card ("Special Abilities")."""
    cid = state.mover
    if cid is None or state.ability_used:
        return []
    skill = ability(cid)
    if skill not in content().specials:
        return []
    ch = state.chars[cid]
    if chamber(state, ch["place"]).kind in ("camp", "teleport"):
        return []
    spec = content().specials[skill]
    if skill == "zombie":
        if ZOMBIE not in state.chars or state.chars[ZOMBIE]["status"] != "card" or \
                not has_room(state, ch["place"]):
            return []
    elif sum(s["owner"] == cid for s in state.specials) >= spec.tokens:
        return []
    finds = sorted({t for t in ch["backpack"] if kind_of(t) == "find"})
    return [{"type": "ability", "discard": t} for t in finds]


def use_ability(state: State, token: str) -> list[dict]:
    """Discard the Find and roll the k6 for the mover's ability."""
    ch = state.chars[state.mover]
    ch["backpack"].remove(token)
    to_pool(state, token)
    state.ability_used = True
    events = [{"type": "ability", "seat": ch["seat"], "char": state.mover, "token": token,
               "shown_to": [ch["seat"]]}]
    return events + open_roll(state, "ability", 1, "ability_resolve")


def _ability_resolve(state: State) -> list[dict]:
    cid = state.mover
    face = state.roll["dice"][0] + state.roll["fate"][0]
    state.roll = None
    state.step = "finish"
    skill = ability(cid)
    spec = content().specials[skill]
    ch = state.chars[cid]
    event = {"type": "ability_result", "seat": ch["seat"], "char": cid, "kind": skill,
             "face": face, "need": spec.need, "worked": face >= spec.need}
    if face < spec.need:
        return [event]
    place = list(ch["place"])
    if skill == "zombie":
        state.chars[ZOMBIE].update(status="active", place=place, lp=spec.lp)
    elif skill == "corrosive_cloud":
        place = state.rng.choice(neighbours(state, place))
        event["barrier"] = True
        if chamber(state, place).kind in ("camp", "teleport"):
            event.update(place=place, back=True)
            return [event]
        state.specials.append({"kind": skill, "owner": cid, "place": place})
    else:
        state.specials.append({"kind": skill, "owner": cid, "place": place})
    event["place"] = place
    return [event]


STEPS = {
    "arrived": _arrived,
    "teleport_roll": _teleport_roll,
    "teleport_land": _teleport_land,
    "haste_on": _haste_on,
    "explore_start": _explore_start,
    "encounter": _encounter,
    "encounter_resolve": _encounter_resolve,
    "clash": _clash,
    "clash_resolve": _clash_resolve,
    "penetrate": _penetrate,
    "quests": _quests,
    "finish": _finish,
    "ability_resolve": _ability_resolve,
}
