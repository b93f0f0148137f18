"""Is a Bazyliszek position one the rules can reach? Pure Python, no pygame.

Two kinds of check, each a list of plain-words problems (empty when sound):

``field_problems(fields)``
    Each field on its own, read from a mapping of field name -> value (a save's raw dict,
    or a built state's fields): its type and range. ``State.shape_problems`` runs it on a
    save before a state is built from it.
``link_problems(state)``
    The rules linking the fields of a built ``rules.State`` whose fields are sound: where
    the 90 room cards are, the phase and round against the finished rounds, the table
    against the piles, each finished round's scoring against its cards, the totals and
    shields against those scorings. ``State.position_problems`` runs it.

``problems(state)`` runs both on a built state (the protocol's ``invariant_problems``;
the random-game tests call it after every action). ``State.from_dict`` refuses a save
with any problem. Every message names the field, the seat or the slot at fault.
"""
from __future__ import annotations

from typing import Any, Mapping

from games.bazyliszek.rooms import RULEBOOK_CARD_COUNT, load_rooms
from games.bazyliszek.scoring import MAX_SHIELDS, score_pile
from games.engine.rulekit import is_int
from games.engine.i18n import _, counted

MIN_PLAYERS, MAX_PLAYERS = 2, 5
VARIANTS = ("standard", "simplified")
PHASES = ("play", "decide", "scoring", "over")
PLAYER_KEYS = ("name", "colour", "shields")
RESULT_KEYS = ("cards", "shielded", "duplicates", "basilisk", "pairs", "singles", "points",
               "shields_held")
FIRST_SPREAD = RULEBOOK_CARD_COUNT - RULEBOOK_CARD_COUNT // 2   # "Setup": two halves
# (phase, round) -> how many rounds have been scored in it.
FINISHED_ROUNDS = {("play", 1): 0, ("decide", 1): 0, ("scoring", 1): 1, ("play", 2): 1,
                   ("decide", 2): 1, ("over", 2): 2}


def _is_str_list(value) -> bool:
    return isinstance(value, list) and all(isinstance(c, str) for c in value)


def all_cards(state) -> list[str]:
    """Every card the state holds, wherever it is (table, piles, set aside, centre, out)."""
    on_table = [c for c in state.table if c is not None]
    in_piles = [c for pile in state.piles for c in pile]
    return on_table + in_piles + state.set_aside + state.centre + state.removed


def problems(state) -> list[str]:
    """What is wrong with ``state`` (a ``rules.State``), in plain words; empty when the
    position is sound: ``field_problems`` of its fields, then (only when those are sound)
    ``link_problems``."""
    return field_problems(vars(state)) or link_problems(state)


def field_problems(fields: Mapping[str, Any]) -> list[str]:
    """What is wrong with each field of ``fields`` (field name -> value; every field of
    ``rules.State.FIELDS`` present) on its own: the seats, options and seed first, then,
    once those are sound (the other checks count the seats), every other field."""
    return _player_problems(fields) or _field_problems(fields)


def link_problems(state) -> list[str]:
    """What is wrong between the fields of ``state`` (a ``rules.State`` whose fields pass
    ``field_problems``). Stops at the first group with a problem (later checks rely on the
    earlier ones): the cards, then the phase, table and piles, then the scorings."""
    for check in (_card_problems, _phase_problems, _scoring_problems):
        found = check(state)
        if found:
            return found
    return []


def _player_problems(f: Mapping[str, Any]) -> list[str]:
    """``players``, ``options`` and ``seed``: 2-5 seats with a name, a colour and 0-2
    shields (0 unless the simplified variant is played)."""
    players = f["players"]
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        return [_("there must be {least} to {most} players")
                .format(least=MIN_PLAYERS, most=MAX_PLAYERS)]
    found = []
    for s, p in enumerate(players):
        if not isinstance(p, dict) or sorted(p) != sorted(PLAYER_KEYS):
            found.append(_("seat {seat} should have exactly {keys}")
                    .format(seat=s, keys=", ".join(PLAYER_KEYS)))
        elif not isinstance(p["name"], str) or not p["name"].strip():
            found.append(_("seat {seat} has no name").format(seat=s))
        elif not isinstance(p["colour"], str):
            found.append(_("seat {seat}'s colour is not a colour name").format(seat=s))
        elif not (is_int(p["shields"]) and 0 <= p["shields"] <= MAX_SHIELDS):
            found.append(_("seat {seat} should start with 0 to {most} shields")
                    .format(seat=s, most=MAX_SHIELDS))
    options = f["options"]
    if not isinstance(options, dict) or set(options) != {"variant"} \
            or options["variant"] not in VARIANTS:
        found.append(_("the options should name the variant, standard or simplified"))
    elif options["variant"] == "standard" and not found \
            and any(p["shields"] for p in players):
        found.append(_("shields are only given in the simplified variant"))
    if not is_int(f["seed"]):
        found.append(_("the seed is not a whole number"))
    return found


def _field_problems(f: Mapping[str, Any]) -> list[str]:
    """Types and ranges of every other field (lengths per seat, slots, phase, round)."""
    n, found, phase = len(f["players"]), [], f["phase"]
    if not (is_int(f["round"]) and f["round"] in (1, 2)):
        found.append(_("the round should be 1 or 2"))
    if not (isinstance(phase, str) and phase in PHASES):
        found.append(_("the phase should be one of {phases}").format(phases=", ".join(PHASES)))
    table, face_up, pending, piles = f["table"], f["face_up"], f["pending"], f["piles"]
    if not (isinstance(table, list) and all(c is None or isinstance(c, str) for c in table)):
        found.append(_("the table should list a room card or nothing per slot"))
    elif not (isinstance(face_up, list) and len(face_up) == len(table)
              and all(isinstance(u, bool) for u in face_up)):
        found.append(_("the table should say face up or face down for each slot"))
    elif not (pending is None or (is_int(pending) and 0 <= pending < len(table))):
        found.append(_("the revealed room's slot {slot} is not on the table")
                .format(slot=repr(pending)))
    if not (isinstance(piles, list) and len(piles) == n and all(_is_str_list(p) for p in piles)):
        found.append(_("there should be {n} piles of room cards").format(n=n))
    for name in ("set_aside", "centre", "removed"):
        if not _is_str_list(f[name]):
            found.append(_("{field} should be a list of room cards").format(field=repr(name)))
    for name in ("turn", "first_seat"):
        value = f[name]
        if not (is_int(value) and 0 <= value < n):
            found.append(_("{field} {value} is not a seat (0 to {last})")
                    .format(field=repr(name), value=repr(value), last=n - 1))
    totals, shields_left, results = f["totals"], f["shields_left"], f["results"]
    if not (isinstance(totals, list) and len(totals) == n
            and all(is_int(t) and t >= 0 for t in totals)):
        found.append(_("the scores should be {n} whole numbers, none negative").format(n=n))
    if not (isinstance(shields_left, list) and len(shields_left) == n
            and all(is_int(k) and 0 <= k <= p["shields"]
                    for k, p in zip(shields_left, f["players"]))):
        found.append(_("the shields left should be, per seat, 0 up to the shields it started with"))
    if not (isinstance(results, list) and len(results) <= 2
            and all(isinstance(r, list) and len(r) == n
                    and all(isinstance(x, dict) for x in r) for r in results)):
        found.append(_("the finished rounds should each hold {n} scored piles").format(n=n))
    return found


def _card_problems(state) -> list[str]:
    """Every card a known room card, all 90 accounted for exactly once."""
    rooms = load_rooms()
    cards = all_cards(state)
    unknown = [c for c in cards if c not in rooms.cards]
    if unknown:
        return [_("unknown room card {card}").format(card=repr(unknown[0]))]
    if len(cards) != RULEBOOK_CARD_COUNT or len(set(cards)) != len(cards):
        return [_("{found} cards accounted for ({distinct} distinct), the game has {total}").format(
            found=len(cards), distinct=len(set(cards)), total=RULEBOOK_CARD_COUNT)]
    return []


def _phase_problems(state) -> list[str]:
    """The phase against the round, the revealed room, the table and the piles."""
    key = (state.phase, state.round)
    if key not in FINISHED_ROUNDS:
        return [_("phase {phase} cannot happen in round {round}")
                .format(phase=repr(state.phase), round=state.round)]
    found = []
    if len(state.results) != FINISHED_ROUNDS[key]:
        found.append(counted(len(state.results),
                             "{n} round scored in phase {phase} of round {round}",
                             "{n} rounds scored in phase {phase} of round {round}",
                             phase=repr(state.phase), round=state.round))
    table, up = state.table, state.face_up
    if (state.pending is None) != (state.phase != "decide"):
        found.append(_("a revealed room awaits a decision exactly in phase 'decide'"))
    elif state.pending is not None and (table[state.pending] is None or not up[state.pending]):
        found.append(_("the revealed room's slot {slot} holds no face-up room")
                .format(slot=state.pending))
    empty_down = [i for i, c in enumerate(table) if c is None and not up[i]]
    if empty_down:
        found.append(_("slot {slot} is empty but face down").format(slot=empty_down[0]))
    face_down = sum(1 for c, u in zip(table, up) if c is not None and not u)
    in_piles = sum(len(p) for p in state.piles)
    if state.phase == "play" and not face_down:
        found.append(_("no face-down room is left, yet the round goes on"))
    if state.phase in ("scoring", "over"):
        if face_down:
            found.append(counted(face_down, "{n} room is still face down after the round ended",
                                 "{n} rooms are still face down after the round ended"))
        if in_piles:
            found.append(_("the piles should be empty once they are scored"))
    elif in_piles != table.count(None):
        found.append(_("the piles hold {held} cards, but {left} rooms have left the table").format(
            held=in_piles, left=table.count(None)))
    return found + _zone_problems(state)


def _zone_problems(state) -> list[str]:
    """The set-aside half, the centre and the cards out of the game, per round."""
    found, playing = [], state.phase in ("play", "decide")
    if state.round == 1:
        if len(state.set_aside) != RULEBOOK_CARD_COUNT // 2 or len(state.table) != FIRST_SPREAD:
            found.append(_("round 1 spreads {spread} rooms and sets {aside} aside").format(
                spread=FIRST_SPREAD, aside=RULEBOOK_CARD_COUNT // 2))
    elif state.set_aside:
        found.append(_("the set-aside half is shuffled in before round 2"))
    if playing and state.centre:
        found.append(_("no card is back in the centre while a round is played"))
    if playing and state.round == 1 and state.removed:
        found.append(_("no card is out of the game before round 1 is scored"))
    return found


def _scoring_problems(state) -> list[str]:
    """Each finished round's scoring against its cards and the shields held then; the
    totals, shields left, the centre and the cards out of the game against the scorings."""
    rooms, found = load_rooms(), []
    held = [p["shields"] for p in state.players]
    out: set[str] = set()
    for k, round_results in enumerate(state.results):
        seen: set[str] = set()
        for s, res in enumerate(round_results):
            where = _("round {round}, seat {seat}").format(round=k + 1, seat=s)
            if sorted(res) != sorted(RESULT_KEYS) or not _is_str_list(res["cards"]) \
                    or any(c not in rooms.cards for c in res["cards"]):
                return [_("{where}: the scored pile is not readable").format(where=where)]
            if len(set(res["cards"])) != len(res["cards"]) or seen & set(res["cards"]) \
                    or out & set(res["cards"]):
                return [_("{where}: a card was scored twice").format(where=where)]
            seen |= set(res["cards"])
            if res != score_pile(res["cards"], rooms, held[s]).to_dict():
                return [_("{where}: the scoring does not match the pile's cards and shields")
                        .format(where=where)]
            held[s] -= len(res["shielded"])
            if not res["basilisk"]:
                out |= set(res["cards"]) - set(res["shielded"])
        if k == 0 and state.round == 1 and seen & set(state.set_aside):
            found.append(_("a card set aside for round 2 was scored in round 1"))
    if held != state.shields_left:
        found.append(_("shields left {left} do not match the shields used {used}")
                .format(left=state.shields_left, used=held))
    totals = [sum(r[s]["points"] for r in state.results) for s in range(len(state.players))]
    if totals != state.totals:
        found.append(_("the scores {scores} are not the rounds' points {points}")
                .format(scores=state.totals, points=totals))
    if set(state.removed) != out:
        found.append(_("the cards out of the game are not the safely scored ones"))
    if state.phase in ("scoring", "over"):
        last = state.results[-1]
        back = {c for r in last for c in (r["cards"] if r["basilisk"] else r["shielded"])}
        if set(state.centre) != back:
            found.append(_("the centre does not hold exactly the cards the last scoring returned"))
    if state.phase == "over":
        first_out = {c for r in state.results[0] if not r["basilisk"]
                     for c in set(r["cards"]) - set(r["shielded"])}
        if len(state.table) != RULEBOOK_CARD_COUNT - len(first_out):
            found.append(_("round 2's spread should hold every card not out after round 1"))
    elif state.round == 2 and len(state.table) != RULEBOOK_CARD_COUNT - len(state.removed):
        found.append(_("round 2's spread should hold every card not out after round 1"))
    return found
